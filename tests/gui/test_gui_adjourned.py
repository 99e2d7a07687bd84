"""VCL.15 in the window: the key 'a' on a board's row adjourns its game (C.04.2 D.1: a draw for
pairing purposes only until its result is entered), the next round is paired without its
result, and the result typed afterwards ends the adjournment without a correction."""

from __future__ import annotations

import pytest

from arbiter_gui.core.model import GameResult
from arbiter_gui.gui.models import result_text
from arbiter_gui.gui.rounds_controller import ADJOURN_KEY, result_keys_help
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import pair_round, six_player_tournament, type_on_board


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    return six_player_tournament(qtbot, monkeypatch, tmp_path / "adjourned.arbiter",
                                 "Adjourned Open")


def test_vcl_15_the_key_a_adjourns_a_board_and_the_next_round_is_paired_on_a_draw(qtbot, window):
    win = window
    pair_round(qtbot, win, 1)
    for board, key in ((1, "1"), (2, "0"), (3, "a")):
        type_on_board(qtbot, win, board, key)
    game = win.tournament.round(1).games[2]
    assert game.is_adjourned and result_text(game) == "adjourned"
    assert win.file.read_log()[-1].text == ("Board 3 adjourned (round 1): a draw for pairing"
                                            " purposes only until its result is entered")
    pair_round(qtbot, win, 2)  # no refusal: the adjourned game is not a missing result
    assert win.tournament.rounds[1].games and not win.errors
    # Round 2's view: the standings' score, the game still adjourned marked, as on paper.
    model = win.games_model
    row = next(r for r in range(model.rowCount()) if game.white in model.players_at(r))
    column = 1 if model.players_at(row)[0] == game.white else 3
    assert model.round_no == 2 and model.index(row, column).data().endswith("  (0 (1))")
    win.show_round(1)
    type_on_board(qtbot, win, 3, "=")  # its result, after round 2 was paired: no reason asked
    assert game.result is GameResult.DRAW and not game.adjourned
    assert not win.tournament.corrections and not win.errors


def test_vcl_15_the_key_a_again_takes_the_adjournment_back_before_the_next_round(qtbot, window):
    win = window
    pair_round(qtbot, win, 1)
    type_on_board(qtbot, win, 1, "a")
    type_on_board(qtbot, win, 1, "a")
    assert not win.tournament.round(1).games[0].adjourned
    assert win.file.read_log()[-1].text == "Board 1 no longer adjourned (round 1)"
    type_on_board(qtbot, win, 2, "1")
    type_on_board(qtbot, win, 2, "a")  # a game with a result is not adjourned: said why
    assert not win.tournament.round(1).games[1].adjourned
    assert win.errors == ["Round 1, board 2: the game has a result; clear it before adjourning"
                          " the game"]


def test_the_adjourn_key_is_in_the_result_keys_help(qapp):
    assert f"\n{ADJOURN_KEY}   adjourned" in result_keys_help()
