"""The LLM-judge grounder (RAGAS-style faithfulness), working with any chat model.

Sentence answers, two ways to get the claims (``claims=``):

* ``"model"`` (Arcana's): one call asks the judge to split the answer into verbatim claims and to
  label each ``supported`` / ``unsupported`` / ``contradicted`` against the numbered chunks, read
  together, citing chunk numbers. The reply is free text parsed tolerantly (code fences, prose
  around the object, braces inside strings).
* ``"sentences"``: the answer's sentences are the claims, and the judge labels one at a time with
  a schema-constrained reply (the quoted evidence first, then the verdict and chunk numbers). A
  small local model drops claims it should flag when asked to decompose, but judges single claims
  well; the chunks come first in each prompt, so the server reuses their cached prefix.

``"auto"`` (default) uses sentences for local models, the model's own claims otherwise.

Short answers (``short_answers.is_short_answer``: "Ottilie Quillon", "1887") make one claim together
with their question. The judge first turns question + answer into one declarative statement
(``convert="rules"``: wh-question templates, a model call when none fits; ``"model"``: always the
model; ``"off"``: judge the answer as a sentence, as before), then judges that statement against
the passages together. An API judge gets the statement in its claims call. A local judge gets the
statement with the answer blanked out and fills the blank from the passages; the answer is
supported when that value agrees with it (``agreement.compare``), because a 1.5B judge shown the
answer copies it and calls nearly everything supported. Either way the answer is one claim, a
span over the answer's own text.

``score`` = supported claims / all claims; each claim located in the answer becomes a span
(supported -> faithful, otherwise hallucinated) whose sources are the cited chunks.

Example::

    judge = LLMJudgeGrounder("openai:gpt-4o-mini")
    result = judge("Paris is in France.", chunks, question="Where is Paris?")
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Annotated, Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, BeforeValidator, Field

from arcana_graph.core.effects import Steps, run_sync
from arcana_graph.core.errors import ConfigurationError, GroundingError
from arcana_graph.core.types import Chunk, GroundingResult, Span, SpanSource
from arcana_graph.grounding import prompts
from arcana_graph.grounding.agreement import compare, passages_stating
from arcana_graph.grounding.attribution import locate, split_sentences
from arcana_graph.grounding.short_answers import answer_core, is_short_answer
from arcana_graph.grounding.statements import Statement, statement_by_rules, statement_from_model, template_statement
from arcana_graph.models.chat import ModelRef, with_sampling
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


class _Statement(BaseModel):
    statement: str = Field(description="the question and its answer as one declarative sentence")


class _Reading(BaseModel):
    answer: str = Field(description="what the passages give for the blank or the question, or 'not stated'")


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
        convert: how a short answer becomes a statement: ``"rules"`` (templates, else the model),
            ``"model"`` (always the model) or ``"off"`` (no statement: judged as a sentence).
        temperature: the judge's sampling temperature (default: the model's own; 0 makes the
            verdicts repeatable where the provider allows it).
        max_tokens: the most tokens one judge reply may use (default: the model's own limit).
            A model instance without these settings is refused here; a spec's model is checked
            when it is made (``local:`` and ``openai:`` models have both), and a refusal then
            leaves the run's grounding empty, with a warning in the log.
    """

    name = "llm_judge"

    def __init__(
        self,
        model: BaseChatModel | str | ModelRef,
        *,
        system_prompt: str = prompts.JUDGE_SYSTEM_PROMPT,
        max_chunks: int | None = None,
        claims: Literal["auto", "model", "sentences"] = "auto",
        convert: Literal["rules", "model", "off"] = "rules",
        temperature: float | None = None,
        max_tokens: int | None = None,
    ) -> None:
        if temperature is not None and not (
            isinstance(temperature, int | float) and math.isfinite(temperature) and 0 <= temperature <= 2
        ):
            raise ConfigurationError(f"judge temperature must be a number from 0 to 2, got {temperature!r}")
        if max_tokens is not None and (
            not isinstance(max_tokens, int) or isinstance(max_tokens, bool) or max_tokens < 1
        ):
            raise ConfigurationError(f"judge max_tokens must be a positive whole number, got {max_tokens!r}")
        if isinstance(model, BaseChatModel):
            with_sampling(model, temperature=temperature, max_tokens=max_tokens)  # unsupported: fail now
        self.model = model if isinstance(model, ModelRef) else ModelRef(model)
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.system_prompt = system_prompt
        self.max_chunks = max_chunks
        self.claims = claims
        self.convert = convert

    def _judge_model(self) -> Steps[BaseChatModel]:
        """The judge's chat model with its sampling options applied."""
        model = yield from self.model.acquire()
        return with_sampling(model, temperature=self.temperature, max_tokens=self.max_tokens)

    @property
    def per_sentence(self) -> bool:
        return self.claims == "sentences" or (self.claims == "auto" and self.model.is_local)

    def judge_sentences(self, question: str, answer: str, chunks: Sequence[Chunk]) -> Steps[list[dict[str, Any]]]:
        """Label each sentence of the answer on its own; returns claims like ``judge``."""
        model = yield from self._judge_model()
        texts = [c.text for c in chunks]
        claims = []
        for sentence, _, _ in split_sentences(answer):
            messages = [
                SystemMessage(content=prompts.JUDGE_CLAIM_PROMPT),
                HumanMessage(content=prompts.judge_claim_prompt(question, answer, sentence, texts)),
            ]
            decision = yield from decide(model, messages, _ClaimVerdict)
            if not decision.ok or decision.value is None:
                raise GroundingError(f"invalid judge response: {decision.error}")
            claims.append({"text": sentence, **decision.value.model_dump(exclude={"evidence"})})
        return claims

    def statement(self, question: str, answer: str) -> Steps[Statement]:
        """The statement question + answer make: by the rules (``convert="rules"``), else one
        schema-constrained model call checked by ``statement_from_model``, else the template."""
        if self.convert == "rules":
            found = statement_by_rules(question, answer)
            if found is not None:
                return found
        core = answer_core(answer) or answer.strip()
        model = yield from self._judge_model()
        messages = [
            SystemMessage(content=prompts.STATEMENT_PROMPT),
            HumanMessage(content=prompts.statement_prompt(question, core)),
        ]
        decision = yield from decide(model, messages, _Statement)
        written = decision.value.statement if decision.ok and decision.value is not None else ""
        return statement_from_model(question, answer, written) or template_statement(question, answer)

    def read(self, question: str, cloze: str | None, texts: Sequence[str]) -> Steps[str]:
        """What the passages give for the blank of ``cloze`` (or, without one, for the question)."""
        model = yield from self._judge_model()
        if cloze is not None:
            messages = [
                SystemMessage(content=prompts.FILL_PROMPT),
                HumanMessage(content=prompts.fill_prompt(cloze, texts)),
            ]
        else:
            messages = [
                SystemMessage(content=prompts.ANSWER_PROMPT),
                HumanMessage(content=prompts.answer_prompt(question, texts)),
            ]
        decision = yield from decide(model, messages, _Reading)
        if not decision.ok or decision.value is None:
            raise GroundingError(f"invalid judge response: {decision.error}")
        return decision.value.answer

    def check_statement(
        self, statement: Statement, question: str, answer: str, texts: Sequence[str]
    ) -> Steps[tuple[str, str]]:
        """A local judge's verdict on a short answer's statement and the value it read first.

        The blank holds the whole answer; when the value agrees with part of it only ("Ottilie
        Quillon" for "Ottilie Quillon, in 1920"), a second blank over the rest ("in ___") decides.
        """
        value = yield from self.read(question, statement.cloze, texts)
        agreement = compare(answer, value, question=question, passages=texts)
        if agreement.verdict != "partial":
            return agreement.verdict, value
        core = answer_core(answer) or answer.strip()
        first, last = core.find(agreement.missing[0]), core.rfind(agreement.missing[-1])
        part = core[first : last + len(agreement.missing[-1])] if 0 <= first <= last else ""
        cloze = statement.blank(part) if part else None
        if cloze is None:
            return "contradicted", value
        rest = yield from self.read(question, cloze, texts)
        again = compare(part, rest, question=question, passages=texts)
        return ("supported" if again.verdict == "supported" else "contradicted"), value

    def judge_short(self, question: str, answer: str, chunks: Sequence[Chunk]) -> Steps[list[dict[str, Any]]]:
        """A short answer as one claim: its statement judged against the chunks together."""
        statement = yield from self.statement(question, answer)
        core = answer_core(answer) or answer.strip()
        texts = [c.text for c in chunks]
        if self.per_sentence:
            verdict, value = yield from self.check_statement(statement, question, answer, texts)
            stated = core if verdict == "supported" else value
            said = statement.text if stated == core else statement.filled(value)
            indices = passages_stating(said, stated, texts) if verdict != "unsupported" else []
        else:
            claims = yield from self.judge(question, statement.text, chunks)
            verdicts = {c["verdict"] for c in claims}
            verdict = (
                "supported"
                if claims and verdicts == {"supported"}
                else "contradicted"
                if "contradicted" in verdicts
                else "unsupported"
            )
            indices = sorted({i for c in claims for i in c.get("chunk_indices") or []})
        return [{"text": core, "verdict": verdict, "chunk_indices": indices, "statement": statement.text}]

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
        model = yield from self._judge_model()
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
        if self.convert != "off" and question.strip() and is_short_answer(answer):
            judged = self.judge_short
        else:
            judged = self.judge_sentences if self.per_sentence else self.judge
        return score_claims(answer, chunks, (yield from judged(question, answer, chunks)))

    def __call__(self, answer: str, chunks: Sequence[Chunk], *, question: str) -> GroundingResult:
        return run_sync(self.grounding_steps(answer, chunks, question=question))
