"""The rating change and performance of the final standings and the players' cards: FIDE Rating
Regulations (Handbook B.02, text in force from 1 March 2024, 8.3.1 as amended from 1 October
2025), checked against examples worked out by hand from tables 8.1.1 and 8.1.2."""

from fractions import Fraction

import pytest

from arbiter_gui.core.model import GameResult, Player
from arbiter_gui.core.rating import (
    base_k_factor,
    capped_k_factor,
    rating_difference,
    rating_results,
)
from arbiter_gui.core.tiebreak import expected_score
from arbiter_gui.core.trf import parse_trf, write_trf
from tests.dutch_helpers import tournament


def rated(ratings: dict[int, int], rounds: list[str], **kwargs: object):
    """A tournament of `tournament`'s notation whose players have the `ratings` given."""
    t = tournament(len(ratings), rounds, **kwargs)
    for player in t.players:
        player.rating = ratings[player.id]
    return t


def worked_example():
    """Player 1 (2250, K 20) beats 2 (2350), draws with 3 (2150) and loses to 4 (1750).

    By hand, table 8.1.2: against 2350, D = -100, PD .36, ΔR +0.64; against 2150, D = 100,
    PD .64, ΔR -0.14; against 1750, D = 500 counted as 400 (8.3.1), PD .92, ΔR -0.92.
    ΣΔR = -0.42, change 20 × -0.42 = -8.4. Performance (C.07 10.2): (2350 + 2150 + 1750) / 3 =
    2083.3, rounded 2083, p = 1.5 / 3 = .50, dp 0: 2083."""
    return rated({1: 2250, 2: 2350, 3: 2150, 4: 1750},
                 ["1-2:1 3-4:=", "3-1:= 2-4:1", "1-4:0 2-3:="], planned=3)


def test_b02_8_3_2_rating_change_is_k_times_the_sum_of_score_minus_expected_score():
    result = rating_results(worked_example())[1]
    assert [(g.opponent_rating, g.score, g.expected) for g in result.games] == [
        (2350, 1, Fraction(36, 100)), (2150, Fraction(1, 2), Fraction(64, 100)),
        (1750, 0, Fraction(92, 100))]
    assert result.k == 20
    assert result.change == Fraction(-84, 10)
    assert [result.game_change(g) for g in result.games] == [
        Fraction(128, 10), Fraction(-28, 10), Fraction(-184, 10)]


def test_c07_10_2_performance_is_the_tie_breaks_tpr_over_the_rated_games():
    assert rating_results(worked_example())[1].performance == 2083


def test_b02_8_1_2_expected_score_from_the_rating_difference_table():
    # The limits of the table's rows: 0-3 .50, 4-10 .51, 99-106 .64, 620-735 .99, > 735 1.0.
    assert [expected_score(d) for d in (0, 3, 4, 106, 107, 735, 736, -4, -736)] == [
        Fraction(50, 100), Fraction(50, 100), Fraction(51, 100), Fraction(64, 100),
        Fraction(65, 100), Fraction(99, 100), 1, Fraction(49, 100), 0]


def test_b02_8_3_1_a_difference_above_400_counts_as_400_below_2650():
    assert rating_difference(2600, 2100) == 400
    assert rating_difference(2100, 2600) == -400
    assert rating_difference(2649, 1649) == 400
    # From 2650 (the amendment in force from 1 October 2025) the true difference counts.
    assert rating_difference(2650, 1650) == 1000
    # and the lower rated player of that game still counts 400.
    assert rating_difference(1650, 2650) == -400


def test_b02_8_3_1_the_400_point_rule_in_a_change_worked_out_by_hand():
    # 2600 (K 10) beats 2100 (K 20): both count D as 400, PD .92 and .08: +0.8 and -1.6.
    # 2700 beats 2200: from 2650 the true D 500 counts, PD .96, 10 × 0.04 = +0.4; the 2200
    # player still counts 400, PD .08: 20 × -0.08 = -1.6.
    t = rated({1: 2600, 2: 2100, 3: 2700, 4: 2200}, ["1-2:1 3-4:1"], planned=1)
    results = rating_results(t)
    assert [results[pid].change for pid in (1, 2, 3, 4)] == [
        Fraction(8, 10), Fraction(-16, 10), Fraction(4, 10), Fraction(-16, 10)]


@pytest.mark.parametrize(("rating", "k"), [(1400, 20), (2399, 20)])
def test_b02_8_3_3_k_factor_below_2400(rating, k):
    assert base_k_factor(Player(1, "A", rating=rating), 2026) == k


@pytest.mark.parametrize("rating", [2400, 2401, 2800])
def test_b02_8_3_3_k_factor_10_once_2400_is_reached(rating):
    assert base_k_factor(Player(1, "A", rating=rating), 2026) == 10


@pytest.mark.parametrize(("born", "rating", "year", "k"), [
    ("2008/12/31", 2299, 2026, 40),  # 18 in 2026: K 40 until the end of that year
    ("2008", 2299, 2026, 40),  # the year is all the rule needs
    ("2007/01/01", 2299, 2026, 20),  # 19 in 2026
    ("2010/05/01", 2300, 2026, 20),  # not under 2300
    ("2010/05/01", 2299, None, 20),  # no event date: the rule cannot be applied
    ("", 2299, 2026, 20),  # no birth date
])
def test_b02_8_3_3_k_factor_40_until_the_end_of_the_year_of_the_18th_birthday(born, rating,
                                                                             year, k):
    assert base_k_factor(Player(1, "A", rating=rating, birth_date=born), year) == k


def test_b02_8_3_3_k_factor_set_by_the_arbiter_or_the_list_wins():
    # A player new to the list (40 until 30 games) or once rated 2400 (10): the history is
    # not in the tournament, the K given is taken.
    assert base_k_factor(Player(1, "A", rating=2100, k_factor=40), 2026) == 40
    assert base_k_factor(Player(1, "A", rating=2350, k_factor=10), 2026) == 10


def test_b02_8_3_3_k_times_games_does_not_exceed_700():
    assert capped_k_factor(40, 17) == 40  # 680
    assert capped_k_factor(40, 18) == 38  # 720 > 700: 38 × 18 = 684, 39 × 18 = 702
    assert capped_k_factor(20, 35) == 20  # 700 is not above 700
    assert capped_k_factor(20, 36) == 19
    assert capped_k_factor(10, 0) == 10


def test_b02_8_3_3_the_cap_in_a_tournament_of_18_rated_games():
    # 19 players all rated 2000, player 1 K 40, wins 18 games: ΔR +0.5 each, K 38: +342.
    t = rated(dict.fromkeys(range(1, 20), 2000),
              [f"1-{opponent}:1" for opponent in range(2, 20)], planned=18)
    t.player(1).k_factor = 40
    result = rating_results(t)[1]
    assert (result.k, result.change) == (38, 342)


def test_b02_5_1_forfeits_byes_and_games_without_a_move_are_not_rated():
    t = rated({1: 2000, 2: 2000, 3: 2000, 4: 2000, 5: 2000},
              ["1-2:+ 3-4:1 5:U", "1-3:= 2-5:1 4:H", "1-4:1 2-3:= 5:Z"], planned=4)
    t.round(3).games[0].set_result(GameResult.WHITE_WINS_UNPLAYED)  # 1-4, no move made
    results = rating_results(t)
    assert [g.round for g in results[1].games] == [2]  # the forfeit and the W are not rated
    assert results[1].change == 0
    assert [g.round for g in results[5].games] == [2]  # the PAB and the Z are no games


def test_b02_8_3_1_games_against_unrated_opponents_do_not_count():
    t = rated({1: 2000, 2: 0, 3: 2100}, ["1-2:1", "3-1:1"], planned=2)
    results = rating_results(t)
    assert [g.opponent for g in results[1].games] == [3]
    # 8.2: an unrated player's first rating is FIDE's, from several events: no change, but
    # the performance against the rated opponents.
    assert results[2].k is None and results[2].change is None
    assert results[2].performance == 2000 - 800


def test_a_game_without_a_result_does_not_count_yet():
    t = rated({1: 2000, 2: 2000}, ["1-2:1", "2-1:1"], planned=2)
    t.round(2).games[0].set_result(None)
    assert [g.round for g in rating_results(t)[1].games] == [1]
    assert [g.round for g in rating_results(t, 1)[1].games] == [1]


def test_the_age_rule_takes_the_year_of_the_tournaments_start():
    t = rated({1: 2000, 2: 2000}, ["1-2:1"], planned=1)
    t.player(1).birth_date = "2008/06/01"
    t.start_date = "2026/12/30"
    assert rating_results(t)[1].k == 40
    t.start_date = "2027/01/02"
    assert rating_results(t)[1].k == 20


def test_the_k_factor_travels_in_the_trf_as_our_note():
    # The TRF's player record has no K: it is kept in a "### arbiter-gui" note.
    t = worked_example()
    t.player(2).k_factor = 40
    text = write_trf(t)
    assert '### arbiter-gui player 2 k_factor 40' in text.splitlines()
    back = parse_trf(text)
    assert [p.k_factor for p in back.players] == [None, 40, None, None]
