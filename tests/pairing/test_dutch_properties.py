"""Invariants of every Dutch pairing, over random tournaments paired by the engine."""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from arbiter_gui.core.model import Colour
from arbiter_gui.pairing.dutch import EDITION_2025, EDITIONS
from arbiter_gui.pairing.engine import tournament_before_round
from arbiter_gui.pairing.generator import GeneratorSettings
from arbiter_gui.pairing.swiss import build_request
from tests.swiss_strategies import generate_pairable, generator_settings, played_colours


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(generator_settings("dutch", (2, 22), (1, 7)), st.sampled_from([None, "2017"]))
# Round 7: two non-topscorers with an absolute preference meet topscorers with the same
# one and a wider colour difference, and get their colour a third time in a row.
@example(GeneratorSettings(players=8, rounds=7, draw_rate=0.0, forfeit_rate=0.125,
                           bye_rate=0.0, withdraw_rate=0.0, seed=2158, system="dutch"), None)
def test_every_round_satisfies_the_absolute_criteria(s: GeneratorSettings,
                                                     rules: str | None) -> None:
    """In each edition of the rules (the 2017 one pairs brackets alone, A.9)."""
    t = generate_pairable(dataclasses.replace(s, rules=rules))
    unplayed = EDITIONS[rules].unplayed if rules else EDITION_2025.unplayed
    met: set[frozenset[int]] = set()
    for rnd in t.rounds:
        request = build_request(tournament_before_round(t, rnd.number), rnd.number, unplayed)
        to_pair = {p.pairing_no for p in t.players_to_pair(rnd.number)}
        by_number = {p.id: p for p in request.players}
        number = {p.id: p.pairing_no for p in t.players}
        seen = [number[pid] for g in rnd.games for pid in (g.white, g.black)]
        if rnd.pab_player is not None:
            seen.append(number[rnd.pab_player])
            # C.04.1 art. 4 / [C2]: the PAB only to an eligible player.
            assert by_number[number[rnd.pab_player]].bye_eligible
        # Every player to be paired is paired exactly once, or has the PAB.
        assert sorted(seen) == sorted(to_pair)
        assert len(rnd.games) == len(to_pair) // 2
        for game in rnd.games:
            pair = frozenset((game.white, game.black))
            assert pair not in met, f"round {rnd.number}: [C1] repeat pairing {sorted(pair)}"
            if not game.was_played:
                continue
            for pid in pair:
                me = by_number[number[pid]]
                other = by_number[number[game.opponent_of(pid)]]
                # [C3] forbids only two non-topscorers with the same absolute preference
                # to meet: against a topscorer with it, 5.2.2 grants the wider colour
                # difference, and the other may get a colour difference beyond 2 or a
                # third colour in a row ([C10], [C11]: "topscorers' opponents").
                if request.is_topscorer(me) or (
                        request.is_topscorer(other) and other.preference.is_absolute
                        and other.preference.colour is me.preference.colour):
                    continue
                colours = played_colours(t, pid, rnd.number)
                difference = sum(1 if c is Colour.WHITE else -1 for c in colours)
                # [C3] / C.04.1 f, g: within ±2 and never three times the same colour.
                assert abs(difference) <= 2
                assert not (len(colours) >= 3 and colours[-1] is colours[-2] is colours[-3])
        met.update(frozenset((g.white, g.black)) for g in rnd.games if g.was_played)
