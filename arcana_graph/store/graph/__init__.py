"""GraphRAG in the knowledge base: an entity graph per collection, built at ingest or later, and
graph-fused search.

Modules, one job each: ``names`` (Arcana's name key, names in a query), ``fast`` and ``llm``
(the two extractors) with ``prompts``, ``extraction`` (what extractors return, checked),
``write`` (the graph's rows, inside the chunks' transactions), ``build`` (a collection's graph
after the fact, resumable), ``communities`` (Leiden clusters and their summaries),
``settings``, ``rows``, ``search`` (seeds, Arcana's expansion, RRF fusion), ``context`` (what
the graph knows about a question, for an answer prompt), ``neighbourhood``
and ``ppr`` (personalised PageRank), ``entity_view`` (one entity's neighbourhood for people,
and its Mermaid picture).
"""

from arcana_graph.store.graph.build import GraphBuildReport, GraphProgress
from arcana_graph.store.graph.communities import (
    CommunityInfo,
    CommunityReport,
    CommunitySummarizer,
    LLMCommunitySummarizer,
)
from arcana_graph.store.graph.context import GraphContextLimits
from arcana_graph.store.graph.fast import FastExtractor
from arcana_graph.store.graph.llm import LLMExtractor
from arcana_graph.store.graph.names import normalize_name
from arcana_graph.store.graph.ppr import personalized_pagerank
from arcana_graph.store.graph.prompts import GraphPrompts
from arcana_graph.store.graph.search import fuse
from arcana_graph.store.graph.settings import GRAPH_MODES, GraphMode, GraphSearchSettings

__all__ = [
    "GRAPH_MODES",
    "CommunityInfo",
    "CommunityReport",
    "CommunitySummarizer",
    "LLMCommunitySummarizer",
    "FastExtractor",
    "GraphBuildReport",
    "GraphContextLimits",
    "GraphMode",
    "GraphProgress",
    "GraphPrompts",
    "GraphSearchSettings",
    "LLMExtractor",
    "fuse",
    "normalize_name",
    "personalized_pagerank",
]
