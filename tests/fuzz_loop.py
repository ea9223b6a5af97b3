"""A fuzzed Loop run: random controller replies, arguments, scopes and search failures, and the
invariants every run must keep. Shared by the test suite (a fixed set of seeds) and
``benchmarks/bench_fuzz.py`` (thousands of seeds, blocking and async)."""

from __future__ import annotations

import json
import math
import random
from typing import Any

from langchain_core.messages import AIMessage
from langchain_core.tools import tool

from arcana_graph.core.types import GroundingResult
from arcana_graph.loop import build_loop
from tests.fakes import ListSearcher, ScriptedChatModel, assert_history_valid, call, chunk

TERMINATIONS = {"answered", "gave_up", "max_iterations", "error"}
SCOPES: list[Any] = [None, "a", ["a", "b"], [], ["a", "b", "c"], [["x"]], 5, {"a": 1}, ["a", 3]]
LIMITS: list[Any] = [1, 5, 0, -3, "x", 99, True, math.nan, math.inf, -math.inf, 10**40, 2.5]


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
            {"query": rng.choice(["a", "b", "", "  ", "lens maker"]), "limit": rng.choice(LIMITS)},
            {"query": "q", "collection": rng.choice(["a", "b", "zzz", 7, None])},
            {"text": rng.choice(["final", "", None, 3])},
            {"reason": rng.choice(["nothing", "", None])},
            {"x": rng.choice([1, 2, "three"])},
            {"unexpected": {"nested": [1, 2]}},
        ]
    )


def _random_id(rng: random.Random, turn: int, index: int) -> Any:
    return rng.choice([f"t{turn}_{index}", None, "", "same", f"t{turn}_{index}"])


def _random_reply(rng: random.Random, turn: int) -> Any:
    kind = rng.random()
    if kind < 0.08:
        return RuntimeError("controller exploded")
    if kind < 0.16:
        return AIMessage(content=rng.choice(["", "  ", "A plain answer."]))
    if kind < 0.22:
        return AIMessage(content=[{"type": "text", "text": "block answer"}])
    names = ["search", "search", "answer", "give_up", "flaky", "bogus", ""]
    tool_calls = [call(rng.choice(names), _random_args(rng)) for _ in range(rng.randint(1, 4))]
    for index, entry in enumerate(tool_calls):
        entry["id"] = _random_id(rng, turn, index)  # missing, empty or repeated ids included
    invalid = []
    if rng.random() < 0.15:
        invalid = [{"name": "search", "args": "{broken", "id": rng.choice([f"bad{turn}", None]), "error": "bad json"}]
        invalid[0]["type"] = "invalid_tool_call"
    return AIMessage(content=rng.choice(["", "thinking..."]), tool_calls=tool_calls, invalid_tool_calls=invalid)


def _random_results(rng: random.Random) -> Any:
    def results(query: str, collections: Any, limit: int) -> Any:
        roll = rng.random()
        if roll < 0.15:
            raise ConnectionError("search backend down")
        if roll < 0.2:
            return ["not a chunk"]
        # Like a real knowledge base: chunks only ever come from the collections asked for.
        names = list(collections) if collections else ["a", "b", "c", "other"]
        return [
            chunk(f"c{rng.randint(0, 20)}", score=rng.random(), collection=rng.choice(names))
            for _ in range(rng.randint(0, limit))
        ]

    return results


def _grounded(answer: str, chunks: Any, *, question: str) -> GroundingResult:
    return GroundingResult(score=0.5)


def fuzzed_run(seed: int) -> tuple[Any, dict[str, Any]]:
    """The graph, searcher and input of one fuzzed run: ``(graph, {"input", "searcher", "max_iterations"})``."""
    rng = random.Random(seed)
    max_iterations = rng.randint(0, 6)
    script = [_random_reply(rng, turn) for turn in range(max_iterations + 8)]
    answerer = (
        ScriptedChatModel(script=[rng.choice(["rewritten", "", RuntimeError("answerer down")]) for _ in range(3)])
        if rng.random() < 0.3
        else None
    )
    searcher = ListSearcher(_random_results(rng))
    graph = build_loop(
        ScriptedChatModel(script=script),
        searcher,
        tools=[flaky],
        max_iterations=max_iterations,
        chunk_cap=rng.randint(1, 5),
        answerer=answerer,
        synthesizer=rng.choice([None, lambda m: "synth", lambda m: 1 / 0]),
        grounder=rng.choice([None, _grounded]),
    )
    scope = rng.choice(SCOPES)
    return graph, {
        "input": {"question": "fuzz?", "collections": scope},
        "searcher": searcher,
        "max_iterations": max_iterations,
    }


def check_run(result: dict[str, Any], run: dict[str, Any]) -> None:
    """The invariants: a valid termination, the budget, a valid history (one result per call id),
    nothing from outside the scope, plain-data history."""
    scope = run["input"]["collections"]
    assert result["terminated_by"] in TERMINATIONS
    assert 0 <= result["iterations"] <= run["max_iterations"]
    if result.get("messages"):
        assert_history_valid(result["messages"])
    chunks = result.get("chunks") or []
    assert len(chunks) <= 5 and len({c.id for c in chunks}) == len(chunks)
    if result["terminated_by"] == "error":
        assert result["error"]
    if result["terminated_by"] in ("answered", "gave_up"):
        assert result["answer"]
    allowed = None if scope is None else ({scope} if isinstance(scope, str) else None)
    if isinstance(scope, list) and all(isinstance(n, str) for n in scope):
        allowed = set(scope)
    if scope is not None:  # a malformed scope searches nothing; a valid one never anything outside it
        for searched in run["searcher"].calls:
            assert allowed is not None and searched["collections"] is not None
            assert set(searched["collections"]) <= allowed, (searched, scope)
        assert all(c.collection in (allowed or set()) for c in chunks)
    json.dumps(result.get("tool_history") or [])  # the history is plain data
    assert result.get("grounding") is None or result["grounding"].score == 0.5
