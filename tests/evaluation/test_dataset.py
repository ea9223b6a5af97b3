"""The shipped evaluation sets are consistent: gold passages exist and contain the gold answers (and,
for comparisons, the numbers or dates that decide them), the question mix meets its targets, and the
loader reads old and new question lines."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import get_args

import pytest

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.evaluation import eval_corpus_dir, ingest_eval_corpus, load_questions, normalize_answer
from arcana_graph.evaluation.dataset import (
    COLLECTION_DESCRIPTIONS,
    DEFAULT_SET,
    EvalQuestion,
    UnanswerableKind,
    available_sets,
    collection_descriptions,
)

SETS = available_sets()
KINDS = set(get_args(UnanswerableKind))
TYPES = {"single-hop", "two-hop", "three-hop", "comparison", "unanswerable"}
TARGETS = {
    "kestrel": {
        "passages": 150,
        "questions": 110,
        "unanswerable": 24,
        "paraphrased": 10,
        "conversational": 5,
        "cross": 8,
    },
    "harbourline": {
        "passages": 60,
        "questions": 50,
        "unanswerable": 12,
        "paraphrased": 3,
        "conversational": 3,
        "cross": 5,
    },
}
MAX_CHARS = 1800
"""The retriever splits documents at 1,800 characters: a passage must stay one chunk."""


def corpus(eval_set: str) -> dict[str, str]:
    """Every passage of the set as ``collection/file`` -> text."""
    root = eval_corpus_dir(eval_set)
    return {f"{p.parent.name}/{p.name}": p.read_text(encoding="utf-8") for p in sorted(root.glob("*/*.md"))}


def words(text: str) -> str:
    """``normalize_answer`` with punctuation read as a space, so "1884" is found in "(1884-1962)"."""
    return normalize_answer(re.sub(r"[^\w\s]", " ", text))


def occurs(needle: str, text: str) -> bool:
    """Whether ``needle`` occurs in ``text``, both normalised, on word boundaries."""
    wanted = words(needle)
    return bool(wanted) and f" {wanted} " in f" {words(text)} "


def test_both_sets_ship_and_the_default_keeps_its_descriptions() -> None:
    assert {"kestrel", "harbourline"} <= set(SETS) and DEFAULT_SET == "kestrel"
    assert COLLECTION_DESCRIPTIONS == collection_descriptions("kestrel")
    assert COLLECTION_DESCRIPTIONS["towns"].startswith("Towns and villages of the Kestrel Valley")


def test_question_ids_are_unique_across_sets() -> None:
    """Records are keyed by question id: ids shared between sets could resume the wrong record."""
    ids = [q.id for s in SETS for q in load_questions(eval_set=s)]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("eval_set", SETS)
def test_question_mix_meets_the_targets(eval_set: str) -> None:
    questions = load_questions(eval_set=eval_set)
    target = TARGETS[eval_set]
    types = Counter(q.type for q in questions)
    kinds = Counter(q.kind for q in questions if not q.answerable)
    styles = Counter(q.style for q in questions)
    assert len(questions) >= target["questions"] and set(types) == TYPES
    assert all(types[t] >= 5 for t in TYPES), types
    assert types["unanswerable"] >= target["unanswerable"] and set(kinds) == KINDS, kinds
    assert min(kinds.values()) >= 3, kinds
    assert styles["paraphrased"] >= target["paraphrased"] and styles["conversational"] >= target["conversational"]
    assert sum(q.cross_collection for q in questions) >= target["cross"]


@pytest.mark.parametrize("eval_set", SETS)
def test_every_question_is_well_formed(eval_set: str) -> None:
    for q in load_questions(eval_set=eval_set):
        assert (q.answer is None) == (q.type == "unanswerable") and bool(q.gold) == q.answerable, q.id
        assert (q.kind in KINDS) == (q.type == "unanswerable") and (q.kind is None) == q.answerable, q.id
        assert len(set(q.gold)) == len(q.gold), q.id
        if q.type == "single-hop":
            assert len(q.gold) == 1, q.id
        elif q.type in ("two-hop", "three-hop"):  # q14 makes three hops over two passages
            assert len(q.gold) >= 2, q.id
        elif q.type == "comparison":
            assert len(q.gold) >= 2 and len(q.evidence) >= 2, f"{q.id}: a comparison names what it compares"
        if q.answerable:
            assert q.cross_collection == (len({g.split("/")[0] for g in q.gold}) > 1), q.id


@pytest.mark.parametrize("eval_set", SETS)
def test_gold_passages_exist_and_contain_the_answers(eval_set: str) -> None:
    passages = corpus(eval_set)
    for q in load_questions(eval_set=eval_set):
        missing = [g for g in q.gold if g not in passages]
        assert not missing, f"{q.id}: no passage {missing}"
        texts = [passages[g] for g in q.gold]
        if q.answer is not None and q.answer not in ("yes", "no"):
            assert any(occurs(q.answer, t) for t in texts), f"{q.id}: {q.answer!r} is in none of its gold passages"
        for value in q.evidence:
            assert occurs(value, " ".join(texts)), f"{q.id}: {value!r} is not in its gold passages"


@pytest.mark.parametrize("eval_set", SETS)
def test_the_corpus_is_large_enough_and_each_passage_is_one_short_chunk(eval_set: str) -> None:
    passages = corpus(eval_set)
    assert len(passages) >= TARGETS[eval_set]["passages"]
    for name, text in passages.items():
        assert text.startswith("# ") and len(text) <= MAX_CHARS, name
        assert len(text.split()) <= 120, name
    folders = {p.name for p in eval_corpus_dir(eval_set).iterdir() if p.is_dir()}
    assert set(collection_descriptions(eval_set)) == folders, "every collection has a description"


@pytest.mark.parametrize("eval_set", SETS)
def test_gold_passages_come_from_every_collection(eval_set: str) -> None:
    """No collection is only a distractor."""
    gold = {g for q in load_questions(eval_set=eval_set) for g in q.gold}
    assert {g.split("/")[0] for g in gold} == set(collection_descriptions(eval_set))


# What the corpus must never state, so that these questions stay unanswerable (a pattern that must
# not match any passage): a passage added later that answers one fails here.
ABSENT = {
    "kestrel": {
        "q19": r"\bdr[io]ve[rn]?\b[^.]*\bwren\b|\bwren\b[^.]*\bdr[io]ve",
        "q42": r"succeeded hugh tallis|after hugh tallis",
        "q43": r"aske viaduct[^.]*\b(\d+ metres|high|tall)\b",
        "q44": r"marrow end station[^.]*design|design[^.]*marrow end station",
        "q110": r"jacob calloway[^.]*\bborn\b",
        "q111": r"brickworks[^.]*\bclosed\b",
        "q112": r"william rook[^.]*\bborn\b",
        "q113": r"peter dray \(\d{4}-|peter dray[^.]*\bdied\b",
        "q114": r"observatory[^.]*(designed|architect)|(designed|architect)[^.]*observatory",
        "q115": r"conrad webb[^.]*\bborn\b",
        "q116": r"mayor of brightwater|brightwater's mayor",
        "q120": r"canal[^.]*brightwater|brightwater[^.]*canal",
        "q125": r"mayor of dunmere from 19[3-9]\d",
        "q126": r"edit[^.]*18[6-8]\d|18[6-8]\d[^.]*edit",
    },
    "harbourline": {
        "h39": r"hovercraft",
        "h40": r"(yard|shipyard)[^.]*\bin port orrin\b|port orrin[^.]*(yard|shipyard)",
        "h41": r"brannoch ferry company",
        "h42": r"rolf tennick[^.]*\bborn\b",
        "h43": r"haldray islander[^.]*design|designed[^.]*haldray islander",
        "h44": r"\bcost\b",
        "h45": r"carrow yard[^.]*employ",
        "h51": r"harbourmaster of corvanmouth from 19[0-7]\d",
    },
}


@pytest.mark.parametrize("eval_set", SETS)
def test_missing_facts_stay_missing(eval_set: str) -> None:
    questions = {q.id: q for q in load_questions(eval_set=eval_set)}
    text = "\n".join(corpus(eval_set).values()).lower()
    for qid, pattern in ABSENT.get(eval_set, {}).items():
        assert questions[qid].type == "unanswerable", qid
        assert not re.search(pattern, text), f"{qid} ({questions[qid].question}) is answered by the corpus"


def test_the_kestrel_set_keeps_its_first_44_questions() -> None:
    questions = load_questions()
    assert [q.id for q in questions[:44]] == [f"q{n:02d}" for n in range(1, 45)]
    assert questions[0].question == "When did the Kestrel Valley Railway open?" and questions[0].answer == "1887"
    assert questions[17].kind == "wrong-time" and questions[18].kind == "missing-last-fact"


def test_old_question_lines_read_with_defaults_and_bad_lines_fail_clearly(tmp_path: Path) -> None:
    old = {"id": "x1", "type": "two-hop", "question": "Q?", "answer": "A", "gold": ["towns/a.md", "people/b.md"]}
    new = {**old, "id": "x2", "style": "conversational", "cross_collection": False, "evidence": ["1887"]}
    path = tmp_path / "questions.jsonl"
    path.write_text(json.dumps(old) + "\n\n" + json.dumps(new) + "\n")
    first, second = load_questions(path)
    assert first == EvalQuestion(
        id="x1", type="two-hop", question="Q?", answer="A", gold=("towns/a.md", "people/b.md"), cross_collection=True
    )
    assert first.style == "plain" and first.kind is None and first.evidence == ()
    assert second.style == "conversational" and not second.cross_collection and second.evidence == ("1887",)
    assert load_questions(str(path), eval_set="harbourline") == [first, second], "a path wins over the set"
    path.write_text(json.dumps({**old, "type": "unanswerable", "answer": None, "gold": [], "kind": "unknown"}) + "\n")
    with pytest.raises(ConfigurationError, match=r"line 1: .*kind 'unknown' is not one of missing-bridge"):
        load_questions(path)


@pytest.mark.parametrize(
    ("kind", "answer", "message"),
    [
        ("unanswerable", "", r"line 1: .*an unanswerable question's answer must be null, not ''"),
        ("two-hop", None, r"line 1: .*a two-hop question needs its gold answer, not None"),
        ("comparison", " ", r"line 1: .*a comparison question needs its gold answer"),
    ],
)
def test_a_gold_answer_that_does_not_fit_the_question_type_fails_clearly(
    tmp_path: Path, kind: str, answer: str | None, message: str
) -> None:
    """fresh24 was first written with "" for its unanswerable questions' answers: the evaluation
    scored their refusals as wrong answers to an empty gold answer instead of correct refusals."""
    path = tmp_path / "questions.jsonl"
    path.write_text(json.dumps({"id": "x1", "type": kind, "question": "Q?", "answer": answer, "gold": []}) + "\n")
    with pytest.raises(ConfigurationError, match=message):
        load_questions(path)


def test_an_unknown_set_is_refused_with_the_list_of_sets() -> None:
    for call in (lambda: load_questions(eval_set="nope"), lambda: eval_corpus_dir("nope")):
        with pytest.raises(ConfigurationError, match=r"unknown evaluation set 'nope'; available: harbourline, kestrel"):
            call()


@pytest.mark.postgres
@pytest.mark.parametrize("eval_set", SETS)
def test_the_corpus_ingests_with_its_descriptions(make_kb, eval_set: str) -> None:
    kb = make_kb()
    reports = ingest_eval_corpus(kb, eval_set)
    descriptions = collection_descriptions(eval_set)
    assert sorted(reports) == sorted(descriptions) and all(r.ok for r in reports.values())
    stored = {c.name: c for c in kb.collections()}
    assert {name: stored[name].description for name in descriptions} == descriptions
    assert sum(stored[name].document_count for name in descriptions) == len(corpus(eval_set))
    assert sum(stored[name].chunk_count for name in descriptions) == len(corpus(eval_set)), "one chunk each"
    word = "Kestrel" if eval_set == "kestrel" else "Velmar"
    assert kb.search(word, limit=5, mode="keyword", threshold=-1), "keyword search reaches the ingested corpus"
