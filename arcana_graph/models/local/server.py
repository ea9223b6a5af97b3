"""Run llama.cpp's OpenAI-compatible server for a local model, shared between processes.

``ensure_server`` returns a healthy server for a model: the one recorded in the state file
(``<data dir>/local/<model>.json``: pid, host, port) if it is alive and answers with the model's
alias, else a new one started on a free loopback port. Starting is serialised with a file lock,
so concurrent processes end up sharing one server. The server runs in its own session, outlives
the process that started it, and is stopped with ``stop_servers`` (``arcana-graph local stop``).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import logging
import os
import signal
import socket
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from subprocess import STDOUT, Popen

from arcana_graph.core.errors import ConfigurationError, LocalRuntimeError
from arcana_graph.core.settings import env_number

__all__ = ["RunningServer", "ServerSettings", "ensure_server", "read_state", "stop_servers"]

_log = logging.getLogger(__name__)


def _env_int(name: str) -> int | None:
    value = int(env_number(name, 0, whole=True))
    return value or None


@dataclass(frozen=True, kw_only=True, slots=True)
class ServerSettings:
    """How a local model server is started (only used when a new server is needed)."""

    n_ctx: int = 4096
    """Context length in tokens (``ARCANA_LOCAL_CTX``)."""
    n_threads: int | None = None
    """CPU threads (``ARCANA_LOCAL_THREADS``); None = every core."""
    port: int | None = None
    """Port (``ARCANA_LOCAL_PORT``); None = a free loopback port."""
    host: str = "127.0.0.1"
    startup_timeout: float = 180.0
    """Seconds to wait for the server to answer before giving up."""
    command: Sequence[str] | None = field(default=None)
    """The server executable and leading arguments; default ``python -m llama_cpp.server``."""
    prompt_cache_mb: int = 0
    """Megabytes of llama.cpp prompt states kept in RAM (``ARCANA_LOCAL_PROMPT_CACHE_MB``; 0: none).
    Without it the server still reuses the longest prefix shared with the *last* prompt; with
    it, a prompt also resumes from any earlier one it shares a longer prefix with."""

    @classmethod
    def from_env(cls) -> ServerSettings:
        return cls(
            n_ctx=_env_int("ARCANA_LOCAL_CTX") or 4096,
            n_threads=_env_int("ARCANA_LOCAL_THREADS"),
            port=_env_int("ARCANA_LOCAL_PORT"),
            prompt_cache_mb=_env_int("ARCANA_LOCAL_PROMPT_CACHE_MB") or 0,
        )


@dataclass(frozen=True, kw_only=True, slots=True)
class RunningServer:
    """A live server, as recorded in its state file."""

    pid: int
    host: str
    port: int
    model: str
    log: str

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"


def _free_port(host: str) -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((host, 0))
        return int(sock.getsockname()[1])


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _serves(host: str, port: int, alias: str) -> bool:
    try:
        with urllib.request.urlopen(f"http://{host}:{port}/v1/models", timeout=2) as response:
            payload = json.loads(response.read())
    except (urllib.error.URLError, OSError, ValueError):
        return False
    return any(entry.get("id") == alias for entry in payload.get("data", []))


def _state_file(state_dir: Path, alias: str) -> Path:
    return state_dir / f"{alias}.json"


def _is_our_server(server: RunningServer) -> bool | None:
    """Whether the recorded pid runs a server for this alias and port (None: cannot tell here).

    Read from ``/proc``: a server busy with a long prompt may not answer a health check for a
    while, and must not be mistaken for a dead one (that would start a second copy of the model).
    """
    try:
        argv = Path(f"/proc/{server.pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return None if not Path("/proc/self/cmdline").exists() else False
    words = [a.decode(errors="replace") for a in argv]
    pairs = set(zip(words, words[1:], strict=False))
    return ("--model_alias", server.model) in pairs and ("--port", str(server.port)) in pairs


def _alive(server: RunningServer) -> bool:
    """Whether the recorded process is still our model server (busy or not)."""
    if not _pid_alive(server.pid):
        return False
    ours = _is_our_server(server)
    if ours is None:  # no /proc: fall back to asking the server
        ours = _serves(server.host, server.port, server.model)
    return ours


def read_state(state_dir: Path, alias: str) -> RunningServer | None:
    """The recorded server for ``alias`` if it is alive, else None."""
    path = _state_file(state_dir, alias)
    try:
        server = RunningServer(**json.loads(path.read_text()))
    except (OSError, ValueError, TypeError):
        return None
    return server if server.model == alias and _alive(server) else None


@contextlib.contextmanager
def _locked(state_dir: Path, alias: str) -> Iterator[None]:
    state_dir.mkdir(parents=True, exist_ok=True)
    with (state_dir / f"{alias}.lock").open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _log_tail(log: Path, lines: int = 15) -> str:
    try:
        tail = log.read_text(errors="replace").strip().splitlines()[-lines:]
    except OSError:
        return "(no log)"
    return " | ".join(line.strip() for line in tail if line.strip()) or "(empty log)"


def _default_command() -> list[str]:
    try:
        import llama_cpp.server  # noqa: F401
    except ImportError as exc:
        raise ConfigurationError(
            'the local model runtime is not installed; run `pip install "arcana-graph[local]"`'
        ) from exc
    return [sys.executable, "-m", "llama_cpp.server"]


def ensure_server(alias: str, weights: Callable[[], Path], settings: ServerSettings, state_dir: Path) -> RunningServer:
    """A healthy server for ``alias``: reused when one is running, else started.

    Args:
        alias: the model name the server answers to (``qwen2.5-1.5b``).
        weights: returns the GGUF to serve; called only when a new server is really needed (it
            assembles and verifies the weights).
        state_dir: where state files, locks and logs live.

    Raises:
        ConfigurationError: the runtime is not installed.
        LocalRuntimeError: the server exited or did not answer in time (with the log tail).
    """
    with _locked(state_dir, alias):
        running = read_state(state_dir, alias)
        if running is not None:
            _log.info("reusing local model server pid %d on port %d", running.pid, running.port)
            return running
        command = list(settings.command) if settings.command else _default_command()
        path = weights()
        port = settings.port or _free_port(settings.host)
        log = state_dir / f"{alias}.log"
        argv = [
            *command,
            "--model",
            str(path),
            "--model_alias",
            alias,
            "--n_ctx",
            str(settings.n_ctx),
            "--n_threads",
            str(settings.n_threads or os.cpu_count() or 1),
            "--host",
            settings.host,
            "--port",
            str(port),
        ]
        if settings.prompt_cache_mb > 0:
            argv += ["--cache", "true", "--cache_size", str(settings.prompt_cache_mb * 2**20)]
        with log.open("wb") as log_handle:
            process = Popen(argv, stdout=log_handle, stderr=STDOUT, stdin=None, start_new_session=True)
        deadline = time.monotonic() + settings.startup_timeout
        while not _serves(settings.host, port, alias):
            code = process.poll()
            if code is not None:
                raise LocalRuntimeError(
                    f"the local model server exited with code {code} before answering; log tail: {_log_tail(log)}"
                )
            if time.monotonic() > deadline:
                process.kill()
                raise LocalRuntimeError(
                    f"the local model server did not answer within {settings.startup_timeout:.0f} s; "
                    f"log tail: {_log_tail(log)}"
                )
            time.sleep(0.25)
        _check_first_prompt(process, settings.host, port, alias, log)
        server = RunningServer(pid=process.pid, host=settings.host, port=port, model=alias, log=str(log))
        _state_file(state_dir, alias).write_text(json.dumps(asdict(server)))
        _log.info("started local model server pid %d on port %d", server.pid, port)
        return server


FIRST_PROMPT_TIMEOUT = 120.0
"""Seconds a new server may take to complete its first one-token prompt."""


def _check_first_prompt(process: Popen[bytes], host: str, port: int, alias: str, log: Path) -> None:
    """Have a new server complete a one-token prompt before it is recorded as healthy.

    A server can list its model and still die on the first real prompt: a llama.cpp build that
    uses instructions the CPU lists but the kernel does not allow (AMX on some virtual machines)
    dies with SIGILL there. Without this check every later call failed with a bare "Connection
    error" and a new server was started, and died, for each one.

    Raises:
        LocalRuntimeError: the server died or did not complete the prompt (with the log tail).
    """
    request = urllib.request.Request(
        f"http://{host}:{port}/v1/completions",
        data=json.dumps({"model": alias, "prompt": "Hi", "max_tokens": 1}).encode(),
        headers={"Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=FIRST_PROMPT_TIMEOUT) as response:
            response.read()
        return
    except (urllib.error.URLError, OSError) as exc:
        failure = f"{type(exc).__name__}: {exc}"
    with contextlib.suppress(Exception):
        process.wait(timeout=2)
    code = process.poll()
    if code is None:
        process.kill()
        raise LocalRuntimeError(
            f"the local model server did not complete its first prompt ({failure}); log tail: {_log_tail(log)}"
        )
    if code == -signal.SIGILL:
        raise LocalRuntimeError(
            "the local model server died on its first prompt with SIGILL: its llama.cpp build uses CPU "
            "instructions this machine does not allow; rebuild it with `make clean setup` (llama.cpp is "
            "built for AVX2 there), or reinstall llama-cpp-python with CMAKE_ARGS=-DGGML_NATIVE=OFF"
        )
    raise LocalRuntimeError(
        f"the local model server exited with code {code} on its first prompt; log tail: {_log_tail(log)}"
    )


def stop_servers(state_dir: Path, alias: str | None = None, *, timeout: float = 15.0) -> list[RunningServer]:
    """Stop the recorded server for ``alias`` (or every one); returns those that were running."""
    stopped: list[RunningServer] = []
    if not state_dir.exists():
        return stopped
    for path in sorted(state_dir.glob("*.json")):
        if alias is not None and path.stem != alias:
            continue
        with _locked(state_dir, path.stem):
            try:
                server = RunningServer(**json.loads(path.read_text()))
            except (OSError, ValueError, TypeError):
                path.unlink(missing_ok=True)
                continue
            if _alive(server):
                os.kill(server.pid, signal.SIGTERM)
                deadline = time.monotonic() + timeout
                while _pid_alive(server.pid) and time.monotonic() < deadline:
                    _reap(server.pid)
                    time.sleep(0.1)
                if _pid_alive(server.pid):
                    os.kill(server.pid, signal.SIGKILL)
                stopped.append(server)
            path.unlink(missing_ok=True)
    return stopped


def _reap(pid: int) -> None:
    # When this process started the server it is our child: collect it so it does not linger
    # as a zombie (which still "exists" for os.kill).
    with contextlib.suppress(ChildProcessError, OSError):
        os.waitpid(pid, os.WNOHANG)
