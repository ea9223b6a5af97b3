"""Command-line options several commands share."""

from __future__ import annotations

import argparse

__all__ = ["add_model_options"]


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
