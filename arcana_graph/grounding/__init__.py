"""Grounding: check an answer against its chunks, claim by claim, and trace each claim to its source.

``LLMJudgeGrounder`` (any chat model) and ``HHEMGrounder`` (Vectara HHEM-2.1-Open via transformers)
implement the ``Grounder`` protocol; ``build_loop(..., grounder=...)`` adds them as a ``ground``
node. Modules: ``text`` (sentences, word-overlap attribution), ``judge``, ``hhem``, ``node``.
"""

from arcana_graph.grounding.attribution import attribute, split_sentences
from arcana_graph.grounding.hhem import HHEMGrounder
from arcana_graph.grounding.judge import LLMJudgeGrounder, parse_judge_json, score_claims
from arcana_graph.grounding.node import with_search_provenance

__all__ = [
    "HHEMGrounder",
    "LLMJudgeGrounder",
    "attribute",
    "parse_judge_json",
    "score_claims",
    "split_sentences",
    "with_search_provenance",
]
