"""``arcana-graph eval``: option errors, and a short real run on the local model that resumes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arcana_graph.cli import main


def test_bad_options_fail_with_one_line_saying_what_to_use(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = ["--output", str(tmp_path)]
    assert main(["eval", "--system", "agent", *out]) == 2
    assert (
        "use one of loop, pipeline:<steps>, single-search, single-search-short, no-retrieval" in capsys.readouterr().err
    )
    assert main(["eval", "--types", "five-hop", *out]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: unknown question type(s) ['five-hop']") and "\n" not in err
    assert main(["eval", "--limit", "0", *out]) == 2
    assert "no questions selected" in capsys.readouterr().err
    assert not (tmp_path / "records.jsonl").exists()


@pytest.mark.e2e
@pytest.mark.postgres
def test_a_short_evaluation_on_the_local_model_reports_and_resumes(
    local_llm_server: object, database_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = [
        "--database-url",
        database_url,
        "eval",
        "--system",
        "single-search",
        "--system",
        "no-retrieval",
        "--types",
        "single-hop",
        "--limit",
        "2",
        "--ground",
        "none",
        "--llm",
        "local:qwen2.5-1.5b",
        "--output",
        str(tmp_path),
        "--json",
    ]
    assert main(args) == 0
    captured = capsys.readouterr()
    report = json.loads(captured.out)
    assert "eval:" in captured.err, "a progress bar on stderr"
    assert list(report["systems"]) == ["single-search", "no-retrieval"]
    assert report["questions"] == {"single-hop": 2} and report["llm"] == "local:qwen2.5-1.5b"
    assert report["command"] == "arcana-graph " + " ".join(args)
    single, closed_book = report["systems"]["single-search"], report["systems"]["no-retrieval"]
    assert single["overall"]["n"] == 2 and single["termination"] == {"answered": 2}
    assert single["overall"]["recall"] == 1.0, "the one search finds a single-hop question's passage"
    assert closed_book["overall"]["recall"] == 0.0 and closed_book["overall"]["searches"] == 0
    assert single["overall"]["llm_calls"] == 1.0 and single["overall"]["prompt_tokens"] > 50
    assert single["overall"]["contains"] >= closed_book["overall"]["contains"]
    assert set(report["retrieval"]) >= {"bm25", "vector-exact"}
    assert (tmp_path / "report.png").read_bytes().startswith(b"\x89PNG")
    lines = (tmp_path / "records.jsonl").read_text().splitlines()
    assert len(lines) == 4

    assert main(args) == 0  # everything is stored: nothing runs again
    again = json.loads(capsys.readouterr().out)
    assert again["systems"] == report["systems"]
    assert (tmp_path / "records.jsonl").read_text().splitlines() == lines
