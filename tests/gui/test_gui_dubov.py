"""A 9-round, 40-player Dubov tournament run end to end in the desktop application: every
round paired by the engine in the worker thread, every result typed on the keyboard."""

from __future__ import annotations

import pytest

from arbiter_gui.core.model import Player
from arbiter_gui.gui.models import GamesModel
from arbiter_gui.gui.window import MainWindow
from arbiter_gui.pairing.engine import check_tournament
from tests.qt_helpers import main_window

ROUNDS = 9
PLAYERS = 40


@pytest.fixture
def window(qtbot, monkeypatch) -> MainWindow:
    return main_window(qtbot, monkeypatch)


def _result_key(win: MainWindow, row: int) -> str:
    """The stronger player wins, except that every fourth board is drawn."""
    game = win.games_model.game_at(row)
    if row % 4 == 3:
        return "="
    t = win.tournament
    return "1" if t.player(game.white).rating >= t.player(game.black).rating else "0"


def _type_results(qtbot, win: MainWindow) -> None:
    view = win.rounds.games_view
    view.setFocus()
    view.setCurrentIndex(win.games_model.index(0, GamesModel.RESULT_COLUMN))
    for row in range(len(win.games_model.games)):
        assert view.currentIndex().row() == row  # the cursor moves down after each result
        qtbot.keyClick(view, _result_key(win, row))


def test_a_dubov_tournament_of_nine_rounds_runs_in_the_window(qtbot, window, tmp_path):
    assert window.files.create_tournament(tmp_path / "dubov.arbiter", "Dubov Open", ROUNDS)
    window.settings_view.commit(pairing_system="dubov")
    assert window.tournament.pairing_system == "dubov"
    for k in range(PLAYERS):
        assert window.players.register_player(Player(id=0, surname=f"Player{k:02d}",
                                             rating=2400 - 17 * k + (k % 3) * 40))

    for round_no in range(1, ROUNDS + 1):
        window.pairing.pair_next_round()
        qtbot.waitUntil(lambda n=round_no: len(window.tournament.rounds) == n
                        and window.pairing.job is None, timeout=20_000)
        assert window.games_model.rowCount() == PLAYERS // 2
        _type_results(qtbot, window)
        assert window.tournament.round(round_no).is_complete

    t = window.tournament
    assert not window.errors
    assert f"round {ROUNDS} of {ROUNDS}" in window.windowTitle()
    # The window stored exactly what the Dubov engine pairs, round after round.
    assert check_tournament(t, "dubov") == []
    met = [frozenset((g.white, g.black)) for rnd in t.rounds for g in rnd.games]
    assert len(met) == len(set(met)) == ROUNDS * PLAYERS // 2  # [C1]
    scores = [score for _, score in window.standings_model.rows]
    assert len(scores) == PLAYERS and sum(scores) == ROUNDS * PLAYERS // 2
