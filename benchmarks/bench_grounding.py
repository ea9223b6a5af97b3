"""Grounding quality on the labelled set in ``benchmarks/data/grounding_set.jsonl``.

72 fictional question / passages / answer triples about the sample corpus's island (Brannoch) and
the evaluation corpus's valley (Kestrel), each labelled ``faithful`` or ``hallucinated`` with the
injected span marked RAGTruth-style (text and character offsets), and a ``form``:

* 36 sentence answers (the first 24 are the original set; 12 more, several of them two-hop);
* 36 short answers (a name, number, date, place, yes / no), half of them correct and half wrong
  (a wrong value, often one the passages give for something else, or an injected qualifier such
  as "Ottilie Quillon, in 1920"); 17 come with two or three passages (two-hop and comparison
  questions, answered from the passages together).

An answer is predicted "hallucinated" when the grounder returns any hallucinated span. Reported per
form: how many correct answers were judged supported (``faithful_recall``), how many injected
claims were caught (``hallucinated_recall``), balanced accuracy (their mean), how often the
injected span itself was flagged (a hallucinated span overlapping it), and seconds per answer
(mean and median: the machine is shared, so single calls can stall). Anchor: HHEM-2.1-Open scores
74.28% balanced accuracy on RAGTruth-QA (Vectara's model card).

Runs: the LLM judge as shipped (short answers become statements by rules, else by the model) on
every answer; on the short answers also with ``convert="model"`` (always the model) and with
``convert="off"`` (judged as a sentence: the behaviour before statements). A local judge runs on a
server of its own (a temporary ``ARCANA_LOCAL_DIR`` sharing the model cache), stopped at the end.

Run: ``python benchmarks/bench_grounding.py [--judge local:qwen2.5-1.5b] [--only short]
[--convert off] [--merge]`` (``--merge`` adds the runs to the existing results file). HHEM runs
when its weights are available (``ARCANA_HHEM_PATH`` or the Hugging Face cache), else is reported
as such.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcana_graph import Chunk, GroundingError, GroundingResult, HHEMGrounder, LLMJudgeGrounder  # noqa: E402

DATA = Path(__file__).parent / "data" / "grounding_set.jsonl"
RESULTS = Path(__file__).parent / "results" / "grounding.json"


def judge_item(grounder: Any, item: dict[str, Any]) -> dict[str, Any]:
    """One answer through the grounder: what it flagged, and how long it took."""
    chunks = [Chunk(id=f"{item['id']}-{i}", text=t) for i, t in enumerate(item["chunks"])]
    start = time.perf_counter()
    try:
        result = grounder(item["answer"], chunks, question=item["question"])
        error = None
    except GroundingError as exc:  # the ground node would leave grounding None: nothing flagged
        result, error = GroundingResult(score=0.0), str(exc)
    seconds = time.perf_counter() - start
    flagged = bool(result.hallucinated_spans)
    found = None
    if item["label"] == "hallucinated":
        gold = item["hallucinated_spans"][0]
        found = any(s.start < gold["end"] and gold["start"] < s.end for s in result.hallucinated_spans)
    return {
        "id": item["id"],
        "form": item.get("form", "sentence"),
        "label": item["label"],
        "flagged": flagged,
        "span_found": found,
        "score": result.score,
        "seconds": round(seconds, 2),
        **({"error": error} if error else {}),
    }


def summarise(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Recall on each class, balanced accuracy, injected span found, seconds per answer."""
    positives = [r for r in records if r["label"] == "hallucinated"]
    negatives = [r for r in records if r["label"] == "faithful"]
    recall_h = sum(r["flagged"] for r in positives) / len(positives) if positives else None
    recall_f = sum(not r["flagged"] for r in negatives) / len(negatives) if negatives else None
    seconds = [r["seconds"] for r in records]
    both = recall_h is not None and recall_f is not None
    return {
        "items": len(records),
        "faithful_recall": None if recall_f is None else round(recall_f, 3),
        "hallucinated_recall": None if recall_h is None else round(recall_h, 3),
        "balanced_accuracy": round((recall_h + recall_f) / 2, 3) if both else None,  # type: ignore[operator]
        "injected_span_found": round(sum(bool(r["span_found"]) for r in positives) / len(positives), 3)
        if positives
        else None,
        "errors": sum("error" in r for r in records),
        "seconds_per_answer": round(statistics.mean(seconds), 2) if seconds else None,
        "median_seconds_per_answer": round(statistics.median(seconds), 2) if seconds else None,
    }


def evaluate(grounder: Any, items: list[dict[str, Any]], label: str) -> dict[str, Any]:
    records = []
    for item in items:
        records.append(judge_item(grounder, item))
        r = records[-1]
        print(f"  {label} {r['id']} {r['label']:12} flagged={r['flagged']!s:5} {r['seconds']:6.1f}s", flush=True)
    if records and all("error" in r for r in records):
        raise GroundingError(records[0]["error"])  # the grounder cannot run at all (HHEM without weights)
    by_form = {form: summarise([r for r in records if r["form"] == form]) for form in ("short", "sentence")}
    return {
        "all": summarise(records),
        **{form: figures for form, figures in by_form.items() if figures["items"]},
        "records": records,
    }


@contextlib.contextmanager
def own_local_server(spec: str) -> Iterator[None]:
    """A server of the benchmark's own for a local judge (so no other run's calls share it)."""
    if not spec.startswith("local:") or os.environ.get("ARCANA_LOCAL_DIR"):
        yield
        return
    from arcana_graph.models.local import local_state_dir, start_local_server, stop_local_servers

    shared = local_state_dir() / "models"
    shared.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="bench-grounding-") as own:
        (Path(own) / "models").symlink_to(shared, target_is_directory=True)
        os.environ["ARCANA_LOCAL_DIR"] = own
        try:
            start_local_server(spec.partition(":")[2])
            yield
        finally:
            stop_local_servers()
            os.environ.pop("ARCANA_LOCAL_DIR", None)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--judge", default="local:qwen2.5-1.5b", help="judge model spec")
    parser.add_argument("--only", choices=["short", "sentence"], help="judge only answers of this form")
    parser.add_argument("--skip-comparisons", action="store_true", help="skip the convert=model / off runs")
    parser.add_argument(
        "--convert", action="append", choices=["rules", "model", "off"], help="run only these (repeatable)"
    )
    parser.add_argument("--merge", action="store_true", help="add these runs to the existing results file")
    args = parser.parse_args()
    items = [json.loads(line) for line in DATA.read_text().splitlines() if line.strip()]
    if args.only:
        items = [i for i in items if i.get("form", "sentence") == args.only]
    items.sort(key=lambda i: i.get("form") != "short")  # short answers first: the headline figures
    short = [i for i in items if i.get("form") == "short"]
    results: dict[str, Any] = {"set": str(DATA.relative_to(DATA.parents[2])), "anchor_hhem_ragtruth_qa": 0.7428}
    if args.merge and RESULTS.exists():
        results = json.loads(RESULTS.read_text())
    runs = [("rules", items)]
    if short and not args.skip_comparisons:
        runs += [("model", short), ("off", short)]
    if args.convert:
        runs = [(convert, chosen) for convert, chosen in runs if convert in args.convert]
    with own_local_server(args.judge):
        for convert, chosen in runs:
            name = f"llm_judge[{args.judge}, convert={convert}]"
            results[name] = evaluate(LLMJudgeGrounder(args.judge, convert=convert), chosen, convert)
            print(json.dumps({k: v for k, v in results[name].items() if k != "records"}, indent=2), flush=True)
            RESULTS.write_text(json.dumps(results, indent=2) + "\n")  # each run kept if a later one is stopped
    try:
        results["hhem"] = evaluate(HHEMGrounder(), items, "hhem")  # fails fast without the weights
    except GroundingError as exc:
        results["hhem"] = f"not run: {exc}"
    RESULTS.write_text(json.dumps(results, indent=2) + "\n")
    print(f"wrote {RESULTS}")


if __name__ == "__main__":
    main()
