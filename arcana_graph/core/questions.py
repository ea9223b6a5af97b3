"""Multi-hop questions split into one-fact steps in code, from the wording alone.

A 1.5B model asked to plan "Who founded the workshop that made the lens of the Veltmar Point
lighthouse?" often starts with "Who founded the workshop?", a step nothing can answer. The order
of the hops is written in the grammar: the innermost description (a relative clause, "the founder
of X", "X's birthplace", "the glassworks founded by X", "the town with the lantern walk") names
something that must be looked up before the phrase around it makes sense. ``decompose`` replaces
the innermost description with ``#1`` (a step of its own), then the next, until only the question
itself is left:

    Who founded the workshop that made the lens of the Veltmar Point lighthouse?
    -> Which workshop made the lens of the Veltmar Point lighthouse?   Who founded #1?

    Where was the chief engineer of the firm that built the Kestrel Valley Railway born?
    -> Which firm built the Kestrel Valley Railway?   Who was the chief engineer of #1?   Where was #2 born?

Two-sided comparisons ("Which is older, X or Y?") become one lookup per side
(``comparison_plans``; compared in code later, ``answer_comparisons.compare``). The word lists both read are in
``question_words``; the re-plans of a step that failed are in ``replans``. Only descriptions
whose referent has a page of its own are split off: a person or organisation by role ("the mayor
of X"), a place ("X's birthplace", "the valley's largest town"), or anything a relative clause
picks out. "The lens of X" or "the name of X" stays
in its step. The splitter reads surface grammar, not a parse: it is right on the shapes it knows
and leaves the rest alone (one step: the question), so a plan from the model can take over when a
step fails.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from arcana_graph.core.answer_comparisons import BEFORE_AFTER, HAD_BY_THEN, MORE_THAN, THAN_COMPARISON, comparison
from arcana_graph.core.answer_words import CATEGORY_NOUNS, CATEGORY_OF
from arcana_graph.core.answers import KIN, ONE_OF_TWO, name_kind, named_entities
from arcana_graph.core.comparison_plans import (
    COMPARISON_LEAD,
    comparison_steps,
    count_of,
    had_by_then_sides,
    had_by_then_steps,
    in_time_steps,
    than_steps,
)
from arcana_graph.core.question_words import (
    BASE_LIKE_PASTS,
    BASE_VERBS,
    INTRANSITIVE_PAST,
    MAX_STEPS,
    ORGANISATION_ROLES,
    PAST_TO_BASE,
    PEOPLE_WORDS,
    PLACE_ROLES,
    POINTED_AGAIN,
    PREPOSITIONS,
    RANKS,
    employer_words,
    is_deed_verb,
    is_ing_participle,
    is_participle,
    is_past_verb,
    names_a_trait,
    singular,
)
from arcana_graph.core.text import (
    IRREGULAR_PARTICIPLES,
    IRREGULAR_PAST_TO_BASE,
    PARTICIPLE_TO_PAST,
    PAST_TO_PARTICIPLE,
    PERSON_ROLES,
    SUPERLATIVES,
    WOMAN_WORDS,
    aside_after_dash_as_stop,
    one_of_plural,
    sentence_spans,
    strip_chatter,
)
from arcana_graph.core.wording import number_word_value

__all__ = [
    "MAX_STEPS",
    "decompose",
    "named_for_pronouns",
    "plain_wording",
    "pointed_first",
    "pronoun_as_subject",
    "thing_pointed_at",
    "two_named_compared",
]


_TOKEN = re.compile(r"\"[^\"]+\"|“[^”]+”|#\d+|['’]s\b|\w[\w&.-]*(?:['’](?!s\b)[\w&.-]+)*(?<![.])|&|[,;:]")
_MODALS = {"can", "could", "will", "would", "should", "may", "might", "must"}
_AUX = {"is", "are", "was", "were", "did", "does", "do", "has", "have", "had", *_MODALS}
_BE = {"is", "are", "was", "were"}
_BECOME = {"become", "became", "becomes", "becoming"}
_DO = {"did", "does", "do", *_MODALS}
"""Auxiliaries a base verb follows ("did X *make*", "could the ship *carry*")."""
_PAST = {"was", "were", "did", "had"}
_RELATIVE = {"that", "which", "who", "whom", "whose", "where"}
_WH = {"who", "whom", "whose", "what", "which", "where", "when", "how"}
_WH_PREPOSITIONS = {
    *("in", "from", "at", "on", "for", "by", "since", "until", "to", "of", "after", "into", "with", "during"),
    *("beside", "near", "along", "across", "behind", "under", "over", "through", "beneath", "below", "above"),
}
_DETERMINERS = {"the", "a", "an", "his", "her", "its", "their", "this", "that", "these", "those"}
_POSSESSIVE_PRONOUNS = {"his", "her", "its", "their"}
_PARTICLES = {"up", "out", "down", "off", "over", "home", "back"}
_ADVERBS = {"first", "later", "once", "also", "then", "finally", "never", "still", "only", "last"}
"""Words between a clause's end and the question's own verb ("the man who founded X *first* flew")."""
_BEFORE_PAST = _ADVERBS | {"ever"}
"""Words between a subject and its past verb ("the last ship X *ever* built")."""
_MEASURE_MODIFIERS = {"top", "main", "maximum", "total", "average", "usual", "service", "original", "full"}
"""Words before the noun a thing's measure is written with ("that steamer's *top* speed")."""
_NAMING_NOUNS = {"island", "town", "village", "city", "hamlet", "parish", "county", "isle", "harbour"}
"""Nouns that, before "of" and a name, are that name ("the island of Orrinsay") or the thing it names
("the harbour of Corvanmouth": Corvanmouth's harbour), not a role of it to look up."""
_BIRTHPLACE = {"birthplace", "hometown"}
_VESSELS = {"ship", "ferry", "steamer", "boat", "vessel", "flagship"}
"""What sails a route ("how many cars can the ship on the night crossing carry?") or a company owns
("who designed the company's freight ship?", "the Velmar Harbourline's flagship"): looked up first."""
_ANY_VESSEL = _VESSELS | set(CATEGORY_NOUNS["vessel"].split("|"))
"""Every word for a vessel ("lifeboat", "tug", "barge"), which "she" after a statement may stand for."""


def decompose(question: str) -> tuple[str, ...] | None:
    """The question as one-fact steps, innermost first (``#1``, ``#2``... stand for earlier
    answers; the last step is the question itself with those in place).

    Returns:
        The steps; ``(question,)`` when the wording names no hop; None when it has more hops
        than ``MAX_STEPS`` allows.
    """
    question = _trait_as_relative(_PLACES_OF_TWO.sub("", _ASIDE_AFTER_FIRST_SIDE.sub("", question)))
    for plainer in (_preposition_fronted(question), _one_doer_of_two_deeds(question)):
        if plainer != question:  # the plainer wording, where it splits; one lookup keeps the question's own words
            steps = decompose(plainer)
            if steps != (plainer,):
                return steps
    steps = _two_named_compared(question) or _decomposed(question)
    if steps == (question,):  # a statement's thing the joined question could not be split through
        steps = (
            _introduced_thing_first(question)
            or _person_told_by_named_thing(question)
            or _statements_chained(question)
            or _split_as_told_plainly(question)
            or steps
        )
    if steps is None:
        return None
    steps = tuple(_YARD_CAME_FROM.sub(r"\g<ask> built \g<thing>?", step) for step in steps)
    if not _ALSO_ASKED.search(question):  # "Which town was also governed by X?": the question's own "also"
        steps = tuple(_ALSO_IN_LOOKUP.sub(r"\1 \2 by", step) for step in steps)
    return _own_firm_first(steps)


_TRAIT_BEFORE_AN_OBJECT = re.compile(
    r"\b(?P<thing>[Tt]he\s+(?:(?!(?:that|which|who|was|is|were|are|been|become|became|becomes|still)\b)[a-z-]+\s+)"
    r"{0,2}?(?!(?:that|which|who|was|is|were|are|been|become|became|becomes|still)\b)[a-z-]+)\s+(?P<trait>"
    r"(?:(?:best|most|widely)\s+)?(?:known|famous|noted|renowned|remembered|famed|celebrated)\s+for\s+[a-z]+ing\s+"
    r"(?:the|a|an|his|her|its|their)\s)"
)
"""A thing told by a trait whose deed has an object with its article ("the captain famous for taking the freight ship
into Skerrin Bay"): the splitter ended the trait at the deed ("Which captain is famous for taking?"). Not a thing
with its own relative clause or verb ("the yard that was known for ...", "the town become famous for ...")."""
_ASKS_OF_THE_TRAIT = re.compile(r"^\W*(?:(?:why|how|and)\s+)?(?:is|was|are|were|did|does|do)\s+$", re.I)
"""A yes-no question about the thing's trait ("Was the captain famous for ...?", "Why was the captain ...?")."""


def _trait_as_relative(question: str) -> str:
    """The question with such a trait written as a relative clause ("the captain that was famous for taking the
    freight ship ..."), which the splitter reads whole (fresh55 h03); as it is otherwise, and where the trait is what
    the question asks ("Was the captain famous for saving the crew of the Orla?")."""

    def relative(told: re.Match[str]) -> str:
        if _ASKS_OF_THE_TRAIT.search(question[: told.start()]):
            return told[0]
        noun = told["thing"].split()[-1]
        verb = "were" if noun.endswith("s") and not noun.endswith("ss") else "was"
        return f"{told['thing']} that {verb} {told['trait']}"

    return _TRAIT_BEFORE_AN_OBJECT.sub(relative, question)


_STRANDED_AFTER_A_NOUN = re.compile(
    r"(?P<before>(?:^|[.!?;]\s+))(?P<wh>What|Which)\s+(?P<noun>[a-z]+)\s+(?P<verb>is|was|are|were)\s+"
    r"(?P<rest>[^?.!;]+?)\s+(?P<prep>in|on|at|from)\?$"
)
"""A question whose preposition stands at its end after a noun phrase ("Which town is the yard that built MV Tern
in?", "... What island is that harbour on?"): split as it stands, the preposition went with the inner lookup ("Which
yard built MV Tern in?") and left the outer one asking nothing ("Which town is #1?")."""
_RELATIVE_WORD = re.compile(r"\b(?:that|which|who|whom|whose|where)\b")


def _preposition_fronted(question: str) -> str:
    """The question with a preposition stranded after a noun phrase put in front of its question word ("In which town
    is the yard that built MV Tern?"); as it is when the preposition goes with the main clause's own participle
    ("Which town was he born in?", which the splitter reads as it stands) or none is stranded. A relative clause
    ending in its verb ("the yard that Fred Rowe owned in?") leaves the preposition to the question."""
    stranded = _STRANDED_AFTER_A_NOUN.search(question)
    if stranded is None:
        return question
    if is_participle(stranded["rest"].split()[-1]) and not _RELATIVE_WORD.search(stranded["rest"]):
        return question
    asked = f"{stranded['prep'].capitalize()} {stranded['wh'].lower()} {stranded['noun']} {stranded['verb']}"
    return f"{question[: stranded.start()]}{stranded['before']}{asked} {stranded['rest']}?"


_ALSO_ASKED = re.compile(r"\bwhich\s+[a-z]+\s+(?:was|were|did|has|had)\s+(?:[a-z#\d]+\s+)*?also\b", re.IGNORECASE)
_ALSO_IN_LOOKUP = re.compile(r"^(Which\s+[a-z]+\s+(?:was|were))\s+also\s+([a-z]+)\s+by\b")
"""A lookup that keeps a statement's "also" ("Which book was *also* written by #1 about ...?"): the small model
found no such book on the page that names the one she wrote (fresh42 k05); the lookup asks without it."""


_WHICH_OF_THE_TWO = re.compile(
    r"^(?P<statements>.+?[.!;])\s+"
    r"(?P<asked>Which of (?:the|these|those) two(?:\s+(?P<noun>(?!(?:was|is|died)\b)[a-z]+))?\s+"
    r"(?P<predicate>[^?]+?))\??$"
)
_SUBJECT_NAME = re.compile(
    r"(?:^(?:(?:In|At|On|By)\s+[^,.]+,\s+)?|[.;]\s+|\band\s+|,\s+(?:while|whereas)\s+)"  # "In Pell, Ada Penn was"
    r"(?!(?:In|At|On|By)\s)(?P<name>(?:[A-Z][\w'’-]+\s+){1,3}?[A-Z][\w'’-]+)"  # "In Pell Ada Penn": no one name
    r"(?=\s+(?:and\s+[A-Z]|[a-z]))"
)
_LIFE_COMPARED = re.compile(
    r"(?:was|is)\s+(?:born\s+(?:earlier|later|first)|(?:the\s+)?(?:older|younger|elder))|died\s+(?:earlier|later|first)"
)
"""What the two are compared by, read off each one's own dates: a birth, an age, a death."""


_NAMED_COMPARISON_LAST = re.compile(
    r"^.+?[.!;]\s+(?P<asked>(?:Which|Who|Whose)\b[^.?!;]*?,\s*(?:[^,?]*?[A-Z][^,?]*?,\s*)?[^,?]*?[A-Z][^,?]*?,?\s+or\s+"
    r"[^?]*?[A-Z][^?]*?)\??$"
)
"""A comparison that names its sides itself ("Which one of them was born first, Samuel Brack or Ada Oduya?") after
sentences that only set the scene: the comparison alone is the question (fresh56 k09 was searched whole)."""


_POINTS_INTO_STATEMENT = re.compile(
    r"\b(?:there|then|that\s+(?:year|time|day)|her|him|his|its|it|they|(?<!of )them|their|when|both)\b", re.IGNORECASE
)
"""Words of a comparison that point back into the statements before it ("Who taught *there* longer, A or B?",
"Which employed more workers *that year*?", "Who was older *when they* joined her?"): it is not asked alone."""


def two_named_compared(question: str) -> str | None:
    """ "Ivo Haldane was master of MV Orrin Star from 1986 and Piet Dorran was her chief engineer. Which
    of the two men was born earlier?" as the comparison of the two its statements name as subjects:
    "Which of the two men was born earlier, Ivo Haldane or Piet Dorran?" (fresh27 h08 was searched whole
    and answered with the wrong man). None unless the statements name exactly two subjects and the two
    are compared by their lives' dates ("taught *there* longer" points into the statements; "was away
    longer" is no length of theirs)."""
    plain = strip_chatter(question).strip()
    last = _NAMED_COMPARISON_LAST.match(plain)
    sides = comparison(last["asked"]) if last is not None and not _POINTS_INTO_STATEMENT.search(last["asked"]) else None
    if last is not None and sides is not None and not any(re.match(r"(?:the\s+)?one\b", s, re.I) for s in sides):
        return f"{last['asked']}?"  # "Brack & Oduya had two founders. Which one of them was born first, A or B?" (k09)
    found = _WHICH_OF_THE_TWO.match(plain)
    if found is None or not _LIFE_COMPARED.fullmatch(found["predicate"]):
        return None
    if found["noun"] is None and not re.match(r"(?:was|is)\s+born|died", found["predicate"]):
        return None  # "Which of the two is older?": the mills or their owners; born or died tells people
    names = list(dict.fromkeys(m["name"] for m in _SUBJECT_NAME.finditer(found["statements"])))
    return f"{found['asked']}, {names[0]} or {names[1]}?" if len(names) == 2 else None


def _two_named_compared(question: str) -> tuple[str, ...] | None:
    """``two_named_compared``'s question as its two lookups, one per side; None when it gives none."""
    compared = two_named_compared(question)
    steps = decompose(compared) if compared is not None else None
    names = re.findall(r", (.+) or (.+)\?$", compared)[0] if compared is not None else ()
    if steps is None or len(steps) != 2 or not all(name in step for name, step in zip(names, steps, strict=True)):
        return None
    return steps


_PLACE_OF_OWN_FIRM = re.compile(
    r"^(?P<where>In which (?:town|village|city|place)|Where) did (?P<who>.+?) (?P<verb>set up|found|start|establish) "
    r"(?:his|her|their) (?:own )?(?P<firm>firm|company|business|workshop|works)\?$"
)
"""Where someone set up their own firm: the firm has a page of its own, which says where it was
founded; the person's page says where they were born and worked (fresh24 k06 answered "Wendle", his
birthplace, then "Brack & Oduya", where he was apprenticed)."""
_FOUNDED_PARTICIPLE = {"set up": "set up", "found": "founded", "start": "started", "establish": "established"}


def _own_firm_first(steps: tuple[str, ...]) -> tuple[str, ...]:
    """``steps`` with a last step "In which town did X set up his firm?" asked as two: which firm X
    set up, then where it was set up. Unchanged when the plan would grow past ``MAX_STEPS``."""
    asked = _PLACE_OF_OWN_FIRM.match(steps[-1])
    if asked is None or len(steps) >= MAX_STEPS:
        return steps
    firm = f"Which {asked['firm']} did {asked['who']} {asked['verb']}?"
    return (*steps[:-1], firm, f"{asked['where']} was #{len(steps)} {_FOUNDED_PARTICIPLE[asked['verb']]}?")


_YARD_CAME_FROM = re.compile(r"^(?P<ask>Which (?:ship|boat)?yard) did (?P<thing>.+) come from\?$")
"""A ship "came from" the yard that built it: asked so ("Which yard built the company's very first
ship?"), as its page writes it ("built in 1908 by the Tollan Shipyard"). Asked "did it come from",
the small model answers with the port the ship sailed from (fresh24 h06: "Corvanmouth")."""


def _introduced_thing_first(question: str) -> tuple[str, ...] | None:
    """ "The company's double-ended ferry came from a mainland shipyard. For how many years did the
    woman who founded that yard lead it?", which does not split once joined into one question:
    first which thing the statement introduces, found as for a plain question about it ("... Who
    owns that yard?" -> "Which yard did the company's double-ended ferry come from?"), then the
    question with that answer in its place. None when the text is no such pair or either part
    does not split."""
    found = _STATEMENT_THEN_QUESTION.match(strip_chatter(question).rstrip("?.! ").strip())
    referred = _introduced(found["statement"], found["question"]) if found is not None else None
    if found is None or referred is None or referred[0] != "that":
        return None
    noun = referred[1]
    finding = _steps_finding(found["statement"], noun)
    if finding is None:
        ends_with = _the_one_the_statement_ends_with(found["statement"], referred[2], noun)
        finding = ends_with[:-1] if ends_with else None
    text = found["question"]
    pointer = re.search(rf"\bthat {re.escape(noun)}\b", text)
    return _then(finding, _put_in(text, pointer.span())) if pointer and finding else None


def _steps_finding(statement: str, noun: str) -> tuple[str, ...] | None:
    """The steps that find the NOUN a statement introduces: the statement with a probe question about that thing
    ("X founded a yard. Who owns that yard?" -> "Which yard was founded by X?", "Who owns #1?"), the probe's own step
    dropped. None when the probe does not split that way."""
    probe = _decomposed(f"{statement.rstrip('.! ')}. Who owns that {noun}?")
    if probe is None or len(probe) < 2 or not re.fullmatch(rf"Who owns #{len(probe) - 1}\?", probe[-1]):
        return None
    return probe[:-1]


def _the_one_the_statement_ends_with(statement: str, introduced: re.Match[str], noun: str) -> tuple[str, ...] | None:
    """The thing a statement ends by introducing, asked as the one the rest of the statement tells ("Anglers on X
    answer to a local club" -> "Which local club is the one that anglers on X answer to?", fresh58 k03 was searched
    whole and answered with another club's founder), whatever the statement's verb, with a last step the caller
    replaces. None when the thing does not end the statement, or what comes before it is no doing ("X is a club")."""
    lead = statement[: introduced.start()].split()
    if statement[introduced.end() :].strip(" .") or len(lead) < 2 or lead[-1].casefold() in _BE | {"had", "has"}:
        return None
    if _IS_THE_THING.fullmatch(_article_lowered(" ".join(lead))):
        return None  # "Tern Hall opened as a cinema": the hall is the cinema, as "Tern Hall was a cinema" says
    if re.search(r"[,;:()]|[.!?]\s", statement) or lead[0].casefold() in _DETERMINERS | _WH_PREPOSITIONS | {"one"}:
        return None  # an aside, a second sentence, a time or an article first: read by the splitters that know them
    if {w.casefold() for w in lead} & {"a", "an", "that", "who", "whom", "which", "whose", "where"}:
        return None  # the thing told in a clause about another ("taught by a painter who painted a mural")
    if lead[1][:1].islower() and singular(lead[0]) != lead[0]:  # "Anglers on ...": a plural's capital, no name's
        lead[0] = lead[0].casefold()
    told = " ".join(lead)
    ranked = _RANKED_PLACE.search(told)
    first = (f"What is {ranked[0]}?",) if ranked else ()  # "the biggest side-river feeding into the Aske": a hop
    told = f"{told[: ranked.start()]}#1{told[ranked.end() :]}" if ranked else told
    return (*first, f"Which {_introduced_words(introduced, noun)} is the one that {told}?", "")


_RANKED_PLACE = re.compile(
    rf"\bthe\s+(?:{'|'.join(s for s in SUPERLATIVES if s not in ('most', 'least'))})\s+[a-z][\w-]*"
    r"(?:\s+(?!(?:the|a|an)\b)[a-z][\w-]*){0,3}\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*(?=\s+[a-z])"
)
"""A thing picked by a superlative and told by a place ("the biggest side-river feeding into the Aske"), ending
before the statement's own verb: which one it is, found first."""


_HEAD_NOUNS = "dock|hall|house|station|works|yard|mill|church|school|tower|office|pier|quay"
"""Nouns that end a compound a pointer may take whole ("that *dry dock*", "that *town hall*")."""
_POINTS_BACK = re.compile(
    # "that ship", "that earlier ship"
    rf"\b(?:that|this)\s+(?:{POINTED_AGAIN}\s+)?(?P<noun>[a-z]+(?:\s+(?:{_HEAD_NOUNS}))?)\b"
    r"|\b(?P<pronoun>she|he|her|his|it|its)\b",
    re.I,
)


_HEDGE_BEFORE_HOW = re.compile(r"([.!]\s+)(?:about|roughly|approximately|around)\s+(?=how\b)", re.I)


def _pointer(question: str) -> re.Match[str] | None:
    """The first word of ``question`` that points back: "that NOUN" (not "that replaced", a
    relative's verb, nor "that year"), or a pronoun."""
    for found in _POINTS_BACK.finditer(question):
        noun = (found["noun"] or "").casefold()
        words = question[: found.start()].split()
        after = (question[found.end() :].split()[:1] or [""])[0].casefold()
        if noun.endswith("s") and not noun.endswith("ss") and after in _DETERMINERS | _OBJECT_PRONOUNS:
            continue  # "the breakwater that *shelters* that harbour": a verb, its object after
        pointed = _object_of(words, noun, question[found.end() :])
        if not noun or (noun not in _NOT_INTRODUCED | RANKS and (pointed or not _verb_or_participle(noun))):
            return found
    return None


def _object_of(before: Sequence[str], noun: str, rest: str) -> bool:
    """Whether "that NOUN" after ``before``'s words is a noun pointing back though spelt as a verb too: a verb's
    object ("the yard that did *that work*", fresh52 h03), or after "did" a relative's object or the subject of the
    base verb after it ("How many people did *that works* employ?"), not the verb itself ("How much did that
    *cost*?"); no past ("the schooner X built that *sank*": a relative)."""
    if not before or before[-1].casefold() not in _OBJECT_TAKING or is_past_verb(noun) or is_participle(noun):
        return False
    after = (rest.split()[:1] or [""])[0].casefold().strip("?.!,")
    relative = len(before) > 1 and before[-2].casefold() in _RELATIVE
    return before[-1].casefold() != "did" or relative or after in BASE_VERBS or rest.startswith(("'", "’"))


_OBJECT_TAKING = {"did", "made", "built", "ran", "designed", "carried", "led", "started", "founded", "owned"}
"""Verbs whose "that WORD" after them is their object, a noun pointing back even when it is also a verb's
spelling ("the yard that did *that work*", fresh52 h03)."""


def _her_owns(after: str, words_left: int) -> bool:
    """Whether "her" before ``after`` (the next word, ``words_left`` words to the question's end) owns a noun ("her
    father", "her route"): not before a stop word, a participle ("the architect who designed her *born*") or a last
    base verb ("the yard that built her *close*"), where "her" is an object."""
    if not after or after in _PHRASE_STOPS or is_participle(after):
        return False
    return not (words_left == 1 and after in BASE_VERBS)


def pointed_first(question: str) -> tuple[str, ...] | None:
    """ "X taught flying at a grass airfield. About how many people live in the town it lies near?"
    as two steps: what the question points back to, asked of the statement ("X taught flying at a
    grass airfield. What is it?"), then the question with that answer in its place ("About how
    many people live in the town #1 lies near?", split further when it holds hops). A re-plan for
    a statement and question that no reader splits, once the question searched whole has failed:
    the model then reads one hop at a time. "she" / "her" after a statement naming a ship is the
    ship; "it" after a statement about a thing is that thing, asked of by name ("Who was the first
    person to head Pell's school?"), not "What is it?". None when the text is no such pair or its
    question points back to nothing."""
    thing = pronoun_as_subject(question)  # "Pell's school dates from 1890. Who ... head it?": it is Pell's school
    if thing is not None:
        return decompose(thing)
    text = _HEDGE_BEFORE_HOW.sub(r"\1", strip_chatter(question).rstrip("?.! ").strip())  # ". About how many ..."
    text = _asked_directly(text, after_preposition=True)  # ". Any idea until what year the man who founded ..."
    found = _STATEMENT_THEN_QUESTION.match(text)
    pointer = _pointer(found["question"]) if found is not None else None
    if found is None or pointer is None:
        return None
    statement, asked = found["statement"].strip(), found["question"]
    statement, asked = f"{statement[:1].upper()}{statement[1:]}", f"{asked[:1].upper()}{asked[1:]}"
    word = (pointer["pronoun"] or "").casefold()
    rest = asked[pointer.end() :].split()
    after = rest[0].strip("?.!,").casefold() if rest else ""
    owner = word in ("his", "its") or (word == "her" and _her_owns(after, len(rest)))
    ship = word in ("she", "her") and bool({singular(w) for w in re.findall(r"[a-z]+", statement)} & _ANY_VESSEL)
    in_clause = re.search(r"(?<=\s)(?:who|that)\s[^?]*\b(?:she|her)\b", asked, re.I)  # the born one is the clause's
    ship = ship and (in_clause is not None or not _LIFE_ASKED.search(asked))  # "... When was she born?": a person
    kin = owner and re.fullmatch(_KIN_WORD, after, re.I) is not None and after != "sister"
    ship = ship and not kin  # "... commanded by the first woman to captain a ship. ... her father ...?": hers
    woman = re.search(rf"{WOMAN_WORDS},?\s+who\b", statement, re.I)  # "a great-granddaughter who ...": hers
    ship = ship and not (woman and (owner or not _SHIP_TRAIT.search(asked)))  # "a girl who ... How fast was she?"
    if pointer["noun"] is not None:
        first = f"Which {pointer['noun']} is that?"
    elif ship:
        first = "Which ship is she?"
    elif (described := _person_described(statement, word)) is not None:
        first = f"Who was {described}?"  # "... commanded by the first woman ever to captain a ship of the line"
    else:
        first = {"she": "Who is she?", "her": "Who is she?", "he": "Who is he?", "his": "Who is he?"}.get(
            word, "What is it?"
        )
    span = pointer.span() if pointer["noun"] is not None else pointer.span("pronoun")
    then = _put_in(asked, span, f"{_STANDS_FOR}'s" if owner else _STANDS_FOR)
    then = re.sub(rf"\b(the\s+[a-z]+)\s+(?={_STANDS_FOR}\s+[a-z])", r"\1 that ", then)  # "the town it lies near"
    return _then((first if first.startswith("Who was ") else f"{statement}. {first}",), then)


_DESCRIBED_PERSON_IN = re.compile(
    r"\b(?:by|after|for|from|under|with)\s+(?P<described>the\s+(?:[a-z-]+\s+){0,3}?(?P<who>woman|man|girl|boy|lady)\s+"
    r"(?:(?:ever\s+)?to\s+[a-z]+|who\s+[a-z]+)[^,.;:!?]*)"
)
"""A person a statement describes by a deed, as the object of its verb ("commanded *by the first woman ever to
captain a ship of the company*"): not its subject, whose clause runs into the statement's own verb."""


def _person_described(statement: str, word: str) -> str | None:
    """The one person a statement describes by a deed, of the pronoun's sex ("the first woman ever to captain a
    ship of the company" for "her"): asked of directly, a small model finds her; "... Who is she?" after the whole
    statement it answered with nothing (fresh50 h05, re-run). None when the statement describes no one such, or two."""
    female = word in ("she", "her")
    found = [
        m["described"]
        for m in _DESCRIBED_PERSON_IN.finditer(statement)
        if (m["who"] in ("woman", "girl", "lady")) == female and not _POINTS_BACK_IN.search(m["described"])
    ]
    return found[0] if len(found) == 1 else None  # ("the man who gave *it*": the statement is needed)


_TRAITS = (
    r"(?:built|launched|long|fast|big|carry|carried|sunk|sank|wrecked|scrapped|called|named|christened|renamed|sold"
    r"|withdrawn|refitted)"
)
_SHIP_TRAIT = re.compile(
    rf"\b(?:was|is)\s+she\s+(?:first\s+|later\s+)?{_TRAITS}\b|\bshe\s+(?:was\s+|could\s+|can\s+)?{_TRAITS}\b"
    rf"|\bhow\s+(?:long|fast|big|heavy)\s+(?:was|is)\s+she\b",
    re.I,
)
"""What a question asks of "she" as a ship, not of a woman ("How long was she?", "When was she launched?", "How many
passengers could she carry?"); not "the ship she serves on built"."""


def _statement_steps_reordered(text: str) -> tuple[str, ...] | None:
    """``_statement_steps`` of a pair whose question is asked with its wh-word first ("... . In the
    churchyard of which church ...?" -> "... . In which church's churchyard ...?"); None, without
    reading the pair again, when there is nothing to reorder."""
    reordered = _part_of_which_first(text)
    return _statement_steps(reordered) if reordered != text else None


def _statement_steps(text: str) -> tuple[str, ...] | None:
    """The steps of a statement and the question after it, read by the splitters of such pairs; a
    hedge before the question's "how" ("... mainland. Roughly how many people live in her
    birthplace?") is set aside for them and put back on the last step. None when none splits it."""
    hedge = _HEDGE_BEFORE_HOW.search(text)
    plain = _HEDGE_BEFORE_HOW.sub(r"\1", text)
    stated = (
        _kin_of_clause_pointed_at(plain)
        or _whose_kin_pointed_at(plain)
        or _one_of_pointed_at(plain)
        or _made_one_of_pointed_at(plain)
        or _statement_then_question(plain)
        or _statement_then_that_thing(plain)
    )
    stated = stated or _thing_said_first(plain)
    stated = stated or _described_person_first(plain) or _owner_in_subject_first(plain) or _parent_pointed_at(plain)
    stated = stated or _kin_in_statement_pointed_at(plain)
    stated = stated or _subject_pointed_at(plain)
    stated = stated or _object_pointed_at(plain) or _birthplace_pointed_at(plain)
    stated = stated or _thing_of_described_person(plain) or _thing_told_by_clause(plain)
    stated = stated or _introduced_one_then_owned(plain) or _maker_of_source_pointed_at(plain)
    if stated is None or hedge is None or not stated[-1].startswith("How "):
        return stated
    word = hedge[0][len(hedge[1]) :].split()[0]
    return (*stated[:-1], f"{word.capitalize()} how {stated[-1][4:]}")


_INTRODUCED_ONE = tuple(
    re.compile(
        r"^(?:(?P<time>(?:since|in|by|from|until|till|up\s+to|up\s+until)\s+\d{4}),?\s+)?(?:a|an|one)\s+"
        rf"(?P<kind>(?-i:(?:(?!(?:a|an|the)\s)[a-z-]+\s+){{{words}}}[a-z-]+))\s+"
        r"(?P<predicate>(?P<verb>[a-z]+)\s[^.?!;,]+?)\.\s+(?P<pronoun>Its|His|Her)\s+(?P<rest>\S.*)$",
        re.IGNORECASE,
    )
    for words in range(3)
)
"""A statement that introduces someone or something unnamed ("Since 1905 a company has bottled the spring above
Brightwater.", "Up to 1976 one mineral-water business sold ..."), then a sentence opening with a possessive for it
("Its founder's younger brother started a firm of his own. In which year ...?", fresh33 k07): one pattern for each
length of the kind's words, the shortest whose next word is a verb being the kind."""


def _introduced_one_then_owned(text: str) -> tuple[str, ...] | None:
    """``_INTRODUCED_ONE``'s statements as steps: who or what the possessive owns, asked of the one the first
    statement describes ("Who was the founder of the company that has bottled the spring above Brightwater since
    1905?"), then the rest with that answer in the possessive's place ("#1's younger brother started a firm of his
    own. In which year was that firm taken over?", split further). None when the possessive does not fit the
    introduced one ("its" for a person, "his" / "her" for a thing), its statement has no verb first, or the steps
    are too many."""
    matches = (pattern.match(text) for pattern in _INTRODUCED_ONE)
    found = next((m for m in matches if m is not None and (_clause_verb(m["verb"]) or m["verb"] in _HAD)), None)
    if found is None:
        return None
    kind = found["kind"]
    person = singular(kind.split()[-1]) in PERSON_ROLES | PEOPLE_WORDS  # "a potter", "a man"
    if person != (found["pronoun"] != "Its") or _another_owner_said(found["predicate"], found["pronoun"], kind):
        return None
    time = f" {found['time'].lower()}" if found["time"] else ""
    one = f"the {kind} {'who' if person else 'that'} {found['predicate']}{time}"
    rest = f" {found['rest']}"
    owned = _owned_phrase(rest).strip()
    if singular(owned) in PERSON_ROLES or re.fullmatch(_KIN_WORD, owned) is not None:
        first = f"Who was the {owned} of {one}?"
        then = _then((first,), f"{_STANDS_FOR}{rest[rest.index(owned) + len(owned) :]}")
    else:
        first = f"Which {kind} {found['predicate']}{time}?"
        then = _then((first,), f"{_STANDS_FOR}'s{rest}")
    if then is None or len(then) > MAX_STEPS or any(_PRONOUN.search(step) for step in then[1:]):
        return None  # "... started a firm of his own. What did he call it?": "it", the firm, lost (the first
        # step's own "its" is the one described: "the business that sold its water ...")
    return then


_HAD = ("had", "have", "was")


def _another_owner_said(predicate: str, pronoun: str, kind: str) -> bool:
    """Whether the possessive after an introducing statement may own something else than the one introduced: a
    person or a ship its predicate names ("A woman married Tom Hale. His brother ...", "A yard built the ferry
    Kestrel. Its first master ..."), or a sex the introduced one has not ("A woman ran the post office. His son")."""
    sex = {"woman": "Her", "lady": "Her", "girl": "Her", "man": "His", "boy": "His"}.get(kind.split()[-1])
    if sex is not None and pronoun != sex:
        return True
    unplaced = re.sub(r"\b(?:at|in|near|above|below|beside|on|of|from|to)\s+(?:[A-Z][\w'’-]*\s*)+", " ", predicate)
    names = re.findall(r"(?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]*", unplaced)  # not "the spring at Upper Tern"
    ships = re.search(rf"\b(?:{'|'.join(_ANY_VESSEL)})\s+(?-i:[A-Z])|\b(?:{'|'.join(_SHIP_PREFIXES)})\s", predicate)
    return ships is not None or any(len(name.split()) > 1 and name_kind(name) is None for name in names)


_DOER_WITH_KIN_CLAUSE = re.compile(
    r"^(?P<statement>.+?\s(?:by|to|from|with|for)\s+(?:a|an|the)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+who\s+"
    r"(?P<clause>[^.?!;]+)\.\s+(?P<question>(?:who|what|when|where|which|how|in|on|at)\b[^.?!]*)\??$",
    re.IGNORECASE,
)
"""A statement that ends with a person told by a clause naming a kin of theirs ("... was given by a brewer who had
taken over his family's brewery from his father."), then a question about "that KIN"."""


def _kin_of_clause_pointed_at(text: str) -> tuple[str, ...] | None:
    """ "The land for the Ossery recreation ground was given by a brewer who had taken over his family's brewery
    from his father. Which village was that father born in?": "that father" is the one the clause names, the
    brewer's own, so the pair is split as "... was given by a brewer. Which village was his father born in?" (fresh34
    k07 was planned "Who was the father of the land?"). None for other text, when the clause names no such kin or
    more than one, or the split gives one step."""
    found = _DOER_WITH_KIN_CLAUSE.match(text)
    kins = list(_KIN_IN_STATEMENT.finditer(found["clause"])) if found is not None else []
    if len(kins) != 1:
        return None
    kin = kins[0]
    pointer = re.search(rf"\b(?:that|this)\s+{kin['word']}\b", found["question"], re.IGNORECASE)
    if pointer is None:
        return None
    question = f"{found['question'][: pointer.start()]}{kin['whose']} {kin['kin']}{found['question'][pointer.end() :]}"
    return _split_in_steps(f"{found['statement']}. {question[:1].upper()}{question[1:]}?")


_SOURCE_WITH_MAKER = re.compile(
    r"^(?P<subject>.+?)\s+(?:(?P<came>came|come|comes)\s+from|(?:was|were)\s+(?P<made>built|made|designed)\s+by)\s+"
    r"(?:a|an)\s+(?P<noun>(?-i:[a-z-]+))\s+(?P<deed>founded|started|set\s+up|run|owned|established)\s+by\s+(?:a|an)\s+"
    r"(?P<sex>(?-i:woman|man|female|male)\s+)?(?P<role>(?-i:[a-z-]+))\.\s+(?P<question>.+)$",
    re.IGNORECASE,
)
"""A thing that came from (or was built by) a firm told by its maker, the maker told by a trade ("The company's
double-ended ferry came from a shipyard founded by a woman engineer."), then a question about "she" / "he"."""
_LIFE_ASKED = re.compile(r"\b(?:born|die|died|buried|married|grow\s+up|grew\s+up|train|trained)\b", re.I)


def _maker_of_source_pointed_at(text: str) -> tuple[str, ...] | None:
    """``_SOURCE_WITH_MAKER``'s pair as steps: the firm the thing came from, who founded (ran, owned) it, then the
    question with that person in the pronoun's place ("... came from a shipyard founded by a woman engineer. What
    year was she born?" -> "Which shipyard built #1?", "Who founded #2?", "What year was #3 born?"; fresh34 h04 was
    searched whole). The pronoun is the maker's when the question asks of a life ("born") and the statement gives
    the maker no other sex ("a woman engineer": she): "she" may be the ship otherwise ("When was she launched?").
    None for other text, or when a step cannot be written."""
    found = _SOURCE_WITH_MAKER.match(text)
    if found is None or singular(found["role"]) not in PERSON_ROLES | PEOPLE_WORDS:
        return None
    pronoun = _POINTING_PRONOUN.search(found["question"])
    if pronoun is None:
        return None
    word = pronoun["word"].casefold()
    female = word in ("she", "her")
    sex = (found["sex"] or "").strip().casefold()
    if (sex and (sex in ("woman", "female")) != female) or (female and not _LIFE_ASKED.search(found["question"])):
        return None  # "When was she launched?", "How many cars can she carry?": the ship
    subject = re.sub(r",\s+the one\s+(?:that|which|who)\s+[^,]+,?$", "", found["subject"])  # says it again
    subject = f"{subject[:1].lower()}{subject[1:]}" if subject.split()[0] in ("The", "A", "An") else subject
    which = (
        f"Which {found['noun']} did {subject} come from?"
        if found["came"]
        else f"Which {found['noun']} {found['made']} {subject}?"
    )
    first = decompose(which)
    if first is None or not all(map(_well_formed, first)):
        return None
    owner = f"Who {'ran' if found['deed'] == 'run' else found['deed']} #{len(first)}?"
    question = found["question"][:1].upper() + found["question"][1:]
    owned = word == "his" or (word == "her" and bool(_owned_phrase(question[pronoun.end() :]).strip()))
    asked = _put_in(question.rstrip("?"), pronoun.span(), f"{_STANDS_FOR}'s" if owned else _STANDS_FOR)
    then = _then((*first, owner), asked)
    return then if then is not None and len(then) <= MAX_STEPS else None


_THING_WITH_CLAUSE = re.compile(
    r"^(?P<subject>.+?)\s(?P<verb>[a-z]+)(?:(?P<up>\s+up)|\s+(?P<preposition>from|to|for|with|on|in|at))?"
    r"\s+(?:a|an)\s+(?P<thing>(?:[a-z-]+\s+){0,2}?(?P<noun>[a-z-]+))"
    r"\s+(?:that|which)\s+(?P<clause>(?:(?:also|later|once|first)\s+)?(?P<clause_verb>[a-z]+)\s[^,;]+)$"
)
"""A statement whose subject did something to a thing it tells by a relative clause ("X started a
company that sold its water in blue bottles", "X came from a local firm that also made alarm clocks")."""


def _thing_told_by_clause(text: str) -> tuple[str, ...] | None:
    """ "X started a company that sold its water in blue bottles. Which works made those bottles?": the
    thing first, found by what the subject did and what the clause says ("Which company that sold
    its water in blue bottles was started by X?", X split first when it holds hops), then the
    question with that thing in place of "that company", or owning what "those bottles" / "that
    railway" points back to in the clause ("Which works made the bottles of #2?", fresh26 k10).
    Joined into one question, two relative clauses on one noun split into no steps. None for any
    other pair."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    told = _THING_WITH_CLAUSE.match(found["statement"].strip()) if found is not None else None
    if found is None or told is None or not (is_past_verb(told["verb"]) or told["verb"] in PAST_TO_BASE):
        return None
    if not _clause_verb(told["clause_verb"]) or re.search(r"\b(?:was|were|is|are)$", told["subject"]):
        return None  # ("X was born in a village that ...": a passive, read by the splitters before)
    asked = _pointed_into(found["question"], told["noun"], told["clause"])
    if asked is None:
        return None
    subject = _article_lowered(told["subject"])
    if told["preposition"]:  # "came from a firm": "Which firm that ... did X come from?"
        base = PAST_TO_BASE.get(told["verb"], told["verb"])
        which = decompose(f"Which {told['thing']} that {told['clause']} did {subject} {base} {told['preposition']}?")
    else:
        participle = PAST_TO_PARTICIPLE.get(told["verb"], told["verb"]) + (told["up"] or "")
        which = decompose(f"Which {told['thing']} that {told['clause']} was {participle} by {subject}?")
    return _then(which, asked) if which is not None and all(map(_well_formed, which)) else None


def _clause_verb(word: str) -> bool:
    """Whether ``word`` is a relative clause's verb after "that": a past ("sold"), or a present of
    the third person ("takes", "gets", "is", "has")."""
    return _finite_verb(word) or word in PAST_TO_BASE or word in ("is", "has") or _present_of(word)  # "reaches"


def _pointed_into(question: str, noun: str, clause: str) -> str | None:
    """``question`` with the statement's thing in place of "that NOUN", or owning what "those
    bottles" / "that railway('s length)" points back to in its clause ("the bottles of X", "the
    length of the railway of X"); None when it points to neither."""
    question = question[:1].upper() + question[1:]
    pointer = re.search(rf"\b(?:that|this)\s+{noun}\b", question)
    if pointer is not None:
        return _put_in(question, pointer.span())
    for words in (r"[a-z]+\s+[a-z]+", r"[a-z]+"):  # "those alarm clocks", "those bottles": words the clause writes
        kept = re.search(rf"\b(?:those|these|that|this)\s+(?P<owned>{words})(?:['’]s\s+(?P<attr>[a-z-]+))?\b", question)
        if kept is not None and kept["owned"] != noun and re.search(rf"\b{kept['owned']}\b", clause):
            owned = f"the {kept['owned']} of {_STANDS_FOR}"
            return _put_in(question, kept.span(), f"the {kept['attr']} of {owned}" if kept["attr"] else owned)
    return None


_PERSON_BY_CLAUSE = re.compile(
    r"^(?:the|a|an)\s+(?:[a-z-]+\s+){0,2}?(?P<role>[a-z-]+)\s+(?:who|whose)\s+\S", re.IGNORECASE
)
"""A statement's subject that is a person told by a relative clause ("The wool merchant whose son
Josiah became a papermaker", "The captain whose logbooks ... are kept at the company's head office")."""
_POST_PREPOSITIONS = r"on|in|at|beside|near|by|across|over|for|from|along"


def _thing_of_described_person(text: str) -> tuple[str, ...] | None:
    """ "The wool merchant whose son Josiah became a papermaker built a mill on the river Aske. When
    did that mill stop weaving?": a person told by a clause did something to a thing the statement
    only calls "a mill", and the question points back to it ("that mill"). First who the person is
    ("Which wool merchant's son Josiah became a papermaker?"), then which thing ("Which mill did #1
    build on the river Aske?"; "was the first master of a steamer" -> "Which steamer was #1 the
    first master of?"), then the question with that answer in its place (fresh26 k06, h06). None
    for any other pair."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    pointer = _that_thing(found["question"]) if found is not None else None
    if found is None or pointer is None:
        return None
    noun = pointer["noun"]
    did = re.match(
        rf"^(?P<subject>.+?)\s(?P<verb>[a-z]+)\s+(?P<post>the\s+(?:[a-z-]+\s+){{0,2}}?[a-z-]+\s+of\s+)?"
        rf"(?:a|an)\s+(?P<thing>(?:[a-z-]+\s+){{0,2}}?{noun})(?P<tail>\s+(?:{_POST_PREPOSITIONS})\s[^,]*)?$",
        found["statement"].strip(),
    )
    person = _PERSON_BY_CLAUSE.match(did["subject"]) if did is not None else None
    if did is None or person is None or singular(person["role"]) not in PERSON_ROLES or "," in did["subject"]:
        return None  # (a comma: a second clause the subject ran into, "..., and a clerk at that mill")
    # "A mechanic who ... later founded": the person is "the mechanic who ...", the adverb the deed's
    subject = re.sub(r"\s+(?:later|first|once|then|also|afterwards)$", "", did["subject"])
    the_person = re.sub(r"^(?:a|an)\s", "the ", _article_lowered(subject))
    who = decompose(f"Who was {the_person}?")
    if who is None or not all(map(_well_formed, who)):
        return None
    ref, tail = f"#{len(who)}", did["tail"] or ""
    if did["post"] and did["verb"] in ("was", "became"):
        which = f"Which {did['thing']} was {ref} {did['post'].strip()}?"
    elif not did["post"] and did["verb"] in PAST_TO_BASE:
        which = f"Which {did['thing']} did {ref} {PAST_TO_BASE[did['verb']]}{tail}?"
    else:
        return None
    return _then((*who, which), _put_in(found["question"], pointer.span()))


_CHILD_OF = re.compile(
    r"^(?P<subject>[^.?!]+?)\s+(?:was|is)\s+(?:the\s+(?:[a-z]+\s+)?(?P<child>(?:grand)?(?:daughter|son))\s+of\s+"
    r"(?:a|an|another)\s+[a-z-]+(?:\s+[a-z-]+)?"
    r"|(?:a|an)\s+[a-z-]+(?:\s+[a-z-]+)?['’]s\s+(?:[a-z]+\s+)?(?P<possessed>(?:grand)?(?:daughter|son)))"
    r"\.\s+(?P<question>.+)$"
)
"""A statement that someone is a child or grandchild of an unnamed parent ("the daughter of an engineer", "a
brewer's granddaughter")."""
_PARENT_POINTED = re.compile(r"\b(?P<whose>her|his)\s+(?P<parent>(?:grand)?(?:father|mother))\b")


def _parent_pointed_at(text: str) -> tuple[str, ...] | None:
    """ "X was the daughter of an engineer. Where is her father buried?": the parent is X's, the
    one the statement introduces, though its "an engineer" could be read as whom "her" points to
    (fresh25 k11 was searched whole); so is a grandparent of a grandchild ("a brewer's granddaughter ... the brewery
    her grandfather founded": fresh65 k07). The question is split with "X's father" in its place. None
    for other text, or when the pronoun is not the child's ("his" after "the daughter of")."""
    found = _CHILD_OF.match(text)
    child = found and (found["child"] or found["possessed"])
    pointed = _pointed_parent(found["question"], child) if found is not None else None
    if found is None or pointed is None:
        return None
    whose, parent, span = pointed
    if (whose == "her") != child.endswith("daughter"):
        return None  # "his father" after "the daughter of": not hers
    if child.startswith("grand") != parent.startswith("grand"):
        return None  # "a brewer's granddaughter ... her father": not the brewer the statement introduces
    subject = found["subject"].strip()
    # "The botanist who laid out X was the daughter of ...": who she is comes first (_described_person_first)
    if re.search(r"\b(?:who|which|that)\b", subject):
        return None
    titled = re.fullmatch(
        r"(?:the|a|an)\s+(?:[a-z-]+\s+){1,2}(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)+", subject, re.I
    )
    if re.match(r"(?:the|a|an)\s+(?-i:[a-z])", subject, re.IGNORECASE) and titled is None:  # not "The poet Ada Penn"
        # someone described ("The first woman to command a company ship", "The chief engineer of MV Tern"): found
        # first, then her parent, who takes the pronoun's place in the question
        first = decompose(f"Who was {_article_lowered(subject)}?")
        first = first and (*first, f"Who was #{len(first)}'s {parent}?")
        return _then(first, _put_in(found["question"].rstrip("?"), span, _STANDS_FOR))
    if not _is_name(subject.split()[-1]):
        return None
    if " " not in found["question"][span[0] : span[1]]:  # "he", not "her father": a clause's subject, maybe
        # "... the school she taught at": "Tom Penn's mother taught at" would be an owner in a clause, split as garble
        return _then(
            (f"Who was {_article_lowered(subject)}'s {parent}?",), _put_in(found["question"].rstrip("?"), span)
        )
    asked = _put_in(found["question"].rstrip("?"), span, f"{_article_lowered(subject)}'s {parent}")
    return _split_in_steps(asked)


def _pointed_parent(question: str, child: str) -> tuple[str, str, tuple[int, int]] | None:
    """The parent a question points at: "her father" (whose: "her", the parent, its span), or the one pronoun that
    can stand only for the parent a statement introduces, of the other sex than the child ("... was the daughter of
    a captain. In what year was the ship *he* commanded sold abroad?", fresh69 h05 was split as garble). None when
    there is neither, several such pronouns, or one that owns something ("his ship": no possessive is put in the
    stand-in's place)."""
    said = _PARENT_POINTED.search(question)
    if said is not None:
        return said["whose"], said["parent"], said.span()
    daughter = child.endswith("daughter")
    found = [m for m in _POINTING_PRONOUN.finditer(question) if m["word"].casefold() in _PARENT_PRONOUNS[daughter]]
    if len(found) != 1 or found[0]["word"].casefold() == "his":
        return None
    if found[0]["word"].casefold() == "her" and _owned_phrase(question[found[0].end() :]).strip():
        return None
    if _antecedent_before(question[: found[0].start()], vessel=not daughter):
        return None  # "... did her brother command before he retired?", "Which yard built MV Orla, and when was she"
    parent = ("grand" if child.startswith("grand") else "") + ("father" if daughter else "mother")
    return ("her" if daughter else "his"), parent, found[0].span()


def _antecedent_before(text: str, *, vessel: bool) -> bool:
    """Whether ``text`` (a question up to a pronoun) names someone or something the pronoun may stand for: a kin
    ("her brother"), a name ("MV Orla"), or, for "she" / "her" (``vessel``), a vessel ("the trawler")."""
    words = {word.casefold() for word in re.findall(r"[\w'’-]+", text)}
    if words & _KIN_SEX.keys() or named_entities(text):
        return True
    return vessel and any(word in _VESSELS or CATEGORY_OF.get(word) == "vessel" for word in words)


_PARENT_PRONOUNS = {True: ("he", "him", "his"), False: ("she", "her")}
"""The pronouns a parent of a daughter (True) or a son (False) can take that the child cannot."""


_KIN_SEX = {
    **dict.fromkeys(("father", "dad", "brother", "son", "uncle", "husband", "grandfather", "nephew"), "he"),
    **dict.fromkeys(("mother", "mum", "sister", "daughter", "aunt", "wife", "grandmother", "niece"), "she"),
}
_KIN_IN_STATEMENT = re.compile(
    rf"\b(?P<whose>his|her)\s+(?P<kin>(?:(?:elder|older|younger)\s+)?(?P<word>{'|'.join(_KIN_SEX)}))(?!-)(?:['’]s)?\b"
)
_ASKS_ITS_NAME = r"(?:what (?:was|is) (?:his|her) name|who (?:was|is) (?:he|she)|what was (?:he|she) called)\??"
_POINTING_PRONOUN = re.compile(r"\b(?P<word>he|she|him|his|her)\b", re.I)


_DOER_WHOSE_KIN = re.compile(
    r"^(?P<statement>.+?\s(?:by|to|from|with|for)\s+(?:a|an|the)\s+(?:[a-z-]+\s+){0,2}?(?P<doer>[a-z-]+))\s+whose\s+"
    rf"(?P<kin>(?:(?:elder|older|younger)\s+)?(?:{'|'.join(_KIN_SEX)}))\s+"
    r"(?:was|had\s+been|is|became|had\s+become|had|ran|kept|owned|took)\s+[^.?!;]+\.\s+"
    r"(?P<question>(?:who|what|when|where|which|how|in|on|at)\b[^.?!]*\??)$",
    re.IGNORECASE,
)
"""A statement that ends with a person told by a kin of theirs ("... was designed by an architect whose father was
an engineer."), then a question about "the father" or "that father"."""


def _whose_kin_pointed_at(text: str) -> tuple[str, ...] | None:
    """ "The entrance hall of the pool was designed by an architect whose father was an engineer. Which crossing did
    the father design?": "the father" is the architect's, so the pair is split as "... was designed by an architect.
    Which crossing did his father design?" (fresh45 k06 was searched whole). None for other text, when the question
    does not point to that kin, or the split gives one step."""
    found = _DOER_WHOSE_KIN.match(text)
    if found is None:
        return None
    word = found["kin"].split()[-1]
    pointer = re.search(rf"\b(?:that|the|this)\s+{word}\b", found["question"], re.IGNORECASE)
    if pointer is None:
        return None
    whose = "her" if re.search(r"\b(?:woman|lady)\b", found["statement"], re.IGNORECASE) else "his"
    asked = found["question"]
    question = f"{asked[: pointer.start()]}{whose} {found['kin']}{asked[pointer.end() :]}".rstrip("?")
    steps = _split_in_steps(f"{found['statement']}. {question[:1].upper()}{question[1:]}?")
    return steps if steps is not None and len(steps) > 1 else None


def _kin_in_statement_pointed_at(text: str) -> tuple[str, ...] | None:
    """ "The architect behind the Pell school trained in her dad's drawing office. Where was he born?": "he" is
    the one person of his sex the statement names, her father, so the question is split with "the father of
    the architect behind the Pell school" in its place (fresh32 k07 was searched whole). None for other text,
    when the kin is of the subject's own sex ("her sister ... she"), or when the statement names someone else
    the pronoun could stand for."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    split = _subject_and_predicate(found["statement"].strip()) if found is not None else None
    if found is None or split is None:
        return None
    subject, predicate = split
    kins = list(_KIN_IN_STATEMENT.finditer(predicate))
    pronoun = _POINTING_PRONOUN.search(found["question"])
    if len(kins) != 1 or pronoun is None or _another_one_said(_KIN_IN_STATEMENT.sub("the", predicate), True):
        return None
    if re.fullmatch(_ASKS_ITS_NAME, found["question"], re.I) or re.search(r"['’]s\s+[a-z]+$", subject):
        return None  # "... with her husband. What was his name?": the premise, kept; "X's son ... her father": X's
    if re.search(r"\b(?:it|its|they|them|their)\b", found["question"], re.I):
        return None  # "took over her father's mill. Who bought it from him?": "it" is the statement's too
    kin, word = kins[0], pronoun["word"].casefold()
    sex = _KIN_SEX[kin["word"]]
    if sex == ("he" if kin["whose"] == "his" else "she") or sex != ("he" if word in ("he", "him", "his") else "she"):
        return None
    relation = kin["kin"].replace("dad", "father").replace("mum", "mother")
    named = _is_name(subject.split()[-1])
    if word == "his" or word == "her" and _owned_phrase(found["question"][pronoun.end() :]).strip():
        stand_in = f"{subject}'s {relation}'s" if named else f"the {relation} of {subject}'s"
    else:
        stand_in = f"{subject}'s {relation}" if named else f"the {relation} of {subject}"
    return _split_in_steps(_put_in(found["question"], pronoun.span(), stand_in))


_LEADING_CLAUSE = re.compile(
    r"^(?:(?P<clause>(?:before|after|when|while|until|since|once)\s+(?![a-z]+ing\b)[^,.?]+),\s+"
    r"|(?P<year>(?:in|by|during)\s+(?:the\s+)?\d{4}s?),?\s+)"
    r"(?P<said>(?-i:[A-Z]|the\b|an?\b)[^.?!]+)\.\s+(?P<question>(?:who|what|when|where|which|how|in|on|at|for)\b[^.?!]*)$",
    re.IGNORECASE,
)
"""A statement opening with a clause of time before its subject, then a question: "Before she came to
Dunmere, the librarian X catalogued the books of a school. When was that school founded?"."""


def _leading_clause_last(text: str) -> str:
    """``text`` with its statement's opening clause of time left out ("The librarian X catalogued the
    books of a school. When ...?": the statement splitters read its subject first, and the clause's
    "she" has no name before it), or, a year, put after the statement ("X began teaching at a school
    in 1926."), where it still dates the lookup. ("Before joining X," is left out elsewhere.) Any
    other text is returned as it is."""
    found = _LEADING_CLAUSE.match(text)
    unnamed = found is not None and re.match(r"an?\s", found["said"], re.I) is not None
    opening = found["said"].split() if found is not None else []
    person = unnamed and any(  # "a mechanic started", "a young brewer bought": a calling, then its deed
        i + 1 < len(opening) and singular(opening[i]) in PERSON_ROLES and is_past_verb(opening[i + 1].casefold())
        for i in (1, 2)
    )
    if found is None or unnamed and (found["clause"] or not person):
        # "After the flood ..., a weir was put ...": the clause tells which weir; "In 1975 a ship ...": read as it
        # is written. Only a year before an unnamed person's deed goes after it ("In 1922 a mechanic started ...")
        return text
    said = found["said"].strip()
    dated = f" {found['year'][:1].lower()}{found['year'][1:]}" if found["year"] else ""
    clause = found["clause"] or ""
    subject = _UNNAMED_SUBJECT.match(said)
    if subject is not None and re.search(rf"\b{subject['noun']}", clause, re.I):
        # "When Dunmore's town hall was given a clock tower in 1927, the clock came from a firm": the clause says
        # whose clock it is (fresh34 k03 asked "Which firm did the clock come from?"), so it is kept, at the end
        dated = f" {clause[:1].lower()}{clause[1:]}"
    return f"{said[:1].upper()}{said[1:]}{dated}. {found['question']}"


_AN_KIN_POINTED = re.compile(
    rf"^(?P<statement>[^.?!]*?)\b(?:a|an)\s+(?P<kin>(?:(?:elder|older|younger)\s+)?(?P<word>{'|'.join(_KIN_SEX)}))"
    r"(?P<after>,?\s+who\b[^.?!]*|)\.\s+(?P<question>[^.?!]*\b(?:that|this)\s+(?P=word)\b(?!['’])[^.?!]*)$",
    re.IGNORECASE,
)
"""A statement that ends by introducing a relative of its subject with "a" / "an" ("... picked up the craft from an
uncle who fished for a living."), then a question about "that uncle"."""
_PERSON_OPENING = re.compile(
    rf"^(?:the\s+)?(?:[a-z-]+\s+){{0,2}}?(?:{'|'.join(sorted(PERSON_ROLES | PEOPLE_WORDS))})\s+(?:who|of|that|at|in)\b"
    r"|^(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+)\s+(?-i:[a-z])",
    re.IGNORECASE,
)
"""A statement that opens with a person: "The man who ...", "The founder of ...", "Tom Vane learned ..."."""
_SHE_SUBJECT = re.compile(
    r"^(?:the\s+)?(?:[a-z-]+\s+){0,2}?(?:woman|women|lady|girl|wife|widow|daughter|mother)\b", re.I
)


def _kin_introduced_as_owned(text: str) -> str:
    """ "The man who set up the boatyard at Wendle picked up the craft from an uncle who fished for a living. In
    what year was that uncle born?" as "... from his uncle, who fished for a living. In what year was that uncle
    born?": a relative introduced with "an" is the subject's own, so the question splits through the kin step
    ("Who was the uncle of #1?"), and an uncle no page names is a missing bridge, not his nephew's birth year
    (fresh38 k12 answered 1845, Peter Dray's own). "her" for a subject told as a woman. Only for a person who
    learned from, trained under or worked with the relative ("rescued a father" is someone else's father); any
    other text (a relative named or owned already, "that uncle's boat", or no "that uncle" asked) is returned as
    it is."""
    found = _AN_KIN_POINTED.match(text)
    if found is None or not re.search(r"\b(?:from|under|with)\s*$", found["statement"], re.I):
        return text  # "rescued a father who ...", "was left to a nephew": not the subject's own relative
    if not _PERSON_OPENING.match(found["statement"].strip()):
        return text  # "The mill at Pell passed from a father ...": a thing has no uncle
    whose = "her" if _SHE_SUBJECT.match(found["statement"].strip()) else "his"
    after = f", {found['after'].lstrip(' ,')}" if found["after"] else ""
    return f"{found['statement']}{whose} {found['kin']}{after}. {found['question']}"


def _kin_clause_pointed_by_the(text: str) -> str:
    """ "A mechanic started running buses in 1922, and his grandfather had been a boatbuilder. In which
    year did the grandfather set up his boatyard?" -> "A mechanic started running buses in 1922. In which
    year did his grandfather set up his boatyard?": the kin the question calls "the grandfather" is the
    statement's someone's (fresh35 k06 answered with the statement's year); what the clause says of him
    is left out, as a pointer to him the question no longer needs. Any other text is returned as it is."""
    found = _KIN_CLAUSE_THEN_THE_KIN.match(text)
    if found is None:
        return text
    the_kin = re.search(rf"\bthe\s+{re.escape(found['kin'])}\b(?!\s+of\b|['’]s)", found["question"], re.I)
    if the_kin is None:
        return text
    question = _put_in(found["question"], the_kin.span(), f"{found['whose'].casefold()} {found['kin']}").rstrip("?")
    return f"{found['statement'].strip()}. {question}"


_UNNAMED_SUBJECT = re.compile(
    r"^the\s+(?:(?-i:[a-z-]+)\s+){0,2}?(?P<noun>(?-i:[a-z-]+))\s+(?:came|was|were|had|(?-i:[a-z]+ed))\b", re.I
)
"""A statement's subject that is a common noun alone ("the clock came from ..."): whose it is, only a clause
before it that names that noun may say ("When X was given a clock tower, the clock ...")."""


_WHOSE_AGENT = re.compile(
    r"^(?P<thing>[A-Z][^.?!]*?)\s+(?:(?:was|were)\s+(?P<verb>[a-z]+)\s+by|(?P<came>came|[a-z]+ed)\s+(?P<link>from|to|at|in|into))"
    r"\s+(?:a|an|the)\s+(?P<doer>(?:[a-z-]+\s+)?[a-z-]+)"
    r"\s+whose\s+(?P<role>[a-z-]+)\s+(?P<rest>(?:had|has|was|became)\s[^.?!]*)\.\s+(?P<question>\S.*)$"
)
"""A statement whose doer, or the place its thing came from, is told by what its own person did: "The
ferry boat Kittiwake was built by a boatyard whose founder had a grandson who became a bus operator.
...?" (fresh23 k11), "The company's very first ship came from a yard whose founder had a ..." (fresh24 h06)."""


def _agent_owner_first(found: re.Match[str]) -> str:
    """``_WHOSE_AGENT``'s statement with the doer's person as its subject ("The founder of the boatyard
    that built the ferry boat Kittiwake had a grandson who ...", "The founder of the yard that X came
    from had ..."), which splits like any. A passive's verb must be a participle ("was built by"), or
    the text is left as it is."""
    if found["role"] in _KIN_SEX and _whose_kin_pointed_at(found[0]) is not None:
        return found[0]  # "... by an architect whose father was an engineer. Which ... did the father design?"
    thing = _article_lowered(found["thing"])
    if found["came"] is not None:  # "X came from a yard whose founder ...": the founder of the yard that X came from
        done = f"{thing} {found['came']} {found['link']}"
        return f"The {found['role']} of the {found['doer']} that {done} {found['rest']}. {found['question']}"
    verb = found["verb"]
    if not is_participle(verb):
        return found[0]
    past = PARTICIPLE_TO_PAST.get(verb, verb)
    return f"The {found['role']} of the {found['doer']} that {past} {thing} {found['rest']}. {found['question']}"


_TRAILING_TIME_CLAUSE = re.compile(
    r",?\s+(?:before|after)\s+(?!(?:spring|evening|morning|something|nothing|building|wedding)\b)[a-z]+ing\b"
    r"[^.?!]*\.(?=\s+\S)"
)
"""A statement's closing clause of time ("X trained in a lamp factory *before returning to the
valley*."): it dates the deed and names nothing to look up; left in, it is read into the step
("Which factory was trained by #1 in before returning ...?", fresh25 k16)."""


def _introduces_pointed(clause: str, text: str) -> bool:
    """Whether a statement's closing clause introduces what the question points back to ("after
    marrying a sailor. Where was that sailor born?"): it is then kept."""
    pointed = re.findall(r"\b(?:that|this|those|these)\s+([a-z]+)\b", text[text.find(clause) + len(clause) :])
    return any(re.search(rf"\b{re.escape(noun)}\b", clause) for noun in pointed)


_IDENTITY_THEN_PRONOUN = re.compile(
    r"^(?P<name>(?:[A-Z][\w'’-]+\s+){1,3}?[A-Z][\w'’-]+)\s+(?:was|is)\s+(?:a|an)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+\.\s+"
    r"(?P<pronoun>He|She|His|Her)\s+(?P<rest>[^.?!;]+[.!;]\s+\S.*)$"
)
"""A named person's trade, then a statement about them by a pronoun ("Tom Hale was a brewer. His son built a
boathouse. When was it pulled down?"): the two statements read as one ("Tom Hale's son built a boathouse")."""
_LEADING_YEAR_OF_STATEMENT = re.compile(
    r"^(?P<year>In\s+1\d{3}|In\s+20\d{2}|(?:In|During|After|Before)\s+the\s+[a-z]+(?:\s+of\s+1\d{3})?),?\s+"
    r"(?P<rest>(?-i:[A-Z])[^.?!;]*?)(?P<end>[.!;]\s+\S[^.!;]*)$"
)
"""A year or a time before a statement's subject ("In 1920 Tom Hale's son built a boathouse. When ...?", "In the
spring Ada Penn's husband bought a ship."): said at the statement's end ("... built a boathouse in 1920"), no
part of the subject."""


def _statements_read_plainly(text: str) -> str:
    """``text`` with a trade and a pronoun's statement as one (``_IDENTITY_THEN_PRONOUN``), a statement's
    leading year at its end (``_LEADING_YEAR_OF_STATEMENT``), an earlier deed told after a later one by its doer's
    pronoun as the doer's (``_LATER_DEED_THEN_EARLIER``), "that one" as the thing the statement introduced
    (``_that_one_as_its_noun``) and a thing of someone's place asked of that place
    (``_thing_of_someones_place_asked``); a circumstance set off by commas left out (``_CIRCUMSTANCE_ASIDE``) and a
    post a thing "had a papermaker as" told as its holder's (``_post_had_as_its_holder``)."""
    text = _post_had_as_its_holder(_CIRCUMSTANCE_ASIDE.sub(_aside_left_out, text))
    text = _IDENTITY_THEN_PRONOUN.sub(_one_statement, text)
    text = _LEADING_YEAR_OF_STATEMENT.sub(_year_said_last, text)
    text = _that_one_as_its_noun(_LATER_DEED_THEN_EARLIER.sub(_earlier_deed, _while_clause_read_into(text)))
    text = _THEN_ADVERB_IN_PASSIVE.sub(r"\g<be> ", _replacement_as_its_noun(text))
    text = _POINTED_OWNER_OF_LONG_PHRASE.sub(r"\g<head>the \g<phrase> of that \g<owner> \g<verb>", text)
    return _thing_of_someones_place_asked(_it_as_the_introduced_subject(text))


_WENT_HOME_TO_BIRTHPLACE = re.compile(
    r"(?P<start>^|[.!;]\s+)(?:(?:(?:after|on|upon)\s+(?:retiring|(?:his|her)\s+retirement)"
    r"|(?:after|when|once)\s+(?:he|she)\s+retired|in\s+(?:(?:his|her)\s+)?(?:old\s+age|retirement)"
    r"|later(?:\s+in\s+life)?)\s*,\s*)?"
    r"(?P<subject>(?:the|a|an|one)\s[^.!?;]*?)\s+(?:(?:later|then|eventually|finally)\s+)?"
    r"(?:(?:went|came|moved|headed)\s+(?:back\s+|home\s+)+to|returned\s+(?:home\s+)?to|retired\s+to)\s+"
    r"the\s+(?P<noun>[a-z-]+)\s+(?:(?:that|where)\s+)?(?:he|she)\s+(?:was|had\s+been)\s+born(?:\s+(?:on|in))?"
    r"(?=\s*[.!;])",
    re.IGNORECASE,
)
"""A person told by a description ("the man who ...", not a name) returning to the place they were born, one of a few
time openers before it ("After retiring, the man who was harbourmaster of X from 1988 to 2016 went back to the island
he was born on. About how many people live on that island?", fresh66 h03 was left unsplit): the statement tells where
the person was born, and is read as "... was born on an island", which splits into the person, their birthplace, then
what is asked of it. A "home" or "native" island is not read as the birthplace (its wording splits as it is)."""


def _split_as_told_plainly(question: str) -> tuple[str, ...] | None:
    """The steps of a question left whole, told plainly: its return to one's birthplace as the birth there
    (``_WENT_HOME_TO_BIRTHPLACE``), a doer told by "its founder" after a clause of their making of the thing as the one
    who made it (``_doer_of_the_clauses_thing``). None when neither wording applies or splits."""
    for plainer in (_WENT_HOME_TO_BIRTHPLACE.sub(_born_there, question), _doer_of_the_clauses_thing(question)):
        steps = decompose(plainer) if plainer != question else None
        if steps is not None and steps != (plainer,):
            return steps
    return None


_CLAUSE_BEFORE_ITS_DOER = re.compile(
    r"^(?:before|after|when|once|long\s+before|years\s+before)\s+(?P<pronoun>she|he)\s+(?:had\s+)?"
    r"(?:(?P<verb>opened|founded|started|established|set\s+up)\s+(?=[^,]+,\s+its\s+founder\b)"
    r"|(?P<built>built)\s+(?=[^,]+,\s+its\s+builder\b)"
    r"|(?P<designed>designed)\s+(?=[^,]+,\s+its\s+(?:designer|architect)\b))"
    r"(?P<thing>(?:the|a|an|what)\s(?:(?!\bof\b)[^,])+?|(?-i:[A-Z])(?:(?!\bof\b)[^,])+?),\s+its\s+"
    r"(?:founder|builder|designer|architect)\s+(?P<rest>[^.!?;]+[.!;]\s+\S.*)$",
    re.IGNORECASE,
)
"""A clause of someone's making of a thing before the statement that names them only by that thing ("Before she opened
what is now the biggest hotel in the Kestrel Valley, its founder ran a coaching inn for a decade. In which village was
that inn?", fresh67 k05 was searched whole and answered with the hotel's town): "she" is the one "its founder"
tells. Only a deed that makes the thing, paired with its role ("opened" with "its founder", "built" with "its
builder"), and a thing told by an article or a name, without "of" ("the crew of MV X, its owner": the ship's)."""


def _doer_of_the_clauses_thing(question: str) -> str:
    """``_CLAUSE_BEFORE_ITS_DOER``'s statement as the clause's doer doing the rest, by the clause's own deed ("The woman
    who opened the biggest hotel in the Kestrel Valley ran a coaching inn for a decade. ...": the hotel's page says
    "opened ... by the innkeeper Cora Venn", no founder), "what is now" left out; ``question`` otherwise."""
    found = _CLAUSE_BEFORE_ITS_DOER.match(strip_chatter(question))
    if found is None:
        return question
    thing = re.sub(r"^what\s+(?:is|was)\s+(?:now\s+|then\s+)?", "", found["thing"].strip(), flags=re.I)
    thing = thing if re.match(r"(?:the|an?)\s|[A-Z]", thing) else f"the {thing}"
    doer = "woman" if found["pronoun"].casefold() == "she" else "man"
    verb = (found["verb"] or found["built"] or found["designed"]).casefold()
    return f"The {doer} who {verb} {thing} {found['rest']}"


_ONE_DOER_OF_TWO_DEEDS = re.compile(
    r"^(?:one|a|an)\s+(?P<role>[a-z-]+)\s+"
    r"(?P<first>(?!(?:was|is|were|are|had|has|who|that|of|at|in|on|from|with|for|and)\b)[a-z]+\s[^.!?;,]*?)\s+"
    r"and\s+(?:now|today|currently|later|then|eventually|since)\s+(?P<verb>[a-z]+)\s+"
    r"(?P<rest>(?:a|an)\s+[^.!?;]+)(?P<end>[.!;]\s+\S.*)$",
    re.IGNORECASE,
)
"""A person told only by their trade ("one captain", "a mason") and two deeds, the later one introducing the thing
the question points back to ("Hey, one captain first went to sea as a deckhand on MV Tern and now commands a much
bigger ship. In what year was the naval architect who designed that ship born?", fresh66 h05 was asked "Which ship one
captain first went to sea ... and now commands?")."""


def _one_doer_of_two_deeds(question: str) -> str:
    """``_ONE_DOER_OF_TWO_DEEDS``'s statement as the person told by the first deed doing the second ("The captain who
    first went to sea as a deckhand on MV Tern commanded a much bigger ship"), the later deed in the past, which the
    statement splitter reads; ``question`` as it is otherwise."""
    found = _ONE_DOER_OF_TWO_DEEDS.match(strip_chatter(question))
    if found is None or singular(found["role"].casefold()) not in PERSON_ROLES:
        return question
    verb = found["verb"].casefold()
    if verb in _BE_OR_AUX_PRESENT:  # "now is a pilot", "now has a boat": no deed to look up
        return question
    if not (is_past_verb(verb) or verb in PAST_TO_BASE):  # "commands", "runs", "teaches": their past
        base = re.sub(r"(ch|sh|ss|x)es$", r"\1", re.sub(r"ies$", "y", verb))
        base = base[:-1] if base == verb and verb.endswith("s") else base
        verb = _IRREGULAR_PRESENT_PAST.get(verb) or _past_of(base)
    thing = _COMPARED_WITH_THE_FIRST.sub("", found["rest"])  # "a much bigger ship": a ship
    if thing != found["rest"]:
        thing = _with_indefinite_article(thing)
    return f"The {found['role']} who {found['first']} {verb} {thing}{found['end']}"


_BE_OR_AUX_PRESENT = {"is", "are", "has", "have", "does", "do"}
_IRREGULAR_PRESENT_PAST = {"goes": "went", "runs": "ran", "leads": "led", "holds": "held", "keeps": "kept"}


_COMPARED_WITH_THE_FIRST = re.compile(
    r"^an?\s+(?:(?:much|far|even|a\s+lot)\s+)?(?:bigger|larger|smaller|newer|older|faster|slower|longer"
    r"|shorter|taller|grander|finer|busier)\s+",
    re.IGNORECASE,
)
"""A comparative before the later deed's thing, measured against the first deed's ("now commands a *much bigger*
ship" than MV Tern): it picks out no thing a page names, and a lookup would ask it as a ranking."""


def _born_there(found: re.Match[str]) -> str:
    """``_WENT_HOME_TO_BIRTHPLACE``'s statement as the birth ("The man who ... was born on an island")."""
    noun = found["noun"].casefold()
    on = "on" if noun in ("island", "isle", "skerry", "islet") else "in"
    subject = found["subject"]
    return f"{found['start']}{subject[:1].upper()}{subject[1:]} was born {on} {_with_indefinite_article(noun)}"


def _with_indefinite_article(words: str) -> str:
    """``words`` after "a", or "an" before a vowel ("an island", "a ship"), as a rewritten statement introduces them."""
    return f"{'an' if words[:1].casefold() in 'aeiou' else 'a'} {words}"


_THEN_ADVERB_IN_PASSIVE = re.compile(
    r"\b(?P<be>was|were)\s+(?:eventually|finally|ultimately|subsequently|soon|later\s+on)\s+(?=[a-z]+(?:ed|en)\s+by\b)"
)
"""A time adverb inside a passive ("was *eventually* replaced by a newer ferry", fresh60 h04): the deed without it."""
_PHRASE_WORD = r"(?!(?:do|does|did|be|her|his|its|their|the|a|an|to|of|in|on|at|for|with)\b)[a-z-]+"
_POINTED_OWNER_OF_LONG_PHRASE = re.compile(
    r"(?P<head>(?:\.|[.!;]\s)\s*(?:how\s+\w+|when|where|what|which\s+\w+)\s+(?:does|did|do)\s+)"
    rf"that\s+(?P<owner>[a-z]+)['’]s\s+(?P<phrase>(?![a-z]+est\b)(?:{_PHRASE_WORD}\s+){{1,3}}{_PHRASE_WORD})\s+(?P<verb>[a-z]+)(?=\s*\??$)",
    re.I,
)
"""A question's "that NOUN's" owning a phrase of several words ("How long does that ferry's regular inter-island
crossing take?", cut at its first word) as "the PHRASE of that NOUN"; a superlative's phrase ("that island's highest
hill") is read where it stands."""


_WHILE_CLAUSE_FIRST = re.compile(
    r"^(?i:while|when|as)\s+(?P<name>(?:the\s+)?(?:MV\s+|SS\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+(?:was|were)\s+"
    r"[^,.?]*?(?P<year>\b(?:1\d{3}|20\d{2}))?,\s+(?P<main>[a-z][^.?!;]*\b(?:her|his|its)\s+[a-z][^.?!;]*)"
    r"(?P<end>[.!;]\s+\S.*)$"
)
"""A time told by what a named thing was doing, then a statement whose pronoun is that thing ("While the Haldray
Islander was in dry dock in 2019, another ferry covered her crossing. Who ...?", fresh60 h03 was searched whole)."""


def _while_clause_read_into(text: str) -> str:
    """``_WHILE_CLAUSE_FIRST``'s statement with the named thing in its pronoun's place and the clause's year at its end
    ("Another ferry covered the Haldray Islander's crossing in 2019."); any other text as it is."""
    found = _WHILE_CLAUSE_FIRST.match(text)
    if found is None:
        return text
    main = re.sub(r"\b(?:her|his|its)\b", f"{found['name']}'s", found["main"], count=1)
    year = f" in {found['year']}" if found["year"] and found["year"] not in main else ""
    return f"{main[0].upper()}{main[1:]}{year}{found['end']}"


_SUCCESSOR_TOLD = re.compile(
    r"\b(?:replaced|succeeded)\s+by\s+(?:a|an)\s+(?:[a-z-]+\s+){0,2}(?P<noun>[a-z-]+)(?=\s*(?:[.,;]|$|\s(?:in|from)\b))"
)


def _replacement_as_its_noun(text: str) -> str:
    """A question's "that replacement" / "that successor" as "that NOUN" for the thing its statement says replaced
    another ("... was eventually replaced by a newer ferry. How long does that replacement's crossing take?", fresh60
    h04 was searched whole and answered with the old ship's crossing); any other text as it is."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    told = _SUCCESSOR_TOLD.search(found["statement"]) if found is not None else None
    if told is None:
        return text
    question = re.sub(r"\bthat\s+(?:replacement|successor)\b", f"that {told['noun']}", found["question"], count=1)
    return f"{text[: found.start('question')]}{question}"


_INTRODUCED_SUBJECT = re.compile(
    r"^(?:A|An)\s+(?:[a-z-]+\s+){0,2}?(?P<noun>[a-z-]+)\s+(?:was|were)\s+(?:[a-z]+\s+)?(?P<verb>[a-z]+ed|[a-z]+en|built|"
    r"made|put|set|laid|cast|hung|dug)\b(?P<rest>[^.?!;]*)$"
)


def _it_as_the_introduced_subject(text: str) -> str:
    """A question's "its" as "that NOUN's" when its statement opens by introducing one thing that
    something was done to ("A clock tower was added to Dunmore's town hall in 1927. Who founded the firm that made its
    clock?", fresh60 k04 was searched whole and answered with the firm): the thing the statement is about. Any other
    text as it is, or a statement that tells a doer ("by a firm") or another thing ("a room in a mill"), where "its"
    could be either's (a bare "it" is left to the statement's own readers)."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    told = _INTRODUCED_SUBJECT.match(found["statement"].strip()) if found is not None else None
    if told is None or re.search(r"\b(?:by|a|an)\s", told["rest"], re.I) or not told["verb"].isalpha():
        return text
    if told["noun"] in PERSON_ROLES or told["noun"] in PEOPLE_WORDS:
        return text  # a person: "he" / "she" are read elsewhere
    if len(re.findall(r"\bits?\b", found["question"], re.I)) > 1:
        return text  # "the foundry that cast it use for its other bells": "its" is the foundry's
    question = re.sub(r"\bits\b", f"that {told['noun']}'s", found["question"], count=1)
    return text if question == found["question"] else f"{text[: found.start('question')]}{question}"


_SOMEONES_PLACE_WITH_THING = re.compile(
    r"^(?P<who>(?:[A-Z][\w'’-]+\s+){0,3}[A-Z][\w'’-]+)\s+(?P<did>was\s+born|grew\s+up|lived|died|worked|settled)\s+"
    r"in\s+(?:a|an)\s+(?P<place>town|village|port|city|hamlet|island)\s+(?:that|which)\s+(?:has|had)\s+(?:a|an)\s+"
    r"(?P<thing>(?:[a-z-]+\s+){0,3}?(?P<noun>[a-z-]+))(?P<rest>(?:\s+(?:to|from|on|at|for|across)\s+[^.,;]+)?)$"
)
_ROUTE_NOUNS = {"route", "crossing", "service", "link", "line", "sailing", "run", "ferry"}


def _thing_of_someones_place_asked(text: str) -> str:
    """A statement that puts someone in a place that has a thing, then a question about "that THING", as the question
    about the place's thing ("Elspeth Quarrie was born in a town that has a direct island route to Haldwick. Which
    shipyard built the ferry that sails that route?" -> "... sails the direct island route to Haldwick from the town
    where Elspeth Quarrie was born?", fresh59 h04 was searched whole and given up), which splits into its hops. Any
    other text as it is."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    told = _SOMEONES_PLACE_WITH_THING.match(found["statement"].strip()) if found is not None else None
    if told is None:
        return text
    pointer = re.search(rf"\bthat\s+{re.escape(told['noun'])}\b", found["question"])
    if pointer is None:
        return text
    preposition = "in"
    if told["noun"] in _ROUTE_NOUNS:  # a route runs from the place, or, told "from" already, is the place's
        preposition = "of" if re.match(r"\s+from\b", told["rest"]) else "from"
    thing = f"the {told['thing']}{told['rest']} {preposition} the {told['place']} where {told['who']} {told['did']}"
    return f"{found['question'][: pointer.start()]}{thing}{found['question'][pointer.end() :]}"


_LATER_DEED_THEN_EARLIER = re.compile(
    r"^(?i:before)\s+(?P<name>(?:[A-Z][\w'’-]+\s+){1,3}?[A-Z][\w'’-]+)\s+[a-z][^.?!;,]*?,?\s+"
    r"(?:he|she)(?:['’]d|\s+had)\s+(?P<rest>[a-z][^.?!;]*[.!;]\s+\S.*)$"
)
"""A statement led by a later deed, its earlier one told by the doer's pronoun ("Before Rolf Tennick got the freight
ship he'd served as mate on another vessel. Which yard built that one?", fresh59 h02 was searched whole and answered
with another ship's yard): "Rolf Tennick had served as mate on another vessel", the deed the question asks about."""
_INTRODUCED_THING = re.compile(r"\b(?:a|an|another)\s+(?P<phrase>[a-z-]+(?:\s+[a-z-]+){0,2})")


def _earlier_deed(found: re.Match[str]) -> str:
    """``_LATER_DEED_THEN_EARLIER``'s statement as its doer's earlier deed; as it is when that deed points back into
    the later one ("Before Tom Pell left the MV Tern Star, he had served on *her* for thirty years")."""
    statement = found["rest"].split(". ")[0]
    if re.search(r"\b(?:her|him|it|them)\b", statement):
        return found[0]
    return f"{found['name']} had {found['rest']}"


def _that_one_as_its_noun(text: str) -> str:
    """A question's "that one" as "that NOUN" for the one thing of a named kind its statement introduces ("... as
    mate on another vessel. Which yard built *that vessel*?"); any other text as it is."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    if found is None or not re.search(r"\bthat one\b(?!\s+of\b)", found["question"]):
        return text
    nouns = set()
    for introduced in _INTRODUCED_THING.finditer(found["statement"]):  # "another *vessel*", "another old *vessel*"
        kinds = [w for w in introduced["phrase"].split() if CATEGORY_OF.get(w.casefold()) not in (None, "person")]
        nouns |= set(kinds[-1:])
    if len(nouns) != 1:
        return text
    question = re.sub(r"\bthat one\b(?!\s+of\b)", f"that {nouns.pop()}", found["question"], count=1)
    return f"{text[: found.start('question')]}{question}"


def _year_said_last(found: re.Match[str]) -> str:
    """``_LEADING_YEAR_OF_STATEMENT``'s statement with its year at its main clause's end: before a relative
    clause ("built a boathouse *in 1920* that his grandson later sold"), whose deed it does not date."""
    rest, year = found["rest"], found["year"].lower()
    if "," in rest:
        return found[0]  # "In 1920 Ada Penn, who founded the Pell Mill, built ...": no main clause's end to find
    clause = re.search(r"\s(?:that|which|who|whom|whose)\s", rest)
    if clause is not None:
        return f"{rest[: clause.start()]} {year}{rest[clause.start() :]}{found['end']}"
    return f"{rest} {year}{found['end']}"


def _one_statement(found: re.Match[str]) -> str:
    """``_IDENTITY_THEN_PRONOUN``'s two statements as one, the name in the pronoun's place."""
    owned = "'s" if found["pronoun"] in ("His", "Her") else ""
    return f"{found['name']}{owned} {found['rest']}"


_DATED_QUESTION = re.compile(
    r"^(?P<statement>[^?]+?)\.\s+(?P<time>(?:after|before|since|by|in|until|during)\s+(?:the\s+)?\d{4}s?),\s*"
    r"(?P<question>(?:who|what|when|where|which|how)\b[^.?]*)$",
    re.IGNORECASE,
)
"""A statement, then a question led by a year ("... After 1976, what was that company's water sold in"):
split without the year, which then leads the last step (it dates the question's own fact)."""


_SEMICOLON_BEFORE_QUESTION = re.compile(
    r";\s+((?:(?:in|on|at|from|for|by|to|of|until|since)\s+)?(?:who|what|when|where|which|how)\b)", re.I
)
"""A statement joined to its question by a semicolon ("X was designed by a naval architect; on which
island was the designer born?"): two sentences."""


_DID_SO = re.compile(
    r"^(?P<statement>(?:the|a|an)\s[^.?!]+)\.\s+"
    r"(?P<ask>(?:in\s+)?(?:what|which)\s+year|when)\s+did\s+(?:he|she|they|it)\s+do\s+(?:so|this|that)\s*$",
    re.IGNORECASE,
)
_BEFORE_VERB = {"also", "later", "then", "once", "first"}


def _did_so_spelled_out(text: str) -> str:
    """ "The ice merchant behind X also went into partnership with Y to form a building contractor. In what year did
    he do so?" as the one question it is: "In what year did the ice merchant behind X go into partnership with Y to
    form a building contractor?" (fresh40 k11, a false premise, was searched whole and answered with the year X was
    founded). Unchanged when the statement has no past the code can put back to its base."""
    found = _DID_SO.match(text)
    words = found["statement"].split() if found is not None else []
    at = next((i for i, w in enumerate(words) if i > 1 and (w in PAST_TO_BASE or w in INTRANSITIVE_PAST)), None)
    if found is None or at is None or words[at - 1].casefold() in _NOT_THE_DEED:
        return text  # "was elected", "never retired", "wanted to emigrate": no deed done to ask of
    subject, rest = words[: at - 1] if words[at - 1].casefold() in _BEFORE_VERB else words[:at], words[at + 1 :]
    if any(w.casefold() in _RELATIVE or w.endswith(",") for w in subject) or _POINTS_BACK_IN.search(" ".join(rest)):
        return text  # "The brewer who ran the Swan Inn bought ...": the verb may be the clause's; "behind it"
    base = PAST_TO_BASE.get(words[at]) or INTRANSITIVE_PAST[words[at]]
    ask = "In what year" if found["ask"].casefold().startswith(("what", "which")) else found["ask"].capitalize()
    return f"{ask} did {_article_lowered(' '.join(subject))} {base} {' '.join(rest)}"


_NOT_THE_DEED = {"was", "were", "is", "are", "had", "has", "have", "never", "not", "to", "would", "could", "been"}
_POINTS_BACK_IN = re.compile(r"\b(?:it|its|him|her|them|they|he|she)\b", re.IGNORECASE)


_CHILD_OF_SOMEONE = re.compile(
    r"^(?P<subject>the\s+(?P<role>[a-z-]+)\s+(?:who|that)\s+[^.?!]+?)\s+(?:was|is)\s+(?:the|a)\s+"
    r"(?:daughter|son)\s+of\s+(?:a|an)\s+[a-z-]+\.\s+(?P<rest>[^.?!]+)$",
    re.IGNORECASE,
)
_PARENT_OWNED = re.compile(r"\b(?:her|his)\s+(?P<parent>father|mother)\b(?![-'’])", re.IGNORECASE)


def _parent_of_described_child(text: str) -> str:
    """ "The architect who designed the entrance hall of the Brightwater lido was the daughter of an engineer. What
    structure did her father design?" as "What structure did the father of the architect who designed ... design?"
    (fresh42 k06 was searched whole and answered with a firm): the question's "her father" is the statement's
    subject's parent. Unchanged for any other text, or a subject that is no person's post."""
    found = _CHILD_OF_SOMEONE.match(text)
    parent = _PARENT_OWNED.search(found["rest"]) if found is not None else None
    if found is None or parent is None or singular(found["role"].casefold()) not in PERSON_ROLES:
        return text
    if not re.match(r"(?:in\s+|on\s+|at\s+|for\s+)?(?:what|which|where|when|who|how)\b", found["rest"], re.IGNORECASE):
        return text  # "Did his father own the mill?": no wh-question to put the parent into
    rest, subject = found["rest"], _article_lowered(found["subject"])
    asked = f"{rest[: parent.start()]}the {parent['parent'].casefold()} of {subject}{rest[parent.end() :]}"
    return f"{asked[:1].upper()}{asked[1:]}"


_OWNED_KIN_AFTER_OF_PHRASE = re.compile(
    r"^(?P<head>(?:which|what)\s+(?!(?:kind|kinds|sort|sorts|type|types)\b)[a-z-]+\s+of\s+[^?]*?\s(?:did|does|do)\s+)"
    r"(?P<owner>#\d+|[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)['’]s\s+(?P<kin>(?:(?:elder|older|younger)\s+)?"
    r"(?:father|mother|son|daughter|brother|sister|uncle|aunt|husband|wife|grandfather|grandmother))\b",
    re.IGNORECASE,
)
"""A kin by its owner's possessive after a which-phrase with "of" ("Which crossing of the river Aske did Miriam Pike's
father design?"), read as "the father of Miriam Pike", which splits (fresh45 k06's step was left whole)."""
_KIN_OF_OWNER = r"\g<head>the \g<kin> of \g<owner>"


def _decomposed(question: str) -> tuple[str, ...] | None:
    """``decompose`` before its last resort for a statement and its question."""
    plain = _parent_of_described_child(_did_so_spelled_out(_capitalised(strip_chatter(question).rstrip("?.! "))))
    plain = _asked_last_first(_without_apposition(plain_wording(_one_of_a_group_pointed(plain))))
    plain = _HELPED_FOUND.sub("co-founded", _SERVED_AS.sub(r"\1\2 was", _dash_as_full_stop(_topic_owns(plain))))
    plain = aside_after_dash_as_stop(plain)  # "... was a papermaker - any idea who his father was"
    plain = _SEMICOLON_BEFORE_QUESTION.sub(lambda m: f". {m[1][:1].upper()}{m[1][1:]}", plain)
    plain = _asked_directly(_something_asked(_statements_read_plainly(plain)))
    plain = _pronoun_as_that_thing(_passive_thing_pointed_at(_replacement_as_replaced(plain)))
    plain = _kin_of_described(_kin_of_post_holder(_PASSIVE_ASIDE.sub(r" \g<aside> ", _married_as_kin(plain))))
    plain = _kin_introduced_as_owned(_WHEN_ASIDE.sub(r"\g<year>", plain))
    plain = _leading_clause_last(_kin_clause_pointed_by_the(_owned_kin_asked_back(plain)))
    plain = _TRAILING_TIME_CLAUSE.sub(lambda m: m[0] if _introduces_pointed(m[0], plain) else ".", plain)
    plain = _OWNED_KIN_AFTER_OF_PHRASE.sub(_KIN_OF_OWNER, _WHOSE_AGENT.sub(_agent_owner_first, plain))
    dated = _DATED_QUESTION.match(plain)
    if dated is not None:  # "X founded a company. After 1976, what was that company's water sold in?"
        steps = decompose(f"{dated['statement']}. {dated['question']}?")
        if steps is not None and len(steps) > 1 and not re.search(r"[.?!]\s", steps[-1]):
            time, last = dated["time"], steps[-1]
            return (*steps[:-1], f"{time[:1].upper()}{time[1:]}, {last[:1].lower()}{last[1:]}")
    stated = _statement_steps(plain) or _statement_steps_reordered(plain)
    if stated is not None and all(_well_formed(step) for step in stated):
        return _within_max_steps(stated)
    text = _one_of_group_last(_topic_then_question(_clause_then_question(_part_of_which_first(plain))))
    text = _post_clause_with_that(_indirect_year_last(text))
    if not text:
        return (question,)
    led = _leading_phrase_steps(text, question)
    if led is not None:
        return led
    timed = _time_kept_last(text, question)
    if timed is not None:
        return timed
    if COMPARISON_LEAD.match(text):
        return comparison_steps(text, decompose)  # None when the sides or the compared value need a model's plan
    than = THAN_COMPARISON.match(text)
    if than is not None:
        return than_steps(than, decompose) or (question,)
    more = MORE_THAN.match(text)
    if more is not None and all(len(decompose(f"How many people live in {more[s]}?") or ()) == 1 for s in "ab"):
        return tuple(count_of(more, more[side]) for side in "ab")
    had = HAD_BY_THEN.match(text)
    if had is not None and had_by_then_sides(had, decompose):
        return had_by_then_steps(had)
    in_time = BEFORE_AFTER.match(text)
    if in_time is not None and all(len(decompose(f"When was {in_time[s]} born?") or ()) == 1 for s in "ab"):
        return in_time_steps(in_time)
    tokens = _indirect_to_direct(_TOKEN.findall(text))
    # "the elder of #3" is a step of its own only where the plan has room for it
    steps = _lookups(tokens, pick_one=True) or _lookups(tokens, pick_one=False)
    if steps is None or (had is not None and any(re.fullmatch(r"Had #\d+\?", step) for step in steps)):
        return None  # "Had the mill closed by the time her son was born?" read as "Had #1?": the model's plan
    steps = _verb_left_in_clause(_pronouns_named(steps, tokens))
    lookups = steps[:-1]  # a comma, or a "he" no name stands for, belongs to no lookup
    garbled = not all(_well_formed(step) for step in steps) or any("," in s or _unresolved(s) for s in lookups)
    garbled = garbled or (len(steps) > 1 and _asks_of_nobody(steps[-1]))  # "In what year did he set up #1?"
    garbled = garbled or _sentence_ends_inside(text)  # no lookup runs across a sentence's end
    if garbled or _measure_of_a_superlative(steps):
        return (question,)  # a split the code cannot write cleanly: the question is searched whole
    return steps or (question,)


_CIRCUMSTANCE_ASIDE = re.compile(
    r",\s+(?:after|following|amid|despite)\s+(?P<what>(?:two|three|four|several|many|a|an|the|its|his|her|their)\s+"
    r"[a-z'’ -]{2,40}),\s+(?=[a-z])(?=[^.?!]*[.!]\s+\S)"
)
"""A cause set off by commas inside a statement before the question ("The board set up in 1866*, after two cholera
outbreaks,* to bring clean water ..."): it says why, not which thing, and its commas would break the lookup around
it. Not a time that may say which one ("during the 1880s", "before the war"), nor in the question itself."""


def _aside_left_out(found: re.Match[str]) -> str:
    """``_CIRCUMSTANCE_ASIDE`` left out, where it is a noun phrase; a clause ("after the railway came") is kept."""
    said = found["what"].split()
    clause = any(_finite_verb(word) or word in PAST_TO_BASE or word in IRREGULAR_PAST_TO_BASE for word in said)
    return found[0] if clause else " "


_POST_HAD_AS_ITS = re.compile(
    r"(?P<start>^|[.!;]\s+)(?P<owner>(?-i:The)\s[^.;!?,]+?)\s+(?P<had>had|has)\s+(?P<one>(?:a|an)\s+[a-z-]+)\s+as\s+"
    r"(?:its|their)\s+(?P<post>(?:(?:first|last|second|founding|longest-serving)\s+)?[a-z-]+)(?P<end>[.;!]\s|[.;!]?$)"
)


def _post_had_as_its_holder(text: str) -> str:
    """ "The board ... had a papermaker as its first chairman." read as "The first chairman of the board ... was a
    papermaker.", the wording the statement splitters read (fresh67 k07 asked "Who was the papermaker of the
    board?"). Only a post a person holds; the text as it is otherwise."""

    def holder(found: re.Match[str]) -> str:
        owner = found["owner"]
        if singular(found["post"].split()[-1]) not in PERSON_ROLES or singular(owner.split()[1]) in PERSON_ROLES:
            return found[0]  # "The founder of the club had a friend as *its* first president": the club's, not his
        be = "was" if found["had"] == "had" else "is"
        return f"{found['start']}The {found['post']} of the{owner[3:]} {be} {found['one']}{found['end']}"

    return _POST_HAD_AS_ITS.sub(holder, text)


def _capitalised(text: str) -> str:
    """``text`` opening with a capital where its chatter left a statement's article or "whoever" in lowercase ("I
    was wondering: *whoever* designed X had an engineer for a father. ...", fresh68 k08): the readers of a statement
    look for one. Any other first word is left as it is ("birdwatchers" is no name)."""
    text = text.strip()
    opening = re.match(r"(?:the|a|an|whoever|one)\b", text)
    return text[:1].upper() + text[1:] if opening else text


_DID_WITHOUT_VERB = re.compile(r"^(?P<head>.+\b(?:did|does|do))\s+#(?P<n>\d+)\?$")
_WHERE_WORDS = {"on", "in", "at", "near", "along", "across", "around", "beside", "below", "above"}


_MIXED_PAIR = re.compile(
    r"^(?P<owner>[^.!?]+?)\s+had\s+two\s+(?P<group>[a-z]+s),\s+a\s+(?:man\s+and\s+a\s+woman|woman\s+and\s+a\s+man)\s*[.!]\s+"
    r"(?P<before>[^.!?]*?)\bthe\s+(?P<which>woman|man)\b(?P<rest>[^.!]*)$"
)


def _one_of_a_group_pointed(text: str) -> str:
    """``text`` with the one of a statement's group its question asks about told as one (``_one_of_a_mixed_pair``,
    ``_plural_pointed_as_one``)."""
    return _plural_pointed_as_one(_one_of_a_mixed_pair(text))


def _one_of_a_mixed_pair(text: str) -> str:
    """ "X had two founders, a man and a woman. In which village was the woman born?" as "X had a woman among its
    founders. In which village was she born?", the one of the group the question asks about, which the statement
    code reads (fresh49 k07 was searched whole and given up). Any other text is returned as it is."""
    pair = _MIXED_PAIR.match(text)
    other = "man" if pair is not None and pair["which"] == "woman" else "woman"
    if pair is None or re.search(rf"\bthe\s+{other}\b", f"{pair['before']} {pair['rest']}"):
        return text  # "Who was older, the man or the woman?": both asked of
    pronoun = "she" if pair["which"] == "woman" else "he"
    return f"{pair['owner']} had a {pair['which']} among its {pair['group']}. {pair['before']}{pronoun}{pair['rest']}"


_PLURAL_POINTED = re.compile(
    r"^(?P<statement>[^.?!]+[.!])(?P<question>\s+[^.!]*?\b(?:that|which|who)\s+[a-z]+\s+(?:those|these)\s+"
    r"(?P<plural>[a-z]{3,}s)\s+(?:was|were)\s+[a-z]+\s*\??)$"
)
"""A statement, then a question whose relative clause points back to its plural ("... the yard that built *those
schooners*")."""


def _plural_pointed_as_one(text: str) -> str:
    """A statement's bare plural that the question points back to with "those" ("X ran cargo schooners to the
    islands. Do you know when the yard that built those schooners was founded?", fresh48 h08, searched whole and
    answered with another yard's year) as one of them ("X ran a cargo schooner ... built that schooner ..."), which
    the code that splits a statement's thing reads. Any other text is returned as it is."""
    found = _PLURAL_POINTED.match(text)
    said = list(re.finditer(rf"\b{found['plural']}\b", found["statement"])) if found is not None else []
    if found is None or len(said) != 1 or not _PLACE_OR_END.match(found["statement"][said[0].end() :]):
        return text  # "ran smacks out of Pell", "schooners and barges": the plural's clause goes on
    before = found["statement"][: said[0].start()].split()
    words = 0  # the plural's modifiers ("cargo"), back to the verb or preposition it follows
    while words < min(2, len(before) - 1) and _modifier(before[-1 - words]):
        words += 1
    verb = before[-1 - words] if len(before) > words else ""
    if not (verb.islower() and is_past_verb(verb)):
        return text  # "the schooners", "his town's first public baths", "in blue bottles": no plural a deed made
    one = one_of_plural(found["plural"])
    statement = " ".join([*before[: len(before) - words], "a", *before[len(before) - words :], one])
    question = re.sub(rf"\b(?:those|these)\s+{found['plural']}\b", f"that {one}", found["question"], count=1)
    return f"{statement}{found['statement'][said[0].end() :]}{question}"


_PLACE_OR_END = re.compile(r"^\s*(?:[.!]|(?:to|from|between|across|on|for)\s)")
"""What may follow a statement's plural that a question points back to: its end or a place ("to the islands")."""


def _modifier(word: str) -> bool:
    """Whether ``word`` may modify a noun after it ("cargo", "small"): lowercase, no verb, preposition,
    determiner or number."""
    low = word.casefold()
    if number_word_value(low) is not None:
        return False  # "sank three deep shafts": how many, not which
    return word == low and low.isalpha() and not (is_past_verb(low) or low in _AUX | PREPOSITIONS | _DETERMINERS)


def _verb_left_in_clause(steps: tuple[str, ...]) -> tuple[str, ...]:
    """Steps with one asking "How many sheep did #1?": the question's own verb was read as the end of the lookup's
    clause ("Who holds the record at the Pell trials farm on the moor?", fresh34 k04; "... commanded by X spend
    the winter?"); it goes back to the asking step with what follows it ("How many sheep did #1 farm on the
    moor?"). The verb is the last word of the lookup followed by a place ("farm on the moor"), or a known verb
    followed by its object ("spend the winter") or nothing. Other steps are returned as they are."""
    for index, step in enumerate(steps):
        asked = _DID_WITHOUT_VERB.match(step)
        n = int(asked["n"]) if asked is not None else 0
        if not 1 <= n <= index:
            continue
        words = steps[n - 1].rstrip("?").split()
        verb = next((i for i in range(len(words) - 1, 1, -1) if _verb_of_asking_step(words, i)), None)
        if verb is not None:
            lookup = f"{' '.join(words[:verb])}?"
            moved = f"{asked['head']} #{n} {' '.join(words[verb:])}?"
            steps = (*steps[: n - 1], lookup, *steps[n:index], moved, *steps[index + 1 :])
    return steps


def _verb_of_asking_step(words: Sequence[str], i: int) -> bool:
    """Whether ``words[i]`` may be a "did" question's verb left at a lookup's end: a lower-case word, no stop word,
    followed by a place's preposition ("farm on the moor"), or a known verb followed by nothing or an object
    ("keep", "spend the winter")."""
    word, rest = words[i], [w.casefold() for w in words[i + 1 :]]
    if not re.fullmatch(r"[a-z]+", word) or word in _NOT_NOUNS | _PHRASE_STOPS or any(w in _RELATIVE for w in rest):
        return False
    if rest and rest[0] in _WHERE_WORDS and not any("#" in w for w in rest):
        return True
    return word in BASE_VERBS and (not rest or rest[0] in _DETERMINERS)


_ABBREVIATIONS = {"st", "dr", "mr", "mrs", "ms", "capt", "rev", "co", "mt", "no", "bros", "ltd", "jr", "sr", "fr"}


_POST_CONTACT_CLAUSE = re.compile(
    r"\bthe ([a-z]+) (#\d+|(?:[A-Z][\w'’-]*\s)+)(is|was) ((?:the )?(?:(?:chief|first|second) )?[a-z]+) (of|on|aboard) "
    r"(?=[a-z]+\??$)"
)
"""A post held on a thing, in a clause without "that" before the question's own verb: "How many cars can *the
ferry #2 is chief engineer of* carry?"."""


def _post_clause_with_that(text: str) -> str:
    """``text`` with "that" opening a post's clause that has none ("the ferry #2 is chief engineer of carry" ->
    "the ferry that #2 is chief engineer of carry"), which the splitter reads as any relative clause
    (fresh33 h04 searched "... the ferry she is chief engineer of carry?" whole)."""
    return _POST_CONTACT_CLAUSE.sub(
        lambda m: f"the {m[1]} that {m[2]}{' ' if m[2].startswith('#') else ''}{m[3]} {m[4]} {m[5]} ", text
    )


def _leading_phrase_steps(text: str, question: str) -> tuple[str, ...] | None:
    """The steps of a question with a time, place or exception in front (``_LEADING_TIME``): the phrase stays
    with the last step; "At their peaks" in front of a comparison goes with its lead, for each side. None when
    there is no such phrase."""
    lead = _LEADING_TIME.match(text)
    peak = lead is not None and re.fullmatch(r"at (?:its|their) (?:peaks?|busiest|height)", lead["lead"], re.I)
    more = peak and re.search(  # "employed more *people*", "had the bigger workforce"
        r"\bmore\s+(?!than\b)[a-z]+|\b(?:larger|bigger|greater|smaller)\s+(?:workforce|staff)\b", lead["question"], re.I
    )
    if more and COMPARISON_LEAD.match(lead["question"]) and re.search(r"[:,]", lead["question"]):
        # "At their peaks, which employed more people: A or B?": the phrase qualifies what each side is asked (its
        # template keeps it: "... employ at its peak?"), not the last side alone
        asked, mark, sides = re.split(r"([:,])", lead["question"], maxsplit=1)
        return decompose(f"{asked} {lead['lead'][:1].lower()}{lead['lead'][1:]}{mark}{sides}?")
    if lead is None:
        return None
    steps = decompose(lead["question"])
    if steps is None or len(steps) == 1:
        return (question,)
    last = steps[-1]
    phrase = lead["lead"]
    return (*steps[:-1], f"{phrase[:1].upper()}{phrase[1:]}, {last[:1].lower()}{last[1:]}")


def _sentence_ends_inside(text: str) -> bool:
    """Whether ``text`` holds a sentence's end before its last word: a full stop, "!" or ";" then a word, not
    after an abbreviation or an initial ("Dr. Ada Penn", "J. R. Hale", "Hale & Co.")."""
    for end in re.finditer(r"(?P<word>[\w'’]*)[.!;]\s+\S", text):
        word = end["word"]
        if end[0][len(word)] != "." or (word.casefold() not in _ABBREVIATIONS and not re.fullmatch(r"[A-Z]", word)):
            return True
    return False


_NAME_THEN_APPOSITION = re.compile(
    r"^(?P<name>(?:MV|SS|PS|HMS|St|[A-Z][\w'’&-]*)(?:\s+(?:[A-Z][\w'’&-]*|of|&))*),\s+"
    r"(?:the|a|an|his|her|its|their)\s+[^,?]+,\s+(?P<rest>[a-z].*)$"
)


_ASKED_LAST = re.compile(
    r"^(?P<subject>(?:the|a|an)\s.+?)\s+(?P<aux>was|were|is|are|had|has)\s+(?P<been>been\s+)?"
    r"(?P<verb>(?:[a-z]+\s+)?[a-z]+)\s+"
    r"(?P<wh>(?:in|on|at|from|since|by|until)\s+(?:which|what)\s+[a-z]+|when|where|how\s+many\s+[a-z]+)$",
    re.IGNORECASE,
)


_LEADING_PARTICIPLE = re.compile(
    r"^(?P<word>[A-Z][a-z]+)\s(?:of|in|from|with)\s[^,]{1,60}?\s[a-z]+,\s+(?=(?:the|a|an)\s)"
)
"""A participle phrase set before the subject saying what it is made of ("Built of Calder Bridge
brick, the infirmary ..."): an aside, no part of what is asked. One ending in a name ("Built for Ada
Penn, the house ...") may be what picks the subject out, and stays."""
_ASKED_OF_THE_DOER = re.compile(
    r"^(?P<thing>(?:the|a|an)\s.+?)\s+(?:was|were)\s+(?P<verb>[a-z]+)(?P<particle>\s+(?:up|out|down))?\s+by\s+(?:a|an)\s+"
    r"(?P<doer>[a-z-]+)\s+(?:that|which|who)\s+(?:had\s+been|was|were)\s+(?P<verb2>[a-z]+)\s+"
    r"(?P<wh>(?:in|on|at|from|since|by)\s+(?:which|what)\s+[a-z]+|when|where)$",
    re.IGNORECASE,
)
"""A statement that asks at its end about the one who did its verb ("the infirmary was put up by a
contractor that had been founded in what year")."""


_PLACE_ADJECTIVES = (
    "mainland|market|coastal|moorland|fishing|cathedral|spa|harbour|island|hill|lakeside|riverside|mining|mill"
    "|little|small|old|nearby|neighbouring|border|seaside|valley|upland|lowland"
)
"""Words that describe a place in "the mainland city of X" (X itself), never one that picks another place out
("the largest city of X", "the capital city of X", "the twin town of X")."""
_PLACES_OF_TWO = re.compile(
    r"\b[Tt]he\s+(?:islands|towns|villages|cities|parishes|hamlets)\s+of\s+"
    r"(?=[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*\s+and\s+[A-Z])"
)
"""Two places told as a group of their kind ("the islands of Brannoch and Skerrin"): the places themselves (fresh62
h06 planned "What are the islands of Brannoch?"). The comparison reader sees the question before ``plain_wording``."""

_ASIDE_AFTER_FIRST_SIDE = re.compile(
    r"(?<=[A-Za-z'’]),\s+(?:where|which|who|whose)\s[^,?]+,(?=\s+and\s+(?:the\s+)?[A-Za-z][^,?]*,\s+(?:which|who)\b)"
)
"""An aside after the first side of a pair ("Between Kellbrook*, where the canal begins,* and Wendle, which ...?"): it
tells that side, the comparison reads the side without it (fresh64 k09 was searched whole)."""
_STAND_IN = re.compile(r"\bthat\s+(?:stand-in|substitute)\b")
"""A question's pointer to the vessel a statement says stood in on another's crossing ("that stand-in")."""

_IDIOMS = (
    (re.compile(r"\b(?:did|does|do)\s+(?P<who>[^?]+?)\s+come into the world\b", re.I), r"was \g<who> born"),
    (re.compile(r"\b(?:came|come|comes) into the world\b", re.I), "was born"),
    (re.compile(r"\b(?:did|does|do)\s+(?P<who>[^?]+?)\s+pass away\b", re.I), r"did \g<who> die"),
    (re.compile(r"\bpassed away\b", re.I), "died"),
    (re.compile(rf"\b(?i:the)\s+(?:{_PLACE_ADJECTIVES})\s+(?:city|town|village|port|hamlet)\s+of\s+(?=[A-Z])"), ""),
    (re.compile(r"^Whoever\s+(?=(?:first\s+|later\s+|once\s+)?[a-z]+ed\b|(?:first\s+)?ran\b)"), "The person who "),
    (re.compile(r"\bwent on to (?P<verb>[a-z]+)\b"), lambda m: _past_of(m["verb"])),
    (re.compile(r"\bwent up\b(?=\s+(?:first|earlier|later|last|in\s+\d{4})\b|\s*[,:?])"), "was built"),
    (
        re.compile(
            rf"\b(?P<had>had|has) (?P<a>an?) (?P<role>[a-z-]+) for an? (?P<kin>(?:grand|great-)*(?:{KIN}))(?![\w-])"
        ),
        r"\g<had> a \g<kin> who was \g<a> \g<role>",  # "had an engineer for a brother"
    ),
    (
        re.compile(r"\bhas had the same (?P<role>(?:[a-z-]+\s+)?[a-z-]+) (?:since|for) [^.!?;]+(?=[.!;])"),
        lambda m: f"has a {m['role']}" if m["role"].split()[-1] in PERSON_ROLES else m[0],  # not "the same boat"
    ),
    (re.compile(r"\b(?P<the>[Tt]he|[Ii]ts|[Hh]is|[Hh]er|[Tt]heir) very (?P<rank>first|last)\b"), r"\g<the> \g<rank>"),
    (  # "Where was the founder born of the firm that ...?": "born" after the whole person
        re.compile(
            r"\b(?P<head>(?:where|when|in\s+(?:which|what)\s+[a-z]+)\s+(?:was|were)\s+the\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)"
            r"\s+born\s+(?P<of>of\s+[^?.!]+?)(?=\s*\??$)",
            re.I,
        ),
        r"\g<head> \g<of> born",
    ),
    (_ASIDE_AFTER_FIRST_SIDE, ""),  # "Between Kellbrook, where the canal begins, and Wendle, which ...?"
    (_PLACES_OF_TWO, ""),  # "Between the islands of Brannoch and Skerrin, which ...?": the two places themselves
    (  # "How long was the ship her father was master of?": its length, not how long he was
        re.compile(
            rf"\b(?P<how>[Hh])ow long (?P<be>was|is|were|are) (?P<the>the|that|this|her|his|its|their) "
            rf"(?P<noun>(?:[a-z-]+\s+)?(?:{CATEGORY_NOUNS['vessel']}|bridge|viaduct|pier|tunnel|breakwater|quay))"
            # a contact clause ending the question in a preposition or a deed, whose "was master of" reads as a time
            r"(?=\s+(?:her|his|their|my|our)\s(?:(?!\b(?:in\s+service|laid\s+up|open|afloat)\b)[^?])*?"
            r"\b(?:of|on|aboard|built|sailed|commanded|owned|designed)\s*\??$)"
        ),
        lambda m: f"{'W' if m['how'] == 'H' else 'w'}hat {m['be']} the length of {m['the']} {m['noun']}",
    ),
    (  # "the ship her father was master of": a relative clause without "that", which the splitter reads with it
        re.compile(
            rf"\b(?P<thing>the\s+(?:[a-z-]+\s+)?(?:{CATEGORY_NOUNS['vessel']}))\s+"
            r"(?=(?:her|his|their)\s+(?:grand)?(?:father|mother|brother|sister|son|daughter|uncle|aunt|husband|wife)\s+"
            r"(?:was|had\s+been)\s+(?:the\s+)?[a-z]+\s+(?:of|on|aboard)\b)"
        ),
        r"\g<thing> that ",
    ),
    (  # "Where is the vessel that runs X kept over the winter?": the season first, the participle ends the question
        re.compile(
            r"^(?P<asked>(?:[Ww]here|[Ww]hen|[Hh]ow)\b.+?\s[a-z]+)\s+(?:over|in|during)\s+(?:the\s+)?"
            r"(?P<season>winter|summer|spring|autumn|off-season)\s*(?P<end>\??)$"
        ),
        lambda m: (
            f"In {m['season']}, {m['asked'][:1].lower()}{m['asked'][1:]}{m['end']}"
            if is_participle(m["asked"].split()[-1].casefold())
            and m["asked"].split()[-2].casefold() not in ("was", "were", "is", "are", "been", "be")  # "that was sunk"
            else m[0]
        ),
    ),
    (  # "What name did the engine ... go by?": what was it called
        re.compile(r"\b(?P<what>[Ww]hat) name (?P<aux>did|does|do) (?P<thing>[^?]+?) go by\b"),
        lambda m: f"{m['what']} {dict(did='was', does='is', do='are')[m['aux']]} {m['thing']} called",
    ),
    (  # "Kellbrook or Wendle - which of those two villages has more people?": the choice after its question
        re.compile(
            r"^(?!(?:Did|Was|Is|Were|Are|Does|Do|Has|Had|Can|Could|Which|Who|What|When|Where|How)\b)"
            r"(?P<a>(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)\s+or\s+(?P<b>(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
            r"\s*(?:-|–|—|:|,|\?)\s+(?P<asked>(?:[Ww]hich|[Ww]ho)\b[^?]*?)\s*(?P<end>\??)$"
        ),
        lambda m: f"{m['asked'][:1].upper()}{m['asked'][1:]}, {m['a']} or {m['b']}{m['end']}",
    ),
    (  # "X found a comet at some point. Do you know what year that was?": in what year X found it
        re.compile(
            r"^(?P<statement>[A-Z][^.!?]*?)(?:\s+(?:at\s+some\s+point|once|one\s+day))?[.!]\s+"
            r"(?:(?:do|does)\s+(?:you|anyone)\s+(?:know|happen\s+to\s+know|remember)\s*,?\s+)?"
            r"(?P<ask>(?:in\s+)?(?:what|which)\s+year|when)\s+(?:(?:that|this|it)\s+(?:was|happened)|was\s+(?:that|this|it)"
            r"|did\s+(?:that|this|it)\s+happen)\s*(?P<end>\??)$",
            re.I,
        ),
        lambda m: _event_asked_back(m) or m[0],
    ),
    (  # "Which brewery goes back further, A or B?": which is older (not "goes back further with the line")
        re.compile(
            r"\b(?P<verb>goes|dates|reaches|went|dated|reached)\s+"
            r"(?:back\s+(?:further|farther)|(?:further|farther)\s+back)(?:\s+in\s+time)?(?=\s*(?:[,:?]|than\b))"
        ),
        lambda m: "was older" if m["verb"] in ("went", "dated", "reached") else "is older",
    ),
    (  # "the first doctor on the staff of the infirmary": the first doctor at it
        re.compile(r"\b(?P<role>[a-z-]+)\s+on\s+the\s+staff\s+(?:of|at)\s+(?=the\b|[A-Z])"),
        lambda m: f"{m['role']} at " if singular(m["role"]) in PERSON_ROLES else m[0],
    ),
    (  # "Which of the son's pictures is the best known?": the son's best known picture, a lookup of its owner's
        re.compile(
            r"\b(?P<which>[Ww])hich of "
            r"(?P<owner>(?:(?:the|that)\s+(?P<role>[a-z-]+)|[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)['’]s?|his|her|their|its) "
            r"(?P<things>[a-z-]+s) (?P<be>is|was|are|were) the "
            rf"(?P<most>best[- ]known|most [a-z-]+|{'|'.join(s for s in SUPERLATIVES if s != 'most')})\s*(?P<end>\??)$"
        ),
        lambda m: _owners_best_thing(m) or m[0],
    ),
    (  # "X was the first woman to command a ship of the line. ... that ship": the ship X commanded
        re.compile(
            r"^(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)\s+(?:was|became)\s+the\s+(?:first|last|only)\s+"
            r"(?:[a-z-]+\s+){1,2}?(?:ever\s+)?to\s+(?P<verb>[a-z]+)\s+(?P<thing>(?:a|an)\s+[^.!?]+?)(?P<stop>[.!]\s+)"
            r"(?P<question>[^.!?]*\b(?:that|this)\s+(?P<noun>[a-z]+)\b[^.!?]*\??)$"
        ),
        lambda m: (
            f"{m['name']} {_past_of(m['verb'])} {m['thing']}{m['stop']}{m['question']}"
            if m["verb"] in BASE_VERBS and re.search(rf"\b{m['noun']}\b", m["thing"])
            else m[0]
        ),
    ),
    (  # "another vessel stood in on her crossing. ... that stand-in": it covered her crossing, "that vessel"
        re.compile(
            r"^(?P<before>.*?\b(?i:another|a|an)\s+(?:[a-z-]+\s+){0,2}?(?P<noun>[a-z-]+)\s+)"
            r"(?:stood|filled|stepped)\s+in\s+on\s+(?=(?:her|his|its|the|[A-Z][\w'’-]*['’]s)\s+(?:[\w'’-]+\s+){0,2}?"
            r"(?:crossing|route|run|sailings?|service)\b)"
            r"(?P<after>.*)$",
            re.S,
        ),
        lambda m: (
            f"{m['before']}covered {_STAND_IN.sub('that ' + m['noun'], m['after'])}"
            if m["noun"] in _ANY_VESSEL
            else m[0]
        ),
    ),
    (  # "Before he became the line's marine superintendent, one captain was master of a steamer": the captain who
        # became it, told by that post (fresh64 h04 was searched whole)
        re.compile(
            r"^(?:Before|After|Until)\s+(?:he|she)\s+became\s+(?P<post>[^,.?!]+),\s+(?:one|a|an)\s+(?P<role>[a-z-]+)\s+"
            r"(?=(?:was|had\s+been)\s)"
        ),
        lambda m: f"The {m['role']} who was {m['post']} " if singular(m["role"]) in PERSON_ROLES else m[0],
    ),
    (  # a person who "came from another town in the valley" was born there
        re.compile(
            r"(?<=[a-z])\s+came\s+from\s+(?=(?:another|a|an|one|the\s+same)\s+(?:[a-z-]+\s+)?"
            r"(?:town|village|city|hamlet|parish|island)\b(?!\s+(?:that|which|whose|where)\b))"  # told by a clause:
            # "came from a village that takes its name from ..." splits as it is
        ),
        lambda m: " was born in " if _person_told_before(m) else m[0],
    ),
)
"""Ways of saying "born" and "died" that the plans read as those words: "Of A and B, which man came
into the world earlier?" compares birth years (fresh19 k13 was searched whole and given up); "went on
to found a yard" is "founded a yard" (fresh23 h07); a building that "went up first" was built first (fresh24 k14);
"Whoever first ran X had ..." tells the person who first ran X (fresh39 k07); "the mainland city of Ardmoray" is
Ardmoray, no hop of its own (fresh39 h06); a ferry that "has had the same chief engineer since she was new" has a
chief engineer, the one the question points back to (fresh48 h04 asked "... Which engineer is that?" whole); "had an
engineer for a brother" had a brother who was one (fresh49 k06 read "he" as the matron herself); "the very first" head
teacher is the first (fresh50 k07's lookup of her grandfather was left one step); "Where was the founder born of the
firm that ...?" is "Where was the founder of the firm that ... born?" (fresh57 k07's last step read "Where was the
founder born of #2?"); "the first doctor on the staff of the infirmary" is its first doctor, and someone who "came from
another town in the valley" was born there (fresh61 k07 was asked "Which town is the one that the first doctor on the
staff of ... came from ...?" and given up); a brewery that "goes back further" is the older (fresh61 k09 had no plan,
and the model's plan compared nothing)."""


def _owners_best_thing(found: re.Match[str]) -> str | None:
    """ "Which of the son's pictures is the best known?" as "What is the son's best known picture?", which the planner
    splits as the son, then his picture; None when "the X's" owner is no person ("the company's ferries": a statement
    about "a company" is read apart) or the plural has no one-word singular ("works")."""
    role = found["role"]
    person = role is None or singular(role) in PERSON_ROLES or re.fullmatch(rf"(?:grand)?(?:{KIN})", role) is not None
    one = one_of_plural(found["things"])
    if not person or one == found["things"].casefold():
        return None
    be = "is" if found["be"] in ("is", "are") else "was"
    return f"{'W' if found['which'] == 'W' else 'w'}hat {be} {found['owner']} {found['most']} {one}{found['end']}"


_SOMETHING_THEN_WHAT = re.compile(
    r"^(?P<first>.+?[.!]\s+)?(?P<lead>(?:In|On|At|By)\s+(?:1\d{3}|20\d{2})\b,?\s+|(?:In|On|At|By)\s+[^,.!?]+,\s+)?"
    r"(?P<later>(?:Later|Then|Afterwards),\s+)?(?P<subject>[A-Z][^.!?]*?)\s+(?P<adverb>(?:later|then|also|once|first)\s+)?"
    r"(?P<verb>[a-z]+)\s+something\b(?P<rest>[^.!?]*)[.!]\s+What\s+(?:was|is)\s+(?:it|that)$"
)


def _something_asked(text: str) -> str:
    """ "X's daughter later put something on the clay pits. What was it" -> "What did X's daughter later put
    on the clay pits": the "something" a statement tells of is what its question asks (fresh27 k11 was
    searched whole); ``text`` as it was otherwise, or when the verb's base is unknown."""
    found = _SOMETHING_THEN_WHAT.match(text)
    verb = found["verb"] if found is not None else ""
    base = PAST_TO_BASE.get(verb) or (verb if verb in IRREGULAR_PARTICIPLES and verb in BASE_VERBS else None)
    if found is None or base is None:
        return text
    subject = _article_lowered(found["subject"])
    adverb = found["adverb"] or (found["later"] or "").replace(",", "").lower()  # "Later, X put" -> "X later put"
    lead = found["lead"] or ""  # "In 1920 X put something on the hill" -> "... put on the hill in 1920"
    when = f" {lead[0].lower()}{lead[1:].strip().rstrip(',')}" if lead else ""
    return f"{found['first'] or ''}What did {subject} {adverb}{base}{found['rest']}{when}"


_ASKED_INDIRECTLY = re.compile(
    r"(?P<before>[.!]\s+)(?:(?:do|can|could)\s+you\s+(?:tell\s+me|know|say)|any\s+idea)\s*,?\s+"
    r"(?P<asked>(?P<preposition>(?:in|until|since|from|by|for)\s+)?(?:who|what|when|where|which|how)\b[^.?!]*)$",
    re.IGNORECASE,
)


def _asked_directly(text: str, *, after_preposition: bool = False) -> str:
    """A question after a statement asked indirectly, asked directly: "X's son founded a mill. Do you know
    which town he was born in" -> "... Which town was he born in", so it splits like any question after
    a statement (fresh27 k07 was searched whole). ``after_preposition``: one opening "until what year ..." too,
    for ``pointed_first`` (the statement's splits misread some of them: "until what year that paper was printed
    in its own works"). ``text`` as it was when it has no such question."""
    found = _ASKED_INDIRECTLY.search(text)
    if found is None or (found["preposition"] and not after_preposition):
        return text
    tokens = found["asked"].split()
    direct = _indirect_to_direct(tokens)
    unread = _frame_aux([t.casefold() for t in tokens]) is None and not _wh_word_is_subject(tokens)
    if direct == tokens and unread:  # "Could you say how many it employed?": no direct form read, not split
        return text
    asked = " ".join(direct)
    return f"{text[: found.start('before')]}{found['before']}{asked[:1].upper()}{asked[1:]}"


def _wh_word_is_subject(tokens: list[str]) -> bool:
    """Whether an indirect question's "who" or "which NOUN" is its subject ("who founded the mill",
    "which firm built it"): its direct form is written the same."""
    lower = [t.casefold() for t in tokens]
    verb = 2 if lower[0] in ("which", "what") and len(lower) > 2 and lower[1] not in _SUBJECT_PRONOUNS else 1
    return (
        lower[0] in ("who", "which", "what")
        and verb < len(lower)
        and (lower[verb] in PAST_TO_BASE or lower[verb] in _AUX)
    )


def _past_of(base: str) -> str:
    """The past of a verb's base form ("found" -> "founded", "build" -> "built", "carry" -> "carried")."""
    if base in BASE_LIKE_PASTS - {"found"}:  # "set up" -> "set up" ("found" is a verb of its own: "founded")
        return base
    irregular = next((past for past, known in IRREGULAR_PAST_TO_BASE.items() if known == base), None)
    if irregular is not None:
        return irregular
    if base.endswith("e"):
        return f"{base}d"
    return f"{base[:-1]}ied" if re.search(r"[^aeiou]y$", base) else f"{base}ed"


_KNOWN_PASTS = {**PAST_TO_BASE, **INTRANSITIVE_PAST, "found": "find"}
"""Past verbs whose base is known ("closed" -> "close", "died" -> "die"; "found" as "find", a statement's deed)."""


def _event_asked_back(found: re.Match[str]) -> str | None:
    """ "In what year did the first director of the observatory find a comet?" for "The first director of the
    observatory found a comet at some point. Do you know what year that was?": the statement's one past verb whose base
    is known, asked of what comes before it (fresh62 k04 was asked whole and answered with the observatory's building
    year). None when the statement has no such verb or more than one, or its subject holds a clause, a comma or a
    time ("The ship that Ann Hale owned sank", "In 1850 the mill burned")."""
    words = found["statement"].split()
    verbs = [i for i in range(1, len(words)) if words[i] in _KNOWN_PASTS and words[i] not in ("was", "were", "had")]
    if len(verbs) != 1:
        return None
    subject, rest = " ".join(words[: verbs[0]]), " ".join(words[verbs[0] + 1 :])
    if re.search(r",|\b(?:who|that|which|whom|whose|where|when)\b|^(?:in|on|after|before|during)\b|\d", subject, re.I):
        return None
    if any(w.endswith("ed") or w in _KNOWN_PASTS for w in re.findall(r"\band\s+(\w+)", rest)):
        return None  # "bought the mill and renamed it": two deeds
    base = _KNOWN_PASTS[words[verbs[0]]]
    ask = "When" if found["ask"].casefold() == "when" else "In what year"
    return f"{ask} did {_article_lowered(subject)} {base}{' ' + rest if rest else ''}{found['end']}"


def _person_told_before(found: re.Match[str]) -> bool:
    """Whether the subject of ``found``'s clause is a person: "She", a name ("Ann Hale"), or a person's post with at
    most a place or thing after it ("The first doctor at the Dunmere Infirmary"); not a thing ("The clock he built",
    "The brewer's barley") nor a clause whose verb comes before (“The mayor said the stone ...”)."""
    before = re.split(r"[.!?]\s+", found.string[: found.start()])[-1].split()
    if len(before) == 1 and before[0].casefold() in ("he", "she"):
        return True
    if before and before[0] not in ("The", "A", "An") and all(w[:1].isupper() for w in before):
        return True  # a name: "Ann Hale", "Dr Ann Hale"
    lead = [w for w in before if w.casefold() not in ("the", "a", "an")]
    people = (PERSON_ROLES | PEOPLE_WORDS) - {"family", "families"}  # "His family came from a village": no birth
    role = [singular(w.casefold()) in people for w in lead]
    # the post's last word ("head *teacher*"), among the subject's first words
    head = next((i for i in range(min(4, len(lead))) if role[i] and not (i + 1 < len(lead) and role[i + 1])), None)
    if head is None:
        return False
    tail = lead[head + 1 :]
    return not tail or tail[0].casefold() in ("at", "of", "on", "in", "from", "for")


def plain_wording(text: str) -> str:
    """``text`` with the idioms of ``_IDIOMS`` in plain words ("did he come into the world" -> "was he born",
    "Whoever first ran X" -> "The person who first ran X", "the mainland city of X" -> "X"), and a clause without
    "that" whose subject is someone's kin or post said in the passive (``_POSSESSIVE_CONTACT``). The planner reads
    it, and so do the answer checks, so a whole question is checked as its plan's steps were (fresh39 k07's answer
    was refused against "come into the world", its step "In which village was Edwin Sallow born?" having passed)."""
    for idiom, plain in _IDIOMS:
        text = idiom.sub(plain, text)
    return _POSSESSIVE_CONTACT.sub(_contact_in_the_passive, text)


_POSSESSIVE_CONTACT = re.compile(
    r"\b(?P<thing>the\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+"
    r"(?P<doer>(?:[A-Z][\w-]*\s+)*[A-Z][\w-]*['’]s\s+(?:(?:younger|elder|older|eldest|youngest|late)\s+)?"
    r"(?P<role>[a-z-]+))\s+(?P<verb>[a-z]+)\b(?!\s+by\b)"
)
"""A thing, then someone's kin or post and a past verb, with no "that" ("the company *Ada Penn's younger brother
founded*"): fresh29 k06's wording "the company his younger brother founded" planned "Who was the company
Lionel Oakes's younger brother?"."""


_NOT_NOUNS = PREPOSITIONS | _RELATIVE | _DETERMINERS | _AUX
"""Words no noun phrase after "the" is made of ("the mill *that*", "the company *founded*")."""


def _contact_in_the_passive(found: re.Match[str]) -> str:
    """ "the company Ada Penn's brother founded" as "the company founded by Ada Penn's brother"; the words as
    they were when the doer is no one's kin or post, or the verb no past verb."""
    role, verb, thing = found["role"].casefold(), found["verb"], found["thing"].split()[1:]
    someone = singular(role) in PERSON_ROLES or re.fullmatch(_KIN_WORD, role, re.I) is not None
    a_noun = all(w not in _NOT_NOUNS and not is_past_verb(w) and not is_participle(w) for w in thing)
    if not (someone and a_noun) or singular(thing[-1]) in PERSON_ROLES or not is_past_verb(verb) or verb == "born":
        return found[0]  # "the racing cyclist Oswald Brack's mother": a person named, no clause
    before = found.string[: found.start()]
    opening = re.fullmatch(r"(?:.*[.!;]\s+)?(?P<word>\w+)\s+", before, re.S)  # the sentence's first word
    after = found.string[found.end() :].split()[:1]
    leading_time = opening is not None and opening["word"].casefold() in PREPOSITIONS
    if leading_time or after and after[0].casefold() in _DETERMINERS:
        return found[0]  # "In the spring Ada Penn's husband bought a ship": a time, then a clause with its object
    return f"{found['thing']} {PAST_TO_PARTICIPLE.get(verb, verb)} by {found['doer']}"


def _asked_last_first(text: str) -> str:
    """ "The man who started the business was born in which year" -> "In which year was the man who
    started the business born": a statement that asks at its end is the question it asks, so its
    descriptions split as in any question. A subject that ends inside a clause ("... a contractor
    that had been founded in what year") is left as it is."""
    lead, mark, tail = (*re.split(r"([;:]\s+|\.\s+)(?=\S[^;:.]*$)", text, maxsplit=1), "", "")[:3]
    if mark:  # "X was laid out on fields a business used; the man who started that business was born when"
        return f"{lead}{mark}{_asked_last_first(tail)}"
    aside = _LEADING_PARTICIPLE.match(text)
    if aside is not None and is_participle(aside["word"].casefold()):  # "Built of Calder brick, the infirmary ..."
        text = text[aside.end() :]
    by_whom = _ASKED_OF_THE_DOER.match(text)
    if by_whom is not None:  # "X was put up by a contractor that had been founded in what year"
        wh, doer, done = by_whom["wh"], by_whom["doer"], PARTICIPLE_TO_PAST.get(by_whom["verb"], by_whom["verb"])
        thing = _article_lowered(by_whom["thing"])
        return (
            f"{wh[:1].upper()}{wh[1:]} was the {doer} that {done}{by_whom['particle'] or ''} {thing} {by_whom['verb2']}"
        )
    asked = _ASKED_LAST.match(text)
    if asked is None or asked["subject"].split()[-1].casefold() in _RELATIVE:
        return text
    if not is_past_verb(asked["verb"].split()[-1]) or re.search(r"\b(?:and|was|were|is|are)$", asked["subject"]):
        return text  # "... is home to how many people", "... was closed and was demolished when": not turned round
    if asked["aux"].casefold() in ("had", "has") and not asked["been"]:
        return text  # "the yard had built ships in which year": no passive or perfect to turn round
    wh, aux = asked["wh"], "was" if asked["been"] else asked["aux"]  # "had been founded": when it was founded
    return f"{wh[:1].upper()}{wh[1:]} {aux} {_article_lowered(asked['subject'])} {asked['verb']}"


def _without_apposition(text: str) -> str:
    """ "SS Velmar, the company's first steamer, had room for how many cars?" -> "SS Velmar had room
    for how many cars?": a thing named, then described between commas, is the thing named; its
    description is no lookup. So is one described at the question's end ("Who founded the firm
    that made the Senna Cup, the trophy for the regatta's main race?")."""
    named = _NAME_THEN_APPOSITION.match(text)
    if named is not None:
        return f"{named['name']} {named['rest']}"
    last = _NAME_THEN_TRAILING_APPOSITION.match(text) or _NAME_THEN_TRAILING_RELATIVE.match(text)
    return text if last is None or re.search(r"\bor\b", last["described"]) else last["question"]


_NAME_THEN_TRAILING_APPOSITION = re.compile(
    r"^(?P<question>(?:who|whom|what|when|where|which|how|in|on|at|from|by)\b[^,]*?\s(?-i:[A-Z])[\w'’&-]*),\s+"
    r"(?P<described>(?:the|a|an)\s+[^,;:.]+)$",
    re.IGNORECASE,
)
"""A question ending in a name and then its description ("..., the trophy for the main race")."""
_NAME_THEN_TRAILING_RELATIVE = re.compile(
    r"^(?P<question>(?:who|whom|what|when|where|which|how|in|on|at|from|by)\b[^,]*?\s(?-i:[A-Z])[\w'’&-]*"
    r"(?:\s+(?-i:[a-z]+))?),\s+"
    r"(?P<described>where\s+(?![^,;:.]*\b(?:he|she|it|they|his|her|its|their|him|them)\b)[^,;:.]+)$",
    re.IGNORECASE,
)
"""A question ending in a thing its name tells, then what happened there ("... put up the Calder Bridge chapel,
where the brickmaker Ezra Moss preached?", fresh46 k12, searched whole and answered with the brickworks' year):
the thing named is the thing; the clause is no lookup. Kept when the clause points back into the question ("...
sailed to Orla, where she was wrecked?")."""


_ASKS_WHO = re.compile(r"^\s*(?:who|whom|whose)\b", re.IGNORECASE)


def _whole_name(name: str, steps: Sequence[str]) -> str | None:
    """The name as a step writes it inside a sentence ("Ada Penn" for the "Penn" read from a question
    that opens with her name); None when no step writes it so, or it is one word (it may be cut)."""
    for step in steps:
        for run in re.finditer(rf"(?:[A-Z][\w'’-]*\s+)*{re.escape(name)}\b", step):
            if run.start() > 0 and len(run[0].split()) > 1:
                return run[0]
    return None


def named_for_pronouns(question: str, steps: Sequence[str], earlier: Sequence[str] = ()) -> tuple[str, ...]:
    """A model's plan with the one thing the question names in place of the pronoun a later step
    copied from the question: "When MV Velmar Trader was lengthened ..., how many metres were added
    to her?" planned as "When did MV Velmar Trader get lengthened?", "How many metres were added to
    her?" asks the second of MV Velmar Trader ("her stern ramp": "MV Velmar Trader's stern ramp");
    searched as it is, it reads another ship's page. Only "he", "she", "him", "his" and "her" the
    question itself uses are replaced, in a step that names nothing and no earlier answer ("#1"),
    after steps that all name the thing; a step asking who (in this plan or ``earlier``, the failed
    plan's lookups) may have found the person the pronoun stands for, so then nothing is."""
    names = set(named_entities(question))
    if len(names) != 1 or any(_ASKS_WHO.match(step) for step in [*earlier, *steps]):
        return tuple(steps)
    name = _whole_name(names.pop(), steps)
    if name is None:
        return tuple(steps)
    used = {m["word"].casefold() for m in _PERSON_PRONOUN.finditer(question)}

    def named(found: re.Match[str]) -> str:
        word, after = found["word"].casefold(), found["after"] or ""
        owned = after.strip().casefold() not in {"", *_AUX, *PREPOSITIONS}
        if word not in used or (word == "his" and not owned):
            return found[0]
        return f"{name}'s{after}" if word in ("his", "her") and owned else f"{name}{after}"

    return tuple(
        _PERSON_PRONOUN.sub(named, step)
        if i and "#" not in step and not named_entities(step) and all(name in s for s in steps[:i])
        else step
        for i, step in enumerate(steps)
    )


def _pronouns_named(steps: tuple[str, ...], tokens: list[str]) -> tuple[str, ...]:
    """ "How many years did Ada Pell serve as mayor of the town where she was born?": a lookup
    split off the question says "she" for the person the question is about ("In which town was Ada
    Pell born?"). The person is the question's subject when it is a name of two words or more;
    otherwise the steps are left as they are."""
    frame = _frame(tokens)
    if frame.subject is None or not steps:
        return steps
    end = frame.subject
    while end < len(tokens) and _is_name(tokens[end]):
        end += 1
    if end - frame.subject < 2 or (end < len(tokens) and _is_possessive(tokens[end])):
        return steps  # "Ada Pell's son ... where he trained": "he" is the son
    name = " ".join(tokens[frame.subject : end])

    def named(found: re.Match[str]) -> str:
        word, after = found["word"].casefold(), found["after"] or ""
        if word in ("he", "she", "him"):
            return f"{name}{after}"
        return f"{name}'s{after}" if after.strip() and after.strip() not in _AUX else found[0]

    return (*(_PERSON_PRONOUN.sub(named, step) for step in steps[:-1]), steps[-1])


_SUPERLATIVE_PICK = re.compile(
    rf"Which (?:most [a-z]+|{'|'.join(s for s in SUPERLATIVES if s not in ('most', 'least'))})\b"
)
_MEASURE_OF_FIRST = re.compile(r"How [a-z]+ (?:is|are|was|were) #1\?")


def _measure_of_a_superlative(steps: Sequence[str]) -> bool:
    """ "How high are the biggest waves recorded at X?": the superlative is the measure asked, so
    "Which biggest waves were recorded at X?" names nothing to look up first; the question is one
    lookup."""
    return len(steps) == 2 and bool(_SUPERLATIVE_PICK.match(steps[0])) and bool(_MEASURE_OF_FIRST.fullmatch(steps[1]))


_QUESTION_WORD_INSIDE = re.compile(
    r"[a-z0-9] (?:Until|In which|In what|What|Which|Who|When|Where|How|Whose|While|Although|Though|Because)\b"
)
"""A question word, or a conjunction that opens a sentence ("... thrown in 1886 *While* #1 ..."), inside a
step: the step runs on from one sentence into the next."""


_POINTER_STEP = re.compile(
    r"^[^?]+[.!]\s+Which [a-z-]+ is (?:on|of|in|at|for|from|serving) (?:that|this) [a-z-]+[^.?!]*\?$"
)
"""A step that is a statement and a question pointing into it ("Since 1986 ... Which ship is on that link?"),
made by ``_thing_pointed_into_earlier_sentence``: the statement says which link, and is searched with it."""


def _well_formed(step: str) -> bool:
    """Whether a step reads as one question (a lookup before the last step has no comma either:
    decompose checks that): not opening with an earlier answer ("#1 taught at
    ..."), not running into a second question ("... in fog How tall is ..."), not a "Which one"
    whose thing the split lost, one sentence. Wordings the splitter does not know (several
    statements before the question, an apposition "the one with ...") can come out garbled; such a
    plan searches words that belong to no step and is worse than the question itself."""
    return not (
        step.startswith("#")
        or _QUESTION_WORD_INSIDE.search(step)
        or step.startswith("Which one")
        or re.fullmatch(r"(?:Which|What|Who) of #\d+\?", step) is not None
        or _clause_with_own_subject_after_answer(step)
        or any(not _passive_of_prepositional_verb(step, torn) for torn in _TORN.finditer(step))
        or step.count("?") > 1
        or re.search(r"[.!]\s+[A-Z]", step)
        and not _POINTER_STEP.search(step)
        or re.search(r"\b\d{4}['’]s\b", step)  # "What was 2016's home island?": a year owns nothing
        or _VERB_AFTER_OBJECT.search(step)  # "the direct route of #1 ran a harbour that launched"
        or not _OPENS_AS_QUESTION.match(step)
        or _kin_of_a_thing(step)  # "Who was the aunt of the Pell mill?"
        or _outer_verb_in_the_one_that(step)  # "Which firm is the one that the clock came from born?"
    )


_THE_ONE_THAT_ENDING = re.compile(
    r"^Which [a-z]+ (?:is|was) the one that [^?]+\b(?:from|of|to|in|on|at|for|with|by|about)\s+(?P<last>[a-z]+)\?$"
)


def _outer_verb_in_the_one_that(step: str) -> bool:
    """Whether a statement's "Which firm is the one that ...?" lookup ends in the question's own verb after its
    clause's preposition ("... the clock in the tower of Pell's town hall came from *born*?", fresh45 k07): the
    question's verb torn into the lookup, which leaves the last step without it ("In which village was #2?")."""
    ending = _THE_ONE_THAT_ENDING.match(step)
    if ending is not None and is_participle(ending["last"]):
        return True
    clause = re.match(r"^Which [a-z]+ (?:is|was) the one that (?P<clause>[^?]+)\?$", step)
    if clause is None:  # a clause with no verb left is torn too: "... the one that the clock in #1?"
        return False
    verbs = _AUX | set(IRREGULAR_PAST_TO_BASE)
    return not any(
        is_past_verb(w) or w in verbs or re.fullmatch(r"[a-z]{2,}[^s\W]s", w)  # a present: "sails", "hangs in"
        for w in clause["clause"].split()
    )


def _kin_of_a_thing(step: str) -> bool:
    """Whether a step asks a kin of a thing ("Who was the father of the land?", "Who was the aunt of the Pell
    mill?"): a statement's "that father" read as the kin of its subject, which only people have."""
    asked = re.match(
        rf"^Who (?:was|is) the {_KIN_WORD} of the (?:(?!of\b)[\w'’-]+\s+){{0,3}}(?P<noun>(?-i:[a-z]+))\?$", step, re.I
    )
    noun = singular(asked["noun"]) if asked is not None else ""
    if asked is None or CATEGORY_OF.get(noun) == "person" or noun in PERSON_ROLES | PEOPLE_WORDS | _KIN_SEX.keys():
        return False
    return not noun.endswith(_PERSON_ENDINGS) and noun not in _PEOPLE_BY_STATE  # "the Pell smith", "the bride"


_PERSON_ENDINGS = ("er", "or", "ist", "man", "woman", "smith", "wright", "ess", "ian", "ant", "ent")
"""Endings of words for people by their trade ("shipowner", "smith", "shipwright", "librarian")."""
_PEOPLE_BY_STATE = {"bride", "groom", "heir", "twin", "child", "baby", "nurse", "monk", "nun", "chief", "cook", "judge"}


_VERB_AFTER_OBJECT = re.compile(
    r"\b(?:was|were)\s+the\b[^?]*\bof\s+#\d+\s+(?:[a-z]+ed|"
    + "|".join(sorted(IRREGULAR_PAST_TO_BASE))
    + r")\s+(?:a|an|the)\b"
)
"""A past verb with an object right after a preposition's earlier answer: a statement's clause torn
into the step ("In which year was the ship that now sails the direct route of #1 ran a harbour that
launched?", fresh25 h07)."""


_OPENS_AS_QUESTION = re.compile(
    r"(?:[^,?]*,\s*)?(?:\S+\s+){0,3}?(?:who|whom|whose|what|which|where|when|how|why|until|is|was|were|are|did|does|do|has|have|"
    r"had|can|could)\b",
    re.IGNORECASE,
)
"""A question word or an auxiliary among a step's first words, or after an opening clause ("In 1900,
who ...", "Before she founded #1, where did ..."); a step that opens as a statement ("The Pell mill
made sails for #1?") is the statement of a text torn at the wrong place."""


_TORN = re.compile(
    r"\b(?:of|at|in|on|from|by|for|with|into)\s+(?:of|at|from|by|with|been|was|were|is|are)\b"
    r"|\b(?:that|which)\s+#\d+\?$",
    re.IGNORECASE,
)
"""Words a split tore apart: a preposition with no object ("the workshop of from 1875", "bought
his fleeces at been"), a relative pronoun with no clause ("the one that #1?")."""


def _passive_of_prepositional_verb(step: str, torn: re.Match[str]) -> bool:
    """ "Which boat was worked on by X?": the preposition belongs to the verb before it. "... that
    X was master of from 1986 to 2003": the preposition belongs to the post held, a time span follows."""
    before = step[: torn.start()].split()
    if torn[0].casefold().endswith(" by") and bool(before) and is_past_verb(before[-1]):
        return before[-1].casefold() != "born"  # "Which shield was born in by #1?": no one is born by anyone
    spans_time = re.match(r"\s+\d{4}\b", step[torn.end() :]) is not None and torn[0].casefold().endswith(" from")
    return spans_time and len(before) > 1 and before[-2].casefold() in _BE and _is_role(before[-1])


def _clause_with_own_subject_after_answer(step: str) -> bool:
    """ "Which yard built #1 that birdwatchers charter boats to ...": a clause with a subject of its
    own (an article, a pronoun, people: "birdwatchers", "fishermen") after an earlier answer is a
    description the split tore from its noun ("#1 that opened in 1931", "#1 that carries cars" are
    clauses about the answer, and read)."""
    clause = re.search(r"#\d+ (?:that|which) ([a-z]+)\b", step)
    if clause is None:
        return False
    word = clause[1]
    return word in _DETERMINERS | {"he", "she", "they", "we"} or word.endswith(("ers", "ists", "men", "people"))


def _lookups(tokens: list[str], *, pick_one: bool) -> tuple[str, ...] | None:
    """The lookups of ``tokens``, innermost first, then the question with ``#n`` in their place;
    () when there is none, None when there are more than ``MAX_STEPS`` allows."""
    steps: list[str] = []
    while (found := _innermost(tokens, pick_one=pick_one)) is not None:
        steps.append(found.step)
        tokens = found.apply(tokens, f"#{len(steps)}")
        if len(steps) > MAX_STEPS:
            return None
    if not steps:
        return ()
    final = _sentence(tokens)
    if _NAME_OF.fullmatch(final):
        planned = tuple(steps)  # "What was the name of #2?": #2 is the answer
    elif _WHAT_IS.fullmatch(final):  # "What was the first ship that the Pell yard built?": the question is that lookup
        planned = tuple(steps) if len(steps) > 1 else ()
    else:
        planned = (*steps, final)
    if len(planned) > MAX_STEPS:
        planned = _time_folded(_owned_folded(planned))
    return planned if len(planned) <= MAX_STEPS else None


_OWNED_STEP = re.compile(r"^What (?:was|is) the (?P<noun>[a-z]+) of (?P<owner>#\d+)\?$")


def _owned_folded(steps: tuple[str, ...]) -> tuple[str, ...]:
    """``steps`` one shorter, when one is "What was the NOUN of #k?": the step after that uses it
    asks of "#k's NOUN" itself ("Who was the grandson of #2?", "What was the company of #3?", "In
    which year did #4 begin running buses?" -> "In which year did #3's company begin running buses?"):
    a plan that would run past ``MAX_STEPS`` otherwise. ``steps`` as they are when none is such."""
    for at, step in enumerate(steps[:-1]):
        owned = _OWNED_STEP.match(step)
        if owned is not None:
            return _step_folded(steps, at, rf"#{at + 1}(?!\d)", f"{owned['owner']}'s {owned['noun']}")
    return steps


def _step_folded(steps: tuple[str, ...], at: int, use: str, written: str) -> tuple[str, ...]:
    """``steps`` without the one at ``at``: in the later steps, its use (the pattern ``use``: "#3", "in #3") is
    ``written`` out in words, and later answers' numbers move down by one (``_owned_folded``, ``_time_folded``)."""
    number = at + 1

    def renumbered(later: str) -> str:
        later = re.sub(use, lambda _: written, later)
        return re.sub(r"#(\d+)", lambda ref: f"#{int(ref[1]) - 1}" if int(ref[1]) > number else ref[0], later)

    return (*steps[:at], *(renumbered(later) for later in steps[at + 1 :]))


_TIME_STEP = re.compile(r"^When (?:(?P<did>did) (?P<subject>.+) (?P<base>[a-z]+)|(?P<be>was|were) (?P<passive>.+))\?$")


def _time_folded(steps: tuple[str, ...]) -> tuple[str, ...]:
    """``steps`` one shorter, when a time looked up first ("When did Pell's hospital first open?") is used by one
    later step alone ("Who ran the school in #1?"): that step asks with the time's clause in place ("Who ran the
    school when Pell's hospital first opened?"), as the question wrote it. A plan that would run past
    ``MAX_STEPS`` otherwise (fresh47 k06: a matron "when Dunmere's hospital first opened", her brother, his
    viaduct and its railway were five steps, and the question was searched whole). ``steps`` as they are when
    no step is such a time."""
    for at, step in enumerate(steps[:-1]):
        time = _TIME_STEP.match(step)
        number = at + 1
        users = [later for later in steps[at + 1 :] if re.search(rf"#{number}\b", later)]
        if time is None or len(users) != 1 or not re.search(rf"\bin #{number}\b", users[0]):
            continue
        if time["did"]:
            clause = f"when {time['subject']} {_past_of(time['base'])}"
        else:
            subject, _, verb = time["passive"].rpartition(" ")
            clause = f"when {subject} {time['be']} {verb}"
        return _step_folded(steps, at, rf"\bin #{number}\b", clause)
    return steps


def _within_max_steps(steps: tuple[str, ...]) -> tuple[str, ...] | None:
    """``steps``, with a time folded back into its one user when they run past ``MAX_STEPS``; None when they
    still do."""
    steps = steps if len(steps) <= MAX_STEPS else _time_folded(steps)
    return steps if len(steps) <= MAX_STEPS else None


_BY_AGE = r"(?P<age>born\s+(?:first|earlier|later|last)|older|younger|the\s+(?:elder|older|younger|eldest|youngest))"
_OF_GROUP_WHICH = re.compile(
    r"^Of (?P<group>the (?:two|three|[a-z]+) [^,]+?),\s*(?:which|who)(?: one)? (?P<be>was|is) "
    rf"(?:the (?P<which>{'|'.join(ONE_OF_TWO)})|{_BY_AGE})$",
    re.IGNORECASE,
)
_PEOPLE_NOUNS = PERSON_ROLES | PEOPLE_WORDS | {"founder", "owner", "landlord", "partner", "heir", "twin"}
"""What a group picked from by age may be: people ("the two founders", "his sons"), never things."""
_WHICH_OF_GROUP = re.compile(
    rf"^(?:which|who)(?:\s+one)?\s+of\s+(?P<group>the\s+(?:two|three)\s+[a-z][^,]*?)\s+(?P<be>was|is)\s+{_BY_AGE}$",
    re.IGNORECASE,
)
_GROUP_TOLD = re.compile(
    r"^(?P<owner>(?!(?:my|our|in|on|at|by|from|during)\b)(?:the\s+)?[A-Z][^,.;]*?)\s+(?P<had>had|has)\s+"
    r"(?P<count>two|three)\s+(?P<noun>[a-z]+s)(?:,\s+[^.;?]+)?[.;]\s+"
    rf"(?i:(?:which|who)(?:\s+one)?\s+of\s+them\s+(?P<be>was|is)\s+{_BY_AGE})$",
)


def _one_of_group_last(text: str) -> str:
    """ "Of the two people who founded X, which was the elder?" as "Who was the elder of the two
    people who founded X?", which splits into the group's lookup and the pick of one of them; "Which of
    the two founders of X was born first?" and "X had two founders, a shipowner and a banker. Which of
    them was born first?" likewise (fresh42 h06 was answered from one founder's page)."""
    found = _OF_GROUP_WHICH.match(text) or _WHICH_OF_GROUP.match(text) or _GROUP_TOLD.match(text)
    if found is None:
        return text
    group = found.groupdict().get("group") or f"the two {found['noun']}"
    noun = re.match(r"the\s+(?:two|three|[a-z]+)\s+([a-z-]+)", group, re.IGNORECASE)
    if not found.groupdict().get("which") and (noun is None or singular(noun[1].casefold()) not in _PEOPLE_NOUNS):
        return text  # "Which of the two firms founded by X is older?": things have no birth years to pick by
    which = found.groupdict().get("which") or (
        "younger" if re.search(r"later|last|young", found["age"], re.I) else "elder"
    )
    if "group" in found.groupdict():
        return f"Who {found['be']} the {which} of {found['group']}"
    owner = _article_lowered(found["owner"])
    return f"Who {found['be']} the {which} of the {found['count']} {found['noun']} of {owner}"


_PART_OF_WHICH = re.compile(
    r"^(?P<prep>in|at|on|from|near|beside|behind|outside|inside)\s+the\s+(?P<part>[a-z]+(?:\s[a-z]+)?)\s+of\s+"
    r"(?P<wh>which|what)\s+(?P<noun>[a-z]+)\s+(?P<rest>(?:is|was|are|were|did|does|do|has|had)\s.+)$",
    re.IGNORECASE,
)


def _part_of_which_first(text: str) -> str:
    """ "In the churchyard of which church is X buried?" asked with its wh-word first ("In which
    church's churchyard is X buried?"), so the question's frame and the hops inside X are found."""
    statement, stop, asked = text.rpartition(". ")  # after a statement too: "X was ... . In the churchyard of ..."
    found = _PART_OF_WHICH.match(asked)
    if found is None:
        return text
    prep, part, wh, noun, rest = (found[key] for key in ("prep", "part", "wh", "noun", "rest"))
    return f"{statement}{stop}{prep} {wh.casefold()} {noun}'s {part} {rest}"


_INDIRECT_WITH_YEAR = re.compile(
    r"^(?P<wh>who|what|which|where|how many|how much)\s+(?P<subject>(?:the|a|an)\s.+?|[A-Z][\w-]*['’]s\s.+?)"
    r"\s+(?P<be>was|were|is|are)\s+(?P<time>(?:in|by|until|around)\s+(?:the\s+)?\d{4}s?)$",
    re.IGNORECASE,
)


def _indirect_year_last(text: str) -> str:
    """An indirect question with a year after its verb ("(do you know) who the mayor of the town
    where X was born was in 1920") asked directly, the year after a comma ("Who was the mayor of
    the town where X was born, in 1920"): the year dates the question's own fact, not a lookup's."""
    found = _INDIRECT_WITH_YEAR.match(text)
    if found is None:
        return text
    return f"{found['wh'][:1].upper()}{found['wh'][1:]} {found['be']} {found['subject']}, {found['time']}"


_KIN_WORD = rf"(?:(?:grand|great-)*(?:{KIN})|cousin)"
"""A kin word with its generations ("nephew", "grandson", "great-grandfather"), or "cousin"."""

_KIN_CLAUSE_THEN_THE_KIN = re.compile(
    rf"^(?P<statement>[^.?!]+?),?\s+and\s+(?P<whose>his|her)\s+(?P<kin>{_KIN_WORD})\s+(?:had\s+been|was|were)\s[^.?!]*\."
    r"\s+(?P<question>(?:who|what|when|where|which|how|in|on|at|for)\b[^.?!]*)$",
    re.IGNORECASE,
)
"""A statement that says, in a clause of its own, what its someone's kin had been ("..., and his grandfather
had been a boatbuilder."), then a question about that kin."""


_OWNED_KIN_TOLD = re.compile(
    rf"\b(?P<owner>(?i:that|this|the)\s+(?P<noun>[a-z-]+)|(?!(?:Later|Then|Now|Once|Soon|Also|After|Before)\b)"
    rf"[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)['’]s\s+(?P<kin>{_KIN_WORD})(?![\w-])"
)


def _owned_kin_asked_back(text: str) -> str:
    """ "My great-aunt was taught by the very first head teacher of the Dunmore school, and she always said that
    teacher's grandfather had founded a brewery. Where was the grandfather born?" -> "Where was the grandfather of
    the very first head teacher of the Dunmore school born?" (fresh50 k07 was searched whole and refused): the kin
    the question calls "the grandfather" is the one a statement gives by its owner ("that teacher's
    grandfather"), and a pointer owner ("that teacher") is the description the text gave that noun before. What
    the statements say of the kin is left out, as in ``_kin_clause_pointed_by_the``. Any other text, or one whose
    statements give that kin twice or its owner by no description, is returned as it is."""
    *statements, question = [part for part, _, _ in sentence_spans(text)] or [text]
    if not statements or not _WH_QUESTION.match(question):
        return text
    told = " ".join(statements)
    the_kin = re.search(rf"\b(?:the|that)\s+(?P<kin>{_KIN_WORD})(?![\w-])(?!\s+of\b|['’]s)", question, re.I)
    if the_kin is None or _POINTS_BACK_IN.search(question):
        return text  # "When did the grandfather sell *it*?": the statements it points into are needed
    kin = the_kin["kin"].casefold()
    owned = [m for m in _OWNED_KIN_TOLD.finditer(told) if m["kin"].casefold() == kin]
    if len(owned) != 1 or len(re.findall(rf"\b{kin}\b", told, re.I)) != 1:
        return text  # "X's daughter ..., and her daughter ...": which daughter the question means is unsure
    owner = owned[0]["owner"] if owned[0]["noun"] is None else _described_before(told[: owned[0].start()], owned[0])
    owner = owner or _role_of_the_one_named(told, owned[0])
    if owner is None:
        return text
    asked = _put_in(question, the_kin.span(), f"the {the_kin['kin'].casefold()} of {_article_lowered(owner)}")
    return asked.rstrip("?.! ")


_ROLES_OF_A_THING = {"founder", "owner", "builder", "architect", "designer", "chairman", "director", "headmaster"}
"""Roles a statement may give of the one thing it names ("rode the buses of X ..., and she says *the founder's*
grandfather built boats": X's founder)."""


def _role_of_the_one_named(told: str, owner: re.Match[str]) -> str | None:
    """ "the founder of X" for a kin's owner given as "the founder" in statements that name one thing alone, X
    ("My gran rode the green buses of X as a girl, and she says the founder's grandfather built boats", fresh52
    k07 was answered with the founder's own birth year); None for another owner, or statements naming more."""
    if owner["noun"] is None or owner["owner"].split()[0].casefold() != "the":
        return None
    if owner["noun"].casefold() not in _ROLES_OF_A_THING:
        return None
    named = named_entities(told)
    if len(named) != 1 or name_kind(named[0]) != "organisation":
        return None  # "My friend Ada Penn says the founder's ...", "a mill in Holt": no firm whose founder it is
    after = re.search(rf"{re.escape(named[0])}\s+(?P<word>(?-i:[a-z]+))\b", told)
    if after is not None and after["word"] not in PREPOSITIONS | {"and", "or", "as", "but", "when", "while"}:
        return None  # "the Holt brewery": the thing is the noun after the name
    return f"the {owner['noun'].casefold()} of {named[0]}"


def _described_before(before: str, pointer: re.Match[str]) -> str | None:
    """The last description of ``pointer``'s noun in ``before`` ("the very first head teacher of the Dunmore
    school" for "that teacher"): its article, its noun and the owner after "of" with one word of kind ("school");
    None when there is none, or the clause goes on past it with a verb of its own."""
    noun = re.escape(pointer["noun"])
    owner = r"(?:\s+of\s+(?:the\s+)?(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)(?:\s+(?-i:[a-z]+)\b(?<!\bwas)(?<!\bis))?)?"
    found = list(re.finditer(rf"\b(?:the|a|an)\s+(?:[\w'’-]+\s+){{0,4}}?{noun}\b{owner}", before))
    if not found or not found[-1][0].casefold().startswith("the "):
        return None  # "a teacher": no description that says which
    last = found[-1]
    after = before[last.end() :].strip()
    if after and not re.match(r"(?:[,;.]|and\b|$)", after):
        return None  # "the keeper of the Gannet Skerry light *was a local man*": the clause goes on
    return last[0]


_MARRIED_TO_ONE = re.compile(
    r"\b(?:was|were)\s+married\s+to\s+(?:a|an)\s+(?P<who>(?:[a-z-]+\s+){0,2}?[a-z-]+)(?=\s+(?:who|whose)\b|[.,])"
    r"|\bmarried\s+(?:a|an)\s+(?P<whom>(?:[a-z-]+\s+){0,2}?[a-z-]+)(?=\s+(?:who|whose)\b|[.,])",
    re.IGNORECASE,
)
"""A spouse the statement only describes: "was married to a woman who ...", "married a man who ..."."""
_SPOUSE_OF = {"woman": "wife", "lady": "wife", "girl": "wife", "man": "husband", "gentleman": "husband"}
_WOMANS_TRADE = re.compile(r"[a-z]+(?:mistress|woman|ess)|matron", re.IGNORECASE)
"""A trade only a woman's name holds ("was married to a headmistress"): the spouse it tells is a wife (not after
"married a ...": "a grandson who married a headmistress, and she ..." is read as it is by ``_WHO_MARRIED``)."""


def _married_as_kin(text: str) -> str:
    """ "The man who edited the valley's newspaper was married to a woman who ran a school. What ... she wrote?" ->
    "... had a wife who ran a school. ...": a spouse the statement only describes, said as the kin the splitter
    reads (fresh34 k06 was searched whole). The spouse's sex is the noun's ("a woman"); the text is left as it is
    for a trade ("married a teacher"), whose pronoun may be the subject's."""
    found = _MARRIED_TO_ONE.search(text)
    if found is None:
        return text
    noun = (found["who"] or found["whom"]).split()[-1].casefold()
    spouse = _SPOUSE_OF.get(noun) or ("wife" if found["who"] and _WOMANS_TRADE.fullmatch(noun) else None)
    if spouse is None:
        return text  # "married a teacher. When did he die?": "he" may be the statement's subject
    return f"{text[: found.start()]}had a {spouse}{text[found.end() :]}"  # ("a teacher": what she was, no lookup)


_KIN_OF_DESCRIBED = re.compile(
    rf"\b(?P<kin>(?:the|a|an)\s+{_KIN_WORD}\s+of\s+(?:a|an)\s+[a-z-]+)\s+who\s+[^.;!?]+(?=[.;!]\s)",
    re.I,
)
"""A kin's someone described by a deed ("the nephew of an ironfounder *who learned his craft away from the
valley*. ... that ironfounder ..."): the kin already tells which one, so the deed is left out of the plan
(fresh28 k11 planned the clause into the next step)."""


def _kin_of_described(text: str) -> str:
    """``text`` without ``_KIN_OF_DESCRIBED``'s deed when what follows points at the described someone ("that
    ironfounder"); kept when it points at something the deed names ("who commanded a steamer. When was that
    ship built?"), which the deed's clause is then needed to find."""

    def left_out(found: re.Match[str]) -> str:
        noun = found["kin"].split()[-1]
        pointed = re.search(rf"\b(?:that|this|the)\s+{re.escape(noun)}\b", text[found.end() :], re.I)
        return found["kin"] if pointed is not None else found[0]

    return _KIN_OF_DESCRIBED.sub(left_out, text)


_PASSIVE_ASIDE = re.compile(
    r"(?<=[a-z]),\s+(?P<aside>(?:[a-z]+ed|built|made|drawn)\s+by\s+[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*),\s+"
)
"""A doer set off by commas after a noun ("whose present building*, designed by Miriam Pike,* opened in 1924"): read
as a reduced clause ("building designed by Miriam Pike"), so a lookup holds no comma."""
_HAD_ONE_WHOSE_KIN = re.compile(
    rf"^(?P<owner>[A-Z][^.;!?]*?)\s+(?:had|has)\s+(?:a|an)\s+(?P<role>(?:[a-z-]+\s+){{0,2}}?[a-z-]+)"
    r"(?:\s+(?:from|in|since)\s+(?P<year>\d{4}))?\s+whose\s+"
    rf"(?P<kin>{_KIN_WORD})\s+(?P<rest>(?:was|were|is)\s[^.;!?]+)(?P<end>[.;!]\s)",
    re.I,
)
"""A statement giving someone by their post at a thing and a kin of theirs ("The Pell school had a first head
teacher whose grandfather was a brewer."), read as "The grandfather of the first head teacher of the Pell school
was a brewer." (fresh28 k07 was searched whole); a year the post is told by goes before it ("had a chief engineer
from 1875 whose ..." -> "the 1875 chief engineer of ...", fresh55 k07)."""


def _kin_of_post_holder(text: str) -> str:
    """``text`` with ``_HAD_ONE_WHOSE_KIN``'s statement said with "of"; as it was for a role no person holds."""
    found = _HAD_ONE_WHOSE_KIN.match(text)
    if found is None or singular(found["role"].split()[-1].casefold()) not in PERSON_ROLES:
        return text
    kin, role, owner = found["kin"].casefold(), found["role"], _article_lowered(found["owner"])
    role = f"{found['year']} {role}" if found["year"] else role
    return f"The {kin} of the {role} of {owner} {found['rest']}{found['end']}{text[found.end() :]}"


_WHEN_ASIDE = re.compile(r"(?P<year>\b(?:in|by)\s+\d{4}),\s+when\s+(?:its|his|her|their|the)\s[^,?.]+$", re.I)
"""A year, then what happened then ("... in 1905, when its stone pier was built"): the clause only
says which year it was, so the question is the year's ("... in 1905")."""
_TRAILING_TIME = re.compile(
    r"^(?P<question>(?:who|whose|whom|what|when|where|which|how)\b[^,]*?),\s*(?P<time>(?:in|by|until|around)\s+\d{4})$",
    re.IGNORECASE,
)
"""A year after a comma at the end ("..., in 1900"): it dates the question's own fact, not its lookups."""
_SINCE_AFTER_CLAUSE = re.compile(
    r"^(?P<question>(?:who|what|which|how)\b.*?\b(?:has|have)\s+\S.*\s(?P<before>\S+)\s+(?P<verb>[a-z]+))"
    r"\s+(?P<time>since\s+\d{4})$",
    re.IGNORECASE,
)
"""A question asked in the perfect whose "since YEAR" ends a clause in the past ("Which ship *has*
worked the route that steamer opened *since 2008*?"): "since" dates the perfect, the question's own
fact, not the clause's deed (fresh26 h06 looked up "Which route was opened by #2 since 2008?")."""


def _time_kept_last(text: str, question: str) -> tuple[str, ...] | None:
    """The steps of a question whose time at the end dates its own fact, not its lookups: ", in
    1900" after a comma ("Who was mayor of the town where X was born, in 1900?": the year is the
    mayor's), or "since 2008" after a clause in the past that a perfect's object holds. The time
    goes on the last step; ``(question,)`` when the comma's question does not split; None when the
    text has no such time."""
    trailing = _TRAILING_TIME.match(text)
    if trailing is not None:
        steps = decompose(trailing["question"])
        if steps is None or len(steps) == 1:
            return (question,)
        return (*steps[:-1], f"{steps[-1].rstrip('?')} {trailing['time']}?")
    since = _SINCE_AFTER_CLAUSE.match(text)
    if since is None or not is_past_verb(since["verb"]) or since["before"].casefold() in _HAVE:
        return None
    steps = decompose(since["question"])
    return (*steps[:-1], f"{steps[-1].rstrip('?')} {since['time']}?") if steps and len(steps) > 1 else None


_LEADING_TIME = re.compile(
    r"^(?P<lead>(?:by|in|after|before|until|around|during|since|at|apart from|besides|other than|aside from)"
    r"\s[^,]{1,40}),\s*"
    r"(?P<question>(?:who|whose|whom|what|when|where|which|how)\b.*)$",
    re.IGNORECASE,
)
"""A time, place or exception in front ("By 1950, how many buses did ...", "Apart from the
library, what did ..."): the hops are split from the question after it, and the phrase stays with
the last step, which asks what it qualifies."""
_NAME_OF = re.compile(r"What (?:is|was) the (?:name|title) of #\d+\?|Who (?:is|was) #\d+\?")
_WHAT_IS = re.compile(r"What (?:is|was) #\d+\?")


_WH_OPENING = (
    rf"(?:(?:{'|'.join(sorted(_WH_PREPOSITIONS))}|up\s+to|up\s+until)\s+)?"
    r"(?:who|whose|whom|what|when|where|which|how)\b"
)
"""How a question after a statement opens: its wh-word, any preposition a question may open with before it ("In what
year ...", "Under what name ...": fresh67 k04 was left whole)."""
_STATEMENT_THEN_QUESTION = re.compile(
    r"^(?P<statement>[^?]+?)(?:\.|,\s*right\s*\?)\s+"
    r"(?P<question>(?:(?:apart from|besides|other than|aside from)\s[^,]+,\s*)?"  # "Besides large ferries, what ..."
    rf"{_WH_OPENING}[^.?]*)$",
    re.IGNORECASE,
)
_MADE_BY_SOMEONE = re.compile(
    r"^(?!(?:I|we|my|our)\s)(?P<thing>.+?)\s+(?:was|were)\s+(?:(?P<adverb>first|originally|initially|later|once)\s+)?"
    r"(?P<verb>(?:co-)?[a-z]+(?:\s+(?:up|out|down))?)\s+(?:(?P<span>for\s+(?:(?:more|less)\s+than\s+|over\s+|nearly\s+|"
    r"almost\s+|about\s+|some\s+)?[a-z\d-]+\s+years|(?:from|until|till|in)\s+\d{4}(?:\s+(?:to|until)\s+\d{4})?)\s+)?"
    r"by\s+(?:a|an)\s+(?:[a-z-]+(?:['’]s)?\s+)?(?P<agent>[a-z-]+)(?:\s*,?\s+(?:who|whose)\s+.+)?$",
    re.IGNORECASE,
)
"""A statement that something was made (run, commanded ...) by someone unnamed, perhaps for a time ("was commanded
*for more than twenty years* by a captain whose cousin ...", fresh55 h04: the time tells which captain), or told as
someone's kin ("by an engineer's daughter", fresh60 k07)."""
_PERSON_PRONOUN = re.compile(r"\b(?P<word>he|she|him|his|her)\b(?P<after>\s+[a-z]+)?", re.IGNORECASE)
_STANDS_FOR = "Orrenby Quast"
"""A name no corpus uses, put where the question's pronoun is so that its hops split like any
question's; the steps then read ``#n`` (the person the statement introduces) in its place."""


def _article_lowered(text: str) -> str:
    """``text`` with a leading article in lower case, to go inside another sentence ("The ship on X"
    -> "the ship on X")."""
    return re.sub(r"^(The|A|An)\b", lambda m: m[0].lower(), text)


_TOPIC_OWNS = re.compile(
    r"^(?P<topic>the\s[^;:?]+?)\s*(?:[;:]|\s[-–—]\s)\s*(?:its|his|her|their)\s+(?P<rest>[^?]+?[.;]\s+\S.*)$", re.I
)


_TOPIC_DASH_KIN = re.compile(
    rf"^(?P<topic>(?:the|a|an)\s[^-–—.?!]+?)\s+[-–—]\s+(?:her|his|their)\s+(?P<kin>(?:grand)?(?:{KIN}))\s+"
    r"(?P<rest>[a-z]+\s[^.?!]+)(?P<after>\.\s+\S.*)$",
    re.IGNORECASE,
)
"""A described person, a dash, then what their kin did: "the first woman from X to fly an aeroplane -
her father served as mayor of his town. ...?" (fresh24 k05)."""


def _topic_owns(text: str) -> str:
    """ "the Dunmere town hall - its architect's sister founded a cooperative. In which month ...?"
    as the statement about the topic's own ("The Dunmere town hall's architect's sister founded a
    cooperative. In which month ...?"), split like any statement then question. A described person,
    a dash and what their kin did ("the first woman to fly an aeroplane - her father served as mayor.
    ...?") reads "The first woman to fly an aeroplane had a father who served as mayor": her father
    is looked up after her, not through a possessive of the whole description."""
    kin = _TOPIC_DASH_KIN.match(text)
    if kin is not None:
        topic = kin["topic"][:1].upper() + kin["topic"][1:]
        return f"{topic} had a {kin['kin'].casefold()} who {kin['rest']}{kin['after']}"
    found = _TOPIC_OWNS.match(text)
    if found is None:
        return text
    return f"The {found['topic'][4:]}'s {found['rest']}"


_SERVED_AS = re.compile(r"(^|[.?!]\s+)(who|whom)\s+(?:served|acted)\s+as\b", re.IGNORECASE)
"""A post asked as "Who served as X's first physician?": asked as "Who was ...?", so the post is
the lookup ("the first physician of X"), not a step of its own that "served as" then re-asks."""
_HELPED_FOUND = re.compile(r"\bhelped\s+(?:to\s+)?found\b", re.IGNORECASE)
""""X helped (to) found a cooperative": X co-founded it (else "found" reads as the past of "find")."""
_BUILT_TO_REPLACE = re.compile(
    r"\b(?:was|were)\s+(?:built|bought|ordered|designed|acquired|brought in)\s+to\s+(replace|succeed)\b", re.IGNORECASE
)
""""X was built to replace an older vessel": X replaced it (the thing replaced is what is asked after)."""
_REDUCED_BUILT_TO_REPLACE = re.compile(
    r"(?<!\bwas\s)(?<!\bwere\s)(?<!\bis\s)(?<!\bare\s)"  # "When was the bridge built to replace X?" asks of it
    r"\b(the\s+(?:[a-z-]+\s+){0,2}?[a-z]+)\s+(?:built|bought|ordered|designed|acquired|brought\s+in)\s+to\s+"
    r"(replace|succeed)\b",
    re.IGNORECASE,
)
"""A thing told by what it was built to replace ("the ice-strengthened ship built to replace the old MV Brannoch",
fresh36 h05): the thing that replaced it, which a lookup can name ("Which ice-strengthened ship replaced ...?")."""


def _replacement_as_replaced(text: str) -> str:
    """ "X was built to replace Y" as "X replaced Y", and "the ship built to replace Y" as "the ship that
    replaced Y": the thing that replaced, which a lookup can name."""
    text = _REDUCED_BUILT_TO_REPLACE.sub(lambda m: f"{m[1]} that {_REPLACED[m[2].casefold()]}", text)
    return _BUILT_TO_REPLACE.sub(lambda m: _REPLACED[m[1].casefold()], text)  # not "succeedd"


_REPLACED = {"replace": "replaced", "succeed": "succeeded"}


_DASH_THEN_THAT = re.compile(
    r"^(?P<statement>[^?]+?)\s+[-–—]\s+"
    r"(?P<question>(?:(?:in|from|at|on|for|by|to|of|until|since)\s+)?(?:who|what|when|where|which|how)\b"
    r"[^?]*\b(?:that|this)\s+[a-z]+\b[^?]*)$",
    re.IGNORECASE,
)


def _dash_as_full_stop(text: str) -> str:
    """ "Ada Penn led the pottery after her uncle died - what year was that uncle born?" read as two
    sentences (". What year ..."), as the same statement and question with a full stop are: a
    statement that opens with a name, then a question that points back ("that uncle")."""
    found = _DASH_THEN_THAT.match(text)
    if found is None or not re.match(r"(?!(?:The|A|An)\b)[A-Z][\w'’-]*\s+[A-Z]", text):  # "Ada Penn", "Captain X"
        return text
    question = found["question"]
    return f"{found['statement']}. {question[:1].upper()}{question[1:]}"


def _made_statement_dashed(text: str) -> str:
    """ "The firm that put up X was co-founded by a woman - where was she born?" with a full stop for its dash:
    a statement that someone made a thing, then the question about that someone (fresh43 k07). Unchanged for any
    other text ("The company that built X - when did it close?" names its topic, no statement)."""
    parts = re.split(r"\s+([-–—])\s+", text, maxsplit=1)
    if len(parts) != 3:
        return text
    statement, question = parts[0].strip(), parts[2].strip()
    if _MADE_BY_SOMEONE.match(statement) is None or not re.match(_WH_OPENING, question, re.IGNORECASE):
        return text
    return f"{statement}. {question[:1].upper()}{question[1:]}"


_THE_KIN = re.compile(rf"\bthe\s+(?P<kin>{_KIN_WORD})\b(?!\s+of\b|-)", re.IGNORECASE)


def _the_kin_as_that(found: re.Match[str], kin: str) -> str:
    """ "the cousin" of a question after "... by a captain whose cousin ..." as "that cousin": the statement's own
    kin, not one of another's ("the cousin of X" is left as it is); other kins are left as they are written."""
    return f"that {found['kin']}" if found["kin"].casefold() == kin.casefold() else found[0]


def _statement_then_question(text: str) -> tuple[str, ...] | None:
    """ "The largest hotel in the valley was opened by an innkeeper. Where was she born?" as steps:
    who the statement's someone is ("Who opened the largest hotel in the valley?", itself split
    when it holds hops), then the question with that person's answer in place of its pronoun
    ("Where was #1 born?", or "When did the mill where he worked close?" -> "Which mill is where #1
    worked?", "When did #2 close?"). Only a person's pronoun (he / she / his / her) is read this way:
    "it" after "The bridge was built by a firm" could be either. None when the text is no such pair."""
    found = _STATEMENT_THEN_QUESTION.match(_made_statement_dashed(text))
    if found is None:
        return None
    # "has a daughter *in the same line of work*": what she does, no part of who she is
    statement = re.sub(
        r"\s+in the same (?:line of work|trade|profession|business|job)$", "", found["statement"].strip()
    )
    who = _someone_introduced(statement)
    kin = _WHOSE_KIN.search(found["statement"])
    asked = (
        found["question"] if kin is None else _THE_KIN.sub(lambda m: _the_kin_as_that(m, kin["kin"]), found["question"])
    )
    kin_pointed = kin is not None and re.search(rf"\b(?:that|this)\s+{kin['kin']}\b", asked) is not None
    if who is not None and kin_pointed:
        # "... was started by a merchant whose grandson went into journalism. How long did that grandson
        # edit his paper?": the grandson is whom the question asks about, one hop on
        who = (*who, f"Who was the {kin['kin']} of #{len(who)}?")  # type: ignore[index]
    pronoun = _PERSON_PRONOUN.search(asked)
    the_doer = _the_doer_named(statement, asked)  # "... designed by a naval architect. ... the designer"
    people = PERSON_ROLES | _trade_said(statement)  # "... was a ropemaker. ... that ropemaker"
    that_one = next((m for m in _THAT_THING.finditer(asked) if singular(m["noun"]) in people), None)
    # "... was first chaired by a papermaker. Where was *that papermaker's* father born?" (fresh40 k07)
    made = _MADE_BY_SOMEONE.match(statement)  # (its doer only: "that cousin" of "had a cousin who ..." is read apart)
    said_again = that_one is not None and made is not None and that_one["noun"].casefold() == made["agent"].casefold()
    if who is None or (pronoun is None and not kin_pointed and the_doer is None and not said_again):
        return None
    if pronoun is not None and _of_other_sex(who[-1], pronoun["word"]):
        # "... had a grandson who married a headmistress, and she wrote ... her book": his wife's, not his
        if not _WHO_MARRIED.search(statement):
            return None
        spouse = "wife" if pronoun["word"].casefold() in ("she", "her") else "husband"
        who = (*who, f"Who was the {spouse} of #{len(who)}?")
    question = f"{asked}?"
    if the_doer is not None and pronoun is None:
        question = _put_in(asked, the_doer.span(), _STANDS_FOR)
    if pronoun is not None and that_one is not None and that_one.start() < pronoun.start():
        pronoun = None  # "did that cousin found *her* glassworks": her own, left as it is written
    if pronoun is not None:
        word, after = pronoun["word"].casefold(), (pronoun["after"] or "").strip().casefold()
        owner = word == "his" or (word == "her" and after and after not in PREPOSITIONS)
        question = _put_in(asked, pronoun.span("word"), f"{_STANDS_FOR}'s" if owner else _STANDS_FOR)
    # "... had an uncle who was a schoolmaster. How long did that uncle teach at his school?": him too
    question = _THAT_THING.sub(lambda m: _STANDS_FOR if singular(m["noun"].casefold()) in people else m[0], question)
    if question.count(_STANDS_FOR) > 1:
        return None  # "Up to what year did he hold that chair?": "that chair" is a post, not him again
    then = decompose(question)
    if who is None or then is None or len(then) == 1 and _STANDS_FOR not in then[0]:
        return None
    shift = len(who)
    renumbered = (re.sub(r"#(\d+)", lambda m: f"#{int(m[1]) + shift}", step) for step in then)
    return (*who, *(step.replace(_STANDS_FOR, f"#{shift}") for step in renumbered))


_SAID_TO_BE_ONE = re.compile(
    r"\b(?P<one>[a-z-]+)\s+(?:was|were|is|had\s+been)\s+(?:also\s+)?(?:a|an)\s+(?:[a-z-]+\s+)?(?P<noun>(?-i:[a-z]+))"
    r"(?:\s+(?:with|at|in|on|for|of|from|by)\s[^.?!]*)?$",
    re.IGNORECASE,
)


def _trade_said(statement: str) -> set[str]:
    """The trade a statement ends by giving a kin ("... whose grandfather was a ropemaker" -> {"ropemaker"}), by which
    the question may point at them though no list of posts holds the word; empty when it gives none, or gives it to a
    thing or to someone else ("... whose owner was a company": no one)."""
    found = _SAID_TO_BE_ONE.search(statement)
    if found is None or found["noun"] in ORGANISATION_ROLES | _IMPLIED_THINGS:
        return set()  # "whose owner was a company": no one
    # "whose *grandfather* was", or the statement's own verb about a kin ("*The grandfather of* X was a ropemaker"),
    # not a clause's ("The father of X owned a house *that* was a ruin")
    one = found["one"].casefold()
    of_kin = re.match(rf"the\s+{_KIN_WORD}\s+of\s", statement, re.I) and one not in _RELATIVE and not is_past_verb(one)
    return {found["noun"]} if re.fullmatch(_KIN_WORD, one) or of_kin else set()


def _of_other_sex(step: str, pronoun: str) -> bool:
    """Whether a step asks for a kin of one sex ("Who was the grandson of #1?") and ``pronoun`` is of the other."""
    kin = re.fullmatch(
        rf"Who was the\s+(?:(?:elder|older|younger)\s+)?({'|'.join(_STEP_KIN_SEX)})\s+of\s+(?:#\d+|[A-Z][^?]*)\?", step
    )
    said = {"he": "he", "him": "he", "his": "he", "she": "she", "her": "she"}.get(pronoun.casefold())
    return kin is not None and said is not None and _STEP_KIN_SEX[kin[1]] != said


_WHO_MARRIED = re.compile(r"\bwho\s+married\s+(?:a|an)\s+[a-z-]+")
"""A kin told by whom they married ("a grandson who married a headmistress"): a later "she" is the spouse."""
_STEP_KIN_SEX = {**_KIN_SEX, "grandson": "he", "granddaughter": "she", "stepson": "he", "stepdaughter": "she"}


def _the_doer_named(statement: str, question: str) -> re.Match[str] | None:
    """The "the NOUN" of ``question`` that names the someone a passive statement introduces, by the
    statement's own noun or by its verb's doer ("X was designed by a naval architect. On which island
    was *the designer* / *the architect* born?", fresh35 h04); None when there is none."""
    made = _MADE_BY_SOMEONE.match(statement)
    if made is None or singular(made["agent"].casefold()) not in PERSON_ROLES:
        return None
    verb = made["verb"].split()[0].casefold()
    base = PAST_TO_BASE.get(verb) or re.sub(r"e?d$", "", verb)
    doers = {made["agent"].casefold(), f"{base}er", f"{base}r", f"{base}or"} & PERSON_ROLES
    # not "the builder *of the Orla ferry*", "the architect *who* ...": another's
    return re.search(
        rf"\bthe\s+(?:{'|'.join(sorted(doers))})\b(?!\s+(?:of|who|whom|that|which)\b|['’]s)", question, re.I
    )


_THAT_THING = re.compile(r"\b(?:that|this)\s+(?P<noun>[a-z]+)\b")


def _that_thing(question: str) -> re.Match[str] | None:
    """The first "that NOUN" / "this NOUN" in ``question`` whose word is no verb: in "the slipways of the
    shipyard *that built* that steamer" it is "that steamer" (fresh29 h04 put the answer in for "that built")."""
    return next((m for m in _THAT_THING.finditer(question) if not _opens_a_clause(m["noun"])), None)


def _opens_a_clause(word: str) -> bool:
    """Whether ``word`` after "that" opens a relative clause: a verb, past or present ("that built", "that runs"),
    an auxiliary, or an adverb before its verb ("that *later* built")."""
    present = word.endswith("s") and word[:-1] in BASE_VERBS or word.endswith("es") and word[:-2] in BASE_VERBS
    return is_past_verb(word) or word in _AUX or word in _BEFORE_PAST or present


_WHOSE_KIN = re.compile(rf"\bby\s+(?:a|an)\s+[^.,;]*?\bwhose\s+(?P<kin>{_KIN_WORD})\b", re.IGNORECASE)
"""A kin of the someone a statement introduces ("by a merchant *whose grandson* went into journalism")."""
_PLACE_NOUNS = PLACE_ROLES | _NAMING_NOUNS
_IMPLIED_THINGS = _VESSELS | _PLACE_NOUNS | ORGANISATION_ROLES | {
    "yard", "shipyard", "mill", "works", "brewery", "foundry", "school", "church", "farm", "inn", "shop", "quarry",
    "mine",
}  # fmt: skip
"""Things a statement can imply without naming them ("as a deckhand": a ship; "as an apprentice": a yard)."""


def _name_run(statement: str) -> list[str]:
    """The capitalised words of the name a statement opens with ("Captain Oona Brask began ...")."""
    return re.match(r"(?:[A-Z][\w'’-]*\s*)+", statement)[0].split()  # type: ignore[index]


_BORN_IN_ONE = re.compile(
    r"^(?P<before>.+?)\s+(?:who\s+)?was\s+born\s+(?P<preposition>on|in|at)\s+"
    r"(?:(?:the\s+(?P<part>(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+of\s+)?one\s+of\s+the\s+(?P<nouns>[a-z]+)"
    r"|an?\s+(?:[a-z-]+\s+)?(?P<noun>[a-z]+))"
    r"(?:\s+(?:known|famous|noted)\s+for\s+its\s+(?P<own>(?:[A-Za-z-]+\s+)*?[a-z]+))?$"
)
"""A statement that says someone was born in a place it does not name: "X was designed by a naval
architect who was born on one of the islands", "Ada Penn was born in a village known for its April
horse fair", "The company's historian was born in the main town of one of the isles" (a part of it)."""
_SAME_PLACE = {"isle": "island", "isles": "island"}
_PERSON_BY_DEED = re.compile(r"^the\s+(?:[a-z-]+\s+){0,2}?(?P<role>[a-z-]+)\s+(?:who|that)\s+(?P<verb>[a-z]+)\s+\S")
"""A person a statement names by a deed ("the chief engineer who led MV Orrin Star's 2004 refit"):
who that is, is a lookup of its own (fresh26 h07)."""


def _by_deed(description: str) -> bool:
    """Whether ``description`` names a person by a past deed ("the chief engineer who led ...")."""
    deed = _PERSON_BY_DEED.match(description)
    return deed is not None and singular(deed["role"]) in PERSON_ROLES and is_past_verb(deed["verb"])


_DESCRIBED_HOLDER = re.compile(r"^the\s+(?:(?-i:[A-Z])[\w'’-]*\s+)*(?-i:[A-Z])[\w'’-]*['’]s\s+(?P<role>[a-z-]+)$")
"""A person named by a post an owner gives: "the Velmar Harbourline's historian"."""


def _place_noun(noun: str) -> str:
    """A place noun as a question points back to it ("isle" -> "island", as "that island")."""
    return _SAME_PLACE.get(noun.casefold(), noun.casefold())


_NAMED_PERSON = re.compile(r"(?:the\s+(?:[a-z-]+\s+){1,2})?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+")
"""A person a statement names, maybe after a role ("the brickmaker Ezra Moss")."""


def _birthplace_pointed_at(text: str) -> tuple[str, ...] | None:
    """ "MV Orrin Star was designed by a naval architect who was born on one of the islands. How long
    does the ferry to that island take?": the question points back ("that island") to the unnamed
    place someone was born in; first who that is (named, or the statement's someone: "Who designed
    MV Orrin Star?"), then where they were born ("On which island was #1 born?"), then the question
    with that place in its place. "that fair" after "born in a village known for its April horse
    fair" is the village's fair ("the April horse fair of #2"). None for any other pair."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    born = _BORN_IN_ONE.match(found["statement"].strip()) if found is not None else None
    pointer = _that_thing(found["question"]) if found is not None else None
    if born is None or pointer is None:
        return None
    place = _place_noun(born["noun"] or singular(born["nouns"]))  # "one of the isles" ... "that island"
    own = (born["own"] or "").split()
    if pointer["noun"].casefold() not in ({place, own[-1].casefold()} if own else {place}):
        return None
    before = _article_lowered(born["before"])
    holder = _DESCRIBED_HOLDER.match(before)
    if re.search(r"\b(?:was|were)\s+[a-z]+\s+by\s+(?:a|an)\s", before):  # "X was designed by an architect"
        who, person = _someone_introduced(before), None
    elif holder is not None and singular(holder["role"]) in PERSON_ROLES and born["nouns"]:
        who, person = (f"Who was {before}?",), None  # "the Velmar Harbourline's historian"
    elif _NAMED_PERSON.fullmatch(before) and (own or born["nouns"]):  # "the brickmaker Ezra Moss"
        who, person = (), before  # (born in a plain "small village": split as any "that NOUN" question)
    elif _by_deed(before):
        who, person = decompose(f"Who was {before}?"), None  # "the chief engineer who led X's 2004 refit"
    else:
        return None
    if who is None:
        return None
    if born["part"]:  # "the main town of one of the isles": the town, then the island it is the main town of
        steps = (*who, f"Where was {person or f'#{len(who)}'} born?")
        steps = (*steps, f"Which {place} is #{len(steps)} the {born['part']} of?")
    else:
        steps = (*who, f"{born['preposition'].capitalize()} which {place} was {person or f'#{len(who)}'} born?")
    thing = f"the {' '.join(own)} of {_STANDS_FOR}" if own and pointer["noun"].casefold() != place else _STANDS_FOR
    return _then(steps, _put_in(found["question"], pointer.span(), thing))


_AT_ONE_OF = re.compile(
    r"^(?P<subject>(?:the\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*)\s+(?P<verb>lies|lay|stands|stood|sits|sat)\s+"
    r"(?P<link>(?:[a-z]+\s+){1,4}?)one\s+of\s+the\s+(?P<nouns>[a-z]+)$",
    re.IGNORECASE,
)
"""A statement placing a named thing by an unnamed one of a group: "Gannet Skerry lies on the approach
to one of the islands"."""
_PLACED_BASE = {"lies": ("does", "lie"), "lay": ("did", "lie"), "stands": ("does", "stand"), "stood": ("did", "stand")}
_PLACED_BASE |= {"sits": ("does", "sit"), "sat": ("did", "sit")}


def _one_of_pointed_at(text: str) -> tuple[str, ...] | None:
    """ "Gannet Skerry lies on the approach to one of the islands. How many people live on that
    island?" -> "Which island does Gannet Skerry lie on the approach to?", then the question of that
    island. None for any other pair."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    placed = _AT_ONE_OF.match(found["statement"].strip()) if found is not None else None
    pointer = _that_thing(found["question"]) if found is not None else None
    if placed is None or pointer is None:
        return None
    noun = _place_noun(one_of_plural(placed["nouns"]))
    if pointer["noun"].casefold() != noun:
        return None
    aux, verb = _PLACED_BASE[placed["verb"].casefold()]
    subject = _article_lowered(placed["subject"])
    which = f"Which {noun} {aux} {subject} {verb} {placed['link'].strip()}?"
    return _then((which,), _put_in(found["question"], pointer.span()))


_MADE_ONE_OF = re.compile(
    r"^(?P<subject>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*)\s+(?:(?:later|also|once|then)\s+)?"
    r"(?P<verb>[a-z]+)(?P<particle>\s+(?:up|out|over))?\s+one\s+of\s+"
    r"(?P<group>(?:the\s+)?(?:(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*['’]s\s+)?(?:[a-z-]+\s+)?(?P<nouns>[a-z]+s))$",
    re.IGNORECASE,
)
"""A named someone who did something to one thing of a group: "X drew up one of the Velmar Harbourline's
ferries" (fresh23 h03 was searched whole and given up)."""


def _made_one_of_pointed_at(text: str) -> tuple[str, ...] | None:
    """ "X drew up one of the Velmar Harbourline's ferries. How many cars does that ferry carry?" ->
    "Which of the Velmar Harbourline's ferries was drawn up by X?", then the question of that
    ferry. None for any other pair."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    made = _MADE_ONE_OF.match(found["statement"].strip()) if found is not None else None
    pointer = _that_thing(found["question"]) if found is not None else None
    if made is None or pointer is None or not is_past_verb(made["verb"]):
        return None
    if pointer["noun"].casefold() != one_of_plural(made["nouns"]):
        return None
    participle = PAST_TO_PARTICIPLE.get(made["verb"].casefold(), made["verb"])
    group = re.sub(r"^The\b", "the", made["group"])
    which = f"Which of {group} was {participle}{made['particle'] or ''} by {made['subject']}?"
    return _then((which,), _put_in(found["question"], pointer.span()))


def _statement_then_that_thing(text: str) -> tuple[str, ...] | None:
    """ "Captain X began her life at sea as a deckhand. How many passengers could that ship take?":
    the statement implies a thing it does not name, which the question calls "that ship"; first
    which ship the statement is about ("Which ship is the one on which Captain X began her life at
    sea as a deckhand?"), then the question with that answer in its place (split further when it
    holds hops). None when the text is no such pair, the statement already names the noun ("X
    built a ship. Who bought that ship?" is one search; "one of the islands" for "that island"),
    or does not open with a name."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    if found is None:
        return None
    statement, question = found["statement"].strip(), found["question"]
    thing = _that_thing(question)
    if thing is None or not _is_name(statement.split()[0]) or statement.split()[0] in ("The", "A", "An"):
        return None
    noun = thing["noun"]
    words = _TOKEN.findall(statement)
    if noun not in _IMPLIED_THINGS or noun.casefold() in {singular(w.casefold()) for w in words}:
        return None
    if any(_is_plural_of(w, noun) for w in words):
        return None  # "one of the company's ferries" for "that ferry": the clause's own reading
    if len(re.findall(r"\b[A-Z][\w'’-]*", statement)) > len(_name_run(statement)):
        return None  # "Ada Penn sailed on the Heron. Who built that ship?": the statement names it
    preposition = "on" if noun in _VESSELS else "in" if noun in _PLACE_NOUNS else "at"
    which = f"Which {noun} is the one {preposition} which {statement}?"
    return _then((which,), _put_in(question, thing.span()))


_THING_SAID_FIRST = re.compile(
    r"^(?P<lead>(?i:in|by|during|after|before)\s+[^,]+?,?\s+)?(?i:a|an|one)\s+(?:(?:little|small|big|large|old)\s+)?"
    r"(?P<owner>(?:[A-Z][\w'’-]*\s+){0,3})(?P<noun>[a-z-]+)\s+"  # "a *Velmar Harbourline* ferry"
    r"(?P<said>(?:was|were|had)\s+[a-z]+\b.*|(?P<verb>[a-z]+)(?:\s.*)?)$",
)
_SHIP_PRESENTS = {"handles", "plies", "connects", "links", "crosses", "works"}
"""What a ferry does on its route, said in the present ("A little ferry *handles* the seasonal crossing ...")."""
_SENTENCE_THEN_CLAUSE_QUESTION = re.compile(
    r"^(?P<statement>[^.?;]+)\.\s+(?P<question>[A-Z][^.?;:]*[.;:]\s*(?:who|what|when|where|which|how)\b[^.?]*)$",
    re.IGNORECASE,
)
"""A sentence, then a statement and its question after a semicolon ("A little ferry handles the crossing to X. The
woman who captained her had a father; which vessel was he master of?", fresh40 h04 was searched whole; the semicolon
is a full stop by then): the rest is split as a pair of its own once the first sentence's thing is in its pointer's
place."""
_MISHAP_PASTS = {"caught", "hit", "went", "struck", "sank", "ran", "broke", "lost"}
"""Pasts of what befalls a ship ("a ferry *caught* fire"), some of which the verb lists do not hold."""
_SHIP_POST_OF_HER = re.compile(
    r"\b(?P<word>her)\s+(?=(?:(?:first|last|chief|second)\s+)?(?:master|captain|skipper|mate|engineer|crew|"
    r"builders?|designer|owners?)\b)",
    re.IGNORECASE,
)
"""A ship named "her" as the owner of a post on board ("Who was *her* master at the time?")."""
_AT_THE_TIME = re.compile(
    r"(?<!\buntil)(?<!\bbefore)(?<!\bafter)(?<!\bsince)(?<!\bby)(?<!\bfrom)(?<!\bto)(?<!\btill)"
    r"\s+(?:at the time|at that time|then)(?=\s*$)",
    re.IGNORECASE,
)
"""The statement's time asked again ("Who was her master *at the time*?"); not "until then", "before then"."""
_UNTIL_THEN = re.compile(r"\b(until|till|up to|before|after|since|by|from)\s+then(?=\s*$)", re.IGNORECASE)
"""The statement's time after a preposition ("Who was her master *until then*?": until 2011)."""
_POINTER = re.compile(r"\b(?:that|this)\s+(?P<noun>[a-z]+)\b|\b(?P<word>it|its)\b", re.IGNORECASE)


def _thing_said_first(text: str) -> tuple[str, ...] | None:
    """ "In 1989 a ship was taken off her summer excursions to cover for the Corvan Maid. How many
    ships did the yard that built her turn out?": the statement's subject is a thing it does not
    name, so first which one it is ("In 1989, which ship was taken off ...?"), then the question
    with that answer where it points back ("that ship", "it", "her" for a vessel). None for any
    other pair."""
    return _thing_said_first_of(_STATEMENT_THEN_QUESTION.match(text)) or _thing_said_first_of(
        _SENTENCE_THEN_CLAUSE_QUESTION.match(text), only_named_again=True
    )


def _thing_said_first_of(found: re.Match[str] | None, *, only_named_again: bool = False) -> tuple[str, ...] | None:
    """``_thing_said_first`` of one reading of the text as a statement and its question. ``only_named_again``: the
    pointer must be a vessel's "her" or "that NOUN", not "it" / "its", which may stand for a thing the first sentence
    names after its verb ("A shipyard built the ferry Kestrel. Its first master ...")."""
    said = _THING_SAID_FIRST.match(found["statement"].strip()) if found is not None else None
    if found is None or said is None or said["noun"].casefold() not in _IMPLIED_THINGS:
        return None
    verb = said["verb"]
    present = verb is not None and (_present_of(verb) or verb in _SHIP_PRESENTS)
    if verb is not None and not (verb in _PAST or verb in _MISHAP_PASTS or is_past_verb(verb) or present):
        return None  # "a ferry ran aground", "a ferry handles the crossing", not "a ferry *crossing* ..."
    only_named_again = only_named_again or present  # "A ferry serves the island of Orla. When was it settled?"
    noun, question = said["noun"].casefold(), found["question"]
    pointer = _POINTER.search(question)
    if noun in _VESSELS:
        pointer = _SHIP_AS_HER.search(question) or _SHIP_POST_OF_HER.search(question) or pointer
    time = re.fullmatch(r"in\s+(?:[A-Z][a-z]+\s+)?(?P<year>\d{4})", (said["lead"] or "").strip().rstrip(","), re.I)
    ended = re.search(r"\bin\s+(?:[A-Z][a-z]+\s+)?(?P<year>\d{4})$", said["said"])  # "... ran aground in 2011"
    if ended and not any(is_past_verb(w) or w in _RELATIVE for w in said["said"][: ended.start()].split()[1:]):
        time = time or ended  # (not "near a pier *built* in 1950": the pier's year)
    year = time["year"] if time is not None else None  # the year: pages give terms by years, not months
    if year is not None and _AT_THE_TIME.search(question):  # "Who was her master at the time?": in 2011
        question = _AT_THE_TIME.sub(f" in {year}", question)
        pointer = _POINTER.search(question) if pointer is None else pointer
    elif year is not None:  # "until then": until 2011
        question = _UNTIL_THEN.sub(lambda m: f"{m[1]} {year}", question)
    named = pointer.groupdict().get("noun") if pointer is not None else None
    if pointer is None or (named or noun).casefold() != noun:
        return None
    if only_named_again and pointer.re is _POINTER and named is None:
        return None
    lead = f"{said['lead'].strip().rstrip(',')}, which" if said["lead"] else "Which"
    word = pointer["word"]
    owns = word is not None and word.casefold() in ("its", "her") and pointer.re is not _SHIP_AS_HER
    stand_in = f"{_STANDS_FOR}'s" if owns else _STANDS_FOR
    start, end = pointer.span("word") if word is not None else pointer.span()
    # not "which Velmar Harbourline ferry" (a company's name, which an event's page need not say), when a time or
    # a place is left to pick her out; "a Norwegian ferry", "A Pell Line ferry sank" keep it
    company = noun in _VESSELS and len(said["owner"].split()) > 1
    owner = "" if company and (said["lead"] or time or re.search(r"\s[A-Z]", said["said"])) else said["owner"]
    which = f"{lead} {owner}{noun} {said['said']}?"
    return _then(decompose(which), _put_in(question, (start, end), stand_in))


def _split_in_steps(text: str) -> tuple[str, ...] | None:
    """The steps of ``text`` when it splits into two or more; None when it is searched whole (one step) or not
    split: a reader that rewrote a statement's pronoun has found nothing to gain."""
    steps = decompose(text)
    return steps if steps is not None and len(steps) > 1 else None


def _put_in(question: str, span: tuple[int, int], name: str = _STANDS_FOR) -> str:
    """``question`` with ``name`` in place of the words at ``span`` (the pronoun or "that NOUN" that
    points back to a statement's thing), as a question."""
    return f"{question[: span[0]]}{name}{question[span[1] :]}?"


def _then(first: tuple[str, ...] | None, question: str, stand_in: str = _STANDS_FOR) -> tuple[str, ...] | None:
    """The ``first`` steps, then the steps of ``question``, in which ``stand_in`` is what the first
    steps find: renumbered after them, with ``#n`` (the last first step) in its place. None when
    either cannot be split or the question's steps lost the stand-in."""
    then = decompose(question)
    if first is None or then is None or not any(stand_in in step for step in then):
        return None
    if any(re.search(r"[.?!]\s", step) for step in then):
        return None  # a statement and its question left whole: not split
    shift = len(first)
    renumbered = (re.sub(r"#(\d+)", lambda m: f"#{int(m[1]) + shift}", step) for step in then)
    return (*first, *(step.replace(stand_in, f"#{shift}") for step in renumbered))


_PASTS_AS_PARTICIPLES = {
    "built", "made", "held", "kept", "led", "left", "sold", "taught", "won", "bought", "lost", "paid", "sent", "spent",
    "stood", "laid", "met", "brought", "told", "set", "cut", "put", "cast", "shut", "split",
}  # fmt: skip
"""Irregular pasts written as their participles ("built"), which a statement's verb may be ("found" is left
out: the past of "find" too)."""
_SAID_PASTS = "|".join(sorted({"was", "were", "had", "became", *PAST_TO_PARTICIPLE, *_PASTS_AS_PARTICIPLES}))
_NAMED_THING = "|".join(CATEGORY_NOUNS[kind] for kind in ("organisation", "building", "vessel"))
_CLAUSE_END = (
    r"(?:[A-Z][\w'’&-]*[\"”]?|\d{4}|[A-Z][\w-]*['’]s\s+(?:[a-z-]+\s+)?[a-z-]+"
    rf"|(?-i:the\s+(?:[A-Z][\w'’-]*\s+)+)(?:{_NAMED_THING}))"  # "the Dunmore school": a thing named by its place
)
_DESCRIBED_BY_CLAUSE = re.compile(
    r"^(?:the|a|an)\s+(?P<kind>(?:[a-z-]+\s+){0,2}?(?P<role>[a-z-]+))\s+"
    rf"(?:who\s+(?P<clause>[a-z]+\s.*?{_CLAUSE_END})|(?P<reduced>(?:born|trained|raised|based)\s.*?{_CLAUSE_END}))"
    r"(?:,\s+who\s[^,]+,)?"  # an aside: ", who had first learned his trade as a joiner,"
    rf"\s+(?P<said>(?:(?:now|today|currently|still)\s+[a-z]+s|{_SAID_PASTS}|[a-z]+ed)\s.+)$"
)
"""A statement whose subject is a person told by a clause ending in a name or a year ("The man who
founded the Tillingham Ropeworks was ...", "A naval architect born in Ardmoray in 1961 drew up ...", "A captain who
began as a deckhand on MV Skua now commands ...")."""
_DESCRIBED_THEN_PERFECT = re.compile(
    r"^(?:the|a|an)\s+(?P<kind>(?:[a-z-]+\s+){0,2}?(?P<role>[a-z-]+))\s+who\s+(?P<clause>[a-z]+\s[^,]*?)(?P<reduced>)"
    r"\s+(?P<said>(?:has|have)\s+been\s.+)$"
)
"""A person told by a clause of any end, then what they have been ("The marine engineer who trained at
X and then served on fishing research ships has been chief engineer of one ferry since it was new"):
"has been" ends the clause plainly (fresh24 h03)."""
_BEFORE_CLAUSE_VERB = ("first", "once", "later", "originally", "briefly", "also", "long")
"""Words that may stand before the verb of a person's clause ("the woman who first ran the Dunmore school")."""
_PERSON_STAND_IN = "Ilsabet Vorn"
"""A second name no corpus uses: a described person's place in a statement whose own thing is
then stood in by ``_STANDS_FOR``."""


_TWO_STATEMENTS_THEN_QUESTION = re.compile(
    r"^(?P<first>[A-Z][^.!?]*)[.!]\s+(?P<second>[A-Z][^.!?]*)[.!]\s+(?P<question>[A-Z][^.!?]*?)\??$"
)
"""Two statements, then a question ("X founded a yard. A captain who trained at that yard commanded a ship. When was
that ship built?")."""
_OPENS_WITH_TIME_OR_ASIDE = re.compile(r"^(?:In|On|At|By|During|After|Before|Since|I|We|My|Our)\b")
"""A statement opening with a time ("In 2019 ...") or the asker's own words ("I know ..."): its thing is no probe's."""


def _statements_chained(question: str) -> tuple[str, ...] | None:
    """ "Another vessel covered X's crossing in 2019. A captain who began as a deckhand on that vessel now commands a
    different ship. How many passengers can that ship carry?": a person told by a clause in the second statement points
    to the one thing the first introduces ("that vessel"), the question to the second's ("that ship"). First which thing
    the first statement tells (``_steps_finding``: "Which vessel covered X's crossing in 2019?"), then the second
    statement and the question with that thing in place, split like any pair (fresh63 h04 was searched whole). Tried
    only where no other reader splits the text. None when the first statement opens with a time or the asker's own
    words, introduces more than one thing, the question points back to the first statement's thing too, the second
    statement's subject is no person told by a clause, or a step reads garbled."""
    found = _TWO_STATEMENTS_THEN_QUESTION.match(plain_wording(strip_chatter(question)).strip())
    if found is None or _OPENS_WITH_TIME_OR_ASIDE.match(found["first"]):
        return None
    first, second, asked = found["first"], found["second"], found["question"]
    referred = _introduced(first, second)
    if referred is None or referred[0] != "that" or len(re.findall(r"\b(?:a|an|another)\s", first, re.I)) != 1:
        return None
    noun = referred[1]
    pointer = re.search(rf"\bthat\s+{re.escape(noun)}\b", second)
    if pointer is None or re.search(rf"\b(?:that|the)\s+{re.escape(noun)}\b", asked):
        return None  # "... How many ships did that yard build?": the first statement's thing, asked of again
    in_place = f"{second[: pointer.start()]}{_STANDS_FOR}{second[pointer.end() :]}"
    if _DESCRIBED_BY_CLAUSE.match(_article_lowered(in_place)) is None:
        return None
    finding = _steps_finding(first, noun)
    if finding is None or not all(map(_well_formed, finding)):
        return None
    return _then(finding, f"{in_place}. {asked}?")


def _person_told_by_named_thing(question: str) -> tuple[str, ...] | None:
    """ "The woman who first ran the Dunmore school was a brewer's daughter. Which dark beer did her father
    create?": a person told by a clause ending in a thing its place names, found first (fresh36 k07 was asked
    "... Who is she?" and answered with another woman). Tried only where no other reader splits the question
    ("... born in a small village" and "... built one of the ferries" have readers of their own)."""
    return _described_person_first(strip_chatter(question).rstrip("?.! ").strip(), by_named_thing=True)


def _described_person_first(text: str, *, by_named_thing: bool = False) -> tuple[str, ...] | None:
    """ "The man who founded the Tillingham Ropeworks was churchwarden of a church for thirty years.
    In what year was that church built?": first who the person is ("Who founded the Tillingham
    Ropeworks?"), then the pair with that person's name in place ("#1 was churchwarden of a church
    ... In what year was that church built?", split like any). The clause must end with a name, a
    year or a named owner's post ("who was Pell's public analyst"), so that where it ends is plain.
    None for any other pair."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    statement = _article_lowered(found["statement"].strip()) if found else ""
    described = _DESCRIBED_BY_CLAUSE.match(statement) or _DESCRIBED_THEN_PERFECT.match(statement)
    if found is None or described is None:
        return None
    role, clause = singular(described["role"].casefold()), (described["clause"] or described["reduced"]).split()
    verb = clause[1] if len(clause) > 1 and clause[0] in _BEFORE_CLAUSE_VERB else clause[0]  # "who first ran"
    if role not in PERSON_ROLES | PEOPLE_WORDS or (
        described["clause"] and not is_past_verb(verb) and verb not in ("was", "became")
    ):
        return None
    has_been = described.re is _DESCRIBED_THEN_PERFECT  # "has been" ends its clause whatever its last word
    named_thing = by_named_thing and clause[-2][:1].isupper() and re.fullmatch(_NAMED_THING, clause[-1])
    if clause[-1].islower() and singular(clause[-1]) not in PERSON_ROLES and not (has_been or named_thing):
        return None  # "who was Pell's public analyst" ends in a post; "who was Pell's first" ends nowhere plain
    perfect = re.match(r"had\s+((?:earlier|once|already|previously|first|long)\s+)?([a-z]+)\b(.*)$", described["said"])
    said = described["said"]
    if perfect is not None and is_participle(perfect[2]):  # "had earlier kept an inn": earlier kept an inn
        said = f"{perfect[1] or ''}{PARTICIPLE_TO_PAST.get(perfect[2], perfect[2])}{perfect[3]}"
    rest = f"{_PERSON_STAND_IN} {said}. {found['question']}"
    who = (
        f"Who {described['clause']}?"
        if described["clause"]
        else f"Which {described['kind']} was {described['reduced']}?"
    )
    return _then(decompose(who), rest, _PERSON_STAND_IN)


_OWNER_IN_SUBJECT = tuple(
    re.compile(
        rf"^(?P<owned>(?:[Tt]he\s+)?[A-Za-z][a-z-]*)\s+of\s+(?:a|an)\s+(?P<kind>(?:[A-Z][\w'’-]*\s+)?{adjective})"
        r"(?P<noun>[a-z]+)\s+(?P<rest>(?P<verb>[a-z]+)\s.+)$"
    )
    for adjective in ("", r"[a-z-]+\s+")
)
"""A statement whose subject is what an unnamed thing has: "Pupils of a Dunmore school planted ...",
"The founder of a small brewery bought ..." (with no word, or one, before the thing's noun)."""


def _owner_in_subject_first(text: str) -> tuple[str, ...] | None:
    """ "Pupils of a Dunmore school planted the lime avenue. Where did the architect of that
    school's building train?": the thing the question points back to is the owner inside the
    statement's subject, so first which one it is ("Which Dunmore school's pupils planted the lime
    avenue?"), then the question with that answer in its place. None for any other pair."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    statement = found["statement"].strip() if found is not None else ""
    owners = (pattern.match(statement) for pattern in _OWNER_IN_SUBJECT)
    owner = next(
        (o for o in owners if o is not None and is_past_verb(o["verb"]) and o["noun"] in _IMPLIED_THINGS), None
    )
    if found is None or owner is None:
        return None
    pointer = re.search(rf"\b(?:that|this)\s+{owner['noun']}\b", found["question"])
    if pointer is None:
        return None
    owned = re.sub(r"^the\s+", "", owner["owned"].casefold())
    kind = re.sub(r"^[A-Z][\w'’-]*\s+", "", owner["kind"])  # "a Dunmore school": its name may be "the Dunmore school"
    first = f"Which {kind}{owner['noun']}'s {owned} {owner['rest']}?"
    question = found["question"]
    return _then((first,), _put_in(question, pointer.span()))


_SUBJECT_SKIPPED = {"also", "later", "once", "first", "then", "long", "still", "had", "has", "never"}
"""Words between a statement's subject and its verb ("X's father *also* raced")."""


def _subject_and_predicate(statement: str) -> tuple[str, str] | None:
    """A statement's subject and what it says of it, split at its verb: "Birger Rask | ran the
    business side ...", "the largest organ in the Kestrel Valley | stands in St Oda's". The subject
    opens with "the" or a name; its verb is the first lower-case word after a noun that is a past
    tense, "was" / "is" / "had" / "has", or a present tense ("stands") after a name. None when no
    such split is plain (a hyphenated "double-ended" is no verb)."""
    tokens = statement.split()
    if not tokens or not (tokens[0] in ("The", "the") or _is_name(tokens[0])) or tokens[0] in ("A", "An"):
        return None
    for at in range(1, len(tokens)):
        word = tokens[at]
        if word.casefold() in _SUBJECT_SKIPPED | PREPOSITIONS | _DETERMINERS or "-" in word or not word.islower():
            continue
        owned = at > 1 and tokens[at - 2].endswith(("'s", "’s")) and tokens[at - 1].islower()  # "X's school *dates*"
        present = word.endswith("s") and not word.endswith(("ss", "'s", "’s")) and (_is_name(tokens[at - 1]) or owned)
        verb = word in _BE or word in ("had", "has", "became") or is_past_verb(word) or present
        if verb and not (names_a_trait(tokens, at) and any(is_past_verb(t) for t in tokens[at + 2 :])):
            start = at
            while start > 1 and tokens[start - 1].casefold() in _SUBJECT_SKIPPED:
                start -= 1
            subject = " ".join(tokens[:start])
            return (_article_lowered(subject), " ".join(tokens[start:])) if subject else None
    return None


def _subject_is_person(subject: str) -> bool | None:
    """Whether a statement's subject is a person (True), a thing (False) or neither plainly
    (None): "Oswald Brack's father", "the shepherd Dora Hale" and a bare "Birger Rask" are people;
    "the largest organ in the valley" is a thing; a name of a kind ("the Heron Hotel", "MV Tern")
    or two names are not read either way."""
    words = subject.split()
    head = next((words[i - 1] for i in range(2, len(words)) if words[i] in PREPOSITIONS), words[-1])
    if head.islower():
        return singular(head) in PERSON_ROLES
    names = re.findall(r"(?:[A-Z][\w'’-]*\s*)+", subject)
    if len(names) != 1 or name_kind(names[0].strip()) is not None or words[0] in _SHIP_PREFIXES:
        return None
    return True


def _named_thing_alone(subject: str, predicate: str) -> bool:
    """Whether a statement's subject is one named building, body or place ("The Calder Heath Observatory") and
    its predicate names nothing else "it" / "its" could stand for ("was built in 1931"; not "... beside the
    Kell Brewery")."""
    names = re.findall(r"(?:[A-Z][\w'’-]*\s*)+", subject)
    alone = len(names) == 1 and re.sub(r"^the\s+", "", subject, flags=re.I).startswith(names[0])
    kind = name_kind(f"The {names[0].strip()}") if alone else None
    return kind in ("building", "organisation", "place") and not re.search(r"\b[A-Z]", predicate)


_NAMES_IT = re.compile(
    r"\s+(?:was|is)\s+(?:(?:named|called)\s+)?(?:the\s+)?(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)*\.?\s*"
)
"""A predicate that is a name and nothing more ("was John Hale", "was named John Hale"; not "was Pell's first
mayor", "was Mayor of Pell")."""
_ONE_OF_A_KIND = {"birthplace", "hometown", "home"}
"""What someone has one of: "X's birthplace" is one place, whatever the statement says of it."""


def _statement_tells_which(subject: str, predicate: str) -> bool:
    """Whether a statement about someone's kin or thing tells which one it is: it names it ("Tom Hale's son was
    John Hale"), or the thing is one of several ("Tom Hale's ship *sank in 1900*") and no rank picks it out.
    The subject alone ("Tom Hale's ship") would lose that (the review of 8c752ea)."""
    owned = re.search(r"['’]s\s+(?P<words>(?:[a-z-]+\s+)?[a-z-]+)$", subject)
    if owned is None:
        return False
    if _NAMES_IT.fullmatch(f" {predicate}"):
        return True
    words = owned["words"].split()
    if words[-1] in _ONE_OF_A_KIND or singular(words[-1]) in PERSON_ROLES:
        return False  # "X's son founded a mill. Where was he born?": his son, as the Loop re-plans if he had two
    return not {*words[:-1]} & {*RANKS, "only"}


def _subject_pointed_at(text: str) -> tuple[str, ...] | None:
    """ "Birger Rask ran the business side of the family yard. What did his elder brother draw ...?": the question's
    pronoun stands for the statement's subject, named or described, so the question is split with the subject in
    its place ("Who was Birger Rask's elder brother?", "What did #1 draw ...?"). A person's pronoun (he / she /
    his / her) points to a person subject, "it" / "its" to a thing, "she" / "her" to a named ship too. None
    unless that gives two or more steps (one step is the question whole, its statement kept for the search), or
    when the statement names a second person or a vessel the pronoun could stand for instead."""
    pointed = _subject_of_pronoun(text)
    if pointed is None:
        return None
    if pointed.dated:  # "X's harbourmaster from 1988 to 2016": who, first
        stand_in = f"{_STANDS_FOR}'s" if pointed.owner else _STANDS_FOR
        return _then(decompose(f"Who was {pointed.subject}?"), _put_in(pointed.question, pointed.span, stand_in))
    steps = decompose(pointed.in_place())
    if steps is None or len(steps) < 2 or any(re.search(r"[.?!]\s", step) for step in steps):
        return None
    return steps


def pronoun_as_subject(question: str) -> str | None:
    """The question after a statement with the statement's subject in place of its pronoun ("Brightwater's
    school dates from 1890. Who was the first person to head it?" -> "Who was the first person to head
    Brightwater's school?"): what the answer's page must be about. None when the pronoun may stand for
    something else, or there is no such pair (see ``_subject_pointed_at``)."""
    pointed = _thing_pointed_at(question)
    if pointed is None:
        return None
    if pointed.owner and not _is_name(pointed.subject.split()[-1]) and not pointed.subject.endswith(("'s", "’s")):
        (start, end), question = pointed.span, pointed.question  # "its first head": the first head of X's school
        owned = _owned_phrase(question[end:])
        return f"{question[:start]}the {owned.strip()} of {pointed.subject}{question[end + len(owned) :]}?"
    return pointed.in_place()


def thing_pointed_at(question: str) -> str | None:
    """The thing a statement is about that the question after it calls "it" ("Pell's school" in "Pell's school
    dates from 1890. Who was the first person to head it?"); None as for ``pronoun_as_subject``."""
    pointed = _thing_pointed_at(question)
    return pointed.subject if pointed is not None else None


def _thing_pointed_at(question: str) -> _Pointed | None:
    pointed = _subject_of_pronoun(strip_chatter(question).rstrip("?.! ").strip(), told_which=True)
    if pointed is None or pointed.person or pointed.subject.split()[0].casefold() in PREPOSITIONS:
        return None  # a person's pronoun ("her successor") may stand for whom the page names otherwise
    if pointed.subject.split()[-1].casefold() in _RELATIVE:
        return None  # "the ship that | stood in for ...": no subject read whole
    return pointed


@dataclass(frozen=True)
class _Pointed:
    """A statement's subject that the question after it points at with a pronoun."""

    subject: str
    question: str
    span: tuple[int, int]
    """Where the pronoun is in ``question``."""
    owner: bool
    """The pronoun owns what follows ("its first director")."""
    dated: bool
    """A person told by a time ("X's harbourmaster from 1988 to 2016"): looked up first."""
    person: bool
    """The subject is a person (or a ship, "she"), not a thing ("it")."""

    def in_place(self) -> str:
        """The question with the subject in place of the pronoun."""
        question, (start, end) = self.question, self.span
        if self.owner and self.subject.startswith("the ") and not self.subject.endswith(("'s", "’s")):
            owned = _owned_phrase(question[end:])  # "the birthplace of the first woman harbourmaster in X"
            rest = question[end + len(owned) :]
            return f"{question[:start]}the {owned.strip()} of {self.subject}{rest}?"
        return _put_in(question, self.span, f"{self.subject}'s" if self.owner else self.subject)


def _subject_of_pronoun(text: str, *, told_which: bool = False) -> _Pointed | None:
    """The statement's subject the question's pronoun stands for; None when there is no such pair or the
    pronoun could stand for someone or something else. ``told_which``: also when the statement tells which
    of its owner's things it is (``_statement_tells_which``), for reading what the answer's page is about."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    split = _subject_and_predicate(found["statement"].strip()) if found is not None else None
    person = _subject_is_person(split[0]) if split is not None else None
    ship = person is None and split is not None and split[0].split()[0] in _SHIP_PREFIXES
    if person is None and not ship and split is not None and _named_thing_alone(*split):
        person = False  # "The Pell Observatory was built in 1931. ... its first director?"
    if found is None or split is None or (person is None and not ship):
        return None
    subject, predicate = split
    told = not told_which and _statement_tells_which(subject, predicate)
    if _another_one_said(predicate, bool(person or ship)) or told:
        return None  # "X led the pottery after her uncle died": "he" could be the uncle
    question = found["question"]
    pronoun = (_PERSON_PRONOUN if person else _SHIP_SHE if ship else _THING_PRONOUN).search(question)
    if pronoun is None:
        return None
    said_after = person or ship
    word, after = pronoun["word"].casefold(), (pronoun["after"] or "").strip().casefold() if said_after else ""
    owner = word in ("his", "its") or (
        word == "her" and after and after not in PREPOSITIONS and not is_participle(after)
    )
    no_possessive = owner and not _is_name(subject.split()[-1]) and not subject.endswith(("'s", "’s"))
    if no_possessive and not person and not told_which:
        return None  # "the largest organ in the valley's builder": no possessive to write
    dated = bool(person) and re.search(r"\b\d{4}\b", subject) is not None
    return _Pointed(subject, question, pronoun.span("word"), bool(owner), dated, bool(person))


_OWN_POST = re.compile(
    r"^(?:became|was|is|served as|worked as|remained)\s+"
    r"(?:(?:the|a|an|its|their|first|chief|managing|head|woman|man|female|male|lady)\s+)*"
    r"(?P<post>[a-z-]+)\b"
)
"""The post a statement gives its own subject ("became managing *director* of ..."): no one else."""
_PLACE_WORDS = {
    "Water",
    "Church",
    "Chapel",
    "Station",
    "Brook",
    "Inn",
    "Mill",
    "Hall",
    "Bridge",
    "Quay",
    "Pier",
    "Park",
}
"""Last words of a place's name ("Kell Water", "Pell Church"), which after "beside" name no person."""
_PLACE_OR_THING_NAME = re.compile(
    r"\b(?:the|in|at|near|above|below|beyond|across|along|outside)\s+(?:[A-Z][\w'’&-]*\s*)+"
    rf"|\b(?:beside|behind|opposite)\s+(?:[A-Z][\w'’&-]*\s+)*(?:{'|'.join(sorted(_PLACE_WORDS))})\b"
)
"""A name after "the" or a place's preposition ("of the Velmar Harbourline", "in Corvanmouth", "the spring above
Brightwater"), or a place's name after "beside" ("beside Kell Water"): no person ("of Tom Marsh", "beside John
Pell" may be one)."""


def _another_one_said(predicate: str, person: bool) -> bool:
    """Whether a statement's predicate names or describes someone (or, for a thing, a vessel) a
    question's pronoun could stand for instead of the statement's subject: a person's role or kin
    ("after her uncle died"), a vessel, or, after a person subject, a name that is no place's or
    thing's ("married Ada Penn"). The post the subject itself holds ("became managing director
    of the Velmar Harbourline in 1931") is no one else."""
    own = _OWN_POST.match(predicate)
    post = set(own[0].split()) if own is not None and not re.fullmatch(KIN, own["post"]) else set()  # "wife of X"
    said = {singular(w) for w in re.findall(r"[a-z-]+", predicate)} - post
    bare = _PLACE_OR_THING_NAME.sub(" ", predicate)
    return bool(said & (PERSON_ROLES | _VESSELS)) or bool(re.search(r"\b[A-Z]", bare)) and person


def _object_pointed_at(text: str) -> tuple[str, ...] | None:
    """ "Jonas Lusk ordered the company's first ship built to carry cars. In what year was her
    long-serving master born?": a person's statement whose object is a thing it describes (a
    ship, for "her"; any thing for "it" / "its"), which the question's pronoun stands for; first
    what that thing is ("What was the company's first ship built to carry cars?"), then the
    question with its answer in place. "her" before a relative ("her husband") is the person's.
    None for any other pair."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    split = _subject_and_predicate(found["statement"].strip()) if found is not None else None
    if found is None or split is None or not _subject_is_person(split[0]):
        return None
    thing = re.match(r"^[a-z]+\s+(?:(?:up|out|off|in)\s+)?(?P<object>the\s+[^,;]+)$", split[1])
    nouns = {singular(w) for w in re.findall(r"[a-z]+", thing["object"])} if thing is not None else set()
    if thing is None or not nouns & _IMPLIED_THINGS or re.search(r"\b[A-Z]", thing["object"]):
        return None  # a named thing ("the Pell Mill") needs no lookup of what it is
    untimed = re.sub(r"\s+(?:in|after|before|during|by)\s+(?:the\s+[a-z]+|\d{4})$", "", thing["object"])
    if re.fullmatch(r"the\s+(?:[a-z-]+\s+)?[a-z-]+", untimed):
        return None  # "Tom Hale's son sold the mill": "What was the mill?" tells nothing; searched whole
    question = found["question"]
    pronoun = (_SHIP_PRONOUN if nouns & _VESSELS else _THING_PRONOUN).search(question)
    if pronoun is None or re.match(rf"\s*(?:{KIN}|grand|great)", question[pronoun.end() :], re.I):
        return None
    done_to = any(m.start("word") == pronoun.start("word") for m in _SHIP_AS_HER.finditer(question))  # "built her"
    owner = pronoun["word"].casefold() in ("its", "her") and not done_to
    stand_in = (
        f"{_STANDS_FOR}'s" if owner and not re.match(r"\s*(?:[?.,;]|$)", question[pronoun.end() :]) else _STANDS_FOR
    )
    start, end = pronoun.span("word")
    return _then((f"What was {thing['object']}?",), _put_in(question, (start, end), stand_in))


_THING_PRONOUN = re.compile(r"\b(?P<word>its|it)\b", re.IGNORECASE)
_SHIP_PRONOUN = re.compile(r"\b(?P<word>her|its|it)\b", re.IGNORECASE)
_SHIP_PREFIXES = ("MV", "SS", "PS", "HMS")
"""What a ship's name opens with ("MV Tern"): a name of a kind, not a person's."""
_SHIP_SHE = re.compile(r"\b(?P<word>she|her|its|it)\b(?P<after>\s+[a-z]+)?", re.IGNORECASE)
"""A named ship's pronouns: "MV Orrin Spirit ran aground ... the rock *she* struck" (fresh25 h06)."""
_WHICH_ONE = re.compile(r"(?:which|what)\s+(?:one|was\s+it|is\s+it)", re.IGNORECASE)
_NOT_INTRODUCED = {"few", "number", "lot", "year", "time", "while", "day", "decade", "century", "kind", "sort", "part"}
_NOT_INTRODUCED |= {"job", "post", "position", "career", "living", "role", "name", "seat", "place", "share", "say"}
"""Nouns after "a" / "an" / "one" that name no thing a question could point back to ("a year", "a kind"), or a
person's standing rather than a thing ("took a job at the harbour. When was it built?": the harbour)."""
_PHRASE_STOPS = PREPOSITIONS | _RELATIVE | {"and", "or", "a", "an", "the", "about", "since", "until", "when", "while"}
_PHRASE_STOPS |= {"because", "but"}
_PHRASE_STOPS |= {"it", "its", "he", "she", "his", "her", "they", "their", "was", "were", "is", "are", "had", "has"}
"""Words that end the noun phrase after "a" / "an" ("a boat *that* sank", "a sawmill *and* a tannery")."""


_TIME_AFTER = {"following", "same", "next", "previous", "year", "spring", "summer", "autumn", "winter", "day", "week"}


def _contact_clause_after(text: str) -> bool:
    """Whether ``text``, right after a thing's noun, opens a clause without "that" ("a house *the river flooded*"):
    a possessive or "the", then no time ("the following spring", "the same year")."""
    words = [w.casefold() for w in text.split()[:2]]
    return len(words) == 2 and words[0] in ("the", "his", "her", "its", "their") and words[1] not in _TIME_AFTER


def _thing_a_person_introduced(statement: str) -> tuple[int, int, str] | None:
    """The one thing a statement about a person introduces ("The father of X started *a tannery*",
    "the ice merchant X founded *an ice works*"): where it starts and ends, and its words after
    the article. None when the statement's subject is no person (then "it" may be that subject)
    or it introduces no thing or several."""
    words = statement.split()
    verb = next((i for i, w in enumerate(words) if i and w.islower() and (w in _BE | _PAST or is_past_verb(w))), None)
    if verb is None:
        return None
    head = re.split(r"\s+(?:of|who|whose|that|which|from|in|at|on)\s+", " ".join(words[:verb]), maxsplit=1)[0]
    named = len(head.split()) > 1 and _subject_is_person(head)  # "Gideon Rusk planned a new terminal" (fresh28 h04)
    if not (named or any(singular(w.casefold()) in PERSON_ROLES for w in head.split())):
        return None
    things = []
    for found in re.finditer(r"\b(?:a|an|one)\s+(?=(?P<phrase>[a-z-]+(?:\s+[a-z-]+){0,2}))", statement):
        phrase = list(itertools.takewhile(lambda w: w not in _PHRASE_STOPS, found["phrase"].split()))
        noun = phrase[-1] if phrase and not is_past_verb(phrase[-1]) else None
        if noun is not None and singular(noun) not in PERSON_ROLES | PEOPLE_WORDS | _NOT_INTRODUCED:
            end = found.end() + len(" ".join(phrase))
            after = statement[end:].split()[:1]
            if after == ["whose"]:
                return None  # "a town whose pier was extended ... When was it extended?": "it" may be the pier
            if after == ["of"]:
                return None  # "a large flock of sheep": the thing goes on past its noun
            if _contact_clause_after(statement[end:]):
                return None  # "a house *the river flooded*": a clause without "that" goes on past its noun
            things.append((found.start(), end, " ".join(phrase)))
    return things[0] if len(things) == 1 else None


_WHOSE_THING = re.compile(
    r"\b(?:a|an)\s+(?P<noun>[a-z-]+(?:\s+[a-z-]+)?)\s+whose\s+(?P<possessed>(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+"
    r"(?:was|were|is|are|had|has)\s+(?P<said>.+)$"
)


def _whose_thing_asked(statement: str, question: str) -> str | None:
    """ "X was born in a town whose stone pier was later extended for car ferries. When was it
    extended?" as "X was born in a town that has a stone pier. When was that pier extended?": the
    question asks again what the "whose" clause says of the possessed thing (a word of its verb
    or object is the question's), so "it" is that thing. None for any other pair."""
    whose = _WHOSE_THING.search(statement)
    pronoun = _THING_PRONOUN.search(question)
    if whose is None or pronoun is None:
        return None
    filler = {"when", "what", "which", "year", "how", "was", "were", "did", "it", "its"}
    if not (set(re.findall(r"[a-z]+", question.casefold())) - filler) & set(whose["said"].casefold().split()):
        return None
    have = f"{statement[: whose.end('noun')]} that has a {whose['possessed']}"
    return f"{have}. {_pointed_at(question, pronoun, whose['possessed'])}"


_PASSIVE_THING = re.compile(
    r"^(?:A|An)\s+(?P<thing>(?:[a-z-]+\s+){0,2}?[a-z-]+)\s+(?:was|were)\s+(?P<told>(?P<participle>[a-z]+)\s[^.?!;]+?)\.\s+"
    r"(?P<question>(?i:who|what|when|where|which|how|in|on|at|under|for|by|from)\b[^.?!]*)$"
)
"""An unnamed thing a statement introduces by what was done to it ("A timepiece was fitted in the tower added to
X in 1927."), then a question that points back to it with "it"."""


def _passive_thing_pointed_at(text: str) -> str:
    """ "A timepiece was fitted in the tower added to Dunmore's municipal building in 1927. Under what brand did
    the firm that made it market its alarm clocks?" as the question alone, "it" written as the thing the statement
    told: "... the firm that made the timepiece fitted in the tower added to Dunmore's municipal building in 1927
    market its alarm clocks?", which splits at its relative clause (fresh38 k04 was searched whole and answered
    with the firm). Only for a thing (not "a potter"), a past participle, and one "it" in the question, done to in
    a relative clause ("that made it"; "its" may be another's: the firm's alarm clocks), with no preposition after
    it, no second question after ", and" and no "had" (whose object's clause the split would misread). Any other
    text is returned as it is."""
    found = _PASSIVE_THING.match(text)
    if found is None or not is_participle(found["participle"]):
        return text
    if singular(found["thing"].split()[-1]) in PERSON_ROLES | PEOPLE_WORDS:
        return text
    pointers = list(re.finditer(r"\bit\b", found["question"], re.I))
    if len(pointers) != 1 or not re.search(
        r"\b(?:that|which|who)\s+[a-z]+\s*$", found["question"][: pointers[0].start()]
    ):
        return text  # "Who founded it?" is split by the statement's own readers ("Which mill was built ...?")
    question = found["question"]
    start, end = pointers[0].span()
    after = question[end:].split()
    if (after and after[0].casefold() in PREPOSITIONS) or ", and" in question or re.search(r"\bha[sd]\b", question):
        return text  # "the yard that built it in", "... sailed it, and where ...", "had the crane that lifted it"
    return f"{question[:start]}the {found['thing']} {found['told']}{question[end:]}"


def _pronoun_as_that_thing(text: str) -> str:
    """ "The father of X started a tannery. Which craftsmen bought its leather?" as "... bought that
    tannery's leather?", and "... asked it" as "... that tannery", so that the question splits like
    one that says "that tannery" (``_clause_then_question``); "... sat on a public body. Which
    one?" as the statement asked ("Which public body did ... sit on?", ``_which_one``). Only after
    a statement about a person that introduces exactly one thing: "The viaduct was built by a firm.
    When did it open?" means the viaduct."""
    found = _STATEMENT_THEN_QUESTION.match(text)
    if found is None:
        return text
    statement, question = found["statement"].strip(), found["question"]
    introduced = _thing_a_person_introduced(statement)
    ship = _SHIP_AS_HER.search(question) if introduced and introduced[2].split()[-1] in _VESSELS else None
    if _introduced(statement, question) is not None or (_PERSON_PRONOUN.search(question) and ship is None):
        return text
    if introduced is None:
        return _whose_thing_asked(statement, question) or text
    if _WHICH_ONE.fullmatch(question.strip()):
        return _which_one(statement, *introduced) or text
    pronoun = ship or _THING_PRONOUN.search(question)
    if pronoun is None:
        return text
    return f"{statement}. {_pointed_at(question, pronoun, introduced[2])}"


_SHIP_AS_HER = re.compile(
    r"\b(?:built|launched|designed|scrapped|renamed|refitted|converted|bought|sold|owned|chartered|crewed|captained|"
    r"skippered|commanded)\s+(?P<word>her)\b(?=\s*(?:[?.,;]|$|\s+(?:in|at|for|from|to|by|on|after|before|between|"
    r"during|until|till|since)\b"
    rf"|\s+[a-z]+\s+(?:out|up|down|off|over)\b|\s+(?:{'|'.join(sorted(BASE_VERBS))})\b))",  # "that built her close"
    re.IGNORECASE,
)
"""A ship named "her" as what is done to it ("the yard that built her"), not a person: only after a
statement that introduces a vessel ("Captain X was master of one ferry")."""


def _pointed_at(question: str, pronoun: re.Match[str], thing: str) -> str:
    """``question`` with its "it" / "its" written "that NOUN" / "that NOUN's", NOUN the last word of
    ``thing`` ("an ice works": "that works"), so that it splits like a question that points back."""
    that = f"that {thing.split()[-1]}" + ("'s" if pronoun["word"].casefold() == "its" else "")
    return f"{question[: pronoun.start('word')]}{that}{question[pronoun.end('word') :]}"


def _which_one(statement: str, start: int, end: int, thing: str) -> str | None:
    """ "X had a father who also sat on a public body" asked "Which one?" as "Which public body did
    the father of X also sit on?": the statement's verb back to its base, its thing asked for. None
    when the thing does not end the statement or its verb has no known base."""
    if statement[end:].strip():
        return None
    before = statement[:start].split()
    kin = _HAD_KIN_WHO.match(" ".join(before))
    if kin is not None and kin["kin"].split()[-1].casefold() in PERSON_ROLES:
        subject = f"the {kin['kin']} of {_article_lowered(kin['owner'])}"
        before = " ".join(before)[kin.start("verb") :].split()
    else:
        verb_at = next((i for i, w in enumerate(before) if i and w.casefold() in PAST_TO_BASE), None)
        if verb_at is None:
            return None
        subject, before = _article_lowered(" ".join(before[:verb_at])), before[verb_at:]
    adverbs = list(itertools.takewhile(lambda w: w.casefold() in _ADVERBS, before))
    verb, particles = before[len(adverbs)], before[len(adverbs) + 1 :]
    base = PAST_TO_BASE.get(verb.casefold())
    if base is None or len(particles) > 1 or any(w.casefold() not in PREPOSITIONS | _PARTICLES for w in particles):
        return None
    return " ".join(["Which", thing, "did", subject, *adverbs, base, *particles]) + "?"


def _someone_introduced(statement: str) -> tuple[str, ...] | None:
    """The steps that find the person a statement introduces: "X was opened by an innkeeper" ->
    "Who opened X?"; "X had a daughter who later became mayor of Pell" -> "Who was the daughter
    of X?" (split further when X holds hops). None for any other statement."""
    made = _MADE_BY_SOMEONE.match(statement)
    if made is not None and made["agent"].casefold() not in ORGANISATION_ROLES | _IMPLIED_THINGS:
        # ("was made by an engineering firm": a firm, which no "he" / "his" of the question stands for)
        pointed = _thing_pointed_into_earlier_sentence(made)
        if pointed is not None:
            return pointed
        # "was co-founded by a woman": one of its founders, picked out by what she is ("Which woman co-founded X?")
        asked = f"Which {made['agent'].casefold()}" if made["verb"].casefold().startswith("co-") else "Who"
        span = f" {made['span']}" if made["span"] else ""  # "for more than twenty years": which one it was
        return decompose(f"{asked} {_deed_done(made)} {_article_lowered(made['thing'])}{span}?")
    kin = _HAD_KIN_WHO.match(statement) or _HAD_KIN.match(statement)
    trade = kin["trade"] if kin is not None and kin.re is _HAD_KIN else None
    if trade and _PICKS_ONE_OUT.search(trade) and singular(kin["kin"].split()[-1].casefold()) in PERSON_ROLES:
        # "The Kestrel Courier had a longest-serving editor": the word picks one out, so it stays in the lookup
        return decompose(
            f"Who was the {trade.strip().casefold()} {kin['kin'].casefold()} of {_article_lowered(kin['owner'])}?"
        )
    if trade and (_PICKS_ONE_OUT.search(trade) or not re.fullmatch(_KIN_WORD, kin["kin"].split()[-1].casefold())):
        kin = None  # "a sea-captain father" is a father (his trade left out); "a first-born X" of no known post
    if kin is not None and re.sub(r"^(?:great-)+", "", kin["kin"].split()[-1].casefold()) in PERSON_ROLES:  # "great-"
        return decompose(f"Who was the {kin['kin'].casefold()} of {_article_lowered(kin['owner'])}?")
    one_of = _ONE_OF_THEM.match(statement)
    if one_of is not None and singular(one_of["one"].casefold()) in PERSON_ROLES | PEOPLE_WORDS:
        if is_participle(one_of["participle"]):  # "known for ...", "born in ..."
            owner, one = _article_lowered(one_of["owner"]), one_of["one"].casefold()
            return decompose(f"Which {one} {one_of['described']} was one of the {one_of['group']} of {owner}?")
    among = _ONE_AMONG.match(statement)
    if among is not None and singular(among["one"].casefold()) in PERSON_ROLES | PEOPLE_WORDS:
        owner = _article_lowered(among["owner"])
        return decompose(f"Which {among['one'].casefold()} was one of the {among['group']} of {owner}?")
    described = _DESCRIBED_PERSON.match(statement)
    if described is not None and _NAMES_IT.fullmatch(statement[described.end("person") :]):
        return None  # "Tom Hale's son was John Hale": the statement names him (the review of 8c752ea)
    if described is not None and singular((described["role"] or described["of_role"]).casefold()) in PERSON_ROLES:
        return decompose(f"Who was {_article_lowered(described['person'])}?")
    return _thing_given_by_someone(statement) or _someone_did(statement)


_GIVEN_BY_SOMEONE = re.compile(
    r"^(?P<thing>.+?)\s+(?P<be>was|were)\s+(?P<verb>[a-z]+(?:\s+(?:up|out|down))?)\s+(?P<prep>on|in|at|from|with)\s+"
    r"(?:the\s+)?(?P<noun>[a-z-]+)\s+(?P<done>[a-z]+)\s+by\s+(?:a|an)\s+(?:[a-z-]+\s+)?(?P<agent>[a-z-]+)$"
)
"""A statement whose someone did something to a thing it names on the way ("The Ossery recreation ground was laid
out on land *given by a brewer*", fresh60 k06 was searched whole): the doer of that thing."""


def _thing_given_by_someone(statement: str) -> tuple[str, ...] | None:
    """``_GIVEN_BY_SOMEONE``'s someone as a lookup ("Who gave the land the Ossery recreation ground was laid out
    on?"); None for any other statement, or a doer that is no person."""
    found = _GIVEN_BY_SOMEONE.match(statement.strip())
    if found is None or singular(found["agent"].casefold()) not in PERSON_ROLES:
        return None
    done = found["done"]
    past = PARTICIPLE_TO_PAST.get(done) or (done if done.endswith("ed") or done in IRREGULAR_PARTICIPLES else None)
    if past is None:
        return None
    thing = _article_lowered(found["thing"])
    return (f"Who {past} the {found['noun']} {thing} {found['be']} {found['verb']} {found['prep']}?",)


_THING_POINTED_INTO = re.compile(
    r"^the\s+(?P<noun>[a-z-]+)\s+(?P<rest>(?:on|of|in|at|for|from|serving)\s+(?:that|this)\s+[a-z-]+.*)$", re.I
)
"""A thing told by a pointer to what an earlier sentence describes: "The ship on that link"."""


def _thing_pointed_into_earlier_sentence(made: re.Match[str]) -> tuple[str, ...] | None:
    """ "Since 1986 one can sail directly between A and B. The ship on that link was designed by a naval
    architect" -> "Since 1986 ... B. Which ship is on that link?", "Who designed #1?": the earlier sentence
    says which link (fresh35 h04 re-planned the earlier sentence alone as a step). None for a statement of one
    sentence or a thing that points back to nothing."""
    *earlier, last = [text for text, _, _ in sentence_spans(made["thing"])]
    thing = _THING_POINTED_INTO.match(last) if earlier else None
    if thing is None:
        return None
    return (f"{' '.join(earlier)} Which {thing['noun'].casefold()} is {thing['rest']}?", f"Who {_deed_done(made)} #1?")


def _deed_done(made: re.Match[str]) -> str:
    """``_MADE_BY_SOMEONE``'s passive verb said in the past, its particle kept ("was set up by" -> "set up",
    "was designed by" -> "designed")."""
    verb, *particle = made["verb"].split()
    adverb = [made["adverb"].casefold()] if made["adverb"] else []  # "was first run by": "first ran"
    return " ".join([*adverb, PARTICIPLE_TO_PAST.get(verb.casefold(), verb), *particle])


def _someone_did(statement: str) -> tuple[str, ...] | None:
    """The steps that find the unnamed someone a statement opens with, doing something: "An
    ironfounder set up a foundry beside the wharf in 1855" -> "Which ironfounder set up a foundry ...?"
    (the role may have one word before it: "A young brewer bought ..." -> "Which brewer bought ...?")."""
    words = statement.split()
    if not words or words[0].casefold() not in ("a", "an"):
        return None
    for at in (1, 2):
        if at + 2 >= len(words) or words[at].casefold() not in PERSON_ROLES:
            continue
        # "A captain *of the company* rescued ...": the deed is hers, after the words saying whom she works for
        deed = at + 1 + employer_words(words[at + 1 :], whole_before_in=True)
        if is_deed_verb(words[deed]):
            if _reduced_relative(words[at + 1 :]):  # "An ice merchant born in Wendle sold ice ...": which one
                return decompose(f"Which {' '.join(words[1:])}?")
            # the calling kept: "Who started running buses ...?" was answered with the bus company (fresh35 k06)
            return decompose(f"Which {' '.join(words[at:])}?")
    return None


def _reduced_relative(words: Sequence[str]) -> bool:
    """Whether a statement's words after its someone open with a participle phrase that describes
    them, its own verb coming later ("*born in Wendle* sold ice all over the valley"): the
    participle is no deed of theirs (fresh26 k05 asked "Who born in Wendle sold ice ...?")."""
    if len(words) < 4 or not is_participle(words[0]) or words[1] not in PREPOSITIONS:
        return False
    return any(is_deed_verb(word) and before.casefold() not in _AUX for before, word in itertools.pairwise(words[1:]))


_DESCRIBED_PERSON = re.compile(
    r"^(?P<person>(?:[A-Z][\w'’-]*\s+)+?[A-Z][\w-]*['’]s\s+(?:[a-z-]+\s+)?(?P<role>[a-z-]+)"
    r"|the\s+(?:[a-z-]+\s+)?(?P<of_role>[a-z-]+)\s+of\s+.+?)\s+(?:was|is|had|has|became)\b",
    re.IGNORECASE,
)
"""A statement whose subject describes a person ("Captain Marit Haldane's cousin was also a ship's
master", "The founder of X was a keen sailor"): who that is, is the statement's first step."""


_CLAUSE_THEN_QUESTION = re.compile(
    r"^(?P<clause>[^;:?]+?)\s*(?:[;:]|\.(?=\s))\s*"
    r"(?P<question>(?:(?:apart from|besides|other than|aside from)\s[^,]+,\s*)?"
    r"(?:(?:in|from|at|on|for|by|to|of|until|since|about)\s+)?(?:who|what|when|where|which|how)\b"
    r".*?\b(?:that|the) [a-z]+\b.*)$",
    re.IGNORECASE,
)
_HAD_KIN_WHO = re.compile(
    r"(?P<owner>(?:(?![.!?]\s).)+?)\s+(?:had|has)\s+(?:a|an)\s+(?P<kin>(?:[a-z]+\s+)?[a-z-]+)\s+who\s+(?P<verb>[a-z]+)",
    re.IGNORECASE,
)
_PICKS_ONE_OUT = re.compile(
    r"^(?:first|long|short|part|full|newly|\w+est)-|-(?:time|serving|born|appointed|ever|term)\b"
)
"""A hyphened word before a kin or a post that tells which one ("long-serving", "first-born"), not a trade."""
_HAD_KIN = re.compile(
    r"^(?P<owner>(?:(?![.!?]\s).)+?)\s+(?:had|has)\s+(?:a|an)\s+(?P<trade>[a-z]+-[a-z]+\s+)?"  # "sea-captain"
    r"(?P<kin>(?:(?:elder|eldest|younger|youngest|only|older)\s+)?[a-z-]+)"
    r"(?:\s+(?:in|from|at|on)\s+(?:the\s+)?(?-i:[a-z])[^,.;]*|,\s+(?:a|an)\s+(?-i:[a-z])[^,.;]*)?$",
    re.IGNORECASE,
)
"""A statement that only introduces a kin: "The man who founded Venn's Stores had a younger sister." (fresh25 k10
was searched whole), perhaps told by a trade or a place ("had a grandfather in the brewing trade", "had an uncle, a
fisherman"); the question's pronoun is that kin, looked up by the relation alone."""
_ONE_AMONG = re.compile(
    r"^(?P<owner>.+?)\s+(?:had|has|counted)\s+(?:a|an|one)\s+(?P<one>[a-z]+)\s+among\s+(?:its|his|her|their)\s+"
    r"(?P<group>[a-z]+s)$",
    re.IGNORECASE,
)
"""Someone a statement introduces as one of a group: "the contractor that built X had a woman among its
founders" (fresh19 k09 was searched whole and given up)."""
_ONE_OF_THEM = re.compile(
    r"^(?P<owner>.+?)\s+(?:had|has)\s+(?:two|three|four|five|several|many)\s+(?P<group>[a-z]+s),\s+one\s+of\s+"
    r"(?:them|whom)\s+(?:a|an)\s+(?P<one>[a-z]+)\s+(?P<described>(?P<participle>[a-z]+)\s+.+)$",
    re.IGNORECASE,
)
"""Someone a statement picks out of a group by a description: "the contractor that built X had two
founders, one of them a man known for his chapels" (fresh23 k09 was searched whole and given up)."""
_PLACE_PHRASE = r"(?:\s+(?:from|to|at|in|on|near)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)?\s*"
"""Nothing, or a place after a thing a clause says someone has ("a daily ferry *from Port Orrin*")."""
_PASSIVE_BY = re.compile(r"^(?P<object>.+?) (?:was|were|is|are) (?P<verb>[a-z]+(?: for| up| out)?) by$", re.IGNORECASE)


_OF_ONES_OWN = re.compile(r"^\s*of\s+(?:his|her|their|its)\s+own\b", re.I)
_ACTIVE_PAST = re.compile(
    r"(?P<subject>(?!(?:he|she|it|they|who|which|that)\b)[a-z][^;:]*?),?\s+(?:(?:later|then|also|once|first)\s+)?"
    r"(?:had\s+(?:(?:later|then|also|once|first)\s+)?)?(?P<verb>[a-z]+)",
    re.I,
)
"""A clause whose thing has been taken out ("the winner of the first road race, in 1886, later
founded"): its subject and its past verb (a pluperfect's participle: "Ada Penn had founded")."""
_TIME_ASIDE = re.compile(r",\s*in\s+\d{4}\s*,?")
"""A year set off by commas inside a statement ("The winner of the first road race, in 1886, had a
son who ..."): it dates a thing on the way, not the question's own fact, so it is left out rather
than carried to the question's last step ("How many times did #2, in 1886, win that race?")."""
_PURPOSE_AFTER = re.compile(r"^\s*to\s+[a-z]+\b[^,;]*$")
"""What a clause's thing was for, to the clause's end ("a company *to bottle a mineral spring*")."""
_PLACE_AFTER = re.compile(
    r"\s+(?:on|in|at|near)\s+(?:(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*(?:\s+[a-z]+)?"
    r"|the\s+(?:lake|river|coast|shore|harbour|bay|estuary|quay|island|hill|heath|moor|canal|loch))\s*$"
)
"""A place right after the thing a clause introduces, to the clause's end ("a yard on the Orlen river", "a yard *on
the lake*", fresh67 k08 was asked "Which yard was #1 built at on the lake?" and answered with the lake's shore)."""


def _clause_then_question(text: str) -> str:
    """ "The company's first ship came from a yard; who started that yard" as one question: "who
    started the yard that the company's first ship came from", which splits into its hops like any
    other. The clause must introduce the thing ("a yard"); the text is returned as it is otherwise.
    A year ending the question dates its own fact, so it goes in front ("Who owned that yard in
    1900?": "In 1900, who owned the yard that built X", not "... the yard that built X in 1900")."""
    dated = _DATED_END.match(text)
    if dated is not None and _CLAUSE_THEN_QUESTION.match(dated["text"]):
        joined = _one_clause_question(dated["text"])
        if joined != dated["text"]:
            return f"{dated['time'][:1].upper()}{dated['time'][1:]}, {joined[:1].lower()}{joined[1:]}"
    return _one_clause_question(text)


_DATED_END = re.compile(r"^(?P<text>.+?)\s+(?P<time>(?:in|by|until)\s+\d{4})$", re.IGNORECASE)
"""A text ending in a year ("... Who owned that yard in 1900")."""


_OWNERS_VESSEL = re.compile(
    rf"\b(?P<a>a|an|another)\s+(?:(?P<ship>(?:[a-z-]+\s+)?(?:{'|'.join(sorted(_VESSELS))}))\s+of\s+the\s+company"
    rf"|of\s+the\s+company['’]s\s+(?P<ships>{'|'.join(sorted(_VESSELS))})s)\b(?!\s+(?:that|which|who|built|named))",
    re.IGNORECASE,
)
"""A vessel told as one of the company's ("an older ship of the company", "another of the company's ships"), the
company being the only one a corpus's questions mean: the thing a clause introduces, so its pointer ("that ship")
finds it (three harbourline questions on file were searched whole)."""


def _vessel_unowned(clause: str) -> str:
    """``clause`` with ``_OWNERS_VESSEL``'s vessel said without its owner ("an older ship", "another ship")."""
    return _OWNERS_VESSEL.sub(lambda m: f"{m['a']} {m['ship'] or m['ships']}", clause)


def _one_clause_question(text: str) -> str:
    """``_clause_then_question`` for a text whose question carries no year at its end."""
    found = _CLAUSE_THEN_QUESTION.match(text)
    topic = re.match(r"^[A-Z][\w '’-]{0,40}:\s*(?P<rest>.+)$", text)
    if found is None and topic is not None:  # "Wool cooperative history: X had a sister who ... When ...?"
        found = _CLAUSE_THEN_QUESTION.match(topic["rest"])
    if found is None:
        return text
    clause, question = _TIME_ASIDE.sub("", _after_when(_vessel_unowned(found["clause"]))), found["question"]
    referred = _introduced(clause, question)
    if referred is None:
        owned = _owned_by_subject(clause, question)
        return text if owned is None else _refer(question, *owned)
    place = re.search(r"\b(?:at|in)\s+((?:[A-Z][\w'’-]*\s*)+)$", clause.strip())
    if place is not None:  # "shows a flood at Dunmere. By how much did the river rise there ...": at Dunmere
        question = re.sub(r"\bthere\b", f"at {place[1].strip()}", question, count=1)
    det, noun, introduced = referred
    if _dated_post_of(question, det, noun) or _in_contact_clause(question, det, noun):
        return text  # "that firm's chief engineer from 1875", "the last ship that yard built": not joined
    inside = _introduced_in_a_clause(clause[: introduced.start()].strip(), clause[introduced.end() :].strip(), noun)
    if inside is not None:
        return _refer(question, det, noun, inside)
    had = _had_by_owner(clause, introduced, noun)
    if had is not None:
        return _refer(question, det, noun, had)
    by_kin = _made_by_kin(clause, introduced, noun)
    if by_kin is not None:
        return _refer(question, det, noun, by_kin)
    owned_part = _owned_part_made(clause, introduced, noun) or _made_by_relative_doer(clause, introduced, noun, det)
    if owned_part is not None:  # "X made a village church's windows in 1905": the church with windows made by X
        return _refer(question, det, noun, owned_part)
    after = _OF_ONES_OWN.sub("", clause[introduced.end() :])  # "founded a cycle works of his own": his
    after = _PURPOSE_AFTER.sub("", after)  # "founded a company *to bottle a spring*": what it was for, left out
    subordinate = _subject_of_a_subordinate(clause, introduced, noun, after)
    if subordinate is not None:
        return _refer(question, det, noun, subordinate)
    if re.match(r"(?:my|our|I|we)\b", clause.strip(), re.I):
        return text  # the asker's own sentence: no clause of it says which thing
    after, kept = _said_of_the_thing(after, found["question"])
    rest = _article_lowered(" ".join(f"{clause[: introduced.start()]} {after}".split()))
    if (itself := _subject_that_is(clause[: introduced.start()], after)) and not kept:  # "X was a brewer": X
        return _refer(question, det, noun, itself)
    active = _ACTIVE_PAST.fullmatch(rest)
    if active is not None and not after.strip() and not kept and is_past_verb(active["verb"]):
        # "X later founded a cycle works": "the cycle works founded by X" (a relative clause "the works
        # that X later founded" ending next to the question's own verb is read as one clause)
        thing = _introduced_words(introduced, noun)
        participle = PAST_TO_PARTICIPLE.get(active["verb"].casefold(), active["verb"])
        return _refer(question, det, noun, f"the {thing} {participle} by {active['subject']}")
    passive = _PASSIVE_BY.match(rest)
    if passive is not None:  # "X was paid for by a firm": "the firm that paid for X"
        rest = f"{passive['verb']} {passive['object']}"
    post = re.fullmatch(r"(?P<rest>.+?)\s+(?:of|on|aboard)(?P<time>\s+(?:from|since|until|in)\b[^,;]*\d{4})?", rest)
    if post is not None and noun in _VESSELS and _SERVED.search(post["rest"]):  # "X was chief engineer of a ferry"
        held = _kin_as_holder(post["rest"])
        return _refer(question, det, noun, f"the {noun}{kept} on which {held}{post['time'] or ''}")
    return _refer(question, det, noun, f"the {noun}{kept} that {rest}")


_KIN_WHO_BECAME = re.compile(
    r"(?P<owner>(?:(?!\bwho\b)[^,])+?)\s+(?:had|has)\s+(?:a|an)\s+(?P<kin>[a-z-]+)\s+who\s+(?:(?:later|also)\s+)?"
    r"(?:became|was)\s+(?P<post>(?:(?!\b(?:and|was)\b)[^,])+)"
)
"""A post on a vessel held by someone's kin: "X had a great-granddaughter who became the first chief engineer of"."""


def _kin_as_holder(held: str) -> str:
    """A post held on a vessel by a kin the clause introduces, with the kin as its holder: "the founder of X had a
    great-granddaughter who became the first chief engineer" -> "the great-granddaughter of the founder of X was the
    first chief engineer" (fresh65 h05 was planned "... the ship on which #1 had a great-granddaughter who became
    ..."); any other clause as it is."""
    kin = _KIN_WHO_BECAME.fullmatch(held)
    if kin is None or kin["kin"] not in PERSON_ROLES:
        return held
    return f"the {kin['kin']} of {kin['owner']} was {kin['post']}"


def _had_by_owner(clause: str, introduced: re.Match[str], noun: str) -> str | None:
    """The thing "OWNER had a NOUN ..." introduces, as the owner's: "X had a son who became a painter" -> "the son of
    X"; "The island whose pier ... has a daily ferry from Port Orrin" -> "the daily ferry of the island whose ...".
    None for any other clause."""
    kin = re.fullmatch(r"(?P<owner>.+?)\s+(?:had|has)", clause[: introduced.start()].strip(), re.I)
    if kin is not None and noun in PERSON_ROLES:
        return f"the {noun} of {_article_lowered(kin['owner'])}"
    if kin is not None and re.fullmatch(_PLACE_PHRASE, clause[introduced.end() :]):
        return f"the {_introduced_words(introduced, noun)} of {_article_lowered(kin['owner'])}"
    return None


def _subject_of_a_subordinate(clause: str, introduced: re.Match[str], noun: str, after: str) -> str | None:
    """The thing a clause introduces right after "when" (or another conjunction), described by that clause: "My
    grandad was one of the passengers taken off when *a ferry went aground* near X in 2011" -> "the ferry that went
    aground near X in 2011" (fresh53 h05 was folded as "the ferry that My grandad was ..."); None otherwise."""
    if not _SUBORDINATOR_BEFORE.search(clause[: introduced.start()]) or not re.match(r"\s*[a-z]", after):
        return None
    if _IS_THE_THING.fullmatch(_article_lowered(clause[: introduced.start()].strip())):
        return None  # "The Pell Gazette began *as* a daily paper in 1850": the Gazette itself, no subordinate clause
    return f"the {_introduced_words(introduced, noun)} that {after.strip()}"


_SUBORDINATOR_BEFORE = re.compile(r"\b(?:when|while|after|because|where|since|until|before|as)\s*$", re.I)
"""A conjunction just before the thing a clause introduces: the thing is that clause's subject."""
_IS_THE_THING = re.compile(
    r"(?P<subject>.+?)\s+(?:(?:later|also|then|first)\s+)?"
    r"(?:was|were|became|is|(?:began|started)(?:\s+(?:out|life))?\s+as"
    r"|(?:was\s+(?:first\s+)?)?(?:founded|opened|set\s+up)\s+as)"
)
"""A clause whose subject *is* the thing it introduces ("X was a brewer", "X later became a captain", "X began as a
daily newspaper"): "that brewer" is X (fresh28 k07's rewrite "The grandfather of ... was a brewer. Where did that
brewer work?" asked "Which brewer is the one that #2 was work?"; fresh70 k11 asked "Which newspaper was begun by the
Kestrel Courier as ...")."""


def _subject_that_is(before: str, after: str) -> str | None:
    """The subject of a clause that *is* the thing it introduces, with at most a time after it ("X was a brewer
    until 1900": X); None for any other clause."""
    identity = _IS_THE_THING.fullmatch(_article_lowered(before.strip()))
    return identity["subject"] if identity is not None and _TIME_ONLY.fullmatch(after) else None


def _made_by_kin(clause: str, introduced: re.Match[str], noun: str) -> str | None:
    """ "X had an uncle who started a foundry (in 1850)": "the foundry started (in 1850) by the uncle of X"; "of his
    own" and "in the (same) town" (a place the question's reader already knows) after the thing are left out
    (fresh56 k06). None for any other clause."""
    made = _HAD_KIN_WHO.fullmatch(clause[: introduced.start()].strip())
    time = _TIME_ONLY.fullmatch(_PLACE_ALREADY_SAID.sub("", _OF_ONES_OWN.sub("", clause[introduced.end() :])))
    if made is None or time is None or made["kin"].split()[-1] not in PERSON_ROLES:
        return None
    owner = _article_lowered(made["owner"])
    participle = PAST_TO_PARTICIPLE.get(made["verb"].casefold(), made["verb"])
    return f"the {noun} {participle}{time[0].rstrip()} by the {made['kin']} of {owner}"


_PLACE_ALREADY_SAID = re.compile(r"\s+in\s+the\s+(?:same\s+)?(?:town|village|city|valley|isles?|islands?)\s*$", re.I)
_TIME_ONLY = re.compile(
    r"(?:\s+(?:(?:from|between)\s+1\d{3}\s+(?:to|until|and)\s+\d{4}|(?:in|since|until)\s+\d{4}))?\s*"
)
"""Nothing, or a time alone, after the thing a clause introduces ("commanded a car ferry *from 1991 to 2012*")."""
_SERVED = re.compile(r"\b(?:was|were|became|served|worked|sailed|as)\b")
"""A post held on a vessel ("was chief engineer of", "started out as a deckhand on"): the vessel on which it
was held; not a deed done to it ("drew the design of")."""
_PARTICIPLE_AFTER = re.compile(r"^\s*(?P<participle>[a-z]+)\s+(?:in|on|at|for|from|after)\s+[^,;]+$")
"""A participle phrase right after the thing a clause introduces, to the clause's end ("drew the
design of a car ferry *built in 1986*")."""


def _said_of_the_thing(after: str, question: str) -> tuple[str, str]:
    """What follows the thing a clause introduces, split into what stays in the clause and what is
    said of the thing itself, which goes right after its noun (" built in 1986"). A place ("built
    at a yard *on the Orlen river*") is left out rather than torn into the clause, unless the
    question's "there" is that place; a participle phrase picks the thing out ("the ferry built
    in 1986 that X drew the design of"), where at the clause's end it would read as the clause's
    own (fresh26 h03: "Which ferry is the one that #1 drew the design of built in 1986?")."""
    if _PLACE_AFTER.match(after) is not None and not re.search(r"\bthere\b", question):
        return "", ""
    said = _PARTICIPLE_AFTER.match(after)
    if said is not None and is_participle(said["participle"]) and said["participle"] not in _NOT_PARTICIPLES_AFTER:
        return "", f" {after.strip()}"
    return after, ""


_NOT_PARTICIPLES_AFTER = {"born", "based"}  # "a son born in 1900": a person, whose clause is read whole


_OWNED_PART = re.compile(
    r"^['’]s\s+(?P<part>(?:[a-z-]+\s+){0,2}?[a-z-]+)(?P<rest>(?:\s+(?:in|on|at|from|for|until|during)\b.*)?)$"
)
"""What a clause did to a part of the thing it introduces ("a village church*'s windows in 1905*")."""


def _owned_part_made(clause: str, introduced: re.Match[str], noun: str) -> str | None:
    """ "The glassmaker Clara Venn made a village church's windows in 1905" -> "the church with
    windows made by the glassmaker Clara Venn in 1905": the thing the question calls "that church"
    is known by what the clause's subject did to a part of it. None for any other clause."""
    part = _OWNED_PART.match(clause[introduced.end() :].strip())
    active = _ACTIVE_PAST.fullmatch(_article_lowered(clause[: introduced.start()].strip()))
    if part is None or active is None or not is_past_verb(active["verb"]):
        return None
    participle = PAST_TO_PARTICIPLE.get(active["verb"].casefold(), active["verb"])
    plural = part["part"].endswith("s") and not part["part"].endswith("ss")
    article = "" if plural else "an " if part["part"][0] in "aeiou" else "a "
    return f"the {noun} with {article}{part['part']} {participle} by {active['subject']}{part['rest']}"


_RELATIVE_DOER = re.compile(
    r"(?P<rest>.+?)\s+(?:a|an)\s+(?P<doer>(?-i:[a-z][\w-]*(?:\s+[a-z][\w-]*)?))\s+who\s+"
    r"(?:(?:later|then|also|once|first)\s+)?(?P<verb>[a-z]+)",
    re.IGNORECASE,
)
_LINKED_TO_DOER = re.compile(r"\b(?:descended\s+from|employed\s+by|trained\s+by|named\s+after|worked\s+for)$", re.I)
_ENDS_IN_BEING = re.compile(r"\b(?:was|were|is|are|became|had|has)$", re.IGNORECASE)


def _made_by_relative_doer(clause: str, introduced: re.Match[str], noun: str, det: str) -> str | None:
    """ "X was descended from a shipwright who founded a yard of his own" -> "the yard founded by the shipwright that
    X was descended from": the thing the question calls "that yard" was made by a person the clause tells by a
    relative clause (fresh42 h02 was split through "who founded" as garble). None when something other than a time
    follows the thing, the verb is no past tense, or the person is a relative X had (read as kin before), or the
    question's pointer is no "that" / "this"; a person the subject *is* ("X was a doctor who started a clinic") is
    X: "the clinic started by X"."""
    if det.casefold() not in ("that", "this"):
        return None  # "that yard's slipways"; not "the bank's first manager", garbled after it (review of 3931960)
    relative = _RELATIVE_DOER.fullmatch(clause[: introduced.start()].strip())
    time = _TIME_ONLY.fullmatch(_OF_ONES_OWN.sub("", clause[introduced.end() :]))
    if relative is None or time is None or not is_past_verb(relative["verb"]):
        return None
    rest = relative["rest"].strip()
    being = _ENDS_IN_BEING.search(rest)
    if (being is not None and being[0].casefold() in ("had", "has")) or not (being or _LINKED_TO_DOER.search(rest)):
        return None  # only links the splitter reads back ("was the granddaughter of", "was taught by": garbled)
    participle = PAST_TO_PARTICIPLE.get(relative["verb"].casefold(), relative["verb"])
    made = f"the {_introduced_words(introduced, noun)} {participle}{time[0].rstrip()} by"
    if being is not None:  # "The museum's founder was a doctor who started a clinic": started by the founder
        return f"{made} {_article_lowered(rest[: being.start()].strip())}"
    return f"{made} the {relative['doer']} that {_article_lowered(rest)}"


_PLACE_THAT_GOT = re.compile(
    r"(?P<subject>.+?)\s+(?:in|at|on|near)\s+(?:a|an)\s+(?P<place>(?:[a-z-]+\s+){0,2}[a-z-]+)\s+(?:that|which)\s+"
    r"(?:(?:later|then|also|once|soon|first)\s+)?(?:got|gained|had|has|acquired|received)",
    re.IGNORECASE,
)
_THING_THAT = re.compile(
    r"(?P<subject>[A-Z][^,]*?)\s+(?:was|were|is|are)\s+[a-z]+(?:\s+(?:out|up))?\s+(?:in|at|on)\s+"
    r"(?P<place>(?:[a-z-]+\s+){0,2}[a-z-]+)\s+(?:that|which)"
)


def _introduced_in_a_clause(before: str, after: str, noun: str) -> str | None:
    """The thing a clause introduces inside a relative clause of its own, as a description: "X was
    born in an island harbour that later got *a quay*" -> "the quay of the island harbour where X
    was born"; "Dunmore Park was laid out on fields that *a linen business* once used" -> "the
    business that once used the fields of Dunmore Park". None for any other clause."""
    place = _PLACE_THAT_GOT.fullmatch(before)
    if place is not None and not after:
        return f"the {noun} of the {place['place']} where {_article_lowered(place['subject'])}"
    thing = _THING_THAT.fullmatch(before)
    if thing is not None and re.fullmatch(r"(?:(?:later|then|also|once|first)\s+)?[a-z]+ed", after):
        return f"the {noun} that {after} the {thing['place']} of {thing['subject']}"
    return None


_WHEN_THEN = re.compile(
    r"^When\s+(?P<who>.+?)\s+(?:had|was|were|did|got|[a-z]+ed)\b.*?(?P<time>\s+in\s+\d{4})?,\s*"
    r"(?:she|he|it|they)\s+(?P<main>.+)$",
    re.IGNORECASE,
)


_BEFORE_OR_AFTER_DOING = re.compile(r"^(?:Before|After|On|Since)\s+[a-z]+ing\b[^,]*,\s*", re.IGNORECASE)


def _after_when(clause: str) -> str:
    """ "When MV X had her deck repaired in 2019, she went into a dry dock" as "MV X went into a dry
    dock in 2019": what the clause introduces, said of the "when" clause's subject at its time. A
    leading "Before joining MV X," is left out: it times the clause, and the name in it would be
    read as the thing the clause introduces ("Before joining MV Orrin Star, the engineer Piet Dorran
    worked in the engine room of another company vessel")."""
    clause = _BEFORE_OR_AFTER_DOING.sub("", clause.strip())
    when = _WHEN_THEN.match(clause.strip())
    return clause if when is None else f"{when['who']} {when['main']}{when['time'] or ''}"


def _owned_by_subject(clause: str, question: str) -> tuple[str, str, str] | None:
    """The thing the question refers back to ("that builder", "that town") when the clause names it
    as its subject's ("The ship on X was the last ship *her builder* built", "The historian taught
    at the school of *her home town*"): the question's words, and "the builder of the ship on X".
    Not a ship ("her ship" of a captain, who served on several)."""
    words = clause.split()
    verb = next((i for i, w in enumerate(words) if i and w.islower() and (w in _BE | _PAST or _finite_verb(w))), None)
    if verb is None:
        return None
    subject = _article_lowered(" ".join(words[:verb]))
    for det, noun in sorted(re.findall(r"\b(that|the) ([a-z]+)\b", question), key=lambda m: m[0] != "that"):
        owned = re.search(rf"\b(?:her|his|its|their)\s+((?:[a-z-]+\s+)?{re.escape(noun)})\b", clause)
        if owned is not None and noun not in _VESSELS:  # a captain's "her ship": one of several over the years
            return det, noun, f"the {owned[1]} of {subject}"
    general = re.search(rf"\bthat ({'|'.join(_GENERAL_NOUNS)})\b", question)
    owned = re.findall(r"\b(?:her|his|its|their)\s+([a-z-]+)\b", clause)
    if general is not None and len(owned) == 1 and owned[0] not in _VESSELS | _GENERAL_NOUNS:
        # "X received its organ in 1912. ... the company that made that instrument": the organ of X
        return "that", general[1], f"the {owned[0]} of {subject}"
    return None


_GENERAL_NOUNS = {"instrument", "building", "structure", "institution", "establishment", "thing", "object", "item"}
"""Words a question uses for a thing a statement named more closely ("its organ" ... "that instrument")."""


def _introduced(clause: str, question: str) -> tuple[str, str, re.Match[str]] | None:
    """The thing the question refers back to ("that yard", "the son") that the clause introduces
    ("came from a yard", "had a son"), with how the question writes it and where the clause does;
    "that ..." first. None when the question refers to nothing the clause introduces."""
    referring = sorted(
        re.findall(r"\b(that|the) ([a-z]+)\b(?=(?: ([a-z]+)\b)?)", question), key=lambda m: m[0] != "that"
    )
    for det, first, second in referring:
        for noun in ([f"{first} {second}"] if second else []) + [first]:  # "that dry dock" before "that dry"
            if is_past_verb(noun.split()[-1]):  # "the ship that carried ...": a verb, not a noun
                continue
            if det == "the" and _OWN_DOER.match(question[question.find(f"the {noun}") + len(noun) + 4 :]):
                continue  # "the company founded by his younger brother": told by its own doer, not the clause's
            compound = r"(?:(?!grand|great|step|god)[a-z]{4,})?" if len(noun) >= 4 else ""  # "a shipyard": that yard
            introduced = re.search(
                rf"\b(?:a|an|one|some|another|(?:his|her|its|their) own)\s+"  # "set up his own organ works"
                rf"(?:(?!(?:that|which|who)\b)[a-z-]+\s+){{0,2}}?{compound}{re.escape(noun)}\b",
                clause,
                re.I,
            )
            if introduced is None:
                introduced = _one_of_many(clause, noun)
            if introduced is not None:
                return det, noun, introduced
    return None


def _introduced_words(introduced: re.Match[str], noun: str) -> str:
    """The words of an introduced thing after its article ("a *cycle works*"); the noun alone for one of a
    group ("one of the ferries": "ferry")."""
    words = introduced[0].split(maxsplit=1)[1]
    return noun if words.startswith("of ") else words


def _one_of_many(clause: str, noun: str) -> re.Match[str] | None:
    """Where ``clause`` introduces a ``noun`` as one of a group ("served as chief engineer of *one of the
    company's ferries*": "that ferry" is the one she served on); None when it does not."""
    for found in re.finditer(r"\bone of\s+(?:[\w'’-]+\s+){1,3}?(?P<plural>[a-z-]+s)\b", clause):
        if _is_plural_of(found["plural"], noun):
            return found
    return None


def _is_plural_of(word: str, noun: str) -> bool:
    """Whether ``word`` is the plural of ``noun`` ("ferries" of "ferry", "churches" of "church")."""
    word = word.casefold()
    return word in (f"{noun}s", f"{noun}es") or noun.endswith("y") and word == f"{noun[:-1]}ies"


_OWN_DOER = re.compile(r"\s+(?:[a-z]+ed|built|made|run|set up|begun)\s+by\s+(?!(?:him|her|them|it)\b)")
"""A doer right after "the NOUN" ("the company *founded by his younger brother*"), not the statement's subject."""


def _in_contact_clause(question: str, det: str, noun: str) -> bool:
    """Whether "that NOUN" opens a relative clause without its "that" that ends at the question's own
    verb or at its end ("How many passengers does the last ship *that yard* (ever) built carry?"): a
    noun before it, a past verb after it, then a verb or nothing. A description put in its place
    ("the last ship the yard founded by X built carry") is one no reader splits."""
    found = re.search(
        rf"\b(?P<before>[a-z]+)\s+{det}\s+{re.escape(noun)}\s+(?P<after>[a-z]+(?:\s+[a-z]+){{0,2}})", question
    )
    if det != "that" or found is None:
        return False
    before, after = found["before"].casefold(), found["after"].casefold().split()
    if before in _AUX | PREPOSITIONS | _WH | _DETERMINERS | _RELATIVE or is_past_verb(before) or _finite_verb(before):
        return False
    if after[0] in _BEFORE_PAST:
        after = after[1:]
    stops = _DETERMINERS | PREPOSITIONS | _OBJECT_PRONOUNS | _PARTICLES
    # the question's own verb right after the clause's ("built *carry*"); "cut its ice from" joins cleanly
    return bool(after) and is_past_verb(after[0]) and (len(after) == 1 or after[1] not in stops)


def _dated_post_of(question: str, det: str, noun: str) -> bool:
    """Whether the question asks who held a post of the thing pointed at in a given year ("that
    firm's chief engineer from 1875"): joined, the year would end up after the clause's verb ("the
    firm that made X from 1875"), so the thing is found first and the year stays with the post."""
    return bool(
        re.search(rf"\b{det} {re.escape(noun)}['’]s (?:[a-z-]+ ){{0,2}}?[a-z-]+ (?:in|from) 1\d{{3}}\b", question)
    )


def _refer(question: str, det: str, noun: str, described: str) -> str:
    """``question`` with "that NOUN" (or "the NOUN") written as ``described``; "that firm's
    founders" becomes "the founders of DESCRIBED", "that ship's chief engineer" "the chief engineer
    of DESCRIBED"."""
    owned = re.search(
        rf"\b{det} {re.escape(noun)}['’]s? ((?:(?:{'|'.join(RANKS | _MEASURE_MODIFIERS)}) )?[a-z-]+)\b"
        r"(?: (?P<role>[a-z-]+)\b)?",
        question,
    )
    if owned is not None:  # "that firm's founders": "the founders of the firm that ..."
        if owned["role"] is not None and (
            singular(owned["role"]) in PERSON_ROLES or _second_noun(question, owned["role"], owned.end("role"))
        ):
            return question.replace(owned[0], f"the {owned[1]} {owned['role']} of {described}", 1)
        return question.replace(owned[0][: owned.end(1) - owned.start()], f"the {owned[1]} of {described}", 1)
    return question.replace(f"{det} {noun}", described, 1)


def _second_noun(question: str, word: str, end: int) -> bool:
    """Whether ``word``, second after a possessive, ends the owned noun ("that viaduct's iron *parts*
    cast"): the passive's participle follows it, or nothing and it is no verb, in a question asked
    with a form of "be" (after "did" the word after the owned noun is the question's own verb: "did that
    yard's founder *emigrate*")."""
    if not _in_noun_run(word) or re.search(r"\b(?:did|does|do)\b", question[:end], re.I):
        return False
    after = question[end:].split()
    return is_past_verb(after[0]) if after else not _verb_like(word)  # "iron work cast": "work" no verb here


_TOPIC_THEN_QUESTION = re.compile(
    r"^(?P<topic>[^;:?]+?)\s*(?:[;:]|\s[-–—]\s)\s*(?P<question>.+)$",
    re.IGNORECASE,
)
_TOPIC_COMMA_QUESTION = re.compile(
    r"^(?P<topic>(?:the|a|an)\s[^;:?]+?),\s*(?P<question>(?:how\s+(?:many|much|long|old|often)(?:\s+\w+)?|what|when|where|who"
    r"|which\s+\w+)\s+(?:did|does|do|was|is|were|are|had|has)\b.+)$",
    re.IGNORECASE,
)
"""A topic then its question after a comma ("the woman who ran the brickworks from 1911, how many
cottages did she build?"): only before a question word and its auxiliary, not before "which" of a
relative clause ("the mill, which closed in 1900, ...")."""
_WH_QUESTION = re.compile(
    r"^(?:(?:in|from|at|on|for|by|to|of|until|since)\s+)?(?:who|what|when|where|which|how)\b", re.I
)
_HAS_A = re.compile(r"^(?P<owner>.+?)\s+(?:has|had)\s+(?:a|an)\s+(?P<thing>[a-z][\w -]*)$")
"""A topic given as what something has ("Ada Penn's home town has a stone pier"): the thing it has."""
_HE_OR_SHE = re.compile(r"\b(?:he|she)\b", re.IGNORECASE)


def _unresolved(step: str) -> bool:
    """Whether a lookup says "he" / "she" with no name before it in the lookup ("Which school is
    where he trained?" for the son of a question's person): nobody it could stand for is known
    yet. "... MV Orrin Spirit was repaired after she ran aground" names her first."""
    pronoun = _HE_OR_SHE.search(step)
    return pronoun is not None and re.search(r"\b[A-Z][\w'’-]+", step[1 : pronoun.start()]) is None


_ASKED_OF_PRONOUN = re.compile(
    r"^(?:in\s+)?(?:what|which|when|where|how|who)\b[^#]*?\b(?:did|does|do|was|is|had|has)\s+(?:he|she)\b", re.I
)


def _asks_of_nobody(step: str) -> bool:
    """Whether a plan's last step asks its question of "he" / "she" before it names anyone ("In what year did he
    set up #1?", where "he" was the statement's person): no earlier answer stands for the pronoun."""
    found = _ASKED_OF_PRONOUN.match(step)
    return found is not None and re.search(r"\b[A-Z][\w'’-]+|#\d", step[1 : found.end()]) is None


_PRONOUN = re.compile(r"\b(?P<word>she|he|they|it|him|them|her|his|its|their)\b(?P<after>\s+\w+)?", re.IGNORECASE)


_TOPIC_OPENER = re.compile(r"^(?:about|regarding|concerning|as\s+(?:for|to)|on\s+the\s+subject\s+of)\s+", re.I)
"""Words that say a topic follows ("About the clock ...: who made it?")."""


def _topic_then_question(text: str) -> str:
    """ "The woman who first ran the library: which village did she come from?" (or "... library -
    which village ...") as one question:
    "which village did the woman who first ran the library come from". The question's first
    pronoun stands for the topic; without one the text is returned as it is."""
    opened = _TOPIC_OPENER.sub("", text)  # "*About* the clock in the tower ...: ..." (fresh70 k08 was searched whole)
    found = _TOPIC_THEN_QUESTION.match(opened) or _TOPIC_COMMA_QUESTION.match(opened)
    if found is None:
        return text
    topic, question = found["topic"], strip_chatter(found["question"]).rstrip("?.! ")  # "- do you know when ..."
    has = _HAS_A.match(topic)
    if has is not None:  # "X has a stone pier - when was it built?": the stone pier of X
        topic = f"the {has['thing']} of {has['owner']}"
    if topic.split()[0].casefold() not in ("the", "a", "an") or not _WH_QUESTION.match(question):
        return text
    topic = topic[:1].lower() + topic[1:] if topic.split()[0] in ("The", "A", "An") else topic
    pronoun = _PRONOUN.search(question)
    if pronoun is None:  # "the Brack Cycle Works - ... the town where the works stood": named by its head
        head = re.search(rf"\bthe {re.escape(topic.split()[-1].casefold())}\b", question)
        return text if head is None else f"{question[: head.start()]}{topic}{question[head.end() :]}"
    word, after = pronoun["word"].casefold(), (pronoun["after"] or "").strip().casefold()
    owner = word in ("his", "its", "their") or (word == "her" and after and after not in PREPOSITIONS)
    owner = owner and not (word == "her" and is_participle(after))  # "who designed *her* born": her, not her "born"
    if owner and after:  # "her mother": "the mother of the cheesemaker who ..."; "her regular route": all of it
        owned = _owned_phrase(question[pronoun.end("word") :])
        rest = question[pronoun.end("word") + len(owned) :]
        return f"{question[: pronoun.start('word')]}the {owned.strip()} of {topic}{rest}"
    return f"{question[: pronoun.start('word')]}{topic}{question[pronoun.end('word') :]}"


def _verb_or_participle(word: str) -> bool:
    return _verb_like(word) or is_participle(word) or _finite_verb(word)


def _owned_phrase(text: str) -> str:
    """The words a possessive pronoun owns at the start of ``text`` (" regular route" of " regular
    route?", " mother" of " mother born?"): lower-case words up to a preposition, a verb, a
    relative or the end (at least one)."""
    end = 0
    for word in re.finditer(r"\s+([a-z][\w-]*)", text):
        if word.start() != end or (end and (word[1] in _PHRASE_STOPS or _verb_or_participle(word[1]))):
            break
        end = word.end()
    return text[:end]


@dataclass(frozen=True)
class _Found:
    """A description to look up: its step question and the tokens it replaces."""

    step: str
    start: int
    end: int
    cut: tuple[int, int] | None = None
    """Tokens removed as well (an extraposed clause: "the company founded *that quarries X*")."""

    lead: tuple[str, ...] = ()
    """Words written before the reference ("in" for "when the terminal opened": "in #1")."""

    def apply(self, tokens: Sequence[str], ref: str) -> list[str]:
        out = list(tokens)
        if self.cut is not None:
            del out[self.cut[0] : self.cut[1]]
        return [*out[: self.start], *self.lead, ref, *out[self.end :]]


@dataclass(frozen=True)
class _Frame:
    """The question's outer frame: where its subject starts and where its own verb is."""

    subject: int | None
    """Index of the subject after "Wh- AUX" (None when the wh-word is the subject: "Who founded X")."""
    aux: str | None
    end: int
    """Tokens from here on are the outer verb ("born", "close", "put up"), not part of a description."""
    gap: int | None
    """Index of an extraposed outer verb inside the subject ("the company *founded* that quarries X")."""
    past: bool


def _innermost(tokens: list[str], *, pick_one: bool = True) -> _Found | None:
    """The description whose lookup comes first: the one that starts furthest right (``pick_one``:
    "the elder of #3" counts as one)."""
    frame = _frame(tokens)
    candidates = [
        found
        for start in range(len(tokens) - 1, -1, -1)
        for found in (
            _relative(tokens, start, frame),
            _contact(tokens, start, frame),
            _reduced(tokens, start, frame),
            _role(tokens, start, frame),
            _ranked(tokens, start, frame),
            _one_of_found(tokens, start) if pick_one else None,
            _when(tokens, start, frame),
        )
        if found is not None and not _predicate_after_name(tokens, found, frame)
    ]
    return max(candidates, key=lambda f: f.start) if candidates else None


def _predicate_after_name(tokens: Sequence[str], found: _Found, frame: _Frame) -> bool:
    """Whether ``found`` is what "was NAME ...?" asks about, not a lookup: it starts right after a subject
    that is a name alone (or an earlier step's answer) and runs to the question's end ("Until when was Ada
    Penn *the first mayor of Pell*?", "When was #1 *the mayor of Pell*?")."""
    if frame.aux not in _BE or frame.subject is None or found.start <= frame.subject or found.end < len(tokens):
        return False
    if tokens[found.start].casefold() not in ("the", "a", "an"):
        return False  # "How old was Ada Penn *when the mill opened*?": a time, looked up
    subject = tokens[frame.subject : found.start]
    return subject == [subject[0]] and subject[0].startswith("#") or all(_is_name(t) for t in subject)


def _frame(tokens: Sequence[str]) -> _Frame:
    lower = [t.casefold() for t in tokens]
    past = any(t in _PAST or is_participle(t) for t in lower)
    aux_at = _frame_aux(lower)
    if aux_at is None:
        end = _infinitive_complement_at(lower) or len(tokens)
        return _Frame(subject=None, aux=None, end=end, gap=None, past=past)
    subject, aux = aux_at + 1, lower[aux_at]
    gap = _extraposed_verb(tokens, subject, aux)
    end = len(tokens)
    core = tokens[:-1] if len(tokens) > subject + 2 and lower[-1] in _NOW else tokens  # "... have *now*"
    # "was the ferry that X commanded in 1990 *sold abroad*", "... *laid up*": a participle and its particle
    tail = aux in _BE and len(core) > subject + 3 and lower[len(core) - 1] in _PARTICLES | _PLACE_ADVERBS
    tail = tail and not _TIME_CONJUNCTIONS & set(lower[subject:])  # "How old was X when the mill burned down"
    if tail and is_participle(lower[len(core) - 2]) and _verb_at_end(core[:-1], aux):
        core = core[:-1]
    if gap is None and _verb_at_end(core, aux):
        verb_at = len(core) - (2 if lower[len(core) - 1] in _PARTICLES and _verb_word(core[-2]) else 1)
        if not _clause_without_verb(tokens, subject, verb_at):
            end = verb_at
            if aux in _DO and end - 1 > subject and lower[end - 1] in _ADVERBS:
                end -= 1  # "did the man who founded X *later* found": the adverb goes with the question's verb
    elif gap is None:
        end = _used_as_end(tokens, aux, subject) or _participle_after_clause(tokens, aux, subject) or end
    if end == len(tokens) and lower[-1] in _NOW and len(tokens) > subject + 2:
        end -= 1  # "Where is the bell cast by Ada Penn's father *now*?": the question's own time, no clause's
    return _Frame(subject=subject, aux=aux, end=end, gap=gap, past=past)


def _infinitive_complement_at(lower: Sequence[str]) -> int | None:
    """Where "Who taught X *to build boats*?" puts what X was taught: the last "to" and a base verb after the object
    of a verb that takes one (teach, train, persuade ...), when the wh-word is the subject. It is the question's own,
    so no description of X runs into it (fresh67 k08 asked "Which yard built the ferry to build boats?"). None for
    any other question."""
    verb = 2 if len(lower) > 2 and lower[1] in _ADVERBS else 1
    if len(lower) < verb + 4 or lower[0] not in ("who", "whom") or lower[verb] not in _TAKES_OBJECT_AND_INFINITIVE:
        return None
    at = next((i for i in range(len(lower) - 2, verb + 1, -1) if lower[i] == "to" and lower[i + 1] in BASE_VERBS), None)
    if at is None or any(word in _RELATIVE or word in ("of", "by", "'s", "’s") for word in lower[at:]):
        return None  # "... to build a ferry for the son of the mayor of Orlen": lookups of its own, split as before
    return at


_TAKES_OBJECT_AND_INFINITIVE = {
    "taught", "trained", "persuaded", "encouraged", "urged", "invited", "asked", "told", "helped", "hired",
    "commissioned", "inspired", "sent", "allowed",
}  # fmt: skip
"""Pasts whose object is followed by what they were brought to do ("taught him *to build boats*")."""


_NOW = {"today", "now", "nowadays"}
_TIME_CONJUNCTIONS = {"when", "while", "after", "before", "until"}
_PLACE_ADVERBS = {"abroad", "away", "overseas", "ashore", "afloat", "aground"}
"""Adverbs of place that end a passive question's verb ("When was that ferry sold *abroad*?")."""
_AFTER_PARTICIPLE = PREPOSITIONS | _PARTICLES | _PLACE_ADVERBS
"""What may follow a question's own participle ("was *born in*", "was *sold abroad*", "was *laid up*")."""


def _used_as_end(tokens: Sequence[str], aux: str, subject: int) -> int | None:
    """Where the subject of "What is X used as today?" / "What was X named after?" / "Which town was the man who
    gave X born in?" ends: before a participle and the preposition it leaves at the end (and a "today" after
    them)."""
    end = len(tokens) - (1 if tokens[-1].casefold() in _NOW else 0)
    if aux not in _BE or end - 2 <= subject + 1:
        return None
    verb, preposition = tokens[end - 2], tokens[end - 1].casefold()
    if is_participle(verb) and preposition in ("as", "after", "for", "by", "with"):
        return end - 2
    # "Which town was X *born in*?": a participle that is no past, which a clause's "that X served on" may be
    placed = preposition in ("in", "at", "on", "from") and verb.casefold() not in PAST_TO_BASE
    return end - 2 if placed and is_participle(verb) else None


def _participle_after_clause(tokens: Sequence[str], aux: str, subject: int) -> int | None:
    """Where the question's own participle comes right after an object clause's verb, with phrases after it
    ("was the ship that Ada Penn commanded | *sold* to a Greek firm", "... *driven* ashore by a gale"): the
    subject ends there. None for any other question."""
    if aux not in _BE:
        return None
    for i in range(subject + 4, len(tokens)):
        before, word = tokens[i - 1], tokens[i]
        if not (word.islower() and before.islower() and is_participle(word) and is_past_verb(before)):
            continue
        clause = [j for j in range(subject, i - 1) if tokens[j].casefold() in ("that", "which", "whom")]
        after = tokens[i + 1].casefold() if i + 1 < len(tokens) else ""
        opener = tokens[clause[-1] + 1] if clause else ""
        opens = bool(clause) and (_is_name(opener) or opener.startswith("#") or opener in _DETERMINERS)
        if (opens or _contact_clause_before(tokens, subject, i - 1)) and after in _AFTER_PARTICIPLE:
            return i
    return None


def _contact_clause_before(tokens: Sequence[str], subject: int, verb_at: int) -> bool:
    """Whether the subject up to ``verb_at`` is a thing and an object clause without "that", a name (or an earlier
    step's answer) and its deed: "was *the ship Ada Penn commanded* built to carry" (fresh32 h05's last step)."""
    name = verb_at
    while name > subject and (_is_name(tokens[name - 1]) or re.fullmatch(r"#\d+", tokens[name - 1])):
        name -= 1
    noun = tokens[subject + 1 : name]
    return (
        bool(noun)
        and name < verb_at
        and tokens[subject].casefold() == "the"
        and all(word.islower() and _in_noun_run(word) for word in noun)
    )


def _clause_without_verb(tokens: Sequence[str], subject: int, verb_at: int) -> bool:
    """Whether the last relative clause before ``verb_at`` has no verb of its own, so the last word
    is its verb, not the question's: "How long was the bridge that Ada Pell built?" (not "When
    was the school that stands in Pell founded?")."""
    relative = max(
        (j for j in range(subject, verb_at) if tokens[j].casefold() in ("that", "which", "whom")), default=None
    )
    if relative is None:
        return _contact_deed_at_end(tokens, subject, verb_at)
    subject_words = tokens[relative + 1 : verb_at]  # a short noun phrase and nothing else
    if not 0 < len(subject_words) <= 5 or not (_is_name(subject_words[0]) or subject_words[0] in _DETERMINERS):
        return False
    return not any(
        _verb_like(word) or _finite_verb(word) or word.casefold() in PREPOSITIONS or any(c.isdigit() for c in word)
        for word in subject_words
    )


_CONTACT_DEEDS = {"commanded", "captained", "skippered", "ran", "founded", "owned", "designed", "chaired", "managed"}
"""A person's deeds a contact clause ends with ("the ferry Ivo Haldane *commanded*"), never a present passive."""


def _contact_deed_at_end(tokens: Sequence[str], subject: int, verb_at: int) -> bool:
    """Whether a question in the present ends in a contact clause, a thing then a person's name and
    their deed: "What is the service speed of the ferry Ivo Haldane *commanded*?" asks of the ferry
    (fresh52 h04's step was searched whole and given up), as "What is ... commanded?" is no question."""
    if verb_at >= len(tokens) or tokens[verb_at].casefold() not in _CONTACT_DEEDS:
        return False
    if subject < 1 or tokens[subject - 1].casefold() not in ("is", "are"):
        return False
    name = verb_at
    while name > subject and (_is_name(tokens[name - 1]) or re.fullmatch(r"#\d+", tokens[name - 1])):
        name -= 1
    return name < verb_at and name - 2 >= subject and tokens[name - 2].casefold() == "the"


def _frame_aux(lower: Sequence[str]) -> int | None:
    """Index of the auxiliary in "Wh- [noun] AUX subject ..." (None: the wh-word is the subject).
    A rate after the noun ("How many sailings a day does ...") belongs to the wh-phrase."""
    i = 1 if len(lower) > 1 and (lower[0] in _WH_PREPOSITIONS or lower[0] in _HEDGES) and lower[1] in _WH else 0
    if i >= len(lower) or lower[i] not in _WH:
        return None
    rate = next((j for j in range(i + 2, min(i + 5, len(lower) - 1)) if _is_rate(lower, j)), None)
    words = [
        j
        for j in range(i + 1, min(i + 5 + (2 if rate else 0), len(lower)))
        if rate is None or j not in (rate, rate + 1)
    ]
    aux_at = next((j for j in words if lower[j] in _AUX), None)
    if aux_at is None or any(lower[j] in _DETERMINERS | _SUBJECT_PRONOUNS for j in words if j < aux_at):
        return None  # "what year the school was founded", "what year she was born": indirect, no frame
    if lower[aux_at] in _HAVE and aux_at + 1 < len(lower) and is_participle(lower[aux_at + 1]):
        return None  # "Which ship *has worked* the route ...": a perfect, its subject the wh-phrase
    return aux_at


_HAVE = {"has", "have", "had"}
_HEDGES = {"about", "roughly", "approximately", "around", "nearly", "almost"}
"""A hedge in front of the question word ("*Roughly* how many ..."): the question's frame is after it."""
_RATE_UNITS = {"day", "week", "month", "year", "hour", "season", "night"}


def _is_rate(lower: Sequence[str], j: int) -> bool:
    """ "a day", "per week": how often, after a counted noun."""
    return lower[j] in ("a", "per") and lower[j + 1] in _RATE_UNITS


def _extraposed_verb(tokens: Sequence[str], subject: int, aux: str) -> int | None:
    """ "When was the company founded that ...", "did the works open where ...": the word just
    before the relative pronoun is the question's verb, and the clause runs to the end."""
    if subject >= len(tokens) or tokens[subject].casefold() != "the":
        return None
    for j in range(subject + 2, min(subject + 7, len(tokens))):
        if tokens[j].casefold() in _RELATIVE:
            verb = tokens[j - 1]
            if j - 1 > subject + 1 and verb == verb.casefold():
                # a verb the list does not know, when the clause ends the question on a name or a role
                # ("does the company *bottle* that was founded by X's public analyst")
                last = tokens[-1]
                ends_named = last.startswith("#") or _is_name(last) or (_is_role(last) and last == last.casefold())
                base = aux in _DO and (verb in BASE_VERBS or ends_named)
                if base or verb in _AUX or is_participle(verb):
                    return j - 1
            return None
        if not _in_noun_run(tokens[j]) and not is_participle(tokens[j]) and tokens[j] not in BASE_VERBS:
            return None
    return None


def _verb_at_end(tokens: Sequence[str], aux: str) -> bool:
    """Whether the last word is the question's own verb ("Where was X born", "When did X close")."""
    last, before = tokens[-1], (tokens[-2].casefold() if len(tokens) > 1 else "")
    if aux in _DO and last == "have" and before not in _AUX and before != "to":
        return True  # "How many looms did the mill that X ran have?": "have" is the main verb
    # "the naval architect who designed *her* born": "her" is the clause's object, "born" the question's own verb
    if before == "her" and last in ("born", "built", "launched", "designed", "named", "buried"):
        return True
    if not _verb_word(last) or _is_role(last) or (_is_possessive(before) and not is_participle(last)):
        return False  # a participle after a name in the possessive is still the verb ("... in St Bride's *founded*")
    if before.startswith("#") and len(tokens) > 2 and tokens[-3].casefold() in _RELATIVE:
        return False  # "the school that #1 attended" (#1: "Ada Penn's son"): the clause's own verb
    if aux in _DO and last.endswith("ed") and not last.endswith("eed"):
        return False  # "did ... where he *trained*": after "did" the question's own verb has no "-ed"
    if aux in _DO and _irregular_past(last):
        return False  # "did X open a branch in the town where the works *stood*": nor an irregular past
    # "that X paid for born", "that X was master of built": a preposition its clause left behind
    stranded = before in PREPOSITIONS and len(tokens) > 2 and (_past_verb_before(tokens, -3) or _held_role(tokens, -3))
    stranded = stranded or (before in PREPOSITIONS and len(tokens) > 2 and _present_of(tokens[-3]))  # "X serves on"
    if before in _AUX or before == "to" or before in _DETERMINERS or (before in PREPOSITIONS and not stranded):
        return False
    return aux in _DO or is_participle(last)


def _past_verb_before(tokens: Sequence[str], at: int) -> bool:
    """Whether ``tokens[at]`` is a past verb, or the noun of a short object right after one, a
    relative pronoun before it: "that X *paid* for", "that X *drew the design* of" (fresh26 h03)."""
    if is_past_verb(tokens[at]):
        return True
    j = at
    while (
        -len(tokens) < j
        and at - j < 3
        and (tokens[j] in ("the", "a", "an") or tokens[j].islower() and _in_noun_run(tokens[j]))
    ):  # not "its": "along which X received *its coal* by barge" ends in the preposition's own object
        j -= 1
    earlier = [t.casefold() for t in tokens[: len(tokens) + j]]
    return j < at and is_past_verb(tokens[j]) and any(t in ("that", "which") for t in earlier[-4:])


def _held_role(tokens: Sequence[str], at: int) -> bool:
    """Whether ``tokens[at]`` is the role in "was ROLE" ("that X *was master* of"), a post the
    clause's subject held."""
    return -len(tokens) < at - 1 and tokens[at - 1].casefold() in _BE and _is_role(tokens[at])


def _irregular_past(word: str) -> bool:
    """Whether a word is an irregular past or participle ("stood", "built") and no base form too:
    after "did" it is no question's own verb."""
    low = word.casefold()
    return (low in IRREGULAR_PARTICIPLES or low in PAST_TO_PARTICIPLE) and low not in BASE_LIKE_PASTS


def _verb_word(word: str) -> bool:
    return bool(re.fullmatch(r"[a-z][a-z-]*", word)) and word not in _AUX and word not in _OBJECT_PRONOUNS


_OBJECT_PRONOUNS = {"it", "them", "him", "her", "us", "me", "you"}


_SUBJECT_PRONOUNS = {"he", "she", "it", "they"}


_ENDING_PASTS = {"died", "closed", "opened", "retired", "married", "emigrated", "shut", "sank", "burned", "moved"}
"""Pasts that end an indirect question as its own verb, with no object ("... the man who founded the mill died")."""


def _counted_noun(word: str) -> bool:
    """A noun after "how many" / "how much" as written ("cars", "tonnes"): lowercase, no article or pronoun."""
    return word.islower() and _in_noun_run(word) and word not in _DETERMINERS | _SUBJECT_PRONOUNS


def _modal_at_end(tokens: Sequence[str], subject: int) -> int | None:
    """Where an indirect question's own modal stands when its subject at ``subject`` opens with an article or a
    determiner ("the ship X was master of") and the modal, a base verb and phrases end it ("... *could* take"). None
    otherwise, and for a modal of a later clause ("... carried before she could sail", "... so that it could")."""
    lower = [t.casefold() for t in tokens]
    if subject >= len(lower) or lower[subject] not in _DETERMINERS:
        return None
    modal = next((k for k in range(len(lower) - 2, subject + 1, -1) if lower[k] in _MODALS), None)
    if modal is None or lower[modal + 1] not in BASE_VERBS or not _phrases_only(tokens[modal + 2 :]):
        return None
    if lower[modal - 1] in _SUBJECT_PRONOUNS or _CLAUSE_CONJUNCTIONS & set(lower[subject:modal]):
        return None
    return modal


_CLAUSE_CONJUNCTIONS = {"when", "while", "after", "before", "until", "so", "because", "if", "once", "since", "as"}
"""Words that open a clause of its own, whose modal is not the question's."""


def _indirect_to_direct(tokens: list[str]) -> list[str]:
    """ "when the school was founded ..." (after "do you know") -> "when was the school founded ..."."""
    lower = [t.casefold() for t in tokens]
    i = 1 if len(lower) > 1 and lower[0] in _WH_PREPOSITIONS and lower[1] in _WH else 0
    if i >= len(lower) or lower[i] not in _WH or _frame_aux(lower) is not None:
        return tokens
    j = i + 1
    if (
        lower[i] in ("what", "which", "how")
        and j < len(lower)
        and lower[j] not in _DETERMINERS | _SUBJECT_PRONOUNS
        and not _is_name(tokens[j])
    ):
        j += 1  # "how many", "which year"
    counted = lower[i] == "how" and lower[j - 1] in ("many", "much") and j + 1 < len(lower) and _counted_noun(tokens[j])
    thing = j + 1 if counted else j  # "how many *cars* | the ship X was master of could take"
    modal = _modal_at_end(tokens, thing)
    if modal is not None:
        return [*tokens[:thing], tokens[modal], *tokens[thing:modal], *tokens[modal + 1 :]]
    if j >= len(lower) or not (lower[j] in _DETERMINERS | _SUBJECT_PRONOUNS or _is_name(tokens[j])):
        return tokens
    for k in range(j + 1, min(j + 8, len(lower))):
        if lower[k] in _AUX:
            return [*tokens[:j], tokens[k], *tokens[j:k], *tokens[k + 1 :]]
        if lower[k] in _RELATIVE or not (_in_noun_run(tokens[k]) or _is_possessive(tokens[k])):
            # "what it made", "which town he moved to": "did" and the base ("what did it make")
            after = lower[k + 1] if k + 1 < len(lower) else ""
            subject = lower[j] not in ("that", "this", "these", "those")  # "which firm that sold ...": a clause
            subject = subject and not _BE.intersection(lower[k + 1 :])  # "the ship X built *was* called": a clause
            if subject and lower[k] in PAST_TO_BASE and lower[i] != "how" and after not in ("by", "in", "at", "on"):
                return [*tokens[:j], "did", *tokens[j:k], PAST_TO_BASE[lower[k]], *tokens[k + 1 :]]
            break
    post = _post_after_clause(tokens, j)
    if post is not None:  # "until what year the man who founded X *was* mayor of his town"
        return [*tokens[:j], tokens[post], *tokens[j:post], *tokens[post + 1 :]]
    main = _past_after_clause(lower, j)
    if main is not None:  # "until what year the man who founded that club *served* as mayor"
        return [*tokens[:j], "did", *tokens[j:main], PAST_TO_BASE[lower[main]], *tokens[main + 1 :]]
    # "when the company that made the clock was founded", "how long the bridge built by X is": the
    # auxiliary near the end, with at most its participle after it, is the question's own
    k = next((k for k in range(len(lower) - 1, max(j, len(lower) - 4), -1) if lower[k] in _BE), None)
    last = PAST_TO_BASE.get(lower[-1]) if lower[-1] in INTRANSITIVE_PAST or lower[-1] in _ENDING_PASTS else None
    if k is None and last is not None and len(lower) > j + 2 and _RELATIVE & set(lower[j:-1]):
        # "in which year the man who founded the mill *died*": "in which year did the man who founded the mill die"
        return [*tokens[:j], "did", *tokens[j:-1], last]
    tail = tokens[k + 1 :] if k is not None else []  # "... was *born in*": a participle and its preposition
    participle = not tail or is_participle(tail[0]) and (len(tail) == 1 or tail[1].casefold() in _AFTER_PARTICIPLE)
    if k is None or k <= j + 1 or not participle:
        return tokens
    return [*tokens[:j], tokens[k], *tokens[j:k], *tokens[k + 1 :]]


def _past_after_clause(lower: Sequence[str], j: int) -> int | None:
    """The index of the question's own past verb in an indirect question's "the man who founded that club
    *served* as mayor" (from ``j``: "the", a noun or two, a relative, its past verb, its object of a
    determiner and nouns, then a past verb that is no participle before "by"); None otherwise. Asked directly it
    is "did ... serve" (fresh52 k05 was searched whole and answered with a nearby year)."""
    at = j + 1
    while at < len(lower) and at < j + 4 and lower[at] not in _RELATIVE:
        at += 1
    if lower[j] != "the" or at in (j + 1, len(lower)) or lower[at] not in ("who", "that", "which"):
        return None
    verb = at + 1
    if verb >= len(lower) or lower[verb] not in PAST_TO_BASE:
        return None
    end = verb + 1
    if end < len(lower) and lower[end] in _DETERMINERS:
        end += 1
    nouns = end
    while end < len(lower) and end < nouns + 3 and _in_noun_run(lower[end]) and lower[end] not in PAST_TO_BASE:
        end += 1
    if end == nouns or end + 1 >= len(lower) or lower[end] not in PAST_TO_BASE or lower[end + 1] == "by":
        return None
    if lower[end] in _NAMING_PASTS or any(w in PAST_TO_BASE for w in lower[end + 1 :]):
        return None  # "the ferry *called* Holt Star died", "the ferry launched in 1880 retired": a describing form
    return end


_NAMING_PASTS = {"called", "named", "known", "nicknamed", "renamed", "christened", "dubbed"}


def _post_after_clause(tokens: Sequence[str], j: int) -> int | None:
    """The index of "was" in an indirect question's "the man who founded X *was* mayor of Pell" (a subject
    with a relative clause from ``j``, then "was", a role and its owner to the end); None otherwise."""
    lower = [t.casefold() for t in tokens]
    k = next((k for k in range(len(lower) - 3, j + 2, -1) if lower[k] in _BE), None)
    if k is None or not _RELATIVE & set(lower[j:k]):
        return None
    tail = [t for t in tokens[k + 1 :] if t.casefold() not in ("the", "a", "an") and t.casefold() not in RANKS]
    if len(tail) < 3 or not (tail[0].islower() and _is_role(tail[0])) or tail[1].casefold() not in _ROLE_LINKS:
        return None
    return k if _post_owner(tail[2:]) else None


def _relative(tokens: list[str], start: int, frame: _Frame) -> _Found | None:
    """ "the N that/which/who/where/whose CLAUSE" (the clause runs to the frame's outer verb)."""
    if tokens[start].casefold() != "the":
        return None
    at = next((j for j in range(start + 1, min(start + 6, len(tokens))) if tokens[j].casefold() in _RELATIVE), None)
    if at is None or at == start + 1 or at + 1 >= frame.end:
        return None
    head = tokens[start + 1 : at]
    if _name_in_outer_noun(tokens, start, head):
        return None
    linked = _preposition_before(tokens, start, at)  # "the ship *on* which X served as mate"
    if linked:
        head = head[:-1]
        verb = is_participle(head[-1].casefold()) or (frame.aux in _DO and head[-1] in BASE_VERBS)
        if start == frame.subject and len(head) > 1 and verb:
            # "When was the ship built on which X served?", "How often does the ferry sail on which X
            # served?": "built" / "sail" is the question's own verb
            clause = tokens[at + 1 : frame.end]
            step = _linked_step(head[:-1], linked, tokens[at], clause)
            return _Found(step=step, start=start, end=start + len(head), cut=(at - 1, frame.end))
    if any(t in ",;:" or (t.casefold() in PREPOSITIONS and not _placed(head, i)) for i, t in enumerate(head)):
        return None
    gap: list[str] = []
    if start == frame.subject and frame.gap is not None and frame.gap < at:
        head, gap = tokens[start + 1 : frame.gap], tokens[frame.gap : at]
    if any(t.casefold() in _AUX for t in head):
        return None
    end = frame.end if gap else _clause_end(tokens, start, at, frame)
    clause = tokens[at + 1 : end]
    if any(t.casefold() in _RELATIVE for t in clause) or (clause and clause[-1].casefold() in _OBJECT_PRONOUNS):
        return None  # "the breakwater that shelters it": "it" is the question's own subject, no lookup
    if clause and clause[-1].casefold() == "there":
        return None  # "the people who work there": "there" is the question's own place, no lookup
    if linked:
        step = _linked_step(head, linked, tokens[at], clause)
    else:
        step = _clause_step(tokens[at].casefold(), head, clause)
    if step is None:
        return None
    if gap:
        return _Found(step=step, start=start, end=start + 1 + len(head), cut=(at, frame.end))
    return _Found(step=step, start=start, end=end)


def _preposition_before(tokens: Sequence[str], start: int, at: int) -> str:
    """The preposition a relative "which" / "whom" is the object of ("the ship *on* which Captain
    X served", "the man *for* whom the ship was named"), after at least one word of the noun; ""
    when there is none, and for a "which" that asks ("the granddaughter of which brewer")."""
    before = tokens[at - 1].casefold()
    after = tokens[at + 1] if at + 1 < len(tokens) else ""
    # an earlier step's answer opens it when the noun is a verb's object ("designed the ferry on which #1 served"),
    # not inside a clause of its own ("the route the ferry on which #1 was master ... sails")
    found_before = after.startswith("#") and start > 0 and is_past_verb(tokens[start - 1])
    pronouns = {"he", "she", "they", "it", "we"}
    clause_starts = _is_name(after) or found_before or after.casefold() in _DETERMINERS | pronouns
    linking = before in PREPOSITIONS or before in _PLACE_PREPOSITIONS
    if tokens[at].casefold() in ("which", "whom") and at - 1 > start + 1 and linking and clause_starts:
        return before
    return ""


_PLACE_PREPOSITIONS = {"along", "across", "through", "under", "beside", "behind", "around", "beneath", "within", "upon"}
"""Prepositions a "which" can follow besides ``PREPOSITIONS`` ("the canal *along* which the coal
came"); kept apart, as the splitter reads ``PREPOSITIONS`` as the end of a noun everywhere."""


def _linked_step(head: Sequence[str], preposition: str, pronoun: str, clause: Sequence[str]) -> str:
    """ "Which ship is the one on which X served as mate?", "Who is the man for whom X was named?"."""
    if pronoun.casefold() == "whom":
        return _question(["Who", "is", "the", *head, preposition, "whom", *clause])
    return _question(["Which", *head, "is", "the", "one", preposition, "which", *clause])


def _clause_end(tokens: Sequence[str], start: int, at: int, frame: _Frame, *, verb_seen: bool = False) -> int:
    """Where a relative clause in the question's subject ends: at the question's own verb after it
    ("did the woman who ran the library *come* from", "which of the founders of the firm that paid
    for the school *built* its kiln"). A clause elsewhere runs to the frame's end."""
    in_subject = frame.subject is not None and start >= frame.subject
    inner = start != frame.subject and _in_clause_subject(tokens, start)  # a clause in another clause's subject
    if frame.aux in _BE and in_subject and not inner:
        role = _role_predicate(tokens, at, frame)
        if role is not None:
            return role
        passive = _passive_verb_after_doer(tokens, at, frame)
        if passive is not None:
            return passive
        stranded = _after_stranded_preposition(tokens, at, frame)
        if stranded is not None:
            return stranded
    if frame.aux in _DO and in_subject and all(_of_subject(t) for t in tokens[frame.subject : start]):
        outer = lambda i: (  # noqa: E731
            tokens[i] in BASE_VERBS
            or _takes_object(tokens, i)
            or _do_something(tokens, i)
            or _with_particle(tokens, i)
            or _verb_with_object(tokens, i)
        )
    elif frame.aux in _DO and in_subject:
        # a clause inside another one ("the brothers who founded the yard that built X *build* ..."):
        # only a base verb with an object of its own ends it
        outer = lambda i: _verb_with_object(tokens, i)  # noqa: E731
    elif frame.aux in ("has", "have", "had") and in_subject:
        # "has the builder of the ship that has worked the route since 2008 *turned* out ...": the perfect's participle
        outer = lambda i: is_participle(tokens[i]) or is_past_verb(tokens[i])  # noqa: E731
    elif frame.aux is None and all(_of_subject(t) or t.casefold() in _WH | _WH_PREPOSITIONS for t in tokens[1:start]):
        outer = lambda i: _finite_verb(tokens[i])  # noqa: E731
    elif inner or _in_clause_subject(tokens, start):
        # the subject of another clause ("the village where the innkeeper who opened X *kept* an inn",
        # "the board that the founder of the brewery that made X *served* on"): that clause's verb ends this one
        outer = lambda i: is_past_verb(tokens[i]) or _passive_at(tokens, i, frame.end)  # noqa: E731
    else:
        return frame.end
    for j in range(at + 3, frame.end):
        verb_at, before = j, tokens[j - 1]
        follows_noun = _ends_noun(before)
        # "the ship that Ada Penn *commanded* enter service": the verb of a clause with its own subject
        # (its subject an earlier step's answer too: "the mill that #1 founded open its doors")
        subject = tokens[j - 2]
        follows_noun = (
            follows_noun or is_past_verb(before) and j - 2 > at and (_is_name(subject) or subject.startswith("#"))
        )
        # "did the daughter of the founder of the yard that the bricks came *from* plant": a stranded preposition
        # or a passive's participle ("the town where she was *born* receive")
        done_to = is_participle(before) and tokens[j - 2].casefold() in _BE
        follows_noun = follows_noun or frame.aux in _DO and (before.casefold() in _STRANDED or done_to) and j - 2 > at
        if tokens[j] in _ADVERBS and j + 1 < frame.end and follows_noun and outer(j + 1):
            verb_at = j + 1  # "who founded Venn's Stores *first flew*": the adverb goes with the outer verb
        word = tokens[verb_at]
        if word == word.casefold() and follows_noun and outer(verb_at) and tokens[j + 1 : j + 2] != ["by"]:
            # the clause has a verb of its own before it ("who *holds* the record win the prize")
            if verb_seen or any(_verb_like(t) or _finite_verb(t) or t in INTRANSITIVE_PAST for t in tokens[at + 1 : j]):
                return j
    return frame.end


def _ends_noun(word: str) -> bool:
    """Whether ``word`` can end a clause's object before an outer verb: an earlier answer, a name, a noun, a
    year ("since *1973* was launched") or "today" ("the boat that carries passengers between X and Y *today* was
    built", fresh67 k08)."""
    if word.startswith("#") or _is_name(word) or re.fullmatch(r"1[0-9]{3}|20[0-9]{2}", word) or word in _NOW:
        return True
    if _MANNER_ADVERB.fullmatch(word) and word != "family":
        return False  # "the most *heavily* used crossing": a participle after it describes the noun (fresh58 h02)
    return _in_noun_run(word) and not _verb_like(word)


_MANNER_ADVERB = re.compile(
    r"[a-z]{3,}(?:ily|ally|ately|ently|antly|ously|edly|fully|ively|ingly|ably|ibly|wly|tly|rly)"
)
"""A manner adverb by its ending ("heavily", "newly", "frequently"), which ends no noun phrase."""


def _passive_at(tokens: Sequence[str], i: int, end: int) -> bool:
    """Whether ``tokens[i]`` opens a passive ("was launched", "were built") inside the frame: it ends a clause in
    another clause's subject ("the yard where the ferry that has served the route since 1973 *was launched*")."""
    return tokens[i] in ("was", "were") and i + 1 < end and is_participle(tokens[i + 1])


_STRANDED = {"of", "at", "on", "in", "for", "with", "from", "to", "under", "aboard"}


def _after_stranded_preposition(tokens: Sequence[str], at: int, frame: _Frame) -> int | None:
    """Where a relative clause ending in its preposition ends, at the question's participle right
    after it: "When was the school that X catalogued the books *of* founded?", "When was the ship that
    X was the master *of* built?" (the clause has a verb of its own before). None otherwise."""
    for j in range(at + 3, frame.end):
        if tokens[j - 1] not in _STRANDED or not (is_participle(tokens[j]) or tokens[j] in IRREGULAR_PARTICIPLES):
            continue
        if any(_verb_like(t) or _finite_verb(t) or t in _BE for t in tokens[at + 1 : j - 1]):
            return j
    return None


def _in_clause_subject(tokens: Sequence[str], start: int) -> bool:
    """Whether the noun at ``start`` is, or ends the of-chain of, the subject of a relative clause:
    "where *the innkeeper*", "that the founder of *the brewery*"."""
    j = start - 1
    while j >= 0 and tokens[j].casefold() == "of":
        j -= 1
        while j >= 0 and _in_noun_run(tokens[j]) and not _verb_like(tokens[j]):
            j -= 1
        if j < 0 or tokens[j].casefold() != "the":
            return False
        j -= 1
    return j >= 0 and tokens[j].casefold() in ("where", "that", "which", "when")


def _passive_verb_after_doer(tokens: Sequence[str], at: int, frame: _Frame) -> int | None:
    """Where "VERBed by NAME" in the subject of "was X ... ?" ends: at the question's own participle
    after the name ("in what year was the ship commanded by Captain X *fitted* with cabins")."""
    if not (is_participle(tokens[at]) and tokens[at + 1 : at + 2] == ["by"]):
        return None
    for j in range(at + 3, frame.end):
        word = tokens[j]
        if (
            word == word.casefold()
            and is_participle(word)
            and _is_name(tokens[j - 1])
            and tokens[j + 1 : j + 2] != ["by"]
        ):
            return j
    return None


def _role_predicate(tokens: Sequence[str], at: int, frame: _Frame) -> int | None:
    """Where a clause in the subject of "was X ROLE of PLACE?" ends: before the role the question
    asks about ("Until which year was the father of the botanist who laid out the garden *mayor of
    Dunmere*?", "... the garden *the first mayor of Dunmere*?"): a role word after a name or noun, then
    "of / at / in" and a name to the end."""
    for j in range(at + 3, frame.end - 2):
        tail = tokens[j + 1 : frame.end]
        named = tail[0].casefold() in _ROLE_LINKS and _post_owner(tail[1:])
        begins = j
        while begins - 1 > at + 2 and tokens[begins - 1] in RANKS:
            begins -= 1  # "the *first* mayor of Pell"
        if tokens[begins - 1] == "the" and begins - 2 > at + 1:
            begins -= 1
        if tokens[j] == tokens[j].casefold() and _is_role(tokens[j]) and _in_noun_run(tokens[begins - 1]) and named:
            clause = tokens[at + 1 : begins]
            if clause and clause[0].casefold() in _BE and not any(_verb_like(t) for t in clause[1:]):
                return None  # "the papermaker who *was the first chairman of X*": the role is the clause's
            verb_in_clause = any(_verb_like(t) or _finite_verb(t) for t in clause)
            return begins if verb_in_clause else None
    return None


def _post_owner(owner: Sequence[str]) -> bool:
    """Whether ``owner`` names whose post a role is, and nothing else: a name ("of *the Pell mill*" is no
    owner, "of *Dunmere*" is, "in *1994*" is not) or "his / her" and a noun ("mayor of *his town*", the
    person's own)."""
    if not owner or any(t.isdigit() for t in owner):
        return False  # "drivers *in 1994*": a year is no owner of a post
    if all(_is_name(t) or t.casefold() == "the" for t in owner):
        return True
    return owner[0].casefold() in _POSSESSIVE_PRONOUNS and all(_in_noun_run(t) and t.islower() for t in owner[1:])


def _predicate_role_at(tokens: Sequence[str], start: int, frame: _Frame) -> int | None:
    """The role the question asks about after a relative clause in its subject, when the clause's object
    starts at ``start`` ("Until what year was the man who founded *the Pell mill* mayor of Pell?": the
    index of "mayor"); None when no such clause and role are there."""
    if frame.aux not in _BE or frame.subject is None:
        return None
    at = next((j for j in range(start - 1, frame.subject, -1) if tokens[j].casefold() in _RELATIVE), None)
    return _role_predicate(tokens, at, frame) if at is not None else None


def _takes_object(tokens: Sequence[str], j: int) -> bool:
    """Whether ``tokens[j]`` is a base verb the list does not know, by its object: a plain word right
    after a name and right before "its", "her" or "their" ("did the yard founded by Ivo Venn *launch*
    its first ferry")."""
    word = tokens[j]
    return (
        0 < j < len(tokens) - 1
        and re.fullmatch(r"[a-z]{3,}", word) is not None
        and word not in PREPOSITIONS | _RELATIVE | _DETERMINERS | _AUX
        and _is_name(tokens[j - 1])
        and tokens[j + 1].casefold() in ("its", "her", "his", "their")
    )


def _do_something(tokens: Sequence[str], j: int) -> bool:
    """ "did the engineer of the ship that works X *do* her training": "do" as the question's own verb,
    known by its object ("do" is otherwise an auxiliary)."""
    return tokens[j] == "do" and _object_follows(tokens, j)


def _verb_with_object(tokens: Sequence[str], j: int) -> bool:
    """Whether ``tokens[j]`` is a base verb with an object of its own ("build *the* ...")."""
    verb = tokens[j] in BASE_VERBS or tokens[j] == "do" or _unknown_verb_after_name(tokens, j)
    return verb and _object_follows(tokens, j)


def _object_follows(tokens: Sequence[str], j: int) -> bool:
    """Whether an article, a possessive, a quantifier or a name follows ``tokens[j]`` ("build *the*
    islands' first ...", "tune *every* organ")."""
    return j + 1 < len(tokens) and (tokens[j + 1].casefold() in _DETERMINERS | _EVERY or _is_name(tokens[j + 1]))


_EVERY = {"every", "each", "all", "both", "some"}
"""Quantifiers that can open a verb's object ("tune *every* organ")."""


def _unknown_verb_after_name(tokens: Sequence[str], j: int) -> bool:
    """Whether ``tokens[j]`` is a verb the vocabulary does not list, read from where it stands: a
    plain lower-case word right after the name that ends a clause's object ("the firm that built
    the Kestrel Organ *tune* every organ"), where a noun phrase would have ended."""
    word = tokens[j]
    if not (_is_name(tokens[j - 1]) and re.fullmatch(r"[a-z]+", word)) or word.endswith("ing"):
        return False
    return word not in PREPOSITIONS | _RELATIVE | _DETERMINERS | _AUX | _EVERY | {"and", "or"} and not is_past_verb(
        word
    )


def _of_subject(word: str) -> bool:
    """A word of a subject's noun phrase before a relative clause ("the daughter of the man")."""
    return (_in_noun_run(word) and not _verb_like(word)) or word.casefold() in ("of", "the") or _is_name(word)


def _finite_verb(word: str) -> bool:
    """A verb in the past ("opened") or the present of a verb ``BASE_VERBS`` knows ("hangs", "carries",
    "teaches")."""
    if is_past_verb(word) or (word.endswith("s") and word[:-1] in BASE_VERBS):
        return True
    return word.endswith("ies") and f"{word[:-3]}y" in BASE_VERBS or word.endswith("es") and word[:-2] in BASE_VERBS


def _verb_like(word: str) -> bool:
    return word == word.casefold() and (is_past_verb(word) or word in BASE_VERBS or word in _AUX)


def _placed(head: Sequence[str], i: int) -> bool:
    """ "the yard *in Ardmoray* that ...", "the mill *on the Kell* that ...": a place name inside the
    noun, not a description."""
    if head[i].casefold() not in _OWNER_LINKS or not 0 < i < len(head) - 1:
        return False
    return _is_name(head[i + 1]) or (head[i + 1].casefold() == "the" and i + 2 < len(head) and _is_name(head[i + 2]))


def _name_in_outer_noun(tokens: Sequence[str], start: int, head: Sequence[str]) -> bool:
    """Whether "the NAME" at ``start`` is the place of an outer noun ("the bridge over *the Kell*
    that Ada Oduya designed"): a relative clause after it describes the bridge, not the river (a
    name needs no clause to pick it out)."""
    if not head or not all(_is_name(word) for word in head) or start < 3:
        return False
    preposition, noun = tokens[start - 1].casefold(), tokens[start - 2]
    person = _is_role(noun) and singular(noun) not in PLACE_ROLES  # "the village on the Aske whose ...": a place
    if preposition not in _OUTER_PLACE_LINKS or not noun.islower() or person or noun in PEOPLE_WORDS:
        return False  # "the daughter of the Marsh who ...": a person's relative, not a place
    return "the" in (t.casefold() for t in tokens[max(0, start - 5) : start - 2])


_OUTER_PLACE_LINKS = {"over", "on", "in", "at", "near", "across", "along", "beside", "by"}
"""Prepositions that place a thing by a named one ("the bridge *over* the Kell")."""


def _contact(tokens: list[str], start: int, frame: _Frame) -> _Found | None:
    """ "the ship Captain Haldane commanded": an object clause without "that" (a name or "he" / "she" / "they",
    then a verb in the past that ends the description, or prepositional phrases after it: "the ship the Carrow
    Yard built for the company in the 1960s"; or one in the present said of one with its preposition left at the
    end: "the ship she serves on", not "the river Aske rises", a name's own verb)."""
    if tokens[start].casefold() != "the" or start + 3 >= frame.end + 1:
        return None
    j = start + 1
    while j < frame.end and tokens[j] == tokens[j].casefold() and _in_noun_run(tokens[j]):
        if tokens[j] in _PLACE_PREPOSITIONS:
            return None  # "the brewery *behind* Aske Amber": a name the noun is placed by, no clause
        j += 1
    named = j + 1 if tokens[j : j + 1] == ["the"] and j + 1 < frame.end else j  # "the ship *the* Carrow Yard built"
    while named > j and named + 1 < frame.end and tokens[named] in PERSON_ROLES and _is_name(tokens[named + 1]):
        named += 1  # "the island the *banker* Hedda Marrick came from": a role before the name
    pronoun = named < frame.end and tokens[named] in ("he", "she", "they")  # "the ship *she* serves on"
    if j == start + 1 or named >= frame.end or not (_is_name(tokens[named]) or pronoun):
        return None
    if named == j and singular(tokens[j - 1].casefold()) in PERSON_ROLES:
        return None  # "the auctioneer Jacob Calloway ran ...": a role then its name, not "the N [that] X did"
    k = named + 1 if pronoun else named
    while k < frame.end and _is_name(tokens[k]):
        k += 1
    if k + 1 < frame.end and tokens[k] in _BEFORE_PAST:
        k += 1  # "the last ship X *ever* built"
    stranded_after_present = k + 2 == frame.end and _present_of(tokens[k]) and tokens[k + 1] in PREPOSITIONS
    done = k < frame.end and (is_past_verb(tokens[k]) or tokens[k] in INTRANSITIVE_PAST or stranded_after_present)
    held = k + 2 < frame.end and tokens[k] in ("was", "is") and _is_role(tokens[k + 1]) and tokens[k + 2] == "of"
    k += 2 if held and not done else 0  # "the ship Ada Penn *was master of* from 1964" (fresh32 h05's last step)
    end = frame.end
    own_verb = frame.aux in _MODALS and end > k + 1 and tokens[k + 1] in BASE_VERBS  # "could ... *take* on board"
    if own_verb and _phrases_only(tokens[k + 2 : end]):
        end = k + 1  # "the vessel he commanded" ends before the question's own verb and its phrases
    if not (done or held) or not _phrases_only(tokens[k + 1 : end]):
        return None
    step = _clause_step("that", tokens[start + 1 : j], tokens[j:end])
    return None if step is None else _Found(step=step, start=start, end=end)


def _present_of(word: str) -> bool:
    """Whether ``word`` is a known verb in the present, said of one ("serves", "teaches"): a clause without "that"
    may tell what someone does now ("the ship she *serves* on", fresh38 h04 was searched as one step)."""
    return word.endswith("s") and (word[:-1] in BASE_VERBS or (word.endswith("es") and word[:-2] in BASE_VERBS))


def _phrases_only(tail: Sequence[str]) -> bool:
    """Whether ``tail`` is only prepositional phrases ("for the company in the 1960s"): what ends
    an object clause without "that" after its verb ("the ship the Carrow Yard built *for ...*")."""
    if not tail:
        return True
    return tail[0].casefold() in PREPOSITIONS and all(
        t.casefold() in PREPOSITIONS or t.casefold() in _DETERMINERS or _is_name(t) or _in_noun_run(t) for t in tail
    )


_QUANTIFIERS = {"most", "all", "some", "much", "half", "part", "many", "several", "each", "both"}


def _bare_plural_subject(clause: Sequence[str]) -> bool:
    """Whether a relative clause opens with a subject of its own that is a bare plural, then its
    verb in the present ("islanders nickname", "locals call"): a noun ending in "s" before a
    verb's base form, not a verb before its object ("carries cars")."""
    if len(clause) < 2 or not clause[0].islower() or not clause[0].endswith("s") or clause[0].endswith("ss"):
        return False
    return clause[1] in BASE_VERBS and clause[0][:-1] not in BASE_VERBS


def _clause_verb_at(clause: Sequence[str]) -> int | None:
    """Where the verb of a clause whose subject comes first stands ("the ship that *Ada Penn* built"): its first past
    verb that names no trait, or its last one where that one ends the clause before a stranded preposition and the
    first is a participle after the subject's noun, taking no object and not joined to the last ("that the clock in
    the tower *added* to the town hall *came* from": the clock was added, it came from the firm; fresh65 k08 asked
    "Which firm was added by the clock ..."). None when it has no such verb."""
    verbs = [j for j, t in enumerate(clause) if j and (is_past_verb(t) or t in INTRANSITIVE_PAST)]
    verb_at = next((j for j in verbs if not (names_a_trait(clause, j) and j != verbs[-1])), None)
    last = verbs[-1] if verbs else None
    stranded = last is not None and last == len(clause) - 2 and clause[-1].casefold() in PREPOSITIONS
    if verb_at is None or not stranded or last == verb_at or not is_participle(clause[verb_at]):
        return verb_at
    # the first verb stays the clause's where it takes an object or is joined to the last ("that X founded a school
    # and later worked at": founded)
    between = {t.casefold() for t in clause[verb_at + 1 : last]}
    joined = bool(between & {"and", "or", "but", "when", "while", "he", "she", "they", "it", "i", "we"})
    takes_object = clause[verb_at + 1].casefold() in ("a", "an", "the")
    return verb_at if joined or takes_object else last


def _clause_step(pronoun: str, head: Sequence[str], clause: Sequence[str]) -> str | None:
    """The question that picks out "the HEAD PRONOUN CLAUSE"."""
    noun = " ".join(head)
    first = clause[0]
    if pronoun == "who" and first.casefold().startswith("co-") and len(head) == 1:
        return _question(["Which", noun, *clause])  # "the woman who co-founded X": one of its founders
    if pronoun in ("who", "whom") and not _starts_noun_phrase(first):
        return _question(["Who", *clause])
    if pronoun == "whose":
        return _question(["Which", f"{noun}'s", *clause])
    if pronoun == "where":
        aux = next((j for j, t in enumerate(clause) if t.casefold() in _BE), None)
        if aux is not None and 0 < aux <= 5 and _starts_noun_phrase(first):
            return _question(["In", "which", noun, clause[aux], *clause[:aux], *clause[aux + 1 :]])
        return _question(["Which", noun, "is", "where", *clause])
    if _bare_plural_subject(clause):  # "the ferry that islanders nickname 'the Maid'": not "islanders" done
        return _question(["Which", noun, "do", *clause])
    if not _starts_noun_phrase(first):
        return _question(["Which", noun, *clause])
    verb_at = _clause_verb_at(clause)
    if verb_at is None:
        return _question(["Which", noun, "is", "the", "one", "that", *clause])
    subject, verb, rest = clause[:verb_at], [clause[verb_at]], list(clause[verb_at + 1 :])
    perfect = [t.casefold() for t in subject[-2:]] in (["had", "been"], ["has", "been"], ["have", "been"])
    if perfect and len(subject) > 2 and is_participle(verb[0]):
        # "the ship that Ada Penn had been given": "Which ship had Ada Penn been given?"
        return _question(["Which", noun, subject[-2], *subject[:-2], "been", *verb, *rest])
    adverbs = []
    while len(subject) > 1 and subject[-1].casefold() in _BEFORE_PAST:  # "the last ship X *ever* built"
        adverbs.insert(0, subject.pop())
    if len(subject) > 1 and subject[-1].casefold() in ("had", "has", "have") and is_participle(verb[0]):
        subject.pop()  # "the ship that Ada Penn *had* commanded": the ship commanded by Ada Penn
    if len(subject) > 1 and subject[-1].casefold() in _BE and is_participle(verb[0]):
        # "the yard that the Pell Star was built at": "Which yard was the Pell Star built at?"
        return _question(["Which", noun, subject[-1], *subject[:-1], *verb, *rest])
    stranded = len(rest) == 1 and rest[0].casefold() in PREPOSITIONS
    base = PAST_TO_BASE.get(verb[0].casefold()) or INTRANSITIVE_PAST.get(verb[0].casefold())
    had = next((k for k, t in enumerate(subject[1:-1], 1) if t.casefold() in ("had", "has")), None)
    if stranded and had is not None and is_participle(verb[0]):  # had something done there: "did X have Y done in"
        return _question(["Which", noun, "did", *subject[:had], "have", *subject[had + 1 :], *verb, *rest])
    if stranded and base is not None:
        # "the college that Ada Pell trained at": "Which college did Ada Pell train at?"
        return _question(["Which", noun, "did", *subject, base, *rest])
    if verb[0].casefold() in INTRANSITIVE_PAST:  # done, not undergone: no passive ("the dock that X went into")
        return _question(["Which", noun, "is", "the", "one", "that", *clause])
    after_particle = rest[1:] if rest and rest[0].casefold() in _PARTICLES else rest
    if after_particle and (
        after_particle[0].casefold() in _DETERMINERS | _OBJECT_PRONOUNS | _QUANTIFIERS or _is_name(after_particle[0])
    ):
        # the verb has an object of its own ("put its first power station beside", "left most of her fortune to",
        # "drew up the plans for", fresh69 k07 was "was drawn up by #2 the plans for"): no passive
        return _question(["Which", noun, "is", "the", "one", "that", *clause])
    if rest and (rest[0].casefold() in _PARTICLES or (len(rest) == 1 and rest[0].casefold() in PREPOSITIONS)):
        verb.append(rest.pop(0))  # "turned out"; "the church that X paid for": "was paid for by X"
    verb[0] = PAST_TO_PARTICIPLE.get(verb[0].casefold(), verb[0])
    return _question(["Which", noun, "was", *adverbs, *verb, "by", *subject, *rest])


def _subject_of_contact_clause(tokens: list[str], start: int, frame: _Frame) -> bool:
    """Whether "the NAME ..." at ``start`` is the doer of an outer noun's clause without "that" ("the
    double-ended ferry *the Carrow Yard delivered in 1997*": the ferry was delivered, not the yard;
    fresh35 h05 asked "Which Carrow Yard was delivered in 1997?")."""
    k = start - 1
    while k > 0 and tokens[k] == tokens[k].casefold() and _in_noun_run(tokens[k]) and tokens[k] not in PREPOSITIONS:
        k -= 1
    return k < start - 1 and tokens[k].casefold() == "the" and _contact(tokens, k, frame) is not None


def _ing_after_noun(tokens: Sequence[str], start: int, j: int) -> bool:
    """Whether the -ing word at ``j`` follows a common noun of "the ..." at ``start`` ("the cooperative *selling*"):
    not a time word ("the overnight sailing"), nor a name only ("the Dunmere engineering partnership X", fresh46
    k10)."""
    return tokens[j - 1].casefold() not in _WHEN_WORDS and any(t == t.casefold() for t in tokens[start + 1 : j])


def _on_route(tokens: Sequence[str], start: int, j: int) -> tuple[bool, bool]:
    """Whether "on" at ``j`` puts a vessel of "the ..." at ``start`` on a route ("the ship on the night crossing"),
    and whether "used" stands between them ("the ship *used* on the overnight crossing", fresh47 h05)."""
    used = tokens[j - 1].casefold() == "used" and j - 2 > start
    vessel = singular(tokens[j - 1 - used].casefold()) in _VESSELS
    return tokens[j].casefold() == "on" and vessel and not _owned(tokens, start), used


def _reduced(tokens: list[str], start: int, frame: _Frame) -> _Found | None:
    """ "the glassworks founded by X", "the cooperative selling cheese at Y", "the town with Z",
    "the ship on the night crossing to Y"."""
    if tokens[start].casefold() != "the" or _subject_of_contact_clause(tokens, start, frame):
        return None
    for j in range(start + 2, min(start + 6, len(tokens) - 1)):
        word = tokens[j].casefold()
        if word in _RELATIVE or word in _AUX or tokens[j] in ",;:":
            return None
        after = j + 1 + _time_span(tokens, j + 1)  # "commanded from 1975 to 1998 by X"
        by = after < frame.end and is_participle(word) and tokens[after].casefold() == "by"
        ing = is_ing_participle(tokens[j]) and _ing_after_noun(tokens, start, j)  # "the cooperative selling"
        with_ = word == "with" and not _is_name(tokens[j - 1]) and tokens[j - 1].casefold() != "together"
        on_route, used = _on_route(tokens, start, j)
        dated = _dated_participle(tokens, start, j, frame)
        trait = names_a_trait(tokens, j) and j + 2 < frame.end
        if not (by or ing or with_ or on_route or dated or trait):
            if word in PREPOSITIONS:
                return None
            continue
        if on_route:
            end = _route_end(tokens, j + 1, frame)
        elif dated:  # "the route opened in 1931": the date alone
            end = j + 3
        elif trait:  # "the brewery best known for Aske Amber": the trait's noun alone
            end = _noun_run_end(tokens, j + 2 + (tokens[j + 2].casefold() in _DETERMINERS), frame)
        else:
            end = _with_end(tokens, j, frame) if with_ else _clause_end(tokens, start, j, frame, verb_seen=True)
        if by:
            end = min(end, _doer_end(tokens, after + 1, frame))
        if start == frame.subject and frame.gap is None and frame.end == len(tokens):
            # "When was the school founded in X?": the participle is the question's verb; not so in
            # "How long is the canal built by X?" (no present passive) or "did the yard founded by X launch ..."
            present = frame.aux in ("is", "are") and by
            ends_early = end < frame.end and (frame.aux in ("did", "does", "do") or (by or dated) and frame.aux in _BE)
            if not (with_ or on_route or trait or present or ends_early):
                return None
        degree = trait and tokens[j - 1].casefold() in _TRAIT_DEGREES and j - 1 > start + 1
        head, rest = tokens[start + 1 : j - degree - (on_route and used)], tokens[j + 1 : end]
        if not rest or any(t.casefold() in _RELATIVE for t in rest) or any(_is_possessive(t) for t in head):
            return None
        if any(t.casefold() in ("a", "an") or (t == t.casefold() and is_past_verb(t)) for t in head):
            return None  # "the Heron Hotel kept a coaching inn": a clause's verb and object, no thing's name
        if by and _written_of_another(tokens, start, word, head[-1]):
            return None  # "the guide to the night sky written by X": the guide was written, not the sky
        noun = " ".join(head)
        if head[0].casefold() in RANKS:  # "the first ship ordered by X": "What was the first ship ordered by X?"
            step = _question([_who(head[-1]), _be(frame), "the", *head, tokens[j], *rest])
        elif with_:
            step = _question(["Which", noun, "has", *rest])
        elif on_route:
            step = _question(["Which", noun, "is", *(["used"] if used else []), "on", *rest])
        elif by or dated:
            step = _question(["Which", noun, "was", tokens[j], *rest])
        elif trait:
            step = _question(["Which", noun, "is", *tokens[j - degree : j + 1], *rest])
        else:
            step = _question(["Which", noun, "is", tokens[j], *rest])
        return _Found(step=step, start=start, end=end)
    return None


_WRITTEN = {"written", "published", "composed", "edited", "printed", "compiled", "penned", "illustrated"}
_WRITTEN_WORKS = {
    "book", "guide", "history", "poem", "song", "account", "report", "article", "novel", "hymn", "play", "study",
    "map", "chart", "atlas", "pamphlet", "diary", "memoir", "journal", "paper", "column", "score", "piece", "work",
    "volume", "handbook", "manual", "logbook", "textbook", "series", "survey", "anthology", "collection", "edition",
    "title", "verse", "ballad", "tune", "letter", "catalogue", "list", "register", "chronicle", "almanac",
    "newspaper", "magazine", "periodical", "gazette", "dictionary", "review", "yearbook", "directory", "bulletin",
    "opera", "story", "symphony", "essay", "treatise", "script", "sermon", "speech", "libretto", "hymnal", "carol",
    "sonata", "cantata", "mass", "anthem", "requiem", "oratorio", "tract", "thesis", "biography", "guidebook",
    "musical", "photograph", "photo", "painting", "picture", "print", "engraving", "drawing", "sketch", "poster",
    "postcard",
}  # fmt: skip
"""A participle only a written work takes ("written by X"), and the works it takes."""


def _written_of_another(tokens: Sequence[str], start: int, participle: str, noun: str) -> bool:
    """Whether "written by X" after "the NOUN" belongs to a work before it: NOUN is no work and follows a
    preposition ("the popular guide *to* the night sky written by X", fresh29 k04 asked "Which night sky was
    written by #1?")."""
    before = tokens[start - 1].casefold() if start else ""
    return participle in _WRITTEN and singular(noun.casefold()) not in _WRITTEN_WORKS and before in PREPOSITIONS


def _doer_end(tokens: Sequence[str], at: int, frame: _Frame) -> int:
    """Where "by NAME" ends when a past verb follows the name ("when the company started by X
    *stopped* cutting": the verb is the clause's own); the frame's end otherwise."""
    k = at
    while k < frame.end and _is_name(tokens[k]):
        k += 1
    verb = tokens[k] if k < frame.end else ""
    if k > at and verb == verb.casefold() and (is_past_verb(verb) or verb in INTRANSITIVE_PAST):
        return k
    if k > at and k == frame.end - 1 and verb.casefold() in _ADVERBS | {"afterwards", "today", "now"}:
        return k  # "Who owned the shed built by Tom Hale *later*?": the question's own adverb
    return frame.end


_WHEN_WORDS = {
    "overnight", "daily", "nightly", "weekly", "morning", "evening", "night", "summer", "winter", "early", "late",
    "first", "last", "regular",
}  # fmt: skip
"""Words that say when a "-ing" word after them happens, which makes it a noun ("the overnight sailing",
"the first crossing"), not a participle describing a thing ("the ferry sailing to X")."""


def _time_span(tokens: Sequence[str], at: int) -> int:
    """How many tokens a time phrase at ``at`` takes ("from 1975 to 1998", "between 1975 and 1998",
    "in 1975"); 0 when there is none."""
    words = [t.casefold() for t in tokens[at : at + 4]]
    years = [bool(re.fullmatch(r"\d{4}", w)) for w in words]
    if len(words) == 4 and years[1] and years[3] and (words[0], words[2]) in _TIME_SPAN_WORDS:
        return 4
    return 2 if len(words) >= 2 and words[0] in ("in", "during") and years[1] else 0


_TIME_SPAN_WORDS = {("from", "to"), ("from", "until"), ("between", "and")}


def _with_end(tokens: Sequence[str], j: int, frame: _Frame) -> int:
    """Where "the NOUN with ..." ends: at the question's own verb after "did" ("did the founder of
    the church with the 52-metre spire *complete* his first one": a verb right after a noun, not
    after an article, as in "with *a lift*"); the frame's end otherwise."""
    for k in range(j + 2, frame.end):
        if tokens[k - 1].casefold() not in _DETERMINERS and _do_verb_at(tokens, k, frame):
            return k
    return frame.end


_DATED_PARTICIPLE = re.compile(r"in (?:1\d{3}|20\d{2})$")


def _dated_participle(tokens: Sequence[str], start: int, j: int, frame: _Frame) -> bool:
    """Whether "the NOUN PARTICIPLE in YEAR" is a description to look up ("the route *opened in
    1931*"): not when a place follows the date ("the organ installed in 1909 in St Bride's": the
    phrase runs on), nor when the noun is a clause's subject ("that *the Wendle boatyard built* in
    1954": the clause's own verb)."""
    after = tokens[j + 3] if j + 3 < frame.end else ""
    return (
        is_participle(tokens[j].casefold())
        and j + 2 < frame.end
        and _DATED_PARTICIPLE.match(" ".join(tokens[j + 1 : j + 3])) is not None
        and after.casefold() not in PREPOSITIONS | {"or", "and"}  # "Was the ship built in 1950 or in 1960?"
        and (start == 0 or tokens[start - 1].casefold() not in _RELATIVE)
    )


def _route_end(tokens: Sequence[str], start: int, frame: _Frame) -> int:
    """Where a route's name ends ("the Port Orrin to Brannoch Quay route", "the night crossing to
    Brannoch Quay", "the Velmar Harbourline's busiest crossing"): at the first word that is no name,
    noun, article or link of a route ("had her stern door renewed", a comma)."""
    links = {"the", "to", "from", "between", "and", "via", "of"}
    j = start
    while j < frame.end and (
        tokens[j].casefold() in links
        or _is_name(tokens[j])
        or (_in_noun_run(tokens[j]) and not _verb_like(tokens[j]))
        or (_is_possessive(tokens[j]) and j > start and _is_name(tokens[j - 1]))  # "the Velmar Harbourline's busiest"
    ):
        j += 1
    return j


def _owned(tokens: Sequence[str], start: int) -> bool:
    """Whether the phrase at ``start`` is a role's owner ("the master *of* the ship on the route"):
    that step is tried whole first, and split in code when it fails (``split_located_owner``)."""
    return start > 0 and tokens[start - 1].casefold() == "of"


_GERUND_TAKERS = {"stopped", "started", "began", "finished", "ceased"}
"""Pasts whose -ing word after them is theirs ("stopped cutting"), not the question's."""


def _when(tokens: list[str], start: int, frame: _Frame) -> _Found | None:
    """ "the harbourmaster *when the town's new terminal opened*": the time is looked up first
    ("When did the town's new terminal open?") and the rest asks about it ("... in #1")."""
    if start == 0 or tokens[start].casefold() != "when" or start + 2 >= len(tokens):
        return None
    # the clause runs to the question's own verb; when it holds no verb before that, the question's
    # last word is the clause's ("Who was harbourmaster when its terminal *opened*")
    for end in (frame.end, len(tokens)):
        clause = tokens[start + 1 : end]
        verb = next((i for i, t in enumerate(clause) if i and t == t.casefold() and is_past_verb(t)), None)
        if verb is not None:
            break
    if not clause or not (_starts_noun_phrase(clause[0]) or _is_possessive(clause[0])):
        return None
    if verb is None or any(t.casefold() in _RELATIVE or t in ",;:" for t in clause):
        return None
    if any(re.fullmatch(r"1\d{3}|20\d{2}", t) for t in clause):
        return None  # "when MV X was given new engines in 1989": the time is given, nothing to look up
    if any(t == t.casefold() and is_past_verb(t) for t in clause[verb + 1 :]):
        return None  # "when the mill she founded burned down": the first verb is a clause's inside it
    if verb == len(clause) - 1 and clause[verb].casefold() in _GERUND_TAKERS and end < len(tokens):
        if is_ing_participle(tokens[end]):  # "when the company stopped *cutting*": the clause's own
            end += 1
            clause = tokens[start + 1 : end]
    subject, rest = _owner_for_pronoun(clause[:verb], tokens[:start]), clause[verb + 1 :]
    if subject[-1].casefold() in _BE and is_participle(clause[verb]):  # "when the pier was built"
        step = _question(["When", subject[-1], *subject[:-1], clause[verb], *rest])
    elif clause[verb].casefold() in PAST_TO_BASE:  # "when the terminal opened"
        step = _question(["When", "did", *subject, PAST_TO_BASE[clause[verb].casefold()], *rest])
    else:
        return None
    return _Found(step=step, start=start, end=end, lead=("in",))


def _owner_for_pronoun(subject: Sequence[str], before: Sequence[str]) -> list[str]:
    """ "its new terminal" after "harbourmaster of Corvanmouth": "Corvanmouth's new terminal" (the
    name written last before it); the subject as it is otherwise."""
    if not subject or subject[0].casefold() not in ("its", "his", "her", "their"):
        return list(subject)
    end = next((i + 1 for i in range(len(before) - 1, -1, -1) if _is_name(before[i])), None)
    if end is None:
        return list(subject)
    begin = end - 1
    while begin > 0 and _is_name(before[begin - 1]):
        begin -= 1
    return [" ".join(before[begin:end]) + "'s", *subject[1:]]


def _ranked(tokens: list[str], start: int, frame: _Frame) -> _Found | None:
    """ "the first woman to command a ship of X", "the last keeper to live at Y": an infinitive
    after a rank picks out one thing ("Who was the first woman to command a ship of X?")."""
    if tokens[start].casefold() != "the" or start + 1 >= frame.end or tokens[start + 1].casefold() not in RANKS:
        return None
    j = start + 2
    while j < frame.end and j - start <= 5 and tokens[j] == tokens[j].casefold() and _in_noun_run(tokens[j]):
        j += 1
    if j == start + 2 or j + 2 > frame.end or tokens[j] != "to" or not _verb_word(tokens[j + 1]):
        return None
    if any(t.casefold() in _RELATIVE for t in tokens[j : frame.end]):
        return None
    head = next(t for t in reversed(tokens[start + 2 : j]) if t.casefold() not in ("ever", "yet"))  # "woman *ever*"
    step = _question([_who(head), _be(frame), *tokens[start : frame.end]])
    return _keep_final(tokens, _Found(step=step, start=start, end=frame.end), frame)


def _one_of_found(tokens: list[str], start: int) -> _Found | None:
    """ "the elder of #3" once #3 (the two brothers who founded X) is found: which one is its own
    step ("Who was the elder of #3?"), so the next step asks about one person."""
    words = [t.casefold() for t in tokens[start : start + 4]]
    if len(words) < 4 or words[0] != "the" or words[1] not in ONE_OF_TWO or words[2] != "of":
        return None
    if not re.fullmatch(r"#\d+", tokens[start + 3]):
        return None
    return _Found(step=_question(["Who", "was", *tokens[start : start + 4]]), start=start, end=start + 4)


def _role(tokens: list[str], start: int, frame: _Frame) -> _Found | None:
    """ "the ROLE of X" / "X's ROLE" for a person, organisation or place ("the mayor of X",
    "Ada Oduya's birthplace", "the valley's largest town")."""
    if start >= 2 and tokens[start - 2].casefold() in ("who", "that") and tokens[start - 1].casefold() in _BE:
        return None  # "the man who was Pell's mayor in 1920": the clause is the lookup, whole
    if start and tokens[start - 1].casefold() in _BECOME or _held_post(tokens, start):
        # "when did X become the first mayor of Pell?", "his post as the company's superintendent": what X
        # became or held is asked about, not looked up
        return None
    owner_end = _possessor_end(tokens, start)
    if owner_end is not None:
        role_end = _kin_run_end(tokens, owner_end + 1, _noun_run_end(tokens, owner_end + 1, frame))
        role = tokens[owner_end + 1 : role_end]
        owner = tokens[start:owner_end]
        if not role or not _is_role(role[-1]) or _named_after(tokens, role_end):
            return None
        if _places_of_a_place(role) and not any(t.casefold() in RANKS for t in role):
            return None  # "to bring clean water to *the valley's towns*": all of them, no one place to look up
        if start <= (_predicate_role_at(tokens, start, frame) or -1) < role_end:
            return None  # "was the man who started the chain that packed *Venn's Valley Tea mayor* of his town"
        if role[-1].casefold() in _BIRTHPLACE:
            step = _question(["Where", "was", *owner, "born"])
        else:
            if any(t.casefold() in RANKS for t in role):  # "X's first ship *with a lift for wheelchairs*"
                qualified = _qualifier_end(tokens, role_end, frame)
                role, role_end = [*role, *tokens[role_end:qualified]], qualified
            timed = _time_after(tokens, role_end, frame)  # "Pell's mayor in 1920": that year's mayor
            step = _question([_who(role[-1]), _be(frame, role[-1]), *owner, "'s", *role, *tokens[role_end:timed]])
            role_end = timed
        return _keep_final(tokens, _Found(step=step, start=start, end=role_end), frame)
    article = tokens[start].casefold()
    kin = article in ("a", "an") and start + 1 < len(tokens) and tokens[start + 1].casefold() in _KIN_OF_A
    # only as a clause's subject ("the ferry on which *a great-granddaughter of X* served"), not "Was Ada Penn a
    # daughter of X?", nor "the school founded by a son of X" (one of several, the clause tells which)
    kin = kin and start > 0 and tokens[start - 1].casefold() in ("which", "whom")
    if article != "the" and not kin or (start and tokens[start - 1] == ","):
        return None  # (", the founder of X," describes a name already given: nothing to look up)
    if start >= 2 and tokens[start - 1].casefold() == "of" and tokens[start - 2].casefold() in ("which", "who", "one"):
        return None  # "which of the founders of X ...": one step over X's founders, not a list to look up
    of = next((j for j in range(start + 1, min(start + 5, len(tokens))) if tokens[j].casefold() in _ROLE_LINKS), None)
    if of is None or of == start + 1 or any(not _in_noun_run(t) for t in tokens[start + 1 : of]):
        return None
    role = tokens[start + 1 : of]
    if not _is_role(role[-1]) or tokens[of].casefold() != "of" and singular(role[-1]) not in PERSON_ROLES:
        return None  # "the harbourmaster in the Velmar Isles" is a post; "the school in X" no role
    if tokens[of].casefold() == "from" and not _from_a_place(tokens, start, of, frame):
        return None  # "took over the chair from her": whom it came from, no one's origin
    if start <= (_predicate_role_at(tokens, start, frame) or -1) < of:
        return None  # "was the man who founded *the Pell mill mayor* of Pell": "mayor of Pell" is the question's
    owner_end = _of_chain_end(tokens, of + 1, frame)
    if owner_end is None or _named_after(tokens, owner_end):
        return None
    owner = tokens[of + 1 : owner_end]
    if role == [role[-1]] and role[-1].casefold() in _NAMING_NOUNS and all(_is_name(t) for t in owner):
        return None  # "the island of Orrinsay" is Orrinsay: nothing to look up
    if role[-1].casefold() in _BIRTHPLACE:
        step = _question(["Where", "was", *owner, "born"])
    else:
        step = _question([_who(role[-1]), _be(frame, role[-1]), tokens[start].casefold(), *role, tokens[of], *owner])
    return _keep_final(tokens, _Found(step=step, start=start, end=owner_end), frame)


def _kin_run_end(tokens: Sequence[str], start: int, end: int) -> int:
    """The end of the noun run ``tokens[start:end]`` after a possessive, cut after a kin word that a post
    follows ("Which ship was X's *father* master of?", fresh50 h05): a kin word is nobody's modifier, so the post
    after it is the question's own ("master of"), asked of the kin. Only before a post: "X's sister ship", "X's
    grandfather clock", "X's mother tongue" and a name after the kin ("X's son Jonas Lusk") stay whole."""
    for at in range(start, end - 1):
        if re.fullmatch(_KIN_WORD, tokens[at], re.I) and singular(tokens[at + 1]) in PERSON_ROLES:
            return at + 1
    return end


def _places_of_a_place(role: Sequence[str]) -> bool:
    """Whether a possessive's role is places in the plural ("the valley's *towns*", "the island's *villages*"): a
    set, which no step can answer with one name."""
    word = role[-1].casefold()
    return singular(word) != word and singular(word) in PLACE_ROLES


_KIN_OF_A = {
    "son", "daughter", "grandson", "granddaughter", "great-grandson", "great-granddaughter", "nephew", "niece",
    "cousin", "brother", "sister", "descendant",
}  # fmt: skip
"""Kin one of several may be ("*a* great-granddaughter of the shipwright X"): looked up with its "a"."""


_HELD = {"post", "role", "job", "position", "office", "term", "time", "years", "days", "career"}


def _held_post(tokens: Sequence[str], start: int) -> bool:
    """Whether the noun at ``start`` is a post someone held, named after "his post as" / "her
    years as"."""
    return start >= 2 and tokens[start - 1].casefold() == "as" and tokens[start - 2].casefold() in _HELD


def _qualifier_end(tokens: Sequence[str], end: int, frame: _Frame) -> int:
    """The end of what a ranked thing is first in ("the company's first ship *with a lift for
    wheelchairs*", "*to carry cars*"): the rank picks out one thing among those with it, so the
    phrase belongs to the lookup, not to the question around it; ``end`` when none follows. A participle may lead
    it ("the company's first ferry *built to carry cars*", fresh40 h06 asked "How long is #1 built to carry cars?")."""
    # (not when the participle is the question's own passive verb: "When was X's first ship built to ...?")
    passive = any(t.casefold() in ("was", "were") for t in tokens[:end])
    led = end + 3 <= frame.end and is_participle(tokens[end].casefold()) and not passive
    if led and (tokens[end + 1] == "with" or tokens[end + 1] == "to" and tokens[end + 2] in BASE_VERBS):  # not "to a"
        after = _qualifier_end(tokens, end + 1, frame)
        return after if after > end + 1 else end
    if end + 2 > frame.end or not (
        tokens[end] == "with"
        and _starts_noun_phrase(tokens[end + 1])
        or tokens[end] == "to"
        and _verb_word(tokens[end + 1])
    ):
        return end
    j = end + 2
    while j < frame.end and (
        tokens[j] in _DETERMINERS
        or tokens[j] in ("for", "of", "and")
        or _in_noun_run(tokens[j])
        and not _verb_like(tokens[j])
    ):
        j += 1
    return j


def _time_after(tokens: Sequence[str], end: int, frame: _Frame) -> int:
    """The end of a time written right after a post ("in 1920", "in #1", "from 1875"), which picks
    out who held it then; ``end`` when there is none."""
    if (
        end + 2 <= frame.end
        and tokens[end].casefold() in ("in", "from")
        and re.fullmatch(r"#\d+|1\d{3}|20\d{2}", tokens[end + 1])
    ):
        return end + 2
    return end


def _named_after(tokens: Sequence[str], end: int) -> bool:
    """ "Oona Brask's father, Calum Brask, ...": the question names whom it describes."""
    return end + 1 < len(tokens) and tokens[end] == "," and _is_name(tokens[end + 1])


def _keep_final(tokens: list[str], found: _Found, frame: _Frame) -> _Found | None:
    """No step when the description *is* the question ("Who was the first chairwoman of #1?"); "How
    long is the main tributary of X?" asks a value of the thing described, so that is looked up first."""
    rest = found.apply(tokens, "#")
    asks_value = tokens[0].casefold() == "how"
    if frame.aux in _BE and rest[-1] == "#" and len(rest) <= (frame.subject or 0) + 1 and not asks_value:
        return None
    return found


def _possessor_end(tokens: Sequence[str], start: int) -> int | None:
    """Index of the "'s" when a possessor starts at ``start`` ("Ada Oduya's", "the valley's", "#1's")."""
    word = tokens[start]
    if word.casefold() == "the":
        j = start + 1
        while (
            j < len(tokens)
            and j - start <= 4
            and (
                _in_noun_run(tokens[j])
                or tokens[j] in ("&", "of")
                and _is_name(tokens[j - 1])
                and _next_is_name(tokens, j)
            )
        ):  # "the Bank of Velmar's", "the Brack & Oduya's"
            j += 1
        return j if j < len(tokens) and j > start + 1 and _is_possessive(tokens[j]) else None
    before = tokens[start - 1] if start else ""
    if _is_name(before) or _is_possessive(before) or before.casefold() == "the":
        return None  # not the start of the name
    if before in ("&", "and", "of") and start >= 2 and _is_name(tokens[start - 2]):
        return None  # "Brack & *Oduya*'s": the name starts at "Brack"
    if _described_name(tokens, start):
        return None  # "the grocer Edmund Venn's sister": the possessor starts at "the"
    if not (_is_name(word) or word.startswith("#")):
        return None
    j = start + 1
    while j < len(tokens) and (_is_name(tokens[j]) or tokens[j] in ("&", "and", "of") and _next_is_name(tokens, j)):
        j += 1
    return j if j < len(tokens) and _is_possessive(tokens[j]) else None


def _described_name(tokens: Sequence[str], start: int) -> bool:
    """Whether the name at ``start`` follows "the" and lowercase nouns ("the racing cyclist")."""
    j = start - 1
    while j >= 0 and start - j <= 3 and tokens[j] == tokens[j].casefold() and _in_noun_run(tokens[j]):
        j -= 1
    return j < start - 1 and j >= 0 and tokens[j].casefold() == "the"


_OBJECT_OPENERS = _DETERMINERS - {"this", "that", "these", "those"}
"""What opens a verb's object right after it; not a demonstrative, which after a noun is more
often a relative "that" ("the son of the woman *that* founded X")."""


def _do_verb_at(tokens: Sequence[str], k: int, frame: _Frame) -> bool:
    """Whether, after "did / does / do" and its subject's first words, the word at ``k`` is the
    question's own verb: one ``BASE_VERBS`` knows, or a lowercase word right before an article
    or a possessive that opens its object ("did the nephew of X *direct* an observatory"): no
    noun run goes on through "an"."""
    if frame.aux not in _DO:
        return False
    word = tokens[k]
    opens_object = word == word.casefold() and k + 1 < len(tokens) and tokens[k + 1].casefold() in _OBJECT_OPENERS
    return word in BASE_VERBS or opens_object or _with_particle(tokens, k)


def _with_particle(tokens: Sequence[str], k: int) -> bool:
    """Whether the word at ``k`` is a verb with its particle after it ("did the yard that built X
    *turn* out for Y"): a lowercase word, then "out" / "up" / "down" / "off" / "over"; or "into" /
    "onto" after a verb of change or motion ("did the company that opened X *pass* into the hands of
    Y", fresh26 k01: "pass" is in no word list). Only those verbs: a noun comes before "into" often
    enough ("the firm that brought the Pell tramway into Dunmere")."""
    word = tokens[k]
    after = tokens[k + 1] if k + 1 < len(tokens) else ""
    if after in ("into", "onto"):
        return word in _INTO_VERBS
    return word == word.casefold() and after in _PARTICLES - {"home", "back"}


_INTO_VERBS = {"pass", "turn", "go", "come", "grow", "change", "fall", "merge", "move", "develop", "fold", "sink"}
"""Verbs of change or motion that "into" / "onto" follows as their particle."""


def _noun_run_end(tokens: Sequence[str], start: int, frame: _Frame) -> int:
    j = start
    while j < min(len(tokens), frame.end) and _in_noun_run(tokens[j]):
        if j > start and _do_verb_at(tokens, j, frame):
            break  # "did X's father *make* bicycles": the question's own verb
        if j > start and tokens[j].casefold() == "out" and j + 1 < len(tokens) and tokens[j + 1].casefold() == "of":
            break  # "was the company's flagship *out of* service": a state, no part of the noun
        j += 1
    return j


def _of_chain_end(tokens: Sequence[str], start: int, frame: _Frame) -> int | None:
    """End of the owner in "the ROLE of OWNER": a name, ``#n``, a quoted title, or "the ..."
    (with further "of ..." inside). None when a description continues it (a relative clause,
    "founded by ...": that is resolved first)."""
    j = start
    while True:
        if j >= frame.end:
            return None
        word = tokens[j]
        if word.startswith(("#", '"', "“")):
            j += 1
        elif word.casefold() == "the" or _is_name(word):
            k = j + 1
            while k < frame.end and (_in_noun_run(tokens[k]) or tokens[k] in ("&", "and") and _next_is_name(tokens, k)):
                if (k > j + 1 or word.casefold() != "the") and _do_verb_at(tokens, k, frame):
                    break  # "can the hall built by ... the Pell library *seat*", "did the mayor of Pell *sail*"
                if tokens[k] in _ADVERBS and k + 1 < len(tokens) and is_past_verb(tokens[k + 1]):
                    break  # "where the founders of the Pell club *first met*": the clause's adverb and verb
                k += 1
            if k == j + 1 and word.casefold() == "the":
                return None
            j = k
        else:
            return None
        if j + 1 < frame.end and tokens[j].casefold() in _OWNER_LINKS and _owner_word(tokens[j + 1]):
            j += 1  # "the brewery in #1", "the school at Dunmere": still the owner
            continue
        if j < len(tokens) and _is_possessive(tokens[j]):
            k = _noun_run_end(tokens, j + 1, frame)
            if k == j + 1 or _is_role(tokens[k - 1]):
                return None  # "the mayor of Ada Penn's hometown": the hometown is a step of its own first
            j = k  # "the master of the company's very first ship": a thing, named in the step
        if j < len(tokens) and tokens[j].casefold() in _RELATIVE:
            return None
        if _participle_phrase_to_verb(tokens, j, frame):
            return frame.end  # "the chairman of the board *set up in 1866 to bring water to X* | born": one thing
        if names_a_trait(tokens, j + (tokens[j].casefold() in _TRAIT_DEGREES if j < len(tokens) else 0)):
            return None  # "the founder of the brewery best known for Aske Amber": the brewery first
        if j + 1 < len(tokens) and tokens[j].casefold() in ("with",):
            return None
        return j


def _participle_phrase_to_verb(tokens: Sequence[str], at: int, frame: _Frame) -> bool:
    """Whether an owner ends in a participle phrase that runs to the question's own verb ("the first chairman of the
    board *set up in 1866 to bring clean water to the towns* | born"): the phrase says which board, so the owner
    holds it whole; the question's verb is not in it (fresh67 k07 had "set up in 1866 ..." moved onto the last
    step). Not where a doer follows ("founded by X": looked up first), nor over a clause or a comma."""
    if not at < frame.end < len(tokens) or not is_participle(tokens[at]) or tokens[at] in _NOT_PARTICIPLES_AFTER:
        return False
    after = at + 1 + (at + 1 < frame.end and tokens[at + 1].casefold() in _PARTICLES)
    phrase = [t.casefold() for t in tokens[at : frame.end]]
    if after >= frame.end or tokens[after].casefold() not in PREPOSITIONS | {"to"} or "by" in phrase:
        return False
    if any(t.casefold() in _RELATIVE for t in tokens[frame.subject or 0 : at]):
        return False  # "the board that the founder of #1 *served on*": the clause's own verb
    return not any(t in _RELATIVE or t in ",;:" or t in _AUX for t in phrase)


_TRAIT_DEGREES = {"best", "well", "widely", "chiefly", "mainly", "mostly", "locally", "once"}
"""Adverbs before a trait ("the brewery *best* known for X")."""


def _from_a_place(tokens: Sequence[str], start: int, at: int, frame: _Frame) -> bool:
    """Whether "the ROLE from X" tells which person a wh-question asks of by where they come from ("When was the
    wood carver from Harlow Cross born?"): one person, X a name the question's own verb follows, the role no
    verb's object ("took over the chair from Ada Penn": whom it came from). Not "Was the captain from Holt?" nor
    "How far is the keeper from Holt?" (the place is what is asked), nor "the sailors from Holt" (a group)."""
    end = at + 1
    while end < len(tokens) and _is_name(tokens[end]) and not tokens[end].startswith("#"):
        end += 1
    role = tokens[at - 1].casefold()
    if end == at + 1 or end != frame.end or end == len(tokens) or singular(role) != role:
        return False
    if tokens[0].casefold() not in _WH or tokens[1].casefold() in ("far", "long", "near", "close"):
        return False
    before = tokens[start - 1].casefold() if start else ""
    return before in _AUX or not (before in _PARTICLES or before in PAST_TO_BASE or _verb_like(before))


_ROLE_LINKS = {"of", "in", "at", "from", "behind"}
"""What joins a role to its owner: "the mayor of X", a person's post "in" or "at" a place, "the naval
architect behind X"."""
_OWNER_LINKS = {"of", "in", "at", "near", "on", "from", "to", "between"}


def _owner_word(word: str) -> bool:
    return word.casefold() == "the" or word.startswith(("#", '"', "“")) or _is_name(word)


def _in_noun_run(word: str) -> bool:
    low = word.casefold()
    return (
        bool(re.match(r"[\w#\"“]", word))
        and low not in _AUX
        and low not in _RELATIVE
        and low not in PREPOSITIONS
        and low not in _DETERMINERS
        and low not in ("and", "or")
        and not (word == low and (is_participle(low) or is_past_verb(low)))
    )


def _is_role(word: str) -> bool:
    low = singular(word)
    return low in PERSON_ROLES or low in PLACE_ROLES or low in ORGANISATION_ROLES or low in _VESSELS


def _who(role: str) -> str:
    return "Who" if singular(role) in PERSON_ROLES or role.casefold() in PEOPLE_WORDS else "What"


def _be(frame: _Frame, role: str = "") -> str:
    plural = role.casefold().endswith("s") and singular(role) != role.casefold()
    if frame.past:
        return "were" if plural else "was"
    return "are" if plural else "is"


def _is_name(word: str) -> bool:
    return bool(word[:1].isupper() or word[:1].isdigit()) and not _is_possessive(word)


def _next_is_name(tokens: Sequence[str], j: int) -> bool:
    return j + 1 < len(tokens) and _is_name(tokens[j + 1])


def _is_possessive(word: str) -> bool:
    return word in ("'s", "’s")


def _starts_noun_phrase(word: str) -> bool:
    return word.casefold() in _DETERMINERS or word.startswith(("#", '"', "“")) or _is_name(word)


def _question(words: Sequence[str]) -> str:
    text = " ".join(words)
    text = re.sub(r"\s+(['’]s|[,;:])", r"\1", text)
    return text[:1].upper() + text[1:] + "?"


def _sentence(tokens: Sequence[str]) -> str:
    return _question(tokens)
