"""The Loop for LangGraph Studio and the LangGraph server (``langgraph.json`` points here).

Configured from the environment (``ARCANA_LLM``, ``ARCANA_ANSWER_LLM``, ``ARCANA_MAX_ITERATIONS``,
``ARCANA_MAX_SECONDS``, and ``ARCANA_DATABASE_URL`` / ``ARCANA_DATA_DIR`` / ``ARCANA_EMBEDDINGS`` for
the knowledge base; see ``arcana_graph.serving.defaults``) and safe to import offline: the
knowledge base connects and the model starts on the first run, not at import.
"""

from __future__ import annotations

from arcana_graph.serving.defaults import default_loop

graph = default_loop()
