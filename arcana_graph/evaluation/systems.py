"""The answering systems an evaluation compares, and running one question through one of them.

* ``loop``: the Loop (controller + searches until it can answer), as ``arcana-graph ask`` runs it.
* ``pipeline:<steps>``: a Pipeline with the listed steps, e.g. ``pipeline:decompose,search,answer``.
* ``single-search``: one search with the question, then one answer (classic one-shot RAG: the
  ``search,answer`` Pipeline).
* ``single-search-short``: the same search, answered by the call the Loop's json strategy ends
  with (a short answer from the passages, or "unknown"): isolates what the extra searches bring
  from how answers are worded (token F1 rewards short answers).
* ``no-retrieval``: the model answers from its own knowledge (the ``answer``-only Pipeline); on a
  fictional corpus this measures how much an answer owes to retrieval.

Every run yields an ``Outcome``; a crashing run becomes ``terminated_by="error"``, never an exception.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel

from arcana_graph.core.chunks import to_chunk
from arcana_graph.core.citations import from_evidence
from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.types import Chunk
from arcana_graph.serving.results import run_result

__all__ = ["SYSTEM_KINDS", "EvalSystem", "Outcome", "build_system", "parse_system"]

SystemKind = Literal["loop", "pipeline", "single-search", "single-search-short", "no-retrieval"]
SYSTEM_KINDS: tuple[str, ...] = ("loop", "pipeline:<steps>", "single-search", "single-search-short", "no-retrieval")
SEARCH_LIMIT = 5
"""Passages of the single-search baselines (the Pipeline's default)."""


@dataclass(frozen=True, kw_only=True, slots=True)
class EvalSystem:
    """One configuration under evaluation."""

    name: str
    """Its label in records, reports and plots (the spec it was parsed from)."""
    kind: SystemKind
    """Which graph answers."""
    steps: tuple[str, ...] = ()
    """Pipeline steps, in order (``pipeline`` only)."""


@dataclass(kw_only=True, slots=True)
class Outcome:
    """What one run produced, in the shape the metrics need."""

    answer: str | None
    terminated_by: str
    iterations: int = 0
    chunks: list[Chunk] = field(default_factory=list)
    """The passages the run gathered (the Loop: over all its searches), in the order found."""
    searches: int = 0
    error: str | None = None
    seconds: float = 0.0
    cited: list[str] = field(default_factory=list)
    """The passages the answer cites, as ``collection/source`` (with repeats: one per citation)."""

    @property
    def retrieved(self) -> list[str]:
        """Gathered passages as ``collection/source``, first occurrence order, no repeats."""
        return list(dict.fromkeys(f"{c.collection}/{c.source}" for c in self.chunks))


def parse_system(spec: str) -> EvalSystem:
    """``loop``, ``single-search``, ``no-retrieval`` or ``pipeline:step,step,...``.

    Raises:
        ConfigurationError: an unknown kind or a pipeline without steps.
    """
    text = spec.strip()
    if text in ("loop", "single-search", "single-search-short", "no-retrieval"):
        return EvalSystem(name=text, kind=text)  # type: ignore[arg-type]
    if text.startswith("pipeline:"):
        steps = tuple(s.strip() for s in text.removeprefix("pipeline:").split(",") if s.strip())
        if steps:
            return EvalSystem(name=f"pipeline:{','.join(steps)}", kind="pipeline", steps=steps)
    raise ConfigurationError(
        f"unknown system {spec!r}; use one of {', '.join(SYSTEM_KINDS)} (e.g. pipeline:decompose,search,answer)"
    )


Runner = Callable[[str, Sequence[Any]], Outcome]


def build_system(
    system: EvalSystem,
    searcher: Any,
    *,
    llm: str | BaseChatModel,
    answer_llm: str | None = None,
    max_iterations: int = 10,
    graph: str | None = None,
) -> Runner:
    """A function ``(question, callbacks) -> Outcome`` running ``system`` over ``searcher``.

    The graph is built once; ``callbacks`` (e.g. a ``UsageCounter``) are attached to each run. The
    Loop is the default one (``arcana_graph.serving.defaults``), as ``arcana-graph ask`` builds it.
    ``graph``: the graph search the Loop and ``single-search-short`` search with ("auto", or a
    ``GraphMode``); None: never through the graph, whatever the knowledge base holds, so runs
    with and without it compare.
    """
    search_graph = graph or "off"
    if system.kind == "loop":
        from arcana_graph.serving.defaults import GraphSettings, default_loop

        settings = GraphSettings(
            llm=llm, answer_llm=answer_llm, max_iterations=max_iterations, search_graph=search_graph
        )
        loop = default_loop(searcher, settings)
        return lambda question, callbacks: _timed(lambda: _run_graph(loop, question, callbacks))
    if system.kind == "single-search-short":
        from arcana_graph.serving.defaults import GraphSettings, search_options_for

        # one search, as the Loop searches
        options = search_options_for(searcher, GraphSettings(llm=llm, search_graph=search_graph))
        return lambda question, callbacks: _timed(lambda: _run_short(searcher, llm, question, callbacks, options))
    from arcana_graph.pipeline import build_pipeline

    steps = {"single-search": ("search", "answer"), "no-retrieval": ("answer",)}.get(system.kind, system.steps)
    pipeline = build_pipeline(list(steps), llm=answer_llm or llm, searcher=searcher, limit=SEARCH_LIMIT)
    return lambda question, callbacks: _timed(lambda: _run_graph(pipeline, question, callbacks))


def _timed(run: Callable[[], Outcome]) -> Outcome:
    started = time.perf_counter()
    try:
        outcome = run()
    except Exception as exc:  # a run never raises: the evaluation records the failure
        outcome = Outcome(answer=None, terminated_by="error", error=f"{type(exc).__name__}: {exc}")
    outcome.seconds = time.perf_counter() - started
    return outcome


def _run_graph(graph: Any, question: str, callbacks: Sequence[Any]) -> Outcome:
    """Run a Loop or Pipeline and read its result in the contract shape (``serving.results``)."""
    output = graph.invoke({"question": question, "collections": None}, config={"callbacks": list(callbacks)})
    result = run_result(output)
    if "context_used" in output:  # a Pipeline: one search per (query, collection) result
        searches = len(output.get("results") or [])
    else:
        searches = sum(1 for record in result["tool_history"] if record.get("tool") == "search")
    return Outcome(
        answer=result["answer"],
        terminated_by=result["terminated_by"] or "error",
        iterations=int(result["iterations"] or 0),
        chunks=[to_chunk(c) for c in result["chunks"]],
        searches=searches,
        error=result["error"],
        cited=[f"{c['collection']}/{c['source']}" for c in result["citations"]],
    )


def _run_short(
    searcher: Any, llm: str | BaseChatModel, question: str, callbacks: Sequence[Any], options: dict[str, Any]
) -> Outcome:
    from langchain_core.runnables import RunnableLambda

    from arcana_graph.core.effects import run_sync
    from arcana_graph.loop import answer_from
    from arcana_graph.models.chat import ModelRef

    model = ModelRef.for_spec(llm).get() if isinstance(llm, str) else llm
    chunks = list(searcher(question, collections=None, limit=SEARCH_LIMIT, **options))

    def answer(_: str) -> Any:
        return run_sync(answer_from(model, question, [c.text for c in chunks]))

    # Run inside a runnable so the model call inherits the callbacks (and counts).
    found = RunnableLambda(answer).invoke(question, config={"callbacks": list(callbacks)})
    gathered = [to_chunk(c) for c in chunks]
    cited = from_evidence(found.sentences, gathered) if found is not None else []
    return Outcome(
        answer=found.answer if found is not None else "I don't know.",
        terminated_by="answered",
        chunks=gathered,
        searches=1,
        cited=[f"{c.collection}/{c.source}" for c in cited],
    )
