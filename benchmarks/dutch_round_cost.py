"""The Dutch engine's CPU per round at 100-250 players (issues 27, 30 and 31).

Generates fixed tournaments (GeneratorSettings with the given seeds, 9 rounds), keeps the
request of every round, then times `dutch.pair_round` alone on each request: the CPU time
(time.process_time, which the load of a shared machine inflates far less than wall time),
the least of --repeat runs of each round. Prints, per field size, the mean and median CPU
per round, and the solves of the matching a round takes (the engine's main lever). A
checksum of the pairings shows that two versions of the engine paired alike.

    .venv/bin/python benchmarks/dutch_round_cost.py                 # 100, 178, 250 players
    .venv/bin/python benchmarks/dutch_round_cost.py 178 --seeds 1 2 --repeat 5
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import time

from arbiter_gui.pairing import dutch
from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)
from arbiter_gui.pairing.matching import MatchingComputer
from arbiter_gui.pairing.swiss import PairingRequest, build_request


def requests_of(players: int, rounds: int, seed: int) -> list[PairingRequest]:
    """The request of every round of a generated tournament (paired by the engine)."""
    settings = GeneratorSettings(players=players, rounds=rounds, seed=seed)
    t, rng = new_tournament(settings)
    requests = []
    for round_no in range(1, rounds + 1):
        announce_absences(t, round_no, settings, rng)
        requests.append(build_request(t, t.next_round_number, dutch.EDITION_2025.unplayed))
        play_round(t, round_no, pair_next_round(t, "dutch"), settings, rng)
    return requests


class _SolveCounter:
    """Counts MatchingComputer.solve calls while installed."""

    def __init__(self) -> None:
        self.count = 0
        self._solve = MatchingComputer.solve

    def __enter__(self) -> _SolveCounter:
        original = self._solve

        def solve(matcher: MatchingComputer) -> list[int]:
            self.count += 1
            return original(matcher)

        MatchingComputer.solve = solve  # type: ignore[method-assign]
        return self

    def __exit__(self, *exc: object) -> None:
        MatchingComputer.solve = self._solve  # type: ignore[method-assign]


def measure(players: int, seeds: list[int], rounds: int, repeat: int) -> None:
    costs: list[float] = []
    solves = 0
    digest = hashlib.sha256()
    for seed in seeds:
        for request in requests_of(players, rounds, seed):
            with _SolveCounter() as counter:
                result = dutch.pair_round(request)
            solves += counter.count
            digest.update(repr((result.pairs, result.bye)).encode())
            best = float("inf")
            for _ in range(repeat):
                start = time.process_time()
                dutch.pair_round(request)
                best = min(best, time.process_time() - start)
            costs.append(best)
    print(f"{players} players, {len(costs)} rounds (seeds {seeds}): CPU a round mean "
          f"{1000 * statistics.mean(costs):.1f} ms, median {1000 * statistics.median(costs):.1f}"
          f" ms, worst {1000 * max(costs):.1f} ms; {solves / len(costs):.1f} solves a round;"
          f" pairings {digest.hexdigest()[:12]}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("players", nargs="*", type=int)
    ap.add_argument("--seeds", nargs="+", type=int, default=[1, 2, 3])
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--repeat", type=int, default=3, help="runs of each round (the least counts)")
    args = ap.parse_args()
    for players in args.players or [100, 178, 250]:
        measure(players, args.seeds, args.rounds, args.repeat)


if __name__ == "__main__":
    main()
