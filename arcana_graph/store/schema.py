"""The knowledge base's tables, created and migrated by the package (never by hand).

Migrations are numbered; each runs once, in a transaction, under an advisory lock so two processes
opening a fresh database at the same time do not race. The embedding dimension is fixed when the
chunks table is created and recorded in ``arcana_settings`` together with the embedder's name;
opening the store with an embedder of another dimension is an ``EmbeddingMismatchError``.

Tables (version 1)::

    arcana_collections  id, name (unique), description
    arcana_documents    id, collection_id, source_id (unique per collection), path, metadata,
                        status, chunk_count, content_sha256, fingerprint
    arcana_chunks       id, document_id, collection_id, chunk_index, text, embedding vector(d),
                        metadata (start_char, end_char, ...), tsv (generated, 'english')
    indexes: HNSW (vector_cosine_ops) on embedding, GIN on tsv, btree on collection / document

Version 2 adds the entity graph (GraphRAG; ``arcana_graph.store.graph``), per collection::

    arcana_entities        id, collection_id, name, normalized_name (unique per collection), type,
                           description, embedding vector(d) (of "name: description", HNSW)
    arcana_entity_mentions entity_id, chunk_id (unique pair), span_start, span_end, mention_count
    arcana_relationships   id, collection_id, source_id, target_id, chunk_id (the evidence), type,
                           description, strength 1-10
    arcana_communities     id, collection_id, level, summary, entity_ids, dirty, change_count,
                           summary_fingerprint
    arcana_chunks          + graph_extracted_at (when an extractor last read the chunk)

Version 3 indexes document metadata for filters (``arcana_graph.store.filters``)::

    arcana_documents       + GIN (jsonb_path_ops) index on metadata

Version 4 covers the lookups of graph search (``arcana_graph.store.graph.neighbourhood``) with
narrow indexes, so its ring query reads index pages only (once vacuum has marked the table pages
all-visible) instead of one wide row per lookup: an entity row holds its 384+ dimension
embedding, a chunk row its text and tsvector with the embedding toasted out of line::

    arcana_entities        + btree (id) INCLUDE (normalized_name, collection_id)
    arcana_entity_mentions   btree (chunk_id) now INCLUDE (entity_id)
    arcana_relationships     btree (source_id) and (target_id) now INCLUDE the other end and strength
    arcana_chunks          + btree (id) INCLUDE (collection_id, embedding): a second copy of each
                           vector (~1.5 kB a chunk at 384 dimensions), read by graph search to
                           rank an entity's chunks by distance to the query

Version 5 keeps each entity's links aggregated, so graph search reads one row per entity instead
of aggregating and ranking its relationships on every search::

    arcana_entity_links    entity_id (cascade), collection_id, name (normalised), mentions (chunks
                           mentioning it), link_total (the sum of its relationships' strengths),
                           others / strengths: every entity it is linked to (by normalised name)
                           with the summed strength of their relationships, strongest first
                           (equal strengths by name)

Statement triggers on relationships and mentions refresh the rows of the entities a statement
touched (``arcana_refresh_entity_links``; a mention only recounts, ``arcana_refresh_entity_mentions``),
in the writing transaction, so a rollback or a cascade delete leaves them right; the migration
fills them for an existing graph.

Deleting a chunk deletes its mentions and relationships (foreign keys), deleting a collection
everything of it; removing entities left without mentions and marking communities dirty is the
graph writer's job, in the same transaction (``arcana_graph.store.graph.write``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import psycopg
from psycopg.types.json import Jsonb

from arcana_graph.core.errors import EmbeddingMismatchError

__all__ = [
    "CHUNKS_TABLE",
    "CHUNK_COLUMNS",
    "GRAPH_SCHEMA_VERSION",
    "SCHEMA_VERSION",
    "StoredEmbedding",
    "ensure_schema",
    "schema_version",
    "stored_embedding",
]

CHUNKS_TABLE = "arcana_chunks"
"""The chunks table: what a LangChain ``PGVectorStore`` view of the knowledge base reads."""


class _ChunkColumns:
    """Column names of ``CHUNKS_TABLE`` that other views of it need."""

    id = "id"
    text = "text"
    embedding = "embedding"
    metadata = "metadata"
    filters = ("collection_id", "document_id", "chunk_index")


CHUNK_COLUMNS = _ChunkColumns()

_log = logging.getLogger(__name__)
_MIGRATION_LOCK = 7_426_001  # arbitrary constant shared by every arcana-graph process


def _v1(dimensions: int) -> list[str]:
    return [
        """CREATE TABLE arcana_settings (
               key text PRIMARY KEY,
               value jsonb NOT NULL)""",
        """CREATE TABLE arcana_collections (
               id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
               name text NOT NULL UNIQUE CHECK (name <> ''),
               description text,
               created_at timestamptz NOT NULL DEFAULT now(),
               updated_at timestamptz NOT NULL DEFAULT now())""",
        """CREATE TABLE arcana_documents (
               id text PRIMARY KEY,
               collection_id bigint NOT NULL REFERENCES arcana_collections(id) ON DELETE CASCADE,
               source_id text NOT NULL,
               path text,
               metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
               status text NOT NULL DEFAULT 'ready',
               chunk_count integer NOT NULL,
               content_sha256 text NOT NULL,
               fingerprint text NOT NULL,
               created_at timestamptz NOT NULL DEFAULT now(),
               updated_at timestamptz NOT NULL DEFAULT now(),
               UNIQUE (collection_id, source_id))""",
        f"""CREATE TABLE arcana_chunks (
               id text PRIMARY KEY,
               document_id text NOT NULL REFERENCES arcana_documents(id) ON DELETE CASCADE,
               collection_id bigint NOT NULL,
               chunk_index integer NOT NULL,
               text text NOT NULL,
               embedding vector({int(dimensions)}) NOT NULL,
               metadata jsonb NOT NULL DEFAULT '{{}}'::jsonb,
               tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED)""",
        """CREATE INDEX arcana_chunks_embedding_hnsw ON arcana_chunks
               USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64)""",
        "CREATE INDEX arcana_chunks_tsv ON arcana_chunks USING gin (tsv)",
        "CREATE INDEX arcana_chunks_collection ON arcana_chunks (collection_id)",
        "CREATE INDEX arcana_chunks_document ON arcana_chunks (document_id)",
    ]


def _v2(dimensions: int) -> list[str]:
    return [
        "ALTER TABLE arcana_chunks ADD COLUMN graph_extracted_at timestamptz",
        f"""CREATE TABLE arcana_entities (
               id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
               collection_id bigint NOT NULL REFERENCES arcana_collections(id) ON DELETE CASCADE,
               name text NOT NULL,
               normalized_name text NOT NULL CHECK (normalized_name <> ''),
               type text NOT NULL DEFAULT 'other',
               description text,
               embedding vector({int(dimensions)}),
               created_at timestamptz NOT NULL DEFAULT now(),
               updated_at timestamptz NOT NULL DEFAULT now(),
               UNIQUE (normalized_name, collection_id))""",
        """CREATE INDEX arcana_entities_embedding_hnsw ON arcana_entities
               USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64)""",
        "CREATE INDEX arcana_entities_collection ON arcana_entities (collection_id)",
        """CREATE TABLE arcana_entity_mentions (
               entity_id bigint NOT NULL REFERENCES arcana_entities(id) ON DELETE CASCADE,
               chunk_id text NOT NULL REFERENCES arcana_chunks(id) ON DELETE CASCADE,
               span_start integer,
               span_end integer,
               mention_count integer NOT NULL DEFAULT 1 CHECK (mention_count > 0),
               PRIMARY KEY (entity_id, chunk_id),
               CHECK (span_start IS NULL OR (span_start >= 0 AND span_end > span_start)))""",
        "CREATE INDEX arcana_entity_mentions_chunk ON arcana_entity_mentions (chunk_id)",
        """CREATE TABLE arcana_relationships (
               id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
               collection_id bigint NOT NULL REFERENCES arcana_collections(id) ON DELETE CASCADE,
               source_id bigint NOT NULL REFERENCES arcana_entities(id) ON DELETE CASCADE,
               target_id bigint NOT NULL REFERENCES arcana_entities(id) ON DELETE CASCADE,
               chunk_id text NOT NULL REFERENCES arcana_chunks(id) ON DELETE CASCADE,
               type text NOT NULL,
               description text,
               strength smallint NOT NULL DEFAULT 5 CHECK (strength BETWEEN 1 AND 10),
               CHECK (source_id <> target_id))""",
        "CREATE INDEX arcana_relationships_source ON arcana_relationships (source_id)",
        "CREATE INDEX arcana_relationships_target ON arcana_relationships (target_id)",
        "CREATE INDEX arcana_relationships_chunk ON arcana_relationships (chunk_id)",
        """CREATE TABLE arcana_communities (
               id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
               collection_id bigint NOT NULL REFERENCES arcana_collections(id) ON DELETE CASCADE,
               level integer NOT NULL DEFAULT 0 CHECK (level >= 0),
               summary text,
               entity_ids bigint[] NOT NULL DEFAULT '{}',
               dirty boolean NOT NULL DEFAULT true,
               change_count integer NOT NULL DEFAULT 0,
               summary_fingerprint text,
               created_at timestamptz NOT NULL DEFAULT now(),
               updated_at timestamptz NOT NULL DEFAULT now())""",
        "CREATE INDEX arcana_communities_collection ON arcana_communities (collection_id, level)",
        "CREATE INDEX arcana_communities_entities ON arcana_communities USING gin (entity_ids)",
    ]


def _v3(dimensions: int) -> list[str]:
    return [
        "CREATE INDEX IF NOT EXISTS arcana_documents_metadata ON arcana_documents USING gin (metadata jsonb_path_ops)"
    ]


def _v4(dimensions: int) -> list[str]:
    # IF (NOT) EXISTS: the graph tables may have been created again by version 2 since (an upgrade
    # from version 1 re-runs 2 to 4 on the old chunks table).
    return [
        """CREATE INDEX IF NOT EXISTS arcana_entities_id_name
               ON arcana_entities (id) INCLUDE (normalized_name, collection_id)""",
        "DROP INDEX IF EXISTS arcana_entity_mentions_chunk",
        "CREATE INDEX arcana_entity_mentions_chunk ON arcana_entity_mentions (chunk_id) INCLUDE (entity_id)",
        "DROP INDEX IF EXISTS arcana_relationships_source",
        "CREATE INDEX arcana_relationships_source ON arcana_relationships (source_id) INCLUDE (target_id, strength)",
        "DROP INDEX IF EXISTS arcana_relationships_target",
        "CREATE INDEX arcana_relationships_target ON arcana_relationships (target_id) INCLUDE (source_id, strength)",
        """CREATE INDEX IF NOT EXISTS arcana_chunks_id_embedding
               ON arcana_chunks (id) INCLUDE (collection_id, embedding)""",
    ]


_REFRESH_LINKS = """
CREATE OR REPLACE FUNCTION arcana_refresh_entity_links(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM arcana_entity_links WHERE entity_id = ANY(ids);
  INSERT INTO arcana_entity_links (entity_id, collection_id, name, mentions, link_total, others, strengths)
  SELECT e.id, e.collection_id, e.normalized_name,
         (SELECT count(*) FROM arcana_entity_mentions m WHERE m.entity_id = e.id),
         coalesce(p.total, 0), coalesce(p.others, '{}'), coalesce(p.strengths, '{}')
  FROM arcana_entities e
  LEFT JOIN LATERAL (
    SELECT sum(x.strength)::int AS total,
           array_agg(x.other ORDER BY x.strength DESC, x.other) AS others,
           array_agg(x.strength ORDER BY x.strength DESC, x.other) AS strengths
    FROM (SELECT o.normalized_name AS other, sum(r.strength)::int AS strength
          FROM (SELECT target_id AS other, strength FROM arcana_relationships WHERE source_id = e.id
                UNION ALL
                SELECT source_id, strength FROM arcana_relationships WHERE target_id = e.id) r
          JOIN arcana_entities o ON o.id = r.other
          GROUP BY o.normalized_name) x) p ON true
  WHERE e.id = ANY(ids)
$$"""
"""Recompute the ``arcana_entity_links`` rows of entities ``ids`` (an id no longer in
``arcana_entities`` just loses its row)."""


_REFRESH_MENTIONS = """
CREATE OR REPLACE FUNCTION arcana_refresh_entity_mentions(ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE arcana_entity_links l
  SET mentions = (SELECT count(*) FROM arcana_entity_mentions m WHERE m.entity_id = l.entity_id)
  WHERE l.entity_id = ANY(ids);
  SELECT arcana_refresh_entity_links(ARRAY(
    SELECT e.id FROM arcana_entities e
    WHERE e.id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM arcana_entity_links l WHERE l.entity_id = e.id)))
$$"""
"""Recount the mentions of entities ``ids`` (a new entity gets its whole row): a mention changes no
link, and ingest writes a document's mentions and its relationships in two statements, so the
links are aggregated once, by the relationships' trigger."""


def _link_triggers(table: str, refresh: str, *ends: str) -> list[str]:
    """Statement triggers calling ``refresh`` with the entities in columns ``ends`` of the rows a
    statement on ``table`` inserted, deleted or updated (before and after)."""
    picked = " UNION ".join(f"SELECT {end} FROM changed" for end in ends)
    both = " UNION ".join(f"SELECT {end} FROM changed UNION SELECT {end} FROM changed_before" for end in ends)
    return [
        f"""CREATE OR REPLACE FUNCTION {table}_links() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF TG_OP = 'UPDATE' THEN
                PERFORM {refresh}(ARRAY({both}));
              ELSE
                PERFORM {refresh}(ARRAY({picked}));
              END IF;
              RETURN NULL;
            END $$""",
        f"""CREATE TRIGGER {table}_inserted AFTER INSERT ON {table}
            REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION {table}_links()""",
        f"""CREATE TRIGGER {table}_deleted AFTER DELETE ON {table}
            REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION {table}_links()""",
        f"""CREATE TRIGGER {table}_updated AFTER UPDATE ON {table}
            REFERENCING NEW TABLE AS changed OLD TABLE AS changed_before
            FOR EACH STATEMENT EXECUTE FUNCTION {table}_links()""",
    ]


def _v5(dimensions: int) -> list[str]:
    return [
        """CREATE TABLE arcana_entity_links (
               entity_id bigint PRIMARY KEY REFERENCES arcana_entities(id) ON DELETE CASCADE,
               collection_id bigint NOT NULL,
               name text NOT NULL,
               mentions integer NOT NULL,
               link_total integer NOT NULL,
               others text[] NOT NULL,
               strengths integer[] NOT NULL)""",
        "CREATE INDEX arcana_entity_links_name ON arcana_entity_links (name)",
        _REFRESH_LINKS,
        _REFRESH_MENTIONS,
        *_link_triggers("arcana_relationships", "arcana_refresh_entity_links", "source_id", "target_id"),
        *_link_triggers("arcana_entity_mentions", "arcana_refresh_entity_mentions", "entity_id"),
        "SELECT arcana_refresh_entity_links(ARRAY(SELECT id FROM arcana_entities))",
    ]


_MIGRATIONS: list[tuple[int, Callable[[int], list[str]]]] = [(1, _v1), (2, _v2), (3, _v3), (4, _v4), (5, _v5)]
GRAPH_SCHEMA_VERSION = 2
"""The first schema version with the entity graph tables."""
SCHEMA_VERSION = _MIGRATIONS[-1][0]
"""The schema version this release writes."""


@dataclass(frozen=True, slots=True)
class StoredEmbedding:
    """What the store records about the vectors it holds."""

    dimensions: int
    model: str


def schema_version(conn: psycopg.Connection) -> int:
    """The applied schema version, 0 for a database arcana-graph has never touched."""
    exists = conn.execute("SELECT to_regclass('arcana_schema_migrations')").fetchone()
    if exists is None or exists[0] is None:
        return 0
    row = conn.execute("SELECT coalesce(max(version), 0) FROM arcana_schema_migrations").fetchone()
    return int(row[0]) if row else 0


def stored_embedding(conn: psycopg.Connection) -> StoredEmbedding | None:
    """The dimension and model recorded for the stored vectors, None before the first ingest."""
    if schema_version(conn) == 0:
        return None
    rows = dict(
        conn.execute(
            "SELECT key, value FROM arcana_settings WHERE key IN ('embedding_dimensions', 'embedding_model')"
        ).fetchall()
    )
    if "embedding_dimensions" not in rows:
        return None
    return StoredEmbedding(int(rows["embedding_dimensions"]), str(rows.get("embedding_model", "")))


def check_embedding(stored: StoredEmbedding | None, dimensions: int, model: str) -> None:
    """Refuse an embedder whose vectors cannot be compared with the stored ones."""
    if stored is None:
        return
    if stored.dimensions != dimensions:
        raise EmbeddingMismatchError(
            f"the knowledge base holds {stored.dimensions}-dimensional embeddings from {stored.model!r}, "
            f"but the configured embedder {model!r} makes {dimensions}-dimensional ones; "
            "use the original embedder, or re-embed: re-ingest your files into a fresh store "
            "(another ARCANA_DATA_DIR or ARCANA_DATABASE_URL)"
        )
    if stored.model and stored.model != model:
        _log.warning(
            "stored embeddings come from %r but the configured embedder is %r; "
            "search quality suffers unless both produce comparable vectors",
            stored.model,
            model,
        )


def ensure_schema(conn: psycopg.Connection, *, dimensions: int, model: str) -> None:
    """Check the embedder against the stored vectors, then create or migrate the schema.

    Runs in its own transaction under an advisory lock; safe to call from several processes.
    A database of an older version is upgraded in place; its tables keep the dimension they were
    created with, and an embedder of another dimension is refused before anything changes.
    """
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
        conn.execute(
            """CREATE TABLE IF NOT EXISTS arcana_schema_migrations (
                   version integer PRIMARY KEY,
                   applied_at timestamptz NOT NULL DEFAULT now())"""
        )
        current = schema_version(conn)
        stored = stored_embedding(conn) if current > 0 else None
        check_embedding(stored, dimensions, model)
        table_dimensions = stored.dimensions if stored is not None else dimensions
        for version, statements in _MIGRATIONS:
            if version <= current:
                continue
            for statement in statements(table_dimensions):
                conn.execute(statement)  # type: ignore[arg-type]  # trusted DDL, no user input
            conn.execute("INSERT INTO arcana_schema_migrations (version) VALUES (%s)", (version,))
            _log.info("applied arcana-graph schema migration %d", version)
        if current == 0:
            conn.execute(
                "INSERT INTO arcana_settings (key, value) VALUES ('embedding_dimensions', %s), ('embedding_model', %s)",
                (Jsonb(dimensions), Jsonb(model)),
            )
