"""Extension points: one-method protocols that a plain function satisfies.

Arcana accepts "a module or a function" at each extension point; here both are simply callables
with the right signature. Example: any function ``def my_search(query, *, collections, limit)``
returning chunks is a ``Searcher``, and so is a ``KnowledgeBase``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from arcana_graph.core.types import Chunk, GroundingResult

__all__ = [
    "Answerer",
    "ChunkLike",
    "Decomposer",
    "Expander",
    "ExtractedEntity",
    "ExtractedRelationship",
    "ExtractionLike",
    "GraphExtraction",
    "GraphExtractor",
    "Grounder",
    "Reranker",
    "Rewriter",
    "Searcher",
    "Selector",
]

ChunkLike = Chunk | Mapping[str, Any]
"""A ``Chunk`` or a mapping with at least ``id`` and ``text`` (and optionally ``score``,
``collection``, ``source``, ``metadata``), as custom searchers may return."""


@runtime_checkable
class Searcher(Protocol):
    """Finds chunks for a query within a collection scope.

    Args:
        query: what to look for.
        collections: names to search (None = every collection; never widened by the caller).
        limit: maximum chunks to return, best first.
        **options: search options from the Loop's ``search_options`` (e.g. ``mode``, ``threshold``).
    """

    def __call__(
        self, query: str, *, collections: Sequence[str] | None, limit: int, **options: Any
    ) -> Sequence[ChunkLike]: ...


@runtime_checkable
class Grounder(Protocol):
    """Checks an answer against the chunks it was built from.

    ``LLMJudgeGrounder`` and ``HHEMGrounder`` are grounders; so is any function
    ``def my_grounder(answer, chunks, *, question) -> GroundingResult``. Raise on failure: the
    ground node turns that into ``grounding=None``.
    """

    def __call__(self, answer: str, chunks: Sequence[Chunk], *, question: str) -> GroundingResult: ...


# -- Pipeline steps: each takes what the step has and returns what it produces; raise on failure.


@runtime_checkable
class Rewriter(Protocol):
    """Turns a conversational question into a clean search query."""

    def __call__(self, question: str) -> str: ...


@runtime_checkable
class Expander(Protocol):
    """Adds synonyms and related terms to a query."""

    def __call__(self, query: str) -> str: ...


@runtime_checkable
class Decomposer(Protocol):
    """Splits a question into simpler sub-questions."""

    def __call__(self, query: str) -> list[str]: ...


@runtime_checkable
class Selector(Protocol):
    """Picks collections for a question from ``(name, description)`` pairs; returns names and reasoning."""

    def __call__(
        self, question: str, collections: Sequence[tuple[str, str | None]]
    ) -> tuple[list[str], str | None]: ...


@runtime_checkable
class Reranker(Protocol):
    """Filters and re-orders chunks for a question, best first."""

    def __call__(self, question: str, chunks: Sequence[Chunk]) -> list[Chunk]: ...


@runtime_checkable
class Answerer(Protocol):
    """Writes the answer from the chunks (an empty list when retrieval was skipped)."""

    def __call__(self, question: str, chunks: Sequence[Chunk]) -> str: ...


# -- GraphRAG: what an extractor finds in a chunk ------------------------------------------------


@dataclass(frozen=True, kw_only=True, slots=True)
class ExtractedEntity:
    """An entity a chunk mentions."""

    name: str
    """As written ("Brack & Oduya"); entities are deduplicated by its normalised form."""
    type: str = "other"
    """person, organization, location, event, concept, ... or other."""
    description: str | None = None
    """A short description; the entity is embedded as "name: description"."""
    spans: tuple[tuple[int, int], ...] = ()
    """Where the chunk's text names it (character offsets, ``text[start:end]``); may be empty
    when the extractor cannot say (the mention is still recorded)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class ExtractedRelationship:
    """A link a chunk states between two of its entities (named as in ``ExtractedEntity.name``)."""

    source: str
    target: str
    type: str = "RELATED_TO"
    """UPPER_SNAKE_CASE (FOUNDED, LOCATED_IN, ...)."""
    description: str | None = None
    strength: int = 5
    """How explicit and central the link is, 1-10."""


@dataclass(frozen=True, kw_only=True, slots=True)
class GraphExtraction:
    """Everything an extractor found in one chunk."""

    entities: tuple[ExtractedEntity, ...] = ()
    relationships: tuple[ExtractedRelationship, ...] = ()


ExtractionLike = GraphExtraction | Mapping[str, Any]
"""A ``GraphExtraction`` or Arcana's JSON shape: ``{"entities": [{"name", "type", "description"}],
"relationships": [{"source", "target", "type", "description", "strength"}]}``."""


@runtime_checkable
class GraphExtractor(Protocol):
    """Finds the entities and relationships of chunks, for the knowledge base's entity graph.

    Takes the texts of several chunks (an LLM extractor may batch them into one call) and returns
    one extraction per text, in order. ``FastExtractor`` and ``LLMExtractor`` are extractors; so
    is any function ``def my_extractor(texts) -> list[dict]`` returning Arcana's JSON shape per
    text. Raise on failure: the document being ingested then fails alone, its previous version
    (and graph) kept.
    """

    def __call__(self, texts: Sequence[str]) -> Sequence[ExtractionLike]: ...
