"""Evaluation: metrics for answers and retrieval (the evaluation runner is the next piece of work)."""

from arcana_graph.evaluation.metrics import exact_match, is_refusal, normalize_answer, recall_at_k, token_f1

__all__ = ["exact_match", "is_refusal", "normalize_answer", "recall_at_k", "token_f1"]
