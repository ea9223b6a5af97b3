"""Telemetry spans: ``NAME.start``, then ``NAME.stop`` or ``NAME.exception``, with the duration.

Arcana wraps its operations in ``:telemetry.span`` (start, stop with the duration, exception);
these are the same three events, published by ``core.telemetry.emit`` (LangChain custom events
and LangGraph's custom stream). A span can also open a LangChain child ``retriever`` run, so
the operation shows up as a span of its own wherever the run is traced with LangChain's own
callbacks: LangSmith, and OpenTelemetry through LangSmith's exporter (``LANGSMITH_OTEL_ENABLED``).
No exporter is written here. LangGraph already traces each node as a run, so node spans emit the
events only; a search, which runs inside a node, gets a ``retriever`` run of its own.

Telemetry never breaks what it measures: a failing callback handler is ignored.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from langchain_core.callbacks import CallbackManager
from langchain_core.documents import Document

from arcana_graph.core.telemetry import current_callbacks, emit

__all__ = ["Span", "already_traced", "inside", "span"]

_OPEN: ContextVar[tuple[str, ...]] = ContextVar("arcana_open_spans", default=())


def inside(name: str) -> bool:
    """Whether a span called ``name`` is open in this context (so an operation that is its own
    span when called directly, ``KnowledgeBase.search``, does not open a second one)."""
    return name in _OPEN.get()


@contextmanager
def already_traced(name: str) -> Iterator[None]:
    """Mark the block as inside a span ``name`` without emitting one: for callers that are traced
    as that operation already (a LangChain retriever's own run)."""
    token = _OPEN.set((*_OPEN.get(), name))
    try:
        yield
    finally:
        _OPEN.reset(token)


class Span:
    """One timed operation; ``stop_metadata`` is filled in by the code inside the span."""

    def __init__(self, name: str, metadata: Mapping[str, Any]) -> None:
        self.name = name
        self.metadata = dict(metadata)
        self.stop_metadata: dict[str, Any] = {}
        self.outputs: Callable[[], list[Document]] | None = None
        """The documents the retriever run reports as its output; a function, called only when
        that run is open (building documents costs time)."""
        self.started = time.perf_counter()

    def duration_ms(self) -> float:
        return round((time.perf_counter() - self.started) * 1000, 3)


@contextmanager
def span(
    name: str,
    metadata: Mapping[str, Any],
    *,
    retriever: bool = False,
    passthrough: tuple[type[BaseException], ...] = (),
) -> Iterator[Span]:
    """Time the block as the span ``name``: ``name.start`` with ``metadata`` (and ``system_time``),
    then ``name.stop`` with ``metadata``, ``stop_metadata`` and ``duration_ms``, or, when the block
    raises, ``name.exception`` with ``duration_ms``, ``kind`` and ``reason`` (the exception then
    propagates). ``retriever``: also open a LangChain ``retriever`` run around the block.
    ``passthrough``: exceptions that are control flow, not failures (LangGraph's interrupts): they
    propagate with no event."""
    current = Span(name, metadata)
    emit(f"{name}.start", {**current.metadata, "system_time": time.time()})
    child = _retriever_run(name, current.metadata) if retriever else None
    token = _OPEN.set((*_OPEN.get(), name))
    try:
        yield current
    except passthrough:
        raise
    except BaseException as exc:
        _quietly(lambda error=exc: child.on_retriever_error(error), child)
        emit(
            f"{name}.exception",
            {**current.metadata, "duration_ms": current.duration_ms(), "kind": type(exc).__name__, "reason": str(exc)},
        )
        raise
    finally:
        _OPEN.reset(token)
    if child is not None:
        _quietly(lambda: child.on_retriever_end(current.outputs() if current.outputs is not None else []), child)
    emit(f"{name}.stop", {**current.metadata, **current.stop_metadata, "duration_ms": current.duration_ms()})


def _retriever_run(name: str, metadata: Mapping[str, Any]) -> Any:
    """The LangChain run manager of a child ``retriever`` run, or None when nothing listens."""
    callbacks = current_callbacks()
    if not getattr(callbacks, "handlers", callbacks):
        return None
    try:
        manager = CallbackManager.configure(inheritable_callbacks=callbacks, local_metadata=dict(metadata))
        return manager.on_retriever_start({"name": name}, str(metadata.get("query", "")), name=name)
    except Exception:  # noqa: BLE001 - telemetry never breaks the operation
        return None


def _quietly(action: Callable[[], Any], child: Any) -> None:
    if child is None:
        return
    try:
        action()
    except Exception:  # noqa: BLE001 - telemetry never breaks the operation
        pass
