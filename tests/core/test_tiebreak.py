"""FIDE tie-breaks (C.07, 2024 text with the 2026 amendments), checked against values worked
out by hand on small tournaments, and against the worked example of the FIDE Arbiters' Manual
2026 (the Laxman example of C.07 art. 16)."""

import copy

import pytest

from arbiter_gui.core.model import Scoring
from arbiter_gui.core.tiebreak import (
    OFFERED_TIEBREAKS,
    TieBreakError,
    TieBreakSpec,
    display_value,
    dropped_tiebreaks,
    parse_tiebreak,
    ranked_standings,
    tiebreak_values,
)
from arbiter_gui.core.trf import parse_trf, write_trf
from tests.dutch_helpers import tournament


def values(t, code, after_round=None):
    """{player id: value} of one tie-break."""
    return {pid: v[0] for pid, v in tiebreak_values(t, [code], after_round).items()}


def sample(scoring=None, planned=4):
    """Six players (ratings 2590, 2580, ... 2540), four rounds with every kind of unplayed round:
    3 wins by forfeit against 6 (round 1), takes a half-point bye (round 2) and withdraws from
    round 3 (zero-point byes); 6 gets the PAB in round 2, 2 in round 4; 5 is absent in round 3.

        1: 1 = 1 1  3.5      2: = 1 0 U  2.5      3: + H Z Z  1.5
        4: 0 0 = 1  1.5      5: = = Z 0  1.0      6: - U = 0  1.5
    """
    t = tournament(6, ["1-4:1 2-5:= 3-6:+", "4-2:0 5-1:= 3:H 6:U", "1-2:1 6-4:= 5:Z 3:Z",
                       "6-1:0 4-5:1 2:U 3:Z"], planned=planned, scoring=scoring)
    t.player(3).withdrawn_from = 3
    return t


# -- codes ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("code", ["BH/C1", "BH-C1", "BH:C1", " bh/c1 "])
def test_codes_are_read_in_the_trf_2026_style_and_the_stored_variants(code):
    assert parse_tiebreak(code) == TieBreakSpec("BH", cut=1)
    assert parse_tiebreak(code).code == "BH/C1"


def test_modifiers_are_read_and_written_in_one_order():
    spec = parse_tiebreak("sb-p-c2")
    assert (spec.base, spec.cut, spec.forfeits_as_games) == ("SB", 2, True)
    assert spec.code == "SB/C2/P"
    assert parse_tiebreak("BH/M2").code == "BH/M2"
    assert parse_tiebreak("TPN/R").lower_first is False
    assert parse_tiebreak("TPN").lower_first is True


@pytest.mark.parametrize(("code", "message"), [
    ("XYZ", r"Unknown tie-break code 'XYZ'"),
    ("BH/C0", r"'BH/C0': 'C0' is not a modifier of BH"),
    ("BH/Q", r"'Q' is not a modifier of BH here \(allowed: /Cn, /Mn, /P, /F"),
    ("TPR/C1", r"TPR takes no modifier"),
    ("DE/P/P", r"'P' is not a modifier of DE here"),
    ("BH/C1/M1", r"'BH/C1/M1': a cut \(/Cn\) or a median \(/Mn\), not both"),
    ("", r"Unknown tie-break code ''"),
])
def test_unknown_code_is_refused_naming_it(code, message):
    with pytest.raises(TieBreakError, match=message):
        parse_tiebreak(code)


def test_c07_letter_modifiers_written_together_are_each_read():
    # BH/PF was accepted with both modifiers dropped: a letter group is its letters.
    assert parse_tiebreak("BH/PF") == TieBreakSpec("BH", forfeits_as_games=True, fore=True)
    assert parse_tiebreak("BH/PF").code == "BH/P/F"


@pytest.mark.parametrize(("code", "message"), [
    ("SB/CP", r"'SB/CP': 'CP' is not a modifier of SB"),  # a cut needs its number
    ("BH/PP", r"'PP' is not a modifier of BH here .*each at most once"),
    ("BH/L60", r"'L60' is not a modifier of BH"),
    ("KS/L", r"'L' is not a modifier of KS here \(allowed: /Ln"),
    ("BH:MP/C1", r"':MP' names a point system of team tournaments"),
])
def test_c07_modifier_groups_that_name_no_modifier_are_refused(code, message):
    with pytest.raises(TieBreakError, match=message):
        parse_tiebreak(code)


def test_c07_14_5_koya_limit_moves_the_half_of_the_maximum():
    assert parse_tiebreak("KS/L60").code == "KS/L60"
    assert parse_tiebreak("KS/L60").name == "Koya system Limit-60%"
    # Maximum 4 points: at 60% only 1 (3.5 points) qualifies, at 25% also 2, 4 and 5.
    assert values(sample(), "KS/L50") == values(sample(), "KS")
    scores = {p.id: sample().score(p.id) for p in sample().players}
    for limit in (25, 60, 100):
        qualified = {pid for pid, score in scores.items() if score >= 4 * limit / 100}
        ks = values(sample(), f"KS/L{limit}")
        t = sample()
        expected = {p.id: sum(t.scoring.for_result(g.code_of(p.id)) for r in t.rounds
                              for g in r.games if p.id in (g.white, g.black) and g.has_result
                              and g.opponent_of(p.id) in qualified) for p in t.players}
        assert ks == expected, limit
    assert values(sample(), "KS/L60") != values(sample(), "KS/L25")


def test_unknown_code_in_the_standings_is_refused():
    with pytest.raises(TieBreakError, match="Unknown tie-break code 'BHX'"):
        ranked_standings(sample(), codes=["BH", "BHX"])
    with pytest.raises(TieBreakError, match="expected a code"):
        parse_tiebreak(None)


def test_tiebreaks_names_every_offered_code():
    assert parse_tiebreak("BH/C1").name == "Buchholz Cut-1"
    assert parse_tiebreak("BH/M1").name == "Buchholz Median-1"
    assert parse_tiebreak("SB").name == "Sonneborn-Berger"
    assert parse_tiebreak("AOB/F").name == "Average of opponents' Buchholz (Fore Buchholz)"
    assert all(parse_tiebreak(code).code == code for code in OFFERED_TIEBREAKS)


def test_display_value_prints_ratings_and_counts_whole_and_scores_with_decimals():
    assert display_value("BH/C1", 23.5) == "23.5"
    assert display_value("BH", 23.0) == "23.0"
    assert display_value("SB", 12.25) == "12.25"
    assert display_value("TPR", 2414.6) == "2415"
    assert display_value("WIN", 3.0) == "3"
    with pytest.raises(TieBreakError):
        display_value("NOPE", 1.0)


# -- art. 7: the participant's own results --------------------------------------------------------

def test_c07_7_1_wins_count_rounds_won_with_or_without_playing():
    assert values(sample(), "WIN") == {1: 3, 2: 2, 3: 1, 4: 1, 5: 0, 6: 1}


def test_c07_7_2_games_won_count_only_games_played():
    assert values(sample(), "WON") == {1: 3, 2: 1, 3: 0, 4: 1, 5: 0, 6: 0}


def test_c07_7_3_and_7_4_games_played_and_won_with_black_not_forfeits():
    assert values(sample(), "BPG") == {1: 2, 2: 2, 3: 0, 4: 2, 5: 2, 6: 0}
    assert values(sample(), "BWG") == {1: 1, 2: 1, 3: 0, 4: 0, 5: 0, 6: 0}


def test_c07_7_5_progressive_scores_and_14_1_1_c_cut_drops_the_first_round():
    assert values(sample(), "PS") == {1: 8.5, 2: 6.0, 3: 5.5, 4: 2.0, 5: 3.5, 6: 4.0}
    assert values(sample(), "PS/C1") == {1: 7.5, 2: 5.5, 3: 4.5, 4: 2.0, 5: 3.0, 6: 4.0}


def test_c07_7_6_rounds_elected_to_play_leave_out_byes_requested_and_forfeit_losses():
    # 3: a half-point bye and two zero-point byes after withdrawing; 5: absent; 6: forfeit.
    assert values(sample(), "REP") == {1: 4, 2: 4, 3: 1, 4: 4, 5: 3, 6: 3}


def test_c07_7_7_standard_points_are_the_one_half_zero_score_whatever_the_points():
    t = sample(scoring=Scoring.three_one_zero())
    assert values(t, "STD") == {1: 3.5, 2: 2.5, 3: 1.5, 4: 1.5, 5: 1.0, 6: 1.5}
    assert t.score(1) == 10  # not what STD counts


def test_c07_7_8_pairing_number_ranks_the_lower_first_or_reversed():
    t = sample()
    t.players = t.players[:2]
    t.rounds = []
    t.player(1).pairing_no, t.player(2).pairing_no = 2, 1
    assert [row.player.id for row in ranked_standings(t, codes=["TPN"])] == [2, 1]
    assert [row.player.id for row in ranked_standings(t, codes=["TPN/R"])] == [1, 2]


# -- art. 8, 9 and 16: Buchholz, Sonneborn-Berger and unplayed rounds -----------------------------

def test_c07_8_1_buchholz_with_every_kind_of_unplayed_round():
    # Adjusted scores (16.3): 3's half-point bye and zero-point byes are followed only by VURs
    # (16.2.5), so his opponents count 1 + 1/2 + 1/2 + 1/2 = 2.5; 5's absence is followed by a
    # game (16.2.3) and counts as awarded, 0. Dummies (16.4): own score, at most 1/2 x 4 = 2
    # (16.4.2) for byes, at most the scheduled opponent's adjusted score for forfeits (16.4.1).
    assert values(sample(), "BH") == {
        1: 1.5 + 1.0 + 2.5 + 1.5,
        2: 1.0 + 1.5 + 3.5 + 2.0,  # the PAB's dummy: 2.5 capped at 2
        3: 1.5 * 4,  # forfeit win (6 adjusted 1.5), a half-point and two zero-point byes
        4: 3.5 + 2.5 + 1.5 + 1.0,
        5: 2.5 + 3.5 + 1.0 + 1.5,
        6: 1.5 + 1.5 + 1.5 + 3.5,  # forfeit loss: own 1.5 (3 adjusted 2.5); PAB 1.5
    }


def test_c07_16_3_opponent_who_withdrew_counts_as_drawing_the_rounds_after():
    # 3 loses to 1 in round 1 and withdraws: 1's Buchholz counts him 0 + 1/2 + 1/2 = 1.
    t = tournament(4, ["1-3:1 2-4:=", "1-2:= 4:U 3:Z", "4-1:0 2:U 3:Z"], planned=3)
    assert values(t, "BH") == {1: 1.0 + 2.0 + 1.5, 2: 1.5 + 2.5 + 1.5, 3: 2.5 + 0 + 0,
                               4: 2.0 + 1.5 + 2.5}


def test_c07_16_2_3_requested_bye_followed_by_a_game_counts_as_awarded():
    # 5's zero-point bye in round 3 is followed by his round-4 game: 1 counts him 1.0, not 1.5.
    t = sample()
    assert values(t, "BH")[1] == 1.5 + 1.0 + 2.5 + 1.5
    # After round 3 the bye is in the last round (16.2.5): 5 counts 1/2 + 1/2 + 1/2 = 1.5.
    assert values(t, "BH", after_round=3)[1] == 0.5 + 1.5 + 1.5


def test_c07_16_own_unplayed_round_counts_as_dummy_opponent_in_bh():
    # 1 (2.5 points) takes a half-point bye in round 2 of 3: a game against a dummy with his
    # own score, capped at 1/2 x 3 rounds = 1.5 (16.4.2).
    t = tournament(5, ["1-2:1 3-4:1 5:U", "2-3:0 4-5:1 1:H", "1-5:1 2-4:= 3:U"], planned=3)
    assert values(t, "BH")[1] == 0.5 + 1.5 + 1.0


def test_c07_16_4_2_pab_dummy_is_capped_at_a_draw_per_round():
    t = tournament(3, ["1-2:1 3:U", "1-3:1 2:U", "2-3:= 1:U"], planned=3)
    # 1 scores 3: his PAB's dummy is min(3, 1/2 x 3) = 1.5, not 3 as in the 2024 text.
    assert values(t, "BH")[1] == 1.5 + 1.5 + 1.5


def test_c07_16_4_1_forfeit_dummy_is_capped_by_the_scheduled_opponents_adjusted_score():
    # 1 (3 points) wins by forfeit against 2, who scores nothing: the dummy is 0, not 3.
    t = tournament(4, ["1-2:+ 3-4:1", "1-3:1 2-4:0", "4-1:0 2-3:0"], planned=3)
    assert values(t, "BH") == {1: 0 + 2.0 + 1.0, 2: 0 + 1.0 + 2.0, 3: 1.0 + 3.0 + 0,
                               4: 2.0 + 0 + 3.0}


@pytest.mark.parametrize(("bye", "bh", "bh_c1", "sb", "sb_c1"), [
    # A half-point bye: dummy 1.5, SB element 1.5 x 1/2 = 0.75.
    ("H", 3.0, 1.5, 2.25, 1.5),
    # A zero-point bye: its SB element (0) is lower than the least significant value, the
    # element of the lowest-scored opponent (2: 0.5 x 1), which is then cut instead.
    ("Z", 3.0, 1.5, 1.5, 1.0),
])
def test_c07_16_5_1_cut_takes_the_vur_as_long_as_it_is_not_lower(bye, bh, bh_c1, sb, sb_c1):
    # 1's elements: round 1 against 2 (0.5), round 2 the bye (VUR, dummy 1.5), round 3 against
    # 5 (1.0). Cut-1 removes the VUR's 1.5 rather than the lowest opponent's 0.5.
    t = tournament(5, ["1-2:1 3-4:1 5:U", f"2-3:0 4-5:1 1:{bye}", "1-5:1 2-4:= 3:U"],
                   planned=3)
    assert values(t, "BH")[1] == bh
    assert values(t, "BH/C1")[1] == bh_c1
    assert values(t, "SB")[1] == sb
    assert values(t, "SB/C1")[1] == sb_c1


def test_c07_16_5_1_of_two_vurs_the_least_significant_is_cut_if_it_is_not_lower():
    # 1 (2.5 points of 4 rounds) beats 2 (0.5), takes a half-point bye, loses by forfeit to 3
    # (4 points) and beats 4 (1.5). SB elements: 0.5, the bye's dummy min(2.5, 1/2 x 4) = 2.0
    # x 1/2 = 1.0 (VUR), the forfeit's dummy min(2.5, 4) = 2.5 x 0 = 0 (VUR), 1.5; SB 3.0.
    # The least significant VUR is the bye's (its dummy scores less), and its 1.0 is not lower
    # than the least significant value (0.5): Cut-1 takes it, 3.0 - 1.0. (Taking the VUR of
    # the lowest value, the forfeit's 0, which is lower, would cut the 0.5 instead: 2.5; so
    # did this program before TieBreakServer, Otto Milvang's implementation, was compared.)
    t = tournament(6, ["1-2:1 3-4:1 5-6:=", "3-5:1 2-6:0 1:H 4:U", "3-1:+ 2-4:= 5-6:=",
                       "1-4:1 3-6:1 2-5:0"], planned=4)
    assert values(t, "SB")[1] == 3.0
    assert values(t, "SB/C1")[1] == 2.0
    assert values(t, "BH/C1")[1] == 4.5  # Buchholz: the bye's 2.0, as its order already said


def test_c07_16_5_2_each_further_cut_takes_a_vur_again():
    t = sample()
    # 3: four elements of 1.5, three of them VURs: cuts take VURs.
    assert values(t, "BH/C2")[3] == 3.0
    # 2: 1.0, 1.5, 3.5 and the PAB's 2.0 (not a VUR): the two lowest go.
    assert values(t, "BH/C2")[2] == 5.5


def test_c07_14_modifiers_of_buchholz():
    t = sample()
    assert values(t, "BH/C1") == {1: 5.5, 2: 7.0, 3: 4.5, 4: 7.5, 5: 7.5, 6: 6.5}
    # 14.3: Median-1 cuts the least, then the most significant value.
    assert values(t, "BH/M1") == {1: 3.0, 2: 3.5, 3: 3.0, 4: 4.0, 5: 4.0, 6: 3.0}
    assert set(values(t, "BH/M2").values()) == {0}  # four rounds: nothing is left


def test_c07_9_1_sonneborn_berger_with_unplayed_rounds():
    # Each element: the opponent's (adjusted or dummy) score times the points scored.
    assert values(sample(), "SB") == {
        1: 1.5 + 0.5 + 2.5 + 1.5,
        2: 0.5 + 1.5 + 0 + 2.0,  # the PAB: 1 x dummy 2.0
        3: 1.5 + 0.75 + 0 + 0,  # forfeit win 1 x 1.5, half-point bye 1/2 x 1.5
        4: 0 + 0 + 0.75 + 1.0,
        5: 1.25 + 1.75 + 0 + 0,
        6: 0 + 1.5 + 0.75 + 0,
    }


def test_c07_14_1_1_d_sb_cut_removes_the_lowest_scored_opponent_not_the_lowest_element():
    # 2's elements: 5 (1.0 x 1/2 = 0.5), 4 (1.5 x 1), 1 (3.5 x 0 = 0), PAB (2.0 x 1): the
    # lowest-scored opponent is 5, so 0.5 goes, not the 0 of the loss to 1.
    assert values(sample(), "SB/C1")[2] == 3.5


def test_c07_p_modifier_counts_forfeits_as_games_against_the_scheduled_opponent():
    t = sample()
    # 3's forfeit win: 6's adjusted score 1.5 as a game, and it is no longer a VUR.
    assert values(t, "BH/P")[3] == values(t, "BH")[3] == 6.0
    # 6's forfeit loss to 3 becomes a game against 3 (adjusted 2.5) instead of a dummy (1.5).
    assert values(t, "BH/P")[6] == 2.5 + 1.5 + 1.5 + 3.5


def test_c07_8_3_fore_buchholz_counts_the_final_round_games_as_draws():
    t = sample()
    # Final round drawn: 1 3.0, 4 1.0, 5 1.5, 6 2.0; 2 (PAB) 2.5 and 3 unchanged.
    assert values(t, "FB")[1] == 1.0 + 1.5 + 2.5 + 2.0
    assert values(t, "FB")[2] == 1.5 + 1.0 + 3.0 + 2.0
    t.rounds[3].games[0].set_result(None)  # a result still missing makes no difference
    assert values(t, "FB")[1] == 7.0
    # Before the final round FB is Buchholz.
    assert values(t, "FB", after_round=3) == values(t, "BH", after_round=3)
    assert values(sample(planned=9), "FB") == values(sample(planned=9), "BH")


def test_c07_8_2_average_of_opponents_buchholz_over_the_board():
    bh = values(sample(), "BH")
    aob = values(sample(), "AOB")
    assert aob[1] == (bh[4] + bh[5] + bh[2] + bh[6]) / 4 == 8.25
    assert aob[6] == (bh[4] + bh[1]) / 2  # 6's forfeit loss is no game
    assert aob[3] == 0  # no game played


def test_c07_9_2_koya_counts_points_against_opponents_with_half_the_maximum():
    # Maximum 4 points: 1 (3.5) and 2 (2.5) qualify.
    assert values(sample(), "KS") == {1: 1.0, 2: 0.0, 3: 0.0, 4: 0.0, 5: 1.0, 6: 0.0}


# -- art. 10: ratings -----------------------------------------------------------------------------

def test_c07_10_1_aro_averages_opponents_played_rounded_half_up():
    aro = values(sample(), "ARO")
    assert aro[1] == 2558  # (2560 + 2550 + 2580 + 2540) / 4 = 2557.5
    assert aro[6] == 2575  # 2560, 2590: the forfeit's opponent is left out
    assert aro[3] == 0  # no game played
    assert values(sample(), "ARO/C1")[1] == 2563  # the lowest, 2540, cut


def test_c07_10_2_tpr_adds_the_rating_difference_of_the_percentage():
    tpr = values(sample(), "TPR")
    assert tpr[1] == 2558 + 336  # 3.5 / 4 = .875 rounds to .88: dp 336 (table 8.1a)
    assert tpr[6] == 2575 - 193  # 0.5 / 2 = .25: dp -193
    assert tpr[4] == 2565 - 87  # 1.5 / 4 = .375 rounds to .38: dp -87


def test_c07_10_3_ptp_is_the_lowest_rating_expected_to_score_as_much():
    # 6 scored 1/2 against 2560 and 2590: at 2381 the expected score is .27 + .23 (table
    # 8.1b: differences 179 and 209), at 2380 only .26 + .23.
    assert values(sample(), "PTP")[6] == 2381
    t = tournament(3, ["1-2:1", "1-3:1"], planned=2)
    assert values(t, "PTP")[3] == 2590 - 800  # no points: 800 below the lowest opponent
    assert values(t, "PTP")[1] == 2580 + 736  # all points: beyond every difference of 735


def test_c07_10_4_and_10_5_averages_of_the_opponents_performances():
    tpr, ptp = values(sample(), "TPR"), values(sample(), "PTP")
    assert values(sample(), "APRO")[6] == (tpr[4] + tpr[1]) / 2 == 2686
    assert values(sample(), "APPO")[6] == int((ptp[4] + ptp[1]) / 2 + 0.5)


def test_c07_10_unrated_player_stops_rating_tiebreaks_unless_the_tournament_rates_them():
    t = sample()
    t.player(5).rating = 0
    for code in ("ARO", "TPR", "RTNG"):
        assert set(values(t, code).values()) == {0}
    assert list(dropped_tiebreaks(t, ["BH", "ARO/C1", "TPR"])) == ["ARO/C1", "TPR"]
    assert "Player05" in dropped_tiebreaks(t, ["ARO"])["ARO"]
    t.tiebreak_unrated_rating = 1800
    assert values(t, "ARO")[1] == (2560 + 1800 + 2580 + 2540) / 4
    assert values(t, "RTNG")[5] == 1800
    assert dropped_tiebreaks(t, ["ARO"]) == {}


def test_unrated_rating_travels_in_the_trf_file():
    t = sample()
    t.tiebreak_unrated_rating = 1400
    assert parse_trf(write_trf(t)).tiebreak_unrated_rating == 1400


# -- art. 6: direct encounter ---------------------------------------------------------------------

def four_tied():
    """1-4 finish on 2 points having all met: 1 and 2 have 2 of them, 3 and 4 one; 1 beat 2,
    3 drew 4. 5 and 6 (2.5) met three times."""
    return tournament(6, ["1-2:1 3-4:= 5-6:=", "1-3:= 2-4:1 5-6:=", "1-4:= 2-3:1 5-6:=",
                          "5-1:1 6-2:1 3:F 4:F"], planned=4)


def test_c07_6_2_direct_encounter_reapplied_to_the_players_still_tied():
    assert values(four_tied(), "DE") == {1: 1, 2: 2, 3: 3, 4: 3, 5: 0, 6: 0}


def test_c07_6_1_2_players_who_met_more_than_once_count_the_average():
    # 1, 2, 3 finish on 2: 1 beat 2 twice, 2 beat 3, 3 beat 1. With the average of the two
    # games (1) everybody has 1 point of the encounters; summed, 1 would have 2 and be first.
    t = tournament(3, ["1-2:1 3:F", "1-2:1 3:Z", "2-3:1 1:Z", "3-1:1 2:F"], planned=4)
    assert t.score(1) == t.score(2) == t.score(3) == 2
    assert values(t, "DE") == {1: 0, 2: 0, 3: 0}


def test_c07_6_3_direct_encounter_ranks_only_a_certain_first_when_not_all_met():
    # 1, 2, 3 finish on 2: 1 beat 2 and 3, who never met: 1 is first whatever 2-3 would have
    # given; 2 and 3 stay tied.
    t = tournament(5, ["1-2:1 3-4:1 5:F", "1-3:1 2-4:1 5:F", "5-1:1 3-4:1 2:F"], planned=3)
    assert values(t, "DE") == {1: 1, 2: 2, 3: 2, 4: 0, 5: 0}


def test_c07_6_3_direct_encounter_separates_nobody_another_could_still_catch():
    # 1, 2, 3 finish on 1.5: 1 beat 2 and drew 3; a win of 3 against 2 would give 3 as much.
    t = tournament(3, ["1-2:1 3:F", "1-3:= 2:F", "2:H 1:Z 3:Z"], planned=3)
    assert t.score(1) == t.score(2) == t.score(3) == 1.5
    assert values(t, "DE") == {1: 0, 2: 0, 3: 0}


def test_c07_6_1_1_forfeits_do_not_count_in_the_direct_encounter_unless_p():
    # 1 and 2 finish on 1; their only meeting is 1's forfeit win.
    t = tournament(4, ["1-2:+ 3-4:=", "3-1:1 2-4:1"], planned=2)
    assert t.score(1) == t.score(2) == 1
    assert values(t, "DE")[1] == values(t, "DE")[2] == 0
    assert (values(t, "DE/P")[1], values(t, "DE/P")[2]) == (1, 2)


def test_c07_4_2_direct_encounter_applies_to_the_players_still_tied_after_earlier_ties():
    # Games with Black: 1 one, 2 and 3 two, 4 three: only 2 and 3 are still tied, and 2 beat
    # 3. Alone, the encounter ranks all four (1, 2, 3 and 4).
    t = four_tied()
    de = {pid: v[1] for pid, v in tiebreak_values(t, ["BPG", "DE"]).items()}
    assert de == {1: 0, 2: 1, 3: 2, 4: 0, 5: 0, 6: 0}


# -- standings ------------------------------------------------------------------------------------

def test_ranked_standings_share_a_rank_only_when_everything_is_equal():
    t = tournament(5, ["1-2:1 3-4:1 5:F", "1-3:1 2-4:1 5:F", "5-1:1 3-4:1 2:F"], planned=3)
    rows = ranked_standings(t, codes=["DE"])
    assert [(r.rank, r.player.id, r.score, r.values) for r in rows] == [
        (1, 5, 3.0, [0.0]), (2, 1, 2.0, [1.0]), (3, 2, 2.0, [2.0]), (3, 3, 2.0, [2.0]),
        (5, 4, 0.0, [0.0])]
    # Buchholz then separates 2 (2.0 + 0 + dummy 1.5) and 3 (0 + 2.0 + 0).
    rows = ranked_standings(t, codes=["DE", "BH"])
    assert [(r.rank, r.player.id) for r in rows] == [(1, 5), (2, 1), (3, 2), (4, 3), (5, 4)]


def test_ranked_standings_use_the_tournaments_tiebreaks_and_keep_pairing_order_in_full_ties():
    t = sample()
    t.tiebreaks = ["BH:C1", "SB"]
    rows = ranked_standings(t)
    assert [(r.rank, r.player.id, r.values) for r in rows] == [
        (1, 1, [5.5, 6.0]), (2, 2, [7.0, 4.0]), (3, 4, [7.5, 1.75]), (4, 6, [6.5, 2.25]),
        (5, 3, [4.5, 2.25]), (6, 5, [7.5, 3.0])]
    t.tiebreaks = []
    assert [(r.rank, r.player.id) for r in ranked_standings(t)] == [
        (1, 1), (2, 2), (3, 3), (3, 4), (3, 6), (6, 5)]


def test_standings_after_an_earlier_round_ignore_the_later_rounds():
    t = sample()
    cut = copy.deepcopy(t)
    cut.rounds = cut.rounds[:2]
    codes = ["BH", "SB/C1", "PS", "ARO", "KS", "REP"]
    assert tiebreak_values(t, codes, after_round=2) == tiebreak_values(cut, codes)
    assert [r.score for r in ranked_standings(t, after_round=2)] == [1.5, 1.5, 1.5, 1.0, 1.0,
                                                                     0.0]
    with pytest.raises(TieBreakError, match=r"after round 5: rounds 1-4 are paired"):
        tiebreak_values(t, ["BH"], after_round=5)


def test_games_without_a_result_count_in_no_tiebreak():
    t = sample()
    t.rounds[3].games[0].set_result(None)  # 6-1 of round 4
    bh = values(t, "BH")
    assert bh[1] == 1.5 + 1.0 + 2.5  # no element for round 4
    assert values(t, "WON")[1] == 2
    assert values(t, "REP")[1] == 4


# -- the worked example of the FIDE Arbiters' Manual 2026 (C.07 art. 16) --------------------------

def laxman():
    """Laxman (1) scores 7/10 and misses round 4 (a zero-point bye, then plays again). His
    opponents' final scores are those of the example; they play every round (their other games
    against fillers), so their adjusted scores are their scores."""
    schedule = [(11, 5.0, "1"), (12, 5.0, "1"), (13, 6.5, "0"), None, (15, 4.5, "1"),
                (16, 6.0, "="), (17, 5.0, "1"), (18, 6.5, "="), (19, 5.5, "1"), (20, 6.0, "1")]
    lost = {"1": 0.0, "=": 0.5, "0": 1.0}  # the opponent's points against Laxman
    rounds = [["1:Z"] if game is None else [f"1-{game[0]}:{game[2]}"] for game in schedule]
    for number, game in enumerate(schedule):
        if game is None:
            continue
        opponent, final, result = game
        needed = final - lost[result]
        others = [r for r in range(10) if r != number]
        for index, r in enumerate(others):
            code = "1" if index < int(needed) else "=" if index < needed else "0"
            rounds[r].append(f"{opponent}-{opponent + 20}:{code}")
    return tournament(40, [" ".join(items) for items in rounds], planned=10)


def test_c07_16_arbiters_manual_example_laxman_2026_values():
    t = laxman()
    assert t.score(1) == 7.0
    assert [t.score(o) for o in (11, 12, 13, 15, 16, 17, 18, 19, 20)] == [
        5.0, 5.0, 6.5, 4.5, 6.0, 5.0, 6.5, 5.5, 6.0]
    got = tiebreak_values(t, ["BH", "BH/C1", "SB"])[1]
    # The Manual's values:
    # BH: 50 + the dummy of round 4, 7.0 capped at 0.5 x 10 = 5 (16.4.2): 55 (57 in 2024).
    # BH/C1: the VUR's 5.0 is not lower than the least significant 4.5 and is cut (16.5.1).
    # SB: 5+5+0+0+4.5+3+5+3.25+5.5+6.
    assert got == [55.0, 50.0, 37.25]
    # And on from there: Median-1 also cuts the highest, 6.5; Median-2 cuts the VUR, then 4.5
    # (16.5.2), then both 6.5s.
    assert tiebreak_values(t, ["BH/M1", "BH/M2"])[1] == [43.5, 32.5]
