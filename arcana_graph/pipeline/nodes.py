"""The Pipeline's step nodes: step functions ``(state, cfg, *, step) -> Steps[partial update]``
(``arcana_graph.core.effects``), run blocking under ``invoke`` and async under ``ainvoke``.

Every step is skipped (returns ``{}``) when an earlier step set ``error``; the retrieval steps
(rewrite, expand, decompose, search, reason, rerank) are skipped when ``gate`` decided no retrieval
is needed. Failures of optional steps fall back as Arcana does (a failed rewrite leaves
``rewritten_query`` None, a failed selection keeps every offered collection, ...); only ``answer``
failing sets ``error``. No step widens the run's scope: ``select`` offers and returns only
collections inside it, ``reason`` searches inside it. Each step emits ``arcana.pipeline.<step>``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from typing import Any

from arcana_graph.core.chunks import to_chunk
from arcana_graph.core.effects import Call, Deadline, Parallel, Steps, call, call_user
from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.scope import narrow, resolve_scope
from arcana_graph.core.searcher import search_call
from arcana_graph.core.telemetry import emit
from arcana_graph.core.types import Chunk
from arcana_graph.grounding.node import ground_steps
from arcana_graph.pipeline import prompts
from arcana_graph.pipeline.config import PipelineConfig
from arcana_graph.pipeline.llm import complete, complete_json
from arcana_graph.pipeline.options import Answer, Decompose, Expand, Gate, Ground, Reason, Rerank, Rewrite, Select, Step
from arcana_graph.pipeline.state import PipelineState, SearchResult

__all__ = [
    "all_chunks",
    "starting_run",
    "answer",
    "decompose",
    "effective_query",
    "expand",
    "gate",
    "merge_results",
    "ground",
    "on_error",
    "reason",
    "rerank",
    "rewrite",
    "run_searches",
    "select",
]

_log = logging.getLogger(__name__)


def _skipped(state: PipelineState, *, retrieval: bool) -> bool:
    return bool(state.get("error")) or (retrieval and bool(state.get("skip_retrieval")))


def _prompt(step: Step, default: Any, *args: Any) -> str:
    return (step.prompt or default)(*args)


def starting_run(steps: Callable[..., Any]) -> Callable[..., Steps[dict[str, Any]]]:
    """``steps`` with the run's start in front when it is the first step to run: the input is
    checked (a malformed question or scope sets ``error``) and the run's deadline is set."""

    def run(state: PipelineState, cfg: PipelineConfig, **kwargs: Any) -> Steps[dict[str, Any]]:
        start: dict[str, Any] = {}
        if "deadline" not in state:
            problem = _input_problem(state)
            if problem is not None:
                return {"error": problem, "deadline": None}
            start["deadline"] = time.time() + cfg.max_seconds if cfg.max_seconds else None
            yield Deadline(start["deadline"])
        work = steps(state, cfg, **kwargs)
        update = (yield from work) if hasattr(work, "send") else work
        return {**start, **update}

    return run


def on_error(state: PipelineState, cfg: PipelineConfig, node: str, exc: Exception) -> dict[str, Any]:
    """The last line of defence: a step that still raised ends the run with ``error`` set (the
    steps after it are skipped); a run never raises."""
    _log.warning("pipeline step %s failed: %s", node, exc)
    return {"error": f"{node} failed: {type(exc).__name__}: {exc}"}


def _input_problem(state: PipelineState) -> str | None:
    question = state.get("question")
    if not isinstance(question, str) or not question.strip():
        return "question must be a non-empty string"
    try:
        resolve_scope(state.get("collections"))
    except ConfigurationError as exc:
        return str(exc)
    return None


def effective_query(state: PipelineState) -> str:
    """What to search for: the expanded query, else the rewritten one, else the question."""
    return state.get("expanded_query") or state.get("rewritten_query") or state["question"]


def all_chunks(results: Sequence[SearchResult] | None) -> list[Chunk]:
    """Every chunk of the results, in order, without duplicates (first copy wins)."""
    seen: dict[str, Chunk] = {}
    for result in results or []:
        for chunk in result["chunks"]:
            seen.setdefault(chunk.id, chunk)
    return list(seen.values())


def gate(state: PipelineState, cfg: PipelineConfig, *, step: Gate) -> Steps[dict[str, Any]]:
    if _skipped(state, retrieval=False):
        return {}
    skip, reasoning = False, None
    try:
        payload = yield from complete_json(cfg.model_for(step), _prompt(step, prompts.gate_prompt, state["question"]))
        if payload is not None and isinstance(payload.get("needs_retrieval"), bool):
            skip, reasoning = not payload["needs_retrieval"], payload.get("reasoning")
    except Exception as exc:  # an unavailable gate means: retrieve, as Arcana does
        _log.warning("gate failed, retrieving: %s", exc)
    emit("arcana.pipeline.gate", {"question": state["question"], "skip_retrieval": skip})
    return {"skip_retrieval": skip, "gate_reasoning": reasoning}


def rewrite(state: PipelineState, cfg: PipelineConfig, *, step: Rewrite) -> Steps[dict[str, Any]]:
    if _skipped(state, retrieval=True):
        return {}
    try:
        if step.rewriter is not None:
            rewritten: str | None = (yield call_user(step.rewriter, state["question"], what="the rewriter")).strip()
        else:
            rewritten = yield from complete(
                cfg.model_for(step), _prompt(step, prompts.rewrite_prompt, state["question"])
            )
            rewritten = rewritten.strip().strip('"').strip() or None
    except Exception as exc:  # a failed rewrite leaves the question as it is
        _log.warning("rewrite failed: %s", exc)
        rewritten = None
    emit("arcana.pipeline.rewrite", {"question": state["question"], "rewritten_query": rewritten})
    return {"rewritten_query": rewritten}


def _catalogue(cfg: PipelineConfig) -> Call | None:
    """Listing the searcher's collections (names and descriptions), when it can list them."""
    listing = getattr(cfg.searcher, "collections", None)
    return (
        call(lambda: {c.name: c.description for c in listing()}, what="the collection list")
        if callable(listing)
        else None
    )


def select(state: PipelineState, cfg: PipelineConfig, *, step: Select) -> Steps[dict[str, Any]]:
    """Narrow the scope: offer only collections inside the run's scope (the step's own list, else
    the scope, else every collection) and keep only offered names from the choice (Arcana checked
    neither). A failed selection keeps every offered collection; ``[]`` stays ``[]``."""
    if _skipped(state, retrieval=False):
        return {}
    scope = resolve_scope(state.get("collections"))
    listing = _catalogue(cfg)
    try:
        descriptions: dict[str, str | None] = (yield listing) if listing is not None else {}
    except Exception as exc:  # descriptions help the choice; without them the names still do
        _log.warning("listing collections failed: %s", exc)
        descriptions = {}
    offered = narrow(scope, step.collections if step.collections is not None else scope)
    if offered is None and not descriptions:  # every collection, and none listed: nothing to narrow
        return {"collections": None, "selection_reasoning": None}
    offered = list(descriptions) if offered is None else offered
    pairs = [(name, descriptions.get(name)) for name in offered]
    chosen, reasoning = list(offered), None
    try:
        if not offered:
            names = []
        elif step.selector is not None:
            names, reasoning = yield call_user(step.selector, state["question"], pairs, what="the selector")
        else:
            payload = yield from complete_json(
                cfg.model_for(step), _prompt(step, prompts.select_prompt, state["question"], pairs)
            )
            names = payload.get("collections") if payload else None
            reasoning = payload.get("reasoning") if payload else None
        picked = [n for n in (names or []) if n in offered]
        if picked:
            chosen = list(dict.fromkeys(picked))
    except Exception as exc:  # a failed selection keeps every offered collection
        _log.warning("select failed, keeping all collections: %s", exc)
        reasoning = None
    emit(
        "arcana.pipeline.select",
        {
            "question": state["question"],
            "available_collections": offered,
            "selected_count": len(chosen),
            "selected_collections": chosen,
        },
    )
    return {"collections": chosen, "selection_reasoning": reasoning}


def expand(state: PipelineState, cfg: PipelineConfig, *, step: Expand) -> Steps[dict[str, Any]]:
    if _skipped(state, retrieval=True):
        return {}
    query = effective_query(state)
    try:
        if step.expander is not None:
            expanded: str | None = (yield call_user(step.expander, query, what="the expander")).strip() or None
        else:
            text = yield from complete(cfg.model_for(step), _prompt(step, prompts.expand_prompt, query))
            expanded = text.strip('"').strip() or None
    except Exception as exc:  # a failed expansion searches the unexpanded query
        _log.warning("expand failed: %s", exc)
        expanded = None
    emit("arcana.pipeline.expand", {"question": query, "expanded_query": expanded})
    return {"expanded_query": expanded}


def decompose(state: PipelineState, cfg: PipelineConfig, *, step: Decompose) -> Steps[dict[str, Any]]:
    if _skipped(state, retrieval=True):
        return {}
    query = effective_query(state)
    subs: list[str] = [query]
    try:
        if step.decomposer is not None:
            found = yield call_user(step.decomposer, query, what="the decomposer")
        else:
            payload = (
                yield from complete_json(cfg.model_for(step), _prompt(step, prompts.decompose_prompt, query))
            ) or {}
            found = next(
                (
                    payload[k]
                    for k in ("sub_questions", "subquestions", "questions")
                    if isinstance(payload.get(k), list)
                ),
                [],
            )
        found = [q.strip() for q in found if isinstance(q, str) and q.strip()]
        if found:
            subs = found
    except Exception as exc:  # a failed decomposition searches the query as a whole
        _log.warning("decompose failed: %s", exc)
    emit("arcana.pipeline.decompose", {"question": query, "sub_question_count": len(subs)})
    return {"sub_questions": subs}


def run_searches(
    cfg: PipelineConfig, searcher: Any, jobs: Sequence[tuple[str, str | None]]
) -> Steps[list[SearchResult]]:
    """Search each ``(query, collection)`` at once; a failing search gives no chunks (logged)."""
    requests = tuple(
        search_call(searcher, q, collections=[c] if c else None, limit=cfg.limit, threshold=cfg.threshold)
        for q, c in jobs
    )
    replies = (yield Parallel(requests)) if requests else []
    results: list[SearchResult] = []
    for (query, collection), reply in zip(jobs, replies, strict=True):
        try:
            if isinstance(reply, BaseException):
                raise reply
            chunks = [to_chunk(c) for c in reply]
        except Exception as exc:  # a failing searcher contributes nothing
            _log.warning("search %r failed: %s", query, exc)
            chunks = []
        results.append({"question": query, "collection": collection, "chunks": chunks})
    return results


def reason(state: PipelineState, cfg: PipelineConfig, *, step: Reason) -> Steps[dict[str, Any]]:
    """Follow-up searches while the results are insufficient, inside the resolved collections only."""
    if _skipped(state, retrieval=True):
        return {}
    searcher = step.searcher or cfg.searcher
    results = list(state.get("results") or [])
    tried = list(state.get("queries_tried") or [state["question"]])
    scope = resolve_scope(state.get("collections"))
    iterations = 0
    while iterations < step.max_iterations:
        texts = [c.text for c in all_chunks(results)[:10]]
        try:
            payload = yield from complete_json(
                cfg.model_for(step), _prompt(step, prompts.sufficiency_prompt, state["question"], texts)
            )
        except Exception as exc:  # an unavailable judge accepts what we have
            _log.warning("reason failed, accepting the results: %s", exc)
            break
        follow_up = (payload or {}).get("follow_up_query")
        if (
            not payload
            or payload.get("sufficient") is not False
            or not isinstance(follow_up, str)
            or not follow_up.strip()
        ):
            break
        if follow_up.strip() in tried:
            break
        tried.append(follow_up.strip())
        iterations += 1
        jobs = [(follow_up.strip(), c) for c in scope] if scope is not None else [(follow_up.strip(), None)]
        results = merge_results(results, (yield from run_searches(cfg, searcher, jobs)))
    emit("arcana.pipeline.reason", {"question": state["question"], "iterations": iterations})
    return {"results": results, "queries_tried": tried, "reason_iterations": iterations}


def merge_results(results: list[SearchResult], new: list[SearchResult]) -> list[SearchResult]:
    """Append new results, dropping chunks already present (first copy wins) and emptied results."""
    seen = {c.id for r in results for c in r["chunks"]}
    merged = list(results)
    for result in new:
        fresh = [c for c in result["chunks"] if c.id not in seen]
        seen.update(c.id for c in fresh)
        if fresh:
            merged.append({**result, "chunks": fresh})
    return merged


def rerank(state: PipelineState, cfg: PipelineConfig, *, step: Rerank) -> Steps[dict[str, Any]]:
    if _skipped(state, retrieval=False):
        return {}
    results = state.get("results")
    if not results:
        return {"results": [], "rerank_scores": {}}
    chunks = [c for r in results for c in r["chunks"]]
    try:
        if step.reranker is not None:
            kept = list((yield call_user(step.reranker, state["question"], chunks, what="the reranker")))
        else:
            kept = yield from _llm_rerank(state["question"], chunks, step, cfg)
        scores = {c.id: float(len(kept) - i) for i, c in enumerate(kept)}
    except Exception as exc:  # a failed rerank keeps every chunk in its order
        _log.warning("rerank failed, keeping all chunks: %s", exc)
        kept, scores = chunks, {}
    emit("arcana.pipeline.rerank", {"question": state["question"], "original": len(chunks), "kept": len(kept)})
    reranked: list[SearchResult] = (
        [{"question": state["question"], "collection": "reranked", "chunks": kept}] if kept else []
    )
    return {"results": reranked, "rerank_scores": scores}


def _llm_rerank(question: str, chunks: list[Chunk], step: Rerank, cfg: PipelineConfig) -> Steps[list[Chunk]]:
    payload = yield from complete_json(
        cfg.model_for(step), _prompt(step, prompts.rerank_prompt, question, [c.text for c in chunks])
    )
    if payload is None:
        raise ValueError("the reranker's reply had no JSON object")
    scored = []
    for index, chunk in enumerate(chunks, 1):
        raw = payload.get(str(index), 0)
        score = float(raw) if isinstance(raw, int | float) and not isinstance(raw, bool) else 0.0
        if score >= step.threshold:
            scored.append((score, index, chunk))
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [chunk for _, _, chunk in scored]


def answer(state: PipelineState, cfg: PipelineConfig, *, step: Answer) -> Steps[dict[str, Any]]:
    if _skipped(state, retrieval=False):
        return {}
    chunks = [] if state.get("skip_retrieval") else all_chunks(state.get("results"))
    texts = [c.text for c in chunks]
    model = cfg.model_for(step)
    try:
        if step.answerer is not None:
            text = (yield call_user(step.answerer, state["question"], chunks, what="the answerer")).strip()
        else:
            text = yield from complete(model, _prompt(step, prompts.answer_prompt, state["question"], texts))
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
                verdict = yield from complete_json(model, prompts.evaluate_prompt(state["question"], texts, text))
            except Exception as exc:  # an unavailable evaluator accepts the answer
                _log.warning("answer evaluation failed, accepting: %s", exc)
                emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "eval_failed"})
                break
            if not verdict or verdict.get("grounded") is not False:
                emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "accepted"})
                break
            feedback = verdict.get("feedback") or "Please make sure the answer is grounded in the provided context."
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
