"""Short answers: detection, statements (rules and model), judging them against passages together."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from langchain_core.messages import AIMessage

from arcana_graph.core.effects import run_async
from arcana_graph.core.types import Chunk, Citation, GroundingResult
from arcana_graph.grounding import LLMJudgeGrounder, prompts
from arcana_graph.grounding.agreement import compare
from arcana_graph.grounding.node import cited_chunks, ground
from arcana_graph.grounding.short_answers import has_finite_verb, is_short_answer
from arcana_graph.grounding.statements import statement_by_rules, statement_from_model, template_statement
from tests.fakes import RoutingChatModel, ScriptedChatModel

DEMO = "Who founded the workshop that made the lens of the Veltmar Point lighthouse?"
LIGHT = Chunk(id="light", text="The lighthouse's lens was made by the Quillon Glassworks in Sarrow.")
GLASS = Chunk(
    id="glass", text="The Quillon Glassworks was founded in 1861 by Ottilie Quillon. Her son Bram ran it later."
)
GALE = Chunk(id="gale", text="The Great Gale struck the Isle of Brannoch in 1911.")
CHUNKS = [LIGHT, GLASS]


def reply(value: str) -> str:
    return json.dumps({"answer": value})


def local_judge(*routes: tuple[str, Any], default: Any = None, **options: Any) -> tuple[LLMJudgeGrounder, Any]:
    """A judge on the local path (blank filling) with a model answering by prompt content."""
    model = RoutingChatModel(routes=list(routes), default=default if default is not None else reply("not stated"))
    return LLMJudgeGrounder(model, claims="sentences", **options), model


# -- what counts as a short answer ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "answer",
    [
        "Ottilie Quillon",
        "1887",
        "about 900",
        "3 March 1884.",  # final punctuation, but no verb
        "Samuel Brack and Ada Oduya",
        "A History of the Kestrel Valley",
        "made by the Quillon Glassworks",  # a participle opening a fragment is no finite verb
        "Ottilie Quillon founded it",  # a verb, but no final punctuation
        "on the northern cliffs of the Isle of Brannoch",
        "yes",
        "Ottilie Quillon [1]",  # citation markers are not part of the answer
        "  two hours and forty minutes  ",
    ],
)
def test_short_answers(answer: str) -> None:
    assert is_short_answer(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "",
        "   ",
        "It was Ottilie Quillon.",  # a finite verb and final punctuation: a sentence
        "The lens was made by the Quillon Glassworks.",
        "The lighthouse stands on the northern cliffs.",  # -s verb after a determiner and a noun
        "Harrow & Dane makes clocks.",  # -s verb after a name
        "Ottilie Quillon founded the Quillon Glassworks in 1861. It closed in 1958.",
        "Ottilie Quillon\nBram Quillon",  # more than one line
        "Ottilie Quillon. 1861.",  # more than one piece
        "one two three four five six seven eight nine ten eleven twelve thirteen",  # over 12 words
    ],
)
def test_sentence_answers(answer: str) -> None:
    assert not is_short_answer(answer)


def test_finite_verbs_are_told_from_participles_and_plurals() -> None:
    assert has_finite_verb("It closed in 1958") and has_finite_verb("The firm was founded")
    assert not has_finite_verb("founded in 1861 by Ottilie Quillon")  # opens the text: a participle
    assert not has_finite_verb("the closed mill") and not has_finite_verb("about 900 inhabitants")
    assert not has_finite_verb("the northern cliffs of the isle")  # a plural before "of" is a noun


# -- statements by rules ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "answer", "statement", "cloze"),
    [
        (
            DEMO,
            "Ottilie Quillon",
            "Ottilie Quillon founded the workshop that made the lens of the Veltmar Point lighthouse.",
            "___ founded the workshop that made the lens of the Veltmar Point lighthouse.",
        ),
        (
            "When was Veltmar Point Lighthouse first lit?",
            "3 March 1884",
            "Veltmar Point Lighthouse was first lit on 3 March 1884.",
            "Veltmar Point Lighthouse was first lit on ___.",
        ),
        ("When did Brack & Oduya close?", "1952", "Brack & Oduya closed in 1952.", "Brack & Oduya closed in ___."),
        ("What did the Aske Paper Mill make?", "banknote paper", "The Aske Paper Mill made banknote paper.", None),
        (
            "How many inhabitants does Harlow Cross have?",
            "about 900",
            "Harlow Cross has about 900 inhabitants.",
            "Harlow Cross has ___ inhabitants.",
        ),
        ("How many people live in Ossery?", "6,500", "6,500 people live in Ossery.", "___ people live in Ossery."),
        (
            "Which beer is the Fenwick Brewery best known for?",
            "Aske Amber",
            "The Fenwick Brewery is best known for Aske Amber.",
            None,
        ),
        ("Where is the lighthouse?", "on the northern cliffs", "The lighthouse is on the northern cliffs.", None),
        ("Where was Ada Oduya born?", "Brightwater", "Ada Oduya was born in Brightwater.", None),
        ("In which year was the breakwater finished?", "1869", "The breakwater was finished in 1869.", None),
        ("Where did the glassworks get its sand?", "Orla Bay", "The glassworks got its sand in Orla Bay.", None),
        ("How long is the ferry crossing?", "two hours", "The ferry crossing is two hours long.", None),
        ("Which firm made the telescope?", "Brack & Oduya", "Brack & Oduya made the telescope.", None),
        (
            "Which is older, the Greyfold Dairy Cooperative or Brack & Oduya?",
            "Brack & Oduya",
            "Of the Greyfold Dairy Cooperative and Brack & Oduya, Brack & Oduya is older.",
            "Of the Greyfold Dairy Cooperative and Brack & Oduya, ___ is older.",
        ),
        ("Who was the lens made by?", "the Quillon Glassworks", "The lens was made by the Quillon Glassworks.", None),
    ],
)
def test_rules_turn_wh_questions_into_statements(question: str, answer: str, statement: str, cloze: str | None) -> None:
    found = statement_by_rules(question, answer)
    assert found is not None and found.how == "rules"
    assert found.text == statement
    assert found.slot is not None and found.text[found.slot[0] : found.slot[1]] == answer
    if cloze is not None:
        assert found.cloze == cloze


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("Was the town hall finished before the corn exchange?", "yes"),  # yes / no: no slot to blank
        ("When was the school founded?", "It was founded in 1874."),  # the answer has a verb
        ("When did the tannery close that was founded by the Rudds?", "1904"),  # a clause: unsafe
        ("Where was the architect born who designed the school?", "Dunmere"),
        ("Hey, do you know what the best-known beer is called?", "Market Mild"),  # unknown shape
        ("How many beds did the infirmary have when it opened?", "60"),
    ],
)
def test_rules_decline_what_they_cannot_convert_safely(question: str, answer: str) -> None:
    assert statement_by_rules(question, answer) is None


def test_template_and_model_statements_are_checked() -> None:
    template = template_statement("Who founded it?", "Ottilie Quillon [1]")
    assert template.text == 'The answer to "Who founded it?" is Ottilie Quillon.' and template.cloze is not None
    written = statement_from_model(DEMO, "Ottilie Quillon", "Ottilie Quillon founded the workshop that made the lens.")
    assert written is not None and written.how == "model" and written.slot == (0, 15)
    # a model that adds a name or a number, or changes the answer, is not trusted
    assert statement_from_model(DEMO, "Ottilie Quillon", "Ottilie Quillon founded the workshop in 1861.") is None
    assert statement_from_model(DEMO, "Bram Quillon", "Ottilie Quillon founded the workshop.") is None
    assert statement_from_model(DEMO, "Ottilie Quillon", "Ottilie Quillon.") is None  # nothing left to blank
    yes = statement_from_model("Was the hall finished first?", "yes", "The hall was finished first.")
    assert yes is not None and yes.slot is None and yes.cloze is None
    assert statement_from_model("Was the hall finished first?", "no", "The hall was finished first.") is None


# -- comparing the answer with what the passages give --------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "value", "verdict"),
    [
        ("Ottilie Quillon", "Ottilie Quillon", "supported"),
        ("900", "about 900 inhabitants", "supported"),
        ("about 900", "900", "supported"),
        ("four tonnes", "4 tonnes", "supported"),  # number words as digits
        ("31 kilometers", "31 kilometres", "supported"),  # spelling variants of ordinary words
        ("Samuel Brack", "Samuel Brack and Ada Oduya", "supported"),
        ("yes", "Yes", "supported"),
        ("Bram Quillon", "Ottilie Quillon", "contradicted"),  # "Quillon" is in the question
        ("Ottilie Quillan", "Ottilie Quillon", "partial"),  # names match exactly: "Quillan" is checked again
        ("yes", "no", "contradicted"),
        ("Ottilie Quillon, in 1920", "Ottilie Quillon", "partial"),
        ("Ottilie Quillon", "not stated", "unsupported"),
        ("Ottilie Quillon", "", "unsupported"),
    ],
)
def test_compare(answer: str, value: str, verdict: str) -> None:
    question = "Who ran the Quillon Glassworks?"
    assert compare(answer, value, question=question, passages=[GLASS.text]).verdict == verdict


def test_compare_finds_ordinary_words_in_the_passages_but_names_only_in_the_value() -> None:
    question = "Who ran the Quillon Glassworks after her death?"
    assert compare("her son Bram", "Bram", question=question, passages=[GLASS.text]).verdict == "supported"
    partial = compare("Ottilie Quillon, in 1920", "Ottilie Quillon", question=DEMO, passages=[GLASS.text])
    assert partial.missing == ("1920",)


# -- the judge on short answers (local path: filling the blank) -----------------------------------------


def test_a_short_answer_is_one_claim_spanning_the_answer() -> None:
    judge, model = local_judge(("Statement: ___ founded", reply("Ottilie Quillon")))
    result = judge("Ottilie Quillon", CHUNKS, question=DEMO)
    assert result.score == 1.0 and result.hallucinated_spans == ()
    (span,) = result.faithful_spans
    assert (span.text, span.start, span.end) == ("Ottilie Quillon", 0, 15)
    assert {s.chunk_id for s in span.sources} == {"light", "glass"}  # both hops
    assert len(model.calls) == 1  # the rules made the statement: one model call in all


def test_the_judge_reads_all_cited_passages_together_and_never_sees_the_answer() -> None:
    judge, model = local_judge(("Statement:", reply("Ottilie Quillon")))
    judge("Ottilie Quillon", CHUNKS, question=DEMO)
    (prompt,) = model.prompts_with("Statement:")
    assert prompt.startswith(f"[1] {LIGHT.text}\n\n[2] {GLASS.text}\n\nStatement: ___ founded the workshop")
    statement_line = prompt.rsplit("\n", 1)[-1]
    assert "Ottilie" not in statement_line  # blind: a small judge shown the answer copies it
    system = str(model.calls[0]["messages"][0].content)
    assert "passages together may fill it" in system


def test_a_hallucinated_short_answer_is_flagged_with_the_passage_that_says_otherwise() -> None:
    judge, model = local_judge(
        ("Statement: ___ founded", reply("Ottilie Quillon")),
        ("Statement: ___ Quillon founded", reply("Ottilie")),  # "Quillon" agreed: "Bram" is checked alone
    )
    result = judge("Bram Quillon", [LIGHT, GLASS, GALE], question=DEMO)
    assert result.score == 0.0 and result.faithful_spans == ()
    (span,) = result.hallucinated_spans
    assert span.text == "Bram Quillon" and "glass" in {s.chunk_id for s in span.sources}
    assert "gale" not in {s.chunk_id for s in span.sources}
    assert len(model.calls) == 2


def test_an_injected_qualifier_gets_a_second_blank_of_its_own() -> None:
    judge, model = local_judge(
        ("Statement: ___ founded", reply("Ottilie Quillon")),
        ("Statement: Ottilie Quillon, in ___ founded", reply("1861")),
    )
    result = judge("Ottilie Quillon, in 1920", CHUNKS, question=DEMO)
    assert result.score == 0.0 and [s.text for s in result.hallucinated_spans] == ["Ottilie Quillon, in 1920"]
    assert len(model.calls) == 2
    assert judge("Ottilie Quillon, in 1861", CHUNKS, question=DEMO).score == 1.0  # a true qualifier


def test_not_stated_is_unsupported_and_cites_nothing() -> None:
    judge, _ = local_judge()
    result = judge("Ottilie Quillon", CHUNKS, question=DEMO)
    assert result.score == 0.0 and result.hallucinated_spans[0].sources == ()


def test_citation_markers_stay_out_of_the_span() -> None:
    judge, _ = local_judge(("Statement:", reply("Ottilie Quillon")))
    result = judge("Ottilie Quillon [1][2]", CHUNKS, question=DEMO)
    assert [(s.text, s.start, s.end) for s in result.faithful_spans] == [("Ottilie Quillon", 0, 15)]


def test_a_model_writes_the_statement_when_no_rule_fits() -> None:
    judge, model = local_judge(
        ("Answer: yes", json.dumps({"statement": "The hall was finished before the exchange."})),
        ("Question: Was the hall", reply("Yes")),
    )
    result = judge("yes", CHUNKS, question="Was the hall finished before the exchange?")
    assert result.score == 1.0
    conversion = model.prompts_with("Answer: yes")[0]
    assert conversion == "Question: Was the hall finished before the exchange? Answer: yes"
    assert "declarative sentence" in str(model.calls[0]["messages"][0].content)


def test_convert_model_always_asks_the_model_and_a_bad_statement_falls_back_to_the_template() -> None:
    judge, model = local_judge(
        ("Answer: Ottilie Quillon", json.dumps({"statement": "Ottilie Quillon founded it in 1861."})),
        ('Statement: The answer to "', reply("Ottilie Quillon")),
        convert="model",
    )
    assert judge("Ottilie Quillon", CHUNKS, question=DEMO).score == 1.0
    assert len(model.prompts_with('Statement: The answer to "Who founded')) == 1  # the template's blank


def test_convert_off_judges_a_short_answer_as_a_sentence() -> None:
    verdict = {"evidence": "none", "verdict": "unsupported", "chunk_indices": []}
    judge, model = local_judge(default=json.dumps(verdict), convert="off")
    assert judge("Ottilie Quillon", CHUNKS, question=DEMO).score == 0.0
    assert model.calls[0]["prompt"].endswith("Claim: Ottilie Quillon")


def test_sentence_answers_are_still_judged_sentence_by_sentence() -> None:
    verdict = {"evidence": "x", "verdict": "supported", "chunk_indices": [1, 2]}
    judge, model = local_judge(default=json.dumps(verdict))
    answer = "The lens was made by the Quillon Glassworks. Ottilie Quillon founded it."
    assert judge(answer, CHUNKS, question=DEMO).score == 1.0
    assert [p.rsplit("Claim: ", 1)[1] for p in model.prompts_with("Claim:")] == [
        "The lens was made by the Quillon Glassworks.",
        "Ottilie Quillon founded it.",
    ]
    assert str(model.calls[0]["messages"][0].content) == prompts.JUDGE_CLAIM_PROMPT


def test_the_short_answer_check_runs_async() -> None:
    judge, _ = local_judge(("Statement:", reply("Ottilie Quillon")))
    result = asyncio.run(run_async(judge.grounding_steps("Ottilie Quillon", CHUNKS, question=DEMO)))
    assert result.score == 1.0


# -- the judge on short answers (API path: the claims call on the statement) ---------------------------


def test_an_api_judge_gets_the_statement_in_its_claims_call() -> None:
    statement = "Ottilie Quillon founded the workshop that made the lens of the Veltmar Point lighthouse."
    claims = {"claims": [{"text": statement, "verdict": "supported", "chunk_indices": [1, 2]}]}
    model = ScriptedChatModel(script=[AIMessage(content=json.dumps(claims))])
    result = LLMJudgeGrounder(model)("Ottilie Quillon", CHUNKS, question=DEMO)
    assert result.score == 1.0
    (span,) = result.faithful_spans
    assert (span.text, [s.chunk_id for s in span.sources]) == ("Ottilie Quillon", ["light", "glass"])
    prompt = str(model.calls[0]["messages"][1].content)
    assert f"## Answer to check\n{statement}" in prompt and "[2] The Quillon Glassworks" in prompt
    assert "together" in str(model.calls[0]["messages"][0].content)


def test_an_api_judge_flags_a_short_answer_when_any_part_of_its_statement_fails() -> None:
    claims = {
        "claims": [
            {"text": "Bram Quillon founded the workshop", "verdict": "contradicted", "chunk_indices": [2]},
            {"text": "that made the lens", "verdict": "supported", "chunk_indices": [1]},
        ]
    }
    model = ScriptedChatModel(script=[json.dumps(claims)])
    result = LLMJudgeGrounder(model)("Bram Quillon", CHUNKS, question=DEMO)
    assert result.score == 0.0 and [s.text for s in result.hallucinated_spans] == ["Bram Quillon"]


def test_without_a_question_a_short_answer_is_judged_as_it_stands() -> None:
    claims = {"claims": [{"text": "Ottilie Quillon", "verdict": "unsupported"}]}
    model = ScriptedChatModel(script=[json.dumps(claims)])
    assert LLMJudgeGrounder(model)("Ottilie Quillon", CHUNKS, question="").score == 0.0
    assert "## Answer to check\nOttilie Quillon\n" in str(model.calls[0]["messages"][1].content)


# -- the ground node judges the cited passages ---------------------------------------------------------


class Recorder:
    def __init__(self) -> None:
        self.chunk_ids: list[list[str]] = []

    def __call__(self, answer: str, chunks: Any, *, question: str) -> GroundingResult:
        self.chunk_ids.append([c.id for c in chunks])
        return GroundingResult(score=1.0)


def citation(chunk_id: str, marker: int = 1) -> Citation:
    return Citation(marker=marker, chunk_id=chunk_id, collection=None, source=None, start=0, end=1, text="x")


@pytest.mark.parametrize(
    ("citations", "expected"),
    [
        ([citation("glass", 1), citation("light", 2), citation("glass", 3)], ["glass", "light"]),  # citation order
        ([{"chunk_id": "gale", "marker": 1}], ["gale"]),  # the plain-dict form of a checkpointed state
        ([citation("glass"), citation("elsewhere")], ["light", "glass", "gale"]),  # one missing: all
        ([], ["light", "glass", "gale"]),
        (None, ["light", "glass", "gale"]),
    ],
)
def test_citations_narrow_the_passages(citations: Any, expected: list[str]) -> None:
    recorder = Recorder()
    state = {"question": "q", "answer": "a", "chunks": [LIGHT, GLASS, GALE], "citations": citations}
    assert ground(state, grounder=recorder, event="test.ground")["grounding"].score == 1.0
    assert recorder.chunk_ids == [expected]
    assert [c.id for c in cited_chunks([LIGHT, GLASS, GALE], citations)] == expected


def test_the_node_judges_a_short_answer_against_the_cited_passages_together() -> None:
    judge, model = local_judge(("Statement:", reply("Ottilie Quillon")))
    state = {
        "question": DEMO,
        "answer": "Ottilie Quillon",
        "chunks": [GALE, GLASS, LIGHT],
        "citations": [citation("light", 1), citation("glass", 2)],
    }
    grounding = ground(state, grounder=judge, event="test.ground")["grounding"]
    assert grounding.score == 1.0 and grounding.faithful_spans[0].text == "Ottilie Quillon"
    (prompt,) = model.prompts_with("Statement:")
    assert prompt.startswith(f"[1] {LIGHT.text}\n\n[2] {GLASS.text}\n\nStatement:") and GALE.text not in prompt
