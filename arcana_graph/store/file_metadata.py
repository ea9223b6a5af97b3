"""A document's metadata: what the ingest call gives, a sidecar file, and Markdown front matter.

Three sources, merged per document (later ones win on the same key):

1. ``<file>.meta.json`` next to the file (``report.pdf.meta.json``): a JSON object;
2. the front matter of a Markdown file: a YAML mapping between a first line ``---`` and a line
   ``---`` (or ``...``); it is cut from the indexed text, and the chunks' character offsets
   still count from the start of the file;
3. the ingest call's ``metadata`` (``ingest --metadata key=value``).

The call wins because the person running the ingest decides, not the files: a file cannot
tag itself into another tenant's scope. Values must be JSON (YAML dates become ISO strings).
Filters (``arcana_graph.core.filters``) compare top-level keys.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from arcana_graph.core.errors import ConfigurationError, IngestError

__all__ = ["SIDECAR_SUFFIX", "check_metadata", "document_metadata", "is_sidecar", "split_front_matter"]

SIDECAR_SUFFIX = ".meta.json"
RESERVED_KEYS = frozenset(
    {
        "start_char",
        "end_char",
        "page_start",
        "page_end",
        "graph_rank",
        "id",
        "score",
        "collection",
        "source",
        "chunk_index",
    }
)
"""Keys a chunk or its LangChain ``Document`` sets itself (offsets, pages, the graph's rank, the
ids): a document's metadata may not use them, so what a filter reads is what was stored."""
_OPENING = "---"
_KEY_LINE = re.compile(r"[\w\"'][^\n:]*:(\s|$)")
"""A front matter's first line is ``key: value``; anything else after a first ``---`` is text."""
_CLOSINGS = ("---", "...")


def check_metadata(metadata: Any, where: str = "metadata") -> dict[str, Any]:
    """``metadata`` as a plain dict of JSON values.

    Raises:
        ConfigurationError: not a mapping, a key that is not a non-empty string, or a value JSON
            cannot hold (NaN, a set, an object).
    """
    if not isinstance(metadata, Mapping):
        raise ConfigurationError(f"{where} must be a mapping of names to values; got {type(metadata).__name__}")
    checked: dict[str, Any] = {}
    for key, value in metadata.items():
        if not isinstance(key, str) or not key.strip():
            raise ConfigurationError(f"{where}: keys must be non-empty strings; got {key!r}")
        if key.startswith("$"):
            raise ConfigurationError(f"{where}: a key may not start with '$' (filters use it for operators): {key!r}")
        if key in RESERVED_KEYS:
            raise ConfigurationError(f"{where}: {key!r} is set by the knowledge base itself; use another name")
        checked[key] = _json_value(value, f"{where}.{key}")
    return checked


def _json_value(value: Any, where: str) -> Any:
    if value is None or isinstance(value, bool | str | int):
        return value
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ConfigurationError(f"{where}: NaN and infinite numbers cannot be stored; use a string or drop it")
        return value
    if isinstance(value, dt.date | dt.datetime | dt.time):
        return value.isoformat()
    if isinstance(value, list | tuple):
        return [_json_value(v, where) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _json_value(v, f"{where}.{k}") for k, v in value.items()}
    raise ConfigurationError(f"{where}: {type(value).__name__} is not a JSON value; use a string, number or boolean")


def is_sidecar(path: Path) -> bool:
    """Whether ``path`` is a metadata sidecar (``*.meta.json``), read with its file, not ingested."""
    return path.name.endswith(SIDECAR_SUFFIX)


def split_front_matter(text: str, where: str) -> tuple[dict[str, Any], int]:
    """A Markdown text's front matter as metadata, and where its body starts (0: none).

    Raises:
        IngestError: front matter that is not a YAML mapping (one line, with the line number).
    """
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].rstrip() != _OPENING:
        return {}, 0
    offset = len(lines[0])
    for line in lines[1:]:
        if line.rstrip() in _CLOSINGS:
            block = text[len(lines[0]) : offset]
            if not _KEY_LINE.match(block.lstrip()):
                return {}, 0  # a thematic break opening the text, not front matter
            return _parse_yaml(block, where), offset + len(line)
        offset += len(line)
    return {}, 0  # no closing line: a thematic break, not front matter


def _parse_yaml(block: str, where: str) -> dict[str, Any]:
    import yaml

    try:
        loaded = yaml.safe_load(block)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f" (line {mark.line + 2})" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "cannot be read"
        raise IngestError(f"{where}: the front matter is not valid YAML{line}: {problem}; fix it or remove it") from exc
    if loaded is None:
        return {}
    if not isinstance(loaded, Mapping):
        raise IngestError(f"{where}: the front matter must be a YAML mapping (key: value lines); fix it or remove it")
    return _file_metadata(loaded, f"{where}: front matter")


def _sidecar(path: Path) -> dict[str, Any]:
    sidecar = path.with_name(path.name + SIDECAR_SUFFIX)
    if not sidecar.is_file():
        return {}
    try:
        loaded = json.loads(sidecar.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise IngestError(f"{sidecar}: not a readable JSON file ({exc}); fix it or remove it") from exc
    if not isinstance(loaded, dict):
        raise IngestError(f'{sidecar}: must hold a JSON object such as {{"tenant": "acme"}}')
    return _file_metadata(loaded, str(sidecar))


def _file_metadata(loaded: Mapping[str, Any], where: str) -> dict[str, Any]:
    """A file's metadata checked like the call's; a problem fails that file (``IngestError``)."""
    try:
        return check_metadata(loaded, where)
    except ConfigurationError as exc:
        raise IngestError(str(exc)) from exc


def document_metadata(
    path: Path, front_matter: Mapping[str, Any], given: Mapping[str, Any], *, from_files: bool = True
) -> dict[str, Any]:
    """The metadata stored for the document read from ``path`` (sidecar < front matter < ``given``;
    only ``given`` when ``from_files`` is False: files you do not trust set nothing).

    Raises:
        IngestError: an unreadable or malformed sidecar.
    """
    if not from_files:
        return dict(given)
    return {**_sidecar(path), **front_matter, **given}
