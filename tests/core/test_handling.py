import copy

import pytest

from arbiter_gui.core import handling
from arbiter_gui.core.fide_mode import leave_fide_mode
from arbiter_gui.core.model import (
    ByeKind,
    Game,
    GameResult,
    ModelError,
    Player,
    Round,
    Scoring,
    Tournament,
)

SURNAMES = ["Smith", "Jones", "Brown", "Taylor", "Wilson", "Davies", "Evans", "Thomas",
            "Roberts", "Walker"]


def _tournament(n: int = 6, scoring: Scoring | None = None, rounds_planned: int = 7) -> Tournament:
    """n players, ids 1..n, rated so that id i gets pairing number i."""
    t = Tournament(name="Test Open", rounds_planned=rounds_planned, scoring=scoring or Scoring())
    for i in range(1, n + 1):
        handling.add_player(t, Player(i, SURNAMES[i - 1], "John", rating=2400 - 10 * i))
    return t


def _allow(t: Tournament, bye: ByeKind) -> None:
    """The FIDE mode gives no full-point byes on request (VCL.17): these tests of the handling
    rules with such byes leave it, as an arbiter whose regulations give them does."""
    if bye is ByeKind.FULL:
        leave_fide_mode(t)


def _pair(t: Tournament, pairs: list[tuple[int, int]], pab: int | None = None) -> Round:
    byes = {pab: ByeKind.PAB} if pab is not None else {}
    return handling.set_round_pairing(t, t.next_round_number, [Game(w, b) for w, b in pairs],
                                      byes)


def _result(t: Tournament, round_no: int, white: int, black: int, result: GameResult) -> None:
    handling.set_result(t, round_no, Game(white, black), result)


def _pairing_numbers(t: Tournament) -> dict[str, int]:
    return {p.surname: p.pairing_no for p in t.players}


def _refused(t: Tournament, action, match: str) -> None:
    """The action raises ModelError matching `match` and leaves `t` exactly as it was."""
    before = copy.deepcopy(t)
    with pytest.raises(ModelError, match=match):
        action()
    assert t == before


# -- C.04.2 B: initial order --------------------------------------------------------------------

def _order(players: list[Player]) -> list[int]:
    return [p.id for p in sorted(players, key=handling.initial_order_key)]


def test_c04_2_b2a_initial_order_rating_descending_unrated_last():
    players = [Player(1, "A", rating=0), Player(2, "B", rating=1800), Player(3, "C", rating=2100)]
    assert _order(players) == [3, 2, 1]


def test_c04_2_b2b_initial_order_title_breaks_rating_tie():
    titles = ["", "WCM", "WFM", "CM", "WIM", "FM", "WGM", "IM", "GM"]
    players = [Player(i, "Same", title=title, rating=2300) for i, title in enumerate(titles, 1)]
    assert _order(players) == [9, 8, 7, 6, 5, 4, 3, 2, 1]


def test_c04_2_b2b_title_does_not_outrank_rating():
    assert _order([Player(1, "A", title="GM", rating=2400), Player(2, "B", rating=2401)]) == [2, 1]


def test_c04_2_b2c_initial_order_name_breaks_rating_and_title_tie_ignoring_case_and_accents():
    players = [Player(1, "Vogel", rating=2000), Player(2, "van Dijk", rating=2000),
               Player(3, "Bauer", rating=2000), Player(4, "Ängel", rating=2000),
               Player(5, "Bauer", "Anna", rating=2000), Player(6, "Bauer", "Émile", rating=2000)]
    # Plain string order would put "Vogel" before "van Dijk" and "Ängel" after "Vogel".
    assert _order(players) == [4, 3, 5, 6, 2, 1]


def test_initial_order_full_tie_falls_back_to_fide_id_then_internal_id():
    players = [Player(1, "Müller", rating=2000), Player(2, "Muller", rating=2000, fide_id=900),
               Player(3, "MULLER", rating=2000, fide_id=100), Player(4, "Muller", rating=2000)]
    # Equal in rating, title and name: FIDE id ascending, none last, then internal id.
    assert _order(players) == [3, 2, 1, 4]


def test_c04_2_b3_assign_pairing_numbers_gives_1_to_the_top_of_the_initial_order():
    t = Tournament(players=[Player(1, "Low", rating=1500), Player(2, "High", rating=2500),
                            Player(3, "Mid", rating=2000)])
    handling.assign_pairing_numbers(t)
    assert _pairing_numbers(t) == {"High": 1, "Mid": 2, "Low": 3}


def test_c04_2_c3_assign_pairing_numbers_refused_once_round_1_is_paired():
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    t.players[0].rating = 1000
    _refused(t, lambda: handling.assign_pairing_numbers(t), "fixed once round 1 is paired")


# -- registration -------------------------------------------------------------------------------

def test_c04_2_b_add_player_before_round_1_keeps_pairing_numbers_in_initial_order():
    t = _tournament(3)
    handling.add_player(t, Player(4, "Strong", rating=2700))
    assert _pairing_numbers(t) == {"Strong": 1, "Smith": 2, "Jones": 3, "Brown": 4}


@pytest.mark.parametrize(("player", "match"), [
    (Player(2, "Other"), "id 2 is already used by Jones, John"),
    (Player(9, "Other", fide_id=5), "FIDE id 5 is already registered for Smith, John"),
    (Player(9, "Other", title="XM"), "unknown title 'XM'"),
    (Player(9, "  "), "the surname is empty"),
    (Player(0, "Other"), "the id must be a positive number"),
    (Player(9, "Other", rating=-1), "rating cannot be negative"),
    (Player(9, "Other", withdrawn_from=2), "cannot be withdrawn already"),
])
def test_add_player_refuses_inconsistent_new_player(player, match):
    t = _tournament(3)
    t.players[0].fide_id = 5
    _refused(t, lambda: handling.add_player(t, player), match)


def test_c04_2_c_add_player_refused_after_round_1_is_paired():
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    _refused(t, lambda: handling.add_player(t, Player(5, "Late")), "admit the player as a late")


# -- C.04.2 C: late entries ---------------------------------------------------------------------

def test_c04_2_c3_late_entry_reassigns_all_pairing_numbers_and_keeps_games():
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    _result(t, 1, 1, 3, GameResult.WHITE_WINS)
    games_before = copy.deepcopy(t.rounds[0].games)
    assert _pairing_numbers(t) == {"Smith": 1, "Jones": 2, "Brown": 3, "Taylor": 4}
    handling.add_late_entry(t, Player(5, "Late", rating=2375), first_round=2)
    assert _pairing_numbers(t) == {"Smith": 1, "Jones": 2, "Late": 3, "Brown": 4, "Taylor": 5}
    assert t.rounds[0].games == games_before
    assert t.rounds[0].byes == {5: ByeKind.ZERO}


@pytest.mark.parametrize(("scoring", "bye", "expected"), [
    (Scoring(), ByeKind.ZERO, 0.0),
    (Scoring(), ByeKind.HALF, 1.0),
    (Scoring(), ByeKind.FULL, 2.0),
    (Scoring.three_one_zero(), ByeKind.ZERO, 0.0),
    (Scoring.three_one_zero(), ByeKind.HALF, 2.0),
    (Scoring.three_one_zero(), ByeKind.FULL, 6.0),
])
def test_c04_2_c2_late_entrant_scores_missed_rounds_per_late_entry_bye(scoring, bye, expected):
    t = _tournament(4, scoring)
    _allow(t, bye)
    t.late_entry_bye = bye
    _pair(t, [(1, 3), (4, 2)])
    handling.add_late_entry(t, Player(5, "Late", rating=1000), first_round=3)
    # Round 2 is paired after the entry: the entrant is not paired and gets the bye.
    _pair(t, [(3, 2), (1, 4)])
    assert t.rounds[1].byes == {5: bye}
    assert t.score(5) == expected
    assert 5 in {p.id for p in t.players_to_pair(3)}


def test_c04_2_c2_late_entry_cannot_start_in_a_paired_round():
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    _refused(t, lambda: handling.add_late_entry(t, Player(5, "Late"), 1),
             "round 1 is already paired; the player can start in round 2 at the earliest")


def test_c04_2_c2_late_entry_refuses_pab_as_bye_for_missed_rounds():
    t = _tournament(4)
    t.late_entry_bye = ByeKind.PAB
    _pair(t, [(1, 3), (4, 2)])
    _refused(t, lambda: handling.add_late_entry(t, Player(5, "Late"), 2), "pairing-allocated")


def test_c04_2_c2_late_entry_bye_survives_unpairing_and_repairing():
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    handling.add_late_entry(t, Player(5, "Late"), first_round=2)
    handling.unpair_last_round(t)
    _pair(t, [(1, 3), (4, 2)])
    assert t.rounds[0].byes == {5: ByeKind.ZERO}


def test_c04_2_c2_late_entry_beyond_the_last_round_refused():
    t = _tournament(4, rounds_planned=3)
    _refused(t, lambda: handling.add_late_entry(t, Player(5, "Late"), 4), "has 3 rounds")


# -- C.04.2 D.3: withdrawals --------------------------------------------------------------------

def test_c04_2_d3_withdrawn_player_is_not_paired_and_gets_zero_bye():
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    _result(t, 1, 1, 3, GameResult.DRAW)
    _result(t, 1, 4, 2, GameResult.DRAW)
    handling.request_bye(t, 2, 3, ByeKind.HALF)
    handling.request_bye(t, 2, 2, ByeKind.HALF)
    handling.withdraw(t, 2, from_round=3)
    # Byes requested from the withdrawal on are dropped; the one before it stays.
    assert t.requested_byes == {(2, 2): ByeKind.HALF}
    _pair(t, [(1, 3)], pab=4)
    _refused(t, lambda: _pair(t, [(1, 2), (3, 4)]), "Jones, John is not to be paired in round 3"
             r" \(withdrawn from round 3\)")
    _pair(t, [(4, 1)], pab=3)
    assert t.rounds[1].byes == {2: ByeKind.HALF, 4: ByeKind.PAB}
    assert t.rounds[2].byes == {2: ByeKind.ZERO, 3: ByeKind.PAB}


def test_c04_2_d3_withdrawal_cannot_start_before_a_round_with_a_result():
    t = _tournament(6)
    _pair(t, [(1, 4), (5, 2), (3, 6)])
    _pair(t, [(4, 1), (2, 5), (6, 3)])
    _pair(t, [(1, 2), (3, 4), (5, 6)])
    _result(t, 3, 1, 2, GameResult.BLACK_WINS)
    board = t.rounds[2].game_of(1).board
    _refused(t, lambda: handling.withdraw(t, 1, 3),
             f"Round 3, board {board}: Smith, John already has a result \\(0-1\\); withdraw"
             " from round 4 at the earliest")


def test_c04_2_d10_withdrawal_from_a_round_paired_without_result_refused():
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    _refused(t, lambda: handling.withdraw(t, 4, 1), "is paired and the game has no result")


def test_c04_2_d3_withdrawal_refused_where_the_player_had_a_scoring_bye():
    t = _tournament(3)
    _pair(t, [(1, 3)], pab=2)
    _refused(t, lambda: handling.withdraw(t, 2, 1), "Round 1: Jones, John has a pairing-alloc")


def test_c04_2_d3_cancel_withdrawal_pairs_the_player_again():
    t = _tournament(4)
    handling.withdraw(t, 4, 1)
    _pair(t, [(1, 3)], pab=2)
    handling.cancel_withdrawal(t, 4)
    assert t.rounds[0].byes[4] is ByeKind.ZERO
    assert 4 in {p.id for p in t.players_to_pair(2)}
    _refused(t, lambda: handling.cancel_withdrawal(t, 4), "Taylor, John is not withdrawn")


def test_c04_2_d3_second_withdrawal_refused():
    t = _tournament(4)
    handling.withdraw(t, 4, 3)
    _refused(t, lambda: handling.withdraw(t, 4, 2), "already withdrawn from round 3")


# -- C.04.2 D.4: requested byes -----------------------------------------------------------------

@pytest.mark.parametrize(("scoring", "kind", "points"), [
    (Scoring(), ByeKind.HALF, 0.5), (Scoring(), ByeKind.FULL, 1.0), (Scoring(), ByeKind.ZERO, 0),
    (Scoring.three_one_zero(), ByeKind.HALF, 1.0), (Scoring.three_one_zero(), ByeKind.FULL, 3.0),
])
def test_c04_2_d4_requested_bye_is_given_when_the_round_is_paired(scoring, kind, points):
    t = _tournament(3, scoring)
    _allow(t, kind)
    handling.request_bye(t, 3, 1, kind)
    _pair(t, [(1, 2)])
    assert t.rounds[0].byes == {3: kind}
    assert t.score(3) == points


def test_c04_1_pab_cannot_be_requested():
    t = _tournament(3)
    _refused(t, lambda: handling.request_bye(t, 1, 1, ByeKind.PAB), "cannot be requested")


def test_c04_2_d4_bye_for_a_paired_round_refused():
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    _refused(t, lambda: handling.request_bye(t, 1, 1, ByeKind.HALF), "already paired")


def test_c04_2_d4_bye_for_a_withdrawn_player_refused():
    t = _tournament(4)
    handling.withdraw(t, 1, 2)
    _refused(t, lambda: handling.request_bye(t, 1, 3, ByeKind.HALF), "withdrawn from round 2")


def test_bye_beyond_the_last_round_refused():
    t = _tournament(4, rounds_planned=5)
    _refused(t, lambda: handling.request_bye(t, 1, 6, ByeKind.HALF), "has 5 rounds")


def test_regulation_max_half_byes_counts_given_and_requested_byes():
    t = _tournament(3)
    t.max_half_byes = 2
    handling.request_bye(t, 3, 1, ByeKind.HALF)
    _pair(t, [(1, 2)])
    handling.request_bye(t, 3, 4, ByeKind.HALF)
    _refused(t, lambda: handling.request_bye(t, 3, 5, ByeKind.HALF),
             r"Round 5: Brown, John already has 2 half-point byes \(rounds 1, 4\); the"
             " regulations allow 2")
    # Changing the kind of an existing request does not count that request twice.
    handling.request_bye(t, 3, 4, ByeKind.HALF)
    handling.request_bye(t, 3, 5, ByeKind.ZERO)
    assert t.requested_byes == {(3, 1): ByeKind.HALF, (3, 4): ByeKind.HALF,
                                (3, 5): ByeKind.ZERO}


def test_regulation_no_half_bye_rounds_refuses_half_bye_but_not_absence():
    t = _tournament(3)
    t.no_half_bye_rounds = frozenset({6, 7})
    _refused(t, lambda: handling.request_bye(t, 2, 7, ByeKind.HALF),
             "Round 7: Jones, John cannot have a half-point bye; the regulations allow none in"
             " rounds 6, 7")
    handling.request_bye(t, 2, 7, ByeKind.ZERO)
    assert t.requested_byes == {(2, 7): ByeKind.ZERO}


def test_c04_2_d4_cancel_bye_request():
    t = _tournament(4)
    handling.request_bye(t, 1, 2, ByeKind.HALF)
    handling.request_bye(t, 1, 1, ByeKind.HALF)
    handling.cancel_bye_request(t, 1, 2)
    assert t.requested_byes == {(1, 1): ByeKind.HALF}
    _refused(t, lambda: handling.cancel_bye_request(t, 1, 2), "no bye was requested")
    _pair(t, [(2, 4)], pab=3)
    _refused(t, lambda: handling.cancel_bye_request(t, 1, 1), "round 1 is already paired")


# -- results ------------------------------------------------------------------------------------

POINTS = {  # result: (white, black) with 1/½/0 and with 3/1/0
    GameResult.WHITE_WINS: ((1, 0), (3, 0)),
    GameResult.DRAW: ((0.5, 0.5), (1, 1)),
    GameResult.BLACK_WINS: ((0, 1), (0, 3)),
    GameResult.WHITE_WINS_BY_FORFEIT: ((1, 0), (3, 0)),
    GameResult.BLACK_WINS_BY_FORFEIT: ((0, 1), (0, 3)),
    GameResult.DOUBLE_FORFEIT: ((0, 0), (0, 0)),
    GameResult.WHITE_WINS_UNPLAYED: ((1, 0), (3, 0)),
    GameResult.DRAW_UNPLAYED: ((0.5, 0.5), (1, 1)),
    GameResult.BLACK_WINS_UNPLAYED: ((0, 1), (0, 3)),
    GameResult.WHITE_HALF_BLACK_ZERO: ((0.5, 0), (1, 0)),
    GameResult.WHITE_ZERO_BLACK_HALF: ((0, 0.5), (0, 1)),
    GameResult.BOTH_LOSE: ((0, 0), (0, 0)),
}


@pytest.mark.parametrize("result", list(GameResult))
@pytest.mark.parametrize("three_one_zero", [False, True])
def test_set_result_every_kind_scores_per_scoring(result, three_one_zero):
    t = _tournament(2, Scoring.three_one_zero() if three_one_zero else Scoring())
    _pair(t, [(1, 2)])
    handling.set_result(t, 1, 1, result)
    assert t.rounds[0].games[0].result is result
    assert (t.score(1), t.score(2)) == POINTS[result][three_one_zero]


def test_set_result_none_clears_the_result():
    t = _tournament(2)
    _pair(t, [(2, 1)])
    handling.set_result(t, 1, 1, GameResult.DRAW)
    handling.set_result(t, 1, Game(2, 1), None)
    assert not t.rounds[0].games[0].has_result


def test_set_result_refused_for_a_bye():
    t = _tournament(3)
    handling.request_bye(t, 2, 1, ByeKind.HALF)
    _pair(t, [(1, 3)])
    _refused(t, lambda: handling.set_result(t, 1, Game(2, 0), GameResult.WHITE_WINS),
             "Round 1: Jones, John has a half-point bye; a bye has no result to enter")


def test_set_result_refused_for_an_unknown_board_or_game_or_unpaired_round():
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    _refused(t, lambda: handling.set_result(t, 1, 3, GameResult.DRAW),
             r"Round 1 has no board 3 \(boards 1-2\)")
    _refused(t, lambda: handling.set_result(t, 1, Game(1, 2), GameResult.DRAW),
             "Smith, John - Jones, John is not a game of this round")
    _refused(t, lambda: handling.set_result(t, 2, 1, GameResult.DRAW),
             r"Round 2 has not been paired \(rounds 1-1 are paired\)")
    _refused(t, lambda: handling.set_result(t, 1, 1, "1-0"), "'1-0' is not a result")


def test_c04_2_d8_a_result_later_rounds_rest_on_changes_only_as_a_recorded_correction():
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    handling.set_result(t, 1, 1, GameResult.WHITE_WINS)
    handling.set_result(t, 1, 2, GameResult.DRAW)
    _pair(t, [(1, 4), (2, 3)])
    # Entering it again changes nothing and is no correction.
    handling.set_result(t, 1, 1, GameResult.WHITE_WINS)
    _refused(t, lambda: handling.set_result(t, 1, 1, GameResult.BLACK_WINS),
             "Round 1, board 1: round 2 is paired on this result; a correction needs its"
             " reason")
    correction = handling.correct_result(t, 1, 1, GameResult.BLACK_WINS, "slip signed 0-1")
    assert t.round(1).games[0].result is GameResult.BLACK_WINS
    assert t.corrections == [correction] and correction.paired_through == 2


# -- storing and removing a round ---------------------------------------------------------------

def test_set_round_pairing_refuses_a_player_twice():
    t = _tournament(4)
    _refused(t, lambda: _pair(t, [(1, 3), (3, 2)], pab=4),
             "Round 1, board 2: Brown, John already appears in Round 1, board 1")


def test_set_round_pairing_refuses_a_missing_player():
    t = _tournament(5)
    _refused(t, lambda: _pair(t, [(1, 3), (4, 2)]),
             r"not in the pairing although to be paired: Player 5 \(Wilson, John\)")


def test_c04_1_set_round_pairing_refuses_two_pabs():
    t = _tournament(4)
    _refused(t, lambda: handling.set_round_pairing(t, 1, [Game(1, 3)],
                                                    {2: ByeKind.PAB, 4: ByeKind.PAB}),
             "only one pairing-allocated bye a round")


def test_set_round_pairing_refuses_an_unknown_player_a_result_and_a_wrong_round():
    t = _tournament(4)
    _refused(t, lambda: _pair(t, [(1, 3), (4, 9)]), "board 2: there is no player with id 9")
    _refused(t, lambda: handling.set_round_pairing(t, 2, [Game(1, 3), Game(4, 2)]),
             "the next round to pair is round 1")
    played = Game(1, 3, white_result=GameResult.DRAW.value[0],
                  black_result=GameResult.DRAW.value[1])
    _refused(t, lambda: handling.set_round_pairing(t, 1, [played, Game(4, 2)]),
             "a new pairing cannot carry a result")
    _refused(t, lambda: handling.set_round_pairing(t, 1, [Game(1, 3, 1), Game(4, 2, 3)]),
             "boards must be numbered 1 to 2")


def test_c04_2_d4_set_round_pairing_refuses_a_bye_not_requested():
    t = _tournament(4)
    _refused(t, lambda: handling.set_round_pairing(t, 1, [Game(1, 3)], {2: ByeKind.HALF,
                                                                        4: ByeKind.PAB}),
             "gives Jones, John a half-point bye, but the player is to be paired")


def test_set_round_pairing_accepts_the_planned_byes_repeated():
    t = _tournament(4)
    handling.request_bye(t, 2, 1, ByeKind.HALF)
    handling.set_round_pairing(t, 1, [Game(1, 3)], {2: ByeKind.HALF, 4: ByeKind.PAB})
    assert t.rounds[0].byes == {2: ByeKind.HALF, 4: ByeKind.PAB}


def test_set_round_pairing_keeps_given_board_numbers():
    t = _tournament(4)
    handling.set_round_pairing(t, 1, [Game(4, 2, board=1), Game(1, 3, board=2)])
    assert [(g.white, g.board) for g in t.rounds[0].games] == [(4, 1), (1, 2)]


def test_c04_2_d1_unpair_last_round_refused_while_a_game_is_adjourned():
    # An adjourned game has begun: unpairing its round would lose it, as it would a result.
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    handling.adjourn_game(t, 1, 2)
    _refused(t, lambda: handling.unpair_last_round(t),
             "Round 1, board 2: Taylor, John - Jones, John is adjourned")
    handling.adjourn_game(t, 1, 2, adjourned=False)
    handling.unpair_last_round(t)
    assert t.rounds == []


def test_unpair_last_round_refused_once_a_result_is_entered():
    t = _tournament(4)
    _pair(t, [(1, 3), (4, 2)])
    _result(t, 1, 4, 2, GameResult.DRAW)
    _refused(t, lambda: handling.unpair_last_round(t),
             r"Round 1, board 2: Taylor, John - Jones, John already has a result \(½-½\)")
    handling.set_result(t, 1, 2, None)
    handling.unpair_last_round(t)
    assert t.rounds == []
    _refused(t, lambda: handling.unpair_last_round(t), "No round has been paired")


# -- C.04.2 D.9: board order --------------------------------------------------------------------

def _scored_by_byes(scoring: Scoring) -> Tournament:
    """10 players whose scores after two rounds come from byes alone."""
    t = _tournament(10, scoring)
    plan = ["FF", "ZZ", "FH", "HF", "FZ", "HH", "ZF", "HZ", "FZ", "ZF"]
    for number in (1, 2):
        t.rounds.append(Round(number, byes={i: ByeKind(kinds[number - 1])
                                            for i, kinds in enumerate(plan, 1)}))
    return t


@pytest.mark.parametrize(("scoring", "expected"), [
    # 1/½/0: scores 2, 0, 1.5, 1.5, 1, 1, 1, 0.5, 1, 1 for pairing numbers 1..10.
    # (2,1) leads on the higher score though (3,4) has the larger sum; (7,6) and (10,9) tie on
    # both scores and go by the higher player's pairing number, 6 before 9; (5,8) has the
    # smallest sum.
    (Scoring(), [(2, 1), (3, 4), (7, 6), (10, 9), (5, 8)]),
    # 3/1/0: scores 6, 0, 4, 4, 3, 2, 3, 1, 3, 3; the sums order the pairs of 3.
    (Scoring.three_one_zero(), [(2, 1), (3, 4), (10, 9), (7, 6), (5, 8)]),
])
def test_c04_2_d9_board_order_by_higher_score_sum_and_initial_rank(scoring, expected):
    t = _scored_by_byes(scoring)
    rnd = _pair(t, [(5, 8), (10, 9), (7, 6), (3, 4), (2, 1)])
    assert [(g.white, g.black) for g in rnd.games] == expected
    assert [g.board for g in rnd.games] == [1, 2, 3, 4, 5]


def test_c04_2_d9_board_order_renumbers_given_boards_and_is_refused_after_results():
    t = _scored_by_byes(Scoring())
    games = [Game(w, b, board) for board, (w, b) in
             enumerate([(5, 8), (10, 9), (7, 6), (3, 4), (2, 1)], 1)]
    handling.set_round_pairing(t, 3, games)
    assert [g.white for g in handling.board_order(t, 3)] == [2, 3, 7, 10, 5]
    _result(t, 3, 7, 6, GameResult.DRAW)
    _refused(t, lambda: handling.board_order(t, 3), "Round 3, board 3: a result is entered")


def test_c04_2_d9_board_order_counts_an_adjourned_game_as_the_draw_the_pairing_counted():
    # C.04.2 D.1: "Adjourned games are considered draws for pairing purposes only", and the
    # board order of D.9 is part of the pairing: 1 and 4 have half a point each in it, not
    # the 0 of the standings (where (4-2) would come before (5-1) on the sum of the scores).
    t = _tournament(6)
    _pair(t, [(1, 4), (2, 5), (3, 6)])
    _result(t, 1, 2, 5, GameResult.DRAW)
    _result(t, 1, 3, 6, GameResult.BLACK_WINS)
    handling.adjourn_game(t, 1, 1)
    rnd = _pair(t, [(4, 2), (6, 3), (5, 1)])
    assert [(g.white, g.black) for g in rnd.games] == [(6, 3), (5, 1), (4, 2)]
    assert [g.white for g in handling.board_order(t, 2)] == [6, 5, 4]
    assert (t.score(1), t.score(4)) == (0.0, 0.0)  # the standings do not count it


# -- C.04.1: pairing-allocated bye ----------------------------------------------------------------

def _round_one(scoring: Scoring, result: GameResult, bye: ByeKind) -> Tournament:
    """Player 1 vs 2 with `result`, player 3 has `bye` in round 1 (requested, or the PAB)."""
    t = _tournament(4, scoring)
    if bye is ByeKind.PAB:
        handling.request_bye(t, 4, 1, ByeKind.ZERO)
        _pair(t, [(1, 2)], pab=3)
    else:
        _allow(t, bye)
        handling.request_bye(t, 3, 1, bye)
        handling.request_bye(t, 4, 1, ByeKind.ZERO)
        _pair(t, [(1, 2)])
    _result(t, 1, 1, 2, result)
    return t


@pytest.mark.parametrize(("scoring", "result", "bye", "may_1", "may_3"), [
    (Scoring(), GameResult.WHITE_WINS, ByeKind.PAB, True, False),
    (Scoring(), GameResult.WHITE_WINS_BY_FORFEIT, ByeKind.FULL, False, False),
    (Scoring(), GameResult.WHITE_WINS_UNPLAYED, ByeKind.HALF, True, True),
    (Scoring(), GameResult.DRAW, ByeKind.ZERO, True, True),
    (Scoring.three_one_zero(), GameResult.WHITE_WINS_BY_FORFEIT, ByeKind.HALF, False, True),
    (Scoring.three_one_zero(), GameResult.WHITE_WINS, ByeKind.FULL, True, False),
])
def test_c04_1_pab_not_for_who_had_it_or_scored_a_win_without_playing(scoring, result, bye,
                                                                      may_1, may_3):
    t = _round_one(scoring, result, bye)
    assert handling.may_receive_pab(t, 1, 2) is may_1
    assert handling.may_receive_pab(t, 3, 2) is may_3
    # The loser of a forfeit, and every player before round 1, may receive it.
    assert handling.may_receive_pab(t, 2, 2)
    assert handling.may_receive_pab(t, 3, 1)


def test_c04_1_pab_refusal_says_why_and_where():
    t = _round_one(Scoring(), GameResult.WHITE_WINS_BY_FORFEIT, ByeKind.PAB)
    assert handling.pab_refusal(t, 3, 2) == "received the pairing-allocated bye in round 1"
    assert handling.pab_refusal(t, 1, 2) == "scored a win without playing in round 1 (forfeit)"
    with pytest.raises(ModelError, match="there is no round 0"):
        handling.pab_refusal(t, 1, 0)


def test_standings_best_score_first_then_pairing_number():
    t = Tournament(players=[Player(1, "A", pairing_no=1), Player(2, "B", pairing_no=2),
                            Player(3, "C", pairing_no=3)])
    game = Game(3, 1, board=1)
    game.set_result(GameResult.WHITE_WINS)
    t.rounds.append(Round(1, games=[game], byes={2: ByeKind.HALF}))
    assert [(p.id, score) for p, score in handling.standings(t)] == [(3, 1.0), (2, 0.5), (1, 0.0)]
