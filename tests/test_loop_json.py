"""The ``json`` controller strategy: one schema-constrained decision per turn, turned into a tool call."""

from __future__ import annotations

import json
from typing import Any

from langchain_core.tools import tool

from arcana_graph.loop import build_loop
from tests.fakes import ListSearcher, ScriptedChatModel
from tests.loop_helpers import assert_history_valid, chunk


def first(query: str, **extra: Any) -> str:
    return json.dumps({"query": query, **extra})


def step(fully: bool, answer: str = "", query: str = "", **extra: Any) -> str:
    return json.dumps(
        {"relevant_sentences": "none", "fully_answered": fully, "answer": answer, "query": query, **extra}
    )


def _schema(call: dict[str, Any]) -> dict[str, Any]:
    return call["kwargs"]["response_format"]["schema"]


def _run(script: list[Any], searcher: ListSearcher, **kwargs: Any) -> tuple[dict[str, Any], ScriptedChatModel]:
    model = ScriptedChatModel(script=script)
    question = kwargs.pop("question", "Who made the lens?")
    collections = kwargs.pop("collections", None)
    result = build_loop(model, searcher, strategy="json", **kwargs).invoke(
        {"question": question, "collections": collections}
    )
    assert_history_valid(result["messages"])
    return result, model


def test_json_decisions_drive_a_two_hop_run() -> None:
    searcher = ListSearcher(
        [
            [chunk("c1", "The lens was made by the Quillon Glassworks.")],
            [chunk("c2", "The Quillon Glassworks was founded by Ottilie Quillon.")],
        ]
    )
    result, model = _run(
        [first("lens maker"), step(False, query="Quillon Glassworks founder"), step(True, answer="Ottilie Quillon")],
        searcher,
        question="Who founded the workshop that made the lens?",
    )
    assert (result["terminated_by"], result["answer"], result["iterations"]) == ("answered", "Ottilie Quillon", 3)
    assert [(c["query"], c["limit"]) for c in searcher.calls] == [("lens maker", 3), ("Quillon Glassworks founder", 3)]
    assert "tools" not in model.calls[0]["kwargs"]
    prompt = str(model.calls[2]["messages"][-1].content)
    assert "[1] The lens was made by the Quillon Glassworks." in prompt
    assert "[2] The Quillon Glassworks was founded by Ottilie Quillon." in prompt
    assert "Queries already run: lens maker; Quillon Glassworks founder" in prompt


def test_the_first_turn_only_asks_for_a_query() -> None:
    result, model = _run([first("x"), step(True, answer="y")], ListSearcher([[chunk("c")]]))
    assert set(_schema(model.calls[0])["properties"]) == {"query"}
    assert list(_schema(model.calls[1])["properties"]) == ["relevant_sentences", "fully_answered", "answer", "query"]


def test_a_repeated_query_or_a_not_found_answer_gives_up() -> None:
    repeated, _ = _run([first("population"), step(False, query="  Population ")], ListSearcher([[chunk("c")]]))
    assert repeated["terminated_by"] == "gave_up"
    not_found, _ = _run(
        [first("population"), step(True, answer="The population is not mentioned.")], ListSearcher([[chunk("c")]])
    )
    assert (not_found["terminated_by"], not_found["answer"]) == (
        "gave_up",
        "Could not answer: The population is not mentioned.",
    )
    no_query, _ = _run([first("population"), step(False)], ListSearcher([[chunk("c")]]))
    assert no_query["terminated_by"] == "gave_up"


def test_pick_mode_and_custom_tools() -> None:
    @tool
    def weather(city: str) -> str:
        """Weather for a city."""
        return f"{city}: rain"

    searcher = ListSearcher([[chunk("c")]])
    result, model = _run(
        [
            first("ferry", collection="coast"),
            step(False, tool="weather", tool_arguments={"city": "Sarrow"}),
            step(True, answer="It rains."),
        ],
        searcher,
        collections=["coast", "workshops"],
        tools=[weather],
    )
    assert searcher.calls[0]["collections"] == ["coast"]
    assert result["tool_history"][1]["summary"] == "Sarrow: rain"
    assert "weather(" in str(model.calls[2]["messages"][-1].content)
    assert result["answer"] == "It rains."


def test_an_unusable_decision_is_nudged_and_a_transport_error_ends_in_error() -> None:
    result, _ = _run(["garbage", "still garbage", first("x"), step(True, answer="ok")], ListSearcher([[chunk("c")]]))
    assert result["terminated_by"] == "answered" and result["iterations"] == 3
    broken, _ = _run([ConnectionError("server gone")], ListSearcher())
    assert broken["terminated_by"] == "error" and "server gone" in broken["error"]


def test_auto_uses_json_only_for_local_models() -> None:
    model = ScriptedChatModel(script=["plain text answer"])
    result = build_loop(model, ListSearcher(), strategy="auto").invoke({"question": "q"})
    assert result["answer"] == "plain text answer" and "response_format" not in model.calls[0]["kwargs"]


def test_nothing_found_is_never_answered_and_ends_in_give_up() -> None:
    script = [
        first("a"),
        step(True, answer="made up", query="b"),
        step(True, answer="made up", query="c"),
        step(True, answer="made up", query="d"),
    ]
    result, _ = _run(script, ListSearcher([[]]))
    assert [h["tool"] for h in result["tool_history"]] == ["search", "search", "search", "give_up"]
    assert result["answer"] == "Could not answer: 3 searches found no relevant passages"
