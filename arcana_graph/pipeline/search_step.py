"""The ``search`` step: a small subgraph that searches every (query, collection) in parallel.

::

    plan --Send per (query, collection)--> search_one --> join

Queries are the sub-questions when ``decompose`` ran, else the effective query (expanded, else
rewritten, else the question: Arcana ignored ``rewritten_query`` here). Collections are the step's
own (kept within the run's scope), else the scope. ``join`` merges the branches in plan order and,
with ``self_correct``, grades the results and searches a follow-up query while they are
insufficient (Arcana documented this option but never implemented it).
"""

from __future__ import annotations

import functools
import logging
from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.types import Send

from arcana_graph.core.effects import Steps
from arcana_graph.core.graph_node import step_node
from arcana_graph.core.scope import narrow, resolve_scope
from arcana_graph.core.telemetry import emit
from arcana_graph.pipeline import prompts
from arcana_graph.pipeline.config import PipelineConfig, PipelineContext
from arcana_graph.pipeline.lifecycle import on_error, starting_run
from arcana_graph.pipeline.options import Search
from arcana_graph.pipeline.retrieval import effective_query, follow_up_searches, run_searches
from arcana_graph.pipeline.state import PipelineState, SearchResult

__all__ = ["build_search_step"]

_log = logging.getLogger(__name__)


def _collections(state: PipelineState, step: Search) -> list[str | None]:
    """One entry per collection to search (None: all of them), never outside the run's scope."""
    scope = resolve_scope(state.get("collections"))
    searched = narrow(scope, step.collections)
    if step.collections is not None and searched is not None and len(searched) < len(set(step.collections)):
        outside = sorted(set(step.collections) - set(searched))
        _log.warning("search step collections %s are outside the run's scope; ignored", outside)
    return list(searched) if searched is not None else [None]


def _queries(state: PipelineState) -> list[str]:
    return list(state.get("sub_questions") or [effective_query(state)])


def plan(state: PipelineState, cfg: PipelineConfig) -> dict[str, Any]:
    if state.get("error"):
        return {}
    if state.get("skip_retrieval"):
        return {"results": []}
    return {"search_round": state.get("search_round", 0) + 1}


def fan_out(state: PipelineState, *, step: Search) -> Any:
    if state.get("error") or state.get("skip_retrieval"):
        return END
    jobs = [(q, c) for q in _queries(state) for c in _collections(state, step)]
    if not jobs:
        return "join"
    deadline = state.get("deadline")
    return [
        Send(
            "search_one",
            {
                "round": state["search_round"],
                "index": i,
                "question": q,
                "collection": c,
                "filter": state.get("filter"),
                "deadline": deadline,
            },
        )
        for i, (q, c) in enumerate(jobs)
    ]


def search_one(job: dict[str, Any], cfg: PipelineConfig, *, step: Search) -> Steps[dict[str, Any]]:
    (result,) = yield from run_searches(
        cfg,
        step.searcher or cfg.searcher,
        [(job["question"], job["collection"])],
        step.options(),
        job.get("filter"),
    )
    return {"search_parts": [{**result, "round": job["round"], "index": job["index"]}]}


def join(state: PipelineState, cfg: PipelineConfig, *, step: Search) -> Steps[dict[str, Any]]:
    parts = sorted(
        (p for p in state.get("search_parts") or [] if p["round"] == state.get("search_round")),
        key=lambda p: p["index"],
    )
    results: list[SearchResult] = [
        {"question": p["question"], "collection": p["collection"], "chunks": p["chunks"]} for p in parts
    ]
    update: dict[str, Any] = {}
    if step.self_correct:
        results, update["queries_tried"], _ = yield from follow_up_searches(
            state["question"],
            results,
            list(state.get("queries_tried") or [state["question"]]),
            cfg=cfg,
            model=cfg.model_for(step),
            prompt=step.prompt or prompts.sufficiency_prompt,
            searcher=step.searcher or cfg.searcher,
            collections=_collections(state, step),
            max_iterations=step.max_iterations,
            options=step.options(),
            run_filter=state.get("filter"),
        )
    emit(
        "arcana.pipeline.search",
        {
            "question": state["question"],
            "sub_questions": state.get("sub_questions"),
            "collections": state.get("collections"),
            "result_count": len(results),
            "total_chunks": sum(len(r["chunks"]) for r in results),
        },
    )
    return {**update, "results": results}


def build_search_step(step: Search, cfg: PipelineConfig) -> CompiledStateGraph:
    """The search step as a compiled subgraph over the pipeline state."""
    graph = StateGraph(PipelineState, context_schema=PipelineContext)
    graph.add_node("plan", step_node("plan", starting_run(plan), cfg, on_error=on_error))
    graph.add_node(
        "search_one", step_node("search_one", functools.partial(search_one, step=step), cfg, on_error=on_error)
    )
    graph.add_node("join", step_node("join", functools.partial(join, step=step), cfg, on_error=on_error))
    graph.add_edge(START, "plan")
    graph.add_conditional_edges("plan", functools.partial(fan_out, step=step), ["search_one", "join", END])
    graph.add_edge("search_one", "join")
    graph.add_edge("join", END)
    return graph.compile(name="search")
