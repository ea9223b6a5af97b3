"""Reading files: supported types, one-line errors, folder walking, PDFs."""

from __future__ import annotations

from pathlib import Path

import pytest

from arcana_graph import IngestError
from arcana_graph.store.chunking import ChunkingConfig, split_text
from arcana_graph.store.loaders import collect_files, load_file
from tests.pdf_builder import build_pdf


def test_collect_files_walks_folders_with_relative_sources(tmp_path: Path) -> None:
    (tmp_path / "docs" / "sub").mkdir(parents=True)
    (tmp_path / "docs" / "a.md").write_text("a")
    (tmp_path / "docs" / "sub" / "b.TXT").write_text("b")
    (tmp_path / "docs" / "c.png").write_bytes(b"x")
    (tmp_path / "docs" / ".secret.md").write_text("hidden")
    (tmp_path / "docs" / ".git").mkdir()
    (tmp_path / "docs" / ".git" / "d.md").write_text("hidden")
    (tmp_path / "single.txt").write_text("s")

    files, skipped, missing = collect_files([tmp_path / "docs", tmp_path / "single.txt", tmp_path / "nope"])
    assert [source for _, source in files] == ["a.md", "sub/b.TXT", "single.txt"]
    assert skipped == [str(tmp_path / "docs" / "c.png")]
    assert missing == [str(tmp_path / "nope")]


@pytest.mark.parametrize(
    ("name", "content", "message"),
    [
        ("empty.md", b"", "empty"),
        ("blank.txt", b"  \n\t\n", "empty"),
        ("binary.txt", b"abc\x00def", "binary"),
        ("latin.txt", "na\xefve".encode("latin-1"), "not valid UTF-8 (byte 0xef at offset 2)"),
        ("sheet.csv", b"a,b", "unsupported file type '.csv'"),
        ("noext", b"text", "unsupported file type '(no extension)'"),
        ("broken.pdf", b"%PDF-1.4 garbage", "not a readable PDF"),
        ("empty.pdf", b"", "empty"),
    ],
)
def test_bad_files_raise_one_line_errors(tmp_path: Path, name: str, content: bytes, message: str) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    with pytest.raises(IngestError) as info:
        load_file(path)
    assert message in str(info.value)
    assert str(path) in str(info.value)
    assert "\n" not in str(info.value)


def test_text_and_markdown_load_with_bom_stripped(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_bytes("\ufeff# Título\n\nCafé".encode())
    loaded = load_file(tmp_path / "a.md")
    assert loaded.text == "# Título\n\nCafé"
    assert loaded.format == "markdown"
    assert load_file(tmp_path / "a.md").format == "markdown"


def test_pdf_text_is_extracted_with_page_numbers(tmp_path: Path) -> None:
    path = tmp_path / "two.pdf"
    path.write_bytes(build_pdf(["First page about otters.", "Second page about herons."]))
    loaded = load_file(path)
    assert "otters" in loaded.text and "herons" in loaded.text
    assert loaded.format == "pdf"
    pieces = split_text(loaded, ChunkingConfig(chunk_size=30, chunk_overlap=0))
    pages = {p.text: (p.metadata["page_start"], p.metadata["page_end"]) for p in pieces}
    assert any("otters" in t and span == (1, 1) for t, span in pages.items())
    assert any("herons" in t and span == (2, 2) for t, span in pages.items())


def test_pdf_without_text_layer_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "scan.pdf"
    path.write_bytes(build_pdf([""]))
    with pytest.raises(IngestError, match="no text layer"):
        load_file(path)
