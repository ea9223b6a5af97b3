"""SQL pieces the graph searches share: the scope condition, and the plain search's chunk rows."""

from __future__ import annotations

from arcana_graph.store.search import CHUNK_COLUMNS_SQL, row_chunk

__all__ = ["CHUNK_COLUMNS_SQL", "row_chunk", "scope_filter"]


def scope_filter(alias: str, scope: list[int] | None) -> str:
    """The SQL condition keeping rows of table ``alias`` inside the scope (bound as ``%(scope)s``)."""
    return "TRUE" if scope is None else f"{alias}.collection_id = ANY(%(scope)s)"
