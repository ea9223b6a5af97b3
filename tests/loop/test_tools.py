"""Loop tool schemas, scope resolution, result formatting and chunk accumulation (Arcana §5.1)."""

from __future__ import annotations

import pytest

from arcana_graph.core.types import Chunk
from arcana_graph.loop.prompts import loop_system_prompt
from arcana_graph.loop.tools import default_tools, format_search_summary, merge_chunks, search_args, to_chunk


def _schema(tools, name):
    tool = next(t for t in tools if t.name == name)
    return tool, tool.args_schema.model_json_schema()


def test_default_tools_are_exactly_search_answer_give_up() -> None:
    assert sorted(t.name for t in default_tools(None)) == ["answer", "give_up", "search"]


@pytest.mark.parametrize("scope", [None, ["docs"], []])
def test_locked_or_unrestricted_scope_has_no_collection_parameter(scope) -> None:
    _, schema = _schema(default_tools(scope), "search")
    assert set(schema["properties"]) == {"query", "limit"}
    assert schema["required"] == ["query"]
    assert schema["properties"]["limit"]["default"] == 5


def test_several_collections_add_an_optional_validated_collection_parameter() -> None:
    tool, schema = _schema(default_tools(["docs", "wiki", "changelog"]), "search")
    assert list(schema["properties"]) == ["query", "collection", "limit"]
    assert "collection" not in schema["required"]
    doc = schema["properties"]["collection"]["description"]
    assert all(f'"{n}"' in doc for n in ("docs", "wiki", "changelog"))
    assert "Available collections:" in tool.description


def test_answer_and_give_up_require_their_argument() -> None:
    tools = default_tools(None)
    assert _schema(tools, "answer")[1]["required"] == ["text"]
    assert _schema(tools, "give_up")[1]["required"] == ["reason"]


@pytest.mark.parametrize(
    ("scope", "args", "expected"),
    [
        (None, {"query": "q"}, None),
        (None, {"query": "q", "collection": "x"}, ["x"]),
        (["locked"], {"query": "q", "collection": "other"}, ["locked"]),
        (["a", "b"], {"query": "q"}, ["a", "b"]),
        (["a", "b"], {"query": "q", "collection": "a"}, ["a"]),
        ([], {"query": "q"}, []),
    ],
)
def test_collection_resolution(scope, args, expected) -> None:
    parsed = search_args(args, scope)
    assert not isinstance(parsed, str)
    assert parsed.collections == expected


@pytest.mark.parametrize(
    ("scope", "args", "message"),
    [
        (["a", "b"], {"query": "q", "collection": "c"}, 'collection "c" is not in the allowed list ("a", "b")'),
        ([], {"query": "q", "collection": "x"}, 'collection "x" is not in the allowed list ()'),
        (None, {}, "missing query"),
        (None, {"query": "   "}, "missing query"),
        (None, {"query": "q", "limit": 0}, "`limit` must be an integer"),
        (None, {"query": "q", "limit": "five"}, "`limit` must be an integer"),
        (None, {"query": "q", "collection": 3}, "`collection` must be a collection name"),
    ],
)
def test_bad_search_arguments_are_observations(scope, args, message) -> None:
    parsed = search_args(args, scope)
    assert isinstance(parsed, str) and parsed.startswith("search error") and message in parsed


def test_system_prompt_sections_follow_the_scope() -> None:
    multi = loop_system_prompt(max_iterations=10, collections=["docs", "wiki"])
    assert "# Collections" in multi and "`docs`" in multi and "`wiki`" in multi and "`collection` argument" in multi
    for scope in (["docs"], None):
        assert "# Collections" not in loop_system_prompt(max_iterations=10, collections=scope)
    empty = loop_system_prompt(max_iterations=3, collections=[])
    assert "No collection is in scope" in empty
    assert "research agent" in multi and "search" in multi and "at most 10 turns" in multi


def test_search_summary_shows_full_text_and_ids() -> None:
    long_text = "word " * 400
    summary = format_search_summary([Chunk(id="long-1", text=long_text), Chunk(id="b", text="short")])
    assert summary.startswith("Found 2 chunks. Top 2:")
    assert "[long-1]" in summary and long_text in summary and "..." not in summary
    assert format_search_summary([]) == "No results."


def test_merge_dedupes_keeps_first_copy_and_evicts_lowest_scores() -> None:
    first = merge_chunks([], [Chunk(id="a", text="a", score=0.1), Chunk(id="b", text="b", score=0.5)], cap=2)
    merged = merge_chunks(first, [Chunk(id="c", text="c", score=0.9), Chunk(id="d", text="d", score=0.95)], cap=2)
    assert [(c.id, c.score) for c in merged] == [("d", 0.95), ("c", 0.9)]
    again = merge_chunks([Chunk(id="a", text="old", score=0.2)], [Chunk(id="a", text="new", score=0.99)], cap=5)
    assert [(c.text, c.score) for c in again] == [("old", 0.2)]


def test_custom_searcher_results_are_normalised() -> None:
    assert to_chunk({"id": 7, "text": "t"}) == Chunk(id="7", text="t", score=0.0)
    with pytest.raises(TypeError, match="expected a Chunk"):
        to_chunk("just a string")  # type: ignore[arg-type]
