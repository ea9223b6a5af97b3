"""The Loop end to end: real Postgres, real embedder, the real local 1.5B model via langchain-openai.

The corpus is tiny and its passages short, so the prompts stay short (~42 prompt tokens/s here).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from arcana_graph import KnowledgeBase, build_loop
from tests.fakes import assert_history_valid

pytestmark = [pytest.mark.e2e, pytest.mark.postgres]

CORPUS = {
    "lighthouse.md": "# Veltmar lighthouse\n\nThe lens of the Veltmar lighthouse was made by the Quillon Glassworks.",
    "glassworks.md": "# Quillon Glassworks\n\nThe Quillon Glassworks was founded in 1861 by Ottilie Quillon.",
    "ferry.md": "# Ferry\n\nThe ferry Gull's Errand sails every day from Sarrow to Kelderwick.",
}
QUESTION = "Who founded the workshop that made the lens of the Veltmar lighthouse?"


@pytest.fixture()
def tiny_kb(database_url: str, minilm: object, tmp_path: Path) -> Iterator[KnowledgeBase]:
    for name, text in CORPUS.items():
        (tmp_path / name).write_text(text)
    kb = KnowledgeBase(minilm, database_url=database_url)  # type: ignore[arg-type]
    assert kb.ingest(tmp_path, collection="island").ok
    yield kb
    kb.close()


def test_the_local_model_answers_a_two_hop_question(local_llm_server: object, tiny_kb: KnowledgeBase) -> None:
    loop = build_loop("local:qwen2.5-1.5b", tiny_kb, strategy="json", max_iterations=4)
    result = loop.invoke({"question": QUESTION, "collections": ["island"]})
    assert result["terminated_by"] == "answered", result
    assert "Ottilie" in result["answer"]
    assert_history_valid(result["messages"])
    sources = {c.source for c in result["chunks"]}
    assert {"lighthouse.md", "glassworks.md"} <= sources
    # the searches follow the hops: the workshop first, then its founder
    queries = [r["args"]["query"] for r in result["tool_history"] if r["tool"] == "search"]
    assert queries[0] == "Which workshop made the lens of the Veltmar lighthouse?"
    assert "Quillon" in queries[1]
    # and the answer cites the passage of each hop
    assert {c.source for c in result["citations"]} == {"lighthouse.md", "glassworks.md"}


def test_the_local_model_refuses_when_the_last_fact_is_missing(
    local_llm_server: object, tiny_kb: KnowledgeBase
) -> None:
    """The bridge exists (the glassworks and its founder are on record), her birthplace is not:
    the run gives up saying what is missing instead of answering with a nearby fact."""
    loop = build_loop("local:qwen2.5-1.5b", tiny_kb, strategy="json", max_iterations=6)
    result = loop.invoke(
        {"question": "Where was the founder of the Quillon Glassworks born?", "collections": ["island"]}
    )
    assert result["terminated_by"] == "gave_up", result["answer"]
    assert result["answer"].startswith("Could not answer: ") and "born" in result["answer"]
    assert result["citations"] == []


def test_ask_json_follows_the_cli_contract(local_llm_server: object, tiny_kb: KnowledgeBase, database_url: str) -> None:
    env = {**os.environ, "ARCANA_LLM": "local:qwen2.5-1.5b"}
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "arcana_graph.cli",
            "--database-url",
            database_url,
            "ask",
            QUESTION,
            "--collection",
            "island",
            "--max-iterations",
            "4",
            "--json",
        ],
        capture_output=True,
        text=True,
        timeout=400,
        env=env,
    )
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert set(result) >= {"answer", "terminated_by", "iterations", "tool_history", "chunks", "grounding"}
    assert result["terminated_by"] == "answered" and "Ottilie" in result["answer"]
    entry = result["tool_history"][0]
    assert set(entry) == {"tool", "args", "iteration", "summary", "returned_chunk_ids"}
    assert set(result["chunks"][0]) >= {"id", "text", "score", "collection", "source", "metadata"}
    assert result["chunks"][0]["collection"] == "island" and result["grounding"] is None
