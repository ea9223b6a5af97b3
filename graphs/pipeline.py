"""The Pipeline for LangGraph Studio and the LangGraph server (``langgraph.json`` points here).

Configured from the environment and safe to import offline (the knowledge base and the model
start on the first run):

- ``ARCANA_PIPELINE_STEPS``: comma-separated steps (default ``rewrite,search,answer``)
- ``ARCANA_LLM``: model spec of every step (default: OpenAI with OPENAI_API_KEY, else the local model)
- ``ARCANA_DATABASE_URL`` / ``ARCANA_DATA_DIR`` / ``ARCANA_EMBEDDINGS``: the knowledge base
"""

from __future__ import annotations

import os

from arcana_graph import KnowledgeBase
from arcana_graph.models import default_llm_spec
from arcana_graph.pipeline import build_pipeline

graph = build_pipeline(
    [s.strip() for s in os.environ.get("ARCANA_PIPELINE_STEPS", "rewrite,search,answer").split(",") if s.strip()],
    llm=os.environ.get("ARCANA_LLM") or default_llm_spec(),
    searcher=KnowledgeBase(),
)
