"""A LangServe app exposing the Loop and the Pipeline over HTTP (``/loop``, ``/pipeline``).

LangServe is in maintenance mode; the LangGraph server (``langgraph dev`` / ``langgraph.json``) is
the main serving path. This app is for teams that already deploy LangServe: install the ``serve``
extra and run ``arcana-graph serve --port 8080``, then call it with ``RemoteRunnable``::

    from langserve import RemoteRunnable
    loop = RemoteRunnable("http://127.0.0.1:8080/loop")
    loop.invoke({"question": "...", "collections": ["handbook"]})

Outputs are plain JSON (``arcana_graph.serving.results.to_json``): chunks and grounding results as dicts.
``/stream`` delivers the run's final node update; for live tool-call events and answer tokens use
the LangGraph server, whose streaming modes cover them.
"""

from __future__ import annotations

from typing import Any

from langchain_core.runnables import Runnable, RunnableLambda

from arcana_graph.serving.results import to_json

__all__ = ["create_app", "default_app"]


def _served(graph: Any) -> Runnable:
    """The graph with JSON-only output (and its typed input schema kept for the playground)."""
    return graph | RunnableLambda(to_json)


def create_app(*, loop: Any = None, pipeline: Any = None, title: str = "arcana-graph") -> Any:
    """A FastAPI app with LangServe routes for the given compiled graphs.

    Raises:
        ConfigurationError: the ``serve`` extra is not installed.
    """
    try:
        from fastapi import FastAPI
        from langserve import add_routes
    except ImportError as exc:
        from arcana_graph.core.errors import ConfigurationError

        raise ConfigurationError('LangServe is not installed; run `pip install "arcana-graph[serve]"`') from exc
    app = FastAPI(title=title)
    if loop is not None:
        add_routes(app, _served(loop), path="/loop")
    if pipeline is not None:
        add_routes(app, _served(pipeline), path="/pipeline")
    return app


def default_app() -> Any:
    """The app on the environment's settings (as ``graphs/``; see ``arcana_graph.serving.defaults``),
    both graphs on one knowledge base."""
    from arcana_graph.serving.defaults import default_loop, default_pipeline
    from arcana_graph.store import KnowledgeBase

    kb = KnowledgeBase()
    return create_app(loop=default_loop(kb), pipeline=default_pipeline(kb))
