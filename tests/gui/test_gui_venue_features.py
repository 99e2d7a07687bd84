"""What arbiters expect at the venue, driven through the window: deleting a player, undoing a
withdrawal, the counter of results and the next board without a result, the less common
results from the keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox

from arbiter_gui.core.model import ByeKind, GameResult
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.gui.models import GamesModel
from arbiter_gui.gui.rounds_controller import RESULT_KEYS
from arbiter_gui.gui.window import MainWindow
from tests.gui.test_gui import PLAYERS, _tournament_with_players
from tests.qt_helpers import on_modal, pair_round, shown_window


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = shown_window(qtbot, monkeypatch)
    _tournament_with_players(win, tmp_path / "venue.arbiter")
    return win


def _select_player(win: MainWindow, surname: str) -> None:
    win.tabs.setCurrentWidget(win.players.page)
    proxy = win.players.page.proxy
    row = next(r for r in range(proxy.rowCount()) if proxy.index(r, 1).data() == surname)
    win.players.page.table.setCurrentIndex(proxy.index(row, 1))


def _saved(win: MainWindow):
    with TournamentFile.open(win.file.path) as f:
        return f.tournament


def _click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _answer_yes(box: QMessageBox) -> None:
    box.button(QMessageBox.StandardButton.Yes).click()


def _type_round(win: MainWindow, value: int):
    def answer(dialog: QInputDialog) -> None:
        dialog.setIntValue(value)
        dialog.accept()
    return answer


# -- deleting a player ----------------------------------------------------------------------------

def test_c04_2_b3_a_player_deleted_before_round_1_is_gone_and_the_others_renumbered(qtbot,
                                                                                    window):
    _select_player(window, "Nakamura")
    on_modal(QMessageBox, _answer_yes)
    _click(qtbot, window.players.page.delete_button)
    qtbot.waitUntil(lambda: len(window.tournament.players) == 7)
    saved = _saved(window)
    assert "Nakamura" not in {p.surname for p in saved.players}
    assert sorted(p.pairing_no for p in saved.players) == list(range(1, 8))
    assert saved.by_pairing_no(3).surname == "Firouzja"
    # Undo brings the player back with his number.
    window.undo_action.trigger()
    assert window.tournament.by_pairing_no(3).surname == "Nakamura"
    assert not window.errors


def test_c04_2_d3_deleting_after_round_1_is_paired_says_withdraw(qtbot, window):
    pair_round(qtbot, window, 1)
    _select_player(window, "Giri")
    on_modal(QMessageBox, _answer_yes)
    _click(qtbot, window.players.page.delete_button)
    qtbot.waitUntil(lambda: bool(window.errors))
    assert "round 1 is already paired" in window.errors[0]
    assert "withdraw the player instead" in window.errors[0]
    assert len(_saved(window).players) == len(PLAYERS)


def test_deleting_answered_no_keeps_the_player(qtbot, window):
    _select_player(window, "Giri")
    on_modal(QMessageBox, lambda box: box.button(QMessageBox.StandardButton.No).click())
    _click(qtbot, window.players.page.delete_button)
    assert len(window.tournament.players) == len(PLAYERS)


# -- undoing a withdrawal -------------------------------------------------------------------------

def test_c04_2_d10_undone_withdrawal_pairs_the_player_from_the_round_given(qtbot, window):
    giri = next(p.id for p in window.tournament.players if p.surname == "Giri")
    assert window.players.withdraw_player(giri, 1)
    pair_round(qtbot, window, 1)
    _select_player(window, "Giri")
    # Round 1 was paired without him: refused, he keeps his zero-point bye there.
    on_modal(QInputDialog, _type_round(window, 1))
    _click(qtbot, window.players.page.return_button)
    qtbot.waitUntil(lambda: bool(window.errors))
    assert "round 1 is already paired without the player" in window.errors.pop()
    _select_player(window, "Giri")
    on_modal(QInputDialog, _type_round(window, 3))
    _click(qtbot, window.players.page.return_button)
    qtbot.waitUntil(lambda: window.tournament.player(giri).withdrawn_from is None)
    saved = _saved(window)
    assert saved.round(1).byes[giri] is ByeKind.ZERO
    assert saved.requested_byes == {(giri, 2): ByeKind.ZERO}
    assert giri in {p.id for p in saved.players_to_pair(3)}
    assert not window.errors


# -- result entry -----------------------------------------------------------------------------

def _keys_on(qtbot, win: MainWindow, row: int, keys: str) -> None:
    view = win.rounds.games_view
    view.setFocus()
    view.setCurrentIndex(win.games_model.index(row, GamesModel.RESULT_COLUMN))
    for key in keys:
        qtbot.keyClick(view, key)


def test_counter_of_results_and_the_next_board_without_a_result_is_selected(qtbot, window):
    pair_round(qtbot, window, 1)
    assert window.rounds.results_counter.text() == "0 of 4 results"
    _keys_on(qtbot, window, 2, "1")
    assert window.rounds.results_counter.text() == "1 of 4 results"
    assert window.rounds.games_view.currentIndex().row() == 3
    _keys_on(qtbot, window, 0, "=")
    # Board 2 has no result yet: it comes next, not board 3 which has one.
    assert window.rounds.games_view.currentIndex().row() == 1
    qtbot.keyClick(window.rounds.games_view, "0")
    # After board 2, board 4 (board 3 is done), then from the top: nothing before it.
    assert window.rounds.games_view.currentIndex().row() == 3
    qtbot.keyClick(window.rounds.games_view, "1")
    assert window.rounds.results_counter.text() == "4 of 4 results"


@pytest.mark.parametrize(("key", "result", "points"), [
    ("h", GameResult.WHITE_HALF_BLACK_ZERO, (0.5, 0.0)),
    ("j", GameResult.WHITE_ZERO_BLACK_HALF, (0.0, 0.5)),
    ("b", GameResult.BOTH_LOSE, (0.0, 0.0)),
    ("x", GameResult.DOUBLE_FORFEIT, (0.0, 0.0)),
    ("w", GameResult.WHITE_WINS_UNPLAYED, (1.0, 0.0)),
    ("d", GameResult.DRAW_UNPLAYED, (0.5, 0.5)),
    ("l", GameResult.BLACK_WINS_UNPLAYED, (0.0, 1.0)),
])
def test_results_beyond_the_common_ones_from_the_keyboard(qtbot, window, key, result, points):
    pair_round(qtbot, window, 1)
    _keys_on(qtbot, window, 0, key)
    game = _saved(window).round(1).games[0]
    assert game.result is result
    t = window.tournament
    assert (t.score(game.white), t.score(game.black)) == points
    shown = str(window.games_model.data(window.games_model.index(0, GamesModel.RESULT_COLUMN)))
    assert shown.startswith(result.label)
    assert f"\n{key}   {result.label}" in window.rounds.games_view.toolTip()


def test_every_result_key_is_in_the_help(qapp):
    from arbiter_gui.gui.rounds_controller import result_keys_help

    assert all(f"\n{key}   " in result_keys_help() for key in RESULT_KEYS)
