"""Standings with the configured tie-breaks (C.07) and the cross table in rank order."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from arbiter_gui.core.model import GameResult, Player
from arbiter_gui.core.rating import rating_results
from arbiter_gui.core.tiebreak import display_value, ranked_standings
from arbiter_gui.gui.window import MainWindow
from arbiter_gui.reports.standings import rating_cells
from tests.qt_helpers import main_window

RATINGS = [2400, 2350, 2300, 2250, 2200]
RESULTS = [GameResult.WHITE_WINS, GameResult.DRAW]


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = main_window(qtbot, monkeypatch)
    assert win.files.create_tournament(tmp_path / "standings.arbiter", "Open", 3)
    for k, rating in enumerate(RATINGS, start=1):
        assert win.players.register_player(Player(id=0, surname=f"P{k}", rating=rating))
    win.settings_view.commit(tiebreaks=["BH/C1", "SB", "WIN"])
    assert win.tournament.tiebreaks == ["BH/C1", "SB", "WIN"]
    for round_no in (1, 2):
        win.pairing.pair_next_round()
        qtbot.waitUntil(lambda n=round_no: len(win.tournament.rounds) == n
                        and win.pairing.job is None, timeout=10_000)
        for board, result in zip((1, 2), RESULTS, strict=True):
            assert win.rounds.set_board_result(round_no, board, result)
    return win


def _row(model, row: int) -> list[str]:
    return [str(model.data(model.index(row, c))) for c in range(model.columnCount())]


def _headers(model) -> list[str]:
    return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]


def _show(window, page) -> None:
    """Show the page (the window computes standings and cross table when they are shown)."""
    window.tabs.setCurrentWidget(page)


def test_standings_show_the_cores_ranking_and_each_tiebreak(window):
    _show(window, window.ranked.standings_page)
    model = window.standings_model
    assert _headers(model) == ["Rank", "No.", "Name", "Rating", "Fed", "Score", "BH/C1", "SB",
                               "WIN", "Rp", "K", "Rtg+/-"]
    assert model.headerData(6, Qt.Orientation.Horizontal,
                            Qt.ItemDataRole.ToolTipRole) == "Buchholz Cut-1"
    expected = ranked_standings(window.tournament)
    assert [r.player.id for r in model.ranked] == [r.player.id for r in expected]
    first = _row(model, 0)
    assert first[0] == str(expected[0].rank) and first[2] == expected[0].player.name
    assert first[6] == display_value("BH/C1", expected[0].values[0])
    assert first[8] == f"{expected[0].values[2]:.0f}"  # a count has no decimals
    assert window.ranked.standings_page.note.text() == ""


def test_the_cross_table_shows_opponent_colour_and_result_per_round(window):
    t = window.tournament
    _show(window, window.ranked.standings_page)
    _show(window, window.ranked.cross_table_page)
    model = window.cross_table_model
    assert _headers(model) == ["Rank", "No.", "Name", "Rating", "R1", "R2", "Score", "BH/C1",
                               "SB", "WIN"]
    board_1 = t.round(1).games[0]  # white won (RESULTS[0])
    white, black = t.player(board_1.white), t.player(board_1.black)
    rows = {row.player.id: k for k, row in enumerate(model.ranked)}
    assert _row(model, rows[white.id])[4] == f"{black.pairing_no}w1"
    assert _row(model, rows[black.id])[4] == f"{white.pairing_no}b0"
    pab = t.round(2).pab_player
    assert _row(model, rows[pab])[5] == "PAB"  # as printed; the points in the tooltip
    assert "board 1" in model.data(model.index(rows[white.id], 4), Qt.ItemDataRole.ToolTipRole)
    assert [_row(model, k)[6] for k in range(5)] == [
        _row(window.standings_model, k)[5] for k in range(5)]


def test_standings_after_an_earlier_round(window):
    page = window.ranked.standings_page
    _show(window, page)
    assert page.after_round.count() == 3 and page.after_round.currentIndex() == 2
    page.after_round.setCurrentIndex(1)
    page.after_round.activated.emit(1)
    assert [r.player.id for r in window.standings_model.ranked] == [
        r.player.id for r in ranked_standings(window.tournament, 1)]
    cross = window.ranked.cross_table_page
    _show(window, cross)
    cross.after_round.setCurrentIndex(1)
    cross.after_round.activated.emit(1)
    assert "R2" not in _headers(window.cross_table_model)


def test_an_unknown_code_from_another_programs_file_is_left_out_and_said(window):
    window.file.apply(lambda t: setattr(t, "tiebreaks", ["XX", "BH"]))
    window.ranked.standings_page.show_tournament(window.tournament)
    assert _headers(window.standings_model)[-4:] == ["BH", "Rp", "K", "Rtg+/-"]
    assert "Unknown tie-break code 'XX'" in window.ranked.standings_page.note.text()


def test_b02_8_3_the_standings_end_with_performance_k_and_rating_change_as_on_paper(window):
    _show(window, window.ranked.standings_page)
    model = window.standings_model
    results = rating_results(window.tournament)
    for row, ranked in enumerate(model.ranked):
        assert _row(model, row)[-3:] == rating_cells(results[ranked.player.id])
    # P1 (2400, K 10) and the others (K 20) played two rated games each: a change is shown.
    assert all(_row(model, row)[-1][0] in "+-" for row in range(len(model.ranked))
               if len(results[model.ranked[row].player.id].games) == 2)
    assert model.headerData(11, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole) == (
        "Rating change (FIDE Rating Regulations B.02 8.3)")
    assert model.headerData(6, Qt.Orientation.Horizontal,
                            Qt.ItemDataRole.ToolTipRole) == "Buchholz Cut-1"


def test_without_rated_players_the_standings_have_no_rating_columns(window):
    for player in window.tournament.players:
        window.file.apply(lambda t, pid=player.id: setattr(t.player(pid), "rating", 0))
    window.ranked.standings_page.show_tournament(window.tournament)
    assert _headers(window.standings_model)[-1] == "WIN"
