"""``graph build COLLECTION``, ``graph communities COLLECTION`` and ``graph show ENTITY``: the
knowledge base's entity graph from the command line, beside ``graph loop|pipeline`` (the Mermaid
picture of the agent graphs)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from arcana_graph.cli.output import print_table, snippet
from arcana_graph.cli.service_commands import cmd_graph
from arcana_graph.cli.store_commands import extractor_from, knowledge_base
from arcana_graph.core.errors import ConfigurationError

__all__ = ["cmd_graph_any"]


def cmd_graph_any(args: argparse.Namespace) -> int:
    """``graph loop|pipeline`` draws the agent graphs; ``graph build`` / ``graph show`` work on
    the knowledge base's entity graph."""
    if args.which in ("loop", "pipeline"):
        return cmd_graph(args)
    if not args.name:
        what = "ENTITY" if args.which == "show" else "COLLECTION"
        raise ConfigurationError(f"graph {args.which} needs a {what}, e.g. arcana-graph graph {args.which} docs")
    if args.which == "communities":
        return _communities(args)
    return _build(args) if args.which == "build" else _show(args)


def _progress_bar(unit: str, desc: str, *, disable: bool = False) -> tuple[Any, Callable[[int, int], None]]:
    """A progress bar on stderr and the ``(done, total)`` callback that moves it."""
    from tqdm import tqdm

    bar = tqdm(unit=unit, desc=desc, file=sys.stderr, disable=disable)

    def progress(done: int, total: int) -> None:
        bar.total = total
        bar.n = done
        bar.refresh()

    return bar, progress


def _communities(args: argparse.Namespace) -> int:
    """Detect the collection's communities and summarise the dirty ones (``--llm``, else the
    default model; ``--no-summaries`` to detect only), then list them."""
    from arcana_graph.models.chat import default_llm_spec
    from arcana_graph.store.graph.communities import LLMCommunitySummarizer

    summarizer = None if args.no_summaries else LLMCommunitySummarizer(args.llm or default_llm_spec())
    bar, progress = _progress_bar("community", f"communities {args.name}", disable=summarizer is None)
    with knowledge_base(args) as kb:
        try:
            report = kb.build_communities(args.name, summarizer=summarizer, progress=progress, force=args.force)
        finally:
            bar.close()
        listed = kb.communities(args.name)
    if args.json:
        print(json.dumps({"report": report.to_dict(), "communities": [c.to_dict() for c in listed]}, indent=2))
    else:
        print_table(
            ["id", "level", "entities", "summary"],
            [(c.id, c.level, snippet(", ".join(c.entities), 60), snippet(c.summary or "-", 70)) for c in listed],
        )
    print(
        f"{report.collection}: {report.communities} communities ({report.kept} unchanged), "
        f"{report.summarized} summarised, {report.failed} summaries failed",
        file=sys.stderr,
    )
    return 0 if report.failed == 0 else 1


def _build(args: argparse.Namespace) -> int:
    bar, progress = _progress_bar("chunk", f"graph {args.name}")
    with knowledge_base(args) as kb:
        try:
            report = kb.build_graph(
                args.name, extractor=extractor_from(args.graph_llm), progress=progress, force=args.force
            )
        finally:
            bar.close()
    for source, reason in report.failed:
        print(f"error: {source}: {reason}", file=sys.stderr)
    if args.json:
        print(json.dumps(report.to_dict(), indent=2))
    print(
        f"{report.collection}: {report.chunks_extracted} chunks extracted, {report.chunks_already_done} already done, "
        f"{len(report.failed)} documents failed; {report.entities} entities, {report.relationships} relationships",
        file=sys.stderr,
    )
    return 0 if report.ok else 1


def _show(args: argparse.Namespace) -> int:
    from arcana_graph.store.graph.entity_view import mermaid

    with knowledge_base(args) as kb:
        views = kb.describe_entity(args.name, collections=args.collection or None)
    if args.html and views:
        from arcana_graph.store.graph.entity_html import entity_html

        Path(args.html).write_text(entity_html(views), encoding="utf-8")
        print(f"wrote {args.html}", file=sys.stderr)
    if args.json:
        print(json.dumps([v.to_dict() for v in views], indent=2, ensure_ascii=False))
    elif args.mermaid:
        print("\n".join(mermaid(v) for v in views), end="")
    for view in [] if args.json or args.mermaid else views:
        print(f"{view.name} ({view.type}) in {view.collection}: {snippet(view.description or '', 100)}")
        print(f"  mentioned in {len(view.mentions)} chunks: {', '.join(sorted({s for s, _ in view.mentions}))}")
        if view.links:
            print_table(
                ["", "relationship", "entity", "strength", "source"],
                [("->" if k.direction == "out" else "<-", k.type, k.other, k.strength, k.source) for k in view.links],
            )
        print()
    if not views:
        print(f"no entity named {args.name!r} in the graph", file=sys.stderr)
        return 1
    return 0
