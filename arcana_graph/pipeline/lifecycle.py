"""What every Pipeline step shares: the start of a run (input checked, deadline set), skipping
after an error or a gate, the step's prompt, and the last line of defence when a step fails.

Each step is a step function ``(state, cfg, *, step) -> Steps[partial update]``
(``arcana_graph.core.effects``), run blocking under ``invoke`` and async under ``ainvoke``. Every
step is skipped (returns ``{}``) when an earlier step set ``error``; the retrieval steps are
skipped when ``gate`` decided no retrieval is needed. Failures of optional steps fall back as
Arcana does; only ``answer`` failing sets ``error``. Each step emits ``arcana.pipeline.<step>``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

from arcana_graph.core.effects import Deadline, Steps
from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.scope import resolve_filter, resolve_scope
from arcana_graph.pipeline.config import PipelineConfig
from arcana_graph.pipeline.options import Step
from arcana_graph.pipeline.state import PipelineState

__all__ = ["on_error", "skipped", "starting_run", "step_prompt"]

_log = logging.getLogger(__name__)


def skipped(state: PipelineState, *, retrieval: bool) -> bool:
    return bool(state.get("error")) or (retrieval and bool(state.get("skip_retrieval")))


def step_prompt(step: Step, default: Any, *args: Any) -> str:
    return (step.prompt or default)(*args)


def starting_run(steps: Callable[..., Any]) -> Callable[..., Steps[dict[str, Any]]]:
    """``steps`` with the run's start in front when it is the first step to run: the input is
    checked (a malformed question or scope sets ``error``) and the run's deadline is set."""

    def run(state: PipelineState, cfg: PipelineConfig, **kwargs: Any) -> Steps[dict[str, Any]]:
        start: dict[str, Any] = {}
        if "deadline" not in state:
            problem = _input_problem(state)
            if problem is not None:
                return {"error": problem, "deadline": None}
            start["deadline"] = time.time() + cfg.max_seconds if cfg.max_seconds else None
            yield Deadline(start["deadline"])
        work = steps(state, cfg, **kwargs)
        update = (yield from work) if hasattr(work, "send") else work
        return {**start, **update}

    return run


def on_error(state: PipelineState, cfg: PipelineConfig, node: str, exc: Exception) -> dict[str, Any]:
    """The last line of defence: a step that still raised ends the run with ``error`` set (the
    steps after it are skipped); a run never raises."""
    _log.warning("pipeline step %s failed: %s", node, exc)
    return {"error": f"{node} failed: {type(exc).__name__}: {exc}"}


def _input_problem(state: PipelineState) -> str | None:
    question = state.get("question")
    if not isinstance(question, str) or not question.strip():
        return "question must be a non-empty string"
    try:
        resolve_scope(state.get("collections"))
        resolve_filter(state.get("filter"))
    except ConfigurationError as exc:
        return str(exc)
    return None
