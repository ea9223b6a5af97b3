"""The code base stays lint-clean and formatted (ruff, configured in pyproject.toml)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TARGETS = ["arcana_graph", "tests", "benchmarks", "graphs"]


def _ruff() -> list[str]:
    found = shutil.which("ruff", path=str(Path(sys.executable).parent))
    if found is None:
        pytest.fail("ruff is not installed; run `pip install -e '.[dev]'`")
    return [found]


def test_ruff_check_passes() -> None:
    result = subprocess.run([*_ruff(), "check", *TARGETS], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_is_applied() -> None:
    result = subprocess.run([*_ruff(), "format", "--check", *TARGETS], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
