"""A Dutch bracket's group solved without the lower field (pairing.lower_field, issue 30):
the view's matchings weigh as much as the whole graph's maximum (networkx), through the
engine's kinds of changes, whether the reduction holds or the view falls back to the whole
matching; the reduced path is the one taken when the lower field can absorb the floaters.
"""

from __future__ import annotations

import networkx as nx
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_gui.pairing.lower_field import BracketView, CompletionCheck
from arbiter_gui.pairing.matching import MatchingComputer

W = 1 << 60  # the completion field: one pair more outweighs every lower field together
NOT_A_CANDIDATE = 1 << 40  # a share as [C2][C5] gives a player who may not take the bye


def best_total(size: int, weights: dict[tuple[int, int], int]) -> int:
    graph = nx.Graph()
    graph.add_nodes_from(range(size))
    graph.add_weighted_edges_from((u, v, w) for (u, v), w in weights.items() if w)
    return sum(weights[min(u, v), max(u, v)] for u, v in nx.max_weight_matching(graph))


def total_of(mates: list[int], weights: dict[tuple[int, int], int]) -> int:
    total = 0
    for v, m in enumerate(mates):
        assert mates[m] == v
        if m > v:
            assert weights[v, m] > 0, f"{v}-{m} is no edge"
            total += weights[v, m]
    return total


class Round:
    """A round's matching as the Dutch engine sets it while a bracket (the group, its
    first players) is paired: every edge at the lower field W + t(a) + t(b), the group's
    own edges that plus criteria, the bye vertex (odd fields) W to every player."""

    def __init__(self, rng, players: int, group_size: int, density: float) -> None:
        self.players = players
        self.bye = players if players % 2 else None
        self.size = players + (self.bye is not None)
        self.group = list(range(group_size))
        self.lower = list(range(group_size, players))
        if self.lower:
            self.shares = [rng.choice((0, 0, 3, NOT_A_CANDIDATE)) for _ in range(players)]
            self.shares[rng.choice(self.lower)] = 0  # the least share in the lower field
        else:  # the last brackets of a round without a PAB, whose shares are all 0
            self.shares = [0] * players
        self.rng = rng
        self.density = density
        self.weights: dict[tuple[int, int], int] = {}
        self.full = MatchingComputer(self.size)
        for b in range(1, players):
            for a in range(b):
                if rng.random() < density:
                    extra = rng.choice((0, 1, 5, 1 << 30)) if b < group_size else 0
                    self.set(a, b, self.outside(a, b) + extra, self.full)
        self.view = self.checked_view(players)

    def checked_view(self, players: int, *cut: object, **cut_size: int) -> BracketView:
        """The bye vertex's edges, the completion check and the group's view (of `cut`)."""
        if self.bye is not None:
            for a in range(players):
                self.set(a, self.bye, W, self.full)
        takers = [s == 0 for s in self.shares] + [False]
        self.check = CompletionCheck(self.full, self.size, self.bye, takers)
        return BracketView(self.full, self.check, self.group, self.lower, self.shares, W, {},
                           *cut, **cut_size)

    def outside(self, a: int, b: int) -> int:
        return W + self.shares[a] + self.shares[b]

    def set(self, a: int, b: int, w: int, matcher) -> None:
        self.weights[min(a, b), max(a, b)] = w
        matcher.set_weight(a, b, w)

    def assert_optimal(self) -> list[int]:
        mates = self.view.solve()
        assert len(mates) == self.size
        assert total_of(mates, self.weights) == best_total(self.size, self.weights)
        return mates

    def fix_a_pair(self, mates: list[int], among: list[int]) -> bool:
        """A pair of the optimum among `among` fixed, as the engine fixes a pair it makes;
        False when the optimum has none there."""
        pairs = [(a, b) for a, b in enumerate(mates) if a < b and b in among]
        if not pairs:
            return False
        a, b = self.rng.choice(pairs)
        self.view.isolate_pair(a, b)
        for edge in self.weights:
            if (a in edge or b in edge) and edge != (a, b):
                self.weights[edge] = 0
        return True

    def change(self, mates: list[int]) -> None:
        """One of the engine's steps inside the group: a player's edges re-weighted (a
        boost, a bonus, exchange weights, pairs ruled out), or a pair of the optimum fixed."""
        rng, group = self.rng, self.group
        if rng.random() < 0.3 and self.fix_a_pair(mates, group):
            return
        u = rng.choice(group)
        others = [v for v in group if v != u and self.weights.get((min(u, v), max(u, v)))]
        new = [self.outside(u, v) + rng.choice((0, 1, 2, 1 << 30)) if rng.random() < 0.9 else 0
               for v in others]
        self.view.set_weights(u, others, new)
        for v, w in zip(others, new, strict=True):
            self.weights[min(u, v), max(u, v)] = w


@settings(max_examples=200, deadline=None)
@given(st.integers(3, 13), st.data(), st.sampled_from((0.5, 0.8, 1.0)), st.randoms())
def test_bracket_view_matchings_are_maximum_for_the_whole_round(players, data, density,
                                                                rng) -> None:
    group_size = data.draw(st.integers(1, players - 1))
    rnd = Round(rng, players, group_size, density)
    mates = rnd.assert_optimal()
    for _ in range(data.draw(st.integers(0, 6))):
        rnd.change(mates)
        mates = rnd.assert_optimal()


@settings(max_examples=100, deadline=None)
@given(st.integers(1, 6), st.data(), st.sampled_from((0.5, 0.8, 1.0)), st.randoms())
def test_a_view_of_everybody_left_is_maximum_when_there_is_no_bye(pairs, data, density,
                                                                  rng) -> None:
    # The last brackets of a round of an even number of players (no PAB): the group is every
    # player still to be paired, and its floaters must pair among themselves.
    rnd = Round(rng, 2 * pairs, 2 * pairs, density)
    mates = rnd.assert_optimal()
    for _ in range(data.draw(st.integers(0, 6))):
        rnd.change(mates)
        mates = rnd.assert_optimal()


def _complete_round(group_edges: dict[tuple[int, int], int], players: int,
                    group: list[int]) -> Round:
    rnd = Round.__new__(Round)
    rnd.players, rnd.bye, rnd.size = players, None, players
    rnd.group, rnd.lower = group, [v for v in range(players) if v not in group]
    rnd.shares = [0] * players
    rnd.weights = {}
    rnd.full = MatchingComputer(players)
    for b in range(1, players):
        for a in range(b):
            w = group_edges.get((a, b), W)
            if w:
                rnd.set(a, b, w, rnd.full)
    rnd.check = CompletionCheck(rnd.full, players, None, [True] * players)
    rnd.view = BracketView(rnd.full, rnd.check, rnd.group, rnd.lower, rnd.shares, W, {})
    return rnd


def test_the_group_alone_is_solved_when_the_lower_field_absorbs_its_floaters() -> None:
    # Group 0-2 (one of them floats), a lower field of 5 where every pair may meet.
    rnd = _complete_round({(0, 1): W + 7, (0, 2): W + 3, (1, 2): W + 5}, 8, [0, 1, 2])
    mates = rnd.assert_optimal()
    assert mates[0] == 1
    assert rnd.view.reduced is not None  # the reduction held: the group's matching answered
    # The engine reads the group's certificate: the pair of the optimum is tight in it.
    assert rnd.view.certified
    assert rnd.view.tight_edges(0, [1]) == [True]


def test_the_whole_matching_answers_when_the_lower_field_cannot_absorb_the_floaters() -> None:
    # The group's best pair {0, 1} leaves the lower field {2, 3}, who may not meet, unpaired:
    # [C4] pairs 0-2 and 1-3 instead (or 0-3, 1-2), which the group alone cannot see.
    rnd = _complete_round({(0, 1): W + 100, (2, 3): 0}, 4, [0, 1])
    mates = rnd.assert_optimal()
    assert {mates[0], mates[1]} == {2, 3}
    assert rnd.view.reduced is None  # fell back, for good


# -- the next scoregroup cut down (pairing.lower_field, "The next scoregroup cut down") -------

BRACKET_PAIR = 1 << 40  # [C6]: a pair inside the bracket outweighs every lower field together
NEXT_PAIR = 1 << 10  # c_N: a pair inside the next scoregroup ([C8])


class CutRound(Round):
    """A round as the engine sets it while a bracket is paired: the bracket's own pairs
    count in a field above the others, each bracket player's edges to the next scoregroup
    weigh alike (c(b) >= c_N), the next scoregroup's own edges c_N, the lower field W + t + t."""

    def __init__(self, rng, bracket: int, nxt: int, lower: int, density: float) -> None:
        players = bracket + nxt + lower
        self.players = players
        self.bye = players if players % 2 else None
        self.size = players + (self.bye is not None)
        self.group = list(range(bracket + nxt))
        self.bracket = list(range(bracket))
        self.nxt = list(range(bracket, bracket + nxt))
        self.lower = list(range(bracket + nxt, players))
        self.shares = [rng.choice((0, 0, 3, NOT_A_CANDIDATE)) for _ in range(players)]
        if self.lower:
            self.shares[rng.choice(self.lower)] = 0  # the least share in the lower field
        self.rng = rng
        self.alike = [NEXT_PAIR + rng.choice((0, 0, 1 << 12)) for _ in range(bracket)]
        # [C3]: players of the same absolute colour (1, 2) do not meet; a bracket player
        # may meet few of the next scoregroup or all of it.
        colour = [rng.choice((0, 0, 1, 2)) for _ in range(players)]
        reach = [rng.choice((0.2, 0.5, 1.0)) for _ in range(bracket)]
        self.weights = {}
        self.full = MatchingComputer(self.size)
        for b in range(1, players):
            for a in range(b):
                meet = rng.random() < (reach[a] if a < bracket <= b < bracket + nxt
                                       else density)
                if meet and not colour[a] == colour[b] != 0:
                    self.set(a, b, self.outside(a, b) + self.extra(a, b), self.full)
        self.view = self.checked_view(players, bracket, BRACKET_PAIR,
                                      cut_size=rng.choice((1, 2, 4, 6)))

    def extra(self, a: int, b: int) -> int:
        """The criteria of edge {a, b} (a < b) above the completion field and the shares."""
        if b < len(self.bracket):
            return BRACKET_PAIR + self.rng.choice((0, 1, 5, 1 << 30))
        if a < len(self.bracket) and b < len(self.group):
            return self.alike[a]
        if b < len(self.group):
            return NEXT_PAIR
        return 0

    def change(self, mates: list[int]) -> None:
        """One of the engine's steps inside the bracket: a pair of the optimum fixed, a
        player's bracket edges re-weighted (a bonus, a pair ruled out), a player's edges to
        the next scoregroup removed (forced into S1); rarely an edge of the next scoregroup
        changed, which ends the cut."""
        rng, bracket = self.rng, self.bracket
        roll = rng.random()
        if roll < 0.3 and self.fix_a_pair(mates, bracket):
            return
        u = rng.choice(bracket)
        if roll < 0.5:
            others = [v for v in self.nxt if self.weights.get((u, v))]
            new = [0] * len(others)
        elif roll < 0.55:
            u = rng.choice(self.nxt)
            others = [v for v in self.nxt if v != u and self.weights.get((min(u, v), max(u, v)))]
            new = [0 if rng.random() < 0.5 else self.outside(u, v) + NEXT_PAIR + 1
                   for v in others]
        else:
            others = [v for v in bracket if v != u and self.weights.get((min(u, v), max(u, v)))]
            new = [self.outside(u, v) + BRACKET_PAIR + rng.choice((0, 1, 2, 1 << 30))
                   if rng.random() < 0.9 else 0 for v in others]
        self.view.set_weights(u, others, new)
        for v, w in zip(others, new, strict=True):
            self.weights[min(u, v), max(u, v)] = w


@settings(max_examples=400, deadline=None)
@given(st.integers(1, 6), st.integers(2, 14), st.integers(0, 5), st.data(),
       st.sampled_from((0.6, 0.85, 1.0)), st.randoms())
def test_a_cut_next_scoregroup_gives_the_whole_rounds_maximum(bracket, nxt, lower, data,
                                                               density, rng) -> None:
    rnd = CutRound(rng, bracket, nxt, lower, density)
    mates = rnd.assert_optimal()
    for _ in range(data.draw(st.integers(0, 6))):
        rnd.change(mates)
        mates = rnd.assert_optimal()


def _cut_round(bracket_edges: dict[tuple[int, int], int], next_edges: set[tuple[int, int]],
               between: set[tuple[int, int]], bracket: int, nxt: int, lower: int,
               cut_size: int) -> Round:
    """A round without shares: the bracket's edges as given (criteria above W), the next
    scoregroup's `next_edges`, `between` them (alike: c_N), a complete lower field."""
    players = bracket + nxt + lower
    edges: dict[tuple[int, int], int] = {}
    for b in range(1, players):
        for a in range(b):
            if b < bracket:
                w = bracket_edges.get((a, b), 0)
            elif b < bracket + nxt:
                # A bracket player's pair in the next scoregroup counts its higher score.
                w = NEXT_PAIR + (1 << 12) if (a, b) in between else \
                    NEXT_PAIR if (a, b) in next_edges else 0
            else:
                w = 0
            if w or b >= bracket + nxt:
                edges[a, b] = W + w
    rnd = _complete_round({}, players, list(range(bracket + nxt)))
    rnd.weights = {}
    rnd.full = MatchingComputer(players)
    for (a, b), w in edges.items():
        rnd.set(a, b, w, rnd.full)
    rnd.check = CompletionCheck(rnd.full, players, None, [True] * players)
    rnd.view = BracketView(rnd.full, rnd.check, rnd.group, rnd.lower, rnd.shares, W, {},
                           bracket, BRACKET_PAIR, cut_size=cut_size)
    return rnd


def test_the_next_scoregroup_is_cut_down_when_its_conditions_hold() -> None:
    # A bracket of 3 (one floats into the next scoregroup), a next scoregroup of 10 where
    # every pair may meet, each bracket player compatible with all of it.
    nxt = range(3, 13)
    rnd = _cut_round({(0, 1): BRACKET_PAIR, (1, 2): BRACKET_PAIR + 5},
                     {(a, b) for b in nxt for a in nxt if a < b},
                     {(a, b) for a in range(3) for b in nxt}, 3, 10, 3, cut_size=4)
    mates = rnd.assert_optimal()
    assert mates[1] == 2 and mates[0] in nxt
    assert rnd.view.cut is not None and len(rnd.view.aside) == 6  # 3 pairs set aside


def test_the_next_scoregroup_is_kept_whole_when_a_floater_has_no_partner_in_the_cut() -> None:
    # Player 2 floats (d = 1) and may meet only 12 of the next scoregroup, whose only other
    # partner is 11: the hardest pair, set aside first; 3-10 may all meet each other, and
    # the cut keeps 3, 4, 5 and 10. There 2 finds no partner (condition (a)); kept whole,
    # 2 meets 12 ([C8] its higher score paired) and 11 meets 10.
    nxt = range(3, 13)
    inside = {(a, b) for b in range(3, 11) for a in range(3, 11) if a < b}
    inside |= {(10, 11), (11, 12)}
    rnd = _cut_round({(0, 1): BRACKET_PAIR}, inside, {(2, 12)}, 3, 10, 3, cut_size=4)
    mates = rnd.assert_optimal()
    assert mates[2] == 12 and mates[11] == 10
    assert mates[3] in nxt or mates[4] in nxt


def test_the_next_scoregroup_is_kept_whole_when_the_cut_cannot_pair_its_kept_players() -> None:
    # The bracket pairs among itself (d = 0). The next scoregroup's best connected players,
    # 2 and 3, are kept and may not meet each other (the same absolute colour): the cut pairs
    # 4-5 and 6-7 aside and leaves both over; kept whole, it pairs all six.
    nxt = range(2, 8)
    inside = {(a, b) for a in (2, 3) for b in range(4, 8)} | {(4, 5), (6, 7)}
    rnd = _cut_round({(0, 1): BRACKET_PAIR}, inside, set(), 2, 6, 2, cut_size=2)
    mates = rnd.assert_optimal()
    assert mates[2] in nxt and mates[3] in nxt


@settings(max_examples=150, deadline=None)
@given(st.integers(2, 13), st.data(), st.sampled_from((0.5, 0.8, 1.0)), st.randoms())
def test_the_rest_of_a_round_solved_alone_gives_its_maximum(players, data, density,
                                                            rng) -> None:
    # No lower field and the bye vertex left: the group and it, with the round's weights,
    # are all that is left to pair (no check).
    rnd = Round(rng, players, players - 1, density)
    rest = list(range(rnd.size))  # every player and the bye vertex, if any
    rnd.view = BracketView(rnd.full, None, rest, [], [0] * rnd.size, 0, {})
    mates = rnd.assert_optimal()
    for _ in range(data.draw(st.integers(0, 6))):
        rnd.change(mates)
        mates = rnd.assert_optimal()
