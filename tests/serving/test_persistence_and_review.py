"""Postgres checkpoints on the knowledge base's database, and the human-in-the-loop search review."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from arcana_graph import ConfigurationError, build_loop
from arcana_graph.serving.persistence import postgres_checkpointer
from tests.fakes import ListSearcher, ScriptedChatModel, assert_history_valid, call, calls, chunk


def _script() -> list[Any]:
    return [
        calls(call("search", {"query": "payday"}, id="s1"), call("search", {"query": "bonus"}, id="s2")),
        calls(call("answer", {"text": "Monday."}, id="a1")),
    ]


def test_review_pauses_before_searching_and_applies_edits_and_rejections() -> None:
    searcher = ListSearcher(lambda q, c, n: [chunk(q)])
    loop = build_loop(
        ScriptedChatModel(script=_script()), searcher, approve_searches=True, checkpointer=InMemorySaver()
    )
    config = {"configurable": {"thread_id": "review-1"}}
    paused = loop.invoke({"question": "When is payday?"}, config)
    pending = paused["__interrupt__"][0].value["searches"]
    assert [(s["call_id"], s["query"]) for s in pending] == [("s1", "payday"), ("s2", "bonus")]
    assert searcher.calls == []

    done = loop.invoke(Command(resume={"queries": {"s1": "payday schedule"}, "reject": ["s2"]}), config)
    assert [c["query"] for c in searcher.calls] == ["payday schedule"]
    first, second = done["tool_history"][:2]
    assert first["summary"].startswith("(A reviewer changed the query to 'payday schedule'.)")
    assert second["summary"] == "search not run: a reviewer rejected it"
    assert done["terminated_by"] == "answered" and done["answer"] == "Monday."
    assert_history_valid(done["messages"])


def test_review_needs_a_checkpointer() -> None:
    with pytest.raises(ConfigurationError, match="checkpointer"):
        build_loop(ScriptedChatModel(), ListSearcher(), approve_searches=True)


@pytest.mark.postgres
def test_runs_are_checkpointed_in_the_knowledge_base_database(database_url: str) -> None:
    with postgres_checkpointer(database_url=database_url) as saver:
        loop = build_loop(
            ScriptedChatModel(script=_script()), ListSearcher([[chunk("c")]]), approve_searches=True, checkpointer=saver
        )
        config = {"configurable": {"thread_id": "ticket-42"}}
        loop.invoke({"question": "When is payday?"}, config)
    # A new process (a new saver on the same database) sees the paused run and resumes it.
    with postgres_checkpointer(database_url=database_url) as saver:
        loop = build_loop(
            ScriptedChatModel(script=_script()[1:]),
            ListSearcher([[chunk("c")]]),
            approve_searches=True,
            checkpointer=saver,
        )
        state = loop.get_state({"configurable": {"thread_id": "ticket-42"}})
        assert state.next == ("search",) and state.values["question"] == "When is payday?"
        done = loop.invoke(Command(resume=True), {"configurable": {"thread_id": "ticket-42"}})
    assert done["terminated_by"] == "answered" and [c.id for c in done["chunks"]] == ["c"]
