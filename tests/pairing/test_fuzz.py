"""Damaged and hostile TRF files (issue 19, "Done when"): a seeded mutation loop over the shared
Dutch corpus and files with `### arbiter-gui` notes.

Whatever the mutation, reading either refuses with a TrfError or gives a tournament that keeps
the model's invariants, writes and reads back equal, prints, and gets from every pairing system
a legal pairing of its next round (checked here independently of pairing/engine.py) or a
PairingError with a reason. Any other exception fails the test with the case's number and text.

FUZZ_CASES (default 3000: about 30 s on 2 cores) and FUZZ_SEED choose the run;
`FUZZ_CASES=25000 pytest tests/pairing/test_fuzz.py -s` is the long run, and prints the figures.
"""

from __future__ import annotations

import json
import os
import random
import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from arbiter_gui.core.model import ByeKind, Tournament
from arbiter_gui.core.trf import TrfError, parse_trf, write_trf
from arbiter_gui.core.trf.notes import PLAYER_CODECS, ROUND_CODECS, TOURNAMENT_CODECS
from arbiter_gui.core.validate import tournament_problems
from arbiter_gui.pairing.engine import SYSTEMS, announced_round_as_requests, pair_next_round
from arbiter_gui.pairing.swiss import PairingError
from arbiter_gui.reports import REPORTS, ReportError, write_report
from tests.core.test_trf import every_kind_tournament
from tests.paths import SHARED

CORPUS = SHARED / "conformance" / "dutch"
FUZZ_CASES = int(os.environ.get("FUZZ_CASES", "3000"))
FUZZ_SEED = int(os.environ.get("FUZZ_SEED", "19"))
BASE_FILES = 25  # the smallest of the corpus: many cases in little time
REPORT_EVERY = 40  # one accepted tournament in so many is also printed

pytestmark = pytest.mark.skipif(not CORPUS.is_dir(),
                                reason="shared/conformance is not beside the repo")

_CHARS = "0123456789 wbWBHFUZ=+-.,/#x\n\r\t²é中"
_NUMBERS = ["0", "1", "-1", "2", "3", "7", "999", "1000", "9999", "10000", "4000",
            "2147483648", "100000000000", "1" + "0" * 20, "1" + "0" * 400, "9" * 5000,
            "0.5", "1e308", "1e999", "-1e999", "NaN", "Infinity", "-Infinity", "-1000.5",
            "true", "null", '"1"', "[]", "{}"]


# -- mutations ----------------------------------------------------------------------------------

def _flip(rng: random.Random, lines: list[str]) -> None:
    k = rng.randrange(len(lines))
    text = lines[k]
    at = rng.randrange(len(text) + 1)
    lines[k] = text[:at] + rng.choice(_CHARS) + text[at + 1:]


def _block_column(rng: random.Random, lines: list[str]) -> None:
    """A digit of an opponent, a colour or a result of a round block of a 001 record."""
    players = [k for k, line in enumerate(lines) if line.startswith("001") and len(line) > 91]
    if not players:
        return _flip(rng, lines)
    k = rng.choice(players)
    line = lines[k].ljust(100)
    block = 91 + 10 * rng.randrange((len(lines[k]) - 91 + 9) // 10)
    at, pool = rng.choice([(block + rng.randrange(4), "0123456789 "), (block + 5, "wb- x"),
                           (block + 7, "10=+-WDLHFUZ x")])
    lines[k] = (line[:at] + rng.choice(pool) + line[at + 1:]).rstrip()
    return None


def _lines(rng: random.Random, lines: list[str]) -> None:
    k = rng.randrange(len(lines))
    action = rng.randrange(3)
    if action == 0:
        lines.insert(rng.randrange(len(lines) + 1), lines[k])
    elif action == 1 and len(lines) > 1:
        del lines[k]
    else:
        j = rng.randrange(len(lines))
        lines[k], lines[j] = lines[j], lines[k]


def _players(lines: list[str]) -> list[int]:
    return [int(line[4:8]) for line in lines if line.startswith("001") and line[4:8].isdigit()]


def _note(rng: random.Random, lines: list[str]) -> None:
    """A `### arbiter-gui` note with a random field and a hostile value."""
    numbers = _players(lines) or [1]
    player = lambda: rng.choice(numbers)  # noqa: E731
    scope = rng.choice(["tournament", "player", "round"])
    if scope == "tournament":
        field = rng.choice([*TOURNAMENT_CODECS, "colour_of_socks"])
        value = _tournament_value(rng, field, player)
        lines.insert(rng.randrange(len(lines) + 1), f"### arbiter-gui tournament {field} {value}")
        return
    if scope == "player":
        field = rng.choice(list(PLAYER_CODECS))
        value = (str(player()) if field in ("pairing_no", "id", "fide_id") and rng.random() < .5
                 else rng.choice(_NUMBERS))
        lines.append(f"### arbiter-gui player {rng.choice([*numbers, 0, 9999])} {field} {value}")
        return
    field = rng.choice(list(ROUND_CODECS))
    if field == "games":
        a, b, c = player(), player(), player()
        games = rng.choice([[[a, a, 1, "1", "0"]], [[a, b, 1, "1", "0"], [a, c, 2, "=", "="]],
                            [[a, b, 1, "1", "1"]], [[a, b, 1, None, None], [c, b, 1, "0", "1"]],
                            [[a, b, rng.choice([0, 10**20]), "+", "-"]]])
        value = json.dumps(games)
    elif field == "byes":
        value = json.dumps([[player(), rng.choice("UHFZX")] for _ in range(rng.randrange(3))])
    else:
        value = rng.choice(_NUMBERS)
    lines.append(f"### arbiter-gui round {rng.choice([1, 2, 3, 999, 1000])} {field} {value}")


def _tournament_value(rng: random.Random, field: str, player: Callable[[], int]) -> str:
    number = lambda: rng.choice(_NUMBERS)  # noqa: E731
    values = {
        "scoring": lambda: f'{{"{rng.choice(["win", "draw", "pab", "loss"])}": {number()}}}',
        "accelerations": lambda: f"[[{number()}, 1, {number()}, 1, {number()}]]",
        "requested_byes": lambda: f'[[{player()}, {number()}, "{rng.choice("UHFZ")}"]]',
        "prohibited_pairings": lambda: f"[[1, {number()}, [{player()}, {player()}]]]",
        "overrides": lambda: f'[[{number()}, "swap colours", [{player()}], "", "", "", "",'
                             ' ""]]',
        "no_half_bye_rounds": lambda: f"[{number()}]",
        "round_dates": lambda: f'[[{number()}, "2025/01/01"]]',
        "pairing_system": lambda: rng.choice(['"dubov"', '"leong"', '"x"', "1"]),
    }
    return values.get(field, number)()


def _rounds_record(rng: random.Random, lines: list[str]) -> None:
    """The number of rounds (142, or TRF16's XXR) given a hostile value (issue 28, item 16: one
    of thousands of digits stopped the reading with a ValueError)."""
    lines[:] = [line for line in lines if line[:3] not in ("142", "XXR")]
    lines.insert(rng.randrange(len(lines) + 1),
                 f"{rng.choice(['142', 'XXR'])} {rng.choice(_NUMBERS)}")


MUTATIONS = [_flip, _block_column, _lines, _note, _rounds_record]


def mutate(rng: random.Random, text: str) -> str:
    lines = text.splitlines()
    for _ in range(rng.randint(1, 3)):
        rng.choice(MUTATIONS)(rng, lines)
    return "\n".join(lines) + "\n"


# -- what every accepted file must give ---------------------------------------------------------

def _check_legal(t: Tournament, printed: list[tuple[int, int]], bye: int | None) -> None:
    """The printed pairing, against the tournament: each player to be paired exactly once, the
    PAB only for an odd number and never twice to one player (C.04.1 art. 3-4, Leong 8.2), no
    second meeting of players who played each other nor a prohibited pairing (C.04.1 art. 2)."""
    round_no = t.next_round_number
    number = {p.id: p.pairing_no for p in t.players}
    to_pair = sorted(p.pairing_no for p in t.players_to_pair(round_no))
    given = sorted([n for pair in printed for n in pair] + ([] if bye is None else [bye]))
    assert given == to_pair, "not each player to be paired exactly once"
    assert (bye is not None) == (len(to_pair) % 2 == 1)
    met = {frozenset((number[g.white], number[g.black]))
           for rnd in t.rounds for g in rnd.games if g.was_played}
    met |= {frozenset((number[a], number[b])) for x in t.prohibited_pairings
            if x.first_round <= round_no <= x.last_round
            for a in x.players for b in x.players if a != b}
    assert not met & {frozenset(pair) for pair in printed}, "a repeat or prohibited pairing"
    had_pab = {number[p] for rnd in t.rounds for p, kind in rnd.byes.items()
               if kind is ByeKind.PAB}
    assert bye not in had_pab, "a second pairing-allocated bye"


class Figures:
    def __init__(self) -> None:
        self.cases = self.accepted = self.printed = 0
        self.refusals: Counter[str] = Counter()
        self.no_pairing: Counter[str] = Counter()

    def report(self) -> str:
        kinds = ", ".join(f"{field} {count}" for field, count in self.refusals.most_common())
        return (f"fuzz: {self.cases} cases, {self.accepted} accepted ({self.printed} printed),"
                f" {self.cases - self.accepted} refused by field: {kinds}; no legal pairing:"
                f" {dict(self.no_pairing)}")


def _accepted(t: Tournament, figures: Figures, tmp_path: Path) -> None:
    assert tournament_problems(t) == []
    assert parse_trf(write_trf(t)) == t
    to_pair = announced_round_as_requests(t)
    for system in SYSTEMS:
        try:
            result = pair_next_round(to_pair, system)
        except PairingError as error:
            assert str(error)
            figures.no_pairing[system] += 1
            continue
        _check_legal(to_pair, result.pairs, result.bye)
    if figures.accepted % REPORT_EVERY == 0:
        kind = REPORTS[figures.accepted // REPORT_EVERY % len(REPORTS)]
        try:
            write_report(kind, t, tmp_path / "out.pdf")
            figures.printed += 1
        except ReportError:
            pass


def _bases() -> list[str]:
    files = sorted(CORPUS.glob("*.trf"), key=lambda path: path.stat().st_size)[:BASE_FILES]
    texts = [path.read_text() for path in files]
    # The program's own files: TRF-2026 records and notes of every kind.
    return [*texts, write_trf(parse_trf(texts[0])), write_trf(every_kind_tournament())]


def test_fuzz_damaged_files_are_refused_or_read_paired_and_written_back(tmp_path, capsys):
    rng = random.Random(FUZZ_SEED)
    bases = _bases()
    figures = Figures()
    for case in range(FUZZ_CASES):
        text = mutate(rng, rng.choice(bases))
        figures.cases += 1
        try:
            try:
                t = parse_trf(text)
            except TrfError as error:
                figures.refusals[re.sub(r"\d+", "N", error.field) or "-"] += 1
                continue
            _accepted(t, figures, tmp_path)
            figures.accepted += 1
        except Exception as error:  # noqa: BLE001 -- report the case that broke
            raise AssertionError(f"case {case} (FUZZ_SEED={FUZZ_SEED}): {error!r}\n{text}") \
                from error
    with capsys.disabled():
        print("\n" + figures.report())
    assert figures.accepted > FUZZ_CASES // 10  # the mutations leave many files readable
