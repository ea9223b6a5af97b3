"""Comparisons split into one lookup per side, in code, from the wording alone.

"Which is older, X or Y?" becomes one lookup per side ("When was X founded?", "When was Y
founded?"), compared later in code (``answer_comparisons.compare``); a described side ("the
designer of MV Orrin Star") is looked up first. "Is A longer than B?", "Had A already ... when B
...?" and "Did A ... before B ...?" are read the same way. The sides' own lookups are split by the caller's
splitter (``split``: ``questions.decompose``), passed in so this module stays below it.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Collection, Sequence

from arcana_graph.core.answer_comparisons import (
    EVENT_NOUNS,
    GOING_LONGER,
    LIVED_LONGER,
    SIDE_AT_POST,
    aux_sides,
    noun_of_a_side,
    split_sides,
    with_family_name,
)
from arcana_graph.core.answer_words import noun_category
from arcana_graph.core.question_words import (
    INTRANSITIVE_PAST,
    MAX_STEPS,
    NOT_THINGS,
    PAST_TO_BASE,
    PEOPLE_WORDS,
    POINTED_AGAIN,
    PREPOSITIONS,
    is_ing_participle,
    is_past_verb,
    singular,
)
from arcana_graph.core.text import (
    IRREGULAR_PARTICIPLES,
    PAST_TO_PARTICIPLE,
    PERSON_ROLES,
    one_of_plural,
)

__all__ = [
    "COMPARISON_LEAD",
    "comparison_steps",
    "count_of",
    "had_by_then_sides",
    "had_by_then_steps",
    "in_time_steps",
    "than_steps",
]

Split = Callable[[str], tuple[str, ...] | None]
"""A question splitter (``questions.decompose``): a side's lookup may itself be a chain of steps."""


COMPARISON_LEAD = re.compile(
    r"^(which|who|whose|what)\b[^,:]*[,:].+\bor\b|^(do|does|did)\s+(more|fewer)\b.+\bor\b", re.IGNORECASE
)


_COMPARISON = re.compile(r"^(?P<lead>.+?),\s*(?P<sides>.+?\s+or\s+.+)$", re.IGNORECASE)


_FOLK = ("folk", "folks", "souls")
"""Homely words for a place's people ("home to more folks"), looked up as "people", the word its page writes."""
_ENTERED_SERVICE = "When did {} enter service?"
"""The lookup of "Which was in service first" (of a route or a crossing: when it opened)."""
_ATTRIBUTES: tuple[tuple[re.Pattern[str], str], ...] = (
    (GOING_LONGER, "When was {} founded?"),  # "has been teaching children for longer": the earlier founding
    (LIVED_LONGER, "When did {} live?"),
    (
        re.compile(
            r"\b(?:born|came into the world|birth came) (first|earlier|later|last)\b|^who\b.*\b(older|younger)\b", re.I
        ),
        "When was {} born?",
    ),
    (re.compile(r"\bdeath came (?:first|earlier|later|last)\b", re.I), "When did {} die?"),
    (re.compile(r"^who (?:was|were) (?!born\b)(.+?) (?:first|earlier|later|last)$", re.I), "When was {{}} {role}?"),
    (  # "Whose time as mayor began earlier": the years each was mayor, whose first year decides it
        re.compile(
            r"^whose\s+(?:time|term|years|spell|tenure)\s+as\s+(?:(?:a|an|the)\s+)?(.+?)\s+(?:began|started)\s+"
            r"(?:first|earlier|later|last)$",
            re.I,
        ),
        "When was {{}} {role}?",
    ),
    (re.compile(r"\b(?:came to an end|ended|ceased|stopped) (?:first|earlier|later|last)\b", re.I), "When did {} end?"),
    (  # "Which was in service first": when each entered service (a route or a crossing: when it opened)
        re.compile(r"\b(?:was|were|went|came|got|been|put)\s+(?:in|into)\s+service\s+(?:first|earlier)\s*$", re.I),
        _ENTERED_SERVICE,
    ),
    (
        re.compile(
            rf"\b((?:\w+ed|{'|'.join(sorted(IRREGULAR_PARTICIPLES))})(?: out| up| down| off| over)?)"
            r" (first|earlier|later|last)\b",
            re.I,
        ),
        "When was {{}} {verb}?",
    ),
    (
        re.compile(r"\b(older|younger|newer|oldest|newest)\b|\bcame (?:first|earlier|later|last)\b", re.I),
        "When was {} founded?",
    ),
    (re.compile(r"^(?:do|does|did) more (\w+ \w+ \w+)$", re.I), "How many {noun} {{}}?"),
    (
        re.compile(r"\bemployed more (\w+) at (?:its|their) (?:peaks?|busiest|height)\b", re.I),
        "How many {noun} did {{}} employ at its peak?",
    ),
    (re.compile(r"\bemployed more (\w+)\b", re.I), "How many {noun} did {{}} employ?"),
    (re.compile(r"\bemploys? more (\w+)\b", re.I), "How many {noun} does {{}} employ?"),
    # "covers more nautical miles": a distance, each side's length (fresh44 h05 asked "How many nautical ...")
    (re.compile(r"\bmore (?:nautical miles|miles|kilometres|kilometers)\b", re.I), "How long is {}?"),
    # "home to more folks": its people, in the word a page writes them by (fresh58 h05 looked up "How many folks")
    (re.compile(rf"\bmore (?:{'|'.join(_FOLK)})\b", re.I), "How many people does {} have?"),
    (re.compile(r"\bmore (\w+)\b", re.I), "How many {noun} does {{}} have?"),
    (  # "had the bigger workforce at their busiest": how many people each employed at its peak
        re.compile(
            r"\b(?:larger|bigger|smaller|greater) (?:workforce|staff)\s+at (?:its|their) (?:peaks?|busiest|height)\b",
            re.I,
        ),
        "How many people did {} employ at its peak?",
    ),
    (
        re.compile(r"\b(?:larger|bigger|smaller|greater) (?:workforce|staff)(?=\s*(?:[,?]|$|\s(?:at|in)\b))", re.I),
        "How many people did {} employ?",
    ),
    (  # "supports the bigger community": its people, not its size (fresh57 h06 compared the islands' areas)
        re.compile(r"\b(?:larger|bigger|smaller|greater)\s+(?:community|communities|settlement|populace)\b", re.I),
        "What is the population of {}?",
    ),
    (
        re.compile(r"\b(?:larger|bigger|smaller|greater) (population|crew|fleet|area|circulation|membership)\b", re.I),
        "What is the {noun} of {{}}?",
    ),
    (re.compile(r"\b(?:took|lasted)\s+(?:longer|less time|more time)\b", re.I), "How long did {} take?"),
    (re.compile(r"\b(?:takes|take|lasts|last)\s+(?:longer|less time|more time)\b", re.I), "How long does {} take?"),
    (  # "Which of the two covered the greater distance": a route's length (not a runner's, nor a place's way off)
        re.compile(
            r"^which(?:\s+(?:one|of\s+(?:the|these|those)\s+two(?=\s+(?:cover|span|stretch|run|ran|extend))"
            r"|(?:of\s+(?:the|these|those)\s+two\s+)?(?:line|canal|railway|road|route|tramway|crossing|branch|track|"
            r"path|link|service|navigation|sailing|voyage|passage|run|trip)s?))?"
            # where the lead's things run: "Which of these two sailings out of Corvanmouth covers ..." (fresh64 h05)
            r"(?:\s+(?:from|out\s+of|on|in|across)\s+(?:the\s+)?(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*))?"
            r"\s+(?:covers?|covered|spans?|spanned|(?:stretch(?:es|ed)?|runs?|ran|"
            r"extends?|extended)\s+over)\s+(?:the\s+|a\s+)?(?:greater|longer)\s+"
            r"distance$",
            re.I,
        ),
        "How long is {}?",
    ),
    (re.compile(r"\b(longer|shorter)\b", re.I), "How long is {}?"),
    (re.compile(r"\b(faster|slower)\b", re.I), "How fast is {}?"),
    (re.compile(r"\b(taller)\b", re.I), "How tall is {}?"),
    (re.compile(r"\b(higher)\b", re.I), "How high is {}?"),
    (re.compile(r"\b(deeper)\b", re.I), "How deep is {}?"),
    (re.compile(r"\b(larger|bigger|smaller)\b", re.I), "How large is {}?"),
)


_FIRMS_TOO = {
    "dealer",
    "trader",
    "draper",
    "chandler",
    "ironmonger",
    "fishmonger",
    "publican",
    "hotelier",
    "builder",
    "maker",
    "manufacturer",
    "supplier",
    "operator",
    "contractor",
    "employer",
    "publisher",
    "owner",
}
"""Roles a company holds as often as a person: "Which builder is older" may compare two yards."""


_WHICH_KIND = re.compile(
    r"^which\s+(?:of\s+(?:these|those|the)\s+(?:two\s+)?)?(?:[a-z-]+\s+){0,2}?(?P<noun>[a-z-]+?)s?\s+(?:was|is|were|are)\b",
    re.I,
)


def _people_compared(lead: str) -> bool:
    """Whether a comparison's lead names people as its kind ("Which engineer was older", "Which of
    these two marine engineers was older"): their age is their birth, not a founding."""
    kind = _WHICH_KIND.match(lead)
    return kind is not None and (kind["noun"] in PEOPLE_WORDS or kind["noun"] in PERSON_ROLES - _FIRMS_TOO)


_PERSON_DESCRIBED = re.compile(r"^the\s+(?:[\w'’-]+\s+){0,3}?(?P<role>[a-z-]+)\s+who\b", re.I)


def _people_described(sides: Sequence[str]) -> bool:
    """Whether every side is a person told by what they did ("the Lisbon-born master who commanded the Tern"):
    their age is their birth."""
    found = [_PERSON_DESCRIBED.match(side) for side in sides]
    return all(m is not None and singular(m["role"].casefold()) in PERSON_ROLES | PEOPLE_WORDS for m in found)


_BUILT_THINGS = re.compile(
    r"\b(ships?|ferry|ferries|boats?|vessels?|steamers?|bridges?|viaducts?|towers?|lighthouses?|halls?|churche?s?|"
    r"chapels?|cathedrals?|stations?|houses?|buildings?|engines?|locomotives?|piers?|quays?|docks?|canals?|dams?|MV|SS|PS)\b",
    re.I,
)
"""What is built, not founded: "Which ship is older?" asks when each was built."""


_PARTICIPLE_SIDE = re.compile(r"^the\s+(?:[a-z-]+\s+){0,2}?(?P<noun>[a-z]+)\s+(?P<verb>[a-z]{3,}ing)\s+\S")


def _described_by_participle(side: str) -> bool:
    """Whether a comparison's side is a thing described by what it does ("the granite breakwater
    sheltering Haldwick"), not a person ("the harbourmaster serving Haldwick" is looked up by
    name): its value is asked of the description, as "Which granite breakwater is sheltering
    Haldwick?" has no name to find (fresh19 h09 gave up on it)."""
    found = _PARTICIPLE_SIDE.match(side)
    if found is None or not is_ing_participle(found["verb"]):
        return False
    return singular(found["noun"]) not in PERSON_ROLES | PEOPLE_WORDS


_BECAME_ANOTHER = re.compile(
    r"^the\s+(?:[a-z-]+\s+){0,3}?[a-z]+\s+(?:that|which)\s+(?:was|were)\s+(?:later\s+|then\s+|afterwards\s+)?"
    r"(?:turned|converted|made|rebuilt)\s+into\b",
    re.I,
)
"""A comparison's side told by what it became ("the old corn store that was later turned into
Dunmore's town hall"): it has no name of its own to find (fresh24 k14 asked "Which old corn store
was later turned into ...?" and gave up); its value is asked of the description."""


_OWNED_BY_A_NOUN = re.compile(r"^the\s+(?P<owner>[a-z-]+)['’]s?\s+(?P<owned>[a-z][^,]*)$")


def _owner_named_by_other_side(sides: Sequence[str]) -> list[str]:
    """``sides`` with a side owned by a bare noun that another side names ("the glassmaker who founded the
    Tillingham Glassworks ..., or *the glassworks' first manager*") written with that name: "the first manager
    of the Tillingham Glassworks" (fresh29 k09 looked up "the glassworks' first manager" on its own)."""
    named = []
    for i, side in enumerate(sides):
        owned = _OWNED_BY_A_NOUN.match(side)
        if owned is None or re.search(r"['’]s?\b", owned["owned"]):  # "the brewery's rival's founder": left alone
            named.append(side)
            continue
        owner = re.compile(rf"\b(?:the\s+)?(?:[A-Z][\w'’-]*\s+)+{re.escape(owned['owner'].capitalize())}\b(?!\s+[A-Z])")
        name = next((found for j, other in enumerate(sides) if j != i and (found := owner.search(other))), None)
        named.append(side if name is None else f"the {owned['owned']} of {name[0]}")
    return named


_KIN_BY_PRONOUN = re.compile(r"^(?:his|her|their)\s+(?P<kin>(?:[a-z-]+\s+)?[a-z-]+)(?P<name>(?:\s+[A-Z][\w'’-]*)*)$")
_PERSON_NAMED_LAST = re.compile(r"(?:[A-Z][\w'’-]*\s+)+[A-Z][\w'’-]*$")


def _kin_named_by_other_side(sides: Sequence[str]) -> list[str]:
    """``sides`` with a kin side written with a pronoun ("the organ builder Nils Lindqvist or *his cousin
    Petra*") owned by the person the one other side names: "Nils Lindqvist's cousin Petra" (fresh32 k09
    looked up "When was his cousin Petra born?", whose "his" no search can read)."""
    named = []
    for i, side in enumerate(sides):
        kin = _KIN_BY_PRONOUN.match(side)
        others = [found[0] for j, other in enumerate(sides) if j != i and (found := _PERSON_NAMED_LAST.search(other))]
        if kin is None or kin["kin"].split()[-1] not in PERSON_ROLES or len(others) != 1 or kin["name"].count(" ") > 1:
            named.append(side)  # "his brother Eli Rudd": named in full already
            continue
        named.append(f"{others[0]}'s {kin['kin']}{kin['name']}")
    return named


_KIN_WORDS = (
    "father|mother|son|daughter|brother|sister|uncle|aunt|nephew|niece|husband|wife|cousin|"
    "grandfather|grandmother|grandson|granddaughter|great-grandfather|great-grandmother|great-grandson|"
    "great-granddaughter"
)
_KIN_SIDE = re.compile(
    rf"(?:^(?:his|her|their)\s+|['’]s\s+)(?:(?:elder|older|younger|eldest|youngest)\s+)?(?:{_KIN_WORDS})"
    r"(?:\s+[A-Z][\w'’-]*)*$"
)
_PERSON_NAME = re.compile(r"^(?:[A-Z][a-z]+\s+){1,2}[A-Z][a-z]+$")
"""A bare personal name ("Tom Hale"), no title or kind word ("Pell Church" is read by ``_THING_NAME``)."""
_THING_NAME = re.compile(r"\b(?:Church|Chapel|Mill|Works|Hall|School|Bridge|Company|Line|Yard|Brewery|Inn|Hotel)\b")


def _its_owned_as_other_side(sides: Sequence[str]) -> list[str]:
    """``sides`` with a plain "its NOUN" side owned like the other side's "the company's ..." ("the company's
    first ship ... or its first diesel ship": the company's first diesel ship, fresh33 h06); not "its first
    vessel built to carry cars", whose words after the noun the lookup reads otherwise."""
    owners = {m[1] for side in sides if (m := re.match(r"^(the\s+[a-z-]+['’]s)\s", side))}
    plain = re.compile(r"its\s+(?:[a-z-]+\s+){0,2}[a-z-]+")
    if len(owners) != 1:
        return list(sides)
    return [f"{next(iter(owners))} {side[4:]}" if plain.fullmatch(side) else side for side in sides]


def _kin_compared(sides: Sequence[str]) -> bool:
    """Whether every side is someone's kin ("Tom Hale's sister", "his cousin Petra") or a bare personal
    name, with one kin at least: people, whose age is a birth, not a founding. A side that is a thing
    ("Pell Church", "Tom Hale's mill") keeps the thing's date."""
    kin = [bool(_KIN_SIDE.search(side)) for side in sides]
    person = [bool(_PERSON_NAME.match(side)) and not _THING_NAME.search(side) for side in sides]
    return any(kin) and all(k or p for k, p in zip(kin, person, strict=True))


def comparison_steps(text: str, split: Split) -> tuple[str, ...] | None:
    """ "Which is older, X or Y?" -> one lookup per side (the comparison itself is made in code).

    Two or three sides; "Do more people live in X or in Y?" is one too. A side that is itself a
    description ("the designer of MV Orrin Star") is looked up first, then its value: "Who was born
    first, the designer of A or the designer of B?" -> "Who was the designer of A?", "When was #1
    born?", "Who was the designer of B?", "When was #3 born?", and a last step "Who was born first,
    #1 (#2) or #3 (#4)?" that code decides from the values in brackets and answers with the name
    found for the winning side. Sides written as possessives name their thing from the lead:
    "Which town's school was founded earlier, Dunmore's or Dunmere's?" looks up "Dunmore's school"."""
    aux_led = aux_sides(text)
    if aux_led is not None:
        lead = text[: aux_led.start("lead")] + f"{aux_led['lead']} {aux_led['link']}"
        sides = [aux_led["a"].strip(), aux_led["b"].strip()]
    else:
        match = _COMPARISON.match(text.replace(":", ","))
        if match is None:
            return None
        lead = match["lead"]
        sides = [s.strip() for s in split_sides(match["sides"])]
    if not 2 <= len(sides) <= 3:
        return None
    sides = _owner_named_by_other_side(with_family_name(text, sides))
    sides = _one_named_by_other_side(_its_owned_as_other_side(_kin_named_by_other_side(sides)))
    lead, sides = _possessions(lead, sides)
    thing = re.match(
        r"^(?:which|what)\s+(?:of\s+(?:the|these|those)\s+(?:(?:two|three|2|3)\s+)?)?(?-i:([a-z]+))\b", lead, re.I
    )
    unnamed: set[str] = set()
    if thing is not None and thing[1] not in NOT_THINGS:  # "Which ship is longer: the one on X ...?": the ship on X
        noun = one_of_plural(thing[1]) if " of " in thing[0].casefold() else thing[1]
        head = re.match(r"\s+(?-i:([a-z]+))\s+(?:is|was|are|were|has|had|have)\b", lead[thing.end() :], re.I)
        noun = f"{noun} {head[1]}" if head is not None and " of " not in thing[0].casefold() else noun  # "stone bridge"
        # "which of the two chapels ..., the granite one beside X ...": the granite chapel beside X; "which of the
        # crossings from Port Orrin ..., the one to Skerrin Bay ...": the crossing from Port Orrin to Skerrin Bay
        named = [_one_as_noun(side, noun, lead[thing.end() :] if head is None else "") for side in sides]
        unnamed = {new for old, new in zip(sides, named, strict=True) if new != old and " that " in new}
        sides = named
        if _JOURNEYS.fullmatch(noun):  # "which crossing ..., Port Orrin to Skerrin Bay or ...": the crossing from it
            sides = [re.sub(r"^(?:from\s+)?(?=[A-Z][^,]*?\s+to\s+[A-Z])", f"the {noun} from ", side) for side in sides]
    unnamed |= {side for side in sides if _described_by_participle(side) or _BECAME_ANOTHER.match(side)}
    held = _held_for_longer(lead, sides)
    if held is not None:
        return held
    role = _role_held_longer(lead)  # "When was Ada Penn mayor of Pell?": years in the post, weighed by compare
    template = f"When was {{}} {role}?" if role is not None else _attribute_lookup(lead, sides)
    if template is None or any(re.search(r"['’]s$", side) for side in sides):
        return None  # the compared value, or the thing the possessives own, is not named
    looked_up = (
        _held_role_lookups(role, sides, split) if role is not None else _side_lookups(template, sides, split, unnamed)
    )
    if looked_up is None:
        return None
    steps, compared = looked_up
    if len(steps) == len(sides):
        return tuple(steps)
    if len(steps) > MAX_STEPS or len(sides) > 2:
        return None
    return (*steps, f"{lead}, {compared[0]} or {compared[1]}?")


_LEAD_PLACE = re.compile(
    r"^\s+(?P<place>(?:from|on|in|at|near|along|across|out\s+of)\s+(?:the\s+)?(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*))"
    r"\s+(?:is|was|are|were|has|had|have|covers?|covered)\b",
    re.I,
)
"""Where the lead's things are ("Which of the two crossings *from Port Orrin* is longer"): each "one" side's too."""


def _one_named_by_other_side(sides: list[str]) -> list[str]:
    """Sides with "the one" named by another side's noun ("the school at X or the one in Y": the school in Y)."""
    own = noun_of_a_side(sides)
    return sides if own is None else [_one_as_noun(side, own, "") for side in sides]


def _one_as_noun(side: str, noun: str, lead_rest: str) -> str:
    """A side "the summer-only one to X" with the lead's noun for "one", and the place phrase the lead gives its
    things (``lead_rest``: the lead after its noun) after it, unless the side says its own with the same word ("the
    one from Y")."""
    one = re.match(r"^the\s+((?:[a-z-]+\s+){0,2})one\b", side, re.I)
    if one is None:
        return side
    kept = _LEAD_PLACE.match(lead_rest)
    place = kept["place"] if kept is not None else ""
    after = side[one.end() :]
    own = place and re.match(rf"\s+{place.split()[0]}\b", after, re.I)
    # only before a phrase of its own ("the one to Brannoch Quay"), not a clause ("the one Ada Penn built", "the
    # one named after X") or nothing ("the older one"), which the place would garble (review of ed6797a)
    placed = place and not own and re.match(r"\s+(?:to|from|on|in|at|near|beside|across|along|over|via)\b", after)
    return f"the {one[1]}{noun}{f' {place}' if placed else ''}{after}"


_HELD_LEAD = re.compile(
    r"^(?:who|which\s+(?:of\s+(?:the|these|those)\s+(?:two\s+)?)?(?:[a-z-]+\s+){0,3}?)\s*(?P<verb>[a-z]+)\s+"
    r"(?P<post>(?:her|his|their|the)\s+[a-z]+)\s+(?:for\s+(?:more|fewer)\s+years|for\s+longer)$",
    re.I,
)
"""A lead "Who commanded her ship for more years" (or "Which of these two heads led their school for
longer"): each side's years in the post decide it."""


_HELD_ROLE_LEAD = re.compile(
    r"^who\s+(?:(?:was|were|served\s+as)\s+(?P<role>(?:the\s+)?[a-z-]+(?:\s+[a-z-]+)?(?:\s+of\s+(?-i:[A-Z])[^,]*?)?)"
    r"(?:\s+(?:of|on)\s+(?:their|her|his|its)\s+[a-z-]+)?"  # "master of their ship": each side names its own
    r"|held\s+(?:a|an|the)\s+(?P<owner>[a-z-]+)['’]s\s+(?:office|post|seat|position))\s+"
    r"(?:for\s+(?:more|fewer)\s+years|for\s+longer)$",
    re.I,
)
"""A lead "Who was mayor of Marrow End for more years" ("Who held a mayor's office for longer", "Who was master of
their ship for more years": fresh65 h06): each side's years as that officer decide it."""


_SERVED_LONGER_AS = re.compile(
    r"^who\s+(?:served|worked)\s+(?:for\s+)?(?:longer|more\s+years)\s+as\s+(?:(?:a|an|the)\s+)?"
    r"(?P<role>[a-z-]+(?:\s+[a-z-]+)?)$",
    re.I,
)
"""The same lead with the length first: "Who served longer as a harbourmaster"."""


def _role_held_longer(lead: str) -> str | None:
    """The office a "held longer" lead weighs ("mayor of Marrow End", "mayor"); None for another lead."""
    held = _HELD_ROLE_LEAD.match(lead)
    role = (held["role"] or held["owner"]) if held is not None else None
    served = _SERVED_LONGER_AS.match(lead) if role is None else None
    role = served["role"] if served is not None else role
    return role if role is not None and singular(role.split(" of ")[0].split()[-1].casefold()) in PERSON_ROLES else None


def _held_for_longer(lead: str, sides: Sequence[str]) -> tuple[str, ...] | None:
    """ "Who commanded her ship for more years, Annika Fenner on MV Tern or Marit Haldane on MV
    Orrin Spirit?" -> "When did Annika Fenner command MV Tern?", "When did Marit Haldane command MV
    Orrin Spirit?": each side's span of years in its post, whose lengths ``compare`` weighs (a side
    without its post named: "When did X command her ship?"). None for any other lead."""
    held = _HELD_LEAD.match(lead)
    base = PAST_TO_BASE.get(held["verb"].casefold()) if held is not None else None
    if held is None or base is None:
        return None
    steps = []
    for side in sides:
        at = SIDE_AT_POST.match(side)
        who, post = (at["who"], at["post"]) if at is not None else (side, held["post"])
        steps.append(f"When did {who} {base} {post}?")
    return tuple(steps)


_RESIDENTS = {"people", "inhabitants", "residents", "villagers", "townspeople"}


def count_of(more: re.Match[str], side: str) -> str:
    """The lookup of one side's count in "Does A have more N than B?": "How many people live in
    A?" for the people living there, "How many N does A have?" for anything else ("fishing boats":
    the words up to a participle or a preposition)."""
    rest = more["rest"].split()
    counted = [
        more["noun"],
        *itertools.takewhile(lambda w: w.islower() and w not in PREPOSITIONS and not w.endswith("ing"), rest),
    ]
    if more["noun"].casefold() in _RESIDENTS and re.search(r"\bliv", more["rest"]):
        return f"How many people live in {side}?"
    if more["noun"].casefold() in _FOLK:
        return f"How many people does {side} have?"  # the word a page writes them by
    return f"How many {' '.join(counted)} does {side} have?"


def had_by_then_steps(had: re.Match[str]) -> tuple[str, ...]:
    """ "Had the kilns already stopped burning when the ropeworks closed?": when the first thing
    had done what is asked ("When had the kilns stopped burning?"), then when the second did its
    verb ("When was the ropeworks closed?"); code compares the two dates."""
    return f"When had {had['a']} {had['verb']}{had['rest']}?", _when_side_did(had["b"]) or f"When was {had['b']}?"


def had_by_then_sides(had: re.Match[str], split: Split) -> bool:
    """Whether both sides of "Had A ... when B ...?" can be looked up on their own: named things,
    the second with a verb of its own ("the ropeworks closed"; not "her son was born", whose "her"
    names no one) or an event "by the time of" ("the flood")."""
    b = had["b"]
    if (_when_side_did(b) is None and not had["of"]) or re.search(r"\b(?:he|she|his|her|they|their|it|its)\b", b, re.I):
        return False
    return all(len(split(f"When was {had[side]} born?") or ()) == 1 for side in "ab")


def in_time_steps(in_time: re.Match[str]) -> tuple[str, ...]:
    """ "Did the mill close before the brewery opened?": when each side did its verb; a side with a
    verb of its own ("the brewery *opened*") is looked up with that verb."""
    aux = "did" if in_time["aux"].casefold() == "did" else "was"
    return tuple(
        _when_side_did(side) or f"When {aux} {side} {in_time['verb']}?" for side in (in_time["a"], in_time["b"])
    )


def _when_side_did(side: str) -> str | None:
    """When a side with a verb of its own did it: "the brewery opened" -> "When was the brewery
    opened?", "the regatta was first held" -> "When was the regatta first held?", "Ada Penn died" ->
    "When did Ada Penn die?"; None for a side without one."""
    *words, last = side.split()
    base = INTRANSITIVE_PAST.get(last)
    if words and base is not None and not {w.casefold() for w in words} & {"was", "were"}:
        return f"When did {' '.join(words)} {base}?"  # "Ada Penn died": no passive ("was ... died")
    if not words or last != last.casefold() or not is_past_verb(last):
        return None
    participle = PAST_TO_PARTICIPLE.get(last.casefold(), last)
    aux_at = next((i for i, w in enumerate(words) if i and w.casefold() in ("was", "were")), None)
    if aux_at is not None:
        words = [words[aux_at], *words[:aux_at], *words[aux_at + 1 :]]
    else:
        words = ["was", *words]
    return f"When {' '.join(words)} {participle}?"


_EVENT_SIDE = re.compile(rf"^the\s+({'|'.join(EVENT_NOUNS)})\s+of\s+(.+)$", re.IGNORECASE)
"""A side named by its event ("the opening of the Pell bridge"): its date is looked up with the
event's verb ("When was the Pell bridge opened?"), whatever verb the comparison's lead implies."""


_CROWD_LOOKUP = re.compile(
    r"^Who were the (?:[a-z-]+\s+){0,3}?[a-z]+(?:s|men)\s+(?:at|in|on|near|from)\s+[A-Z][^?]*\?$"
)
"""A lookup of a crowd by its place ("Who were the northern sheep farmers at Harlow Cross?"): they have
no names to find; the side they own is asked of its whole description (fresh20 k13)."""


_EPITHET = re.compile(
    r"^the\s+(?:(?:old|little|new|small|big|great|tiny|famous|sturdy|graceful)\s+)+(?=[A-Z]\S*\s+[A-Z])"
)
"""Words of colour before a side's full name ("the old MV Haldray Lass", "the little MV Tern"): its
lookup asks of the name alone, which is how the pages write it (fresh26 h09)."""


def _without_epithet(side: str) -> str:
    """``side`` without a descriptive "the old" / "the little" before its name of two or more words."""
    return _EPITHET.sub("", side)


def _side_lookups(
    template: str, sides: Sequence[str], split: Split, unnamed: Collection[str] = ()
) -> tuple[list[str], list[str]] | None:
    """Each side's value looked up with ``template`` (a described side is looked up first), and
    how the last step names each side: the side itself, or its lookup's ``#n``, with the step of
    its value in brackets ("#1 (#2)"). None when a side has more hops than a plan holds.
    ``unnamed``: sides the question could only describe ("the one that gave Calder Bridge its
    name"): their value is asked of the description, as no name may be found for it."""
    steps: list[str] = []
    compared: list[str] = []
    for index, side in enumerate(map(_without_epithet, sides)):
        pointer = _pointer_to_first_side(side, sides[0]) if index else None
        if pointer is not None:  # "the ferry that took over that ship's route": the first side's thing, once found
            side = f"{side[: pointer.start()]}{_FIRST_SIDE}{side[pointer.end() :]}"
        event = _EVENT_SIDE.match(side)
        if event is not None and template.startswith("When "):
            lookups = split(f"When was {event[2]} {EVENT_NOUNS[event[1].casefold()]}?")
        elif side in unnamed:
            lookups = (template.format(side),)
        else:
            lookups = split(template.format(side))
        if lookups is not None and any(_CROWD_LOOKUP.match(step) for step in lookups[:-1]):
            lookups = (template.format(side),)  # "the wool cooperative of the sheep farmers at X": asked whole
        if lookups is None:
            return None
        first = compared[0].split(" (")[0] if compared else ""
        steps += [_shifted(step, len(steps)).replace(_FIRST_SIDE, first) for step in lookups]
        named = re.search(r"#\d+", steps[-1]) if len(lookups) > 1 else None
        compared.append(f"{named[0] if named else side.replace(_FIRST_SIDE, first)} (#{len(steps)})")
    return steps, compared


_FIRST_SIDE = "Quenby Arrowfield"
"""A name no corpus uses, put where a later side points back to the first ("that ship's route") so that the side
splits like any description; its steps then read the first side's ``#n`` (or its name) in its place."""
_POINTS_TO_SIDE = re.compile(rf"\b(?:that|this)\s+(?:{POINTED_AGAIN}\s+)?(?P<noun>[a-z]+)(?=['’]s\b|\s*$)")


def _pointer_to_first_side(side: str, first: str) -> re.Match[str] | None:
    """The "that NOUN" of a later side that stands for the first side's thing ("the ferry with a cattle door that
    took over *that ship*'s route in 1973", after "the company's first ferry built to carry cars", fresh40 h06): its
    noun names the same kind of thing as the first side's own noun, not a noun of its modifiers ("the last ship of
    *that yard*" after "the ferry built by the Dunn yard" is the yard's). None when there is no such pointer."""
    pointer = _POINTS_TO_SIDE.search(side)
    head = _SIDE_HEAD.match(first.strip())
    if pointer is None or head is None or noun_category(pointer["noun"]) is None:
        return None
    return pointer if noun_category(pointer["noun"]) == noun_category(head["noun"]) else None


_SIDE_HEAD = re.compile(
    r"^(?:the\s+)?(?:(?:[A-Z][\w-]*\s+)*[\w-]+['’]s\s+)?(?:[a-z-]+\s+){0,2}?(?P<noun>[a-z-]+)"
    r"(?=\s*$|\s+(?:of|in|on|at|with|that|which|who|whose|to|from|by|for|near|[a-z]+ed|built|run|made|known)\b)"
)
"""A side's own noun: the word before its first preposition, relative or participle ("the company's first *ferry*
built to carry cars", "the *ferry* that served Orla")."""


_NAMED_AT_POST = re.compile(
    r"(?P<who>(?:[A-Z][\w'’-]*\s+)+?[A-Z][\w'’-]*)\s+(?P<post>(?:at|in|of|on)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
)
"""A named side with the place of its post: "Morag Ennis at Haldwick"."""


def _held_role_lookups(role: str, sides: Sequence[str], split: Split) -> tuple[list[str], list[str]] | None:
    """``_side_lookups`` for years in an office ("When was Ada Penn mayor?"): a described side ("the
    auctioneer who became Pell's first mayor") is looked up as a person first ("Who was ...?"), as
    its description would run into the office's name ("... first mayor mayor")."""
    steps: list[str] = []
    compared: list[str] = []
    for side in sides:
        at_post = _NAMED_AT_POST.fullmatch(side.strip())  # "Morag Ennis at Haldwick": harbourmaster at Haldwick
        side = at_post["who"] if at_post is not None else side
        named = re.fullmatch(r"(?:the\s+[a-z-]+\s+)?(?:[A-Z][\w'’-]*\s*)+", side.strip()) is not None
        held = f"{role} {at_post['post']}" if at_post is not None else role
        lookups = (f"When was {side} {held}?",) if named else split(f"Who was {side}?")
        if lookups is None:
            return None
        if not named:
            lookups = (*lookups, f"When was #{len(lookups)} {role}?")
        steps += [_shifted(step, len(steps)) for step in lookups]
        compared.append(f"#{len(steps) - 1} (#{len(steps)})" if not named else f"{side} (#{len(steps)})")
    return steps, compared


def than_steps(than: re.Match[str], split: Split) -> tuple[str, ...] | None:
    """ "Is the main tributary of the Aske longer than the Aske canal?" -> one lookup per side
    (a described side looked up first), then, when a side was described, a last step "Is #1 (#2)
    longer than the Aske canal (#3)?" that code decides from the values in brackets (``compare``);
    with named sides the two values decide the question itself. None when the value compared is
    not known or a side has more hops than a plan holds."""
    sides = [than["a"].strip(), than["b"].strip()]
    template = _attribute_lookup(f"Which is {than['adj']}", sides)
    looked_up = _side_lookups(template, sides, split) if template is not None else None
    if looked_up is None:
        return None
    steps, compared = looked_up
    if len(steps) == 2:
        return tuple(steps)
    if len(steps) > MAX_STEPS:
        return None
    return (*steps, f"{than['aux'].capitalize()} {compared[0]} {than['adj']} than {compared[1]}?")


def _possessions(lead: str, sides: list[str]) -> tuple[str, list[str]]:
    """ "Which town's school was founded earlier", ["Dunmore's", "Dunmere's"] -> "Which school was
    founded earlier", ["Dunmore's school", "Dunmere's school"]: the thing the sides own, named in
    the lead, goes with each side. Anything else is returned as it is."""
    owned = re.match(
        r"^(which|what)\s+\w+['’]s\s+(?P<thing>(?:\w+\s+){0,2}?\w+)\s+(?P<rest>(?:is|was|were|are|did|got|has|had|\w+ed)\b.*)$",
        lead,
        re.I,
    )
    if owned is None or not all(re.search(r"\w['’]s$", side) for side in sides):
        return lead, sides
    return f"{owned[1]} {owned['thing']} {owned['rest']}", [f"{side} {owned['thing']}" for side in sides]


def _shifted(step: str, by: int) -> str:
    """``step`` with its ``#n`` references moved up by ``by`` (its plan joined after ``by`` steps)."""
    return re.sub(r"#(\d+)", lambda m: f"#{int(m[1]) + by}", step)


_DONE_FOR_LONGER = re.compile(
    r"^(?:which|who)\s+(?P<verb>[a-z]+)\s+(?P<rest>(?:in|on|at|as|with|for)\s+.+?)\s+"
    r"(?:for\s+(?:more|fewer)\s+years|for\s+longer)$",
    re.I,
)
"""A lead that weighs how long each side did something: "Which sailed in Velmar service for more
years" (each side's span of years, looked up as "When did X sail in Velmar service?")."""


_BEEN_THERE_LONGER = re.compile(
    r"^(?:which|who)\s+(?:(?:of\s+(?:the|these|those)\s+(?:two\s+)?)?[a-z]+\s+)?(?:was|were)\s+"
    r"(?P<rest>(?:in|on|at|with|aboard)\s+.+?)\s+(?:for\s+(?:more|fewer)\s+years|for\s+longer)$",
    re.I,
)
"""A lead that weighs how long each side was somewhere: "Which ship was in the company's service for
more years" (each side's span of years, looked up as "When was X in the company's service?")."""


def _attribute_lookup(lead: str, sides: Sequence[str] = ()) -> str | None:
    """The lookup of one side's value for a comparison's lead ("Which ship is older" -> "When was
    {} built?"; also when every side is a built thing: "Which came first, the lighthouse or the
    pier?"), a template with ``{}`` for the side; None when the compared value is not known."""
    done = _DONE_FIRST.match(lead)
    placing = done is not None and lead.split()[0].casefold() == "who" and done["verb"].casefold() not in _LIFE_STEPS
    if done is not None and not placing and done["verb"].casefold() in PAST_TO_BASE:  # "Which town got its hall first"
        return f"When did {{}} {PAST_TO_BASE[done['verb'].casefold()]} {done['rest']}?"
    longer = _DONE_FOR_LONGER.match(lead)
    if longer is not None and longer["verb"].casefold() in PAST_TO_BASE:  # "Which sailed in X service for more years"
        return f"When did {{}} {PAST_TO_BASE[longer['verb'].casefold()]} {longer['rest']}?"
    been = _BEEN_THERE_LONGER.match(lead)
    if been is not None:  # "Which ship was in the company's service for more years"
        return f"When was {{}} {been['rest']}?"
    did = _DID_MORE.search(lead)
    if did is not None and PAST_TO_BASE.get(did["verb"].casefold()) not in (None, *_NOT_DEEDS):
        rest = f" {did['rest'].strip()}" if did["rest"] else ""  # "built more ships for the company"
        return f"How many {did['noun']} did {{}} {PAST_TO_BASE[did['verb'].casefold()]}{rest}?"
    journey = _JOURNEY.search(lead)
    if journey is not None:  # "the longer ferry ride from Port Orrin": each side is the other end
        other = "to" if journey["link"].casefold() == "from" else "from"
        return f"How long is the {journey['way']} {journey['link']} {journey['end']} {other} {{}}?"
    for pattern, template in _ATTRIBUTES:
        found = pattern.search(lead)
        if found is None:
            continue
        if "{verb}" in template:
            base = INTRANSITIVE_PAST.get(found.group(1).casefold())  # "Who died first": no "When was X died?"
            return f"When did {{}} {base}?" if base is not None else template.format(verb=found.group(1))
        if "{role}" in template:
            return template.format(role=found.group(1))
        if "founded" in template and (_people_compared(lead) or _kin_compared(sides) or _people_described(sides)):
            return "When was {} born?"
        if "founded" in template and (_BUILT_THINGS.search(lead) or sides and all(map(_BUILT_THINGS.search, sides))):
            return "When was {} built?"
        if "{noun}" in template:
            return template.format(noun=found.group(1))
        if template == _ENTERED_SERVICE and sides and all(map(_A_WAY.search, sides)):
            return "When was {} opened?"  # "the Pell to Orla route": a way, which opens
        if template == "How long is {}?" and sides and all(map(_JOB.search, sides)):
            return "How long did {} take?"  # "Which kept its ship away longer, the 2001 refit of X or ...?"
        return template
    return None


_DID_MORE = re.compile(
    r"(?<!\bwas\s)(?<!\bwere\s)(?<!\bbeen\s)\b(?P<verb>[a-z]+)\s+more\s+(?P<noun>[a-z]+[^s\W]s)"
    r"(?P<rest>\s(?![^,?]*\bthan\b)[^,?]+)?$",
    re.I,
)
"""A count of what each side did, said with its verb in the past: "Which yard built more ships for the company"
asks how many ships each built for it, not how many it has ("employed", a peak's own, has templates of its own)."""
_NOT_DEEDS = ("have", "employ", "do", "carry", "take", "hold", "seat")
"""Verbs of what a side has or holds ("carried more passengers": its capacity, asked as what it has) or with
templates of their own ("employed more people at its peak")."""
_JOB = re.compile(
    r"^(?:the\s+)?(?:\d{4}\s+)?(?:[a-z-]+\s+)?(?:refit|renewal|survey|conversion|repair|overhaul|rebuild|rebuilding|"
    r"restoration|refurbishment|fitting|installation|extension|dry-docking|strike|closure)s?\b",
    re.I,
)
"""A side that is a piece of work done ("the 2019 survey of MV X"): "longer" asks how long it took."""


_JOURNEYS = re.compile(r"ride|crossing|journey|trip|route|voyage|sail|passage|drive|walk")
"""Nouns for a way from one place to another."""
_A_WAY = re.compile(rf"\b(?:{_JOURNEYS.pattern})s?\b", re.I)
"""A side that is a way ("the Pell to Orla route"), not a name holding one's letters ("the Pride of Orla")."""


_JOURNEY = re.compile(
    rf"\b(?:longer|shorter)\s+(?P<way>(?:[a-z-]+\s+){{0,2}}?(?:{_JOURNEYS.pattern}))\s+(?P<link>from|to)\s+(?P<end>.+)$",
    re.I,
)
"""A lead "Which island is the longer ferry ride from Port Orrin": a journey with one end given."""


_DONE_FIRST = re.compile(
    r"^(?:which(?:\s+of\s+(?:them|the\s+two)|\s+(?!(?:was|were|is|are)\b)\w+)?|who)\s+(?P<verb>\w+)\s+(?P<rest>.+?)\s+(?:first|earlier|later|last)$",
    re.I,
)
"""A lead "Which town got its present town hall first" / "Who became a harbourmaster first" / "which of them
became a mayor first": the side did something, first or last."""


_LIFE_STEPS = {"became", "joined", "retired", "married", "arrived", "left", "took", "got", "started", "began"}
"""What a person does once in a life, so "who ... first" asks a date; "Who finished the race first" asks
a placing."""
