"""arcana-graph: agentic RAG for LangGraph over a Postgres + pgvector knowledge base.

This module is the public API, the one door: everything a user imports is here, and everything
else is an implementation detail that may move (see ARCHITECTURE.md for the layers).

Example::

    from arcana_graph import KnowledgeBase, build_loop

    kb = KnowledgeBase()
    kb.ingest("docs/", collection="docs")
    loop = build_loop("local:qwen2.5-1.5b", kb, strategy="json")
    print(loop.invoke({"question": "How do I reset my password?", "collections": ["docs"]})["answer"])
"""

from importlib import metadata as _metadata
from typing import Any as _Any

from arcana_graph.core.errors import (
    ArcanaError,
    ConfigurationError,
    DatabaseUnavailableError,
    EmbeddingMismatchError,
    GroundingError,
    IngestError,
    LocalRuntimeError,
    RunTimeoutError,
    StoreError,
    UnknownCollectionError,
    WeightsNotFoundError,
)
from arcana_graph.core.protocols import (
    Answerer,
    Decomposer,
    Expander,
    ExtractedEntity,
    ExtractedRelationship,
    GraphExtraction,
    GraphExtractor,
    Grounder,
    Reranker,
    Rewriter,
    Searcher,
    Selector,
)
from arcana_graph.core.types import (
    Chunk,
    CollectionInfo,
    FileResult,
    GraphContext,
    GroundingResult,
    IngestReport,
    SearchMode,
    Span,
    SpanSource,
    TerminatedBy,
)
from arcana_graph.grounding import HHEMGrounder, LLMJudgeGrounder, aground_result, ground_result
from arcana_graph.loop import LoopContext, LoopInput, LoopOutput, LoopPrompts, ToolRecord, build_loop
from arcana_graph.models import (
    DEFAULT_EMBEDDINGS,
    LocalEmbeddings,
    ModelSettings,
    default_llm_spec,
    resolve_chat_model,
    resolve_embeddings,
)
from arcana_graph.pipeline import (
    Answer,
    CrossEncoderReranker,
    Decompose,
    Expand,
    Gate,
    Ground,
    PipelineContext,
    PipelineInput,
    PipelineOutput,
    Reason,
    Rerank,
    Rewrite,
    Search,
    Select,
    build_pipeline,
)
from arcana_graph.serving.defaults import GraphSettings, default_loop, default_pipeline
from arcana_graph.serving.persistence import postgres_checkpointer
from arcana_graph.serving.results import run_result
from arcana_graph.store import (
    ChunkingConfig,
    FastExtractor,
    GraphBuildReport,
    GraphContextLimits,
    GraphPrompts,
    GraphSearchSettings,
    KnowledgeBase,
    LLMExtractor,
    SearchSettings,
)

try:
    __version__ = _metadata.version("arcana-graph")
except _metadata.PackageNotFoundError:  # pragma: no cover - running from a source tree without install
    __version__ = "0.0.0"

__all__ = [
    "Answer",
    "Answerer",
    "ArcanaError",
    "Chunk",
    "ChunkingConfig",
    "CollectionInfo",
    "ConfigurationError",
    "CrossEncoderReranker",
    "DEFAULT_EMBEDDINGS",
    "DatabaseUnavailableError",
    "Decompose",
    "Decomposer",
    "EmbeddingMismatchError",
    "Expand",
    "Expander",
    "ExtractedEntity",
    "ExtractedRelationship",
    "FastExtractor",
    "FileResult",
    "Gate",
    "GraphBuildReport",
    "GraphContext",
    "GraphContextLimits",
    "GraphExtraction",
    "GraphExtractor",
    "GraphPrompts",
    "GraphSearchSettings",
    "GraphSettings",
    "Ground",
    "Grounder",
    "GroundingError",
    "GroundingResult",
    "HHEMGrounder",
    "IngestError",
    "IngestReport",
    "KnowledgeBase",
    "LLMExtractor",
    "LLMJudgeGrounder",
    "LocalEmbeddings",
    "LocalRuntimeError",
    "LoopContext",
    "LoopInput",
    "LoopOutput",
    "LoopPrompts",
    "ModelSettings",
    "PipelineContext",
    "PipelineInput",
    "PipelineOutput",
    "Reason",
    "Rerank",
    "Reranker",
    "Rewrite",
    "Rewriter",
    "RunTimeoutError",
    "Search",
    "SearchMode",
    "SearchSettings",
    "Searcher",
    "Select",
    "Selector",
    "Span",
    "SpanSource",
    "StoreError",
    "TerminatedBy",
    "ToolRecord",
    "UnknownCollectionError",
    "WeightsNotFoundError",
    "__version__",
    "aground_result",
    "build_loop",
    "build_pipeline",
    "default_llm_spec",
    "default_loop",
    "default_pipeline",
    "ground_result",
    "postgres_checkpointer",
    "resolve_chat_model",
    "resolve_embeddings",
    "run_result",
]

_MOVED = {
    "Decision": "arcana_graph.models.structured",
    "extract_json_object": "arcana_graph.models.structured",
    "structured_decision": "arcana_graph.models.structured",
}


def __getattr__(name: str) -> _Any:
    """Names that were public before the reshape still import, with a warning saying where they live."""
    if name in _MOVED:
        import importlib
        import warnings

        warnings.warn(
            f"arcana_graph.{name} is internal now; import it from {_MOVED[name]}",
            DeprecationWarning,
            stacklevel=2,
        )
        return getattr(importlib.import_module(_MOVED[name]), name)
    raise AttributeError(f"module 'arcana_graph' has no attribute {name!r}")
