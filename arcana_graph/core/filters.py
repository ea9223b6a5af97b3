"""Metadata filters: which documents a search may return, written as data.

A filter is a JSON-style mapping over the metadata documents were given at ingest, with the
MongoDB-style operators LangChain's vector stores take::

    {"tenant": "acme"}                                   equality ({"tenant": {"$eq": "acme"}})
    {"year": {"$gte": 2020, "$lt": 2024}}                ranges: numbers, or strings (ISO dates)
    {"lang": {"$in": ["en", "fr"]}}                      one of ($nin: none of)
    {"$or": [{"team": "legal"}, {"public": True}]}       $and / $or (lists), $not (one filter)
    {"draft": {"$exists": False}}

Several keys in one mapping must all hold. Keys are top-level metadata keys (a dot is part of the
name); values are strings, finite numbers or booleans. Comparisons never mix types: ``2020`` does
not equal ``"2020"``, ``True`` is not ``1``, and a range matches only values of its own type, so a
document without the key (or with another type) never passes ``$eq`` / ``$gt`` / ``$in`` and
always passes ``$ne`` / ``$nin``.

The same tree is evaluated in two places that must agree: inside Postgres on the documents'
JSONB metadata (``arcana_graph.store.filters``) and here in Python (``matches``), for passages a
custom tool hands back. A run's filter is part of its scope (``arcana_graph.core.scope``): steps
may add conditions (``both``), never remove one.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, TypeAlias

from arcana_graph.core.errors import ConfigurationError

__all__ = [
    "All",
    "AnyOf",
    "Compare",
    "Exists",
    "Filter",
    "MetadataFilter",
    "Not",
    "both",
    "matches",
    "parse_filter",
]

MetadataFilter: TypeAlias = Mapping[str, Any]
"""A filter as users write it (see the module docstring)."""

Scalar: TypeAlias = str | int | float | bool
CompareOp = Literal["$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin"]
_RANGE_OPS = ("$gt", "$gte", "$lt", "$lte")
_FIELD_OPS = ("$eq", "$ne", *_RANGE_OPS, "$in", "$nin", "$exists")
_LOGICAL_OPS = ("$and", "$or", "$not")


@dataclass(frozen=True, slots=True)
class Compare:
    """``key`` compared with ``value`` (a tuple of values for ``$in`` / ``$nin``)."""

    key: str
    op: CompareOp
    value: Scalar | tuple[Scalar, ...]


@dataclass(frozen=True, slots=True)
class Exists:
    """``key`` is present (``present=True``) or absent."""

    key: str
    present: bool


@dataclass(frozen=True, slots=True)
class All:
    """Every part holds (an empty ``All`` matches everything)."""

    parts: tuple[Filter, ...]


@dataclass(frozen=True, slots=True)
class AnyOf:
    """At least one part holds (an empty ``AnyOf`` matches nothing)."""

    parts: tuple[Filter, ...]


@dataclass(frozen=True, slots=True)
class Not:
    """The part does not hold."""

    part: Filter


Filter: TypeAlias = Compare | Exists | All | AnyOf | Not
"""A parsed, validated filter."""


def parse_filter(raw: Any) -> Filter | None:
    """Validate a user's filter and return its tree; None (or ``{}``) means no filter.

    Raises:
        ConfigurationError: one line naming the part that is wrong and what is accepted.
    """
    if raw is None:
        return None
    tree = _parse_mapping(raw, "filter")
    return None if tree == All(()) else tree


def both(first: Any, second: Any) -> MetadataFilter | None:
    """The filter that holds where ``first`` and ``second`` both hold (None = no filter).

    This is how a step narrows a run's filter: the run's conditions always stay.
    """
    parts = [f for f in (first, second) if f]
    if not parts:
        return None
    if len(parts) == 1:
        return dict(parts[0])
    return {"$and": [dict(parts[0]), dict(parts[1])]}


def matches(tree: Filter | None, metadata: Mapping[str, Any]) -> bool:
    """Whether ``metadata`` passes ``tree`` (the semantics of the SQL in ``store.filters``)."""
    if tree is None:
        return True
    if isinstance(tree, All):
        return all(matches(part, metadata) for part in tree.parts)
    if isinstance(tree, AnyOf):
        return any(matches(part, metadata) for part in tree.parts)
    if isinstance(tree, Not):
        return not matches(tree.part, metadata)
    if isinstance(tree, Exists):
        return (tree.key in metadata) == tree.present
    present = tree.key in metadata
    stored = metadata.get(tree.key)
    if tree.op in ("$eq", "$ne"):
        equal = present and _same(stored, tree.value)
        return equal if tree.op == "$eq" else not equal
    if tree.op in ("$in", "$nin"):
        assert isinstance(tree.value, tuple)
        found = present and any(_same(stored, v) for v in tree.value)
        return found if tree.op == "$in" else not found
    if not present or _kind(stored) != _kind(tree.value) or _kind(stored) not in ("number", "string"):
        return False
    if tree.op == "$gt":
        return bool(stored > tree.value)  # type: ignore[operator]
    if tree.op == "$gte":
        return bool(stored >= tree.value)  # type: ignore[operator]
    if tree.op == "$lt":
        return bool(stored < tree.value)  # type: ignore[operator]
    return bool(stored <= tree.value)  # type: ignore[operator]


# -- parsing ----------------------------------------------------------------------------------


def _parse_mapping(raw: Any, where: str) -> Filter:
    if not isinstance(raw, Mapping):
        raise ConfigurationError(f"{where} must be a mapping such as {{'tenant': 'acme'}}; got {type(raw).__name__}")
    parts: list[Filter] = []
    for key, value in raw.items():
        if not isinstance(key, str) or not key:
            raise ConfigurationError(f"{where}: keys must be non-empty strings; got {key!r}")
        if key in _LOGICAL_OPS:
            parts.append(_parse_logical(key, value, where))
        elif key.startswith("$"):
            raise ConfigurationError(
                f"{where}: unknown operator {key!r} at the top of a filter; use $and, $or or $not "
                "(field operators go under a key: {'year': {'$gte': 2020}})"
            )
        else:
            parts.extend(_parse_field(key, value, where))
    return parts[0] if len(parts) == 1 else All(tuple(parts))


def _parse_logical(op: str, value: Any, where: str) -> Filter:
    if op == "$not":
        return Not(_parse_mapping(value, f"{where}.$not"))
    if not isinstance(value, list | tuple) or not value:
        raise ConfigurationError(f"{where}: {op} takes a non-empty list of filters; got {value!r}")
    parts = tuple(_parse_mapping(item, f"{where}.{op}[{i}]") for i, item in enumerate(value))
    return All(parts) if op == "$and" else AnyOf(parts)


def _parse_field(key: str, value: Any, where: str) -> list[Filter]:
    if not isinstance(value, Mapping):
        return [Compare(key, "$eq", _scalar(value, f"{where}.{key}"))]
    if not value:
        raise ConfigurationError(f"{where}.{key}: an empty condition; write a value or an operator such as $eq")
    parts: list[Filter] = []
    for op, operand in value.items():
        at = f"{where}.{key}.{op}"
        if op not in _FIELD_OPS:
            raise ConfigurationError(f"{at}: unknown operator; use one of {', '.join(_FIELD_OPS)}")
        if op == "$exists":
            if not isinstance(operand, bool):
                raise ConfigurationError(f"{at}: takes true or false; got {operand!r}")
            parts.append(Exists(key, operand))
        elif op in ("$in", "$nin"):
            if not isinstance(operand, list | tuple) or not operand:
                raise ConfigurationError(f"{at}: takes a non-empty list of values; got {operand!r}")
            parts.append(Compare(key, op, tuple(_scalar(v, at) for v in operand)))
        else:
            scalar = _scalar(operand, at)
            if op in _RANGE_OPS and isinstance(scalar, bool):
                raise ConfigurationError(f"{at}: ranges compare numbers or strings, not booleans")
            parts.append(Compare(key, op, scalar))  # type: ignore[arg-type]
    return parts


def _scalar(value: Any, where: str) -> Scalar:
    if isinstance(value, bool | str):
        return value
    if isinstance(value, int | float) and math.isfinite(value):
        return value
    raise ConfigurationError(
        f"{where}: values must be strings, finite numbers or booleans; got {value!r} "
        "(to test that a key is missing, use {'$exists': False})"
    )


def _kind(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    return "other"


def _same(stored: Any, wanted: Any) -> bool:
    return _kind(stored) == _kind(wanted) and _kind(stored) != "other" and stored == wanted
