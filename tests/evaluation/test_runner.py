"""The evaluation runner on boundary fakes: systems, scoring, cost counting, resuming."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.types import Chunk
from arcana_graph.evaluation import (
    EvalQuestion,
    EvalSettings,
    Outcome,
    build_system,
    load_records,
    parse_system,
    run_evaluation,
    score_outcome,
)
from arcana_graph.evaluation.usage import UsageCounter
from tests.fakes import ListSearcher, ScriptedChatModel, call, calls

RAILWAY = Chunk(id="c1", text="The railway opened in 1887.", collection="industry", source="railway.md")
FIRM = Chunk(id="c2", text="Brack & Oduya built it.", collection="industry", source="firm.md")
OPENED = EvalQuestion(
    id="q1", type="single-hop", question="When did the railway open?", answer="1887", gold=("industry/railway.md",)
)
BUILT = EvalQuestion(
    id="q2",
    type="two-hop",
    question="Who built the railway that opened in 1887?",
    answer="Brack & Oduya",
    gold=("industry/railway.md", "industry/firm.md"),
)
UNKNOWN = EvalQuestion(id="q3", type="unanswerable", question="Who drove it first?", answer=None, gold=())


def reply(text: str, tokens: tuple[int, int] = (10, 2)) -> AIMessage:
    usage = {"input_tokens": tokens[0], "output_tokens": tokens[1], "total_tokens": sum(tokens)}
    return AIMessage(content=text, usage_metadata=usage)  # type: ignore[arg-type]


def test_system_specs_parse_and_unknown_ones_fail_with_the_choices() -> None:
    assert parse_system("loop").kind == "loop"
    assert parse_system("single-search").kind == "single-search"
    piped = parse_system(" pipeline: decompose, search ,answer")
    assert piped.kind == "pipeline" and piped.steps == ("decompose", "search", "answer")
    assert piped.name == "pipeline:decompose,search,answer"
    for bad in ("agent", "pipeline:", "pipeline:,"):
        with pytest.raises(ConfigurationError, match="single-search"):
            parse_system(bad)


def test_single_search_counts_calls_and_tokens_and_records_what_it_retrieved() -> None:
    model = ScriptedChatModel(script=[reply("It opened in 1887.", (120, 7))])
    run = build_system(parse_system("single-search"), ListSearcher([[RAILWAY, FIRM]]), llm=model)
    usage = UsageCounter()
    outcome = run(OPENED.question, [usage])
    assert outcome.terminated_by == "answered" and outcome.answer == "It opened in 1887."
    assert outcome.retrieved == ["industry/railway.md", "industry/firm.md"] and outcome.searches == 1
    assert usage.totals() == {"llm_calls": 1, "prompt_tokens": 120, "completion_tokens": 7}
    assert outcome.seconds > 0


def test_single_search_short_answers_with_the_loops_final_call_and_counts_it() -> None:
    searcher = ListSearcher([[RAILWAY, FIRM]])
    model = ScriptedChatModel(script=[reply('{"relevant_sentences": "x", "answer": "1887"}', (90, 9))])
    run = build_system(parse_system("single-search-short"), searcher, llm=model)
    usage = UsageCounter()
    outcome = run(OPENED.question, [usage])
    assert outcome.answer == "1887" and outcome.retrieved == ["industry/railway.md", "industry/firm.md"]
    assert searcher.calls[0]["limit"] == 5 and searcher.calls[0]["query"] == OPENED.question
    assert usage.totals() == {"llm_calls": 1, "prompt_tokens": 90, "completion_tokens": 9}
    prompt = str(model.calls[0]["messages"][-1].content)
    assert "The railway opened in 1887." in prompt and prompt.endswith(f"Question: {OPENED.question}")
    unknown = build_system(
        parse_system("single-search-short"),
        ListSearcher([[RAILWAY]]),
        llm=ScriptedChatModel(script=[reply('{"relevant_sentences": "none", "answer": "unknown"}')]),
    )(UNKNOWN.question, [])
    assert unknown.answer == "I don't know." and score_outcome(UNKNOWN, unknown)["refused"] is True


def test_no_retrieval_answers_without_searching() -> None:
    searcher = ListSearcher([[RAILWAY]])
    run = build_system(parse_system("no-retrieval"), searcher, llm=ScriptedChatModel(script=[reply("1900")]))
    outcome = run(OPENED.question, [])
    assert outcome.answer == "1900" and outcome.retrieved == [] and searcher.calls == []


def test_the_loop_system_gathers_passages_over_its_searches() -> None:
    model = ScriptedChatModel(
        script=[
            calls(call("search", {"query": "railway opening"})),
            calls(call("search", {"query": "railway builder"})),
            calls(call("answer", {"text": "Brack & Oduya"})),
        ]
    )
    run = build_system(parse_system("loop"), ListSearcher([[RAILWAY], [FIRM]]), llm=model, max_iterations=5)
    usage = UsageCounter()
    outcome = run(BUILT.question, [usage])
    assert outcome.terminated_by == "answered" and outcome.answer == "Brack & Oduya"
    assert outcome.searches == 2 and outcome.iterations == 3
    assert outcome.retrieved == ["industry/railway.md", "industry/firm.md"]
    assert usage.totals()["llm_calls"] == 3
    scores = score_outcome(BUILT, outcome)
    assert scores["em"] == 1.0 and scores["recall"] == 1.0 and scores["refused"] is False


def test_a_crashing_system_becomes_an_error_outcome() -> None:
    run = build_system(parse_system("single-search"), ListSearcher([RuntimeError("db down")]), llm=ScriptedChatModel())
    outcome = run(OPENED.question, [])
    assert outcome.terminated_by == "error" and outcome.answer is None and outcome.error


def test_scores_for_unanswerable_questions_are_refusals_only() -> None:
    declined = score_outcome(UNKNOWN, Outcome(answer="I don't know.", terminated_by="answered"))
    assert declined == {"refused": True, "em": None, "f1": None, "contains": None, "recall": None}
    gave_up = score_outcome(UNKNOWN, Outcome(answer="Nothing relevant found.", terminated_by="gave_up"))
    assert gave_up["refused"] is True
    invented = score_outcome(UNKNOWN, Outcome(answer="Tom Wren drove it.", terminated_by="answered"))
    assert invented["refused"] is False
    wordy = score_outcome(OPENED, Outcome(answer="The railway opened in 1887.", terminated_by="answered"))
    assert wordy["em"] == 0.0 and wordy["contains"] == 1.0 and 0 < wordy["f1"] < 1


class Interrupting(ListSearcher):
    """A searcher that raises KeyboardInterrupt on one query, like Ctrl-C in the middle of a run."""

    def __init__(self, stop_on: str) -> None:
        super().__init__([[RAILWAY, FIRM]])
        self.stop_on = stop_on

    def __call__(self, query: str, **kwargs: object) -> object:
        if query == self.stop_on:
            raise KeyboardInterrupt
        return super().__call__(query, **kwargs)  # type: ignore[arg-type]


def test_an_interrupted_evaluation_keeps_finished_runs_and_resumes(tmp_path: Path) -> None:
    records = tmp_path / "records.jsonl"
    questions = [OPENED, BUILT, UNKNOWN]
    model = ScriptedChatModel(script=[reply("1887"), reply("never used")])
    settings = EvalSettings(llm=model)
    with pytest.raises(KeyboardInterrupt):
        run_evaluation(
            questions,
            [parse_system("single-search")],
            Interrupting(stop_on=BUILT.question),
            settings=settings,
            records_path=records,
            progress=False,
        )
    kept = load_records(records)
    assert [r["id"] for r in kept.values()] == ["q1"]
    with records.open("a") as torn:  # a write cut short leaves half a line; it is ignored
        torn.write('{"key": "half')

    model.script[:] = [reply("Brack & Oduya"), reply("I don't know.")]
    results = run_evaluation(
        questions,
        [parse_system("single-search")],
        ListSearcher([[RAILWAY, FIRM]]),
        settings=settings,
        records_path=records,
        progress=False,
    )
    assert [r["id"] for r in results] == ["q1", "q2", "q3"]
    assert [r["answer"] for r in results] == ["1887", "Brack & Oduya", "I don't know."]
    assert len(model.calls) == 3, "q1 was not run again"
    assert results[2]["refused"] is True and results[1]["em"] == 1.0
    again = run_evaluation(
        questions,
        [parse_system("single-search")],
        ListSearcher([]),
        settings=EvalSettings(llm=model),
        records_path=records,
        progress=False,
    )
    assert [r["answer"] for r in again] == [r["answer"] for r in results] and len(model.calls) == 3
    lines = [json.loads(line) for line in records.read_text().splitlines() if line.startswith('{"system"')]
    assert len(lines) == 3


def test_another_budget_is_another_record(tmp_path: Path) -> None:
    model = ScriptedChatModel(script=[reply("1887"), reply("1887")])
    records = tmp_path / "records.jsonl"
    for budget in (3, 5):
        run_evaluation(
            [OPENED],
            [parse_system("single-search")],
            ListSearcher([[RAILWAY]]),
            settings=EvalSettings(llm=model, max_iterations=budget),
            records_path=records,
            progress=False,
        )
    assert sorted(r["max_iterations"] for r in load_records(records).values()) == [3, 5]


def test_groundedness_comes_from_the_grounder_and_a_failing_grounder_leaves_it_empty(tmp_path: Path) -> None:
    from arcana_graph.core.types import GroundingResult

    seen = []

    def grounder(answer: str, chunks: list[Chunk], *, question: str) -> GroundingResult:
        seen.append((answer, [c.id for c in chunks], question))
        if answer == "broken":
            raise RuntimeError("judge offline")
        return GroundingResult(score=0.5)

    model = ScriptedChatModel(script=[reply("1887"), reply("broken"), reply("I don't know.")])
    results = run_evaluation(
        [OPENED, BUILT, UNKNOWN],
        [parse_system("single-search")],
        ListSearcher([[RAILWAY]]),
        settings=EvalSettings(llm=model),
        records_path=tmp_path / "r.jsonl",
        grounder=grounder,
        progress=False,
    )
    assert [r["groundedness"] for r in results] == [0.5, None, None]
    assert seen[0] == ("1887", ["c1"], OPENED.question) and len(seen) == 2, "refusals are not judged"


def test_citation_precision_and_whether_an_answer_cites() -> None:
    from arcana_graph.evaluation.runner import score_citations

    both = Outcome(answer="1887", terminated_by="answered", cited=["industry/railway.md", "towns/other.md"])
    assert score_citations(OPENED, both, refused=False) == {
        "cited": ["industry/railway.md", "towns/other.md"],
        "cites": True,
        "citation_precision": 0.5,
    }
    uncited = score_citations(OPENED, Outcome(answer="1887", terminated_by="answered"), refused=False)
    assert (uncited["cites"], uncited["citation_precision"]) == (False, None)
    refused = score_citations(UNKNOWN, Outcome(answer="I don't know.", terminated_by="answered"), refused=True)
    assert (refused["cites"], refused["citation_precision"]) == (None, None)


def test_a_records_key_names_the_graph_search_it_ran_through() -> None:
    """``eval --graph bridge`` keeps its records apart from ``--graph`` (auto) and from no graph; a
    run through auto keeps the key its records had before the modes were named."""
    loop = parse_system("loop")
    keys = {graph: EvalSettings(llm="local", graph=graph).key(loop, OPENED) for graph in (None, "auto", "bridge")}
    assert json.loads(keys[None])[-1] == OPENED.id
    assert json.loads(keys["auto"])[-1] == "graph"
    assert json.loads(keys["bridge"])[-1] == "graph-bridge"


def test_eval_takes_a_graph_search_by_name(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from arcana_graph.cli import main

    with pytest.raises(SystemExit) as exited:
        main(["eval", "--graph", "nowhere", "--output", str(tmp_path)])
    assert exited.value.code == 2 and "invalid choice: 'nowhere'" in capsys.readouterr().err
