"""The HHEM grounder's real loading and scoring code, on a tiny randomly initialised T5 classifier.

HHEM-2.1-Open's weights cannot be downloaded here, so the test builds a model of the same shape
(a T5 encoder with a two-way token-classification head, weights saved under ``t5.``) plus a small
word-level tokenizer. That checks the input template, batching, sentence splitting, the context
budget and the fallback, not the real scores.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arcana_graph import GroundingError, HHEMGrounder
from arcana_graph.core.types import Chunk
from arcana_graph.grounding.hhem import HHEM_PROMPT, build_premise

WORDS = (
    "the lens was made by quillon glassworks in sarrow ferry sails daily paris is capital of france it rains".split()
)


@pytest.fixture(scope="module")
def tiny_hhem(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import torch
    from safetensors.torch import save_file
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast, T5Config, T5ForTokenClassification

    root = tmp_path_factory.mktemp("hhem")
    foundation = root / "flan-t5-tiny"
    specials = ["<pad>", "</s>", "<unk>"]
    vocab = {
        token: i
        for i, token in enumerate(
            [*specials, *WORDS, "determine", "if", "hypothesis", "true", "given", "premise", "?", ":", ".", ","]
        )
    }
    tokenizer = Tokenizer(models.WordLevel(vocab=vocab, unk_token="<unk>"))
    tokenizer.pre_tokenizer = pre_tokenizers.Sequence([pre_tokenizers.WhitespaceSplit(), pre_tokenizers.Punctuation()])
    fast = PreTrainedTokenizerFast(tokenizer_object=tokenizer, pad_token="<pad>", eos_token="</s>", unk_token="<unk>")
    fast.save_pretrained(foundation)
    config = T5Config(
        vocab_size=len(vocab),
        d_model=16,
        d_ff=32,
        num_layers=1,
        num_decoder_layers=1,
        num_heads=2,
        d_kv=8,
        num_labels=2,
        pad_token_id=0,
        eos_token_id=1,
        decoder_start_token_id=0,
    )
    config.save_pretrained(foundation)
    torch.manual_seed(7)
    model = T5ForTokenClassification(config)
    weights = root / "hhem"
    weights.mkdir()
    save_file(
        {f"t5.{k}": v.clone().contiguous() for k, v in model.state_dict().items()}, str(weights / "model.safetensors")
    )
    (weights / "config.json").write_text(json.dumps({"foundation": str(foundation)}))
    return weights


def _chunks(*texts: str) -> list[Chunk]:
    return [Chunk(id=f"c{i}", text=t) for i, t in enumerate(texts)]


def test_the_template_is_hhem_2_1_open_s() -> None:
    expected = "<pad> Determine if the hypothesis is true given the premise?\n\nPremise: {premise}\n\n"
    assert HHEM_PROMPT == expected + "Hypothesis: {hypothesis}"


def test_scores_are_probabilities_independent_of_batching(tiny_hhem: Path) -> None:
    pairs = [
        ("the lens was made in sarrow", "the lens was made in sarrow"),
        ("paris is capital", "it rains"),
        ("ferry sails daily", "the ferry sails"),
    ]
    one = HHEMGrounder(tiny_hhem, batch_size=1).score_pairs(pairs)
    three = HHEMGrounder(tiny_hhem, batch_size=3).score_pairs(pairs)
    assert all(0.0 <= s <= 1.0 for s in one)
    assert one == pytest.approx(three, abs=1e-5)


def test_sentences_are_scored_against_the_concatenated_premise(tiny_hhem: Path) -> None:
    grounder = HHEMGrounder(tiny_hhem, threshold=0.5)
    chunks = _chunks("the lens was made by quillon glassworks", "the ferry sails daily")
    answer = "The lens was made in Sarrow. It rains in Paris!"
    result = grounder(answer, chunks, question="q")
    premise = "the lens was made by quillon glassworks\n\nthe ferry sails daily"
    expected = grounder.score_pairs([(premise, "The lens was made in Sarrow."), (premise, "It rains in Paris!")])
    weights = [len("The lens was made in Sarrow."), len("It rains in Paris!")]
    assert result.score == pytest.approx(
        sum(w * s for w, s in zip(weights, expected, strict=True)) / sum(weights), abs=1e-4
    )
    spans = sorted([*result.faithful_spans, *result.hallucinated_spans], key=lambda s: s.start)
    assert [(s.text, answer[s.start : s.end]) for s in spans] == [(s.text, s.text) for s in spans]
    for span, score in zip(spans, expected, strict=True):
        faithful = score >= 0.5
        assert (span in result.faithful_spans) == faithful
        assert span.score == pytest.approx(score if faithful else 1 - score, abs=1e-4)
    lens_span = next(s for s in spans if s.text.startswith("The lens"))
    assert lens_span.sources[0].chunk_id == "c0"


def test_threshold_decides_faithful_or_hallucinated(tiny_hhem: Path) -> None:
    chunks = _chunks("paris is capital of france")
    assert not HHEMGrounder(tiny_hhem, threshold=0.0)("Paris is capital.", chunks, question="q").hallucinated_spans
    assert not HHEMGrounder(tiny_hhem, threshold=1.01)("Paris is capital.", chunks, question="q").faithful_spans


def test_a_first_chunk_over_budget_falls_back_to_the_best_single_chunk(tiny_hhem: Path) -> None:
    grounder = HHEMGrounder(tiny_hhem)
    huge = "the ferry sails daily " * 300  # > 5,000 bytes
    chunks = _chunks(huge, "paris is capital of france")
    assert build_premise(chunks) is None
    sentence = "Paris is capital of France."
    best = max(grounder.score_pairs([(huge, sentence), ("paris is capital of france", sentence)]))
    assert grounder(sentence, chunks, question="q").score == pytest.approx(best, abs=1e-4)


def test_premise_budget_and_top_k() -> None:
    assert build_premise(_chunks("a" * 3000, "b" * 2500, "c" * 10)) == "a" * 3000  # stops at the first overflow
    assert build_premise(_chunks(*["x"] * 12)).count("x") == 10
    assert build_premise([]) is None


def test_no_chunks_and_empty_answers(tiny_hhem: Path) -> None:
    grounder = HHEMGrounder(tiny_hhem)
    none = grounder("One. Two.", [], question="q")
    assert none.score == 0.0 and [s.score for s in none.hallucinated_spans] == [1.0, 1.0]
    assert grounder("   ", _chunks("x"), question="q").score == 1.0


def test_missing_weights_say_how_to_provide_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ARCANA_HHEM_PATH", raising=False)
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path / "empty-cache"))
    with pytest.raises(GroundingError, match="HHEM-2.1-Open weights not found.*ARCANA_HHEM_PATH"):
        HHEMGrounder()("Some answer.", _chunks("x"), question="q")
    (tmp_path / "no-weights").mkdir()
    with pytest.raises(GroundingError, match="FLAN-T5 tokenizer not found"):
        HHEMGrounder(tmp_path / "no-weights")("Some answer.", _chunks("x"), question="q")


def test_a_short_answer_is_scored_as_the_statement_it_makes_with_its_question(tiny_hhem: Path) -> None:
    grounder = HHEMGrounder(tiny_hhem)
    question = "Who made the lens?"
    assert grounder.hypotheses("Quillon Glassworks [1]", question) == [
        ("Quillon Glassworks made the lens.", "Quillon Glassworks", 0, 18)  # the marker is left out
    ]
    chunks = _chunks("the lens was made by quillon glassworks", "the ferry sails daily")
    premise = build_premise(chunks)
    assert premise is not None
    (expected,) = grounder.score_pairs([(premise, "Quillon Glassworks made the lens.")])
    result = grounder("Quillon Glassworks [1]", chunks, question=question)
    assert result.score == pytest.approx(expected, abs=1e-5)
    (span,) = [*result.faithful_spans, *result.hallucinated_spans]
    assert (span.text, span.start, span.end) == ("Quillon Glassworks", 0, 18)
    assert span.sources[0].chunk_id == "c0"


def test_sentences_and_convert_off_keep_the_answer_as_the_hypotheses(tiny_hhem: Path) -> None:
    off = HHEMGrounder(tiny_hhem, convert="off")
    assert off.hypotheses("Quillon Glassworks [1]", "Who made the lens?") == [
        ("Quillon Glassworks [1]", "Quillon Glassworks [1]", 0, 22)
    ]
    both = HHEMGrounder(tiny_hhem).hypotheses("It rains. The lens was made in Sarrow.", "Who made the lens?")
    assert [h for h, *_ in both] == ["It rains.", "The lens was made in Sarrow."]
    assert HHEMGrounder(tiny_hhem).hypotheses("Quillon Glassworks", "") == [
        ("Quillon Glassworks", "Quillon Glassworks", 0, 18)  # no question: nothing to make a statement with
    ]
