"""The Loop's nodes.

Nodes are step functions ``(state, cfg) -> Steps[update]`` (see ``arcana_graph.core.effects``):
``build_loop`` turns each into a node that runs them blocking under ``invoke`` and async under
``ainvoke``, with ``cfg`` already adjusted to the run's context. Failures a model, searcher or
tool can cause become observations (tool calls) or a missing answer (synthesis); anything that
still escapes a node (the controller's model failing after the client's retries, the run's time
budget) reaches ``on_error``, which ends the run with ``terminated_by="error"``: a run never raises.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Mapping
from typing import Any, Literal

from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, SystemMessage, ToolMessage

from arcana_graph.core.citations import cite
from arcana_graph.core.effects import Deadline, Steps, call, model_call
from arcana_graph.core.errors import ArcanaError, ConfigurationError
from arcana_graph.core.filters import both
from arcana_graph.core.protocols import Grounder
from arcana_graph.core.scope import resolve_filter, resolve_scope
from arcana_graph.core.searcher import graph_background
from arcana_graph.grounding.node import ground_steps
from arcana_graph.loop.calls import (
    PendingCall,
    first_terminal,
    message_text,
    pending_calls,
    records,
    terminal_argument,
    turn_calls,
)
from arcana_graph.loop.config import LoopConfig
from arcana_graph.loop.state import AfterTools, LoopState, NextStep, ToolRecord, Turn
from arcana_graph.loop.strategies import SUPPORT_KEY, JsonTurn, decide_json, decide_native
from arcana_graph.loop.telemetry import exception_event, record_event, start_event, stop_event
from arcana_graph.loop.tool_node import search
from arcana_graph.loop.transcript import flatten_for_local
from arcana_graph.models.chat import ModelRef

__all__ = [
    "answer",
    "controller",
    "give_up",
    "ground",
    "on_error",
    "search",
    "synthesize",
]

_log = logging.getLogger(__name__)

# Steps a turn may still need after the controller decides to go on: search -> answer, or
# search -> controller -> synthesize. Below this the run ends gracefully as "max_iterations"
# instead of hitting LangGraph's recursion limit.
_STEPS_RESERVE = 4


def _fresh_run(state: Mapping[str, Any], cfg: LoopConfig) -> dict[str, Any]:
    """What a new run starts with: its opening messages, empty results and its deadline.

    Raises:
        ConfigurationError: the input is unusable (a question that is not text, a malformed scope).
    """
    question = state.get("question")
    if not isinstance(question, str) or not question.strip():
        raise ConfigurationError("question must be a non-empty string")
    scope = resolve_scope(state.get("collections"))
    resolve_filter(state.get("filter"))
    return {
        "messages": [SystemMessage(content=cfg.system_prompt(scope)), HumanMessage(content=question)],
        "iterations": 0,
        "chunks": [],
        "answer": None,
        "citations": [],
        "dropped_citations": 0,
        "terminated_by": None,
        "error": None,
        "grounding": None,
        "deadline": time.time() + cfg.max_seconds if cfg.max_seconds else None,
        "started_at": time.time(),
    }


def _with_call_ids(reply: AIMessage, used: set[str]) -> AIMessage:
    """The reply with a unique id on every tool call: a missing id, or one seen before in this
    conversation, is replaced, so each call pairs with exactly one tool result."""
    changed = False

    def fresh(entries: list[Any]) -> list[Any]:
        nonlocal changed
        out = []
        for entry in entries:
            call_id = entry.get("id")
            if not isinstance(call_id, str) or not call_id or call_id in used:
                call_id, changed = f"call_{uuid.uuid4().hex[:12]}", True
                entry = {**entry, "id": call_id}
            used.add(call_id)
            out.append(entry)
        return out

    tool_calls, invalid = fresh(list(reply.tool_calls)), fresh(list(reply.invalid_tool_calls))
    return reply.model_copy(update={"tool_calls": tool_calls, "invalid_tool_calls": invalid}) if changed else reply


def _ids_used(messages: list[AnyMessage]) -> set[str]:
    used: set[str] = set()
    for message in messages:
        if isinstance(message, AIMessage):
            for entry in (*message.tool_calls, *message.invalid_tool_calls):
                if entry.get("id"):
                    used.add(str(entry["id"]))
    return used


# -- controller ------------------------------------------------------------------------------------


def controller(state: LoopState, cfg: LoopConfig) -> Steps[dict[str, Any]]:
    """One controller turn: check the budget, ask the model for its next move, and write down the
    turn's calls and where the run goes next (``turn``: the graph routes on it)."""
    update: dict[str, Any] = {}
    messages: list[AnyMessage] = state.get("messages") or []  # read only: the updates below are new lists
    if not messages:
        try:
            update = _fresh_run(state, cfg)
        except ConfigurationError as exc:  # bad input ends the run before any model call
            stop_event(state, cfg, 0, "error")
            return {"iterations": 0, "terminated_by": "error", "error": str(exc), "answer": None, "chunks": []}
        messages = update["messages"]
        yield Deadline(update["deadline"])
        start_event(state, cfg)
        if cfg.graph_context:  # fetched once per run, read by whatever writes the answer
            # every filter the searches apply holds here too (the graph gives none under one)
            run_filter = both(state.get("filter"), cfg.search_options.get("filter"))
            scope = {"collections": resolve_scope(state.get("collections")), "filter": run_filter}
            update["background"] = yield from graph_background(cfg.searcher, state["question"], **scope)
    iterations = state.get("iterations", 0) if state.get("messages") else 0
    if iterations >= cfg.max_iterations or state.get("remaining_steps", _STEPS_RESERVE + 1) <= _STEPS_RESERVE:
        return {**update, "terminated_by": "max_iterations", "turn": _turn([], None, "synthesize")}
    reply = yield from _ask_controller({**state, **update} if update else state, cfg, messages)
    return {**update, **_after_reply(state, cfg, messages, reply, iterations)}


def _ask_controller(state: LoopState, cfg: LoopConfig, messages: list[AnyMessage]) -> Steps[AIMessage]:
    """The controller model's reply for this turn, with a unique id on every tool call."""
    scope = resolve_scope(state.get("collections"))
    model = yield from cfg.controller.acquire()
    if cfg.uses_json:
        turn = JsonTurn.read(
            state.get("tool_history") or [],
            state.get("chunks") or [],
            model=model,
            question=state["question"],
            prompts=cfg.prompts,
            instructions=cfg.instructions,
            collections=scope,
            custom_tools=cfg.custom_tools,
            code_plans=cfg.planner == "code",
            background=state.get("background") or "",
        )
        reply = yield from decide_json(turn, messages)
    else:
        reply = yield from decide_native(model, cfg.tools_for(scope), messages)
    return _with_call_ids(reply, _ids_used(messages))


def _after_reply(
    state: LoopState, cfg: LoopConfig, messages: list[AnyMessage], reply: AIMessage, iterations: int
) -> dict[str, Any]:
    """The state update a reply makes: its calls and where they lead, a plain answer, or a nudge."""
    fresh = [] if state.get("messages") else messages
    calls = pending_calls(reply)
    if calls:
        terminal = first_terminal(calls, cfg.terminal_tools)
        next_step: NextStep = calls[0].name if terminal == 0 else "search"  # type: ignore[assignment]
        after: AfterTools = calls[terminal].name if terminal is not None else "controller"  # type: ignore[assignment]
        turn = _turn(records(calls), terminal, next_step, after, reply.response_metadata.get(SUPPORT_KEY))
        return {"iterations": iterations + 1, "messages": [*fresh, reply], "turn": turn}
    text = message_text(reply).strip()
    if text:  # a plain reply is the answer (no answerer rewrite on this path, as in Arcana)
        stop_event(state, cfg, iterations + 1, "answered")
        update = {"answer": text, "terminated_by": "answered", "turn": _turn([], None, "__end__")}
        return {"iterations": iterations + 1, "messages": [*fresh, reply], **update}
    # An empty reply: tell the model, let it try again (the budget still applies).
    nudge = HumanMessage(content=cfg.prompts.nudge)
    return {"iterations": iterations + 1, "messages": [*fresh, reply, nudge], "turn": _turn([], None, "controller")}


def _turn(
    calls: list[Any],
    terminal: int | None,
    next_step: NextStep,
    after: AfterTools = "controller",
    support: list[str] | None = None,
) -> Turn:
    return {
        "calls": calls,
        "terminal": terminal,
        "next_step": next_step,
        "after_tools": after,
        "support": support or [],
    }


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


def _plain_reply(model_ref: ModelRef, messages: list[AnyMessage], instruction: str) -> Steps[str]:
    """One tool-less call with the research so far plus an instruction; returns the reply text."""
    model = yield from model_ref.acquire()
    prompt = (
        flatten_for_local(messages, instruction)
        if model_ref.is_local
        else [*messages, HumanMessage(content=instruction)]
    )
    reply = yield model_call(model, prompt, {"tags": ["arcana:answer"]})
    return message_text(reply).strip()


def _terminal_call(state: LoopState, tool: str) -> tuple[list[PendingCall], int, str]:
    """The turn's calls, the index of its terminating ``tool`` call, and that call's argument."""
    calls, index = turn_calls(state), (state.get("turn") or {}).get("terminal")
    assert index is not None and calls[index].name == tool, "the router only sends well-formed calls here"
    return calls, index, terminal_argument(calls[index]) or ""


def _cited(state: LoopState, text: str) -> dict[str, Any]:
    """The answer with its citations: the evidence the strategy kept, else the markers the model
    wrote (``[<chunk id>]``, renumbered; unknown ones dropped and counted), else the closest sentence."""
    chunks = list(state.get("chunks") or [])
    by_id = {c.id: c for c in chunks}
    evidence = (state.get("turn") or {}).get("support") or []
    answer, citations, dropped = cite(text, chunks, evidence=evidence, resolve=by_id.get)
    return {"answer": answer, "citations": citations, "dropped_citations": dropped}


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
    """Record the terminating call, answer every remaining call, and end the run (an answer with
    its citations)."""
    record: ToolRecord = {
        "tool": calls[index].name,
        "args": dict(calls[index].args),
        "iteration": state.get("iterations", 1) - 1,
        "summary": summary,
        "returned_chunk_ids": [],
    }
    recorded = record_event(record, len(state.get("tool_history") or []) + 1)
    ending = _cited(state, final) if terminated_by == "answered" else {"answer": final, "citations": []}
    stop_event(state, cfg, state.get("iterations", 0), terminated_by, ending["citations"])
    return {
        "messages": _closing_messages(calls, index, ending["answer"]),
        "tool_history": [recorded],
        "terminated_by": terminated_by,
        **ending,
    }


def answer(state: LoopState, cfg: LoopConfig) -> Steps[dict[str, Any]]:
    """The ``answer`` call ends the run; an answerer model, if configured, rewrites the draft."""
    calls, index, draft = _terminal_call(state, "answer")
    final = draft
    if cfg.answerer is not None:
        history = [*(state.get("messages") or []), *_closing_messages(calls, index, draft)]
        try:
            instruction = cfg.prompts.answer_text(state["question"], state.get("chunks") or [])
            instruction = cfg.prompts.with_background(instruction, state.get("background"))
            final = (yield from _plain_reply(cfg.answerer, history, instruction)) or draft
        except Exception as exc:  # the answerer is optional: its failure keeps the draft
            _log.warning("answerer failed, keeping the controller's draft: %s", exc)
    return _finish(state, cfg, calls, index, final=final, summary="Answered.", terminated_by="answered")


def give_up(state: LoopState, cfg: LoopConfig) -> dict[str, Any]:
    """The ``give_up`` call ends the run with "Could not answer: <reason>" (never rewritten)."""
    calls, index, reason = _terminal_call(state, "give_up")
    return _finish(
        state,
        cfg,
        calls,
        index,
        final=f"Could not answer: {reason}",
        summary=f"Gave up: {reason}",
        terminated_by="gave_up",
    )


def synthesize(state: LoopState, cfg: LoopConfig) -> Steps[dict[str, Any]]:
    """Budget spent: write the best answer from the gathered chunks, without tools.

    Skipped when disabled or when nothing was found; a failed synthesis leaves ``answer`` None.
    """
    chunks = state.get("chunks") or []
    iterations = state.get("iterations", 0)
    update: dict[str, Any] = {}
    if cfg.fallback_synthesis and chunks:
        messages = list(state.get("messages") or [])
        instruction = cfg.prompts.with_background(
            cfg.prompts.synthesis_text(state["question"], chunks), state.get("background")
        )
        prompt = HumanMessage(content=instruction)
        synthesizer = cfg.synthesizer
        try:
            if synthesizer is not None:
                text = str((yield call(lambda: synthesizer([*messages, prompt]), what="the synthesizer")) or "")
                text = text.strip()
            else:
                text = yield from _plain_reply(cfg.answerer or cfg.controller, messages, instruction)
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
            update = {"messages": [prompt], "tool_history": [record_event(record, history_size)], **_cited(state, text)}
    stop_event(state, cfg, iterations, "max_iterations", update.get("citations"))
    return update


# -- errors --------------------------------------------------------------------------------------------


def ground(state: LoopState, cfg: LoopConfig, *, grounder: Grounder) -> Steps[dict[str, Any]]:
    """Check the finished run's answer against its chunks (see ``arcana_graph.grounding``)."""
    return (yield from ground_steps(state, grounder=grounder, event="arcana.loop.ground"))


def on_error(state: Mapping[str, Any], cfg: LoopConfig, node: str, exc: Exception) -> dict[str, Any]:
    """The last line of defence: whatever escaped a node ends the run as data, with every open
    tool call answered so the history stays valid."""
    message = str(exc) if isinstance(exc, ArcanaError) else f"{type(exc).__name__}: {exc}"
    _log.warning("loop node %s failed: %s", node, message)
    update: dict[str, Any] = {"terminated_by": "error", "error": message}
    messages = list(state.get("messages") or [])
    if not messages:
        try:
            update = {**_fresh_run(state, cfg), **update}
        except ConfigurationError:
            pass
    iterations = state.get("iterations", 0) + (1 if node == "controller" else 0)
    update["iterations"] = iterations
    answered = {m.tool_call_id for m in messages if isinstance(m, ToolMessage)}
    open_calls = [c for c in turn_calls(state) if c.id not in answered]
    if open_calls:
        update["messages"] = [
            ToolMessage(content="Not run: the run ended with an error.", tool_call_id=c.id, name=c.name or "unknown")
            for c in open_calls
        ]
    exception_event(state, cfg, node, message)
    stop_event({**state, **update}, cfg, iterations, "error")  # type: ignore[arg-type]
    return update
