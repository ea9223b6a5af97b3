"""The Loop's graph state, and its input and output schemas.

Input is what a caller (or Studio's form) provides: the question and the collection scope.
Output is the run's result. The full state adds the bookkeeping the nodes share.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any, Literal, NotRequired, Required

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from langgraph.managed import RemainingSteps
from typing_extensions import TypedDict

from arcana_graph.core.types import Chunk, Citation, GroundingResult, TerminatedBy
from arcana_graph.loop.calls import CallRecord

__all__ = ["AfterTools", "LoopInput", "LoopOutput", "LoopState", "NextStep", "ToolRecord", "Turn"]

NextStep = Literal["controller", "search", "answer", "give_up", "synthesize", "__end__"]
"""Where a controller turn leads."""
AfterTools = Literal["controller", "answer", "give_up"]
"""Where the run goes once the turn's tool calls have run."""


class Turn(TypedDict):
    """The controller's decision for one turn: its calls, parsed once, and where the run goes."""

    calls: list[CallRecord]
    """The turn's tool calls (the search node runs those before ``terminal``)."""
    terminal: int | None
    """Index in ``calls`` of the call that ends the run, if any."""
    next_step: NextStep
    """Where the turn leads from the controller."""
    after_tools: AfterTools
    """Where it leads once the tool calls have run."""
    support: list[str]
    """The sentences a terminating answer rests on, when the strategy knows them (json)."""


class ToolRecord(TypedDict):
    """One entry of ``tool_history``: a tool call (or the fallback synthesis) and what it returned."""

    tool: str
    """``search``, ``answer``, ``give_up``, ``synthesis``, a custom tool's name, or an unknown name."""
    args: dict[str, Any]
    """The arguments as the controller sent them (for ``synthesis``: the synthesized ``text``)."""
    iteration: int
    """0-based controller turn; calls made in the same turn share it."""
    summary: str
    """What the controller was told (the tool result), or a closing summary for terminating calls."""
    returned_chunk_ids: list[str]
    """Ids of every chunk a search returned (empty for other tools)."""


class LoopInput(TypedDict, total=False):
    """What a run needs."""

    question: Required[str]
    """The user's question."""
    collections: list[str] | str | None
    """Scope: None / absent = every collection, a name = locked to it, several names = the model
    may pick one per search, ``[]`` = nothing."""
    filter: dict[str, Any] | None
    """Metadata filter every search of the run applies (``arcana_graph.core.filters``): part of the
    scope, the controller cannot change it."""


class LoopOutput(TypedDict, total=False):
    """What a run returns."""

    question: str
    answer: str | None
    """The final answer; None when the run gave no answer (error, or budget spent with nothing found)."""
    terminated_by: TerminatedBy | None
    iterations: int
    """Controller turns taken."""
    tool_history: list[ToolRecord]
    chunks: list[Chunk]
    """Every chunk gathered (deduplicated by id, best ``chunk_cap`` by score, best first)."""
    error: str | None
    messages: list[AnyMessage]
    citations: list[Citation]
    """The passages the answer rests on, with the supporting sentence; the answer's ``[n]`` markers
    (sentence answers from API models) point at them."""
    dropped_citations: int
    """Markers the model wrote that pointed to no gathered chunk (removed from the answer)."""
    grounding: GroundingResult | None
    """Set by the ground node when the Loop is built with a grounder."""


class LoopState(TypedDict, total=False):
    """Shared by the nodes. Fields are written by the node named in the comment."""

    # input
    question: Required[str]
    collections: list[str] | str | None
    filter: dict[str, Any] | None
    # controller
    messages: Annotated[list[AnyMessage], add_messages]
    iterations: int
    turn: Turn
    """What the controller decided this turn, written once and read by the other nodes."""
    # search / answer / give_up / synthesize
    tool_history: Annotated[list[ToolRecord], operator.add]
    chunks: list[Chunk]
    answer: str | None
    citations: list[Citation]
    dropped_citations: int
    terminated_by: TerminatedBy | None
    error: str | None
    # ground (optional)
    grounding: GroundingResult | None
    # controller, first turn: when the run's wall-clock budget ends (epoch seconds), if it has one
    deadline: float | None
    # controller, first turn: when the run started (epoch seconds; the stop event's duration)
    started_at: float | None
    # controller, first turn, with graph_context on: what the entity graph knows about the question
    background: str | None
    # managed by LangGraph: steps left before the recursion limit
    remaining_steps: NotRequired[RemainingSteps]
