"""rewrite -> search -> answer with the real local model over a real knowledge base."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from arcana_graph import KnowledgeBase
from arcana_graph.pipeline import build_pipeline

pytestmark = [pytest.mark.e2e, pytest.mark.postgres]


@pytest.fixture()
def ferry_kb(database_url: str, minilm: Any, tmp_path: Path) -> Any:
    (tmp_path / "ferry.md").write_text(
        "# Ferry\n\nThe ferry crossing from Sarrow to Kelderwick takes two hours and forty minutes."
    )
    (tmp_path / "glass.md").write_text("# Glassworks\n\nThe Quillon Glassworks was founded in 1861 by Ottilie Quillon.")
    kb = KnowledgeBase(minilm, database_url=database_url)
    assert kb.ingest(tmp_path, collection="island").ok
    yield kb
    kb.close()


def test_rewrite_search_answer_on_the_local_model(local_llm_server: object, ferry_kb: Any) -> None:
    pipeline = build_pipeline(["rewrite", "search", "answer"], llm="local:qwen2.5-1.5b", searcher=ferry_kb)
    result = pipeline.invoke(
        {"question": "Hi! Could you tell me how long the ferry crossing from Sarrow takes?", "collections": ["island"]}
    )
    assert result["rewritten_query"] and "ferry" in result["rewritten_query"].lower()
    assert result["context_used"][0].source == "ferry.md"
    assert "forty" in result["answer"].lower() or "40" in result["answer"]


def test_ask_pipeline_json(local_llm_server: object, ferry_kb: Any, database_url: str) -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "arcana_graph.cli",
            "--database-url",
            database_url,
            "ask",
            "Who founded the Quillon Glassworks?",
            "--mode",
            "pipeline",
            "--steps",
            "search,answer",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=400,
        env={**os.environ, "ARCANA_LLM": "local:qwen2.5-1.5b"},
    )
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["terminated_by"] == "answered" and "Ottilie" in result["answer"]
    assert result["chunks"][0]["source"] == "glass.md" and result["tool_history"] == []
