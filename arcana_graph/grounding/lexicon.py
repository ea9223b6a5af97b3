"""The closed word lists and word-level tests the short-answer modules share.

English here is a few closed classes (auxiliaries, determiners, prepositions, irregular verbs...)
and simple tests on single words: enough for wh-question templates and for comparing names and
numbers, with no parser or model to load. Every list is deliberately small: a word missing from
one makes the rules decline (the judge then asks its model), never guess.
"""

from __future__ import annotations

import re

__all__ = [
    "ADVERBS",
    "AUX",
    "CLAUSE",
    "DETERMINERS",
    "FINITE",
    "IRREGULAR",
    "MONTHS",
    "NOT_VERBS_ED",
    "NUMBERS",
    "PARTICIPLES",
    "PARTICLES",
    "PAST",
    "PREPOSITIONS",
    "PRONOUNS",
    "RELATIVE",
    "STOP",
    "S_NOT_VERBS",
    "has_digit",
    "inflect",
    "is_name",
    "is_participle",
    "is_plain_verb",
    "normalise",
    "starts_verb",
    "word_set",
    "word_tokens",
]

_TOKEN = re.compile(r"[^\W_]+(?:[-'’][^\W_]+)*", re.UNICODE)

AUX = {"is", "was", "are", "were", "am", "has", "have", "had", "does", "did", "do"}
FINITE = AUX | {"can", "could", "will", "would", "shall", "should", "may", "might", "must"}
PRONOUNS = {"it", "he", "she", "they", "we", "i", "you", "this", "that", "which", "who"}
DETERMINERS = {"the", "a", "an", "its", "his", "her", "their", "this", "that", "these", "those", "our", "my"}
# Simple-past forms (a finite verb wherever they stand) and past forms that double as participles
# (finite unless they open the answer: "made by the Quillon Glassworks" is a fragment).
PAST = {
    "ran", "wrote", "became", "began", "came", "drew", "drove", "fell", "gave", "went", "grew", "knew", "rose",
    "sat", "took", "threw", "sank", "flew", "spoke", "tore", "wore", "broke", "chose", "ate", "froze", "shook",
    "swam", "sang", "rode", "rang", "stood", "struck", "got", "saw", "lay",
}  # fmt: skip
PARTICIPLES = {
    "made", "built", "sold", "held", "kept", "led", "lost", "met", "paid", "said", "sent", "spent", "brought",
    "bought", "heard", "felt", "taught", "told", "won", "fought", "thought", "found", "lit", "born", "known",
    "written", "given", "taken", "run", "shown", "grown", "drawn", "seen", "done", "been", "begun", "sunk",
    "chosen", "broken", "frozen", "stolen", "spoken", "woven", "hidden", "eaten", "fallen", "risen", "driven",
    "ridden", "proven", "sworn", "torn", "worn", "forgotten", "shut", "put", "set", "cut", "spread", "hung",
}  # fmt: skip
NOT_VERBS_ED = {"hundred", "red", "bed", "shed", "seed", "speed", "need", "feed", "breed", "sled", "wed", "sacred"}
S_NOT_VERBS = ("ss", "us", "is", "ous", "'s", "’s")
PREPOSITIONS = {
    "in", "on", "at", "by", "for", "from", "of", "to", "with", "about", "into", "after", "before", "since",
    "until", "during", "near", "around", "between", "through", "over", "under", "across", "against", "without",
}  # fmt: skip
ADVERBS = {"first", "last", "originally", "finally", "still", "also", "later", "once", "best", "most", "mainly"}
CLAUSE = {"when", "while", "if", "because", "although", "whereas"}
STOP = DETERMINERS | PREPOSITIONS | AUX | {"and", "or", "but", "as", "than", "also", "be", "been", "it"}
NUMBERS = {
    w: str(i)
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
        "seventeen eighteen nineteen twenty".split()
    )
} | {"thirty": "30", "forty": "40", "fifty": "50", "sixty": "60", "seventy": "70", "eighty": "80", "ninety": "90"}
MONTHS = "january february march april may june july august september october november december".split()
IRREGULAR = {
    "make": ("made", "makes"), "build": ("built", "builds"), "run": ("ran", "runs"), "write": ("wrote", "writes"),
    "sell": ("sold", "sells"), "have": ("had", "has"), "do": ("did", "does"), "go": ("went", "goes"),
    "become": ("became", "becomes"), "begin": ("began", "begins"), "bring": ("brought", "brings"),
    "buy": ("bought", "buys"), "come": ("came", "comes"), "find": ("found", "finds"), "give": ("gave", "gives"),
    "hold": ("held", "holds"), "keep": ("kept", "keeps"), "know": ("knew", "knows"), "lead": ("led", "leads"),
    "leave": ("left", "leaves"), "lose": ("lost", "loses"), "meet": ("met", "meets"), "pay": ("paid", "pays"),
    "say": ("said", "says"), "send": ("sent", "sends"), "stand": ("stood", "stands"), "take": ("took", "takes"),
    "teach": ("taught", "teaches"), "tell": ("told", "tells"), "think": ("thought", "thinks"), "win": ("won", "wins"),
    "light": ("lit", "lights"), "sink": ("sank", "sinks"), "grow": ("grew", "grows"), "draw": ("drew", "draws"),
    "fall": ("fell", "falls"), "rise": ("rose", "rises"), "spend": ("spent", "spends"), "be": ("was", "is"),
    "drive": ("drove", "drives"), "ride": ("rode", "rides"), "shut": ("shut", "shuts"), "put": ("put", "puts"),
    "set": ("set", "sets"), "cut": ("cut", "cuts"), "get": ("got", "gets"), "hang": ("hung", "hangs"),
    "lie": ("lay", "lies"), "lay": ("laid", "lays"), "feed": ("fed", "feeds"), "fly": ("flew", "flies"),
    "speak": ("spoke", "speaks"), "strike": ("struck", "strikes"), "throw": ("threw", "throws"),
    "choose": ("chose", "chooses"), "eat": ("ate", "eats"), "wear": ("wore", "wears"), "see": ("saw", "sees"),
    "sing": ("sang", "sings"), "swim": ("swam", "swims"), "show": ("showed", "shows"), "sit": ("sat", "sits"),
    "co-found": ("co-founded", "co-founds"), "found": ("founded", "founds"),
}  # fmt: skip
RELATIVE = {"who", "whom", "whose", "which", "that", "where", "when", "while", "if", "because", "although"}
PARTICLES = {"up", "down", "out", "off", "over", "away", "back"}


def word_tokens(text: str) -> list[str]:
    """Word tokens (letters and digits, joined by inner hyphens and apostrophes)."""
    return _TOKEN.findall(text)


def is_name(word: str, index: int) -> bool:
    """A capitalised word, unless it is a function word opening the text (``index`` 0)."""
    return word[:1].isupper() and (index > 0 or word.lower() not in STOP | PRONOUNS)


def has_digit(word: str) -> bool:
    """Whether ``word`` holds a digit (a number, a date, "1860s")."""
    return any(c.isdigit() for c in word)


def normalise(word: str) -> str:
    """Lowercased, without a possessive 's, number words as digits ("four" -> "4")."""
    lower = word.lower().replace("’", "'")
    lower = lower[:-2] if lower.endswith("'s") else lower
    return NUMBERS.get(lower, lower)


def word_set(text: str) -> set[str]:
    """The normalised words of ``text``."""
    return {normalise(w) for w in word_tokens(text)}


def inflect(verb: str, aux: str) -> str:
    """``verb`` (a base form) in the tense and person ``aux`` (did / does / do) carried."""
    if aux == "do":
        return verb
    past, third = IRREGULAR.get(verb, (None, None))
    if aux == "did":
        if past:
            return past
        if verb.endswith("e"):
            return verb + "d"
        return verb[:-1] + "ied" if re.search(r"[^aeiou]y$", verb) else verb + "ed"
    if third:
        return third
    if re.search(r"(s|sh|ch|x|z|o)$", verb):
        return verb + "es"
    return verb[:-1] + "ies" if re.search(r"[^aeiou]y$", verb) else verb + "s"


def is_participle(word: str) -> bool:
    """A past participle: a listed one ("made", "born") or a lowercase -ed word of 5+ letters."""
    lower = word.lower()
    return word.islower() and (lower in PARTICIPLES or (len(lower) >= 5 and lower.endswith("ed")))


def is_plain_verb(word: str) -> bool:
    """A lowercase word that can be a base-form verb here (no function word, no participle)."""
    lower = word.lower()
    return (
        word.islower()
        and bool(re.fullmatch(r"[a-z]+(?:-[a-z]+)?", word))
        and lower not in DETERMINERS | PREPOSITIONS | PARTICLES | RELATIVE | {"and", "or", "than", "as"}
        and not is_participle(word)
    )


def starts_verb(word: str) -> bool:
    """Whether ``word`` can open a verb phrase: an auxiliary, a past form, a participle, or a
    lowercase -ed / -s word."""
    lower = word.lower()
    if lower in FINITE or lower in PAST or lower in PARTICIPLES:
        return True
    return word.islower() and (lower.endswith("ed") or (lower.endswith("s") and not lower.endswith(S_NOT_VERBS)))
