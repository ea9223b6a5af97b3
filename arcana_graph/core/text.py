"""The one vocabulary for what an answer or a query *says*, shared by the Loop, the Pipeline and
the evaluation: "the passages do not state it", a refusal, a field that means "nothing", and how
queries are compared for repeats. One definition, so the Loop's decision to give up and the
evaluation's count of refusals cannot disagree."""

from __future__ import annotations

import re

__all__ = [
    "IRREGULAR_PARTICIPLES",
    "NOT_STATED",
    "REFUSAL",
    "best_sentence",
    "is_nothing",
    "is_refusal",
    "normalize_query",
    "says_not_stated",
    "sentence_spans",
    "words",
]

NOT_STATED = re.compile(
    r"\b(unknown|not (mentioned|provided|stated|given|specified|found|available|recorded)|no information"
    r"|no record|cannot be (determined|answered)|(do|does|did) not (say|state|mention|contain|specify))\b",
    re.IGNORECASE,
)
"""An answer saying the passages do not state what was asked."""

REFUSAL = re.compile(
    r"\b(could not answer|cannot answer|can't answer|unable to answer|i don't know|i do not know)\b"
    rf"|{NOT_STATED.pattern}",
    re.IGNORECASE,
)
"""An answer that declines to answer: ``give_up``'s "Could not answer: ...", common "I don't know"
phrasings, or a not-stated answer."""

_NOTHING = {"", "none", "nothing", "n/a", "na", "no", "null", "nothing missing", "unknown"}


def normalize_query(query: str) -> str:
    """A query as compared for repeats: whitespace collapsed, case folded."""
    return re.sub(r"\s+", " ", query).strip().casefold()


def is_nothing(text: str) -> bool:
    """Whether a field says "none" / "nothing" / "unknown" rather than giving a value."""
    return normalize_query(text).strip(" .") in _NOTHING


def says_not_stated(text: str) -> bool:
    """Whether ``text`` says that what was asked is not stated (see ``NOT_STATED``)."""
    return bool(NOT_STATED.search(text))


def is_refusal(answer: str | None) -> bool:
    """Whether the answer declines to answer (no answer at all counts as a refusal)."""
    return not (answer or "").strip() or bool(REFUSAL.search(answer or ""))


IRREGULAR_PARTICIPLES = frozenset({
    "begun", "born", "bought", "broken", "brought", "built", "cast", "chosen", "cut", "dealt", "done", "drawn", "dug",
    "fed", "found", "given", "grown", "heard", "held", "hung", "kept", "known", "laid", "led", "left", "lit", "lost",
    "made", "meant", "met", "paid", "put", "read", "rebuilt", "run", "rung", "seen", "sent", "set", "shown", "shut",
    "sold", "spent", "split", "spoken", "spun", "stood", "struck", "sung", "sunk", "taken", "taught", "thrown",
    "told", "won", "worn", "woven", "written",
})  # fmt: skip
"""Past participles not written "-ed" ("built", "born"): the splitter and the answer checks read them as verbs."""

_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+|\n\s*\n")
_WORD = re.compile(r"\w+", re.UNICODE)


def sentence_spans(text: str) -> list[tuple[str, int, int]]:
    """Sentences as ``(text, start, end)`` character spans: split after ``.``, ``!`` or ``?``
    followed by whitespace, and at blank lines; whitespace belongs to no sentence."""
    spans: list[tuple[str, int, int]] = []
    position = 0
    for match in [*_SENTENCE_BREAK.finditer(text), None]:
        end = match.start() if match else len(text)
        piece = text[position:end]
        if piece.strip():
            start = position + len(piece) - len(piece.lstrip())
            spans.append((piece.strip(), start, start + len(piece.strip())))
        if match:
            position = match.end()
    return spans


_CHATTER = re.compile(
    r"^\s*(?:(?:hey|hi|hello|so|ok|okay|quick one|quick question|one more|and|also)\b[\s,:;!.-]*)*"
    r"(?:(?:do|can|could|would) you (?:happen to |perhaps )?(?:know|tell me|say)\b,?\s*"
    r"|i (?:wonder|was wondering)\b,?\s*|i(?:['’]d| would) like to know\b,?\s*|i want to know\b,?\s*"
    r"|(?:please )?tell me\b,?\s*)?",
    re.IGNORECASE,
)


_DEGREES = (
    ("older", "oldest", "smaller"),
    ("earlier", "earliest", "smaller"),
    ("younger", "youngest", "larger"),
    ("newer", "newest", "larger"),
    ("later", "latest", "larger"),
    ("longer", "longest", "larger"),
    ("shorter", "shortest", "smaller"),
    ("taller", "tallest", "larger"),
    ("higher", "highest", "larger"),
    ("lower", "lowest", "smaller"),
    ("deeper", "deepest", "larger"),
    ("larger", "largest", "larger"),
    ("bigger", "biggest", "larger"),
    ("smaller", "smallest", "smaller"),
    ("wider", "widest", "larger"),
    ("busier", "busiest", "larger"),
    ("faster", "fastest", "larger"),
    ("slower", "slowest", "smaller"),
    ("heavier", "heaviest", "larger"),
    ("greater", "greatest", "larger"),
    ("more", "most", "larger"),
    ("fewer", "fewest", "smaller"),
    ("less", "least", "smaller"),
)
"""Comparative, superlative, and which value wins (an older thing has the smaller year, a longer
one the larger length): the one list the comparison and superlative readings are built from."""
COMPARATIVES = tuple(comparative for comparative, _, _ in _DEGREES)
SUPERLATIVES = tuple(superlative for _, superlative, _ in _DEGREES)
SMALLER_WINS = tuple(word for *words, wins in _DEGREES if wins == "smaller" for word in words)
LARGER_WINS = tuple(word for *words, wins in _DEGREES if wins == "larger" for word in words)
_COMPARED = "|".join([*COMPARATIVES, *SUPERLATIVES, "first", "last"])
_SIDE = r"(?:the\s+)?[A-Z](?:(?!\s(?:the|or)\s)[^,?])*?"
_SIDES_FIRST = re.compile(
    rf"^(?P<aux>[Ww]as|[Ii]s|[Ww]ere|[Aa]re)\s+(?P<a>{_SIDE})\s+or\s+(?P<b>{_SIDE})\s+"
    rf"(?P<rest>the\s+(?:{_COMPARED})\b[^,?]*|(?:[a-z]+ed|born|built)\s+(?:first|earlier|later|last))"
    r"\s*\??$"
)
"""A choice asked yes/no-style with its sides first: "Was the Corvan Lady or the Corvan Maid the
longer ship?", "Is Pell or Orla the bigger town?", "Was X or Y founded first?"."""


def strip_chatter(question: str) -> str:
    """A question without its conversational opening ("Hey, which ...", "Do you know who ..."),
    so the code that reads the wording sees the question itself; a choice asked with its sides
    first is read as "Which was the longer ship, A or B?" (it asks for a name, not yes or no)."""
    plain = _CHATTER.sub("", question.strip()).strip()
    sides_first = _SIDES_FIRST.match(plain)
    if sides_first is None:
        return plain
    aux, a, b, rest = (sides_first[part] for part in ("aux", "a", "b", "rest"))
    return f"Which {aux.casefold()} {rest}, {a} or {b}?"


def words(text: str) -> set[str]:
    """Lowercased word set (Unicode letters and digits)."""
    return {w.lower() for w in _WORD.findall(text)}


_SUFFIXES = ("ing", "ed", "s")


def stem(word: str) -> str:
    """A word without its inflection ("designed", "designs" -> "design"; "studied" -> "study"), by
    suffix; at least three letters stay, so "was" and "bus" are left alone. Enough to match a
    question's words with a sentence's, not a linguistic stemmer."""
    if word.endswith(("ied", "ies")) and len(word) >= 6:  # "studied", "ferries": "study", "ferry"
        return word[:-3] + "y"
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def stems(text: str) -> set[str]:
    """The stems of the words of ``text`` (see ``stem``)."""
    return {stem(w) for w in words(text)}


def best_sentence(text: str, claim: str) -> tuple[str, int, int] | None:
    """The sentence of ``text`` that shares most words with ``claim`` (an exact match first);
    None when none shares a word."""
    spans = sentence_spans(text)
    wanted = " ".join(claim.split()).casefold()
    for span in spans:
        if wanted and (wanted in " ".join(span[0].split()).casefold()):
            return span
    claim_words = words(claim)
    scored = [(len(claim_words & words(span[0])), -i, span) for i, span in enumerate(spans)]
    best = max(scored, default=None)
    return best[2] if best is not None and best[0] > 0 else None
