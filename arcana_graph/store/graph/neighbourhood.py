"""The ``ppr`` graph list: personalised PageRank over the neighbourhood of the query's entities.

Nodes are entities (one node per normalised name within the scope, so an entity named in two
collections in scope is one node) and chunks; edges are mentions (weight 1) and relationships
(strength / 10, summed over the chunks stating them). The whole graph is never loaded: the
neighbourhood grows ring by ring from the seeds. Each ring loads, for its entities, their
``links`` strongest relationships, up to ``fanout`` chunks mentioning them (the closest to the
query) and every entity those chunks mention, with true degrees (a hub's unloaded chunks and
links still count, so the walk through a hub thins out as it would in the whole graph). Between
rings the walk runs on what is loaded, and the ``expand`` best-scored entities not loaded yet
form the next ring: the neighbourhood grows where the walk goes, three rings (chunk -> entity
-> chunk -> entity -> chunk) reaching the third passage of a three-hop question.

The walk restarts at the query's entities and, with a smaller share, at the plain list's chunks
(HippoRAG 2's passage nodes), so it stays near what the query is about.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Mapping, Sequence
from dataclasses import replace

import numpy as np

from arcana_graph.core.types import Chunk
from arcana_graph.store.graph.ppr import pagerank_vector
from arcana_graph.store.graph.rows import chunks_by_id_sql, row_chunk, scope_filter
from arcana_graph.store.graph.settings import GraphSearchSettings
from arcana_graph.store.search import Program, Query

__all__ = ["ppr_program"]

_RING_SQL = """
WITH ents AS (
  SELECT a.entity_id AS id, a.name, a.mentions, a.link_total, a.others, a.strengths,
         count(*) OVER (PARTITION BY a.name) AS copies
  FROM arcana_entity_links a
  WHERE {scope_a} AND a.name = ANY(%(names)s)),
picked AS MATERIALIZED (
  SELECT p.chunk_id FROM ents CROSS JOIN LATERAL (
    SELECT m.chunk_id FROM arcana_entity_mentions m JOIN arcana_chunks c ON c.id = m.chunk_id
    WHERE m.entity_id = ents.id AND {scope_c}
    ORDER BY c.embedding <=> %(vec)s, m.chunk_id
    LIMIT %(fanout)s) p
  UNION
  SELECT c.id FROM arcana_chunks c WHERE c.id = ANY(%(chunks)s::text[]) AND {scope_c}),
shared AS (
  SELECT ents.name, u.other, sum(u.strength)::float8 / 10 AS weight
  FROM ents CROSS JOIN LATERAL unnest(ents.others, ents.strengths) AS u(other, strength)
  WHERE ents.copies > 1
  GROUP BY ents.name, u.other)
SELECT 'mention', x.normalized_name, m.chunk_id, 1.0::float8
FROM picked JOIN arcana_entity_mentions m ON m.chunk_id = picked.chunk_id
JOIN arcana_entities x ON x.id = m.entity_id AND {scope_x}
WHERE picked.chunk_id <> ALL(%(loaded)s::text[])
UNION ALL
SELECT 'degree', name, NULL, sum(mentions)::float8 FROM ents GROUP BY name
UNION ALL
SELECT 'linksum', name, NULL, sum(link_total)::float8 / 10 FROM ents GROUP BY name
UNION ALL
SELECT 'link', ents.name, u.other, u.strength::float8 / 10
FROM ents CROSS JOIN LATERAL unnest(ents.others[1:%(links)s], ents.strengths[1:%(links)s]) AS u(other, strength)
WHERE ents.copies = 1
UNION ALL
SELECT 'link', name, other, weight FROM (
  SELECT name, other, weight, ROW_NUMBER() OVER (PARTITION BY name ORDER BY weight DESC, other) AS place
  FROM shared) s
WHERE place <= %(links)s"""
"""One ring: the frontier's entities in scope with their precomputed links (``arcana_entity_links``,
schema version 5), the ``fanout`` chunks of each closest to the query (plus the plain list's
``chunks``), every entity those chunks mention, each frontier name's degree (mentions and total
link weight) and its ``links`` strongest links. A name found in several collections of the scope
is one node: its links are summed over them by other name before the strongest are taken (each
entity's list is complete, so that is exact), as a relationship's weight is the summed strength
of all its statements / 10. The mentions of a chunk an earlier ring loaded (``loaded``) are not
sent again: they are all loaded with it, so they would change nothing. ``picked`` is materialised
so that this filter is not pushed below its ``UNION``, whose output order numbers the new nodes
(the next ring breaks ties by that order)."""


class _Neighbourhood:
    """The loaded part of the graph, numbered as it grows: nodes (``("e", name)`` and ``("c",
    chunk_id)``), edges, degrees, and which entities have been expanded. Kept as flat lists of
    node numbers so each ring's walk reads arrays instead of rebuilding the graph; ``entity``
    marks the entity nodes and ``done`` the expanded ones, so choosing the next ring and ranking
    the chunks read the score array too."""

    def __init__(self) -> None:
        self.entity_at: dict[str, int] = {}
        self.chunk_at: dict[str, int] = {}
        self.nodes: list[Hashable] = []
        self.entity: list[bool] = []
        self.done: list[bool] = []
        self.edge_at: dict[int, int] = {}
        self.ends: list[int] = []
        self.others: list[int] = []
        self.weights: list[float] = []
        self.degrees: list[float] = []
        self.expanded: set[str] = set()
        self.loaded: set[str] = set()
        self.mentions: dict[str, float] = {}
        self.scores = np.zeros(0)

    @property
    def index(self) -> dict[Hashable, int]:
        """Node numbers by key (built when asked; the ring loop reads ``entity_at`` and ``chunk_at``)."""
        return {key: at for at, key in enumerate(self.nodes)}

    def node(self, key: Hashable) -> int:
        """The number of node ``("e", name)`` or ``("c", chunk_id)``, numbering it if new."""
        kind, name = key  # type: ignore[misc]
        table = self.entity_at if kind == "e" else self.chunk_at
        at = table.get(name)
        if at is None:
            at = table[name] = len(self.nodes)
            self.nodes.append(key)
            self.entity.append(kind == "e")
            self.done.append(False)
            self.degrees.append(-1.0)  # unknown until its ring is loaded: the walk ends there
        return at

    def add(self, frontier: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
        """Add the rows of one ring, the expansion of ``frontier`` (see ``_RING_SQL``). A ring
        at 10k chunks brings thousands of rows, so the loop keeps its lookups in locals, looks a
        known node up by name without a call (``node`` numbers a new one) and keys an edge by one
        integer. An entity's degree is its mentions plus its total link weight (``linksum``), not
        the weight of the strongest links loaded, so the walk along the others is lost as along
        any edge not loaded, and the loaded links keep the share of the walk they have in the
        whole graph."""
        node, entity_at, chunk_at, edge_at = self.node, self.entity_at, self.chunk_at, self.edge_at
        ends, others, weights = self.ends, self.others, self.weights
        per_chunk: dict[int, int] = {}
        links: dict[str, float] = {}
        for kind, name, other, weight in rows:
            if kind == "mention":
                a = entity_at.get(name)  # type: ignore[arg-type]
                if a is None:
                    a = node(("e", name))
                b = chunk_at.get(other)  # type: ignore[arg-type]
                if b is None:
                    b = node(("c", other))
                per_chunk[b] = per_chunk.get(b, 0) + 1
                value = 1.0
            elif kind == "link":
                a = entity_at.get(name)  # type: ignore[arg-type]
                if a is None:
                    a = node(("e", name))
                b = entity_at.get(other)  # type: ignore[arg-type]
                if b is None:
                    b = node(("e", other))
                value = float(weight)  # type: ignore[arg-type]
            elif kind == "degree":
                self.mentions[str(name)] = float(weight)  # type: ignore[arg-type]
                continue
            else:  # linksum
                links[str(name)] = float(weight)  # type: ignore[arg-type]
                continue
            if b < a:
                a, b = b, a
            pair = a << 32 | b
            at = edge_at.get(pair)
            if at is None:
                edge_at[pair] = len(ends)
                ends.append(a)
                others.append(b)
                weights.append(value)
            else:
                weights[at] = value
        for chunk, count in per_chunk.items():
            self.degrees[chunk] = float(count)
            self.loaded.add(self.nodes[chunk][1])  # type: ignore[index]
        for name in frontier:
            if name not in self.expanded:
                at = node(("e", name))
                self.degrees[at] = self.mentions.get(name, 0.0) + links.get(name, 0.0)
                self.done[at] = True
        self.expanded |= set(frontier)

    def spread(self, restart: Mapping[Hashable, float], damping: float) -> np.ndarray:
        """Scores of every loaded node by number, from the last walk's scores (the graph only grew)."""
        placed = [(self.node(key), weight) for key, weight in restart.items()]  # may add nodes
        size = len(self.nodes)
        weights = np.zeros(size)
        for at, weight in placed:
            weights[at] += weight
        start = np.pad(self.scores, (0, size - len(self.scores)))
        self.scores = pagerank_vector(
            np.asarray(self.ends, dtype=np.int64),
            np.asarray(self.others, dtype=np.int64),
            np.asarray(self.weights, dtype=np.float64),
            weights,
            degrees=np.asarray(self.degrees, dtype=np.float64),
            start=start if start.any() else None,
            damping=damping,
            tolerance=1e-9,
        )
        return self.scores

    def walk(self, restart: Mapping[Hashable, float], damping: float) -> dict[Hashable, float]:
        """``spread`` as a mapping from node to score."""
        scores = self.spread(restart, damping)
        return dict(zip(self.nodes, scores.tolist(), strict=True)) if scores.size else {}

    def next_ring(self, size: int) -> list[str]:
        """The ``size`` best-scored entities not expanded yet (equal scores: the first numbered)."""
        if not self.scores.size:
            return []
        open_ = np.flatnonzero(np.asarray(self.entity) & ~np.asarray(self.done))
        best = open_[np.argsort(-self.scores[open_], kind="stable")[:size]]
        return [self.nodes[at][1] for at in best.tolist()]  # type: ignore[index]

    def ranked_chunks(self, size: int) -> list[tuple[str, float]]:
        """The ``size`` best-scored chunks with their scores (equal scores: by id)."""
        if not self.scores.size:
            return []
        chunks = np.flatnonzero(~np.asarray(self.entity))
        ids = [self.nodes[at][1] for at in chunks.tolist()]  # type: ignore[index]
        scored = sorted(zip((-self.scores[chunks]).tolist(), ids, strict=True))
        return [(chunk_id, -score) for score, chunk_id in scored[:size]]  # type: ignore[misc]


def _ring_query(
    frontier: Sequence[str],
    chunks: Sequence[str],
    scope: list[int] | None,
    vec: np.ndarray,
    settings: GraphSearchSettings,
    loaded: Collection[str] = (),
) -> Query:
    """The statement loading one ring: the expansion of the ``frontier`` entities, plus the
    plain list's ``chunks`` on the first ring, without the mentions of the chunks already
    ``loaded`` (see ``_RING_SQL``)."""
    sql = _RING_SQL.format(
        scope_a=scope_filter("a", scope), scope_c=scope_filter("c", scope), scope_x=scope_filter("x", scope)
    )
    params = {"names": list(frontier), "scope": scope, "vec": vec, "chunks": list(chunks), "loaded": list(loaded)}
    return Query(sql, params | {"fanout": settings.fanout, "links": settings.links})


def _restart(
    seeds: Mapping[str, float], passages: Sequence[Chunk], mentions: Mapping[str, float], settings: GraphSearchSettings
) -> dict[Hashable, float]:
    """Where the walk restarts: the seeds, each weighing its match strength over the number of
    chunks mentioning it to the power ``specificity`` (HippoRAG's node specificity), embedding
    matches times ``matched_weight`` when the query names an entity outright, and, with
    ``passage_weight`` of the mass, the plain list's chunks by reciprocal rank (HippoRAG 2's
    passage nodes)."""
    named = {n for n, s in seeds.items() if s >= 1.0}
    entities = {
        ("e", n): s
        / max(1.0, mentions.get(n, 1.0)) ** settings.specificity
        * (1.0 if (n in named or not named) else settings.matched_weight)
        for n, s in seeds.items()
    }
    chunks = {("c", c.id): 1.0 / (settings.rrf_k + rank) for rank, c in enumerate(passages, start=1)}
    restart: dict[Hashable, float] = {}
    for part, share in ((entities, 1.0 - settings.passage_weight), (chunks, settings.passage_weight)):
        total = sum(part.values())
        for node, weight in part.items():
            if total > 0 and share > 0:
                restart[node] = restart.get(node, 0.0) + share * weight / total
    return restart


def ppr_program(
    seeds: Mapping[str, float],
    scope: list[int] | None,
    query_vector: Sequence[float],
    *,
    pool: int,
    threshold: float,
    settings: GraphSearchSettings,
    passages: Sequence[Chunk] = (),
) -> Program[list[Chunk]]:
    """Chunks ranked by personalised PageRank from ``seeds`` and the plain list's ``passages``
    (the best ``pool``, score = PPR mass)."""
    vec = np.asarray(query_vector, dtype=np.float32)
    graph = _Neighbourhood()
    frontier = sorted(seeds)
    restart: dict[Hashable, float] = {}
    for ring in range(settings.rings):
        chunks = [c.id for c in passages] if ring == 0 and settings.passage_weight > 0 else []
        graph.add(frontier, (yield _ring_query(frontier, chunks, scope, vec, settings, graph.loaded)))
        if ring == 0:
            restart = _restart(seeds, passages, graph.mentions, settings)
        graph.spread(restart, settings.damping)
        if ring == settings.rings - 1:
            break  # the last ring: no next one to choose
        frontier = graph.next_ring(settings.expand)
        if not frontier:
            break
    ranked = graph.ranked_chunks(pool * 3)
    if not ranked:
        return []
    wanted = [chunk_id for chunk_id, _ in ranked]
    chunk_sql = chunks_by_id_sql(scope)
    rows = yield Query(chunk_sql, {"ids": wanted, "scope": scope, "vec": vec, "threshold": threshold})
    found = {r[0]: r for r in rows}
    score = dict(ranked)
    chunks = [row_chunk(found[i]) for i in wanted if i in found][:pool]
    return [replace(c, score=score[c.id]) for c in chunks]
