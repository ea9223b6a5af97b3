"""``eval``: a shipped evaluation set through several systems, with retrieval baselines, a JSON
report and a plot (the sets, runner, metrics and report live in ``arcana_graph.evaluation``)."""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

from arcana_graph.cli.options import add_model_options
from arcana_graph.cli.output import print_table
from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.types import GRAPH_MODES
from arcana_graph.store import KnowledgeBase

__all__ = ["DEFAULT_SYSTEMS", "add_eval_parser", "cmd_eval"]

DEFAULT_SYSTEMS = ("loop", "single-search", "no-retrieval")
DEFAULT_SET = "kestrel"
"""The set run without ``--set`` (``arcana_graph.evaluation.dataset.DEFAULT_SET``; repeated here so
building the parser imports no evaluation code)."""


def add_eval_parser(sub: Any) -> None:
    """The ``eval`` sub-command and its options."""
    command = sub.add_parser(
        "eval",
        help="measure answer quality, refusals, grounding and cost on a shipped evaluation set",
        description=(
            "Runs the questions of an evaluation set through each --system and scores them. Uses its "
            "own knowledge base (an embedded server under <data dir>/eval, or eval-<set> for other "
            "sets than the default) unless --database-url is given. Results are appended to "
            "<output>/records.jsonl as they finish: rerun the same command to resume."
        ),
    )
    command.add_argument(
        "--system",
        action="append",
        default=[],
        help="loop | single-search | no-retrieval | pipeline:step,step (repeat; default: "
        + ", ".join(DEFAULT_SYSTEMS)
        + ")",
    )
    command.add_argument(
        "--set",
        dest="eval_set",
        default=DEFAULT_SET,
        metavar="NAME",
        help=f"the shipped evaluation set: its corpus, questions and routing cases (default: {DEFAULT_SET}; "
        "also harbourline)",
    )
    command.add_argument("--questions", default=None, help="a questions JSONL file (default: the set's questions)")
    command.add_argument("--types", default=None, help="only these question types, comma-separated")
    command.add_argument("--limit", type=int, default=None, help="only the first N questions (after --types)")
    command.add_argument("--output", default="eval-results", help="folder for records, report.json and report.png")
    command.add_argument("--fresh", action="store_true", help="discard stored records instead of resuming")
    command.add_argument("--no-retrieval-baselines", action="store_true", help="skip BM25 / exact / HNSW recall")
    command.add_argument("--no-plot", action="store_true", help="do not draw report.png")
    command.add_argument(
        "--routing", action="store_true", help="also score the Pipeline's select step on routing cases"
    )
    add_model_options(command, ground="judge")
    command.add_argument(
        "--graph",
        nargs="?",
        const="auto",
        default=None,
        choices=["auto", *GRAPH_MODES],
        help="build the corpus's entity graph (fast extractor; kept) and let the Loop and single-search-short "
        "search through it (auto, the Loop's default, or a graph search by name: arcana, ppr, bridge)",
    )
    command.add_argument("--json", action="store_true", help="print the report as JSON on stdout")
    command.set_defaults(func=cmd_eval)


def _questions(args: argparse.Namespace) -> list[Any]:
    from arcana_graph.evaluation.dataset import eval_set_dir, load_questions

    eval_set_dir(args.eval_set)  # an unknown set fails first, with the list of sets
    questions = load_questions(args.questions, eval_set=args.eval_set)
    if args.types:
        wanted = {t.strip() for t in args.types.split(",") if t.strip()}
        known = {q.type for q in questions}
        if not wanted <= known:
            raise ConfigurationError(f"unknown question type(s) {sorted(wanted - known)}; known: {sorted(known)}")
        questions = [q for q in questions if q.type in wanted]
    if args.limit is not None:
        questions = questions[: max(args.limit, 0)]
    if not questions:
        raise ConfigurationError("no questions selected; check --questions, --types and --limit")
    return questions


def _eval_knowledge_base(args: argparse.Namespace) -> KnowledgeBase:
    from arcana_graph.core.settings import data_dir
    from arcana_graph.store.database import embedded_database_url

    folder = "eval" if args.eval_set == DEFAULT_SET else f"eval-{args.eval_set}"  # one corpus per database
    url = args.database_url or embedded_database_url(Path(args.data_dir or data_dir()) / folder)
    return KnowledgeBase(args.embeddings, database_url=url)


def _ingest(kb: KnowledgeBase, eval_set: str) -> None:
    """Ingest the set's corpus; warn when the knowledge base holds other collections too (the
    systems search every collection, so another corpus would be searched as well)."""
    from arcana_graph.evaluation import ingest_eval_corpus

    reports = ingest_eval_corpus(kb, eval_set)
    failed = [f.error for r in reports.values() for f in r.files if f.status == "failed"]
    if failed:
        raise ConfigurationError(f"the evaluation corpus did not ingest: {failed[0]}")
    others = sorted({c.name for c in kb.collections()} - set(reports))
    if others:
        print(
            f"warning: the knowledge base also holds {', '.join(others)}; the systems search those too",
            file=sys.stderr,
        )


def _build_graphs(kb: KnowledgeBase) -> None:
    """The entity graph of every collection of the evaluation knowledge base (resumable: chunks
    already read are skipped, so a second ``eval --graph`` costs nothing)."""
    for info in kb.collections():
        report = kb.build_graph(info.name)
        if not report.ok:
            raise ConfigurationError(f"the graph of {info.name} did not build: {report.failed[0][1]}")


def _machine() -> dict[str, Any]:
    return {
        "platform": platform.platform(),
        "processor": platform.processor() or platform.machine(),
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
    }


def cmd_eval(args: argparse.Namespace) -> int:
    from arcana_graph.evaluation import (
        EvalSettings,
        evaluate_retrieval,
        evaluate_routing,
        load_routing_cases,
        parse_system,
        plot_report,
        run_evaluation,
    )
    from arcana_graph.models.chat import default_llm_spec
    from arcana_graph.serving.defaults import GraphSettings, grounder_for

    systems = [parse_system(s) for s in (args.system or DEFAULT_SYSTEMS)]
    questions = _questions(args)
    cases = load_routing_cases(eval_set=args.eval_set) if args.routing else None
    llm = args.llm or default_llm_spec()
    settings = EvalSettings(
        llm=llm,
        answer_llm=args.answer_llm,
        max_iterations=args.max_iterations,
        eval_set=args.eval_set,
        graph=args.graph,
    )
    output = Path(args.output)
    records_path = output / "records.jsonl"
    if args.fresh and records_path.exists():
        records_path.unlink()
    started = time.time()
    with _eval_knowledge_base(args) as kb:
        _ingest(kb, args.eval_set)
        if args.graph:
            _build_graphs(kb)
        retrieval = None if args.no_retrieval_baselines else evaluate_retrieval(kb, questions)
        routing = evaluate_routing(llm, kb, cases) if cases is not None else None
        grounder = grounder_for(GraphSettings(llm=llm, answer_llm=args.answer_llm, ground=args.ground))
        try:
            records = run_evaluation(
                questions, systems, kb, settings=settings, records_path=records_path, grounder=grounder
            )
        except KeyboardInterrupt:
            print(
                f"interrupted: finished runs are kept in {records_path}; run the same command to resume",
                file=sys.stderr,
            )
            return 130
    report = _report(args, settings, questions, records, retrieval, routing, started)
    (output / "report.json").write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    if not args.no_plot:
        plot_report(report["systems"], retrieval, output / "report.png")
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        _print_report(report, output)
    return 0


def _report(
    args: argparse.Namespace,
    settings: Any,
    questions: list[Any],
    records: list[dict[str, Any]],
    retrieval: Any,
    routing: Any,
    started: float,
) -> dict[str, Any]:
    """``report.json``: what ran, on what, and the per-system summaries with the targets."""
    from arcana_graph.evaluation import check_targets, summarize

    summary = summarize(records)
    return {
        "command": getattr(args, "command_line", "arcana-graph eval"),
        "finished_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "wall_seconds": round(time.time() - started, 1),
        "machine": _machine(),
        "eval_set": args.eval_set,
        "llm": settings.llm_label,
        "answer_llm": settings.answer_llm,
        "max_iterations": settings.max_iterations,
        "graph": settings.graph_mode,
        "grounding": args.ground,
        "questions": {t: sum(1 for q in questions if q.type == t) for t in dict.fromkeys(q.type for q in questions)},
        "systems": summary,
        "targets": check_targets(summary),
        "retrieval": retrieval,
        "routing": routing,
    }


def _print_report(report: dict[str, Any], output: Path) -> None:
    from arcana_graph.evaluation import summary_rows

    header, rows = summary_rows(report["systems"])
    print_table(header, rows)
    if report["retrieval"]:
        print()
        ks = list(next(iter(report["retrieval"].values()))["recall"])
        print_table(
            ["retrieval", *[f"recall@{k}" for k in ks], "p50 ms"],
            [
                (name, *[f"{100 * r['recall'][k]:.1f}" for k in ks], r["p50_ms"])
                for name, r in report["retrieval"].items()
            ],
        )
    print()
    for name, system in report["systems"].items():
        ends = ", ".join(f"{k} {v}" for k, v in sorted(system["termination"].items()))
        print(f"{name}: {ends}")
    if report["routing"]:
        r = report["routing"]
        print(f"select routing: exact {r['exact']:.2f}, recall {r['recall']:.2f}, precision {r['precision']:.2f}")
    for check in report["targets"]:
        print(f"[{'met' if check['met'] else 'MISSED'}] {check['target']}: {check['value']}")
    print(f"\nreport: {output / 'report.json'}")
