"""Grounding a run after it finished (Arcana's ``Loop.ground/2``): check a stored or returned Loop or
Pipeline result with any grounder, without rebuilding the graph with a ``ground`` node.

    result = loop.invoke({"question": "Who founded the glassworks?"})
    checked = ground_result(result, HHEMGrounder())
    checked["grounding"].score

It takes the graph's own output or the JSON shape of ``ask --json`` / ``run_result`` (chunks and
citations as dicts), judges the answer against the chunks it cites (all its chunks when it cites
none), and returns a copy of the result with ``grounding`` set, exactly as the ``ground`` node would
(the same rules: no grounding for a run that errored, gave up, or has no answer or no chunks; a
grounder that fails leaves ``grounding`` None and is logged; Loop sources are traced to the search
that found them).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arcana_graph.core.chunks import to_chunk
from arcana_graph.core.effects import Steps, run_async, run_sync
from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.protocols import Grounder
from arcana_graph.grounding.node import ground_steps

__all__ = ["aground_result", "ground_result"]


def ground_result(result: Mapping[str, Any], grounder: Grounder) -> dict[str, Any]:
    """A copy of a finished Loop or Pipeline ``result`` with ``grounding`` set by ``grounder``.

    Raises:
        ConfigurationError: ``result`` is not a run's result (no ``answer``), or ``grounder`` is
            not callable.
    """
    return run_sync(_grounded(result, grounder))


async def aground_result(result: Mapping[str, Any], grounder: Grounder) -> dict[str, Any]:
    """``ground_result`` for async code: the judge's model calls are awaited."""
    return await run_async(_grounded(result, grounder))


def _grounded(result: Mapping[str, Any], grounder: Grounder) -> Steps[dict[str, Any]]:
    if not isinstance(result, Mapping) or "answer" not in result:
        raise ConfigurationError("ground_result takes a Loop or Pipeline result (a mapping with an `answer`)")
    if not callable(grounder) and not callable(getattr(grounder, "grounding_steps", None)):
        raise ConfigurationError(f"the grounder must be a Grounder (callable), got {type(grounder).__name__}")
    # the graph's Pipeline output keeps its chunks in `context_used`; the JSON shape of any run
    # (`run_result`) in `chunks`, with a `pipeline` object for Pipeline runs
    chunks_key = "context_used" if "context_used" in result else "chunks"
    pipeline = chunks_key == "context_used" or "pipeline" in result
    state = {**result, chunks_key: [to_chunk(c) for c in result.get(chunks_key) or []]}
    event = "arcana.pipeline.ground" if pipeline else "arcana.loop.ground"
    update = yield from ground_steps(state, grounder=grounder, event=event, chunks_key=chunks_key)
    return {**result, **update}
