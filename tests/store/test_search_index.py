"""HNSW against exact search on real MiniLM embeddings, and the small-scope fallback."""

from __future__ import annotations

import itertools
from pathlib import Path

import psycopg
import pytest

from arcana_graph import ChunkingConfig, SearchSettings

pytestmark = pytest.mark.postgres

SUBJECTS = [
    "The keeper",
    "A fisherman",
    "The ferry captain",
    "An apothecary",
    "The clockmaker",
    "A glassblower",
    "The harbour master",
    "A young sailor",
    "The librarian",
    "An engineer",
    "The museum guide",
    "A herring merchant",
]
VERBS = [
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
]
OBJECTS = [
    "the brass lens",
    "a broken oar",
    "the storm lantern",
    "twelve barrels of kelp ash",
    "the tower clock",
    "a map of the dunes",
    "the ferry timetable",
    "a jar of mercury",
    "the stone breakwater",
    "an old logbook",
]
QUERIES = [
    "Who fixed the lighthouse lamp?",
    "someone selling fish at the port",
    "a sailor lost an oar",
    "measuring the tide at the breakwater",
    "the museum has old maps",
    "polishing glass prisms",
    "a merchant counting barrels",
    "clock repairs in the tower",
    "photographs of the ferry",
    "an engineer and mercury",
    "the librarian reads a logbook",
    "painting the lantern red",
]


@pytest.fixture()
def corpus(tmp_path: Path) -> Path:
    sentences = [f"{s} {v} {o}." for s, v, o in itertools.product(SUBJECTS, VERBS, OBJECTS)]
    path = tmp_path / "sentences.txt"
    path.write_text("\n\n".join(sentences), encoding="utf-8")
    return path


def test_hnsw_agrees_with_exact_search(make_kb, minilm, corpus: Path, database_url: str) -> None:
    kb = make_kb(
        minilm,
        chunking=ChunkingConfig(chunk_size=60, chunk_overlap=0),
        search_settings=SearchSettings(hnsw_ef_search=100),
    )
    report = kb.ingest(corpus, collection="sentences")
    assert report.chunk_count == len(SUBJECTS) * len(VERBS) * len(OBJECTS)

    recalls = []
    for query in QUERIES:
        exact = [c.id for c in kb.search(query, limit=10, force_exact=True)]
        approx = [c.id for c in kb.search(query, limit=10, force_exact=False)]
        assert len(exact) == 10
        recalls.append(len(set(exact) & set(approx)) / 10)
    assert sum(recalls) / len(recalls) >= 0.95, recalls

    # The approximate path really is an index scan (same query shape, same planner settings).
    vector = minilm.embed_query(QUERIES[0])
    with psycopg.connect(database_url) as conn:
        conn.execute("SET enable_seqscan = off")
        plan = "\n".join(
            r[0]
            for r in conn.execute(
                "EXPLAIN SELECT id FROM arcana_chunks ORDER BY embedding <=> %s::vector LIMIT 10", (str(vector),)
            )
        )
    assert "arcana_chunks_embedding_hnsw" in plan


def test_a_small_collection_in_a_large_table_still_gets_full_results(
    make_kb, minilm, corpus: Path, tmp_path: Path
) -> None:
    # Force the index path (exact_search_below=0) with a tiny candidate list: post-filtering
    # the index's 10 candidates to the 3-chunk collection would leave nothing.
    kb = make_kb(
        minilm,
        chunking=ChunkingConfig(chunk_size=60, chunk_overlap=0),
        search_settings=SearchSettings(hnsw_ef_search=10, exact_search_below=0),
    )
    kb.ingest(corpus, collection="big")
    tiny = tmp_path / "tiny.txt"
    tiny.write_text(
        "Quarterly revenue grew by nine percent.\n\nThe board of directors met in May.\n\n"
        "Eleven new hires joined the sales team."
    )
    kb.ingest(tiny, collection="tiny")

    query = "The keeper repaired the brass lens."
    starved = kb.search(query, collections="tiny", limit=3, threshold=-1.0, force_exact=False)
    assert len(starved) < 3, "the raw index path is starved by post-filtering"
    hits = kb.search(query, collections="tiny", limit=3, threshold=-1.0)
    assert len(hits) == 3
    assert {h.collection for h in hits} == {"tiny"}
