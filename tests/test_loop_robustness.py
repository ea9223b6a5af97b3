"""The Loop under stress: fuzzed controllers, tiny recursion limits, concurrency, repeated queries."""

from __future__ import annotations

import json
import random
import time
from typing import Any

import pytest
from langchain_core.messages import AIMessage, ToolMessage
from langchain_core.tools import tool

from arcana_graph.loop import build_loop
from arcana_graph.types import GroundingResult
from tests.fakes import ListSearcher, ScriptedChatModel
from tests.loop_helpers import assert_history_valid, call, calls, chunk

TERMINATIONS = {"answered", "gave_up", "max_iterations", "error"}


@tool
def flaky(x: int = 0) -> str:
    """A custom tool that fails on odd numbers."""
    if x % 2:
        raise RuntimeError("odd")
    return f"even {x}"


def _random_args(rng: random.Random) -> Any:
    return rng.choice(
        [
            {},
            {"query": "lens"},
            {
                "query": rng.choice(["a", "b", "", "  ", "lens maker"]),
                "limit": rng.choice([1, 5, 0, -3, "x", 99, True]),
            },
            {"query": "q", "collection": rng.choice(["a", "b", "zzz", 7, None])},
            {"text": rng.choice(["final", "", None, 3])},
            {"reason": rng.choice(["nothing", "", None])},
            {"x": rng.choice([1, 2, "three"])},
            {"unexpected": {"nested": [1, 2]}},
        ]
    )


def _random_reply(rng: random.Random, turn: int) -> Any:
    kind = rng.random()
    if kind < 0.08:
        return RuntimeError("controller exploded")
    if kind < 0.16:
        return AIMessage(content=rng.choice(["", "  ", "A plain answer."]))
    if kind < 0.22:
        return AIMessage(content=[{"type": "text", "text": "block answer"}])
    names = ["search", "search", "answer", "give_up", "flaky", "bogus", ""]
    tool_calls = [call(rng.choice(names), _random_args(rng), id=f"t{turn}_{i}") for i in range(rng.randint(1, 4))]
    invalid = []
    if rng.random() < 0.15:
        invalid = [
            {"name": "search", "args": "{broken", "id": f"bad{turn}", "error": "bad json", "type": "invalid_tool_call"}
        ]
    return AIMessage(content=rng.choice(["", "thinking..."]), tool_calls=tool_calls, invalid_tool_calls=invalid)


def _random_results(rng: random.Random) -> Any:
    def results(query: str, collections: Any, limit: int) -> Any:
        roll = rng.random()
        if roll < 0.15:
            raise ConnectionError("search backend down")
        if roll < 0.2:
            return ["not a chunk"]
        return [chunk(f"c{rng.randint(0, 20)}", score=rng.random()) for _ in range(rng.randint(0, limit))]

    return results


def _grounded(answer: str, chunks: Any, *, question: str) -> GroundingResult:
    return GroundingResult(score=0.5)


def _broken_grounder(answer: str, chunks: Any, *, question: str) -> GroundingResult:
    raise RuntimeError("grounder down")


@pytest.mark.parametrize("seed", range(300))
def test_fuzzed_runs_always_end_with_a_valid_termination(seed: int) -> None:
    rng = random.Random(seed)
    max_iterations = rng.randint(0, 6)
    script = [_random_reply(rng, turn) for turn in range(max_iterations + 8)]
    answerer = (
        ScriptedChatModel(script=[rng.choice(["rewritten", "", RuntimeError("answerer down")]) for _ in range(3)])
        if rng.random() < 0.3
        else None
    )
    graph = build_loop(
        ScriptedChatModel(script=script),
        ListSearcher(_random_results(rng)),
        tools=[flaky],
        max_iterations=max_iterations,
        chunk_cap=rng.randint(1, 5),
        answerer=answerer,
        synthesizer=rng.choice([None, lambda m: "synth", lambda m: 1 / 0]),
    )
    scope = rng.choice([None, "a", ["a", "b"], [], ["a", "b", "c"]])
    result = graph.invoke({"question": "fuzz?", "collections": scope})

    assert result["terminated_by"] in TERMINATIONS
    assert 0 <= result["iterations"] <= max_iterations
    assert_history_valid(result["messages"])
    assert len(result["chunks"]) <= 5 and len({c.id for c in result["chunks"]}) == len(result["chunks"])
    if result["terminated_by"] == "error":
        assert result["error"]
    if result["terminated_by"] in ("answered", "gave_up"):
        assert result["answer"]
    json.dumps(result["tool_history"])  # the history is plain data
    assert result.get("grounding") is None or result["grounding"].score == 0.5


def _endless() -> list[AIMessage]:
    return [calls(call("search", {"query": f"q{i}"}, id=f"s{i}")) for i in range(200)]


@pytest.mark.parametrize("limit", range(3, 40))  # 3 = controller, synthesize, end
def test_no_recursion_limit_ever_escapes_as_an_exception(limit: int) -> None:
    graph = build_loop(
        ScriptedChatModel(script=_endless()),
        ListSearcher([[chunk("c")]]),
        max_iterations=100,
        synthesizer=lambda m: "best effort",
    )
    result = graph.invoke({"question": "q"}, config={"recursion_limit": limit})
    assert result["terminated_by"] == "max_iterations"
    assert result["iterations"] < 100
    assert_history_valid(result["messages"])


def test_the_default_recursion_limit_fits_the_budget() -> None:
    graph = build_loop(ScriptedChatModel(script=_endless()), ListSearcher([[chunk("c")]]), max_iterations=12)
    result = graph.invoke({"question": "q"})
    assert (result["terminated_by"], result["iterations"]) == ("max_iterations", 12)


def test_searches_of_one_turn_run_concurrently_and_merge_in_call_order() -> None:
    searcher = ListSearcher(lambda q, c, n: [chunk(f"{q}-1", score={"a": 0.1, "b": 0.9, "c": 0.5}[q])], delay=0.4)
    script = [calls(*(call("search", {"query": q}, id=f"id-{q}") for q in "abc")), calls(call("answer", {"text": "x"}))]
    graph = build_loop(ScriptedChatModel(script=script), searcher)
    start = time.perf_counter()
    result = graph.invoke({"question": "q"})
    elapsed = time.perf_counter() - start
    assert searcher.max_active == 3 and elapsed < 1.1, elapsed
    tool_messages = [m for m in result["messages"] if isinstance(m, ToolMessage)]
    assert [m.tool_call_id for m in tool_messages[:3]] == ["id-a", "id-b", "id-c"]
    assert [h["returned_chunk_ids"] for h in result["tool_history"][:3]] == [["a-1"], ["b-1"], ["c-1"]]
    assert [c.id for c in result["chunks"]] == ["b-1", "c-1", "a-1"]


def test_a_repeated_query_is_answered_from_the_earlier_result() -> None:
    searcher = ListSearcher([[chunk("c1")]])
    script = [
        calls(call("search", {"query": "Lens maker"}, id="s1")),
        calls(
            call("search", {"query": "  lens   MAKER "}, id="s2"),
            call("search", {"query": "founder"}, id="s3"),
            call("search", {"query": "founder"}, id="s4"),
        ),
        calls(call("answer", {"text": "x"})),
    ]
    result = build_loop(ScriptedChatModel(script=script), searcher).invoke({"question": "q"})
    assert sorted(c["query"] for c in searcher.calls) == ["Lens maker", "founder"]
    repeat, _, same_turn = result["tool_history"][1:4]
    assert repeat["summary"].startswith("Already searched for 'lens   MAKER'")
    assert "at turn 1" in repeat["summary"] and "c1" in repeat["summary"]
    assert same_turn["summary"].startswith("Same search as call 2") and same_turn["returned_chunk_ids"] == ["c1"]


def test_graph_shape_matches_the_design() -> None:
    graph = build_loop(ScriptedChatModel(), ListSearcher()).get_graph()
    assert set(graph.nodes) == {"__start__", "controller", "search", "answer", "give_up", "synthesize", "__end__"}
    edges = {(e.source, e.target) for e in graph.edges}
    assert edges == {
        ("__start__", "controller"),
        ("controller", "controller"),
        ("controller", "search"),
        ("controller", "answer"),
        ("controller", "give_up"),
        ("controller", "synthesize"),
        ("controller", "__end__"),
        ("search", "controller"),
        ("search", "answer"),
        ("search", "give_up"),
        ("answer", "__end__"),
        ("give_up", "__end__"),
        ("synthesize", "__end__"),
    }
