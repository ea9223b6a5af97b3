"""A LangServe app exposing the Loop and the Pipeline over HTTP (``/loop``, ``/pipeline``).

LangServe is in maintenance mode; the LangGraph server (``langgraph dev`` / ``langgraph.json``) is
the main serving path. This app is for teams that already deploy LangServe: install the ``serve``
extra and run ``arcana-graph serve --port 8080``, then call it with ``RemoteRunnable``::

    from langserve import RemoteRunnable
    loop = RemoteRunnable("http://127.0.0.1:8080/loop")
    loop.invoke({"question": "...", "collections": ["handbook"]})

Outputs are plain JSON: chunks and grounding results are converted to dicts (their ``to_dict()``).
``/stream`` delivers the run's final node update; for live tool-call events and answer tokens use
the LangGraph server, whose streaming modes cover them.
"""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import Runnable, RunnableLambda

__all__ = ["create_app", "default_app", "jsonable"]


def jsonable(value: Any) -> Any:
    """The value with arcana-graph's dataclasses (chunks, grounding) turned into plain dicts."""
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items() if k != "messages"}
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    return value


def _served(graph: Any) -> Runnable:
    """The graph with JSON-only output (and its typed input schema kept for the playground)."""
    return graph | RunnableLambda(jsonable)


def create_app(*, loop: Any = None, pipeline: Any = None, title: str = "arcana-graph") -> Any:
    """A FastAPI app with LangServe routes for the given compiled graphs.

    Raises:
        ConfigurationError: the ``serve`` extra is not installed.
    """
    try:
        from fastapi import FastAPI
        from langserve import add_routes
    except ImportError as exc:
        from arcana_graph.errors import ConfigurationError

        raise ConfigurationError('LangServe is not installed; run `pip install "arcana-graph[serve]"`') from exc
    app = FastAPI(title=title)
    if loop is not None:
        add_routes(app, _served(loop), path="/loop")
    if pipeline is not None:
        add_routes(app, _served(pipeline), path="/pipeline")
    return app


def default_app() -> Any:
    """The app on the environment's settings (as ``graphs/``): the knowledge base and model from env."""
    import os

    from arcana_graph.loop import build_loop
    from arcana_graph.models import default_answerer, default_llm_spec
    from arcana_graph.pipeline import build_pipeline
    from arcana_graph.store import KnowledgeBase

    kb = KnowledgeBase()
    llm = os.environ.get("ARCANA_LLM") or default_llm_spec()
    steps = [
        s.strip() for s in os.environ.get("ARCANA_PIPELINE_STEPS", "rewrite,search,answer").split(",") if s.strip()
    ]
    return create_app(
        loop=build_loop(llm, kb, answerer=default_answerer(llm, os.environ.get("ARCANA_ANSWER_LLM")), strategy="auto"),
        pipeline=build_pipeline(steps, llm=llm, searcher=kb),
    )
