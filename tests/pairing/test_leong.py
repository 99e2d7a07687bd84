"""The Leong system (shared/spec/leong-system.md): the worked examples of the text and
every numbered rule, on hand-made requests and small tournaments."""

from __future__ import annotations

import pytest

from arbiter_gui.core.model import ByeKind, Colour
from arbiter_gui.core.trf import read_trf, save_trf
from arbiter_gui.pairing.engine import SYSTEMS, pair_next_round
from arbiter_gui.pairing.leong import ColourCard, card_of, colour_of_higher, pair_round
from arbiter_gui.pairing.swiss import (
    PairingError,
    PairingPlayer,
    PairingRequest,
    PairingResult,
    RoundRecord,
)
from tests.dutch_helpers import tournament

W, B = Colour.WHITE, Colour.BLACK


def _player(no: int, score: int = 0, colours: str = "", bye: ByeKind | None = None,
            forfeit_win: bool = False) -> PairingPlayer:
    """Player `no` (pairing number = id); `colours` of his played games ('w', 'b')."""
    history = [RoundRecord(0, Colour(c), True, 0, None) for c in colours]
    if bye is not None:
        history.append(RoundRecord(None, None, False, 10, bye))
    if forfeit_win:
        history.append(RoundRecord(0, None, False, 10, None))
    return PairingPlayer(id=no, pairing_no=no, rating=2600 - no, score=score, history=history)


def _request(players: list[PairingPlayer], met: list[tuple[int, int]] = (), *,
             round_no: int = 3, total: int = 9, initial: Colour = W) -> PairingRequest:
    by_id = {p.id: p for p in players}
    for a, b in met:
        by_id[a].forbidden.add(b)
        by_id[b].forbidden.add(a)
    return PairingRequest(round_no=round_no, total_rounds=total, initial_colour=initial,
                          points_win=10, points_loss=0, players=players)


def _pairs(result: PairingResult) -> set[frozenset[int]]:
    pairs = {frozenset(p) for p in result.pairs}
    if result.bye is not None:
        pairs.add(frozenset((result.bye, 0)))
    return pairs


def _as_set(text: str) -> set[frozenset[int]]:
    return {frozenset(int(x) for x in pair.split("-")) for pair in text.split()}


def _group_of_six(met: list[tuple[int, int]], score: int = 20) -> set[frozenset[int]]:
    """Round 3 (median 1.0): six players of one score-group and nobody else."""
    return _pairs(pair_round(_request([_player(k, score) for k in range(1, 7)], met)))


def test_the_system_is_offered_with_a_label_saying_it_is_no_fide_system():
    assert SYSTEMS["leong"].label == "Leong (a proposal, never adopted)"


# -- 11.2 to 11.4: the exchange rules ------------------------------------------------------

@pytest.mark.parametrize("met, expected", [
    ([], "1-4 2-5 3-6"),  # 9.4: the proposed pairing
    ([(1, 4)], "1-5 2-4 3-6"),
    ([(1, 4), (1, 5)], "1-6 2-4 3-5"),
    ([(1, 4), (1, 5), (1, 6)], "1-3 2-5 4-6"),
    ([(1, 4), (1, 5), (1, 6), (1, 3)], "1-2 3-5 4-6"),
])
def test_11_2_exchanges_to_find_a_compatible_opponent_for_1(met, expected):
    assert _group_of_six(met) == _as_set(expected)


@pytest.mark.parametrize("met, expected", [
    ([], "1-6 2-4 3-5"),
    ([(2, 4)], "1-6 2-5 3-4"),
    ([(2, 4), (2, 5)], "1-6 2-3 4-5"),
    ([(2, 4), (2, 5), (2, 3)], "1-3 2-6 4-5"),
    ([(2, 4), (2, 5), (2, 3), (2, 6)], "1-2 3-5 4-6"),
])
def test_11_3_exchanges_to_find_a_compatible_opponent_for_2(met, expected):
    # #1 has already met #4 and #5, so #6 is his compatible opponent (11.3).
    assert _group_of_six([(1, 4), (1, 5), *met]) == _as_set(expected)


def _met_all_but_6(group_size: int) -> list[tuple[int, int]]:
    """1 and 2 have played each other and every other player of the group except 6."""
    return [(1, 2)] + [(a, b) for a in (1, 2) for b in range(3, group_size + 1) if b != 6]


def test_11_4_even_group_1_keeps_6_and_2_floats_with_the_lowest_numbered_remaining():
    # 1 and 2 have played each other and everybody else but 6: 1 keeps 6, 2 floats, and
    # 5 (the lowest numbered player remaining) floats with him to keep the group even.
    players = [_player(k, 20) for k in range(1, 7)] + [_player(k, 10) for k in (7, 8)]
    result = pair_round(_request(players, _met_all_but_6(6)))
    assert _pairs(result) == _as_set("1-6 3-4 2-7 5-8")
    assert "pairs 1-6 3-4" in result.checklist
    assert "floaters out 2 5" in result.checklist


def test_11_4_odd_group_2_is_exchanged_with_the_floater_7():
    # The group of seven floated #7 (9.3.4); #2 cannot keep a compatible opponent, so
    # #7 comes back and #2 floats instead.
    players = [_player(k, 20) for k in range(1, 8)] + [_player(k, 10) for k in (8, 9, 10)]
    result = pair_round(_request(players, _met_all_but_6(7)))
    assert _pairs(result) == _as_set("1-6 3-5 4-7 2-8 9-10")
    assert "floaters out 2\n" in result.checklist


def test_11_1_2_upward_scrutiny_begins_with_the_lowest_numbered_player():
    # Below the median the exchanges run the other way: #6 keeps his proposed opponent
    # #3 and #5 is exchanged (downward the same group gives 1-6 2-4 3-5).
    assert _group_of_six([(1, 4), (1, 5)], score=0) == _as_set("3-6 1-2 4-5")
    assert _group_of_six([(1, 4), (1, 5)], score=20) == _as_set("1-6 2-4 3-5")


# -- 9.2, 9.3, 10: the order of the score-groups and the floaters --------------------------

def _titles(result: PairingResult) -> list[str]:
    return [line.split(":")[0] for line in result.checklist.splitlines()
            if "paired" in line and not line.startswith(" ")]


def test_9_2_from_the_top_to_the_median_then_from_the_bottom_up_the_median_last():
    players = [_player(k, s) for k, s in zip(range(1, 11), (20, 15, 10, 5, 0) * 2,
                                              strict=True)]
    assert _titles(pair_round(_request(players))) == [
        "Score-group 2.0, paired downward", "Score-group 1.5, paired downward",
        "Score-group 0.0, paired upward", "Score-group 0.5, paired upward",
        "Median score-group 1.0, paired downward"]


def test_15_3_round_2_without_draws_the_floaters_meet_in_an_empty_median_group():
    # After round 1 without draws nobody has the median score 0.5: 1-group and 0-group
    # are odd, their floaters (the lowest numbered 1-scorer, the highest numbered
    # 0-scorer) meet in the median group.
    players = [_player(k, 10) for k in (1, 3, 5)] + [_player(k, 0) for k in (2, 4, 6)]
    result = pair_round(_request(players, round_no=2))
    assert _pairs(result) == _as_set("1-3 4-6 5-2")
    assert _titles(result)[-1] == "Median score-group 0.5, paired downward"


def test_10_2_2_odd_group_below_the_median_floats_its_highest_numbered_player_up():
    players = [_player(k, 10) for k in (1, 2, 3)] + [_player(k, 0) for k in (4, 5, 6)]
    result = pair_round(_request(players))
    # 10.8.1: the median group is paired downward, the floater 4 meets #1.
    assert _pairs(result) == _as_set("5-6 1-4 2-3")


def test_10_6_2_the_floater_from_the_highest_score_group_is_paired_first():
    # 5 (3.0) and 2 (2.5) have met, so both float into the 2.0 group; 5 comes from the
    # higher group and is paired first, with the highest numbered player there (10.8.1).
    players = [_player(5, 30), _player(2, 25)] + [_player(k, 20) for k in (1, 3, 4, 6)]
    result = pair_round(_request(players, [(2, 5)], round_no=4))
    assert _pairs(result) == _as_set("5-1 2-3 4-6")


def test_10_3_10_5_the_floater_needs_a_compatible_opponent_in_the_lower_group():
    # 3, the lowest numbered of the odd 2.0 group, has met every player of the median
    # group: he is exchanged for 2, who has one (7 receives the Bye, 8.1).
    players = [_player(k, 20) for k in (1, 2, 3)] + [_player(k, 10) for k in (4, 5, 6, 7)]
    result = pair_round(_request(players, [(3, 4), (3, 5), (3, 6)]))
    assert _pairs(result) == _as_set("1-3 2-4 5-6 7-0")
    assert "3 has no compatible opponent in the next score-group: 2 floats instead (10.5)" \
        in result.checklist


def test_9_3_1_a_player_who_has_met_his_whole_group_floats():
    players = [_player(k, 20) for k in (1, 2, 3, 4)] + [_player(k, 10) for k in (5, 6)]
    result = pair_round(_request(players, [(1, 2), (1, 3), (1, 4)]))
    # 1 floats (9.3.1) and 4 with him (9.3.4); 2-3 stays.
    assert _pairs(result) == _as_set("2-3 1-5 4-6")


# -- 9.6: a blocked median group --------------------------------------------------------------

def test_9_6_2_no_more_floaters_from_above_cracks_the_next_higher_pairing():
    players = [_player(1, 20), _player(2, 20), _player(3, 10), _player(4, 10)]
    result = pair_round(_request(players, [(3, 4)]))
    assert _pairs(result) == _as_set("1-3 2-4")
    assert "pair 1-2 cracked" in result.checklist
    assert "(9.6.2)" in result.checklist


def test_9_6_1_more_floaters_from_above_cracks_the_next_lower_pairing():
    # The floater 3 cannot meet 4, the only player of the median group (nobody of his
    # group can, 10.5); one floater from above, none from below: 5-6 is cracked.
    players = [_player(k, 20) for k in (1, 2, 3)] + [_player(4, 10)] + \
        [_player(k, 0) for k in (5, 6)]
    result = pair_round(_request(players, [(1, 4), (2, 4), (3, 4)]))
    assert _pairs(result) == _as_set("1-2 3-5 4-6")
    assert result.checklist.count("cracked") == 1 and "(9.6.1)" in result.checklist


def test_no_pairing_at_all_is_refused_with_the_reason():
    everybody_met = [(1, 2), (1, 3), (2, 3)]
    with pytest.raises(PairingError, match="Whoever receives the Bye"):
        pair_round(_request([_player(k, 10) for k in (1, 2, 3)], everybody_met))
    everybody_met += [(1, 4), (2, 4), (3, 4)]
    with pytest.raises(PairingError, match="1 2 3 4 cannot be paired"):
        pair_round(_request([_player(k, 10) for k in (1, 2, 3, 4)], everybody_met))


def test_no_player_at_all_is_refused():
    with pytest.raises(PairingError, match="no player"):
        pair_round(_request([]))


# -- 8: the Bye ------------------------------------------------------------------------------------

def test_8_1_the_bye_goes_to_the_lowest_numbered_player_of_the_lowest_group():
    players = [_player(1, 0), _player(2, 10), _player(3, 0), _player(4, 10), _player(5, 20)]
    assert pair_round(_request(players)).bye == 3


def test_8_2_the_bye_only_once_and_never_after_a_win_by_default():
    players = [_player(1, 0), _player(2, 10), _player(3, 0, bye=ByeKind.PAB),
               _player(4, 10), _player(5, 0, forfeit_win=True)]
    assert pair_round(_request(players)).bye == 1
    players[0] = _player(1, 0, bye=ByeKind.PAB)
    # Nobody of the lowest group may have it: the next group up (8.1).
    assert pair_round(_request(players)).bye == 4


def test_8_2_a_requested_full_point_bye_is_no_bye_nor_a_win_by_default():
    players = [_player(1, 0), _player(2, 10), _player(3, 10, bye=ByeKind.FULL)]
    assert pair_round(_request(players)).bye == 1
    players = [_player(1, 10), _player(2, 10), _player(3, 10, bye=ByeKind.FULL)]
    assert pair_round(_request(players)).bye == 3


def test_8_2_nobody_may_have_the_bye_is_refused():
    players = [_player(k, 10, bye=ByeKind.PAB) for k in (1, 2, 3)]
    with pytest.raises(PairingError, match="8.2"):
        pair_round(_request(players))


def test_14_1_round_1_the_bye_to_the_lowest_numbered_player():
    assert pair_next_round(tournament(7), "leong").bye == 7


def test_8_3_the_bye_gives_no_colour():
    # 1 had white, then the Bye: he is due black to equalise, as after one game.
    player = _player(1, 20, "w", bye=ByeKind.PAB)
    assert card_of(player) == ColourCard((W,)) and card_of(player).due is B


# -- 14.2: round 1 --------------------------------------------------------------------------------

@pytest.mark.parametrize("initial", [W, B])
def test_14_2_forty_players_either_colour_drawn(initial):
    result = pair_next_round(tournament(40, initial=initial), "leong")
    expected = []
    for k in range(1, 21):
        odd = k % 2 == 1
        # 1 v 21, 22 v 2, 3 v 23, 24 v 4 ... 40 v 20 when #1 drew white; else reversed.
        white_first = odd if initial is W else not odd
        expected.append((k, k + 20) if white_first else (k + 20, k))
    assert sorted(result.pairs, key=lambda p: min(p)) == expected
    assert result.bye is None


# -- 12: colours ---------------------------------------------------------------------------

def _colour(a: str, b: str, *, median_or_above: bool = True) -> Colour:
    """The colour of the higher ranked player #1 (colours 'a') against #2 ('b')."""
    return colour_of_higher(_player(1, colours=a), _player(2, colours=b), median_or_above, W)


def test_12_3_after_two_whites_black_even_against_a_stronger_claim():
    # 2 is due black to equalise (12.6), but 1 had white twice in succession.
    assert _colour("bww", "wbw") is B


def test_12_1_three_more_of_one_colour_is_never_given():
    assert ColourCard((W, B, W, W, B, W)).permits(B)
    assert not ColourCard((W, B, W, W, B, W)).permits(W)


def test_12_6_the_equalising_colour_comes_before_alternation():
    # 1 (w w b) is due black to equalise; 2 (b w) would alternate to black too.
    assert _colour("wwb", "bw") is B
    assert _colour("bw", "wwb") is W


def test_12_5_12_1_different_due_colours_are_both_given():
    assert _colour("wb", "bw") is W
    assert _colour("bw", "wb") is B


def test_12_4_the_earlier_colours_decide_who_alternates():
    # Both had black last and white the round before; three rounds back 1 had white and
    # 2 black, so going back in sequence 1 is the one to alternate from: 1 black.
    assert _colour("bwwb", "wbwb") is B
    assert _colour("wbwb", "bwwb") is W


def test_12_4_1_identical_histories_at_or_above_the_median_the_higher_ranked_alternates():
    assert _colour("wb", "wb", median_or_above=True) is W


def test_12_4_2_identical_histories_below_the_median_the_lower_ranked_alternates():
    assert _colour("wb", "wb", median_or_above=False) is B


def test_12_2_exchanges_give_the_alternating_colours():
    # Proposed 1-3 and 2-4: 1 and 3 both had white, 2 and 4 black; the first exchange
    # of 11.2 for #1 that gives every player his colour is 1-4, then 2-3.
    players = [_player(1, 10, "w"), _player(2, 10, "b"), _player(3, 10, "w"),
               _player(4, 10, "b")]
    result = pair_round(_request(players, round_no=2))
    assert set(result.pairs) == {(4, 1), (2, 3)}


def test_9_3_3_two_whites_twice_in_succession_cannot_meet_but_13_in_the_last_round():
    players = [_player(1, 20, "bww"), _player(2, 20, "bww"), _player(3, 10, "wbb"),
               _player(4, 10, "wbb")]
    result = pair_round(_request(players, round_no=4, total=9))
    assert _pairs(result) == _as_set("1-3 2-4")
    assert all(w in (3, 4) for w, _ in result.pairs)
    # 13: in the last round rule 3 comes first: the score-groups pair within themselves.
    last = pair_round(_request(players, round_no=4, total=4))
    assert _pairs(last) == _as_set("1-2 3-4")


def test_13_the_last_round_breaks_a_colour_rule_only_where_needed():
    # 1 and 3 must have black, 2 and 4 white: the proposed 1-3, 2-4 would break 12.3
    # twice; the exchange 1-4, 2-3 breaks nothing, so it is made in the last round too.
    players = [_player(1, 20, "bww"), _player(2, 20, "wbb"), _player(3, 20, "bww"),
               _player(4, 20, "wbb")]
    result = pair_round(_request(players, round_no=4, total=4))
    assert set(result.pairs) == {(4, 1), (2, 3)}


# -- the tournament side -----------------------------------------------------------------

def test_a_leong_tournament_is_written_without_a_fide_192_code_and_read_back(tmp_path):
    t = tournament(4, ["1-3:1 4-2:="])
    t.pairing_system = "leong"
    save_trf(t, tmp_path / "t.trf")
    text = (tmp_path / "t.trf").read_text()
    assert not any(line.startswith("192") for line in text.splitlines())
    assert read_trf(tmp_path / "t.trf").pairing_system == "leong"


def test_round_2_with_a_blocked_median_group():
    # Round 1: 1 beat 4, 2 beat 5, 3-6 drawn. 1.0: 2-1 (1 had white); 0.0: 4-5; the
    # median group 3, 6 has met: 1-2 is cracked (9.6.2) and 1, 2 meet 6, 3, each with
    # the colour he is due (12.1).
    t = tournament(6, ["1-4:1 5-2:0 3-6:="])
    result = pair_next_round(t, "leong")
    assert set(result.pairs) == {(6, 1), (2, 3), (4, 5)}


# -- readings of the text where it is silent (docs/leong.md) -------------------------------------

def test_reading_8_1_the_bye_skips_a_player_whose_absence_leaves_no_pairing():
    # 3 is the lowest numbered, but 1 and 2 have met: 2 receives the Bye, 1 meets 3.
    result = pair_round(_request([_player(k) for k in (1, 2, 3)], [(1, 2)]))
    assert _pairs(result) == _as_set("1-3 2-0")


def test_reading_9_1_three_successive_rounds_count_games_played():
    # White, the Bye, white: the Bye gives no colour (8.3), so a third white would be the
    # same colour in three successive games.
    history = [RoundRecord(0, W, True, 0, None), RoundRecord(None, None, False, 10, ByeKind.PAB),
               RoundRecord(0, W, True, 0, None)]
    player = PairingPlayer(id=1, pairing_no=1, rating=2000, score=20, history=history)
    assert not card_of(player).permits(W) and card_of(player).permits(B)


def test_reading_rule_2_a_forfeited_game_was_not_played_so_they_may_meet():
    # Nor did it give colours: as in round 1, #1 has white (14.2).
    t = tournament(2, ["1-2:+"])
    assert pair_next_round(t, "leong").pairs == [(1, 2)]


def test_reading_14_2_absent_players_leave_no_gap_in_the_pairing_list():
    # #3 is absent in round 1: the list is 1 2 4 5 6, the Bye to 6 (14.1), then 1 v 4 and
    # 5 v 2 (2 is the second player of the list: the other colour).
    t = tournament(6)
    t.requested_byes[(3, 1)] = ByeKind.HALF
    result = pair_next_round(t, "leong")
    assert sorted(result.pairs) == [(1, 4), (5, 2)] and result.bye == 6


def test_reading_14_2_two_players_without_colours_in_a_later_round():
    assert _colour("", "") is W
    assert colour_of_higher(_player(2), _player(3), True, W) is B


def test_reading_9_6_the_last_pair_made_next_to_the_median_is_cracked_first():
    # 2.0: 1-3 then 2-4 (9.4); the median group 5, 6 has met: 2-4 is cracked, not 1-3.
    players = [_player(k, 20) for k in (1, 2, 3, 4)] + [_player(k, 10) for k in (5, 6)]
    result = pair_round(_request(players, [(5, 6)]))
    assert _pairs(result) == _as_set("1-3 2-5 4-6")
    assert "pair 4-2 cracked" in result.checklist


def test_reading_3_a_floater_meets_the_nearest_score_before_the_highest_number():
    # The median group holds the downfloater 1 (2.0), the upfloater 2 (0.0) and 3, 4
    # (1.0). 10.8.1 alone would pair 1-2 (the highest numbered available); rule 3 puts
    # each floater against the median players.
    players = [_player(1, 20), _player(2, 0), _player(3, 10), _player(4, 10)]
    assert _pairs(pair_round(_request(players))) == _as_set("1-3 2-4")
