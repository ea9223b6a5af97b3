"""The entity graph's tables on a real Postgres: written with the chunks, replaced and deleted
with them in the same transaction, cascading with collections, orphans swept."""

from __future__ import annotations

from pathlib import Path

import psycopg
import pytest

from arcana_graph.store.schema import GRAPH_SCHEMA_VERSION, SCHEMA_VERSION, schema_version

pytestmark = pytest.mark.postgres

RAILWAY = """# Kestrel Valley Railway

The Kestrel Valley Railway was built by Brack & Oduya in 1871.

Its engineer was Petra Lindqvist, who also designed the Dunmere bridge.
"""

FIRM = """# Brack & Oduya

Brack & Oduya was founded by Samuel Brack and Ada Oduya in Dunmere.
"""


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _entities(url: str, collection: str | None = None) -> set[str]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            """SELECT e.normalized_name FROM arcana_entities e JOIN arcana_collections c ON c.id = e.collection_id
               WHERE %(c)s::text IS NULL OR c.name = %(c)s""",
            {"c": collection},
        ).fetchall()
    return {r[0] for r in rows}


def _mentions(url: str) -> set[tuple[str, str]]:
    """(entity, source) pairs."""
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            """SELECT e.normalized_name, d.source_id FROM arcana_entity_mentions m
               JOIN arcana_entities e ON e.id = m.entity_id
               JOIN arcana_chunks c ON c.id = m.chunk_id JOIN arcana_documents d ON d.id = c.document_id"""
        ).fetchall()
    return {(r[0], r[1]) for r in rows}


def _relationships(url: str) -> set[tuple[str, str, str]]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            """SELECT s.normalized_name, t.normalized_name, r.type FROM arcana_relationships r
               JOIN arcana_entities s ON s.id = r.source_id JOIN arcana_entities t ON t.id = r.target_id"""
        ).fetchall()
    return {(r[0], r[1], r[2]) for r in rows}


def _count(url: str, table: str) -> int:
    with psycopg.connect(url) as conn:
        return int(conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0])  # type: ignore[index]


def test_ingest_with_graph_writes_entities_mentions_and_relationships(make_kb, database_url, tmp_path):
    _write(tmp_path / "railway.md", RAILWAY)
    _write(tmp_path / "firm.md", FIRM)
    kb = make_kb()
    report = kb.ingest(tmp_path, collection="valley", graph=True)
    assert report.ok

    with psycopg.connect(database_url) as conn:
        assert schema_version(conn) == SCHEMA_VERSION >= GRAPH_SCHEMA_VERSION
    assert {"brack & oduya", "kestrel valley railway", "petra lindqvist", "samuel brack", "dunmere"} <= _entities(
        database_url
    )
    # The firm is one entity, mentioned by both documents.
    assert {("brack & oduya", "railway.md"), ("brack & oduya", "firm.md")} <= _mentions(database_url)
    links = {frozenset((a, b)) for a, b, _ in _relationships(database_url)}
    assert frozenset(("kestrel valley railway", "brack & oduya")) in links
    assert frozenset(("samuel brack", "brack & oduya")) in links
    assert kb.has_graph("valley")
    with psycopg.connect(database_url) as conn:
        embedded = conn.execute("SELECT count(*) FROM arcana_entities WHERE embedding IS NULL").fetchone()[0]
    assert embedded == 0, "every entity is embedded as 'name: description'"


def test_ingest_without_graph_builds_none_and_a_later_ingest_keeps_an_existing_graph_current(
    make_kb, database_url, tmp_path
):
    _write(tmp_path / "a" / "railway.md", RAILWAY)
    kb = make_kb()
    kb.ingest(tmp_path / "a", collection="plain")
    assert not kb.has_graph("plain") and _count(database_url, "arcana_entities") == 0

    kb.ingest(tmp_path / "a", collection="valley", graph=True)
    _write(tmp_path / "b" / "firm.md", FIRM)
    kb.ingest(tmp_path / "b", collection="valley")  # graph=None: the collection has one, so it is kept current
    assert ("samuel brack", "firm.md") in _mentions(database_url)
    assert "samuel brack" not in _entities(database_url, "plain")


def test_an_unchanged_file_ingested_with_graph_gets_its_graph(make_kb, database_url, tmp_path):
    _write(tmp_path / "railway.md", RAILWAY)
    kb = make_kb()
    kb.ingest(tmp_path, collection="valley")
    report = kb.ingest(tmp_path, collection="valley", graph=True)
    assert [f.status for f in report.files] == ["unchanged"]
    assert "kestrel valley railway" in _entities(database_url)


def test_reingest_replaces_the_documents_mentions_and_sweeps_orphan_entities(make_kb, database_url, tmp_path):
    _write(tmp_path / "railway.md", RAILWAY)
    _write(tmp_path / "firm.md", FIRM)
    kb = make_kb()
    kb.ingest(tmp_path, collection="valley", graph=True)
    assert "petra lindqvist" in _entities(database_url)

    _write(tmp_path / "railway.md", "# Kestrel Valley Railway\n\nThe Kestrel Valley Railway was run by Hollin Dray.\n")
    kb.ingest(tmp_path, collection="valley", graph=True)

    entities = _entities(database_url)
    assert "petra lindqvist" not in entities, "mentioned only by the old version: removed"
    assert "hollin dray" in entities
    assert "brack & oduya" in entities, "still mentioned by firm.md"
    mentions = _mentions(database_url)
    assert ("brack & oduya", "railway.md") not in mentions
    assert ("brack & oduya", "firm.md") in mentions
    assert not any(a == "petra lindqvist" or b == "petra lindqvist" for a, b, _ in _relationships(database_url))


def test_delete_document_removes_its_graph_and_marks_communities_dirty(make_kb, database_url, tmp_path):
    _write(tmp_path / "railway.md", RAILWAY)
    _write(tmp_path / "firm.md", FIRM)
    kb = make_kb()
    kb.ingest(tmp_path, collection="valley", graph=True)
    with psycopg.connect(database_url) as conn:
        ids = dict(conn.execute("SELECT normalized_name, id FROM arcana_entities").fetchall())
        conn.execute(
            """INSERT INTO arcana_communities (collection_id, entity_ids, dirty)
               SELECT collection_id, %s, false FROM arcana_entities WHERE id = %s""",
            ([ids["samuel brack"], ids["brack & oduya"]], ids["samuel brack"]),
        )

    assert kb.delete_document("valley", "firm.md")

    entities = _entities(database_url)
    assert "samuel brack" not in entities and "ada oduya" not in entities
    assert "brack & oduya" in entities, "railway.md still mentions it"
    assert all(source == "railway.md" for _, source in _mentions(database_url))
    assert not any("samuel brack" in (a, b) for a, b, _ in _relationships(database_url))
    with psycopg.connect(database_url) as conn:
        dirty, changes, members = conn.execute(
            "SELECT dirty, change_count, entity_ids FROM arcana_communities"
        ).fetchone()  # type: ignore[misc]
    assert dirty and changes == 1
    assert members == [ids["brack & oduya"]], "the deleted entity left the community"


def test_delete_collection_cascades_to_its_graph_only(make_kb, database_url, tmp_path):
    _write(tmp_path / "railway.md", RAILWAY)
    kb = make_kb()
    kb.ingest(tmp_path, collection="one", graph=True)
    kb.ingest(tmp_path, collection="two", graph=True)
    before = _count(database_url, "arcana_entities")
    assert _entities(database_url, "one") == _entities(database_url, "two")

    assert kb.delete_collection("one")

    assert _entities(database_url, "one") == set()
    assert _count(database_url, "arcana_entities") == before // 2
    assert _count(database_url, "arcana_relationships") > 0
    assert kb.has_graph("two") and not kb.has_graph("one")


_LIVE_LINKS = """
SELECT e.id, e.collection_id, e.normalized_name,
       (SELECT count(*) FROM arcana_entity_mentions m WHERE m.entity_id = e.id)::int,
       coalesce(sum(p.strength), 0)::int,
       coalesce(array_agg(p.other ORDER BY p.strength DESC, p.other) FILTER (WHERE p.other IS NOT NULL), '{}'),
       coalesce(array_agg(p.strength ORDER BY p.strength DESC, p.other) FILTER (WHERE p.other IS NOT NULL), '{}')
FROM arcana_entities e
LEFT JOIN (
  SELECT l.id, o.normalized_name AS other, sum(l.strength)::int AS strength
  FROM (SELECT source_id AS id, target_id AS far, strength FROM arcana_relationships
        UNION ALL SELECT target_id, source_id, strength FROM arcana_relationships) l
  JOIN arcana_entities o ON o.id = l.far
  GROUP BY l.id, o.normalized_name) p ON p.id = e.id
GROUP BY e.id ORDER BY e.id"""
"""What ``arcana_entity_links`` must hold, aggregated from the graph tables now."""


def _links_are_current(url: str) -> bool:
    with psycopg.connect(url) as conn:
        stored = conn.execute(
            """SELECT entity_id, collection_id, name, mentions, link_total, others, strengths
               FROM arcana_entity_links ORDER BY entity_id"""
        ).fetchall()
        return stored == conn.execute(_LIVE_LINKS).fetchall()


def test_each_entitys_links_stay_current_through_ingest_reingest_and_deletes(make_kb, database_url, tmp_path):
    """Graph search reads the per-entity links kept by triggers (schema version 5); every write
    path leaves them equal to the aggregation of the graph tables."""
    _write(tmp_path / "railway.md", RAILWAY)
    _write(tmp_path / "firm.md", FIRM)
    kb = make_kb()
    kb.ingest(tmp_path, collection="one", graph=True)
    kb.ingest(tmp_path, collection="two", graph=True)
    with psycopg.connect(database_url) as conn:
        hub = conn.execute("SELECT max(link_total), count(*) FROM arcana_entity_links").fetchone()
    assert hub is not None and hub[0] > 0 and hub[1] == _count(database_url, "arcana_entities")
    assert _links_are_current(database_url)

    _write(tmp_path / "railway.md", "# Kestrel Valley Railway\n\nThe Kestrel Valley Railway was run by Hollin Dray.\n")
    kb.ingest(tmp_path, collection="one", graph=True)
    assert _links_are_current(database_url)
    assert kb.delete_document("one", "firm.md")
    assert _links_are_current(database_url)
    assert kb.delete_collection("two")
    assert _links_are_current(database_url)
    with psycopg.connect(database_url) as conn:  # a relationship's strength changed by hand
        conn.execute(
            "UPDATE arcana_relationships SET strength = 9 WHERE id = (SELECT min(id) FROM arcana_relationships)"
        )
    assert _links_are_current(database_url)


class _FailingExtractor:
    """A boundary double: extracts like the real one, but raises on a chunk holding ``poison``."""

    def __init__(self, poison: str) -> None:
        from arcana_graph import FastExtractor

        self.poison = poison
        self.inner = FastExtractor()

    def __call__(self, texts):
        if any(self.poison in t for t in texts):
            raise RuntimeError("extractor crashed mid-document")
        return self.inner(texts)


def test_a_failure_mid_document_keeps_the_previous_version_and_its_graph(make_kb, database_url, tmp_path):
    from arcana_graph import ChunkingConfig

    kb = make_kb(chunking=ChunkingConfig(chunk_size=200, chunk_overlap=0))
    _write(tmp_path / "railway.md", RAILWAY)
    kb.ingest(tmp_path, collection="valley", graph=True)
    entities, mentions, links = _entities(database_url), _mentions(database_url), _relationships(database_url)
    chunks = _count(database_url, "arcana_chunks")

    # The new version's second chunk makes the extractor fail: the document fails, nothing changes.
    paragraphs = ["The Kestrel Valley Railway was sold to Hollin Dray in 1902."] * 3 + ["POISON paragraph."]
    _write(tmp_path / "railway.md", "# Kestrel Valley Railway\n\n" + "\n\n".join(paragraphs))
    report = kb.ingest(tmp_path, collection="valley", graph=True, extractor=_FailingExtractor("POISON"))

    assert [f.status for f in report.files] == ["failed"]
    assert "graph extraction failed" in (report.files[0].error or "")
    assert _entities(database_url) == entities
    assert _mentions(database_url) == mentions
    assert _relationships(database_url) == links
    assert _count(database_url, "arcana_chunks") == chunks


def test_a_database_failure_inside_the_graph_write_rolls_back_the_whole_document(make_kb, database_url, tmp_path):
    _write(tmp_path / "railway.md", RAILWAY)
    kb = make_kb()
    kb.ingest(tmp_path, collection="valley", graph=True)
    entities, mentions, links = _entities(database_url), _mentions(database_url), _relationships(database_url)
    with psycopg.connect(database_url) as conn:
        texts = [r[0] for r in conn.execute("SELECT text FROM arcana_chunks ORDER BY id").fetchall()]
        # The database refuses one relationship: the chunks, entities and mentions of the new
        # version are already written in the transaction by then.
        conn.execute(
            """CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$
               BEGIN IF NEW.description LIKE '%%Hollin Dray%%' THEN RAISE EXCEPTION 'refused'; END IF;
               RETURN NEW; END $$"""
        )
        conn.execute(
            "CREATE TRIGGER refuse BEFORE INSERT ON arcana_relationships FOR EACH ROW EXECUTE FUNCTION refuse()"
        )

    _write(tmp_path / "railway.md", "# Kestrel Valley Railway\n\nThe Kestrel Valley Railway was sold to Hollin Dray.\n")
    report = kb.ingest(tmp_path, collection="valley", graph=True)

    assert [f.status for f in report.files] == ["failed"]
    assert (_entities(database_url), _mentions(database_url), _relationships(database_url)) == (
        entities,
        mentions,
        links,
    )
    with psycopg.connect(database_url) as conn:
        assert [r[0] for r in conn.execute("SELECT text FROM arcana_chunks ORDER BY id").fetchall()] == texts


def test_a_database_from_before_the_graph_is_upgraded_in_place(make_kb, database_url, tmp_path):
    _write(tmp_path / "railway.md", RAILWAY)
    make_kb().ingest(tmp_path, collection="valley")
    with psycopg.connect(database_url) as conn:  # back to version 1: no graph tables yet
        conn.execute(
            """DROP TABLE arcana_communities, arcana_entity_links, arcana_relationships, arcana_entity_mentions,
                          arcana_entities"""
        )
        conn.execute("ALTER TABLE arcana_chunks DROP COLUMN graph_extracted_at")
        conn.execute("DELETE FROM arcana_schema_migrations WHERE version >= %s", (GRAPH_SCHEMA_VERSION,))

    kb = make_kb()
    assert kb.search("railway", graph=True), "a search on the old schema falls back to the plain list"
    assert not kb.has_graph("valley")
    report = kb.build_graph("valley")

    assert report.ok and report.chunks_extracted >= 1 and report.entities > 0
    assert "kestrel valley railway" in _entities(database_url)
    with psycopg.connect(database_url) as conn:
        assert schema_version(conn) == SCHEMA_VERSION


def test_describe_entity_shows_one_view_per_collection_in_scope(make_kb, tmp_path):
    _write(tmp_path / "railway.md", RAILWAY)
    kb = make_kb()
    assert kb.describe_entity("Brack & Oduya") == []
    kb.ingest(tmp_path, collection="one", graph=True)
    kb.ingest(tmp_path, collection="two", graph=True)

    views = kb.describe_entity("brack-&-oduya")
    assert [(v.name, v.collection) for v in views] == [("Brack & Oduya", "one"), ("Brack & Oduya", "two")]
    assert views[0].mentions and all(source == "railway.md" for source, _ in views[0].mentions)
    assert "Kestrel Valley Railway" in {link.other for link in views[0].links}
    assert [v.collection for v in kb.describe_entity("Brack & Oduya", collections="two")] == ["two"]
    assert kb.describe_entity("Nobody", collections=["one"]) == []
