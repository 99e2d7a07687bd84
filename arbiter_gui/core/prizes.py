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

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypedDict

from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import Category, Player, Prize, PrizeRule, Tournament
from arbiter_gui.core.tiebreak import StandingRow

OVERALL = ""  # the category name of the overall standings' prizes
_DATE = re.compile(r"(\d{4})(?:[/.-](\d{1,2})[/.-](\d{1,2}))?")


class PrizeError(ArbiterError, ValueError):
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
            raise PrizeError(_("the age reference date {date} is not a date YYYY/MM/DD").format(
                date=repr(t.age_reference_date)))
        return when
    start = _date(t.start_date)
    if start is None:
        raise PrizeError(_("an age category needs the age reference date or the tournament's"
                           " start date"))
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
        raise PrizeError(_("there is no category {name}").format(name=repr(name)))
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
    """Refuse two categories of one name, and a prize table that names an unknown category, a
    place below 1, a negative amount or the same place twice."""
    names = {c.name for c in t.categories} | {OVERALL}
    if len(names) != len(t.categories) + 1:
        raise PrizeError(_("two categories have the same name (or none)"))
    seen: set[tuple[str, int]] = set()
    for prize in t.prizes:
        where = (_("prize {place} of {category}").format(place=prize.place,
                                                         category=prize.category)
                 if prize.category else
                 _("prize {place} of the overall standings").format(place=prize.place))
        if prize.category not in names:
            raise PrizeError(_("{where}: there is no category {name}").format(
                where=where, name=repr(prize.category)))
        if prize.place < 1 or prize.amount < 0:
            raise PrizeError(_("{where}: the place must be 1 or more and the amount not"
                               " negative").format(where=where))
        if (prize.category, prize.place) in seen:
            raise PrizeError(_("{where} is given twice").format(where=where))
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
    table), best-ranked first, in whole cents that add up to the prizes shared."""
    if rule is PrizeRule.PLACE:
        return amounts
    pooled = sum(amounts) / len(amounts)
    if rule is PrizeRule.HORT:
        return _in_cents([(amount + pooled) / 2 for amount in amounts], sum(amounts))
    return _in_cents([pooled] * len(amounts), sum(amounts))


def _in_cents(shares: list[float], total: float) -> list[float]:
    """`shares` rounded to cents so that they add up to `total` (100 shared by three: 33.34,
    33.33, 33.33, not 3 x 33.33): each is rounded down, and the cents left go one each to the
    shares that lost most in rounding, the best-ranked first among equals (the regulations say
    nothing of a cent; the ranking after the tie-breaks decides it)."""
    cents = [share * 100 for share in shares]
    rounded = [math.floor(c + 1e-6) for c in cents]
    left = round(total * 100) - sum(rounded)
    order = sorted(range(len(cents)), key=lambda k: (-(cents[k] - rounded[k]), k))
    for k in order[:left]:
        rounded[k] += 1
    return [c / 100 for c in rounded]


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


# -- as the arbiter types them --------------------------------------------------------------------

OVERALL_WORD = "Overall"  # the overall standings in the prize table's text
_RANGE = re.compile(r"(\d*)-(\d*)|(\d+)")


def _range(text: str) -> tuple[int | None, int | None]:
    """"10-15", "-15", "60-", "15" (exactly) -> (low, high); ValueError if not a range."""
    match = _RANGE.fullmatch(text)
    if match is None or match[0] == "-":
        raise ValueError(_("expected a range like 1800-2000, -15 or 60-, got {text}").format(
            text=repr(text)))
    if match[3]:
        return int(match[3]), int(match[3])
    return (int(match[1]) if match[1] else None), (int(match[2]) if match[2] else None)


def _range_text(low: int | None, high: int | None) -> str:
    if low is not None and low == high:
        return str(low)
    return f"{'' if low is None else low}-{'' if high is None else high}"


def categories_text(t: Tournament, categories: Sequence[Category]) -> str:
    """One category a line, as `parse_categories` reads it, e.g.
    "U16 girls: age -15; sex w" or "Club: players 3 12 17" (pairing numbers)."""
    lines = []
    for c in categories:
        parts = []
        if c.min_age is not None or c.max_age is not None:
            parts.append(f"age {_range_text(c.min_age, c.max_age)}")
        if c.sex:
            parts.append(f"sex {c.sex}")
        if c.min_rating is not None or c.max_rating is not None:
            parts.append(f"rating {_range_text(c.min_rating, c.max_rating)}")
        if c.federations:
            parts.append("fed " + " ".join(c.federations))
        numbers = [str(p.pairing_no) for p in t.players if p.id in c.players]
        if numbers:
            parts.append("players " + " ".join(numbers))
        lines.append(f"{c.name}: {'; '.join(parts)}")
    return "\n".join(lines)


class _Conditions(TypedDict, total=False):
    """The conditions of a category's line, as the fields of `Category`."""

    sex: str
    min_age: int | None
    max_age: int | None
    min_rating: int | None
    max_rating: int | None
    federations: tuple[str, ...]
    players: tuple[int, ...]


def _condition(t: Tournament, word: str, value: str) -> _Conditions:
    if word == "age":
        low, high = _range(value)
        return {"min_age": low, "max_age": high}
    if word == "rating":
        low, high = _range(value)
        return {"min_rating": low, "max_rating": high}
    if word == "sex":
        if value not in ("m", "w"):
            raise ValueError(_("sex is m or w, not {value}").format(value=repr(value)))
        return {"sex": value}
    if word == "fed":
        return {"federations": tuple(value.upper().split())}
    if word == "players":
        ids = []
        for number in value.replace(",", " ").split():
            player = t.by_pairing_no(int(number)) if number.isdigit() else None
            if player is None:
                raise ValueError(_("{word} is not the pairing number of a player").format(
                    word=repr(number)))
            ids.append(player.id)
        return {"players": tuple(ids)}
    raise ValueError(_("expected age, sex, rating, fed or players, not {word}").format(
        word=repr(word)))


def parse_categories(t: Tournament, text: str) -> list[Category]:
    """Read the lines of `categories_text`; PrizeError naming the line."""
    categories: list[Category] = []
    for line_no, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        name, colon, conditions = line.partition(":")
        try:
            if not colon or not name.strip():
                raise ValueError(_("expected 'name: conditions' (e.g. 'U16: age -15; sex w')"))
            if name.strip() in {c.name for c in categories} | {OVERALL_WORD}:
                raise ValueError(_("the name {name} is taken").format(name=repr(name.strip())))
            fields_: _Conditions = {}
            for part in filter(str.strip, conditions.split(";")):
                word, _space, value = part.strip().partition(" ")
                fields_.update(_condition(t, word.lower(), value.strip()))
        except ValueError as e:
            raise PrizeError(_("Categories, line {line}: {problem}").format(
                line=line_no, problem=e)) from None
        categories.append(Category(name.strip(), **fields_))
    return categories


def prizes_text(prizes: Sequence[Prize], categories: Sequence[Category]) -> str:
    """One list a line, the amounts of places 1, 2, ... (0 for a place without a prize), e.g.
    "Overall: 1000 500 250" and "U16: 100 50"."""
    lines = []
    for name in [OVERALL, *(c.name for c in categories)]:
        amounts = {p.place: p.amount for p in prizes if p.category == name}
        if amounts:
            places = range(1, max(amounts) + 1)
            lines.append(f"{name or OVERALL_WORD}: "
                         + " ".join(f"{amounts.get(k, 0):g}" for k in places))
    return "\n".join(lines)


def parse_prizes(text: str, categories: Sequence[Category]) -> list[Prize]:
    """Read the lines of `prizes_text`; PrizeError naming the line."""
    names = {c.name for c in categories}
    prizes: list[Prize] = []
    for line_no, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        name, colon, amounts = line.partition(":")
        name = OVERALL if name.strip() == OVERALL_WORD else name.strip()
        try:
            if not colon or (name != OVERALL and name not in names):
                raise ValueError(_("expected '{overall}: amounts' or a category's name and its"
                                   " amounts (e.g. 'Overall: 1000 500 250')").format(
                                       overall=OVERALL_WORD))
            values = [float(word) for word in amounts.replace(",", " ").split()]
        except ValueError as e:
            raise PrizeError(_("Prizes, line {line}: {problem}").format(
                line=line_no, problem=e)) from None
        prizes += [Prize(name, place, amount) for place, amount in enumerate(values, start=1)
                   if amount]
    return prizes
