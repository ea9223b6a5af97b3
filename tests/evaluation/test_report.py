"""Evaluation reports: summaries by system and type, the issue's targets, the plot."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from arcana_graph.evaluation import check_targets, plot_report, summarize, summary_rows


def record(system: str, kind: str, *, f1: float | None, refused: bool, ends: str = "answered", **extra: Any) -> dict:
    gold = None if kind == "unanswerable" else "x"
    return {
        "system": system,
        "type": kind,
        "gold_answer": gold,
        "f1": f1,
        "em": f1,
        "contains": f1,
        "recall": None if gold is None else 1.0,
        "groundedness": extra.get("groundedness"),
        "refused": refused,
        "terminated_by": ends,
        "llm_calls": extra.get("calls", 1),
        "prompt_tokens": 100,
        "completion_tokens": 10,
        "seconds": 2.0,
        "searches": 1,
        "iterations": 1,
    }


RECORDS = [
    record("loop", "two-hop", f1=1.0, refused=False, calls=3, groundedness=1.0),
    record("loop", "three-hop", f1=0.5, refused=False, calls=5),
    record("loop", "single-hop", f1=1.0, refused=False),
    record("loop", "unanswerable", f1=None, refused=True, ends="gave_up"),
    record("loop", "unanswerable", f1=None, refused=False, ends="error"),
    record("single-search", "two-hop", f1=0.5, refused=False),
    record("single-search", "three-hop", f1=0.0, refused=True),
    record("single-search", "unanswerable", f1=None, refused=True),
]


def test_summary_splits_by_type_and_skips_metrics_that_do_not_apply() -> None:
    summary = summarize(RECORDS)
    assert list(summary) == ["loop", "single-search"]
    loop = summary["loop"]
    assert loop["overall"]["n"] == 5 and loop["overall"]["f1"] == pytest.approx(2.5 / 3, abs=1e-4)
    assert loop["multi_hop"]["f1"] == 0.75 and loop["multi_hop"]["n"] == 2
    assert loop["overall"]["refusal_rate"] == 0.5 and loop["overall"]["false_refusal_rate"] == 0.0
    assert loop["overall"]["groundedness"] == 1.0, "only records with a groundedness score count"
    assert loop["overall"]["groundedness_when_correct"] == 1.0
    assert loop["overall"]["llm_calls"] == pytest.approx(11 / 5)
    assert loop["termination"] == {"answered": 3, "gave_up": 1, "error": 1}
    assert set(loop["by_type"]) == {"single-hop", "two-hop", "three-hop", "unanswerable"}
    assert summary["single-search"]["overall"]["false_refusal_rate"] == 0.5
    header, rows = summary_rows(summary)
    assert len(rows) == 2 and len(rows[0]) == len(header) and rows[0][2] == "75.0"


def test_targets_compare_the_loop_with_single_search() -> None:
    checks = {c["target"]: c for c in check_targets(summarize(RECORDS))}
    gain = checks["loop multi-hop F1 >= single-search + 10 points"]
    assert gain["value"] == 50.0 and gain["met"]
    refusals = checks["loop correct refusals >= 80%"]
    assert refusals["value"] == 50.0 and not refusals["met"]
    assert not checks["loop: no run ends in error"]["met"] and checks["single-search: no run ends in error"]["met"]
    only_one = check_targets(summarize([r for r in RECORDS if r["system"] == "single-search"]))
    assert [c["target"] for c in only_one] == ["single-search: no run ends in error"]


def test_the_plot_is_a_png_with_both_panels(tmp_path: Path) -> None:
    retrieval = {"bm25": {"recall": {"1": 0.5, "5": 0.9}}, "vector-exact": {"recall": {"1": 0.6, "5": 1.0}}}
    path = plot_report(summarize(RECORDS), retrieval, tmp_path / "out" / "report.png")
    data = path.read_bytes()
    assert data.startswith(b"\x89PNG") and len(data) > 10_000
    alone = plot_report(summarize(RECORDS), None, tmp_path / "alone.png")
    assert alone.read_bytes().startswith(b"\x89PNG")
