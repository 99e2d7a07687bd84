"""FIDE Dubov System C.04.4.1 (2026 revision), article by article, on small hand-built
brackets.  Every bracket test runs both engines: the fast one and the rule-literal one."""

from __future__ import annotations

import pytest

from arbiter_gui.core.model import ByeKind, Colour
from arbiter_gui.pairing import dubov
from arbiter_gui.pairing.engine import pair_next_round, result_pairs
from arbiter_gui.pairing.swiss import (
    Float,
    PairingError,
    PairingPlayer,
    PairingRequest,
    PairingResult,
    PreferenceStrength,
    RoundRecord,
    average_rating_of_opponents,
    build_request,
    colour_preference,
)
from tests.dutch_helpers import tournament

W, B = Colour.WHITE, Colour.BLACK
ENGINES = pytest.mark.parametrize("engine", [dubov.pair_round, dubov.pair_round_literal],
                                  ids=["fast", "literal"])


def player(pid: int, score: float, colours: str = "", *, aro: int = 0, floats: str = "",
           met: tuple[int, ...] = (), bye_ok: bool = True) -> PairingPlayer:
    """A player to pair: `colours` one letter a past round (w, b, or - for a round
    without a game), `floats` one letter a past round (U up, D down, . none)."""
    history = [RoundRecord(None, None, False, 0, ByeKind.ZERO) if c == "-"
               else RoundRecord(900 + k, Colour(c), True, 0, None)
               for k, c in enumerate(colours)]
    p = PairingPlayer(id=pid, pairing_no=pid, rating=2600 - 10 * pid, score=round(score * 10),
                      history=history, forbidden=set(met), bye_eligible=bye_ok, aro=aro)
    p.preference = colour_preference(p.played_colours)
    p.floats = [{"U": Float.UP, "D": Float.DOWN}.get(f) for f in floats]
    return p


def request(players: list[PairingPlayer], *, total: int = 9,
            initial: Colour = W) -> PairingRequest:
    round_no = max((len(p.history) for p in players), default=0) + 1
    return PairingRequest(round_no=round_no, total_rounds=total, initial_colour=initial,
                          points_win=10, points_loss=0, players=players)


def pairs(result: PairingResult) -> set[tuple[int, int]]:
    return result_pairs(result)


def met_each_other(players: list[PairingPlayer], a: int, *others: int) -> None:
    by_id = {p.id: p for p in players}
    for b in others:
        by_id[a].forbidden.add(b)
        by_id[b].forbidden.add(a)


# -- A: definitions -------------------------------------------------------------------------

def test_a5_4_no_game_played_is_a_mild_preference_for_black():
    q = dubov.dubov_player(player(1, 0), 0, 3)
    assert (q.colour, q.strength) == (B, PreferenceStrength.MILD)


@pytest.mark.parametrize(("colours", "colour", "strength"), [
    ("w", B, PreferenceStrength.STRONG),  # A.5.b: colour difference +1
    ("wb", W, PreferenceStrength.MILD),  # A.5.c: alternate
    ("bb", W, PreferenceStrength.ABSOLUTE),  # A.5.a: the same colour twice
    ("wbww", B, PreferenceStrength.ABSOLUTE),  # A.5.a: colour difference +2
    ("w-b-b", W, PreferenceStrength.ABSOLUTE),  # the two latest rounds he *played*
])
def test_a5_colour_preferences(colours, colour, strength):
    q = dubov.dubov_player(player(1, 0, colours), 0, 3)
    assert (q.colour, q.strength) == (colour, strength)


def test_a6_aro_counts_only_games_played_and_rounds_half_up():
    played = RoundRecord(2, W, True, 10, None)
    rating = {2: 2001, 3: 2000, 4: 1000}
    history = [played, RoundRecord(3, B, True, 0, None), RoundRecord(4, None, False, 10, None)]
    assert average_rating_of_opponents(history, rating) == 2001  # 2000.5: the higher
    assert average_rating_of_opponents([RoundRecord(None, None, False, 0, ByeKind.PAB)],
                                       rating) == 0  # no game yet


def test_a6_aro_in_the_request_ignores_a_forfeit():
    # Player 1 beats 3 over the board, then 2 forfeits against him.
    t = tournament(4, ["1-3:1 2-4:=", "1-2:+ 3-4:1"])
    aro = {p.id: p.aro for p in build_request(t, 3).players}
    assert aro[1] == t.player(3).rating
    assert aro[2] == t.player(4).rating


@pytest.mark.parametrize(("rounds", "max_t"), [(4, 2), (5, 3), (9, 3), (10, 4), (11, 4)])
def test_a7_maxt_is_two_plus_rounds_over_five_rounded_down(rounds, max_t):
    assert dubov.max_upfloats(rounds) == max_t


def test_a7_a_maximum_upfloater_has_upfloated_maxt_times():
    assert dubov.dubov_player(player(1, 0, "wbw", floats="UUU"), 0, 3).max_upfloater
    assert not dubov.dubov_player(player(1, 0, "wbw", floats="UU."), 0, 3).max_upfloater


# -- B.0: the pairing-allocated bye -----------------------------------------------------------

@ENGINES
def test_b0_3_bye_to_the_lowest_score(engine):
    assert engine(request([player(1, 2, "w"), player(2, 1, "b"), player(3, 0, "w")])).bye == 3


@ENGINES
def test_b0_1_c2_bye_never_to_a_player_who_cannot_receive_it(engine):
    players = [player(1, 2, "w"), player(2, 1, "b"), player(3, 0, "w", bye_ok=False)]
    assert engine(request(players)).bye == 2


@ENGINES
def test_b0_4_bye_to_the_player_who_played_more_games(engine):
    # 3 ranks lower, but was absent in round 1: 2 has played one game more.
    players = [player(1, 2, "ww"), player(2, 0, "-b"), player(3, 0, "--")]
    assert engine(request(players)).bye == 2


@ENGINES
def test_b0_5_bye_to_the_lowest_in_the_initial_ranking(engine):
    players = [player(1, 2, "w"), player(2, 0, "b"), player(3, 0, "w")]
    assert engine(request(players)).bye == 3


@ENGINES
def test_b0_2_c4_bye_only_where_the_others_can_all_be_paired(engine):
    # 1 has met 2, 3 and 4: without 5 he has no opponent, so 5 cannot have the bye;
    # of the others (same score, same games) the lowest ranked who leaves a pairing.
    players = [player(k, 1, "w") for k in (1, 2, 3, 4)] + [player(5, 0, "b")]
    met_each_other(players, 1, 2, 3, 4)
    result = engine(request(players))
    assert result.bye == 4
    assert (1, 5) in pairs(result) or (5, 1) in pairs(result)


@pytest.mark.parametrize(("code", "eligible"), [("U", False), ("F", False), ("H", True),
                                                ("Z", True)])
def test_c2_2026_a_win_without_playing_bars_the_bye_a_half_or_zero_bye_does_not(code,
                                                                                 eligible):
    t = tournament(5, [f"1-2:1 3-4:= 5:{code}"])
    assert {p.id: p.bye_eligible for p in build_request(t, 2).players}[5] is eligible


def test_c2_a_forfeit_win_bars_the_bye():
    t = tournament(4, ["1-2:+ 3-4:1"])
    eligible = {p.id: p.bye_eligible for p in build_request(t, 2).players}
    assert eligible == {1: False, 2: True, 3: True, 4: True}


# -- B.1/B.2 and C5-C10: the upfloaters --------------------------------------------------------

def checklist(result: PairingResult) -> str:
    return result.checklist


@ENGINES
def test_b1_c5_the_minimum_number_of_upfloaters(engine):
    # 1 has met the other residents: he needs an upfloater, and then 2, 3, 4 are odd.
    players = [player(k, 2, "wb") for k in (1, 2, 3, 4)] + [player(k, 1, "wb")
                                                            for k in (5, 6, 7, 8)]
    met_each_other(players, 1, 2, 3, 4)
    result = engine(request(players))
    assert "B.1/C5 upfloaters needed: 2; B.2 chosen: 5 (1.0), 6 (1.0)" in checklist(result)


@ENGINES
def test_c6_2026_the_lowest_upfloater_score_decides_before_the_set_order(engine):
    # The 2018 example of D.1.b: {#1,#6} (3 and 1.5 points) came in an earlier container
    # than {#4,#5} (2.5 and 2.5).  In 2026 C6 decides: the lowest score, 2.5, is higher.
    # 1 and 2 have met; 3 cannot pair with both 5 and 6 ... so the pool leaves them:
    players = [player(1, 3.5, "wb"), player(2, 3.5, "wb"), player(3, 3.0, "wb"),
               player(4, 2.5, "wb"), player(5, 2.5, "wb"), player(6, 1.5, "wb")]
    met_each_other(players, 1, 2)
    met_each_other(players, 6, 4, 5)  # 6 can only meet 3: [C4] keeps 3 and 6 below
    result = engine(request(players))
    assert "B.2 chosen: 4 (2.5), 5 (2.5)" in checklist(result)
    assert {frozenset(p) for p in pairs(result)} >= {frozenset((3, 6))}


@ENGINES
def test_c4_upfloaters_leave_the_players_below_a_complete_pairing(engine):
    # 2 would come first (D.1), but then 3 and 4, who have met, would be left.
    players = [player(k, 2 if k == 1 else 1, "wb") for k in (1, 2, 3, 4)]
    met_each_other(players, 3, 4)
    assert {frozenset(p) for p in pairs(engine(request(players)))} == {
        frozenset((1, 3)), frozenset((2, 4))}


@ENGINES
def test_d1_2026_among_equal_sets_the_smallest_sequence_number(engine):
    players = [player(1, 2, "wb"), player(2, 1, "bw"), player(3, 1, "bw"), player(4, 0, "wb")]
    assert "B.2 chosen: 2 (1.0)" in checklist(engine(request(players)))


@ENGINES
def test_c7_the_upfloater_who_lets_both_have_their_colour(engine):
    # 1 seeks white; 2 seeks white too, 3 seeks black: 3 floats although 2 comes first.
    players = [player(1, 2, "wb"), player(2, 1, "wb"), player(3, 1, "bw"), player(4, 0, "bw")]
    assert pairs(engine(request(players))) == {(1, 3), (2, 4)}


def _float_bracket(floats2: str, floats3: str, *, colours3: str = "wbw") -> list[PairingPlayer]:
    """1 alone at the top, seeking white; 2 and 3 may float up to him; 4 is last."""
    return [player(1, 2, "bwb"), player(2, 1, "wbw", floats=floats2),
            player(3, 1, colours3, floats=floats3), player(4, 0, "bwb")]


def _upfloater(engine, players: list[PairingPlayer], total: int = 9) -> int:
    result = engine(request(players, total=total))
    return next(b if a == 1 else a for a, b in pairs(result) if 1 in (a, b))


@ENGINES
def test_c8_not_a_maximum_upfloater(engine):
    assert _upfloater(engine, _float_bracket("UUU", "...")) == 3  # MaxT = 3 with 9 rounds


@ENGINES
def test_c9_the_maximum_upfloater_upfloated_fewer_times(engine):
    # Round 5: both have reached MaxT = 3; 3 has upfloated three times, 2 four times.
    players = [player(1, 2, "bwbw"), player(2, 1, "wbwb", floats="UUUU"),
               player(3, 1, "wbwb", floats=".UUU"), player(4, 0, "bwbw")]
    assert _upfloater(engine, players) == 3


@ENGINES
def test_c10_not_an_upfloater_of_the_previous_round(engine):
    assert _upfloater(engine, _float_bracket("..U", ".U.")) == 3


@ENGINES
@pytest.mark.parametrize(("floats2", "floats3"), [("UUU", "..."), ("..U", ".U.")])
def test_c8_c9_c10_do_not_apply_in_the_last_round(engine, floats2, floats3):
    assert _upfloater(engine, _float_bracket(floats2, floats3), total=4) == 2


@ENGINES
def test_c7_comes_before_c8(engine):
    # 2 is a maximum upfloater but seeks black; 3 is not, but seeks white like 1.
    assert _upfloater(engine, _float_bracket("UUU", "...", colours3="bwb")) == 2


# -- B.3-B.6: subgroups, shifts, S1 and T2 ---------------------------------------------------

@ENGINES
def test_b5_s1_by_ascending_aro_b6_g2_in_initial_ranking(engine):
    # G1 = {1, 2} (white seekers), S1 = 2, 1 (ARO 1900 < 2000); T2 = 3, 4.
    players = [player(1, 1, "b", aro=2000), player(2, 1, "b", aro=1900),
               player(3, 1, "w", aro=1950), player(4, 1, "w", aro=1800)]
    assert pairs(engine(request(players))) == {(2, 3), (1, 4)}


@ENGINES
def test_b6_d3_the_first_legal_transposition(engine):
    players = [player(1, 1, "b", aro=2000), player(2, 1, "b", aro=1900),
               player(3, 1, "w", aro=1950), player(4, 1, "w", aro=1800)]
    met_each_other(players, 2, 3)  # T2 = 3, 4 is not legal: the next one, 4, 3
    assert pairs(engine(request(players))) == {(2, 4), (1, 3)}


@ENGINES
def test_b4_equalising_shifts_the_middle_black_seeker(engine):
    # G1 = {1}, G2 = {2, 3, 4}: one black seeker into G1, #1 of D.2 = 3 (the middle).
    players = [player(1, 1, "b", aro=2000), player(2, 1, "w"), player(3, 1, "w", aro=1900),
               player(4, 1, "w")]
    result = engine(request(players))
    assert "B.4 shifted into G1: 3; into G2: none" in checklist(result)
    # S1 = 3, 1 (ascending ARO), T2 = 2, 4; E.4 gives 2, the higher ranked, his black.
    assert pairs(result) == {(3, 2), (1, 4)}


def test_d2_middle_out_sequence_numbers_example_of_the_text():
    a, b, c, d, e, f, g = "ABCDEFG"
    assert dubov.middle_out([a, b, c, d, e, f, g]) == [d, c, e, b, f, a, g]
    assert dubov.middle_out([a, b, c, d]) == [b, c, a, d]


@ENGINES
def test_d2_white_shifters_by_aro_then_middle_out_a_to_g(engine):
    # Seven white seekers A..G (ascending ARO, pairing numbers shuffled) and one black
    # seeker: three white seekers go to G2, the set {#1, #2, #3} = {D, C, E}.
    numbers = {"A": 5, "B": 2, "C": 7, "D": 1, "E": 4, "F": 3, "G": 6}
    players = [player(number, 1, "bw" + "b", aro=1500 + 100 * k)
               for k, number in enumerate(numbers.values())] + [player(8, 1, "wbw")]
    result = engine(request(players))
    shifted = sorted([numbers["D"], numbers["C"], numbers["E"]])
    assert f"B.4 shifted into G1: none; into G2: {' '.join(map(str, shifted))}" in \
        checklist(result)


@ENGINES
def test_d2_b4_second_shift_numbers_only_the_seekers_of_the_larger_subgroups_colour(engine):
    # White seekers 1, 2, 3 (ARO 1800, 1900, 2000), black seekers 4, 5, 6; 2 has met
    # every black seeker, so a pair of white seekers is unavoidable (B.4, first shift):
    # #1 of the white shifters, 2, goes to G2.  Then one black seeker goes to G1: the
    # possible Black shifters are 4, 5, 6 -- #1 is 5, the middle one.  Numbering 2 among
    # them (4 players: 2, 4, 5, 6) would make 4 the #1: the other implementation of the
    # shared corpus does so (d0040 round 9, d0117 round 5), against D.2, whose pool is
    # the players with a preference for the colour of that subgroup.
    players = [player(1, 1, "wb", aro=1800), player(2, 1, "wb", aro=1900),
               player(3, 1, "wb", aro=2000), player(4, 1, "bw", aro=1700),
               player(5, 1, "bw", aro=1700), player(6, 1, "bw", aro=1700)]
    met_each_other(players, 2, 4, 5, 6)
    result = engine(request(players))
    assert "B.4 shifted into G1: 5; into G2: 2" in checklist(result)
    # S1 = 5, 1, 3 (ascending ARO); T2 = 4, 2, 6: the first legal transposition of 2, 4, 6.
    assert {frozenset(p) for p in pairs(result)} == {frozenset((5, 4)), frozenset((1, 2)),
                                                     frozenset((3, 6))}


@ENGINES
def test_b3_nobody_has_played_g1_is_the_first_half_by_initial_ranking(engine):
    players = [player(k, 0) for k in range(1, 9)]
    assert pairs(engine(request(players))) == {(1, 5), (6, 2), (3, 7), (8, 4)}
    assert pairs(engine(request(players, initial=B))) == {(5, 1), (2, 6), (7, 3), (4, 8)}


# -- C1, C3: absolute criteria -----------------------------------------------------------------

@ENGINES
def test_c3_two_players_with_the_same_absolute_preference_do_not_meet(engine):
    # 1 and 2 must have white, 3 and 4 black: S1/T2 would pair 1 with 2 otherwise.
    players = [player(1, 1, "bb"), player(2, 1, "bb"), player(3, 1, "ww"), player(4, 1, "ww")]
    got = pairs(engine(request(players)))
    assert all({a, b} not in ({1, 2}, {3, 4}) for a, b in got)
    assert all(a in (1, 2) for a, _ in got)  # both absolute preferences granted


@ENGINES
def test_c1_no_second_meeting_and_no_pairing_when_impossible(engine):
    players = [player(1, 1, "w", met=(2,)), player(2, 1, "b")]
    with pytest.raises(PairingError, match="arbiter decides"):
        engine(request(players))


# -- E: colours ---------------------------------------------------------------------------

def _pair_of(colours_high: str, colours_low: str, score_low: float = 1):
    return (dubov.dubov_player(player(1, 1, colours_high), 0, 3),
            dubov.dubov_player(player(2, score_low, colours_low), 1, 3))


@pytest.mark.parametrize(("high", "low", "initial", "colour"), [
    ("", "", W, W),  # E.0: the higher ranked player, number 1 (odd), gets the initial colour
    ("", "", B, B),
    ("b", "w", W, W),  # E.1: both preferences
    ("bb", "wb", W, W),  # E.2: absolute white beats mild white
    ("wb", "bbw", W, B),  # E.2: strong white (low) beats mild white (high)
    ("bbw", "bwb", W, B),  # E.3: last time high had white, low black: alternate
    ("bwb", "bwb", W, W),  # E.4: nothing to alternate, the higher ranked's preference
    # E.3 on played games only (2026: unplayed rounds go to the front): high B,B,W against
    # low B,W,B -- round by round, high's W would meet low's unplayed round instead.
    ("bbw-", "bw-b", W, B),
])
def test_e_colour_allocation(high, low, initial, colour):
    a, b = _pair_of(high, low)
    assert dubov.colour_of_higher(a, b, initial) is colour


def test_e0_uses_the_own_pairing_number_when_players_above_are_absent():
    # Player 1 is absent in round 1: 2 is the highest ranked but his number is even, so
    # he gets the colour opposite to the initial colour (C.04.4.1 E.0).
    t = tournament(9)
    t.requested_byes[(1, 1)] = ByeKind.HALF
    assert result_pairs(pair_next_round(t, "dubov")) == {(6, 2), (3, 7), (8, 4), (5, 9)}


# -- the whole round and the checklist ------------------------------------------------------

def test_a8_scoregroups_paired_from_the_top_with_upfloaters_only():
    # Round 2 of 5: 1, 2, 3 won; 4 drew with 6... every bracket pairs all its residents.
    t = tournament(7, ["1-5:1 6-2:0 3-7:1 4:U"], planned=5)
    result = pair_next_round(t, "dubov")
    assert result.bye is not None and result.bye != 4  # 4 has had the PAB
    assert len(result.pairs) == 3


def test_checklist_shows_aro_preferences_upfloats_and_each_brackets_decisions():
    t = tournament(6, ["1-4:1 5-2:1 3-6:="], planned=5)
    text = pair_next_round(t, "dubov").checklist
    assert "MaxT = 2 + [5/5] = 3 (A.7)" in text
    assert "  No   Pts   ARO  Preference        Upfloats  Max  Paired with" in text
    row_1 = next(line for line in text.splitlines() if line.startswith("   1 "))
    assert f"{t.player(4).rating:5d}" in row_1 and "strong black" in row_1
    assert "Scoregroup 1.0: residents" in text and "B.6 T2" in text
    assert "Pairing-allocated bye (B.0): none" in text
