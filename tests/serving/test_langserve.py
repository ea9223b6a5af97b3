"""The LangServe app, served by uvicorn and called with RemoteRunnable (invoke, batch, stream)."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from arcana_graph import build_loop, build_pipeline
from arcana_graph.serving.langserve_app import create_app
from tests.fakes import ListSearcher, RoutingChatModel, chunk


class TurnModel(RoutingChatModel):
    """Loop controller for the server test: search on the first turn, answer on the next."""

    def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kwargs: Any) -> Any:
        from langchain_core.messages import AIMessage, ToolMessage
        from langchain_core.outputs import ChatGeneration, ChatResult

        searched = any(isinstance(m, ToolMessage) for m in messages)
        answer = {"name": "answer", "args": {"text": "Monday."}, "id": "a", "type": "tool_call"}
        search = {"name": "search", "args": {"query": "payday"}, "id": "s", "type": "tool_call"}
        call = answer if searched else search
        return ChatResult(generations=[ChatGeneration(message=AIMessage(content="", tool_calls=[call]))])


@pytest.fixture(scope="module")
def served() -> Iterator[str]:
    import uvicorn

    searcher = ListSearcher([[chunk("p1", "Staff are paid on Monday.")]])
    app = create_app(
        loop=build_loop(TurnModel(), searcher),
        pipeline=build_pipeline(["search", "answer"], llm=RoutingChatModel(default="On Monday."), searcher=searcher),
    )
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while not server.started:
        assert time.monotonic() < deadline, "uvicorn did not start"
        time.sleep(0.1)
    yield base
    server.should_exit = True
    thread.join(timeout=10)


def test_remote_loop_invoke_batch_and_stream(served: str) -> None:
    from langserve import RemoteRunnable

    loop = RemoteRunnable(f"{served}/loop")
    result = loop.invoke({"question": "When is payday?", "collections": ["hr"]})
    assert result["answer"] == "Monday." and result["terminated_by"] == "answered"
    assert result["chunks"][0]["id"] == "p1" and result["tool_history"][0]["tool"] == "search"
    batch = loop.batch([{"question": "a?"}, {"question": "b?"}])
    assert [r["answer"] for r in batch] == ["Monday.", "Monday."]
    streamed = list(loop.stream({"question": "When is payday?"}))  # the run's last node update
    assert streamed and streamed[-1]["answer"]["answer"] == "Monday."


def test_remote_pipeline_and_schemas(served: str) -> None:
    from langserve import RemoteRunnable

    result = RemoteRunnable(f"{served}/pipeline").invoke({"question": "When is payday?"})
    assert result["answer"] == "On Monday." and result["context_used"][0]["text"] == "Staff are paid on Monday."
    schema = json.dumps(httpx.get(f"{served}/loop/input_schema", timeout=10).json())
    assert '"question"' in schema and '"collections"' in schema
