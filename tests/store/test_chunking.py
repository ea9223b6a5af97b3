"""Splitting text into chunks: sizes, overlap, offsets, Markdown awareness."""

from __future__ import annotations

import pytest

from arcana_graph import ChunkingConfig, ConfigurationError
from arcana_graph.store.chunking import split_text
from arcana_graph.store.loaders import LoadedText


def test_defaults_follow_arcana() -> None:
    config = ChunkingConfig()
    assert (config.chunk_size, config.chunk_overlap) == (1800, 200)


@pytest.mark.parametrize(("size", "overlap"), [(0, 0), (100, 100), (100, -1)])
def test_invalid_sizes_are_configuration_errors(size: int, overlap: int) -> None:
    with pytest.raises(ConfigurationError):
        ChunkingConfig(chunk_size=size, chunk_overlap=overlap)


def test_offsets_point_back_into_the_text_and_chunks_overlap() -> None:
    text = " ".join(f"word{i}" for i in range(400))
    pieces = split_text(LoadedText(text=text, format="text"), ChunkingConfig(chunk_size=200, chunk_overlap=50))
    assert len(pieces) > 5
    for piece in pieces:
        assert len(piece.text) <= 200
        assert text[piece.metadata["start_char"] : piece.metadata["end_char"]] == piece.text
    first, second = pieces[0], pieces[1]
    assert second.metadata["start_char"] < first.metadata["end_char"], "consecutive chunks overlap"


def test_markdown_splits_at_headings_first() -> None:
    section = "Some sentence about the topic. " * 5
    text = f"# One\n\n{section}\n\n## Two\n\n{section}\n\n## Three\n\n{section}"
    pieces = split_text(LoadedText(text=text, format="markdown"), ChunkingConfig(chunk_size=200, chunk_overlap=0))
    assert [p.text.splitlines()[0] for p in pieces] == ["# One", "## Two", "## Three"]


def test_non_ascii_offsets_are_character_offsets() -> None:
    text = "Ünïcödé " * 50
    pieces = split_text(LoadedText(text=text, format="text"), ChunkingConfig(chunk_size=64, chunk_overlap=8))
    for piece in pieces:
        assert text[piece.metadata["start_char"] : piece.metadata["end_char"]] == piece.text
