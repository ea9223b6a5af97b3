"""Grounding quality on the labelled set in ``benchmarks/data/grounding_set.jsonl``.

24 fictional question / chunks / answer triples about the sample corpus's island: 12 faithful
answers and 12 with one injected claim (6 unsupported, 6 contradicted), the injected span marked
RAGTruth-style (text and character offsets). For each grounder: an answer is predicted
"hallucinated" when the grounder returns any hallucinated span; reported are balanced accuracy
(mean of the recall on each class), and how often the injected span itself was flagged
(a hallucinated span overlapping it). Anchor: HHEM-2.1-Open scores 74.28% balanced accuracy on
RAGTruth-QA (Vectara's model card).

Run: ``python benchmarks/bench_grounding.py [--judge local:qwen2.5-1.5b]``. HHEM runs when its
weights are available (``ARCANA_HHEM_PATH`` or the Hugging Face cache), else is reported as such.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcana_graph import Chunk, GroundingError, HHEMGrounder, LLMJudgeGrounder  # noqa: E402

DATA = Path(__file__).parent / "data" / "grounding_set.jsonl"


def evaluate(grounder: Any, items: list[dict[str, Any]]) -> dict[str, Any]:
    tp = tn = positives = negatives = span_hits = 0
    start = time.perf_counter()
    for item in items:
        chunks = [Chunk(id=f"{item['id']}-{i}", text=t) for i, t in enumerate(item["chunks"])]
        result = grounder(item["answer"], chunks, question=item["question"])
        flagged = bool(result.hallucinated_spans)
        if item["label"] == "hallucinated":
            positives += 1
            tp += flagged
            gold = item["hallucinated_spans"][0]
            span_hits += any(s.start < gold["end"] and gold["start"] < s.end for s in result.hallucinated_spans)
        else:
            negatives += 1
            tn += not flagged
    recall_h, recall_f = tp / positives, tn / negatives
    return {
        "balanced_accuracy": round((recall_h + recall_f) / 2, 3),
        "hallucinated_recall": round(recall_h, 3),
        "faithful_recall": round(recall_f, 3),
        "injected_span_found": round(span_hits / positives, 3),
        "seconds_per_answer": round((time.perf_counter() - start) / len(items), 2),
        "items": len(items),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--judge", default="local:qwen2.5-1.5b", help="judge model spec")
    args = parser.parse_args()
    items = [json.loads(line) for line in DATA.read_text().splitlines() if line.strip()]
    results: dict[str, Any] = {"set": str(DATA.relative_to(DATA.parents[2])), "anchor_hhem_ragtruth_qa": 0.7428}
    results[f"llm_judge[{args.judge}]"] = evaluate(LLMJudgeGrounder(args.judge), items)
    print(json.dumps(results, indent=2), flush=True)
    try:
        results["hhem"] = evaluate(HHEMGrounder(), items)
    except GroundingError as exc:
        results["hhem"] = f"not run: {exc}"
    print(json.dumps(results, indent=2))
    (Path(__file__).parent / "results" / "grounding.json").write_text(json.dumps(results, indent=2) + "\n")


if __name__ == "__main__":
    main()
