"""How long one arbiter action takes to reach the tournament file (300 players, 11 rounds).

Prints the median and worst time of entering ten results, each one transaction: as the window
enters them (`perform`, the action writing only its own rows), and through `apply`, the way
for a change no action makes (the whole tournament compared with the file's rows).
Run: .venv/bin/python benchmarks/store_speed.py
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from arbiter_gui.core import handling
from arbiter_gui.core.actions.results import SetResult
from arbiter_gui.core.model import GameResult, Tournament
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.pairing.generator import GeneratorSettings, new_tournament, play_round
from arbiter_gui.pairing.swiss import PairingResult


def big_tournament(players: int, rounds: int) -> Tournament:
    """Random players, random pairs (no engine: only the file's speed is measured here)."""
    settings = GeneratorSettings(players=players, rounds=rounds, seed=1)
    t, rng = new_tournament(settings)
    for round_no in range(1, rounds + 1):
        numbers = [p.pairing_no for p in t.players]
        rng.shuffle(numbers)
        pairs = list(zip(numbers[::2], numbers[1::2], strict=True))
        play_round(t, round_no, PairingResult(pairs=pairs, bye=None), settings, rng)
    return t


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.arbiter"
        with TournamentFile.create(path, big_tournament(300, 11)) as f:
            performed, applied = [], []
            for board in range(1, 11):  # each entry changes the board's result
                start = time.perf_counter()
                f.apply(lambda t, b=board: handling.set_result(t, 11, b, GameResult.BLACK_WINS))
                applied.append(time.perf_counter() - start)
                start = time.perf_counter()
                f.perform(SetResult.of(11, board, GameResult.DRAW))
                performed.append(time.perf_counter() - start)
        start = time.perf_counter()
        with TournamentFile.open(path) as f:
            f.load()
        opened = time.perf_counter() - start
    print(f"300 players x 11 rounds: one result entered and saved as an action: "
          f"{_figures(performed)}; through apply: {_figures(applied)}; "
          f"file opened and read in {opened * 1000:.1f} ms")


def _figures(durations: list[float]) -> str:
    return (f"median {statistics.median(durations) * 1000:.1f} ms,"
            f" worst {max(durations) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
