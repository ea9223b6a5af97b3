"""Several processes sharing one knowledge base, as the workers of a deployment do: concurrent
start-ups migrate once, two processes ingesting the same collection never leave a document mixed
from two versions, and searches running through a re-ingest see whole documents (old or new).
Real processes on the real embedded Postgres."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import psycopg
import pytest

from arcana_graph.store import KnowledgeBase
from tests.fakes import HashEmbeddings

pytestmark = pytest.mark.postgres

ROOT = Path(__file__).resolve().parents[2]
DOCUMENTS = 12

# One worker process: open the knowledge base on the URL, ingest the folder, print the report.
WORKER = """
import sys
from arcana_graph.store import KnowledgeBase
from tests.fakes import HashEmbeddings
url, folder = sys.argv[1], sys.argv[2]
kb = KnowledgeBase(HashEmbeddings(), database_url=url)
report = kb.ingest(folder, collection="shared", force=True)
print(report.ok, flush=True)
kb.close()
"""


def _version(folder: Path, tag: str) -> Path:
    """DOCUMENTS files of several chunks, every paragraph marked with ``tag``."""
    folder.mkdir()
    for n in range(DOCUMENTS):
        paragraphs = [f"Paragraph {i} of note {n}, version {tag}. " + "lorem ipsum " * 60 for i in range(4)]
        (folder / f"note-{n:02d}.md").write_text("\n\n".join(paragraphs))
    return folder


def _workers(url: str, folders: list[Path]) -> list[subprocess.Popen[str]]:
    return [
        subprocess.Popen(
            [sys.executable, "-c", WORKER, url, str(folder)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for folder in folders
    ]


def _finished(procs: list[subprocess.Popen[str]]) -> None:
    for proc in procs:
        out, err = proc.communicate(timeout=240)
        assert proc.returncode == 0 and out.strip() == "True", err[-2000:]


def _versions_per_document(url: str) -> dict[str, set[str]]:
    with psycopg.connect(url) as conn:
        rows = conn.execute(
            """SELECT d.source_id, substring(c.text from 'version ([a-z]+)')
                 FROM arcana_chunks c JOIN arcana_documents d ON d.id = c.document_id"""
        ).fetchall()
    versions: dict[str, set[str]] = {}
    for source, version in rows:
        versions.setdefault(source, set()).add(version)
    return versions


def test_concurrent_start_ups_migrate_once_and_both_ingests_land(database_url: str, tmp_path: Path) -> None:
    folders = [_version(tmp_path / tag, tag) for tag in ("alpha", "beta", "gamma")]
    _finished(_workers(database_url, folders))
    with psycopg.connect(database_url) as conn:
        migrations = conn.execute("SELECT version, count(*) FROM arcana_schema_migrations GROUP BY version").fetchall()
        settings = conn.execute("SELECT count(*) FROM arcana_settings WHERE key = 'embedding_dimensions'").fetchone()
    assert migrations and all(count == 1 for _, count in migrations)
    assert settings == (1,)
    # three processes wrote the same sources: each document is whole, from one of them
    versions = _versions_per_document(database_url)
    assert len(versions) == DOCUMENTS and all(len(v) == 1 for v in versions.values())


def test_searches_during_a_reingest_from_another_process_see_whole_documents(database_url: str, tmp_path: Path) -> None:
    kb = KnowledgeBase(HashEmbeddings(), database_url=database_url)
    assert kb.ingest(_version(tmp_path / "alpha", "alpha"), collection="shared").ok
    chunks_before = len(kb.search("lorem ipsum paragraph note", collections=["shared"], limit=100))
    assert DOCUMENTS < chunks_before < 100  # several chunks per document, all of them found
    writer = _workers(database_url, [_version(tmp_path / "beta", "beta")])
    done = threading.Event()
    failures: list[BaseException] = []
    mixed: list[dict[str, set[str]]] = []
    seen: set[str] = set()

    def search(n: int) -> None:
        # search until the writer is done, so the searches overlap its whole re-ingest
        try:
            while not done.is_set():
                found = kb.search(f"note {n % DOCUMENTS} paragraph version", collections=["shared"], limit=100)
                versions: dict[str, set[str]] = {}
                for c in found:
                    versions.setdefault(c.source, set()).add(c.text.split("version ")[1].split(".")[0])
                seen.update(*versions.values())
                if any(len(v) > 1 for v in versions.values()) or len(found) != chunks_before:
                    mixed.append(versions)
        except BaseException as exc:  # noqa: BLE001 - collected and asserted below
            failures.append(exc)

    threads = [threading.Thread(target=search, args=(n,)) for n in range(50)]
    for thread in threads:
        thread.start()
    try:
        _finished(writer)
    finally:
        done.set()
        for thread in threads:
            thread.join(timeout=60)
        kb.close()
    assert failures == [] and mixed == []
    assert seen == {"alpha", "beta"}  # the searches saw the old and the new version come in
    assert set().union(*_versions_per_document(database_url).values()) == {"beta"}
