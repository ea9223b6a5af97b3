"""The ``rrf`` search mode on a real Postgres: reciprocal-rank fusion of the vector and keyword
rankings, checked by hand on a tiny corpus and against a fusion computed in Python; the threshold
rule, the scope rules, sync against async, and the HNSW path against the exact one."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import psycopg
import pytest

from arcana_graph import ConfigurationError, KnowledgeBase, SearchSettings, UnknownCollectionError
from arcana_graph.cli import main
from arcana_graph.store.search import SEARCH_MODES, Query, search_program
from tests.fakes import HashEmbeddings

pytestmark = pytest.mark.postgres

K = 60  # the RRF constant (SearchSettings.rrf_k)

# One chunk per file. With HashEmbeddings the cosines are deterministic; the keyword side stems
# ("lanterns" matches "lantern") and drops stopwords ("the"), so the two rankings differ.
TINY = {
    "d1": "A copper lantern.",
    "d2": "The copper kettle and the copper pot.",
    "d3": "The one with the other.",
    "d4": "Brass lanterns everywhere.",
    "d5": "An iron anchor chain.",
    "d6": "A green glass bottle.",
}

# Sentences on a few themes for the real embedder: no two share a cosine or a rank by accident.
THEMES = {
    "harbour": [
        "The harbour master counts the fishing boats every morning.",
        "Herring boats unload their catch at the north quay before dawn.",
        "A storm lantern hangs above the harbour gate all winter.",
        "The ferry to the island leaves the harbour at noon.",
        "Fishermen mend their nets on the harbour wall.",
        "The lighthouse lens was ground by a glassblower from the valley.",
    ],
    "railway": [
        "The valley railway opened in 1871 with two steam engines.",
        "Passengers change trains at the junction below the mill.",
        "The station clock was repaired by the village clockmaker.",
        "Coal wagons climb the incline to the upper quarry.",
        "The night train carries mail and newspapers to the coast.",
        "A signal box guards the bridge over the river.",
    ],
    "mill": [
        "The paper mill draws its water from the upper weir.",
        "Linen rags are pulped and pressed into sheets at the mill.",
        "The mill owner founded the village school in 1890.",
        "Workers at the mill struck for shorter hours in 1912.",
        "The weir was rebuilt after the great flood.",
        "Copper kettles from the foundry heat the drying lofts.",
    ],
}
QUERIES = [
    "Who repaired the station clock?",
    "boats at the harbour",
    "when did the railway open",
    "the flood and the weir",
    "lantern",
    "school founded by the mill owner",
    "copper kettles",
    "mail train to the coast",
]


def _write(folder: Path, texts: dict[str, str]) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in texts.items():
        (folder / f"{name}.txt").write_text(text, encoding="utf-8")
    return folder


@pytest.fixture
def tiny_kb(make_kb, tmp_path: Path) -> KnowledgeBase:
    # candidate_multiplier=1: each list holds exactly ``limit`` chunks, so ranks are easy to follow
    kb = make_kb(HashEmbeddings(), search_settings=SearchSettings(candidate_multiplier=1))
    kb.ingest(_write(tmp_path / "tiny", TINY), collection="tiny")
    return kb


@pytest.fixture
def themes_kb(make_kb, minilm, tmp_path: Path) -> KnowledgeBase:
    kb = make_kb(minilm)
    for theme, sentences in THEMES.items():
        kb.ingest(_write(tmp_path / theme, {f"{theme}-{i}": s for i, s in enumerate(sentences)}), collection=theme)
    return kb


def _names(chunks: list) -> list[str]:
    return [c.source.removesuffix(".txt") for c in chunks]


def _expected(kb: KnowledgeBase, ranks: dict[str, list[int]], limit: int) -> list[tuple[str, float]]:
    """Best ``limit`` by sum of 1 / (K + rank), equal scores by chunk id."""
    ids = {c.source.removesuffix(".txt"): c.id for c in kb.chunks()}
    scores = {name: sum(1 / (K + r) for r in positions) for name, positions in ranks.items()}
    order = sorted(scores, key=lambda name: (-scores[name], ids[name]))[:limit]
    return [(name, scores[name]) for name in order]


def _fused(kb: KnowledgeBase, query: str, limit: int, **options: object) -> list[tuple[str, float]]:
    hits = kb.search(query, mode="rrf", limit=limit, **options)  # type: ignore[arg-type]
    return list(zip(_names(hits), [c.score for c in hits], strict=True))


def _assert_same(actual: list[tuple[str, float]], expected: list[tuple[str, float]], tol: float = 1e-12) -> None:
    """Same names in the same order, scores equal up to float rounding."""
    assert [name for name, _ in actual] == [name for name, _ in expected]
    assert [score for _, score in actual] == pytest.approx([score for _, score in expected], abs=tol)


def test_rrf_is_a_search_mode() -> None:
    assert "rrf" in SEARCH_MODES and SearchSettings().rrf_k == K
    with pytest.raises(ConfigurationError, match="rrf_k"):
        SearchSettings(rrf_k=-1)
    with pytest.raises(ConfigurationError, match="candidate_multiplier"):
        SearchSettings(candidate_multiplier=0)


def test_fusion_by_hand_the_vector_top_chunk_drops_when_the_keyword_list_lacks_it(tiny_kb) -> None:
    query = "the brass kettle"
    # the two lists of 3 (limit 3 x candidate_multiplier 1), as the other modes rank them
    assert _names(tiny_kb.search(query, mode="vector", limit=3, threshold=-1)) == ["d3", "d2", "d4"]
    assert _names(tiny_kb.search(query, mode="keyword", limit=3, threshold=-1)) == ["d2", "d4"]
    fused = _fused(tiny_kb, query, 3, threshold=-1)
    # (d2 and d4 have equal ts_rank, so the keyword list orders them by chunk id)
    # d2: vector 2, keyword 1; d4: vector 3, keyword 2; d3: vector 1 only
    assert [name for name, _ in fused] == ["d2", "d4", "d3"]
    assert [score for _, score in fused] == pytest.approx([1 / 62 + 1 / 61, 1 / 63 + 1 / 62, 1 / 61], abs=1e-12)


def test_fusion_by_hand_equal_scores_go_by_chunk_id_and_one_list_chunks_appear(tiny_kb) -> None:
    query = "the copper lantern"
    assert _names(tiny_kb.search(query, mode="vector", limit=4, threshold=-1)) == ["d2", "d1", "d3", "d5"]
    assert _names(tiny_kb.search(query, mode="keyword", limit=4, threshold=-1)) == ["d1", "d2", "d4"]
    # limit 3: lists of 3. d1 and d2 are 1st and 2nd in both lists (equal scores); d3 is only in
    # the vector list, d4 only in the keyword list, both 3rd: ties broken by chunk id.
    three = {"d1": [2, 1], "d2": [1, 2], "d3": [3], "d4": [3]}
    _assert_same(_fused(tiny_kb, query, 3, threshold=-1), _expected(tiny_kb, three, 3))
    # limit 4: lists of 4, so both one-list chunks make it, ahead of d5 (vector 4th only)
    four = {"d1": [2, 1], "d2": [1, 2], "d3": [3], "d4": [3], "d5": [4]}
    fused = _fused(tiny_kb, query, 4, threshold=-1)
    _assert_same(fused, _expected(tiny_kb, four, 4))
    assert {name for name, _ in fused} == {"d1", "d2", "d3", "d4"}


def test_threshold_applies_to_the_cosine_after_fusion(tiny_kb) -> None:
    query = "the copper lantern"
    cosines = {c.source.removesuffix(".txt"): c.score for c in tiny_kb.search(query, limit=6, threshold=-1)}
    assert cosines["d4"] == pytest.approx(0.0)  # "lanterns" matches by stem only: no shared word
    # Lists of 4 as above: vector d2 d1 d3 d5, keyword d1 d2 d4. The default threshold 0 drops d4
    # (cosine 0) after fusion, as vector mode would: the others keep their ranks and scores, and
    # the next best (d5) fills the place.
    ranks = {"d1": [2, 1], "d2": [1, 2], "d3": [3], "d5": [4]}
    _assert_same(_fused(tiny_kb, query, 4), _expected(tiny_kb, ranks, 4))
    assert "d4" in dict(_fused(tiny_kb, query, 4, threshold=-1))
    # A threshold on the cosine scale means what it means in vector mode, whatever the RRF scores
    # (all below 2 / 61 = 0.033)
    strict = _fused(tiny_kb, query, 4, threshold=0.5)
    assert {name for name, _ in strict} == {n for n, cosine in cosines.items() if cosine > 0.5} == {"d1", "d2"}
    assert max(score for _, score in _fused(tiny_kb, query, 6, threshold=-1)) <= 2 / 61


def test_rrf_matches_a_reference_fusion_of_the_vector_and_keyword_rankings(themes_kb) -> None:
    multiplier = themes_kb.search_settings.candidate_multiplier
    checked = 0
    for query in QUERIES:
        for limit in (2, 5):
            pool = limit * multiplier
            vector = themes_kb.search(query, mode="vector", limit=pool, threshold=-1, force_exact=True)
            keyword = themes_kb.search(query, mode="keyword", limit=pool, threshold=-1)
            scores: dict[str, float] = {}
            for ranking in (vector, keyword):
                for rank, chunk in enumerate(ranking, start=1):
                    scores[chunk.id] = scores.get(chunk.id, 0.0) + 1 / (K + rank)
            reference = sorted(scores.items(), key=lambda item: (-item[1], item[0]))[:limit]
            fused = themes_kb.search(query, mode="rrf", limit=limit, threshold=-1, force_exact=True)
            _assert_same([(c.id, c.score) for c in fused], reference)
            checked += bool(keyword)
    assert checked >= len(QUERIES)  # the keyword side really took part


def test_rrf_on_an_empty_store_finds_nothing_and_refuses_unknown_names(make_kb) -> None:
    empty = make_kb(HashEmbeddings())
    assert empty.search("anything", mode="rrf") == []
    with pytest.raises(UnknownCollectionError, match="none yet"):
        empty.search("anything", mode="rrf", collections="railway")


def test_rrf_follows_the_scope_rules(themes_kb) -> None:
    query = "the clock at the station"
    assert {c.collection for c in themes_kb.search(query, mode="rrf", collections="railway")} == {"railway"}
    both = themes_kb.search(query, mode="rrf", collections=["mill", "railway"], limit=12)
    assert {c.collection for c in both} == {"mill", "railway"}
    assert {c.collection for c in themes_kb.search(query, mode="rrf", limit=18)} == set(THEMES)
    assert themes_kb.search(query, mode="rrf", collections=[]) == []
    assert themes_kb.search(query, mode="rrf", limit=0) == []
    with pytest.raises(UnknownCollectionError, match="'docks'"):
        themes_kb.search(query, mode="rrf", collections=["railway", "docks"])
    # the scope holds inside both lists: a keyword that only another collection has finds nothing there
    assert "mill" not in {c.collection for c in themes_kb.search("weir flood", mode="rrf", collections="harbour")}


def test_asearch_returns_what_search_returns(themes_kb) -> None:
    cases = [
        {"query": q, "collections": scope, "force_exact": exact, "threshold": threshold, "limit": 4}
        for q in QUERIES[:4]
        for scope in (None, "mill", ["harbour", "railway"])
        for exact in (None, True, False)
        for threshold in (-1.0, 0.3)
    ]
    expected = [themes_kb.search(mode="rrf", **case) for case in cases]
    assert sum(map(bool, expected)) > len(cases) / 2

    async def run_all() -> list[list[object]]:
        found = [await themes_kb.asearch(mode="rrf", **case) for case in cases]
        with pytest.raises(UnknownCollectionError):
            await themes_kb.asearch("boats", mode="rrf", collections="docks")
        assert await themes_kb.asearch("boats", mode="rrf", collections=[]) == []
        return found

    assert asyncio.run(run_all()) == expected


def _explain(conn: psycopg.Connection, statement: Query) -> str:
    return "\n".join(r[0] for r in conn.execute("EXPLAIN " + statement.sql, statement.params))  # type: ignore[arg-type]


def test_the_hnsw_path_agrees_with_the_exact_path(themes_kb, minilm) -> None:
    for query in QUERIES:
        exact = themes_kb.search(query, mode="rrf", limit=5, threshold=-1, force_exact=True)
        approx = themes_kb.search(query, mode="rrf", limit=5, threshold=-1, force_exact=False)
        assert len(exact) == 5
        _assert_same([(c.id, c.score) for c in approx], [(c.id, c.score) for c in exact])

    # The index path's statement really uses both indexes; the exact one uses neither vector index.
    def first_statement(force_exact: bool) -> Query:
        program = search_program(
            query=QUERIES[0],
            query_vector=minilm.embed_query(QUERIES[0]),
            scope=None,
            limit=5,
            threshold=-1.0,
            mode="rrf",
            settings=themes_kb.search_settings,
            force_exact=force_exact,
        )
        statement = next(program)
        program.close()
        return statement

    index, exact_statement = first_statement(False), first_statement(True)
    assert (index.plan, exact_statement.plan) == ("index", "exact")
    with themes_kb.pool.connection() as conn:  # the pool's connections know the vector type
        conn.execute("SET enable_seqscan = off")
        plan = _explain(conn, index)
        conn.execute("SET enable_seqscan = on")
        conn.execute("SET enable_indexscan = off")
        exact_plan = _explain(conn, exact_statement)
    assert "arcana_chunks_embedding_hnsw" in plan and "arcana_chunks_tsv" in plan
    assert "arcana_chunks_embedding_hnsw" not in exact_plan


def test_the_cli_searches_in_rrf_mode(themes_kb, database_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--database-url", database_url, "search", "copper kettles", "--mode", "rrf", "--limit", "3", "--json"]
    assert main(args) == 0
    chunks = json.loads(capsys.readouterr().out)
    expected = themes_kb.search("copper kettles", mode="rrf", limit=3)
    assert [c["id"] for c in chunks] == [c.id for c in expected]
    assert chunks[0]["score"] >= chunks[-1]["score"]
