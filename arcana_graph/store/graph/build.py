"""Building the entity graph of a collection that is already ingested: resumable, per document.

Chunks an extractor has not read yet (``graph_extracted_at`` unset, no mentions) are extracted
document by document; each document's entities are embedded and written in one transaction
under the document's and the collection's locks (``arcana_graph.store.graph.write``), so an
interrupted build keeps every finished document and the next build starts where it stopped. A
document re-ingested meanwhile loses nothing: only its chunks that still exist are written. A
document whose extraction fails is reported and skipped; the build goes on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import psycopg
from langchain_core.embeddings import Embeddings
from psycopg_pool import ConnectionPool

from arcana_graph.core.protocols import GraphExtractor
from arcana_graph.core.types import Record
from arcana_graph.store.graph.extraction import run_extractor
from arcana_graph.store.graph.write import (
    ChunkGraph,
    clear_chunks,
    entity_texts,
    lock_graph,
    mention_pairs,
    settle,
    write_graph,
)

__all__ = ["GraphBuildReport", "GraphProgress", "build_collection_graph", "graph_counts"]

_log = logging.getLogger(__name__)

GraphProgress = Callable[[int, int], None]
"""Called after each document with (chunks done, chunks to do) of the build."""


@dataclass(frozen=True, kw_only=True, slots=True)
class GraphBuildReport(Record):
    """The outcome of one ``build_graph`` call."""

    collection: str
    chunks_extracted: int
    """Chunks read by the extractor in this call."""
    chunks_already_done: int
    """Chunks skipped because an earlier build or ingest had read them."""
    failed: tuple[tuple[str, str], ...] = ()
    """(source, one-line reason) of each document whose extraction failed."""
    entities: int = 0
    """Entities in the collection afterwards."""
    relationships: int = 0
    """Relationships in the collection afterwards."""

    @property
    def ok(self) -> bool:
        return not self.failed


def graph_counts(conn: psycopg.Connection, collection_id: int) -> tuple[int, int]:
    """(entities, relationships) of a collection."""
    row = conn.execute(
        """SELECT (SELECT count(*) FROM arcana_entities WHERE collection_id = %(c)s),
                  (SELECT count(*) FROM arcana_relationships WHERE collection_id = %(c)s)""",
        {"c": collection_id},
    ).fetchone()
    assert row is not None
    return int(row[0]), int(row[1])


def _pending(
    conn: psycopg.Connection, collection_id: int, sources: Sequence[str] | None, force: bool
) -> tuple[list[tuple[str, str, list[str]]], int]:
    """Documents with chunks to extract, as (document id, source, chunk ids), and chunks already done."""
    rows = conn.execute(
        """SELECT d.id, d.source_id, c.id,
                  (c.graph_extracted_at IS NOT NULL
                   OR EXISTS (SELECT 1 FROM arcana_entity_mentions m WHERE m.chunk_id = c.id)) AS done
           FROM arcana_chunks c JOIN arcana_documents d ON d.id = c.document_id
           WHERE c.collection_id = %(c)s AND (%(sources)s::text[] IS NULL OR d.source_id = ANY(%(sources)s))
           ORDER BY d.source_id, c.chunk_index""",
        {"c": collection_id, "sources": list(sources) if sources is not None else None},
    ).fetchall()
    documents: dict[str, tuple[str, str, list[str]]] = {}
    already = 0
    for doc_id, source, chunk, done in rows:
        if done and not force:
            already += 1
            continue
        documents.setdefault(doc_id, (doc_id, source, []))[2].append(chunk)
    return list(documents.values()), already


def _write_document(
    pool: ConnectionPool,
    collection_id: int,
    doc_id: str,
    graphs: list[ChunkGraph],
    vectors: dict[str, list[float]],
    embed: Callable[[list[str]], Sequence[Sequence[float]]],
) -> None:
    with pool.connection() as conn, conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", (doc_id,))
        lock_graph(conn, collection_id)
        ids = [g.chunk_id for g in graphs]
        alive = {r[0] for r in conn.execute("SELECT id FROM arcana_chunks WHERE id = ANY(%s)", (ids,)).fetchall()}
        graphs = [g for g in graphs if g.chunk_id in alive]
        if not graphs:
            return  # re-ingested or deleted meanwhile: its ingest wrote (or removed) its graph
        before = mention_pairs(conn, chunk_ids=[g.chunk_id for g in graphs])
        clear_chunks(conn, [g.chunk_id for g in graphs])
        after = write_graph(conn, collection_id, graphs, vectors=vectors, embed=embed)
        settle(conn, collection_id, before, after)


# Longer than 60 lines: the loop reports progress and failures per document, in one place.
def build_collection_graph(
    pool: ConnectionPool,
    embeddings: Embeddings,
    *,
    collection: str,
    collection_id: int,
    extractor: GraphExtractor,
    sources: Sequence[str] | None = None,
    force: bool = False,
    progress: GraphProgress | None = None,
) -> GraphBuildReport:
    """Extract and write the graph of the chunks of ``collection`` not read yet.

    Args:
        sources: only these documents (source ids); None = the whole collection.
        force: read every chunk again (their previous mentions and relationships are replaced).
        progress: called after each document with (chunks done, chunks to do).
    """
    with pool.connection() as conn:
        documents, already = _pending(conn, collection_id, sources, force)
    total = sum(len(chunks) for _, _, chunks in documents)
    done = extracted = 0
    failed: list[tuple[str, str]] = []

    def embed(texts: list[str]) -> Sequence[Sequence[float]]:
        return embeddings.embed_documents(texts)

    if progress is not None:
        progress(0, total)
    for doc_id, source, chunk_ids in documents:
        with pool.connection() as conn:
            texts = dict(conn.execute("SELECT id, text FROM arcana_chunks WHERE id = ANY(%s)", (chunk_ids,)).fetchall())
        alive = [c for c in chunk_ids if c in texts]
        try:
            extractions = run_extractor(extractor, [texts[c] for c in alive])
            graphs = [ChunkGraph(c, e) for c, e in zip(alive, extractions, strict=True)]
            with pool.connection() as conn:
                pending = entity_texts(conn, collection_id, graphs)
            vectors = dict(zip(pending, embed(list(pending.values())), strict=True)) if pending else {}
            _write_document(pool, collection_id, doc_id, graphs, vectors, embed)  # type: ignore[arg-type]
            extracted += len(alive)
        except psycopg.OperationalError:
            raise  # the database went away: stop; the next build resumes here
        except Exception as exc:  # a user-supplied extractor or embedder: this document fails alone
            reason = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
            _log.warning("building the graph of %s failed: %s", source, reason)
            failed.append((source, f"graph extraction failed ({reason})"))
        done += len(chunk_ids)
        if progress is not None:
            progress(done, total)
    with pool.connection() as conn:
        entities, relationships = graph_counts(conn, collection_id)
    return GraphBuildReport(
        collection=collection,
        chunks_extracted=extracted,
        chunks_already_done=already,
        failed=tuple(failed),
        entities=entities,
        relationships=relationships,
    )
