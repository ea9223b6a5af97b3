"""Files to text: which files can be ingested, and reading them with one-line errors.

Supported: ``.md``, ``.markdown``, ``.txt`` (UTF-8, a BOM is fine) and ``.pdf`` (text layer via
pypdf; scanned PDFs without text fail with a clear message). A Markdown file's YAML front matter
is read as metadata and cut from the text (``arcana_graph.store.file_metadata``); metadata
sidecars (``*.meta.json``) are read with their file, never ingested themselves. Every failure is an ``IngestError``
whose message says what is wrong with the file and what to do.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from arcana_graph.core.errors import IngestError
from arcana_graph.store.file_metadata import is_sidecar, split_front_matter

__all__ = ["SUPPORTED_SUFFIXES", "LoadedText", "collect_files", "load_file"]

TEXT_SUFFIXES = {".md": "markdown", ".markdown": "markdown", ".txt": "text"}
SUPPORTED_SUFFIXES = (*TEXT_SUFFIXES, ".pdf")
_BINARY_SNIFF_BYTES = 8192


@dataclass(frozen=True, slots=True)
class LoadedText:
    """A file's text, its format (``markdown`` / ``text`` / ``pdf``) and, for PDFs, page starts."""

    text: str
    format: str
    page_starts: tuple[int, ...] = field(default=())
    """Character offset at which each page begins (PDF only)."""
    body_start: int = 0
    """Where ``text`` starts in the file (after Markdown front matter; 0 otherwise)."""
    front_matter: dict[str, Any] = field(default_factory=dict)
    """A Markdown file's front matter (empty otherwise)."""


def collect_files(
    paths: Iterable[str | os.PathLike[str]],
) -> tuple[list[tuple[Path, str]], list[str], list[str]]:
    """Expand files and folders into ``(file, source_id)`` pairs, skipped files and missing paths.

    A file given directly is kept whatever its type (unsupported ones then fail with a reason);
    files found inside a folder are kept only when their type is supported, the rest are listed
    as skipped (metadata sidecars excepted: they belong to their file). Hidden files and folders
    are ignored. The source id is the path relative to the
    ingest root (the folder given, or the file's own folder), with forward slashes. Paths that
    do not exist are returned in the third list, for the caller to report.
    """
    found: list[tuple[Path, str]] = []
    skipped: list[str] = []
    missing: list[str] = []
    for raw in paths:
        path = Path(raw)
        if not path.exists():
            missing.append(str(raw))
            continue
        if path.is_file():
            found.append((path, path.name))
            continue
        for file in sorted(_walk(path)):
            source = file.relative_to(path).as_posix()
            if file.suffix.lower() in SUPPORTED_SUFFIXES:
                found.append((file, source))
            elif not is_sidecar(file):
                skipped.append(str(file))
    return found, skipped, missing


def _walk(root: Path) -> Iterator[Path]:
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for name in filenames:
            if not name.startswith("."):
                yield Path(dirpath) / name


def load_file(path: Path) -> LoadedText:
    """Read one file as text.

    Raises:
        IngestError: unsupported type, unreadable, empty, binary, not UTF-8, or a PDF without text.
    """
    suffix = path.suffix.lower()
    if suffix not in SUPPORTED_SUFFIXES:
        supported = ", ".join(SUPPORTED_SUFFIXES)
        raise IngestError(f"{path}: unsupported file type {suffix or '(no extension)'!r}; supported: {supported}")
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise IngestError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    if suffix == ".pdf":
        return _load_pdf(path, data)
    if b"\x00" in data[:_BINARY_SNIFF_BYTES]:
        raise IngestError(f"{path}: looks like a binary file, not text; remove it or convert it to text")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise IngestError(
            f"{path}: not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start}); re-save the file as UTF-8"
        ) from exc
    if not text.strip():
        raise IngestError(f"{path}: the file is empty; add text or leave it out")
    fmt = TEXT_SUFFIXES[suffix]
    if fmt != "markdown":
        return LoadedText(text=text, format=fmt)
    front_matter, body_start = split_front_matter(text, str(path))
    body = text[body_start:]
    if not body.strip():
        raise IngestError(f"{path}: the file has front matter but no text; add text or leave it out")
    return LoadedText(text=body, format=fmt, body_start=body_start, front_matter=front_matter)


def _load_pdf(path: Path, data: bytes) -> LoadedText:
    import io

    try:
        from pypdf import PdfReader
        from pypdf.errors import PyPdfError
    except ImportError as exc:  # pragma: no cover - pypdf is a dependency
        raise IngestError(f"{path}: PDF support needs pypdf; run `pip install pypdf`") from exc
    if not data.strip():
        raise IngestError(f"{path}: the file is empty; add text or leave it out")
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted:
            raise IngestError(f"{path}: the PDF is encrypted; save an unencrypted copy and ingest that")
        pages = [(page.extract_text() or "").strip() for page in reader.pages]
    except IngestError:
        raise
    except (PyPdfError, ValueError, KeyError, OSError) as exc:
        raise IngestError(f"{path}: not a readable PDF ({exc}); check the file or export it again") from exc
    starts: list[int] = []
    parts: list[str] = []
    offset = 0
    for page_text in pages:
        starts.append(offset)
        parts.append(page_text)
        offset += len(page_text) + 2  # the "\n\n" joining pages
    text = "\n\n".join(parts)
    if not text.strip():
        raise IngestError(f"{path}: the PDF has no text layer (scanned?); run OCR on it first, then ingest the result")
    return LoadedText(text=text, format="pdf", page_starts=tuple(starts))
