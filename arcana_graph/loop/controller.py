"""How the controller model is asked for its next move: the ``native`` and ``json`` strategies.

Both return one ``AIMessage`` whose ``tool_calls`` the rest of the graph executes, so the graph
does not care which strategy produced it.

* ``native`` binds the tools and lets the model call them (API models do this well).
* ``json`` asks for one schema-constrained decision per turn (a small local model follows a JSON
  grammar reliably but rarely calls tools on its own: see ``benchmarks/bench_decisions.py``). The
  model sees the question, the passages found so far and the queries already run, as plain text,
  instead of the raw tool-call history; it states what it found and whether that answers the
  question, and the code derives the tool call from that (see ``decide_json``).
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Sequence
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field, create_model

from arcana_graph import prompts
from arcana_graph.core.effects import Steps, model_call
from arcana_graph.loop.chain import CHAIN_KEY, Chain, answer_from, is_nothing, pending_chain, plan
from arcana_graph.loop.state import ToolRecord
from arcana_graph.loop.tools import normalize_query
from arcana_graph.structured import decide
from arcana_graph.types import Chunk

__all__ = ["decide_json", "decide_native", "flatten_for_local"]


def decide_native(model: BaseChatModel, tools: Sequence[BaseTool], messages: Sequence[AnyMessage]) -> Steps[AIMessage]:
    """One controller turn with native tool calling."""
    reply = yield model_call(model.bind_tools(list(tools)), list(messages))
    if not isinstance(reply, AIMessage):
        raise TypeError(f"the controller returned {type(reply).__name__}, not an AIMessage")
    return reply


JSON_SEARCH_LIMIT = 3
"""Passages per search in the json strategy: small models read slowly and lose track in long prompts."""

EMPTY_SEARCHES_BEFORE_GIVING_UP = 3
"""After this many searches that found nothing at all, the json strategy gives up."""

_NOT_FOUND = re.compile(
    r"\b(not (mentioned|provided|stated|given|specified|found|available)"
    r"|no information|unknown|cannot be (determined|answered))\b",
    re.IGNORECASE,
)


def _next_turn_schema(pick: Sequence[str] | None, custom: Sequence[BaseTool]) -> type[BaseModel]:
    # The model names the gap before it may answer (self-ask style): asked "fully answered?" as a
    # yes/no, the 1.5B said yes after the first hop of chained questions and answered with the
    # bridge fact; asked to write what is missing, it writes the next hop's query.
    fields: dict[str, Any] = {
        "relevant_sentences": (
            str,
            Field(description="copy the sentences from the passages that help answer the question, or 'none'"),
        ),
        "missing": (
            str,
            Field(
                description="the fact the question needs that those sentences do not state, as a short search "
                "query naming what was found; 'none' if they state the final answer"
            ),
        ),
        "answer": (str, Field(description="if nothing is missing: the short final answer; otherwise empty")),
    }
    if pick:
        fields["collection"] = (Literal[tuple(pick)] | None, Field(default=None))  # type: ignore[valid-type]
    if custom:
        names = ("search", *(t.name for t in custom))
        fields["tool"] = (Literal[names], Field(default="search", description="which tool to use when not answering"))  # type: ignore[valid-type]
        fields["tool_arguments"] = (dict[str, Any], Field(default_factory=dict))
    return create_model("NextStep", **fields)


def _passages(history: Sequence[ToolRecord], chunks: Sequence[Chunk]) -> tuple[list[str], list[str], list[str]]:
    """Unique passages in the order found, the queries run, and other tools' results."""
    texts = {c.id: c.text for c in chunks}
    seen: dict[str, str] = {}
    queries: list[str] = []
    others: list[str] = []
    for record in history:
        if record["tool"] == "search":
            query = record["args"].get("query")
            if isinstance(query, str) and query.strip():
                queries.append(query.strip())
            for chunk_id in record["returned_chunk_ids"]:
                if chunk_id in texts:
                    seen.setdefault(chunk_id, texts[chunk_id])
        elif record["tool"] not in ("answer", "give_up", "synthesis"):
            others.append(
                f"{record['tool']}({json.dumps(record['args'], ensure_ascii=False)}) returned: {record['summary']}"
            )
    return list(seen.values()), queries, others


def _call(name: str, args: dict[str, Any], metadata: dict[str, Any] | None = None) -> AIMessage:
    call_id = f"call_{uuid.uuid4().hex[:12]}"
    return AIMessage(
        content="",
        tool_calls=[{"name": name, "args": args, "id": call_id, "type": "tool_call"}],
        response_metadata=metadata or {},
    )


def _search_step(chain: Chain) -> AIMessage:
    """A search for the chain's current step, carrying the plan to the next turn."""
    args: dict[str, Any] = {"query": chain.current, "limit": JSON_SEARCH_LIMIT}
    if chain.collection:
        args["collection"] = chain.collection
    return _call("search", args, {CHAIN_KEY: chain.to_metadata()})


def _follow_chain(
    model: BaseChatModel, question: str, chain: Chain, passages: Sequence[str], queries: Sequence[str]
) -> Steps[tuple[AIMessage | None, bool]]:
    """The next move along a planned chain: search the next step, or answer the question once the
    steps are done. Returns (move, unstated): no move means fall back to the generic step, and
    ``unstated`` that the model found the passages do not state what was asked."""
    found = yield from answer_from(model, chain.current, passages, chain.facts)
    if found is None:
        return None, True
    done = chain.answered(found)
    if chain.last_step:
        final = found if len(chain.steps) == 1 else (yield from answer_from(model, question, passages, done.facts))
        return (None, True) if final is None else (_call("answer", {"text": final}), False)
    if normalize_query(done.current) in {normalize_query(q) for q in queries}:
        return None, False
    return _search_step(done), False


def decide_json(
    model: BaseChatModel,
    *,
    question: str,
    history: Sequence[ToolRecord],
    chunks: Sequence[Chunk],
    collections: Sequence[str] | None,
    custom_tools: Sequence[BaseTool],
    messages: Sequence[AnyMessage] = (),
) -> Steps[AIMessage]:
    """One controller turn as schema-constrained JSON decisions, returned as a tool call.

    First turn: a plan of one-fact steps (``chain``); the first step is searched. While on the
    chain, each turn answers the current step from the passages, then answers the question (last
    step) or searches the next step with the answers so far substituted. Off the chain (the
    passages do not state the step's answer, the next step repeats a query, or custom tools are in
    play), a generic step:
    the relevant sentences, what is still missing (as the next query, or 'none'), then the answer
    when nothing is. The code, not the model, turns that into ``answer`` / ``search`` / ``give_up``:

    * nothing missing and an answer -> ``answer`` (unless the "answer" says the passages do not
      contain it: then ``give_up`` with that text; never with no passages found at all; and not
      in the turn where the chain's own call found the passages do not state the answer: a
      second prompt that answers from the same passages contradicts it, and on unanswerable
      questions it was the one inventing answers);
    * ``EMPTY_SEARCHES_BEFORE_GIVING_UP`` searches that found nothing -> ``give_up``;
    * otherwise the missing fact as a new query -> ``search`` (with ``JSON_SEARCH_LIMIT`` passages);
    * no query, or one already run -> the question itself, if not searched yet (a plan's first
      step can miss), else ``give_up``: the model has no new idea, and repeating a search would
      only spend the budget.

    Raises:
        Exception: whatever the model call raised (the controller node records it as an error).
    """
    pick = list(collections) if collections is not None and len(collections) > 1 else None
    pick_note = f" Collections: {', '.join(pick)}; you may name one." if pick else ""
    passages, queries, others = _passages(history, chunks)
    if not queries and not others:
        chain = yield from plan(model, question, pick=pick)
        if chain is None:
            # No usable plan even after the repair turn: say nothing, the controller will nudge.
            return AIMessage(content="", response_metadata={"arcana_decision_error": "no usable plan"})
        return _search_step(chain)
    chain = pending_chain(messages)
    unstated = False
    if chain is not None and not custom_tools:
        move, unstated = yield from _follow_chain(model, question, chain, passages, queries)
        if move is not None:
            return move
    # Off the chain (a link the passages do not answer, or other tools): the generic step.
    schema = _next_turn_schema(pick, custom_tools)
    tools_note = "".join(f" Tool {t.name}: {t.description}" for t in custom_tools)
    system = prompts.JSON_NEXT_TURN_PROMPT.format(collections=pick_note, custom_tools=tools_note)
    body = "\n\n".join(f"[{i}] {text}" for i, text in enumerate(passages, 1)) or "(none found)"
    user = f"Question: {question}\n\nPassages:\n{body}\n\nQueries already run: {'; '.join(queries) or 'none'}"
    if others:
        user += "\n\nTool results:\n" + "\n".join(others)
    decision = yield from decide(
        model, [SystemMessage(content=system), HumanMessage(content=user)], schema, method="json"
    )
    if not decision.ok or decision.value is None:
        # No valid decision even after the repair turn: say nothing, the controller will nudge.
        return AIMessage(content="", response_metadata={"arcana_decision_error": decision.error})
    value = decision.value.model_dump()
    answer = str(value.get("answer") or "").strip()
    query = str(value.get("missing") or "").strip()
    if not passages and len(queries) >= EMPTY_SEARCHES_BEFORE_GIVING_UP:
        return _call("give_up", {"reason": f"{len(queries)} searches found no relevant passages"})
    elif is_nothing(query) and answer and passages and (not unstated or _NOT_FOUND.search(answer)):
        return _call(
            "give_up" if _NOT_FOUND.search(answer) else "answer",
            {"reason" if _NOT_FOUND.search(answer) else "text": answer},
        )
    elif value.get("tool", "search") != "search":
        return _call(value["tool"], dict(value.get("tool_arguments") or {}))
    run = {normalize_query(q) for q in queries}
    if (is_nothing(query) or normalize_query(query) in run) and normalize_query(question) not in run:
        query = question  # before giving up for want of a new query, search the question itself once
    elif is_nothing(query) or normalize_query(query) in run:
        reason = (
            answer if answer and _NOT_FOUND.search(answer) else "the searches so far found no more relevant passages"
        )
        return _call("give_up", {"reason": reason})
    args: dict[str, Any] = {"query": query, "limit": JSON_SEARCH_LIMIT}
    if value.get("collection"):
        args["collection"] = value["collection"]
    return _call("search", args)


def flatten_for_local(messages: Sequence[AnyMessage], instruction: str) -> list[BaseMessage]:
    """The conversation as a system message plus one text transcript, then the instruction.

    llama.cpp's server rejects assistant messages that carry tool calls, so answer and synthesis
    calls to a local model get the research as plain text instead.
    """
    system = [m for m in messages if isinstance(m, SystemMessage)][:1]
    lines: list[str] = []
    # The controller's own draft is left out: a small model copies it instead of answering from
    # the research, so the answerer sees the question and what the searches found.
    drafts = {c["id"] for m in messages if isinstance(m, AIMessage) for c in m.tool_calls if c["name"] == "answer"}
    for message in messages:
        if isinstance(message, SystemMessage):
            continue
        if isinstance(message, HumanMessage):
            lines.append(f"User: {message.content}")
        elif isinstance(message, AIMessage):
            if message.content:
                lines.append(f"Assistant: {message.content}")
            for call in message.tool_calls:
                if call["id"] not in drafts:
                    lines.append(f"Assistant called {call['name']}({json.dumps(call['args'], ensure_ascii=False)})")
        elif isinstance(message, ToolMessage) and message.tool_call_id not in drafts:
            lines.append(f"Result: {message.content}")
    question = next((str(m.content) for m in messages if isinstance(m, HumanMessage)), "")
    reminder = f"\n\nThe question to answer, exactly: {question}" if question else ""
    return [*system, HumanMessage(content="\n\n".join(lines) + f"\n\n{instruction}{reminder}")]
