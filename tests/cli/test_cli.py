"""The ``arcana-graph`` command line, as scripts and users meet it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from arcana_graph.cli import main
from tests.conftest import SAMPLES


def test_usage_errors_exit_non_zero(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["search", "q", "--mode", "semantic"])
    assert info.value.code == 2
    assert "invalid choice" in capsys.readouterr().err


@pytest.mark.postgres
def test_ingest_collections_and_search_with_json(
    database_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--database-url", database_url]
    assert main([*db, "ingest", str(SAMPLES / "coast"), "--collection", "coast", "--description", "Coast"]) == 0
    assert "coast: 3 ingested" in capsys.readouterr().err

    (tmp_path / "bad.txt").write_bytes(b"\x00\x01")
    (tmp_path / "good.md").write_text("# Ferry\n\nThe ferry leaves at noon.")
    assert main([*db, "ingest", str(tmp_path), "--collection", "misc", "--json"]) == 1
    captured = capsys.readouterr()
    results = json.loads(captured.out)
    assert {r["source"]: r["status"] for r in results} == {"bad.txt": "failed", "good.md": "ingested"}
    assert "error:" in captured.err and "binary" in captured.err

    assert main([*db, "collections", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [(c["name"], c["document_count"]) for c in listed] == [("coast", 3), ("misc", 1)]

    assert (
        main([*db, "search", "Who made the lighthouse lens?", "--collection", "coast", "--limit", "2", "--json"]) == 0
    )
    chunks = json.loads(capsys.readouterr().out)
    assert len(chunks) == 2
    assert set(chunks[0]) >= {"id", "text", "score", "collection", "source", "metadata"}
    assert chunks[0]["source"] == "veltmar-lighthouse.md"
    assert chunks[0]["score"] >= chunks[1]["score"]

    assert main([*db, "search", "ferry", "--mode", "keyword"]) == 0
    table = capsys.readouterr().out
    assert table.splitlines()[0].split() == ["#", "score", "collection", "source", "text"]

    assert main([*db, "search", "ferry", "--collection", "nope"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: unknown collection 'nope'") and "\n" not in err


def _stop_server(pgdata: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pgserver
    if (pgdata / "postmaster.pid").exists():
        pgserver.get_server(pgdata, cleanup_mode="stop").cleanup()


@pytest.mark.postgres
@pytest.mark.e2e
def test_demo_runs_on_a_fresh_data_dir_and_later_processes_reuse_the_server(
    tmp_path: Path, local_llm_server: object
) -> None:
    from arcana_graph.models.local import local_state_dir

    # A fresh database, but the session's model cache and running model server.
    env = {**os.environ, "ARCANA_DATA_DIR": str(tmp_path / "data"), "ARCANA_LOCAL_DIR": str(local_state_dir())}
    for name in ("ARCANA_DATABASE_URL", "ARCANA_LLM", "OPENAI_API_KEY"):
        env.pop(name, None)
    script = [sys.executable, "-m", "arcana_graph.cli"]
    try:
        demo = subprocess.run([*script, "demo"], env=env, capture_output=True, text=True, timeout=600)
        assert demo.returncode == 0, demo.stderr
        assert "coast: 3 ingested" in demo.stderr and "workshops: 2 ingested" in demo.stderr
        assert "Loop started" in demo.stderr and "turn 1: search(" in demo.stderr, "the live trace is shown"
        assert "Loop stopped:" in demo.stderr
        assert "Answer (" in demo.stdout and "Question: Who founded the workshop" in demo.stdout
        pid_file = tmp_path / "data" / "pgdata" / "postmaster.pid"
        pid = pid_file.read_text().split()[0]

        listing = subprocess.run(
            [*script, "collections", "--json"], env=env, capture_output=True, text=True, timeout=120
        )
        assert listing.returncode == 0, listing.stderr
        assert [c["name"] for c in json.loads(listing.stdout)] == ["coast", "workshops"]
        assert pid_file.read_text().split()[0] == pid, "the second process reused the running server"

        again = subprocess.run(
            [*script, "ingest", str(SAMPLES / "coast"), "--collection", "coast"],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert again.returncode == 0 and "3 unchanged" in again.stderr
    finally:
        _stop_server(tmp_path / "data" / "pgdata")


def test_graph_command_prints_mermaid_without_connecting(capsys: pytest.CaptureFixture[str]) -> None:
    db = ["--database-url", "postgresql://nobody@127.0.0.1:1/none"]
    assert main([*db, "graph", "loop", "--ground"]) == 0
    loop = capsys.readouterr().out
    assert "graph TD;" in loop and "controller -.-> search;" in loop and "answer --> ground;" in loop
    assert main([*db, "graph", "pipeline", "--steps", "rewrite,decompose,search,answer"]) == 0
    pipeline = capsys.readouterr().out
    assert "rewrite --> decompose;" in pipeline and "search_one" in pipeline


def test_graph_png_needs_a_local_renderer(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.util

    db = ["--database-url", "postgresql://nobody@127.0.0.1:1/none"]
    code = main([*db, "graph", "loop", "--png", str(tmp_path / "loop.png")])
    if importlib.util.find_spec("pygraphviz") is None:
        assert code == 2 and "pygraphviz" in capsys.readouterr().err
    else:
        assert code == 0 and (tmp_path / "loop.png").read_bytes().startswith(b"\x89PNG")


def test_filter_and_metadata_options_read_as_users_write_them() -> None:
    from arcana_graph import ConfigurationError
    from arcana_graph.cli.options import filter_from, metadata_from

    assert metadata_from(["tenant=acme", "year=2024", "public=true", "note=a=b"]) == {
        "tenant": "acme",
        "year": 2024,
        "public": True,
        "note": "a=b",
    }
    assert filter_from([]) is None
    assert filter_from(["tenant=acme"]) == {"tenant": {"$eq": "acme"}}
    assert filter_from(["year>=2020", 'lang=["en","fr"]', "status!=draft"]) == {
        "$and": [{"year": {"$gte": 2020}}, {"lang": {"$in": ["en", "fr"]}}, {"status": {"$ne": "draft"}}]
    }
    assert filter_from(['{"$or": [{"a": 1}, {"b": 2}]}']) == {"$or": [{"a": 1}, {"b": 2}]}
    for bad in (["tenant"], ["{not json"], ['{"a": {"$like": 1}}']):
        with pytest.raises(ConfigurationError):
            filter_from(bad)
    with pytest.raises(ConfigurationError, match="key=value"):
        metadata_from(["tenant"])


@pytest.mark.postgres
def test_ingest_with_metadata_then_search_and_ask_with_a_filter(
    database_url: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = ["--database-url", database_url]
    for tenant, day in (("acme", "first Monday"), ("globex", "last Friday")):
        (tmp_path / tenant).mkdir()
        (tmp_path / tenant / f"{tenant}.md").write_text(f"# Payroll\n\nStaff are paid on the {day}.")
        args = [*db, "ingest", str(tmp_path / tenant), "--collection", "payroll", "--metadata", f"tenant={tenant}"]
        assert main([*args, "--metadata", "year=2024"]) == 0
    capsys.readouterr()

    assert main([*db, "search", "When are staff paid?", "--filter", "tenant=globex", "--json"]) == 0
    chunks = json.loads(capsys.readouterr().out)
    assert [(c["source"], c["metadata"]["tenant"], c["metadata"]["year"]) for c in chunks] == [
        ("globex.md", "globex", 2024)
    ]
    assert main([*db, "search", "paid", "--filter", "year<2024", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []

    assert main([*db, "search", "paid", "--filter", "tenant~acme"]) == 2
    assert main([*db, "ask", "When are staff paid?", "--filter", '{"tenant": {"$regex": "a"}}']) == 2
    err = capsys.readouterr().err
    assert "error: --filter takes key=value" in err and "unknown operator" in err
