"""The one vocabulary for what an answer or a query *says*, shared by the Loop, the Pipeline and
the evaluation: "the passages do not state it", a refusal, a field that means "nothing", and how
queries are compared for repeats. One definition, so the Loop's decision to give up and the
evaluation's count of refusals cannot disagree."""

from __future__ import annotations

import re

__all__ = [
    "IRREGULAR_PARTICIPLES",
    "IRREGULAR_PAST_TO_BASE",
    "NOT_STATED",
    "PARTICIPLE_TO_PAST",
    "PAST_TO_PARTICIPLE",
    "PERSON_ROLES",
    "REFUSAL",
    "WOMAN_WORDS",
    "aside_after_dash_as_stop",
    "best_sentence",
    "dash_as_stop",
    "found_as_find",
    "heading_line",
    "is_nothing",
    "is_refusal",
    "normalize_query",
    "one_of_plural",
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
    "become", "begun", "born", "bought", "broken", "brought", "built", "cast", "chosen", "cut", "dealt", "done",
    "drawn", "dug", "fed", "found", "given", "grown", "heard", "held", "hung", "kept", "known", "laid", "led", "left",
    "lit", "lost", "made", "meant", "met", "paid", "put", "read", "rebuilt", "run", "rung", "sat", "seen", "sent",
    "set", "shown", "shut", "sold", "spent", "split", "spoken", "spun", "stood", "struck", "sung", "sunk", "taken",
    "taught", "thrown", "told", "won", "worn", "woven", "written", "driven", "blown", "flown", "stolen", "frozen",
    "hidden", "ridden",
})  # fmt: skip
"""Past participles not written "-ed" ("built", "born"): the splitter and the answer checks read them as verbs."""

PAST_TO_PARTICIPLE = {
    "drew": "drawn", "wrote": "written", "ran": "run", "began": "begun", "grew": "grown", "gave": "given",
    "took": "taken", "broke": "broken", "spoke": "spoken", "chose": "chosen", "showed": "shown", "threw": "thrown",
    "saw": "seen", "did": "done", "sank": "sunk", "sang": "sung", "rang": "rung", "wove": "woven", "wore": "worn",
    "flew": "flown", "drove": "driven", "blew": "blown", "stole": "stolen", "froze": "frozen", "hid": "hidden",
    "rode": "ridden",
}  # fmt: skip
"""Irregular pasts whose participle differs ("took" -> "taken"): the splitter writes passives with
them, and the answer checks read "taken over" in a question as "took over" in a passage."""
PARTICIPLE_TO_PAST = {participle: past for past, participle in PAST_TO_PARTICIPLE.items()}
IRREGULAR_PAST_TO_BASE = {
    "got": "get", "built": "build", "made": "make", "won": "win", "took": "take", "became": "become",
    "began": "begin", "held": "hold", "ran": "run", "sold": "sell", "lost": "lose", "grew": "grow", "had": "have",
    "left": "leave", "rose": "rise", "stood": "stand", "shut": "shut", "sat": "sit", "bought": "buy",
    "taught": "teach", "led": "lead", "kept": "keep", "sent": "send", "came": "come",
}  # fmt: skip
"""Irregular pasts back to their base ("taught" -> "teach"): the splitter turns them into "did X
teach", and the answer checks find "taught" for an asked "teach"."""

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
    r"^\s*(?:(?:hey|hi|hello|so|ok|okay|um+|uh+|erm?|hmm+|quick (?:one|question|check)|one more|and|also"
    r"|just (?:wondering|curious|checking)"
    r"|out of (?:interest|curiosity)|by the way|btw|i(?:['’]m| am) curious)\b[\s,:;!.-]*)*"
    r"(?:(?:do|can|could|would) you (?:happen to |perhaps )?(?:know|tell me|say)\b,?\s*"
    r"|i (?:wonder|was wondering)\b[,:]?\s*|i(?:['’]d| would) like to know\b[,:]?\s*|i want to know\b[,:]?\s*"
    r"|(?:do you )?(?:have )?any idea\b,?\s*(?=(?:who|what|when|where|which|how|whose)\b)"
    r"|i(?: was|['’]ve been| have been|['’]m| am)? read(?:ing)? (?:about|up on)\b\s*(?-i:(?=the\b|[A-Z]))"
    r"|(?:please )?(?:tell|remind) me\b,?\s*"
    # a first-person aside of lower-case words before the question: "I always mix these two up: which ..."
    r"|i(?:['’](?:m|ve|d))?\s+(?:(?-i:[a-z'’-]+)\s+){0,9}(?-i:[a-z'’-]+)(?::|\s+[-–—])\s*"
    r"(?=(?:who|what|when|where|which|how|whose)\b)"
    # the asker's musing, of lower-case words: "Thinking about a quiet island holiday up there: which ..."
    r"|(?-i:Thinking|Wondering|Planning|Dreaming)(?:\s+(?-i:[a-z'’-]+)){1,10}:\s*"
    r"(?=(?:who|what|when|where|which|how|whose)\b)"
    # an aside to the reader of lower-case words naming "me" or "you": "Settle an argument for me: which ..."
    r"|(?=[^:?]*\b(?:me|you|us)\b)[\w'’-]+(?:\s+(?-i:[a-z'’-]+)){0,9}:\s*(?=(?:who|what|when|where|which|how|whose)\b))?",
    re.IGNORECASE,
)
_BIRTH_YEAR_OF = re.compile(r"^the (?:birth year|year of birth|year of (?P<event>death)) of (?P<who>.+)$", re.I)
_YEAR_PASSIVE = re.compile(
    r"^the year(?: in which| when| that)? (?P<thing>.+) (?P<aux>was|were) (?P<verb>[a-z]+(?: [a-z]+)?)$", re.I
)
PERSON_ROLES = {
    "founder", "co-founder", "cofounder", "architect", "engineer", "mayor", "father", "mother", "son", "daughter",
    "husband", "wife", "brother", "sister", "grandson", "granddaughter", "grandfather", "grandmother", "uncle",
    "aunt", "nephew", "niece", "widow", "widower", "heir", "owner", "director", "manager", "chairman",
    "chairwoman", "chair", "president", "head", "headmaster", "headmistress", "teacher", "keeper", "captain",
    "designer", "builder", "maker", "author", "editor", "publisher", "painter", "sculptor", "composer",
    "inventor", "creator", "leader", "successor", "predecessor", "partner", "apprentice", "pupil", "student",
    "mentor", "employer", "minister", "vicar", "priest", "rector", "bishop", "king", "queen", "governor",
    "commander", "coach", "winner", "champion", "driver", "pilot", "master", "brewer", "miller", "potter",
    "curator", "librarian", "clerk", "secretary", "treasurer", "abbot", "abbess", "operator", "contractor",
    "manufacturer", "supplier", "proprietor", "landlord", "landlady", "steward", "warden", "principal",
    "conductor", "surveyor", "councillor", "mp", "member", "chief", "boss", "rival", "friend", "spouse",
    "parent", "child", "patron", "benefactor", "sponsor", "investor", "shareholder", "tenant", "matron",
    "harbourmaster", "stationmaster", "postmaster", "postmistress", "schoolmaster", "schoolmistress", "foreman",
    "overseer", "superintendent", "chaplain", "organist", "innkeeper", "shipwright", "skipper", "purser", "mate",
    "cousin", "grandchild", "stepfather", "stepmother", "stepson", "stepdaughter", "great-grandfather",
    "great-grandmother", "great-grandson", "great-granddaughter", "godfather", "godmother", "guardian", "trustee",
    "physician", "doctor", "surgeon", "nurse", "lawyer", "solicitor", "banker", "grocer", "baker", "butcher",
    "blacksmith", "carpenter", "mason", "weaver", "farmer", "merchant", "cheesemaker", "glassmaker", "papermaker",
    "ironfounder", "boatbuilder", "shipbuilder", "cyclist", "botanist", "artist", "musician", "singer", "poet",
    "writer", "novelist", "historian", "astronomer", "chemist", "geologist", "ferryman", "fisherman", "sailor",
    "officer", "physicist", "scientist", "analyst", "auctioneer", "printer", "brickmaker", "clockmaker",
    "watchmaker", "shoemaker", "dressmaker", "bookseller", "jeweller", "tailor", "stonemason", "photographer",
    "journalist", "reporter", "accountant", "inspector", "constable", "magistrate", "judge", "alderman",
    "churchwarden", "midwife", "apothecary", "pharmacist", "dentist", "vet", "professor", "lecturer", "tutor",
    "governess", "housekeeper", "gardener", "gamekeeper", "shepherd", "wheelwright", "cooper", "tanner", "dyer",
    "quarryman", "miner", "naturalist", "auditor", "bookbinder", "engraver", "organ-builder", "lockkeeper",
    "mechanic", "electrician", "plumber", "technician", "welder", "millwright", "boilermaker", "labourer",
    "signalman", "carter", "haulier", "coachman", "smith", "locksmith", "silversmith",
    "goldsmith", "gunsmith", "ironmonger", "draper", "milliner", "hatter", "saddler", "cobbler", "chandler",
    "distiller", "maltster", "fishmonger", "publican", "hotelier", "shopkeeper", "storekeeper",
    "landowner", "squire", "industrialist", "entrepreneur", "businessman", "businesswoman", "craftsman",
    "plasterer", "glazier", "joiner", "carver", "thatcher", "bricklayer", "ploughman", "herdsman", "mariner",
    "boatman", "bargeman", "coxswain", "lifeboatman", "climber", "mountaineer", "athlete", "swimmer", "rower",
    "oarsman", "footballer", "cricketer", "jockey", "boxer", "actor", "actress", "dancer", "pianist", "violinist",
    "choirmaster", "bandmaster", "draughtsman", "cartographer", "mathematician", "economist", "philosopher",
    "archaeologist", "biologist", "illustrator", "seamstress", "glassblower", "confectioner", "financier",
    "explorer", "missionary", "preacher", "curate", "nun", "monk", "schoolteacher", "headteacher", "politician",
    "campaigner", "reformer", "philanthropist", "collector", "antiquarian", "diarist", "soldier", "airman",
    "aviator", "postman", "policeman", "sergeant", "fireman", "forester", "cabinetmaker", "chef",
}  # fmt: skip
"""Nouns that name a person by role or kin ("the founder of X" is asked with "who")."""
_THE_NOUN_OF = re.compile(r"^the (?P<noun>[a-z]+(?: [a-z]+)?) of (?P<rest>.+)$", re.I)


def _asked_for(phrase: str) -> str:
    """What a request names as a question: "(Tell me) the birth year of X" -> "In what year was X
    born?"; "the year the pier at X was built" -> "In what year was the pier at X built?"; "the
    population of X" -> "What is the population of X?"; "the founder of X" -> "Who is the founder of
    X?". Any other phrase is returned as it is."""
    text = phrase.rstrip("?.! ")
    born = _BIRTH_YEAR_OF.match(text)
    if born is not None:
        return f"In what year did {born['who']} die?" if born["event"] else f"In what year was {born['who']} born?"
    passive = _YEAR_PASSIVE.match(text)
    if passive is not None:
        return f"In what year {passive['aux'].casefold()} {passive['thing']} {passive['verb']}?"
    noun_of = _THE_NOUN_OF.match(text)
    if noun_of is not None and noun_of["noun"].split()[-1].casefold() in PERSON_ROLES:
        return f"Who is {text}?"
    if noun_of is not None and noun_of["noun"].split()[0].casefold() not in ("year", "date"):
        return f"What is {text}?"
    return phrase


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


_PAIR_SIDE = (
    r"(?:(?:the|his|her|their)\s+)?(?:[a-z][\w-]*\s+){0,3}"
    r"(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)(?:\s+[a-z][\w-]*){0,2}"
    r"|(?:the|its)\s+(?-i:[a-z][\w-]*(?:['’]s)?)(?:\s+(?-i:[a-z][\w-]*)){1,3}"
    r"|the\s+(?-i:(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+(?:on|by|beside|at|in|near|above|below|along)\s+(?:(?!and\b)[\w'’-]+\s+){0,9}"
    r"(?!and\b)[\w'’-]+"
)
"""A side of a pair: a name, with at most a few words before it ("the brickmaker Ruth Moss") and
after it ("the Orlen brewery"), or a short description ("the company's first steamer", "its first
diesel ship"), or a thing told by where it is ("the iron foundry by the canal wharf at Kellbrook"); no clause
("the ships built at Tollan")."""
_PAIR_ASK = (
    r"(?:(?:who|which(?:\s+(?:one|of\s+(?:them|the\s+two)|[a-z]+))?)\s+(?:was|is|were|are|did|had|has|lived|reached|"
    r"came|went|took|held|won|ran|grew|shut|[a-z]+ed)"
    r"|whose\s+(?:[a-z]+\s+){1,4}?(?:came|began|started|ended|[a-z]+ed))\b[^?]*?"
)
"""The question of a choice asked after its pair: "which woman was born earlier", "whose time as
mayor began earlier"."""
_PAIR_FIRST = re.compile(
    r"^(?:of|between)\s+(?:(?:its|their|his|her|the|these|those)\s+(?:[a-z][\w-]*['’]s\s+)?(?:two|both)\s+"
    r"(?:[a-z][\w-]*\s+){0,2}?(?P<group>[a-z][\w-]*),\s+)?"  # "its two X,", "the valley's two old breweries,"
    rf"(?P<a>{_PAIR_SIDE})\s+and\s+(?P<b>{_PAIR_SIDE})\s*,\s*"
    r"(?:(?:both|each)\s+of\s+whom\s[^,?]+,\s*)?"  # "..., both of whom served as mayor of a valley town,"
    rf"(?P<ask>{_PAIR_ASK})"
    r"\s*\??$",
    re.IGNORECASE,
)
"""A choice asked with its sides first as a pair: "Of the brickmaker A and the glassmaker B, which
woman was born earlier?" ("Of A and B, both of whom served as mayor, whose time as mayor began
earlier?": what both did is said of each side's lookup too, and is left out)."""
_ROLE_BEFORE_NAME = re.compile(
    r"^(?:(?:the|his|her|their|its)\s+)?(?:(?!(?:the|a|an)\b)[a-z][\w-]*\s+){1,3}(?<!\bof\s)(?<!\bin\s)(?<!\bat\s)(?<!\bon\s)(?<!\bfrom\s)(?<!\bnear\s)(?<!\bby\s)(?=[A-Z])"
)
"""The words telling what a named side is ("the brickmaker " of "the brickmaker Ruth Moss"); not an owner's
place ("the parish church of Tillingham" is no Tillingham, "the wood carver from Harlow Cross" no Harlow Cross,
fresh52 k10)."""


_COMPARING = re.compile(
    r"^(?:comparing|if\s+(?:you|we)\s+compare)\s+(?P<pair>\S[^?]*?)\s*,\s*(?P<ask>(?:which|who)\b[^?,]*?)\s*\??$",
    re.IGNORECASE,
)
"""A choice asked after "Comparing A with B,": "Comparing the old canal from X to Y with the branch
railway that ran from Z, which of the two covered the greater distance?"."""
_COMPARED_WITH = ("with", "against", "and", "to")
"""The words that join the pair, in the order they are tried: "to" is often a side's own ("the canal
from X *to* Y with the railway ...")."""


_BY_COUNTS = (
    r"^(?:going|judging)\s+by\s+(?:(?:today['’]s|their|the|current|present|latest)\s+)?(?P<measure>(?!the\b)[a-z]+)\s+"
    r"(?:numbers|counts|figures)(?:\s+(?P<when>today|now|these\s+days|at\s+present))?,?\s+"
)
"""The count a choice is asked by ("Going by today's pupil numbers, ...", "going by pupil numbers today, ...")."""
_SIDE_AFTER_ASK = r"(?:the\s+)?(?-i:[A-Z])(?:(?!\s(?:the|or)\s)[^,?:])*?"
"""A side named after the ask ("... the bigger school: *the Pell school* or ..."): a capital first, no colon."""
_COUNTED_CHOICES = (
    re.compile(
        rf"{_BY_COUNTS}(?:is|was|are|were)\s+(?P<a>{_SIDE})\s+or\s+(?P<b>{_SIDE})\s+the\s+(?:bigger|larger|busier)"
        r"(?:\s+one)?\s*\??$",
        re.IGNORECASE,
    ),
    re.compile(
        rf"{_BY_COUNTS}which\s+(?:one\s+)?(?:is|was)\s+the\s+(?:bigger|larger|busier)(?:\s+(?P<noun>(?-i:(?!of\b)[a-z]+)))?"
        rf"\s*[:,–—-]?\s*(?P<a>{_SIDE_AFTER_ASK})\s+or\s+(?P<b>{_SIDE_AFTER_ASK})\s*\??$",
        re.IGNORECASE,
    ),
)
"""A choice asked by a count, yes/no-style ("Going by today's pupil numbers, is the Marrow End school or the Dunmore
school the bigger one?") or with its sides after the ask ("going by pupil numbers today, which is the bigger school:
A or B?")."""


def _counted_choice(plain: str) -> str:
    """ "Going by today's pupil numbers, is A or B the bigger one?" as "Which has more pupils, A or B?" (with the
    sides' shared noun: "Which school has more pupils, ...?"): the count the sides are compared by, not a size
    (fresh44 k09 was looked up as "What is the school's pupil number?" and refused). Any other text as it is."""
    found = next((m for pattern in _COUNTED_CHOICES if (m := pattern.match(plain.strip()))), None)
    if found is None:
        return plain
    a, b, measure = found["a"].strip(), found["b"].strip(), found["measure"].casefold()
    shared = a.split()[-1].casefold() if a.split()[-1].casefold() == b.split()[-1].casefold() else ""
    noun = shared or (found.groupdict().get("noun") or "").casefold()  # "which is the bigger *school*: A or B"
    which = f"Which {noun}" if noun else "Which"
    when = f" {found['when'].casefold()}" if found["when"] else ""  # "today": as asked
    return f"{which} has more {measure}s{when}, {a} or {b}?"


def _comparing_as_choice(plain: str) -> str:
    """ "Comparing A with B, which of the two was longer?" -> "Which one was longer, A or B?": the
    choice the comparison code reads, each side as written (a description is looked up as one).
    Any other text is returned as it is."""
    found = _COMPARING.match(plain)
    if found is None or "," in found["pair"]:
        return plain  # "Comparing the two mills, the one at Pell and ...": no pair of two
    pair = found["pair"]
    joints = ("and", *_COMPARED_WITH) if " and " in pair and " with " in pair else _COMPARED_WITH
    for joint in joints:  # "the church with the crooked spire and the chapel": "and" joins the pair
        a, _, b = pair.partition(f" {joint} ")
        if joint == "to" and pair.count(" to ") > 1:
            return plain  # "the road from Pell to Orla to the railway ...": which "to" joins them is not known
        if b and all(re.match(r"(?:the|a|an|its|their|his|her)\s|(?-i:[A-Z])", side) for side in (a, b)):
            return _as_choice(found["ask"], a.strip(), b.strip())
    return plain  # "Comparing notes with my brother, ...": no pair


_PAIR_SHARING_CLAUSE = re.compile(
    r"^(?:of|between)\s+the\s+(?P<a>(?-i:[a-z][\w-]*(?:\s+[a-z][\w-]*)?))\s+and\s+the\s+"
    r"(?P<b>(?-i:[a-z][\w-]*(?:\s+[a-z][\w-]*)?))\s+who\s+(?P<jointly>(?:jointly|together)\s+)?"
    rf"(?P<clause>[^,?]+?)\s*,\s*(?P<ask>{_PAIR_ASK})\s*\??$",
    re.IGNORECASE,
)
"""A choice asked of two sides told by one clause they share: "Of the shipowner and the banker who jointly set up the
islands' ferry company, which one came into the world earlier?" (fresh38 h06 was searched whole and answered from
the company's page alone, which gives no birth year)."""
_FOUNDED_TOGETHER = re.compile(r"^(?:set\s+up|founded|established|started)\b", re.I)


_EITHER_DONE_FIRST = re.compile(
    r"^(?:[^:?]*:\s*)?(?P<aux>was|were)\s+(?P<a>the\s+[^?,]+?)\s+or\s+(?P<b>the\s+[^?,]+?)\s+"
    r"(?P<done>(?-i:[a-z]+(?:ed|en|lt|un)))\s+(?P<when>first|earlier|later|last)\s*\??$",
    re.IGNORECASE,
)
"""A choice asked as a yes-or-no question ("Settle an argument for me: was the shipyard in X or the one on the east
side of Y founded first?", fresh39 h06 was searched whole and refused)."""
_PLACE_WORDS = {"in", "on", "at", "of", "by", "near", "beside", "along", "across", "over", "from", "below", "above"}


def _either_done_first_as_choice(plain: str) -> str:
    """``_EITHER_DONE_FIRST``'s question as the choice it asks: "Which was founded first, the shipyard in X or the
    shipyard on the east side of Y?"; "the one" of the second side is the first side's noun ("shipyard"). Any
    other text is returned as it is."""
    pair = _EITHER_DONE_FIRST.match(plain)
    if pair is None:
        return plain
    a, b = pair["a"], pair["b"]
    said = b.split()
    if any(w == "the" and said[i].casefold() not in _PLACE_WORDS for i, w in enumerate(said[1:])):
        return plain  # "Was the Pell Lady or the Pell Maid the ship launched later?": a description asked of them
    if " of " in a and re.fullmatch(r"the\s+(?-i:[A-Z])[^ ]*(?:\s+(?-i:[A-Z])[^ ]*)*", b):
        return plain  # "Was the captain of the Tern or the Kestrel appointed first?": the Kestrel's captain
    if b.casefold().startswith("the one "):
        noun = re.match(rf"the\s+(?:(?-i:[a-z-]+)\s+)*?(?P<noun>(?-i:[a-z-]+))\s+(?:{'|'.join(_PLACE_WORDS)})\s", a)
        if noun is None or re.search(r"(?:ed|en)$", noun["noun"]):  # "the mill founded by X or the one ...": unsaid
            return plain
        b = f"the {noun['noun']} {b[len('the one ') :]}"
    return f"Which {pair['aux'].casefold()} {pair['done']} {pair['when']}, {a} or {b}?"


def _shared_clause_pair_as_choice(plain: str) -> str:
    """``_PAIR_SHARING_CLAUSE``'s question as the choice between the two sides, each told by the clause: "Which one
    came into the world earlier, the shipowner who co-founded the islands' ferry company or the banker who
    co-founded ...?"; "jointly set up" is "co-founded", so each side's lookup asks for its own founder. Only for a
    founding done together: another shared deed ("who ran X") would be looked up without the side's role. Any
    other text is returned as it is."""
    pair = _PAIR_SHARING_CLAUSE.match(plain)
    if pair is None or not pair["jointly"] or not _FOUNDED_TOGETHER.match(pair["clause"]):
        return plain  # "the potter and the weaver who ran X": "Who ran X?" twice would find one person
    clause = _FOUNDED_TOGETHER.sub("co-founded", pair["clause"])
    return _as_choice(pair["ask"], f"the {pair['a']} who {clause}", f"the {pair['b']} who {clause}")


def _pair_as_choice(plain: str) -> str:
    """ "Of the brickmaker Ruth Moss and the glassmaker Clara Venn, which woman was born earlier?"
    -> "Which woman was born earlier, Ruth Moss or Clara Venn?": the choice the comparison code
    reads, its sides named without the words in front of their names ("her uncle Ivo Marsh" is
    "Ivo Marsh"). Any other text is returned as it is."""
    pair = _PAIR_FIRST.match(plain)
    if pair is None:
        return plain
    ones = pair["group"] and all(pair[side].strip().casefold().startswith("the one ") for side in "ab")
    if ones:  # "Of the two breweries, the one at X and the one by Y": "the brewery at X", "the brewery by Y"
        a, b = (f"the {one_of_plural(pair['group'])}{pair[side].strip()[len('the one') :]}" for side in "ab")
    else:
        a, b = (_named_only(pair[side].strip(), pair[other].strip()) for side, other in ("ab", "ba"))
    owner = re.match(r"the\s+[a-z][\w-]*['’]s\b", a)
    if owner is not None and b.startswith("its "):  # "the company's first steamer and its first diesel ship"
        b = f"{owner[0]}{b[3:]}"
    return _as_choice(pair["ask"], a, b)


_IRREGULAR_PLURALS = {"women": "woman", "men": "man", "people": "person", "children": "child"}


def one_of_plural(word: str) -> str:
    """One of a plural noun ("chapels", "ferries", "churches" -> "chapel", "ferry", "church";
    "works" stays)."""
    low = word.casefold()
    if low.endswith(("works", "ss", "series", "species")):
        return low
    if low in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[low]
    if low.endswith("ies") and len(low) > 4:
        return low[:-3] + "y"
    if low.endswith(("ches", "shes", "sses", "xes")):
        return low[:-2]
    return low[:-1] if low.endswith("s") and not low.endswith("ss") else low


_VERB_IN_S = (
    "(?:was|has|does|is|lies|stands|carries|runs|sits|holds|serves|makes|looks|belongs|flows|remains|seems|costs"
    "|opens|closes|reaches|rises|leads|lasts|employs|takes|gets|goes)"
)
"""Verbs said of one that may follow "Which of the two" ("... lies further north?"): no plural noun of a kind."""


def _as_choice(ask: str, a: str, b: str) -> str:
    """ "which of them was born first", A, B -> "Which one was born first, A or B?" ("who of the two
    ..." -> "Who ..."; "which of the two churches ..." -> "Which church ...")."""
    kind = re.match(rf"^which\s+of\s+(?:the|these|those)\s+two\s+(?!{_VERB_IN_S}\b)([a-z]+s)\b", ask, re.I)
    if kind is not None:
        ask = f"Which {one_of_plural(kind[1])}{ask[kind.end() :]}"
    ask = re.sub(r"^(which|who)\s+of\s+(?:them|the\s+two|these\s+two|those\s+two)\b", r"\1 one", ask, flags=re.I)
    ask = re.sub(r"^who one\b", "who", ask, flags=re.I)
    return f"{ask[:1].upper()}{ask[1:]}, {a} or {b}?"


_NAME_SIDE = (
    r"(?:(?:the|his|her|their)\s+)?(?-i:[a-z][\w-]*\s+){0,3}(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
    r"(?:\s+(?:in|at|on|of)\s+(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*))?"  # "St Oda's *in Dunmere*"
)
_WHICH_OF_THEM = (
    r"(?:(?:which|who)\s+(?:one|of\s+(?:them|the\s+two|these\s+two|those\s+two))\s[^?]*?"
    rf"|which\s+(?-i:[a-z]+)\s[^?]*?\b(?:{_COMPARED})\b[^?]*?)"  # "Which church received its organ first?"
)
_PAST_OF_PAIR = rf"(?:was|were|are|is|had|have|[a-z]+ed|{'|'.join(IRREGULAR_PAST_TO_BASE)})"
"""What "A and B both ..." say of the pair: a past ("got their organs", "were built") or a present of being."""
_STATED_PAIR = re.compile(
    rf"^(?:[^.?!]*?(?::|\b(?:are|were|namely)|(?P<comma>\btwo\s+(?:(?-i:[a-z]+)\s+)?(?-i:[A-Z][\w-]*s),))\s+(?P<a>{_PAIR_SIDE})\s+and\s+(?P<b>{_PAIR_SIDE})"
    rf"|(?P<a2>{_NAME_SIDE})\s+and\s+(?P<b2>{_NAME_SIDE})\s+(?:both\s+|each\s+)?{_PAST_OF_PAIR}\b[^.?!]*"
    # described: "the shepherd who ...", or "the Harlow Cross joiner who ...", a place's name before the calling
    r"|[^.?!:]*:\s+(?P<a3>the\s+(?:(?-i:[a-z])|(?=[^,.?!]*\bwho\b))[^,.?!]*?),?\s+(?:and|or)\s+"
    r"(?P<b3>the\s+(?:(?-i:[a-z])|(?=[^.?!]*\bwho\b))[^.?!]*?))"
    rf"\s*[.!]\s+(?P<ask>{_WHICH_OF_THEM})\s*\?$",
    re.IGNORECASE,
)
"""A pair named in a statement, then a choice between them: "Two Webbs ...: the oarsman Conrad and
the ice merchant Matthias. Which of them was born first?" (or "the two unrelated Webbs, the ice merchant Matthias
and the builder Agnes", fresh38 k10), "A and B both ran inns. Who of the two
was born first?", or described there ("Both were born in 1902: the shepherd who ..., and the
schoolmaster who wrote X. Which of the two reached the greater age?"), joined by "or" too ("two villages ...:
the one where ..., or the lakeside village with ...", fresh50 k10)."""
_FAMILY_OF_PAIR = re.compile(
    r"\b(?:(?:two|both|the)\s+|two\s+(?-i:[a-z]+)\s+)(?-i:([A-Z][a-z-]+?[^e\W]))s\b(?!['’])", re.IGNORECASE
)
"""A family named in the plural ("two Webbs", "the two unrelated Webbs"), whose name a side given by first name
alone takes."""


_NAME = r"(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
"""A run of capitalised words ("Port Orrin", "Greyfold Blue"), read case-sensitively inside any pattern."""
_RESPECTIVE_PAIR = re.compile(
    r"^(?:the\s+)?two\s+(?P<kind>(?-i:[a-z]+s))\b(?P<before>[^.?!]*)\s+(?:are|were)\s+(?P<said>(?-i:[a-z][^.?!]*?))\s+"
    rf"(?:the\s+)?(?P<a>{_NAME})\s+and\s+(?:the\s+)?(?P<b>{_NAME}),?\s+respectively\s*[.!]\s+(?P<ask>{_WHICH_OF_THEM})\s*\?$",
    re.IGNORECASE,
)
"""Two things told apart by what each is said to be or do, then a choice between them: "Two breweries in the valley
are best known for Aske Amber and Market Mild respectively. Which of the two was established earlier?"."""


def _respective_pair_as_choice(plain: str) -> str:
    """``_RESPECTIVE_PAIR``'s question as the choice between the two things it describes: "Which one was
    established earlier, the brewery best known for Aske Amber or the brewery best known for Market Mild?";
    each side is looked up by its description, so the answer names a brewery, not its beer (fresh38 k09 answered
    "Aske Amber"). Any other text is returned as it is."""
    pair = _RESPECTIVE_PAIR.match(plain)
    if pair is None or re.search(r"(?-i:[A-Z])", pair["before"]):
        return plain  # "Two ships, the Tern and the Skua, were built by X and Y respectively": named already
    kind, said = one_of_plural(pair["kind"]), pair["said"]
    return _as_choice(pair["ask"], f"the {kind} {said} {pair['a']}", f"the {kind} {said} {pair['b']}")


_LEGS_THEN_WHICH = re.compile(
    rf"^[^?]*?\bfrom\s+(?P<a1>{_NAME})\s+to\s+(?P<a2>{_NAME})\b[^?]*?"
    rf"\bfrom\s+(?P<b1>{_NAME})\s+to\s+(?P<b2>{_NAME})\b[^?]*?[.!]\s+"
    r"(?P<ask>which\s+(?:of\s+(?:those|these|the)\s+two\s+[a-z]+|leg|crossing|trip|journey|route|one)\b"
    r"[^?,]*?\b(?:longer|shorter|longest|shortest|quicker|faster|slower)\b[^?,]*?)\s*\?$",
    re.IGNORECASE,
)


def _legs_as_choice(question: str) -> str:
    """ "We're island-hopping: first from A to B, then on from B to C. Which of those two legs is the longer one?"
    as "Which leg is the longer one, the route from A to B or the route from B to C?": a choice between the two
    journeys the statement names by their ends (fresh48 h06 was searched whole and answered with the shorter leg).
    Any other text is returned as it is."""
    legs = _LEGS_THEN_WHICH.match(question.strip())
    if legs is None:
        return question
    # each side as a route: "How long is A to B?" reads as a time or nothing, and was given up (fresh48 h06)
    return _as_choice(
        legs["ask"], f"the route from {legs['a1']} to {legs['a2']}", f"the route from {legs['b1']} to {legs['b2']}"
    )


def _stated_pair_as_choice(plain: str) -> str:
    """ "Two Webbs who were no relation of X: the oarsman Conrad and the ice merchant Matthias.
    Which of them was born first?" -> "Which one was born first, Conrad Webb or Matthias Webb?": the
    choice the comparison code reads, each side by its name (a first name alone with the family
    name the statement gives). Any other text is returned as it is."""
    pair = _STATED_PAIR.match(plain)
    if pair is None or re.search(r"\bthere\b", pair["ask"], re.I) or _asks_the_pairs_things(pair, plain):
        return plain  # "Which of the two taught *there* longer?": the statement's place, which the choice would lose
    if pair["a3"]:  # described, not named: each side is looked up by its description
        joined = plain[pair.end("a3") : pair.start("b3")]
        if re.search(r"\bor\b", joined) and re.search(r"\b(?:or|and)\b", pair["a3"] + pair["b3"]):
            return plain  # "the keeper who served through the war or the years after, and the keeper who ...": unsure
        sides = [_one_as_kind(pair[side].strip(), plain[: pair.start("a3")]) for side in ("a3", "b3")]
        return plain if None in sides else _as_choice(pair["ask"], *sides)
    sides = [re.sub(r"^The\b", "the", (pair["a"] or pair["a2"]).strip()), (pair["b"] or pair["b2"]).strip()]
    family = _FAMILY_OF_PAIR.search(plain[: pair.start("ask")])
    if pair["comma"] and (family is None or not all(re.search(r"(?-i:[A-Z])", side) for side in sides)):
        return plain  # "the upper Falls: ..." or "the two Terns, the old one and the new one": no family's members
    if family is not None:  # "the oarsman Conrad" of "two Webbs": Conrad Webb
        sides = [f"{side} {family[1]}" if len(_ROLE_BEFORE_NAME.sub("", side).split()) == 1 else side for side in sides]
    return _as_choice(pair["ask"], _named_only(sides[0], sides[1]), _named_only(sides[1], sides[0]))


_WHICH_ONE_ASKED = re.compile(
    r"^(?P<ask>(?:which|who)\s+(?:one|of\s+(?:them|the\s+two|these\s+two|those\s+two))\s[^?,]*?)\s*\?$", re.I
)
_PLACE_NAMED = re.compile(rf"\b(?:from|in|at|near)\s+(?:the\s+)?(?P<name>{_NAME})")
_SENTENCE_OPENERS = {"One", "My", "Our", "We", "I", "The", "A", "An", "Both", "Some", "Half"}


def _places_stated_as_choice(plain: str) -> str:
    """Two places the asker's statements name and nothing else, then "Which one ...?" without sides ("One side of my
    family comes from Calder Bridge and the other from Fenwick Ford, and we keep arguing about which village is
    bigger. Which one has more people living in it?") as the choice between them: "Which one has more people living
    in it, Calder Bridge or Fenwick Ford?" (fresh53 k09's "it" was read as the whole statement). Any other text is
    returned as it is."""
    parts = [text for text, _, _ in sentence_spans(plain)]
    asked = _WHICH_ONE_ASKED.match(parts[-1].strip()) if len(parts) > 1 else None
    if asked is None:
        return plain
    told = " ".join(parts[:-1])
    places = list(dict.fromkeys(m["name"] for m in _PLACE_NAMED.finditer(told)))
    named = {n for n in re.findall(_NAME, told) if n not in _SENTENCE_OPENERS}
    if len(places) != 2 or named != set(places):
        return plain  # "Ada Penn moved from Pell to Orla ...", three places: whose choice is unsure
    if not re.search(r"\b(?:village|town|island|city|hamlet|port|harbour)s?\b", plain, re.I):
        return plain  # "My mum grew up in Pell and my dad in Orla. Which of them is older?": the people
    ask = asked["ask"]
    said = re.search(r"\bwhich\s+(?P<kind>(?-i:[a-z]+))\s+(?P<rest>(?:is|has|had|was|does)\s[^,.;!?]+)", told, re.I)
    if re.fullmatch(r"(?:which|who)\s+one\s+(?:does|is|did|has|was)", ask, re.I) and said is not None:
        ask = f"Which {said['kind']} {said['rest']}"  # "... which island has more people. Which one does?"
    return _as_choice(ask, *places)


def _one_as_kind(side: str, before: str) -> str | None:
    """A described side, with "the one" said as the kind the statement counts ("two villages ...: *the one* where
    the Kell Water flows into the Aske" -> "the village where ...", fresh50 k10); None for "the one" of no kind
    counted. Any other side as it is."""
    if not re.match(r"the\s+one\b", side, re.I):
        return side
    kinds = list(
        re.finditer(r"\btwo\s+(?:(?-i:[a-z-]+)\s+){0,2}?(?P<kind>(?-i:[a-z]+[^su\W]s))\b(?=[^.?!]*:\s*$)", before, re.I)
    )
    if len(kinds) != 1 or kinds[0]["kind"].casefold() in _NOT_KINDS:
        return None  # "two years ago ... two villages:", "two famous villages": no one kind counted before the colon
    return f"the {one_of_plural(kinds[0]['kind'])}{side[len('the one') :]}"


_NOT_KINDS = {"years", "weeks", "days", "months", "hours", "times", "sisters", "brothers", "friends", "kids"}
"""Plurals a statement counts that are no kind of the things it goes on to list ("my two sisters", "two weeks")."""


def _asks_the_pairs_things(pair: re.Match[str], plain: str) -> bool:
    """Whether "Which NOUN ...?" after "A and B both ..." asks about things the statement gives the pair, not the
    pair ("Mara Holt and Ida Fenn both ran schools. Which school is older?": the schools), or points into the
    statement with "it" / "them" ("... both won the Pell cup. Which man won it first?")."""
    asked = re.match(r"which\s+(?!one\b|of\b)(?P<noun>[a-z]+)\b", pair["ask"], re.I)
    if asked is None:
        return False
    noun = asked["noun"].casefold()
    sides_end = max(pair.end(side) for side in ("b", "b2", "b3") if pair[side])
    said = plain[sides_end : pair.start("ask")].casefold()  # what the statement says of the pair, not the pair
    return bool(re.search(rf"\b{noun}(?:e?s)?\b", said) or re.search(r"\b(?:it|them)\b", pair["ask"], re.I))


def _named_only(side: str, other: str) -> str:
    """A side by its name ("the brickmaker Ruth Moss" -> "Ruth Moss"); a side whose name is one
    word keeps its description, its owner named ("his uncle Hugh", next to "Wilfred Tallis" ->
    "Wilfred Tallis's uncle Hugh"): "Hugh" alone could be anyone."""
    named = _ROLE_BEFORE_NAME.sub("", side)
    if len(named.split()) > 1 or not re.match(r"(?:his|her|their)\b", side, re.I):
        return named
    return re.sub(r"^(?:his|her|their)\b", f"{_ROLE_BEFORE_NAME.sub('', other)}'s", side, flags=re.I)


_ASKED_LAST = re.compile(
    r"^(?P<subject>(?:the|a|an)\s[^?]+?)\s+(?P<verb>has|have|had)\s+how\s+(?P<measure>many|much)\s+(?P<rest>[^?]+?)\s*\??$",
    re.I,
)
"""A question asked in place at its end ("The ferry that X was master of has how many car decks?")."""


def _asked_first(plain: str) -> str:
    """ "The ferry that X was master of has how many car decks?" -> "How many car decks does the
    ferry that X was master of have?": the question word in front, where the code reads it. Any
    other text is returned as it is."""
    found = _ASKED_LAST.match(plain)
    if found is None:
        return plain
    aux = "did" if found["verb"].casefold() == "had" else "does" if found["verb"].casefold() == "has" else "do"
    subject = found["subject"][:1].lower() + found["subject"][1:]
    return f"How {found['measure'].casefold()} {found['rest']} {aux} {subject} have?"


_DASH_BEFORE_QUESTION = re.compile(
    r"(?<=[a-z])\s+[-–—]\s+(?=(?:(?:in|from|at|on|for|by|to|of|until|since)\s+)?(?:who|what|when|where|which|how)\b)",
    re.IGNORECASE,
)
_DASH_BEFORE_ASIDE = re.compile(
    r"(?<=[a-z])\s+[-–—]\s+(?=(?:do\s+you\s+(?:have\s+)?)?any\s+idea,?\s+(?:who|what|when|where|which|how)\b)",
    re.IGNORECASE,
)
"""A dash before "any idea who ...": what comes before it is a statement, the question's own
("Its first chairman was a papermaker - any idea who his father was?")."""


def aside_after_dash_as_stop(text: str) -> str:
    """ "Its first chairman was a papermaker - any idea who his father was?" written with a full
    stop before "Any idea": the statement and the question read as two sentences. Any other text is
    returned as it is (a topic before a plain "- who ...?" is read by the planner itself)."""
    return dash_as_stop(text) if _DASH_BEFORE_ASIDE.search(text) else text


def dash_as_stop(text: str) -> str:
    """A statement joined to its question by a dash ("X was started by a man whose son gave the
    land for a park - until what year did the fair hold its show there?") written with a full stop,
    so the statement and the question read as two sentences. A short topic before the dash ("The
    Pell ferry - which yard built it?") is no statement and is left as it is."""
    found = _DASH_BEFORE_QUESTION.search(text) or _DASH_BEFORE_ASIDE.search(text)
    if found is None or len(text[: found.start()].split()) < 6:
        return text
    after = text[found.end() :]
    return f"{text[: found.start()]}. {after[:1].upper()}{after[1:]}"


_DASH_BEFORE_SIDES = re.compile(
    r"^(?P<ask>(?:which|who|whose|what)\b[^,:;?–—]*?[^\s,:;?–—-])\s+[-–—]\s+(?P<sides>[^-–—]+\bor\b[^-–—]+)$",
    re.IGNORECASE,
)
"""A choice whose sides follow a dash: "Which school has more pupils these days - A or B?"."""


_COLON_BEFORE_NAMED_SIDES = re.compile(
    r"^which\s+of\s+the\s+two\s+(?:(?:(?-i:[a-z-]+)\s+)?(?P<family>(?-i:[A-Z][a-z]+))|(?P<kind>(?-i:[a-z]+)))\s+"
    r"(?P<rest>(?:was|were|is|are|did|does|had|has)\b[^:?]*?)\s*:\s*"
    rf"(?P<a>{_NAME})(?:,\s+(?:the|a|an)\s+[^,?]+)?,\s+or\s+(?P<b>{_NAME})(?:,\s+(?:the|a|an)\s+[^,?]+)?\s*\??$",
    re.IGNORECASE,
)
"""A choice asked first, its named sides after a colon, each perhaps told by an aside: "Which of the two unrelated
Venns was born earlier: Edmund, the Marrow End grocer, or Hector, the schoolmaster?"."""


_GROUP_OF_TWO_FIRST = re.compile(
    r"^(?:of|between|out\s+of)\s+(?:these|the|those)\s+(?:two|2)\b(?:\s+(?:[a-z-]+\s+){0,2}(?P<group>[a-z-]+s)\b)?"
    r"[^,?:;]*,\s*"
    r"(?=(?:which|who|whose)\b[^?]*\S\s+or\s+\S[^?]*\?\s*$)",
    re.IGNORECASE,
)
"""A group of two told before a choice that names its sides after it ("Of these two yards that built ships for the
company, which was established first: A or B?", fresh58 h06 was searched whole and refused): the names say which."""


def _group_of_two_dropped(plain: str) -> str:
    """``_GROUP_OF_TWO_FIRST``'s question with its group as the one asked ("Which yard was established first: A or
    B?"); any other text, or a choice whose sides are not named after it ("Of the two ferries, which is older?"), as
    it is."""
    found = _GROUP_OF_TWO_FIRST.match(plain.strip())
    if found is None:
        return plain
    rest = plain.strip()[found.end() :]
    group = found["group"] or ""
    if group.endswith(("ss", "us", "works")):
        group = ""  # "two glass works", "two bus lines": no plural to take one of
    if group and re.match(r"which\s+(?:is|was|are|were|has|had|did|does)\b", rest, re.I):
        return f"Which {one_of_plural(group)}{rest[len('which') :]}"  # "Which ferry is older": a ship's age
    return rest[0].upper() + rest[1:]


def _colon_before_named_sides(plain: str) -> str:
    """``_COLON_BEFORE_NAMED_SIDES``'s question as the choice between its names, a first name alone with the family
    its group names ("Which one was born earlier, Edmund Venn or Hector Venn?", fresh51 k08 was given up on); the
    asides are left out, the names saying which. Any other text, or a side of one word with no family to take
    ("Which of the two sisters ...: Ada, the cook, or Rose ...?"), is returned as it is."""
    found = _COLON_BEFORE_NAMED_SIDES.match(plain.strip())
    if found is None or (found["family"] and not found["family"].endswith("s")):
        return plain
    group = found["family"]
    family = (group[:-2] if group.endswith(("ses", "xes", "zes")) else group[:-1]) if group else None
    sides = [found[side] if " " in found[side] or family is None else f"{found[side]} {family}" for side in "ab"]
    if any(" " not in side for side in sides):
        return plain
    return f"Which one {found['rest']}, {sides[0]} or {sides[1]}?"


def _dash_before_sides(plain: str) -> str:
    """ "Which school has more pupils these days - A or B?" -> "Which school has more pupils these
    days, A or B?": a choice's sides after a dash, written after a comma as the comparison code reads
    them. Any other text is returned as it is."""
    found = _DASH_BEFORE_SIDES.match(plain)
    return plain if found is None else f"{found['ask']}, {found['sides']}"


_TRAILING_CHATTER = re.compile(r"(?<=\?)\s+(?:[\w'’,-]+\s*){1,6}[.!]*$")
"""A few words after the question mark that ask nothing ("..., A or B? Just curious.")."""


_TAG_QUESTION = re.compile(
    r",\s+(?:didn['’]t|doesn['’]t|don['’]t|wasn['’]t|isn['’]t|weren['’]t|aren['’]t|hasn['’]t|hadn['’]t|haven['’]t"
    r"|won['’]t|wouldn['’]t|couldn['’]t|did|does|was|is|has|had)\s+(?:he|she|it|they|there|I|we)\?(?=\s+\S)"
    r"|,\s*(?:right|correct|yes|yeah|no|I\s+think|I\s+believe)\s*\?(?=\s+\S)",
    re.I,
)
"""A tag after a statement ("X had a son who painted*, didn't he?* What's ...?", "... an electric light company*,
right?* Do you know ...?", fresh56 k05 / h03): the statement is told, not asked."""
_FILLER_AFTER_STOP = re.compile(
    r"(?<=[.!?])\s+(?:(?:um+|uh+|erm?|hmm+)\s*,?|(?:well|so|ok(?:ay)?)\s*,)\s+(?-i:([a-z]))", re.I
)
"""A filler word opening the question after a statement ("... a naval architect, right? *Um,* where was he
born?"): left out, so the question opens with its wh-word; "well" and "so" only with their comma ("So was the Tern
mill." is a sentence of its own)."""
_CHATTER_AFTER_STOP = re.compile(
    r"(?<=\.)\s+(?:any ideas?|(?:do )?you know|(?:many )?thanks(?: a lot)?|thank you|cheers)\s*[?.!]*$", re.I
)
"""A closing phrase after a request written as a sentence ("I was wondering where X was born. Any idea?")."""
_TAG_AFTER_COMMA = re.compile(
    r",\s*(?:do\s+you\s+(?:know|happen\s+to\s+know|remember)|any\s+idea|(?:can|could)\s+you\s+(?:tell|say)|"
    r"I\s+wonder(?:ed)?|I['’]m\s+curious)\s*\?\s*$",
    re.I,
)
"""A closing "do you know?" after a comma ("..., Kellbrook or Wendle, do you know?", fresh60 k10 read "do you know" as
a third side and gave up): the question ends before it."""
_WH_SENTENCE = re.compile(r"^(?:who|whom|whose|what|when|where|which|how)\b[^?]*\.$", re.I)
"""An indirect question left once its opening is gone ("where X was born."): it asks, with a full stop."""


_TOPIC_READ_ABOUT = re.compile(
    r"^the\s+(?P<noun>(?-i:[a-z][\w-]*))\s+(?:that|which)\s+(?P<verb>(?:was|were|had)\s[^.?!]*\.\s+(?-i:[A-Z]))",
    re.IGNORECASE,
)
"""What one reads about, told by a clause and followed by a sentence of its own ("[I'm reading up on] the
board that was set up after X. Its first chairman ..."): a statement that introduces it ("A board was
set up after X."), which the planner looks up first."""


_ASIDE_POINTED_AT = re.compile(r"\b(?:the|a|an|this|that|my|our)\s[^:]*(?::|\s[-–—])\s*$", re.I)
"""An opening that names a thing and ends in a colon or a dash: an aside, or a topic the question goes on to
point at ("The bridge near us: who designed it?")."""
_POINTS_BACK = re.compile(r"\b(?:it|its|he|him|his|she|her|there|here)\b", re.I)
"""Words of a question that point back to something said before it."""
_NAMED_SIDES_END = re.compile(rf"^which\s+[a-z]+\b[^?]*,\s*{_NAME}\s+or\s+{_NAME}\s*\?*$", re.I)
"""A choice of "which NOUN" between two named sides at its end ("which island ..., Skerrin or Brannoch?")."""


def _points_back_out(question: str) -> bool:
    """Whether ``question`` points back to something said before it: a pronoun, unless the question is a choice
    between two named sides that it asks about ("which island has more people living on *it*, Skerrin or
    Brannoch?" points to the island asked about, fresh51 h06)."""
    pointer = _POINTS_BACK.search(question)
    return pointer is not None and _NAMED_SIDES_END.search(question.strip()) is None


_FIRST_PERSON_SENTENCE = re.compile(
    r"^\s*(?:I(?:['’](?:m|ve|d|ll))?|my|our|we(?:['’](?:re|ve|d|ll))?)\s[^.?!:;]*?\.\s+(?=[A-Z])", re.IGNORECASE
)
"""A sentence about the asker that opens the question ("My sister and I were arguing about school sizes in the
valley. Which one ...?", "I'm putting together a little history of the valley's beers. I gather ...")."""
_HEARSAY = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:I\s+(?:gather|hear|understand|believe)|I['’]m\s+told|I\s+was\s+told\s+that"
    r"|I\s+(?:read|heard)\s+that|I['’]ve\s+(?:heard|read)\s+that|apparently|I['’]ve\s+been\s+told"
    r"|(?:someone|somebody|a\s+friend|(?-i:[Mm]y\s+[a-z]+))\s+(?:told|tells)\s+me"
    r"(?![^.?!]*\b(?:he|she|him|his|her|hers|they|them|their)\b))"  # not "my aunt told me *her* father ..."
    r",?\s+(?:that\s+)?(?=(?:the|a|an|his|her|its|their)\s|(?-i:[A-Z]))(?=[^?!:;]+\.)",  # a statement, to its full stop
    re.IGNORECASE,
)
"""What the asker has heard, before the statement it is ("I gather the woman who first ran X was ...")."""
_WORD_AFTER_START = re.compile(r"(?<![.!?:])\s+[\"“(]?([A-Z][\w'’-]*)")


_NAMED_SIDE = rf"(?:the\s+)?{_NAME}"
_NAMED_CHOICE = re.compile(rf"(?:who|what|which|where)\b[^.?!]*,\s+{_NAMED_SIDE}\s+or\s+{_NAMED_SIDE}\s*\?", re.I)
"""A question that asks a choice between two sides it names ("Which place has more people living in it, Haldness
or Haldwick?")."""


def _names_something(text: str) -> bool:
    """Whether ``text`` has a capitalised word other than "I" past the start of its sentences: a name."""
    return any(
        found[1] not in ("I", "I'm", "I’m", "I've", "I’ve", "I'd", "I’d") for found in _WORD_AFTER_START.finditer(text)
    )


def _without_asker_sentence(question: str) -> str:
    """``question`` without a first sentence about the asker that names nothing the rest needs: no
    name, while the rest names one ("My sister and I were arguing about school sizes in the valley.
    Which one has more pupils, A or B?"), or any, before a choice between two named sides ("We're
    spending a week around the Haldray crossing. Which place has more people, Haldness or Haldwick?").
    Kept when it names something ("My uncle enters his dogs at the Calder Bridge trials ...") or the
    rest names nothing ("I'm reading about a woman who founded a brewery. Where was she born?": "she"
    is hers)."""
    found = _FIRST_PERSON_SENTENCE.match(question)
    if found is None:
        return question
    rest = question[found.end() :]
    pointed = _asker_thing_pointed_at(found[0], rest) or _asker_journey_pointed_at(found[0], rest)
    pointed = pointed or _asker_place_pointed_at(found[0], rest) or _asker_origin_pointed_at(found[0], rest)
    pointed = pointed or _asker_named_thing_said_again(found[0], rest) or _asker_vessel_pointed_at(found[0], rest)
    pointed = pointed or _claimed_pair_asked(found[0], rest) or _asker_trip_vessel_pointed_at(found[0], rest)
    pointed = pointed or _asker_named_place_there(found[0], rest)
    if pointed is not None:
        return _asker_time_put_in(found[0], pointed)
    if not _names_something(found[0]) and _CHOICE_POINTED_AT.search(rest):
        return rest  # "I'm researching factory work. At their busiest, which ..., A or B?": "their" is the sides'
    paired = _pair_as_choice(rest.strip())  # "Of its two founders, A and B, who ...?": its two named sides
    if paired != rest.strip() and _NAMED_CHOICE.fullmatch(paired):
        return paired
    if _points_before_naming(rest):
        return question  # "My grandmother ran the village school. Was she older than Tom Vane?": "she" is hers
    if _NAMED_CHOICE.fullmatch(rest):  # "..., Haldness or Haldwick?": two named sides need nothing said before
        return rest
    return rest if not _names_something(found[0]) and _names_something(rest) else question


_THINGS_DONE_TO = (
    "bought|buy|buys|drank|drink|drinks|ate|eat|eats|tasted|love|loves|loved|like|likes|liked|enjoy|enjoys|enjoyed"
    "|visited|visit|visits|rode|ride|rides|sailed|took|use|uses|used|tried|ordered|collected|collect|climbed|crossed"
)
_ASKER_DID_TO_NAMED = re.compile(
    rf"\b(?-i:{_THINGS_DONE_TO})\s+(?P<name>(?:the\s+)?(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*))"
    r"(?=\s*(?:[.,;!]|$)|\s+(?:at|in|on|from|for|with|every|each|when|while|as|last|this|on)\b)"
)
"""A name the asker's sentence tells as what the asker (or their own) bought, drank, visited, rode ... ("always
*bought Greyfold Blue* at the Ossery fair", "love the Kell Water"), ending the sentence or followed by a phrase of
place or time: not a name that goes on as a modifier ("the Pell bus") or an owner ("Tom Vane's boat"), nor a person
met or a time spent ("met Tom Vane", "spent Easter"), whose verbs are not these."""
_THING_POINTER = re.compile(
    r"\b(?P<word>it)\b(?!\s+(?:(?:is|was)\s+)?(?:true|right|correct|possible|likely|so|the\s+case)\b)", re.I
)
"""An "it" of the question that stands for a thing ("Is it true that ..." stands for nothing); "its" is left alone,
as it often points to a thing its own sentence told before ("How much time does each dog get to pen its sheep?")."""


def _asker_thing_pointed_at(sentence: str, rest: str) -> str | None:
    """``rest`` with its "it" written as the one thing the asker's sentence names as what was done to:
    "My grandmother always bought Greyfold Blue at the Ossery fair. Where was the first chairwoman of the
    cooperative that makes it born?" asks of the cooperative that makes Greyfold Blue (fresh38 k05 had looked up
    "Which cooperative makes My grandmother always?"). None when the rest names something of its own (then "it"
    may be that), says no "it", or the sentence names no such thing or more than one."""
    pointer = _THING_POINTER.search(rest)
    if pointer is None or _names_something(rest) or re.search(r"\bit\b", rest[pointer.end() :], re.I):
        return None
    if _HEARSAY.match(sentence):  # "I read that the Salt Road was built by monks": a statement, its premise kept
        return None
    done_to = [m["name"] for m in _ASKER_DID_TO_NAMED.finditer(sentence)]
    if len(done_to) != 1:
        return None
    return f"{rest[: pointer.start()]}{done_to[0]}{rest[pointer.end() :]}"


def _asker_place_pointed_at(sentence: str, rest: str) -> str | None:
    """``rest`` with its one "it" written as the thing the asker's sentence tells by where it is: "I spent a lovely
    afternoon in the physic garden at Marrow End last summer. The woman who laid it out also wrote a book ..."
    asks of the woman who laid out the physic garden at Marrow End (fresh42 k05 was searched whole). None when the
    sentence tells no such thing, is hearsay, or the rest says "it" more than once."""
    pointer = _THING_POINTER.search(rest)
    if pointer is None or re.search(r"\bit\b", rest[pointer.end() :], re.I) or _HEARSAY.match(sentence):
        return None
    if _names_something(rest) or re.search(r"\b(?:that|before|after|until|while)\s*$", rest[: pointer.start()]):
        return None  # the rest's own thing ("The Harrow Mill stands nearby; who built it?", "before it was sold")
    if re.search(r",|\b(?:said|told|says)\b", sentence):
        return None  # "I went to the museum in Orla, and the guide said a ship was wrecked": the ship's
    told_before = [m[1] for m in re.finditer(r"\b(?:what|which|the|a|an)\s+([a-z-]+)", rest[: pointer.start()], re.I)]
    if any(
        word.casefold() not in PERSON_ROLES | {"woman", "man", "person", "girl", "boy", "lady"} for word in told_before
    ):
        return None  # "What book made her famous, and where was it printed?": the book; not "The woman who laid it"
    thing = _thing_the_asker_names(sentence.strip().rstrip(".!"))
    if thing is None or not _DESCRIBED_BY_NAMED.fullmatch(thing):
        return None
    if re.search(rf"\b(?:the|a|an)\s+(?!{_SPELL}\b)[a-z-]+\s+(?:of|at|in|on|about|to)\s+{re.escape(thing)}", sentence):
        return None  # "the fire at the mill in Harl", "a guide to the abbey at Kell": the fire's, the guide's
    where = re.search(
        rf"\b(?:in|at|on|to|round|around|along|through|past|over|near|into|visited)\s+{re.escape(thing)}", sentence
    )
    if where is None:
        return None  # "a book about the lighthouse at Orla Point", "the mayor of Dunmore": told, not where one was
    owned = _OWNED_AFTER_PLACE.search(sentence[where.end() :])
    if owned is not None and _measure_of_owned(sentence, owned["noun"], rest):  # "... climb its highest hill"
        thing = f"the {owned['noun']} of {thing}"
    elif len(re.findall(r"\bits\b", sentence[where.end() :], re.I)) > 1:
        return None  # "... and visited its museum and its church. How old is it?": "it" may be one of those
    return f"{rest[: pointer.start()]}{thing}{rest[pointer.end() :]}"


_SPELL = r"(?:day|week|weekend|fortnight|month|summer|winter|holiday|morning|afternoon|evening|night)"
"""A time the asker spent somewhere ("spending *a week* on the largest of the Isles"): where they were, not a thing."""
_OWNED_AFTER_PLACE = re.compile(r"\bits\s+(?P<noun>(?:[a-z-]+\s+){0,2}?[a-z-]+)\s*[.!]?\s*$")
"""A thing of the place the asker's sentence ends with ("... and want to climb *its highest hill*"): what a later
"it" points to, being the last thing told, when the rest asks its measure."""
_MEASURE_ASKED = re.compile(r"\bhow\s+(?:high|tall|deep|long|wide|steep|big|far)\b", re.I)


def _measure_of_owned(sentence: str, noun: str, rest: str) -> bool:
    """Whether "it" after "... and want to climb its highest hill" is that hill: the rest asks a measure ("How high is
    it?"), the sentence says "its" once, and its noun is one thing, no person ("its owner") and no "own" (review of
    fresh44 h01's reader: "met its owner. When was it built?" asks of the hotel)."""
    last = noun.split()[-1].casefold()
    plural = last.endswith("s") and not last.endswith("ss")
    person = last in PERSON_ROLES or last in ("owner", "owners", "abbot", "landlord", "keeper")
    once = len(re.findall(r"\bits\b", sentence, re.I)) == 1
    return bool(_MEASURE_ASKED.search(rest)) and once and not plural and not person and "own" not in noun.split()


_WAY = r"crossing|route|sailing|service|journey|trip|passage|voyage|run|line|path|railway"
_ONWARD_TO = r"(?:(?:out|over|across)\s+)?to"
"""The "to" of a way's end, perhaps with its direction ("from Corvanmouth *out to* Brannoch")."""
_ASKER_JOURNEY = re.compile(
    rf"\b(?P<journey>(?:the|a)\s+(?:(?!(?:on|of|the|a|an|in|at|to|with)\b)[\w'’-]+\s+){{0,3}}?(?:{_WAY})\s+"
    rf"from\s+{_NAME}\s+{_ONWARD_TO}\s+{_NAME})"
    r"(?=\s*(?:[.,;!?]|$)|\s+(?:next|last|this|on|in|at|with|every|each|for|and|tomorrow|today|soon|twice|most)\b)"
)
"""A way from one named place to another in the asker's sentence ("I'm taking *the company's main crossing from
Corvanmouth to Port Orrin* next month")."""
_BOAT_FROM_TO = re.compile(
    rf"\bthe\s+(?P<words>(?:(?!(?:on|of|the|a|an|in|at|to|with)\b)[\w'’-]+\s+){{0,2}}?)(?:boat|ferry|ship|steamer)\s+"
    rf"from\s+(?P<start>{_NAME})\s+{_ONWARD_TO}\s+(?P<end>{_NAME})"
)
"""The boat the asker takes from one named place to another ("the late-night boat from Corvanmouth out to
Brannoch"): the way it sails is the crossing a later "that crossing" points to (fresh49 h03)."""
_WAY_POINTER = re.compile(
    r"\b(?:that|this)\s+(?P<way>crossing|route|sailing|journey|trip|passage|voyage|line|railway)\b(?!['’]s)"
    r"(?!\s+(?:the|a|an|its|their|our)\b)",  # "the warehouses that line the harbour": a verb
    re.I,
)
"""A pointer to a way ("that route"), not "boats *that run*", "ships *that line* the quay", nor "that route's ship"."""


def _asker_journey_pointed_at(sentence: str, rest: str) -> str | None:
    """``rest`` with its "that route" (crossing, sailing ...) written as the one way from place to place the asker's
    sentence names: "... the ship that works that route" asks of "the company's main crossing from Corvanmouth to
    Port Orrin" (fresh41 h04 looked up "Which route is that?" and read the company's name). None when the sentence
    names no such way or more than one, or the rest does not point to one."""
    pointer = _WAY_POINTER.search(rest)
    ways = [m["journey"] for m in _ASKER_JOURNEY.finditer(sentence)]
    if _NOT_ONE_SAILING.search(sentence) and re.search(r"\b(?:path|railway|line)\s+from\b", sentence):
        return None  # "the old railway from A to B and then on to C": no one way
    named_ship = re.search(r"\b(?:on|aboard)\s+(?:the\s+)?(?-i:[A-Z])", sentence)  # "on the Tern": the ship is named
    one_sailing = not ways and not named_ship and not _NOT_ONE_SAILING.search(sentence)
    boats = list(_BOAT_FROM_TO.finditer(sentence)) if one_sailing else []
    if len(boats) == 1 and pointer is not None and pointer["way"].casefold() not in ("line", "railway"):
        ways = [f"the {boats[0]['words']}crossing from {boats[0]['start']} to {boats[0]['end']}"]  # a ferry's way
    if pointer is None or len(ways) != 1 or re.search(r"\bfrom\s+[A-Z][^.?!]*?\s+to\s+[A-Z]", rest[: pointer.start()]):
        return None  # (a way the rest names itself before its pointer is the one it points to)
    way = ways[0] if ways[0].startswith("the ") else f"the {ways[0][2:]}"
    way = re.sub(rf"\s+{_ONWARD_TO}\s+", " to ", way)  # "the late-night sailing from A out to B"
    sailed = re.match(r"the\s+(?P<words>[^.?!]*?)\b(?:sailing|voyage|trip|journey|passage)\s+(?P<ends>from\s.+)$", way)
    if sailed is not None:  # "the late-night sailing from A to B": the night crossing from A to B (fresh53 h02)
        night = "night " if re.search(r"\bnight\b", sailed["words"]) else ""
        way = f"the {night}crossing {sailed['ends']}"
    return f"{rest[: pointer.start()]}{way}{rest[pointer.end() :]}"


_TRIP = re.compile(rf"\bfrom\s+(?P<start>(?:the\s+)?{_NAME})\s+to\s+(?P<end>(?:the\s+)?{_NAME})")
_NOT_ONE_SAILING = re.compile(
    r"\bvia\s+(?:the\s+)?(?-i:[A-Z])|\b(?:then|by\s+(?:train|bus|car|road|rail|air|plane|coach|bike|bicycle))\b"
    r"|\bon\s+to\b",
    re.I,
)
"""A trip of more than one leg, or one made otherwise than by sea ("via Kell", "and then on to", "by train"); not
"without going via the mainland"."""
_TAKEN_VESSEL = re.compile(
    r"\bthe\s+(?P<noun>boat|ship|ferry|vessel|steamer)\s+(?:that\s+)?(?:I|we)(?:['’]d|['’]ll|['’]m|['’]re|\s+would"
    r"|\s+will|\s+am|\s+are|\s+shall)?\s+(?:be\s+)?(?:taking|take|catching|catch|boarding|board|sailing\s+on"
    r"|travelling\s+on|riding|on)\b"
)
"""The vessel the asker would take ("the boat I'd be taking", "the ferry we'll catch")."""


def _trips_between_places(sentence: str) -> list[re.Match[str]]:
    """The trips "from A to B" a sentence names between places, not months or days ("from May to June")."""
    return [
        m for m in _TRIP.finditer(sentence) if not _NOT_PLACES.match(m["start"]) and not _NOT_PLACES.match(m["end"])
    ]


def _asker_trip_vessel_pointed_at(sentence: str, rest: str) -> str | None:
    """``rest`` with "the boat I'd be taking" written as the vessel on the one trip from place to place the asker's
    sentence names: "I want to get from Haldwick to Port Orrin without going back via the mainland. Who designed
    the boat I'd be taking?" asks of "the boat on the crossing from Haldwick to Port Orrin" (fresh45 h03 was
    searched whole and answered with another ship's designer). None when the sentence names no such trip or more
    than one, or the rest names no vessel taken."""
    taken = _TAKEN_VESSEL.search(rest)
    trips = _trips_between_places(sentence)
    if taken is None or len(trips) != 1 or _NOT_ONE_SAILING.search(sentence):
        return None  # (no months: "from May to June"; one sea leg only)
    if re.search(rf"^\s*(?:from|to)\s+{_NAME}", rest[taken.end() :]):
        return None  # "the boat I'd be taking from Kell": the rest says which way itself
    trip = trips[0]
    vessel = f"the {taken['noun']} on the crossing from {trip['start']} to {trip['end']}"
    return f"{rest[: taken.start()]}{vessel}{rest[taken.end() :]}"


_PLACE_SAID = re.compile(
    rf"\b(?:from|to|into|in|at|near|around|round|visiting|visit|visited)\s+(?P<the>the\s+)?(?P<place>{_NAME})(?!['’])"
)
_THERE_AFTER_PREPOSITION = re.compile(r"\b(?:from|to|in|at|near|around|out\s+of)\s+(?P<there>there)\b(?!\s+on\b)", re.I)
_NOT_PLACES = re.compile(
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December|Easter|Christmas"
    r"|Whitsun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b"
)
_PERSON_POINTER = re.compile(r"\b(?:he|she|him|his|her|they|them|their)\b", re.I)


def _asker_origin_pointed_at(sentence: str, rest: str) -> str | None:
    """``rest`` with its one "there" after a preposition written as the one place the asker's sentence names: "We're
    planning some island-hopping from Port Orrin next summer. Which of the two crossings from there is longer ...?"
    asks of the crossings from Port Orrin (fresh42 h05 was searched whole). None when the sentence is hearsay or
    names no place or several, or the rest says "there" more than once or names the place itself."""
    pointer = _THERE_AFTER_PREPOSITION.search(rest)
    if pointer is None or len(re.findall(r"\bthere\b", rest, re.I)) != 1 or _HEARSAY.match(sentence):
        return None
    if _PERSON_POINTER.search(rest):
        return None  # "I'm meeting Ada Penn in Kell. What did she build near there?": she is told in the sentence
    said = [m for m in _PLACE_SAID.finditer(sentence) if not _NOT_PLACES.match(m["place"])]
    places = {(m["the"] or "") + m["place"] for m in said if not re.search(r"['’]s$", m["place"])}  # "Kell's harbour"
    named = {m[0] for m in re.finditer(_NAME, sentence[1:]) if not _NOT_PLACES.match(m[0])}
    if len(places) != 1 or len(named) != 1 or len(said) != 1:  # "talking to Ada Penn", "Kell and Dunmere"
        return None
    place = places.pop()
    if place in rest:
        return None
    return f"{rest[: pointer.start('there')]}{place}{rest[pointer.end('there') :]}"


_NAMED_BY_KIND = re.compile(rf"\b(?P<the>the\s+)?(?P<name>{_NAME}\s+(?P<kind>(?-i:[A-Z][a-z]+)))\b")


def _asker_named_thing_said_again(sentence: str, rest: str) -> str | None:
    """``rest`` with its one "the NOUN" written as the one thing the asker's sentence names with that noun last: "My
    great-grandfather rowed for the Dunmere Rowing Club. The firm that put up the club's boathouse ..." asks of
    the Dunmere Rowing Club's boathouse (fresh43 k07 was searched whole). None when the sentence is hearsay or names
    no such thing or several, or the rest names anything or says the noun more than once."""
    if _HEARSAY.match(sentence) or _names_something(rest):
        return None
    named = [m for m in _NAMED_BY_KIND.finditer(sentence) if len(m["name"].split()) > 1]
    if len(named) != 1:
        return None
    kind = named[0]["kind"].casefold()
    said = list(re.finditer(rf"\bthe\s+{kind}\b", rest, re.IGNORECASE))
    if len(said) != 1 or re.search(rf"\b{kind}s?\b", rest[said[0].end() :], re.IGNORECASE):
        return None
    name = f"{'the ' if named[0]['the'] else ''}{named[0]['name']}"
    start = said[0].start()
    return f"{rest[:start]}{name[:1].upper() + name[1:] if start == 0 else name}{rest[said[0].end() :]}"


_ASKER_VESSEL = re.compile(
    r"\bthe\s+(?:[\w'’-]+\s+){0,3}?(?:ship|ferry|flagship|steamer|boat|vessel|schooner|tug|lifeboat|liner)\b"
)
_SHE_POINTER = re.compile(r"\b(?P<word>she|her)\b(?:\s+(?P<next>[a-z]+))?", re.IGNORECASE)
WOMAN_WORDS = r"(?:woman|women|girl|lady|mother|daughter|sister|wife|aunt|niece|widow|granny|grandma|nan)\b"
"""Words for a woman, inside "grandmother", "stepmother", "great-aunt" too."""
_FEMALE_WORDS = re.compile(rf"{WOMAN_WORDS}|\b(?:she|her)\b", re.I)
"""Words for a woman and her pronouns."""


def _asker_vessel_pointed_at(sentence: str, rest: str) -> str | None:
    """``rest`` with its one "she" / "her" written as the one ship the asker's sentence tells: "I'm taking the
    company's gas-powered flagship across the Sound next week. Where was the naval architect who designed her
    born?" asks of the architect who designed the company's gas-powered flagship (fresh43 h03 was split at
    "her"), and the ship of "We crossed from Pell to Orla ... and loved the ship" as the ship on that crossing
    (fresh51 h05's wording). None when the sentence tells no ship or several, is hearsay, or the rest names anything,
    says "she" / "her" more than once or tells a woman before it."""
    pointers = list(_SHE_POINTER.finditer(rest))
    ships = _ASKER_VESSEL.findall(sentence)
    if len(pointers) != 1 or len(ships) != 1 or _HEARSAY.match(sentence) or _names_something(rest):
        return None
    if re.search(r"(?<!\bthe )(?<![A-Za-z])(?-i:[A-Z][a-z]+\s+[A-Z][a-z]+)\b", sentence[1:]):
        return None  # "My brother was a steward on the ferry with Ada Penn. Who was her captain?": "her" is Ada's
    pointer = pointers[0]
    his = re.sub(_MALE_KIN_ROLE, "", sentence, flags=re.I)  # "My uncle was a deckhand on ...": his trade
    told = [w.casefold() for w in re.findall(r"[a-z]+", re.sub(r"^(?:my|our)\s+[\w-]+", "", his, flags=re.I))]
    ships_own = sentence[sentence.index(ships[0]) + len(ships[0]) :]  # "the freight ship in *her* first years"
    before_ship = sentence[: len(sentence) - len(ships_own)]
    if _FEMALE_WORDS.search(f"{before_ship} {_WOMAN_SAID.sub('', ships_own)} {rest[: pointer.start()]}") or any(
        w in PERSON_ROLES for w in told
    ):
        return None  # "the woman who ran her", "about Hedda Marrick, the banker who ...": hers
    after = pointer["next"] or ""
    owned = pointer["word"].casefold() == "her" and bool(after) and not _NOT_OWNED.fullmatch(after)
    trips = _trips_between_places(sentence)
    told = ships[0]
    by_sea = re.search(r"\b(?:crossed|sailed|crossing|sailing)\b", sentence) and not _NOT_ONE_SAILING.search(sentence)
    if len(trips) == 1 and by_sea and not owned and re.fullmatch(r"the\s+(?:ship|ferry|boat)", told):
        told = f"{told} on the crossing from {trips[0]['start']} to {trips[0]['end']}"  # "We crossed from A to B ..."
    ship = f"{told}'s" if owned else told
    return f"{rest[: pointer.start('word')]}{ship}{rest[pointer.end('word') :]}"


_ASKER_SPAN = re.compile(
    r"\b(?:from|between)\s+(?:about\s+)?(?P<start>1\d{3}|20\d{2})\s+(?:to|and|until|till)\s+(?:about\s+)?"
    r"(?P<end>1\d{3}|20\d{2})\b"
    r"|(?<!born )(?<!built )(?<!founded )(?<!launched )(?<!made )(?<!opened )(?<!died )(?<!married )"
    r"\bin\s+(?P<year>1\d{3}|20\d{2})\b"
)
"""The time the asker's sentence gives ("from 1975 to about 1980", "sailed on her in 1975"), not a birth or a
making ("my uncle, born in 1950", "the cargo ship built in 1960")."""
_BACK_THEN = re.compile(
    r"\s+(?:back\s+then|at\s+that\s+time|in\s+those\s+days|at\s+the\s+time|(?:in\s+)?that\s+year)(?=\s*\?$)", re.I
)


_NAMED_PLACE_VISITED = re.compile(
    r"\b(?:from|at|in|to|into|on)\s+(?P<place>the\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)*\s+"
    r"(?!(?:in|on|at|of|about|for|from|to|with|by|and|or)\b)(?-i:[a-z]+))(?=\s*[.,;!?]|\s+(?:in|on|at|last|this)\b)"
)
_THERE_ASKED = re.compile(
    r"^(?:who|what|which)\b(?![^?]*\b(?:is|are|was|were)\s+there\b)(?![^?]*\bthere\s+(?:is|are|was|were)\b)"
    r"(?![^?]*\b(?:who|that(?!\s+year)|which|whom|whose|then|us|we|our|my|me|I)\b)[^?]*\bthere\b[^?]*\?$",
    re.I,
)
"""A plain question with one "there" about a place ("Who was the librarian in charge there that year?"): no "is
there", no clause of its own, no "then" or asker's word the rewrite would leave hanging."""
_UNNAMED_PLACE = re.compile(r"\b(?:to|at|in|from|into|on|towards)\s+the\s+(?-i:[a-z])")


def _asker_named_place_there(sentence: str, rest: str) -> str | None:
    """``rest`` with its one "there" written as the one named place the asker's sentence went to or came from: "My
    mother borrowed her first book from the Dunmere library in 1950. Who was the librarian in charge there that
    year?" asks of the librarian at the Dunmere library (fresh49 k12, unanswerable for its year, was answered with
    the library's librarian of other years). None when the rest names something itself or says "there" not once."""
    places = [m["place"] for m in _NAMED_PLACE_VISITED.finditer(sentence)]
    if len(places) != 1 or len(re.findall(r"\bthere\b", rest)) != 1 or _names_something(rest):
        return None
    if len(re.findall(r"\bthe\s+(?-i:[A-Z])", sentence)) > 1:
        return None  # "from the Pell library to the Orla lighthouse": which is "there"
    if not _THERE_ASKED.match(rest.strip()) or _UNNAMED_PLACE.search(sentence):
        return None  # "Is there a record ...?", "... before moving to the coast. Who ran the school there?"
    timed = list(_ASKER_SPAN.finditer(sentence))
    if (timed or re.search(r"\b(?:1\d{3}|20\d{2})", sentence)) and not (len(timed) == 1 and _BACK_THEN.search(rest)):
        return None  # the asker's year, which a rewrite without "that year" would drop
    return re.sub(r"\bthere\b", f"at {places[0]}", rest)


def _asker_time_put_in(sentence: str, question: str) -> str:
    """``question`` with its closing "back then" written as the one time the asker's sentence gives ("... in her first
    few years, from 1975 to about 1980. Who was her captain back then?" asks who was captain from 1975 to 1980:
    fresh45 h07, whose one captain on record served later, was answered with him). Unchanged otherwise."""
    spans = list(_ASKER_SPAN.finditer(sentence))
    if len(spans) != 1 or _BACK_THEN.search(question) is None:
        return question
    span = spans[0]
    when = f" in {span['year']}" if span["year"] else f" from {span['start']} to {span['end']}"
    return _BACK_THEN.sub(when, question)


_MALE_KIN_ROLE = (
    r"^(?:my|our)\s+(?:uncle|father|dad|brother|grandfather|granddad|grandad|grandpa|son|husband|cousin)\s+"
    r"(?:was|is|had\s+been|used\s+to\s+be|worked\s+as)\s+(?:a|an)\s+[\w-]+"
)
"""The asker's male kin told by his trade ("My uncle was a deckhand"): a role that is no "her"."""
_WOMAN_SAID = re.compile(r"\b(?:in|during)\s+her\s+(?:first|early|earliest|last|final|maiden|later)\b", re.I)
"""The ship's own "her" in the asker's sentence ("the freight ship *in her first* few years"), not a woman met."""


_NOT_OWNED = re.compile(
    r"[a-z]+ed|born|built|made|sold|run|in|on|at|to|from|for|with|by|when|and|or|first|last|was|is|were|has|had"
)
"""A word after "her" that shows her the object ("designed *her* born", "sold her in"), not an owner."""


_SIDE_NAMED = re.compile(rf"(?:\bthe\s+)?{_NAME}")
_GOING_BY = re.compile(r"^(?:going|judging)\s+by\s+[^,?]+,\s*|^in\s+terms\s+of\s+[^,?]+,\s*", re.IGNORECASE)


def _claimed_pair_asked(sentence: str, rest: str) -> str | None:
    """``rest`` as the choice between the two things the asker's sentence compares: "My great-uncle built bicycles
    at the Brack Cycle Works and swore it was a bigger employer than the Dunmore Bleachworks ever was. Going by
    each one's peak workforce, which actually employed more people?" -> "Which actually employed more people, the
    Brack Cycle Works or the Dunmore Bleachworks?" (fresh43 k10 was answered with the claim); likewise two names the
    rest asks "which of the two" of ("... knew both Morag Ennis and Gideon Rusk ... Which of the two was born
    earlier?", fresh44 h06). None when the sentence names not two, neither compares them with "than" nor is asked
    of by "of the two" / "of them", or the rest is no bare "which" / "who" question."""
    than = re.search(r"\bthan\b", sentence)
    pair = re.search(r"\bof\s+(?:the\s+two|them|both)\b", rest, re.I)  # "knew both A and B ... Which of the two"
    quoted = [m.span() for m in re.finditer(r"[\"“][^\"”]*\b(?-i:[a-z]+)\b[^\"”]*[\"”]", sentence)]  # a title
    told = [
        m for m in _SIDE_NAMED.finditer(sentence) if m.start() > 0 and not any(a < m.start() < b for a, b in quoted)
    ]
    names = [m for m in told if len(m[0].split()) > 1]
    if len(names) != 2 and pair:  # one word each when the rest asks "of the two" ("get Dunmore and Dunmere mixed up")
        names = told
    if len(names) != 2 or not (pair or (than and names[0].end() <= than.start() < names[1].start())):
        return None
    asked = _GOING_BY.sub("", rest.strip())
    if not re.fullmatch(r"(?:which|who)\b[^,?;]*\?", asked, re.IGNORECASE) or re.search(r"\bor\b", asked):
        return None
    return f"{asked[:1].upper()}{asked[1:-1]}, {names[0][0]} or {names[1][0]}?"


_CHOICE_POINTED_AT = re.compile(
    r"^(?:at|in|by|during|over)\s+their\b[^,?]*,\s*(?:which|who)\b[^?]*,\s+[^,?]+\s+or\s+[^,?]+\?$", re.I
)
"""A choice between two sides that a phrase before its question word points to with "their" ("At their busiest,
which had the bigger workforce, the bicycle works in X or the bleachworks at Y?"); not "Where did they work
longer, A or B?", whose "they" is the asker's people."""
_POINTER_WORD = re.compile(r"\b(?:it|its|he|him|his|she|her|they|them|their|there)\b", re.I)
_SOMETHING_TOLD = re.compile(r"\b(?i:the|a|an|which|what|whose)\s+[a-z]|(?<![.!?]\s)(?<!^)\b(?!I\b)[A-Z]")


def _points_before_naming(text: str) -> bool:
    """Whether ``text`` says "it", "she", "there" ... before it tells anything they could stand for
    ("Who founded it, A or B?"; not "Which place has more people living in it, A or B?")."""
    pointer = _POINTER_WORD.search(text)
    return pointer is not None and _SOMETHING_TOLD.search(text[: pointer.start()]) is None


_HEARD_AFTER_ASKER_DID = re.compile(
    r"^(?P<asker>(?:I|we)(?:['’](?:m|re|ve))?\s+[^.?!]*?),?\s+and\s+"
    r"(?:(?:read|heard|saw|learned|learnt|was\s+told|were\s+told|found\s+out)\s+that"
    r"|(?:(?-i:I)['’]m|we['’]re)\s+told(?:\s+that)?|(?-i:I)\s+(?:hear|gather|understand)(?:\s+that)?"
    r"|(?:(?-i:I)['’]ve|we['’]ve)\s+(?:heard|read)(?:\s+that)?"
    r"|(?:(?:the|a|an|my|our)\s+[a-z]+|he|she|they)\s+told\s+(?:me|us)(?:\s+that)?)\s+"
    r"(?P<said>(?:the|a|an|its|it|one(?!\s+of\b))\s[^.?!]+)\.\s+(?P<rest>\S.*)$",
    re.IGNORECASE,
)
"""An asker's sentence that goes on to what they read or were told ("I walked round the Kell reservoir last weekend
and read that the public body which built it was first chaired by a papermaker. Any idea ...?", "..., and the
stallholder told me the cooperative that makes it ...")."""
_ASKER_TIME = re.compile(
    r"\s+(?:last|this|next)\s+(?:week|weekend|month|year|summer|spring|autumn|winter|night|time)\b"
    r"|\s+(?:yesterday|today|recently|once)\b",
    re.IGNORECASE,
)
_ASKER_NAMED = re.compile(
    rf"(?<!^)(?:\b(?P<before>[a-z]+)\s+)?\b(?P<name>(?:the\s+)?{_NAME}(?:\s+(?!(?:with|and|on|in|at|for|from|to|when|while|"
    r"often|twice|again|once|always|never|sometimes|every|each)\b)(?-i:[a-z]+)(?<!ly))?)"
    r"(?=\s*$|\s*,|\s+(?:and|or|with|on|in|at|for|from|to|when|while|often|twice|again|always|every|each)\b|\s+[a-z]+ly\b)"
)
"""A name in the asker's own clause and the noun after it ("round *the Kell reservoir*"), with the word before it."""
_DESCRIBED_BY_NAMED = re.compile(rf"\bthe\s+(?:[a-z-]+\s+){{0,2}}[a-z-]+\s+(?:in|of|at|on|near)\s+(?:the\s+)?{_NAME}")
"""A thing told by where it is ("at *the biggest hotel in the Kestrel Valley*")."""
_OWNED = "'s"
_WHERE_ONE_IS = {"at", "in", "on", "near", "round", "around", "past", "to", "into", "from", "by", "beside", "along"}


def _thing_the_asker_names(clause: str) -> str | None:
    """The one thing the asker's clause is about: a thing told by where it is ("stayed at the biggest hotel in the
    Kestrel Valley"), else the one name that is no place the asker was at ("bought a wedge of *Greyfold Blue* at the
    Ossery Cheese Fair"), else the one place ("walked round *the Kell reservoir*"). None when that is not one."""
    clause = _ASKER_TIME.sub("", clause)
    described = [m[0] for m in _DESCRIBED_BY_NAMED.finditer(clause)]
    if described:
        return described[0] if len(described) == 1 else None
    if re.search(r"\bthe\s+(?-i:[a-z-]+)\b(?!\s+(?-i:[A-Z]))", _DESCRIBED_BY_NAMED.sub("", clause)):
        return None  # "I took *the ferry* to Orla and heard that its master ...": the ferry's, not Orla's
    if re.search(r"\b(?:a|an)\s+(?-i:[a-z-]+)\b(?!\s+of\s+(?-i:[A-Z]))", clause):
        return None  # "I bought *a cheese* at the Ossery fair": the cheese's, not the fair's ("a wedge of X": X's)
    named = list(_ASKER_NAMED.finditer(clause))
    if any((m["before"] or "").casefold() in ("and", "or") for m in named):
        return None  # "fished at Pell and Orla": "its harbour" may be either's
    befores = [(m["name"], (m["before"] or "").casefold()) for m in named]
    # a thing is one the asker did something to ("bought", "a wedge of"); not a person met ("met Tom Vane")
    things = [name for name, before in befores if before == "of" or re.fullmatch(_THINGS_DONE_TO, before)]
    places = [name for name, before in befores if before in _WHERE_ONE_IS]
    if len(things) + len(places) < len(befores):
        return None
    chosen = things or places
    return chosen[0] if len(chosen) == 1 else None


def _heard_after_asker_did(question: str) -> str:
    """ "I walked round the Kell reservoir last weekend and read that the public body which built it was first
    chaired by a papermaker. Any idea where ...?" as what was read, its "it" / "its" the one thing the asker's clause
    is about (``_thing_the_asker_names``): "The public body which built the Kell reservoir was first chaired by a
    papermaker. Any idea ...?" (fresh40 k07 was split at "built it"; fresh41 k04 and k07 were told it by a
    stallholder, an owner). Unchanged when the clause is about no one thing, or what was read points back more than
    once."""
    found = _HEARD_AFTER_ASKER_DID.match(question)
    if found is None:
        return question
    said = found["said"]
    pointers = list(re.finditer(r"\b(it|its)\b", said, re.IGNORECASE))
    if not pointers and not _names_something(f"x {found['asker']}"):  # "I'm digging through old newspapers, and
        return f"{said[:1].upper()}{said[1:]}. {found['rest']}"  # I'm told one library ...": what was told alone
    verb = re.search(r"\b(?:was|were|is|are|had|has)\b", said)
    if len(pointers) != 1 or verb is None or pointers[0].start() > verb.start() or re.match(r"it\s+(?:was|is)\b", said):
        # nothing that points back (the asker's clause names what the rest is about: kept), "when it flooded" after
        # the verb (not the subject's), "it was a brewer who ..." (no thing)
        return question
    thing = _thing_the_asker_names(found["asker"])
    if thing is None:
        return question
    pointer = pointers[0]
    owned = re.match(r"\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)(?=\s+(?:was|were|is|are|had|has)\b)", said[pointer.end() :])
    owned = owned if pointer[1].casefold() == "its" else None  # "its first owner was": "the first owner of ..."
    if owned is not None and re.search(r"\s(?:in|of|at|on|near)\s", thing):  # "the founder of the museum in Pell"
        said = f"{said[: pointer.start()]}the {owned[1]} of {thing}{said[pointer.end() + owned.end() :]}"
    else:
        said = f"{said[: pointer.start()]}{thing}{_OWNED if owned else ''}{said[pointer.end() :]}"
    return f"{said[:1].upper()}{said[1:]}. {found['rest']}"


_HEARSAY_AFTER = re.compile(
    r",\s+(?:so\s+)?(?:(?-i:I)['’]m\s+told|(?-i:I)\s+(?-i:hear|gather|believe)|apparently|they\s+say)"
    r"(?=\s*[.!](?![\"”’']))",
    re.IGNORECASE,
)
"""What the asker heard, said after the statement it is (", I'm told."): the statement is read as one."""


def _hearsay_dropped(question: str) -> str:
    """ "I gather the woman who first ran X was a brewer's daughter." -> "The woman who first ran X was
    a brewer's daughter.": what the asker heard is a statement, read as one."""
    text = _HEARSAY.sub("", question)
    return re.sub(r"(^|[.!?]\s+)([a-z])", lambda m: f"{m[1]}{m[2].upper()}", text) if text != question else text


_QUESTION_AUX = {"is", "was", "are", "were", "did", "does", "do", "has", "had", "have", "can", "could", "will", "would"}


def _told(tag: re.Match[str]) -> bool:
    """Whether the sentence a tag ends is a statement ("X had a son, right?"), not a question of its own ("Was it
    Ada Penn, no?", "Which came first, A or B, I believe?"): a statement's tag is read as its full stop."""
    sentence = re.split(r"[.!?]\s+", tag.string[: tag.start()])[-1]
    first = sentence.split()[0].casefold() if sentence.split() else ""
    return first not in {"who", "whom", "whose", "what", "when", "where", "which", "how", "why"} | _QUESTION_AUX


def strip_chatter(question: str) -> str:
    """A question without its conversational opening ("Hey, which ...", "Do you know who ...") or
    a few words after its question mark ("Just curious.") or after a request's full stop ("Any
    idea?"), so the code that reads the wording sees
    the question itself; a choice asked with its sides first is read as "Which was the longer ship,
    A or B?" (it asks for a name, not yes or no), and one asked with a pair first ("Of A and B, who
    ...?") as "Who ..., A or B?", and one with its sides after a dash ("Which ... - A or B?") as
    "Which ..., A or B?", and a pair named in a statement then "Which of them ...?" as "Which one
    ..., A or B?"."""
    question = _TAG_QUESTION.sub(lambda m: "." if _told(m) else m[0], question.strip())
    question = _CHATTER_AFTER_STOP.sub("", _TRAILING_CHATTER.sub("", question))
    question = _TAG_AFTER_COMMA.sub("?", question)
    question = _FILLER_AFTER_STOP.sub(lambda m: f" {m[1].upper()}", question)
    question = _HEARSAY_AFTER.sub("", question)  # "... a book about the valley's wild flowers, I'm told."
    question = _hearsay_dropped(_heard_after_asker_did(_without_asker_sentence(_legs_as_choice(question))))
    opening = _CHATTER.match(question)
    if opening is not None and _ASIDE_POINTED_AT.search(opening[0]) and _points_back_out(question[opening.end() :]):
        opening = None  # "The bridge near us: who designed it?", "I'm on the bridge - who built it?": its topic
    plain = question[opening.end() :].strip() if opening else question
    if opening is not None and opening[0].strip() and _WH_SENTENCE.match(plain):
        plain = f"{plain[:-1]}?"  # "I was wondering where X was born." asks where X was born
    if opening is not None and re.search(r"\bread(?:ing)? (?:about|up on)\W*$", opening[0], re.I):
        plain = _TOPIC_READ_ABOUT.sub(r"A \g<noun> \g<verb>", plain)  # "the board that was set up X. Its ..."
    if opening is not None and re.search(r"(?:know|tell me|say)\W*$", opening[0], re.I):
        plain = _asked_for(plain)  # "Tell me the birth year of X": a question of its own
    plain = _comparing_as_choice(_colon_before_named_sides(_dash_before_sides(_group_of_two_dropped(plain))))
    plain = _shared_clause_pair_as_choice(_respective_pair_as_choice(plain))
    plain = _counted_choice(plain)
    plain = _either_done_first_as_choice(plain)
    plain = _asked_first(_pair_as_choice(_stated_pair_as_choice(_places_stated_as_choice(plain))))
    sides_first = _SIDES_FIRST.match(plain)
    if sides_first is None:
        return plain
    aux, a, b, rest = (sides_first[part] for part in ("aux", "a", "b", "rest"))
    return f"Which {aux.casefold()} {rest}, {a} or {b}?"


def heading_line(page: str) -> str:
    """A page's markdown heading line as written ("# MV Brannoch II"), when the page opens with one; "" otherwise
    (a passage cut from deep in a document opens with its text)."""
    first = page.strip().splitlines()[0] if page.strip() else ""
    return first if first.startswith("#") else ""


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


_FOUND_AS_FIND = re.compile(r"\b((?:was|were|is|are|been|be|being|had|has|have)\s+)found\b", re.IGNORECASE)
""""found" after a form of "be" or "have": the past of "find" ("cracks were found in its hinges"), never the verb of
a founding, whose passive is "was founded"."""
_ASKS_A_FOUNDING = re.compile(r"\bfound(?:ed|ing|ers?)\b|\b(?:did|does|do)\s[^?]*\bfound\b", re.IGNORECASE)
"""A question about a founding ("When was the yard founded?", "Which brewery did X found?")."""


def found_as_find(text: str, question: str) -> str:
    """``text`` with "found" written "find" where it is the past of "find" (``_FOUND_AS_FIND``) and the question asks
    of a founding, so "cracks were found" is read as no founding (fresh66 h04 answered a yard's founding year with the
    year a ship's door was renewed there "after cracks were found"); as it is for any other question ("When was the
    hoard found?" asks of a finding)."""
    return _FOUND_AS_FIND.sub(r"\1find", text) if _ASKS_A_FOUNDING.search(question) else text


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
