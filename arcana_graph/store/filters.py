"""Metadata filters as SQL over the documents' JSONB metadata (``arcana_graph.core.filters``).

``filter_sql`` turns a parsed filter into a boolean SQL expression over ``arcana_documents.metadata``
whose every user value (keys included) is a bound parameter; the SQL text is built from constants
only. Each leaf is wrapped in ``coalesce(..., false)`` so a missing key is false, never NULL, and
``NOT`` means what ``core.filters.matches`` means.

* ``$eq``: ``metadata @> {"key": value}``, served by the GIN (``jsonb_path_ops``) index;
* ranges: numbers as JSONB numbers (numerically); strings as text under the ``C`` collation,
  i.e. by code point as Python compares them (a database's default collation could order "a"
  after "Z"), so ISO dates compare as dates; either only against a value of the same JSON type;
* ``$in``: ``metadata -> key = ANY(values)``; ``$exists``: ``metadata ? key``.

The chunk searches apply it as ``document_id IN (SELECT id FROM arcana_documents WHERE ...)``
(``document_clause``), and the scoped chunk count that chooses exact or HNSW search applies it to
the documents directly, so a selective filter is searched exactly (pgvector 0.6 has no iterative
index scan: a post-filtered HNSW scan would starve).
"""

from __future__ import annotations

from typing import Any

from psycopg.types.json import Jsonb

from arcana_graph.core.filters import All, AnyOf, Compare, Exists, Filter, Not

__all__ = ["document_clause", "filter_sql"]

_RANGE_SQL = {"$gt": ">", "$gte": ">=", "$lt": "<", "$lte": "<="}


def filter_sql(tree: Filter, params: dict[str, Any], *, column: str = "metadata") -> str:
    """A boolean SQL expression for ``tree`` over the JSONB ``column``; adds its values to ``params``.

    ``column`` is a constant of the calling module (never user input).
    """
    if isinstance(tree, All | AnyOf):
        if not tree.parts:
            return "TRUE" if isinstance(tree, All) else "FALSE"
        joiner = " AND " if isinstance(tree, All) else " OR "
        return "(" + joiner.join(filter_sql(p, params, column=column) for p in tree.parts) + ")"
    if isinstance(tree, Not):
        return f"(NOT {filter_sql(tree.part, params, column=column)})"
    key = _bind(params, tree.key)
    if isinstance(tree, Exists):
        test = f"coalesce({column} ? {key}, false)"
        return test if tree.present else f"(NOT {test})"
    return _compare_sql(tree, key, params, column)


def _compare_sql(tree: Compare, key: str, params: dict[str, Any], column: str) -> str:
    if tree.op in ("$eq", "$ne"):
        value = _bind(params, Jsonb({tree.key: tree.value}))
        test = f"coalesce({column} @> {value}::jsonb, false)"
        return test if tree.op == "$eq" else f"(NOT {test})"
    if tree.op in ("$in", "$nin"):
        assert isinstance(tree.value, tuple)
        values = _bind(params, [Jsonb(v) for v in tree.value])
        test = f"coalesce(({column} -> {key}) = ANY({values}::jsonb[]), false)"
        return test if tree.op == "$in" else f"(NOT {test})"
    if isinstance(tree.value, int | float):
        value = _bind(params, Jsonb(tree.value))
        return (
            f"coalesce(jsonb_typeof({column} -> {key}) = 'number' "
            f"AND ({column} -> {key}) {_RANGE_SQL[tree.op]} {value}::jsonb, false)"
        )
    value = _bind(params, tree.value)
    return (
        f"coalesce(jsonb_typeof({column} -> {key}) = 'string' "
        f'AND ({column} ->> {key}) COLLATE "C" {_RANGE_SQL[tree.op]} {value}::text, false)'
    )


def _bind(params: dict[str, Any], value: Any) -> str:
    name = f"filter_{len([k for k in params if k.startswith('filter_')])}"
    params[name] = value
    return f"%({name})s"


def document_clause(tree: Filter | None, params: dict[str, Any]) -> str:
    """``TRUE``, or the chunk-row condition that its document passes ``tree``."""
    if tree is None:
        return "TRUE"
    return f"document_id IN (SELECT id FROM arcana_documents WHERE {filter_sql(tree, params)})"
