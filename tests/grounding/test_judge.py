"""The LLM-judge grounder and grounding text helpers (reference §5.3)."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage

from arcana_graph import GroundingError
from arcana_graph.core.types import Chunk, Span
from arcana_graph.grounding import LLMJudgeGrounder, attribute, parse_judge_json, score_claims, split_sentences
from tests.fakes import ScriptedChatModel

CHUNKS = [Chunk(id="c1", text="Paris is the capital of France."), Chunk(id="c2", text="The Seine flows through Paris.")]


def claim(text: str, verdict: str = "supported", indices: list[int] | None = None) -> dict:
    return {"text": text, "verdict": verdict, "chunk_indices": indices or []}


# -- scoring -------------------------------------------------------------------------------------------


def test_score_is_supported_over_all_claims_and_offsets_are_characters() -> None:
    answer = "Café note: Paris is the capital. It has 90 million people."
    result = score_claims(
        answer, CHUNKS, [claim("Paris is the capital", indices=[1]), claim("It has 90 million people", "unsupported")]
    )
    assert result.score == 0.5
    span = result.faithful_spans[0]
    assert (span.start, span.end) == (11, 31) and answer[span.start : span.end] == "Paris is the capital"
    assert [s.chunk_id for s in span.sources] == ["c1"] and span.sources[0].score == 1.0
    assert result.hallucinated_spans[0].text == "It has 90 million people"


def test_non_verbatim_claims_count_but_make_no_span() -> None:
    result = score_claims("Paris is the capital.", CHUNKS, [claim("paris is capital"), claim("Paris is the capital")])
    assert result.score == 1.0 and len(result.faithful_spans) == 1


def test_contradicted_claims_are_hallucinated_with_their_sources() -> None:
    result = score_claims("Paris is in Spain.", CHUNKS, [claim("Paris is in Spain", "contradicted", [1, 9, 0])])
    assert result.score == 0.0
    assert [s.chunk_id for s in result.hallucinated_spans[0].sources] == ["c1"]  # out-of-range dropped


def test_unknown_verdicts_count_as_unsupported_and_blank_claims_are_dropped() -> None:
    result = score_claims("A. B.", CHUNKS, [claim("A", "maybe"), claim("", "supported"), {"text": None}])
    assert result.score == 0.0 and len(result.hallucinated_spans) == 1


def test_no_claims_means_fully_grounded() -> None:
    assert score_claims("Hello.", CHUNKS, []).score == 1.0


# -- parsing -------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '{"claims": [{"text": "a", "verdict": "supported"}]}',
        'Here you go:\n{"claims": [{"text": "a", "verdict": "supported"}]}\nDone.',
        '```json\n{"claims": [{"text": "a", "verdict": "supported"}]}\n```',
        '{"claims": [{"text": "a", "verdict": "supported", "meta": {"x": {"y": 1}}}]}',
    ],
)
def test_judge_replies_parse_tolerantly(text: str) -> None:
    assert parse_judge_json(text)[0]["text"] == "a"


def test_braces_inside_strings_and_missing_claims() -> None:
    assert (
        parse_judge_json('{"claims": [{"text": "uses {braces} and }", "verdict": "supported"}]}')[0]["text"]
        == "uses {braces} and }"
    )
    assert parse_judge_json('{"verdicts": []}') == []


@pytest.mark.parametrize("text", ["no json here", '[{"text": "a"}]', ""])
def test_unparseable_replies_are_errors(text: str) -> None:
    with pytest.raises(GroundingError, match="invalid judge response"):
        parse_judge_json(text)


# -- the grounder with a chat model --------------------------------------------------------------------


def test_judge_grounder_calls_the_model_with_numbered_chunks() -> None:
    model = ScriptedChatModel(
        script=[
            '```json\n{"claims": [{"text": "Paris is the capital of France", '
            '"verdict": "supported", "chunk_indices": [1]}]}\n```'
        ]
    )
    result = LLMJudgeGrounder(model)("Paris is the capital of France.", CHUNKS, question="What is the capital?")
    assert result.score == 1.0 and result.faithful_spans[0].sources[0].chunk_id == "c1"
    prompt = str(model.calls[0]["messages"][1].content)
    assert (
        "## Question\nWhat is the capital?" in prompt
        and "[1] Paris is the capital of France." in prompt
        and "[2] The Seine" in prompt
    )


def test_judge_short_circuits_and_errors_propagate() -> None:
    model = ScriptedChatModel(script=[RuntimeError("judge down")])
    judge = LLMJudgeGrounder(model)
    assert judge("   ", CHUNKS, question="q").score == 1.0
    assert judge("Something.", [], question="q").score == 0.0
    assert model.calls == []
    with pytest.raises(RuntimeError, match="judge down"):
        judge("Something.", CHUNKS, question="q")
    with pytest.raises(GroundingError):
        LLMJudgeGrounder(ScriptedChatModel(script=[AIMessage(content="I think it is fine")]))(
            "It is x.", CHUNKS, question="q"
        )


# -- sentences and attribution -------------------------------------------------------------------------


def test_sentences_keep_punctuation_and_character_offsets() -> None:
    text = "Ünïcode first!  Then a question? And a list\n- item one\n- item two"
    parts = split_sentences(text)
    assert [p[0] for p in parts] == ["Ünïcode first!", "Then a question?", "And a list\n- item one\n- item two"]
    assert all(text[start:end] == sentence for sentence, start, end in parts)
    assert split_sentences("   ") == []


def test_attribution_by_word_overlap() -> None:
    chunks = [
        Chunk(id="a", text="The lens was made in Sarrow"),
        Chunk(id="b", text="Nothing related"),
        Chunk(id="c", text="THE LENS"),
    ]
    spans = attribute(
        [
            Span(text="The lens was made in Sarrow", start=0, end=27, score=1.0),
            Span(text="zzz qqq", start=28, end=35, score=1.0),
        ],
        chunks,
    )
    assert [(s.chunk_id, s.score) for s in spans[0].sources] == [("a", 1.0), ("c", 0.3333)]
    assert spans[1].sources == ()
    assert attribute([Span(text="lens", start=0, end=4, score=1.0)], [], min_score=0.1)[0].sources == ()
    partial = attribute(
        [Span(text="one two three four five six seven eight nine ten", start=0, end=1, score=1.0)],
        [Chunk(id="x", text="one")],
    )
    assert partial[0].sources[0].score == 0.1
    assert attribute(partial, [Chunk(id="x", text="one")], min_score=0.2)[0].sources == ()


def test_sentence_mode_judges_each_sentence_on_its_own() -> None:
    def verdict(v: str, *indices: int) -> AIMessage:
        args = {"evidence": "x", "verdict": v, "chunk_indices": list(indices)}
        return AIMessage(
            content="", tool_calls=[{"name": "_ClaimVerdict", "args": args, "id": f"v{v}", "type": "tool_call"}]
        )

    model = ScriptedChatModel(script=[verdict("supported", 1), verdict("contradicted", 2)])
    answer = "Paris is the capital of France. The Seine avoids Paris."
    result = LLMJudgeGrounder(model, claims="sentences")(answer, CHUNKS, question="q")
    assert result.score == 0.5
    assert [(s.text, [x.chunk_id for x in s.sources]) for s in result.faithful_spans] == [
        ("Paris is the capital of France.", ["c1"])
    ]
    assert result.hallucinated_spans[0].text == "The Seine avoids Paris." and result.hallucinated_spans[0].start == 32
    first_prompt = str(model.calls[0]["messages"][1].content)
    assert first_prompt.startswith("Context:\n[1] Paris") and first_prompt.endswith(
        "Claim: Paris is the capital of France."
    )
