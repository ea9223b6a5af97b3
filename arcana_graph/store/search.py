"""Vector, keyword, hybrid and RRF search over the chunks table, scoped to collections.

Scores are higher-is-better (similarities, except ``rrf``):

* ``vector``: cosine similarity ``1 - (embedding <=> query)``, in [-1, 1].
* ``keyword``: PostgreSQL ``ts_rank`` of an OR-query over the question's stemmed words
  (``english`` configuration), so a question matches chunks sharing any of its content words.
* ``hybrid``: ``0.5 * vector + 0.5 * keyword_normalised``, where the keyword part counts only for
  chunks that really match the query, normalised by the best keyword score with a floor of 0.05
  (Arcana 3.0.1's fix, issue #166/#170: without the gate and floor, min-max normalisation turned
  lexical noise into full-weight matches). Its result stays on the cosine scale, so ``threshold``
  keeps its meaning and hybrid scores can be compared with vector scores when the Loop
  accumulates chunks across searches. Candidates are the top ``limit x 4`` of each list
  (index-backed), so hybrid does not scan the whole table.
* ``rrf``: reciprocal-rank fusion of the same two lists (Cormack et al. 2009; Arcana 3's hybrid):
  the top ``limit x candidate_multiplier`` chunks by cosine distance and the top as many by
  ``ts_rank`` (only chunks that match the query), each ranked 1, 2, ... (ties by chunk id);
  ``score = sum of 1 / (rrf_k + rank)`` over the lists a chunk is in (``rrf_k`` = 60), so a chunk
  found by one list only still counts. Scores lie in (0, 2 / (rrf_k + 1)] (about 0.033) and say
  nothing about similarity, so ``threshold`` is not compared with them: it applies to the cosine
  similarity of each fused chunk (``1 - distance > threshold``; keyword-only chunks included),
  after fusion, so it drops chunks without changing the others' ranks or scores. The default 0
  therefore drops chunks whose cosine is 0 or below, as in ``vector`` mode; pass a negative
  threshold to keep every fused chunk. Equal scores are ordered by chunk id.

Metadata filters (``metadata_filter``, ``arcana_graph.core.filters``) keep the chunks whose
document's metadata passes, inside the same statements (``arcana_graph.store.filters``).

Exact or approximate: pgvector 0.6 filters HNSW results *after* the index scan, so a small
collection inside a large table, or a selective metadata filter, can come back short. Scopes up to
``exact_search_below`` chunks (after the filter) are searched exactly (a scan over the scope is fast
there); larger scopes use HNSW with ``ef_search`` (default 100; under a filter raised by how much of
the scope it keeps: ``wanted x scope / kept``, at most 1000) and fall back to an exact scan when the
index returns too few rows.

One logic, two drivers: each operation is written once as a *program*, a generator that yields
the statements it needs (``Query``) and is sent back their rows. ``run_program`` executes a
program on a psycopg ``Connection``, ``arun_program`` on an ``AsyncConnection``; scope
resolution, the scoped count, the exact-or-HNSW choice, the exact fallback and rows -> chunks
exist only in the programs, so the sync and async searches cannot drift apart.

Collection names and query text are always bound parameters; the SQL text itself is built only
from constants.
"""

from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

import numpy as np
import psycopg

from arcana_graph.core.errors import ConfigurationError, UnknownCollectionError
from arcana_graph.core.filters import Filter
from arcana_graph.core.types import Chunk, SearchMode
from arcana_graph.store.filters import document_clause, filter_sql

__all__ = [
    "CHUNK_COLUMNS_SQL",
    "Program",
    "Query",
    "SearchSettings",
    "arun_program",
    "list_chunks",
    "resolve_scope",
    "row_chunk",
    "run_program",
    "scope_program",
    "search_chunks",
    "search_program",
]

SEARCH_MODES: tuple[str, ...] = ("vector", "keyword", "hybrid", "rrf")

T = TypeVar("T")


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
    """Hybrid and RRF: each of the vector and keyword lists contributes ``limit x this`` candidates."""
    rrf_k: int = 60
    """RRF: the rank constant ``k`` in ``1 / (k + rank)`` (60: Cormack et al. 2009, and Arcana's)."""

    def __post_init__(self) -> None:
        if not 1 <= self.hnsw_ef_search <= 1000:
            raise ConfigurationError(f"hnsw_ef_search must be within 1..1000, got {self.hnsw_ef_search}")
        if self.candidate_multiplier < 1:
            raise ConfigurationError(f"candidate_multiplier must be at least 1, got {self.candidate_multiplier}")
        if self.rrf_k < 0:
            raise ConfigurationError(f"rrf_k must be 0 or more, got {self.rrf_k}")


# -- programs and their drivers -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Query:
    """One statement a program needs, with the planner settings to run it under."""

    sql: str
    """Built from constants only; every user value travels in ``params``."""
    params: Mapping[str, Any] | Sequence[Any] = ()
    plan: Literal["plain", "exact", "index"] = "plain"
    """``exact`` forbids index scans, ``index`` forbids sequential scans and sets ``ef_search``,
    with ``SET LOCAL`` inside a transaction block: the settings end with the search's transaction."""
    ef_search: int = 0
    """``hnsw.ef_search`` for ``index`` statements."""


Program = Generator[Query, list[Any], T]
"""A search written once: yields ``Query`` objects, is sent each one's rows, returns its result."""


def _planner_settings(query: Query) -> list[tuple[str, tuple[Any, ...]]]:
    # Both switches are set every time: SET LOCAL outlives a released savepoint, so an index
    # statement followed by its exact fallback in one transaction must turn seqscan back on.
    if query.plan == "exact":
        return [("SET LOCAL enable_seqscan = on", ()), ("SET LOCAL enable_indexscan = off", ())]
    return [
        ("SET LOCAL enable_indexscan = on", ()),
        ("SET LOCAL enable_seqscan = off", ()),
        ("SELECT set_config('hnsw.ef_search', %s, true)", (str(query.ef_search),)),
    ]


def _execute(conn: psycopg.Connection, query: Query) -> list[Any]:
    if query.plan == "plain":
        return conn.execute(query.sql, query.params).fetchall()  # type: ignore[arg-type]  # constants only
    with conn.transaction():
        for sql, params in _planner_settings(query):
            conn.execute(sql, params)  # type: ignore[arg-type]  # constants only
        return conn.execute(query.sql, query.params).fetchall()  # type: ignore[arg-type]


async def _aexecute(conn: psycopg.AsyncConnection, query: Query) -> list[Any]:
    if query.plan == "plain":
        return await (await conn.execute(query.sql, query.params)).fetchall()  # type: ignore[arg-type]
    async with conn.transaction():
        for sql, params in _planner_settings(query):
            await conn.execute(sql, params)  # type: ignore[arg-type]  # constants only
        return await (await conn.execute(query.sql, query.params)).fetchall()  # type: ignore[arg-type]


def run_program(conn: psycopg.Connection, program: Program[T]) -> T:
    """Run ``program`` on a sync connection and return its result."""
    try:
        query = next(program)
        while True:
            query = program.send(_execute(conn, query))
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    finally:
        program.close()


async def arun_program(conn: psycopg.AsyncConnection, program: Program[T]) -> T:
    """Run ``program`` on an async connection and return its result (same statements as sync)."""
    try:
        query = next(program)
        while True:
            query = program.send(await _aexecute(conn, query))
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    finally:
        program.close()


# -- scope ----------------------------------------------------------------------------------------


def scope_program(collections: str | Sequence[str] | None) -> Program[list[int] | None]:
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
    found = dict((yield Query("SELECT name, id FROM arcana_collections WHERE name = ANY(%s)", (names,))))
    unknown = [n for n in names if n not in found]
    if unknown:
        known = [r[0] for r in (yield Query("SELECT name FROM arcana_collections ORDER BY name"))]
        raise UnknownCollectionError(unknown, known)
    return [int(found[n]) for n in names]


def resolve_scope(conn: psycopg.Connection, collections: str | Sequence[str] | None) -> list[int] | None:
    """Collection ids for a scope on ``conn`` (see ``scope_program``)."""
    return run_program(conn, scope_program(collections))


def _scope_sql(
    scope: list[int] | None, metadata_filter: Filter | None = None, params: dict[str, Any] | None = None
) -> str:
    """The chunk-row condition of a scope (collection ids) and an optional metadata filter,
    whose values go into ``params``."""
    collections = "TRUE" if scope is None else "collection_id = ANY(%(scope)s)"
    if metadata_filter is None:
        return collections
    assert params is not None
    return f"{collections} AND {document_clause(metadata_filter, params)}"


_TSQUERY = "SELECT to_tsquery('simple', replace(plainto_tsquery('english', %(text)s)::text, ' & ', ' | ')) AS tsq"

CHUNK_COLUMNS_SQL = """h.id, h.text, h.score, col.name, d.source_id, h.document_id, h.chunk_index,
       d.metadata || h.metadata
  FROM hits h
  JOIN arcana_documents d ON d.id = h.document_id
  JOIN arcana_collections col ON col.id = h.collection_id"""
"""The columns of a ``Chunk``, read from a ``hits`` CTE of scored chunk rows (``row_chunk``).
A chunk's metadata is its document's metadata with the chunk's own keys (offsets, pages) on top."""


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

# Each list is ranked 1, 2, ... by its own order (ties by id); the vector list is the same
# index-backed "ORDER BY distance LIMIT pool" as hybrid's, so _scan runs it exactly or via HNSW.
# The cosine is computed for the fused chunks only, for the threshold (see the module docstring).
_RRF_SQL = """
WITH q AS ({tsquery}),
vec AS (
  SELECT id, embedding <=> %(vec)s AS distance FROM arcana_chunks WHERE {scope}
  ORDER BY embedding <=> %(vec)s LIMIT %(pool)s),
kw AS (
  SELECT c.id, ts_rank(c.tsv, q.tsq) AS rank_score FROM arcana_chunks c CROSS JOIN q
  WHERE {scope} AND c.tsv @@ q.tsq
  ORDER BY rank_score DESC, c.id LIMIT %(pool)s),
ranks AS (
  SELECT id, row_number() OVER (ORDER BY distance, id) AS rank FROM vec
  UNION ALL
  SELECT id, row_number() OVER (ORDER BY rank_score DESC, id) AS rank FROM kw),
fused AS (
  SELECT id, sum(1.0::float8 / (%(rrf_k)s::float8 + rank)) AS score
  FROM ranks GROUP BY id),
hits AS (
  SELECT c.id, c.document_id, c.collection_id, c.chunk_index, c.text, c.metadata, f.score,
         1 - (c.embedding <=> %(vec)s) AS vector_score
  FROM fused f JOIN arcana_chunks c ON c.id = f.id)
SELECT {columns}
WHERE h.vector_score > %(threshold)s
ORDER BY h.score DESC, h.id
LIMIT %(k)s"""


def _scoped_count_query(scope: list[int] | None, metadata_filter: Filter | None) -> Query:
    """Chunks in the scope, and of them the ones a metadata filter keeps (both counts the same
    without a filter)."""
    params: dict[str, Any] = {"scope": scope}
    kept = "TRUE" if metadata_filter is None else filter_sql(metadata_filter, params)
    where = "TRUE" if scope is None else "collection_id = ANY(%(scope)s)"
    return Query(
        f"""SELECT coalesce(sum(chunk_count), 0), coalesce(sum(chunk_count) FILTER (WHERE {kept}), 0)
            FROM arcana_documents WHERE {where}""",
        params,
    )


_LIST_SQL = """
WITH hits AS (
  SELECT id, document_id, collection_id, chunk_index, text, metadata, 0.0 AS score
  FROM arcana_chunks WHERE {scope})
SELECT {columns}
ORDER BY col.name, d.source_id, h.chunk_index"""


def list_program(scope: list[int] | None, metadata_filter: Filter | None = None) -> Program[list[Chunk]]:
    """Every chunk in scope (and passing the filter), ordered by collection, source and position (score 0)."""
    if scope == []:
        return []
    params: dict[str, Any] = {"scope": scope}
    sql = _LIST_SQL.format(scope=_scope_sql(scope, metadata_filter, params), columns=CHUNK_COLUMNS_SQL)
    return [row_chunk(r) for r in (yield Query(sql, params))]


def list_chunks(
    conn: psycopg.Connection, scope: list[int] | None, metadata_filter: Filter | None = None
) -> list[Chunk]:
    """Every chunk in scope on ``conn`` (see ``list_program``)."""
    return run_program(conn, list_program(scope, metadata_filter))


# -- search -----------------------------------------------------------------------------------


def search_program(
    *,
    query: str,
    query_vector: Sequence[float] | None,
    collections: str | Sequence[str] | None = None,
    scope: list[int] | None = None,
    limit: int,
    threshold: float,
    mode: SearchMode,
    settings: SearchSettings,
    force_exact: bool | None = None,
    metadata_filter: Filter | None = None,
) -> Program[list[Chunk]]:
    """One search, returning chunks by descending score.

    Args:
        query_vector: the embedded query (unused, may be None, for ``keyword`` mode).
        threshold: keep chunks scoring strictly above it (``rrf``: whose cosine similarity is).
        collections: collection names, resolved here (``scope_program``); None leaves the scope
            to ``scope``.
        scope: collection ids already resolved (None = all, ``[]`` = nothing).
        force_exact: True / False to force an exact scan / the HNSW index (benchmarks, tests);
            None lets the scope size decide.
        metadata_filter: keep only chunks whose document's metadata passes it.
    """
    if mode not in SEARCH_MODES:
        raise ConfigurationError(f"unknown search mode {mode!r}; use one of {', '.join(SEARCH_MODES)}")
    if collections is not None:
        scope = yield from scope_program(collections)
    if limit <= 0 or scope == []:
        return []
    params: dict[str, Any] = {"k": limit, "threshold": threshold, "scope": scope, "text": query}
    scope_sql = _scope_sql(scope, metadata_filter, params)
    if mode == "keyword":
        sql = _KEYWORD_SQL.format(tsquery=_TSQUERY, scope=scope_sql, columns=CHUNK_COLUMNS_SQL)
        rows = yield Query(sql, params, plan="index", ef_search=settings.hnsw_ef_search)
        return [row_chunk(r) for r in rows]
    if query_vector is None:
        raise ConfigurationError(f"{mode} search needs a query vector")
    params["vec"] = np.asarray(query_vector, dtype=np.float32)
    sql, wanted = _ranking_sql(mode, scope_sql, params, limit, settings)
    rows = yield from _scan(
        sql,
        params,
        scope,
        metadata_filter,
        limit=limit,
        wanted=wanted,
        settings=settings,
        force_exact=force_exact,
    )
    return [row_chunk(r) for r in rows]


def _ranking_sql(
    mode: SearchMode, scope_sql: str, params: dict[str, Any], limit: int, settings: SearchSettings
) -> tuple[str, int]:
    """The SQL of a vector, hybrid or rrf search, and how many index candidates it wants."""
    if mode == "vector":
        return _VECTOR_SQL.format(scope=scope_sql, columns=CHUNK_COLUMNS_SQL), limit
    pool = limit * settings.candidate_multiplier
    params["pool"] = pool
    if mode == "rrf":
        params["rrf_k"] = settings.rrf_k
        return _RRF_SQL.format(tsquery=_TSQUERY, scope=scope_sql, columns=CHUNK_COLUMNS_SQL), pool
    params.update(vw=settings.vector_weight, kw=settings.keyword_weight, floor=settings.keyword_score_floor)
    return _HYBRID_SQL.format(tsquery=_TSQUERY, scope=scope_sql, columns=CHUNK_COLUMNS_SQL), pool


def _scan(
    sql: str,
    params: dict[str, Any],
    scope: list[int] | None,
    metadata_filter: Filter | None,
    *,
    limit: int,
    wanted: int,
    settings: SearchSettings,
    force_exact: bool | None,
) -> Program[list[Any]]:
    """Run a ranking query exactly or through HNSW (by scope size unless forced), falling back to
    the exact scan when pgvector's post-filtering starved the index scan."""
    ef_search = min(1000, max(settings.hnsw_ef_search, wanted))
    if force_exact is not None:
        exact = force_exact
        in_scope = -1
    else:
        count_rows = yield _scoped_count_query(scope, metadata_filter)
        total, in_scope = (int(count_rows[0][0]), int(count_rows[0][1])) if count_rows else (0, 0)
        exact = in_scope <= settings.exact_search_below
        if in_scope:  # a filter keeping 1 chunk in n needs n times the candidates
            ef_search = min(1000, max(ef_search, -(-wanted * total // in_scope)))
    # A distinct SQL text for the exact plan: a cached plan can never carry the index over.
    exact_query = Query("/* exact */" + sql, params, plan="exact")
    index_query = Query(sql, params, plan="index", ef_search=ef_search)
    rows = yield (exact_query if exact else index_query)
    if not exact and force_exact is None and len(rows) < min(limit, in_scope):
        # Post-filtering may have starved the index scan (or the threshold cut rows): the exact
        # scan is the ground truth either way.
        rows = yield exact_query
    return list(rows)


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
    metadata_filter: Filter | None = None,
) -> list[Chunk]:
    """Run one search over resolved ``scope`` ids on ``conn`` (see ``search_program``)."""
    return run_program(
        conn,
        search_program(
            query=query,
            query_vector=query_vector,
            scope=scope,
            limit=limit,
            threshold=threshold,
            mode=mode,
            settings=settings,
            force_exact=force_exact,
            metadata_filter=metadata_filter,
        ),
    )
