"""Summaries of evaluation records: the JSON report, the comparison against the issue's targets,
a text table and a matplotlib plot.

Means skip metrics that do not apply (answer metrics on unanswerable questions, groundedness
where nothing was answered from passages). ``refusal_rate`` is the share of unanswerable questions
declined (higher is better); ``false_refusal_rate`` the share of answerable ones declined.
``groundedness_when_correct`` is the judge's mean score on answers that contain the gold answer:
how far the judge itself can be trusted on this model's answers. ``citation_precision`` is the
share of an answer's citations that point at a gold passage; ``cited_rate`` the share of answered
(not refused) runs that cite at least one passage.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from arcana_graph.core.errors import ConfigurationError

__all__ = ["check_targets", "plot_report", "summarize", "summary_rows"]

_ANSWER_METRICS = ("em", "f1", "contains", "recall", "groundedness", "citation_precision")
_COST_METRICS = ("llm_calls", "prompt_tokens", "completion_tokens", "seconds", "searches", "iterations")
_TYPES = ("single-hop", "two-hop", "three-hop", "comparison", "unanswerable")
MULTI_HOP = ("two-hop", "three-hop")


def _mean(values: Sequence[Any]) -> float | None:
    present = [float(v) for v in values if v is not None]
    return round(statistics.fmean(present), 4) if present else None


def _aggregate(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    answerable = [r for r in records if r["gold_answer"] is not None]
    unanswerable = [r for r in records if r["gold_answer"] is None]
    summary: dict[str, Any] = {"n": len(records)}
    summary.update({m: _mean([r.get(m) for r in answerable]) for m in _ANSWER_METRICS})
    # How often the judge calls a correct answer supported: a check on the judge itself.
    summary["groundedness_when_correct"] = _mean([r.get("groundedness") for r in answerable if r.get("contains")])
    # Answered runs (not refusals) that cite at least one passage.
    summary["cited_rate"] = _mean([r.get("cites") for r in records])
    summary["refusal_rate"] = _mean([r["refused"] for r in unanswerable])
    summary["false_refusal_rate"] = _mean([r["refused"] for r in answerable])
    summary.update({m: _mean([r.get(m) for r in records]) for m in _COST_METRICS})
    return summary


def summarize(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Per system (in first-seen order): ``overall``, ``multi_hop``, ``by_type``, ``termination``."""
    report: dict[str, Any] = {}
    for system in dict.fromkeys(r["system"] for r in records):
        own = [r for r in records if r["system"] == system]
        report[system] = {
            "overall": _aggregate(own),
            "multi_hop": _aggregate([r for r in own if r["type"] in MULTI_HOP]),
            "by_type": {
                t: _aggregate([r for r in own if r["type"] == t]) for t in _TYPES if any(r["type"] == t for r in own)
            },
            "termination": dict(Counter(r["terminated_by"] for r in own)),
        }
    return report


def check_targets(summary: dict[str, Any]) -> list[dict[str, Any]]:
    """The issue's targets, where the summary has the systems they need: Loop multi-hop F1 at least
    10 points over each single-search baseline, ≥ 80% correct refusals, no run ending in ``error``."""
    checks = []
    loop = summary.get("loop")
    for baseline in ("single-search", "single-search-short"):
        single = summary.get(baseline)
        if loop and single and loop["multi_hop"]["f1"] is not None and single["multi_hop"]["f1"] is not None:
            gain = round(100 * (loop["multi_hop"]["f1"] - single["multi_hop"]["f1"]), 1)
            target = f"loop multi-hop F1 >= {baseline} + 10 points"
            checks.append({"target": target, "value": gain, "met": gain >= 10})
    if loop and loop["overall"]["refusal_rate"] is not None:
        rate = round(100 * loop["overall"]["refusal_rate"], 1)
        checks.append({"target": "loop correct refusals >= 80%", "value": rate, "met": rate >= 80})
    if loop:
        checks += _trust_targets(loop, summary.get("single-search-short"))
    for name, system in summary.items():
        errors = system["termination"].get("error", 0)
        checks.append({"target": f"{name}: no run ends in error", "value": errors, "met": errors == 0})
    return checks


def _trust_targets(loop: dict[str, Any], short: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The trustworthy-answers targets: hop by hop against one search with the same short answer,
    false refusals, citations, the judge on correct answers, and cost."""
    checks: list[dict[str, Any]] = []

    def add(target: str, value: float | None, met: bool) -> None:
        checks.append({"target": target, "value": value, "met": met})

    def pct(value: float | None) -> float | None:
        return None if value is None else round(100 * value, 1)

    by_type, theirs = loop["by_type"], (short or {}).get("by_type", {})
    for kind, margin in (("two-hop", 10), ("three-hop", 10), ("single-hop", 0)):
        mine, base = by_type.get(kind, {}).get("f1"), theirs.get(kind, {}).get("f1")
        if mine is not None and base is not None:
            gain = round(100 * (mine - base), 1)
            add(f"loop {kind} F1 >= single-search-short + {margin}", gain, gain >= margin)
    false_refusals = pct(loop["overall"]["false_refusal_rate"])
    if false_refusals is not None:
        add("loop false refusals <= 5%", false_refusals, false_refusals <= 5)
    precision = pct(loop["overall"]["citation_precision"])
    if precision is not None:
        add("loop citation precision >= 90%", precision, precision >= 90)
    cited = pct(loop["overall"]["cited_rate"])
    if cited is not None:
        add("every answered loop run cites a passage", cited, cited >= 100)
    judged = pct(loop["overall"]["groundedness_when_correct"])
    if judged is not None:
        add("judge: correct loop answers supported >= 80%", judged, judged >= 80)
    if short and short["overall"]["seconds"] and loop["overall"]["seconds"] is not None:
        ratio = round(loop["overall"]["seconds"] / short["overall"]["seconds"], 2)
        add("loop seconds per question <= 2 x single-search-short", ratio, ratio <= 2)
    return checks


def summary_rows(summary: dict[str, Any]) -> tuple[list[str], list[tuple[Any, ...]]]:
    """A compact table (header, rows) of the summary for the terminal."""
    header = [
        "system",
        "F1 all",
        "F1 multi-hop",
        "EM",
        "contains",
        "recall",
        "refusals",
        "grounded",
        "calls",
        "tokens",
        "s/q",
    ]

    def pct(value: float | None) -> str:
        return "-" if value is None else f"{100 * value:.1f}"

    rows = []
    for name, system in summary.items():
        o = system["overall"]
        tokens = (o["prompt_tokens"] or 0) + (o["completion_tokens"] or 0)
        rows.append(
            (
                name,
                pct(o["f1"]),
                pct(system["multi_hop"]["f1"]),
                pct(o["em"]),
                pct(o["contains"]),
                pct(o["recall"]),
                pct(o["refusal_rate"]),
                pct(o["groundedness"]),
                f"{o['llm_calls'] or 0:.1f}",
                f"{tokens:.0f}",
                f"{o['seconds'] or 0:.1f}",
            )
        )
    return header, rows


def plot_report(summary: dict[str, Any], retrieval: dict[str, Any] | None, path: Path) -> Path:
    """A PNG comparing the systems (F1 by question type, refusals) and, when given, the retrieval
    baselines (recall@k)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError as exc:
        raise ConfigurationError("the plot needs matplotlib: pip install 'arcana-graph[eval]'") from exc
    panels = 2 if retrieval else 1
    figure, axes = plt.subplots(1, panels, figsize=(6.5 * panels, 4.2), squeeze=False)
    answers = axes[0][0]
    groups = [*_TYPES[:-1], "unanswerable\n(refusals)"]
    width = 0.8 / max(len(summary), 1)
    for i, (name, system) in enumerate(summary.items()):
        values = [100 * ((system["by_type"].get(t) or {}).get("f1") or 0) for t in _TYPES[:-1]]
        values.append(100 * ((system["by_type"].get("unanswerable") or {}).get("refusal_rate") or 0))
        answers.bar([g + i * width for g in range(len(groups))], values, width, label=name)
    answers.set_xticks([g + width * (len(summary) - 1) / 2 for g in range(len(groups))], groups, fontsize=8)
    answers.set_ylabel("token F1 / refusal rate (%)")
    answers.set_ylim(0, 100)
    answers.set_title("Answers by question type")
    answers.legend(fontsize=8)
    if retrieval:
        recall = axes[0][1]
        for method, result in retrieval.items():
            ks = list(result["recall"])
            recall.plot([int(k) for k in ks], [100 * result["recall"][k] for k in ks], marker="o", label=method)
        recall.set_xlabel("k (passages)")
        recall.set_ylabel("gold passage recall@k (%)")
        recall.set_ylim(0, 105)
        recall.set_title("One search with the question")
        recall.legend(fontsize=8)
    figure.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    figure.savefig(path, dpi=120)
    plt.close(figure)
    return path
