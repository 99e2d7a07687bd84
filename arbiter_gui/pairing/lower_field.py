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
augmenting path, nearly always at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from operator import eq, gt, lt

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
    it does not."""

    def __init__(self, full: MatchingComputer, check: CompletionCheck, group: list[int],
                 lower: list[int], shares: Sequence[int], completion: int,
                 partners: dict[int, int]) -> None:
        self.full = full
        self.check = check
        self.group = group
        self.lower = lower
        self.local = {v: k for k, v in enumerate(group)}
        self.shares = shares
        self.completion = completion
        self.partners = partners  # the pairs made before this bracket, both ways round
        self.reduced: MatchingComputer | None = None
        self.active = True  # the reduction holds (so far)

    # -- the calls of MatchingComputer the engine makes --------------------------------

    def set_weights(self, u: int, others: Sequence[int], weights: Sequence[int]) -> None:
        self.full.set_weights(u, others, weights)
        if self.reduced is not None:
            self._set_reduced(u, others, weights)

    def set_weight(self, u: int, v: int, w: int) -> None:
        self.set_weights(u, (v,), (w,))

    def isolate_pair(self, a: int, b: int) -> None:
        self.full.isolate_pair(a, b)
        self.check.drop(a)
        self.check.drop(b)
        if self.reduced is not None:
            if a in self.local and b in self.local:
                self.reduced.isolate_pair(self.local[a], self.local[b])
            else:
                self._give_up()

    def solve(self) -> list[int]:
        if self.active and self.reduced is None:
            self._build()
        if self.reduced is None:
            return self.full.solve()
        local = self.reduced.solve()
        floating = [self.group[k] for k, m in enumerate(local) if m == k]
        mates = self.check.pairing(self.lower + floating, floating)
        if mates is None:
            self._give_up()
            return self.full.solve()
        group = self.group
        for k, m in enumerate(local):
            if m != k:
                mates[group[k]] = group[m]
        for a, b in self.partners.items():
            mates[a] = b
        return mates

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

    def _build(self) -> None:
        """The group's matching, from the round's weights as they are now."""
        group = self.group
        self.full.forget_solution()
        self.reduced = MatchingComputer(len(group))
        for k in range(1, len(group)):
            self._set_reduced(group[k], group[:k], self.full.weights(group[k], group[:k]))
            if self.reduced is None:
                return

    def _set_reduced(self, u: int, others: Sequence[int], weights: Sequence[int]) -> None:
        local, shares = self.local, self.shares
        if u not in local or any(v not in local for v in others):
            self._give_up()  # an edge at the lower field changed: no longer W + t + t
            return
        base = self.completion + shares[u]
        reduced = [w - base - shares[v] if w else 0 for v, w in zip(others, weights, strict=True)]
        if reduced and min(reduced) < 0:
            self._give_up()
            return
        assert self.reduced is not None
        self.reduced.set_weights(local[u], [local[v] for v in others], reduced)

    def _give_up(self) -> None:
        """The round's matching answers from now on (it has every weight)."""
        self.reduced = None
        self.active = False
