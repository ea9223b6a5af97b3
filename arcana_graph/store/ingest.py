"""Ingestion: files -> text -> chunks -> embeddings -> one transaction per document.

Order of work, and why:

1. Read and split every file first; a file that cannot be read fails alone with a one-line reason.
2. Skip files whose content, chunking and embedder are unchanged since the last ingest
   (re-running ingest over a folder only pays for what changed).
3. Embed chunks of several documents together in large batches (the embedder is the bottleneck
   and is fastest on full batches), but
4. write each document in its own transaction: delete the previous version of the same source,
   insert the document row and all its chunks. A failure anywhere rolls the whole document back,
   so the previous version stays intact and nothing is half-written.
5. With a graph extractor, extract each document's entities and relationships and embed the new
   entities before its transaction, and write them in it, with the chunks. The previous
   version's mentions and relationships go with its chunks; entities left without mentions are
   deleted and affected communities marked dirty in the same transaction
   (``arcana_graph.store.graph.write``), also when this ingest builds no graph.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import psycopg
from langchain_core.embeddings import Embeddings
from psycopg.types.json import Jsonb
from psycopg_pool import ConnectionPool

from arcana_graph.core.errors import IngestError
from arcana_graph.core.protocols import GraphExtractor
from arcana_graph.core.types import FileResult
from arcana_graph.store.chunking import ChunkingConfig, TextPiece, split_text
from arcana_graph.store.file_metadata import document_metadata
from arcana_graph.store.graph.extraction import run_extractor
from arcana_graph.store.graph.write import ChunkGraph, entity_texts, lock_graph, mention_pairs, settle, write_graph
from arcana_graph.store.loaders import load_file

__all__ = ["chunk_id", "document_id", "ingest_files"]

_log = logging.getLogger(__name__)


def document_id(collection: str, source: str) -> str:
    """Stable id of the document holding ``source`` in ``collection``."""
    return hashlib.sha256(f"doc\0{collection}\0{source}".encode()).hexdigest()[:16]


def chunk_id(collection: str, source: str, index: int, text: str) -> str:
    """Stable id of a chunk: unchanged when the same text is re-ingested at the same place."""
    return hashlib.sha256(f"chunk\0{collection}\0{source}\0{index}\0{text}".encode()).hexdigest()[:16]


@dataclass(slots=True)
class _Prepared:
    path: Path
    source: str
    pieces: list[TextPiece]
    content_sha256: str
    fingerprint: str
    metadata: dict[str, Any]
    """The document's metadata (``arcana_graph.store.file_metadata.document_metadata``)."""
    vectors: list[list[float]] | None = None
    graphs: list[ChunkGraph] | None = None
    """What the graph extractor found in each chunk (None: this ingest builds no graph)."""


def _upsert_collection(pool: ConnectionPool, name: str, description: str | None) -> int:
    with pool.connection() as conn:
        row = conn.execute(
            """INSERT INTO arcana_collections (name, description) VALUES (%s, %s)
               ON CONFLICT (name) DO UPDATE
                 SET description = coalesce(EXCLUDED.description, arcana_collections.description),
                     updated_at = now()
               RETURNING id""",
            (name, description),
        ).fetchone()
    assert row is not None
    return int(row[0])


def _stored_fingerprints(pool: ConnectionPool, collection_id: int) -> dict[str, str]:
    with pool.connection() as conn:
        rows = conn.execute(
            "SELECT source_id, fingerprint FROM arcana_documents WHERE collection_id = %s",
            (collection_id,),
        ).fetchall()
    return {source: fingerprint for source, fingerprint in rows}


def _prepare(
    path: Path,
    source: str,
    chunking: ChunkingConfig,
    embedder_name: str,
    metadata: Mapping[str, Any],
    file_metadata: bool = True,
) -> _Prepared:
    loaded = load_file(path)
    pieces = split_text(loaded, chunking)
    if not pieces:
        raise IngestError(f"{path}: no text left after splitting; add text or leave it out")
    stored_metadata = document_metadata(path, loaded.front_matter, metadata, from_files=file_metadata)
    content_sha = hashlib.sha256(loaded.text.encode()).hexdigest()
    meta_json = json.dumps(stored_metadata, sort_keys=True)
    # Offsets count from the file's start; files without front matter keep their old fingerprint.
    content = f"{content_sha}@{loaded.body_start}" if loaded.body_start else content_sha
    fingerprint = hashlib.sha256(f"{content}|{chunking.fingerprint}|{embedder_name}|{meta_json}".encode()).hexdigest()
    return _Prepared(path, source, pieces, content_sha, fingerprint, stored_metadata)


def _checked_vectors(vectors: Sequence[Sequence[float]], expected: int, dimensions: int) -> list[list[float]]:
    if len(vectors) != expected:
        raise IngestError(f"the embedder returned {len(vectors)} vectors for {expected} chunks")
    checked: list[list[float]] = []
    for vector in vectors:
        if len(vector) != dimensions:
            raise IngestError(
                f"the embedder returned a {len(vector)}-dimensional vector; the store expects {dimensions}"
            )
        if not all(math.isfinite(x) for x in vector):
            raise IngestError("the embedder returned a vector with NaN or infinite values")
        checked.append(list(vector))
    return checked


def _embed_group(group: list[_Prepared], embeddings: Embeddings, dimensions: int) -> dict[int, str]:
    """Embed every chunk of ``group`` in one call and attach the vectors to each document.

    If the call fails, retry document by document so one bad document does not fail its
    neighbours. Returns one-line errors keyed by position in ``group``.
    """
    texts = [piece.text for doc in group for piece in doc.pieces]
    try:
        vectors = _checked_vectors(embeddings.embed_documents(texts), len(texts), dimensions)
    except Exception as exc:  # the embedder is user-supplied: any failure is contained
        if len(group) == 1:
            return {0: f"{group[0].path}: embedding failed ({_one_line(exc)}); nothing was written"}
        errors: dict[int, str] = {}
        for position, doc in enumerate(group):
            for message in _embed_group([doc], embeddings, dimensions).values():
                errors[position] = message
        return errors
    offset = 0
    for doc in group:
        doc.vectors = vectors[offset : offset + len(doc.pieces)]
        offset += len(doc.pieces)
    return {}


def _extract_group(group: list[_Prepared], target: _Target) -> tuple[dict[int, str], dict[str, list[float]]]:
    """Extract the graph of each document and embed the entities the collection does not hold
    yet, all before any transaction. Returns one-line errors by position and vectors by key."""
    assert target.extractor is not None
    errors: dict[int, str] = {}
    for position, doc in enumerate(group):
        texts = [piece.text for piece in doc.pieces]
        try:
            extractions = run_extractor(target.extractor, texts)
        except Exception as exc:  # the extractor is user-supplied (or a model): contained per document
            errors[position] = f"{doc.path}: graph extraction failed ({_one_line(exc)}); the previous version is kept"
            continue
        doc.graphs = [
            ChunkGraph(chunk_id(target.collection, doc.source, index, text), extraction)
            for index, (text, extraction) in enumerate(zip(texts, extractions, strict=True))
        ]
    graphs = [graph for doc in group if doc.graphs for graph in doc.graphs]
    with target.pool.connection() as conn:
        pending = entity_texts(conn, target.collection_id, graphs)
    if not pending:
        return errors, {}
    try:
        vectors = _checked_vectors(
            target.embeddings.embed_documents(list(pending.values())), len(pending), target.dimensions
        )
    except Exception as exc:  # the embedder is user-supplied: the group's documents fail, nothing is written
        for position, doc in enumerate(group):
            errors.setdefault(
                position, f"{doc.path}: embedding entities failed ({_one_line(exc)}); nothing was written"
            )
        return errors, {}
    return errors, dict(zip(pending, vectors, strict=True))


def _embed_late(target: _Target) -> Callable[[list[str]], list[list[float]]]:
    return lambda texts: _checked_vectors(target.embeddings.embed_documents(texts), len(texts), target.dimensions)


# Longer than 60 lines: one transaction, step by step (see the module docstring, steps 4 and 5).
def _write(
    pool: ConnectionPool,
    doc: _Prepared,
    *,
    collection: str,
    collection_id: int,
    graph_vectors: Mapping[str, list[float]],
    embed: Callable[[list[str]], list[list[float]]],
) -> None:
    assert doc.vectors is not None
    doc_id = document_id(collection, doc.source)
    rows = [
        (
            chunk_id(collection, doc.source, index, piece.text),
            doc_id,
            collection_id,
            index,
            piece.text,
            np.asarray(vector, dtype=np.float32),
            Jsonb(piece.metadata),
        )
        for index, (piece, vector) in enumerate(zip(doc.pieces, doc.vectors, strict=True))
    ]
    with pool.connection() as conn, conn.transaction():
        # Serialise concurrent ingests of the same source; the loser then replaces the winner.
        conn.execute("SELECT pg_advisory_xact_lock(hashtextextended(%s, 0))", (doc_id,))
        before = mention_pairs(conn, document_id=doc_id)
        if before or doc.graphs:
            lock_graph(conn, collection_id)
        conn.execute(
            "DELETE FROM arcana_documents WHERE collection_id = %s AND source_id = %s",
            (collection_id, doc.source),
        )
        conn.execute(
            """INSERT INTO arcana_documents
                 (id, collection_id, source_id, path, metadata, status, chunk_count,
                  content_sha256, fingerprint)
               VALUES (%s, %s, %s, %s, %s, 'ready', %s, %s, %s)""",
            (
                doc_id,
                collection_id,
                doc.source,
                str(doc.path.resolve()),
                Jsonb(doc.metadata),
                len(rows),
                doc.content_sha256,
                doc.fingerprint,
            ),
        )
        with conn.cursor() as cur:
            cur.executemany(
                """INSERT INTO arcana_chunks
                     (id, document_id, collection_id, chunk_index, text, embedding, metadata)
                   VALUES (%s, %s, %s, %s, %s, %s, %s)""",
                rows,
            )
        after = (
            write_graph(conn, collection_id, doc.graphs, vectors=graph_vectors, embed=embed) if doc.graphs else set()
        )
        settle(conn, collection_id, before, after)


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


@dataclass(frozen=True, slots=True)
class _Target:
    """Where prepared documents go: the pool, the embedder and the collection."""

    pool: ConnectionPool
    embeddings: Embeddings
    dimensions: int
    collection: str
    collection_id: int
    extractor: GraphExtractor | None = None
    """Builds the graph of every written document when set."""


def _flush(group: list[_Prepared], target: _Target, report: Callable[[FileResult], None]) -> None:
    """Embed a group of documents together (and extract their graphs), then write each in its
    own transaction."""
    errors = _embed_group(group, target.embeddings, target.dimensions)
    graph_vectors: dict[str, list[float]] = {}
    if target.extractor is not None:
        ready = [position for position in range(len(group)) if position not in errors]
        graph_errors, graph_vectors = _extract_group([group[p] for p in ready], target)
        for position, message in graph_errors.items():
            errors[ready[position]] = message
    for position, doc in enumerate(group):
        if position in errors:
            report(FileResult(path=str(doc.path), source=doc.source, status="failed", error=errors[position]))
            continue
        try:
            _write(
                target.pool,
                doc,
                collection=target.collection,
                collection_id=target.collection_id,
                graph_vectors=graph_vectors,
                embed=_embed_late(target),
            )
        except psycopg.Error as exc:
            _log.warning("writing %s failed: %s", doc.path, exc)
            error = f"{doc.path}: database error ({_one_line(exc)}); the previous version is kept"
            report(FileResult(path=str(doc.path), source=doc.source, status="failed", error=error))
            continue
        report(FileResult(path=str(doc.path), source=doc.source, status="ingested", chunk_count=len(doc.pieces)))


def ingest_files(
    pool: ConnectionPool,
    embeddings: Embeddings,
    files: Sequence[tuple[Path, str]],
    *,
    collection: str,
    description: str | None,
    dimensions: int,
    embedder_name: str,
    chunking: ChunkingConfig,
    metadata: Mapping[str, Any],
    file_metadata: bool = True,
    batch_size: int = 64,
    force: bool = False,
    on_result: Callable[[FileResult], None] | None = None,
    extractor: GraphExtractor | None = None,
) -> list[FileResult]:
    """Ingest ``(path, source_id)`` pairs into ``collection``; never raises for a bad file.

    Args:
        batch_size: chunks embedded per embedder call, across documents.
        force: re-embed and rewrite files even when unchanged.
        file_metadata: read sidecars and front matter as metadata (False: only ``metadata``;
            front matter is still cut from the text).
        on_result: called once per file as soon as its outcome is known (progress bars).
        extractor: build the entity graph of every written document with it, in the document's
            transaction (unchanged files are left to ``build_graph``).
    """
    collection_id = _upsert_collection(pool, collection, description)
    target = _Target(pool, embeddings, dimensions, collection, collection_id, extractor)
    stored = {} if force else _stored_fingerprints(pool, collection_id)
    results: list[FileResult] = []

    def report(result: FileResult) -> None:
        results.append(result)
        if on_result is not None:
            on_result(result)

    group: list[_Prepared] = []
    for path, source in files:
        try:
            prepared = _prepare(path, source, chunking, embedder_name, metadata, file_metadata)
        except IngestError as exc:
            report(FileResult(path=str(path), source=source, status="failed", error=str(exc)))
            continue
        if stored.get(source) == prepared.fingerprint:
            report(FileResult(path=str(path), source=source, status="unchanged", chunk_count=len(prepared.pieces)))
            continue
        group.append(prepared)
        if sum(len(doc.pieces) for doc in group) >= batch_size:
            _flush(group, target, report)
            group = []
    if group:
        _flush(group, target, report)
    return results
