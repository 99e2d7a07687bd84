"""The settings page's prohibited pairings and Baku acceleration, used as an arbiter would."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from arbiter_gui.core import handling
from arbiter_gui.core.model import Player, ProhibitedPairing
from arbiter_gui.gui.window import MainWindow
from tests.gui.test_gui_settings import _reopened
from tests.qt_helpers import shown_window


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = shown_window(qtbot, monkeypatch)
    assert win.files.create_tournament(tmp_path / "venue.arbiter", "Open", 7)
    win.tabs.setCurrentWidget(win.settings_view)
    return win


def _register(win, count: int, clubs: dict[int, str] | None = None) -> None:
    for k in range(1, count + 1):
        club = (clubs or {}).get(k, "")
        assert win.players.register_player(Player(0, f"Player{k:02d}", rating=2500 - 10 * k,
                                                  club=club))


def _tick(qtbot, box) -> None:
    """Click the box's indicator (a wide check box is not hit in its middle)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))


def test_typed_prohibited_pairings_are_saved_by_player_and_shown_by_number(qtbot, window):
    _register(window, 6)
    view = window.settings_view
    view.prohibited.setPlainText("1-7: 2 5\n3: 1 6")
    qtbot.mouseClick(view.prohibited_save, Qt.MouseButton.LeftButton)
    assert not window.errors
    ids = {p.pairing_no: p.id for p in window.tournament.players}
    assert _reopened(window).prohibited_pairings == [
        ProhibitedPairing(1, 7, (ids[2], ids[5])), ProhibitedPairing(3, 3, (ids[1], ids[6]))]
    # A stronger player registered later moves everyone down: the rule stays with the players.
    assert window.players.register_player(Player(0, "Strong", rating=2800))
    assert view.prohibited.toPlainText() == "1-7: 3 6\n3-3: 2 7"
    assert view.prohibited_names.text().splitlines()[0] == (
        "rounds 1-7: Player02 (3), Player05 (6)")


def test_a_prohibited_pairing_typed_wrong_is_refused_with_its_line(qtbot, window):
    _register(window, 4)
    view = window.settings_view
    view.prohibited.setPlainText("1-2: 1 2\n1-2: 1 8")
    qtbot.mouseClick(view.prohibited_save, Qt.MouseButton.LeftButton)
    assert window.errors == ["Prohibited pairings, line 2: '8' is not the pairing number of a"
                             " player"]
    assert window.tournament.prohibited_pairings == [] and view.prohibited.toPlainText() == ""


def test_same_club_players_are_kept_apart_in_the_first_rounds(qtbot, window):
    _register(window, 6, clubs={1: "Lyon", 4: "Lyon", 2: "Nice", 6: "Nice", 3: "Paris"})
    view = window.settings_view
    view.club_rounds.setValue(3)
    qtbot.mouseClick(view.club_button, Qt.MouseButton.LeftButton)
    assert view.prohibited.toPlainText() == "1-3: 1 4\n1-3: 2 6"
    assert len(_reopened(window).prohibited_pairings) == 2


def test_c04_5_1_baku_box_sets_the_virtual_points_and_is_fixed_once_paired(qtbot, window):
    _register(window, 10)
    view = window.settings_view
    _tick(qtbot, view.baku)
    assert _reopened(window).accelerations == handling.baku_accelerations(10, 7)
    # Issue 28, item 13: no "point(s)" (a number of points need not be whole: no plural).
    assert "rounds 1-2, pairing numbers 1-6: virtual points 1" in (
        view.acceleration_note.text())
    # One more player before round 1: the groups are made again.
    _register(window, 1)
    assert window.tournament.accelerations == handling.baku_accelerations(11, 7)
    window.pairing.pair_next_round()
    qtbot.waitUntil(lambda: len(window.tournament.rounds) == 1 and window.pairing.job is None,
                    timeout=20_000)
    assert not view.baku.isEnabled() and "C.04.5.1" in view.baku.toolTip()
    _tick(qtbot, view.baku)
    assert window.tournament.accelerations == handling.baku_accelerations(11, 7)
    assert not window.errors
