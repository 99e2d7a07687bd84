"""FIDE (Dutch) System C.04.3, article by article, on small hand-built tournaments."""

from __future__ import annotations

import pytest

from arbiter_gui.core.model import ByeKind, Colour, ProhibitedPairing, Scoring
from arbiter_gui.pairing.dutch import colour_of_higher
from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.pairing.swiss import (
    Float,
    PairingError,
    PairingPlayer,
    PreferenceStrength,
    build_request,
    colour_preference,
)
from tests.dutch_helpers import pairs, tournament

W, B = Colour.WHITE, Colour.BLACK


# -- article 1: definitions ---------------------------------------------------------------

@pytest.mark.parametrize(("colours", "colour", "strength"), [
    ([], None, PreferenceStrength.NONE),
    ([W], B, PreferenceStrength.STRONG),  # colour difference +1
    ([W, B], W, PreferenceStrength.MILD),
    ([W, B, W], B, PreferenceStrength.STRONG),
    ([B, W, B], W, PreferenceStrength.STRONG),
    ([W, W], B, PreferenceStrength.ABSOLUTE),  # same colour in the two latest games
    ([B, W, W, W, B, B], W, PreferenceStrength.ABSOLUTE),
    ([W, W, B, W, W], B, PreferenceStrength.ABSOLUTE),  # colour difference +3
])
def test_art_1_6_2_colour_preference(colours, colour, strength):
    pref = colour_preference(colours)
    assert (pref.colour, pref.strength) == (colour, strength)


def test_art_1_4_floats_forfeit_gives_none_forfeit_win_and_pab_give_downfloat():
    # Round 1: 1 beats 3 by forfeit, 2 beats 4 over the board, 5 gets the PAB.
    # Round 2: 1 (1 pt) plays 4 (0 pt) over the board: 1 floats down, 4 up.
    t = tournament(5, ["1-3:+ 2-4:1 5:U", "1-4:1 2-5:= 3:U"])
    request = build_request(t, 3)
    floats = {p.id: p.floats for p in request.players}
    assert floats[1] == [Float.DOWN, Float.DOWN]  # 1.4.3 forfeit win, 1.4.2 higher score
    assert floats[3] == [None, Float.DOWN]  # a forfeit loss is no float; the PAB is (1.4.3)
    assert floats[4] == [None, Float.UP]
    assert floats[5][0] is Float.DOWN


def test_art_1_2_round_one_pairs_top_half_against_bottom_half_with_initial_colour():
    # 2.3.1 S1 = 1..4 against S2 = 5..8; 5.2.5 odd pairing number gets the initial colour.
    assert pairs(tournament(8)) == {(1, 5), (6, 2), (3, 7), (8, 4)}
    assert pairs(tournament(8, initial=B)) == {(5, 1), (2, 6), (7, 3), (4, 8)}


def test_art_5_2_5_uses_the_numbers_of_the_players_taking_part():
    # Player 2 is registered but absent from round 1: for the colours, 3 counts as the
    # second player (C.04.2 C.2), so 3 takes the colour a number 2 would take.
    t = tournament(7)
    t.requested_byes[(2, 1)] = ByeKind.ZERO
    assert pairs(t) == {(1, 5), (6, 3), (4, 7)}


# -- article 3: criteria ---------------------------------------------------------------------

def test_c1_players_do_not_meet_twice():
    # Round 1: 1-3 and 4-2, both drawn: one scoregroup of four, S1 {1, 2}, S2 {3, 4}.
    # The first candidate 1-3, 2-4 repeats both games (art. 3.1.1), so it is never chosen.
    result = pairs(tournament(4, ["1-3:= 4-2:="]))
    assert not {(1, 3), (3, 1), (2, 4), (4, 2)} & result
    assert len(result) == 2


def test_c1_a_forfeited_pair_may_meet_again():
    # C.04.2 D.6: two players who did not play their game may meet in a future round.
    t = tournament(2, ["1-2:+"])
    assert pairs(t) in ({(1, 2)}, {(2, 1)})


def test_c2_no_second_pairing_allocated_bye():
    t = tournament(3, ["1-2:1 3:U"])
    result = pair_next_round(t, "dutch")
    assert result.bye != 3


def test_c2_no_bye_after_a_forfeit_win():
    # 1 won by forfeit (a win's points without playing) and 3 had the PAB: only 2 may have
    # the bye (C.04.1 art. 4); 1 and 3 meet.
    result = pairs(tournament(3, ["1-2:+ 3:U"]))
    assert (2, 0) in result


def test_c3_non_topscorers_with_the_same_absolute_preference_do_not_meet():
    # 1 and 2 lead with 2 points and both had white twice (absolute black). Not the final
    # round, so not topscorers: although [C6] would pair the top scoregroup, they shall not
    # meet (art. 3.1.3) and both float down.
    t = tournament(6, ["1-4:1 2-5:1 3-6:=", "1-6:1 2-4:1 5-3:="], planned=5)
    result = pairs(t)
    assert not {(1, 2), (2, 1)} & result
    assert len(result) == 3


def test_c3_topscorers_may_meet_in_the_final_round():
    # Final round: 1 and 2 (2 points of 2, art. 1.7) both had white twice; as topscorers
    # they may meet (art. 3.1.3), and they are the only pair of their scoregroup.
    t = tournament(6, ["1-4:1 2-5:1 3-6:=", "1-6:1 2-4:1 5-3:="], planned=3)
    result = pairs(t)
    assert {(1, 2), (2, 1)} & result
    assert not {(4, 6), (6, 4)} & result  # non-topscorers with absolute white


def test_c5_the_bye_goes_to_the_lowest_score():
    # 5 had a half-point bye (0.5); 3 and 4 lost (0): the PAB goes to a 0-point player.
    result = pairs(tournament(5, ["1-3:1 2-4:1 5:H"]))
    assert {(3, 0), (4, 0)} & result


def test_c5_the_bye_goes_higher_when_no_lower_player_can_be_left_over():
    # After round 1: 1 has 1 point, 2 a half-point bye (0.5), 3 lost (0). 1 and 2 may not
    # meet (TRF 260), and 1 and 3 have met: only leaving 1 over lets 2 and 3 be paired, so
    # [C4] gives the PAB to the 1-point player, above the lowest score an eligible player
    # has (the engine's first guess).
    t = tournament(3, ["1-3:1 2:H"], planned=3)
    t.prohibited_pairings.append(ProhibitedPairing(1, 3, (1, 2)))
    assert pairs(t) in ({(2, 3), (1, 0)}, {(3, 2), (1, 0)})


def test_c9_the_bye_goes_to_the_player_with_fewest_unplayed_games():
    # 5 missed round 1; 3, 4 and 5 have 0 points. Minimising the unplayed games of the
    # assignee gives the PAB to 4 (0 unplayed) rather than 5 (1 unplayed).
    t = tournament(5, ["1-3:1 4-2:0 5:Z"], planned=3)
    assert pairs(t) == {(2, 1), (3, 5), (4, 0)}


def test_c12_every_player_gets_his_colour_preference_when_possible():
    # Round 1: 1-3 and 4-2, both drawn: 1 and 4 had white, 2 and 3 black. Pairing 1-2 and
    # 3-4 gives 2 and 3 white and grants every preference; 1-4 and 2-3 could not.
    result = pairs(tournament(4, ["1-3:= 4-2:="]))
    assert {w for w, _ in result} == {2, 3}


def test_c14_a_previous_downfloater_is_not_floated_again():
    # 3/1/0 scoring: 7 had the PAB (downfloat, art. 1.4.3) and sits in the 3-point group with
    # 4 and 5; pairing 4-7 keeps 7 in the bracket, and 5 floats instead.
    t = tournament(7, ["4-1:1 5-2:1 3-6:= 7:U"], planned=5, scoring=Scoring.three_one_zero())
    result = pairs(t)
    assert {(4, 7), (7, 4)} & result


# -- article 5: colours ----------------------------------------------------------------------

def _player(number: int, colours: list[Colour], score: int = 0) -> PairingPlayer:
    from arbiter_gui.pairing.swiss import RoundRecord

    history = [RoundRecord(99, c, True, 0, None) for c in colours]
    return PairingPlayer(id=number, pairing_no=number, rating=0, score=score, history=history,
                         preference=colour_preference(colours))


def test_art_5_2_1_both_preferences_granted():
    assert colour_of_higher(_player(1, [B]), _player(2, [W]), W) is W


def test_art_5_2_2_stronger_preference_granted():
    strong = _player(2, [B, W, B])  # strong white
    mild = _player(1, [W, B])  # mild white
    assert colour_of_higher(mild, strong, W) is B


def test_art_5_2_2_both_absolute_wider_difference_wins():
    wide = _player(2, [B, B, W, B, B])  # difference -3
    narrow = _player(1, [W, B, B])  # difference -1, black twice
    assert colour_of_higher(narrow, wide, W) is B


def test_art_5_2_3_alternate_to_the_most_recent_difference():
    # c and d both have a mild preference for white; going back through their games, the
    # latest round in which they had different colours is two games back.
    a = _player(1, [W, W, B])  # difference +1: strong black
    b = _player(2, [B, W, B])  # difference -1: strong white
    assert colour_of_higher(a, b, W) is B  # 5.2.1 both granted
    c = _player(3, [W, B, W, B])  # mild white
    d = _player(4, [B, W, W, B])  # mild white; the latest difference is two games back
    assert colour_of_higher(c, d, W) is W  # c had black there and d white: alternate


def test_art_5_2_4_higher_ranked_players_preference_when_histories_agree():
    a = _player(1, [W, B])
    b = _player(2, [W, B])
    assert colour_of_higher(a, b, B) is W  # both mild white, no difference: 5.2.4


def test_art_5_2_5_initial_colour_by_pairing_number_parity():
    assert colour_of_higher(_player(1, []), _player(2, []), W) is W
    assert colour_of_higher(_player(2, []), _player(3, []), W) is B
    assert colour_of_higher(_player(2, []), _player(3, []), B) is W


# -- bad input ---------------------------------------------------------------------------------

def test_art_1_9_3_no_legal_pairing_is_reported():
    t = tournament(2, ["1-2:1"])
    with pytest.raises(PairingError, match="absolute criteria"):
        pair_next_round(t, "dutch")


def test_nobody_to_pair_is_reported():
    t = tournament(2)
    t.requested_byes[(1, 1)] = ByeKind.ZERO
    t.requested_byes[(2, 1)] = ByeKind.ZERO
    with pytest.raises(PairingError, match="Nobody is to be paired in round 1"):
        pair_next_round(t, "dutch")
