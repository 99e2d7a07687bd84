"""The engine's explanation cut down to some players: their cards and their brackets."""

from __future__ import annotations

import pytest

from arbiter_gui.pairing.engine import SYSTEMS, pair_next_round, tournament_before_round
from arbiter_gui.pairing.explain import explanation_for
from arbiter_gui.pairing.generator import GeneratorSettings, generate_tournament

CHECKLIST = """Round 3 of 3, FIDE (Dutch) System C.04.3

Pairing cards (floats: two rounds before, previous round; D down, U up)
  No   Pts  Colours       Preference        Floats  PAB ok  Paired with
   4   2.0  WB            mild white        ..      yes     5 (white)
   5   2.0  BW            mild black        ..      yes     4 (black)
   7   1.0  BW            mild black        .U      yes     11 (black)
  11   1.0  B             strong white      .D      no      7 (white)
   9   0.0  BW            mild black        ..      yes     pairing-allocated bye

Brackets
Scoregroup 2.0: residents 4 5; MDPs none; downfloaters none
    every quality criterion met
Scoregroup 1.0: residents 7 11; MDPs none; downfloaters none
    [C12] colour preference not granted: 7
Scoregroup 0.0: residents 9; MDPs none; downfloaters 9
    every quality criterion met
"""


def test_a_pair_gets_the_title_its_cards_and_its_bracket():
    assert explanation_for(CHECKLIST, [7, 11]) == """Round 3 of 3, FIDE (Dutch) System C.04.3

Pairing cards (floats: two rounds before, previous round; D down, U up)
  No   Pts  Colours       Preference        Floats  PAB ok  Paired with
   7   1.0  BW            mild black        .U      yes     11 (black)
  11   1.0  B             strong white      .D      no      7 (white)

Brackets
Scoregroup 1.0: residents 7 11; MDPs none; downfloaters none
    [C12] colour preference not granted: 7
"""


def test_a_number_inside_a_score_or_a_criterion_name_is_not_the_player():
    text = explanation_for(CHECKLIST, [2])  # "2.0" and "[C12]" are not player 2
    assert "Scoregroup" not in text and "   4   2.0" not in text


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_every_engines_explanation_says_something_of_each_player(system):
    t = generate_tournament(GeneratorSettings(players=11, rounds=3, seed=5, system=system))
    checklist = pair_next_round(tournament_before_round(t, 3), system).checklist
    general = explanation_for(checklist, [])  # the title and the round's general facts
    assert general.splitlines()[0] == checklist.splitlines()[0]
    for number in [p.pairing_no for p in t.players_to_pair(3)]:
        text = explanation_for(checklist, [number])
        assert text != general and len(text) < len(checklist), number


@pytest.mark.parametrize("system, rules", [("dutch", None), ("dutch", "2017"),
                                           ("dutch", "2012"), ("dubov", None),
                                           ("leong", None)])
def test_a_round_paired_without_explanation_is_the_same_pairing_with_no_checklist(system,
                                                                                rules):
    # The command line without -l and the check of a whole tournament read no checklist.
    t = tournament_before_round(
        generate_tournament(GeneratorSettings(players=11, rounds=3, seed=5, system=system,
                                              rules=rules)), 3)
    explained = pair_next_round(t, system, rules)
    plain = pair_next_round(t, system, rules, explain=False)
    assert explained.checklist and plain.checklist == ""
    assert (plain.pairs, plain.bye) == (explained.pairs, explained.bye)


def test_c04_2_d8_the_engine_explains_a_round_from_the_results_it_was_paired_on():
    """A result corrected after later rounds were paired (C.04.2 D.8, twice on one board) is put
    back, for each round, as it was when that round was paired."""
    from arbiter_gui.core import handling
    from arbiter_gui.core.model import GameResult
    from arbiter_gui.pairing.engine import tournament_as_paired

    t = generate_tournament(GeneratorSettings(players=10, rounds=4, seed=5))
    board = next(g for g in t.round(1).games if g.result is not None)
    first = board.result
    others = [r for r in (GameResult.WHITE_WINS, GameResult.DRAW, GameResult.BLACK_WINS)
              if r is not first]
    round_4 = t.rounds.pop()  # three rounds paired: the first correction rests on rounds 2-3
    handling.correct_result(t, 1, board.board, others[0], "slip")
    t.rounds.append(round_4)
    handling.correct_result(t, 1, board.board, others[1], "slip again")

    def result_in(tournament) -> GameResult | None:
        return next(g for g in tournament.round(1).games if g.board == board.board).result

    assert result_in(tournament_as_paired(t, 2)) is first
    assert result_in(tournament_as_paired(t, 3)) is first
    assert result_in(tournament_as_paired(t, 4)) is others[0]
    assert result_in(t) is others[1]  # the tournament itself is not changed
    assert result_in(tournament_before_round(t, 4)) is others[1]


def test_c04_2_d1_the_bye_is_explained_on_the_scores_the_round_was_paired_on():
    """An adjourned game is a draw for pairing purposes (C.04.2 D.1): the Why? dialog's
    explanation of the PAB gives its players the half point the pairing gave them, not the 0
    of the standings (which would make them players with a lower score who might have had
    the bye instead)."""
    from arbiter_gui.core import handling
    from arbiter_gui.core.model import ByeKind, Game
    from arbiter_gui.core.texts import player_label
    from arbiter_gui.pairing.explain import bye_explanation
    from tests.dutch_helpers import tournament

    t = tournament(5, ["1-4:= 2-5:= 3:U"], planned=5)
    t.rounds[0].games[0].set_result(None)
    handling.adjourn_game(t, 1, 1)
    result = pair_next_round(t, "dutch")
    assert result.bye == 5  # on half a point, as 1, 2 and 4 are in the pairing
    handling.set_round_pairing(t, 2, [Game(w, b) for w, b in result.pairs], {5: ByeKind.PAB})
    text = bye_explanation(t, 2, 5)
    assert "with 0.5 points before the round" in text
    assert not any(line.startswith(player_label(t.player(p))) for line in text.splitlines()
                   for p in (1, 4)), text
