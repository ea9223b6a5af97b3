"""Settings of graph-fused search (see ``arcana_graph.store.graph.search``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.types import GRAPH_MODES, GraphMode

__all__ = ["GRAPH_CHOICES", "GRAPH_MODES", "GraphChoice", "GraphMode", "GraphSearchSettings"]

GraphChoice = Literal[GraphMode, "auto"]
"""What a search may ask for: an algorithm, or ``auto`` (the graph when the scope has one)."""
GRAPH_CHOICES: tuple[str, ...] = (*GRAPH_MODES, "auto")


@dataclass(frozen=True, kw_only=True, slots=True)
class GraphSearchSettings:
    """Tuning knobs of graph-fused search."""

    depth: int = 1
    """``arcana``: relationship hops from the query's entities (Arcana's ``graph_depth``)."""
    entity_threshold: float = 0.3
    """Least cosine similarity between the query and an entity's embedding to seed the search."""
    entity_limit: int = 20
    """Most entities matched by embedding (names written out in the query always count)."""
    mention_weight: float = 0.1
    """``arcana``: a chunk's score per mentioned entity at hop 0."""
    hop_decay: float = 0.5
    """``arcana``: factor per hop."""
    pool_multiplier: int = 2
    """Each fused list holds ``limit x this`` chunks."""
    rrf_k: int = 60
    """The rank constant of the fusion."""
    auto: GraphMode = "ppr"
    """The algorithm of ``graph="auto"`` (the Loop's default: the graph is used when a collection
    in scope has one, as Arcana's search tool does). ``ppr``: fused with hybrid search it found
    more gold passages at 5 than ``arcana`` over the 66 multi-hop questions of the shipped sets
    (0.76 vs 0.67 recall@5; ``arcana`` is ahead on ``harbourline`` alone, 17 of them; README
    GraphRAG, ``benchmarks/bench_graph.py``)."""
    damping: float = 0.5
    """``ppr``: probability that the walk follows an edge rather than restarting (HippoRAG's 0.5)."""
    passage_weight: float = 0.3
    """``ppr``: share of the restart mass on the plain list's chunks (the rest on the entities)."""
    specificity: float = 0.0
    """``ppr``: a seed's restart weight is divided by (chunks mentioning it) ** this, so a rare
    entity counts more than a hub such as a town (HippoRAG's node specificity); 0 (the default)
    turns it off: on the shipped sets' multi-hop questions 0 gave the best recall@5 of 0, 0.5 and
    1 (``benchmarks/bench_graph.py --sweep``)."""
    matched_weight: float = 1.0
    """``ppr``: restart weight of seeds matched only by embedding, relative to entities the query
    names outright, when it names any; 1 (the default, no difference) measured better than 0.5."""
    rings: int = 3
    """``ppr``: how many times the loaded neighbourhood grows around its best entities."""
    expand: int = 48
    """``ppr``: entities whose links are loaded per ring (the best-scored not loaded yet)."""
    fanout: int = 5
    """``ppr``: most chunks loaded per entity (those closest to the query); a hub's other chunks
    still count in its degree. 40, 20, 10 (``bench_graph.py --sweep-size``) and 5 (its default
    run) found the same gold passages at 5 on both shipped sets' multi-hop questions, 5 with the
    same recall@5 on every question type; at 10k chunks 5 takes ~15% off PPR's p50 against 10
    (``bench_graph_scale.py``: a ring's mention rows fall from ~3,100 to ~1,800)."""
    bridge_origins: int = 2
    """``bridge``: how many of the plain list's best chunks the walk starts from."""
    bridge_named: bool = True
    """``bridge``: start the walk from the home chunks of the entities the query names outright
    too, and put them first in the graph list (the longest names only: "Dunmore town hall", not
    also "Dunmore"), so a comparison's two passages are not pushed out by the homes the walk
    brings."""
    bridge_chain: int = 1
    """``bridge``: further steps, each from the best home passage the last step found (1: the
    third passage of a three-hop question)."""
    links: int = 10
    """``ppr``: most links loaded per entity (the strongest); its other links still count in its
    degree, so the walk along them is lost rather than re-routed to the strongest."""

    def __post_init__(self) -> None:
        checks = {
            "depth": self.depth >= 0,
            "entity_limit": self.entity_limit >= 0,
            "pool_multiplier": self.pool_multiplier >= 1,
            "rrf_k": self.rrf_k >= 0,
            "damping": 0 < self.damping < 1,
            "passage_weight": 0 <= self.passage_weight < 1,
            "specificity": self.specificity >= 0,
            "matched_weight": self.matched_weight >= 0,
            "rings": self.rings >= 1,
            "expand": self.expand >= 1,
            "fanout": self.fanout >= 1,
            "links": self.links >= 1,
            "bridge_origins": self.bridge_origins >= 1,
            "bridge_chain": self.bridge_chain >= 0,
            "auto": self.auto in GRAPH_MODES,
        }
        for name, ok in checks.items():
            if not ok:
                raise ConfigurationError(f"GraphSearchSettings.{name} is out of range: {getattr(self, name)!r}")
