"""Cross-test of the Dutch engine against another public engine (issue 31; Handbook C.02's
test "against another public engine, each generates, the other checks").

    nice -n 10 .venv/bin/python benchmarks/crosstest.py /path/to/bbpPairings.exe -n 1000 --seed 1

N tournaments each way, Dutch 2025 rules:
  ours -> theirs: our random tournament generator (arbiter_gui.pairing.generator, the engine
                  of `arbiter-pairing -g`, run in this process) writes a TRF that the other
                  engine checks (`ENGINE --dutch FILE -c`, bbpPairings' checker);
  theirs -> ours: the other engine's generator (`ENGINE --dutch -g CONFIG -o FILE -s SEED`)
                  writes a TRF that our checker checks (`arbiter-pairing --dutch FILE -c`, run
                  in this process: a process start costs more than a small tournament).
Each tournament draws its size (12-250 players, more often small: the number is drawn
log-uniformly), its rounds (3-13), draw, forfeit, withdrawal (zero-point bye),
half-point-bye rates and its scoring (FIDE's, 3-1-0, 2-1-0 or a PAB worth a draw) from
a random source seeded with the seed and its number, so that any one is made again alone
(`--first K -n 1`). Every disagreement is printed with the file kept (under --keep), the
round and both pairings; the totals (tournaments, rounds, disagreements) close the run.
--time-limit stops starting new tournaments after that many seconds (the totals say how
many ran). The other engine's `-c` names the differing rounds after "Round #N" as
"Checker pairings ... Tournament pairings", or "No valid pairing exists for round N".
Exit status 0 when the engines agree on every round, 1 otherwise.
"""

from __future__ import annotations

import argparse
import math
import random
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from arbiter_gui.core.trf import TrfError, read_trf_report, save_trf
from arbiter_gui.pairing.engine import IllegalPairingError, check_tournament
from arbiter_gui.pairing.generator import GeneratorSettings, generate_until_impasse
from arbiter_gui.pairing.swiss import PairingError

# (win, draw, loss, PAB) points: FIDE's, football's, another, and a PAB worth a draw.
SCORINGS = [(1.0, 0.5, 0.0, 1.0)] * 4 + [(3.0, 1.0, 0.0, 3.0), (2.0, 1.0, 0.0, 2.0),
                                         (1.0, 0.5, 0.0, 0.5)]


@dataclass
class Totals:
    tournaments: int = 0
    rounds: int = 0
    # The generator found no legal pairing for a round: ours stops there (the rounds before
    # are checked), theirs writes no file.
    cut_short: int = 0
    disagreements: list[str] = field(default_factory=list)


def tournament_source(seed: int, number: int) -> random.Random:
    return random.Random(f"crosstest {seed} {number}")


def draw_shape(rng: random.Random, args: argparse.Namespace) -> tuple[int, int]:
    """Players (log-uniform, so that small ones, which are quick, are many) and rounds."""
    low, high = math.log(args.min_players), math.log(args.max_players)
    players = min(args.max_players, round(math.exp(rng.uniform(low, high))))
    return players, rng.randint(args.min_rounds, min(args.max_rounds, players - 1))


def our_settings(rng: random.Random, args: argparse.Namespace) -> GeneratorSettings:
    players, rounds = draw_shape(rng, args)
    win, draw, loss, pab = rng.choice(SCORINGS)
    return GeneratorSettings(
        players=players, rounds=rounds, draw_rate=rng.uniform(0.0, 0.6),
        forfeit_rate=rng.choice([0.0, 0.01, 0.03, 0.1, 0.25]),
        bye_rate=rng.choice([0.0, 0.02, 0.05, 0.1]),
        withdraw_rate=rng.choice([0.0, 0.005, 0.02]),
        zero_bye_rate=rng.choice([0.0, 0.02, 0.05, 0.1]),
        win_points=win, draw_points=draw, loss_points=loss, pab_points=pab,
        seed=rng.randrange(1 << 31))


def their_config(rng: random.Random, args: argparse.Namespace) -> tuple[str, int]:
    """bbpPairings' generator configuration (its rates are "one in N": one game in
    ForfeitRate forfeited, one player in RetiredRate / HalfPointByeRate with zero-point /
    half-point byes) and its seed."""
    players, rounds = draw_shape(rng, args)
    win, draw, loss, pab = rng.choice(SCORINGS)
    lines = [f"PlayersNumber={players}", f"RoundsNumber={rounds}",
             f"DrawPercentage={rng.randint(0, 60)}",
             f"ForfeitRate={rng.choice([4, 10, 30, 100, 1000])}",
             f"RetiredRate={rng.choice([3, 10, 30, 1000])}",
             f"HalfPointByeRate={rng.choice([3, 10, 30, 1000])}"]
    if (win, draw, loss, pab) != SCORINGS[0]:
        lines += [f"PointsForWin={win}", f"PointsForDraw={draw}", f"PointsForLoss={loss}",
                  f"PointsForPAB={pab}"]
    return "\n".join(lines) + "\n", rng.randrange(1 << 31)


ROUND_LINE = re.compile(r": Round #(\d+)$")
NO_PAIRING = re.compile(r"No valid pairing exists for round (\d+)")


def their_check(engine: str, trf: Path) -> tuple[list[str], str]:
    """The rounds the other engine's checker finds different (each with its report), or why
    it could not check the file."""
    run = subprocess.run([engine, "--dutch", str(trf), "-c"], capture_output=True, text=True,
                         check=False)
    if run.returncode != 0:
        return [], f"exit {run.returncode}: {run.stderr.strip() or run.stdout.strip()}"
    differing: list[str] = []
    round_no = "?"
    lines = run.stdout.splitlines()
    for k, line in enumerate(lines):
        if m := ROUND_LINE.search(line):
            round_no = m.group(1)
        elif line.startswith("  Checker pairings"):
            report = []
            for rest in lines[k:]:
                if not rest.strip():
                    break
                report.append(rest)
            differing.append(f"round {round_no}:\n" + "\n".join(report))
        elif m := NO_PAIRING.search(line):
            differing.append(f"round {m.group(1)}: no valid pairing")
    return differing, ""


def ours_to_theirs(number: int, args: argparse.Namespace, totals: Totals) -> None:
    rng = tournament_source(args.seed, number)
    settings = our_settings(rng, args)
    t, impasse = generate_until_impasse(settings)  # the rounds before an impasse are checked
    totals.cut_short += impasse is not None
    if not t.rounds:
        return
    path = args.keep / f"ours-{args.seed}-{number}.trf"
    save_trf(t, path)
    totals.tournaments += 1
    totals.rounds += len(t.rounds)
    differing, failure = their_check(args.engine, path)
    if not differing and not failure:
        path.unlink()
        return
    what = failure or "\n".join(differing)
    totals.disagreements.append(f"ours->theirs #{number} {path} ({settings}):\n{what}")
    print(totals.disagreements[-1], flush=True)


def theirs_to_ours(number: int, args: argparse.Namespace, totals: Totals) -> None:
    rng = tournament_source(args.seed, number)
    config, seed = their_config(rng, args)
    stem = args.keep / f"theirs-{args.seed}-{number}"
    config_path, path = stem.with_suffix(".cfg"), stem.with_suffix(".trf")
    config_path.write_text(config)
    run = subprocess.run([args.engine, "--dutch", "-g", str(config_path), "-o", str(path),
                          "-s", str(seed)], capture_output=True, text=True, check=False)
    if run.returncode != 0:  # 1: no legal pairing for a round of its tournament
        totals.cut_short += 1
        config_path.unlink()
        path.unlink(missing_ok=True)
        return
    totals.tournaments += 1
    try:
        t, _warnings = read_trf_report(str(path))
        totals.rounds += len(t.rounds)
        differences = check_tournament(t, "dutch")
        what = "\n".join(
            f"round {d.round_no}: " + (d.error or f"played {sorted(d.missing)}, ours"
                                                  f" {sorted(d.extra)}") for d in differences)
    except (TrfError, PairingError, IllegalPairingError) as e:
        what = f"not checked: {e}"
    if not what:
        config_path.unlink()
        path.unlink()
        return
    totals.disagreements.append(f"theirs->ours #{number} {path} (-s {seed}, "
                                f"{config.strip().replace(chr(10), ', ')}):\n{what}")
    print(totals.disagreements[-1], flush=True)


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("engine", help="the other engine's executable (bbpPairings.exe)")
    ap.add_argument("-n", type=int, default=100, help="tournaments each way")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=0, help="the number of the first tournament")
    ap.add_argument("--direction", choices=["both", "ours", "theirs"], default="both")
    ap.add_argument("--keep", type=Path, default=None,
                    help="where the files of disagreements are kept (default: a new folder"
                         " under the system's temporary folder)")
    ap.add_argument("--min-players", type=int, default=12)
    ap.add_argument("--max-players", type=int, default=250)
    ap.add_argument("--min-rounds", type=int, default=3)
    ap.add_argument("--max-rounds", type=int, default=13)
    ap.add_argument("--time-limit", type=float, default=None,
                    help="start no tournament after this many seconds")
    ap.add_argument("--progress", type=int, default=100,
                    help="print the running totals every this many tournaments")
    return ap


def _summary(name: str, totals: Totals) -> str:
    return (f"{name}: {totals.tournaments} tournaments, {totals.rounds} rounds,"
            f" {len(totals.disagreements)} disagreements"
            f" ({totals.cut_short} stopped at a round with no legal pairing)")


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    args.keep = args.keep or Path(tempfile.mkdtemp(prefix="crosstest-"))
    args.keep.mkdir(parents=True, exist_ok=True)
    ways = [("ours -> theirs", ours_to_theirs, Totals()), ("theirs -> ours", theirs_to_ours,
                                                          Totals())]
    ways = [w for w in ways if args.direction in ("both", w[0].split()[0])]
    start = time.monotonic()
    for number in range(args.first, args.first + args.n):
        if args.time_limit is not None and time.monotonic() - start > args.time_limit:
            print(f"time limit reached after {number - args.first} of {args.n}")
            break
        for _name, run, totals in ways:
            run(number, args, totals)
        done = number - args.first + 1
        if args.progress and done % args.progress == 0:
            print(f"[{done} at {time.monotonic() - start:.0f} s] "
                  + "; ".join(_summary(name, totals) for name, _, totals in ways), flush=True)
    print(f"files kept in {args.keep}; {time.monotonic() - start:.0f} s")
    for name, _, totals in ways:
        print(_summary(name, totals))
    return 0 if not any(totals.disagreements for _, _, totals in ways) else 1


if __name__ == "__main__":
    sys.exit(main())
