"""The Loop's nodes and routers. Nodes are ``(state, *, cfg) -> partial update``; ``build_loop``
binds ``cfg``. No node raises for anything a model, searcher or tool does: failures become
observations (tool calls), ``terminated_by="error"`` (controller) or a missing answer (synthesis).
"""

from __future__ import annotations

import logging
from typing import Any, Literal

from langchain_core.messages import AnyMessage, HumanMessage, SystemMessage, ToolMessage
from langgraph.graph import END

from arcana_graph.loop.calls import (
    PendingCall,
    first_terminal,
    last_ai_message,
    message_text,
    pending_calls,
    terminal_argument,
)
from arcana_graph.loop.config import LoopConfig
from arcana_graph.loop.controller import decide_json, decide_native, flatten_for_local
from arcana_graph.loop.search_node import search
from arcana_graph.loop.state import LoopState, ToolRecord
from arcana_graph.loop.telemetry import record_event, start_event, stop_event
from arcana_graph.loop.tools import scope_names
from arcana_graph.models import ModelRef

__all__ = ["answer", "controller", "give_up", "route_after_controller", "route_after_search", "search", "synthesize"]

_log = logging.getLogger(__name__)

# Steps a turn may still need after the controller decides to go on: search -> answer, or
# search -> controller -> synthesize. Below this the run ends gracefully as "max_iterations"
# instead of hitting LangGraph's recursion limit.
_STEPS_RESERVE = 4

NUDGE = "Your last reply was empty. Call one of the tools: search, answer or give_up."


def _system_prompt(cfg: LoopConfig, scope: list[str] | None) -> str:
    if isinstance(cfg.system_prompt, str):
        return cfg.system_prompt
    return cfg.system_prompt(max_iterations=cfg.max_iterations, collections=scope)


# -- controller ------------------------------------------------------------------------------------


def controller(state: LoopState, runtime: Any = None, *, cfg: LoopConfig) -> dict[str, Any]:
    """One controller turn: check the budget, then ask the model for its next move."""
    cfg = cfg.for_run(getattr(runtime, "context", None))
    iterations = state.get("iterations", 0)
    scope = scope_names(state.get("collections"))
    tools = cfg.tools_for(scope)
    update: dict[str, Any] = {}
    messages: list[AnyMessage] = list(state.get("messages") or [])
    if not messages:
        messages = [SystemMessage(content=_system_prompt(cfg, scope)), HumanMessage(content=state["question"])]
        update.update(
            messages=list(messages),
            iterations=iterations,
            chunks=[],
            answer=None,
            terminated_by=None,
            error=None,
            grounding=None,
        )
        start_event(state, cfg)
    if iterations >= cfg.max_iterations or state.get("remaining_steps", _STEPS_RESERVE + 1) <= _STEPS_RESERVE:
        return {**update, "terminated_by": "max_iterations"}
    try:
        model = cfg.controller.get()
        if cfg.uses_json:
            reply = decide_json(
                model,
                question=state["question"],
                history=state.get("tool_history") or [],
                chunks=state.get("chunks") or [],
                collections=scope,
                custom_tools=cfg.custom_tools,
                messages=messages,
            )
        else:
            reply = decide_native(model, tools, messages)
    except Exception as exc:  # the controller failing ends the run as data, never as an exception
        _log.warning("controller failed: %s", exc)
        stop_event(state, cfg, iterations + 1, "error")
        return {
            **update,
            "terminated_by": "error",
            "error": f"{type(exc).__name__}: {exc}",
            "iterations": iterations + 1,
        }
    update["iterations"] = iterations + 1
    if pending_calls(reply):
        update["messages"] = [*update.get("messages", []), reply]
        return update
    text = message_text(reply).strip()
    if text:  # a plain reply is the answer (no answerer rewrite on this path, as in Arcana)
        stop_event(state, cfg, iterations + 1, "answered")
        return {**update, "messages": [*update.get("messages", []), reply], "answer": text, "terminated_by": "answered"}
    # An empty reply: tell the model, let it try again (the budget still applies).
    return {**update, "messages": [*update.get("messages", []), reply, HumanMessage(content=NUDGE)]}


def route_after_controller(
    state: LoopState, *, terminal_tools: frozenset[str]
) -> Literal["controller", "search", "answer", "give_up", "synthesize", "__end__"]:
    """Where a controller turn leads (see the graph in ``build_loop``)."""
    terminated = state.get("terminated_by")
    if terminated == "max_iterations":
        return "synthesize"
    if terminated is not None:
        return END
    calls = pending_calls(last_ai_message(state.get("messages") or []))
    if not calls:
        return "controller"
    first = first_terminal(calls, terminal_tools)
    if first == 0:
        return calls[0].name  # type: ignore[return-value]
    return "search"


def route_after_search(
    state: LoopState, *, terminal_tools: frozenset[str]
) -> Literal["controller", "answer", "give_up"]:
    """After the tool calls ran: to the terminating call of the same turn, if any, else back."""
    calls = pending_calls(last_ai_message(state.get("messages") or []))
    first = first_terminal(calls, terminal_tools)
    return calls[first].name if first is not None else "controller"  # type: ignore[return-value]


# -- terminating calls --------------------------------------------------------------------------------


def _closing_messages(calls: list[PendingCall], index: int, content: str) -> list[ToolMessage]:
    """The terminating call's result and a "not run" result for each call after it."""
    closing = [ToolMessage(content=content, tool_call_id=calls[index].id, name=calls[index].name)]
    closing += [
        ToolMessage(
            content=f"Not run: the conversation ended with {calls[index].name}.",
            tool_call_id=c.id,
            name=c.name or "unknown",
        )
        for c in calls[index + 1 :]
    ]
    return closing


def _invoke_plain(model_ref: ModelRef, messages: list[AnyMessage], instruction: str) -> str:
    """One tool-less call with the research so far plus an instruction; returns the reply text."""
    model = model_ref.get()
    prompt = (
        flatten_for_local(messages, instruction)
        if model_ref.is_local
        else [*messages, HumanMessage(content=instruction)]
    )
    return message_text(model.invoke(prompt, config={"tags": ["arcana:answer"]})).strip()


def _terminal_call(state: LoopState, cfg: LoopConfig, tool: str) -> tuple[list[PendingCall], int, str]:
    """The turn's calls, the index of its terminating ``tool`` call, and that call's argument."""
    calls = pending_calls(last_ai_message(state.get("messages") or []))
    index = first_terminal(calls, cfg.terminal_tools)
    assert index is not None and calls[index].name == tool, "the router only sends well-formed calls here"
    return calls, index, terminal_argument(calls[index]) or ""


def _finish(
    state: LoopState,
    cfg: LoopConfig,
    calls: list[PendingCall],
    index: int,
    *,
    final: str,
    summary: str,
    terminated_by: Literal["answered", "gave_up"],
) -> dict[str, Any]:
    """Record the terminating call, answer every remaining call, and end the run."""
    record: ToolRecord = {
        "tool": calls[index].name,
        "args": dict(calls[index].args),
        "iteration": state.get("iterations", 1) - 1,
        "summary": summary,
        "returned_chunk_ids": [],
    }
    recorded = record_event(record, len(state.get("tool_history") or []) + 1)
    stop_event(state, cfg, state.get("iterations", 0), terminated_by)
    return {
        "messages": _closing_messages(calls, index, final),
        "tool_history": [recorded],
        "answer": final,
        "terminated_by": terminated_by,
    }


def answer(state: LoopState, runtime: Any = None, *, cfg: LoopConfig) -> dict[str, Any]:
    """The ``answer`` call ends the run; an answerer model, if configured, rewrites the draft."""
    cfg = cfg.for_run(getattr(runtime, "context", None))
    calls, index, draft = _terminal_call(state, cfg, "answer")
    final = draft
    if cfg.answerer is not None:
        history = [*(state.get("messages") or []), *_closing_messages(calls, index, draft)]
        try:
            final = _invoke_plain(cfg.answerer, history, cfg.answer_prompt) or draft
        except Exception as exc:  # the answerer is optional: its failure keeps the draft
            _log.warning("answerer failed, keeping the controller's draft: %s", exc)
    return _finish(state, cfg, calls, index, final=final, summary="Answered.", terminated_by="answered")


def give_up(state: LoopState, runtime: Any = None, *, cfg: LoopConfig) -> dict[str, Any]:
    """The ``give_up`` call ends the run with "Could not answer: <reason>" (never rewritten)."""
    cfg = cfg.for_run(getattr(runtime, "context", None))
    calls, index, reason = _terminal_call(state, cfg, "give_up")
    return _finish(
        state,
        cfg,
        calls,
        index,
        final=f"Could not answer: {reason}",
        summary=f"Gave up: {reason}",
        terminated_by="gave_up",
    )


def synthesize(state: LoopState, runtime: Any = None, *, cfg: LoopConfig) -> dict[str, Any]:
    """Budget spent: write the best answer from the gathered chunks, without tools.

    Skipped when disabled or when nothing was found; a failed synthesis leaves ``answer`` None.
    """
    cfg = cfg.for_run(getattr(runtime, "context", None))
    chunks = state.get("chunks") or []
    iterations = state.get("iterations", 0)
    update: dict[str, Any] = {}
    if cfg.fallback_synthesis and chunks:
        messages = list(state.get("messages") or [])
        prompt = HumanMessage(content=cfg.synthesis_prompt)
        try:
            if cfg.synthesizer is not None:
                text = (cfg.synthesizer([*messages, prompt]) or "").strip()
            else:
                text = _invoke_plain(cfg.answerer or cfg.controller, messages, cfg.synthesis_prompt)
        except Exception as exc:  # synthesis is a best effort: the run still ends as data
            _log.warning("fallback synthesis failed: %s", exc)
            text = ""
        if text:
            record: ToolRecord = {
                "tool": "synthesis",
                "args": {"text": text},
                "iteration": iterations,
                "summary": f"Synthesized from {len(chunks)} chunks",
                "returned_chunk_ids": [],
            }
            history_size = len(state.get("tool_history") or []) + 1
            update = {"answer": text, "messages": [prompt], "tool_history": [record_event(record, history_size)]}
    stop_event(state, cfg, iterations, "max_iterations")
    return update
