"""Maximum-weight matching: totals against networkx, incremental re-solves, tricky blossoms.

Any maximum-weight matching is acceptable, so the tests compare TOTAL weights with
networkx.max_weight_matching (exact with int weights), and check each result's
optimality certificate with MatchingComputer.verify().
"""

from __future__ import annotations

import random

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_gui.pairing.matching import MatchingComputer, MatchingError

Weights = dict[tuple[int, int], int]


def networkx_total(n: int, weights: Weights) -> int:
    graph = nx.Graph()
    graph.add_nodes_from(range(n))
    graph.add_weighted_edges_from((u, v, w) for (u, v), w in weights.items() if w)
    return sum(weights[min(u, v), max(u, v)] for u, v in nx.max_weight_matching(graph))


def matching_total(mate: list[int], weights: Weights) -> int:
    """Total weight of `mate`, after checking that it is a matching on existing edges."""
    total = 0
    for v, m in enumerate(mate):
        assert mate[m] == v, f"mate is not symmetric at {v}"
        if m > v:
            assert weights.get((v, m), 0) > 0, f"{v}-{m} is not an edge"
            total += weights[v, m]
    return total


def computer_for(n: int, weights: Weights, *, warm_start: bool = True) -> MatchingComputer:
    computer = MatchingComputer(n, warm_start=warm_start)
    for (u, v), w in weights.items():
        computer.set_weight(u, v, w)
    return computer


def assert_optimal(computer: MatchingComputer, n: int, weights: Weights) -> list[int]:
    mate = computer.solve()
    computer.verify()
    assert matching_total(mate, weights) == networkx_total(n, weights)
    return mate


# Weight families: small and near-equal values make many ties, odd cycles of equal
# weight and so nested blossoms; huge ones are the engine's (hundreds of bits);
# "lexicographic" ones tie in their high parts as the engine's priorities do.
WEIGHT_KINDS = ("small", "medium", "near-equal", "huge", "lexicographic")


def draw_weight(rng: random.Random, kind: str) -> int:
    if kind == "small":
        return rng.randint(1, 4)
    if kind == "medium":
        return rng.randint(1, 100)
    if kind == "near-equal":
        return rng.choice((10, 10, 10, 11, 12))
    if kind == "huge":
        return rng.getrandbits(300) | 1
    return (rng.randint(0, 3) << 250) | (rng.randint(0, 3) << 120) | rng.randint(1, 3)


@st.composite
def random_graphs(draw: st.DrawFn, min_n: int = 0, max_n: int = 14):
    n = draw(st.integers(min_n, max_n))
    kind = draw(st.sampled_from(WEIGHT_KINDS))
    density = draw(st.sampled_from((0.15, 0.4, 0.7, 1.0)))
    rng = draw(st.randoms(use_true_random=False))
    weights = {(u, v): draw_weight(rng, kind)
               for u in range(n) for v in range(u + 1, n) if rng.random() < density}
    return n, weights, kind, density, rng


@settings(max_examples=1500, deadline=None)
@given(random_graphs(), st.booleans())
def test_first_solve_reaches_networkx_total(graph, warm_start) -> None:
    n, weights, *_ = graph
    assert_optimal(computer_for(n, weights, warm_start=warm_start), n, weights)


def change_vertex(computer: MatchingComputer, weights: Weights, v: int, n: int,
                  new_weight) -> None:
    for u in range(n):
        if u != v:
            edge = (min(u, v), max(u, v))
            w = new_weight(edge)
            computer.set_weight(u, v, w)
            weights[edge] = w


@settings(max_examples=300, deadline=None)
@given(random_graphs(min_n=2), st.integers(1, 10))
def test_resolves_after_vertex_changes_reach_networkx_total(graph, rounds) -> None:
    """The engine's pattern: re-weight (or remove) every edge of one vertex, solve."""
    n, weights, kind, density, rng = graph
    computer = computer_for(n, weights)
    mate = assert_optimal(computer, n, weights)
    for _ in range(rounds):
        pattern = rng.choice(("vertex", "vertex", "some vertices", "edges", "matched",
                              "isolate pair", "lower", "remove edges"))
        if pattern == "vertex":
            change_vertex(computer, weights, rng.randrange(n), n,
                          lambda _e: draw_weight(rng, kind) if rng.random() < density else 0)
        elif pattern == "some vertices":
            for v in rng.sample(range(n), min(n, 3)):
                change_vertex(computer, weights, v, n,
                              lambda _e: draw_weight(rng, kind) if rng.random() < density else 0)
        elif pattern == "edges":
            for _ in range(rng.randint(1, 4)):
                u, v = sorted(rng.sample(range(n), 2))
                weights[u, v] = draw_weight(rng, kind) if rng.random() < 0.8 else 0
                computer.set_weight(u, v, weights[u, v])
        elif pattern == "isolate pair":  # the engine fixing a pair of the optimum
            pairs = [(u, v) for u, v in enumerate(mate) if u < v]
            if pairs:
                a, b = rng.choice(pairs)
                computer.isolate_pair(a, b)
                for edge in weights:
                    if (a in edge or b in edge) and edge != (a, b):
                        weights[edge] = 0
        elif pattern == "remove edges":  # every edge at a vertex, matched or in blossoms
            v = rng.randrange(n)
            computer.remove_edges(v)
            for edge in weights:
                if v in edge:
                    weights[edge] = 0
        elif pattern == "lower":  # lowered weights, matched, in blossoms or elsewhere
            for edge in rng.sample(sorted(weights), min(len(weights), 6)):
                weights[edge] = max(0, weights[edge] - rng.choice((1, 2, weights[edge])))
                computer.set_weight(*edge, weights[edge])
        else:  # nudge matched edges up or down: they must stay tight
            for u, v in enumerate(mate):
                if u < v and rng.random() < 0.5:
                    weights[u, v] = max(0, weights[u, v] + rng.choice((-2, -1, 1, 2)))
                    computer.set_weight(u, v, weights[u, v])
        mate = assert_optimal(computer, n, weights)


@pytest.mark.parametrize("seed", range(4))
def test_long_sequence_of_vertex_changes_on_a_dense_graph_stays_optimal(seed) -> None:
    rng = random.Random(seed)
    n = 36
    kind = ("huge", "near-equal", "lexicographic", "small")[seed]
    weights = {(u, v): draw_weight(rng, kind) for u in range(n) for v in range(u + 1, n)}
    computer = computer_for(n, weights)
    assert_optimal(computer, n, weights)
    for _ in range(12):
        change_vertex(computer, weights, rng.randrange(n), n,
                      lambda _e: draw_weight(rng, kind) if rng.random() < 0.9 else 0)
        assert_optimal(computer, n, weights)


@pytest.mark.parametrize("kind", ["lexicographic", "medium"])
def test_many_stale_least_slack_keys_are_taken_from_a_heap(kind, monkeypatch) -> None:
    """After an augmentation dissolves trees, many unlabelled vertices' least-slack keys
    are stale at once; past the third, the search takes them in order from a heap. The
    matchings found that way are still optimal (and the heap is used)."""
    heap_searches = []
    by_heap = MatchingComputer._closest_free_vertex_by_heap

    def spy(self: MatchingComputer) -> int:
        heap_searches.append(1)
        return by_heap(self)

    monkeypatch.setattr(MatchingComputer, "_closest_free_vertex_by_heap", spy)
    rng = random.Random(5)
    n = 40
    weights = {(u, v): draw_weight(rng, kind) for u in range(n) for v in range(u + 1, n)}
    computer = computer_for(n, weights)
    assert_optimal(computer, n, weights)
    for _ in range(6):
        for v in rng.sample(range(n), 6):  # several vertices at once: several roots
            change_vertex(computer, weights, v, n, lambda _e: draw_weight(rng, kind))
        assert_optimal(computer, n, weights)
    assert heap_searches


# Van Rantwijk's test graphs for the delicate steps of the blossom algorithm (also in
# networkx's suite), with the total weight of their maximum-weight matching.
TRICKY_GRAPHS = {
    "single edge": ([(0, 1, 1)], 1),
    "path of two": ([(1, 2, 10), (2, 3, 11)], 11),
    "path of three": ([(1, 2, 5), (2, 3, 11), (3, 4, 5)], 11),
    "S-blossom used to augment": ([(1, 2, 8), (1, 3, 9), (2, 3, 10), (3, 4, 7)], 15),
    "S-blossom, then augment through it": (
        [(1, 2, 8), (1, 3, 9), (2, 3, 10), (3, 4, 7), (1, 6, 5), (4, 5, 6)], 21),
    "S-blossom relabelled T": (
        [(1, 2, 9), (1, 3, 8), (2, 3, 10), (1, 4, 5), (4, 5, 4), (1, 6, 3)], 17),
    "S-blossom relabelled T, variant": (
        [(1, 2, 9), (1, 3, 8), (2, 3, 10), (1, 4, 5), (4, 5, 3), (1, 6, 4)], 17),
    "S-blossom relabelled T, augment elsewhere": (
        [(1, 2, 9), (1, 3, 8), (2, 3, 10), (1, 4, 5), (4, 5, 3), (3, 6, 4)], 16),
    "nested S-blossom": (
        [(1, 2, 9), (1, 3, 9), (2, 3, 10), (2, 4, 8), (3, 5, 8), (4, 5, 10), (5, 6, 6)], 23),
    "S-blossom relabelled S inside a nested one": (
        [(1, 2, 10), (1, 7, 10), (2, 3, 12), (3, 4, 20), (3, 5, 20), (4, 5, 25), (5, 6, 10),
         (6, 7, 10), (7, 8, 8)], 48),
    "nested S-blossom expanded recursively after augmenting": (
        [(1, 2, 8), (1, 3, 8), (2, 3, 10), (2, 4, 12), (3, 5, 12), (4, 5, 14), (4, 6, 12),
         (5, 7, 12), (6, 7, 14), (7, 8, 12)], 44),
    "S-blossom relabelled T and expanded": (
        [(1, 2, 23), (1, 5, 22), (1, 6, 15), (2, 3, 25), (3, 4, 22), (4, 5, 25), (4, 8, 14),
         (5, 7, 13)], 67),
    "nested S-blossom relabelled T and expanded": (
        [(1, 2, 19), (1, 3, 20), (1, 8, 8), (2, 3, 25), (2, 4, 18), (3, 5, 18), (4, 5, 13),
         (4, 7, 7), (5, 6, 7)], 47),
    "blossom relabelled T in more than one way, expanded": (
        [(1, 2, 45), (1, 5, 45), (2, 3, 50), (3, 4, 45), (4, 5, 50), (1, 6, 30), (3, 9, 35),
         (4, 8, 35), (5, 7, 26), (9, 10, 5)], 146),
    "blossom relabelled T in more than one way, variant": (
        [(1, 2, 45), (1, 5, 45), (2, 3, 50), (3, 4, 45), (4, 5, 50), (1, 6, 30), (3, 9, 35),
         (4, 8, 26), (5, 7, 40), (9, 10, 5)], 151),
    "T expansion creates a new least-slack edge": (
        [(1, 2, 45), (1, 5, 45), (2, 3, 50), (3, 4, 45), (4, 5, 50), (1, 6, 30), (3, 9, 35),
         (4, 8, 28), (5, 7, 26), (9, 10, 5)], 139),
    "T expansion puts an inner blossom on the augmenting path": (
        [(1, 2, 45), (1, 7, 45), (2, 3, 50), (3, 4, 45), (4, 5, 95), (4, 6, 94), (5, 6, 94),
         (6, 7, 50), (1, 8, 30), (3, 11, 35), (5, 9, 36), (7, 10, 26), (11, 12, 5)], 241),
    "nested S-blossom relabelled S, expanded recursively": (
        [(1, 2, 40), (1, 3, 40), (2, 3, 60), (2, 4, 55), (3, 5, 55), (4, 5, 50), (1, 8, 15),
         (5, 7, 30), (7, 6, 10), (8, 10, 10), (4, 9, 30)], 145),
}


def tricky(name: str) -> tuple[int, Weights, int]:
    edges, total = TRICKY_GRAPHS[name]
    n = max(max(u, v) for u, v, _ in edges) + 1
    return n, {(min(u, v), max(u, v)): w for u, v, w in edges}, total


@pytest.mark.parametrize("warm_start", [True, False], ids=["warm start", "textbook start"])
@pytest.mark.parametrize("name", sorted(TRICKY_GRAPHS))
def test_van_rantwijk_tricky_graph_total(name, warm_start) -> None:
    n, weights, total = tricky(name)
    computer = computer_for(n, weights, warm_start=warm_start)
    assert matching_total(computer.solve(), weights) == total
    computer.verify()


@pytest.mark.parametrize("name", sorted(TRICKY_GRAPHS))
def test_van_rantwijk_tricky_graph_total_when_reached_incrementally(name) -> None:
    """Each vertex's edges are added last, to a solved graph that lacks them; then
    scaled up (every edge changed) and back: the repair meets the same blossoms."""
    n, weights, total = tricky(name)
    for late in range(n):
        partial = {e: (0 if late in e else w) for e, w in weights.items()}
        computer = computer_for(n, {e: w for e, w in partial.items() if w})
        computer.solve()
        for (u, v), w in weights.items():
            if late in (u, v):
                computer.set_weight(u, v, w)
        assert matching_total(computer.solve(), weights) == total
        computer.verify()
        for (u, v), w in weights.items():
            if late in (u, v):
                computer.set_weight(u, v, w * 3)
        computer.solve()
        for (u, v), w in weights.items():
            if late in (u, v):
                computer.set_weight(u, v, w)
        assert matching_total(computer.solve(), weights) == total


@pytest.mark.parametrize("cycle_length", [3, 5, 7, 9])
def test_odd_cycle_of_equal_weights_with_pendants(cycle_length) -> None:
    """An odd cycle of equal weights is a blossom; pendant edges hang off it."""
    n = 2 * cycle_length
    weights = {(min(i, (i + 1) % cycle_length), max(i, (i + 1) % cycle_length)): 6
               for i in range(cycle_length)}
    for i in range(cycle_length):
        weights[i, cycle_length + i] = 1 + i % 3
    assert_optimal(computer_for(n, weights), n, weights)


def test_unchanged_graph_resolves_to_the_same_matching() -> None:
    rng = random.Random(5)
    weights = {(u, v): rng.getrandbits(200) for u in range(20) for v in range(u + 1, 20)}
    computer = computer_for(20, weights)
    first = computer.solve()
    assert computer.solve() == first


def test_resolve_after_one_vertex_change_repairs_instead_of_restarting(monkeypatch) -> None:
    rng = random.Random(11)
    n = 60
    weights = {(u, v): rng.getrandbits(200) | 1 for u in range(n) for v in range(u + 1, n)}
    computer = computer_for(n, weights)
    computer.solve()

    def no_restart() -> None:
        raise AssertionError("re-solve started from scratch")

    monkeypatch.setattr(computer, "_start_afresh", no_restart)
    for _ in range(5):
        change_vertex(computer, weights, rng.randrange(n), n,
                      lambda _e: rng.getrandbits(200) | 1)
        assert_optimal(computer, n, weights)


@pytest.mark.parametrize("afresh_cover", [0.25, 1.0])
def test_changes_at_half_the_vertices_restart_only_below_the_afresh_cover(
        afresh_cover, monkeypatch) -> None:
    """A Dutch bracket re-weights every edge among its players and the next scoregroup's:
    with afresh_cover=1.0 (the Dutch engine's) the repair handles a cover of half the
    vertices, past the default's quarter, and the matching stays optimal."""
    rng = random.Random(5)
    n = 40
    weights = {(u, v): rng.getrandbits(120) | 1 for u in range(n) for v in range(u + 1, n)}
    computer = MatchingComputer(n, afresh_cover=afresh_cover)
    for (u, v), w in weights.items():
        computer.set_weight(u, v, w)
    computer.solve()
    restarts = []
    start_afresh = computer._start_afresh
    monkeypatch.setattr(computer, "_start_afresh", lambda: (restarts.append(1), start_afresh()))
    group = range(n // 2)
    for u in group:
        for v in group:
            if u < v:
                weights[u, v] += 1 << 130  # a heavier field, as a bracket's base weights
                computer.set_weight(u, v, weights[u, v])
    assert_optimal(computer, n, weights)
    assert bool(restarts) is (afresh_cover < 0.5)


def test_removing_every_edge_leaves_every_vertex_unmatched() -> None:
    computer = computer_for(4, {(0, 1): 5, (2, 3): 7})
    assert computer.solve() == [1, 0, 3, 2]
    computer.set_weight(0, 1, 0)
    computer.set_weight(2, 3, 0)
    assert computer.solve() == [0, 1, 2, 3]
    assert computer.weight(1, 0) == 0


def test_weight_reads_back_symmetrically() -> None:
    computer = MatchingComputer(3)
    computer.set_weight(2, 0, 1 << 300)
    assert computer.weight(0, 2) == computer.weight(2, 0) == 1 << 300


def test_empty_graph_and_single_vertex() -> None:
    assert MatchingComputer(0).solve() == []
    assert MatchingComputer(1).solve() == [0]


@pytest.mark.parametrize("call, message", [
    (lambda c: c.set_weight(0, 3, 1), "vertex 0..2"),
    (lambda c: c.set_weight(-1, 1, 1), "vertex 0..2"),
    (lambda c: c.set_weight(1, 1, 1), "no edge to itself"),
    (lambda c: c.set_weight(0, 1, -1), "int >= 0"),
    (lambda c: c.set_weight(0, 1, 1.5), "int >= 0"),
    (lambda c: c.set_weight(0, 1, True), "int >= 0"),
    (lambda c: c.weight(0, "1"), "vertex 0..2"),
    # set_weights checks every edge before it changes any (edge {0, 1} keeps weight 4).
    (lambda c: c.set_weights(0, [1, 2], [5]), "2 vertices but 1 weights"),
    (lambda c: c.set_weights(0, [1, 2], [5, -1]), "int >= 0"),
    (lambda c: c.set_weights(0, [1, 0], [5, 5]), "no edge to itself"),
    (lambda c: c.set_weights(0, [1, True], [5, 5]), "vertex 0..2"),
    (lambda c: c.copy_edges(MatchingComputer(4), [0, 1]), "MatchingComputer of 3 vertices"),
    (lambda c: c.copy_edges(c, [0, 3]), "vertex 0..2"),
    (lambda c: c.copy_edges(c, [0, 1], 0), "int > 0"),
    (lambda c: c.copy_edges(c, [0, 1], True), "int > 0"),
    (lambda c: c.set_edges([[False, True], [True, False]], 1), "3 rows of 3"),
    (lambda c: c.set_edges([[False, True, False], [False] * 3, [False] * 3], 1), "symmetric"),
    (lambda c: c.set_edges([[True, False, False], [False] * 3, [False] * 3], 1), "itself"),
    (lambda c: c.set_edges([[False] * 3, [False] * 3, [False] * 2], 1), "3 rows of 3"),
    (lambda c: c.set_edges([[False] * 3] * 3, 0), "int > 0"),
])
def test_bad_arguments_raise_matching_error_and_change_nothing(call, message) -> None:
    computer = computer_for(3, {(0, 1): 4})
    computer.solve()
    with pytest.raises(MatchingError, match=message):
        call(computer)
    assert computer.weight(0, 1) == 4
    assert computer.solve() == [1, 0, 2]


def test_isolate_pair_keeps_only_the_pair_edge_and_refuses_bad_vertices() -> None:
    computer = computer_for(4, {(0, 1): 5, (0, 2): 7, (1, 3): 7, (2, 3): 1})
    assert computer.solve() == [2, 3, 0, 1]
    computer.isolate_pair(0, 1)
    assert [computer.weight(0, k) for k in range(4)] == [0, 5, 0, 0]
    assert computer.weight(1, 3) == 0 and computer.weight(2, 3) == 1
    assert computer.solve() == [1, 0, 3, 2]
    with pytest.raises(MatchingError, match="no pair"):
        computer.isolate_pair(2, 2)
    with pytest.raises(MatchingError, match="vertex 0..3"):
        computer.isolate_pair(0, 4)


def test_bad_vertex_count_raises_matching_error() -> None:
    with pytest.raises(MatchingError, match="vertex count"):
        MatchingComputer(-1)


@pytest.mark.parametrize("share", [-0.1, 1.5, "1", True])
def test_bad_afresh_cover_raises_matching_error(share) -> None:
    with pytest.raises(MatchingError, match="afresh_cover"):
        MatchingComputer(3, afresh_cover=share)


def test_verify_rejects_a_spoilt_certificate() -> None:
    computer = computer_for(3, {(0, 1): 4, (1, 2): 3})
    computer.solve()
    computer.verify()
    computer._dual[0] -= 2  # white-box: break (feasible)/(tight) on purpose
    with pytest.raises(MatchingError, match="slack"):
        computer.verify()


def test_verify_refuses_weights_changed_since_solve() -> None:
    computer = computer_for(3, {(0, 1): 4})
    computer.solve()
    computer.set_weight(1, 2, 9)
    with pytest.raises(MatchingError, match="since the last solve"):
        computer.verify()


# The warm start (issue 30): its greedy matching of tight edges leaves the search forest
# only the vertices it could not pair; each one left is a root, and the engine's large
# rounds were slow because hundreds were left.

def _roots_after_warm_start(n: int, weights: Weights) -> int:
    computer = computer_for(n, weights)
    computer._start_afresh()
    return sum(1 for v in range(n) if computer._mate[v] < 0 and computer._dual[v] > 0)


def test_warm_start_pairs_a_group_whose_heaviest_edges_leave_it() -> None:
    """Two scoregroups: the lower one's heaviest edges go to the upper one (a look-ahead),
    its own edges all weigh the same. Lowering the duals one vertex after the other made
    a star of tight edges at the first lower vertex: one pair of the ten."""
    upper, lower = range(10), range(10, 20)
    weights = {(a, b): 100 for a in upper for b in upper if a < b}
    weights |= {(a, b): 60 for a in upper for b in lower}
    weights |= {(a, b): 50 for a in lower for b in lower if a < b}
    assert _roots_after_warm_start(20, weights) == 0
    assert_optimal(computer_for(20, weights), 20, weights)


def test_warm_start_lets_the_vertices_with_fewest_tight_edges_choose_first() -> None:
    """Tight edges 0-1, 0-2, 1-3: taken in index order, 0 takes 1 and leaves 2 and 3."""
    weights = {(0, 1): 10, (0, 2): 10, (1, 3): 10}
    assert _roots_after_warm_start(4, weights) == 0
    assert_optimal(computer_for(4, weights), 4, weights)


def test_edges_made_tight_between_roots_augment_without_refreshing_keys(monkeypatch) -> None:
    """Issue 30: a scoregroup the warm start cannot pair (its duals held up by edges to a
    heavier group) becomes tight all at once after one dual step. Each augmentation
    then made stale the keys of the unlabelled vertices, and the search refreshed them
    against every S vertex before taking the next tight edge: 110 refreshes here."""
    lows, highs = range(40), range(40, 60)
    weights = {(a, b): 10 for a in lows for b in lows if a < b}
    weights |= {(a, h): 21 for a in lows for h in highs}
    weights |= {(a, b): 30 for a in highs for b in highs if a < b}
    assert _roots_after_warm_start(60, weights) == 20
    refreshes = []
    refresh = MatchingComputer._refresh_best
    monkeypatch.setattr(MatchingComputer, "_refresh_best",
                        lambda self, j: (refreshes.append(j), refresh(self, j)))
    assert_optimal(computer_for(60, weights), 60, weights)
    assert refreshes == []


def forced_total(n: int, weights: Weights, a: int, b: int) -> int:
    """The largest total of a matching that holds edge {a, b}."""
    rest = {e: w for e, w in weights.items() if a not in e and b not in e}
    return weights[min(a, b), max(a, b)] + networkx_total(n, rest)


@settings(max_examples=300, deadline=None)
@given(random_graphs(min_n=2))
def test_an_edge_not_tight_is_in_no_maximum_weight_matching(graph) -> None:
    """Complementary slackness, which the Dutch engine uses to rule out opponents without
    a re-solve (art. 4.2 transpositions): an edge that tight_edges calls not tight is in
    no maximum-weight matching; one in the matching found is tight."""
    n, weights, *_ = graph
    computer = computer_for(n, weights)
    mate = assert_optimal(computer, n, weights)
    optimum = matching_total(mate, weights)
    for (a, b), w in weights.items():
        if not w:
            continue
        [tight] = computer.tight_edges(a, [b])
        if mate[a] == b:
            assert tight
        elif not tight:
            assert forced_total(n, weights, a, b) < optimum


@settings(max_examples=300, deadline=None)
@given(random_graphs(min_n=2))
def test_rematch_finds_another_maximum_weight_matching_or_changes_nothing(graph) -> None:
    n, weights, kind, _, rng = graph
    computer = computer_for(n, weights)
    mate = assert_optimal(computer, n, weights)
    optimum = matching_total(mate, weights)
    edges = [e for e, w in weights.items() if w]
    for a, b in rng.sample(edges, min(len(edges), 8)):
        before = computer.solve()
        if computer.rematch(a, b):
            after = computer.solve()
            assert after[a] == b
            assert matching_total(after, weights) == optimum
            computer.verify()  # the certificate of the last solve proves it optimal
        else:
            assert computer.solve() == before
    # The state left behind (blossoms rotated, mates moved) re-solves as any other.
    change_vertex(computer, weights, rng.randrange(n), n,
                  lambda _e: draw_weight(rng, kind) if rng.random() < 0.5 else 0)
    assert_optimal(computer, n, weights)


def test_rematch_swaps_two_pairs_along_tight_edges() -> None:
    # A square of equal weights: {0, 1}{2, 3} and {0, 3}{1, 2} are both optimal.
    weights = {(0, 1): 5, (1, 2): 5, (2, 3): 5, (0, 3): 5}
    computer = computer_for(4, weights)
    mate = assert_optimal(computer, 4, weights)
    other = 3 if mate[0] == 1 else 1
    assert computer.tight_edges(0, [other, 2]) == [True, False]  # no edge {0, 2}
    assert computer.rematch(0, other)
    assert computer.solve()[0] == other
    computer.verify()


def test_tight_edges_and_rematch_refuse_a_raised_weight_since_the_solve() -> None:
    computer = computer_for(4, {(0, 1): 5, (2, 3): 5, (1, 2): 1})
    computer.solve()
    computer.set_weight(1, 2, 20)
    with pytest.raises(MatchingError, match="changed since the last solve"):
        computer.tight_edges(1, [2])
    with pytest.raises(MatchingError, match="changed since the last solve"):
        computer.rematch(1, 2)


@settings(max_examples=300, deadline=None)
@given(random_graphs(min_n=1), st.data())
def test_copy_edges_gives_the_source_edges_among_the_vertices_their_one_weight(graph,
                                                                               data) -> None:
    n, weights, _kind, _density, rng = graph
    source = computer_for(n, weights)
    vertices = data.draw(st.lists(st.integers(0, n - 1), unique=True))
    weight = data.draw(st.sampled_from((1, 3)))
    computer = computer_for(n, {(u, v): rng.randint(1, 9) for u in range(n)
                                for v in range(u + 1, n) if rng.random() < 0.5})
    computer.solve()  # a state of its own, which the copy replaces
    computer.copy_edges(source, vertices, weight)
    copied = {(u, v): weight for (u, v), w in weights.items()
              if w and u in vertices and v in vertices}
    assert {(u, v): computer.weight(u, v) for u in range(n) for v in range(u + 1, n)
            if computer.weight(u, v)} == copied
    mate = assert_optimal(computer, n, copied)
    # The state it leaves re-solves after further changes as any other does.
    for _ in range(3):
        u = rng.randrange(n)
        others = [v for v in range(n) if v != u]
        new = [rng.choice((0, weight, 2 * weight)) for _ in others]
        computer.set_weights(u, others, new)
        for v, w in zip(others, new, strict=True):
            copied[min(u, v), max(u, v)] = w
        mate = assert_optimal(computer, n, copied)
    assert len(mate) == n



@settings(max_examples=300, deadline=None)
@given(random_graphs(min_n=1), st.sampled_from((1, 7, 1 << 200)))
def test_set_edges_weighs_each_edge_of_the_adjacency_alike(graph, weight) -> None:
    n, weights, _kind, _density, rng = graph
    adjacency = [[(min(u, v), max(u, v)) in weights for v in range(n)] for u in range(n)]
    computer = computer_for(n, {(u, v): rng.randint(1, 9) for u in range(n)
                                for v in range(u + 1, n) if rng.random() < 0.5})
    computer.solve()  # a state of its own, which the new weights replace
    computer.set_edges(adjacency, weight)
    expected = {edge: weight for edge in weights}
    assert {(u, v): computer.weight(u, v) for u in range(n) for v in range(u + 1, n)
            if computer.weight(u, v)} == expected
    assert_optimal(computer, n, expected)
    u = rng.randrange(n)
    others = [v for v in range(n) if v != u]
    new = [rng.choice((0, weight, weight + 1)) for _ in others]
    computer.set_weights(u, others, new)
    for v, w in zip(others, new, strict=True):
        expected[min(u, v), max(u, v)] = w
    assert_optimal(computer, n, expected)
