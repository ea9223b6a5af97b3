"""SQL pieces the graph searches share: the scope condition and chunk rows."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcana_graph.core.types import Chunk

__all__ = ["CHUNK_COLUMNS_SQL", "row_chunk", "scope_filter"]


def scope_filter(alias: str, scope: list[int] | None) -> str:
    """The SQL condition keeping rows of table ``alias`` inside the scope (bound as ``%(scope)s``)."""
    return "TRUE" if scope is None else f"{alias}.collection_id = ANY(%(scope)s)"


CHUNK_COLUMNS_SQL = """h.id, h.text, h.score, col.name, d.source_id, h.document_id, h.chunk_index, h.metadata
  FROM hits h
  JOIN arcana_documents d ON d.id = h.document_id
  JOIN arcana_collections col ON col.id = h.collection_id"""
"""The columns of a ``Chunk``, read from a ``hits`` CTE of scored chunk rows."""


def row_chunk(row: Sequence[Any]) -> Chunk:
    """A ``Chunk`` from a row of ``CHUNK_COLUMNS_SQL``."""
    chunk_id, text, score, collection, source, document_id, chunk_index, metadata = row[:8]
    return Chunk(
        id=chunk_id,
        text=text,
        score=float(score),
        collection=collection,
        source=source,
        document_id=document_id,
        chunk_index=chunk_index,
        metadata=metadata or {},
    )
