"""Finding and loading Hugging Face models on a machine without hub access (the local embedder,
HHEM, cross-encoder rerankers): one way to locate weights, one error when they are missing, one
per-process cache of loaded models.

Weights are never downloaded at run time (``HF_HUB_OFFLINE``): a model is a folder on disk, or an
entry already in the Hugging Face cache.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Any, TypeVar

from arcana_graph.core.errors import WeightsNotFoundError

__all__ = ["load_once", "locate_weights"]

T = TypeVar("T")
_loaded: dict[Hashable, Any] = {}
_lock = threading.Lock()


def locate_weights(location: str | os.PathLike[str] | None, *, default: str, what: str, hint: str) -> Path:
    """The folder of a model: ``location`` if it is a folder, else the cached snapshot of the hub id
    ``location`` (or ``default`` when None).

    Args:
        what: the model, as a person would name it ("HHEM-2.1-Open weights").
        hint: how to point at the weights instead ("HHEMGrounder(model_path=...) / ARCANA_HHEM_PATH").

    Raises:
        WeightsNotFoundError: neither is on this machine (the message says how to provide them).
    """
    if location is not None and Path(location).is_dir():
        return Path(location)
    repo_id = str(location) if location is not None else default
    try:
        from huggingface_hub import snapshot_download

        return Path(snapshot_download(repo_id, local_files_only=True))
    except Exception as exc:  # not in the cache (or the hub library missing): say how to provide it
        raise WeightsNotFoundError(
            f"{what} not found locally ({repo_id}); download {repo_id} on a machine with internet "
            f"(`huggingface-cli download {repo_id}`) and copy it into the Hugging Face cache, or pass its folder "
            f"({hint})"
        ) from exc


def load_once(key: Hashable, build: Callable[[], T]) -> T:
    """``build()`` the first time ``key`` is asked for in this process, the same object afterwards
    (thread-safe: loading weights takes seconds and hundreds of megabytes)."""
    with _lock:
        if key not in _loaded:
            _loaded[key] = build()
        return _loaded[key]  # type: ignore[no-any-return]
