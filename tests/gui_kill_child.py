"""The child process of the result-entry kill test (tests/test_gui_kill.py).

Run as `python gui_kill_child.py FILE RUN`: opens the tournament in the real main window
(offscreen) and types results on round 1's boards, board after board, pass after pass, as an
arbiter at the keyboard. After each key it reads the result the window shows and prints
`done STEP BOARD KEY` (flushed) only when the window shows it. The parent imports this module
for `key_of`, to know the key of every step, including the one in flight when it killed us.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Delete clears a result; the others are the result slip's symbols (window.RESULT_KEYS).
KEYS = ["1", "0", "=", "+", "-", "x", "Delete"]


def key_of(run: int, step: int, boards: int) -> tuple[int, str]:
    """The board and the key of a step of a run: every board once a pass, the key changing
    from pass to pass and from run to run."""
    board = step % boards + 1
    return board, KEYS[(step // boards + 3 * run + board) % len(KEYS)]


def main(path: str, run: int) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from arbiter_gui.gui.models import GamesModel, result_text
    from arbiter_gui.gui.window import RESULT_KEYS, MainWindow

    app = QApplication.instance() or QApplication(["arbiter-gui"])
    window = MainWindow()
    if not window.open_file(path):
        sys.exit(f"cannot open {path}")
    window.show_round(1)
    view, model = window.games_view, window.games_model
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
    main(sys.argv[1], int(sys.argv[2]))
