"""The ground node after the Loop: when it runs, what it records, and tool-call attribution (§5.1 ground)."""

from __future__ import annotations

from typing import Any

from arcana_graph.core.types import GroundingResult, Span, SpanSource
from arcana_graph.loop import build_loop
from tests.fakes import ListSearcher, ScriptedChatModel, call, calls, chunk


class FixedGrounder:
    """Returns a prepared result (or raises) and records what it was asked."""

    name = "fixed"

    def __init__(self, result: GroundingResult | Exception) -> None:
        self.result = result
        self.calls: list[dict[str, Any]] = []

    def __call__(self, answer: str, chunks: Any, *, question: str) -> GroundingResult:
        self.calls.append({"answer": answer, "chunk_ids": [c.id for c in chunks], "question": question})
        if isinstance(self.result, Exception):
            raise self.result
        return self.result


def span(text: str, *chunk_ids: str) -> Span:
    return Span(
        text=text,
        start=0,
        end=len(text),
        score=1.0,
        sources=tuple(SpanSource(chunk_id=c, score=1.0) for c in chunk_ids),
    )


RESULT = GroundingResult(score=0.75, faithful_spans=(span("A", "a", "b", "zzz"),), hallucinated_spans=(span("B", "b"),))


def run(script: list[Any], grounder: Any, searcher: ListSearcher | None = None, **kwargs: Any) -> dict[str, Any]:
    graph = build_loop(
        ScriptedChatModel(script=script), searcher or ListSearcher([[chunk("a")]]), grounder=grounder, **kwargs
    )
    return graph.invoke({"question": "the question"})


def test_grounding_is_stored_with_the_question_and_gathered_chunks() -> None:
    grounder = FixedGrounder(RESULT)
    result = run([calls(call("search", {"query": "x"})), calls(call("answer", {"text": "final"}))], grounder)
    assert result["grounding"].score == 0.75
    assert grounder.calls == [{"answer": "final", "chunk_ids": ["a"], "question": "the question"}]


def test_sources_are_traced_to_the_earliest_search_returning_them() -> None:
    searcher = ListSearcher([[chunk("a")], [chunk("x")], [chunk("b"), chunk("a")]])
    script = [
        calls(call("search", {"query": "first"})),
        calls(call("search", {"query": "second"})),
        calls(call("search", {"query": "third"})),
        calls(call("answer", {"text": "final"})),
    ]
    grounding = run(script, FixedGrounder(RESULT), searcher)["grounding"]
    sources = {s.chunk_id: (s.search_iteration, s.search_query) for s in grounding.faithful_spans[0].sources}
    assert sources == {"a": (0, "first"), "b": (2, "third"), "zzz": (None, None)}
    assert [(s.search_iteration, s.search_query) for s in grounding.hallucinated_spans[0].sources] == [(2, "third")]


def test_no_grounding_without_answer_chunks_or_success() -> None:
    grounder = FixedGrounder(RESULT)
    assert run([calls(call("answer", {"text": "no search"}))], grounder)["grounding"] is None  # no chunks
    assert run([RuntimeError("boom")], grounder)["grounding"] is None  # error
    assert (
        run([calls(call("search", {"query": "x"})), calls(call("give_up", {"reason": "r"}))], grounder)["grounding"]
        is None
    )
    budget = run([calls(call("search", {"query": "x"}))], grounder, max_iterations=1, fallback_synthesis=False)
    assert budget["answer"] is None and budget["grounding"] is None
    assert grounder.calls == []


def test_synthesized_answers_are_grounded_too() -> None:
    grounder = FixedGrounder(RESULT)
    result = run([calls(call("search", {"query": "x"}))], grounder, max_iterations=1, synthesizer=lambda m: "synth")
    assert result["terminated_by"] == "max_iterations" and result["grounding"] is not None
    assert grounder.calls[0]["answer"] == "synth"


def test_a_failing_grounder_leaves_grounding_empty_and_the_run_intact() -> None:
    result = run(
        [calls(call("search", {"query": "x"})), calls(call("answer", {"text": "final"}))],
        FixedGrounder(RuntimeError("x")),
    )
    assert result["grounding"] is None and result["answer"] == "final" and result["terminated_by"] == "answered"


def test_a_plain_function_is_a_grounder_and_telemetry_reports_the_result() -> None:
    def my_grounder(answer: str, chunks: Any, *, question: str) -> GroundingResult:
        return RESULT

    graph = build_loop(
        ScriptedChatModel(script=[calls(call("search", {"query": "x"})), calls(call("answer", {"text": "f"}))]),
        ListSearcher([[chunk("a")]]),
        grounder=my_grounder,
    )
    events = [e for e in graph.stream({"question": "hi"}, stream_mode="custom") if e["event"] == "arcana.loop.ground"]
    assert events == [
        {
            "event": "arcana.loop.ground",
            "data": {
                "question": "hi",
                "grounder": "my_grounder",
                "score": 0.75,
                "faithful_span_count": 1,
                "hallucinated_span_count": 1,
            },
        }
    ]


def test_graph_shape_with_a_grounder() -> None:
    graph = build_loop(ScriptedChatModel(), ListSearcher(), grounder=FixedGrounder(RESULT)).get_graph()
    edges = {(e.source, e.target) for e in graph.edges}
    assert {
        ("answer", "ground"),
        ("give_up", "ground"),
        ("synthesize", "ground"),
        ("controller", "ground"),
        ("ground", "__end__"),
    } <= edges
    assert ("answer", "__end__") not in edges
