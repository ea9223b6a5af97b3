"""How the CLI shows things: tables, the live trace, answers with their grounding, JSON results."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

from arcana_graph.core.types import Chunk

__all__ = [
    "print_answer",
    "print_chunks",
    "print_grounding",
    "print_table",
    "print_pipeline_trace",
    "snippet",
    "print_trace",
]


def snippet(text: str, width: int = 72) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= width else flat[: width - 1] + "…"


def print_table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> None:
    cells = [[str(c) for c in headers], *[[str(c) for c in row] for row in rows]]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    for n, row in enumerate(cells):
        print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip())
        if n == 0:
            print("  ".join("-" * w for w in widths))


def print_chunks(chunks: Sequence[Chunk]) -> None:
    if not chunks:
        print("No results.")
        return
    print_table(
        ["#", "score", "collection", "source", "text"],
        [(i, f"{c.score:.3f}", c.collection or "", c.source or "", snippet(c.text)) for i, c in enumerate(chunks, 1)],
    )


def print_trace(event: dict[str, Any]) -> None:
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
            f"  turn {data['iteration'] + 1}: {data['tool']}({snippet(args, 60)}) -> {snippet(first_line, 60)}{ids}",
            file=sys.stderr,
            flush=True,
        )
    elif name == "arcana.loop.stop":
        print(f"Loop stopped: {data['terminated_by']} after {data['iterations']} turns", file=sys.stderr, flush=True)


def print_pipeline_trace(event: dict[str, Any]) -> None:
    data = {k: v for k, v in event.get("data", {}).items() if k != "question" and v not in (None, [], {})}
    step = str(event.get("event", "")).removeprefix("arcana.pipeline.")
    print(f"  {step}: {snippet(json.dumps(data, ensure_ascii=False, default=str), 100)}", file=sys.stderr, flush=True)


def print_answer(result: dict[str, Any]) -> None:
    """Print a run's result (the ``serving.results.run_result`` shape) for a person."""
    print(f"\nAnswer ({result.get('terminated_by')}, {result.get('iterations', 0)} turns):")
    print(result.get("answer") or f"(no answer) {result.get('error') or ''}".rstrip())
    chunks = result.get("chunks") or []
    if result.get("citations"):
        print("\nSources:")
        for cited in result["citations"]:
            where = f"{cited['collection']}/{cited['source']}" if cited.get("source") else cited["chunk_id"]
            print(f'  [{cited["marker"]}] {where}: "{snippet(cited["text"], 90)}"')
    sources = sorted({(c["collection"], c["source"]) for c in chunks}, key=str)
    if sources:
        print("\nGathered from: " + ", ".join(f"{col}/{src}" for col, src in sources))
    if result.get("grounding") is not None:
        print_grounding(result["grounding"], {c["id"]: c for c in chunks})


def print_grounding(grounding: dict[str, Any], chunks: dict[str, dict[str, Any]]) -> None:
    score = "n/a" if grounding["score"] is None else f"{grounding['score']:.2f}"
    print(f"\nGrounding: {score} of the answer is supported")
    spans = [("supported", s) for s in grounding["faithful_spans"]] + [
        ("NOT supported", s) for s in grounding["hallucinated_spans"]
    ]
    for label, span in sorted(spans, key=lambda item: item[1]["start"]):
        print(f"  [{label}] {snippet(span['text'], 90)}")
        for source in span["sources"][:3]:
            chunk = chunks.get(source["chunk_id"] or "")
            where = f"{chunk['collection']}/{chunk['source']}" if chunk else source["chunk_id"]
            turn = source["search_iteration"]
            found = f", found at turn {turn + 1} by search {source['search_query']!r}" if turn is not None else ""
            print(f"      <- {where}{found}")
