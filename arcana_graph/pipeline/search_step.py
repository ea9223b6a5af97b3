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

from arcana_graph.loop.tools import scope_names
from arcana_graph.pipeline import prompts
from arcana_graph.pipeline.config import PipelineConfig, PipelineContext
from arcana_graph.pipeline.llm import complete_json
from arcana_graph.pipeline.nodes import all_chunks, effective_query, merge_results, run_searches
from arcana_graph.pipeline.state import PipelineState, SearchResult
from arcana_graph.pipeline.steps import Search
from arcana_graph.telemetry import emit

__all__ = ["build_search_step"]

_log = logging.getLogger(__name__)


def _collections(state: PipelineState, step: Search) -> list[str | None]:
    scope = scope_names(state.get("collections"))
    if step.collections is not None:
        wanted = list(step.collections)
        if scope is not None:
            outside = [c for c in wanted if c not in scope]
            if outside:
                _log.warning("search step collections %s are outside the run's scope; ignored", outside)
            wanted = [c for c in wanted if c in scope]
        return list(wanted)
    return list(scope) if scope is not None else [None]


def _queries(state: PipelineState) -> list[str]:
    return list(state.get("sub_questions") or [effective_query(state)])


def plan(state: PipelineState) -> dict[str, Any]:
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
    return [
        Send("search_one", {"round": state["search_round"], "index": i, "question": q, "collection": c})
        for i, (q, c) in enumerate(jobs)
    ]


def search_one(job: dict[str, Any], runtime: Any = None, *, step: Search, cfg: PipelineConfig) -> dict[str, Any]:
    cfg = cfg.for_run(getattr(runtime, "context", None))
    (result,) = run_searches(cfg, step.searcher or cfg.searcher, [(job["question"], job["collection"])])
    return {"search_parts": [{**result, "round": job["round"], "index": job["index"]}]}


def join(state: PipelineState, runtime: Any = None, *, step: Search, cfg: PipelineConfig) -> dict[str, Any]:
    cfg = cfg.for_run(getattr(runtime, "context", None))
    parts = sorted(
        (p for p in state.get("search_parts") or [] if p["round"] == state.get("search_round")),
        key=lambda p: p["index"],
    )
    results: list[SearchResult] = [
        {"question": p["question"], "collection": p["collection"], "chunks": p["chunks"]} for p in parts
    ]
    update: dict[str, Any] = {}
    if step.self_correct:
        tried = list(state.get("queries_tried") or [state["question"]])
        collections = _collections(state, step)
        for _ in range(step.max_iterations):
            texts = [c.text for c in all_chunks(results)[:10]]
            try:
                verdict = complete_json(
                    cfg.model_for(step), (step.prompt or prompts.sufficiency_prompt)(state["question"], texts)
                )
            except Exception as exc:  # an unavailable grader accepts the results
                _log.warning("search self-correction failed, keeping the results: %s", exc)
                break
            follow_up = (verdict or {}).get("follow_up_query")
            if not verdict or verdict.get("sufficient") is not False or not isinstance(follow_up, str):
                break
            query = follow_up.strip()
            if not query or query in tried:
                break
            tried.append(query)
            results = merge_results(
                results, run_searches(cfg, step.searcher or cfg.searcher, [(query, c) for c in collections])
            )
        update["queries_tried"] = tried
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
    graph.add_node("plan", plan)
    graph.add_node("search_one", functools.partial(search_one, step=step, cfg=cfg))
    graph.add_node("join", functools.partial(join, step=step, cfg=cfg))
    graph.add_edge(START, "plan")
    graph.add_conditional_edges("plan", functools.partial(fan_out, step=step), ["search_one", "join", END])
    graph.add_edge("search_one", "join")
    graph.add_edge("join", END)
    return graph.compile(name="search")
