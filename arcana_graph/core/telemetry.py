"""Telemetry events named after Arcana's (``arcana.loop.start``, ``arcana.loop.tool_call``, ...).

Each event goes two ways: a LangChain custom event (``dispatch_custom_event``: callbacks,
LangSmith, ``astream_events``) and LangGraph's custom stream (``stream_mode="custom"``, as
``{"event": name, "data": {...}}``). Outside a running graph or runnable both are no-ops, so
telemetry can never break a run.
"""

from __future__ import annotations

import logging
from typing import Any

__all__ = ["emit"]

_log = logging.getLogger("arcana_graph.core.telemetry")


def emit(name: str, data: dict[str, Any]) -> None:
    """Publish one event; never raises."""
    _log.debug("%s %s", name, data)
    try:
        from langgraph.config import get_stream_writer

        get_stream_writer()({"event": name, "data": data})
    except Exception:  # noqa: BLE001 - not inside a graph run: nothing to stream to
        pass
    try:
        from langchain_core.callbacks import dispatch_custom_event

        dispatch_custom_event(name, data)
    except Exception:  # noqa: BLE001 - not inside a runnable: no callbacks to notify
        pass
