"""``arcana-graph eval --set``: the set's questions and routing cases are used, an unknown set fails
with one line listing the sets, and the report names the set."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import pytest

from arcana_graph.cli import main
from arcana_graph.cli.eval_command import DEFAULT_SET, _questions, _report
from arcana_graph.core.errors import ConfigurationError
from arcana_graph.evaluation import EvalSettings, dataset, load_routing_cases, routing


def test_an_unknown_set_fails_with_one_line_listing_the_sets(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert main(["eval", "--set", "atlantis", "--output", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err == "error: unknown evaluation set 'atlantis'; available: harbourline, kestrel"
    assert not (tmp_path / "records.jsonl").exists()


def test_the_set_chooses_the_questions_and_the_default_is_kestrel() -> None:
    assert DEFAULT_SET == dataset.DEFAULT_SET
    args = argparse.Namespace(eval_set="harbourline", questions=None, types="comparison", limit=3)
    chosen = _questions(args)
    assert [q.id for q in chosen] == ["h30", "h31", "h32"] and {q.type for q in chosen} == {"comparison"}
    kestrel = _questions(argparse.Namespace(eval_set=DEFAULT_SET, questions=None, types=None, limit=None))
    assert kestrel[0].id == "q01" and len(kestrel) == len(dataset.load_questions())


def test_the_report_names_the_set() -> None:
    args = argparse.Namespace(eval_set="harbourline", ground="none")
    report = _report(args, EvalSettings(llm="local:qwen2.5-1.5b"), [], [], None, None, time.time())
    assert report["eval_set"] == "harbourline" and report["systems"] == {}


def test_each_set_ships_routing_cases_over_its_own_collections() -> None:
    for eval_set in dataset.available_sets():
        cases = load_routing_cases(eval_set=eval_set)
        named = set().union(*(c.collections for c in cases))
        assert len(cases) >= 12 and named == set(dataset.collection_descriptions(eval_set)), eval_set
        assert any(len(c.collections) > 1 for c in cases), eval_set


def test_a_set_without_routing_cases_says_so(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(routing, "eval_set_dir", lambda eval_set: tmp_path)
    with pytest.raises(ConfigurationError, match="the evaluation set 'bare' has no routing cases"):
        load_routing_cases(eval_set="bare")
