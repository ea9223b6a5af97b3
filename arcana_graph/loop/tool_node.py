"""The ``search`` node: runs every non-terminating tool call of a controller turn.

Searches run concurrently (threads under ``invoke``, the event loop under ``ainvoke``), other
tools in order; results are merged back in call order, so the tool messages and ``tool_history``
read as the controller made the calls.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from langchain_core.messages import ToolMessage
from langgraph.types import interrupt

from arcana_graph.core.effects import Parallel, Steps
from arcana_graph.core.filters import MetadataFilter
from arcana_graph.core.scope import resolve_scope, scoped_options
from arcana_graph.core.text import normalize_query
from arcana_graph.loop.calls import PendingCall, turn_calls
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


_normalized = functools.lru_cache(maxsize=4096)(normalize_query)
"""``normalize_query``, remembered: every turn compares its searches with all the run's earlier ones."""


def _search_key(call: SearchArgs) -> tuple[str, tuple[str, ...] | None, int]:
    return _normalized(call.query), tuple(call.collections) if call.collections is not None else None, call.limit


def _earlier_searches(
    history: list[ToolRecord], scope: list[str] | None, queries: set[str]
) -> dict[tuple[Any, ...], ToolRecord]:
    """The first earlier search of each key, for the searches whose normalised query is in
    ``queries`` (this turn's): the others cannot repeat one of this turn's, so they are not parsed."""
    earlier: dict[tuple[Any, ...], ToolRecord] = {}
    for record in history:
        if record["tool"] != "search":
            continue
        query = record["args"].get("query")
        if not isinstance(query, str) or _normalized(query) not in queries:
            continue
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


@dataclass
class _Turn:
    """The turn's calls sorted by what happens to them (positions in ``todo``)."""

    todo: list[PendingCall]
    outcomes: list[CallOutcome | None]
    to_search: list[tuple[int, SearchArgs]] = field(default_factory=list)
    duplicates: list[tuple[int, int]] = field(default_factory=list)
    """(position, position of the same search earlier in this turn)."""
    custom_jobs: list[int] = field(default_factory=list)


def search(state: LoopState, cfg: LoopConfig) -> Steps[dict[str, Any]]:
    """Run the turn's calls up to its terminating one: searches concurrently, others in order.

    Every call gets exactly one tool message, in call order. Bad calls (unknown tool, missing or
    invalid arguments, a collection outside the scope) and failures (searcher or tool errors)
    become observations. A search repeating an earlier one is not run again: the observation
    points back to the earlier result.
    """
    scope = resolve_scope(state.get("collections"))
    calls, stop = turn_calls(state), (state.get("turn") or {}).get("terminal")
    history = state.get("tool_history") or []
    turn = _sort_calls(calls[:stop] if stop is not None else calls, cfg, scope, history)
    run_filter = state.get("filter")
    if cfg.approve_searches and turn.to_search:
        proposed = {i: parsed.query for i, parsed in turn.to_search}
        # Before any side effect: on resume LangGraph runs this node again from the top.
        turn.to_search, reviewed = _review(turn.todo, turn.to_search)
        for index, note in reviewed.items():
            turn.outcomes[index] = CallOutcome(note)
        yield from _run_custom_tools(turn, cfg, scope, run_filter)
        yield from _run_searches(turn, cfg, scoped_options(cfg.search_options, run_filter), run_filter)
        _mark_edits(turn.outcomes, proposed, turn.to_search)
    else:
        if turn.custom_jobs:
            yield from _run_custom_tools(turn, cfg, scope, run_filter)
        if turn.to_search:
            yield from _run_searches(turn, cfg, scoped_options(cfg.search_options, run_filter), run_filter)
    for index, original in turn.duplicates:
        done = turn.outcomes[original]
        assert done is not None
        turn.outcomes[index] = CallOutcome(
            f"Same search as call {original + 1} of this turn; see its result.", list(done.chunks)
        )
    return _results(state, cfg, turn, len(history))


def _sort_calls(todo: list[PendingCall], cfg: LoopConfig, scope: list[str] | None, history: list[ToolRecord]) -> _Turn:
    """Answer the calls that need no work (bad ones, repeats) and sort the rest into jobs."""
    turn = _Turn(todo=todo, outcomes=[None] * len(todo))
    searches: list[tuple[int, SearchArgs]] = []
    for i, call in enumerate(todo):
        if call.parse_error is not None:
            turn.outcomes[i] = CallOutcome(
                f"{call.name or 'tool'} error: invalid arguments ({call.parse_error}); send valid JSON arguments"
            )
        elif call.name == "search" and cfg.include_default_tools:
            parsed = search_args(call.args, scope)
            if isinstance(parsed, str):
                turn.outcomes[i] = CallOutcome(parsed)
            else:
                searches.append((i, parsed))
        elif call.name in ("answer", "give_up") and cfg.include_default_tools:
            argument = "text" if call.name == "answer" else "reason"
            turn.outcomes[i] = CallOutcome(
                f"{call.name} error: missing {argument} argument; call {call.name} again with a non-empty `{argument}`"
            )
        elif call.name in cfg.custom_tool_names:
            turn.custom_jobs.append(i)
        else:
            turn.outcomes[i] = CallOutcome(f"Unknown tool: {call.name}")
    if searches:
        _sort_searches(turn, searches, history, scope)
    return turn


def _sort_searches(
    turn: _Turn, searches: list[tuple[int, SearchArgs]], history: list[ToolRecord], scope: list[str] | None
) -> None:
    """Valid searches: a repeat of an earlier turn's is answered, a repeat within the turn waits
    for the first one's result, the rest are run."""
    keyed = [(i, parsed, _search_key(parsed)) for i, parsed in searches]
    earlier = _earlier_searches(history, scope, {key[0] for _, _, key in keyed})
    first_in_turn: dict[tuple[Any, ...], int] = {}
    for i, parsed, key in keyed:
        if key in earlier:
            turn.outcomes[i] = _repeat_of(parsed, earlier[key])
        elif key in first_in_turn:
            turn.duplicates.append((i, first_in_turn[key]))
        else:
            first_in_turn[key] = i
            turn.to_search.append((i, parsed))


def _repeat_of(parsed: SearchArgs, before: ToolRecord) -> CallOutcome:
    ids = ", ".join(before["returned_chunk_ids"]) or "none"
    return CallOutcome(
        f"Already searched for {parsed.query!r} at turn {before['iteration'] + 1}; not run again. "
        f"It returned the chunks shown then ({ids}). Try different words, or answer / give_up."
    )


def _run_custom_tools(
    turn: _Turn, cfg: LoopConfig, scope: list[str] | None, run_filter: MetadataFilter | None
) -> Steps[None]:
    custom = {t.name: t for t in cfg.custom_tools} if turn.custom_jobs else {}
    for i in turn.custom_jobs:
        pending = turn.todo[i]
        try:
            result = yield tool_request(custom[pending.name], pending.args, pending.id)
        except Exception as exc:  # a user tool may raise anything; the controller sees it
            result = exc
        turn.outcomes[i] = custom_tool_outcome(result, tool_name=pending.name, scope=scope, run_filter=run_filter)


def _run_searches(
    turn: _Turn, cfg: LoopConfig, options: Mapping[str, Any], run_filter: MetadataFilter | None
) -> Steps[None]:
    running = []
    for index, parsed in turn.to_search:
        if parsed.collections == []:  # an empty scope matches nothing: no search to run
            turn.outcomes[index] = CallOutcome(format_search_summary([]))
        else:
            running.append((index, parsed))
    if running:
        requests = tuple(search_request(cfg.search_call, parsed, options) for _, parsed in running)
        results = yield Parallel(requests, max_workers=cfg.max_parallel_searches)
        for (index, parsed), result in zip(running, results, strict=True):
            turn.outcomes[index] = search_outcome(parsed, result, run_filter)


def _results(state: LoopState, cfg: LoopConfig, turn: _Turn, history_size: int) -> dict[str, Any]:
    """One tool message and one history entry per call, in call order; found chunks merged in."""
    iteration = state.get("iterations", 1) - 1
    messages: list[ToolMessage] = []
    records: list[ToolRecord] = []
    found = []
    for call, outcome in zip(turn.todo, turn.outcomes, strict=True):
        assert outcome is not None
        messages.append(ToolMessage(content=outcome.summary, tool_call_id=call.id, name=call.name or "unknown"))
        found.extend(outcome.chunks)
        record: ToolRecord = {
            "tool": call.name,
            "args": dict(call.args),
            "iteration": iteration,
            "summary": outcome.summary,
            "returned_chunk_ids": [c.id for c in outcome.chunks],
        }
        records.append(record_event(record, history_size + len(records) + 1))
    update: dict[str, Any] = {"messages": messages, "tool_history": records}
    if found:
        update["chunks"] = merge_chunks(state.get("chunks") or [], found, cfg.chunk_cap)
    return update
