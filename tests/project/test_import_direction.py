"""Imports point down (developers' guide, "The house rules"): core <- pairing <- reports <-
cli, server, gui, with the TRF package part of the core, and no module imports itself back
through others. Every module's imports are read from its source (ast), those inside functions
included: an import hidden in a function is a dependency all the same. An import for the type
checker only (`if TYPE_CHECKING:`) must point down too, but it runs nothing: it closes no
cycle."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.paths import ROOT

PACKAGE = ROOT / "arbiter_gui"

# The layer of each top-level part of the program; a module may import its own layer or lower.
LAYERS = {
    "resources": 0,  # where the program's files are: stdlib only, used by every layer
    "core": 0,
    "pairing": 1,
    "reports": 2,
    "cli": 3,
    "server": 3,
    "gui": 3,
    "client": 3,  # the program as a client of the pairing server, beside the window
    "demo": 3,  # the demo tournament the window offers
}
# The random-tournament generator is a tool of the tests (the window's self-test among them), of
# `arbiter-pairing -g` and of the demo tournament, never of the program's own work (the
# server, the window's pairing).
GENERATOR = "arbiter_gui.pairing.generator"
GENERATOR_USERS = {"arbiter_gui.cli.pairing", "arbiter_gui.demo", "arbiter_gui.gui.selftest"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _absolute(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    base = base[: len(base) - node.level + (1 if is_package else 0)]
    return ".".join(base + ([node.module] if node.module else []))


def _for_type_checker(node: ast.AST) -> bool:
    test = node.test if isinstance(node, ast.If) else None
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"
            or isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _nodes(tree: ast.AST, at_run_time: bool) -> list[ast.AST]:
    if not at_run_time:
        return list(ast.walk(tree))
    nodes, todo = [], [tree]
    while todo:
        node = todo.pop()
        nodes.append(node)
        children = list(ast.iter_child_nodes(node))
        if _for_type_checker(node):
            children = [child for child in children if child not in node.body]
        todo.extend(children)
    return nodes


def imports_of(path: Path, known: set[str], at_run_time: bool = False) -> set[str]:
    """The program's modules that the module at `path` imports, wherever in it (only those it
    imports when it runs if `at_run_time`)."""
    module = module_name(path)
    found: set[str] = set()
    for node in _nodes(ast.parse(path.read_text(encoding="utf-8")), at_run_time):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(module, node, path.name == "__init__.py")
            # `from package import module` names a module; `from module import name` does not.
            names = [f"{source}.{alias.name}" for alias in node.names
                     if f"{source}.{alias.name}" in known] or [source]
        else:
            continue
        found.update(name for name in names if name.split(".")[0] == "arbiter_gui")
    return (found | _packages_run_first(module, found, known)) - {module}


def _packages_run_first(module: str, imported: set[str], known: set[str]) -> set[str]:
    """Importing `a.b.c` runs the package `a.b` first (its `__init__`), unless the importing
    module is inside it: then the package is already being imported."""
    own = {".".join(module.split(".")[:k]) for k in range(1, module.count(".") + 2)}
    return {package for name in imported for k in range(1, name.count(".") + 1)
            if (package := ".".join(name.split(".")[:k])) in known and package not in own}


def import_graph(at_run_time: bool = False) -> dict[str, set[str]]:
    paths = sorted(PACKAGE.rglob("*.py"))
    known = {module_name(path) for path in paths}
    return {module_name(path): imports_of(path, known, at_run_time) for path in paths}


def layer(module: str) -> int | None:
    parts = module.split(".")
    return LAYERS.get(parts[1]) if len(parts) > 1 else None


def upward_imports(graph: dict[str, set[str]]) -> list[str]:
    wrong = []
    for module, imported in graph.items():
        for target in imported:
            low, high = layer(module), layer(target)
            if low is not None and high is not None and high > low:
                wrong.append(f"{module} imports {target}")
    return sorted(wrong)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in graph.get(node, ()):
            if target not in graph:
                continue
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_every_part_of_the_program_has_a_layer():
    parts = {module.split(".")[1] for module in import_graph() if "." in module}
    assert parts <= set(LAYERS), f"give these parts a layer: {parts - set(LAYERS)}"


def test_imports_point_down():
    assert upward_imports(import_graph()) == []


def test_no_module_imports_itself_back():
    assert cycles(import_graph(at_run_time=True)) == []


def private_imports(path: Path) -> list[str]:
    """The names starting with one underscore that the module imports from another (the
    gettext function `_` aside): what is used elsewhere is public where it is defined."""
    return [f"{path.name}:{node.lineno} {alias.name}"
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.ImportFrom)
            for alias in node.names
            if alias.name.startswith("_") and alias.name != "_" and not alias.name.startswith("__")]


def test_no_module_imports_another_ones_private_names():
    paths = sorted(PACKAGE.rglob("*.py"))
    assert [found for path in paths for found in private_imports(path)] == []


def test_a_private_import_is_found(tmp_path):
    source = tmp_path / "x.py"
    source.write_text("from a import _, public, _private\n")
    assert private_imports(source) == ["x.py:1 _private"]


def test_the_generator_is_a_tool_of_tests_and_the_command_line():
    users = {module for module, imported in import_graph().items() if GENERATOR in imported}
    assert users <= GENERATOR_USERS


@pytest.mark.parametrize(("graph", "expected"), [
    ({"arbiter_gui.core.a": {"arbiter_gui.pairing.b"}, "arbiter_gui.pairing.b": set()},
     ["arbiter_gui.core.a imports arbiter_gui.pairing.b"]),
    ({"arbiter_gui.gui.a": {"arbiter_gui.core.b"}, "arbiter_gui.core.b": set()}, []),
])
def test_an_upward_import_is_found(graph, expected):
    assert upward_imports(graph) == expected


def test_a_cycle_through_a_third_module_is_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


def _imports_of_source(tmp_path, monkeypatch, text: str, at_run_time: bool) -> set[str]:
    source = tmp_path / "arbiter_gui" / "core" / "x.py"
    source.parent.mkdir(parents=True)
    source.write_text(text)
    monkeypatch.setattr(f"{__name__}.PACKAGE", tmp_path / "arbiter_gui")
    return imports_of(source, {"arbiter_gui.pairing.swiss"}, at_run_time)


def test_an_import_inside_a_function_counts(tmp_path, monkeypatch):
    text = "def f():\n    from ..pairing import swiss\n"
    assert _imports_of_source(tmp_path, monkeypatch, text, True) == {"arbiter_gui.pairing.swiss"}


def test_importing_a_module_of_a_package_runs_the_package_first():
    known = {"arbiter_gui.core", "arbiter_gui.core.trf", "arbiter_gui.core.trf.records"}
    assert _packages_run_first("arbiter_gui.core.validate", {"arbiter_gui.core.trf.records"},
                               known) == {"arbiter_gui.core.trf"}
    assert _packages_run_first("arbiter_gui.core.trf.reader", {"arbiter_gui.core.trf.records"},
                               known) == set()


@pytest.mark.parametrize(("at_run_time", "expected"), [
    (False, {"arbiter_gui.pairing.swiss"}),
    (True, set()),
])
def test_an_import_for_the_type_checker_runs_nothing(tmp_path, monkeypatch, at_run_time,
                                                     expected):
    text = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..pairing import swiss\n"
    assert _imports_of_source(tmp_path, monkeypatch, text, at_run_time) == expected
