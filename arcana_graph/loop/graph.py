"""``build_loop``: Arcana's Loop as a cyclic LangGraph graph.

::

    START -> controller --(tool router)--> search --> controller (or answer / give_up)
                 |   ^                  \\-> answer   -> END
                 |   '-- empty reply      \\-> give_up  -> END
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
from typing import Any, Literal

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import AnyMessage
from langchain_core.tools import BaseTool
from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from arcana_graph import prompts
from arcana_graph.core.graph_node import step_node
from arcana_graph.errors import ConfigurationError
from arcana_graph.loop import nodes
from arcana_graph.loop.config import RUN_ITERATIONS_CAP, LoopConfig, LoopContext, SystemPromptBuilder
from arcana_graph.loop.state import LoopInput, LoopOutput, LoopState
from arcana_graph.models import ModelRef
from arcana_graph.protocols import Grounder, Searcher

__all__ = ["build_loop", "loop_recursion_limit"]


def loop_recursion_limit(max_iterations: int) -> int:
    """Supersteps a run of ``max_iterations`` turns can need (3 per turn, plus synthesis and grounding)."""
    return 3 * max_iterations + 9


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
    system_prompt: str | SystemPromptBuilder = prompts.loop_system_prompt,
    answer_prompt: str = prompts.ANSWER_PROMPT,
    synthesis_prompt: str = prompts.SYNTHESIS_PROMPT,
    tools: Sequence[BaseTool] = (),
    include_default_tools: bool = True,
    search_options: Mapping[str, Any] | None = None,
    strategy: Literal["native", "json", "auto"] = "native",
    grounder: Grounder | None = None,
    approve_searches: bool = False,
    checkpointer: Any = None,
    name: str = "arcana_loop",
) -> CompiledStateGraph:
    """Build the Loop graph once; run it many times with ``{"question", "collections"}``.

    Args:
        controller: chat model (or ``"provider:model"`` spec, resolved on first use) picking tools.
        searcher: a ``KnowledgeBase`` or any ``Searcher`` callable.
        answerer: optional model that rewrites the final answer and writes the fallback synthesis.
        max_iterations: controller turns before the run stops (then synthesizes from its chunks).
        max_seconds: wall-clock budget of a run; a model call or search still running when it is
            spent is abandoned and the run ends with ``terminated_by="error"``. None: no budget
            (models made from specs still time out per request, see ``ModelSettings``).
        chunk_cap: most chunks kept across searches.
        fallback_synthesis: synthesize an answer when the budget runs out with chunks gathered.
        synthesizer: ``(messages) -> text`` replacing the default synthesis call.
        system_prompt: the controller's system prompt, or ``(*, max_iterations, collections) -> str``.
        answer_prompt / synthesis_prompt: instructions for the answerer and the synthesis call.
        tools: extra LangChain tools (never terminate; errors become "Tool error: ...").
        include_default_tools: False drops search / answer / give_up.
        search_options: extra searcher keyword arguments (``mode``, ``threshold``...); cannot set the scope.
        strategy: ``native`` tool calling (default), ``json`` decisions for small local models, or
            ``auto`` (json for local models).
        grounder: optional ``Grounder`` (e.g. ``LLMJudgeGrounder``); adds a ``ground`` node that
            checks every answer against the gathered chunks and traces its claims to searches.
        approve_searches: human in the loop: pause (``interrupt``) before each turn's searches so
            a person can approve, reject or edit the queries; needs a checkpointer.
        checkpointer: a LangGraph checkpointer (e.g. ``postgres_checkpointer()``) for resumable,
            inspectable runs by thread id.

    Returns:
        A compiled graph whose recursion limit is derived from ``max_iterations`` (or from
        ``RUN_ITERATIONS_CAP`` if higher, so a run's context may raise its budget up to that). A
        run never raises for model, search or tool failures; it ends with ``terminated_by`` set.
        Under ``ainvoke`` / ``astream`` the nodes are asynchronous (model calls with ``ainvoke``,
        searches with the knowledge base's async pool).

    Raises:
        ConfigurationError: invalid settings (bad spec, reserved tool name, scope in search_options...).
    """
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
        system_prompt=system_prompt,
        answer_prompt=answer_prompt,
        synthesis_prompt=synthesis_prompt,
        custom_tools=tuple(tools),
        include_default_tools=include_default_tools,
        search_options=dict(search_options or {}),
        strategy=strategy,
        approve_searches=approve_searches,
    )
    if approve_searches and checkpointer is None:
        raise ConfigurationError("approve_searches needs a checkpointer to pause and resume runs, e.g. InMemorySaver()")
    if cfg.controller.is_local and strategy == "native":
        import logging

        logging.getLogger(__name__).warning(
            "local models rarely call tools on their own; build_loop(..., strategy='json') drives them reliably"
        )
    terminal = cfg.terminal_tools
    finish = "ground" if grounder is not None else END
    builder = StateGraph(LoopState, context_schema=LoopContext, input_schema=LoopInput, output_schema=LoopOutput)
    for node in ("controller", "search", "answer", "give_up", "synthesize"):
        builder.add_node(node, step_node(node, getattr(nodes, node), cfg, on_error=nodes.on_error))
    if grounder is not None:
        grounding = functools.partial(nodes.ground, grounder=grounder)
        builder.add_node("ground", step_node("ground", grounding, cfg))
        builder.add_edge("ground", END)
    builder.add_edge(START, "controller")
    # Routers are partials, so their Literal annotations are lost: map the destinations explicitly.
    builder.add_conditional_edges(
        "controller",
        functools.partial(nodes.route_after_controller, terminal_tools=terminal),
        {n: n for n in ("controller", "search", "answer", "give_up", "synthesize")} | {END: finish},
    )
    builder.add_conditional_edges(
        "search",
        functools.partial(nodes.route_after_search, terminal_tools=terminal),
        ["controller", "answer", "give_up"],
    )
    builder.add_edge("answer", finish)
    builder.add_edge("give_up", finish)
    builder.add_edge("synthesize", finish)
    graph = builder.compile(name=name, checkpointer=checkpointer)
    return graph.with_config(recursion_limit=loop_recursion_limit(cfg.iteration_cap))
