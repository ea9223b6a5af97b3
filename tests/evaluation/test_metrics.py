"""Evaluation metrics: HotpotQA-style EM / F1, recall@k and refusal detection."""

from __future__ import annotations

import pytest

from arcana_graph.evaluation import exact_match, is_refusal, normalize_answer, recall_at_k, token_f1


def test_normalisation_follows_hotpotqa() -> None:
    assert normalize_answer("The  Quillon Glassworks!") == "quillon glassworks"
    assert normalize_answer("An apple, a day.") == "apple day"


def test_exact_match_and_f1() -> None:
    assert exact_match("the Quillon Glassworks.", "Quillon Glassworks") == 1.0
    assert exact_match("Ottilie", "Ottilie Quillon") == 0.0
    assert token_f1("Ottilie", "Ottilie Quillon") == pytest.approx(2 / 3)
    assert token_f1("It was founded by Ottilie Quillon in 1861", "Ottilie Quillon") == pytest.approx(0.4)
    assert token_f1(None, "x") == 0.0 and token_f1("completely different", "Ottilie Quillon") == 0.0
    assert token_f1("yes", "no") == 0.0 and token_f1("no", "no") == 1.0


def test_recall_at_k() -> None:
    assert recall_at_k(["a", "b", "c"], ["c", "d"], k=3) == 0.5
    assert recall_at_k(["a", "b", "c"], ["c"], k=2) == 0.0
    assert recall_at_k(["a"], [], k=5) == 1.0


@pytest.mark.parametrize(
    ("answer", "refusal"),
    [
        ("Could not answer: the population is not in the documents", True),
        ("I don't know.", True),
        ("The passages do not mention it.", True),
        ("", True),
        (None, True),
        ("Ottilie Quillon founded it in 1861.", False),
    ],
)
def test_refusals(answer: str | None, refusal: bool) -> None:
    assert is_refusal(answer) is refusal


def test_contains_answer_matches_whole_words_after_normalisation() -> None:
    from arcana_graph.evaluation import contains_answer

    assert contains_answer("The railway opened in 1887.", "1887") == 1.0
    assert contains_answer("It was built by Brack & Oduya.", "brack & oduya") == 1.0
    assert contains_answer("It opened in 18870.", "1887") == 0.0
    assert contains_answer(None, "1887") == 0.0 and contains_answer("anything", "") == 0.0
