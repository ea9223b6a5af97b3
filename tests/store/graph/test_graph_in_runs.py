"""The graph in use: ``graph="auto"`` (the Loop's default), the Loop and the Pipeline searching
through it, and searches as telemetry spans that count the graph's passages, on real Postgres."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from langgraph.graph import END, START, StateGraph
from typing_extensions import TypedDict

from arcana_graph import GraphSettings, build_loop
from arcana_graph.serving.defaults import search_options_for
from tests.fakes import HashEmbeddings, ScriptedChatModel, call, calls
from tests.store.graph.test_graph_tables import FIRM, RAILWAY, _write

pytestmark = pytest.mark.postgres

QUESTION = "Who founded the firm that built the Kestrel Valley Railway?"


@pytest.fixture()
def two_collections(make_kb: Any, tmp_path: Path) -> Any:
    """``valley`` has a graph, ``plain`` the same text without one."""
    kb = make_kb(HashEmbeddings())
    _write(tmp_path / "docs" / "railway.md", RAILWAY)
    _write(tmp_path / "docs" / "firm.md", FIRM)
    kb.ingest(tmp_path / "docs", collection="valley", graph=True)
    kb.ingest(tmp_path / "docs", collection="plain")
    assert kb.has_graph("valley") and not kb.has_graph("plain")
    return kb


def _ranked(chunks: list[Any]) -> list[tuple[str, float]]:
    return [(c.id, round(c.score, 9)) for c in chunks]


def test_auto_is_the_plain_search_where_no_graph_was_built_and_the_graph_where_one_was(two_collections: Any):
    kb = two_collections
    for mode in ("vector", "hybrid"):
        plain = kb.search(QUESTION, collections="plain", mode=mode, limit=3)
        assert _ranked(kb.search(QUESTION, collections="plain", mode=mode, limit=3, graph="auto")) == _ranked(plain)
    auto = kb.search(QUESTION, collections="valley", limit=3, graph="auto")
    assert auto == kb.search(QUESTION, collections="valley", limit=3, graph="ppr")
    assert any("graph_rank" in c.metadata for c in auto)
    both = kb.search(QUESTION, limit=6, graph="auto")  # one collection in scope has a graph: it is used
    assert any("graph_rank" in c.metadata for c in both)


def test_the_default_loop_searches_a_knowledge_base_through_the_graph_when_there_is_one(two_collections: Any):
    settings = GraphSettings(llm=ScriptedChatModel(), search_graph="auto")
    assert search_options_for(two_collections, settings) == {"mode": "hybrid", "graph": "auto"}
    assert search_options_for(two_collections, GraphSettings(llm=ScriptedChatModel(), search_graph="off")) == {
        "mode": "hybrid"
    }
    assert search_options_for(lambda q, **kw: [], settings) == {}, "a searcher of your own is called as it is"


def _search_stops(graph: Any, run_input: dict[str, Any]) -> list[dict[str, Any]]:
    events = graph.stream(run_input, stream_mode="custom")
    return [e["data"] for e in events if e["event"] == "arcana.search.stop"]


def test_loop_search_telemetry_counts_the_graphs_passages_once_per_search(two_collections: Any):
    script = [calls(call("search", {"query": QUESTION, "limit": 4})), calls(call("answer", {"text": "Samuel Brack"}))]
    loop = build_loop(ScriptedChatModel(script=script), two_collections, search_options={"graph": "auto"})
    [stop] = _search_stops(loop, {"question": QUESTION, "collections": "valley"})
    assert 1 <= stop["graph_count"] <= stop["result_count"] == 2  # the collection holds two passages

    loop = build_loop(ScriptedChatModel(script=script), two_collections, search_options={"graph": "auto"})
    [stop] = _search_stops(loop, {"question": QUESTION, "collections": "plain"})
    assert stop["graph_count"] == 0


def test_a_knowledge_base_search_called_directly_is_a_span_too(two_collections: Any):
    kb = two_collections

    class State(TypedDict, total=False):
        question: str
        found: int

    def lookup(state: State) -> dict[str, Any]:
        return {"found": len(kb.search(state["question"], collections="valley", limit=3, graph="ppr"))}

    async def alookup(state: State) -> dict[str, Any]:
        return {"found": len(await kb.asearch(state["question"], collections="valley", limit=3))}

    for node in (lookup, alookup):
        builder = StateGraph(State)
        builder.add_node("lookup", node)
        builder.add_edge(START, "lookup")
        builder.add_edge("lookup", END)
        graph = builder.compile()

        async def events(compiled: Any = graph) -> list[dict[str, Any]]:
            return [e async for e in compiled.astream({"question": QUESTION}, stream_mode="custom")]

        seen = asyncio.run(events())
        assert [e["event"] for e in seen] == ["arcana.search.start", "arcana.search.stop"]
        assert seen[1]["data"]["result_count"] == 2 and seen[1]["data"]["duration_ms"] >= 0
        assert seen[0]["data"]["query"] == QUESTION and seen[0]["data"]["collections"] == "valley"


def test_eval_graph_builds_every_collections_graph_and_keeps_its_records_apart(two_collections: Any):
    from arcana_graph.cli.eval_command import _build_graphs
    from arcana_graph.evaluation import EvalSettings, parse_system
    from arcana_graph.evaluation.dataset import EvalQuestion

    _build_graphs(two_collections)
    assert two_collections.has_graph("valley") and two_collections.has_graph("plain")
    question = EvalQuestion(id="q1", type="two-hop", question=QUESTION, answer="Samuel Brack", gold=())
    loop = parse_system("loop")
    with_graph = EvalSettings(llm="local:qwen2.5-1.5b", graph=True).key(loop, question)
    assert with_graph != EvalSettings(llm="local:qwen2.5-1.5b").key(loop, question) and '"graph"' in with_graph


def test_a_retriever_run_is_the_searchs_only_span(two_collections: Any):
    retriever = two_collections.as_retriever(collections="valley", k=2)

    class State(TypedDict, total=False):
        question: str
        found: int

    builder = StateGraph(State)
    builder.add_node("lookup", lambda state: {"found": len(retriever.invoke(state["question"]))})
    builder.add_edge(START, "lookup")
    builder.add_edge("lookup", END)
    events = list(builder.compile().stream({"question": QUESTION}, stream_mode="custom"))
    assert events == [], "LangChain's retriever run traces it; no second arcana.search span"
