"""Chat model specs: ``"provider:model"`` strings to LangChain chat models.

* a ``BaseChatModel`` passes through unchanged;
* ``"local:qwen2.5-1.5b"`` / ``"local:qwen2.5-0.5b"``: a ``ChatOpenAI`` pointed at a local
  llama.cpp server (started on first use; see ``arcana_graph.local``);
* any other ``"provider:model"`` (``"openai:gpt-4o-mini"``, ``"anthropic:..."``) goes through
  LangChain's ``init_chat_model``.

With no spec: ``ARCANA_LLM``, else ``openai:gpt-4o-mini`` when ``OPENAI_API_KEY`` is set, else the
local 1.5B model.

Example::

    from arcana_graph import resolve_chat_model
    llm = resolve_chat_model("local:qwen2.5-1.5b")
    print(llm.invoke("Say hi").content)
"""

from __future__ import annotations

import os
import threading

from langchain_core.language_models import BaseChatModel

from arcana_graph.errors import ConfigurationError

__all__ = [
    "DEFAULT_LOCAL_LLM",
    "DEFAULT_OPENAI_LLM",
    "ModelRef",
    "default_answerer",
    "default_llm_spec",
    "parse_spec",
    "resolve_chat_model",
]

DEFAULT_LOCAL_LLM = "local:qwen2.5-1.5b"
DEFAULT_OPENAI_LLM = "openai:gpt-4o-mini"

# Providers whose API key variable we can name in an error before LangChain fails less clearly.
_KEY_VARIABLES = {
    "openai": "OPENAI_API_KEY",
    "anthropic": "ANTHROPIC_API_KEY",
    "google_genai": "GOOGLE_API_KEY",
    "mistralai": "MISTRAL_API_KEY",
    "groq": "GROQ_API_KEY",
}


def default_llm_spec() -> str:
    """The spec used when none is given: ``ARCANA_LLM``, else OpenAI with a key, else local."""
    configured = os.environ.get("ARCANA_LLM")
    if configured:
        return configured
    return DEFAULT_OPENAI_LLM if os.environ.get("OPENAI_API_KEY") else DEFAULT_LOCAL_LLM


def parse_spec(spec: str) -> tuple[str, str]:
    """Split ``"provider:model"``.

    Raises:
        ConfigurationError: not of that form.
    """
    provider, sep, model = spec.partition(":")
    if not sep or not provider.strip() or not model.strip():
        raise ConfigurationError(
            f"model spec {spec!r} is not 'provider:model'; use e.g. {DEFAULT_LOCAL_LLM!r} or {DEFAULT_OPENAI_LLM!r}"
        )
    return provider.strip(), model.strip()


def resolve_chat_model(spec: str | BaseChatModel | None = None) -> BaseChatModel:
    """Turn a spec into a chat model (see the module docstring).

    Raises:
        ConfigurationError: malformed spec, unknown provider or local model, missing API key,
            or the local runtime not installed.
        LocalRuntimeError: the local server could not be started.
    """
    if isinstance(spec, BaseChatModel):
        return spec
    provider, model = parse_spec(spec or default_llm_spec())
    if provider == "local":
        from arcana_graph.local import local_chat_model

        return local_chat_model(model)
    key = _KEY_VARIABLES.get(provider)
    if key and not os.environ.get(key):
        raise ConfigurationError(
            f"model {provider}:{model} needs {key}; set it, or use {DEFAULT_LOCAL_LLM!r} to run offline"
        )
    try:
        from langchain.chat_models import init_chat_model

        return init_chat_model(f"{provider}:{model}")
    except ImportError as exc:
        raise ConfigurationError(
            f"model provider {provider!r} needs its LangChain package: {exc.name or exc}; pip install it"
        ) from exc
    except ValueError as exc:
        raise ConfigurationError(f"cannot create chat model {provider}:{model}: {str(exc).splitlines()[0]}") from exc


def default_answerer(controller: str, answerer: str | None = None) -> str | None:
    """The answerer spec for a Loop driven by ``controller``: ``answerer`` if given, else none.

    Local controllers used to rewrite their draft as answerer; since the json strategy answers
    the question from the passages and the facts its steps found, that rewrite made answers
    worse (long sentences that copied the bridge entity: multi-hop token F1 0.49 with it, 0.66
    without on the evaluation set's first ten multi-hop questions), so no model is the default
    for any controller.
    """
    return answerer


class ModelRef:
    """A chat model given as an instance or a spec, resolved on first use (thread-safe).

    Graph builders hold ``ModelRef``s so that building a graph (e.g. when LangGraph Studio imports
    ``graphs/loop.py``) never starts a local server or needs an API key; the model is created when
    a run first needs it.
    """

    def __init__(self, model: str | BaseChatModel) -> None:
        if not isinstance(model, str | BaseChatModel):
            raise ConfigurationError(f"expected a chat model or a 'provider:model' spec, got {type(model).__name__}")
        if isinstance(model, str):
            parse_spec(model)  # malformed specs fail at build time
        self.spec = model
        self._model: BaseChatModel | None = model if isinstance(model, BaseChatModel) else None
        self._lock = threading.Lock()

    @classmethod
    def for_spec(cls, spec: str) -> ModelRef:
        """The process-wide ``ModelRef`` of a spec: per-run overrides reuse one model per spec."""
        with _SPEC_LOCK:
            if spec not in _BY_SPEC:
                _BY_SPEC[spec] = cls(spec)
            return _BY_SPEC[spec]

    def get(self) -> BaseChatModel:
        """The chat model, created on the first call."""
        if self._model is None:
            with self._lock:
                if self._model is None:
                    self._model = resolve_chat_model(self.spec)
        return self._model

    @property
    def is_local(self) -> bool:
        """True for a local llama.cpp model (a ``local:`` spec or a ``LocalChatModel``)."""
        if isinstance(self.spec, str):
            return self.spec.startswith("local:")
        from arcana_graph.local import LocalChatModel

        return isinstance(self.spec, LocalChatModel)

    def __repr__(self) -> str:
        return f"ModelRef({self.spec if isinstance(self.spec, str) else type(self.spec).__name__})"


_BY_SPEC: dict[str, ModelRef] = {}
_SPEC_LOCK = threading.Lock()
