"""Writing the entity graph, always inside the transaction that writes or deletes the chunks.

A document's graph lives and dies with its chunks: ingest, re-ingest and delete each run in one
transaction that (1) takes the document's advisory lock (as ingest always did), (2) notes which
entities the document's chunks mention (``mention_pairs``), (3) takes the collection's graph lock,
(4) replaces or deletes the chunks, whose mentions and relationships go with them (foreign
keys), (5) writes the new entities, mentions and relationships (``write_graph``), and (6) settles
the collection (``settle``): entities left without mentions are deleted and the communities
holding an entity whose mentions changed are marked dirty (``change_count`` + 1, deleted ids
dropped from ``entity_ids``). A failure anywhere rolls all of it back.

The collection's graph lock serialises graph writers of one collection only (Arcana's
``with_write_lock``): without it, an orphan sweep could delete an entity that a concurrent
writer has just upserted but not yet mentioned. Locks are always taken document first, then
graph, so writers cannot deadlock.

Entities are embedded as "name: description" with the knowledge base's embedder, before the
transaction (``entity_texts`` says which are new), so no model call holds a transaction open;
an entity that turns out to be new after all (deleted meanwhile) is embedded inside it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

import psycopg

from arcana_graph.core.protocols import ExtractedEntity, GraphExtraction
from arcana_graph.store.graph.names import normalize_name

__all__ = [
    "ChunkGraph",
    "MentionPairs",
    "clear_chunks",
    "entity_text",
    "entity_texts",
    "lock_graph",
    "mention_pairs",
    "settle",
    "write_graph",
]

MentionPairs = set[tuple[int, str]]
"""(entity id, chunk id) pairs: what a set of chunks mentions."""

Embed = Callable[[list[str]], Sequence[Sequence[float]]]


@dataclass(frozen=True, slots=True)
class ChunkGraph:
    """What one chunk contributes to the graph."""

    chunk_id: str
    extraction: GraphExtraction


def entity_text(entity: ExtractedEntity) -> str:
    """The text an entity is embedded as: "name: description" (Arcana's), or the name alone."""
    return f"{entity.name}: {entity.description}" if entity.description else entity.name


def _vector_text(vector: Sequence[float]) -> str:
    return "[" + ",".join(format(float(x), ".8g") for x in vector) + "]"


def lock_graph(conn: psycopg.Connection, collection_id: int) -> None:
    """Take the collection's graph write lock until the transaction ends."""
    conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", (f"arcana:graph:{collection_id}",))


def _merged_entities(graphs: Iterable[ChunkGraph]) -> dict[str, ExtractedEntity]:
    """The first extraction of each entity key across chunks (first spelling wins, as in Arcana)."""
    merged: dict[str, ExtractedEntity] = {}
    for graph in graphs:
        for entity in graph.extraction.entities:
            merged.setdefault(normalize_name(entity.name), entity)
    return merged


def entity_texts(conn: psycopg.Connection, collection_id: int, graphs: Iterable[ChunkGraph]) -> dict[str, str]:
    """Texts to embed for the entities of ``graphs`` that the collection does not hold yet, by key."""
    merged = _merged_entities(graphs)
    if not merged:
        return {}
    rows = conn.execute(
        """SELECT normalized_name FROM arcana_entities
           WHERE collection_id = %s AND normalized_name = ANY(%s) AND embedding IS NOT NULL""",
        (collection_id, list(merged)),
    ).fetchall()
    stored = {r[0] for r in rows}
    return {key: entity_text(entity) for key, entity in merged.items() if key not in stored}


def mention_pairs(
    conn: psycopg.Connection, *, document_id: str | None = None, chunk_ids: Sequence[str] = ()
) -> MentionPairs:
    """What a document's chunks (or the given chunks) mention now."""
    if document_id is not None:
        rows = conn.execute(
            """SELECT m.entity_id, m.chunk_id FROM arcana_entity_mentions m
               JOIN arcana_chunks c ON c.id = m.chunk_id WHERE c.document_id = %s""",
            (document_id,),
        ).fetchall()
    else:
        rows = conn.execute(
            "SELECT entity_id, chunk_id FROM arcana_entity_mentions WHERE chunk_id = ANY(%s)", (list(chunk_ids),)
        ).fetchall()
    return {(int(e), str(c)) for e, c in rows}


def clear_chunks(conn: psycopg.Connection, chunk_ids: Sequence[str]) -> None:
    """Delete the mentions and relationships of chunks that stay (before extracting them again)."""
    conn.execute("DELETE FROM arcana_entity_mentions WHERE chunk_id = ANY(%s)", (list(chunk_ids),))
    conn.execute("DELETE FROM arcana_relationships WHERE chunk_id = ANY(%s)", (list(chunk_ids),))


def _upsert_entities(
    conn: psycopg.Connection,
    collection_id: int,
    merged: Mapping[str, ExtractedEntity],
    vectors: Mapping[str, Sequence[float]],
) -> tuple[dict[str, int], list[str]]:
    """Insert new entities, keep existing ones (a missing type, description or embedding is
    filled in); returns ids by key and the keys still without an embedding."""
    keys = list(merged)
    rows = conn.execute(
        """INSERT INTO arcana_entities (collection_id, name, normalized_name, type, description, embedding)
           SELECT %(cid)s, u.name, u.key, u.type, u.description, u.embedding::vector
           FROM unnest(%(names)s::text[], %(keys)s::text[], %(types)s::text[], %(descriptions)s::text[],
                       %(embeddings)s::text[]) AS u(name, key, type, description, embedding)
           ON CONFLICT (normalized_name, collection_id) DO UPDATE SET
             type = CASE WHEN arcana_entities.type = 'other' THEN EXCLUDED.type ELSE arcana_entities.type END,
             description = coalesce(arcana_entities.description, EXCLUDED.description),
             embedding = coalesce(arcana_entities.embedding, EXCLUDED.embedding),
             updated_at = now()
           RETURNING id, normalized_name, embedding IS NULL""",
        {
            "cid": collection_id,
            "names": [merged[k].name for k in keys],
            "keys": keys,
            "types": [merged[k].type for k in keys],
            "descriptions": [merged[k].description for k in keys],
            "embeddings": [_vector_text(vectors[k]) if k in vectors else None for k in keys],
        },
    ).fetchall()
    return {str(key): int(i) for i, key, _ in rows}, [str(key) for _, key, missing in rows if missing]


# Longer than 60 lines: three bulk inserts (entities, mentions, relationships) read best together.
def write_graph(
    conn: psycopg.Connection,
    collection_id: int,
    graphs: Sequence[ChunkGraph],
    *,
    vectors: Mapping[str, Sequence[float]],
    embed: Embed,
) -> MentionPairs:
    """Write the entities, mentions and relationships of ``graphs`` (chunks already in the table)
    and mark the chunks extracted; returns the (entity, chunk) pairs written.

    Args:
        vectors: embeddings of new entities by key (from ``entity_texts``); an entity that is new
            but has none is embedded with ``embed`` here.
    """
    conn.execute(
        "UPDATE arcana_chunks SET graph_extracted_at = now() WHERE id = ANY(%s)", ([g.chunk_id for g in graphs],)
    )
    merged = _merged_entities(graphs)
    if not merged:
        return set()
    ids, unembedded = _upsert_entities(conn, collection_id, merged, vectors)
    if unembedded:
        late = embed([entity_text(merged[k]) for k in unembedded])
        with conn.cursor() as cur:
            cur.executemany(
                "UPDATE arcana_entities SET embedding = %s::vector WHERE id = %s",
                [(_vector_text(v), ids[k]) for k, v in zip(unembedded, late, strict=True)],
            )
    mentions: list[tuple[int, str, int | None, int | None, int]] = []
    links: list[tuple[int, int, str, str, str | None, int]] = []
    for graph in graphs:
        for entity in graph.extraction.entities:
            first = entity.spans[0] if entity.spans else (None, None)
            entity_id = ids[normalize_name(entity.name)]
            mentions.append((entity_id, graph.chunk_id, first[0], first[1], max(1, len(entity.spans))))
        for link in graph.extraction.relationships:
            source, target = ids[normalize_name(link.source)], ids[normalize_name(link.target)]
            if source != target:
                links.append((source, target, graph.chunk_id, link.type, link.description, link.strength))
    conn.execute(
        """INSERT INTO arcana_entity_mentions (entity_id, chunk_id, span_start, span_end, mention_count)
           SELECT * FROM unnest(%s::bigint[], %s::text[], %s::int[], %s::int[], %s::int[])
           ON CONFLICT (entity_id, chunk_id) DO UPDATE SET
             span_start = EXCLUDED.span_start, span_end = EXCLUDED.span_end, mention_count = EXCLUDED.mention_count""",
        [list(column) for column in zip(*mentions, strict=True)],
    )
    if links:
        conn.execute(
            """INSERT INTO arcana_relationships
                 (collection_id, source_id, target_id, chunk_id, type, description, strength)
               SELECT %s, * FROM unnest(%s::bigint[], %s::bigint[], %s::text[], %s::text[], %s::text[],
                                        %s::smallint[])""",
            [collection_id, *[list(column) for column in zip(*links, strict=True)]],
        )
    return {(m[0], m[1]) for m in mentions}


def settle(conn: psycopg.Connection, collection_id: int, before: MentionPairs, after: MentionPairs) -> list[int]:
    """Delete the entities that lost their last mention and mark the communities holding an entity
    whose mentions changed dirty; returns the deleted entity ids."""
    changed = sorted({entity for entity, _ in before ^ after})
    if not changed:
        return []
    deleted = [
        int(r[0])
        for r in conn.execute(
            """DELETE FROM arcana_entities e
               WHERE e.id = ANY(%s::bigint[])
                 AND NOT EXISTS (SELECT 1 FROM arcana_entity_mentions m WHERE m.entity_id = e.id)
               RETURNING e.id""",
            (changed,),
        ).fetchall()
    ]
    conn.execute(
        """UPDATE arcana_communities
           SET dirty = true, change_count = change_count + 1, updated_at = now(),
               entity_ids = ARRAY(SELECT x FROM unnest(entity_ids) AS x WHERE NOT x = ANY(%(deleted)s::bigint[]))
           WHERE collection_id = %(cid)s AND entity_ids && %(changed)s::bigint[]""",
        {"cid": collection_id, "deleted": deleted, "changed": changed},
    )
    return deleted
