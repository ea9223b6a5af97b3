"""The Pipeline's retrieval steps and what they share: running searches (at once), merging
results, follow-up searches while the results are insufficient (``reason``, and ``search`` with
``self_correct``), and ``rerank``."""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from arcana_graph.core.chunks import to_chunk
from arcana_graph.core.effects import Parallel, Steps, call_user
from arcana_graph.core.filters import MetadataFilter
from arcana_graph.core.scope import in_scope, resolve_scope, scoped_options
from arcana_graph.core.searcher import search_call
from arcana_graph.core.telemetry import emit
from arcana_graph.core.types import Chunk
from arcana_graph.models.chat import ModelRef
from arcana_graph.pipeline import prompts
from arcana_graph.pipeline.config import PipelineConfig
from arcana_graph.pipeline.lifecycle import skipped, step_prompt
from arcana_graph.pipeline.llm import complete_structured
from arcana_graph.pipeline.options import Reason, Rerank
from arcana_graph.pipeline.schemas import Scores, Sufficiency
from arcana_graph.pipeline.state import PipelineState, SearchResult

__all__ = ["all_chunks", "effective_query", "follow_up_searches", "merge_results", "reason", "rerank", "run_searches"]

_log = logging.getLogger(__name__)


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


def run_searches(
    cfg: PipelineConfig,
    searcher: Any,
    jobs: Sequence[tuple[str, str | None]],
    options: Mapping[str, Any] = {},
    run_filter: MetadataFilter | None = None,
) -> Steps[list[SearchResult]]:
    """Search each ``(query, collection)`` at once; a failing search gives no chunks (logged).
    ``options`` are extra searcher keyword arguments (never the scope: the collection is set here
    last, and the run's metadata filter always holds; ``core.scope.scoped_options``)."""
    base = scoped_options({"limit": cfg.limit, "threshold": cfg.threshold, **options}, run_filter)
    requests = tuple(search_call(searcher, q, **base, collections=[c] if c else None) for q, c in jobs)
    replies = (yield Parallel(requests)) if requests else []
    results: list[SearchResult] = []
    for (query, collection), reply in zip(jobs, replies, strict=True):
        try:
            if isinstance(reply, BaseException):
                raise reply
            chunks = in_scope([to_chunk(c) for c in reply], run_filter)  # a searcher may ignore `filter`
        except Exception as exc:  # a failing searcher contributes nothing
            _log.warning("search %r failed: %s", query, exc)
            chunks = []
        results.append({"question": query, "collection": collection, "chunks": chunks})
    return results


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


def follow_up_searches(
    question: str,
    results: list[SearchResult],
    tried: list[str],
    *,
    cfg: PipelineConfig,
    model: ModelRef,
    prompt: Callable[[str, Sequence[str]], str],
    searcher: Any,
    collections: Sequence[str | None],
    max_iterations: int,
    options: Mapping[str, Any] = {},
    run_filter: MetadataFilter | None = None,
) -> Steps[tuple[list[SearchResult], list[str], int]]:
    """While the model finds the results insufficient and names a new follow-up query, search it
    in ``collections`` (never anything else) and merge what it finds; at most ``max_iterations``.

    Returns the results, the queries tried and the follow-ups searched. An unavailable grader
    accepts the results as they are.
    """
    iterations = 0
    while iterations < max_iterations:
        texts = [c.text for c in all_chunks(results)[:10]]
        try:
            verdict = yield from complete_structured(model, prompt(question, texts), Sufficiency)
        except Exception as exc:  # an unavailable grader accepts the results
            _log.warning("grading the results failed, keeping them: %s", exc)
            break
        query = (verdict.follow_up_query or "").strip() if verdict and verdict.sufficient is False else ""
        if not query or query in tried:
            break
        tried.append(query)
        iterations += 1
        searches = run_searches(cfg, searcher, [(query, c) for c in collections], options, run_filter)
        results = merge_results(results, (yield from searches))
    return results, tried, iterations


def reason(state: PipelineState, cfg: PipelineConfig, *, step: Reason) -> Steps[dict[str, Any]]:
    """Follow-up searches while the results are insufficient, inside the resolved collections only."""
    if skipped(state, retrieval=True):
        return {}
    scope = resolve_scope(state.get("collections"))
    results, tried, iterations = yield from follow_up_searches(
        state["question"],
        list(state.get("results") or []),
        list(state.get("queries_tried") or [state["question"]]),
        cfg=cfg,
        model=cfg.model_for(step),
        prompt=step.prompt or prompts.sufficiency_prompt,
        searcher=step.searcher or cfg.searcher,
        collections=list(scope) if scope is not None else [None],
        max_iterations=step.max_iterations,
        options=step.search_options,
        run_filter=state.get("filter"),
    )
    emit("arcana.pipeline.reason", {"question": state["question"], "iterations": iterations})
    return {"results": results, "queries_tried": tried, "reason_iterations": iterations}


def rerank(state: PipelineState, cfg: PipelineConfig, *, step: Rerank) -> Steps[dict[str, Any]]:
    if skipped(state, retrieval=False):
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
    prompt = step_prompt(step, prompts.rerank_prompt, question, [c.text for c in chunks])
    decision = yield from complete_structured(cfg.model_for(step), prompt, Scores)
    if decision is None:
        raise ValueError("the reranker's reply had no scores")
    scored = []
    for index, chunk in enumerate(chunks, 1):
        score = decision.scores.get(str(index), 0.0)
        if score >= step.threshold:
            scored.append((score, index, chunk))
    scored.sort(key=lambda item: (-item[0], item[1]))
    return [chunk for _, _, chunk in scored]
