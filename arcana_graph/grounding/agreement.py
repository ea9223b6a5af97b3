"""Whether the value a judge read from the passages agrees with a short answer.

The local judge never sees the answer: it fills the statement's blank from the passages, and
``compare`` matches that value against the answer word by word (names and numbers exactly,
ordinary words loosely), so a 1.5B model's verdict rests on what it read, not on what it was shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from arcana_graph.core.text import is_nothing, says_not_stated
from arcana_graph.grounding.lexicon import RELATIVE, STOP, has_digit, is_name, normalise, word_set, word_tokens
from arcana_graph.grounding.short_answers import answer_core

__all__ = ["Agreement", "compare", "content_words", "passages_stating"]


@dataclass(frozen=True, slots=True)
class Agreement:
    """How an answer compares with the value a judge read from the passages for it."""

    verdict: Literal["supported", "contradicted", "unsupported", "partial"]
    """``partial``: some of the answer's names and numbers agree, ``missing`` do not (yet)."""
    missing: tuple[str, ...] = ()
    """The answer's words the value did not give (as written in the answer)."""


def content_words(text: str) -> set[str]:
    """Lowercased words less articles, prepositions and auxiliaries (numbers as digits)."""
    return word_set(text) - STOP - RELATIVE


def _same(word: str, vocabulary: set[str], *, exact: bool) -> bool:
    """``word`` (normalised) in ``vocabulary``; lowercase words also match a plural or a spelling
    variant ("kilometers" / "kilometres"); names and numbers must match exactly."""
    if word in vocabulary:
        return True
    if exact:
        return False
    stem = word.rstrip("s")
    return any(v.rstrip("s") == stem or (len(word) >= 7 and v[:4] == word[:4] and _near(v, word)) for v in vocabulary)


def _near(a: str, b: str) -> bool:
    """At most two single-letter edits apart (enough for British / American spellings)."""
    if abs(len(a) - len(b)) > 2:
        return False
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        previous = current
    return previous[-1] <= 2


def compare(answer: str, value: str, *, question: str, passages: Sequence[str]) -> Agreement:
    """Whether ``value`` (what the passages give in the answer's place) agrees with the answer.

    The answer's content words count, less those the question already has ("Bram Quillon" to a
    question about the Quillon Glassworks claims "Bram"). Names and numbers must appear in the
    value; other words in the value or, loosely, anywhere in the passages ("her son Bram" against
    "Bram"). An answer with only lowercase words must agree word for word. "not stated" (or an
    empty value) -> unsupported; nothing in common -> contradicted.
    """
    polar = answer_core(answer).lower()
    if polar in ("yes", "no") and word_tokens(value)[:1] and word_tokens(value)[0].lower() in ("yes", "no"):
        return Agreement("supported" if word_tokens(value)[0].lower() == polar else "contradicted", (polar,))
    if not value.strip() or is_nothing(value) or says_not_stated(value):
        return Agreement("unsupported")
    tokens = [(w, normalise(w), is_name(w, i) or has_digit(w)) for i, w in enumerate(word_tokens(answer_core(answer)))]
    content = [t for t in tokens if t[1] not in STOP]
    asked = word_set(question)
    claimed = [t for t in content if t[1] not in asked] or content
    if not claimed:
        return Agreement("supported" if word_set(answer) <= word_set(value) else "contradicted")
    given = word_set(value)
    anywhere = set().union(*(word_set(p) for p in passages)) if passages else set()
    strict = not any(exact for _, _, exact in claimed)
    missing = [
        word
        for word, norm, exact in claimed
        if not _same(norm, given, exact=exact) and (exact or strict or not _same(norm, anywhere, exact=False))
    ]
    if not missing:
        return Agreement("supported")
    if len(missing) == len(claimed) or not any(_same(n, given, exact=e) for _, n, e in claimed):
        return Agreement("contradicted", tuple(missing))
    return Agreement("partial", tuple(missing))


def passages_stating(statement: str, stated: str, texts: Sequence[str], *, minimum: float = 0.4) -> list[int]:
    """Passage numbers (from 1) for a statement judged without passage numbers: those holding
    every word of ``stated`` (the answer, or the value the passages gave instead) and those
    sharing at least ``minimum`` of the statement's words (the other hop), most shared first."""
    wanted, named = content_words(statement), content_words(stated)
    if not wanted:
        return []
    shares = [
        (len(wanted & (found := content_words(text))) / len(wanted), named <= found, i)
        for i, text in enumerate(texts, 1)
    ]
    return [i for share, holds, i in sorted(shares, key=lambda s: -s[0]) if share >= minimum or (named and holds)]
