"""Command-line options several commands share."""

from __future__ import annotations

import argparse
import json
import re
from typing import Any

from arcana_graph.core.errors import ConfigurationError
from arcana_graph.core.filters import parse_filter

__all__ = ["add_filter_option", "add_model_options", "filter_from", "metadata_from"]


def add_model_options(parser: argparse.ArgumentParser, *, ground: str = "none") -> None:
    """``--llm``, ``--answer-llm``, ``--max-iterations`` and ``--ground`` (``ask``, ``demo``, ``eval``)."""
    parser.add_argument(
        "--llm", default=None, help="controller model spec (default: ARCANA_LLM, OpenAI with a key, else local)"
    )
    parser.add_argument("--answer-llm", default=None, help="optional model that writes the final answer")
    parser.add_argument("--max-iterations", type=int, default=10)
    parser.add_argument(
        "--ground", choices=["none", "judge", "hhem"], default=ground, help="check the answer claim by claim"
    )


def add_filter_option(parser: argparse.ArgumentParser) -> None:
    """``--filter`` (``search``, ``ask``): a metadata filter, repeatable (all must hold)."""
    parser.add_argument(
        "--filter",
        action="append",
        default=[],
        metavar="EXPR",
        help="keep documents whose metadata matches: key=value, key!=value, key>=value (also >, <, <=), "
        'key=["a","b"] for one of, or a JSON filter such as \'{"$or": [...]}\'; repeat: all must hold',
    )


_CONDITION = re.compile(r"^\s*([^=!<>\s][^=!<>]*?)\s*(>=|<=|!=|=|>|<)\s*(.*?)\s*$", re.DOTALL)
_OPERATORS = {"=": "$eq", "!=": "$ne", ">": "$gt", ">=": "$gte", "<": "$lt", "<=": "$lte"}


def _value(text: str) -> Any:
    """A command-line value: JSON when it parses (numbers, true / false, lists, quoted strings), else text."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def metadata_from(pairs: list[str]) -> dict[str, Any]:
    """``ingest --metadata key=value`` options as a dict (values as in ``_value``: ``year=2024`` is a number).

    Raises:
        ConfigurationError: an option without ``=`` or with an empty key.
    """
    metadata: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key.strip():
            raise ConfigurationError(f"--metadata takes key=value (e.g. --metadata tenant=acme); got {pair!r}")
        metadata[key.strip()] = _value(text.strip())
    return metadata


def filter_from(expressions: list[str]) -> dict[str, Any] | None:
    """``--filter`` options as one metadata filter (None when there are none); checked here, so a
    mistake is reported before anything runs.

    Raises:
        ConfigurationError: an expression that is neither a condition nor a JSON object.
    """
    parts: list[dict[str, Any]] = []
    for expression in expressions:
        if expression.lstrip().startswith("{"):
            try:
                parts.append(json.loads(expression))
            except ValueError as exc:
                raise ConfigurationError(f"--filter {expression!r} is not valid JSON ({exc})") from exc
            continue
        match = _CONDITION.match(expression)
        if match is None:
            raise ConfigurationError(
                f"--filter takes key=value, key>=value (also !=, >, <, <=) or a JSON filter; got {expression!r}"
            )
        key, symbol, text = match.groups()
        value = _value(text)
        if isinstance(value, list) and symbol in ("=", "!="):
            parts.append({key: {"$in" if symbol == "=" else "$nin": value}})
        else:
            parts.append({key: {_OPERATORS[symbol]: value}})
    if not parts:
        return None
    combined = parts[0] if len(parts) == 1 else {"$and": parts}
    parse_filter(combined)
    return combined
