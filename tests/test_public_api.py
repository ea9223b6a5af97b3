"""The public API is one sorted, complete ``__all__`` (httpx's rule)."""

from __future__ import annotations

import arcana_graph


def test_all_is_sorted_and_complete() -> None:
    public = {name for name in vars(arcana_graph) if not name.startswith("_")} - {
        "cli",
        "embeddings",
        "errors",
        "grounding",
        "local",
        "loop",
        "prompts",
        "protocols",
        "telemetry",
        "models",
        "persistence",
        "pipeline",
        "store",
        "structured",
        "types",
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
