"""The ``arcana-graph`` command line (contract in DESIGN.md; scripts depend on it).

Commands: ``ingest``, ``collections``, ``search``, ``demo``. Global settings come from options
or the environment: ``--database-url`` / ``ARCANA_DATABASE_URL``, ``--data-dir`` /
``ARCANA_DATA_DIR``, ``--embeddings`` / ``ARCANA_EMBEDDINGS``. Errors print one line on stderr
and exit non-zero; ``--json`` output goes to stdout alone so it can be piped.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
from collections.abc import Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from arcana_graph.errors import ArcanaError
from arcana_graph.store import KnowledgeBase
from arcana_graph.store.loaders import collect_files
from arcana_graph.store.search import SEARCH_MODES
from arcana_graph.types import Chunk, CollectionInfo, FileResult

__all__ = ["main"]

DEMO_QUESTION = "Who founded the workshop that made the lens of the Veltmar Point lighthouse?"


def _snippet(text: str, width: int = 72) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def _print_table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
    cells = [[str(c) for c in headers], *[[str(c) for c in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    for n, row in enumerate(cells):
        print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))


def _print_chunks(chunks: Sequence[Chunk]) -> None:
    if not chunks:
        print("No results.")
        return
    _print_table(
        ["#", "score", "collection", "source", "text"],
        [(i, f"{c.score:.3f}", c.collection or "", c.source or "", _snippet(c.text)) for i, c in enumerate(chunks, 1)],
    )


def _knowledge_base(args: argparse.Namespace) -> KnowledgeBase:
    return KnowledgeBase(args.embeddings, database_url=args.database_url, data_dir=args.data_dir)


def _ingest_with_progress(
    kb: KnowledgeBase, paths: Sequence[str], collection: str, description: str | None, *, force: bool = False
) -> list[FileResult]:
    from tqdm import tqdm

    files, _, missing = collect_files(paths)
    bar = tqdm(total=len(files) + len(missing), unit="file", desc=f"ingest {collection}", file=sys.stderr)

    def on_result(result: FileResult) -> None:
        bar.update(1)
        if result.status == "failed":
            bar.write(f"error: {result.error}", file=sys.stderr)

    try:
        report = kb.ingest(paths, collection=collection, description=description, force=force, on_result=on_result)
    finally:
        bar.close()
    counts = {
        status: sum(1 for f in report.files if f.status == status) for status in ("ingested", "unchanged", "failed")
    }
    skipped = f", {len(report.skipped)} skipped (unsupported type)" if report.skipped else ""
    print(
        f"{collection}: {counts['ingested']} ingested ({report.chunk_count} chunks), "
        f"{counts['unchanged']} unchanged, {counts['failed']} failed{skipped}",
        file=sys.stderr,
    )
    return list(report.files)


def _cmd_ingest(args: argparse.Namespace) -> int:
    with _knowledge_base(args) as kb:
        results = _ingest_with_progress(kb, args.paths, args.collection, args.description, force=args.force)
    if args.json:
        print(json.dumps([r.to_dict() for r in results], indent=2))
    return 1 if any(r.status == "failed" for r in results) else 0


def _cmd_collections(args: argparse.Namespace) -> int:
    with _knowledge_base(args) as kb:
        infos: list[CollectionInfo] = kb.collections()
    if args.json:
        print(json.dumps([i.to_dict() for i in infos], indent=2))
    elif not infos:
        print("No collections yet. Add one with: arcana-graph ingest PATH --collection NAME")
    else:
        _print_table(
            ["name", "documents", "chunks", "description"],
            [(i.name, i.document_count, i.chunk_count, i.description or "") for i in infos],
        )
    return 0


def _cmd_search(args: argparse.Namespace) -> int:
    with _knowledge_base(args) as kb:
        chunks = kb.search(
            args.query,
            collections=args.collection or None,
            limit=args.limit,
            threshold=args.threshold,
            mode=args.mode,
        )
    if args.json:
        print(json.dumps([c.to_dict() for c in chunks], indent=2, ensure_ascii=False))
    else:
        _print_chunks(chunks)
    return 0


def _trace(event: dict[str, Any]) -> None:
    """Print one Loop telemetry event as a line of the live trace (stderr)."""
    name, data = event.get("event"), event.get("data", {})
    if name == "arcana.loop.start":
        print(f"Loop started (at most {data['max_iterations']} turns)", file=sys.stderr, flush=True)
    elif name == "arcana.loop.tool_call":
        args = ", ".join(f"{k}={v!r}" for k, v in data["args"].items())
        if data["tool"] in ("answer", "synthesis"):
            args = "…"
        first_line = str(data["summary"]).splitlines()[0] if data["summary"] else ""
        ids = f" {data['returned_chunk_ids']}" if data["returned_chunk_ids"] else ""
        print(
            f"  turn {data['iteration'] + 1}: {data['tool']}({_snippet(args, 60)}) -> {_snippet(first_line, 60)}{ids}",
            file=sys.stderr,
            flush=True,
        )
    elif name == "arcana.loop.stop":
        print(f"Loop stopped: {data['terminated_by']} after {data['iterations']} turns", file=sys.stderr, flush=True)


def _run_loop(graph: Any, question: str, collections: list[str] | None, *, trace: bool) -> dict[str, Any]:
    """Stream one Loop run, printing the trace live; never raises (a crash becomes an error result)."""
    final: dict[str, Any] = {}
    try:
        for mode, chunk in graph.stream(
            {"question": question, "collections": collections}, stream_mode=["custom", "values"]
        ):
            if mode == "custom" and trace:
                _trace(chunk)
            elif mode == "values":
                final = chunk
    except Exception as exc:  # last line of defence: the CLI reports, it does not crash
        final = {**final, "terminated_by": "error", "error": f"{type(exc).__name__}: {exc}"}
    return final


def _result_json(result: dict[str, Any]) -> dict[str, Any]:
    pipeline_fields = (
        "rewritten_query",
        "expanded_query",
        "sub_questions",
        "selection_reasoning",
        "skip_retrieval",
        "queries_tried",
        "reason_iterations",
        "correction_count",
    )
    extra = {k: result[k] for k in pipeline_fields if k in result}
    return {
        **({"pipeline": extra} if extra else {}),
        "question": result.get("question"),
        "answer": result.get("answer"),
        "terminated_by": result.get("terminated_by"),
        "iterations": result.get("iterations", 0),
        "error": result.get("error"),
        "tool_history": result.get("tool_history", []),
        "chunks": [c.to_dict() for c in result.get("chunks", [])],
        "grounding": result["grounding"].to_dict() if result.get("grounding") else None,
    }


def _print_answer(result: dict[str, Any]) -> None:
    print(f"\nAnswer ({result.get('terminated_by')}, {result.get('iterations', 0)} turns):")
    print(result.get("answer") or f"(no answer) {result.get('error') or ''}".rstrip())
    sources = sorted({(c.collection, c.source) for c in result.get("chunks", [])}, key=str)
    if sources:
        print("\nGathered from: " + ", ".join(f"{col}/{src}" for col, src in sources))
    grounding = result.get("grounding")
    if grounding is not None:
        _print_grounding(grounding, {c.id: c for c in result.get("chunks", [])})


def _print_grounding(grounding: Any, chunks: dict[str, Chunk]) -> None:
    score = "n/a" if grounding.score is None else f"{grounding.score:.2f}"
    print(f"\nGrounding: {score} of the answer is supported")
    spans = [("supported", s) for s in grounding.faithful_spans] + [
        ("NOT supported", s) for s in grounding.hallucinated_spans
    ]
    for label, span in sorted(spans, key=lambda item: item[1].start):
        print(f"  [{label}] {_snippet(span.text, 90)}")
        for source in span.sources[:3]:
            chunk = chunks.get(source.chunk_id or "")
            where = f"{chunk.collection}/{chunk.source}" if chunk else source.chunk_id
            found = (
                f", found at turn {source.search_iteration + 1} by search {source.search_query!r}"
                if source.search_iteration is not None
                else ""
            )
            print(f"      <- {where}{found}")


def _grounder_for(args: argparse.Namespace, llm: str) -> Any:
    """The grounder named by ``--ground``: the judge uses the answer model, else the controller."""
    if args.ground == "judge":
        from arcana_graph.grounding import LLMJudgeGrounder

        judge = args.answer_llm or llm
        return LLMJudgeGrounder(judge, max_chunks=8 if judge.startswith("local:") else None)
    if args.ground == "hhem":
        from arcana_graph.grounding import HHEMGrounder

        return HHEMGrounder()
    return None


def _build_loop_for(args: argparse.Namespace, kb: KnowledgeBase) -> Any:
    from arcana_graph.loop import build_loop
    from arcana_graph.models import default_llm_spec

    llm = args.llm or default_llm_spec()
    return build_loop(
        llm,
        kb,
        answerer=args.answer_llm,
        max_iterations=args.max_iterations,
        strategy="auto",
        grounder=_grounder_for(args, llm),
    )


def _build_pipeline_for(args: argparse.Namespace, kb: KnowledgeBase) -> Any:
    from arcana_graph.models import default_llm_spec
    from arcana_graph.pipeline import build_pipeline

    llm = args.llm or default_llm_spec()
    steps = [s.strip() for s in args.steps.split(",") if s.strip()]
    if args.ground != "none" and "ground" not in steps:
        steps.append("ground")
    return build_pipeline(steps, llm=llm, searcher=kb, grounder=_grounder_for(args, llm))


def _pipeline_trace(event: dict[str, Any]) -> None:
    data = {k: v for k, v in event.get("data", {}).items() if k != "question" and v not in (None, [], {})}
    step = str(event.get("event", "")).removeprefix("arcana.pipeline.")
    print(f"  {step}: {_snippet(json.dumps(data, ensure_ascii=False, default=str), 100)}", file=sys.stderr, flush=True)


def _run_pipeline(graph: Any, question: str, collections: list[str] | None, *, trace: bool) -> dict[str, Any]:
    """Stream one Pipeline run with a live trace of its steps; shaped like a Loop result."""
    final: dict[str, Any] = {}
    try:
        stream = graph.stream(
            {"question": question, "collections": collections}, stream_mode=["custom", "values"], subgraphs=True
        )
        for namespace, mode, chunk in stream:
            if mode == "custom" and trace:
                _pipeline_trace(chunk)
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


def _cmd_ask(args: argparse.Namespace) -> int:
    with _knowledge_base(args) as kb:
        trace = not args.json or args.trace
        if args.mode == "pipeline":
            result = _run_pipeline(_build_pipeline_for(args, kb), args.question, args.collection or None, trace=trace)
        else:
            graph = _build_loop_for(args, kb)
            result = _run_loop(graph, args.question, args.collection or None, trace=trace)
    if args.json:
        print(json.dumps(_result_json(result), indent=2, ensure_ascii=False))
    else:
        _print_answer(result)
    return 1 if result.get("terminated_by") == "error" else 0


def _cmd_demo(args: argparse.Namespace) -> int:
    samples = resources.files("arcana_graph") / "samples"
    collections = {
        "coast": "Harbour, lighthouse and weather history of the Isle of Brannoch",
        "workshops": "Workshops and makers who supplied the Isle of Brannoch",
    }
    failed = False
    with _knowledge_base(args) as kb:
        print("arcana-graph demo: the sample corpus in an embedded knowledge base\n", file=sys.stderr)
        for name, description in collections.items():
            results = _ingest_with_progress(kb, [str(Path(str(samples)) / name)], name, description)
            failed = failed or any(r.status == "failed" for r in results)
        print()
        _print_table(
            ["collection", "documents", "chunks", "description"],
            [(i.name, i.document_count, i.chunk_count, i.description or "") for i in kb.collections()],
        )
        print(f"\nQuestion: {DEMO_QUESTION}")
        print(
            "(two hops: the lighthouse page names the workshop, the workshop page names its founder)\n", file=sys.stderr
        )
        graph = _build_loop_for(args, kb)
        result = _run_loop(graph, DEMO_QUESTION, list(collections), trace=True)
        _print_answer(result)
    return 1 if failed or result.get("terminated_by") == "error" else 0


def _cmd_local(args: argparse.Namespace) -> int:
    from arcana_graph.local import LOCAL_MODELS, running_servers, start_local_server, stop_local_servers

    if args.action == "start":
        server = start_local_server(args.model or "qwen2.5-1.5b")
        print(f"local:{server.model} serving at {server.base_url} (pid {server.pid})")
    elif args.action == "stop":
        stopped = stop_local_servers(args.model)
        print(
            "\n".join(f"stopped local:{s.model} (pid {s.pid})" for s in stopped) or "no local model server was running"
        )
    else:
        servers = {s.model: s for s in running_servers()}
        _print_table(
            ["model", "status", "url", "description"],
            [
                (
                    f"local:{name}",
                    "running" if name in servers else "stopped",
                    servers[name].base_url if name in servers else "",
                    model.description,
                )
                for name, model in LOCAL_MODELS.items()
            ],
        )
    return 0


def _cmd_graph(args: argparse.Namespace) -> int:
    """Write the graph's picture as Mermaid (built lazily: nothing connects, no model starts)."""
    kb = _knowledge_base(args)
    llm = args.llm or "local:qwen2.5-1.5b"
    if args.which == "loop":
        from arcana_graph.loop import build_loop
        from arcana_graph.types import GroundingResult

        def grounder(answer: str, chunks: Any, *, question: str) -> GroundingResult:  # shape only
            return GroundingResult(score=None)

        graph = build_loop(llm, kb, grounder=grounder if args.ground else None, strategy="auto")
    else:
        from arcana_graph.pipeline import build_pipeline

        graph = build_pipeline([s.strip() for s in args.steps.split(",") if s.strip()], llm=llm, searcher=kb)
    mermaid = graph.get_graph(xray=True).draw_mermaid()
    if args.output:
        Path(args.output).write_text(mermaid)
        print(f"wrote {args.output}", file=sys.stderr)
    else:
        print(mermaid)
    return 0


def _cmd_serve(args: argparse.Namespace) -> int:
    """Serve the Loop and the Pipeline with LangServe (extra ``serve``)."""
    from arcana_graph.serve import default_app

    app = default_app()
    import uvicorn

    uvicorn.run(app, host=args.host, port=args.port)
    return 0


def _add_model_options(parser: argparse.ArgumentParser, *, ground: str = "none") -> None:
    parser.add_argument(
        "--llm", default=None, help="controller model spec (default: ARCANA_LLM, OpenAI with a key, else local)"
    )
    parser.add_argument("--answer-llm", default=None, help="optional model that writes the final answer")
    parser.add_argument("--max-iterations", type=int, default=10)
    parser.add_argument(
        "--ground", choices=["none", "judge", "hhem"], default=ground, help="check the answer claim by claim"
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="arcana-graph", description="Agentic RAG for LangGraph.")
    parser.add_argument(
        "--database-url", default=None, help="Postgres URL (default: ARCANA_DATABASE_URL, else embedded)"
    )
    parser.add_argument("--data-dir", default=None, help="data folder (default: ARCANA_DATA_DIR or the user data dir)")
    parser.add_argument("--embeddings", default=None, help="embedding spec (default: ARCANA_EMBEDDINGS or local)")
    parser.add_argument("-v", "--verbose", action="store_true", help="log what happens")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    ingest = sub.add_parser("ingest", help="add files or folders to a collection")
    ingest.add_argument("paths", nargs="+", metavar="PATH")
    ingest.add_argument("--collection", required=True)
    ingest.add_argument("--description", default=None)
    ingest.add_argument("--force", action="store_true", help="re-embed files even if unchanged")
    ingest.add_argument("--json", action="store_true", help="print per-file results as JSON")
    ingest.set_defaults(func=_cmd_ingest)

    listing = sub.add_parser("collections", help="list collections with document and chunk counts")
    listing.add_argument("--json", action="store_true")
    listing.set_defaults(func=_cmd_collections)

    search = sub.add_parser("search", help="rank chunks for a query")
    search.add_argument("query")
    search.add_argument("--collection", action="append", default=[], help="repeat for several; default all")
    search.add_argument("--limit", type=int, default=10)
    search.add_argument("--threshold", type=float, default=0.0)
    search.add_argument("--mode", choices=SEARCH_MODES, default="vector")
    search.add_argument("--json", action="store_true")
    search.set_defaults(func=_cmd_search)

    ask = sub.add_parser("ask", help="answer a question with the Loop (live trace on stderr)")
    ask.add_argument("question")
    ask.add_argument("--collection", action="append", default=[], help="repeat for several; default all")
    ask.add_argument("--mode", choices=["loop", "pipeline"], default="loop")
    ask.add_argument("--steps", default="rewrite,search,answer", help="pipeline steps, comma-separated, in order")
    _add_model_options(ask)
    ask.add_argument("--json", action="store_true", help="print the result as one JSON object")
    ask.add_argument("--trace", action="store_true", help="with --json, still print the live trace on stderr")
    ask.set_defaults(func=_cmd_ask)

    demo = sub.add_parser("demo", help="ingest the sample corpus and answer a two-hop question with the Loop")
    _add_model_options(demo, ground="judge")
    demo.set_defaults(func=_cmd_demo)

    picture = sub.add_parser("graph", help="print the Loop or Pipeline graph as Mermaid")
    picture.add_argument("which", choices=["loop", "pipeline"])
    picture.add_argument("--steps", default="rewrite,search,answer", help="pipeline steps, comma-separated")
    picture.add_argument("--ground", action="store_true", help="loop: include the ground node")
    picture.add_argument("--llm", default=None)
    picture.add_argument("--output", default=None, help="write to this file instead of stdout")
    picture.set_defaults(func=_cmd_graph)

    serve = sub.add_parser("serve", help="serve the Loop and the Pipeline with LangServe")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8080)
    serve.set_defaults(func=_cmd_serve)

    local = sub.add_parser("local", help="start, stop or list the offline model servers")
    local.add_argument("action", choices=["start", "stop", "status"])
    local.add_argument("--model", default=None, help="e.g. qwen2.5-1.5b (start: default qwen2.5-1.5b; stop: all)")
    local.set_defaults(func=_cmd_local)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``arcana-graph`` script; returns the exit code."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    args = _parser().parse_args(argv)
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING, format="%(levelname)s %(name)s: %(message)s"
    )
    try:
        return int(args.func(args))
    except ArcanaError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
