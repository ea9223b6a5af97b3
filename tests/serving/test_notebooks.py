"""The notebooks run top to bottom (offline, on the embedded defaults and the local model)."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("*.ipynb"))

pytestmark = [pytest.mark.e2e, pytest.mark.postgres]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_stored_without_outputs(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    assert all(
        not cell.get("outputs") and not cell.get("execution_count")
        for cell in notebook.cells
        if cell.cell_type == "code"
    )


@pytest.mark.timeout(900)  # the whole notebook on the local model (~60 s alone; much longer on a busy machine)
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_executes(
    path: Path, local_llm_server: object, database_url: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from nbclient import NotebookClient

    monkeypatch.setenv("ARCANA_DATABASE_URL", database_url)  # the kernel inherits the environment
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("ARCANA_LLM", raising=False)
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(
        notebook, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    ).execute()
    text = "\n".join(
        output.get("text", "")
        for cell in notebook.cells
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
    )
    assert "coast True" in text and "workshops True" in text
    assert "arcana.loop.stop" in text
