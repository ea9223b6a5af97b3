"""Extension points: one-method protocols that a plain function satisfies.

Arcana accepts "a module or a function" at each extension point; here both are simply callables
with the right signature. Example: any function ``def my_search(query, *, collections, limit)``
returning chunks is a ``Searcher``, and so is a ``KnowledgeBase``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from arcana_graph.core.types import Chunk, GroundingResult

__all__ = [
    "Answerer",
    "ChunkLike",
    "Decomposer",
    "Expander",
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
