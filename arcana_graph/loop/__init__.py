"""The Loop: an LLM controller that searches until it can answer, gives up, or runs out of turns.

Modules: ``state`` (graph state and schemas), ``config`` (``LoopConfig``), ``tools`` (tool
schemas and running calls), ``calls`` (reading tool calls), ``controller`` (native / json
strategies), ``nodes`` (graph nodes and routers), ``graph`` (``build_loop``).
"""

from arcana_graph.loop.config import LoopConfig, LoopContext
from arcana_graph.loop.graph import build_loop, loop_recursion_limit
from arcana_graph.loop.state import LoopInput, LoopOutput, LoopState, ToolRecord
from arcana_graph.loop.tools import default_tools, format_search_summary, merge_chunks

__all__ = [
    "LoopConfig",
    "LoopContext",
    "LoopInput",
    "LoopOutput",
    "LoopState",
    "ToolRecord",
    "build_loop",
    "default_tools",
    "format_search_summary",
    "loop_recursion_limit",
    "merge_chunks",
]
