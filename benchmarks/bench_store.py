"""Knowledge-base benchmarks: ingest vs embedder-only throughput, search latency and recall.

Run with ``make bench`` (or ``python benchmarks/bench_store.py [--quick]``). Every ratio is
measured side by side in one run on the same machine, so machine noise affects both sides.

1. Ingest throughput: the same chunks are embedded alone (the physical limit: the embedder) and
   ingested through ``KnowledgeBase.ingest`` (read, split, embed, write per document). Runs are
   interleaved A-B-A and the ratio uses the mean of the two embedder-only runs.
2. Search latency (p50/p95) and recall@10 of the HNSW path against an exact scan, at 10k chunks of
   real all-MiniLM-L6-v2 embeddings and at 100k clustered synthetic 384-d vectors.

Results are printed and written to ``benchmarks/results/store.json``.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import platform
import random
import shutil
import statistics
import sys
import tempfile
import time
import uuid
import warnings
from pathlib import Path

import numpy as np
import psycopg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

from arcana_graph import ChunkingConfig, KnowledgeBase, LocalEmbeddings, SearchSettings  # noqa: E402
from arcana_graph.store.chunking import split_text  # noqa: E402
from arcana_graph.store.loaders import load_file  # noqa: E402
from arcana_graph.store.schema import ensure_schema  # noqa: E402
from arcana_graph.store.search import resolve_scope, search_chunks  # noqa: E402

RESULTS = Path(__file__).parent / "results" / "store.json"
WORDS = (
    "harbour lighthouse keeper lens prism clockwork storm ferry glass furnace kelp herring "
    "breakwater tide lantern logbook mercury brass mechanic merchant library museum dune sand "
    "apothecary optics chronometer tower engine cousin winter summer market boat rope sail"
).split()


def start_server(root: Path) -> object:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
    return pgserver.get_server(root / "pgdata", cleanup_mode="delete")


def new_database(server: object) -> str:
    name = f"bench_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(server.get_uri(), autocommit=True) as conn:  # type: ignore[attr-defined]
        conn.execute(f'CREATE DATABASE "{name}"')
    return str(server.get_uri(name))  # type: ignore[attr-defined]


def write_corpus(folder: Path, documents: int, rng: random.Random) -> None:
    """Documents of ~4 paragraphs of ~900 characters (~220 word pieces each), like real prose."""
    folder.mkdir(parents=True)
    for d in range(documents):
        paragraphs = []
        for _ in range(4):
            sentences = [
                " ".join(rng.choice(WORDS) for _ in range(rng.randint(8, 14))).capitalize() + "." for _ in range(12)
            ]
            paragraphs.append(" ".join(sentences))
        (folder / f"doc{d:04d}.md").write_text(f"# Document {d}\n\n" + "\n\n".join(paragraphs))


def bench_ingest(server: object, embedder: LocalEmbeddings, documents: int, tmp: Path) -> dict[str, float]:
    corpus = tmp / "corpus"
    write_corpus(corpus, documents, random.Random(7))
    chunking = ChunkingConfig(chunk_size=1000, chunk_overlap=100)
    texts = [p.text for f in sorted(corpus.iterdir()) for p in split_text(load_file(f), chunking)]
    embedder.embed_documents(texts[:8])  # load the model before any timing

    def embed_only() -> float:
        start = time.perf_counter()
        for i in range(0, len(texts), 64):
            embedder.embed_documents(texts[i : i + 64])
        return len(texts) / (time.perf_counter() - start)

    def ingest() -> float:
        kb = KnowledgeBase(embedder, database_url=new_database(server), chunking=chunking)
        kb.collections()  # connect before timing: the pool is opened once per process in practice
        start = time.perf_counter()
        report = kb.ingest(corpus, collection="bench")
        elapsed = time.perf_counter() - start
        kb.close()
        assert report.ok and report.chunk_count == len(texts), report
        return len(texts) / elapsed

    first = embed_only()
    ingested = ingest()
    second = embed_only()
    embed_rate = (first + second) / 2
    return {
        "chunks": len(texts),
        "embed_only_chunks_per_s": round(embed_rate, 2),
        "ingest_chunks_per_s": round(ingested, 2),
        "ratio": round(ingested / embed_rate, 3),
    }


def real_sentences(count: int) -> list[str]:
    rng = random.Random(11)
    subjects = [
        f"The {a} {b}"
        for a, b in itertools.product(
            ["old", "young", "tired", "careful", "famous"], ["keeper", "sailor", "merchant", "clockmaker", "librarian"]
        )
    ]
    verbs = [
        "repaired",
        "painted",
        "sold",
        "described",
        "measured",
        "polished",
        "carried",
        "counted",
        "photographed",
        "forgot",
        "found",
        "lost",
        "cleaned",
        "weighed",
        "borrowed",
        "mended",
        "buried",
        "hid",
        "drew",
        "named",
    ]
    objects = [
        f"{q} {n}"
        for q, n in itertools.product(
            ["the brass", "a broken", "the storm", "an old", "the heavy"],
            ["lens", "oar", "lantern", "barrel", "clock", "map", "timetable", "logbook", "rope", "sail"],
        )
    ]
    sentences = [
        f"{s} {v} {o} near the {rng.choice(WORDS)}." for s, v, o in itertools.product(subjects, verbs, objects)
    ]
    rng.shuffle(sentences)
    return sentences[:count]


def load_vectors(url: str, vectors: np.ndarray, texts: list[str]) -> None:
    """Bulk-load chunks with COPY, then build the HNSW index once (as a migration would)."""
    dims = vectors.shape[1]
    with psycopg.connect(url) as conn:
        from pgvector.psycopg import register_vector

        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        register_vector(conn)
        ensure_schema(conn, dimensions=dims, model="bench")
        conn.execute("DROP INDEX arcana_chunks_embedding_hnsw")
        cid = conn.execute("INSERT INTO arcana_collections (name) VALUES ('bench') RETURNING id").fetchone()[0]
        per_doc = 1000
        for d in range(0, len(texts), per_doc):
            conn.execute(
                "INSERT INTO arcana_documents (id, collection_id, source_id, chunk_count, content_sha256, fingerprint)"
                " VALUES (%s, %s, %s, %s, '', '')",
                (f"d{d}", cid, f"doc{d}", min(per_doc, len(texts) - d)),
            )
        with (
            conn.cursor() as cur,
            cur.copy(
                "COPY arcana_chunks (id, document_id, collection_id, chunk_index, text, embedding)"
                " FROM STDIN WITH (FORMAT BINARY)"
            ) as copy,
        ):
            copy.set_types(["text", "text", "int8", "int4", "text", "vector"])
            for i, (text, vector) in enumerate(zip(texts, vectors, strict=True)):
                copy.write_row((f"c{i}", f"d{(i // per_doc) * per_doc}", cid, i % per_doc, text, vector))
        conn.commit()
        conn.execute("SET maintenance_work_mem = '1GB'")
        start = time.perf_counter()
        conn.execute(
            "CREATE INDEX arcana_chunks_embedding_hnsw ON arcana_chunks "
            "USING hnsw (embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64)"
        )
        conn.commit()
        print(f"    HNSW build over {len(texts)} rows: {time.perf_counter() - start:.1f} s", flush=True)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("VACUUM ANALYZE arcana_chunks")


def measure_search(url: str, queries: np.ndarray, ef_values: list[int]) -> dict[str, object]:
    from pgvector.psycopg import register_vector

    out: dict[str, object] = {}
    with psycopg.connect(url, prepare_threshold=None) as conn:
        register_vector(conn)
        scope = resolve_scope(conn, None)

        def run(force_exact: bool, ef: int) -> tuple[list[list[str]], list[float]]:
            settings = SearchSettings(hnsw_ef_search=ef)
            ids, times = [], []
            for q in queries:
                start = time.perf_counter()
                hits = search_chunks(
                    conn,
                    query="",
                    query_vector=q,
                    scope=scope,
                    limit=10,
                    threshold=-1.0,
                    mode="vector",
                    settings=settings,
                    force_exact=force_exact,
                )
                times.append((time.perf_counter() - start) * 1000)
                ids.append([h.id for h in hits])
            return ids, times

        run(True, 100)  # warm the cache
        exact_ids, exact_ms = run(True, 100)
        out["exact"] = {
            "p50_ms": round(statistics.median(exact_ms), 2),
            "p95_ms": round(float(np.percentile(exact_ms, 95)), 2),
        }
        for ef in ef_values:
            ids, ms = run(False, ef)
            recall = statistics.mean(len(set(a) & set(e)) / 10 for a, e in zip(ids, exact_ids, strict=True))
            out[f"hnsw_ef{ef}"] = {
                "p50_ms": round(statistics.median(ms), 2),
                "p95_ms": round(float(np.percentile(ms, 95)), 2),
                "recall_at_10": round(recall, 3),
                "p50_vs_exact": round(statistics.median(ms) / statistics.median(exact_ms), 3),
            }
    return out


def clustered(n: int, dims: int, rng: np.random.Generator, centers: np.ndarray) -> np.ndarray:
    labels = rng.integers(0, len(centers), size=n)
    points = centers[labels] + rng.normal(0, 0.06, size=(n, dims))
    return (points / np.linalg.norm(points, axis=1, keepdims=True)).astype(np.float32)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller sizes (smoke run)")
    args = parser.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="agbench-", dir="/tmp"))
    server = start_server(tmp)
    embedder = LocalEmbeddings()
    results: dict[str, object] = {
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "date": time.strftime("%Y-%m-%d"),
    }
    try:
        print("1. ingest vs embedder-only", flush=True)
        results["ingest"] = bench_ingest(server, embedder, 10 if args.quick else 60, tmp)
        print("   ", results["ingest"], flush=True)

        real_n = 1000 if args.quick else 10_000
        print(f"2. search over {real_n} real MiniLM embeddings", flush=True)
        texts = real_sentences(real_n + 100)
        start = time.perf_counter()
        vectors = np.asarray(embedder.embed_documents(texts), dtype=np.float32)
        print(f"    embedded {len(texts)} sentences in {time.perf_counter() - start:.0f} s", flush=True)
        url = new_database(server)
        load_vectors(url, vectors[:real_n], texts[:real_n])
        results[f"search_real_{real_n}"] = measure_search(url, vectors[real_n:], [40, 100, 200])
        print("   ", results[f"search_real_{real_n}"], flush=True)

        synth_n = 10_000 if args.quick else 100_000
        print(f"3. search over {synth_n} clustered synthetic vectors", flush=True)
        rng = np.random.default_rng(3)
        centers = rng.normal(0, 1, size=(200, 384))
        centers /= np.linalg.norm(centers, axis=1, keepdims=True)
        url = new_database(server)
        load_vectors(url, clustered(synth_n, 384, rng, centers), [f"synthetic chunk {i}" for i in range(synth_n)])
        results[f"search_synthetic_{synth_n}"] = measure_search(url, clustered(100, 384, rng, centers), [40, 100, 200])
        print("   ", results[f"search_synthetic_{synth_n}"], flush=True)
    finally:
        server.cleanup()  # type: ignore[attr-defined]
        shutil.rmtree(tmp, ignore_errors=True)
    if not args.quick:
        RESULTS.write_text(json.dumps(results, indent=2) + "\n")
        print(f"written to {RESULTS}")
    else:
        print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
