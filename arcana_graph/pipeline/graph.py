"""``build_pipeline``: Arcana's Pipeline steps composed into one linear LangGraph graph.

Example::

    from arcana_graph import KnowledgeBase, build_pipeline
    from arcana_graph.pipeline.options import Answer

    pipeline = build_pipeline(["rewrite", "search", "rerank", Answer(self_correct=True), "ground"],
                              llm="openai:gpt-4o-mini", searcher=KnowledgeBase())
    result = pipeline.invoke({"question": "How long is parental leave?", "collections": ["handbook"]})
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from langchain_core.language_models import BaseChatModel
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.graph_node import step_node
from arcana_graph.core.protocols import Grounder, Searcher
from arcana_graph.models.chat import ModelRef
from arcana_graph.pipeline import answer_steps, query_steps, retrieval
from arcana_graph.pipeline.config import PipelineConfig, PipelineContext
from arcana_graph.pipeline.lifecycle import on_error, starting_run
from arcana_graph.pipeline.options import Answer, Search, Step, as_step
from arcana_graph.pipeline.search_step import build_search_step
from arcana_graph.pipeline.state import PipelineInput, PipelineOutput, PipelineState

__all__ = ["DEFAULT_STEPS", "build_pipeline"]

DEFAULT_STEPS = ("rewrite", "search", "answer")

_NODES: dict[str, Any] = {
    "gate": query_steps.gate,
    "rewrite": query_steps.rewrite,
    "select": query_steps.select,
    "expand": query_steps.expand,
    "decompose": query_steps.decompose,
    "reason": retrieval.reason,
    "rerank": retrieval.rerank,
    "answer": answer_steps.answer,
    "ground": answer_steps.ground,
}


# Longer than 60 lines: the signature and docstring are the Pipeline's documented options; the body
# builds the configuration and adds one node per step.
def build_pipeline(
    steps: Sequence[str | Step] = DEFAULT_STEPS,
    *,
    llm: BaseChatModel | str,
    searcher: Searcher,
    limit: int = 5,
    threshold: float = 0.0,
    max_seconds: float | None = None,
    grounder: Grounder | None = None,
    name: str = "arcana_pipeline",
) -> CompiledStateGraph:
    """Compose steps, in the order given, into one graph; run it with ``{"question", "collections"}``.

    Args:
        steps: step names (``gate``, ``rewrite``, ``select``, ``expand``, ``decompose``, ``search``,
            ``reason``, ``rerank``, ``answer``, ``ground``) or step objects with options
            (``arcana_graph.pipeline.options``).
        llm: default model of every LLM-backed step (a chat model or a spec, resolved on first use).
        searcher: a ``KnowledgeBase`` or any ``Searcher``.
        limit: chunks per search. threshold: minimum search score.
        max_seconds: wall-clock budget of a run; a model call or search still running when it is
            spent is abandoned and the run ends with ``error`` set (None: no budget).
        grounder: used by the ``ground`` step (default: an LLM judge on ``llm``).

    Raises:
        ConfigurationError: no steps, or an unknown step name.
    """
    items = [as_step(s) for s in steps]
    if not items:
        raise ConfigurationError("a pipeline needs at least one step, e.g. ['search', 'answer']")
    if not callable(searcher):
        raise ConfigurationError(
            "searcher must be callable: a KnowledgeBase or a function(query, *, collections, limit)"
        )
    cfg = PipelineConfig(
        llm=ModelRef(llm),
        searcher=searcher,
        limit=limit,
        threshold=threshold,
        max_seconds=max_seconds,
        grounder=grounder,
    )
    builder = StateGraph(
        PipelineState, context_schema=PipelineContext, input_schema=PipelineInput, output_schema=PipelineOutput
    )
    names: list[str] = []
    if any(getattr(step, "search_options", {}).get("filter") for step in items):
        # a step's metadata filter narrows the searches: the graph (per collection) gives no context then
        items = [replace(step, graph_context=False) if isinstance(step, Answer) else step for step in items]
    for step in items:
        node_name = step.name if step.name not in names else f"{step.name}_{names.count(step.name) + 1}"
        while node_name in names:
            node_name += "_"
        if isinstance(step, Search):
            builder.add_node(node_name, build_search_step(step, cfg))
        else:
            steps = starting_run(functools.partial(_NODES[step.name], step=step))
            span = f"arcana.pipeline.{step.name}"  # start / stop / exception, with the step's duration
            builder.add_node(node_name, step_node(node_name, steps, cfg, on_error=on_error, span=span))
        names.append(node_name)
    builder.add_edge(START, names[0])
    for before, after in zip(names, names[1:], strict=False):
        builder.add_edge(before, after)
    builder.add_edge(names[-1], END)
    return builder.compile(name=name)
