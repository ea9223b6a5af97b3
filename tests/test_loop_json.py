"""The ``json`` controller strategy: one schema-constrained decision per turn, as a tool call."""

from __future__ import annotations

import json
from typing import Any

from langchain_core.tools import tool

from arcana_graph.loop import build_loop
from tests.fakes import ListSearcher, ScriptedChatModel
from tests.loop_helpers import assert_history_valid, chunk


def decision(action: str, argument: str, **extra: Any) -> str:
    return json.dumps({"answer_sentence": "none", "action": action, "argument": argument, **extra})


def _enum(call: dict[str, Any], field: str) -> Any:
    schema = call["kwargs"]["response_format"]["schema"]
    prop = schema["properties"][field]
    if "anyOf" in prop:
        prop = next(p for p in prop["anyOf"] if "enum" in p or "const" in p)
    return prop.get("enum") or [prop.get("const")]


def test_json_decisions_drive_a_full_run() -> None:
    model = ScriptedChatModel(script=[decision("search", "lens maker"), decision("answer", "Quillon Glassworks")])
    searcher = ListSearcher([[chunk("c1", "The lens was made by the Quillon Glassworks.")]])
    result = build_loop(model, searcher, strategy="json").invoke({"question": "Who made the lens?"})
    assert (result["terminated_by"], result["answer"], result["iterations"]) == ("answered", "Quillon Glassworks", 2)
    assert searcher.calls[0]["query"] == "lens maker"
    assert_history_valid(result["messages"])
    assert "tools" not in model.calls[0]["kwargs"]
    # The second turn's prompt is a transcript of the first turn's search and its full result.
    transcript = str(model.calls[1]["messages"][-1].content)
    assert "Question: Who made the lens?" in transcript and "Quillon Glassworks." in transcript and "Turn 2 of 10" in transcript


def test_the_first_turn_can_only_search() -> None:
    model = ScriptedChatModel(script=[decision("search", "x"), decision("give_up", "nothing")])
    build_loop(model, ListSearcher([[]]), strategy="json").invoke({"question": "q"})
    assert _enum(model.calls[0], "action") == ["search"]
    assert _enum(model.calls[1], "action") == ["search", "answer", "give_up"]


def test_pick_mode_offers_the_collections_and_custom_tools() -> None:
    @tool
    def weather(city: str) -> str:
        """Weather for a city."""
        return f"{city}: rain"

    model = ScriptedChatModel(script=[
        decision("search", "ferry", collection="coast"),
        decision("weather", "", tool_arguments={"city": "Sarrow"}),
        decision("answer", "done"),
    ])
    searcher = ListSearcher([[chunk("c")]])
    result = build_loop(model, searcher, strategy="json", tools=[weather]).invoke({"question": "q", "collections": ["coast", "workshops"]})
    assert searcher.calls[0]["collections"] == ["coast"]
    assert result["tool_history"][1]["summary"] == "Sarrow: rain"
    assert _enum(model.calls[0], "collection") == ["coast", "workshops"]
    assert "weather" in _enum(model.calls[0], "action")


def test_an_unusable_decision_is_nudged_and_a_transport_error_ends_in_error() -> None:
    model = ScriptedChatModel(script=["garbage", "still garbage", decision("search", "x"), decision("answer", "ok")])
    result = build_loop(model, ListSearcher([[chunk("c")]]), strategy="json").invoke({"question": "q"})
    assert result["terminated_by"] == "answered" and result["iterations"] == 3
    failing = ScriptedChatModel(script=[ConnectionError("server gone")])
    broken = build_loop(failing, ListSearcher(), strategy="json").invoke({"question": "q"})
    assert broken["terminated_by"] == "error" and "server gone" in broken["error"]


def test_auto_uses_json_only_for_local_models() -> None:
    model = ScriptedChatModel(script=["plain text answer"])
    result = build_loop(model, ListSearcher(), strategy="auto").invoke({"question": "q"})
    assert result["answer"] == "plain text answer" and "response_format" not in model.calls[0]["kwargs"]
