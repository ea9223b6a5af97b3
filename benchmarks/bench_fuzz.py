"""Fuzzed Loop runs at scale: thousands of seeds, blocking and async, every invariant checked.

Each seed builds a Loop with a random scripted controller (random tools, arguments with NaN /
Infinity / huge / negative limits, missing and repeated call ids, crashes, empty replies), a
searcher that fails or returns junk at random, random scopes (malformed ones included), budgets,
answerers, synthesizers and grounders; ``tests/fuzz_loop.py`` holds the generator and the
invariants (no exception escapes, every call has exactly one result with its id, no chunk or
search outside the scope, the budget holds). The test suite runs a fixed few hundred seeds; this
runs many more and reports the count.

Run: ``python benchmarks/bench_fuzz.py [--seeds 1000]``; writes ``benchmarks/results/fuzz.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
import traceback
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzz_loop import check_run, fuzzed_run  # noqa: E402


def _one(seed: int, mode: str) -> str | None:
    """None when the run kept every invariant, else what went wrong."""
    graph, run = fuzzed_run(seed)
    try:
        result = asyncio.run(graph.ainvoke(run["input"])) if mode == "async" else graph.invoke(run["input"])
        check_run(result, run)
    except Exception:  # a failure is the finding: record it and go on
        return traceback.format_exc(limit=3)
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=1000, help="seeds per mode (blocking and async)")
    args = parser.parse_args()
    report: dict[str, Any] = {"seeds_per_mode": args.seeds, "modes": {}}
    for mode in ("sync", "async"):
        started = time.perf_counter()
        failures = {seed: problem for seed in range(args.seeds) if (problem := _one(seed, mode)) is not None}
        report["modes"][mode] = {
            "runs": args.seeds,
            "failures": len(failures),
            "failed_seeds": sorted(failures)[:20],
            "first_failure": next(iter(failures.values()), None),
            "seconds": round(time.perf_counter() - started, 1),
        }
        print(f"{mode}: {args.seeds} fuzzed runs, {len(failures)} failures, {report['modes'][mode]['seconds']} s")
    out = Path(__file__).parent / "results" / "fuzz.json"
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {out}")
    sys.exit(1 if any(m["failures"] for m in report["modes"].values()) else 0)


if __name__ == "__main__":
    main()
