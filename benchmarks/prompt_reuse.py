"""How much of the local model's prompts llama.cpp reused from its cache, read from the server log.

llama-cpp-python logs one line per completion, ``Llama.generate: N prefix-match hit, remaining M
prompt tokens to eval``: N tokens came from the cache (the prefix shared with an earlier prompt),
M were evaluated. Run an eval, then sum the log the server wrote during it:

``python benchmarks/prompt_reuse.py [LOG]`` (default: the local server's log under
``ARCANA_LOCAL_DIR`` or ``~/.local/share/arcana-graph/local``; the log starts afresh with each server).
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

_LINE = re.compile(r"Llama\.generate: (\d+) prefix-match hit, remaining (\d+) prompt tokens")


def reuse(log: Path) -> dict[str, float]:
    """Calls, prompt tokens, tokens reused from the cache and their share, over the whole log."""
    calls = reused = evaluated = 0
    for line in log.read_text(errors="replace").splitlines():
        found = _LINE.search(line)
        if found:
            calls, reused, evaluated = calls + 1, reused + int(found[1]), evaluated + int(found[2])
    total = reused + evaluated
    return {
        "calls": calls,
        "prompt_tokens": total,
        "reused": reused,
        "evaluated": evaluated,
        "reused_share": round(reused / total, 3) if total else 0.0,
    }


def main() -> None:
    default = Path(os.environ.get("ARCANA_LOCAL_DIR", Path.home() / ".local/share/arcana-graph/local"))
    log = Path(sys.argv[1]) if len(sys.argv) > 1 else default / "qwen2.5-1.5b.log"
    if not log.is_file():
        sys.exit(f"no server log at {log}: run an eval or ask first, or give the log's path")
    print(json.dumps(reuse(log), indent=2))


if __name__ == "__main__":
    main()
