"""Driving modal dialogs from tests: a dialog's exec() blocks the test until it closes, so
the test arranges beforehand what to do once the dialog is up."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from arbiter_gui.core.model import Player
from arbiter_gui.gui.models import GamesModel
from arbiter_gui.gui.override_dialogs import OverrideDialog
from arbiter_gui.gui.window import MainWindow

# Bumped after every test (conftest.py), so that a handler a test set up for a dialog that
# never came cannot answer a dialog of a later test.
_generation = [0]

SIX_PLAYERS = [("Carlsen", 2830), ("Caruana", 2800), ("Nakamura", 2790), ("Firouzja", 2760),
               ("Gukesh", 2750), ("So", 2740)]


def forget_pending_handlers() -> None:
    _generation[0] += 1


def on_modal(kind: type[QWidget], handler: Callable[[QWidget], None],
             timeout: float = 30) -> None:
    """Once a modal dialog of `kind` is shown, call `handler` on it. It waits for the dialog
    however busy the machine is (a fixed delay can fire before the dialog is up, and the
    test then waits forever), and a failing handler closes the dialog so that the test
    never waits on it."""
    deadline = time.monotonic() + timeout
    generation = _generation[0]

    def poll() -> None:
        if _generation[0] != generation:
            return
        widget = QApplication.activeModalWidget()
        if not isinstance(widget, kind) or not widget.isVisible():
            if time.monotonic() < deadline:
                QTimer.singleShot(10, poll)
            return
        try:
            handler(widget)
        except BaseException:
            widget.reject()
            raise

    QTimer.singleShot(0, poll)


def main_window(qtbot, monkeypatch) -> MainWindow:
    """A main window whose error messages are collected in `win.errors` instead of being
    shown in a dialog that would wait for a click."""
    win = MainWindow()
    qtbot.addWidget(win)
    errors: list[str] = []
    monkeypatch.setattr(win, "show_error", errors.append)
    win.errors = errors
    return win


def shown_window(qtbot, monkeypatch) -> MainWindow:
    """`main_window`, shown on the (offscreen) screen, as the widget-driving tests need it."""
    win = main_window(qtbot, monkeypatch)
    win.show()
    qtbot.waitExposed(win)
    return win


def pair_round(qtbot, win: MainWindow, rounds: int) -> None:
    """Pair the next round as the window does (in its worker) and wait until it is round
    `rounds` of the tournament; the window's error messages say why it is not."""
    win.pairing.pair_next_round()
    qtbot.waitUntil(lambda: win.pairing.job is None
                    and (len(win.tournament.rounds) == rounds or bool(win.errors)),
                    timeout=10_000)
    assert len(win.tournament.rounds) == rounds, win.errors


def type_on_board(qtbot, win: MainWindow, board: int, key: str | Qt.Key) -> None:
    """Type `key` in the result column of the board's row of the round shown."""
    view = win.rounds.games_view
    view.setFocus()
    view.setCurrentIndex(win.games_model.index(board - 1, GamesModel.RESULT_COLUMN))
    qtbot.keyClick(view, key)


def six_player_tournament(qtbot, monkeypatch, path, name: str) -> MainWindow:
    """A shown window with a new five-round tournament at `path` and six top players."""
    win = shown_window(qtbot, monkeypatch)
    win.activateWindow()
    assert win.files.create_tournament(path, name, 5)
    for surname, rating in SIX_PLAYERS:
        assert win.players.register_player(Player(id=0, surname=surname, rating=rating))
    return win


def swap_colours_of_board_1(qtbot, window: MainWindow) -> tuple[int, int]:
    """The arbiter swaps the colours of board 1 through the override dialog and says why
    (confirming a second time if the swap breaks an absolute colour criterion); the ids of
    the pair's white and black before the swap."""
    white, black = window.games_model.games[0].white, window.games_model.games[0].black
    window.rounds.games_view.setCurrentIndex(window.games_model.index(0, 0))

    def justify(dialog: OverrideDialog) -> None:
        qtbot.keyClicks(dialog.justification, "the boards were set up with the wrong colours")
        dialog.arbiter.clear()
        qtbot.keyClicks(dialog.arbiter, "IA Chief Arbiter")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    on_modal(OverrideDialog, justify)
    on_modal(QMessageBox, lambda box: box.button(QMessageBox.StandardButton.Yes).click(),
             timeout=5)
    assert window.override_actions.ask_swap_colours()
    return white, black
