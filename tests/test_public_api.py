"""The public API is one sorted, complete ``__all__`` (httpx's rule)."""

from __future__ import annotations

import inspect

import arcana_graph


def test_all_is_sorted_and_complete() -> None:
    # Submodules show up as attributes once imported; they are not part of the public API.
    public = {
        name for name, value in vars(arcana_graph).items() if not name.startswith("_") and not inspect.ismodule(value)
    }
    assert arcana_graph.__all__ == sorted(arcana_graph.__all__)
    assert set(arcana_graph.__all__) - {"__version__"} == public


def test_importing_connects_to_nothing() -> None:
    import subprocess
    import sys

    code = (
        "import sys, arcana_graph;"
        "assert 'pgserver' not in sys.modules and 'torch' not in sys.modules, sorted(sys.modules)"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
