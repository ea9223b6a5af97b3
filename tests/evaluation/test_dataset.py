"""The shipped evaluation set is consistent: gold passages exist and contain the gold answers."""

from __future__ import annotations

from collections import Counter

import pytest

from arcana_graph.evaluation import eval_corpus_dir, ingest_eval_corpus, load_questions, normalize_answer


def test_question_mix_and_ids() -> None:
    questions = load_questions()
    assert len({q.id for q in questions}) == len(questions)
    counts = Counter(q.type for q in questions)
    assert set(counts) == {"single-hop", "two-hop", "three-hop", "comparison", "unanswerable"}
    assert all(count >= 3 for count in counts.values())
    assert all((q.answer is None) == (q.type == "unanswerable") and bool(q.gold) == q.answerable for q in questions)


def test_gold_passages_exist_and_contain_the_answers() -> None:
    corpus = eval_corpus_dir()
    for question in load_questions():
        texts = [(corpus / gold).read_text(encoding="utf-8") for gold in question.gold]
        if question.answerable and question.answer not in ("yes", "no"):
            assert normalize_answer(question.answer or "") in normalize_answer(" ".join(texts)), question.id


@pytest.mark.postgres
def test_the_corpus_ingests_and_gold_passages_are_searchable(make_kb) -> None:
    kb = make_kb()
    reports = ingest_eval_corpus(kb)
    assert sorted(reports) == ["industry", "people", "towns"] and all(r.ok for r in reports.values())
    found = {f"{c.collection}/{c.source}" for c in kb.search("Kestrel Valley", limit=50, mode="keyword", threshold=-1)}
    gold = {g for q in load_questions() for g in q.gold}
    assert gold <= {f"{i.name}/{p.name}" for i in eval_corpus_dir().iterdir() for p in i.iterdir()}
    assert found, "keyword search reaches the ingested corpus"
