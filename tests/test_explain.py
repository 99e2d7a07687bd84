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
