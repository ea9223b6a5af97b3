"""Graph search latency at scale: p50 of graph-fused search against hybrid search at ~10k chunks.

The issue's target: graph search p50 at 10k chunks <= 2 x hybrid search p50. A fictional corpus
is generated (people, firms, towns and works with invented names, each paragraph a few linked
facts, so the FastExtractor finds several entities and links per chunk), ingested with its entity
graph into an embedded Postgres, and the same questions are searched with ``hybrid``,
``graph="arcana"`` and ``graph="ppr"`` (both fused with hybrid), interleaved (A B C A B C ...) so
machine noise hits all three alike. Embeddings are a fixed hash of the words (384 dimensions):
every method embeds the query the same way and runs the same vector search, so what differs is the
graph's own work; recall is not measured here (``bench_graph.py`` measures it on the shipped sets).

Run ``python benchmarks/bench_graph_scale.py [--chunks 10000] [--queries 40] [--rounds 3] [--keep DIR]``;
results are printed and written to ``benchmarks/results/graph-scale.json``. ``--keep DIR`` keeps the
built corpus and its database in ``DIR`` and reuses them on the next run (ingest takes minutes), so
two versions of the code can be compared on the same database.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any

from langchain_core.embeddings import Embeddings

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from arcana_graph import ChunkingConfig, KnowledgeBase  # noqa: E402

RESULTS = Path(__file__).parent / "results" / "graph-scale.json"
PARAGRAPHS_PER_FILE = 10
METHODS = {"hybrid": False, "graph+hybrid": "arcana", "ppr+hybrid": "ppr", "bridge+hybrid": "bridge"}


class WordHashEmbeddings(Embeddings):
    """A fixed embedding: each word adds a signed unit to one of 384 dimensions (no model)."""

    dimensions = 384

    def _embed(self, text: str) -> list[float]:
        vector = [0.0] * self.dimensions
        for word in text.lower().split():
            digest = hashlib.blake2b(word.strip(".,?!").encode(), digest_size=4).digest()
            slot = int.from_bytes(digest[:3], "big") % self.dimensions
            vector[slot] += 1.0 if digest[3] & 1 else -1.0
        norm = math.sqrt(sum(v * v for v in vector)) or 1.0
        return [v / norm for v in vector]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._embed(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._embed(text)


def _names(rng: random.Random, count: int, suffixes: tuple[str, ...] = ("",)) -> list[str]:
    """``count`` distinct invented names from syllables (no real person, firm or town); at most
    1,500 x ``len(suffixes)`` exist."""
    assert count <= 1500 * len(suffixes), "not enough syllable combinations"
    starts = ["Bra", "Cor", "Dun", "Fen", "Hal", "Kel", "Lor", "Mar", "Ost", "Pel", "Quin", "Ros", "Sel", "Tor", "Vel"]
    middles = ["an", "el", "ir", "om", "ur", "ast", "enn", "ow", "ar", "is"]
    ends = ["ick", "ley", "mouth", "ton", "wick", "by", "dale", "mere", "holt", "an"]
    found: set[str] = set()
    while len(found) < count:
        word = rng.choice(starts) + rng.choice(middles) + rng.choice(ends)
        found.add(word + rng.choice(suffixes))
    return sorted(found)


def corpus(folder: Path, chunks: int, seed: int = 7) -> list[str]:
    """Write the fictional corpus (``chunks`` paragraphs, ten per file); returns questions about it."""
    rng = random.Random(seed)
    first_names, surnames = _names(rng, 60), _names(rng, 80)
    people = rng.sample([f"{f} {s}" for f in first_names for s in surnames], 3000)
    firms = _names(rng, 1500, (" Works", " Yard", " Mill", " Foundry", " Company"))
    towns = _names(rng, 600)
    works = _names(rng, 1500, (" Bridge", " Viaduct", " Hall", " Lighthouse", " Station"))
    questions: list[str] = []
    files = math.ceil(chunks / PARAGRAPHS_PER_FILE)
    for number in range(files):
        paragraphs = []
        for _ in range(PARAGRAPHS_PER_FILE):
            person, partner = rng.sample(people, 2)
            firm, work, town, other = rng.choice(firms), rng.choice(works), rng.choice(towns), rng.choice(towns)
            year = rng.randint(1820, 1960)
            paragraphs.append(
                f"{person} was born in {town} in {year}. {person} founded the {firm} with {partner} in "
                f"{other}. The {firm} built the {work} near {town} in {year + rng.randint(5, 40)}, and "
                f"{partner} designed its iron frame. Later the {work} was repaired by the {rng.choice(firms)}, "
                f"which {rng.choice(people)} ran from {other} for many years."
            )
            if len(questions) < 400 and rng.random() < 0.05:
                questions.append(
                    rng.choice(
                        [
                            f"Where was the founder of the {firm} born?",
                            f"Who founded the firm that built the {work}?",
                            f"Who designed the frame of the bridge the {firm} built near {town}?",
                        ]
                    )
                )
        (folder / f"doc{number:05d}.md").write_text("\n\n".join(paragraphs) + "\n", encoding="utf-8")
    return questions


def timed(kb: KnowledgeBase, question: str, graph: Any) -> float:
    started = time.perf_counter()
    kb.search(question, limit=10, mode="hybrid", graph=graph)
    return (time.perf_counter() - started) * 1000


def _built(kb: KnowledgeBase, docs: Path, chunks: int, kept: Path | None) -> tuple[list[str], float | None]:
    """Write the corpus and ingest it with its graph; returns its questions and the ingest time.
    With ``kept`` (``--keep``) a corpus built there before with as many chunks is reused as it is
    (its ingest time is then None) and a new one is recorded there."""
    record = kept / "built.json" if kept is not None else None
    if record is not None and record.exists():
        built = json.loads(record.read_text(encoding="utf-8"))
        if built["chunks"] == chunks:
            print(f"reusing the corpus built in {kept}", flush=True)
            return list(built["questions"]), None
    docs.mkdir(exist_ok=True)
    questions = corpus(docs, chunks)
    started = time.perf_counter()
    report = kb.ingest(docs, collection="scale", graph=True)
    ingest_s = time.perf_counter() - started
    assert report.ok, report
    if record is not None:
        record.write_text(json.dumps({"chunks": chunks, "questions": questions}), encoding="utf-8")
    return questions, ingest_s


def measure(kb: KnowledgeBase, questions: list[str], rounds: int) -> dict[str, list[float]]:
    """Latencies (ms) of each method over ``rounds`` of ``questions``, the methods interleaved."""
    for question in questions[:5]:  # warm caches and the HNSW index pages
        for graph in METHODS.values():
            timed(kb, question, graph)
    latencies: dict[str, list[float]] = {name: [] for name in METHODS}
    for _ in range(rounds):
        for question in questions:
            for name, graph in METHODS.items():
                latencies[name].append(timed(kb, question, graph))
    return latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chunks", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--keep",
        type=Path,
        help="keep the corpus and its database in this folder and reuse them on the next run with as many "
        "chunks (default: a temporary folder, deleted); to compare code versions on the same database",
    )
    args = parser.parse_args()
    kept = args.keep.resolve() if args.keep is not None else None
    if kept is not None:
        kept.mkdir(parents=True, exist_ok=True)
    root = kept or Path(tempfile.mkdtemp(prefix="agscale-", dir="/tmp"))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
    server = pgserver.get_server(root / "pgdata", cleanup_mode="stop" if kept else "delete")
    try:
        kb = KnowledgeBase(
            WordHashEmbeddings(),
            database_url=server.get_uri(),
            chunking=ChunkingConfig(chunk_size=700, chunk_overlap=0),
        )
        questions, ingest_s = _built(kb, root / "docs", args.chunks, kept)
        questions = questions[: args.queries]
        stored = sum(i.chunk_count for i in kb.collections())
        if ingest_s is not None:
            print(f"ingested {stored} chunks with their graph in {ingest_s:.0f} s", flush=True)
        latencies = measure(kb, questions, args.rounds)
        kb.close()
    finally:
        server.cleanup()
        if kept is None:
            shutil.rmtree(root, ignore_errors=True)
    hybrid_p50 = statistics.median(latencies["hybrid"])
    result = {
        "chunks": stored,
        "ingest_with_graph_s": None if ingest_s is None else round(ingest_s, 1),
        "queries": len(questions),
        "rounds": args.rounds,
        "methods": {
            name: {
                "p50_ms": round(statistics.median(values), 1),
                "p95_ms": round(statistics.quantiles(values, n=20)[-1], 1),
                "p50_ratio_to_hybrid": round(statistics.median(values) / hybrid_p50, 2),
            }
            for name, values in latencies.items()
        },
    }
    print(json.dumps(result, indent=2))
    RESULTS.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"written to {RESULTS}")


if __name__ == "__main__":
    main()
