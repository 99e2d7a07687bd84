"""The tie-breaks counted in the tournament's point unit (C.07, whole numbers where the values
are sums and products of points; issue 27) give every value and every rank that the
straightforward computation in fractions gives (tests/core/tiebreak_reference.py), on random
tournaments: Dutch pairings of the random generator with forfeits, requested byes,
withdrawals, absences, games without a result yet, unrated players and other scorings."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter_gui.core.model import Scoring
from arbiter_gui.core.tiebreak import ranked_standings, ratings, tiebreak_values
from arbiter_gui.core.tiebreak.entries import point_unit
from arbiter_gui.pairing.generator import GeneratorSettings, generate_until_impasse
from tests.core.tiebreak_reference import reference_ranks, reference_values

# Every base code, and the modifiers that change how the elements are made or cut.
CODES = ["DE", "DE/P", "WIN", "WON", "BPG", "BWG", "PS", "PS/C1", "REP", "STD", "TPN",
         "TPN/R", "BH", "BH/C1", "BH/C2", "BH/M1", "BH/M2", "BH/P", "BH/F", "BH/C1/P", "AOB",
         "AOB/F", "FB", "FB/C1", "SB", "SB/C1", "SB/C2", "SB/P", "KS", "KS/L60", "ARO",
         "ARO/C1", "ARO/M1", "TPR", "PTP", "APRO", "APPO", "RTNG", "RTNG/R"]
# (win, draw, loss, pairing-allocated bye): FIDE's, football's, quarters, a 1/2 PAB.
SCORINGS = [(1.0, 0.5, 0.0, None), (3.0, 1.0, 0.0, None), (2.0, 1.0, 0.0, 1.0),
            (1.0, 0.5, 0.0, 0.5), (1.0, 0.75, 0.25, None), (3.0, 1.5, 0.5, 1.5)]


@st.composite
def tournaments(draw):
    win, draw_points, loss, pab = draw(st.sampled_from(SCORINGS))
    generator = GeneratorSettings(
        players=draw(st.integers(5, 14)), rounds=draw(st.integers(2, 7)),
        draw_rate=draw(st.sampled_from([0.0, 0.3, 0.6])),
        forfeit_rate=draw(st.sampled_from([0.0, 0.1, 0.3])),
        bye_rate=draw(st.sampled_from([0.0, 0.1, 0.2])),
        withdraw_rate=draw(st.sampled_from([0.0, 0.05])),
        zero_bye_rate=draw(st.sampled_from([0.0, 0.1])),
        win_points=win, draw_points=draw_points, loss_points=loss, pab_points=pab,
        seed=draw(st.integers(0, 10**6)))
    t, _impasse = generate_until_impasse(generator)
    if t.rounds and draw(st.booleans()):
        # The last round's games without a result yet (they count in no tie-break).
        for game in t.rounds[-1].games[:draw(st.integers(0, len(t.rounds[-1].games)))]:
            game.white_result = game.black_result = None
    for player in t.players[:draw(st.integers(0, 2))]:
        player.rating = 0  # unrated: the rating-based tie-breaks drop out, or use the
    t.tiebreak_unrated_rating = draw(st.sampled_from([0, 1000]))  # substitute rating
    return t


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tournaments(), st.lists(st.sampled_from(CODES), min_size=1, max_size=5), st.data())
def test_the_fast_tiebreaks_equal_the_straightforward_ones(t, codes, data):
    # Mostly the standings after the last round; sometimes after an earlier one.
    last = max(0, len(t.rounds) - data.draw(st.sampled_from([0, 0, 1, 2])))
    # Every tie-break (the direct encounter after the score only), then a list of them.
    assert tiebreak_values(t, CODES, last) == reference_values(t, CODES, last)
    rows = ranked_standings(t, last, codes)
    assert [(row.rank, row.player.id) for row in rows] == reference_ranks(t, codes, last)
    exact = reference_values(t, codes, last)
    assert all(row.values == exact[row.player.id] for row in rows)


def test_the_point_unit_makes_every_score_whole():
    # FIDE's 1, 1/2, 0 count in half points; quarters in quarter points; 3-1-0 in points.
    assert point_unit(Scoring()) == 2
    assert point_unit(Scoring(win=1.0, draw=0.75, loss=0.25)) == 4
    assert point_unit(Scoring(win=3.0, draw=1.0, loss=0.0, forfeit_win=3.0, pab=3.0,
                              half_bye=1.0, full_bye=3.0)) == 2  # a half (7.7, 8.3) still


def test_b02_8_1b_looked_up_is_the_table_at_every_difference():
    # The perfect performance (C.07 10.3) looks the expected score up instead of searching the
    # table of B.02 8.1b each time: the same hundredths at every rating difference.
    assert all(ratings._pd_hundredths(d) == ratings._pd_from_table(d)
               for d in range(-2000, 2001))
