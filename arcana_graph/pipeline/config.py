"""``PipelineConfig``: what every step of a pipeline shares (model, searcher, limits, grounder)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from arcana_graph.core.protocols import Grounder, Searcher
from arcana_graph.models.chat import ModelRef
from arcana_graph.pipeline.options import Step

__all__ = ["PipelineConfig", "PipelineContext"]


@dataclass(kw_only=True)
class PipelineContext:
    """Per-run settings, JSON-able (LangGraph's ``context``; Studio shows them as a form).

    None keeps the value the pipeline was built with.
    """

    limit: int | None = None
    """Chunks per search for this run."""
    threshold: float | None = None
    """Minimum search score for this run."""
    llm: str | None = None
    """Model spec of the steps that use the pipeline's default model."""
    max_seconds: float | None = None
    """Wall-clock budget for this run, in seconds."""


@dataclass(frozen=True, kw_only=True)
class PipelineConfig:
    llm: ModelRef
    """The default model of every LLM-backed step."""
    searcher: Searcher
    limit: int = 5
    """Chunks per search."""
    threshold: float = 0.0
    """Minimum search score. Arcana's Pipeline uses 0.5, tuned for bge-small; all-MiniLM-L6-v2 gives
    relevant passages cosine scores of 0.3-0.6, so the default here keeps every ranked result."""
    max_seconds: float | None = None
    """Wall-clock budget of a run (None: none); a request still running when it is spent is
    abandoned and the run ends with ``error`` set."""
    grounder: Grounder | None = None
    _models: dict[str, ModelRef] = field(default_factory=dict, repr=False)

    def for_run(self, context: PipelineContext | Mapping[str, Any] | None) -> PipelineConfig:
        """This configuration with a run's context applied (see ``PipelineContext``)."""
        if context is None:
            return self
        values = context if isinstance(context, Mapping) else vars(context)
        changes: dict[str, Any] = {}
        if values.get("limit") is not None:
            changes["limit"] = int(values["limit"])
        if values.get("threshold") is not None:
            changes["threshold"] = float(values["threshold"])
        if values.get("llm"):
            changes["llm"] = ModelRef.for_spec(str(values["llm"]))
        if values.get("max_seconds") is not None:
            changes["max_seconds"] = float(values["max_seconds"])
        return replace(self, **changes) if changes else self

    def model_for(self, step: Step) -> ModelRef:
        """The step's own model if it has one, else the pipeline's."""
        if step.llm is None:
            return self.llm
        if step.name not in self._models:
            self._models[step.name] = ModelRef(step.llm)
        return self._models[step.name]
