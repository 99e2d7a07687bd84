"""`make dist` on Linux: the frozen program answers --version and passes its --self-test, the
bundle holds no test code or caches, and the .tar.gz installs into a user's menu and uninstalls.

Slow (about a minute: PyInstaller, then 60 MB of gzip); needs PyInstaller from PyPI."""

from __future__ import annotations

import os
import platform
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from arbiter_gui import __version__
from arbiter_gui.core.i18n import LANGUAGES
from arbiter_gui.reports.scripts import FONT_SET
from tests.paths import ROOT

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="builds the Linux bundle"),
]

NAME = "arbiter-gui"
# Folder and module names that only tests and test tools make; none belongs in the program.
TEST_FOLDERS = {"tests", ".pytest_cache", ".hypothesis", "hypothesis", "_pytest", "pytest",
                "pytestqt", ".ruff_cache"}
TEST_MODULES = ("tests", "pytest", "_pytest", "pytestqt", "hypothesis", "pypdf")
SERVER_MODULES = ("fastapi", "starlette", "uvicorn", "sqlalchemy", "psycopg", "pydantic",
                  "swagger_ui_bundle")


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """PyInstaller's output folder after `make dist`."""
    folder = tmp_path_factory.mktemp("dist")
    done = subprocess.run(["make", "dist", f"DIST={folder}"], cwd=ROOT, capture_output=True,
                          text=True, timeout=1200)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return folder


def _plain_env(home: Path) -> dict[str, str]:
    """An arbiter's session: no display setting, no test folders, a home of its own."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "XDG_DATA_HOME")
           and not k.startswith("ARBITER_GUI_")}
    env["HOME"] = str(home)
    return env


def _run(program: Path, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(program), *args], capture_output=True, text=True, timeout=120,
                          env=_plain_env(home), cwd=home)


def test_frozen_program_prints_its_version(dist, tmp_path):
    done = _run(dist / NAME / NAME, "--version", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"arbiter-gui {__version__}"


def test_frozen_program_passes_its_self_test(dist, tmp_path):
    done = _run(dist / NAME / NAME, "--self-test", home=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "round 2 pairings printed" in done.stdout
    assert "self-test passed" in done.stdout
    assert list(tmp_path.iterdir()) == []  # nothing written to the user's home


def test_frozen_program_self_test_speaks_the_language_asked_for(dist, tmp_path):
    done = _run(dist / NAME / NAME, "--self-test", "--language", "ru", home=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "язык: Русский" in done.stdout
    assert "самопроверка пройдена" in done.stdout


def test_bundle_holds_resources_and_the_offscreen_plugin_but_no_tests(dist):
    bundle = dist / NAME
    internal = bundle / "_internal"
    assert (internal / "resources" / "icons" / "arbiter-gui-256.png").is_file()
    fonts = internal / "resources" / "fonts"
    assert all((fonts / file).is_file() for pair in FONT_SET for file in pair)
    assert list(internal.glob("PySide6/Qt/plugins/platforms/libqoffscreen.so"))
    # Qt's own translations of the languages shipped only (the rest: 7 MB unused), and ours.
    kept = sorted(p.name for p in internal.glob("PySide6/Qt/translations/*"))
    assert kept == sorted(f"qtbase_{code}.qm" for code in LANGUAGES)
    ours = internal / "resources" / "translations"
    assert all((ours / f"arbiter_gui_{code}.qm").is_file() for code in LANGUAGES)
    assert not list(internal.glob("**/QtWebEngine*")) and not list(internal.glob("**/*Qt63D*"))
    found = sorted(str(p.relative_to(bundle)) for p in bundle.rglob("*")
                   if p.is_dir() and p.name in TEST_FOLDERS)
    assert found == []
    caches = [p for p in bundle.rglob("__pycache__") if "arbiter_gui" in p.parts]
    assert caches == []


def test_bundled_python_archive_holds_no_test_module(dist):
    from PyInstaller.archive.readers import CArchiveReader

    archive = CArchiveReader(str(dist / NAME / NAME)).open_embedded_archive("PYZ.pyz")
    modules = set(archive.toc)
    assert "arbiter_gui.gui.selftest" in modules and "arbiter_gui.reports" in modules
    # What prints text in any script: bidi order (python-bidi) and shaping (uharfbuzz).
    assert {"bidi.algorithm", "bidi.mirror", "uharfbuzz"} <= modules
    assert sorted(m for m in modules if m.split(".")[0] in TEST_MODULES) == []
    # The pairing server (the `server` extra) is no part of the desktop program.
    assert sorted(m for m in modules if m.split(".")[0] in SERVER_MODULES
                  or m.startswith("arbiter_gui.server")) == []


def test_tarball_installs_into_the_menu_and_uninstalls(dist, tmp_path):
    tarball = dist / f"{NAME}-{__version__}-linux-{platform.machine()}.tar.gz"
    top = f"{NAME}-{__version__}"
    with tarfile.open(tarball) as tar:
        members = {m.name: m for m in tar.getmembers()}
        assert all(name == top or name.startswith(f"{top}/") for name in members)
        assert members[f"{top}/install.sh"].mode & 0o111
        assert members[f"{top}/{NAME}"].mode & 0o111
        assert not [n for n in members if set(n.split("/")) & TEST_FOLDERS]
        tar.extractall(tmp_path / "download", filter="tar")
    home = tmp_path / "home"
    home.mkdir()
    install = subprocess.run([str(tmp_path / "download" / top / "install.sh")],
                             capture_output=True, text=True, timeout=120, env=_plain_env(home))
    assert install.returncode == 0, install.stdout + install.stderr

    program = home / ".local" / "lib" / NAME / NAME
    command = home / ".local" / "bin" / NAME
    entry = home / ".local" / "share" / "applications" / f"{NAME}.desktop"
    icon = home / ".local" / "share" / "icons" / "hicolor" / "48x48" / "apps" / f"{NAME}.png"
    assert icon.is_file()
    assert f'Exec="{program}" %f' in entry.read_text().splitlines()
    assert "Icon=arbiter-gui" in entry.read_text().splitlines()
    assert _run(command, "--version", home=home).stdout.strip() == f"arbiter-gui {__version__}"

    uninstall = subprocess.run([str(program.parent / "install.sh"), "--uninstall"],
                               capture_output=True, text=True, timeout=120,
                               env=_plain_env(home))
    assert uninstall.returncode == 0, uninstall.stdout + uninstall.stderr
    # What stays is the desktop's caches (rebuilt by install.sh without us), nothing of ours.
    caches = [p for p in home.rglob("*")
              if p.is_file() and ("mime" in p.parts or p.suffix == ".cache")]
    left = [p for p in home.rglob("*") if p.is_file() and p not in caches]
    assert left == [] and not program.parent.exists()
    assert not [p for p in caches if NAME in p.read_text(errors="replace")]
