"""``KnowledgeBase.asearch`` against a real Postgres: the same results as ``search``, the same
scope rules, one async pool per event loop, real concurrency on one loop, and closing."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import psycopg
import pytest

from arcana_graph import ConfigurationError, EmbeddingMismatchError, KnowledgeBase, UnknownCollectionError
from tests.fakes import HashEmbeddings

pytestmark = pytest.mark.postgres

QUERIES = ["rivers and bridges", "boats on the river", "lanterns in the harbour", "stone bridges"]


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _ingest(kb: KnowledgeBase, tmp_path: Path) -> None:
    kb.ingest(
        [
            _write(tmp_path / "alpha" / "a.txt", "Shared words about rivers and stone bridges."),
            _write(tmp_path / "alpha" / "b.txt", "The harbour lanterns burn all night by the bridges."),
        ],
        collection="alpha",
    )
    kb.ingest(
        [
            _write(tmp_path / "beta" / "c.txt", "Shared words about rivers and boats."),
            _write(tmp_path / "beta" / "d.txt", "Boats carry lanterns down the river at dusk."),
        ],
        collection="beta",
    )


async def _arcana_backends(url: str, *, waiting_on_a_lock: bool = False) -> int:
    """Connections this package holds on the test's database (optionally: blocked on a lock)."""
    async with await psycopg.AsyncConnection.connect(url, autocommit=True) as conn:
        cursor = await conn.execute(
            """SELECT count(*) FROM pg_stat_activity
               WHERE datname = current_database() AND application_name = 'arcana-graph'
                 AND (NOT %s OR wait_event_type = 'Lock')""",
            (waiting_on_a_lock,),
        )
        row = await cursor.fetchone()
    assert row is not None
    return int(row[0])


async def _until(url: str, wanted: int, *, waiting_on_a_lock: bool = False, timeout: float = 60.0) -> int:
    """Poll the backend count until it equals ``wanted`` (or time runs out); return the last count."""
    deadline = time.monotonic() + timeout
    while True:
        count = await _arcana_backends(url, waiting_on_a_lock=waiting_on_a_lock)
        if count == wanted or time.monotonic() > deadline:
            return count
        await asyncio.sleep(0.1)


def test_asearch_returns_exactly_what_search_returns(make_kb, tmp_path):
    kb = make_kb()
    _ingest(kb, tmp_path)
    cases = [
        {"query": q, "mode": mode, "collections": scope, "force_exact": exact, "threshold": -1.0, "limit": 3}
        for q in QUERIES
        for mode in ("vector", "keyword", "hybrid")
        for scope in (None, "alpha", ["beta", "alpha"])
        for exact in (None, True, False)
    ]
    expected = [kb.search(**case) for case in cases]
    assert any(expected) and all(len(hits) <= 3 for hits in expected)

    async def run_all() -> list[list[object]]:
        return [await kb.asearch(**case) for case in cases]

    assert asyncio.run(run_all()) == expected


def test_asearch_follows_the_scope_rules(make_kb, tmp_path):
    empty = make_kb()

    async def on_an_empty_store() -> None:
        assert await empty.asearch("anything") == []
        with pytest.raises(UnknownCollectionError, match="none yet"):
            await empty.asearch("anything", collections="docs")

    asyncio.run(on_an_empty_store())

    kb = make_kb()
    _ingest(kb, tmp_path)

    async def scoped() -> None:
        for mode in ("vector", "keyword", "hybrid"):
            assert {c.collection for c in await kb.asearch("rivers", collections="alpha", mode=mode)} == {"alpha"}
            assert {c.collection for c in await kb.asearch("rivers", mode=mode)} == {"alpha", "beta"}
            assert await kb.asearch("rivers", collections=[], mode=mode) == []
            with pytest.raises(UnknownCollectionError, match="'gamma'"):
                await kb.asearch("rivers", collections=["alpha", "gamma"], mode=mode)
        assert await kb.asearch("rivers", limit=0) == []
        assert await kb.asearch("   ") == []
        with pytest.raises(ConfigurationError, match="query must be a string"):
            await kb.asearch(42)  # type: ignore[arg-type]
        with pytest.raises(ConfigurationError, match="unknown search mode"):
            await kb.asearch("rivers", mode="semantic")  # type: ignore[arg-type]

    asyncio.run(scoped())

    other = make_kb(HashEmbeddings(32))
    with pytest.raises(EmbeddingMismatchError, match="re-embed"):
        asyncio.run(other.asearch("rivers"))


def test_asearch_works_across_successive_event_loops(make_kb, tmp_path):
    # An async pool belongs to the loop that opened it: each asyncio.run gets its own, and its
    # end must not hang on the pool's background tasks (several calls at once make the pool grow,
    # so some of its connection attempts are still under way when the loop shuts down).
    kb = make_kb()
    _ingest(kb, tmp_path)
    expected = kb.search("stone bridges", limit=2)
    assert expected[0].source == "a.txt"

    async def five_at_once() -> list[list[object]]:
        return await asyncio.gather(*(kb.asearch("stone bridges", limit=2) for _ in range(5)))

    for _ in range(15):
        assert asyncio.run(five_at_once()) == [expected] * 5


def test_concurrent_asearch_calls_on_one_loop_run_at_the_same_time(make_kb, database_url, tmp_path):
    # While a lock holds the chunks table, every search that really runs concurrently waits
    # inside Postgres on its own connection: ten waiting backends prove ten searches in flight
    # (a serialised implementation would show one), with no timing assumptions.
    kb = make_kb(pool_size=10)
    _ingest(kb, tmp_path)
    queries = [f"{q} {i}" for i, q in enumerate(QUERIES * 3)][:10]
    expected = [kb.search(q, limit=3) for q in queries]

    async def main() -> tuple[int, list[list[object]]]:
        await kb.asearch("warm up")  # opens this loop's pool and passes the one-off checks
        async with await psycopg.AsyncConnection.connect(database_url) as blocker:
            async with blocker.transaction():
                await blocker.execute("LOCK TABLE arcana_chunks IN ACCESS EXCLUSIVE MODE")
                tasks = [asyncio.create_task(kb.asearch(q, limit=3)) for q in queries]
                waiting = await _until(database_url, 10, waiting_on_a_lock=True)
            results = await asyncio.gather(*tasks)  # the lock went with the transaction
        return waiting, results

    waiting, results = asyncio.run(main())
    assert waiting == 10
    assert results == expected


def test_aclose_closes_the_pools_and_the_knowledge_base_stays_usable(make_kb, database_url, tmp_path):
    kb = make_kb()
    _ingest(kb, tmp_path)
    expected = kb.search("lanterns", limit=2)

    async def main() -> None:
        async with kb:
            assert await kb.asearch("lanterns", limit=2) == expected
            assert await _arcana_backends(database_url) >= 1
        assert await _until(database_url, 0) == 0  # async and sync pools both closed
        assert await kb.asearch("lanterns", limit=2) == expected  # a new pool on first use
        await kb.aclose()
        assert await _until(database_url, 0) == 0

    asyncio.run(main())


def test_close_closes_the_async_pool_of_a_loop_that_is_not_running(make_kb, database_url, tmp_path):
    kb = make_kb()
    _ingest(kb, tmp_path)
    loop = asyncio.new_event_loop()
    try:
        assert loop.run_until_complete(kb.asearch("boats", limit=1))
        kb.close()  # sync close from outside any loop: closes the idle loop's pool on that loop
        assert loop.run_until_complete(_until(database_url, 0)) == 0
    finally:
        loop.close()


def test_pool_size_is_validated(monkeypatch):
    database_url = "postgresql://nobody@/nowhere"  # nothing connects at construction
    with pytest.raises(ConfigurationError, match="pool_size must be at least 1"):
        KnowledgeBase(HashEmbeddings(), database_url=database_url, pool_size=0)
    monkeypatch.setenv("ARCANA_DB_POOL_SIZE", "many")
    with pytest.raises(ConfigurationError, match="ARCANA_DB_POOL_SIZE must be a positive integer"):
        KnowledgeBase(HashEmbeddings(), database_url=database_url)
