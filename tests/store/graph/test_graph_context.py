"""The graph context of a question on real Postgres (Arcana's ``graph: true`` on ``ask``): the
entities the question names, the relationships around them and their communities' summaries,
inside the run's collections only, and none under a metadata filter."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from arcana_graph import UnknownCollectionError
from arcana_graph.store.graph.communities import LLMCommunitySummarizer
from arcana_graph.store.graph.context import GraphContextLimits
from tests.fakes import HashEmbeddings, RoutingChatModel
from tests.store.graph.test_communities import HARBOUR
from tests.store.graph.test_graph_tables import FIRM, RAILWAY, _write

pytestmark = pytest.mark.postgres

QUESTION = "Who founded Brack & Oduya, the firm that built the Kestrel Valley Railway?"


@pytest.fixture()
def kb(make_kb: Any, tmp_path: Path) -> Any:
    kb = make_kb(HashEmbeddings())
    _write(tmp_path / "valley" / "railway.md", RAILWAY)
    _write(tmp_path / "valley" / "firm.md", FIRM)
    _write(tmp_path / "harbour" / "harbour.md", HARBOUR)
    assert kb.ingest(tmp_path / "valley", collection="valley", graph=True).ok
    assert kb.ingest(tmp_path / "harbour", collection="harbour", graph=True).ok
    _write(tmp_path / "plain" / "firm.md", FIRM)
    assert kb.ingest(tmp_path / "plain", collection="plain").ok
    return kb


def test_the_context_holds_the_questions_entities_their_links_and_community_summaries(kb: Any) -> None:
    summary = "Brack & Oduya, a Dunmere engineering firm, built the Kestrel Valley Railway."
    kb.build_communities("valley", summarizer=LLMCommunitySummarizer(RoutingChatModel(default=summary)))
    context = kb.graph_context(QUESTION, collections="valley")
    names = [e.name for e in context.entities]
    assert "Brack & Oduya" in names and "Kestrel Valley Railway" in names
    assert any({k.source, k.target} >= {"Brack & Oduya", "Samuel Brack"} for k in context.links)
    assert summary in context.summaries
    text = context.as_text()
    assert text.index("Relevant entities:") < text.index("Relationships:") < text.index("Background knowledge:")
    assert "--[" in text and summary in text
    assert asyncio.run(kb.agraph_context(QUESTION, collections="valley")) == context


def test_the_context_keeps_to_the_runs_collections_and_the_limits(kb: Any) -> None:
    asked = "Did Mara Quist found the Harbourline Ferry Company or Brack & Oduya?"
    valley = kb.graph_context(asked, collections="valley")
    shown = {e.name for e in valley.entities} | {n for k in valley.links for n in (k.source, k.target)}
    assert "Brack & Oduya" in shown
    assert not shown & {"Mara Quist", "Harbourline Ferry Company", "Saltmere"}
    both = kb.graph_context(asked, collections=["valley", "harbour"])
    assert {"Mara Quist", "Brack & Oduya"} <= {e.name for e in both.entities}
    limits = GraphContextLimits(entities=1, relationships=1)
    small = kb.graph_context(asked, collections=["valley", "harbour"], limits=limits)
    assert len(small.entities) == 1 and len(small.links) <= 1


def test_no_context_under_a_filter_without_a_graph_or_for_nothing(kb: Any) -> None:
    assert not kb.graph_context(QUESTION, collections="valley", filter={"tenant": "acme"})
    assert kb.graph_context(QUESTION, collections="plain").as_text() == ""
    assert not kb.graph_context(QUESTION, collections=[])
    assert not kb.graph_context("   ", collections="valley")
    with pytest.raises(UnknownCollectionError):
        kb.graph_context(QUESTION, collections="nowhere")


# -- in runs: the Pipeline's answer step and the Loop's answer prompts ---------------------------

MARKER = "Brack & Oduya (organization)"


def _answer_prompts(model: Any) -> list[str]:
    return [c["prompt"] for c in model.calls if "Question:" in c["prompt"] and "Context:" in c["prompt"]]


def test_the_pipelines_answer_step_adds_the_graph_context_only_when_asked(kb: Any) -> None:
    from arcana_graph import Answer, Search, build_pipeline

    def ask(answer: Any, **run: Any) -> list[str]:
        model = RoutingChatModel(default="Samuel Brack and Ada Oduya [1].")
        build_pipeline([Search(), answer], llm=model, searcher=kb).invoke({"question": QUESTION, **run})
        return _answer_prompts(model)

    (prompt,) = ask(Answer(graph_context=True), collections="valley")
    assert "From the knowledge graph" in prompt and MARKER in prompt
    assert prompt.index(MARKER) < prompt.index("Context:"), "background before the numbered passages"
    assert not any(MARKER in p for p in ask(Answer(), collections="valley")), "off by default"
    assert not any(MARKER in p for p in ask(Answer(graph_context=True), collections="valley", filter={"x": 1}))
    seen: list[str] = []

    def three(question: str, texts: list[str], background: str) -> str:
        seen.append(background)
        return f"Context: {texts}\nQuestion: {question}"

    step_filter = Search(search_options={"filter": {"x": 1}})
    model = RoutingChatModel(default="Samuel Brack and Ada Oduya [1].")
    build_pipeline([step_filter, Answer(graph_context=True)], llm=model, searcher=kb).invoke({"question": QUESTION})
    assert not any(MARKER in p for p in _answer_prompts(model)), "a step's filter turns the context off too"
    ask(Answer(graph_context=True, prompt=three), collections="valley")
    assert MARKER in seen[0]
    two = ask(
        Answer(graph_context=True, prompt=lambda q, texts: f"Context: {texts}\nQuestion: {q}"), collections="valley"
    )
    assert two and not any(MARKER in p for p in two), "a (question, passages) prompt is called as it is"


def test_the_loops_answerer_and_json_final_answer_see_the_graph_context(kb: Any) -> None:
    from arcana_graph import build_loop
    from tests.fakes import ScriptedChatModel, call, calls

    controller = ScriptedChatModel(
        script=[calls(call("search", {"query": QUESTION})), calls(call("answer", {"text": "Samuel Brack"}))]
    )
    answerer = RoutingChatModel(default="Samuel Brack and Ada Oduya.")
    loop = build_loop(controller, kb, answerer=answerer, graph_context=True)
    result = loop.invoke({"question": QUESTION, "collections": "valley"})
    assert result["answer"] == "Samuel Brack and Ada Oduya."
    assert (
        "Background from the knowledge graph" in answerer.calls[0]["prompt"] and MARKER in answerer.calls[0]["prompt"]
    )
    assert MARKER not in str(controller.calls[0]["messages"]), "the controller's turns are not lengthened"
    # a filter in search_options narrows every search: no graph context then either
    controller = ScriptedChatModel(
        script=[calls(call("search", {"query": QUESTION})), calls(call("answer", {"text": "Samuel Brack"}))]
    )
    answerer = RoutingChatModel(default="Samuel Brack and Ada Oduya.")
    filtered = build_loop(controller, kb, answerer=answerer, graph_context=True, search_options={"filter": {"x": 1}})
    filtered.invoke({"question": QUESTION, "collections": "valley"})
    assert MARKER not in answerer.calls[0]["prompt"]

    # json strategy, a planned chain: the step reads passages only, the question's answer gets the context
    import json

    plan = json.dumps({"steps": ["Who built the Kestrel Valley Railway?", "Who founded #1?"]})
    builder = json.dumps({"relevant_sentences": "none", "answer": "Brack & Oduya"})
    founders = json.dumps({"relevant_sentences": "none", "answer": "Samuel Brack and Ada Oduya"})
    model = ScriptedChatModel(script=[plan, builder, founders, founders])
    loop = build_loop(model, kb, strategy="json", planner="model", graph_context=True)
    result = loop.invoke({"question": QUESTION, "collections": "valley"})
    assert (result["terminated_by"], result["answer"]) == ("answered", "Samuel Brack and Ada Oduya")
    prompts = [str(c["messages"][-1].content) for c in model.calls]
    assert len(prompts) == 4 and [MARKER in p for p in prompts] == [False, False, False, True], "the final answer only"
    assert prompts[-1].startswith("Background from the knowledge graph")


def test_the_default_graphs_add_the_context_when_the_settings_or_the_command_line_ask(
    kb: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from arcana_graph.cli import _parser
    from arcana_graph.cli.run_commands import graph_settings
    from arcana_graph.core.errors import ConfigurationError
    from arcana_graph.serving.defaults import GraphSettings, default_pipeline

    assert not GraphSettings.from_env().graph_context
    monkeypatch.setenv("ARCANA_GRAPH_CONTEXT", "1")
    assert GraphSettings.from_env().graph_context
    monkeypatch.setenv("ARCANA_GRAPH_CONTEXT", "maybe")
    with pytest.raises(ConfigurationError, match="ARCANA_GRAPH_CONTEXT must be 1 or 0"):
        GraphSettings.from_env()
    monkeypatch.delenv("ARCANA_GRAPH_CONTEXT")
    assert graph_settings(_parser().parse_args(["ask", "q", "--graph-context"])).graph_context
    assert not graph_settings(_parser().parse_args(["ask", "q"])).graph_context

    model = RoutingChatModel(default="Samuel Brack and Ada Oduya [1].")
    settings = GraphSettings(llm=model, pipeline_steps=("search", "answer"), graph_context=True)
    default_pipeline(kb, settings).invoke({"question": QUESTION, "collections": "valley"})
    (prompt,) = _answer_prompts(model)
    assert MARKER in prompt


def test_an_async_loop_run_fetches_the_context_too(kb: Any) -> None:
    from arcana_graph import build_loop
    from tests.fakes import ScriptedChatModel, call, calls

    controller = ScriptedChatModel(
        script=[calls(call("search", {"query": QUESTION})), calls(call("answer", {"text": "Samuel Brack"}))]
    )
    answerer = RoutingChatModel(default="Samuel Brack and Ada Oduya.")
    loop = build_loop(controller, kb, answerer=answerer, graph_context=True)
    asyncio.run(loop.ainvoke({"question": QUESTION, "collections": "valley"}))
    assert MARKER in answerer.calls[0]["prompt"]
