"""Categories and prizes (Qt-free): who belongs to a category, the category standings, and who
receives which prize of the organiser's prize table.

Equal places follow the tournament's `prize_rule`: by place after the tie-breaks, or shared
money (players equal on points pool the prizes of the places they occupy and share them
equally; the Hort system shares half of each prize so and gives the other half by place). With
`one_prize_per_player` a player eligible for several prizes receives only the highest: prizes
are handed out from the highest down, and a prize a player does not take passes to the next
player of its list.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from arbiter_gui.core.model import Category, Player, PrizeRule, Tournament
from arbiter_gui.core.tiebreak import StandingRow

OVERALL = ""  # the category name of the overall standings' prizes
_DATE = re.compile(r"(\d{4})(?:[/.-](\d{1,2})[/.-](\d{1,2}))?")


class PrizeError(ValueError):
    """A category or prize table that cannot be applied; the message says which and why."""


# -- categories -----------------------------------------------------------------------------------

def _date(value: str) -> tuple[int, int, int] | None:
    """(year, month, day) of "YYYY/MM/DD" (also - or .); "YYYY" as 1 January; None if not one."""
    match = _DATE.fullmatch(value.strip())
    if match is None or int(match[1]) == 0:
        return None
    return int(match[1]), int(match[2] or 1), int(match[3] or 1)


def reference_date(t: Tournament) -> tuple[int, int, int]:
    """The date ages are counted on: the setting, else 1 January of the starting year."""
    if t.age_reference_date:
        when = _date(t.age_reference_date)
        if when is None:
            raise PrizeError(f"the age reference date {t.age_reference_date!r} is not a date"
                             " YYYY/MM/DD")
        return when
    start = _date(t.start_date)
    if start is None:
        raise PrizeError("an age category needs the age reference date or the tournament's"
                         " start date")
    return start[0], 1, 1


def age(player: Player, on: tuple[int, int, int]) -> int | None:
    """Whole years of age on `on`; None when the birth date is not known. A birth date of a year
    only ("2009") counts as 1 January of that year."""
    born = _date(player.birth_date)
    if born is None:
        return None
    return on[0] - born[0] - ((on[1], on[2]) < (born[1], born[2]))


def _within(value: int | None, low: int | None, high: int | None) -> bool:
    if low is None and high is None:
        return True
    return value is not None and (low is None or value >= low) and (high is None
                                                                     or value <= high)


def belongs(player: Player, category: Category, on: tuple[int, int, int] | None) -> bool:
    """Does the player meet every condition of the category (`on`: the age reference date)?"""
    if category.sex and player.sex.lower() != category.sex.lower():
        return False
    if category.federations and player.federation not in category.federations:
        return False
    if category.players and player.id not in category.players:
        return False
    if not _within(player.rating, category.min_rating, category.max_rating):
        return False
    return _within(age(player, on) if on else None, category.min_age, category.max_age)


def category(t: Tournament, name: str) -> Category:
    found = next((c for c in t.categories if c.name == name), None)
    if found is None:
        raise PrizeError(f"there is no category {name!r}")
    return found


@dataclass(frozen=True)
class CategoryRow:
    rank: int  # in the category
    overall: StandingRow


def category_standings(t: Tournament, category_: Category,
                       standings: Sequence[StandingRow]) -> list[CategoryRow]:
    """The players of the category in the order of the overall standings, with their rank in
    the category (shared where the overall rank is shared)."""
    needs_age = category_.min_age is not None or category_.max_age is not None
    on = reference_date(t) if needs_age else None
    members = [row for row in standings if belongs(row.player, category_, on)]
    rows: list[CategoryRow] = []
    for k, row in enumerate(members, start=1):
        same = rows and rows[-1].overall.rank == row.rank
        rows.append(CategoryRow(rows[-1].rank if same else k, row))
    return rows


# -- prizes ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Award:
    category: str  # OVERALL or a category's name
    places: str  # "3" or, shared, "3-5"
    player: Player
    score: float
    amount: float


def check_prizes(t: Tournament) -> None:
    """Refuse a prize table that names an unknown category, a place below 1, a negative amount
    or the same place twice."""
    names = {c.name for c in t.categories} | {OVERALL}
    seen: set[tuple[str, int]] = set()
    for prize in t.prizes:
        where = f"prize {prize.place} of {prize.category or 'the overall standings'}"
        if prize.category not in names:
            raise PrizeError(f"{where}: there is no category {prize.category!r}")
        if prize.place < 1 or prize.amount < 0:
            raise PrizeError(f"{where}: the place must be 1 or more and the amount not negative")
        if (prize.category, prize.place) in seen:
            raise PrizeError(f"{where} is given twice")
        seen.add((prize.category, prize.place))


def _lists(t: Tournament, standings: Sequence[StandingRow]) -> dict[str, list[StandingRow]]:
    """Each prize list's players in standings order: the overall standings and each category."""
    lists = {OVERALL: list(standings)}
    for c in t.categories:
        lists[c.name] = [row.overall for row in category_standings(t, c, standings)]
    return lists


def _group(rule: PrizeRule, players: list[StandingRow]) -> list[StandingRow]:
    """The players who take the next prizes of a list together: the best one, and with shared
    money everyone equal on points with him."""
    if rule is PrizeRule.PLACE:
        return players[:1]
    return [row for row in players if row.score == players[0].score]


def _shares(rule: PrizeRule, amounts: list[float]) -> list[float]:
    """What each of a group gets from the prizes of the places it occupies (0 beyond the
    table), best-ranked first."""
    pooled = sum(amounts) / len(amounts)
    if rule is PrizeRule.HORT:
        return [(amount + pooled) / 2 for amount in amounts]
    return [pooled] * len(amounts) if rule is PrizeRule.SHARED else amounts


@dataclass
class _PrizeList:
    name: str
    players: list[StandingRow]  # not yet awarded, in standings order
    amounts: dict[int, float]  # place -> amount
    place: int = 1  # the next place to award

    def candidates(self, rule: PrizeRule) -> list[tuple[StandingRow, float, str]]:
        group = _group(rule, self.players)
        places = range(self.place, self.place + len(group))
        shares = _shares(rule, [self.amounts.get(p, 0.0) for p in places])
        label = str(places[0]) if len(places) == 1 else f"{places[0]}-{places[-1]}"
        return [(row, share, label) for row, share in zip(group, shares, strict=True)]

    @property
    def open(self) -> bool:
        return bool(self.players) and any(p >= self.place for p in self.amounts)


def prize_awards(t: Tournament, standings: Sequence[StandingRow]) -> list[Award]:
    """Who receives which prize, in the order they were awarded (highest first).

    The best candidate of every prize list (with shared money: its first group of players
    equal on points) is considered; the highest amount is awarded first, and with
    `one_prize_per_player` the player leaves every other list (his places there pass to the
    next players)."""
    check_prizes(t)
    rule = PrizeRule(t.prize_rule)
    lists = _lists(t, standings)
    prize_lists = [_PrizeList(name, lists[name], {p.place: p.amount for p in t.prizes
                                                  if p.category == name})
                   for name in lists if any(p.category == name for p in t.prizes)]
    awards: list[Award] = []
    while open_lists := [pl for pl in prize_lists if pl.open]:
        # A group goes when none of its players can be offered more elsewhere (Hort shares
        # differ within the group: the least of them counts).
        best_list, group = max(((pl, pl.candidates(rule)) for pl in open_lists),
                               key=lambda item: min(share for _, share, _ in item[1]))
        best_list.place += len(group)
        taken = {row.player.id for row, _, _ in group}
        best_list.players = [row for row in best_list.players if row.player.id not in taken]
        won = [Award(best_list.name, label, row.player, row.score, share)
               for row, share, label in group if share > 0]
        awards += won
        if t.one_prize_per_player:  # a place without a prize leaves him his other chances
            winners = {award.player.id for award in won}
            for pl in prize_lists:
                pl.players = [row for row in pl.players if row.player.id not in winners]
    return awards
