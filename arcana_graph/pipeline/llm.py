"""Calling a step's model, as steps (``arcana_graph.core.effects``): plain text, or one validated
object through the one structured-output path (``models.structured.decide``)."""

from __future__ import annotations

from typing import TypeVar

from langchain_core.messages import HumanMessage
from pydantic import BaseModel

from arcana_graph.core.effects import Steps, model_call
from arcana_graph.models.chat import ModelRef
from arcana_graph.models.structured import decide, message_text

__all__ = ["complete", "complete_structured"]

T = TypeVar("T", bound=BaseModel)


def complete(model: ModelRef, prompt: str) -> Steps[str]:
    """The model's reply to one prompt, stripped. Raises whatever the model call raises."""
    chat = yield from model.acquire()
    reply = yield model_call(chat, [HumanMessage(content=prompt)])
    return message_text(reply).strip()


def complete_structured(model: ModelRef, prompt: str, schema: type[T]) -> Steps[T | None]:
    """One ``schema`` object for the prompt, or None when the model gave none (even after the
    repair turn). Raises whatever the model call raises."""
    chat = yield from model.acquire()
    decision = yield from decide(chat, [HumanMessage(content=prompt)], schema)
    return decision.value if decision.ok else None
