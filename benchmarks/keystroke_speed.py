"""How long one result typed in the window takes, from `RoundsController.set_board_result` to the
result committed in the file and shown (the events it posted processed), and how long opening
a big file takes with everything verified.

For 300 and 1,000 players after 3 and after 11 rounds (random pairs and results made with
`benchmarks/store_speed.big_tournament`, no engine): 30 boards of the last round each get a
result typed (median and worst). Then the journal's length: the same 1,000-player, 11-round
tournament with 100 and with 6,000 records. Then opening that file (6,000 records) in the
window, the chain and the state checked.

    .venv/bin/python benchmarks/keystroke_speed.py
    .venv/bin/python benchmarks/keystroke_speed.py --profile 1000 11   # where the time goes
    .venv/bin/python benchmarks/keystroke_speed.py --opening           # the opening only
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtWidgets import QApplication  # noqa: E402
from store_speed import big_tournament  # noqa: E402

from arbiter_gui.core.model import GameResult  # noqa: E402
from arbiter_gui.core.store import TournamentFile  # noqa: E402
from arbiter_gui.gui.window import MainWindow  # noqa: E402

BOARDS = 30
RESULTS = (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)


def make_file(folder: Path, players: int, rounds: int, records: int) -> Path:
    """A tournament file whose journal holds at least `records` records (settings changes
    appended until it does)."""
    path = folder / f"t{players}x{rounds}-{records}-{len(list(folder.iterdir()))}.arbiter"
    with TournamentFile.create(path, big_tournament(players, rounds)) as f:
        for _ in range(records - len(f.read_log())):
            f.append_log("change", "benchmark filler", author="benchmark")
    return path


def type_results(window: MainWindow, app: QApplication) -> list[float]:
    """Seconds from set_board_result to the result committed and shown, for BOARDS boards of
    the last round."""
    t = window.tournament
    round_no = len(t.rounds)
    window.show_round(round_no)
    app.processEvents()
    durations = []
    for i, game in enumerate(t.round(round_no).games[:BOARDS]):
        result = next(r for r in RESULTS[i % 3:] + RESULTS if r is not game.result)
        start = time.perf_counter()
        if not window.rounds.set_board_result(round_no, game.board, result):
            raise SystemExit(f"board {game.board}: the result was refused")
        app.processEvents()
        durations.append(time.perf_counter() - start)
    return durations


def measure(app: QApplication, folder: Path, players: int, rounds: int,
            records: int) -> list[float]:
    path = make_file(folder, players, rounds, records)
    window = MainWindow()
    window.show()
    if not window.files.open_file(path):
        raise SystemExit(f"{path}: not opened")
    try:
        return type_results(window, app)
    finally:
        window.close()
        window.deleteLater()
        app.processEvents()


def line(label: str, durations: list[float]) -> str:
    return (f"{label}: median {statistics.median(durations) * 1000:.1f} ms, worst "
            f"{max(durations) * 1000:.1f} ms ({len(durations)} results)")


def opening(app: QApplication, folder: Path) -> None:
    path = make_file(folder, 1000, 11, 6000)
    start = time.perf_counter()
    window = MainWindow()
    window.show()
    opened = window.files.open_file(path)
    app.processEvents()
    elapsed = time.perf_counter() - start
    state = window.log_view.check.summary() if window.log_view.check else "?"
    print(f"opening 1,000 x 11 with {len(window.file.read_log())} records in the window: "
          f"{elapsed * 1000:.0f} ms ({'opened' if opened else 'NOT OPENED'}; {state})")
    window.close()


def profile(app: QApplication, folder: Path, players: int, rounds: int) -> None:
    path = make_file(folder, players, rounds, 100)
    window = MainWindow()
    window.show()
    window.files.open_file(path)
    profiler = cProfile.Profile()
    profiler.enable()
    type_results(window, app)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("cumulative").print_stats(40)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--profile", nargs=2, type=int, metavar=("PLAYERS", "ROUNDS"))
    parser.add_argument("--opening", action="store_true", help="measure the opening only")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        if args.profile:
            profile(app, folder, *args.profile)
            return
        if args.opening:
            opening(app, folder)
            return
        for players in (300, 1000):
            for rounds in (3, 11):
                print(line(f"{players} players x {rounds} rounds",
                           measure(app, folder, players, rounds, 100)), flush=True)
        for records in (100, 6000):
            print(line(f"1,000 x 11, journal of {records} records",
                       measure(app, folder, 1000, 11, records)), flush=True)
        opening(app, folder)


if __name__ == "__main__":
    main()
