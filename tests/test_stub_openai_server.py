"""The stub OpenAI server (``tests/stub_openai_server.py``) as the real client sees it.

Every check goes through ``langchain_openai.ChatOpenAI`` (and so the openai SDK), because the
stub is only useful if the client the project ships with parses its replies and maps its faults
to the same error classes a real provider's would: load benchmarks and retry tests rely on it.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

import httpx
import openai
import pytest
from langchain_core.messages import HumanMessage, ToolMessage
from langchain_core.tools import tool
from langchain_openai import ChatOpenAI
from pydantic import BaseModel

from tests.stub_openai_server import StubOpenAIServer, fill_schema

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture()
def server() -> Iterator[StubOpenAIServer]:
    with StubOpenAIServer() as stub:
        yield stub


def _llm(server: StubOpenAIServer, *, timeout: float = 10, max_retries: int = 0) -> ChatOpenAI:
    return ChatOpenAI(base_url=server.base_url, api_key="x", model="stub", max_retries=max_retries, timeout=timeout)


@tool
def search(query: str, limit: int = 5) -> str:
    """Search the knowledge base."""
    return ""


@tool
def answer(text: str) -> str:
    """Give the final answer."""
    return ""


@tool
def give_up(reason: str, detail: str = "") -> str:
    """Stop without an answer."""
    return ""


class Verdict(BaseModel):
    label: Literal["supported", "unsupported"]
    reason: str
    ok: bool
    score: int
    claims: list[str]
    note: str | None = None


def test_plain_reply_carries_usage(server: StubOpenAIServer) -> None:
    reply = _llm(server).invoke("hello there")
    assert reply.content == "stub answer"
    assert reply.usage_metadata is not None and reply.usage_metadata["input_tokens"] > 0
    assert reply.usage_metadata["total_tokens"] == (
        reply.usage_metadata["input_tokens"] + reply.usage_metadata["output_tokens"]
    )
    assert httpx.get(f"{server.base_url}/models").json()["data"][0]["id"] == "stub"
    assert server.requests == 2 and server.peak_in_flight == 1


def test_tools_search_first_then_answer_with_unique_ids(server: StubOpenAIServer) -> None:
    llm = _llm(server).bind_tools([search, answer, give_up])
    first = llm.invoke([HumanMessage("Who founded the workshop?")])
    assert [(c["name"], c["args"]) for c in first.tool_calls] == [
        ("search", {"query": "Who founded the workshop?", "limit": 3})
    ]
    again = llm.invoke([HumanMessage("Who founded the workshop?")])
    assert again.tool_calls[0]["id"] != first.tool_calls[0]["id"]

    result = ToolMessage("1. [c1] The workshop was founded by Ada.", tool_call_id=first.tool_calls[0]["id"])
    second = llm.invoke([HumanMessage("Who founded the workshop?"), first, result])
    assert [(c["name"], c["args"]) for c in second.tool_calls] == [("answer", {"text": "stub answer"})]
    assert second.response_metadata["finish_reason"] == "tool_calls"


def test_only_offered_tools_are_called(server: StubOpenAIServer) -> None:
    only_answer = _llm(server).bind_tools([answer]).invoke("question")
    assert only_answer.tool_calls[0]["name"] == "answer"
    unrelated = _llm(server).bind_tools([give_up]).invoke("question")
    assert unrelated.tool_calls == [] and unrelated.content == "stub answer"


def test_a_named_tool_choice_is_called_with_its_required_fields(server: StubOpenAIServer) -> None:
    reply = _llm(server).bind_tools([search, answer, give_up], tool_choice="give_up").invoke("question")
    assert [(c["name"], c["args"]) for c in reply.tool_calls] == [("give_up", {"reason": "stub"})]


@pytest.mark.parametrize("method", ["json_schema", "function_calling"])
def test_structured_output_fills_the_schema(server: StubOpenAIServer, method: str) -> None:
    verdict = _llm(server).with_structured_output(Verdict, method=method).invoke("judge this")  # type: ignore[arg-type]
    # strict json_schema marks every field required, so the optional note may be filled too
    expected = {"label": "supported", "reason": "stub", "ok": True, "score": 1, "claims": []}
    assert isinstance(verdict, Verdict) and verdict.model_dump(exclude={"note"}) == expected


def test_response_format_json_object_with_and_without_schema(server: StubOpenAIServer) -> None:
    schema = Verdict.model_json_schema()
    with_schema = _llm(server).bind(response_format={"type": "json_object", "schema": schema}).invoke("judge")
    assert json.loads(str(with_schema.content)) == {
        "label": "supported",
        "reason": "stub",
        "ok": True,
        "score": 1,
        "claims": [],
    }
    plain = _llm(server).bind(response_format={"type": "json_object"}).invoke("judge")
    assert isinstance(json.loads(str(plain.content)), dict)


def test_fill_schema_follows_refs_unions_and_enums() -> None:
    schema = {
        "type": "object",
        "required": ["n", "kind", "inner"],
        "properties": {
            "n": {"anyOf": [{"type": "null"}, {"type": "number"}]},
            "kind": {"enum": ["b", "a"]},
            "inner": {"$ref": "#/$defs/Inner"},
            "optional": {"type": "string"},
        },
        "$defs": {"Inner": {"type": "object", "required": ["flag"], "properties": {"flag": {"type": "boolean"}}}},
    }
    assert fill_schema(schema) == {"n": 1, "kind": "b", "inner": {"flag": True}}


def test_a_reply_function_overrides_the_policy(server: StubOpenAIServer) -> None:
    seen: list[dict[str, Any]] = []

    def reply(request: dict[str, Any]) -> dict[str, Any] | None:
        seen.append(request)
        return {"role": "assistant", "content": "custom"} if request["messages"][-1]["content"] == "mine" else None

    server.reply = reply
    assert _llm(server).invoke("mine").content == "custom"
    assert _llm(server).invoke("other").content == "stub answer"
    assert seen[0]["model"] == "stub" and server.recent[-1]["messages"][-1]["content"] == "other"


def test_streaming_replies_as_server_sent_events(server: StubOpenAIServer) -> None:
    text = "".join(str(chunk.content) for chunk in _llm(server).stream("hi"))
    assert text == "stub answer"
    chunks = list(_llm(server).bind_tools([search, answer]).stream("Where is the lighthouse?"))
    merged = chunks[0]
    for chunk in chunks[1:]:
        merged = merged + chunk  # type: ignore[assignment]
    assert merged.tool_calls[0]["args"] == {"query": "Where is the lighthouse?", "limit": 3}  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("mode", "error"),
    [
        ("status_500", openai.InternalServerError),
        ("status_429", openai.RateLimitError),
        ("malformed", ValueError),  # json.JSONDecodeError: the SDK parses the body as JSON
        ("close", openai.APIConnectionError),
        ("hang", openai.APITimeoutError),
    ],
)
def test_fault_modes_raise_the_clients_error(server: StubOpenAIServer, mode: str, error: type[Exception]) -> None:
    server.mode = mode
    with pytest.raises(error) as raised:
        _llm(server, timeout=0.5).invoke("hi")
    if mode == "close":
        assert not isinstance(raised.value, openai.APITimeoutError)
    assert server.mode == mode and server.requests == 1


def test_429_says_retry_after_zero(server: StubOpenAIServer) -> None:
    server.mode = "status_429"
    response = httpx.post(f"{server.base_url}/chat/completions", json={"model": "stub", "messages": []})
    assert response.status_code == 429 and response.headers["Retry-After"] == "0"


def test_fail_next_faults_only_the_next_requests(server: StubOpenAIServer) -> None:
    server.set_mode("status_500", fail_next=2)
    for _ in range(2):
        with pytest.raises(openai.InternalServerError):
            _llm(server).invoke("hi")
    assert server.mode == "ok" and server.fail_next is None
    assert _llm(server).invoke("hi").content == "stub answer"

    server.set_mode("status_429", fail_next=1)
    assert _llm(server, max_retries=1).invoke("hi").content == "stub answer"  # the client's retry succeeds
    assert server.requests == 5


def test_delay_applies_in_every_mode(server: StubOpenAIServer) -> None:
    server.set_mode("status_500", delay=0.2)
    started = time.monotonic()
    with pytest.raises(openai.InternalServerError):
        _llm(server).invoke("hi")
    assert time.monotonic() - started >= 0.2


def test_mode_delay_and_counters_over_http(server: StubOpenAIServer) -> None:
    stats = httpx.post(f"{server.url}/stub/mode", json={"mode": "close", "delay": 0.05, "fail_next": 1}).json()
    assert stats["mode"] == "close" and stats["delay"] == 0.05 and server.fail_next == 1
    with pytest.raises(openai.APIConnectionError):
        _llm(server).invoke("hi")
    assert _llm(server).invoke("hi").content == "stub answer"
    assert httpx.get(f"{server.url}/stub/stats").json()["requests"] == 2
    assert httpx.post(f"{server.url}/stub/reset").json()["requests"] == 0
    assert httpx.post(f"{server.url}/stub/mode", json={"mode": "nonsense"}).status_code == 400


def test_200_concurrent_requests_run_in_parallel(server: StubOpenAIServer) -> None:
    server.delay = 0.3

    async def burst() -> tuple[float, list[Any]]:
        llm = _llm(server, timeout=60)  # one client per event loop: its async HTTP client is bound to the loop
        started = time.monotonic()
        replies = await asyncio.gather(*(llm.ainvoke(f"question {i}") for i in range(200)))
        return time.monotonic() - started, replies

    elapsed, replies = asyncio.run(burst())
    assert all(r.content == "stub answer" for r in replies)
    assert elapsed < 10, f"200 requests with a 0.3 s delay took {elapsed:.1f} s: the stub serialises them"
    assert server.requests == 200 and server.peak_in_flight >= 100 and server.in_flight == 0


def test_stop_does_not_hang_on_hanging_connections() -> None:
    stub = StubOpenAIServer(mode="hang").start()
    errors: list[BaseException] = []

    def call() -> None:
        try:
            httpx.post(f"{stub.base_url}/chat/completions", json={"model": "stub", "messages": []}, timeout=30)
        except httpx.HTTPError as exc:
            errors.append(exc)

    threads = [threading.Thread(target=call, daemon=True) for _ in range(5)]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + 5
    while stub.in_flight < 5 and time.monotonic() < deadline:
        time.sleep(0.02)
    started = time.monotonic()
    stub.stop()
    assert time.monotonic() - started < 3
    for thread in threads:
        thread.join(timeout=5)
    assert len(errors) == 5  # every client saw its connection end without a reply


def test_runs_as_a_script() -> None:
    process = subprocess.Popen(
        [sys.executable, str(ROOT / "tests" / "stub_openai_server.py"), "--port", "0", "--delay", "0.01"],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        base_url = process.stdout.readline().strip()
        assert base_url.startswith("http://127.0.0.1:") and base_url.endswith("/v1")
        llm = ChatOpenAI(base_url=base_url, api_key="x", model="stub", max_retries=0, timeout=10)
        assert llm.invoke("hi").content == "stub answer"
        assert httpx.get(base_url.removesuffix("/v1") + "/stub/stats").json()["delay"] == 0.01
    finally:
        process.terminate()
        assert process.wait(timeout=10) == 0


def test_the_loop_finishes_a_run_on_the_stub(server: StubOpenAIServer) -> None:
    from arcana_graph import build_loop

    def searcher(query: str, *, collections: Any, limit: int, **_: Any) -> list[dict[str, Any]]:
        return [{"id": "c1", "text": f"A passage about {query}."}]

    graph = build_loop(_llm(server), searcher, strategy="native", max_iterations=4)
    result = graph.invoke({"question": "Who founded the workshop?", "collections": None})
    assert result["terminated_by"] == "answered" and result["answer"] == "stub answer"
    assert [t["tool"] for t in result["tool_history"]] == ["search", "answer"]
    assert server.requests == 2
