"""Turning step logic into a LangGraph node that is synchronous under ``invoke`` and truly
asynchronous under ``ainvoke`` / ``astream`` (and on the LangGraph server).

LangGraph runs a plain function node in a thread pool under ``ainvoke``: every model call then
holds a thread, and an async-only model (one that implements only ``_agenerate``) fails. A node
built here has both forms, each driving the same steps (``arcana_graph.core.effects``) with the
matching driver, so the logic exists once. The node also binds the run's settings once:
``settings.for_run(runtime.context)`` (the per-run ``context`` LangGraph passes, e.g. a Studio form),
so the steps receive the resolved settings and never look at the runtime themselves.

Whatever still escapes the steps goes to the node's ``on_error``, which turns it into a state
update (the Loop's ``terminated_by="error"``, the Pipeline's ``error``): a run never raises.
LangGraph's own ``error_handler`` would do the same job, but in langgraph 1.2 it is drawn as a
loose node in every picture of the graph (Studio included), so the wrapper does it instead.
LangGraph's control-flow exceptions (``interrupt``, ``Command`` to a parent) pass through.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from types import GeneratorType
from typing import Any, Protocol, TypeVar

from langchain_core.runnables import Runnable

# LangGraph's own node runnable with a sync and an async body (the same class its prebuilt
# ToolNode uses); public alternatives (RunnableLambda) add a traced child run per node call.
from langgraph._internal._runnable import RunnableCallable
from langgraph.errors import GraphBubbleUp

from arcana_graph.core.effects import Steps, run_async, run_sync
from arcana_graph.core.spans import span as timed

__all__ = ["ErrorHandler", "RunSettings", "step_node"]

S = TypeVar("S", bound="RunSettings")

_NO_SPAN = contextlib.nullcontext()
"""The context of a node that is no span of its own (stateless, so one serves every call)."""


class RunSettings(Protocol):
    """Settings built once per graph and adjusted per run (``LoopConfig``, ``PipelineConfig``)."""

    def for_run(self: S, context: Any) -> S: ...


ErrorHandler = Callable[[Mapping[str, Any], Any, str, Exception], dict[str, Any]]
"""``(state, settings, node name, exception) -> update``: how a graph ends a run whose node failed."""


def step_node(
    name: str,
    steps: Callable[[Mapping[str, Any], S], Steps[Any] | Any],
    settings: S,
    *,
    on_error: ErrorHandler | None = None,
    span: str | None = None,
) -> Runnable:
    """A node named ``name`` running ``steps(state, settings for this run)``.

    ``steps`` is a step function (a generator) or a plain function that needs no request. The
    run's wall-clock deadline, when the state carries one (``deadline``, epoch seconds), bounds
    every request the steps make. ``on_error`` turns an escaping exception into the node's update
    (None: the exception propagates). ``span``: time the node as that telemetry span
    (``SPAN.start`` / ``.stop`` / ``.exception`` with ``duration_ms``; see ``core.spans``).
    """

    def failed(state: Mapping[str, Any], chosen: Any, exc: Exception) -> dict[str, Any]:
        if on_error is None or isinstance(exc, GraphBubbleUp):
            raise exc
        return on_error(state, chosen, name, exc)

    def spanned(state: Mapping[str, Any]) -> Any:
        if span is None:
            return _NO_SPAN
        return timed(span, {"question": state.get("question")}, passthrough=(GraphBubbleUp,))

    def for_run(runtime: Any) -> S:
        context = getattr(runtime, "context", None)
        return settings if context is None else settings.for_run(context)

    def run(state: Mapping[str, Any], runtime: Any = None) -> Any:
        chosen = settings
        try:
            with spanned(state):
                chosen = for_run(runtime)
                work = steps(state, chosen)
                return run_sync(work, deadline=state.get("deadline")) if isinstance(work, GeneratorType) else work
        except Exception as exc:  # the last line of defence: see the module docstring
            return failed(state, chosen, exc)

    async def arun(state: Mapping[str, Any], runtime: Any = None) -> Any:
        chosen = settings
        try:
            with spanned(state):
                chosen = for_run(runtime)
                work = steps(state, chosen)
                if isinstance(work, GeneratorType):
                    return await run_async(work, deadline=state.get("deadline"))
                return work
        except Exception as exc:  # the last line of defence: see the module docstring
            return failed(state, chosen, exc)

    return RunnableCallable(run, arun, name=name, trace=False)
