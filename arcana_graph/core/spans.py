"""Telemetry spans: ``NAME.start``, then ``NAME.stop`` or ``NAME.exception``, with the duration.

Arcana wraps its operations in ``:telemetry.span`` (start, stop with the duration, exception);
these are the same three events, published by ``core.telemetry.emit`` (LangChain custom events
and LangGraph's custom stream). A span can also open a LangChain child run (``run_type``), so
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
from typing import Any, Literal

from langchain_core.callbacks import CallbackManager
from langchain_core.documents import Document
from langchain_core.runnables import ensure_config

from arcana_graph.core.telemetry import emit

__all__ = ["Span", "span"]

RunType = Literal["retriever", "chain"]


class Span:
    """One timed operation; ``stop_metadata`` is filled in by the code inside the span."""

    def __init__(self, name: str, metadata: Mapping[str, Any]) -> None:
        self.name = name
        self.metadata = dict(metadata)
        self.stop_metadata: dict[str, Any] = {}
        self.outputs: Callable[[], list[Document] | dict[str, Any]] | None = None
        """What the LangChain child run reports as its output (documents for a retriever run);
        a function, called only when a child run is open (building documents costs time)."""
        self.started = time.perf_counter()

    def duration_ms(self) -> float:
        return round((time.perf_counter() - self.started) * 1000, 3)


@contextmanager
def span(
    name: str,
    metadata: Mapping[str, Any],
    *,
    run_type: RunType | None = None,
    passthrough: tuple[type[BaseException], ...] = (),
) -> Iterator[Span]:
    """Time the block as the span ``name``: ``name.start`` with ``metadata`` (and ``system_time``),
    then ``name.stop`` with ``metadata``, ``stop_metadata`` and ``duration_ms``, or, when the block
    raises, ``name.exception`` with ``duration_ms``, ``kind`` and ``reason`` (the exception then
    propagates). ``run_type``: also open a LangChain child run of that type around the block.
    ``passthrough``: exceptions that are control flow, not failures (LangGraph's interrupts): they
    propagate with no event."""
    current = Span(name, metadata)
    emit(f"{name}.start", {**current.metadata, "system_time": time.time()})
    child = _child_run(name, current.metadata, run_type)
    try:
        yield current
    except passthrough:
        raise
    except BaseException as exc:
        _quietly(lambda error=exc: _failed(child, run_type)(error), child)
        emit(
            f"{name}.exception",
            {**current.metadata, "duration_ms": current.duration_ms(), "kind": type(exc).__name__, "reason": str(exc)},
        )
        raise
    if child is not None:
        outputs = current.outputs() if current.outputs is not None else None
        if run_type == "retriever":
            _quietly(lambda: child.on_retriever_end(outputs if isinstance(outputs, list) else []), child)
        else:
            _quietly(lambda: child.on_chain_end(outputs if isinstance(outputs, dict) else {}), child)
    emit(f"{name}.stop", {**current.metadata, **current.stop_metadata, "duration_ms": current.duration_ms()})


def _child_run(name: str, metadata: Mapping[str, Any], run_type: RunType | None) -> Any:
    """The LangChain run manager of a child run, or None when nothing listens (no callbacks)."""
    if run_type is None:
        return None
    callbacks = ensure_config().get("callbacks")
    if not getattr(callbacks, "handlers", callbacks):
        return None
    try:
        manager = CallbackManager.configure(inheritable_callbacks=callbacks, local_metadata=dict(metadata))
        serialized = {"name": name}
        if run_type == "retriever":
            return manager.on_retriever_start(serialized, str(metadata.get("query", "")), name=name)
        return manager.on_chain_start(serialized, dict(metadata), name=name)
    except Exception:  # noqa: BLE001 - telemetry never breaks the operation
        return None


def _failed(child: Any, run_type: RunType | None) -> Callable[[BaseException], Any]:
    return child.on_retriever_error if run_type == "retriever" else child.on_chain_error


def _quietly(action: Callable[[], Any], child: Any) -> None:
    if child is None:
        return
    try:
        action()
    except Exception:  # noqa: BLE001 - telemetry never breaks the operation
        pass
