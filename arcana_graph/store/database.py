"""Where the knowledge base lives: a Postgres URL, or an embedded server started on demand.

Resolution order: an explicit URL, then ``ARCANA_DATABASE_URL``, then an embedded PostgreSQL 16
with pgvector (the ``pgserver`` wheel) whose data sits under ``ARCANA_DATA_DIR`` (default: the
user's XDG data dir, ``~/.local/share/arcana-graph``). The embedded server starts on first use and
keeps running after the process exits, so later processes reuse it (``pgserver`` finds it by the
``postmaster.pid`` in the data dir). Nothing here runs at import time.
"""

from __future__ import annotations

import logging
import os
import re
import threading
import warnings
from pathlib import Path

import psycopg
from psycopg_pool import ConnectionPool

from arcana_graph.errors import DatabaseUnavailableError

__all__ = ["connect_pool", "data_dir", "embedded_database_url", "redact", "resolve_database_url"]

_log = logging.getLogger(__name__)
_start_lock = threading.Lock()


def data_dir() -> Path:
    """The folder for arcana-graph's own files: ``ARCANA_DATA_DIR`` or the XDG data dir."""
    configured = os.environ.get("ARCANA_DATA_DIR")
    if configured:
        return Path(configured).expanduser()
    import platformdirs

    return platformdirs.user_data_path("arcana-graph")


def redact(url: str) -> str:
    """The URL with any password replaced, for error messages and logs."""
    return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", url)


def _normalise(url: str) -> str:
    # Accept SQLAlchemy-style URLs ("postgresql+psycopg://") as well as libpq ones.
    return re.sub(r"^postgres(ql)?\+\w+://", "postgresql://", url)


def _start_embedded(pgdata: Path) -> str:
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
            server = pgserver.get_server(pgdata, cleanup_mode=None)
        except Exception as exc:  # pgserver raises bare subprocess / OS errors
            reason = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
            raise DatabaseUnavailableError(
                f"could not start the embedded Postgres in {pgdata}: {reason}; "
                "set ARCANA_DATA_DIR to a writable folder or ARCANA_DATABASE_URL to a server"
            ) from exc
        _log.info("embedded Postgres running on %s", pgdata)
        return str(server.get_uri())


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
        first_line = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise DatabaseUnavailableError(
            f"cannot connect to Postgres at {redact(url)}: {first_line}; "
            "check ARCANA_DATABASE_URL, or unset it to use the embedded server"
        ) from exc


def _configure(conn: psycopg.Connection) -> None:
    from pgvector.psycopg import register_vector

    register_vector(conn)


def connect_pool(url: str, *, max_size: int = 4) -> ConnectionPool:
    """A small connection pool with pgvector types registered on every connection.

    Statements are never server-side prepared (``prepare_threshold=None``): PostgreSQL keeps a
    prepared plan even when planner settings such as ``enable_indexscan`` change, which would
    silently turn an exact search into an index search.
    """
    _ensure_vector_extension(url)
    pool = ConnectionPool(
        url,
        min_size=1,
        max_size=max_size,
        kwargs={"prepare_threshold": None},
        configure=_configure,
        open=False,
        name="arcana-graph",
    )
    pool.open(wait=True, timeout=30)
    return pool
