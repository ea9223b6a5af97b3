"""``LLMExtractor``: entities and relationships from a chat model, through structured output.

One structured decision per call (``arcana_graph.models.structured.decide``: schema-constrained
JSON on the local model, a forced tool call on API models, one repair turn on a bad reply), so
the local 1.5B model returns parseable objects. ``batch_size`` chunks go into one call: 1 (the
default) keeps small models accurate; API models can take 4-8 and save calls. A reply that
stays invalid after the repair turn raises ``IngestError``, which fails the document being
ingested alone (its previous version and graph kept).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.language_models import BaseChatModel
from langchain_core.messages import HumanMessage, SystemMessage
from pydantic import BaseModel, Field, field_validator

from arcana_graph.core.effects import Steps, run_sync
from arcana_graph.core.errors import ConfigurationError, IngestError
from arcana_graph.core.protocols import ExtractionLike
from arcana_graph.models.chat import ModelRef
from arcana_graph.models.structured import Method, decide
from arcana_graph.store.graph.prompts import ENTITY_TYPES, GraphPrompts

__all__ = ["LLMExtractor"]


class _Entity(BaseModel):
    name: str
    type: str = "other"
    description: str | None = None


class _Relationship(BaseModel):
    source: str
    target: str
    type: str = "RELATED_TO"
    description: str | None = None
    strength: int | None = None

    @field_validator("strength", mode="before")
    @classmethod
    def _number(cls, value: Any) -> int | None:
        try:
            return int(float(value))
        except (TypeError, ValueError):
            return None


class ChunkGraph(BaseModel):
    """The entities and relationships of one chunk (Arcana's JSON shape)."""

    entities: list[_Entity] = Field(default_factory=list)
    relationships: list[_Relationship] = Field(default_factory=list)


class _Passage(ChunkGraph):
    passage: int


class PassagesGraph(BaseModel):
    """The entities and relationships of several numbered chunks."""

    passages: list[_Passage] = Field(default_factory=list)


class LLMExtractor:
    """A ``GraphExtractor`` asking a chat model, ``batch_size`` chunks per call.

    Example::

        extractor = LLMExtractor("local:qwen2.5-1.5b")
        kb.ingest("docs/", collection="docs", graph=True, extractor=extractor)

    Args:
        model: the chat model, or a ``"provider:model"`` spec (resolved on first use).
        batch_size: chunks per model call.
        prompts: the system and user prompts.
        method: structured-output method (see ``arcana_graph.models.structured.decide``).
    """

    def __init__(
        self,
        model: BaseChatModel | str | ModelRef,
        *,
        batch_size: int = 1,
        prompts: GraphPrompts | None = None,
        method: Method = "auto",
    ) -> None:
        if batch_size < 1:
            raise ConfigurationError(f"batch_size must be at least 1, got {batch_size}")
        self.model = model if isinstance(model, ModelRef) else ModelRef(model)
        self.batch_size = batch_size
        self.prompts = prompts or GraphPrompts()
        self.method: Method = method
        self.calls: list[int] = []
        """Chunks sent in each model call so far (``len(calls)`` calls): for cost accounting."""

    def __call__(self, texts: Sequence[str]) -> list[ExtractionLike]:
        return run_sync(self.steps(texts))

    def steps(self, texts: Sequence[str]) -> Steps[list[ExtractionLike]]:
        """The extraction as steps (``arcana_graph.core.effects``), for a sync or async driver."""
        model = yield from self.model.acquire()
        results: list[ExtractionLike] = []
        for start in range(0, len(texts), self.batch_size):
            batch = list(texts[start : start + self.batch_size])
            self.calls.append(len(batch))
            if len(batch) == 1:
                prompt = self.prompts.single.format(text=batch[0], types=_TYPES)
                graph = yield from self._ask(model, prompt, ChunkGraph)
                results.append(graph.model_dump())
                continue
            passages = "\n\n".join(f"[{number}]\n{text}" for number, text in enumerate(batch, start=1))
            prompt = self.prompts.batch.format(passages=passages, types=_TYPES)
            reply = yield from self._ask(model, prompt, PassagesGraph)
            by_number = {p.passage: p for p in reply.passages}
            results += [
                by_number[n].model_dump(exclude={"passage"}) if n in by_number else {} for n in range(1, len(batch) + 1)
            ]
        return results

    def _ask(self, model: BaseChatModel, prompt: str, schema: type[Any]) -> Steps[Any]:
        messages = [SystemMessage(content=self.prompts.system), HumanMessage(content=prompt)]
        decision = yield from decide(model, messages, schema, method=self.method)
        if not decision.ok or decision.value is None:
            raise IngestError(f"graph extraction failed: the model's reply was invalid ({decision.error})")
        return decision.value


_TYPES = ", ".join(ENTITY_TYPES)
