"""GraphRAG benchmark: does one graph-fused search find the gold passages of multi-hop questions?

For each shipped evaluation set (``kestrel``, the default, and ``harbourline``) the corpus is
ingested into its own database with the real embedder (all-MiniLM-L6-v2) and the entity graph
built by the ``FastExtractor``. Then every answerable question is asked once per method, over
all the set's collections, and recall@5 of its gold passages is computed (passages counted once,
at their best-ranked chunk; one search of 15 chunks, as ``arcana_graph.evaluation.retrieval``
does):

* ``vector`` and ``hybrid``: the plain searches;
* ``graph+vector`` / ``graph+hybrid``: Arcana's expansion fused by RRF with that list;
* ``ppr+vector`` / ``ppr+hybrid``: personalised PageRank fused by RRF with that list;
* ``bridge+vector`` / ``bridge+hybrid``: the walk from the best passages to the passages about the
  entities they name (``arcana_graph.store.graph.bridge``), fused by RRF with that list.

Also measured: extraction throughput (chunks per second of the FastExtractor alone, no model
calls) and search p50 per method. ``--sweep`` adds the PPR settings grid used to pick the
defaults of ``GraphSearchSettings`` (specificity, matched_weight, passage_weight), written to
``benchmarks/results/graph-sweep.json``; ``--sweep-size`` the size of PPR's neighbourhood (entities
expanded per ring, chunks per entity), written to ``benchmarks/results/graph-sweep-size.json``.

Run ``python benchmarks/bench_graph.py [--sets kestrel harbourline] [--sweep] [--sweep-size]``; results are
printed and written to ``benchmarks/results/graph.json``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
import uuid
import warnings
from pathlib import Path
from typing import Any

import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from arcana_graph import FastExtractor, GraphSearchSettings, KnowledgeBase, LocalEmbeddings  # noqa: E402
from arcana_graph.evaluation.dataset import (  # noqa: E402
    collection_descriptions,
    eval_corpus_dir,
    load_questions,
)
from arcana_graph.evaluation.metrics import recall_at_k  # noqa: E402

RESULTS = Path(__file__).parent / "results" / "graph.json"
SWEEP_RESULTS = Path(__file__).parent / "results" / "graph-sweep.json"
SIZE_RESULTS = Path(__file__).parent / "results" / "graph-sweep-size.json"
METHODS: dict[str, tuple[str, Any]] = {
    "vector": ("vector", False),
    "hybrid": ("hybrid", False),
    "graph+vector": ("vector", "arcana"),
    "graph+hybrid": ("hybrid", "arcana"),
    "ppr+vector": ("vector", "ppr"),
    "ppr+hybrid": ("hybrid", "ppr"),
    "bridge+vector": ("vector", "bridge"),
    "bridge+hybrid": ("hybrid", "bridge"),
}
K = 5
TYPES = ("single-hop", "two-hop", "three-hop", "comparison")


def start_server(root: Path) -> Any:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
    return pgserver.get_server(root / "pgdata", cleanup_mode="delete")


def new_database(server: Any) -> str:
    name = f"bench_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(server.get_uri(), autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return str(server.get_uri(name))


def build(kb: KnowledgeBase, eval_set: str) -> dict[str, Any]:
    """Ingest the set's corpus with its graph; returns timings and graph size."""
    descriptions = collection_descriptions(eval_set)
    started = time.perf_counter()
    for folder in sorted(p for p in eval_corpus_dir(eval_set).iterdir() if p.is_dir()):
        report = kb.ingest(folder, collection=folder.name, description=descriptions.get(folder.name), graph=True)
        assert report.ok, report
    ingest_s = time.perf_counter() - started
    texts = [c.text for c in kb.chunks()]
    started = time.perf_counter()
    extracted = FastExtractor()(texts)
    extract_s = time.perf_counter() - started
    return {
        "chunks": len(texts),
        "ingest_with_graph_s": round(ingest_s, 2),
        "fast_extractor_chunks_per_s": round(len(texts) / extract_s, 1),
        "llm_calls_per_chunk": 0,
        "entities_per_chunk": round(statistics.fmean(len(e.entities) for e in extracted), 2),
        "relationships_per_chunk": round(statistics.fmean(len(e.relationships) for e in extracted), 2),
    }


def evaluate(kb: KnowledgeBase, questions: list[Any], mode: str, graph: Any) -> dict[str, Any]:
    """Recall@5 by question type and overall, and search p50, for one method."""
    by_type: dict[str, list[float]] = {}
    latencies = []
    for question in questions:
        started = time.perf_counter()
        chunks = kb.search(question.question, limit=K * 3, mode=mode, graph=graph)  # type: ignore[arg-type]
        latencies.append((time.perf_counter() - started) * 1000)
        passages = list(dict.fromkeys(f"{c.collection}/{c.source}" for c in chunks))
        by_type.setdefault(question.type, []).append(recall_at_k(passages, question.gold, K))
    every = [r for values in by_type.values() for r in values]
    return {
        "recall@5": {t: round(statistics.fmean(by_type[t]), 4) for t in TYPES if t in by_type}
        | {"all": round(statistics.fmean(every), 4)},
        "p50_ms": round(statistics.median(latencies), 1),
    }


def sweep(kb_for: Any, questions: list[Any]) -> list[dict[str, Any]]:
    """PPR (fused with hybrid) over a grid of its restart settings, on the multi-hop questions."""
    multi = [q for q in questions if q.type in ("two-hop", "three-hop")]
    rows = []
    for specificity, matched, passage in itertools.product((0.0, 0.5, 1.0), (0.5, 1.0), (0.0, 0.3)):
        settings = GraphSearchSettings(specificity=specificity, matched_weight=matched, passage_weight=passage)
        result = evaluate(kb_for(settings), multi, "hybrid", "ppr")
        rows.append({"specificity": specificity, "matched_weight": matched, "passage_weight": passage, **result})
        print(f"  sweep {rows[-1]}", flush=True)
    return rows


def sweep_size(kb_for: Any, questions: list[Any]) -> list[dict[str, Any]]:
    """PPR (fused with hybrid) over a grid of the neighbourhood's size (entities expanded per
    ring, chunks loaded per entity), on the multi-hop questions: what a smaller, faster
    neighbourhood costs in recall (``bench_graph_scale.py`` measures the time)."""
    multi = [q for q in questions if q.type in ("two-hop", "three-hop")]
    rows = []
    for expand, fanout in itertools.product((48, 24, 12), (40, 20, 10)):
        result = evaluate(kb_for(GraphSearchSettings(expand=expand, fanout=fanout)), multi, "hybrid", "ppr")
        rows.append({"expand": expand, "fanout": fanout, **result})
        print(f"  size {rows[-1]}", flush=True)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", default=["kestrel", "harbourline"])
    parser.add_argument("--sweep", action="store_true", help="also sweep the PPR restart settings")
    parser.add_argument("--sweep-size", action="store_true", help="also sweep the PPR neighbourhood's size")
    args = parser.parse_args()

    embedder = LocalEmbeddings()
    root = Path(tempfile.mkdtemp(prefix="agbg-", dir="/tmp"))
    server = start_server(root)
    results: dict[str, Any] = {
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count()},
        "k": K,
        "settings": {k: getattr(GraphSearchSettings(), k) for k in GraphSearchSettings.__slots__},
        "sets": {},
    }
    sweeps: dict[str, Any] = {}
    sizes: dict[str, Any] = {}
    try:
        for eval_set in args.sets:
            url = new_database(server)
            kb = KnowledgeBase(embedder, database_url=url)
            built = build(kb, eval_set)
            questions = [q for q in load_questions(eval_set=eval_set) if q.answerable]
            print(f"{eval_set}: {built}", flush=True)
            methods = {}
            for name, (mode, graph) in METHODS.items():
                methods[name] = evaluate(kb, questions, mode, graph)
                print(f"  {name:13s} {methods[name]}", flush=True)
            entry: dict[str, Any] = {"build": built, "questions": len(questions), "methods": methods}
            if args.sweep or args.sweep_size:
                opened: list[KnowledgeBase] = []

                def kb_for(settings: GraphSearchSettings, url: str = url, opened: list = opened) -> KnowledgeBase:
                    opened.append(KnowledgeBase(embedder, database_url=url, graph_settings=settings))
                    return opened[-1]

                if args.sweep:
                    sweeps[eval_set] = sweep(kb_for, questions)
                if args.sweep_size:
                    sizes[eval_set] = sweep_size(kb_for, questions)
                for other in opened:
                    other.close()
            results["sets"][eval_set] = entry
            kb.close()
    finally:
        server.cleanup()
        shutil.rmtree(root, ignore_errors=True)
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(f"written to {RESULTS}")
    if sweeps:
        SWEEP_RESULTS.write_text(json.dumps(sweeps, indent=2) + "\n", encoding="utf-8")
        print(f"written to {SWEEP_RESULTS}")
    if sizes:
        SIZE_RESULTS.write_text(json.dumps(sizes, indent=2) + "\n", encoding="utf-8")
        print(f"written to {SIZE_RESULTS}")


if __name__ == "__main__":
    main()
