"""arcana-graph: agentic RAG for LangGraph over a Postgres + pgvector knowledge base.

This module is the public API; everything else is an implementation detail.

Example::

    from arcana_graph import KnowledgeBase

    kb = KnowledgeBase()
    kb.ingest("docs/", collection="docs")
    print(kb.search("how do I reset my password?", collections="docs", limit=3))
"""

from importlib import metadata as _metadata

from arcana_graph.embeddings import DEFAULT_EMBEDDINGS, LocalEmbeddings, resolve_embeddings
from arcana_graph.errors import (
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
)
from arcana_graph.grounding import HHEMGrounder, LLMJudgeGrounder
from arcana_graph.loop import LoopInput, LoopOutput, ToolRecord, build_loop
from arcana_graph.models import resolve_chat_model
from arcana_graph.persistence import postgres_checkpointer
from arcana_graph.pipeline import PipelineInput, PipelineOutput, build_pipeline
from arcana_graph.protocols import (
    Answerer,
    Decomposer,
    Expander,
    Grounder,
    Reranker,
    Rewriter,
    Searcher,
    Selector,
)
from arcana_graph.store import ChunkingConfig, KnowledgeBase, SearchSettings
from arcana_graph.structured import Decision, extract_json_object, structured_decision
from arcana_graph.types import (
    Chunk,
    CollectionInfo,
    FileResult,
    GroundingResult,
    IngestReport,
    SearchMode,
    Span,
    SpanSource,
    TerminatedBy,
)

try:
    __version__ = _metadata.version("arcana-graph")
except _metadata.PackageNotFoundError:  # pragma: no cover - running from a source tree without install
    __version__ = "0.0.0"

__all__ = [
    "Answerer",
    "ArcanaError",
    "Chunk",
    "ChunkingConfig",
    "CollectionInfo",
    "ConfigurationError",
    "DEFAULT_EMBEDDINGS",
    "DatabaseUnavailableError",
    "Decision",
    "Decomposer",
    "EmbeddingMismatchError",
    "Expander",
    "FileResult",
    "Grounder",
    "GroundingError",
    "GroundingResult",
    "HHEMGrounder",
    "IngestError",
    "IngestReport",
    "KnowledgeBase",
    "LLMJudgeGrounder",
    "LocalEmbeddings",
    "LocalRuntimeError",
    "LoopInput",
    "LoopOutput",
    "PipelineInput",
    "PipelineOutput",
    "Reranker",
    "Rewriter",
    "RunTimeoutError",
    "SearchMode",
    "SearchSettings",
    "Searcher",
    "Selector",
    "Span",
    "SpanSource",
    "StoreError",
    "TerminatedBy",
    "ToolRecord",
    "UnknownCollectionError",
    "__version__",
    "build_loop",
    "build_pipeline",
    "extract_json_object",
    "postgres_checkpointer",
    "resolve_chat_model",
    "resolve_embeddings",
    "structured_decision",
]
