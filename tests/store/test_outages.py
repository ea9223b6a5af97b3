"""A Postgres that goes away: the embedded server is restarted, an external one fails fast.

Every test runs its own pgserver in a short folder under /tmp (Unix socket paths are limited to
~100 characters) and stops it at the end: the session's shared server is never touched. Before
the fix, a dead embedded server stayed dead for the whole process (pgserver's cached handle) and
every search waited out the pool's 30 s timeout.
"""

from __future__ import annotations

import asyncio
import shutil
import signal
import tempfile
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest

from arcana_graph import DatabaseUnavailableError, KnowledgeBase
from arcana_graph.store.database import Database
from tests.fakes import HashEmbeddings

pytestmark = pytest.mark.postgres

FAST = 10.0
"""Seconds: a generous bound for "fails fast" on a loaded 2-core machine (the bug took 30 s)."""


def _postmaster(pgdata: Path) -> psutil.Process | None:
    try:
        process = psutil.Process(int((pgdata / "postmaster.pid").read_text().split("\n", 1)[0]))
    except (OSError, ValueError, psutil.Error):
        return None
    return None if process.status() == psutil.STATUS_ZOMBIE else process


def _wait_until(condition: Callable[[], bool], what: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting until {what}")
        time.sleep(0.05)


def _kill(pgdata: Path) -> None:
    """Crash the server: SIGKILL to the postmaster (its backends exit when they notice)."""
    process = _postmaster(pgdata)
    assert process is not None, "the server should be running"
    process.kill()
    _wait_until(lambda: _postmaster(pgdata) is None, "the postmaster is dead")


def _stop(pgdata: Path) -> None:
    """Shut the server down cleanly (fast mode), as `pg_ctl stop` does."""
    process = _postmaster(pgdata)
    if process is not None:
        process.send_signal(signal.SIGINT)
        _wait_until(lambda: not (pgdata / "postmaster.pid").exists(), "the server has stopped")


def _timed(call: Callable[[], Any]) -> tuple[BaseException | None, float]:
    start = time.monotonic()
    try:
        call()
    except BaseException as exc:  # noqa: BLE001 - the test inspects it
        return exc, time.monotonic() - start
    return None, time.monotonic() - start


@pytest.fixture()
def root(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A short private folder for this test's own server, stopped and removed afterwards."""
    monkeypatch.delenv("ARCANA_DATABASE_URL", raising=False)
    path = Path(tempfile.mkdtemp(prefix="agout-", dir="/tmp"))
    (path / "a.txt").write_text("The keeper polished the brass lens of the lighthouse.", encoding="utf-8")
    yield path
    _stop(path / "pgdata")
    shutil.rmtree(path, ignore_errors=True)


@pytest.mark.parametrize("outage", [_kill, _stop], ids=["killed", "stopped"])
def test_a_dead_embedded_server_is_restarted_for_old_and_new_knowledge_bases(
    root: Path, outage: Callable[[Path], None]
) -> None:
    pgdata = root / "pgdata"
    with KnowledgeBase(HashEmbeddings(), data_dir=root) as old:
        old.ingest(root / "a.txt", collection="docs")
        expected = old.search("brass lens")
        assert expected

        outage(pgdata)
        with KnowledgeBase(HashEmbeddings(), data_dir=root) as new:  # raised before the fix
            assert new.search("brass lens") == expected
        assert _postmaster(pgdata) is not None

        outage(pgdata)
        assert old.search("brass lens") == expected  # the pool recovers too

        outage(pgdata)
        assert asyncio.run(old.asearch("brass lens")) == expected


def test_concurrent_calls_restart_a_dead_embedded_server_once(root: Path) -> None:
    pgdata = root / "pgdata"
    with KnowledgeBase(HashEmbeddings(), data_dir=root) as kb:
        kb.ingest(root / "a.txt", collection="docs")
        expected = kb.search("brass lens")
        starts = (pgdata / "log").read_text().count("starting PostgreSQL")
        _kill(pgdata)

        async def eight_at_once() -> list[list[object]]:
            return await asyncio.gather(
                *(asyncio.to_thread(kb.search, "brass lens") for _ in range(4)),
                *(kb.asearch("brass lens") for _ in range(4)),
            )

        assert asyncio.run(eight_at_once()) == [expected] * 8
        assert (pgdata / "log").read_text().count("starting PostgreSQL") == starts + 1


def test_a_connection_lost_mid_call_is_a_clear_error_and_the_next_call_restarts(root: Path) -> None:
    pgdata = root / "pgdata"
    database = Database(data_path=root, pool_size=2)
    try:
        with pytest.raises(DatabaseUnavailableError, match="lost the connection to Postgres .*retry"):
            with database.connection() as conn:
                conn.execute("SELECT 1")
                _kill(pgdata)
                conn.execute("SELECT 1")
        with database.connection() as conn:
            assert conn.execute("SELECT 1").fetchone() == (1,)
    finally:
        database.close()


def test_an_embedded_server_that_cannot_restart_fails_fast_then_recovers(root: Path) -> None:
    pgdata = root / "pgdata"
    with KnowledgeBase(HashEmbeddings(), data_dir=root) as kb:
        kb.ingest(root / "a.txt", collection="docs")
        expected = kb.search("brass lens")
        _kill(pgdata)
        (pgdata / "PG_VERSION").rename(pgdata / "PG_VERSION.moved")  # now postgres refuses to start

        for call in (lambda: kb.search("brass lens"), lambda: asyncio.run(kb.asearch("brass lens"))):
            error, seconds = _timed(call)
            assert isinstance(error, DatabaseUnavailableError), error
            assert seconds < FAST
            message = str(error)
            assert "\n" not in message
            assert "could not start the embedded Postgres" in message and "see its log" in message

        (pgdata / "PG_VERSION.moved").rename(pgdata / "PG_VERSION")
        assert kb.search("brass lens") == expected


@pytest.fixture()
def external(root: Path) -> Iterator[tuple[str, Callable[[], None]]]:
    """A server the test starts itself (so not ours to restart): its URL and a restart function."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver

    server = pgserver.get_server(root / "pgdata", cleanup_mode=None)

    def restart() -> None:
        with server._lock:  # pgserver's own start logic, as a user's restart would be
            server.ensure_postgres_running()

    yield server.get_uri(), restart


def test_an_external_server_outage_fails_fast_and_recovers(root: Path, external) -> None:
    url, restart = external
    with KnowledgeBase(HashEmbeddings(), database_url=url) as kb:
        kb.ingest(root / "a.txt", collection="docs")
        expected = kb.search("brass lens")

        _stop(root / "pgdata")
        calls: list[Callable[[], Any]] = [
            lambda: kb.search("brass lens"),  # the pool's connections died with the server
            lambda: kb.search("brass lens"),  # the second look is immediate
            lambda: asyncio.run(kb.asearch("brass lens")),
            lambda: KnowledgeBase(HashEmbeddings(), database_url=url).search("brass lens"),
        ]
        for call in calls:
            error, seconds = _timed(call)
            assert isinstance(error, DatabaseUnavailableError), error
            assert seconds < FAST
            assert "\n" not in str(error) and "ARCANA_DATABASE_URL" in str(error)
        assert not (root / "pgdata" / "postmaster.pid").exists(), "an external server is never restarted by us"

        restart()
        assert kb.search("brass lens") == expected
        assert asyncio.run(kb.asearch("brass lens")) == expected
        with KnowledgeBase(HashEmbeddings(), database_url=url) as new:
            assert new.search("brass lens") == expected


def test_an_async_pool_on_a_long_lived_loop_fails_fast_and_recovers(root: Path, external) -> None:
    url, restart = external
    kb = KnowledgeBase(HashEmbeddings(), database_url=url)
    kb.ingest(root / "a.txt", collection="docs")
    expected = kb.search("brass lens")

    async def main() -> None:
        async with kb:
            assert await kb.asearch("brass lens") == expected  # this loop's pool is now open
            await asyncio.to_thread(_stop, root / "pgdata")
            start = time.monotonic()
            with pytest.raises(DatabaseUnavailableError, match="cannot reach Postgres at .*then retry"):
                await kb.asearch("brass lens")
            assert time.monotonic() - start < FAST
            await asyncio.to_thread(restart)
            assert await kb.asearch("brass lens") == expected

    asyncio.run(main())


@pytest.mark.parametrize("run", ["invoke", "ainvoke"])
def test_a_loop_run_with_postgres_stopped_mid_run_ends_cleanly_and_the_next_works(
    root: Path, external: tuple[str, Callable[[], None]], run: str
) -> None:
    from arcana_graph import build_loop
    from tests.fakes import ScriptedChatModel, call, calls

    url, restart = external

    def stop_the_server_then_search(messages: Any, kwargs: Any) -> Any:
        _stop(root / "pgdata")  # between the controller's decision and its search
        return calls(call("search", {"query": "brass lens"}))

    with KnowledgeBase(HashEmbeddings(), database_url=url) as kb:
        kb.ingest(root / "a.txt", collection="docs")
        script = [stop_the_server_then_search, calls(call("give_up", {"reason": "the store is down"}))]
        graph = build_loop(ScriptedChatModel(script=script), kb)
        started = time.monotonic()
        result = asyncio.run(graph.ainvoke({"question": "q"})) if run == "ainvoke" else graph.invoke({"question": "q"})
        assert time.monotonic() - started < 2 * FAST
        assert result["terminated_by"] == "gave_up"
        assert "search error: DatabaseUnavailableError" in result["tool_history"][0]["summary"]

        restart()
        script = [calls(call("search", {"query": "brass lens"})), calls(call("answer", {"text": "polished"}))]
        again = build_loop(ScriptedChatModel(script=script), kb).invoke({"question": "q"})
        assert again["terminated_by"] == "answered" and again["chunks"]
