"""Real tournaments paired round by round by both engines (issue 31: the cross-test's
tournaments are random; these are what arbiters and other programs made).

    .venv/bin/python benchmarks/crosstest_real.py /path/to/bbpPairings.exe tests/data/real/*.trf

For each round of each file, the tournament as it stood before that round
(`engine.tournament_before_round`: the earlier rounds, the round's absentees announced) is
written by our TRF writer, so that files the other engine refuses as they are (scores that
do not add up) are read through our reading of them, and both engines pair that one file
with `-p` (ours in this process, as `arbiter-pairing` does; the file has no team records,
which the other engine refuses). A round where the
two pairings differ is printed with the file kept; a round the file itself pairs otherwise is
not a disagreement (its arbiter may have paired by other rules), only counted. Dutch 2025
rules; files of more than `--max-players` players are skipped (the other engine is slow
there). Exit status 0 when the engines agree on every round, 1 otherwise.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from crosstest import announce_next_round, their_pairing

from arbiter_gui.cli.pairing import pairing_text
from arbiter_gui.core.model import Tournament
from arbiter_gui.core.trf import TrfError, read_trf_report, save_trf
from arbiter_gui.pairing.engine import pair_next_round, tournament_before_round
from arbiter_gui.pairing.swiss import PairingError


def our_pairing(path: Path) -> tuple[int, str]:
    """Our engine's pairing of the next round of the TRF at `path`, in `-p`'s words."""
    t, _warnings = read_trf_report(str(path))
    try:
        result = pair_next_round(t, "dutch")
    except PairingError as e:
        return 1, str(e)
    return 0, pairing_text(result)


def as_games(paired: str) -> set[tuple[str, ...]]:
    """The games of a `-p` output (`WHITE BLACK`, the PAB `N 0`), whatever their order."""
    return {tuple(line.split()) for line in paired.splitlines()[1:]}


def as_pairs(paired: str) -> set[frozenset[str]]:
    """Who meets whom in a `-p` output, colours aside."""
    return {frozenset(game) for game in as_games(paired)}


def without_teams(path: Path) -> None:
    """The TRF at `path` without its team records (013), which the other engine refuses
    ("team tournaments are not supported") and no rule of the Dutch system reads."""
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("".join(f"{line}\n" for line in lines if not line.startswith("013")),
                    encoding="utf-8")


def compare_file(engine: str, t: Tournament, name: str, keep: Path
                 ) -> tuple[int, int, list[str]]:
    """For each round of `t` (read from the file `name`): the rounds the file pairs as our
    engine does, the rounds on which the two engines' pairings differ in colours only, and
    the disagreements."""
    as_played = colours_only = 0
    disagreements = []
    for round_no in range(1, len(t.rounds) + 1):
        before = tournament_before_round(t, round_no)
        written = keep / f"{name}-r{round_no}.trf"
        save_trf(before, written)
        announce_next_round(before, written)
        without_teams(written)
        ours, theirs = our_pairing(written), their_pairing(engine, written)
        played = {frozenset((str(before.player(g.white).pairing_no),
                             str(before.player(g.black).pairing_no)))
                  for g in t.round(round_no).games}
        as_played += ours[0] == 0 and played <= as_pairs(ours[1])
        if ours[0] == theirs[0] and (ours[0] != 0 or as_games(ours[1]) == as_games(theirs[1])):
            written.unlink()
        elif ours[0] == theirs[0] == 0 and as_pairs(ours[1]) == as_pairs(theirs[1]):
            colours_only += 1
            disagreements.append(f"{written}: the same pairs, other colours")
        else:
            disagreements.append(f"{written}: ours (exit {ours[0]}) {ours[1].split()[1:]},"
                                 f" theirs (exit {theirs[0]}) {theirs[1].split()[1:]}")
    return as_played, colours_only, disagreements


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("engine", help="the other engine's executable (bbpPairings.exe)")
    ap.add_argument("files", nargs="+", type=Path)
    ap.add_argument("--max-players", type=int, default=1000)
    ap.add_argument("--keep", type=Path, default=None,
                    help="where the files of disagreements are kept (default: a new folder)")
    args = ap.parse_args(argv)
    keep = args.keep or Path(tempfile.mkdtemp(prefix="crosstest-real-"))
    keep.mkdir(parents=True, exist_ok=True)
    totals = [0, 0, 0]
    disagreed = False
    for path in args.files:
        try:
            t, _warnings = read_trf_report(str(path))
        except TrfError as e:
            print(f"{path.name}: not read ({e})")
            continue
        if len(t.players) > args.max_players:
            print(f"{path.name}: {len(t.players)} players, skipped")
            continue
        compared = len(t.rounds)
        as_played, colours_only, disagreements = compare_file(args.engine, t, path.stem, keep)
        totals = [a + b for a, b in zip(totals, (compared, as_played, len(disagreements)),
                                        strict=True)]
        print(f"{path.name}: {compared} rounds, {len(disagreements)} disagreements"
              f" ({colours_only} in colours only); the file pairs {as_played} of them as ours")
        for line in disagreements:
            print("  " + line)
        disagreed = disagreed or bool(disagreements)
    print(f"{totals[0]} rounds of {len(args.files)} files, {totals[2]} disagreements;"
          f" the files pair {totals[1]} of them as our engine")
    return 1 if disagreed else 0


if __name__ == "__main__":
    sys.exit(main())
