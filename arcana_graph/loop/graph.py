"""``build_loop``: Arcana's Loop as a cyclic LangGraph graph.

::

    START -> controller --(turn.next_step)--> search --(turn.after_tools)--> controller | answer | give_up
                 |   ^                        \\-> answer   -> END
                 |   '-- empty reply (nudged)  \\-> give_up  -> END
                 '-- budget spent --> synthesize -> END;  controller error / plain answer -> END

Example::

    from arcana_graph import KnowledgeBase, build_loop

    loop = build_loop("openai:gpt-4o-mini", KnowledgeBase())
    result = loop.invoke({"question": "Who founded the glassworks?", "collections": ["workshops"]})
    print(result["terminated_by"], result["answer"])
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from types import GeneratorType
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AnyMessage
from langchain_core.tools import BaseTool
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph
from langgraph.types import Command

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.graph_node import step_node
from arcana_graph.core.protocols import Grounder, Searcher
from arcana_graph.loop import nodes
from arcana_graph.loop.config import RUN_ITERATIONS_CAP, LoopConfig, LoopContext
from arcana_graph.loop.prompts import LoopPrompts, RunPromptBuilder, SystemPromptBuilder
from arcana_graph.loop.state import LoopInput, LoopOutput, LoopState
from arcana_graph.models.chat import ModelRef

__all__ = ["build_loop", "loop_recursion_limit"]

_NODES = ("controller", "search", "answer", "give_up", "synthesize")


def loop_recursion_limit(max_iterations: int) -> int:
    """Supersteps a run of ``max_iterations`` turns can need (3 per turn, plus synthesis and grounding)."""
    return 3 * max_iterations + 9


# Longer than 60 lines: the signature and docstring are the Loop's documented options, one per line
# (Arcana's); the body only builds the configuration and hands it to _compile.
def build_loop(
    controller: BaseChatModel | str,
    searcher: Searcher,
    *,
    answerer: BaseChatModel | str | None = None,
    max_iterations: int = 10,
    max_seconds: float | None = None,
    chunk_cap: int = 30,
    fallback_synthesis: bool = True,
    synthesizer: Callable[[list[AnyMessage]], str] | None = None,
    system_prompt: str | SystemPromptBuilder | None = None,
    answer_prompt: str | RunPromptBuilder | None = None,
    synthesis_prompt: str | RunPromptBuilder | None = None,
    prompts: LoopPrompts | None = None,
    tools: Sequence[BaseTool] = (),
    include_default_tools: bool = True,
    search_options: Mapping[str, Any] | None = None,
    strategy: Literal["native", "json", "auto"] = "native",
    planner: Literal["code", "model"] = "code",
    grounder: Grounder | None = None,
    approve_searches: bool = False,
    graph_context: bool = False,
    checkpointer: Any = None,
    name: str = "arcana_loop",
) -> CompiledStateGraph:
    """Build the Loop graph once; run it many times with ``{"question", "collections"}``.

    Args:
        controller: chat model (or ``"provider:model"`` spec, resolved on first use) picking tools.
        searcher: a ``KnowledgeBase`` or any ``Searcher`` callable (async ones too).
        answerer: optional model that rewrites the final answer and writes the fallback synthesis.
        max_iterations: controller turns before the run stops (then synthesizes from its chunks).
        max_seconds: wall-clock budget of a run; a model call or search still running when it is
            spent is abandoned and the run ends with ``terminated_by="error"``.
        chunk_cap: most chunks kept across searches.
        fallback_synthesis / synthesizer: write an answer when the budget runs out with chunks
            gathered; ``synthesizer`` (``(messages) -> text``) replaces the model call.
        system_prompt / answer_prompt / synthesis_prompt / prompts: replace the default prompts
            (``LoopPrompts`` holds all of them, the json strategy's included); a ``system_prompt``
            you set reaches the controller in every strategy. The answer and synthesis prompts
            may be functions ``(question, chunks) -> str``, written per run.
        tools: extra LangChain tools (never terminate; errors become "Tool error: ...").
        include_default_tools: False drops search / answer / give_up.
        search_options: extra searcher keyword arguments (``mode``, ``threshold``...); cannot set the scope.
        strategy: ``native`` tool calling (default), ``json`` decisions for small local models, or
            ``auto`` (json for local models).
        planner: json strategy: split the question into one-fact steps in code where its wording
            allows (``code``, the model plans the rest) or always by the model (``model``).
        grounder: adds a ``ground`` node that checks every answer against the gathered chunks.
        approve_searches: pause (``interrupt``) before each turn's searches for a person to approve,
            reject or edit them; needs a ``checkpointer`` (e.g. ``postgres_checkpointer()``).
        graph_context: add what the searcher's entity graph knows about the question (its entities,
            their relationships, their communities' summaries; Arcana's ``graph: true`` on ``ask``)
            to the prompts that write the answer. Off by default; nothing under a metadata filter.

    Returns:
        A compiled graph (recursion limit derived from ``max_iterations``, at least
        ``RUN_ITERATIONS_CAP``'s). A run never raises; it ends with ``terminated_by`` set. Under
        ``ainvoke`` / ``astream`` the nodes are asynchronous.

    Raises:
        ConfigurationError: invalid settings (bad spec, reserved tool name, scope in search_options...).
    """
    chosen = _prompts(prompts, system_prompt, answer_prompt, synthesis_prompt)
    cfg = LoopConfig(
        controller=ModelRef(controller),
        searcher=searcher,
        answerer=ModelRef(answerer) if answerer is not None else None,
        max_iterations=max_iterations,
        max_seconds=max_seconds,
        iteration_cap=max(max_iterations, RUN_ITERATIONS_CAP),
        chunk_cap=chunk_cap,
        fallback_synthesis=fallback_synthesis,
        synthesizer=synthesizer,
        prompts=chosen,
        custom_tools=tuple(tools),
        include_default_tools=include_default_tools,
        search_options=dict(search_options or {}),
        strategy=strategy,
        planner=planner,
        approve_searches=approve_searches,
        graph_context=graph_context,
    )
    if approve_searches and checkpointer is None:
        raise ConfigurationError("approve_searches needs a checkpointer to pause and resume runs, e.g. InMemorySaver()")
    return _compile(cfg, grounder, checkpointer, name)


def _prompts(
    prompts: LoopPrompts | None,
    system: str | SystemPromptBuilder | None,
    answer: str | RunPromptBuilder | None,
    synthesis: str | RunPromptBuilder | None,
) -> LoopPrompts:
    """``prompts`` (or the defaults) with the single-prompt arguments on top."""
    base = prompts or LoopPrompts()
    changes: dict[str, Any] = {"answer": answer, "synthesis": synthesis}
    if system is not None:
        changes.update(system=system, custom_system=True)
    elif prompts is not None and prompts.system is not LoopPrompts().system:
        changes["custom_system"] = True
    return replace(base, **{k: v for k, v in changes.items() if v is not None})


def _route(steps: Any, state: Any, cfg: LoopConfig, *, key: str, finish: str) -> Any:
    """The node's update, sent on to where the controller decided (``turn["next_step"]`` /
    ``turn["after_tools"]``): the decision is written once and the graph goes there directly, with
    no router re-reading the state (a conditional edge copies every channel to read it)."""
    work = steps(state, cfg)
    update = (yield from work) if isinstance(work, GeneratorType) else work
    turn = update.get("turn") or state.get("turn") or {}
    goto = turn.get(key) or END
    return Command(update=update, goto=finish if goto == END else goto)


def _compile(cfg: LoopConfig, grounder: Grounder | None, checkpointer: Any, name: str) -> CompiledStateGraph:
    if cfg.controller.is_local and cfg.strategy == "native":
        import logging

        logging.getLogger(__name__).warning(
            "local models rarely call tools on their own; build_loop(..., strategy='json') drives them reliably"
        )
    finish = "ground" if grounder is not None else END
    builder = StateGraph(LoopState, context_schema=LoopContext, input_schema=LoopInput, output_schema=LoopOutput)
    routed = {
        "controller": ("next_step", (*_NODES, finish)),
        "search": ("after_tools", ("controller", "answer", "give_up")),
    }
    for node in _NODES:
        steps = getattr(nodes, node)
        destinations: tuple[str, ...] | None = None
        if node in routed:
            key, destinations = routed[node]
            steps = functools.partial(_route, steps, key=key, finish=finish)
        builder.add_node(node, step_node(node, steps, cfg, on_error=nodes.on_error), destinations=destinations)
    if grounder is not None:
        grounding = functools.partial(nodes.ground, grounder=grounder)
        builder.add_node("ground", step_node("ground", grounding, cfg, span="arcana.loop.ground"))
        builder.add_edge("ground", END)
    builder.add_edge(START, "controller")
    for node in ("answer", "give_up", "synthesize"):
        builder.add_edge(node, finish)
    graph = builder.compile(name=name, checkpointer=checkpointer)
    return graph.with_config(recursion_limit=loop_recursion_limit(cfg.iteration_cap))
