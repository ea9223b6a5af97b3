"""The HHEM grounder: Vectara's HHEM-2.1-Open hallucination classifier, run with transformers.

HHEM-2.1-Open (``vectara/hallucination_evaluation_model``) is a FLAN-T5-base encoder with a
two-way classification head read at the first token; the softmax of class 1 is the probability
that the hypothesis is consistent with the premise. The answer is split into sentences and each
sentence is scored against a premise built from the chunks:

* the first 10 chunks (in the order given: the Loop's are best first) are concatenated with
  blank lines while the total stays within 5,000 bytes, stopping at the first chunk that would
  overflow;
* if the first chunk alone exceeds the budget, each sentence is scored against every chunk
  separately and keeps its best score ("per-chunk max");
* no chunks: every sentence scores 0.

Sentences scoring below ``threshold`` (0.5) are hallucinated spans (span score ``1 - s``), the rest
faithful (span score ``s``); the overall score is the length-weighted mean of sentence scores (an
empty answer scores 1.0). Spans get word-overlap sources from every chunk.

A short answer (``short_answers.is_short_answer``: "Ottilie Quillon", "1887") is no hypothesis on
its own: with ``convert="rules"`` (default) HHEM scores the statement question and answer make
together (``statements.statement_by_rules``, else ``template_statement``) against the same
premise, so a two-hop answer is judged on both passages. The span is the answer's own text; its
sources come from the statement's words (the other hop's passage shares the question's words,
not the answer's). ``convert="off"`` scores the answer as a sentence, as before.

The weights cannot be downloaded at run time here: pass ``model_path`` (a folder with HHEM's
``model.safetensors`` and ``config.json``) or set ``ARCANA_HHEM_PATH``, or have the model in the
Hugging Face cache; the tokenizer and T5 configuration come from the ``foundation`` named in that
``config.json`` (``google/flan-t5-base``), also from a folder or the cache. The model is loaded
lazily, once per process, behind a lock, and scored in batches.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal

from arcana_graph.core.errors import GroundingError
from arcana_graph.core.types import Chunk, GroundingResult, Span
from arcana_graph.grounding.attribution import attribute, split_sentences
from arcana_graph.grounding.short_answers import answer_span, is_short_answer
from arcana_graph.grounding.statements import statement_by_rules, template_statement
from arcana_graph.models.huggingface import load_once, locate_weights

__all__ = ["HHEM_PROMPT", "HHEMGrounder", "build_premise"]

HHEM_REPO = "vectara/hallucination_evaluation_model"
FOUNDATION = "google/flan-t5-base"
HHEM_PROMPT = (
    "<pad> Determine if the hypothesis is true given the premise?\n\nPremise: {premise}\n\nHypothesis: {hypothesis}"
)
MAX_TOP_K = 10
CONCAT_BUDGET_BYTES = 5000


def build_premise(chunks: Sequence[Chunk]) -> str | None:
    """The concatenated premise within budget, or None when the first chunk alone is too large."""
    parts: list[str] = []
    used = 0
    for chunk in chunks[:MAX_TOP_K]:
        size = len(chunk.text.encode()) + 2
        if used + size > CONCAT_BUDGET_BYTES:
            break
        parts.append(chunk.text)
        used += size
    return "\n\n".join(parts) if parts else None


class HHEMGrounder:
    """A ``Grounder`` backed by HHEM-2.1-Open (see the module docstring).

    Args:
        model_path: folder with HHEM's ``model.safetensors`` and ``config.json``; default
            ``ARCANA_HHEM_PATH``, else the Hugging Face cache.
        foundation: folder or hub id of the T5 tokenizer/config; default the ``foundation`` of
            the model's ``config.json``.
        threshold: sentences scoring below it are hallucinated.
        batch_size: sentence/premise pairs per forward pass.
        max_length: tokenizer truncation length.
        convert: ``"rules"`` scores a short answer's statement, ``"off"`` the answer as it stands.
    """

    name = "hhem"

    def __init__(
        self,
        model_path: str | os.PathLike[str] | None = None,
        *,
        foundation: str | os.PathLike[str] | None = None,
        threshold: float = 0.5,
        batch_size: int = 8,
        max_length: int = 2048,
        convert: Literal["rules", "off"] = "rules",
    ) -> None:
        self.model_path = model_path or os.environ.get("ARCANA_HHEM_PATH")
        self.foundation = foundation
        self.threshold = threshold
        self.batch_size = batch_size
        self.max_length = max_length
        self.convert = convert
        self._loaded: tuple[Any, Any] | None = None

    def _load(self) -> tuple[Any, Any]:
        # Resolved once per instance: finding the folders reads config files and the hub cache,
        # which ``score_pairs`` would otherwise repeat for every batch.
        if self._loaded is None:
            self._loaded = self._locate_and_build()
        return self._loaded

    def _locate_and_build(self) -> tuple[Any, Any]:
        hint = "HHEMGrounder(model_path=...) / ARCANA_HHEM_PATH"
        model_dir = locate_weights(self.model_path, default=HHEM_REPO, what="HHEM-2.1-Open weights", hint=hint)
        config_file = model_dir / "config.json"
        declared = json.loads(config_file.read_text()).get("foundation") if config_file.exists() else None
        foundation_dir = locate_weights(
            self.foundation or declared or FOUNDATION,
            default=FOUNDATION,
            what="the FLAN-T5 tokenizer",
            hint="HHEMGrounder(foundation=...)",
        )
        return load_once(("hhem", str(model_dir), str(foundation_dir)), lambda: self._build(model_dir, foundation_dir))

    @staticmethod
    def _build(model_dir: Path, foundation_dir: Path) -> tuple[Any, Any]:
        from safetensors.torch import load_file
        from transformers import AutoTokenizer, T5Config, T5ForTokenClassification

        weights = model_dir / "model.safetensors"
        if not weights.exists():
            raise GroundingError(f"HHEM weights missing: {weights} does not exist")
        config = T5Config.from_pretrained(str(foundation_dir), num_labels=2)
        model = T5ForTokenClassification(config)
        state = {k.removeprefix("t5."): v for k, v in load_file(str(weights)).items()}
        missing, _unexpected = model.load_state_dict(state, strict=False)
        if missing:
            raise GroundingError(f"HHEM weights in {weights} do not fit the T5 classifier (missing {missing[:3]})")
        model.eval()
        tokenizer = AutoTokenizer.from_pretrained(str(foundation_dir))
        return tokenizer, model

    def score_pairs(self, pairs: Sequence[tuple[str, str]]) -> list[float]:
        """Consistency probabilities for ``(premise, hypothesis)`` pairs, in order."""
        import torch

        tokenizer, model = self._load()
        scores: list[float] = []
        for start in range(0, len(pairs), self.batch_size):
            batch = [HHEM_PROMPT.format(premise=p, hypothesis=h) for p, h in pairs[start : start + self.batch_size]]
            inputs = tokenizer(batch, return_tensors="pt", padding=True, truncation=True, max_length=self.max_length)
            with torch.inference_mode():
                logits = model(**inputs).logits[:, 0, :]
            scores.extend(torch.softmax(logits, dim=-1)[:, 1].tolist())
        return scores

    def _sentence_scores(self, sentences: Sequence[str], chunks: Sequence[Chunk]) -> list[float]:
        if not chunks:
            return [0.0 for _ in sentences]
        premise = build_premise(chunks)
        if premise is not None:
            return self.score_pairs([(premise, s) for s in sentences])
        # The first chunk alone is over budget: score against each chunk, keep the best.
        flat = self.score_pairs([(c.text, s) for s in sentences for c in chunks])
        n = len(chunks)
        return [max(flat[i * n : (i + 1) * n]) for i in range(len(sentences))]

    def hypotheses(self, answer: str, question: str) -> list[tuple[str, str, int, int]]:
        """What to score: ``(hypothesis, span text, start, end)`` per sentence, or one statement
        spanning a short answer's own text (see the module docstring)."""
        if self.convert == "rules" and question.strip() and is_short_answer(answer):
            found = answer_span(answer)
            if found is not None:
                statement = statement_by_rules(question, answer) or template_statement(question, answer)
                return [(statement.text, *found)]
        return [(text, text, start, end) for text, start, end in split_sentences(answer)]

    def __call__(self, answer: str, chunks: Sequence[Chunk], *, question: str) -> GroundingResult:
        units = self.hypotheses(answer, question)
        if not units:
            return GroundingResult(score=1.0)
        scores = self._sentence_scores([hypothesis for hypothesis, _, _, _ in units], chunks)
        faithful: list[Span] = []
        hallucinated: list[Span] = []
        for (hypothesis, text, start, end), score in zip(units, scores, strict=True):
            # Attributed by the hypothesis's words, then given the answer's text and offsets.
            if score < self.threshold:
                (span,) = attribute([Span(text=hypothesis, start=start, end=end, score=round(1 - score, 5))], chunks)
                hallucinated.append(replace(span, text=text))
            else:
                (span,) = attribute([Span(text=hypothesis, start=start, end=end, score=round(score, 5))], chunks)
                faithful.append(replace(span, text=text))
        weights = [end - start for _, _, start, end in units]
        overall = sum(w * s for w, s in zip(weights, scores, strict=True)) / sum(weights)
        return GroundingResult(
            score=round(overall, 5), faithful_spans=tuple(faithful), hallucinated_spans=tuple(hallucinated)
        )
