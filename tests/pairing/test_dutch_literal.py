"""The rule-literal mode of the FIDE (Dutch) System C.04.3: its sequence of candidates
(article 4), and the cross-check against the fast engine on random small tournaments."""

from __future__ import annotations

import itertools
import random

import pytest

from arbiter_gui.core.model import (
    Acceleration,
    Colour,
    GameResult,
    ProhibitedPairing,
    Scoring,
    Tournament,
)
from arbiter_gui.pairing import dutch, dutch_literal
from arbiter_gui.pairing.dutch_literal import (
    colour_of_higher_ranked,
    mdp_exchanges,
    pair_round_literal,
    resident_exchanges,
    transpositions,
)
from arbiter_gui.pairing.engine import tournament_before_round
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)
from arbiter_gui.pairing.swiss import (
    PairingError,
    PairingRequest,
    PairingResult,
    build_request,
)
from tests.dutch_helpers import tournament

# -- article 4: the sequence of the candidates --------------------------------------------------


def _dashed(sequence: tuple[int, ...]) -> str:
    return "-".join(map(str, sequence))


def test_art_4_2_2_transpositions_of_an_eleven_player_homogeneous_bracket():
    # The text's example: S1 = 1..5, S2 = 6..11, 720 transpositions of S2's first five BSNs,
    # "6-7-8-9-10, 6-7-8-9-11, 6-7-8-10-11, ..., 6-11-10-9-8, 7-6-8-9-10, ..., 11-10-9-8-7".
    # (The text's third item skips 6-7-8-10-9, which the lexicographic order puts before it.)
    order = [_dashed(t) for t in transpositions(range(6, 12), 5)]
    assert len(order) == len(set(order)) == 720
    assert order[:2] == ["6-7-8-9-10", "6-7-8-9-11"]
    assert order[2:4] == ["6-7-8-10-9", "6-7-8-10-11"]
    assert order[119:121] == ["6-11-10-9-8", "7-6-8-9-10"]
    assert order[-1] == "11-10-9-8-7"
    assert order == sorted(order, key=lambda s: [int(x) for x in s.split("-")])


def test_art_4_2_2_transpositions_of_a_bracket_with_two_mdps():
    # "if the bracket is heterogeneous with two MDPs, it is: 3-4, 3-5, 3-6, ..., 3-11, 4-3,
    # 4-5, ..., 11-10 (72 transpositions)".
    order = [_dashed(t) for t in transpositions(range(3, 12), 2)]
    assert len(order) == 72
    assert order[:10] == [f"3-{k}" for k in range(4, 12)] + ["4-3", "4-5"]
    assert order[-1] == "11-10"


# The order of the one- and two-player exchanges in a bracket of eleven (S1 = 1..5,
# S2 = 6..11), as tabulated in the 2016 draft of the Dutch rules (D.2): columns are the BSNs
# moved out of S1, rows those moved out of S2. Articles 4.3.3.1-4 give the same order.
ONE_PLAYER_EXCHANGES = {  # S2 player: order for S1 players 5, 4, 3, 2, 1
    6: [1, 3, 6, 10, 15], 7: [2, 5, 9, 14, 20], 8: [4, 8, 13, 19, 24],
    9: [7, 12, 18, 23, 27], 10: [11, 17, 22, 26, 29], 11: [16, 21, 25, 28, 30],
}
TWO_PLAYER_COLUMNS = [(4, 5), (3, 5), (2, 5), (1, 5), (3, 4), (2, 4), (1, 4), (2, 3), (1, 3),
                      (1, 2)]
TWO_PLAYER_EXCHANGES = {
    (6, 7): [1, 3, 7, 14, 8, 16, 28, 29, 45, 65],
    (6, 8): [2, 6, 13, 24, 15, 27, 43, 44, 64, 85],
    (6, 9): [4, 11, 22, 37, 25, 41, 60, 62, 83, 104],
    (6, 10): [9, 20, 35, 53, 39, 58, 79, 81, 102, 120],
    (6, 11): [17, 32, 50, 71, 55, 76, 96, 99, 117, 132],
    (7, 8): [5, 12, 23, 38, 26, 42, 61, 63, 84, 105],
    (7, 9): [10, 21, 36, 54, 40, 59, 80, 82, 103, 121],
    (7, 10): [18, 33, 51, 72, 56, 77, 97, 100, 118, 133],
    (7, 11): [30, 48, 69, 90, 74, 94, 113, 115, 130, 141],
    (8, 9): [19, 34, 52, 73, 57, 78, 98, 101, 119, 134],
    (8, 10): [31, 49, 70, 91, 75, 95, 114, 116, 131, 142],
    (8, 11): [46, 67, 88, 108, 92, 111, 126, 128, 139, 146],
    (9, 10): [47, 68, 89, 109, 93, 112, 127, 129, 140, 147],
    (9, 11): [66, 87, 107, 123, 110, 125, 137, 138, 145, 149],
    (10, 11): [86, 106, 122, 135, 124, 136, 143, 144, 148, 150],
}


def _exchanges_of(size: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    return [e for e in resident_exchanges(range(1, 6), range(6, 12)) if len(e[0]) == size]


def test_art_4_3_3_exchanges_of_one_player_in_a_bracket_of_eleven():
    order = _exchanges_of(1)
    for into, positions in ONE_PLAYER_EXCHANGES.items():
        for out, position in zip((5, 4, 3, 2, 1), positions, strict=True):
            assert order.index(((out,), (into,))) + 1 == position, (out, into)


def test_art_4_3_3_exchanges_of_two_players_in_a_bracket_of_eleven():
    order = _exchanges_of(2)
    assert len(order) == 150
    for into, positions in TWO_PLAYER_EXCHANGES.items():
        for out, position in zip(TWO_PLAYER_COLUMNS, positions, strict=True):
            assert order.index((out, into)) + 1 == position, (out, into)


def test_art_4_3_exchanges_start_with_the_original_subgroups_and_cover_every_swap():
    order = resident_exchanges(range(1, 6), range(6, 12))
    assert order[0] == ((), ())
    assert len(order) == len(set(order)) == 462  # sum over k of C(5, k) * C(6, k)
    assert [len(out) for out, _ in order] == sorted(len(out) for out, _ in order)  # 4.3.3.1


@pytest.mark.parametrize(("better", "worse"), [
    # 4.3.3.2: "exchanging 6 with 4 is better than exchanging 8 with 5; similarly
    # exchanging 8+6 with 4+3 is better than exchanging 9+8 with 5+4"
    (((4,), (6,)), ((5,), (8,))),
    (((3, 4), (6, 8)), ((4, 5), (8, 9))),
    # 4.3.3.3: "moving 5 from S1 to S2 is better than moving 4; similarly, 5-2 is better
    # than 4-3; 5-4-1 is better than 5-3-2" (same groups from S2, so equal differences)
    (((5,), (7,)), ((4,), (7,))),
    (((2, 5), (6, 7)), ((3, 4), (6, 7))),
    (((1, 4, 5), (6, 7, 8)), ((2, 3, 5), (6, 7, 8))),
    # 4.3.3.4: "moving 6 from S2 to S1 is better than moving 7; similarly, 6-9 is better
    # than 7-8; 6-7-10 is better than 6-8-9"
    (((5,), (6,)), ((5,), (7,))),
    (((4, 5), (6, 9)), ((4, 5), (7, 8))),
    (((3, 4, 5), (6, 7, 10)), ((3, 4, 5), (6, 8, 9))),
])
def test_art_4_3_3_examples_of_the_text(better, worse):
    order = resident_exchanges(range(1, 6), range(6, 12))
    assert order.index(better) < order.index(worse)


# The 2016 draft's table of MDP-exchanges (D.3): five MDPs of 7.0, 7.0, 6.5, 6.5 and 6.0
# points; for each M1, the compositions of S1 in their order. 4.4.3 gives the same order.
@pytest.mark.parametrize(("m1", "expected"), [
    (4, "1234 1235 1245 1345 2345"),
    (3, "123 124 125 134 234 135 145 235 245 345"),
    (2, "12 13 14 23 24 15 25 34 35 45"),
    (1, "1 2 3 4 5"),
])
def test_art_4_4_3_mdp_exchanges_prefer_high_scores_then_low_bsns(m1, expected):
    mdps = [(1, 70), (2, 70), (3, 65), (4, 65), (5, 60)]
    order = ["".join(map(str, s1)) for s1 in mdp_exchanges(mdps, m1)]
    assert order == expected.split()


# -- article 5: colours -------------------------------------------------------------------------

def test_art_5_colour_allocation_agrees_with_the_fast_engine_for_every_pair():
    checked = 0
    for seed in range(12):
        settings = GeneratorSettings(players=10, rounds=6, seed=seed, forfeit_rate=0.1,
                                     bye_rate=0.1)
        t, rng = new_tournament(settings)
        for round_no in range(1, settings.rounds + 1):
            announce_absences(t, round_no, settings, rng)
            request = build_request(t, round_no)
            players = sorted(request.players, key=lambda p: (-p.score, p.pairing_no))
            for a, b in itertools.combinations(players, 2):
                for initial in Colour:
                    assert (colour_of_higher_ranked(a, b, initial)
                            is dutch.colour_of_higher(a, b, initial)), (seed, round_no, a.id, b.id)
                    checked += 1
            try:
                result = dutch.pair_round(request)
            except PairingError:
                break
            play_round(t, round_no, result, settings, rng)
    assert checked > 2000


# -- the literal mode on small cases -------------------------------------------------------

def _pairs(result: PairingResult) -> set[tuple[int, int]]:
    return set(result.pairs) | ({(result.bye, 0)} if result.bye is not None else set())


def _literal(t: Tournament, round_no: int, **kwargs) -> set[tuple[int, int]]:
    return _pairs(pair_round_literal(build_request(t, round_no), **kwargs))


def _fast(t: Tournament, round_no: int) -> set[tuple[int, int]]:
    return _pairs(dutch.pair_round(build_request(t, round_no)))


def test_art_2_3_1_round_one_pairs_s1_against_s2_with_the_initial_colour():
    assert _literal(tournament(8), 1) == {(1, 5), (6, 2), (3, 7), (8, 4)}
    assert _literal(tournament(8, initial=Colour.BLACK), 1) == {(5, 1), (2, 6), (7, 3), (4, 8)}


def test_a_bracket_larger_than_the_limit_is_refused_with_the_limit_named():
    with pytest.raises(PairingError, match=r"limited to brackets of 12 players.*has 13"):
        _literal(tournament(13), 1)
    assert _literal(tournament(13), 1, max_bracket=13) == _fast(tournament(13), 1)


def test_art_1_9_3_no_legal_pairing_is_reported():
    with pytest.raises(PairingError, match=r"absolute criteria \[C1\]-\[C3\]"):
        _literal(tournament(2, ["1-2:1"]), 2)


def test_nobody_to_pair_is_reported():
    request = PairingRequest(round_no=1, total_rounds=5, initial_colour=Colour.WHITE,
                             points_win=10, points_loss=0, players=[])
    with pytest.raises(PairingError, match="no player"):
        pair_round_literal(request)


def test_c4_completion_over_more_players_than_the_exhaustive_search_takes():
    # 20 players: the completion of the round is checked with the blossom algorithm.
    first = " ".join(f"{k}-{k + 10}:{'1=0'[k % 3]}" if k % 2 else f"{k + 10}-{k}:{'1=0'[k % 3]}"
                     for k in range(1, 11))
    t = tournament(20, [first], planned=5)
    assert _literal(t, 2) == _fast(t, 2)


# [C5] Round 1 of nine players with fictitious points (2.0 for 1-4, 1.0 for 5-8, none for 9)
# and prohibited pairs: 7 and 8 may meet only 1, 3 or 9; 2 may not meet 4. The bye can go to 9
# (0.0): 1-7 3-8 2-5 4-6 is a complete pairing.
def _c5_lowest_bye() -> Tournament:
    t = tournament(9, planned=5)
    t.accelerations += [Acceleration(2.0, 1, 1, 1, 4), Acceleration(1.0, 1, 1, 5, 8)]
    t.prohibited_pairings += [
        ProhibitedPairing(1, 1, pair) for pair in [(2, 4), (2, 7), (2, 8), (4, 7), (4, 8),
                                                   (5, 7), (5, 8), (6, 7), (6, 8), (7, 8)]]
    return t


def test_c5_the_bye_goes_to_the_lowest_score_a_complete_pairing_allows():
    assert (9, 0) in _literal(_c5_lowest_bye(), 1)


def test_c5_fast_engine_gives_the_bye_the_lowest_possible_score():
    """[C5] (C.04.3 art. 3.3.1). Found by the cross-check: the count of pairs inside the top
    scoregroup had a one-bit field in _find_bye_score's weights; summed over the matching it
    carried into the score ranks, so a bye score of 1.0 tied with 0.0."""
    assert (9, 0) in _fast(_c5_lowest_bye(), 1)


# [C9] Round 3 to pair of five players: 2.0 for 1 and 3 (who met), 1.5 for 2, 1.0 for 4 and 5.
# 2 and 5 had the pairing-allocated bye, so 1 or 3 gets it; 1 and 3 cannot meet, so both float
# into the bracket of 2, who can meet either; the other is its single downfloater and gets the
# bye (4 and 5 meet). [C5]-[C8] are equal; [C9] leaves 3 over (no unplayed game) rather than 1
# (a double forfeit in round 3), before [C12] (2-3 grants both colours, 2-1 one).
def _c9_below_the_bye_score() -> Tournament:
    t = tournament(5, ["1-3:1 4-2:1 5:U", "5-1:0 3-4:1 2:H", "1-4:- 3-5:1 2:U"], planned=5)
    t.rounds[2].games[0].set_result(GameResult.DOUBLE_FORFEIT)
    return t


def test_c9_the_single_downfloater_with_fewer_unplayed_games_is_left_over():
    assert _literal(_c9_below_the_bye_score(), 4) == {(2, 1), (4, 5), (3, 0)}


def test_fast_engine_applies_c9_in_a_bracket_below_the_bye_score():
    # C.04.3 art. 3.4.4 [C9]: once a known deviation of the fast engine, which judged [C9]
    # only in the bracket whose residents have the bye's score; bbpPairings pairs as the
    # literal engine does (issue 31, tests/pairing/test_crosstest.py).
    t = _c9_below_the_bye_score()
    assert _fast(t, 4) == _literal(t, 4)


def test_c9_does_not_make_a_higher_bracket_choose_its_downfloaters():
    # Round 3: 2, 4, 5 at 1.5 (5 had the bye), 1 and 3 at 0.5 (1 had a half-point bye). The
    # bracket of 1.5 floats 4 or 2, and that choice decides whether 1 or 3 gets the bye, but
    # its pairing leaves no assignee: [C9] is not its criterion, [C12] keeps 2-5.
    t = tournament(5, ["2-4:= 5-3:= 1:H", "3-2:0 4-1:1 5:U"], planned=5)
    assert _literal(t, 3) == {(2, 5), (3, 4), (1, 0)} == _fast(t, 3)


# Art. 4.1.1 / 4.3.3.2: round 3 of eight players, after an accelerated start (one fictitious
# point for 1-4 in rounds 1-2). 3 (2.0) floats into the bracket of 1.0, whose BSNs are
# 3=1 1=2 2=3 4=4 5=5 6=6 7=7 (8, at 0.5, is below). MDP 3 meets 5 (BSN 5), leaving the
# remainder 1 2 | 4 6 7, BSNs 2 3 | 4 6 7: two pairs, and one player to meet 8. The exchange
# 2<->4 (difference 1) can only float 7, who floated down last round ([C14]); 1<->4 (BSNs 2, 4:
# difference 2) gives 2-7 4-6, 1 floating; 2<->6 (BSNs 3, 6: difference 3) gives 1-2 6-7, 4
# floating; both are equal on every criterion, so 1<->4 is the one. Numbered within the
# remainder (1 2 | 3 4 5) both differences would be 2 and 4.3.3.3 would take 2<->6 first.
def _remainder_bsns() -> Tournament:
    t = tournament(8, ["1-3:0 4-2:1 5-7:1 8-6:0", "3-4:1 2-5:1 6-1:0 7:U 8:H"], planned=4)
    t.accelerations.append(Acceleration(1.0, 1, 2, 1, 4))
    return t


def test_art_4_1_1_a_remainder_keeps_the_bsns_of_its_bracket():
    assert _literal(_remainder_bsns(), 3) == {(5, 3), (7, 2), (4, 6), (1, 8)}


@pytest.mark.xfail(strict=True, reason="fast engine: the remainder's exchanges are ordered by "
                   "positions in the remainder, not by the bracket's BSNs (C.04.3 art. 4.1.1, "
                   "4.3.3.2); see /work/notes/literal-diffs/remainder-bsn.md")
def test_fast_engine_orders_remainder_exchanges_by_the_brackets_bsns():
    t = _remainder_bsns()
    assert _fast(t, 3) == _literal(t, 3)


def test_the_bounds_never_change_the_chosen_candidate(monkeypatch):
    # The search skips candidates that cannot beat the best one found; with no skipping at
    # all (every candidate generated and evaluated until a perfect one, 2.4.1) the choice of
    # every bracket is the same.
    requests = []
    for seed in range(30):
        t, _ = _played_tournament("small", seed)
        requests += [build_request(tournament_before_round(t, r), r)
                     for r in range(1, len(t.rounds) + 1)]
    bounded = [pair_round_literal(request) for request in requests]
    monkeypatch.setattr(dutch_literal._Bracket, "_promising",
                        lambda self, *args, **kwargs: not self._done)
    exhaustive = [pair_round_literal(request) for request in requests]
    assert len(requests) > 100
    assert [(r.pairs, r.bye) for r in exhaustive] == [(r.pairs, r.bye) for r in bounded]


# -- the cross-check on random tournaments ----------------------------------------------------

def _random_tournament(family: str, seed: int) -> tuple[Tournament, GeneratorSettings,
                                                         random.Random]:
    """A new random tournament of a family: 'mixed' (6 to 12 players, 3 to 7 rounds, draws,
    forfeits, half-point byes, withdrawals, some with 3/1/0 scoring, an accelerated start or a
    prohibited pair), 'drawish' (10 to 12 players drawing most games: big brackets, where
    exchanges decide) or 'small' (6 to 8 players)."""
    pick = random.Random(f"{family}-{seed}")
    if family == "small":  # 6 to 8 players, small enough to generate every candidate
        settings = GeneratorSettings(players=pick.randint(6, 8), rounds=pick.randint(3, 6),
                                     seed=seed, draw_rate=0.3, forfeit_rate=0.05,
                                     bye_rate=0.05, withdraw_rate=0.03)
    elif family == "drawish":
        settings = GeneratorSettings(players=pick.randint(10, 12), rounds=pick.randint(3, 6),
                                     seed=seed, draw_rate=0.9, forfeit_rate=0.02,
                                     bye_rate=0.02, withdraw_rate=0.0)
    else:
        settings = GeneratorSettings(
            players=pick.randint(6, 12), rounds=pick.randint(3, 7), seed=seed,
            draw_rate=pick.choice([0.1, 0.3, 0.6]), forfeit_rate=pick.choice([0, 0.05, 0.15]),
            bye_rate=pick.choice([0, 0.05, 0.15]), withdraw_rate=pick.choice([0, 0.03, 0.08]))
    t, rng = new_tournament(settings)
    if family == "mixed":
        if seed % 3 == 0:
            t.scoring = Scoring.three_one_zero()
        if seed % 5 == 1:  # an accelerated start: one fictitious win for the top half
            t.accelerations.append(Acceleration(t.scoring.win, 1, 2, 1, settings.players // 2))
        if seed % 7 == 2:
            t.prohibited_pairings.append(ProhibitedPairing(1, settings.rounds, (1, 2)))
    return t, settings, rng


def _played_tournament(family: str, seed: int) -> tuple[Tournament, int | None]:
    """The tournament played round by round with the fast engine, and the round it could not
    pair (None if it was played to the end)."""
    t, settings, rng = _random_tournament(family, seed)
    for round_no in range(1, settings.rounds + 1):
        announce_absences(t, round_no, settings, rng)
        if len(t.players_to_pair(round_no)) < 2:
            return t, None
        try:
            result = dutch.pair_round(build_request(t, round_no))
        except PairingError:
            return t, round_no
        play_round(t, round_no, result, settings, rng)
    return t, None


def _difference(request: PairingRequest) -> str | None:
    fast = dutch.pair_round(request)
    literal = pair_round_literal(request)
    if sorted(fast.pairs) == sorted(literal.pairs) and fast.bye == literal.bye:
        return None
    return (f"fast {sorted(fast.pairs)} bye {fast.bye}, "
            f"literal {sorted(literal.pairs)} bye {literal.bye}")


REMAINDER_BSNS = ("fast engine: the remainder's exchanges are ordered by positions in the "
                  "remainder, not by the bracket's BSNs (C.04.3 art. 4.1.1, 4.3.3.2)")
# Rounds of the random tournaments where the fast engine departs from the text; each one is
# checked by test_fast_engine_known_deviation (strict xfail) and left out of the cross-check.
KNOWN_DEVIATIONS: dict[tuple[str, int, int], str] = {
    ("mixed", 1406, 3): REMAINDER_BSNS,  # the case of test_art_4_1_1_..., played at random
    ("drawish", 128, 4): REMAINDER_BSNS,  # 1<->6 (BSNs 2, 6) tied with 4<->8 (BSNs 4, 8)
}


def _cross_check(family: str, seed: int) -> None:
    t, unpairable = _played_tournament(family, seed)
    differences = []
    for round_no in range(1, len(t.rounds) + 1):
        if (family, seed, round_no) in KNOWN_DEVIATIONS:
            continue
        request = build_request(tournament_before_round(t, round_no), round_no)
        difference = _difference(request)
        if difference:
            differences.append(f"round {round_no}: {difference}")
    if unpairable is not None:
        # 1.9.3: where the fast engine finds no legal pairing, neither may the literal mode.
        with pytest.raises(PairingError):
            pair_round_literal(build_request(t, unpairable))
    assert not differences, f"{family} seed {seed}: " + "; ".join(differences)


# About 300 rounds in the normal suite, 8,000 more in the slow one.
NORMAL = [("mixed", seed) for seed in range(46)] + [("drawish", seed) for seed in range(18)]
SLOW = ([("mixed", seed) for seed in range(46, 1540)]
        + [("drawish", seed) for seed in range(18, 316)])


@pytest.mark.parametrize(("family", "seed"), NORMAL)
def test_literal_mode_and_fast_engine_pair_random_rounds_alike(family, seed):
    _cross_check(family, seed)


@pytest.mark.slow
@pytest.mark.parametrize(("family", "seed"), SLOW)
def test_literal_mode_and_fast_engine_pair_many_random_rounds_alike(family, seed):
    _cross_check(family, seed)


@pytest.mark.parametrize(("family", "seed", "round_no"), [
    pytest.param(*case, marks=pytest.mark.xfail(strict=True, reason=reason))
    for case, reason in KNOWN_DEVIATIONS.items()])
def test_fast_engine_known_deviation(family, seed, round_no):
    t, _ = _played_tournament(family, seed)
    assert _difference(build_request(tournament_before_round(t, round_no), round_no)) is None
