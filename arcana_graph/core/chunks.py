"""Chunks as the features exchange them: normalising what a searcher returns, merging lists."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arcana_graph.core.protocols import ChunkLike
from arcana_graph.core.types import Chunk

__all__ = ["merge_chunks", "to_chunk"]


def to_chunk(item: ChunkLike) -> Chunk:
    """Normalise what a searcher returned into a ``Chunk``.

    Raises:
        TypeError: neither a ``Chunk`` nor a mapping with ``id`` and ``text``.
    """
    if isinstance(item, Chunk):
        return item
    if isinstance(item, Mapping) and "id" in item and "text" in item:
        score = item.get("score", 0.0)
        return Chunk(
            id=str(item["id"]),
            text=str(item["text"]),
            score=float(score) if isinstance(score, int | float) else 0.0,
            collection=item.get("collection"),
            source=item.get("source"),
            document_id=item.get("document_id"),
            chunk_index=item.get("chunk_index"),
            metadata=dict(item.get("metadata") or {}),
        )
    raise TypeError(f"searcher returned {type(item).__name__}, expected a Chunk or a mapping with id and text")


def merge_chunks(existing: Sequence[Chunk], new: Sequence[Chunk], cap: int) -> list[Chunk]:
    """Accumulate chunks: dedupe by id (the copy seen first wins), best ``cap`` by score, best first.

    The sort is stable, so among equal scores earlier chunks stay ahead.
    """
    seen: dict[str, Chunk] = {}
    for chunk in [*existing, *new]:
        seen.setdefault(chunk.id, chunk)
    return sorted(seen.values(), key=lambda c: c.score, reverse=True)[: max(cap, 0)]
