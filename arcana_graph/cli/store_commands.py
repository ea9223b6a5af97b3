"""``ingest``, ``collections`` and ``search``: the knowledge base from the command line."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from arcana_graph.cli.options import filter_from, metadata_from
from arcana_graph.cli.output import print_chunks, print_table
from arcana_graph.core.protocols import GraphExtractor
from arcana_graph.core.types import CollectionInfo, FileResult
from arcana_graph.store import KnowledgeBase
from arcana_graph.store.loaders import collect_files

__all__ = [
    "cmd_collections",
    "cmd_ingest",
    "cmd_search",
    "extractor_from",
    "ingest_with_progress",
    "knowledge_base",
]


def knowledge_base(args: argparse.Namespace) -> KnowledgeBase:
    return KnowledgeBase(args.embeddings, database_url=args.database_url, data_dir=args.data_dir)


def ingest_with_progress(
    kb: KnowledgeBase,
    paths: Sequence[str],
    collection: str,
    description: str | None,
    *,
    force: bool = False,
    metadata: dict[str, Any] | None = None,
    file_metadata: bool = True,
    graph: bool | None = None,
    extractor: GraphExtractor | None = None,
) -> list[FileResult]:
    from tqdm import tqdm

    files, _, missing = collect_files(paths)
    bar = tqdm(total=len(files) + len(missing), unit="file", desc=f"ingest {collection}", file=sys.stderr)

    def on_result(result: FileResult) -> None:
        bar.update(1)
        if result.status == "failed":
            bar.write(f"error: {result.error}", file=sys.stderr)

    try:
        report = kb.ingest(
            paths,
            collection=collection,
            description=description,
            force=force,
            metadata=metadata,
            file_metadata=file_metadata,
            on_result=on_result,
            graph=graph,
            extractor=extractor,
        )
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


def extractor_from(llm: str | None) -> GraphExtractor | None:
    """The extractor ``--graph-llm SPEC`` asks for (None: the knowledge base's default, FastExtractor)."""
    if not llm:
        return None
    from arcana_graph.store.graph.llm import LLMExtractor

    return LLMExtractor(llm)


def cmd_ingest(args: argparse.Namespace) -> int:
    with knowledge_base(args) as kb:
        results = ingest_with_progress(
            kb,
            args.paths,
            args.collection,
            args.description,
            force=args.force,
            metadata=metadata_from(args.metadata),
            file_metadata=not args.no_file_metadata,
            graph=True if (args.graph or args.graph_llm) else None,
            extractor=extractor_from(args.graph_llm),
        )
    if args.json:
        print(json.dumps([r.to_dict() for r in results], indent=2))
    return 1 if any(r.status == "failed" for r in results) else 0


def cmd_collections(args: argparse.Namespace) -> int:
    with knowledge_base(args) as kb:
        infos: list[CollectionInfo] = kb.collections()
    if args.json:
        print(json.dumps([i.to_dict() for i in infos], indent=2))
    elif not infos:
        print("No collections yet. Add one with: arcana-graph ingest PATH --collection NAME")
    else:
        print_table(
            ["name", "documents", "chunks", "description"],
            [(i.name, i.document_count, i.chunk_count, i.description or "") for i in infos],
        )
    return 0


def cmd_search(args: argparse.Namespace) -> int:
    with knowledge_base(args) as kb:
        chunks = kb.search(
            args.query,
            collections=args.collection or None,
            limit=args.limit,
            threshold=args.threshold,
            mode=args.mode,
            graph=args.graph or False,
            filter=filter_from(args.filter),
        )
    if args.json:
        print(json.dumps([c.to_dict() for c in chunks], indent=2, ensure_ascii=False))
    else:
        print_chunks(chunks)
    return 0
