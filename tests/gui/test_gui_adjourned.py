"""VCL.15 in the window: the key 'a' on a board's row adjourns its game (C.04.2 D.1: a draw for
pairing purposes only until its result is entered), the next round is paired without its
result, and the result typed afterwards ends the adjournment without a correction."""

from __future__ import annotations

import pytest

from arbiter_gui.core.model import GameResult, Player
from arbiter_gui.gui.models import GamesModel, result_text
from arbiter_gui.gui.rounds_controller import ADJOURN_KEY, result_keys_help
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import shown_window

PLAYERS = [("Carlsen", 2830), ("Caruana", 2800), ("Nakamura", 2790), ("Firouzja", 2760),
           ("Gukesh", 2750), ("So", 2740)]


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = shown_window(qtbot, monkeypatch)
    win.activateWindow()
    assert win.files.create_tournament(tmp_path / "adjourned.arbiter", "Adjourned Open", 5)
    for surname, rating in PLAYERS:
        assert win.players.register_player(Player(id=0, surname=surname, rating=rating))
    return win


def _pair(qtbot, win: MainWindow, rounds: int) -> None:
    win.pairing.pair_next_round()
    qtbot.waitUntil(lambda: len(win.tournament.rounds) == rounds and win.pairing.job is None,
                    timeout=10_000)


def _type_on_board(qtbot, win: MainWindow, board: int, key: str) -> None:
    view = win.rounds.games_view
    view.setFocus()
    view.setCurrentIndex(win.games_model.index(board - 1, GamesModel.RESULT_COLUMN))
    qtbot.keyClick(view, key)


def test_vcl_15_the_key_a_adjourns_a_board_and_the_next_round_is_paired_on_a_draw(qtbot, window):
    win = window
    _pair(qtbot, win, 1)
    for board, key in ((1, "1"), (2, "0"), (3, "a")):
        _type_on_board(qtbot, win, board, key)
    game = win.tournament.round(1).games[2]
    assert game.is_adjourned and result_text(game) == "adjourned"
    assert win.file.read_log()[-1].text == ("Board 3 adjourned (round 1): a draw for pairing"
                                            " purposes only until its result is entered")
    _pair(qtbot, win, 2)  # no refusal: the adjourned game is not a missing result
    assert win.tournament.rounds[1].games and not win.errors
    # Round 2's view: the standings' score, the game still adjourned marked, as on paper.
    model = win.games_model
    row = next(r for r in range(model.rowCount()) if game.white in model.players_at(r))
    column = 1 if model.players_at(row)[0] == game.white else 3
    assert model.round_no == 2 and model.index(row, column).data().endswith("  (0 (1))")
    win.show_round(1)
    _type_on_board(qtbot, win, 3, "=")  # its result, after round 2 was paired: no reason asked
    assert game.result is GameResult.DRAW and not game.adjourned
    assert not win.tournament.corrections and not win.errors


def test_vcl_15_the_key_a_again_takes_the_adjournment_back_before_the_next_round(qtbot, window):
    win = window
    _pair(qtbot, win, 1)
    _type_on_board(qtbot, win, 1, "a")
    _type_on_board(qtbot, win, 1, "a")
    assert not win.tournament.round(1).games[0].adjourned
    assert win.file.read_log()[-1].text == "Board 1 no longer adjourned (round 1)"
    _type_on_board(qtbot, win, 2, "1")
    _type_on_board(qtbot, win, 2, "a")  # a game with a result is not adjourned: said why
    assert not win.tournament.round(1).games[1].adjourned
    assert win.errors == ["Round 1, board 2: the game has a result; clear it before adjourning"
                          " the game"]


def test_the_adjourn_key_is_in_the_result_keys_help(qapp):
    assert f"\n{ADJOURN_KEY}   adjourned" in result_keys_help()
