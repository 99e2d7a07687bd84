"""Importing players from a CSV file: 1,000, 4,000 and 20,000 rows (issue 28, item 18).

Generates a sheet of distinct players (surname, given name, FIDE id, federation, rating, birth
date), reads it (`read_csv_file`) and registers every row (`import_players`) into an empty
tournament, then into a tournament with round 1 paired (each row a late entry); prints the
time of each. One row in fifty repeats an earlier FIDE id, so refusals are timed too.
Run: .venv/bin/python benchmarks/csv_import_speed.py [rows ...]
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

from arbiter_gui.core import handling
from arbiter_gui.core.csv_import import import_players, read_csv_file
from arbiter_gui.core.model import Game, Player, Tournament

ROWS = (1_000, 4_000, 20_000)
_SYLLABLES = ("ka", "ro", "mi", "sen", "to", "va", "lu", "ne", "dor", "si", "an", "berg", "ov",
              "ic", "ez", "ma", "ri", "chen", "li", "wa", "Ø", "ł", "ü")
_FEDERATIONS = ("GER", "FRA", "IND", "DEN", "POL", "ESP")


def _word(rng: random.Random) -> str:
    return "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize()


def write_sheet(path: Path, rows: int) -> None:
    rng = random.Random(rows)
    lines = ["Surname;Given name;FIDE id;Federation;Rating;Birth date"]
    for k in range(rows):
        fide_id = 1_000_000 + (k - 7 if k % 50 == 49 else k)  # one row in 50 a duplicate id
        lines.append(f"{_word(rng)};{_word(rng)};{fide_id};{rng.choice(_FEDERATIONS)};"
                     f"{rng.randint(1000, 2800) if rng.random() < 0.8 else ''};"
                     f"{rng.randint(1940, 2018)}/0{rng.randint(1, 9)}/1{rng.randint(0, 9)}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _after_round_1() -> Tournament:
    """Two players registered and round 1 paired: every imported row is a late entry."""
    t = Tournament(name="Benchmark", rounds_planned=9)
    handling.add_player(t, Player(id=1, surname="First", rating=2000))
    handling.add_player(t, Player(id=2, surname="Second", rating=1900))
    handling.set_round_pairing(t, 1, [Game(1, 2)])
    return t


def main(rows: list[int]) -> None:
    print(f"{'rows':>7} {'read':>8} {'register':>9} {'as late entries':>16} {'refused':>8}")
    with tempfile.TemporaryDirectory() as folder:
        for count in rows:
            path = Path(folder) / f"players-{count}.csv"
            write_sheet(path, count)
            start = time.perf_counter()
            table = read_csv_file(path)
            read = time.perf_counter() - start
            start = time.perf_counter()
            result = import_players(Tournament(name="Benchmark"), table)
            register = time.perf_counter() - start
            start = time.perf_counter()
            late = import_players(_after_round_1(), table)
            late_time = time.perf_counter() - start
            assert len(late.added) == len(result.added)
            print(f"{count:>7,} {read:>7.2f}s {register:>8.2f}s {late_time:>15.2f}s"
                  f" {len(result.refused):>8,}")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or list(ROWS))
