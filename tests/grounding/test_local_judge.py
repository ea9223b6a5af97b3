"""The local model as LLM judge flags an injected false claim (real model through langchain-openai)."""

from __future__ import annotations

import pytest

from arcana_graph import Chunk, LLMJudgeGrounder

pytestmark = pytest.mark.e2e

CHUNKS = [
    Chunk(id="glass", text="The Quillon Glassworks was founded in 1861 by Ottilie Quillon. It closed in 1958."),
    Chunk(id="ferry", text="The ferry Gull's Errand sails every day from Sarrow to Kelderwick."),
]


def test_the_local_judge_flags_an_injected_claim(local_llm_server: object) -> None:
    judge = LLMJudgeGrounder("local:qwen2.5-1.5b")
    faithful = "The Quillon Glassworks was founded in 1861 by Ottilie Quillon."
    injected = "It closed in 1990."
    result = judge(f"{faithful} {injected}", CHUNKS, question="Tell me about the Quillon Glassworks.")
    assert [s.text for s in result.hallucinated_spans] == [injected]
    assert [s.text for s in result.faithful_spans] == [faithful]
    assert result.faithful_spans[0].sources and result.faithful_spans[0].sources[0].chunk_id == "glass"
    assert result.score == 0.5
