"""``ask`` and ``demo``: answering questions with the Loop or the Pipeline, with a live trace."""

from __future__ import annotations

import argparse
import json
import sys
from importlib import resources
from pathlib import Path
from typing import Any

from arcana_graph.cli.options import filter_from
from arcana_graph.cli.output import print_answer, print_pipeline_trace, print_table, print_trace
from arcana_graph.cli.store_commands import ingest_with_progress, knowledge_base
from arcana_graph.serving.defaults import GraphSettings, default_loop, default_pipeline
from arcana_graph.serving.results import run_result

__all__ = ["DEMO_QUESTION", "cmd_ask", "cmd_demo", "graph_settings"]

DEMO_QUESTION = "Who founded the workshop that made the lens of the Veltmar Point lighthouse?"


def graph_settings(args: argparse.Namespace) -> GraphSettings:
    """The environment's graph settings with the command line's model options on top."""
    steps = getattr(args, "steps", None)
    return GraphSettings.from_env(
        llm=args.llm,
        answer_llm=args.answer_llm,
        max_iterations=args.max_iterations,
        ground=args.ground,
        pipeline_steps=tuple(s.strip() for s in steps.split(",") if s.strip()) if steps else None,
        graph_context=True if getattr(args, "graph_context", False) else None,
    )


def stream_run(
    graph: Any,
    question: str,
    collections: list[str] | None,
    *,
    trace: bool,
    metadata_filter: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Stream one Loop or Pipeline run, printing its live trace, and return its result in the
    contract shape (``serving.results.run_result``); never raises: a crash becomes an error result."""
    final: dict[str, Any] = {}
    run_input: dict[str, Any] = {"question": question, "collections": collections}
    if metadata_filter is not None:
        run_input["filter"] = metadata_filter
    try:
        stream = graph.stream(run_input, stream_mode=["custom", "values"], subgraphs=True)
        for namespace, mode, chunk in stream:
            if mode == "custom" and trace:
                (print_pipeline_trace if chunk.get("event", "").startswith("arcana.pipeline") else print_trace)(chunk)
            elif mode == "values" and not namespace:
                final = chunk
    except Exception as exc:  # last line of defence: the CLI reports, it does not crash
        final = {**final, "terminated_by": "error", "error": f"{type(exc).__name__}: {exc}"}
    return run_result(final)


def cmd_ask(args: argparse.Namespace) -> int:
    settings = graph_settings(args)
    metadata_filter = filter_from(args.filter)
    with knowledge_base(args) as kb:
        graph = default_pipeline(kb, settings) if args.mode == "pipeline" else default_loop(kb, settings)
        result = stream_run(
            graph,
            args.question,
            args.collection or None,
            trace=not args.json or args.trace,
            metadata_filter=metadata_filter,
        )
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        print_answer(result)
    return 1 if result.get("terminated_by") == "error" else 0


def cmd_demo(args: argparse.Namespace) -> int:
    samples = resources.files("arcana_graph") / "samples"
    collections = {
        "coast": "Harbour, lighthouse and weather history of the Isle of Brannoch",
        "workshops": "Workshops and makers who supplied the Isle of Brannoch",
    }
    failed = False
    with knowledge_base(args) as kb:
        print("arcana-graph demo: the sample corpus in an embedded knowledge base\n", file=sys.stderr)
        for name, description in collections.items():
            results = ingest_with_progress(kb, [str(Path(str(samples)) / name)], name, description)
            failed = failed or any(r.status == "failed" for r in results)
        print()
        print_table(
            ["collection", "documents", "chunks", "description"],
            [(i.name, i.document_count, i.chunk_count, i.description or "") for i in kb.collections()],
        )
        print(f"\nQuestion: {DEMO_QUESTION}")
        print(
            "(two hops: the lighthouse page names the workshop, the workshop page names its founder)\n", file=sys.stderr
        )
        graph = default_loop(kb, graph_settings(args))
        result = stream_run(graph, DEMO_QUESTION, list(collections), trace=True)
        print_answer(result)
    return 1 if failed or result.get("terminated_by") == "error" else 0
