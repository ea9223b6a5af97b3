"""A local model's view of the conversation: the research as plain text.

llama.cpp's server rejects assistant messages that carry tool calls, so the answer and synthesis
calls to a local model get the research as one transcript instead of the raw tool-call history.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage

__all__ = ["flatten_for_local"]


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
