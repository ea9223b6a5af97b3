"""Reading one entity's neighbourhood for people: ``arcana-graph graph show ENTITY``.

An entity is looked up by its normalised name (``normalize_name``) within the given collections
(one view per collection naming it), with the chunks mentioning it and its relationships in both
directions, strongest first. ``mermaid`` draws the view as a Mermaid flowchart, so the
neighbourhood can be pasted into any Markdown viewer that renders Mermaid.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import psycopg

from arcana_graph.core.types import Record
from arcana_graph.store.graph.names import normalize_name

__all__ = ["EntityLink", "EntityView", "describe_entity", "mermaid"]

_MAX_ROWS = 50  # mentions and links shown per entity: a hub's full list helps nobody on a terminal


@dataclass(frozen=True, kw_only=True, slots=True)
class EntityLink(Record):
    """One relationship of the entity, seen from it."""

    direction: str
    """``out`` (the entity is the source) or ``in``."""
    type: str
    other: str
    """The other entity's name."""
    strength: int
    description: str | None = None
    source: str
    """The document stating it."""


@dataclass(frozen=True, kw_only=True, slots=True)
class EntityView(Record):
    """An entity of one collection, with where it is mentioned and what it is linked to."""

    name: str
    type: str
    description: str | None
    collection: str
    mentions: tuple[tuple[str, str], ...]
    """(source, chunk id) of the chunks naming it, at most 50."""
    links: tuple[EntityLink, ...]
    """At most 50, strongest first."""


_ENTITIES_SQL = """
SELECT e.id, e.name, e.type, e.description, c.name FROM arcana_entities e
JOIN arcana_collections c ON c.id = e.collection_id
WHERE e.normalized_name = %(key)s AND (%(scope)s::bigint[] IS NULL OR e.collection_id = ANY(%(scope)s))
ORDER BY c.name"""

_MENTIONS_SQL = """
SELECT d.source_id, m.chunk_id FROM arcana_entity_mentions m
JOIN arcana_chunks ch ON ch.id = m.chunk_id JOIN arcana_documents d ON d.id = ch.document_id
WHERE m.entity_id = %s ORDER BY d.source_id, ch.chunk_index LIMIT %s"""

_LINKS_SQL = """
SELECT CASE WHEN r.source_id = %(id)s THEN 'out' ELSE 'in' END, r.type, o.name, r.strength, r.description, d.source_id
FROM arcana_relationships r
JOIN arcana_entities o ON o.id = CASE WHEN r.source_id = %(id)s THEN r.target_id ELSE r.source_id END
JOIN arcana_chunks ch ON ch.id = r.chunk_id JOIN arcana_documents d ON d.id = ch.document_id
WHERE r.source_id = %(id)s OR r.target_id = %(id)s
ORDER BY r.strength DESC, o.name, r.type LIMIT %(limit)s"""


def describe_entity(conn: psycopg.Connection, name: str, scope: list[int] | None) -> list[EntityView]:
    """The entity named ``name`` in each collection of ``scope`` (None = all) that has it."""
    views = []
    for entity_id, shown, kind, description, collection in conn.execute(
        _ENTITIES_SQL, {"key": normalize_name(name), "scope": scope}
    ).fetchall():
        mentions = conn.execute(_MENTIONS_SQL, (entity_id, _MAX_ROWS)).fetchall()
        links = conn.execute(_LINKS_SQL, {"id": entity_id, "limit": _MAX_ROWS}).fetchall()
        views.append(
            EntityView(
                name=shown,
                type=kind,
                description=description,
                collection=collection,
                mentions=tuple((str(s), str(c)) for s, c in mentions),
                links=tuple(
                    EntityLink(direction=d, type=t, other=o, strength=int(s), description=x, source=src)
                    for d, t, o, s, x, src in links
                ),
            )
        )
    return views


def _node(name: str) -> str:
    return "n_" + re.sub(r"\W+", "_", normalize_name(name)).strip("_")


def _label(text: str) -> str:
    return text.replace('"', "'")


def mermaid(view: EntityView) -> str:
    """The entity and its links as a Mermaid flowchart (edges labelled with the relationship type)."""
    lines = ["flowchart LR", f'  {_node(view.name)}["{_label(view.name)} ({view.type})"]']
    seen = {_node(view.name)}
    for link in view.links:
        other = _node(link.other)
        if other not in seen:
            lines.append(f'  {other}["{_label(link.other)}"]')
            seen.add(other)
        ends = (_node(view.name), other) if link.direction == "out" else (other, _node(view.name))
        lines.append(f"  {ends[0]} -- {link.type} --> {ends[1]}")
    return "\n".join(lines) + "\n"
