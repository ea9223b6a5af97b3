"""The knowledge base: Postgres + pgvector storage, ingestion and search.

Users import from ``arcana_graph``; this package's modules each do one job:
``database`` (where Postgres is), ``schema`` (tables and migrations), ``loaders`` (files to text),
``chunking`` (text to chunks), ``ingest`` (chunks to rows), ``search`` (rows to ranked chunks) and
``knowledge_base`` (the facade tying them together), and ``graph/`` (the entity graph: extractors,
its rows, graph-fused search).
"""

from arcana_graph.store.chunking import ChunkingConfig
from arcana_graph.store.graph import (
    FastExtractor,
    GraphBuildReport,
    GraphContextLimits,
    GraphPrompts,
    GraphSearchSettings,
    LLMExtractor,
)
from arcana_graph.store.knowledge_base import KnowledgeBase
from arcana_graph.store.search import SearchSettings

__all__ = [
    "ChunkingConfig",
    "FastExtractor",
    "GraphBuildReport",
    "GraphContextLimits",
    "GraphPrompts",
    "GraphSearchSettings",
    "KnowledgeBase",
    "LLMExtractor",
    "SearchSettings",
]
