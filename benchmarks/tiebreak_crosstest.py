"""Our tie-breaks against TieBreakServer's (Otto Milvang's public implementation of C.07, the
tie-break checker of `tiebreakchecker.py`) on random tournaments of our generator.

    .venv/bin/python benchmarks/tiebreak_crosstest.py /path/to/TieBreakServer -n 300

Each tournament (8-40 players, 3-9 rounds, with draws, forfeits, half- and zero-point byes
and withdrawals, and the scorings of `crosstest.py`: FIDE's, 3-1-0, 2-1-0, a PAB worth a
draw; all drawn from its number) is written by our TRF writer and its
tie-breaks computed by both, ours in this process (`tiebreak_values`), theirs with
`tiebreakchecker.py -s -n ROUNDS -t CODES -dT` (a Swiss tournament, after its last round).
Every value that differs by more than rounding is printed with the file kept; the totals close
the run. Exit status 0 when every value agrees, 1 otherwise.
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from crosstest import SCORINGS

from arbiter_gui.core.model import Tournament
from arbiter_gui.core.tiebreak.standings import tiebreak_values
from arbiter_gui.core.trf import save_trf
from arbiter_gui.pairing.generator import GeneratorSettings, generate_until_impasse

# The C.07 tie-breaks of a Swiss tournament that both compute, with cut and median modifiers.
CODES = ["BH", "BH/C1", "BH/M1", "SB", "SB/C1", "ARO", "ARO/C1", "AOB", "TPR", "PTP", "APRO",
         "APPO", "PS", "WIN", "WON", "BPG", "BWG", "REP", "FB", "DE"]
# Their values are printed with two decimals.
TOLERANCE = 0.006


def random_tournament(number: int) -> Tournament:
    rng = random.Random(f"tiebreak crosstest {number}")
    win, draw, loss, pab = rng.choice(SCORINGS)
    settings = GeneratorSettings(
        players=rng.randint(8, 40), rounds=rng.randint(3, 9), draw_rate=rng.uniform(0, 0.5),
        forfeit_rate=rng.choice([0, 0.02, 0.1]), bye_rate=rng.choice([0, 0.03, 0.1]),
        withdraw_rate=rng.choice([0, 0.02]), zero_bye_rate=rng.choice([0, 0.03]),
        seed=rng.randrange(1 << 31), win_points=win, draw_points=draw, loss_points=loss,
        pab_points=pab)
    return generate_until_impasse(settings)[0]


def their_values(server: Path, path: Path, rounds: int) -> dict[int, dict[str, float]]:
    """Starting rank -> code -> TieBreakServer's value."""
    run = subprocess.run([sys.executable, "tiebreakchecker.py", "-i", str(path), "-f", "TRF",
                          "-o", "-", "-s", "-n", str(rounds), "-t", *CODES, "-dT"],
                         capture_output=True, text=True, check=False, cwd=server)
    head, *rows = run.stdout.splitlines() or [""]
    if not rows:
        raise RuntimeError(f"{path}: TieBreakServer failed: {run.stderr.strip()[-300:]}")
    columns = head.split("\t")
    values = {}
    for row in rows:
        cells = dict(zip(columns, row.split("\t"), strict=True))
        values[int(cells["StartNo"])] = {code: float(cells[code]) for code in CODES}
    return values


def compare(server: Path, number: int, keep: Path) -> list[tuple[str, str]]:
    """(code, what differs) for each value of tournament `number` the two compute apart."""
    t = random_tournament(number)
    if not t.rounds:
        return []
    path = keep / f"tiebreaks-{number}.trf"
    save_trf(t, path)
    ours = tiebreak_values(t, CODES)
    theirs = their_values(server, path, len(t.rounds))
    differences = []
    for p in t.players:
        for code, mine in zip(CODES, ours[p.id], strict=True):
            if abs(theirs[p.pairing_no][code] - mine) > TOLERANCE:
                differences.append((code, f"{path} player {p.pairing_no}: ours {mine:g},"
                                          f" theirs {theirs[p.pairing_no][code]:g}"))
    if not differences:
        path.unlink()
    return differences


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("server", type=Path, help="a checkout of TieBreakServer")
    ap.add_argument("-n", type=int, default=100, help="tournaments")
    ap.add_argument("--first", type=int, default=0, help="the number of the first tournament")
    ap.add_argument("--keep", type=Path, default=None,
                    help="where the files of differences are kept (default: a new folder)")
    args = ap.parse_args(argv)
    keep = args.keep or Path(tempfile.mkdtemp(prefix="tiebreak-crosstest-"))
    keep.mkdir(parents=True, exist_ok=True)
    by_code: dict[str, list[str]] = defaultdict(list)
    for number in range(args.first, args.first + args.n):
        for code, what in compare(args.server, number, keep):
            by_code[code].append(what)
    for code, cases in by_code.items():
        print(f"{code}: {len(cases)} values differ")
        for what in cases:
            print("  " + what)
    print(f"{args.n} tournaments, {len(CODES)} tie-breaks each ({' '.join(CODES)}):"
          f" {sum(map(len, by_code.values()))} values differ")
    return 1 if by_code else 0


if __name__ == "__main__":
    sys.exit(main())
