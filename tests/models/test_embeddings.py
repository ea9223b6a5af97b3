"""Embedding specs and the local default embedder (real model, no database)."""

from __future__ import annotations

import math

import pytest

from arcana_graph import DEFAULT_EMBEDDINGS, ConfigurationError, LocalEmbeddings, resolve_embeddings
from arcana_graph.models.embeddings import embedding_dimensions, embedding_identity
from tests.fakes import HashEmbeddings


def test_an_embeddings_instance_passes_through() -> None:
    fake = HashEmbeddings()
    assert resolve_embeddings(fake) is fake


def test_default_is_the_local_minilm(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ARCANA_EMBEDDINGS", raising=False)
    emb = resolve_embeddings()
    assert isinstance(emb, LocalEmbeddings)
    assert embedding_identity(emb) == DEFAULT_EMBEDDINGS
    assert emb.dimensions == 384


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("minilm", "not 'provider:model'"),
        ("local:bge-small", "unknown local embedding model"),
        ("openai:text-embedding-3-small", "OPENAI_API_KEY"),
        ("nosuchprovider:model", "cannot create embeddings"),
    ],
)
def test_bad_specs_say_what_to_set(monkeypatch: pytest.MonkeyPatch, spec: str, message: str) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(ConfigurationError, match=message):
        resolve_embeddings(spec)


def test_environment_spec_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCANA_EMBEDDINGS", "local:nope")
    with pytest.raises(ConfigurationError, match="nope"):
        resolve_embeddings()


def test_local_embedder_produces_normalised_vectors_that_rank_meaning(minilm: LocalEmbeddings) -> None:
    docs = ["The cat sat on the mat.", "Stock markets fell sharply today.", "A kitten rested on a rug."]
    vectors = minilm.embed_documents(docs)
    assert [len(v) for v in vectors] == [384, 384, 384]
    assert all(math.isclose(sum(x * x for x in v), 1.0, rel_tol=1e-4) for v in vectors)
    query = minilm.embed_query("a small cat lying on a carpet")

    def cosine(a: list[float], b: list[float]) -> float:
        return sum(x * y for x, y in zip(a, b, strict=True))

    scores = [cosine(query, v) for v in vectors]
    assert scores[1] < min(scores[0], scores[2])
    # Batching and ordering do not change results.
    import numpy as np

    assert np.allclose(minilm.embed_documents(docs[::-1])[::-1], vectors, atol=1e-5)
    assert embedding_dimensions(minilm) == 384
    assert minilm.embed_documents([]) == []


def test_dimensions_of_an_embedder_without_the_attribute_are_probed() -> None:
    from langchain_core.embeddings import Embeddings

    class Plain(Embeddings):
        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            return [[1.0, 0.0, 0.0] for _ in texts]

        def embed_query(self, text: str) -> list[float]:
            return [1.0, 0.0, 0.0]

    assert embedding_dimensions(Plain()) == 3
    assert embedding_identity(Plain()) == "Plain"
