"""Invariants of every Dubov pairing over random tournaments paired by the engine, and the
fast engine cross-checked against the rule-literal one round by round."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from arbiter_gui.core.model import Colour
from arbiter_gui.pairing import dubov
from arbiter_gui.pairing.engine import result_pairs, tournament_before_round
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)
from arbiter_gui.pairing.swiss import PairingError, build_request
from tests.swiss_strategies import generate_pairable, generator_settings, played_colours


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(generator_settings("dubov", (2, 24), (1, 11)))
def test_every_round_satisfies_the_absolute_criteria(s: GeneratorSettings) -> None:
    t = generate_pairable(s)
    met: set[frozenset[int]] = set()
    for rnd in t.rounds:
        request = build_request(tournament_before_round(t, rnd.number), rnd.number)
        by_number = {p.id: p for p in request.players}
        number = {p.id: p.pairing_no for p in t.players}
        seen = [number[pid] for g in rnd.games for pid in (g.white, g.black)]
        if rnd.pab_player is not None:
            seen.append(number[rnd.pab_player])
            # [C2] (2026): the PAB only to a player who never scored a win's points
            # without playing.
            assert by_number[number[rnd.pab_player]].bye_eligible
        # A.8: every player to be paired is paired exactly once, or has the PAB.
        assert sorted(seen) == sorted(p.id for p in request.players)
        assert len(rnd.games) == len(request.players) // 2
        for game in rnd.games:
            pair = frozenset((game.white, game.black))
            assert pair not in met, f"round {rnd.number}: [C1] repeat pairing {sorted(pair)}"
            if not game.was_played:
                continue
            for pid in pair:
                colours = played_colours(t, pid, rnd.number)
                difference = sum(1 if c is Colour.WHITE else -1 for c in colours)
                # [C3] and E.2: an absolute preference is always granted, so the colour
                # difference stays within +-2 and no colour comes three times running.
                assert abs(difference) <= 2
                assert not (len(colours) >= 3 and colours[-1] is colours[-2] is colours[-3])
        met.update(frozenset((g.white, g.black)) for g in rnd.games if g.was_played)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(generator_settings("dubov", (6, 18), (1, 11)))
def test_fast_engine_pairs_every_round_as_the_rule_literal_engine(s: GeneratorSettings) -> None:
    t = generate_pairable(s)
    for rnd in t.rounds:
        request = build_request(tournament_before_round(t, rnd.number), rnd.number)
        literal = dubov.pair_round_literal(request)
        fast = dubov.pair_round(build_request(tournament_before_round(t, rnd.number),
                                              rnd.number))
        assert result_pairs(fast) == result_pairs(literal), f"round {rnd.number}"
        assert fast.checklist == literal.checklist


def _sweep(seed: int) -> GeneratorSettings:
    """Tournaments of every size the literal engine can take, with every irregularity."""
    return GeneratorSettings(players=8 + seed % 11, rounds=5 + seed % 7, draw_rate=0.3,
                             forfeit_rate=0.05 + 0.01 * (seed % 5), bye_rate=0.06,
                             withdraw_rate=0.03, seed=seed, system="dubov")


@pytest.mark.parametrize("seed", range(60))
def test_fast_and_rule_literal_engines_agree_on_seeded_tournaments(seed: int) -> None:
    t, rng = new_tournament(s := _sweep(seed))
    for round_no in range(1, s.rounds + 1):
        announce_absences(t, round_no, s, rng)
        request = build_request(t, round_no)
        try:
            literal = dubov.pair_round_literal(request)
        except PairingError:
            with pytest.raises(PairingError):
                dubov.pair_round(build_request(t, round_no))
            return
        fast = dubov.pair_round(build_request(t, round_no))
        assert result_pairs(fast) == result_pairs(literal), f"round {round_no}"
        play_round(t, round_no, fast, s, rng)
