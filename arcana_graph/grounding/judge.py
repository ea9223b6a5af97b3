"""The LLM-judge grounder (RAGAS-style faithfulness), working with any chat model.

Two ways to get the claims (``claims=``):

* ``"model"`` (Arcana's): one call asks the judge to split the answer into verbatim claims and to
  label each ``supported`` / ``unsupported`` / ``contradicted`` against the numbered chunks,
  citing chunk numbers. The reply is free text parsed tolerantly (code fences, prose around the
  object, braces inside strings).
* ``"sentences"``: the answer's sentences are the claims, and the judge labels one at a time with
  a schema-constrained reply (the quoted evidence first, then the verdict and chunk numbers). A
  small local model drops claims it should flag when asked to decompose, but judges single claims
  well; the chunks come first in each prompt, so the server reuses their cached prefix.

``"auto"`` (default) uses sentences for local models, the model's own claims otherwise.
``score`` = supported claims / all claims; each claim located in the answer becomes a span
(supported -> faithful, otherwise hallucinated) whose sources are the cited chunks.

Example::

    judge = LLMJudgeGrounder("openai:gpt-4o-mini")
    result = judge("Paris is in France.", chunks, question="Where is Paris?")
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Annotated, Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, BeforeValidator, Field

from arcana_graph.core.effects import Steps, run_sync
from arcana_graph.core.errors import GroundingError
from arcana_graph.core.types import Chunk, GroundingResult, Span, SpanSource
from arcana_graph.grounding import prompts
from arcana_graph.grounding.attribution import locate, split_sentences
from arcana_graph.models.chat import ModelRef
from arcana_graph.models.structured import decide, extract_json_object

__all__ = ["LLMJudgeGrounder", "parse_judge_json", "score_claims"]


Verdict = Literal["supported", "unsupported", "contradicted"]


def _lenient_verdict(value: Any) -> str:
    """A judge's verdict in any case; anything unknown counts as unsupported."""
    verdict = str(value or "").strip().lower()
    return verdict if verdict in ("supported", "contradicted") else "unsupported"


def _whole_numbers(value: Any) -> list[int]:
    """Chunk numbers as given, skipping anything that is not one."""
    items = value if isinstance(value, list) else []
    return [i for i in items if isinstance(i, int) and not isinstance(i, bool)]


class _Claim(BaseModel):
    text: str
    verdict: Annotated[Verdict, BeforeValidator(_lenient_verdict)]
    chunk_indices: Annotated[list[int], BeforeValidator(_whole_numbers)] = Field(default_factory=list)


class _Verdicts(BaseModel):
    claims: list[_Claim]


class _ClaimVerdict(BaseModel):
    evidence: str = Field(description="the context sentence that supports or contradicts the claim, or 'none'")
    verdict: Literal["supported", "unsupported", "contradicted"]
    chunk_indices: list[int] = Field(default_factory=list)


def parse_judge_json(text: str) -> list[dict[str, Any]]:
    """The ``claims`` list of a judge reply; ``[]`` when the object has none.

    Raises:
        GroundingError: no JSON object in the reply.
    """
    body = re.sub(r"^```\w*\s*|\s*```$", "", (text or "").strip())
    payload = None if body.startswith("[") else extract_json_object(body)
    if payload is None:
        raise GroundingError("invalid judge response: no JSON object found")
    claims = payload.get("claims", [])
    return [c for c in claims if isinstance(c, dict)] if isinstance(claims, list) else []


def _verdict(raw: Any) -> str:
    value = str(raw or "").strip().lower()
    return value if value in ("supported", "contradicted") else "unsupported"


def score_claims(answer: str, chunks: Sequence[Chunk], claims: Sequence[dict[str, Any]]) -> GroundingResult:
    """Turn judged claims into a ``GroundingResult`` (pure; see the module docstring)."""
    usable = [c for c in claims if isinstance(c.get("text"), str) and c["text"].strip()]
    if not usable:
        return GroundingResult(score=1.0)
    faithful: list[Span] = []
    hallucinated: list[Span] = []
    supported = 0
    for claim in usable:
        verdict = _verdict(claim.get("verdict"))
        supported += verdict == "supported"
        where = locate(answer, claim["text"])
        if where is None:
            continue  # counted in the score, but cannot be shown as a span
        indices = claim.get("chunk_indices") or []
        sources = tuple(
            SpanSource(chunk_id=chunks[i - 1].id, score=1.0)
            for i in indices
            if isinstance(i, int) and not isinstance(i, bool) and 1 <= i <= len(chunks)
        )
        span = Span(text=claim["text"], start=where[0], end=where[1], score=1.0, sources=sources)
        (faithful if verdict == "supported" else hallucinated).append(span)
    return GroundingResult(
        score=supported / len(usable), faithful_spans=tuple(faithful), hallucinated_spans=tuple(hallucinated)
    )


class LLMJudgeGrounder:
    """A ``Grounder`` that asks a chat model to verify the answer claim by claim.

    Args:
        model: the judge: a chat model or a ``"provider:model"`` spec (resolved on first use).
        system_prompt: replaces ``prompts.JUDGE_SYSTEM_PROMPT``.
        max_chunks: judge against only the first this many chunks (the Loop's are best first);
            None = all. Useful for small context windows.
        claims: ``"model"``, ``"sentences"`` or ``"auto"`` (see the module docstring).
    """

    name = "llm_judge"

    def __init__(
        self,
        model: BaseChatModel | str | ModelRef,
        *,
        system_prompt: str = prompts.JUDGE_SYSTEM_PROMPT,
        max_chunks: int | None = None,
        claims: Literal["auto", "model", "sentences"] = "auto",
    ) -> None:
        self.model = model if isinstance(model, ModelRef) else ModelRef(model)
        self.system_prompt = system_prompt
        self.max_chunks = max_chunks
        self.claims = claims

    @property
    def per_sentence(self) -> bool:
        return self.claims == "sentences" or (self.claims == "auto" and self.model.is_local)

    def judge_sentences(self, question: str, answer: str, chunks: Sequence[Chunk]) -> Steps[list[dict[str, Any]]]:
        """Label each sentence of the answer on its own; returns claims like ``judge``."""
        model = yield from self.model.acquire()
        texts = [c.text for c in chunks]
        claims = []
        for sentence, _, _ in split_sentences(answer):
            messages = [
                SystemMessage(content=prompts.JUDGE_CLAIM_PROMPT),
                HumanMessage(content=prompts.judge_claim_prompt(question, answer, sentence, texts)),
            ]
            decision = yield from decide(model, messages, _ClaimVerdict, method="auto")
            if not decision.ok or decision.value is None:
                raise GroundingError(f"invalid judge response: {decision.error}")
            claims.append({"text": sentence, **decision.value.model_dump(exclude={"evidence"})})
        return claims

    def judge(self, question: str, answer: str, chunks: Sequence[Chunk]) -> Steps[list[dict[str, Any]]]:
        """Ask the judge to decompose and label the answer in one call; returns the raw claims.

        Raises:
            GroundingError: the judge's reply could not be read.
            Exception: whatever the model call raised.
        """
        messages = [
            SystemMessage(content=self.system_prompt),
            HumanMessage(content=prompts.judge_user_prompt(question, answer, [c.text for c in chunks])),
        ]
        model = yield from self.model.acquire()
        # A local model gets the schema as a grammar (with the repair turn); an API model answers
        # the RAGAS-style prompt in one call, read tolerantly, as Arcana's judge does.
        method = "json" if self.model.is_local else "text"
        decision = yield from decide(model, messages, _Verdicts, method=method, repair=self.model.is_local)
        if not decision.ok or decision.value is None:
            raise GroundingError(f"invalid judge response: {decision.error}")
        return [claim.model_dump() for claim in decision.value.claims]

    def grounding_steps(self, answer: str, chunks: Sequence[Chunk], *, question: str) -> Steps[GroundingResult]:
        """The check as steps (``arcana_graph.core.effects``): async under ``ainvoke``."""
        if not answer.strip():
            return GroundingResult(score=1.0)
        if not chunks:
            return GroundingResult(score=0.0)
        chunks = list(chunks)[: self.max_chunks] if self.max_chunks else list(chunks)
        judged = self.judge_sentences if self.per_sentence else self.judge
        return score_claims(answer, chunks, (yield from judged(question, answer, chunks)))

    def __call__(self, answer: str, chunks: Sequence[Chunk], *, question: str) -> GroundingResult:
        return run_sync(self.grounding_steps(answer, chunks, question=question))
