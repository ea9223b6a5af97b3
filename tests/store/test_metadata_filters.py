"""Document metadata and filters on a real Postgres: where metadata comes from, the SQL agreeing
with the Python semantics, tenants, and HNSW that does not starve under a selective filter."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import psycopg
import pytest

from arcana_graph import ConfigurationError
from arcana_graph.core.filters import matches, parse_filter
from arcana_graph.store.search import SearchSettings
from tests.fakes import HashEmbeddings

pytestmark = pytest.mark.postgres

TENANTS = ("acme", "globex", "initech")


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _metadata(i: int) -> dict[str, object]:
    """Varied metadata: every key present in some documents and missing in others."""
    data: dict[str, object] = {"tenant": TENANTS[i % 3], "year": 2015 + i % 9}
    if i % 2:
        data["public"] = i % 4 == 1
    if i % 5:
        data["lang"] = ["en", "fr", "de"][i % 3 if i % 7 else 0]
    if i % 3 == 0:
        data["date"] = f"20{10 + i % 15}-0{1 + i % 9}-1{i % 10}"
    if i % 11 == 0:
        data["year"] = str(data["year"])  # the same key with another JSON type
    return data


def _random_filter(rng: random.Random, depth: int = 0) -> dict[str, object]:
    leaves = [
        lambda: {"tenant": rng.choice(TENANTS)},
        lambda: {"year": {rng.choice(["$gt", "$gte", "$lt", "$lte"]): rng.randint(2014, 2024)}},
        lambda: {"year": {"$ne": rng.randint(2015, 2023)}},
        lambda: {"year": str(rng.randint(2015, 2023))},
        lambda: {"public": rng.choice([True, False])},
        lambda: {"lang": {rng.choice(["$in", "$nin"]): rng.sample(["en", "fr", "de", "es"], rng.randint(1, 3))}},
        lambda: {"date": {rng.choice(["$gte", "$lt"]): f"20{rng.randint(10, 24)}-05-01"}},
        lambda: {rng.choice(["date", "public", "lang"]): {"$exists": rng.choice([True, False])}},
    ]
    if depth < 2 and rng.random() < 0.4:
        op = rng.choice(["$and", "$or"])
        return {op: [_random_filter(rng, depth + 1) for _ in range(rng.randint(1, 3))]}
    if depth < 2 and rng.random() < 0.1:
        return {"$not": _random_filter(rng, depth + 1)}
    return rng.choice(leaves)()


@pytest.fixture()
def catalogue(make_kb, tmp_path):
    """48 one-chunk documents in two collections, each ingested with its own metadata."""
    kb = make_kb(HashEmbeddings())
    stored: dict[str, dict[str, object]] = {}
    for i in range(48):
        collection = "reports" if i % 4 else "notes"
        path = _write(tmp_path / f"doc{i}.txt", f"Report {i} on harbour cranes, tides and cargo number {i}.")
        report = kb.ingest(path, collection=collection, metadata=_metadata(i))
        assert report.ok
        stored[f"doc{i}.txt"] = _metadata(i)
    return kb, stored


def test_the_sql_filter_keeps_exactly_what_the_python_semantics_keep(catalogue):
    kb, stored = catalogue
    rng = random.Random(7)
    checked = 0
    for _ in range(150):
        raw = _random_filter(rng)
        tree = parse_filter(raw)
        expected = {source for source, meta in stored.items() if matches(tree, meta)}
        listed = {c.source for c in kb.chunks(filter=raw)}
        assert listed == expected, raw
        found = {c.source for c in kb.search("harbour cranes cargo", limit=100, filter=raw, threshold=-1)}
        assert found == expected, raw
        checked += bool(expected) and len(expected) < len(stored)
    assert checked > 50, "most filters kept some documents and dropped others"


def test_search_results_carry_their_documents_metadata(catalogue):
    kb, _ = catalogue
    hits = kb.search("cargo", collections="reports", filter={"tenant": "globex", "year": {"$gte": 2020}}, limit=50)
    assert hits
    for chunk in hits:
        assert chunk.metadata["tenant"] == "globex" and chunk.metadata["year"] >= 2020
        assert {"start_char", "end_char"} <= set(chunk.metadata)


def test_every_search_mode_sync_and_async_honours_the_filter(catalogue):
    kb, stored = catalogue
    wanted = {s for s, m in stored.items() if m["tenant"] == "initech"}
    for mode in ("vector", "keyword", "hybrid", "rrf"):
        hits = kb.search("harbour cargo", mode=mode, limit=100, filter={"tenant": "initech"}, threshold=-1)
        assert hits and {c.source for c in hits} <= wanted, mode
        ahits = asyncio.run(
            kb.asearch("harbour cargo", mode=mode, limit=100, filter={"tenant": "initech"}, threshold=-1)
        )
        assert [c.id for c in ahits] == [c.id for c in hits], mode
    docs = kb.as_retriever(k=100, filter={"tenant": "initech"}).invoke("harbour cargo")
    assert docs and {d.metadata["tenant"] for d in docs} == {"initech"}


def test_a_graph_search_under_a_filter_returns_only_what_the_filter_keeps(make_kb, tmp_path):
    kb = make_kb(HashEmbeddings())
    _write(tmp_path / "a" / "railway.md", "Brack & Oduya built the Kestrel Valley Railway. Samuel Brack founded it.")
    _write(tmp_path / "b" / "railway.md", "Brack & Oduya built the Kestrel Valley Railway in 1901 for Dunmere.")
    kb.ingest(tmp_path / "a", collection="valley", metadata={"tenant": "acme"}, graph=True)
    kb.ingest(tmp_path / "b", collection="valley2", metadata={"tenant": "globex"}, graph=True)
    hits = kb.search("Who founded Brack & Oduya?", graph="ppr", filter={"tenant": "acme"}, limit=10, threshold=-1)
    assert hits and {c.metadata["tenant"] for c in hits} == {"acme"}
    assert all("graph_rank" not in c.metadata for c in hits)


def test_a_selective_filter_does_not_starve_the_hnsw_index(make_kb, tmp_path):
    """One tenant in 40 over a table searched through HNSW: the filtered search returns as many
    chunks as the exact scan, the same ones."""
    kb = make_kb(HashEmbeddings(), search_settings=SearchSettings(exact_search_below=0, hnsw_ef_search=10))
    for i in range(200):
        tenant = "small" if i % 40 == 0 else "big"
        _write(tmp_path / tenant / f"n{i}.txt", f"Note {i} about tides, cranes and ferries near pier {i}.")
    kb.ingest(tmp_path / "big", collection="notes", metadata={"tenant": "big"})
    kb.ingest(tmp_path / "small", collection="notes", metadata={"tenant": "small"})
    exact = kb.search("ferries pier", limit=5, filter={"tenant": "small"}, force_exact=True, threshold=-1)
    assert len(exact) == 5
    indexed = kb.search("ferries pier", limit=5, filter={"tenant": "small"}, threshold=-1)
    assert [c.id for c in indexed] == [c.id for c in exact]


def test_metadata_comes_from_sidecars_front_matter_and_the_call_in_that_order(make_kb, tmp_path):
    body = "# Leave policy\n\nStaff get twenty days of leave a year.\n"
    front = "---\ntenant: legal\nyear: 2024\nreviewed: 2024-05-01\ntags: [hr, leave]\n---\n"
    _write(tmp_path / "docs" / "leave.md", front + body)
    _write(tmp_path / "docs" / "leave.md.meta.json", json.dumps({"owner": "hr", "tenant": "sidecar"}))
    _write(tmp_path / "docs" / "pay.txt", "Salaries are paid on the last working day of the month.")
    _write(tmp_path / "docs" / "pay.txt.meta.json", json.dumps({"owner": "finance"}))
    kb = make_kb(HashEmbeddings())

    report = kb.ingest(tmp_path / "docs", collection="handbook", metadata={"region": "eu"})
    assert report.ok and len(report.files) == 2 and not report.skipped, "sidecars are not documents"

    [leave] = kb.search("leave", filter={"owner": "hr"}, limit=5)
    assert {k: leave.metadata[k] for k in ("tenant", "year", "reviewed", "tags", "owner", "region")} == {
        "tenant": "legal",  # front matter over sidecar
        "year": 2024,
        "reviewed": "2024-05-01",  # YAML dates become ISO strings
        "tags": ["hr", "leave"],
        "owner": "hr",
        "region": "eu",
    }
    assert "tenant:" not in leave.text, "front matter is cut from the indexed text"
    text = (tmp_path / "docs" / "leave.md").read_text()
    assert text[leave.metadata["start_char"] : leave.metadata["end_char"]] == leave.text, "offsets count from the file"
    [pay] = kb.search("salaries", filter={"owner": "finance", "region": "eu"}, limit=5)
    assert pay.source == "pay.txt"

    # The call wins: a file cannot tag itself into another tenant.
    kb.ingest(tmp_path / "docs", collection="handbook", metadata={"tenant": "ops"})
    assert {c.metadata["tenant"] for c in kb.chunks("handbook")} == {"ops"}


def test_bad_metadata_is_a_one_line_error_and_the_previous_version_stays(make_kb, tmp_path):
    kb = make_kb(HashEmbeddings())
    path = _write(tmp_path / "leave.md", "---\ntenant: legal\n---\nTwenty days of leave.\n")
    assert kb.ingest(path, collection="handbook").ok

    path.write_text("---\ntenant: [legal\n---\nThirty days of leave.\n", encoding="utf-8")
    report = kb.ingest(path, collection="handbook")
    [failed] = report.files
    assert failed.status == "failed" and "front matter is not valid YAML" in failed.error
    assert "\n" not in failed.error
    [kept] = kb.chunks("handbook")
    assert "Twenty days" in kept.text and kept.metadata["tenant"] == "legal"

    _write(tmp_path / "leave.md.meta.json", "[1, 2]")
    path.write_text("Thirty days of leave.\n", encoding="utf-8")
    [failed] = kb.ingest(path, collection="handbook").files
    assert failed.status == "failed" and "must hold a JSON object" in failed.error

    with pytest.raises(ConfigurationError, match="not a JSON value"):
        kb.ingest(path, collection="handbook", metadata={"when": object()})
    with pytest.raises(ConfigurationError, match="unknown operator"):
        kb.search("leave", filter={"tenant": {"$regex": "le.*"}})


def test_filters_use_the_metadata_index(catalogue, database_url):
    with psycopg.connect(database_url) as conn:
        conn.execute("SET enable_seqscan = off")
        plan = "\n".join(
            r[0]
            for r in conn.execute(
                "EXPLAIN SELECT id FROM arcana_documents WHERE metadata @> %s::jsonb", ('{"tenant": "acme"}',)
            ).fetchall()
        )
    assert "arcana_documents_metadata" in plan


def test_string_ranges_compare_by_code_point_in_sql_as_in_python(make_kb, tmp_path):
    kb = make_kb(HashEmbeddings())
    values = ["a", "Z", "b", "2024-1-5", "2024-10-1", "Ärger", "zebra"]
    for i, value in enumerate(values):
        path = _write(tmp_path / f"d{i}.txt", f"Harbour note {i} about cranes.")
        kb.ingest(path, collection="notes", metadata={"label": value})
    for raw in (
        {"label": {"$gt": "Z"}},
        {"label": {"$lt": "b"}},
        {"label": {"$gte": "2024-10-1"}},
        {"label": {"$lte": "Ä"}},
    ):
        expected = {f"d{i}.txt" for i, v in enumerate(values) if matches(parse_filter(raw), {"label": v})}
        assert {c.source for c in kb.chunks(filter=raw)} == expected, raw


def test_keys_the_knowledge_base_sets_itself_are_refused_and_a_leading_rule_is_not_front_matter(make_kb, tmp_path):
    kb = make_kb(HashEmbeddings())
    path = _write(tmp_path / "a.md", "Text.")
    for key in ("start_char", "source", "graph_rank"):
        with pytest.raises(ConfigurationError, match="set by the knowledge base itself"):
            kb.ingest(path, collection="c", metadata={key: 1})
    ruled = _write(tmp_path / "ruled.md", "---\n\nA note between two rules.\n\n---\n\nMore text.\n")
    assert kb.ingest(ruled, collection="c").ok
    [chunk] = kb.chunks("c")
    assert "A note between two rules." in chunk.text and chunk.metadata["start_char"] == 0


def test_files_you_do_not_trust_cannot_tag_themselves(make_kb, tmp_path):
    kb = make_kb(HashEmbeddings())
    _write(tmp_path / "up" / "note.md", "---\ntenant: other\npublic: true\n---\nAn uploaded note.\n")
    _write(tmp_path / "up" / "note.md.meta.json", json.dumps({"tenant": "other"}))
    assert kb.ingest(tmp_path / "up", collection="uploads", metadata={"owner": "u1"}, file_metadata=False).ok
    [chunk] = kb.chunks("uploads")
    assert {k: v for k, v in chunk.metadata.items() if k not in ("start_char", "end_char")} == {"owner": "u1"}
    assert "tenant:" not in chunk.text, "front matter is still cut from the text"
