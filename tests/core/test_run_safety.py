"""Runs that cannot be pushed off their rails: malformed input, NaN limits, missing call ids,
per-run budgets, a run's wall-clock budget, and real async nodes (the security and reliability issue)."""

from __future__ import annotations

import asyncio
import math
import time
from typing import Any

import pytest
from langchain_core.callbacks import AsyncCallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult

from arcana_graph import build_loop, build_pipeline
from arcana_graph.loop import LoopContext
from arcana_graph.loop.tools import search_args
from arcana_graph.pipeline import PipelineContext, Select
from tests.fakes import ListSearcher, RoutingChatModel, ScriptedChatModel, assert_history_valid, call, calls, chunk

# -- malformed input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("collections", "expected"),
    [
        ([["x"]], "collections must be non-empty strings"),
        (5, "got int"),
        ({"a": 1}, "got dict"),
        (["a", ""], "collections must be non-empty strings"),
    ],
)
def test_a_malformed_scope_ends_the_loop_with_a_clear_error(collections: Any, expected: str) -> None:
    model = ScriptedChatModel(script=[calls(call("search", {"query": "q"}))])
    searcher = ListSearcher([[chunk("c")]])
    result = build_loop(model, searcher).invoke({"question": "q", "collections": collections})
    assert result["terminated_by"] == "error" and expected in result["error"]
    assert model.calls == [] and searcher.calls == []  # nothing ran: not the model, not a search


def test_a_question_that_is_not_text_ends_the_loop_with_a_clear_error() -> None:
    result = build_loop(ScriptedChatModel(), ListSearcher()).invoke({"question": 42})  # type: ignore[typeddict-item]
    assert result["terminated_by"] == "error" and "question must be a non-empty string" in result["error"]


@pytest.mark.parametrize("collections", [[["x"]], 5, {"a": 1}])
def test_a_malformed_scope_ends_the_pipeline_with_a_clear_error(collections: Any) -> None:
    model = RoutingChatModel(default="answer")
    searcher = ListSearcher([[chunk("c")]])
    result = build_pipeline(["search", "answer"], llm=model, searcher=searcher).invoke(
        {"question": "q", "collections": collections}
    )
    assert "collections must be" in result["error"] and result.get("answer") is None
    assert model.calls == [] and searcher.calls == []


@pytest.mark.parametrize("limit", [math.nan, math.inf, -math.inf, 10**30, -3, 0, 50.5])
def test_non_finite_or_out_of_range_limits_are_observations(limit: float) -> None:
    assert isinstance(search_args({"query": "q", "limit": limit}, None), str)
    script = [calls(call("search", {"query": "q", "limit": limit}, id="s1")), calls(call("answer", {"text": "a"}))]
    searcher = ListSearcher([[chunk("c")]])
    result = build_loop(ScriptedChatModel(script=script), searcher).invoke({"question": "q"})
    assert result["terminated_by"] == "answered" and searcher.calls == []
    assert "`limit` must be an integer from 1 to 50" in result["tool_history"][0]["summary"]


# -- tool call ids ----------------------------------------------------------------------------------


def test_calls_without_ids_get_unique_ids_that_pair_with_their_results() -> None:
    no_id = {"name": "search", "args": {"query": "a"}, "id": None, "type": "tool_call"}
    reused = {"name": "search", "args": {"query": "b"}, "id": "dup", "type": "tool_call"}
    script = [
        AIMessage(content="", tool_calls=[no_id, {**no_id, "args": {"query": "z"}}, reused]),
        AIMessage(content="", tool_calls=[{**no_id, "args": {"query": "c"}}, {**reused, "args": {"query": "d"}}]),
        AIMessage(content="", tool_calls=[{"name": "answer", "args": {"text": "x"}, "id": None, "type": "tool_call"}]),
    ]
    result = build_loop(ScriptedChatModel(script=script), ListSearcher([[chunk("c")]])).invoke({"question": "q"})
    assert result["terminated_by"] == "answered"
    assert_history_valid(result["messages"])
    ids = [c["id"] for m in result["messages"] if isinstance(m, AIMessage) for c in m.tool_calls]
    assert len(ids) == 6 and len(set(ids)) == 6 and all(isinstance(i, str) and i for i in ids)
    results = [m.tool_call_id for m in result["messages"] if isinstance(m, ToolMessage)]
    assert sorted(results) == sorted(ids)


# -- budgets ----------------------------------------------------------------------------------------


def _endless() -> list[AIMessage]:
    return [calls(call("search", {"query": f"q{i}"}, id=f"s{i}")) for i in range(200)]


def test_a_per_run_budget_above_the_built_one_is_honoured() -> None:
    graph = build_loop(ScriptedChatModel(script=_endless()), ListSearcher([[chunk("c")]]), max_iterations=4)
    result = graph.invoke({"question": "q"}, context=LoopContext(max_iterations=10))
    assert (result["terminated_by"], result["iterations"]) == ("max_iterations", 10)


def test_a_per_run_budget_above_the_graphs_limit_is_an_error_not_a_silent_cut() -> None:
    graph = build_loop(ScriptedChatModel(script=_endless()), ListSearcher([[chunk("c")]]), max_iterations=4)
    result = graph.invoke({"question": "q"}, context={"max_iterations": 500})
    assert result["terminated_by"] == "error" and "max_iterations=500" in result["error"]


class SlowModel(BaseChatModel):
    """Answers after ``delay`` seconds, blocking or async: a stalled endpoint when delay is large."""

    delay: float = 0.0
    reply: AIMessage = AIMessage(content="late")

    @property
    def _llm_type(self) -> str:
        return "slow"

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kw: Any) -> Any:
        time.sleep(self.delay)
        return ChatResult(generations=[ChatGeneration(message=self.reply)])

    async def _agenerate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kw: Any
    ) -> Any:
        await asyncio.sleep(self.delay)
        return ChatResult(generations=[ChatGeneration(message=self.reply)])


def test_a_stalled_model_ends_the_loop_within_its_time_budget() -> None:
    graph = build_loop(SlowModel(delay=30), ListSearcher(), max_seconds=0.5)
    started = time.perf_counter()
    result = graph.invoke({"question": "q"})
    assert time.perf_counter() - started < 5
    assert result["terminated_by"] == "error" and "time budget ran out" in result["error"]


def test_a_stalled_model_ends_the_async_loop_within_its_per_run_budget() -> None:
    graph = build_loop(SlowModel(delay=30), ListSearcher())
    started = time.perf_counter()
    result = asyncio.run(graph.ainvoke({"question": "q"}, context=LoopContext(max_seconds=0.5)))
    assert time.perf_counter() - started < 5
    assert result["terminated_by"] == "error" and "time budget ran out" in result["error"]


def test_a_stalled_model_ends_the_pipeline_within_its_time_budget() -> None:
    graph = build_pipeline(["search", "answer"], llm=SlowModel(delay=30), searcher=ListSearcher([[chunk("c")]]))
    started = time.perf_counter()
    result = graph.invoke({"question": "q"}, context=PipelineContext(max_seconds=0.5))
    assert time.perf_counter() - started < 5
    assert "time budget ran out" in result["error"] and result.get("answer") is None


def test_a_budget_that_is_not_spent_changes_nothing() -> None:
    script = [calls(call("search", {"query": "q"})), calls(call("answer", {"text": "fine"}))]
    result = build_loop(ScriptedChatModel(script=script), ListSearcher([[chunk("c")]]), max_seconds=60).invoke(
        {"question": "q"}
    )
    assert (result["terminated_by"], result["answer"]) == ("answered", "fine")


# -- async ------------------------------------------------------------------------------------------


class AsyncOnlyModel(BaseChatModel):
    """A model with no blocking path: search once, then answer; each call takes ``delay`` seconds."""

    delay: float = 0.3
    active: int = 0
    peak: int = 0

    @property
    def _llm_type(self) -> str:
        return "async-only"

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self

    def _generate(self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kw: Any) -> Any:
        raise NotImplementedError("this model only works asynchronously")

    async def _agenerate(
        self,
        messages: list[BaseMessage],
        stop: Any = None,
        run_manager: AsyncCallbackManagerForLLMRun | None = None,
        **kw: Any,
    ) -> ChatResult:
        self.active += 1
        self.peak = max(self.peak, self.active)
        try:
            await asyncio.sleep(self.delay)
        finally:
            self.active -= 1
        if any(isinstance(m, ToolMessage) for m in messages):
            message = AIMessage(content="", tool_calls=[call("answer", {"text": "async answer"})])
        else:
            message = AIMessage(content="", tool_calls=[call("search", {"query": "lens"})])
        return ChatResult(generations=[ChatGeneration(message=message)])


class AsyncSearcher:
    def __init__(self) -> None:
        self.calls = 0

    async def __call__(self, query: str, *, collections: Any, limit: int, **options: Any) -> list[dict[str, Any]]:
        self.calls += 1
        await asyncio.sleep(0.05)
        return [chunk("c1", text="The lens was made by Quillon.")]


def test_ainvoke_runs_an_async_only_model_and_runs_overlap() -> None:
    model, searcher = AsyncOnlyModel(delay=0.3), AsyncSearcher()
    graph = build_loop(model, searcher)

    async def many() -> list[dict[str, Any]]:
        return await asyncio.gather(*(graph.ainvoke({"question": f"q{i}"}) for i in range(20)))

    started = time.perf_counter()
    results = asyncio.run(many())
    elapsed = time.perf_counter() - started
    assert {r["terminated_by"] for r in results} == {"answered"} and searcher.calls == 20
    assert model.peak >= 10, model.peak  # the runs waited on the model together
    assert elapsed < 20 * 0.6 / 2, elapsed  # far from 20 runs x 2 calls x 0.3 s one after another


def test_a_blocking_run_with_an_async_only_model_ends_with_an_error_not_an_exception() -> None:
    result = build_loop(AsyncOnlyModel(delay=0), AsyncSearcher()).invoke({"question": "q"})
    assert result["terminated_by"] == "error" and "only works asynchronously" in result["error"]


def test_an_async_only_searcher_under_invoke_is_an_observation() -> None:
    script = [calls(call("search", {"query": "q"})), calls(call("answer", {"text": "a"}))]
    result = build_loop(ScriptedChatModel(script=script), AsyncSearcher()).invoke({"question": "q"})
    assert result["terminated_by"] == "answered"
    assert "async-only; run the graph with ainvoke" in result["tool_history"][0]["summary"]


def test_the_pipeline_runs_async_with_an_async_only_model() -> None:
    class AsyncText(AsyncOnlyModel):
        async def _agenerate(self, messages: list[BaseMessage], *args: Any, **kw: Any) -> ChatResult:
            await asyncio.sleep(0.01)
            return ChatResult(generations=[ChatGeneration(message=AIMessage(content="piped"))])

    graph = build_pipeline(["rewrite", "search", "answer"], llm=AsyncText(), searcher=AsyncSearcher())
    result = asyncio.run(graph.ainvoke({"question": "q"}))
    assert result["answer"] == "piped" and [c.id for c in result["context_used"]] == ["c1"]


# -- scope ------------------------------------------------------------------------------------------


def _select_picks(name: str) -> RoutingChatModel:
    return RoutingChatModel(routes=[("Which collection(s)", f'{{"collections": ["{name}"], "reasoning": "r"}}')])


@pytest.mark.parametrize(
    ("scope", "expected"),
    [(["a"], ["a"]), ("a", ["a"]), ([], []), (None, ["b"])],
)
def test_select_never_widens_the_runs_scope(scope: Any, expected: list[str]) -> None:
    searcher = ListSearcher(lambda q, collections, n: [chunk(f"{c}-1", collection=c) for c in collections or []])
    graph = build_pipeline(
        [Select(collections=["a", "b"]), "search", "answer"], llm=_select_picks("b"), searcher=searcher
    )
    result = graph.invoke({"question": "q", "collections": scope})
    assert result["collections"] == expected
    assert {c.collection for c in result["context_used"]} <= set(expected)
    assert all(set(call["collections"]) <= set(expected) for call in searcher.calls)


def test_a_failing_select_keeps_only_what_the_run_allowed() -> None:
    failing = RoutingChatModel(routes=[("Which collection(s)", RuntimeError("selector down"))])
    graph = build_pipeline([Select(collections=["a", "b"]), "answer"], llm=failing, searcher=ListSearcher())
    assert graph.invoke({"question": "q", "collections": ["a"]})["collections"] == ["a"]
    assert graph.invoke({"question": "q", "collections": []})["collections"] == []
