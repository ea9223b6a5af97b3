"""The ``search`` node: runs every non-terminating tool call of a controller turn.

Searches run concurrently (threads under ``invoke``, the event loop under ``ainvoke``), other
tools in order; results are merged back in call order, so the tool messages and ``tool_history``
read as the controller made the calls.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from langchain_core.messages import ToolMessage
from langgraph.types import interrupt

from arcana_graph.core.effects import Parallel, Steps
from arcana_graph.core.scope import resolve_scope
from arcana_graph.core.text import normalize_query
from arcana_graph.loop.calls import turn_calls
from arcana_graph.loop.config import LoopConfig
from arcana_graph.loop.state import LoopState, ToolRecord
from arcana_graph.loop.telemetry import record_event
from arcana_graph.loop.tools import (
    CallOutcome,
    SearchArgs,
    custom_tool_outcome,
    format_search_summary,
    merge_chunks,
    search_args,
    search_outcome,
    search_request,
    tool_request,
)

__all__ = ["search"]


def _search_key(call: SearchArgs) -> tuple[str, tuple[str, ...] | None, int]:
    return normalize_query(call.query), tuple(call.collections) if call.collections is not None else None, call.limit


def _earlier_searches(history: list[ToolRecord], scope: list[str] | None) -> dict[tuple[Any, ...], ToolRecord]:
    earlier: dict[tuple[Any, ...], ToolRecord] = {}
    for record in history:
        if record["tool"] == "search":
            parsed = search_args(record["args"], scope)
            if isinstance(parsed, SearchArgs):
                earlier.setdefault(_search_key(parsed), record)
    return earlier


def _review(
    todo: list[Any], to_search: list[tuple[int, SearchArgs]]
) -> tuple[list[tuple[int, SearchArgs]], dict[int, str]]:
    """Pause for a person to approve, reject or edit this turn's searches (human in the loop).

    The interrupt carries ``{"searches": [{"call_id", "query", "collections", "limit"}]}``. Resume with
    ``Command(resume=...)``: ``True`` (or nothing) approves all, ``False`` rejects all, or a dict
    ``{"queries": {call_id: new query}, "reject": [call_id, ...]}`` edits or rejects some.
    Rejected searches become "not run" observations the controller reads next turn.
    """
    decision = interrupt(
        {
            "searches": [
                {"call_id": todo[i].id, "query": p.query, "collections": p.collections, "limit": p.limit}
                for i, p in to_search
            ]
        }
    )
    if decision is None or decision is True:
        return to_search, {}
    if decision is False:
        return [], {i: "search not run: a reviewer rejected it" for i, _ in to_search}
    edits = dict(decision.get("queries") or {}) if isinstance(decision, dict) else {}
    rejected = set(decision.get("reject") or []) if isinstance(decision, dict) else set()
    approved: list[tuple[int, SearchArgs]] = []
    notes: dict[int, str] = {}
    for i, parsed in to_search:
        call_id = todo[i].id
        if call_id in rejected:
            notes[i] = "search not run: a reviewer rejected it"
        elif isinstance(edits.get(call_id), str) and edits[call_id].strip():
            approved.append((i, replace(parsed, query=edits[call_id].strip())))
        else:
            approved.append((i, parsed))
    return approved, notes


def _mark_edits(
    outcomes: list[CallOutcome | None], before: dict[int, str], after: list[tuple[int, SearchArgs]]
) -> None:
    """Tell the controller when a reviewer changed one of its queries."""
    for index, parsed in after:
        outcome = outcomes[index]
        if outcome is not None and before.get(index) not in (None, parsed.query):
            outcome.summary = f"(A reviewer changed the query to {parsed.query!r}.)\n{outcome.summary}"


def search(state: LoopState, cfg: LoopConfig) -> Steps[dict[str, Any]]:
    """Run the turn's calls up to its terminating one: searches concurrently, others in order.

    Every call gets exactly one tool message, in call order. Bad calls (unknown tool, missing or
    invalid arguments, a collection outside the scope) and failures (searcher or tool errors)
    become observations. A search repeating an earlier one is not run again: the observation
    points back to the earlier result.
    """
    turn = state.get("iterations", 1) - 1
    scope = resolve_scope(state.get("collections"))
    calls, stop = turn_calls(state), state.get("terminal")
    todo = calls[:stop] if stop is not None else calls
    history = list(state.get("tool_history") or [])
    earlier = _earlier_searches(history, scope)
    custom = {t.name: t for t in cfg.custom_tools}

    outcomes: list[CallOutcome | None] = [None] * len(todo)
    to_search: list[tuple[int, SearchArgs]] = []
    first_in_turn: dict[tuple[Any, ...], int] = {}
    duplicates: list[tuple[int, int]] = []
    custom_jobs: list[int] = []
    for i, call in enumerate(todo):
        if call.parse_error is not None:
            outcomes[i] = CallOutcome(
                f"{call.name or 'tool'} error: invalid arguments ({call.parse_error}); send valid JSON arguments"
            )
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
            custom_jobs.append(i)
        else:
            outcomes[i] = CallOutcome(f"Unknown tool: {call.name}")

    proposed = {i: parsed.query for i, parsed in to_search}
    if cfg.approve_searches and to_search:
        # Before any side effect: on resume LangGraph runs this node again from the top.
        to_search, reviewed = _review(todo, to_search)
        for index, note in reviewed.items():
            outcomes[index] = CallOutcome(note)
    for i in custom_jobs:
        try:
            result = yield tool_request(custom[todo[i].name], todo[i].args)
        except Exception as exc:  # a user tool may raise anything; the controller sees it
            result = exc
        outcomes[i] = custom_tool_outcome(result)
    for index, parsed in to_search:
        if parsed.collections == []:  # an empty scope matches nothing: no search to run
            outcomes[index] = CallOutcome(format_search_summary([]))
    running = [(i, parsed) for i, parsed in to_search if parsed.collections != []]
    if running:
        requests = tuple(search_request(cfg.searcher, parsed, cfg.search_options) for _, parsed in running)
        results = yield Parallel(requests, max_workers=cfg.max_parallel_searches)
        for (index, parsed), result in zip(running, results, strict=True):
            outcomes[index] = search_outcome(parsed, result)
    _mark_edits(outcomes, proposed, to_search)
    for index, original in duplicates:
        done = outcomes[original]
        assert done is not None
        outcomes[index] = CallOutcome(
            f"Same search as call {original + 1} of this turn; see its result.", list(done.chunks)
        )

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
        records.append(record_event(record, len(history) + len(records) + 1))
    update: dict[str, Any] = {"messages": messages, "tool_history": records}
    if found:
        update["chunks"] = merge_chunks(state.get("chunks") or [], found, cfg.chunk_cap)
    return update
