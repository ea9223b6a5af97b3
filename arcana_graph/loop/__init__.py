"""The Loop: an LLM controller that searches until it can answer, gives up, or runs out of turns.

Modules: ``state`` (graph state and schemas), ``config`` (``LoopConfig``, ``LoopContext``),
``prompts`` (every prompt, ``LoopPrompts``), ``tools`` (tool schemas, search calls), ``calls``
(reading tool calls), ``strategies`` (native / json), ``planner`` (the json strategy's one-fact
plans), ``nodes`` (controller, answer, give_up, synthesize, ground), ``tool_node`` (the turn's tool
calls), ``transcript`` (a local model's view of the research), ``graph`` (``build_loop``).
"""

from arcana_graph.loop.config import LoopConfig, LoopContext
from arcana_graph.loop.graph import build_loop, loop_recursion_limit
from arcana_graph.loop.planner import answer_from
from arcana_graph.loop.prompts import LoopPrompts
from arcana_graph.loop.state import LoopInput, LoopOutput, LoopState, ToolRecord
from arcana_graph.loop.tools import default_tools, format_search_summary

__all__ = [
    "LoopConfig",
    "LoopContext",
    "LoopInput",
    "LoopOutput",
    "LoopPrompts",
    "LoopState",
    "ToolRecord",
    "answer_from",
    "build_loop",
    "default_tools",
    "format_search_summary",
    "loop_recursion_limit",
]
