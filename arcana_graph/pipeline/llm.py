"""Calling a step's model, as steps (``arcana_graph.core.effects``): plain text, or a JSON object
read tolerantly."""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage

from arcana_graph.core.effects import Steps, model_call
from arcana_graph.models.chat import ModelRef
from arcana_graph.models.structured import extract_json_object, message_text

__all__ = ["complete", "complete_json"]


def complete(model: ModelRef, prompt: str) -> Steps[str]:
    """The model's reply to one prompt, stripped. Raises whatever the model call raises."""
    reply = yield model_call(model.get(), [HumanMessage(content=prompt)])
    return message_text(reply).strip()


def complete_json(model: ModelRef, prompt: str) -> Steps[dict[str, Any] | None]:
    """The first JSON object of the reply (code fences and prose around it are fine), or None.

    A local model is asked for a JSON object at the grammar level, so its reply always parses.
    Raises whatever the model call raises.
    """
    chat = model.get()
    if model.is_local:
        chat = chat.bind(response_format={"type": "json_object"})  # type: ignore[assignment]
    reply = yield model_call(chat, [HumanMessage(content=prompt)])
    return extract_json_object(message_text(reply))
