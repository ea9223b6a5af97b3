"""A model endpoint that fails the way real ones do: each fault ends the run cleanly (a
``terminated_by``, never an exception or a hang) and the next run works. The model is a real
``ChatOpenAI`` made from an ``openai:`` spec, talking HTTP to a stub OpenAI-compatible server."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Iterator
from typing import Any

import pytest

from arcana_graph import build_loop, build_pipeline
from arcana_graph.models.chat import ModelSettings, resolve_chat_model
from tests.fakes import ListSearcher, chunk
from tests.stub_openai_server import StubOpenAIServer


@pytest.fixture()
def stub(monkeypatch: pytest.MonkeyPatch) -> Iterator[StubOpenAIServer]:
    with StubOpenAIServer() as server:
        monkeypatch.setenv("OPENAI_API_KEY", "stub-key")
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        monkeypatch.setenv("ARCANA_LLM_TIMEOUT", "2")
        monkeypatch.setenv("ARCANA_LLM_MAX_RETRIES", "0")
        yield server


def _loop(**kwargs: Any) -> Any:
    return build_loop("openai:stub-model", ListSearcher([[chunk("c1", text="The lens came from Quillon.")]]), **kwargs)


def test_specs_carry_a_timeout_and_retries_and_the_environment_overrides_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("ARCANA_LLM_TIMEOUT", raising=False)
    monkeypatch.delenv("ARCANA_LLM_MAX_RETRIES", raising=False)
    assert ModelSettings.for_provider("openai") == ModelSettings(timeout=60.0, max_retries=2)
    assert ModelSettings.for_provider("local") == ModelSettings(timeout=300.0, max_retries=1)
    monkeypatch.setenv("OPENAI_API_KEY", "k")
    model = resolve_chat_model("openai:gpt-4o-mini")
    assert (model.request_timeout, model.max_retries) == (60.0, 2)  # type: ignore[attr-defined]
    monkeypatch.setenv("ARCANA_LLM_TIMEOUT", "7.5")
    monkeypatch.setenv("ARCANA_LLM_MAX_RETRIES", "0")
    model = resolve_chat_model("openai:gpt-4o-mini")
    assert (model.request_timeout, model.max_retries) == (7.5, 0)  # type: ignore[attr-defined]
    monkeypatch.setenv("ARCANA_LLM_TIMEOUT", "soon")
    with pytest.raises(ValueError, match="ARCANA_LLM_TIMEOUT must be a number"):
        resolve_chat_model("openai:gpt-4o-mini")


def test_a_healthy_stub_answers_through_the_real_client(stub: StubOpenAIServer) -> None:
    result = _loop().invoke({"question": "Who made the lens?"})
    assert (result["terminated_by"], result["answer"]) == ("answered", "stub answer")
    assert stub.requests == 2


@pytest.mark.parametrize("mode", ["status_500", "status_429", "malformed", "close", "hang"])
def test_each_fault_ends_the_run_cleanly_and_the_next_run_works(stub: StubOpenAIServer, mode: str) -> None:
    graph = _loop()
    stub.set_mode(mode)
    started = time.perf_counter()
    result = graph.invoke({"question": "Who made the lens?"})
    assert time.perf_counter() - started < 15  # a hang is cut by the request timeout (2 s here)
    assert result["terminated_by"] == "error" and result["error"]
    stub.set_mode("ok")
    again = graph.invoke({"question": "Who made the lens?"})
    assert again["terminated_by"] == "answered"


@pytest.mark.parametrize("mode", ["status_500", "hang"])
def test_faults_end_async_runs_and_pipelines_cleanly(stub: StubOpenAIServer, mode: str) -> None:
    stub.set_mode(mode)
    loop = asyncio.run(_loop().ainvoke({"question": "q"}))
    pipeline = asyncio.run(
        build_pipeline(["search", "answer"], llm="openai:stub-model", searcher=ListSearcher([[chunk("c")]])).ainvoke(
            {"question": "q"}
        )
    )
    assert loop["terminated_by"] == "error" and "answer failed" in pipeline["error"]


def test_the_clients_retries_ride_out_a_short_outage(stub: StubOpenAIServer, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCANA_LLM_MAX_RETRIES", "2")
    stub.set_mode("status_429", fail_next=2)  # Retry-After: 0, then healthy again
    result = _loop().invoke({"question": "q"})
    assert result["terminated_by"] == "answered" and stub.requests == 4


def test_a_hung_endpoint_ends_the_run_within_its_time_budget(
    stub: StubOpenAIServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ARCANA_LLM_TIMEOUT", "600")  # no help from the client: the run budget decides
    stub.set_mode("hang")
    started = time.perf_counter()
    result = _loop(max_seconds=1.0).invoke({"question": "q"})
    assert time.perf_counter() - started < 5
    assert result["terminated_by"] == "error" and "time budget ran out" in result["error"]
