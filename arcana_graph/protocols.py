"""Extension points: one-method protocols that a plain function satisfies.

Arcana accepts "a module or a function" at each extension point; here both are simply callables
with the right signature. Example: any function ``def my_search(query, *, collections, limit)``
returning chunks is a ``Searcher``, and so is a ``KnowledgeBase``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from arcana_graph.types import Chunk, GroundingResult

__all__ = ["ChunkLike", "Grounder", "Searcher"]

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
