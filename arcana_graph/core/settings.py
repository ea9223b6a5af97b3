"""Where arcana-graph keeps its files, and reading numbers from the environment, for every layer."""

from __future__ import annotations

import math
import os
from pathlib import Path

from arcana_graph.core.errors import ConfigurationError

__all__ = ["data_dir", "env_number"]


def data_dir() -> Path:
    """The folder for arcana-graph's own files: ``ARCANA_DATA_DIR`` or the XDG data dir
    (``~/.local/share/arcana-graph``): the embedded database, the model cache, server state."""
    configured = os.environ.get("ARCANA_DATA_DIR")
    if configured:
        return Path(configured).expanduser()
    import platformdirs

    return platformdirs.user_data_path("arcana-graph")


def env_number(name: str, default: float, *, whole: bool = False, minimum: float = 0) -> float:
    """``os.environ[name]`` as a number (``default`` when unset or empty).

    Raises:
        ConfigurationError: not a finite number of at least ``minimum`` (a whole one with ``whole``).
    """
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < minimum or (whole and value != int(value)):
        if whole:
            kind = "a positive integer" if minimum >= 1 else f"an integer ({minimum:g} or more)"
        else:
            kind = f"a number of {minimum:g} or more"
        raise ConfigurationError(f"{name} must be {kind}, got {raw!r}")
    return int(value) if whole else value
