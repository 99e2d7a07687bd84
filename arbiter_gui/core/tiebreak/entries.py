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
  lowest contribution of a VUR instead, as long as it is not lower than the least significant
  value; 16.5.2: again at each further cut.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from arbiter_gui.core.model import ByeKind, Colour, Game, ResultCode, Round, Tournament


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


_VUR = {Kind.HALF_BYE, Kind.ZERO_BYE, Kind.FORFEIT_LOSS}  # 16.1.2
_REQUESTED = {Kind.HALF_BYE, Kind.ZERO_BYE}  # 16.1.1
_FORFEITS = {Kind.FORFEIT_WIN, Kind.FORFEIT_LOSS}
_BYES = {ByeKind.PAB: Kind.PAB, ByeKind.FULL: Kind.FULL_BYE, ByeKind.HALF: Kind.HALF_BYE,
         ByeKind.ZERO: Kind.ZERO_BYE}
HALF = Fraction(1, 2)
# The result of a game as the rating sees it (10.2, 10.3), whatever the tournament's points.
_RESULTS = {ResultCode.WIN: Fraction(1), ResultCode.DRAW: HALF, ResultCode.LOSS: Fraction(0),
            ResultCode.UNPLAYED_WIN: Fraction(1), ResultCode.UNPLAYED_DRAW: HALF,
            ResultCode.UNPLAYED_LOSS: Fraction(0), ResultCode.FORFEIT_WIN: Fraction(1),
            ResultCode.FORFEIT_LOSS: Fraction(0)}


@dataclass(frozen=True)
class Entry:
    """One player's round."""

    kind: Kind
    points: Fraction  # the tournament's points for the round
    opponent: int | None = None  # the scheduled opponent of a game
    colour: Colour | None = None
    result: Fraction | None = None  # 1, 1/2 or 0 of a game with a result

    @property
    def vur(self) -> bool:
        return self.kind in _VUR


@dataclass(frozen=True)
class Played(Entry):
    """A round played over the board (or counted as such): it has an opponent, a colour and
    a result."""

    opponent: int
    colour: Colour
    result: Fraction


@dataclass(frozen=True)
class Element:
    """One round's value in a Buchholz-like sum, with what the cuts look at."""

    opponent_score: Fraction  # the (adjusted or dummy) score of the opponent
    value: Fraction
    vur: bool


class Results:
    """Every player's rounds 1..last: the scores, the adjusted scores (16.3), the dummies
    (16.4) and the Buchholz-like elements.

    `forfeits_as_games` (/P) makes forfeits games against the scheduled opponent; `fore` (8.3)
    makes every game of the tournament's final round a draw, if the standings include it."""

    def __init__(self, t: Tournament, last: int, *, forfeits_as_games: bool = False,
                 fore: bool = False) -> None:
        self.last = last
        self.draw = Fraction(t.scoring.draw)
        # Reading: the final round is the last one planned (the last paired one if the number
        # of rounds is not set); Fore Buchholz is Buchholz until the standings include it.
        final = t.rounds_planned or len(t.rounds)
        self.fore_round = final if fore and final <= last else None
        self.forfeits_as_games = forfeits_as_games
        self._result_points = {code: Fraction(t.scoring.for_result(code)) for code in ResultCode}
        self._bye_points = {kind: Fraction(t.scoring.for_bye(kind)) for kind in ByeKind}
        self.entries: dict[int, list[Entry]] = {p.id: [] for p in t.players}
        for rnd in t.rounds[:last]:
            self._add_round(rnd)
        self.score = {pid: sum((e.points for e in entries), Fraction(0))
                      for pid, entries in self.entries.items()}
        self.adjusted = {pid: self._adjusted(entries) for pid, entries in self.entries.items()}

    def _add_round(self, rnd: Round) -> None:
        placed: set[int] = set()
        for game in rnd.games:
            for pid in (game.white, game.black):
                if pid in self.entries and pid not in placed:
                    self.entries[pid].append(self._game_entry(rnd.number, game, pid))
                    placed.add(pid)
        for pid, entries in self.entries.items():
            if pid not in placed:
                # Reading: a round without a game or a bye is a zero-point bye, as in the score.
                kind = rnd.byes.get(pid, ByeKind.ZERO)
                entries.append(Entry(_BYES[kind], self._bye_points[kind]))

    def _game_entry(self, number: int, game: Game, pid: int) -> Entry:
        code = game.code_of(pid)
        opponent, colour = game.opponent_of(pid), game.colour_of(pid)
        if number == self.fore_round:
            return Played(Kind.PLAYED, self.draw, opponent, colour, HALF)
        points = self._result_points[code] if code else Fraction(0)
        if code is None or not game.has_result:
            return Entry(Kind.PENDING, points, opponent, colour)
        if game.was_played or self.forfeits_as_games:
            return Played(Kind.PLAYED, points, opponent, colour, _RESULTS[code])
        kind = Kind.FORFEIT_WIN if code is ResultCode.FORFEIT_WIN else Kind.FORFEIT_LOSS
        return Entry(kind, points, opponent, colour, _RESULTS[code])

    def _adjusted(self, entries: list[Entry]) -> Fraction:
        """16.3: the score as the opponents' tie-breaks see it."""
        total = Fraction(0)
        only_vurs_after = True
        for entry in reversed(entries):
            # 16.2.5: a requested bye followed only by VURs, or in the last round, is a draw.
            total += self.draw if entry.kind in _REQUESTED and only_vurs_after else entry.points
            only_vurs_after = only_vurs_after and entry.vur
        return total

    def dummy(self, pid: int, entry: Entry) -> Fraction:
        """16.4: the score of the dummy the player meets in an unplayed round."""
        own = self.score[pid]
        if entry.kind in _FORFEITS and entry.opponent is not None:  # a forfeit has one
            return min(own, self.adjusted[entry.opponent])  # 16.4.1
        # 16.4.2. Reading: in standings after round r, the tournament has r rounds.
        return min(own, self.draw * self.last)

    def elements(self, pid: int, sonneborn: bool) -> list[Element]:
        """The Buchholz (8.1) or Sonneborn-Berger (9.1) elements of a player's rounds."""
        elements = []
        for entry in self.entries[pid]:
            if entry.kind is Kind.PENDING:
                continue
            if isinstance(entry, Played):
                score = self.adjusted[entry.opponent]  # 16.3
            else:
                score = self.dummy(pid, entry)  # 16.4
            value = score * entry.points if sonneborn else score
            elements.append(Element(score, value, entry.vur))
        return elements

    def played(self, pid: int) -> list[Played]:
        """The player's games played over the board."""
        return [e for e in self.entries[pid] if isinstance(e, Played)]


def _least_significant(elements: list[Element]) -> Element:
    # 14.1.1: the least significant value is the contribution of the lowest-scored opponent
    # (for Buchholz the lowest value; for Sonneborn-Berger, among equal opponents, the lowest).
    least = min(elements, key=lambda e: (e.opponent_score, e.value))
    vurs = [e for e in elements if e.vur]
    if vurs:
        # 16.5.1: the lowest contribution of a VUR, as long as it is not lower.
        lowest_vur = min(vurs, key=lambda e: (e.value, e.opponent_score))
        if lowest_vur.value >= least.value:
            return lowest_vur
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
