"""Text helpers shared by the grounders: sentence splitting and word-overlap attribution."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from arcana_graph.core.types import Chunk, Span, SpanSource

__all__ = ["attribute", "locate", "split_sentences", "words"]

_SENTENCE_BREAK = re.compile(r"(?<=[.!?])\s+")
_WORD = re.compile(r"\w+", re.UNICODE)


def split_sentences(text: str) -> list[tuple[str, int, int]]:
    """Sentences as ``(text, start, end)`` character spans.

    Splits after ``.``, ``!`` or ``?`` followed by whitespace; punctuation stays with its sentence,
    the separating whitespace belongs to neither, whitespace-only pieces are dropped (so list items
    without final punctuation stay together, as in Arcana).
    """
    sentences: list[tuple[str, int, int]] = []
    position = 0
    for match in [*_SENTENCE_BREAK.finditer(text), None]:
        end = match.start() if match else len(text)
        piece = text[position:end]
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            trimmed = piece.strip()
            sentences.append((trimmed, position + lead, position + lead + len(trimmed)))
        if match:
            position = match.end()
    return sentences


def words(text: str) -> set[str]:
    """Lowercased word set (Unicode letters and digits)."""
    return {w.lower() for w in _WORD.findall(text)}


def locate(answer: str, claim: str) -> tuple[int, int] | None:
    """Character offsets of the first exact occurrence of ``claim`` in ``answer``."""
    if not claim:
        return None
    start = answer.find(claim)
    return (start, start + len(claim)) if start >= 0 else None


def attribute(spans: Sequence[Span], chunks: Sequence[Chunk], *, min_score: float = 0.1) -> tuple[Span, ...]:
    """Add word-overlap sources to spans: ``|span words ∩ chunk words| / |span words|`` per chunk.

    Sources scoring at least ``min_score`` are kept, best first; each span is scored on its own.
    """
    chunk_words = [(c.id, words(c.text)) for c in chunks]
    attributed = []
    for span in spans:
        span_words = words(span.text)
        sources = []
        if span_words:
            for chunk_id, vocabulary in chunk_words:
                overlap = len(span_words & vocabulary) / len(span_words)
                if overlap >= min_score:
                    sources.append(SpanSource(chunk_id=chunk_id, score=round(overlap, 4)))
        sources.sort(key=lambda s: s.score, reverse=True)
        attributed.append(replace(span, sources=tuple(sources)))
    return tuple(attributed)
