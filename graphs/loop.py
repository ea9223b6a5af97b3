"""The Loop for LangGraph Studio and the LangGraph server (``langgraph.json`` points here).

Configured from the environment, and safe to import offline: the knowledge base connects and the
model starts on the first run, not at import.

- ``ARCANA_LLM``: controller model spec (default: OpenAI with OPENAI_API_KEY, else the local model)
- ``ARCANA_ANSWER_LLM``: optional answerer model spec (local controllers answer again by default)
- ``ARCANA_MAX_ITERATIONS``: turn budget (default 10)
- ``ARCANA_DATABASE_URL`` / ``ARCANA_DATA_DIR`` / ``ARCANA_EMBEDDINGS``: the knowledge base
"""

from __future__ import annotations

import os

from arcana_graph import KnowledgeBase, build_loop
from arcana_graph.models import default_answerer, default_llm_spec

llm = os.environ.get("ARCANA_LLM") or default_llm_spec()
graph = build_loop(
    llm,
    KnowledgeBase(),
    answerer=default_answerer(llm, os.environ.get("ARCANA_ANSWER_LLM") or None),
    max_iterations=int(os.environ.get("ARCANA_MAX_ITERATIONS", "10")),
    strategy="auto",
)
