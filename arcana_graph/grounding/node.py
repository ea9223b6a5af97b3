"""The ground node: checks a finished run's answer against its chunks, after the Loop or Pipeline.

When the run's state carries ``citations`` (``core.types.Citation``), the answer is judged against
the cited chunks, in citation order (``cited_chunks``); otherwise, or when a citation names a chunk
the run does not hold, against all its chunks.

It never fails the run: it does nothing when the run errored, gave up, has no answer or no chunks,
and a grounder that raises leaves ``grounding`` None (logged). For Loop runs each source is traced
to the earliest search that returned its chunk (turn and query): the Agent-GPA pattern Arcana uses.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from arcana_graph.core.effects import Steps, call_user, run_sync
from arcana_graph.core.protocols import Grounder
from arcana_graph.core.telemetry import emit
from arcana_graph.core.types import GroundingResult, Span

__all__ = ["cited_chunks", "ground", "ground_steps", "grounder_name", "with_search_provenance"]

_log = logging.getLogger(__name__)


def grounder_name(grounder: Grounder) -> str:
    """A readable name for telemetry: the grounder's ``name``, else its function or class name."""
    name = getattr(grounder, "name", None) or getattr(grounder, "__name__", None)
    return str(name or type(grounder).__name__)


def with_search_provenance(result: GroundingResult, tool_history: Sequence[Mapping[str, Any]]) -> GroundingResult:
    """Add ``search_iteration`` / ``search_query`` of the earliest search returning each source chunk."""
    earliest: dict[str, tuple[int, str | None]] = {}
    for record in tool_history:
        if record.get("tool") != "search":
            continue
        query = record.get("args", {}).get("query")
        for chunk_id in record.get("returned_chunk_ids", []):
            earliest.setdefault(chunk_id, (int(record["iteration"]), query if isinstance(query, str) else None))

    def enrich(spans: Sequence[Span]) -> tuple[Span, ...]:
        out = []
        for span in spans:
            sources = []
            for source in span.sources:
                iteration, query = earliest.get(source.chunk_id or "", (None, None))
                sources.append(replace(source, search_iteration=iteration, search_query=query))
            out.append(replace(span, sources=tuple(sources)))
        return tuple(out)

    return replace(
        result, faithful_spans=enrich(result.faithful_spans), hallucinated_spans=enrich(result.hallucinated_spans)
    )


def _field(item: Any, name: str) -> Any:
    """A field of a record or of its plain-dict form (a checkpointed state may hold either)."""
    return item.get(name) if isinstance(item, Mapping) else getattr(item, name, None)


def cited_chunks(chunks: Sequence[Any], citations: Sequence[Any] | None) -> list[Any]:
    """The chunks the citations name, once each, in citation order; all ``chunks`` when there are
    no citations or one names a chunk that is not among them (so nothing is judged on less than
    the answer rests on)."""
    if not citations:
        return list(chunks)
    by_id = {_field(chunk, "id"): chunk for chunk in chunks}
    chosen: dict[Any, Any] = {}
    for citation in citations:
        chunk_id = _field(citation, "chunk_id")
        if chunk_id not in by_id:
            return list(chunks)
        chosen.setdefault(chunk_id, by_id[chunk_id])
    return list(chosen.values())


def ground(state: Mapping[str, Any], *, grounder: Grounder, event: str, chunks_key: str = "chunks") -> dict[str, Any]:
    """``ground_steps`` run with blocking calls."""
    return run_sync(ground_steps(state, grounder=grounder, event=event, chunks_key=chunks_key))


def ground_steps(
    state: Mapping[str, Any], *, grounder: Grounder, event: str, chunks_key: str = "chunks"
) -> Steps[dict[str, Any]]:
    """Node body: ground ``state["answer"]`` against ``state[chunks_key]`` (narrowed to the chunks
    ``state["citations"]`` names, see ``cited_chunks``); returns ``{"grounding": ...}``.

    A grounder with a ``grounding_steps`` method (``LLMJudgeGrounder``) runs as steps, so its
    model calls are async under ``ainvoke``; any other grounder is called as a function.

    Args:
        event: telemetry event name (``arcana.loop.ground`` / ``arcana.pipeline.ground``).
        chunks_key: where the run keeps the chunks the answer was built from.
    """
    answer = state.get("answer")
    chunks = state.get(chunks_key) or []
    if state.get("error") or state.get("terminated_by") == "gave_up" or not answer or not chunks:
        return {"grounding": None}
    question = state.get("question", "")
    chunks = cited_chunks(chunks, state.get("citations"))
    try:
        stepwise = getattr(grounder, "grounding_steps", None)
        if callable(stepwise):
            result: GroundingResult | None = yield from stepwise(answer, chunks, question=question)
        else:
            result = yield call_user(grounder, answer, chunks, question=question, what="the grounder")
        if not isinstance(result, GroundingResult):
            raise TypeError(f"the grounder returned {type(result).__name__}, not a GroundingResult")
        if state.get("tool_history"):
            result = with_search_provenance(result, state["tool_history"])
    except Exception as exc:  # grounding annotates a run; it must never fail it
        _log.warning("grounding failed (%s): %s", grounder_name(grounder), exc)
        result = None
    emit(
        event,
        {
            "question": state.get("question"),
            "grounder": grounder_name(grounder),
            "score": result.score if result else None,
            "faithful_span_count": len(result.faithful_spans) if result else None,
            "hallucinated_span_count": len(result.hallucinated_spans) if result else None,
        },
    )
    return {"grounding": result}
