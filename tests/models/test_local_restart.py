"""The local llama.cpp server killed mid-run: that run ends with ``terminated_by="error"`` (no
hang, no exception) and the next run starts a new server and works (marked ``e2e``: real model)."""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest

from arcana_graph import build_loop
from arcana_graph.models.local import running_servers
from tests.fakes import ListSearcher, chunk

pytestmark = pytest.mark.e2e


def test_a_killed_local_server_ends_the_run_and_the_next_run_restarts_it(local_llm_server: object) -> None:
    (server,) = running_servers()
    searcher = ListSearcher([[chunk("c1", text="The Veltmar lens was made by Quillon Glassworks.")]])
    # the model plans (the code planner would search first without calling the model at all)
    graph = build_loop(
        "local:qwen2.5-1.5b", searcher, strategy="json", planner="model", max_iterations=1, fallback_synthesis=False
    )
    killer = threading.Timer(1.0, os.kill, (server.pid, signal.SIGKILL))
    killer.start()
    started = time.perf_counter()
    broken = graph.invoke({"question": "Who made the Veltmar lens?"})
    killer.join()
    assert broken["terminated_by"] == "error" and "Connection" in broken["error"]
    assert time.perf_counter() - started < 60

    again = graph.invoke({"question": "Who made the Veltmar lens?"})
    assert again["terminated_by"] == "max_iterations" and again["error"] is None  # one planned search, then the budget
    assert [c["query"] for c in searcher.calls]
    (replacement,) = running_servers()
    assert replacement.pid != server.pid
