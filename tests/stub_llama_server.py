"""A stand-in for ``python -m llama_cpp.server`` with the same command line.

Serves ``GET /v1/models`` (listing the alias) on the given host and port. Behaviour switches
via the STUB_MODE environment variable: ``ok`` (default), ``crash`` (print and exit 3 at once),
``hang`` (never listen), ``sigill`` (list the model, then die with SIGILL on the first completion,
as a llama.cpp build using instructions the machine does not allow does). ``POST /v1/completions``
answers one token. While the file named by STUB_BUSY_FILE exists, requests take 5 s (a
server busy with a long prompt).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import time
from http.server import BaseHTTPRequestHandler, HTTPServer


def main() -> None:
    parser = argparse.ArgumentParser()
    for flag in ("--model", "--model_alias", "--n_ctx", "--n_threads", "--host", "--port", "--cache", "--cache_size"):
        parser.add_argument(flag)
    args = parser.parse_args()
    mode = os.environ.get("STUB_MODE", "ok")
    print(f"stub starting with model {args.model} ctx {args.n_ctx} threads {args.n_threads}", flush=True)
    print(f"prompt cache {args.cache} size {args.cache_size}", flush=True)
    if mode == "crash":
        print("error: failed to load model: invalid magic", flush=True)
        sys.exit(3)
    if mode == "hang":
        time.sleep(3600)

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 - http.server's naming
            busy = os.environ.get("STUB_BUSY_FILE")
            if busy and os.path.exists(busy):
                time.sleep(5)
            body = json.dumps({"data": [{"id": args.model_alias}]}).encode()
            self.send_response(200 if self.path == "/v1/models" else 404)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(body)

        def do_POST(self) -> None:  # noqa: N802 - http.server's naming
            if mode == "sigill":
                os.kill(os.getpid(), signal.SIGILL)
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            body = json.dumps({"choices": [{"text": "!"}]}).encode()
            self.send_response(200 if self.path == "/v1/completions" else 404)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *_: object) -> None:
            pass

    HTTPServer((args.host, int(args.port)), Handler).serve_forever()


if __name__ == "__main__":
    main()
