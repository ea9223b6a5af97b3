"""Calling a ``Searcher`` from a step, blocking or async (see ``arcana_graph.core.effects``).

Under the async driver a searcher with an ``asearch`` method (a ``KnowledgeBase``: an async
Postgres pool) or an ``async def`` searcher is awaited; a plain function runs in a worker thread.
An async-only searcher cannot serve a blocking run: that search fails with a message saying to
use ``ainvoke``, and the run goes on (a failed search is an observation).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from langchain_core.documents import Document

from arcana_graph.core.effects import Call, call_user
from arcana_graph.core.spans import Span, span

__all__ = ["search_call"]


def search_call(searcher: Any, query: str, **kwargs: Any) -> Call:
    """One search as a ``Call``: ``searcher(query, **kwargs)``, or ``searcher.asearch(...)`` /
    an ``async def`` searcher under the async driver. Either way it runs inside the span
    ``arcana.search`` (a ``retriever`` run where the run is traced; see ``core.spans``)."""
    asearch: Callable[..., Awaitable[Any]] | None = getattr(searcher, "asearch", None)
    if callable(asearch):
        plain = Call(lambda: searcher(query, **kwargs), lambda: asearch(query, **kwargs), "a search")
    else:
        plain = call_user(searcher, query, what="the searcher", **kwargs)
    metadata = {"query": query, "collections": kwargs.get("collections"), "limit": kwargs.get("limit")}

    def run() -> Any:
        with span("arcana.search", metadata, retriever=True) as current:
            return _finished(current, plain.run())

    if plain.arun is None:  # the async driver runs ``run`` in a worker thread, span included
        return Call(run, None, plain.what)
    arun_plain = plain.arun

    async def arun() -> Any:
        with span("arcana.search", metadata, retriever=True) as current:
            return _finished(current, await arun_plain())

    return Call(run, arun, plain.what)


def _finished(current: Span, found: Any) -> Any:
    """Record what the search returned on its span, and hand it back unchanged."""
    items = list(found) if isinstance(found, list | tuple) else []
    current.stop_metadata["result_count"] = len(items)
    current.outputs = lambda: [_document(item) for item in items]
    return found


def _document(item: Any) -> Document:
    """A found passage as a LangChain ``Document``, for the retriever run's output."""
    get = item.get if isinstance(item, Mapping) else lambda key, default=None: getattr(item, key, default)
    return Document(page_content=str(get("text", "")), id=get("id"), metadata={"score": get("score")})
