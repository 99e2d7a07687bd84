"""The arbiter's day at the venue (issue 15): each numbered defect found when a tournament was
run through the real window, with the test that proves it fixed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from arbiter_gui.core.model import GameResult, Player
from arbiter_gui.gui.models import GamesModel
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import main_window

PLAYERS = [("Carlsen", "Magnus", 2830), ("Caruana", "Fabiano", 2800),
           ("Nakamura", "Hikaru", 2790), ("Firouzja", "Alireza", 2760),
           ("Gukesh", "D", 2750), ("So", "Wesley", 2740), ("Giri", "Anish", 2730),
           ("Rapport", "Richard", 2720), ("Østergaard", "Jens", 2500)]


@pytest.fixture
def window(qtbot, monkeypatch) -> MainWindow:
    return main_window(qtbot, monkeypatch)


def _tournament(win: MainWindow, path: Path, players=PLAYERS) -> None:
    assert win.create_tournament(path, "Venue Open", 5)
    for surname, given, rating in players:
        assert win.register_player(Player(id=0, surname=surname, given_name=given,
                                          rating=rating, federation="FID"))


def _pair(qtbot, win: MainWindow, rounds: int) -> None:
    win.pair_next_round()
    qtbot.waitUntil(lambda: win.pairing_job is None, timeout=10_000)
    assert len(win.tournament.rounds) == rounds, win.errors


def _type_on_board(qtbot, win: MainWindow, board: int, key: str | Qt.Key) -> None:
    view = win.games_view
    view.setCurrentIndex(win.games_model.index(board - 1, GamesModel.RESULT_COLUMN))
    qtbot.keyClick(view, key)


def _all_results(win: MainWindow, round_no: int) -> None:
    for game in win.tournament.round(round_no).games:
        assert win.set_board_result(round_no, game.board, GameResult.WHITE_WINS)


# -- 1 ------------------------------------------------------------------------------------------

def test_f9_refuses_while_results_are_missing_naming_the_boards(qtbot, window, tmp_path):
    _tournament(window, tmp_path / "t.arbiter")
    _pair(qtbot, window, 1)
    window.games_view.setFocus()
    for board in (1, 2):
        _type_on_board(qtbot, window, board, "1")
    window.pair_action.trigger()  # F9
    assert window.pairing_job is None and len(window.tournament.rounds) == 1
    assert window.errors == ["Round 1: no result on boards 3, 4; enter the results before"
                             " pairing round 2"]
    _all_results(window, 1)
    _pair(qtbot, window, 2)
