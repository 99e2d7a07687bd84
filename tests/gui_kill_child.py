"""The child process of the kill tests (tests/gui/test_gui_kill.py).

Run as `python gui_kill_child.py FILE RUN` (results) or `python gui_kill_child.py FILE RUN
registration FIRST_STEP` (the registration desk's actions, `registration_step`, from
FIRST_STEP on, each reported as `done STEP 0 ACTION`). Results: opens the tournament in the
real main window (offscreen) and types results on round 1's boards, board after board, pass
after pass, as an arbiter at the keyboard. After each key it reads the result the window
shows and prints `done STEP BOARD KEY` (flushed) only when the window shows it. The parent
imports this module for `key_of`, to know the key of every step, including the one in flight
when it killed us.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Delete clears a result; the others are the result slip's symbols (rounds_controller.RESULT_KEYS).
KEYS = ["1", "0", "=", "+", "-", "x", "h", "j", "b", "w", "d", "l", "Delete"]


def key_of(run: int, step: int, boards: int) -> tuple[int, str]:
    """The board and the key of a step of a run: every board once a pass, the key changing
    from pass to pass and from run to run."""
    board = step % boards + 1
    return board, KEYS[(step // boards + 3 * run + board) % len(KEYS)]


# The registration desk before round 1, one action a step, in a cycle that is valid again and
# again: a player registered, a prohibited pairing, the Baku acceleration on, a withdrawal and
# its undoing, the player deleted, the acceleration off, the prohibition removed.
REGISTRATION = ("add", "prohibit", "baku on", "withdraw", "return", "delete", "baku off",
                "allow")
PROHIBITED = "1-5: 1 2 3"


def registration_step(step: int) -> tuple[str, int]:
    """The action of a step and the number of the player it registers ("Extra N")."""
    return REGISTRATION[step % len(REGISTRATION)], step // len(REGISTRATION)


def _registration(window, step: int) -> None:
    """Do one registration step through the window, as the desk would."""
    from arbiter_gui.core.model import Player

    action, k = registration_step(step)
    t = window.tournament
    extra = next((p.id for p in t.players if p.surname == f"Extra {k}"), None)
    third = t.by_pairing_no(3).id if t.by_pairing_no(3) else None
    view = window.settings_view
    if action == "add":
        done = window.players.register_player(Player(0, f"Extra {k}", rating=1000 + k))
    elif action in ("prohibit", "allow"):
        view.prohibited.setPlainText(PROHIBITED if action == "prohibit" else "")
        view.prohibited_save.click()
        done = bool(window.tournament.prohibited_pairings) == (action == "prohibit")
    elif action in ("baku on", "baku off"):
        view.baku.click()
        done = bool(window.tournament.accelerations) == (action == "baku on")
    elif action == "withdraw":
        done = window.players.withdraw_player(third, 2)
    elif action == "return":
        done = window.players.return_from_withdrawal(third, 1)
    else:
        done = window.players.delete_player(extra)
    if not done:
        sys.exit(f"step {step}: {action} was not done")


def registration_main(path: str, first_step: int) -> None:
    from PySide6.QtWidgets import QApplication

    from arbiter_gui.gui.window import MainWindow

    app = QApplication.instance() or QApplication(["arbiter-gui"])
    window = MainWindow()
    # A refusal would wait for a click on its message: say it and stop instead.
    window.show_error = lambda message: (print(message, file=sys.stderr, flush=True),
                                         os._exit(2))
    if not window.files.open_file(path):
        sys.exit(f"cannot open {path}")
    window.show()
    app.processEvents()
    print("ready", flush=True)
    step = first_step
    while True:
        _registration(window, step)
        print(f"done {step} 0 {registration_step(step)[0].replace(' ', '-')}", flush=True)
        step += 1


def main(path: str, run: int) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from arbiter_gui.gui.models import GamesModel, result_text
    from arbiter_gui.gui.rounds_controller import RESULT_KEYS
    from arbiter_gui.gui.window import MainWindow

    app = QApplication.instance() or QApplication(["arbiter-gui"])
    window = MainWindow()
    # Pass after pass the arbiter retypes boards already scored, on purpose: yes, replace
    # (the question would otherwise wait for a click, and the child type nothing more).
    window.ask_yes_no = lambda _question: True
    if not window.files.open_file(path):
        sys.exit(f"cannot open {path}")
    window.show_round(1)
    view, model = window.rounds.games_view, window.games_model
    boards = len(model.games)
    window.show()
    view.setFocus()
    app.processEvents()
    print("ready", flush=True)
    step = 0
    while True:
        board, key = key_of(run, step, boards)
        view.setCurrentIndex(model.index(board - 1, GamesModel.RESULT_COLUMN))
        if key == "Delete":
            QTest.keyClick(view, Qt.Key.Key_Delete)
        else:
            QTest.keyClick(view, key)
        shown = str(model.data(model.index(board - 1, GamesModel.RESULT_COLUMN)))
        game = model.game_at(board - 1)
        expected = "" if key == "Delete" else result_text(game)
        if game.result is not RESULT_KEYS.get(key) or shown != expected:
            sys.exit(f"step {step}: board {board} shows {shown!r} after {key!r}")
        print(f"done {step} {board} {key}", flush=True)
        step += 1


if __name__ == "__main__":
    if sys.argv[3:4] == ["registration"]:
        registration_main(sys.argv[1], int(sys.argv[4]))
    else:
        main(sys.argv[1], int(sys.argv[2]))
