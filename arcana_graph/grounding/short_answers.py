"""What counts as a short answer, and the answer's own text.

A short answer ("Ottilie Quillon", "1887", "about 900") is no claim on its own: with its question
it makes one statement (``statements``). ``is_short_answer``: one line of at most 12 words, in
one piece (no ``.``, ``!`` or ``?`` before a space: "Ottilie Quillon. 1861." is two fragments,
judged one by one as before), that is not a sentence; a sentence ends with ``.``, ``!`` or ``?``
*and* has a finite verb (``has_finite_verb``). So "Ottilie Quillon", "3 March 1884." and "made by
the Quillon Glassworks" are short; "It was Ottilie Quillon." is a sentence. Trailing citation
markers (``[1]``) are not part of the answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from arcana_graph.grounding.lexicon import (
    DETERMINERS,
    FINITE,
    NOT_VERBS_ED,
    PARTICIPLES,
    PAST,
    PRONOUNS,
    S_NOT_VERBS,
    word_tokens,
)

__all__ = ["MAX_SHORT_WORDS", "answer_core", "answer_span", "has_finite_verb", "is_short_answer"]

MAX_SHORT_WORDS = 12
"""Longer one-liners are judged as sentences (lists, run-on clauses)."""

_MARKERS = re.compile(r"(?:\s*\[\d{1,3}\])+\s*$")
_BREAK = re.compile(r"[.!?]\s")
_FINAL = re.compile(r"[.!?][\"'”’)\]]*$")


def answer_span(answer: str) -> tuple[str, int, int] | None:
    """The answer's own text and offsets: surrounding whitespace and trailing citation markers
    (``" [1]"``, ``"[1][2]"``) left out; None for a blank answer."""
    stripped = answer.rstrip()
    marker = _MARKERS.search(stripped)
    end = marker.start() if marker else len(stripped)
    start = len(answer) - len(answer.lstrip())
    return (answer[start:end], start, end) if end > start else None


def answer_core(answer: str) -> str:
    """The answer's own text (``answer_span``) without a final full stop; "" for a blank answer."""
    found = answer_span(answer)
    return (found[0] if found else "").rstrip(" .")


def has_finite_verb(text: str) -> bool:
    """Whether ``text`` has a word that is most likely a finite verb (a closed-list heuristic).

    Only lowercase words count ("May 1884" is a date, "Drew" a name). Counted: forms of be / have /
    do and modals; simple-past forms ("wrote"); past forms that are also participles ("made",
    "founded", any word of 5+ letters ending in -ed) unless they open the text or follow a
    determiner ("made by ...", "the closed mill"); and an -s word after a pronoun, a name, or a
    determiner and a noun ("it stands", "Dane makes", "the lighthouse stands"), unless it ends the
    text or precedes "of" (then it is taken for a plural noun: "the northern cliffs"). Other
    present-tense verbs are missed: such answers count as short.
    """
    words = word_tokens(text)
    for i, word in enumerate(words):
        lower = word.lower()
        previous = words[i - 1].lower() if i else ""
        if not word.islower():
            continue  # "May 1884", "Drew Harrow": capitalised words are names here
        if lower in FINITE or lower in PAST:
            return True
        if i == 0 or previous in DETERMINERS or lower in DETERMINERS:
            continue
        if lower in PARTICIPLES or (len(lower) >= 5 and lower.endswith("ed") and lower not in NOT_VERBS_ED):
            return True
        following = words[i + 1].lower() if i + 1 < len(words) else "of"
        if lower.endswith("s") and not lower.endswith(S_NOT_VERBS) and following != "of" and _subject_before(words, i):
            return True  # a last word or one before "of" is taken for a plural noun ("the northern cliffs")
    return False


def _subject_before(words: Sequence[str], i: int) -> bool:
    """Whether the word before position ``i`` can end a subject: a pronoun, a name (a capitalised
    word that does not open the text), or a noun right after a determiner."""
    previous = words[i - 1]
    if previous.lower() in PRONOUNS:
        return True
    if previous[:1].isupper() and i - 1 > 0:
        return True
    return i >= 2 and words[i - 2].lower() in DETERMINERS and previous.islower()


def is_short_answer(answer: str) -> bool:
    """Whether ``answer`` is a short answer rather than sentences (see the module docstring)."""
    found = answer_span(answer)
    if found is None:
        return False
    text = found[0]
    if "\n" in text or len(text.split()) > MAX_SHORT_WORDS or _BREAK.search(text):
        return False
    return not (_FINAL.search(text) and has_finite_verb(text))
