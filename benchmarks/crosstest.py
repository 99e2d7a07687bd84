"""Cross-test of the Dutch engine against another public engine (issue 31; Handbook C.02's
test "against another public engine, each generates, the other checks").

    nice -n 10 .venv/bin/python benchmarks/crosstest.py /path/to/bbpPairings.exe -n 1000 --seed 1

N tournaments each way, Dutch 2025 rules (`--rules 2017`: the 2017 edition, against an
engine of that edition, bbpPairings v5; a record holds the parts of one edition):
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
(`--first K -n 1`). Our tournaments may also have what the other engine's checker reads
from the TRF but its generator does not draw: with `--baku-rate R` that share of them with
1 point a win and ½ a draw are paired with the Baku acceleration (C.04.5.1, VCL.10; 250
records), with `--prohibited-rate R` that share have prohibited pairings set before round 1
(260), with `--black-rate R` that share give the first player black in round 1 (152).
Every disagreement is printed with the file kept (under --keep), the round and both
pairings; the totals (tournaments, rounds, disagreements) close the run.
--time-limit stops starting new tournaments after that many seconds (the totals say how
many ran). The other engine's `-c` names the differing rounds after "Round #N" as
"Checker pairings ... Tournament pairings", or "No valid pairing exists for round N".
Exit status 0 when the engines agree on every round, 1 otherwise.

50,000 each way take days, so the test is run in parts that add up (issue 31): a part is a
range of tournament numbers of a seed (`--seed S --first K -n N`), and `--record CSV`
appends its totals to a record kept in the repository (benchmarks/crosstest-parts.csv: date,
engine, our commit, seed, range, options, tournaments, rounds and disagreements each way,
cut short, our impasses the other engine confirmed, our tournaments accelerated and with
prohibited pairings, seconds). `--part-size N` runs parts of N one after the other, each
from the end of the record's last range of the seed, until `--until HH:MM` (UTC; no
tournament is started after it, and the part under way is recorded with the tournaments it
finished, as it is when the process is stopped by SIGTERM or Ctrl-C). The record refuses a
range that overlaps one of the same seed, so that no tournament is counted twice, and
`--summary` adds the parts up:

    nice -n 19 .venv/bin/python benchmarks/crosstest.py bbpPairings.exe --seed 40 \
        --record benchmarks/crosstest-parts.csv --part-size 200 --until 18:30
    .venv/bin/python benchmarks/crosstest.py --summary
"""

from __future__ import annotations

import argparse
import csv
import datetime
import math
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from arbiter_gui.core.editions import CURRENT_DUTCH_EDITION, DUTCH_EDITIONS
from arbiter_gui.core.model import ByeKind, Colour, Tournament
from arbiter_gui.core.trf import TrfError, read_trf_report, save_trf
from arbiter_gui.core.trf.records import BLOCK_WIDTH, FIRST_ROUND_COLUMN
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
    # Our generator's impasses (a round our engine finds no legal pairing for) that the other
    # engine, asked to pair that round, also finds none for.
    impasses_confirmed: int = 0
    accelerated: int = 0  # tournaments paired with the Baku acceleration
    prohibited: int = 0  # tournaments with prohibited pairings
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
        seed=rng.randrange(1 << 31), rules=args.rules,
        # Drawn last and each only when asked for, so that the tournaments of a seed run
        # without them stay the same.
        baku=bool(args.baku_rate) and (win, draw, loss) == (1.0, 0.5, 0.0)
        and rng.random() < args.baku_rate,
        prohibited_groups=(rng.randint(1, max(1, players // 20))
                           if args.prohibited_rate and rng.random() < args.prohibited_rate
                           else 0),
        initial_colour=(Colour.BLACK if args.black_rate and rng.random() < args.black_rate
                        else Colour.WHITE))


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
    if args.bbp5_records:
        add_bbp5_records(t, path)
    totals.tournaments += 1
    totals.rounds += len(t.rounds)
    totals.accelerated += settings.baku
    totals.prohibited += bool(settings.prohibited_groups)
    differing, failure = their_check(args.engine, path)
    if impasse is not None and not differing and not failure:
        failure = their_impasse(args.engine, t, path, impasse)
        totals.impasses_confirmed += not failure
    if not differing and not failure:
        path.unlink()
        return
    what = failure or "\n".join(differing)
    totals.disagreements.append(f"ours->theirs #{number} {path} ({settings}):\n{what}")
    print(totals.disagreements[-1], flush=True)


def add_bbp5_records(t: Tournament, path: Path) -> None:
    """What bbpPairings before version 6 reads instead of TRF-2026's 142 and 162: the number of
    rounds as `XXR` (its `-p` refuses a file without it) and its own records of the points (a
    win, a draw, a played loss, a zero-point bye, a forfeit loss, the PAB: its README's TRF(bx)
    extension; without them it takes any other scoring for a wrong score column)."""
    s = t.scoring
    points = {"BBW": s.win, "BBD": s.draw, "BBL": s.loss, "BBZ": 0.0, "BBF": 0.0, "BBU": s.pab}
    with path.open("a", encoding="utf-8") as f:
        f.write(f"XXR {t.rounds_planned}\n")
        f.writelines(f"{code} {value:4.1f}\n" for code, value in points.items())


def their_impasse(engine: str, t: Tournament, path: Path, impasse: PairingError) -> str:
    """"" when the other engine, asked to pair the round our engine found no legal pairing
    for, finds none either (`-p` exits 1); else what it paired."""
    announce_next_round(t, path)
    status, paired = their_pairing(engine, path)
    if status == 1:
        return ""
    said = " ".join(paired.split()[1:]) if status == 0 else paired  # its pairs, or its error
    return (f"round {len(t.rounds) + 1}: ours finds no legal pairing ({impasse}); theirs (exit"
            f" {status}) pairs {said}")


def announce_next_round(t: Tournament, path: Path) -> None:
    """Give the TRF of `t` at `path` the next round's absentees as the reference's readers
    take them before pairing: a column of the round with only byes (`0000 - Z` for a
    withdrawal or an absence, `0000 - H` for a half-point bye), as
    `engine.announced_round_as_requests` reads it."""
    round_no = len(t.rounds) + 1
    to_pair = {p.pairing_no for p in t.players_to_pair(round_no)}
    by_number = {p.pairing_no: p for p in t.players}
    start = FIRST_ROUND_COLUMN - 1 + BLOCK_WIDTH * (round_no - 1)
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("001") and int(line[4:8]) not in to_pair:
            player = by_number[int(line[4:8])]
            kind = t.requested_byes.get((player.id, round_no), ByeKind.ZERO)
            line = line.ljust(start) + f"0000 - {kind.value}"
        lines.append(line)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def their_pairing(engine: str, path: Path) -> tuple[int, str]:
    """The other engine's `-p` of the next round of the TRF at `path`: its exit status and
    its output (the number of pairs, then `WHITE BLACK` lines, the PAB as `N 0`), or its
    error message."""
    out = path.with_suffix(".pairing")
    run = subprocess.run([engine, "--dutch", str(path), "-p", str(out)], capture_output=True,
                         text=True, check=False)
    paired = out.read_text() if out.exists() else ""
    out.unlink(missing_ok=True)
    return run.returncode, paired or run.stderr.strip()


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
        differences = check_tournament(t, "dutch", args.rules)
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


RECORD = Path(__file__).with_name("crosstest-parts.csv")
FIELDS = ["date", "engine", "our_commit", "seed", "first", "n", "options",
          "ours_tournaments", "ours_rounds", "ours_disagreements",
          "theirs_tournaments", "theirs_rounds", "theirs_disagreements",
          "cut_short", "ours_impasses_confirmed", "ours_accelerated", "ours_prohibited",
          "seconds", "note"]
NUMBERS = [f for f in FIELDS if f not in ("date", "engine", "our_commit", "options", "note")]
# Columns added to the record later: a part recorded before has none (read as 0).
ADDED_LATER = ("ours_impasses_confirmed", "ours_accelerated", "ours_prohibited")
# The options that change which tournaments a seed's numbers are (written in the record).
SHAPE_OPTIONS = ["min_players", "max_players", "min_rounds", "max_rounds", "baku_rate",
                 "prohibited_rate", "black_rate", "rules"]


class RecordError(ValueError):
    """The record of parts cannot be read, or a part would count a tournament twice."""


def read_parts(path: Path) -> list[dict]:
    """The parts recorded so far (none if there is no record yet), their numbers as ints;
    RecordError if a row is unreadable or two ranges of a seed overlap."""
    if not path.exists():
        return []
    parts = []
    with path.open(newline="", encoding="utf-8") as f:
        for line_no, row in enumerate(csv.DictReader(f), start=2):
            try:
                parts.append({**row, **{k: int(row.get(k) or 0) if k in ADDED_LATER
                                        else int(row[k]) for k in NUMBERS}})
            except (KeyError, TypeError, ValueError) as e:
                raise RecordError(f"{path}, line {line_no}: not a part ({e})") from e
    for k, part in enumerate(parts):
        if clash := overlapping(parts[:k], part["seed"], part["first"], part["n"]):
            raise RecordError(f"{path}: {clash}")
    return parts


def overlapping(parts: list[dict], seed: int, first: int, n: int) -> str:
    """Why the tournaments first..first+n-1 of the seed were already counted, or ""."""
    for part in parts:
        if part["seed"] == seed and first < part["first"] + part["n"] and part["first"] < first + n:
            return (f"seed {seed}, tournaments {first}-{first + n - 1} overlap the part of"
                    f" {part['date']} ({part['first']}-{part['first'] + part['n'] - 1})")
    return ""


def next_free(parts: list[dict], seed: int) -> int:
    """The first tournament number of the seed after every recorded range."""
    return max((p["first"] + p["n"] for p in parts if p["seed"] == seed), default=0)


def edition(part: dict) -> str:
    """The edition of the Dutch rules a part was paired by (its options name any other than
    the current one)."""
    words = part["options"].split()
    return words[words.index("--rules") + 1] if "--rules" in words else CURRENT_DUTCH_EDITION


def append_part(path: Path, part: dict) -> None:
    parts = read_parts(path)
    if clash := overlapping(parts, part["seed"], part["first"], part["n"]):
        raise RecordError(clash)
    if parts and edition(parts[0]) != edition(part):  # so that --summary adds up one edition
        raise RecordError(f"{path} holds parts paired by the Dutch rules of"
                          f" {edition(parts[0])}, not {edition(part)}: record them in another")
    header = None
    if path.exists():
        with path.open(newline="", encoding="utf-8") as f:
            header = next(csv.reader(f), None)
    if header is not None and header != FIELDS:  # a record from before a column was added
        with path.open(newline="", encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
        with path.open("w", newline="", encoding="utf-8") as f:
            writer = csv.DictWriter(f, FIELDS, lineterminator="\n")
            writer.writeheader()
            writer.writerows(rows)
    with path.open("a", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, FIELDS, lineterminator="\n")
        if header is None:
            writer.writeheader()
        writer.writerow(part)


def totals(parts: list[dict]) -> dict[str, int]:
    """Each count of the record (tournaments, rounds, disagreements, ..., seconds) summed over
    its parts."""
    return {k: sum(p[k] for p in parts) for k in NUMBERS if k not in ("seed", "first")}


def summary(parts: list[dict]) -> str:
    """The parts added up: tournaments and rounds each way, disagreements, cut short."""
    total = totals(parts)
    seeds = sorted({p["seed"] for p in parts})
    return (f"{len(parts)} parts (seeds {', '.join(map(str, seeds)) or 'none'}),"
            f" {total['seconds'] / 3600:.1f} hours\n"
            f"ours -> theirs: {total['ours_tournaments']} tournaments,"
            f" {total['ours_rounds']} rounds, {total['ours_disagreements']} disagreements\n"
            f"theirs -> ours: {total['theirs_tournaments']} tournaments,"
            f" {total['theirs_rounds']} rounds, {total['theirs_disagreements']} disagreements\n"
            f"{total['cut_short']} stopped at a round with no legal pairing"
            f" ({total['ours_impasses_confirmed']} of ours confirmed by the other engine)\n"
            f"{total['ours_accelerated']} of ours with the Baku acceleration,"
            f" {total['ours_prohibited']} with prohibited pairings")


def our_commit() -> str:
    """HEAD of the repository, marked when the engine's sources differ from it."""
    repo = Path(__file__).resolve().parent.parent
    def git(*words: str) -> str:
        return subprocess.run(["git", "-C", str(repo), *words], capture_output=True,
                              text=True, check=False).stdout.strip()
    changed = git("status", "--porcelain", "--", "arbiter_gui")
    return git("rev-parse", "--short", "HEAD") + (" with changes" if changed else "")


class Stopped(BaseException):
    """SIGTERM: the part under way is recorded with the tournaments it finished."""


def _stop(_signum: int, _frame: object) -> None:
    raise Stopped


def options_parser() -> argparse.ArgumentParser:
    """The options of a run: the other engine, which tournaments (the seed, the numbers, their
    shapes and rates) and the record. crosstest_tbs.py draws its tournaments with them."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("engine", nargs="?", help="the other engine's executable (bbpPairings.exe)")
    ap.add_argument("-n", type=int, default=None,
                    help="tournaments each way (default 100; with --part-size: no limit)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--first", type=int, default=None,
                    help="the number of the first tournament (default 0; with --part-size:"
                         " the end of the record's last range of the seed)")
    ap.add_argument("--direction", choices=["both", "ours", "theirs"], default="both")
    ap.add_argument("--bbp5-records", action="store_true",
                    help="write into our files what bbpPairings before version 6 reads instead"
                         " of TRF-2026's 142 and 162: XXR and its BBW ... (with --rules 2017)")
    ap.add_argument("--keep", type=Path, default=None,
                    help="where the files of disagreements are kept (default: a new folder"
                         " under the system's temporary folder)")
    ap.add_argument("--min-players", type=int, default=12)
    ap.add_argument("--max-players", type=int, default=250)
    ap.add_argument("--min-rounds", type=int, default=3)
    ap.add_argument("--max-rounds", type=int, default=13)
    ap.add_argument("--rules", choices=sorted(DUTCH_EDITIONS), default=None,
                    help="the edition of the Dutch rules (default the current one); the other"
                         " engine must pair by the same")
    ap.add_argument("--baku-rate", type=float, default=0.0,
                    help="the share of our tournaments with FIDE's points paired with the Baku"
                         " acceleration (C.04.5.1)")
    ap.add_argument("--prohibited-rate", type=float, default=0.0,
                    help="the share of our tournaments with prohibited pairings (1 group of 2-3"
                         " players a 20 players)")
    ap.add_argument("--black-rate", type=float, default=0.0,
                    help="the share of our tournaments whose first player has black in round 1")
    ap.add_argument("--time-limit", type=float, default=None,
                    help="start no tournament after this many seconds")
    ap.add_argument("--until", default=None,
                    help="start no tournament after this time (HH:MM, UTC; a time already past"
                         " today is tomorrow's)")
    ap.add_argument("--progress", type=int, default=100,
                    help="print the running totals every this many tournaments")
    ap.add_argument("--record", type=Path, default=None,
                    help="append each part's totals to this CSV (benchmarks/crosstest-parts.csv)")
    ap.add_argument("--part-size", type=int, default=None,
                    help="run parts of this many tournaments each way, each recorded")
    ap.add_argument("--engine-name", default=None,
                    help="the other engine's name and version in the record")
    ap.add_argument("--note", default="", help="a note for the record's rows")
    ap.add_argument("--summary", action="store_true",
                    help="add up the parts of the record (default %(prog)s's crosstest-parts.csv)")
    return ap


def _summary(name: str, totals: Totals) -> str:
    return (f"{name}: {totals.tournaments} tournaments, {totals.rounds} rounds,"
            f" {len(totals.disagreements)} disagreements"
            f" ({totals.cut_short} stopped at a round with no legal pairing)")


def _deadline(args: argparse.Namespace, start: float) -> float:
    """The wall-clock time after which no tournament is started (inf: none)."""
    deadline = math.inf
    if args.time_limit is not None:
        deadline = start + args.time_limit
    if args.until is not None:
        hours, minutes = (int(x) for x in args.until.split(":"))
        now = datetime.datetime.now(datetime.UTC)
        until = now.replace(hour=hours, minute=minutes, second=0, microsecond=0)
        if until <= now:  # a time already past today is tomorrow's (a run over midnight)
            until += datetime.timedelta(days=1)
        deadline = min(deadline, until.timestamp())
    return deadline


def run_range(args: argparse.Namespace, first: int, n: int, deadline: float
              ) -> tuple[list[tuple[str, object, Totals]], int, bool]:
    """Tournaments first..first+n-1 each way, until the deadline or SIGTERM: the totals,
    how many numbers were finished both ways (a number stopped half-way counts nowhere),
    and whether the run was stopped before its end."""
    ways = [("ours -> theirs", ours_to_theirs, Totals()), ("theirs -> ours", theirs_to_ours,
                                                          Totals())]
    ways = [w for w in ways if args.direction in ("both", w[0].split()[0])]
    start = time.time()
    for number in range(first, first + n):
        if time.time() > deadline:
            print(f"deadline reached after {number - first} of {n}", flush=True)
            return ways, number - first, True
        before = [replace(t, disagreements=list(t.disagreements)) for _, _, t in ways]
        try:
            for _name, run, totals in ways:
                run(number, args, totals)
        except (Stopped, KeyboardInterrupt):
            for (_, _, t), finished in zip(ways, before, strict=True):
                vars(t).update(vars(finished))  # the number stopped half-way counts nowhere
            print(f"stopped after {number - first} of {n}", flush=True)
            return ways, number - first, True
        done = number - first + 1
        if args.progress and done % args.progress == 0:
            print(f"[{done} at {time.time() - start:.0f} s] "
                  + "; ".join(_summary(name, totals) for name, _, totals in ways), flush=True)
    return ways, n, False


def part_row(args: argparse.Namespace, first: int, done: int,
             ways: list[tuple[str, object, Totals]], seconds: float) -> dict:
    totals = {name.split()[0]: t for name, _, t in ways}
    none = Totals()
    ours, theirs = totals.get("ours", none), totals.get("theirs", none)
    defaults = options_parser().parse_args([])
    options = " ".join(f"--{k.replace('_', '-')} {getattr(args, k)}" for k in SHAPE_OPTIONS
                       if getattr(args, k) != getattr(defaults, k))
    if args.direction != "both":
        options = f"{options} --direction {args.direction}".strip()
    return {"date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M"),
            "engine": args.engine_name or Path(args.engine).name, "our_commit": args.commit,
            "seed": args.seed, "first": first, "n": done, "options": options,
            "ours_tournaments": ours.tournaments, "ours_rounds": ours.rounds,
            "ours_disagreements": len(ours.disagreements),
            "theirs_tournaments": theirs.tournaments, "theirs_rounds": theirs.rounds,
            "theirs_disagreements": len(theirs.disagreements),
            "cut_short": ours.cut_short + theirs.cut_short,
            "ours_impasses_confirmed": ours.impasses_confirmed,
            "ours_accelerated": ours.accelerated, "ours_prohibited": ours.prohibited,
            "seconds": round(seconds),
            "note": args.note}


def main(argv: list[str] | None = None) -> int:
    args = options_parser().parse_args(argv)
    try:
        if args.summary:
            print(summary(read_parts(args.record or RECORD)))
            return 0
        if args.engine is None:
            options_parser().error("the other engine's executable is needed (or --summary)")
        parts = read_parts(args.record) if args.record else []
    except RecordError as e:
        print(e, file=sys.stderr)
        return 2
    args.keep = args.keep or Path(tempfile.mkdtemp(prefix="crosstest-"))
    args.keep.mkdir(parents=True, exist_ok=True)
    previous = signal.signal(signal.SIGTERM, _stop)
    try:
        return _run_parts(args, parts)
    finally:
        signal.signal(signal.SIGTERM, previous)


def _run_parts(args: argparse.Namespace, parts: list[dict]) -> int:
    """The tournaments asked for, part after part, each recorded (with --record)."""
    args.commit = our_commit()  # the engine this process loaded, whatever is committed later
    start = time.time()
    deadline = _deadline(args, start)
    first = args.first if args.first is not None else (
        next_free(parts, args.seed) if args.part_size else 0)
    left = args.n if args.n is not None else (math.inf if args.part_size else 100)
    disagreed = False
    while left > 0 and time.time() <= deadline:
        n = int(min(left, args.part_size or left))
        if clash := overlapping(parts, args.seed, first, n):
            print(clash, file=sys.stderr)
            return 2
        part_start = time.time()
        ways, done, stopped = run_range(args, first, n, deadline)
        seconds = time.time() - part_start
        print(f"tournaments {first}-{first + done - 1} of seed {args.seed};"
              f" files kept in {args.keep}; {seconds:.0f} s", flush=True)
        for name, _, totals in ways:
            print(_summary(name, totals), flush=True)
        disagreed = disagreed or any(t.disagreements for _, _, t in ways)
        if args.record and done:
            row = part_row(args, first, done, ways, seconds)
            append_part(args.record, row)
            parts.append(row)
            print(f"recorded in {args.record}", flush=True)
        if stopped:
            break
        first, left = first + done, left - done
    if args.record:
        print(summary(read_parts(args.record)))
    return 1 if disagreed else 0


if __name__ == "__main__":
    sys.exit(main())
