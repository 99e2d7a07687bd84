"""The tie-breaks as they were computed before they were counted in the point unit (issue 27):
every value a fraction, each Buchholz element made anew for each tie-break. Kept as the
straightforward computation that tests/core/test_tiebreak_fast.py compares the fast one with
on random tournaments; the articles are cited in arbiter_gui/core/tiebreak/."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from arbiter_gui.core.model import (
    ByeKind,
    Colour,
    Game,
    Player,
    ResultCode,
    Round,
    Tournament,
)
from arbiter_gui.core.tiebreak.codes import TieBreakSpec, parse_tiebreak
from arbiter_gui.core.tiebreak.ratings import (
    half_up,
    mean,
    perfect_performance,
    performance_rating,
)


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
        # 16.5.1: the least significant VUR (14.1.1's order), as long as it is not lower.
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


_Column = dict[int, Fraction]


class Calculator:
    """The tie-breaks of one tournament after one round, each computed once."""

    def __init__(self, t: Tournament, last: int) -> None:
        self.t = t
        self.last = last
        self._views: dict[tuple[bool, bool], Results] = {}
        self._columns: dict[TieBreakSpec, _Column] = {}
        self.win = Fraction(t.scoring.win)
        substitute = t.tiebreak_unrated_rating
        # Reading: the rating is the player's one rating for the tournament (10: the first).
        # Players without one (and no substitute for them) are left out.
        self.ratings: dict[int, int] = {
            p.id: rating for p in t.players
            if (rating := p.rating if p.rating > 0 else substitute) > 0}

    def view(self, forfeits_as_games: bool = False, fore: bool = False) -> Results:
        key = (forfeits_as_games, fore)
        if key not in self._views:
            self._views[key] = Results(self.t, self.last, forfeits_as_games=forfeits_as_games,
                                       fore=fore)
        return self._views[key]

    def values(self, specs: Sequence[TieBreakSpec]) -> dict[int, list[Fraction]]:
        score = self.view().score
        values: dict[int, list[Fraction]] = {p.id: [] for p in self.t.players}
        for spec in specs:
            if spec.base == "DE":
                # Art. 6 and 4.2: the encounters among the participants still tied.
                groups: dict[tuple[Fraction, ...], list[int]] = {}
                for pid, so_far in values.items():
                    groups.setdefault((score[pid], *so_far), []).append(pid)
                column = self._direct_encounter(spec, list(groups.values()))
            else:
                column = self.column(spec)
            for pid, so_far in values.items():
                so_far.append(column[pid])
        return values

    def column(self, spec: TieBreakSpec) -> _Column:
        if spec not in self._columns:
            if spec.rating_based and self.unrated():
                # C.07 art. 10: not used while unrated players take part and the tournament
                # gives them no rating: nobody is separated by it.
                self._columns[spec] = dict.fromkeys(self.view().entries, Fraction(0))
            else:
                self._columns[spec] = getattr(self, f"_{spec.base.lower()}")(spec)
        return self._columns[spec]

    def unrated(self) -> list[Player]:
        """The players without a rating for the rating-based tie-breaks (C.07 art. 10)."""
        return [p for p in self.t.players if p.id not in self.ratings]

    # Art. 7: the participant's own results.

    def _count(self, test: Callable[[Entry], bool]) -> _Column:
        return {pid: Fraction(sum(1 for e in entries if test(e)))
                for pid, entries in self.view().entries.items()}

    def _win(self, spec: TieBreakSpec) -> _Column:
        # 7.1: rounds with the points of a win, with or without playing.
        return self._count(lambda e: e.kind is not Kind.PENDING and e.points >= self.win)

    def _won(self, spec: TieBreakSpec) -> _Column:
        return self._count(lambda e: e.kind is Kind.PLAYED and e.result == 1)  # 7.2

    def _bpg(self, spec: TieBreakSpec) -> _Column:
        return self._count(lambda e: e.kind is Kind.PLAYED and e.colour is Colour.BLACK)  # 7.3

    def _bwg(self, spec: TieBreakSpec) -> _Column:
        return self._count(lambda e: e.kind is Kind.PLAYED and e.colour is Colour.BLACK
                           and e.result == 1)  # 7.4

    def _rep(self, spec: TieBreakSpec) -> _Column:
        # 7.6: the rounds less the half- and zero-point byes and the forfeit losses.
        return self._count(lambda e: not e.vur)

    def _ps(self, spec: TieBreakSpec) -> _Column:
        # 7.5: the sum of the scores after each round; 14.1.1.c: the cut drops the first ones.
        column = {}
        for pid, entries in self.view().entries.items():
            running, totals = Fraction(0), []
            for entry in entries:
                running += entry.points
                totals.append(running)
            column[pid] = sum(totals[spec.cut:], Fraction(0))
        return column

    def _std(self, spec: TieBreakSpec) -> _Column:
        # 7.7: 1 for a round won, 1/2 for a round drawn, on the 1-1/2-0 scale whatever the
        # points; a round without playing against the points for a draw. Reading: forfeits
        # are rounds without playing, so a double forfeit is 0.
        draw = self.view().draw
        column = {}
        for pid, entries in self.view().entries.items():
            total = Fraction(0)
            for entry in entries:
                if isinstance(entry, Played):
                    total += entry.result
                elif entry.kind is not Kind.PENDING:
                    total += 1 if entry.points > draw else HALF if entry.points == draw else 0
            column[pid] = total
        return column

    def _tpn(self, spec: TieBreakSpec) -> _Column:
        return {p.id: Fraction(p.pairing_no) for p in self.t.players}  # 7.8

    # Art. 8 and 9: the opponents' results.

    def _bh(self, spec: TieBreakSpec) -> _Column:
        view = self.view(spec.forfeits_as_games, fore=spec.fore or spec.base == "FB")
        low, high = spec.cut + spec.median, spec.median
        return {pid: sum((e.value for e in apply_cuts(view.elements(pid, False), low, high)),
                         Fraction(0)) for pid in view.entries}

    _fb = _bh  # 8.3: Buchholz with the games of the final round drawn

    def _sb(self, spec: TieBreakSpec) -> _Column:
        view = self.view(spec.forfeits_as_games)
        return {pid: sum((e.value for e in apply_cuts(view.elements(pid, True), spec.cut, 0)),
                         Fraction(0)) for pid in view.entries}

    def _aob(self, spec: TieBreakSpec) -> _Column:
        # 8.2: the average of the (Fore) Buchholz of the opponents played over the board.
        buchholz = self.column(TieBreakSpec("FB" if spec.fore else "BH"))
        view = self.view()
        return {pid: mean([buchholz[e.opponent] for e in view.played(pid)])
                for pid in view.entries}

    def _ks(self, spec: TieBreakSpec) -> _Column:
        # 9.2: the points scored against the opponents with 50% or more of the maximum possible
        # score; 14.5: /Ln moves that limit to n%. Reading: Koya is a round-robin tie-break,
        # where forfeits are games (15.2) and scores are not adjusted; the maximum is a win in
        # every round of the standings.
        view = self.view()
        limit = Fraction(spec.koya_limit, 100) if spec.koya_limit else HALF
        threshold = limit * self.win * self.last
        return {pid: sum((e.points for e in entries if e.opponent is not None
                          and e.kind is not Kind.PENDING
                          and view.score[e.opponent] >= threshold), Fraction(0))
                for pid, entries in view.entries.items()}

    # Art. 10: ratings.

    def _opponent_ratings(self, pid: int) -> list[int]:
        return [self.ratings[e.opponent] for e in self.view().played(pid)]

    def _aro(self, spec: TieBreakSpec) -> _Column:
        # 10.1: the average rating of the opponents played over the board; 14.1.1.b: the cut
        # drops the lowest ratings.
        column = {}
        for pid in self.view().entries:
            kept = apply_cuts([Element(Fraction(r), Fraction(r), False)
                               for r in self._opponent_ratings(pid)],
                              spec.cut + spec.median, spec.median)
            column[pid] = Fraction(half_up(mean([e.value for e in kept])))
        return column

    def _tpr(self, spec: TieBreakSpec) -> _Column:
        # 10.2: the average rating of the opponents plus dp (8.1a) of the fractional score.
        column = {}
        for pid in self.view().entries:
            games = self.view().played(pid)
            if not games:
                column[pid] = Fraction(0)
                continue
            column[pid] = Fraction(performance_rating(self._opponent_ratings(pid),
                                                      sum((e.result for e in games), Fraction(0))))
        return column

    def _ptp(self, spec: TieBreakSpec) -> _Column:
        # 10.3: the lowest rating whose expected score (8.1b) against the opponents reaches the
        # score; with no points, 800 below the lowest rated opponent.
        column = {}
        for pid in self.view().entries:
            ratings = self._opponent_ratings(pid)
            score = sum((e.result for e in self.view().played(pid)), Fraction(0))
            column[pid] = Fraction(perfect_performance(ratings, score))
        return column

    def _apro(self, spec: TieBreakSpec) -> _Column:
        return self._opponents_average(self.column(TieBreakSpec("TPR")))  # 10.4

    def _appo(self, spec: TieBreakSpec) -> _Column:
        return self._opponents_average(self.column(TieBreakSpec("PTP")))  # 10.5

    def _opponents_average(self, performance: _Column) -> _Column:
        view = self.view()
        return {pid: Fraction(half_up(mean([performance[e.opponent]
                                            for e in view.played(pid)])))
                for pid in view.entries}

    def _rtng(self, spec: TieBreakSpec) -> _Column:
        return {p.id: Fraction(self.ratings.get(p.id, 0)) for p in self.t.players}  # 10.6

    # Art. 6: direct encounter.

    def _direct_encounter(self, spec: TieBreakSpec, groups: list[list[int]]) -> _Column:
        """Each player's place among the players tied with them (1 = first, equal places for
        those it does not separate), 0 where it separates nobody of the group."""
        view = self.view(spec.forfeits_as_games)
        column: _Column = {}
        for group in groups:
            classes = self._encounter_classes(view, group)
            place = 1
            for members in classes:
                for pid in members:
                    column[pid] = Fraction(place if len(classes) > 1 else 0)
                place += len(members)
        return column

    def _mini_standings(self, view: Results,
                        group: list[int]) -> tuple[dict[int, Fraction], dict[int, int]]:
        """The points each scored against the others of the group, and how many they met."""
        points, met = {}, {}
        for pid in group:
            against: dict[int, list[Fraction]] = {}
            # 6.1.1: games not played do not count (unless /P).
            for entry in view.played(pid):
                if entry.opponent in group:
                    against.setdefault(entry.opponent, []).append(entry.points)
            # 6.1.2: players who met more than once count the average of their games.
            points[pid] = sum((mean(scores) for scores in against.values()), Fraction(0))
            met[pid] = len(against)
        return points, met

    def _encounter_classes(self, view: Results, group: list[int]) -> list[list[int]]:
        """The group in the order the direct encounter gives, as classes of players it
        cannot separate."""
        if len(group) < 2:
            return [group]
        points, met = self._mini_standings(view, group)
        if all(met[pid] == len(group) - 1 for pid in group):
            # 6.2: all have met: the mini-standings rank them, reapplied to those still tied.
            levels = sorted({points[pid] for pid in group}, reverse=True)
            if len(levels) == 1:
                return [group]
            return [members for level in levels
                    for members in self._encounter_classes(
                        view, [pid for pid in group if points[pid] == level])]
        # 6.3: not all have met: a player is ranked first only if no result of the games not
        # played could bring another to their points; then again for the next places, and the
        # encounter is reapplied to the players still tied.
        best = {pid: points[pid] + (len(group) - 1 - met[pid]) * self.win for pid in group}
        order = sorted(group, key=lambda pid: (-points[pid], -best[pid]))
        ranked = []
        while len(order) > 1 and points[order[0]] > max(best[pid] for pid in order[1:]):
            ranked.append([order.pop(0)])
        if not ranked:
            return [group]
        return ranked + self._encounter_classes(view, order)


def reference_values(t: Tournament, codes: Sequence[str], last: int) -> dict[int, list[float]]:
    """Each player's tie-break values, as `tiebreak_values` gives them."""
    exact = Calculator(t, last).values([parse_tiebreak(code) for code in codes])
    return {pid: [float(v) for v in values] for pid, values in exact.items()}


def reference_ranks(t: Tournament, codes: Sequence[str], last: int) -> list[tuple[int, int]]:
    """(rank, player id) in the order of the standings, as `ranked_standings` gives them."""
    specs = [parse_tiebreak(code) for code in codes]
    calculator = Calculator(t, last)
    exact = calculator.values(specs)
    score = calculator.view().score

    def key(p: Player) -> tuple[Fraction, ...]:
        return (-score[p.id], *(v if spec.lower_first else -v
                                for spec, v in zip(specs, exact[p.id], strict=True)))

    ranked: list[tuple[int, int]] = []
    order = sorted(t.players, key=lambda p: (key(p), p.pairing_no, p.id))
    for index, player in enumerate(order):
        tied = index and key(order[index - 1]) == key(player)
        ranked.append((ranked[-1][0] if tied else index + 1, player.id))
    return ranked
