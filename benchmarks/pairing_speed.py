"""Dutch pairing speed: per-round time and peak memory on generated tournaments.

Generates a tournament of N players round by round with our own engine and prints, for
each round, the time the engine took and the peak resident memory of the process so far
(tracemalloc would slow the engine several times over and distort the times).

    .venv/bin/python benchmarks/pairing_speed.py            # 100 and 300 players, 9 rounds
    .venv/bin/python benchmarks/pairing_speed.py 1000 --rounds 11
"""

from __future__ import annotations

import argparse
import resource
import statistics
import time

from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)


def run(players: int, rounds: int, seed: int) -> None:
    settings = GeneratorSettings(players=players, rounds=rounds, seed=seed)
    t, rng = new_tournament(settings)
    times = []
    for round_no in range(1, rounds + 1):
        announce_absences(t, round_no, settings, rng)
        start = time.perf_counter()
        result = pair_next_round(t, "dutch")
        elapsed = time.perf_counter() - start
        peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux
        times.append(elapsed)
        print(f"{players} players, round {round_no}: {elapsed:.3f} s, "
              f"peak resident memory {peak_mib:.0f} MiB")
        play_round(t, round_no, result, settings, rng)
    print(f"{players} players: median {statistics.median(times):.3f} s, "
          f"worst {max(times):.3f} s a round")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("players", nargs="*", type=int, default=[100, 300])
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    for n in args.players:
        run(n, args.rounds, args.seed)


if __name__ == "__main__":
    main()
