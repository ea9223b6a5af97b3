"""A cross-encoder reranker (``Reranker``) run with transformers, for the ``rerank`` step.

A cross-encoder reads the question and a passage together and outputs one relevance logit, which
is usually more accurate than embedding similarity (e.g. ``cross-encoder/ms-marco-MiniLM-L-6-v2``,
Arcana's choice). Weights are loaded from a folder or the Hugging Face cache (no download at run
time), lazily, once per process. Chunks come back best first with ``rerank_score`` in their
metadata; ``top_k`` keeps the best k, else ``threshold`` keeps logits at or above it.

Example::

    Rerank(reranker=CrossEncoderReranker("/models/ms-marco-MiniLM-L-6-v2", top_k=5))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from arcana_graph.core.types import Chunk
from arcana_graph.models.huggingface import load_once, locate_weights

__all__ = ["CrossEncoderReranker"]

DEFAULT_MODEL = "cross-encoder/ms-marco-MiniLM-L-6-v2"


def _build(path: Path) -> tuple[Any, Any]:
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    model = AutoModelForSequenceClassification.from_pretrained(str(path))
    model.eval()
    return AutoTokenizer.from_pretrained(str(path)), model


class CrossEncoderReranker:
    """Rerank chunks with a sequence-classification cross-encoder (see the module docstring)."""

    def __init__(
        self,
        model: str = DEFAULT_MODEL,
        *,
        top_k: int | None = None,
        threshold: float = 0.0,
        max_length: int = 512,
        batch_size: int = 16,
    ) -> None:
        self.model = model
        self.top_k = top_k
        self.threshold = threshold
        self.max_length = max_length
        self.batch_size = batch_size
        self._loaded: tuple[Any, Any] | None = None

    def _load(self) -> tuple[Any, Any]:
        if self._loaded is not None:  # locating the folder hits the hub cache: once per instance
            return self._loaded
        path = locate_weights(
            self.model, default=DEFAULT_MODEL, what="cross-encoder", hint="CrossEncoderReranker(path)"
        )
        self._loaded = load_once(("cross-encoder", str(path)), lambda: _build(path))
        return self._loaded

    def scores(self, question: str, texts: Sequence[str]) -> list[float]:
        """One relevance logit per passage."""
        import torch

        tokenizer, model = self._load()
        out: list[float] = []
        for start in range(0, len(texts), self.batch_size):
            batch = list(texts[start : start + self.batch_size])
            inputs = tokenizer(
                [question] * len(batch),
                batch,
                padding=True,
                truncation=True,
                max_length=self.max_length,
                return_tensors="pt",
            )
            with torch.inference_mode():
                logits = model(**inputs).logits
            out.extend(logits[:, 0].tolist())
        return out

    def __call__(self, question: str, chunks: Sequence[Chunk]) -> list[Chunk]:
        if not chunks:
            return []
        scored = sorted(
            zip(self.scores(question, [c.text for c in chunks]), range(len(chunks)), chunks, strict=True),
            key=lambda item: (-item[0], item[1]),
        )
        kept = scored[: self.top_k] if self.top_k is not None else [s for s in scored if s[0] >= self.threshold]
        return [replace(chunk, metadata={**chunk.metadata, "rerank_score": score}) for score, _, chunk in kept]
