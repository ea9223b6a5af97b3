"""Chained lookups for the json strategy: a multi-hop question resolved one fact at a time.

A small model asked "does this answer the question?" after the first search of a chained question
("In which year was the firm that built the railway founded?") answers the first link instead
("1887", the railway's year). It does two easier jobs well enough: splitting a question into
one-fact steps when shown examples (``#1`` stands for an earlier answer), and answering a one-fact
question from passages. So the json strategy plans the steps once, searches each step with the
earlier answers substituted, answers it from the passages, and moves on, as in Self-Ask / IRCoT.
A last call answers the question itself from the passages and the steps' answers: a plan in the
wrong order still gathers the right passages, but its last step need not be the question. The
plan and the answers so far ride on each search call's ``response_metadata`` (``CHAIN_KEY``), so
they are checkpointed with the conversation.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, SystemMessage
from pydantic import BaseModel, Field, create_model

from arcana_graph import prompts
from arcana_graph.core.effects import Steps
from arcana_graph.loop.tools import normalize_query
from arcana_graph.structured import decide

__all__ = ["CHAIN_KEY", "Chain", "answer_from", "is_nothing", "pending_chain", "plan"]

CHAIN_KEY = "arcana_chain"
MAX_STEPS = 4
"""Longer plans are cut: each step costs a search and two model calls."""

_NOTHING = {"", "none", "nothing", "n/a", "na", "no", "null", "nothing missing", "unknown"}
_NOT_STATED = re.compile(
    r"\b(unknown|not (mentioned|provided|stated|given|specified|found|available)|no information"
    r"|cannot be (determined|answered)|does not (say|state|mention))\b",
    re.IGNORECASE,
)


def is_nothing(text: str) -> bool:
    """Whether a field says "none" / "nothing" / "unknown" rather than giving a value."""
    return normalize_query(text).strip(" .") in _NOTHING


@dataclass(frozen=True, kw_only=True, slots=True)
class Chain:
    """A plan of one-fact steps and the answers found so far (one per finished step)."""

    steps: tuple[str, ...]
    answers: tuple[str, ...] = ()
    collection: str | None = None

    @property
    def current(self) -> str:
        """The step being looked up, with earlier answers in place of ``#1``, ``#2``..."""
        text = self.steps[len(self.answers)]
        for number, answer in sorted(enumerate(self.answers, 1), reverse=True):
            text = text.replace(f"#{number}", answer)
        return text

    @property
    def last_step(self) -> bool:
        return len(self.answers) == len(self.steps) - 1

    @property
    def facts(self) -> list[tuple[str, str]]:
        """Finished steps as (question with earlier answers substituted, answer)."""
        return [
            (Chain(steps=self.steps, answers=self.answers[:i]).current, answer) for i, answer in enumerate(self.answers)
        ]

    def answered(self, answer: str) -> Chain:
        return Chain(steps=self.steps, answers=(*self.answers, answer), collection=self.collection)

    def to_metadata(self) -> dict[str, Any]:
        return {"steps": list(self.steps), "answers": list(self.answers)}


def pending_chain(messages: Sequence[AnyMessage]) -> Chain | None:
    """The plan carried by the latest search call, if that call was a planned step."""
    for message in reversed(messages):
        if isinstance(message, AIMessage) and any(c["name"] == "search" for c in message.tool_calls):
            data = message.response_metadata.get(CHAIN_KEY)
            if not isinstance(data, dict) or not data.get("steps"):
                return None
            chain = Chain(steps=tuple(map(str, data["steps"])), answers=tuple(map(str, data.get("answers") or [])))
            return chain if len(chain.answers) < len(chain.steps) else None
    return None


def _plan_schema(pick: Sequence[str] | None) -> type[BaseModel]:
    fields: dict[str, Any] = {
        "steps": (list[str], Field(description="one-fact questions in order; #1, #2 stand for earlier answers"))
    }
    if pick:
        fields["collection"] = (Literal[tuple(pick)] | None, Field(default=None))  # type: ignore[valid-type]
    return create_model("Plan", **fields)


class _StepAnswer(BaseModel):
    relevant_sentences: str = Field(description="the sentences from the passages that answer the question, or 'none'")
    answer: str = Field(description="the short answer as the passages state it, or 'unknown'")


def _plan_messages(question: str, pick_note: str) -> list[BaseMessage]:
    messages: list[BaseMessage] = [SystemMessage(content=prompts.JSON_PLAN_PROMPT.format(collections=pick_note))]
    for example, steps in prompts.JSON_PLAN_EXAMPLES:
        messages += [HumanMessage(content=f"Question: {example}"), AIMessage(content=json.dumps({"steps": steps}))]
    return [*messages, HumanMessage(content=f"Question: {question}")]


def plan(model: BaseChatModel, question: str, *, pick: Sequence[str] | None) -> Steps[Chain | None]:
    """The question's one-fact steps (one model call); None if the reply is unusable.

    Raises:
        Exception: whatever the model call raised.
    """
    pick_note = f" Collections: {', '.join(pick)}; you may name one." if pick else ""
    decision = yield from decide(model, _plan_messages(question, pick_note), _plan_schema(pick), method="json")
    if not decision.ok or decision.value is None:
        return None
    value = decision.value.model_dump()
    steps = tuple(s.strip() for s in value["steps"] if not is_nothing(s))[:MAX_STEPS]
    return Chain(steps=steps, collection=value.get("collection")) if steps else None


def answer_from(
    model: BaseChatModel, question: str, passages: Sequence[str], known: Sequence[tuple[str, str]] = ()
) -> Steps[str | None]:
    """The answer to ``question`` as the passages (and the facts found so far) state it, from one
    model call; None when they do not state it.

    Raises:
        Exception: whatever the model call raised.
    """
    if not passages:
        return None
    body = "\n\n".join(f"[{i}] {text}" for i, text in enumerate(passages, 1))
    facts = "".join(f"\n- {q} {a}" for q, a in known)
    user = f"Passages:\n{body}\n\n" + (f"Found so far:{facts}\n\n" if facts else "") + f"Question: {question}"
    decision = yield from decide(
        model,
        [SystemMessage(content=prompts.JSON_LINK_PROMPT), HumanMessage(content=user)],
        _StepAnswer,
        method="json",
    )
    if not decision.ok or decision.value is None:
        return None
    answer = decision.value.answer.strip()
    return None if is_nothing(answer) or _NOT_STATED.search(answer) else answer
