"""The Pipeline: Arcana's composable RAG steps as one linear LangGraph graph.

Modules: ``state`` (the shared state), ``steps`` (step options), ``prompts`` (default prompts),
``llm`` (model calls), ``nodes`` (the steps), ``search_step`` (parallel search subgraph),
``cross_encoder`` (an optional reranker), ``config``, ``graph`` (``build_pipeline``).
"""

from arcana_graph.pipeline.config import PipelineContext
from arcana_graph.pipeline.cross_encoder import CrossEncoderReranker
from arcana_graph.pipeline.graph import DEFAULT_STEPS, build_pipeline
from arcana_graph.pipeline.options import (
    Answer,
    Decompose,
    Expand,
    Gate,
    Ground,
    Reason,
    Rerank,
    Rewrite,
    Search,
    Select,
    Step,
)
from arcana_graph.pipeline.state import PipelineInput, PipelineOutput, PipelineState, SearchResult

__all__ = [
    "DEFAULT_STEPS",
    "Answer",
    "CrossEncoderReranker",
    "Decompose",
    "Expand",
    "Gate",
    "Ground",
    "PipelineContext",
    "PipelineInput",
    "PipelineOutput",
    "PipelineState",
    "Reason",
    "Rerank",
    "Rewrite",
    "Search",
    "SearchResult",
    "Select",
    "Step",
    "build_pipeline",
]
