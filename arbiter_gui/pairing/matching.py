"""Maximum-weight matching on general graphs, re-solved incrementally.

Edmonds' blossom algorithm in its primal-dual form (Galil, "Efficient algorithms for
finding maximum matching in graphs", 1986; the bookkeeping follows the spirit of
Van Rantwijk's mwmatching), written for the Dutch pairing engine: dense graphs of
10 to 1,000 vertices, weights that are huge non-negative integers (they encode
lexicographic priorities, so integer arithmetic only), and many solves of nearly the
same graph, each after the weights of one or a few vertices changed.

The certificate.  All duals are doubled so that integer weights keep them integral.
A matching M has maximum weight iff there are vertex duals u(v) >= 0 and duals
z(B) >= 0 of odd vertex sets B ("blossoms", nested, never crossing) such that
  (feasible)  slack(i, j) = u(i) + u(j) - 2 w(i, j) + sum of z(B) over the blossoms B
              holding both i and j  is >= 0 for every edge,
  (tight)     every matched edge, and every edge of a blossom's cycle, has slack 0,
  (exposed)   every unmatched vertex has u(v) == 0,
  (full)      every blossom holds (|B| - 1) / 2 edges of M (all but its base matched).
Between solves the computer keeps M, the duals and the blossoms.  solve() first
repairs the state for the changed weights so that everything but (exposed) holds
again, then grows a search forest from every unmatched vertex whose dual is still
positive (a "root") until no root is left; at that point the certificate holds.

The search forest.  Roots are S-labelled; trees grow along tight edges (an unlabelled
blossom reached from an S vertex becomes T, the blossom matched to its base becomes S).
When no tight edge helps, the duals move by delta: S vertices -delta, T vertices
+delta, S blossoms +2 delta, T blossoms -2 delta.  delta is the largest step that keeps
(feasible) and u, z >= 0, so one of these events happens:
  1. an S vertex's dual reaches 0: the even alternating path from its root to it is
     flipped; the vertex becomes exposed with u == 0 and its tree is dissolved;
  2. an edge from an S vertex to an unlabelled blossom becomes tight: the tree grows,
     or, if that blossom's base is exposed (so its dual is 0), the path augments;
  3. an edge between two S blossoms becomes tight: same tree, a new blossom is
     formed; two trees, the path augments and both trees are dissolved;
  4. a T blossom's dual reaches 0: it is expanded into its sub-blossoms.
Trees untouched by an augmentation stay as they are, so the forest is never rebuilt.

Parity.  Along tight edges u(i) + u(j) is even (2 w(i, j) and every z are even), so
each tree's vertices share the parity of its root; solve() makes every root's dual
even, hence the slack between two S vertices is even and every delta is an integer.

Lazy duals.  D is the sum of the deltas of the current solve.  A labelled vertex
stores u + D (S) or u - D (T), a labelled top-level blossom stores z - 2 D (S) or
z + 2 D (T): a dual adjustment is the single statement D += delta, and the values
compared during the search (keys below) stay constant while labels do not change.
"""

from __future__ import annotations

import heapq
from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import chain, compress, repeat
from operator import and_, eq, gt, lt, ne, sub, truth

from arbiter_gui.core.errors import ArbiterError

__all__ = ["MatchingComputer", "MatchingError"]

# Labels of top-level blossoms (a single vertex is a trivial blossom).
_FREE = 0
_S = 1
_T = 2
# Stored dual = actual dual + shift[label] * D (see "Lazy duals" above).
_VERTEX_SHIFT = (0, 1, -1)
_BLOSSOM_SHIFT = (0, -2, 2)

Edge = tuple[int, int]


class MatchingError(ArbiterError, ValueError):
    """Bad argument to the matching computer; nothing was changed."""


class MatchingComputer:
    """Maximum-weight matching of vertices 0..n-1, kept up to date between solves.

    Vertex ids below n are vertices (trivial blossoms); ids n..2n-1 name the
    non-trivial blossoms currently in use.
    """

    def __init__(self, n: int, *, warm_start: bool = True, afresh_cover: float = 0.25) -> None:
        """`warm_start` (default) starts from tightened vertex duals and a greedy
        matching of tight edges; False gives the textbook start (every dual equal to
        the largest weight, nothing matched), which is slower and kept for testing.
        `afresh_cover`: the share of the vertices a vertex cover of the edges a change
        broke may reach before solve() starts afresh instead of repairing (see _repair)."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise MatchingError(f"vertex count: expected an int >= 0, got {n!r}")
        if isinstance(afresh_cover, bool) or not isinstance(afresh_cover, int | float) \
                or not 0 <= afresh_cover <= 1:
            raise MatchingError(f"afresh_cover: expected a share from 0 to 1, got {afresh_cover!r}")
        self._n = n
        self._warm_start = warm_start
        self._afresh_cover = afresh_cover
        self._w2 = [[0] * n for _ in range(n)]  # doubled weights, 0 = no edge
        # At least the largest entry of each row of _w2 (an edge lowered since may leave
        # it above): _scan passes over the vertices no edge of i could improve.
        self._row_max = [0] * n
        # One int object per distinct weight, shared by every entry of _w2 that holds it:
        # the engines give most edges one of a few weights of hundreds of bits, and an
        # object per entry took 0.5-1 GB at 2,000 vertices (see _compact_weights).
        self._shared_weights: dict[int, int] = {0: 0}
        # Compacted when it holds more weights than this, live or left behind by edits.
        self._compaction_size = _least_compaction_size(n)
        self._weight_bits = 0  # bit length of the largest doubled weight ever set
        # Edges whose weight changed since solve(), each with its (doubled) weight then.
        # A lowered weight can only break a matched edge or a blossom's cycle edge, so a
        # lowered edge that is neither is not recorded.
        self._changed: dict[Edge, int] = {}
        self._restart = True  # no valid state yet: the next solve starts afresh

        # Matching, duals and blossoms: kept between solves.
        self._mate = [-1] * n
        self._dual = [0] * (2 * n)
        self._parent = [-1] * (2 * n)  # enclosing blossom, -1 at top level
        self._children: list[list[int]] = [[] for _ in range(2 * n)]
        # _cycle[b][k] joins _children[b][k] to _children[b][k+1] (cyclically), as
        # (vertex in child k, vertex in child k+1); the base child is child 0.
        self._cycle: list[list[Edge]] = [[] for _ in range(2 * n)]
        self._leaves: list[list[int]] = [[v] for v in range(n)] + [[] for _ in range(n)]
        self._base = list(range(n)) + [-1] * n
        self._top = list(range(n))  # top-level blossom holding each vertex
        self._unused_ids = list(range(2 * n - 1, n - 1, -1))

        # Search forest of the current solve (see _begin_forest).
        self._label = [_FREE] * (2 * n)
        self._label_edge: list[Edge | None] = [None] * (2 * n)
        self._tree = [-1] * (2 * n)  # root vertex naming the tree of a labelled blossom
        self._epoch = [0] * n  # bumped whenever a vertex becomes S (keys go stale)
        self._shift = 0  # D
        self._inf = 1
        self._live_trees: set[int] = set()
        self._t_blossoms: set[int] = set()  # top-level non-trivial T blossoms
        self._queue: list[Edge] = []  # (S vertex, its epoch) still to scan
        self._s_vertices: list[int] = []  # every S vertex, in the order they became S
        # For every non-S vertex j: _best_pi[j] is a lower bound of min over S vertices s
        # of pi(s, j) = stored u(s) - 2 w(s, j) (constant while s stays S), reached at
        # _best_from[j] when that vertex is still S with epoch _best_epoch[j].  For an
        # unlabelled j, _free_key[j] = _best_pi[j] + u(j) = slack + D of that edge.
        # S vertices have _best_pi == -inf, so that no scan ever records an edge to them.
        self._best_pi = [0] * n
        self._best_from = [-1] * n
        self._best_epoch = [0] * n
        self._free_key = [0] * n
        self._dual_heap: list[tuple[int, int, int]] = []  # (stored u, S vertex, epoch)
        # (slack + 2 D, S vertex, S vertex, epochs): each S vertex's best edge to
        # another S blossom, as found when it was scanned.
        self._ss_heap: list[tuple[int, int, int, int, int]] = []

    # ------------------------------------------------------------------ public API

    @property
    def vertex_count(self) -> int:
        return self._n

    def set_weight(self, u: int, v: int, w: int) -> None:
        """Set the weight of edge {u, v}; 0 removes the edge."""
        self.set_weights(u, (v,), (w,))

    def set_weights(self, u: int, others: Sequence[int], weights: Sequence[int]) -> None:
        """Set the weight of edge {u, others[k]} to weights[k] for every k; 0 removes the
        edge. Nothing is changed when an argument is wrong."""
        n = self._n
        # One quick test for the engine's hundreds of thousands of edges a round; the
        # detailed checks only to say what is wrong.  (type() is int: no bool.)
        if not (type(u) is int and 0 <= u < n and len(others) == len(weights)
                and (not others or (_plain_ints(others) and _plain_ints(weights)
                                    and min(others) >= 0 and max(others) < n
                                    and min(weights) >= 0 and u not in others))):
            self._refuse_weights(u, others, weights)
        w2, row, row_max = self._w2, self._w2[u], self._row_max
        record = not self._restart
        changed, top = self._changed, self._top
        # Could lowering the weight of edge {u, v} break the certificate?  A lower weight
        # only adds slack, which (feasible) allows; only a matched edge or an edge of a
        # blossom's cycle -- both ends in one non-trivial top-level blossom -- must be tight.
        mate_u, top_u = self._mate[u], top[u]
        in_blossom = top_u >= n
        edits = 0
        shared = self._shared_weights.setdefault
        for v, w in zip(others, weights, strict=True):
            new = 2 * w
            old = row[v]
            if old == new:
                continue
            new = shared(new, new)
            row[v] = new
            w2[v][u] = new
            if new > row_max[v]:
                row_max[v] = new
            edits += 1
            if record:
                edge = (u, v) if u < v else (v, u)
                if (new > old or edge in changed or v == mate_u
                        or (in_blossom and top[v] == top_u)):
                    changed.setdefault(edge, old)
        if edits:
            row_max[u] = max(row)
            self._weight_bits = max(self._weight_bits, max(weights).bit_length() + 1)

    def set_edges(self, adjacency: Sequence[Sequence[bool]], weight: int) -> None:
        """Replace every weight: `weight` on each edge {u, v} whose adjacency[u][v] is true
        (n rows of n, symmetric, the diagonal false), no edge elsewhere; the next solve starts
        afresh. As set_weights would leave the weights, each row written at C speed (the
        Dutch engine's edges outside the brackets of a round without a PAB, one by one, cost
        5% of a round of 158 players; issue 30)."""
        n = self._n
        rows = [list(map(truth, row)) for row in adjacency]
        if (len(rows) != n or any(len(row) != n for row in rows)
                or any(rows[v][v] for v in range(n))
                or list(map(list, zip(*rows, strict=True))) != rows):
            raise MatchingError(f"set_edges: adjacency must be {n} rows of {n}, symmetric,"
                                " without an edge from a vertex to itself")
        self._check_edge_weight(weight, "set_edges")
        self._set_edge_rows(rows, weight)

    def copy_edges(self, source: MatchingComputer, vertices: Sequence[int],
                   weight: int = 1) -> None:
        """Replace every weight: `weight` on each edge `source` (a computer of as many
        vertices) has between two of `vertices`, no edge elsewhere; the next solve starts
        afresh. As set_weights would leave the weights, each row written at C speed (the
        completion check of pairing.lower_field takes in the whole lower field at once: one
        set_weights a player cost 6% of a Dutch round of 178 players, issue 30)."""
        n = self._n
        if not isinstance(source, MatchingComputer) or source._n != n:
            raise MatchingError(f"copy_edges: source must be a MatchingComputer of {n} vertices")
        self._check_edge_weight(weight, "copy_edges")
        for v in vertices:
            self._check_vertex(v, "copy_edges", "vertices[k]")
        wanted = [False] * n
        for v in vertices:
            wanted[v] = True
        nothing = [False] * n
        self._set_edge_rows([list(map(and_, map(truth, row), wanted)) if wanted[u] else nothing
                             for u, row in enumerate(source._w2)], weight)

    def _set_edge_rows(self, rows: list[list[bool]], weight: int) -> None:
        """Every weight replaced: `weight` where rows[u][v] is true (symmetric, checked)."""
        doubled = self._shared_weights.setdefault(2 * weight, 2 * weight)
        values = (0, doubled)
        for row, edges in zip(self._w2, rows, strict=True):
            row[:] = map(values.__getitem__, edges)
        self._row_max = [doubled if any(row) else 0 for row in self._w2]
        self._weight_bits = max(self._weight_bits, weight.bit_length() + 1)
        self._restart = True
        self._changed = {}

    def isolate_pair(self, a: int, b: int) -> None:
        """Remove every edge at a and at b except {a, b}, whose weight stays: from now on
        a and b can only be matched to each other (or stay exposed)."""
        self._check_vertex(a, "isolate_pair", "a")
        self._check_vertex(b, "isolate_pair", "b")
        if a == b:
            raise MatchingError(f"isolate_pair({a}, {b}): a vertex is no pair")
        self._remove_edges(a, b)
        self._remove_edges(b, a)

    def remove_edges(self, v: int) -> None:
        """Remove every edge at v, as set_weights with weight 0 for each would."""
        self._check_vertex(v, "remove_edges", "v")
        self._remove_edges(v, -1)

    def _remove_edges(self, v: int, keep: int) -> None:
        """Every edge at v but {v, keep} removed: the rows written at C speed (one loop over
        the other ends only), and recorded as set_weights records a lowered weight."""
        n, w2 = self._n, self._w2
        row = w2[v]
        others = list(compress(range(n), row))
        if keep >= 0 and row[keep]:
            others.remove(keep)
        if not others:
            return
        if not self._restart:
            # Only a matched edge or one inside v's top-level blossom must stay tight.
            changed, top, mate_v = self._changed, self._top, self._mate[v]
            must = [mate_v] if mate_v in others else []
            if top[v] >= n:
                must += compress(others, map(eq, map(top.__getitem__, others), repeat(top[v])))
            for k in must:
                changed.setdefault((v, k) if v < k else (k, v), row[k])
        kept = row[keep] if keep >= 0 else 0
        for k in others:
            w2[k][v] = 0
        row[:] = repeat(0, n)
        if keep >= 0:
            row[keep] = kept
        self._row_max[v] = kept

    def _refuse_weights(self, u: object, others: Sequence[object],
                        weights: Sequence[object]) -> None:
        self._check_vertex(u, "set_weight", "u")
        if len(others) != len(weights):
            raise MatchingError(f"set_weights: {len(others)} vertices but {len(weights)} weights")
        for v, w in zip(others, weights, strict=True):
            self._check_vertex(v, "set_weight", "v")
            if u == v:
                raise MatchingError(f"set_weight({u}, {v}, ...): a vertex has no edge to itself")
            if type(w) is not int or w < 0:
                raise MatchingError(f"set_weight({u!r}, {v!r}, w): expected plain ints, the"
                                    f" weight an int >= 0, got {w!r}")

    def weight(self, u: int, v: int) -> int:
        """The weight of edge {u, v} (0 when there is none)."""
        self._check_vertex(u, "weight", "u")
        self._check_vertex(v, "weight", "v")
        return self._w2[u][v] >> 1

    def weights(self, u: int, others: Sequence[int]) -> list[int]:
        """The weights of the edges {u, others[k]} (0 where there is none)."""
        self._check_vertex(u, "weights", "u")
        if others and not (_plain_ints(others) and min(others) >= 0 and max(others) < self._n):
            for v in others:
                self._check_vertex(v, "weights", "v")
        return [w >> 1 for w in map(self._w2[u].__getitem__, others)]

    def forget_solution(self) -> None:
        """Let the next solve() start afresh: while another computer stands in for this one
        (pairing.lower_field), its weights change at every step, and recording each change
        for a repair would cost more than the fresh start those changes come to."""
        self._restart = True
        self._changed = {}

    def solve(self) -> list[int]:
        """A maximum-weight matching for the current weights: mate[v], or v if unmatched."""
        if len(self._shared_weights) > self._compaction_size:
            self._compact_weights()
        if self._restart:
            self._start_afresh()
        elif self._changed:
            self._repair(self._changed)
        self._changed = {}
        self._run_forest()
        return [m if m >= 0 else v for v, m in enumerate(self._mate)]

    @property
    def certified(self) -> bool:
        """Whether the certificate of the last solve() holds for the weights as they are:
        no weight raised since, and no lowered one that had to stay tight (a matched edge
        or a blossom's), so that tight_edges and rematch may be used without a solve."""
        return not (self._restart or self._changed)

    def tight_edges(self, u: int, others: Sequence[int]) -> list[bool]:
        """Whether each edge {u, others[k]} is tight (has slack 0) under the certificate of
        the last solve(); False where there is no edge. By complementary slackness every
        maximum-weight matching uses tight edges only, so an edge that is not tight is in
        none: the engine rules out candidates without a re-solve. Edges removed since the
        solve leave the certificate valid (a lowered weight only adds slack); a raised one
        does not, and is refused."""
        self._check_vertex(u, "tight_edges", "u")
        for v in others:
            self._check_vertex(v, "tight_edges", "v")
        if not self.certified:
            raise MatchingError("tight_edges(): weights changed since the last solve()")
        dual, row, parent = self._dual, self._w2[u], self._parent
        # z of each blossom holding u, plus the z of the blossoms around it: the blossoms
        # holding both ends of an edge are the lowest one they share and its ancestors.
        z_from: dict[int, int] = {}
        total = 0
        for b in reversed(self._ancestors(u)):
            total += dual[b]
            z_from[b] = total
        tight = []
        for v in others:
            w = row[v]
            if not w:
                tight.append(False)
                continue
            b = parent[v]
            while b >= 0 and b not in z_from:
                b = parent[b]
            tight.append(dual[u] + dual[v] + z_from.get(b, 0) == w)
        return tight

    def rematch(self, a: int, b: int, limit: int = 256) -> bool:
        """Match a to b in another maximum-weight matching, found without a re-solve.

        Top-level blossoms count as single vertices here (the matching inside one is all
        but its base paired, the base paired outside it or exposed). An alternating cycle
        of tight edges between them runs through {a, b}: b's old partner takes a new one
        along a tight edge, whose old partner does the same, ... until a's old partner is
        taken. Flipping it moves each blossom's outside edge to another of its vertices,
        which becomes its base (as an augmentation does): every vertex stays matched,
        every matched edge tight and every blossom full, so the certificate of the last
        solve() proves the new matching optimal too. The search reads the edges of at most
        `limit` vertices. False (nothing changed) when it found no cycle: {a, b} may then
        be in no optimal matching, or only in one it does not reach."""
        self._check_vertex(a, "rematch", "a")
        self._check_vertex(b, "rematch", "b")
        if not self.certified:
            raise MatchingError("rematch(): weights changed since the last solve()")
        mate, top, dual, w2 = self._mate, self._top, self._dual, self._w2
        if mate[a] == b:
            return True
        top_a, top_b = top[a], top[b]
        if top_a == top_b or not w2[a][b] or dual[a] + dual[b] != w2[a][b]:
            return False  # no edge between blossoms, or not tight: in no optimum
        partner = self._outside_partner
        goal, start = partner(top_a), partner(top_b)
        if goal < 0 or start < 0:
            return False
        if goal == top_b:  # a's blossom and b's are matched to each other: a cycle of two
            self._rotate_blossom(top_a, a)
            self._rotate_blossom(top_b, b)
            mate[a], mate[b] = b, a
            return True
        # Breadth first over top-level blossoms from b's old partner: came_from[Y] = the
        # new edge (x, y) by which Y (y in Y) is taken; Y's old partner is searched next.
        came_from: dict[int, Edge] = {}
        previous: dict[int, int] = {start: top_b}  # blossom -> the one that left it
        seen = {top_a, top_b, start}
        queue = [start]
        rows_left = limit
        n = self._n
        vertex_duals = dual[:n]
        for node in queue:
            for x in self._leaves[node]:
                if rows_left == 0:
                    return False
                rows_left -= 1
                row = w2[x]
                gaps = list(map(sub, row, vertex_duals))
                k = -1
                while True:
                    try:
                        k = gaps.index(dual[x], k + 1)  # tight: w2 - u(y) == u(x)
                    except ValueError:
                        break
                    y_top = top[k]
                    if not row[k] or (y_top in seen and y_top != goal):
                        continue
                    came_from[y_top] = (x, k)
                    if y_top == goal:
                        self._flip_blossom_cycle(a, b, start, came_from, previous)
                        return True
                    old = partner(y_top)
                    if old < 0 or old in seen:
                        del came_from[y_top]
                        continue
                    seen.update((y_top, old))
                    previous[old] = y_top
                    queue.append(old)
        return False

    def _outside_partner(self, b: int) -> int:
        """The top-level blossom matched to top-level blossom b (-1: b's base is exposed)."""
        m = self._mate[self._base[b]]
        return self._top[m] if m >= 0 else -1

    def _flip_blossom_cycle(self, a: int, b: int, start: int, came_from: dict[int, Edge],
                            previous: dict[int, int]) -> None:
        """Give each blossom of the cycle rematch found its new outside edge."""
        top = self._top
        edges = [(a, b)]
        node = top[self._mate[self._base[top[a]]]]  # a's old partner: taken last
        while True:
            x, y = came_from[node]
            edges.append((x, y))
            taker = top[x]
            if taker == start:
                break
            node = previous[taker]
        mate = self._mate
        for x, y in edges:
            self._rotate_blossom(top[x], x)
            self._rotate_blossom(top[y], y)
            mate[x], mate[y] = y, x

    def verify(self) -> None:
        """Check the optimality certificate of the last solve() (O(n^2) pairs; for tests
        and diagnostics).  Raises MatchingError naming the first violated condition."""
        if self._restart or self._changed:
            raise MatchingError("verify(): weights changed since the last solve()")
        n, mate, dual, w2 = self._n, self._mate, self._dual, self._w2
        in_use = [b for b in range(n, 2 * n) if self._children[b]]
        for b in in_use:
            leaves = self._leaves[b]
            inside = set(leaves)
            matched_inside = sum(1 for x in leaves if mate[x] in inside)
            if dual[b] < 0 or (dual[b] > 0 and matched_inside != len(leaves) - 1):
                raise MatchingError(f"verify(): blossom {b} has z {dual[b]} but "
                                    f"{matched_inside // 2} matched edges inside")
        for v in range(n):
            m = mate[v]
            if dual[v] < 0 or (m < 0 and dual[v] != 0):
                raise MatchingError(f"verify(): vertex {v} (mate {m}) has dual {dual[v]}")
            if m >= 0 and (mate[m] != v or not w2[v][m]):
                raise MatchingError(f"verify(): vertex {v} matched to {m} without an edge")
        chains = [self._ancestors(v) for v in range(n)]
        for i in range(n):
            for j in range(i + 1, n):
                if not w2[i][j]:
                    continue
                common = set(chains[i]).intersection(chains[j])
                slack = dual[i] + dual[j] - w2[i][j] + sum(dual[b] for b in common)
                if slack < 0 or (slack and mate[i] == j):
                    raise MatchingError(f"verify(): edge ({i}, {j}) has slack {slack}")

    def _compact_weights(self) -> None:
        """Forget the shared weights no edge holds any more (edits leave many behind).
        Triggered by the number of weights held, not by the edits: most edits bring back
        weights already held (the completion check's are all 1), and compacting after
        every n^2/8 edits cost 4% of a Dutch round of 178 players (issue 30)."""
        # Equal weights in _w2 are one object already, so each key maps to that object.
        self._shared_weights = {x: x for x in chain.from_iterable(self._w2)} | {0: 0}
        # Room for as many again: a matrix whose live weights are many is not compacted
        # at every solve.
        self._compaction_size = max(_least_compaction_size(self._n),
                                    2 * len(self._shared_weights))

    # ------------------------------------------------------------ input checks

    @staticmethod
    def _check_edge_weight(weight: object, method: str) -> None:
        if type(weight) is not int or weight <= 0:
            raise MatchingError(f"{method}: weight must be an int > 0, got {weight!r}")

    def _check_vertex(self, v: object, method: str, name: str) -> None:
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < self._n:
            raise MatchingError(f"{method}: {name} must be a vertex 0..{self._n - 1}, got {v!r}")

    # ---------------------------------------------------- starting and repairing

    def _start_afresh(self) -> None:
        """Forget every blossom and pair; give every vertex a feasible dual."""
        n, dual, w2 = self._n, self._dual, self._w2
        for b in range(n, 2 * n):
            self._children[b], self._cycle[b], self._leaves[b] = [], [], []
            self._base[b] = -1
            dual[b] = 0
        self._parent = [-1] * (2 * n)
        self._top = list(range(n))
        self._unused_ids = list(range(2 * n - 1, n - 1, -1))
        self._mate = [-1] * n
        if self._warm_start:
            # u(v) = the largest weight at v makes every slack >= 0.
            for v in range(n):
                dual[v] = max(w2[v], default=0) >> 1
            self._tighten_and_match_greedily()
        else:
            largest = max((max(row) for row in w2), default=0) >> 1
            for v in range(n):
                dual[v] = largest
        self._restart = False
        self._make_root_duals_even()

    def _tighten_and_match_greedily(self) -> None:
        """Lower the vertex duals as far as feasibility allows, then match tight edges
        between free vertices greedily: (tight) holds and the forest has less to do.

        Lowering one vertex after the other alone makes a star of tight edges wherever
        many edges share one weight below their ends' duals (the engine's scoregroups):
        the first vertex drops to 2w - u, every later one stays, tight to the first
        only, and the greedy matching pairs one edge of each star.  So first every dual
        moves halfway to its least feasible value given the others, all at once: with
        u'(v) = max(w2(v, j) - u(j)), u'(i) + u'(j) >= 2 w2(i, j) - u(i) - u(j), so the
        mean of u and u' keeps every slack >= 0, and the equal edges all become tight
        (round 2 of 1,000 players left 472 roots, now 2)."""
        n, dual, w2 = self._n, self._dual, self._w2
        least = [max(0, max(map(sub, w2[v], dual))) for v in range(n)]
        dual[:n] = [(u + low + 1) >> 1 for u, low in zip(dual, least, strict=False)]
        for v in range(n):
            # w2[v][v] == 0, so v's own term -u(v) never raises the maximum above 0.
            dual[v] = max(0, max(map(sub, w2[v], dual)))
        self._match_tight_greedily(list(range(n)))

    def _repair(self, changed: dict[Edge, int]) -> None:
        """Restore everything but (exposed) after the weights of `changed` moved."""
        n = self._n
        if len(changed) > n * n // 4:
            self._start_afresh()
            return
        dual, w2 = self._dual, self._w2
        lowered = [(a, b) for (a, b), before in changed.items() if w2[a][b] < before]
        # A raised weight breaks only (feasible): blossom duals only add slack, so an edge
        # whose vertex duals alone cover its weight needs no walk up the blossoms.
        raised = [(a, b) for (a, b), before in changed.items()
                  if before < w2[a][b] > dual[a] + dual[b]]
        lowered_broken: list[Edge] = []
        if lowered:
            # A lowered weight only adds slack: broken only where tightness is required.
            must_be_tight = self._cycle_edges()
            mate = self._mate
            lowered_broken = [(a, b) for a, b in lowered
                              if mate[a] == b or (a, b) in must_be_tight]
        # Beyond a vertex cover of n/4 of the broken edges, afresh is faster (measured on
        # Dutch rounds of 300-600, before the Dutch engine chose never, see dutch.py).
        # More than that many broken edges without a common end need a larger cover:
        # once they are found, looking at the other edges is wasted.
        limit = int(n * self._afresh_cover)
        ends: set[int] = set()  # the ends of a maximal matching of the broken edges
        broken: list[Edge] = []
        for a, b in chain(self._infeasible(raised), lowered_broken):
            broken.append((a, b))
            if a not in ends and b not in ends:
                ends.update((a, b))
                if len(ends) > 2 * limit:
                    self._start_afresh()
                    return
        if not broken:
            return  # the old certificate still proves the old matching optimal
        cover = _greedy_vertex_cover(broken)
        if len(cover) > limit:
            self._start_afresh()
            return
        for v in cover:
            self._isolate(v)
        dual, w2, mate, top, row_max = self._dual, self._w2, self._mate, self._top, self._row_max
        in_cover = set(cover)
        for v in range(n):
            if v in in_cover or (mate[v] < 0 and dual[v] and top[v] == v):
                # The cover vertices (now trivial and exposed) take the least feasible
                # dual, which repairs their edges; so may any other trivial exposed
                # vertex (their old mates, ...): the forest then has less to descend.
                # A vertex without edges (one that left pairing.lower_field's completion
                # check) takes 0 without a pass over its row.
                dual[v] = max(0, max(map(sub, w2[v], dual))) if row_max[v] else 0
        # Pairing exposed vertices along tight edges leaves the forest fewer roots.
        self._match_tight_greedily(
            [v for v in range(n) if mate[v] < 0 and dual[v] and top[v] == v])
        self._make_root_duals_even()

    def _match_tight_greedily(self, vertices: list[int]) -> None:
        """Match exposed trivial `vertices` to each other along tight edges, greedily:
        (tight) holds for the new pairs.  The vertices with the fewest tight edges choose
        first: taken in index order, the engine's nearly bipartite tight graphs (colour
        preferences) left half a bracket exposed, each a root of the forest."""
        dual, w2, mate = self._dual, self._w2, self._mate
        free = [v for v in vertices if mate[v] < 0]  # the partners left, in their order
        free_duals = list(map(dual.__getitem__, free))
        # Tight edge <=> gap == u(v) (both ends trivial: no blossom dual between them).
        # The count may take in a non-edge between two zero duals: it only orders.
        degree = {v: list(map(sub, map(w2[v].__getitem__, free), free_duals)).count(dual[v])
                  for v in free}
        for v in sorted(free, key=degree.__getitem__):
            if mate[v] >= 0:
                continue
            row = w2[v]
            gaps = list(map(sub, map(row.__getitem__, free), map(dual.__getitem__, free)))
            start = 0
            while True:
                try:
                    k = gaps.index(dual[v], start)
                except ValueError:
                    break
                j = free[k]
                if j != v and row[j]:
                    mate[v], mate[j] = j, v
                    free.remove(v)
                    free.remove(j)
                    break
                start = k + 1

    def _infeasible(self, edges: list[Edge]) -> Iterator[Edge]:
        """The edges whose slack is negative (their vertex duals plus the z of every
        blossom holding both ends fall short of their doubled weight), one by one."""
        parent, dual, w2, top, n = self._parent, self._dual, self._w2, self._top, self._n
        z_above: dict[int, int] = {-1: 0}  # blossom -> sum of z of it and its ancestors
        ancestors: dict[int, set[int]] = {}

        def z_from(b: int) -> int:
            chain = []
            while b not in z_above:
                chain.append(b)
                b = parent[b]
            total = z_above[b]
            for c in reversed(chain):
                total += dual[c]
                z_above[c] = total
            return total

        # The changed edges mostly share an end (the vertex whose weights changed): its
        # blossoms are listed once, and the other end walks up until it meets them.
        ends = Counter(chain.from_iterable(edges))
        for a, b in edges:
            z = 0  # ends in different top-level blossoms: no blossom holds both
            if top[a] == top[b] and top[a] >= n:
                hub, other = (a, b) if ends[a] >= ends[b] else (b, a)
                if hub not in ancestors:
                    ancestors[hub] = set(self._ancestors(hub))
                above_hub = ancestors[hub]
                common = parent[other]
                while common not in above_hub:
                    common = parent[common]
                z = z_from(common)
            if dual[a] + dual[b] + z < w2[a][b]:
                yield a, b

    def _cycle_edges(self) -> set[Edge]:
        """Every edge of a blossom's cycle, both ways round."""
        edges: set[Edge] = set()
        for cycle in self._cycle[self._n:]:
            for x, y in cycle:
                edges.add((x, y))
                edges.add((y, x))
        return edges

    def _ancestors(self, v: int) -> list[int]:
        """The blossoms holding vertex v, innermost first."""
        chain = []
        b = self._parent[v]
        while b >= 0:
            chain.append(b)
            b = self._parent[b]
        return chain

    def _isolate(self, v: int) -> None:
        """Make v a trivial, exposed vertex without breaking (feasible) or (tight)."""
        while self._top[v] != v:
            self._dissolve_top_blossom(self._top[v])
        mate = self._mate
        m = mate[v]
        if m >= 0:
            mate[v] = mate[m] = -1

    def _dissolve_top_blossom(self, b: int) -> None:
        """Turn top-level blossom b into its sub-blossoms, its z shared out as z/2 to
        each of its vertices: slacks inside b are unchanged, slacks leaving b grow by z/2,
        so only the matched edge at b's base may lose (tight) -- it is unmatched."""
        dual = self._dual
        half = dual[b] >> 1  # z is always even
        if half:
            for x in self._leaves[b]:
                dual[x] += half
            base = self._base[b]
            mate = self._mate
            m = mate[base]
            if m >= 0:
                mate[base] = mate[m] = -1
        dual[b] = 0
        self._release_children(b)

    def _make_root_duals_even(self) -> None:
        """Give every exposed vertex an even dual (see "Parity" above)."""
        dual, mate, top = self._dual, self._mate, self._top
        for v in range(self._n):
            while mate[v] < 0 and dual[v] & 1:
                b = top[v]
                if b == v:
                    dual[v] += 1  # exposed: raising u(v) only adds slack
                elif dual[b]:
                    # v is b's base (b has no matched edge leaving it): z(b) -= 2 and
                    # u += 1 on b's vertices keep every slack inside b, add 1 outside.
                    dual[b] -= 2
                    for x in self._leaves[b]:
                        dual[x] += 1
                else:
                    self._release_children(b)  # z == 0: a plain expansion

    # ------------------------------------------------------------ blossom structure

    def _release_children(self, b: int) -> None:
        """Make b's sub-blossoms top-level and free b's id (its z must be settled)."""
        parent, top, leaves = self._parent, self._top, self._leaves
        for c in self._children[b]:
            parent[c] = -1
            for x in leaves[c]:
                top[x] = c
        self._children[b], self._cycle[b], leaves[b] = [], [], []
        self._base[b] = -1
        self._dual[b] = 0
        self._label[b] = _FREE
        self._label_edge[b] = None
        self._tree[b] = -1
        self._unused_ids.append(b)

    def _rotate_blossom(self, b: int, v: int) -> None:
        """Make vertex v the base of blossom b, flipping the even alternating path from
        v's sub-blossom to the old base sub-blossom around the cycle (recursively)."""
        n, parent, mate = self._n, self._parent, self._mate
        work = [(b, v)]
        while work:
            b, v = work.pop()
            if b < n:
                continue
            children, cycle = self._children[b], self._cycle[b]
            k = len(children)
            inner = v
            while parent[inner] != b:
                inner = parent[inner]
            work.append((inner, v))
            i = children.index(inner)
            # From child i, the path to child 0 of even length starts with a matched edge.
            step = 1 if i & 1 else -1
            m = i
            while m != 0:
                s = (m + step) % k
                t = (s + step) % k
                x, y = _cycle_edge(cycle, s, t, step)  # unmatched until now: matched
                mate[x], mate[y] = y, x
                work.append((children[s], x))
                work.append((children[t], y))
                m = t
            self._children[b] = children[i:] + children[:i]
            self._cycle[b] = cycle[i:] + cycle[:i]
            self._base[b] = v

    # ------------------------------------------------------------ the search forest

    def _run_forest(self) -> None:
        top, mate, dual = self._top, self._mate, self._dual
        roots = [v for v in range(self._n) if mate[v] < 0 and dual[v] > 0]
        if not roots:
            return
        self._begin_forest()
        for r in roots:
            self._live_trees.add(r)
            self._label_s(top[r], None, r)
        label, epoch, queue = self._label, self._epoch, self._queue
        while self._live_trees:
            if queue:
                x, ep = queue.pop()
                if label[top[x]] == _S and epoch[x] == ep:
                    self._scan(x)
            else:
                self._adjust_duals_and_act()
        self._shift = 0  # every label is gone, so every stored dual is actual

    def _begin_forest(self) -> None:
        n = self._n
        largest = max(max(self._dual, default=0).bit_length(), self._weight_bits)
        self._inf = inf = 1 << (largest + 8)  # above every key of this solve
        self._shift = 0
        self._label = [_FREE] * (2 * n)
        self._label_edge = [None] * (2 * n)
        self._tree = [-1] * (2 * n)
        self._best_pi = [inf] * n
        self._best_from = [-1] * n
        self._free_key = [inf] * n
        self._live_trees = set()
        self._t_blossoms = set()
        self._queue = []
        self._s_vertices = []
        self._dual_heap = []
        self._ss_heap = []

    def _relabel(self, b: int, new: int) -> None:
        """Change top-level blossom b's label, converting its stored duals."""
        old = self._label[b]
        shift = self._shift
        dual = self._dual
        d = (_VERTEX_SHIFT[new] - _VERTEX_SHIFT[old]) * shift
        if d:
            for x in self._leaves[b]:
                dual[x] += d
        if b >= self._n:
            dual[b] += (_BLOSSOM_SHIFT[new] - _BLOSSOM_SHIFT[old]) * shift
        self._label[b] = new

    def _label_s(self, b: int, edge: Edge | None, tree: int) -> None:
        """Label b S; `edge` = (base of its T parent, base of b), None for a root."""
        self._relabel(b, _S)
        self._label_edge[b] = edge
        self._tree[b] = tree
        self._t_blossoms.discard(b)
        self._enter_s(self._leaves[b])

    def _enter_s(self, vertices: list[int]) -> None:
        """Bookkeeping for vertices that just became S (their duals stored as S)."""
        epoch, dual, inf = self._epoch, self._dual, self._inf
        best_pi, best_from, free_key = self._best_pi, self._best_from, self._free_key
        heap, queue = self._dual_heap, self._queue
        for x in vertices:
            epoch[x] += 1
            best_pi[x] = -inf
            best_from[x] = -1
            free_key[x] = inf
            heapq.heappush(heap, (dual[x], x, epoch[x]))
            queue.append((x, epoch[x]))
        self._s_vertices.extend(vertices)

    def _label_t(self, b: int, edge: Edge, tree: int) -> None:
        """Label b T; `edge` = (S vertex, vertex of b) is the tight edge reaching it."""
        self._relabel(b, _T)
        self._label_edge[b] = edge
        self._tree[b] = tree
        if b >= self._n:
            self._t_blossoms.add(b)
        free_key, inf = self._free_key, self._inf
        for x in self._leaves[b]:
            free_key[x] = inf

    def _unlabel(self, b: int) -> None:
        self._relabel(b, _FREE)
        self._label_edge[b] = None
        self._tree[b] = -1
        self._t_blossoms.discard(b)
        best_pi, best_from, free_key, dual = (
            self._best_pi, self._best_from, self._free_key, self._dual)
        for x in self._leaves[b]:
            # best_pi[x] == inf: no S neighbour; -inf: unknown (x was S, or was S in a
            # dissolved tree and has not been refreshed since), which also forces a full
            # refresh before x may decide a delta.
            free_key[x] = best_pi[x] + dual[x] if best_from[x] >= 0 else best_pi[x]

    def _scan(self, i: int) -> None:
        """Look at every edge of S vertex i: act on tight ones, record the others."""
        row, top, label, dual = self._w2[i], self._top, self._label, self._dual
        best_pi, best_from, best_epoch = self._best_pi, self._best_from, self._best_epoch
        free_key = self._free_key
        shift = self._shift
        ei = self._epoch[i]
        pi_i = dual[i]
        # Edges to T and unlabelled vertices: only those improving best_pi matter (S
        # vertices have best_pi == -inf); found at C speed, handled one by one, since
        # acting on a tight edge relabels vertices.
        n = self._n
        # First the vertices whose best_pi an edge of i's heaviest weight would improve
        # (comparisons only, no difference of big ints made a vertex): in a large field's
        # search most S vertices have the weights and dual of one already scanned (a
        # scoregroup paired among itself), and their scans find nothing to improve.
        floor = pi_i - self._row_max[i]
        candidates = list(compress(range(n), map(gt, best_pi, repeat(floor))))
        # A vertex no S vertex has an edge to (one paired for good, ...) has best_pi ==
        # inf, so "no edge" (weight 0) would improve it: leave those out.
        candidates = list(compress(candidates, map(row.__getitem__, candidates)))
        pis = map(sub, repeat(pi_i), map(row.__getitem__, candidates))
        improving = list(compress(candidates, map(lt, pis, map(best_pi.__getitem__, candidates))))
        for j in improving:
            wij = row[j]
            p = pi_i - wij
            if not p < best_pi[j]:
                continue  # j became S meanwhile
            best_pi[j] = p
            best_from[j] = i
            best_epoch[j] = ei
            if label[top[j]] == _FREE:
                key = p + dual[j]  # slack + D
                free_key[j] = key
                if key == shift:
                    self._on_tight_s_free(i, j)
                    if label[top[i]] != _S:
                        return  # i's tree was dissolved by an augmentation
        # Edges to other S blossoms (a vertex becoming S later sees its edge to i when
        # it is scanned itself).  Every vertex in the list is S when the loop starts, and
        # stays S unless an augmentation ends the scan.
        tight = 2 * shift - pi_i  # key = slack + 2 D - u(i), tight edges have this one
        own = top[i]
        # The keys of every S neighbour at C speed: in the large fields' searches nearly
        # every vertex becomes S, so a loop over them in each scan was a loop over n^2
        # pairs a solve. When none is tight (nearly always), the least key is all that is
        # needed; otherwise the loop below acts on each tight edge in turn.
        s_vertices = others = self._s_vertices
        if own >= n:  # i lies in a non-trivial blossom: leave out the vertices inside it
            others = list(compress(others, map(ne, map(top.__getitem__, others), repeat(own))))
        weights = list(map(row.__getitem__, others))
        neighbours = list(compress(others, weights))
        keys = list(map(sub, map(dual.__getitem__, neighbours), compress(weights, weights)))
        if tight not in keys:
            if keys:
                ss_key = min(keys)
                j = neighbours[keys.index(ss_key)]  # the first of the least, as below
                heapq.heappush(self._ss_heap, (ss_key + pi_i, i, j, ei, self._epoch[j]))
            return
        ss_key = self._inf
        ss_partner = -1
        for j in list(s_vertices):
            wij = row[j]
            if not wij or top[j] == own:
                continue
            key = dual[j] - wij
            if key == tight:
                self._on_tight_s_s(i, j)
                if label[top[i]] != _S:
                    return
                own = top[i]
            elif key < ss_key:
                ss_key, ss_partner = key, j
        if ss_partner >= 0:
            heapq.heappush(self._ss_heap,
                           (ss_key + pi_i, i, ss_partner, ei, self._epoch[ss_partner]))

    def _adjust_duals_and_act(self) -> None:
        """Move the duals by the largest safe delta, then act on the event that stopped it."""
        shift = self._shift
        _, lowest, _ = self._lowest_s_dual()
        delta = self._dual[lowest] - shift
        edge = self._tightest_s_s_edge()
        if edge is not None and edge[0] >> 1 == shift and delta:
            # A tight edge between two trees: augment at once.  The search for the
            # closest unlabelled vertex would first refresh the keys the last
            # augmentation made stale, each against every S vertex; when a dual step
            # made many edges between roots tight at once (a scoregroup the warm start
            # could not pair), that was nearly every key, once for each augmentation.
            self._on_tight_s_s(edge[1], edge[2])
            return
        event = 1
        closest = self._closest_free_vertex()
        if closest >= 0 and self._free_key[closest] - shift < delta:
            delta = self._free_key[closest] - shift
            event = 2
        if edge is not None and (edge[0] >> 1) - shift < delta:
            delta = (edge[0] >> 1) - shift  # slack is even (see "Parity")
            event = 3
        shrinking = -1
        for b in self._t_blossoms:
            d = (self._dual[b] >> 1) - shift
            if d < delta:
                delta, shrinking = d, b
                event = 4
        self._shift = shift + delta
        if event == 1:
            # An S vertex's dual reached 0: it may be exposed, its root matched instead.
            tree = self._tree[self._top[lowest]]
            self._flip_path(lowest, -1)
            self._dissolve_trees((tree,))
        elif event == 2:
            self._on_tight_s_free(self._best_from[closest], closest)
        elif event == 3:
            assert edge is not None
            self._on_tight_s_s(edge[1], edge[2])
        else:
            self._expand_t_blossom(shrinking)

    def _is_current_s(self, x: int, ep: int) -> bool:
        return self._label[self._top[x]] == _S and self._epoch[x] == ep

    def _lowest_s_dual(self) -> tuple[int, int, int]:
        heap = self._dual_heap
        while not self._is_current_s(heap[0][1], heap[0][2]):
            heapq.heappop(heap)
        return heap[0]

    def _closest_free_vertex(self) -> int:
        """The unlabelled vertex with the least slack to an S vertex, or -1."""
        free_key, best_from, best_epoch = self._free_key, self._best_from, self._best_epoch
        inf = self._inf
        stale_found = 0
        while True:
            key = min(free_key, default=inf)
            if key >= inf:
                return -1
            j = free_key.index(key)
            s = best_from[j]
            if s >= 0 and self._is_current_s(s, best_epoch[j]):
                return j
            self._refresh_best(j)  # the key was only a lower bound
            stale_found += 1
            if stale_found == 3:
                # After an augmentation dissolved trees, many keys are stale at once:
                # take them in order from a heap instead of searching the list each time.
                return self._closest_free_vertex_by_heap()

    def _closest_free_vertex_by_heap(self) -> int:
        free_key, best_from, best_epoch = self._free_key, self._best_from, self._best_epoch
        inf = self._inf
        heap = [(key, j) for j, key in enumerate(free_key) if key < inf]
        heapq.heapify(heap)
        while heap:
            _, j = heapq.heappop(heap)
            s = best_from[j]
            if s >= 0 and self._is_current_s(s, best_epoch[j]):
                return j
            self._refresh_best(j)
            if free_key[j] < inf:
                heapq.heappush(heap, (free_key[j], j))
        return -1

    def _refresh_best(self, j: int) -> None:
        """Recompute unlabelled vertex j's least-slack edge to the current S vertices."""
        row, dual = self._w2[j], self._dual
        # _s_vertices holds exactly the current S vertices (dissolved trees are pruned).
        weights = list(map(row.__getitem__, self._s_vertices))
        neighbours = list(compress(self._s_vertices, weights))
        if neighbours:
            pis = list(map(sub, map(dual.__getitem__, neighbours), compress(weights, weights)))
            best = min(pis)
            best_s = neighbours[pis.index(best)]
        else:
            best, best_s = self._inf, -1
        self._best_pi[j] = best
        self._best_from[j] = best_s
        if best_s >= 0:
            self._best_epoch[j] = self._epoch[best_s]
            self._free_key[j] = best + dual[j]
        else:
            self._free_key[j] = self._inf

    def _tightest_s_s_edge(self) -> tuple[int, int, int, int, int] | None:
        heap, top = self._ss_heap, self._top
        while heap:
            _, i, j, ei, ej = heap[0]
            if not self._is_current_s(i, ei):
                heapq.heappop(heap)  # i was rescanned with a new entry, or left the forest
            elif self._is_current_s(j, ej) and top[i] != top[j]:
                return heap[0]
            else:
                heapq.heappop(heap)
                self._push_best_s_s(i)
        return None

    def _push_best_s_s(self, i: int) -> None:
        """Record S vertex i's least-slack edge to another S blossom, if any."""
        row, top, label, dual, epoch = self._w2[i], self._top, self._label, self._dual, self._epoch
        own = top[i]
        s_vertices = self._s_vertices
        weights = list(map(row.__getitem__, s_vertices))
        neighbours = list(compress(s_vertices, weights))
        tops = list(map(top.__getitem__, neighbours))
        outside = list(map(and_, map(ne, tops, repeat(own)),
                           map(eq, map(label.__getitem__, tops), repeat(_S))))
        neighbours = list(compress(neighbours, outside))
        if not neighbours:
            return
        keys = list(map(sub, map(dual.__getitem__, neighbours),
                        map(row.__getitem__, neighbours)))
        best = min(keys)
        partner = neighbours[keys.index(best)]
        heapq.heappush(self._ss_heap, (best + dual[i], i, partner, epoch[i], epoch[partner]))

    # ------------------------------------------------------------ forest events

    def _on_tight_s_free(self, s: int, j: int) -> None:
        """Tight edge from S vertex s to vertex j of an unlabelled blossom."""
        b = self._top[j]
        base = self._base[b]
        m = self._mate[base]
        tree = self._tree[self._top[s]]
        if m < 0:
            # b's base is exposed, and not a root, so its dual is 0: augment into b.
            self._flip_path(s, j)
            self._rotate_blossom(b, j)
            self._mate[j] = s
            self._dissolve_trees((tree,))
        else:
            self._label_t(b, (s, j), tree)
            self._label_s(self._top[m], (base, m), tree)

    def _on_tight_s_s(self, v: int, w: int) -> None:
        """Tight edge between S vertices v and w of different top-level blossoms."""
        top, tree = self._top, self._tree
        tree_v, tree_w = tree[top[v]], tree[top[w]]
        if tree_v == tree_w:
            self._add_blossom(v, w)
        else:
            self._flip_path(v, w)
            self._flip_path(w, v)
            self._dissolve_trees((tree_v, tree_w))

    def _flip_path(self, s: int, j: int) -> None:
        """Match S vertex s to j (-1: leave s exposed) and flip the alternating path
        from s's blossom up to its tree's root, rotating each blossom on the way."""
        top, mate, label_edge = self._top, self._mate, self._label_edge
        while True:
            bs = top[s]
            self._rotate_blossom(bs, s)
            mate[s] = j
            edge = label_edge[bs]
            if edge is None:
                return  # the root, now matched (or, for j == -1, rotated to s)
            bt = top[edge[0]]
            t_edge = label_edge[bt]
            assert t_edge is not None
            p, q = t_edge  # p: S vertex above, q: vertex of bt
            self._rotate_blossom(bt, q)
            mate[q] = p
            s, j = p, q

    def _dissolve_trees(self, trees: tuple[int, ...]) -> None:
        """Unlabel every blossom of the given trees (their roots are no longer roots)."""
        for t in trees:
            self._live_trees.discard(t)
        top, label, tree = self._top, self._label, self._tree
        for v in range(self._n):
            b = top[v]
            if label[b] != _FREE and tree[b] in trees:
                self._unlabel(b)
        self._s_vertices = [x for x in self._s_vertices if label[top[x]] == _S]

    def _add_blossom(self, v: int, w: int) -> None:
        """Tight edge (v, w) closes an odd cycle in one tree: shrink it to an S blossom."""
        n, top, label, label_edge = self._n, self._top, self._label, self._label_edge
        path_v = []
        b = top[v]
        while True:
            path_v.append(b)
            edge = label_edge[b]
            if edge is None:
                break
            b = top[edge[0]]
        on_path_v = set(path_v)
        path_w = []
        b = top[w]
        while b not in on_path_v:
            path_w.append(b)
            b = top[label_edge[b][0]]  # type: ignore[index]
        meet = b  # nearest common ancestor: always S
        below_meet = path_v[: path_v.index(meet)]
        below_meet.reverse()
        children = [meet, *below_meet, *path_w]
        cycle: list[Edge] = [label_edge[c] for c in below_meet]  # type: ignore[misc]
        cycle.append((v, w))
        for c in path_w:
            x, y = label_edge[c]  # type: ignore[misc]
            cycle.append((y, x))

        blossom = self._unused_ids.pop()
        shift, dual = self._shift, self._dual
        meet_edge, meet_tree = label_edge[meet], self._tree[meet]
        for c in children:
            was = label[c]
            if c >= n:
                dual[c] -= _BLOSSOM_SHIFT[was] * shift  # settled: no longer top-level
                self._t_blossoms.discard(c)
            if was == _T:
                for x in self._leaves[c]:
                    dual[x] += 2 * shift  # stored as T, now as S
                self._enter_s(self._leaves[c])
            self._parent[c] = blossom
            label[c] = _FREE
            label_edge[c] = None
            self._tree[c] = -1
        self._children[blossom] = children
        self._cycle[blossom] = cycle
        self._base[blossom] = self._base[meet]
        leaves = [x for c in children for x in self._leaves[c]]
        self._leaves[blossom] = leaves
        for x in leaves:
            top[x] = blossom
        label[blossom] = _S
        label_edge[blossom] = meet_edge
        self._tree[blossom] = meet_tree
        dual[blossom] = _BLOSSOM_SHIFT[_S] * shift  # z == 0

    def _expand_t_blossom(self, b: int) -> None:
        """T blossom b reached z == 0: replace it by its sub-blossoms.  The even path
        from the entry child to the base child stays in the tree (T, S, ..., T), the
        other children become unlabelled."""
        n, dual, shift = self._n, self._dual, self._shift
        children, cycle = self._children[b], self._cycle[b]
        k = len(children)
        entry_edge = self._label_edge[b]
        assert entry_edge is not None
        tree = self._tree[b]
        entry = entry_edge[1]
        while self._parent[entry] != b:
            entry = self._parent[entry]
        i = children.index(entry)
        self._t_blossoms.discard(b)
        self._release_children(b)
        for c in children:  # their vertices are stored as T already
            self._label[c] = _T
            self._tree[c] = tree
            if c >= n:
                dual[c] += _BLOSSOM_SHIFT[_T] * shift
                self._t_blossoms.add(c)
        self._label_edge[children[i]] = entry_edge
        on_path = [False] * k
        on_path[i] = True
        step = 1 if i & 1 else -1
        m = i
        while m != 0:
            s = (m + step) % k
            t = (s + step) % k
            self._label_s(children[s], _cycle_edge(cycle, m, s, step), tree)
            self._label_edge[children[t]] = _cycle_edge(cycle, s, t, step)
            on_path[s] = on_path[t] = True
            m = t
        for idx in range(k):
            if not on_path[idx]:
                self._unlabel(children[idx])


def _least_compaction_size(n: int) -> int:
    """The weights a matrix of n vertices may hold before it is compacted: an eighth of its
    entries (few bytes beside the matrix), and never a handful."""
    return max(64, n * n // 8)


def _plain_ints(values: Sequence[object]) -> bool:
    """Every value is an int, not a bool (checked at C speed)."""
    return set(map(type, values)) == {int}


def _cycle_edge(cycle: list[Edge], a: int, b: int, step: int) -> Edge:
    """The cycle edge between neighbouring children a and b = a + step, as
    (vertex in child a, vertex in child b)."""
    if step == 1:
        return cycle[a]
    x, y = cycle[b]
    return (y, x)


def _greedy_vertex_cover(edges: list[Edge]) -> list[int]:
    """A small set of vertices touching every edge (highest degree first, ties to the
    vertex seen first): the engine changes all edges of one vertex, and that vertex alone
    should be repaired."""
    adjacent: dict[int, list[int]] = {}
    for a, b in edges:
        adjacent.setdefault(a, []).append(b)
        adjacent.setdefault(b, []).append(a)
    uncovered = {v: len(others) for v, others in adjacent.items()}  # edges left at v
    cover = []
    while uncovered:
        v = max(uncovered, key=uncovered.__getitem__)
        cover.append(v)
        del uncovered[v]
        for u in adjacent[v]:
            if u in uncovered:  # not in the cover, so the edge {u, v} was uncovered
                uncovered[u] -= 1
                if not uncovered[u]:
                    del uncovered[u]
    return cover
