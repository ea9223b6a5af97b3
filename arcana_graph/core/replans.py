"""Re-plans of one failed step, in code: a step the first split kept whole, cut in two or folded away.

The splitter in ``questions`` keeps some descriptions inside one step on purpose, because most pages
answer them at once; when such a step fails, the planner (``loop.planner``) asks these functions for
a second try:

``split_located_owner`` is the re-plan for one shape the first split keeps whole, on purpose:
"the master of the ship on the X route" (or "the refit of the ship on the X link") is usually one
lookup (a school's page names its town), but when the ship's page does not name its route, the
step fails and the owner becomes a step of its own ("Which ship is on the X route?", then "Who
was the master of #1?").

``split_grandparent`` asks a grandparent as a parent's parent; ``fold_unnamed_kin``,
``fold_unnamed_located`` and ``fold_unnamed_made`` fold a step whose answer has no name of its own (a
relative the pages do not name, "the old wool hall on the square", "the new passenger terminal" someone
planned) back into the steps that use it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from arcana_graph.core.answers import DOER_DEEDS, is_trade
from arcana_graph.core.text import strip_chatter

__all__ = [
    "fold_unnamed_kin",
    "fold_unnamed_located",
    "fold_unnamed_made",
    "split_behind_owner",
    "split_described_doer",
    "split_grandparent",
    "split_located_owner",
]

_LOCATED_OWNER = re.compile(
    r"^(?P<head>(?:who|what|which \w+)\b.*?\bof)\s+the\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
    r"(?P<link>on|in|at|near|between|from|along)\s+(?P<rest>.+?)[?.!]*$",
    re.IGNORECASE,
)
_PAST_HEAD = re.compile(r"\b(?:was|were|did|had|led|built|made|ran|held|took|\w+ed)\b", re.IGNORECASE)


_BEHIND_OWNER = re.compile(
    r"^(?P<head>(?:who|what|which \w+)\s+(?!(?:is|was|are|were)\b)\w+)\s+"
    r"the\s+(?P<noun>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+behind\s+(?P<rest>.+?)(?P<when>\s+(?:from|in|until)\s+(?:1[0-9]{3}|20[0-9]{2}))?[?.!]*$",
    re.IGNORECASE,
)
"""A step "Who ran the NOUN behind X (from YEAR)?": the thing behind X is a lookup of its own."""


def split_behind_owner(step: str, ref: str) -> tuple[str, str] | None:
    """ "Who ran the brickworks behind the Dunmere Infirmary's red bricks from 1911?" as "Which
    brickworks was behind the Dunmere Infirmary's red bricks?" and "Who ran REF from 1911?": the
    infirmary's page names its brickworks, and the brickworks' page who ran it; asked at once, a
    small model answers with the infirmary's builder. None for any other wording."""
    match = _BEHIND_OWNER.match(strip_chatter(step).strip())
    if match is None or any(w[:1].isupper() for w in match["noun"].split()):
        return None
    owner = f"Which {match['noun']} was behind {match['rest']}?"
    return owner, f"{match['head'][0].upper()}{match['head'][1:]} {ref}{match['when'] or ''}?"


_DESCRIBED_DOER = re.compile(
    r"^(?P<head>(?i:which|what)\s+[a-z][\w-]*\s+(?:was|were|is|are)\s+(?:\w+\s+)?"
    rf"{DOER_DEEDS})\s+by\s+the\s+"
    r"(?:(?P<place>[A-Z][\w'’]*(?:\s+[A-Z][\w'’]*)*)-born\s+)?(?P<desc>[^?]*?[a-z-]+)\?*$",
)


def split_described_doer(step: str, ref: str) -> tuple[str, str] | None:
    """ "Which firm was founded by the Wendle-born clockmaker?" as "Who was the clockmaker born in
    Wendle?" and "Which firm was founded by REF?": asked at once, a small model answers with a thing
    that shares the place (the Wendle boatyard, founded by a boatbuilder); the person's own page
    says where they were born and what they did. Only for a doer described by a trade
    (``answers.is_trade``), not named; None for any other wording."""
    match = _DESCRIBED_DOER.match(strip_chatter(step).strip())
    if match is None or re.search(r"[A-Z]|['’]s\b", match["desc"]) or not is_trade(match["desc"].split()[-1]):
        return None
    if re.search(r"\b(?:and|or|who|that|which|same|other|another)\b", match["desc"], re.I):
        return None  # "the clockmaker and the boatbuilder", "the same clockmaker", "the woman who became a banker"
    doer = f"{match['desc']} born in {match['place']}" if match["place"] else match["desc"]
    return f"Who was the {doer}?", f"{match['head'][0].upper()}{match['head'][1:]} by {ref}?"


def split_located_owner(step: str, ref: str) -> tuple[str, str] | None:
    """A step "Who ... of the NOUN on / in / at ... X?" as two: "Which NOUN is on X?" and
    "Who ... of REF?" (``ref``: the placeholder of the first one's answer, e.g. ``#2``): "Who was
    the master of the ship on the X route?", "Who led the 2004 refit of the ship on the island
    link between A and B?"; and "Who ran the NOUN behind X?" (``split_behind_owner``). None for
    any other wording, or when the noun is a name ("the Tollan
    yard" is looked up as it is)."""
    match = _LOCATED_OWNER.match(strip_chatter(step).strip())
    if match is None:
        return split_behind_owner(step, ref)  # "Who ran the brickworks behind X from 1911?"
    if any(w[:1].isupper() for w in match["noun"].split()):
        return None
    if re.search(r"\b(1[0-9]{3}|20[0-9]{2})\b", match["rest"]):
        return None  # "the harbourmaster of the port in 1960": a year, not a place
    head = match["head"]
    be = re.search(r"\b(is|was|are|were)\b", head, re.IGNORECASE)
    aux = be[1].casefold() if be else ("was" if _PAST_HEAD.search(head) else "is")
    owner = f"Which {match['noun']} {aux} {match['link']} {match['rest']}?"
    return owner, f"{head[0].upper()}{head[1:]} {ref}?"


_GRANDPARENT = re.compile(
    r"^Who (?P<be>is|was|are|were) the (?:(?P<side>paternal|maternal) )?(?P<greats>(?:great-)*)grand"
    r"(?P<parent>father|mother) of (?P<owner>.+?)\?$",
    re.IGNORECASE,
)


def split_grandparent(step: str, ref: int) -> tuple[str, ...] | None:
    """ "Who was the grandfather of X?" as a line of fathers ("Who was the father of X?", "Who was
    the father of #ref?"): pages state a parent ("the son of Abel Corrie"), rarely a grandparent.
    ``ref``: the number the first new step's answer will have. A grandmother is the last step's
    mother; a "maternal" one is the mother's parent, a "paternal" one the father's (fresh56 k06 gave up on "the
    paternal grandfather of Hannah Rudd", whose page names her father). None for any other wording."""
    match = _GRANDPARENT.match(strip_chatter(step).strip())
    if match is None:
        return None
    be, hops = match["be"].casefold(), 2 + match["greats"].count("great-")
    owners = [match["owner"], *(f"#{ref + k}" for k in range(hops - 1))]
    first = "mother" if (match["side"] or "").casefold() == "maternal" else "father"  # "paternal": the father's
    parents = [first, *["father"] * (hops - 2), match["parent"].casefold()]
    return tuple(f"Who {be} the {parent} of {owner}?" for parent, owner in zip(parents, owners, strict=True))


_DOER_STEP = re.compile(r"^Who (?P<deed>(?:taught|trained|raised|brought up|apprenticed|introduced)\s[^?]+)\?$")
"""A step asking who taught or raised someone ("Who taught boatbuilding to #2?"), which a page
often answers with a relative it does not name ("he learned it from his uncle, a fisherman"); a
founder or builder is named, so "Who founded #2?" is no such step."""
_KIN_STEP = re.compile(
    r"^Who (?:is|was) the (?P<kin>father|mother|wife|husband|son|daughter|brother|sister|uncle|aunt) of "
    r"(?P<owner>[^?]+)\?$",
    re.IGNORECASE,
)


def fold_unnamed_kin(step: str, ref: int, later: Sequence[str]) -> tuple[str, ...] | None:
    """The later steps with a kin step folded into them, for a relative the pages do not name:
    "Who was the father of #2?" then "What was the trade of #3?" become "What was the trade of the
    father of #2?" (a page says "she learned surveying from her father, a quarryman" and names no
    father to look up); a step asking who taught or raised someone, likewise ("What was the
    trade of the person who taught boatbuilding to #2?"). ``ref``: the number the kin step's
    answer has; later references move down by one. None for any other step, or when no later step uses its answer."""
    plain = strip_chatter(step).strip()
    match = _KIN_STEP.match(plain)
    doer = _DOER_STEP.match(plain) if match is None else None
    if (match is None and doer is None) or not any(f"#{ref}" in s for s in later):
        return None
    # "Who taught boatbuilding to #2?" answered "his uncle, a fisherman": the one who taught him
    kin = f"the {match['kin'].casefold()} of {match['owner']}" if match else f"the person who {doer['deed']}"

    return _folded(later, ref, kin)


def _folded(later: Sequence[str], ref: int, description: str) -> tuple[str, ...]:
    """``later`` with ``#ref`` written as ``description`` and the references after it moved down by one."""

    def folded(text: str) -> str:
        text = re.sub(rf"#{ref}(?!\d)", description, text)
        return re.sub(r"#(\d+)", lambda m: f"#{int(m[1]) - 1}" if int(m[1]) > ref else m[0], text)

    return tuple(folded(s) for s in later)


_LOCATED_STEP = re.compile(
    r"^Which (?P<thing>(?-i:[a-z][\w-]*)(?:\s+(?-i:[a-z][\w-]*)){0,3}) (?P<verb>stands|stood|lies|lay|sits|sat) "
    r"(?P<where>(?:on|in|at|beside|near|by|above|behind|opposite|next to)\s[^?#]+)\?$"
)
"""A step asking which thing stands somewhere ("Which old wool hall stands on the largest square in
X?"), split from a relative clause: the thing may have no name of its own."""


def fold_unnamed_located(step: str, ref: int, later: Sequence[str]) -> tuple[str, ...] | None:
    """The later steps with a "Which thing stands somewhere?" step folded back into them, for a
    thing the pages do not name: "Which old wool hall stands on the largest square in X?" then
    "Which school was started in #1?" become "Which school was started in the old wool hall that
    stands on the largest square in X?" (a page says "founded in the old wool hall on Ossery's
    market place"; the hall has no name to look up first). ``ref``: the number the step's answer
    has. None for any other step, or when no later step uses its answer."""
    match = _LOCATED_STEP.match(strip_chatter(step).strip())
    if match is None or not any(f"#{ref}" in s for s in later):
        return None
    return _folded(later, ref, f"the {match['thing']} that {match['verb']} {match['where']}")


_MADE_STEP = re.compile(
    r"^Which (?P<thing>(?-i:[a-z][\w-]*)(?:\s+(?-i:[a-z][\w-]*)){0,3}) (?:was|were) "
    r"(?P<done>(?-i:[a-z]+ed)|built|made|drawn up|laid out|set up|put up|begun|run) "
    r"(?P<rest>(?:by|to|onto|at|in|on|beside|near|over|above)\s[^?]+)\?$"
)
"""A step asking which thing someone made or did, split from a statement that introduced it ("Which
terminal was planned by Gideon Rusk for the harbour he ran?"), or which thing was put somewhere ("Which tower was
added to Dunmore's town hall in 1927?", fresh57 k07: "A clock tower was added ..."): the thing may have no name of
its own."""


def fold_unnamed_made(step: str, ref: int, later: Sequence[str]) -> tuple[str, ...] | None:
    """The later steps with a "Which thing was VERBed by X?" step folded back into them, for a thing the
    pages do not name: "Which terminal was planned by Gideon Rusk for the harbour he ran?" then "What year
    did #1 open?" become "What year did the terminal planned by Gideon Rusk for the harbour he ran open?"
    (his page says "He planned the new passenger terminal"; the harbour's page says when it opened; fresh28
    h04's model re-plan dropped the verb "open"). ``ref``: the number the step's answer has. None for any
    other step, or when no later step uses its answer, or one owns something by it ("#1's first master" would
    read "the ship built by Tom Hale's first master"). A doer found before ("by #1") stays a reference."""
    match = _MADE_STEP.match(strip_chatter(step).strip())
    if match is None or not any(f"#{ref}" in s for s in later):
        return None
    if any(re.search(rf"#{ref}(?!\d)['’]", s) for s in later):
        return None
    return _folded(later, ref, f"the {match['thing']} {match['done']} {match['rest']}")
