"""Structured decisions from chat models: one validated pydantic object per call.

Small local models cannot be trusted with free tool choice, but they follow a JSON schema when the
server constrains decoding to it. ``structured_decision`` picks the reliable path per model:

* ``json``: ``response_format={"type": "json_object", "schema": ...}``; llama.cpp turns the schema
  into a grammar, so the reply is always parseable JSON of the right shape. Default for
  ``LocalChatModel``.
* ``tool``: one forced tool call whose arguments follow the schema (``bind_tools(...,
  tool_choice=<name>)``). Default for every other model (API providers support it natively).

The reply is parsed tolerantly (Markdown fences, prose around the object) and validated with
pydantic. If that fails, the model gets one repair turn with the validation error; if that fails
too, the caller's ``default`` is returned with ``ok=False``. ``decide`` is the step form the graphs
use (driven sync or async by ``arcana_graph.core.effects``; a model/transport error raises from
it); ``structured_decision`` is the blocking form, which returns such an error as a failed
decision with its text.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from pydantic import BaseModel, ValidationError

from arcana_graph.core.effects import Steps, model_call, run_sync

__all__ = ["REPAIR_PROMPT", "Decision", "decide", "extract_json_object", "message_text", "structured_decision"]

T = TypeVar("T", bound=BaseModel)
Method = Literal["auto", "json", "tool", "text"]

REPAIR_PROMPT = "That reply is invalid ({error}). Reply again with only a JSON object matching this schema: {schema}"
"""The repair turn's message (``{error}`` and ``{schema}`` are filled in)."""


def extract_json_object(text: str) -> dict[str, Any] | None:
    """The first JSON object in ``text``, or None.

    Handles Markdown code fences, prose before and after, nested objects and braces inside JSON
    strings (a brace-depth scanner that skips string contents), so a fenced or chatty reply is
    not mistaken for "no answer".
    """
    start = text.find("{")
    while start != -1:
        depth, in_string, escaped = 0, False, False
        for index in range(start, len(text)):
            char = text[index]
            if in_string:
                if escaped:
                    escaped = False
                elif char == "\\":
                    escaped = True
                elif char == '"':
                    in_string = False
            elif char == '"':
                in_string = True
            elif char == "{":
                depth += 1
            elif char == "}":
                depth -= 1
                if depth == 0:
                    try:
                        value = json.loads(text[start : index + 1])
                    except ValueError:
                        break
                    if isinstance(value, dict):
                        return value
                    break
        start = text.find("{", start + 1)
    return None


@dataclass(frozen=True, slots=True)
class Decision(Generic[T]):
    """The outcome of one structured call."""

    value: T | None
    """The validated object, or the caller's default when ``ok`` is False."""
    ok: bool
    """True when the model produced a valid object (possibly after the repair turn)."""
    attempts: int
    """Model calls made (1 or 2)."""
    raw: str
    """The last raw reply (for logs and debugging)."""
    error: str | None = None
    """Why it failed, when it did."""
    exception: BaseException | None = None
    """The exception raised by the model call, when that is why it failed (not bad output)."""


def _bound(model: BaseChatModel, schema: type[BaseModel], method: str) -> Any:
    if method == "json":
        return model.bind(response_format={"type": "json_object", "schema": schema.model_json_schema()})
    if method == "text":  # the prompt itself asks for the object; the reply is read tolerantly
        return model
    return model.bind_tools([schema], tool_choice=schema.__name__)


def _payload(reply: Any) -> tuple[str, dict[str, Any] | None]:
    """The raw text of a reply and the object in it: the forced tool call's arguments, else the
    first JSON object of the text."""
    calls = getattr(reply, "tool_calls", None) or []
    if calls:
        return json.dumps(calls[0]["args"]), dict(calls[0]["args"])
    text = reply.content if isinstance(reply.content, str) else json.dumps(reply.content)
    return text, extract_json_object(text)


def decide(
    model: BaseChatModel,
    messages: Sequence[BaseMessage],
    schema: type[T],
    *,
    default: T | None = None,
    method: Method = "auto",
    repair: bool = True,
) -> Steps[Decision[T]]:
    """Ask ``model`` for one ``schema`` object, as steps (see the module docstring).

    Args:
        messages: the conversation; the schema is enforced by the call, so the prompt only has to
            describe the task.
        default: returned (with ``ok=False``) when no valid object could be obtained.
        method: ``auto`` (by model kind), ``json``, ``tool``, or ``text`` (a plain call whose prompt
            asks for the object, read tolerantly: for prompts written as a whole output format).
        repair: whether an invalid reply gets the one repair turn.

    Raises:
        Exception: whatever the model call raised (transport and provider errors).
    """
    from arcana_graph.models.chat import is_local_model

    chosen = ("json" if is_local_model(model) else "tool") if method == "auto" else method
    bound = _bound(model, schema, chosen)
    history = list(messages)
    raw, error = "", None
    for attempt in (1, 2) if repair else (1,):
        raw, payload = _payload((yield model_call(bound, history)))
        if payload is None:
            error = "the reply contained no JSON object"
        else:
            try:
                return Decision(schema.model_validate(payload), True, attempt, raw)
            except ValidationError as exc:
                error = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'object'}: {e['msg']}" for e in exc.errors())
        history = [
            *history,
            AIMessage(content=raw),
            HumanMessage(content=REPAIR_PROMPT.format(error=error, schema=json.dumps(schema.model_json_schema()))),
        ]
    return Decision(default, False, 2 if repair else 1, raw, error)


def structured_decision(
    model: BaseChatModel,
    messages: Sequence[BaseMessage],
    schema: type[T],
    *,
    default: T | None = None,
    method: Method = "auto",
) -> Decision[T]:
    """``decide`` run with blocking calls; a model or transport error comes back as a failed
    decision (``ok=False``, ``error`` its text, ``exception`` the exception) instead of raising."""
    try:
        return run_sync(decide(model, messages, schema, default=default, method=method))
    except Exception as exc:  # transport / provider errors become a failed decision
        return Decision(default, False, 1, "", f"{type(exc).__name__}: {exc}", exc)


def message_text(message: Any) -> str:
    """The text of a model reply (string content, or the text blocks of block content)."""
    content = getattr(message, "content", message)
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts = [b if isinstance(b, str) else b.get("text", "") for b in content if isinstance(b, str | dict)]
        return "".join(p for p in parts if isinstance(p, str))
    return "" if content is None else str(content)
