"""Evaluation: the shipped fictional evaluation set, and metrics for answers and retrieval.

(The evaluation runner, ``arcana-graph eval``, is the next piece of work.)
"""

from arcana_graph.evaluation.dataset import EvalQuestion, eval_corpus_dir, ingest_eval_corpus, load_questions
from arcana_graph.evaluation.metrics import exact_match, is_refusal, normalize_answer, recall_at_k, token_f1

__all__ = [
    "EvalQuestion",
    "eval_corpus_dir",
    "exact_match",
    "ingest_eval_corpus",
    "is_refusal",
    "load_questions",
    "normalize_answer",
    "recall_at_k",
    "token_f1",
]
