"""Collection scope: what a run may search, validated once, and narrowed but never widened.

A run's ``collections`` input is the security boundary of the knowledge base (tenants are often
collections). The rule everywhere: ``None`` means every collection, a name or a list of names
limits the run to them, ``[]`` matches nothing, and no step (the Loop's controller, the Pipeline's
``select`` / ``search`` / ``reason``, search options) may widen what the run was given.

A run's ``filter`` input (a metadata filter, ``arcana_graph.core.filters``; tenants are often a
metadata key) is part of the same boundary: every search of the run gets it, a step's or the
configuration's own ``filter`` search option is added to it (both must hold), never put in its
place, and the controller has no way to name one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.filters import MetadataFilter, both, matches, parse_filter
from arcana_graph.core.types import Chunk

__all__ = ["check_search_options", "in_scope", "narrow", "resolve_filter", "resolve_scope", "scoped_options"]


def resolve_scope(collections: Any) -> list[str] | None:
    """A run's ``collections`` input as a list of distinct names (None = every collection).

    Raises:
        ConfigurationError: anything but None, a non-empty name, or a list / tuple of them
            (a dict, a number, nested lists, empty names): bad input is an error, never a guess.
    """
    if collections is None:
        return None
    if isinstance(collections, str):
        names: Sequence[Any] = [collections]
    elif isinstance(collections, list | tuple):
        names = collections
    else:
        raise ConfigurationError(
            f"collections must be a name, a list of names, [] or None; got {type(collections).__name__}"
        )
    bad = [n for n in names if not isinstance(n, str) or not n.strip()]
    if bad:
        raise ConfigurationError(f"collections must be non-empty strings; got {bad[0]!r} in {list(names)!r}")
    return list(dict.fromkeys(names))


def narrow(scope: list[str] | None, wanted: Sequence[str] | None) -> list[str] | None:
    """``wanted`` kept within ``scope``: a step's own choice may narrow a run's scope, never widen it.

    ``wanted`` None keeps the scope; a scope of None (every collection) accepts any ``wanted``;
    otherwise only the names of ``wanted`` that are in the scope remain (order of ``wanted``),
    so ``[]`` stays ``[]``.
    """
    if wanted is None:
        return None if scope is None else list(scope)
    chosen = list(dict.fromkeys(wanted))
    if scope is None:
        return chosen
    allowed = set(scope)
    return [name for name in chosen if name in allowed]


def resolve_filter(raw: Any) -> dict[str, Any] | None:
    """A run's ``filter`` input, checked (None or ``{}``: no filter).

    Raises:
        ConfigurationError: a malformed filter (see ``arcana_graph.core.filters.parse_filter``).
    """
    return dict(raw) if parse_filter(raw) is not None else None


def scoped_options(options: Mapping[str, Any], run_filter: MetadataFilter | None) -> dict[str, Any]:
    """Searcher keyword arguments with the run's filter in force: ``options``' own ``filter``
    (a step's or the configuration's) is added to the run's, never put in its place."""
    combined = dict(options)
    chosen = both(run_filter, options.get("filter"))
    if chosen is None:
        combined.pop("filter", None)
    else:
        combined["filter"] = chosen
    return combined


def check_search_options(step: str, options: Mapping[str, Any]) -> None:
    """Search options a step may hold: never the scope (collections come from the run), and a
    ``filter`` only as a well-formed one (it is added to the run's filter, never replaces it).

    Raises:
        ConfigurationError: one line saying what is wrong.
    """
    scope_keys = {"collections", "collection"} & set(options)
    if scope_keys:
        raise ConfigurationError(
            f"{step} search_options cannot set {', '.join(sorted(scope_keys))}: the searches stay in the "
            "run's collections"
        )
    parse_filter(options.get("filter"))


def in_scope(chunks: Sequence[Chunk], run_filter: Any) -> list[Chunk]:
    """The knowledge-base chunks (those naming a collection) whose metadata passes the run's
    filter, and every chunk of no collection (a tool's own rows); all of them without a filter.
    Applied to what any searcher or tool returns, so one that ignores its ``filter`` argument
    cannot bring in what the filter excludes."""
    tree = parse_filter(run_filter)
    if tree is None:
        return list(chunks)
    return [c for c in chunks if c.collection is None or matches(tree, c.metadata)]
