"""Answers carry the passages they rest on: the json strategy's evidence, an API model's markers
(validated: a marker pointing to no gathered chunk is removed and counted), else the closest
sentence. The citations reach the result, the telemetry and the run-result contract."""

from __future__ import annotations

import json
from typing import Any

from arcana_graph import build_loop, run_result
from arcana_graph.core.citations import by_overlap, from_evidence, from_markers
from arcana_graph.core.types import Chunk
from tests.fakes import ListSearcher, ScriptedChatModel, call, calls, chunk

LENS = "The Veltmar Point lighthouse was first lit in 1859. Its lens came from the Quillon Glassworks."
GLASS = "The Quillon Glassworks of Sarrow was founded in 1861. Its founder was Ottilie Quillon."


def _chunks() -> list[Chunk]:
    return [Chunk(id="lens01", text=LENS, collection="coast", source="veltmar.md"), Chunk(id="glass02", text=GLASS)]


def test_evidence_sentences_become_citations_with_character_offsets() -> None:
    cited = from_evidence(["Its lens came from the Quillon Glassworks.", "Its founder was Ottilie Quillon."], _chunks())
    assert [(c.marker, c.chunk_id) for c in cited] == [(1, "lens01"), (2, "glass02")]
    first = cited[0]
    assert LENS[first.start : first.end] == first.text == "Its lens came from the Quillon Glassworks."
    assert first.collection == "coast" and first.source == "veltmar.md"
    assert from_evidence(["Something no passage says at all."], _chunks()) == []


def test_markers_are_renumbered_and_markers_to_unknown_chunks_are_dropped_and_counted() -> None:
    by_id = {c.id: c for c in _chunks()}
    answer = "The lens came from Quillon [lens01]. Its founder was Ottilie [glass02] [ghost99]. It is old [lens01]."
    text, cited, dropped = from_markers(answer, by_id.get)
    assert text == "The lens came from Quillon [1]. Its founder was Ottilie [2]. It is old [1]."
    assert dropped == 1 and [(c.marker, c.chunk_id) for c in cited] == [(1, "lens01"), (2, "glass02")]
    assert cited[1].text == "Its founder was Ottilie Quillon."


def test_without_evidence_or_markers_the_closest_sentence_is_cited() -> None:
    (only,) = by_overlap("Ottilie Quillon", _chunks())
    assert only.chunk_id == "glass02" and only.text == "Its founder was Ottilie Quillon."
    assert by_overlap("zzz", _chunks()) == []


def test_a_json_strategy_answer_cites_the_sentences_its_steps_read() -> None:
    searcher = ListSearcher([[chunk("lens01", LENS)], [chunk("glass02", GLASS)]])
    script = [
        json.dumps({"steps": ["Which workshop made the lens?", "Who founded #1?"]}),
        json.dumps(
            {"relevant_sentences": "Its lens came from the Quillon Glassworks.", "answer": "Quillon Glassworks"}
        ),
        json.dumps({"relevant_sentences": "Its founder was Ottilie Quillon.", "answer": "Ottilie Quillon"}),
        json.dumps({"relevant_sentences": "Its founder was Ottilie Quillon.", "answer": "Ottilie Quillon"}),
    ]
    events: list[dict[str, Any]] = []
    graph = build_loop(ScriptedChatModel(script=script), searcher, strategy="json")
    result: dict[str, Any] = {}
    for mode, part in graph.stream(
        {"question": "Who founded the workshop that made the lens?"}, stream_mode=["custom", "values"]
    ):
        if mode == "custom":
            events.append(part)
        else:
            result = part
    assert (result["terminated_by"], result["answer"]) == ("answered", "Ottilie Quillon")
    assert [c.chunk_id for c in result["citations"]] == ["lens01", "glass02"]
    stop = next(e for e in events if e["event"] == "arcana.loop.stop")
    assert [c["chunk_id"] for c in stop["data"]["citations"]] == ["lens01", "glass02"]
    contract = run_result(result)
    assert [c["marker"] for c in contract["citations"]] == [1, 2] and contract["dropped_citations"] == 0


def test_a_native_answer_keeps_valid_markers_only() -> None:
    searcher = ListSearcher([[chunk("lens01", LENS)]])
    script = [
        calls(call("search", {"query": "lens"})),
        calls(call("answer", {"text": "The lens came from the Quillon Glassworks [lens01][made-up]."})),
    ]
    result = build_loop(ScriptedChatModel(script=script), searcher).invoke({"question": "Who made the lens?"})
    assert result["answer"] == "The lens came from the Quillon Glassworks [1]."
    assert result["dropped_citations"] == 1 and [c.chunk_id for c in result["citations"]] == ["lens01"]


def test_a_give_up_cites_nothing() -> None:
    script = [calls(call("search", {"query": "x"})), calls(call("give_up", {"reason": "nothing"}))]
    result = build_loop(ScriptedChatModel(script=script), ListSearcher([[chunk("c", "x")]])).invoke({"question": "q"})
    assert result["terminated_by"] == "gave_up" and result["citations"] == []
