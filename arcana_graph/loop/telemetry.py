"""The Loop's telemetry events (Arcana's names): ``arcana.loop.start`` / ``tool_call`` / ``stop``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.scope import resolve_scope
from arcana_graph.core.telemetry import emit
from arcana_graph.core.types import Citation
from arcana_graph.loop.config import LoopConfig
from arcana_graph.loop.state import LoopState, ToolRecord

__all__ = ["record_event", "start_event", "stop_event"]


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
    """``arcana.loop.stop``: how the run ended, and the passages its answer cites."""
    data = {**_meta(state, cfg), "iterations": iterations, "terminated_by": terminated_by}
    emit("arcana.loop.stop", {**data, "citations": [c.to_dict() for c in citations or []]})


def record_event(record: ToolRecord, history_size: int) -> ToolRecord:
    """Emit ``arcana.loop.tool_call`` for one history entry and return the entry."""
    emit("arcana.loop.tool_call", {**record, "history_size": history_size})
    return record
