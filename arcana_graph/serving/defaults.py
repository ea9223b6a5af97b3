"""The default graphs, built from settings: the one place that reads ``ARCANA_LLM`` and friends
for ``graphs/`` (Studio and the LangGraph server), the LangServe app, the CLI and the evaluation.

Settings (``GraphSettings.from_env``; the CLI's options override them):

- ``ARCANA_LLM``: model spec of the Loop's controller and of every Pipeline step (default: OpenAI
  with ``OPENAI_API_KEY``, else the local model);
- ``ARCANA_ANSWER_LLM``: an optional model that writes the Loop's final answer. None by default,
  for local controllers too: the json strategy answers from the passages and the facts its steps
  found, and an answerer rewrite made answers worse there (long sentences that copied the bridge
  entity: multi-hop token F1 0.49 with it, 0.66 without on the evaluation set's first ten
  multi-hop questions);
- ``ARCANA_MAX_ITERATIONS`` (10) and ``ARCANA_MAX_SECONDS`` (none): the Loop's budgets (the time
  budget applies to the Pipeline too);
- ``ARCANA_PIPELINE_STEPS`` (``rewrite,search,answer``);
- ``ARCANA_SEARCH_MODE``: how the Loop searches a knowledge base (``hybrid``; ``vector``,
  ``keyword`` and ``rrf`` too). Hybrid was chosen by measurement: with one search of the question it
  finds the most gold passages at 5 results on all three fictional sets measured (shipped set
  99.1 % vs vector 89.6 %, rrf 96.9 %; ``kestrel`` 91.3 vs 86.5 / 89.3; ``harbourline`` 82.0 vs
  77.8 / 81.1; README "Search modes").
- ``ARCANA_SEARCH_GRAPH``: whether the Loop's searches of a knowledge base use the entity graph:
  ``auto`` (default: when a collection in scope has a graph, as Arcana's search tool does;
  collections without one are searched exactly as before), ``off``, ``arcana`` or ``ppr``.
- ``ARCANA_GRAPH_CONTEXT`` (``0``): ``1`` puts what the entity graph knows about the question
  (entities, relationships, community summaries) in the prompts that write the answer, for the
  Loop and the Pipeline's ``answer`` step (Arcana's ``graph: true`` on ``ask``).

The Loop uses the ``auto`` strategy: native tool calls for API models, schema-constrained JSON
decisions for local ones.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from typing import Any, Literal, get_args

from langchain_core.language_models import BaseChatModel

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.protocols import Grounder, Searcher
from arcana_graph.core.settings import env_number
from arcana_graph.core.types import GRAPH_MODES, SearchMode
from arcana_graph.models.chat import default_llm_spec, is_local_model

__all__ = ["GraphSettings", "default_loop", "default_pipeline", "grounder_for", "search_options_for"]

GroundingKind = Literal["none", "judge", "hhem"]


@dataclass(frozen=True, kw_only=True)
class GraphSettings:
    """How the default graphs are built."""

    llm: str | BaseChatModel = field(default_factory=default_llm_spec)
    """Controller / Pipeline model: a spec, or a chat model."""
    answer_llm: str | None = None
    """Optional answerer model spec (the Loop's final answer; the judge's model when set)."""
    max_iterations: int = 10
    """The Loop's turn budget."""
    max_seconds: float | None = None
    """Wall-clock budget of a run (None: none)."""
    pipeline_steps: tuple[str, ...] = ("rewrite", "search", "answer")
    """The Pipeline's steps, in order."""
    ground: GroundingKind = "none"
    """Check answers claim by claim: ``judge`` (LLM judge), ``hhem`` or ``none``."""
    search_mode: SearchMode = "hybrid"
    """How the Loop searches a ``KnowledgeBase`` (another searcher is called as it is)."""
    search_graph: str = "auto"
    """The Loop's use of the entity graph: ``auto``, ``off``, ``arcana`` or ``ppr``."""
    graph_context: bool = False
    """Add the entity graph's context of the question to the answer prompts (Loop and Pipeline)."""

    @classmethod
    def from_env(cls, **overrides: Any) -> GraphSettings:
        """Settings from the environment (see the module docstring), then ``overrides`` (None
        values are ignored, so CLI options that were not given keep the environment's)."""
        env = os.environ
        settings = cls(
            llm=env.get("ARCANA_LLM") or default_llm_spec(),
            answer_llm=env.get("ARCANA_ANSWER_LLM") or None,
            max_iterations=int(env_number("ARCANA_MAX_ITERATIONS", 10, whole=True)),
            max_seconds=env_number("ARCANA_MAX_SECONDS", 0) or None,
            pipeline_steps=_steps(env.get("ARCANA_PIPELINE_STEPS", "rewrite,search,answer")),
            search_mode=_search_mode(env.get("ARCANA_SEARCH_MODE") or "hybrid"),
            search_graph=_search_graph(env.get("ARCANA_SEARCH_GRAPH") or "auto"),
            graph_context=_flag("ARCANA_GRAPH_CONTEXT", env.get("ARCANA_GRAPH_CONTEXT") or "0"),
        )
        return replace(settings, **{k: v for k, v in overrides.items() if v is not None})


def _flag(name: str, text: str) -> bool:
    value = text.strip().casefold()
    if value not in ("0", "1", "true", "false", "yes", "no", "on", "off"):
        raise ConfigurationError(f"{name} must be 1 or 0 (true / false), got {text!r}")
    return value in ("1", "true", "yes", "on")


def _search_mode(text: str) -> SearchMode:
    modes = get_args(SearchMode)
    if text not in modes:
        raise ConfigurationError(f"ARCANA_SEARCH_MODE must be one of {', '.join(modes)}, got {text!r}")
    return text  # type: ignore[return-value]


def _search_graph(text: str) -> str:
    choices = ("auto", "off", *GRAPH_MODES)
    if text not in choices:
        raise ConfigurationError(f"ARCANA_SEARCH_GRAPH must be one of {', '.join(choices)}, got {text!r}")
    return text


def search_options_for(searcher: Any, settings: GraphSettings) -> dict[str, Any]:
    """The search options the default graphs pass: the mode and the graph, for a ``KnowledgeBase``
    only (a searcher of your own is called with the scope and the limit, as the ``Searcher``
    protocol says)."""
    from arcana_graph.store import KnowledgeBase

    if not isinstance(searcher, KnowledgeBase):
        return {}
    graph = {} if settings.search_graph == "off" else {"graph": settings.search_graph}
    return {"mode": settings.search_mode, **graph}


def _steps(text: str) -> tuple[str, ...]:
    return tuple(s.strip() for s in text.split(",") if s.strip())


def grounder_for(settings: GraphSettings) -> Grounder | None:
    """The grounder ``settings.ground`` names: the judge runs on the answer model, else the
    controller's (reading at most 8 chunks when that model is local, for its small context)."""
    if settings.ground == "judge":
        from arcana_graph.grounding import LLMJudgeGrounder

        judge = settings.answer_llm or settings.llm
        return LLMJudgeGrounder(judge, max_chunks=8 if is_local_model(judge) else None)
    if settings.ground == "hhem":
        from arcana_graph.grounding import HHEMGrounder

        return HHEMGrounder()
    return None


def default_loop(searcher: Searcher | None = None, settings: GraphSettings | None = None, **options: Any) -> Any:
    """The Loop on ``searcher`` (default: a ``KnowledgeBase`` from the environment) as configured by
    ``settings`` (default: from the environment); ``options`` go to ``build_loop``."""
    from arcana_graph.loop import build_loop

    chosen = settings or GraphSettings.from_env()
    searcher = searcher if searcher is not None else _knowledge_base()
    options.setdefault("search_options", search_options_for(searcher, chosen))
    return build_loop(
        chosen.llm,
        searcher,
        answerer=chosen.answer_llm,
        max_iterations=chosen.max_iterations,
        max_seconds=chosen.max_seconds,
        strategy="auto",
        grounder=grounder_for(chosen),
        graph_context=chosen.graph_context,
        **options,
    )


def default_pipeline(searcher: Searcher | None = None, settings: GraphSettings | None = None, **options: Any) -> Any:
    """The Pipeline of ``settings.pipeline_steps`` (plus ``ground`` when grounding is asked for)."""
    from arcana_graph.pipeline import build_pipeline

    chosen = settings or GraphSettings.from_env()
    steps: list[Any] = list(chosen.pipeline_steps)
    if chosen.ground != "none" and "ground" not in steps:
        steps.append("ground")
    if chosen.graph_context:
        from arcana_graph.pipeline.options import Answer

        steps = [Answer(graph_context=True) if s == "answer" else s for s in steps]
    return build_pipeline(
        steps,
        llm=chosen.llm,
        searcher=searcher if searcher is not None else _knowledge_base(),
        max_seconds=chosen.max_seconds,
        grounder=grounder_for(chosen),
        **options,
    )


def _knowledge_base() -> Any:
    from arcana_graph.store import KnowledgeBase

    return KnowledgeBase()
