"""Helpers for Loop tests: building scripted tool calls and checking message histories."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage


def call(name: str, args: dict[str, Any] | None = None, id: str | None = None) -> dict[str, Any]:
    return {
        "name": name,
        "args": args or {},
        "id": id or f"call_{name}_{abs(hash(str(args))) % 10**6}",
        "type": "tool_call",
    }


def calls(*tool_calls: dict[str, Any], text: str = "") -> AIMessage:
    """One controller reply making ``tool_calls``."""
    return AIMessage(content=text, tool_calls=list(tool_calls))


def chunk(id: str, text: str | None = None, score: float = 0.5, **extra: Any) -> dict[str, Any]:
    return {"id": id, "text": text or f"text of {id}", "score": score, **extra}


def assert_history_valid(messages: list[BaseMessage]) -> None:
    """Every tool call of an AI message has exactly one tool message before the next AI message,
    and no call id repeats anywhere in the conversation."""
    pending: list[str] = []
    seen: set[str] = set()
    for message in messages:
        if isinstance(message, AIMessage):
            assert not pending, f"tool calls left unanswered: {pending}"
            pending = [c["id"] for c in message.tool_calls] + [c["id"] for c in message.invalid_tool_calls]
            assert len(set(pending)) == len(pending), "duplicate tool call ids"
            assert all(isinstance(i, str) and i for i in pending), f"tool calls without an id: {pending}"
            assert not seen & set(pending), f"tool call ids reused across turns: {seen & set(pending)}"
            seen.update(pending)
        elif isinstance(message, ToolMessage):
            assert message.tool_call_id in pending, f"tool message for unknown or answered call {message.tool_call_id}"
            pending.remove(message.tool_call_id)
    assert not pending, f"tool calls left unanswered at the end: {pending}"
