"""The window composes: `MainWindow` builds the frame and wires one controller per page or
menu, each given a narrow context (gui/session.py), so that no part of the window, dialog or
helper holds the window, and no module of the window grows into one that does everything."""

from __future__ import annotations

import ast
from pathlib import Path

import arbiter_gui.gui

GUI = Path(arbiter_gui.gui.__file__).parent
WINDOW_LINES = 300
MODULE_LINES = 800
# The modules that make a window: the window itself, the application and its self-test.
MAKERS = {"window.py", "app.py", "selftest.py"}


def _imported(path: Path) -> set[str]:
    """The modules `path` imports, those imported for the type checker only too."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = {node.module for node in ast.walk(tree)
             if isinstance(node, ast.ImportFrom) and node.module}
    names |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
              for alias in node.names}
    return names


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_the_window_only_builds_the_frame_and_wires_its_parts():
    assert _lines(GUI / "window.py") < WINDOW_LINES


def test_no_module_of_the_window_does_everything():
    large = {path.name: _lines(path) for path in GUI.glob("*.py")
             if _lines(path) > MODULE_LINES}
    assert large == {}


def test_no_part_of_the_window_holds_the_window():
    holding = sorted(path.name for path in GUI.glob("*.py")
                     if path.name not in MAKERS and "arbiter_gui.gui.window" in _imported(path))
    assert holding == []
