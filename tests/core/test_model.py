from arbiter_gui.core.model import (
    ByeKind,
    Game,
    GameResult,
    Player,
    ResultCode,
    Round,
    Scoring,
    Tournament,
)
from tests.dutch_helpers import tournament


def _two_player_tournament(scoring: Scoring) -> Tournament:
    t = Tournament(scoring=scoring, players=[Player(1, "A", pairing_no=1),
                                             Player(2, "B", pairing_no=2),
                                             Player(3, "C", pairing_no=3)])
    g = Game(1, 2, board=1)
    g.set_result(GameResult.WHITE_WINS)
    t.rounds.append(Round(1, games=[g], byes={3: ByeKind.PAB}))
    return t


def test_scores_derive_from_results_with_1_half_0():
    t = _two_player_tournament(Scoring())
    assert [t.score(i) for i in (1, 2, 3)] == [1.0, 0.0, 1.0]


def test_scores_derive_from_results_with_3_1_0():
    t = _two_player_tournament(Scoring.three_one_zero())
    assert [t.score(i) for i in (1, 2, 3)] == [3.0, 0.0, 3.0]
    t.rounds[0].games[0].set_result(GameResult.DRAW)
    assert [t.score(i) for i in (1, 2)] == [1.0, 1.0]


def test_forfeit_is_not_a_played_game():
    g = Game(1, 2)
    g.set_result(GameResult.WHITE_WINS_BY_FORFEIT)
    assert not g.was_played
    assert g.code_of(1) is ResultCode.FORFEIT_WIN
    g.set_result(GameResult.DRAW)
    assert g.was_played


def test_the_last_complete_round_stops_at_the_first_round_waiting_for_a_result():
    t = tournament(4, ["1-2:1 3-4:=", "1-3:1 2-4:0", "1-4:1 2-3:="])
    assert t.last_complete_round == 3
    t.round(3).games[1].set_result(None)
    assert t.last_complete_round == 2
    t.round(2).games[0].set_result(None)  # round 3 builds on round 2's missing result
    t.round(3).games[1].set_result(GameResult.DRAW)
    assert t.last_complete_round == 1
    t.round(1).games[0].set_result(None)
    assert t.last_complete_round == 0
    assert Tournament().last_complete_round == 0
