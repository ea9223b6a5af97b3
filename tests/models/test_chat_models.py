"""Chat model specs: defaults, pass-through, and errors that say what to set."""

from __future__ import annotations

import pytest
from langchain_openai import ChatOpenAI

from arcana_graph import ConfigurationError, resolve_chat_model
from arcana_graph.models.chat import default_llm_spec, parse_spec
from tests.fakes import ScriptedChatModel


def test_a_chat_model_passes_through() -> None:
    model = ScriptedChatModel()
    assert resolve_chat_model(model) is model


def test_default_spec_prefers_arcana_llm_then_openai_then_local(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ARCANA_LLM", raising=False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    assert default_llm_spec() == "local:qwen2.5-1.5b"
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    assert default_llm_spec() == "openai:gpt-4o-mini"
    monkeypatch.setenv("ARCANA_LLM", "local:qwen2.5-0.5b")
    assert default_llm_spec() == "local:qwen2.5-0.5b"


def test_openai_specs_build_chat_openai_without_network(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    model = resolve_chat_model("openai:gpt-4o-mini")
    assert isinstance(model, ChatOpenAI) and model.model_name == "gpt-4o-mini"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("gpt-4o-mini", "not 'provider:model'"),
        (":x", "not 'provider:model'"),
        ("openai:gpt-4o-mini", "needs OPENAI_API_KEY"),
        ("anthropic:claude-haiku-4-5", "needs ANTHROPIC_API_KEY"),
        ("nosuchprovider:model", "cannot create chat model"),
        ("local:llama-70b", "unknown local model 'llama-70b'; available: local:qwen2.5-1.5b"),
    ],
)
def test_bad_specs_say_what_to_do(monkeypatch: pytest.MonkeyPatch, spec: str, message: str) -> None:
    for key in ("OPENAI_API_KEY", "ANTHROPIC_API_KEY"):
        monkeypatch.delenv(key, raising=False)
    with pytest.raises(ConfigurationError, match=message):
        resolve_chat_model(spec)


def test_parse_spec_strips_whitespace() -> None:
    assert parse_spec(" openai : gpt-4o ") == ("openai", "gpt-4o")


def test_default_answerer_and_shared_spec_refs(monkeypatch: pytest.MonkeyPatch) -> None:
    from arcana_graph import GraphSettings
    from arcana_graph.models.chat import ModelRef

    monkeypatch.delenv("ARCANA_ANSWER_LLM", raising=False)
    assert GraphSettings.from_env(llm="local:qwen2.5-1.5b").answer_llm is None
    assert GraphSettings.from_env(llm="openai:gpt-4o-mini").answer_llm is None
    assert GraphSettings.from_env(llm="local:qwen2.5-1.5b", answer_llm="openai:gpt-4o").answer_llm == "openai:gpt-4o"
    assert ModelRef.for_spec("openai:gpt-4o-mini") is ModelRef.for_spec("openai:gpt-4o-mini")
