"""What the entity graph knows about a question, for an answer prompt (Arcana's ``graph: true``
on ``ask``): the query's entities (matched as graph search matches them: ``seeds_program``), the
relationships around them, and the summaries of the communities holding them.

Scope. Every statement keeps to the run's collections, both ends of a relationship included. The
graph is built per collection, not per document, so under a metadata filter there is no graph
context (entities described from documents the filter excludes would reach the prompt).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arcana_graph.core.types import GraphContext, GraphEntity, GraphLink
from arcana_graph.store.graph.rows import scope_filter
from arcana_graph.store.graph.search import seeds_program
from arcana_graph.store.graph.settings import GraphSearchSettings
from arcana_graph.store.search import Program, Query

__all__ = ["GraphContextLimits", "graph_context_program"]


@dataclass(frozen=True, kw_only=True, slots=True)
class GraphContextLimits:
    """How much graph context an answer prompt gets (Arcana's defaults)."""

    entities: int = 10
    """Most entities shown (the query's best matches)."""
    relationships: int = 20
    """Most relationships shown (links between two matched entities first, then the strongest)."""
    summaries: int = 5
    """Most community summaries shown (most matched entities first, then the smaller community)."""
    level: int = 0
    """The community level the summaries come from (0: the finest clusters)."""


_ENTITIES = """
SELECT e.id, e.name, e.type, e.description, e.normalized_name FROM arcana_entities e
WHERE {scope} AND e.normalized_name = ANY(%(names)s)
ORDER BY e.normalized_name, e.description IS NULL, e.id"""

_LINKS = """
SELECT s.name, r.type, t.name
FROM arcana_relationships r
JOIN arcana_entities s ON s.id = r.source_id AND {scope_s}
JOIN arcana_entities t ON t.id = r.target_id AND {scope_t}
WHERE r.source_id = ANY(%(ids)s) OR r.target_id = ANY(%(ids)s)
ORDER BY (r.source_id = ANY(%(ids)s) AND r.target_id = ANY(%(ids)s)) DESC, r.strength DESC, r.id
LIMIT %(limit)s"""

_SUMMARIES = """
SELECT c.summary FROM arcana_communities c
WHERE {scope} AND c.level = %(level)s AND c.entity_ids && %(ids)s::bigint[] AND coalesce(c.summary, '') <> ''
ORDER BY cardinality(ARRAY(SELECT unnest(c.entity_ids) INTERSECT SELECT unnest(%(ids)s::bigint[]))) DESC,
         cardinality(c.entity_ids), c.id
LIMIT %(limit)s"""


def graph_context_program(
    query: str,
    query_vector: Sequence[float],
    scope: list[int] | None,
    settings: GraphSearchSettings,
    limits: GraphContextLimits,
    ef_search: int,
) -> Program[GraphContext]:
    """The graph context of ``query`` inside ``scope`` (collection ids; None = all)."""
    seeds = yield from seeds_program(query, query_vector, scope, settings, ef_search)
    best = sorted(seeds, key=lambda name: (-seeds[name], name))[: limits.entities]
    if not best:
        return GraphContext()
    rows = yield Query(_ENTITIES.format(scope=scope_filter("e", scope)), {"names": best, "scope": scope})
    ids = [int(r[0]) for r in rows]
    shown: dict[str, GraphEntity] = {}
    for _, name, kind, description, key in rows:  # one entity per name, across collections
        shown.setdefault(key, GraphEntity(name=name, type=kind, description=description))
    entities = tuple(shown[name] for name in best if name in shown)
    sql = _LINKS.format(scope_s=scope_filter("s", scope), scope_t=scope_filter("t", scope))
    found = yield Query(sql, {"ids": ids, "scope": scope, "limit": limits.relationships})
    links = tuple(dict.fromkeys(GraphLink(source=s, type=kind, target=t) for s, kind, t in found))
    sql = _SUMMARIES.format(scope=scope_filter("c", scope))
    params = {"ids": ids, "scope": scope, "level": limits.level, "limit": limits.summaries}
    summaries = tuple(dict.fromkeys(str(r[0]).strip() for r in (yield Query(sql, params))))
    return GraphContext(entities=entities, links=links, summaries=summaries)
