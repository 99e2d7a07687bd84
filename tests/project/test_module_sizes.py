"""No module of the program outside the pairing engines is over 800 lines: one that grows past
it is split by topic into a package whose `__init__` keeps its names (core/handling, core/store,
core/actions, core/tiebreak), so that the next engineer finds each part by its subject. The
engines (the `pairing` package) are exempt: each follows one rule text from beginning to end."""

from __future__ import annotations

from pathlib import Path

from tests.paths import ROOT

PACKAGE = ROOT / "arbiter_gui"
LIMIT = 800
ENGINES = "pairing"


def long_modules(package: Path) -> list[str]:
    """The modules of `package` outside the engines that are over LIMIT lines, with their size."""
    found = []
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package)
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if relative.parts[0] != ENGINES and lines > LIMIT:
            found.append(f"{relative.as_posix()}: {lines} lines")
    return found


def test_no_module_outside_the_engines_is_over_800_lines():
    assert long_modules(PACKAGE) == []


def test_a_long_module_is_found_and_an_engine_is_not(tmp_path):
    for name in ("core/long.py", "core/short.py", "pairing/engine.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / "core" / "long.py").write_text("x = 1\n" * (LIMIT + 1))
    (tmp_path / "core" / "short.py").write_text("x = 1\n" * LIMIT)
    (tmp_path / "pairing" / "engine.py").write_text("x = 1\n" * (LIMIT + 1))
    assert long_modules(tmp_path) == [f"core/long.py: {LIMIT + 1} lines"]
