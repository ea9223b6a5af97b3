"""Vector, keyword and hybrid search over the chunks table, scoped to collections.

Scores are similarities (higher is better):

* ``vector``: cosine similarity ``1 - (embedding <=> query)``, in [-1, 1].
* ``keyword``: PostgreSQL ``ts_rank`` of an OR-query over the question's stemmed words
  (``english`` configuration), so a question matches chunks sharing any of its content words.
* ``hybrid``: ``0.5 * vector + 0.5 * keyword_normalised``, where the keyword part counts only for
  chunks that really match the query, normalised by the best keyword score with a floor of 0.05
  (Arcana 3.0.1's fix, issue #166/#170: without the gate and floor, min-max normalisation turned
  lexical noise into full-weight matches). We chose this over RRF because the result stays on
  the cosine scale, so ``threshold`` keeps its meaning and hybrid scores can be compared with
  vector scores when the Loop accumulates chunks across searches. Candidates are the top
  ``limit x 4`` of each list (index-backed), so hybrid does not scan the whole table.

Exact or approximate: pgvector 0.6 filters HNSW results *after* the index scan, so a small
collection inside a large table can come back short. Scopes up to ``exact_search_below`` chunks
are searched exactly (a scan over the scope is fast there); larger scopes use HNSW with
``ef_search`` (default 100) and fall back to an exact scan when the index returns too few rows.

Collection names and query text are always bound parameters; the SQL text itself is built only
from constants.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import psycopg

from arcana_graph.errors import ConfigurationError, UnknownCollectionError
from arcana_graph.types import Chunk, SearchMode

__all__ = ["SearchSettings", "list_chunks", "resolve_scope", "search_chunks"]

SEARCH_MODES: tuple[str, ...] = ("vector", "keyword", "hybrid")


@dataclass(frozen=True, kw_only=True, slots=True)
class SearchSettings:
    """Tuning knobs of the search SQL."""

    hnsw_ef_search: int = 100
    """HNSW candidate list size (pgvector ``hnsw.ef_search``, 1..1000); higher = better recall."""
    exact_search_below: int = 10_000
    """Scopes with at most this many chunks are searched exactly instead of through HNSW."""
    vector_weight: float = 0.5
    """Hybrid: weight of the cosine similarity."""
    keyword_weight: float = 0.5
    """Hybrid: weight of the normalised keyword score."""
    keyword_score_floor: float = 0.05
    """Hybrid: the keyword normaliser is max(best keyword score, floor)."""
    candidate_multiplier: int = 4
    """Hybrid: each of the vector and keyword lists contributes ``limit x this`` candidates."""

    def __post_init__(self) -> None:
        if not 1 <= self.hnsw_ef_search <= 1000:
            raise ConfigurationError(f"hnsw_ef_search must be within 1..1000, got {self.hnsw_ef_search}")


def resolve_scope(conn: psycopg.Connection, collections: str | Sequence[str] | None) -> list[int] | None:
    """Collection ids for a scope: None = every collection, ``[]`` = nothing.

    Raises:
        UnknownCollectionError: any name that does not exist (scoping fails closed).
    """
    if collections is None:
        return None
    names = [collections] if isinstance(collections, str) else list(dict.fromkeys(collections))
    if not names:
        return []
    if not all(isinstance(n, str) for n in names):
        raise ConfigurationError("collection names must be strings")
    rows = conn.execute("SELECT name, id FROM arcana_collections WHERE name = ANY(%s)", (names,)).fetchall()
    found = dict(rows)
    unknown = [n for n in names if n not in found]
    if unknown:
        known = [r[0] for r in conn.execute("SELECT name FROM arcana_collections ORDER BY name").fetchall()]
        raise UnknownCollectionError(unknown, known)
    return [int(found[n]) for n in names]


def _scope_sql(scope: list[int] | None) -> str:
    return "TRUE" if scope is None else "collection_id = ANY(%(scope)s)"


_TSQUERY = "SELECT to_tsquery('simple', replace(plainto_tsquery('english', %(text)s)::text, ' & ', ' | ')) AS tsq"

_RESULT_COLUMNS = """h.id, h.text, h.score, col.name, d.source_id, h.document_id, h.chunk_index, h.metadata
  FROM hits h
  JOIN arcana_documents d ON d.id = h.document_id
  JOIN arcana_collections col ON col.id = h.collection_id"""

_VECTOR_SQL = """
WITH hits AS (
  SELECT id, document_id, collection_id, chunk_index, text, metadata,
         1 - (embedding <=> %(vec)s) AS score
  FROM arcana_chunks WHERE {scope}
  ORDER BY embedding <=> %(vec)s
  LIMIT %(k)s)
SELECT {columns}
WHERE h.score > %(threshold)s
ORDER BY h.score DESC, h.id"""

_KEYWORD_SQL = """
WITH q AS ({tsquery}),
hits AS (
  SELECT c.id, c.document_id, c.collection_id, c.chunk_index, c.text, c.metadata,
         ts_rank(c.tsv, q.tsq) AS score
  FROM arcana_chunks c CROSS JOIN q
  WHERE {scope} AND c.tsv @@ q.tsq
  ORDER BY score DESC, c.id
  LIMIT %(k)s)
SELECT {columns}
WHERE h.score > %(threshold)s
ORDER BY h.score DESC, h.id"""

_HYBRID_SQL = """
WITH q AS ({tsquery}),
vec AS (
  SELECT id FROM arcana_chunks WHERE {scope}
  ORDER BY embedding <=> %(vec)s LIMIT %(pool)s),
kw AS (
  SELECT c.id FROM arcana_chunks c CROSS JOIN q
  WHERE {scope} AND c.tsv @@ q.tsq
  ORDER BY ts_rank(c.tsv, q.tsq) DESC LIMIT %(pool)s),
scored AS (
  SELECT c.id, c.document_id, c.collection_id, c.chunk_index, c.text, c.metadata,
         1 - (c.embedding <=> %(vec)s) AS vector_score,
         CASE WHEN c.tsv @@ q.tsq THEN ts_rank(c.tsv, q.tsq) ELSE 0 END AS keyword_score
  FROM arcana_chunks c CROSS JOIN q
  WHERE c.id IN (SELECT id FROM vec UNION SELECT id FROM kw)),
hits AS (
  SELECT *, %(vw)s * vector_score
            + %(kw)s * keyword_score / GREATEST(max(keyword_score) OVER (), %(floor)s) AS score
  FROM scored)
SELECT {columns}
WHERE h.score > %(threshold)s
ORDER BY h.score DESC, h.id
LIMIT %(k)s"""


def _scoped_chunk_count(conn: psycopg.Connection, scope: list[int] | None) -> int:
    if scope is None:
        row = conn.execute("SELECT coalesce(sum(chunk_count), 0) FROM arcana_documents").fetchone()
    else:
        row = conn.execute(
            "SELECT coalesce(sum(chunk_count), 0) FROM arcana_documents WHERE collection_id = ANY(%s)",
            (scope,),
        ).fetchone()
    return int(row[0]) if row else 0


def _run(conn: psycopg.Connection, sql: str, params: dict[str, Any], *, exact: bool, ef_search: int) -> list[Any]:
    with conn.transaction():
        if exact:
            # A distinct SQL text plus the planner switch: the plan cannot come from the index.
            conn.execute("SET LOCAL enable_indexscan = off")
            sql = "/* exact */" + sql
        else:
            # The scope is large enough for the index to pay off: make sure the planner uses it.
            conn.execute("SET LOCAL enable_seqscan = off")
            conn.execute("SELECT set_config('hnsw.ef_search', %s, true)", (str(ef_search),))
        return conn.execute(sql, params).fetchall()  # type: ignore[arg-type]  # built from constants


def _to_chunk(row: Any) -> Chunk:
    chunk_id, text, score, collection, source, document_id, chunk_index, metadata = row
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


_LIST_SQL = """
WITH hits AS (
  SELECT id, document_id, collection_id, chunk_index, text, metadata, 0.0 AS score
  FROM arcana_chunks WHERE {scope})
SELECT {columns}
ORDER BY col.name, d.source_id, h.chunk_index"""


def list_chunks(conn: psycopg.Connection, scope: list[int] | None) -> list[Chunk]:
    """Every chunk in scope, ordered by collection, source and position (score 0)."""
    sql = _LIST_SQL.format(scope=_scope_sql(scope), columns=_RESULT_COLUMNS)
    return [_to_chunk(r) for r in conn.execute(sql, {"scope": scope}).fetchall()]  # type: ignore[arg-type]


def search_chunks(
    conn: psycopg.Connection,
    *,
    query: str,
    query_vector: Sequence[float] | None,
    scope: list[int] | None,
    limit: int,
    threshold: float,
    mode: SearchMode,
    settings: SearchSettings,
    force_exact: bool | None = None,
) -> list[Chunk]:
    """Run one search and return chunks by descending score.

    Args:
        query_vector: the embedded query (unused, may be None, for ``keyword`` mode).
        scope: collection ids from ``resolve_scope`` (None = all, ``[]`` = nothing).
        force_exact: True / False to force an exact scan / the HNSW index (benchmarks, tests);
            None lets the scope size decide.
    """
    if mode not in SEARCH_MODES:
        raise ConfigurationError(f"unknown search mode {mode!r}; use one of {', '.join(SEARCH_MODES)}")
    if limit <= 0 or scope == []:
        return []
    scope_sql = _scope_sql(scope)
    params: dict[str, Any] = {"k": limit, "threshold": threshold, "scope": scope, "text": query}
    if mode == "keyword":
        sql = _KEYWORD_SQL.format(tsquery=_TSQUERY, scope=scope_sql, columns=_RESULT_COLUMNS)
        return [_to_chunk(r) for r in _run(conn, sql, params, exact=False, ef_search=settings.hnsw_ef_search)]
    if query_vector is None:
        raise ConfigurationError(f"{mode} search needs a query vector")
    params["vec"] = np.asarray(query_vector, dtype=np.float32)
    if mode == "vector":
        sql = _VECTOR_SQL.format(scope=scope_sql, columns=_RESULT_COLUMNS)
        wanted = limit
    else:
        pool = limit * settings.candidate_multiplier
        params.update(
            pool=pool,
            vw=settings.vector_weight,
            kw=settings.keyword_weight,
            floor=settings.keyword_score_floor,
        )
        sql = _HYBRID_SQL.format(tsquery=_TSQUERY, scope=scope_sql, columns=_RESULT_COLUMNS)
        wanted = pool
    ef_search = min(1000, max(settings.hnsw_ef_search, wanted))
    if force_exact is not None:
        exact = force_exact
        in_scope = -1
    else:
        in_scope = _scoped_chunk_count(conn, scope)
        exact = in_scope <= settings.exact_search_below
    rows = _run(conn, sql, params, exact=exact, ef_search=ef_search)
    if not exact and force_exact is None and len(rows) < min(limit, in_scope):
        # Post-filtering may have starved the index scan (or the threshold cut rows): the exact
        # scan is the ground truth either way.
        rows = _run(conn, sql, params, exact=True, ef_search=ef_search)
    return [_to_chunk(r) for r in rows]
