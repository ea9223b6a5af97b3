"""Retrieval baselines on the real evaluation corpus in a real Postgres, with the real MiniLM."""

from __future__ import annotations

import pytest

from arcana_graph.core.errors import ConfigurationError, UnknownCollectionError
from arcana_graph.evaluation import RETRIEVAL_METHODS, evaluate_retrieval, ingest_eval_corpus, load_questions

pytestmark = pytest.mark.postgres


@pytest.fixture
def eval_kb(make_kb, minilm):
    kb = make_kb(minilm)
    ingest_eval_corpus(kb)
    return kb


def test_chunks_lists_every_stored_passage_in_scope(eval_kb) -> None:
    everything = eval_kb.chunks()
    towns = eval_kb.chunks("towns")
    assert len(everything) == sum(i.chunk_count for i in eval_kb.collections())
    assert towns and {c.collection for c in towns} == {"towns"}
    assert [c.source for c in towns] == sorted(c.source for c in towns)
    assert eval_kb.chunks([]) == []
    with pytest.raises(UnknownCollectionError):
        eval_kb.chunks("nope")


def test_every_baseline_reports_recall_by_k_and_type(eval_kb) -> None:
    questions = load_questions()
    report = evaluate_retrieval(eval_kb, questions, ks=(1, 2, 5, 10))
    assert list(report) == list(RETRIEVAL_METHODS)
    for method, result in report.items():
        values = [result["recall"][k] for k in ("1", "2", "5", "10")]
        assert values == sorted(values) and 0 < values[0] <= values[-1] <= 1, method
        assert set(result["by_type"]) == {"single-hop", "two-hop", "three-hop", "comparison"}
        assert result["p50_ms"] > 0
    for method in ("bm25", "vector-exact"):
        assert report[method]["by_type"]["single-hop"]["5"] == 1.0, method
    # at this size the index finds what the exact scan finds
    assert report["vector-hnsw"]["recall"] == report["vector-exact"]["recall"]
    # reciprocal-rank fusion ranks what the vector and keyword lists found: one search with it finds
    # at least as many gold passages in the top 10 as the weaker of the two, and every single-hop one
    rrf = report["rrf"]["recall"]
    assert rrf["10"] >= min(report["vector-exact"]["recall"]["10"], report["keyword"]["recall"]["10"])
    assert report["rrf"]["by_type"]["single-hop"]["5"] == 1.0
    # the set needs more than one search: the question alone finds the gold of single-hop
    # questions more often than all the gold of multi-hop ones
    by_type = report["vector-exact"]["by_type"]
    assert by_type["three-hop"]["2"] < by_type["single-hop"]["2"]


def test_rrf_alone_is_the_knowledge_bases_rrf_search(eval_kb) -> None:
    questions = [q for q in load_questions() if q.answerable][:6]
    report = evaluate_retrieval(eval_kb, questions, ks=(1, 5), methods=["rrf"])
    assert list(report) == ["rrf"] and "rrf" in RETRIEVAL_METHODS
    # the same recall as ranking by hand with the knowledge base's rrf mode
    found = []
    for question in questions:
        chunks = eval_kb.search(question.question, mode="rrf", limit=15, threshold=-1.0)
        passages = list(dict.fromkeys(f"{c.collection}/{c.source}" for c in chunks))
        found.append(len(set(passages[:5]) & set(question.gold)) / len(set(question.gold)))
    assert report["rrf"]["recall"]["5"] == pytest.approx(sum(found) / len(found), abs=1e-4)


def test_an_unknown_method_is_refused_with_the_choices(eval_kb) -> None:
    with pytest.raises(ConfigurationError, match="bm25"):
        evaluate_retrieval(eval_kb, load_questions(), methods=["tfidf"])
