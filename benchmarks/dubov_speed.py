"""Dubov pairing speed: per-round time of the fast engine on generated tournaments.

Generates tournaments round by round with the Dubov engine (forfeits, requested byes and
withdrawals included) and prints, for each round, the time the engine took.  The target is
every round of a 300-player tournament under one second.

    .venv/bin/python benchmarks/dubov_speed.py                 # 50, 100, 300 players, 11 rounds
    .venv/bin/python benchmarks/dubov_speed.py 300 --rounds 9 --seeds 1 2 3
"""

from __future__ import annotations

import argparse
import statistics
import time

from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)


def run(players: int, rounds: int, seed: int) -> list[float]:
    settings = GeneratorSettings(players=players, rounds=rounds, seed=seed, system="dubov")
    t, rng = new_tournament(settings)
    times = []
    for round_no in range(1, rounds + 1):
        announce_absences(t, round_no, settings, rng)
        start = time.perf_counter()
        result = pair_next_round(t, "dubov")
        elapsed = time.perf_counter() - start
        times.append(elapsed)
        print(f"{players} players, seed {seed}, round {round_no}: {elapsed:.3f} s")
        play_round(t, round_no, result, settings, rng)
    return times


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("players", nargs="*", type=int, default=[50, 100, 300])
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--seeds", type=int, nargs="+", default=[1])
    args = ap.parse_args()
    for n in args.players:
        times = [dt for seed in args.seeds for dt in run(n, args.rounds, seed)]
        print(f"{n} players: median {statistics.median(times):.3f} s, "
              f"worst {max(times):.3f} s a round")


if __name__ == "__main__":
    main()
