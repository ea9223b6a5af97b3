"""What keeps running after a command, and the commands that show and stop it: ``db status``,
``db stop`` and ``stop`` on a real embedded Postgres in a fresh data dir."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.postgres


def _cli(data_dir: Path, *args: str) -> str:
    env = {**os.environ, "ARCANA_DATA_DIR": str(data_dir), "ARCANA_LOCAL_DIR": str(data_dir / "local")}
    env.pop("ARCANA_DATABASE_URL", None)
    done = subprocess.run(
        [sys.executable, "-m", "arcana_graph.cli", *args], env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_embedded_postgres_is_listed_stopped_and_started_again_on_demand(tmp_path: Path) -> None:
    assert "running" not in _cli(tmp_path, "db", "status")
    _cli(tmp_path, "collections")  # the first command that needs the database starts it, and it stays up
    status = _cli(tmp_path, "db", "status")
    assert f"{tmp_path / 'pgdata'}  running" in status
    assert "stopped the embedded Postgres" in _cli(tmp_path, "db", "stop")
    assert "running" not in _cli(tmp_path, "db", "status")
    assert "No collections yet" in _cli(tmp_path, "collections")  # started again, data intact
    assert "stopped the embedded Postgres" in _cli(tmp_path, "stop")
    assert "nothing was running" in _cli(tmp_path, "stop")
