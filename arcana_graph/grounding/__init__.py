"""Grounding: check an answer against its chunks, claim by claim, and trace each claim to its source.

``LLMJudgeGrounder`` (any chat model) and ``HHEMGrounder`` (Vectara HHEM-2.1-Open via transformers)
implement the ``Grounder`` protocol; ``build_loop(..., grounder=...)`` adds them as a ``ground``
node, which judges the cited chunks when the run cites any. Modules: ``attribution`` (sentences,
word-overlap attribution), ``short_answers`` (what a short answer is), ``statements`` (the statement
a short answer makes with its question), ``agreement`` (does a value read from the passages agree
with the answer), ``lexicon`` (the word lists those share), ``judge``, ``hhem``, ``node``, ``prompts``, and
``after_run`` (``ground_result``: ground a finished result without rebuilding the graph).
"""

from arcana_graph.grounding.after_run import aground_result, ground_result
from arcana_graph.grounding.attribution import attribute, split_sentences
from arcana_graph.grounding.hhem import HHEMGrounder
from arcana_graph.grounding.judge import LLMJudgeGrounder, parse_judge_json, score_claims
from arcana_graph.grounding.node import cited_chunks, with_search_provenance
from arcana_graph.grounding.short_answers import is_short_answer
from arcana_graph.grounding.statements import statement_by_rules

__all__ = [
    "HHEMGrounder",
    "LLMJudgeGrounder",
    "aground_result",
    "attribute",
    "cited_chunks",
    "ground_result",
    "is_short_answer",
    "parse_judge_json",
    "score_claims",
    "split_sentences",
    "statement_by_rules",
    "with_search_provenance",
]
