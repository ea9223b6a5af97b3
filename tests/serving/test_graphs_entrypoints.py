"""``graphs/`` modules import without network or database and expose the designed graph."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_loop_entry_point_imports_offline_and_draws_the_loop() -> None:
    code = (
        "import json, runpy, sys\n"
        "graph = runpy.run_path('graphs/loop.py')['graph']\n"
        "g = graph.get_graph()\n"
        "print(json.dumps({'nodes': sorted(g.nodes), 'edges': sorted([e.source, e.target] for e in g.edges),"
        " 'heavy': sorted(m for m in ('torch', 'pgserver', 'llama_cpp') if m in sys.modules)}))\n"
    )
    env = {
        **os.environ,
        "ARCANA_DATABASE_URL": "postgresql://nobody@127.0.0.1:1/none",
        "ARCANA_LLM": "local:qwen2.5-1.5b",
    }
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=True
    )
    shape = json.loads(out.stdout.strip().splitlines()[-1])
    assert shape["nodes"] == ["__end__", "__start__", "answer", "controller", "give_up", "search", "synthesize"]
    assert ["controller", "search"] in shape["edges"] and ["search", "controller"] in shape["edges"]
    assert ["controller", "synthesize"] in shape["edges"]
    assert shape["heavy"] == []


def test_langgraph_json_points_at_the_entry_points() -> None:
    config = json.loads((ROOT / "langgraph.json").read_text())
    for target in config["graphs"].values():
        path, _, attribute = target.partition(":")
        assert (ROOT / path).exists() and attribute == "graph"


def test_pipeline_entry_point_imports_offline_with_the_configured_steps() -> None:
    code = (
        "import json, runpy, sys\n"
        "graph = runpy.run_path('graphs/pipeline.py')['graph']\n"
        "print(json.dumps({'nodes': list(graph.get_graph().nodes),"
        " 'heavy': sorted(m for m in ('torch', 'pgserver', 'llama_cpp') if m in sys.modules)}))\n"
    )
    env = {
        **os.environ,
        "ARCANA_DATABASE_URL": "postgresql://nobody@127.0.0.1:1/none",
        "ARCANA_LLM": "local:qwen2.5-1.5b",
        "ARCANA_PIPELINE_STEPS": "gate,rewrite,search,answer",
    }
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=True
    )
    shape = json.loads(out.stdout.strip().splitlines()[-1])
    assert shape["nodes"] == ["__start__", "gate", "rewrite", "search", "answer", "__end__"]
    assert shape["heavy"] == []
