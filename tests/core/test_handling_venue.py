"""What arbiters expect at the venue, decided in the core: deleting a player before round 1,
undoing a withdrawal, the results FIDE allows beyond the common ones, the Baku acceleration
(C.04.5.1)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_gui.core import handling
from arbiter_gui.core.model import (
    Acceleration,
    ByeKind,
    Game,
    GameResult,
    Player,
    ProhibitedPairing,
    ResultCode,
)
from arbiter_gui.core.trf import read_trf, save_trf
from tests.core.test_handling import _pair, _pairing_numbers, _refused, _tournament

# -- deleting a player (C.04.2 B.3) -----------------------------------------------------------


def test_c04_2_b3_deleting_a_player_before_round_1_renumbers_in_initial_order():
    t = _tournament(5)
    handling.request_bye(t, 3, 2, ByeKind.HALF)
    t.prohibited_pairings = [ProhibitedPairing(1, 3, (2, 3)), ProhibitedPairing(1, 9, (1, 3, 5))]
    handling.delete_player(t, 3)
    assert _pairing_numbers(t) == {"Smith": 1, "Jones": 2, "Taylor": 3, "Wilson": 4}
    assert (3, 2) not in t.requested_byes
    # A group left with one player prohibits nothing and goes.
    assert t.prohibited_pairings == [ProhibitedPairing(1, 9, (1, 5))]


def test_c04_2_d3_deleting_is_refused_once_round_1_is_paired_withdraw_instead():
    t = _tournament(4)
    _pair(t, [(1, 3), (2, 4)])
    _refused(t, lambda: handling.delete_player(t, 4),
             r"Player 4 \(Taylor, John\): round 1 is already paired.*withdraw the player instead")


# -- undoing a withdrawal (C.04.2 D.3, D.10) ---------------------------------------------------


def test_c04_2_d10_undone_withdrawal_keeps_the_zero_point_byes_of_rounds_paired_without_him():
    t = _tournament(5)
    handling.withdraw(t, 5, 1)
    _pair(t, [(1, 3), (2, 4)])
    _refused(t, lambda: handling.cancel_withdrawal(t, 5, 1),
             r"round 1 is already paired without the player.*from round 2 at the earliest")
    _pair(t, [(1, 2), (3, 4)])
    _refused(t, lambda: handling.cancel_withdrawal(t, 5, 2),
             r"rounds 1-2 are already paired without the player.*from round 3 at the earliest")
    handling.cancel_withdrawal(t, 5, 5)
    assert t.player(5).withdrawn_from is None
    assert t.rounds[0].byes[5] is ByeKind.ZERO and t.rounds[1].byes[5] is ByeKind.ZERO
    # Rounds 3 and 4 come before his return: announced absences with a zero-point bye.
    assert {r: t.requested_byes.get((5, r)) for r in (3, 4, 5)} == {
        3: ByeKind.ZERO, 4: ByeKind.ZERO, 5: None}
    assert 5 in {p.id for p in t.players_to_pair(5)}


def test_c04_2_d3_undone_withdrawal_of_a_later_round_leaves_no_absence():
    t = _tournament(4)
    handling.withdraw(t, 4, 3)
    _pair(t, [(1, 3), (2, 4)])
    # Withdrawn from round 3, round 2 not paired yet: nothing was missed.
    handling.cancel_withdrawal(t, 4, 1)
    assert t.player(4).withdrawn_from is None and not t.requested_byes


def test_undoing_a_withdrawal_refuses_a_round_outside_the_schedule():
    t = _tournament(4, rounds_planned=5)
    handling.withdraw(t, 4, 2)
    _refused(t, lambda: handling.cancel_withdrawal(t, 4, 6), "there is no round 6")


# -- results beyond the common ones -------------------------------------------------------------


@pytest.mark.parametrize(("result", "codes", "points"), [
    (GameResult.WHITE_HALF_BLACK_ZERO, ("=", "0"), (0.5, 0.0)),
    (GameResult.WHITE_ZERO_BLACK_HALF, ("0", "="), (0.0, 0.5)),
    (GameResult.BOTH_LOSE, ("0", "0"), (0.0, 0.0)),
    (GameResult.DOUBLE_FORFEIT, ("-", "-"), (0.0, 0.0)),
    (GameResult.DRAW_UNPLAYED, ("D", "D"), (0.5, 0.5)),
])
def test_uneven_results_are_entered_scored_and_read_back_from_their_codes(result, codes, points):
    t = _tournament(2)
    _pair(t, [(1, 2)])
    handling.set_result(t, 1, 1, result)
    game = t.rounds[0].games[0]
    assert (game.white_result.value, game.black_result.value) == codes
    assert (t.score(1), t.score(2)) == points
    assert GameResult.from_codes(ResultCode(codes[0]), ResultCode(codes[1])) is result


def test_both_lose_is_a_game_played_for_the_pairing():
    t = _tournament(2)
    _pair(t, [(1, 2)])
    handling.set_result(t, 1, Game(1, 2), GameResult.BOTH_LOSE)
    assert t.rounds[0].games[0].was_played


# -- the Baku acceleration (C.04.5.1) -----------------------------------------------------------


def test_c04_5_1_nine_rounds_one_point_in_rounds_1_to_3_half_in_4_and_5():
    # The regulation's example: 9 rounds, 5 accelerated, 1 virtual point in the first three.
    assert handling.baku_accelerations(40, 9) == [Acceleration(1.0, 1, 3, 1, 20),
                                                   Acceleration(0.5, 4, 5, 1, 20)]


@pytest.mark.parametrize(("players", "last_ga"), [(161, 82), (160, 80), (41, 22), (3, 2),
                                                  (1, 1)])
def test_c04_5_1_group_a_is_the_first_half_rounded_up_to_even(players, last_ga):
    [first, *_] = handling.baku_accelerations(players, 9)
    assert (first.first_player, first.last_player) == (1, last_ga)


@pytest.mark.parametrize(("rounds", "expected"), [
    (1, [(1.0, 1, 1)]), (2, [(1.0, 1, 1)]), (3, [(1.0, 1, 1), (0.5, 2, 2)]),
    (5, [(1.0, 1, 2), (0.5, 3, 3)]), (7, [(1.0, 1, 2), (0.5, 3, 4)]),
    (11, [(1.0, 1, 3), (0.5, 4, 6)])])
def test_c04_5_1_accelerated_rounds_are_the_first_half_rounded_up(rounds, expected):
    entries = handling.baku_accelerations(20, rounds)
    assert [(a.points, a.first_round, a.last_round) for a in entries] == expected


def test_c04_5_1_groups_follow_the_players_registered_before_round_1():
    t = _tournament(6, rounds_planned=9)
    t.accelerations = handling.baku_accelerations(6, 9)
    handling.add_player(t, Player(7, "Davies", rating=1000))
    assert t.accelerations[0].last_player == 4  # 7 players: GA = 2 * ceil(7/4)
    for player_id in (7, 6, 5):
        handling.delete_player(t, player_id)
    assert t.accelerations[0].last_player == 2  # 4 players
    assert handling.is_baku(t)


def test_c04_5_1_late_entry_keeps_the_same_last_ga_player():
    t = _tournament(8, rounds_planned=9)
    t.accelerations = handling.baku_accelerations(8, 9)
    last_ga = t.by_pairing_no(4).id
    _pair(t, [(1, 5), (6, 2), (3, 7), (8, 4)])
    # Rated above everyone: pairing number 1 (C.04.2 C.3); GA now holds 5 players.
    handling.add_late_entry(t, Player(9, "Roberts", rating=2500), 2)
    assert [a.last_player for a in t.accelerations] == [5, 5]
    assert t.by_pairing_no(5).id == last_ga


@pytest.mark.parametrize("result", [GameResult.WHITE_HALF_BLACK_ZERO,
                                    GameResult.WHITE_ZERO_BLACK_HALF, GameResult.BOTH_LOSE])
def test_uneven_results_survive_the_trf(tmp_path, result):
    t = _tournament(2)
    _pair(t, [(1, 2)])
    handling.set_result(t, 1, 1, result)
    save_trf(t, tmp_path / "t.trf")
    assert read_trf(tmp_path / "t.trf").rounds[0].games[0].result is result


def test_late_entry_inside_a_group_that_does_not_start_at_1_joins_it():
    t = _tournament(8, rounds_planned=9)
    t.accelerations = [Acceleration(0.5, 1, 2, 5, 8)]
    _pair(t, [(1, 5), (6, 2), (3, 7), (8, 4)])
    # Rated between #5 and #6: number 6, inside the group, whose first player stays #5.
    handling.add_late_entry(t, Player(9, "Roberts", rating=2345), 2)
    assert (t.accelerations[0].first_player, t.accelerations[0].last_player) == (5, 9)
    handling.add_late_entry(t, Player(10, "Walker", rating=2500), 2)
    assert (t.accelerations[0].first_player, t.accelerations[0].last_player) == (6, 10)



def _add_or_delete(t, add: bool, value: int) -> None:
    if add or len(t.players) < 2:
        handling.add_player(t, Player(t.next_player_id(), f"P{value}", rating=value))
    else:
        handling.delete_player(t, t.players[value % len(t.players)].id)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.booleans(), st.integers(0, 3000)), min_size=1, max_size=30),
       st.integers(1, 15))
def test_c04_2_b3_c04_5_1_registrations_and_deletions_keep_numbers_and_baku_groups(steps,
                                                                                   rounds):
    t = _tournament(1, rounds_planned=rounds)
    t.accelerations = handling.baku_accelerations(1, rounds)
    for add, value in steps:
        _add_or_delete(t, add, value)
        # C.04.2 B.3: numbers 1..n in the initial order.
        ordered = sorted(t.players, key=handling.initial_order_key)
        assert [p.pairing_no for p in ordered] == list(range(1, len(t.players) + 1))
        # C.04.5.1: GA, the first half rounded up to even, is made again before round 1.
        n = len(t.players)
        assert t.accelerations == handling.baku_accelerations(n, rounds)
        assert t.accelerations[0].last_player == min(n, 2 * -(-n // 4))
