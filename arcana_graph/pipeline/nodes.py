"""The Pipeline's step nodes: ``(state, *, step, cfg) -> partial update``.

Every step is skipped (returns ``{}``) when an earlier step set ``error``; the retrieval steps
(rewrite, expand, decompose, search, reason, rerank) are skipped when ``gate`` decided no retrieval
is needed. Failures of optional steps fall back as Arcana does (a failed rewrite leaves
``rewritten_query`` None, a failed selection keeps every collection, ...); only ``answer`` failing
sets ``error``. Each step emits ``arcana.pipeline.<step>``.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

from arcana_graph.grounding.node import ground as ground_answer
from arcana_graph.loop.tools import scope_names, to_chunk
from arcana_graph.pipeline import prompts
from arcana_graph.pipeline.config import PipelineConfig
from arcana_graph.pipeline.llm import complete, complete_json
from arcana_graph.pipeline.state import PipelineState, SearchResult
from arcana_graph.pipeline.steps import Answer, Decompose, Expand, Gate, Ground, Reason, Rerank, Rewrite, Select, Step
from arcana_graph.telemetry import emit
from arcana_graph.types import Chunk

__all__ = [
    "all_chunks",
    "answer",
    "decompose",
    "effective_query",
    "expand",
    "gate",
    "merge_results",
    "ground",
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


def gate(state: PipelineState, runtime: Any = None, *, step: Gate, cfg: PipelineConfig) -> dict[str, Any]:
    cfg = cfg.for_run(getattr(runtime, "context", None))
    if _skipped(state, retrieval=False):
        return {}
    skip, reasoning = False, None
    try:
        payload = complete_json(cfg.model_for(step), _prompt(step, prompts.gate_prompt, state["question"]))
        if payload is not None and isinstance(payload.get("needs_retrieval"), bool):
            skip, reasoning = not payload["needs_retrieval"], payload.get("reasoning")
    except Exception as exc:  # an unavailable gate means: retrieve, as Arcana does
        _log.warning("gate failed, retrieving: %s", exc)
    emit("arcana.pipeline.gate", {"question": state["question"], "skip_retrieval": skip})
    return {"skip_retrieval": skip, "gate_reasoning": reasoning}


def rewrite(state: PipelineState, runtime: Any = None, *, step: Rewrite, cfg: PipelineConfig) -> dict[str, Any]:
    cfg = cfg.for_run(getattr(runtime, "context", None))
    if _skipped(state, retrieval=True):
        return {}
    try:
        if step.rewriter is not None:
            rewritten: str | None = step.rewriter(state["question"]).strip()
        else:
            rewritten = complete(cfg.model_for(step), _prompt(step, prompts.rewrite_prompt, state["question"]))
            rewritten = rewritten.strip().strip('"').strip() or None
    except Exception as exc:  # a failed rewrite leaves the question as it is
        _log.warning("rewrite failed: %s", exc)
        rewritten = None
    emit("arcana.pipeline.rewrite", {"question": state["question"], "rewritten_query": rewritten})
    return {"rewritten_query": rewritten}


def _offered(state: PipelineState, step: Select, cfg: PipelineConfig) -> list[str]:
    if step.collections is not None:
        return list(step.collections)
    scope = scope_names(state.get("collections"))
    if scope is not None:
        return scope
    listing = getattr(cfg.searcher, "collections", None)
    return [c.name for c in listing()] if callable(listing) else []


def select(state: PipelineState, runtime: Any = None, *, step: Select, cfg: PipelineConfig) -> dict[str, Any]:
    """Narrow the scope; only names that were offered can come back (Arcana did not check)."""
    cfg = cfg.for_run(getattr(runtime, "context", None))
    if _skipped(state, retrieval=False):
        return {}
    offered = _offered(state, step, cfg)
    listing = getattr(cfg.searcher, "collections", None)
    descriptions = {c.name: c.description for c in listing()} if callable(listing) else {}
    pairs = [(name, descriptions.get(name)) for name in offered]
    chosen, reasoning = list(offered), None
    try:
        if step.selector is not None:
            names, reasoning = step.selector(state["question"], pairs)
        else:
            payload = complete_json(cfg.model_for(step), _prompt(step, prompts.select_prompt, state["question"], pairs))
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


def expand(state: PipelineState, runtime: Any = None, *, step: Expand, cfg: PipelineConfig) -> dict[str, Any]:
    cfg = cfg.for_run(getattr(runtime, "context", None))
    if _skipped(state, retrieval=True):
        return {}
    query = effective_query(state)
    try:
        if step.expander is not None:
            expanded: str | None = step.expander(query).strip() or None
        else:
            expanded = (
                complete(cfg.model_for(step), _prompt(step, prompts.expand_prompt, query)).strip('"').strip() or None
            )
    except Exception as exc:  # a failed expansion searches the unexpanded query
        _log.warning("expand failed: %s", exc)
        expanded = None
    emit("arcana.pipeline.expand", {"question": query, "expanded_query": expanded})
    return {"expanded_query": expanded}


def decompose(state: PipelineState, runtime: Any = None, *, step: Decompose, cfg: PipelineConfig) -> dict[str, Any]:
    cfg = cfg.for_run(getattr(runtime, "context", None))
    if _skipped(state, retrieval=True):
        return {}
    query = effective_query(state)
    subs: list[str] = [query]
    try:
        if step.decomposer is not None:
            found = step.decomposer(query)
        else:
            payload = complete_json(cfg.model_for(step), _prompt(step, prompts.decompose_prompt, query)) or {}
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


def run_searches(cfg: PipelineConfig, searcher: Any, jobs: Sequence[tuple[str, str | None]]) -> list[SearchResult]:
    """Search each ``(query, collection)``; a failing search gives no chunks (logged)."""
    results: list[SearchResult] = []
    for query, collection in jobs:
        try:
            found = searcher(
                query, collections=[collection] if collection else None, limit=cfg.limit, threshold=cfg.threshold
            )
            chunks = [to_chunk(c) for c in found]
        except Exception as exc:  # a failing searcher contributes nothing
            _log.warning("search %r failed: %s", query, exc)
            chunks = []
        results.append({"question": query, "collection": collection, "chunks": chunks})
    return results


def reason(state: PipelineState, runtime: Any = None, *, step: Reason, cfg: PipelineConfig) -> dict[str, Any]:
    """Follow-up searches while the results are insufficient, inside the resolved collections only."""
    cfg = cfg.for_run(getattr(runtime, "context", None))
    if _skipped(state, retrieval=True):
        return {}
    searcher = step.searcher or cfg.searcher
    results = list(state.get("results") or [])
    tried = list(state.get("queries_tried") or [state["question"]])
    scope = scope_names(state.get("collections"))
    iterations = 0
    while iterations < step.max_iterations:
        texts = [c.text for c in all_chunks(results)[:10]]
        try:
            payload = complete_json(
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
        results = merge_results(results, run_searches(cfg, searcher, jobs))
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


def rerank(state: PipelineState, runtime: Any = None, *, step: Rerank, cfg: PipelineConfig) -> dict[str, Any]:
    cfg = cfg.for_run(getattr(runtime, "context", None))
    if _skipped(state, retrieval=False):
        return {}
    results = state.get("results")
    if not results:
        return {"results": [], "rerank_scores": {}}
    chunks = [c for r in results for c in r["chunks"]]
    try:
        if step.reranker is not None:
            kept = list(step.reranker(state["question"], chunks))
        else:
            kept = _llm_rerank(state["question"], chunks, step, cfg)
        scores = {c.id: float(len(kept) - i) for i, c in enumerate(kept)}
    except Exception as exc:  # a failed rerank keeps every chunk in its order
        _log.warning("rerank failed, keeping all chunks: %s", exc)
        kept, scores = chunks, {}
    emit("arcana.pipeline.rerank", {"question": state["question"], "original": len(chunks), "kept": len(kept)})
    reranked: list[SearchResult] = (
        [{"question": state["question"], "collection": "reranked", "chunks": kept}] if kept else []
    )
    return {"results": reranked, "rerank_scores": scores}


def _llm_rerank(question: str, chunks: list[Chunk], step: Rerank, cfg: PipelineConfig) -> list[Chunk]:
    payload = complete_json(
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


def answer(state: PipelineState, runtime: Any = None, *, step: Answer, cfg: PipelineConfig) -> dict[str, Any]:
    cfg = cfg.for_run(getattr(runtime, "context", None))
    if _skipped(state, retrieval=False):
        return {}
    chunks = [] if state.get("skip_retrieval") else all_chunks(state.get("results"))
    texts = [c.text for c in chunks]
    model = cfg.model_for(step)

    def write() -> str:
        if step.answerer is not None:
            return step.answerer(state["question"], chunks).strip()
        return complete(model, _prompt(step, prompts.answer_prompt, state["question"], texts))

    try:
        text = write()
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
                verdict = complete_json(model, prompts.evaluate_prompt(state["question"], texts, text))
            except Exception as exc:  # an unavailable evaluator accepts the answer
                _log.warning("answer evaluation failed, accepting: %s", exc)
                emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "eval_failed"})
                break
            if not verdict or verdict.get("grounded") is not False:
                emit("arcana.pipeline.self_correct", {"attempt": attempt, "result": "accepted"})
                break
            feedback = verdict.get("feedback") or "Please make sure the answer is grounded in the provided context."
            try:
                improved = complete(model, prompts.correction_prompt(state["question"], texts, text, str(feedback)))
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


def ground(state: PipelineState, runtime: Any = None, *, step: Ground, cfg: PipelineConfig) -> dict[str, Any]:
    cfg = cfg.for_run(getattr(runtime, "context", None))
    if state.get("error"):
        return {}
    grounder = step.grounder or cfg.grounder
    if grounder is None:
        from arcana_graph.grounding.judge import LLMJudgeGrounder

        grounder = LLMJudgeGrounder(cfg.model_for(step))  # the step's model, already resolved
    return ground_answer(state, grounder=grounder, event="arcana.pipeline.ground", chunks_key="context_used")
