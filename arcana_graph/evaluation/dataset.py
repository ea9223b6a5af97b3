"""The shipped evaluation sets: fictional corpora (so no model answers from memory) and their questions.

Each set is a folder ``data/<set>/``:

* ``corpus/<collection>/<file>.md``: the passages, one short document each;
* ``collections.json``: each collection's description (what the Pipeline's ``select`` step reads);
* ``questions.jsonl``: single-hop, two-hop, three-hop, comparison and unanswerable questions, each
  with its gold answer (None for unanswerable ones) and gold supporting passages as
  ``collection/source`` names;
* ``routing.jsonl`` (optional): routing cases for ``select`` (``arcana_graph.evaluation.routing``).

``kestrel`` (the default) describes the invented Kestrel Valley in ``towns``, ``industry`` and
``people``; ``harbourline`` the invented Velmar Harbourline ferry company in ``fleet``, ``routes``
and ``crew``. ``available_sets()`` lists what is shipped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Literal, get_args

from arcana_graph.core.errors import ConfigurationError

__all__ = [
    "COLLECTION_DESCRIPTIONS",
    "DEFAULT_SET",
    "EvalQuestion",
    "QuestionStyle",
    "QuestionType",
    "UnanswerableKind",
    "available_sets",
    "collection_descriptions",
    "eval_corpus_dir",
    "eval_set_dir",
    "ingest_eval_corpus",
    "load_questions",
]

QuestionType = Literal["single-hop", "two-hop", "three-hop", "comparison", "unanswerable"]
UnanswerableKind = Literal["missing-bridge", "missing-last-fact", "false-premise", "wrong-time"]
"""Why the corpus cannot answer: the bridge entity does not exist; the bridge exists but the last
fact is never stated; the question assumes something the corpus contradicts; or it asks about a
year or period the corpus does not cover."""
QuestionStyle = Literal["plain", "paraphrased", "conversational"]
"""``plain`` reuses the passages' wording; ``paraphrased`` says it differently; ``conversational``
asks as a person would in a chat ("hey, do you know ...")."""

DEFAULT_SET = "kestrel"
_DATA = "evaluation/data"


@dataclass(frozen=True, kw_only=True, slots=True)
class EvalQuestion:
    id: str
    type: QuestionType
    question: str
    answer: str | None
    """The gold answer; None when the corpus cannot answer (a refusal is correct)."""
    gold: tuple[str, ...]
    """Supporting passages as ``collection/source``: every passage a hop needs."""
    kind: UnanswerableKind | None = None
    """For unanswerable questions: why the corpus cannot answer."""
    style: QuestionStyle = "plain"
    cross_collection: bool = False
    """Whether the gold passages span more than one collection."""
    evidence: tuple[str, ...] = ()
    """Strings the gold passages must contain besides the answer: for comparisons, the numbers or
    dates that decide them (checked by the dataset tests)."""

    @property
    def answerable(self) -> bool:
        return self.answer is not None


def _data_root() -> Path:
    return Path(str(resources.files("arcana_graph"))) / _DATA


def available_sets() -> list[str]:
    """The shipped evaluation sets, sorted (folders with a corpus and questions)."""
    root = _data_root()
    return sorted(
        folder.name
        for folder in root.iterdir()
        if (folder / "corpus").is_dir() and (folder / "questions.jsonl").is_file()
    )


def eval_set_dir(eval_set: str = DEFAULT_SET) -> Path:
    """The folder of a shipped set.

    Raises:
        ConfigurationError: no set has that name (the message lists the sets).
    """
    sets = available_sets()
    if eval_set not in sets:
        raise ConfigurationError(f"unknown evaluation set {eval_set!r}; available: {', '.join(sets)}")
    return _data_root() / eval_set


def eval_corpus_dir(eval_set: str = DEFAULT_SET) -> Path:
    """The folder with one sub-folder per collection."""
    return eval_set_dir(eval_set) / "corpus"


def collection_descriptions(eval_set: str = DEFAULT_SET) -> dict[str, str]:
    """Each collection's description, from the set's ``collections.json``."""
    path = eval_set_dir(eval_set) / "collections.json"
    return dict(json.loads(path.read_text(encoding="utf-8"))) if path.is_file() else {}


def load_questions(path: str | Path | None = None, *, eval_set: str = DEFAULT_SET) -> list[EvalQuestion]:
    """The questions of ``path`` (default: those of the shipped ``eval_set``), in file order.

    Lines written before ``kind`` / ``style`` / ``cross_collection`` / ``evidence`` existed read
    as plain questions, cross-collection when their gold spans several collections.

    Raises:
        ConfigurationError: a line is not a question (the message names the file and line).
    """
    source = Path(path) if path else eval_set_dir(eval_set) / "questions.jsonl"
    questions = []
    for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            try:
                questions.append(_question(json.loads(line)))
            except (ValueError, KeyError, TypeError) as exc:
                raise ConfigurationError(f"{source}, line {number}: not an evaluation question ({exc})") from exc
    return questions


def _question(row: dict[str, Any]) -> EvalQuestion:
    gold = tuple(row["gold"])
    for field, value, allowed in (
        ("type", row["type"], get_args(QuestionType)),
        ("kind", row.get("kind"), (None, *get_args(UnanswerableKind))),
        ("style", row.get("style", "plain"), get_args(QuestionStyle)),
    ):
        if value not in allowed:
            raise ValueError(f"{field} {value!r} is not one of {', '.join(a for a in allowed if a)}")
    answer = row["answer"]
    if row["type"] == "unanswerable" and answer is not None:
        raise ValueError(f"an unanswerable question's answer must be null, not {answer!r}")
    if row["type"] != "unanswerable" and not (isinstance(answer, str) and answer.strip()):
        raise ValueError(f"a {row['type']} question needs its gold answer, not {answer!r} (null is for unanswerable)")
    return EvalQuestion(
        id=row["id"],
        type=row["type"],
        question=row["question"],
        answer=answer,
        gold=gold,
        kind=row.get("kind"),
        style=row.get("style", "plain"),
        cross_collection=bool(row.get("cross_collection", len({g.split("/", 1)[0] for g in gold}) > 1)),
        evidence=tuple(row.get("evidence", ())),
    )


COLLECTION_DESCRIPTIONS = collection_descriptions(DEFAULT_SET)
"""The default (``kestrel``) set's descriptions: what the ``select`` step reads to route a question."""


def ingest_eval_corpus(kb: Any, eval_set: str = DEFAULT_SET) -> dict[str, Any]:
    """Ingest each collection folder of the set's corpus into ``kb``, with its description from
    ``collections.json``; returns the reports by collection."""
    descriptions = collection_descriptions(eval_set)
    return {
        folder.name: kb.ingest(folder, collection=folder.name, description=descriptions.get(folder.name))
        for folder in sorted(eval_corpus_dir(eval_set).iterdir())
        if folder.is_dir()
    }
