"""Frozen value types shared by the knowledge base, the Loop and the Pipeline.

They are plain data: no database handles, no models. Each has ``to_dict()`` for JSON output
(the CLI's ``--json`` and the graphs' outputs use exactly these shapes).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

__all__ = [
    "Chunk",
    "GroundingResult",
    "Span",
    "SpanSource",
    "TerminatedBy",
    "CollectionInfo",
    "FileResult",
    "FileStatus",
    "IngestReport",
    "SearchMode",
]

SearchMode = Literal["vector", "keyword", "hybrid"]
"""How the knowledge base ranks chunks: embedding similarity, full-text match, or both."""

TerminatedBy = Literal["answered", "gave_up", "max_iterations", "error"]
"""Why a Loop run ended: the answer tool (or a plain-text reply), give_up, the turn budget, or a
controller failure."""

FileStatus = Literal["ingested", "unchanged", "failed"]
"""Outcome of ingesting one file."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Chunk:
    """One passage of an ingested document, as returned by a search."""

    id: str
    """Stable id: derived from collection, source, position and text, so it survives re-ingest."""
    text: str
    """The passage itself."""
    score: float = 0.0
    """Similarity to the query; higher is better. Its scale depends on the search mode."""
    collection: str | None = None
    """Name of the collection the chunk belongs to."""
    source: str | None = None
    """The ingested file's path relative to the ingest root (the document's identity)."""
    document_id: str | None = None
    """Id of the document row the chunk belongs to."""
    chunk_index: int | None = None
    """Position of the chunk within its document, from 0."""
    metadata: Mapping[str, Any] = field(default_factory=dict)
    """Chunk metadata: character offsets (``start_char``, ``end_char``), pages for PDFs, and
    whatever the ingest caller attached to the document."""

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape used by the CLI and graph outputs."""
        return {
            "id": self.id,
            "text": self.text,
            "score": self.score,
            "collection": self.collection,
            "source": self.source,
            "document_id": self.document_id,
            "chunk_index": self.chunk_index,
            "metadata": dict(self.metadata),
        }


@dataclass(frozen=True, kw_only=True, slots=True)
class CollectionInfo:
    """A collection with its size, as listed by ``KnowledgeBase.collections()``."""

    name: str
    description: str | None
    document_count: int
    chunk_count: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "description": self.description,
            "document_count": self.document_count,
            "chunk_count": self.chunk_count,
        }


@dataclass(frozen=True, kw_only=True, slots=True)
class FileResult:
    """What happened to one file during an ingest."""

    path: str
    """The file as given or found on disk."""
    source: str
    """Its source id: the path relative to the ingest root."""
    status: FileStatus
    """``ingested`` (written), ``unchanged`` (same content already stored) or ``failed``."""
    chunk_count: int = 0
    """Chunks stored for the file (0 when it failed)."""
    error: str | None = None
    """One-line reason when the file failed."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "source": self.source,
            "status": self.status,
            "chunk_count": self.chunk_count,
            "error": self.error,
        }


@dataclass(frozen=True, kw_only=True, slots=True)
class IngestReport:
    """The outcome of one ``ingest`` call: one entry per file, in the order processed."""

    collection: str
    files: tuple[FileResult, ...]
    skipped: tuple[str, ...] = ()
    """Files found while walking a folder whose type is not supported (not an error)."""

    @property
    def failed(self) -> tuple[FileResult, ...]:
        return tuple(f for f in self.files if f.status == "failed")

    @property
    def ok(self) -> bool:
        """True when no file failed."""
        return not self.failed

    @property
    def chunk_count(self) -> int:
        return sum(f.chunk_count for f in self.files if f.status == "ingested")

    def to_dict(self) -> dict[str, Any]:
        return {
            "collection": self.collection,
            "files": [f.to_dict() for f in self.files],
            "skipped": list(self.skipped),
            "ok": self.ok,
        }


@dataclass(frozen=True, kw_only=True, slots=True)
class SpanSource:
    """A chunk that supports (or is cited for) a span of the answer."""

    chunk_id: str | None
    score: float
    """Strength of the link: word overlap for HHEM, 1.0 for chunks the judge cited."""
    search_iteration: int | None = None
    """Loop results only: the turn of the earliest search that returned the chunk (None if unknown)."""
    search_query: str | None = None
    """Loop results only: that search's query."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "chunk_id": self.chunk_id,
            "score": self.score,
            "search_iteration": self.search_iteration,
            "search_query": self.search_query,
        }


@dataclass(frozen=True, kw_only=True, slots=True)
class Span:
    """A claim or sentence of the answer, located by character offsets (``answer[start:end] == text``)."""

    text: str
    start: int
    end: int
    score: float
    """Faithful spans: how well supported; hallucinated spans: how clearly unsupported."""
    sources: tuple[SpanSource, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "start": self.start,
            "end": self.end,
            "score": self.score,
            "sources": [s.to_dict() for s in self.sources],
        }


@dataclass(frozen=True, kw_only=True, slots=True)
class GroundingResult:
    """How well an answer is supported by the chunks it was built from, claim by claim."""

    score: float | None
    """Share of the answer that is supported, 0..1 (None when it could not be computed)."""
    faithful_spans: tuple[Span, ...] = ()
    hallucinated_spans: tuple[Span, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "score": self.score,
            "faithful_spans": [s.to_dict() for s in self.faithful_spans],
            "hallucinated_spans": [s.to_dict() for s in self.hallucinated_spans],
        }
