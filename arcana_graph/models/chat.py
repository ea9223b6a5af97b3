"""Chat model specs: ``"provider:model"`` strings to LangChain chat models.

* a ``BaseChatModel`` passes through unchanged;
* ``"local:qwen2.5-1.5b"`` / ``"local:qwen2.5-0.5b"``: a ``ChatOpenAI`` pointed at a local
  llama.cpp server (started on first use; see ``arcana_graph.models.local``);
* any other ``"provider:model"`` (``"openai:gpt-4o-mini"``, ``"anthropic:..."``) goes through
  LangChain's ``init_chat_model``.

With no spec: ``ARCANA_LLM``, else ``openai:gpt-4o-mini`` when ``OPENAI_API_KEY`` is set, else the
local 1.5B model.

Every model made from a spec has a request timeout and a retry count (``ModelSettings``): a
stalled endpoint fails the call instead of blocking a run forever. Defaults: 60 s and 2 retries
for API models, 300 s and 1 retry for the local model (a long prompt on two cores takes minutes);
``ARCANA_LLM_TIMEOUT`` / ``ARCANA_LLM_MAX_RETRIES`` override both. A chat model passed as an
object keeps its own settings.

Example::

    from arcana_graph import resolve_chat_model
    llm = resolve_chat_model("local:qwen2.5-1.5b")
    print(llm.invoke("Say hi").content)
"""

from __future__ import annotations

import asyncio
import functools
import os
import threading
import weakref
from dataclasses import dataclass
from typing import Any

from langchain_core.language_models import BaseChatModel

from arcana_graph.core.effects import Steps, call
from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.settings import env_number

__all__ = [
    "with_sampling",
    "DEFAULT_LOCAL_LLM",
    "DEFAULT_OPENAI_LLM",
    "ModelRef",
    "ModelSettings",
    "default_llm_spec",
    "is_local_model",
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


@dataclass(frozen=True, kw_only=True, slots=True)
class ModelSettings:
    """How patient a model made from a spec is with its endpoint."""

    timeout: float | None
    """Seconds one request may take before it fails (None: no limit; not recommended)."""
    max_retries: int
    """Retries of a failed request (connection errors, 429 and 5xx, with the client's backoff)."""

    @classmethod
    def for_provider(cls, provider: str) -> ModelSettings:
        """The defaults for a provider (``local`` or an API), with the environment's overrides."""
        local = provider == "local"
        return cls(
            timeout=env_number("ARCANA_LLM_TIMEOUT", 300.0 if local else 60.0),
            max_retries=int(env_number("ARCANA_LLM_MAX_RETRIES", 1 if local else 2, whole=True)),
        )


def is_local_model(model: object) -> bool:
    """Whether a chat model (or a spec) is a small local llama.cpp model: the one place that decides
    when to prefer schema-constrained JSON over free tool calling."""
    if isinstance(model, str):
        return model.strip().startswith("local:")
    from arcana_graph.models.local import LocalChatModel

    return isinstance(model, LocalChatModel)


def with_sampling(
    model: BaseChatModel, *, temperature: float | None = None, max_tokens: int | None = None
) -> BaseChatModel:
    """A copy of ``model`` with these sampling settings (None: keep the model's own).

    Uses the model's own fields (``ChatOpenAI``, ``ChatAnthropic``... have ``temperature`` and
    ``max_tokens``; Google's models call it ``max_output_tokens``, Ollama ``num_predict``), so
    structured-output and tool binding work on the copy as on the model.

    Raises:
        ConfigurationError: the model has no such setting (configure the model itself instead).
    """
    wanted = {k: v for k, v in (("temperature", temperature), ("max_tokens", max_tokens)) if v is not None}
    if not wanted:
        return model
    fields = type(model).model_fields
    update: dict[str, Any] = {}
    for setting, value in wanted.items():
        field = next((name for name in _SAMPLING_FIELDS[setting] if name in fields), None)
        if field is None:
            raise ConfigurationError(
                f"{type(model).__name__} has no {setting} setting; set it on the model you pass instead"
            )
        update[field] = value
    return model.model_copy(update=update)


_SAMPLING_FIELDS = {
    "temperature": ("temperature",),
    "max_tokens": ("max_tokens", "max_output_tokens", "num_predict", "max_tokens_to_sample"),
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


def resolve_chat_model(
    spec: str | BaseChatModel | None = None, *, settings: ModelSettings | None = None, **options: Any
) -> BaseChatModel:
    """Turn a spec into a chat model (see the module docstring).

    Args:
        settings: request timeout and retries; default ``ModelSettings.for_provider``.
        **options: passed to the chat model class (e.g. ``temperature``, ``http_async_client``).

    Raises:
        ConfigurationError: malformed spec, unknown provider or local model, missing API key,
            or the local runtime not installed.
        LocalRuntimeError: the local server could not be started.
    """
    if isinstance(spec, BaseChatModel):
        return spec
    provider, model = parse_spec(spec or default_llm_spec())
    chosen = settings or ModelSettings.for_provider(provider)
    if provider == "local":
        from arcana_graph.models.local import local_chat_model

        return local_chat_model(model, timeout=chosen.timeout, max_retries=chosen.max_retries, **options)
    key = _KEY_VARIABLES.get(provider)
    if key and not os.environ.get(key):
        raise ConfigurationError(
            f"model {provider}:{model} needs {key}; set it, or use {DEFAULT_LOCAL_LLM!r} to run offline"
        )
    try:
        from langchain.chat_models import init_chat_model

        return init_chat_model(f"{provider}:{model}", timeout=chosen.timeout, max_retries=chosen.max_retries, **options)
    except ImportError as exc:
        raise ConfigurationError(
            f"model provider {provider!r} needs its LangChain package: {exc.name or exc}; pip install it"
        ) from exc
    except ValueError as exc:
        raise ConfigurationError(f"cannot create chat model {provider}:{model}: {str(exc).splitlines()[0]}") from exc


class ModelRef:
    """A chat model given as an instance or a spec, resolved on first use (thread-safe).

    Graph builders hold ``ModelRef``s so that building a graph (e.g. when LangGraph Studio imports
    ``graphs/loop.py``) never starts a local server or needs an API key; the model is created when
    a run first needs it. A local model whose server has died since is made again (which starts a
    new server), so the next call, or the next run, works.

    Under a running event loop a spec gets a model of its own for that loop: langchain-openai
    shares one async HTTP client per process, whose connections belong to the event loop that
    opened them, so a second ``asyncio.run`` would fail with "Event loop is closed".
    """

    def __init__(self, model: str | BaseChatModel) -> None:
        if not isinstance(model, str | BaseChatModel):
            raise ConfigurationError(f"expected a chat model or a 'provider:model' spec, got {type(model).__name__}")
        if isinstance(model, str):
            parse_spec(model)  # malformed specs fail at build time
        self.spec = model
        self._model: BaseChatModel | None = model if isinstance(model, BaseChatModel) else None
        self._per_loop: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, BaseChatModel] = (
            weakref.WeakKeyDictionary()
        )
        self._lock = threading.Lock()

    @classmethod
    def for_spec(cls, spec: str) -> ModelRef:
        """The process-wide ``ModelRef`` of a spec: per-run overrides reuse one model per spec."""
        with _SPEC_LOCK:
            if spec not in _BY_SPEC:
                _BY_SPEC[spec] = cls(spec)
            return _BY_SPEC[spec]

    def get(self) -> BaseChatModel:
        """The chat model, created on the first call (and again when its local server died).

        May block (it can start a local server): async code uses ``acquire`` instead.
        """
        if not isinstance(self.spec, str):
            return self.spec
        loop = _running_loop()
        if loop is not None:
            return self._for_loop(loop)
        return self._shared()

    def acquire(self) -> Steps[BaseChatModel]:
        """The chat model as steps (``arcana_graph.core.effects``): at once when it is ready, else
        made in a worker thread under the async driver, so making it (or checking that a local
        server still runs) never blocks the event loop."""
        ready = self._ready()
        if ready is not None:
            return ready
        loop = _running_loop()
        blocking = self.get if loop is None else functools.partial(self._for_loop, loop)
        return (yield call(blocking, what="the model"))

    def _ready(self) -> BaseChatModel | None:
        """The model when it exists and needs no check (a local one does: its server may have died)."""
        if not isinstance(self.spec, str):
            return self.spec
        if self.is_local:
            return None
        loop = _running_loop()
        return self._per_loop.get(loop) if loop is not None else self._model

    def _shared(self) -> BaseChatModel:
        assert isinstance(self.spec, str)
        model = self._model
        if model is None or (self.is_local and _server_gone(model)):
            with self._lock:
                if self._model is None or self._model is model:
                    self._model = resolve_chat_model(self.spec)
                model = self._model
        return model

    def _for_loop(self, loop: asyncio.AbstractEventLoop) -> BaseChatModel:
        model = self._per_loop.get(loop)
        if model is None or (self.is_local and _server_gone(model)):
            with self._lock:
                if self._per_loop.get(loop) in (None, model):
                    assert isinstance(self.spec, str)
                    provider, _ = parse_spec(self.spec)
                    options = {"http_async_client": _async_http_client(provider)} if _openai_style(provider) else {}
                    self._per_loop[loop] = resolve_chat_model(self.spec, **options)
                model = self._per_loop[loop]
        return model

    @property
    def is_local(self) -> bool:
        """True for a local llama.cpp model (a ``local:`` spec or a ``LocalChatModel``)."""
        return is_local_model(self.spec)

    def __repr__(self) -> str:
        return f"ModelRef({self.spec if isinstance(self.spec, str) else type(self.spec).__name__})"


def _running_loop() -> asyncio.AbstractEventLoop | None:
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _openai_style(provider: str) -> bool:
    """Providers served by langchain-openai's client (the local model is a ``ChatOpenAI`` too)."""
    return provider in ("local", "openai")


_ASYNC_LIMITS_SPEC = {"max_connections": 500, "max_keepalive_connections": 20}
"""Many runs share one loop's client, so allow many connections at once; keep few idle ones:
httpcore scans its pool on every request, and a large idle pool cost up to 3x the CPU per call
(measured: 50 concurrent calls to a local stub, 2.5 ms per call without keep-alive, 4 ms with 20
idle connections kept, 8.7 ms with 100)."""


def _async_http_client(provider: str) -> Any:
    import httpx

    timeout = ModelSettings.for_provider(provider).timeout
    return httpx.AsyncClient(timeout=timeout, limits=httpx.Limits(**_ASYNC_LIMITS_SPEC))


def _server_gone(model: BaseChatModel) -> bool:
    from arcana_graph.models.local import LocalChatModel, server_alive

    return isinstance(model, LocalChatModel) and not server_alive(model)


_BY_SPEC: dict[str, ModelRef] = {}
_SPEC_LOCK = threading.Lock()
