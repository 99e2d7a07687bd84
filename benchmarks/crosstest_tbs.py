"""The Dutch engine against a third public one: TieBreakServer's (Otto Milvang's Python
implementation of the Dutch rules, `pairingchecker.py` and `tournamentgenerator.py`; MIT).

    .venv/bin/python benchmarks/crosstest_tbs.py /path/to/TieBreakServer -n 100

  ours -> theirs: tournament K of `crosstest.py`'s seed (`--seed`, its draws, sizes up to
                  `--max-players`), written by our generator, checked by its pairing checker
                  (`pairingchecker.py -c`: "Check: True" when every round is its pairing);
  theirs -> ours: its generator's tournament K (`tournamentgenerator.py -g K 1`: its own
                  rates of zero- and half-point byes and forfeits) of a size and a number of
                  rounds drawn from K, checked by ours (`check_tournament`).
It is far slower than bbpPairings (pure Python), so this is a sample, not the 50,000 of
`crosstest.py`; it prints each disagreement with the file kept and the totals. Exit status
0 when the engines agree on every round, 1 otherwise.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from crosstest import options_parser as crosstest_options
from crosstest import our_settings, tournament_source

from arbiter_gui.core.trf import read_trf_report, save_trf
from arbiter_gui.pairing.engine import check_tournament
from arbiter_gui.pairing.generator import generate_until_impasse


def ours_to_theirs(server: Path, args: argparse.Namespace, number: int) -> tuple[int, str]:
    """The rounds of our tournament `number`, and "" or why its checker disagrees."""
    t, _impasse = generate_until_impasse(our_settings(tournament_source(args.seed, number),
                                                      args.shape))
    if not t.rounds:
        return 0, ""
    path = args.keep / f"ours-{args.seed}-{number}.trf"
    save_trf(t, path)
    run = subprocess.run([sys.executable, "pairingchecker.py", "-i", str(path), "-f", "TRF",
                          "-c", "-dT"], capture_output=True, text=True, check=False, cwd=server)
    if "Check: True" in run.stdout:
        path.unlink()
        return len(t.rounds), ""
    return len(t.rounds), f"{path}: {(run.stdout + run.stderr).strip()[-600:]}"


def theirs_to_ours(server: Path, args: argparse.Namespace, number: int) -> tuple[int, str]:
    """The rounds of its tournament `number` (0 when its generator fails), and "" or the
    rounds our checker pairs otherwise."""
    rng = random.Random(f"crosstest tbs {args.seed} {number}")
    players = rng.randint(12, args.max_players)
    rounds = rng.randint(3, min(11, players - 1))
    path = args.keep / f"theirs-{args.seed}-{number}.trf"
    run = subprocess.run([sys.executable, "tournamentgenerator.py", "-g", str(number), "1",
                          "-p", str(players), "-n", str(rounds), "-o", str(path), "-f", "TRF"],
                         capture_output=True, text=True, check=False, cwd=server)
    if not path.exists():  # its generator failed (a traceback): no tournament to check
        print(f"theirs #{number}: its generator wrote no file: {run.stderr.strip()[-200:]}",
              file=sys.stderr)
        return 0, ""
    t, _warnings = read_trf_report(str(path))
    differences = check_tournament(t, "dutch")
    if not differences:
        path.unlink()
        return len(t.rounds), ""
    return len(t.rounds), f"{path}: rounds {[d.round_no for d in differences]} differ"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("server", type=Path, help="a checkout of TieBreakServer")
    ap.add_argument("-n", type=int, default=50, help="tournaments each way")
    ap.add_argument("--seed", type=int, default=700)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--max-players", type=int, default=100)
    ap.add_argument("--keep", type=Path, default=None)
    args = ap.parse_args(argv)
    # Our tournaments are crosstest.py's, with its defaults but this size limit.
    args.shape = crosstest_options().parse_args(["--max-players", str(args.max_players)])
    args.keep = args.keep or Path(tempfile.mkdtemp(prefix="crosstest-tbs-"))
    args.keep.mkdir(parents=True, exist_ok=True)
    totals = {}
    for name, way in (("ours -> theirs", ours_to_theirs), ("theirs -> ours", theirs_to_ours)):
        rounds, tournaments, disagreements = 0, 0, 0
        for number in range(args.first, args.first + args.n):
            played, disagreement = way(args.server, args, number)
            rounds, tournaments = rounds + played, tournaments + bool(played)
            if disagreement:
                disagreements += 1
                print(f"{name} #{number}: {disagreement}", flush=True)
        totals[name] = (tournaments, rounds, disagreements)
    for name, (tournaments, rounds, disagreements) in totals.items():
        print(f"{name}: {tournaments} tournaments, {rounds} rounds, {disagreements}"
              " disagreements")
    return 1 if any(d for _t, _r, d in totals.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
