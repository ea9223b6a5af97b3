"""``local``, ``db``, ``stop``, ``graph`` and ``serve``: the background servers (the local model,
the embedded Postgres), graph pictures and LangServe."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from arcana_graph.cli.output import print_table
from arcana_graph.cli.store_commands import knowledge_base

__all__ = ["cmd_db", "cmd_graph", "cmd_local", "cmd_serve", "cmd_stop"]


def cmd_local(args: argparse.Namespace) -> int:
    from arcana_graph.models.local import LOCAL_MODELS, running_servers, start_local_server, stop_local_servers

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
        print_table(
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


def cmd_db(args: argparse.Namespace) -> int:
    """``db status`` lists the embedded Postgres servers under the data dir; ``db stop`` stops them."""
    import os

    from arcana_graph.store.database import embedded_servers, redact, stop_embedded_server

    root = Path(args.data_dir) if args.data_dir else None
    servers = embedded_servers(root)
    if args.action == "stop":
        stopped = [s for s in servers if stop_embedded_server(s.pgdata)]
        print(
            "\n".join(f"stopped the embedded Postgres in {s.pgdata} (pid {s.pid})" for s in stopped)
            or "no embedded Postgres was running"
        )
        return 0
    configured = args.database_url or os.environ.get("ARCANA_DATABASE_URL")
    if configured:
        print(f"knowledge base: {redact(configured)} (ARCANA_DATABASE_URL; not started or stopped by arcana-graph)")
    print_table(
        ["data folder", "status", "pid"],
        [(str(s.pgdata), "running" if s.running else "stopped", s.pid or "") for s in servers],
    )
    return 0


def cmd_stop(args: argparse.Namespace) -> int:
    """Stop everything arcana-graph started in the background: local model servers, embedded Postgres."""
    from arcana_graph.models.local import stop_local_servers
    from arcana_graph.store.database import embedded_servers, stop_embedded_server

    root = Path(args.data_dir) if args.data_dir else None
    lines = [f"stopped local:{s.model} (pid {s.pid})" for s in stop_local_servers(None)]
    lines += [
        f"stopped the embedded Postgres in {s.pgdata} (pid {s.pid})"
        for s in embedded_servers(root)
        if stop_embedded_server(s.pgdata)
    ]
    print("\n".join(lines) or "nothing was running")
    return 0


def cmd_graph(args: argparse.Namespace) -> int:
    """Write the graph's picture as Mermaid (built lazily: nothing connects, no model starts)."""
    kb = knowledge_base(args)
    llm = args.llm or "local:qwen2.5-1.5b"
    if args.which == "loop":
        from arcana_graph.core.types import GroundingResult
        from arcana_graph.loop import build_loop

        def grounder(answer: str, chunks: Any, *, question: str) -> GroundingResult:  # shape only
            return GroundingResult(score=None)

        graph = build_loop(llm, kb, grounder=grounder if args.ground else None, strategy="auto")
    else:
        from arcana_graph.pipeline import build_pipeline

        graph = build_pipeline([s.strip() for s in args.steps.split(",") if s.strip()], llm=llm, searcher=kb)
    drawable = graph.get_graph(xray=True)
    if args.png:
        try:
            Path(args.png).write_bytes(drawable.draw_png())
        except ImportError as exc:
            from arcana_graph.core.errors import ConfigurationError

            raise ConfigurationError(
                "PNG output needs Graphviz and pygraphviz (apt-get install graphviz libgraphviz-dev; "
                "pip install pygraphviz); the Mermaid text needs nothing"
            ) from exc
        print(f"wrote {args.png}", file=sys.stderr)
        return 0
    mermaid = drawable.draw_mermaid()
    if args.output:
        Path(args.output).write_text(mermaid)
        print(f"wrote {args.output}", file=sys.stderr)
    else:
        print(mermaid)
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve the Loop and the Pipeline with LangServe (extra ``serve``)."""
    from arcana_graph.serving.langserve_app import default_app

    app = default_app()
    import uvicorn

    uvicorn.run(app, host=args.host, port=args.port)
    return 0
