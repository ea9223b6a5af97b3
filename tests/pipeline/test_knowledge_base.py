"""The Pipeline over a real knowledge base (Postgres + pgvector), including tenant isolation."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from arcana_graph.pipeline import build_pipeline
from tests.fakes import RoutingChatModel

pytestmark = pytest.mark.postgres


@pytest.fixture()
def tenants(make_kb: Any, tmp_path: Path) -> Any:
    kb = make_kb()
    for tenant, text in (
        ("tenant-a", "Alpha corp pays its staff on the first Monday."),
        ("tenant-b", "Beta corp pays its staff on the last Friday."),
    ):
        folder = tmp_path / tenant
        folder.mkdir()
        (folder / "payroll.md").write_text(f"# Payroll\n\n{text}")
        kb.ingest(folder, collection=tenant, description=f"Documents of {tenant}")
    return kb


def test_search_then_answer_over_the_knowledge_base(tenants: Any) -> None:
    model = RoutingChatModel(default="On the first Monday.")
    result = build_pipeline(["search", "answer"], llm=model, searcher=tenants).invoke(
        {"question": "When does Alpha corp pay its staff?", "collections": ["tenant-a"]}
    )
    assert result["answer"] == "On the first Monday."
    assert [c.collection for c in result["context_used"]] == ["tenant-a"]
    assert "first Monday" in model.calls[-1]["prompt"] and "last Friday" not in model.calls[-1]["prompt"]


def test_reason_follow_ups_never_leave_the_tenant(tenants: Any) -> None:
    follow_ups = iter(
        ['{"sufficient": false, "follow_up_query": "Beta corp payday last Friday"}', '{"sufficient": true}']
    )
    model = RoutingChatModel(routes=[("sufficient to answer", lambda p: next(follow_ups))], default="ok")
    result = build_pipeline(["search", "reason", "answer"], llm=model, searcher=tenants).invoke(
        {"question": "When are staff paid?", "collections": "tenant-a"}
    )
    assert result["reason_iterations"] == 1
    assert {c.collection for c in result["context_used"]} == {"tenant-a"}


def test_select_reads_descriptions_from_the_knowledge_base_and_cannot_widen(tenants: Any) -> None:
    model = RoutingChatModel(
        routes=[("Which collection(s)", '{"collections": ["tenant-b", "tenant-c"], "reasoning": "beta"}')], default="ok"
    )
    result = build_pipeline(["select", "search", "answer"], llm=model, searcher=tenants).invoke(
        {"question": "Beta payday?"}
    )
    assert "- tenant-a: Documents of tenant-a" in model.calls[0]["prompt"]
    assert result["collections"] == ["tenant-b"]
    assert {c.collection for c in result["context_used"]} == {"tenant-b"}


@pytest.mark.parametrize(("scope", "expected"), [(["tenant-a"], {"tenant-a"}), ([], set())])
def test_select_cannot_widen_a_tenants_scope(tenants: Any, scope: list[str], expected: set[str]) -> None:
    from arcana_graph.pipeline import Select

    model = RoutingChatModel(
        routes=[("Which collection(s)", '{"collections": ["tenant-b"], "reasoning": "beta"}')], default="ok"
    )
    steps = [Select(collections=["tenant-a", "tenant-b"]), "search", "answer"]
    result = build_pipeline(steps, llm=model, searcher=tenants).invoke(
        {"question": "Beta payday?", "collections": scope}
    )
    assert set(result["collections"]) == expected
    assert {c.collection for c in result["context_used"]} == expected
    assert all("last Friday" not in c["prompt"] for c in model.calls)
