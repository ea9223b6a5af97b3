"""The ``arcana-graph`` command line (contract in DESIGN.md; scripts depend on it).

Commands: ``ingest``, ``collections``, ``search`` (``store_commands``), ``ask``, ``demo``
(``run_commands``), ``eval`` (``eval_command``),
``local``, ``graph loop|pipeline``, ``serve`` (``service_commands``), ``graph build|show`` (the
entity graph, ``graph_commands``); ``output`` formats.
Global settings come from options or the environment: ``--database-url`` / ``ARCANA_DATABASE_URL``, ``--data-dir`` /
``ARCANA_DATA_DIR``, ``--embeddings`` / ``ARCANA_EMBEDDINGS``. Errors print one line on stderr
and exit non-zero; ``--json`` output goes to stdout alone so it can be piped.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from typing import Any

from arcana_graph.cli.eval_command import add_eval_parser
from arcana_graph.cli.graph_commands import cmd_graph_any
from arcana_graph.cli.options import add_filter_option, add_model_options
from arcana_graph.cli.run_commands import cmd_ask, cmd_demo
from arcana_graph.cli.service_commands import cmd_db, cmd_local, cmd_serve, cmd_stop
from arcana_graph.cli.store_commands import cmd_collections, cmd_ingest, cmd_search
from arcana_graph.core.errors import ArcanaError
from arcana_graph.core.types import GRAPH_MODES
from arcana_graph.store.search import SEARCH_MODES

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="arcana-graph", description="Agentic RAG for LangGraph.")
    parser.add_argument(
        "--database-url", default=None, help="Postgres URL (default: ARCANA_DATABASE_URL, else embedded)"
    )
    parser.add_argument("--data-dir", default=None, help="data folder (default: ARCANA_DATA_DIR or the user data dir)")
    parser.add_argument("--embeddings", default=None, help="embedding spec (default: ARCANA_EMBEDDINGS or local)")
    parser.add_argument("-v", "--verbose", action="store_true", help="log what happens")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_store_commands(sub)
    _add_run_commands(sub)
    add_eval_parser(sub)
    _add_service_commands(sub)
    return parser


def _add_store_commands(sub: Any) -> None:
    ingest = sub.add_parser("ingest", help="add files or folders to a collection")
    ingest.add_argument("paths", nargs="+", metavar="PATH")
    ingest.add_argument("--collection", required=True)
    ingest.add_argument("--description", default=None)
    ingest.add_argument("--force", action="store_true", help="re-embed files even if unchanged")
    ingest.add_argument(
        "--metadata",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="metadata of every file (repeat; JSON values such as 2024 or true are typed); "
        "wins over <file>.meta.json sidecars and Markdown front matter",
    )
    ingest.add_argument(
        "--no-file-metadata",
        action="store_true",
        help="ignore sidecars and front matter (files you do not trust cannot tag themselves)",
    )
    ingest.add_argument("--json", action="store_true", help="print per-file results as JSON")
    ingest.add_argument("--graph", action="store_true", help="also build the entity graph (default extractor: fast)")
    ingest.add_argument("--graph-llm", default=None, metavar="SPEC", help="extract the graph with this chat model")
    ingest.set_defaults(func=cmd_ingest)

    listing = sub.add_parser("collections", help="list collections with document and chunk counts")
    listing.add_argument("--json", action="store_true")
    listing.set_defaults(func=cmd_collections)

    search = sub.add_parser("search", help="rank chunks for a query")
    search.add_argument("query")
    search.add_argument("--collection", action="append", default=[], help="repeat for several; default all")
    search.add_argument("--limit", type=int, default=10)
    search.add_argument("--threshold", type=float, default=0.0)
    search.add_argument("--mode", choices=SEARCH_MODES, default="vector")
    search.add_argument(
        "--graph",
        nargs="?",
        const="arcana",
        default=None,
        choices=list(GRAPH_MODES),
        help="fuse the entity graph's chunks (arcana: relationship expansion, the default; ppr: personalised "
        "PageRank; bridge: from the best passages to the passages about the entities they name)",
    )
    add_filter_option(search)
    search.add_argument("--json", action="store_true")
    search.set_defaults(func=cmd_search)


def _add_run_commands(sub: Any) -> None:
    ask = sub.add_parser("ask", help="answer a question with the Loop (live trace on stderr)")
    ask.add_argument("question")
    ask.add_argument("--collection", action="append", default=[], help="repeat for several; default all")
    ask.add_argument("--mode", choices=["loop", "pipeline"], default="loop")
    ask.add_argument("--steps", default="rewrite,search,answer", help="pipeline steps, comma-separated, in order")
    ask.add_argument(
        "--graph-context",
        action="store_true",
        help="add what the entity graph knows about the question to the answer prompt (ARCANA_GRAPH_CONTEXT=1)",
    )
    add_filter_option(ask)
    add_model_options(ask)
    ask.add_argument("--json", action="store_true", help="print the result as one JSON object")
    ask.add_argument("--trace", action="store_true", help="with --json, still print the live trace on stderr")
    ask.set_defaults(func=cmd_ask)

    demo = sub.add_parser("demo", help="ingest the sample corpus and answer a two-hop question with the Loop")
    add_model_options(demo, ground="judge")
    demo.set_defaults(func=cmd_demo)


def _add_service_commands(sub: Any) -> None:
    picture = sub.add_parser(
        "graph",
        help="print the Loop or Pipeline graph as Mermaid (loop|pipeline); build or show the entity graph",
    )
    picture.add_argument("which", choices=["loop", "pipeline", "build", "communities", "show"])
    picture.add_argument(
        "name", nargs="?", metavar="COLLECTION|ENTITY", help="build / communities: a collection; show: an entity"
    )
    picture.add_argument("--collection", action="append", default=[], help="show: look in these collections only")
    picture.add_argument(
        "--force", action="store_true", help="build: extract every chunk again; communities: summarise all again"
    )
    picture.add_argument("--no-summaries", action="store_true", help="communities: detect only, no model calls")
    picture.add_argument("--graph-llm", default=None, metavar="SPEC", help="build: extract with this chat model")
    picture.add_argument("--mermaid", action="store_true", help="show: print the neighbourhood as Mermaid")
    picture.add_argument(
        "--html", default=None, metavar="FILE", help="show: also write the neighbourhood as an HTML page"
    )
    picture.add_argument("--json", action="store_true", help="build / show: print JSON")
    picture.add_argument("--steps", default="rewrite,search,answer", help="pipeline steps, comma-separated")
    picture.add_argument("--ground", action="store_true", help="loop: include the ground node")
    picture.add_argument("--llm", default=None, help="communities: the model that writes the summaries")
    picture.add_argument("--output", default=None, help="write to this file instead of stdout")
    picture.add_argument("--png", default=None, help="render a PNG to this file (needs Graphviz + pygraphviz)")
    picture.set_defaults(func=cmd_graph_any)

    serve = sub.add_parser("serve", help="serve the Loop and the Pipeline with LangServe")
    serve.add_argument("--host", default="127.0.0.1")
    serve.add_argument("--port", type=int, default=8080)
    serve.set_defaults(func=cmd_serve)

    local = sub.add_parser("local", help="start, stop or list the offline model servers")
    local.add_argument("action", choices=["start", "stop", "status"])
    local.add_argument("--model", default=None, help="e.g. qwen2.5-1.5b (start: default qwen2.5-1.5b; stop: all)")
    local.set_defaults(func=cmd_local)

    db = sub.add_parser("db", help="list or stop the embedded Postgres servers under the data dir")
    db.add_argument("action", choices=["status", "stop"])
    db.set_defaults(func=cmd_db)

    stop = sub.add_parser(
        "stop", help="stop everything arcana-graph keeps running: local model servers and embedded Postgres"
    )
    stop.set_defaults(func=cmd_stop)


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``arcana-graph`` script; returns the exit code."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    args = _parser().parse_args(argv)
    args.command_line = " ".join(["arcana-graph", *(sys.argv[1:] if argv is None else argv)])
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
