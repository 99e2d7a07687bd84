"""A Dutch bracket solved without the players below it (issue 30: fields of thousands).

While a bracket is paired (C.04.3 art. 1.9.2), the matching holds every player still to be
paired: the bracket (MDPs and residents), the next scoregroup (its [C8] look-ahead) -- the
"group" -- and the lower field below them. Every edge at a player of the lower field
carries only the completion field [C4] with the players' shares ([C2][C5] the bye, see
_DutchRound.shares): W + t(a) + t(b), the same for any partner, set once for the round
(_set_outside_weights). In such a field every edge is tight, and each search of the
matching that reached one player of it labelled all of it: a solve cost the whole field's
rows, however small the bracket (round 9 of 1,000 players: 900 rows a solve in its first
bracket of 5 players).

The reduction. Let X be the players of the group a matching leaves unpaired inside the
group (they float into the lower field, or take the bye). Every matching that pairs the
round completely weighs
    sum over its pairs inside the group of (w(e) - W - t(a) - t(b))
    + (the sum of t over every player still to be paired) - t(bye) + constants,
so the sum over the group's pairs of the reduced weights w(e) - W - t(a) - t(b) is all
the group decides, and the bye's share (the least in the field, when a player of the lower
field has it) all the lower field does. Hence, when the lower field holds a player of the
least share: (1) no complete pairing weighs more than the reduced group's optimum plus
constants; (2) an optimum of the reduced group whose X, with the lower field, can be paired
completely -- the bye to a player of the least share -- reaches that bound, so it is an
optimum of the whole round, and the optima of the round are exactly such optima of the
group. The engine's other questions follow: an edge not tight for the group's certificate
is in no optimum of the group, so in none of the round; rematch keeps X. When the check
fails, the bracket goes on with the whole matching (which received every weight), so the
pairing is the same either way; only the time differs.

The check is a matching of its own over the players' compatibility (the lower field's
edges, and X's edges as the bracket has them), kept from solve to solve and bracket to
bracket: only the players entering or leaving X change, and each is paired again along an
augmenting path, nearly always at once. With no lower field (the group is the rest of the
round, an even number of players) the check pairs X among itself; when the bye vertex is
left too, the group and it are solved with the round's own weights and no check: they are
all that is left, and the pairs made before are components of their own.

The next scoregroup cut down. Inside the group the same holds one level lower: every edge
from a bracket player b to the next scoregroup N weighs c(b) whoever the partner ([C8] a
pair of the next bracket and b's score), every edge inside N weighs c_N (c_N <= c(b)), and
the bracket's own pairs count in a field above all the others ([C6]: no sum of the lower
fields reaches it, as for every field of the engine's weights). So every optimum of the
group pairs as many players inside the bracket, and leaves the same number d of them, F,
to N or below; and for a given F the most N adds is
    U(F) = the sum of c(f) over the f of F with an edge into N
           + floor((|N| - that many) / 2) c_N
(each f paired into N is worth at least the pair of N it may cost). Set aside p pairs P of
N (compatible players) and keep N' = N - P. When
    (a) every bracket player with an edge into N has at least d edges into N', and
    (b) every player of N' has at least |N'|/2 + d neighbours in N' (Dirac's theorem: N'
        less any d players still has a Hamiltonian cycle, so it pairs all but one),
    or d = 0 and the optimum pairs all of N' but at most one,
then for every F of d players N' reaches U(F) - p c_N (the floaters take distinct partners
by Hall's condition, the rest of N' pairs up), and P adds p c_N: the group's optima are
the optima of the bracket and N' with P added, with the same floaters. The engine asks the
certificate (tight edges, rematch) only about the bracket's players, whose pairs are those
of the whole group's optima. The conditions are checked after each solve (d may change as
the bracket is paired, and an edge into N be removed); when they fail, more of N is kept,
then all of it. Edges that change otherwise (inside N, or an edge into N not alike) end the
cut for the bracket. A round of 3,000 players has brackets of about 600 and 900 players
whose next scoregroup holds 900 and 600: kept whole, each search that reached it labelled
all of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from operator import add, and_, eq, gt, lt, ne

from arbiter_gui.pairing.matching import MatchingComputer


class CompletionCheck:
    """Whether a set of players (with the bye vertex, if any, taken by a player of the
    least share) can all be paired along the edges the round's matching has; one a round."""

    def __init__(self, full: MatchingComputer, size: int, bye_vertex: int | None,
                 bye_takers: Sequence[bool]) -> None:
        self.full = full
        self.bye_vertex = bye_vertex
        self.bye_takers = bye_takers  # the players the bye vertex has an edge to here
        self.matcher = MatchingComputer(size)
        self.active = [False] * size
        self.fresh = True  # no pairing asked yet: the first one takes its players in at once

    def pairing(self, players: list[int], floating: list[int]) -> list[int] | None:
        """A pairing of `players` (the lower field and the group's floaters `floating`)
        and of the bye vertex, as mates of every vertex (others unpaired); None when
        there is none."""
        wanted = [False] * len(self.active)
        for v in players:
            wanted[v] = True
        if self.bye_vertex is not None:
            wanted[self.bye_vertex] = True
        if self.fresh:
            self._enter_all(players)
        # Who leaves and who enters, found at C speed (a pass of the round's players each
        # solve of every bracket), each in the order of the vertices.
        vertices = range(len(wanted))
        for v in list(compress(vertices, map(gt, self.active, wanted))):
            self._leave(v)
        for v in list(compress(vertices, map(lt, self.active, wanted))):
            self._enter(v)
        # The floaters' edges among themselves are the bracket's, which change as it is
        # paired (exchanges, pairs ruled out); the lower field's never change.
        for k, x in enumerate(floating):
            others = floating[:k]
            self.matcher.set_weights(x, others, [int(w > 0) for w in self.full.weights(x, others)])
        mates = self.matcher.solve()
        if any(map(eq, compress(mates, wanted), compress(vertices, wanted))):
            return None
        return mates

    def drop(self, v: int) -> None:
        """v's edges changed (a pair fixed): it enters again, when asked, with the new ones."""
        if self.active[v]:
            self._leave(v)

    def _enter_all(self, players: list[int]) -> None:
        """The first pairing's players enter at once, with the edges _enter would give them
        one by one (the bye vertex, if any, then enters as the last vertex does)."""
        self.fresh = False
        self.matcher.copy_edges(self.full, [v for v in players if v != self.bye_vertex])
        for v in players:
            self.active[v] = True

    def _leave(self, v: int) -> None:
        self.active[v] = False
        self.matcher.remove_edges(v)

    def _enter(self, v: int) -> None:
        others = list(compress(range(len(self.active)), self.active))
        self.active[v] = True
        if v == self.bye_vertex:
            takers = list(compress(others, map(self.bye_takers.__getitem__, others)))
            self.matcher.set_weights(v, takers, [1] * len(takers))
            return
        bye = self.bye_vertex
        if bye is not None and self.active[bye]:
            others.remove(bye)
            if self.bye_takers[v]:
                self.matcher.set_weight(v, bye, 1)
        # The edges the round's matching has (its weights are 0 where there is none).
        neighbours = list(compress(others, self.full.weights(v, others)))
        self.matcher.set_weights(v, neighbours, [1] * len(neighbours))


class BracketView:
    """Stands in for the round's matching while one bracket is paired: the same calls,
    answered by a matching of the group alone (see the module's docstring) while the
    reduction holds; every weight also goes to the round's matching, which answers once
    it does not. With `bracket_size` (the group's first players are the bracket, the
    others its next scoregroup), the next scoregroup's pairs set aside as the docstring's
    second part allows, while its conditions hold."""

    def __init__(self, full: MatchingComputer, check: CompletionCheck | None, group: list[int],
                 lower: list[int], shares: Sequence[int], completion: int,
                 partners: dict[int, int], bracket_size: int | None = None,
                 bracket_pair: int = 0, cut_size: int = 0) -> None:
        self.full = full
        self.check = check
        self.group = group
        self.lower = lower
        self.position = {v: k for k, v in enumerate(group)}
        self.shares = shares
        self.completion = completion
        self.partners = partners  # the pairs made before this bracket, both ways round
        self.bracket_size = len(group) if bracket_size is None else bracket_size
        self.bracket_pair = bracket_pair  # the field every pair inside the bracket counts in
        self.reduced: MatchingComputer | None = None
        self.active = True  # the reduction holds (so far)
        # The players of the group in the reduced matching (its vertices, in order), and
        # the next scoregroup's pairs set aside (none while the whole group is kept).
        self.kept: list[int] = []
        self.local: dict[int, int] = {}
        self.aside: dict[int, int] = {}
        self.cut: _Cut | None = None
        # The next scoregroup's players kept at the next cut.
        self.cut_size = cut_size or _FIRST_CUT

    # -- the calls of MatchingComputer the engine makes --------------------------------

    def set_weights(self, u: int, others: Sequence[int], weights: Sequence[int]) -> None:
        self.full.set_weights(u, others, weights)
        if self.reduced is not None:
            self._set_reduced(u, others, weights)

    def set_weight(self, u: int, v: int, w: int) -> None:
        self.set_weights(u, (v,), (w,))

    def isolate_pair(self, a: int, b: int) -> None:
        self.full.isolate_pair(a, b)
        if self.check is not None:
            self.check.drop(a)
            self.check.drop(b)
        if self.reduced is None:
            return
        local, position, cut = self.local, self.position, self.cut
        if a in local and b in local and (
                cut is None or max(position[a], position[b]) < self.bracket_size):
            self.reduced.isolate_pair(local[a], local[b])
            if cut is not None:
                cut.changed_players.update((position[a], position[b]))
        elif a in position and b in position:
            self._build(cut=False)  # a pair in the next scoregroup: it is kept whole
        else:
            self._give_up()

    def solve(self) -> list[int]:
        if self.active and self.reduced is None:
            self._build(cut=True)
        if self.reduced is None:
            return self.full.solve()
        local = self.reduced.solve()
        while self.cut is not None and not self.cut.holds(local, self.full):
            # More of the next scoregroup kept (four times as many), in the end all of it.
            self.cut_size *= 4
            self._build(cut=True)
            if self.reduced is None:
                return self.full.solve()
            local = self.reduced.solve()
        mates = self._completed(local)
        if mates is None:
            self._give_up()
            return self.full.solve()
        kept = self.kept
        for k, m in enumerate(local):
            if m != k:
                mates[kept[k]] = kept[m]
        for a, b in self.aside.items():
            mates[a] = b
        for a, b in self.partners.items():
            mates[a] = b
        return mates

    def _completed(self, local: list[int]) -> list[int] | None:
        """The lower field's pairing (mates of every vertex) that completes the group's
        matching `local`, or None when there is none."""
        kept = self.kept
        floating = [kept[k] for k, m in enumerate(local) if m == k]
        if self.check is None:  # the group is all that is left to pair
            return None if floating else list(range(self.full.vertex_count))
        return self.check.pairing(self.lower + floating, floating)

    @property
    def certified(self) -> bool:
        return self.reduced.certified if self.reduced is not None else self.full.certified

    def tight_edges(self, u: int, others: Sequence[int]) -> list[bool]:
        if self.reduced is None:
            return self.full.tight_edges(u, others)
        local = self.local
        return self.reduced.tight_edges(local[u], [local[v] for v in others])

    def rematch(self, a: int, b: int) -> bool:
        if self.reduced is None:
            return self.full.rematch(a, b)
        return self.reduced.rematch(self.local[a], self.local[b])

    # -- the group's matching -----------------------------------------------------------

    def _build(self, cut: bool) -> None:
        """The group's matching, from the round's weights as they are now; with `cut`, the
        next scoregroup cut down when the conditions allow (else the whole group)."""
        group = self.group
        self.full.forget_solution()
        self.reduced = None
        rows = []  # rows[k]: the reduced weights from group[k] to group[:k]
        for k, u in enumerate(group):
            row = self._reduce(u, group[:k], self.full.weights(u, group[:k]))
            if row is None:
                self._give_up()
                return
            rows.append(row)
        self.cut = None
        if cut and self.bracket_pair and len(group) - self.bracket_size > self.cut_size + 1:
            self.cut = _Cut.choose(rows, self.bracket_size, self.cut_size, self.bracket_pair)
        positions = self.cut.kept if self.cut is not None else range(len(group))
        self.kept = [group[k] for k in positions]
        self.local = {v: k for k, v in enumerate(self.kept)}
        self.aside = {}
        if self.cut is not None:
            for a, b in self.cut.aside:
                self.aside[group[a]] = group[b]
                self.aside[group[b]] = group[a]
            self.cut.players = self.kept
            self.cut.next_kept = self.kept[self.bracket_size:]
            self.cut.next_aside = list(self.aside)
        self.reduced = MatchingComputer(len(positions))
        for k in range(1, len(positions)):
            row = rows[positions[k]]
            self.reduced.set_weights(k, range(k), list(map(row.__getitem__, positions[:k])))

    def _reduce(self, u: int, others: Sequence[int], weights: Sequence[int]) -> list[int] | None:
        """The reduced weights of u's edges to `others` (players of the group); None when
        one is below 0 (an edge no longer carries the completion field)."""
        base = self.completion + self.shares[u]
        shares = self.shares
        reduced = [w - base - shares[v] if w else 0 for v, w in zip(others, weights, strict=True)]
        if reduced and min(reduced) < 0:
            return None
        return reduced

    def _set_reduced(self, u: int, others: Sequence[int], weights: Sequence[int]) -> None:
        position = self.position
        if u not in position or any(v not in position for v in others):
            self._give_up()  # an edge at the lower field changed: no longer W + t + t
            return
        reduced = self._reduce(u, others, weights)
        if reduced is None:
            self._give_up()
            return
        if self.cut is not None and not self.cut.accepts(
                position[u], [position[v] for v in others], reduced):
            self._build(cut=False)  # the full weights hold the change already
            return
        assert self.reduced is not None
        local = self.local
        if u not in local:
            return  # (accepted: edges to players set aside, which stay as the cut has them)
        kept = [(local[v], w) for v, w in zip(others, reduced, strict=True) if v in local]
        self.reduced.set_weights(local[u], [v for v, _ in kept], [w for _, w in kept])

    def _give_up(self) -> None:
        """The round's matching answers from now on (it has every weight)."""
        self.reduced = None
        self.cut = None
        self.active = False


_KEPT, _FREE, _ASIDE = 0, 1, 2  # a player of the group while a cut is chosen

# The next scoregroup's players kept at a bracket's first cut (each later cut four times
# as many): enough, nearly always, for every condition of the cut.
_FIRST_CUT = 48


class _Cut:
    """The next scoregroup cut down (see the module's docstring): its players `kept` (group
    positions, the bracket's first) and its pairs set `aside`, with what the conditions
    need. Positions are the group's: the bracket is 0..bracket_size-1."""

    def __init__(self, bracket_size: int, bracket_pair: int, kept: list[int],
                 aside: list[tuple[int, int]], pair_weight: int, alike: list[int],
                 least_degree: int, into_kept: list[int], into_aside: list[int]) -> None:
        self.bracket_size = bracket_size
        self.bracket_pair = bracket_pair
        self.kept = kept
        self.aside = aside
        self.pair_weight = pair_weight  # the weight of every pair inside the next scoregroup
        self.alike = alike  # the weight of a bracket player's every edge to it (0: none)
        self.least_degree = least_degree  # of the kept players, among the kept
        self.into_kept = into_kept  # each bracket player's edges to the kept players
        self.into_aside = into_aside  # ... and to the players set aside
        # Set by the view: the kept players, those of the next scoregroup, those set aside.
        self.players: list[int] = []
        self.next_kept: list[int] = []
        self.next_aside: list[int] = []
        self.changed_players: set[int] = set()

    @staticmethod
    def choose(rows: list[list[int]], bracket_size: int, size: int,
               bracket_pair: int) -> _Cut | None:
        """The cut keeping about `size` players of the next scoregroup, or None when its
        edges are not alike (see the module's docstring)."""
        nb, g = bracket_size, len(rows)
        values: set[int] = set()
        for k in range(nb + 1, g):
            values.update(rows[k][nb:k])
        values.discard(0)
        if len(values) != 1:
            return None
        pair_weight = values.pop()
        alike = [0] * nb
        for k in range(nb, g):
            alike = list(map(max, alike, rows[k][:nb]))
        for k in range(nb, g):
            row = rows[k][:nb]
            if any(map(and_, map(ne, row, alike), map(bool, row))):
                return None  # a bracket player's edges to the next scoregroup differ
        if any(w and not pair_weight <= w < bracket_pair for w in alike) \
                or pair_weight >= bracket_pair:
            return None
        for k in range(1, nb):
            if any(w and not bracket_pair <= w < 2 * bracket_pair for w in rows[k][:k]):
                return None
        # The next scoregroup's graph; the best connected players kept.
        adjacent: list[list[int]] = [[] for _ in range(g)]
        for k in range(nb + 1, g):
            for j in compress(range(nb, k), rows[k][nb:k]):
                adjacent[k].append(j)
                adjacent[j].append(k)
        nxt = sorted(range(nb, g), key=lambda k: -len(adjacent[k]))
        state = [_KEPT] * g
        for k in nxt[size:]:
            state[k] = _FREE
        aside = []
        for k in sorted(nxt[size:], key=lambda k: len(adjacent[k])):  # the hardest first
            if state[k] != _FREE:
                continue
            for j in adjacent[k]:
                if state[j] == _FREE:
                    state[k] = state[j] = _ASIDE
                    aside.append((min(j, k), max(j, k)))
                    break
        for k in nxt[size:]:
            if state[k] == _FREE:
                state[k] = _KEPT  # no partner left: kept
        kept = [k for k in range(g) if state[k] == _KEPT]
        least_degree = min(sum(1 for j in adjacent[k] if state[j] == _KEPT)
                           for k in kept[nb:])
        into_kept = [0] * nb
        into_aside = [0] * nb
        for k in range(nb, g):
            counts = into_kept if state[k] == _KEPT else into_aside
            counts[:] = map(add, counts, map(bool, rows[k][:nb]))
        return _Cut(nb, bracket_pair, kept, aside, pair_weight, alike, least_degree, into_kept,
                    into_aside)

    def accepts(self, u: int, others: list[int], reduced: list[int]) -> bool:
        """Whether the cut still stands after u's edges to `others` took these reduced
        weights (group positions): the bracket's pairs in their field, an edge to the next
        scoregroup removed or alike, the next scoregroup's own edges untouched."""
        nb, bracket_pair = self.bracket_size, self.bracket_pair
        for v, w in zip(others, reduced, strict=True):
            if u < nb and v < nb:
                if w and not bracket_pair <= w < 2 * bracket_pair:
                    return False
            elif u < nb or v < nb:
                b = min(u, v)
                if w and w != self.alike[b]:
                    return False
                self.changed_players.add(b)
            else:
                return False
        return True

    def holds(self, local: list[int], full: MatchingComputer) -> bool:
        """Whether the group's optimum `local` (the reduced matching's mates) is one of the
        whole group's (the conditions of the module's docstring)."""
        nb = self.bracket_size
        # d: the bracket's players not paired inside it (the same in every optimum).
        d = sum(1 for k in range(nb) if not k != local[k] < nb)
        if d == 0:
            return sum(1 for k in range(nb, len(local)) if local[k] == k) <= 1
        if 2 * self.least_degree < len(local) - nb + 2 * d:
            return False
        for k in self.changed_players:
            self.into_kept[k] = sum(map(bool, full.weights(self.players[k], self.next_kept)))
            self.into_aside[k] = sum(map(bool, full.weights(self.players[k], self.next_aside)))
        self.changed_players.clear()
        return all(kept >= d for kept, aside in zip(self.into_kept, self.into_aside, strict=True)
                   if kept + aside)
