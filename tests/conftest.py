"""Shared fixtures: a real embedded Postgres (pgserver) for tests marked ``postgres``.

One server per test session, in a short temporary folder (Unix socket paths are limited to ~100
characters); every test gets its own freshly created database, so tests never see each other's
rows.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import uuid
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

SAMPLES = Path(__file__).resolve().parents[1] / "arcana_graph" / "samples"


@pytest.fixture(scope="session")
def pg_server() -> Iterator[object]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver

    root = Path(tempfile.mkdtemp(prefix="agpg-", dir="/tmp"))
    server = pgserver.get_server(root / "data", cleanup_mode="stop")
    yield server
    server.cleanup()
    shutil.rmtree(root, ignore_errors=True)


@pytest.fixture()
def database_url(pg_server: object) -> str:
    """A URL to a new, empty database on the session's server."""
    name = f"t_{uuid.uuid4().hex[:12]}"
    admin_url = pg_server.get_uri()  # type: ignore[attr-defined]
    with psycopg.connect(admin_url, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    return str(pg_server.get_uri(name))  # type: ignore[attr-defined]


@pytest.fixture(scope="session")
def minilm() -> object:
    """The real default embedder, loaded once per session."""
    from arcana_graph import LocalEmbeddings

    return LocalEmbeddings()


@pytest.fixture()
def make_kb(database_url: str) -> Iterator[Callable[..., object]]:
    """Build KnowledgeBases on this test's database; all are closed at the end."""
    from arcana_graph import KnowledgeBase
    from tests.fakes import HashEmbeddings

    opened: list[KnowledgeBase] = []

    def make(embeddings: object = None, **kwargs: object) -> KnowledgeBase:
        kb = KnowledgeBase(embeddings or HashEmbeddings(), database_url=database_url, **kwargs)  # type: ignore[arg-type]
        opened.append(kb)
        return kb

    yield make
    for kb in opened:
        kb.close()


@pytest.fixture(scope="session")
def local_llm_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    """This session's own server for the local 1.5B model, stopped at the end.

    The session gets its own ``ARCANA_LOCAL_DIR`` (inherited by the subprocesses the tests start),
    so a concurrent test run or a user's own server is never reused or stopped by mistake; its
    ``models`` folder links to the user's model cache, so the 1 GB GGUF is assembled only once.
    """
    from arcana_graph.models.local import local_state_dir, start_local_server, stop_local_servers

    shared_models = local_state_dir() / "models"
    shared_models.mkdir(parents=True, exist_ok=True)
    own = tmp_path_factory.mktemp("local-runtime")
    (own / "models").symlink_to(shared_models, target_is_directory=True)
    previous = os.environ.get("ARCANA_LOCAL_DIR")
    os.environ["ARCANA_LOCAL_DIR"] = str(own)
    try:
        yield start_local_server("qwen2.5-1.5b")
    finally:
        stop_local_servers()
        if previous is None:
            os.environ.pop("ARCANA_LOCAL_DIR", None)
        else:
            os.environ["ARCANA_LOCAL_DIR"] = previous
