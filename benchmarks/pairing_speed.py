"""Dutch pairing speed: per-round time and peak memory on generated tournaments, or the CPU a
whole arbiter-pairing process costs.

Generates a tournament of N players round by round with our own engine and prints, for
each round, the time the engine took and the peak resident memory of the process so far
(tracemalloc would slow the engine several times over and distort the times).

With --process, what another program pays for a round (issues 27 and 30): the CPU time
(user + system, which the load of a shared machine does not inflate as it does wall time) of
`arbiter-pairing --help`, of `-p` pairing the last round of each generated tournament, of
`-c` re-pairing the whole tournament, and with --bbp of bbpPairings' `-p` on the same file
(the same pairing is checked). Each the median of --repeat runs, after one run that lets
Python write the modules' compiled bytecode, as an installed program has it.

    .venv/bin/python benchmarks/pairing_speed.py            # 100 and 300 players, 9 rounds
    .venv/bin/python benchmarks/pairing_speed.py 1000 --rounds 11
    .venv/bin/python benchmarks/pairing_speed.py --process 100 178 --bbp PATH/bbpPairings.exe
"""

from __future__ import annotations

import argparse
import copy
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from arbiter_gui.core.model import ByeKind, Round, Tournament
from arbiter_gui.core.trf import write_trf
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


def _tournament_files(players: int, rounds: int, seed: int, folder: Path
                      ) -> tuple[Path, Path]:
    """The TRF before the last round is paired (its absences in its column, as every TRF
    reader takes them) and the TRF of the whole tournament."""
    settings = GeneratorSettings(players=players, rounds=rounds, seed=seed)
    t, rng = new_tournament(settings)
    for round_no in range(1, rounds + 1):
        announce_absences(t, round_no, settings, rng)
        if round_no == rounds:
            last = folder / f"round{rounds}-{players}.trf"
            last.write_text(write_trf(_absences_in_column(t, round_no)), encoding="utf-8")
        play_round(t, round_no, pair_next_round(t, "dutch"), settings, rng)
    whole = folder / f"whole-{players}.trf"
    whole.write_text(write_trf(t), encoding="utf-8")
    return last, whole


def _absences_in_column(t: Tournament, round_no: int) -> Tournament:
    """`t` with the byes requested for `round_no` and its withdrawn players as that round's
    column (bbpPairings reads no 240 record)."""
    byes = {pid: kind for (pid, r), kind in t.requested_byes.items() if r == round_no}
    byes |= {p.id: ByeKind.ZERO for p in t.players
             if t.is_withdrawn(p, round_no) and p.id not in byes}
    announced = copy.copy(t)
    announced.requested_byes = {key: kind for key, kind in t.requested_byes.items()
                                if key[1] != round_no}
    announced.rounds = [*t.rounds, Round(number=round_no, byes=byes)]
    return announced


def _cpu(command: list[str], repeat: int) -> float:
    """The median CPU seconds (user + system) of `command` over `repeat` runs."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(command, env=env, capture_output=True, check=False)  # bytecode written
    costs = []
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(command, env=env, capture_output=True, check=False)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        costs.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(costs)


def run_process(player_counts: list[int], rounds: int, seed: int, repeat: int,
                bbp: str | None) -> None:
    ours = [sys.executable, "-m", "arbiter_gui.cli.pairing", "--dutch"]
    print(f"CPU ms of a whole process, median of {repeat}")
    print(f"  arbiter-pairing --help: {1000 * _cpu([*ours, '--help'], repeat):.0f}")
    with tempfile.TemporaryDirectory() as folder:
        for players in player_counts:
            last, whole = _tournament_files(players, rounds, seed, Path(folder))
            ours_out, bbp_out = Path(folder) / "ours.txt", Path(folder) / "bbp.txt"
            cpu = _cpu([*ours, str(last), "-p", str(ours_out)], repeat)
            line = f"  {players} players, -p round {rounds}: {1000 * cpu:.0f}"
            if bbp:
                theirs = _cpu([bbp, "--dutch", str(last), "-p", str(bbp_out)], repeat)
                same = ours_out.read_text() == bbp_out.read_text()
                line += (f"; bbpPairings {1000 * theirs:.0f} ({cpu / theirs:.1f} times),"
                         f" {'the same pairing' if same else 'A DIFFERENT PAIRING'}")
            print(line)
            cpu = _cpu([*ours, str(whole), "-c"], repeat)
            print(f"  {players} players, -c of {rounds} rounds: {1000 * cpu:.0f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("players", nargs="*", type=int)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--process", action="store_true",
                    help="the CPU of whole arbiter-pairing processes (default players: 100 178)")
    ap.add_argument("--repeat", type=int, default=5, help="with --process: runs of each")
    ap.add_argument("--bbp", metavar="PATH", help="with --process: bbpPairings to compare with")
    args = ap.parse_args()
    if args.process:
        run_process(args.players or [100, 178], args.rounds, args.seed, args.repeat, args.bbp)
        return
    for n in args.players or [100, 300]:
        run(n, args.rounds, args.seed)


if __name__ == "__main__":
    main()
