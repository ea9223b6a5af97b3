"""The cross-encoder reranker's real loading and scoring code, on a tiny random BERT classifier."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcana_graph import ConfigurationError
from arcana_graph.core.types import Chunk
from arcana_graph.pipeline import Rerank, build_pipeline
from arcana_graph.pipeline.cross_encoder import CrossEncoderReranker
from tests.fakes import ListSearcher, RoutingChatModel, chunk

WORDS = "what is alpha beta the first second letter it rains today ferry".split()


@pytest.fixture(scope="module")
def tiny_cross_encoder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import torch
    from tokenizers import Tokenizer, models, pre_tokenizers, processors
    from transformers import BertConfig, BertForSequenceClassification, PreTrainedTokenizerFast

    folder = tmp_path_factory.mktemp("cross-encoder")
    vocab = {t: i for i, t in enumerate(["[PAD]", "[UNK]", "[CLS]", "[SEP]", *WORDS, "?", "."])}
    tokenizer = Tokenizer(models.WordLevel(vocab=vocab, unk_token="[UNK]"))
    tokenizer.pre_tokenizer = pre_tokenizers.Sequence([pre_tokenizers.WhitespaceSplit(), pre_tokenizers.Punctuation()])
    tokenizer.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B [SEP]", special_tokens=[("[CLS]", 2), ("[SEP]", 3)]
    )
    PreTrainedTokenizerFast(
        tokenizer_object=tokenizer, pad_token="[PAD]", unk_token="[UNK]", cls_token="[CLS]", sep_token="[SEP]"
    ).save_pretrained(folder)
    torch.manual_seed(3)
    config = BertConfig(
        vocab_size=len(vocab),
        hidden_size=16,
        num_hidden_layers=1,
        num_attention_heads=2,
        intermediate_size=32,
        num_labels=1,
        max_position_embeddings=64,
    )
    BertForSequenceClassification(config).save_pretrained(folder)
    return folder


CHUNKS = [
    Chunk(id="a", text="alpha is the first letter."),
    Chunk(id="b", text="it rains today."),
    Chunk(id="c", text="beta is the second letter."),
]


def test_chunks_come_back_sorted_by_the_model_score(tiny_cross_encoder: Path) -> None:
    reranker = CrossEncoderReranker(str(tiny_cross_encoder), threshold=-1e9)
    scores = reranker.scores("what is alpha?", [c.text for c in CHUNKS])
    ranked = reranker("what is alpha?", CHUNKS)
    assert [c.id for c in ranked] == [c.id for _, c in sorted(zip(scores, CHUNKS, strict=True), key=lambda p: -p[0])]
    assert [c.metadata["rerank_score"] for c in ranked] == sorted(scores, reverse=True)
    assert CrossEncoderReranker(str(tiny_cross_encoder), batch_size=1).scores(
        "what is alpha?", [c.text for c in CHUNKS]
    ) == pytest.approx(scores, abs=1e-5)


def test_top_k_and_threshold(tiny_cross_encoder: Path) -> None:
    assert len(CrossEncoderReranker(str(tiny_cross_encoder), top_k=2)("what is alpha?", CHUNKS)) == 2
    assert CrossEncoderReranker(str(tiny_cross_encoder), threshold=1e9)("what is alpha?", CHUNKS) == []


def test_in_the_pipeline_rerank_step(tiny_cross_encoder: Path) -> None:
    searcher = ListSearcher([[chunk("a", "alpha is the first letter."), chunk("b", "it rains today.")]])
    steps = ["search", Rerank(reranker=CrossEncoderReranker(str(tiny_cross_encoder), top_k=1)), "answer"]
    result = build_pipeline(steps, llm=RoutingChatModel(default="x"), searcher=searcher).invoke(
        {"question": "what is alpha?"}
    )
    assert len(result["context_used"]) == 1


def test_a_missing_model_says_how_to_provide_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HF_HUB_CACHE", str(tmp_path))
    with pytest.raises(ConfigurationError, match="not found locally"):
        CrossEncoderReranker()("q", CHUNKS)
