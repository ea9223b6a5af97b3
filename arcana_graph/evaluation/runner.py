"""Running a question set through several systems, one scored record per (system, question).

Records are appended to a JSONL file as soon as each run finishes (flushed and synced), and a
later call with the same file skips what is already there: an interrupted evaluation (Ctrl-C, a
crash, a closed laptop) resumes where it stopped and loses at most the run in progress. A record
belongs to its system, model and iteration budget, so changing any of them re-runs the questions.
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from langchain_core.language_models import BaseChatModel

from arcana_graph.evaluation.dataset import DEFAULT_SET, EvalQuestion
from arcana_graph.evaluation.metrics import contains_answer, exact_match, is_refusal, recall_at_k, token_f1
from arcana_graph.evaluation.systems import EvalSystem, Outcome, build_system
from arcana_graph.evaluation.usage import UsageCounter

__all__ = ["EvalSettings", "load_records", "run_evaluation", "score_citations", "score_outcome"]


@dataclass(frozen=True, kw_only=True, slots=True)
class EvalSettings:
    """What every system in one evaluation shares."""

    llm: str | BaseChatModel
    """The controller / every LLM step: a spec, or a chat model (then labelled by its class)."""
    answer_llm: str | None = None
    """Optional model spec that writes final answers."""
    max_iterations: int = 10
    """The Loop's iteration budget."""
    eval_set: str = DEFAULT_SET
    """The evaluation set; part of a record's key unless it is the default (older records keep theirs)."""
    graph: str | bool | None = None
    """The graph search the Loop and ``single-search-short`` search through ("auto", or a
    ``GraphMode`` by name; True is "auto", as before the modes were named); None or False: not
    through the graph. Part of a record's key when set."""

    def key(self, system: EvalSystem, question: EvalQuestion) -> str:
        """Identity of a record: a stored record with this key is not run again."""
        parts: list[Any] = [system.name, self.llm_label, self.answer_llm, self.max_iterations, question.id]
        if self.eval_set != DEFAULT_SET:
            parts.append(self.eval_set)
        if self.graph_mode:  # "graph" alone for auto, as the records stored before the modes were named
            parts.append("graph" if self.graph_mode == "auto" else f"graph-{self.graph_mode}")
        return json.dumps(parts)

    @property
    def graph_mode(self) -> str | None:
        """``graph`` as the name of a graph search ("auto" for True), or None."""
        return "auto" if self.graph is True else (self.graph or None)

    @property
    def llm_label(self) -> str:
        """The model as written in records: its spec, or its class name."""
        return self.llm if isinstance(self.llm, str) else type(self.llm).__name__


def score_outcome(question: EvalQuestion, outcome: Outcome) -> dict[str, Any]:
    """The per-question metrics of one run (answer metrics are None for unanswerable questions)."""
    refused = is_refusal(outcome.answer) or outcome.terminated_by == "gave_up"
    scores: dict[str, Any] = {"refused": refused, "em": None, "f1": None, "contains": None, "recall": None}
    if question.answer is not None:
        scores.update(
            em=exact_match(outcome.answer, question.answer),
            f1=token_f1(outcome.answer, question.answer),
            contains=contains_answer(outcome.answer, question.answer),
            recall=recall_at_k(outcome.retrieved, question.gold, len(outcome.retrieved)),
        )
    return scores


def score_citations(question: EvalQuestion, outcome: Outcome, refused: bool) -> dict[str, Any]:
    """``cited`` (the passages cited), ``cites`` (an answered run cites one; None for refusals) and
    ``citation_precision`` (the share of citations that point at a gold passage)."""
    precision = None
    if question.answer is not None and outcome.cited and not refused:
        precision = sum(c in question.gold for c in outcome.cited) / len(outcome.cited)
    cites = None if refused or not outcome.answer else bool(outcome.cited)
    return {"cited": list(outcome.cited), "cites": cites, "citation_precision": precision}


def load_records(path: Path) -> dict[str, dict[str, Any]]:
    """Stored records by key; a torn last line (an interrupted write) is ignored."""
    records: dict[str, dict[str, Any]] = {}
    if not path.exists():
        return records
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(record, dict) and "key" in record:
            records[record["key"]] = record
    return records


def run_evaluation(
    questions: Sequence[EvalQuestion],
    systems: Sequence[EvalSystem],
    searcher: Any,
    *,
    settings: EvalSettings,
    records_path: Path,
    grounder: Callable[..., Any] | None = None,
    progress: bool = True,
) -> list[dict[str, Any]]:
    """Run every question through every system, skipping stored records; returns this
    evaluation's records (stored and new) in system, then question order.

    Args:
        grounder: when given, answered runs with gathered passages are checked by it and the
            record gets ``groundedness`` (its score); its cost is not counted as the system's.
        progress: show a progress bar on stderr.
    """
    records_path.parent.mkdir(parents=True, exist_ok=True)
    stored = load_records(records_path)
    todo = [(s, q) for s in systems for q in questions]
    bar = _progress(len(todo), progress)
    runners: dict[str, Callable[[str, Sequence[Any]], Outcome]] = {}
    results = []
    try:
        with records_path.open("a", encoding="utf-8") as out:
            if out.tell() and not _ends_with_newline(records_path):
                out.write("\n")  # after a torn last line, start a fresh one
            for system, question in todo:
                key = settings.key(system, question)
                record = stored.get(key)
                if record is None:
                    if system.name not in runners:
                        runners[system.name] = build_system(
                            system,
                            searcher,
                            llm=settings.llm,
                            answer_llm=settings.answer_llm,
                            max_iterations=settings.max_iterations,
                            graph=settings.graph_mode,
                        )
                    record = _run_one(runners[system.name], system, question, settings, grounder)
                    record["key"] = key
                    out.write(json.dumps(record, ensure_ascii=False) + "\n")
                    out.flush()
                    os.fsync(out.fileno())
                results.append(record)
                bar.set_postfix_str(f"{system.name} {question.id} {record['terminated_by']}", refresh=False)
                bar.update(1)
    finally:
        bar.close()
    return results


def _ends_with_newline(path: Path) -> bool:
    """Whether the file's last byte is a newline (read alone: the records file can be large)."""
    with path.open("rb") as stored:
        stored.seek(-1, os.SEEK_END)
        return stored.read(1) == b"\n"


def _run_one(
    runner: Callable[[str, Sequence[Any]], Outcome],
    system: EvalSystem,
    question: EvalQuestion,
    settings: EvalSettings,
    grounder: Callable[..., Any] | None,
) -> dict[str, Any]:
    usage = UsageCounter()
    outcome = runner(question.question, [usage])
    scores = score_outcome(question, outcome)
    record: dict[str, Any] = {
        "system": system.name,
        "llm": settings.llm_label,
        "answer_llm": settings.answer_llm,
        "max_iterations": settings.max_iterations,
        "graph": settings.graph_mode,
        "id": question.id,
        "type": question.type,
        "question": question.question,
        "gold_answer": question.answer,
        "answer": outcome.answer,
        "terminated_by": outcome.terminated_by,
        "error": outcome.error,
        "iterations": outcome.iterations,
        "searches": outcome.searches,
        "retrieved": outcome.retrieved,
        **scores,
        **score_citations(question, outcome, scores["refused"]),
        **usage.totals(),
        "seconds": round(outcome.seconds, 3),
        "groundedness": None,
    }
    if grounder is not None and outcome.answer and outcome.chunks and not scores["refused"]:
        record["groundedness"], record["grounding_seconds"] = _groundedness(grounder, question, outcome)
    return record


def _groundedness(grounder: Callable[..., Any], question: EvalQuestion, outcome: Outcome) -> tuple[float | None, float]:
    started = time.perf_counter()
    try:
        result = grounder(outcome.answer, outcome.chunks, question=question.question)
        score = result.score
    except Exception:  # an unavailable judge leaves the metric empty, it does not fail the record
        score = None
    return score, round(time.perf_counter() - started, 3)


class _NoProgress:
    def set_postfix_str(self, text: str, refresh: bool = True) -> None:
        pass

    def update(self, n: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def _progress(total: int, enabled: bool) -> Any:
    if not enabled:
        return _NoProgress()
    from tqdm import tqdm

    return tqdm(total=total, unit="run", desc="eval", file=sys.stderr)
