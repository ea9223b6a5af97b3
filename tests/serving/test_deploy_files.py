"""The files for running past one machine: the checked-in Dockerfile is what ``langgraph
dockerfile`` generates from ``langgraph.json`` today (regenerate with ``make dockerfile``), it
installs the CPU torch wheel before the package, and the compose file wires the server to Postgres
with pgvector, Redis and the settings the graphs read."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
LANGGRAPH = Path(sys.executable).parent / "langgraph"


def _generated_dockerfile(workdir: Path) -> str:
    # The generated file names the project's folder, so generate from a folder named like the project.
    project = workdir / "arcana-graph"
    project.mkdir()
    for name in ("langgraph.json", "pyproject.toml"):
        shutil.copy(ROOT / name, project / name)
    shutil.copytree(ROOT / "graphs", project / "graphs")
    subprocess.run([str(LANGGRAPH), "dockerfile", "Dockerfile"], cwd=project, check=True, capture_output=True)
    return (project / "Dockerfile").read_text()


def test_the_checked_in_dockerfile_is_the_generated_one(tmp_path: Path) -> None:
    assert (ROOT / "Dockerfile").read_text() == _generated_dockerfile(tmp_path), "run `make dockerfile`"


def test_the_image_gets_the_cpu_torch_wheel_before_the_package() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text()
    torch_line = dockerfile.index("torch==2.13.0 --index-url https://download.pytorch.org/whl/cpu")
    assert torch_line < dockerfile.index("ADD . /deps/arcana-graph")
    config = json.loads((ROOT / "langgraph.json").read_text())
    assert config["dependencies"] == ["."] and config["python_version"] == "3.11"


def test_compose_wires_the_server_to_postgres_with_pgvector_and_redis() -> None:
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    services = compose["services"]
    assert services["postgres"]["image"].startswith("pgvector/pgvector:")
    server = services["server"]
    assert server["build"] == "." and set(server["depends_on"]) == {"postgres", "redis"}
    env = server["environment"]
    assert {"DATABASE_URI", "REDIS_URI", "N_JOBS_PER_WORKER"} <= set(env)
    assert env["ARCANA_DATABASE_URL"].startswith("postgresql://arcana:arcana@postgres:5432/")
    # every ARCANA_ setting the compose file sets is one the package reads (no misspelt name)
    source = "\n".join(p.read_text() for p in (ROOT / "arcana_graph").rglob("*.py"))
    unknown = [name for name in env if name.startswith("ARCANA_") and f'"{name}"' not in source]
    assert unknown == []
