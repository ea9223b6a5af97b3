"""The shipped evaluation set: a fictional corpus (so no model answers from memory) and questions.

The corpus (``data/corpus/<collection>/<file>.md``) describes the invented Kestrel Valley in three
collections: ``towns``, ``industry`` and ``people``. ``data/questions.jsonl`` holds single-hop,
two-hop, three-hop, comparison and unanswerable questions, each with its gold answer (None for
unanswerable ones) and gold supporting passages as ``collection/source`` names.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Literal

__all__ = [
    "COLLECTION_DESCRIPTIONS",
    "EvalQuestion",
    "QuestionType",
    "eval_corpus_dir",
    "ingest_eval_corpus",
    "load_questions",
]

QuestionType = Literal["single-hop", "two-hop", "three-hop", "comparison", "unanswerable"]
_DATA = "evaluation/data"


@dataclass(frozen=True, kw_only=True, slots=True)
class EvalQuestion:
    id: str
    type: QuestionType
    question: str
    answer: str | None
    """The gold answer; None when the corpus cannot answer (a refusal is correct)."""
    gold: tuple[str, ...]
    """Supporting passages as ``collection/source``."""

    @property
    def answerable(self) -> bool:
        return self.answer is not None


def eval_corpus_dir() -> Path:
    """The folder with one sub-folder per collection."""
    return Path(str(resources.files("arcana_graph"))) / _DATA / "corpus"


def load_questions(path: str | Path | None = None) -> list[EvalQuestion]:
    """The questions of ``path`` (default: the shipped set), in file order."""
    source = Path(path) if path else Path(str(resources.files("arcana_graph"))) / _DATA / "questions.jsonl"
    questions = []
    for line in source.read_text(encoding="utf-8").splitlines():
        if line.strip():
            row: dict[str, Any] = json.loads(line)
            questions.append(
                EvalQuestion(
                    id=row["id"],
                    type=row["type"],
                    question=row["question"],
                    answer=row["answer"],
                    gold=tuple(row["gold"]),
                )
            )
    return questions


COLLECTION_DESCRIPTIONS = {
    "towns": "Towns and villages of the Kestrel Valley: inhabitants, buildings, schools, stations, events",
    "industry": "Firms, railways, mills and works of the Kestrel Valley: founders, dates, products",
    "people": "People of the Kestrel Valley: births, deaths, lives and works",
}
"""What the ``select`` step reads to route a question."""


def ingest_eval_corpus(kb: Any) -> dict[str, Any]:
    """Ingest each collection folder of the corpus into ``kb``, with its description; returns the
    reports by collection."""
    return {
        folder.name: kb.ingest(folder, collection=folder.name, description=COLLECTION_DESCRIPTIONS.get(folder.name))
        for folder in sorted(eval_corpus_dir().iterdir())
        if folder.is_dir()
    }
