"""FIDE Tournament Report File: read TRF16 and TRF-2026 into a `Tournament`, write TRF-2026.

The column layout is the one of shared/spec/README.md ("TRF: the data-exchange format").

Reading builds a fresh `Tournament` and raises `TrfError` at the first defect, so a bad file is
never half-imported. Players get `id` = `pairing_no` = their starting rank in the file. TRF has
no board numbers: the games of a round are put in the board order of C.04.2 D.9 (the order
`handling` gives a round it pairs) and numbered 1..n. The points column of the 001 records is
checked for form only: scores are derived from the results, and files of other programs may
count differently.

Writing gives the standard TRF-2026 records. What the model holds that those records cannot
say (internal ids, withdrawals, clubs, national ratings, a scoring 162 cannot express, a board
order other than D.9, the Leong system, text longer than its columns, ...) is written as
comment lines that other programs skip and this reader applies on top of the records:

    ### arbiter-gui tournament FIELD JSON
    ### arbiter-gui player STARTING-RANK FIELD JSON
    ### arbiter-gui round NUMBER FIELD JSON

The writer finds them by reading its own records back and writing one line for each field that
came back different, so `parse_trf(write_trf(t)) == t`.
"""

from __future__ import annotations

import copy
import json
import os
import re
import shutil
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import astuple, dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any, NoReturn

from arbiter_gui.core.model import (
    TITLES,
    Acceleration,
    ByeKind,
    Colour,
    Game,
    Override,
    Player,
    ProhibitedPairing,
    ResultCode,
    ResultCorrection,
    Round,
    Scoring,
    Tournament,
)


class TrfError(ValueError):
    """A TRF file that cannot be read (or a tournament that cannot be written), saying where."""

    def __init__(self, problem: str, *, line_no: int | None = None, record: str = "",
                 field: str = "", columns: tuple[int, int] | None = None) -> None:
        self.line_no = line_no
        self.field = field
        self.problem = problem
        where = []
        if line_no is not None:
            where.append(f"line {line_no}")
        if record:
            where.append(f"{_RECORD_NAMES.get(record, 'record')} {record}")
        if field:
            where.append(f"field '{field}'" + (f" ({_columns_label(*columns)})" if columns else ""))
        super().__init__(f"{', '.join(where)}: {problem}" if where else problem)


_RECORD_NAMES = {
    "001": "player record", "012": "tournament name record", "022": "city record",
    "032": "federation record", "042": "start date record", "052": "end date record",
    "092": "tournament type record", "102": "chief arbiter record", "112": "deputy arbiter record",
    "122": "time control record", "132": "round dates record", "142": "number of rounds record",
    "XXR": "number of rounds record", "152": "initial colour record", "XXC": "configuration record",
    "162": "scoring record", "XXS": "scoring record", "192": "tournament type code record",
    "202": "tie-break record", "212": "tie-break record", "240": "bye record",
    "250": "acceleration record", "XXA": "acceleration record",
    "260": "prohibited pairings record", "XXP": "prohibited pairings record",
    "###": "arbiter-gui comment",
}


def _columns_label(first: int, last: int) -> str:
    return f"column {first}" if first == last else f"columns {first}-{last}"


# -- the fixed columns ----------------------------------------------------------------------------

@dataclass(frozen=True)
class _Cols:
    """A field of a fixed-column record: 1-based, inclusive columns."""

    name: str
    first: int
    last: int

    def text(self, line: str) -> str:
        return line[self.first - 1:self.last]

    @property
    def span(self) -> tuple[int, int]:
        return self.first, self.last


_START = _Cols("starting rank", 5, 8)
_SEX = _Cols("sex", 10, 10)
_TITLE = _Cols("title", 11, 13)
_NAME = _Cols("name", 15, 47)
_RATING = _Cols("rating", 49, 52)
_FEDERATION = _Cols("federation", 54, 56)
_FIDE_ID = _Cols("FIDE id", 58, 68)
_BIRTH = _Cols("birth date", 70, 79)
_POINTS = _Cols("points", 81, 84)
_FIRST_ROUND_COLUMN = 92  # round blocks (and 132 dates): 10 columns a round from here
_BLOCK = 10

MAX_RATING = 3500
_OLD_TITLES = {"G": "GM", "M": "IM", "F": "FM", "C": "CM", "WG": "WGM", "WM": "WIM", "WF": "WFM",
               "WC": "WCM"}
_BIRTH_DATE = re.compile(r"(\d{4})(?:/(\d{2})/(\d{2}))?")
_NUMBER = re.compile(r"-?(?:\d+(?:\.\d*)?|\.\d+)")

# TRF-2026 192 codes of the systems this program pairs; any other code is kept as it is.
_SYSTEM_BY_CODE = {"FIDE_DUTCH_2025": "dutch", "FIDE_DUTCH_2026": "dutch", "FIDE_DUTCH": "dutch",
                   "FIDE_DUBOV_2026": "dubov", "FIDE_DUBOV": "dubov"}
_CODE_BY_SYSTEM = {"dutch": "FIDE_DUTCH_2025", "dubov": "FIDE_DUBOV_2026"}
# Leong is no FIDE system (leong-system.md): it has no 192 code and is written as a comment.
_NO_192_CODE = {"leong"}

_BYE_BY_CODE = {"U": ByeKind.PAB, "H": ByeKind.HALF, "F": ByeKind.FULL, "Z": ByeKind.ZERO,
                " ": ByeKind.ZERO, "-": ByeKind.ZERO}
_GAME_CODES = {code.value: code for code in ResultCode}
_RESULT_KINDS = {"1": "played", "=": "played", "0": "played", "+": "forfeit", "-": "forfeit",
                 "W": "unplayed", "D": "unplayed", "L": "unplayed"}
_WINS = {"1", "+", "W"}
_MAX_ROUNDS = 999  # 3 columns in 240/250/260


def _combination_problem(white: str, black: str) -> str | None:
    """Why two result codes cannot be the two sides of one game, or None (' ' = no result)."""
    if (white == " ") != (black == " "):
        return "one player's block has a result and the other's has none"
    if white == " ":
        return None
    if _RESULT_KINDS[white] != _RESULT_KINDS[black]:
        return (f"the results '{white}' and '{black}' mix a {_RESULT_KINDS[white]} game with a"
                f" {_RESULT_KINDS[black]} one")
    if white in _WINS and black in _WINS:
        return f"both players won ('{white}' and '{black}')"
    return None


def _points_text(value: float) -> str | None:
    """`value` in 4 columns, exactly if possible, else as close as 4 columns allow (or None)."""
    candidates = [f"{value:4.1f}", f"{value:4.2f}", f"{value:4.0f}"]
    fitting = [c for c in candidates if len(c) <= 4 and _NUMBER.fullmatch(c.strip())]
    exact = [c for c in fitting if float(c) == value]
    return (exact or fitting or [None])[0]


# -- reading --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Line:
    no: int
    text: str

    @property
    def code(self) -> str:
        return self.text[:3]

    def fail(self, problem: str, field: str = "", columns: tuple[int, int] | None = None
             ) -> NoReturn:
        raise TrfError(problem, line_no=self.no, record=self.code, field=field, columns=columns)

    def fail_at(self, cols: _Cols, problem: str) -> NoReturn:
        self.fail(problem, cols.name, cols.span)


@dataclass(frozen=True)
class _Block:
    """One player's 10 columns for one round."""

    round: int
    opponent: int | None  # starting rank, None for no opponent
    colour: str  # "w", "b", "-" or " "
    result: str  # upper case result code or " "

    @property
    def first_column(self) -> int:
        return _FIRST_ROUND_COLUMN + _BLOCK * (self.round - 1)

    @property
    def span(self) -> tuple[int, int]:
        return self.first_column, self.first_column + 7

    @property
    def is_blank(self) -> bool:
        return self.opponent is None and self.colour == " " and self.result == " "

    @property
    def takes_part_in_pairing(self) -> bool:
        """README: a player who took part in a round's pairing has an opponent there, or U."""
        return self.opponent is not None or self.result == "U"

    def describe(self) -> str:
        if self.opponent is None:
            return "no opponent" if self.is_blank else f"no opponent, result '{self.result}'"
        return f"opponent {self.opponent}, colour '{self.colour}', result '{self.result}'"


@dataclass
class _Entry:
    """A 001 record: the player and the round blocks."""

    line: _Line
    player: Player
    blocks: list[_Block]

    @property
    def number(self) -> int:
        return self.player.id

    def block(self, round_no: int) -> _Block:
        if round_no <= len(self.blocks):
            return self.blocks[round_no - 1]
        return _Block(round_no, None, " ", " ")


def _split_lines(text: str) -> list[_Line]:
    text = text.removeprefix("\ufeff")
    return [_Line(no, line) for no, line in enumerate(re.split(r"\r\n|\r|\n", text), start=1)]


def _words(line: _Line) -> list[tuple[str, tuple[int, int]]]:
    """The blank-separated words after the record code, each with its columns."""
    return [(m[0], (m.start() + 1, m.end())) for m in re.compile(r"\S+").finditer(line.text, 3)]


def _int_text(text: str) -> int | None:
    text = text.strip()
    return int(text) if text.isascii() and text.isdigit() else None


def _number(line: _Line, cols: _Cols, what: str) -> float:
    text = cols.text(line.text).strip()
    if not _NUMBER.fullmatch(text):
        line.fail_at(cols, f"expected {what}, got '{text}'")
    return float(text)


def _positive(line: _Line, cols: _Cols, what: str) -> int:
    text = cols.text(line.text)
    value = _int_text(text)
    if value is None or value < 1:
        if len(line.text.rstrip()) < cols.first:
            line.fail_at(cols, f"the line ends at column {len(line.text.rstrip())}, before {what}")
        line.fail_at(cols, f"expected {what}, a whole number from 1, got '{text.strip()}'")
    return value


def _checked_date(text: str, year_digits: int) -> bool:
    """`text` is a real date YY/MM/DD (year_digits 2, taken as 20YY) or YYYY/MM/DD."""
    match = re.fullmatch(rf"(\d{{{year_digits}}})/(\d{{2}})/(\d{{2}})", text)
    if not match:
        return False
    year = int(match[1]) + (2000 if year_digits == 2 else 0)
    try:
        date(year, int(match[2]), int(match[3]))
    except ValueError:
        return False
    return True


def _is_birth_date(text: str) -> bool:
    """YYYY/MM/DD or YYYY; month and day 00 stand for "unknown" in files of other programs."""
    match = _BIRTH_DATE.fullmatch(text)
    return bool(match) and int(match[2] or 0) <= 12 and int(match[3] or 0) <= 31


def _full_year(yy: int, start_date: str) -> int:
    """The year of a 2-digit 132 date: the one nearest the tournament's start (default 2000)."""
    match = re.match(r"\d{4}", start_date)
    base = int(match[0]) if match else 2000
    return min((century + yy for century in range(base // 100 * 100 - 100, base + 101, 100)),
               key=lambda year: abs(year - base))


class _Reader:
    """One reading of a TRF text; `apply_notes=False` reads the records only (for the writer)."""

    def __init__(self, text: str, *, apply_notes: bool = True) -> None:
        self.lines = _split_lines(text)
        self.apply_notes = apply_notes
        self.t = Tournament()
        self.entries: list[_Entry] = []
        self.by_number: dict[int, _Entry] = {}
        self.fide_ids: dict[int, _Entry] = {}
        self.rounds_line: _Line | None = None
        self.dates: dict[int, str] = {}
        self.pab_explicit = False
        self.colour_scores: dict[str, tuple[float, _Line]] = {}
        self.byes_240: list[tuple[_Line, ByeKind, int, list[tuple[int, _Cols]]]] = []
        self.prohibited: list[tuple[_Line, list[tuple[int, _Cols]]]] = []
        self.prohibited_all_rounds: list[ProhibitedPairing] = []
        self.notes: list[_Line] = []

    def read(self) -> Tournament:
        for line in self.lines:
            if not line.text.strip():
                continue
            if line.text.startswith("###"):
                if line.text.startswith(_NOTE_PREFIX):
                    self.notes.append(line)
                continue
            if line.code in _TEXT_RECORDS:
                setattr(self.t, _TEXT_RECORDS[line.code], line.text[4:].strip())
            elif line.code in _RECORD_READERS:
                getattr(self, _RECORD_READERS[line.code])(line)
            else:
                self.t.extra_records.append(line.text)
        if not self.entries and self.apply_notes and not _declares_no_players(self.notes):
            raise TrfError("the file has no player records (001): it is not a tournament report"
                           " file, or its players are missing", field="players")
        self._check_rounds_planned()
        self._build_rounds()
        self._requested_byes_240()
        self._prohibited_pairings()
        self._check_colour_scoring()
        self._round_dates_in_model()
        _number_boards(self.t)
        if self.apply_notes:
            _Notes(self).apply()
        return self.t

    # -- tournament records --------------------------------------------------------------------

    def _derived(self, line: _Line) -> None:
        """062/072/082 (numbers of players, rated players, teams) follow from the players."""

    def _deputy(self, line: _Line) -> None:
        if line.text[4:].strip():
            self.t.deputy_arbiters.append(line.text[4:].strip())

    def _round_dates(self, line: _Line) -> None:
        text = line.text.rstrip()
        for round_no, first in enumerate(range(_FIRST_ROUND_COLUMN, len(text) + 1, _BLOCK), 1):
            cols = _Cols(f"round {round_no} date", first, first + _BLOCK - 1)
            value = cols.text(text).strip()
            if value and not (_checked_date(value, 2) or _checked_date(value, 4)):
                line.fail_at(cols, f"expected a date YY/MM/DD, got '{value}'")
            if value:
                self.dates[round_no] = value

    def _rounds(self, line: _Line) -> None:
        self.t.rounds_planned = _positive(line, _Cols("rounds", 5, max(5, len(line.text))),
                                          "the number of rounds")
        self.rounds_line = line

    def _colour_152(self, line: _Line) -> None:
        text = line.text.rstrip()
        cols = _Cols("initial colour", 5, 5)
        if len(text) != 5 or text[4].upper() not in "WB" or text[3] != " ":
            line.fail_at(cols, "expected W or B (the colour of the top-ranked odd pairing number"
                               f" in round 1) at column 5 and nothing after it, got '{text[3:]}'")
        self.t.initial_colour = Colour.WHITE if text[4].upper() == "W" else Colour.BLACK

    def _colour_xxc(self, line: _Line) -> None:
        # Other XXC options (JaVaFo's "rank") have no meaning for this program.
        for token in line.text[3:].split():
            if token.lower() in ("white1", "black1"):
                self.t.initial_colour = Colour(token[0].lower())

    def _system(self, line: _Line) -> None:
        code = line.text[4:].strip()
        if not code:
            line.fail("expected a tournament type code such as FIDE_DUTCH_2025",
                      "tournament type code", (5, 5))
        self.t.pairing_system = _SYSTEM_BY_CODE.get(code, code)

    def _tiebreaks(self, line: _Line) -> None:
        self.t.tiebreaks.extend(c.strip() for c in line.text[4:].split(",") if c.strip())

    # -- scoring ------------------------------------------------------------------------------

    def _set_win(self, value: float) -> None:
        s = self.t.scoring
        s.win = s.forfeit_win = s.full_bye = value
        if not self.pab_explicit:  # README: P (pairing-allocated bye) = W unless given
            s.pab = value

    def _scoring_162(self, line: _Line) -> None:
        text = line.text.rstrip()
        if len(text) < 7:
            line.fail("the line is too short: expected a result code at column 6 and its"
                      " points at columns 7-10", "scoring", (6, 10))
        if text[3:5].strip():
            line.fail("expected the first result code at column 6 (columns 4-5 blank)",
                      "scoring", (4, 6))
        for code_at in range(6, len(text) + 1, 9):
            code = text[code_at - 1].upper()
            value_cols = _Cols(f"points for {code}", code_at + 1, code_at + 4)
            if code not in "WDLAPX":
                line.fail(f"unknown result code '{text[code_at - 1]}': expected W D L A P or X",
                          "scoring", (code_at, code_at))
            value = _number(line, value_cols, "points such as 1.0")
            gap = _Cols("scoring", code_at + 5, code_at + 8)
            if gap.text(text).strip():
                line.fail_at(gap, "expected blanks: a code and its points every 9 columns from"
                                  " column 6 (code at 6, points at 7-10, next code at 15)")
            self._score_162(code, value)

    def _score_162(self, code: str, value: float) -> None:
        s = self.t.scoring
        if code == "W":
            self._set_win(value)
        elif code == "D":
            s.draw = s.half_bye = value
        elif code == "L":
            s.loss = value
        elif code == "A":
            s.zero_bye = s.forfeit_loss = value
        elif code == "P":
            s.pab = value
            self.pab_explicit = True
        # X (points of a result not known yet) has no counterpart in the model.

    def _scoring_xxs(self, line: _Line) -> None:
        s = self.t.scoring
        for token, cols in _words(line):
            code, _, value_text = token.partition("=")
            code = code.upper()
            if not _NUMBER.fullmatch(value_text):
                line.fail(f"expected CODE=POINTS such as WW=1, got '{token}'", "scoring", cols)
            if code not in _XXS_CODES:
                line.fail(f"unknown scoring code '{code}': expected one of"
                          f" {' '.join(_XXS_CODES)}", "scoring", cols)
            for slot in _XXS_CODES[code]:
                if slot in _XXS_BY_COLOUR:
                    self.colour_scores[slot] = (float(value_text), line)
                setattr(s, _XXS_BY_COLOUR.get(slot, slot), float(value_text))

    def _check_colour_scoring(self) -> None:
        # The model scores a win the same with either colour (JaVaFo's XXS can differ); a code
        # XXS does not mention has JaVaFo's standard value.
        for white, black in (("WW", "BW"), ("WD", "BD"), ("WL", "BL")):
            default = getattr(Scoring(), _XXS_BY_COLOUR[white])
            w_value, w_line = self.colour_scores.get(white, (default, None))
            b_value, b_line = self.colour_scores.get(black, (default, None))
            if w_value != b_value:
                line = w_line or b_line
                line.fail(f"{white}={w_value:g} and {black}={b_value:g}: scoring that depends on"
                          " the colour is not supported", "scoring")

    def _scoring_bbp(self, line: _Line) -> None:
        value = _number(line, _Cols("points", 5, 12), "points such as 1.0")
        if line.code == "BBW":
            self._set_win(value)
            return
        if line.code == "BBU":
            self.pab_explicit = True
        for attribute in _BBP_SCORES[line.code]:
            setattr(self.t.scoring, attribute, value)

    # -- byes, accelerations, prohibited pairings -----------------------------------------------

    def _player_list(self, line: _Line, first: int, what: str) -> list[tuple[int, _Cols]]:
        text = line.text.rstrip()
        players = []
        for n, start in enumerate(range(first, len(text) + 1, 5), 1):
            cols = _Cols(f"player {n}", start, start + 3)
            players.append((_positive(line, cols, what), cols))
            if text[start + 3:start + 4].strip():
                line.fail(f"expected a blank at column {start + 4}: player numbers take 4"
                          f" columns, one every 5 from column {first}", cols.name, cols.span)
        return players

    def _byes(self, line: _Line) -> None:
        text = line.text.rstrip()
        if len(text) < 11:
            line.fail("the line is too short: expected the bye type at column 5, the round at"
                      " columns 7-9 and the players from column 11", "bye", (5, 14))
        kind_cols = _Cols("bye type", 5, 5)
        kind = _BYE_BY_CODE.get(text[4].upper())
        if text[4] in " -" or kind is None or kind is ByeKind.PAB:
            line.fail_at(kind_cols, f"expected F, H or Z, got '{text[4]}'")
        round_no = _positive(line, _Cols("round", 7, 9), "a round number")
        self.byes_240.append((line, kind, round_no,
                              self._player_list(line, 11, "a player's starting rank")))

    def _acceleration_250(self, line: _Line) -> None:
        if len(line.text.rstrip()) < 31:
            line.fail("the line is too short: expected points at columns 10-13, rounds at"
                      " 15-17 and 19-21, players at 23-26 and 28-31", "acceleration", (10, 31))
        match_points = _Cols("match points", 5, 8)
        if match_points.text(line.text).strip() and _number(line, match_points, "blank") != 0:
            line.fail_at(match_points, "match-point accelerations (team tournaments) are not"
                                       " supported; leave columns 5-8 blank")
        points = _number(line, _Cols("points", 10, 13), "the fictitious points, such as 1.0")
        first_round, last_round = (_positive(line, _Cols(f"{end} round", a, b), "a round number")
                                   for end, a, b in (("first", 15, 17), ("last", 19, 21)))
        first, last = (_positive(line, _Cols(f"{end} player", a, b), "a starting rank")
                       for end, a, b in (("first", 23, 26), ("last", 28, 31)))
        if first_round > last_round or first > last:
            line.fail(f"rounds {first_round}-{last_round}, players {first}-{last}: a range"
                      " must not end before it starts", "acceleration", (15, 31))
        self.t.accelerations.append(Acceleration(points, first_round, last_round, first, last))

    def _acceleration_xxa(self, line: _Line) -> None:
        """bbpPairings' XXA NNNN pppp pppp ...: a player's fictitious points round by round."""
        player = _positive(line, _Cols("player", 5, 8), "a starting rank")
        text = line.text.rstrip()
        by_round = []
        for round_no, start in enumerate(range(10, len(text) + 1, 5), 1):
            cols = _Cols(f"round {round_no} points", start, start + 3)
            blank = not cols.text(text).strip()
            by_round.append((round_no, 0.0 if blank else _number(line, cols, "points")))
        run: list[tuple[int, float]] = []
        for round_no, points in [*by_round, (len(by_round) + 1, 0.0)]:
            if run and points != run[-1][1]:
                self.t.accelerations.append(
                    Acceleration(run[0][1], run[0][0], run[-1][0], player, player))
                run = []
            if points:
                run.append((round_no, points))

    def _prohibited_260(self, line: _Line) -> None:
        if len(line.text.rstrip()) < 16:
            line.fail("the line is too short: expected the first and last round at columns 5-7"
                      " and 9-11, then players from column 13", "prohibited pairing", (5, 16))
        first = _positive(line, _Cols("first round", 5, 7), "a round number")
        last = _positive(line, _Cols("last round", 9, 11), "a round number")
        if first > last:
            line.fail(f"rounds {first}-{last}: the last round comes before the first",
                      "last round", (9, 11))
        players = self._player_list(line, 13, "a player's starting rank")
        self._prohibited_players(line, players)
        self.prohibited.append((line, players))
        self.t.prohibited_pairings.append(
            ProhibitedPairing(first, last, tuple(n for n, _ in players)))

    def _prohibited_xxp(self, line: _Line) -> None:
        players = []
        for n, (_, (first, last)) in enumerate(_words(line), 1):
            cols = _Cols(f"player {n}", first, last)
            players.append((_positive(line, cols, "a player's starting rank"), cols))
        self._prohibited_players(line, players)
        self.prohibited.append((line, players))
        # XXP holds for every round: made the whole tournament once 142/XXR is known.
        pairing = ProhibitedPairing(1, 1, tuple(n for n, _ in players))
        self.prohibited_all_rounds.append(pairing)
        self.t.prohibited_pairings.append(pairing)

    @staticmethod
    def _prohibited_players(line: _Line, players: list[tuple[int, _Cols]]) -> None:
        if len(players) < 2:
            line.fail("a prohibited pairing needs at least two players", "players")

    def _prohibited_pairings(self) -> None:
        for line, players in self.prohibited:
            self._check_known(line, players)
        for pairing in self.prohibited_all_rounds:
            pairing.last_round = self.t.rounds_planned or _MAX_ROUNDS

    def _check_known(self, line: _Line, players: Iterable[tuple[int, _Cols]]) -> None:
        for number, cols in players:
            if number not in self.by_number:
                line.fail_at(cols, f"no player has starting rank {number} (no 001 record)")

    def _requested_byes_240(self) -> None:
        for line, kind, round_no, players in self.byes_240:
            self._check_known(line, players)
            for number, cols in players:
                self._request(line, cols, number, round_no, kind)

    def _request(self, line: _Line, cols: _Cols, number: int, round_no: int,
                 kind: ByeKind) -> None:
        known = self.t.requested_byes.setdefault((number, round_no), kind)
        if known is not kind:
            line.fail_at(cols, f"player {number} already has a {known.name.lower()} bye for"
                               f" round {round_no}, not a {kind.name.lower()} one")

    # -- players and rounds ---------------------------------------------------------------------

    def _player(self, line: _Line) -> None:
        text = line.text
        number = _positive(line, _START, "the starting rank (pairing number)")
        if number in self.by_number:
            line.fail_at(_START, f"starting rank {number} is already used on line"
                                 f" {self.by_number[number].line.no}")
        surname, _, given = _NAME.text(text).strip().partition(",")
        player = Player(number, surname.strip(), given.strip(), sex=_sex(line),
                        title=_title(line), fide_id=self._fide_id(line),
                        federation=_FEDERATION.text(text).strip(), birth_date=_birth_date(line),
                        rating=_rating(line), pairing_no=number)
        if _POINTS.text(text).strip():
            _number(line, _POINTS, "the player's points, such as 4.5")
        entry = _Entry(line, player, _blocks(line))
        self.entries.append(entry)
        self.by_number[number] = entry
        self.t.players.append(player)
        if player.fide_id is not None:
            self.fide_ids[player.fide_id] = entry

    def _fide_id(self, line: _Line) -> int | None:
        text = _FIDE_ID.text(line.text).strip()
        value = _int_text(text)
        if text and value is None:
            line.fail_at(_FIDE_ID, f"expected the FIDE id (digits only), got '{text}'")
        if value and value in self.fide_ids:
            line.fail_at(_FIDE_ID, f"FIDE id {value} is already given to player"
                                   f" {self.fide_ids[value].number} on line"
                                   f" {self.fide_ids[value].line.no}")
        return value or None

    def _check_rounds_planned(self) -> None:
        planned = self.t.rounds_planned
        if not planned:
            return
        for entry in self.entries:
            late = next((b for b in entry.blocks[planned:] if not b.is_blank), None)
            if late is not None:
                entry.line.fail(f"there is a block for round {late.round}, but the tournament has"
                                f" {planned} rounds (line {self.rounds_line.no})",
                                f"round {late.round}", late.span)

    def _build_rounds(self) -> None:
        paired = max((b.round for e in self.entries for b in e.blocks
                      if b.takes_part_in_pairing), default=0)
        for round_no in range(1, paired + 1):
            rnd = Round(round_no)
            pab: _Entry | None = None
            for entry in self.entries:
                block = entry.block(round_no)
                if block.opponent is not None:
                    game = self._game(entry, block)
                    if game is not None:
                        rnd.games.append(game)
                    continue
                kind = _BYE_BY_CODE[block.result]
                if kind is ByeKind.PAB and pab is not None:
                    entry.line.fail(f"a second pairing-allocated bye (U) in round {round_no};"
                                    f" player {pab.number} has it already (line {pab.line.no})",
                                    f"round {round_no}", block.span)
                if kind is ByeKind.PAB:
                    pab = entry
                rnd.byes[entry.number] = kind
            self.t.rounds.append(rnd)
        # Blocks after the last paired round announce byes for rounds to come (TRF16 style).
        for entry in self.entries:
            for block in entry.blocks[paired:]:
                if not block.is_blank:
                    cols = _Cols(f"round {block.round}", *block.span)
                    self._request(entry.line, cols, entry.number, block.round,
                                  _BYE_BY_CODE[block.result])

    def _game(self, entry: _Entry, block: _Block) -> Game | None:
        """The game of `block` once both blocks agree; None when `entry` is its black side."""
        round_no = block.round
        field = f"round {round_no}"
        opponent = self.by_number.get(block.opponent)
        if opponent is None:
            entry.line.fail(f"opponent {block.opponent} is not a player of this tournament (no"
                            " 001 record with that starting rank)", field, block.span)
        if opponent is entry:
            entry.line.fail(f"player {entry.number} is paired against himself", field, block.span)
        other = opponent.block(round_no)
        if other.opponent != entry.number:
            third = self.by_number.get(other.opponent) if other.opponent is not None else None
            if third is not None and third.block(round_no).opponent == opponent.number:
                entry.line.fail(f"player {entry.number} is paired with player {opponent.number}"
                                f" in round {round_no}, but player {opponent.number} plays player"
                                f" {third.number} (lines {opponent.line.no} and {third.line.no})",
                                field, block.span)
            entry.line.fail(f"player {entry.number} is paired with player {opponent.number} in"
                            f" round {round_no}, but line {opponent.line.no} (player"
                            f" {opponent.number}) says: {other.describe()}", field, block.span)
        colours = {block.colour, other.colour}
        if colours != {"w", "b"} and not colours <= {"-", " "}:
            entry.line.fail(f"the colours disagree with line {opponent.line.no}: player"
                            f" {entry.number} '{block.colour}', player {opponent.number}"
                            f" '{other.colour}' (one w, the other b)", field, block.span)
        problem = _combination_problem(block.result, other.result)
        if problem:
            entry.line.fail(f"the results disagree with line {opponent.line.no} (player"
                            f" {opponent.number}): {problem}", field, block.span)
        # A forfeit may come without colours: white is then the lower starting rank.
        is_white = block.colour == "w" or (block.colour in "- " and entry.number < opponent.number)
        if not is_white:
            return None
        return Game(entry.number, opponent.number, white_result=_GAME_CODES.get(block.result),
                    black_result=_GAME_CODES.get(other.result))

    def _round_dates_in_model(self) -> None:
        for round_no, text in self.dates.items():
            if len(text) == 8:
                text = f"{_full_year(int(text[:2]), self.t.start_date):04d}{text[2:]}"
            self.t.round_dates[round_no] = text
        for rnd in self.t.rounds:
            rnd.date = self.t.round_dates.get(rnd.number, "")


_TEXT_RECORDS = {"012": "name", "022": "city", "032": "federation", "042": "start_date",
                 "052": "end_date", "092": "tournament_type", "102": "chief_arbiter",
                 "122": "time_control"}
_RECORD_READERS = {
    "001": "_player", "062": "_derived", "072": "_derived", "082": "_derived", "112": "_deputy",
    "132": "_round_dates", "142": "_rounds", "XXR": "_rounds", "152": "_colour_152",
    "XXC": "_colour_xxc", "162": "_scoring_162", "XXS": "_scoring_xxs", "192": "_system",
    "202": "_tiebreaks", "212": "_tiebreaks", "240": "_byes", "250": "_acceleration_250",
    "XXA": "_acceleration_xxa", "260": "_prohibited_260", "XXP": "_prohibited_xxp",
    **dict.fromkeys(("BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"), "_scoring_bbp"),
}
_HANDLED_CODES = {*_TEXT_RECORDS, *_RECORD_READERS}
# JaVaFo's XXS codes: the model's fields, or a colour's slot (WW = a win with white, ...).
_XXS_CODES = {
    "W": ("WW", "BW", "forfeit_win", "full_bye"), "D": ("WD", "BD", "half_bye"),
    "L": ("WL", "BL"), "WW": ("WW",), "BW": ("BW",), "WD": ("WD",), "BD": ("BD",),
    "WL": ("WL",), "BL": ("BL",), "FW": ("forfeit_win",), "FL": ("forfeit_loss",),
    "ZPB": ("zero_bye",), "HPB": ("half_bye",), "FPB": ("full_bye",), "PAB": ("pab",),
}
_XXS_BY_COLOUR = {"WW": "win", "BW": "win", "WD": "draw", "BD": "draw", "WL": "loss",
                  "BL": "loss"}
_BBP_SCORES = {"BBW": ("win", "forfeit_win", "full_bye"), "BBD": ("draw", "half_bye"),
               "BBL": ("loss",), "BBZ": ("zero_bye",), "BBF": ("forfeit_loss",),
               "BBU": ("pab",)}


def _sex(line: _Line) -> str:
    sex = _SEX.text(line.text).strip().lower()
    if sex not in ("", "m", "w"):
        line.fail_at(_SEX, f"expected m, w or blank, got '{sex}'")
    return sex


def _title(line: _Line) -> str:
    text = _TITLE.text(line.text).strip()
    title = _OLD_TITLES.get(text.upper(), text.upper())
    if title and title not in TITLES:
        line.fail_at(_TITLE, f"unknown title '{text}': expected one of {' '.join(TITLES)} or"
                             " blank")
    return title


def _rating(line: _Line) -> int:
    text = _RATING.text(line.text).strip()
    if not text:
        return 0
    value = _int_text(text)
    if value is None:
        line.fail_at(_RATING, f"expected a number, got '{text}'")
    if value > MAX_RATING:
        line.fail_at(_RATING, f"rating {value} is out of range (0 to {MAX_RATING})")
    return value


def _birth_date(line: _Line) -> str:
    text = _BIRTH.text(line.text).strip()
    if text and not _is_birth_date(text):
        line.fail_at(_BIRTH, f"expected a date YYYY/MM/DD (or a year YYYY), got '{text}'")
    return text


def _blocks(line: _Line) -> list[_Block]:
    text = line.text.rstrip()
    blocks = []
    for round_no, start in enumerate(range(_FIRST_ROUND_COLUMN - 1, len(text), _BLOCK), 1):
        blocks.append(_block(line, round_no, text[start:start + _BLOCK].ljust(_BLOCK)))
    while blocks and blocks[-1].is_blank:
        blocks.pop()
    return blocks


def _block(line: _Line, round_no: int, chunk: str) -> _Block:
    first = _FIRST_ROUND_COLUMN + _BLOCK * (round_no - 1)
    field = f"round {round_no}"
    for offset in (4, 6, 8, 9):
        if chunk[offset] != " ":
            line.fail(f"unexpected '{chunk[offset]}' at column {first + offset}: each round takes"
                      f" 10 columns from column {_FIRST_ROUND_COLUMN} (opponent in the first 4,"
                      " colour in the 6th, result in the 8th)", field, (first, first + 9))
    opponent_text = chunk[:4].strip()
    opponent = _int_text(opponent_text)
    if opponent_text and opponent is None:
        line.fail(f"expected the opponent's starting rank (or 0000), got '{opponent_text}'",
                  f"{field} opponent", (first, first + 3))
    colour, result = chunk[5].lower(), chunk[7].upper()
    if colour not in "wb- ":
        line.fail(f"unknown colour '{chunk[5]}': expected w, b, - or blank", f"{field} colour",
                  (first + 5, first + 5))
    if result not in _GAME_CODES and result not in _BYE_BY_CODE:
        line.fail(f"unknown result '{chunk[7]}': expected 1 = 0 + - W D L (games) or H F U Z"
                  " (byes)", f"{field} result", (first + 7, first + 7))
    if not opponent:
        if colour in "wb":
            line.fail(f"colour '{colour}' but no opponent: a player without opponent has colour"
                      " '-' or blank", field, (first, first + 7))
        if result in _GAME_CODES and result != "-":
            line.fail(f"result '{result}' but no opponent: a round without opponent is a bye,"
                      " H F U or Z", field, (first, first + 7))
        return _Block(round_no, None, colour, result)
    if result in ("H", "F", "U", "Z"):
        line.fail(f"bye result '{result}' with opponent {opponent}: a bye has opponent 0000",
                  field, (first, first + 7))
    if colour in "- " and result not in "+-":
        line.fail(f"opponent {opponent} but no colour: only a forfeit may have none", field,
                  (first, first + 7))
    return _Block(round_no, opponent, colour, result)


def _round_points(t: Tournament, rnd: Round) -> dict[int, float]:
    """Every player's points in `rnd`, counted as `Tournament.points_in_round` counts them."""
    s = t.scoring
    points = {p.id: s.zero_bye for p in t.players}
    points.update((player, s.for_bye(kind)) for player, kind in rnd.byes.items())
    for game in reversed(rnd.games):  # a player's first game counts, as in Round.game_of
        for player, code in ((game.white, game.white_result), (game.black, game.black_result)):
            points[player] = 0.0 if code is None else s.for_result(code)
    return points


def _running_scores(t: Tournament) -> list[dict[int, float]]:
    """Scores before round 1, 2, ... and after the last round (as `Tournament.score` sums)."""
    totals = {p.id: 0 for p in t.players}
    after = [dict(totals)]
    for rnd in t.rounds:
        for player, points in _round_points(t, rnd).items():
            totals[player] = totals.get(player, 0) + points
        after.append(dict(totals))
    return after


def _number_boards(t: Tournament) -> None:
    """C.04.2 D.9: by the score of the higher player, the sum of the scores, then the initial
    order of the higher player; scores before the round (as `handling` orders a round)."""
    pairing_no = {p.id: p.pairing_no for p in t.players}
    for rnd, before in zip(t.rounds, _running_scores(t), strict=False):
        def key(game: Game, before: dict[int, float] = before) -> tuple[float, float, int]:
            higher = min((-before[p], pairing_no[p]) for p in (game.white, game.black))
            return higher[0], -before[game.white] - before[game.black], higher[1]

        rnd.games.sort(key=key)
        for board, game in enumerate(rnd.games, start=1):
            game.board = board


# -- the arbiter-gui comment lines ----------------------------------------------------------------

_NOTE_PREFIX = "### arbiter-gui "
_NOTE = re.compile(r"### arbiter-gui (?:(tournament)|(player|round) (\d{1,9})) (\w+) (.*)")


def _declares_no_players(notes: list[_Line]) -> bool:
    return any(line.text.rstrip() == f"{_NOTE_PREFIX}tournament players []" for line in notes)


def _fail_value(what: str) -> NoReturn:
    raise ValueError(f"expected {what}")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _dec_int(value: Any) -> int:
    return value if _is_int(value) else _fail_value("a whole number")


def _dec_optional_int(value: Any) -> int | None:
    return None if value is None else _dec_int(value)


def _dec_float(value: Any) -> float:
    if _is_int(value) or isinstance(value, float):
        return value
    _fail_value("a number")


def _dec_str(value: Any) -> str:
    return value if isinstance(value, str) else _fail_value("text")


def _dec_list(value: Any, length: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        _fail_value("a list" if length is None else f"a list of {length} items")
    return value


def _dec_strings(value: Any) -> list[str]:
    return [_dec_str(item) for item in _dec_list(value)]


def _dec_bye(value: Any) -> ByeKind:
    if not isinstance(value, str) or value not in {kind.value for kind in ByeKind}:
        _fail_value("a bye code U H F or Z")
    return ByeKind(value)


def _dec_code(value: Any) -> ResultCode | None:
    if value is not None and (not isinstance(value, str) or value not in _GAME_CODES):
        _fail_value("a result code 1 = 0 + - W D L or null")
    return None if value is None else ResultCode(value)


def _dec_colour(value: Any) -> Colour:
    return Colour(value) if value in ("w", "b") else _fail_value("w or b")


def _dec_scoring(value: Any) -> Scoring:
    if not isinstance(value, dict):
        _fail_value("an object of points")
    known = vars(Scoring())
    return Scoring(**{k: _dec_float(v) for k, v in value.items() if k in known})


def _dec_requested(value: Any) -> dict[tuple[int, int], ByeKind]:
    items = (_dec_list(item, 3) for item in _dec_list(value))
    return {(_dec_int(p), _dec_int(r)): _dec_bye(kind) for p, r, kind in items}


def _dec_prohibited(value: Any) -> list[ProhibitedPairing]:
    items = (_dec_list(item, 3) for item in _dec_list(value))
    return [ProhibitedPairing(_dec_int(first), _dec_int(last),
                              tuple(_dec_int(p) for p in _dec_list(players)))
            for first, last, players in items]


def _dec_accelerations(value: Any) -> list[Acceleration]:
    items = (_dec_list(item, 5) for item in _dec_list(value))
    return [Acceleration(_dec_float(points), *(_dec_int(n) for n in numbers))
            for points, *numbers in items]


def _dec_overrides(value: Any) -> list[Override]:
    items = (_dec_list(item, 8) for item in _dec_list(value))
    return [Override(_dec_int(rnd), _dec_str(action),
                     tuple(_dec_int(p) for p in _dec_list(players)),
                     *(_dec_str(text) for text in texts))
            for rnd, action, players, *texts in items]


def _dec_corrections(value: Any) -> list[ResultCorrection]:
    items = (_dec_list(item, 8) for item in _dec_list(value))
    return [ResultCorrection(_dec_int(rnd), _dec_int(board), _dec_str(old), _dec_str(new),
                             _dec_int(through), *(_dec_str(text) for text in texts))
            for rnd, board, old, new, through, *texts in items]


def _dec_round_dates(value: Any) -> dict[int, str]:
    return {_dec_int(r): _dec_str(d) for r, d in (_dec_list(i, 2) for i in _dec_list(value))}


def _dec_games(value: Any) -> list[Game]:
    items = (_dec_list(item, 5) for item in _dec_list(value))
    return [Game(_dec_int(w), _dec_int(b), _dec_int(board), _dec_code(wr), _dec_code(br))
            for w, b, board, wr, br in items]


def _dec_byes(value: Any) -> dict[int, ByeKind]:
    return {_dec_int(p): _dec_bye(k) for p, k in (_dec_list(i, 2) for i in _dec_list(value))}


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class _Codec:
    encode: Callable[[Any], Any]
    decode: Callable[[Any], Any]
    players: Callable[[Any], Iterable[int]] = lambda value: ()  # starting ranks it refers to


_STR = _Codec(_same, _dec_str)
_INT = _Codec(_same, _dec_int)
_OPTIONAL_INT = _Codec(_same, _dec_optional_int)
_STRINGS = _Codec(list, _dec_strings)
_BYE = _Codec(lambda kind: kind.value, _dec_bye)

_TOURNAMENT_CODECS: dict[str, _Codec] = {
    **dict.fromkeys(("name", "city", "federation", "start_date", "end_date", "tournament_type",
                     "chief_arbiter", "time_control", "pairing_system"), _STR),
    "deputy_arbiters": _STRINGS, "tiebreaks": _STRINGS, "extra_records": _STRINGS,
    "rounds_planned": _INT, "max_half_byes": _OPTIONAL_INT, "tiebreak_unrated_rating": _INT,
    "initial_colour": _Codec(lambda colour: colour.value, _dec_colour),
    "late_entry_bye": _BYE,
    "scoring": _Codec(lambda s: dict(vars(s)), _dec_scoring),
    "requested_byes": _Codec(
        lambda byes: [[p, r, kind.value] for (p, r), kind in byes.items()], _dec_requested,
        lambda byes: (p for p, _ in byes)),
    "prohibited_pairings": _Codec(
        lambda pairings: [[x.first_round, x.last_round, list(x.players)] for x in pairings],
        _dec_prohibited, lambda pairings: (p for x in pairings for p in x.players)),
    "accelerations": _Codec(
        lambda accelerations: [[a.points, a.first_round, a.last_round, a.first_player,
                                a.last_player] for a in accelerations], _dec_accelerations),
    "round_dates": _Codec(lambda dates: [[r, d] for r, d in dates.items()], _dec_round_dates),
    "no_half_bye_rounds": _Codec(
        sorted, lambda value: frozenset(_dec_int(r) for r in _dec_list(value))),
    # The arbiter's manual changes of the engine's pairings travel with the file.
    "overrides": _Codec(
        lambda overrides: [[o.round, o.action, list(o.players), o.engine_pairing, o.new_pairing,
                            o.justification, o.arbiter, o.time] for o in overrides],
        _dec_overrides, lambda overrides: (p for o in overrides for p in o.players)),
    # Results corrected after a later round was paired: -c names the rounds they affect.
    "corrections": _Codec(lambda corrections: [list(astuple(c)) for c in corrections],
                          _dec_corrections),
}
_PLAYER_CODECS: dict[str, _Codec] = {
    **dict.fromkeys(("surname", "given_name", "sex", "title", "federation", "birth_date", "club"),
                    _STR),
    **dict.fromkeys(("id", "rating", "national_rating", "pairing_no"), _INT),
    **dict.fromkeys(("fide_id", "withdrawn_from"), _OPTIONAL_INT),
}
_ROUND_CODECS: dict[str, _Codec] = {
    "number": _INT, "date": _STR,
    "games": _Codec(
        lambda games: [[g.white, g.black, g.board, g.white_result and g.white_result.value,
                        g.black_result and g.black_result.value] for g in games], _dec_games,
        lambda games: (p for g in games for p in (g.white, g.black))),
    "byes": _Codec(lambda byes: [[p, kind.value] for p, kind in byes.items()], _dec_byes,
                   lambda byes: byes),
}


def _note(scope: str, number: int | None, field: str, value: Any) -> str:
    where = scope if number is None else f"{scope} {number}"
    return f"{_NOTE_PREFIX}{where} {field} {json.dumps(value, ensure_ascii=True)}"


class _Notes:
    """Applies the `### arbiter-gui` lines to what the records said, then the internal ids."""

    def __init__(self, reader: _Reader) -> None:
        self.reader = reader
        self.t = reader.t
        self.ids: dict[int, int] = {}  # starting rank -> internal id

    def apply(self) -> None:
        for line in self.reader.notes:
            self._apply(line)
        self._use_ids()

    def _apply(self, line: _Line) -> None:
        match = _NOTE.fullmatch(line.text.rstrip())
        if not match:
            line.fail("expected '### arbiter-gui tournament FIELD VALUE', '... player N FIELD"
                      " VALUE' or '... round N FIELD VALUE'", "arbiter-gui comment")
        scope, number, field = match[1] or match[2], match[3], match[4]
        codecs = {"tournament": _TOURNAMENT_CODECS, "player": _PLAYER_CODECS,
                  "round": _ROUND_CODECS}[scope]
        if scope == "tournament" and field == "players":
            if self.reader.entries:
                line.fail("says the tournament has no players, but there are 001 records", field)
            return
        if field not in codecs:
            return  # written by a later version of this program: nothing this one can keep
        try:
            value = codecs[field].decode(json.loads(match[5]))
        except (ValueError, RecursionError) as error:  # RecursionError: absurdly nested JSON
            line.fail(f"cannot read '{match[5][:60]}': {error}", field)
        for player in codecs[field].players(value):
            if player not in self.reader.by_number:
                line.fail(f"refers to player {player}, who has no 001 record", field)
        if scope == "tournament":
            setattr(self.t, field, value)
        elif scope == "player":
            self._player(line, int(number), field, value)
        else:
            self._round(line, int(number), field, value)

    def _player(self, line: _Line, number: int, field: str, value: Any) -> None:
        entry = self.reader.by_number.get(number)
        if entry is None:
            line.fail(f"there is no player with starting rank {number}", field)
        if field == "id":
            self.ids[number] = value  # after all notes: the others name players by rank
        else:
            setattr(entry.player, field, value)

    def _round(self, line: _Line, number: int, field: str, value: Any) -> None:
        if not 1 <= number <= max(_MAX_ROUNDS, len(self.t.rounds)):
            line.fail(f"there is no round {number}", field)
        while len(self.t.rounds) < number:
            self.t.rounds.append(Round(len(self.t.rounds) + 1))
        setattr(self.t.rounds[number - 1], field, value)

    def _use_ids(self) -> None:
        if not self.ids:
            return
        ids = {p.id: self.ids.get(p.id, p.id) for p in self.t.players}
        if len(set(ids.values())) < len(ids):
            raise TrfError("the arbiter-gui comments give two players the same internal id",
                           field="id")
        _renumber_players(self.t, ids)


def _renumber_players(t: Tournament, ids: dict[int, int]) -> None:
    """Change every player id `old` to `ids[old]`, wherever the tournament refers to players."""
    for player in t.players:
        player.id = ids[player.id]
    for rnd in t.rounds:
        for game in rnd.games:
            game.white, game.black = ids[game.white], ids[game.black]
        rnd.byes = {ids[p]: kind for p, kind in rnd.byes.items()}
    t.requested_byes = {(ids[p], r): kind for (p, r), kind in t.requested_byes.items()}
    for pairing in t.prohibited_pairings:
        pairing.players = tuple(ids[p] for p in pairing.players)
    t.overrides = [replace(o, players=tuple(ids[p] for p in o.players))
                   for o in t.overrides]


# -- public API: reading --------------------------------------------------------------------------

def parse_trf(text: str) -> Tournament:
    """The tournament of a TRF16 or TRF-2026 text; TrfError at the first defect."""
    return _Reader(text).read()


def read_trf(path: str | os.PathLike[str]) -> Tournament:
    """The tournament of a TRF file (UTF-8, or latin-1 when it is not valid UTF-8)."""
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise TrfError(f"cannot read the file {path}: {error.strerror or error}",
                       field="file") from error
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return parse_trf(text)


# -- writing --------------------------------------------------------------------------------------

def _one_line(text: str) -> str:
    return text.replace("\r", " ").replace("\n", " ")


def _check_writable(t: Tournament) -> None:
    """Refuse a tournament whose parts refer to players it does not hold (TRF cannot say it)."""
    ids = [p.id for p in t.players]
    if len(set(ids)) < len(ids):
        raise TrfError("two players have the same internal id; the tournament cannot be saved",
                       field="players")
    if len(ids) > 9999:
        raise TrfError(f"{len(ids)} players: a TRF file holds at most 9999", field="players")
    known = set(ids)

    def check(players: Iterable[int], where: str) -> None:
        unknown = sorted(set(players) - known)
        if unknown:
            raise TrfError(f"{where} refers to player id {unknown[0]}, who is not registered",
                           field=where)

    for rnd in t.rounds:
        seen: set[int] = set()
        for game in rnd.games:
            check((game.white, game.black), f"round {rnd.number}")
            if game.white == game.black or {game.white, game.black} & seen:
                raise TrfError(f"round {rnd.number}: the game {game.white}-{game.black} gives a"
                               " player two games or pairs him with himself; correct the"
                               " pairing before saving", field=f"round {rnd.number}")
            seen.update((game.white, game.black))
        check(rnd.byes, f"round {rnd.number} byes")
    check((p for p, _ in t.requested_byes), "requested byes")
    check((p for x in t.prohibited_pairings for p in x.players), "prohibited pairings")
    check((p for o in t.overrides for p in o.players), "overrides")


def _file_numbers(t: Tournament) -> dict[int, int]:
    """id -> starting rank in the file: the pairing numbers, or positions when those are not
    usable (duplicates, 0 before the initial order is made); notes restore them."""
    numbers = [p.pairing_no for p in t.players]
    if len(set(numbers)) == len(numbers) and all(1 <= n <= 9999 for n in numbers):
        return {p.id: p.pairing_no for p in t.players}
    return {p.id: position for position, p in enumerate(t.players, start=1)}


class _Writer:
    """The TRF-2026 records of a tournament whose ids are already the file's starting ranks."""

    def __init__(self, t: Tournament) -> None:
        self.t = t

    def lines(self) -> list[str]:
        t = self.t
        lines = [f"{code} {_one_line(value)}" for code, value in (
            ("012", t.name), ("022", t.city), ("032", t.federation), ("042", t.start_date),
            ("052", t.end_date)) if value]
        if t.players:
            lines += [f"062 {len(t.players)}",
                      f"072 {sum(1 for p in t.players if p.rating > 0)}"]
        lines += [f"{code} {_one_line(value)}" for code, value in (
            ("092", t.tournament_type), ("102", t.chief_arbiter),
            *(("112", deputy) for deputy in t.deputy_arbiters), ("122", t.time_control))
            if value]
        lines += self._round_dates()
        if max(1, len(t.rounds)) <= t.rounds_planned <= 9999:
            lines.append(f"142 {t.rounds_planned}")
        lines.append(f"152 {'W' if t.initial_colour is Colour.WHITE else 'B'}")
        lines.append(self._scoring())
        code = self._system_code()
        if code:
            lines.append(f"192 {code}")
        tiebreaks = [tb for tb in t.tiebreaks if tb == _one_line(tb).strip() and "," not in tb
                     and tb]
        if tiebreaks:
            lines.append(f"202 {','.join(tiebreaks)}")
        lines += self._byes() + self._accelerations() + self._prohibited()
        lines += [r for r in t.extra_records if "\r" not in r and "\n" not in r and r.strip()
                  and not r.startswith("###") and r[:3] not in _HANDLED_CODES]
        lines += self._players()
        return lines

    def _system_code(self) -> str | None:
        system = self.t.pairing_system
        if system in _CODE_BY_SYSTEM:
            return _CODE_BY_SYSTEM[system]
        # Another program's code read from a file goes back as it came; "leong" has none.
        if system in _NO_192_CODE or system in _SYSTEM_BY_CODE or system.split() != [system]:
            return None
        return system

    def _round_dates(self) -> list[str]:
        dates = dict(self.t.round_dates)
        for rnd in self.t.rounds:
            dates.setdefault(rnd.number, rnd.date)
        written = {r: d[2:] for r, d in dates.items()
                   if isinstance(r, int) and 1 <= r <= _MAX_ROUNDS and _checked_date(d, 4)}
        if not written:
            return []
        blocks = [written.get(r, "").ljust(_BLOCK) for r in range(1, max(written) + 1)]
        return [("132".ljust(_FIRST_ROUND_COLUMN - 1) + "".join(blocks)).rstrip()]

    def _scoring(self) -> str:
        s, default = self.t.scoring, Scoring()
        parts = []
        for code, attribute in (("W", "win"), ("D", "draw"), ("L", "loss"), ("A", "zero_bye"),
                                ("P", "pab")):
            text = _points_text(getattr(s, attribute))
            parts.append(code + (text or _points_text(getattr(default, attribute))).rjust(4))
        return "162  " + "    ".join(parts)

    def _byes(self) -> list[str]:
        by_round: dict[tuple[str, int], list[int]] = {}
        for (player, round_no), kind in self.t.requested_byes.items():
            if kind is not ByeKind.PAB and len(self.t.rounds) < round_no <= _MAX_ROUNDS:
                by_round.setdefault((kind.value, round_no), []).append(player)
        return [f"240 {kind} {round_no:>3}" + "".join(f" {p:>4}" for p in players)
                for (kind, round_no), players in sorted(by_round.items(),
                                                        key=lambda item: item[0][::-1])]

    def _accelerations(self) -> list[str]:
        lines = []
        for a in self.t.accelerations:
            points = _points_text(a.points)
            if (points is not None and float(points) == a.points
                    and 1 <= a.first_round <= a.last_round <= _MAX_ROUNDS
                    and 1 <= a.first_player <= a.last_player <= 9999):
                lines.append(f"250      {points:>4} {a.first_round:>3} {a.last_round:>3}"
                             f" {a.first_player:>4} {a.last_player:>4}")
        return lines

    def _prohibited(self) -> list[str]:
        return [f"260 {x.first_round:>3} {x.last_round:>3}" + "".join(f" {p:>4}"
                                                                       for p in x.players)
                for x in self.t.prohibited_pairings
                if 1 <= x.first_round <= x.last_round <= _MAX_ROUNDS and len(x.players) >= 2]

    def _players(self) -> list[str]:
        t = self.t
        scores = _running_scores(t)[-1]
        ranking = sorted(t.players, key=lambda p: (-scores[p.id], p.id))
        rank = {p.id: position for position, p in enumerate(ranking, start=1)}
        # README: one U a round; another PAB the model holds is left blank for a note to give.
        rounds = [{**{p: (None, kind) for p, kind in rnd.byes.items()
                      if kind is not ByeKind.PAB or p == rnd.pab_player},
                   **{p: (g, None) for g in rnd.games for p in (g.white, g.black)}}
                  for rnd in t.rounds]
        fide_ids: set[int] = set()
        lines = []
        for p in t.players:
            blocks = "".join(_block_text(p.id, *r.get(p.id, (None, None))) for r in rounds)
            lines.append((_player_head(p, fide_ids) + _points_text_or_blank(scores[p.id])
                          + f" {rank[p.id]:>4}  " + blocks).rstrip())
        return lines


def _points_text_or_blank(points: float) -> str:
    text = _points_text(points)
    return "    " if text is None else text.rjust(4)


def _player_head(p: Player, fide_ids: set[int]) -> str:
    """Columns 1-80 of a 001 record; a value the columns cannot hold exactly is left blank."""
    name = f"{p.surname}, {p.given_name}" if p.given_name else p.surname
    fide_id = ""
    if p.fide_id is not None and 0 < p.fide_id < 10**11 and p.fide_id not in fide_ids:
        fide_ids.add(p.fide_id)
        fide_id = str(p.fide_id)
    return (f"001 {p.id:>4} {p.sex if p.sex in ('m', 'w') else ' '}"
            f"{p.title if p.title in TITLES else '':>3} {_one_line(name)[:33]:<33}"
            f" {p.rating if 0 < p.rating <= MAX_RATING else '':>4}"
            f" {_one_line(p.federation)[:3]:<3} {fide_id:>11}"
            f" {p.birth_date if _is_birth_date(p.birth_date) else '':<10} ")


def _block_text(player: int, game: Game | None, bye: ByeKind | None) -> str:
    if game is not None:
        white, black = (r.value if r else " " for r in (game.white_result, game.black_result))
        if _combination_problem(white, black):
            white = black = " "  # a note gives the codes
        own, colour = (white, "w") if game.white == player else (black, "b")
        return f"{game.opponent_of(player):>4} {colour} {own}  "
    if bye is not None:
        return f"0000 - {bye.value}  "
    return " " * _BLOCK


def _notes(t: Tournament, plain: Tournament, ids: list[int]) -> list[str]:
    """The comment lines that turn `plain` (what the records say) into `t`."""
    notes = [] if t.players else [_note("tournament", None, "players", [])]
    for field, codec in _TOURNAMENT_CODECS.items():
        if getattr(t, field) != getattr(plain, field):
            notes.append(_note("tournament", None, field, codec.encode(getattr(t, field))))
    for internal_id, want, got in zip(ids, t.players, plain.players, strict=True):
        for field, codec in _PLAYER_CODECS.items():
            value = internal_id if field == "id" else getattr(want, field)
            if value != getattr(got, field):
                notes.append(_note("player", want.id, field, codec.encode(value)))
    for number, want in enumerate(t.rounds, start=1):
        got = plain.rounds[number - 1] if number <= len(plain.rounds) else None
        for field, codec in _ROUND_CODECS.items():
            if got is None or getattr(want, field) != getattr(got, field):
                notes.append(_note("round", number, field, codec.encode(getattr(want, field))))
    return notes


def write_trf(t: Tournament) -> str:
    """The tournament as a TRF-2026 text (LF line ends); `parse_trf` reads it back equal."""
    _check_writable(t)
    numbers = _file_numbers(t)
    in_file = t
    if any(numbers[p.id] != p.id for p in t.players):  # write a copy: the caller's stays as is
        in_file = copy.deepcopy(t)
        _renumber_players(in_file, numbers)
    lines = _Writer(in_file).lines()
    plain = _Reader("\n".join(lines), apply_notes=False).read()
    notes = _notes(in_file, plain, [p.id for p in t.players])
    return "\n".join(lines + _override_comments(t) + notes) + "\n"


def _override_comments(t: Tournament) -> list[str]:
    """One plain `### override` comment per manual change of a pairing, for people and other
    programs (every reader skips `###` lines; this one reads the overrides from the JSON note)."""
    return [_one_line(f"### override round {o.round}: {o.action} by {o.arbiter} at {o.time};"
                      f" engine {o.engine_pairing}; new {o.new_pairing};"
                      f" justification: {o.justification}") for o in t.overrides]


def save_trf(t: Tournament, path: str | os.PathLike[str]) -> None:
    """Write the tournament to `path` as TRF-2026 (UTF-8); the old file stays whole until the
    new one is complete."""
    text = write_trf(t)
    target = Path(path)
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", dir=target.parent)
        try:
            with os.fdopen(handle, "w", encoding="utf-8", newline="") as file:
                file.write(text)
            if target.exists():
                shutil.copymode(target, temporary)
            else:
                os.chmod(temporary, 0o644)  # mkstemp makes it private
            os.replace(temporary, target)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError as error:
        raise TrfError(f"cannot write the file {path}: {error.strerror or error}",
                       field="file") from error
