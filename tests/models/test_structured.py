"""Structured decisions: tolerant JSON extraction, validation, one repair turn, defaults."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from pydantic import BaseModel

from arcana_graph.models.structured import extract_json_object, structured_decision
from tests.fakes import ScriptedChatModel


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('{"a": 1}', {"a": 1}),
        ('Sure! Here it is: {"a": 1} Hope that helps.', {"a": 1}),
        ('```json\n{"a": {"b": [1, 2]}}\n```', {"a": {"b": [1, 2]}}),
        ('{"text": "a } brace and a \\" quote {"}', {"text": 'a } brace and a " quote {'}),
        ('prefix {not json} then {"ok": true}', {"ok": True}),
        ("[1, 2, 3]", None),
        ("no json at all", None),
        ('{"unterminated": ', None),
    ],
)
def test_extract_json_object(text: str, expected: object) -> None:
    assert extract_json_object(text) == expected


class Verdict(BaseModel):
    sufficient: bool
    reason: str


PROMPT = [HumanMessage(content="Is it enough?")]


def test_json_method_binds_the_schema_and_parses_fenced_replies() -> None:
    model = ScriptedChatModel(script=['```json\n{"sufficient": true, "reason": "has it"}\n```'])
    decision = structured_decision(model, PROMPT, Verdict, method="json")
    assert decision.ok and decision.attempts == 1
    assert decision.value == Verdict(sufficient=True, reason="has it")
    response_format = model.calls[0]["kwargs"]["response_format"]
    assert response_format["type"] == "json_object"
    assert response_format["schema"]["properties"].keys() == {"sufficient", "reason"}


def test_an_invalid_reply_gets_one_repair_turn() -> None:
    model = ScriptedChatModel(script=['{"sufficient": "maybe"}', '{"sufficient": false, "reason": "missing"}'])
    decision = structured_decision(model, PROMPT, Verdict, method="json")
    assert decision.ok and decision.attempts == 2
    assert decision.value is not None and decision.value.sufficient is False
    repair = model.calls[1]["messages"][-1].content
    assert "invalid" in repair and "sufficient" in repair and "reason" in repair


def test_two_invalid_replies_return_the_default() -> None:
    default = Verdict(sufficient=True, reason="default")
    model = ScriptedChatModel(script=["no idea", "still no idea"])
    decision = structured_decision(model, PROMPT, Verdict, default=default, method="json")
    assert not decision.ok and decision.value is default and decision.attempts == 2
    assert decision.error == "the reply contained no JSON object"


def test_model_errors_return_the_default_with_the_reason() -> None:
    model = ScriptedChatModel(script=[ConnectionError("server down")])
    decision = structured_decision(model, PROMPT, Verdict, method="json")
    assert not decision.ok and decision.value is None
    assert decision.error == "ConnectionError: server down"


def test_tool_method_forces_the_named_tool() -> None:
    call = {"name": "Verdict", "args": {"sufficient": True, "reason": "ok"}, "id": "c1", "type": "tool_call"}
    model = ScriptedChatModel(script=[AIMessage(content="", tool_calls=[call])])
    decision = structured_decision(model, PROMPT, Verdict)  # auto: not local -> tool
    assert decision.ok and decision.value == Verdict(sufficient=True, reason="ok")
    kwargs = model.calls[0]["kwargs"]
    assert kwargs["tool_choice"] == "Verdict"
    assert kwargs["tools"][0]["function"]["name"] == "Verdict"
