"""Checks of what was asked, in code: the small model's judgement is the weakest link, so whether
an answer is even the right *kind* of answer and whether it rests on a passage about the entity the
question names are decided here, not by the model (how two looked-up values compare is decided in
``answer_comparisons``).

* ``asked_kind(question)``: a place for "where", a number for "how many", a date for "when",
  a person for "who", yes/no for "is / does / did ..." questions (None when the wording does not say).
* ``fits(question, answer)``: whether the answer is of that kind (a number has a digit or a
  number word, a date a year or a month, a name a capitalised word...); ``fits_as_stated`` also
  takes a place its sentence gives as a phrase ("stand on several gateposts").
* ``about(question, evidence)``: whether the evidence names the entity the question is about (a
  hop's answer must come from a passage about "the mayor of Ossery", not about a look-alike).
* ``states_relation(question, evidence)``: for "born", "died", "married", the evidence uses the
  relation's words (a passage about the right person that does not is no answer).
* ``states_event(question, sentences)``: "when was X founded / did X close?" is answered by a
  sentence that states the founding or the closing, not by the one date a sentence about X gives.
* ``named_as_asked(question, answer, passages)``: "which company ...?" is not answered by a name
  the passages call a village ("Calder Heath is a hill village"): the category asked for and the
  one the passages give the answer must not differ.
* ``counts_other_thing(question, answer, sentences)``: "how many bells?" is not answered by the
  organ's "31 stops".
* ``measures_other_dimension(question, answer, sentences)``: "how tall?" is not answered by "50
  metres long".
* ``measures_other_thing(question, answer, sentences)``: "how long is Orrinsay?" is not
  answered by "The island link between Haldwick and Port Orrin is 20 nautical miles long".
* ``said_of_look_alike(question, answer, sentences)``: "How long is MV Brannoch?" is not answered
  by "MV Brannoch II is a ferry of 51 metres built ... to replace the old MV Brannoch".
* ``not_recorded(question)``: a give-up reason that says what is missing ("no mayor of X is recorded").
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from typing import Literal, TypeVar

from arcana_graph.core.answer_comparisons import DIRECTION, HELD_LONGER, LIVED_LONGER, comparison, value_of
from arcana_graph.core.answer_words import (
    CATEGORY_NOUNS,
    CATEGORY_OF,
    LONG_TITLES,
    SHORT_TITLES,
    YEAR,
    name_words,
    noun_category,
)
from arcana_graph.core.question_words import (
    BASE_VERBS,
    PEOPLE_WORDS,
    PLACE_ROLES,
    PREPOSITIONS,
    RANKS,
    employer_words,
    is_participle,
    is_past_verb,
    singular,
)
from arcana_graph.core.text import (
    IRREGULAR_PARTICIPLES,
    IRREGULAR_PAST_TO_BASE,
    PARTICIPLE_TO_PAST,
    PAST_TO_PARTICIPLE,
    PERSON_ROLES,
    SUPERLATIVES,
    dash_as_stop,
    found_as_find,
    heading_line,
    sentence_spans,
    stem,
    stems,
    strip_chatter,
    words,
)
from arcana_graph.core.wording import DIMENSIONS, TIME_COUNTED, number_word_value

__all__ = [
    "AnswerKind",
    "DOER_DEEDS",
    "KIN",
    "ONE_OF_TWO",
    "about",
    "agent_in_answer",
    "as_asked_thing",
    "asked_action",
    "RANKING_WORDS",
    "asked_decade",
    "asked_event_year",
    "asked_kind",
    "asked_noun",
    "birth_year_for_other_event",
    "birthplace_for_other_place",
    "born_to_asked",
    "capitalised_words",
    "casualties_for_population",
    "command_of_undescribed_ship",
    "count_of_asked",
    "count_at_another_time",
    "counts_other_thing",
    "dates_another_deed",
    "dates_gapped_clause",
    "dates_other_thing",
    "dates_unsaid_thing",
    "denies_thing",
    "doer_stated",
    "subject_of_identity",
    "thing_done_by",
    "thing_left_unnamed",
    "told_of_a_namesake",
    "destination_for_doer",
    "distance_for_speed",
    "time_for_length",
    "distance_for_time",
    "doer_of",
    "doer_of_another_trade",
    "elder_of",
    "event_year_said",
    "end_of_another_post",
    "first_of_a_narrower_kind",
    "first_unsaid",
    "fits",
    "fits_as_stated",
    "founder_for_other_deed",
    "founder_named",
    "founder_unstated_on_own_page",
    "is_trade",
    "kin_from_other_side",
    "kin_asked",
    "kin_left_unnamed",
    "kin_of_another_generation",
    "kin_turned_round",
    "kin_of_other_sex",
    "kin_thing_unlinked",
    "one_line_sentences",
    "kind_page_stating",
    "kind_restated",
    "lifespan_year",
    "locates_asked_thing",
    "made_other_kind",
    "made_up_words",
    "last_unsaid",
    "maker_of_first",
    "measures_other_dimension",
    "measures_other_thing",
    "misquotes_name",
    "name_kind",
    "name_unsaid",
    "named_as_asked",
    "named_entities",
    "not_recorded",
    "number_written",
    "other_of_same_kind",
    "owners_post_holder",
    "page_of_look_alike",
    "page_subject_did",
    "passage_names_dated_thing",
    "picks_another_of_kind",
    "place_of_post",
    "place_of_asked_thing",
    "pointer_before_asked_thing",
    "post_held_at_other_time",
    "post_holder_at",
    "post_holder_named",
    "post_of_another",
    "premise_clauses",
    "premise_of_another_post",
    "premise_of_change_unsaid",
    "premise_of_denied_kin",
    "premise_of_kin_age",
    "premise_of_survivor",
    "range_end",
    "reason_stated",
    "repeats_question",
    "said_of_look_alike",
    "said_of_page_subject",
    "predecessor_for_successor",
    "season_unsaid",
    "ship_on_route",
    "since_another_year",
    "span_of_years",
    "states_action",
    "states_asked_year",
    "states_event",
    "states_ordinal",
    "states_relation",
    "states_role",
    "states_superlative",
    "thing_for_its_owner",
    "unnamed_kin_as_written",
    "value_across_change",
    "whole_list",
    "whole_phrase",
    "with_asked_noun",
    "year_beside_event",
    "without_another_subjects_clause",
    "without_asked_preposition",
    "without_purpose",
    "written_in",
    "year_of_a_statement",
    "year_stated",
]

AnswerKind = Literal["person", "place", "number", "date", "yesno", "name", "reason"]

_NUMBER_WORDS = (
    "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|"
    "eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|dozen|none|no"
)
_MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december"
_PLACES = "town|city|village|country|place|port|province|harbour|island"
KIN = "father|mother|son|daughter|brother|sister|uncle|aunt|nephew|niece|husband|wife"
"""The kin words the checks read, as a regex alternation."""
_KIND_PATTERNS: tuple[tuple[AnswerKind, re.Pattern[str]], ...] = (
    ("number", re.compile(r"\bhow (many|much|long|tall|high|far|old|big|deep|wide)\b", re.I)),
    (  # "What is that railway's length?", "What was the height of the tower?": a measure
        "number",
        re.compile(
            r"^\W*what (?:is|was|are|were) (?:the |its |their |(?:that|this) [a-z]+['’]s |[\w ]+['’]s )?"
            r"(?:total |overall |full |service |top |passenger |car )?"
            r"(?:length|height|width|depth|population|area|tonnage|speed|capacity)\b",
            re.I,
        ),
    ),
    ("number", re.compile(r"\bin (?:knots|metres|meters|kilometres|kilometers|miles|feet|tonnes|tons)\W*$", re.I)),
    ("date", re.compile(r"\b(when|what year|which year|in what year|what date|which decade|what century)\b", re.I)),
    (
        "place",
        re.compile(
            r"\b(where|(?:in|of|from|at) which (town|city|village|country|place|port|province)|"
            r"what (town|city|village|place|port))\b",
            re.I,
        ),
    ),
    ("name", re.compile(r"(?:^\s*|,\s*)whose\b", re.I)),  # "whose books did X catalogue?": a school's too
    (
        "person",
        re.compile(
            r"\b(who|whom|whose|which (person|man|woman|architect|engineer|founder|mayor|painter|keeper))\b", re.I
        ),
    ),
    ("yesno", re.compile(r"^\s*(is|was|are|were|does|did|do|has|had|can|could|will)\b", re.I)),
    ("reason", re.compile(r"^\s*(why|for what reason)\b", re.I)),
)
_NUMBER = re.compile(rf"\d|\b({_NUMBER_WORDS})\b", re.I)
_CAPITALISED = re.compile(r"\b[A-Z][\w'’-]*")


def capitalised_words(text: str) -> list[str]:
    """The words of ``text`` written with a capital, as written ("Valley", "MV", "Orrin")."""
    return _CAPITALISED.findall(text)


_ENTITY = re.compile(r"(?<![.?!]\s)(?<!^)\b([A-Z][\w'’-]+(?:\s+(?:of|the|and|de|van|von|&)?\s*[A-Z][\w'’-]+)*)")
_STOP_NAMES = {
    *("I", "I'd", "I’d", "I'm", "I’m", "I've", "I’ve", "I'll", "I’ll"),  # "Hi, I'd like to know ...": no name
    *("The", "A", "An", "Which", "Who", "What", "When", "Where", "How", "In", "Is", "Was", "Did"),
}


def asked_kind(question: str) -> AnswerKind | None:
    """What kind of answer the wording asks for; None when it does not say (e.g. "what is ...").

    Comparisons ("which is older, X or Y?") ask for one of the two names.
    """
    question = strip_chatter(question)
    if comparison(question) is not None:
        return "name"
    asked = _asked_part(question)  # statements before it ask nothing; "- do you know when ...": a date
    asked = _LEADING_WHEN.sub("", asked)  # "when X stood in, what kind of passengers ...?" asks no date
    if not re.match(r"\s*(?:\w+\s+)?when\b", asked, re.I):  # "Who was mayor when the hall opened?": a person
        asked = re.sub(r"\s+when\s.*$", "", asked, flags=re.I | re.S)
    question = _RELATIVE_CLAUSE.sub(r"\1", asked)  # "What breed did the man who ... raise?": no person
    for kind, pattern in _KIND_PATTERNS:
        if pattern.search(question):
            return kind
    return None


_LEADING_WHEN = re.compile(
    r"^\s*when\b(?!\s*(?:did|was|were|is|are|does|do|had|has|will|can|could)\b)[^,?]*,\s*"
    r"(?=(?:what|who|whom|which|where|how|why|in\s+(?:what|which))\b)",
    re.I,
)
"""A clause of time before the question's own word ("When MV Tern stood in on her crossing, what kind
of passengers could she take?", fresh24 h02): it says when, and asks for no date."""


_QUESTION_PART = re.compile(
    r"(?<!\bSt\.)(?<!\bMr\.)(?<!\bMrs\.)(?<!\bDr\.)(?<!\bCo\.)(?<!\.S\.)(?<=[.;:!?])\s+(?=\S)|\s+[-–—]\s+"
)
"""Where a question's statements end and its asked part begins (not after "St." or "S.S.")."""


def _asked_part(question: str) -> str:
    """The part of a question that asks, without the statements before it and without chatter
    ("X chaired the board. Do you know up to what year she did?" -> "up to what year she did?")."""
    *_, asked = _QUESTION_PART.split(strip_chatter(question).strip())
    return strip_chatter(asked)


_RELATIVE_CLAUSE = re.compile(r"(\b(?:the|a|an)\s+(?:[\w'’-]+\s+){0,4}?)(?:who|whom|whose|where)\b.*$", re.I | re.S)
"""A relative clause after a noun ("the man *who founded the yard*", "the village *where* ..."): its
"who" or "where" describes the noun and asks for nothing; the question's own word comes before it."""


_MEASURES = r"metres|meters|kilometres|kilometers|km|miles|feet|foot|tonnes|tons|knots|hectares|acres|litres|liters"


def _measure_for_count(question: str, answer: str) -> bool:
    """Whether "how many THINGS" is answered with a measure of another unit ("How many cabins does
    MV Velmar Pioneer have?" answered "110 metres", her length)."""
    counted = re.search(r"\bhow many\s+([a-z-]+)(?:\s+([a-z-]+))?", question, re.I)
    unit = re.search(rf"\d[\d,.]*\s*({_MEASURES})\b", answer, re.I)
    if counted is None or unit is None:
        return False
    return not any(word and re.fullmatch(_MEASURES, word, re.I) for word in counted.groups())


def _year_for_age(question: str, answer: str) -> bool:
    """Whether "how old ...?" is answered by a year ("1941" for "How old was he when he went to
    sea?"): an age is a count of years, not a date."""
    if not re.search(r"\bhow old\b", question, re.I) or re.search(r"\byears?\b|\bage", answer, re.I):
        return False
    numbers = re.findall(r"\d[\d,]*", answer)
    return bool(numbers) and all(YEAR.fullmatch(n) for n in numbers)


_CHOICE_OF_SIDES = re.compile(
    r"^\W*which\s+(?:one\s+)?of\s+(?:them|the\s+two|these|those)\b(?![^?]*\b(?:year|how|when|\d))[^?]*\?*\s*$",
    re.I,
)
"""A choice between sides a statement gave ("Which of them has more inhabitants?"), asking for no year or amount."""
_COUNT_ONLY = re.compile(
    rf"(?:about|around|some|roughly|nearly|over|under|up to)?\s*[\d,.]+(?:\s+(?:{_MEASURES}))?", re.I
)
"""An answer that is only an amount ("about 780", "52 metres"), naming no side."""


def fits(question: str, answer: str) -> bool:
    """Whether ``answer`` is the kind of answer ``question`` asks for (True when it cannot tell)."""
    kind = asked_kind(question)
    text = answer.strip()
    if not text or _PRONOUN_ONLY.fullmatch(text):
        return False  # "She" copied from "She was on the bridge ..." names no one
    if kind != "yesno" and re.fullmatch(r"(?:yes|no)\W*", text, re.I):
        return False  # "What did X insist every ship carry?" asks for a thing, not a yes
    if _only_the_asked_word(question, text):
        return False  # "Which lifeboat took ...?" is not answered by "lifeboat" ("taken off by lifeboat")
    if _CHOICE_OF_SIDES.match(_asked_part(question)) and _COUNT_ONLY.fullmatch(text):
        return False  # "Which of them has more inhabitants?" is not answered by "about 780" (fresh50 k10)
    if kind == "number":
        return (
            bool(_NUMBER.search(text)) and not _measure_for_count(question, text) and not _year_for_age(question, text)
        )
    if kind == "date":
        return bool(YEAR.search(text) or re.search(rf"\b({_MONTHS})\b", text, re.I) or re.search(r"\d", text))
    if kind == "person" and _ends_in_category(text, ("organisation", "place", "building")):
        # "who designed it?" is not answered by "Carrow Yard"; "who was the builder of MV X?" may be
        return bool(_FIRM_ROLE_ASKED.search(question)) and _ends_in_category(text, ("organisation",))
    if kind in ("person", "place") and _VESSEL.match(text):
        return False  # "who was the master of the ship?" is not answered by "MV Velmar Pioneer"
    if _ASKED_STREET.search(question) and not _STREET_NAME.search(text):
        return False  # "on which street is the building?" is not answered by the town, "Corvanmouth"
    if kind == "person" and re.search(r"\s(?:was|is|were|are)\s", text):
        return False  # "Agnes Webb's father was a quarryman." is a clause that names no one
    if kind == "person" and _GROUP_ASKED.match(strip_chatter(question)) and _group_of_people(text):
        return True  # "For whom did X write a handbook?": "village nurses"
    if kind in ("person", "place", "name"):
        return bool(_CAPITALISED.search(text)) and not _NUMBER_ONLY.fullmatch(text)
    if kind == "reason":
        return len(text.split()) >= 3  # a reason is a clause, not a name or a year
    if kind == "yesno":
        if re.search(r"\bbefore or after|after or before\b", question, re.I):
            return bool(re.match(r"(before|after)\b", text, re.I))  # one of the two it offers
        return bool(re.match(r"(yes|no)\b", text, re.I)) or len(text.split()) > 2
    return True


def fits_as_stated(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """``fits``, or, for "where", a place its sentence gives as a phrase after a preposition of
    place rather than a name ("His kestrels still stand on several *gateposts*", "She trained in
    *her father's drawing office*"); for "until what year", a year its sentences write as an end
    (``ends_asked_period``)."""
    stated = fits(question, answer) or _place_phrase_stated(question, answer, sentences)
    return stated and ends_asked_period(question, answer, sentences)


_OF_PLACE = r"(?:on|in|at|beside|near|under|inside|behind|outside)"
"""Prepositions that put a thing in a place ("stand *on* several gateposts")."""


def _place_phrase_stated(question: str, answer: str, sentences: Sequence[str]) -> bool:
    said = answer.strip().rstrip(".")
    if asked_kind(question) != "place" or not said or said != said.casefold() and not said.startswith(("her ", "his ")):
        return False
    phrase = re.sub(rf"^{_OF_PLACE}\s+", "", said, flags=re.I)
    placed = re.compile(rf"\b{_OF_PLACE}\s+(?:[a-z'’]+\s+){{0,2}}?{re.escape(phrase)}\b", re.I)
    return any(placed.search(" ".join(s.split())) for s in sentences)


_GROUP_ASKED = re.compile(r"^(?:for|to|with)\s+whom\b", re.I)
"""Who a thing was for or to ("For whom did X write a handbook?"): a group of people answers it too."""
_GROUP_WORDS = {"people", "children", "men", "women", "families", "folk", "boys", "girls", "workers", "pupils"}


def _group_of_people(text: str) -> bool:
    """Whether an answer names a group of people by its last word ("village nurses", "the mill's workers")."""
    last = re.sub(r"[^a-z-]", "", text.split()[-1].casefold()) if text.split() else ""
    return last in _GROUP_WORDS or (last.endswith("s") and last[:-1] in PERSON_ROLES) or last.endswith("men")


_WHICH_WORDS = re.compile(r"\b(?:which|what)\s+((?:[a-z-]+\s+){0,2}[a-z-]+)", re.I)
"""The words right after "which" / "what" ("Which *lifeboat took MV*"), where the asked noun is."""


def _only_the_asked_word(question: str, answer: str) -> bool:
    """Whether the answer is only the noun the question asks about, named by no name ("lifeboat"
    for "Which lifeboat took the passengers off?", read from "taken off by lifeboat")."""
    asked = _WHICH_WORDS.search(question)
    words = [w for w in re.findall(r"[\w'’-]+", answer.casefold()) if w not in ("a", "an", "the", "one")]
    if asked is None or not words:
        return False
    nouns = {w.casefold() for w in asked[1].split()}
    return all(w in nouns or w.rstrip("s") in nouns or f"{w}s" in nouns for w in words)


_ASKED_STREET = re.compile(r"\b(?:which|what)\s+(?:[a-z-]+\s+)?(?:street|road|lane|avenue)s?\b", re.I)
_STREET_NAME = re.compile(
    r"\b(?:street|st|road|rd|lane|avenue|ave|row|way|terrace|square|place|walk|hill|gate|close|crescent|drive|"
    r"parade|quay|wharf|green|causeway|strand|market|yard)\b",
    re.I,
)
"""A question asking for a street, and the words a street's name is made with ("Quay Street", "Kiln
Lane", "Fish Row"): a town or a building answers another question."""
_FIRM_ROLE_ASKED = re.compile(
    r"\bthe\s+(?:first\s+|original\s+)?(?:builder|owner|operator|maker|manufacturer|supplier|contractor|"
    r"publisher|employer|proprietor)s?\s+of\b",
    re.I,
)
"""A role a firm holds as often as a person ("the builder of MV X" is a yard)."""
_NUMBER_ONLY = re.compile(r"[\d\s.,:/-]+")
_PRONOUN_ONLY = re.compile(r"(?:she|he|it|they|her|him|them|his|its|their|this|that)[\s.]*", re.I)
_VESSEL_PREFIXES = r"(?:MV|MS|SS|PS|RMS|HMS|HMY|RV|FV|MY|SY)"
"""The prefixes a ship's name opens with (motor vessel, steamship, ...), one list for every reader of vessel names."""
_VESSEL = re.compile(rf"(?:[Tt]he\s+)?{_VESSEL_PREFIXES}\s+[A-Z]")
"""A ship's name by its prefix (motor vessel, steamship, ...): a vessel is neither a person nor a place."""


def named_entities(text: str) -> list[str]:
    """Capitalised names in ``text`` (not the first word of a sentence, not question words)."""
    found: list[str] = []
    for match in _ENTITY.finditer(text):
        name = match.group(1).strip()
        if name not in _STOP_NAMES and name not in found:
            found.append(name)
    return found


def about(question: str, evidence: str) -> bool:
    """Whether ``evidence`` names every entity ``question`` names: every word that tells the name
    apart, as a whole word ("the Harrow and Dane workshop" matches "Harrow & Dane"). A look-alike
    that shares some of the words is not the entity asked about: "MV Velmar Trader" is no passage
    about "MV Velmar Pioneer", "Skerrin" none about "Little Skerrin", "Orrinsay" or "the mainland
    port" none about "Port Orrin". Nor is a name that only stands inside a longer name another
    thing's: "the Calder Bridge Brickworks" names no town hall of Calder Bridge, "the Greyfold road"
    no Greyfold school (``_only_inside_other_names``). True when the question names none."""
    said = set(re.findall(r"\w+", evidence.casefold()))
    asked = set(re.findall(r"\w+", question.casefold()))
    return all(
        set(name_words(name)) <= said and not _only_inside_other_names(name, evidence, asked)
        for name in named_entities(question)
    )


_NAME_JOIN = r"(?:[\s&'’-]+(?:(?:of|the|and|de|van|von)\s+)*)"
_NEXT_WORD = re.compile(r"[ \t]*\n?[ \t]*([A-Za-z][\w'’-]*)")
_OTHER_THINGS = {
    "road",
    "street",
    "lane",
    "school",
    "company",
    "firm",
    "church",
    "chapel",
    "brewery",
    "foundry",
    "quarry",
}
"""Nouns after a name that make it another thing's name ("the Greyfold road"); not places ("the
Dunmere town hall" is in Dunmere) and not words that are verbs too ("MV Haldray Islander works it")."""


def _only_inside_other_names(name: str, evidence: str, asked: set[str]) -> bool:
    """Whether every place ``evidence`` writes ``name`` goes on into another thing's name: more
    capitalised words ("Calder Bridge Brickworks") or a noun for a kind of thing that is not a place
    ("the Greyfold road"), none of which the question says itself (by its first five letters: "the
    Dunmere Town Hall" still names Dunmere for "Who designed Dunmere's town hall?", "the Dunmore
    Bleachworks" for "the bleaching business at Dunmore", "the Brack Cycle Works" for "the Brack
    works", or by a word of the same kind: "the Dunmere Infirmary" for "Dunmere's hospital"). False when the name
    is not written in one piece (its words apart, "Harrow & Dane" for "Harrow and Dane")."""
    parts = name_words(name)
    if not parts:
        return False
    pattern = re.compile(r"\b" + _NAME_JOIN.join(map(re.escape, parts)) + r"\b", re.I)
    said = {w[:5] for w in asked} | {other[:5] for w in asked for other in _KIND_SYNONYMS.get(w, ())}
    seen = False
    for match in pattern.finditer(evidence):
        seen = True
        more = _NAME_GOES_ON.match(evidence, match.end())
        going = re.findall(r"[A-Za-z][\w'’-]*", more.group(0)) if more else []
        if not going:
            after = _NEXT_WORD.match(evidence, match.end())
            going = [after.group(1)] if after and after.group(1).casefold() in _OTHER_THINGS else []
        if not going or any(w.casefold()[:5] in said for w in going):
            return False
    return seen


_KIND_SYNONYMS = {"hospital": ("infirmary",)}
"""A question's word for a kind of place and a page's name for one ("Dunmere's hospital" is the Dunmere Infirmary,
fresh47 k06); one way only, as an "Infirmary" asked of may be another place than a "Hospital"."""


_NAME_GOES_ON = re.compile(r"(?:[ \t]*\n?[ \t]*[A-Z][\w'’-]*)+")
"""The capitalised words right after a name, on its line or the next (not after a blank line)."""


_MARRIAGE_SAID = re.compile(r"\b(marri\w*|wife|husband|wed\w*)\b", re.I)
"""A marriage as a page tells it: asked with "married", "wife" or "husband" (``_RELATIONS``), or in its own words
(``_MARRIAGE_ASKED``)."""
_RELATIONS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = (
    (  # a person "came from" a town: where they were born, as the planner reads it (``plain_wording``)
        re.compile(r"\b(born|birth\w*)\b", re.I),
        re.compile(r"\b(born|birth\w*|native of|n[ée]e|came from|comes from)\b", re.I),
    ),
    (re.compile(r"\b(die|died|death)\b", re.I), re.compile(r"\b(died|dies|death|killed)\b", re.I)),
    (re.compile(r"\b(marr(y|ied)|wife|husband)\b", re.I), _MARRIAGE_SAID),
    (  # who designed it: not who built or made it
        re.compile(r"\bdesign(?:ed|s)?\b", re.I),
        re.compile(r"\b(design\w*|architect\w*|plans? (?:by|of|drawn)|drew|drawn up)\b", re.I),
    ),
    (  # who led a thing: not who founded or owned the place it was done at (fresh27 h11)
        # asked, not a relative clause naming the person ("When was the man who led the survey born?")
        re.compile(r"(?:^|[,;:]|\b(?:know|idea|me|say|wonder))\s*who\s+led\b", re.I),
        re.compile(
            r"\b(led|leads?|leading|head(?:ed|s)?|in charge|oversaw|overs\w+|direct\w*|supervis\w*|manag\w*|ran|runs?|"
            r"chair\w*|master|foreman|command\w*|conduct\w*|captain\w*)\b",
            re.I,
        ),
    ),
    (  # where someone learned a craft: not where they were born or sold their goods (fresh28 k11, unanswerable)
        re.compile(  # asked of the question's own verb, not a clause's ("the works where X learned his trade")
            r"^(?!.*\b(?:learn|train|apprentic)\w*\b.*\bborn\b)"  # a birthplace asked after a clause of training
            r"\W*(?:where|(?:in|at)\s+which\s+[a-z]+|which\s+[a-z]+)\s+"
            r"(?:did\s+[^?]*?\b(?:learn|train)|(?:was|were)\s+[^?]*?\b(?:trained|apprenticed))\b",
            re.I,
        ),
        re.compile(
            r"\b(learn\w*|train\w*|apprentic\w*|indentur\w*|stud(?:y|ied)\w*|taught|school\w*|pupil|"
            r"serv\w+ (?:his|her|their) time)\b",
            re.I,
        ),
    ),
    (  # how many live somewhere: not how many it employs, or visit it
        re.compile(r"\b(inhabitants|population|residents|people (live|lived|living))\b", re.I),
        re.compile(r"\b(inhabit\w*|population|residents|home to|(people|who) (live|lived|living))\b", re.I),
    ),
)
"""Relations a passage states in few words, so a passage about the right person that does not use
them does not state the fact: "where was X born?" is not answered by "X lived in Calder Heath",
"how many people live in Haldness?" not by "the yard at Haldness employs about 90 people"."""


_YEAR_WORD = r"(?:1[0-9]{3}|20[0-9]{2})"
_CLOSED_SPAN = rf"\b(?:until|till|to)\s+{_YEAR_WORD}\b|\b{_YEAR_WORD}\s*[-–]\s*{_YEAR_WORD}\b"
_OPENED_SPAN = rf"\bfrom\s+{_YEAR_WORD}\b|(?<!\()\b{_YEAR_WORD}\s*[-–]\s*{_YEAR_WORD}\b"  # not a lifespan


def _event(asked: str, said: str, *, or_span: str = "") -> tuple[re.Pattern[str], re.Pattern[str]]:
    """An event's (question words, statement words); ``or_span``: a span of years that states it
    too ("from 1897" the start, "until 1958" the end)."""
    stated = rf"\b(?:{said})\b" + (f"|{or_span}" if or_span else "")
    return re.compile(rf"\b(?:{asked})\b", re.I), re.compile(stated, re.I)


_EVENTS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = (
    _event(
        r"found(?:ed|ing)?|establish(?:ed)?|open(?:ed|s|ing)?",
        r"found\w*|establish\w*|set up|start\w*|open\w*|began|begun|dates? from|since|creat\w*|laid out|"
        r"first (?:recorded|mentioned|documented|held)",  # a fair or a mill whose start is known by its first record
        or_span=_OPENED_SPAN,
    ),
    _event(r"clos(?:e|ed|es|ing|ure)|shut", r"clos\w*|shut\w*|ceased", or_span=_CLOSED_SPAN),
    # a work's completion: not the founding of a club beside it (fresh27 k04: "the club was founded in 1892
    # and rows below the Dunmere weir" for "In which year was Dunmere weir completed?")
    _event(
        r"complet(?:ed|ion)|finish(?:ed)?",
        r"complet\w*|finish\w*|built|rebuilt|constructed|erected|put up|opened|ready|dates? from|delivered",
    ),
    _event(r"design(?:ed|s)?", r"design\w*|plans?|drew|drawn"),
    _event(r"retire[ds]?|retiring|retirement", r"retir\w*|withdrawn", or_span=_CLOSED_SPAN),
    _event(r"scrap(?:ped)?|sank|sunk|sink|wreck(?:ed)?", r"scrap\w*|sank|sunk|wreck\w*|lost"),
    _event(r"demolish(?:ed)?|pulled down|torn down", r"demolish\w*|pulled down|torn down"),
    # a firm or post taken over, a dock dug: not the year of another deed on the page (fresh51 k05: the year his
    # gift of land was laid out, for the year he took over the family brewery)
    _event(
        r"tak(?:e|es|en|ing)\s+over|took\s+over",
        r"t(?:ook|akes?|aken|aking)\s+(?:[\w'’-]+\s+){0,4}?over|took\s+charge|succeed\w*|inherit\w*|bought|acquir\w*"
        r"|became\s+(?:the\s+)?head|passed\s+to|replac\w*",
    ),
    _event(r"dug(?:\s+out)?(?=\s*\??\s*$)", r"dug|dig\w*|excavat\w*|cut|construct\w*|built|complet\w*|sunk|sinking"),
    # a building's putting up asked at the question's end in words other than "built" (whose answers
    # are written many ways): "In which year was the building holding that room put up?"
    _event(
        r"(?:put up|erected|constructed)(?=\s*\??\s*$)",
        r"built|rebuilt|constructed|erected|put up|raised|finished|completed|dates? from",
    ),
)
"""The founding (or opening) or the end of something (closing, retiring, scrapping, demolishing) asked about,
and the words that state it (also a span of years: its start, "from 1897", states a founding, its
end, "until 1938", an end): a small model answers "when was the crossing closed?" with the year it
opened, and "when was the shipyard founded?" with the year a ship was built, the one date its
sentence gives."""


def states_event(question: str, sentences: Sequence[str]) -> bool:
    """Whether the sentences an answer rests on state the founding or ending a "when" question
    asks about (``_EVENTS``), or the second time it happened ("opened again": ``_asked_again``);
    True for any other question. Checked on the answer's sentences, not on its passage: the
    passage of a ferry built for a crossing may say the ferry was withdrawn."""
    if asked_kind(question) != "date":
        return True  # "which island lies close to X?", "where was the hoard found?": no event asked about
    question = strip_chatter(question)  # "I'd like to know the birth year of X" asks when X was born
    text = found_as_find(" ".join(" ".join(sentences).split()), question)  # "cracks were found": no founding
    again = _asked_again(question)
    if again is not None:
        return bool(again.search(text))  # "opened in 1809" answers no "when was it opened again?"
    said = _asked_event(question)
    if said is None:
        own = _own_verb_after_doer(question)  # "the company founded by X *taken* over": "taken" or "took"
        deed = _deed_after_clause(question)  # "did the man who founded X *build* his first organ": built
        if deed is not None and not deed.search(text):
            return False
        return own is None or bool({stem(own), PARTICIPLE_TO_PAST.get(own, own)} & {stem(w) for w in words(text)})
    if said.search(text):
        spanless = re.sub(f"{_OPENED_SPAN}|{_CLOSED_SPAN}", "", text)
        return bool(said.search(spanless)) or _span_of_asked(question, text)
    if said is _EVENTS[2][1] and _asked_thing_ended(question, text):
        return True  # "The survey ended in 1886" for "When was the survey of Pell harbour completed?"
    return said is _EVENTS[0][1] and _a_structure(question) and bool(_BUILT.search(text))


_COMPLETED_THING = re.compile(
    r"\b(?:was|were)\s+(?:the|its|their)\s+(?P<thing>(?:[a-z-]+\s+){0,3}?(?P<head>[a-z-]+))(?:\s+of\s+[^?]*?)?\s+"
    r"(?:completed|finished)\b",
    re.I,
)


def _asked_thing_ended(question: str, text: str) -> bool:
    """Whether ``text`` says the thing a completion is asked of ended or reached its end *as its own subject*:
    "The survey ended in 1886" for "When was the survey of Pell harbour completed?", "The line reached Pell in
    1870" for the line; not "The strike at the mill ended" for the mill (the review of c00e32c)."""
    asked = _COMPLETED_THING.search(question)
    if asked is None:
        return False
    subject = re.compile(
        rf"(?P<before>\S+)?\s*\b(?:the|its|The|Its)\s+(?:[\w'’-]+\s+){{0,2}}?{asked['head']}\s+"
        r"(?:ended\s+(?:in\s+)?\d{4}|reached\s+(?:[A-Z][\w'’-]*\s+)+in\s+\d{4})\b"  # no object: its own end
    )
    return any(
        (found["before"] or "").casefold() not in PREPOSITIONS for found in subject.finditer(" ".join(text.split()))
    )


def _span_of_asked(question: str, text: str) -> bool:
    """Whether a span of years ("from 1930 to 1936") that states a start or an end is the asked
    thing's: the sentence names it, or its kind ("the works"), or says "it" / "they"; a person's
    "he" / "she" only when the question asks about no firm, building or place ("from 1930 to 1936
    he was the town's mayor" dates no founding of the Dunmore Angling Association). Nor is a span
    that ends a clause joined by "and" to the one that names the thing ("He was mayor of Marrow End
    from 1912 to 1918 and paid for the town's first public baths": the span dates his mayoralty)."""
    if _span_dates_clause_before(question, text):
        return False
    if about(question, text) or re.search(r"\b(?:it|its|they|their)\b", text, re.I):
        return True
    said = set(re.findall(r"[a-z]+", text.casefold()))
    if any(_last_word(name).casefold() in said for name in named_entities(question)):
        return True  # "The works made bicycles from 1897" of the Pell Cycle Works
    things = {name_kind(name) for name in named_entities(question)} - {None}
    return not things and bool(re.search(r"\b(?:he|she|his|her)\b", text, re.I))


_SPAN_THEN_AND = re.compile(
    rf"\b(?:from|between)\s+{_YEAR_WORD}(?:\s*(?:to|until|till|and|[-–])\s*{_YEAR_WORD})?\s+and\s"
    rf"|\b(?:until|till)\s+{_YEAR_WORD}\s+and\s",
    re.I,
)


def _span_dates_clause_before(question: str, text: str) -> bool:
    """Whether a span of years ends a clause joined by "and" to a later one that alone names the
    asked thing (its name's last word or the head noun the question asks about): "He was mayor of
    Marrow End from 1912 to 1918 and paid for the town's first public baths" dates the mayoralty,
    not the baths."""
    joined = _SPAN_THEN_AND.search(text)
    if joined is None:
        return False
    action = asked_action(question)
    thing = {_last_word(name).casefold() for name in named_entities(question)} | ({action[0]} if action else set())
    told = {stem(word) for word in thing}
    before, after = ({stem(w) for w in words(part)} for part in (text[: joined.start()], text[joined.end() :]))
    return bool(told & after) and not told & before


_BUILT = re.compile(r"\b(?:built|constructed|erected|finished|completed)\b", re.I)


def _a_structure(question: str) -> bool:
    """Whether the thing whose start a "when was X founded / opened?" question asks is no firm and no
    person ("the granite breakwater at Haldwick"): its building is its start ("built in 1928"). A
    firm's is not: "when was the shipyard founded?" is not answered by the year it built a ship."""
    action = asked_action(question)
    return action is not None and noun_category(action[0]) not in ("organisation", "person")


_AGAIN = re.compile(r"\b([a-z]{3,}(?:ed|en|t))\s+again\b|\bre-?(open|buil[dt]|launch|consecrat)\w*", re.I)


def _asked_again(question: str) -> re.Pattern[str] | None:
    """The words that state the second time a thing happened, for a question that asks about it
    ("When was the canal opened again?", "... reopened?"): "reopened", or the verb with "again"."""
    asked = _AGAIN.search(question)
    if asked is None:
        return None
    root = stem(asked[1].casefold()) if asked[1] else asked[2].casefold()
    root = "buil" if root.startswith("buil") else root  # "build" and "built": "rebuilt", "built again"
    return re.compile(rf"\bre-?{re.escape(root)}\w*|\b{re.escape(root)}\w*\b[^.;]*\bagain\b", re.I)


_RELATIVE_BEFORE = re.compile(r"\b(?:that|which|who)\s+(?:(?:was|were|had|first|later)\s+)?$", re.IGNORECASE)
"""A relative pronoun just before an event word: the verb of a clause describing a thing on the way
("When did the company *that opened* the valley's first telephone exchange pass into ...?", fresh26
k01), not the event asked about, unless the question ends on it."""


def _asked_event(question: str) -> re.Pattern[str] | None:
    """The words that state the event a "when" question asks about: the one its last word names
    ("When was the firm that designed the bridge founded?"), none when its last word is a birth,
    death or marriage ("When was the engineer whose nephew founded X born?"), else the first it
    names ("When did the tannery close that was founded by ...?"); the others describe the things
    on the way. Statements before the question ("X designed a railway viaduct. In what year were
    that viaduct's iron parts cast?") describe things on the way too: only the question is read."""
    spans = sentence_spans(question)
    question = spans[-1][0] if len(spans) > 1 else question
    end = len(question.rstrip().rstrip("?").rstrip())
    named = sorted(
        (match.start(), match.end(), said)
        for asked, said in _EVENTS
        for match in asked.finditer(question)
        if _describing_doer_verb(question, match.start(), match.end()) is None
        and (match.end() == end or not _RELATIVE_BEFORE.search(question[: match.start()]))
    )
    if not named:
        return None
    last = [said for _, stop, said in named if stop == end]
    if last:
        return last[0]
    if re.search(r"\b(?:born|died|married|baptised|baptized|buried)\s*\?*\s*$", question):
        return None  # "... the engineer whose nephew founded X born?": a life's event asked, the clause's not
    return named[0][2]


def _describing_doer_verb(question: str, start: int, end: int) -> str | None:
    """The question's own participle when the event word at ``start:end`` only describes a thing by
    its doer ("the company *founded* by Vivian Oakes", "... by Lionel Oakes's younger brother")
    and that participle follows the doer ("taken" in "... taken over by the grid?"); None for a
    doer with a clause of its own ("founded by the man who designed the bridge"), a participle
    inside the doer ("the man born in X") or an event word that is the question's own."""
    if not re.search(r"\b(?:the|a|an)\s+(?:[\w'’-]+\s+){0,3}$", question[:start]):
        return None
    after = _DOER_THEN_VERB.match(question[end:])
    if after is None or re.search(r"\b(?:who|whom|whose|that|which|where)\b", after["doer"], re.I):
        return None
    verb = after["verb"]
    return verb if _participle(verb) else None


def _participle(word: str) -> bool:
    """Whether ``word`` reads as a past participle ("taken", "added"); not "born", a life's event."""
    return (word.endswith("ed") and len(word) > 4) or word in IRREGULAR_PARTICIPLES - {"born"}


_DEEDS_DATED = {
    "build", "make", "write", "design", "paint", "compose", "publish", "win", "discover", "invent", "carve", "cast",
    "record", "draw", "sculpt", "print", "launch", "sell", "buy",
}  # fmt: skip
"""Deeds a "when did X ..." question asks the date of, which a sentence giving that date says in its own verb."""
_DID_AFTER_CLAUSE = re.compile(
    r"\b(?:when|year)\s+did\s+(?:the|a|an)\s+[^?]*?\b(?:who|that|which)\s+(?P<clause>[a-z]+)\b[^?]*?\s"
    r"(?P<deed>[a-z]+)\s+(?:his|her|its|their|the|a|an)\s",
    re.I,
)


def _deed_after_clause(question: str) -> re.Pattern[str] | None:
    """The words stating the deed a "when did THE ONE WHO DID X DO Y?" question asks the date of ("In what year did
    the man who founded the organ firm *build* his very first organ?": any form of "build"), when a relative clause
    before it names an event of its own ("founded"): a sentence dating that clause's event answers nothing asked
    (fresh51 k07 was answered with the firm's founding year). None for any other question."""
    found = _DID_AFTER_CLAUSE.search(sentence_spans(question)[-1][0])
    if found is None or found["deed"].casefold() not in _DEEDS_DATED or not is_past_verb(found["clause"].casefold()):
        return None
    return re.compile(_verb_pattern(found["deed"].casefold()), re.I)


def _own_verb_after_doer(question: str) -> str | None:
    """The question's own participle after an event word that only describes its thing by its doer
    ("taken" in "the company founded by X taken over by the grid"); None when there is none."""
    verbs = (
        _describing_doer_verb(question, match.start(), match.end())
        for asked, _ in _EVENTS
        for match in asked.finditer(question)
    )
    return next((verb for verb in verbs if verb is not None), None)


_DOER_THEN_VERB = re.compile(
    r"\s+by\s+(?P<doer>[^?]*?)\s+(?P<verb>[a-z]+)"
    r"(?=\s+(?:over|up|down|out|off|by|in|into|on|to|at|from|for)\b|\s*\??\s*$)"
)
"""After an event word: "by DOER VERB" where the verb ends the question or is followed by its
particle or preposition ("founded by X *taken* over by the grid")."""


_PASSIVE_WHEN = re.compile(
    r"\b(?:[Ww]hen|(?:[Ii]n\s+)?(?:[Ww]hich|[Ww]hat)\s+year)\s+(?P<aux>was|were|did)\s+(.+?)\s+([a-z]+)"
    r"(?:\s+(?:in|on|at))?\s*\?*\s*$",
    re.S,
)
"""A "when" question that ends in its verb (lowercase: "... in the Kestrel Valley?" ends in a name)."""
_CLAUSE_OR_OBJECT = re.compile(r"\b(?:where|who|whom|whose|that|which|when|its|his|her|their)\b", re.I)
_SUBJECT_ENDS = re.compile(r"\s+(?:of|in|at|on|near|beside|by|that|which|who|for)\s+|,")


def asked_action(question: str) -> tuple[str, str] | None:
    """The thing a "when" question asks about and what happened to it, as (head noun, verb):
    ("bell", "cast") for "In which year was the bell of Wendle's little church cast?", ("mill",
    "close") for "When did the mill close?". None for other questions."""
    match = _PASSIVE_WHEN.search(strip_chatter(question))
    if match is None or _CLAUSE_OR_OBJECT.search(match[2]):  # "did the school where ... move into its new building"
        return None
    verb = match[3]
    participle = (
        verb.endswith(("ed", "en", "wn")) or verb in IRREGULAR_PARTICIPLES and verb != "born"
    )  # births: born_to_asked
    if match["aux"] != "did" and not participle:
        return None  # "was a cow set up in the middle of the square": the last word is no verb
    subject = _SUBJECT_ENDS.split(match[2], maxsplit=1)[0]
    subject = re.split(r"['’]s\s+", subject)[-1]  # "Wendle's little church": the church
    head = re.findall(r"[a-z][\w-]*", subject)  # a name ("the Aske Viaduct") is no head noun to look for
    return (head[-1].casefold(), verb) if head and subject.split()[-1][:1].islower() else None


def _verb_pattern(verb: str) -> str:
    """A verb in any of its forms: "train" finds "trained", "teach" finds "taught"."""
    root = stem(verb)
    root = root[:-1] if root.endswith("e") and len(root) > 3 else root
    pasts = [re.escape(past) for past, base in IRREGULAR_PAST_TO_BASE.items() if base == verb.casefold()]
    return rf"\b(?:{re.escape(root)}(?:e|es|ed|d|s|ing|en)?{''.join(f'|{p}' for p in pasts)})\b"


def states_action(question: str, evidence: Sequence[str], candidates: Sequence[str]) -> str | None:
    """For a "when" question about what happened to a thing (``asked_action``) whose answer's
    ``evidence`` never uses the verb: the first of ``candidates`` that says it happened to that
    thing, named before the verb, and gives a year ("Its bell was cast in 1802" for "In which year
    was the bell of Wendle's church cast?", when the model read "a small church of 1790" off the
    same page); "The clock tower was built beside the town hall" states nothing built of the hall.
    None otherwise."""
    again = _asked_again(question)
    if again is not None and asked_kind(question) == "date":  # "reopened for pleasure boats in 1994"
        if any(again.search(s) for s in evidence):
            return None
        return next((s for s in candidates if again.search(s) and YEAR.search(s)), None)
    action = asked_action(question)
    if action is None:
        return None
    head, verb = action
    if any(re.search(_verb_pattern(verb), s, re.I) for s in evidence):
        return None
    stated = re.compile(rf"\b{re.escape(stem(head))}\w*\b[^.;]*?{_verb_pattern(verb)}", re.I)
    return next((s for s in candidates if stated.search(s) and YEAR.search(s)), None)


_LIFESPAN_SPAN = r"\(\s*(?:c\.\s*)?(\d{3,4})\s*[-–]\s*(?:c\.\s*)?(\d{3,4})\s*\)"
_LIFESPAN = re.compile(_LIFESPAN_SPAN)
"""``(1866-1941)``: a birth and a death year, which answers "when was X born / did X die"."""


_BORN_OR_DIED = re.compile(
    r"^(?:when|(?:in )?(?:which|what) year) (?:was|did) (?P<name>.+?) (?P<event>born|die|died|live)\s*[?.!]*$",
    re.IGNORECASE,
)


def _name_pattern(name: str) -> str:
    """A person's name as a pattern: its last two capitalised words ("Josiah Corrie" of "the
    papermaker Josiah Corrie", with up to two words between them), so a relative who shares the
    surname does not match."""
    capitalised = [w for w in name.split() if w[:1].isupper()] or name.split()
    if len(capitalised) < 2:
        return re.escape(capitalised[-1])
    first, last = (re.escape(w) for w in capitalised[-2:])
    return rf"{first}(?:\s+[\w.'’-]+){{0,2}}?\s+{last}"  # "Ludwig van Beethoven", "Josiah Edward Corrie"


def _lifespan_after(names: Sequence[str], evidence: str) -> bool:
    """Whether a lifespan follows one of ``names`` in ``evidence`` (any lifespan when none is given)."""
    if not names:
        return bool(_LIFESPAN.search(evidence))
    return any(re.search(rf"\b{_name_pattern(n)}\s*{_LIFESPAN_SPAN}", evidence) for n in names if n.strip())


def lifespan_year(question: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """The year "When was X born?" / "When did X die?" asks for (both, "1830-1904", for "When did X
    live?"), read in code from a lifespan
    written after X's name ("Sigrun Vale (1944-2019) was a naval architect born on Brannoch"),
    with the sentence it is in; None when no sentence about X gives one. A small model reading
    such a sentence often answers with the place of birth that follows the years, or with the
    years of a relative whose page names X ("Eleanor Corrie (1855-1933) ... daughter of Josiah
    Corrie")."""
    asked = _BORN_OR_DIED.match(strip_chatter(question).strip())
    if asked is None or not name_words(asked["name"]):
        return None
    span = re.compile(rf"\b{_name_pattern(asked['name'])}\s*{_LIFESPAN_SPAN}")  # not his daughter's years
    for sentence in sentences:
        years = span.search(sentence) if about(question, sentence) else None
        if years is not None:
            event = asked["event"].casefold()
            return (
                years[1] if event == "born" else f"{years[1]}-{years[2]}" if event == "live" else years[2]
            ), sentence
    return None


_MARRIAGE_ASKED = re.compile(
    r"\b(?:marr(?:y|ies|ied|iage|ying)|wed(?:s|ded|ding)?|bec(?:ame|ome)\s+(?:the\s+)?(?:wife|husband))\b", re.I
)
"""A marriage asked by its own words (not "wife" / "husband", which may only say who a person is)."""


def states_relation(question: str, evidence: str, found_names: Sequence[str] = ()) -> bool:
    """Whether ``evidence`` uses the words of the relation ``question`` asks about, for the
    relations that are stated in few ways (birth, death, marriage); True for any other question.
    A lifespan in brackets after the person's name states the years of their birth and death (a
    relative's on the same page does not: "Frank Dray (1894-1966)" for "when did Peter Dray die?").
    ``found_names``: the names found on the way to the answer, one of which is the person a
    multi-hop question describes without naming ("the papermaker who first chaired the board").
    A relation in a statement before the question tells a thing on the way ("An organ builder born
    in Kellbrook ... set up his own organ works. In what year was that works founded?", fresh24
    k04): only the question is read, as ``states_asked_year`` does."""
    names = [*named_entities(question), *found_names]
    spans = sentence_spans(question)
    own = spans[-1][0] if len(spans) > 1 else question  # "An organ builder born in X ... When was that works founded?"
    if _MARRIAGE_ASKED.search(own) and not _MARRIAGE_SAID.search(evidence):
        return False  # a lifespan gives no wedding's year: "the elder brother of Clara Venn" (fresh68 k11) was "1893"
    if asked_kind(own) == "date" and _lifespan_after(names, evidence):
        return True
    return all(said.search(evidence) for asked, said in _RELATIONS if asked.search(own))


def _names_on(page: str) -> set[str]:
    """The names a page writes, read sentence by sentence (a heading is one; a sentence's first word
    counts: "Ivo Penn (1860-1930) was ...")."""
    return {name for text, _, _ in sentence_spans(page) for name in named_entities(f"x {text.lstrip('# ')}")}


def relations_told_on_the_way(
    statement: str, gathered: Sequence[str], answer_pages: Sequence[str], found_names: Sequence[str] = ()
) -> bool:
    """Whether each relation a statement before the question tells (born, died, married, designed, lives; read as
    ``states_relation`` reads a question) is stated on a gathered page that names one of the statement's names, or is
    the page of someone found on the way (``found_names``: "the naval architect who drew the design of MV Orrin Star
    was born on an island" is told on Sigrun Vale's page, which names no ship; fresh70 h05), and leads to the answer:
    it is one of the answer's pages, or it names someone or something the answer's pages name too, beyond the
    statement's own names. "An organ builder born in Kellbrook ... set up his own organ works. In what year was that
    works founded?": Nils Lindqvist's page (born in Kellbrook) and the works' page both name him. A station page
    sharing no name with the page saying where "the aviator Beatrix Venn was born" is another town's station. True for
    a statement telling no such relation."""
    answer_names = {name for page in answer_pages for name in _names_on(page)}
    own = set(named_entities(f"x {statement}"))
    told = {word for name in own for word in name_words(name)}  # "Kestrel Valley" is the statement's railway's
    people = [f"x {name}" for name in found_names if named_entities(f"x {name}")]  # a name found, not "1980"
    for asked, said in _RELATIONS:
        if not asked.search(statement):
            continue
        stating = [page for page in gathered if said.search(page) and (not own or _names_one(page, own, people))]
        linked = (
            page in answer_pages or any(not set(name_words(n)) <= told for n in _names_on(page) & answer_names)
            for page in stating
        )
        if not any(linked):
            return False
    return True


def _names_one(page: str, own: set[str], people: Sequence[str]) -> bool:
    """Whether ``page`` names one of a statement's ``own`` names, or is about one of the ``people`` found on the way
    (each written after a placeholder word, so its first word counts): names them and says they are a person."""
    if any(about(name, page) for name in own):
        return True
    return any(about(name, page) and _said_person(name[2:], [page]) for name in people)


_ANY_CATEGORY = "|".join(sorted(CATEGORY_OF, key=len, reverse=True))
_ASKED_NOUN = re.compile(rf"\b(?:which|what)\s+(?:[a-z-]+\s+)?({_ANY_CATEGORY})s?\b", re.I)
_NAME_ASKED = re.compile(
    rf"\bwhat\s+(?:was|is|were|are)\s+(?:the\s+name\s+of\s+)?(?:that|the|this|its|his|her|their)\s+(?:[a-z-]+\s+)?"
    rf"({_ANY_CATEGORY})s?\s*(?:called|named)?\s*\??\s*$",
    re.I,
)
"""A thing's name asked ("What was that boat called?", "What is the name of the ship?"): its category."""


_THE_THING_OF_ASKED = re.compile(
    rf"^\W*what\s+(?:is|was|are|were)\s+the\s+(?:[a-z-]+\s+){{0,2}}?({_ANY_CATEGORY})s?\s+(?:of|at|on|for)\b", re.I
)
_OWNED_THING_ASKED = re.compile(
    rf"^\W*what\s+(?:is|was|are|were)\s+(?:the\s+)?(?:[A-Za-z-]+\s+){{0,3}}?[A-Za-z-]+['’]s\s+"
    rf"(?:[a-z-]+\s+){{0,2}}?({_ANY_CATEGORY})s?\b",
    re.I,
)
"""A plan's lookup of a thing by what it is to another ("What is the daily ferry of Orrinsay?", "What
was the company's first ship built to carry cars?"): its category (a quay does not answer it: a
harbourline run asked how many cars "Brannoch Quay" carries; nor the company itself)."""
_NAME_OF_ASKED = re.compile(
    rf"\bwhat\s+(?:is|was)\s+the\s+name\s+of\s+(?:the|that|this|its|his|her|their)\s+(?:[a-z-]+\s+)?"
    rf"({_ANY_CATEGORY})s?\b",
    re.I,
)
"""A thing asked by its name: "What is the name of the foundry that cast the oldest bell ...?"."""


def _last_word(name: str) -> str:
    """A name's last word, where its kind is written ("Foundry" of "Aske Iron Foundry"); "" for none."""
    found = re.findall(r"[A-Za-z-]+", name)
    return found[-1] if found else ""


def name_kind(name: str) -> str | None:
    """The category a name's last word says it is ("Aske Iron Foundry": an organisation, "Aske
    Viaduct": a building); None when its last word is no category noun ("MV Orrin Star")."""
    last = _last_word(name)
    return noun_category(last) if last else None


_WHICH_THING_STEP = re.compile(
    r"^(?:which|what)\s+(?P<noun>[a-z]+(?:\s+[a-z]+)?)\s+(?:is|was|are|were|did|does)\b", re.I
)


def as_asked_thing(step: str, answer: str) -> str:
    """How a later step names what a "Which NOUN ...?" step found: "the dry dock of Rask Brothers
    yard" when the answer is a firm and the step asked for a building it holds (the yard where the
    ferry was repaired, for "Which dry dock ...?"): "Who dug Rask Brothers yard?" asks who dug the
    yard. ``answer`` as it is otherwise (a name of the kind asked, or one whose kind is not known)."""
    asked = _WHICH_THING_STEP.match(step)
    if asked is None or noun_category(asked["noun"].split()[-1]) != "building" or name_kind(answer) != "organisation":
        return answer
    return f"the {asked['noun']} of {answer}"


_IDENTITY_SENTENCE = re.compile(
    r"^(?P<name>(?:The\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?:(?-i:[A-Z])[\w'’-]*|of|&))*?)\s+(?:is|was)\s+"
    r"(?:the|a|an|its|one)\s+[^.]*\.?$"
)
_THING_LOOKUP = re.compile(
    r"^(?:what|which)\s+(?:is|was)\s+the\s+(?:[\w-]+['’]s\s+)?(?:[a-z]+est|first|last|only|main|principal)\b", re.I
)
"""A lookup of the one thing a rank picks out ("What is the biggest side-river ...?"), not of a value ("What is the
population of ...?", "What was the occupation of ...?")."""


def subject_of_identity(question: str, answer: str) -> str:
    """The name a sentence given as a lookup's answer says is the thing asked ("The Kell Water is the main tributary of
    the river Aske, 19 kilometres long." for "What is the biggest side-river feeding into the Aske?" is "Kell
    Water"; the small model copies its sentence, which the next step would be asked with, fresh58 k03's trace). The
    answer as it is otherwise, or when the name is the question's own."""
    found = _IDENTITY_SENTENCE.match(answer.strip())
    if (
        found is None
        or not _THING_LOOKUP.match(question.strip())
        or len(answer.split()) <= len(found["name"].split()) + 3
    ):
        return answer
    name = found["name"].removeprefix("The ")
    if name.casefold() in question.casefold() or name.split()[0] in _PRONOUN_SUBJECTS | _OPENING_WORDS:
        return answer  # "What is the Kell Water?" answered by its description; "It is ...", "There was ..."
    return name


def _named_kind(name: str) -> str | None:
    """A name's kind: a vessel by its prefix ("MV"), else its last word's category ("Aske Viaduct": a building)."""
    return "vessel" if _VESSEL.match(name) else name_kind(name)


_OPENING_NAME = re.compile(r"^(?:[Tt]he\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|&)(?=\s|,|$))*)")


_MODELLED_ON = re.compile(
    r"(?:\b(?:design|plans?|pattern|model|lines|copy)\s+of|\b(?:modell?ed|based|patterned)\s+on|\bcopied\s+from)\s+"
    r"(?:(?:her|his|its|their|the)\s+(?:[\w-]+\s+)?sister(?:\s+ship)?,?\s+)?$"
)
"""The words right before a name that make it another thing's model ("to the design of her older sister, ",
"modelled on "), in ``_plain`` text."""


def told_of_a_namesake(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the answer is read from a sentence about another thing of an asked one's kind that names the asked one
    only after the answer, as its model: "MV Orrin Spirit is a car and passenger ferry ..., built in 1991 by the
    Tollan Shipyard to the design of her older sister, MV Orrin Star" gives the Spirit's yard and year, not the Star's
    ("Which shipyard built MV Orrin Star?", fresh59 h04's trace; "In what year did the Tollan Shipyard finish building
    MV Orrin Star?", fresh68 h07, a false premise). Only the question's names of the subject's kind are judged (the
    yard a question names is no ship), and only the sentences opening with a name ("She was built ..." says nothing
    of whose). False when a judged sentence opens with an asked name, or names the asked one after the answer
    otherwise than as its model ("..., as was her sister MV Tern Star", "the year MV Orla was completed"), or the
    answer is the subject itself, or no sentence holding the answer is judged."""
    asked = [n for n in named_entities(question) if _named_kind(n) is not None]
    holding = [" ".join(s.split()) for s in sentences if answer.strip() and answer.strip() in s]
    judged = False
    for sentence in holding if asked else ():
        opening = _OPENING_NAME.match(sentence)
        subject = opening["name"] if opening is not None and " " in opening["name"] else None  # not "She", "In"
        if subject is None:
            continue
        if any(_plain(subject) == _plain(name) for name in asked) or _plain(answer) in _plain(subject):
            return False  # the sentence is the asked thing's own, or the answer is its subject
        text = _plain(sentence)
        past = text.find(_plain(answer)) + len(_plain(answer))
        later = [text.find(_plain(name), past) for name in asked if _named_kind(name) == _named_kind(subject)]
        later = [at for at in later if at >= past]  # "A and B were both built by X": the asked one is a subject too
        if not later or _MODELLED_ON.search(text[past : min(later)]) is None:
            return False
        judged = True
    return judged


def other_of_same_kind(answer: str, sentences: Sequence[str], excluded: Sequence[str]) -> str | None:
    """The one other name of the answer's kind its sentences give, outside ``excluded`` ("MV Corvan
    Lady" in "chief engineer of MV Orrin Star ... and before that served in the engine room of MV
    Corvan Lady", when MV Orrin Star is a name the question gives); None when there is none or
    several. A kind is a vessel's prefix ("MV") or a category noun at the name's end ("Yard")."""
    wanted = _named_kind(answer)
    if wanted is None:
        return None
    left_out = {_plain(name) for name in [answer, *excluded]}
    others = {n for n in named_entities(" ".join(" ".join(s.split()) for s in sentences)) if _named_kind(n) == wanted}
    others = {n for n in others if _plain(n) not in left_out}
    return others.pop() if len(others) == 1 else None


def _ends_in_category(text: str, categories: Sequence[str]) -> bool:
    """Whether a name ends in a noun of one of ``categories`` ("Carrow Yard", "Tollan Shipyard")."""
    return name_kind(text) in categories


_NAME_RUN = re.compile(r"[A-Z][\w'’.-]*(?:\s+(?:&|and|of|de|van|von|the)?\s*[A-Z][\w'’.-]*)*")
_LEADING_TITLE = re.compile(rf"^(?:{'|'.join(LONG_TITLES)}|(?:{'|'.join(SHORT_TITLES)})\.?)\s+", re.I)


def _plain(text: str) -> str:
    """Casefolded, "&" written out, dots dropped ("St." = "St") and one kind of apostrophe."""
    return " ".join(text.replace("&", " and ").replace(".", " ").replace("’", "'").split()).casefold()


_NAME_OF_KIND = re.compile(r"(?:[A-Z][\w'’-]*\s+)+(?P<kind>[a-z]+)")
"""A name and the kind of thing it names, in lowercase ("Dunmere library", "Brack cycle works")."""


def written_in(question: str, answer: str, passages: Sequence[str]) -> bool:
    """Whether a name answer is written in the passages as it stands ("Ansel and Birger Rask",
    "MV Velmar Pioneer"; a leading "the", a person's title and an abbreviating dot aside). A small
    model merges two names it read ("SS Corvanmouth" from "SS Velmar" and "Corvanmouth"), and each
    word being somewhere is not the name being there. True for numbers and dates (they are written
    in many ways) and for answers that are not a name alone (a sentence); a name with its kind in lowercase
    ("Dunmere library", for "What did her father design?") must be written as it stands too, unless its kind is
    the question's ("the Rask Brothers yard" for "Which yard ...?"): fresh48 k07 was answered so, citing his
    daughter's page."""
    name = re.sub(r"^the\s+", "", answer.strip(), flags=re.I).rstrip(".")
    kind, of_kind = asked_kind(question), _NAME_OF_KIND.fullmatch(name)
    if kind is None and of_kind and not re.search(rf"\b{of_kind['kind']}", question, re.I):  # "Which *yard* ...?"
        return _plain(name) in _plain(" ".join(passages))  # "Dunmere library": a name and its kind, as written
    if kind in ("number", "date", "yesno", "reason") or not _NAME_RUN.fullmatch(name):
        return True  # a sentence answer's first word is capitalised by grammar, not by a name
    text = _plain(" ".join(passages))
    listed = [part for part in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", name) if part]
    if len(listed) > 1 and all(len(part.split()) > 1 for part in listed):  # "A Lusk and H Marrick": each, written as
        return all(_plain(_LEADING_TITLE.sub("", part)) in text for part in listed)  # "the shipowner A and ..."
    return _plain(_LEADING_TITLE.sub("", name)) in text


def name_unsaid(question: str, answer: str, evidence: Sequence[str]) -> bool:
    """Whether a name answer is written nowhere in its evidence (``evidence``: the sentences the
    model gave and the passages holding them): "Lydia Quern" read off "[2] # Hester Lowe" for "What
    was her husband's name?". False with no evidence given, and for answers that are not a name
    alone (``written_in`` says which)."""
    if not any(e.strip() for e in evidence):
        return False
    return not written_in(question, answer, evidence)


_FRAMING_WORDS = frozenset(
    "a an the and or but of in on at to for from by with as than that this these those it its he she they "
    "him them his her their is was are were be been being has have had do does did not no now then still "
    "today also once there here yes twice year years month months day days who which what when where "
    "became become becomes known called named located situated used".split()
)
"""The grammar words, and the few verbs a sentence answer frames its value with ("X is now a marina",
"it became ..."), that a passage need not contain for the answer to be read from it."""


def made_up_words(question: str, answer: str, passages: Sequence[str]) -> list[str]:
    """The answer's words that neither the question nor any gathered passage contains, by stem
    (grammar words, numbers and "meters" for "metres" aside): a small model asked "what has the
    Tollan Shipyard become?" over "the yard is now a marina" answered "now a museum", a word no
    passage holds. A made-up word is never read from the passages, whatever the rest says."""
    known = stems(" ".join([question, *passages]).replace("’", "'"))
    made_up = []
    for word in words(answer.replace("’", "'")):
        plain = word.replace("meter", "metre")
        if len(plain) < 2 or plain in _FRAMING_WORDS or plain.isdigit() or number_word_value(plain) is not None:
            continue
        if plain not in known and stem(plain) not in known:
            made_up.append(word)
    return made_up


_RECKONED = re.compile(r"\bhow (?:old|long)\b", re.I)
"""Ages and durations a reader works out from dates rather than reads ("how long was the service
in operation?"); "how many years / times" is ``TIME_COUNTED``."""


def number_written(question: str, answer: str, passages: Sequence[str], sentences: Sequence[str] = ()) -> bool:
    """Whether the number a count or measure answer gives is written in the passages, in digits
    ("1,200" as "1200" too) or in words ("sixty", "twenty one", "a hundred"), or counts the things
    a copied sentence lists ("built the Heron, the Kell and the Pell": 3): a small model asked "how
    many lobster boats?" over "known for its lobster boats" answers a number it made up. True for
    other questions, for counts reckoned from dates and for answers without a number."""
    if asked_kind(question) != "number" or _RECKONED.search(question) or TIME_COUNTED.search(question):
        return True
    value = value_of(answer)
    if value is None:
        return True
    text = " ".join(" ".join(passages).split())
    if any(value_of(found) == value for found in re.findall(r"(?<![\d.])\d[\d,]*(?:\.\d+)?", text)):
        return True
    said = re.findall(r"[a-z]+", text.casefold())
    if any(number_word_value(" ".join(said[i : i + n])) == value for n in (1, 2) for i in range(len(said))):
        return True
    return any(len(re.split(r",\s*(?:and\s+)?|\s+and\s+", s)) == value for s in sentences)


def asked_noun(question: str) -> str | None:
    """The category noun a "which / what" question asks for ("company" of "Which company quarries
    ..."), lowercased; None when it names none."""
    asked = _ASKED_NOUN.search(question)
    return asked.group(1).casefold() if asked is not None else None


_TRADES = {
    "pottery", "glassworks", "brewery", "foundry", "sawmill", "bank", "newspaper", "dairy", "bakery", "quarry",
    "shipyard", "ironworks", "brickworks", "tannery", "ropeworks", "distillery", "papermill", "hotel", "inn",
}  # fmt: skip
"""Kinds of works a name ends in: a question asking for one is not answered by a name of another."""


def _another_trade(asked: str, name: str) -> bool:
    """Whether the answer's name ends in another kind of works than the one asked for ("which
    pottery" answered "Tillingham Glassworks"); False when either is not such a kind."""
    said, wanted = _last_word(name).casefold(), asked.casefold()
    if wanted in _BUSINESSES and said in _NOT_BUSINESSES:
        return True  # "which firm made the Senna Cup?" is not answered by "Dunmere Rowing Club"
    made = re.search(r"\b([A-Za-z]+)\s+works\W*$", name, re.I)
    if said == "works" and made is not None and wanted in _TRADES:  # "which foundry" is no "Lindqvist Organ Works"
        return f"{made[1]}works".casefold() != wanted and not (wanted == "foundry" and made[1].casefold() == "iron")
    return said in _TRADES and wanted in _TRADES and said != wanted


_BUSINESSES = {"firm", "company", "business", "maker", "manufacturer", "supplier", "contractor", "works"}
_NOT_BUSINESSES = {"club", "society", "association", "union", "council", "board", "committee", "school", "church"}
"""A body that makes or sells for a living, and bodies that do not ("a rowing club" is no firm)."""
_A_BUSINESS = "|".join(sorted(_BUSINESSES))
"""Those bodies' words as a pattern: a category word before one is a modifier ("a *building* contractor" is a firm)."""


def named_as_asked(question: str, answer: str, passages: Sequence[str]) -> bool:
    """False when the question asks for one category of thing ("which company", "what other
    building") and a passage calls the answer a thing of another category ("Calder Heath is a hill
    village"), or asks a name and the answer holds none; True when the question names no category,
    or no passage says what the answer is."""
    plain = strip_chatter(question)
    called = _NAME_CALLED.match(sentence_spans(plain)[-1][0]) if plain.strip() else None  # "What was X called?"
    if (_A_NAME_ASKED.search(plain) or called) and not _holds_a_name(answer):
        return False  # "What was the name of the first motor lifeboat ...?" answered with a sentence (fresh29 h07)
    if _uncategorised_thing_asked(question) and _said_person(answer.strip().strip("."), passages):
        return False  # "Which crossing of the river did the father design?" is not answered "Jonah Pike" (fresh45 k06)
    asked = _ASKED_NOUN.search(question) or _NAME_ASKED.search(question) or _NAME_OF_ASKED.search(question)
    asked = asked or _THE_THING_OF_ASKED.search(question) or _OWNED_THING_ASKED.search(question)
    name = answer.strip().strip(".")
    if asked is None or not name:
        return True
    asked_word = asked.group(1)
    wanted = noun_category(asked_word)
    if _another_trade(asked_word, name):
        return False  # "which Brightwater pottery ...?" is not answered by "Tillingham Glassworks"
    if wanted == "vessel" and asked_kind(question) is None and not re.search(r"\b[A-Z]", name):
        return False  # "Which vessel did she command?" is not answered "company's ships": a ship has a name
    settlement = asked_word.casefold().rstrip("s") in ("town", "village", "city", "hamlet", "port")
    if settlement and _heads_the_asked(question, asked.end()) and not re.search(r"\b[A-Z]", name):
        return False  # "In which town did he learn casting?" is not answered "the north of the country" (fresh28 k11)
    own = name_kind(name)  # not a person's: "Rask Brothers" is a yard
    if own == "organisation" and asked_word.casefold() in _NEVER_A_FIRM and _heads_the_asked(question, asked.end()):
        return False  # "which church ...?" is not answered by "Lindqvist Organ Works" (fresh26 k17)
    possessive = question[asked.end() :].startswith(("'s", "’s"))  # "which village's school": the school's name
    predicate = re.compile(
        # not the end of an aside ("Walter Brack (1866-1930), born *in Dunmere*, was a son of ...")
        rf"(?:{_NOT_AFTER_PLACE_WORD}{re.escape(name)}\s*(?:\([^)]*\)\s*)?,\s*|{re.escape(name)}\s*(?:\([^)]*\)\s*)?\s)"
        r"(?:is|was|are|were)\s+(?:a|an|the|one of the)\s+"
        # "a market *town*"; "a *building* contractor" is a firm
        rf"(?:[\w-]+\s+){{0,3}}?({_ANY_CATEGORY})s?\b(?!\s+(?:{_ANY_CATEGORY}|{_A_BUSINESS})s?\b)(?!['’]s\b)",
        re.I,
    )
    if wanted is not None and own not in (None, "person", wanted) and {own, wanted} != {"organisation", "building"}:
        if not possessive and not _a_place_by_its_passages(name, wanted, passages, predicate):
            return False  # "What was that boat called?" is not answered by "Wendle boatyard" (a mill is a building)
    if wanted in ("organisation", "place", "building") and _said_person(name, passages):
        return False  # "which yard built the ferry?" is not answered by "the boatbuilder Peter Dray"
    if wanted in ("organisation", "building", "vessel") and _only_where_people_live(name, passages):
        return False  # "for which church ...?" is not answered by "Kellbrook" of "born in Kellbrook"
    for passage in passages:
        for match in predicate.finditer(" ".join(passage.split())):
            said = noun_category(match.group(1))
            if said is not None and wanted is not None and said != wanted:
                return False
    return True


_NOT_AFTER_PLACE_WORD = "".join(rf"(?<!\b{w}\s)" for w in ("in", "at", "of", "on", "from", "near", "by", "to", "into"))
"""A name that is not a preposition's object (a place an aside gives), as a lookbehind."""
_A_NAME_ASKED = re.compile(
    r"^\W*what\s+(?:(?:is|was|are|were)\s+the\s+names?\s+of\b|the\s+names?\s+of\b.*\b(?:is|was|are|were)\W*$)", re.I
)
"""A question asking a name, directly or after chatter ("Do you know what the name of the boat was?")."""
_SENTENCE_OPENERS = {"the", "a", "an", "it", "its", "he", "his", "she", "her", "they", "their", "this", "that", "there"}


def _holds_a_name(answer: str) -> bool:
    """Whether an answer holds a name: a capitalised word after its first, or a first word that is no
    sentence's opener ("Kittiwake", "'Kittiwake'", "the Kittiwake", "Stars over the Heath", "Her name was
    Kittiwake"; not "The first motor lifeboat of the islands was built by his family yard."). In a sentence only
    a capitalised word right after its opener or a naming word ("was", "called", "named") names the thing: one
    after a preposition names a place or a maker ("It was built in Pell", "It was named after Queen Mary")."""
    words = [w.strip("'’-") for w in re.findall(r"[\w'’-]+", answer)]
    words = [w for w in words if w]
    if not words:
        return False
    first = words[0]
    if first.casefold() not in _SENTENCE_OPENERS:
        return first[:1].isupper() or any(w[:1].isupper() for w in words[1:])
    if words[1:2] and words[1][:1].isupper():
        return True  # "The Kittiwake was her name"
    lowered = [w.casefold() for w in words]
    return any(  # "Her name was Kittiwake", "It was called the Kittiwake"; not "It was built by Tom Hale"
        word[:1].isupper()
        and (lowered[i - 1] in _NAMING_WORDS or lowered[i - 1] == "the" and lowered[i - 2] in _NAMING_WORDS)
        for i, word in enumerate(words)
        if i >= 2
    )


_NAMING_WORDS = {"was", "is", "called", "named", "christened", "renamed"}


def _heads_the_asked(question: str, end: int) -> bool:
    """Whether the category noun ending at ``end`` is what the question asks for, not a word before
    it: "which church *has*" asks for a church; "which church's organ builder", "which church organ
    builder" ask for a builder."""
    rest = question[end:]
    if rest.startswith(("'s", "’s")):
        return False
    after = re.match(r"\s+([a-z-]+)", rest)
    if after is None:
        return True
    word = after[1]
    return word in _HEAD_FOLLOWERS or word.endswith(("ed", "s")) and not word.endswith("ss")


_HEAD_FOLLOWERS = {
    "did", "does", "do", "was", "is", "were", "are", "has", "had", "have", "can", "could", "in", "on", "at", "of",
    "near", "by", "with", "that", "which", "whose", "where", "stands", "still", "now", "first",
}  # fmt: skip
"""Words after a category noun that show it heads what is asked ("which church *has* ...")."""


_NEVER_A_FIRM = {
    "church", "chapel", "bridge", "tower", "lighthouse", "viaduct", "aqueduct", "dam", "pier", "quay", "churchyard",
    "cemetery",
}  # fmt: skip
"""Buildings no firm's name answers (a mill or a school may be a firm too; a church never is)."""


_LIVED_AT = r"\b(?:born|died|lived|grew up|raised|settled|buried|baptised)\s+(?:in|at)\s+"


def _a_place_by_its_passages(
    name: str, wanted: str | None, passages: Sequence[str], predicate: re.Pattern[str]
) -> bool:
    """Whether a name whose last word is another kind's ("Calder Bridge": a bridge) is the place a
    question asks for by what its passages say: someone was born or lived there, or it "is a
    village". A village named after its bridge is a place."""
    if wanted != "place":
        return False
    text = " ".join(" ".join(passages).split())
    if re.search(rf"{_LIVED_AT}{re.escape(name)}\b", text):
        return True
    return any(noun_category(m.group(1)) == "place" for m in predicate.finditer(text))


def _only_where_people_live(name: str, passages: Sequence[str]) -> bool:
    """Whether the passages name ``name`` only as a place: where someone was born, lived or died
    ("an organ builder born in Kellbrook"), where a thing is ("a floating café in Corvanmouth
    harbour"), or where a route starts ("from Corvanmouth to Port Orrin"): a village, a town or a
    port, not the building, firm or ship a "which" question asks for. False when they do not name it
    at all."""
    text = " ".join(" ".join(passages).split())
    quoted = re.escape(name)
    named = len(re.findall(rf"\b{quoted}\b", text))
    as_place = (
        rf"(?:{_LIVED_AT}|\b(?:in|near)\s+){quoted}\b(?!\s+(?i:{_ANY_CATEGORY}))"  # not "in Kellbrook church"
        rf"|\bfrom\s+{quoted}\s+to\b|\b{quoted}\s+harbour\b"
    )
    return named > 0 and named == len(re.findall(as_place, text))


def locates_asked_thing(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the answer's sentences only say where the thing asked for lies, the answer being the
    place it is near or in ("flying at a grass airfield near Ossery" for "Which grass airfield ...?"):
    the airfield is unnamed, and Ossery is not its name."""
    noun = asked_noun(question)
    name = answer.strip().strip(".")
    if noun is None or not name or noun_category(noun) == "place":
        return False
    text = " ".join(" ".join(sentences).split())
    placed = rf"\b{re.escape(noun)}s?\s+(?:near|outside|beside|close to|in|at|on)\s+(?:the\s+)?{re.escape(name)}\b"
    return re.search(placed, text, re.I) is not None


_TRADE = re.compile(r"^[a-z]+(?:maker|builder|smith|wright|master|monger|man|woman)$")
"""A person's trade written as one word: "boatbuilder", "clockmaker", "shipwright", "ferryman"."""


_THING_ASKED = re.compile(
    r"\b(?:which|what)\s+(?P<noun>[a-z-]+)\s+(?:of|in|on|at|did|does|do|was|is|were|are|has|had)\b", re.I
)


def _uncategorised_thing_asked(question: str) -> bool:
    """Whether "which NOUN ...?" asks for a thing of a kind no category holds ("Which *crossing* of the river ...?"):
    no person answers it."""
    found = _THING_ASKED.search(strip_chatter(question))
    if found is None:
        return False
    noun = found["noun"].casefold()
    return noun_category(noun) is None and noun not in _NOT_A_THING and not _people_noun(noun)


_NOT_A_THING = {"one", "ones", "of", "other", "two", "three", "name", "names", "kind", "sort", "type"}
"""Words after "which" that ask for no kind of thing ("which one", "which of them")."""


def _people_noun(word: str) -> bool:
    """Whether a noun asked for may be people's ("engineer", "men", "family", "lodger", "relative", "bride"): a person
    answers it. Any noun ending as people's often do counts, so the check it guards stays on the side of a person."""
    plain = word.casefold()
    return _names_people(plain) or re.search(r"(?:er|or|ist|ian|ant|ent|man|men|ess|ee|ive|ir)s?$", plain) is not None


_OTHER_PEOPLE = {
    *("namesake", "neighbour", "neighbours", "bride", "groom", "heir", "twin", "twins", "kin", "relation", "spouse"),
    *("colleague", "colleagues", "crew", "staff", "family", "couple", "pupil", "pupils", "child", "children", "wife"),
}


def _said_person(name: str, passages: Sequence[str]) -> bool:
    """Whether a passage writes ``name`` as a person's: with a lifespan after it ("Peter Dray
    (1845-1920)"), or after a person's role or trade ("the boatbuilder Peter Dray"). A firm named
    after its founders is written with "&" or a kind word, so it is no person's name here."""
    if "&" in name or len(name.split()) < 2 or name_kind(name) is not None:
        return False
    quoted = re.escape(name)
    lifespan = re.compile(rf"\b{quoted}\s*\(\s*(?:born\s+)?\d{{4}}")
    after_role = re.compile(rf"\bthe\s+([a-z-]+)\s+{quoted}\b")
    for passage in passages:
        text = " ".join(passage.split())
        if lifespan.search(text):
            return True
        for role in after_role.findall(text):
            if noun_category(role) == "person" or _TRADE.match(role):
                return True
    return False


def not_recorded(question: str) -> str:
    """A give-up reason that says what is missing, from the step that could not be answered; a
    conversational opening ("Hey,", "I was wondering:") is no part of what is missing."""
    text = strip_chatter(question).strip().rstrip("?")
    text = text[:1].upper() + text[1:]
    called = re.match(r"(?i)what (is|was|were|are) (?:the |that |this )?(.+?) (called|named)$", text)
    if called:  # "What was that boat called?": what it was called, not "no boat called"
        return f"the knowledge base does not record what the {called[2]} {called[1]} {called[3]}"
    match = re.match(r"(?i)(who|what) (is|was|are|were) (?:the |an? )?(.+)$", text)  # "no nephew of X", not "no a"
    if match and not re.match(r"(?:in|at|on|of|for|from|by|to|with|behind|under|born|[a-z]+ed|[a-z]+ing)\b", match[3]):
        return f"no {match[3]} is recorded in the knowledge base"
    if match:  # "Who was in charge of X?", "Who was running X?": no noun to say is missing
        return f"the knowledge base does not record {match[1].lower()} {match[2]} {match[3]}"
    # the last word a participle ("born", "founded", "built"), not a name ("... by Petra Lindqvist")
    match = re.match(
        r"(?i)(where|when|in which year|what year) (is|was|were) (.+) ((?-i:[a-z]+(?:ed|en|wn|rn|lt)))$", text
    )
    if match:
        wh, verb, subject, participle = match.groups()
        return f"the knowledge base does not record {wh.lower()} {subject} {verb} {participle}"
    return f"the knowledge base does not say: {text}?"


_NAME = r"[A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|de|van|von|of|&))*"
_LIST_OF_NAMES = re.compile(rf"{_NAME}(?:\s*,\s*{_NAME})*\s*,?\s+(?:and|&)\s+{_NAME}")


_PICKS_ONE = re.compile(r"\s*which\s+(?:woman|man|lady|girl|boy|person)\b", re.I)
_ONE_PARENT = re.compile(
    r"\b(?:was|is)\s+(?:the\s+)?(?:[\w .'’-]+['’]s\s+)?(?:grand)?(?:father|mother|husband|wife)\b", re.I
)


def whole_list(question: str, answer: str, evidence: Sequence[str]) -> str:
    """The answer to a "who" question widened to the whole list of names it is one of in its
    evidence sentence: "founded by Samuel Brack and Ada Oduya" answers "who founded ...?" with both
    founders, not the first one a small model copied. Other answers are returned as they are."""
    if asked_kind(question) != "person" or not answer.strip() or _ONE_PARENT.search(question):
        return answer  # "who was the father of X?" has one answer, though "the son of Amos and Eli Rudd" lists two
    if _PICKS_ONE.match(strip_chatter(question)):
        return answer  # "Which woman co-founded X?" picks one of the founders
    for sentence in evidence:
        for match in _LIST_OF_NAMES.finditer(sentence):
            listed = match.group(0).rstrip(".,;:")
            names = [n.strip() for n in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", listed) if n.strip()]
            if len(names) > 1 and answer.strip() in [*names, *_with_shared_surname(names)]:
                return " ".join(listed.split())  # a list wrapped over lines reads as one line
    return answer


_PHRASE_OPENERS = ("the", "a", "an", "its", "his", "her", "their")
_NOT_PREMODIFIERS = frozenset(
    "is was are were be been has have had with and or but to in on at by from that which who as".split()
)


_UNNAMED_KIN = re.compile(
    rf"\b(?P<phrase>(?:his|her|their)\s+(?P<kin>{KIN})\b(?![-'’])"
    r"(?P<trade>,\s+(?:a|an)\s+[a-z-]+(?:\s+[a-z-]+){0,3}(?=[,;.]|$))?)(?P<after>[^.;]{0,30})",
    re.IGNORECASE,
)
_NAME_OR_TITLE = re.compile(r"\s*,?\s*(?:the\s+)?[A-Z]")


def unnamed_kin_as_written(question: str, answer: str, evidence: Sequence[str]) -> str:
    """A person asked "who" and answered with a bare kin word ("Uncle") as its sentence writes them, with the trade
    set off after it: "his uncle, a fisherman" (fresh67 k08). The page names no one, so the kin and what it says
    of them is the whole answer; the bare word reads as a name. The answer as it is when it is no bare kin word, or
    a sentence names that kin ("his uncle Eli", "her uncle, Eli Dray", "his uncle the Reverend Eli Dray"). Of the
    sentences writing the kin, one that says what they were is preferred."""
    owner = r"^(?:the|his|her|their|(?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]*['’]s)\s+"  # "Peter Dray's uncle": the same
    bare = re.sub(owner, "", answer.strip().rstrip("."), flags=re.I).casefold()
    if asked_kind(question) != "person" or re.fullmatch(KIN, bare) is None:
        return answer
    written = [
        found
        for sentence in evidence
        for found in _UNNAMED_KIN.finditer(" ".join(sentence.split()))
        if found["kin"].casefold() == bare
    ]
    if not written or any(_NAME_OR_TITLE.match(found["after"]) and not found["trade"] for found in written):
        return answer  # a sentence names the kin: the model's answer, or a second look, gives the name
    best = next((found for found in written if found["trade"]), written[0])
    return best["phrase"][:1].lower() + best["phrase"][1:]


def whole_phrase(question: str, answer: str, evidence: Sequence[str]) -> str:
    """A common-noun answer to a "what" question widened to the noun phrase it heads in its
    evidence sentence, when that phrase says more: an owner before it ("the harbour's first") or a
    "for" / "of" complement after it, up to the clause's end and without numbers. A small model
    answers "What did Gideon Rusk write?" with "rules" where the sentence says he "wrote the
    harbour's first rules for car ferries manoeuvring at night"; the head alone answers nothing.
    Names, numbers, dates and other kinds of answer are returned as they are."""
    if asked_kind(question) is not None or not re.search(r"\bwhat\b", question, re.I):
        return answer
    head = re.sub(r"^(?:the|a|an)\s+", "", answer.strip().rstrip("."), flags=re.I)
    if not head or any(w[:1].isupper() or w[:1].isdigit() for w in head.split()):
        return answer
    known = _known_for(question, head, evidence)
    if known is not None:
        return known
    for sentence in evidence:
        found = re.search(
            rf"\b((?:[\w’'-]+\s+){{0,3}}){re.escape(head)}((?:\s+(?:for|of)\s+[^,;.\d]+)?)(?=[,;.]|$)",
            " ".join(sentence.split()),
        )
        if found is None:
            continue
        before = found[1].split()
        opener = max((i for i, w in enumerate(before) if w.casefold() in _PHRASE_OPENERS), default=None)
        kept = before[opener:] if opener is not None else []
        if any(w.casefold() in _NOT_PREMODIFIERS for w in kept[1:]):
            kept = []
        if found[2] or any(w.endswith(("'s", "’s")) for w in kept):
            return " ".join([*kept, head]) + found[2]
    return answer


def with_asked_noun(question: str, answer: str, evidence: Sequence[str]) -> str:
    """A bare name answering "Which NOUN ...?" with the noun its sentence writes after it ("Dunmore"
    -> "the Dunmore school" for "Which school ...?", from "He taught at the Dunmore school from
    1926"): the next hop searches the school, not the town its name is. Only where the noun ends
    the phrase in the sentence ("the Dunmore town hall" gives no "town"); any other answer is
    returned as it is."""
    noun = asked_noun(question)
    name = answer.strip().rstrip(".")
    if noun is None or not name[:1].isupper() or re.search(rf"\b{re.escape(noun)}s?$", name, re.I):
        return answer
    after = rf"(?=\s*(?:[,;.:)]|$)|\s+(?:{'|'.join(sorted(_NOUN_PHRASE_ENDS))})\b)"
    for sentence in evidence:
        found = re.search(rf"\b(the\s+)?{re.escape(name)}\s+({re.escape(noun)}){after}", " ".join(sentence.split()))
        if found is not None:
            return f"{'the ' if found[1] else ''}{name} {found[2]}"
    return answer


_NOUN_PHRASE_ENDS = {
    "from", "to", "in", "at", "on", "for", "of", "by", "with", "until", "since", "after", "before", "and", "or",
    "was", "were", "is", "are", "had", "has", "which", "that", "where", "who", "when",
}  # fmt: skip
"""Words that end a noun phrase: "the Dunmore school *from* 1926" ends at "school"."""


_KNOWN_FOR = re.compile(r"\bknown for\s+(?P<phrase>.+?)(?=,\s*(?:and|but)\s+(?:also\s+)?for\b|[;.]|$)", re.I)


def _known_for(question: str, head: str, evidence: Sequence[str]) -> str | None:
    """What "what is X known for?" asks, as its sentence writes it after "known for", where the
    answer is part of it ("steady motion" of "known for their steady motion in a beam sea"), or the
    "one of the ..." phrase the answer ends ("one of the largest puffin colonies in the north" for
    "puffin colonies", fresh23 h05); None for other questions or when no sentence holds the answer so."""
    if not re.search(r"\bknown for\b", question, re.I):
        return None
    for sentence in evidence:
        found = _KNOWN_FOR.search(" ".join(sentence.split()))
        if found is not None and head.casefold() in found["phrase"].casefold():
            return found["phrase"].strip()
    # "Skerrin's cliffs hold one of the largest puffin colonies in the north": the whole claim, not "puffin colonies"
    partitive = re.compile(
        rf"\bone of the\s+(?:[\w'’-]+\s+){{0,3}}?{re.escape(head)}(?:\s+(?:in|of|on|at|for)\s+[^,;.\d]+)?", re.I
    )
    for sentence in evidence:
        found = partitive.search(" ".join(sentence.split()))
        if found is not None:
            return found[0].strip()
    return None


def _with_shared_surname(names: Sequence[str]) -> list[str]:
    """ "Ansel and Birger Rask" lists two Rasks: the first names that stand alone, given the last
    name's surname ("Ansel Rask"), so a model that copied one of them is widened to both."""
    surname = names[-1].split()[-1] if len(names[-1].split()) > 1 else None
    return [f"{n} {surname}" for n in names[:-1] if surname and len(n.split()) == 1]


_ASKED_YEAR = re.compile(r"\bin (1[0-9]{3}|20[0-9]{2})\b|\bfrom (1[0-9]{3}|20[0-9]{2})(?=\s*[?.!]*$)", re.IGNORECASE)
"""The year a question asks about: "In 1900, who ...?", "... in 2020?", and the start of a post
held "from 1911" at the question's end (its sentence gives that year, or a span from it). Not
"from 1985 to 2011" inside a clause, which dates the thing the question goes through, nor "since
1920": a state that holds now ("twice a week") may be stated undated."""
_YEAR_RANGE = re.compile(
    r"\b(?:from|between)?\s*(1[0-9]{3}|20[0-9]{2})\s*(?:-|–|to|until|and)\s*(1[0-9]{3}|20[0-9]{2})\b"
)
_OPEN_RANGE = re.compile(r"\b(?:since|from)\s+(1[0-9]{3}|20[0-9]{2})\b(?!\s*(?:-|–|to|until|and)\s*\d)")


_UNTIL_DEATH = re.compile(
    r"\b(?P<start>(?:from|since)\s+(?:1[0-9]{3}|20[0-9]{2}))\s+(?:until|till|to)\s+(?:(?:his|her)\s+death|(?:he|she)\s+died)\b"
)


def _closed_at_death(evidence: str, pages: Sequence[str]) -> str:
    """``evidence`` with "from 1912 until his death" written "from 1912 to 1936", the death year of
    the lifespan on the page the words come from ("Elias Ferrand (1868-1936) ..."); as it was when
    no such page gives one."""
    for page in pages:
        life = _LIFESPAN.search(page)
        if life is not None:
            evidence = _UNTIL_DEATH.sub(lambda m: f"{m['start']} to {life[2]}" if m[0] in page else m[0], evidence)  # noqa: B023
    return evidence


def _unless_a_life(match: re.Match[str]) -> str:
    """A bracketed span long enough to be a life (40 years or more) removed; a term of office such
    as "(1979-2009)" kept."""
    first, last = (int(y) for y in re.findall(r"\d{3,4}", match.group(0))[:2])
    return "" if last - first >= 40 else match.group(0)


_VALUE_ASKED = re.compile(r"^\s*how\s+(?:long|tall|high|big|large|wide|deep|fast|old|heavy|many|much)\b", re.I)
_DESCRIBING_YEAR = re.compile(r"\b(?:that|which|who)\s+(?:[\w'’-]+\s+){1,8}?(?:in|from|since|by)\s+\d{4}\b", re.I)
"""A year inside a relative clause that tells which thing a value is asked of ("How long is the ferry that took over
X's route *in 1973*?", fresh40 h06): it picks the thing out, it does not date the value."""


_PARTICIPLE_YEAR = re.compile(
    r"\bof\s+(?:the|an?)\s+(?:[\w'’-]+\s+){0,3}?(?P<noun>[a-z-]+)\s+(?P<participle>[a-z]+)(?:\s+(?:up|out|down|off))?"
    r"\s+in\s+(?P<year>1[0-9]{3}|20[0-9]{2})\b"
)


def _describing_participle_years(question: str) -> set[int]:
    """Years of participle phrases after an owner's noun ("the chairman of the board *set up in 1866*", "the master
    of the ship *launched in 1920*"): they say which thing, and its page may give them in another sentence than the
    asked fact's (fresh67 k07 refused "Its first chairman was the papermaker Josiah Corrie." for not saying 1866)."""
    return {
        int(found["year"])
        for found in _PARTICIPLE_YEAR.finditer(question)
        if is_participle(found["participle"])
        and found["noun"] not in _NOT_A_NOUN_BEFORE
        # the question's own verb comes before ("Who *was* the chairman of ..."); in "Which member of the crew
        # drowned in 1866?" the participle is the question's own verb, and its year is asked
        and re.search(r"\b(?:was|were|is|are|did|does|do|has|have|had)\b", question[: found.start()], re.I)
    }


_NOT_A_NOUN_BEFORE = {"was", "were", "is", "are", "be", "been", "being", "had", "has", "have"}


def states_asked_year(question: str, evidence: str, pages: Sequence[str] = (), own_pages: Sequence[str] = ()) -> bool:
    """Whether ``evidence`` covers the year ``question`` asks about ("... in 2020?", "... from
    1911?"): the year
    itself, or a span that holds it ("from 1899 to 1903", "1866-1941", "since 1998"). An undated
    figure does not answer a question about one year: "about 900 inhabitants" is no answer to "the
    population in 2020", and a lifespan in brackets does not cover a post: "Morag Ennis (1941-2018)
    ... harbourmaster of Haldwick from 1979 to 2009" is no answer to "harbourmaster in 1960" (it
    covers the years of birth and death questions). True for a question that names no year this way.
    A year in a statement before the question dates a thing on the way ("... is a jug thrown in 1886.
    While the potter who made it led the pottery, what did it add?"): only the question is read.
    A post held "from 1912 until his death" ends at the death year of the lifespan on its page
    (``pages``, the passages the evidence was read from), not today. A year in a relative clause of a value asked
    ("How long is the ferry that took over X's route in 1973?") tells which thing, and is not asked; so does one of a
    participle phrase on an owner ("the chairman of the board set up in 1866"), which may be read anywhere on the
    answer's own pages (``own_pages``)."""
    spans = sentence_spans(question)
    last = _DESCRIBING_YEAR.sub(" ", question) if _VALUE_ASKED.match(question) else question  # "took over X in 1973"
    asked = [int(a or b) for a, b in _ASKED_YEAR.findall(spans[-1][0] if len(spans) > 1 else last)]
    if not asked:
        asked, event = _year_at_that_time(spans)
        if asked and event & stems(evidence):
            return True  # "Tom Vane owned the mill when it burned down" for "... burned down in 1902. ... at the time?"
    if not asked:
        return True
    if own_pages and all(year in _describing_participle_years(question) for year in asked):
        evidence = "\n".join(own_pages)  # "the board set up in 1866": the answer's page says which, in any sentence
    evidence = _closed_at_death(evidence, pages)
    if not any(pattern.search(question) for pattern, _ in _RELATIONS[:2]):
        evidence = _LIFESPAN.sub(_unless_a_life, evidence)  # a life is not the years of a post held in it
    return not _years_uncovered(asked, evidence)


_THAT_TIME_ASKED = re.compile(r"\b(?:at that time|at the time|in that year)\s*[?.!]*\s*$", re.IGNORECASE)
"""The statement's one time asked again; narrower than ``_AT_THAT_TIME`` (which reads a count's "by then" and
"then" too): a year the question asks in is checked against every answer, not only a count."""
_CLAUSE_BREAK = re.compile(r",\s+|;\s+|\s+(?:and|but|then)\s+")
_NEAR_YEAR = re.compile(r"((?:[\w'’-]+\s+){0,3})(?:1\d{3}|20\d{2})((?:\s+[\w'’-]+){0,2})")
_NOT_EVENT_WORDS = set(
    "in on at for her his its the of from by to their was were down up out off away and had has been".split()
)
"""Words near a year that tell no event ("for *her* 2019 survey": the survey)."""


def _year_at_that_time(spans: Sequence[tuple[str, int, int]]) -> tuple[list[int], set[str]]:
    """The year a question asks about "at that time", and the words of the event it dates: the one
    year the statements before give, in their last clause ("... while the Islander was in dry dock for
    her 2019 survey. Who was the Tern's master at that time?", fresh36 h07: 2019, "survey"). None when
    the statements give no year or several, or the year dates an earlier clause ("launched in 1962 and
    later ran aground ... at the time?" asks of the grounding)."""
    if len(spans) < 2 or _THAT_TIME_ASKED.search(spans[-1][0]) is None:
        return [], set()
    years = {int(year) for text, _, _ in spans[:-1] for year in _FOUR_DIGIT_YEAR.findall(text)}
    last = _CLAUSE_BREAK.split(spans[-2][0].rstrip(" .!"))[-1]
    near = _NEAR_YEAR.search(last)
    if len(years) != 1 or near is None:
        return [], set()
    event = {stem(w) for w in f"{near[1]} {near[2]}".casefold().split() if w not in _NOT_EVENT_WORDS and len(w) > 2}
    return sorted(years), event


def years_unwritten(asked: str, text: str) -> list[str]:
    """The years ``asked`` names that ``text`` neither writes nor covers with a span ("from 1971 to
    1990" covers 1975; "since 1998" every year after)."""
    years = _FOUR_DIGIT_YEAR.findall(asked)
    uncovered = set(_years_uncovered([int(y) for y in years], text))
    return [y for y in years if int(y) in uncovered]


def _years_uncovered(years: Sequence[int], text: str) -> list[int]:
    """The ``years`` that ``text`` neither writes nor covers with a span of years ("from 1971 to
    1990", "1866-1941", or "since 1998": every year after)."""
    spans = [(int(a), int(b)) for a, b in _YEAR_RANGE.findall(text)]
    spans += [(int(a), 9999) for a in _OPEN_RANGE.findall(text)]
    return [y for y in years if str(y) not in text and not any(a <= y <= b for a, b in spans)]


_ORDINALS = ("second", "third", "fourth", "fifth", "sixth")
_ASKED_ORDINAL = re.compile(rf"\bthe\s+({'|'.join(_ORDINALS)}|[2-6](?:nd|rd|th))\s+([a-z]+)", re.I)
_COUNT_WORDS = ("two", "three", "four", "five", "six")


def states_ordinal(question: str, evidence: str) -> bool:
    """Whether ``evidence`` says there is the n-th thing ``question`` asks about ("the second
    viaduct designed by X"): it writes that ordinal, or a count of at least n of those things ("two
    viaducts", "3 viaducts", "both viaducts" for a second). A false premise otherwise: a small model
    answers with the one viaduct there is. True for a question that asks for no n-th thing."""
    asked = _ASKED_ORDINAL.search(question)
    if asked is None:
        return True
    word, noun = asked.group(1).casefold(), asked.group(2).casefold()
    n = _ORDINALS.index(word) + 2 if word in _ORDINALS else int(word[0])
    if re.search(rf"\b(?:{_ORDINALS[n - 2]}|{n}(?:st|nd|rd|th))\b", evidence, re.I):
        return True
    counts = "|".join([*_COUNT_WORDS[n - 2 :], *(["both"] if n == 2 else []), rf"[{n}-9]|[1-9]\d"])  # n to 99
    return bool(re.search(rf"\b(?:{counts})\s+(?:[a-z-]+\s+)?{re.escape(noun)}(?:e?s)?\b", evidence, re.I))


_SUPERLATIVES = (
    ("largest", "biggest"),
    ("tallest", "highest"),
    ("busiest",),
    ("longest",),
    ("deepest",),
    ("smallest",),
    ("shortest",),
    ("widest",),
    ("oldest", "earliest", "first"),
    ("newest", "latest"),
    ("last", "final"),  # "the last large ship the yard built"
)
"""Superlatives a passage may write for one another ("the biggest square" is "the largest")."""


_CAPACITY = re.compile(
    r"\b(?:that|which)\s+(?:#\d+|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?:can|could)\b"
    r"|\b(?:that|which)\b[^?]{1,60}?\b(?:can|could)\s+(?:carry|hold|seat|take|lift|store|handle|accommodate)\b"
)
"""What a named thing can do at most ("the largest load that MV X can carry"): a value of X, not a
pick among things by a superlative."""


_RANKS = "|".join(w for group in _SUPERLATIVES for w in group)
_PICKED_BY = re.compile(rf"\b(?:his|her|its|their|the)\s+(first|last|{_RANKS})\s+[a-z]", re.I)
"""A thing a question picks out of its kind by an ordinal or a superlative: "his first organ"."""
_AT_ITS_EXTREME = re.compile(
    rf"\bat\s+(?:its|their)\s+(?:{_RANKS})(?:\s+(?:point|part|stretch|spot))?(?=\s*(?:[,.;:?!]|$))", re.I
)
"""A measure taken at its thing's extreme ("How deep is the lake *at its deepest point*?"): the
lake's depth, which a page writes "up to 38 metres deep" beside "the largest lake"; no pick among
things (as "at *the* first power station" is)."""


def _asked_sentence(question: str) -> str:
    """The question's last sentence (a dash ends one too): what a statement before it says of a rank
    or a "first" is said of another thing."""
    spans = [text for text, _, _ in sentence_spans(dash_as_stop(question))]
    return spans[-1] if spans else question


def picks_another_of_kind(question: str, sentences: Sequence[str]) -> bool:
    """Whether the answer's sentences pick out another one of the kind the question asks for by
    its rank: "For which church did X build his first organ?" is not answered by "The largest,
    with 31 stops, stands in the Dunmere parish church." They write another rank ("largest") and
    none of the asked one's words ("first", "oldest", "earliest"). A rank of another kind does not count when the
    question asks a thing by a rank of people: "the smallest ship" is no other pick than "the first woman" of "Which
    yard built the vessel commanded by the first woman ...?" (fresh70 h03). False when the question picks
    nothing out by rank or the sentences write no rank."""
    # a rank a statement before it gives is another thing's; "at its deepest point" picks nothing out
    asked_text = _AT_ITS_EXTREME.sub(" ", _asked_sentence(question))
    picked = _PICKED_BY.search(asked_text)
    if picked is None or not sentences:
        return False
    word = picked.group(1).casefold()
    asked = next((group for group in _SUPERLATIVES if word in group), (word,))
    text = " ".join(sentences)
    if any(re.search(rf"\b{w}\b", text, re.I) for w in asked):
        return False
    others = [w for group in _SUPERLATIVES for w in group if w not in asked] + [w for w in ("last",) if w not in asked]
    ranked_people = _ranks_people(asked_text, picked.end(1))
    kind_kept = ranked_people is None or re.match(r"\W*who\b", asked_text, re.I)  # "the first of", "Who ...": any
    return any(
        kind_kept or _ranks_people(text, found.end()) in (ranked_people, None)
        for w in others
        for found in re.finditer(rf"\b{w}\b", text, re.I)
    )  # "the smallest ship" ranks no people as "the first woman" did (fresh70 h03's whole question: "which yard")


def _ranks_people(text: str, at: int) -> bool | None:
    """Whether the rank ending at ``at`` ranks people: one of the (up to two) lowercase words after it names them
    ("the first | woman", "the first | female master"); None when no word follows ("The largest, with 31 stops")."""
    after = re.match(r"\s+(?P<first>[a-z-]+)(?:\s+(?P<second>[a-z-]+))?", text[at:])
    if after is None or after["first"] in PREPOSITIONS:
        return None
    second = after["second"] if after["second"] and after["second"] not in PREPOSITIONS else ""
    return _names_people(after["first"]) or bool(second) and _names_people(second)


def _names_people(word: str) -> bool:
    """Whether a noun names people by what the vocabulary knows ("woman", "master", "crew"), not by its ending as
    ``_people_noun`` also reads ("steamer", "tower" are things)."""
    low = word.casefold()
    return noun_category(low) == "person" or low.rstrip("s") in PERSON_ROLES or low in PEOPLE_WORDS | _OTHER_PEOPLE


_NARROWING = r"(?:with|without|to\s+(?!be\b)[a-z]+|built\s+to|made\s+to|fitted\s+with|equipped\s+with|designed|able)"
"""Words after "the first ship" that make it the first of a narrower kind ("... *with* a bow ramp")."""
_PLAIN_END = r"\s*(?:[,.;]|$|\s(?:and|was|built|is)\b)"
"""Where a plain "the first ship of the line" ends: a stop, a comma, or the sentence going on."""


def _plainly_first(noun: str) -> re.Pattern[str]:
    """A thing called plainly the first of its kind ("the first ship of the Velmar Harbourline."), its
    noun written by the regex ``noun``; an owner's name keeps its capitals."""
    return re.compile(rf"\b(?i:first\s+{noun}){_OWNER_AFTER}{_PLAIN_END}")


_FIRST_THING = re.compile(r"\bfirst\s+(?P<noun>[a-z]+)\b(?P<after>[^,.?!;]*)", re.I)
_OWNER_AFTER = r"(?:\s+(?:of|in|for)\s+(?:the\s+)?(?:company|firm|line|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*))?"


def first_of_a_narrower_kind(question: str, sentences: Sequence[str]) -> bool:
    """Whether the answer's sentences call their thing the first of a narrower kind than the
    question asks for: "Which yard built the company's very first ship?" is not answered from "MV
    Haldray Lass ... was the first ship of the company with a bow ramp" (fresh24 h06), whose "first"
    holds only among ships with a bow ramp, nor from "the first diesel ship of the Velmar
    Harbourline". False when the question narrows its "first NOUN" itself ("the first ship built
    to carry cars", "the first diesel ship") or asks no "first"."""
    asked = _FIRST_THING.search(_asked_sentence(question))  # a "first" a statement before it gives is another
    if asked is None or re.match(rf"(?:\s+ever)?{_OWNER_AFTER}\s+(?i:{_NARROWING})\b", asked["after"]):
        return False  # "the first woman (ever) to captain a ship": the question narrows it itself
    noun = re.escape(asked["noun"])
    narrower = re.compile(rf"\b(?i:first\s+{noun}s?){_OWNER_AFTER}\s+(?i:{_NARROWING})\b")  # names keep their capitals
    plain = _plainly_first(rf"{noun}s?")
    not_kinds = r"(?!(?:ever|very|true|real|proper|actual)\b)"  # "the first *ever* ferry" is the very first
    modified = re.compile(rf"\bfirst\s+{not_kinds}(?P<kind>[a-z-]+)\s+{noun}s?\b", re.I)  # "the first *diesel* ship"
    asked_words = {w.casefold() for w in re.findall(r"[\w-]+", question)}
    said = [" ".join(sentence.split()) for sentence in sentences]
    narrowed = any(narrower.search(s) for s in said) or any(
        m["kind"].casefold() not in asked_words for s in said for m in modified.finditer(s)
    )
    return narrowed and not any(plain.search(s) for s in said)


_FIRST_PICKED = re.compile(
    r"^(?:(?:which|what)\s+[a-z-]+\s+(?:[a-z-]+\s+)?[a-z]+"
    r"|(?:in\s+)?(?:what|which)\s+year\s+did\s[^?]*?\s(?P<did>(?-i:[a-z]+))|when\s+did\s[^?]*?\s(?P<when>(?-i:[a-z]+)))"
    r"\s+(?:the|its|his|her|their|(?:the\s+)?(?:[\w-]+\s+)?[\w-]+['’]s)\s+(?:very\s+)?first\s+[a-z]+\s*\?*$",
    re.I,
)
"""A lookup of what did something to the first thing of a kind: "Which yard built the company's very
first ship?", or when: "In what year did X build his very first organ?" (fresh51 k07 was answered with the year
his firm was founded); the first thing closes the question: its page is the one the answer is read off."""
_FIRST_SAID = re.compile(
    r"\b(?:first|earliest|maiden|original|oldest|debut|start|began|begun|entered\s+service|inaugura\w*)\b", re.I
)


def first_unsaid(question: str, pages: Sequence[str]) -> bool:
    """Whether the question picks a thing out as the first of its kind ("Which yard built the
    company's very first ship?") and the pages holding the answer's sentences never say "first"
    (or "earliest", "original"...): "The yard has built three ships for the Velmar Harbourline" names
    a yard that built some ship of the line, not its first (fresh24 h06 answered "Carrow Yard").
    False when no "first" thing is asked or no page is given."""
    picked = _FIRST_PICKED.match(_asked_part(question).strip())
    verb = picked and (picked["did"] or picked["when"])
    if not pages or picked is None or (verb and is_past_verb(verb)):
        return False  # "... did the slipways close at the yard that *built* the line's first ship?": a lookup's
    return not any(_FIRST_SAID.search(page) for page in pages)


_LAST_PICKED = re.compile(
    r"\b(?:its|the|his|her|their)\s+(?:very\s+)?(?:last|final)\s+(?:[a-z-]+\s+){0,2}?(?P<role>[a-z-]+(?:er|or|ist))\b",
    re.I,
)
_LAST_SAID = re.compile(r"\b(?:last|final|closed|closing|shut)\b", re.I)


def last_unsaid(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether a statement picks someone out as the last of a post ("The organ works shut down after its last master
    builder died. Which builder is that?") and the answer's sentences never say "last" (or "final", "closed"): the
    founder named in "founded in 1894 by the organ builder Nils Lindqvist" is no last master builder (fresh45 k12,
    unanswerable, was answered with his birth year). Only a "last" in a statement before the question counts; a
    question asking "Who was the last keeper?" may be answered from dates."""
    statements = " ".join(text for text, _, _ in sentence_spans(strip_chatter(question))[:-1])
    if _LAST_PICKED.search(statements) is None or not sentences:
        return False
    return _LAST_SAID.search(" ".join(sentences)) is None


_MAKER_OF_FIRST = re.compile(
    r"^(?:which|what)\s+[a-z-]+\s+(?P<verb>built|made|designed|cast|launched)\s+(?:(?:the|its|his|her|their)\s+)?"
    r"(?:[\w-]+['’]s\s+)?(?:very\s+)?first\s+(?P<thing>[a-z]+)\s*\?*$",
    re.I,
)


def maker_of_first(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """Who made the first thing of a kind, "Which yard built the company's very first ship?" asks,
    read in code: the one page that calls its thing plainly the first of its kind ("SS Velmar was
    the first ship of the Velmar Harbourline.") and names its maker after the asked verb ("built in
    1908 by the Tollan Shipyard"), and that sentence. fresh24 h06: the model named yards of other
    firsts ("the first diesel ship"). None when no page or several say so."""
    asked = _MAKER_OF_FIRST.match(strip_chatter(question).strip())
    if asked is None:
        return None
    plain = _plainly_first(re.escape(asked["thing"]))
    maker = re.compile(
        rf"\b{asked['verb']}\s+(?:in\s+\d{{4}}\s+)?by\s+(?:the\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
    )
    found = {}
    for passage in passages:
        text = " ".join(passage.split())
        made = maker.search(text) if plain.search(text) else None
        if made is not None:
            sentence = next((s for s, _, _ in sentence_spans(text) if made["name"] in s and asked["verb"] in s), text)
            found[made["name"]] = sentence
    return _the_one(found)


_PICKS_BY_SUPERLATIVE = re.compile(
    r"\s*which\s+[a-z]+\b|\s*what\s+(?:is|was)\s+(?:the\s+)?"
    r"(?:(?:his|her|its|their)\s+|(?:[\w#-]+\s+){0,3}?[\w#-]+['’]s?\s+)?[a-z]+est\b",  # "What is #1's longest bridge?"
    re.I,
)
"""A lookup that picks its thing by a superlative: "Which ...", "What is the / X's / his longest ...?"."""


def states_superlative(question: str, evidence: str) -> bool:
    """Whether ``evidence`` says the thing a "which / what" lookup picks out by a superlative is
    that ("Which ship works the busiest crossing of X?": a passage must call the crossing the
    busiest). A small model answers with the ship of another route of X ("worked by MV Y" on the
    main route's page). True for a question that picks out nothing by a superlative."""
    picks = _PICKS_BY_SUPERLATIVE.match(question)
    if picks is None or comparison(question) is not None or _CAPACITY.search(question):
        return True  # "What is the population of the largest town?" asks a value, not which thing
    for group in _SUPERLATIVES:
        asked = any(re.search(rf"\b{word}\b", question, re.I) for word in group if word != "first")
        if asked and not any(re.search(rf"\b{word}\b", evidence, re.I) for word in group):
            if "largest" not in group or not _main_of_asked_kind(question, evidence):
                return False
    return True


_MAIN_THING = re.compile(r"\b(?-i:main|principal)\s+(?P<noun>[a-z][\w-]*)(?:\s+(?P<head>[a-z][\w-]*))?")
_LARGEST_THING = re.compile(r"\b(?:largest|biggest)\s+(?P<noun>[a-z][\w-]*)(?:\s+(?P<head>[a-z][\w-]*))?", re.I)


def _main_of_asked_kind(question: str, evidence: str) -> bool:
    """Whether a passage calls a thing of the kind asked its *main* one, the largest ("joined by its main tributary,
    the Kell Water" for "the biggest side-river feeding into the Aske", fresh58 k03): its noun of the question's
    category (both of none: "tributary", "side-river"), never a "Main Street" nor a "main route" for a ferry."""
    asked = _LARGEST_THING.search(question)
    if asked is None:
        return False
    head = noun_category((asked["head"] or "").casefold())  # "biggest passenger *ferry*"
    wanted = head or noun_category(asked["noun"].casefold())
    return any(
        noun_category(m["noun"]) == wanted or (wanted is not None and noun_category(m["head"] or "") == wanted)
        for m in _MAIN_THING.finditer(evidence)
    )


_BIRTH_OR_DEATH = re.compile(r"\b(born|died)\b", re.I)
_PRONOUN_SUBJECTS = {"He", "She", "They", "It", "His", "Her", "Its", "Their", *_STOP_NAMES}


_DESCRIBED_PERSON = re.compile(
    r"\b(?:was|were|did)\s+the\s+(?:[a-z-]+\s+){0,2}?(?:founder|man|woman|person|builder|owner|engineer|architect|"
    rf"designer|maker|master|captain|{KIN})\b.*\b(?:that|who|which|whose|where)\b",
    re.I,
)
"""A question about a person it describes through a clause rather than names ("the founder of the
yard that built X"; not "the wife of Ada Penn", whose name holds)."""


_KIN_RANK = r"(?:elder|eldest|younger|youngest|only)"
"""Words that rank a kin among siblings ("the *elder* brother of X"), as a regex group."""
_FEMALE_KIN = {"mother", "daughter", "sister", "aunt", "niece", "wife"}
"""The kin words of a woman; the others of ``KIN`` are a man's."""
_SHE = re.compile(r"\b(?:she|her|hers|herself)\b", re.I)
_HE = re.compile(r"\b(?:he|him|his|himself)\b", re.I)


_KIN_OF = re.compile(
    rf"^who (?:was|is|were|are) (?:the )?(?:(?:{_KIN_RANK}|first|second) )?((?:grand)?(?:{KIN})) of\b",
    re.I,
)
"""A kin asked with "of": "Who was the mother of Oswald Brack?"."""


_KIN_NAME_ASKED = re.compile(
    r"^(?:what|who)\s+(?:was|is)\s+(?:his|her)\s+name\b|^what\s+was\s+(?:he|she)\s+called\b", re.I
)


def _kin_named_before(question: str) -> re.Match[str] | None:
    """The kin a statement names when the question after it asks "What was his name?" ("X launched
    the paper jointly with her husband. What was his name?": the husband), as a match whose group 1
    is the kin word; None when the question asks no name or the statement names no one kin."""
    spans = sentence_spans(question)
    if len(spans) < 2 or not _KIN_NAME_ASKED.match(spans[-1][0].strip()):
        return None
    kin = list(re.finditer(rf"\b(?:his|her|their)\s+({KIN})\b", " ".join(text for text, _, _ in spans[:-1]), re.I))
    return kin[0] if len(kin) == 1 else None


def kin_of_other_sex(question: str, answer: str, passages: Sequence[str]) -> bool:
    """Whether "Who was X's mother?" (or any kin of one sex) is answered by someone whose own page
    speaks of them as the other sex: "the son of Walter Brack" names a parent, and the model gave
    him as the mother; his page says "As a young man he ...". A page is the answer's own when it
    opens with the name; it must use only the other sex's pronouns, or open by calling the person
    a son / daughter (brother, sister ...) of someone. The kin may be named in a statement before
    "What was his name?" (``_kin_named_before``). False when no such page was read, or the question
    asks no one kin."""
    plain = strip_chatter(question).strip()
    asked = _ASKED_KIN.match(plain) or _KIN_OF.match(plain) or _kin_named_before(plain)
    if asked is None or not answer.strip()[:1].isupper():
        return False
    female = re.sub(r"^grand", "", asked.group(1).casefold()) in _FEMALE_KIN
    name = re.escape(answer.strip().rstrip("."))
    for page in passages:
        if not re.match(rf"\s*(?:#\s*{name}\s+)?{name}\b", page):
            continue
        opening = re.search(rf"\b(?:was|is)\s+(?:a|an|the)\s+(?:\w+\s+)?({KIN})\s+of\b", page.split(".")[0], re.I)
        if opening is not None and (opening[1].casefold() in _FEMALE_KIN) != female:
            return True
        same, other = (_SHE, _HE) if female else (_HE, _SHE)
        if other.search(page) and not same.search(page):
            return True
    return False


_KIN_BINDING = r"(?P<kin>(?:great-)*(?:grand)?(?:{kin}|child|parent|cousin))\s+of\s+(?:the\s+[a-z]+\s+)?"
"""A kin word said of the name after it ("the *daughter of* George Sallow", "a *granddaughter of the brewer* X")."""


def _generation(kin: str) -> str:
    """How far a kin word reaches ("grandfather" -> "2", "daughter" -> "1", "sister" -> "0", "nephew" -> "u"): a
    grandfather and a granddaughter are both two generations off, whichever side states it."""
    word = kin.casefold()
    steps = word.count("great-") + word.count("grand")
    base = re.sub(r"^(?:great-)*(?:grand)?", "", word)
    if base in ("uncle", "aunt", "nephew", "niece"):
        return f"u{steps}"
    return str(steps + (0 if base in ("brother", "sister", "husband", "wife", "cousin") else 1))


def kin_of_another_generation(question: str, answer: str, sentences: Sequence[str], read: Sequence[str] = ()) -> bool:
    """Whether "Who was the grandfather of X?" (any kin asked) is answered by a name the answer's sentence binds
    to a kin of another generation: "the daughter of George Sallow and a granddaughter of the brewer Edwin Sallow"
    makes George her father, not the grandfather asked (fresh50 k07, re-run: the step answered George). False when
    no kin is asked, no sentence says the answer's kinship that way, or a page ``read`` binds the answer to a kin of
    the asked generation ("the son of Edwin Sallow" on George's page, for George's father, cited from another)."""
    plain = strip_chatter(question).strip()
    asked = _ASKED_KIN.match(plain) or _KIN_OF.match(plain)
    name = answer.strip().rstrip(".")
    if asked is None or not name[:1].isupper():
        return False
    owners = _named_besides(plain, name)
    bound = re.compile(rf"\b{_KIN_BINDING.format(kin=KIN)}{_name_pattern(name)}\b", re.I)
    said = [
        m["kin"]
        for sentence in sentences
        for m in bound.finditer(" ".join(sentence.split()))
        if owners and _said_of_owner(m.string[: m.start()], owners[-1])
    ]
    elsewhere = [m["kin"] for page in read for m in bound.finditer(" ".join(page.split()))]
    wanted = _generation(asked.group(1))
    return bool(said) and all(_generation(kin) != wanted for kin in [*said, *elsewhere])


def _named_besides(question: str, name: str) -> list[str]:
    """The names ``question`` gives besides ``name`` (the kin's owners), without a possessive's "'s"."""
    return [re.sub(r"['’]s?$", "", n) for n in named_entities(question) if set(name_words(n)) != set(name_words(name))]


_SYMMETRIC_KIN = {"brother", "sister", "cousin", "husband", "wife"}


def kin_turned_round(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether "Who was the son of X?" (a kin of one generation asked) is answered by a name the answer's sentence
    makes X's kin the other way round: "Walter Brack ... was a son of the engineer Samuel Brack" makes Samuel his
    father, not his son (fresh57 k05: the step answered Samuel Brack and the chain asked how often the father won).
    False for a kin that reads the same both ways (a brother, a cousin, a wife), or when no sentence says so."""
    plain = strip_chatter(question).strip()
    asked = _KIN_OF.match(plain) or _ASKED_KIN.match(plain)
    name = answer.strip().rstrip(".")
    if (
        asked is None
        or not name[:1].isupper()
        or re.sub(r"^(?:great-)*(?:grand)?", "", asked.group(1).casefold()) in _SYMMETRIC_KIN
    ):
        return False
    owners = _named_besides(plain, name)
    kin = re.escape(asked.group(1))
    turned = re.compile(
        rf"\b(?:was|is)\s+(?:a|an|the)\s+(?:[a-z]+\s+)?{kin}\s+of\s+(?:the\s+[a-z]+\s+)?{_name_pattern(name)}\b", re.I
    )
    return bool(owners) and any(
        _said_of_owner(m.string[: m.start()], owners[-1])
        for sentence in sentences
        for m in turned.finditer(" ".join(sentence.split()))
    )


_APPOSED_KIN = re.compile(
    rf"\b(?:{KIN}|child|parent|cousin)\s+of\s+(?:the\s+[a-z]+\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s*,\s*"
    r"(?:the|a|an)\s+$"
)
"""A kin phrase right after another kin's name and a comma ("the daughter of George Sallow, *the son of* ..."): it
tells that kin's kinship, not the sentence subject's."""


def _said_of_owner(before: str, owner: str) -> bool:
    """Whether a kinship phrase that follows ``before`` in its sentence is said of ``owner``: the owner is named
    before it, not as the owner of another kin ("Ada's mother, Mary Penn, was the daughter of ..."), and it is no
    apposition to another kin's name ("..., the son of ...")."""
    pattern = _name_pattern(re.sub(r"^the\s+", "", owner, flags=re.I))
    named = re.search(rf"\b{pattern}\b(?P<owned>['’]s?)?", before)
    return named is not None and not named["owned"] and _APPOSED_KIN.search(before) is None


_KIN_THING_ASKED = re.compile(
    rf"\b(?:his|her|[A-Z][\w'’-]*['’]s)\s+(?:{_KIN_RANK}\s+)?(?P<kin>(?:grand)?(?!sister\b)(?:{KIN}))\b"
    r"(?![\w-])(?!\s*\??$)",
    re.I,
)
"""A kin asked about by a thing of theirs ("Which ship was *her father* master of?"), not the kin asked for."""


_NAMED_SUBJECT = re.compile(r"^\W*(?:Captain\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)\s+(?-i:[a-z])")
"""A statement opening with the name of its subject ("Ada Penn ran the inn ...")."""


_KIN_DEED = re.compile(
    rf"\s+(?:had\s+|once\s+|later\s+)?(?P<deed>(?!had\b)(?:set\s+up|[a-z]+ed|{'|'.join(sorted(IRREGULAR_PAST_TO_BASE))}))\b"
    r"(?!\s+to\b)",  # "the inn her father used to run": no deed of his
    re.I,
)
"""The deed that tells a kin's thing, right after the kin ("the brewery his father *founded*")."""

_FOUNDING = ("founded", "set up", "started", "established", "opened", "began", "begun")
"""Deeds that all tell a thing's founding: a page may write any of them for another."""


def _deed_forms(deed: str) -> str:
    """A pattern of the ways a page writes ``deed``: as a past form or a participle ("ran", "run"), a founding as
    any founding ("founded" for "started")."""
    deed = " ".join(deed.casefold().split())
    forms = _FOUNDING if deed in _FOUNDING else (deed, PAST_TO_PARTICIPLE.get(deed, deed))
    return "|".join(re.escape(form).replace(r"\ ", r"\s+") for form in forms)


def one_line_sentences(pages: Sequence[str]) -> list[str]:
    """The sentences of ``pages``, each on one line."""
    return [" ".join(text.split()) for page in pages for text, _, _ in sentence_spans(page)]


def _deed_of_kin_on_page(deed: str, kin_names: Sequence[set[str]], holding: Sequence[str]) -> bool:
    """Whether a page holding the answer states ``deed`` as done by the kin ("The Ossery Brewery was founded in 1847 by
    the brewer Bartholomew Kemp", "Tom Pike founded the inn") for "the brewery his father founded": the kin is the
    doer, not someone named beside it ("by Ivo Hale, a friend of Tom Pike") nor one whose kin did it ("by Tom Pike's
    father")."""
    verbs = _deed_forms(deed)
    doers = (  # the verbs in any case; the doer's name capitalised
        rf"\b(?i:{verbs})\b[^.;]*?\bby\s+(?:the\s+[a-z]+\s+)?(?P<doer>{_CAPITALISED_RUN})(?![\w'’])",
        rf"(?P<doer>{_CAPITALISED_RUN})\s+(?:had\s+)?(?i:{verbs})\b",
    )
    named = [
        m["doer"] for sentence in one_line_sentences(holding) for doer in doers for m in re.finditer(doer, sentence)
    ]
    doing = [set(name_words(d)) for d in named if not re.search(r"['’]s?$", d)]  # not "by Tom Pike's father"
    return any(name <= doer for doer in doing for name in kin_names)


def kin_thing_unlinked(
    question: str,
    sentences: Sequence[str],
    pages_of: Sequence[str],
    read: Sequence[str],
    holding: Sequence[str] = (),
    *,
    found_names: Sequence[str] = (),
    told_before: Sequence[str] = (),
) -> bool:
    """Whether a thing asked of a kin ("Which ship was her father master of?") is read off sentences that do not
    speak of the kin, once a page read tells who the kin is ("the daughter of Captain Tobias Fenner"): they name
    neither that kin nor any kin word, and their pages are not the kin's own (``pages_of``: whom the answer's pages
    are about, by heading or title). fresh50 h05 was answered with her own ship ("She ... as master of MV Tern", her
    page) and, re-run, with the ship on the route ("MV Tern makes two return sailings a day"). When the question
    opens on its person's name ("Ada Penn ran the inn ..."), only a sentence naming her tells her kin. A thing told by
    the kin's deed ("the brewery his father founded") is linked when a page holding the answer (``holding``) states
    that deed with the kin's name (fresh60 k06: "Its best known beer is ..." on the page of the brewery "founded ... by
    the brewer Bartholomew Kemp"). A thing found on the way (``found_names``) from an earlier hop's sentence
    (``told_before``) naming the kin links what is read off its own sentences or page (fresh62 h04: "55 metres" from
    "MV Corvan Lady was a ferry of 55 metres", after "Tobias Fenner ... was master of MV Corvan Lady"). False for other
    questions, a birth or death asked (``born_to_asked`` reads those), or when no page read names a kin of the asked
    kind."""
    asked_part = _asked_part(question)
    asked = _KIN_THING_ASKED.search(asked_part)
    converse = _CONVERSE_KIN.get(asked["kin"].casefold()) if asked is not None else None
    if converse is None or not sentences or re.search(r"\b(?:born|died)\b", asked_part, re.I):
        return False
    owner_of = re.compile(rf"\b(?:{converse})\s+of\s+(?:the\s+[a-z]+\s+)?(?P<kin>{_CAPITALISED_RUN})")
    people = [
        set(name_words(m["name"])) for text, _, _ in sentence_spans(question)[:-1] if (m := _NAMED_SUBJECT.match(text))
    ]
    told = one_line_sentences(read)
    told = [s for s in told if not people or any(p <= set(name_words(s)) for p in people)]
    kin_names = [set(name_words(m["kin"])) for sentence in told for m in owner_of.finditer(sentence)]
    kin_names = [name for name in kin_names if name]  # ("Captain" is no name word)
    if not kin_names:
        return False
    said = set(name_words(" ".join(sentences)))
    headed = [set(name_words(name)) for name in pages_of]
    linked = any(name <= said or name in headed for name in kin_names)
    deed = _KIN_DEED.match(asked_part, asked.end()) if asked is not None else None
    linked = linked or (deed is not None and _deed_of_kin_on_page(deed["deed"], kin_names, holding))
    things = _kin_things_found(kin_names, found_names, told_before, read)
    linked = linked or any(thing <= said or thing in headed for thing in things)
    return not linked and not re.search(rf"\b(?:grand)?(?:{KIN}|parent|child)\b", " ".join(sentences), re.I)


def _kin_things_found(
    kin_names: Sequence[set[str]], found_names: Sequence[str], told_before: Sequence[str], read: Sequence[str]
) -> list[set[str]]:
    """The names found on the way after the kin (the chain's later hops) that an earlier hop's sentence states with the
    kin's name ("Tom Pike ... was master of MV Skua") or on the kin's own page read ("# Tom Pike ... He was master of
    MV Skua"): the kin's things. A sentence or page that also names someone found before the kin (her whose father he
    is: "His daughter Ann Pike was master of MV Tern") tells their things, not his; a value found is no thing."""
    found = [set(name_words(name)) if name[:1].isupper() else set() for name in found_names]
    at = next((i for i, f in enumerate(found) if f and any(kin <= f or f <= kin for kin in kin_names)), None)
    if at is None:
        return []
    owners = [f for f in found[:at] if f]
    said_with_kin = []
    for sentence in told_before:
        said = set(name_words(sentence))
        heading = set(name_words(" ".join(heading_line(p) for p in read if _holds(p, sentence))))
        if any(kin <= said or kin <= heading for kin in kin_names) and not any(
            owner <= said or owner <= heading for owner in owners
        ):
            said_with_kin.append(said)
    later = [f for f in found[at + 1 :] if f and not any(f <= kin or kin <= f for kin in kin_names)]
    return [thing for thing in later if any(thing <= said for said in said_with_kin)]


def _holds(page: str, sentence: str) -> bool:
    """Whether ``page`` holds ``sentence``, however each is wrapped."""
    return " ".join(sentence.split()) in " ".join(page.split())


_BIRTH_PLACE_ASKED = re.compile(
    r"\b(?:born|died)\s+(?:in|at|on|near)\s+(?:the\s+)?(?:(?:island|isle|town|village|city|parish)\s+of\s+)?"
    r"([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
)
"""The place a question gives a birth or death ("born in Kellbrook", "born on the island of
Brannoch"): no person asked about."""


def born_to_asked(question: str, sentences: Sequence[str], found_names: Sequence[str] = ()) -> bool:
    """Whether the birth or death an answer's sentence states is the asked person's: a sentence
    that names someone before its "born" or "died" names the person asked about there ("Peregrine
    Rook (1802-1870) was a painter born in Kellbrook, the son of the canal engineer William Rook"
    says where the son was born, not the father). A sentence naming nobody before the verb ("She
    was born in Pell", "Born in Pell, ...") is not judged. Nor does a sentence about the person whose
    kin is asked count ("Tomas Ferrand (1871-1950) was an architect born in Ossery" for "When was
    Tomas's father born?": a small model answers a missing kin's birth with the owner's own), or
    about a person a statement names when the question asks about someone described through them
    ("the head teacher he first worked under": ``_pointed_from``). A place the question gives the
    birth ("Which organ builder was born in Kellbrook?") is no person asked about (fresh24 k04).
    ``found_names``: the people found on the way, one of whom a multi-hop question describes
    without naming. True for other questions."""
    if not _RELATIONS[0][0].search(question) and not _RELATIONS[1][0].search(question):
        return True
    if not found_names and _DESCRIBED_PERSON.search(question):
        return True  # "when was the founder of the yard that built X born?", found whole: no name to hold to
    places = set(_BIRTH_PLACE_ASKED.findall(question))  # "Which organ builder was born in *Kellbrook*?"
    named = [n for n in named_entities(question) if n not in places]
    asked = [set(name_words(n)) for n in [*named, *found_names] if name_words(n)]
    if places and not asked:
        return True  # "Which organ builder was born in Kellbrook?" names no person: the answer is one
    pointed_from = _pointed_from(question)
    owners = [set(name_words(n)) for n in [*_kin_owners(question), *pointed_from]]
    stated = [(s, verb) for s in sentences if (verb := _BIRTH_OR_DEATH.search(s)) is not None]
    unowned = [
        wanted for wanted in asked if not any(owner & wanted for owner in owners)
    ]  # "Ada" of "Hale's cousin Ada"
    for sentence, verb in stated:
        if _same_pronoun_kin_born(question, sentence):
            return True  # "Her father, Tom Penn, was born in Kell", "..., and her father was born in Kell": the kin's
        before = sentence[: verb.start()]
        names = [m.group(0) for m in _NAME_RUN.finditer(before) if m.group(0) not in _PRONOUN_SUBJECTS]
        subject = names[0] if names and not re.search(r"['’]s?$", names[0]) else ""  # not "Ivo Marsh's son ..."
        own = [wanted for wanted in unowned if wanted <= set(name_words(subject))]
        if subject and not own and any(owner <= set(name_words(subject)) for owner in owners):
            continue  # "Tomas Ferrand (1871-1950) was ... born in Ossery" is no birth of Tomas's father
        if pointed_from and not found_names:
            return True  # "the head teacher he first worked under", asked whole: no name to hold to
        if not names or any(wanted <= set(name_words(n)) for n in names for wanted in asked):
            return True
    return not stated


_KIN_OWNED = re.compile(
    rf"(?P<owner>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)['’]s?\s+(?:{_KIN_RANK}\s+)?(?:grand|great-grand)?(?:{KIN}|cousin)\b"
    rf"|\b(?:grand|great-grand)?(?:{KIN}|cousin)\s+of\s+(?:the\s+[a-z]+\s+)?(?P<of>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)"
)
"""A kin asked through the person it belongs to: "Tomas's father", "the mother of Ada Penn"."""


def _kin_owners(question: str) -> list[str]:
    """The people a question names only as the owners of the kin it asks about ("Tomas" of "Which
    year was Tomas's father born in?"), or names first in the statement before "Where was *her
    father* born?" (Oona Brask of "... Oona Brask is the daughter of ... Where was her father
    born?"): a birth or death stated of them is not the kin's."""
    spans = sentence_spans(strip_chatter(question))
    asked = spans[-1][0]
    owners = [m["owner"] or m["of"] for m in _KIN_OWNED.finditer(asked)]
    statement = spans[-2][0] if len(spans) > 1 and _PRONOUN_KIN.search(asked) else ""
    if not statement or _KIN_OF_NAMED.search(statement):
        return owners  # "Tom Marsh's daughter Ada ...", "John Penn taught his daughter ...": the name may be the kin
    whose = re.search(rf"({_CAPITALISED_RUN}),\s+whose\s", statement)  # "Tom Vane hired Ada Marsh, whose father ..."
    told = [whose[1]] if whose else re.findall(_CAPITALISED_RUN, statement)
    return [*owners, *[name for name in told if name_words(name) and name.split()[0] not in _OPENING_WORDS][:1]]


_KIN_OF_NAMED = re.compile(
    rf"['’]s\s+(?:{_KIN_RANK}\s+)?(?:{KIN})\b|\b(?:his|her|their)\s+(?:{_KIN_RANK}\s+)?(?:{KIN})\b"
    rf"|\bhad\s+(?:a|an|two|three)\s+(?:{_KIN_RANK}\s+)?(?:{KIN})s?\b",
    re.I,
)
"""A statement telling a kin of the person it names ("Tom Marsh's daughter Ada", "taught his daughter", "had a
daughter who ..."): its first name may be the kin a later "her father" asks about."""


_CAPITALISED_RUN = r"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*"
"""A run of capitalised words, a sentence's first word among them ("Ada Marsh is ...")."""


_PRONOUN_KIN = re.compile(rf"\b(?:his|her)\s+(?:{_KIN_RANK}\s+)?(?:grand|great-grand)?(?:{KIN})\b", re.I)
"""A kin asked through a pronoun ("her father")."""
_PRONOUN_KIN_BORN = re.compile(rf"{_PRONOUN_KIN.pattern}[^.;]*?\b(?:born|died)\b", re.I)
"""A sentence stating the birth or death of a kin told by a pronoun ("..., and her father was born in Kell")."""


def _same_pronoun_kin_born(question: str, sentence: str) -> bool:
    """Whether ``sentence`` states the birth or death of the kin the question asks through a pronoun ("Where was her
    father born?" and "..., and her father was born in Kell"; not "Her brother Jon was born in Kell")."""
    asked, said = _PRONOUN_KIN.search(question), _PRONOUN_KIN_BORN.search(sentence)
    return asked is not None and said is not None and asked[0].split()[-1].casefold() in said[0].casefold().split()[:4]


_DESCRIBED_THROUGH_PRONOUN = re.compile(
    r"\b(?:was|were)\s+the\s+(?-i:(?:(?!(?:of|the|a|an|in|at|on|from|to|for)\s)[a-z-]+\s+){1,3}?)"
    r"(?:(?:that|who|whom)\s+)?(?P<who>he|she|they|(?-i:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*))"
    r"(?P<deed>(?:\s+(?-i:[a-z]+)){1,4}?)\s+(?:born|died)\b"
)
"""An asked person described through someone else's deed: "was the head teacher he first worked under
born" (or "... the head teacher Nathaniel Rudd first worked under ...", once a re-plan names him)."""


_IRREGULAR_PASTS = frozenset({*IRREGULAR_PARTICIPLES, *PARTICIPLE_TO_PAST.values()})
"""Past forms not written "-ed" ("built", "drew")."""


def _pointed_from(question: str) -> list[str]:
    """The people a statement names when the question asks about someone described through them
    ("X began teaching at a school in 1926. In which village was the head teacher he first worked
    under born?": not X), or the one the description names ("the head teacher X first worked
    under"): a birth or death stated of them is not the described person's."""
    spans = sentence_spans(strip_chatter(question))
    described = _DESCRIBED_THROUGH_PRONOUN.search(spans[-1][0]) if spans else None
    if described is None or not any(w.endswith("ed") or w in _IRREGULAR_PASTS for w in described["deed"].split()):
        return []  # the description tells a deed of the one it goes through ("he first *worked* under")
    if described["who"] not in ("he", "she", "they"):
        return [described["who"]]
    return [name for text, _, _ in spans[:-1] for name in named_entities(f"x {text}")]


def misquotes_name(sentences: Sequence[str], passages: Sequence[str]) -> bool:
    """Whether a sentence the model gives as its evidence is a passage's sentence with a name put in
    that its passage never writes ("Gannet Skerry is the largest island of the Velmar Isles, ... with
    about 7,800 inhabitants", copied from Orrinsay's page for "how many people live on the island
    Gannet Skerry lies near?"): the small model makes the asked thing's fact out of another's. A
    name the passage writes elsewhere ("She" copied as "MV Tern") is no such change; a sentence
    that shares few words with every passage sentence (its own words) is not judged."""
    for sentence in sentences:
        flat = " ".join(sentence.split())
        said = words(flat)
        if not said or any(flat.casefold() in " ".join(p.split()).casefold() for p in passages):
            continue
        copies = [(len(said & words(text)), passage) for passage in passages for text, _, _ in sentence_spans(passage)]
        shared, passage = max(copies, key=lambda c: c[0], default=(0, ""))
        if shared < 0.6 * len(said):
            continue
        written = words(passage)
        if any(not set(name_words(name)) <= written for name in named_entities(f"x {flat}") if name_words(name)):
            return True
    return False


_AGENT_ASKED = re.compile(
    r"\b(?:did|does)\s+(?:the\s+(?:[a-z-]+\s+){1,3})?(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+)\s+"
    r"(?:found|start|establish|set up|open|build|design|buy|sell|launch|invent|write|paint)\b"
)


_WHO_DID = re.compile(r"^\s*who\s+(?!(?:was|were|is|are|had|has|did|does)\b)(?P<verb>[a-z]+)\b", re.I)
_FOUNDED_BY = r"\b(?:founded|set up|established|started)\s+(?:in\s+\d{4}\s+)?by\b[^.;]*?"
_FOUNDING_VERBS = {"founded", "set", "established", "started", "began", "co-founded", "opened", "lived", "died"}
"""Deeds a founder is an answer to: the founding itself, a start ("Who began bottling the spring?", fresh53 k10's side
was refused for "founded ... by Lionel Oakes to bottle the mineral spring"), a life."""
_RUNNING_VERBS = {"ran", "led", "managed", "owned", "headed", "directed", "chaired", "kept", "took", "inherited"}
"""What a founder often goes on to do with what was founded: a founder may be its answer."""


def founder_for_other_deed(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether a "Who dug / drew / ran X?" answer is only what its sentences give as a founder
    ("Rask Brothers ... founded in 1902 by Ansel and Birger Rask" for "Who dug the dry dock of Rask
    Brothers yard?"): the founder of a thing is not who did what the question asks, unless the
    sentences say the asked deed too. False for "who founded / set up / ran" questions (a founder
    often runs what was founded), comparisons and other answers."""
    asked = _WHO_DID.match(strip_chatter(question))
    name = answer.strip().strip(".")
    if asked is None or not name or not sentences or comparison(strip_chatter(question)) is not None:
        return False
    if asked["verb"].casefold() in _FOUNDING_VERBS | _RUNNING_VERBS:
        return False
    text = " ".join(" ".join(sentences).split())
    if re.search(rf"\b{re.escape(asked['verb'])}\b", text, re.I):
        return False  # the deed asked is stated
    return re.search(rf"{_FOUNDED_BY}\b{re.escape(name.split()[0])}\b", text) is not None


DOER_DEEDS = r"(?:founded|set\s+up|established|started|built|designed|made|opened|run|owned)"
"""The deeds a thing is asked by through its doer ("Which firm was *founded by* the Wendle-born clockmaker?"):
read by ``doer_of_another_trade`` here and split by ``replans.split_described_doer``."""
_DONE_BY_DESCRIBED = re.compile(
    rf"\b(?P<verb>{DOER_DEEDS})\s+by\s+(?:a|an|the)\s+"
    r"(?:[\w-]+\s+){0,3}?(?P<trade>(?-i:[a-z][a-z-]+))(?=\s*(?:[?,;]|$|\s+(?:who|that|from|in|at|of|and)\b))",
    re.I,
)
_DONE_BY_TITLED = (
    r"\b{verb}\b(?:(?!\b(?:and|was|were|which|who|but)\b)[^.;,]){{0,60}}?\bby\s+the\s+"  # the same deed's doer
    r"(?P<trade>(?-i:[a-z][a-z-]+))\s+(?P<name>(?-i:[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+))"
)
_CALLING = re.compile(r"[a-z-]{3,}(?:er|or|ist|wright|smith|maker|man|ian|ect)")
"""A word that may name a calling, looser than ``_TRADE`` (also "engineer", "architect", "banker"): ``is_trade``
then leaves out roles, kin and person words."""
_NOT_TRADES = {
    "founder", "co-founder", "owner", "partner", "member", "leader", "manager", "director", "chairman", "other",
    "another", "successor", "predecessor", "ancestor", "employer", "neighbor", "neighbour", "widower", "elder",
    "older", "younger", "latter", "later", "former", "river", "water", "winter", "summer", "corner", "number",
    "border", "harbour", "harbor", "tower", "shore", "same",
}  # fmt: skip
_FOUNDING_WORDS = r"(?:founded|set\s+up|established|started)"


def doer_of_another_trade(question: str, answer: str, sentences: Sequence[str], passages: Sequence[str] = ()) -> bool:
    """Whether "Which firm was founded by the Wendle-born clockmaker?" is answered by a thing its
    sentences say was founded by someone of another trade ("The Wendle boatyard was founded in 1873
    by the boatbuilder Peter Dray"): a look-alike that shares the place, not the doer (fresh42 k03).
    False when a sentence gives the asked trade for the deed, when either word is no trade (kin,
    "founder", a person word), or when a passage gives the named doer the asked trade too ("Peter
    Dray ... was an engineer and architect")."""
    asked = _DONE_BY_DESCRIBED.search(strip_chatter(question))
    if asked is None or not answer.strip() or not is_trade(asked["trade"]):
        return False
    verb = asked["verb"].casefold()
    verbs = _FOUNDING_WORDS if re.fullmatch(_FOUNDING_WORDS, verb) else re.escape(verb).replace(r"\ ", r"\s+")
    text = " ".join(" ".join(sentences).split())
    doers = [m for m in re.finditer(_DONE_BY_TITLED.format(verb=verbs), text, re.I) if is_trade(m["trade"])]
    if not doers:  # "He founded the Wendle boatyard ..." on the page of "Peter Dray, ..., was a boatbuilder"
        return _done_on_page_of_another_trade(asked["trade"], verbs, sentences, passages)
    if any(_same_trade(m["trade"], asked["trade"]) for m in doers):
        return False
    said = [
        s for p in passages for s, _, _ in sentence_spans(p) if re.search(rf"\b{re.escape(asked['trade'])}", s, re.I)
    ]
    return not any(m["name"].split()[-1] in s for m in doers for s in said)


_PAGE_PERSON_TRADE = re.compile(
    r"^(?:#[^\n]*\n+)?(?P<name>(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+))\b[^.]*?\b(?:was|is)\s+an?\s+"
    r"(?:[\w-]+\s+)?(?P<trade>(?-i:[a-z][a-z-]+))\b"
)


def _done_on_page_of_another_trade(trade: str, verbs: str, sentences: Sequence[str], passages: Sequence[str]) -> bool:
    """Whether the deed's sentence says "He / She founded ..." on a person's page that gives that person another
    trade and never the asked one ("Peter Dray, born in Wendle in 1845, was a boatbuilder. He founded the Wendle
    boatyard", for the clockmaker's firm: fresh42 k03 on a7e07f4)."""
    told = [s for s in sentences if re.search(rf"^\s*(?:he|she)\b[^.;]*?\b{verbs}\b", s, re.I)]
    for sentence in told:
        for page in (p for p in passages if _holds(p, sentence)):
            person = _PAGE_PERSON_TRADE.match(page.strip())
            if person is None or not is_trade(person["trade"]) or _same_trade(person["trade"], trade):
                continue
            if not re.search(rf"\b{re.escape(trade)}", page, re.I):
                return True
    return False


def is_trade(word: str) -> bool:
    """Whether ``word`` names a trade or calling ("clockmaker", "shipwright", "architect"), not a
    relative, a person word or a role towards a thing ("founder", "owner")."""
    plain = word.casefold()
    kin = re.fullmatch(rf"(?:great-)*(?:grand|step)?(?:{KIN})", plain) is not None
    return _CALLING.fullmatch(plain) is not None and plain not in _NOT_TRADES | PEOPLE_WORDS and not kin


def _same_trade(one: str, other: str) -> bool:
    """Whether two trade words name one trade: the same word, one ending the other ("master clockmaker"), or one
    craft ("shipwright" and "shipbuilder", "brewer" and "brewmaster", "boat-builder" and "boatbuilder")."""
    a, b = (w.casefold().replace("-", "").rstrip("s") for w in (one, other))
    if a == b or a.endswith(b) or b.endswith(a):
        return True
    craft = r"(?:wright|builder|maker|master|smith|monger|man|er)$"
    return re.sub(craft, "", a) == re.sub(craft, "", b) != ""


_WHO_DID_THING = re.compile(
    r"^\s*who\s+(?P<verb>[a-z]+)\s+(?:the\s+)?(?P<thing>(?-i:[a-z][a-z-]*(?:\s+[a-z][a-z-]*)?))\b"
    r"(?:\s+(?:of|at|for|in)\s+(?!1[0-9]{3}|20[0-9]{2})[^?]*)?\?*$",
    re.I,
)
_PERSON_PAGE = re.compile(
    r"^#\s+(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+)\s*\n+"
    r"(?:(?:(?:Captain|Capt|Dr|Sir|Dame|Lady|Lord|Rev|Reverend|Mr|Mrs|Miss|Ms|Prof|Professor|Admiral|Rear\s+Admiral|"
    r"Commodore|Colonel|Major|General|Lieutenant|Father|Sister)\.?\s+)+)?(?P=name)\s*\(\s*\d{4}"
)
"""A person's own page: the name as its heading, then the name (a title before it: "Captain", "Rear Admiral Sir";
not "The", which opens a thing's page: "The Ada Penn (1870-1931) was a schooner") and a lifespan."""


def doer_of(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """Who did the deed "Who dug the dry dock of Rask Brothers yard?" asks, read in code: the one
    person whose own page (headed by the name, a lifespan after it) says he or she did it to such a
    thing ("he dug its dry dock in 1936"), and that sentence; None when no page or several say so,
    the question names its thing (the model reads names well) or dates it ("in 1880": a deed done
    at another time is no answer), or asks who founded, ran or was something. "Which captain of the company
    rescued ...?" is read as "Who rescued ...?" on the pages that give their person that role
    (``_which_role_as_who``)."""
    question, role = _which_role_as_who(strip_chatter(question))
    asked = _WHO_DID_THING.match(question)
    if asked is None or asked["verb"].casefold() in _FOUNDING_VERBS | _RUNNING_VERBS | {"was", "were", "is", "are"}:
        return None
    head = asked["thing"].split()[-1]
    deed = re.compile(
        rf"\b(?:he|she)\b[^.;]*?\b{re.escape(asked['verb'])}\s+(?:its|the|his|her|their|a|an)\s+"
        rf"(?:[\w-]+\s+){{0,2}}?{re.escape(head)}s?\b",
        re.I,
    )
    found = {}
    for passage in passages:
        page = _PERSON_PAGE.match(passage.strip())
        if role and page is not None and not _page_gives_role(passage.strip(), page["name"], role):
            page = None  # "Which captain ...?": a page that calls its person no captain is someone else's
        said = [s for s, _, _ in sentence_spans(passage) if deed.search(s)] if page is not None else []
        if said:
            found[page["name"]] = " ".join(said[0].split())
    return _the_one(found)


_KIN_ROLES = re.compile(
    rf"(?:great-)*(?:grand|step-?)?(?:{KIN}|child|cousin|heir|descendant|widow|widower|parent|spouse)"
    r"|apprentice|pupil|successor|predecessor",
    re.I,
)


def _which_role_as_who(question: str) -> tuple[str, str]:
    """ "Which captain of the company rescued the crew of a trawler in 1978?" as "Who rescued the crew of a trawler in
    1978?" and the role its doer's page must give ("captain"; fresh68 h03 was answered with another captain of
    the company): the words saying whom they work for are ``employer_words``'s. The question and "" when it asks no
    person by a role and a deed, or by kin ("Which son of the founder ...": whose son is asked, which no page's deed
    tells)."""
    words = question.split()
    if len(words) < 4 or words[0].casefold() != "which":
        return question, ""
    role = singular(words[1].casefold())
    if role not in PERSON_ROLES or _KIN_ROLES.fullmatch(role):
        return question, ""
    verb = 2 + employer_words(words[2:])
    if not words[verb].islower() or not is_past_verb(words[verb]):
        return question, ""
    return " ".join(["Who", *words[verb:]]), role


def _page_gives_role(passage: str, name: str, role: str) -> bool:
    """Whether a person's own page gives them ``role`` in its first sentence: as a title before their name ("Captain
    Tom Fenner", "Capt. Tom Fenner") or after "was" / "is" / "became" / "served as" / "was appointed" and up to four
    words ("was the ferry's longest-serving captain"); not a role of someone else it names ("a mate who served under
    Captain Cal Brask") nor one owned ("a captain's mate")."""
    body = passage.split("\n", 1)[-1].strip() or passage
    first = sentence_spans(body)[0][0]
    title = rf"(?:{re.escape(role)}|capt\.?)" if role == "captain" else re.escape(role)
    titled = re.match(rf"(?:[A-Z][\w.]*\s+)*?{title}\s+{re.escape(name)}\b", body, re.I)  # "Capt. Tom Fenner"
    gap = r"(?:(?!(?:who|which|whom|under|of|for|with)\b)[\w'’-]+\s+){0,4}?"
    said = re.search(rf"\b(?:was|is|became|served\s+as|appointed)\s+{gap}{re.escape(role)}s?\b(?!['’])", first, re.I)
    return bool(titled or said)


_WHO_DID_AT = re.compile(r"^\s*who\s+(?P<verb>[a-z]+)\s+(?P<rest>(?:at|in|on|with|under|for|as)\s+[^?]+?)\s*\?*$", re.I)
_PERSON_HEADED = re.compile(r"^#\s+(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+)\s*\n+(?P=name)\b")
_NOT_DEEDS = {"was", "were", "is", "are", "had", "has", "did", "does", "lived", "died", "founded", "ran", "owned"}


def page_subject_did(question: str, answer: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """Who did what "Who trained at the college in Ardmoray and then served on fishing research
    ships?" asks, when the answer is another person of the page that says so: the one person's page
    (headed by the name, its first sentence opening with it) whose "he" / "she" sentence does the
    asked verb with the question's own words ("She trained at the marine college in Ardmoray"),
    and that sentence. fresh24 h03 was answered "Piet Dorran" from "Maren Dorran ... is a marine
    engineer and the daughter of Piet Dorran". None when the answer is that person, or no page
    or several say so."""
    asked = _WHO_DID_AT.match(strip_chatter(question))
    if asked is None or asked["verb"].casefold() in _NOT_DEEDS or not _past_verb_form(asked["verb"]):
        return None
    years = _FOUR_DIGIT_YEAR.findall(asked["rest"])  # "as mayor in 1950": a sentence of other years is no answer
    deed = re.compile(rf"\b(?:he|she)\s+(?:[a-z]+\s+)?{_verb_pattern(_base_of(asked['verb']))}", re.I)
    wanted = {w for w in words(asked["rest"]) if len(w) > 3} - {"then", "that", "which", "where", "there"}
    found = {}
    for passage in passages:
        page = _PERSON_HEADED.match(passage.strip())
        if page is not None and (_VESSEL.match(page["name"]) or name_kind(page["name"]) is not None):
            page = None  # a ship's page is "she" too
        said = [
            " ".join(s.split())
            for s, _, _ in sentence_spans(passage)
            if page is not None and deed.search(s) and len(wanted & words(s)) >= min(2, len(wanted))
            if all(year in s for year in years)
        ]
        if said:
            found[page["name"]] = said[0]
    if len(found) != 1 or _plain(next(iter(found))) == _plain(answer):
        return None
    return next(iter(found.items()))


_AGENT_OF_DEED = re.compile(r"^\s*(?:which|what)\s+[a-z-]+\s+(?P<verb>[a-z]+)\s+(?:the\s+)?[A-Z][^?]*\?*\s*$", re.I)


def destination_for_doer(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether "Which tug towed MV Orrin Spirit ...?" is answered with where the thing was towed to
    ("The ship was towed to the Rask Brothers yard", fresh25 h10, unanswerable: no tug is named):
    the answer's sentences write it only after the asked verb and "to" / "into", never as the one who
    did it ("by X", "X towed"). False for other questions, or when no sentence writes the answer."""
    asked = _AGENT_OF_DEED.match(strip_chatter(question))
    name = answer.strip().rstrip(".")
    if asked is None or not name or not _past_verb_form(asked["verb"]):
        return False
    verb, quoted = _verb_pattern(_base_of(asked["verb"])), re.escape(name)
    text = " ".join(" ".join(sentences).split())
    gone_to = re.search(rf"{verb}\s+(?:to|into|towards)\s+(?:the\s+)?{quoted}\b", text, re.I)
    did_it = re.search(rf"\bby\s+(?:the\s+)?{quoted}\b|\b{quoted}\s+(?:[a-z]+\s+)?{verb}", text, re.I)
    return gone_to is not None and did_it is None


_SEASONS = {"winter": "summer", "summer": "winter"}


def season_unsaid(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the question asks about one season ("the winter sailings") and the answer's
    sentences tell the other only ("The summer route ... runs only from May to September", fresh25
    h12, a false premise answered with the route's opening year). False when the sentences name the
    asked season too, or the question asks of none."""
    spans = [text for text, _, _ in sentence_spans(strip_chatter(question))]
    asked = [season for season in _SEASONS if re.search(rf"\b{season}s?\b", spans[-1] if spans else "", re.I)]
    text = " ".join(" ".join(sentences).split())
    if len(asked) != 1 or not text or re.search(rf"\b{asked[0]}", text, re.I):
        return False
    other = _SEASONS[asked[0]]
    return re.search(rf"\b{other}\b", text, re.I) is not None or (
        other == "summer" and _SUMMER_ONLY.search(text) is not None
    )


_ASKED_OWNED = re.compile(r"^(?:what|which)\b[^?]*?\b(?P<noun>[a-z-]+)\s*\?*$", re.IGNORECASE)


def thing_for_its_owner(question: str, answer: str, sentences: Sequence[str]) -> str | None:
    """The thing "What was the company's gas-powered flagship?" asks for, when the answer is its owner: "MV Velmar
    Pioneer" from "MV Velmar Pioneer, the flagship of the Velmar Harbourline, ..." answered "Velmar Harbourline"
    (fresh43 h03). None when the answer is no owner of the asked noun in its sentences."""
    asked = _ASKED_OWNED.match(strip_chatter(question).strip())
    owner = answer.strip().strip(".")
    if asked is None or not owner:
        return None
    owner = re.escape(re.sub(r"^the\s+", "", owner, flags=re.I))
    owned = re.compile(
        rf"(?P<name>(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)),\s+the\s+(?:[\w-]+\s+){{0,2}}?"
        rf"{re.escape(asked['noun'])}\s+of\s+(?:the\s+)?{owner}\b",
        re.IGNORECASE,
    )
    named = {m["name"] for sentence in sentences for m in owned.finditer(" ".join(sentence.split()))}
    return named.pop() if len(named) == 1 else None


_SINCE_YEAR = re.compile(r"\bsince\s+(1[0-9]{3}|20[0-9]{2})\b", re.IGNORECASE)


def since_another_year(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the question asks of a state held "since 1973" and the answer's sentences date theirs from
    another year only ("Since 2008 it has been worked by MV Velmar Pioneer", for "Which ferry has served the
    second route since 1973?": another route's ship, fresh43 h04). False when the sentences write the asked
    year, give no "since", or the question asks none."""
    spans = [text for text, _, _ in sentence_spans(strip_chatter(question))]
    asked = _SINCE_YEAR.findall(spans[-1] if spans else "")
    text = " ".join(" ".join(sentences).split())
    if len(asked) != 1 or not answer.strip() or asked[0] in text:
        return False
    return any(year != asked[0] for year in _SINCE_YEAR.findall(text))


_ASKED_SUCCESSOR = re.compile(
    r"\b(?:took|take|takes)\s+over\b|\b(?:succeeded|succeed|succeeds|replaced|replace|replaces)\s+(?!by\b)\S"
    r"|\bcame\s+after\b|\b(?:came|come|comes|next)\s+after\s+(?:her|him|them)\b",
    re.IGNORECASE,
)
_ASKED_PREDECESSOR = re.compile(
    r"\b(?:did|does|do)\b[^?]*\b(?:succeed|replace|take\s+over\s+from|follow)\b", re.IGNORECASE
)
"""A question asking who came *before* ("Who did she succeed as chair?", "Which ship did X replace?")."""
"""A question asking who came next in a post ("Who took over the chair from her?", "Who succeeded
X as harbourmaster?")."""


def predecessor_for_successor(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the question asks who came *after* someone in a post and the answer's sentences
    tell the answer as the one who came *before* ("After Agnar Lusk's death she chaired the board"
    for "who took over the chair from her?", fresh26 h10, where nobody is recorded after her).
    False when the question asks no successor or the sentences do not place the answer before."""
    spans = [text for text, _, _ in sentence_spans(strip_chatter(question))]
    name = answer.strip().rstrip(".")
    if not spans or not name or _ASKED_SUCCESSOR.search(spans[-1]) is None or _ASKED_PREDECESSOR.search(spans[-1]):
        return False
    before = re.compile(
        rf"\b(?:after|following|on)\s+(?:the\s+)?{re.escape(name)}['’]s\s+(?:death|retirement|resignation|departure)"
        rf"|\b(?:succeeded|replaced|followed)\s+{re.escape(name)}\b|\btook\s+over\s+from\s+{re.escape(name)}\b",
        re.IGNORECASE,
    )
    came_after = re.compile(rf"\b{re.escape(name)}\s+(?:succeeded|replaced|followed|took\s+over\s+from)\b", re.I)
    said = [" ".join(sentence.split()) for sentence in sentences]
    # a sentence that also says the answer came after someone ("Bo Lind succeeded Ada Penn ..., and
    # Cy Moss followed Bo Lind") places the answer as the successor asked for
    return any(before.search(text) and not came_after.search(text) for text in said)


_SUMMER_ONLY = re.compile(r"\bonly\s+from\s+(?:April|May|June)\s+(?:to|until)\s+(?:August|September|October)\b")
"""A summer season told by its months: "runs only from May to September"."""


def _past_verb_form(word: str) -> bool:
    """Whether a word reads as a past verb ("trained", "taught")."""
    return word.casefold().endswith("ed") or word.casefold() in IRREGULAR_PAST_TO_BASE


def _base_of(past: str) -> str:
    """A past verb's base ("trained" -> "train", "taught" -> "teach"), for ``_verb_pattern``."""
    word = past.casefold()
    if word in IRREGULAR_PAST_TO_BASE:
        return IRREGULAR_PAST_TO_BASE[word]
    return word[:-2] if word.endswith("ed") else word


_WHO_FOUNDED = re.compile(
    r"^\s*who\s+(?:founded|co-founded|set\s+up|established|started|was\s+the\s+founder\s+of)\s+"
    r"(?P<thing>(?:the\s+)?(?-i:[A-Z])[^?]*?)\s*\?*$",
    re.I,
)
_FOUNDED_BY_WHOM = r"\b(?:founded|set\s+up|established|started)\s+(?:in\s+\d{4}\s+)?by\s+(?:the\s+[^,.;]+?,\s+)?"
_A_NAME = r"(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+)"


def founder_named(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """Who founded the named thing "Who founded Tillingham Sand Company?" (or "Who was the founder of
    X?") asks, read in code: the one person a sentence names right after "X, founded by [the
    glassworks' first manager,]", or whose own page says "he set up the X"; with that sentence.
    None when none or several are named. For when the model names another thing of the sentence
    (the glassworks its founder managed), or a person whose sentence gives the post to another
    ("the first manager ..., working under its founder")."""
    asked = _WHO_FOUNDED.match(strip_chatter(question))
    if asked is None:
        return None
    thing = re.escape(re.sub(r"^the\s+", "", asked["thing"], flags=re.I))
    passive = re.compile(rf"{thing}\b[^.;]*?{_FOUNDED_BY_WHOM}{_A_NAME}")
    active = re.compile(
        rf"\b(?:he|she)\b[^.;]*?\b(?:founded|set\s+up|established|started)\s+(?:the\s+)?{thing}\b"
        r"(?!['’]|\s+(?-i:[A-Z]))",  # not "the Pell Cycle Works' showroom", "the Pell Cycle Works Racing Club"
        re.I,
    )
    found: dict[str, str] = {}
    for passage in passages:
        page = _PERSON_PAGE.match(passage.strip())
        for sentence, _, _ in sentence_spans(passage):
            text = " ".join(sentence.split())
            named = passive.search(text)
            if named is not None:
                found.setdefault(named["name"], text)
            elif page is not None and active.search(text):
                found.setdefault(page["name"], text)
    return _the_one(found)


def founder_unstated_on_own_page(question: str, answer: str, pages: Sequence[str]) -> bool:
    """Whether an answer to "Who founded X?" was read off the answer's own page(s) only (``pages``: those holding its
    sentences, each headed by the answer's name), and they state no founder of X (``founder_named``): "He learned his
    trade as a mechanic at the Brack Cycle Works before founding a bus company of his own" (fresh64 k07). False for
    any other page ("Walt Pell founded the Pell Cycle Works in 1899" on the works' page) or no pages."""
    own = [page for page in pages if (person := _PERSON_PAGE.match(page.strip())) and person["name"] == answer]
    return bool(pages) and len(own) == len(pages) and founder_named(question, pages) is None


def _page_subjects_pronoun(said: str, match: re.Match[str], first: re.Match[str] | None) -> bool:
    """Whether the pronoun ``match`` found in ``said`` is the page subject's own (``first``: the page's first he / she
    / his / her), with no other name before it in the sentence ("His son, Tom Sallow, was a farmer; he founded ...")."""
    others = re.search(r"\b[A-Z][\w'’-]+\s+[A-Z][\w'’-]+", said[: match.start()])
    return first is not None and match["pronoun"].casefold() == _PRONOUN_OF[first[1].casefold()] and others is None


_PRONOUN_OF = {"he": "he", "his": "he", "she": "she", "her": "she"}
"""The subject pronoun of a page subject's first pronoun ("His mother ..." is a man's page)."""
_WHICH_DONE_BY = re.compile(
    r"^\W*which\s+(?P<noun>(?-i:[a-z-]+))\s+(?:was|were)\s+(?P<verb>founded|set\s+up|established|started|built|opened)"
    r"\s+by\s+(?P<doer>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)+)\s*\?*$",
    re.I,
)
"""A thing asked by its doer and deed: "Which brewery was founded by Edwin Sallow?"."""


def thing_done_by(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """The thing "Which brewery was founded by Edwin Sallow?" asks, read in code: the one named thing of the asked
    kind (its name ends in the noun: "the Fenwick Brewery") that a sentence says the doer did so ("He founded the
    Fenwick Brewery" on his own page, "Edwin Sallow founded ...", or "The Fenwick Brewery was founded in 1846 by
    Edwin Sallow"), with that sentence. None when none or several. For fresh65 k07, whose step was answered with
    the doer's own name."""
    asked = _WHICH_DONE_BY.match(strip_chatter(question))
    if asked is None:
        return None
    noun, doer = re.escape(asked["noun"]), re.escape(asked["doer"])
    verb = r"(?:founded|set\s+up|established|started|built|opened)"
    thing = rf"(?:the\s+)?(?P<thing>(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*)*\s+{noun})\b(?!['’]|\s+(?-i:[A-Z]))"
    passive = re.compile(
        rf"{thing}(?:(?!\b{noun}\b)[^.;]){{0,200}}?\b{verb}\s+(?:in\s+\d{{4}}\s+)?by\s+(?:the\s+[a-z-]+\s+)?{doer}\b(?!['’])",
        re.I,
    )
    active = re.compile(rf"\b(?:{doer}|(?P<pronoun>he|she))\s+(?:later\s+|also\s+)?{verb}\s+{thing}", re.I)
    found: dict[str, str] = {}
    for passage in passages:
        own = _PERSON_PAGE.match(passage.strip())
        first = re.search(r"\b(he|she|his|her)\b", passage, re.I)  # the page subject's own pronoun comes first
        own_page = own is not None and re.fullmatch(doer, own["name"], re.I) is not None and first is not None
        for said in one_line_sentences([passage]):
            match = passive.search(said) or active.search(said)
            if match is None:
                continue
            # by name ("founded ... by Edwin Sallow", "Edwin Sallow founded"), or by the page subject's pronoun
            by_name = match.re is passive or not match["pronoun"]
            if by_name or (own_page and _page_subjects_pronoun(said, match, first)):
                found.setdefault(match["thing"], said)
    return _the_one(found)


_WHO_HELD_POST = re.compile(
    r"^\W*who\s+(?:was|were)\s+(?P<post>the\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+of\s+(?P<thing>(?:the\s+)?"
    r"(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*)\s*\?*$",
    re.I,
)


def post_holder_named(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """Who held the post "Who was the first manager of the Tillingham Glassworks?" asks of a named thing, read in
    code: the one person whose own page says "He was the first manager of the Tillingham Glassworks", with that
    sentence. None when none or several pages say so. For when the model names the founder from "In 1901 she
    founded the Tillingham Glassworks" (fresh29 k09)."""
    asked = _WHO_HELD_POST.match(strip_chatter(question))
    if asked is None or singular(asked["post"].split()[-1].casefold()) not in PERSON_ROLES:
        return None
    thing = re.escape(re.sub(r"^the\s+", "", asked["thing"], flags=re.I))
    held = re.compile(
        rf"\b(?P<pronoun>he|she)\s+(?:was|became|served\s+as)\s+{re.escape(asked['post'])}\s+of\s+(?:the\s+)?{thing}\b"
        r"(?!['’]|\s+(?-i:[A-Z]))",  # not "the Pell Glassworks' London office"
        re.I,
    )
    found: dict[str, str] = {}
    for passage in passages:
        said = _said_by_page_subject(passage, held)
        if said is not None:
            found.setdefault(said[0], said[1])
    return _the_one(found)


def _said_by_page_subject(passage: str, held: re.Pattern[str]) -> tuple[str, str, re.Match[str]] | None:
    """On a person's own page, the first sentence ``held`` finds, when its ``pronoun`` group is the page subject's own
    (the first "he" / "she" of the page; not "She married X. He was ..."): (the person's name, that sentence, the
    match). None on another page or when no such sentence is there."""
    page = _PERSON_PAGE.match(passage.strip())
    own = re.search(r"\b(he|she)\b", passage, re.I)  # the page subject's own pronoun comes first
    if page is None or own is None:
        return None
    said = next(((s, m) for s in one_line_sentences([passage]) if (m := held.search(s)) is not None), None)
    if said is None or said[1]["pronoun"].casefold() != own[1].casefold():
        return None
    return page["name"], said[0], said[1]


_WHO_HELD_OWNERS_POST = re.compile(
    r"^\W*who\s+(?:was|were|is)\s+(?:the\s+)?(?P<owner>(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,3})['’]s\s+"
    r"(?P<post>(?:(?:first|last|current|present|former)\s+)?(?-i:[a-z-]+)(?:\s+(?-i:[a-z-]+))?)\s*\?*$",
    re.I,
)
"""A post asked of its owner in the possessive: "Who was the Velmar Harbourline's marine superintendent?"."""


def owners_post_holder(question: str, passages: Sequence[str]) -> tuple[str, tuple[str, ...]] | None:
    """Who held the post "Who was the Velmar Harbourline's marine superintendent?" asks of an owner, read in code:
    the one person whose own page says "He was the first master of SS Velmar ... and then the company's marine
    superintendent" (or "the Velmar Harbourline's ..." / "... of the Velmar Harbourline"), with the sentences that
    say so. "the company's" is the owner's only through a thing the same sentence names ("SS Velmar") that another
    sentence puts in the owner's hands ("SS Velmar was the first ship of the Velmar Harbourline"), kept with it:
    another firm's man is not the owner's. None when none or several pages say so. For fresh64 h04: the model twice
    read past that sentence on the page ranked first and the run gave up."""
    asked = _WHO_HELD_OWNERS_POST.match(strip_chatter(question))
    if asked is None or singular(asked["post"].split()[-1].casefold()) not in PERSON_ROLES:
        return None
    owner, post = re.escape(asked["owner"]), re.escape(asked["post"])
    held = re.compile(  # "he was X's POST", "... and then the company's POST", "she later became POST of X"
        r"\b(?P<pronoun>he|she)\s+(?:(?:was|is)\s+(?:later\s+|appointed\s+)?|(?:later\s+)?became\s+|served\s+as\s+)"
        r"(?:[^;]*?,?\s+and\s+(?:then\s+|later\s+|afterwards\s+)?)?"
        rf"(?:(?:the\s+)?{owner}['’]s\s+{post}|(?P<company>the\s+company['’]s)\s+{post}"
        rf"|(?:the\s+)?{post}\s+of\s+(?:the\s+)?{owner})\b"
        r"(?!['’]|\s*,\s*(?-i:[A-Z])|\s+(?-i:[A-Z])|\s+(?:was|were|is|had)\b)",  # not "..., Ivo Marsh": another's
        re.I,
    )
    found: dict[str, tuple[str, ...]] = {}
    for passage in passages:
        said = _said_by_page_subject(passage, held)
        if said is None:
            continue
        name, sentence, match = said
        if not match["company"]:
            found.setdefault(name, (sentence,))
        elif (tie := _owners_thing_sentence(sentence, asked["owner"], passages)) is not None:
            found.setdefault(name, (sentence, tie))
    return _the_one(found)


def _owners_thing_sentence(sentence: str, owner: str, passages: Sequence[str]) -> str | None:
    """Another sentence of ``passages`` putting a thing ``sentence`` names (two or more capitalised words) in the
    owner's hands: "SS Velmar was the first ship of the Velmar Harbourline" (or "the Velmar Harbourline's SS
    Velmar"), for "He was the first master of SS Velmar ... and then the company's marine superintendent": what
    makes "the company" the owner. A sentence merely naming both ("The Pelmar Line ran ferries from Port Orrin") is
    not one. None if none."""
    things = [t for t in re.findall(r"(?<!^)\b[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+", sentence) if owner not in t]
    owned = [
        re.compile(
            rf"\b{re.escape(t)}\b[^.;]*?\b(?:of|for|to)\s+the\s+{re.escape(owner)}\b"
            rf"|\b{re.escape(owner)}['’]s\s+(?:[\w-]+\s+){{0,4}}?{re.escape(t)}\b"
        )
        for t in things
    ]
    return next((s for s in one_line_sentences(passages) if s != sentence and any(p.search(s) for p in owned)), None)


def agent_in_answer(question: str, sentences: Sequence[str], pages: Sequence[str] = ()) -> bool:
    """Whether the sentences of an answer to "When did <person> found / build / design <thing>?"
    name that person (by a name of theirs the passage writes, or he / she on their own page): a
    false premise ("did the glassmaker Luke Venn found the glassworks?" when Clara Venn did) is
    answered by the founding year of the thing, from a sentence that names the real founder; nor by
    the year the sentence gives for founding another thing ("in 1899 he set up the Tillingham Sand
    Company"). True for other questions and for sentences that name nobody as the doer ("It was
    founded in 1899"). ``pages``: the passages holding the sentences; a he / she on another
    person's page ("# Jeremiah Rudd ... In 1819 he founded the Marrow End Tannery", for "did Amos
    Rudd found it?") is that person."""
    asked = _AGENT_ASKED.search(question)
    if asked is None or not sentences:
        return True
    text = " ".join(" ".join(sentences).split())
    thing = re.match(r"\s*(?:the\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)", question[asked.end() :])
    done = re.search(
        r"\b(?:found|founded|set up|established|started|opened|built|designed|launched)\s+(?:the\s+)?"
        r"(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)",
        text,
    )
    if thing is not None and done is not None and thing["name"].split()[-1] not in done["name"].split():
        return False  # "he set up the Tillingham Sand Company" for "did he found the Tillingham Glassworks"
    made = re.search(
        r"(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*),?\s+(?:was\s+)?"
        r"(?:founded|set up|established|started|built|designed)\s+(?:in\s+\d{4}\s+)?by\b",
        text,
    )
    if thing is not None and made is not None and thing["name"].split()[-1] not in made["name"].split():
        return False  # "the Tillingham Sand Company, founded by ... Luke Venn": another thing he founded
    first = asked["name"].split()[0]
    if re.search(rf"\b{re.escape(first)}\b", text):
        return True
    if re.search(r"\b(?:he|she|He|She)\b", text):
        return not any(first not in person for person in _people_paged(pages))
    by = re.search(r"\bby\s+(?:[a-z-]+\s+){0,2}(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+)", text)
    return by is None  # "founded in 1899 by Clara Venn" names another doer


def _people_paged(pages: Sequence[str]) -> list[str]:
    """The people whose own pages ``pages`` are: a heading that is a name the page opens with and
    gives a lifespan ("# Jeremiah Rudd" then "Jeremiah Rudd (1781-1850) was ...")."""
    people = []
    for page in pages:
        heading = re.match(r"\s*#\s+(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)\s*\n", page)
        if heading is not None and re.search(rf"{re.escape(heading['name'])}\s+\(\d{{4}}", page):
            people.append(heading["name"])
    return people


_ASKED_ROLE = re.compile(
    r"^who (?:was|is|were|are) (?:the )?(?:first |last |current |present |former )?"
    r"([a-z]+(?: [a-z]+)?) (?:of|at|on|for)\b"
    # or an owner's post: "Who was the Velmar Harbourline's marine superintendent?" (fresh64 h04's first hop)
    r"|^who (?:was|is|were|are) (?:the )?(?-i:(?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)['’]s "
    r"(?:first |last |current |present |former )?((?-i:[a-z]+)(?: (?-i:[a-z]+))?)\s*\??$",
    re.I,
)


_ASKED_KIN = re.compile(
    rf"^who (?:was|is|were|are) (?:the )?[\w .&'’-]+?['’]s? (?:(?:{_KIN_RANK}|first|second) )?"
    rf"((?:grand)?(?:{KIN}))\??$",
    re.I,
)
"""A kin asked in the possessive: "Who was the grocer Edmund Venn's younger sister?"."""
_ASKED_KIN_OF = re.compile(
    rf"^who (?:was|is|were|are) (?:a|an|the) (?:(?:{_KIN_RANK}) )?((?:grand)?(?:{KIN})) of (?-i:[\w .&'’-]+?)\??$", re.I
)
"""A kin asked with "of": "Who was a nephew of the ironfounder Isaac Marlow?" (fresh24 k08)."""


_KIN_OF_OTHER_SIDE = {
    **dict.fromkeys(("brother", "sister"), "brother|sister"),
    **dict.fromkeys(("son", "daughter"), "father|mother"),
    **dict.fromkeys(("father", "mother"), "son|daughter"),
    **dict.fromkeys(("husband", "wife"), "husband|wife"),
}
"""The kin words a sentence about X uses when it states X's kin from X's side: "X was the elder
brother of Y" states X's sister or brother Y; "X was the father of Y" states X's son or daughter."""


_CONVERSE_KIN = {
    **_KIN_OF_OTHER_SIDE,
    **dict.fromkeys(("father", "mother"), f"{_KIN_OF_OTHER_SIDE['father']}|child"),
    **dict.fromkeys(("husband", "wife"), f"{_KIN_OF_OTHER_SIDE['husband']}|widow"),
    **dict.fromkeys(("grandfather", "grandmother"), "grandson|granddaughter|grandchild"),
}
"""``_KIN_OF_OTHER_SIDE`` as a page about the kin's owner may also word it ("the *child* of", "the *widow* of", a
grandchild): the kin word that calls its owner by the kin ("the daughter of Captain Tobias Fenner",
``kin_thing_unlinked``)."""


_PERSONS_TITLE = "|".join([*(t.capitalize() for t in LONG_TITLES), *(rf"{t.capitalize()}\.?" for t in SHORT_TITLES)])
_TITLE_BEFORE_NAME = rf"(?:(?:{_PERSONS_TITLE})\s+(?=[A-Z][\w'’-]*\s+[A-Z]))?"
"""A title before a person's whole name ("the daughter of Captain Tobias Fenner", "Dr. Annika Fenner"), passed
over; one before a surname alone is part of the name ("the son of Captain Fenner")."""


def kin_from_other_side(question: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """The kin "Who was X's younger sister?" asks for, read in code where a sentence about X states
    it from X's side ("Edmund Venn ... was a grocer, the elder brother of the glassmaker Clara
    Venn" -> Clara Venn), with that sentence; None when no sentence does. A small model reading
    such a page answers with another relative the passages name (his daughter)."""
    plain = strip_chatter(question).strip()
    asked = _ASKED_KIN.match(plain) or _ASKED_KIN_OF.match(plain)
    names = named_entities(question)
    if asked is None or not names:
        return None
    other = _KIN_OF_OTHER_SIDE.get(asked.group(1).casefold())
    person = _name_pattern(re.sub(r"['’]s?$", "", names[-1]))
    if other is None:  # a nephew is stated from his own side only
        return _kin_who_says_so(asked.group(1), person, sentences)
    said = re.compile(
        rf"\b{person}\b[^.]*?\bthe (?:{_KIN_RANK} )?(?:{other}) of "
        rf"(?:the [a-z]+ )?{_TITLE_BEFORE_NAME}([A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
    )
    for sentence in sentences:
        found = said.search(" ".join(sentence.split()))
        if found is not None:
            return found.group(1), sentence
    return _kin_who_says_so(asked.group(1), person, sentences)


def _kin_who_says_so(kin: str, person: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """The one person whose own sentence calls them the asked kin of the person ("Simeon Marlow
    (1833-1904) was a peat merchant ..., a nephew of the ironfounder Isaac Marlow" for "Who was
    Isaac Marlow's nephew?"), with that sentence; None when no one or several do."""
    said = re.compile(
        rf"^(?:#[^\n]*?\s+)?{_TITLE_BEFORE_NAME}(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)\s*(?:\([^)]*\))?\s+"
        rf"(?:was|is)\b[^.]*?\b(?:a|an|the) (?:{_KIN_RANK} )?{kin} of (?:the [a-z]+ )?{_TITLE_BEFORE_NAME}{person}\b"
    )
    found = {m["name"]: text for text in sentences if (m := said.search(" ".join(text.split()))) is not None}
    return _the_one(found)


_ROLE_WORDS = {
    "architect": ("architect", "design", "plans"),
    "master": ("master", "captain", "command", "skipper"),
    "captain": ("captain", "master", "command", "skipper"),
    "command": ("command", "master", "skipper"),  # "Who was in command of X?": her master (fresh49 h02)
    # "Who was in charge of the nursing staff?": whoever headed it, by a post's word ("its first matron", fresh47 k06),
    # whole words whose prefix is no other word's ("head" is "headland"'s, "led" "ledger"'s)
    "charge": (
        "charge",
        "matron",
        "headmaster",
        "headmistress",
        "manager",
        "director",
        "superintend",
        "chairman",
        "chairwoman",
        "keeper",
    ),
    "head": ("head", "led", "lead"),
    # a doctor is written as a physician or a surgeon ("its first physician was Helena Marsh", fresh61 k07), and the
    # other way round
    "doctor": ("doctor", "physician", "surgeon"),
    "physician": ("physician", "doctor"),
    # who made a work: the sentence may say what they did ("Elias Ferrand wrote the hymn")
    "composer": ("compos", "wrote", "writ"),
    "author": ("author", "wrote", "writ", "book", "novel", "poem"),  # 'His book "Birds of the Aske"'
    "writer": ("writ", "wrote", "book", "novel", "poem"),
    "winner": ("winn", "won", "win"),  # "won the first road race in 1886"
    "painter": ("paint",),
    "designer": ("design", "plans"),
    "builder": ("buil",),
    **dict.fromkeys(
        ("father", "mother", "son", "daughter"), ("father", "mother", "son", "daughter", "child", "parent")
    ),
    **dict.fromkeys(("brother", "sister"), ("brother", "sister", "sibling")),
    **dict.fromkeys(("uncle", "aunt", "nephew", "niece"), ("uncle", "aunt", "nephew", "niece")),
    **dict.fromkeys(("grandfather", "grandmother", "grandson", "granddaughter"), ("grand",)),
    **dict.fromkeys(("husband", "wife"), ("husband", "wife", "married", "widow")),
}
"""Posts whose holder a sentence may state with another word than the post's own; a kinship is
stated from either side ("the daughter of Josiah Corrie" says who her father was)."""


def states_role(question: str, sentences: Sequence[str], told: Sequence[str] = ()) -> bool:
    """Whether the answer's sentences name the post "Who was the (first) ROLE of X?", "When did X
    become / take over as ROLE of Y?" (or the kin "Who was X's younger sister?") asks about
    ("Its first chairwoman was ..."), or its verb ("chaired" for "chairman", "directed" for
    "director", "owned" for "owner"): a small model answers "the first director of the
    observatory" with whoever its passage names, a founder or a builder. True for other questions,
    for roles that are not a person's post, and when the sentences are not known. A post a
    statement gives someone is not asked when the question asks about their kin ("X became
    managing director of Y in 1931. In which year was his father born?"). ``told``: the earlier hops' sentences,
    which may state a post a statement gives the one they found ("The first woman to serve as a harbourmaster in
    the Velmar Isles kept her harbour's records. How many people live in that harbour?": her page states it, the
    harbour's page answers the count)."""
    plain = strip_chatter(question).strip()
    taken, asked_part = _TAKEN_POST.search(plain), _asked_part(plain)
    if taken is not None and re.search(rf"\b(?:{KIN})\b", asked_part, re.I) and taken[0] not in asked_part:
        taken = None
    if taken is not None and taken[0] not in asked_part:
        sentences = [*told, *sentences] if sentences else sentences
    asked = _ASKED_ROLE.match(plain) or _ASKED_KIN.match(plain) or taken
    if asked is None or not sentences or _ONE_OF_PAIR.match(plain):  # "the elder of A and B": no post
        return True
    asked_role = next(group for group in asked.groups() if group)  # "the ROLE of X" or "X's ROLE"
    role = re.sub(r"men$", "man", singular(asked_role.split()[-1].casefold()))  # "organ builders", "chairmen"
    if noun_category(role) not in (None, "person"):
        return True  # "who was the owner of the town hall?" is about a person; "of the yard" no post
    stem = re.sub(r"(?:wo)?man$|person$", "", role)
    if len(stem) >= 5 and stem.endswith(("er", "or")):
        stem = stem[:-2]  # "owner" -> "own", "director" -> "direct", "teacher" -> "teach"
    text = _ANOTHER_HOLDS.sub(lambda m: "" if m["role"].casefold().startswith(role) else m[0], " ".join(sentences))
    said = re.findall(r"\w+", text.casefold())
    return any(w.startswith(prefix) for w in said for prefix in _ROLE_WORDS.get(role, (stem,)))


_ANOTHER_HOLDS = re.compile(
    r"\b(?:under|alongside|beside|for|to|with)\s+(?:its|his|her|their|the)\s+(?:first\s+)?(?P<role>[a-z]+)\b"
    r"(?!,?\s+[A-Z])"  # "with the engineer Ada Penn": the post of the person named after it
)
"""A post named as someone else's beside the person a sentence is about, no name after it ("He was the first manager
of the Tillingham Glassworks, working *under its founder*"): it names no post of that person
(fresh26 k11 answered "Who was the founder of Tillingham Glassworks?" with its first manager)."""


_POSTS = (
    "mayor|master|keeper|captain|harbourmaster|stationmaster|postmaster|chairman|chairwoman|director|manager|"
    "editor|headmaster|headmistress|physician|doctor|vicar|rector|organist|librarian|curator|matron|president|"
    "secretary|treasurer|superintendent"
)
_TAKEN_POST = re.compile(
    rf"\b(?:as|became|become|becomes) (?:the |a |an )?(?:first |last |new |managing |chief )?({_POSTS}) "
    r"(?:of|at|on|for|in)\b",
    re.I,
)
"""A post taken up, asked as such: "When did Hedda Marrick take over as managing director of X?"."""
_OWNER_NAME = r"(?:the\s+)?([A-Z][\w'’-]*(?:\s+(?:of\s+)?[A-Z][\w'’-]*)*)"
_POST_OF = re.compile(rf"\b(?i:({_POSTS}))s?\s+(?i:of|in|at|for)\s+{_OWNER_NAME}")


_LEFT_POST = re.compile(
    r"\b(?:gave|give|giving) up\b|\b(?:leave|left|retire[ds]?|resign(?:ed)?|step(?:ped)? down|stop(?:ped)?)\b", re.I
)
_AS_POST = re.compile(rf"\bas\s+(?:the\s+)?(?:[\w'’-]+\s+){{0,3}}?({_POSTS})\b", re.I)


def end_of_another_post(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the year answering "when did X give up / leave his post as ROLE?" ends another post
    in its sentence: "the first master of SS Velmar, from 1909 to 1925, and then the company's marine
    superintendent" gives no year the superintendent's post ended (1925 ends the master's)."""
    left, asked = _LEFT_POST.search(question), _AS_POST.search(question)
    year = _FOUR_DIGIT_YEAR.search(answer)
    if left is None or asked is None or year is None:
        return False
    period = re.compile(rf"\b(?:from|between)\s+\d{{4}}\s*(?:to|until|and|[-–])\s*{year[0]}\b|\buntil\s+{year[0]}\b")
    for sentence in sentences:
        text = " ".join(sentence.split())
        ended = period.search(text)
        posts = re.findall(rf"\b({_POSTS})\b", text[: ended.start()], re.I) if ended else []
        if posts and posts[-1].casefold() != asked[1].casefold():
            return True
    return False


_WHO_HELD_POST_IN = re.compile(
    rf"^\W*who\s+(?:was|were)\s+(?:(?P<owner>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*)['’]s\s+(?P<post>{_POSTS})"
    rf"|the\s+(?P<post2>{_POSTS})\s+of\s+(?:the\s+)?(?P<owner2>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*))"
    r"\s+in\s+(?P<year>\d{4})\s*\?*$",
    re.I,
)


_SHIP_ON_ROUTE_ASKED = re.compile(
    r"^which\s+(?:ship|ferry|vessel|boat)\s+(?:works|serves|sails|runs|plies|is\s+on)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}?"
    r"(?:crossing|route|sailing|service|run|line)\s+from\s+(?P<a>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+to\s+"
    r"(?P<b>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s*\?$",
    re.IGNORECASE,
)
_NOT_IN_SHIP_NAME = (
    r"(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|"
    r"August|September|October|November|December|Since|From|Until|In|On)\b)"
)
_SHIP_NAME = rf"(?-i:(?:MV|SS|PS|RMS|HMS|MS)\s+[A-Z][\w'’-]*(?:\s+{_NOT_IN_SHIP_NAME}(?:[A-Z][\w'’-]*|I{{1,3}}|IV|V))*)"
_WORKED_NOW = re.compile(
    rf"\b(?:(?:it|the\s+(?:route|crossing|service|sailing))\s+(?:has\s+been|is)\s+(?:worked|served|sailed|run|operated)\s+"
    rf"by\s+(?:the\s+)?(?P<ship>{_SHIP_NAME})"
    rf"|(?P<doer>{_SHIP_NAME})\s+(?:now\s+)?(?:works|serves|sails|runs|operates|has\s+worked|has\s+served)\s+"
    r"(?:it|the\s+route|the\s+crossing)\b(?!\s+no\s+longer))",
    re.IGNORECASE,
)


def ship_on_route(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """The ship that works a route asked by its ends ("Which ship works the company's main crossing from Corvanmouth
    to Port Orrin?"), read in code from the route's own page, the one whose opening names both ends, where a sentence
    says it in the present ("Since 2008 it has been worked by MV Velmar Pioneer"): the small model named the ship
    that opened the route in 1909 (fresh41 h04). None for another question, or no such page or sentence, or two
    ships."""
    asked = _SHIP_ON_ROUTE_ASKED.match(strip_chatter(question).strip())
    if asked is None:
        return None
    found: dict[str, str] = {}
    ends = re.compile(rf"(?<!\w){re.escape(asked['a'])}\s+to\s+{re.escape(asked['b'])}\b(?!\s+(?:[A-Z]|via\b))")
    for page in passages:
        opening = " ".join(_opening(page).split())
        if not any(not _capitalised_before(opening, m.start()) for m in ends.finditer(opening)):
            continue  # "Port Pell to Orla", "Pell to Orla Sound", "Pell to Orla via Skerry": another route
        for sentence, _, _ in sentence_spans(" ".join(page.split())):
            ships = re.findall(_SHIP_NAME, sentence)
            for said in _WORKED_NOW.finditer(sentence):
                if len(set(ships)) == 1:  # "served by MV Tern and MV Skua": no one ship
                    found[said["ship"] or said["doer"]] = sentence
    return _the_one(found)


_WHICH_KIND_DOES = re.compile(
    r"^which\s+(?P<noun>[a-z]+)\b[^?]*?\s(?P<verb>(?-i:[a-z]+))s\s+(?P<rest>[^?]*\b(?-i:[A-Z])[^?]*)\?$", re.I
)


def kind_page_stating(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """The thing "Which library in the valley keeps every single issue of the Kestrel Courier?" asks for, read in code:
    the one page headed by a name of the asked kind ("# Dunmere Library") with a sentence that has the question's
    verb and every name it asks by ("It holds ... the Kestrel Valley archive, which keeps every issue of the Kestrel
    Courier"), and that sentence. The small model called it not stated (fresh43 k03). None for another question, or
    no such page or several."""
    asked = _WHICH_KIND_DOES.match(strip_chatter(question).strip())
    if asked is None or len(asked["verb"]) < 3 or asked["verb"].casefold() in ("doe", "goe"):
        return None  # "was", "has", "is", "does": no verb of a deed
    names = re.findall(r"(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)", asked["rest"])
    verb = re.compile(rf"\b{re.escape(asked['verb'])}(?:s|ed|ing)?\b", re.I)
    found: dict[str, str] = {}
    for page in passages:
        heading = heading_line(page).lstrip("# ").strip()
        if not heading or heading.split()[-1].casefold() != asked["noun"].casefold():
            continue
        for sentence, _, _ in sentence_spans(" ".join(page.split())):
            if verb.search(sentence) and all(name in sentence for name in names):
                found[heading] = sentence
    return _the_one(found)


def _capitalised_before(text: str, at: int) -> bool:
    """Whether the word before ``at`` in ``text`` is capitalised and no heading's mark ("Port Pell", not "# Pell")."""
    before = text[:at].split()[-1:] or [""]
    return before[0][:1].isupper() and not before[0].endswith(":")


def post_holder_at(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """Who held the post "Who was MV Orrin Spirit's master in 2011?" asks, read in code: the one person whose
    own page (its heading names them, its first sentence too) says "She was master of MV Orrin Spirit from 1991
    to 2012", a term that covers the year, with that sentence. None when none or several pages say so. For
    when the model cites the page's other sentence (fresh32 h03, re-run: "... is a cousin of Captain X")."""
    asked = _WHO_HELD_POST_IN.match(strip_chatter(question))
    if asked is None:
        return None
    post, owner, year = asked["post"] or asked["post2"], asked["owner"] or asked["owner2"], int(asked["year"])
    held = re.compile(
        rf"\b(?:he|she|[A-Z][\w'’-]+)(?:\s*\(\d{{4}}[-–]\d{{4}}\))?\s+(?:was|served\s+as)\s+(?:the\s+)?{re.escape(post)}\s+of\s+(?:the\s+)?"
        rf"{re.escape(owner)}\b(?!['’])[^.;]*?\bfrom\s+(?P<start>\d{{4}})\s+(?:to|until)\s+(?P<end>\d{{4}})",
        re.I,
    )
    found: dict[str, str] = {}
    for name, sentence in _own_page_sentences(passages):
        term = held.search(sentence)
        if term is not None and int(term["start"]) <= year <= int(term["end"]):
            found.setdefault(name, sentence)
    return _the_one(found)


_Said = TypeVar("_Said")
"""What a code read keeps with each name it found: a sentence, or the sentences that say so."""


def _the_one(found: dict[str, _Said]) -> tuple[str, _Said] | None:
    """The one (name, what says so) a code read found; None when it found none or several (no one answer)."""
    return next(iter(found.items())) if len(found) == 1 else None


def _own_page_sentences(passages: Sequence[str]) -> list[tuple[str, str]]:
    """The sentences of the people's own pages among ``passages`` (a heading that is a name, and a first sentence
    that names them too), each with the person's name, in one line each."""
    said = []
    for passage in passages:
        heading = re.match(r"^#\s+(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+)\s*\n", passage.strip())
        spans = sentence_spans(passage)
        if heading is None or len(spans) < 2 or heading["name"] not in " ".join(spans[1][0].split()):
            continue
        said += [(heading["name"], " ".join(text.split())) for text, _, _ in spans[1:]]
    return said


_POSTED_WHERE = re.compile(
    r"^\W*(?:in\s+)?(?:which|what)\s+(?:town|port|village|harbour|island|place)\s+(?:was|were)\s+"
    r"(?P<who>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)+)\s+posted(?:\s+to)?\s*\?*$"
    r"|^\W*where\s+(?:was|were)\s+(?P<who2>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)+)\s+posted\s*\?*$",
    re.I,
)


def place_of_post(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """Where "In which town was Morag Ennis posted?" asks: the place of the post her own page gives her ("She was
    harbourmaster of Haldwick from 1979 to 2009" -> Haldwick), with that sentence; None when her page names no
    such post, or several places (fresh33 h03 read "Velmar Isles", the region, as the town)."""
    asked = _POSTED_WHERE.match(strip_chatter(question))
    if asked is None:
        return None
    who = asked["who"] or asked["who2"]
    post = re.compile(
        rf"\b(?:he|she|{re.escape(who.split()[-1])})\s+(?:was|became|served\s+as)\s+(?:the\s+)?(?:{_POSTS})\s+"
        r"(?:of|at)\s+(?P<place>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*)",
        re.I,
    )
    found: dict[str, str] = {}
    for name, sentence in _own_page_sentences(passages):
        for held in post.finditer(sentence) if name == who else ():
            found.setdefault(held["place"], sentence)
    return _the_one(found)


def post_held_at_other_time(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the person answering "who was the harbourmaster when X happened in 1972?" held the post at
    other years only, by the terms the sentences naming them give: "Gideon Rusk ... was harbourmaster of
    Corvanmouth from 1988 to 2016" names no harbourmaster of 1972 (fresh32 h07 answered him: a post asked at
    a time no page gives its holder for). Only a question asking who held a post, with one year that dates
    the post (not a thing the question describes: "the museum founded in 1972"), is read; only terms written
    right after the asked post, in a sentence naming the answer (whole, or by its last name) before the post
    with no other name in between, count; any term or start that covers the year leaves the answer alone."""
    asked = _year_a_post_is_asked_at(question)
    name = [w for w in re.findall(r"[A-Z][\w'’-]+", answer) if w.casefold() not in _TITLES]
    if asked is None or not name:
        return False
    year, posts = asked
    post = "|".join(re.escape(p) for p in sorted(posts))
    held = re.compile(
        rf"\b(?:{post})s?\b(?:\s+(?:of|at|in|for|on)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:of\s+)?[A-Z][\w'’-]*)*)?"
        r",?\s+(?:(?:from|between)\s+(?P<start>\d{4})\s*(?:to|until|and|[-–])\s*(?P<end>\d{4})"
        r"|\((?P<start2>\d{4})\s*[-–]\s*(?P<end2>\d{4})\)|since\s+(?P<since>\d{4})|in\s+(?P<began>\d{4}))(?!\d)",
        re.I,
    )
    # the whole name, or the last name alone with no other first name before it ("Tom Penn" is not Ada Penn)
    named = re.compile(
        rf"\b(?:{re.escape(' '.join(name))}|(?<![A-Z][a-z]\s)(?<![A-Z][a-z]{{2}}\s)(?<![A-Z][a-z]{{3}}\s)"
        rf"(?<![A-Z][a-z]{{4}}\s)(?<![A-Z][a-z]{{5}}\s){re.escape(name[-1])}(?!['’]s))\b"
    )
    terms = []
    for sentence in sentences:
        text = " ".join(sentence.split())
        who = named.search(text)
        for found in held.finditer(text) if who is not None else ():
            between = text[who.end() : found.start()]
            if found.start() < who.end() or re.search(r"\b(?!The\b)[A-Z][\w'’-]+\s*,?\s*(?:the\s+)?$", between):
                continue  # "Ada Penn succeeded Tom Hale, harbourmaster of Orla from 1950": Tom Hale's term
            start = found["start"] or found["start2"] or found["since"] or found["began"]
            end = found["end"] or found["end2"] or (None if found["since"] or found["began"] else start)
            terms.append((int(start), int(end) if end else None))
            rest = text[found.end() :]  # "... from 1960 to 1964 *and again from 1970 to 1976*"
            while (again := _ANOTHER_TERM.match(rest)) is not None:
                terms.append((int(again["start"]), int(again["end"])))
                rest = rest[again.end() :]
    return bool(terms) and not any(start <= year and (end is None or year <= end) for start, end in terms)


_ANOTHER_TERM = re.compile(
    r"\s*,?\s*(?:and\s+)?(?:again\s+)?(?:from|between)\s+(?P<start>\d{4})\s*(?:to|until|and|[-–])\s*(?P<end>\d{4})"
)
"""A second term of the same post, written on after the first ("and again from 1970 to 1976")."""
_TITLES = {"captain", "dr", "doctor", "the", "rev", "reverend", "sir", "lady", "mr", "mrs", "miss", "ms"}
_DESCRIBED_YEAR = re.compile(
    r"\b(?:who|that|which)\b[^,?]*$|\b[a-z]+\s+(?:founded|built|launched|opened|established|completed|made|set up|"
    r"started|born|died|retired|closed|sold|bought)\s+(?:in\s+)?$",
    re.I,
)
"""What puts a year into a description, not the time a post is asked at: "the captain *who retired in* 1972",
"the museum *founded in* 1972"."""


def _year_a_post_is_asked_at(question: str) -> tuple[int, set[str]] | None:
    """The one year a "who held the post?" question asks the post at, and the posts it names: "When the linkspan
    was put in at Corvanmouth in 1972, who was the port's harbourmaster?" -> (1972, {"harbourmaster"}). None
    for a question asking no holder, with no year or several, or whose year dates a thing it describes."""
    plain = strip_chatter(question)
    who = re.search(r"(?:^|,\s*)who\s+(?:was|were|held|served|had\s+been)\b", plain, re.I)
    if who is None:
        return None
    years = list(_FOUR_DIGIT_YEAR.finditer(plain))
    posts = {p.casefold() for p in re.findall(rf"\b({_POSTS})s?\b", plain, re.I)}
    if len({y[0] for y in years}) != 1 or not posts:
        return None
    before = plain[: years[0].start()].replace(who[0], " " * len(who[0]), 1)  # the question's own "who" aside
    described = _DESCRIBED_YEAR.search(before) and not re.search(r"\b(?:when|as)\b[^,]*$", before, re.I)
    if re.search(r"\bfirst\b", plain, re.I) or described:  # (not "when the hall opened in 1972": its time)
        return None  # "the first director": any year; "the ferry launched in 1912": the ferry's year
    return int(years[0][0]), posts


_DESCRIBES_SOMEONE = re.compile(
    r"\b(?:the|a|an)\s+(?:[a-z-]+\s+){0,2}?(?-i:[a-z]+)\s+who\s+(?:was|is|had\s+been|has\s+been)\s+(?:the\s+)?$", re.I
)
"""A post written after "the captain who was": it tells who someone is, not the post asked of the answer, where the
question then brings in another person (``_ANOTHER_PERSON_AFTER``)."""
_ANOTHER_PERSON_AFTER = re.compile(r"\b(?:had|has)\s+(?:a|an)\s+[a-z-]+\s+who\b|\bwhose\s+[a-z-]+", re.I)


def _tells_someone_else(question: str, post: re.Match[str]) -> bool:
    """Whether a post the question writes tells who someone other than the answer's subject is: "the captain who was
    master of MV Corvan Lady ... had a daughter who ..." (the daughter is asked of)."""
    return bool(
        _DESCRIBES_SOMEONE.search(question[: post.start()]) and _ANOTHER_PERSON_AFTER.search(question[post.end() :])
    )


def post_of_another(question: str, sentences: Sequence[str]) -> bool:
    """Whether the answer's sentences give the post the question asks about for another owner only:
    "From 1921 to 1925 she was mayor of Marrow End" answers no "for how many years was Martha Brack
    mayor of Dunmere?" (a false premise the small model answers with her years in the other town's
    post). Only a person's post written with a named owner is checked ("mayor of Dunmere", "keeper
    at Gannet Skerry", or with the owner in front: "the Tern's master"); sentences that do not write the post with
    an owner say nothing against it. A post that tells who someone else is ("the captain who was master of MV Corvan
    Lady ... had a daughter who also became a master. Which ship did she command?": fresh65 h04's "master of MV
    Tern" was refused) is not the one asked."""
    asked = next((m for m in _POST_OF.finditer(question) if not _tells_someone_else(question, m)), None)
    owned = _thing_owned_post(question) if asked is None else None
    if (asked is None and owned is None) or not sentences:
        return False
    role, owner_name = (asked[1], asked[2]) if asked is not None else (owned[2], owned[1])
    role, owner = role.casefold(), set(name_words(owner_name))
    said = [m for m in _POST_OF.finditer(" ".join(" ".join(sentences).split())) if m[1].casefold() == role]
    return bool(said) and not any(owner <= set(name_words(m[2])) for m in said)


_POSTS_ON_A_THING = {"master", "captain", "skipper", "mate", "engineer", "harbourmaster", "keeper", "mayor"}
_COMMAND = {"master", "captain", "skipper"}
_DESCRIBED_SHIP_POST = re.compile(
    rf"\bthe\s+(?:[a-z]+['’]s\s+)?(?P<words>(?:[a-z-]+\s+){{1,2}}?)(?:{CATEGORY_NOUNS['vessel']})['’]s\s+"
    r"(?:first\s+)?(?P<role>master|captain|skipper)\b",
    re.I,
)
"""A ship's command asked of a ship told by what she is, not named ("the company's *freight* ship's captain")."""


def command_of_undescribed_ship(
    question: str, sentences: Sequence[str], passages: Sequence[str], holding: Sequence[str] = ()
) -> bool:
    """Whether the answer's sentences, or the rest of the pages holding them (``holding``: "Captain X (1948-2021) was
    born ..." is on the page that says "master of MV Tern"), give the command of a named ship where the question
    asks the command of a ship told by what she is ("the company's freight ship's captain") and no passage says the
    named ship is such a one ("MV Velmar Trader is the freight ship of ..."): fresh45 h07 (unanswerable) was
    answered with the master of another ship in the asked years. The pages are read only for such a question."""
    asked = _DESCRIBED_SHIP_POST.search(strip_chatter(question))
    words = set(re.findall(r"[a-z]{4,}", asked["words"].casefold())) - {"first", "last", "only"} if asked else set()
    if not words:
        return False
    own = [*sentences, *(text for page in holding for text, _, _ in sentence_spans(page))]
    said = [m[2] for m in _POST_OF.finditer(" ".join(" ".join(own).split())) if m[1].casefold() in _COMMAND]
    if not said:
        return False
    texts = [" ".join(s.split()) for s, _, _ in (span for p in passages for span in sentence_spans(p))]
    return not any(
        name in text and words <= set(re.findall(r"[a-z]{4,}", text.casefold())) for name in said for text in texts
    )


def _thing_owned_post(question: str) -> re.Match[str] | None:
    """A post the asked sentence writes with a thing's name in front ("Who was *the Tern's master* at that
    time?"): a ship's, a lighthouse's, a town's post. Not a person's own ("Tom Vane's doctor"), and not a post
    a statement before the question gives."""
    spans = sentence_spans(question)
    owned = _OWNERS_POST.search(spans[-1][0] if spans else question)
    if owned is None or not owned[0].casefold().startswith("the ") or owned[2].casefold() not in _POSTS_ON_A_THING:
        return None
    return owned


def premise_of_another_post(statement: str, pages: Sequence[str]) -> bool:
    """Whether a statement's post for a named person ("Rose Tallis was the first woman to be mayor of
    Marrow End") is contradicted by that person's own page, which gives the post for another owner
    only ("From 1946 to 1950 she was mayor of Ossery"): a false premise, whatever the question after
    it asks. ``pages``: passages; those whose heading or first sentence names a person of the
    statement are read. False when no such page writes the post with an owner."""
    asked = _POST_OF.search(statement)
    if asked is None:
        return False
    owner = set(name_words(asked[2]))
    # a word in front: named_entities skips a sentence's first word, and the statement may open with the name
    people = [n for n in named_entities(f"x {statement}") if not set(name_words(n)) <= owner]
    holder = people[0] if people else ""
    between = statement[statement.find(holder) + len(holder) : asked.start()] if holder else ""
    subject = re.match(rf"(?:the\s+(?:(?!of\b)[a-z-]+\s+){{0,3}})?{re.escape(holder)}\b", statement.strip(), re.I)
    if subject is None or not re.search(r"\b(?:was|became|served)\b", between):
        return False  # the post is not said of the statement's person ("the daughter of X became mayor")
    if named_entities(f"x {between}"):
        return False  # another name between them may hold the post
    own = [page for page in pages if any(person in _opening(page) for person in people)]
    return bool(own) and post_of_another(statement, own)


_SUCCEEDED_AS = re.compile(
    r"^(?:[Tt]he\s+(?:[a-z-]+\s+){0,3})?(?P<holder>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)\s+"
    r"(?:followed|succeeded|replaced)\s+[^.?!]*?\bas\s+(?:the\s+)?(?:new\s+)?(?i:(?P<post>" + _POSTS + r"))\b"
)
"""A statement that hands a post to a named person: "the racing cyclist Oswald Brack followed his aunt
Martha as mayor of Marrow End"."""


def premise_of_post_unsaid(statement: str, pages: Sequence[str]) -> bool:
    """Whether a statement's post handed on to a named person ("Oswald Brack followed his aunt Martha
    as mayor of Marrow End", fresh25 k17) is said nowhere of that person: the person's own page is
    among ``pages`` and neither it nor any sentence naming the person writes the post. A false premise
    the small model answers with the year the other holder took office."""
    said = _SUCCEEDED_AS.match(strip_chatter(statement).strip())
    if said is None:
        return False
    holder, post = said["holder"], said["post"].casefold()
    own = [page for page in pages if holder in _opening(page)]
    naming = [s for page in pages for s, _, _ in sentence_spans(page) if holder in " ".join(s.split())]
    told = [*own, *naming]
    return bool(own) and not any(re.search(rf"\b{post}s?\b", text, re.I) for text in told)


_CHANGE_ROOTS = {
    "lengthened": r"lengthen|extend|extension|longer|middle section|cut in two",
    "extended": r"extend|extension|lengthen|longer",
    "enlarged": r"enlarg|extend|extension|added|larger|bigger",
    "widened": r"widen|wider",
    "deepened": r"deepen|deeper",
    "rebuilt": r"rebuil|reconstruct",
    "refitted": r"refit|overhaul|refurbish|moderni",
    "modernised": r"moderni|refit|overhaul|refurbish",
    "modernized": r"moderni|refit|overhaul|refurbish",
    "re-engined": r"engine|diesel",
    "converted": r"conver|turned into|rebuilt as",
    "renamed": r"renam|new name|name changed|named",
    "electrified": r"electri",
}
"""Changes made to a thing after it was built, each with the roots a sentence telling it may use."""
_CHANGE_DONE_TO_IT = re.compile(
    rf"\b(?:after|once|since|following|when)\s+(?P<clause>(?:(?P<subject>she|it)\s+(?:was|had\s+been)\s+"
    rf"(?P<passive>{'|'.join(_CHANGE_ROOTS)})|[^,?.;]*?\b(?P<verb>{'|'.join(_CHANGE_ROOTS)})\s+(?P<object>her|it)\b)"
    r"[^,?.;]*)",
    re.IGNORECASE,
)
"""A question's "after" a change done to the thing it asks about, by pronoun: "after the Rask Brothers yard
lengthened *her*", "after *she* was refitted"; not a change of another thing ("after the pier was extended")."""
_THING_NAME = re.compile(r"\b(?:(?:MV|SS|PS|RMS|HMS|St)\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*")


def premise_of_change_unsaid(question: str, pages: Sequence[str]) -> str | None:
    """The change a question asks "after" that no page says of the thing it asks about ("How many passengers could
    MV Haldray Lass carry after the Rask Brothers yard lengthened her?", fresh40 h08), as a statement ("the Rask
    Brothers yard lengthened MV Haldray Lass"): the thing's own page (headed by its name) is among ``pages`` and no
    page naming it writes a root of the change. A false premise the small model answers with
    the thing's one figure. None when the change is not done to the thing by "her" / "she" / "it", the question
    names not exactly one thing besides, the thing's own page was not read, or any page naming it writes a root
    (a yard's page may tell it "It lengthened her in 1970")."""
    asked = strip_chatter(question)
    change = _CHANGE_DONE_TO_IT.search(asked)
    if change is None:
        return None
    outside = f"{asked[: change.start()]} {asked[change.end() :]}"
    if re.search(r"\b(?:named|called)\s+(?:after|for)\b", outside):
        return None  # "the ship named after Ann Hale": the name is not the thing's
    things = [m[0] for m in _THING_NAME.finditer(outside) if m.start() > 0 or len(m[0].split()) > 1]
    things = list(dict.fromkeys(thing for thing in things if thing.split()[0] not in _QUESTION_OPENERS))
    if len(things) != 1:
        return None
    thing, verb = things[0], (change["passive"] or change["verb"]).casefold()
    own = [page for page in pages if _headed_by(page, thing)]
    naming = [page for page in pages if thing in " ".join(page.split())]  # a yard's page: "It lengthened her"
    if not own or any(re.search(rf"\b(?:{_CHANGE_ROOTS[verb]})", text, re.I) for text in naming):
        return None
    if change["passive"]:
        return f"{thing} was {verb}"
    rest = asked[change.end("object") : change.end("clause")]
    owned = re.match(r"\s+([a-z-]+)", rest) is not None and rest.split()[0] not in _AFTER_OBJECT  # "her stern door"
    return f"{asked[change.start('clause') : change.start('object')]}{thing}{_OWNS if owned else ''}{rest}".strip()


def _headed_by(page: str, thing: str) -> bool:
    """Whether ``page`` is ``thing``'s own: its heading is the name, or it opens with the name as its subject."""
    heading = heading_line(page)
    if heading:
        return heading.lstrip("#").strip() == thing
    first = page.strip().splitlines()[0] if page.strip() else ""
    return re.match(rf"{re.escape(thing)}\s+(?:is|was)\b", first) is not None


_OWNS = "'s"
_AFTER_OBJECT = {"in", "at", "on", "by", "for", "from", "to", "into", "with", "during", "between", "and", "again"}
_QUESTION_OPENERS = {"How", "What", "Which", "Who", "When", "Where", "Why", "Did", "Was", "Is", "In", "After"}


_DESTROYED = (
    r"(?:(?:carried|swept|washed)\s+away|(?:blown|burnt|burned|pulled|knocked|torn|tore)\s+down|"
    r"wrecked|destroyed|demolished|flattened|levelled|leveled)"
)
"""Verbs that say a thing was destroyed; "broke" or "pulled" alone ("broke the record") say nothing of the kind."""
_DESTROYED_THING = (
    re.compile(rf"\b{_DESTROYED}\s+(?P<thing>(?:the|its|their)\s+[^,.;:?!]+)", re.I),  # "carried away the bridge"
    re.compile(rf"(?P<thing>\b(?:the|its|their)\s+[^,.;:?!]+?)\s+(?:was|were|had\s+been)\s+{_DESTROYED}\b", re.I),
    re.compile(r"(?P<thing>\b(?:the|its|their)\s+[^,.;:?!]+?)\s+(?:collapsed|burnt\s+down|burned\s+down)\b", re.I),
)
"""A statement that something was destroyed: "the flood carried away the stone bridge at X", "the mill
was burnt down", "the pier collapsed"."""
_SURVIVED = re.compile(
    r"\s+(?:survived|(?:was|were)\s+(?:left\s+)?(?:spared|undamaged|unharmed|untouched)|escaped\s+(?:damage|unharmed)"
    r"|withstood)\b",
    re.I,
)
_SURVIVAL_ENDED = re.compile(rf"\b(?:until|till|but|later|{_DESTROYED}|sank|collapsed)\b", re.I)
"""Words after "survived" that end the survival ("survived until 1960, when it was knocked down")."""
_LEADING_CLAUSE = re.compile(r"^(?:after|when|once|since|before|until)\s+(?P<clause>[^,]+),", re.I)
_THING_PLACE_CUT = re.compile(r"\s+(?:at|in|of|on|near|by|across|over)\s+", re.I)


def premise_clauses(question: str) -> list[str]:
    """What a question states before it asks: its sentences before the last, and the clause that
    opens the last ("After the flood carried away the bridge at X, in what year ...?")."""
    spans = [text for text, _, _ in sentence_spans(strip_chatter(question))]
    leading = _LEADING_CLAUSE.match(spans[-1]) if spans else None
    return [*spans[:-1], *([leading["clause"]] if leading is not None else [])]


def premise_of_survivor(statement: str, pages: Sequence[str]) -> bool:
    """Whether a statement that something was destroyed ("the Great Aske Flood carried away the
    stone bridge at Fenwick Ford", fresh36 k12) is denied by a page sentence whose subject is that
    thing and says it survived ("The stone bridge at Fenwick Ford survived."): a false premise the
    small model answers with the year of whatever was built next. The subject must be the thing
    itself, told by its noun and every name the statement gives it ("Eleven of the Tern's crew
    survived" is no denial that the Tern sank), and the survival must not end in the sentence
    ("survived until 1960, when it was knocked down")."""
    found = next((m for pattern in _DESTROYED_THING if (m := pattern.search(statement))), None)
    if found is None:
        return False
    thing = found["thing"]
    head = _THING_PLACE_CUT.split(thing)[0].split()[-1]
    names = re.findall(r"\b[A-Z][\w'’-]*", thing)
    subject = re.compile(
        rf"(?:the|its|their)\s+(?:(?!of\b)[a-z-]+\s+){{0,3}}?{re.escape(head)}"
        r"(?:\s+(?:at|in|on|near|by|across|over)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)?",
        re.I,
    )
    for page in pages:
        for sentence, _, _ in sentence_spans(page):
            survived = _SURVIVED.search(sentence)
            if survived is None or _SURVIVAL_ENDED.search(sentence[survived.end() :]):
                continue
            said = " ".join(sentence[: survived.start()].split())
            if subject.fullmatch(said) and all(name in said for name in names):
                return True
    return False


_IT_SAID = re.compile(r"^(?:It|They)\s+(?:was|were|is|are|had|has)\b")
_ASKED_NAME = re.compile(
    r"[\"“]([^\"”]{2,40})[\"”]"  # a quoted name: "Wren"
    r"|\b(?:built|made|designed|constructed|cast|carved)\s+(?:the\s+)?((?:[A-Z][\w'’&-]*)(?:\s+[A-Z][\w'’&-]*)*)"
)
"""The name of the thing a question asks about: quoted, or what it asks the maker of ("Which firm built Wren?")."""


def pointer_before_asked_thing(question: str, sentences: Sequence[str], pages: Sequence[str]) -> bool:
    """Whether an answer's sentence opening with "It was ..." cannot be about the thing the question names:
    its page names that thing only after it (and not in its heading), so "it" points back to something said
    before ("The Kestrel Valley Railway opened in 1887 ... It was built by Brack & Oduya. Its steam locomotive
    "Wren" still runs ..." says nothing of who built Wren, fresh37 k11, unanswerable). A pronoun points back,
    never forward; a name said before or in the sentence may be what it stands for, and is not judged."""
    asked = [a or b for a, b in _ASKED_NAME.findall(question)]
    if not asked:
        return False
    for sentence in sentences:
        said = " ".join(sentence.split())
        if _IT_SAID.match(said) is None:
            continue
        for page in pages:
            text = " ".join(page.split())
            at = text.find(said)
            if at < 0:
                continue
            heading = heading_line(page)
            before, after = text[: at + len(said)], text[at + len(said) :]
            if not text[:at].replace(" ".join(heading.split()), "").strip():
                continue  # a passage opening with it: what "it" stands for is in the text before, not here
            if any(name in after and name not in before and name not in heading for name in asked):
                return True
    return False


_NAME_IN_LEADING_CLAUSE = re.compile(
    r"^(?:When|After|Before|Once|Until|Since|While|As)\s+(?P<lead>.+?),?\s+(?P<pronoun>she|he|it|they)\s+"
    r"(?:was|were|had|is|are|has)\b(?P<rest>.*)$"
)
"""A sentence naming something only in its leading time clause, its main clause said of a pronoun ("When MV Corvan
Maid took over her route in 1973 she was moved to summer excursions, and in 1992 she was sold abroad.")."""
_TIED_TO_ANOTHER = re.compile(r"\b(?:took\s+over|replaced|succeeded|relieved)\b|\b(?:her|his|its|their)\s+[a-z]", re.I)
"""A leading clause tying its named thing to another ("took over *her* route", "replaced her"): the pronoun after it
may be that other thing."""
_VESSEL_PREFIX = re.compile(rf"^(?:the\s+)?{_VESSEL_PREFIXES}\s+")
_LEADING_WH_PHRASE = re.compile(r"^\W*(?:(?:in|on|at|for|from|by|to|with)\s+)?(?:which|what|whom|whose|who)\b", re.I)
"""A question's own wh-word, a preposition before it ("In which year"): no relative clause."""


def said_of_page_subject(question: str, answer: str, sentences: Sequence[str], pages: Sequence[str]) -> bool:
    """Whether the answer is told of the page's own subject, another vessel, while the question's one named vessel is
    named only in the sentence's leading time clause, which ties it to that other (``_TIED_TO_ANOTHER``): on MV
    Corvan Lady's page, "When MV Corvan Maid took over her route in 1973 she was moved ..., and in 1992 she was sold
    abroad" sells the Lady, so "In what year was MV Corvan Maid sold abroad?" has no answer there (fresh66 h08, a false
    premise, was answered 1992). The pronoun (she, he, it, they) of a main clause after such a clause is the page's
    subject, which its heading names. Judged only for a question naming one vessel and telling nothing else of it
    (no relative clause: "the ship whose route MV X took over" asks of another thing), on a page headed by another."""
    plain = _LEADING_WH_PHRASE.sub("", strip_chatter(question))
    asked = named_entities(strip_chatter(question))
    if len(asked) != 1 or not _VESSEL_PREFIX.match(asked[0]) or re.search(r"\b(?:who|that|which|whose|whom)\b", plain):
        return False
    own = _VESSEL_PREFIX.sub("", asked[0])
    for sentence in (" ".join(s.split()) for s in sentences):
        said = _NAME_IN_LEADING_CLAUSE.match(sentence)
        if said is None or own not in said["lead"] or own in said["rest"] or answer not in said["rest"]:
            continue
        if not _TIED_TO_ANOTHER.search(said["lead"].replace(own, "")):
            continue
        on = [page for page in pages if sentence in " ".join(page.split())]
        headings = [heading_line(page).lstrip("# ") for page in on]
        if any(_VESSEL_PREFIX.match(heading) and own not in heading for heading in headings):
            return True
    return False


_PLACE_OF_THING_ASKED = re.compile(
    r"^\W*(?:in|at|on)\s+(?:which|what)\s+(?:village|town|city|port|island|place|parish)\s+(?:was|is|were|are|stood)\s+"
    r"(?:the|that|this|her|his|its|their)\s+(?:[a-z-]+\s+){0,2}(?P<noun>[a-z-]+)"
    r"(?=\s+(?:run|kept|owned|managed|ran|that|which|where|who|she|he|they)\b|\s*\?\s*$)",
    re.IGNORECASE,
)
"""A place asked of a thing where it is ("In which village was the coaching inn run by X?"): the question ends at
the thing, or at the phrase telling whose it was; not a deed done to it ("In which town was the bell cast?")."""
_NO_VILLAGE = re.compile(
    r"^(?:The|January|February|March|April|May|June|July|August|September|October|November|December|Victorian"
    r"|Georgian|Edwardian|Tudor)\b|\b(?:Street|Road|Lane|Square|Row|Place|River|Valley|Hotel|Inn|Hall|Church|Quay|Pier"
    r"|Yard|Works|Mill|House|Arms|Castle)$"
)
"""A capitalised phrase after "inn at / in" that is no village: a street, a river, a building, a month, a period."""


def place_of_asked_thing(question: str, answer: str, sentences: Sequence[str]) -> str | None:
    """The place the answer's own sentence writes right after the thing a "In which village was the inn ...?" question
    asks of ("She kept the coaching *inn at Fenwick Ford* for ten years before opening a hotel of her own in
    Brightwater"), when the model answered with another place of that sentence (fresh67 k05 answered Brightwater, the
    hotel's town). None when the question asks no place of a thing, or no sentence writes one place after its noun, or
    the answer is that place."""
    asked = _PLACE_OF_THING_ASKED.match(strip_chatter(question))
    if asked is None:
        return None
    place_after = r"(?:at|in|on)\s+(?P<place>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
    after = re.compile(rf"\b{re.escape(asked['noun'])}\s+{place_after}")
    places = {m["place"] for sentence in sentences for m in after.finditer(" ".join(sentence.split()))}
    places = {place for place in places if not _NO_VILLAGE.search(place)}
    if len(places) != 1:
        return None
    place = places.pop()
    return None if place in answer or answer in place else place


def _opening(page: str) -> str:
    """A page's heading and first paragraph, cut at 300 characters: where its own subject is named."""
    return " ".join(page.strip().split("\n\n")[:2])[:300]


_POST_HELD_BY = re.compile(
    r"\b(?:the|that|this)\s+(?:post|office|job|position)\s+(?:was|had\s+been)\s+held\s+by\s+"
    r"(?P<holder>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)"
)
"""A post handed to a named holder by pointing back to it: "..., the post was held by Morag Ennis"."""
_OWNERS_POST = re.compile(rf"(?<![\w'’-]){_OWNER_NAME}['’]s\s+(?:(?:first|new|last|chief)\s+)?(?i:({_POSTS}))\b")
"""A post written with its owner in front: "Corvanmouth's harbourmaster"."""


def premise_of_post_held(statement: str, pages: Sequence[str]) -> bool:
    """Whether "Before X took over as Corvanmouth's harbourmaster, the post was held by Morag Ennis"
    is contradicted by the holder's own page, which gives that post for another owner only ("She was
    harbourmaster of Haldwick"): a false premise (fresh23 h11 was answered with her first year at
    Haldwick). The post is the last one written before "the post was held by" ("ROLE of OWNER" or
    "OWNER's ROLE"). False when no page of the holder writes the post with an owner."""
    text = " ".join(statement.split())
    held = _POST_HELD_BY.search(text)
    if held is None:
        return False
    before = text[: held.start()]
    posts = [(m.start(), m[2], m[1]) for m in _OWNERS_POST.finditer(before)]
    posts += [(m.start(), m[1], m[2]) for m in _POST_OF.finditer(before)]
    if not posts:
        return False
    _, role, owner = max(posts)
    holder = held["holder"]
    own = [page for page in pages if holder in _opening(page)]
    return bool(own) and post_of_another(f"{role} of {owner}", own)


_KIN_OF_AGE = re.compile(
    r"(?P<owner>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)+)\s+(?:had|has)\s+(?:an?\s+)?"
    r"(?P<age>older|elder|younger)\s+(?P<kin>brother|sister)\s+who\s+(?P<deed>[a-z]+)\s+(?P<thing>.+?)\.?$",
    re.IGNORECASE,
)
"""A statement giving someone a kin of an age by a deed: "X had an older brother who founded Y"."""


def premise_of_kin_age(statement: str, pages: Sequence[str]) -> bool:
    """Whether "X had an older brother who founded Y" is contradicted by the passages: the one who
    did the deed is X's kin of the other age ("Vivian Oakes ..., the younger brother of Lionel
    Oakes. He founded Y" on one page, or X's page calling X "the elder brother of Vivian Oakes" and
    Vivian's page the deed). A false premise: the small model answers with the kin it finds."""
    said = _KIN_OF_AGE.search(" ".join(statement.split()))
    thing = name_words(said["thing"]) if said is not None else []
    if said is None or not thing:
        return False
    owner, kin, asked_older = said["owner"], said["kin"].casefold(), said["age"].casefold() != "younger"
    other_age, same_age = ("younger", "(?:older|elder)") if asked_older else ("(?:older|elder)", "younger")
    flat = [" ".join(page.split()) for page in pages]
    deed = re.compile(rf"\b{re.escape(said['deed'][:5])}", re.I)
    did = [page for page in flat if deed.search(page) and set(thing) <= set(name_words(page))]
    if any(re.search(rf"\bthe\s+{other_age}\s+{kin}\s+of\s+{re.escape(owner)}\b", page, re.I) for page in did):
        return True  # the doer's page: "the younger brother of Lionel Oakes"
    kin_named = (
        rf"{re.escape(owner)}\b[^.]*?\bthe\s+{same_age}\s+{kin}\s+of\s+(?P<other>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)"
    )
    others = {m["other"] for page in flat for m in re.finditer(kin_named, page)}  # X's page: "the elder brother of A"
    return any(other in page for other in others for page in did)


_KIN_CLAIMED = re.compile(rf"\b(?:grand|great-grand)?(?:{KIN}|cousin|relative)s?\b|\brelated\s+to\b", re.I)
_NO_RELATION = re.compile(
    r"\b(?:no\s+relation|not\s+related|no\s+kin)\s+(?:of|to)\s+(?:the\s+)?(?:[a-z-]+\s+){0,2}?"
    r"(?P<name>(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*))",
    re.I,
)
"""A page denying kinship with a named person: "He is no relation of Captain Oona Brask", "not related to the
builder Agnes Webb"."""


def premise_of_denied_kin(statement: str, pages: Sequence[str]) -> bool:
    """Whether a statement's kinship ("Oona Brask is the daughter of the man who first commanded SS Velmar") is
    denied by a page that names the statement's other names ("He is no relation of Captain Oona Brask", on the
    page of SS Velmar's first master): a false premise, which the small model answers with the person's own birth
    (fresh44 h07). Only where the statement names the kin and someone or something besides the denied person."""
    flat = strip_chatter(" ".join(statement.split()))  # not "Someone told me"
    if not _KIN_CLAIMED.search(flat) or _NO_RELATION.search(flat):
        return False
    runs = re.findall(_CAPITALISED_RUN, flat)  # "Conrad Webb" at the start too
    named = [set(name_words(n)) for n in runs if name_words(n)]
    described = _KIN_OF_DESCRIBED.search(flat) is not None  # "the daughter of *the man who* first commanded X"
    for page in pages:
        text = " ".join(page.split())
        on_page = set(name_words(text)) if _NO_RELATION.search(text) else set()
        for denial in _NO_RELATION.finditer(text):
            denied = set(name_words(denial["name"]))
            if _group_denied(flat, text, denial, page, named):
                return True
            others = [n for n in named if not (n <= denied or denied <= n)]
            if not (len(others) < len(named) and others and all(n <= on_page for n in others)):
                continue
            # who the page says is no relation must be the kin claimed: named in the statement, or described there
            # ("the man who first commanded SS Velmar"), whose page names what describes him
            if described or _denier(text, denial.start(), page) in {frozenset(n) for n in others}:
                return True
    return False


def _group_denied(statement: str, text: str, denial: re.Match[str], page: str, named: Sequence[set[str]]) -> bool:
    """Whether a page denies its person any kin among a group of a place ("he was not related to the potters of
    Marrow End") that a statement names both of, the person and the place, claiming a family's or kin's trade of
    that group ("... Nathaniel Rudd ran the *family pottery* in Marrow End after his uncle Eli died", fresh52 k11,
    answered with another Rudd's year)."""
    group = re.search(r"\b(?P<noun>(?-i:[a-z]+))s\s+(?:of|from|in)\s+$", text[denial.start() : denial.start("name")])
    if group is None:
        return False  # "no relation of Captain Oona Brask": one person, read by the caller
    place = set(name_words(denial["name"]))
    denier = _denier(text, denial.start(), page)
    if not place or denier is None or place not in named or denier == place:
        return False  # the page's heading is the place itself ("# Marrow End"): no person denied
    trade = re.escape(group["noun"][: max(4, len(group["noun"]) - 2)])  # "potter" -> "pott": pottery, potters
    kin_trade = rf"\b(?:family|{KIN}|cousin|relative)(?:['’]s)?\s+(?:[a-z-]+\s+)?{trade}\w*"
    return any(denier <= n for n in named) and re.search(kin_trade, statement, re.I) is not None


_KIN_OF_DESCRIBED = re.compile(rf"\b(?:{KIN}|cousin|relative)\s+of\s+(?:the|a|an)\s+(?-i:[a-z])", re.I)


def _denier(text: str, at: int, page: str) -> frozenset[str] | None:
    """Who a page says is no relation: the first name before the denial in its sentence ("Jon Brask, a cousin of Tom
    Brask, is no relation of ..."), else the page's heading ("# Calum Brask" for "He is no relation of ..."), else
    its first name; None when none names one."""
    start = max(text.rfind(". ", 0, at), -1) + 1
    heading = heading_line(page).lstrip("# ").strip()
    for said in (text[start:at], heading, text):  # its sentence, its heading, its first name
        for run in re.findall(_CAPITALISED_RUN, said):
            words = [w for w in run.split() if w not in _OPENING_WORDS and w.casefold() not in _TITLE_WORDS]
            if words and name_words(" ".join(words)):
                return frozenset(name_words(" ".join(words)))
    return None


_TITLE_WORDS = {*SHORT_TITLES, *LONG_TITLES, "miss", "its", "his", "her"}
"""Words before a name that are none of it ("Captain", "Its master ...")."""


_DENIED = r"\b(?:no|without an?|never had an?|has not got an?|lacks an?)\s+(?:[a-z-]+\s+)?"


_UNNAMED_AFTER = r"(?!\s*,?\s*(?:the\s+|called\s+|named\s+|known\s+as\s+)?[\"'‘“]?[A-Z])"
"""No name after a thing's noun ("a sinking trawler in a storm"; not "a trawler, the Kittiwake", "a trawler called
Kittiwake")."""


def thing_left_unnamed(question: str, answer: str, sentences: Sequence[str]) -> str | None:
    """The sentence that tells the thing a question asks the name of only as "a [...] NOUN", with no name, in the words
    of the question's own event ("In 1978 he rescued the crew of a sinking trawler in a storm." for "Which trawler's
    crew did Captain Tobias Fenner rescue in 1978?"): the knowledge base does not name it, so an answer is another
    thing of the page (fresh58 h07, unanswerable, was answered with the captain's own ferry). None when the question
    asks no category's name, or no such sentence tells it, or the sentence holds the answer."""
    plain = strip_chatter(question)
    asked = _ASKED_NOUN.search(plain) or _NAME_OF_ASKED.search(plain)
    if asked is None or CATEGORY_OF.get(asked.group(1).casefold()) in (None, "person"):
        return None
    noun = asked.group(1).casefold()
    names = set().union(*(stems(name) for name in named_entities(plain)), stems(noun))
    event = stems(plain) - names - {stem(w) for w in _NO_EVENT_WORDS} - {"name", "call", "whose", "who"}
    event = {w.removesuffix("e") for w in event}
    told = re.compile(rf"\b(?i:a|an)\s+(?:[a-z-]+\s+){{0,2}}{re.escape(noun)}\b{_UNNAMED_AFTER}")
    holding = [s for s in sentences if answer.strip() and answer.strip() in s]
    if any(noun in s.casefold() for s in holding):
        return None  # "The trawler was the Kittiwake.": named in a sentence of its own
    for sentence in sentences:
        if sentence in holding:
            continue
        said = {w.removesuffix("e") for w in stems(sentence)}  # "rescue" and "rescued" (stem "rescu") alike
        if told.search(sentence) and len(event) >= 2 and len(event & said) * 3 >= 2 * len(event):
            return sentence
    return None


def denies_thing(question: str, sentences: Sequence[str]) -> bool:
    """Whether the answer's sentences say the thing asked about is not there: "The hamlet has a
    chapel and a smithy but no school" answers no "when did the Greyfold school open?" (a false
    premise the small model answers with the hamlet's other year). Only nouns for kinds of things
    the question writes in lowercase count ("school", "mayor", "harbour")."""
    nouns = {w for w in re.findall(r"\b[a-z][a-z-]+\b", question) if noun_category(w) is not None}
    text = " ".join(" ".join(sentences).split())
    if any(re.search(rf"{_DENIED}{re.escape(noun)}s?\b", text, re.I) for noun in nouns):
        return True
    if _SPOUSE.search(question) and _NEVER_MARRIED.search(text):
        return True  # "She never married" for "when did her husband die?"
    return any(
        _asked_words_in(question, done) and not _asked_never(question, done) for done in _NEVER_DONE.findall(text)
    )


_KIN_STEP = re.compile(
    rf"^Who\s+(?:was|is)\s+the\s+(?P<kin>(?:(?:elder|older|younger)\s+)?(?:{KIN}|grandfather|grandmother|cousin))"
    r"\s+of\s+(?P<owner>[^?]+?)\s*\?$"
)
_KIN_NAME_STEP = re.compile(
    r"^(?:What\s+(?:was|is)\s+(?:the\s+name\s+of\s+)?|Who\s+(?:was|is)\s+)(?P<owner>[^?]+?)['’]s\s+"
    rf"(?P<kin>(?:(?:elder|older|younger)\s+)?(?:{KIN}|grandfather|grandmother|cousin))(?:\s+called)?\s*\?$"
)
"""A kin step asking the relative's name ("What was Peter Dray's uncle called?", "Who was Peter Dray's uncle?"): the
same relative asked."""
_KIN_OF_CALLED_STEP = re.compile(
    rf"^What\s+(?:was|is)\s+the\s+(?P<kin>(?:(?:elder|older|younger)\s+)?(?:{KIN}|grandfather|grandmother|cousin))"
    r"\s+of\s+(?P<owner>[^?]+?)\s+called\s*\?$"
)
"""The same asked "What was the uncle of Peter Dray called?"."""
_OPENING_WORDS = {
    *("He", "She", "His", "Her", "They", "Their", "It", "Its", "The", "A", "An", "This", "That", "There"),
    *("In", "At", "On", "After", "Before", "When", "As", "From", "With", "By", "For", "Later", "Then", "Both"),
}
_PLACE_WORD_BEFORE = re.compile(r"\b(?:in|at|on|near|from|to|of|into|across|for|off|by)\s+$", re.I)


def kin_asked(step: str) -> str | None:
    """The relative a kin step asks for, as a phrase ("the uncle of Peter Dray", "Peter Dray's uncle"); None for
    another step."""
    asked = _KIN_STEP.match(step) or _KIN_OF_CALLED_STEP.match(step)
    if asked is not None:
        return f"the {asked['kin']} of {asked['owner']}"
    named = _KIN_NAME_STEP.match(step)
    return f"{named['owner']}'s {named['kin']}" if named is not None else None


def kin_left_unnamed(step: str, own_page_sentences: Sequence[str], other_pages: Sequence[str] = ()) -> str | None:
    """The sentence of a person's own page that tells the relative a kin step asks for without naming them ("He
    learned boatbuilding from his uncle, a fisherman, ..." for "Who was the uncle of Peter Dray?"): a bridge the
    knowledge base leaves unnamed, so nothing can be asked of that relative; the small model answers with the
    person's own fact instead (fresh38 k12 gave Peter Dray's birth year for his uncle's). The relative must be
    the person's own ("his" on a man's page; not "his mother's father", "his brother-in-law", nor "his younger
    brother" for the elder). None when the step asks no kin, or a sentence of the page that tells a relative of
    that kind also gives a name besides the person's own, a place's or a sentence's opening word ("his uncle
    Hugh Tallis", "Hugh, his uncle, ..."), or one of ``other_pages`` names the person with that kin word or the
    one the relative's own page would use ("his nephew Peter Dray", ``_KIN_SEEN_FROM_OTHER_SIDE``)."""
    asked = _KIN_STEP.match(step) or _KIN_NAME_STEP.match(step) or _KIN_OF_CALLED_STEP.match(step)
    if asked is None:
        return None
    *modifier, kin = asked["kin"].casefold().split()
    owner = {w.casefold() for w in name_words(asked["owner"])}
    possessive = {"he": "his", "she": "her"}.get(_page_sex(" ".join(own_page_sentences)) or "", "(?:his|her)")
    owned = re.compile(rf"\b{possessive}\s+(?:(?P<mod>elder|older|younger)\s+)?{kin}\b(?!['’]s|-in-law)", re.I)
    telling = [
        s
        for s in own_page_sentences
        if any(not (modifier and m["mod"] and _elder(m["mod"]) != _elder(modifier[0])) for m in owned.finditer(s))
    ]
    if not telling:
        return None
    kin_said = [s for s in own_page_sentences if re.search(rf"\b{kin}\b", s, re.I)]
    if any(_names_besides(s, owner) for s in kin_said):
        return None
    told = "|".join([kin, *_KIN_SEEN_FROM_OTHER_SIDE.get(kin, ())])
    telling_elsewhere = [p for p in other_pages if re.search(rf"\b(?:{told})\b", p, re.I)]
    return None if any(name in p for name in named_entities(step) for p in telling_elsewhere) else telling[0]


_KIN_SEEN_FROM_OTHER_SIDE = {
    **dict.fromkeys(("uncle", "aunt"), ("nephew", "niece")),
    **dict.fromkeys(("father", "mother"), ("son", "daughter", "child", "children")),
    **dict.fromkeys(("grandfather", "grandmother"), ("grandson", "granddaughter", "grandchild")),
    **dict.fromkeys(("son", "daughter"), ("father", "mother", "parent")),
    **dict.fromkeys(("nephew", "niece"), ("uncle", "aunt")),
    **dict.fromkeys(("brother", "sister"), ("brother", "sister")),
    "husband": ("wife",),
    "wife": ("husband",),
}
"""Any word a relative's own page may tell the person by ("his nephew Peter Dray" on the uncle's page); wider than
``_KIN_OF_OTHER_SIDE``, which reads only "the KIN of X" stated from X's side."""


def _elder(word: str) -> bool:
    return word.casefold() in ("elder", "older")


def _page_sex(text: str) -> str | None:
    """ "he" or "she", by which of the two the page's pronouns say more often; None when neither does."""
    he = len(re.findall(r"\b(?:he|his|him)\b", text, re.I))
    she = len(re.findall(r"\b(?:she|her|hers)\b", text, re.I))
    return "he" if he > she else "she" if she > he else None


def _names_besides(sentence: str, owner: set[str]) -> bool:
    """Whether ``sentence`` gives a capitalised name that is not the owner's, a place's (after "in", "at" ...) or
    its opening word ("He", "In")."""
    text = sentence.strip()
    for found in re.finditer(r"\b[A-Z][\w'’-]*", text):
        word = found[0].rstrip("'’s") if found[0].endswith(("'s", "’s")) else found[0]
        if found.start() == 0 and word in _OPENING_WORDS:
            continue
        if word.casefold() in owner or _PLACE_WORD_BEFORE.search(text[: found.start()]):
            continue
        return True
    return False


def _asked_never(question: str, done: str) -> bool:
    """Whether the question itself says it is never done ("Why does X never have to turn round in
    harbour?"): the sentence saying so answers it, it denies nothing."""
    return re.search(rf"\bnever\s+(?:[a-z]+\s+){{0,3}}{re.escape(done)}\b", question, re.I) is not None


_SPOUSE = re.compile(r"\b(?:husband|wife|spouse)s?\b", re.I)
_NEVER_MARRIED = re.compile(r"\b(?:never|did not|didn't)\s+marr(?:y|ied)\b|\bunmarried\b", re.I)
_NEVER_DONE = re.compile(
    r"\bnever\s+(?:has\s+to\s+|had\s+to\s+|have\s+to\s+|needs\s+to\s+|needed\s+to\s+|did\s+|does\s+)?"
    r"((?!(?:be|been|was|were|have|had|has)\b)[a-z]+\s+[a-z]+)",
    re.I,
)
"""What a sentence says is never done, two words ("she never has to *turn round* in harbour")."""


def _asked_words_in(question: str, done: str) -> bool:
    """Whether the question asks about what is never done: its two words, in turn, in the question
    ("How long does X take to turn round in harbour?" and "turn round")."""
    return re.search(rf"\b{re.escape(done)}\b", question, re.I) is not None


_WHICH_THING = re.compile(
    r"^(?:(?:in|at|on|from|for|to|by|with|into)\s+)?(?:which|what)\s+[a-z][a-z-]+"
    r"(?:['’]s(?:\s+[a-z][a-z-]+){1,3}"  # "which ship's captain did ..."
    r"|(?:\s+[a-z][a-z-]+)?\s+(?:at|in|on|near|over)\s+(?:the\s+)?(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
    r"|(?:\s+(?!(?:of|the|did|does|do|was|is|were|are|has|had)\b)[a-z][a-z-]+){1,2})?"  # "which last large ship was"
    r"\s+(?:did|does|do|was|is|were|are|has|had)\b",  # "which regatta pavilion at Brightwater was ..."
    re.I,
)


_WHAT_DID = re.compile(r"^(?:(?:for|to|with|in|on|at|by|from)\s+)?what\s+(?:did|does|do|has|have|had)\b", re.I)
"""A question for the thing someone did or has ("What did X write?", "For what did X pay?")."""


_OWNER_OR_ARTICLE = r"(?:the|that|this|his|her|their|its|(?-i:[A-Z][\w'’-]*)(?:\s+(?-i:[A-Z][\w'’-]*))*['’]s|#\d+['’]s)"
_NAME_CALLED = re.compile(
    rf"^(?:what\s+(?:was|is|were|are)\s+(?:the\s+name\s+of\s+)?{_OWNER_OR_ARTICLE}\s+\S.*\b"
    rf"(?:called|named)\s*\??\s*$|what\s+(?:was|is|were|are)\s+the\s+name\s+of\s+{_OWNER_OR_ARTICLE}\s)",
    re.I,
)
"""A name asked of a thing the question describes ("What was the uncle that X was taught the craft by called?",
fresh58 k12 was answered "Peter Dray", the name the question gives): the name is not the one the question says."""


def repeats_question(question: str, answer: str) -> bool:
    """Whether ``answer`` is only a name the question itself gives ("After Ingrid Lindqvist, who
    became chairwoman?" answered "Ingrid Lindqvist"): a question does not ask for what it says.
    The same for "which/what THING did ...?" ("Which ship did Calum Brask command?" is not
    answered "Calum Brask") and "what did X do?" ("What did Gideon Rusk write?": not Gideon Rusk).
    False for a choice among names the question lists ("X or Y?", "of X and Y, who reached the
    greater age?", "the elder of X and Y"), for answers that are not a whole name the question
    writes, and for other questions: a plan's lookup step "What is the island of Orrinsay?" is
    answered by the name it gives."""
    plain = strip_chatter(question).strip()
    if _echoes_phrase(plain, answer) or not without_excepted(question, answer):
        return True  # "Besides large ferries, what kind of ships ...?" answered "ferries"
    if _is_compared_base(plain, answer):
        return True  # "which church has more stops than the one in St Oda's?" is not St Oda's
    owned = re.match(r"^(?:the\s+)?(?-i:[A-Z][\w-]*)(?:\s+(?-i:[A-Z][\w-]*))*['’]s\s+(?P<rest>.+)$", answer.strip())
    echoed = _only_question_words(plain, answer) or (owned is not None and _only_question_words(plain, owned["rest"]))
    names_asked = asked_kind(question) == "person" or re.search(r"\bname\b", sentence_spans(plain)[-1][0], re.I)
    if owned is not None and names_asked and _only_question_words(plain, owned["rest"]):
        return True  # "Hester Lowe's husband" for "... with her husband. Who is he?": no name
    if _ATTRIBUTE_OF.search(plain) and not re.search(r"\bor\b", plain) and echoed and not _titled(plain, answer):
        # "What was the trade of the man who taught boatbuilding to X?" answered "boatbuilding"; "What is the
        # title of the handbook for village nurses written by ...?" answered "Agnes Pike's handbook for village nurses"
        return True
    # (a time counted on, "five years later", is no comparison; nor a statement's "first woman mayor")
    asked = re.sub(r"\b\w+\s+(?:years?|months?|decades?)\s+(?:later|earlier)\b", "", sentence_spans(plain)[-1][0])
    choice = re.search(r"\bor\b", question, re.I) or any(p.search(asked) for p in DIRECTION.values())
    choice = choice or _ONE_OF_PAIR.match(plain)  # "the elder of A and B"
    thing = _WHICH_THING.match(plain) or _WHAT_DID.match(plain) or _WHICH_DOES.match(plain)  # not X for "did X"
    thing = thing or _NAME_CALLED.match(sentence_spans(plain)[-1][0])  # "What was the uncle X learned from called?"
    if choice or not (asked_kind(question) == "person" or thing):  # "What is the island of X?": a lookup
        return False
    said = set(name_words(answer))  # the whole name: "Greyfold" is no repeat of "the Greyfold Dairy"
    # a name that opens a sentence too ("*Marrow End's* first woman mayor ...", fresh33 k12 answered "Marrow End")
    opening = [m[1] for m in re.finditer(r"(?:^|[.?!:]\s+)([A-Z][\w-]+(?:\s+[A-Z][\w-]+)+)(?=['’]s\b)", plain)]
    return bool(said) and any(said == set(name_words(name)) for name in [*named_entities(question), *opening])


_ONLY_A_YEAR = re.compile(r"^(?:(?:in|around|about|circa|c\.)\s+)?(?P<year>1\d{3}|20\d{2})\.?$", re.I)
_NO_EVENT_WORDS = {
    "in", "which", "what", "when", "year", "date", "was", "were", "did", "does", "do", "is", "are", "has", "had",
    "have", "the", "a", "an", "of", "that", "this", "it", "its", "he", "she", "his", "her", "they", "their", "by",
    "to", "for", "on", "at", "over", "up", "out", "off", "down", "from", "with", "first", "then", "there", "been",
}  # fmt: skip
"""Words of an asked sentence that name no event of their own: "In which year was that firm taken over?" shares
none of its event with "Since 1905 a company has bottled ..." though both have "in" / "was"."""


def year_of_a_statement(question: str, answer: str) -> bool:
    """Whether a date question is answered with only a year a statement before it gives for another event ("Since
    1905 a company has bottled X. Its founder's younger brother started a firm of his own. In which year was that
    firm taken over?" answered "1905", fresh33 k07): the asked sentence points to a thing another statement
    introduces ("that firm") and shares no word of its event with the statement that holds the year. False when
    the question asks for "the same year" or "that year", or may ask the statement's own event in other words."""
    only = _ONLY_A_YEAR.match(answer.strip())
    plain = strip_chatter(question)
    spans = [text for text, _, _ in sentence_spans(plain)]
    if only is None or len(spans) < 2 or asked_kind(question) != "date":
        return False
    if re.search(r"\b(?:same|that)\s+year\b", plain, re.I):
        return False  # "Its founder died that year.": the year may well be the answer
    event = {stem(word) for word in words(spans[-1])} - {stem(word) for word in _NO_EVENT_WORDS}
    holding = [text for text in spans[:-1] if re.search(rf"\b{only['year']}\b", text)]
    pointer = re.search(r"\b(?:that|this)\s+([a-z]+)\b", spans[-1])
    introduced = pointer is not None and any(
        re.search(rf"\b{pointer[1]}\b", text) for text in spans[:-1] if text not in holding
    )
    if not event or not introduced:
        return False  # "When?"; "Ada Penn was elected in 1925. In which year did she become mayor?": maybe so
    return bool(holding) and all(not (event & {stem(word) for word in words(text)}) for text in holding)


_THAN_BASE = re.compile(
    r"^(?:\S+\s+){0,3}?(?:which|what)\b[^?]*?\b(?:[a-z]+er|more|less)\b[^?]*?\bthan\s+(?P<base>[^?]+)", re.I
)
"""A "which" question measured against a base it names ("Which church has more stops than the one in
St Oda's?"): the base is no answer."""


def _is_compared_base(question: str, answer: str) -> bool:
    """Whether ``answer`` names only the base a "which ... -er than X?" question measures against
    (fresh26 k17, a false premise: "St Oda's Church, Dunmere" for "... more stops than the one in St
    Oda's, Dunmere?"); its category noun ("Church") does not count as a word of its own."""
    than = _THAN_BASE.match(question)
    if than is None or re.search(r"\bor\b", than["base"], re.I):
        return False  # "earlier than the other, X or Y?": a choice between the sides, both answers
    base = set(name_words(than["base"]))
    elided = asked_noun(question) if re.search(r"\bthe one\b", than["base"], re.I) else None
    # the answer's category word counts, unless it is the noun "the one" stands for: "St Oda's Church"
    # is the base "the one in St Oda's"; "Aske Bridge" is not the base "the Aske Viaduct"
    said = {word for word in name_words(answer) if word != elided or word in base}
    return bool(said) and said <= base


_WHICH_DOES = re.compile(
    r"^(?:(?:in|at|on|from|for|to|by|with|into)\s+)?(?:which|what)\s+[a-z][a-z-]+\s+"
    r"(?!(?:was|is|has|does|were|are|had|did)\b)[a-z]+(?:s|ed)\b",
    re.I,
)
"""A "which" question whose thing does the verb itself ("Which river flows into the Aske at X?"):
the Aske it names is no answer."""


_EXCEPTED = re.compile(r"\b(?:apart from|besides|other than|aside from|except for|except)\s+(?P<excepted>[^,?]+)", re.I)


def without_excepted(question: str, answer: str) -> str:
    """``answer`` without the items the question excepts ("Apart from its lifeboat station, what is
    Haldwick known for?" answered "knitwear, lobster boats, lifeboat station" gives "knitwear and
    lobster boats"); "" when the answer is only what was excepted ("Besides large ferries, what
    kind of ships ...?" answered "ferries"); the answer as it is when the question excepts nothing."""
    excepted = _EXCEPTED.search(strip_chatter(question))
    if excepted is None:
        return answer
    out = stems(excepted["excepted"]) | {"its", "the", "their", "his", "her", "a", "an"}
    items = [item for item in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*", answer.strip().rstrip(".")) if item]
    kept = [item for item in items if not stems(item) <= out]
    if len(kept) == len(items):
        return answer
    return ", ".join(kept[:-1]) + (" and " if len(kept) > 1 else "") + kept[-1] if kept else ""


_ANOTHER_SUBJECTS_CLAUSE = re.compile(
    r"\s+and\s+(?P<subject>(?:her|his|its|their|the)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+(?:was|were|is|are|had|has)\s+\w.*$"
)


def without_another_subjects_clause(question: str, answer: str) -> str:
    """``answer`` without a clause joined by "and" that has a subject of its own the question does
    not name: "widened for modern trailers and her cattle pens were given water troughs" for "What
    was done to MV X's stern ramp in 1994?" is "widened for modern trailers" (the small model copies
    the sentence's next clause, about another thing). The answer as it is otherwise."""
    clause = _ANOTHER_SUBJECTS_CLAUSE.search(answer)
    if clause is None or not answer[: clause.start()].strip():
        return answer
    subject = stems(clause["subject"]) - {"her", "his", "its", "their", "the"}
    return answer if subject & stems(question) else answer[: clause.start()].strip()


_MATERIAL_ASKED = re.compile(
    r"^\s*(?:what|which\s+[a-z]+)\b[^?]*\b(?:made|make|makes|built|build|cast|woven|weave|carved|spun)\b[^?]*"
    r"\b(?:from|of|out\s+of)\s*\??\s*$",
    re.IGNORECASE,
)
"""A question asking what something was made from ("What did X make its ropes from?")."""
_PURPOSE_AFTER = re.compile(r"\s+for\s+(?:the|a|an|its|his|her|their|use\b)\s*.*$")


def without_purpose(question: str, answer: str) -> str:
    """``answer`` without what the thing was made for, when the question asks what it was made from:
    "hemp for the canal barges" -> "hemp" for "What did X make its ropes from?" (the small model copies
    the sentence on past the material). The answer as it is otherwise."""
    if _MATERIAL_ASKED.match(question) is None:
        return answer
    material = _PURPOSE_AFTER.sub("", answer).strip()
    return material or answer


_WH_AFTER_PREPOSITION = re.compile(
    r"(?:^|[.!:]\s+)(?P<preposition>until|till|since|in|from|by|before|after)\s+(?:which|what)\s+(?:year|date|decade)\b",
    re.I,
)
"""A question asked with its preposition before "which year" ("Until which year ...", also after a statement)."""


def without_asked_preposition(question: str, answer: str) -> str:
    """``answer`` without the preposition the question's own "which year" already carries: "until
    1979" -> "1979" for "Until which year did that ship carry passengers?" (fresh26 h04; the small
    model copies "until" from its sentence). The answer as it is otherwise, or when nothing but the
    preposition would be left."""
    asked = _WH_AFTER_PREPOSITION.search(strip_chatter(question).strip())
    if asked is None:
        return answer
    said = re.match(rf"^\s*{asked['preposition']}\s+(?P<rest>\S.*)$", answer, re.I)
    return said["rest"] if said is not None else answer


_ATTRIBUTE_OF = re.compile(
    r"\bwhat\s+(?:was|is|were|are)\s+the\s+(?:trade|occupation|job|profession|name|title|nickname)\s+of\b", re.I
)
"""A question asking for one attribute of something it describes ("What was the trade of the man who
taught boatbuilding to X?", "What was the name of the dog she won with?")."""


def _titled(question: str, answer: str) -> bool:
    """Whether the answer is a title in its own right: a word it capitalises the question writes only in lower
    case ("A *History* of the Kestrel Valley" for "What is the title of the history book she wrote?", fresh34
    k06), not the question's own words given back ("Agnes Pike's handbook for village nurses")."""
    lower = set(re.findall(r"\b[a-z][\w-]*", question))
    capitals = re.findall(r"\b[A-Z][\w-]*", " ".join(answer.split()[1:]))  # not its first word: "Boatbuilding"
    if len(capitals) < 2:
        return False  # "The Ferry", "The School": the question's own noun, capitalised
    return any(word.casefold() in lower and word not in question for word in capitals)


def _only_question_words(question: str, answer: str) -> bool:
    """Whether every word of the answer is a word the question writes ("boatbuilding", "Dora Hale")."""
    said = words(answer) - {"the", "a", "an", "of"}
    return bool(said) and said <= words(question)


def _echoes_phrase(question: str, answer: str) -> bool:
    """Whether a "what" question's answer is only a phrase of lowercase words the question itself
    ends with ("What did X insist every ship carry free of charge?" answered "free of charge")."""
    said = answer.strip().rstrip(".").split()
    if len(said) < 2 or asked_kind(question) is not None or any(w[:1].isupper() or w[:1].isdigit() for w in said):
        return False
    return " ".join(said).casefold() in " ".join(question.casefold().split())


_HOW_MANY = re.compile(r"\bhow many\s+([a-z][a-z-]*)(?:\s+([a-z][a-z-]*))?(?:\s+([a-z][a-z-]*))?", re.I)
_NOT_COUNTED = {"of", "the", "a", "an", "more", "times"}
_COUNTED_AS_ONE = (
    frozenset(("people", "persons", "inhabitants", "residents", "souls", "population", "villagers", "townspeople")),
    frozenset(("people", "passengers", "persons")),
    frozenset(("people", "workers", "employees", "staff", "men", "women", "hands")),
    frozenset(("people", "pupils", "children", "students", "scholars")),
    frozenset(("ships", "vessels", "boats", "ferries", "steamers")),
    frozenset(("books", "volumes")),  # "how many volumes does the library hold?": its books
    frozenset(("cars", "motorcars")),
)
"""Nouns a count may be written with for one another ("how many people live there?" is answered by
"about 900 inhabitants")."""
_PLURAL_AFTER_NUMBER = re.compile(
    rf"(?:\b\d[\d,.]*|\b(?:{_NUMBER_WORDS})(?:-[a-z]+)?)\b[\s-]+(?:[a-z-]+\s+){{0,2}}?([a-z]{{2,}}[^su\W]s)\b", re.I
)
_NOT_AFTER_ONE = {"of", "and", "or", "who", "that", "which", "day", "year", "time", "more", "another", "other"}
"""Words after "one" that name no counted thing ("one of the largest", "one day")."""
_FUNCTION_WORDS_IN_S = {"was", "has", "is", "his", "its", "this", "as", "us", "plus", "less", "across", "does"}


def _counted_noun(asked: re.Match[str]) -> str:
    """The noun "how many ..." counts: the first plural of its next words ("how many passenger *cabins*", "how many
    different healing *plants*": fresh45 k01 read "different" and refused "about 400 medicinal plants"), else the
    first word ("how many *people* live")."""
    first, second, third = asked[1], asked[2], asked[3]
    if _plural(first):  # "how many *bridges* cross ...": the plural first, then a verb
        return first
    if second and _plural(second) and second not in _FUNCTION_WORDS_IN_S:
        return second
    if second and not _plural(second) and third and _plural(third) and third not in _FUNCTION_WORDS_IN_S:
        return third if first.casefold() in _COUNT_ADJECTIVES or second.casefold().endswith("ing") else first
    return first


_COUNT_ADJECTIVES = {"different", "separate", "individual", "distinct", "new", "old", "other", "more", "kinds"}
"""Words before a counted noun that are no noun themselves ("how many *different* kinds")."""


def _plural(word: str) -> bool:
    """Whether a word reads as a plural noun: it ends in "s", but not "ss" ("cross") or "us" ("bus")."""
    return bool(re.search(r"[^su]s$", word.casefold()))


def _same_count(asked: Sequence[str], said: str) -> bool:
    said_stem = stem(said.casefold())
    if any(stem(word.casefold()) == said_stem for word in asked):
        return True
    return any(said.casefold() in group and word.casefold() in group for group in _COUNTED_AS_ONE for word in asked)


_LIVING_ASKED = re.compile(
    r"\bhow\s+many\s+(?:people|inhabitants|residents|souls)\s+(?:live|lives|living|does|do|did|has|have|had"
    r"|are\s+there|were\s+there|dwell)\b",
    re.I,
)
_LOST = re.compile(r"\b(?:drowned|killed|died|dead|lost|perished|injured|rescued|saved|evacuated)\b", re.I)


def casualties_for_population(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether "how many people live in X / does X have?" is answered with a count of people an event drowned,
    killed or saved ("drowned eleven people in Tillingham parish"): no count of those who live there (fresh47 k08
    compared Dunmere's flood deaths with Dunmore's inhabitants)."""
    number = re.search(rf"\d[\d,.]*|\b(?:{_NUMBER_WORDS})\b", answer, re.I)
    if _LIVING_ASKED.search(question) is None or number is None:
        return False
    said = [" ".join(s.split()) for s in sentences if re.search(rf"\b{re.escape(number[0])}\b", " ".join(s.split()))]
    return bool(said) and all(
        _LOST.search(s) and not re.search(r"\binhabitants|population|live", s, re.I) for s in said
    )


def counts_other_thing(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the answer's number counts another thing in its sentence than the one asked about:
    "The organ, with 31 stops, ..." answers no "how many bells does St Oda's have?" (a missing
    fact the small model answers with the nearest count), nor "one of the largest colonies" "how
    many pairs nest there?". Only a number its sentence writes with a
    plural noun right after it (up to two words between: "34 green buses") is checked; nouns a count
    is written with for one another ("people", "inhabitants") are the same thing."""
    asked = _HOW_MANY.search(question)
    number = re.search(rf"\d[\d,.]*|\b(?:{_NUMBER_WORDS})\b", answer, re.I)
    if asked is None or number is None or asked[1].casefold() in _NOT_COUNTED:
        return False
    asked_words = [_counted_noun(asked)]
    text = " ".join(" ".join(sentences).split())
    if number[0].casefold() == "one" and _only_one_of_the_most(text):
        return True  # "hold one of the largest puffin colonies": no count of pairs
    counted = [
        match[1]
        for match in _PLURAL_AFTER_NUMBER.finditer(text)
        if match[0].casefold().startswith(number[0].casefold()) and match[1].casefold() not in _FUNCTION_WORDS_IN_S
    ]
    if number[0].casefold() in ("one", "1"):  # "Fourteen bridges and *one viaduct*": one of another thing
        counted += [m[1] for m in re.finditer(r"\b(?:one|1)\s+([a-z]{3,})\b", text, re.I) if m[1] not in _NOT_AFTER_ONE]
    return bool(counted) and not any(_same_count(asked_words, noun) for noun in counted)


_FOUR_DIGIT_YEAR = re.compile(r"\b1\d{3}\b|\b20\d{2}\b")
"""A year as a number alone ("1884", not the decade "1880s" that ``YEAR`` also reads)."""
_UNTIL_WHEN = re.compile(r"^\s*(?:until|till|up to|up until)\s+(?:which|what)\s+year\b", re.I)


_LEFT_SERVICE = re.compile(
    r"\b(?:withdrawn|sold(?:\s+abroad)?|retired|scrapped|laid\s+up|broken\s+up)\s+(?:in|by)\s+(1\d{3}|20\d{2})\b"
    r"|\b(?:in|by)\s+(1\d{3}|20\d{2}),?\s+(?:she|he|it|they)\s+(?:was|were)\s+"
    r"(?:withdrawn|sold|retired|scrapped|laid\s+up|broken\s+up)\b",
    re.I,
)
"""The year a ship or a machine left service: "She was withdrawn in 1997", "in 1992 she was sold abroad"."""


def span_of_years(question: str, answer: str, sentences: Sequence[str], page: Sequence[str] = ()) -> str | None:
    """The whole span a lone year begins in its sentence ("1931" of "from 1931 until 1979" ->
    "1931 until 1979"), for a comparison that weighs how long each side did something ("... for more
    years", "... lived longer"): a small model asked "When did X sail in Y's service?" gives the
    first year only, and a year alone is no length. With no span in its sentences, the year a ship
    left service that its page (``page``: the sentences of the passages holding them) gives ends it
    ("built in 1958" and "She was withdrawn in 1997" -> "1958 to 1997"); so it does a span the model
    ended with a year neither writes ("1964 to 1997" for a ship sold in 1992). None otherwise."""
    if not (HELD_LONGER.search(question) or LIVED_LONGER.search(question)):
        return None
    year = re.fullmatch(r"\s*(?:in\s+|from\s+)?(\d{4})(?:\s*(?:-|–|to|until)\s*(\d{4}))?\s*\.?\s*", answer)
    if year is None or (year[2] is not None and any(year[2] in s for s in (*sentences, *page))):
        return None  # a span whose end its page writes stands; one whose end it does not is made up
    # "from 1931 until 1979", "1931-1979", or "in 1909 and sailed on it until 1938" in one sentence
    span = re.compile(rf"\b{year[1]}(?:\s*(-|–|to)|\b[^.;]*?\b(until|till))\s*(\d{{4}})\b")
    spans = {(m[1] or m[2], m[3]) for s in sentences for m in span.finditer(" ".join(s.split()))}
    if not spans:  # "built in 1958 ... She was withdrawn in 1997": the years in service
        ends = {end for s in (*sentences, *page) for m in _LEFT_SERVICE.finditer(s) if (end := m[1] or m[2]) > year[1]}
        return f"{year[1]} to {ends.pop()}" if len(ends) == 1 else None
    if len(spans) != 1:
        return None
    link, end = spans.pop()  # in the sentence's own words, so the answer is written in it
    return f"{year[1]}{link}{end}" if link in "-–" else f"{year[1]} {link} {end}"


def _asks_until_when(question: str) -> bool:
    """Whether ``question`` asks the year a period ended ("Up to what year ...?", "... Any idea until what year the
    man who founded it served as mayor?")."""
    asked = _asked_part(question)
    return bool(_UNTIL_WHEN.match(asked) or _UNTIL_WHEN_INSIDE.search(asked))


_UNTIL_WHEN_INSIDE = re.compile(
    r"\b(?:any idea|know|tell me|say)\s+(?:until|till|up to|up until)\s+(?:which|what)\s+year\b", re.I
)
_PERIOD_STARTS = (
    r"\b(?:elected|appointed|chosen|became|become|took\s+office|began|begun|started|founded|opened|joined)\b"
)
"""Words telling a period's start before its year ("elected in 1930", "from 1930", "took office in 1930")."""


def ends_asked_period(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether a year answering "until what year ...?" may end the period: not when every sentence writing it gives
    it as a start ("Its first mayor, elected in 1930, ...", "from 1930" with no end after it), which fresh52 k05
    answered for "until what year ... served as his town's mayor". True for any other question, a year its
    sentences do not write, or one written as an end ("from 1930 to 1936", "between 1930 and 1936")."""
    year = _FOUR_DIGIT_YEAR.search(answer)
    if year is None or not _asks_until_when(question):
        return True
    holding = [" ".join(s.split()) for s in sentences if year[0] in s]
    started = re.compile(
        rf"(?:{_PERIOD_STARTS}(?:\s+[A-Za-z'’,-]+){{0,4}}?\s+(?:in\s+)?|\b(?:from|since)\s+){year[0]}\b"
        r"(?!\s*(?:to|until|till|and|[-–]))",
        re.I,
    )
    ended = re.compile(rf"(?:\b(?:to|until|till|through|and)\s+|[-–]\s*){year[0]}\b")
    return not holding or any(ended.search(s) or not started.search(s) for s in holding)


def range_end(question: str, answer: str, sentences: Sequence[str]) -> str | None:
    """The year a period ends, for "Until which year was X mayor?" answered with the year it began:
    "mayor of Dunmere from 1880 to 1884" answers 1884, not 1880 (a small model reads the first year
    of the pair). None when the question asks no such thing or the sentences write no period that
    begins with the answer's year."""
    year = _FOUR_DIGIT_YEAR.search(answer)
    if not _asks_until_when(question) or year is None:  # "X chaired it. Up to what year ...?"
        return None
    text = " ".join(" ".join(sentences).split())
    period = re.search(
        rf"\b(?:from\s+|between\s+)?{year[0]}\s*(?:to|until|till|and|[-–])\s*(1\d{{3}}|20\d{{2}})\b", text
    )
    return period[1] if period is not None else None


RANKING_WORDS = {
    "small", "large", "big", "old", "new", "other", "several", "many", "some", "various", "two", "public", "local",
    "famous", "well-known", "older", "newer", "earlier", "later", "smaller", "larger", "bigger", "former", *RANKS,
}  # fmt: skip
"""Words that rank or place a group without telling which it is: a page calls "a public board" "the valley's
first water board" (fresh27 k09), "a local firm" by its name, and no ship's page calls her "an older ship"
(fresh27 h04)."""


_RESTATED_KIND = re.compile(r"\b(?:that|this)\s+(?P<kind>[a-z-]+)\s+(?P<noun>[a-z-]+)\b")


def kind_restated(statements: Sequence[str], asked: str) -> str | None:
    """The kind word a question's pointer repeats from its statements ("designed the last *racing*
    frame ... that *racing* bicycle"): the answer's page must tell it, or it is about another of the
    things (fresh27 k16, unanswerable, was answered with the works' best-known model, a roadster).
    None when the pointer has no such word ("that ferry carry": a verb follows the noun)."""
    found = _RESTATED_KIND.search(asked)
    noun = found["noun"] if found is not None else ""
    verb = noun in BASE_VERBS or is_past_verb(noun) or noun.endswith("s") and noun[:-1] in BASE_VERBS
    kind = found["kind"] if found is not None else ""
    noun_itself = singular(kind) in PERSON_ROLES | PLACE_ROLES  # "that grandson spend", "that village across"
    if found is None or kind in RANKING_WORDS or verb or noun_itself or noun in PREPOSITIONS:
        return None
    said = any(re.search(rf"\b{found['kind']}\s+[a-z-]+", statement) for statement in statements)
    return found["kind"] if said else None


_YEAR_BESIDE_EVENT = re.compile(
    r"\b(?P<year>1\d{3}|20\d{2}),?\s+(?:just\s+)?(?:the|a)\s+year\s+(?P<relation>after|before)\s+(?P<event>[^.;,]+)",
    re.I,
)
_NOT_TELLING = {"what", "which", "when", "year", "does", "that", "this", "with", "from", "there", "their", "into"}


def year_beside_event(question: str, answer: str, sentences: Sequence[str]) -> str | None:
    """The year of the asked event when its sentence dates it by another year: "It began in 1863, the year
    after the town received its market charter" answers "In what year did Dunmore receive its market
    charter?" with 1862, not the 1863 a small model reads off (fresh27 k06). None unless the question asks
    a date, the answer is the year written before "the year after / before", and what follows shares two
    of the question's telling words ("market", "charter")."""
    if asked_kind(question) != "date":
        return None
    asked = _telling(question)
    for sentence in (" ".join(s.split()) for s in sentences):
        for found in _YEAR_BESIDE_EVENT.finditer(sentence):
            event, own = _telling(found["event"]), _telling(_year_clause(sentence[: found.start()]))
            # the year's own clause tells the question as well, and names nothing else: "The branch line opened
            # in 1870, the year after the main line opened" is the year asked for "When did the branch line
            # open?"; "The Pell harbour tramway opened in 1870, ..." is not, for "the Pell harbour railway"
            own_tells = len(own & asked) >= len(event & asked) and len(own - asked) <= len(event - asked)
            if found["year"] in answer and len(event & asked) >= 2 and not own_tells:
                return str(int(found["year"]) + (-1 if found["relation"].casefold() == "after" else 1))
    return None


_LEAD_IN = re.compile(r"(?:in|on|at|after|before|during|by|from|with|[a-z]+ed|built|made)\b", re.I)
"""What opens a part set off before a clause's subject: a time, a place, a participle ("Built by X, ...")."""


def _year_clause(before: str) -> str:
    """The clause a year ends, without what is set off by commas before it: "Built by X's company, *the branch line
    opened in*", "*The Pell lighthouse*, a tall granite tower, *was built in*" (its subject, then its verb)."""
    parts = [part.strip() for part in before.split(",") if part.strip()]
    if not parts:
        return before
    clause = parts[-1]
    opening = clause.split()[0].casefold()
    verb = opening in ("was", "were", "is", "are", "had", "has", "which") or is_past_verb(opening)
    if len(parts) > 1 and opening == "which":  # "Tom Hale built *the branch line*, which opened in": what it is of
        antecedent = re.search(r"\b(?:the|a|an)\s+[^,]*$", parts[-2], re.I)
        return f"{antecedent[0] if antecedent else parts[-2]} {clause}"
    if len(parts) > 1 and verb:  # the subject is further back: "The branch line, a single track, opened in"
        subject = next((part for part in parts[:-1] if not _LEAD_IN.match(part)), parts[0])
        clause = f"{subject} {clause}"
    return clause


def _telling(text: str) -> set[str]:
    """The telling words of ``text`` (longer than three letters, not a question's filler), by their stems, a
    last "e" aside, so that "receive" meets "received"."""
    return {stem(w).rstrip("e") for w in words(text) - _NOT_TELLING if len(w) > 3}


_DECADE_ASKED = re.compile(r"\b(?:which|what)\s+decade\b", re.I)
_DECADE = re.compile(r"\b(1\d{2}0|20\d0)s\b")


def asked_decade(question: str, answer: str, sentences: Sequence[str]) -> str | None:
    """The decade an "In which decade ...?" question asks, when the answer is not one: a year's decade
    ("1463" is "the 1460s"), else the one decade its sentences write ("It was built in the 1460s",
    answered "15th century" by a small model). None when the question asks no decade, the answer
    already is one, or it has no year and its sentences write no decade or several."""
    if not _DECADE_ASKED.search(question) or _DECADE.search(answer):
        return None
    year = _FOUR_DIGIT_YEAR.search(answer)
    if year is not None:
        return f"the {year[0][:3]}0s"
    decades = {found[1] for sentence in sentences for found in _DECADE.finditer(sentence)}
    return f"the {decades.pop()}s" if len(decades) == 1 else None


_CHANGED_VALUE = re.compile(
    r"\b(?:raised|increased|lifted|cut|reduced|lowered|brought|rose|fell|grew|went|dropped|lengthened|shortened)\b"
    r"[^.;]*?\bfrom\s+(?P<before>(?!1\d{3}\b|20\d{2}\b)\d[\d,.]*)\s+to\s+(?P<after>(?!1\d{3}\b|20\d{2}\b)\d[\d,.]*)\s+"
    r"(?P<unit>(?!(?:as|in|at|and|of|for|with|by|on|to|when|until|after|before)\b)[a-z][a-z-]*)",
    re.I,
)
"""A value changed, with both ends written: "The new engines raised the Maid's speed from 13 to 15
knots." (a lifespan's or a period's "from 1964 to 1982" has no verb of change and no unit)."""


def value_across_change(question: str, answer: str, sentences: Sequence[str]) -> str | None:
    """The value before or after a change the question asks about, for an answer that gave its other
    end: "How many knots could she make before those new engines?" answered "15 knots" from "raised
    the Maid's speed from 13 to 15 knots" is "13 knots" (a small model reads the newer, last number).
    None when the question asks neither "before" nor "after" (or both), or no sentence writes the
    answer's number as one end of a change."""
    before, after = (re.search(rf"\b{word}\b", question, re.I) is not None for word in ("before", "after"))
    number = re.search(r"\d[\d,.]*\d|\d", answer)
    if before == after or number is None:
        return None
    for sentence in sentences:
        for change in _CHANGED_VALUE.finditer(" ".join(sentence.split())):
            ends = (change["before"].rstrip(".,"), change["after"].rstrip(".,"))
            if number[0] in ends and ends[0] != ends[1]:
                wanted = ends[0] if before else ends[1]
                return f"{answer[: number.start()]}{wanted}{answer[number.end() :]}"
    return None


_DATED_THING_ASKED = re.compile(
    r"\b(?:when|what year|which year)\b.*?\b(?:was|were)\s+the\s+(?:[a-z-]+\s+){0,2}?(?P<noun>[a-z-]+)\s+"
    r"(?:built|opened|founded|erected|put up|added|laid out|made|cast|installed|roofed|dug|finished|completed)\b",
    re.I,
)


def dates_other_thing(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the answer's year dates another thing in its sentence than the one asked about: "It
    has a pavilion of 1905 and a bandstand" answers no "when was the bandstand built?" (the small
    model answers a missing date with the nearest one). Only a year its sentence writes right after
    a noun ("a pavilion of 1905", "the hall (1905)") is checked; and a birth year for when a person
    did something else (``birth_year_for_other_event``)."""
    if birth_year_for_other_event(question, answer, sentences):
        return True
    asked = _DATED_THING_ASKED.search(question)
    year = _FOUR_DIGIT_YEAR.search(answer)
    if asked is None or year is None:
        return False
    text = " ".join(" ".join(sentences).split())
    dated = re.findall(rf"\b([a-z-]+)\s+(?:of|dating from|\()\s*{year[0]}\b", text)  # not "cut stone from 1871"
    return bool(dated) and all(stem(noun) != stem(asked["noun"].casefold()) for noun in dated)


def dates_gapped_clause(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the answer's year opens a clause with its verb left out that names a thing the
    question does not ("It cast ... the gas lamp posts of Dunmere, and in 1886 the iron parts of the
    Aske Viaduct" answers no "in what year were they cast?", asked of the lamp posts): the year
    dates that thing only. Checked for a "when" question and a clause of a noun phrase alone."""
    year = _FOUR_DIGIT_YEAR.search(answer)
    if year is None or asked_kind(question) != "date":
        return False
    gapped = re.compile(
        rf"(?:,\s*(?:and|but)|;)\s+(?:in|by)\s+{year[0]}\s+(?:the|a|an|its|his|her|their)\s+"
        r"(?P<words>(?:[a-z-]+\s+){0,3}?)(?P<head>[a-z-]+)(?:\s+of\s+(?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+[A-Z][\w'’-]*)*)?"
        r"\s*(?:[.;]|$)"
    )
    asked = stems(question)
    for sentence in sentences:
        for clause in gapped.finditer(" ".join(sentence.split())):
            said = clause["words"].split() + [clause["head"]]
            if any(w.endswith("ed") or w in IRREGULAR_PARTICIPLES for w in said):
                continue  # "in 1886 the foundry closed": a clause with its verb
            if stem(clause["head"]) not in asked:
                return True
    return False


_WHEN_THING_DONE = re.compile(
    r"^(?:when|(?:in\s+)?(?:what|which)\s+year)\s+(?:was|were)\s+(?:the|that|this|its|her|his|their)\s+"
    r"(?:[a-z-]+\s+){0,2}?(?P<noun>[a-z-]+)(?:\s+of\s+(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,3}?)?\s+"
    r"(?P<verb>[a-z]+ed|built|made|cast|put up|set up|laid|dug|sold|bought|held|given|drawn|rebuilt)\s*[?.!]*$",
    re.IGNORECASE,
)
"""A "when" question about a thing and what was done to it: "In what year was that lift fitted?", "... was the dry
dock of Rask Brothers yard dug?" (fresh47 h04's last step, answered with the yard's founding year)."""
_WHEN_DID_TO_THING = re.compile(
    r"^(?:when|(?:in\s+)?(?:what|which)\s+year)\s+did\s+(?:he|she|they|#\d+)\s+"
    r"(?P<verb>[a-z]+(?:\s+(?:up|out|down|off))?)\s+(?:that|this|the|his|her|their)\s+"
    r"(?:[a-z-]+\s+){0,2}?(?P<noun>[a-z-]+)\s*[?.!]*$",
    re.IGNORECASE,
)
"""The same asked of a doer: "In what year did he set up that workshop?" (fresh26 k16, answered with
the year another thing of the village was built)."""


def dates_unsaid_thing(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether "In what year was that lift fitted?" is answered with a year whose sentences name
    neither the thing nor the deed ("MV Haldray Lass was built in 1958" for her wheelchair lift):
    the small model dates a thing the passages give no year with the nearest year. Not judged
    without the answer's sentences, or when none of them writes the year."""
    part = _asked_part(question).strip()
    asked = _WHEN_THING_DONE.match(part) or _WHEN_DID_TO_THING.match(part)
    year = _FOUR_DIGIT_YEAR.search(answer)
    dated = [s for s in sentences if year is not None and year[0] in s]
    if asked is None or not dated:
        return False
    verb = asked["verb"].split()[0].casefold()
    # a short verb whole ("set" is not "settled"), a longer one by its first letters ("fitted", "fitting")
    short = rf"\b(?:{re.escape(verb)}|{re.escape(verb.removesuffix('e'))}(?:e?d|e?s|ing))\b"  # "moved", not "movement"
    deed = re.compile(short if len(verb) <= 4 else rf"\b{re.escape(verb[:4])}", re.I)
    founding, founded = _EVENTS[0]
    synonyms = [founded] if founding.fullmatch(verb) else []  # "established": "set up", "founded"
    noun = stem(asked["noun"].casefold())
    return not any(noun in {stem(w) for w in words(s)} or _deed_in(s, verb, deed, synonyms) for s in dated)


def _deed_in(sentence: str, verb: str, deed: re.Pattern[str], synonyms: Sequence[re.Pattern[str]]) -> bool:
    """Whether a sentence writes the asked deed: its verb (``deed``), a word for the same event
    ("set up" for "established"), or its irregular past ("dug" for "dig")."""
    if deed.search(sentence) or any(said.search(sentence) for said in synonyms):
        return True
    return any(IRREGULAR_PAST_TO_BASE.get(w) == verb for w in words(sentence))


_WHEN_DID = re.compile(r"^(?:when|(?:in\s+)?(?:what|which)\s+year)\s+did\s+(?P<rest>.+?)[?.!\s]*$", re.I)
_AFTER_VERB = {"it", "them", "him", "her", "up", "down", "out", "off", "the", "a", "an", "its", "his", "their"}


_THAT_WORK = re.compile(
    r"\b(?:begin|start|take\s+up|stop|give\s+up|end|finish)\s+(?:that|this|the|her|his|their)\s+"
    r"(?:work|job|role|task|duty|duties|post)\b|\bdoing\s+(?:so|that|this)\b",
    re.I,
)
_STATED_DEED = re.compile(
    r"\b(?i:went\s+on|began|started|would\s+go\s+on)\s+to\s+(?P<verb>(?!(?:the|a|an|his|her|their)\b)[a-z]+)\b"
)


def _asked_deed(question: str) -> str | None:
    """The verb of "In which year did she plant it?" ("plant"): the first lowercase word after the
    subject's first word that ends the question or comes before its object or particle. "did she
    begin that work?" asks the deed a statement before it tells ("went on to *train* the company's
    deck officers")."""
    spans = [text for text, _, _ in sentence_spans(strip_chatter(question))]
    told = [found["verb"] for span in spans[:-1] for found in _STATED_DEED.finditer(span)]
    if _THAT_WORK.search(spans[-1]) and told:
        return told[-1]
    asked = _WHEN_DID.match(spans[-1])
    words = asked["rest"].split() if asked is not None else []
    if any(w.casefold() in ("that", "which", "who", "whom", "whose", "where", "when") for w in words):
        return None  # a relative clause's verb may come last ("did the works open where X learned his trade")
    ends = [i for i, w in enumerate(words) if i and w.isalpha() and w.islower()]
    return next((words[i] for i in ends if i + 1 == len(words) or words[i + 1] in _AFTER_VERB), None)


def dates_another_deed(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether a year answers "In which year did she plant it?" from a sentence about another deed
    while another of its sentences tells the asked one without a year ("She ran the brickworks
    from 1911 to 1940 ..." and "She also planted an orchard on the clay pits."): the small model
    dates an undated deed with the nearest year."""
    verb, year = _asked_deed(question), _FOUR_DIGIT_YEAR.search(answer)
    if verb is None or year is None:
        return False
    said = re.compile(_verb_pattern(verb), re.I)
    loosely = re.compile(rf"\b{re.escape(verb[:4])}", re.I)  # "build" in "built", "bought" not asked by "buy"
    dated = [s for s in sentences if year[0] in s]
    told = [s for s in sentences if said.search(s) and not _FOUR_DIGIT_YEAR.search(s)]
    return bool(dated and told) and not any(said.search(s) or loosely.search(s) for s in dated)


_WHEN_WAS_DONE = re.compile(
    r"^(?:when|(?:in\s+)?(?:what|which)\s+year)\s+(?:was|were)\s+(?:the|a|an)\s+(?P<rest>.+)$", re.I
)


_CLAUSE_OPENERS = {
    *("that", "which", "who", "whom", "where", "was", "were", "is", "are", "had", "has", "have", "been"),
    *("he", "she", "it", "they", "we", "i"),
}
"""Words before a participle of a clause of its own: the asked participle follows its subject bare; a pronoun opens a
clause without "that" ("the ship *he commanded* sold abroad", fresh68 h03 had "commanded" read as the asked one)."""


def _asked_participle(question: str) -> tuple[str, str, set[str]] | None:
    """For "When was a glasshouse added to the garden laid out behind the pottery?": the asked
    thing's head word, the asked participle's stem and the describing participles' stems
    ("glasshouse", "add", {"laid"}). The asked one is the first outside a clause of its own that
    takes no "by" after it (else the first outside a clause: "the shipyard founded by the engineer
    who had worked ..."); None for other questions or when there is none."""
    asked = _WHEN_WAS_DONE.match(sentence_spans(strip_chatter(question))[-1][0])
    if asked is None:
        return None
    after = re.findall(r"[\w'’-]+", asked["rest"])
    verbs = [i for i, w in enumerate(after) if i and _participle(w) and w != "found"]  # "found": also to find
    own = [i for i in verbs if after[i - 1].casefold() not in _CLAUSE_OPENERS]  # "that built", "was converted"
    verb = next((i for i in own if after[i + 1 : i + 2] != ["by"]), own[0] if own else None)
    if verb is None:
        return None  # "the firm that built X founded", "the ship commanded by X fitted": the last is asked
    head = after[verb - 1].casefold()
    if verbs[-1] == len(after) - 1 and _ends_the_question(after, verbs[-1]):
        verb = verbs[-1]  # "When was the ferry made for the new crossing *built*?": the question's own, at its end
    return head, stem(after[verb]), {stem(after[i]) for i in verbs if i != verb}


def _ends_the_question(after: Sequence[str], at: int) -> bool:
    """Whether the participle at the question's end is its own verb, not a clause's: after a common noun or a
    place a preposition governs ("... for the new crossing from Haldness to Haldwick *built*"), not after a
    clause's subject ("the firm Tom Hale *founded*", "that Ada Penn *founded*", "she *had* built")."""
    before = after[at - 1]
    if before.casefold() in ("had", "has", "have", "that", "which", "who", "he", "she", "it", "they", "we"):
        return False
    if before[:1].isupper():
        j = at - 1
        while j > 0 and after[j - 1][:1].isupper():
            j -= 1
        return j > 0 and after[j - 1].casefold() in PREPOSITIONS  # "to Haldwick", not "the firm Tom Hale"
    return True


def dates_describing_event(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether "When was a glasshouse added to the garden laid out behind the pottery?" is answered
    with the year of the event that only describes the thing on the way ("laid out in 1926"), not
    of the one asked ("added"): the answer's sentences state a describing participle and not the
    asked one (``_asked_participle``)."""
    asked = _asked_participle(question)
    year = _FOUR_DIGIT_YEAR.search(answer)
    if asked is None or year is None:
        return False
    dated = [s for s in sentences if year[0] in s]
    said = {stem(w.casefold()) for s in dated for w in words(s)}
    return bool(dated) and asked[1] not in said and bool(asked[2] & said)


def event_year_said(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """The year of the founding or ending a "when" question asks about (``_asked_event``), read in code from the
    sentences of ``passages`` that write that event's word right before "in YEAR" ("The ropeworks closed in 1921,
    and its long shed was pulled down in 1950." for "When did the ropeworks shut down?", fresh34 k10, which the
    model answered with the founding year twice), with the first such sentence; None when no sentence does, or
    they give more than one year."""
    said = _asked_event(strip_chatter(question)) if asked_kind(question) == "date" else None
    if said is None:
        return None
    event = re.compile(rf"(?:{said.pattern})\s+(?:down\s+)?(?:in|during)\s+({_YEAR_WORD})\b", re.I)
    asked = {w.casefold() for w in re.findall(r"[\w'’-]+", strip_chatter(question))}
    found = [
        (match[1], sentence)
        for passage in passages
        for sentence, _, _ in sentence_spans(" ".join(re.sub(r"(?m)^#.*$", "", passage).split()))  # no heading
        for match in event.finditer(sentence)
        if _subject_is_asked(sentence[: match.start()], asked, about(question, passage))
    ]
    return found[0] if found and len({year for year, _ in found}) == 1 else None


_SUBJECT_AUX = re.compile(
    r"\s+(?:was|were|is|are|been|had|has|finally|later|then|eventually|soon|itself|also)\s*$", re.I
)
"""A word between a clause's subject and its event's word ("The ropeworks *was finally* closed"), left off."""
_KIND_ENDINGS = ("works", "mill", "yard", "company", "school", "church", "chapel", "brewery", "line", "hall")
"""Last words of a kind's name ("Pell Ropeworks"), whose subject needs no "the" to be the asked thing's."""


def _subject_is_asked(before: str, asked: set[str], page_about_it: bool) -> bool:
    """Whether the subject of the clause an event's word ends (``before`` it) is the thing asked about: its name
    ("Ada Penn"), its kind ("The ropeworks" for "the works on the rope walk"), or "it" / "she" on a page about it;
    not another thing ("Its Tern office opened in 1890", "Her sister was scrapped", "Her deputy retired")."""
    plain = re.sub(r"\s*\([^)]*\)|,\s+(?:which|who|the)\b[^,]*,", "", before)  # "(founded 1790)", ", which ...,"
    clause = re.split(r"[,;:]\s+(?:and\s+|but\s+)?", plain)[-1]
    subject = clause
    while _SUBJECT_AUX.search(subject):  # "was finally", "had eventually been"
        subject = _SUBJECT_AUX.sub("", subject)
    subject = subject.strip()
    words = subject.split()
    if not words or words[0].casefold() in ("its", "her", "his", "their"):
        return False
    if len(words) == 1 and words[0].casefold() in ("it", "she", "he", "they"):
        return page_about_it
    head = words[-1].casefold()
    if words[0].casefold() == "the" and len(words) <= 4 or len(words) <= 3 and head.endswith(_KIND_ENDINGS):
        return any(len(w) >= 4 and head.endswith(w) for w in asked)  # "The ropeworks", "Pell Ropeworks"
    return bool(name_words(subject)) and set(name_words(subject)) <= set(name_words(" ".join(asked).title()))


def asked_event_year(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """The year of the asked event, read in code from the one sentence of ``passages`` that names
    the asked thing and its participle with exactly one year ("A glasshouse was added in 1938."
    for "When was a glasshouse added to the garden laid out ...?"), with that sentence; None when
    no sentence or more than one does."""
    asked = _asked_participle(question)
    if asked is None:
        return None
    thing, verb, _ = asked
    found = set()
    for passage in passages:
        for sentence, _, _ in sentence_spans(" ".join(passage.split())):
            said = {stem(w.casefold()) for w in words(sentence)}
            years = set(_FOUR_DIGIT_YEAR.findall(sentence))
            if verb in said and stem(thing) in said and len(years) == 1:
                found.add((years.pop(), sentence))
    return found.pop() if len(found) == 1 else None


_PAST_TIME_ASKED = re.compile(
    r"\b(?:at the time|back then|in those days"
    r"|(?:when|after|before)\s+(?:the|a|an|its|his|her|their|this|that|these|those|construction|(?-i:[A-Z]))"
    r"[^?]*?\b(?:was|were|had)\b)",
    re.I,
)
"""A past time the question itself asks at ("at the time the company was founded there", "when the Pell mill was
built"): not a statement before it ("After retiring, the man who was harbourmaster ... went back to the island he was
born on. About how many people live on that island?", fresh66 h03), and a name's capital, not any word's."""
_STATEMENT_END = re.compile(r"(?<!\bSt)(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bDr)[.!;]\s+(?=[A-Z])")
"""The end of a statement before a question ("... was born on. About how many ...?"), not of "St." or "Mrs."."""
_SAID_TODAY = re.compile(r"\b(?:has|have|is|are|lives?|today|now|nowadays|currently|at present)\b", re.I)


def today_for_past_time(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether "How many people lived in X at the time the company was founded there?" is answered
    with the figure its sentence gives for today ("X has about 31,000 inhabitants"): a count or
    measure asked at a past time that no year states, answered from a sentence in the present tense
    that gives no year."""
    asked = _STATEMENT_END.split(strip_chatter(question))[-1]  # the question proper, after any statement
    if asked_kind(question) != "number" or not _PAST_TIME_ASKED.search(asked):
        return False
    number = answer.strip().split()[-1] if answer.strip() else ""
    dated = [" ".join(s.split()) for s in sentences if number and number in s]
    return bool(dated) and all(_SAID_TODAY.search(s) and not YEAR.search(s) for s in dated)


_AT_THAT_TIME = re.compile(r"\b(?:at that time|at the time|by then|then|that year|in that year)\s*\??\s*$", re.I)


_WHEN_IN_YEAR = re.compile(r"\bwhen\b[^?,;]*?\bin\s+(1\d{3}|20\d{2})\s*[?.!]*\s*$", re.I)
_AGE_OR_SPAN_ASKED = re.compile(r"\bhow\s+(?:old|long)\b|\bhow\s+many\s+(?:years|months|weeks|days)\b", re.I)


def count_at_another_time(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether "In 1948 X was renamed Y. How many beds did it have at that time?" is answered with a count its
    sentences date to another year only ("X opened in 1896 with 60 beds", fresh34 k11, unanswerable): the asked
    time is the one year the statements before the question give, or the year the question asks in ("How many
    subscribers did X have when Y took it over in 1912?", fresh37 k12); every clause writing the number names a year,
    none of them that one, or it is dated "at its peak" (unless the question asks of the peak). Not judged for
    clauses without a year or a peak, or with a span of years (their count may hold then), nor for a year in an
    aside ("The yard, founded in 1850, employed 120 men")."""
    spans = [text for text, _, _ in sentence_spans(strip_chatter(question))]
    if asked_kind(question) != "number" or not spans:
        return False
    if len(spans) > 1 and _AT_THAT_TIME.search(spans[-1]):
        years = {year for text in spans[:-1] for year in YEAR.findall(text)}
    else:  # "How many subscribers did X have when Y took it over in 1912?": a time clause ending the question
        when = _WHEN_IN_YEAR.search(spans[-1])
        years = {when[1]} if when is not None and not _AGE_OR_SPAN_ASKED.search(spans[-1]) else set()
    number = re.search(r"\d[\d,.]*", answer)
    if len(years) != 1 or number is None:
        return False
    written = rf"(?<![\d,.]){re.escape(number[0])}(?![\d,.]*\d)"
    clauses = [c for s in sentences for c in re.split(r";\s+", _YEAR_ASIDE.sub(" ", " ".join(s.split())))]
    dated = [c for c in clauses if re.search(written, c)]
    if not dated or any(_YEAR_SPAN.search(c) for c in dated):
        return False  # "from 1920 to 1960 it had 60 beds": a span may cover the asked year
    peak_asked = _AT_ITS_PEAK.search(question) is not None  # "... employ at its peak?": the peak is the asked time
    return all(
        (YEAR.search(c) and not years & set(YEAR.findall(c)))
        or (not (peak_asked or YEAR.search(c)) and _AT_ITS_PEAK.search(c))
        for c in dated
    )


_AT_ITS_PEAK = re.compile(
    r"\bat\s+(?:its|their|his|her)\s+(?:peak|height|busiest)\b|\bin\s+(?:its|their)\s+heyday\b", re.I
)
"""A count's own time that is no year: "At its peak the works employed 300 people" dates the count to the peak,
not to the year the works closed (fresh40 k12, unanswerable, was answered 300 for "when it closed in 1927")."""
_YEAR_ASIDE = re.compile(rf",\s+(?:[a-z]+\s+){{0,3}}?(?:in|from|of|since)\s+{_YEAR_WORD}\s*,")
"""A year in an aside between commas ("The yard, founded in 1850, employed 120 men"): it dates another deed."""
_YEAR_SPAN = re.compile(rf"\b(?:from|between)\s+{_YEAR_WORD}\b|\b{_YEAR_WORD}\s*(?:-|–|to|and)\s*{_YEAR_WORD}\b")


_NO_DEED = r"(?!(?:by|of|with|from|to|for|on|in|at|into)\b)"
"""No preposition: "Tom Hale, her master, was rescued *by* the lifeboat" calls him no lifeboat."""


def name_of_another_thing(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether a thing's name asked ("What was that lifeboat called?", ``_NAME_ASKED``, or "... a lifeboat. What was
    she called?", ``_named_thing_pointed_at``) is answered
    by a name its sentences do not give that thing ("... MV Orrin Spirit ran aground; her passengers
    were taken off by lifeboat"): they must call it so ("a lifeboat called Hope", "the lifeboat
    Hope", "Hope, the islands' first lifeboat", "Hope was a lifeboat"). Not judged without sentences."""
    asked = _NAME_ASKED.search(strip_chatter(question))
    noun = asked.group(1) if asked is not None else _named_thing_pointed_at(question)
    name = answer.strip().strip(".")
    if noun is None or not name or not sentences:
        return False
    if re.search(rf"\b[A-Z][\w'’-]*\s+{noun[:1].upper()}{re.escape(noun[1:])}$", name):
        return False  # "the Tern Brewery" for a brewery: named as one
    said = re.escape(re.sub(r"^the\s+", "", name, flags=re.I))
    text = " ".join(" ".join(sentences).split())
    calls = (
        rf"\b{noun}s?\b[^.;]{{0,40}}?\b(?:called|named)\s+(?:the\s+)?[\"“]?{said}",
        rf"\b{noun}\s+(?:was|is)\s+(?:the\s+)?[\"“]?{said}",  # "The line's first car ferry was MV Tern"
        rf"{said}[\"”]?\s*(?:\([^)]*\)|,[^,.;]{{0,40}},)\s*(?:was|is|became)\s+(?:a|an|the|its|her|his|their)?\s*(?:{_NO_DEED}[\w'’-]+(?<!ed)\s+){{0,4}}?{noun}s?\b",
        rf"\b{noun}\s+(?:the\s+)?[\"“]?{said}",
        rf"\b{noun}\b[^.;,]{{0,40}},\s+(?:the\s+)?[\"“]?{said}",  # "the first lifeboat of the islands, the Hope"
        rf"{said}[\"”]?\s*(?:,|\(|\s(?:was|is|became)\b)\s*(?:a|an|the|her|his|its|their)?\s*(?:[\w'’-]+\s+){{0,3}}?{noun}s?\b",
    )
    return not any(re.search(pattern, text, re.I) for pattern in calls)


_NAME_OF_POINTED = re.compile(r"^what\s+(?:was|is)\s+she\s+(?:called|named)\s*\??$", re.I)
"""A name asked of the vessel a statement before it is about: "... built the islands' first motor lifeboat. What was
she called?"."""


def _named_thing_pointed_at(question: str) -> str | None:
    """The vessel noun whose name ``_NAME_OF_POINTED`` asks: the first the statement before it names ("lifeboat"),
    not one a person is told by ("married the captain *of a ferry*"); None for other questions, or when the
    statement names no vessel."""
    spans = [text for text, _, _ in sentence_spans(strip_chatter(question))]
    if len(spans) < 2 or _NAME_OF_POINTED.match(spans[-1].strip()) is None:
        return None
    # not a vessel a person is told by: "captain of a ferry"
    statement = re.sub(r"\b[a-z-]+\s+of\s+(?:a|an|the)\s+(?:[a-z-]+\s+){0,2}[a-z-]+", "", spans[-2])
    nouns = [singular(w.casefold()) for w in re.findall(r"[A-Za-z-]+", statement)]
    return next((noun for noun in nouns if CATEGORY_OF.get(noun) == "vessel"), None)


_MAKER_OF_UNNAMED = re.compile(
    r"^(?:who|which\s+[a-z]+)\s+(?P<verb>designed|built|planned|drew|made|painted|carved|cast)\s+"
    r"(?:the|this|that)\s+(?-i:[a-z-]+\s+){0,2}?(?P<noun>(?-i:[a-z]+))\s*\??$",
    re.IGNORECASE,
)
"""A question for the maker of a thing it does not name: "Who designed the building?"."""


def made_other_kind(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the maker of an unnamed thing ("Which architect designed the building?") is answered
    from sentences whose maker made things of another kind only ("He designed several gas-powered
    ferries"): every sentence with the asked verb gives it an object (the phrase's last word before
    a preposition, a conjunction or the end) of a known kind other than the asked noun's (a vessel,
    not a building), and none names the asked noun. A small model answers an unnamed
    thing's maker with whoever its passages say made anything. Not judged when the kinds are not
    known or no sentence uses the verb."""
    asked = _MAKER_OF_UNNAMED.match(sentence_spans(strip_chatter(question))[-1][0].strip())
    kind = noun_category(asked["noun"]) if asked is not None else None
    if asked is None or kind is None:
        return False
    verb, noun = stem(asked["verb"]), stem(asked["noun"].casefold())
    objects = []
    for sentence in sentences:
        said = re.findall(r"[A-Za-z-]+|[^\sA-Za-z-]", sentence)
        at = next((i for i, w in enumerate(said) if stem(w.casefold()) == verb), None)
        if at is None:
            continue
        if noun in {stem(w.casefold()) for w in said}:
            return False  # "She built ships and the bridge"
        phrase = list(
            itertools.takewhile(lambda w: w[0].isalpha() and w.casefold() not in _PHRASE_ENDS, said[at + 1 :])
        )
        head = phrase[-1].casefold() if phrase else ""
        objects.append(noun_category(head) or noun_category(stem(head)) if head else None)
    return bool(objects) and all(made is not None and made != kind for made in objects)


_PHRASE_ENDS = {"and", "or", "for", "in", "of", "at", "to", "with", "on", "from", "by", "as", "which", "that", "who"}
"""Words that end the object of a verb ("several gas-powered ferries *for* northern waters")."""


def birth_year_for_other_event(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether a when-question that asks no birth is answered with the year its sentence gives a
    birth ("born on the island of Brannoch in 1950, was harbourmaster ... from 1988" answers no "when
    did he become a harbourmaster?"; nor "Ada Penn (1841-1915)" when she opened a shop): every place
    the sentences write the year is a birth."""
    year = _FOUR_DIGIT_YEAR.search(answer)
    if year is None or len(_FOUR_DIGIT_YEAR.findall(answer)) > 1 or asked_kind(question) != "date":
        return False  # a life's span ("1841-1915") answers "how long did she live"
    if re.search(r"\b(?:born|birth\w*|lived|life)\b", question, re.I):
        return False
    text = " ".join(" ".join(sentences).split())
    written = len(re.findall(rf"\b{year[0]}\b", text))
    # "born in Ossery, was a surveyor and from 1895 the chairman": the year after the birth's clause is another's
    between = r"(?:(?!,\s*(?:was|were|is|and)\b|\bfrom\b)[^.;0-9]){0,60}"
    births = len(re.findall(rf"\bborn\b{between}\b{year[0]}\b|\({year[0]}\s*[-–]", text))
    return written > 0 and births == written


_EVENT_THING_ASKED = re.compile(
    r"\b(?:when|what year|which year)\b.*?\b(?:did|was|were)\s+(?:the|that|this)\s+(?-i:(?:[A-Z][\w'’-]*\s+){0,3}"
    r"(?:(?!(?:whose|who|that|which|where|he|she|they|it)\b)[a-z-]+\s+){0,2}?"
    r"(?P<noun>(?!(?:whose|who|that|which|where|he|she|they|it)\b)[a-z-]+))"
    r"(?:\s*,\s*(?:whose|which|that|where)\b[^,?]+,)?"  # "the Dunmere tramway, whose cars ..., begin"
    r"(?:\s+(?:(?:where|that|which)\s+)?(?:he|she|they|it)\s+[a-z]+)?\s+"  # "the ice works he founded close"
    r"(?:(?:first\s+)?(?:open|opened|close|closed|built|founded|erected|completed|finished|launched|start|started"
    r"|begin|began)\b)",
    re.I,
)


def passage_names_dated_thing(question: str, passages: Sequence[str]) -> bool:
    """Whether the passages an answer's year was read from name the thing whose date is asked ("when
    did the lifeboat station open?"): its noun or another of its category ("the firm" is named by
    "the Pell Works"). "It opened in 1986", from a route's page that names no station, answers
    another question. True when the question asks no such date or no passage is known."""
    asked = _EVENT_THING_ASKED.search(question)
    if asked is None or not passages:
        return True
    noun = asked["noun"].casefold()
    category = noun_category(noun)
    kin = {stem(n) for n in CATEGORY_NOUNS[category].split("|")} if category else set()
    if category == "vessel":  # "that ship" is named by "MV Tern"
        kin |= {"mv", "ss", "ps"}
    text = " ".join(passages)
    said = {stem(word) for word in re.findall(r"[a-z][a-z-]+", text.casefold())}
    # another of its kind names it in a word of the text ("the firm": "the Pell Works"; "that ship":
    # "a car ferry"), but a building's kind not in a place's name ("Calder Bridge" names no chapel)
    named_by = (
        said if category in ("organisation", "vessel") else {stem(w) for w in re.findall(r"\b[a-z][a-z-]+", text)}
    )
    return stem(noun) in said or bool(kin & named_by)


_RANKING = "|".join([*SUPERLATIVES, "finest", "best", "few"])


def _only_one_of_the_most(text: str) -> bool:
    """Whether every "one" of ``text`` is "one of the largest / most / best ...", which ranks a
    thing and counts nothing; not when the text counts one another way ("a single lighthouse",
    "only one", "1 mill")."""
    if re.search(r"\b(?:single|only|sole|lone|1)\b", text, re.I):
        return False
    ones = re.findall(rf"\bone\b(?: of the (?:{_RANKING})\b)?", text, re.I)
    return bool(ones) and all(" of the " in one for one in ones)


_ASKED_DIMENSION = re.compile(
    r"\bhow (tall|high|long|wide|broad|deep)\b|\bwhat (?:is |was )?(?:the |its )?(height|length|width|depth)\b", re.I
)


_WHICH_PLACE = re.compile(r"\b(?:which|what) (?:town|city|village|country|port|island|harbour)\b", re.I)
_PLACE_OF = r"(?:the\s+)?(?:(?:island|town|city|village|port|parish|county)\s+of\s+)?"
"""What may stand between "born on" and the place's name: "born on the island of Brannoch"."""
_LIFE_PLACE = re.compile(r"\b(?:born|birth|die[ds]?|death|buried|birthplace|hometown|home town)\b", re.I)


def birthplace_for_other_place(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether a place question that asks no birth or death ("Where did X do her training?", "In
    which city did X study?") is answered with the place its sentences give only as a birth or
    death place ("born in Corvanmouth", "born on the island of Brannoch"): the small model's
    nearest place, when the place asked for is not stated."""
    if not (asked_kind(question) == "place" or _WHICH_PLACE.search(question)) or _LIFE_PLACE.search(question):
        return False
    if re.search(r"\b(?:from|grow|grew|raised|home)\b", question, re.I):
        return False  # "Where is X from?", "Where did X grow up?": a birthplace may answer them
    place = re.escape(re.sub(r"^(?:in|at)\s+", "", answer.strip(), flags=re.I).strip(" .,;"))
    text = " ".join(" ".join(sentences).split())
    if not place or not re.search(rf"\b{place}\b", text, re.I):
        return False
    if re.search(r"\b(?:there|its|where)\b", text, re.I):
        return False  # "born in Pell, taught at the school there": the place may be said another way
    places = list(re.finditer(rf"(?P<before>(?:\S+\s+){{0,3}})(?:in|at|on)\s+{_PLACE_OF}{place}\b", text, re.I))
    life_only = (
        re.search(r"\b(?:born|died|buried)\b", m["before"], re.I) and " and " not in m["before"] for m in places
    )
    return bool(places) and all(life_only)  # "born and raised in X" also says where X lived


def measures_other_dimension(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the answer's measure is written, in the answer or its sentence, with another
    dimension than the one asked about: "is 50 metres long" answers no "how tall is the diving
    tower?" (a missing fact the small model answers with the pool's length). Only a measure its
    sentence follows with a dimension word is checked ("raised to 52 metres" says nothing)."""
    asked = _ASKED_DIMENSION.search(question)
    number = re.search(r"\d[\d,.]*", answer)
    if asked is None or number is None or re.search(r"\bhow long (?:does|did|do|will|would)\b", question, re.I):
        return False  # "how long does the crossing take?" asks for a time
    wanted = DIMENSIONS[(asked[1] or asked[2]).casefold()]
    written = re.compile(rf"(?<![\d,.]){re.escape(number[0])}\s*(?:{_MEASURES})\s+({'|'.join(DIMENSIONS)})\b", re.I)
    said = [m[1].casefold() for text in (answer, *sentences) for m in written.finditer(" ".join(text.split()))]
    return bool(said) and all(DIMENSIONS[word] != wanted for word in said)


_MEASURED_NAME = re.compile(
    r"\bhow (?:tall|high|long|wide|broad|deep) (?:is|was|are|were) (?P<thing>.+?)\??$"
    r"|\bwhat (?:is|was) the (?:height|length|width|depth) of (?P<of>.+?)\??$",
    re.I,
)
_SUBJECT_VERBS = r"is|was|are|were|runs|ran|stretches|stretched|measures|measured"
_HEDGE_WORDS = r"(?:(?:about|some|roughly|nearly|almost|around|over|just)\s+)?"


def measures_other_thing(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the answer's measure is another named thing's: "How long is Orrinsay?" is not
    answered by "The island link between Haldwick and Port Orrin is 20 nautical miles long" (a
    missing fact the small model answers with a route's length). Only a sentence whose subject,
    right before the verb that gives the measure, names something (a capitalised word after its
    first) and which names the asked thing nowhere is judged: "The island is 24 kilometres long"
    on the island's own page says nothing against it."""
    asked = _MEASURED_NAME.search(question)
    number = re.search(r"\d[\d,.]*", answer)
    if asked is None or number is None:
        return False
    words = [w for w in re.findall(r"[A-Z][\w'’-]+", asked["thing"] or asked["of"]) if w not in ("The", "A", "An")]
    if not words:
        return False
    measured = re.compile(
        rf"(?:^|[,;:]\s*)(?P<subject>[^,;:]+?)\s+(?:{_SUBJECT_VERBS})\s+{_HEDGE_WORDS}"
        rf"{re.escape(number[0])}\s*(?:[a-z]+\s+)?(?:{_MEASURES})\b"
    )
    for sentence in sentences:
        text = " ".join(sentence.split())
        found = measured.search(text)
        if found is None:
            continue
        if any(re.search(rf"\b{re.escape(word)}\b", text) for word in words):
            bare = not re.search(r"\b(?!the\b)[a-z]{3,}\b", asked["thing"] or asked["of"])  # "Port Orrin", no "route"
            if bare and _named_past_a_head(found["subject"], text[found.end("subject") :], words):
                return True  # "The island link between Haldwick and Port Orrin is 20 nautical miles long"
            continue
        subject = found["subject"]
        if re.search(r"\b(?:is|was|are|were|has|had)\b", subject):
            continue  # "It was raised by Ada Penn and is 40 metres tall": a clause before it, no subject
        if re.search(r"\s[A-Z]", subject):  # "The island link between *Haldwick* and ..."
            return True
    return False


_SUBJECT_NAME = re.compile(r"^(?:The\s+)?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?P<number>[IVX]+|\d+)\s+[a-z]")
"""A sentence opening with a name and a number after it ("MV Brannoch II is ...", "Lodge 2 was ...")."""


def said_of_look_alike(question: str, answer: str, sentences: Sequence[str]) -> bool:
    """Whether the answer's sentence gives it for a look-alike of the thing asked about: its
    subject is the asked name with a number after it that the question does not give ("MV Brannoch
    II is a ferry of 51 metres ... built to replace the old MV Brannoch" for "How long is the old MV
    Brannoch?": its successor's length). Only a number marks the look-alike: "Brannoch Quay" or
    "Marrow End Pottery" name other kinds of thing, which the other checks judge."""
    value = answer.strip().strip(".")
    if not value or value.casefold() in question.casefold():
        return False
    for sentence in sentences:
        text = " ".join(sentence.split())
        opening = _SUBJECT_NAME.match(text)
        if opening is None or value not in text[opening.end("number") :]:
            continue
        numbered = f"{opening['name']} {opening['number']}"
        if opening["name"] in named_entities(question) and numbered not in question:
            return True
    return False


def _asks_of_name(question: str, name: str) -> bool:
    """Whether ``question`` asks about ``name`` itself: "MV Brannoch's capacity", "did MV Brannoch carry", "... of
    MV Brannoch?"; not "the ship that replaced MV Brannoch"."""
    named = re.escape(name)
    return (
        re.search(rf"{named}['’]s\b", question) is not None
        or re.search(rf"\b(?:did|does|do|was|is|were|could|can)\s+(?:the\s+)?(?:old\s+)?{named}\b", question)
        is not None
        or re.search(rf"\bof\s+(?:the\s+)?(?:old\s+)?{named}\s*\?*$", question) is not None
    )


def page_of_look_alike(question: str, sentences: Sequence[str], pages: Sequence[str]) -> bool:
    """Whether the answer's sentences say "She carries 240 passengers" on the page of a look-alike of the thing
    asked about: a page headed with the asked name and a number after it that the question does not give ("# MV
    Brannoch II" for "What was MV Brannoch's passenger capacity?", fresh37 h03 re-run), its sentence naming no
    one itself."""
    for page in pages:
        first = heading_line(page)
        opening = _SUBJECT_NAME.match(f"{first.lstrip('# ').strip()} x") if first else None
        if opening is None or not _asks_of_name(question, opening["name"]):
            continue
        numbered = f"{opening['name']} {opening['number']}"
        text = " ".join(page.split())
        own = [s for s in sentences if " ".join(s.split()) in text and opening["name"] not in s]
        if own and numbered not in question:
            return True
    return False


_HEAD_THEN_LINK = re.compile(r"^(?:[Tt]he|An?)\s+(?:[a-z-]+\s+){1,3}?(?:between|from|to|across|over|linking|joining)\s")
"""A subject whose head is a thing of its own, the names after it its ends ("The island link
between ...", "The bridge over ...")."""


def _named_past_a_head(subject: str, rest: str, words: Sequence[str]) -> bool:
    """Whether the asked name stands only after the head of the measure's subject ("The island link
    *between Haldwick and Port Orrin*" for "How long is Port Orrin?"): the measure is the link's.
    Not "The island of Orrinsay" ("of" names the island itself)."""
    head = _HEAD_THEN_LINK.match(subject)
    if head is None:
        return False
    named = lambda text: any(re.search(rf"\b{re.escape(word)}\b", text) for word in words)  # noqa: E731
    return named(subject[head.end() :]) and not named(rest)


ONE_OF_TWO = ("elder", "eldest", "older", "oldest", "younger", "youngest")
"""The words that pick one of two people by age ("the elder of the two brothers")."""
_ONE_OF_PAIR = re.compile(rf"^Who (?:was|is) the (?P<which>{'|'.join(ONE_OF_TWO)}) of (?P<names>.+?)\??$", re.I)


def elder_of(question: str, passages: Sequence[str]) -> tuple[str, tuple[str, ...]] | None:
    """The one "Who was the elder of A and B?" asks for, read in code from the lifespans after
    their names in ``passages`` ("Michael Halloran (1840-1911)"), with the sentences that give
    them; None when the question is not such, or a lifespan is missing or the birth years tie (a
    small model asked it answers with both names). The passages are split into sentences only for
    such a question: the Loop asks this of every step."""
    asked = _ONE_OF_PAIR.match(strip_chatter(question).strip())
    if asked is None:
        return None
    sentences = [text for passage in passages for text, _, _ in sentence_spans(passage)]
    listed = re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", re.sub(r"^the (?:[a-z]+ )?", "", asked["names"]))
    surname = listed[-1].split()[-1]
    names = [name if len(name.split()) > 1 else f"{name} {surname}" for name in listed]  # "Ivar and Nils Rask"
    born = [lifespan_year(f"When was {name} born?", sentences) for name in names]
    if len(names) < 2 or any(year is None for year in born):
        return None
    years = [int(year[0]) for year in born if year is not None]
    pick = min if asked["which"].casefold() in ("elder", "eldest", "older", "oldest") else max
    if years.count(pick(years)) > 1:
        return None
    return names[years.index(pick(years))], tuple(year[1] for year in born if year is not None)


_QUESTION_FILLER = {"when", "what", "which", "year", "was", "were", "did", "does", "the", "in", "of", "a", "an", "is"}


_SO_RESULT = re.compile(
    r"^(?P<reason>.+?),?\s+so\s+(?:that\s+)?(?P<result>.+?)\.?$|^(?P<result2>.+?)\s+because\s+(?P<reason2>.+?)\.?$",
    re.I,
)


def reason_stated(question: str, sentences: Sequence[str]) -> str | None:
    """The reason a copied sentence gives for what a "why" question asks, when the model called it
    unknown: "Her propellers and bridges are at both ends, so she never has to turn round in
    harbour" answers "Why does X never have to turn round in harbour?" with its first clause. Only
    a sentence whose "so" (or "because") clause holds the question's words counts; None otherwise."""
    if not re.match(r"\s*why\b", strip_chatter(question), re.I):
        return None
    asked = stems(question) - stems("why does do did is was are were the a an")
    for sentence in sentences:
        said = _SO_RESULT.match(" ".join(sentence.split()))
        if said is None:
            continue
        result, reason = (said["result"], said["reason"]) if said["result"] else (said["result2"], said["reason2"])
        if asked and len(stems(result) & asked) >= 0.6 * len(asked - stems(reason)):
            return reason.strip()
    return None


def year_stated(question: str, sentences: Sequence[str], passages: Sequence[str]) -> str | None:
    """The year a "when" question asks for, read in code from the sentences a model copied as its
    evidence and then answered "unknown" ("In 1992 she was sold abroad." for "When was MV Corvan
    Lady sold abroad?"): only when the copied sentences are in the passages, give exactly one year,
    and share a word of what the question asks (its verb or noun, not a name or a question word).
    None otherwise."""
    if asked_kind(question) != "date" or not sentences:
        return None
    normal = [" ".join(p.split()).casefold() for p in passages]
    if not all(any(" ".join(s.split()).casefold() in text for text in normal) for s in sentences):
        return None  # a sentence the model wrote itself
    said = " ".join(sentences)
    years = set(YEAR.findall(said))
    asked = {stem(w) for w in re.findall(r"\b[a-z]{3,}\b", question)} - {stem(w) for w in _QUESTION_FILLER}
    if len(years) != 1 or not asked & {stem(w) for w in re.findall(r"\b[a-z]{3,}\b", said.casefold())}:
        return None
    return years.pop()


_WHO_VERBED = re.compile(r"^Who\s+(?P<verb>[a-z]+)\s+(?P<rest>[^?]+?)\s*\??$")
_NO_DEED_WORDS = {
    "the", "a", "an", "of", "on", "in", "at", "to", "for", "by", "was", "were", "is", "are", "and", "that",
}  # fmt: skip


def doer_stated(question: str, passages: Sequence[str]) -> tuple[str, str] | None:
    """The one named doer a "Who VERBED ...?" lookup asks for, read in code where a passage's sentence writes the deed
    with its doer ("laid out in 1901 on land *given by the brewer Thomas Kemp*" for "Who gave the land the Ossery
    recreation ground was laid out on?") and most of the question's other words: the small model, given several
    passages, called it not stated (fresh60 k06's trace). With that sentence; None when no sentence or several names
    do."""
    asked = _WHO_VERBED.match(question.strip())
    if asked is None:
        return None
    verb = asked["verb"].casefold()
    participle = PAST_TO_PARTICIPLE.get(verb) or (
        verb if verb.endswith("ed") or verb in IRREGULAR_PARTICIPLES else None
    )
    if participle is None:
        return None
    wanted = {stem(w) for w in re.findall(r"[a-z][a-z-]{2,}", asked["rest"].casefold())} - _NO_DEED_WORDS
    if len(wanted) < 2:
        return None  # too few of the deed's words to tell its sentence
    doer = re.compile(
        rf"\b{re.escape(participle)}\s+by\s+(?:the\s+(?:[a-z-]+\s+){{0,2}})?(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)"
    )
    found = {}
    for passage in passages:
        for sentence, _, _ in sentence_spans(passage):
            said = " ".join(sentence.split())
            match = doer.search(said)
            if match and 3 * len(wanted & stems(said.casefold())) >= 2 * len(wanted):
                found.setdefault(match["name"], said)
    return next(iter(found.items())) if len(found) == 1 else None


def count_of_asked(question: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """The count "how many THINGS" asks for, read in code where exactly one sentence writes a
    number with that noun right after it (up to two words between: "260,000 vehicles a year"), with
    that sentence: the small model read the other count of the same sentence ("about 1.1 million
    passengers"). None when no sentence or more than one number does."""
    asked = _HOW_MANY.search(question)
    if asked is None or asked[1].casefold() in _NOT_COUNTED:
        return None
    noun = _counted_noun(asked).casefold()
    root = stem(noun)
    forms = {noun, root, f"{root}s", f"{root}es", f"{root[:-1]}ies" if root.endswith("y") else root}
    counted = re.compile(  # the noun in lowercase, as a word: "1997 by the Carrow Yard" counts no cars
        rf"(\d[\d,.]*(?:\s+(?:million|thousand))?|\b(?:{_NUMBER_WORDS})\b)(?:[\s-]+[a-z-]+){{0,2}}?\s+"
        rf"(?-i:{'|'.join(re.escape(f) for f in sorted(forms, key=len, reverse=True))})\b",
        re.I,
    )
    found = {(m[1], s) for s in sentences for m in counted.finditer(" ".join(s.split()))}
    return found.pop() if len({number for number, _ in found}) == 1 and len(found) == 1 else None


_DISTANCE = re.compile(
    r"\d[\d,.]*\s*(?:nautical\s+)?(?:metres|meters|kilometres|kilometers|km|miles|feet)\b(?!\s*(?:an|per|a)\s+hour)",
    re.I,
)


_TAKES = re.compile(r"\bhow long (?:does|did|do|will|would)\b.*\btakes?\b|\bhow much time\b", re.I)
_TIME_UNIT = re.compile(r"\b(?:hours?|minutes?|days?|weeks?|months?|years?|h|mins?)\b", re.I)


def distance_for_time(question: str, answer: str, sentences: Sequence[str] = ()) -> bool:
    """Whether how long something takes ("how long does the overnight sailing take?") is answered
    with a distance and no time ("46 nautical miles", the route's length; fresh20 h01)."""
    return bool(_TAKES.search(question) and _DISTANCE.search(answer) and not _TIME_UNIT.search(answer))


_LENGTH_ASKED = re.compile(
    r"\b(?:what\s+(?:is|was|are|were)\s+the\s+(?:overall\s+)?(?P<size>length|height|width|breadth|beam|depth)\s+of"
    r"\s+(?:(?:the|that|this|her|his|its|their)\s+)?(?P<thing>[#\w'’-]+(?:\s+[a-z-]+)?)|how\s+(?:tall|high|wide|deep)\b)",
    re.I,
)


def time_for_length(question: str, answer: str, sentences: Sequence[str] = ()) -> bool:
    """Whether a length or another size asked about ("What was the length of the ship her father was master of?",
    "how tall is ...?") is answered with a time and no distance ("7 years", how long he was her master; fresh62
    h04's "How long was the ship ...?", read as its length, was answered so)."""
    asked = _LENGTH_ASKED.search(question)
    if asked is None or not _TIME_UNIT.search(answer) or _DISTANCE.search(answer):
        return False
    if asked["size"] is None or asked["size"].casefold() != "length":
        return True
    thing = (asked["thing"] or "").split()  # a length "of" a ship, a bridge, a name; not of a strike or a reign
    named = bool(thing) and (thing[0].startswith("#") or thing[0][:1].isupper())
    return named or any(noun_category(w.casefold()) not in (None, "person") for w in thing)


def distance_for_speed(question: str, answer: str) -> bool:
    """Whether a speed asked about ("what is the service speed of X?", "how fast ...?") is answered
    with a distance ("38 nautical miles", the length of her route): no speed is stated."""
    return bool(re.search(r"\bspeed\b|\bhow fast\b", question, re.I)) and bool(_DISTANCE.search(answer))
