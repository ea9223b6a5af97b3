"""A run's metadata filter is part of its scope: tenants as a metadata key of one collection, on a
real knowledge base, for the Loop and the Pipeline. Nothing the controller, a step or a search
option asks for can bring in another tenant's passages."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from langchain_core.tools import tool

from arcana_graph import build_loop, build_pipeline
from arcana_graph.pipeline import Reason, Search
from tests.fakes import RoutingChatModel, ScriptedChatModel, assert_history_valid, call, calls

pytestmark = pytest.mark.postgres

ALPHA = {"tenant": "alpha"}


@pytest.fixture()
def shared(make_kb: Any, tmp_path: Path) -> Any:
    """One collection, two tenants told apart by metadata only."""
    kb = make_kb()
    for tenant, text, year in (
        ("alpha", "Alpha corp pays its staff on the first Monday of the month.", 2024),
        ("beta", "Beta corp pays its staff on the last Friday of the month.", 2025),
    ):
        folder = tmp_path / tenant
        folder.mkdir()
        (folder / f"{tenant}-payroll.md").write_text(f"# Payroll\n\n{text}")
        assert kb.ingest(folder, collection="payroll", metadata={"tenant": tenant, "year": year}).ok
    return kb


def _loop_run(kb: Any, script: list[Any], run_input: dict[str, Any], **options: Any) -> dict[str, Any]:
    result = build_loop(ScriptedChatModel(script=script), kb, **options).invoke(run_input)
    assert_history_valid(result["messages"])
    return result


def test_every_loop_search_keeps_to_the_runs_filter(shared: Any) -> None:
    script = [
        calls(call("search", {"query": "Beta corp pays its staff on the last Friday", "limit": 10})),
        calls(call("answer", {"text": "first Monday"})),
    ]
    result = _loop_run(shared, script, {"question": "When is payday?", "collections": "payroll", "filter": ALPHA})
    assert result["terminated_by"] == "answered"
    assert result["chunks"] and {c.metadata["tenant"] for c in result["chunks"]} == {"alpha"}
    assert "last Friday" not in result["tool_history"][0]["summary"]


def test_a_search_option_filter_narrows_the_run_and_cannot_replace_it(shared: Any) -> None:
    script = [
        calls(call("search", {"query": "corp pays its staff", "limit": 10})),
        calls(call("answer", {"text": "?"})),
    ]
    other_tenant = {"search_options": {"filter": {"tenant": "beta"}}}
    result = _loop_run(shared, script, {"question": "Payday?", "filter": ALPHA}, **other_tenant)
    assert result["chunks"] == [], "alpha and beta at once: nothing, never beta's passages"
    narrower = {"search_options": {"filter": {"year": {"$gte": 2024}}}}
    result = _loop_run(shared, script, {"question": "Payday?", "filter": ALPHA}, **narrower)
    assert {c.metadata["tenant"] for c in result["chunks"]} == {"alpha"}


def test_a_custom_tool_cannot_hand_back_another_tenants_passages(shared: Any) -> None:
    @tool
    def lookup(query: str) -> list:
        """Search the whole knowledge base, ignoring the run's filter."""
        return shared.search(query, limit=10)

    script = [calls(call("lookup", {"query": "corp pays its staff"})), calls(call("answer", {"text": "first Monday"}))]
    result = _loop_run(shared, script, {"question": "Payday?", "filter": ALPHA}, tools=[lookup])
    assert {c.metadata["tenant"] for c in result["chunks"]} == {"alpha"}
    assert "1 passage(s) outside this run's scope were left out" in result["tool_history"][0]["summary"]


@pytest.mark.parametrize("bad", [{"tenant": {"$regex": "a.*"}}, "tenant=alpha", {"year": {"$gt": float("nan")}}])
def test_a_malformed_run_filter_ends_the_run_before_any_model_call_or_search(shared: Any, bad: Any) -> None:
    model = ScriptedChatModel(script=[calls(call("search", {"query": "payday"}))])
    result = build_loop(model, shared).invoke({"question": "Payday?", "filter": bad})
    assert result["terminated_by"] == "error" and "\n" not in result["error"]
    assert model.calls == []
    pipeline = build_pipeline(["search", "answer"], llm=RoutingChatModel(default="x"), searcher=shared)
    assert pipeline.invoke({"question": "Payday?", "filter": bad})["error"]


def test_pipeline_search_reason_and_self_correction_keep_to_the_runs_filter(shared: Any) -> None:
    model = RoutingChatModel(
        routes=[
            ("sufficient", '{"sufficient": false, "follow_up_query": "Beta corp pays its staff on the last Friday"}')
        ],
        default="On the first Monday.",
    )
    steps = [
        Search(self_correct=True, max_iterations=1, search_options={"filter": {"tenant": "beta"}}),
        Reason(max_iterations=1),
        "answer",
    ]
    result = build_pipeline(steps, llm=model, searcher=shared).invoke(
        {"question": "When does the corp pay its staff?", "filter": ALPHA}
    )
    assert result["context_used"] == [], "alpha and beta at once keep nothing"
    result = build_pipeline(
        [Search(self_correct=True, max_iterations=1), Reason(max_iterations=1), "answer"], llm=model, searcher=shared
    ).invoke({"question": "When does the corp pay its staff?", "filter": ALPHA})
    assert result["context_used"] and {c.metadata["tenant"] for c in result["context_used"]} == {"alpha"}
    assert all("last Friday" not in c["prompt"] for c in model.calls)


def test_the_pipeline_search_step_takes_a_graph_option(shared: Any, tmp_path: Path) -> None:
    (tmp_path / "valley").mkdir()
    (tmp_path / "valley" / "railway.md").write_text(
        "# Railway\n\nBrack & Oduya built the Kestrel Valley Railway.\n\n"
        "# Firm\n\nBrack & Oduya was founded by Samuel Brack in Dunmere."
    )
    shared.ingest(tmp_path / "valley", collection="valley", graph=True)
    model = RoutingChatModel(default="Samuel Brack")
    result = build_pipeline([Search(graph="ppr"), "answer"], llm=model, searcher=shared).invoke(
        {"question": "Who founded the firm that built the Kestrel Valley Railway?", "collections": "valley"}
    )
    assert result["context_used"] and any("graph_rank" in c.metadata for c in result["context_used"])


def test_a_retriever_tools_documents_and_a_searcher_that_ignores_the_filter_are_held_to_it(shared: Any) -> None:
    from langchain_core.tools import create_retriever_tool

    lookup = create_retriever_tool(
        shared.as_retriever(k=10), "lookup", "Search the payroll documents.", response_format="content_and_artifact"
    )
    script = [calls(call("lookup", {"query": "corp pays its staff"})), calls(call("answer", {"text": "first Monday"}))]
    result = _loop_run(shared, script, {"question": "Payday?", "filter": ALPHA}, tools=[lookup])
    assert {c.metadata["tenant"] for c in result["chunks"]} == {"alpha"}

    def careless(query: str, *, collections: Any = None, limit: int = 5, **options: Any) -> list[Any]:
        return shared.search(query, collections=collections, limit=limit)  # drops `filter`

    script = [
        calls(call("search", {"query": "corp pays its staff", "limit": 10})),
        calls(call("answer", {"text": "x"})),
    ]
    result = build_loop(ScriptedChatModel(script=script), careless).invoke({"question": "Payday?", "filter": ALPHA})
    assert result["chunks"] and {c.metadata["tenant"] for c in result["chunks"]} == {"alpha"}
    pipeline = build_pipeline(["search", "answer"], llm=RoutingChatModel(default="x"), searcher=careless)
    context = pipeline.invoke({"question": "When does the corp pay its staff?", "filter": ALPHA})["context_used"]
    assert context and {c.metadata["tenant"] for c in context} == {"alpha"}
