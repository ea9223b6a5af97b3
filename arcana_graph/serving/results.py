"""The one JSON shape of a finished run, shared by the CLI (``ask --json``), the evaluation's
records and the LangServe app.

``to_json`` turns a graph's output into plain JSON (chunks and grounding results as dicts, the
message history dropped). ``run_result`` is the CLI contract for either graph: ``question``,
``answer``, ``terminated_by``, ``iterations``, ``error``, ``tool_history``, ``chunks``,
``grounding``, ``citations`` (each: ``marker``, ``chunk_id``, ``collection``, ``source``, ``start``,
``end``, ``text``: the supporting sentence at those character offsets of the chunk) and
``dropped_citations`` (fields are only ever added); a Pipeline run is given the Loop's shape (its
``context_used`` are its chunks; it ends ``answered`` or ``error``) plus a ``pipeline`` object with
its own fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["PIPELINE_FIELDS", "is_pipeline_result", "run_result", "to_json"]

PIPELINE_FIELDS = (
    "rewritten_query",
    "expanded_query",
    "sub_questions",
    "selection_reasoning",
    "skip_retrieval",
    "queries_tried",
    "reason_iterations",
    "correction_count",
)


def to_json(value: Any) -> Any:
    """``value`` with arcana-graph's dataclasses turned into dicts and message histories dropped."""
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, Mapping):
        return {k: to_json(v) for k, v in value.items() if k != "messages"}
    if isinstance(value, list | tuple):
        return [to_json(v) for v in value]
    return value


def is_pipeline_result(output: Mapping[str, Any]) -> bool:
    """Whether a graph's output comes from the Pipeline (it has ``context_used``, not ``chunks``)."""
    return "context_used" in output or ("chunks" not in output and "terminated_by" not in output)


def run_result(output: Mapping[str, Any]) -> dict[str, Any]:
    """The contract shape of a Loop or Pipeline output (see the module docstring)."""
    pipeline = is_pipeline_result(output)
    error = output.get("error")
    extra = {k: output[k] for k in PIPELINE_FIELDS if k in output}
    shaped = {
        **({"pipeline": to_json(extra)} if extra else {}),
        "question": output.get("question"),
        "answer": output.get("answer"),
        "terminated_by": ("error" if error else "answered") if pipeline else output.get("terminated_by"),
        "iterations": output.get("iterations", 0),
        "error": error,
        "tool_history": to_json(list(output.get("tool_history") or [])),
        "chunks": to_json(list(output.get("context_used" if pipeline else "chunks") or [])),
        "grounding": to_json(output.get("grounding")),
        "citations": to_json(list(output.get("citations") or [])),
        "dropped_citations": int(output.get("dropped_citations") or 0),
    }
    return shaped
