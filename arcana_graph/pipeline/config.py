"""``PipelineConfig``: what every step of a pipeline shares (model, searcher, limits, grounder)."""

from __future__ import annotations

from dataclasses import dataclass, field

from arcana_graph.models import ModelRef
from arcana_graph.pipeline.steps import Step
from arcana_graph.protocols import Grounder, Searcher

__all__ = ["PipelineConfig"]


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
    grounder: Grounder | None = None
    _models: dict[str, ModelRef] = field(default_factory=dict, repr=False)

    def model_for(self, step: Step) -> ModelRef:
        """The step's own model if it has one, else the pipeline's."""
        if step.llm is None:
            return self.llm
        if step.name not in self._models:
            self._models[step.name] = ModelRef(step.llm)
        return self._models[step.name]
