"""A whole Leong tournament run in the desktop application: 30 players, 9 rounds, results
typed with the keyboard, then reopened."""

from __future__ import annotations

import pytest

from arbiter_gui.core.actions import LeaveFideMode
from arbiter_gui.core.model import Colour, Player
from arbiter_gui.gui.models import GamesModel
from arbiter_gui.gui.window import MainWindow
from arbiter_gui.pairing.engine import check_tournament
from tests.qt_helpers import main_window, pair_round

ROUNDS, PLAYERS = 9, 30


@pytest.fixture
def window(qtbot, monkeypatch) -> MainWindow:
    return main_window(qtbot, monkeypatch)


def _type_results(qtbot, win: MainWindow, round_no: int) -> None:
    view = win.rounds.games_view
    view.setFocus()
    for row in range(win.games_model.rowCount()):
        key = "10="[(row + round_no) % 3]
        view.setCurrentIndex(win.games_model.index(row, GamesModel.RESULT_COLUMN))
        qtbot.keyClick(view, key)


def test_a_leong_tournament_of_30_players_runs_9_rounds(qtbot, window, tmp_path):
    path = tmp_path / "leong.arbiter"
    assert window.files.create_tournament(path, "Leong Open", ROUNDS)
    # Leong is not a FIDE system: the tournament leaves the FIDE mode first.
    assert window.session.perform(LeaveFideMode())
    window.settings_view.commit(pairing_system="leong")
    assert window.tournament.pairing_system == "leong"
    for k in range(PLAYERS):
        assert window.players.register_player(Player(id=0, surname=f"Player{k:02d}",
                                             rating=2500 - 10 * k, federation="FID"))
    for round_no in range(1, ROUNDS + 1):
        pair_round(qtbot, window, round_no)
        assert window.games_model.rowCount() == PLAYERS // 2
        _type_results(qtbot, window, round_no)
        assert window.tournament.round(round_no).is_complete
    assert not window.errors

    t = window.tournament
    # Every round is the engine's own pairing, and nobody met twice (rule 2).
    assert check_tournament(t, "leong") == []
    games = [frozenset((g.white, g.black)) for rnd in t.rounds for g in rnd.games]
    assert len(games) == len(set(games)) == ROUNDS * PLAYERS // 2
    # 14.2: board 1 of round 1 is #1 against #16, #1 with white (the default draw).
    first = min(t.round(1).games, key=lambda g: g.board)
    assert (t.player(first.white).pairing_no, t.player(first.black).pairing_no) == (1, 16)
    for p in t.players:
        colours = [rnd.game_of(p.id).colour_of(p.id) for rnd in t.rounds[:-1]]
        whites = colours.count(Colour.WHITE)
        assert abs(2 * whites - len(colours)) <= 2  # 12.1 before the last round (13)
    standings = window.standings_model.rows
    assert len(standings) == PLAYERS
    assert sum(score for _, score in standings) == ROUNDS * PLAYERS // 2
    window.close()

    again = MainWindow()
    qtbot.addWidget(again)
    assert again.files.open_file(path)
    assert again.tournament.pairing_system == "leong"
    assert len(again.tournament.rounds) == ROUNDS
