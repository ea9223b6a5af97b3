"""Telemetry events named after Arcana's (``arcana.loop.start``, ``arcana.loop.tool_call``, ...).

Each event goes two ways: a LangChain custom event (``dispatch_custom_event``: callbacks,
LangSmith, ``astream_events``) and LangGraph's custom stream (``stream_mode="custom"``, as
``{"event": name, "data": {...}}``). Outside a running graph or runnable both are no-ops, so
telemetry can never break a run.
"""

from __future__ import annotations

import logging
from typing import Any

from langchain_core.callbacks import dispatch_custom_event
from langchain_core.runnables.config import var_child_runnable_config
from langgraph.config import get_stream_writer

__all__ = ["current_callbacks", "emit"]

_log = logging.getLogger("arcana_graph.core.telemetry")


def emit(name: str, data: dict[str, Any]) -> None:
    """Publish one event; never raises."""
    if _log.isEnabledFor(logging.DEBUG):
        _log.debug("%s %s", name, data)
    try:
        get_stream_writer()({"event": name, "data": data})
    except Exception:  # noqa: BLE001 - not inside a graph run: nothing to stream to
        pass
    callbacks = current_callbacks()
    if not getattr(callbacks, "handlers", callbacks):
        return  # no handler listens (tracer, ``astream_events``, a user's): skip building a manager (~70 µs)
    try:
        dispatch_custom_event(name, data)
    except Exception:  # noqa: BLE001 - not inside a runnable: no callbacks to notify
        pass


def current_callbacks() -> Any:
    """The running runnable's callbacks (a manager or a list), or None. Read from the context
    variable without ``ensure_config``, which copies the whole config: this is asked several
    times per Loop turn, by every event and span."""
    config = var_child_runnable_config.get()
    return config.get("callbacks") if config else None
