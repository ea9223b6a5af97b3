"""Test doubles, at the boundaries only (embedders here; chat models and searchers later).

``HashEmbeddings`` is a deterministic bag-of-words embedder in the spirit of Arcana's test
embedder: texts that share words get similar vectors, so ranking tests are meaningful without
loading a model.
"""

from __future__ import annotations

import hashlib
import math
import re

from langchain_core.embeddings import Embeddings

_WORD = re.compile(r"\w+", re.UNICODE)


class HashEmbeddings(Embeddings):
    """Each lowercased word adds weight to three hashed positions; vectors are L2-normalised."""

    def __init__(self, dimensions: int = 64) -> None:
        self.dimensions = dimensions
        self.calls = 0

    @property
    def identity(self) -> str:
        return f"hash:{self.dimensions}"

    def _vector(self, text: str) -> list[float]:
        vector = [0.0] * self.dimensions
        for word in _WORD.findall(text.lower()):
            digest = hashlib.blake2b(word.encode(), digest_size=12).digest()
            for k, weight in enumerate((0.5, 0.3, 0.2)):
                index = int.from_bytes(digest[4 * k : 4 * k + 4], "little") % self.dimensions
                vector[index] += weight
        norm = math.sqrt(sum(x * x for x in vector)) or 1.0
        return [x / norm for x in vector]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.calls += 1
        return [self._vector(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._vector(text)


class PoisonedEmbeddings(HashEmbeddings):
    """Fails any embedding call whose texts contain ``poison``: an embedder outage for one file."""

    def __init__(self, poison: str = "POISON", dimensions: int = 64) -> None:
        super().__init__(dimensions)
        self.poison = poison

    @property
    def identity(self) -> str:  # same vectors as HashEmbeddings, so the same identity
        return f"hash:{self.dimensions}"

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if any(self.poison in t for t in texts):
            raise RuntimeError("embedding service rejected the batch")
        return super().embed_documents(texts)
