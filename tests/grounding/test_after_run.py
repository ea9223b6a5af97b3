"""Grounding a finished result (Arcana's ``Loop.ground/2``) and the judge's sampling options."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from langchain_openai import ChatOpenAI

from arcana_graph import ConfigurationError, LLMJudgeGrounder, aground_result, build_loop, build_pipeline, ground_result
from arcana_graph.core.chunks import to_chunk
from arcana_graph.core.types import GroundingResult
from arcana_graph.serving.results import run_result
from tests.fakes import ListSearcher, RoutingChatModel, ScriptedChatModel, call, calls, chunk
from tests.grounding.test_ground_node import RESULT, FixedGrounder
from tests.stub_openai_server import StubOpenAIServer

SCRIPT = [
    calls(call("search", {"query": "first"})),
    calls(call("search", {"query": "second"})),
    calls(call("answer", {"text": "final"})),
]


def _loop_result(grounder: Any = None) -> dict[str, Any]:
    searcher = ListSearcher([[chunk("a")], [chunk("b"), chunk("zzz")]])
    return build_loop(ScriptedChatModel(script=list(SCRIPT)), searcher, grounder=grounder).invoke({"question": "q"})


def test_grounding_after_the_run_equals_the_ground_node() -> None:
    with_node = _loop_result(FixedGrounder(RESULT))
    plain = _loop_result()
    assert plain.get("grounding") is None

    grounder = FixedGrounder(RESULT)
    checked = ground_result(plain, grounder)
    assert checked["grounding"] == with_node["grounding"], "same result, search provenance included"
    assert grounder.calls == [{"answer": "final", "chunk_ids": ["a", "b", "zzz"], "question": "q"}]
    assert checked["answer"] == plain["answer"] and "grounding" not in plain or plain["grounding"] is None

    again = asyncio.run(aground_result(plain, FixedGrounder(RESULT)))
    assert again["grounding"] == with_node["grounding"]


def test_the_json_shape_of_a_result_can_be_grounded_later() -> None:
    stored = json.loads(json.dumps(run_result(_loop_result())))  # as `ask --json` wrote it
    checked = ground_result(stored, FixedGrounder(RESULT))
    assert isinstance(checked["grounding"], GroundingResult) and checked["grounding"].score == 0.75
    first = {s.chunk_id: s.search_query for s in checked["grounding"].faithful_spans[0].sources}
    assert first == {"a": "first", "b": "second", "zzz": "second"}


def test_a_pipeline_result_is_grounded_against_its_context() -> None:
    pipeline = build_pipeline(
        ["search", "answer"], llm=RoutingChatModel(default="final"), searcher=ListSearcher([[chunk("p")]])
    )
    grounder = FixedGrounder(RESULT)
    checked = ground_result(pipeline.invoke({"question": "q"}), grounder)
    assert checked["grounding"].score == 0.75 and grounder.calls[0]["chunk_ids"] == ["p"]


def test_the_same_rules_as_the_node_no_grounding_for_a_give_up_and_a_failing_grounder_is_contained() -> None:
    gave_up = build_loop(
        ScriptedChatModel(script=[calls(call("search", {"query": "x"})), calls(call("give_up", {"reason": "r"}))]),
        ListSearcher([[chunk("a")]]),
    ).invoke({"question": "q"})
    grounder = FixedGrounder(RESULT)
    assert ground_result(gave_up, grounder)["grounding"] is None and grounder.calls == []
    assert ground_result(_loop_result(), FixedGrounder(RuntimeError("judge down")))["grounding"] is None
    with pytest.raises(ConfigurationError, match="Loop or Pipeline result"):
        ground_result({"question": "q"}, grounder)
    with pytest.raises(ConfigurationError, match="must be a Grounder"):
        ground_result(_loop_result(), "judge")  # type: ignore[arg-type]


def test_judge_temperature_and_max_tokens_reach_the_model_request() -> None:
    seen: list[dict[str, Any]] = []

    def record(request: dict[str, Any]) -> None:
        seen.append(request)  # and let the stub fill the schema

    with StubOpenAIServer(reply=record) as server:
        model = ChatOpenAI(base_url=server.base_url, api_key="x", model="stub", max_retries=0)
        judge = LLMJudgeGrounder(model, temperature=0.0, max_tokens=64, claims="sentences", convert="off")
        passages = [to_chunk(chunk("a", text="Quillon made the lens."))]
        result = judge("The lens came from Quillon.", passages, question="q")
    assert isinstance(result, GroundingResult)
    assert seen and all(r.get("temperature") == 0.0 for r in seen)
    assert all((r.get("max_tokens") or r.get("max_completion_tokens")) == 64 for r in seen)
    assert model.temperature is None, "the caller's model is not changed"


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"temperature": -1}, "from 0 to 2"),
        ({"temperature": float("nan")}, "from 0 to 2"),
        ({"max_tokens": 0}, "positive"),
    ],
)
def test_bad_judge_options_are_one_line_errors(options: dict[str, Any], message: str) -> None:
    with pytest.raises(ConfigurationError, match=message):
        LLMJudgeGrounder(ScriptedChatModel(), **options)


def test_a_model_without_sampling_settings_says_so_when_the_judge_is_made() -> None:
    with pytest.raises(ConfigurationError, match="no temperature setting"):
        LLMJudgeGrounder(ScriptedChatModel(script=["{}"]), temperature=0.0)
