"""Retrieval baselines: how well one search with the question finds the gold passages.

Every method ranks the same stored chunks of the knowledge base:

* ``bm25``: BM25 (the ``bm25s`` library, English stopwords) built over ``kb.chunks()``;
* ``vector-exact``: exact cosine over the embeddings (a full scan);
* ``vector-hnsw``: the HNSW index (what searches above 10k chunks in scope use);
* ``keyword`` / ``hybrid`` / ``rrf``: the knowledge base's Postgres full-text, hybrid (gated
  keyword score + cosine) and reciprocal-rank fusion modes.

For multi-hop questions one search is not expected to find every gold passage: the gap between
this recall and the Loop's (over all its searches) is what the Loop is for.
"""

from __future__ import annotations

import logging
import statistics
import time
from collections.abc import Callable, Sequence
from typing import Any

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.types import Chunk
from arcana_graph.evaluation.dataset import EvalQuestion
from arcana_graph.evaluation.metrics import recall_at_k

__all__ = ["RETRIEVAL_METHODS", "evaluate_retrieval"]

RETRIEVAL_METHODS: tuple[str, ...] = ("bm25", "vector-exact", "vector-hnsw", "keyword", "hybrid", "rrf")

Ranker = Callable[[str, int], list[Chunk]]


def evaluate_retrieval(
    kb: Any,
    questions: Sequence[EvalQuestion],
    *,
    ks: Sequence[int] = (1, 2, 5, 10),
    methods: Sequence[str] = RETRIEVAL_METHODS,
) -> dict[str, Any]:
    """Recall@k of the gold passages per method, overall and by question type, with latency.

    Returns ``{method: {"recall": {k: mean}, "by_type": {type: {k: mean}}, "p50_ms": ...}}`` over
    the answerable questions (passages counted once, at their best-ranked chunk).
    """
    unknown = [m for m in methods if m not in RETRIEVAL_METHODS]
    if unknown:
        raise ConfigurationError(f"unknown retrieval method(s) {unknown}; choose from {', '.join(RETRIEVAL_METHODS)}")
    answerable = [q for q in questions if q.answerable]
    depth = max(ks)
    report: dict[str, Any] = {}
    for method in methods:
        rank = _ranker(kb, method)
        per_question, latencies = [], []
        for question in answerable:
            started = time.perf_counter()
            chunks = rank(question.question, depth * 3)  # several chunks may share a passage
            latencies.append((time.perf_counter() - started) * 1000)
            passages = list(dict.fromkeys(f"{c.collection}/{c.source}" for c in chunks))
            per_question.append((question.type, {k: recall_at_k(passages, question.gold, k) for k in ks}))
        report[method] = {
            "recall": _mean_by_k(per_question, ks),
            "by_type": {
                kind: _mean_by_k([p for p in per_question if p[0] == kind], ks)
                for kind in dict.fromkeys(kind for kind, _ in per_question)
            },
            "p50_ms": round(statistics.median(latencies), 2) if latencies else None,
        }
    return report


def _mean_by_k(rows: list[tuple[str, dict[int, float]]], ks: Sequence[int]) -> dict[str, float]:
    return {str(k): round(statistics.fmean(r[k] for _, r in rows), 4) for k in ks} if rows else {}


def _ranker(kb: Any, method: str) -> Ranker:
    if method == "bm25":
        return _bm25_ranker(kb.chunks())
    options: dict[str, dict[str, Any]] = {
        "vector-exact": {"force_exact": True},
        "vector-hnsw": {"force_exact": False},
        "keyword": {"mode": "keyword"},
        "hybrid": {"mode": "hybrid"},
        "rrf": {"mode": "rrf"},
    }
    return lambda query, limit: kb.search(query, limit=limit, threshold=-1.0, **options[method])


def _bm25_ranker(chunks: list[Chunk]) -> Ranker:
    try:
        import bm25s
    except ImportError as exc:
        raise ConfigurationError(
            "the bm25 baseline needs bm25s: pip install 'arcana-graph[eval]' (or drop bm25 from the methods)"
        ) from exc
    logging.getLogger("bm25s").setLevel(logging.WARNING)  # it logs every index build at DEBUG
    if not chunks:
        return lambda query, limit: []
    index = bm25s.BM25()
    index.index(bm25s.tokenize([c.text for c in chunks], stopwords="en", show_progress=False), show_progress=False)

    def rank(query: str, limit: int) -> list[Chunk]:
        tokens = bm25s.tokenize([query], stopwords="en", show_progress=False)
        ids, _ = index.retrieve(tokens, k=min(limit, len(chunks)), show_progress=False)
        return [chunks[int(i)] for i in ids[0]]

    return rank
