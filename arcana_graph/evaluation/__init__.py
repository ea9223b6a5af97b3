"""Evaluation: the shipped fictional evaluation sets (``kestrel``, ``harbourline``), metrics, the
runner behind ``arcana-graph eval``, retrieval baselines, routing cases for ``select`` and reports.

``load_questions`` / ``ingest_eval_corpus`` give the data; ``parse_system`` + ``run_evaluation``
score systems question by question into a resumable JSONL file; ``evaluate_retrieval`` measures
one-search recall (BM25, exact cosine, HNSW, keyword, hybrid, rrf); ``summarize``, ``check_targets``
and ``plot_report`` turn records into the report.
"""

from arcana_graph.evaluation.dataset import (
    DEFAULT_SET,
    EvalQuestion,
    available_sets,
    collection_descriptions,
    eval_corpus_dir,
    ingest_eval_corpus,
    load_questions,
)
from arcana_graph.evaluation.metrics import (
    contains_answer,
    exact_match,
    is_refusal,
    normalize_answer,
    recall_at_k,
    token_f1,
)
from arcana_graph.evaluation.report import check_targets, plot_report, summarize, summary_rows
from arcana_graph.evaluation.retrieval import RETRIEVAL_METHODS, evaluate_retrieval
from arcana_graph.evaluation.routing import RoutingCase, evaluate_routing, load_routing_cases
from arcana_graph.evaluation.runner import EvalSettings, load_records, run_evaluation, score_outcome
from arcana_graph.evaluation.systems import EvalSystem, Outcome, build_system, parse_system
from arcana_graph.evaluation.usage import UsageCounter

__all__ = [
    "DEFAULT_SET",
    "RETRIEVAL_METHODS",
    "EvalQuestion",
    "EvalSettings",
    "EvalSystem",
    "Outcome",
    "RoutingCase",
    "UsageCounter",
    "available_sets",
    "build_system",
    "check_targets",
    "collection_descriptions",
    "contains_answer",
    "eval_corpus_dir",
    "evaluate_retrieval",
    "evaluate_routing",
    "exact_match",
    "ingest_eval_corpus",
    "is_refusal",
    "load_questions",
    "load_records",
    "load_routing_cases",
    "normalize_answer",
    "parse_system",
    "plot_report",
    "recall_at_k",
    "run_evaluation",
    "score_outcome",
    "summarize",
    "summary_rows",
    "token_f1",
]
