"""The Loop's nodes and routers. Nodes are ``(state, *, cfg) -> partial update``; ``build_loop``
binds ``cfg``. No node raises for anything a model, searcher or tool does: failures become
observations (tool calls), ``terminated_by="error"`` (controller) or a missing answer (synthesis).
"""

from __future__ import annotations

import logging
import re
from concurrent.futures import ThreadPoolExecutor
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
from arcana_graph.loop.state import LoopState, ToolRecord
from arcana_graph.loop.tools import (
    CallOutcome,
    SearchArgs,
    default_tools,
    merge_chunks,
    run_custom_tool,
    run_search,
    scope_names,
    search_args,
)
from arcana_graph.models import ModelRef
from arcana_graph.telemetry import emit

__all__ = ["answer", "controller", "give_up", "route_after_controller", "route_after_search", "search", "synthesize"]

_log = logging.getLogger(__name__)

# Steps a turn may still need after the controller decides to go on: search -> answer, or
# search -> controller -> synthesize. Below this the run ends gracefully as "max_iterations"
# instead of hitting LangGraph's recursion limit.
_STEPS_RESERVE = 4

NUDGE = "Your last reply was empty. Call one of the tools: search, answer or give_up."


def _tools(cfg: LoopConfig, scope: list[str] | None) -> list[Any]:
    return [*(default_tools(scope) if cfg.include_default_tools else []), *cfg.custom_tools]


def _system_prompt(cfg: LoopConfig, scope: list[str] | None) -> str:
    if isinstance(cfg.system_prompt, str):
        return cfg.system_prompt
    return cfg.system_prompt(max_iterations=cfg.max_iterations, collections=scope)


def _stop_event(state: LoopState, cfg: LoopConfig, iterations: int, terminated_by: str) -> None:
    emit(
        "arcana.loop.stop",
        {
            "question": state.get("question"),
            "max_iterations": cfg.max_iterations,
            "tool_count": len(_tools(cfg, scope_names(state.get("collections")))),
            "iterations": iterations,
            "terminated_by": terminated_by,
        },
    )


def _record(record: ToolRecord, history_size: int) -> ToolRecord:
    emit("arcana.loop.tool_call", {**record, "history_size": history_size})
    return record


# -- controller ------------------------------------------------------------------------------------


def controller(state: LoopState, *, cfg: LoopConfig) -> dict[str, Any]:
    """One controller turn: check the budget, then ask the model for its next move."""
    iterations = state.get("iterations", 0)
    scope = scope_names(state.get("collections"))
    tools = _tools(cfg, scope)
    update: dict[str, Any] = {}
    messages: list[AnyMessage] = list(state.get("messages") or [])
    if not messages:
        messages = [SystemMessage(content=_system_prompt(cfg, scope)), HumanMessage(content=state["question"])]
        update.update(
            messages=list(messages), iterations=iterations, chunks=[], answer=None, terminated_by=None, error=None
        )
        emit("arcana.loop.start", {"question": state["question"], "max_iterations": cfg.max_iterations, "tool_count": len(tools)})
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
            )
        else:
            reply = decide_native(model, tools, messages)
    except Exception as exc:  # the controller failing ends the run as data, never as an exception
        _log.warning("controller failed: %s", exc)
        _stop_event(state, cfg, iterations + 1, "error")
        return {**update, "terminated_by": "error", "error": f"{type(exc).__name__}: {exc}", "iterations": iterations + 1}
    update["iterations"] = iterations + 1
    if pending_calls(reply):
        update["messages"] = [*update.get("messages", []), reply]
        return update
    text = message_text(reply).strip()
    if text:  # a plain reply is the answer (no answerer rewrite on this path, as in Arcana)
        _stop_event(state, cfg, iterations + 1, "answered")
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


def route_after_search(state: LoopState, *, terminal_tools: frozenset[str]) -> Literal["controller", "answer", "give_up"]:
    """After the tool calls ran: to the terminating call of the same turn, if any, else back."""
    calls = pending_calls(last_ai_message(state.get("messages") or []))
    first = first_terminal(calls, terminal_tools)
    return calls[first].name if first is not None else "controller"  # type: ignore[return-value]


# -- search (every non-terminating call of a turn) ------------------------------------------------


def _search_key(call: SearchArgs) -> tuple[str, tuple[str, ...] | None, int]:
    normalised = re.sub(r"\s+", " ", call.query).strip().casefold()
    return normalised, tuple(call.collections) if call.collections is not None else None, call.limit


def _earlier_searches(history: list[ToolRecord], scope: list[str] | None) -> dict[tuple[Any, ...], ToolRecord]:
    earlier: dict[tuple[Any, ...], ToolRecord] = {}
    for record in history:
        if record["tool"] == "search":
            parsed = search_args(record["args"], scope)
            if isinstance(parsed, SearchArgs):
                earlier.setdefault(_search_key(parsed), record)
    return earlier


def search(state: LoopState, *, cfg: LoopConfig) -> dict[str, Any]:
    """Run the turn's calls up to its terminating one: searches concurrently, others in order.

    Every call gets exactly one tool message, in call order. Bad calls (unknown tool, missing or
    invalid arguments, a collection outside the scope) and failures (searcher or tool errors)
    become observations. A search repeating an earlier one is not run again: the observation
    points back to the earlier result.
    """
    turn = state.get("iterations", 1) - 1
    scope = scope_names(state.get("collections"))
    calls = pending_calls(last_ai_message(state.get("messages") or []))
    stop = first_terminal(calls, cfg.terminal_tools)
    todo = calls[:stop] if stop is not None else calls
    history = list(state.get("tool_history") or [])
    earlier = _earlier_searches(history, scope)
    custom = {t.name: t for t in cfg.custom_tools}

    outcomes: list[CallOutcome | None] = [None] * len(todo)
    to_search: list[tuple[int, SearchArgs]] = []
    first_in_turn: dict[tuple[Any, ...], int] = {}
    duplicates: list[tuple[int, int]] = []
    for i, call in enumerate(todo):
        if call.parse_error is not None:
            outcomes[i] = CallOutcome(f"{call.name or 'tool'} error: invalid arguments ({call.parse_error}); send valid JSON arguments")
        elif call.name == "search" and cfg.include_default_tools:
            parsed = search_args(call.args, scope)
            if isinstance(parsed, str):
                outcomes[i] = CallOutcome(parsed)
                continue
            key = _search_key(parsed)
            if key in earlier:
                before = earlier[key]
                ids = ", ".join(before["returned_chunk_ids"]) or "none"
                outcomes[i] = CallOutcome(
                    f"Already searched for {parsed.query!r} at turn {before['iteration'] + 1}; not run again. "
                    f"It returned the chunks shown then ({ids}). Try different words, or answer / give_up."
                )
            elif key in first_in_turn:
                duplicates.append((i, first_in_turn[key]))
            else:
                first_in_turn[key] = i
                to_search.append((i, parsed))
        elif call.name in ("answer", "give_up") and cfg.include_default_tools:
            argument = "text" if call.name == "answer" else "reason"
            outcomes[i] = CallOutcome(
                f"{call.name} error: missing {argument} argument; call {call.name} again with a non-empty `{argument}`"
            )
        elif call.name in custom:
            outcomes[i] = run_custom_tool(custom[call.name], call.args)
        else:
            outcomes[i] = CallOutcome(f"Unknown tool: {call.name}")

    if len(to_search) == 1:
        index, parsed = to_search[0]
        outcomes[index] = run_search(cfg.searcher, parsed, cfg.search_options)
    elif to_search:
        with ThreadPoolExecutor(max_workers=min(cfg.max_parallel_searches, len(to_search))) as pool:
            results = pool.map(lambda job: run_search(cfg.searcher, job[1], cfg.search_options), to_search)
            for (index, _), outcome in zip(to_search, results, strict=True):
                outcomes[index] = outcome
    for index, original in duplicates:
        done = outcomes[original]
        assert done is not None
        outcomes[index] = CallOutcome(f"Same search as call {original + 1} of this turn; see its result.", list(done.chunks))

    messages: list[ToolMessage] = []
    records: list[ToolRecord] = []
    found = []
    for call, outcome in zip(todo, outcomes, strict=True):
        assert outcome is not None
        messages.append(ToolMessage(content=outcome.summary, tool_call_id=call.id, name=call.name or "unknown"))
        found.extend(outcome.chunks)
        record: ToolRecord = {
            "tool": call.name,
            "args": dict(call.args),
            "iteration": turn,
            "summary": outcome.summary,
            "returned_chunk_ids": [c.id for c in outcome.chunks],
        }
        records.append(_record(record, len(history) + len(records) + 1))
    update: dict[str, Any] = {"messages": messages, "tool_history": records}
    if found:
        update["chunks"] = merge_chunks(state.get("chunks") or [], found, cfg.chunk_cap)
    return update


# -- terminating calls --------------------------------------------------------------------------------


def _closing_messages(calls: list[PendingCall], index: int, content: str) -> list[ToolMessage]:
    """The terminating call's result and a "not run" result for each call after it."""
    closing = [ToolMessage(content=content, tool_call_id=calls[index].id, name=calls[index].name)]
    closing += [
        ToolMessage(content=f"Not run: the conversation ended with {calls[index].name}.", tool_call_id=c.id, name=c.name or "unknown")
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


def answer(state: LoopState, *, cfg: LoopConfig) -> dict[str, Any]:
    """The ``answer`` call ends the run; an answerer model, if configured, rewrites the draft."""
    turn = state.get("iterations", 1) - 1
    calls = pending_calls(last_ai_message(state.get("messages") or []))
    index = first_terminal(calls, cfg.terminal_tools)
    assert index is not None and calls[index].name == "answer"
    draft = terminal_argument(calls[index]) or ""
    final = draft
    if cfg.answerer is not None:
        history = [*(state.get("messages") or []), *_closing_messages(calls, index, draft)]
        try:
            final = _invoke_plain(cfg.answerer, history, cfg.answer_prompt) or draft
        except Exception as exc:  # the answerer is optional: its failure keeps the draft
            _log.warning("answerer failed, keeping the controller's draft: %s", exc)
    record: ToolRecord = {
        "tool": "answer",
        "args": dict(calls[index].args),
        "iteration": turn,
        "summary": "Answered.",
        "returned_chunk_ids": [],
    }
    recorded = _record(record, len(state.get("tool_history") or []) + 1)
    _stop_event(state, cfg, state.get("iterations", 0), "answered")
    return {
        "messages": _closing_messages(calls, index, final),
        "tool_history": [recorded],
        "answer": final,
        "terminated_by": "answered",
    }


def give_up(state: LoopState, *, cfg: LoopConfig) -> dict[str, Any]:
    """The ``give_up`` call ends the run with "Could not answer: <reason>" (never rewritten)."""
    turn = state.get("iterations", 1) - 1
    calls = pending_calls(last_ai_message(state.get("messages") or []))
    index = first_terminal(calls, cfg.terminal_tools)
    assert index is not None and calls[index].name == "give_up"
    reason = terminal_argument(calls[index]) or ""
    final = f"Could not answer: {reason}"
    record: ToolRecord = {
        "tool": "give_up",
        "args": dict(calls[index].args),
        "iteration": turn,
        "summary": f"Gave up: {reason}",
        "returned_chunk_ids": [],
    }
    recorded = _record(record, len(state.get("tool_history") or []) + 1)
    _stop_event(state, cfg, state.get("iterations", 0), "gave_up")
    return {
        "messages": _closing_messages(calls, index, final),
        "tool_history": [recorded],
        "answer": final,
        "terminated_by": "gave_up",
    }


def synthesize(state: LoopState, *, cfg: LoopConfig) -> dict[str, Any]:
    """Budget spent: write the best answer from the gathered chunks, without tools.

    Skipped when disabled or when nothing was found; a failed synthesis leaves ``answer`` None.
    """
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
            update = {"answer": text, "messages": [prompt], "tool_history": [_record(record, history_size)]}
    _stop_event(state, cfg, iterations, "max_iterations")
    return update


