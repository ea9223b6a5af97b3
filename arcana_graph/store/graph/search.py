"""Graph-fused search: the chunks an entity graph links to the query, fused with a chunk search.

``arcana`` and ``ppr`` start from the query's entities (``seeds_program``): up to ``entity_limit``
entities whose "name: description" embedding has cosine similarity >= ``entity_threshold`` with
the query, plus every entity whose normalised name is written out in the query (an index lookup
of the query's word sequences). Then:

* ``arcana`` (Arcana's ``graph: true``): expand the seeds over relationships, both directions,
  up to ``depth`` hops, each entity at its smallest hop; score every chunk mentioning a reached
  entity by ``sum(mention_weight x hop_decay ** hop)`` over its mentioned entities (0.1 x 0.5^hop),
  rounded to 12 decimals (in floating point equal sums could differ in their last bit with the
  order a query plan reads rows in; rounding the float costs nothing, a ``numeric`` sum cost ~40%
  of the statement at 10k chunks); ties go to the chunk closer to the query.
* ``ppr`` (HippoRAG): personalised PageRank from the seeds over entities and chunks (mentions and
  relationships are the edges), ranking chunks by it (``arcana_graph.store.graph.neighbourhood``).
  Seeds weigh their match strength (optionally divided by how many chunks mention them, HippoRAG's
  node specificity: ``GraphSearchSettings.specificity``, off by default as measured).
* ``bridge`` starts from the plain list instead: the entities its best passages name that the
  query does not, each followed to the passage about it, then one more step from the best one
  found (``arcana_graph.store.graph.bridge``). A multi-hop question's next hop is named in the
  passage of the hop before, not in the question.

The graph list and the plain list (``mode``: vector, hybrid, ...) each hold ``pool_multiplier x
limit`` chunks and are fused by reciprocal rank (``1 / (rrf_k + rank)`` summed over the lists,
k = 60; ``fuse``); the best ``limit`` are returned with the fused score, and chunks the graph
list ranked carry ``metadata["graph_rank"]``. No seed: the plain list alone.

Scope. Every statement filters entities, relationships' far ends and chunks by the run's
collection ids, so nothing outside the scope is read, returned or lets a chunk rank higher.
Entities are per collection; the same name in two collections is two rows, and walking by
normalised name within the scope is what links them: a cross-collection link exists only when
both collections are in scope. ``threshold`` keeps plain-list chunks by their own score and
graph chunks by their cosine similarity (as ``rrf`` mode does).

Metadata filters. The graph is built per collection, not per document: entities and
relationships found in documents a filter excludes would still steer the ranking. So a search with
a metadata filter does not use the graph; it is the plain search under that filter (a filter is
often a tenant boundary, and it must hold for the ranking as well as for the results).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

import numpy as np

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.filters import Filter
from arcana_graph.core.types import Chunk, SearchMode
from arcana_graph.store.graph.bridge import bridge_program
from arcana_graph.store.graph.names import query_names
from arcana_graph.store.graph.neighbourhood import ppr_program
from arcana_graph.store.graph.rows import CHUNK_COLUMNS_SQL, row_chunk, scope_filter
from arcana_graph.store.graph.settings import GRAPH_CHOICES, GraphChoice, GraphSearchSettings
from arcana_graph.store.search import Program, Query, SearchSettings, scope_program, search_program

__all__ = ["arcana_program", "fuse", "graph_search_program", "seeds_program"]


def fuse(rankings: Sequence[Sequence[Chunk]], *, k: int = 60, limit: int, graph_list: int | None = None) -> list[Chunk]:
    """Reciprocal-rank fusion: ``score = sum(1 / (k + rank))`` over the lists holding a chunk
    (rank from 1), best first; equal scores keep the order chunks were first met (earlier lists
    first). Chunks of ``rankings[graph_list]`` get ``metadata["graph_rank"]``.
    """
    scores: dict[str, float] = {}
    first: dict[str, Chunk] = {}
    graph_ranks: dict[str, int] = {}
    for position, ranking in enumerate(rankings):
        for rank, chunk in enumerate(ranking, start=1):
            scores[chunk.id] = scores.get(chunk.id, 0.0) + 1.0 / (k + rank)
            first.setdefault(chunk.id, chunk)
            if position == graph_list:
                graph_ranks.setdefault(chunk.id, rank)
    order = {chunk_id: index for index, chunk_id in enumerate(first)}
    best = sorted(scores, key=lambda chunk_id: (-scores[chunk_id], order[chunk_id]))[:limit]
    fused = []
    for chunk_id in best:
        chunk = first[chunk_id]
        metadata = dict(chunk.metadata)
        if chunk_id in graph_ranks:
            metadata["graph_rank"] = graph_ranks[chunk_id]
        fused.append(replace(chunk, score=scores[chunk_id], metadata=metadata))
    return fused


_SEEDS_BY_EMBEDDING = """
SELECT e.normalized_name, 1 - (e.embedding <=> %(vec)s) AS similarity
FROM arcana_entities e
WHERE {scope} AND e.embedding IS NOT NULL
ORDER BY e.embedding <=> %(vec)s
LIMIT %(limit)s"""

_SEEDS_BY_NAME = """
SELECT DISTINCT e.normalized_name FROM arcana_entities e
WHERE {scope} AND e.normalized_name = ANY(%(names)s)"""


def seeds_program(
    query: str, query_vector: Sequence[float], scope: list[int] | None, settings: GraphSearchSettings, ef_search: int
) -> Program[dict[str, float]]:
    """The query's entities (normalised names in scope) with their match strength: cosine
    similarity for embedding matches, 1.0 for names written out in the query."""
    seeds: dict[str, float] = {}
    if settings.entity_limit > 0:
        params = {"vec": np.asarray(query_vector, dtype=np.float32), "scope": scope, "limit": settings.entity_limit}
        sql = _SEEDS_BY_EMBEDDING.format(scope=scope_filter("e", scope))
        rows = yield Query(sql, params, plan="index", ef_search=max(ef_search, settings.entity_limit))
        if len(rows) < settings.entity_limit and scope is not None:
            # pgvector filters HNSW results after the scan: a small scope may have been starved.
            rows = yield Query("/* exact */" + sql, params, plan="exact")
        seeds = {name: float(similarity) for name, similarity in rows if similarity >= settings.entity_threshold}
    names = query_names(query)
    if names:
        rows = yield Query(_SEEDS_BY_NAME.format(scope=scope_filter("e", scope)), {"names": names, "scope": scope})
        seeds.update({name: 1.0 for (name,) in rows})
    return seeds


_ARCANA_SQL = """
WITH RECURSIVE walk(name, hop) AS (
  SELECT unnest(%(seeds)s::text[]), 0
  UNION
  SELECT o.normalized_name, w.hop + 1
  FROM walk w
  JOIN arcana_entities e ON e.normalized_name = w.name AND {scope_e}
  CROSS JOIN LATERAL (
    SELECT r.target_id AS other FROM arcana_relationships r WHERE r.source_id = e.id
    UNION ALL
    SELECT r.source_id FROM arcana_relationships r WHERE r.target_id = e.id) n
  JOIN arcana_entities o ON o.id = n.other AND {scope_o}
  WHERE w.hop < %(depth)s),
reached AS (SELECT name, min(hop) AS hop FROM walk GROUP BY name),
scored AS (
  SELECT m.chunk_id, round(sum(%(weight)s * power(%(decay)s, r.hop)) * 1e12) / 1e12 AS score
  FROM reached r
  JOIN arcana_entities e ON e.normalized_name = r.name AND {scope_e}
  JOIN arcana_entity_mentions m ON m.entity_id = e.id
  GROUP BY m.chunk_id),
best AS (SELECT s.chunk_id, s.score FROM scored s {cut}),
hits AS (
  SELECT c.id, c.document_id, c.collection_id, c.chunk_index, c.text, c.metadata, s.score,
         1 - (c.embedding <=> %(vec)s) AS similarity
  FROM best s
  CROSS JOIN LATERAL (SELECT c.* FROM arcana_chunks c WHERE c.id = s.chunk_id AND {scope_c} OFFSET 0) c)
SELECT {columns}
WHERE h.similarity > %(threshold)s
ORDER BY h.score DESC, h.similarity DESC, h.id
LIMIT %(pool)s"""

_BEST_SCORES = (
    "WHERE s.score >= (SELECT min(t.score) FROM (SELECT score FROM scored ORDER BY score DESC LIMIT %(pool)s) t)"
)
"""The chunks whose graph score reaches the ``pool``-th best (ties kept): only these are read and
compared with the query. At 10k chunks a hub entity one hop from the query's reaches most of the
corpus, and reading every vector was most of the search's time."""


def arcana_program(
    seeds: Mapping[str, float],
    scope: list[int] | None,
    query_vector: Sequence[float],
    *,
    pool: int,
    threshold: float,
    settings: GraphSearchSettings,
    cut: bool = True,
) -> Program[list[Chunk]]:
    """Arcana's graph list: chunks mentioning the seeds or entities ``depth`` hops from them.

    With ``cut`` it is read first among the chunks with the best graph scores (``_BEST_SCORES``):
    the same list as reading them all (``cut=False``) whenever ``pool`` of those pass
    ``threshold`` (a chunk below the cut could only enter the list if fewer did); otherwise it is
    read again over every scored chunk."""

    def statement(rows_read: str) -> str:
        return _ARCANA_SQL.format(
            cut=rows_read,
            scope_e=scope_filter("e", scope),
            scope_o=scope_filter("o", scope),
            scope_c=scope_filter("c", scope),
            columns=CHUNK_COLUMNS_SQL,
        )

    params = {
        "seeds": sorted(seeds),
        "scope": scope,
        "depth": settings.depth,
        "weight": settings.mention_weight,
        "decay": settings.hop_decay,
        "vec": np.asarray(query_vector, dtype=np.float32),
        "threshold": threshold,
        "pool": pool,
    }
    rows = yield Query(statement(_BEST_SCORES if cut else ""), params)
    if cut and len(rows) < pool:
        rows = yield Query(statement(""), params)
    return [row_chunk(r) for r in rows]


def graph_search_program(
    *,
    query: str,
    query_vector: Sequence[float],
    collections: str | Sequence[str] | None,
    limit: int,
    threshold: float,
    mode: SearchMode,
    graph: GraphChoice,
    settings: SearchSettings,
    graph_settings: GraphSearchSettings,
    force_exact: bool | None = None,
    metadata_filter: Filter | None = None,
) -> Program[list[Chunk]]:
    """One graph-fused search (module docstring), chunks best first. Under a ``metadata_filter``,
    or ``graph="auto"`` with no graph in scope, exactly the plain search.

    Raises:
        UnknownCollectionError: a collection name that does not exist (scoping fails closed).
        ConfigurationError: an unknown ``graph`` or ``mode``.
    """
    if graph not in GRAPH_CHOICES:
        raise ConfigurationError(f"unknown graph search {graph!r}; use True, 'arcana', 'ppr', 'bridge' or 'auto'")
    scope = yield from scope_program(collections)
    if limit <= 0 or scope == []:
        return []
    if graph == "auto":
        graph = graph_settings.auto if (yield from _has_graph(scope)) else "off"

    def ranked(size: int) -> Program[list[Chunk]]:
        """The plain ranking of ``size`` chunks in the resolved scope (under the filter, if any)."""
        return search_program(
            query=query,
            query_vector=query_vector,
            scope=scope,
            limit=size,
            threshold=threshold,
            mode=mode,
            settings=settings,
            force_exact=force_exact,
            metadata_filter=metadata_filter,
        )

    if metadata_filter is not None or graph == "off":
        return (yield from ranked(limit))
    pool = limit * graph_settings.pool_multiplier
    plain = yield from ranked(pool)
    linked = yield from _graph_list(graph, query, query_vector, scope, plain, pool, threshold, graph_settings, settings)
    if linked is None:
        return plain[:limit]
    return fuse([plain, linked], k=graph_settings.rrf_k, limit=limit, graph_list=1)


def _graph_list(
    graph: str,
    query: str,
    query_vector: Sequence[float],
    scope: list[int] | None,
    plain: list[Chunk],
    pool: int,
    threshold: float,
    graph_settings: GraphSearchSettings,
    settings: SearchSettings,
) -> Program[list[Chunk] | None]:
    """The graph's ranked chunks for one search (``graph``: arcana, ppr or bridge); None when the
    graph links nothing to the query (no seed entity, or a bridge walk that reaches nothing): the
    plain list is the result as it is."""
    if graph == "bridge":
        linked = yield from bridge_program(
            query, scope, query_vector, passages=plain, pool=pool, threshold=threshold, settings=graph_settings
        )
        return linked or None
    seeds = yield from seeds_program(query, query_vector, scope, graph_settings, settings.hnsw_ef_search)
    if not seeds:
        return None
    if graph == "arcana":
        return (
            yield from arcana_program(
                seeds, scope, query_vector, pool=pool, threshold=threshold, settings=graph_settings
            )
        )
    return (
        yield from ppr_program(
            seeds, scope, query_vector, pool=pool, threshold=threshold, settings=graph_settings, passages=plain
        )
    )


def _has_graph(scope: list[int] | None) -> Program[bool]:
    """Whether a collection of the scope has an entity graph (``graph="auto"``)."""
    rows = yield Query(
        f"SELECT EXISTS (SELECT 1 FROM arcana_entities e WHERE {scope_filter('e', scope)})", {"scope": scope}
    )
    return bool(rows and rows[0][0])
