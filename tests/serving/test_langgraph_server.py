"""`langgraph dev` serves both graphs from langgraph.json over HTTP (real server, real model, real DB)."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from arcana_graph import KnowledgeBase

pytestmark = [pytest.mark.e2e, pytest.mark.postgres]
ROOT = Path(__file__).resolve().parents[2]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def server(
    local_llm_server: object, pg_server: Any, minilm: Any, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    import uuid

    import psycopg

    from arcana_graph.models.local import local_state_dir

    name = f"t_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(pg_server.get_uri(), autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    database_url = str(pg_server.get_uri(name))
    tmp_path = tmp_path_factory.mktemp("langgraph-server")

    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "glass.md").write_text("# Glassworks\n\nThe Quillon Glassworks was founded in 1861 by Ottilie Quillon.")
    (corpus / "ferry.md").write_text("# Ferry\n\nThe ferry sails every day from Sarrow to Kelderwick.")
    with KnowledgeBase(minilm, database_url=database_url) as kb:
        assert kb.ingest(corpus, collection="island").ok
    port = _free_port()
    executable = shutil.which("langgraph", path=str(Path(sys.executable).parent))
    assert executable, "langgraph-cli is not installed: pip install -e '.[studio]'"
    env = {
        **os.environ,
        "ARCANA_DATABASE_URL": database_url,
        "ARCANA_LLM": "local:qwen2.5-1.5b",
        "ARCANA_LOCAL_DIR": str(local_state_dir()),
        "ARCANA_PIPELINE_STEPS": "search,answer",
        "LANGGRAPH_CLI_NO_ANALYTICS": "1",
    }
    log = (tmp_path / "server.log").open("w")
    process = subprocess.Popen(
        [executable, "dev", "--no-browser", "--no-reload", "--port", str(port)],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                if httpx.get(f"{base}/ok", timeout=2).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            assert process.poll() is None and time.monotonic() < deadline, (tmp_path / "server.log").read_text()[-2000:]
            time.sleep(0.5)
        yield base
    finally:
        process.terminate()
        process.wait(timeout=30)
        log.close()


def test_langgraph_dev_lists_and_runs_both_graphs(server: str) -> None:
    assistants = httpx.post(f"{server}/assistants/search", json={}, timeout=30).json()
    assert sorted(a["graph_id"] for a in assistants) == ["loop", "pipeline"]

    loop = httpx.post(
        f"{server}/runs/wait",
        timeout=600,
        json={
            "assistant_id": "loop",
            "input": {"question": "Who founded the Quillon Glassworks?", "collections": ["island"]},
            "context": {"max_iterations": 4},
        },
    ).json()
    assert loop["terminated_by"] == "answered" and "Ottilie" in loop["answer"]
    assert loop["chunks"][0]["collection"] == "island"

    pipeline = httpx.post(
        f"{server}/runs/wait",
        timeout=600,
        json={
            "assistant_id": "pipeline",
            "input": {"question": "Who founded the Quillon Glassworks?", "collections": ["island"]},
        },
    ).json()
    assert "Ottilie" in pipeline["answer"] and pipeline["context_used"][0]["source"] in ("glass.md", "ferry.md")


def test_a_streamed_run_carries_the_loop_telemetry(server: str) -> None:
    events: list[Any] = []
    body = {
        "assistant_id": "loop",
        "input": {"question": "Who founded the Quillon Glassworks?", "collections": ["island"]},
        "stream_mode": ["custom"],
        "context": {"max_iterations": 4},
    }
    with httpx.stream("POST", f"{server}/runs/stream", json=body, timeout=600) as response:
        for line in response.iter_lines():
            if line.startswith("data:"):
                payload = line.removeprefix("data:").strip()
                if payload.startswith("{"):
                    events.append(json.loads(payload))
    names = [e["event"] for e in events if isinstance(e, dict) and str(e.get("event", "")).startswith("arcana.")]
    assert names[0] == "arcana.loop.start" and "arcana.loop.tool_call" in names and names[-1] == "arcana.loop.stop"
