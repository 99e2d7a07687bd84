"""Every player's rounds as the tie-breaks see them: a game played, a forfeit, a bye, a round
without a result yet; the scores the opponents' tie-breaks see, and the cuts.

Unplayed rounds follow C.07 art. 16 (Swiss tournaments):
- 16.1: a requested bye is a half- or zero-point bye (every round after a withdrawal is a
  zero-point bye); a voluntary unplayed round (VUR) is a requested bye or a forfeit loss.
- 16.2: 16.2.1 pairing-allocated or full-point bye, 16.2.2 forfeit win, 16.2.3 requested bye
  followed by at least one round that is not a VUR, 16.2.4 forfeit loss, 16.2.5 requested bye
  followed only by VURs, or in the last round.
- 16.3: for the participant's opponents, rounds of 16.2.5 count as draws and the others as the
  points awarded (the "adjusted score").
- 16.4: in the participant's own tie-breaks each unplayed round is a game against a dummy whose
  score is the participant's own score, but not more than (16.4.1) the scheduled opponent's
  adjusted score for a forfeit, (16.4.2) the points for a draw times the number of rounds for
  the other unplayed rounds (the caps are the 2026 amendment).
- 16.5.1: a modifier cutting the least significant value of a participant with VURs cuts the
  least significant VUR's contribution instead, as long as it is not lower than the least
  significant value; 16.5.2: again at each further cut.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from math import lcm
from typing import NamedTuple

from arbiter_gui.core.model import ByeKind, Colour, ResultCode, Round, Scoring, Tournament


class Kind(Enum):
    """What a player's round is, as the tie-breaks see it (16.2)."""

    PLAYED = "played"
    PENDING = "pending"  # paired, no result yet: it counts in no tie-break
    FORFEIT_WIN = "forfeit win"  # 16.2.2
    FORFEIT_LOSS = "forfeit loss"  # 16.2.4, also both sides of a double forfeit
    PAB = "pairing-allocated bye"  # 16.2.1
    FULL_BYE = "full-point bye"  # 16.2.1
    HALF_BYE = "half-point bye"  # a requested bye (16.1.1)
    ZERO_BYE = "zero-point bye"  # a requested bye: absence, withdrawal, round before entry


_VUR = frozenset({Kind.HALF_BYE, Kind.ZERO_BYE, Kind.FORFEIT_LOSS})  # 16.1.2
_REQUESTED = frozenset({Kind.HALF_BYE, Kind.ZERO_BYE})  # 16.1.1
_FORFEITS = frozenset({Kind.FORFEIT_WIN, Kind.FORFEIT_LOSS})
_FORFEIT_CODES = frozenset(code for code in ResultCode if code.is_forfeit)  # C.04.2 D.5/D.6
_BYES = {ByeKind.PAB: Kind.PAB, ByeKind.FULL: Kind.FULL_BYE, ByeKind.HALF: Kind.HALF_BYE,
         ByeKind.ZERO: Kind.ZERO_BYE}
# The result of a game as the rating sees it (10.2, 10.3), whatever the tournament's points,
# in half points: 2 a win, 1 a draw, 0 a loss.
_RESULTS = {ResultCode.WIN: 2, ResultCode.DRAW: 1, ResultCode.LOSS: 0,
            ResultCode.UNPLAYED_WIN: 2, ResultCode.UNPLAYED_DRAW: 1, ResultCode.UNPLAYED_LOSS: 0,
            ResultCode.FORFEIT_WIN: 2, ResultCode.FORFEIT_LOSS: 0}


@dataclass(slots=True)  # not frozen: made for each round of each player, frozen costs 4 times
class Entry:
    """One player's round (read only: bye rounds share one). Points are whole numbers of the
    tournament's point unit (`Results.unit`), results whole numbers of half points."""

    kind: Kind
    points: int  # the tournament's points for the round, in units
    opponent: int | None = None  # the scheduled opponent of a game
    colour: Colour | None = None
    result: int | None = None  # 2, 1 or 0 (half points) of a game with a result
    vur: bool = False  # 16.1.2: a voluntary unplayed round
    requested: bool = False  # 16.1.1: a requested bye


@dataclass(slots=True)
class Played(Entry):
    """A round played over the board (or counted as such): it has an opponent, a colour and
    a result."""

    opponent: int
    colour: Colour
    result: int


class Element(NamedTuple):
    """One round's value in a Buchholz-like sum, with what the cuts look at."""

    opponent_score: int  # the (adjusted or dummy) score of the opponent
    value: int
    vur: bool


def point_unit(scoring: Scoring) -> int:
    """The tournament's point unit: the smallest number n such that every number of points the
    scoring gives (and half a point: 7.7, 8.3) is a whole number of 1/n points. C.07's values
    are sums and products of points: counted in units they are whole numbers, exact, and cheap
    to add and compare (fractions are dear)."""
    points = [*(scoring.for_result(code) for code in ResultCode),
              *(scoring.for_bye(kind) for kind in ByeKind), scoring.draw, scoring.win, 0.5]
    return lcm(*(Fraction(p).denominator for p in points))


class Results:
    """Every player's rounds 1..last: the scores, the adjusted scores (16.3), the dummies
    (16.4) and the Buchholz-like elements, in units of 1/`unit` points (Sonneborn-Berger's
    products in units of 1/`unit`**2).

    `forfeits_as_games` (/P) makes forfeits games against the scheduled opponent; `fore` (8.3)
    makes every game of the tournament's final round a draw, if the standings include it."""

    def __init__(self, t: Tournament, last: int, *, forfeits_as_games: bool = False,
                 fore: bool = False) -> None:
        self.last = last
        self.unit = point_unit(t.scoring)
        self.draw = self.units(t.scoring.draw)
        self.win = self.units(t.scoring.win)
        # Reading: the final round is the last one planned (the last paired one if the number
        # of rounds is not set); Fore Buchholz is Buchholz until the standings include it.
        final = t.rounds_planned or len(t.rounds)
        self.fore_round = final if fore and final <= last else None
        self.forfeits_as_games = forfeits_as_games
        self._result_points = {code: self.units(t.scoring.for_result(code))
                               for code in ResultCode}
        self._bye_entries = {kind: Entry(_BYES[kind], self.units(t.scoring.for_bye(kind)),
                                         vur=_BYES[kind] in _VUR,
                                         requested=_BYES[kind] in _REQUESTED)
                             for kind in ByeKind}
        self.entries: dict[int, list[Entry]] = {p.id: [] for p in t.players}
        for count, rnd in enumerate(t.rounds[:last], start=1):
            self._add_round(rnd, count)
        self.score = {pid: sum(e.points for e in entries)
                      for pid, entries in self.entries.items()}
        self.adjusted = {pid: self._adjusted(entries) for pid, entries in self.entries.items()}
        self._played: dict[int, list[Played]] = {
            pid: [e for e in entries if type(e) is Played]
            for pid, entries in self.entries.items()}
        self._contributions: dict[int, list[tuple[int, int, bool]]] | None = None

    def units(self, points: float) -> int:
        """`points` in the tournament's point unit (a whole number: see `point_unit`)."""
        exact = Fraction(points) * self.unit
        assert exact.denominator == 1, "point_unit covers every number of points"
        return exact.numerator

    def _add_round(self, rnd: Round, count: int) -> None:
        """Each player's entry of `rnd`, the `count`th round. (Written out for both sides of
        each game at once: it is done for every round of every player.)"""
        entries, points = self.entries, self._result_points
        fore = rnd.number == self.fore_round
        for game in rnd.games:
            white, black = game.white, game.black
            to_white, to_black = game.white_result, game.black_result
            if fore:  # 8.3: every game of the final round a draw
                first: Entry = Played(Kind.PLAYED, self.draw, black, Colour.WHITE, 1)
                second: Entry = Played(Kind.PLAYED, self.draw, white, Colour.BLACK, 1)
            elif to_white is None or to_black is None:
                first = Entry(Kind.PENDING, 0 if to_white is None else points[to_white], black,
                              Colour.WHITE)
                second = Entry(Kind.PENDING, 0 if to_black is None else points[to_black], white,
                               Colour.BLACK)
            elif self.forfeits_as_games or not (to_white in _FORFEIT_CODES
                                                or to_black in _FORFEIT_CODES):
                first = Played(Kind.PLAYED, points[to_white], black, Colour.WHITE,
                               _RESULTS[to_white])
                second = Played(Kind.PLAYED, points[to_black], white, Colour.BLACK,
                                _RESULTS[to_black])
            else:
                first = self._forfeit(to_white, black, Colour.WHITE)
                second = self._forfeit(to_black, white, Colour.BLACK)
            # A player of two games (not in a valid tournament) has the first.
            for pid, entry in ((white, first), (black, second)):
                player_entries = entries.get(pid)
                if player_entries is not None and len(player_entries) < count:
                    player_entries.append(entry)
        byes = rnd.byes
        for pid, player_entries in entries.items():
            if len(player_entries) < count:
                # Reading: a round without a game or a bye is a zero-point bye, as in the score.
                player_entries.append(self._bye_entries[byes.get(pid, ByeKind.ZERO)])

    def _forfeit(self, code: ResultCode, opponent: int, colour: Colour) -> Entry:
        if code is ResultCode.FORFEIT_WIN:
            return Entry(Kind.FORFEIT_WIN, self._result_points[code], opponent, colour,
                         _RESULTS[code])
        return Entry(Kind.FORFEIT_LOSS, self._result_points[code], opponent, colour,
                     _RESULTS[code], vur=True)

    def _adjusted(self, entries: list[Entry]) -> int:
        """16.3: the score as the opponents' tie-breaks see it."""
        total = 0
        only_vurs_after = True
        for entry in reversed(entries):
            # 16.2.5: a requested bye followed only by VURs, or in the last round, is a draw.
            total += self.draw if entry.requested and only_vurs_after else entry.points
            only_vurs_after = only_vurs_after and entry.vur
        return total

    def dummy(self, pid: int, entry: Entry) -> int:
        """16.4: the score of the dummy the player meets in an unplayed round."""
        own = self.score[pid]
        if entry.kind in _FORFEITS and entry.opponent is not None:  # a forfeit has one
            return min(own, self.adjusted[entry.opponent])  # 16.4.1
        # 16.4.2. Reading: in standings after round r, the tournament has r rounds.
        return min(own, self.draw * self.last)

    def contributions(self) -> dict[int, list[tuple[int, int, bool]]]:
        """Each player's rounds with a result as the Buchholz-like tie-breaks read them, made
        once for all of them: the (adjusted or dummy) score of the opponent, the player's
        points and whether the round is a VUR."""
        if self._contributions is None:
            adjusted = self.adjusted
            self._contributions = {
                pid: [(adjusted[e.opponent] if type(e) is Played  # 16.3
                       else self.dummy(pid, e), e.points, e.vur)  # 16.4
                      for e in entries if e.kind is not Kind.PENDING]
                for pid, entries in self.entries.items()}
        return self._contributions

    def elements(self, pid: int, sonneborn: bool) -> list[Element]:
        """The Buchholz (8.1) or Sonneborn-Berger (9.1) elements of a player's rounds."""
        return [Element(score, score * points if sonneborn else score, vur)
                for score, points, vur in self.contributions()[pid]]

    def cut_sum(self, pid: int, sonneborn: bool, low: int, high: int) -> int:
        """The sum of the Buchholz (or Sonneborn-Berger) elements `apply_cuts` keeps."""
        rounds = self.contributions()[pid]
        if any(vur for _score, _points, vur in rounds):  # 16.5
            return sum(e.value for e in apply_cuts(self.elements(pid, sonneborn), low, high))
        # Without a VUR the least significant values are the lowest ones (14.1.1: by the
        # opponent's score, then the value) and the most significant the highest: sorted once.
        if sonneborn:
            values = [value for _score, value in sorted((score, score * points)
                                                        for score, points, _vur in rounds)]
        else:
            values = sorted(score for score, _points, _vur in rounds)
        return sum(values[low:len(values) - high])

    def played(self, pid: int) -> list[Played]:
        """The player's games played over the board."""
        return self._played[pid]


def _least_significant(elements: list[Element]) -> Element:
    # 14.1.1: the least significant value is the contribution of the lowest-scored opponent
    # (for Buchholz the lowest value; for Sonneborn-Berger, among equal opponents, the lowest).
    least = min(elements, key=lambda e: (e.opponent_score, e.value))
    vurs = [e for e in elements if e.vur]
    if vurs:
        # 16.5.1: the least significant VUR (in 14.1.1's order: the dummy's score, then the
        # value), as long as its value is not lower. Which VUR, when a participant has several
        # (a half-point bye and a forfeit loss: the bye's dummy may score less and its value be
        # higher), is read as TieBreakServer (Otto Milvang's implementation of C.07) reads it.
        least_vur = min(vurs, key=lambda e: (e.opponent_score, e.value))
        if least_vur.value >= least.value:
            return least_vur
    return least


def apply_cuts(elements: list[Element], low: int, high: int) -> list[Element]:
    """What remains after `low` cuts of the least significant value (16.5.2: the VUR rule at
    each), then `high` cuts of the most significant one (14.3, 14.4: in that order)."""
    kept = list(elements)
    for _cut_no in range(low):
        if kept:
            kept.remove(_least_significant(kept))
    for _cut_no in range(high):
        if kept:
            kept.remove(max(kept, key=lambda e: (e.opponent_score, e.value)))
    return kept
