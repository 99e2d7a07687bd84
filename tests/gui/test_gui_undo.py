"""Undo and redo of the arbiter's edits (Edit menu, Ctrl+Z / Ctrl+Shift+Z): each step puts the
tournament back as it was and is saved at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from arbiter_gui.core.model import GameResult, Player
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import SIX_PLAYERS, pair_round, six_player_tournament, type_on_board


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    return six_player_tournament(qtbot, monkeypatch, tmp_path / "undo.arbiter",
                                 "Undo Open")


def _undo(qtbot, win: MainWindow) -> None:
    qtbot.keyClick(win.rounds.games_view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def _redo(qtbot, win: MainWindow) -> None:
    qtbot.keyClick(win.rounds.games_view, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)


def _saved(win: MainWindow):
    with TournamentFile.open(win.file.path) as other:
        return other.tournament


def test_ctrl_z_undoes_a_typed_result_and_ctrl_shift_z_redoes_it(qtbot, window):
    pair_round(qtbot, window, 1)
    type_on_board(qtbot, window, 2, "1")
    assert window.undo_action.text() == "&Undo Result board 2: 1-0 (round 1)"
    window.ask_yes_no = lambda question: True  # replace the result typed
    type_on_board(qtbot, window, 2, "=")
    assert window.tournament.round(1).games[1].result is GameResult.DRAW

    _undo(qtbot, window)
    assert window.tournament.round(1).games[1].result is GameResult.WHITE_WINS
    assert _saved(window).round(1).games[1].result is GameResult.WHITE_WINS
    assert "1-0" in str(window.games_model.data(window.games_model.index(1, 2)))
    _undo(qtbot, window)
    assert window.tournament.round(1).games[1].result is None
    assert _saved(window) == window.tournament
    assert window.redo_action.text() == "&Redo Result board 2: 1-0 (round 1)"

    _redo(qtbot, window)
    _redo(qtbot, window)
    assert window.tournament.round(1).games[1].result is GameResult.DRAW
    assert _saved(window) == window.tournament
    assert not window.errors


def test_undo_of_a_pairing_removes_the_round_and_redo_brings_the_same_pairs(qtbot, window):
    pair_round(qtbot, window, 1)
    pairs = [(g.white, g.black) for g in window.tournament.round(1).games]
    assert window.undo_action.text() == "&Undo Pair round 1"
    window.undo_action.trigger()
    assert window.tournament.rounds == [] and _saved(window).rounds == []
    assert "round 0 of 5" in window.windowTitle()
    window.redo_action.trigger()
    assert [(g.white, g.black) for g in window.tournament.round(1).games] == pairs
    assert _saved(window) == window.tournament
    # The records, worded by the core: the pairing, its undo and its redo, appended.
    texts = [e.text for e in window.file.read_log()[-3:]]
    assert texts[0].startswith("Round 1 paired by the engine (dutch): ")
    assert texts[1:] == [f"Undo: {texts[0]}", f"Redo: {texts[0]}"]
    assert window.file.check_log().verified


def test_undo_of_a_registration_and_of_a_settings_change(qtbot, window):
    window.settings_view.commit(city="Chennai")
    assert window.undo_action.text() == "&Undo Settings: city"
    assert window.players.register_player(Player(id=0, surname="Anand", rating=2750))
    assert window.undo_action.text() == "&Undo Add player Anand"
    _undo(qtbot, window)
    assert "Anand" not in [p.surname for p in _saved(window).players]
    _undo(qtbot, window)
    assert _saved(window).city == "" and window.settings_view.texts["city"].text() == ""
    assert [e.text for e in window.file.read_log()[-2:]] == ["Undo: Add player Anand",
                                                             "Undo: Settings: city"]
    _redo(qtbot, window)
    assert _saved(window).city == "Chennai" and not window.errors


def test_undo_of_a_withdrawal_puts_the_player_back(qtbot, window):
    carlsen = window.tournament.players[0]
    assert window.players.withdraw_player(carlsen.id, 3)
    assert window.undo_action.text() == "&Undo Withdraw Carlsen from round 3"
    window.undo_action.trigger()
    assert window.tournament.player(carlsen.id).withdrawn_from is None
    assert _saved(window).player(carlsen.id).withdrawn_from is None
    window.redo_action.trigger()
    assert _saved(window).player(carlsen.id).withdrawn_from == 3


def test_a_refused_edit_is_not_put_on_the_undo_stack(qtbot, window):
    pair_round(qtbot, window, 1)
    count = window.session.undo_stack.count()
    assert not window.players.withdraw_player(window.tournament.players[0].id, 1)
    assert window.session.undo_stack.count() == count


def test_opening_another_file_clears_the_undo_history(qtbot, window, tmp_path):
    assert window.session.undo_stack.count() == len(SIX_PLAYERS)
    assert window.files.create_tournament(tmp_path / "other.arbiter", "Other", 5)
    assert window.session.undo_stack.count() == 0 and not window.undo_action.isEnabled()


def test_an_undo_that_cannot_be_saved_is_reported_and_clears_the_history(qtbot, window):
    assert window.players.withdraw_player(window.tournament.players[0].id, 3)
    saved = TournamentFile.open(window.file.path)
    other = saved.tournament
    # Another program changes the file: this window may no longer write to it.
    saved.apply(lambda t: setattr(t, "city", "Elsewhere"))
    saved.close()
    window.undo_action.trigger()
    assert "changed by another program" in window.errors[-1]
    assert "undo history is cleared" in window.errors[-1]
    qtbot.waitUntil(lambda: window.session.undo_stack.count() == 0)
    assert window.tournament.players[0].withdrawn_from == 3  # nothing changed here
    assert other.players[0].withdrawn_from == 3
