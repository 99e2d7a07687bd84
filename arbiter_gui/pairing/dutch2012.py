"""FIDE Dutch system, the edition agreed by the 83rd FIDE Congress, Istanbul 2012 (in force
until 30 June 2017; FIDE Handbook C.04.3 of that year): a rule-literal engine.

It follows the procedure C.1-C.14 of the text step by step. Score brackets are paired from
the highest down. In each bracket the requirements are set (C.3), S1 and S2 formed (C.4,
C.5) and the candidates tried in the text's order: transpositions of S2 (C.7, D.1) inside
exchanges between S1 and S2 (C.8.a, D.2) or other sets of moved-down players in S1 (C.8.b,
D.3); the first candidate meeting the current requirements is the pairing (C.6). When none
does, the requirements are lowered in the order of C.10 and then P1, X1, Z1 or M1 decreased
(C.14). A moved-down player with no possible opponent makes the bracket above pair again
(C.12); a lowest bracket that cannot be paired makes the penultimate one pair again, and the
two are joined when that fails (C.13). Colours follow E.

The search for the first transposition meeting the requirements walks the transpositions in
the order of D.1 and skips a branch only when an assignment (scipy's linear_sum_assignment)
proves that no transposition in it can meet them: the first one found is the text's first.
Likewise a requirement level at which no exchange can succeed (a weighted matching of the
whole bracket says so, networkx) is left at once instead of trying every exchange. The
readings chosen where the text leaves room are in docs/dutch-editions.md, "The 2012 edition".
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import networkx as nx

from arbiter_gui.core.editions import DUTCH_2012
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import Colour
from arbiter_gui.pairing.cards import pairing_cards
from arbiter_gui.pairing.swiss import (
    Float,
    PairingError,
    PairingPlayer,
    PairingRequest,
    PairingResult,
    PreferenceStrength,
    UnplayedRounds,
    paired_with,
)

if TYPE_CHECKING:
    import numpy as np


# B.1.b: a player who received a point or half point without playing is a downfloater
# (the float of swiss._float: more than a loss without playing), and one who received the bye
# or a win by an opponent not appearing shall not receive the bye (pab_barred_by_forfeit_win).
UNPLAYED_2012 = UnplayedRounds(any_unplayed_round_floats=False,
                               pab_barred_by_forfeit_win_only=True)

# The backtracking of C.7-C.14 is exponential in the worst case: after this many steps (a
# step is one pair tried, one exchange or one set of moved-down players) the round is refused
# with a message instead of paired.
STEP_LIMIT = 400_000

_INFEASIBLE = 1 << 40
_WEIGHT_TOP = 1 << 40  # networkx maximises weights: a pair's weight is this minus its cost

Pair = tuple[int, int]
# What a matching's answer depends on: the members, the S1 players, (the lowest bracket's
# players,) the requirements' criteria (_criteria), (P, lowest, the order of the counts,)
# and the players C.12 lets move down.
_TailKey = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[bool, ...],
                 frozenset[int] | None]
_BracketKey = tuple[tuple[int, ...], tuple[int, ...], int, tuple[bool, ...], bool,
                    tuple[int, int, int], frozenset[int] | None]


class StepLimitError(PairingError):
    """The 2012 procedure did not find the pairing within STEP_LIMIT steps."""


# -- D: the order of transpositions and exchanges ----------------------------------------------

def exchanges(s1: Sequence[int], s2: Sequence[int]) -> Iterator[tuple[tuple[int, ...],
                                                                      tuple[int, ...]]]:
    """D.2: the exchanges between S1 and S2 (players given by their numbers, A.2 order), as
    (the players leaving S1, the players leaving S2), in the text's order: one player, then
    two, ...; for each number N the smallest difference (sum of the S2 numbers) - (sum of the
    S1 numbers) first, then the S1 groups in decreasing lexicographic order, then the S2
    groups in increasing lexicographic order (the "exact procedure" of D.2). Lazy: a bracket
    of 100 players has far too many exchanges to list."""
    high_first = sorted(s1, reverse=True)
    low_first = sorted(s2)
    for n in range(1, min(len(s1), len(s2)) + 1):
        diff_min = sum(low_first[:n]) - sum(high_first[:n])
        diff_max = sum(low_first[-n:]) - sum(high_first[-n:])
        for delta in range(diff_min, diff_max + 1):
            for out in itertools.combinations(high_first, n):  # decreasing lexicographic
                for into in _groups_with_sum(low_first, n, sum(out) + delta):
                    yield out, into


def _groups_with_sum(ascending: Sequence[int], n: int, total: int,
                     start: int = 0) -> Iterator[tuple[int, ...]]:
    """The groups of `n` of `ascending` (from `start` on) summing to `total`, in increasing
    lexicographic order."""
    if n == 0:
        if total == 0:
            yield ()
        return
    for k in range(start, len(ascending) - n + 1):
        first = ascending[k]
        least = sum(ascending[k:k + n])
        most = first + sum(ascending[len(ascending) - n + 1:]) if n > 1 else first
        if least > total:
            return
        if most < total:
            continue
        for rest in _groups_with_sum(ascending, n - 1, total - first, k + 1):
            yield (first, *rest)


def moved_down_sets(mdps: Sequence[int], m1: int) -> Iterator[tuple[int, ...]]:
    """D.3: the sets of M1 moved-down players put in S1, the M1 highest first, then in
    lexicographic order of their numbers (1-2-3-4, 1-2-3-5, 1-2-4-5, ...)."""
    return itertools.combinations(mdps, m1)


# -- A.7, A.8: colour preferences and X1, Z1 ---------------------------------------------------

def x1_z1(players: Sequence[PairingPlayer], p0: int, even_round: bool) -> tuple[int, int]:
    """A.8 as the text computes them: W, B the players preferring white / black, w, b (even
    rounds) those of them with the mild preference of A.7.e, a those without a preference."""
    big_w = big_b = small_w = small_b = a = 0
    for p in players:
        pref = p.preference
        if pref.colour is None:
            a += 1
        elif even_round and pref.strength is PreferenceStrength.MILD:  # A.7.e
            small_w += pref.colour is Colour.WHITE
            small_b += pref.colour is Colour.BLACK
        else:
            big_w += pref.colour is Colour.WHITE
            big_b += pref.colour is Colour.BLACK
    # "If B+b > W+w then X1 = P0-W-w-a else X1 = P0-B-b-a"
    x1 = p0 - a - (big_w + small_w if big_b + small_b > big_w + small_w else big_b + small_b)
    # "If B > W then Z1 = P0-W-b-w-a else Z1 = P0-B-b-w-a"
    z1 = p0 - a - small_b - small_w - (big_w if big_b > big_w else big_b)
    return max(0, x1), (max(0, z1) if even_round else 0)


def white_of_pair(high: PairingPlayer, low: PairingPlayer, initial_colour: Colour) -> bool:
    """E: does `high`, the higher ranked player of the pair (A.2), play white?"""
    return colour_allocation(high, low, initial_colour)[0]


def colour_allocation(high: PairingPlayer, low: PairingPlayer,
                      initial_colour: Colour) -> tuple[bool, str]:
    """E: does `high`, the higher ranked player of the pair (A.2), play white, and the
    article that decides it ("E.1" ... "E.5", "A.7.f")."""
    ph, pl = high.preference, low.preference
    if ph.colour is not None and pl.colour is not None:
        if ph.colour is not pl.colour:  # E.1 grant both colour preferences
            return ph.colour is Colour.WHITE, "E.1"
        if ph.strength is not pl.strength:  # E.2 grant the stronger colour preference
            stronger_high = ph.strength.value > pl.strength.value
            return (ph.colour is Colour.WHITE) is stronger_high, "E.2"
        # E.3 alternate the colours to the most recent round in which they played with
        # different colours (played games only, F.2/F.3: the histories aligned at the end).
        for mine, theirs in zip(reversed(high.played_colours), reversed(low.played_colours),
                                strict=False):
            if mine is not theirs:
                return theirs is Colour.WHITE, "E.3"
        return ph.colour is Colour.WHITE, "E.4"  # E.4 the higher ranked player's preference
    if ph.colour is not None:  # A.7.f: the opponent without games has no preference
        return ph.colour is Colour.WHITE, "A.7.f"
    if pl.colour is not None:
        return pl.colour is Colour.BLACK, "A.7.f"
    # E.5 / A.7.c: the colour drawn by lot (the initial colour) to the odd-numbered players of
    # S1, the other to the even-numbered ones.
    return (initial_colour is Colour.WHITE) is (high.pairing_no % 2 == 1), "E.5"


# -- C.3 / C.10: the requirements ----------------------------------------------------------------

@dataclass(frozen=True)
class Requirements:
    """The requirements in force at one stage of C.3-C.10 (True: in force)."""

    b2: bool = True  # B.2 (C.3.b; dropped for top scorers by C.10.g)
    a7d: bool = False  # A.7.d, odd rounds (C.3.c; dropped by C.10.f)
    x: int = 0  # X: pairs not fulfilling all colour preferences (C.3.d, C.10.e)
    z: int | None = None  # Z, even rounds: pairs not fulfilling strong preferences
    b5_down: bool = True  # C.3.e / C.10.d
    b6_down: bool = True  # C.3.f / C.10.c
    b5_up: bool = True  # C.3.g / C.10.b
    b6_up: bool = True  # C.3.h / C.10.a

    @property
    def dropped_floats(self) -> bool:
        return not (self.b5_down and self.b6_down and self.b5_up and self.b6_up)


def lowering(x1: int, z1: int, p1: int, *, odd_round: bool, top_scorers: bool,
             downfloaters: bool, heterogeneous: bool,
             floats: tuple[bool, bool, bool, bool] = (True, True, True, True)
             ) -> Iterator[Requirements]:
    """C.3 then C.10: the requirements from the strictest down. C.10 applies its first
    applicable step and restarts at the C.3 step named, which resets every step below it:
    a counter whose lowest digit is B.6 for upfloaters (C.10.a) and highest B.2 (C.10.g).
    `floats`: which of B.5, B.6 for downfloaters, B.5, B.6 for upfloaters some player of
    the bracket could break (dropping one nobody can break changes nothing: skipped)."""
    def steps(applies: bool, relevant: bool) -> list[bool]:
        return [True, False] if applies and relevant else [True]

    b5d_steps, b6d_steps = steps(downfloaters, floats[0]), steps(downfloaters, floats[1])
    b5u_steps, b6u_steps = steps(heterogeneous, floats[2]), steps(heterogeneous, floats[3])
    for b2 in ([True, False] if top_scorers else [True]):  # C.3.b / C.10.g
        for a7d in ([True, False] if odd_round else [False]):  # C.3.c / C.10.f
            for x, z in _x_z_steps(x1, z1, p1, odd_round):  # C.3.d / C.10.e
                for b5d, b6d, b5u, b6u in itertools.product(b5d_steps, b6d_steps,
                                                             b5u_steps, b6u_steps):
                    yield Requirements(b2, a7d, x, z, b5d, b6d, b5u, b6u)


def _x_z_steps(x1: int, z1: int, p1: int, odd_round: bool) -> Iterator[tuple[int, int | None]]:
    """C.10.e: odd rounds X = X1..P1; even rounds Z = Z1..X for each X = X1..P1."""
    for x in range(x1, max(x1, p1) + 1):
        if odd_round:
            yield x, None
        else:
            for z in range(min(z1, x), x + 1):
                yield x, z


# -- the round -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Stage:
    """How the procedure reached a pairing of a score bracket, for the explanation (players
    as indices into the round): each step of the bracket's procedure fills in its part on
    the candidates it yields, so the explanation is what the procedure decided."""

    req: Requirements | None = None  # C.3/C.10; None: C.14.a moved the entire bracket down
    s1: tuple[int, ...] = ()  # S1 and S2 of the (remainder) group when paired (C.4-C.8)
    s2: tuple[int, ...] = ()
    exchange: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())  # D.2: out of S1, into S1
    p0: int = 0  # A.6.b, C.2
    p1: int = 0  # C.2, C.14
    x1: int = 0  # A.8, C.14
    z1: int = 0
    heterogeneous: bool = False  # paired as heterogeneous (not A.3's nor C.14.b.2's homogeneous)
    m1: int = 0  # C.2, C.14.b.2
    mdp_s1: tuple[int, ...] = ()  # heterogeneous: the M1 moved-down players put in S1 (D.3)
    mdps: tuple[int, ...] = ()  # M0: moved down into the bracket (C.13: the joined brackets)
    residents: tuple[int, ...] = ()
    moved_on: tuple[int, ...] = ()  # C.1: no possible opponent in the bracket
    joined: bool = False  # C.13: score brackets joined into the lowest
    backtrack: str = ""  # "C.12" or "C.13": the pairing chosen again by backtracking


@dataclass
class _Candidate:
    pairs: list[Pair]
    floaters: list[int]  # moved down to the next score bracket (or the bye, lowest)
    stage: _Stage = _Stage()


class _Round:
    """One round. Players are indices in the order of A.2 (score, then pairing number, which
    encodes rating, title and name)."""

    def __init__(self, request: PairingRequest, step_limit: int) -> None:
        self.request = request
        self.players = sorted(request.players, key=lambda p: (-p.score, p.pairing_no))
        self.n = len(self.players)
        self.score = [p.score for p in self.players]
        self.odd_round = request.round_no % 2 == 1
        self.top = [request.is_topscorer(p) for p in self.players]  # A.10
        self.steps = 0
        self.step_limit = step_limit
        index = {p.id: i for i, p in enumerate(self.players)}
        self.met = [{index[o] for o in p.forbidden if o in index} for p in self.players]
        # C.13: while the penultimate bracket is paired again, the players of the lowest
        # bracket (tail) its players moved down must be paired with, and the players C.1
        # moves down from it (tail_extra).
        self.tail: list[int] | None = None
        self.tail_extra: list[int] = []
        # C.12: while the bracket above is paired again, the players it may move down.
        self.float_only: frozenset[int] | None = None
        self._lowest_memo: dict[tuple[frozenset[int], int],
                                tuple[list[_Candidate], int | None] | None] = {}
        # Matchings depend on the requirements' criteria, not on X and Z: kept across the
        # stages of C.10.e.
        self._tail_memo: dict[_TailKey, tuple[int, int] | None] = {}
        self._bracket_memo: dict[_BracketKey, tuple[int, int, int] | None] = {}

    def step(self, what: str) -> None:
        self.steps += 1
        if self.steps > self.step_limit:
            raise StepLimitError(_(
                "The 2012 Dutch procedure (C.7-C.14) found no pairing of round {round} within"
                " {steps} steps of its transpositions, exchanges and backtracking (stopped in"
                " {where}); the round is not paired rather than paired otherwise than the text"
                " says.").format(round=self.request.round_no, steps=f"{self.step_limit:,}",
                                 where=what))

    # -- B.1 / B.2 and the other per-pair requirements -----------------------------------------

    def compatible(self, a: int, b: int) -> bool:
        """C.1: B.1 and B.2, B.2 not when pairing top scorers."""
        return b not in self.met[a] and not (self._b2_conflict(a, b)
                                             and not (self.top[a] or self.top[b]))

    def _b2_conflict(self, a: int, b: int) -> bool:
        pa, pb = self.players[a].preference, self.players[b].preference
        return pa.is_absolute and pb.is_absolute and pa.colour is pb.colour

    def _same_colour(self, a: int, b: int) -> bool:
        ca, cb = self.players[a].preference.colour, self.players[b].preference.colour
        return ca is not None and ca is cb

    def _strength(self, a: int) -> int:
        return self.players[a].preference.strength.value

    def pair_cost(self, a: int, b: int, req: Requirements) -> tuple[int, int, int] | None:
        """None when (a, b) breaks a requirement in force; else what the pair counts against
        X (colour preferences), Z (strong ones) and the dropped float criteria."""
        if b in self.met[a]:  # B.1.a
            return None
        if self._b2_conflict(a, b) and (req.b2 or not (self.top[a] or self.top[b])):
            return None  # B.2 (its note: ignored only for top scorers, once dropped)
        same = self._same_colour(a, b)
        strong = PreferenceStrength.STRONG.value
        if same and req.a7d and min(self._strength(a), self._strength(b)) >= strong:
            return None  # A.7.d: strong preferences count as absolute in odd rounds
        x = int(same)
        z = int(same and min(self._strength(a), self._strength(b)) >= strong)
        dropped = 0
        if self.score[a] != self.score[b]:
            low = a if self.score[a] < self.score[b] else b  # A.4: the upfloater
            for in_force, back in ((req.b5_up, 1), (req.b6_up, 2)):  # B.5, B.6
                if self.players[low].float_before(back) is Float.UP:
                    if in_force:
                        return None
                    dropped += 1
        return x, z, dropped

    def floater_cost(self, p: int, req: Requirements, lowest: bool) -> int | None:
        """None when p may not be moved down (or, lowest, receive the bye); else how many
        dropped float criteria it breaks."""
        if lowest:
            return 0 if self.players[p].bye_eligible else None  # B.1.b
        if self.float_only is not None and p not in self.float_only:
            return None  # C.12: no opponent in the bracket below
        dropped = 0
        for in_force, back in ((req.b5_down, 1), (req.b6_down, 2)):  # B.5, B.6
            if self.players[p].float_before(back) is Float.DOWN:
                if in_force:
                    return None
                dropped += 1
        return dropped

    # -- the whole round -------------------------------------------------------------------------

    def pair(self) -> PairingResult:
        groups = self._score_brackets()
        found = self._pair_down(groups, 0, [], len(groups) - 1)
        if found is None:  # C.13: every score bracket joined into the lowest one
            found = self._pair_lowest(groups, [], 0)
        if found is None:
            raise PairingError(_(
                "Round {round} cannot be paired: even with all score brackets joined (C.13) no"
                " pairing keeps B.1 (no two players meet twice) and B.2, with at most one"
                " player, who may receive the bye (B.1.b), left over.").format(
                    round=self.request.round_no))
        chosen, bye = found
        pairs = [pq for candidate in chosen for pq in candidate.pairs]
        ordered = sorted(pairs, key=lambda pq: (-max(self.score[pq[0]], self.score[pq[1]]),
                                                -(self.score[pq[0]] + self.score[pq[1]]),
                                                min(pq)))  # F.1
        coloured = [self._coloured(a, b) for a, b in ordered]
        return PairingResult(pairs=[pair for pair, _article in coloured],
                             bye=None if bye is None else self.players[bye].id,
                             checklist=explain(self, chosen, coloured, bye)
                             if self.request.explained else "")

    def _coloured(self, a: int, b: int) -> tuple[Pair, str]:
        """The pair (white, black) as ids, and the article of E that allocates the colours."""
        high, low = self.players[min(a, b)], self.players[max(a, b)]
        white, article = colour_allocation(high, low, self.request.initial_colour)
        return ((high.id, low.id) if white else (low.id, high.id)), article

    def _score_brackets(self) -> list[list[int]]:
        groups: list[list[int]] = []
        for i in range(self.n):
            if groups and self.score[groups[-1][0]] == self.score[i]:
                groups[-1].append(i)
            else:
                groups.append([i])
        return groups

    def _pair_down(self, groups: list[list[int]], k: int, mdps: list[int],
                   lowest_from: int) -> tuple[list[_Candidate], int | None] | None:
        """Pair brackets k, k+1, ... with `mdps` moved down into k; groups[lowest_from:] form
        the lowest score bracket: the pairing of each bracket from k down, and the bye. None:
        no pairing of bracket k lets the lowest bracket be paired (C.13), so the caller joins
        bracket k to the lowest one."""
        if k >= lowest_from:
            return self._pair_lowest(groups, mdps, lowest_from)
        # A bracket above the lowest always has a pairing: at worst all its players move
        # down (C.14.a).
        candidate = next(self._bracket(mdps, groups[k], lowest=False))
        if k + 1 < lowest_from:
            candidate = self._c12(groups, k, mdps, candidate)
        while True:
            rest = self._pair_down(groups, k + 1, candidate.floaters, lowest_from)
            if rest is not None:
                return [candidate, *rest[0]], rest[1]
            if k + 1 == lowest_from:
                return self._c13(groups, k, mdps, lowest_from)
            # C.13: bracket k+1 found no pairing for the lowest: the two are joined and this
            # bracket, now the penultimate one, tries its pairing again.
            lowest_from = k + 1

    def _c13(self, groups: list[list[int]], k: int, mdps: list[int],
             lowest_from: int) -> tuple[list[_Candidate], int | None] | None:
        """C.13: the lowest bracket cannot be paired with what bracket k (the penultimate)
        moves down: the first pairing of bracket k, in the order of its procedure, that lets
        the lowest bracket be paired. The search for it only follows the branches that can
        give one (a matching of the penultimate's players with the lowest's proves it)."""
        tail = [i for group in groups[lowest_from:] for i in group]
        candidates = self._bracket(mdps, groups[k], lowest=False, tail=tail)
        while True:
            self.tail = tail
            candidate = next(candidates, None)
            self.tail, self.tail_extra = None, []
            if candidate is None:
                return None
            rest = self._pair_lowest(groups, candidate.floaters, lowest_from)
            if rest is not None:
                return [replace(candidate, stage=replace(candidate.stage, backtrack="C.13")),
                        *rest[0]], rest[1]

    def _pair_lowest(self, groups: list[list[int]], mdps: list[int],
                     lowest_from: int) -> tuple[list[_Candidate], int | None] | None:
        """C.13: the lowest score bracket must be paired completely. A joined bracket is
        heterogeneous with the latest added score brackets as its moved-down players (S1)."""
        key = (frozenset(mdps), lowest_from)
        if key not in self._lowest_memo:
            joined = [i for group in groups[lowest_from:-1] for i in group]
            found = None
            if self.completable(mdps + joined, groups[-1]):
                for candidate in self._bracket(mdps + joined, groups[-1], lowest=True):
                    stage = replace(candidate.stage, joined=bool(joined))
                    found = [replace(candidate, stage=stage)], (candidate.floaters[0]
                                                                if candidate.floaters else None)
                    break
            self._lowest_memo[key] = found
        return self._lowest_memo[key]

    def _c12(self, groups: list[list[int]], k: int, mdps: list[int],
             candidate: _Candidate) -> _Candidate:
        """C.1 / C.12: when a player this pairing moves down has no possible opponent in the
        next bracket, backtrack once: the first later pairing of this bracket moving down as
        many players with the same scores, none of them incompatible, is accepted. Backtracking
        is not repeated from there (C.12), so the search is a single pass."""
        following = groups[k + 1]
        if not self._incompatible(candidate.floaters, following):
            return candidate
        scores = sorted(self.score[p] for p in candidate.floaters)
        if not self._c12_possible(mdps + groups[k], scores, following):
            return candidate
        # Only players with an opponent in the bracket below may be moved down.
        self.float_only = frozenset(q for q in mdps + groups[k]
                                    if any(self.compatible(q, o) for o in following))
        try:
            for other in self._bracket(mdps, groups[k], lowest=False):
                self.step("the backtracking of C.12")
                if (sorted(self.score[p] for p in other.floaters) == scores
                        and not self._incompatible(other.floaters, following)):
                    return replace(other, stage=replace(other.stage, backtrack="C.12"))
        finally:
            self.float_only = None
        return candidate  # C.1: the incompatible player moves on down

    def _c12_possible(self, members: list[int], scores: list[int],
                      following: list[int]) -> bool:
        """Can any pairing of the bracket (at its last stage, where B.1 and B.2 alone bind)
        move down players of these scores, each with a possible opponent below? A matching
        with one dummy per player moved down, of his score, says so; if not, C.12 has
        nothing to look for."""
        self.step("a matching for C.12")
        graph: nx.Graph[int | tuple[str, int]] = nx.Graph()
        graph.add_nodes_from(members)
        graph.add_edges_from((a, b) for a, b in itertools.combinations(members, 2)
                             if self.compatible(a, b))
        below = following + members
        for k, score in enumerate(scores):
            graph.add_edges_from((q, ("down", k)) for q in members if self.score[q] == score
                                 and any(self.compatible(q, o) for o in below if o != q))
        matching = nx.max_weight_matching(graph, maxcardinality=True)
        return 2 * len(matching) == len(members) + len(scores)

    def _incompatible(self, mdps: list[int], residents: list[int]) -> list[int]:
        members = sorted(mdps + residents)
        return [m for m in mdps if not any(self.compatible(m, o) for o in members if o != m)]

    # -- one score bracket -------------------------------------------------------------------

    def _bracket(self, mdps: list[int], residents: list[int], lowest: bool,
                 tail: list[int] | None = None) -> Iterator[_Candidate]:
        """The pairings of one score bracket in the order the procedure reaches them: the
        first is the bracket's pairing, the others are what backtracking (C.12, C.13) tries.
        With a `tail` (C.13), only those whose moved-down players can pair with it."""
        members = sorted(mdps + residents)
        stage = _Stage(mdps=tuple(mdps), residents=tuple(residents))  # M0 (A.6.c)
        moved_on: list[int] = []
        if not lowest:
            # C.1: a player without a possible opponent in the bracket is moved down.
            moved_on = [p for p in members
                        if not any(self.compatible(p, o) for o in members if o != p)]
            members = [p for p in members if p not in moved_on]
            mdps = [p for p in mdps if p not in moved_on]
        self.tail_extra = moved_on if tail is not None else []
        # A.3: a heterogeneous bracket with at least half of its players moved down is
        # treated as homogeneous.
        if mdps and 2 * len(mdps) < len(members):
            found = self._heterogeneous(mdps, members, lowest)
        else:
            found = self._homogeneous(members, lowest)
        for candidate in found:
            if tail is not None and candidate.pairs == [] and not self.completable(
                    candidate.floaters + moved_on, tail):
                continue  # C.14.a "entire bracket moved down", which the lowest cannot pair
            yield _Candidate(candidate.pairs, candidate.floaters + moved_on, replace(
                candidate.stage, mdps=stage.mdps, residents=stage.residents,
                moved_on=tuple(moved_on)))
            if tail is not None:
                self.tail, self.tail_extra = tail, moved_on

    def _levels(self, members: list[int], p1: int, x1: int, z1: int, lowest: bool,
                heterogeneous: bool) -> Iterator[Requirements]:
        had = [(self.players[p].float_before(1), self.players[p].float_before(2))
               for p in members]
        floats = (any(f[0] is Float.DOWN for f in had),
                  any(f[1] is Float.DOWN for f in had),
                  any(f[0] is Float.UP for f in had),
                  any(f[1] is Float.UP for f in had))
        return lowering(x1, z1, p1, odd_round=self.odd_round,
                        top_scorers=any(self.top[p] for p in members),
                        downfloaters=not lowest and len(members) > 2 * p1,
                        heterogeneous=heterogeneous, floats=floats)

    def _homogeneous(self, members: list[int], lowest: bool) -> Iterator[_Candidate]:
        """C.2-C.8, C.10, C.14.a for a homogeneous bracket (or a remainder treated so)."""
        p0 = len(members) // 2
        p1 = p0  # C.2.a
        x1, z1 = x1_z1([self.players[p] for p in members], p0, not self.odd_round)  # C.2.b
        while True:
            # A bracket of several scores treated as homogeneous (A.3, C.13) still makes
            # upfloaters: their B.5 and B.6 are lowered as in a heterogeneous one (C.10.a-b).
            mixed = len({self.score[p] for p in members}) > 1
            for req in self._levels(members, p1, x1, z1, lowest, heterogeneous=mixed):
                for candidate in self._homogeneous_at(members, p1, req, lowest):
                    yield replace(candidate, stage=replace(candidate.stage, p0=p0, p1=p1,
                                                           x1=x1, z1=z1))
            if lowest:
                return  # fewer pairs would leave the round unpaired: C.13 (the caller)
            # C.14.a: one pair less, X1 and Z1 with it.
            p1 -= 1
            if p1 <= 0:
                yield _Candidate([], list(members), _Stage(p0=p0))  # the entire bracket down
                return
            x1, z1 = max(0, x1 - 1), max(0, z1 - 1)

    def _homogeneous_at(self, members: list[int], p: int, req: Requirements, lowest: bool,
                        budget: tuple[int, int, int] | None = None) -> Iterator[_Candidate]:
        """C.4-C.8.a at one stage: S1 the highest P players, S2 the others (C.4); the
        transpositions of S2 (C.6, C.7, D.1), then each exchange (C.8.a, D.2) with its
        transpositions. `budget`: what the pairs still may count against X, Z and the dropped
        float criteria (a remainder shares them with its bracket's moved-down pairs)."""
        if budget is None:
            budget = self._budget(members, [], p, req, lowest)
            if budget is None:
                return
        if self.tail is not None and not self._tail_level_possible(members, [], p, req,
                                                                   budget[0]):
            return
        s1, s2 = members[:p], members[p:]
        number = {q: k for k, q in enumerate(members, start=1)}
        by_number = {k: q for q, k in number.items()}
        for candidate in self._transpositions(s1, s2, req, lowest, budget):
            yield replace(candidate, stage=_Stage(req=req, s1=tuple(s1), s2=tuple(s2)))
        if not s1 or not s2:
            return
        # C.8.a: no transposition served; an exchange can only help if some pairing of the
        # bracket meets the requirements (exchanges and transpositions reach every one).
        if self._best_pairing(members, [], p, req, lowest, budget) is None:
            return
        for out, into in exchanges([number[q] for q in s1], [number[q] for q in s2]):
            self.step("the exchanges of D.2")
            moved_out = {by_number[k] for k in out}
            moved_in = {by_number[k] for k in into}
            new_s1 = sorted((set(s1) - moved_out) | moved_in)  # ordered by A.2 (C.5)
            new_s2 = sorted((set(s2) - moved_in) | moved_out)
            exchange = (tuple(sorted(moved_out)), tuple(sorted(moved_in)))
            for candidate in self._transpositions(new_s1, new_s2, req, lowest, budget):
                yield replace(candidate, stage=_Stage(req=req, s1=tuple(new_s1),
                                                      s2=tuple(new_s2), exchange=exchange))

    def _heterogeneous(self, mdps: list[int], members: list[int],
                       lowest: bool) -> Iterator[_Candidate]:
        """C.2-C.10, C.14.b for a heterogeneous bracket: M1 moved-down players in S1 paired
        with S2 (the transpositions of D.1.2), then the remainder as a homogeneous bracket
        (C.6 with P = P1 - M1); C.9 returns to the next transposition when the remainder
        cannot be paired."""
        p0 = len(members) // 2
        p1, m1 = p0, len(mdps)  # C.2.a
        x1, z1 = x1_z1([self.players[p] for p in members], p0, not self.odd_round)
        reached_remainder = False  # C.14.b.1: "at least once", over the whole bracket
        while True:
            for req in self._levels(members, p1, x1, z1, lowest, heterogeneous=True):
                for s1 in moved_down_sets(mdps, m1):  # C.4 / C.8.b, D.3
                    self.step("the sets of moved-down players of D.3")
                    s2 = [q for q in members if q not in s1]
                    # Checked first: else every transposition of the moved-down players
                    # would go to a remainder that cannot be paired at this stage (C.9).
                    budget = self._budget(members, list(s1), p1, req, lowest, check=True)
                    if budget is None or (self.tail is not None and not
                                          self._tail_level_possible(members, list(s1), p1,
                                                                    req, budget[0])):
                        continue
                    for mdp_pairs, used in self._assignments(list(s1), s2, req, None,
                                                             budget, free_rest=True):
                        reached_remainder = True
                        paired = {q for pq in mdp_pairs for q in pq}
                        remainder = [q for q in s2 if q not in paired]
                        left = (budget[0] - used[0], budget[1] - used[1], budget[2] - used[2])
                        for rest in self._homogeneous_at(remainder, p1 - m1, req, lowest,
                                                          left):
                            yield _Candidate(mdp_pairs + rest.pairs, rest.floaters, replace(
                                rest.stage, p0=p0, p1=p1, x1=x1, z1=z1, heterogeneous=True,
                                m1=m1, mdp_s1=tuple(s1)))
            # C.14.b
            if reached_remainder and not lowest and p1 > m1:
                p1, x1, z1 = p1 - 1, max(0, x1 - 1), max(0, z1 - 1)  # C.14.b.1
            elif m1 > 1:
                m1 -= 1  # C.14.b.2 (C.13: also in the lowest bracket)
            else:
                # C.14.b.2: M1 = 0, the bracket is managed as homogeneous with P1 = P0.
                yield from self._homogeneous(members, lowest)
                return

    # -- the search --------------------------------------------------------------------------

    def _transpositions(self, s1: list[int], s2: list[int], req: Requirements, lowest: bool,
                        budget: tuple[int, int, int]) -> Iterator[_Candidate]:
        for pairs, _rest in self._assignments(s1, s2, req, lowest, budget, free_rest=False):
            paired = {q for pq in pairs for q in pq}
            yield _Candidate(pairs, [q for q in s2 if q not in paired])

    def _assignments(self, s1: list[int], s2: list[int], req: Requirements,
                     lowest: bool | None, budget: tuple[int, int, int],
                     free_rest: bool) -> Iterator[tuple[list[Pair], tuple[int, int, int]]]:
        """C.6 / C.7 / D.1: S1[k] against S2 in the order of the transpositions of S2 (their
        lexicographic order: the first S2 player free for S1[0], then for S1[1], ...), every
        one meeting the requirements; with what each counts against the budget. The players
        of S2 left over are moved down (`free_rest`: no, they form the remainder)."""
        matrices = self._matrices(s1, s2, req, lowest, free_rest)
        pairs: list[Pair] = []

        def search(k: int, used: list[bool], spent: tuple[int, int, int],
                   known: list[int] | None) -> Iterator[tuple[list[Pair], tuple[int, int, int]]]:
            if k == len(s1):
                yield list(pairs), spent
                return
            for j in range(len(s2)):
                if used[j] or matrices.cost[k, j] >= _INFEASIBLE:
                    continue
                self.step("the transpositions of D.1")
                now = (spent[0] + int(matrices.x[k, j]), spent[1] + int(matrices.z[k, j]),
                       spent[2] + int(matrices.d[k, j]))
                if any(s > b for s, b in zip(now, budget, strict=True)):
                    continue
                used[j] = True
                rest = (known[1:] if known is not None and known[0] == j
                        else matrices.completion(k + 1, used, now, budget))
                if rest is not None and not free_rest and self.tail is not None and (
                        not self._tail_pairable(s1, s2, k + 1, used, matrices,
                                                budget[0] - now[0])):
                    rest = None
                if rest is not None:
                    pairs.append((s1[k], s2[j]))
                    yield from search(k + 1, used, now, rest or None)
                    pairs.pop()
                used[j] = False

        start = matrices.completion(0, [False] * len(s2), (0, 0, 0), budget)
        if start is not None and not free_rest and self.tail is not None and (
                not self._tail_pairable(s1, s2, 0, [False] * len(s2), matrices, budget[0])):
            start = None
        if start is not None:
            yield from search(0, [False] * len(s2), (0, 0, 0), start or None)

    def _tail_level_possible(self, members: list[int], s1: list[int], p: int,
                             req: Requirements, x_left: int) -> bool:
        """C.13: can P pairs of `members` (the `s1` players among them, not with each other)
        meet the requirements while the players left over pair with the lowest bracket? A
        maximum-weight perfect matching in which each member is two nodes joined through a
        third (paired in the bracket, or moved down: exactly one of the two) gives the most
        pairs in the bracket, with the fewest failing colour preferences; fewer than P, or
        exactly P failing more than X, and no candidate at this stage can serve."""
        tail = (self.tail or []) + self.tail_extra
        key = (tuple(members), tuple(s1), tuple(tail), _criteria(req), self.float_only)
        if key not in self._tail_memo:
            self._tail_memo[key] = self._most_pairs_above(members, s1, tail, req)
        found = self._tail_memo[key]
        if found is None:
            return False
        inside, failing = found
        return inside > p or (inside == p and failing <= x_left)

    def _most_pairs_above(self, members: list[int], s1: list[int], tail: list[int],
                          req: Requirements) -> tuple[int, int] | None:
        """_tail_level_possible's matching: the most pairs within the bracket and the fewest
        pairs among them failing colour preferences; None if no perfect matching."""
        self.step("a matching with the lowest bracket (C.13)")
        bonus = 2 * self.n + 2
        graph: nx.Graph[int | str | tuple[str, int]] = nx.Graph()
        in_s1 = set(s1)
        floating = [q for q in members
                    if q not in in_s1 and self.floater_cost(q, req, False) is not None]
        for q in members:
            graph.add_edge(("in", q), ("mid", q), weight=_WEIGHT_TOP)
            graph.add_edge(("out", q), ("mid", q), weight=_WEIGHT_TOP)
        for a, b in itertools.combinations(members, 2):
            if not (a in in_s1 and b in in_s1) and (c := self.pair_cost(a, b, req)):
                graph.add_edge(("in", a), ("in", b), weight=_WEIGHT_TOP + bonus - c[0])
        below = [("out", q) for q in floating] + list(tail)
        players = [*floating, *tail]
        graph.add_nodes_from(below)
        graph.add_edges_from(((below[i], below[j])
                              for i, j in itertools.combinations(range(len(below)), 2)
                              if self.compatible(players[i], players[j])), weight=_WEIGHT_TOP)
        if (len(members) + len(tail)) % 2:
            graph.add_edges_from(((node, "bye") for node, q in zip(below, players, strict=True)
                                  if self.players[q].bye_eligible), weight=_WEIGHT_TOP)
        matching = nx.max_weight_matching(graph, maxcardinality=True)
        if 2 * len(matching) < graph.number_of_nodes():
            return None
        inside = [(a, b) for a, b in matching
                  if isinstance(a, tuple) and isinstance(b, tuple) and a[0] == b[0] == "in"]
        return len(inside), sum(_WEIGHT_TOP + bonus - graph.edges[a, b]["weight"]
                                for a, b in inside)

    def _tail_pairable(self, s1: list[int], s2: list[int], k: int, used: list[bool],
                       matrices: _Matrices, x_left: int) -> bool:
        """C.13: can S1[k:] be paired with the free S2 players within X while the S2 players
        left over, with the tail, form a lowest bracket that can be paired (B.1, B.2, the
        bye)? A minimum-weight perfect matching of all of them says so."""
        self.step("a matching with the lowest bracket (C.13)")
        tail = (self.tail or []) + self.tail_extra
        graph: nx.Graph[int | str | tuple[str, int]] = nx.Graph()
        rows = [("S1", r) for r in range(k, len(s1))]
        cols = [j for j, u in enumerate(used) if not u]
        graph.add_nodes_from(rows)
        graph.add_nodes_from(s2[j] for j in cols)
        graph.add_nodes_from(tail)
        for row in rows:
            for j in cols:
                if matrices.cost[row[1], j] < _INFEASIBLE:
                    graph.add_edge(row, s2[j], weight=_WEIGHT_TOP - int(matrices.x[row[1], j]))
        free = [s2[j] for j in cols if matrices.leftover[j] < _INFEASIBLE] + tail
        graph.add_edges_from(((a, b) for a, b in itertools.combinations(free, 2)
                              if self.compatible(a, b)), weight=_WEIGHT_TOP)
        if graph.number_of_nodes() % 2:
            graph.add_edges_from(((q, "bye") for q in free if self.players[q].bye_eligible),
                                 weight=_WEIGHT_TOP)
        matching = nx.max_weight_matching(graph, maxcardinality=True)
        if 2 * len(matching) < graph.number_of_nodes():
            return False
        spent: int = sum(_WEIGHT_TOP - graph.edges[a, b]["weight"] for a, b in matching)
        return spent <= x_left

    def _matrices(self, s1: list[int], s2: list[int], req: Requirements, lowest: bool | None,
                  free_rest: bool) -> _Matrices:
        import numpy as np  # numpy and scipy take a second to load: only for the 2012 rules

        shape = (len(s1), len(s2))
        cost = np.full(shape, _INFEASIBLE, dtype=np.int64)
        x = np.zeros(shape, dtype=np.int64)
        z = np.zeros(shape, dtype=np.int64)
        d = np.zeros(shape, dtype=np.int64)
        for k, a in enumerate(s1):
            for j, b in enumerate(s2):
                counts = self.pair_cost(a, b, req)
                if counts is not None:
                    x[k, j], z[k, j], d[k, j] = counts
                    cost[k, j] = 0
        leftover = np.zeros(len(s2), dtype=np.int64)
        leftover_d = np.zeros(len(s2), dtype=np.int64)
        if not free_rest:
            for j, b in enumerate(s2):
                floating = self.floater_cost(b, req, bool(lowest))
                if floating is None:
                    leftover[j] = _INFEASIBLE
                else:
                    leftover_d[j] = floating
        return _Matrices(cost, x, z, d, leftover, leftover_d)

    def _budget(self, members: list[int], s1: list[int], p: int, req: Requirements,
                lowest: bool, check: bool = False) -> tuple[int, int, int] | None:
        """X and Z of the stage, and (C.10, last line) the fewest pairs breaking a dropped
        float criterion that a pairing of the bracket needs; None: no pairing meets them
        (looked for when a criterion is dropped, or on `check`)."""
        z = req.z if req.z is not None else p
        if not req.dropped_floats and not check:
            return req.x, z, 0
        best = self._best_pairing(members, s1, p, req, lowest, (req.x, z, 2 * self.n))
        return None if best is None else (req.x, z, best[2])

    def _best_pairing(self, members: list[int], s1: list[int], p: int, req: Requirements,
                      lowest: bool, budget: tuple[int, int, int]) -> tuple[int, int, int] | None:
        """Does some pairing of P pairs of `members` (the `s1` players all paired, not among
        themselves) meet the requirements within the budget? Its (X, Z, dropped) counts, the
        fewest pairs failing colour preferences first, then strong ones, then float criteria
        (A.11's order); None when there is none. Exchanges and transpositions together reach
        every such pairing, so this decides whether trying them can succeed."""
        fewest = [0, 0, 0]  # each count, minimised first by one of the orders
        for order in ((0, 1, 2), (1, 0, 2), (2, 0, 1)):
            found = self._min_weight_pairing(members, s1, p, req, lowest, order)
            if found is None:
                return None
            if all(c <= b for c, b in zip(found, budget, strict=True)):
                return found
            if found[order[0]] > budget[order[0]]:
                return None
            fewest[order[0]] = found[order[0]]
        # No single pairing was proved to fit every count: only the dropped criteria's count
        # is asked for (the budget's third part), the fewest needed.
        return budget[0], budget[1], fewest[2]

    def _min_weight_pairing(self, members: list[int], s1: list[int], p: int,
                            req: Requirements, lowest: bool,
                            order: tuple[int, int, int]) -> tuple[int, int, int] | None:
        """The counts of a pairing minimising them in this order of priority: a minimum
        weight perfect matching with a dummy opposite each player moved down."""
        key = (tuple(members), tuple(s1), p, _criteria(req), lowest, order, self.float_only)
        if key not in self._bracket_memo:
            self._bracket_memo[key] = self._min_weight_counts(members, s1, p, req, lowest,
                                                              order)
        return self._bracket_memo[key]

    def _min_weight_counts(self, members: list[int], s1: list[int], p: int,
                           req: Requirements, lowest: bool,
                           order: tuple[int, int, int]) -> tuple[int, int, int] | None:
        self.step("a matching of the whole bracket")
        scale = 4 * self.n + 4
        graph: nx.Graph[int] = nx.Graph()
        graph.add_nodes_from(members)
        counts: dict[tuple[int, int], tuple[int, int, int]] = {}
        in_s1 = set(s1)

        def add(a: int, b: int, c: tuple[int, int, int]) -> None:
            counts[(a, b)] = counts[(b, a)] = c
            weight = c[order[0]] * scale * scale + c[order[1]] * scale + c[order[2]]
            graph.add_edge(a, b, weight=_WEIGHT_TOP - weight)

        for a, b in itertools.combinations(members, 2):
            if not (a in in_s1 and b in in_s1) and (c := self.pair_cost(a, b, req)):
                add(a, b, c)
        dummies = len(members) - 2 * p
        for q in members:
            floating = None if q in in_s1 else self.floater_cost(q, req, lowest)
            if floating is not None:
                for k in range(dummies):
                    add(q, -1 - k, (0, 0, floating))
        matching = nx.max_weight_matching(graph, maxcardinality=True)
        if 2 * len(matching) != len(members) + dummies:
            return None
        total = [0, 0, 0]
        for a, b in matching:
            for i, count in enumerate(counts[(a, b)]):
                total[i] += count
        return total[0], total[1], total[2]

    def completable(self, mdps: list[int], residents: list[int]) -> bool:
        """C.13: can the lowest score bracket be paired at all, every pair keeping B.1 and
        B.2 (not for top scorers), at most one player left over, who may receive the bye?
        The procedure pairs it when (and only when) so: its last stage keeps nothing else."""
        members = mdps + residents
        graph: nx.Graph[int] = nx.Graph()
        graph.add_nodes_from(members)
        graph.add_edges_from((a, b) for a, b in itertools.combinations(members, 2)
                             if self.compatible(a, b))
        if len(members) % 2:
            graph.add_edges_from((q, -1) for q in members if self.players[q].bye_eligible)
        matching = nx.max_weight_matching(graph, maxcardinality=True)
        return 2 * len(matching) == len(members) + len(members) % 2


def _criteria(req: Requirements) -> tuple[bool, ...]:
    """What of the requirements decides which pairs may be made (X and Z only count them)."""
    return req.b2, req.a7d, req.b5_down, req.b6_down, req.b5_up, req.b6_up


@dataclass
class _Matrices:
    """S1 x S2: may they meet (cost) and what each pair counts; per S2 player whether it
    may be left over (moved down, or the bye) and what that counts."""

    cost: np.ndarray
    x: np.ndarray
    z: np.ndarray
    d: np.ndarray
    leftover: np.ndarray
    leftover_d: np.ndarray

    def completion(self, k: int, used: list[bool], spent: tuple[int, int, int],
                   budget: tuple[int, int, int]) -> list[int] | None:
        """Can S1[k:] be paired with the free S2 players within the budget, the others left
        over? A solution (the S2 column of each S1 row) when one is proved, [] when none is
        known but none is excluded, None when none exists."""
        rows = list(range(k, self.cost.shape[0]))
        cols = [j for j, u in enumerate(used) if not u]
        extra = len(cols) - len(rows)
        if not rows:
            ok = (all(self.leftover[j] < _INFEASIBLE for j in cols)
                  and spent[2] + sum(int(self.leftover_d[j]) for j in cols) <= budget[2])
            return [] if ok else None
        if extra < 0:
            return None
        left = budget[0] - spent[0], budget[1] - spent[1], budget[2] - spent[2]
        for order in ((0, 1, 2), (1, 0, 2), (2, 0, 1)):  # X first; then Z, dropped first
            got = self._solve(rows, cols, extra, order)
            if got is None:
                return None
            counts, solution = got
            if all(c <= b for c, b in zip(counts, left, strict=True)):
                return solution
            if counts[order[0]] > left[order[0]]:
                return None  # even the fewest possible exceed the budget
        return []

    def _solve(self, rows: list[int], cols: list[int], extra: int,
               order: tuple[int, int, int]) -> tuple[tuple[int, int, int], list[int]] | None:
        import numpy as np
        from scipy.optimize import linear_sum_assignment

        scale = 4 * (len(rows) + len(cols)) + 4
        layers = (self.x, self.z, self.d)
        weight = (layers[order[0]] * scale * scale + layers[order[1]] * scale
                  + layers[order[2]])
        matrix = (weight + self.cost)[np.ix_(rows, cols)]
        if extra:
            left_layers = (np.zeros_like(self.leftover_d), np.zeros_like(self.leftover_d),
                           self.leftover_d)
            left_weight = (left_layers[order[0]] * scale * scale + left_layers[order[1]] * scale
                           + left_layers[order[2]] + self.leftover)[cols]
            matrix = np.vstack([matrix, np.tile(left_weight, (extra, 1))])
        r, c = linear_sum_assignment(matrix)
        if int(matrix[r, c].max()) >= _INFEASIBLE:
            return None
        counts = [0, 0, 0]
        solution = [0] * len(rows)
        for i, j in zip(r, c, strict=True):
            col = cols[j]
            if i < len(rows):
                solution[i] = col
                counts[0] += int(self.x[rows[i], col])
                counts[1] += int(self.z[rows[i], col])
                counts[2] += int(self.d[rows[i], col])
            else:
                counts[2] += int(self.leftover_d[col])
        return (counts[0], counts[1], counts[2]), solution


# -- the explanation ("checklist") -----------------------------------------------------------

def explain(rnd: _Round, chosen: list[_Candidate], coloured: list[tuple[Pair, str]],
            bye: int | None) -> str:
    """The explanation of the round in the checklist format of pairing/explain.py: the
    pairing cards, each score bracket from the highest as the procedure paired it (C.1-C.14),
    the bye (A.5, B.1.b) and the colour allocation article of each pair (E)."""
    request = rnd.request
    pairs = [pair for pair, _article in coloured]
    lines = [_("Round {round} of {rounds}, FIDE (Dutch) System, the {edition} edition").format(
                 round=request.round_no, rounds=request.total_rounds, edition=DUTCH_2012),
             "", *pairing_cards(request, pairs, None if bye is None else rnd.players[bye].id),
             "", _("Score brackets, from the highest (C.1-C.14)")]
    for k, candidate in enumerate(chosen):
        lines += _bracket_lines(rnd, candidate, lowest=k == len(chosen) - 1)
    lines.append("")
    if bye is None:
        lines.append(_("No bye: the number of players to pair is even (A.5)."))
    else:
        lines += [_("The bye (A.5)"),
                  f"{rnd.players[bye].id:4d}  " + _(
                      "left over in the lowest score bracket; has received no point or half"
                      " point without playing, so may receive the bye (B.1.b)")]
    lines += ["", _("Colour allocation (E)"), _("  No  Paired with  Rule")]
    for (white, black), article in coloured:
        for me, other, colour in ((white, black, Colour.WHITE), (black, white, Colour.BLACK)):
            lines.append(f"{me:4d}  {paired_with(other, colour):11s}  "
                         f"{_colour_rule_text(article)}")
    return "\n".join(lines) + "\n"


def _colour_rule_text(article: str) -> str:
    return {"E.1": _("E.1: both colour preferences granted"),
            "E.2": _("E.2: the stronger colour preference granted"),
            "E.3": _("E.3: colours alternated to the most recent round in which they played"
                     " with different colours"),
            "E.4": _("E.4: the colour preference of the higher ranked player granted"),
            "E.5": _("E.5: no colour preferences; the colour drawn by lot to the odd-numbered"
                     " player of S1"),
            "A.7.f": _("A.7.f: one player has not played yet and has no colour preference; the"
                       " other's is granted")}[article]


def _ids(rnd: _Round, indices: Sequence[int]) -> str:
    return " ".join(str(rnd.players[i].id) for i in indices) or _("none")


def _bracket_lines(rnd: _Round, candidate: _Candidate, lowest: bool) -> list[str]:
    """A score bracket: a line naming its players, then (indented) how it was paired."""
    stage = candidate.stage
    moved_on = set(stage.moved_on)
    mdps = [q for q in stage.mdps if q not in moved_on]
    members = sorted(q for q in (*stage.mdps, *stage.residents) if q not in moved_on)
    values = {"score": f"{rnd.score[stage.residents[0]] / 10:.1f}",
              "residents": _ids(rnd, stage.residents), "mdps": _ids(rnd, stage.mdps),
              "downfloaters": _ids(rnd, candidate.floaters)}
    head = (_("Lowest score bracket {score}: residents {residents}; moved down into it {mdps};"
              " left over {downfloaters}") if lowest else
            _("Score bracket {score}: residents {residents}; moved down into it {mdps}; moved"
              " down from it {downfloaters}")).format(**values)
    notes = [_bracket_kind(stage, mdps, members)]
    if stage.joined:
        notes.append(_("the score brackets above it joined to it, treated as heterogeneous"
                       " with the latest added ones as moved-down players (C.13)"))
    if moved_on:
        notes.append(_("no possible opponent in the bracket (B.1, B.2): {players} moved down"
                       " (C.1)").format(players=_ids(rnd, stage.moved_on)))
    if stage.req is None:
        notes.append(_("P1 decreased to P1 = 0: the entire bracket moved down (C.14.a)"))
    else:
        notes += _procedure_lines(rnd, stage, stage.req, mdps, members)
        notes.append(_("pairs: {pairs}").format(pairs=" ".join(
            f"{rnd.players[a].id}-{rnd.players[b].id}" for a, b in candidate.pairs)
            or _("none")))
    if stage.backtrack == "C.12":
        notes.append(_("paired again by backtracking from the bracket below, so that the players"
                       " moved down have an opponent there (C.12)"))
    elif stage.backtrack == "C.13":
        notes.append(_("paired again so that the lowest score bracket can be paired (C.13)"))
    return [head, *(f"    {note}" for note in notes)]


def _bracket_kind(stage: _Stage, mdps: list[int], members: list[int]) -> str:
    if stage.heterogeneous:
        return _("heterogeneous (A.3)")
    if not mdps:
        return _("homogeneous (A.3)")
    if 2 * len(mdps) >= len(members):
        return _("treated as homogeneous: at least half of its players were moved down (A.3)")
    return _("paired as homogeneous: no pairing with moved-down players in S1, M1 reduced to"
             " zero (C.14.b.2)")


def _procedure_lines(rnd: _Round, stage: _Stage, req: Requirements, mdps: list[int],
                     members: list[int]) -> list[str]:
    """P0/P1, M0/M1, X1/Z1, S1 and S2, the exchange and the requirements lowered."""
    symbols = [("P0", stage.p0), ("P1", stage.p1)]
    if stage.heterogeneous:
        symbols += [("M0", len(mdps)), ("M1", stage.m1)]
    symbols.append(("X1", stage.x1))
    if not rnd.odd_round:
        symbols.append(("Z1", stage.z1))
    lines = [_("{values} (C.2, A.6, A.8)").format(
        values=", ".join(f"{symbol} = {value}" for symbol, value in symbols))]
    if stage.p1 < stage.p0:
        lines.append(_("P1 decreased below P0, X1 and Z1 with it: fewer pairs ({article})")
                     .format(article="C.14.b.1" if stage.heterogeneous else "C.14.a"))
    if stage.heterogeneous and stage.m1 < len(mdps):
        lines.append(_("M1 decreased below M0: fewer moved-down players paired (C.14.b.2)"))
    if stage.heterogeneous:
        s2 = [q for q in members if q not in stage.mdp_s1]
        lines += [_("S1, moved-down players (C.4, D.3): {s1}; S2: {s2}").format(
                      s1=_ids(rnd, stage.mdp_s1), s2=_ids(rnd, s2)),
                  _("remainder (C.6, P = P1 - M1): S1 {s1}; S2 {s2}").format(
                      s1=_ids(rnd, stage.s1), s2=_ids(rnd, stage.s2))]
    else:
        lines.append(_("S1 (C.4, C.5): {s1}; S2: {s2}").format(s1=_ids(rnd, stage.s1),
                                                               s2=_ids(rnd, stage.s2)))
    out, into = stage.exchange
    if out:
        lines.append(_("exchange (D.2): {out} from S1 with {into} from S2").format(
            out=_ids(rnd, out), into=_ids(rnd, into)))
    lowered = _lowered(rnd, stage, req)
    lines.append(_("requirements lowered: {lowered}").format(lowered="; ".join(lowered))
                 if lowered else _("requirements as set by C.3, none lowered"))
    return lines


def _lowered(rnd: _Round, stage: _Stage, req: Requirements) -> list[str]:
    """The requirements of C.3 that C.10 lowered for the pairing, in the order of C.10."""
    lowered = []
    if not req.b6_up:
        lowered.append(_("B.6 for upfloaters dropped (C.10.a)"))
    if not req.b5_up:
        lowered.append(_("B.5 for upfloaters dropped (C.10.b)"))
    if not req.b6_down:
        lowered.append(_("B.6 for downfloaters dropped (C.10.c)"))
    if not req.b5_down:
        lowered.append(_("B.5 for downfloaters dropped (C.10.d)"))
    if req.x > stage.x1:
        lowered.append(_("X increased to X = {x} (C.10.e)").format(x=req.x))
    if req.z is not None and req.z > stage.z1:
        lowered.append(_("Z increased to Z = {z} (C.10.e)").format(z=req.z))
    if rnd.odd_round and not req.a7d:
        lowered.append(_("A.7.d dropped (C.10.f)"))
    if not req.b2:
        lowered.append(_("B.2 dropped for top scorers (C.10.g)"))
    return lowered


def pair_round(request: PairingRequest, step_limit: int | None = None) -> PairingResult:
    """Pair one round by the 2012 edition of the FIDE Dutch system (the request built with
    UNPLAYED_2012). Raises PairingError when no pairing exists, StepLimitError when the
    procedure's backtracking exceeds `step_limit` steps (default STEP_LIMIT)."""
    if not request.players:
        raise PairingError(_("There is no player to pair in this round."))
    return _Round(request, STEP_LIMIT if step_limit is None else step_limit).pair()

