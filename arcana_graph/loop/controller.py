"""How the controller model is asked for its next move: the ``native`` and ``json`` strategies.

Both return one ``AIMessage`` whose ``tool_calls`` the rest of the graph executes, so the graph
does not care which strategy produced it.

* ``native`` binds the tools and lets the model call them (API models do this well).
* ``json`` asks for one schema-constrained decision per turn (a small local model follows a JSON
  grammar reliably but rarely calls tools on its own: see ``benchmarks/bench_decisions.py``). The
  model sees a compact text transcript of the steps so far instead of the raw tool-call history.
  On the first turn the schema only allows searching (or a custom tool): nothing has been
  retrieved yet, so there is nothing to answer from.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Sequence
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field, create_model

from arcana_graph import prompts
from arcana_graph.loop.state import ToolRecord
from arcana_graph.structured import structured_decision

__all__ = ["ControllerStrategy", "decide_json", "decide_native", "flatten_for_local"]

ControllerStrategy = Literal["native", "json"]


def decide_native(model: BaseChatModel, tools: Sequence[BaseTool], messages: Sequence[AnyMessage]) -> AIMessage:
    """One controller turn with native tool calling."""
    reply = model.bind_tools(list(tools)).invoke(list(messages))
    if not isinstance(reply, AIMessage):
        raise TypeError(f"the controller returned {type(reply).__name__}, not an AIMessage")
    return reply


def _decision_schema(
    *, first_turn: bool, pick: Sequence[str] | None, custom: Sequence[BaseTool]
) -> type[BaseModel]:
    actions = [] if first_turn else ["answer", "give_up"]
    actions = ["search", *actions, *(t.name for t in custom)]
    fields: dict[str, Any] = {
        "answer_sentence": (
            str,
            Field(description="the sentence from the steps so far that states the answer, or 'none'"),
        ),
        "action": (Literal[tuple(actions)], ...),  # type: ignore[valid-type]
        "argument": (str, Field(description="search: the query; answer: the answer; give_up: the reason")),
    }
    if pick:
        fields["collection"] = (Literal[tuple(pick)] | None, Field(default=None))  # type: ignore[valid-type]
    if custom:
        fields["tool_arguments"] = (dict[str, Any], Field(default_factory=dict))
    return create_model("ControllerDecision", **fields)


def _transcript(question: str, history: Sequence[ToolRecord], turn: int, max_iterations: int) -> str:
    steps = [
        f"{n}. {r['tool']}({json.dumps(r['args'], ensure_ascii=False)}) returned:\n{r['summary']}"
        for n, r in enumerate(history, 1)
    ]
    body = "\n\n".join(steps) or "(none yet)"
    return f"Question: {question}\n\nSteps so far:\n{body}\n\nTurn {turn + 1} of {max_iterations}."


def decide_json(
    model: BaseChatModel,
    *,
    question: str,
    history: Sequence[ToolRecord],
    turn: int,
    max_iterations: int,
    collections: Sequence[str] | None,
    custom_tools: Sequence[BaseTool],
) -> AIMessage:
    """One controller turn as a schema-constrained JSON decision, returned as a tool call.

    Raises:
        Exception: whatever the model call raised (the controller node records it as an error).
    """
    pick = list(collections) if collections is not None and len(collections) > 1 else None
    schema = _decision_schema(first_turn=not any(r["tool"] == "search" for r in history), pick=pick, custom=custom_tools)
    extra = f" Optionally pick a collection: {', '.join(pick)}." if pick else ""
    custom = "".join(f"\n- {t.name}: {t.description} (put its arguments in tool_arguments)" for t in custom_tools)
    system = prompts.JSON_CONTROLLER_PROMPT.format(collections=extra, custom_tools=custom)
    messages: list[BaseMessage] = [
        SystemMessage(content=system),
        HumanMessage(content=_transcript(question, history, turn, max_iterations)),
    ]
    decision = structured_decision(model, messages, schema, method="json")
    if decision.exception is not None:
        raise decision.exception
    call_id = f"call_{uuid.uuid4().hex[:12]}"
    if not decision.ok or decision.value is None:
        # No valid decision even after the repair turn: say nothing, the controller will nudge.
        return AIMessage(content="", response_metadata={"arcana_decision_error": decision.error})
    value = decision.value.model_dump()
    action, argument = value["action"], value["argument"]
    if action == "search":
        args: dict[str, Any] = {"query": argument}
        if value.get("collection"):
            args["collection"] = value["collection"]
    elif action == "answer":
        args = {"text": argument}
    elif action == "give_up":
        args = {"reason": argument}
    else:
        args = dict(value.get("tool_arguments") or {})
    return AIMessage(content="", tool_calls=[{"name": action, "args": args, "id": call_id, "type": "tool_call"}])


def flatten_for_local(messages: Sequence[AnyMessage], instruction: str) -> list[BaseMessage]:
    """The conversation as a system message plus one text transcript, then the instruction.

    llama.cpp's server rejects assistant messages that carry tool calls, so answer and synthesis
    calls to a local model get the research as plain text instead.
    """
    system = [m for m in messages if isinstance(m, SystemMessage)][:1]
    lines: list[str] = []
    for message in messages:
        if isinstance(message, SystemMessage):
            continue
        if isinstance(message, HumanMessage):
            lines.append(f"User: {message.content}")
        elif isinstance(message, AIMessage):
            if message.content:
                lines.append(f"Assistant: {message.content}")
            for call in message.tool_calls:
                lines.append(f"Assistant called {call['name']}({json.dumps(call['args'], ensure_ascii=False)})")
        elif isinstance(message, ToolMessage):
            lines.append(f"Result: {message.content}")
    return [*system, HumanMessage(content="\n\n".join(lines) + f"\n\n{instruction}")]
