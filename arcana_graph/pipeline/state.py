"""The Pipeline's state: Arcana's ``Pipeline.Context`` fields, grouped by the step that writes them."""

from __future__ import annotations

import operator
from typing import Annotated, Any, Required

from typing_extensions import TypedDict

from arcana_graph.core.types import Chunk, Citation, GroundingResult

__all__ = ["PipelineInput", "PipelineOutput", "PipelineState", "SearchResult"]


class SearchResult(TypedDict):
    """Chunks found for one query in one collection (``collection`` None = every collection)."""

    question: str
    collection: str | None
    chunks: list[Chunk]


class PipelineInput(TypedDict, total=False):
    question: Required[str]
    collections: list[str] | str | None
    """Scope: None = every collection; ``select`` may narrow it, nothing widens it."""
    filter: dict[str, Any] | None
    """Metadata filter every search of the run applies (``arcana_graph.core.filters``); steps may
    add conditions, never remove one."""


class PipelineOutput(TypedDict, total=False):
    question: str
    answer: str | None
    context_used: list[Chunk]
    citations: list[Citation]
    """The passages the answer cites (its ``[n]`` markers, renumbered), with the supporting sentence."""
    dropped_citations: int
    """Markers that pointed to no passage of the context (removed from the answer)."""
    results: list[SearchResult]
    rewritten_query: str | None
    expanded_query: str | None
    sub_questions: list[str] | None
    collections: list[str] | str | None
    selection_reasoning: str | None
    skip_retrieval: bool
    gate_reasoning: str | None
    queries_tried: list[str]
    reason_iterations: int
    rerank_scores: dict[str, float]
    correction_count: int
    corrections: list[dict[str, str]]
    grounding: GroundingResult | None
    error: str | None


class PipelineState(PipelineOutput, total=False):
    """Everything the steps share."""

    question: Required[str]
    filter: dict[str, Any] | None
    """The run's metadata filter (input)."""
    # search fan-out: one entry per (round, index, query, collection) branch, merged in order by the join
    search_parts: Annotated[list[dict[str, Any]], operator.add]
    search_round: int
    # the first step to run: when the run's wall-clock budget ends (epoch seconds), if it has one
    deadline: float | None
