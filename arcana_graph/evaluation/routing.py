"""Routing cases for the Pipeline's ``select`` step: does it pick the collections a question needs?

Each evaluation set may ship ``data/<set>/routing.jsonl``: questions with the collections that hold
their answer. The select step runs alone (a one-step Pipeline over the evaluation knowledge base,
whose collections carry descriptions) and is scored per case: exact (the same set), recall (needed
collections picked) and precision (picked collections needed). Select's fallback is "all
collections", so recall is easy and precision is the informative number.
"""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.evaluation.dataset import DEFAULT_SET, eval_set_dir

__all__ = ["RoutingCase", "evaluate_routing", "load_routing_cases"]


@dataclass(frozen=True, kw_only=True, slots=True)
class RoutingCase:
    question: str
    collections: frozenset[str]
    """The collections that hold the answer."""


def load_routing_cases(path: str | Path | None = None, *, eval_set: str = DEFAULT_SET) -> list[RoutingCase]:
    """The cases of ``path`` (default: those of the shipped ``eval_set``), in file order.

    Raises:
        ConfigurationError: an unknown set, or a set that ships no routing cases.
    """
    source = Path(path) if path else eval_set_dir(eval_set) / "routing.jsonl"
    if not path and not source.is_file():
        raise ConfigurationError(f"the evaluation set {eval_set!r} has no routing cases")
    cases = []
    for line in source.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            cases.append(RoutingCase(question=row["question"], collections=frozenset(row["collections"])))
    return cases


def evaluate_routing(llm: str | BaseChatModel, kb: Any, cases: list[RoutingCase]) -> dict[str, Any]:
    """Run the ``select`` step on each case; returns mean ``exact`` / ``recall`` / ``precision``
    and the per-case choices."""
    from arcana_graph.pipeline import build_pipeline

    graph = build_pipeline(["select"], llm=llm, searcher=kb)
    rows = []
    for case in cases:
        state = graph.invoke({"question": case.question, "collections": None})
        chosen = frozenset(state.get("collections") or [])
        hits = len(chosen & case.collections)
        rows.append(
            {
                "question": case.question,
                "expected": sorted(case.collections),
                "selected": sorted(chosen),
                "exact": float(chosen == case.collections),
                "recall": hits / len(case.collections),
                "precision": hits / len(chosen) if chosen else 0.0,
            }
        )
    means = {
        m: round(statistics.fmean(r[m] for r in rows), 4) if rows else None for m in ("exact", "recall", "precision")
    }
    return {**means, "cases": rows}
