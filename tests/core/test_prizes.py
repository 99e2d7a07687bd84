"""Categories and prizes (core/prizes.py): membership, category ranks, the prize list under
each rule for equal places, and a player eligible for two prizes."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter_gui.core import handling
from arbiter_gui.core.model import Category, Player, Prize, PrizeRule, Tournament
from arbiter_gui.core.prizes import (
    PrizeError,
    age,
    belongs,
    categories_text,
    category_standings,
    parse_categories,
    parse_prizes,
    prize_awards,
    prizes_text,
)
from arbiter_gui.core.tiebreak import StandingRow

# Scores after the last round: P1 alone on top; P2, P3, P4 equal on points across the boundary
# of the overall prizes (places 2-4, prizes for 1-3); P3 is also the best under 16.
SCORES = {1: 3.0, 2: 2.5, 3: 2.5, 4: 2.5, 5: 2.0, 6: 1.0}
BORN = {3: "2011/05/01", 5: "2011", 6: "1950/01/01"}


def _tournament(rule: PrizeRule, one_prize: bool = True) -> tuple[Tournament, list[StandingRow]]:
    players = [Player(k, f"Player{k}", pairing_no=k, birth_date=BORN.get(k, "1990/01/01"),
                      sex="w" if k in (4, 6) else "m", rating=2500 - 100 * k)
               for k in SCORES]
    t = Tournament(players=players, start_date="2026/07/01", prize_rule=rule,
                   one_prize_per_player=one_prize,
                   categories=[Category("U16", max_age=15), Category("Women", sex="w")],
                   prizes=[Prize("", 1, 100), Prize("", 2, 60), Prize("", 3, 30),
                           Prize("U16", 1, 40), Prize("U16", 2, 20), Prize("Women", 1, 25)])
    # Rank by the tie-breaks: 2, 3, 4 in that order.
    standings = [StandingRow(k, t.player(k), SCORES[k], []) for k in SCORES]
    return t, standings


def _won(t: Tournament, standings: list[StandingRow]) -> dict[tuple[str, int], float]:
    return {(a.category, a.player.id): a.amount for a in prize_awards(t, standings)}


def test_prizes_by_place_after_tiebreaks_player_eligible_for_two_gets_only_the_highest():
    t, standings = _tournament(PrizeRule.PLACE)
    # P3 is 3rd overall (30) and 1st under 16 (40): he takes 40, 3rd overall passes to P4,
    # and the women's prize passes from P4 (30 overall) to P6; U16 2nd goes to P5.
    assert _won(t, standings) == {("", 1): 100, ("", 2): 60, ("U16", 3): 40, ("", 4): 30,
                                  ("U16", 5): 20, ("Women", 6): 25}


def test_shared_money_pools_the_prizes_of_the_places_the_equal_players_occupy():
    t, standings = _tournament(PrizeRule.SHARED)
    # P3 prefers the U16 prize (40) to a third of places 2-4 (30); P2 and P4 then share
    # places 2-3: (60 + 30) / 2.
    assert _won(t, standings) == {("", 1): 100, ("U16", 3): 40, ("", 2): 45, ("", 4): 45,
                                  ("U16", 5): 20, ("Women", 6): 25}
    labels = {a.player.id: a.places for a in prize_awards(t, standings)}
    assert labels[2] == labels[4] == "2-3"


def test_shared_money_with_every_prize_a_player_is_eligible_for():
    t, standings = _tournament(PrizeRule.SHARED, one_prize=False)
    won = _won(t, standings)
    assert won[("", 2)] == won[("", 3)] == won[("", 4)] == 30  # (60 + 30 + 0) / 3
    assert won[("U16", 3)] == 40 and won[("Women", 4)] == 25


def test_hort_system_half_by_place_half_shared():
    t, standings = _tournament(PrizeRule.HORT)
    won = _won(t, standings)
    # P3 takes U16 (40 > his Hort share); P2 and P4 on places 2-3: pool 45 each half-shared.
    assert won[("", 2)] == (60 + 45) / 2 and won[("", 4)] == (30 + 45) / 2
    assert won[("U16", 3)] == 40


def test_category_rank_beside_the_overall_rank_and_membership():
    t, standings = _tournament(PrizeRule.PLACE)
    rows = category_standings(t, t.categories[0], standings)
    assert [(r.rank, r.overall.rank, r.overall.player.id) for r in rows] == [(1, 3, 3),
                                                                            (2, 5, 5)]
    assert age(t.player(3), (2026, 1, 1)) == 14 and age(t.player(3), (2025, 4, 30)) == 13
    assert not belongs(t.player(1), Category("SWE", federations=("SWE",)), None)
    assert belongs(t.player(1), Category("Club", players=(1, 2)), None)
    assert belongs(t.player(1), Category("2300-2400", min_rating=2300, max_rating=2400), None)
    assert not belongs(t.player(1), Category("Seniors", min_age=65), None)


@pytest.mark.parametrize(("prize", "message"), [
    (Prize("Juniors", 1, 10), "there is no category 'Juniors'"),
    (Prize("", 0, 10), "the place must be 1 or more"),
    (Prize("", 1, 5), "is given twice"),
])
def test_a_bad_prize_table_is_refused_with_what_is_wrong(prize, message):
    t, standings = _tournament(PrizeRule.PLACE)
    t.prizes.append(prize)
    with pytest.raises(PrizeError, match=message):
        prize_awards(t, standings)


def test_categories_and_prizes_as_the_arbiter_types_them_read_back_equal():
    t, _ = _tournament(PrizeRule.PLACE)
    t.categories.append(Category("Club", "w", 10, None, 1800, 2000, ("FRA", "GER"), (2, 3)))
    t.categories.append(Category("Age 12", min_age=12, max_age=12))
    text = categories_text(t, t.categories)
    assert text.splitlines()[2:] == ["Club: age 10-; sex w; rating 1800-2000; fed FRA GER;"
                                     " players 2 3", "Age 12: age 12"]
    assert parse_categories(t, text) == t.categories
    assert prizes_text(t.prizes, t.categories).splitlines() == [
        "Overall: 100 60 30", "U16: 40 20", "Women: 25"]
    assert parse_prizes("Overall: 100 0 30\nWomen: 25", t.categories) == [
        Prize("", 1, 100), Prize("", 3, 30), Prize("Women", 1, 25)]


@pytest.mark.parametrize(("text", "message"), [
    ("Juniors: age 10-x", "line 1: expected a range like 1800-2000"),
    ("\nA: sex w\nA: sex m", "line 3: the name 'A' is taken"),
    ("Overall: sex w", "the name 'Overall' is taken"),
    ("Club: players 3 99", "'99' is not the pairing number of a player"),
    ("Club: colour white", "expected age, sex, rating, fed or players, not 'colour'"),
])
def test_a_category_line_that_cannot_be_read_is_refused_naming_the_line(text, message):
    t, _ = _tournament(PrizeRule.PLACE)
    with pytest.raises(PrizeError, match=f"Categories, .*{re.escape(message)}"):
        parse_categories(t, text)


def test_two_categories_of_one_name_are_refused():
    t, standings = _tournament(PrizeRule.PLACE)
    t.categories.append(Category("U16", sex="m"))
    with pytest.raises(PrizeError, match="two categories have the same name"):
        prize_awards(t, standings)


def test_a_deleted_player_leaves_the_categories_that_list_him():
    t, _ = _tournament(PrizeRule.PLACE)
    t.categories.append(Category("Club", players=(2, 5)))
    handling.delete_player(t, 5)
    assert t.categories[-1].players == (2,)


def _three_equal_on_top(rule: PrizeRule, prizes: list[Prize]) -> list[float]:
    players = [Player(k, f"Player{k}", pairing_no=k) for k in (1, 2, 3)]
    t = Tournament(players=players, prize_rule=rule, prizes=prizes)
    standings = [StandingRow(k, t.player(k), 2.0, []) for k in (1, 2, 3)]
    return [a.amount for a in sorted(prize_awards(t, standings), key=lambda a: a.player.id)]


def test_shared_money_is_paid_in_cents_that_add_up_to_the_prizes():
    # 100 shared by three: 33.34 + 33.33 + 33.33, the cent to the best after the tie-breaks.
    assert _three_equal_on_top(PrizeRule.SHARED, [Prize("", 1, 100)]) == [33.34, 33.33, 33.33]


def test_hort_shares_are_paid_in_cents_that_add_up_to_the_prizes():
    # Half of 100 to the first by place, the other half shared: 66.67 + 16.67 + 16.66.
    assert _three_equal_on_top(PrizeRule.HORT, [Prize("", 1, 100)]) == [66.67, 16.67, 16.66]


@given(st.sampled_from([PrizeRule.SHARED, PrizeRule.HORT]),
       st.lists(st.integers(1, 10**7), min_size=1, max_size=3))
def test_equal_players_share_exactly_the_prizes_of_their_places(rule, cents):
    prizes = [Prize("", place, c / 100) for place, c in enumerate(cents, start=1)]
    paid = _three_equal_on_top(rule, prizes)
    assert round(sum(paid) * 100) == sum(cents)
    assert all(round(amount * 100, 6) == round(amount * 100) for amount in paid)
