"""Answer and retrieval metrics for evaluation runs.

* ``exact_match`` / ``token_f1``: HotpotQA's answer normalisation (lowercase, drop punctuation and
  the articles a/an/the, collapse whitespace); F1 over the normalised tokens, with "yes" / "no" /
  "noanswer" only matching themselves (as in HotpotQA's evaluation script).
* ``contains_answer``: whether the normalised gold answer appears in the normalised prediction
  (FlashRAG's "acc"): fairer than EM to models that answer in a sentence.
* ``recall_at_k``: share of the gold supporting passages among the first k retrieved.
* ``is_refusal``: whether an answer declines to answer (the Loop's ``give_up`` text or common
  "I don't know" phrasings), for scoring unanswerable questions.
"""

from __future__ import annotations

import re
import string
from collections import Counter
from collections.abc import Sequence

from arcana_graph.core.text import is_refusal

__all__ = ["contains_answer", "exact_match", "is_refusal", "normalize_answer", "recall_at_k", "token_f1"]

_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCTUATION = set(string.punctuation)


def normalize_answer(text: str) -> str:
    """HotpotQA's normalisation: lowercase, no punctuation, no articles, single spaces."""
    lowered = text.lower()
    no_punctuation = "".join(ch for ch in lowered if ch not in _PUNCTUATION)
    return " ".join(_ARTICLES.sub(" ", no_punctuation).split())


def exact_match(prediction: str | None, gold: str) -> float:
    """1.0 when the normalised strings are equal."""
    return float(normalize_answer(prediction or "") == normalize_answer(gold))


def token_f1(prediction: str | None, gold: str) -> float:
    """Token-level F1 between the normalised prediction and gold answer."""
    pred, ref = normalize_answer(prediction or ""), normalize_answer(gold)
    special = {"yes", "no", "noanswer"}
    if (pred in special or ref in special) and pred != ref:
        return 0.0
    pred_tokens, ref_tokens = pred.split(), ref.split()
    common = Counter(pred_tokens) & Counter(ref_tokens)
    overlap = sum(common.values())
    if overlap == 0:
        return 0.0
    precision, recall = overlap / len(pred_tokens), overlap / len(ref_tokens)
    return 2 * precision * recall / (precision + recall)


def contains_answer(prediction: str | None, gold: str) -> float:
    """1.0 when the normalised gold answer occurs, on word boundaries, in the normalised prediction."""
    pred, ref = normalize_answer(prediction or ""), normalize_answer(gold)
    return float(bool(ref) and f" {ref} " in f" {pred} ")


def recall_at_k(retrieved: Sequence[str], gold: Sequence[str], k: int) -> float:
    """Share of the gold passages found among the first ``k`` retrieved (1.0 when there are none)."""
    wanted = set(gold)
    if not wanted:
        return 1.0
    return len(wanted & set(retrieved[:k])) / len(wanted)
