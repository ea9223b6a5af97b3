"""Graph-fused search: reciprocal-rank fusion, Arcana's expansion and scores, personalised
PageRank, and the collection scope holding through the graph (real Postgres where it matters)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import numpy as np
import psycopg
import pytest
from pgvector.psycopg import register_vector

from arcana_graph import Chunk, ConfigurationError, GraphSearchSettings
from arcana_graph.store.graph.neighbourhood import _Neighbourhood, _ring_query
from arcana_graph.store.graph.ppr import personalized_pagerank
from arcana_graph.store.graph.search import arcana_program, fuse
from arcana_graph.store.search import _execute, run_program
from tests.fakes import HashEmbeddings


def _chunk(chunk_id: str) -> Chunk:
    return Chunk(id=chunk_id, text=chunk_id, score=0.0, collection="c", source=f"{chunk_id}.md")


# -- fusion and PageRank, by hand -------------------------------------------------------------------


def test_rrf_fusion_order_matches_a_hand_computed_example():
    plain = [_chunk("a"), _chunk("b"), _chunk("c")]
    graph = [_chunk("c"), _chunk("d"), _chunk("a")]
    # k = 60: a = 1/61 + 1/63, c = 1/63 + 1/61 (tie: a was met first), b = 1/62, d = 1/62 (tie: b first)
    fused = fuse([plain, graph], k=60, limit=4, graph_list=1)
    assert [c.id for c in fused] == ["a", "c", "b", "d"]
    assert fused[0].score == pytest.approx(1 / 61 + 1 / 63)
    assert fused[2].score == pytest.approx(1 / 62)
    assert [c.metadata.get("graph_rank") for c in fused] == [3, 1, None, 2]
    # A smaller k lets the graph's first chunk overtake: with k = 0, c = 1/3 + 1 beats a = 1 + 1/3? No: a tie,
    # broken by first appearance; d = 1/2 then beats b = 1/2 only by order, so b stays ahead.
    assert [c.id for c in fuse([plain, graph], k=0, limit=2)] == ["a", "c"]
    assert [c.id for c in fuse([plain, [_chunk("d")]], k=60, limit=2)] == ["a", "d"]


def test_personalized_pagerank_matches_hand_computed_scores():
    # Path a - b - c, walk restarting at a, damping 0.5: s_a = 7/12, s_b = 1/3, s_c = 1/12.
    scores = personalized_pagerank([("a", "b", 1.0), ("b", "c", 1.0)], {"a": 1.0}, damping=0.5)
    assert scores == pytest.approx({"a": 7 / 12, "b": 4 / 12, "c": 1 / 12}, abs=1e-9)
    # b has a second edge that was not loaded (degree 2): half of its walk is lost, not re-routed.
    partial = personalized_pagerank([("a", "b", 1.0)], {"a": 1.0}, degrees={"a": 1.0, "b": 2.0}, damping=0.5)
    assert partial == pytest.approx({"a": 4 / 7, "b": 2 / 7}, abs=1e-9)
    # a listed degree counts at least the loaded edges (0 is not "unknown"); an unlisted node ends the walk
    whole = personalized_pagerank([("a", "b", 1.0)], {"a": 1.0}, damping=0.5)
    listed = personalized_pagerank([("a", "b", 1.0)], {"a": 1.0}, degrees={"a": 0.0, "b": 0.0}, damping=0.5)
    assert listed == pytest.approx(whole, abs=1e-9)
    ended = personalized_pagerank([("a", "b", 1.0)], {"a": 1.0}, degrees={"a": 1.0}, damping=0.5)
    assert ended == pytest.approx({"a": 0.5, "b": 0.25}, abs=1e-9)


def test_personalized_pagerank_ranks_the_node_linked_to_both_seeds_first():
    edges = [
        ("q1", "bridge", 1.0),
        ("q2", "bridge", 1.0),
        ("q1", "side", 1.0),
        ("side", "far", 1.0),
        ("q2", "other", 0.5),
    ]
    scores = personalized_pagerank(edges, {"q1": 1.0, "q2": 1.0})
    ranked = sorted((n for n in scores if n not in {"q1", "q2"}), key=lambda n: -scores[n])
    assert ranked == ["bridge", "side", "other", "far"]


# -- on the real knowledge base ------------------------------------------------------------------

# Each document is one chunk; the extractor below states its graph exactly.
DOCS = {
    "railway.md": "The Kestrel Valley Railway was built by Brack & Oduya.",
    "firm.md": "Brack & Oduya was founded by Samuel Brack.",
    "birth.md": "Samuel Brack was born in Dunmere.",
    "town.md": "Dunmere has a market.",
    "exchange.md": "The corn exchange sells grain.",
}
GRAPH = {
    "railway.md": (["Kestrel Valley Railway", "Brack & Oduya"], [("Kestrel Valley Railway", "Brack & Oduya")]),
    "firm.md": (["Brack & Oduya", "Samuel Brack"], [("Samuel Brack", "Brack & Oduya")]),
    "birth.md": (["Samuel Brack", "Dunmere"], [("Samuel Brack", "Dunmere")]),
    "town.md": (["Dunmere"], []),
    "exchange.md": ([], []),
}


def _scripted_extractor(texts):
    """The graph of ``DOCS``, looked up by text: a boundary double standing in for a model."""
    by_text = {DOCS[name]: GRAPH[name] for name in DOCS}
    results = []
    for text in texts:
        names, links = by_text[text.strip()]
        results.append(
            {
                "entities": [{"name": n, "type": "other", "description": n} for n in names],
                "relationships": [{"source": a, "target": b, "type": "LINKED", "strength": 10} for a, b in links],
            }
        )
    return results


def _ingest(kb, root: Path, docs: dict[str, str], collection: str, extractor=_scripted_extractor) -> None:
    folder = root / collection
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in docs.items():
        (folder / name).write_text(text + "\n", encoding="utf-8")
    assert kb.ingest(folder, collection=collection, graph=True, extractor=extractor).ok


pytestmark = pytest.mark.postgres


def test_arcana_scores_chunks_by_mentions_decaying_with_hops(make_kb, database_url, tmp_path):
    kb = make_kb()
    _ingest(kb, tmp_path, DOCS, "valley")
    vector = HashEmbeddings().embed_query("Kestrel Valley Railway")
    with psycopg.connect(database_url) as conn:
        register_vector(conn)
        program = arcana_program(
            {"kestrel valley railway": 1.0},
            None,
            vector,
            pool=10,
            threshold=-1.0,
            settings=GraphSearchSettings(depth=2),
        )
        found = {c.source: c.score for c in run_program(conn, program)}
    # railway: the seed (hop 0) + the firm (hop 1); firm: firm + founder (hop 2); birth: founder only.
    assert found == pytest.approx({"railway.md": 0.1 + 0.05, "firm.md": 0.05 + 0.025, "birth.md": 0.025})


TIE_DOCS = {"three.md": "Alder, Birch and Cedar meet.", "mixed.md": "Alder and Birch trade with Dale and Elm."}
TIE_GRAPH = {
    "three.md": (["Alder", "Birch", "Cedar"], []),
    "mixed.md": (["Alder", "Birch", "Dale", "Elm"], [("Alder", "Dale"), ("Alder", "Elm")]),
}


def _tie_extractor(texts):
    by_text = {TIE_DOCS[name]: TIE_GRAPH[name] for name in TIE_DOCS}
    return [
        {
            "entities": [{"name": n, "type": "other", "description": n} for n in by_text[t.strip()][0]],
            "relationships": [{"source": a, "target": b, "type": "LINKED"} for a, b in by_text[t.strip()][1]],
        }
        for t in texts
    ]


def test_arcana_rounds_its_sums_so_equal_scores_tie_and_go_to_the_closer_chunk(make_kb, database_url, tmp_path):
    """three.md: three seeds (3 x 0.1); mixed.md: two seeds and two entities one hop away (2 x 0.1
    + 2 x 0.05). Both are 0.3: summed in floating point, 0.1 + 0.1 + 0.1 is 0.30000000000000004
    and the second sum depends on the order rows arrive in (a query plan's choice), which decided
    such ties before the query's similarity could."""
    kb = make_kb()
    _ingest(kb, tmp_path, TIE_DOCS, "ties", _tie_extractor)
    vector = HashEmbeddings().embed_query(TIE_DOCS["mixed.md"])
    with psycopg.connect(database_url) as conn:
        register_vector(conn)
        seeds = {"alder": 1.0, "birch": 1.0, "cedar": 1.0}
        program = arcana_program(seeds, None, vector, pool=10, threshold=-1.0, settings=GraphSearchSettings(depth=1))
        found = [(c.source, c.score) for c in run_program(conn, program)]
    assert found == [("mixed.md", 0.3), ("three.md", 0.3)]


def test_reading_only_the_best_graph_scores_gives_the_list_reading_them_all_gives(make_kb, database_url, tmp_path):
    """The cut (only chunks whose graph score reaches the pool-th best are compared with the query)
    changes no list: ties at the cut are kept, and a threshold that drops chunks above it makes
    the search read every scored chunk again."""
    kb = make_kb()
    _ingest(kb, tmp_path, DOCS, "valley")
    embeddings = HashEmbeddings()
    settings = GraphSearchSettings(depth=2)
    with psycopg.connect(database_url) as conn:
        register_vector(conn)

        def listed(seeds: dict[str, float], pool: int, threshold: float, cut: bool) -> list[tuple[str, float]]:
            vector = embeddings.embed_query(" ".join(seeds))
            program = arcana_program(seeds, None, vector, pool=pool, threshold=threshold, settings=settings, cut=cut)
            return [(c.id, round(c.score, 9)) for c in run_program(conn, program)]

        for seeds in ({"kestrel valley railway": 1.0}, {"dunmere": 1.0}, {"samuel brack": 1.0, "dunmere": 0.5}):
            for pool in (1, 2, 3):
                for threshold in (-1.0, 0.0, 0.2, 0.5):
                    cut = listed(seeds, pool, threshold, cut=True)
                    assert cut == listed(seeds, pool, threshold, cut=False), (seeds, pool, threshold)


def test_graph_search_depth_bounds_the_expansion(make_kb, tmp_path):
    kb = make_kb(graph_settings=GraphSearchSettings(depth=1, entity_limit=0))
    _ingest(kb, tmp_path, DOCS, "valley")
    hits = kb.search("Kestrel Valley Railway", collections="valley", limit=5, graph=True)
    ranks = {c.source: c.metadata.get("graph_rank") for c in hits}
    assert ranks["railway.md"] == 1 and ranks["firm.md"] == 2
    assert ranks.get("birth.md") is None, "two hops away: beyond depth 1"

    deeper = make_kb(graph_settings=GraphSearchSettings(depth=2, entity_limit=0))
    ranks = {
        c.source: c.metadata.get("graph_rank") for c in deeper.search("Kestrel Valley Railway", limit=5, graph=True)
    }
    assert ranks["birth.md"] == 3


FILLERS = {
    f"filler{i}.md": f"The firm that built the {place} was founded by its owner, who built it."
    for i, place in enumerate(["harbour", "mill", "chapel", "bridge", "school", "quay"])
}


@pytest.mark.parametrize("graph", [True, "ppr", "bridge"])
def test_the_graph_finds_the_bridge_passage_vector_search_misses(make_kb, tmp_path, graph):
    kb = make_kb()
    folder = tmp_path / "valley"
    folder.mkdir()
    for name, text in {**DOCS, **FILLERS}.items():
        (folder / name).write_text(text + "\n", encoding="utf-8")
    assert kb.ingest(folder, collection="valley", graph=True).ok  # the default FastExtractor
    question = "Who founded the firm that built the Kestrel Valley Railway?"

    plain = [c.source for c in kb.search(question, collections="valley", limit=3)]
    fused = kb.search(question, collections="valley", limit=5, graph=graph)
    assert "firm.md" not in plain and "railway.md" not in plain, "the fillers share more words with the question"
    assert "firm.md" in [c.source for c in fused]
    assert "railway.md" in [c.source for c in fused]
    assert asyncio.run(kb.asearch(question, collections="valley", limit=5, graph=graph)) == fused


def test_a_collection_without_a_graph_gives_the_plain_results_and_a_bad_mode_fails(make_kb, tmp_path):
    kb = make_kb()
    folder = tmp_path / "plain"
    folder.mkdir()
    for name, text in DOCS.items():
        (folder / name).write_text(text + "\n", encoding="utf-8")
    kb.ingest(folder, collection="plain")
    question = "Who founded the firm that built the Kestrel Valley Railway?"
    assert kb.search(question, limit=3, graph=True) == kb.search(question, limit=3)
    with pytest.raises(ConfigurationError, match="graph search"):
        kb.search(question, graph="leiden")  # type: ignore[arg-type]


# Dunmere, a hub: linked in collection "a" to four towns (strengths 10, 6, 6, 2, one chunk each),
# and in "b" to a fifth (strength 10), out of scope when the search keeps to "a".
HUB_LINKS = {"a": {"Alderby": 10, "Cedarholt": 6, "Birchmere": 6, "Elmwick": 2}, "b": {"Ashford": 10}}


def _hub_extractor(texts):
    by_text = {f"Dunmere trades with {town}.": (town, s) for links in HUB_LINKS.values() for town, s in links.items()}
    graphs = [by_text[t.strip()] for t in texts]
    return [
        {
            "entities": [{"name": n, "type": "place", "description": n} for n in ("Dunmere", town)],
            "relationships": [{"source": "Dunmere", "target": town, "type": "TRADES_WITH", "strength": s}],
        }
        for town, s in graphs
    ]


def test_a_hub_loads_its_strongest_links_and_its_degree_counts_them_all(make_kb, database_url, tmp_path):
    """With ``links=2`` the ring loads Dunmere's two strongest links in scope (the tie at 6 goes to
    the first name), while its degree still counts its 4 mentions and all its link weight in scope
    (10 + 6 + 6 + 2) / 10, so the walk along each loaded link keeps its share of the whole graph."""
    kb = make_kb()
    for collection, links in HUB_LINKS.items():
        _ingest(kb, tmp_path, {f"{t}.md": f"Dunmere trades with {t}." for t in links}, collection, _hub_extractor)
    with psycopg.connect(database_url) as conn:
        register_vector(conn)
        scope = [conn.execute("SELECT id FROM arcana_collections WHERE name = 'a'").fetchone()[0]]
        vector = np.asarray(HashEmbeddings().embed_query("Dunmere"), dtype=np.float32)
        query = _ring_query(["dunmere"], [], scope, vector, GraphSearchSettings(links=2))
        graph = _Neighbourhood()
        graph.add(["dunmere"], _execute(conn, query))
    hub = graph.index[("e", "dunmere")]
    linked = {
        graph.nodes[a if b == hub else b][1]: weight
        for a, b, weight in zip(graph.ends, graph.others, graph.weights, strict=True)
        if hub in (a, b) and graph.nodes[a][0] == graph.nodes[b][0] == "e"
    }
    assert linked == pytest.approx({"alderby": 1.0, "birchmere": 0.6})
    assert graph.degrees[hub] == pytest.approx(4 + 2.4)
    # The walk: Alderby (its own links not loaded) gets half of Dunmere's walk times 1.0 / 6.4
    # along the link, plus half of its chunk's, which names two entities.
    scores = graph.walk({("e", "dunmere"): 1.0}, damping=0.5)
    chunk = ("c", next(c.id for c in kb.chunks("a") if c.source.endswith("Alderby.md")))
    expected = 0.5 * scores[("e", "dunmere")] * 1.0 / 6.4 + 0.5 * scores[chunk] / 2
    assert scores[("e", "alderby")] == pytest.approx(expected)


def test_a_ring_loads_the_fanout_chunks_of_an_entity_closest_to_the_query(make_kb, database_url, tmp_path):
    """Dunmere is named in four chunks of "a"; with ``fanout=2`` the ring loads the two closest to
    the query, while Dunmere's degree still counts all four mentions."""
    kb = make_kb()
    _ingest(kb, tmp_path, {f"{t}.md": f"Dunmere trades with {t}." for t in HUB_LINKS["a"]}, "a", _hub_extractor)
    question = "Dunmere trades with Alderby and Birchmere."
    vector = HashEmbeddings().embed_query(question)
    with psycopg.connect(database_url) as conn:
        register_vector(conn)
        query = _ring_query(["dunmere"], [], None, np.asarray(vector, dtype=np.float32), GraphSearchSettings(fanout=2))
        graph = _Neighbourhood()
        graph.add(["dunmere"], _execute(conn, query))
    closest = {c.id for c in kb.chunks("a") if c.source.endswith(("Alderby.md", "Birchmere.md"))}
    assert {key[1] for key in graph.nodes if key[0] == "c"} == closest
    assert graph.mentions["dunmere"] == 4.0


def test_a_name_in_two_collections_in_scope_sums_its_links_before_taking_the_strongest(make_kb, database_url, tmp_path):
    """Dunmere in "a" (Alderby 10, Birchmere 6, Cedarholt 6, Elmwick 2) and "b" (Ashford 10) is
    one node when both are in scope: its two strongest links over both are Alderby and Ashford (a
    tie at 10, by name), its degree counts 5 mentions and (24 + 10) / 10 of link weight."""
    kb = make_kb()
    for collection, links in HUB_LINKS.items():
        _ingest(kb, tmp_path, {f"{t}.md": f"Dunmere trades with {t}." for t in links}, collection, _hub_extractor)
    with psycopg.connect(database_url) as conn:
        register_vector(conn)
        vector = np.asarray(HashEmbeddings().embed_query("Dunmere"), dtype=np.float32)
        graph = _Neighbourhood()
        graph.add(["dunmere"], _execute(conn, _ring_query(["dunmere"], [], None, vector, GraphSearchSettings(links=2))))
    hub = graph.index[("e", "dunmere")]
    linked = {
        graph.nodes[a if b == hub else b][1]: weight
        for a, b, weight in zip(graph.ends, graph.others, graph.weights, strict=True)
        if hub in (a, b) and graph.nodes[a][0] == graph.nodes[b][0] == "e"
    }
    assert linked == pytest.approx({"alderby": 1.0, "ashford": 1.0})
    assert graph.degrees[hub] == pytest.approx(5 + 3.4)


def test_the_next_ring_and_the_chunk_ranking_break_ties_as_documented():
    """Equal scores: the next ring takes the entity numbered first (met first), chunks go by id;
    expanded entities are never chosen again."""
    graph = _Neighbourhood()
    rows = [("mention", "a", "c2", 1.0), ("mention", "b", "c2", 1.0), ("mention", "a", "c1", 1.0)]
    rows += [("mention", "b", "c1", 1.0), ("degree", "a", None, 2.0), ("linksum", "a", None, 0.0)]
    graph.add(["a"], rows)
    scores = graph.walk({("e", "a"): 1.0, ("e", "z"): 1.0, ("e", "y"): 1.0}, damping=0.5)
    assert scores[("c", "c1")] == scores[("c", "c2")] > 0
    assert scores[("e", "z")] == scores[("e", "y")] > scores[("e", "b")] > 0  # z, y: their restart share only
    assert graph.next_ring(1) == ["z"] and graph.next_ring(5) == ["z", "y", "b"]  # z was numbered first
    assert [chunk_id for chunk_id, _ in graph.ranked_chunks(5)] == ["c1", "c2"]
    assert graph.ranked_chunks(1) == [("c1", scores[("c", "c1")])]


def test_the_ring_query_reads_narrow_rows_only(make_kb, database_url, tmp_path):
    """The ring query reads each frontier entity's precomputed links by name (schema version 5)
    and its other lookups are index-only once the tables are vacuumed (version 4): at 10k chunks
    aggregating relationships and reading wide entity and chunk rows was most of its time."""
    kb = make_kb()
    _ingest(kb, tmp_path, DOCS, "valley")
    with psycopg.connect(database_url, autocommit=True) as conn:
        register_vector(conn)
        conn.execute("VACUUM ANALYZE arcana_entities, arcana_entity_mentions, arcana_entity_links, arcana_chunks")
        vector = np.asarray(HashEmbeddings().embed_query("Brack"), dtype=np.float32)
        query = _ring_query(["brack & oduya", "samuel brack"], [], None, vector, GraphSearchSettings())
        conn.execute("SET enable_seqscan = off")  # a five-chunk table would be scanned whole otherwise
        plan = "\n".join(r[0] for r in conn.execute("EXPLAIN " + query.sql, query.params).fetchall())
    assert "arcana_relationships" not in plan
    assert "arcana_entity_links_name" in plan
    for index in ("arcana_entities_id_name", "arcana_entity_mentions_chunk", "arcana_chunks_id_embedding"):
        assert f"Index Only Scan using {index} " in plan, index


# Collection "a" holds the railway and a passage about Samuel Brack; only collection "b" says
# that Samuel Brack founded the firm that built the railway.
SCOPE_A = {
    "railway.md": "The Kestrel Valley Railway was built by Brack & Oduya.",
    "sailor.md": "Samuel Brack was a keen sailor.",
}
SCOPE_B = {"firm.md": "Brack & Oduya was founded by Samuel Brack."}


def _scope_extractor(texts):
    graphs = {
        SCOPE_A["railway.md"]: (
            ["Kestrel Valley Railway", "Brack & Oduya"],
            [("Kestrel Valley Railway", "Brack & Oduya")],
        ),
        SCOPE_A["sailor.md"]: (["Samuel Brack"], []),
        SCOPE_B["firm.md"]: (["Brack & Oduya", "Samuel Brack"], [("Samuel Brack", "Brack & Oduya")]),
    }
    return [
        {
            "entities": [{"name": n, "description": n} for n in graphs[t.strip()][0]],
            "relationships": [{"source": s, "target": o, "type": "LINKED"} for s, o in graphs[t.strip()][1]],
        }
        for t in texts
    ]


@pytest.mark.parametrize("graph", ["arcana", "ppr"])
def test_the_scope_never_leaks_through_the_graph(make_kb, tmp_path, graph):
    settings = GraphSearchSettings(depth=2, entity_limit=0, passage_weight=0.0)
    kb = make_kb(graph_settings=settings)
    _ingest(kb, tmp_path, SCOPE_A, "a", extractor=_scope_extractor)
    _ingest(kb, tmp_path, SCOPE_B, "b", extractor=_scope_extractor)
    query = "Kestrel Valley Railway"

    only_a = kb.search(query, collections="a", limit=4, graph=graph)
    assert {c.collection for c in only_a} == {"a"}
    ranked = {c.source for c in only_a if "graph_rank" in c.metadata}
    assert "railway.md" in ranked
    assert "sailor.md" not in ranked, "the link Samuel Brack - Brack & Oduya is stated only in b, out of scope"

    both = kb.search(query, collections=["a", "b"], limit=4, graph=graph)
    ranked = {c.source for c in both if "graph_rank" in c.metadata}
    assert {"railway.md", "firm.md", "sailor.md"} <= ranked, "both in scope: the same-named entities are one"

    only_b = kb.search(query, collections="b", limit=4, graph=graph)
    assert {c.collection for c in only_b} <= {"b"}


def test_the_bridge_walk_reaches_the_passage_about_the_next_entity_only_within_the_scope(make_kb, tmp_path):
    """``bridge`` walks from the passage about what the query names ("Kestrel Valley Railway") to
    the passage about an entity it names that the query does not (Brack & Oduya: its home is the
    chunk naming it earliest, firm.md, in b). With only "a" in scope that home is railway.md
    itself, so the walk reaches nothing and the plain list is returned as it is."""
    kb = make_kb()
    _ingest(kb, tmp_path, SCOPE_A, "a", extractor=_scope_extractor)
    _ingest(kb, tmp_path, SCOPE_B, "b", extractor=_scope_extractor)
    query = "Kestrel Valley Railway"

    only_a = kb.search(query, collections="a", limit=4, graph="bridge")
    assert only_a == kb.search(query, collections="a", limit=4)
    assert {c.collection for c in only_a} == {"a"}

    both = kb.search(query, collections=["a", "b"], limit=4, graph="bridge")
    ranked = [c.source for c in both if "graph_rank" in c.metadata]
    assert "firm.md" in ranked and "railway.md" in ranked

    only_b = kb.search(query, collections="b", limit=4, graph="bridge")
    assert {c.collection for c in only_b} <= {"b"}


def _span(name: str, text: str) -> tuple[int, int]:
    return text.find(name), text.find(name) + len(name)


def _naming_extractor(graph: dict[str, list[str]]):
    """An extractor naming, for each text of ``graph``, its listed entities at their first mention."""

    def extractor(texts):
        return [
            {
                "entities": [{"name": n, "description": n, "spans": [_span(n, t)]} for n in graph[t.strip()]],
                "relationships": [],
            }
            for t in texts
        ]

    return extractor


def test_an_entitys_home_is_the_chunk_that_names_it_earliest(make_kb, tmp_path):
    """The walk from the railway's passage goes to the passage *about* Brack & Oduya (it opens with
    the name), not to another passage that names the firm later on."""
    docs = {
        "railway.md": "The Kestrel Valley Railway was built by Brack & Oduya.",
        "firm.md": "Brack & Oduya was founded by Samuel Brack.",
        "mention.md": "Many years later the old sheds were sold by Brack & Oduya.",
    }
    graph = {
        docs["railway.md"]: ["Kestrel Valley Railway", "Brack & Oduya"],
        docs["firm.md"]: ["Brack & Oduya", "Samuel Brack"],
        docs["mention.md"]: ["Brack & Oduya"],
    }

    extractor = _naming_extractor(graph)

    kb = make_kb(graph_settings=GraphSearchSettings(bridge_origins=1))  # the walk starts from railway.md alone
    _ingest(kb, tmp_path, docs, "v", extractor=extractor)
    found = kb.search("Kestrel Valley Railway", collections="v", limit=3, graph="bridge")
    ranks = {c.source: c.metadata.get("graph_rank") for c in found}
    assert ranks.get("firm.md") is not None
    assert ranks.get("mention.md") is None, "a later mention is no home"


def test_the_bridge_walk_takes_one_more_step_from_the_best_home_and_its_settings_are_checked(make_kb, tmp_path):
    """railway -> the firm's page (its home) -> the founder's page (the home of the entity the
    firm's page names): the third passage of a three-hop question, with ``bridge_chain=1``; with
    ``bridge_chain=0`` the walk stops at the firm."""
    docs = {
        "railway.md": "The Kestrel Valley Railway was built by Brack & Oduya.",
        "firm.md": "Brack & Oduya was founded by Samuel Brack.",
        "birth.md": "Samuel Brack was born in Dunmere.",
    }
    graph = {
        docs["railway.md"]: ["Kestrel Valley Railway", "Brack & Oduya"],
        docs["firm.md"]: ["Brack & Oduya", "Samuel Brack"],
        docs["birth.md"]: ["Samuel Brack", "Dunmere"],
    }

    extractor = _naming_extractor(graph)

    ranked = {}
    for chain in (0, 1):
        kb = make_kb(graph_settings=GraphSearchSettings(bridge_origins=1, bridge_chain=chain))
        _ingest(kb, tmp_path / str(chain), docs, "v", extractor=extractor)
        found = kb.search("Kestrel Valley Railway", collections="v", limit=3, graph="bridge")
        ranked[chain] = {c.source for c in found if "graph_rank" in c.metadata}
    assert "firm.md" in ranked[0] and "birth.md" not in ranked[0]
    assert {"firm.md", "birth.md"} <= ranked[1]
    for bad in ({"bridge_origins": 0}, {"bridge_chain": -1}):
        with pytest.raises(ConfigurationError, match=next(iter(bad))):
            GraphSearchSettings(**bad)
