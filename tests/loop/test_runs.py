"""Loop runs with scripted controllers: every scenario of Arcana's loop_test (reference §5.1)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.documents import Document
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.tools import tool

from arcana_graph import ConfigurationError
from arcana_graph.core.types import Chunk
from arcana_graph.loop import build_loop
from tests.fakes import ListSearcher, ScriptedChatModel, assert_history_valid, call, calls, chunk


def run(
    script: list[Any], searcher: ListSearcher | None = None, question: str = "q", collections: Any = None, **kwargs: Any
) -> dict[str, Any]:
    model = kwargs.pop("model", None) or ScriptedChatModel(script=script)
    graph = build_loop(model, searcher or ListSearcher(), **kwargs)
    result = graph.invoke({"question": question, "collections": collections})
    assert_history_valid(result["messages"])
    return result


# -- termination -------------------------------------------------------------------------------------


def test_answer_tool_ends_answered() -> None:
    result = run([calls(call("answer", {"text": "42"}))])
    assert (result["terminated_by"], result["answer"], result["iterations"]) == ("answered", "42", 1)
    assert result["error"] is None and result["chunks"] == []


def test_give_up_ends_gave_up_with_the_reason() -> None:
    result = run([calls(call("give_up", {"reason": "nothing relevant"}))])
    assert result["terminated_by"] == "gave_up"
    assert result["answer"] == "Could not answer: nothing relevant"
    assert result["tool_history"][-1]["summary"] == "Gave up: nothing relevant"


def test_a_never_terminating_controller_stops_at_max_iterations() -> None:
    script = [calls(call("search", {"query": f"q{i}"}, id=f"s{i}")) for i in range(3)]
    result = run(script, max_iterations=3)
    assert (result["terminated_by"], result["iterations"]) == ("max_iterations", 3)
    assert result["answer"] is None  # nothing found, so nothing to synthesize


def test_max_iterations_zero_makes_no_controller_call() -> None:
    model = ScriptedChatModel(script=[])
    result = run([], model=model, max_iterations=0)
    assert result["terminated_by"] == "max_iterations" and result["iterations"] == 0
    assert model.calls == []


def test_controller_error_ends_with_error_and_no_fallback() -> None:
    synthesized: list[Any] = []
    result = run([RuntimeError("boom")], synthesizer=lambda m: synthesized.append(m) or "x")
    assert result["terminated_by"] == "error" and "boom" in result["error"]
    assert result["iterations"] == 1 and synthesized == [] and result["answer"] is None


def test_a_plain_text_reply_is_the_answer() -> None:
    result = run([AIMessage(content="The answer is 42.")])
    assert (result["terminated_by"], result["answer"]) == ("answered", "The answer is 42.")


def test_an_empty_reply_is_nudged_and_the_loop_goes_on() -> None:
    result = run([AIMessage(content=""), calls(call("answer", {"text": "done"}))])
    assert result["terminated_by"] == "answered" and result["iterations"] == 2
    assert any(isinstance(m, HumanMessage) and "empty" in str(m.content) for m in result["messages"])


# -- multi-turn, search, accumulation ------------------------------------------------------------------


def test_search_then_answer_records_both_turns() -> None:
    searcher = ListSearcher([[chunk("c1"), chunk("c2")]])
    result = run([calls(call("search", {"query": "x"})), calls(call("answer", {"text": "a"}))], searcher)
    assert [(h["tool"], h["iteration"]) for h in result["tool_history"]] == [("search", 0), ("answer", 1)]
    assert [c.id for c in result["chunks"]] == ["c1", "c2"]
    assert result["tool_history"][0]["returned_chunk_ids"] == ["c1", "c2"]
    assert searcher.calls[0] == {"query": "x", "collections": None, "limit": 5, "options": {}}


def test_chunk_cap_evicts_lowest_scores_across_turns() -> None:
    searcher = ListSearcher(
        [[chunk("a", score=0.1), chunk("b", score=0.5)], [chunk("c", score=0.9), chunk("d", score=0.95)]]
    )
    script = [
        calls(call("search", {"query": "one"})),
        calls(call("search", {"query": "two"})),
        calls(call("answer", {"text": "x"})),
    ]
    result = run(script, searcher, chunk_cap=2)
    assert [(c.id, c.score) for c in result["chunks"]] == [("d", 0.95), ("c", 0.9)]


def test_the_controller_reads_full_chunk_text() -> None:
    long_text = "Long passage sentence. " * 100
    seen: list[str] = []

    def inspect(messages: list[Any], kwargs: dict[str, Any]) -> AIMessage:
        seen.append(str(messages[-1].content))
        return calls(call("answer", {"text": "ok"}))

    run([calls(call("search", {"query": "x"})), inspect], ListSearcher([[chunk("long-1", long_text)]]))
    assert "[long-1]" in seen[0] and long_text in seen[0] and "..." not in seen[0]


def test_search_errors_are_observations_and_the_loop_continues() -> None:
    searcher = ListSearcher([ConnectionError("db_down")])
    result = run([calls(call("search", {"query": "x"})), calls(call("answer", {"text": "a"}))], searcher)
    summary = result["tool_history"][0]["summary"]
    assert "error" in summary and "db_down" in summary
    assert result["chunks"] == [] and result["terminated_by"] == "answered"


def test_missing_query_is_an_observation() -> None:
    searcher = ListSearcher()
    result = run([calls(call("search", {})), calls(call("answer", {"text": "a"}))], searcher)
    assert "missing query" in result["tool_history"][0]["summary"]
    assert searcher.calls == []


def test_unknown_tools_are_observations_with_their_name_kept() -> None:
    result = run([calls(call("telepathy", {"x": 1})), calls(call("answer", {"text": "a"}))])
    first = result["tool_history"][0]
    assert first["tool"] == "telepathy" and first["summary"] == "Unknown tool: telepathy"


def test_unparseable_arguments_are_observations() -> None:
    broken = AIMessage(
        content="",
        invalid_tool_calls=[
            {"name": "search", "args": "{oops", "id": "bad1", "error": "bad json", "type": "invalid_tool_call"}
        ],
    )
    result = run([broken, calls(call("answer", {"text": "a"}))])
    assert "invalid arguments" in result["tool_history"][0]["summary"]


def test_answer_without_text_is_an_observation_not_an_event() -> None:
    result = run([calls(call("answer", {})), calls(call("answer", {"text": "now"}))])
    assert result["tool_history"][0]["summary"].startswith("answer error: missing text")
    assert (result["terminated_by"], result["answer"], result["iterations"]) == ("answered", "now", 2)


def test_calls_after_a_terminating_call_are_not_run_but_answered() -> None:
    searcher = ListSearcher()
    result = run(
        [calls(call("answer", {"text": "done"}, id="a1"), call("search", {"query": "late"}, id="s1"))], searcher
    )
    assert searcher.calls == [] and result["terminated_by"] == "answered"
    late = next(m for m in result["messages"] if isinstance(m, ToolMessage) and m.tool_call_id == "s1")
    assert "Not run" in str(late.content)


def test_searches_before_the_answer_in_the_same_turn_run_first() -> None:
    searcher = ListSearcher([[chunk("c1")]])
    result = run([calls(call("search", {"query": "x"}, id="s"), call("answer", {"text": "a"}, id="a"))], searcher)
    assert [h["tool"] for h in result["tool_history"]] == ["search", "answer"]
    assert [c.id for c in result["chunks"]] == ["c1"]


# -- scope ----------------------------------------------------------------------------------------------


def test_collection_argument_against_the_scope() -> None:
    searcher = ListSearcher([[chunk("x")]])
    script = [
        calls(
            call("search", {"query": "one"}),
            call("search", {"query": "two", "collection": "a"}),
            call("search", {"query": "three", "collection": "c"}),
        ),
        calls(call("answer", {"text": "ok"})),
    ]
    result = run(script, searcher, collections=["a", "b"])
    # The turn's searches run concurrently: compare by query, not by arrival order.
    assert {c["query"]: c["collections"] for c in searcher.calls} == {"one": ["a", "b"], "two": ["a"]}
    bad = result["tool_history"][2]
    assert "search error" in bad["summary"] and "not in the allowed list" in bad["summary"]
    assert bad["returned_chunk_ids"] == []


def test_a_single_collection_locks_the_search() -> None:
    searcher = ListSearcher()
    run(
        [calls(call("search", {"query": "q", "collection": "other"})), calls(call("answer", {"text": "a"}))],
        searcher,
        collections="locked",
    )
    assert searcher.calls[0]["collections"] == ["locked"]


def test_an_empty_scope_matches_nothing_and_does_not_crash() -> None:
    searcher = ListSearcher([[chunk("should-not-appear")]])
    result = run(
        [calls(call("search", {"query": "q"})), calls(call("give_up", {"reason": "empty"}))], searcher, collections=[]
    )
    assert searcher.calls == [] and result["tool_history"][0]["summary"] == "No results."
    assert "No collection is in scope" in str(result["messages"][0].content)


def test_search_options_reach_the_searcher_but_cannot_set_the_scope() -> None:
    searcher = ListSearcher()
    run(
        [calls(call("search", {"query": "q"})), calls(call("answer", {"text": "a"}))],
        searcher,
        collections="mine",
        search_options={"mode": "hybrid"},
    )
    assert searcher.calls[0]["options"] == {"mode": "hybrid"} and searcher.calls[0]["collections"] == ["mine"]
    with pytest.raises(ConfigurationError, match="cannot set collections"):
        build_loop(ScriptedChatModel(), searcher, search_options={"collections": None})


# -- custom tools ------------------------------------------------------------------------------------------


@tool
def weather(city: str) -> str:
    """Current weather for a city."""
    return f"{city}: sunny, 22C"


@tool
def broken_tool(x: int) -> str:
    """Always fails."""
    raise ValueError("sensor offline")


def test_custom_tools_run_and_never_terminate() -> None:
    result = run([calls(call("weather", {"city": "London"})), calls(call("answer", {"text": "warm"}))], tools=[weather])
    assert result["tool_history"][0] == {
        "tool": "weather",
        "args": {"city": "London"},
        "iteration": 0,
        "summary": "London: sunny, 22C",
        "returned_chunk_ids": [],
    }
    assert result["terminated_by"] == "answered"


def test_custom_tool_errors_become_tool_error_observations() -> None:
    result = run([calls(call("broken_tool", {"x": 1})), calls(call("answer", {"text": "a"}))], tools=[broken_tool])
    assert (
        result["tool_history"][0]["summary"].startswith("Tool error:")
        and "sensor offline" in result["tool_history"][0]["summary"]
    )


def test_custom_tools_can_replace_the_defaults() -> None:
    script = [calls(call("weather", {"city": "Oslo"}, id=f"w{i}")) for i in range(2)]
    result = run(script, tools=[weather], include_default_tools=False, max_iterations=2)
    assert result["terminated_by"] == "max_iterations"
    with pytest.raises(ConfigurationError, match="reserved"):
        build_loop(ScriptedChatModel(), ListSearcher(), tools=[tool("search", description="mine")(lambda q: q)])


def test_native_strategy_binds_the_tools_for_the_scope() -> None:
    model = ScriptedChatModel(script=[calls(call("answer", {"text": "a"}))])
    run([], model=model, collections=["a", "b"])
    names = [t["function"]["name"] for t in model.calls[0]["kwargs"]["tools"]]
    assert names == ["search", "answer", "give_up"]
    assert "collection" in model.calls[0]["kwargs"]["tools"][0]["function"]["parameters"]["properties"]


# -- fallback synthesis ------------------------------------------------------------------------------------


def _budget_script(n: int) -> list[AIMessage]:
    return [calls(call("search", {"query": f"q{i}"}, id=f"s{i}")) for i in range(n)]


def test_fallback_synthesis_runs_at_max_iterations_with_chunks() -> None:
    seen: list[Any] = []

    def synthesizer(messages: list[Any]) -> str:
        seen.append(messages)
        return "synthesized answer"

    result = run(_budget_script(2), ListSearcher([[chunk("c1")]]), max_iterations=2, synthesizer=synthesizer)
    assert result["terminated_by"] == "max_iterations" and result["answer"] == "synthesized answer"
    last = result["tool_history"][-1]
    assert last == {
        "tool": "synthesis",
        "args": {"text": "synthesized answer"},
        "iteration": 2,
        "summary": "Synthesized from 1 chunks",
        "returned_chunk_ids": [],
    }
    assert "search budget" in str(seen[0][-1].content)


def test_fallback_synthesis_is_skipped_without_chunks_or_when_disabled() -> None:
    assert run(_budget_script(2), ListSearcher([[]]), max_iterations=2, synthesizer=lambda m: "x")["answer"] is None
    disabled = run(
        _budget_script(2),
        ListSearcher([[chunk("c")]]),
        max_iterations=2,
        synthesizer=lambda m: "x",
        fallback_synthesis=False,
    )
    assert disabled["answer"] is None


def test_default_synthesis_uses_the_controller_without_tools() -> None:
    model = ScriptedChatModel(script=[*_budget_script(1), "From what I found: X."])
    result = run([], model=model, searcher=ListSearcher([[chunk("c")]]), max_iterations=1)
    assert result["answer"] == "From what I found: X."
    assert "tools" not in model.calls[-1]["kwargs"]


def test_a_failing_synthesis_leaves_no_answer() -> None:
    result = run(_budget_script(1), ListSearcher([[chunk("c")]]), max_iterations=1, synthesizer=lambda m: 1 / 0)
    assert result["terminated_by"] == "max_iterations" and result["answer"] is None


# -- controller / answerer split ------------------------------------------------------------------------------


def test_without_answerer_the_draft_is_the_answer() -> None:
    assert run([calls(call("answer", {"text": "draft"}))])["answer"] == "draft"


def test_the_answerer_rewrites_with_a_valid_history() -> None:
    answerer = ScriptedChatModel(script=["Polished answer."])
    searcher = ListSearcher([[chunk("c1", "Full chunk text here.")]])
    result = run(
        [calls(call("search", {"query": "x"})), calls(call("answer", {"text": "draft"}))], searcher, answerer=answerer
    )
    assert result["answer"] == "Polished answer."
    assert result["tool_history"][-1]["args"] == {"text": "draft"}
    sent = answerer.calls[0]["messages"]
    assert [type(m) for m in sent[:2]] == [SystemMessage, HumanMessage]
    assert any(isinstance(m, ToolMessage) and "Full chunk text here." in str(m.content) for m in sent)
    assert_history_valid(sent)  # the answer call itself is answered before the answerer runs
    assert "tools" not in answerer.calls[0]["kwargs"]


def test_answerer_failure_keeps_the_draft_and_give_up_is_not_rewritten() -> None:
    assert (
        run([calls(call("answer", {"text": "draft"}))], answerer=ScriptedChatModel(script=[RuntimeError("x")]))[
            "answer"
        ]
        == "draft"
    )
    answerer = ScriptedChatModel(script=["never"])
    assert run([calls(call("give_up", {"reason": "r"}))], answerer=answerer)["answer"] == "Could not answer: r"
    assert answerer.calls == []


def test_answerer_is_the_default_synthesizer_but_an_explicit_one_wins() -> None:
    answerer = ScriptedChatModel(script=["from answerer"])
    result = run(_budget_script(1), ListSearcher([[chunk("c")]]), max_iterations=1, answerer=answerer)
    assert result["answer"] == "from answerer"
    explicit = run(
        _budget_script(1),
        ListSearcher([[chunk("c")]]),
        max_iterations=1,
        answerer=ScriptedChatModel(script=["no"]),
        synthesizer=lambda m: "explicit",
    )
    assert explicit["answer"] == "explicit"


# -- prompts, validation, telemetry ---------------------------------------------------------------------------


def test_system_prompt_default_and_custom() -> None:
    default = run([calls(call("answer", {"text": "a"}))])
    assert "research agent" in str(default["messages"][0].content)
    custom = run([calls(call("answer", {"text": "a"}))], system_prompt="You are terse.")
    assert custom["messages"][0].content == "You are terse."
    built = run(
        [calls(call("answer", {"text": "a"}))],
        max_iterations=7,
        collections=["x", "y"],
        system_prompt=lambda *, max_iterations, collections: f"{max_iterations} {collections}",
    )
    assert built["messages"][0].content == "7 ['x', 'y']"


def test_building_without_a_controller_fails_loudly() -> None:
    with pytest.raises(ConfigurationError, match="chat model"):
        build_loop(None, ListSearcher())  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match="provider:model"):
        build_loop("gpt-4o", ListSearcher())


class Recorder(BaseCallbackHandler):
    def __init__(self) -> None:
        self.events: list[tuple[str, Any]] = []

    def on_custom_event(self, name: str, data: Any, **kwargs: Any) -> None:
        self.events.append((name, data))


def test_telemetry_events_reach_callbacks_and_the_custom_stream() -> None:
    graph = build_loop(
        ScriptedChatModel(script=[calls(call("search", {"query": "x"})), calls(call("answer", {"text": "a"}))]),
        ListSearcher([[chunk("c")]]),
    )
    recorder = Recorder()
    streamed = [e for e in graph.stream({"question": "hi"}, config={"callbacks": [recorder]}, stream_mode="custom")]
    names = [n for n, _ in recorder.events]
    assert names == [
        "arcana.loop.start",
        "arcana.search.start",
        "arcana.search.stop",
        "arcana.loop.tool_call",
        "arcana.loop.tool_call",
        "arcana.loop.stop",
    ]
    assert [e["event"] for e in streamed] == names
    start, stop = recorder.events[0][1], recorder.events[-1][1]
    assert start["question"] == "hi" and start["max_iterations"] == 10 and start["tool_count"] == 3
    assert (stop["terminated_by"], stop["iterations"]) == ("answered", 2) and stop["duration_ms"] > 0
    searched = recorder.events[2][1]
    assert (searched["query"], searched["result_count"]) == ("x", 1) and searched["duration_ms"] >= 0
    assert recorder.events[3][1]["tool"] == "search" and recorder.events[3][1]["history_size"] == 1


class RunRecorder(BaseCallbackHandler):
    """The retriever runs a traced run opens (LangSmith records each as a span)."""

    def __init__(self) -> None:
        self.runs: list[tuple[str, Any]] = []

    def on_retriever_start(self, serialized: Any, query: str, **kwargs: Any) -> None:
        self.runs.append(("start", query))

    def on_retriever_end(self, documents: Any, **kwargs: Any) -> None:
        self.runs.append(("end", [d.id for d in documents]))

    def on_retriever_error(self, error: BaseException, **kwargs: Any) -> None:
        self.runs.append(("error", str(error)))


def test_each_search_is_a_span_and_a_traced_retriever_run() -> None:
    def searcher(query: str, **kwargs: Any) -> list[Any]:
        if query == "boom":
            raise RuntimeError("index offline")
        return [chunk("c1"), chunk("c2")]

    graph = build_loop(
        ScriptedChatModel(
            script=[
                calls(call("search", {"query": "x"}), call("search", {"query": "boom"})),
                calls(call("answer", {"text": "a"})),
            ]
        ),
        searcher,
    )
    runs = RunRecorder()
    streamed = list(graph.stream({"question": "hi"}, config={"callbacks": [runs]}, stream_mode="custom"))
    assert sorted(runs.runs) == sorted(
        [("start", "x"), ("end", ["c1", "c2"]), ("start", "boom"), ("error", "index offline")]
    )
    failed = next(e["data"] for e in streamed if e["event"] == "arcana.search.exception")
    assert (failed["query"], failed["kind"], failed["reason"]) == ("boom", "RuntimeError", "index offline")
    assert failed["duration_ms"] >= 0


def test_a_run_ending_in_an_error_emits_the_exception_event() -> None:
    graph = build_loop(ScriptedChatModel(script=[ConnectionError("server gone")]), ListSearcher())
    events = {e["event"]: e["data"] for e in graph.stream({"question": "hi"}, stream_mode="custom")}
    assert events["arcana.loop.exception"]["reason"].endswith("server gone")
    assert events["arcana.loop.stop"]["terminated_by"] == "error" and events["arcana.loop.stop"]["duration_ms"] >= 0


def test_synthesis_emits_a_tool_call_event() -> None:
    graph = build_loop(
        ScriptedChatModel(script=_budget_script(1)),
        ListSearcher([[chunk("c")]]),
        max_iterations=1,
        synthesizer=lambda m: "s",
    )
    events = [
        e["event"] + ":" + str(e["data"].get("tool", "")) for e in graph.stream({"question": "q"}, stream_mode="custom")
    ]
    assert events == [
        "arcana.loop.start:",
        "arcana.search.start:",
        "arcana.search.stop:",
        "arcana.loop.tool_call:search",
        "arcana.loop.tool_call:synthesis",
        "arcana.loop.stop:",
    ]


# -- per-run context (Studio's form) ---------------------------------------------------------------------


def test_run_context_overrides_budget_cap_and_models(monkeypatch: pytest.MonkeyPatch) -> None:
    from arcana_graph.loop import LoopContext

    script = [calls(call("search", {"query": f"q{i}"}, id=f"s{i}")) for i in range(5)]
    searcher = ListSearcher(lambda q, c, n: [chunk(f"{q}-a", score=0.9), chunk(f"{q}-b", score=0.1)])
    graph = build_loop(ScriptedChatModel(script=script), searcher, max_iterations=10, chunk_cap=30)
    result = graph.invoke({"question": "q"}, context=LoopContext(max_iterations=2, chunk_cap=3))
    assert (result["terminated_by"], result["iterations"], len(result["chunks"])) == ("max_iterations", 2, 3)

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    other = build_loop(ScriptedChatModel(script=[calls(call("answer", {"text": "a"}))]), ListSearcher())
    swapped = other.invoke({"question": "q"}, context={"controller": "openai:gpt-4o-mini"})
    assert swapped["terminated_by"] == "error" and "OPENAI_API_KEY" in swapped["error"]
    assert other.invoke({"question": "q"})["terminated_by"] == "answered"  # the built model is untouched


def test_a_run_context_is_applied_once_and_each_context_keeps_its_own_settings() -> None:
    from arcana_graph.loop import LoopContext
    from arcana_graph.loop.config import LoopConfig
    from arcana_graph.models.chat import ModelRef

    cfg = LoopConfig(controller=ModelRef(ScriptedChatModel()), searcher=ListSearcher(), max_iterations=10)
    first = cfg.for_run(LoopContext(max_iterations=2))
    assert first.max_iterations == 2 and cfg.for_run({"max_iterations": 2}) is first  # every node of a run
    assert cfg.for_run(LoopContext(max_iterations=3)).max_iterations == 3
    assert cfg.for_run(LoopContext(max_iterations=2.0)) is not None  # a whole float is a whole number
    with pytest.raises(ConfigurationError, match="whole number"):
        cfg.for_run({"max_iterations": True})  # hashes like 1, still refused
    with pytest.raises(ConfigurationError, match="whole number"):
        cfg.for_run({"max_iterations": [2]})  # unhashable, still checked
    assert cfg.for_run(None) is cfg and cfg.for_run(LoopContext()) is cfg

    script = [calls(call("search", {"query": f"q{i}"}, id=f"s{i}")) for i in range(4)]
    graph = build_loop(ScriptedChatModel(script=script * 3), ListSearcher([[chunk("c1")]]), max_iterations=10)
    budgets = [graph.invoke({"question": "q"}, context=LoopContext(max_iterations=n))["iterations"] for n in (2, 3, 2)]
    assert budgets == [2, 3, 2]


def test_the_tools_of_a_scope_are_a_fresh_list_each_time() -> None:
    from arcana_graph.loop.config import LoopConfig
    from arcana_graph.models.chat import ModelRef

    cfg = LoopConfig(controller=ModelRef(ScriptedChatModel()), searcher=ListSearcher())
    tools = cfg.tools_for(["a", "b"])
    tools.clear()  # a caller's list is its own
    assert [t.name for t in cfg.tools_for(["a", "b"])] == ["search", "answer", "give_up"]
    assert "collection" in cfg.tools_for(["a", "b"])[0].args and "collection" not in cfg.tools_for(["a"])[0].args


def test_answer_and_synthesis_prompts_may_be_functions_of_the_run() -> None:
    seen: list[tuple[str, list[str]]] = []

    def answer_prompt(question: str, chunks: Any) -> str:
        seen.append((question, [c.id for c in chunks]))
        return f"Answer '{question}' in one line."

    answerer = ScriptedChatModel(script=["Polished."])
    searcher = ListSearcher([[chunk("c1")]])
    script = [calls(call("search", {"query": "x"})), calls(call("answer", {"text": "draft"}))]
    result = run(script, searcher, question="Who?", answerer=answerer, answer_prompt=answer_prompt)
    assert result["answer"] == "Polished." and seen == [("Who?", ["c1"])]
    assert str(answerer.calls[0]["messages"][-1].content) == "Answer 'Who?' in one line."

    model = ScriptedChatModel(script=[*_budget_script(1), "From what I found."])
    synthesis = run(
        [],
        model=model,
        searcher=ListSearcher([[chunk("c2")]]),
        question="Where?",
        max_iterations=1,
        synthesis_prompt=lambda question, chunks: f"Budget spent on {question} with {len(chunks)} chunk(s).",
    )
    assert synthesis["answer"] == "From what I found."
    assert str(model.calls[-1]["messages"][-1].content) == "Budget spent on Where? with 1 chunk(s)."


@tool(response_format="content_and_artifact")
def ledger(account: str) -> tuple[str, list[Document]]:
    """Look an account up in the ledger."""
    rows = [Document(page_content=f"Account {account} holds 120 crowns.", metadata={"source": "ledger.sql"})]
    return f"1 row for {account}", rows


@tool
def tenant_rows(query: str) -> list[Chunk]:
    """Rows from two tenants' collections."""
    return [
        Chunk(id="mine", text="Our rate is 4%.", collection="a"),
        Chunk(id="theirs", text="Their rate is 9%.", collection="b"),
    ]


def test_a_custom_tool_may_add_passages_that_are_gathered_and_cited() -> None:
    result = run(
        [calls(call("ledger", {"account": "A-7"})), calls(call("answer", {"text": "120 crowns [1]"}))], tools=[ledger]
    )
    (gathered,) = result["chunks"]
    assert gathered.text == "Account A-7 holds 120 crowns." and gathered.source == "ledger.sql"
    assert gathered.collection is None and gathered.id.startswith("ledger:")
    assert result["tool_history"][0]["summary"] == "1 row for A-7"
    assert result["tool_history"][0]["returned_chunk_ids"] == [gathered.id]
    assert [c.chunk_id for c in result["citations"]] == [gathered.id]


def test_a_custom_tool_cannot_bring_in_chunks_from_outside_the_scope() -> None:
    result = run(
        [calls(call("tenant_rows", {"query": "rate"})), calls(call("answer", {"text": "4%"}))],
        tools=[tenant_rows],
        collections=["a"],
    )
    assert [c.id for c in result["chunks"]] == ["mine"]
    assert "1 passage(s) outside this run's scope were left out" in result["tool_history"][0]["summary"]


def test_searches_are_spans_under_ainvoke_too() -> None:
    async def stream() -> list[str]:
        graph = build_loop(
            ScriptedChatModel(script=[calls(call("search", {"query": "x"})), calls(call("answer", {"text": "a"}))]),
            ListSearcher([[chunk("c")]]),  # a plain function: the async driver runs it in a worker thread
        )
        return [e["event"] async for e in graph.astream({"question": "hi"}, stream_mode="custom")]

    assert asyncio.run(stream())[:3] == ["arcana.loop.start", "arcana.search.start", "arcana.search.stop"]
