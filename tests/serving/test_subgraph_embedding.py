"""The Loop and the Pipeline as nodes of a larger agent: scope in, answer / chunks / grounding out,
inner events streamed with ``subgraphs=True``, and a checkpointed parent resuming a run."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict

from arcana_graph import Chunk, GroundingResult, build_loop, build_pipeline
from tests.fakes import ListSearcher, RoutingChatModel, ScriptedChatModel, call, calls, chunk


class Agent(TypedDict, total=False):
    """A parent agent's state: it shares the keys it wants with the research subgraph."""

    question: str
    collections: list[str] | None
    answer: str | None
    chunks: list[Chunk]
    grounding: GroundingResult | None
    report: str


def _loop(searcher: ListSearcher | None = None, **kwargs: Any) -> Any:
    script = [calls(call("search", {"query": "payday"})), calls(call("answer", {"text": "The first Monday."}))]
    searcher = searcher or ListSearcher([[chunk("p1", "Staff are paid on the first Monday.")]])
    return build_loop(ScriptedChatModel(script=script), searcher, **kwargs)


def _agent(research: Any, report: Any, checkpointer: Any = None) -> Any:
    graph = StateGraph(Agent)
    graph.add_node("research", research)
    graph.add_node("report", report)
    graph.add_edge(START, "research")
    graph.add_edge("research", "report")
    graph.add_edge("report", END)
    return graph.compile(checkpointer=checkpointer)


def _report(state: Agent) -> dict[str, Any]:
    score = state["grounding"].score if state.get("grounding") else None
    return {"report": f"{state['answer']} ({len(state['chunks'])} sources, grounded {score})"}


def test_the_loop_as_a_node_reads_scope_and_returns_answer_chunks_and_grounding() -> None:
    searcher = ListSearcher([[chunk("p1", "Staff are paid on the first Monday.")]])
    loop = _loop(searcher, grounder=lambda a, c, *, question: GroundingResult(score=1.0))
    agent = _agent(loop, _report)
    result = agent.invoke({"question": "When is payday?", "collections": ["hr"]})
    assert result["report"] == "The first Monday. (1 sources, grounded 1.0)"
    assert [c.id for c in result["chunks"]] == ["p1"]
    assert searcher.calls[0]["collections"] == ["hr"]  # the parent's scope reached the search


def test_subgraph_streaming_shows_the_inner_tool_calls() -> None:
    agent = _agent(_loop(), _report)
    seen = [
        (namespace[0].split(":")[0] if namespace else "", event["event"], event["data"].get("tool"))
        for namespace, event in agent.stream({"question": "q"}, stream_mode="custom", subgraphs=True)
    ]
    assert ("research", "arcana.loop.tool_call", "search") in seen
    assert ("research", "arcana.loop.tool_call", "answer") in seen


def test_a_checkpointed_parent_resumes_without_rerunning_the_research() -> None:
    attempts: list[int] = []

    def flaky_report(state: Agent) -> dict[str, Any]:
        attempts.append(1)
        if len(attempts) == 1:
            raise ConnectionError("report service down")
        return _report(state)

    agent = _agent(_loop(), flaky_report, checkpointer=InMemorySaver())
    config = {"configurable": {"thread_id": "payday-1"}}
    with pytest.raises(ConnectionError):
        agent.invoke({"question": "When is payday?"}, config)
    assert agent.get_state(config).values["answer"] == "The first Monday."  # research was checkpointed
    resumed = agent.invoke(None, config)  # the scripted controller has no turns left: a rerun would fail
    assert resumed["report"].startswith("The first Monday.") and len(attempts) == 2


def test_the_pipeline_as_a_node() -> None:
    pipeline = build_pipeline(
        ["search", "answer"],
        llm=RoutingChatModel(default="Monday."),
        searcher=ListSearcher([[chunk("p1", "Paid on Monday.")]]),
    )

    class PipelineAgent(TypedDict, total=False):
        question: str
        answer: str | None
        context_used: list[Chunk]

    graph = StateGraph(PipelineAgent)
    graph.add_node("rag", pipeline)
    graph.add_edge(START, "rag")
    graph.add_edge("rag", END)
    result = graph.compile().invoke({"question": "When is payday?"})
    assert result["answer"] == "Monday." and [c.id for c in result["context_used"]] == ["p1"]


def test_only_the_final_answer_streams_under_the_answer_tag() -> None:
    answerer = ScriptedChatModel(script=["Payday is the first Monday of each month."])
    loop = _loop(answerer=answerer)
    tagged = [
        message.content
        for message, metadata in loop.stream({"question": "q"}, stream_mode="messages")
        if "arcana:answer" in metadata.get("tags", [])
    ]
    assert "".join(tagged) == "Payday is the first Monday of each month."


def test_updates_stream_shows_each_node_in_order() -> None:
    updates = list(_loop().stream({"question": "q"}, stream_mode="updates"))
    assert [next(iter(u)) for u in updates] == ["controller", "search", "controller", "answer"]
    assert updates[-1]["answer"]["terminated_by"] == "answered"
