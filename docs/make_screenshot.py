"""Make docs/screenshot.png, the picture in README.md: the demo tournament in the main window,
drawn offscreen (no display needed).

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_screenshot.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402 (after the platform is chosen)

from arbiter_gui.core.model import GameResult  # noqa: E402
from arbiter_gui.demo import ROUNDS_PLAYED, create_demo_file  # noqa: E402
from arbiter_gui.gui.window import MainWindow  # noqa: E402

TARGET = Path(__file__).resolve().parent / "screenshot.png"
# The first boards of the waiting round, as if the arbiter had begun typing its results.
TYPED = [GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS, GameResult.DRAW]


def main() -> int:
    app = QApplication.instance() or QApplication(["arbiter-gui"])
    with tempfile.TemporaryDirectory() as folder:
        # The recent-files list of whoever runs this is left alone.
        os.environ["ARBITER_GUI_CONFIG_DIR"] = folder
        window = MainWindow()
        window.resize(1100, 680)
        window.files.open_file(create_demo_file(Path(folder)))
        round_no = ROUNDS_PLAYED + 1
        for board, result in enumerate(TYPED, start=1):
            window.rounds.set_board_result(round_no, board, result)
        window.tabs.setCurrentWidget(window.rounds.page)
        window.rounds.games_view.selectRow(len(TYPED))
        window.show()
        app.processEvents()
        saved = window.grab().save(str(TARGET))
        window.close()
    print(f"{'wrote' if saved else 'could not write'} {TARGET}")
    return 0 if saved else 1


if __name__ == "__main__":
    sys.exit(main())
