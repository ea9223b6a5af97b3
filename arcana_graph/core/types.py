"""Frozen value types shared by the knowledge base, the Loop and the Pipeline.

They are plain data: no database handles, no models. Each has ``to_dict()`` for JSON output
(the CLI's ``--json`` and the graphs' outputs use exactly these shapes).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any, Literal

__all__ = [
    "Record",
    "Chunk",
    "Citation",
    "GraphContext",
    "GraphEntity",
    "GraphLink",
    "GroundingResult",
    "Span",
    "SpanSource",
    "TerminatedBy",
    "CollectionInfo",
    "FileResult",
    "FileStatus",
    "IngestReport",
    "SearchMode",
    "GraphMode",
    "GRAPH_MODES",
]


def _plain(value: Any) -> Any:
    if isinstance(value, Record):
        return value.to_dict()
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


class Record:
    """A frozen value type with one JSON shape: its fields, nested records and tuples made plain."""

    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        """The JSON shape used by the CLI, the graphs' outputs and the serving apps."""
        return {f.name: _plain(getattr(self, f.name)) for f in fields(self)}  # type: ignore[arg-type]


SearchMode = Literal["vector", "keyword", "hybrid", "rrf"]
"""How the knowledge base ranks chunks: embedding similarity, full-text match, or both (``hybrid``
mixes the two scores, ``rrf`` fuses the two rankings by reciprocal rank)."""

GraphMode = Literal["arcana", "ppr", "bridge"]
"""Graph search algorithm: Arcana's relationship expansion, personalised PageRank, or the walk
from the plain list's best passages to the passages about the entities they name
(``arcana_graph.store.graph.search``)."""
GRAPH_MODES: tuple[str, ...] = ("arcana", "ppr", "bridge")
"""The graph search algorithms by name: every option that takes one (CLI, Pipeline, serving) reads
them here."""

TerminatedBy = Literal["answered", "gave_up", "max_iterations", "error"]
"""Why a Loop run ended: the answer tool (or a plain-text reply), give_up, the turn budget, or a
controller failure."""

FileStatus = Literal["ingested", "unchanged", "failed"]
"""Outcome of ingesting one file."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Chunk(Record):
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


@dataclass(frozen=True, kw_only=True, slots=True)
class Citation(Record):
    """A passage an answer rests on: the ``[marker]`` in the answer, and where the supporting
    sentence is (``chunk.text[start:end] == text``, character offsets)."""

    marker: int
    """The number of the inline marker (``[1]``) in the answer, from 1."""
    chunk_id: str
    collection: str | None
    source: str | None
    """The cited document (the ingested file's path relative to the ingest root)."""
    start: int
    """Where the supporting sentence starts in the chunk's text (characters)."""
    end: int
    text: str
    """The supporting sentence itself."""


@dataclass(frozen=True, kw_only=True, slots=True)
class CollectionInfo(Record):
    """A collection with its size, as listed by ``KnowledgeBase.collections()``."""

    name: str
    description: str | None
    document_count: int
    chunk_count: int


@dataclass(frozen=True, kw_only=True, slots=True)
class FileResult(Record):
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


@dataclass(frozen=True, kw_only=True, slots=True)
class IngestReport(Record):
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
        return {**Record.to_dict(self), "ok": self.ok}


@dataclass(frozen=True, kw_only=True, slots=True)
class SpanSource(Record):
    """A chunk that supports (or is cited for) a span of the answer."""

    chunk_id: str | None
    score: float
    """Strength of the link: word overlap for HHEM, 1.0 for chunks the judge cited."""
    search_iteration: int | None = None
    """Loop results only: the turn of the earliest search that returned the chunk (None if unknown)."""
    search_query: str | None = None
    """Loop results only: that search's query."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Span(Record):
    """A claim or sentence of the answer, located by character offsets (``answer[start:end] == text``)."""

    text: str
    start: int
    end: int
    score: float
    """Faithful spans: how well supported; hallucinated spans: how clearly unsupported."""
    sources: tuple[SpanSource, ...] = ()


@dataclass(frozen=True, kw_only=True, slots=True)
class GroundingResult(Record):
    """How well an answer is supported by the chunks it was built from, claim by claim."""

    score: float | None
    """Share of the answer that is supported, 0..1 (None when it could not be computed)."""
    faithful_spans: tuple[Span, ...] = ()
    hallucinated_spans: tuple[Span, ...] = ()


@dataclass(frozen=True, kw_only=True, slots=True)
class GraphEntity(Record):
    """An entity of the knowledge graph, as the answer prompt shows it."""

    name: str
    type: str
    description: str | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class GraphLink(Record):
    """A relationship between two entities: ``source --[type]--> target``."""

    source: str
    type: str
    target: str


@dataclass(frozen=True, kw_only=True, slots=True)
class GraphContext(Record):
    """What the entity graph knows about a question (Arcana's ``graph: true`` on ``ask``): the
    entities it names or resembles, the relationships around them, and the summaries of the
    communities they belong to. Background for an answer prompt, not a citable passage."""

    entities: tuple[GraphEntity, ...] = ()
    links: tuple[GraphLink, ...] = ()
    summaries: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.entities or self.links or self.summaries)

    def as_text(self) -> str:
        """The context as plain sections ("Relevant entities:", "Relationships:", "Background
        knowledge:"), empty sections left out; "" when the graph knew nothing."""
        sections: list[str] = []
        if self.entities:
            lines = [f"- {e.name} ({e.type})" + (f": {e.description}" if e.description else "") for e in self.entities]
            sections.append("Relevant entities:\n" + "\n".join(lines))
        if self.links:
            links = [f"- {k.source} --[{k.type}]--> {k.target}" for k in self.links]
            sections.append("Relationships:\n" + "\n".join(links))
        if self.summaries:
            sections.append("Background knowledge:\n" + "\n".join(f"- {s}" for s in self.summaries))
        return "\n\n".join(sections)
