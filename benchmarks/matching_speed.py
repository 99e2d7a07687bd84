"""Speed of arbiter_gui.pairing.matching on dense random graphs with 200-bit weights.

Prints, for each size, the time of the first solve() and the average time of a
re-solve after all edges of one random vertex got new weights (the engine's pattern).
`--verify` also checks each result's optimality certificate (slow, not timed).

    .venv/bin/python benchmarks/matching_speed.py [--sizes 100 300 1000] [--changes 50]
"""

from __future__ import annotations

import argparse
import random
import time

from arbiter_gui.pairing.matching import MatchingComputer

WEIGHT_BITS = 200


def dense_random_computer(n: int, rng: random.Random) -> MatchingComputer:
    computer = MatchingComputer(n)
    for u in range(n):
        for v in range(u + 1, n):
            computer.set_weight(u, v, rng.getrandbits(WEIGHT_BITS) | 1)
    return computer


def change_one_vertex(computer: MatchingComputer, n: int, rng: random.Random) -> None:
    """New weights on every edge of one vertex; about one in ten edges removed."""
    v = rng.randrange(n)
    for u in range(n):
        if u != v:
            weight = 0 if rng.random() < 0.1 else rng.getrandbits(WEIGHT_BITS) | 1
            computer.set_weight(u, v, weight)


def measure(n: int, changes: int, verify: bool, rng: random.Random) -> None:
    computer = dense_random_computer(n, rng)
    start = time.perf_counter()
    computer.solve()
    first = time.perf_counter() - start
    if verify:
        computer.verify()
    total = 0.0
    for _ in range(changes):
        change_one_vertex(computer, n, rng)
        start = time.perf_counter()
        computer.solve()
        total += time.perf_counter() - start
        if verify:
            computer.verify()
    average = total / changes if changes else 0.0
    print(f"n={n:5d}  first solve {first:8.3f} s   "
          f"re-solve after one vertex changed: {average * 1000:8.2f} ms (avg of {changes})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 300, 1000])
    parser.add_argument("--changes", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--verify", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    for n in args.sizes:
        measure(n, args.changes, args.verify, rng)


if __name__ == "__main__":
    main()
