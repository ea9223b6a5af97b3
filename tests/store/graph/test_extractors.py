"""Graph extractors: the fast one (no model), the LLM one (scripted model, structured decisions),
a plain function, and the checks every extractor's output goes through."""

from __future__ import annotations

import json
from pathlib import Path

import psycopg
import pytest

from arcana_graph import ConfigurationError, FastExtractor, GraphExtraction, GraphExtractor, LLMExtractor
from arcana_graph.store.graph.extraction import clean_extraction, run_extractor
from arcana_graph.store.graph.names import normalize_name, query_names
from tests.fakes import ScriptedChatModel


def _by_name(graph: GraphExtraction) -> dict[str, str]:
    return {e.name: e.type for e in graph.entities}


def test_fast_extractor_finds_names_types_and_co_occurrence_links():
    text = (
        "# Brack & Oduya\n\n"
        "Brack & Oduya was founded by Samuel Brack (1831-1899) and Ada Oduya in Dunmere. "
        "The firm later built the Kestrel Valley Railway.\n\n"
        "It also restored St Bride's church."
    )
    [graph] = FastExtractor()([text])
    types = _by_name(graph)
    assert types["Brack & Oduya"] == "organization"
    assert types["Samuel Brack"] == "person"
    assert types["Kestrel Valley Railway"] == "organization"
    assert "Dunmere" in types and "Ada Oduya" in types
    assert "The" not in types and "It" not in types, "sentence starters are not names"
    links = {(r.source, r.target, r.type) for r in graph.relationships}
    assert ("Brack & Oduya", "Samuel Brack", "RELATED_TO") in links
    # "It" in the last paragraph stands for the heading's subject.
    assert any({r.source, r.target} == {"Brack & Oduya", "St Bride's church"} for r in graph.relationships)
    assert ("St Bride's church", "St Bride", "PART_OF") in links
    for entity in graph.entities:
        assert entity.spans and all(text[a:b].lower().startswith(entity.name.lower()[:2]) for a, b in entity.spans)


def test_every_extraction_is_cleaned_the_same_way():
    text = "The Kestrel-Valley Railway reached Dunmere."
    raw = {
        "entities": [
            {"name": "the Kestrel-Valley Railway", "type": "Organization!"},
            {"name": "kestrel valley railway", "description": "A railway."},
            {"name": "Dunmere", "type": None},
            {"name": "   "},
        ],
        "relationships": [
            {"source": "Kestrel Valley Railway", "target": "Dunmere", "type": "reaches", "strength": "42"},
            {"source": "Dunmere", "target": "Nowhere"},
            {"source": "Dunmere", "target": "dunmere"},
        ],
    }
    graph = clean_extraction(raw, text)
    assert [(e.name, e.type, e.description) for e in graph.entities] == [
        ("Kestrel-Valley Railway", "organization", "A railway."),
        ("Dunmere", "other", None),
    ]
    assert graph.entities[0].spans == ((4, 26),), "found in the text when the extractor gave no span"
    [link] = graph.relationships
    assert (link.source, link.target, link.type, link.strength) == ("Kestrel-Valley Railway", "Dunmere", "REACHES", 10)


def test_names_are_normalised_as_in_arcana_and_queries_list_the_names_they_spell_out():
    assert normalize_name("  Kestrel-Valley_Railway\u00a0 Co ") == "kestrel valley railway co"
    names = query_names("Who founded Brack & Oduya?")
    assert "brack & oduya" in names and "founded" not in names
    assert "samuel brack" in query_names("Where was Samuel Brack's workshop?")


def test_a_plain_function_is_an_extractor_and_a_wrong_count_is_refused():
    def extractor(texts):
        return [{"entities": [{"name": "Dunmere"}]} for _ in texts]

    assert isinstance(extractor, GraphExtractor) and isinstance(FastExtractor(), GraphExtractor)
    [graph] = run_extractor(extractor, ["Dunmere is a town."])
    assert [e.name for e in graph.entities] == ["Dunmere"]
    with pytest.raises(Exception, match="2 results for 1 chunks"):
        run_extractor(lambda texts: [{}, {}], ["one chunk"])


def _reply(entities, relationships=()):
    return json.dumps({"entities": list(entities), "relationships": list(relationships)})


def test_llm_extractor_asks_once_per_chunk_and_repairs_a_bad_reply():
    model = ScriptedChatModel(
        script=[
            "not json at all",
            _reply(
                [{"name": "Petra Lindqvist", "type": "person", "description": "An engineer."}, {"name": "Dunmere"}],
                [{"source": "Petra Lindqvist", "target": "Dunmere", "type": "WORKED_IN", "strength": 7}],
            ),
            _reply([{"name": "Hollin Dray", "type": "person"}]),
        ]
    )
    extractor = LLMExtractor(model, method="json")
    first, second = run_extractor(extractor, ["Petra Lindqvist worked in Dunmere.", "Hollin Dray bought it."])
    assert [e.name for e in first.entities] == ["Petra Lindqvist", "Dunmere"]
    assert [(r.type, r.strength) for r in first.relationships] == [("WORKED_IN", 7)]
    assert [e.name for e in second.entities] == ["Hollin Dray"]
    assert extractor.calls == [1, 1] and len(model.calls) == 3, "two chunks, one repair turn"
    assert "Petra Lindqvist worked in Dunmere." in model.calls[0]["messages"][-1].content


def test_llm_extractor_batches_chunks_and_fails_loudly_on_an_invalid_reply():
    batch = json.dumps(
        {"passages": [{"passage": 2, "entities": [{"name": "Dunmere"}], "relationships": []}]}
    )  # passage 1 left out: it gets no entities
    extractor = LLMExtractor(ScriptedChatModel(script=[batch]), batch_size=4, method="json")
    first, second = run_extractor(extractor, ["Nothing here.", "Dunmere is a town."])
    assert first.entities == () and [e.name for e in second.entities] == ["Dunmere"]
    assert extractor.calls == [2]

    broken = LLMExtractor(ScriptedChatModel(script=["no", "still no"]), method="json")
    with pytest.raises(Exception, match="graph extraction failed"):
        broken(["Dunmere is a town."])
    with pytest.raises(ConfigurationError):
        LLMExtractor(ScriptedChatModel(), batch_size=0)


@pytest.mark.postgres
def test_llm_extraction_at_ingest_fills_the_tables(make_kb, database_url, tmp_path: Path):
    (tmp_path / "bridge.md").write_text("Petra Lindqvist designed the Dunmere bridge.\n", encoding="utf-8")
    model = ScriptedChatModel(
        script=[
            _reply(
                [
                    {"name": "Petra Lindqvist", "type": "person", "description": "Engineer of the bridge."},
                    {"name": "Dunmere bridge", "type": "location"},
                ],
                [{"source": "Petra Lindqvist", "target": "Dunmere bridge", "type": "DESIGNED", "strength": 9}],
            )
        ]
    )
    report = make_kb().ingest(tmp_path, collection="valley", graph=True, extractor=LLMExtractor(model, method="json"))
    assert report.ok
    with psycopg.connect(database_url) as conn:
        entities = conn.execute(
            "SELECT name, type, description, embedding IS NOT NULL FROM arcana_entities ORDER BY name"
        ).fetchall()
        links = conn.execute("SELECT type, strength, description FROM arcana_relationships").fetchall()
        spans = conn.execute("SELECT span_start, span_end FROM arcana_entity_mentions ORDER BY span_start").fetchall()
    assert entities == [
        ("Dunmere bridge", "location", None, True),
        ("Petra Lindqvist", "person", "Engineer of the bridge.", True),
    ]
    assert links == [("DESIGNED", 9, None)]
    assert spans == [(0, 15), (29, 43)]
