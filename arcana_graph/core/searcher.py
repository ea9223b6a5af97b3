"""Calling a ``Searcher`` from a step, blocking or async (see ``arcana_graph.core.effects``).

Under the async driver a searcher with an ``asearch`` method (a ``KnowledgeBase``: an async
Postgres pool) or an ``async def`` searcher is awaited; a plain function runs in a worker thread.
An async-only searcher cannot serve a blocking run: that search fails with a message saying to
use ``ainvoke``, and the run goes on (a failed search is an observation). The entity graph's
context of a question (``graph_background``), which an answer prompt may add, is read from a
searcher with ``graph_context`` (and ``agraph_context`` under the async driver).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from langchain_core.documents import Document

from arcana_graph.core.effects import Call, Steps, call_user
from arcana_graph.core.spans import Span, span
from arcana_graph.core.types import GraphContext

_log = logging.getLogger(__name__)

__all__ = [
    "SEARCH_SPAN",
    "graph_background",
    "record_found",
    "search_call",
    "search_span_metadata",
    "searching",
]

SEARCH_SPAN = "arcana.search"
"""The span every search is: ``arcana.search.start`` / ``.stop`` / ``.exception``."""


def search_call(searcher: Any, query: str, **kwargs: Any) -> Call:
    """One search as a ``Call``: ``searcher(query, **kwargs)``, or ``searcher.asearch(...)`` /
    an ``async def`` searcher under the async driver. Either way it runs inside the span
    ``arcana.search`` (a ``retriever`` run where the run is traced; see ``core.spans``)."""
    return searching(searcher)(query, **kwargs)


def searching(searcher: Any) -> Callable[..., Call]:
    """``search_call`` bound to one searcher: ``(query, **kwargs) -> Call``.

    How the searcher runs (an ``asearch`` method, an ``async def``, or a plain function) is
    decided here, once: a graph binds its searcher at build time instead of inspecting it for
    every search of every run.
    """
    asearch: Callable[..., Awaitable[Any]] | None = getattr(searcher, "asearch", None)
    if callable(asearch):
        async_search = asearch

        def plain(query: str, kwargs: dict[str, Any]) -> Call:
            return Call(lambda: searcher(query, **kwargs), lambda: async_search(query, **kwargs), "a search")

    else:
        shape = call_user(searcher, what="the searcher")  # an async def: ``run`` refuses, ``arun`` awaits

        def plain(query: str, kwargs: dict[str, Any]) -> Call:
            if shape.arun is None:
                return Call(lambda: searcher(query, **kwargs), None, shape.what)
            return Call(shape.run, lambda: searcher(query, **kwargs), shape.what)

    def spanned(query: str, **kwargs: Any) -> Call:
        return _spanned(plain(query, kwargs), search_span_metadata(query, kwargs))

    return spanned


def _spanned(plain: Call, metadata: dict[str, Any]) -> Call:
    """``plain`` run inside the span ``arcana.search``."""

    def run() -> Any:
        with span(SEARCH_SPAN, metadata, retriever=True) as current:
            return record_found(current, plain.run())

    if plain.arun is None:  # the async driver runs ``run`` in a worker thread, span included
        return Call(run, None, plain.what)
    arun_plain = plain.arun

    async def arun() -> Any:
        with span(SEARCH_SPAN, metadata, retriever=True) as current:
            return record_found(current, await arun_plain())

    return Call(run, arun, plain.what)


def search_span_metadata(query: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """What a search span records at its start: the query, the collections and the limit."""
    return {"query": query, "collections": options.get("collections"), "limit": options.get("limit")}


def record_found(current: Span, found: Any) -> Any:
    """Record what the search returned on its span (how many passages, and how many of them the
    entity graph ranked: ``graph_rank`` in their metadata), and hand it back unchanged."""
    items = list(found) if isinstance(found, list | tuple) else []
    graph_count = 0
    for item in items:
        metadata = _get(item, "metadata")
        if metadata and "graph_rank" in metadata:
            graph_count += 1
    current.stop_metadata["result_count"] = len(items)
    current.stop_metadata["graph_count"] = graph_count
    current.outputs = lambda: [_document(item) for item in items]
    return found


def _get(item: Any, key: str) -> Any:
    if isinstance(item, dict):  # the common case, without the ``Mapping`` ABC check
        return item.get(key)
    return item.get(key) if isinstance(item, Mapping) else getattr(item, key, None)


def _document(item: Any) -> Document:
    """A found passage as a LangChain ``Document``, for the retriever run's output."""
    return Document(
        page_content=str(_get(item, "text") or ""), id=_get(item, "id"), metadata={"score": _get(item, "score")}
    )


def graph_background(searcher: Any, question: str, *, collections: Any, filter: Any) -> Steps[str]:
    """What the entity graph knows about ``question`` inside the run's scope, as prompt text
    (``GraphContext.as_text()``): ``searcher.graph_context(question, collections=, filter=)``, or
    ``agraph_context`` under the async driver. "" when the searcher has no graph, or the lookup
    fails: the background is a best effort, the answer still rests on the passages."""
    sync = getattr(searcher, "graph_context", None)
    if not callable(sync):
        return ""  # a plain function or a retriever: no graph
    asynchronous = getattr(searcher, "agraph_context", None)
    scope = {"collections": collections, "filter": filter}
    arun = (lambda: asynchronous(question, **scope)) if callable(asynchronous) else None
    try:
        context = yield Call(lambda: sync(question, **scope), arun, "the graph context")
    except Exception as exc:  # noqa: BLE001 - the answer does without it
        _log.warning("graph context failed, answering without it: %s", exc)
        return ""
    return context.as_text() if isinstance(context, GraphContext) else ""
