"""Metadata filters: parsing with one-line errors, Python semantics, and narrowing."""

from __future__ import annotations

import math

import pytest

from arcana_graph import ConfigurationError
from arcana_graph.core.filters import All, AnyOf, Compare, Exists, Not, both, matches, parse_filter

DOC = {"tenant": "acme", "year": 2021, "score": 7.5, "public": True, "lang": "en", "date": "2021-03-04"}


def test_shorthand_and_operators_parse_to_one_tree():
    assert parse_filter(None) is None
    assert parse_filter({}) is None
    assert parse_filter({"tenant": "acme"}) == Compare("tenant", "$eq", "acme")
    tree = parse_filter({"tenant": "acme", "year": {"$gte": 2020, "$lt": 2024}})
    assert tree == All((Compare("tenant", "$eq", "acme"), Compare("year", "$gte", 2020), Compare("year", "$lt", 2024)))
    assert parse_filter({"$or": [{"a": 1}, {"b": {"$in": ["x", "y"]}}]}) == AnyOf(
        (Compare("a", "$eq", 1), Compare("b", "$in", ("x", "y")))
    )
    assert parse_filter({"$not": {"draft": {"$exists": True}}}) == Not(Exists("draft", True))


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("tenant=acme", "must be a mapping"),
        ({"tenant": {"$like": "a%"}}, "unknown operator"),
        ({"$nor": []}, "unknown operator '$nor'"),
        ({"year": {"$gte": math.nan}}, "finite numbers"),
        ({"year": {"$gte": True}}, "not booleans"),
        ({"lang": {"$in": []}}, "non-empty list"),
        ({"lang": {"$in": "en"}}, "non-empty list"),
        ({"$and": {"a": 1}}, "non-empty list"),
        ({"draft": {"$exists": "no"}}, "true or false"),
        ({"draft": None}, "$exists"),
        ({"tags": ["a", "b"]}, "values must be"),
        ({"tenant": {}}, "empty condition"),
        ({5: "x"}, "non-empty strings"),
    ],
)
def test_malformed_filters_fail_with_one_line_saying_what_to_write(raw, message):
    with pytest.raises(ConfigurationError, match=None) as caught:
        parse_filter(raw)
    text = str(caught.value)
    assert message in text and "\n" not in text


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ({"tenant": "acme"}, True),
        ({"tenant": "other"}, False),
        ({"year": 2021}, True),
        ({"year": "2021"}, False),  # types never mix
        ({"public": 1}, False),  # True is not 1
        ({"score": {"$gt": 7, "$lte": 7.5}}, True),
        ({"date": {"$gte": "2021-01-01", "$lt": "2022-01-01"}}, True),
        ({"date": {"$gte": 2021}}, False),  # a number range does not match a string
        ({"lang": {"$in": ["fr", "en"]}}, True),
        ({"lang": {"$nin": ["fr", "en"]}}, False),
        ({"missing": {"$ne": "x"}}, True),  # absent keys pass $ne / $nin
        ({"missing": {"$nin": ["x"]}}, True),
        ({"missing": {"$gt": 0}}, False),
        ({"missing": {"$exists": False}}, True),
        ({"$or": [{"tenant": "other"}, {"public": True}]}, True),
        ({"$not": {"tenant": "acme"}}, False),
    ],
)
def test_matches_follows_the_documented_semantics(raw, expected):
    assert matches(parse_filter(raw), DOC) is expected


def test_both_keeps_every_condition_of_the_run():
    run = {"tenant": "acme"}
    step = {"year": {"$gte": 2022}}
    combined = both(run, step)
    assert combined == {"$and": [run, step]}
    assert not matches(parse_filter(combined), DOC)  # the step narrowed: 2021 < 2022
    assert not matches(parse_filter(both(run, {"tenant": "other"})), DOC)  # cannot swap the tenant
    assert both(None, step) == step and both(run, None) == run and both(None, {}) is None
