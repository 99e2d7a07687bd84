"""Manual changes of a pairing driven through the real widgets: the dialog asks for the
players or board, a justification and the arbiter's name; a change that breaks an absolute
criterion is confirmed a second time; the round view marks the pair, the log view shows the
entry, and a log edited outside the program is reported when the file is opened."""

from __future__ import annotations

import copy
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from arbiter_gui.core.i18n import local_time
from arbiter_gui.core.model import GameResult, Player, Tournament
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.core.trf import write_trf
from arbiter_gui.gui.models import GamesModel
from arbiter_gui.gui.override_dialogs import OverrideDialog
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import main_window, on_modal, pair_round

PLAYERS = [("Carlsen", 2830), ("Caruana", 2800), ("Nakamura", 2790), ("Firouzja", 2760),
           ("Gukesh", 2750), ("So", 2740), ("Giri", 2730)]
WHY = "Giri and So share a room and asked not to play each other"


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = _window(qtbot, monkeypatch)
    assert win.files.create_tournament(tmp_path / "t.arbiter", "Override Open", 5)
    for surname, rating in PLAYERS:
        assert win.players.register_player(Player(id=0, surname=surname, rating=rating))
    pair_round(qtbot, win, 1)
    return win


def _window(qtbot, monkeypatch) -> MainWindow:
    return main_window(qtbot, monkeypatch)


def _fill(qtbot, justification: str, arbiter: str | None = None,
          choose: tuple[int, ...] = (), seen: dict | None = None) -> Callable:
    """A handler that picks the values, types the reasons and presses OK."""
    def handler(dialog: OverrideDialog) -> None:
        if seen is not None:
            seen["arbiter"] = dialog.arbiter.text()
            seen["ok_before"] = dialog.ok_button.isEnabled()
        for combo, value in zip(dialog.combos, choose, strict=False):
            combo.setCurrentIndex(combo.findData(value))
        qtbot.keyClicks(dialog.justification, justification)
        if arbiter is not None:
            dialog.arbiter.clear()
            qtbot.keyClicks(dialog.arbiter, arbiter)
        assert dialog.ok_button.isEnabled(), "justification and arbiter given, OK enabled"
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    return handler


def _answer(button: QMessageBox.StandardButton, seen: dict) -> Callable:
    def handler(box: QMessageBox) -> None:
        seen["text"] = box.text()
        box.button(button).click()
    return handler


def _select_board(win: MainWindow, board: int) -> None:
    win.rounds.games_view.setCurrentIndex(win.games_model.index(board - 1, 0))


def _log_rows(win: MainWindow) -> list[tuple]:
    model = win.log_view.model
    return [tuple(model.data(model.index(r, c)) for c in range(5))
            for r in range(model.rowCount())]


def _action(win: MainWindow, name: str):
    return next(a for a in win.override_actions.actions if a.text().replace("&", "") == name)


def _state(win: MainWindow) -> tuple[Tournament, int, int]:
    return (copy.deepcopy(win.tournament), len(win.file.read_log()),
            win.session.undo_stack.count())


def test_swap_colours_with_justification_is_applied_marked_and_logged(qtbot, window, tmp_path):
    game = window.games_model.game_at(1)
    white, black = game.white, game.black
    _select_board(window, 2)
    seen: dict = {}
    on_modal(OverrideDialog, _fill(qtbot, WHY, "Ann Arbiter", seen=seen))
    _action(window, "Swap colours…").trigger()
    assert seen == {"arbiter": "", "ok_before": False}  # OK waits for both texts
    swapped = window.games_model.game_at(1)
    assert (swapped.white, swapped.black) == (black, white)

    model = window.games_model
    assert model.data(model.index(1, GamesModel.NOTE_COLUMN)) == "changed by the arbiter"
    assert model.data(model.index(1, 1), Qt.ItemDataRole.ToolTipRole) == (
        f"changed by the arbiter: {WHY}")
    assert model.data(model.index(1, 1), Qt.ItemDataRole.BackgroundRole) is not None
    assert model.data(model.index(0, GamesModel.NOTE_COLUMN)) == ""

    entry = _log_rows(window)[-1]  # after the registrations, the pairing, ...
    when, round_no, kind, text, author = entry
    [override] = window.tournament.overrides
    assert (when, round_no, kind, author) == (local_time(override.time, seconds=True), 1,
                                              "override", "Ann Arbiter")
    assert f"engine pairing: {override.engine_pairing}" in text
    assert f"new pairing: {override.new_pairing}" in text and WHY in text
    entries = len(window.file.read_log())
    assert f"hash chain is intact: {entries} entries" in window.log_view.status.text()
    assert f"### override round 1: swap colours by Ann Arbiter at {override.time}" in (
        write_trf(window.tournament))

    # The next dialog offers the name used last; the file keeps the override.
    seen = {}
    on_modal(OverrideDialog, _fill(qtbot, "back as the engine had it", seen=seen))
    _action(window, "Swap colours…").trigger()
    assert seen["arbiter"] == "Ann Arbiter"
    assert len(window.tournament.overrides) == 2 and not window.errors
    window.close()
    with TournamentFile.open(tmp_path / "t.arbiter") as file:
        assert file.tournament.overrides[0] == override and file.verify_log() == []


def _round_2_with_results(qtbot, win: MainWindow) -> None:
    for board in range(1, 4):
        assert win.rounds.set_board_result(1, board, GameResult.DRAW)
    pair_round(qtbot, win, 2)


def _repeat_exchange(t: Tournament) -> tuple[int, int]:
    """Two players of round 2 whose exchange makes a pair of round 1 meet again."""
    first, second = t.round(1), t.round(2)
    for game in second.games:
        x = game.white
        x1 = first.game_of(x).opponent_of(x) if first.game_of(x) else None
        if x1 is not None and second.game_of(x1) is not None:
            return x, second.game_of(x1).opponent_of(x1)
    raise AssertionError("no such exchange in this pairing")


def test_a_change_breaking_an_absolute_criterion_asks_a_second_time(qtbot, window):
    _round_2_with_results(qtbot, window)
    x, z = _repeat_exchange(window.tournament)
    before = _state(window)
    seen: dict = {}
    on_modal(OverrideDialog, _fill(qtbot, WHY, "Ann Arbiter", choose=(x, z)))
    on_modal(QMessageBox, _answer(QMessageBox.StandardButton.No, seen))
    assert not window.override_actions.ask_exchange_opponents()
    assert "[C1] repeat pairing" in seen["text"] and "already met in round 1" in seen["text"]
    assert _state(window) == before  # cancelled at the second question: nothing changed

    on_modal(OverrideDialog, _fill(qtbot, WHY, "Ann Arbiter", choose=(x, z)))
    on_modal(QMessageBox, _answer(QMessageBox.StandardButton.Yes, seen))
    assert window.override_actions.ask_exchange_opponents()
    x_game = window.tournament.round(2).game_of(x)
    assert x_game.opponent_of(x) == window.tournament.round(1).game_of(x).opponent_of(x)
    text = _log_rows(window)[-1][3]
    assert "confirmed despite [C1] repeat pairing" in text
    assert not window.errors


def test_cancel_in_the_dialog_changes_nothing(qtbot, window):
    before = _state(window)
    on_modal(OverrideDialog, lambda dialog: dialog.reject())
    assert not window.override_actions.ask_break_pair()
    assert _state(window) == before and not window.errors


def test_break_pair_leaves_players_to_pair_and_the_next_round_waits(qtbot, window):
    _select_board(window, 3)
    board_3 = window.games_model.game_at(2)
    on_modal(OverrideDialog, _fill(qtbot, "wrong table", "Ann Arbiter"))
    assert window.override_actions.ask_break_pair()
    model = window.games_model
    unpaired_rows = [r for r in range(model.rowCount())
                     if model.data(model.index(r, 2)) == GamesModel.UNPAIRED_TEXT]
    assert [model.players_at(r)[0] for r in unpaired_rows] == sorted(
        (board_3.white, board_3.black),
        key=lambda p: window.tournament.player(p).pairing_no)
    window.pairing.pair_next_round()
    assert "not paired" in window.errors[-1] and window.pairing.job is None

    on_modal(OverrideDialog, _fill(qtbot, "pair them again",
                                    choose=(board_3.black, board_3.white)))
    assert window.override_actions.ask_make_pair()
    assert window.tournament.round(1).game_of(board_3.white).white == board_3.black
    assert [row[2] for row in _log_rows(window) if row[2] == "override"] == ["override",
                                                                           "override"]


def test_undoing_an_override_takes_it_out_and_says_so_in_the_log(qtbot, window):
    on_modal(OverrideDialog, _fill(qtbot, WHY, "Ann Arbiter"))
    assert window.override_actions.ask_take_bye()
    assert window.tournament.round(1).pab_player is None
    # The undo history names the override by the core's short title, not its justification.
    assert window.undo_action.text() == "&Undo Take bye (round 1)"
    window.undo_action.trigger()
    assert window.tournament.overrides == [] and window.tournament.round(1).pab_player
    assert "take bye" in _log_rows(window)[-1][3]
    assert _log_rows(window)[-1][3].endswith("by Ann Arbiter withdrawn")


def test_item_13_a_log_text_gives_the_override_s_time_as_the_venue_s_clock(qtbot, window):
    """The log said "take bye of 2026-11-27T05:09:05+00:00": an ISO UTC stamp inside a
    sentence. It says the venue's time, to the second."""
    on_modal(OverrideDialog, _fill(qtbot, WHY, "Ann Arbiter"))
    assert window.override_actions.ask_take_bye()
    override = window.tournament.overrides[0]
    window.undo_action.trigger()
    text = _log_rows(window)[-1][3]
    assert f"take bye of {local_time(override.time, seconds=True)} by Ann Arbiter" in text
    assert "+00:00" not in text


def test_refused_change_shows_why_and_changes_nothing(qtbot, window):
    window.rounds.set_board_result(1, 1, GameResult.DRAW)
    before = _state(window)
    on_modal(OverrideDialog, _fill(qtbot, WHY, "Ann Arbiter", choose=(
        window.games_model.game_at(0).white, window.games_model.game_at(1).white)))
    assert not window.override_actions.ask_exchange_opponents()
    assert "already has a result" in window.errors[-1]
    assert _state(window) == before


@pytest.mark.parametrize(("tamper", "problem"), [
    ("DROP TRIGGER log_no_update; UPDATE log SET text = 'nothing happened' WHERE seq = 1",
     "Log entry 1 ("),
    ("DROP TRIGGER log_no_delete; DELETE FROM log WHERE seq = 1",
     "Log entries 1 to 1 are missing")])
def test_log_changed_outside_the_program_is_reported_on_open(qtbot, monkeypatch, window,
                                                             tmp_path, tamper, problem):
    for justification in ("first", "second"):
        on_modal(OverrideDialog, _fill(qtbot, justification, "Ann Arbiter"))
        assert window.override_actions.ask_swap_colours()
    window.close()
    path: Path = tmp_path / "t.arbiter"
    conn = sqlite3.connect(path)
    conn.executescript(tamper)
    conn.close()

    again = _window(qtbot, monkeypatch)
    assert again.files.open_file(path)
    assert "t.arbiter: the tournament log was changed outside the program" in again.errors[0]
    assert problem in again.errors[0]
    assert "BROKEN" in again.log_view.status.text() and problem in again.log_view.status.text()


def test_change_pairing_actions_are_offered_once_a_round_is_paired(qtbot, monkeypatch, tmp_path):
    win = _window(qtbot, monkeypatch)
    assert not win.rounds.override_button.isEnabled()
    assert not any(a.isEnabled() for a in win.override_actions.actions)
    assert win.files.create_tournament(tmp_path / "new.arbiter", "New", 5)
    assert not win.rounds.override_button.isEnabled()
    assert "hash chain is intact: 1 entry," in win.log_view.status.text()  # the journal's first
    for surname, rating in PLAYERS[:4]:
        assert win.players.register_player(Player(id=0, surname=surname, rating=rating))
    pair_round(qtbot, win, 1)
    assert win.rounds.override_button.isEnabled() and win.rounds.override_button.menu() is (
        win.override_actions.menu)
    assert [a.text().replace("&", "") for a in win.override_actions.actions] == [
        "Exchange opponents…", "Swap colours…", "Make pair…", "Break pair…", "Give bye…",
        "Take bye…"]
    assert all(a.isEnabled() for a in win.override_actions.actions)
    assert win.rounds.games_view.contextMenuPolicy() is Qt.ContextMenuPolicy.CustomContextMenu
