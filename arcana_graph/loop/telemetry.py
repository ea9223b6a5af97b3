"""The Loop's telemetry events (Arcana's names): ``arcana.loop.start`` / ``tool_call`` / ``stop``
(with the run's ``duration_ms``), and ``arcana.loop.exception`` when a run ends in an error.
Each search inside the run is a span of its own (``arcana.search``, see ``core.spans``)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.scope import resolve_scope
from arcana_graph.core.telemetry import emit
from arcana_graph.core.types import Citation
from arcana_graph.loop.config import LoopConfig
from arcana_graph.loop.state import LoopState, ToolRecord

__all__ = ["exception_event", "record_event", "start_event", "stop_event"]


def _meta(state: LoopState, cfg: LoopConfig) -> dict[str, Any]:
    try:
        tool_count = len(cfg.tools_for(resolve_scope(state.get("collections"))))
    except ConfigurationError:  # a malformed scope: the run is ending with that error
        tool_count = 0
    return {"question": state.get("question"), "max_iterations": cfg.max_iterations, "tool_count": tool_count}


def start_event(state: LoopState, cfg: LoopConfig) -> None:
    emit("arcana.loop.start", _meta(state, cfg))


def stop_event(
    state: LoopState, cfg: LoopConfig, iterations: int, terminated_by: str, citations: Sequence[Citation] | None = None
) -> None:
    """``arcana.loop.stop``: how the run ended, how long it took (``duration_ms``, from its first
    turn; None when it ended before starting), and the passages its answer cites."""
    started = state.get("started_at")
    duration_ms = round((time.time() - started) * 1000, 3) if started else None
    data = {**_meta(state, cfg), "iterations": iterations, "terminated_by": terminated_by, "duration_ms": duration_ms}
    emit("arcana.loop.stop", {**data, "citations": [c.to_dict() for c in citations or []]})


def exception_event(state: LoopState, cfg: LoopConfig, node: str, message: str) -> None:
    """``arcana.loop.exception``: the run ended with an error (``node`` failed with ``message``)."""
    emit("arcana.loop.exception", {**_meta(state, cfg), "node": node, "reason": message})


def record_event(record: ToolRecord, history_size: int) -> ToolRecord:
    """Emit ``arcana.loop.tool_call`` for one history entry and return the entry."""
    emit("arcana.loop.tool_call", {**record, "history_size": history_size})
    return record
