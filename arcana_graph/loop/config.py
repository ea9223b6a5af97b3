"""``LoopConfig``: everything a Loop graph is built with (models, searcher, budget, prompts, tools)."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from langchain_core.messages import AnyMessage
from langchain_core.tools import BaseTool

from arcana_graph.core.effects import Call
from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.protocols import Searcher
from arcana_graph.core.scope import check_search_options
from arcana_graph.core.searcher import searching
from arcana_graph.loop.prompts import LoopPrompts, SystemPromptBuilder
from arcana_graph.models.chat import ModelRef

__all__ = ["RUN_ITERATIONS_CAP", "LoopConfig", "LoopContext", "SystemPromptBuilder"]

RUN_ITERATIONS_CAP = 100
"""Highest ``max_iterations`` a run's context may ask for, unless the graph was built with more:
the graph's recursion limit is derived from it once, at build time."""

_SCOPES_KEPT = 128
"""How many scopes' tool lists a configuration keeps (``LoopConfig.tools_for``)."""
_CONTEXTS_KEPT = 32
"""How many run contexts' configurations a configuration keeps (``LoopConfig.for_run``)."""
_CONTEXT_KEYS = ("max_iterations", "max_seconds", "chunk_cap", "controller", "answerer")
"""What ``LoopConfig.for_run`` reads from a run's context."""


@dataclass(kw_only=True)
class LoopContext:
    """Per-run settings, JSON-able (LangGraph's ``context``; Studio shows them as a form).

    Anything left None keeps the value the graph was built with. Pass as
    ``graph.invoke(input, context=LoopContext(max_iterations=4))`` (or a dict).
    """

    max_iterations: int | None = None
    """Turn budget for this run (at most ``RUN_ITERATIONS_CAP``, or the graph's own budget if higher)."""
    max_seconds: float | None = None
    """Wall-clock budget for this run, in seconds."""
    chunk_cap: int | None = None
    """Most chunks kept for this run."""
    controller: str | None = None
    """Controller model spec for this run, e.g. ``"openai:gpt-4o"``."""
    answerer: str | None = None
    """Answerer model spec for this run."""


@dataclass(frozen=True, kw_only=True)
class LoopConfig:
    """The Loop's dependencies and settings; built once by ``build_loop``, shared by every run."""

    controller: ModelRef
    """Chat model that picks a tool each turn."""
    searcher: Searcher
    """Where ``search`` looks: a ``KnowledgeBase`` or any ``Searcher`` callable."""
    answerer: ModelRef | None = None
    """Optional model that rewrites the final answer (answer tool) and writes the fallback synthesis."""
    max_iterations: int = 10
    """Hard cap on controller turns, checked before each controller call."""
    max_seconds: float | None = None
    """Wall-clock budget of a run: a model call or search still running when it is spent is
    abandoned and the run ends with ``terminated_by="error"`` (None: no budget; every model made
    from a spec still has its own request timeout)."""
    iteration_cap: int = RUN_ITERATIONS_CAP
    """Highest per-run ``max_iterations`` (the recursion limit is built for it)."""
    chunk_cap: int = 30
    """Most chunks kept across searches (lowest scores evicted first)."""
    fallback_synthesis: bool = True
    """When the budget runs out with chunks gathered, write an answer from them without tools."""
    synthesizer: Callable[[list[AnyMessage]], str] | None = None
    """Replaces the default synthesis call: receives the messages (ending with the synthesis
    prompt) and returns the answer text. Wins over ``answerer`` on the fallback path."""
    prompts: LoopPrompts = field(default_factory=LoopPrompts)
    """Every prompt the controller, the answerer and the synthesis see."""
    custom_tools: Sequence[BaseTool] = ()
    """Extra LangChain tools; they never end the run, their errors become observations."""
    include_default_tools: bool = True
    """False removes ``search`` / ``answer`` / ``give_up`` (runs then end by budget only)."""
    search_options: Mapping[str, Any] = field(default_factory=dict)
    """Extra keyword arguments for every search call (e.g. ``mode``); cannot set the scope."""
    strategy: Literal["native", "json", "auto"] = "native"
    """How the controller is asked: ``native`` tool calling, ``json`` decisions (small local
    models), or ``auto`` (json for local models, native otherwise)."""
    planner: Literal["code", "model"] = "code"
    """json strategy: how a question becomes one-fact steps. ``code`` splits the wording
    (``core.questions.decompose``: relative clauses, "the mayor of X", comparisons) and asks the
    model only for what it cannot split; ``model`` always asks the model (questions in shapes the
    splitter does not know, e.g. another language). Re-plans after a failed step always ask the model."""
    max_parallel_searches: int = 4
    """Searches of one turn run concurrently on up to this many threads."""
    approve_searches: bool = False
    """Pause before each turn's searches for a person to approve, reject or edit them."""
    graph_context: bool = False
    """Add what the entity graph knows about the question (``KnowledgeBase.graph_context``) to the
    prompts that write the answer from what was gathered: the answerer's, the synthesis', and the
    json strategy's answers to the question itself (after a model's plan, and the generic step off
    the plan); its one-fact steps read passages only."""
    _tools_by_scope: dict[tuple[str, ...] | None, tuple[BaseTool, ...]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    """``tools_for``'s answers, by scope (filled on use; a run's ``for_run`` copy starts empty)."""
    _by_context: dict[tuple[Any, ...], LoopConfig] = field(default_factory=dict, init=False, repr=False, compare=False)
    """``for_run``'s answers, by the context's values (with their types: ``True`` is no ``1``)."""

    def __post_init__(self) -> None:
        if self.max_iterations < 0:
            raise ConfigurationError(f"max_iterations must be 0 or more, got {self.max_iterations}")
        if self.max_iterations > self.iteration_cap:
            raise ConfigurationError(
                f"max_iterations {self.max_iterations} is above this graph's limit of {self.iteration_cap}; "
                f"build the graph with build_loop(..., max_iterations={self.max_iterations}) to allow it"
            )
        if self.max_seconds is not None and not (isinstance(self.max_seconds, int | float) and self.max_seconds > 0):
            raise ConfigurationError(f"max_seconds must be a positive number of seconds, got {self.max_seconds!r}")
        if self.chunk_cap < 1:
            raise ConfigurationError(f"chunk_cap must be at least 1, got {self.chunk_cap}")
        if self.strategy not in ("native", "json", "auto"):
            raise ConfigurationError(f"strategy must be 'native', 'json' or 'auto', got {self.strategy!r}")
        if self.planner not in ("code", "model"):
            raise ConfigurationError(f"planner must be 'code' or 'model', got {self.planner!r}")
        if not callable(self.searcher):
            raise ConfigurationError(
                "searcher must be callable: a KnowledgeBase or a function(query, *, collections, limit)"
            )
        check_search_options("loop", self.search_options)
        names = [t.name for t in self.custom_tools]
        reserved = {"search", "answer", "give_up", "synthesis"} & set(names)
        if reserved:
            raise ConfigurationError(
                f"custom tool name {sorted(reserved)[0]!r} is reserved for the Loop's own tools; rename the tool"
            )
        if len(set(names)) != len(names):
            raise ConfigurationError("custom tools must have distinct names")

    def for_run(self, context: LoopContext | Mapping[str, Any] | None) -> LoopConfig:
        """This configuration with a run's context applied (see ``LoopContext``).

        Every node of a run asks with the run's context; the answer for the same context values is
        kept (a few), so a run with a context does not rebuild and re-check its configuration at
        every node of every turn.
        """
        if context is None:
            return self
        values = context if isinstance(context, Mapping) else vars(context)
        key: tuple[Any, ...] | None = tuple((type(values.get(k)), values.get(k)) for k in _CONTEXT_KEYS)
        try:
            kept = self._by_context.get(key)  # type: ignore[arg-type]
        except TypeError:  # an unhashable value: checked below (and refused), never kept
            key, kept = None, None
        if kept is not None:
            return kept
        chosen = self._with_context(values)
        if key is not None:
            if len(self._by_context) >= _CONTEXTS_KEPT:
                self._by_context.clear()
            self._by_context[key] = chosen
        return chosen

    def _with_context(self, values: Mapping[str, Any]) -> LoopConfig:
        changes: dict[str, Any] = {}
        for key in ("max_iterations", "chunk_cap"):
            if values.get(key) is not None:
                changes[key] = _whole_number(key, values[key])
        if values.get("max_seconds") is not None:
            changes["max_seconds"] = values["max_seconds"]
        for key in ("controller", "answerer"):
            if values.get(key):
                changes[key] = ModelRef.for_spec(str(values[key]))
        return replace(self, **changes) if changes else self

    @property
    def uses_json(self) -> bool:
        """Whether the controller is asked for JSON decisions rather than native tool calls."""
        return self.strategy == "json" or (self.strategy == "auto" and self.controller.is_local)

    def system_prompt(self, scope: Sequence[str] | None) -> str:
        """The controller's system prompt for a run's scope (and this configuration's budget)."""
        return self.prompts.system_text(max_iterations=self.max_iterations, collections=scope)

    @property
    def instructions(self) -> str | None:
        """The caller's own system prompt for the json strategy's task prompts (None: not set).

        Scope-dependent prompt functions get no scope here: the json strategy names the
        collections in its own prompts.
        """
        return (
            self.prompts.system_text(max_iterations=self.max_iterations, collections=None)
            if self.prompts.custom_system
            else None
        )

    def tools_for(self, scope: Sequence[str] | None) -> list[BaseTool]:
        """The tools the controller sees for a run's scope: the defaults (if kept) then custom ones.

        Kept per scope on this configuration: every controller turn asks, and so does every
        start / stop event (their ``tool_count``).
        """
        key = tuple(scope) if scope is not None else None
        tools = self._tools_by_scope.get(key)
        if tools is None:
            from arcana_graph.loop.tools import default_tools

            if len(self._tools_by_scope) >= _SCOPES_KEPT:  # scopes come from run inputs: keep a few
                self._tools_by_scope.clear()
            tools = (*(default_tools(scope) if self.include_default_tools else []), *self.custom_tools)
            self._tools_by_scope[key] = tools
        return list(tools)

    @functools.cached_property
    def terminal_tools(self) -> frozenset[str]:
        """Tool names that end a run."""
        return frozenset({"answer", "give_up"}) if self.include_default_tools else frozenset()

    @functools.cached_property
    def search_call(self) -> Callable[..., Call]:
        """``core.searcher.search_call`` bound to this configuration's searcher (inspected once)."""
        return searching(self.searcher)

    @functools.cached_property
    def custom_tool_names(self) -> frozenset[str]:
        """Names of the custom tools (asked by every turn's tool calls)."""
        return frozenset(t.name for t in self.custom_tools)


def _whole_number(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value != int(value):
        raise ConfigurationError(f"{name} must be a whole number, got {value!r}")
    return int(value)
