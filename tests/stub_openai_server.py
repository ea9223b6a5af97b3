"""A stand-in for an OpenAI-compatible chat-completions server, for tests and load benchmarks.

Why: the Loop's serving paths (in-process, LangGraph server, LangServe) must be measured and
tested without a real model, with a known, fixed model latency, and with the transport faults a
real provider produces (5xx, 429, garbage bodies, dropped connections, hangs). The local llama.cpp
server is far too slow on a 2-core machine to load-test anything but itself.

Standard library only (``ThreadingHTTPServer``, one daemon thread per connection, HTTP/1.1
keep-alive), so hundreds of concurrent requests are served in parallel: with ``delay=0.5``,
200 concurrent requests finish in about half a second.

Replies (``POST /v1/chat/completions``), in this order:

1. a caller-supplied ``reply(request_json)`` function, if set, returning an assistant message dict
   (or a plain string as its content; ``None`` falls through to the policy below);
2. ``tool_choice`` naming a function: a call to it, arguments built from its JSON schema;
3. tools offered: a call to ``search`` with ``{"query": <last user text>, "limit": 3}`` while the
   conversation has no ``tool`` message yet, then a call to ``answer`` with ``{"text": "stub answer"}``
   (only tools that were offered are ever called);
4. ``response_format`` asking for JSON: an object filling the schema's required fields with simple
   values (``"stub"``, ``true``, ``[]``, ``1``, an enum's first value);
5. otherwise the text ``"stub answer"``.

``stream: true`` is answered as server-sent events (one delta, then the finish chunk, an optional
usage chunk and ``[DONE]``). Every reply carries ``usage`` (word counts standing in for tokens).

Fault modes (``server.mode = ...`` in Python, or ``POST /stub/mode`` with ``{"mode", "delay",
"fail_next"}``): ``ok``, ``status_500``, ``status_429`` (``Retry-After: 0``), ``malformed`` (200
with a non-JSON body), ``close`` (connection closed without a response), ``hang`` (no reply until
the server stops). ``delay`` seconds pass before every reply in any mode. With ``fail_next=N`` the
fault applies to the next N requests only, then the mode returns to ``ok``. ``GET /stub/stats``
returns the counters (``requests``, ``in_flight``, ``peak_in_flight``); ``POST /stub/reset``
zeroes them.

In-process::

    with StubOpenAIServer(delay=0.1) as server:
        llm = ChatOpenAI(base_url=server.base_url, api_key="x", model="stub")

As a script (prints the base URL, e.g. ``http://127.0.0.1:8799/v1``, then serves until SIGINT or
SIGTERM)::

    python tests/stub_openai_server.py --port 8799 --delay 0.5
"""

from __future__ import annotations

import argparse
import collections
import json
import signal
import socket
import sys
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Mapping
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import TracebackType
from typing import Any

__all__ = ["MODES", "StubOpenAIServer", "fill_schema", "main"]

MODES = ("ok", "status_500", "status_429", "malformed", "close", "hang")
STUB_ANSWER = "stub answer"

ReplyFunction = Callable[[dict[str, Any]], "dict[str, Any] | str | None"]


# -- reply policy ------------------------------------------------------------------------------


def fill_schema(schema: Mapping[str, Any], defs: Mapping[str, Any] | None = None, depth: int = 0) -> Any:
    """A simple value matching a JSON schema: required fields only, ``"stub"``, ``true``, ``[]``, ``1``."""
    defs = {**(defs or {}), **schema.get("$defs", {}), **schema.get("definitions", {})}
    if depth > 20:
        return None
    if "$ref" in schema:
        target = defs.get(str(schema["$ref"]).rsplit("/", 1)[-1], {})
        return fill_schema(target, defs, depth + 1)
    if "const" in schema:
        return schema["const"]
    if schema.get("enum"):
        return schema["enum"][0]
    for key in ("anyOf", "oneOf", "allOf"):
        if schema.get(key):
            options = [o for o in schema[key] if o.get("type") != "null"] or schema[key]
            return fill_schema(options[0], defs, depth + 1)
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    if kind == "object" or (kind is None and "properties" in schema):
        properties = schema.get("properties", {})
        return {name: fill_schema(properties.get(name, {}), defs, depth + 1) for name in schema.get("required", [])}
    return {"string": "stub", "boolean": True, "array": [], "integer": 1, "number": 1, "null": None}.get(
        str(kind), "stub"
    )


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return ""


def _last_user_text(messages: Iterable[Mapping[str, Any]]) -> str:
    texts = [_text(m.get("content")) for m in messages if m.get("role") == "user"]
    return texts[-1] if texts else "stub"


def _offered(request: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """The offered function tools by name: name -> parameters schema."""
    tools: dict[str, dict[str, Any]] = {}
    for tool in request.get("tools") or []:
        function = tool.get("function") if isinstance(tool, dict) else None
        if isinstance(function, dict) and function.get("name"):
            tools[str(function["name"])] = function.get("parameters") or {}
    return tools


def _arguments(name: str, schema: Mapping[str, Any], request: Mapping[str, Any]) -> dict[str, Any]:
    properties = schema.get("properties", {})
    if name == "search" and "query" in properties:
        args: dict[str, Any] = {"query": _last_user_text(request.get("messages") or [])}
        if "limit" in properties:
            args["limit"] = 3
        return args
    if name == "answer" and "text" in properties:
        return {"text": STUB_ANSWER}
    filled = fill_schema(schema)
    return filled if isinstance(filled, dict) else {}


def _tool_call(name: str, arguments: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "id": f"call_{uuid.uuid4().hex}",
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments)},
    }


def default_reply(request: Mapping[str, Any]) -> dict[str, Any]:
    """The assistant message the stub's policy gives (see the module docstring)."""
    tools = _offered(request)
    messages = request.get("messages") or []
    choice = request.get("tool_choice")
    if tools and choice != "none":
        named = choice.get("function", {}).get("name") if isinstance(choice, dict) else None
        if named in tools:
            pick: str | None = named
        else:
            has_result = any(m.get("role") == "tool" for m in messages)
            wanted = ("answer",) if has_result else ("search", "answer")
            pick = next((n for n in wanted if n in tools), None)
            if pick is None and choice in ("required", "any"):
                pick = next(iter(tools))
        if pick is not None:
            call = _tool_call(pick, _arguments(pick, tools[pick], request))
            return {"role": "assistant", "content": None, "tool_calls": [call]}
    response_format = request.get("response_format")
    if isinstance(response_format, dict) and response_format.get("type") in ("json_object", "json_schema"):
        schema = response_format.get("schema")
        if response_format.get("type") == "json_schema":
            schema = (response_format.get("json_schema") or {}).get("schema")
        value = fill_schema(schema) if isinstance(schema, dict) else {"answer": STUB_ANSWER}
        return {"role": "assistant", "content": json.dumps(value)}
    return {"role": "assistant", "content": STUB_ANSWER}


def _count_words(value: Any) -> int:
    return len(json.dumps(value).split()) if not isinstance(value, str) else len(value.split())


def completion(request: Mapping[str, Any], message: Mapping[str, Any]) -> dict[str, Any]:
    """A ``chat.completion`` body around an assistant message, with usage counts."""
    message = {"role": "assistant", "content": None, **message}
    prompt_tokens = max(1, sum(_count_words(_text(m.get("content"))) + 3 for m in request.get("messages") or []))
    completion_tokens = max(1, _count_words(message.get("content") or "") + _count_words(message.get("tool_calls", "")))
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": str(request.get("model") or "stub"),
        "system_fingerprint": "stub",
        "choices": [
            {
                "index": 0,
                "message": message,
                "logprobs": None,
                "finish_reason": "tool_calls" if message.get("tool_calls") else "stop",
            }
        ],
        "usage": {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        },
    }


def stream_events(request: Mapping[str, Any], body: Mapping[str, Any]) -> bytes:
    """The same completion as server-sent ``chat.completion.chunk`` events."""
    message = body["choices"][0]["message"]
    delta: dict[str, Any] = {"role": "assistant", "content": message.get("content") or ""}
    if message.get("tool_calls"):
        delta["tool_calls"] = [{"index": i, **call} for i, call in enumerate(message["tool_calls"])]
    base = {k: body[k] for k in ("id", "created", "model", "system_fingerprint")} | {"object": "chat.completion.chunk"}
    finish = body["choices"][0]["finish_reason"]
    chunks: list[dict[str, Any]] = [
        {**base, "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": None}]},
        {**base, "choices": [{"index": 0, "delta": {}, "logprobs": None, "finish_reason": finish}]},
    ]
    if (request.get("stream_options") or {}).get("include_usage"):
        chunks.append({**base, "choices": [], "usage": body["usage"]})
    return "".join(f"data: {json.dumps(c)}\n\n" for c in chunks).encode() + b"data: [DONE]\n\n"


# -- server -----------------------------------------------------------------------------------


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False  # stop() must not wait for hanging handlers
    request_queue_size = 2048
    allow_reuse_address = True

    stub: StubOpenAIServer

    def process_request(self, request: Any, client_address: Any) -> None:
        self.stub._track(request, add=True)
        super().process_request(request, client_address)

    def shutdown_request(self, request: Any) -> None:
        self.stub._track(request, add=False)
        super().shutdown_request(request)

    def handle_error(self, request: Any, client_address: Any) -> None:
        # Clients dropping connections (resets, broken pipes, the stop() shutdown) are normal here.
        if not isinstance(sys.exc_info()[1], OSError):
            super().handle_error(request, client_address)


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def log_message(self, *_: object) -> None:
        pass

    def _send(self, status: int, body: bytes, content_type: str = "application/json", **headers: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers.items():
            self.send_header(name.replace("_", "-"), value)
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()

    def _json(self, status: int, value: Any, **headers: str) -> None:
        self._send(status, json.dumps(value).encode(), **headers)

    def _body(self) -> Any:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        return json.loads(raw) if raw.strip() else {}

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        path = self.path.split("?", 1)[0].rstrip("/")
        if path == "/stub/stats":
            self._json(200, self.server.stub.stats())
        elif path in ("/v1/models", "/models"):
            self._serve(
                None, lambda: {"object": "list", "data": [{"id": "stub", "object": "model", "owned_by": "stub"}]}
            )
        else:
            self._json(404, {"error": {"message": f"no route {self.path}", "type": "not_found"}})

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        path = self.path.split("?", 1)[0].rstrip("/")
        stub = self.server.stub
        try:
            request = self._body()
        except ValueError as exc:
            self._json(400, {"error": {"message": f"request body is not JSON: {exc}", "type": "invalid_request_error"}})
            return
        if path == "/stub/mode":
            try:
                stub.set_mode(request.get("mode"), delay=request.get("delay"), fail_next=request.get("fail_next"))
            except ValueError as exc:
                self._json(400, {"error": {"message": str(exc)}})
                return
            self._json(200, stub.stats())
        elif path == "/stub/reset":
            stub.reset()
            self._json(200, stub.stats())
        elif path in ("/v1/chat/completions", "/chat/completions"):
            self._serve(request, lambda: stub._reply(request))
        else:
            self._json(404, {"error": {"message": f"no route {self.path}", "type": "not_found"}})

    def _serve(self, request: dict[str, Any] | None, make_body: Callable[[], dict[str, Any]]) -> None:
        """Count the request, wait the delay, apply the fault mode, else send ``make_body()``."""
        stub = self.server.stub
        fault, delay = stub._begin()
        try:
            if fault == "hang":
                stub._stopping.wait()
                self.close_connection = True
                return
            if delay > 0 and stub._stopping.wait(delay):
                self.close_connection = True
                return
            if fault == "close":
                self.close_connection = True
                try:
                    self.connection.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            elif fault == "status_500":
                self._json(500, {"error": {"message": "stub: internal server error", "type": "server_error"}})
            elif fault == "status_429":
                error = {"message": "stub: rate limited", "type": "rate_limit_exceeded", "code": "rate_limit_exceeded"}
                self._json(429, {"error": error}, Retry_After="0")
            elif fault == "malformed":
                self._send(200, b"<html>this is not JSON {", "application/json")
            else:
                body = make_body()
                if request is not None and request.get("stream"):
                    self._send(200, stream_events(request, body), "text/event-stream", Cache_Control="no-cache")
                else:
                    self._json(200, body)
        finally:
            stub._end()


class StubOpenAIServer:
    """An OpenAI-compatible chat-completions server in a background thread (see the module docstring).

    Args:
        port: 0 for a free port.
        host: the address to bind.
        delay: seconds before every reply.
        mode: the fault mode, one of ``MODES``.
        reply: optional ``(request_json) -> message dict | str | None`` overriding the policy.
    """

    def __init__(
        self,
        *,
        port: int = 0,
        host: str = "127.0.0.1",
        delay: float = 0.0,
        mode: str = "ok",
        reply: ReplyFunction | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.reply = reply
        self._lock = threading.Lock()
        self._mode = "ok"
        self.delay = float(delay)
        self.fail_next: int | None = None
        """Faulty requests left before the mode returns to ``ok`` (None: the mode stays)."""
        self.requests = 0
        """Requests to ``/v1/...`` received (the ``/stub/...`` control routes are not counted)."""
        self.in_flight = 0
        """Requests received and not yet answered (hanging ones included)."""
        self.peak_in_flight = 0
        """The most requests in flight at once since the start or the last ``reset()``."""
        self.recent: collections.deque[dict[str, Any]] = collections.deque(maxlen=50)
        """The last chat-completion requests received (newest last), for assertions."""
        self.mode = mode
        self._stopping = threading.Event()
        self._connections: set[Any] = set()
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    # -- settings and counters ------------------------------------------------------------------

    @property
    def mode(self) -> str:
        """The fault mode (``ok`` once ``fail_next`` faulty requests have been served)."""
        return self._mode

    @mode.setter
    def mode(self, value: str) -> None:
        if value not in MODES:
            raise ValueError(f"unknown stub mode {value!r}; use one of {', '.join(MODES)}")
        self._mode = value

    def set_mode(self, mode: str | None = None, *, delay: float | None = None, fail_next: int | None = None) -> None:
        """Change the mode, the delay and/or the number of faulty requests (None keeps the delay)."""
        with self._lock:
            if mode is not None:
                self.mode = mode
            if delay is not None:
                self.delay = float(delay)
            self.fail_next = int(fail_next) if fail_next is not None else None

    def reset(self) -> None:
        """Zero the counters (the mode and delay are kept)."""
        with self._lock:
            self.requests = 0
            self.peak_in_flight = self.in_flight
            self.recent.clear()

    def stats(self) -> dict[str, Any]:
        """Counters and settings, as ``GET /stub/stats`` returns them."""
        with self._lock:
            return {
                "mode": self._mode,
                "delay": self.delay,
                "fail_next": self.fail_next,
                "requests": self.requests,
                "in_flight": self.in_flight,
                "peak_in_flight": self.peak_in_flight,
            }

    def _begin(self) -> tuple[str, float]:
        with self._lock:
            self.requests += 1
            self.in_flight += 1
            self.peak_in_flight = max(self.peak_in_flight, self.in_flight)
            fault = self._mode
            if fault != "ok" and self.fail_next is not None:
                self.fail_next -= 1
                if self.fail_next <= 0:
                    self._mode, self.fail_next = "ok", None
            return fault, self.delay

    def _end(self) -> None:
        with self._lock:
            self.in_flight -= 1

    def _reply(self, request: dict[str, Any]) -> dict[str, Any]:
        self.recent.append(request)
        message: Any = self.reply(request) if self.reply is not None else None
        if isinstance(message, str):
            message = {"role": "assistant", "content": message}
        return completion(request, message if isinstance(message, dict) else default_reply(request))

    def _track(self, connection: Any, *, add: bool) -> None:
        with self._lock:
            (self._connections.add if add else self._connections.discard)(connection)

    # -- lifecycle ------------------------------------------------------------------------------

    @property
    def url(self) -> str:
        """The server's root URL (``http://host:port``)."""
        return f"http://{self.host}:{self.port}"

    @property
    def base_url(self) -> str:
        """The OpenAI base URL (root + ``/v1``), for ``ChatOpenAI(base_url=...)`` / ``OPENAI_BASE_URL``."""
        return f"{self.url}/v1"

    def start(self) -> StubOpenAIServer:
        """Bind (a free port when ``port`` is 0) and serve in a daemon thread."""
        if self._httpd is not None:
            return self
        self._stopping.clear()
        httpd = _Server((self.host, self.port), _Handler)
        httpd.stub = self
        self.port = int(httpd.server_address[1])
        self._httpd = httpd
        self._thread = threading.Thread(
            target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, name=f"stub-openai-{self.port}", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving: hanging and delayed requests are released, open connections closed."""
        httpd, self._httpd = self._httpd, None
        if httpd is None:
            return
        self._stopping.set()
        httpd.shutdown()
        httpd.server_close()
        with self._lock:
            connections = list(self._connections)
            self._connections.clear()
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> StubOpenAIServer:
        return self.start()

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()


def main(argv: list[str] | None = None) -> None:
    """Run the stub until SIGINT / SIGTERM, printing its base URL on the first line of stdout."""
    parser = argparse.ArgumentParser(description="OpenAI-compatible stub chat-completions server")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--delay", type=float, default=0.0, help="seconds before every reply")
    parser.add_argument("--mode", default="ok", choices=MODES)
    args = parser.parse_args(argv)
    server = StubOpenAIServer(host=args.host, port=args.port, delay=args.delay, mode=args.mode).start()
    done = threading.Event()
    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, lambda *_: done.set())
    sys.stdout.write(f"{server.base_url}\n")
    sys.stdout.flush()
    try:
        while not done.wait(0.2):
            pass
    finally:
        server.stop()


if __name__ == "__main__":
    main()
