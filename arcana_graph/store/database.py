"""Where the knowledge base lives, and how its connections survive a server that goes away.

Resolution order: an explicit URL, then ``ARCANA_DATABASE_URL``, then an embedded PostgreSQL 16
with pgvector (the ``pgserver`` wheel) whose data sits under ``ARCANA_DATA_DIR`` (default: the
user's XDG data dir, ``~/.local/share/arcana-graph``). The embedded server starts on first use and
keeps running after the process exits, so later processes reuse it (``pgserver`` finds it by the
``postmaster.pid`` in the data dir). Nothing here runs at import time.

Outages. ``Database`` hands out pooled connections (one sync pool, one async pool per event
loop). Pools check a connection before lending it, so connections that died with a server are
replaced, and they reconnect by themselves once the server is back. A caller never waits out
the pool's 30 s timeout on a dead server: when no connection comes within a couple of seconds
(or the last look found the server down) a direct connection attempt decides, and a dead
external server raises ``DatabaseUnavailableError`` at once, saying what to do. The embedded
server is ours: before each call its ``postmaster.pid`` is checked (a file read), and a dead one
is started again on the spot. That check lives here because ``pgserver`` caches its handle and
trusts a stale ``postmaster.pid``.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import signal
import threading
import warnings
import weakref
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager, suppress
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import psycopg
from psycopg_pool import AsyncConnectionPool, ConnectionPool, PoolTimeout

from arcana_graph.core.errors import ConfigurationError, DatabaseUnavailableError
from arcana_graph.core.settings import data_dir, env_number

__all__ = [
    "DEFAULT_POOL_SIZE",
    "Database",
    "EmbeddedServer",
    "connect_pool",
    "embedded_database_url",
    "embedded_servers",
    "pool_size_from_env",
    "redact",
    "resolve_database_url",
    "stop_embedded_server",
]

_log = logging.getLogger(__name__)
_start_lock = threading.Lock()
_embedded: dict[str, Path] = {}  # URL -> data dir of the embedded servers this process started

DEFAULT_POOL_SIZE = 10
"""Connections per pool when neither ``pool_size`` nor ``ARCANA_DB_POOL_SIZE`` says otherwise."""
_POOL_TIMEOUT = 30.0  # longest wait for a connection from a busy (but healthy) pool
_OUTAGE_CHECK_AFTER = 2.0  # waiting longer than this for a connection: look whether the server is up
_PROBE_TIMEOUT = 2  # seconds; libpq's smallest connect_timeout
_RECONNECT_WINDOW = 10.0  # a pool retries a lost connection with backoff for this long, then on demand
_CLOSE_TIMEOUT = 5.0  # how long close() waits for a pool on another thread's loop


def redact(url: str) -> str:
    """The URL with any password replaced, for error messages and logs."""
    return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", url)


def pool_size_from_env() -> int:
    """``ARCANA_DB_POOL_SIZE`` as a positive integer, else ``DEFAULT_POOL_SIZE``."""
    return int(env_number("ARCANA_DB_POOL_SIZE", DEFAULT_POOL_SIZE, whole=True, minimum=1))


def _normalise(url: str) -> str:
    # Accept SQLAlchemy-style URLs ("postgresql+psycopg://") as well as libpq ones.
    return re.sub(r"^postgres(ql)?\+\w+://", "postgresql://", url)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


def _postmaster_alive(pgdata: Path) -> bool:
    """Whether ``postmaster.pid`` names a live postgres process.

    A killed server leaves the file behind, and where nobody reaps it (a container whose PID 1 is
    not an init) its process lingers as a zombie that ``pgserver`` takes for a running server.
    """
    import psutil  # a dependency of pgserver

    try:
        pid = int((pgdata / "postmaster.pid").read_text().split("\n", 1)[0])
        process = psutil.Process(pid)
        return process.status() != psutil.STATUS_ZOMBIE and process.name().startswith("postgres")
    except (OSError, ValueError, psutil.Error):
        return False


def _remove_stale_lock_files(pgdata: Path) -> None:
    """Remove the lock files of a dead server: ``postmaster.pid`` and its socket's ``.lock``.

    postgres clears them itself when their pid is gone, but refuses to start while it still
    exists, as a zombie's does. Call only after ``_postmaster_alive`` said no.
    """
    pid_file = pgdata / "postmaster.pid"
    try:
        lines = [line.strip() for line in pid_file.read_text().splitlines()]
    except OSError:
        return
    if len(lines) >= 5 and lines[3] and lines[4]:  # pid, data dir, start time, port, socket dir, ...
        socket_lock = Path(lines[4]) / f".s.PGSQL.{lines[3]}.lock"
        with suppress(OSError):
            if socket_lock.read_text().split("\n", 1)[0].strip() == lines[0]:
                socket_lock.unlink()
    pid_file.unlink(missing_ok=True)


def _start_embedded(pgdata: Path) -> str:
    """Start the embedded server in ``pgdata`` if it is not running (again), and return its URL."""
    with _start_lock, warnings.catch_warnings():
        # pgserver asks platformdirs for a runtime dir at import; without XDG_RUNTIME_DIR it warns
        # and falls back to /tmp, which is what we want anyway.
        warnings.simplefilter("ignore")
        try:
            import pgserver
        except ImportError as exc:  # pragma: no cover - it is a hard dependency
            raise DatabaseUnavailableError(
                "no ARCANA_DATABASE_URL and the embedded server package is missing; "
                "run `pip install pgserver==0.1.4` or set ARCANA_DATABASE_URL"
            ) from exc
        pgdata.mkdir(parents=True, exist_ok=True)
        try:
            # get_server returns a cached handle (or, in a new process, trusts postmaster.pid)
            # without asking whether the server still runs.
            server = pgserver.get_server(pgdata, cleanup_mode=None)
            if not _postmaster_alive(pgdata):
                with server._lock:  # pgserver's inter-process lock: one process restarts it
                    if not _postmaster_alive(pgdata):
                        _log.warning("the embedded Postgres in %s is not running; starting it again", pgdata)
                        _remove_stale_lock_files(pgdata)
                    server.ensure_postgres_running()  # starts it, or reads the one another process started
            url = str(server.get_uri())
        except Exception as exc:  # pgserver raises bare subprocess / OS / assertion errors
            raise DatabaseUnavailableError(
                f"could not start the embedded Postgres in {pgdata}: {_first_line(exc)}; "
                f"see its log in {pgdata / 'log'}, or set ARCANA_DATA_DIR to a writable folder "
                "or ARCANA_DATABASE_URL to a server"
            ) from exc
        _embedded[url] = pgdata
        _log.info("embedded Postgres running on %s", pgdata)
        return url


@dataclass(frozen=True)
class EmbeddedServer:
    """An embedded Postgres data folder under the data dir, and whether its server runs."""

    pgdata: Path
    pid: int | None
    """The postmaster's pid while it runs, else None."""

    @property
    def running(self) -> bool:
        return self.pid is not None


def embedded_servers(root: Path | None = None) -> list[EmbeddedServer]:
    """The embedded servers' data folders under ``root`` (default: the data dir): the knowledge
    base's ``pgdata`` and those of the evaluation sets (``eval*/pgdata``)."""
    base = root if root is not None else data_dir()
    folders = [base / "pgdata", *sorted(base.glob("*/pgdata"))]
    return [EmbeddedServer(pgdata=f, pid=_postmaster_pid(f)) for f in folders if (f / "PG_VERSION").exists()]


def _postmaster_pid(pgdata: Path) -> int | None:
    if not _postmaster_alive(pgdata):
        return None
    return int((pgdata / "postmaster.pid").read_text().split("\n", 1)[0])


def stop_embedded_server(pgdata: Path, *, timeout: float = 15.0) -> bool:
    """Stop the embedded server of ``pgdata`` with a fast shutdown (open transactions roll back,
    data is safe); True when one was running. The next command that needs it starts it again."""
    import psutil  # a dependency of pgserver

    pid = _postmaster_pid(pgdata)
    if pid is None:
        return False
    try:
        process = psutil.Process(pid)
        process.send_signal(signal.SIGINT)  # postgres: SIGINT is the "fast" shutdown mode
        process.wait(timeout=timeout)
    except psutil.NoSuchProcess:
        pass
    except psutil.TimeoutExpired as exc:
        raise DatabaseUnavailableError(
            f"the embedded Postgres in {pgdata} (pid {pid}) did not stop within {timeout:.0f} s; "
            "stop it with `kill` or try again"
        ) from exc
    for url, folder in list(_embedded.items()):
        if folder == pgdata:
            del _embedded[url]
    return True


def embedded_database_url(data_path: Path) -> str:
    """The URL of the embedded server keeping its data under ``data_path`` (started if needed),
    whatever ``ARCANA_DATABASE_URL`` says: for work that must not touch the configured database,
    such as the evaluation's own knowledge base."""
    return _start_embedded(data_path / "pgdata")


def resolve_database_url(url: str | None = None, *, data_path: Path | None = None) -> str:
    """The libpq URL to connect to, starting the embedded server when none is configured.

    Args:
        url: an explicit URL; wins over the environment.
        data_path: data dir for the embedded server (default ``data_dir()``).
    """
    chosen = url or os.environ.get("ARCANA_DATABASE_URL")
    if chosen:
        return _normalise(chosen)
    return _start_embedded((data_path or data_dir()) / "pgdata")


def _ensure_vector_extension(url: str) -> None:
    try:
        with psycopg.connect(url, autocommit=True, connect_timeout=10) as conn:
            installed = conn.execute("SELECT 1 FROM pg_extension WHERE extname = 'vector'").fetchone()
            if installed is None:
                # Several processes starting on a fresh database race here ("IF NOT EXISTS" is not
                # atomic in Postgres): the extension is created under a transaction-level lock.
                with conn.transaction():
                    conn.execute("SELECT pg_advisory_xact_lock(hashtextextended('arcana_graph:vector', 0))")
                    conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
    except psycopg.errors.FeatureNotSupported as exc:
        raise DatabaseUnavailableError(
            f"the database at {redact(url)} has no pgvector; install pgvector there, "
            "or unset ARCANA_DATABASE_URL to use the embedded server"
        ) from exc
    except psycopg.errors.InsufficientPrivilege as exc:
        raise DatabaseUnavailableError(
            f"not allowed to create the vector extension in {redact(url)}; "
            "ask an administrator to run `CREATE EXTENSION vector` in that database"
        ) from exc
    except psycopg.Error as exc:
        raise DatabaseUnavailableError(
            f"cannot connect to Postgres at {redact(url)}: {_first_line(exc)}; "
            "check ARCANA_DATABASE_URL, or unset it to use the embedded server"
        ) from exc


def _configure(conn: psycopg.Connection) -> None:
    from pgvector.psycopg import register_vector

    register_vector(conn)


async def _aconfigure(conn: psycopg.AsyncConnection) -> None:
    from pgvector.psycopg import register_vector_async

    await register_vector_async(conn)


# Statements are never server-side prepared: PostgreSQL keeps a prepared plan even when planner
# settings such as ``enable_indexscan`` change, which would silently turn an exact search into an
# index search.
_CONNECTION_KWARGS: dict[str, Any] = {"prepare_threshold": None, "application_name": "arcana-graph"}


def _pool_options(max_size: int) -> dict[str, Any]:
    """What the sync pool and every async pool share: size, timeouts, connection settings.

    Each checks a connection before lending it, so connections that died with a server are
    replaced; ``open=False`` because the caller opens it where it can wait.
    """
    return {
        "min_size": 1,
        "max_size": max_size,
        "kwargs": _CONNECTION_KWARGS,
        "timeout": _POOL_TIMEOUT,
        "reconnect_timeout": _RECONNECT_WINDOW,
        "open": False,
    }


def connect_pool(url: str, *, max_size: int = 4) -> ConnectionPool:
    """An open sync pool with pgvector types registered on every connection (see ``Database``)."""
    _ensure_vector_extension(url)
    pool = ConnectionPool(
        url, configure=_configure, check=ConnectionPool.check_connection, name="arcana-graph", **_pool_options(max_size)
    )
    try:
        pool.open(wait=True, timeout=_POOL_TIMEOUT)
    except PoolTimeout as exc:  # the server answered the check above, then went away
        raise DatabaseUnavailableError(
            f"Postgres at {redact(url)} stopped answering while connecting; check the server, then retry"
        ) from exc
    return pool


class Database:
    """One knowledge base's way to Postgres: its URL, a sync pool and one async pool per loop.

    Nothing connects until first use. ``connection()`` and ``aconnection()`` lend a pooled
    connection for one unit of work (committed on success, rolled back on error) and turn an
    outage into a quick ``DatabaseUnavailableError`` (see the module docstring). An asyncio pool
    belongs to the loop that opened it, so async pools are kept per running loop, created on
    first use there; pools of loops that have since closed are dropped. Thread-safe.

    Args:
        url: an explicit URL, else ``ARCANA_DATABASE_URL``, else the embedded server.
        data_path: where the embedded server keeps its data (default ``data_dir()``).
        pool_size: the most connections each pool opens.
    """

    def __init__(self, url: str | None = None, *, data_path: Path | None = None, pool_size: int) -> None:
        if pool_size < 1:
            raise ConfigurationError(f"pool_size must be at least 1, got {pool_size}")
        self.pool_size = pool_size
        self._configured_url = url
        self._data_path = data_path
        self._lock = threading.RLock()
        self._url: str | None = None
        self._pool: ConnectionPool | None = None
        # Weak keys, though a pool's tasks refer to their loop: entries of closed loops are pruned.
        self._apools: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _LoopPool] = weakref.WeakKeyDictionary()
        self._vector_ready = False
        self._closing: set[asyncio.Future[Any]] = set()  # background closes, kept alive until done
        self._down = False  # the last look found the server down: look again before waiting on a pool

    @property
    def url(self) -> str:
        """The libpq URL (resolving it starts the embedded server if needed)."""
        with self._lock:
            if self._url is None:
                self._url = resolve_database_url(self._configured_url, data_path=self._data_path)
            return self._url

    @property
    def pool(self) -> ConnectionPool:
        """The sync pool, opened on first use."""
        with self._lock:
            if self._pool is None:
                self._pool = connect_pool(self._live_url(), max_size=self.pool_size)
            return self._pool

    # -- outages ------------------------------------------------------------------------------

    def _should_look(self) -> bool:
        if self._down:
            return True
        pgdata = _embedded.get(self._url or "")
        return pgdata is not None and not _postmaster_alive(pgdata)

    def ensure_up(self) -> None:
        """Return once the server accepts connections, restarting our embedded server if it died.

        Raises:
            DatabaseUnavailableError: the server is down (external) or would not restart.
        """
        url = self.url
        pgdata = _embedded.get(url)
        self._down = True  # until a connection says otherwise
        if pgdata is not None and not _postmaster_alive(pgdata):
            _start_embedded(pgdata)
        try:
            with psycopg.connect(url, connect_timeout=_PROBE_TIMEOUT, autocommit=True):
                pass
        except psycopg.Error as exc:
            if pgdata is not None:
                raise DatabaseUnavailableError(
                    f"cannot reach the embedded Postgres in {pgdata} ({_first_line(exc)}); "
                    f"see its log in {pgdata / 'log'}, then retry"
                ) from exc
            raise DatabaseUnavailableError(
                f"cannot reach Postgres at {redact(url)} ({_first_line(exc)}); "
                "start the server or fix ARCANA_DATABASE_URL, then retry"
            ) from exc
        self._down = False

    def _live_url(self) -> str:
        url = self.url
        if self._should_look():
            self.ensure_up()
        return url

    def _busy(self) -> DatabaseUnavailableError:
        return DatabaseUnavailableError(
            f"no free connection to Postgres at {redact(self.url)} after {_POOL_TIMEOUT:.0f} s; "
            "raise KnowledgeBase(pool_size=...) or ARCANA_DB_POOL_SIZE, or run fewer searches at once"
        )

    def _lost(self, exc: BaseException) -> DatabaseUnavailableError:
        self._down = True
        return DatabaseUnavailableError(
            f"lost the connection to Postgres at {redact(self.url)} during the call ({_first_line(exc)}); "
            "retry: the next call reconnects once the server is up"
        )

    # -- sync ---------------------------------------------------------------------------------

    def _checkout(self, pool: ConnectionPool) -> psycopg.Connection:
        if self._should_look():
            self.ensure_up()
            pool.check()  # drop the connections that died with the server, without waiting on each
        try:
            return pool.getconn(timeout=_OUTAGE_CHECK_AFTER)
        except PoolTimeout:
            self.ensure_up()  # raises at once if the server is down
            pool.check()  # the server is up: replace dead idle connections, grow if needed
        try:
            return pool.getconn(timeout=_POOL_TIMEOUT - _OUTAGE_CHECK_AFTER)
        except PoolTimeout:
            raise self._busy() from None

    @contextmanager
    def connection(self) -> Iterator[psycopg.Connection]:
        """A pooled sync connection for one unit of work."""
        pool = self.pool
        conn = self._checkout(pool)
        try:
            with conn:
                yield conn
        except psycopg.OperationalError as exc:
            if not conn.broken:
                raise
            raise self._lost(exc) from exc
        finally:
            pool.putconn(conn)

    # -- async --------------------------------------------------------------------------------

    def _ready_url(self) -> str:
        with self._lock:  # the first calls of a burst on a new loop wait for one check
            url = self._live_url()
            if not self._vector_ready:
                _ensure_vector_extension(url)  # the async pool registers the vector type on connect
                self._vector_ready = True
            return url

    async def _async_pool(self) -> AsyncConnectionPool:
        loop = asyncio.get_running_loop()
        entry = self._apools.get(loop)
        if entry is None:
            url = await asyncio.to_thread(self._ready_url)  # may start the embedded server: off the loop
            with self._lock:
                entry = self._apools.get(loop)
                if entry is None:
                    for old in [old for old in self._apools if old.is_closed()]:
                        del self._apools[old]  # its connections close with the pool object
                    pool = AsyncConnectionPool(
                        url,
                        configure=_aconfigure,
                        check=AsyncConnectionPool.check_connection,
                        name="arcana-graph-async",
                        **_pool_options(self.pool_size),
                    )
                    guard = loop.create_task(self._close_at_shutdown(loop, pool), name="arcana-graph-pool-guard")
                    entry = self._apools[loop] = _LoopPool(pool, guard)
        await entry.pool.open()  # idempotent; the first call starts the pool's tasks on this loop
        return entry.pool

    async def _close_at_shutdown(self, loop: asyncio.AbstractEventLoop, pool: AsyncConnectionPool) -> None:
        """Sleep until this loop's tasks are cancelled (as ``asyncio.run`` does at its end), then
        close the pool.

        psycopg_pool's workers swallow a cancellation that arrives while they connect, then
        wait for work forever: a pool left open could hang ``asyncio.run``'s shutdown. Closing it
        hands every worker its stop message.
        """
        try:
            await loop.create_future()
        except asyncio.CancelledError:
            with self._lock:
                if (entry := self._apools.get(loop)) is not None and entry.pool is pool:
                    del self._apools[loop]
            with suppress(Exception, asyncio.CancelledError):  # workers that did stop make close() re-raise
                await pool.close(timeout=_CLOSE_TIMEOUT)
            raise

    async def _acheckout(self, pool: AsyncConnectionPool) -> psycopg.AsyncConnection:
        if self._should_look():
            await asyncio.to_thread(self.ensure_up)
            await pool.check()
        try:
            return await pool.getconn(timeout=_OUTAGE_CHECK_AFTER)
        except PoolTimeout:
            await asyncio.to_thread(self.ensure_up)  # raises at once if the server is down
            await pool.check()
        try:
            return await pool.getconn(timeout=_POOL_TIMEOUT - _OUTAGE_CHECK_AFTER)
        except PoolTimeout:
            raise self._busy() from None

    @asynccontextmanager
    async def aconnection(self) -> AsyncIterator[psycopg.AsyncConnection]:
        """A pooled async connection (from this loop's pool) for one unit of work."""
        pool = await self._async_pool()
        conn = await self._acheckout(pool)
        try:
            async with conn:
                yield conn
        except psycopg.OperationalError as exc:
            if not conn.broken:
                raise
            raise self._lost(exc) from exc
        finally:
            await pool.putconn(conn)

    # -- closing ------------------------------------------------------------------------------

    def close(self) -> None:
        """Close the sync pool and every async pool that can be closed from here.

        A pool of a loop running in another thread is closed on that loop, one of the loop running
        this very call in the background (prefer ``await aclose()`` there), one of an idle loop by
        running that loop; one of a closed loop is dropped: its connections close with it.
        """
        with self._lock:
            pool, self._pool = self._pool, None
            entries = list(self._apools.items())
            self._apools.clear()
        if pool is not None:
            pool.close()
        try:
            running: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            running = None
        for loop, entry in entries:
            if loop.is_closed():
                continue
            if loop is running:
                task = loop.create_task(entry.close())
                self._closing.add(task)
                task.add_done_callback(self._closing.discard)
            elif loop.is_running():
                future = asyncio.run_coroutine_threadsafe(entry.close(), loop)
                with suppress(Exception):
                    future.result(timeout=_CLOSE_TIMEOUT)
            elif running is None:
                with suppress(Exception):
                    loop.run_until_complete(entry.close())

    async def aclose(self) -> None:
        """Close this loop's async pool, then everything ``close`` can (off the loop)."""
        with self._lock:
            entry = self._apools.pop(asyncio.get_running_loop(), None)
        if entry is not None:
            await entry.close()
        await asyncio.to_thread(self.close)


class _LoopPool:
    """An event loop's async pool, with the task that closes it when the loop shuts down."""

    __slots__ = ("guard", "pool")

    def __init__(self, pool: AsyncConnectionPool, guard: asyncio.Task[None]) -> None:
        self.pool = pool
        self.guard = guard

    async def close(self) -> None:
        """Close the pool and retire its guard; run on the pool's own loop."""
        await self.pool.close()
        self.guard.cancel()
        await asyncio.wait([self.guard])
