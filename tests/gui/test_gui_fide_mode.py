"""The FIDE mode in the window (issue 31): shown on the settings page, left only after two
confirmations, for good and in one log entry; the locks of the settings once play has started
refused with a clear message."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from arbiter_gui.core.i18n import local_time
from arbiter_gui.core.model import GameResult, Player
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.core.trf import write_trf
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import on_modal, shown_window


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = shown_window(qtbot, monkeypatch)
    assert win.files.create_tournament(tmp_path / "fide.arbiter", "Open", 7)
    win.tabs.setCurrentWidget(win.settings_view)
    return win


def _reopened(win: MainWindow):
    with TournamentFile.open(win.file.path) as f:
        return f.tournament


def _answers(*buttons: QMessageBox.StandardButton) -> list[str]:
    """Answer the next message boxes with `buttons`, one each; the questions asked."""
    asked: list[str] = []

    def answer(index: int) -> None:
        def handler(box: QMessageBox) -> None:
            asked.append(box.text())
            box.button(buttons[index]).click()
            if index + 1 < len(buttons):
                answer(index + 1)
        on_modal(QMessageBox, handler)
    answer(0)
    return asked


def _play_round_1(qtbot, window: MainWindow) -> None:
    for k in range(4):
        assert window.players.register_player(Player(id=0, surname=f"P{k}", rating=2000 - k))
    window.pairing.pair_next_round()
    qtbot.waitUntil(lambda: len(window.tournament.rounds) == 1 and window.pairing.job is None)
    assert window.rounds.set_board_result(1, 1, GameResult.DRAW)


def test_a_new_tournament_is_in_the_fide_mode(window):
    view = window.settings_view
    assert window.tournament.fide_mode_left == ""
    assert view.fide_mode.text() == "FIDE mode" and view.leave_fide_button.isEnabled()


def test_leaving_the_fide_mode_takes_two_confirmations_and_no_stops_it(qtbot, window):
    view, entries = window.settings_view, len(window.file.read_log())
    for refused in ((QMessageBox.StandardButton.No,),
                    (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No)):
        asked = _answers(*refused)
        qtbot.mouseClick(view.leave_fide_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda a=asked, r=refused: len(a) == len(r))
        assert _reopened(window).fide_mode_left == "" and len(window.file.read_log()) == entries
    asked = _answers(QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(view.leave_fide_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(asked) == 2)
    assert "Leave the FIDE mode?" in asked[0] and "cannot be undone" in asked[1]
    left = _reopened(window).fide_mode_left
    assert left and not window.errors
    log = window.file.read_log()
    assert len(log) == entries + 1
    assert log[-1].text == "Left the FIDE mode (it cannot be undone)"
    # Issue 28, item 13: in the venue's time, not an ISO UTC stamp.
    assert view.fide_mode.text() == f"left the FIDE mode on {local_time(left, seconds=True)}"
    assert not view.leave_fide_button.isEnabled()
    assert f"### FIDE mode left: {left} (arbiter-gui)" in write_trf(window.tournament)


def test_undo_does_not_bring_the_tournament_back_into_the_fide_mode(qtbot, window):
    asked = _answers(QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(window.settings_view.leave_fide_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(asked) == 2)
    left = window.tournament.fide_mode_left
    window.undo_action.trigger()
    assert _reopened(window).fide_mode_left == left


def test_the_settings_page_refuses_the_locked_settings_once_play_has_started(qtbot, window):
    _play_round_1(qtbot, window)
    view = window.settings_view
    view.rounds.setFocus()
    view.rounds.selectAll()
    qtbot.keyClicks(view.rounds, "9")
    qtbot.keyClick(view.rounds, Qt.Key.Key_Return)
    assert "the number of rounds was declared beforehand (C.04.1 a); in the FIDE mode it is" \
        " locked once play has started; it cannot change now" in window.errors[-1]
    assert view.rounds.value() == 7 and _reopened(window).rounds_planned == 7
    view.prohibited.setPlainText("1-7: 1 2")
    view.commit()
    assert "in the FIDE mode prohibited pairings are set before round 1 only" in \
        window.errors[-1]
    assert _reopened(window).prohibited_pairings == []


def test_the_settings_page_refuses_the_leong_system_in_the_fide_mode(qtbot, window):
    view = window.settings_view
    view.system.setCurrentIndex(view.system.findData("leong"))
    view.system.activated.emit(view.system.currentIndex())
    assert "leong is not a FIDE system" in window.errors[-1]
    assert _reopened(window).pairing_system == "dutch"
    assert view.system.currentData() == "dutch"


def test_once_round_4_is_paired_a_late_entrant_is_numbered_after_the_others(qtbot, window):
    for k in range(8):
        assert window.players.register_player(Player(id=0, surname=f"P{k}", rating=2000 - k))
    results = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS, GameResult.DRAW)
    for round_no in range(1, 5):
        window.pairing.pair_next_round()
        qtbot.waitUntil(lambda n=round_no: len(window.tournament.rounds) == n
                        and window.pairing.job is None)
        for board, result in enumerate(results, start=1):
            assert window.rounds.set_board_result(round_no, board, result)
    assert "definitive: round 4 is paired" in window.players.page.numbers_note.text()
    before = {p.id: p.pairing_no for p in window.tournament.players}
    assert window.players.register_player(Player(id=0, surname="Late", rating=2800))
    t = _reopened(window)
    assert {p.id: p.pairing_no for p in t.players if p.id in before} == before
    assert next(p for p in t.players if p.surname == "Late").pairing_no == 9
