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

import ast
import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Annotated, Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, SystemMessage
from pydantic import AfterValidator, BaseModel, Field, create_model

from arcana_graph.core.answers import as_asked_thing, doer_stated, reason_stated, subject_of_identity, year_stated
from arcana_graph.core.effects import Steps
from arcana_graph.core.questions import MAX_STEPS, decompose, named_for_pronouns
from arcana_graph.core.replans import (
    fold_unnamed_kin,
    fold_unnamed_located,
    fold_unnamed_made,
    split_described_doer,
    split_grandparent,
    split_located_owner,
)
from arcana_graph.core.text import is_nothing, says_not_stated
from arcana_graph.loop.prompts import LoopPrompts
from arcana_graph.models.structured import decide

__all__ = ["CHAIN_KEY", "MAX_REPLANS", "Chain", "Found", "answer_from", "pending_chain", "plan", "split_evidence"]

CHAIN_KEY = "arcana_chain"
_DEFAULT_PROMPTS = LoopPrompts()
MAX_REPLANS = 1
"""Re-plans per run, after a step the passages do not answer or whose answer does not fit."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Found:
    """An answer the passages state, with the sentences it was read from."""

    answer: str
    sentences: tuple[str, ...] = ()
    """The sentences the model copied from the passages as its evidence (may be empty)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class Chain:
    """A plan of one-fact steps and the answers found so far (one per finished step).

    After a re-plan, the facts of the earlier plan are kept in ``known`` (they still count as
    found, and their evidence as support) and ``replans`` counts the re-plans of the run.
    """

    steps: tuple[str, ...]
    answers: tuple[str, ...] = ()
    support: tuple[tuple[str, ...], ...] = ()
    """Per answered step, the sentences its answer was read from."""
    known: tuple[tuple[str, str], ...] = ()
    known_support: tuple[str, ...] = ()
    replans: int = 0
    collection: str | None = None
    final_is_question: bool = False
    """The last step is the question itself with earlier answers in place (a plan split from the
    wording in code), so its answer is the question's: no extra call re-answers the question."""
    missing: str = ""
    """For a whole question's last try (``asked_whole``): the step the failed plan could not answer ("Which building
    firm put up the Calder Bridge chapel?"), whose thing the answer's sentences must name. Empty otherwise."""
    through: tuple[str, ...] = ()
    """The current step is being looked up through another thing its passages named: that thing's
    name, then the sentences that name it ("Calder Heath", "its grey granite was used for the
    Ossery corn exchange"), when the step's answer was a thing of another kind than asked (a
    village for "which company ..."). Empty otherwise."""

    @property
    def current(self) -> str:
        """The step being looked up, with earlier answers in place of ``#1``, ``#2``..."""
        text = self.steps[len(self.answers)]
        for number, answer in sorted(enumerate(self.answers, 1), reverse=True):  # "the dry dock of <the yard>"
            text = text.replace(f"#{number}", as_asked_thing(self.steps[number - 1], answer))
        return re.sub(r"\b(in|on|at|by) \1\b", r"\1", text, flags=re.IGNORECASE)  # "in #1" with #1 "in 1998"

    @property
    def whole_question(self) -> bool:
        """The last try at a multi-hop question whose plan failed: its one step is the question
        itself, searched whole and answered with the facts the plan found (``asked_whole``)."""
        return len(self.steps) == 1 and self.final_is_question

    @property
    def last_step(self) -> bool:
        return len(self.answers) == len(self.steps) - 1

    @property
    def facts(self) -> list[tuple[str, str]]:
        """What is known: earlier plans' facts, then this plan's finished steps as (question with
        earlier answers substituted, answer)."""
        own = [replace(self, answers=self.answers[:i]).current for i in range(len(self.answers))]
        return [*self.known, *zip(own, self.answers, strict=True)]

    @property
    def evidence(self) -> list[str]:
        """Every sentence the facts were read from, in the order found."""
        return [*self.known_support, *(s for sentences in self.support for s in sentences)]

    def answered(self, found: Found) -> Chain:
        """The chain with ``found`` as the current step's answer; a lookup made through another
        thing (``through``) keeps that thing's sentences as support: they tie the answer to the step."""
        support = (*self.through[1:], *found.sentences)
        return replace(self, answers=(*self.answers, found.answer), support=(*self.support, support), through=())

    def via(self, found: Found) -> Chain:
        """The chain looking its current step up again through ``found``, an answer of another kind
        than the step asks for (``through``)."""
        return replace(self, through=(found.answer, *found.sentences))

    def split_current(self) -> Chain | None:
        """The re-plan made in code: the current step's owner ("the ship on the X route") looked
        up as a step of its own before it (``core.replans.split_located_owner``), or a
        grandparent looked up as a parent's parent (``split_grandparent``); later steps'
        references moved up by the steps added; None when the step splits neither way."""
        at = len(self.answers)
        if at >= len(self.steps):
            return None
        step = self.steps[at]
        split = split_located_owner(step, f"#{at + 1}") or split_grandparent(step, at + 1)
        split = split or split_described_doer(step, f"#{at + 1}")
        split = split or (_split_by_wording(self.current, at) if "#" in step else None)  # a hop after an answer
        if split is None:
            return None
        by = len(split) - 1

        def shifted(step: str) -> str:
            return re.sub(r"#(\d+)", lambda m: f"#{int(m[1]) + by}" if int(m[1]) > at else m[0], step)

        later = tuple(shifted(step) for step in self.steps[at + 1 :])
        return replace(self, steps=(*self.steps[:at], *split, *later), replans=self.replans + 1)

    def fold_current(self) -> Chain | None:
        """The re-plan made in code for a relative or a thing the pages do not name: the current
        kin step folded into the steps that use its answer (``core.replans.fold_unnamed_kin``:
        "What was the trade of the father of #2?"), or the step asking which thing stands somewhere
        (``fold_unnamed_located``: "Which school was started in the old wool hall that stands on
        X?"), or the step asking which thing someone made (``fold_unnamed_made``: "What year did the
        terminal planned by X open?"); None when the current step is none of these."""
        at = len(self.answers)
        if at >= len(self.steps):
            return None
        step, rest = self.steps[at], self.steps[at + 1 :]
        later = fold_unnamed_kin(step, at + 1, rest) or fold_unnamed_located(step, at + 1, rest)
        later = later or fold_unnamed_made(step, at + 1, rest)
        if later is None:
            return None
        return replace(self, steps=(*self.steps[:at], *later), replans=self.replans + 1)

    def reworded(self, step: str, because: str) -> Chain:
        """The re-plan that asks the current step in other words (``step``, earlier answers in
        place); later steps keep their references. ``because``: the sentence that makes the new
        words mean the same thing, kept as support (it ties the answer to the name asked about)."""
        at = len(self.answers)
        return replace(
            self,
            steps=(*self.steps[:at], step, *self.steps[at + 1 :]),
            known_support=(*self.known_support, because),
            replans=self.replans + 1,
        )

    def asked_whole(self, question: str) -> Chain:
        """The question itself as the one step left, keeping what the plan found (``whole_question``) and the step
        it failed at (``missing``): no re-plan follows it."""
        whole = self.replanned((question,))
        missing = self.current if len(self.answers) < len(self.steps) else ""  # a finished plan's final answer failed
        return replace(whole, replans=MAX_REPLANS, final_is_question=True, missing=missing)

    def replanned(self, steps: Sequence[str]) -> Chain:
        """A new plan that keeps what this one found."""
        return Chain(
            steps=tuple(steps),
            known=tuple(self.facts),
            known_support=tuple(self.evidence),
            replans=self.replans + 1,
            collection=self.collection,
        )

    def to_metadata(self) -> dict[str, Any]:
        """The plan as it rides on a search call (plain JSON; fields left out while empty)."""
        extra = {
            "support": [list(s) for s in self.support] if any(self.support) else None,
            "known": [list(f) for f in self.known] or None,
            "known_support": list(self.known_support) or None,
            "replans": self.replans or None,
            "final_is_question": self.final_is_question or None,
            "missing": self.missing or None,
            "through": list(self.through) or None,
        }
        return {"steps": list(self.steps), "answers": list(self.answers)} | {k: v for k, v in extra.items() if v}

    @classmethod
    def from_metadata(cls, data: dict[str, Any]) -> Chain:
        return cls(
            steps=tuple(map(str, data["steps"])),
            answers=tuple(map(str, data.get("answers") or [])),
            support=tuple(tuple(map(str, s)) for s in data.get("support") or [[] for _ in data.get("answers") or []]),
            known=tuple((str(q), str(a)) for q, a in data.get("known") or []),
            known_support=tuple(map(str, data.get("known_support") or [])),
            replans=int(data.get("replans") or 0),
            final_is_question=bool(data.get("final_is_question")),
            missing=str(data.get("missing") or ""),
            through=tuple(map(str, data.get("through") or [])),
        )


def _split_by_wording(current: str, at: int) -> tuple[str, ...] | None:
    """The current step, with earlier answers in place, split by the wording's own hops ("How many cars does the ship
    on which Piet Dorran was chief engineer carry?" -> "Which ship is the one on which Piet Dorran was chief
    engineer?", "How many cars does #k carry?"), its references numbered after the ``at`` steps before it (fresh46
    h05 searched the step whole and gave up). None when the wording names no hop or more than a plan allows."""
    steps = decompose(current)
    if steps is None or len(steps) < 2 or len(steps) > MAX_STEPS:
        return None
    return tuple(re.sub(r"#(\d+)", lambda m: f"#{int(m[1]) + at}", step) for step in steps)


def pending_chain(messages: Sequence[AnyMessage]) -> Chain | None:
    """The plan carried by the latest search call, if that call was a planned step."""
    for message in reversed(messages):
        if isinstance(message, AIMessage) and any(c["name"] == "search" for c in message.tool_calls):
            data = message.response_metadata.get(CHAIN_KEY)
            if not isinstance(data, dict) or not data.get("steps"):
                return None
            chain = Chain.from_metadata(data)
            return chain if len(chain.answers) < len(chain.steps) else None
    return None


def _plan_schema(pick: Sequence[str] | None, prompts: LoopPrompts) -> type[BaseModel]:
    fields: dict[str, Any] = {"steps": (list[str], Field(description=prompts.plan_steps_field))}
    if pick:
        fields["collection"] = (Literal[tuple(pick)] | None, Field(default=None))  # type: ignore[valid-type]
    return create_model("Plan", **fields)


def _link_schema(prompts: LoopPrompts) -> type[BaseModel]:
    docs = prompts.link_fields
    return create_model(
        "StepAnswer",
        relevant_sentences=(str, Field(description=docs.get("relevant_sentences", ""))),
        answer=(Annotated[str, AfterValidator(_one_answer)], Field(description=docs.get("answer", ""))),
    )


_MAPPING_DUMPED = re.compile(r"^\s*\{.*:.*\}\s*$", re.S)
"""An answer written as a mapping of values ("{ 1: 'Arthur Quern', 2: '1868-1931', ..., 11: '300 people' }", fresh55
k06, given as the answer), even one no parser reads ("valley's" breaks its quotes): it answers nothing."""
_MOST_LISTED = 3


def _one_answer(text: str) -> str:
    """The answer as written, a list of a few values as one answer ("['1881']" -> "1881", "[MV Tern, MV Orrin]" as
    written, "['MV Tern', 'MV Orrin']" -> "MV Tern and MV Orrin"), or a validation error (which earns the model its one
    repair turn) for values dumped: a mapping, or a list of more than a few."""
    stripped = text.strip()
    if not stripped.startswith(("{", "[")):
        return text
    try:
        value = ast.literal_eval(stripped)
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        value = None  # "[1] The Tollan Shipyard [2]", "{ ... valley's towns ... }"
    if isinstance(value, dict) or (value is None and _MAPPING_DUMPED.match(stripped)):
        raise ValueError("answer with the value asked for, as plain text, not a mapping of values")
    if not isinstance(value, list | tuple | set):
        return text
    items = [str(item).strip() for item in value if str(item).strip()]
    if len(items) > _MOST_LISTED:
        raise ValueError("answer with the value asked for, as plain text, not a list of every value read")
    return " and ".join(items) if items else text


def _system(prompt: str, instructions: str | None) -> SystemMessage:
    """A json-strategy task prompt, with the caller's own instructions (their system prompt) first."""
    return SystemMessage(content=f"{instructions}\n\n{prompt}" if instructions else prompt)


def _plan_messages(
    question: str, pick_note: str, prompts: LoopPrompts, instructions: str | None, after: Chain | None
) -> list[BaseMessage]:
    messages: list[BaseMessage] = [_system(prompts.plan.format(collections=pick_note), instructions)]
    for example, steps in prompts.plan_examples:
        messages += [HumanMessage(content=f"Question: {example}"), AIMessage(content=json.dumps({"steps": steps}))]
    note = ""
    if after is not None:
        facts = "".join(f"\n- {q} {a}" for q, a in after.facts) or " nothing"
        failed = after.current if len(after.answers) < len(after.steps) else question
        note = "\n" + prompts.replan.format(failed=failed, facts=facts)
    return [*messages, HumanMessage(content=f"Question: {question}{note}")]


def plan(
    model: BaseChatModel,
    question: str,
    *,
    pick: Sequence[str] | None,
    prompts: LoopPrompts = _DEFAULT_PROMPTS,
    instructions: str | None = None,
    after: Chain | None = None,
) -> Steps[Chain | None]:
    """The question's one-fact steps (one model call); None if the reply is unusable.

    Args:
        pick: the collections the plan may name (two or more in scope), else None.
        instructions: the caller's own system prompt, put in front of the task prompt.
        after: re-plan after this chain went wrong: the model sees what it found, and the new
            chain keeps those facts.

    Raises:
        Exception: whatever the model call raised.
    """
    pick_note = f" Collections: {', '.join(pick)}; you may name one." if pick else ""
    messages = _plan_messages(question, pick_note, prompts, instructions, after)
    decision = yield from decide(model, messages, _plan_schema(pick, prompts), method="json")
    if not decision.ok or decision.value is None:
        return None
    value = decision.value.model_dump()
    steps = tuple(_question_only(s) for s in value["steps"] if not is_nothing(s))[:MAX_STEPS]
    if not steps or any(_cut_short(step) for step in steps):
        return None
    steps = named_for_pronouns(question, steps, after.steps if after is not None else ())
    if after is not None:
        return after.replanned(steps)
    return Chain(steps=steps, collection=value.get("collection"))


_CUT_SHORT = re.compile(r"\b(?:the|a|an|of|in|on|at|for|to|by|and|or|with|from)\s*\??$", re.I)


def _cut_short(step: str) -> bool:
    """Whether a planned step stops mid-sentence ("Who was the composer of the "): a small model
    writing a quoted title into JSON ends the string at the title's first quote mark. Such a
    step searches a fragment; the plan is not used."""
    return bool(_CUT_SHORT.search(step.strip())) or step.count('"') % 2 == 1


def _question_only(step: str) -> str:
    """A planned step up to its question mark: a small model re-planning sometimes writes the
    answer it guesses after the question ("Who built the Aske Viaduct? Aske Iron Foundry"), which
    would be searched for and end up in a give-up reason."""
    text = step.strip()
    mark = text.find("?")
    return text[: mark + 1] if 0 < mark < len(text) - 1 else text


def answer_from(
    model: BaseChatModel,
    question: str,
    passages: Sequence[str],
    known: Sequence[tuple[str, str]] = (),
    *,
    prompts: LoopPrompts = _DEFAULT_PROMPTS,
    instructions: str | None = None,
    background: str = "",
) -> Steps[Found | None]:
    """The answer to ``question`` as the passages (and the facts found so far) state it, with the
    sentences it was read from, from one model call; None when they do not state it.
    ``background``: the entity graph's context of the question, put in front (``graph_context``).

    Raises:
        Exception: whatever the model call raised.
    """
    if not passages:
        return None
    body = "\n\n".join(f"[{i}] {text}" for i, text in enumerate(passages, 1))
    facts = "".join(f"\n- {q} {a}" for q, a in known)
    user = f"Passages:\n{body}\n\n" + (f"Found so far:{facts}\n\n" if facts else "") + f"Question: {question}"
    user = prompts.with_background(user, background)
    messages = [_system(prompts.link, instructions), HumanMessage(content=user)]
    decision = yield from decide(model, messages, _link_schema(prompts), method="json")
    if not decision.ok or decision.value is None:
        return None
    answer = decision.value.answer.strip()
    sentences = tuple(split_evidence(decision.value.relevant_sentences))
    if is_nothing(answer) or says_not_stated(answer):
        # the sentence it copied states the year (or the reason) it then called unknown: read it in code
        read = year_stated(question, sentences, passages) or reason_stated(question, sentences)
        if read is None and (doer := doer_stated(question, passages)) is not None:
            return Found(answer=doer[0], sentences=(doer[1],))  # "given by the brewer Thomas Kemp"
        return Found(answer=read, sentences=sentences) if read is not None else None
    return Found(answer=subject_of_identity(question, answer), sentences=sentences)


def split_evidence(text: str) -> list[str]:
    """The sentences a model copied as evidence (none when it wrote 'none')."""
    if is_nothing(text):
        return []
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+|\n+", text) if len(s.strip()) > 3]
