"""Size limits: time and peak memory of each engine on every round of large tournaments.

Generates a tournament of N players (default 2,000; several sizes may be given) round by
round, its history paired by --history (default dubov, the fastest engine at this size),
keeps it as it stood before each measured round (by default every round of nine: round 1,
the early rounds with their big score groups, the later ones), and pairs each of those
rounds with each engine in a process of its own, as arbiter-pairing does: wall time, CPU
time and peak resident memory of the pairing.
A round above an engine's limit (MAX_PLAYERS, README "Limits") is refused up front;
--beyond-limits pairs it anyway, to show how far above its limit an engine goes.

On a shared machine the wall time depends on the load; the CPU time is what the same
pairing takes on an idle one.

    .venv/bin/python benchmarks/size_limits.py                    # 2,000 players
    .venv/bin/python benchmarks/size_limits.py --players 1000 2000 3000 --systems dutch
    .venv/bin/python benchmarks/size_limits.py --players 2500 --beyond-limits --rounds 2
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from arbiter_gui.core.trf import save_trf
from arbiter_gui.pairing.engine import SYSTEMS
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)
from arbiter_gui.pairing.swiss import build_request

# Run in a process of its own, so that its peak memory is the pairing's alone.
_CHILD = """
import json, resource, sys, time
from arbiter_gui.core.trf import read_trf
from arbiter_gui.pairing.engine import SYSTEMS, announced_round_as_requests, pair_next_round
from arbiter_gui.pairing.swiss import PairingError, build_request
path, system, beyond = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
t = announced_round_as_requests(read_trf(path))
wall, cpu = time.perf_counter(), time.process_time()
try:
    if beyond:
        SYSTEMS[system].pair_round(build_request(t, t.next_round_number))
    else:
        pair_next_round(t, system)
    outcome = "paired"
except PairingError as e:
    outcome = f"refused: {e}"
print(json.dumps({"wall": time.perf_counter() - wall, "cpu": time.process_time() - cpu,
                  "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "outcome": outcome}))
"""


def snapshots(players: int, rounds: list[int], history: str, folder: Path) -> list[Path]:
    """The tournament as it stood before each round of `rounds` (absentees announced)."""
    settings = GeneratorSettings(players=players, rounds=max(rounds), seed=1, system=history)
    t, rng = new_tournament(settings)
    paths = []
    for round_no in range(1, max(rounds) + 1):
        announce_absences(t, round_no, settings, rng)
        if round_no in rounds:
            paths.append(folder / f"before_round_{round_no}.trf")
            save_trf(t, paths[-1])
        if round_no < max(rounds):
            # The history is paired beyond any limit: only the measured rounds count.
            result = SYSTEMS[history].pair_round(build_request(t, round_no))
            play_round(t, round_no, result, settings, rng)
    return paths


def measure(path: Path, system: str, beyond: bool, timeout: float) -> str:
    try:
        done = subprocess.run([sys.executable, "-c", _CHILD, str(path), system,
                               "1" if beyond else "0"], capture_output=True, text=True,
                              timeout=timeout, check=True)
    except subprocess.TimeoutExpired:
        return f"no answer within {timeout:.0f} s (stopped)"
    except subprocess.CalledProcessError as e:
        return f"failed: {e.stderr.strip().splitlines()[-1]}"
    r = json.loads(done.stdout)
    return (f"{r['cpu']:6.1f} s CPU {r['wall']:6.1f} s wall {r['peak_mib']:5.0f} MiB peak"
            f"  {r['outcome']}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, nargs="+", default=[2000])
    ap.add_argument("--rounds", type=int, nargs="+", default=list(range(1, 10)))
    ap.add_argument("--systems", nargs="+", choices=list(SYSTEMS), default=list(SYSTEMS))
    ap.add_argument("--history", choices=list(SYSTEMS), default="dubov")
    ap.add_argument("--beyond-limits", action="store_true",
                    help="pair rounds above an engine's limit instead of refusing them")
    ap.add_argument("--timeout", type=float, default=600, help="seconds a pairing may take")
    args = ap.parse_args()
    for players in args.players:
        with tempfile.TemporaryDirectory() as folder:
            paths = snapshots(players, sorted(set(args.rounds)), args.history, Path(folder))
            for path in paths:
                round_no = path.stem.rsplit("_", 1)[1]
                for system in args.systems:
                    figures = measure(path, system, args.beyond_limits, args.timeout)
                    print(f"{players:,} players, round {round_no:>2}, {system:5s} "
                          f"(limit {SYSTEMS[system].max_players:,}): {figures}", flush=True)


if __name__ == "__main__":
    main()
