"""The Loop's routers: pure functions of the state. The controller decides where a turn leads
once and writes it down (``next_step``, ``after_tools``); the routers only read it."""

from __future__ import annotations

from arcana_graph.loop.state import AfterTools, LoopState, NextStep

__all__ = ["after_controller", "after_tools"]


def after_controller(state: LoopState) -> NextStep:
    """Where a controller turn leads: the tool node, a terminating call, another turn (after a
    nudge), the synthesis (budget spent) or the end."""
    return state.get("next_step", "__end__")


def after_tools(state: LoopState) -> AfterTools:
    """After the turn's tool calls ran: its terminating call, if any, else the next turn."""
    return state.get("after_tools", "controller")
