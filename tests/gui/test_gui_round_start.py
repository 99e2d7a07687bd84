"""The rounds page sets when a round starts: a small dialog, typed on the keyboard; the round
shown says it, and the pairing sheet prints it in its header."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from arbiter_gui.core.model import Player
from arbiter_gui.gui.round_start import RoundStartDialog
from arbiter_gui.gui.window import MainWindow
from arbiter_gui.reports import write_report
from tests.qt_helpers import on_modal, shown_window
from tests.report_helpers import lines


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = shown_window(qtbot, monkeypatch)
    assert win.files.create_tournament(tmp_path / "start.arbiter", "Open", 5)
    for k in range(1, 5):
        assert win.players.register_player(Player(id=0, surname=f"P{k}", rating=2000 - k))
    win.pairing.pair_next_round()
    qtbot.waitUntil(lambda: bool(win.tournament.rounds) and win.pairing.job is None,
                    timeout=10_000)
    win.tabs.setCurrentWidget(win.rounds.page)
    return win


def _type_start(qtbot, date: str, time: str) -> None:
    def fill(dialog: RoundStartDialog) -> None:
        assert dialog.round.value() == 1 and dialog.focusWidget() is dialog.time
        dialog.date.selectAll()
        qtbot.keyClicks(dialog.date, date)
        qtbot.keyClicks(dialog.time, time)
        qtbot.keyClick(dialog.time, Qt.Key.Key_Return)
    on_modal(RoundStartDialog, fill)


def test_the_start_of_the_round_shown_is_typed_shown_and_printed(qtbot, window, tmp_path):
    assert window.rounds.round_start.text() == ""  # not set: nothing said
    _type_start(qtbot, "2026-04-05", "15h00")
    qtbot.mouseClick(window.rounds.round_start_button, Qt.MouseButton.LeftButton)
    t = window.tournament
    assert (t.round_dates[1], t.round_times[1], t.round(1).date) == (
        "2026/04/05", "15:00", "2026/04/05")
    assert window.rounds.round_start.text() == "starts 2026/04/05 15:00"
    assert window.file.read_log()[-1].text == "Round 1 starts 2026/04/05 15:00"
    write_report("pairings", t, tmp_path / "p.pdf")
    assert "Pairings, round 1 (2026-04-05, 15:00)" in lines(tmp_path / "p.pdf")
    window.session.undo_stack.undo()
    assert window.rounds.round_start.text() == "" and t.round_times == {}


def test_a_time_that_is_no_time_is_refused_with_the_cores_words(qtbot, window):
    _type_start(qtbot, "", "25:00")
    qtbot.mouseClick(window.rounds.round_start_button, Qt.MouseButton.LeftButton)
    assert window.tournament.round_times == {}
    assert "start time '25:00': expected HH:MM on the 24-hour clock" in window.errors[-1]
