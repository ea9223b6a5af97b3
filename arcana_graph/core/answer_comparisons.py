"""Comparisons decided in code: "which is older / larger / more ...?" questions (also "Was X
finished before Y?", "Does X have more N than Y?", "Is X longer than Y?") read into their sides, and
decided from the values earlier steps found for each side, not by the model.

* ``compare(question, facts)``: "which is older / larger / more ...?" decided from two numbers or
  dates found by earlier steps.
* ``name_for_side(side, sentences)``: "the infirmary" as "the Dunmere Infirmary" when its
  sentences name it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from arcana_graph.core.answer_words import LINKING_WORDS, YEAR, name_words, noun_category
from arcana_graph.core.question_words import PEOPLE_WORDS, singular
from arcana_graph.core.text import (
    COMPARATIVES,
    IRREGULAR_PARTICIPLES,
    LARGER_WINS,
    PERSON_ROLES,
    SMALLER_WINS,
    strip_chatter,
    words,
)
from arcana_graph.core.wording import number_word_value, without_hedge

__all__ = [
    "BEFORE_AFTER",
    "DIRECTION",
    "EVENT_NOUNS",
    "GOING_LONGER",
    "HAD_BY_THEN",
    "HELD_LONGER",
    "LIVED_LONGER",
    "MORE_THAN",
    "SIDE_AT_POST",
    "THAN_COMPARISON",
    "aux_sides",
    "compare",
    "comparison",
    "in_side_order",
    "noun_of_a_side",
    "name_for_side",
    "split_sides",
    "value_of",
    "with_family_name",
]


DIRECTION = {
    "smaller": re.compile(rf"\b({'|'.join([*SMALLER_WINS, 'first'])})\b", re.I),
    "larger": re.compile(rf"\b({'|'.join(LARGER_WINS)})\b", re.I),
}
"""The words of a comparison that ask for the smaller value ("older", "earlier", "first": the earlier
year) and those that ask for the larger ("larger", "more")."""


def comparison(question: str) -> tuple[str, ...] | None:
    """The sides of "Which is older, X or Y?" / "... X (#1), Y (#2) or Z (#3)" (two or three),
    of "Do more people live in X or in Y?", else None (the question without its conversational
    opening: ``strip_chatter``, done by the callers). A side is cleaned of its article, bracket
    and possessive ("Dunmere's" -> "Dunmere"); a first name alone gets the family name the question
    gives ("which of the Oakes brothers, Vivian or Lionel?" -> "Lionel Oakes")."""
    if not any(p.search(question) for p in DIRECTION.values()):
        return None
    # "At their peaks, which employed more people: A, or B?": the phrase before the lead is no side (fresh32 k10)
    question = re.sub(
        r"^\s*(?:at|in|by|during)\s+[^,:]{1,30},\s*(?=(?:which|who|whose|what)\b)", "", question, flags=re.I
    )
    aux_led = aux_sides(question)
    if aux_led is not None:
        parts = [aux_led["a"], aux_led["b"]]
    elif re.match(r"\s*(which|who|whose|what)\b", question, re.I):
        tail = re.split(r"[,:]", question, maxsplit=1)[1] if re.search(r"[,:]", question) else question
        parts = split_sides(tail.strip().rstrip("?"))
    else:
        return None
    if not 2 <= len(parts) <= 3:
        return None
    clean = [re.sub(r"\(#\d+\)|^\s*(the|between)\s+|['’]s$", "", p.strip(), flags=re.I).strip(" ,") for p in parts]
    return tuple(with_family_name(question, clean)) if all(clean) else None


def half_valued(question: str) -> bool:
    """Whether a comparison gives a value in brackets for one side and none for another ("Who was born earlier:
    Clara Venn (1874) or the first manager of the Tillingham Glassworks?", a model's re-plan after the manager's
    lookup failed): the passages read for it hold one side's value, and the model picks that side (fresh29 k09)."""
    if comparison(question) is None or not re.search(r"[,:]", question):
        return False
    sides = split_sides(re.split(r"[,:]", question, maxsplit=1)[1].strip().rstrip("?"))
    valued = [bool(re.search(r"\(\s*\d[\d,.\s–-]*\)", side)) for side in sides]  # "(1874)", not "(built 1900)"
    return len(sides) == 2 and any(valued) and not all(valued)


_DESCRIBED_NAME = re.compile(r"^(?:(?!(?:in|at|of|on|from|to|near|by|for)\s)[a-z-]+\s+)+(?=[A-Z][\w'’-]*\s+[A-Z])")
"""Lowercase words describing a person's name in front of it: "the wood carver Ruben Tallis"; not a journey's words
before its end ("the night run to Brannoch Quay" is no name "Brannoch Quay": fresh64 h05)."""


EVENT_NOUNS = {
    "opening": "opened", "founding": "founded", "foundation": "founded", "building": "built",
    "construction": "built", "completion": "completed", "closing": "closed", "closure": "closed",
    "launch": "launched", "launching": "launched", "consecration": "consecrated", "establishment": "established",
}  # fmt: skip
"""Nouns naming a thing's event, with the verb its date is asked with ("the opening of X": opened)."""
_EVENT_OF = re.compile(rf"^(?:the\s+)?(?:{'|'.join(EVENT_NOUNS)})\s+of\s+", re.IGNORECASE)


_QUALIFIED_NAME = re.compile(
    r"^(?P<name>(?:the\s+)?(?-i:[A-Z][\w'’-]*)(?:\s+(?-i:[A-Z][\w'’-]*))*)\s+"
    r"(?:at|since|after|before|when|with|in|on)\s+(?:her|his|its|their|she|he|it|they)\b.*$",
    re.IGNORECASE,
)
"""A named side with a qualifier of when or how its value counts: "MV Orrin Star at her service
speed", "MV Corvan Maid since she got her new engines"."""


_ACTIVITY_AT = re.compile(r"^[a-z]+ing\s+(?:[a-z]+\s+)?(?:at|in|on|from)\s+(?=(?:the\s+)?[A-Z])")
"""A side told by what was done there: "digging sand at the Tillingham sand pits" is the pits (fresh25 k14)."""


def _named_side(side: str) -> str:
    """A comparison's side as its answer: the name without the words describing it ("wood carver
    Ruben Tallis" -> "Ruben Tallis", "the opening of the Pell bridge" -> "the Pell bridge") or
    qualifying its value ("MV Orrin Star at her service speed" -> "MV Orrin Star"); a description
    of a thing ("bleachworks in Dunmore") as it is; a place where something was done ("digging sand
    at the X pits") as the place."""
    named = _DESCRIBED_NAME.sub("", _EVENT_OF.sub("", _ACTIVITY_AT.sub("", side)))
    qualified = _QUALIFIED_NAME.match(named)
    return qualified["name"] if qualified is not None else named


_SIDE_SEPARATOR = re.compile(r"\s*,\s*(?:or\s+)?|\s+or\s+")
_BARE_NAME = re.compile(r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*)+")
_PARTICIPLE_PHRASE = re.compile(rf"(?:[a-z]+ed|{'|'.join(IRREGULAR_PARTICIPLES)})\s+(?:by|in|at|for|on)\b")


def split_sides(text: str) -> list[str]:
    """The sides a comparison lists: "A, B or C" / "A, B, or C" / "A or B" -> their texts.

    A person described between commas is one side, named by the name: "the valley's first doctor,
    Helena Marsh, or the botanist Martha Brack, author of the flower book" compares Helena Marsh
    and the botanist Martha Brack. A description (no capital letter, a word for a person in it) is
    dropped after the last side, or next to a bare name ("Helena Marsh") before it; so is a
    participle phrase ("the Tern, built by the Pell yard, or the Gull"). "X or Y, and by how much?"
    asks more than a choice: it has no sides ([text])."""
    parts = _SIDE_SEPARATOR.split(text)
    separators = _SIDE_SEPARATOR.findall(text)
    if any(re.match(r"and\b", part.strip(), re.I) for part in parts[1:]):
        return [text]  # "X or Y, and by how much?": more than a choice is asked, no sides to read
    ors = [i for i, separator in enumerate(separators) if re.search(r"\bor\b", separator)]
    if not ors:
        return parts

    def participial(i: int) -> bool:  # "the Tern, built by the Pell yard, or the Gull": said of the side before it
        return _PARTICIPLE_PHRASE.match(parts[i].strip()) is not None

    def described(i: int) -> bool:
        return not re.search(r"[A-Z]", parts[i]) and any(
            noun_category(w) == "person" for w in re.findall(r"[a-z-]+", parts[i])
        )

    def bare(i: int) -> bool:
        return 0 <= i < len(parts) and _BARE_NAME.fullmatch(parts[i].strip()) is not None

    def named_last(i: int) -> bool:  # "... or her elder brother, the engineer Jonah Pike": the name after it
        return i == len(parts) - 1 and _NAMED_PERSON.fullmatch(parts[i].strip()) is not None

    def apposed(i: int) -> bool:  # "the company's first ship, *a coal-fired steamer*, or ...": said of the side before
        return (
            0 < i < len(parts) - 1
            and re.match(r"an?\s", parts[i].strip()) is not None
            and (re.match(r"(?:the|its|his|her|their)\s|[A-Z]", parts[i - 1].strip()) is not None)
        )

    last_side = ors[-1] + 1
    return [
        part
        for i, part in enumerate(parts)
        if not participial(i)
        and not apposed(i)
        and not (described(i) and (i > last_side or (i < last_side and (bare(i - 1) or bare(i + 1)))))
        and not (described(i) and i == last_side and named_last(i + 1))
    ]


_NAMED_PERSON = re.compile(r"(?:the\s+(?:[a-z-]+\s+){1,2})?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)+")
"""A person's name, maybe after a trade ("the engineer Jonah Pike"), that names a described side."""


def with_family_name(question: str, sides: Sequence[str]) -> list[str]:
    """Sides that are a first name alone, with the family name the question gives them: "which of
    the Oakes brothers was born first, Vivian or Lionel?" compares Vivian Oakes and Lionel Oakes;
    "which of the two Venns ..., the innkeeper Cora or the glassmaker Clara?" the innkeeper Cora Venn
    and the glassmaker Clara Venn."""
    family = re.search(
        r"\bthe (?:two |three )?([A-Z][\w-]+) (?:brothers|sisters|siblings|twins|cousins)\b(?!['’])", question
    ) or re.search(r"\b(?:of|both) the (?:two |three )?(?!Works\b)([A-Z][a-z-]+?[^e\W])s\b(?!['’])", question)
    if family is None:  # "the two Venns" above; not "Davies" or "the two Works"
        return list(sides)
    # "Vivian", or "the innkeeper Cora": a first name alone, maybe after a trade (not "the one from X")
    alone = r"(?:(?:the )?(?:(?!(?:one|from|in|of|at|on|by|near|with)\b)[a-z-]+ ){1,2})?[A-Z][\w-]+"
    return [f"{side} {family[1]}" if re.fullmatch(alone, side) else side for side in sides]


_AUX_COMPARISON = re.compile(
    r"^\s*(?:do|does|did|is|are|was|were|has|have|had)\s+(?P<lead>(?:more|fewer|less)\s+.+?)\s+"
    r"(?P<link>in|at|on|of|from|to)\s+(?P<a>.+?)\s+or\s+(?:(?P=link)\s+)?(?P<b>.+?)\s*\??$",
    re.IGNORECASE,
)
"""A comparison asked yes/no-style: "Do more people live in Dunmere or in the Ossery District?"."""


def aux_sides(question: str) -> re.Match[str] | None:
    """``_AUX_COMPARISON``'s match when both its sides are names ("Pell", "the Orlen District", "the
    town of Pell"), not a name and the rest of a clause ("Do more people from Pell or Orlen work at
    the mill?" has the sides Pell and Orlen, but the pattern reads "Orlen work at the mill"); None
    otherwise: such a question is not split in code."""
    match = _AUX_COMPARISON.match(question)
    if match is None:
        return None
    lowercase = re.findall(r"\b[a-z][\w'’-]*", f"{match['a']} {match['b']}")
    return match if all(w in LINKING_WORDS or noun_category(w) is not None for w in lowercase) else None


BEFORE_AFTER = re.compile(
    r"^\s*(?P<aux>was|were|did|is|are)\s+(?P<a>.+?)\s+(?P<verb>[a-z-]+)\s+"
    r"(?P<relation>before or after|after or before|before|after|earlier than|later than)\s+(?P<b>.+?)\s*\??$",
    re.IGNORECASE,
)
"""A yes/no comparison in time: "Was the town hall finished before the corn exchange?" (or "before
or after", answered "before" / "after")."""


HAD_BY_THEN = re.compile(
    r"^\s*had\s+(?P<a>.+?)\s+(?:already\s+)?(?P<verb>[a-z]+ed|been\s+[a-z]+)\b(?P<rest>[^?]*?)\s+"
    r"(?:when|by the time(?P<of>\s+of)?)\s+(?P<b>.+?)\s*\??$",
    re.IGNORECASE,
)
"""A yes/no comparison in time asked as a perfect: "Had the kilns already stopped burning when the
ropeworks closed?", "Had the mill closed by the time of the flood?" (yes when the first happened
in an earlier year than the second)."""


MORE_THAN = re.compile(
    r"^\s*(?:does|do|did|has|have|had)\s+(?P<a>.+?)\s+(?:have|has|had|got)\s+(?P<adj>more|fewer|less)\s+"
    r"(?P<noun>[a-z]+)\b(?P<rest>[^?]*?)\s+than\s+(?P<b>.+?)\s*\??$",
    re.IGNORECASE,
)
"""A yes/no comparison of counts: "Does Haldness have more people living in it than Haldwick?"."""


THAN_COMPARISON = re.compile(
    rf"^\s*(?P<aux>is|was|are|were)\s+(?P<a>.+?)\s+(?P<adj>{'|'.join(COMPARATIVES)})\s+than\s+(?P<b>.+?)\s*\??$",
    re.IGNORECASE,
)
"""A yes/no comparison of a value: "Is the Kell Water longer than the Aske canal?"."""


_DURATION = re.compile(r"(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?)\b", re.I)


def value_of(text: str) -> float | None:
    """A year (for dates), a duration in minutes ("1 hour 5 minutes" -> 65: its first number is
    not its length), the first number in ``text``, or a number written in words ("sixty", "seven
    weeks")."""
    year = YEAR.search(text)
    if year:
        return float(year.group(1))
    durations = _DURATION.findall(text)
    if durations:
        return sum(float(n) * (60 if unit.casefold().startswith("h") else 1) for n, unit in durations)
    number = re.search(r"\d[\d,]*(?:\.\d+)?", text)
    if number:
        return float(number.group(0).replace(",", ""))
    said = without_hedge(text).split()
    for end in range(len(said), max(len(said) - 3, 0), -1):  # "seven weeks": a number, then its unit
        worded = number_word_value(" ".join(said[:end]))
        if worded is not None and not {"of", "the", "a", "an"} & {w.casefold() for w in said[end:]}:
            return float(worded)  # not "one of the founders"
    return None


def _distinct_pair(values: Sequence[str]) -> tuple[float, float] | None:
    """The two sides' values of a yes/no comparison, when there are two, both are numbers or dates
    and they differ (a tie decides nothing); None otherwise."""
    if len(values) != 2:
        return None
    first, second = (value_of(v) for v in values)
    if first is None or second is None or first == second:
        return None
    return first, second


LIVED_LONGER = re.compile(
    r"\blived (?:longer|the longest|longest)\b|\b(?:longer|shorter) (?:life|lives)\b"
    r"|\b(?:older|younger) when (?:they|he|she) died\b|\breached the (?:greater|higher) age\b"
    r"|\blived to (?:the|a) (?:greater|higher|older) age\b",
    re.I,
)
"""A comparison of lifespans ("Who lived longer, X or Y?"): the years lived decide it, not a year."""


HELD_LONGER = re.compile(
    r"\bfor\s+(?:more|fewer|the\s+most|the\s+fewest)\s+years\b|\bfor\s+(?:longer|a\s+longer\s+time|a\s+shorter\s+time)\b"
    r"|\b(?:served|worked)\s+(?:longer|shorter)\s+as\b",
    re.I,
)
"""A comparison of how long each side held a post ("Who commanded her ship for more years, X on A or
Y on B?", "Who served longer as harbourmaster, X at A or Y at B?"): the length of each side's span
of years decides it, not a year."""
GOING_LONGER = re.compile(
    r"^\W*(?:which|what)\b(?:\s+[a-z-]+){0,2}?\s+(?:has|have)\s+been\s+(?!(?:serving|living|working|acting)\b)"
    r"(?:[a-z]+ing(?:\s+(?!for\b|as\b)[a-z]+){0,2}|open|running|around|going|in\s+(?:business|service|use|operation))"
    r"\s+(?:for\s+)?(?:longer|the\s+longest)\b",
    re.I,
)
"""A comparison of things still going ("Which has been teaching children for longer, X or Y?"): the one that began
earlier, by the year each began, not a span (fresh56 k10 was planned "How long is X?"). Only a "which" of things:
"Who has been teaching for longer" or "serving as mayor" is someone's years, not a founding."""
SIDE_AT_POST = re.compile(r"^(?P<who>.+?)\s+(?:on|of|at|aboard)\s+(?P<post>(?:the\s+)?(?-i:[A-Z]).*)$", re.I)
"""A side naming its holder and the post held: "Annika Fenner on MV Tern"."""


def _lifetime(text: str) -> float | None:
    """The years between the first and the last year of a lifespan ("1830-1904" -> 74), or a
    length of time given as such ("thirty-five years", "for 12 years" -> 35, 12)."""
    years = [int(y) for y in YEAR.findall(text)]
    if len(years) >= 2:
        return float(years[-1] - years[0])
    counted = re.fullmatch(r"\s*(?:for\s+)?(?P<count>.+?)\s+years?\s*\.?\s*", text, re.I)
    return value_of(counted["count"]) if counted is not None and not years else None


def name_for_side(side: str, sentences: Sequence[str]) -> str:
    """The winning side of a comparison by its name, when the question calls it by a common noun
    only ("the infirmary") and the sentences its value was read from name one such thing ("The
    Dunmere Infirmary opened in 1871": "the Dunmere Infirmary"); ``side`` as it is otherwise (a
    side the question names, or no name or several names ending in that noun). A side that quotes
    one title is that title ('Imogen Dray's "The Lake Poems"' -> "The Lake Poems": the book, not its
    author, is what was compared). A side told by its place ("the parish church of Tillingham") is
    the name a sentence naming that place gives it ("The parish church of St Bride in Tillingham" ->
    "St Bride", fresh24 k12)."""
    titles = re.findall(r"[\"“]([^\"”]+)[\"”]", side)
    if len(titles) == 1:
        return titles[0].strip()
    ship = _ship_named_for(side, sentences) or _thing_of_described_owner(side, sentences)
    ship = ship or _only_one_of_kind_named(side, sentences)
    if ship is not None:
        return ship
    plain = re.fullmatch(  # "Jeremiah Rudd's tannery on the stream below X": its owner's name is no name of it
        r"(?:the\s+)?(?P<owned>(?!St\.?\s)(?:[A-Z][\w-]*\s+)*[A-Z][\w-]*['’]s\s+)?(?:[a-z-]+\s+){0,2}(?P<noun>[a-z-]{3,})"
        r"(?P<where>\s+(?:on|in|at|of|by|near|beside|along|from|between|across|over)\s+.+)?",
        side.strip(),
    )
    if plain is None or (plain["owned"] and not plain["where"]):
        return side  # "Tom Vane's mill": nothing but its owner ties a mill's name to it
    noun = plain["noun"]
    written = re.compile(rf"\b((?:[A-Z][\w'’-]*\s+)+{noun[:1].upper()}{re.escape(noun[1:])})\b")
    names = {" ".join(m.split()) for sentence in sentences for m in written.findall(" ".join(sentence.split()))}
    names = {re.sub(r"^The\s+", "", name) for name in names}
    owners = {w for name in re.findall(r"[A-Z][\w'’-]*", plain["where"] or "") for w in name_words(name)}
    if plain["where"]:  # "the park on Dunmore's old bleaching fields": Dunmore Park, not another town's
        names = {name for name in names if owners & set(name_words(name))}
    if not names and owners:  # "the parish church of Tillingham": "The parish church of St Bride in Tillingham"
        head = f"[{noun[0].upper()}{noun[0]}]{re.escape(noun[1:])}"  # "church of" or "Church of"
        named_of = re.compile(rf"\b{head} of ((?:St\.?\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)")
        for sentence in sentences:
            flat = " ".join(sentence.split())
            if owners <= set(name_words(flat)):
                names |= {m for m in named_of.findall(flat) if not owners & set(name_words(m))}
        if len(names) == 1:
            return names.pop()
        return _subject_for_side(noun, owners, sentences) or side
    return f"the {names.pop()}" if len(names) == 1 else side


_ONLY_ONE_OF_KIND = re.compile(
    r"^(?:the\s+)?(?:[a-z]+['’]s\s+)?(?:only|sole|one)\s+(?P<kind>(?:[a-z-]+\s+){1,2})(?P<noun>[a-z-]{3,})$"
)


def _only_one_of_kind_named(side: str, sentences: Sequence[str]) -> str | None:
    """A side told as the only one of a kind ("the valley's only grammar school") by the one name the sentences give
    a thing of that kind, its kind's words in its name ("Ossery Grammar School"; fresh42 k09 was answered with the
    description). None for another side, or no name or several."""
    found = _ONLY_ONE_OF_KIND.match(side.strip())
    if found is None or noun_category(found["noun"]) == "person" or found["noun"] in PERSON_ROLES:
        return None  # "the island's only lighthouse keeper": a person, named otherwise
    words = [*found["kind"].split(), found["noun"]]
    kind = r"\s+".join(f"{w[:1].upper()}{re.escape(w[1:])}" for w in words)
    # not a name that goes on ("the Pell Railway Station Hotel"), nor one the thing is likened to ("modelled on X")
    written = re.compile(
        rf"(?<!\bon )(?<!\blike )(?<!\bthan )\b((?:St\.?\s+)?(?:[A-Z][\w'’-]*\s+)+{kind})\b(?!\s+[A-Z])"
    )
    names = {" ".join(m.split()) for sentence in sentences for m in written.findall(" ".join(sentence.split()))}
    names = {re.sub(r"^(?:The|#)\s+", "", name) for name in names}
    return names.pop() if len(names) == 1 else None


_OF_DESCRIBED_OWNER = re.compile(
    r"^(?:the\s+)?(?P<noun>[a-z-]+)\s+of\s+the\s+(?P<kind>(?:[a-z-]+\s+){0,2}[a-z-]+)\s+(?:whose|that|which|who|where)\b"
)


def _thing_of_described_owner(side: str, sentences: Sequence[str]) -> str | None:
    """A side that is a thing of an owner told by a clause ("the boathouse of the rowing club whose crews have won
    the Senna Cup 23 times") by the one name the sentences give an owner of that kind ("Dunmere Rowing Club"): "the
    Dunmere Rowing Club boathouse" (fresh41 k08 was answered by the description). None for any other side, or when
    no name or several are given."""
    found = _OF_DESCRIBED_OWNER.match(side.strip())
    if found is None or "person" in (noun_category(found["noun"]), noun_category(found["kind"].split()[-1])):
        return None  # "the founder of the company that ...", "the home of the man who ...": people, not things
    kind = found["kind"].split()
    clause = _side_words(side[found.end() :]) - {"have", "has", "had", "times", "been"}
    written = re.compile(rf"\b((?:[A-Z][\w'’-]*\s+)+{kind[-1][:1].upper()}{re.escape(kind[-1][1:])})\b")
    names = {
        re.sub(r"^The\s+", "", " ".join(name.split()))
        for sentence in sentences
        if len(clause & _side_words(sentence)) >= 2  # the sentence (or page) tells the clause: "crews ... Senna Cup"
        for name in written.findall(" ".join(sentence.split()))
    }
    names = {name for name in names if all(word.casefold() in name.casefold().split() for word in kind)}
    return f"the {names.pop()} {found['noun']}" if len(names) == 1 else None


_SUBJECT_NAME = re.compile(r"^(?:#\s+|The\s+)?(?P<name>(?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]*)(?:\s+(?:is|was)\b|$)")


def _subject_for_side(noun: str, owners: set[str], sentences: Sequence[str]) -> str | None:
    """The one thing a side told by its place is, named as a sentence's subject or a page's heading that names
    its place: "the only town on Haldray" is Haldwick ("Haldwick is the port and only town of the island of
    Haldray", fresh34 h06), "the works ... beside the Tillingham road" the Tillingham Ropeworks ("# Tillingham
    Ropeworks", fresh34 k10). The subject's sentence says the side's noun, or the name ends with it (then "the"
    goes before it); None when no sentence, or more than one name, does."""
    found = set()
    place = noun_category(noun) == "place"  # "the whole island of Orrinsay" is Orrinsay; "the pier at X" is not X
    for sentence in sentences:
        flat = " ".join(sentence.split())
        subject = _SUBJECT_NAME.match(flat)
        if subject is None or subject["name"] in _PRONOUNS or not owners <= set(name_words(flat)):
            continue
        name = subject["name"]
        if not place and set(name_words(name)) <= owners:
            continue  # "Haldwick is ... with a granite breakwater": the place, not the breakwater
        if name.casefold().endswith(noun):
            found.add(f"the {name}")  # "the Tillingham Ropeworks"
        elif _called_the_noun(flat[subject.end() :], noun):  # "Haldwick is the port and only town of ..."
            found.add(f"the {name}" if noun_category(name.split()[-1]) is not None else name)
    return found.pop() if len(found) == 1 else None


def _called_the_noun(predicate: str, noun: str) -> bool:
    """Whether a copula's predicate calls its subject the side's noun, before any clause or owner: "the port and
    only town of the island" calls Haldwick a town; "the engineer who built the pier", "the keeper of the
    lighthouse" and "the company that runs the ferry" call no one a pier, a lighthouse or a ferry; "a canal 14
    kilometres long from X to Y" calls its subject a canal (fresh35 k08)."""
    predicate = re.sub(r"^\s*(?:now|also|still|once|then)\s+", " ", predicate)  # "Ternby is now the only town"
    cut = (
        r",|\s(?=\d)|\s(?:who|whom|whose|that|which|of|with|on|in|at|near|beside|from|between"
        r"|and\s+(?:has|had|is|was))\s"
    )
    head = re.split(cut, predicate, maxsplit=1)[0].strip().rstrip(".;:")
    article = re.match(r"(?:a|an|the|[A-Z][\w-]*['’]s)\s", head)  # "the only town", "Tern's only town"
    if article is not None and noun in _ANY_WAY and re.search(r"\b(?:canal|railway|line|road|path|navigation)$", head):
        return True  # "the route from X to Y" compared: "The Aske Navigation is a canal ... from X to Y" (fresh52 k09)
    # not "the town clerk"; "a shipyard" is a yard (fresh52 h06)
    return article is not None and re.search(rf"\b(?:ship|boat)?{re.escape(noun)}$", head) is not None


_ANY_WAY = {"route", "leg", "way", "trip", "journey"}
"""Words a comparison's side may use for a way from place to place that a page calls by its kind."""


_PRONOUNS = {"He", "She", "It", "They", "This", "That", "There", "These", "Those", "Its", "His", "Her", "Their"}


_SHIP_SIDE = re.compile(
    r"^(?:the\s+)?(?:[a-z-]+\s+){0,2}(?:ship|ferry|steamer|vessel|boat)\s+(?:[a-z]+ed|built|made|run|with|that|which)\s"
)
_SHIP_NAME = re.compile(r"\b(?:MV|SS|PS|RMS)\s+(?:[A-Z][\w'’-]*\s+)*[A-Z][\w'’-]*")


def _ship_named_for(side: str, sentences: Sequence[str]) -> str | None:
    """The ship's name a side told by what was done for it ("the small ferry made for the new short crossing
    from Haldness to Haldwick") stands for: the one ship named in the sentences that share the side's telling
    words ("MV Haldray Lass was a small ferry ... built ... for the new short crossing ..."; fresh32 h06 answered
    with the description). None for other sides, or when no one ship is named so."""
    if _SHIP_SIDE.match(side.strip()) is None:
        return None
    # a ship the side names is another one it is told by ("the ferry that took over *MV Corvan Lady*'s route")
    others = {re.sub(r"['’]s$", "", " ".join(name.split())) for name in _SHIP_NAME.findall(side)}
    telling = _side_words(side) - {word for name in others for word in _side_words(name)}
    names = {
        " ".join(name.split())
        for sentence in sentences
        if len(telling & _side_words(sentence)) >= 3
        for name in _SHIP_NAME.findall(" ".join(sentence.split()))
    } - others
    return names.pop() if len(names) == 1 else None


_SIDE_FILLER = {"the", "and", "for", "with", "from", "his", "her", "its", "their", "was", "were"}


def _side_words(side: str) -> set[str]:
    """The words that tell a comparison's side apart in a lookup of it: its own words of three
    letters or more, without articles and pronouns ("commercial traffic on the Aske Navigation" ->
    commercial, traffic, aske, navigation)."""
    return {w for w in words(side) if len(w) > 2 and w not in _SIDE_FILLER}


def _compared_sides(question: str) -> tuple[str, ...] | None:
    """The sides of a comparison in the question's order, in any of its forms ("Which ..., X or
    Y?", "Was X built before Y?", "Does X have more N than Y?", "Is X longer than Y?")."""
    for form in (BEFORE_AFTER, MORE_THAN, HAD_BY_THEN, THAN_COMPARISON):
        match = form.match(question)
        if match is not None:
            return match["a"], match["b"]
    return comparison(question)


def in_side_order(question: str, lookups: Sequence[str], values: Sequence[str]) -> list[str]:
    """The values a plan's lookups found, put in the order the question gives its sides: a model's
    plan may look the second side up first ("When did peat cutting ... end?" before "When did
    commercial traffic ... end?"), and ``compare`` reads values in the question's order. A side goes
    with the lookup holding its own words (those no other side has) when each lookup holds one
    side's only; otherwise (sides the lookups do not name, such as "#1", or a step holding both
    sides) the values stay as they are."""
    sides = _compared_sides(strip_chatter(question))
    if sides is None or not len(sides) == len(lookups) == len(values):
        return list(values)
    said = [_side_words(side) for side in sides]
    own = [mine - set().union(*(other for j, other in enumerate(said) if j != i)) for i, mine in enumerate(said)]
    order: list[int] = []
    for side_words in own:
        holding = [i for i, lookup in enumerate(lookups) if side_words & words(lookup)]
        if len(holding) != 1:
            return list(values)
        order.append(holding[0])
    return [values[i] for i in order] if len(set(order)) == len(order) else list(values)


def compare(question: str, values: Sequence[str]) -> str | None:
    """The answer to a comparison of two or three sides from the sides' values, decided in code.

    Args:
        values: what the lookups found for each side, in the question's order (``in_side_order``
            puts a model's plan's values in that order).

    Returns:
        The winning side's name as the question writes it ("yes" / "no" for "Was X finished
        before Y?"), or None when the question is not such a comparison, a value is not a
        number or a date, or two sides tie for the win.
    """
    as_asked, question = question, strip_chatter(question)  # "two women mayors: A and B. Which of them ...?"
    in_time = BEFORE_AFTER.match(question)
    if in_time is not None:
        pair = _distinct_pair(values)
        relation = in_time["relation"].casefold()
        if pair is not None and " or " in relation:  # "Was X founded before or after Y?"
            return "before" if pair[0] < pair[1] else "after"
        earlier = relation in ("before", "earlier than")
        return None if pair is None else ("yes" if (pair[0] < pair[1]) == earlier else "no")
    more = MORE_THAN.match(question)
    if more is not None:
        pair = _distinct_pair(values)
        return None if pair is None else ("yes" if (pair[0] > pair[1]) == (more["adj"].casefold() == "more") else "no")
    had = HAD_BY_THEN.match(question)
    if had is not None:
        pair = _distinct_pair(values)
        return None if pair is None else ("yes" if pair[0] < pair[1] else "no")
    than = THAN_COMPARISON.match(question)
    if than is not None:
        pair = _distinct_pair(values)
        larger = bool(DIRECTION["larger"].search(than["adj"]))
        return None if pair is None else ("yes" if (pair[0] > pair[1]) == larger else "no")
    sides = comparison(question)
    going = GOING_LONGER.search(question) is not None  # "has been teaching for longer": the earlier start
    spans = not going and (LIVED_LONGER.search(question) or HELD_LONGER.search(question))  # years lived, or in a post
    found = [_lifetime(v) if spans else value_of(v) for v in values]
    if sides is None or len(values) != len(sides) or None in found:
        return None
    lead = _without_sides(question, sides)  # "the corn store that was *later* turned into X" asks nothing
    if spans:  # "older when they died" wants the longer life
        wants_smaller = bool(re.search(r"\b(?:shorter|younger|fewer|fewest)\b", lead, re.I))
    else:
        wants_smaller = going or bool(DIRECTION["smaller"].search(lead)) and not DIRECTION["larger"].search(lead)
    best = (min if wants_smaller else max)(range(len(sides)), key=lambda i: found[i])  # type: ignore[arg-type,return-value]
    if found.count(found[best]) > 1:
        return None  # a tie for the winner; a tie behind it (a side named twice, "the paper, the Courier") is no matter
    winner = with_family_name(question, sides)[best]  # "the innkeeper Cora" of "the two Venns"
    noun = re.match(r"^(?:which|what)\s+((?-i:[a-z]+)(?:\s+(?-i:[a-z]+))?)\s+(?:is|was|are|were)\b", question, re.I)
    own = noun[1] if noun is not None else noun_of_a_side(sides)  # or "the school at X or the one at Y"
    if own is not None:  # "Which stone bridge is older, ... or the one at X?": the stone bridge at X
        winner = re.sub(r"^(?:the\s+)?one\b", f"the {own}", winner, flags=re.I)
    held = SIDE_AT_POST.match(winner) if HELD_LONGER.search(question) and not going else None
    return _named_side(held["who"] if held else _person_without_place(as_asked, winner))  # not "... on MV Tern"


_PERSON_AT_PLACE = re.compile(
    r"^(?P<name>(?-i:[A-Z][\w'’-]*)(?:\s+(?-i:[A-Z][\w'’-]*))+)\s+(?:in|at|of|from)\s+(?:the\s+)?(?-i:[A-Z])"
)
"""A side written as a name and its place: "Eleanor Corrie in Dunmere"."""


def _person_without_place(question: str, side: str) -> str:
    """A side "Eleanor Corrie in Dunmere" as the person's name, where the question compares people (a person's role
    or "women", "men", "people" among its words, or "Who ...?"): fresh64 k10 ("two women mayors: Martha Brack in
    Marrow End and Eleanor Corrie in Dunmere. Which of them took office first?") answered with the place kept (F1
    67). A thing in a place ("the Corn Exchange in Dunmere") keeps it."""
    said = words(question)
    people = bool(said & PEOPLE_WORDS) or any(singular(w) in PERSON_ROLES for w in said)
    person = _PERSON_AT_PLACE.match(side)
    if person is None or noun_category(person["name"].split()[-1].casefold()) is not None:
        return side  # "Holm Mill in Pell", "Marrow End School in Tern": a thing's name keeps its place
    return person["name"] if people or question.lstrip().casefold().startswith("who") else side


def noun_of_a_side(sides: Sequence[str]) -> str | None:
    """The noun a side names its thing by, for another side written "the one ..." ("the school at Marrow End or the
    one in Brightwater": "school"); None when no side names one so."""
    for side in sides:
        named = re.match(
            r"^(?:the\s+)?(?:[a-z-]+\s+)?(?-i:([a-z]+))\s+(?:at|in|on|of|near|beside|by|from)\s", side, re.I
        )
        if (
            named is not None
            and named[1] != "one"
            and not named[1].endswith("ed")
            and named[1] not in IRREGULAR_PARTICIPLES
        ):
            return named[1]  # not "the school *founded* in 1850"
    return None


def _without_sides(question: str, sides: Sequence[str]) -> str:
    """The comparison's own words: ``question`` without its sides' text, whose descriptions may hold a
    direction word of their own ("Which went up first: X, or the corn store that was later turned
    into Y?" asks for the earlier; fresh24 k14 was answered with the later)."""
    for side in sides:
        question = re.sub(re.escape(side), " ", question, flags=re.I)
    return question
