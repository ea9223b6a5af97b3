"""Communities of the entity graph on real Postgres: Leiden clusters that follow the links, stable
across detections, summaries written only for dirty communities, and failures contained."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from arcana_graph import UnknownCollectionError
from arcana_graph.store.graph.communities import LLMCommunitySummarizer
from tests.fakes import HashEmbeddings, RoutingChatModel
from tests.store.graph.test_graph_tables import FIRM, RAILWAY, _write

pytestmark = pytest.mark.postgres

HARBOUR = """# Harbourline ferries

The Harbourline Ferry Company was founded by Mara Quist in Saltmere.

Its ferry Tern crosses from Saltmere to Greyhaven every morning, captained by Jonas Reed.
"""


@pytest.fixture()
def valley(make_kb: Any, tmp_path: Path) -> Any:
    kb = make_kb(HashEmbeddings())
    _write(tmp_path / "docs" / "railway.md", RAILWAY)
    _write(tmp_path / "docs" / "firm.md", FIRM)
    _write(tmp_path / "docs" / "harbour.md", HARBOUR)
    assert kb.ingest(tmp_path / "docs", collection="valley", graph=True).ok
    kb.docs = tmp_path / "docs"  # type: ignore[attr-defined]
    return kb


def test_communities_follow_the_links_and_keep_the_two_stories_apart(valley: Any) -> None:
    report = valley.build_communities("valley")
    assert report.communities >= 2 and report.kept == 0 and report.summarized == 0
    level0 = [c for c in valley.communities("valley") if c.level == 0]
    assert len(level0) >= 2
    owner = {name: c.id for c in level0 for name in c.entities}
    assert len(owner) == sum(len(c.entities) for c in level0), "an entity is in one level-0 community"
    harbour = {owner[n] for n in ("Mara Quist", "Harbourline Ferry Company") if n in owner}
    valley_side = {owner[n] for n in ("Samuel Brack", "Kestrel Valley Railway") if n in owner}
    assert harbour and valley_side and harbour.isdisjoint(valley_side)
    assert all(c.dirty and c.summary is None for c in level0)


def test_summaries_are_written_once_and_again_only_for_what_changed(valley: Any) -> None:
    model = RoutingChatModel(default="A cluster about the valley's railway and its builders.")
    summarizer = LLMCommunitySummarizer(model)
    first = valley.build_communities("valley", summarizer=summarizer)
    calls = len(model.calls)
    assert first.summarized == first.communities == calls and first.failed == 0
    assert all(c.summary and not c.dirty for c in valley.communities("valley"))
    assert "# Entities" in model.calls[0]["prompt"]

    again = valley.build_communities("valley", summarizer=summarizer)
    assert (again.kept, again.summarized, len(model.calls)) == (again.communities, 0, calls), "nothing was dirty"

    # A re-ingest that changes one story marks its communities dirty; the other story's stay clean.
    _write(valley.docs / "harbour.md", HARBOUR + "\nMara Quist later sold the Tern to Ines Calloway.\n")
    valley.ingest(valley.docs, collection="valley")
    dirty = [c for c in valley.communities("valley") if c.dirty]
    assert dirty and any("Mara Quist" in c.entities for c in dirty)
    assert not any("Samuel Brack" in c.entities for c in dirty)
    third = valley.build_communities("valley", summarizer=summarizer)
    assert 0 < third.summarized < third.communities


def test_a_failing_summariser_leaves_the_community_dirty_and_the_rest_done(valley: Any) -> None:
    attempts: list[int] = []

    def flaky(entities: Any, relationships: Any) -> str:
        attempts.append(1)
        if len(attempts) == 1:
            raise RuntimeError("model unavailable")
        return "summary"

    report = valley.build_communities("valley", summarizer=flaky)
    assert report.failed == 1 and report.summarized == report.communities - 1
    empty = valley.build_communities("valley", summarizer=lambda entities, relationships: "  ")
    assert (empty.summarized, empty.failed) == (0, 1), "an empty summary is a failure: the community stays dirty"
    assert sum(c.dirty for c in valley.communities("valley")) == 1
    retry = valley.build_communities("valley", summarizer=flaky)
    assert (retry.summarized, retry.failed) == (1, 0)


def test_unknown_collections_and_collections_without_a_graph(valley: Any, tmp_path: Path) -> None:
    with pytest.raises(UnknownCollectionError):
        valley.build_communities("nope")
    _write(tmp_path / "plain" / "note.md", "Plain text without a graph.")
    valley.ingest(tmp_path / "plain", collection="plain")
    assert valley.build_communities("plain").communities == 0
    assert valley.communities("plain") == []
