"""Pipeline step definitions: each step's options, as frozen dataclasses.

``build_pipeline(["rewrite", "search", Answer(self_correct=True), "ground"], ...)``: a step is its
name (default options) or one of these objects. Every step takes ``llm`` (a per-step model,
default the pipeline's) and ``prompt`` (a function returning the prompt; signatures in
``arcana_graph.pipeline.prompts``), plus a pluggable implementation where Arcana has one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from langchain_core.language_models import BaseChatModel

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.protocols import Answerer, Decomposer, Expander, Grounder, Reranker, Rewriter, Searcher, Selector
from arcana_graph.core.scope import check_search_options
from arcana_graph.core.types import GRAPH_MODES

__all__ = [
    "STEP_TYPES",
    "Answer",
    "Decompose",
    "Expand",
    "Gate",
    "Ground",
    "Reason",
    "Rerank",
    "Rewrite",
    "Search",
    "Select",
    "Step",
    "as_step",
]


@dataclass(frozen=True, kw_only=True)
class Step:
    """Options every step has."""

    name: ClassVar[str] = ""
    llm: BaseChatModel | str | None = None
    """Model for this step; default the pipeline's ``llm``."""
    prompt: Callable[..., str] | None = None
    """Replaces the step's default prompt function."""


@dataclass(frozen=True, kw_only=True)
class Gate(Step):
    """Decide whether the question needs retrieval at all (sets ``skip_retrieval``)."""

    name: ClassVar[str] = "gate"


@dataclass(frozen=True, kw_only=True)
class Rewrite(Step):
    """Clean a conversational question into a search query (``rewritten_query``)."""

    name: ClassVar[str] = "rewrite"
    rewriter: Rewriter | None = None


@dataclass(frozen=True, kw_only=True)
class Expand(Step):
    """Add synonyms and related terms (``expanded_query``)."""

    name: ClassVar[str] = "expand"
    expander: Expander | None = None


@dataclass(frozen=True, kw_only=True)
class Decompose(Step):
    """Split into sub-questions (``sub_questions``), searched in parallel by ``search``."""

    name: ClassVar[str] = "decompose"
    decomposer: Decomposer | None = None


@dataclass(frozen=True, kw_only=True)
class Select(Step):
    """Pick the collections to search (``collections``, ``selection_reasoning``)."""

    name: ClassVar[str] = "select"
    collections: Sequence[str] | None = None
    """Names offered; default the run's scope, else every collection of the knowledge base."""
    selector: Selector | None = None
    context: Mapping[str, Any] | None = None
    """Your own data for a custom ``selector`` (Arcana's ``:context``), passed as its ``context``
    keyword argument when set (the user's role, a tenant's catalogue...)."""


@dataclass(frozen=True, kw_only=True)
class Search(Step):
    """Search each query in each collection, in parallel (``results``)."""

    name: ClassVar[str] = "search"
    searcher: Searcher | None = None
    """Default the pipeline's searcher."""
    collections: Sequence[str] | None = None
    """Overrides the run's scope for this step (it must stay within it)."""
    self_correct: bool = False
    """Grade the results; when insufficient, rewrite the query and search again."""
    max_iterations: int = 2
    """Self-correction retries."""
    graph: bool | str = False
    """Fuse the entity graph's chunks into each search: True / ``"arcana"``, ``"ppr"`` or ``"bridge"``
    (``KnowledgeBase.search``'s ``graph``; collections without a graph add nothing)."""
    search_options: Mapping[str, Any] = field(default_factory=dict)
    """Extra searcher keyword arguments (``mode``, a ``filter`` added to the run's...). They cannot
    set the scope."""

    def __post_init__(self) -> None:
        check_search_options("search", self.search_options)
        if self.graph not in (False, True, *GRAPH_MODES):
            *first, last = ["True", "False", *map(repr, GRAPH_MODES)]
            raise ConfigurationError(f"search graph must be {', '.join(first)} or {last}; got {self.graph!r}")

    def options(self) -> dict[str, Any]:
        """The searcher keyword arguments of this step (``graph`` included when set)."""
        return {**self.search_options, "graph": self.graph} if self.graph else dict(self.search_options)


@dataclass(frozen=True, kw_only=True)
class Reason(Step):
    """Multi-hop: while the results are insufficient, search a follow-up query (``reason_iterations``)."""

    name: ClassVar[str] = "reason"
    searcher: Searcher | None = None
    max_iterations: int = 2
    search_options: Mapping[str, Any] = field(default_factory=dict)
    """Extra keyword arguments of the follow-up searches (``mode``, ``threshold``...; Arcana's
    ``searcher_opts``). They cannot set the scope: the follow-ups stay in the run's collections."""

    def __post_init__(self) -> None:
        check_search_options("reason", self.search_options)


@dataclass(frozen=True, kw_only=True)
class Rerank(Step):
    """Score chunks for the question and keep the relevant ones, best first (``rerank_scores``)."""

    name: ClassVar[str] = "rerank"
    reranker: Reranker | None = None
    threshold: float = 7.0
    """LLM reranker: keep chunks scoring at least this (0-10 scale)."""


@dataclass(frozen=True, kw_only=True)
class Answer(Step):
    """Write the answer from the results (``answer``, ``context_used``)."""

    name: ClassVar[str] = "answer"
    answerer: Answerer | None = None
    self_correct: bool = False
    """Check the answer is grounded in the context; correct it with the feedback if not."""
    max_corrections: int = 2
    graph_context: bool = False
    """Put what the entity graph knows about the question (its entities, their relationships and
    their communities' summaries; ``KnowledgeBase.graph_context``) in the answer prompt, as
    Arcana's ``ask`` does with ``graph: true``. Off by default; nothing is added when the searcher
    has no graph, under a metadata filter (the run's, or one in a step's ``search_options``), or
    with a ``prompt`` that takes only (question, passages)."""


@dataclass(frozen=True, kw_only=True)
class Ground(Step):
    """Check the answer against ``context_used`` claim by claim (``grounding``)."""

    name: ClassVar[str] = "ground"
    grounder: Grounder | None = None
    """Default the pipeline's ``grounder``, else an ``LLMJudgeGrounder`` on the pipeline's model."""


STEP_TYPES: dict[str, type[Step]] = {
    t.name: t for t in (Gate, Rewrite, Select, Expand, Decompose, Search, Reason, Rerank, Answer, Ground)
}


def as_step(step: str | Step) -> Step:
    """A step object from a name or an object.

    Raises:
        ConfigurationError: an unknown step name.
    """
    if isinstance(step, Step):
        return step
    if step not in STEP_TYPES:
        raise ConfigurationError(f"unknown pipeline step {step!r}; available: {', '.join(STEP_TYPES)}")
    return STEP_TYPES[step]()
