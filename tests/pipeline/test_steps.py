"""Every Pipeline step with prompt-routing fake models (reference §5.2), plus the fixes to Arcana."""

from __future__ import annotations

from typing import Any

import pytest

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.types import CollectionInfo, GroundingResult
from arcana_graph.pipeline import (
    Answer,
    Decompose,
    Expand,
    Gate,
    Reason,
    Rerank,
    Rewrite,
    Search,
    Select,
    build_pipeline,
)
from tests.fakes import ListSearcher, RoutingChatModel, chunk

GATE = "needs the private knowledge base"
REWRITE = "clean search query"
SELECT = "Which collection(s)"
EXPAND = "Expand this search query"
DECOMPOSE = "Break a complex question"
SUFFICIENT = "sufficient to answer"
RERANK = "Rate how relevant each passage"
EVALUATE = "Evaluate if the following answer"
IMPROVE = "Please provide an improved answer"


class CatalogSearcher(ListSearcher):
    """A searcher that also lists collections with descriptions, like a KnowledgeBase."""

    def __init__(self, *args: Any, catalog: dict[str, str | None] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.catalog = catalog or {}

    def collections(self) -> list[CollectionInfo]:
        return [CollectionInfo(name=n, description=d, document_count=1, chunk_count=1) for n, d in self.catalog.items()]


def run(
    steps: list[Any], model: RoutingChatModel, searcher: ListSearcher | None = None, **kwargs: Any
) -> dict[str, Any]:
    question = kwargs.pop("question", "What is alpha?")
    collections = kwargs.pop("collections", None)
    graph = build_pipeline(
        steps, llm=model, searcher=searcher or ListSearcher([[chunk("a", "Alpha is the first letter.")]]), **kwargs
    )
    return graph.invoke({"question": question, "collections": collections})


# -- gate -----------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("reply", "skip"),
    [
        ('{"needs_retrieval": false, "reasoning": "arithmetic"}', True),
        ('{"needs_retrieval": true, "reasoning": "docs"}', False),
        ('```json\n{"needs_retrieval": false, "reasoning": "fenced"}\n```', True),  # Arcana read this as "retrieve"
        ("not json", False),
        (RuntimeError("llm down"), False),
    ],
)
def test_gate_decides_retrieval(reply: Any, skip: bool) -> None:
    searcher = ListSearcher([[chunk("a")]])
    model = RoutingChatModel(routes=[(GATE, reply)], default="An answer.")
    result = run(["gate", "search", "answer"], model, searcher)
    assert result["skip_retrieval"] is skip
    assert (searcher.calls == []) is skip
    answer_prompt = model.calls[-1]["prompt"]
    assert ("from your own knowledge" in answer_prompt) is skip and ("Context:" in answer_prompt) is not skip


def test_gate_custom_prompt() -> None:
    model = RoutingChatModel(routes=[("CUSTOM GATE", '{"needs_retrieval": false}')])
    result = run([Gate(prompt=lambda q: f"CUSTOM GATE {q}"), "answer"], model)
    assert result["skip_retrieval"] is True and model.calls[0]["prompt"] == "CUSTOM GATE What is alpha?"


# -- rewrite / expand / decompose ------------------------------------------------------------------------


def test_rewritten_query_feeds_expand_and_search() -> None:
    searcher = ListSearcher([[chunk("a")]])
    model = RoutingChatModel(routes=[(REWRITE, "alpha definition"), (EXPAND, "alpha definition first letter")])
    result = run(["rewrite", "expand", "search", "answer"], model, searcher, question="Hey, what's alpha?")
    assert (
        result["rewritten_query"] == "alpha definition" and result["expanded_query"] == "alpha definition first letter"
    )
    assert "Query: alpha definition\n" in model.prompts_with(EXPAND)[0]
    assert searcher.calls[0]["query"] == "alpha definition first letter"


def test_search_uses_the_rewritten_query_without_expand() -> None:
    searcher = ListSearcher([[chunk("a")]])
    run(["rewrite", "search", "answer"], RoutingChatModel(routes=[(REWRITE, "alpha definition")]), searcher)
    assert searcher.calls[0]["query"] == "alpha definition"  # Arcana searched the raw question here


def test_rewrite_failures_leave_the_question() -> None:
    searcher = ListSearcher([[chunk("a")]])
    result = run(["rewrite", "search", "answer"], RoutingChatModel(routes=[(REWRITE, RuntimeError("x"))]), searcher)
    assert result["rewritten_query"] is None and searcher.calls[0]["query"] == "What is alpha?"
    custom = run(
        [Rewrite(rewriter=lambda q: 1 / 0), "search", "answer"], RoutingChatModel(), ListSearcher([[chunk("a")]])
    )
    assert custom["rewritten_query"] is None


def test_custom_rewriter_expander_and_per_step_llm() -> None:
    step_model = RoutingChatModel(routes=[(EXPAND, "from step model")])
    result = run([Rewrite(rewriter=lambda q: q.upper()), Expand(llm=step_model), "answer"], RoutingChatModel())
    assert result["rewritten_query"] == "WHAT IS ALPHA?" and result["expanded_query"] == "from step model"
    assert "WHAT IS ALPHA?" in step_model.calls[0]["prompt"]


def test_decompose_fans_out_one_search_per_sub_question_in_order() -> None:
    searcher = ListSearcher(lambda q, c, n: [chunk(f"{q[:5]}", q)], delay=0.3)
    model = RoutingChatModel(
        routes=[(DECOMPOSE, '```json\n{"sub_questions": ["first part?", "second part?", "third part?"]}\n```')]
    )
    import time

    start = time.perf_counter()
    result = run(["decompose", "search", "answer"], model, searcher)
    assert time.perf_counter() - start < 0.8, "the three searches ran in parallel"
    assert result["sub_questions"] == ["first part?", "second part?", "third part?"]
    assert [r["question"] for r in result["results"]] == ["first part?", "second part?", "third part?"]
    assert searcher.max_active == 3


@pytest.mark.parametrize("reply", ["not json", RuntimeError("down"), '{"sub_questions": []}'])
def test_decompose_falls_back_to_the_query(reply: Any) -> None:
    result = run(["rewrite", "decompose", "answer"], RoutingChatModel(routes=[(REWRITE, "clean"), (DECOMPOSE, reply)]))
    assert result["sub_questions"] == ["clean"]


def test_decompose_accepts_alternative_keys_and_custom_decomposers() -> None:
    alt = run(["decompose", "answer"], RoutingChatModel(routes=[(DECOMPOSE, '{"questions": ["a?", "b?"]}')]))
    assert alt["sub_questions"] == ["a?", "b?"]
    custom = run([Decompose(decomposer=lambda q: ["x?", "y?"]), "answer"], RoutingChatModel())
    assert custom["sub_questions"] == ["x?", "y?"]


# -- select ----------------------------------------------------------------------------------------------


def test_select_offers_descriptions_and_keeps_only_offered_names() -> None:
    searcher = CatalogSearcher([[chunk("a")]], catalog={"docs": "Product docs", "wiki": None, "hr": "HR policies"})
    model = RoutingChatModel(
        routes=[(SELECT, '```json\n{"collections": ["docs", "secret"], "reasoning": "about the product"}\n```')]
    )
    result = run(["select", "search", "answer"], model, searcher, collections=["docs", "wiki"])
    prompt = model.prompts_with(SELECT)[0]
    assert "- docs: Product docs" in prompt and "- wiki: (no description)" in prompt and "hr" not in prompt
    assert result["collections"] == ["docs"] and result["selection_reasoning"] == "about the product"
    assert [c["collections"] for c in searcher.calls] == [["docs"]]


@pytest.mark.parametrize("reply", ["garbage", RuntimeError("down"), '{"collections": ["nope"]}'])
def test_select_failures_keep_every_collection(reply: Any) -> None:
    searcher = CatalogSearcher(catalog={"docs": None, "wiki": None})
    result = run(["select", "answer"], RoutingChatModel(routes=[(SELECT, reply)]), searcher)
    assert result["collections"] == ["docs", "wiki"]


def test_custom_selector_receives_name_description_pairs() -> None:
    seen: list[Any] = []

    def selector(question: str, pairs: Any) -> tuple[list[str], str]:
        seen.append(list(pairs))
        return ["b"], "because"

    result = run(
        [Select(collections=["a", "b"], selector=selector), "answer"],
        RoutingChatModel(),
        CatalogSearcher(catalog={"a": "A"}),
    )
    assert seen == [[("a", "A"), ("b", None)]] and result["collections"] == ["b"]


# -- search ----------------------------------------------------------------------------------------------


def test_search_covers_each_collection_and_skips_on_gate() -> None:
    searcher = ListSearcher([[chunk("a")]])
    result = run(["search", "answer"], RoutingChatModel(), searcher, collections=["x", "y"], limit=3)
    assert [(c["collections"], c["limit"]) for c in sorted(searcher.calls, key=lambda c: c["collections"])] == [
        (["x"], 3),
        (["y"], 3),
    ]
    assert [r["collection"] for r in result["results"]] == ["x", "y"]
    narrowed = ListSearcher([[chunk("a")]])
    run([Search(collections=["y", "elsewhere"]), "answer"], RoutingChatModel(), narrowed, collections=["x", "y"])
    assert [c["collections"] for c in narrowed.calls] == [["y"]]  # a step can narrow, never widen


def test_search_errors_give_empty_results() -> None:
    result = run(["search", "answer"], RoutingChatModel(), ListSearcher([ConnectionError("db down")]))
    assert result["results"] == [{"question": "What is alpha?", "collection": None, "chunks": []}]
    assert result["context_used"] == []


def test_search_self_correct_retries_with_a_follow_up_until_sufficient() -> None:
    searcher = ListSearcher(lambda q, c, n: [chunk(q, q)])
    verdicts = iter(['{"sufficient": false, "follow_up_query": "alpha origin"}', '{"sufficient": true}'])
    model = RoutingChatModel(routes=[(SUFFICIENT, lambda p: next(verdicts))])
    result = run([Search(self_correct=True), "answer"], model, searcher)
    assert [c["query"] for c in searcher.calls] == ["What is alpha?", "alpha origin"]
    assert result["queries_tried"] == ["What is alpha?", "alpha origin"]
    plain = ListSearcher([[chunk("a")]])
    run(
        ["search", "answer"],
        RoutingChatModel(routes=[(SUFFICIENT, '{"sufficient": false, "follow_up_query": "x"}')]),
        plain,
    )
    assert len(plain.calls) == 1


def test_a_custom_selector_receives_the_steps_context() -> None:
    seen: list[Any] = []

    def selector(question: str, pairs: Any, *, context: Any) -> tuple[list[str], str]:
        seen.append(context)
        return [context["tenant"]], "the user's own"

    step = Select(collections=["a", "b"], selector=selector, context={"tenant": "b"})
    result = run([step, "answer"], RoutingChatModel(), CatalogSearcher(catalog={"a": "A"}))
    assert seen == [{"tenant": "b"}] and result["collections"] == ["b"]


# -- reason ----------------------------------------------------------------------------------------------


def test_reason_follows_up_while_insufficient_within_the_collections() -> None:
    searcher = ListSearcher(lambda q, c, n: [chunk(f"{q}-{c[0] if c else 'all'}", q)])
    replies = iter(
        [
            '```json\n{"sufficient": false, "follow_up_query": "alpha actors"}\n```',
            '{"sufficient": false, "follow_up_query": "alpha beta"}',
        ]
    )
    model = RoutingChatModel(routes=[(SUFFICIENT, lambda p: next(replies))])
    result = run(["search", "reason", "answer"], model, searcher, collections=["tenant-a"])
    assert result["reason_iterations"] == 2 and result["queries_tried"] == [
        "What is alpha?",
        "alpha actors",
        "alpha beta",
    ]
    assert [c["collections"] for c in searcher.calls] == [["tenant-a"]] * 3
    assert {c.id for c in result["context_used"]} == {
        "What is alpha?-tenant-a",
        "alpha actors-tenant-a",
        "alpha beta-tenant-a",
    }


@pytest.mark.parametrize(
    "reply",
    [
        '{"sufficient": true}',
        RuntimeError("down"),
        "no json",
        '{"sufficient": false}',
        '{"sufficient": false, "follow_up_query": "What is alpha?"}',
    ],
)
def test_reason_stops_when_sufficient_failing_or_repeating(reply: Any) -> None:
    searcher = ListSearcher([[chunk("a")]])
    result = run(["search", "reason", "answer"], RoutingChatModel(routes=[(SUFFICIENT, reply)]), searcher)
    assert result["reason_iterations"] == 0 and len(searcher.calls) == 1


def test_reason_respects_max_iterations_and_an_explicit_searcher() -> None:
    other = ListSearcher(lambda q, c, n: [chunk(q)])
    counter = iter(range(100))
    model = RoutingChatModel(
        routes=[(SUFFICIENT, lambda p: f'{{"sufficient": false, "follow_up_query": "q{next(counter)}"}}')]
    )
    result = run(["search", Reason(max_iterations=1, searcher=other), "answer"], model)
    assert result["reason_iterations"] == 1 and [c["query"] for c in other.calls] == ["q0"]


def test_reason_passes_its_search_options_but_never_a_scope() -> None:
    searcher = ListSearcher(lambda q, c, n: [chunk(q)])
    replies = iter(['{"sufficient": false, "follow_up_query": "more"}'])
    model = RoutingChatModel(routes=[(SUFFICIENT, lambda p: next(replies, '{"sufficient": true}'))])
    step = Reason(search_options={"mode": "hybrid", "threshold": 0.2})
    run(["search", step, "answer"], model, searcher, collections=["tenant-a"])
    follow_up = searcher.calls[-1]
    assert follow_up["query"] == "more" and follow_up["collections"] == ["tenant-a"]
    assert follow_up["options"] == {"mode": "hybrid", "threshold": 0.2}
    with pytest.raises(ConfigurationError, match="cannot set collections"):
        Reason(search_options={"collections": ["tenant-b"]})


# -- rerank ----------------------------------------------------------------------------------------------


def test_llm_rerank_filters_below_threshold_and_sorts() -> None:
    searcher = ListSearcher(
        [[chunk("weather", "It rains."), chunk("alpha", "Alpha is first."), chunk("beta", "Beta is second.")]]
    )
    model = RoutingChatModel(routes=[(RERANK, 'Scores:\n```json\n{"1": 2, "2": 9, "3": 7}\n```')])
    result = run(["search", "rerank", "answer"], model, searcher)
    assert [c.id for c in result["context_used"]] == ["alpha", "beta"]
    assert result["rerank_scores"] == {"alpha": 2.0, "beta": 1.0}
    assert result["results"][0]["collection"] == "reranked"


def test_rerank_failure_keeps_everything_and_custom_rerankers_work() -> None:
    searcher = ListSearcher([[chunk("a"), chunk("b")]])
    kept = run(["search", "rerank", "answer"], RoutingChatModel(routes=[(RERANK, RuntimeError("x"))]), searcher)
    assert [c.id for c in kept["context_used"]] == ["a", "b"] and kept["rerank_scores"] == {}
    custom = run(
        ["search", Rerank(reranker=lambda q, cs: list(reversed(cs))), "answer"],
        RoutingChatModel(),
        ListSearcher([[chunk("a"), chunk("b")]]),
    )
    assert [c.id for c in custom["context_used"]] == ["b", "a"]
    empty = run(["rerank", "answer"], RoutingChatModel())
    assert empty["results"] == [] and empty["rerank_scores"] == {}


# -- answer ----------------------------------------------------------------------------------------------


def test_answer_from_deduplicated_results() -> None:
    searcher = ListSearcher([[chunk("a", "Alpha one."), chunk("a", "Alpha one."), chunk("b", "Beta.")]])
    model = RoutingChatModel(default="Alpha is the first letter.")
    result = run(["search", "answer"], model, searcher)
    assert result["answer"] == "Alpha is the first letter." and [c.id for c in result["context_used"]] == ["a", "b"]
    assert model.calls[-1]["prompt"].count("Alpha one.") == 1 and result["correction_count"] == 0


def test_answer_failure_sets_the_error_and_later_steps_skip() -> None:
    model = RoutingChatModel(default=RuntimeError("llm down"))
    result = run(["search", "answer", "ground"], model)
    assert "llm down" in result["error"] and result.get("answer") is None and result.get("grounding") is None


def test_answer_self_correction() -> None:
    accepted = run(
        ["search", Answer(self_correct=True)], RoutingChatModel(routes=[(EVALUATE, '{"grounded": true}')], default="A.")
    )
    assert accepted["correction_count"] == 0
    replies = iter(['{"grounded": false, "feedback": "cite the letter"}', '{"grounded": true}'])
    model = RoutingChatModel(routes=[(EVALUATE, lambda p: next(replies)), (IMPROVE, "Improved.")], default="First.")
    corrected = run(["search", Answer(self_correct=True)], model)
    assert corrected["answer"] == "Improved." and corrected["corrections"] == [
        {"previous_answer": "First.", "feedback": "cite the letter"}
    ]
    capped = run(
        ["search", Answer(self_correct=True, max_corrections=2)],
        RoutingChatModel(routes=[(EVALUATE, '{"grounded": false}'), (IMPROVE, "Again.")], default="First."),
    )
    assert capped["correction_count"] == 2 and capped["answer"] == "Again."
    assert capped["corrections"][0]["feedback"] == "Please make sure the answer is grounded in the provided context."


def test_custom_answerer_and_prompt() -> None:
    result = run(["search", Answer(answerer=lambda q, cs: f"{len(cs)} chunks")], RoutingChatModel())
    assert result["answer"] == "1 chunks"
    prompted = RoutingChatModel(default="x")
    run(["search", Answer(prompt=lambda q, texts: f"ANSWER {q} {len(texts)}")], prompted)
    assert prompted.calls[-1]["prompt"] == "ANSWER What is alpha? 1"


# -- ground, skipping, shape, telemetry --------------------------------------------------------------------


def test_ground_step_uses_the_context_and_tolerates_failures() -> None:
    seen: list[Any] = []

    def grounder(answer: str, chunks: Any, *, question: str) -> GroundingResult:
        seen.append((answer, [c.id for c in chunks], question))
        return GroundingResult(score=1.0)

    result = run(["search", "answer", "ground"], RoutingChatModel(default="A."), grounder=grounder)
    assert result["grounding"].score == 1.0 and seen == [("A.", ["a"], "What is alpha?")]
    broken = run(
        ["search", "answer", "ground"], RoutingChatModel(default="A."), grounder=lambda a, c, *, question: 1 / 0
    )
    assert broken["grounding"] is None and broken["answer"] == "A."


@pytest.mark.parametrize(
    "step", ["gate", "rewrite", "select", "expand", "decompose", "search", "reason", "rerank", "answer", "ground"]
)
def test_every_step_is_skipped_after_an_error(step: str) -> None:
    model = RoutingChatModel(default=RuntimeError("first answer fails"))
    searcher = CatalogSearcher([[chunk("a")]], catalog={"docs": None})
    result = run(["answer", step], model, searcher)
    assert "first answer fails" in result["error"]
    assert len(model.calls) == 1 and searcher.calls == []


def test_pipeline_graph_follows_the_step_order_and_emits_step_events() -> None:
    graph = build_pipeline(["rewrite", "search", "rerank", "answer"], llm=RoutingChatModel(), searcher=ListSearcher())
    drawn = graph.get_graph()
    assert [n for n in drawn.nodes if not n.startswith("__")] == ["rewrite", "search", "rerank", "answer"]
    streamed = graph.stream({"question": "q"}, stream_mode="custom", subgraphs=True)
    events = [(data["event"], data["data"]) for _namespace, data in streamed]
    steps = [name for name, _ in events if name.startswith("arcana.pipeline.")]
    assert steps == [
        "arcana.pipeline.rewrite.start",
        "arcana.pipeline.rewrite",
        "arcana.pipeline.rewrite.stop",
        "arcana.pipeline.search",  # the search step is a subgraph: its searches are spans of their own
        "arcana.pipeline.rerank.start",
        "arcana.pipeline.rerank",
        "arcana.pipeline.rerank.stop",
        "arcana.pipeline.answer.start",
        "arcana.pipeline.answer",
        "arcana.pipeline.answer.stop",
    ]
    assert all(data["duration_ms"] >= 0 for name, data in events if name.endswith(".stop"))
    assert [name for name, _ in events if name.startswith("arcana.search.")] == [
        "arcana.search.start",
        "arcana.search.stop",
    ]


def test_fenced_evaluations_and_failing_custom_steps() -> None:
    replies = iter(['```json\n{"grounded": false, "feedback": "be precise"}\n```', '{"grounded": true}'])
    model = RoutingChatModel(routes=[(EVALUATE, lambda p: next(replies)), (IMPROVE, "Precise.")], default="Vague.")
    assert run(["search", Answer(self_correct=True)], model)["answer"] == "Precise."
    failing_selector = run([Select(collections=["a", "b"], selector=lambda q, p: 1 / 0), "answer"], RoutingChatModel())
    assert failing_selector["collections"] == ["a", "b"] and failing_selector["selection_reasoning"] is None
    failing_expander = run([Expand(expander=lambda q: 1 / 0), "answer"], RoutingChatModel())
    assert failing_expander["expanded_query"] is None
    failing_answerer = run(["search", Answer(answerer=lambda q, c: 1 / 0)], RoutingChatModel())
    assert "ZeroDivisionError" in failing_answerer["error"]


def test_step_events_carry_arcanas_metadata() -> None:
    replies = iter(['{"grounded": false, "feedback": "f"}', '{"grounded": true}'])
    model = RoutingChatModel(
        routes=[
            (GATE, '{"needs_retrieval": true}'),
            (RERANK, '{"1": 9}'),
            (EVALUATE, lambda p: next(replies)),
            (IMPROVE, "B."),
        ],
        default="A.",
    )
    graph = build_pipeline(
        ["gate", "search", "rerank", Answer(self_correct=True)],
        llm=model,
        searcher=ListSearcher([[chunk("a"), chunk("b")]]),
    )
    events = {}
    for _namespace, event in graph.stream({"question": "q"}, stream_mode="custom", subgraphs=True):
        events.setdefault(event["event"], []).append(event["data"])
    assert events["arcana.pipeline.gate"] == [{"question": "q", "skip_retrieval": False}]
    assert (
        events["arcana.pipeline.search"][0]["result_count"] == 1
        and events["arcana.pipeline.search"][0]["total_chunks"] == 2
    )
    assert events["arcana.pipeline.rerank"] == [{"question": "q", "original": 2, "kept": 1}]
    assert [e["result"] for e in events["arcana.pipeline.self_correct"]] == ["corrected", "accepted"]
    assert (
        events["arcana.pipeline.answer"][0]["correction_count"] == 1 and events["arcana.pipeline.answer"][0]["success"]
    )


def test_run_context_overrides_limit_and_model(monkeypatch: pytest.MonkeyPatch) -> None:
    from arcana_graph.pipeline import PipelineContext

    searcher = ListSearcher([[chunk("a")]])
    graph = build_pipeline(["search", "answer"], llm=RoutingChatModel(default="x"), searcher=searcher, limit=5)
    graph.invoke({"question": "q"}, context=PipelineContext(limit=2, threshold=0.3))
    assert (searcher.calls[0]["limit"], searcher.calls[0]["options"]["threshold"]) == (2, 0.3)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    swapped = graph.invoke({"question": "q"}, context={"llm": "openai:gpt-4o-mini"})
    assert "OPENAI_API_KEY" in swapped["error"]
