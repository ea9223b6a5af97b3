"""The Pipeline's answer cites its numbered passages (markers checked) and, with
``self_correct``, an answer of the wrong kind is corrected before the grounding check."""

from __future__ import annotations

from arcana_graph.pipeline import Answer, build_pipeline
from tests.fakes import ListSearcher, RoutingChatModel, chunk

EVALUATE = "Evaluate if the following answer"
IMPROVE = "Please provide an improved answer"


def _searcher() -> ListSearcher:
    return ListSearcher([[chunk("p1", "Harlow Cross has about 900 inhabitants."), chunk("p2", "Ossery is a town.")]])


def test_the_answer_cites_numbered_passages_and_unknown_markers_are_dropped() -> None:
    model = RoutingChatModel(default="Harlow Cross has about 900 inhabitants [1][7].")
    result = build_pipeline(["search", "answer"], llm=model, searcher=_searcher()).invoke({"question": "How many?"})
    assert result["answer"] == "Harlow Cross has about 900 inhabitants [1]."
    assert [c.chunk_id for c in result["citations"]] == ["p1"] and result["dropped_citations"] == 1
    prompt = model.calls[-1]["prompt"]
    assert "[1] Harlow Cross has about 900 inhabitants." in prompt and "[2] Ossery is a town." in prompt


def test_an_answer_of_the_wrong_kind_is_corrected_before_it_is_graded() -> None:
    model = RoutingChatModel(
        routes=[(IMPROVE, "About 900 people live there [1]."), (EVALUATE, '{"grounded": true}')],
        default="It is a lovely town [1].",
    )
    steps = ["search", Answer(self_correct=True)]
    result = build_pipeline(steps, llm=model, searcher=_searcher()).invoke(
        {"question": "How many people live in Harlow Cross?"}
    )
    assert result["answer"] == "About 900 people live there [1]."
    assert result["corrections"][0]["feedback"].startswith("The question asks for a number")
    refusal = RoutingChatModel(routes=[(EVALUATE, '{"grounded": true}')], default="The context does not state it.")
    kept = build_pipeline(steps, llm=refusal, searcher=_searcher()).invoke({"question": "How many cows are there?"})
    assert kept["answer"] == "The context does not state it." and kept["corrections"] == []
    assert kept["citations"] == []  # a refusal cites nothing
