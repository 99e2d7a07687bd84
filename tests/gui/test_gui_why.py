""""Why?" on a pair or a player of the round view: the engine's explanation for them."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from arbiter_gui.core.model import GameResult, Player
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import main_window

RATINGS = [2830, 2800, 2790, 2760, 2750, 2740, 2730]


def _window(qtbot, monkeypatch) -> MainWindow:
    return main_window(qtbot, monkeypatch)


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = _window(qtbot, monkeypatch)
    assert win.files.create_tournament(tmp_path / "why.arbiter", "Why Open", 5)
    for k, rating in enumerate(RATINGS, start=1):
        assert win.players.register_player(Player(id=0, surname=f"Player{k}", rating=rating))
    for round_no in (1, 2):
        win.pairing.pair_next_round()
        qtbot.waitUntil(lambda n=round_no: len(win.tournament.rounds) == n
                        and win.pairing.job is None, timeout=10_000)
        for board in range(1, 4):
            assert win.rounds.set_board_result(round_no, board, GameResult.WHITE_WINS)
    return win


def _card_numbers(text: str) -> set[int]:
    """Pairing numbers of the card rows shown (lines "  NN   P.P  ...")."""
    return {int(m[1]) for m in re.finditer(r"^\s+(\d+)\s+\d+\.\d", text, re.MULTILINE)}


def _ask_why(qtbot, win: MainWindow, row: int) -> str:
    win.show_round(2)
    win.rounds.games_view.setCurrentIndex(win.games_model.index(row, 1))
    qtbot.mouseClick(win.rounds.why_button, Qt.MouseButton.LeftButton)
    dialog = win.pairing.why_dialog
    qtbot.waitUntil(lambda: dialog.text.toPlainText() != "", timeout=10_000)
    return dialog.text.toPlainText()


def test_why_on_a_pair_shows_both_cards_and_their_bracket(qtbot, window):
    game = window.tournament.round(2).games[0]
    numbers = {window.tournament.player(i).pairing_no for i in (game.white, game.black)}
    text = _ask_why(qtbot, window, 0)
    assert _card_numbers(text) == numbers
    assert text.startswith("Round 2 of 5, FIDE (Dutch) System")
    assert "Scoregroup" in text
    assert "when it paired round 2" in window.pairing.why_dialog.note.text()
    assert window.pairing.why_dialog.windowTitle().startswith("Why? Round 2:")


def test_why_on_the_bye_shows_that_players_card(qtbot, window):
    pab = window.tournament.round(2).pab_player
    text = _ask_why(qtbot, window, 3)  # three games, then the pairing-allocated bye
    assert _card_numbers(text) == {window.tournament.player(pab).pairing_no}
    assert "pairing-allocated bye" in text


def test_after_reopening_the_explanation_is_re_derived_and_the_same(qtbot, window,
                                                                     monkeypatch):
    in_session = _ask_why(qtbot, window, 1)
    path = window.file.path
    window.close()
    again = _window(qtbot, monkeypatch)
    assert again.files.open_file(path)
    assert again.pairing.explanations == {}
    assert _ask_why(qtbot, again, 1) == in_session
    assert "run again" in again.pairing.why_dialog.note.text()
    assert "differently" not in again.pairing.why_dialog.note.text()


def test_why_without_a_selection_says_what_to_select(qtbot, window):
    window.show_round(2)
    window.rounds.games_view.setCurrentIndex(window.games_model.index(-1, 0))
    window.pairing.explain_selected()
    assert "Select a pair or a player" in window.errors[-1]
