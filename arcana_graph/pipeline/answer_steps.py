"""The Pipeline's answering steps: ``answer`` (with Arcana's self-correction, really done) and
``ground`` (claims checked against the context used)."""

from __future__ import annotations

import logging
from typing import Any

from arcana_graph.core.effects import Steps, call_user
from arcana_graph.core.telemetry import emit
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
    if skipped(state, retrieval=False):
        return {}
    chunks = [] if state.get("skip_retrieval") else all_chunks(state.get("results"))
    texts = [c.text for c in chunks]
    model = cfg.model_for(step)
    try:
        if step.answerer is not None:
            text = (yield call_user(step.answerer, state["question"], chunks, what="the answerer")).strip()
        else:
            text = yield from complete(model, step_prompt(step, prompts.answer_prompt, state["question"], texts))
    except Exception as exc:  # the answer is the one step a pipeline cannot do without
        emit(
            "arcana.pipeline.answer",
            {"question": state["question"], "context_chunk_count": len(chunks), "success": False},
        )
        return {"error": f"answer failed: {type(exc).__name__}: {exc}"}
    corrections: list[dict[str, str]] = []
    if step.self_correct:
        while len(corrections) < step.max_corrections:
            attempt = len(corrections) + 1
            try:
                prompt = prompts.evaluate_prompt(state["question"], texts, text)
                verdict = yield from complete_structured(model, prompt, Groundedness)
            except Exception as exc:  # an unavailable evaluator accepts the answer
                _log.warning("answer evaluation failed, accepting: %s", exc)
                emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "eval_failed"})
                break
            if not verdict or verdict.grounded is not False:
                emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "accepted"})
                break
            feedback = verdict.feedback or "Please make sure the answer is grounded in the provided context."
            try:
                improved = yield from complete(
                    model, prompts.correction_prompt(state["question"], texts, text, str(feedback))
                )
            except Exception as exc:  # a failed correction is a failed answer
                emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "error"})
                return {"error": f"answer correction failed: {type(exc).__name__}: {exc}"}
            emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "corrected"})
            corrections.append({"previous_answer": text, "feedback": str(feedback)})
            text = improved
    emit(
        "arcana.pipeline.answer",
        {
            "question": state["question"],
            "context_chunk_count": len(chunks),
            "correction_count": len(corrections),
            "success": True,
        },
    )
    return {"answer": text, "context_used": chunks, "correction_count": len(corrections), "corrections": corrections}


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
