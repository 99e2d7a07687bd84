"""How long one arbiter action takes to reach the tournament file (300 players, 11 rounds).

Prints the median and worst time of entering ten results, each one transaction.
Run: .venv/bin/python benchmarks/store_speed.py
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from pathlib import Path

from arbiter_gui.core import handling
from arbiter_gui.core.model import Game, GameResult, Player, Tournament
from arbiter_gui.core.store import TournamentFile


def big_tournament(players: int, rounds: int) -> Tournament:
    rng = random.Random(1)
    t = Tournament(name="Big", rounds_planned=rounds)
    t.players = [Player(i, f"Player {i}", rating=rng.randint(1000, 2800), fide_id=100 + i)
                 for i in range(1, players + 1)]
    handling.assign_pairing_numbers(t)
    for number in range(1, rounds + 1):
        ids = [p.id for p in t.players]
        rng.shuffle(ids)
        handling.set_round_pairing(t, number, [Game(*ids[i:i + 2]) for i in range(0, players, 2)])
        for game in t.rounds[-1].games:
            game.set_result(rng.choice(list(GameResult)))
    return t


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "big.arbiter"
        with TournamentFile.create(path, big_tournament(300, 11)) as f:
            durations = []
            for board in range(1, 11):
                start = time.perf_counter()
                f.apply(lambda t, b=board: handling.set_result(t, 11, b, GameResult.DRAW))
                durations.append(time.perf_counter() - start)
        start = time.perf_counter()
        with TournamentFile.open(path) as f:
            f.load()
        opened = time.perf_counter() - start
    print(f"300 players x 11 rounds: one result entered and saved: median "
          f"{statistics.median(durations) * 1000:.1f} ms, worst {max(durations) * 1000:.1f} ms; "
          f"file opened and read in {opened * 1000:.1f} ms")


if __name__ == "__main__":
    main()
