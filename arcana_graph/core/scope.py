"""Collection scope: what a run may search, validated once, and narrowed but never widened.

A run's ``collections`` input is the security boundary of the knowledge base (tenants are often
collections). The rule everywhere: ``None`` means every collection, a name or a list of names
limits the run to them, ``[]`` matches nothing, and no step (the Loop's controller, the Pipeline's
``select`` / ``search`` / ``reason``, search options) may widen what the run was given.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcana_graph.core.errors import ConfigurationError

__all__ = ["narrow", "resolve_scope"]


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
