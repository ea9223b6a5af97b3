"""Word helpers the answer checks share (``answers`` and ``answer_comparisons`` both read them):
years written in digits, the words that tell a name apart (``name_words``) and the category a noun
names (``noun_category``: a place, an organisation, a person, a building or a vessel)."""

from __future__ import annotations

import re

__all__ = [
    "CATEGORY_NOUNS",
    "CATEGORY_OF",
    "LINKING_WORDS",
    "LONG_TITLES",
    "SHORT_TITLES",
    "YEAR",
    "name_words",
    "noun_category",
]

YEAR = re.compile(r"\b(1[0-9]{3}|20[0-9]{2})s?\b")
"""A year written in digits, or its decade ("1884", "1880s"): the year's digits are group 1."""


LINKING_WORDS = {"of", "the", "and", "de", "van", "von"}
"""Small words inside a name that do not tell it apart ("Isle *of* Pell", "Harrow *and* Dane")."""


SHORT_TITLES = ("capt", "dr", "mr", "mrs", "ms")
"""A person's titles that are written with or without a dot ("Dr." / "Dr")."""
LONG_TITLES = ("captain", "sir", "lady")
"""A person's titles that are written out in full ("Captain", "Sir", "Lady")."""
_TITLES = {"mv", "ms", "ss", "hms", "rms", "st", "saint", *SHORT_TITLES, *LONG_TITLES}
"""Words a name may carry in a question and not in a passage ("Captain Marit Haldane", "MV Orrin Star")."""


def name_words(name: str) -> list[str]:
    """The words that tell ``name`` apart: lowercased, without linking words, titles and a
    possessive ``'s`` ("MV Brannoch II's" -> ``brannoch``, ``ii``)."""
    found = re.findall(r"\w+", re.sub(r"['’]s\b", "", name.casefold()))
    return [w for w in found if w not in LINKING_WORDS and w not in _TITLES]


_ROLES = "person|man|woman|architect|engineer|founder|mayor|painter|keeper|captain"
CATEGORY_NOUNS = {
    "place": "town|city|village|hamlet|port|county|province|country|island|valley|river|lake|hill|parish|district",
    "organisation": (
        "company|firm|works|mill|bank|newspaper|cooperative|co-operative|society|association|board|brewery|shipyard|foundry|"
        "workshop|school|college|guild|partnership|business|corporation|yard|line|agency|club|pottery|glassworks|"
        "sawmill|dairy|bakery|quarry|ironworks|brickworks|tannery|ropeworks|distillery|papermill|boatyard|"
        "services|motors|coaches|buses|transport|trust|authority|council|committee|institute|union|limited|ltd|"
        "stores|press|industries|enterprises|trading"
    ),
    "person": (
        f"{_ROLES}|inventor|writer|merchant|teacher|doctor|priest|builder|owner|brother|sister|son|daughter|"
        "master|ironfounder|shipbuilder|physician|surgeon|manager|director|editor|chairman|chairwoman|author|"
        "botanist|naturalist|historian|poet|artist"
    ),
    "building": (
        "hall|church|chapel|exchange|bridge|station|tower|lighthouse|museum|library|market|observatory|house|"
        "building|theatre|inn|hotel|warehouse|school-house|viaduct|aqueduct|dam|pier|quay|wharf|dock|airfield|"
        "aerodrome|airport|racecourse|stadium|cemetery|churchyard"
    ),
    "vessel": "ship|ferry|steamer|boat|vessel|schooner|barque|barge|tug|lifeboat|trawler|steamship",
}
"""The nouns of each category of thing a name or a question may name, as regex alternations."""
CATEGORY_OF = {noun: category for category, nouns in CATEGORY_NOUNS.items() for noun in nouns.split("|")}
"""Each category noun's category ("foundry": "organisation")."""


def noun_category(noun: str) -> str | None:
    """The category a noun names ("foundry", "foundries": "organisation"); None for a noun of no
    category."""
    key = noun.casefold()
    return CATEGORY_OF.get(key) or CATEGORY_OF.get(key[:-1] if key.endswith("s") else key)
