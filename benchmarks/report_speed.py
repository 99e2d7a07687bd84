"""How long the printouts of a 500-player tournament take (target: standings under 2 s).

Random pairs and results (the engine is not measured here), 9 rounds, tie-breaks BH/C1, BH,
SB and ARO; birth dates, a category under 18 and a women's category, and a prize table of 10
overall places and 3 per category, shared money. The first report includes loading the fonts,
as it does in the program; each report is printed three times and the median and worst times
are shown, with the PDF's size; then the web pages (html).
With --scripts, the players' names are Chinese, Japanese, Korean, Arabic, Hebrew, Greek,
Cyrillic and Latin with a symbol, in turn (fallback fonts, bidi order and shaping).
Then the sheets for the wall (issue 26): the pages of a 248-player pairing sheet on A4 in each
language (124 boards: 3 pages when 45 boards or more fit a page), and the time to print the
pairing sheet of a small event whose name is 1,000 to 100,000 characters long (it grows
linearly: under 2 s at 100,000).

    .venv/bin/python benchmarks/report_speed.py
    .venv/bin/python benchmarks/report_speed.py --players 1000 --rounds 11
    .venv/bin/python benchmarks/report_speed.py --scripts
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from pypdf import PdfReader

from arbiter_gui.core.i18n import LANGUAGES
from arbiter_gui.core.model import Category, Prize, PrizeRule, Tournament
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.pairing.generator import GeneratorSettings, new_tournament, play_round
from arbiter_gui.pairing.swiss import PairingResult
from arbiter_gui.reports import REPORTS, write_report
from arbiter_gui.reports.arbiter import Journal
from arbiter_gui.reports.html import write_html


def big_tournament(players: int, rounds: int) -> Tournament:
    settings = GeneratorSettings(players=players, rounds=rounds, seed=1)
    t, rng = new_tournament(settings)
    t.chief_arbiter = "IA Benchmark"
    t.tiebreaks = ["BH/C1", "BH", "SB", "ARO"]
    for round_no in range(1, rounds + 1):
        numbers = [p.pairing_no for p in t.players]
        rng.shuffle(numbers)
        pairs = list(zip(numbers[::2], numbers[1::2], strict=False))
        play_round(t, round_no, PairingResult(pairs=pairs, bye=None), settings, rng)
    for k, player in enumerate(t.players):
        player.birth_date = f"{1950 + k % 60}/06/15"
    t.start_date = "2025/05/01"
    t.categories = [Category("U18", max_age=17), Category("Women", sex="w")]
    t.prizes = [*(Prize("", place, 1000 / place) for place in range(1, 11)),
                *(Prize(name, place, 100 / place) for name in ("U18", "Women")
                  for place in range(1, 4))]
    t.prize_rule = PrizeRule.SHARED
    return t


# (surname, given name) in eight scripts; a number is added to each surname.
SCRIPT_NAMES = [("王", "小明"), ("山田", "はなこ"), ("김", "민준"), ("محمد", "علي"),
                ("כהן", "שלום"), ("Παπαδόπουλος", "Γιώργος"), ("Иванов", "Пётр"),
                ("Smith", "John ⚽")]


def in_scripts(t: Tournament) -> None:
    for k, player in enumerate(t.players):
        surname, player.given_name = SCRIPT_NAMES[k % len(SCRIPT_NAMES)]
        player.surname = f"{surname}{k}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=500)
    ap.add_argument("--rounds", type=int, default=9)
    ap.add_argument("--scripts", action="store_true", help="names in eight scripts")
    args = ap.parse_args()
    t = big_tournament(args.players - args.players % 2, args.rounds)
    if args.scripts:
        in_scripts(t)
    with tempfile.TemporaryDirectory() as folder:
        journal = file_journal(t, Path(folder) / "tournament.arbiter")
        for kind in ("standings", *(k for k in REPORTS if k != "standings")):
            path = Path(folder) / f"{kind}.pdf"
            durations = []
            for _ in range(3):
                start = time.perf_counter()
                write_report(kind, t, path, journal=journal)
                durations.append(time.perf_counter() - start)
            print(f"{len(t.players)} players x {args.rounds} rounds, {kind}:"
                  f" {len(PdfReader(path).pages)} page(s), first {durations[0]:.2f} s,"
                  f" median {statistics.median(durations):.2f} s, worst {max(durations):.2f} s,"
                  f" {path.stat().st_size / 1000:.0f} kB")
        durations = []
        for _ in range(3):
            start = time.perf_counter()
            written = write_html(t, Path(folder) / "web")
            durations.append(time.perf_counter() - start)
        size = sum(p.stat().st_size for p in written) / 1000
        print(f"{len(t.players)} players x {args.rounds} rounds, html: {len(written)} pages,"
              f" median {statistics.median(durations):.2f} s, worst {max(durations):.2f} s,"
              f" {size:.0f} kB")
        wall_sheets(Path(folder))


def file_journal(t: Tournament, path: Path) -> Journal:
    """The journal of a tournament file created from `t`, which the arbiter's report prints
    (its first record: the rounds are not entered one action at a time here)."""
    with TournamentFile.create(path, t) as f:
        return Journal(f.check_log(), f.read_log())


def wall_sheets(folder: Path) -> None:
    """The pages of a 248-player pairing sheet in each language; printing time against the
    length of the event's name."""
    t = big_tournament(248, 5)
    path = folder / "wall.pdf"
    for language in LANGUAGES:
        t.print_language = language
        write_report("pairings", t, path)
        print(f"248 players, pairing sheet in {language}: {len(PdfReader(path).pages)} A4"
              f" page(s) for {len(t.rounds[-1].games)} boards")
    small = big_tournament(20, 3)
    for length in (1_000, 10_000, 100_000):
        small.name = ("Open Championship of Somewhere " * (length // 31 + 1))[:length]
        start = time.perf_counter()
        write_report("pairings", small, path)
        print(f"event name of {length:,} characters: pairing sheet in"
              f" {time.perf_counter() - start:.2f} s")


if __name__ == "__main__":
    main()
