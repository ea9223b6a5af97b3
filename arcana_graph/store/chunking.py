"""Text to chunks with LangChain's recursive splitter, keeping character offsets.

Defaults follow Arcana: 450 tokens x 4 characters = 1,800 characters per chunk with 200 of
overlap, Markdown-aware (headings, then paragraphs, then lines) for ``.md`` files.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Any

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.store.loaders import LoadedText

__all__ = ["ChunkingConfig", "TextPiece", "split_text"]


@dataclass(frozen=True, kw_only=True, slots=True)
class ChunkingConfig:
    """How documents are cut into chunks."""

    chunk_size: int = 1800
    """Maximum characters per chunk (Arcana: 450 tokens x 4 characters)."""
    chunk_overlap: int = 200
    """Characters shared by consecutive chunks, so a sentence cut at a border is found whole."""

    def __post_init__(self) -> None:
        if self.chunk_size <= 0:
            raise ConfigurationError(f"chunk_size must be positive, got {self.chunk_size}")
        if not 0 <= self.chunk_overlap < self.chunk_size:
            raise ConfigurationError(
                f"chunk_overlap must be between 0 and chunk_size ({self.chunk_size}), got {self.chunk_overlap}"
            )

    @property
    def fingerprint(self) -> str:
        return f"size={self.chunk_size},overlap={self.chunk_overlap}"


@dataclass(frozen=True, slots=True)
class TextPiece:
    """One chunk's text and where it sits in the document."""

    text: str
    metadata: dict[str, Any]


def _splitter(config: ChunkingConfig, fmt: str) -> Any:
    from langchain_text_splitters import Language, RecursiveCharacterTextSplitter

    if fmt == "markdown":
        return RecursiveCharacterTextSplitter.from_language(
            Language.MARKDOWN,
            chunk_size=config.chunk_size,
            chunk_overlap=config.chunk_overlap,
            add_start_index=True,
        )
    return RecursiveCharacterTextSplitter(
        chunk_size=config.chunk_size, chunk_overlap=config.chunk_overlap, add_start_index=True
    )


def split_text(loaded: LoadedText, config: ChunkingConfig) -> list[TextPiece]:
    """Cut a loaded file into chunks; each carries ``start_char`` / ``end_char`` (and pages for PDFs).

    Blank chunks are dropped; offsets count characters from the start of the file (of the
    extracted text for PDFs): ``loaded.text`` plus ``loaded.body_start``.
    """
    documents = _splitter(config, loaded.format).create_documents([loaded.text])
    pieces: list[TextPiece] = []
    for doc in documents:
        text = doc.page_content
        if not text.strip():
            continue
        start = int(doc.metadata.get("start_index", -1))
        if start < 0 or loaded.text[start : start + len(text)] != text:
            start = loaded.text.find(text)
        shift = loaded.body_start if start >= 0 else 0
        metadata: dict[str, Any] = {"start_char": start + shift, "end_char": start + shift + len(text)}
        if loaded.page_starts and start >= 0:
            metadata["page_start"] = bisect.bisect_right(loaded.page_starts, start)
            metadata["page_end"] = bisect.bisect_right(loaded.page_starts, start + len(text) - 1)
        pieces.append(TextPiece(text=text, metadata=metadata))
    return pieces
