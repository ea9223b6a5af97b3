"""The ``bridge`` graph list: retrieve, then follow the entities of the best passages to their own passages.

A multi-hop question names its first entity; the passage about it names the next one (the
bridge), which the question does not name, and the answer is in the passage about that one. So
the walk starts from passages, not from the query's entities: its origins are the home chunks of
the entities the query names outright (with ``bridge_named``) and the plain list's
``bridge_origins`` best chunks. For each entity mentioned in an origin, except entities the query
names outright (a bridge is by definition not in the question, and the named ones are what the
plain list already matched), take its *home* chunk, the chunk that names it earliest (the passage about it: its
title or the subject of its first sentence; equal positions go to the chunk closer to the query).
Homes are ranked by ``sum(1 / origin rank)`` over the origins that lead to them, then by
closeness to the query. Then ``bridge_chain`` more steps take the homes of the entities of the
best home found so far (the third passage of a three-hop question).

The graph list is the origins followed by the homes; ``graph_search_program`` fuses it with the
plain list by RRF, so an origin keeps its place and a home the plain list also ranked rises above
plain results nothing links to. One statement per step over the mentions of a few entities (the
distance tie-break reads the vectors of the chunks mentioning them; ordering ties by chunk id
instead would make it index-only), instead of PPR's seed lookups and three rings.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from arcana_graph.core.types import Chunk
from arcana_graph.store.graph.names import query_names
from arcana_graph.store.graph.rows import chunks_by_id_sql, row_chunk, scope_filter
from arcana_graph.store.graph.settings import GraphSearchSettings
from arcana_graph.store.search import Program, Query

__all__ = ["bridge_program"]

_HOME_ORDER = "m.span_start NULLS LAST, c.embedding <=> %(vec)s, m.chunk_id"
"""Which chunk mentioning an entity is its home: the one naming it earliest, then the one closest
to the query, then by id (the same rule for the walk's entities and the query's named ones)."""

_STEP_SQL = """
WITH origin AS (SELECT o.id, o.rank FROM unnest(%(origins)s::text[]) WITH ORDINALITY AS o(id, rank)),
named AS (
  SELECT DISTINCT origin.rank, origin.id AS origin, e.normalized_name AS name
  FROM origin JOIN arcana_entity_mentions m ON m.chunk_id = origin.id
  JOIN arcana_entities e ON e.id = m.entity_id AND {scope_e}
  WHERE NOT (e.normalized_name = ANY(%(skip)s))),
home AS (
  SELECT DISTINCT ON (n.name) n.name, m.chunk_id
  FROM (SELECT DISTINCT name FROM named) n
  JOIN arcana_entities e ON e.normalized_name = n.name AND {scope_e}
  JOIN arcana_entity_mentions m ON m.entity_id = e.id
  JOIN arcana_chunks c ON c.id = m.chunk_id AND {scope_c}
  ORDER BY n.name, {home_order})
SELECT named.rank, named.origin, home.chunk_id, 1 - (c.embedding <=> %(vec)s)
FROM named JOIN home ON home.name = named.name
JOIN arcana_chunks c ON c.id = home.chunk_id
WHERE home.chunk_id <> named.origin"""
"""One step: the entities of the ``origins`` chunks (rank = their place) that the query does not
name (``skip``), each entity's home chunk in scope (earliest mention; then closest to the query),
one row per (origin, home) pair with the home's cosine similarity. Equal names in two collections
of the scope are one entity, as in the other graph searches."""


_NAMED_HOMES_SQL = """
SELECT DISTINCT ON (e.normalized_name) e.normalized_name, m.chunk_id
FROM arcana_entities e JOIN arcana_entity_mentions m ON m.entity_id = e.id
JOIN arcana_chunks c ON c.id = m.chunk_id AND {scope_c}
WHERE {scope_e} AND e.normalized_name = ANY(%(names)s)
ORDER BY e.normalized_name, {home_order}"""
"""The home chunks of the entities the query names outright (``names``), one per name."""


def _step(origins: Sequence[str], skip: list[str], scope: list[int] | None, vec: np.ndarray) -> Program[list[str]]:
    """The homes reached from ``origins`` (best first), without the origins themselves."""
    if not origins:
        return []
    sql = _STEP_SQL.format(scope_e=scope_filter("e", scope), scope_c=scope_filter("c", scope), home_order=_HOME_ORDER)
    rows = yield Query(sql, {"origins": list(origins), "skip": skip, "scope": scope, "vec": vec})
    score: dict[str, float] = {}
    similarity: dict[str, float] = {}
    for rank, _origin, chunk_id, cosine in rows:
        if chunk_id in origins:
            continue
        score[chunk_id] = score.get(chunk_id, 0.0) + 1.0 / rank
        similarity[chunk_id] = float(cosine)
    return sorted(score, key=lambda c: (-score[c], -similarity[c], c))


def bridge_program(
    query: str,
    scope: list[int] | None,
    query_vector: Sequence[float],
    *,
    passages: Sequence[Chunk],
    pool: int,
    threshold: float,
    settings: GraphSearchSettings,
) -> Program[list[Chunk]]:
    """The origins (the passages about what the query names, then the plain list's first
    ``bridge_origins``), then the homes the walk reaches from them, up to ``pool`` chunks; empty
    when the walk reaches nothing new (the plain list alone is returned)."""
    vec = np.asarray(query_vector, dtype=np.float32)
    skip = query_names(query)
    named = (yield from _named_homes(skip, scope, vec, passages)) if settings.bridge_named else []
    origins = list(dict.fromkeys([*named, *(c.id for c in passages[: settings.bridge_origins])]))
    ranked, frontier = list(origins), origins
    for _ in range(1 + settings.bridge_chain):  # the first step, then the chain's, each from the best home
        reached = [c for c in (yield from _step(frontier, skip, scope, vec)) if c not in ranked]
        if not reached:
            break
        ranked, frontier = ranked + reached, reached[:1]
    if len(ranked) == len(origins):
        return []
    ranked = ranked[:pool]
    known = {c.id: c for c in passages}
    missing = [i for i in ranked if i not in known]
    if missing:
        sql = chunks_by_id_sql(scope)
        rows = yield Query(sql, {"ids": missing, "scope": scope, "vec": vec, "threshold": threshold})
        known.update((r[0], row_chunk(r)) for r in rows)
    return [known[i] for i in ranked if i in known]


def _named_homes(
    names: list[str], scope: list[int] | None, vec: np.ndarray, passages: Sequence[Chunk]
) -> Program[list[str]]:
    """The home chunks of the entities the query names outright, the longest names only ("Dunmore
    town hall", not also "Dunmore"), in the plain list's order (those it does not hold last)."""
    if not names:
        return []
    sql = _NAMED_HOMES_SQL.format(
        scope_e=scope_filter("e", scope), scope_c=scope_filter("c", scope), home_order=_HOME_ORDER
    )
    rows = yield Query(sql, {"names": names, "scope": scope, "vec": vec})
    found = {name for name, _ in rows}
    longest = {chunk for name, chunk in rows if not any(name != o and f" {name} " in f" {o} " for o in found)}
    rank = {c.id: i for i, c in enumerate(passages)}
    return sorted(longest, key=lambda c: (rank.get(c, len(rank)), c))
