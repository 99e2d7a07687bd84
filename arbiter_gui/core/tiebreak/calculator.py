"""The tie-breaks of one tournament after one round, each computed once, article by article
(C.07 art. 6 to 10). Points are counted in the tournament's point unit (`entries.point_unit`):
the values are exact, and whole numbers wherever no division is made."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import NamedTuple

from arbiter_gui.core.model import Colour, Player, Tournament
from arbiter_gui.core.tiebreak.codes import TieBreakSpec
from arbiter_gui.core.tiebreak.entries import (
    Entry,
    Kind,
    Played,
    Results,
)
from arbiter_gui.core.tiebreak.ratings import (
    mean,
    perfect_performance,
    performance_rating,
    rounded_mean,
)

# An exact number: a whole number of units, or a fraction of them where a division makes one.
Number = int | Fraction


class Column(NamedTuple):
    """A tie-break's values, each `values[pid] / scale` points (or ranks, ratings, counts):
    whole numbers of the tournament's point unit where the value is a sum (Buchholz: `unit`,
    Sonneborn-Berger's products: `unit`**2), compared and summed without fractions."""

    values: Mapping[int, Number]
    scale: int = 1


class Calculator:
    """The tie-breaks of one tournament after one round, each computed once."""

    def __init__(self, t: Tournament, last: int) -> None:
        self.t = t
        self.last = last
        self._views: dict[tuple[bool, bool], Results] = {}
        self._columns: dict[TieBreakSpec, Column] = {}
        self.unit = self.view().unit
        self.win = self.view().win  # in units
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

    def score(self) -> Column:
        """The players' scores."""
        return Column(self.view().score, self.unit)

    def values(self, specs: Sequence[TieBreakSpec]) -> list[Column]:
        """The columns of `specs`, in their order (the direct encounter separates the players
        the columns before it leave tied)."""
        score = self.view().score
        columns: list[Column] = []
        for spec in specs:
            if spec.base == "DE":
                # Art. 6 and 4.2: the encounters among the participants still tied.
                groups: dict[tuple[Number, ...], list[int]] = {}
                for pid, points in score.items():
                    groups.setdefault((points, *(c.values[pid] for c in columns)),
                                      []).append(pid)
                columns.append(self._direct_encounter(spec, list(groups.values())))
            else:
                columns.append(self.column(spec))
        return columns

    def column(self, spec: TieBreakSpec) -> Column:
        if spec not in self._columns:
            if spec.rating_based and self.unrated():
                # C.07 art. 10: not used while unrated players take part and the tournament
                # gives them no rating: nobody is separated by it.
                self._columns[spec] = Column(dict.fromkeys(self.view().entries, 0))
            else:
                self._columns[spec] = getattr(self, f"_{spec.base.lower()}")(spec)
        return self._columns[spec]

    def unrated(self) -> list[Player]:
        """The players without a rating for the rating-based tie-breaks (C.07 art. 10)."""
        return [p for p in self.t.players if p.id not in self.ratings]

    # Art. 7: the participant's own results.

    def _count(self, test: Callable[[Entry], bool]) -> Column:
        return Column({pid: sum(1 for e in entries if test(e))
                       for pid, entries in self.view().entries.items()})

    def _win(self, spec: TieBreakSpec) -> Column:
        # 7.1: rounds with the points of a win, with or without playing.
        return self._count(lambda e: e.kind is not Kind.PENDING and e.points >= self.win)

    def _won(self, spec: TieBreakSpec) -> Column:
        return self._count(lambda e: e.kind is Kind.PLAYED and e.result == 2)  # 7.2

    def _bpg(self, spec: TieBreakSpec) -> Column:
        return self._count(lambda e: e.kind is Kind.PLAYED and e.colour is Colour.BLACK)  # 7.3

    def _bwg(self, spec: TieBreakSpec) -> Column:
        return self._count(lambda e: e.kind is Kind.PLAYED and e.colour is Colour.BLACK
                           and e.result == 2)  # 7.4

    def _rep(self, spec: TieBreakSpec) -> Column:
        # 7.6: the rounds less the half- and zero-point byes and the forfeit losses.
        return self._count(lambda e: not e.vur)

    def _ps(self, spec: TieBreakSpec) -> Column:
        # 7.5: the sum of the scores after each round; 14.1.1.c: the cut drops the first ones.
        column = {}
        for pid, entries in self.view().entries.items():
            running, totals = 0, []
            for entry in entries:
                running += entry.points
                totals.append(running)
            column[pid] = sum(totals[spec.cut:])
        return Column(column, self.unit)

    def _std(self, spec: TieBreakSpec) -> Column:
        # 7.7: 1 for a round won, 1/2 for a round drawn, on the 1-1/2-0 scale whatever the
        # points; a round without playing against the points for a draw. Reading: forfeits
        # are rounds without playing, so a double forfeit is 0. In half points.
        draw = self.view().draw
        column = {}
        for pid, entries in self.view().entries.items():
            total = 0
            for entry in entries:
                if type(entry) is Played:
                    total += entry.result
                elif entry.kind is not Kind.PENDING:
                    total += 2 if entry.points > draw else 1 if entry.points == draw else 0
            column[pid] = total
        return Column(column, 2)

    def _tpn(self, spec: TieBreakSpec) -> Column:
        return Column({p.id: p.pairing_no for p in self.t.players})  # 7.8

    # Art. 8 and 9: the opponents' results.

    def _bh(self, spec: TieBreakSpec) -> Column:
        view = self.view(spec.forfeits_as_games, fore=spec.fore or spec.base == "FB")
        low, high = spec.cut + spec.median, spec.median
        if not low and not high:
            return Column({pid: sum(score for score, _points, _vur in rounds)
                           for pid, rounds in view.contributions().items()}, self.unit)
        return Column({pid: view.cut_sum(pid, False, low, high) for pid in view.entries},
                      self.unit)

    _fb = _bh  # 8.3: Buchholz with the games of the final round drawn

    def _sb(self, spec: TieBreakSpec) -> Column:
        view = self.view(spec.forfeits_as_games)
        scale = self.unit * self.unit  # a product of points
        if not spec.cut:
            return Column({pid: sum(score * points for score, points, _vur in rounds)
                           for pid, rounds in view.contributions().items()}, scale)
        return Column({pid: view.cut_sum(pid, True, spec.cut, 0) for pid in view.entries},
                      scale)

    def _aob(self, spec: TieBreakSpec) -> Column:
        # 8.2: the average of the (Fore) Buchholz of the opponents played over the board.
        buchholz = self.column(TieBreakSpec("FB" if spec.fore else "BH")).values
        view = self.view()
        return Column({pid: mean([buchholz[e.opponent] for e in view.played(pid)])
                       for pid in view.entries}, self.unit)

    def _ks(self, spec: TieBreakSpec) -> Column:
        # 9.2: the points scored against the opponents with 50% or more of the maximum possible
        # score; 14.5: /Ln moves that limit to n%. Reading: Koya is a round-robin tie-break,
        # where forfeits are games (15.2) and scores are not adjusted; the maximum is a win in
        # every round of the standings.
        view = self.view()
        limit = Fraction(spec.koya_limit or 50, 100)
        threshold = limit * self.win * self.last  # in units
        score = view.score
        return Column({pid: sum(e.points for e in entries if e.opponent is not None
                                and e.kind is not Kind.PENDING
                                and score[e.opponent] >= threshold)
                       for pid, entries in view.entries.items()}, self.unit)

    # Art. 10: ratings.

    def _opponent_ratings(self, pid: int) -> list[int]:
        return [self.ratings[e.opponent] for e in self.view().played(pid)]

    def _aro(self, spec: TieBreakSpec) -> Column:
        # 10.1: the average rating of the opponents played over the board; 14.1.1.b: the cut
        # drops the lowest ratings.
        low, high = spec.cut + spec.median, spec.median
        column = {}
        for pid in self.view().entries:
            ratings = sorted(self._opponent_ratings(pid))  # cut from the lowest, the highest
            column[pid] = rounded_mean(ratings[low:len(ratings) - high])
        return Column(column)

    def _tpr(self, spec: TieBreakSpec) -> Column:
        # 10.2: the average rating of the opponents plus dp (8.1a) of the fractional score.
        column = {}
        for pid in self.view().entries:
            games = self.view().played(pid)
            if not games:
                column[pid] = 0
                continue
            column[pid] = performance_rating(self._opponent_ratings(pid),
                                             Fraction(sum(e.result for e in games), 2))
        return Column(column)

    def _ptp(self, spec: TieBreakSpec) -> Column:
        # 10.3: the lowest rating whose expected score (8.1b) against the opponents reaches the
        # score; with no points, 800 below the lowest rated opponent.
        column = {}
        for pid in self.view().entries:
            ratings = self._opponent_ratings(pid)
            score = Fraction(sum(e.result for e in self.view().played(pid)), 2)
            column[pid] = perfect_performance(ratings, score)
        return Column(column)

    def _apro(self, spec: TieBreakSpec) -> Column:
        return self._opponents_average(self.column(TieBreakSpec("TPR")))  # 10.4

    def _appo(self, spec: TieBreakSpec) -> Column:
        return self._opponents_average(self.column(TieBreakSpec("PTP")))  # 10.5

    def _opponents_average(self, performance: Column) -> Column:
        view = self.view()
        values = performance.values
        return Column({pid: rounded_mean([values[e.opponent] for e in view.played(pid)])
                       for pid in view.entries})

    def _rtng(self, spec: TieBreakSpec) -> Column:
        return Column({p.id: self.ratings.get(p.id, 0) for p in self.t.players})  # 10.6

    # Art. 6: direct encounter.

    def _direct_encounter(self, spec: TieBreakSpec, groups: list[list[int]]) -> Column:
        """Each player's place among the players tied with them (1 = first, equal places for
        those it does not separate), 0 where it separates nobody of the group."""
        view = self.view(spec.forfeits_as_games)
        column: dict[int, Number] = {}
        for group in groups:
            classes = self._encounter_classes(view, group)
            place = 1
            for members in classes:
                for pid in members:
                    column[pid] = place if len(classes) > 1 else 0
                place += len(members)
        return Column(column)

    def _mini_standings(self, view: Results,
                        group: list[int]) -> tuple[dict[int, Number], dict[int, int]]:
        """The points (in units) each scored against the others of the group, and how many
        they met."""
        members = set(group)
        points: dict[int, Number] = {}
        met = {}
        for pid in group:
            against: dict[int, list[int]] = {}
            # 6.1.1: games not played do not count (unless /P).
            for entry in view.played(pid):
                if entry.opponent in members:
                    against.setdefault(entry.opponent, []).append(entry.points)
            # 6.1.2: players who met more than once count the average of their games.
            total: Number = 0
            for scores in against.values():
                total += scores[0] if len(scores) == 1 else mean(scores)
            points[pid] = total
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
