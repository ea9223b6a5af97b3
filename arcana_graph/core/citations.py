"""Citations: which passages an answer rests on, down to the supporting sentence.

Three ways to know, in order of trust:

* ``from_evidence``: the sentences a model copied as its evidence (the json strategy's steps do
  this), found in the gathered chunks;
* ``from_markers``: the markers an API model wrote in its answer (``[<chunk id>]`` for the Loop,
  ``[<passage number>]`` for the Pipeline); a marker that points to no gathered chunk is removed
  from the answer and counted, the others are renumbered ``[1]``, ``[2]``... in order of first use;
* ``by_overlap``: the sentence of the gathered chunks that shares most words with the answer,
  when the model gave neither (so every answered run cites something, and says how it knew).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from arcana_graph.core.text import best_sentence, is_refusal, sentence_spans
from arcana_graph.core.types import Chunk, Citation

__all__ = ["by_overlap", "cite", "from_evidence", "from_markers", "without_markers"]

_MARKER = re.compile(r"\s?\[([^\[\]\n]{1,80})\]")


def _citation(marker: int, chunk: Chunk, span: tuple[str, int, int] | None) -> Citation:
    text, start, end = span if span is not None else (chunk.text, 0, len(chunk.text))
    return Citation(
        marker=marker,
        chunk_id=chunk.id,
        collection=chunk.collection,
        source=chunk.source,
        start=start,
        end=end,
        text=text,
    )


def from_evidence(sentences: Sequence[str], chunks: Sequence[Chunk]) -> list[Citation]:
    """One citation per evidence sentence found in a chunk (the first chunk that holds it; a
    sentence copied loosely is matched to the chunk sentence sharing most of its words)."""
    citations: list[Citation] = []
    seen: set[tuple[str, int]] = set()
    for sentence in sentences:
        match = _locate(sentence, chunks)
        if match is None:
            continue
        chunk, span = match
        if (chunk.id, span[1]) not in seen:
            seen.add((chunk.id, span[1]))
            citations.append(_citation(len(citations) + 1, chunk, span))
    return citations


def _locate(sentence: str, chunks: Sequence[Chunk]) -> tuple[Chunk, tuple[str, int, int]] | None:
    wanted = _flat(sentence)
    for chunk in chunks:
        for span in sentence_spans(chunk.text):
            if wanted and (wanted in _flat(span[0]) or _flat(span[0]) in wanted):
                return chunk, span
    scored = [(best_sentence(chunk.text, sentence), chunk) for chunk in chunks]
    candidates = [(len(set(s[0].casefold().split()) & set(wanted.split())), c, s) for s, c in scored if s is not None]
    best = max(candidates, key=lambda item: item[0], default=None)
    return (best[1], best[2]) if best is not None and best[0] >= max(3, len(wanted.split()) // 2) else None


def without_markers(text: str) -> str:
    """``text`` with its citation markers taken out (for checks of what the answer says)."""
    return _MARKER.sub("", text).strip()


def _flat(text: str) -> str:
    return " ".join(text.split()).casefold()


def from_markers(answer: str, resolve: Callable[[str], Chunk | None]) -> tuple[str, list[Citation], int]:
    """Validate and renumber the markers of ``answer``.

    Args:
        resolve: a marker's content to its chunk (None: it points to no gathered chunk).

    Returns:
        The answer with valid markers renumbered and invalid ones removed, the citations (the
        supporting sentence: the chunk sentence closest to the answer sentence that carries the
        marker), and how many markers were removed.
    """
    numbers: dict[str, int] = {}
    citations: list[Citation] = []
    dropped = 0
    sentences = sentence_spans(answer)

    def renumber(match: re.Match[str]) -> str:
        nonlocal dropped
        chunk = resolve(match.group(1).strip())
        if chunk is None:
            dropped += 1
            return ""
        if chunk.id not in numbers:
            numbers[chunk.id] = len(numbers) + 1
            claim = next((s[0] for s in sentences if s[1] <= match.start() <= s[2]), answer)
            citations.append(_citation(numbers[chunk.id], chunk, best_sentence(chunk.text, _MARKER.sub("", claim))))
        return f" [{numbers[chunk.id]}]"

    return _MARKER.sub(renumber, answer).strip(), citations, dropped


def by_overlap(answer: str, chunks: Sequence[Chunk]) -> list[Citation]:
    """The chunk sentence sharing most words with the answer, as one citation (none when no
    chunk shares a word)."""
    best: tuple[int, Chunk, tuple[str, int, int]] | None = None
    answer_words = set(re.findall(r"\w+", answer.casefold()))
    for chunk in chunks:
        span = best_sentence(chunk.text, answer)
        if span is not None:
            shared = len(answer_words & set(re.findall(r"\w+", span[0].casefold())))
            if best is None or shared > best[0]:
                best = (shared, chunk, span)
    return [_citation(1, best[1], best[2])] if best is not None else []


def cite(
    answer: str, chunks: Sequence[Chunk], *, evidence: Sequence[str] = (), resolve: Callable[[str], Chunk | None]
) -> tuple[str, list[Citation], int]:
    """The answer's citations by the most trusted way available (see the module docstring);
    returns the answer (markers renumbered), the citations and how many markers were dropped.
    A refusal ("the passages do not state ...") cites nothing."""
    if is_refusal(answer):
        return _MARKER.sub("", answer).strip(), [], 0
    if evidence:
        found = from_evidence(evidence, chunks)
        if found:
            return answer, found, 0
    text, found, dropped = from_markers(answer, resolve)
    if found:
        return text, found, dropped
    return text, by_overlap(text, chunks), dropped
