"""``ingest --graph``, ``search --graph``, ``graph build`` and ``graph show`` on a real Postgres."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from arcana_graph.cli import main

pytestmark = pytest.mark.postgres

RAILWAY = "# Kestrel Valley Railway\n\nThe Kestrel Valley Railway was built by Brack & Oduya in 1871.\n"
FIRM = "# Brack & Oduya\n\nBrack & Oduya was founded by Samuel Brack and Ada Oduya in Dunmere.\n"


def _corpus(root: Path) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    (root / "railway.md").write_text(RAILWAY, encoding="utf-8")
    (root / "firm.md").write_text(FIRM, encoding="utf-8")
    return root


def test_ingest_and_search_with_the_graph(database_url, tmp_path, capsys):
    db = ["--database-url", database_url]
    assert main([*db, "ingest", str(_corpus(tmp_path / "valley")), "--collection", "valley", "--graph"]) == 0
    capsys.readouterr()

    question = "Who founded the firm that built the Kestrel Valley Railway?"
    assert main([*db, "search", question, "--graph", "--limit", "2", "--json"]) == 0
    chunks = json.loads(capsys.readouterr().out)
    assert any("graph_rank" in c["metadata"] for c in chunks)
    assert main([*db, "search", question, "--graph", "ppr", "--json"]) == 0
    assert any("graph_rank" in c["metadata"] for c in json.loads(capsys.readouterr().out))

    assert main([*db, "graph", "show", "brack-&-oduya", "--json"]) == 0
    [view] = json.loads(capsys.readouterr().out)
    assert view["name"] == "Brack & Oduya" and view["collection"] == "valley"
    assert {source for source, _ in view["mentions"]} == {"railway.md", "firm.md"}
    assert "Samuel Brack" in {link["other"] for link in view["links"]}

    assert main([*db, "graph", "show", "Brack & Oduya", "--mermaid"]) == 0
    picture = capsys.readouterr().out
    assert picture.startswith("flowchart LR") and "RELATED_TO" in picture and "Samuel Brack" in picture

    assert main([*db, "graph", "show", "Brack & Oduya"]) == 0
    assert "mentioned in 2 chunks: firm.md, railway.md" in capsys.readouterr().out

    assert main([*db, "graph", "show", "Nobody At All"]) == 1
    assert "no entity named" in capsys.readouterr().err
    assert main([*db, "graph", "show", "Brack & Oduya", "--collection", "nope"]) == 2


def test_graph_build_makes_the_graph_of_an_ingested_collection_and_resumes(database_url, tmp_path, capsys):
    db = ["--database-url", database_url]
    assert main([*db, "ingest", str(_corpus(tmp_path / "valley")), "--collection", "valley"]) == 0
    assert main([*db, "graph", "show", "Brack & Oduya"]) == 1, "no graph yet"
    capsys.readouterr()

    assert main([*db, "graph", "build", "valley", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["chunks_extracted"] == 2 and report["entities"] > 0 and report["failed"] == []

    assert main([*db, "graph", "build", "valley", "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["chunks_extracted"] == 0 and again["chunks_already_done"] == 2
    assert again["entities"] == report["entities"]

    assert main([*db, "graph", "build", "nope"]) == 2
    assert main([*db, "graph", "build"]) == 2
    assert "needs a COLLECTION" in capsys.readouterr().err


def test_graph_communities_detects_and_lists_them(database_url, tmp_path, capsys):
    db = ["--database-url", database_url]
    assert main([*db, "ingest", str(_corpus(tmp_path / "valley")), "--collection", "valley", "--graph"]) == 0
    capsys.readouterr()
    assert main([*db, "graph", "communities", "valley", "--no-summaries", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["report"]["communities"] == len(shown["communities"]) >= 1
    assert "Samuel Brack" in {name for c in shown["communities"] for name in c["entities"]}
    assert main([*db, "graph", "communities", "valley", "--no-summaries"]) == 0
    captured = capsys.readouterr()
    assert "Samuel Brack" in captured.out and "unchanged" in captured.err
    assert main([*db, "graph", "communities"]) == 2
    assert "needs a COLLECTION" in capsys.readouterr().err


def test_graph_show_writes_a_self_contained_html_page(database_url, tmp_path, capsys):
    db = ["--database-url", database_url]
    assert main([*db, "ingest", str(_corpus(tmp_path / "valley")), "--collection", "valley", "--graph"]) == 0
    page = tmp_path / "brack.html"
    assert main([*db, "graph", "show", "Brack & Oduya", "--html", str(page)]) == 0
    text = page.read_text(encoding="utf-8")
    assert text.startswith("<!DOCTYPE html>") and "<svg" in text and "Samuel Brack" in text
    assert "Brack &amp; Oduya" in text and "Brack & Oduya" not in text, "every text is escaped"
    assert "<script" not in text and "http" not in text.replace("http://www.w3.org/2000/svg", ""), "nothing fetched"
    assert "railway.md" in text and "firm.md" in text
