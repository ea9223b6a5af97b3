"""Reading the controller's tool calls once: which are pending, which one ends the run, their text.

The controller parses its reply here and writes the turn's calls into the state (``turn``, as
plain ``CallRecord`` dicts, so checkpoints hold no custom classes); the other nodes read them back
with ``turn_calls`` instead of parsing the last message again.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from langchain_core.messages import AIMessage, AnyMessage
from typing_extensions import TypedDict

from arcana_graph.models.structured import message_text

__all__ = [
    "CallRecord",
    "PendingCall",
    "first_terminal",
    "last_ai_message",
    "message_text",
    "pending_calls",
    "records",
    "terminal_argument",
    "turn_calls",
]


class CallRecord(TypedDict):
    """A tool call of the current turn, as kept in the state."""

    id: str
    name: str
    args: dict[str, Any]
    parse_error: str | None


_TERMINAL_ARGUMENT = {"answer": "text", "give_up": "reason"}


@dataclass(frozen=True, slots=True)
class PendingCall:
    """One tool call of the controller's last message, valid or not."""

    id: str
    name: str
    args: dict[str, Any]
    parse_error: str | None = None
    """Set for calls whose arguments could not be parsed (LangChain's ``invalid_tool_calls``)."""


def last_ai_message(messages: Sequence[AnyMessage]) -> AIMessage | None:
    for message in reversed(messages):
        if isinstance(message, AIMessage):
            return message
    return None


def pending_calls(message: AIMessage | None) -> list[PendingCall]:
    """Every call of ``message``: parsed ones in order, then unparseable ones (which also need an answer)."""
    if message is None:
        return []
    calls = [
        PendingCall(id=str(c.get("id") or f"call_{i}"), name=str(c.get("name") or ""), args=dict(c.get("args") or {}))
        for i, c in enumerate(message.tool_calls)
    ]
    calls += [
        PendingCall(
            id=str(c.get("id") or f"invalid_{i}"),
            name=str(c.get("name") or ""),
            args={"raw": c.get("args")},
            parse_error=str(c.get("error") or "the arguments are not valid JSON"),
        )
        for i, c in enumerate(message.invalid_tool_calls)
    ]
    return calls


def terminal_argument(call: PendingCall) -> str | None:
    """The answer text / give-up reason of a well-formed terminating call, else None."""
    key = _TERMINAL_ARGUMENT.get(call.name)
    if key is None or call.parse_error is not None:
        return None
    value = call.args.get(key)
    return value if isinstance(value, str) and value.strip() else None


def first_terminal(calls: Iterable[PendingCall], terminal_tools: frozenset[str]) -> int | None:
    """Index of the first well-formed ``answer`` / ``give_up`` call, or None.

    A terminating call without its argument is not terminal: it becomes an observation so the
    controller can try again (Arcana silently continued instead).
    """
    for index, call in enumerate(calls):
        if call.name in terminal_tools and terminal_argument(call) is not None:
            return index
    return None


def records(calls: Sequence[PendingCall]) -> list[CallRecord]:
    """The calls in their state form."""
    return [{"id": c.id, "name": c.name, "args": dict(c.args), "parse_error": c.parse_error} for c in calls]


def turn_calls(state: Any) -> list[PendingCall]:
    """The current turn's calls, as the controller wrote them into the state."""
    return [PendingCall(**record) for record in (state.get("turn") or {}).get("calls") or []]
