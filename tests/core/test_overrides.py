"""The arbiter's manual changes of a pairing (core.overrides): each action, the absolute
criteria a changed pairing breaks (C.04.3 [C1]-[C3], C.04.1), and refusals that change nothing."""

from __future__ import annotations

import copy

import pytest

from arbiter_gui.core import handling, overrides
from arbiter_gui.core.model import (
    ByeKind,
    Game,
    GameResult,
    ModelError,
    Override,
    ProhibitedPairing,
    Tournament,
)
from tests.dutch_helpers import tournament

WHY = {"justification": "the players are brothers", "arbiter": "Ann Arbiter",
       "time": "2026-03-01T10:00:00+00:00"}


def _pair_next(t: Tournament, text: str) -> None:
    """Store the next round without results: 'W-B' games and 'P:U' byes, boards by D.9."""
    games, byes = [], {}
    for item in text.split():
        if ":" in item:
            who, kind = item.split(":")
            byes[int(who)] = ByeKind(kind)
        else:
            white, black = (int(x) for x in item.split("-"))
            games.append(Game(white, black))
    handling.set_round_pairing(t, t.next_round_number, games, byes)


def _seven() -> Tournament:
    """Round 1 played: 1-5 1-0, 6-2 0-1, 3-7 draw, 4 PAB. Round 2 paired, no result yet."""
    t = tournament(7, ["1-5:1 6-2:0 3-7:= 4:U"])
    _pair_next(t, "4-1 2-3 5-7 6:U")
    return t


def _pairs(t: Tournament, round_no: int = 2) -> set[tuple[int, int]]:
    rnd = t.round(round_no)
    return {(g.white, g.black) for g in rnd.games} | {(p, 0) for p, k in rnd.byes.items()
                                                       if k is ByeKind.PAB}


def _boards(t: Tournament, round_no: int = 2) -> list[tuple[int, int, int]]:
    return sorted((g.board, g.white, g.black) for g in t.round(round_no).games)


def _refused(t: Tournament, action, match: str) -> None:
    """The action raises ModelError matching `match` and leaves `t` exactly as it was."""
    before = copy.deepcopy(t)
    with pytest.raises(ModelError, match=match):
        action()
    assert t == before


# -- the actions ----------------------------------------------------------------------------------

def test_exchange_opponents_keeps_both_players_colours_and_records_the_override():
    t = _seven()
    before = overrides.pairing_text(t, 2)
    override = overrides.exchange_opponents(t, 2, 1, 5, **WHY)
    # 1 (black against 4) and 5 (white against 7) keep their colours: 7-1 and 5-4.
    assert _pairs(t) == {(7, 1), (5, 4), (2, 3), (6, 0)}
    assert override == Override(2, "exchange opponents", (1, 5, 4, 7), before,
                                overrides.pairing_text(t, 2), "the players are brothers",
                                "Ann Arbiter", "2026-03-01T10:00:00+00:00")
    assert t.overrides == [override]
    assert t.overridden_players(2) == {1, 4, 5, 7}


def test_pairing_text_by_pairing_number_in_board_order_with_the_pab():
    t = _seven()
    # C.04.2 D.9: 4-1 (higher 1 point, sum 2) before 2-3 (1, 1.5) before 5-7; then the PAB.
    assert overrides.pairing_text(t, 2) == "4-1 2-3 5-7 6-PAB"


def test_c04_2_d9_boards_are_ordered_again_after_a_change_while_no_result_is_in():
    t = _seven()
    overrides.exchange_opponents(t, 2, 1, 7, **WHY)  # 4-7 (sum 1.5), 5-1 (sum 1)
    assert _boards(t) == [(1, 2, 3), (2, 4, 7), (3, 5, 1)]


def test_published_boards_keep_their_numbers_once_a_result_is_in():
    t = _seven()
    handling.set_result(t, 2, 2, GameResult.DRAW)  # board 2: 2-3
    overrides.exchange_opponents(t, 2, 1, 7, **WHY)  # each stays on his board: 5-1, 4-7
    assert _boards(t) == [(1, 5, 1), (2, 2, 3), (3, 4, 7)]


def test_exchange_with_the_bye_holder_gives_him_the_board_and_the_other_the_bye():
    t = _seven()
    override = overrides.exchange_opponents(t, 2, 6, 7, **WHY)  # 7 was black against 5
    assert _pairs(t) == {(4, 1), (2, 3), (5, 6), (7, 0)}
    assert set(override.players) == {5, 6, 7}
    assert override.new_pairing.endswith("7-PAB")


def test_swap_colours():
    t = _seven()
    override = overrides.swap_colours(t, 2, 1, **WHY)  # board 1: 4-1
    assert (1, 4) in _pairs(t)
    assert override.action == "swap colours" and set(override.players) == {1, 4}


def test_break_pair_puts_both_players_on_the_list_to_pair_until_made_again():
    t = _seven()
    overrides.break_pair(t, 2, 3, **WHY)  # 5-7
    assert [p.id for p in overrides.unpaired_players(t, 2)] == [5, 7]
    assert overrides.pairing_text(t, 2) == "4-1 2-3 6-PAB 5-unpaired 7-unpaired"
    with pytest.raises(ModelError,
                       match=r"Player 5 \(Player05\), Player 7 \(Player07\) not paired"):
        overrides.check_round_complete(t, 2)
    overrides.make_pair(t, 2, 7, 5, **WHY)
    assert (7, 5) in _pairs(t) and overrides.unpaired_players(t, 2) == []
    for game in t.round(2).games:
        handling.set_result(t, 2, game.board, GameResult.DRAW)
    overrides.check_round_complete(t, 2)
    assert [o.action for o in t.overrides] == ["break pair", "make pair"]


def test_make_pair_after_results_takes_the_lowest_free_board():
    t = _seven()
    handling.set_result(t, 2, 3, GameResult.DRAW)  # board 3 stays
    overrides.break_pair(t, 2, 1, **WHY)
    overrides.make_pair(t, 2, 1, 4, **WHY)
    assert _boards(t) == [(1, 1, 4), (2, 2, 3), (3, 5, 7)]


def test_take_and_give_the_bye():
    t = _seven()
    overrides.take_bye(t, 2, **WHY)
    assert t.round(2).pab_player is None
    assert [p.id for p in overrides.unpaired_players(t, 2)] == [6]
    overrides.break_pair(t, 2, 3, **WHY)  # 5-7
    overrides.give_bye(t, 2, 5, **WHY)
    overrides.make_pair(t, 2, 6, 7, **WHY)
    assert _pairs(t) == {(4, 1), (2, 3), (6, 7), (5, 0)}
    assert [o.action for o in t.overrides] == ["take bye", "break pair", "give bye", "make pair"]


def test_unpairing_the_round_drops_its_overrides_with_it():
    t = _seven()
    overrides.swap_colours(t, 2, 1, **WHY)
    t.overrides.insert(0, Override(1, "swap colours", (1, 5), "", "", "x", "y", "z"))
    handling.unpair_last_round(t)
    assert len(t.rounds) == 1 and [o.round for o in t.overrides] == [1]


def test_log_text_has_both_pairings_the_justification_and_the_violations():
    t = _seven()
    override = overrides.swap_colours(t, 2, 1, **WHY)
    text = overrides.log_text(override, ["[C3] colour: X"])
    assert text.splitlines() == ["Round 2: swap colours", "engine pairing: 4-1 2-3 5-7 6-PAB",
                                 "new pairing: 1-4 2-3 5-7 6-PAB",
                                 "justification: the players are brothers",
                                 "confirmed despite [C3] colour: X"]


# -- refusals -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("field", "value", "match"), [
    ("justification", "  ", "needs a written justification"),
    ("arbiter", "", "needs the arbiter's name")])
def test_justification_and_arbiter_are_required(field, value, match):
    t = _seven()
    reasons = {**WHY, field: value}
    _refused(t, lambda: overrides.swap_colours(t, 2, 1, **reasons), match)


def test_only_the_last_paired_round_can_be_changed():
    t = _seven()
    _refused(t, lambda: overrides.swap_colours(t, 1, 1, **WHY),
             "only the last paired round .2. can be changed")
    _refused(t, lambda: overrides.swap_colours(t, 3, 1, **WHY), "Round 3 has not been paired")
    empty = tournament(4)
    _refused(empty, lambda: overrides.take_bye(empty, 1, **WHY), "No round has been paired")


def test_a_board_with_a_result_is_not_changed():
    t = _seven()
    handling.set_result(t, 2, 1, GameResult.WHITE_WINS)
    _refused(t, lambda: overrides.swap_colours(t, 2, 1, **WHY),
             r"board 1: Player 4 \(Player04\) - Player 1 \(Player01\) already has a result \(1-0\)")
    _refused(t, lambda: overrides.exchange_opponents(t, 2, 2, 1, **WHY), "already has a result")
    _refused(t, lambda: overrides.break_pair(t, 2, 1, **WHY), "already has a result")


def test_c04_2_d1_an_adjourned_game_is_not_changed():
    # An adjourned game has no result yet, but it has begun (C.04.2 D.1: the next round is
    # paired over it): its pair and its colours stay, as those of a game with a result.
    t = _seven()
    handling.adjourn_game(t, 2, 1)
    _refused(t, lambda: overrides.swap_colours(t, 2, 1, **WHY),
             r"board 1: Player 4 \(Player04\) - Player 1 \(Player01\) is adjourned")
    _refused(t, lambda: overrides.exchange_opponents(t, 2, 2, 1, **WHY), "is adjourned")
    _refused(t, lambda: overrides.break_pair(t, 2, 1, **WHY), "is adjourned")


def test_bad_boards_and_players_are_refused_saying_which():
    t = _seven()
    _refused(t, lambda: overrides.break_pair(t, 2, 9, **WHY), r"no board 9 \(boards: 1, 2, 3\)")
    _refused(t, lambda: overrides.exchange_opponents(t, 2, 1, 99, **WHY), "no player with id 99")
    _refused(t, lambda: overrides.exchange_opponents(t, 2, 1, 1, **WHY), "two different players")
    _refused(t, lambda: overrides.exchange_opponents(t, 2, 1, 4, **WHY), "play each other")
    _refused(t, lambda: overrides.make_pair(t, 2, 1, 2, **WHY),
             r"plays Player 4 \(Player04\).*break that pair")
    _refused(t, lambda: overrides.make_pair(t, 2, 6, 5, **WHY), "has the pairing-allocated bye")
    _refused(t, lambda: overrides.give_bye(t, 2, 1, **WHY), r"plays Player 4 \(Player04\)")


def test_absent_players_are_not_paired_by_an_override():
    t = tournament(5, ["1-3:1 4-2:= 5:U"])
    handling.request_bye(t, 5, 2, ByeKind.HALF)
    _pair_next(t, "2-1 3-4")
    overrides.break_pair(t, 2, 1, **WHY)
    _refused(t, lambda: overrides.make_pair(t, 2, 1, 5, **WHY),
             r"Player 5 \(Player05\) has a half-point bye and is not paired")


def test_one_pairing_allocated_bye_a_round():
    t = _seven()
    overrides.break_pair(t, 2, 3, **WHY)
    _refused(t, lambda: overrides.give_bye(t, 2, 5, **WHY),
             r"Player 6 \(Player06\) already has the pairing-allocated bye.*C.04.1 art. 3")
    overrides.take_bye(t, 2, **WHY)
    _refused(t, lambda: overrides.take_bye(t, 2, **WHY), "no pairing-allocated bye to take")


def test_a_player_left_unpaired_has_no_opponent_to_exchange():
    t = _seven()
    overrides.break_pair(t, 2, 3, **WHY)
    _refused(t, lambda: overrides.exchange_opponents(t, 2, 5, 1, **WHY),
             "has no opponent to exchange")


# -- absolute criteria ----------------------------------------------------------------------------

def test_engine_like_pairing_breaks_no_absolute_criterion():
    assert overrides.absolute_violations(_seven(), 2) == []


def test_c04_3_c1_repeat_pairing_is_named():
    t = _seven()
    overrides.break_pair(t, 2, 1, **WHY)  # 4-1; D.9 puts 2-3 on board 1 then
    overrides.break_pair(t, 2, 1, **WHY)  # 2-3
    overrides.take_bye(t, 2, **WHY)
    overrides.make_pair(t, 2, 1, 4, **WHY)
    overrides.make_pair(t, 2, 6, 2, **WHY)  # 6-2 was played in round 1
    overrides.give_bye(t, 2, 3, **WHY)
    assert overrides.unpaired_players(t, 2) == []
    assert overrides.absolute_violations(t, 2) == [
        "[C1] repeat pairing: Player 6 (Player06) and Player 2 (Player02) already met in round 1"
        " (C.04.1 art. 2)"]


def test_c04_3_c1_a_forfeited_game_was_not_played_so_the_players_may_meet():
    t = tournament(4, ["1-3:+ 2-4:1"])
    _pair_next(t, "3-1 4-2")
    assert overrides.absolute_violations(t, 2) == [
        "[C1] repeat pairing: Player 4 (Player04) and Player 2 (Player02) already met in round 1"
        " (C.04.1 art. 2)"]


def test_prohibited_pairing_of_the_regulations_is_named():
    t = tournament(4, ["1-3:1 2-4:1"])
    t.prohibited_pairings.append(ProhibitedPairing(1, 9, (1, 2, 3)))
    _pair_next(t, "2-1 4-3")
    assert overrides.absolute_violations(t, 2) == [
        "[C1] prohibited pairing: Player 2 (Player02) and Player 1 (Player01) shall not meet in"
        " rounds 1-9"
        " (tournament regulations, TRF 260)"]


@pytest.mark.parametrize(("round_1", "reason"), [
    ("1-2:1 3-4:1 5:U", "received the pairing-allocated bye in round 1"),
    ("1-2:1 5-4:+ 3:H", "scored a win without playing in round 1 (forfeit)")])
def test_c04_3_c2_bye_to_an_ineligible_player_is_named(round_1, reason):
    t = tournament(5, [round_1])
    _pair_next(t, "1-3 2-4 5:U")
    assert overrides.absolute_violations(t, 2) == [
        f"[C2] pairing-allocated bye to an ineligible player: Player 5 (Player05) {reason}"
        " (C.04.1 art. 4)"]


def test_c04_3_c3_third_same_colour_in_a_row_for_a_non_topscorer():
    t = tournament(4, ["1-3:1 2-4:1", "1-2:= 3-4:="], planned=5)
    _pair_next(t, "1-4 3-2")
    assert overrides.absolute_violations(t, 3) == [
        "[C3] colour: Player 1 (Player01) gets a colour difference of +3 with white"
        " (C.04.1 art. 6)",
        "[C3] colour: Player 1 (Player01) gets white three times in a row (C.04.1 art. 7)",
        "[C3] colour: Player 4 (Player04) gets a colour difference of -3 with black"
        " (C.04.1 art. 6)",
        "[C3] colour: Player 4 (Player04) gets black three times in a row (C.04.1 art. 7)"]


def test_c04_3_c3_colour_difference_beyond_two_without_three_in_a_row():
    # Player 1: white, white, black, white; a fifth game with white makes +3 (the earlier
    # rounds hold only his games: the others' colours stay legal).
    t = tournament(6, ["1-2:1", "1-3:1", "4-1:=", "1-5:="], planned=9)
    _pair_next(t, "1-6 2-3 4-5")
    assert overrides.absolute_violations(t, 5) == [
        "[C3] colour: Player 1 (Player01) gets a colour difference of +3 with white"
        " (C.04.1 art. 6)"]


def test_c04_3_c3_a_colour_that_narrows_a_difference_beyond_two_breaks_nothing():
    t = tournament(6, ["1-2:1", "1-3:1", "1-4:1", "1-5:1"], planned=9)  # +4 (imported)
    _pair_next(t, "6-1 2-3 4-5")  # black brings player 1 back to +3
    assert overrides.absolute_violations(t, 5) == []


def test_c04_3_c3_forfeited_games_do_not_count_for_colours():
    t = tournament(4, ["1-3:1 2-4:1", "1-2:+ 3-4:+"], planned=5)
    _pair_next(t, "1-4 3-2")
    assert overrides.absolute_violations(t, 3) == []


def test_c04_3_c3_topscorers_and_their_opponents_are_exempt_in_the_final_round():
    # Player 1 won both games with white; round 3 is the last: over 50% of 2 points.
    rounds = ["1-3:1 2-4:1", "1-2:1 3-4:="]
    final = tournament(4, rounds, planned=3)
    _pair_next(final, "1-4 3-2")
    assert overrides.absolute_violations(final, 3) == []
    not_final = tournament(4, rounds, planned=5)
    _pair_next(not_final, "1-4 3-2")
    assert "[C3] colour: Player 1 (Player01) gets white three times in a row (C.04.1 art. 7)" in (
        overrides.absolute_violations(not_final, 3))


def _adjourned(t: Tournament, round_no: int, *boards: int) -> Tournament:
    for board in boards:
        t.round(round_no).games[board - 1].set_result(None)
        handling.adjourn_game(t, round_no, board)
    return t


def test_c04_2_d1_an_adjourned_games_colours_count_for_c3_in_the_next_round():
    # C.04.2 D.1: adjourned games are draws for pairing purposes, played with their colours:
    # the override's check sees what the engine saw (as if both games of round 2 were drawn).
    t = _adjourned(tournament(4, ["1-3:1 2-4:1", "1-2:= 3-4:="], planned=5), 2, 1, 2)
    _pair_next(t, "1-4 3-2")
    drawn = tournament(4, ["1-3:1 2-4:1", "1-2:= 3-4:="], planned=5)
    _pair_next(drawn, "1-4 3-2")
    assert overrides.absolute_violations(t, 3) == overrides.absolute_violations(drawn, 3)
    assert "[C3] colour: Player 4 (Player04) gets black three times in a row (C.04.1 art. 7)" in (
        overrides.absolute_violations(t, 3))


def test_c04_2_d1_an_adjourned_games_draw_counts_for_the_topscorers_of_the_final_round():
    # C.04.3 art. 1.7.1 on the pairing's scores: player 1 won round 1, his round 2 game is
    # adjourned (half a point for the pairing, C.04.2 D.1): 1.5 of 2, a topscorer, so his
    # opponent's third black is no [C3] violation; the standings' 1 point would not be over 50%.
    t = _adjourned(tournament(4, ["1-3:1 2-4:1", "1-2:= 3-4:="], planned=3), 2, 1)
    _pair_next(t, "1-4 3-2")
    assert t.score(1) == 1.0
    assert overrides.absolute_violations(t, 3) == []


def test_violations_introduced_tries_the_change_on_a_copy_and_names_only_new_ones():
    t = _seven()
    overrides.exchange_opponents(t, 2, 6, 4, **WHY)  # 6-1, and 4 (PAB in round 1) the bye
    broken = overrides.absolute_violations(t, 2)
    assert [v[:4] for v in broken] == ["[C2]"]
    before = copy.deepcopy(t)
    assert overrides.violations_introduced(
        t, 2, lambda c: overrides.swap_colours(c, 2, 1, **WHY)) == []
    assert t == before
    # 6 and 5 keep white: 6-7 and 5-1, a pair of round 1.
    assert overrides.violations_introduced(
        t, 2, lambda c: overrides.exchange_opponents(c, 2, 6, 5, **WHY)) == [
        "[C1] repeat pairing: Player 5 (Player05) and Player 1 (Player01) already met in round 1"
        " (C.04.1 art. 2)"]
    assert t == before


def test_violations_introduced_refuses_a_refused_change_and_changes_nothing():
    t = _seven()
    _refused(t, lambda: overrides.violations_introduced(
        t, 2, lambda c: overrides.take_bye(c, 1, **WHY)), "only the last paired round")


def test_the_next_round_is_refused_while_a_result_is_missing_naming_the_boards():
    t = _seven()
    handling.set_result(t, 2, 2, GameResult.DRAW)
    with pytest.raises(ModelError, match=r"^Round 2: no result on boards 1, 3; enter the"):
        overrides.check_round_complete(t, 2)
    handling.set_result(t, 2, 1, GameResult.DRAW)
    with pytest.raises(ModelError, match=r"^Round 2: no result on board 3;"):
        overrides.check_round_complete(t, 2)
