"""The knowledge base against a real Postgres + pgvector (pgserver), end to end."""

from __future__ import annotations

from pathlib import Path

import psycopg
import pytest

from arcana_graph import EmbeddingMismatchError, UnknownCollectionError
from arcana_graph.store.schema import SCHEMA_VERSION, ensure_schema, schema_version
from tests.conftest import SAMPLES
from tests.fakes import HashEmbeddings, PoisonedEmbeddings

pytestmark = pytest.mark.postgres


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _chunk_rows(url: str) -> list[tuple[str, str]]:
    with psycopg.connect(url) as conn:
        return conn.execute("SELECT document_id, text FROM arcana_chunks ORDER BY document_id, chunk_index").fetchall()


def test_round_trip_with_the_real_embedder_ranks_the_relevant_chunk_first(make_kb, minilm):
    kb = make_kb(minilm)
    for name in ("coast", "workshops"):
        report = kb.ingest(SAMPLES / name, collection=name)
        assert report.ok and report.chunk_count >= 2

    lens = kb.search("Who made the lens of the Veltmar Point lighthouse?", limit=3)
    assert lens[0].source == "veltmar-lighthouse.md"
    assert lens[0].collection == "coast"
    assert lens[0].score > lens[1].score > 0

    founder = kb.search("Who founded the glassworks?", collections="workshops", limit=2)
    assert founder[0].source == "quillon-glassworks.md"
    assert "Ottilie Quillon" in founder[0].text

    gale = kb.search("salt spray jammed the clockwork during the storm", mode="hybrid", limit=3)
    assert gale[0].source == "great-gale.md"
    keyword = kb.search("mercury bath", mode="keyword", limit=3)
    assert [c.source for c in keyword] == ["veltmar-lighthouse.md"]


def test_chunks_carry_offsets_into_their_document(make_kb, tmp_path):
    text = "\n\n".join(f"Paragraph {i} talks about topic{i} in some detail." for i in range(60))
    _write(tmp_path / "long.txt", text)
    kb = make_kb(chunking=__import__("arcana_graph").ChunkingConfig(chunk_size=300, chunk_overlap=50))
    report = kb.ingest(tmp_path / "long.txt", collection="docs")
    assert report.files[0].chunk_count > 5
    hits = kb.search("topic42", collections="docs", limit=50, mode="keyword")
    assert hits, "keyword search finds the paragraph"
    for chunk in hits:
        start, end = chunk.metadata["start_char"], chunk.metadata["end_char"]
        assert text[start:end] == chunk.text
    assert {c.chunk_index for c in hits} <= set(range(report.files[0].chunk_count))


def test_reingest_replaces_the_document_without_duplicates(make_kb, database_url, tmp_path):
    doc = _write(tmp_path / "notes.md", "# Notes\n\nThe launch code is alpha.")
    kb = make_kb()
    assert kb.ingest(doc, collection="docs").files[0].status == "ingested"
    _write(doc, "# Notes\n\nThe launch code is bravo.")
    assert kb.ingest(doc, collection="docs").files[0].status == "ingested"

    rows = _chunk_rows(database_url)
    assert len(rows) == 1 and "bravo" in rows[0][1]
    assert [c.text for c in kb.search("launch code", collections="docs")] == ["# Notes\n\nThe launch code is bravo."]
    info = kb.collections()[0]
    assert (info.document_count, info.chunk_count) == (1, 1)

    again = kb.ingest(doc, collection="docs")
    assert again.files[0].status == "unchanged"
    assert kb.ingest(doc, collection="docs", force=True).files[0].status == "ingested"
    assert len(_chunk_rows(database_url)) == 1


def test_stable_chunk_ids_survive_reingest(make_kb, tmp_path):
    doc = _write(tmp_path / "a.txt", "Stable identifiers matter for evaluation.")
    kb = make_kb()
    kb.ingest(doc, collection="docs")
    first = kb.search("identifiers", collections="docs")[0].id
    kb.ingest(doc, collection="docs", force=True)
    assert kb.search("identifiers", collections="docs")[0].id == first


def test_a_failure_mid_document_keeps_the_previous_version(make_kb, database_url, tmp_path):
    doc = _write(tmp_path / "policy.txt", "Version one of the travel policy.")
    kb = make_kb(chunking=__import__("arcana_graph").ChunkingConfig(chunk_size=60, chunk_overlap=0))
    kb.ingest(doc, collection="docs")
    before = _chunk_rows(database_url)

    # A trigger makes Postgres fail on the third chunk of the new version, after two were inserted.
    with psycopg.connect(database_url, autocommit=True) as conn:
        conn.execute(
            """CREATE FUNCTION explode() RETURNS trigger AS $$
               BEGIN IF NEW.text LIKE '%EXPLODE%' THEN RAISE EXCEPTION 'injected failure'; END IF;
               RETURN NEW; END $$ LANGUAGE plpgsql"""
        )
        conn.execute("CREATE TRIGGER explode BEFORE INSERT ON arcana_chunks FOR EACH ROW EXECUTE FUNCTION explode()")
    _write(doc, "Version two starts well.\n\nIt goes on for a while.\n\nThen it says EXPLODE here.\n\nAnd ends.")
    report = kb.ingest(doc, collection="docs")

    assert report.files[0].status == "failed"
    assert "previous version is kept" in (report.files[0].error or "")
    assert _chunk_rows(database_url) == before
    assert kb.collections()[0].chunk_count == 1


def test_an_embedder_failure_fails_only_that_file(make_kb, tmp_path):
    _write(tmp_path / "docs" / "good.md", "Good content about apples.")
    _write(tmp_path / "docs" / "bad.md", "This one is POISON for the embedder.")
    _write(tmp_path / "docs" / "also-good.txt", "More content about pears.")
    kb = make_kb(PoisonedEmbeddings())
    report = kb.ingest(tmp_path / "docs", collection="fruit")
    status = {f.source: f.status for f in report.files}
    assert status == {"also-good.txt": "ingested", "bad.md": "failed", "good.md": "ingested"}
    assert "embedding failed" in (report.failed[0].error or "")


def test_bad_files_are_reported_and_the_rest_ingested(make_kb, tmp_path):
    root = tmp_path / "docs"
    _write(root / "good.md", "# Good\n\nReal content.")
    _write(root / "empty.txt", "   \n")
    (root / "blob.txt").write_bytes(b"\x89PNG\x00\x00binary")
    (root / "latin1.txt").write_bytes("caf\xe9".encode("latin-1"))
    (root / "image.png").write_bytes(b"\x89PNG")
    _write(root / ".hidden.md", "ignored")
    other = _write(tmp_path / "report.docx", "not supported")

    report = make_kb().ingest([root, other, tmp_path / "missing.md"], collection="docs")
    errors = {Path(f.path).name: f.error for f in report.failed}
    assert [f.source for f in report.files if f.status == "ingested"] == ["good.md"]
    assert "empty" in errors["empty.txt"]
    assert "binary" in errors["blob.txt"]
    assert "UTF-8" in errors["latin1.txt"]
    assert "unsupported file type '.docx'" in errors["report.docx"]
    assert "no such file" in errors["missing.md"]
    assert all("\n" not in e for e in errors.values())
    assert report.skipped == (str(root / "image.png"),)
    assert not report.ok


def test_search_is_scoped_and_fails_closed(make_kb, tmp_path):
    kb = make_kb()
    kb.ingest(_write(tmp_path / "a.txt", "shared words about rivers and bridges"), collection="alpha")
    kb.ingest(_write(tmp_path / "b.txt", "shared words about rivers and boats"), collection="beta")

    for mode in ("vector", "keyword", "hybrid"):
        assert {c.collection for c in kb.search("rivers", collections="alpha", mode=mode)} == {"alpha"}
        assert {c.collection for c in kb.search("rivers", collections=["beta"], mode=mode)} == {"beta"}
        assert {c.collection for c in kb.search("rivers", mode=mode)} == {"alpha", "beta"}
        assert kb.search("rivers", collections=[], mode=mode) == []
        with pytest.raises(UnknownCollectionError, match="'gamma'"):
            kb.search("rivers", collections=["alpha", "gamma"], mode=mode)


def test_collection_names_are_stored_and_matched_literally(make_kb, database_url, tmp_path):
    nasty = "x'); DROP TABLE arcana_chunks; --\"%s"
    kb = make_kb()
    kb.ingest(_write(tmp_path / "a.txt", "text about lanterns"), collection=nasty, description="it's 'quoted'")
    kb.ingest(_write(tmp_path / "b.txt", "text about lanterns too"), collection="plain")
    assert [c.name for c in kb.collections()] == ["plain", nasty]
    hits = kb.search("lanterns", collections=nasty)
    assert [c.collection for c in hits] == [nasty]
    with pytest.raises(UnknownCollectionError):
        kb.search("lanterns", collections="x'); DROP TABLE arcana_chunks; --")
    assert len(_chunk_rows(database_url)) == 2


def test_an_empty_store_searches_to_nothing_and_rejects_names(make_kb):
    kb = make_kb()
    assert kb.collections() == []
    assert kb.search("anything") == []
    with pytest.raises(UnknownCollectionError, match="none yet"):
        kb.search("anything", collections="docs")


def test_an_embedder_of_another_size_is_refused(make_kb, tmp_path):
    make_kb(HashEmbeddings(64)).ingest(_write(tmp_path / "a.txt", "sixty four"), collection="docs")
    other = make_kb(HashEmbeddings(32))
    with pytest.raises(EmbeddingMismatchError, match="re-embed"):
        other.search("sixty four")
    with pytest.raises(EmbeddingMismatchError, match="64-dimensional"):
        other.ingest(_write(tmp_path / "b.txt", "thirty two"), collection="docs")


def test_schema_is_versioned_and_migration_is_idempotent(make_kb, database_url, tmp_path):
    make_kb().ingest(_write(tmp_path / "a.txt", "hello"), collection="docs")
    with psycopg.connect(database_url) as conn:
        assert schema_version(conn) == SCHEMA_VERSION
        ensure_schema(conn, dimensions=64, model="hash:64")
        assert schema_version(conn) == SCHEMA_VERSION
        indexes = {r[0] for r in conn.execute("SELECT indexname FROM pg_indexes WHERE tablename = 'arcana_chunks'")}
    assert {"arcana_chunks_embedding_hnsw", "arcana_chunks_tsv"} <= indexes


def test_delete_document_and_collection(make_kb, tmp_path):
    kb = make_kb()
    kb.ingest([_write(tmp_path / "a.txt", "alpha text"), _write(tmp_path / "b.txt", "beta text")], collection="docs")
    assert kb.delete_document("docs", "a.txt") is True
    assert kb.delete_document("docs", "a.txt") is False
    assert [c.source for c in kb.search("text", collections="docs")] == ["b.txt"]
    assert kb.delete_collection("docs") is True
    assert kb.collections() == []


def test_langchain_retriever_and_pgvectorstore_views(make_kb, minilm):
    kb = make_kb(minilm)
    kb.ingest(SAMPLES / "coast", collection="coast")
    kb.ingest(SAMPLES / "workshops", collection="workshops")

    retriever = kb.as_retriever(collections="workshops", k=2)
    docs = retriever.invoke("Who founded the glassworks?")
    assert [d.metadata["source"] for d in docs][0] == "quillon-glassworks.md"
    assert {d.metadata["collection"] for d in docs} == {"workshops"}
    assert docs[0].id == docs[0].metadata["id"] and docs[0].metadata["score"] > 0

    store = kb.as_vectorstore()
    found = store.similarity_search("Who made the lighthouse lens?", k=1)
    assert found[0].metadata["document_id"] and "Veltmar" in found[0].page_content
