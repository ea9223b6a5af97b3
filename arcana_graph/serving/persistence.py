"""Checkpoints in the knowledge base's own Postgres, so runs can be resumed or inspected by thread.

``postgres_checkpointer()`` returns LangGraph's ``PostgresSaver`` (langgraph-checkpoint-postgres)
on the same database the knowledge base uses (``ARCANA_DATABASE_URL`` or the embedded server), with
its tables created. Compile a graph with it and pass ``{"configurable": {"thread_id": ...}}``:

    from arcana_graph import KnowledgeBase, build_loop, postgres_checkpointer

    kb = KnowledgeBase()
    with postgres_checkpointer(kb) as saver:
        loop = build_loop("openai:gpt-4o-mini", kb, checkpointer=saver)
        loop.invoke({"question": "..."}, {"configurable": {"thread_id": "ticket-42"}})
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

__all__ = ["postgres_checkpointer"]


@contextlib.contextmanager
def postgres_checkpointer(knowledge_base: Any = None, *, database_url: str | None = None) -> Iterator[Any]:
    """A ready ``PostgresSaver`` on the knowledge base's database (closed on exit).

    Args:
        knowledge_base: use this ``KnowledgeBase``'s database; else ``database_url``; else
            ``ARCANA_DATABASE_URL`` or the embedded server.
    """
    from langgraph.checkpoint.postgres import PostgresSaver
    from psycopg import Connection
    from psycopg.rows import dict_row

    from arcana_graph.store.database import resolve_database_url

    url = knowledge_base.database_url if knowledge_base is not None else resolve_database_url(database_url)
    with Connection.connect(url, autocommit=True, prepare_threshold=0, row_factory=dict_row) as conn:
        saver = PostgresSaver(conn)  # type: ignore[arg-type]
        saver.setup()
        yield saver
