"""Why the Pipeline's search threshold defaults to 0.0 rather than Arcana's 0.5.

For each shipped evaluation set the corpus is ingested (real embedder, all-MiniLM-L6-v2) into a
fresh embedded Postgres in a temporary folder; every answerable question gets one vector search of
5 passages, and the cosine score of each gold passage found is read. Reported: how many of those
gold passages score below 0.5 (a 0.5 threshold would drop them), and how many questions would keep
no gold passage at all.

Run ``python benchmarks/bench_threshold.py [--sets kestrel harbourline]``; results are printed
and written to ``benchmarks/results/threshold.json``.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from arcana_graph import KnowledgeBase  # noqa: E402
from arcana_graph.evaluation import ingest_eval_corpus  # noqa: E402
from arcana_graph.evaluation.dataset import load_questions  # noqa: E402
from arcana_graph.store.database import stop_embedded_server  # noqa: E402

ARCANA_THRESHOLD = 0.5
LIMIT = 5


def measure(eval_set: str) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bench-threshold-") as folder:
        kb = KnowledgeBase(data_dir=folder)
        try:
            ingest_eval_corpus(kb, eval_set)
            questions = [q for q in load_questions(eval_set=eval_set) if q.answer is not None]
            gold_scores: list[float] = []
            emptied = 0
            for question in questions:
                found = kb.search(question.question, limit=LIMIT, mode="vector")
                scores = [c.score for c in found if f"{c.collection}/{c.source}" in question.gold]
                gold_scores += scores
                emptied += bool(scores) and all(s < ARCANA_THRESHOLD for s in scores)
        finally:
            kb.close()
            stop_embedded_server(Path(folder) / "pgdata")  # the temporary server, not the user's
    below = sum(s < ARCANA_THRESHOLD for s in gold_scores)
    return {
        "set": eval_set,
        "answerable_questions": len(questions),
        "gold_passages_found": len(gold_scores),
        "below_threshold": below,
        "below_share": round(below / len(gold_scores), 3) if gold_scores else None,
        "questions_left_without_gold": emptied,
        "questions_left_without_gold_share": round(emptied / len(questions), 3) if questions else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", nargs="+", default=["kestrel", "harbourline"])
    args = parser.parse_args()
    rows = [measure(s) for s in args.sets]
    report = {"benchmark": "bench_threshold", "threshold": ARCANA_THRESHOLD, "limit": LIMIT, "rows": rows}
    out = Path(__file__).parent / "results" / "threshold.json"
    out.write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
