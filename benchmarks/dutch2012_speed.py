"""Speed of the 2012 Dutch engine (pairing/dutch2012.py) on a generated tournament.

Generates a tournament of N players round by round with the 2012 engine itself and prints
the time of each round's pairing (building the request, pairing, checking the pairing).
Issue 17 asks a 300-player round in under 10 s; rounds 1, 2, 5 and 9
are the ones quoted.

    .venv/bin/python benchmarks/dutch2012_speed.py                 # 300 players, 9 rounds
    .venv/bin/python benchmarks/dutch2012_speed.py 100 300 --seed 2
"""

from __future__ import annotations

import argparse
import time

from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)

QUOTED = (1, 2, 5, 9)


def run(players: int, rounds: int, seed: int) -> None:
    settings = GeneratorSettings(players=players, rounds=rounds, seed=seed, rules="2012")
    t, rng = new_tournament(settings)
    times = {}
    for round_no in range(1, rounds + 1):
        announce_absences(t, round_no, settings, rng)
        start = time.perf_counter()
        result = pair_next_round(t, "dutch", "2012")
        times[round_no] = time.perf_counter() - start
        print(f"{players} players, round {round_no}: {times[round_no]:.3f} s")
        play_round(t, round_no, result, settings, rng)
    quoted = ", ".join(f"round {r} {times[r]:.2f} s" for r in QUOTED if r in times)
    print(f"{players} players (seed {seed}): {quoted}; worst {max(times.values()):.2f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("players", nargs="*", type=int, default=[300])
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    for n in args.players:
        run(n, args.rounds, args.seed)


if __name__ == "__main__":
    main()
