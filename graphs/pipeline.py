"""The Pipeline for LangGraph Studio and the LangGraph server (``langgraph.json`` points here).

Configured from the environment (``ARCANA_PIPELINE_STEPS``, ``ARCANA_LLM``, ``ARCANA_MAX_SECONDS``,
and the knowledge base's settings; see ``arcana_graph.serving.defaults``) and safe to import
offline: the knowledge base and the model start on the first run.
"""

from __future__ import annotations

from arcana_graph.serving.defaults import default_pipeline

graph = default_pipeline()
