"""The package's shape, checked (ARCHITECTURE.md): imports run downwards only, no feature imports a
sibling feature, no module imports another package's private names, no import cycles, no function
runs past 60 lines without a comment saying why, and no module binds a top-level name twice."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "arcana_graph"

LAYERS = {
    "core": 0,
    "models": 1,
    "store": 2,
    "grounding": 3,
    "loop": 4,
    "pipeline": 4,
    "serving": 5,
    "evaluation": 6,
    "cli": 7,
}
"""Each top-level package's layer: a module may import its own package and lower layers only."""

LONG_FUNCTION = 60
LONG_FUNCTION_NOTE = "Longer than 60 lines:"


def _modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def _imports(path: Path) -> list[tuple[str, list[str]]]:
    """Every ``arcana_graph`` import of a file (module level, in functions, under TYPE_CHECKING):
    (module, names imported from it)."""
    out: list[tuple[str, list[str]]] = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("arcana_graph"):
            out.append((node.module, [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            out += [(a.name, []) for a in node.names if a.name.startswith("arcana_graph")]
    return out


def _package(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else None


def test_imports_run_downwards_and_never_into_a_sibling_feature() -> None:
    problems = []
    for module, path in _modules().items():
        own = _package(module)
        if own is None or own not in LAYERS:
            continue  # the public door (arcana_graph/__init__.py) may import everything
        for target, _ in _imports(path):
            other = _package(target)
            if other is None:
                problems.append(f"{module} imports the public door arcana_graph (import from the module instead)")
            elif other != own and (other not in LAYERS or LAYERS[other] >= LAYERS[own]):
                problems.append(f"{module} ({own}, layer {LAYERS[own]}) imports {target} (layer {LAYERS.get(other)})")
    assert not problems, "\n".join(sorted(set(problems)))


def test_no_module_imports_another_packages_private_names() -> None:
    problems = []
    for module, path in _modules().items():
        for target, names in _imports(path):
            private = [n for n in names if n.startswith("_")]
            hidden = [p for p in target.split(".") if p.startswith("_")]
            if _package(target) != _package(module) and (private or hidden):
                problems.append(f"{module} imports {private or hidden} from {target}")
    assert not problems, "\n".join(problems)


def test_there_are_no_import_cycles() -> None:
    modules = _modules()
    graph: dict[str, set[str]] = defaultdict(set)
    for module, path in modules.items():
        for target, names in _imports(path):
            submodules = {f"{target}.{n}" for n in names if f"{target}.{n}" in modules}
            graph[module] |= submodules or ({target} if target in modules else set())
            graph[module].discard(module)
    cycles: list[list[str]] = []
    state: dict[str, int] = {}

    def visit(node: str, stack: list[str]) -> None:
        state[node] = 1
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1 and not nxt.startswith(f"{node}."):
                cycles.append([*stack[stack.index(nxt) :], nxt] if nxt in stack else [node, nxt])
            elif nxt not in state:
                visit(nxt, [*stack, nxt])
        state[node] = 2

    for module in sorted(modules):
        if module not in state:
            visit(module, [module])
    # A package's __init__ re-exporting its modules, which import each other, is not a cycle.
    real = [c for c in cycles if not any(modules[m].name == "__init__.py" for m in c)]
    assert not real, "\n".join(" -> ".join(c) for c in real)


def test_no_function_is_longer_than_60_lines_without_saying_why() -> None:
    problems = []
    for module, path in _modules().items():
        lines = path.read_text().splitlines()
        for node in ast.walk(ast.parse("\n".join(lines))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                length = node.end_lineno - node.lineno + 1  # type: ignore[operator]
                above = "\n".join(lines[max(0, node.lineno - 4) : node.lineno - 1])
                if length > LONG_FUNCTION and LONG_FUNCTION_NOTE not in above:
                    problems.append(f"{module}.{node.name}: {length} lines")
    assert not problems, "\n".join(problems)


def test_no_module_binds_a_top_level_name_twice() -> None:
    """A second ``NAME = ...`` (or ``def NAME``) at a module's top level silently replaces the first for
    every reader, including the code written above it: a set of words one reader relied on was once
    overwritten this way by another reader's set of the same name, and never used."""
    problems = []
    for module, path in _modules().items():
        seen: dict[str, int] = {}
        for node in ast.parse(path.read_text()).body:
            if isinstance(node, ast.Assign):
                names = [t.id for t in node.targets if isinstance(t, ast.Name)]
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                names = [node.target.id]
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names = [node.name]
            else:
                continue
            for name in names:
                if name in seen:
                    problems.append(f"{module}.{name}: lines {seen[name]} and {node.lineno}")
                seen[name] = node.lineno
    assert not problems, "\n".join(problems)
