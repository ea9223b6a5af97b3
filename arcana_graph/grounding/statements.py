"""The one declarative statement a question and its short answer make together.

* ``statement_by_rules``: question + answer -> one statement with wh-question templates (the rule
  half of QA2D, Demszky et al. 2018), or None when no template fits (a yes / no question, a verb
  phrase in the answer, a question shape it does not know, a nested clause);
* ``statement_from_model``: checks a statement a model wrote (the judge's fallback): one sentence
  that keeps the answer and adds no name or number;
* ``template_statement``: ``The answer to "<question>" is <answer>.``, which always fits.

``Statement.cloze`` blanks the answer out: a small judge shown the answer copies it and calls
everything supported; shown the blank, it reads the value from the passages, and
``agreement.compare`` decides whether that value agrees with the answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from arcana_graph.grounding.lexicon import (
    ADVERBS,
    CLAUSE,
    DETERMINERS,
    FINITE,
    MONTHS,
    PARTICLES,
    PAST,
    PREPOSITIONS,
    RELATIVE,
    has_digit,
    inflect,
    is_name,
    is_participle,
    is_plain_verb,
    starts_verb,
    word_set,
    word_tokens,
)
from arcana_graph.grounding.short_answers import answer_core, has_finite_verb

__all__ = ["BLANK", "Statement", "statement_by_rules", "statement_from_model", "template_statement"]

BLANK = "___"


@dataclass(frozen=True, slots=True)
class Statement:
    """One declarative statement made by a question and its short answer."""

    text: str
    slot: tuple[int, int] | None
    """Where the answer stands in ``text`` (None when it does not appear there, as for "yes")."""
    how: Literal["rules", "model", "template"]

    @property
    def cloze(self) -> str | None:
        """The statement with the answer replaced by ``___`` (None without a slot)."""
        if self.slot is None:
            return None
        return self.text[: self.slot[0]] + BLANK + self.text[self.slot[1] :]

    def filled(self, value: str) -> str:
        """The statement with ``value`` in the answer's place (as the passages have it); the
        statement itself without a slot."""
        if self.slot is None:
            return self.text
        return self.text[: self.slot[0]] + value + self.text[self.slot[1] :]

    def blank(self, part: str) -> str | None:
        """The statement with only ``part`` of the answer blanked (for checking what the first
        blank left open: "Ottilie Quillon, in ___ founded ..."); None when it cannot be placed."""
        if self.slot is None:
            return None
        inside = self.text[self.slot[0] : self.slot[1]]
        at = inside.lower().find(part.lower())
        if not part or at < 0:
            return None
        start = self.slot[0] + at
        return self.text[:start] + BLANK + self.text[start + len(part) :]


_SLOT = "\x00"


def _finish(parts: Iterable[str], answer: str) -> Statement:
    """Join ``parts`` (``_SLOT`` where the answer goes) into a sentence and locate the answer."""
    text, slot = "", None
    for part in (p.strip() for p in parts):
        if not part:
            continue
        piece = answer if part == _SLOT else part
        joined = f"{text} {piece}" if text else piece
        if part == _SLOT and slot is None:
            slot = (len(joined) - len(piece), len(joined))
        text = joined
    text = text.rstrip(" .,;:") + "."
    if text[:1].islower() and (slot is None or slot[0] > 0):
        text = text[0].upper() + text[1:]
    return Statement(text=text, slot=slot, how="rules")


def _question(question: str) -> tuple[str, list[str]]:
    """The question without its ``?`` and its trailing choices (", A or B", ": A, B or C"), and
    the choices."""
    text = " ".join(question.split()).rstrip(" ?")
    match = re.match(r"^(?P<q>[^,:]+?)[,:]\s+(?P<choices>[^,:]+(?:,\s+[^,:]+)*\s+or\s+[^,:]+)$", text)
    if match is None:
        return text, []
    head, last = re.split(r",?\s+or\s+", match["choices"], maxsplit=1) if " or " in match["choices"] else ("", "")
    choices = [c.strip() for c in head.split(",")] + [last.strip()]
    return (match["q"], choices) if all(choices) else (text, [])


def _date_preposition(answer: str) -> str:
    words = answer.lower().replace(",", "").split()
    if not words or words[0] in PREPOSITIONS or words[0] in ("c.", "circa"):
        return ""
    day_first = len(words) >= 2 and words[0].isdigit() and words[1] in MONTHS
    month_first = len(words) >= 2 and words[0] in MONTHS and words[1].isdigit() and len(words) == 3
    return "on" if day_first or month_first else "in"


def _split_predicate(words: list[str]) -> tuple[list[str], list[str]] | None:
    """Split "the Fenwick Brewery best known for" into subject and predicate ("best known for"):
    the predicate is a trailing participle with the adverbs before it and a preposition after."""
    end = len(words)
    if end and words[-1].lower() in PREPOSITIONS:
        end -= 1
    if end < 2 or not is_participle(words[end - 1]):
        return None
    start = end - 1
    while start > 1 and words[start - 1].lower() in ADVERBS:
        start -= 1
    if words[start - 1].lower() in FINITE:
        return None  # "... where the architect was born": the participle of a nested clause
    if any(is_participle(w) and n.lower() in RELATIVE for w, n in zip(words[:start], words[1:start], strict=False)):
        return None  # "the company founded that quarries ...": the main participle is not at the end
    return words[:start], words[start:]


def _do_split(words: list[str]) -> tuple[list[str], str, list[str]] | None:
    """Split the rest of a do-question ("the glassworks get its sand") into subject, base verb and
    what follows ("its sand"); None when a clause or an unknown shape makes it unsafe."""
    if any(w.lower() in RELATIVE for w in words):
        return None
    body, tail = list(words), []
    if body and body[-1].lower() in PARTICLES | PREPOSITIONS:
        tail = [body.pop()]  # "shut down", "look for"
    determiners = [i for i, w in enumerate(body) if i >= 2 and w.lower() in DETERMINERS]
    at = len(body) - 1
    if determiners and not tail:
        candidate = determiners[-1] - 1  # "get its sand"
        if body[candidate].lower() in PARTICLES and candidate >= 2:
            candidate -= 1  # "take over the works"
        if is_plain_verb(body[candidate]):
            at = candidate
    if at < 1 or not is_plain_verb(body[at]):
        return None
    return body[:at], body[at], body[at + 1 :] + tail


_WH_ADVERB = re.compile(
    r"^(?:(?P<prep>in|on|at|from|since|until|by) (?:which|what) \w+|(?P<wh>when|where|what year|which year)) "
    r"(?P<aux>is|was|are|were|has|have|had|did|does|do) (?P<rest>.+)$",
    re.IGNORECASE,
)
_WH_OBJECT = re.compile(
    r"^(?P<wh>what(?: \w+){0,2}|who|whom|which(?: \w+){0,2}|how much|how many(?P<noun> \w+)?) "
    r"(?P<aux>is|was|are|were|has|have|had|did|does|do) (?P<rest>.+)$",
    re.IGNORECASE,
)
_HOW_ADJECTIVE = re.compile(
    r"^how (?P<adj>long|tall|high|deep|wide|heavy) (?P<aux>is|was|are|were) (?P<rest>.+)$", re.IGNORECASE
)


def statement_by_rules(question: str, answer: str) -> Statement | None:
    """The statement question + answer make, from wh-question templates; None when none fits.

    Handled: subject questions ("Who founded X?" -> "A founded X."), object and adverbial
    questions with an auxiliary ("When was X first lit?" -> "X was first lit on A.", "What did X
    make?" -> "X made A.", "Which beer is X best known for?" -> "X is best known for A."),
    "How many N does X have?", "How long is X?", and choices ("Which is older, A or B?" -> "Of A
    and B, A is older."). Only for answers without a finite verb, and never for yes / no.
    """
    core = answer_core(answer)
    if not core or core.lower() in ("yes", "no") or has_finite_verb(core):
        return None
    text, options = _question(question)
    if not text:
        return None
    statement = _adverbial(text, core) or _object(text, core) or _how_adjective(text, core) or _subject(text, core)
    if statement is None or not options:
        return statement
    prefix = f"Of {', '.join(options[:-1])} and {options[-1]},"
    shift = len(prefix) + 1
    first = statement.text.split()[0]
    body = statement.text[0].lower() + statement.text[1:] if first.lower() in DETERMINERS else statement.text
    slot = (statement.slot[0] + shift, statement.slot[1] + shift) if statement.slot else None
    return Statement(text=f"{prefix} {body}", slot=slot, how="rules")


def _adverbial(text: str, answer: str) -> Statement | None:
    match = _WH_ADVERB.match(text)
    if match is None:
        return None
    aux, words = match["aux"].lower(), match["rest"].split()
    if match["prep"]:
        preposition = match["prep"].lower()
    elif match["wh"].lower() == "where":
        preposition = "" if answer.split()[0].lower() in PREPOSITIONS else "in"
    else:
        preposition = _date_preposition(answer)
    if aux in ("did", "does", "do"):
        parts = _do_split(words)
        if parts is None:
            return None
        subject, verb, tail = parts
        return _finish([*subject, inflect(verb, aux), *tail, preposition, _SLOT], answer)
    split = _split_predicate(words)
    if split is None:
        if any(starts_verb(w) or w.lower() in RELATIVE for w in words):
            return None  # not a plain noun phrase ("the Great Gale")
        return _finish([*words, aux, preposition, _SLOT], answer)
    subject, predicate = split
    return _finish([*subject, aux, *predicate, preposition, _SLOT], answer)


def _object(text: str, answer: str) -> Statement | None:
    match = _WH_OBJECT.match(text)
    if match is None:
        return None
    aux, words = match["aux"].lower(), match["rest"].split()
    noun = (match["noun"] or "").strip()
    quantity = [_SLOT] if not noun or noun.split()[-1].lower() in answer.lower() else [_SLOT, noun]
    if aux in ("did", "does", "do"):
        parts = _do_split(words)
        if parts is None or (parts[2] and parts[2][-1].lower() not in PARTICLES | PREPOSITIONS):
            return None  # the object is the answer: nothing may follow the verb but a particle
        subject, verb, tail = parts
        return _finish([*subject, inflect(verb, aux), *tail, *quantity], answer)
    if aux in ("has", "have", "had") and noun:
        if any(starts_verb(w) or w.lower() in RELATIVE for w in words):
            return None
        return _finish([*words, aux, *quantity], answer)
    split = _split_predicate(words)
    if split is None:
        return None  # "What is X?" is a subject question: "A is X."
    subject, predicate = split
    return _finish([*subject, aux, *predicate, *quantity], answer)


def _how_adjective(text: str, answer: str) -> Statement | None:
    match = _HOW_ADJECTIVE.match(text)
    if match is None or CLAUSE & {w.lower() for w in match["rest"].split()}:
        return None
    return _finish([match["rest"], match["aux"].lower(), _SLOT, match["adj"].lower()], answer)


def _subject(text: str, answer: str) -> Statement | None:
    words = text.split()
    first = words[0].lower()
    if first in ("who", "what"):
        start = end = 1
    elif first == "which" or (first == "how" and len(words) > 3 and words[1].lower() == "many"):
        start = 1 if first == "which" else 2
        # "Which firm built ...": the wh-phrase takes one noun ("Which is ..." none), a second one
        # only when a verb follows it.
        end = start if first == "which" and words[1].lower() in FINITE | PAST else start + 1
        if end == start + 1 and end + 1 < len(words) and not starts_verb(words[end]) and starts_verb(words[end + 1]):
            end += 1
    else:
        return None
    noun, rest = words[start:end], words[end:]
    if any(w.endswith(("'s", "’s")) for w in noun):
        return None  # "Which town's school ...": the answer is not the subject
    if not rest or rest[0].lower() in ("did", "does", "do") or rest[-1].lower() in PREPOSITIONS:
        return None  # an object question ("Who was the lens made by?")
    if not (starts_verb(rest[0]) or (noun and is_plain_verb(rest[0]))):
        return None
    amount = noun if first == "how" and noun[-1].lower() not in answer.lower() else []
    return _finish([_SLOT, *amount, *rest], answer)


def template_statement(question: str, answer: str) -> Statement:
    """The statement that always fits: ``The answer to "<question>" is <answer>.``"""
    core = answer_core(answer) or answer.strip()
    prefix = f'The answer to "{" ".join(question.split())}" is '
    return Statement(text=f"{prefix}{core}.", slot=(len(prefix), len(prefix) + len(core)), how="template")


def statement_from_model(question: str, answer: str, text: str) -> Statement | None:
    """A model-written statement, if it is one sentence that keeps the answer and adds no name or
    number the question and answer do not have; None otherwise (a model may "fix" the answer)."""
    text = " ".join(text.split())
    core = answer_core(answer)
    if not text or not core or len(text.split()) > 60 or len(_sentences(text)) > 1:
        return None
    known = word_set(question) | word_set(answer)
    added = [w for i, w in enumerate(word_tokens(text)) if w.lower() not in known and (is_name(w, i) or has_digit(w))]
    if added:
        return None
    at = text.lower().find(core.lower())
    if at < 0:
        if core.lower() not in ("yes", "no") and not word_set(core) <= word_set(text):
            return None
        if core.lower() == "no" and not re.search(r"\b(not|no|never)\b|n't\b", text, re.IGNORECASE):
            return None
        return Statement(text=text, slot=None, how="model")
    if len(core) >= 0.8 * len(text.rstrip(".")):
        return None  # the answer is the whole statement: nothing left to blank against
    return Statement(text=text, slot=(at, at + len(core)), how="model")


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text.strip()) if s]
