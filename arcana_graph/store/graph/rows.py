"""SQL pieces the graph searches share: the scope condition, and the plain search's chunk rows."""

from __future__ import annotations

from arcana_graph.store.search import CHUNK_COLUMNS_SQL, row_chunk

__all__ = ["CHUNK_COLUMNS_SQL", "chunks_by_id_sql", "row_chunk", "scope_filter"]


def scope_filter(alias: str, scope: list[int] | None) -> str:
    """The SQL condition keeping rows of table ``alias`` inside the scope (bound as ``%(scope)s``)."""
    return "TRUE" if scope is None else f"{alias}.collection_id = ANY(%(scope)s)"


_CHUNKS_BY_ID = """
WITH hits AS (
  SELECT c.id, c.document_id, c.collection_id, c.chunk_index, c.text, c.metadata, 0.0::float8 AS score,
         1 - (c.embedding <=> %(vec)s) AS similarity
  FROM arcana_chunks c WHERE c.id = ANY(%(ids)s) AND {scope_c})
SELECT {columns}
WHERE h.similarity > %(threshold)s"""


def chunks_by_id_sql(scope: list[int] | None) -> str:
    """The statement reading the chunks ``%(ids)s`` in the scope as the plain search's rows, those
    whose cosine similarity to ``%(vec)s`` is above ``%(threshold)s`` (a graph chunk's threshold)."""
    return _CHUNKS_BY_ID.format(scope_c=scope_filter("c", scope), columns=CHUNK_COLUMNS_SQL)
