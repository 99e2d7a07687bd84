"""Issue 30: how the Dutch engine's weights let the matching's warm start pair a round before
any search. Every exposed vertex the warm start leaves is a root of the search forest, and
the cost of a large round grew with their number: these tests count them (no timing)."""

from __future__ import annotations

from arbiter_gui.pairing import dutch
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)
from arbiter_gui.pairing.swiss import PairingRequest, build_request


def _round_2(players: int) -> PairingRequest:
    settings = GeneratorSettings(players=players, rounds=3, seed=1)
    t, rng = new_tournament(settings)
    announce_absences(t, 1, settings, rng)
    play_round(t, 1, dutch.pair_round(build_request(t, 1)), settings, rng)
    announce_absences(t, 2, settings, rng)
    return build_request(t, 2)


def test_an_odd_round_is_paired_by_the_warm_start_alone() -> None:
    """[C2][C5] with an odd number of players: the bye vertex stands for the PAB. Its
    edges weighed a full pair, which left its dual so low in the warm start that every
    player of the lowest scoregroup was tight to it alone: 18 roots here."""
    request = _round_2(64)
    assert len(request.players) % 2 == 1  # one player absent
    r = dutch._DutchRound(request, dutch.EDITION_2025)
    r._set_bye_vertex_weights(r._bye_vertex_weight())
    r.bye_score = min(p.score for p in r.players if p.bye_eligible)
    r._set_outside_weights()
    matcher = r.matcher
    matcher._start_afresh()
    roots = [v for v in range(r.n + 1) if matcher._mate[v] < 0 and matcher._dual[v] > 0]
    assert roots == []
