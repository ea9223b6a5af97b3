"""The Loop under stress: fuzzed controllers, tiny recursion limits, concurrency, repeated queries."""

from __future__ import annotations

import asyncio
import time

import pytest
from langchain_core.messages import AIMessage, ToolMessage

from arcana_graph.loop import build_loop
from tests.fakes import ListSearcher, ScriptedChatModel, assert_history_valid, call, calls, chunk
from tests.fuzz_loop import check_run, fuzzed_run


@pytest.mark.parametrize("seed", range(300))
def test_fuzzed_runs_always_end_with_a_valid_termination(seed: int) -> None:
    graph, run = fuzzed_run(seed)
    check_run(graph.invoke(run["input"]), run)


@pytest.mark.parametrize("seed", range(300, 340))
def test_fuzzed_async_runs_keep_the_same_invariants(seed: int) -> None:
    graph, run = fuzzed_run(seed)
    check_run(asyncio.run(graph.ainvoke(run["input"])), run)


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
