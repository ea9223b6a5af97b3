"""The local model as LLM judge (real model through langchain-openai): it flags an injected false
claim in a sentence answer, supports the demo's correct short two-hop answer and catches a false
claim injected into it."""

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


DEMO = "Who founded the workshop that made the lens of the Veltmar lighthouse?"
HOPS = [
    Chunk(id="light", text="The lens of the Veltmar lighthouse was made by the Quillon Glassworks."),
    Chunk(id="glass", text="The Quillon Glassworks was founded in 1861 by Ottilie Quillon."),
]


def test_the_local_judge_supports_the_demo_answer_from_two_passages_together(local_llm_server: object) -> None:
    result = LLMJudgeGrounder("local:qwen2.5-1.5b")("Ottilie Quillon", HOPS, question=DEMO)
    assert result.score == 1.0 and result.hallucinated_spans == ()
    (span,) = result.faithful_spans
    assert (span.text, span.start, span.end) == ("Ottilie Quillon", 0, 15)
    assert {s.chunk_id for s in span.sources} == {"light", "glass"}  # both hops


def test_the_local_judge_catches_a_false_claim_injected_into_the_demo_answer(local_llm_server: object) -> None:
    result = LLMJudgeGrounder("local:qwen2.5-1.5b")("Ottilie Quillon, in 1920", HOPS, question=DEMO)
    assert result.score == 0.0 and result.faithful_spans == ()
    assert [s.text for s in result.hallucinated_spans] == ["Ottilie Quillon, in 1920"]
