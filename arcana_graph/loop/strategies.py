"""How the controller model is asked for its next move: the ``native`` and ``json`` strategies.

Both return one ``AIMessage`` whose ``tool_calls`` the rest of the graph executes, so the graph
does not care which strategy produced it.

* ``native`` binds the tools and lets the model call them (API models do this well).
* ``json`` asks for schema-constrained decisions (a small local model follows a JSON grammar
  reliably but rarely calls tools on its own: see ``benchmarks/bench_decisions.py``). The first
  turn splits the question into one-fact steps, in code where the wording allows
  (``core.questions``), else by the model (``planner``), and the steps are followed; off the plan, a
  generic turn sees the question, the passages found so far and the queries already run, as plain
  text, says what it found and what is missing, and the code derives the tool call from that.
"""

from __future__ import annotations

import json
import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import PurePosixPath
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AIMessage, AnyMessage, HumanMessage, SystemMessage
from langchain_core.tools import BaseTool
from pydantic import BaseModel, Field, create_model

from arcana_graph.core.answer_comparisons import compare, half_valued, in_side_order, name_for_side
from arcana_graph.core.answer_words import YEAR, name_words, noun_category
from arcana_graph.core.answers import (
    KIN,
    RANKING_WORDS,
    about,
    agent_in_answer,
    asked_decade,
    asked_event_year,
    asked_kind,
    asked_noun,
    birthplace_for_other_place,
    born_to_asked,
    capitalised_words,
    casualties_for_population,
    command_of_undescribed_ship,
    count_at_another_time,
    count_of_asked,
    counts_other_thing,
    dates_another_deed,
    dates_describing_event,
    dates_gapped_clause,
    dates_other_thing,
    dates_unsaid_thing,
    denies_thing,
    destination_for_doer,
    distance_for_speed,
    distance_for_time,
    doer_of,
    doer_of_another_trade,
    elder_of,
    end_of_another_post,
    event_year_said,
    first_of_a_narrower_kind,
    first_unsaid,
    fits,
    fits_as_stated,
    founder_for_other_deed,
    founder_named,
    founder_unstated_on_own_page,
    kin_asked,
    kin_from_other_side,
    kin_left_unnamed,
    kin_of_another_generation,
    kin_of_other_sex,
    kin_thing_unlinked,
    kin_turned_round,
    kind_page_stating,
    kind_restated,
    last_unsaid,
    lifespan_year,
    locates_asked_thing,
    made_other_kind,
    made_up_words,
    maker_of_first,
    measures_other_dimension,
    measures_other_thing,
    misquotes_name,
    name_kind,
    name_of_another_thing,
    name_unsaid,
    named_as_asked,
    named_entities,
    not_recorded,
    number_written,
    one_line_sentences,
    other_of_same_kind,
    owners_post_holder,
    page_of_look_alike,
    page_subject_did,
    passage_names_dated_thing,
    picks_another_of_kind,
    place_of_asked_thing,
    place_of_post,
    pointer_before_asked_thing,
    post_held_at_other_time,
    post_holder_at,
    post_holder_named,
    post_of_another,
    predecessor_for_successor,
    premise_clauses,
    premise_of_another_post,
    premise_of_change_unsaid,
    premise_of_denied_kin,
    premise_of_kin_age,
    premise_of_post_held,
    premise_of_post_unsaid,
    premise_of_survivor,
    range_end,
    relations_told_on_the_way,
    repeats_question,
    said_of_look_alike,
    said_of_page_subject,
    season_unsaid,
    ship_on_route,
    since_another_year,
    span_of_years,
    states_action,
    states_asked_year,
    states_event,
    states_ordinal,
    states_relation,
    states_role,
    states_superlative,
    thing_done_by,
    thing_for_its_owner,
    thing_left_unnamed,
    time_for_length,
    today_for_past_time,
    told_of_a_namesake,
    unnamed_kin_as_written,
    value_across_change,
    whole_list,
    whole_phrase,
    with_asked_noun,
    without_another_subjects_clause,
    without_asked_preposition,
    without_excepted,
    without_purpose,
    written_in,
    year_beside_event,
    year_of_a_statement,
    years_unwritten,
)
from arcana_graph.core.effects import Steps, model_call
from arcana_graph.core.question_words import NOT_ING, POINTED_AGAIN, RANKS, singular
from arcana_graph.core.questions import (
    decompose,
    plain_wording,
    pointed_first,
    pronoun_as_subject,
    thing_pointed_at,
    two_named_compared,
)
from arcana_graph.core.replans import split_behind_owner
from arcana_graph.core.text import (
    PERSON_ROLES,
    dash_as_stop,
    found_as_find,
    heading_line,
    is_nothing,
    normalize_query,
    says_not_stated,
    sentence_spans,
    stems,
    strip_chatter,
    words,
)
from arcana_graph.core.types import Chunk
from arcana_graph.core.wording import (
    COUNT_HEDGES,
    as_written,
    measure_without_thing,
    quoted_title,
    sentence_writing,
    with_counted_noun,
    with_counted_time,
    with_rate,
    without_asked_limit,
    without_asked_modifier,
    without_title,
)
from arcana_graph.loop.planner import (
    CHAIN_KEY,
    MAX_REPLANS,
    Chain,
    Found,
    answer_from,
    pending_chain,
    plan,
    split_evidence,
)
from arcana_graph.loop.prompts import LoopPrompts
from arcana_graph.loop.state import ToolRecord
from arcana_graph.models.structured import decide

__all__ = ["SUPPORT_KEY", "JsonTurn", "decide_json", "decide_native"]

SUPPORT_KEY = "arcana_support"
"""Where a json-strategy ``answer`` call carries the sentences the answer rests on."""

JSON_SEARCH_LIMIT = 3
"""Passages per search in the json strategy: small models read slowly and lose track in long prompts."""

EMPTY_SEARCHES_BEFORE_GIVING_UP = 3
"""After this many searches that found nothing at all, the json strategy gives up."""


def decide_native(model: BaseChatModel, tools: Sequence[BaseTool], messages: Sequence[AnyMessage]) -> Steps[AIMessage]:
    """One controller turn with native tool calling."""
    reply = yield model_call(model.bind_tools(list(tools)), list(messages))
    if not isinstance(reply, AIMessage):
        raise TypeError(f"the controller returned {type(reply).__name__}, not an AIMessage")
    return reply


@dataclass(frozen=True, kw_only=True)
class JsonTurn:
    """What one json-strategy turn knows: the model, the prompts, and the research so far."""

    model: BaseChatModel
    question: str
    prompts: LoopPrompts
    instructions: str | None
    """The caller's own system prompt, put in front of every task prompt (None: none set)."""
    collections: Sequence[str] | None
    custom_tools: Sequence[BaseTool]
    passages: list[str]
    passage_ids: list[str]
    """The chunk id of each passage, in the same order."""
    titles: dict[str, str] = field(default_factory=dict)
    """A passage's document name (its ``source`` file name, in words), by passage text: a chunk
    deep in a long document says "the quarry" where its file is ``calder-quarry.md``."""
    queries: list[str]
    others: list[str]
    """Other tools' results, as lines."""
    deeper: list[str] = field(default_factory=list)
    """The queries searched for more passages than ``JSON_SEARCH_LIMIT``."""
    code_plans: bool = True
    """Split the question into steps in code first (``core.questions.decompose``)."""
    background: str = ""
    """The entity graph's context of the question (``build_loop(graph_context=True)``), for the
    prompts that answer the question itself."""

    @property
    def pick(self) -> list[str] | None:
        """The collections a search may name: two or more in scope, else None."""
        scope = self.collections
        return list(scope) if scope is not None and len(scope) > 1 else None

    @classmethod
    def read(cls, history: Sequence[ToolRecord], chunks: Sequence[Chunk], **known: Any) -> JsonTurn:
        """The turn from the run's tool history: unique passages in the order found (searches'
        and custom tools'), the queries run, and other tools' results."""
        texts = {c.id: c.text for c in chunks}
        titles = {c.text: _title(c.source) for c in chunks if c.source}
        seen: dict[str, str] = {}
        queries: list[str] = []
        others: list[str] = []
        deeper: list[str] = []
        for record in history:
            for chunk_id in record["returned_chunk_ids"]:  # a custom tool's passages count too
                if chunk_id in texts:
                    seen.setdefault(chunk_id, texts[chunk_id])
            if record["tool"] == "search":
                query = record["args"].get("query")
                if isinstance(query, str) and query.strip():
                    queries.append(query.strip())
                    if int(record["args"].get("limit") or 0) > JSON_SEARCH_LIMIT:
                        deeper.append(query.strip())
            elif record["returned_chunk_ids"]:
                continue  # its passages are in the list above
            elif record["tool"] not in ("answer", "give_up", "synthesis"):
                args = json.dumps(record["args"], ensure_ascii=False)
                others.append(f"{record['tool']}({args}) returned: {record['summary']}")
        passages = list(seen.values())
        named = {text: titles[text] for text in passages if text in titles}
        return cls(
            passages=passages,
            passage_ids=list(seen),
            titles=named,
            queries=queries,
            others=others,
            deeper=deeper,
            **known,
        )

    @property
    def everything_read(self) -> list[str]:
        """Every text the run has read: its passages, other tools' results and the graph's context."""
        return [*self.passages, *self.others, self.background]

    def searched_deeper(self, query: str) -> bool:
        """Whether ``query`` was searched this run for more passages than a step's search takes."""
        return _among(query, self.deeper)

    def already_ran(self, query: str) -> bool:
        """Whether ``query`` was searched already this run (compared normalised)."""
        return _among(query, self.queries)

    def searched_deeper_reworded(self, query: str) -> bool:
        """Whether ``query``, in other words that name and ask the same (``_asked_words``), was
        searched this run for more passages than a step's search takes: the model's re-plan of a
        one-step question that only rewords it ("What year was the railway's locomotive 'Heron'
        built?" after "In which year was ...") would search the same passages, and read the same
        answer, again."""
        asked = _asked_words(query)
        return any(_asked_words(ran) == asked for ran in self.deeper)

    def named(self, passage: str) -> str:
        """The passage with its document's name: what ``about`` checks a question's names against."""
        title = self.titles.get(passage)
        return f"{passage}\n{title}" if title else passage


def _among(query: str, queries: Sequence[str]) -> bool:
    """Whether ``query`` is one of ``queries``, compared normalised (``normalize_query``)."""
    return normalize_query(query) in {normalize_query(q) for q in queries}


def _asked_words(query: str) -> frozenset[str]:
    """The stems a query names and asks by, without articles, prepositions and auxiliaries and with
    "which" read as "what": "In which year was X built?" and "What year was X built?" are one."""
    asked = stems(strip_chatter(query)) - _REWORDING_WORDS
    return frozenset("what" if word == "which" else word for word in asked)


def _title(source: str) -> str:
    """A document's name from its source path: ``fleet/tollan-shipyard.md`` -> ``tollan shipyard``."""
    return re.sub(r"[-_.]+", " ", PurePosixPath(source.replace("\\", "/")).stem)


def _call(name: str, args: dict[str, Any], metadata: dict[str, Any] | None = None) -> AIMessage:
    call_id = f"call_{uuid.uuid4().hex[:12]}"
    return AIMessage(
        content="",
        tool_calls=[{"name": name, "args": args, "id": call_id, "type": "tool_call"}],
        response_metadata=metadata or {},
    )


def _no_decision(reason: str | None) -> AIMessage:
    # No valid decision even after the repair turn: say nothing, the controller will nudge.
    return AIMessage(content="", response_metadata={"arcana_decision_error": reason})


def _search_step(chain: Chain, limit: int = JSON_SEARCH_LIMIT, query: str | None = None) -> AIMessage:
    """A search for the chain's current step (or ``query``), carrying the plan to the next turn."""
    args: dict[str, Any] = {"query": query or chain.current, "limit": limit}
    if chain.collection:
        args["collection"] = chain.collection
    return _call("search", args, {CHAIN_KEY: chain.to_metadata()})


def _answer(text: str, evidence: Sequence[str], question: str = "") -> AIMessage:
    """The ``answer`` call, with the sentences it rests on (the answer node cites them), the answer
    in the words its sentences use ("sixty", "kilometres", "38 metres", "about 1,200": ``as_written``;
    "nine days" for "how many days ...?": ``with_counted_time``; "six days a week" for "how many days a
    week ...?": ``with_rate``; "600 sheep" for "how big was her flock?": ``with_counted_noun``; "Moor
    Porter", not "dark Moor Porter", for "which dark beer ...?": ``without_asked_modifier``; "Marit Haldane", not
    "Captain Marit Haldane", for "who ...?": ``without_title``; "38 metres", not "up to 38 metres", for "the maximum
    depth": ``without_asked_limit``; "40 centimetres", not "40-centimetre telescope", for "what size was the
    telescope?": ``measure_without_thing``)."""
    text = without_title(question, without_asked_modifier(question, text))
    text = with_counted_time(question, as_written(text, evidence), evidence)  # may write "up to" back: limit last
    text = with_rate(question, with_counted_noun(question, text, evidence), evidence)
    text = measure_without_thing(question, without_asked_limit(question, text))
    return _call("answer", {"text": text}, {SUPPORT_KEY: list(dict.fromkeys(evidence))})


def _evidence_passages(turn: JsonTurn, sentences: Sequence[str]) -> list[str]:
    """The passages the answer's sentences come from (the whole passage: a sentence may name the
    entity only as "it"); all passages when the sentences cannot be found in any."""
    return _passages_holding(turn, sentences) or list(turn.passages)


def _passages_holding(turn: JsonTurn, sentences: Sequence[str]) -> list[str]:
    """The passages that hold one of ``sentences`` (none when the model's copies are found nowhere)."""
    normal = [_normal(s) for s in sentences]
    return [p for p in turn.passages if any(n and n in _normal(p) for n in normal)]


def _headings(passages: Sequence[str]) -> list[str]:
    """The markdown headings of ``passages`` ("# New engines for MV Corvan Maid, 1989")."""
    return [line.lstrip("#").strip() for p in passages for line in p.splitlines() if line.startswith("#")]


def _normal(text: str) -> str:
    return " ".join(text.split()).casefold()


_STOP_WORDS = {
    "the",
    "a",
    "an",
    "of",
    "and",
    "in",
    "on",
    "at",
    "to",
    "by",
    "was",
    "is",
    "who",
    "what",
    "which",
    "when",
    "where",
    *COUNT_HEDGES,  # "about 1,200": the number tells the answer apart, not the hedge
}


_REWORDING_WORDS = (_STOP_WORDS - {"who", "what", "which", "when", "where", *COUNT_HEDGES}) | {
    "were",
    "are",
    "did",
    "does",
    "do",
}
"""Words a rewording of a question adds or drops without changing what it asks (the question words
are kept: "when was X built?" is no rewording of "who built X?")."""


_POINTED_BACK = re.compile(r"\b(?:that|this|those|these)\s+[a-z]", re.I)


def _number_written_elsewhere(passages: Sequence[str], question: str, answer: str) -> list[str]:
    """The sentences of ``passages`` (the run's) that write the number ``answer`` gives ("200", not "1,200"),
    when the question's last sentence points back to its thing ("In what year was that handbook published?"): the
    thing is told on a page the question does not name, so the number's sentence is judged wherever it is. Empty for
    other answers and questions (a question naming its thing keeps to that thing's pages: another page's number is a
    look-alike's)."""
    numbers = re.findall(r"\d+(?:[.,]\d+)*", answer)
    if not numbers or not _POINTED_BACK.search(sentence_spans(strip_chatter(question))[-1][0]):
        return []
    written = [re.compile(rf"(?<![\d.,]){re.escape(n)}(?![\d]|[.,]\d)") for n in numbers]
    return [text for text in _sentences(passages) if all(w.search(text) for w in written)]


def _anchored(turn: JsonTurn, question: str, found: Found, pages: Sequence[str] | None = None) -> Found:
    """The answer with the sentence that states it: of the sentences that contain the answer
    (those the model copied and those of the passages about the question's entity), one holding
    all of the answer's words, then the one sharing most word stems with the question ("designed"
    counts for "design"), then holding more of the answer's words; a copied one wins a tie. A small
    model often copies a neighbouring sentence of the right passage, one that names the answer
    without stating what was asked ("The Quillon Glassworks was founded in 1861" as the evidence
    that it made the lens), a look-alike's sentence that merely names the answer ("... stand the
    wool hall and the corn exchange" from another passage) or shares most of its words ("MV
    Haldray Lass was built ... for the crossing" for "MV Haldray Islander"), or rewrites the
    sentence ("The railway was built by ..." for "It was built by ..."). On the answer's own page
    (its heading or document name is the answer) every sentence holds it: "she ran the firm after
    1901" on Ada Oduya's. A number no such sentence writes, for a question pointing back to its thing, is read where
    the run's passages write it, so the checks judge the sentence it came from (``_number_written_elsewhere``:
    fresh61 k11's "1887" was cited with her brother's sentences; it dates an outbreak she nursed through, not her
    handbook). Left as it is when no sentence contains the answer. The answer is first put in those sentences' words
    ("60" read from "sixty looms": ``as_written``), so the sentence that writes it is found. ``pages``: the passages
    the answer was read from, when not those about the question's entity (a step looked up through another thing,
    ``Chain.through``)."""
    pages = _about(turn, question) if pages is None else pages
    about_question = _sentences(pages)
    found = replace(found, answer=quoted_title(as_written(found.answer, [*found.sentences, *about_question])))
    answer_words = words(found.answer) - _STOP_WORDS
    if not answer_words:
        return found
    # on the answer's own page a pronoun carries it: "she ... ran the firm after 1901" on Ada Oduya's
    own_page = {t for p in pages if answer_words <= words(_page_subject(turn, p)) for t in _sentences([p])}

    def held(sentence: str) -> int:
        return len(answer_words) if sentence in own_page else len(answer_words & words(sentence))

    def holds(sentence: str) -> bool:
        return held(sentence) * 2 > len(answer_words)

    asked = stems(question) - _STOP_WORDS
    gathered = [_normal(p) for p in turn.passages]
    # a copied sentence counts only as written in a passage (a paraphrase can be neither cited nor
    # checked against the passage it came from), and only if it says more than the answer ("Frank Dray"
    # copied as its own evidence states nothing)
    copied = [
        s
        for s in found.sentences
        if holds(s) and any(_normal(s) in p for p in gathered) and words(s) - answer_words - _STOP_WORDS
    ]
    about_entity = [text for text in about_question if holds(text)]
    if not copied and not about_entity:  # a number cited with sentences that do not write it
        about_entity = _number_written_elsewhere(turn.passages, question, found.answer)
    candidates = [
        (held(text) == len(answer_words), len(asked & _stems_on_page(turn, text)), held(text), from_copy, -i, text)
        for from_copy, texts in ((1, copied), (0, about_entity))
        for i, text in enumerate(texts)
    ]
    best = max(candidates, default=None)
    return replace(found, sentences=(best[-1],)) if best is not None else found


def _stems_on_page(turn: JsonTurn, sentence: str) -> set[str]:
    """A sentence's word stems with its page's heading and document name: on the page "Conversion
    of MV Velmar Trader, 1994", "The work was done at the Tollan Shipyard" is about the ship's 1994
    conversion, as much as "MV Velmar Trader was built in 1975 by the Tollan Shipyard" on the ship's
    own page is about the ship."""
    pages = _passages_holding(turn, [sentence])[:1]
    return stems(sentence) | (stems(_page_subject(turn, pages[0])) if pages else set())


def _relation_stems(question: str) -> set[str]:
    """The words of what a step asks, without its entities' names: "chief", "engineer" of "Who
    was the chief engineer of Brack & Oduya?"."""
    names = set().union(*(stems(name) for name in named_entities(question)))
    return stems(question) - _STOP_WORDS - names - {"did", "does", "do", "were", "are", "how", "whose", "whom"}


def _better_sentence(turn: JsonTurn, question: str, found: Found) -> str | None:
    """A sentence of the passages about the step's entity that states what the step asks more
    fully than the answer's evidence and does not contain the answer: the model read the wrong
    fact of the right passage ("founded by Samuel Brack and Ada Oduya" for "who was its chief
    engineer?" next to "Its chief engineer from 1875 was Jonah Pike."). A sentence that states the
    relation asked about in its few words (``states_relation``: "a village of about 1,200
    inhabitants") comes first when the evidence does not ("the yard employs about 90 people", for
    "how many people live there?"), and evidence that states it is never traded for a sentence
    that does not; for "when was the bell cast?", a sentence saying the bell was cast comes first
    when the evidence never says "cast" (``states_action``); for a count, evidence on a page writing the year the
    question names is not traded for a sentence on a page that does not. None otherwise."""
    asked = _relation_stems(question)
    if not found.sentences:
        return None
    answer_words = words(found.answer) - _STOP_WORDS
    about_step = _about(turn, question)
    lifespan = lifespan_year(question, _sentences(about_step))
    if lifespan is not None and lifespan[0] in found.answer:
        return None  # "William Rook (1771-1838)" states it; not his son's "born in Kellbrook" (fresh19 k08)
    # pages whose own text names the step's entity: "mv velmar pioneer" names SS Velmar by its file name only
    by_text = [p for p in about_step if about(question, p)] or about_step
    candidates = [s for s in _sentences(by_text) if not answer_words & words(s)]
    years = _years_asked(question) if asked_kind(question) == "number" else []  # a count at a year: fresh67 h01
    if years and _writes_years("\n".join(_passages_holding(turn, found.sentences)), years):
        dated = {p for p in turn.passages if _writes_years(p, years)}
        candidates = [s for s in candidates if dated & set(_passages_holding(turn, [s]))]
    own_page = [p for p in _evidence_passages(turn, found.sentences) if p in about_step]  # the answer's page
    on_page = [s for s in _sentences(own_page) if s in candidates]
    action = states_action(question, found.sentences, on_page)  # "Its bell was cast in 1802"
    if action is not None:
        return action
    have = max(len(asked & stems(found_as_find(s, question))) for s in found.sentences)
    stated = states_relation(question, " ".join(found.sentences))
    best = max(
        (
            (not stated and states_relation(question, s), len(asked & stems(found_as_find(s, question))), -i, s)
            for i, s in enumerate(candidates)
            if not stated or states_relation(question, s)
        ),
        default=None,
    )
    if best is None:
        return None
    return best[3] if best[0] or (asked and best[1] > have) else None


_WHOSE_STEP = re.compile(
    rf"^(?:Which|What)\s+[a-z]+['’]s\s+(?:grand)?(?:{KIN}|widow|cousin|apprentice|partner)\s+(?!(?:was|is|were|are)\b)[a-z]+",
    re.I,
)
"""A step asking whose relative did something ("Which engineer's nephew founded X?"): its answer is
read on the relative's page, which need not name X."""


def _second_look(turn: JsonTurn, chain: Chain, found: Found | None) -> Steps[Found | None]:
    """Ask the step again over the one sentence that states what it asks (``_better_sentence``),
    when there is one; keep the first answer when the second does not fit the step. One more
    model call, only in that case."""
    better = _better_sentence(turn, chain.current, found) if found is not None else None
    if better is None:
        return found
    again = yield from _asked_again_over(turn, chain, [better])
    return found if again is None else replace(again, sentences=(better,))


_CLAUSE_SUPERLATIVE = re.compile(r"\b(?:that|which|who)\s[^?]*\b[a-z]+est\b", re.IGNORECASE)
"""A superlative inside a relative clause ("Which school was started in the hall that stands on the
largest square in X?"): it picks out the clause's thing (the square), not the asked one (the school)."""


def _with_clause_superlative(turn: JsonTurn, question: str, found: Found, evidence: str) -> str:
    """``evidence`` with the gathered passages that state the step's superlative and share a name
    with the answer's sentences ("The market place of Ossery is the largest square in X" for "...
    founded in the old wool hall on Ossery's market place"), when the superlative is in a relative
    clause (``_CLAUSE_SUPERLATIVE``): the answer's own page need not call the square the largest.
    ``evidence`` as it is otherwise."""
    if not _CLAUSE_SUPERLATIVE.search(question) or states_superlative(question, evidence):
        return evidence
    said = {w for name in named_entities(" ".join(found.sentences)) for w in name_words(name)}
    linked = [
        p
        for p in turn.passages
        if states_superlative(question, p) and said & {w for name in named_entities(p) for w in name_words(name)}
    ]
    return "\n".join([evidence, *linked])


def _superlative_look(turn: JsonTurn, chain: Chain, found: Found | None) -> Steps[Found | None]:
    """Ask the step again over the passages that call its thing what the step picks it out by
    ("the busiest crossing"), when the answer's own passages do not (the model read "worked by MV Y"
    on the main route's page); at most two such passages, one more model call, only in that case.
    The first answer stays when the second does not fit the step (``_asked_again_over``) or there
    is no such passage."""
    if found is None or states_superlative(chain.current, "\n".join(_evidence_passages(turn, found.sentences))):
        return found
    pages = [p for p in turn.passages if states_superlative(chain.current, p)][:2]
    if not pages:
        return found
    again = yield from _asked_again_over(turn, chain, pages)
    return found if again is None else again


def _asked_again_over(turn: JsonTurn, chain: Chain, texts: Sequence[str]) -> Steps[Found | None]:
    """The step's answer asked again over ``texts`` only; None when it does not fit the step's
    kind, was not read in them (a name the model made up or merged), or is a name the step itself
    gives ("Dunmore Park" for "whose fields became Dunmore Park?")."""
    ask = {"prompts": turn.prompts, "instructions": turn.instructions}
    again = yield from answer_from(turn.model, chain.current, texts, chain.facts, **ask)
    if again is not None:  # "15" read off "went to sea at fifteen" is that word
        again = replace(again, answer=as_written(again.answer, texts))
    if again is None or not fits(chain.current, again.answer) or not _read_in(again.answer, "\n".join(texts)):
        return None
    return None if repeats_question(chain.current, again.answer) else again


def _read_in(answer: str, sentence: str) -> bool:
    """Whether ``answer`` was read in ``sentence``: shares a word with it, and every capitalised
    word of the answer is written there with its capital ("Valley" is no name read in "all over
    the valley")."""
    capitals = set(capitalised_words(answer)) - {"The", "A", "An"}
    return bool(words(answer) & words(sentence)) and capitals <= set(re.findall(r"[\w'’-]+", sentence))


def _from_look_alike(turn: JsonTurn, question: str, found: Found) -> bool:
    """Whether the answer was read from a look-alike's page: its passage, up to and with the
    sentence, does not name what the step names, and the page is about (its heading or document
    name names) another thing that shares some of those names' words but not all. "MV Orrin Star
    ... was built by the Carrow Yard" does not say who built MV Orrin Spirit, though her page names
    her sister further on; the Corvanmouth to Skerrin Bay route's time is not the Corvanmouth to
    Port Orrin route's. Not judged: a page about something unrelated ("Its granite was used for X"
    after "Calder Heath is a hill village": the pronoun carries the entity), and an answer that is
    the page's own subject ("Which route does MV Orrin Star sail?" answered by the page of the
    route "Haldwick to Port Orrin", which names the ship further on). A sentence led by "she" or
    "he" states the page's person's fact, even where the passage names the asked person before it
    (a granddaughter's sheep are not her grandfather's flock)."""
    asked = {w for name in named_entities(question) for w in name_words(name)}
    placed = [
        (sentence, passage)
        for sentence in found.sentences
        for passage in turn.passages
        if _normal(sentence) in _normal(passage)
    ]
    if not asked or not placed:
        return False
    answer = {w.casefold() for w in capitalised_words(found.answer)}
    for sentence, passage in placed:
        title = turn.titles.get(passage, "")
        through = _normal(passage)[: _normal(passage).find(_normal(sentence)) + len(_normal(sentence))]
        subject = _page_subject(turn, passage)
        named_here = about(question, f"{through}\n{title}") and not _PAGE_PERSON_DOES.match(sentence)
        if named_here or about(question, subject) or not asked & words(subject) or _own_page(question, subject):
            return False
        if answer and answer <= words(subject):
            return False
        if about(question, passage) and _of_another_kind(question, subject):
            return False
    return True


def _own_page(question: str, subject: str) -> bool:
    """Whether the page's heading is one of the question's names, whole ("# Gideon Rusk" for "What
    did Gideon Rusk write for the harbour of Corvanmouth?"): the page is that entity's own, however
    many other names the question gives, so no look-alike's."""
    heading = next((line.lstrip("# ") for line in subject.splitlines() if line.startswith("#")), "")
    said = set(name_words(heading))
    return bool(said) and any(said == set(name_words(name)) for name in named_entities(question))


_PAGE_PERSON_DOES = re.compile(r"^(?:she|he)\s", re.I)
"""A sentence whose subject is the page's person ("She farmed 600 sheep on the moor" on Dora
Hale's page): naming the person asked about earlier in the passage ("a granddaughter of the farmer
Oswin Hale") does not make it that person's fact."""


def _of_another_kind(question: str, subject: str) -> bool:
    """Whether the page's subject is another kind of thing than each name of the question it
    shares words with: the page of the Aske Iron Foundry (a firm), which says further on that it
    cast the ironwork of the Aske Viaduct (a structure), is no look-alike of the viaduct's; the MV
    Orrin Star's page is one of the MV Orrin Spirit's (the kind of neither is in their names)."""
    heading = subject.splitlines()[0].lstrip("# ").strip() if subject.strip() else ""
    kind = name_kind(heading)
    sharing = [name for name in named_entities(question) if set(name_words(name)) & words(heading)]
    return kind is not None and bool(sharing) and all(name_kind(name) not in (None, kind) for name in sharing)


def _page_subject(turn: JsonTurn, passage: str) -> str:
    """What a passage's page is about: its heading ("# Ada Oduya") and its document's name."""
    first = _sentences([passage])[:1]
    return "\n".join([*(s for s in first if s.startswith("#")), turn.titles.get(passage, "")])


def _entity_pages_to_reread(turn: JsonTurn, chain: Chain, found: Found | None) -> bool | None:
    """Whether the step is to be asked again over its entity's pages, and over which: False (every
    page about it) when the answer was read from a look-alike's page (``_from_look_alike``; not for
    a "whose relative" step, read on the relative's page); True (only pages headed by its name) when
    its sentence gives it for a numbered look-alike only ("MV Brannoch II", for MV Brannoch:
    ``said_of_look_alike``); when it holds a word no gathered passage or the question has
    (``made_up_words``: "now a museum" where the yard's page says a marina), over the pages headed
    by its name where there are any (a small model reading the same passages again makes up the
    same word), else every page about it. None when it was read as it should be."""
    if found is None:
        return None
    if not _WHOSE_STEP.match(chain.current) and _from_look_alike(turn, chain.current, found):
        return False
    if made_up_words(chain.current, found.answer, turn.everything_read):  # its own page, where there is one
        return any(_own_page(chain.current, _page_subject(turn, p)) for p in turn.passages)
    return True if said_of_look_alike(chain.current, found.answer, found.sentences) else None


def _from_entity_pages(turn: JsonTurn, chain: Chain, *, own: bool = False) -> Steps[Found | None]:
    """The step asked again over the passages about its entity itself (their heading, first
    sentence or document name names it; with ``own``, their heading is its name, whole: "MV
    Brannoch", not "MV Brannoch II", whose first sentence names the ship it replaced), after the
    model answered from a look-alike's sentence or with a word it made up; None when there are none
    or their answer does not fit the step. One more model call, only then."""
    question = chain.current
    if own:
        pages = [p for p in turn.passages if _own_page(question, _page_subject(turn, p))]
    else:
        pages = [p for p in turn.passages if about(question, "\n".join([*_sentences([p])[:2], turn.titles.get(p, "")]))]
    if not pages:
        return None
    ask = {"prompts": turn.prompts, "instructions": turn.instructions}
    again = yield from answer_from(turn.model, question, pages, chain.facts, **ask)
    again = _anchored(turn, question, again) if again is not None else None
    if again is None or not fits(question, again.answer) or _from_look_alike(turn, question, again):
        return None
    return again


def _sentences(passages: Sequence[str]) -> list[str]:
    return [text for passage in passages for text, _, _ in sentence_spans(passage)]


def _about(turn: JsonTurn, question: str) -> list[str]:
    """The passages that name what ``question`` names, in their text or their document's name
    (all of them when none does): a step is answered from passages about its entity, so the model
    cannot pick a look-alike's fact (the Dunmore town hall's architect for the Dunmere town
    hall's), and its prompt stays short."""
    named = [p for p in turn.passages if about(question, turn.named(p))]
    return named or list(turn.passages)


def _in_full(chain: Chain, found: Found) -> Found:
    """The step's answer as its sentences write it in full: every founder the sentence lists, not the
    first (``whole_list``); the phrase a noun heads ("rules for car ferries": ``whole_phrase``); for
    a hop, the noun after a bare name ("the Dunmore school", searched next: ``with_asked_noun``; the
    question's own answer stays as asked); without the name an "apart from X" excepts, and without a
    clause about another thing ("... and her cattle pens were given troughs")."""
    answer = whole_phrase(chain.current, whole_list(chain.current, found.answer, found.sentences), found.sentences)
    if not chain.last_step:
        answer = with_asked_noun(chain.current, answer, found.sentences)
    return replace(found, answer=_without_other_items(chain.current, answer))


def _misread(turn: JsonTurn, question: str, found: Found, holding: Sequence[str]) -> bool:
    """Whether the answer's evidence was misread: a sentence copied with a name its passage never
    writes (``misquotes_name``), or a name answer written neither in its sentences nor in the pages
    holding them (``name_unsaid``: "Lydia Quern" read off "[2] # Hester Lowe")."""
    return misquotes_name(found.sentences, turn.passages) or name_unsaid(
        question, found.answer, [*found.sentences, *holding]
    )


def _without_other_items(question: str, answer: str) -> str:
    """``answer`` without what the question excepts ("apart from X": ``without_excepted``),
    without a clause about another thing (``without_another_subjects_clause``) and without what a
    material asked for was made for (``without_purpose``), nor the preposition the question's "until
    which year" carries (``without_asked_preposition``)."""
    answer = without_asked_preposition(question, answer)
    return without_purpose(question, without_another_subjects_clause(question, without_excepted(question, answer)))


def _fits(
    turn: JsonTurn,
    question: str,
    found: Found | None,
    chain_evidence: Sequence[str] = (),
    found_names: Sequence[str] = (),
) -> bool:
    """Whether an answer answers *what was asked* (``_fits_as_asked``), the question's idioms read plainly
    (``plain_wording``: "did he come into the world" is "was he born"), so a whole question is checked as its plan's
    steps were (fresh39 k07's answer was refused against the whole question after its last step had passed)."""
    return _fits_as_asked(turn, plain_wording(question), found, chain_evidence, found_names)


def _fits_as_asked(
    turn: JsonTurn,
    question: str,
    found: Found | None,
    chain_evidence: Sequence[str],
    found_names: Sequence[str],
) -> bool:
    """Whether an answer answers *what was asked*: the asked kind, named as asked (``named_as_asked``), from a
    passage about the asked entity stating the relation (``states_relation``), the year (``states_asked_year``), the
    n-th thing (``states_ordinal``) and the superlative (``states_superlative``); in its own sentences, the founding
    or ending (``states_event``), the post (``states_role``), a birth or death (``born_to_asked``), the doer
    (``agent_in_answer``), none of another trade (``doer_of_another_trade``); no sentence denying the thing
    (``denies_thing``), leaving it unnamed (``thing_left_unnamed``) or of a namesake, such as another vessel's making
    (``told_of_a_namesake``), giving the post for another owner (``post_of_another``), another rank
    (``picks_another_of_kind``, ``first_of_a_narrower_kind``, ``first_unsaid``); a year from passages naming the
    dated thing (``passage_names_dated_thing``); not only a name the question gives (``repeats_question``) or a
    statement's year (``year_of_a_statement``); a count written in the passages (``number_written``); no value for
    another thing (``_states_other_thing``); no page of another subject than a statement's
    (``_read_off_another_subject``); no word made up (``made_up_words``); no kin or evidence misread
    (``_kin_misread``, ``_misread``); no false premise (``_false_premise``). ``chain_evidence``: the earlier hops'
    sentences; ``found_names``: their answers (whose lifespans count)."""
    if found is None or not named_as_asked(question, found.answer, turn.passages) or half_valued(question):
        return False  # (one side's value in brackets, none for the other: the model picks the valued side)
    written = as_written(found.answer, found.sentences)  # "110" is "110 metres" in its sentence
    if not all(fits_as_stated(question, answer, found.sentences) for answer in (found.answer, written)):
        return False
    passages = _evidence_passages(turn, [*chain_evidence, *found.sentences])
    evidence = "\n".join(passages)
    holding = _passages_holding(turn, found.sentences)  # the pages its own sentences come from
    others = [n for n in found_names if n != found.answer]  # the names found on the way besides the answer
    return (
        _about_asked(turn, question, passages, holding, others)
        and states_relation(question, evidence, found_names)
        and _states_asked_year(question, found, passages, chain_evidence, holding)
        and states_event(question, found.sentences or [evidence])
        and states_ordinal(question, evidence)  # "the second viaduct" when there is one: a false premise
        and states_superlative(question, _with_clause_superlative(turn, question, found, evidence))  # busiest
        and states_role(question, found.sentences, told=chain_evidence)
        and born_to_asked(question, found.sentences, found_names)
        and agent_in_answer(question, found.sentences, holding)  # not Clara Venn
        and not doer_of_another_trade(question, found.answer, found.sentences, turn.passages)  # a boatbuilder's yard
        and not denies_thing(question, found.sentences)  # "... but no school" for "the X school"
        and thing_left_unnamed(question, found.answer, _page_sentences(holding)) is None  # "a sinking trawler"
        and not told_of_a_namesake(question, found.answer, found.sentences)  # her sister ship's yard
        and not _post_of_another_owner(turn, question, found, holding)  # "mayor of Marrow End" for "... of Dunmere"
        and not picks_another_of_kind(question, found.sentences)  # "The largest ... stands in" for "his first organ"
        and not (first_of_a_narrower_kind(question, found.sentences) or first_unsaid(question, holding))  # first ship
        and passage_names_dated_thing(question, holding)  # a route's "it opened"
        and not _states_other_thing(question, found, holding, chain_evidence)
        and not _read_off_another_subject(turn, question, found)  # "MV Brannoch ...", for SS Velmar's engines
        and not distance_for_speed(question, written)  # "38 nautical miles"
        and not (repeats_question(question, found.answer) or year_of_a_statement(question, found.answer))  # echo
        and written_in(question, found.answer, turn.passages)  # a name merged from two it read
        and not _misread(turn, question, found, holding)  # another island's sentence with the name put in
        and not made_up_words(question, found.answer, turn.everything_read)  # "now a museum" where it is a marina
        and not _kin_misread(turn, question, found, holding, told_before=chain_evidence, found_names=others)
        and number_written(question, found.answer, turn.passages, found.sentences)  # a count it made up
        and _false_premise(turn) is None  # "X was mayor of A. When ...?" when X's page says mayor of B
    )


def _states_asked_year(
    question: str, found: Found, passages: Sequence[str], chain_evidence: Sequence[str], holding: Sequence[str]
) -> bool:
    """``states_asked_year`` read in the answer's sentences and the earlier hops' (a year elsewhere on its page is
    another fact's), or its page's heading ("# New engines for MV Corvan Maid, 1989" dates the whole page); a year
    that says which owner anywhere on the pages ``holding`` the answer's sentences."""
    said = " ".join([*_headings(passages), *chain_evidence, *found.sentences]) or "\n".join(passages)
    return states_asked_year(question, said, passages, own_pages=holding)


def _kin_misread(
    turn: JsonTurn,
    question: str,
    found: Found,
    holding: Sequence[str],
    *,
    told_before: Sequence[str] = (),
    found_names: Sequence[str] = (),
) -> bool:
    """Whether a kin asked about is misread: answered by someone of the other sex (``kin_of_other_sex``: "Walter
    Brack", his page's "he", for a mother) or generation (``kin_of_another_generation``: "the daughter of X" for a
    grandfather) or direction (``kin_turned_round``: "X was a son of Y" for X's son), or a kin's thing read off
    sentences that do not speak of the kin (``kin_thing_unlinked``: her own ship, or the route's, for "her
    father's"). ``told_before``, ``found_names``: the earlier hops' sentences and answers, in the chain's order, which
    may have found the kin's thing."""
    return (
        kin_of_other_sex(question, found.answer, turn.passages)
        or kin_of_another_generation(question, found.answer, found.sentences, turn.passages)
        or kin_turned_round(question, found.answer, found.sentences)
        or kin_thing_unlinked(
            question,
            found.sentences,
            list(_page_names(turn, holding)),
            turn.passages,
            holding,
            found_names=found_names,
            told_before=told_before,
        )
    )


def _post_of_another_owner(turn: JsonTurn, question: str, found: Found, holding: Sequence[str]) -> bool:
    """Whether the answer's sentences give the asked post for another owner: another named one (``post_of_another``:
    "mayor of Marrow End" for "mayor of Dunmere"), or a named ship no passage tells as the ship the question
    describes (``command_of_undescribed_ship``: "master of MV Tern" for "the company's freight ship's captain"), by
    the answer's sentences or the rest of their pages (``holding``)."""
    return post_of_another(question, found.sentences) or command_of_undescribed_ship(
        question, found.sentences, turn.passages, holding
    )


_OTHER_THING_CHECKS = (
    counts_other_thing,  # "31 stops" for "how many bells"
    casualties_for_population,  # "drowned eleven people in X" for "how many people does X have?"
    distance_for_time,  # "46 nautical miles" for how long a sailing takes
    time_for_length,  # "7 years" for the length of a ship
    locates_asked_thing,  # "an airfield near Ossery": not its name
    dates_other_thing,  # "a pavilion of 1905"; a birth for a post
    end_of_another_post,  # a master's last year, for another post
    measures_other_dimension,  # "50 metres long" for "how tall"
    measures_other_thing,  # a route's length, for an island's
    said_of_look_alike,  # "MV Brannoch II is ... 51 metres", for MV Brannoch
    birthplace_for_other_place,  # "born in X" for "where did X train"
    founder_for_other_deed,  # "founded by A and B" for "who dug its dry dock"
    dates_describing_event,  # "laid out in 1926" for "when was a glasshouse added to the garden laid out ..."
    today_for_past_time,  # "a town of about 31,000" for "how many lived there when the firm was founded"
    name_of_another_thing,  # "MV Orrin Spirit ... taken off by lifeboat" for "what was that lifeboat called?"
    made_other_kind,  # "He designed several gas-powered ferries" for "who designed the building?"
    dates_unsaid_thing,  # "MV X was built in 1958" for "in what year was that lift fitted?"
    dates_gapped_clause,  # "..., and in 1886 the iron parts of the Aske Viaduct" for "when were they cast?"
    destination_for_doer,  # "towed to the Rask Brothers yard" for "which tug towed her?"
    predecessor_for_successor,  # "After Agnar Lusk's death she chaired" for "who took over from her?"
    season_unsaid,  # "the summer route ... opened in 1962" for "since when has she run the winter sailings?"
    count_at_another_time,  # "opened in 1896 with 60 beds" for "renamed in 1948. How many beds at that time?"
    since_another_year,  # "Since 2008 it has been worked by X" for "which ferry has served it since 1973?"
    last_unsaid,  # "founded ... by the organ builder X" for "after its last master builder died. Which builder?"
)


def _states_other_thing(
    question: str, found: Found, pages: Sequence[str] = (), chain_evidence: Sequence[str] = ()
) -> bool:
    """Whether the answer's own sentences give its value for another thing than the one asked
    about: another count, date, post, dimension, named thing or place (``_OTHER_THING_CHECKS``);
    or its year dates another deed while its page (``pages``, the passages holding its sentences)
    tells the asked one without a year (``dates_another_deed``: the model cites the dated sentence
    only); or its person held the asked post at other years only, by the term on its page or an
    earlier hop's (``chain_evidence``; ``post_held_at_other_time``)."""
    if any(check(question, found.answer, found.sentences) for check in _OTHER_THING_CHECKS):
        return True
    if pointer_before_asked_thing(question, found.sentences, pages):  # "It was built by X", of an earlier subject
        return True
    if said_of_page_subject(question, found.answer, found.sentences, pages):  # "When X took over, she was sold"
        return True
    if page_of_look_alike(question, found.sentences, pages):  # "She carries 240 passengers" on MV Brannoch II's page
        return True
    on_its_pages = [*found.sentences, *_sentences(pages)]
    # "harbourmaster from 1988 to 2016", on the answer's page or an earlier hop's, for the harbourmaster of 1972
    if post_held_at_other_time(question, found.answer, [*chain_evidence, *on_its_pages]):
        return True
    return dates_another_deed(question, found.answer, on_its_pages)


_TOLD_BY = re.compile(
    r"^(?:my|our|a|someone|somebody)\s+(?:[a-z-]+\s+){0,2}?(?:insists|says|said|claims|claimed|reckons|swears|thinks"
    r"|believes|told\s+me|tells\s+me),?\s+(?:that,?\s+)?(?!(?:he|she|it|they|his|her|its|their)\b)",
    re.IGNORECASE,
)
"""Who told the asker a claim, before it ("My aunt insists ..."): the give-up reason names the claim alone."""


def _false_premise(turn: JsonTurn) -> str | None:
    """The give-up reason for a statement before the question whose post the person's own page gives
    for another owner only (``premise_of_another_post``): "the knowledge base does not say that the
    solicitor Rose Tallis was the first woman to be mayor of Marrow End", or whose kin of an age the
    pages make the other age (``premise_of_kin_age``: "had an older brother who founded X" when the
    founder is the younger), or whose post handed on ("the post was held by Y") Y's page gives for
    another owner (``premise_of_post_held``), or whose thing destroyed a page says survived (``premise_of_survivor``:
    "After the flood carried away the stone bridge at X, ..."), or whose kinship a page denies
    (``premise_of_denied_kin``: "He is no relation of Captain Oona Brask"); None when there is none.
    The reason names the premise, not the fact the question went on to ask for. A change the question asks "after"
    ("after the yard lengthened her") that no page says of the thing is one too (``premise_of_change_unsaid``)."""
    change = premise_of_change_unsaid(turn.question, turn.passages)
    if change is not None:
        return f"the knowledge base does not say that {change}"
    statements = [text for text, _, _ in sentence_spans(turn.question)][:-1]
    for statement in dict.fromkeys([*statements, *premise_clauses(turn.question)]):
        contradicted = (
            premise_of_another_post(statement, turn.passages)
            or premise_of_post_held(statement, turn.passages)
            or premise_of_post_unsaid(statement, turn.passages)
            or premise_of_survivor(statement, turn.passages)
        )
        kin_denied = premise_of_kin_age(statement, turn.passages) or premise_of_denied_kin(statement, turn.passages)
        if contradicted or kin_denied:
            opening = r"^(?:The|A|An|Before|After|When|While|Until|Since|In|By)\b"
            claim = _TOLD_BY.sub("", strip_chatter(statement).strip().rstrip("."))  # "My aunt insists X": X
            said = re.sub(opening, lambda m: m[0].lower(), f"{claim[:1].upper()}{claim[1:]}")
            return f"the knowledge base does not say that {said}"
    return None


def _place_of_pointed(statements: Sequence[str], asked: str) -> str | None:
    """The name a statement gives the thing the question points back to: "Calder Bridge" for "...
    the chapel in Calder Bridge. When was that chapel built?" (or "the Calder Bridge chapel"); the
    answer's page must name it, not only another chapel's. None when there is no such name."""
    pointed = re.search(r"\b(?:that|this)\s+([a-z]+)\b", asked)
    if pointed is None:
        return None
    noun = re.escape(pointed[1])
    for statement in statements:
        named = re.search(rf"\bthe\s+{noun}\s+(?:in|at|of|on|near)\s+((?:[A-Z][\w'’-]*\s*)+)", statement) or re.search(
            rf"\bthe\s+((?:[A-Z][\w'’-]*\s+)+){noun}\b", statement
        )
        if named is not None:
            return named[1].strip()
    return None


def _said_as(word: str, said: set[str]) -> bool:
    """Whether ``said`` has ``word``, or a word of its own root ("clockmaker" for "a local *clockmaking* firm",
    fresh34 k03): a root of five letters or more that each word ends with a common ending after."""
    if word in said:
        return True
    for size in range(len(word), 4, -1):  # the longest root both share, then what each adds to it
        root, tail = word[:size], word[size:]
        if tail in _ROOT_ENDINGS and any(o.startswith(root) and o[size:] in _ROOT_ENDINGS for o in said if o != word):
            return True
    return False


_ROOT_ENDINGS = {"", "s", "es", "e", "er", "ers", "ing", "ed", "or", "ors"}
"""What a word adds to its root ("clockmak-ing", "clockmak-er"): no other word ("general" / "generation")."""


def _group_of_pointed(statements: Sequence[str], asked: str) -> list[str]:
    """The words that tell an unnamed group a statement introduces, when the question points back to
    it ("Maren Dorran served on *fishing research* ships. ... the shipyard that built those ships"):
    the answer's page must say them, or it is about other ships (fresh23 h10 was answered with the
    founding year of a yard that built "many fishing boats"). Empty when the question points to no
    such group (a named thing, or one told by a size only). So must one unnamed thing's ("trained in a
    *lamp* factory. In which town was that factory?", fresh25 k16). Words of where it is (``_NEAR_THE_ASKER``)
    are not needed."""
    pointer = re.search(r"\b(?:those|these)\s+([a-z]+s)\b", asked)
    one = re.search(r"\b(?:that|this)\s+([a-z]+)\b", asked) if pointer is None else None  # "a lamp factory"
    if pointer is None and one is None:
        return []
    restated = kind_restated(statements, asked)
    if restated is not None:
        return [restated]
    noun, article = (pointer[1], "") if pointer is not None else (one[1], r"(?:a|an)\s+")  # type: ignore[index]
    for statement in statements:
        group = re.search(
            rf"(\bborn\s+)?\b(?:on|in|at|for|with|from|aboard|as)\s+{article}((?:[a-z-]+\s+){{1,3}}){noun}\b", statement
        )
        if group is not None and group[1]:  # "born in an island harbour": found by the birth's hop, whose page
            return []  # names the place, not what it is like (fresh26 h07: Piet Dorran "born in Skerrin Bay")
        if group is not None:
            words = [w for w in group[2].split() if w not in RANKING_WORDS and w not in _NEAR_THE_ASKER]
            if words and not any(w in ("the", "a", "an", "his", "her", "its", "their") for w in words):
                return words
    return []


_NEAR_THE_ASKER = {"local", "nearby", "neighbouring", "neighboring", "valley"}
"""Words that tell where an unnamed thing is from the asker's side ("came from a *valley* firm", "a *local* yard"), not
what kind of thing it is: its page need not write them (fresh67 k04's right answer was refused for "valley")."""


_LEADING_NAME = re.compile(r"^(?:Topic:\s*)?([A-Z][\w&-]*(?:\s+[A-Z][\w&-]*)*)(['’]s\b)?")
_LEADING_CLAUSE = re.compile(r"^(?:before|after|when|while|since|until|once)\b[^,]*,\s*", re.I)
"""A time clause before a statement's subject: "Before she took over MV X, Captain Y was ..."."""
_BACK_POINTER = re.compile(r"\b(?:it|they|them|she|he|him)\b", re.I)
_DESCRIBED = re.compile(r"\b(?:the|its|his|her|their|that|this|these|those|whose|who|which)\s", re.I)


def _pointed_subject(statements: Sequence[str], asked: str) -> str | None:
    """The name a lone statement opens with, when the question after it points straight back to
    it with a pronoun and describes nothing else: "SS Velmar, the line's first vessel, ran on
    diesel engines. Which firm supplied them?" asks of SS Velmar's engines, so the answer's page
    must name SS Velmar, not only a page the run found ("MV Brannoch ... the first diesel ship of
    the Velmar Harbourline" answered it with her builder); a time clause may come first ("Before
    she took over MV X, Captain Y was master of MV Tern. When did she take command of the Tern?":
    Y, and a name the statement gives points back too). None for a question that goes through
    another thing ("Where was the master he served under born?", "In which year did its founder
    ..."): the answer's page is that thing's."""
    if len(statements) != 1 or not _BACK_POINTER.search(asked):
        return None
    rest = asked  # a name the statement gives too points back ("... master of MV Tern. When did she command the Tern?")
    for name in named_entities(asked):
        if not words(name) <= words(statements[0]):
            return None
        rest = re.sub(rf"\b(?:the\s+)?{re.escape(name)}\b", "", rest)
    past_question_word = re.sub(r"^(?:(?:in|on|at|for|from|by|to|with)\s+)?\w+\s+", "", rest, flags=re.I)
    if _DESCRIBED.search(past_question_word):  # "(in) which year" is no description
        return None
    leading = _LEADING_NAME.match(_LEADING_CLAUSE.sub("", strip_chatter(statements[0]).strip()))
    if leading is None or leading[2]:  # "Captain Marit Haldane's cousin ...": the cousin is another person
        return None
    return re.sub(r"^(?:The|A|An)\b\s*", "", leading[1]) or None


def _read_off_another_subject(turn: JsonTurn, question: str, found: Found) -> bool:
    """Whether a question that points straight back to the name its statement opens with
    (``_pointed_subject``) was answered from pages that do not name it: the pages holding the
    answer's sentences or, when the model copied none, those the answer is written in. "MV Brannoch
    ... built by the Rask Brothers yard, the first diesel ship of the Velmar Harbourline" does not
    say who supplied SS Velmar's engines. Not judged when no page holds the answer."""
    *statements, asked = [text for text, _, _ in sentence_spans(dash_as_stop(question))] or [question]
    subject = _pointed_subject(statements, asked)
    if subject is None:
        return False
    written = [p for p in turn.passages if _normal(found.answer) in _normal(p)]
    pages = _passages_holding(turn, found.sentences) or written
    return bool(pages) and not any(about(subject, turn.named(p)) for p in pages)


def _year_unsaid(turn: JsonTurn, asked: str) -> bool:
    """Whether the question asks of a year no gathered passage writes ("Which ship covered MV X's
    crossing during her 2014 survey?" when only her 2019 survey is told; "Who was harbourmaster of
    X in 1960?" when no page writes or spans 1960): a time the knowledge base does not cover, which the
    small model answers with the nearest year's fact (fresh24 h12). No answerable question on file
    asks of a year its corpus does not write."""
    return bool(years_unwritten(asked, "\n".join(turn.passages)))


def _about_asked(
    turn: JsonTurn,
    question: str,
    passages: Sequence[str],
    holding: Sequence[str] = (),
    found_names: Sequence[str] = (),
) -> bool:
    """Whether the answer's passages name every entity the question names (``about``); for a
    question written as statements then a question ("X's maps are kept in the valley archive.
    About how many books does the library that holds that archive have?"), the statements' names
    need only be named by a passage the run found: they lead to the thing asked about (the
    archive), and the answer's page (the library's) need not name them. A relation a statement
    tells ("born in Kellbrook") must be stated on a page that leads to the answer's
    (``relations_told_on_the_way``), and a year the question itself names on a gathered page
    (``_year_unsaid``)."""
    *statements, asked = [text for text, _, _ in sentence_spans(dash_as_stop(question))] or [question]
    evidence = "\n".join(turn.named(p) for p in passages)
    if not about(asked, f"{evidence}\n{_places_containing(turn, evidence)}") or _year_unsaid(turn, asked):
        return False
    if not statements:  # the usual one-sentence question: nothing more to read
        return True
    own = "\n".join(turn.named(p) for p in holding) or evidence  # the answer's own pages, not an earlier hop's
    if not _place_pointed_named(statements, asked, own):
        return False  # "Marrow End's first woman mayor ... Who was the town's mayor ...?": not Dunmore's mayor
    if holding and not _pointed_thing_linked(turn, statements, asked, holding, found_names):
        return False  # "Captain X has commanded the same ship since ... that ship's speed": not another ship's
    pointed = _subject_pointed_at_whole(question)
    if pointed is not None and not (about(pointed, evidence) and _names_kind_of(thing_pointed_at(question), own)):
        return False  # "Brightwater's school dates from 1890. Who was the first person to head it?": Dunmore's head
    place = _place_of_pointed(statements, asked)  # "the chapel in Calder Bridge. When was that chapel built?"
    if place is not None and not about(place, evidence):
        return False
    said = set(re.findall(r"[a-z]+", evidence.casefold()))
    if not all(_said_as(word, said) for word in _group_of_pointed(statements, asked)):  # "fishing research ships"
        return False
    named = [turn.named(p) for p in turn.passages]
    gathered = "\n".join(named)
    if not all(about(_KIND_NAME.sub(r"\1 ", statement), gathered) for statement in statements):
        return False
    answer_pages = [turn.named(p) for p in passages]
    return all(relations_told_on_the_way(statement, named, answer_pages, found_names) for statement in statements)


_CONTAINED = (
    r"^\W*(?:the\s+)?{name}\s+(?:is|lies|stands)\s+(?:an?\s+)?(?:[a-z-]+\s+){{0,3}}?(?:in|on|off)\s+(?:the\s+)?"
    r"(?P<place>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)"
)
"""A place page's opening, placing its thing inside a larger named place ("Gannet Skerry is a low rock in the Velmar
Sound"): its own name as the subject, "is / lies / stands", a few words of what it is, then the larger place."""


def _places_containing(turn: JsonTurn, evidence: str) -> str:
    """The larger places that gathered pages about a place the evidence names put it in: an answer page saying
    "ran aground on Gannet Skerry" is about "the Velmar Sound" where Gannet Skerry's page opens "Gannet Skerry is a
    low rock in the Velmar Sound" (fresh49 h02 was refused for the Sound unnamed on the repair page). Only a page's
    own thing, by its heading, in a sentence of its own opening that way (not "X was a brewer born in Y")."""
    placed = []
    for passage in turn.passages:
        body = [line for line in passage.splitlines() if line.strip() and not line.startswith("#")]
        opening = " ".join(" ".join(body).split())[:300]
        for name in _page_names(turn, [passage]):
            if name in evidence and (found := re.match(_CONTAINED.format(name=re.escape(name)), opening)):
                placed.append(found["place"])
    return "\n".join(placed)


_THAT_NOUN = re.compile(
    rf"\b(?:that|this)\s+(?:{POINTED_AGAIN}\s+)?([a-z]+)['’]s\b"  # "that ship's speed"
    rf"|\bof\s+(?:that|this)\s+(?:{POINTED_AGAIN}\s+)?([a-z]+)\W*$",  # "speed of that ship"
    re.I,
)
"""A question asking of the thing it points back to itself: not "the person who set up that firm", a hop on."""
_CAPITALISED_RUN = re.compile(r"\b[A-Z][\w'’&-]*(?:\s+(?:&\s+)?[A-Z][\w'’&-]*)*")
"""A run of capitalised words ("Captain Ada Penn", "Brack & Oduya"); ``_NAME_RUN`` is one of two words or more."""


def _names_in(statement: str) -> list[str]:
    """The names a statement gives, without its first word ("Captain Ada Penn has ..." -> "Ada Penn") or "'s"."""
    runs = [m[0] if m.start() > 0 else m[0].partition(" ")[2] for m in _CAPITALISED_RUN.finditer(statement.strip())]
    return [re.sub(r"['’]s$", "", run) for run in runs if run]


_NAME_RUN = re.compile(r"\b(?:[A-Z][\w'’&-]*)(?:\s+(?:&\s+)?[A-Z][\w'’&-]*)+")


def _pointed_thing_linked(
    turn: JsonTurn, statements: Sequence[str], asked: str, holding: Sequence[str], found_names: Sequence[str] = ()
) -> bool:
    """Whether the answer's own pages can be the thing a question points back to ("Captain Oona Brask has
    commanded the same ship since it first entered service. What is that ship's service speed?"): they name
    someone or something the statements name, or a gathered page that names it names them (its page names her
    ship, MV Velmar Pioneer). MV Orrin Star's page, which no page about Captain Brask names, gives another ship's
    speed (fresh37 h07, unanswerable). A person of the pointed thing ("that ferry's master") is a hop on: their page
    states the post of a thing found on the way that a page naming the statements' names names too
    (``_role_page_names_found``).
    True when the question points back to no thing or its statements name nothing."""
    pointer = _THAT_NOUN.search(asked)
    if pointer is None or noun_category(pointer[1] or pointer[2]) is None:  # "that ship", not "the yard that built"
        return True
    names = [name for statement in statements for name in _names_in(statement)]
    own = [turn.named(p) for p in holding]
    if not names or any(name in page for name in names for page in own):
        return True
    naming = [p for p in turn.passages if any(name in p for name in names)]
    linking = [turn.named(p) for p in naming]
    person = singular((pointer[1] or pointer[2]).casefold()) in PERSON_ROLES  # "that architect", not "that ship"
    if (
        person
        and _HOP_ON_POINTED.match(asked, pointer.end())
        and any(heading in page for heading in _page_names(turn, naming) for page in own)
    ):
        return True  # "... a cousin who was an architect. ... that architect's grandmother": her page names his
    if not person and _role_page_names_found(asked, pointer, found_names, own, linking):
        return True  # "another ferry covered her crossing. Who was that ferry's master?": her page names MV Tern
    headings = _page_names(turn, holding)
    if _linked_through_found(turn, linking, found_names, headings, pointer[1] or pointer[2]):
        return True  # "the clock ... came from a clockmaking firm ... that firm's founder": the firm's page names him
    return not headings or any(heading in page for heading in headings for page in linking)  # unnamed: not judged


def _linked_through_found(
    turn: JsonTurn, linking: Sequence[str], found_names: Sequence[str], headings: Sequence[str], noun: str
) -> bool:
    """Whether the answer's own page is one hop on from a page naming the statements' names: a name found on the way
    that such a page names ("its clock was made by Oduya Clocks") heads a page that names the answer's page
    ("Oduya Clocks was founded in 1898 by the clockmaker Benedict Oduya"). fresh65 k08's right answer, read off
    Benedict Oduya's page for "that firm's founder", was refused: no page naming Dunmore names him. Only a name of the
    pointed thing's kind, or of no known kind ("Oduya Clocks" for "that firm"; not "Kell Street"), leads on."""
    kind = noun_category(noun.casefold())
    via = {
        _short_name(re.sub(r"^the\s+", "", name, flags=re.I))
        for name in found_names
        if any(name in page for page in linking) and noun_category(name.split()[-1].casefold()) in (None, kind)
    }
    pages = [turn.named(p) for p in turn.passages if via & set(_page_names(turn, [p]))]
    return any(heading in page for heading in headings for page in pages)


_HOP_ON_POINTED = re.compile(rf"\s*(?:(?:great-)*grand)?(?:{KIN}|cousin|widow|partner|apprentice)\b", re.I)
"""A kin of the thing pointed back to ("that architect's *grandmother*"): a person a hop on, whose page names the
pointed thing's page rather than the other way round (fresh50 k06)."""


def _role_page_names_found(
    asked: str, pointer: re.Match[str], found_names: Sequence[str], own: Sequence[str], linking: Sequence[str]
) -> bool:
    """Whether a person asked of a pointed thing ("that ferry's *master*", "the first master of that ferry") is on a
    page (``own``) that states that post of a thing found on the way (``found_names``: "master of MV Tern") which a
    page naming the statements' names names too (``linking``: the survey "While she was away MV Tern covered her
    crossing"; fresh60 h03). A name merely on the page ("mate on MV Tern, then master of MV Wren"), or the company
    or town every page names, links nothing."""
    if pointer[1]:  # "that ferry's (first) master"
        role = re.match(
            r"\s*(?:(?:first|last|second|third|longest-serving|only)\s+)?([a-z-]+)", asked[pointer.end() :], re.I
        )
    else:  # "the (first) master of that ferry"
        role = re.search(r"([a-z-]+)\s+$", asked[: pointer.start()], re.I)
    if role is None or singular(role[1].casefold()) not in PERSON_ROLES:
        return False
    said = _page_sentences(own)
    for name in (n for n in found_names if n.strip()):
        post = re.compile(
            rf"\b{re.escape(role[1])}\s+of\s+(?:the\s+)?(?:[A-Z]{{2,3}}\s+)?{re.escape(_short_name(name))}\b", re.I
        )
        if any(post.search(s) for s in said) and any(name in page for page in linking):
            return True
    return False


def _page_names(turn: JsonTurn, pages: Sequence[str]) -> set[str]:
    """The names pages are about, read from their headings and titles, as another page may write them."""
    heads = [heading_line(p) for p in pages] + [turn.titles.get(p, "") for p in pages]
    return {_short_name(m[0]) for head in heads for m in _NAME_RUN.finditer(head)}


def _short_name(name: str) -> str:
    """A page's name as another page may write it: without a vessel's prefix or a last category word ("MV Velmar
    Pioneer" -> "Velmar Pioneer", "Sele Grammar School" -> "Sele Grammar")."""
    name = re.sub(r"^(?:MV|SS|PS|HMS|RMS|MS)\s+", "", re.sub(r"\s*\(.*$", "", name))
    *head, last = name.split()
    return " ".join(head) if head and noun_category(last.casefold()) is not None else name


_KIND_NAME = re.compile(r"\b([Aa]n?)\s+(?:[A-Z][\w'’-]*\s+)+(?=[a-z])")
"""A name that only says of which kind an unnamed thing is ("a *Velmar Harbourline* ferry"), not one a page must
give."""


def _place_pointed_named(statements: Sequence[str], asked: str, own: str) -> bool:
    """Whether the answer's own pages name the place a statement opens with, when the question points back to
    it as "the town" ("Marrow End's first woman mayor left office in 1925. Who was the town's mayor five years
    later?": fresh33 k12 answered with Dunmore's mayor of that year, whose page names no Marrow End). True for
    other questions."""
    if not re.search(r"\bthe (?:town|village|port|island|city)\b", asked):
        return True
    places = [m[1] for s in statements for m in re.finditer(r"^((?:[A-Z][\w-]+\s)*[A-Z][\w-]+)['’]s\s", s.strip())]
    return len(places) != 1 or set(name_words(places[0])) <= set(name_words(own))


def _subject_pointed_at_whole(question: str) -> str | None:
    """The question after a statement with the statement's subject in place of its pronoun
    (``pronoun_as_subject``), when both are one search: the page that answers it is about that subject,
    as a one-sentence question's page is about what it names (fresh32 k12 answered "Who was the first
    person to head it?" with the Dunmore school's first head, its page naming no Brightwater). None
    otherwise: a multi-hop question's pages are read hop by hop."""
    pointed = pronoun_as_subject(question)
    if pointed is None or len(decompose(pointed) or ()) != 1 or len(decompose(question) or ()) != 1:
        return None
    return pointed


_KIND_WORDS = {
    "firm": ("firm", "company", "business", "works"),
    "company": ("firm", "company", "business", "works"),
    "school": ("school", "academy", "college"),
    "brewery": ("brewery", "brewing", "brewer"),
}
"""Words a page may name a kind of thing by ("the Pell Academy" is Pell's school)."""


_WHICH_KIND_STEP = re.compile(r"^(?:which|what)\s+(?P<first>(?-i:[a-z-]+))\s+(?P<second>(?-i:[a-z-]+))\b", re.I)


def _names_missing_kind(missing: str, found: Found | None) -> bool:
    """Whether a whole question's answer rests on sentences naming the kind of thing its failed plan could not find
    ("firm" or "company" for "Which building firm put up the Calder Bridge chapel?"): without it, the answer
    skips the missing hop and reads a look-alike's fact (fresh46 k12 was answered with the founding year of
    "the Calder Bridge Brickworks"; fresh48 h08 with another shipyard's for "the yard that built those
    schooners"). True for a failed step that asks no "Which KIND ...?"."""
    asked = _WHICH_KIND_STEP.match(missing)
    kinds = [word for word in (asked["second"], asked["first"]) if noun_category(word)] if asked is not None else []
    if not kinds or found is None:
        return True
    kind = kinds[0]  # "Which building firm put up ...": the firm
    return bool(stems(" ".join(_KIND_WORDS.get(kind, (kind,)))) & stems(" ".join(found.sentences)))


def _names_kind_of(thing: str | None, evidence: str) -> bool:
    """Whether ``evidence`` names the kind of a thing told by its owner ("school" for "Brightwater's school"): a
    page about a glassworks manager born in Brightwater names no head of its school (fresh32 k12, re-run).
    True for a thing told otherwise ("the Pell Observatory", "the ship that sails ...")."""
    owned = re.search(r"(?P<owner>[A-Z][\w-]*)['’]s\s+(?:[a-z-]+\s+)*(?P<kind>[a-z-]+)$", thing or "")
    if owned is None or re.search(rf"[A-Z][\w-]*\s+{owned['owner']}['’]s", thing or ""):
        return True  # not a town's thing: "Tom Hale's firm" may be "Hale & Co."
    return bool(stems(" ".join(_KIND_WORDS.get(owned["kind"], (owned["kind"],)))) & stems(evidence))


def _follow_chain(turn: JsonTurn, chain: Chain) -> Steps[AIMessage | None]:
    """The next move along a planned chain: search the next step, or answer the question once the
    steps are done. A step the passages do not answer, or whose answer does not fit it, ends the
    chain: re-plan once from what was found, then give up saying what is missing. None: the next
    step repeats a query already run (the generic step takes over)."""
    ask = {"prompts": turn.prompts, "instructions": turn.instructions}
    passages = _about(turn, chain.current)
    if _unsplit_statements(chain):  # its later hops' pages name none of what the first sentence names
        passages = list(turn.passages)[:WHOLE_QUESTION_PASSAGES]
    if chain.through:  # looked up through another thing: its passages too ("Calder Heath" for the granite)
        passages += [p for p in _about(turn, chain.through[0]) if p not in passages]
    elder = elder_of(chain.current, turn.passages)  # "the elder of A and B": from their lifespans
    if elder is not None:
        found: Found | None = Found(answer=elder[0], sentences=elder[1])
    else:
        found = yield from answer_from(turn.model, chain.current, passages, chain.facts, **ask)
        found = _anchored(turn, chain.current, found, passages if chain.through else None) if found else None
    found = _kin_read(turn, chain.current, _lifespan_read(turn, chain.current, found))
    found = _span_read(turn, _range_end_read(chain.current, _count_read(turn, chain.current, found)))
    if not chain.through and elder is None:  # looked up through another thing, its sentence states the step
        found = yield from _second_look(turn, chain, found)
        found = yield from _superlative_look(turn, chain, found)
    own_pages_only = _entity_pages_to_reread(turn, chain, found)
    if own_pages_only is not None:
        again = yield from _from_entity_pages(turn, chain, own=own_pages_only)
        if again is None and not turn.searched_deeper(chain.current):  # its own page may rank just below
            return _search_step(chain, limit=2 * JSON_SEARCH_LIMIT)
        found = _lifespan_read(turn, chain.current, again)  # None: only a look-alike's page states it
    found = _in_full(chain, found) if found is not None else None
    found = _owners_post_read(turn, chain.current, _doer_read(turn, chain.current, found))
    found = _done_by_read(turn, chain.current, found)
    found = _place_read(chain.current, _owned_read(chain.current, _title_read(chain.current, found)))
    found = _event_year_read(chain.current, passages, found)  # after the second looks, which may read it again
    if chain.whole_question:  # the facts the failed plan found tie the answer's page to the question
        answers_step = _fits(turn, chain.current, found, chain_evidence=chain.evidence, found_names=_names(chain))
        answers_step = answers_step and _names_missing_kind(chain.missing, found)
    else:
        answers_step = _fits(turn, chain.current, found, chain_evidence=chain.through[1:])
    if not answers_step and own_pages_only is None:  # its own page, if the model read another one
        found, answers_step = yield from _own_page_look(turn, chain, found)
    if answers_step:  # not a name the question or an earlier step already gives
        found, answers_step = yield from _not_echoed(turn, chain, found, passages)
    if not answers_step or not _through_holds(turn, chain, found) or _unnamed_bridge(chain, found):
        through = _through_other_kind(turn, chain, found)
        if through is not None:
            return through
        return (yield from _replan_or_give_up(turn, chain, chain.current, failed=found))
    assert found is not None
    chain, done = _answered_with_its_name(chain, found)  # "What was #1 called?" of "Heron": found already
    if chain.last_step:
        final = yield from _final_answer(turn, done, found)
        if final is None:
            return (yield from _replan_or_give_up(turn, done, turn.question))
        return _answer(final.answer, [*done.evidence, *final.sentences], turn.question)
    compared = _compare_next(done)
    if compared is not None:  # the next step compares two values already found: no search needed
        return _answer(_side_named(turn, done, compared), done.evidence)
    if turn.already_ran(done.current):
        return None
    return _search_step(done)


_CALLED_STEP = re.compile(r"^What (?:is|was) #(?P<n>\d+) called\?$")


def _answered_with_its_name(chain: Chain, found: Found) -> tuple[Chain, Chain]:
    """The chain before and after ``found`` answers its current step (``chain``, ``chain.answered(found)``); when the
    next step asks what the thing just found was called and ``found`` is a name already ("Which engine hauled trains
    on the Senna branch?" -> "Heron", then "What was #1 called?"), that step is answered with the same name and
    sentences too (fresh62 k02 asked "What was Heron called?" and gave up). An answer in lowercase words ("the old
    tank engine") is no name: its name is still to be looked up."""
    done = chain.answered(found)
    if len(done.answers) >= len(done.steps):
        return chain, done
    asked = _CALLED_STEP.match(done.steps[len(done.answers)])
    words = found.answer.strip(' ."“”').split()
    named = bool(words) and all(w[:1].isupper() or w.casefold() in ("of", "the", "and") for w in words)
    if asked is None or int(asked["n"]) != len(done.answers) or not named or words[0].casefold() == "the":
        return chain, done
    return done, done.answered(found)


def _own_page_look(turn: JsonTurn, chain: Chain, found: Found | None) -> Steps[tuple[Found | None, bool]]:
    """A step the model answered in a way that does not fit it, from other pages
    than the one headed by the step's own name ("How long was MV Brannoch?" read as the 14 nautical
    miles of the route to Brannoch Quay, while "# MV Brannoch" was among the passages, saying "a
    motor ship of 36 metres"): asked once more over that page alone. The new answer and True when it
    fits the step and its sentences are written on that page; what was found and False otherwise (no
    such page, the answer read on it already, a new answer that does not fit or whose sentences the
    page does not write). One more model call, only then; not for a step looked up through
    another thing or a whole question, whose sentences need not be on the step's own page."""
    if found is None or chain.through or chain.whole_question:
        return found, False
    own = [p for p in turn.passages if _own_page(chain.current, _page_subject(turn, p))]
    if not own or any(_written_on(s, own) for s in found.sentences):
        return found, False
    again = yield from _from_entity_pages(turn, chain, own=True)
    written = again is not None and all(_written_on(s, own) for s in again.sentences)
    if again is None or not again.sentences or not written:
        return found, False  # not read on the page ("In 2013, that switch was completed.", made up: fresh27 h10)
    again = _in_full(chain, again)
    if not _fits(turn, chain.current, again, chain_evidence=chain.through[1:]):
        return found, False
    return again, True


def _written_on(sentence: str, pages: Sequence[str]) -> bool:
    """Whether one of ``pages`` writes ``sentence`` (spaces and case aside)."""
    return any(_normal(sentence) in _normal(page) for page in pages)


def _unnamed_bridge(chain: Chain, found: Found | None) -> bool:
    """Whether a step before the last, a "which NOUN" lookup, was answered with the noun described, not
    named ("lamp factory" for "Which factory did Vivian Oakes train in?", from "He trained in a lamp
    factory"): the next step would search for any lamp factory (fresh25 k16, unanswerable, was then
    answered with a town another page's lamps lit)."""
    asked = _WHICH_NOUN.match(chain.current)
    if not chain.last_step and found is not None and asked is not None and _MEASURE_ONLY.match(found.answer):
        # "7 metres across" for "Which water wheel drove the looms at X?": a measure, no wheel (fresh46 k01)
        return True
    if chain.last_step or found is None or asked is None or re.search(r"[A-Z0-9]", found.answer):
        return False
    if _PICKED_OUT.search(found.answer):  # "the valley's first water board": one board, searched as written
        return False
    head = re.sub(r"[^a-z-]", "", found.answer.split()[-1].casefold()) if found.answer.split() else ""
    return head.rstrip("s") == asked[1].casefold().rstrip("s")


_MEASURE_ONLY = re.compile(
    r"^\s*(?:about|some|up\s+to|nearly|over)?\s*\d[\d,.]*\s*(?:metres|meters|m|feet|ft|kilometres|km|miles"
    r"|nautical\s+miles|tonnes|tons|horsepower|hp)?(?:\s+(?:across|long|wide|high|deep|tall))?\s*\.?$",
    re.I,
)
"""An answer that is a measure alone ("7 metres across"): no thing's name."""
_PICKED_OUT = re.compile(rf"['’]s\b|\b(?:{'|'.join(sorted(RANKS))})\b", re.I)
"""What makes a described thing one thing: an owner ("the valley's ...") or a rank ("first")."""
_WHICH_NOUN = re.compile(
    r"^(?:which|what)\s+(?!(?:was|is|were|are|did|does|do|had|has|year|kind|sort|type)\b)([a-z-]+)\b", re.I
)


_ANOTHER = re.compile(r"\b(?:another|other)\b", re.I)


def _bridge_named_by_question(turn: JsonTurn, chain: Chain, found: Found | None) -> bool:
    """Whether a lookup before the last step is answered by a name the question itself gives, which
    the step does not: a hop looks up a thing the question leaves unnamed ("Which vessel is the one
    on which the engineer X worked in the engine room?" is not "MV Orrin Star", named in "Before
    joining MV Orrin Star, the engineer X worked in the engine room of another company vessel"). A
    name the plan's own steps give is no other thing: "Who was the Dunmere Infirmary's first
    physician?" is Helena Marsh where the next step asks what Helena Marsh set up. Only where the
    question says the thing is "another" or "other" one: "Who founded Brack & Oduya, the firm that
    built the railway?" names the thing its hop looks up."""
    if found is None or chain.last_step or chain.whole_question or not _ANOTHER.search(turn.question):
        return False
    steps = " ".join(chain.steps[len(chain.answers) :])  # "Besides serving as #1, what did Helena Marsh set up?"
    return _a_name_given(found.answer, turn.question, unless_in=steps)


def _a_name_given(answer: str, text: str, *, unless_in: str) -> bool:
    """Whether ``answer`` is, word for word, one of the names ``text`` gives, and not one ``unless_in`` writes."""
    said = set(name_words(answer))
    return bool(said) and any(said == set(name_words(name)) and name not in unless_in for name in named_entities(text))


def _not_echoed(
    turn: JsonTurn, chain: Chain, found: Found | None, passages: Sequence[str]
) -> Steps[tuple[Found | None, bool]]:
    """A step's answer that fits it, checked for a name given already: one the question gives where it speaks of
    "another" thing (``_bridge_named_by_question``: the other name of its kind its sentences give), or one an
    earlier step gives, read from that step's own sentences (``_earlier_step_echo``: the step asked again without
    them, the new answer taken only where it fits the step; "Tom Rowe was born in Pell, where he founded the
    pottery" answers both "Who founded the pottery in Pell?" and "Which town was he born in?"). The answer and
    whether it fits the step."""
    if _bridge_named_by_question(turn, chain, found):
        assert found is not None
        found = _other_than_named(turn, chain, found)
        return found, _fits(turn, chain.current, found, chain_evidence=chain.through[1:])
    if not _earlier_step_echo(chain, found):
        return found, True
    told = [r"\s+".join(map(re.escape, s.split())) for s in chain.evidence if s.split()]
    texts = [re.sub("|".join(told), " ", p, flags=re.I) for p in passages]
    if texts == list(passages):  # not written as read: asking again over the same passages reads the same
        return found, True
    again = yield from _asked_again_over(turn, chain, texts)
    if again is None or _earlier_step_echo(chain, again) or not _fits(turn, chain.current, again, chain.through[1:]):
        return found, True
    return again, True


def _earlier_step_echo(chain: Chain, found: Found | None) -> bool:
    """Whether a lookup before the last step is answered by a name an earlier step gives, read only from sentences
    earlier steps were read from (fresh54 h02: "What is the harbour of Morag Ennis?" answered "Velmar Isles" from
    "She was the first woman harbourmaster in the Velmar Isles ...", the sentence that had answered "Who was the
    first woman harbourmaster in the Velmar Isles?"): a hop finds the thing the next step needs, not one the
    question has already said. A name the step itself or a later one gives is no echo."""
    if found is None or not chain.answers or chain.last_step or chain.whole_question or chain.through:
        return False
    earlier = " ".join(question for question, _ in chain.facts)
    ahead = " ".join([chain.current, *chain.steps[len(chain.answers) + 1 :]])
    read_before = {_normal(s) for s in chain.evidence}
    read_again = bool(found.sentences) and all(_normal(s) in read_before for s in found.sentences)
    return read_again and _a_name_given(found.answer, earlier, unless_in=ahead)


def _other_than_named(turn: JsonTurn, chain: Chain, found: Found) -> Found | None:
    """For a lookup answered by a name the question gives (``_bridge_named_by_question``): the one
    other name of its kind the answer's sentences give ("MV Corvan Lady", where "before that" he
    served), read in code; None when there is none or several."""
    other = other_of_same_kind(found.answer, found.sentences, named_entities(turn.question))
    return None if other is None else replace(found, answer=other)


def _unsplit_statements(chain: Chain) -> bool:
    """Whether the plan is the whole question, written as statements then a question ("The prize
    ... is cast at the village's old foundry. Its founder learned casting in the north; in which
    year did he come back?"): the splitter could not split it, and the page that answers it (the
    founder's) names nothing the question names, so it is answered from every passage found, as one
    search + one answer would be, not only from the passages about the question's names."""
    step = dash_as_stop(chain.steps[0])  # "... for a park - until what year ...?" too
    return len(chain.steps) == 1 and not chain.answers and re.search(r"[a-z]{2}[.;]\s+\S", step) is not None


def _through_other_kind(turn: JsonTurn, chain: Chain, found: Found | None) -> AIMessage | None:
    """A search for the thing of the kind asked that goes with an answer of another kind, the step
    then asked again through it: "Which company quarries the granite used for the Ossery corn
    exchange?" answered "Calder Heath" from "its grey granite was used for the Ossery corn exchange"
    on the page of Calder Heath, a hill village, searches "company Calder Heath" and finds "The
    Calder Quarry Company ... quarries grey granite at Calder Heath". None when the answer is not
    said to be a thing of another kind (``named_as_asked``), or the step went through one already."""
    noun = asked_noun(chain.current)
    if found is None or chain.through or noun is None or named_as_asked(chain.current, found.answer, turn.passages):
        return None
    query = f"{noun} {found.answer}"
    return None if turn.already_ran(query) else _search_step(chain.via(found), query=query)


def _through_holds(turn: JsonTurn, chain: Chain, found: Found | None) -> bool:
    """For a step looked up through another thing (``Chain.through``): whether the answer's own
    sentence names that thing and states what the step asks ("quarries grey granite at Calder
    Heath"); a company that merely stands in the same village answers nothing. True otherwise."""
    if not chain.through or found is None:
        return True
    thing = set(name_words(chain.through[0]))
    # what the step asks, less the names and the kind asked for: "quarries", "granite"
    asked = _relation_stems(chain.current) - stems(f"{chain.through[0]} {found.answer} {asked_noun(chain.current)}")
    said = [_with_referent(turn, s) for s in found.sentences]
    return any(thing <= words(s) and asked & stems(s) for s in said)


_REFERS_BACK = re.compile(
    r"\b(?:works|serves|sails|runs|crosses|operates|worked|served|sailed|ran)\s+(?:it|them)\b", re.I
)
"""A sentence whose thing is the one the sentence before told ("MV Haldray Islander *works it*.")."""


def _with_referent(turn: JsonTurn, sentence: str) -> str:
    """A sentence that points back ("MV Haldray Islander works *it*.") with the sentence before it on
    its page, which says what it points to ("it is the busiest crossing of the Velmar Harbourline"):
    the two state the step together. The sentence alone when it points nowhere or starts its page."""
    if not _REFERS_BACK.search(sentence):
        return sentence
    wanted = _normal(sentence)
    for passage in turn.passages:
        spans = [text for text, _, _ in sentence_spans(passage)]
        for before, text in zip(spans, spans[1:], strict=False):
            if wanted in _normal(text):
                return f"{before} {sentence}"
    return sentence


def _kin_read(turn: JsonTurn, question: str, found: Found | None) -> Found | None:
    """A kin stated from the asked person's side, read in code ("Edmund Venn ... the elder brother
    of the glassmaker Clara Venn" for "Who was Edmund Venn's younger sister?"), when the model's
    answer is not stated as that kin by its sentences (his daughter, named on her own page)."""
    if found is not None and states_role(question, found.sentences) and not repeats_question(question, found.answer):
        return found  # not "Isaac Marlow" for his own nephew
    read = kin_from_other_side(question, _sentences(_about(turn, question)))
    return Found(answer=read[0], sentences=(read[1],)) if read is not None else found


def _lifespan_read(turn: JsonTurn, question: str, found: Found | None) -> Found | None:
    """A lifespan after the name, read in code, beats the model's reading of "When was X born /
    did X die?": "born on Brannoch", or a relative's years read off the relative's page."""
    read = lifespan_year(question, _sentences(_about(turn, question)))
    if read is not None and (found is None or read[0] not in found.answer):
        return Found(answer=read[0], sentences=(read[1],))
    return found


def _doer_read(turn: JsonTurn, question: str, found: Found | None) -> Found | None:
    """Who did the deed "Who dug the dry dock of X?" asks, read in code from the one person's page
    that says he or she did it (``doer_of``), beats the model's reading: it named the yard's
    founders, from the yard's page, with the digger's page ranked first. A sentence of another page
    naming the person ("founded by Ansel and Birger Rask") is kept with it: the deed's sentence says
    "its dry dock", and that one names the yard. So is the one person whose page says "she trained at
    the college in X", for "Who trained at the college in X?" answered with her father (``page_subject_did``),
    and the maker of the first thing of a kind named on the page that calls it so (``maker_of_first``), and the
    holder of a named thing's post whose own page says so (``post_holder_named``: fresh29 k09 named its founder),
    and the ship its route's own page says works it now (``ship_on_route``: fresh41 h04 named the first one), and
    the one page of the asked kind that says the question's deed of its names (``kind_page_stating``). The founder a
    page states beats an answer whose own pages state no founder of the thing (fresh64 k07 answered the founder of
    the bus company from "He learned his trade ... at the Brack Cycle Works before founding a bus company of his
    own", with "he founded the Brack Cycle Works" on Walter Brack's page ranked first)."""
    read = doer_of(question, turn.passages)
    if read is None and (
        found is None
        or not fits(question, found.answer)
        or not states_role(question, found.sentences)
        or _founds_nothing_asked(turn, question, found)
    ):  # "Tillingham Glassworks" for its founder, or its manager, or a man whose own pages found no such thing
        read = founder_named(question, turn.passages)
    if read is None and found is not None:  # "the daughter of Piet Dorran": her page says "She trained at ..."
        read = page_subject_did(question, found.answer, turn.passages)
    read = read or maker_of_first(question, turn.passages)  # "the first ship of the line ... built by X"
    read = read or post_holder_named(question, turn.passages)  # "He was the first manager of X": not X's founder
    read = read or post_holder_at(question, turn.passages)  # "She was master of X from 1991 to 2012", for 2011
    read = read or place_of_post(question, turn.passages)  # "posted": "She was harbourmaster of Haldwick"
    read = read or ship_on_route(question, turn.passages)  # "Since 2008 it has been worked by MV X"
    read = read or kind_page_stating(question, turn.passages)  # "# Dunmere Library ... which keeps every issue of X"
    if read is None or (found is not None and _normal(read[0]) == _normal(found.answer).strip(".")):
        return found
    # a sentence of another page naming the person ties the deed to the thing the question names
    others = [p for p in turn.passages if _normal(read[1]) not in _normal(p)]
    ties = [s for s in _sentences(others) if read[0] in " ".join(s.split()) and not s.startswith("#")]
    return Found(answer=read[0], sentences=(read[1], *ties[:1]))


def _done_by_read(turn: JsonTurn, question: str, found: Found | None) -> Found | None:
    """The thing "Which brewery was founded by Edwin Sallow?" asks, read in code (``thing_done_by``), when the model
    gave none or the doer's own name back (fresh65 k07, asked after two hops that found him)."""
    if found is not None and not repeats_question(question, found.answer):
        return found
    read = thing_done_by(question, turn.passages)
    return Found(answer=read[0], sentences=(read[1],)) if read is not None else found


def _owners_post_read(turn: JsonTurn, question: str, found: Found | None) -> Found | None:
    """The holder of an owner's post ("Who was the Velmar Harbourline's marine superintendent?"), read in code off
    the holder's own page with the sentence tying "the company" to the owner (``owners_post_holder``), when the
    model's answer is not stated as holding that post by its own sentences (fresh64 h04: it named a founder, then
    read past "... and then the company's marine superintendent" and the run gave up)."""
    if found is not None and states_role(question, found.sentences):
        return found
    read = owners_post_holder(question, turn.passages)
    return Found(answer=read[0], sentences=read[1]) if read is not None else found


def _founds_nothing_asked(turn: JsonTurn, question: str, found: Found) -> bool:
    """Whether an answer to "Who founded X?" was read off its own page alone, which states no founder of X
    (``founder_unstated_on_own_page``): "He learned his trade ... at the Brack Cycle Works before founding a bus
    company of his own" founds no cycle works."""
    return founder_unstated_on_own_page(question, found.answer, _passages_holding(turn, found.sentences))


_WORK_ASKED = re.compile(
    r"^Which\s+(?:book|guide|poem|novel|memoir)\s+(?:was|were)\s+(?:written|published)\s+by\s+"
    r"(?P<author>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)+)\b"
)


def _owned_read(question: str, found: Found | None) -> Found | None:
    """The thing asked, named in code, where the model answered with its owner ("Velmar Harbourline" for "What was
    the company's gas-powered flagship?", from "MV Velmar Pioneer, the flagship of the Velmar Harbourline":
    ``thing_for_its_owner``)."""
    thing = thing_for_its_owner(question, found.answer, found.sentences) if found is not None else None
    return found if found is None or thing is None else replace(found, answer=thing)


def _place_read(question: str, found: Found | None) -> Found | None:
    """The place its own sentence writes right after the thing asked of, where the model answered with another place
    of that sentence (``place_of_asked_thing``: "the coaching inn at Fenwick Ford", not the hotel's Brightwater)."""
    place = place_of_asked_thing(question, found.answer, found.sentences) if found is not None else None
    return found if found is None or place is None else replace(found, answer=place)


def _title_read(question: str, found: Found | None) -> Found | None:
    """The one title the answer's sentences quote, for "Which book was written by X ...?" when the model answered
    with the asked author (it answered "Martha Brack" from 'She ... published "Wild Flowers of the Kestrel Valley"
    in 1908': fresh42 k05)."""
    asked = _WORK_ASKED.match(question)
    if found is None or asked is None or _normal(found.answer) != _normal(asked["author"]):
        return found  # only an answer that names the asked author back is replaced
    titles = {" ".join(t.split()) for s in found.sentences for t in re.findall(r"[\"“]([^\"”]+)[\"”]", s)}
    if len(titles) != 1 or _normal(found.answer) == _normal(next(iter(titles))):
        return found
    return replace(found, answer=titles.pop())


def _count_read(turn: JsonTurn, question: str, found: Found | None) -> Found | None:
    """The count "how many THINGS?" asks for, read in code from the one sentence of the passages
    about its entity that writes a number with that noun (``count_of_asked``; of the pages writing the question's
    year first, unless the model's own sentences write it: ``_count_in_asked_year``), when the model gave
    none or one that counts another thing ("about 1.1 million" passengers for "how many
    vehicles?", from "1.1 million passengers and 260,000 vehicles a year"), or one its own copied
    sentences do not write ("30" copied with a survey's sentences, for "how many cars does MV X
    have?", when her page says "28 cars")."""
    years = _years_asked(question)
    dated = _count_in_asked_year(turn, question, years)
    own_pages = "\n".join(_passages_holding(turn, found.sentences)) if found is not None and dated else ""
    if dated is not None and not _writes_years(own_pages, years):
        return Found(answer=dated[0], sentences=(dated[1],))  # the model's count is from an undated page
    if found is not None and not counts_other_thing(question, found.answer, found.sentences) and _number_copied(found):
        return found
    read = count_of_asked(question, _sentences(_about(turn, question)))
    return Found(answer=read[0], sentences=(read[1],)) if read is not None else found


def _years_asked(question: str) -> list[str]:
    """The years a question names as years, not decades ("in the 1950s") nor parts of longer numbers."""
    return [m[1] for m in YEAR.finditer(question) if not re.match(r"['’]?s\b", question[m.end(1) :])]


def _writes_years(text: str, years: Sequence[str]) -> bool:
    """Whether ``text`` writes every one of ``years`` as a word ("20110" writes no 2011)."""
    return all(re.search(rf"\b{year}\b", text) for year in years)


def _count_in_asked_year(turn: JsonTurn, question: str, years: Sequence[str]) -> tuple[str, str] | None:
    """The count a question dated by a year asks ("How many passengers were on board MV Orrin Spirit when she went
    aground in 2011?"), read as ``count_of_asked`` reads it from the sentences about its entity that write that year,
    or the one right after such a sentence: the model gave the ship's capacity ("She carries 650 passengers") where the
    page of the grounding says "On 3 March 2011 MV Orrin Spirit ran aground ... her 212 passengers were taken off"
    (fresh67 h01 was given up). None when the question names no year or no such sentence writes one count of the
    noun."""
    if not years:
        return None
    dated: list[str] = []
    after: list[str] = []  # the sentence after one writing the year ("On 3 March 2011 ... ran aground. ... her 212")
    for page in _about(turn, question):
        said = _sentences([page])
        for i, sentence in enumerate(said):
            if _writes_years(sentence, years):
                dated.append(sentence)
                after += [s for s in said[i + 1 : i + 2] if not _CAPACITY.search(s)]
    return count_of_asked(question, dated) or (count_of_asked(question, after) if after else None)


_CAPACITY = re.compile(r"\b(?:carries|carry|can\s+carry|capacity|room\s+for|seats|holds)\b", re.I)
"""A sentence of what a thing can hold ("She carries 650 passengers"): no count of one day."""


def _number_copied(found: Found) -> bool:
    """Whether the answer's number is written, as a number of its own, in a sentence the model
    copied with it (``sentence_writing``; True when the answer has no digits, or no sentence was
    copied)."""
    number = re.search(r"\d[\d,.]*\d|\d", found.answer)
    return number is None or not found.sentences or bool(sentence_writing(found.sentences, number[0]))


def _event_year_read(question: str, passages: Sequence[str], found: Found | None) -> Found | None:
    """ "When was a glasshouse added to the garden laid out ...?" answered with the year the garden
    was laid out (``dates_describing_event``), or with a year whose sentences name neither the thing nor the deed
    ("founded in 1902" for "... the dry dock of Rask Brothers yard dug?", ``dates_unsaid_thing``): the asked event's
    year, read in code from the one sentence that states it ("A glasshouse was added in 1938."; ``asked_event_year``);
    a founding or ending asked about and answered from sentences that do not state it (none, or "founded in 1828" for
    "when did it shut down?"): the year the sentences write right after the event ("closed in 1921":
    ``event_year_said``); else the answer as it was (the checks then refuse it)."""
    if found is not None and (
        dates_describing_event(question, found.answer, found.sentences)
        or dates_unsaid_thing(question, found.answer, found.sentences)  # the yard's founding, for its dock's digging
    ):
        read = asked_event_year(question, passages)
    elif found is None or not states_event(question, found.sentences):  # the founding year, for a closing
        read = event_year_said(question, passages)
    else:
        return found
    return found if read is None else Found(answer=read[0], sentences=(read[1],))


def _range_end_read(question: str, found: Found | None) -> Found | None:
    """ "Until which year ...?" answered with the year a period begins: the year it ends, read in
    code from the answer's sentences ("from 1880 to 1884": 1884; ``range_end``); "How fast was she
    before the new engines?" answered with the speed after them: the other end of the change its
    sentences write ("raised her speed from 13 to 15 knots": 13 knots; ``value_across_change``);
    "In which decade ...?" answered "15th century" or "1463": the decade (``asked_decade``); a year read
    off "in 1863, the year after the town received its charter": the charter's 1862 (``year_beside_event``)."""
    if found is None:
        return None
    end = range_end(question, found.answer, found.sentences)
    end = end or value_across_change(question, found.answer, found.sentences)
    end = end or asked_decade(question, found.answer, found.sentences)
    end = end or year_beside_event(question, found.answer, found.sentences)
    return found if end is None else replace(found, answer=end)


def _span_read(turn: JsonTurn, found: Found | None) -> Found | None:
    """A lone year widened to the span its sentence (or, for years in service, its page) gives
    ("1931 until 1979"), when the question weighs how long each side did something
    (``span_of_years``)."""
    if found is None:
        return None
    page = _sentences(_passages_holding(turn, found.sentences))
    span = span_of_years(turn.question, found.answer, found.sentences, page)
    return found if span is None else replace(found, answer=span)


def _compare_next(chain: Chain) -> str | None:
    """The answer to the chain's next step when it compares two values already found, decided in
    code: "Which is older, the quarry (#1) or the mill (#2)?", or "Who was born first, #1 (#2) or
    #3 (#4)?" (the values in brackets; the answer is the name found for the winning side); else None."""
    step = chain.steps[len(chain.answers)]
    valued = [int(n) for n in re.findall(r"\(#(\d+)\)", step)]
    refs = valued if len(valued) >= 2 else [int(n) for n in re.findall(r"#(\d+)", step)]
    if len(refs) < 2 or not all(1 <= n <= len(chain.answers) for n in refs):
        return None
    winner = compare(step, [chain.answers[n - 1] for n in refs])
    if winner is None:
        return None
    known = len(chain.answers)
    return re.sub(r"#(\d+)", lambda m: chain.answers[int(m[1]) - 1] if int(m[1]) <= known else m[0], winner)


def _final_answer(turn: JsonTurn, done: Chain, last: Found) -> Steps[Found | None]:
    """The answer to the question itself once the plan's steps are answered: a comparison of two
    numbers or dates is decided in code; the last step's answer is the question's when the step is
    the question (a one-step plan, or a plan split from the wording); otherwise (a model's plan,
    whose order may be wrong) one more call answers the question from the passages and the steps'
    facts. None when that answer does not fit the question. A bare kin word is answered as its sentence writes it
    (``unnamed_kin_as_written``)."""
    lookups, values = [step for step, _ in done.facts], [answer for _, answer in done.facts]
    for asked in (done.steps[-1], turn.question, two_named_compared(turn.question) or turn.question):
        for sides in (2, 3):  # the last two or three steps looked up the sides' values
            ordered = in_side_order(asked, lookups[-sides:], values[-sides:])  # a model's plan may swap them
            compared = compare(plain_wording(asked), ordered) if len(values) >= sides else None
            if compared is not None:
                return Found(answer=_side_named(turn, done, compared))
    if (len(done.steps) == 1 and not done.known) or done.final_is_question:
        final: Found | None = last
    else:
        ask = {"prompts": turn.prompts, "instructions": turn.instructions, "background": turn.background}
        final = yield from answer_from(turn.model, turn.question, _about(turn, turn.question), done.facts, **ask)
        final = _anchored(turn, turn.question, final) if final is not None else None
        if final is not None:
            final = replace(final, answer=whole_list(turn.question, final.answer, final.sentences))
            final = replace(final, answer=_without_other_items(turn.question, final.answer))
    final = _range_end_read(turn.question, final)  # "up to what year ...?" answered with the period
    # checked against the question as read, the asker's own sentence left out or its pointer put in ("I'm taking
    # the company's gas-powered flagship across the Sound ... who designed her": no page need name the Sound)
    asked = strip_chatter(turn.question)
    if final is None or not _fits(turn, asked, final, chain_evidence=done.evidence, found_names=_names(done)):
        return None
    # a bare kin word as its sentence writes it, once the checks have read the answer: "his uncle, a fisherman"
    return replace(final, answer=unnamed_kin_as_written(asked, final.answer, final.sentences))


def _side_named(turn: JsonTurn, done: Chain, side: str) -> str:
    """A comparison's winning side by its name where the sentences its values were read from (or their pages'
    headings) give one: "the infirmary" is "the Dunmere Infirmary", "the old canal from Kellbrook to Dunmere"
    the Aske Navigation (fresh35 k08 was answered by the description when a step decided it)."""
    by_page = _side_by_its_page(turn, done, side)  # first: "company quarrying slate at Pell" is no "Pell Slate"
    if by_page is not None:
        return by_page
    holding = _passages_holding(turn, done.evidence)
    named = name_for_side(side, [*done.evidence, *_headings(holding)])
    if named != side:
        return named
    # else the whole page its value was read from, which may tell the side in other sentences than the value's ("has
    # a side door for loading cattle, and entered service in ... 1973", fresh40 h06); a heading ends at its blank line
    return name_for_side(side, [" ".join(page.replace("\n\n", ". ").split()) for page in holding])


_NOT_A_DEED = "|".join(sorted(NOT_ING | {"sailing"}))  # "the evening service", "the morning sailing": no deeds
_TOLD_BY_DEED = re.compile(
    r"^(?:the\s+)?(?P<noun>one|(?!the\b)[a-z-]+)\s+(?:(?:that|which|who)\s+(?P<deed>.+)|"
    rf"(?P<doing>(?!(?:{_NOT_A_DEED})\b)[a-z]+ing\s.+))$"
)


def _side_by_its_page(turn: JsonTurn, done: Chain, side: str) -> str | None:
    """A side told by what it did ("the one that started out in rooms above a market hall", "the company quarrying
    grey granite at Calder Heath") by the heading of the page its value was read from ("# Marrow End School"), where
    the heading names a thing of the kind compared (the side's noun, or for "the one" the question's): the lookup step
    that describes it so was answered there (fresh45 k09 and fresh55 k10 were answered with the description). Asked
    before the names its sentences give, which take a deed's object for the name ("the Pell Slate"). Else a side told
    by a description and its place (``_side_by_its_named_page``); None when neither names it."""
    told = _TOLD_BY_DEED.match(side.strip())
    noun = told["noun"] if told is not None and told["noun"] != "one" else asked_noun(strip_chatter(turn.question))
    if told is None or noun is None:
        return _side_by_its_named_page(turn, done, side)
    deed = _normal(told["deed"] or told["doing"])  # "that quarries slate", "quarrying slate" (fresh55 k10)
    pairs = list(zip(done.steps, done.support, strict=False))
    for at, (step, support) in enumerate(pairs):
        if deed not in _normal(step):
            continue
        others = {h for i, (_, said) in enumerate(pairs) if i != at for h in _page_headings(turn, said)}
        names = {h for h in _page_headings(turn, support) if singular(noun) in _normal(h).split()} - others
        if len(names) == 1:
            return names.pop()
        break
    return _side_by_its_named_page(turn, done, side)  # "yearly gathering of ...": no deed after all


_DESCRIBED_SIDE = re.compile(
    r"^(?:the\s+)?(?:[a-z][\w-]*\s+)*?(?P<noun>[a-z][\w-]*)\s+(?:at|in|on|of|near|by|to|from)\s+\S"
)
"""A side told by lowercase words and a place ("the yearly gathering of horse dealers at Harlow Cross", "the
overnight run to Brannoch Quay")."""
_HEADING_KIND = re.compile(r"^[A-Z][a-z]+:\s+")
"""A heading's kind before its name ("Route: " of "# Route: Corvanmouth to Brannoch Quay (night)")."""


def _side_by_its_named_page(turn: JsonTurn, done: Chain, side: str) -> str | None:
    """A side told by a description and its place's name ("the yearly gathering of horse dealers at Harlow Cross") by
    the heading of the one page the step describing it was answered from, when that heading holds the side's names
    and more ("# Harlow Cross Horse Fair"; fresh58 k10 was answered with the description, F1 50; "# Route: Corvanmouth
    to Brannoch Quay (night)" without its kind, where fresh64 h05 named the place): the thing's own name, not the
    place's page. None otherwise, or when the heading names a thing of another category."""
    described = _DESCRIBED_SIDE.match(side.strip())
    if described is None:
        return None
    told = {w.casefold() for w in re.findall(r"\b[A-Z][\w'’-]*", side)}  # its place's name: "harlow", "cross"
    for step, support in zip(done.steps, done.support, strict=False):
        if _normal(side) not in _normal(step):
            continue
        named = {_HEADING_KIND.sub("", h) for h in _page_headings(turn, support)}
        headings = [h for h in named if told and told < set(name_words(h))]
        if len(headings) != 1:
            return None
        kinds = {noun_category(described["noun"]), noun_category(headings[0].split()[-1].casefold())}
        return headings[0] if None in kinds or len(kinds) == 1 else None
    return None


def _page_headings(turn: JsonTurn, sentences: Sequence[str]) -> set[str]:
    """The top headings ("# Marrow End School", not "## History") of the pages holding ``sentences``."""
    headings = (heading_line(p) for p in _passages_holding(turn, sentences))
    return {h.removeprefix("# ").strip() for h in headings if h.startswith("# ")}


def _names(chain: Chain) -> list[str]:
    """The answers found so far, earlier plans' included: names an answer may be checked against."""
    return [answer for _, answer in chain.facts]


_UNIQUE_DESCRIPTION = re.compile(
    r"^(?:she|he|it|they)\s+(?:was|is|were|are)\s+(?P<described>(?:the|its|her|his|their)\s+[^.;,]*?"
    r"\b(?:first|last|only|oldest|largest|biggest|smallest|longest|fastest|newest)\b[^.;,]*)[.;]?$",
    re.IGNORECASE,
)


def _described_step(turn: JsonTurn, chain: Chain) -> Chain | None:
    """The re-plan made in code that asks the current step of the one thing it names by what that
    thing's own page says it uniquely was ("She was the company's first ship built to carry cars"):
    other pages call a thing by what it was, not by its name (Jonas Lusk's page says he "ordered its
    first ship built to carry cars", not that he commissioned MV Corvan Lady). None when the step
    names no one thing whose own page was gathered, or that page describes it no such way."""
    if len(chain.answers) >= len(chain.steps):  # every step answered: the question itself failed
        return None
    names = named_entities(chain.current)
    if len(names) != 1:
        return None
    own_pages = [p for p in turn.passages if _own_page(chain.current, _page_subject(turn, p))]
    for sentence in _sentences(own_pages):
        plain = re.sub(rf"^(?:the\s+)?{re.escape(names[0])}\b", "it", " ".join(sentence.split()), flags=re.I)
        described = _UNIQUE_DESCRIPTION.match(plain)
        if described is not None:
            what = re.split(r"\s+and\s+", described["described"])[0]  # "... in the Isles and kept its records"
            return chain.reworded(chain.current.replace(names[0], what), because=sentence)
    return None


_KIN_BY_FIRST_NAME = re.compile(
    rf"(?P<owner>[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*)['’]s\s+(?:[a-z-]+\s+)?(?P<kin>{KIN}|cousin)\s+"
    r"(?P<first>[A-Z][a-z]+)\b(?!\s+[A-Z])"
)


def _kin_named_in_full(turn: JsonTurn, chain: Chain) -> Chain | None:
    """The re-plan made in code for a step asking of someone's kin by a first name only ("When was Nils
    Lindqvist's cousin Petra born?"), when a gathered sentence that names the owner and the kin gives that
    first name in full ("a cousin of the architect Petra Lindqvist"): asked by the full name, as the owner's
    page is what the first name finds and its dates are the owner's (fresh32 k09, re-run). None otherwise."""
    if len(chain.answers) >= len(chain.steps):  # every step answered: the question itself failed
        return None
    found = _KIN_BY_FIRST_NAME.search(chain.current)
    if found is None:
        return None
    full = re.compile(rf"\b{re.escape(found['first'])}\s+(?:[A-Z][\w'’-]+\s+)*[A-Z][\w'’-]+")
    owner = found["owner"].split()[-1]
    named = {
        (m[0], sentence)
        for sentence in _sentences(turn.passages)
        if owner in sentence and found["kin"] in sentence.casefold()
        for m in full.finditer(" ".join(sentence.split()))
    }
    if len({name for name, _ in named}) != 1:
        return None
    name, because = next(iter(named))
    return chain.reworded(chain.current.replace(found[0], name), because=because)


def _pointed_step(turn: JsonTurn, chain: Chain) -> Chain | None:
    """The re-plan made in code for a statement and a question pointing back to it, searched whole
    and failed: what the question points back to is asked of the statement first, then the question
    with its answer in place (``pointed_first``), so the model reads one hop at a time. None for
    any other failed plan."""
    if chain.answers or chain.steps != (turn.question,):
        return None
    steps = pointed_first(turn.question)
    return replace(chain.replanned(steps), final_is_question=True) if steps is not None else None


def _replan_or_give_up(turn: JsonTurn, chain: Chain, missing: str, failed: Found | None = None) -> Steps[AIMessage]:
    """Re-plan once from the facts found so far (in code where the failed step's owner can be
    looked up first, ``Chain.split_current``, an unnamed relative asked inside the next step,
    ``Chain.fold_current``, the step's thing asked by what its own page says it uniquely was,
    ``_described_step``, or a statement's thing the question points back to, ``_pointed_step``;
    else by the model; a re-plan that repeats a step
    already searched searches it again for more passages, as its entity's own page may rank just
    below the first few); after that, a multi-hop question gets one last try: searched whole, then
    answered once from every passage about it with the facts found (``Chain.asked_whole``; a plan's
    wording can miss what one search of the question finds, and its facts tie the answer's page to
    the question), under the checks the plan's final answer passes; when the question was searched
    already, it is answered whole from the passages gathered (``_whole_question``); then give up
    saying what is missing. ``failed``: the answer the failed step got; when it answers the owner's
    lookup (the ship, for "who was the master of the ship on the X route?"), it is taken as that
    step's answer, so the owner is not searched for again."""
    denial = _denied_on_its_pages(turn, chain)
    if denial is not None:  # "Josephine Hale never married": no re-plan or last try can find her husband
        return _call("give_up", {"reason": f"the knowledge base says: {denial}"})
    unnamed = _kin_unnamed_on_its_pages(turn, chain)
    if unnamed is not None:  # "from his uncle, a fisherman": no page names him, so nothing can be asked of him
        relative = kin_asked(chain.current)
        return _call("give_up", {"reason": f"the knowledge base does not name {relative}; it says: {unnamed}"})
    if chain.replans < MAX_REPLANS:
        split = chain.split_current()
        # a failed answer may be the owner looked up ("the ship on the X route"), never the thing
        # behind X for "who ran the brickworks behind X?" (it answered who ran it)
        reusable = failed is not None and split_behind_owner(chain.current, "#1") is None
        if split is not None and reusable and _fits(turn, split.current, failed):
            split = split.answered(failed)
        if split is not None and not turn.already_ran(split.current):
            return _search_step(split)
        folded = chain.fold_current()  # "the father of X", unnamed: asked inside the step that uses him
        if folded is not None and not turn.already_ran(folded.current) and not _is_question(turn, folded.current):
            return _search_step(folded)
        described = _described_step(turn, chain) or _pointed_step(turn, chain)  # not its name; a statement's thing
        described = described or _kin_named_in_full(turn, chain)  # "X's cousin Petra": Petra Lindqvist
        if described is not None and not turn.already_ran(described.current):
            return _search_step(described)
        ask = {"prompts": turn.prompts, "instructions": turn.instructions}
        if turn.code_plans and _flat_one_step(chain):  # a model's plan would only reword it: look further down
            fresh: Chain | None = replace(chain, replans=chain.replans + 1)
        else:
            fresh = yield from plan(turn.model, turn.question, pick=turn.pick, after=chain, **ask)
        if fresh is not None and len(fresh.steps) == 1 and turn.searched_deeper_reworded(fresh.current):
            fresh = None  # a rewording of a query already searched as deep as a step goes: no new plan
        if fresh is not None and not turn.already_ran(fresh.current):
            return _search_step(fresh)
        if fresh is not None and not turn.searched_deeper(fresh.current):  # the same step: look further down
            return _search_step(fresh, limit=2 * JSON_SEARCH_LIMIT)
    if _multi_hop(chain) and not turn.already_ran(turn.question):  # searched whole, then answered once
        return _search_step(chain.asked_whole(turn.question))
    whole = yield from _whole_question(turn, chain)
    if whole is not None:
        return _answer(whole.answer, [*chain.evidence, *whole.sentences], turn.question)
    return _call("give_up", {"reason": _false_premise(turn) or not_recorded(_said_missing(turn, chain, missing))})


def _denied_on_its_pages(turn: JsonTurn, chain: Chain) -> str | None:
    """The sentence of the failed step's entity's own pages (headed by its name) that says what the
    step asks for is not there ("Josephine Hale never married" for "Who was the husband of
    Josephine Hale?", ``denies_thing``); None when none does. A false premise found: re-plans
    would only look for a husband elsewhere, and the whole question's last try answers with a
    nearby year. Another page's denial ("The hamlet has ... no school") says nothing of it."""
    own = _failed_steps_own_pages(turn, chain)
    return next((s for s in _page_sentences(own) if denies_thing(chain.current, [s])), None)


def _kin_unnamed_on_its_pages(turn: JsonTurn, chain: Chain) -> str | None:
    """The sentence of the failed kin step's person's own pages that tells the relative without a name, which no
    other gathered page names with that person (``kin_left_unnamed``: "He learned boatbuilding from his uncle, a
    fisherman, ..."); None otherwise. A missing bridge: a re-plan or the whole question's last try answers with
    the person's own fact (fresh38 k12, unanswerable, got Peter Dray's birth year for his uncle's)."""
    own = _failed_steps_own_pages(turn, chain)
    if not own:  # no own page, or every step answered (no current step to read)
        return None
    others = [p for p in turn.passages if p not in own]
    return kin_left_unnamed(chain.current, _page_sentences(own), others)


def _failed_steps_own_pages(turn: JsonTurn, chain: Chain) -> list[str]:
    """The gathered pages headed by the failed step's entity's name; none when every step is answered (the
    question itself failed, no step to read pages for)."""
    if len(chain.answers) >= len(chain.steps):
        return []
    return [p for p in _about(turn, chain.current) if _own_page(chain.current, _page_subject(turn, p))]


def _page_sentences(pages: Sequence[str]) -> list[str]:
    """The sentences of ``pages`` on one line each, without their headings."""
    return [s for s in one_line_sentences(pages) if not s.startswith("#")]


_STEP_WORDS = frozenset(stems("who whom whose what when where which how many much year was were is are did does do"))


def _said_missing(turn: JsonTurn, chain: Chain, missing: str) -> str:
    """The step a give-up reason names: the one that failed, unless most of its words are neither the
    question's nor a found fact's, or it echoes the re-plan prompt (a model's re-plan gone astray: "Who
    was born in the year when the plan went wrong?"); then the question. A re-plan's new words
    ("Which *workshop* made the lens?", "Who *leads* the *town* of Ossery?") are kept."""
    facts = " ".join([*chain.answers, *(f"{step} {answer}" for step, answer in chain.known)])
    said = stems(missing) - _STEP_WORDS
    unknown = said - stems(f"{turn.question} {facts}")
    echoed = unknown & stems(turn.prompts.replan.format(failed="", facts="")) - stems("the did not")
    return turn.question if 2 * len(unknown) > len(said) or echoed else missing


_DESCRIBING_WORDS = {
    "of",
    "who",
    "whom",
    "whose",
    "which",
    "that",
    "where",
    "when",
    "after",
    "before",
    "while",
    "during",
}


def _flat_one_step(chain: Chain) -> bool:
    """Whether the plan is one step that describes nothing to look up first ("Since which year has
    the Kestrel Courier been published daily?"): no "of", possessive or relative clause after its
    question word, so a model's re-plan has nothing to unpack and costs a call for a rewording."""
    if len(chain.steps) != 1 or chain.answers:
        return False
    tokens = re.findall(r"[\w'’]+", strip_chatter(chain.current).casefold())
    asked = tokens[2:] if tokens[:1] != ["whose"] else tokens  # "In which year ...", but "Whose son ...?"
    return not any(t in _DESCRIBING_WORDS or t.endswith(("'s", "’s", "s'", "s’")) for t in asked)


def _is_question(turn: JsonTurn, step: str) -> bool:
    """Whether a step is the question itself (a plan folded back into it: the last tries below ask it)."""
    return _plain_words(step) == _plain_words(turn.question)


def _plain_words(text: str) -> str:
    return normalize_query(strip_chatter(text)).rstrip("?.! ")


def _multi_hop(chain: Chain) -> bool:
    """Whether the chain is a plan of several hops whose last uses an earlier answer (not a
    comparison, whose sides are looked up one by one and decided in code)."""
    return len(chain.steps) >= 2 and "#" in chain.steps[-1] and not re.search(r"\(#\d+\)", chain.steps[-1])


WHOLE_QUESTION_PASSAGES = 8
"""At most this many passages in the last try at a multi-hop question (a prompt's cost grows with them)."""


def _whole_question(turn: JsonTurn, chain: Chain) -> Steps[Found | None]:
    """The last try before giving up on a multi-hop question whose plan could not be followed and
    whose wording was searched already: the question itself answered from the passages gathered (a
    step's wording can miss a fact the passages hold: "the grandfather" where the pages say "the son
    of"), accepted only when it passes the checks the plan's own final answer must pass. None for a
    one-step plan (the question was that step) and for comparisons (decided in code, or not at all)."""
    if not _multi_hop(chain):
        return None
    passages = (_about(turn, turn.question) or list(turn.passages))[:WHOLE_QUESTION_PASSAGES]
    ask = {"prompts": turn.prompts, "instructions": turn.instructions, "background": turn.background}
    found = yield from answer_from(turn.model, turn.question, passages, chain.facts, **ask)
    found = _range_end_read(turn.question, _anchored(turn, turn.question, found) if found is not None else None)
    if not _fits(turn, turn.question, found, chain_evidence=chain.evidence, found_names=_names(chain)):
        return None
    return found


def decide_json(turn: JsonTurn, messages: Sequence[AnyMessage] = ()) -> Steps[AIMessage]:
    """One controller turn as schema-constrained JSON decisions, returned as a tool call.

    First turn: a plan of one-fact steps (``chain``); the first step is searched. While on the
    chain, each turn answers the current step from the passages and checks the answer in code
    (the kind asked for, from a passage about the entity asked about), then answers the question
    (last step; comparisons of numbers and dates in code) or searches the next step with the
    answers so far substituted. A step that fails its check makes one re-plan from the facts found,
    then a give-up that says what is missing. Off the chain (no usable plan, the next step repeats
    a query, or custom tools are in play), the generic step (``_generic_move``).

    Raises:
        Exception: whatever the model call raised (the controller node records it as an error).
    """
    if not turn.queries and not turn.others:
        chain = yield from _first_plan(turn)
        return _no_decision("no usable plan") if chain is None else _search_step(chain)
    chain = pending_chain(messages)
    if chain is not None and not turn.custom_tools:
        move = yield from _follow_chain(turn, chain)
        if move is not None:
            return move
    return (yield from _generic_move(turn))


def _first_plan(turn: JsonTurn) -> Steps[Chain | None]:
    """The steps split from the wording in code; the model's plan when the code cannot split it
    (more hops than a plan holds, a comparison of things it cannot name) or is told not to."""
    steps = decompose(turn.question) if turn.code_plans and not turn.custom_tools else None
    if steps is not None:
        return Chain(steps=steps, final_is_question=len(steps) > 1 and "#" in steps[-1])
    return (
        yield from plan(turn.model, turn.question, pick=turn.pick, prompts=turn.prompts, instructions=turn.instructions)
    )


def _next_turn_schema(turn: JsonTurn) -> type[BaseModel]:
    docs = turn.prompts.decision_fields
    fields: dict[str, Any] = {
        name: (str, Field(description=docs.get(name, ""))) for name in ("relevant_sentences", "missing", "answer")
    }
    if turn.pick:
        fields["collection"] = (Literal[tuple(turn.pick)] | None, Field(default=None))  # type: ignore[valid-type]
    if turn.custom_tools:
        names = ("search", *(t.name for t in turn.custom_tools))
        fields["tool"] = (Literal[names], Field(default="search", description=docs.get("tool", "")))  # type: ignore[valid-type]
        fields["tool_arguments"] = (dict[str, Any], Field(default_factory=dict))
    return create_model("NextStep", **fields)


def _generic_decision(turn: JsonTurn) -> Steps[dict[str, Any] | str]:
    """The generic step's decision (a dict), or why there is none (a string)."""
    pick_note = f" Collections: {', '.join(turn.pick)}; you may name one." if turn.pick else ""
    tools_note = "".join(f" Tool {t.name}: {t.description}" for t in turn.custom_tools)
    system = turn.prompts.next_turn.format(collections=pick_note, custom_tools=tools_note)
    if turn.instructions:
        system = f"{turn.instructions}\n\n{system}"
    body = "\n\n".join(f"[{i}] {text}" for i, text in enumerate(turn.passages, 1)) or "(none found)"
    user = f"Question: {turn.question}\n\nPassages:\n{body}\n\nQueries already run: {'; '.join(turn.queries) or 'none'}"
    if turn.others:
        user += "\n\nTool results:\n" + "\n".join(turn.others)
    user = turn.prompts.with_background(user, turn.background)
    messages = [SystemMessage(content=system), HumanMessage(content=user)]
    decision = yield from decide(turn.model, messages, _next_turn_schema(turn), method="json")
    if not decision.ok or decision.value is None:
        return decision.error or "no valid decision"
    return decision.value.model_dump()


def _generic_move(turn: JsonTurn) -> Steps[AIMessage]:
    """The generic step: the relevant sentences, what is still missing (the next query, or 'none'),
    then the answer when nothing is. The code, not the model, turns that into a tool call:

    * nothing missing and an answer -> ``answer`` with the sentence that states it (unless the
      "answer" says the passages do not contain it, or fails the checks a planned step's answer
      passes, ``_fits``: then ``give_up`` saying what is missing; never with no passages found);
    * ``EMPTY_SEARCHES_BEFORE_GIVING_UP`` searches that found nothing -> ``give_up``;
    * otherwise the missing fact as a new query -> ``search`` (with ``JSON_SEARCH_LIMIT`` passages);
    * no query, or one already run -> the question itself, if not searched yet (a plan's first
      step can miss), else ``give_up``: the model has no new idea, and repeating a search would
      only spend the budget.
    """
    value = yield from _generic_decision(turn)
    if isinstance(value, str):
        return _no_decision(value)
    answer = str(value.get("answer") or "").strip()
    query = str(value.get("missing") or "").strip()
    if not turn.passages and len(turn.queries) >= EMPTY_SEARCHES_BEFORE_GIVING_UP:
        return _call("give_up", {"reason": f"{len(turn.queries)} searches found no relevant passages"})
    if is_nothing(query) and answer and turn.passages:
        if says_not_stated(answer):
            return _call("give_up", {"reason": answer})
        copied = tuple(split_evidence(str(value.get("relevant_sentences") or "")))
        found = _anchored(turn, turn.question, Found(answer=answer, sentences=copied))
        if not _fits(turn, turn.question, found):  # the same checks as a planned step's answer
            return _call("give_up", {"reason": _false_premise(turn) or not_recorded(turn.question)})
        return _answer(found.answer, found.sentences, turn.question)
    if value.get("tool", "search") != "search":
        return _call(value["tool"], dict(value.get("tool_arguments") or {}))
    run = {normalize_query(q) for q in turn.queries}
    stale = is_nothing(query) or normalize_query(query) in run
    if stale and normalize_query(turn.question) not in run:
        query = turn.question  # before giving up for want of a new query, search the question itself once
    elif stale:
        said = answer if answer and says_not_stated(answer) else None
        return _call("give_up", {"reason": said or "the searches so far found no more relevant passages"})
    args: dict[str, Any] = {"query": query, "limit": JSON_SEARCH_LIMIT}
    if value.get("collection"):
        args["collection"] = value["collection"]
    return _call("search", args)
