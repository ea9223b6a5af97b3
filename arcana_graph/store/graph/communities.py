"""Communities of a collection's entity graph: Leiden clusters, summarised by a chat model.

Detection (``detect_communities``): the collection's entities are the nodes, its relationships
the edges (undirected; two entities linked several times get the sum of the links' strengths as
weight), and the Leiden algorithm (``leidenalg``, Traag et al. 2019, maximising modularity with a
fixed seed, so the same graph gives the same communities) splits them into level-0 communities;
entities without any link belong to no community. Level 1 clusters the communities themselves
(Leiden on the graph of communities), for a coarser overview of large graphs.

Stability: a community whose entity set is unchanged since the last detection keeps its row, its
summary and its ``dirty`` flag; the others are replaced by new rows marked dirty. Ingest and
delete already mark a community dirty when one of its entities gains or loses a mention
(``arcana_graph.store.graph.write.settle``).

Summaries (``summarize_communities``): each dirty community (or one without a summary) gets one
model call with its entities ("name (type): description") and the relationships among them, and
the reply becomes its summary; clean ones are never sent again. Arcana does the same with its
``dirty`` flag and change count.

Both run per collection under the collection's graph lock (``lock_graph``), in one transaction
for detection and one per summary, so a failed summary loses nothing.
"""

from __future__ import annotations

import hashlib
import logging
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

import psycopg
from psycopg_pool import ConnectionPool

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.types import Record
from arcana_graph.store.graph.write import lock_graph

__all__ = [
    "CommunityInfo",
    "CommunityReport",
    "CommunitySummarizer",
    "LLMCommunitySummarizer",
    "communities_of",
    "detect_communities",
    "summarize_communities",
]

_log = logging.getLogger(__name__)
_SEED = 42
_MAX_LISTED = 30  # entities and relationships shown to the summariser per community


@dataclass(frozen=True, kw_only=True, slots=True)
class CommunityInfo(Record):
    """One community as users read it."""

    id: int
    level: int
    entities: tuple[str, ...]
    """Entity names, most mentioned first."""
    summary: str | None
    dirty: bool


@dataclass(frozen=True, kw_only=True, slots=True)
class CommunityReport(Record):
    """What ``build_communities`` did."""

    collection: str
    communities: int
    """Communities now stored (all levels)."""
    kept: int
    """Of them, unchanged since the last detection (summary kept)."""
    summarized: int
    failed: int
    """Summaries that failed (the community stays dirty; build again to retry)."""


class CommunitySummarizer(Protocol):
    """Writes one community's summary from its entities and relationships (lines of text)."""

    def __call__(self, entities: Sequence[str], relationships: Sequence[str]) -> str: ...


class LLMCommunitySummarizer:
    """A ``CommunitySummarizer`` on a chat model (a model or a ``"provider:model"`` spec)."""

    def __init__(self, model: Any) -> None:
        from arcana_graph.models.chat import ModelRef

        self.model = model if isinstance(model, ModelRef) else ModelRef(model)

    def __call__(self, entities: Sequence[str], relationships: Sequence[str]) -> str:
        from langchain_core.messages import HumanMessage, SystemMessage

        from arcana_graph.store.graph.prompts import COMMUNITY_SYSTEM_PROMPT, community_prompt

        reply = self.model.get().invoke(
            [
                SystemMessage(content=COMMUNITY_SYSTEM_PROMPT),
                HumanMessage(content=community_prompt(entities, relationships)),
            ]
        )
        text = reply.content if isinstance(reply.content, str) else str(reply.content)
        return " ".join(text.split())


# -- detection ------------------------------------------------------------------------------------


def _leiden(nodes: Sequence[int], edges: dict[tuple[int, int], float]) -> list[list[int]]:
    """Leiden communities (modularity, fixed seed) of a weighted undirected graph, as node lists;
    nodes without edges are left out."""
    try:
        import igraph
        import leidenalg
    except ImportError as exc:  # pragma: no cover - a dependency of the package
        raise ConfigurationError("communities need leidenalg; run `pip install leidenalg`") from exc
    linked = sorted({n for pair in edges for n in pair})
    if not linked:
        return []
    index = {node: i for i, node in enumerate(linked)}
    graph = igraph.Graph(n=len(linked), edges=[(index[a], index[b]) for a, b in edges])
    graph.es["weight"] = list(edges.values())
    partition = leidenalg.find_partition(graph, leidenalg.ModularityVertexPartition, weights="weight", seed=_SEED)
    return sorted(
        ([linked[i] for i in members] for members in partition if members),
        key=lambda group: (-len(group), group[0]),
    )


def _links(conn: psycopg.Connection, collection_id: int) -> dict[tuple[int, int], float]:
    rows = conn.execute(
        """SELECT least(source_id, target_id), greatest(source_id, target_id), sum(strength)
           FROM arcana_relationships WHERE collection_id = %s GROUP BY 1, 2 ORDER BY 1, 2""",
        (collection_id,),
    ).fetchall()
    return {(int(a), int(b)): float(w) for a, b, w in rows}


def _level_one(groups: list[list[int]], edges: dict[tuple[int, int], float]) -> list[list[int]]:
    """Communities of communities: Leiden on the graph whose nodes are level-0 communities."""
    owner = {entity: i for i, group in enumerate(groups) for entity in group}
    between: dict[tuple[int, int], float] = defaultdict(float)
    for (a, b), weight in edges.items():
        ca, cb = owner.get(a), owner.get(b)
        if ca is not None and cb is not None and ca != cb:
            between[(min(ca, cb), max(ca, cb))] += weight
    clusters = _leiden(range(len(groups)), dict(between))
    return [sorted(e for c in cluster for e in groups[c]) for cluster in clusters if len(cluster) > 1]


def detect_communities(pool: ConnectionPool, collection_id: int) -> tuple[int, int]:
    """Detect the collection's communities and store them (see the module docstring).

    Returns (communities stored, of them kept unchanged).
    """
    with pool.connection() as conn, conn.transaction():
        lock_graph(conn, collection_id)
        edges = _links(conn, collection_id)
        level0 = _leiden([], edges)
        wanted = {(0, tuple(sorted(g))) for g in level0}
        wanted |= {(1, tuple(g)) for g in _level_one(level0, edges)}
        existing = conn.execute(
            "SELECT id, level, entity_ids FROM arcana_communities WHERE collection_id = %s", (collection_id,)
        ).fetchall()
        kept_ids, seen = [], set()
        for row_id, level, entity_ids in existing:
            key = (int(level), tuple(sorted(int(e) for e in entity_ids)))
            if key in wanted and key not in seen:
                kept_ids.append(int(row_id))
                seen.add(key)
        conn.execute(
            "DELETE FROM arcana_communities WHERE collection_id = %s AND NOT id = ANY(%s::bigint[])",
            (collection_id, kept_ids),
        )
        fresh = sorted(wanted - seen)
        if fresh:
            with conn.cursor() as cur:
                cur.executemany(
                    """INSERT INTO arcana_communities (collection_id, level, entity_ids, dirty)
                       VALUES (%s, %s, %s, true)""",
                    [(collection_id, level, list(ids)) for level, ids in fresh],
                )
    return len(wanted), len(kept_ids)


# -- summaries ------------------------------------------------------------------------------------


def _community_text(conn: psycopg.Connection, entity_ids: Sequence[int]) -> tuple[list[str], list[str], str]:
    """The lines the summariser reads (entities, relationships) and their fingerprint."""
    entities = conn.execute(
        """SELECT e.id, e.name, e.type, coalesce(e.description, ''),
                  (SELECT count(*) FROM arcana_entity_mentions m WHERE m.entity_id = e.id) AS mentions
           FROM arcana_entities e WHERE e.id = ANY(%s::bigint[])
           ORDER BY mentions DESC, e.name LIMIT %s""",
        (list(entity_ids), _MAX_LISTED),
    ).fetchall()
    links = conn.execute(
        """SELECT s.name, r.type, t.name, coalesce(r.description, '')
           FROM arcana_relationships r
           JOIN arcana_entities s ON s.id = r.source_id JOIN arcana_entities t ON t.id = r.target_id
           WHERE r.source_id = ANY(%(ids)s::bigint[]) AND r.target_id = ANY(%(ids)s::bigint[])
           ORDER BY r.strength DESC, s.name, t.name LIMIT %(n)s""",
        {"ids": list(entity_ids), "n": _MAX_LISTED},
    ).fetchall()
    entity_lines = [f"{name} ({kind})" + (f": {text}" if text else "") for _, name, kind, text, _ in entities]
    link_lines = [f"{s} {kind} {t}" + (f": {text}" if text else "") for s, kind, t, text in links]
    fingerprint = hashlib.sha256("\n".join([*entity_lines, "", *link_lines]).encode()).hexdigest()[:16]
    return entity_lines, link_lines, fingerprint


def summarize_communities(
    pool: ConnectionPool,
    collection_id: int,
    summarizer: CommunitySummarizer,
    *,
    force: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> tuple[int, int]:
    """Summarise the dirty communities (every one with ``force``); returns (summarised, failed).

    A community whose entities and relationships read exactly as when it was last summarised is
    marked clean without a model call. A failing summariser, or an empty summary, leaves that
    community dirty. The model is called outside the graph lock; a community changed meanwhile
    (an ingest marked it dirty again, or a detection replaced it) is not marked clean: its change
    count is part of the update's condition.
    """
    with pool.connection() as conn:
        todo = conn.execute(
            """SELECT id, entity_ids, summary_fingerprint, change_count FROM arcana_communities
               WHERE collection_id = %s AND (%s OR dirty OR summary IS NULL) ORDER BY level, id""",
            (collection_id, force),
        ).fetchall()
    done = failed = 0
    for position, (community_id, entity_ids, old_fingerprint, changes) in enumerate(todo, start=1):
        if progress is not None:
            progress(position - 1, len(todo))
        with pool.connection() as conn:
            entities, links, fingerprint = _community_text(conn, entity_ids)
        summary: str | None = None
        if fingerprint != old_fingerprint or force:
            try:
                summary = summarizer(entities, links).strip()
                if not summary:
                    raise ValueError("the summariser returned an empty summary")
            except Exception as exc:  # the summariser is a model or a user function: contained per community
                _log.warning("summarising community %s failed: %s", community_id, exc)
                failed += 1
                continue
        with pool.connection() as conn, conn.transaction():
            lock_graph(conn, collection_id)
            updated = conn.execute(
                """UPDATE arcana_communities
                   SET summary = coalesce(%s, summary), summary_fingerprint = %s, dirty = false,
                       change_count = 0, updated_at = now()
                   WHERE id = %s AND change_count = %s""",
                (summary, fingerprint, community_id, changes),
            ).rowcount
        if updated:
            done += 1
    if progress is not None:
        progress(len(todo), len(todo))
    return done, failed


def communities_of(conn: psycopg.Connection, collection_id: int) -> list[CommunityInfo]:
    """The collection's communities, level by level, largest first."""
    rows = conn.execute(
        """SELECT c.id, c.level, c.summary, c.dirty,
                  ARRAY(SELECT e.name FROM arcana_entities e
                        LEFT JOIN arcana_entity_mentions m ON m.entity_id = e.id
                        WHERE e.id = ANY(c.entity_ids) GROUP BY e.id, e.name
                        ORDER BY count(m.chunk_id) DESC, e.name)
           FROM arcana_communities c WHERE c.collection_id = %s
           ORDER BY c.level, cardinality(c.entity_ids) DESC, c.id""",
        (collection_id,),
    ).fetchall()
    return [
        CommunityInfo(id=int(i), level=int(level), entities=tuple(names), summary=summary, dirty=bool(dirty))
        for i, level, summary, dirty, names in rows
    ]
