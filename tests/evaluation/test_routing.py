"""Routing cases for the Pipeline's select step, scored over the real evaluation knowledge base."""

from __future__ import annotations

import json

import pytest

from arcana_graph.evaluation import RoutingCase, evaluate_routing, ingest_eval_corpus, load_routing_cases
from tests.fakes import RoutingChatModel


def test_the_shipped_cases_name_real_collections_and_cover_each() -> None:
    cases = load_routing_cases()
    assert len(cases) >= 12 and len({c.question for c in cases}) == len(cases)
    named = set().union(*(c.collections for c in cases))
    assert named == {"towns", "industry", "people"}
    assert any(len(c.collections) > 1 for c in cases) and all(c.collections for c in cases)


@pytest.mark.postgres
def test_select_is_scored_by_exact_set_recall_and_precision(make_kb) -> None:
    kb = make_kb()
    ingest_eval_corpus(kb)

    def choose(prompt: str) -> str:
        if "Ada Oduya" in prompt:
            return json.dumps({"collections": ["people"], "reasoning": "a person"})
        return json.dumps({"collections": ["towns", "industry", "people"], "reasoning": "unsure"})

    model = RoutingChatModel(default=choose)
    cases = [
        RoutingCase(question="When was Ada Oduya born?", collections=frozenset({"people"})),
        RoutingCase(question="How many inhabitants does Ossery have?", collections=frozenset({"towns"})),
    ]
    result = evaluate_routing(model, kb, cases)
    assert [c["selected"] for c in result["cases"]] == [["people"], ["industry", "people", "towns"]]
    assert result["exact"] == 0.5 and result["recall"] == 1.0
    assert result["precision"] == pytest.approx((1 + 1 / 3) / 2, abs=1e-4)
    offered = model.calls[0]["prompt"]
    assert "- towns: Towns and villages of the Kestrel Valley" in offered, "descriptions reach the select prompt"
