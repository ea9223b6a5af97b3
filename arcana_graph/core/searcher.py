"""Calling a ``Searcher`` from a step, blocking or async (see ``arcana_graph.core.effects``).

Under the async driver a searcher with an ``asearch`` method (a ``KnowledgeBase``: an async
Postgres pool) or an ``async def`` searcher is awaited; a plain function runs in a worker thread.
An async-only searcher cannot serve a blocking run: that search fails with a message saying to
use ``ainvoke``, and the run goes on (a failed search is an observation).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from arcana_graph.core.effects import Call, call_user

__all__ = ["search_call"]


def search_call(searcher: Any, query: str, **kwargs: Any) -> Call:
    """One search as a ``Call``: ``searcher(query, **kwargs)``, or ``searcher.asearch(...)`` /
    an ``async def`` searcher under the async driver."""
    asearch: Callable[..., Awaitable[Any]] | None = getattr(searcher, "asearch", None)
    if callable(asearch):
        return Call(lambda: searcher(query, **kwargs), lambda: asearch(query, **kwargs), "a search")
    return call_user(searcher, query, what="the searcher", **kwargs)
