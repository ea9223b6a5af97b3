"""``ask`` and ``demo``: answering questions with the Loop or the Pipeline, with a live trace."""

from __future__ import annotations

import argparse
import json
import sys
from importlib import resources
from pathlib import Path
from typing import Any

from arcana_graph.cli.output import print_answer, print_pipeline_trace, print_table, print_trace, result_json
from arcana_graph.cli.store_commands import ingest_with_progress, knowledge_base
from arcana_graph.store import KnowledgeBase

__all__ = ["DEMO_QUESTION", "cmd_ask", "cmd_demo"]

DEMO_QUESTION = "Who founded the workshop that made the lens of the Veltmar Point lighthouse?"


def grounder_for(args: argparse.Namespace, llm: str) -> Any:
    """The grounder named by ``--ground``: the judge uses the answer model, else the controller."""
    if args.ground == "judge":
        from arcana_graph.grounding import LLMJudgeGrounder

        judge = args.answer_llm or llm
        return LLMJudgeGrounder(judge, max_chunks=8 if judge.startswith("local:") else None)
    if args.ground == "hhem":
        from arcana_graph.grounding import HHEMGrounder

        return HHEMGrounder()
    return None


def build_loop_for(args: argparse.Namespace, kb: KnowledgeBase) -> Any:
    from arcana_graph.loop import build_loop
    from arcana_graph.models import default_answerer, default_llm_spec

    llm = args.llm or default_llm_spec()
    return build_loop(
        llm,
        kb,
        answerer=default_answerer(llm, args.answer_llm),
        max_iterations=args.max_iterations,
        strategy="auto",
        grounder=grounder_for(args, llm),
    )


def build_pipeline_for(args: argparse.Namespace, kb: KnowledgeBase) -> Any:
    from arcana_graph.models import default_llm_spec
    from arcana_graph.pipeline import build_pipeline

    llm = args.llm or default_llm_spec()
    steps = [s.strip() for s in args.steps.split(",") if s.strip()]
    if args.ground != "none" and "ground" not in steps:
        steps.append("ground")
    return build_pipeline(steps, llm=llm, searcher=kb, grounder=grounder_for(args, llm))


def run_loop(graph: Any, question: str, collections: list[str] | None, *, trace: bool) -> dict[str, Any]:
    """Stream one Loop run, printing the trace live; never raises (a crash becomes an error result)."""
    final: dict[str, Any] = {}
    try:
        for mode, chunk in graph.stream(
            {"question": question, "collections": collections}, stream_mode=["custom", "values"]
        ):
            if mode == "custom" and trace:
                print_trace(chunk)
            elif mode == "values":
                final = chunk
    except Exception as exc:  # last line of defence: the CLI reports, it does not crash
        final = {**final, "terminated_by": "error", "error": f"{type(exc).__name__}: {exc}"}
    return final


def run_pipeline(graph: Any, question: str, collections: list[str] | None, *, trace: bool) -> dict[str, Any]:
    """Stream one Pipeline run with a live trace of its steps; shaped like a Loop result."""
    final: dict[str, Any] = {}
    try:
        stream = graph.stream(
            {"question": question, "collections": collections}, stream_mode=["custom", "values"], subgraphs=True
        )
        for namespace, mode, chunk in stream:
            if mode == "custom" and trace:
                print_pipeline_trace(chunk)
            elif mode == "values" and not namespace:
                final = chunk
    except Exception as exc:  # last line of defence: the CLI reports, it does not crash
        final = {**final, "error": f"{type(exc).__name__}: {exc}"}
    return {
        **final,
        "terminated_by": "error" if final.get("error") else "answered",
        "iterations": 0,
        "tool_history": [],
        "chunks": final.get("context_used", []),
    }


def cmd_ask(args: argparse.Namespace) -> int:
    with knowledge_base(args) as kb:
        trace = not args.json or args.trace
        if args.mode == "pipeline":
            result = run_pipeline(build_pipeline_for(args, kb), args.question, args.collection or None, trace=trace)
        else:
            graph = build_loop_for(args, kb)
            result = run_loop(graph, args.question, args.collection or None, trace=trace)
    if args.json:
        print(json.dumps(result_json(result), indent=2, ensure_ascii=False))
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
        graph = build_loop_for(args, kb)
        result = run_loop(graph, DEMO_QUESTION, list(collections), trace=True)
        print_answer(result)
    return 1 if failed or result.get("terminated_by") == "error" else 0
