"""The tie-break checker: the standings a TRF-2026 states, recomputed and compared.

A TRF-2026 names its tie-breaks (record 202, or 212, which lists `PTS` first) and states each
player's points (001, columns 81-84) and rank (columns 86-89, ties allowed). The checker computes
the standings again from the results with those tie-breaks (core/tiebreak, C.07) and lists
every player whose stated points or rank differ, with the values it computed. Players equal on
points and on every tie-break share the places from their rank on: a stated rank among those
places agrees (the file may share them or order them otherwise). `arbiter-report tiebreaks`
runs it (cli/report.py); FIDE's 2026 endorsement procedure asks for such a checker.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import Player, Tournament
from arbiter_gui.core.tiebreak import (
    TieBreakError,
    display_value,
    parse_tiebreak,
    ranked_standings,
)
from arbiter_gui.core.trf.encoding import decode_trf
from arbiter_gui.core.trf.reader import parse_trf_report

# The code 212 puts before the tie-breaks: the points themselves.
POINTS_CODE = "PTS"


class TieBreakCheckError(ArbiterError, ValueError):
    """The file states nothing to check (no tie-breaks, no ranks) or names an unknown code."""


@dataclass(frozen=True)
class Stated:
    """What a 001 record states of the standings: points and rank (None when blank)."""

    points: float | None
    rank: int | None


@dataclass(frozen=True)
class StandingDifference:
    """A player whose stated points or rank are not those recomputed."""

    player: Player
    stated: Stated
    points: float
    places: tuple[int, int]  # the places he shares, first to last
    values: list[float]  # his recomputed tie-break values, in the order of `codes`
    codes: list[str]

    def text(self) -> str:
        first, last = self.places
        rank = str(first) if first == last else f"{first}-{last}"
        values = "; ".join(f"{code} {display_value(code, value)}"
                           for code, value in zip(self.codes, self.values, strict=True))
        stated_points = "-" if self.stated.points is None else f"{self.stated.points:g}"
        stated_rank = "-" if self.stated.rank is None else str(self.stated.rank)
        return _("player {number} ({name}): the file states {points} points, rank {rank};"
                 " recomputed {recomputed_points} points, rank {recomputed_rank} ({values})"
                 ).format(number=self.player.pairing_no, name=self.player.name,
                          points=stated_points, rank=stated_rank,
                          recomputed_points=f"{self.points:g}", recomputed_rank=rank,
                          values=values or _("no tie-breaks"))


@dataclass(frozen=True)
class TieBreakCheck:
    codes: list[str]
    players: int
    differences: list[StandingDifference]
    warnings: list[str]  # what the TRF reader tolerated


_Number = TypeVar("_Number", int, float)


def _number(text: str, kind: Callable[[str], _Number]) -> _Number | None:
    text = text.strip()
    if not text:
        return None
    try:
        return kind(text)
    except ValueError:
        return None


def stated_standings(text: str) -> dict[int, Stated]:
    """Starting rank -> the points and rank its 001 record states (columns 81-84, 86-89)."""
    stated: dict[int, Stated] = {}
    for line in text.splitlines():
        number = _number(line[4:8], int) if line.startswith("001") else None
        if number is not None:
            stated[number] = Stated(_number(line[80:84], float), _number(line[85:89], int))
    return stated


def _codes(t: Tournament) -> list[str]:
    """The file's tie-breaks (202, 212 without PTS), once each, as C.07 codes."""
    codes: list[str] = []
    for code in t.tiebreaks:
        if code.upper() == POINTS_CODE:
            continue
        try:
            canonical = parse_tiebreak(code).code
        except TieBreakError as e:
            raise TieBreakCheckError(_("tie-break {code}: {problem}").format(
                code=code, problem=e)) from e
        if canonical not in codes:
            codes.append(canonical)
    return codes


def check_tiebreak_text(text: str) -> TieBreakCheck:
    """Recompute the standings a TRF text states; TrfError for a file that is not a TRF,
    TieBreakCheckError when it states no tie-breaks or no ranks."""
    reading = parse_trf_report(text)
    t = reading.tournament
    codes = _codes(t)
    if not codes:
        raise TieBreakCheckError(_("the file names no tie-breaks (record 202 or 212)"))
    stated = stated_standings(text)
    if not any(s.rank is not None for s in stated.values()):
        raise TieBreakCheckError(_("the file states no ranks (001 records, columns 86-89)"))
    rows = ranked_standings(t, codes=codes)
    shared: dict[int, int] = {}
    for row in rows:
        shared[row.rank] = shared.get(row.rank, 0) + 1
    differences = []
    for row in rows:
        said = stated.get(row.player.pairing_no) or stated.get(row.player.id)
        if said is None:
            continue
        places = (row.rank, row.rank + shared[row.rank] - 1)
        rank_agrees = said.rank is not None and places[0] <= said.rank <= places[1]
        points_agree = said.points is None or abs(said.points - row.score) < 1e-9
        if not (rank_agrees and points_agree):
            differences.append(StandingDifference(row.player, said, row.score, places,
                                                  row.values, codes))
    return TieBreakCheck(codes, len(rows), differences, [str(w) for w in reading.warnings])


def check_tiebreak_file(path: str | os.PathLike[str]) -> TieBreakCheck:
    """`check_tiebreak_text` of a file; OSError when it cannot be read."""
    with open(path, "rb") as f:
        data = f.read()
    text, warnings = decode_trf(data)
    check = check_tiebreak_text(text)
    return TieBreakCheck(check.codes, check.players, check.differences,
                         [str(w) for w in warnings] + check.warnings)
