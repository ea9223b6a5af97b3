"""``FastExtractor``: entities and relationships without a language model.

Proper names are found as runs of capitalised words inside a sentence, the way a reader skims
for them, with the cues English gives:

* connectors inside a name: "Brack & Oduya", "Bank of Ossery", "Jan van Dijk";
* a lowercase head noun that makes a place or institution of a name: "St Bride's church",
  "Dunmere town hall", "the Ossery corn exchange" (the bare name is recorded as well, nested);
* words that start sentences and are not names ("The", "Besides", "Demand for glass fell ...")
  are left out: a lone capitalised word opening a sentence or a sub-heading counts only when the
  chunk also capitalises it elsewhere (or its title heading is that word); days, months and lone
  initials are left out; a leading "the" and a title ("Captain Ivo Haldane") are dropped from the
  name; "Brack's" is "Brack";
* a quoted title of up to eight words is one name ("A History of the Kestrel Valley"), a
  ``publication``;
* types from cues: a title or a role before the name ("the architect Petra Lindqvist"), years
  after it ("(1866-1941)") or "born" near it make a person; "&" or a word like Railway, Brewery,
  Cooperative an organization; Cross, Bridge, Lake, St ... a location; Fair, Regatta, Flood an
  event; MV, SS, HMS ... a vessel; anything else is ``other``.

Relationships come from co-occurrence: two entities named in the same sentence are
``RELATED_TO`` (strength 2 + 3 per sentence they share, at most 10; the first shared sentence is
the description), and a compound name is ``PART_OF``-linked to the name inside it ("Dunmere town
hall" -> "Dunmere"). One step of coreference: a sentence with a third-person pronoun ("It was
built by Brack & Oduya", "she designed ...") counts as naming its section's subject too, the
first name of the heading above it. Each entity's description is the first sentence that names it (for a
heading, the first sentence under it), so "name: description" embeds with its context.

It is quick (thousands of chunks a second) and language-specific (English capitalisation); an
``LLMExtractor`` finds lowercase concepts and typed relationships it cannot.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from arcana_graph.core.protocols import ExtractedEntity, ExtractedRelationship, GraphExtraction
from arcana_graph.store.graph.names import normalize_name

__all__ = ["FastExtractor"]

_TOKEN = re.compile(r"&|[^\W_](?:[\w]|['’](?=\w)|-(?=\w))*")
_BLOCK = re.compile(r"\n\s*\n|\n(?=\s*(?:#|[-*+]\s|\d+[.)]\s))|(?<=\n)(?=#)")
_QUOTE = re.compile(r'["“]([^"”\n]{1,120})["”]')
_SENTENCE_END = re.compile(r"[.!?][\"”’)\]]*\s+")
_ABBREVIATIONS = {
    "st",
    "dr",
    "mr",
    "mrs",
    "ms",
    "mt",
    "jr",
    "sr",
    "capt",
    "rev",
    "prof",
    "no",
    "co",
    "ft",
    "gen",
    "col",
}
_CONNECTORS = {"&", "of", "de", "la", "le", "van", "von", "der", "den", "du", "da", "del", "y"}
_STARTERS = set(
    """the a an this that these those it its it's he she they we you i his her their our my your there here
    in on at by for from with within without into onto upon over under after before during since until
    besides beside between among along across around about above below behind beyond near against
    when while where whereas if unless although though because as so yet but and or nor also then thus
    however today yesterday tomorrow later earlier once twice now still both each every either neither
    many most some several all any few more less one two three four five six seven eight nine ten
    first second third last next another other such what which who whom whose why how
    founded built born opened closed designed made named called known located situated based
    according following despite including like unlike per via""".split()
)
_NOT_ALONE = set(
    """monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays
    fridays saturdays sundays january february march april may june july august september october
    november december spring summer autumn winter mr mrs ms dr sir lady lord st i""".split()
)
_HEADS = set(
    """church chapel cathedral abbey school college university academy hall mill bridge railway station
    works brewery market fair harbour quay yard lighthouse company cooperative co-operative river lake
    street road lane square park museum library hospital infirmary exchange observatory reservoir canal
    dam ferry line route castle manor farm inn hotel bank club society trust board council estate house
    tower mine quarry kiln kilns foundry shipyard dock docks pier wharf festival regatta garden gardens
    cemetery almshouses prize award cup trophy race fire flood gale storm""".split()
)
_TITLES = set(
    """mr mrs ms miss dr sir dame lady lord captain capt rev reverend father mother sister brother
    professor prof king queen prince princess duke duchess earl count countess judge mayor""".split()
)
_ROLES = set(
    """architect engineer founder founders co-founder owner keeper mayor mayoress chairman chairwoman
    chair president director manager captain master mistress teacher headmaster headmistress vicar
    priest minister rector doctor surgeon nurse brewer miller potter glassmaker clockmaker builder
    designer painter poet writer author photographer inventor partner son daughter wife husband
    widow mother father brother sister grandson granddaughter niece nephew cousin apprentice pupil
    engineer-in-chief clerk editor publisher banker merchant skipper mate ferryman lawyer judge""".split()
)
_ORG_WORDS = set(
    """railway railways company co ltd limited works glassworks ironworks brewery bank cooperative
    co-operative society board council club services courier hotel foundry ropeworks pottery tannery
    dairy press school college university trust union association partnership firm shipyard yard line
    harbourline inn mill mills exchange corporation group guild institute academy""".split()
)
_PLACE_LAST = set(
    """cross bridge heath valley river lake moor water ford end harbour point street road lane square
    park church chapel hall cathedral abbey castle island islands isle bay sound head hill hills mount
    wood woods forest reservoir quay pier station town village city county district garden gardens
    market lighthouse tower almshouses infirmary library museum observatory green common marsh fen
    dale vale glen brook beck burn falls field fields gate row terrace place crescent""".split()
)
_PLACE_FIRST = {"lake", "river", "mount", "st", "saint", "port", "fort", "glen", "loch", "cape", "isle", "church"}
_VESSEL_PREFIXES = {"mv", "ss", "hms", "rms", "ps", "mfv", "hmy", "sv"}
_PRONOUNS = {"it", "its", "he", "his", "him", "she", "her", "hers", "they", "their", "them"}
_EVENT_WORDS = set(
    """fair regatta flood gale storm festival day trials war race show exhibition strike fire disaster
    launch ceremony games cup riots rising battle treaty""".split()
)
_PERSON_AFTER = re.compile(r"^\s*(\(\s*(c\.\s*)?\d{3,4}|,\s*(who|whose|born|née)\b|\s*(was|is) (born|an?|the)\b)")


@dataclass(slots=True)
class _Found:
    """An entity of one chunk while the chunk is read."""

    name: str
    spans: list[tuple[int, int]] = field(default_factory=list)
    votes: dict[str, int] = field(default_factory=dict)
    description: str | None = None


def _blocks(text: str) -> list[tuple[int, int, bool]]:
    """Paragraphs, headings and list items as ``(start, end, is_heading)``."""
    pieces, position = [], 0
    for match in [*_BLOCK.finditer(text), None]:
        end = match.start() if match else len(text)
        if text[position:end].strip():
            pieces.append((position, end, text[position:end].lstrip().startswith("#")))
        position = match.end() if match else len(text)
    return pieces


def _sentences(text: str) -> list[tuple[int, int, bool]]:
    """Sentences as ``(start, end, is_heading)``, not split after "St." or an initial ("J. Smith")."""
    found = []
    for start, end, heading in _blocks(text):
        position = start
        for match in _SENTENCE_END.finditer(text, start, end):
            word = re.search(r"(\w+)\W*$", text[position : match.start() + 1])
            before = word.group(1) if word else ""
            if before.lower() in _ABBREVIATIONS or (len(before) == 1 and before.isupper()):
                continue
            found.append((position, match.start() + 1, heading))
            position = match.end()
        if text[position:end].strip():
            found.append((position, end, heading))
    return found


def _capitalised(word: str) -> bool:
    return word[:1].isupper()


def _joined(text: str, left: re.Match[str], right: re.Match[str]) -> bool:
    """Whether two tokens belong to one name: only spaces (or an abbreviation's dot) between them."""
    gap = text[left.end() : right.start()]
    if gap.strip() == "":
        return True
    return gap.strip() == "." and left.group().lower() in _ABBREVIATIONS


class FastExtractor:
    """Entities from capitalised spans, relationships from co-occurrence; no model needed.

    Example::

        extractor = FastExtractor()
        [graph] = extractor(["Brack & Oduya was founded by Samuel Brack and Ada Oduya in Dunmere."])
        [e.name for e in graph.entities]   # ['Brack & Oduya', 'Samuel Brack', 'Ada Oduya', 'Dunmere']
    """

    def __call__(self, texts: Sequence[str]) -> list[GraphExtraction]:
        return [self.extract(text) for text in texts]

    def extract(self, text: str) -> GraphExtraction:
        """The entities and relationships of one chunk."""
        sentences = [
            (start, end, heading, list(_TOKEN.finditer(text, start, end))) for start, end, heading in _sentences(text)
        ]
        known = _capitalised_elsewhere(text, sentences)
        found: dict[str, _Found] = {}
        pairs: dict[tuple[str, str], list[Any]] = {}  # (first, second) -> [type, sentences, description]
        subject: str | None = None
        waiting: list[str] = []  # heading names still without a description
        for start, end, heading, tokens in sentences:
            sentence = " ".join(text[start:end].split())
            keys, nested = _names(
                text, tokens, known, found, title=heading and text[start:end].lstrip().startswith("# ")
            )
            for outer, inner in nested:
                pairs.setdefault((outer, inner), ["PART_OF", 1, sentence])
            if heading:
                if keys or text[start:end].lstrip().startswith("# "):
                    subject = keys[0] if keys else None  # a sub-heading without names keeps the subject
                waiting += [k for k in keys if found[k].description is None]
                continue
            for key in [*waiting, *keys]:
                if found[key].description is None:
                    found[key].description = sentence
            waiting = []
            mentions_subject = subject is not None and subject not in keys
            if mentions_subject and any(t.group().lower() in _PRONOUNS for t in tokens):
                keys = [subject, *keys]  # type: ignore[list-item]
            _co_occur(keys, sentence, pairs)
        entities = tuple(
            ExtractedEntity(
                name=item.name,
                type=max(item.votes, key=lambda k: item.votes[k]) if item.votes else "other",
                description=(item.description or item.name)[:300],
                spans=tuple(sorted(set(item.spans))),
            )
            for item in found.values()
        )
        relationships = tuple(
            ExtractedRelationship(
                source=found[a].name,
                target=found[b].name,
                type=kind,
                description=sentence[:300],
                strength=8 if kind == "PART_OF" else min(10, 2 + 3 * count),
            )
            for (a, b), (kind, count, sentence) in pairs.items()
        )
        return GraphExtraction(entities=entities, relationships=relationships)


def _capitalised_elsewhere(text: str, sentences: list[tuple[int, int, bool, list[re.Match[str]]]]) -> set[str]:
    """Lowercased words the chunk capitalises inside a sentence, or in a title heading ("# X")."""
    known: set[str] = set()
    for start, _, heading, tokens in sentences:
        title = heading and text[start:].lstrip().startswith("# ")
        for position, token in enumerate(tokens):
            if _capitalised(token.group()) and (position > 0 or title):
                known.add(token.group().lower())
    return known


def _co_occur(keys: list[str], sentence: str, pairs: dict[tuple[str, str], list[Any]]) -> None:
    """Count one more shared sentence for every pair of ``keys``."""
    unique = list(dict.fromkeys(keys))
    for i, a in enumerate(unique):
        for b in unique[i + 1 :]:
            link = pairs.get((a, b)) or pairs.get((b, a))
            if link is None:
                pairs[(a, b)] = ["RELATED_TO", 1, sentence]
            elif link[0] == "RELATED_TO":
                link[1] += 1


def _span_end(tokens: list[re.Match[str]], index: int, text: str) -> int:
    """The last token of the capitalised run starting at ``index`` (connectors included)."""
    last = index
    while last + 1 < len(tokens):
        nxt = tokens[last + 1]
        if _capitalised(nxt.group()) and nxt.group() != "&" and _joined(text, tokens[last], nxt):
            last += 1
        elif (
            nxt.group().lower() in _CONNECTORS
            and last + 2 < len(tokens)
            and _capitalised(tokens[last + 2].group())
            and _joined(text, tokens[last], nxt)
            and _joined(text, nxt, tokens[last + 2])
        ):
            last += 2
        else:
            break
    return last


def _names(
    text: str,
    tokens: list[re.Match[str]],
    known: set[str],
    found: dict[str, _Found],
    *,
    title: bool,
) -> tuple[list[str], list[tuple[str, str]]]:
    """Record the names of one sentence; returns their keys in order and the (compound, inner) pairs."""
    keys: list[str] = []
    nested: list[tuple[str, str]] = []
    quoted = _quoted(text, tokens)
    for first, last in quoted:
        words = [t.group() for t in tokens[first : last + 1]]
        keys.append(_record(words, tokens, first, last, text, found, person=False, kind="publication"))
    inside = {i for first, last in quoted for i in range(first, last + 1)}
    index = 0
    while index < len(tokens):
        if index in inside or not _capitalised(tokens[index].group()) or tokens[index].group() == "&":
            index += 1
            continue
        last = _span_end(tokens, index, text)
        first = index
        person = False
        while first <= last:
            word = tokens[first].group().lower()
            if word in _TITLES and first < last:
                person = True
            elif not (word in {"the", "a", "an", "&"} or (first == 0 and word in _STARTERS)):
                break
            first += 1
        index = last + 1
        if first > last:
            continue
        words = [t.group() for t in tokens[first : last + 1]]
        lone = words[0].lower()
        if len(words) == 1 and (
            lone in _NOT_ALONE or len(lone) == 1 or (first == 0 and not title and lone not in known)
        ):
            continue
        names = [_record(words, tokens, first, last, text, found, person=person)]
        head = _head(tokens, last, text)
        if head > last:
            compound = words + [t.group() for t in tokens[last + 1 : head + 1]]
            names.insert(0, _record(compound, tokens, first, head, text, found, person=False))
            nested.append((names[0], names[1]))
            index = head + 1
        lowered = [w.lower() for w in words]
        if "of" in lowered[1:-1]:
            tail_at = first + len(lowered) - lowered[::-1].index("of")
            tail = [t.group() for t in tokens[tail_at : last + 1]]
            if len(tail) > 1 or tail[0].lower() not in _NOT_ALONE:
                names.append(_record(tail, tokens, tail_at, last, text, found, person=False))
                nested.append((names[0], names[-1]))
        keys += [k for k in names if k not in keys]
    return keys, [(a, b) for a, b in nested if a != b]


def _quoted(text: str, tokens: list[re.Match[str]]) -> list[tuple[int, int]]:
    """Token ranges of quoted titles ("A History of the Kestrel Valley", "Wren"): a quotation of
    at most eight words that starts with a capital."""
    ranges = []
    if not tokens:
        return ranges
    for match in _QUOTE.finditer(text, tokens[0].start(), tokens[-1].end() + 1):
        inner = [i for i, t in enumerate(tokens) if match.start(1) <= t.start() and t.end() <= match.end(1)]
        if inner and len(inner) <= 8 and _capitalised(tokens[inner[0]].group()):
            ranges.append((inner[0], inner[-1]))
    return ranges


def _head(tokens: list[re.Match[str]], last: int, text: str) -> int:
    """Index of the head noun completing a name ("... town hall"), or ``last`` when none."""
    for size in (1, 2):
        at = last + size
        if at >= len(tokens) or not all(_joined(text, tokens[i], tokens[i + 1]) for i in range(last, at)):
            return last
        words = [t.group() for t in tokens[last + 1 : at + 1]]
        if any(_capitalised(w) or w == "&" for w in words):
            return last
        if words[-1].lower() in _HEADS and (
            size == 1 or (words[0].lower() not in _STARTERS and not words[0].endswith(("ed", "ly")))
        ):
            return at
    return last


def _record(
    words: list[str],
    tokens: list[re.Match[str]],
    first: int,
    last: int,
    text: str,
    found: dict[str, _Found],
    *,
    person: bool,
    kind: str | None = None,
) -> str:
    """Add one mention of the name ``words`` (tokens ``first..last``) and return its key."""
    start, end = tokens[first].start(), tokens[last].end()
    if words[-1].endswith(("'s", "’s")):
        words = [*words[:-1], words[-1][:-2]]
        end -= 2
    key = normalize_name(" ".join(words))
    item = found.setdefault(key, _Found(" ".join(words)))
    item.spans.append((start, end))
    kind = kind or ("person" if person else _guess_type(words, tokens, first, last, text))
    if kind:
        item.votes[kind] = item.votes.get(kind, 0) + 1
    return key


def _guess_type(words: list[str], tokens: list[re.Match[str]], first: int, last: int, text: str) -> str | None:
    """A type from the name's words and its neighbours, or None when nothing hints at one."""
    lowered = [w.lower() for w in words]
    before = tokens[first - 1].group().lower() if first > 0 else ""
    after = text[tokens[last].end() : tokens[last].end() + 40]
    if lowered[0] in _VESSEL_PREFIXES and len(words) > 1:
        return "vessel"
    if lowered[-1] in _EVENT_WORDS:
        return "event"
    if "&" in lowered or lowered[-1] in _ORG_WORDS:
        return "organization"
    if lowered[-1] in _PLACE_LAST or lowered[0] in _PLACE_FIRST:
        return "location"
    if lowered[0] in _TITLES or before in _TITLES or before in _ROLES or _PERSON_AFTER.match(after):
        return "person"
    if before in {"in", "at", "near", "from", "to", "into", "of"} and len(words) <= 3:
        return "location"
    if before in {"by", "and", "with"} and 2 <= len(words) <= 3 and all(w.isalpha() for w in words):
        return "person"
    return None
