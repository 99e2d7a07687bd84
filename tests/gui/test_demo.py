"""`arbiter-gui --demo`: a built-in tournament to try the program, rebuilt each time in the
user's data folder."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from arbiter_gui.core.model import ByeKind
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.demo import DEMO_FILE, ROUNDS_PLAYED, create_demo_file, demo_tournament
from arbiter_gui.gui import app, errorlog
from arbiter_gui.gui.window import MainWindow


def test_the_demo_has_rounds_played_and_the_next_one_paired_for_results():
    t = demo_tournament()
    assert len(t.players) == 24 and t.rounds_planned == 7
    assert all(r.is_complete for r in t.rounds[:ROUNDS_PLAYED])
    waiting = t.round(ROUNDS_PLAYED + 1)
    assert waiting.games and not any(g.has_result for g in waiting.games)
    assert any(kind is ByeKind.HALF for r in t.rounds for kind in r.byes.values())
    assert demo_tournament() == t  # always the same demo


def test_the_demo_file_replaces_an_earlier_one(tmp_path):
    path = create_demo_file(tmp_path / "data")
    with TournamentFile.open(path) as f:
        f.apply(lambda t: setattr(t, "name", "Played with"))
    assert create_demo_file(tmp_path / "data") == path
    with TournamentFile.open(path) as f:
        assert f.tournament.name == "Demo Open"


def test_arbiter_gui_demo_opens_the_demo_in_the_window(qtbot, monkeypatch, tmp_path):
    shown: list[MainWindow] = []
    monkeypatch.setenv("ARBITER_GUI_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(errorlog, "log_unexpected_errors", lambda: None)
    monkeypatch.setattr(MainWindow, "show", lambda self: shown.append(self))
    monkeypatch.setattr(QApplication, "exec", lambda self=None: 0)
    assert app.main(["--demo"]) == 0
    window = shown[0]
    qtbot.addWidget(window)
    assert window.file.path == tmp_path / DEMO_FILE
    assert window.windowTitle().startswith(f"Demo Open — round {ROUNDS_PLAYED + 1} of 7")
    assert window.rounds.round_selector.currentText() == str(ROUNDS_PLAYED + 1)
