"""The TRF record layout and what reading and writing share: the fixed columns, the
result and bye codes, a record line and a round block, the errors, and the D.9 board order
of rounds read from a file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import NoReturn

from arbiter_gui.core.editions import DUTCH_2025
from arbiter_gui.core.errors import ArbiterError, UnusableFileError
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import (
    ByeKind,
    Game,
    Player,
    ResultCode,
    Round,
    Tournament,
)


class TrfError(ArbiterError, ValueError):
    """A TRF file that cannot be read (or a tournament that cannot be written), saying where."""

    def __init__(self, problem: str, *, line_no: int | None = None, record: str = "",
                 field: str = "", columns: tuple[int, int] | None = None) -> None:
        self.line_no = line_no
        self.field = field
        self.problem = problem
        where = _where(line_no, record, field, columns)
        super().__init__(_at(where, problem) if where else problem)


class TrfFileError(TrfError, UnusableFileError):
    """A TRF file that cannot be read or written at all (the system's reason): not a defect of
    its text, so the command lines exit with status 5, not 3 (the JaVaFo/bbpPairings
    contract)."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.field = "file"


# A message quotes at most so many characters of what a field holds.
EXCERPT_LENGTH = 40


def excerpt(text: str) -> str:
    """`text` as a message quotes it: whole when short, else its start and its length, so that
    a refusal never repeats a field of megabytes back."""
    if len(text) <= EXCERPT_LENGTH:
        return text
    return _("{start}... ({count} characters)").format(start=text[:EXCERPT_LENGTH],
                                                        count=f"{len(text):,}")


def _where(line_no: int | None, record: str, field: str,
           columns: tuple[int, int] | None) -> str:
    """'line 12, player record 001, field 'sex' (column 10)': where a message is about."""
    where = []
    if line_no is not None:
        where.append(_("line {line}").format(line=line_no))
    if record:
        where.append(_("{record_name} {code}").format(record_name=_record_name(record),
                                                      code=record))
    if field:
        label = field_label(field)
        where.append(_("field '{field}' ({columns})").format(
            field=label, columns=_columns_label(*columns)) if columns else
            _("field '{field}'").format(field=label))
    return _(", ").join(where)


def _at(where: str, problem: str) -> str:
    """`problem` said with where it is ("line 12, ...: ...")."""
    return _("{where}: {problem}").format(where=where, problem=problem)


@dataclass(frozen=True)
class TrfWarning:
    """A departure from the TRF text that the tolerant reading read anyway: where it is, what
    was there and how it was understood. `kind` names the quirk (for counting them)."""

    kind: str
    found: str
    understood: str
    line_no: int | None = None
    record: str = ""
    field: str = ""
    columns: tuple[int, int] | None = None

    def __str__(self) -> str:
        where = _where(self.line_no, self.record, self.field, self.columns)
        message = _("'{found}' read as {understood}").format(found=self.found,
                                                              understood=self.understood)
        return _at(where, message) if where else message


def _record_name(code: str) -> str:
    """What the record `code` holds, in the language spoken now ("player record")."""
    return {
        "001": _("player record"), "012": _("tournament name record"), "013": _("team record"),
        "022": _("city record"), "032": _("federation record"), "042": _("start date record"),
        "052": _("end date record"), "092": _("tournament type record"),
        "102": _("chief arbiter record"), "112": _("deputy arbiter record"),
        "122": _("time control record"), "132": _("round dates record"),
        "142": _("number of rounds record"), "XXR": _("number of rounds record"),
        "152": _("initial colour record"), "XXC": _("configuration record"),
        "162": _("scoring record"), "XXS": _("scoring record"),
        "192": _("tournament type code record"), "202": _("tie-break record"),
        "212": _("tie-break record"), "240": _("bye record"), "250": _("acceleration record"),
        "XXA": _("acceleration record"), "260": _("prohibited pairings record"),
        "XXP": _("prohibited pairings record"), "###": _("arbiter-gui comment"),
    }.get(code, _("record"))


# A field keeps its English name as an identifier (TrfError.field, TrfWarning.field, which the
# reader and its callers compare); field_label says it in the language spoken now.
_NUMBERED_FIELD = re.compile(
    r"(round|player) (\d+)(?: (date|points|opponent|colour|result|byes))?")


def field_label(field: str) -> str:
    """The field named `field` ("sex", "round 3 colour") in the language spoken now."""
    match = _NUMBERED_FIELD.fullmatch(field)
    if match:
        what, number, part = match.groups()
        return _numbered_field(what, part).format(number=number)
    if field.startswith("points for "):
        return _("points for {code}").format(code=field.removeprefix("points for "))
    return {
        "starting rank": _("starting rank"), "sex": _("sex"), "title": _("title"),
        "name": _("name"), "rating": _("rating"), "federation": _("federation"),
        "FIDE id": _("FIDE id"), "birth date": _("birth date"), "points": _("points"),
        "byte-order mark": _("byte-order mark"), "tab": _("tab"), "team": _("team"),
        "players": _("players"), "tournament name": _("tournament name"),
        "rounds": _("rounds"), "initial colour": _("initial colour"),
        "tournament type code": _("tournament type code"), "scoring": _("scoring"),
        "bye": _("bye"), "bye type": _("bye type"), "round": _("round"),
        "acceleration": _("acceleration"), "match points": _("match points"),
        "player": _("player"), "first round": _("first round"), "last round": _("last round"),
        "first player": _("first player"), "last player": _("last player"),
        "prohibited pairing": _("prohibited pairing"), "file": _("file"),
        "text encoding": _("text encoding"), "requested byes": _("requested byes"),
        "prohibited pairings": _("prohibited pairings"), "overrides": _("overrides"),
    }.get(field, field)


def _numbered_field(what: str, part: str | None) -> str:
    if what == "player":
        return _("player {number}")
    return {
        None: _("round {number}"), "date": _("round {number} date"),
        "points": _("round {number} points"), "opponent": _("round {number} opponent"),
        "colour": _("round {number} colour"), "result": _("round {number} result"),
        "byes": _("round {number} byes"),
    }[part]


def _columns_label(first: int, last: int) -> str:
    if first == last:
        return _("column {column}").format(column=first)
    return _("columns {first}-{last}").format(first=first, last=last)


# -- the fixed columns ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Cols:
    """A field of a fixed-column record: 1-based, inclusive columns."""

    name: str
    first: int
    last: int

    def text(self, line: str) -> str:
        return line[self.first - 1:self.last]

    @property
    def span(self) -> tuple[int, int]:
        return self.first, self.last


START = Cols("starting rank", 5, 8)
SEX = Cols("sex", 10, 10)
TITLE = Cols("title", 11, 13)
NAME = Cols("name", 15, 47)
RATING = Cols("rating", 49, 52)
FEDERATION = Cols("federation", 54, 56)
FIDE_ID = Cols("FIDE id", 58, 68)
BIRTH = Cols("birth date", 70, 79)
POINTS = Cols("points", 81, 84)
FIRST_ROUND_COLUMN = 92  # round blocks (and 132 dates): 10 columns a round from here
BLOCK_WIDTH = 10

MAX_RATING = 3500
OLD_TITLES = {"G": "GM", "M": "IM", "F": "FM", "C": "CM", "WG": "WGM", "WM": "WIM", "WF": "WFM",
               "WC": "WCM"}
_BIRTH_DATE = re.compile(r"(\d{4})(?:/(\d{2})/(\d{2}))?")
NUMBER_PATTERN = re.compile(r"-?(?:\d+(?:\.\d*)?|\.\d+)")

# TRF-2026 192 codes of the systems this program pairs; any other code is kept as it is.
SYSTEM_BY_CODE = {"FIDE_DUTCH_2025": "dutch", "FIDE_DUTCH_2026": "dutch", "FIDE_DUTCH": "dutch",
                   "FIDE_DUBOV_2026": "dubov", "FIDE_DUBOV": "dubov"}
CODE_BY_SYSTEM = {"dutch": "FIDE_DUTCH_2025", "dubov": "FIDE_DUBOV_2026"}
# The editions of the Dutch rules a 192 code names: TRF-2026 names the 2025 edition
# (TRF-2026, record 192: `FIDE_DUTCH_2025`; FIDE_DUTCH_2026 is a draft's spelling of
# it) and no other, so the 2012 and 2017 editions are written as `192 FIDE_DUTCH`, which names
# none and every reader of 192 accepts (docs/trf-readers.md), with a `###` note.
EDITION_BY_CODE = {"FIDE_DUTCH_2025": DUTCH_2025, "FIDE_DUTCH_2026": DUTCH_2025}
CODE_BY_EDITION = {DUTCH_2025: "FIDE_DUTCH_2025"}
DUTCH_CODE_WITHOUT_EDITION = "FIDE_DUTCH"
# Leong is no FIDE system (I. Leong's proposal): it has no 192 code, written as a comment.
NO_192_CODE = {"leong"}

BYE_BY_CODE = {"U": ByeKind.PAB, "H": ByeKind.HALF, "F": ByeKind.FULL, "Z": ByeKind.ZERO,
                " ": ByeKind.ZERO, "-": ByeKind.ZERO}
GAME_CODES = {code.value: code for code in ResultCode}


def points_text(value: float) -> str | None:
    """`value` in 4 columns, exactly if possible, else as close as 4 columns allow (or None)."""
    candidates = [f"{value:4.1f}", f"{value:4.2f}", f"{value:4.0f}"]
    fitting = [c for c in candidates if len(c) <= 4 and NUMBER_PATTERN.fullmatch(c.strip())]
    exact = [c for c in fitting if float(c) == value]
    found = exact or fitting
    return found[0] if found else None




# -- lines and blocks of a file -------------------------------------------------------------------

@dataclass(frozen=True)
class Line:
    no: int
    text: str

    @property
    def code(self) -> str:
        return self.text[:3]

    def fail(self, problem: str, field: str = "", columns: tuple[int, int] | None = None
             ) -> NoReturn:
        raise TrfError(problem, line_no=self.no, record=self.code, field=field, columns=columns)

    def fail_at(self, cols: Cols, problem: str) -> NoReturn:
        self.fail(problem, cols.name, cols.span)


class Quirks:
    """The reading mode: strict refuses every departure from the TRF text (TrfError with the
    line and the field); tolerant reads the ones other programs really write and keeps a
    TrfWarning for each."""

    def __init__(self, strict: bool) -> None:
        self.strict = strict
        self.warnings: list[TrfWarning] = []

    def tolerate(self, line: Line | None, kind: str, found: str, understood: str, problem: str,
                 field: str = "", columns: tuple[int, int] | None = None) -> None:
        """Refuse (strict) or note (tolerant) a departure at `line` (None: the whole file)."""
        if self.strict:
            if line is None:
                raise TrfError(problem, field=field)
            line.fail(problem, field, columns)
        self.note(line, kind, found, understood, field, columns)

    def tolerate_at(self, line: Line, cols: Cols, kind: str, found: str, understood: str,
                    problem: str) -> None:
        self.tolerate(line, kind, found, understood, problem, cols.name, cols.span)

    def note(self, line: Line | None, kind: str, found: str, understood: str, field: str = "",
             columns: tuple[int, int] | None = None) -> None:
        """A reading that is no departure but an inference the arbiter should know of."""
        self.warnings.append(TrfWarning(kind, found, understood,
                                        line.no if line else None, line.code if line else "",
                                        field, columns))


@dataclass(frozen=True)
class Block:
    """One player's 10 columns for one round."""

    round: int
    opponent: int | None  # starting rank, None for no opponent
    colour: str  # "w", "b", "-" or " "
    result: str  # upper case result code or " "

    @property
    def first_column(self) -> int:
        return FIRST_ROUND_COLUMN + BLOCK_WIDTH * (self.round - 1)

    @property
    def span(self) -> tuple[int, int]:
        return self.first_column, self.first_column + 7

    @property
    def is_blank(self) -> bool:
        return self.opponent is None and self.colour == " " and self.result == " "

    @property
    def takes_part_in_pairing(self) -> bool:
        """README: a player who took part in a round's pairing has an opponent there, or U."""
        return self.opponent is not None or self.result in ("U", "+")

    def describe(self) -> str:
        if self.opponent is None:
            return (_("no opponent") if self.is_blank else
                    _("no opponent, result '{result}'").format(result=self.result))
        return _("opponent {opponent}, colour '{colour}', result '{result}'").format(
            opponent=self.opponent, colour=self.colour, result=self.result)


@dataclass
class Entry:
    """A 001 record: the player and the round blocks."""

    line: Line
    player: Player
    blocks: list[Block]
    points: float | None = None  # the file's own points column (81-84), when readable

    @property
    def number(self) -> int:
        return self.player.id

    def block(self, round_no: int) -> Block:
        if round_no <= len(self.blocks):
            return self.blocks[round_no - 1]
        return Block(round_no, None, " ", " ")


def split_lines(text: str) -> list[Line]:
    text = text.removeprefix("\ufeff")
    return [Line(no, line) for no, line in enumerate(re.split(r"\r\n|\r|\n", text), start=1)]


def record_words(line: Line) -> list[tuple[str, tuple[int, int]]]:
    """The blank-separated words after the record code, each with its columns."""
    return [(m[0], (m.start() + 1, m.end())) for m in re.compile(r"\S+").finditer(line.text, 3)]


# No TRF field holds a whole number of more digits (the longest, the FIDE id, has 11 columns);
# longer ones are refused as such, never converted (Python refuses to convert more than 4,300
# digits, and a number of thousands of digits is beyond every bound anyway).
MAX_DIGITS = 18


def is_digits(text: str) -> bool:
    return text.isascii() and text.isdigit()


def int_text(text: str) -> int | None:
    """The whole number `text` writes, or None (not digits, or more than MAX_DIGITS)."""
    text = text.strip()
    return int(text) if is_digits(text) and len(text) <= MAX_DIGITS else None


def read_number(line: Line, cols: Cols, what: str) -> float:
    text = cols.text(line.text).strip()
    if not NUMBER_PATTERN.fullmatch(text):
        line.fail_at(cols, _("expected {what}, got '{text}'").format(what=what,
                                                                     text=excerpt(text)))
    return float(text)


def read_positive(line: Line, cols: Cols, what: str) -> int:
    text = cols.text(line.text)
    value = int_text(text)
    if value is None and is_digits(text.strip()):
        line.fail_at(cols, _("expected {what}, got a number of {count} digits, far beyond any"
                             " bound").format(what=what, count=f"{len(text.strip()):,}"))
    if value is None or value < 1:
        if len(line.text.rstrip()) < cols.first:
            line.fail_at(cols, _("the line ends at column {column}, before {what}").format(
                column=len(line.text.rstrip()), what=what))
        line.fail_at(cols, _("expected {what}, a whole number from 1, got '{text}'").format(
            what=what, text=excerpt(text.strip())))
    return value


def checked_date(text: str, year_digits: int) -> bool:
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


def is_birth_date(text: str) -> bool:
    """YYYY/MM/DD or YYYY; month and day 00 stand for "unknown" in files of other programs."""
    match = _BIRTH_DATE.fullmatch(text)
    return match is not None and int(match[2] or 0) <= 12 and int(match[3] or 0) <= 31


def full_year(yy: int, start_date: str) -> int:
    """The year of a 2-digit 132 date: the one nearest the tournament's start (default 2000)."""
    match = re.match(r"\d{4}", start_date)
    base = int(match[0]) if match else 2000
    return min((century + yy for century in range(base // 100 * 100 - 100, base + 101, 100)),
               key=lambda year: abs(year - base))


# -- scores and board order -----------------------------------------------------------------------

def _round_points(t: Tournament, rnd: Round, result_points: dict[ResultCode | None, float],
                  bye_points: dict[ByeKind, float], pairing_round: int | None
                  ) -> dict[int, float]:
    """Every player's points in `rnd`, counted as `Tournament.points_in_round` counts them."""
    points = dict.fromkeys((p.id for p in t.players), t.scoring.zero_bye)
    points.update((player, bye_points[kind]) for player, kind in rnd.byes.items())
    for game in reversed(rnd.games):  # a player's first game counts, as in Round.game_of
        if pairing_round is not None:
            white = game.pairing_code_of(game.white, pairing_round)
            black = game.pairing_code_of(game.black, pairing_round)
        else:
            white, black = game.white_result, game.black_result
        points[game.white] = result_points[white]
        points[game.black] = result_points[black]
    return points


def running_scores(t: Tournament, *, for_pairing: bool = False) -> list[dict[int, float]]:
    """Scores before round 1, 2, ... and after the last round (as `Tournament.score` sums,
    `for_pairing` as the pairing of the next round counts them: an adjourned game a draw)."""
    s = t.scoring
    # The points of each result and bye, once: a reading sums them three times over.
    result_points: dict[ResultCode | None, float] = {
        None: 0.0, **{code: s.for_result(code) for code in ResultCode}}
    bye_points = {kind: s.for_bye(kind) for kind in ByeKind}
    totals: dict[int, float] = {p.id: 0 for p in t.players}
    after = [dict(totals)]
    pairing_round = len(t.rounds) + 1 if for_pairing else None
    for rnd in t.rounds:
        for player, points in _round_points(t, rnd, result_points, bye_points,
                                            pairing_round).items():
            totals[player] = totals.get(player, 0) + points
        after.append(dict(totals))
    return after


def number_boards(t: Tournament) -> None:
    """C.04.2 D.9: by the score of the higher player, the sum of the scores, then the initial
    order of the higher player; scores before the round (as `handling` orders a round)."""
    pairing_no = {p.id: p.pairing_no for p in t.players}
    for rnd, before in zip(t.rounds, running_scores(t), strict=False):
        def key(game: Game, before: dict[int, float] = before) -> tuple[float, float, int]:
            higher = min((-before[p], pairing_no[p]) for p in (game.white, game.black))
            return higher[0], -before[game.white] - before[game.black], higher[1]

        rnd.games.sort(key=key)
        for board, game in enumerate(rnd.games, start=1):
            game.board = board


# -- dates as other programs write them -----------------------------------------------------------

_DATE_PARTS = re.compile(r"(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})")


def _valid(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def date_readings(text: str, near: int = 2000) -> list[date]:
    """The real dates `text` can stand for: parts separated by `/`, `.` or `-` in the order
    year-month-day, day-month-year or month-day-year, and with a 2-digit year also
    year-day-month (`11.25.02` for 2011-02-25 in SwissPerfect's Krause exports, as the
    tournament's dates show); a 2-digit year is the one nearest `near`.
    """
    match = _DATE_PARTS.fullmatch(text.strip())
    if not match:
        return []
    a, b, c = match.groups()
    if len(a) == 4:
        orders = [(int(a), int(b), int(c))]
    elif len(c) == 4:
        orders = [(int(c), int(b), int(a)), (int(c), int(a), int(b))]
    else:
        orders = [(int(a), int(b), int(c)), (int(c), int(b), int(a)), (int(c), int(a), int(b)),
                  (int(a), int(c), int(b))]
    readings = []
    for year, month, day in orders:
        if year < 100:
            year = full_year(year, f"{near:04d}")
        found = _valid(year, month, day)
        if found and found not in readings:
            readings.append(found)
    return readings
