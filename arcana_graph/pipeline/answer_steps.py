"""The Pipeline's answering steps: ``answer`` (with Arcana's self-correction, really done) and
``ground`` (claims checked against the context used)."""

from __future__ import annotations

import inspect
import logging
from typing import Any

from arcana_graph.core.answers import asked_kind, fits
from arcana_graph.core.citations import cite, without_markers
from arcana_graph.core.effects import Steps, call_user
from arcana_graph.core.scope import resolve_scope
from arcana_graph.core.searcher import graph_background
from arcana_graph.core.telemetry import emit
from arcana_graph.core.text import is_refusal
from arcana_graph.grounding.node import ground_steps
from arcana_graph.pipeline import prompts
from arcana_graph.pipeline.config import PipelineConfig
from arcana_graph.pipeline.lifecycle import skipped, step_prompt
from arcana_graph.pipeline.llm import complete, complete_structured
from arcana_graph.pipeline.options import Answer, Ground
from arcana_graph.pipeline.retrieval import all_chunks
from arcana_graph.pipeline.schemas import Groundedness
from arcana_graph.pipeline.state import PipelineState

__all__ = ["answer", "ground"]

_log = logging.getLogger(__name__)


def answer(state: PipelineState, cfg: PipelineConfig, *, step: Answer) -> Steps[dict[str, Any]]:
    """Write the answer from the results, citing the numbered passages it rests on; with
    ``self_correct``, check it (in code: is it the kind of answer asked for; by the model: is it
    grounded) and correct it with the feedback, at most ``max_corrections`` times."""
    if skipped(state, retrieval=False):
        return {}
    chunks = [] if state.get("skip_retrieval") else all_chunks(state.get("results"))
    texts = [c.text for c in chunks]
    model = cfg.model_for(step)
    try:
        if step.answerer is not None:
            text = (yield call_user(step.answerer, state["question"], chunks, what="the answerer")).strip()
        else:
            background = ""
            if step.graph_context and chunks:
                scope = {"collections": resolve_scope(state.get("collections")), "filter": state.get("filter")}
                background = yield from graph_background(cfg.searcher, state["question"], **scope)
            text = yield from complete(model, _answer_prompt(step, state["question"], texts, background))
    except Exception as exc:  # the answer is the one step a pipeline cannot do without
        emit(
            "arcana.pipeline.answer",
            {"question": state["question"], "context_chunk_count": len(chunks), "success": False},
        )
        return {"error": f"answer failed: {type(exc).__name__}: {exc}"}
    corrections: list[dict[str, str]] = []
    if step.self_correct:
        try:
            text = yield from _self_correct(state["question"], texts, text, model, step, corrections)
        except _CorrectionFailed as failed:
            return {"error": str(failed)}
    answer_text, citations, dropped = _cited(text, chunks)
    emit(
        "arcana.pipeline.answer",
        {
            "question": state["question"],
            "context_chunk_count": len(chunks),
            "correction_count": len(corrections),
            "citations": [c.to_dict() for c in citations],
            "success": True,
        },
    )
    return {
        "answer": answer_text,
        "context_used": chunks,
        "citations": citations,
        "dropped_citations": dropped,
        "correction_count": len(corrections),
        "corrections": corrections,
    }


def _answer_prompt(step: Answer, question: str, texts: list[str], background: str) -> str:
    """The answer prompt; the graph context goes to the default prompt, and to a custom one that
    takes a third argument (Arcana's 3-arity prompt function)."""
    if not background or (step.prompt is not None and not _takes_three(step.prompt)):
        return step_prompt(step, prompts.answer_prompt, question, texts)
    return step_prompt(step, prompts.answer_prompt, question, texts, background)


def _takes_three(fn: Any) -> bool:
    try:
        inspect.signature(fn).bind("question", [], "background")
    except (TypeError, ValueError):
        return False
    return True


def _cited(text: str, chunks: list[Any]) -> tuple[str, list[Any], int]:
    """The answer's ``[n]`` markers checked against the numbered passages it was shown."""

    def passage(marker: str) -> Any:
        return chunks[int(marker) - 1] if marker.isdigit() and 1 <= int(marker) <= len(chunks) else None

    return cite(text, chunks, resolve=passage) if chunks else (text, [], 0)


class _CorrectionFailed(Exception):
    """The correction call itself failed: the answer step fails with this message."""


def _self_correct(
    question: str, texts: list[str], text: str, model: Any, step: Answer, corrections: list[dict[str, str]]
) -> Steps[str]:
    """Check and correct the answer (see ``answer``); returns the answer to keep."""
    while len(corrections) < step.max_corrections:
        attempt = len(corrections) + 1
        feedback = _kind_feedback(question, text)
        if feedback is None:
            try:
                verdict = yield from complete_structured(
                    model, prompts.evaluate_prompt(question, texts, text), Groundedness
                )
            except Exception as exc:  # an unavailable evaluator accepts the answer
                _log.warning("answer evaluation failed, accepting: %s", exc)
                emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "eval_failed"})
                break
            if not verdict or verdict.grounded is not False:
                emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "accepted"})
                break
            feedback = verdict.feedback or "Please make sure the answer is grounded in the provided context."
        try:
            improved = yield from complete(model, prompts.correction_prompt(question, texts, text, str(feedback)))
        except Exception as exc:  # a failed correction is a failed answer
            emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "error"})
            raise _CorrectionFailed(f"answer correction failed: {type(exc).__name__}: {exc}") from exc
        emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "corrected"})
        corrections.append({"previous_answer": text, "feedback": str(feedback)})
        text = improved
    return text


def _kind_feedback(question: str, text: str) -> str | None:
    """Feedback when the answer is not the kind of answer the question asks for (checked in code),
    unless it says the context does not tell (a refusal is a fitting answer)."""
    said = without_markers(text)
    if fits(question, said) or is_refusal(said):
        return None
    kind = asked_kind(question)
    return (
        f"The question asks for a {kind}, and the answer gives none. Answer with the {kind} the context "
        "states for exactly what was asked, or say that the context does not state it."
    )


def ground(state: PipelineState, cfg: PipelineConfig, *, step: Ground) -> Steps[dict[str, Any]]:
    if state.get("error"):
        return {}
    grounder = step.grounder or cfg.grounder
    if grounder is None:
        from arcana_graph.grounding.judge import LLMJudgeGrounder

        grounder = LLMJudgeGrounder(cfg.model_for(step))  # the step's model, already resolved
    return (
        yield from ground_steps(state, grounder=grounder, event="arcana.pipeline.ground", chunks_key="context_used")
    )
