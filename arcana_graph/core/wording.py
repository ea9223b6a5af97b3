"""An answer put back into the words of the sentence it was read from.

A small model reading "the wheel drove sixty looms" answers "60", reading "fourteen kilometres"
writes "kilometers", reading "the lake is 38 metres deep" answers "38". Each is the right fact in
words the source does not use: a reader comparing the answer with its citation, and any metric
that compares words, sees a different answer. ``as_written`` restores the source's wording where
the change is certain (same number, same word spelled the other way, the unit that follows the
number) and changes nothing else: it never adds a fact the answer did not state.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from arcana_graph.core.question_words import BASE_VERBS
from arcana_graph.core.text import strip_chatter

__all__ = [
    "COUNT_HEDGES",
    "DIMENSIONS",
    "TIME_COUNTED",
    "as_written",
    "measure_without_thing",
    "number_word_value",
    "sentence_writing",
    "with_counted_noun",
    "with_counted_time",
    "with_hedge",
    "with_rate",
    "without_asked_limit",
    "without_asked_modifier",
    "without_hedge",
    "without_title",
]

COUNT_HEDGES = ("about", "around", "roughly", "some", "nearly", "almost", "approximately")
"""Words that soften a count ("about 1,200"): the number, not the hedge, tells an answer apart."""
_HEDGE = "|".join(
    (*COUNT_HEDGES, "over", "more than", "fewer than", "less than", "under", "up to", "at least", "at most")
)

_UNITS = (
    "metres|meters|kilometres|kilometers|centimetres|centimeters|millimetres|millimeters|miles|mile|feet|foot|"
    "yards|yard|inches|inch|hectares|hectare|acres|acre|tonnes|tons|ton|kilograms|kilos|pounds|litres|liters|"
    "gallons|knots|fathoms|metre|meter|kilometre|kilometer|km|m|ft"
)
_ONES = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
_ONES += "seventeen eighteen nineteen"
_ONE_VALUES = {word: n for n, word in enumerate(_ONES.split())}
_TEN_VALUES = {w: 10 * n for n, w in enumerate("twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)}
_NUMBER_WORD = re.compile(
    rf"\b(?:(?:{'|'.join(_TEN_VALUES)})(?:[-\s](?:{'|'.join(_ONE_VALUES)}))?|{'|'.join(_ONE_VALUES)}|a hundred)\b",
    re.IGNORECASE,
)
_SPELLINGS = (("re", "er"), ("our", "or"), ("ise", "ize"), ("isation", "ization"), ("lled", "led"), ("lling", "ling"))
"""British and American endings of one word (metre / meter, harbour / harbor, organise / organize)."""


def number_word_value(word: str) -> int | None:
    """The value of a number written in words, up to a hundred ("sixty", "twenty-one"); None otherwise."""
    text = word.casefold().replace("-", " ").split()
    if text == ["a", "hundred"]:
        return 100
    if len(text) == 1:
        return _ONE_VALUES.get(text[0], _TEN_VALUES.get(text[0]))
    if len(text) == 2 and text[0] in _TEN_VALUES and text[1] in _ONE_VALUES and _ONE_VALUES[text[1]] < 10:
        return _TEN_VALUES[text[0]] + _ONE_VALUES[text[1]]
    return None


def as_written(answer: str, evidence: Sequence[str]) -> str:
    """``answer`` in the words of its evidence sentences, where that is certain:

    * a number in digits that its sentence writes in words ("60" -> "sixty"), also with its unit and
      the hedge before it ("4 metres" -> "almost four metres");
    * a word its sentence spells the other way ("kilometers" -> "kilometres");
    * a bare number followed in its sentence by a unit ("38" -> "38 metres"), or preceded by a
      hedge ("1,200" -> "about 1,200", "thirty" -> "about thirty": ``with_hedge``);
    * a measure its sentence writes as one word before a noun ("40 centimetres" -> "40-centimetre"
      from "a 40-centimetre telescope");
    * a span of years its sentence writes in words ("1912-1918" -> "1912 to 1918").

    Anything else is returned as it is."""
    text = " ".join(evidence)
    if not answer.strip() or not text:
        return answer
    spelled = _measure_in_words(_spelled_as_source(_in_number_words(answer, text), text), text)
    return _range_as_source(_compound_measure(_with_unit(with_hedge(spelled, evidence), evidence), text), text)


def _range_as_source(answer: str, text: str) -> str:
    """A span of years its sentence writes in words, in those words ("1912-1918" from "mayor from 1912 to 1918"
    -> "1912 to 1918"; fresh47 k07): the dash is the model's shorthand, not the source's."""
    span = re.fullmatch(r"(?:from\s+)?(\d{4})\s*[-–]\s*(\d{4})", answer.strip(), re.IGNORECASE)
    if span is None:
        return answer
    said = re.search(rf"\b{span[1]}\s+(?:to|until)\s+{span[2]}\b", text)
    if said is not None:
        return said[0]
    between = re.search(rf"\bbetween\s+{span[1]}\s+and\s+{span[2]}\b", text, re.IGNORECASE)
    return f"between {span[1]} and {span[2]}" if between is not None else answer


def with_hedge(answer: str, evidence: Sequence[str]) -> str:
    """A bare count given without the hedge its sentence writes gets it back ("1,200" from "a
    village of about 1,200 inhabitants" -> "about 1,200"): an answer claims no more precision than
    its source. Any other answer is returned as it is."""
    bare = answer.strip()
    if re.fullmatch(r"\d[\d,.]*", bare):
        hedged = re.search(
            rf"\b({_HEDGE})\s+{re.escape(bare)}(?![\d,.]*\d)", sentence_writing(evidence, bare), re.IGNORECASE
        )
    elif number_word_value(bare) is not None:  # "thirty" from "about thirty boats", not "about thirty-five"
        hedged = re.search(rf"\b({_HEDGE})\s+{re.escape(bare)}(?![\w-])", " ".join(evidence), re.IGNORECASE)
    else:
        return answer
    return f"{hedged[1].casefold()} {bare}" if hedged is not None else answer


TIME_COUNTED = re.compile(r"\bhow many (days|weeks|months|years|hours|minutes|times)\b", re.IGNORECASE)


def with_counted_time(question: str, answer: str, evidence: Sequence[str]) -> str:
    """A bare count of days, years or times gets the word its question counts, where its sentence
    writes that word after the number ("How many days of rain ...?" answered "nine" from "after
    nine days of rain" -> "nine days"): "nine" alone reads as any nine things. Any other answer is
    returned as it is."""
    counted = TIME_COUNTED.search(question)
    number = without_hedge(answer.strip())
    if counted is None or not (re.fullmatch(r"\d[\d,.]*", number) or number_word_value(number) is not None):
        return answer
    written = re.search(rf"(?<![\w-]){re.escape(number)}\s+{counted[1]}\b", " ".join(evidence), re.IGNORECASE)
    return f"{answer.strip()} {counted[1].casefold()}" if written is not None else answer


_SIZE_ASKED = re.compile(r"\bhow\s+(?:big|large|small)\b", re.IGNORECASE)
_PLURALS_WITHOUT_S = ("sheep", "cattle", "deer", "people", "men", "women", "children", "fish", "staff", "crew")


def with_counted_noun(question: str, answer: str, evidence: Sequence[str]) -> str:
    """A bare count given for a size ("How big was her flock?") gets the things its sentence counts
    after it ("600" from "she farmed 600 sheep" -> "600 sheep"): "600" alone says not what there are
    600 of. Only where the evidence writes the number once, followed by a plural noun the question
    does not name itself; any other answer is returned as it is."""
    number = without_hedge(answer.strip())
    if _SIZE_ASKED.search(question) is None or not re.fullmatch(r"\d[\d,.]*", number):
        return answer
    text = " ".join(dict.fromkeys(evidence))  # a sentence given twice writes its number once
    written = list(re.finditer(rf"(?<![\w,.-]){re.escape(number)}(?![\w,.]*\d)(?:\s+([a-z]+)\b)?", text))
    noun = written[0][1] if len(written) == 1 else None
    if noun is None or not _plural_noun(noun) or re.search(rf"\b{noun}\b", question, re.IGNORECASE):
        return answer
    return f"{answer.strip()} {noun}"


_NOT_COUNTED = {"is", "has", "was", "as", "us", "its", "his", "this", "thus", "plus", "yes", "less", "does"}


def _plural_noun(word: str) -> bool:
    """Whether ``word`` reads as a plural noun ("sheep", "looms"), not a verb ("remains"), a unit or a small word."""
    if word in _PLURALS_WITHOUT_S:
        return True
    if not word.endswith("s") or word.endswith("ss") or word in _NOT_COUNTED or re.fullmatch(_UNITS, word):
        return False
    return word[:-1] not in BASE_VERBS and word.removesuffix("es") not in BASE_VERBS


_MODIFIED_NAME = re.compile(r"(?P<words>(?:[a-z-]+\s+)+)(?P<name>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)")
_ASKED_KIND_WORDS = re.compile(
    r"\b(?:which|what)\s+(?P<words>(?:[a-z-]+\s+)+?)[a-z]+\s+(?:did|does|do|was|is|were|are)\b", re.I
)


def without_asked_modifier(question: str, answer: str) -> str:
    """A name without the words in front of it that only repeat how the question describes the kind it asks for
    ("dark Moor Porter" for "Which dark beer did he create?" -> "Moor Porter"): not part of the name. An article
    stays ("the Fenwick Brewery"); a choice between descriptions ("the elder or the younger ...?") is left alone,
    as is any other answer."""
    found = _MODIFIED_NAME.fullmatch(answer.strip())
    kind = _ASKED_KIND_WORDS.search(question)
    if found is None or kind is None or re.search(r"\bor\b", question, re.I):
        return answer
    modifiers = found["words"].split()
    article = modifiers[0] if modifiers[0] in ("the", "a", "an") else ""
    rest = modifiers[1:] if article else modifiers
    if not rest or not set(rest) <= set(kind["words"].casefold().split()):
        return answer
    return f"{article} {found['name']}".strip()


_TITLED_NAME = re.compile(
    r"^(?:captain|capt\.?|dr\.?|mr\.?|mrs\.?|miss)\s+(?P<name>(?-i:[A-Z][\w'’-]*)(?:\s+(?-i:[A-Z][\w'’-]*))+)$",
    re.IGNORECASE,
)
_WHO_ASKED = re.compile(
    r"(?:^|[.!?;:]\s+|\s[-–—]\s*(?!.*\s[-–—]\s))(?:(?:and|so|but)\s+)?(?:to\s+|by\s+)?who(?:m)?\b", re.IGNORECASE
)
"""A question that opens with "who" ("Who was in command ...?", "... . And who ...?", "... in fog - who was the
captain ...?", fresh50 h03, when no dash closes it as an aside): not the "who" of a relative clause ("the ship
*the man who* founded X commanded")."""


def without_title(question: str, answer: str) -> str:
    """A person's name asked with "who", without the title its page puts in front ("Captain Marit Haldane" ->
    "Marit Haldane", fresh40 h03): the name is what was asked, the title says what the question already knows. A
    title before a single name ("Captain Fenner") stays, as does any answer to another question."""
    found = _TITLED_NAME.fullmatch(answer.strip())
    if found is None or _WHO_ASKED.search(strip_chatter(question)) is None:  # "So, um, who was ...?"
        return answer
    words = found["name"].split()
    if len(words) > 3 or words[-1].endswith("s") or words[-1].casefold() in _NOT_SURNAMES:
        return answer  # "Captain Fenner Ferries", "Captain Hale Arms", "Miss Pell Harbour": a firm's, an inn's name
    return found["name"]


_NOT_SURNAMES = {
    "co", "ltd", "line", "harbour", "inn", "hotel", "house", "hall", "quay", "pier", "yard", "shipyard", "works",
    "company", "shipping", "street", "road", "bridge", "bay", "point", "cup", "trophy", "prize", "memorial",
}  # fmt: skip
"""Last words that end a name of a firm, a place or a prize, not a person's."""


_LIMIT_ASKED = re.compile(
    r"\b(?:maximum|greatest|highest|at\s+most)\b"
    # "How deep is Lake Senna at its deepest?" (not "at its west end")
    r"|^\W*how\s+[a-z]+\b[^?]*\bat\s+(?:its|their|his|her)\s+"
    r"(?!(?:west|request|latest|behest|crest|interest)\b)[a-z]+est\b"
    r"|\bhow\s+many\b[^?]*\b(?:can|could)\b[^?]*\b(?:take|carry|hold|seat|accommodate|fit)\b",  # a capacity
    re.IGNORECASE,
)
_LIMIT_SAID = re.compile(r"^(?:up\s+to|at\s+most|a\s+maximum\s+of)\s+(?=\d)", re.IGNORECASE)


def without_asked_limit(question: str, answer: str) -> str:
    """An amount without "up to" / "at most" in front when the question already asks the limit ("What is the
    maximum depth of Lake Senna?" answered "up to 38 metres" -> "38 metres", fresh51 k01; "How many passengers can
    the Kittiwake take?" answered "up to 60" -> "60", fresh53 k02 and fresh55 k02; "How deep is it at its deepest?",
    fresh65 k01): the words repeat the question.
    Any other answer is returned as it is."""
    if _LIMIT_ASKED.search(question) is None:
        return answer
    return _LIMIT_SAID.sub("", answer.strip())


_MEASURE_OF_THING = re.compile(
    r"^(?:an?\s+|the\s+)?(?P<amount>\d[\d,.]*|[a-z]+)-(?P<unit>metre|meter|centimetre|centimeter|millimetre|"
    r"kilometre|kilometer|mile|foot|inch|tonne|ton|yard|acre|hectare|litre|liter)(?:\s+(?P<thing>[a-z][a-z -]*))?$",
    re.IGNORECASE,
)
_UNIT_PLURALS = {"foot": "feet", "inch": "inches"}
_MEASURE_THEN_DIMENSION = re.compile(
    rf"^(?P<measure>\d[\d,.]*\s+(?:{_UNITS}))\s+(?P<dim>long|tall|high|wide|deep|across)$", re.IGNORECASE
)
"""A measure with a dimension after it ("80 metres long")."""
DIMENSIONS = {
    **dict.fromkeys(("tall", "high", "height"), "height"),
    **dict.fromkeys(("long", "length"), "length"),
    **dict.fromkeys(("wide", "width", "broad", "breadth", "across"), "width"),
    **dict.fromkeys(("deep", "depth"), "depth"),
}
"""The dimension each word of a measure's dimension says ("tall" and "height": height)."""
_OWN_DIMENSION_ASKED = re.compile(
    r"^\W*(?:how\s+(?P<how>tall|high|long|wide|broad|deep)\s+(?:is|was|are|were)\b"
    r"|what\s+(?:is|was)\s+the\s+(?P<noun>height|length|width|breadth|depth)\b)",
    re.IGNORECASE,
)
"""The dimension a question asks as its own measure ("How long is ...?", "What is the height of ...?"), not one a
later clause names."""


def measure_without_thing(question: str, answer: str) -> str:
    """A measure written as the asked thing's adjective, the thing dropped ("What size was the telescope there?"
    answered "40-centimetre telescope" -> "40 centimetres", fresh55 k03; "40-centimetre" alone too, once the asked
    noun is cut): the thing repeats the question; so does the asked dimension after a measure ("80 metres long" for
    "How long is ...?"). Any other answer, or one whose thing or dimension the question does not ask, is returned as
    it is."""
    dimension = _MEASURE_THEN_DIMENSION.match(answer.strip())
    asked = _OWN_DIMENSION_ASKED.search(strip_chatter(question)) if dimension is not None else None
    if (
        asked is not None
        and DIMENSIONS[(asked["how"] or asked["noun"]).casefold()] == DIMENSIONS[dimension["dim"].casefold()]
    ):
        return dimension["measure"]  # "80 metres long" for "How long is the dry dock ...?" (fresh56 h02)
    said = _MEASURE_OF_THING.match(answer.strip())
    thing = (said["thing"] or "") if said is not None else ""
    if said is None or not set(thing.casefold().split()) <= set(re.findall(r"[a-z-]+", question.casefold())):
        return answer
    unit = said["unit"].casefold()
    one = said["amount"].casefold() in ("1", "one")
    return f"{said['amount']} {unit if one else _UNIT_PLURALS.get(unit, unit + 's')}"


_RATE_ASKED = re.compile(
    r"\bhow (?:many|much|often)\b[^?]*?\b"
    r"(?P<rate>(?:a|an|per|each)\s+(?:day|week|month|year|hour|season|night|summer))\b",
    re.I,
)


def with_rate(question: str, answer: str, evidence: Sequence[str]) -> str:
    """A count asked per time ("How many days a week does X sail?") keeps the rate its sentence
    writes after it ("six days" from "she sails six days a week" -> "six days a week"): "six days"
    alone is a total. Any other answer is returned as it is."""
    asked = _RATE_ASKED.search(question)
    said = answer.strip()
    if asked is None or not said or asked["rate"].split()[-1].casefold() in said.casefold():
        return answer
    unit = asked["rate"].split()[-1]
    written = re.search(rf"(?<![\w-]){re.escape(said)}\s+((?:a|an|per|each)\s+{unit})\b", " ".join(evidence), re.I)
    return f"{said} {written[1]}" if written is not None else answer


def without_hedge(text: str) -> str:
    """``text`` without a leading hedge ("about sixty" -> "sixty", "over 1,200" -> "1,200")."""
    return re.sub(rf"^\s*(?:{_HEDGE})\s+", "", text, flags=re.IGNORECASE)


def _in_number_words(answer: str, text: str) -> str:
    bare = answer.strip()
    if not re.fullmatch(r"\d{1,3}", bare) or int(bare) < 2 or sentence_writing([text], bare):
        return answer  # not a small bare number ("one" is mostly "one of the ..."), or written in digits too
    for match in _NUMBER_WORD.finditer(text):
        if number_word_value(match[0]) == int(bare):
            return match[0]
    return answer


def _measure_in_words(answer: str, text: str) -> str:
    measure = re.fullmatch(rf"(\d{{1,3}})\s+({_UNITS})", answer.strip(), re.IGNORECASE)
    if measure is None or sentence_writing([text], measure[1]):
        return answer
    said = re.compile(rf"(?:\b({_HEDGE})\s+)?({_NUMBER_WORD.pattern})\s+({_UNITS})\b", re.IGNORECASE)
    for written in said.finditer(text):
        if number_word_value(written[2]) == int(measure[1]) and written[3].casefold() == measure[2].casefold():
            return f"{written[1].casefold()} {written[2]} {written[3]}" if written[1] else f"{written[2]} {written[3]}"
    return answer


def _spelled_as_source(answer: str, text: str) -> str:
    said = {w.casefold(): w for w in re.findall(r"[A-Za-z]+", text)}

    def respell(match: re.Match[str]) -> str:
        word = match[0]
        if word.casefold() in said or not word.islower():  # a name is spelled as the answer gives it
            return word
        plural = "s" if word.casefold().endswith("s") else ""
        stem = word[: len(word) - len(plural)]
        for a, b in _SPELLINGS:
            for old, new in ((a, b), (b, a)):
                other = (stem[: len(stem) - len(old)] + new + plural).casefold()
                if stem.endswith(old) and len(stem) - len(old) >= 3 and other in said:  # not "four" -> "for"
                    return said[other]
        return word

    return re.sub(r"[A-Za-z]{4,}", respell, answer)


def _with_unit(answer: str, evidence: Sequence[str]) -> str:
    bare = answer.strip()
    number = re.fullmatch(rf"(?:(?:{_HEDGE}) )?(\d[\d,.]*)", bare, re.IGNORECASE)
    if number is None:
        return answer
    unit = re.search(rf"(?<![\d,.]){re.escape(number[1])}\s*({_UNITS})\b", sentence_writing(evidence, number[1]))
    return f"{bare} {unit[1]}" if unit is not None else answer


_SINGULAR_UNITS = {"feet": "foot", "inches": "inch"}


def _compound_measure(answer: str, text: str) -> str:
    measure = re.fullmatch(rf"(\d[\d,.]*)\s+({_UNITS})", answer.strip(), re.IGNORECASE)
    if measure is None:
        return answer
    number, unit = re.escape(measure[1]), measure[2].casefold()
    one = _SINGULAR_UNITS.get(unit, unit[:-1] if unit.endswith("s") else unit)
    compound = re.search(rf"(?<![\d,.]){number}-({re.escape(one)})\b", text, re.IGNORECASE)
    if compound is None or re.search(rf"(?<![\d,.]){number}\s+{re.escape(unit)}\b", text, re.IGNORECASE):
        return answer  # "40 centimetres" written so too: as it is
    return f"{measure[1]}-{compound[1]}"


def sentence_writing(sentences: Sequence[str], number: str) -> str:
    """The first sentence that writes ``number`` as a number of its own (not a part of another):
    its hedge and its unit are the number's, another sentence's are another fact's ("60 workers"
    and "60 metres high" on one page)."""
    pattern = rf"(?<![\d,.]){re.escape(number)}(?![\d,.]*\d)"
    return next((s for s in sentences if re.search(pattern, s)), "")


_QUOTED = re.compile(r"“([^”]+)”|\"([^\"]+)\"|‘([^’]+)’|(?:^|(?<=\s))'([^']+)'(?=[\s.,;:!?]|$)")


def quoted_title(answer: str) -> str:
    """The title a sentence answer quotes ("The 'Place-Names of the Kestrel Valley' appeared in
    1932." -> "Place-Names of the Kestrel Valley"): a small model sometimes answers a "which book /
    what title" question with its sentence. The answer as it is when it quotes nothing, more than
    one thing, or little else."""
    quoted = [next(g for g in m.groups() if g) for m in _QUOTED.finditer(answer)]
    if len(quoted) != 1:
        return answer
    outside = _QUOTED.sub(" ", answer).split()
    return quoted[0].strip() if len(outside) >= 2 else answer
