"""The words the question splitters share: prepositions, verbs they know, roles, and small tests of a word.

``questions`` (the splitter of a whole question) and ``comparison_plans`` (one lookup per side of a
comparison) read the same surface grammar; the word lists and word tests they both need live here,
below both, so neither imports the other's private names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from arcana_graph.core.text import IRREGULAR_PARTICIPLES, IRREGULAR_PAST_TO_BASE, PAST_TO_PARTICIPLE, PERSON_ROLES

__all__ = [
    "BASE_LIKE_PASTS",
    "BASE_VERBS",
    "INTRANSITIVE_PAST",
    "MAX_STEPS",
    "NOT_ING",
    "NOT_THINGS",
    "ORGANISATION_ROLES",
    "PAST_TO_BASE",
    "PEOPLE_WORDS",
    "PLACE_ROLES",
    "POINTED_AGAIN",
    "PREPOSITIONS",
    "RANKS",
    "employer_words",
    "is_deed_verb",
    "is_ing_participle",
    "is_participle",
    "is_past_verb",
    "names_a_trait",
    "singular",
]


MAX_STEPS = 4
"""Longer decompositions are not used (the caller falls back to a model's plan), and a model's
plan is cut to this many: each step costs a search and a model call or two."""


PREPOSITIONS = {
    "of",
    "in",
    "on",
    "at",
    "by",
    "for",
    "with",
    "from",
    "to",
    "into",
    "near",
    "than",
    "as",
    "after",
    "before",
}
"""Words that start a phrase after a noun ("the mayor *of* X") and end a name's run."""


POINTED_AGAIN = r"(?:earlier|later|former|same|older|newer)"
"""Words between "that" and the thing a question points back to ("that *earlier* ship"), as a regex group."""
RANKS = {
    "first", "second", "third", "last", "only", "earliest", "latest", "youngest", "oldest", "eldest", "largest",
    "biggest",
}  # fmt: skip
"""Words that pick one thing out of its kind by its place in a row ("the *first* woman to command a ship",
"the valley's *largest* mill"): the splitter's steps, the Loop's checks and the answer checks read them alike."""


NOT_ING = {
    "building", "morning", "evening", "wedding", "king", "ring", "thing", "string", "spring", "wing", "ceiling",
    "during", "nothing", "something", "anything", "everything", "painting", "landing", "crossing", "meeting",
    "clothing", "housing", "shipping", "mining", "bring", "sing", "swing", "sting", "ping", "lining",
}  # fmt: skip


PEOPLE_WORDS = {"woman", "man", "person", "women", "men", "people", "girl", "boy", "lady", "family"}
"""Nouns for people without a role ("the first *woman* to ..."): looked up by who they are."""


BASE_VERBS = {
    "have", "open", "close", "stand", "begin", "start", "end", "die", "live", "work", "make", "build", "sell",
    "employ", "produce", "win", "lose", "play", "run", "serve", "carry", "cost", "become", "get", "take", "move",
    "merge", "join", "leave", "own", "use", "hold", "appear", "operate", "fold", "shut", "cease", "stop", "finish",
    "reopen", "burn", "collapse", "belong", "remain", "grow", "marry", "retire", "reach", "lie", "sit", "rise",
    "come", "go", "design", "edit", "found", "write", "teach", "command", "invent", "paint", "buy", "hang", "fly",
    "study", "train", "lead", "manage", "sail", "carve", "compose", "publish", "draw", "seat", "accommodate",
    "pay", "give", "print", "keep", "find", "send", "bring", "visit", "fund", "donate", "restore", "plant", "cast",
    "launch", "learn", "catalogue", "enter", "insist", "want", "ask", "demand", "require", "choose", "name", "call",
    "direct", "discover", "attend", "represent", "resign", "emigrate", "settle", "inherit", "acquire", "purchase",
    "deliver", "convert", "extend", "replace", "preach", "govern", "elect", "appoint", "hire", "qualify", "brew",
    "weave", "breed", "organise", "organize", "bequeath", "lend", "borrow", "sponsor", "perform", "exhibit",
    "manufacture", "establish", "abandon", "rebuild", "enlarge", "complete", "nickname", "put", "receive",
    "chair", "coach", "judge", "dig",
}  # fmt: skip


PLACE_ROLES = {
    "birthplace", "hometown", "home", "village", "town", "city", "terminus", "capital", "seat", "headquarters",
    "county", "parish", "district", "port", "harbour", "island", "region", "province", "country", "tributary",
}  # fmt: skip


ORGANISATION_ROLES = {"company", "firm", "business", "workshop"}  # not "shop" or "practice": verbs too
"""What a person runs, looked up as a hop of its own: "the town where Walter Brack's company built
its bicycles" is first "What was Walter Brack's company?" (its page need not name him)."""


NOT_THINGS = {"of", "is", "was", "were", "are", "did", "does", "do", "has", "had", "came", "one", "two", "three"}
"""Words after "which" that name no thing ("Which *was* built first ...?")."""


def singular(word: str) -> str:
    low = word.casefold()
    return low[:-1] if low.endswith("s") and low[:-1] in PERSON_ROLES | PLACE_ROLES | ORGANISATION_ROLES else low


def is_participle(word: str) -> bool:
    low = word.casefold()
    if re.fullmatch(r"(?!(?:re|co|pre|un|over)-)[a-z]+-[a-z]+ed", low):
        return False  # "double-ended", "flat-bottomed": a compound adjective, not a verb
    return word == low and (low in IRREGULAR_PARTICIPLES or low == "used" or (len(low) > 4 and low.endswith("ed")))


def is_past_verb(word: str) -> bool:
    return is_participle(word) or word.casefold() in PAST_TO_PARTICIPLE


_TRAIT_PARTICIPLES = {"known", "famous", "noted", "renowned", "remembered", "famed", "celebrated"}


def names_a_trait(words: list[str] | tuple[str, ...], j: int) -> bool:
    """Whether ``words[j]`` opens a phrase that describes the noun before it ("the brewery (best)
    *known for* Aske Amber", "the engineer *remembered as* ..."), so it is no clause's own verb
    when a verb follows: "the founder of the brewery best known for Aske Amber *served* on"."""
    if j + 2 >= len(words):
        return False  # "What are the cliffs known for?": the question's own verb
    return words[j] in _TRAIT_PARTICIPLES and words[j + 1].casefold() in ("for", "as")


def is_ing_participle(word: str) -> bool:
    """Whether an "-ing" word, as written, can describe a thing ("the breakwater *sheltering* X",
    "the ferry *sailing* to Y"): lower case, not hyphenated, not a noun ``NOT_ING`` knows ("building")."""
    return word.endswith("ing") and len(word) > 5 and word.islower() and "-" not in word and word not in NOT_ING


PAST_TO_BASE = {
    **{f"{base}ed" if not base.endswith("e") else f"{base}d": base for base in BASE_VERBS},
    **{f"{base[:-1]}ied": base for base in BASE_VERBS if base.endswith("y") and base[-2] not in "aeiou"},
    **{f"{base}{base[-1]}ed": base for base in ("stop",)},
    **IRREGULAR_PAST_TO_BASE,
}
"""The past of the verbs ``BASE_VERBS`` knows, back to the base ("got" -> "get", "opened" -> "open")."""


INTRANSITIVE_PAST = {
    "died": "die", "arrived": "arrive", "emigrated": "emigrate", "retired": "retire", "collapsed": "collapse",
    "fell": "fall", "came": "come", "went": "go", "returned": "return", "moved": "move", "sank": "sink",
}  # fmt: skip
"""Past verbs a side does, not undergoes: asked with "did" ("When did Ada Penn die?")."""


BASE_LIKE_PASTS = {"cast", "cut", "put", "read", "run", "set", "shut", "split", "found"}
"""Pasts written like a base form ("set up", "cut"; "found", the past of "find", is a verb of its own too)."""


def is_deed_verb(word: str) -> bool:
    """Whether a word, as written, can be a deed done in the past ("rescued", "drew", "set")."""
    return word.islower() and (is_past_verb(word) or word in BASE_LIKE_PASTS)


_EMPLOYER_LINKS = {"of", "at", "with", "for"}
_NO_EMPLOYER_WORDS = {
    *PREPOSITIONS,
    *("is", "are", "was", "were", "did", "does", "do", "has", "have", "had"),
    *("can", "could", "will", "would", "should", "may", "might", "must"),
    *("that", "which", "who", "whom", "whose", "where", "and", "or"),
    *("the", "a", "an", "his", "her", "its", "their", "this", "these", "those"),
}


def employer_words(words: Sequence[str], *, whole_before_in: bool = False) -> int:
    """How many words after someone's role say whom they work for, their deed's verb next: "A captain *of the
    company* rescued ...", "Which engineer *at the Pell yard* drew ...?" (fresh68 h03): "of" / "at" / "with" / "for",
    then "the" and one to three nouns or names. 0 when no such phrase follows, or when the verb is the employer's
    participle ("a teacher at the school *founded by* Ed Penn"), and with ``whole_before_in`` when it may be ("...
    *retired in* 1960": the planner's "Which teacher at the school retired in 1960?" would read a school retired).
    The one reader of the phrase for the planner's statements and the answer checks' questions."""
    if len(words) < 4 or words[0].casefold() not in _EMPLOYER_LINKS or words[1].casefold() != "the":
        return 0
    left_whole = ("by", "in") if whole_before_in else ("by",)
    for end in range(3, min(6, len(words) - 1)):
        if is_deed_verb(words[end]) and all(_names_employer(word) for word in words[2:end]):
            return 0 if words[end + 1].casefold() in left_whole else end
    return 0


def _names_employer(word: str) -> bool:
    """A word of an employer's noun or name: no function word, no verb as written in lowercase."""
    low = word.casefold()
    verb = word == low and (is_participle(low) or is_past_verb(low) or low in BASE_VERBS)
    return bool(re.match(r"[\w#\"“]", word)) and low not in _NO_EMPLOYER_WORDS and not verb
