"""FIDE (Dutch) System C.04.3, rule-literal mode: a second engine that follows the text.

The fast engine (`dutch.py`) turns every criterion into a field of a matching
weight. This one does what the text says, for cross-checking it:

* brackets from the top scoregroup down (art. 1.9.2); a bracket is the MDPs
  left over by the bracket above plus the residents of one scoregroup (1.3.2);
* in each bracket the candidates are generated in the exact order of article 4:
  the MDP-exchanges between S1 and the Limbo (4.4, 2.7.3), for each of them the
  transpositions of S2 that give the MDP-Pairing (4.2, 2.7.2), and for each of
  those the resident-exchanges of the remainder (4.3) and its transpositions
  (4.2, 2.6); a homogeneous bracket is a remainder without MDP-Pairing;
* every candidate is checked against the absolute criteria [C1]-[C3] and the
  completion criterion [C4] and compared with the quality criteria [C5]-[C21];
  the first best candidate is chosen (2.4.1, 2.8.1); colours by article 5.

Reading choices where the text leaves room:

* [C4] is a plain test: the downfloaters and all lower players can be paired
  by some matching that respects [C1]-[C3], with at most one player, eligible
  for the bye ([C2]), left over.
* [C5] is judged on what a candidate still allows: the lowest score of a player
  the completion can leave over for the bye.
* MaxPairs and M1 (2.1.2, 2.1.3) come from the best pairings under [C4]-[C7]:
  their number of pairs, and the number of MDPs they pair.
* [C8] compares the best the following bracket (the candidate's downfloaters
  with the next scoregroup) can reach on [C6] and [C7], under [C1]-[C5].
* [C9] judges the candidates that fix the assignee of the bye: those that leave
  a single downfloater, of the bye's score. Unlike [C4] and [C8] its text does
  not look beyond the bracket, so a higher bracket does not choose its
  downfloaters for [C9] (the implementation behind the conformance corpus reads
  it so too).
* A remainder keeps the BSNs of its bracket (4.1.1: they are given before any
  transposition or exchange), also in the sums of 4.3.3.2.

Candidates that cannot beat the best one found so far are skipped by bounds
(branch and bound); that never changes which candidate is the first best.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

import networkx as nx

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import Colour
from arbiter_gui.pairing.swiss import (
    Float,
    PairingError,
    PairingPlayer,
    PairingRequest,
    PairingResult,
    PreferenceStrength,
)

# Art. 1.8.4: a downfloater's SD is taken against one point less than the lowest score of the
# bracket (scores are in tenths).
ONE_POINT = 10
# Perfect matchings of up to this many players are searched exhaustively; larger sets go to
# Edmonds' blossom algorithm (networkx).
_SEARCH_LIMIT = 14

Exchange = tuple[tuple[int, ...], tuple[int, ...]]
# [C8] of a candidate: the fewest downfloaters and the lowest PSD the following bracket can
# reach (empty when there is no following bracket).
NextBracket = tuple[()] | tuple[int, tuple[int, ...]]
# [C6]..[C9] of a candidate: its downfloaters, its PSD, [C8] and [C9].
Outline = tuple[int, tuple[int, ...], NextBracket, int]
# The quality criteria of art. 3.4 compared in order, smaller is better (art. 2.8): counts,
# and the SDs of art. 1.8 (highest first) compared lexicographically.
Criteria = tuple[int | tuple[int, ...] | NextBracket, ...]


# -- article 4: the sequence of the candidates -------------------------------------------------

def transpositions(s2: Sequence[int], n1: int) -> Iterator[tuple[int, ...]]:
    """Art. 4.2.2: the orders of S2 that differ in their first `n1` BSNs, sorted by the
    lexicographic value of those (the rest of S2 does not count: it is the remainder or the
    downfloaters)."""
    return itertools.permutations(sorted(s2), n1)


def resident_exchanges(s1: Sequence[int], s2: Sequence[int]) -> list[Exchange]:
    """Art. 4.3: every swap of equally sized groups of BSNs between the original S1 and the
    original S2, as (moved from S1 to S2, moved from S2 to S1), in the order of 4.3.3. The
    first element is the empty swap: the original subgroups themselves."""
    swaps = [(out, into)
             for size in range(min(len(s1), len(s2)) + 1)
             for out in itertools.combinations(sorted(s1), size)
             for into in itertools.combinations(sorted(s2), size)]
    return sorted(swaps, key=_resident_exchange_priority)


def _resident_exchange_priority(
        exchange: Exchange) -> tuple[int, int, tuple[int, ...], tuple[int, ...]]:
    out, into = exchange
    return (len(out),  # 4.3.3.1 the fewest exchanged BSNs
            sum(into) - sum(out),  # 4.3.3.2 the smallest difference of the sums
            tuple(-bsn for bsn in sorted(out, reverse=True)),  # 4.3.3.3 highest BSN out of S1
            tuple(sorted(into)))  # 4.3.3.4 lowest BSN out of S2


def mdp_exchanges(mdps: Sequence[tuple[int, int]], m1: int) -> list[tuple[int, ...]]:
    """Art. 4.4: the compositions of S1 (`m1` MDPs, given as (BSN, score)) that the
    MDP-exchanges between the original S1 and the Limbo produce, in the order of 4.4.3,
    the original S1 (the `m1` highest MDPs, art. 2.2.1) first."""
    score = dict(mdps)

    def priority(s1: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return (tuple(sorted(-score[bsn] for bsn in s1)),  # 4.4.3.1 the highest scores
                s1)  # 4.4.3.2 the lowest BSNs, in ascending order

    return sorted(itertools.combinations(sorted(score), m1), key=priority)


# -- article 5: colours ---------------------------------------------------------------------------

def colour_of_higher_ranked(a: PairingPlayer, b: PairingPlayer, initial_colour: Colour) -> Colour:
    """Art. 5.2: the colour of `a`, the higher ranked player of the pair (art. 1.2)."""
    pa, pb = a.preference, b.preference
    if pa.colour is not None and pb.colour is not None:
        if pa.colour is not pb.colour:  # 5.2.1 grant both colour preferences
            return pa.colour
        stronger = _stronger_preference(a, b)  # 5.2.2
        if stronger is not None:
            return pa.colour if stronger is a else pb.colour.opposite
        # 5.2.3 alternate to the most recent time one had white and the other black, counting
        # played games only (C.04.2 D.5: the histories are aligned on their last games).
        for mine, theirs in zip(reversed(a.played_colours), reversed(b.played_colours),
                                strict=False):
            if mine is not theirs:
                return theirs
        return pa.colour  # 5.2.4 the higher ranked player's preference
    if pa.colour is not None:  # 1.6.2.4: the opponent without games has no preference
        return pa.colour
    if pb.colour is not None:
        return pb.colour.opposite
    # 5.2.5: neither has a preference: the initial-colour to an odd pairing number.
    return initial_colour if a.pairing_no % 2 == 1 else initial_colour.opposite


def _stronger_preference(a: PairingPlayer, b: PairingPlayer) -> PairingPlayer | None:
    """Art. 5.2.2: the player whose preference is stronger; of two absolute preferences the
    wider colour difference; None when neither wins."""
    pa, pb = a.preference, b.preference
    if pa.strength is not pb.strength:
        return a if pa.strength.value > pb.strength.value else b
    if pa.is_absolute and abs(pa.difference) != abs(pb.difference):
        return a if abs(pa.difference) > abs(pb.difference) else b
    return None


# -- what one pair contributes to the criteria ----------------------------------------------------

@dataclass(frozen=True)
class _PairCost:
    a_is_white: bool  # a is the higher ranked player of the pair
    sd: int  # art. 1.8.3
    colours: tuple[int, int, int, int]  # players failing [C10], [C11], [C12], [C13]
    # Per criterion [C14]..[C17]: the SDs of the players of the pair who receive the same
    # downfloat / upfloat as one (two) round(s) before; [C18]..[C21] minimise those SDs.
    floats: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def _pair_cost(request: PairingRequest, a: PairingPlayer, b: PairingPlayer) -> _PairCost:
    colour_a = colour_of_higher_ranked(a, b, request.initial_colour)
    topscorers = request.is_topscorer(a) or request.is_topscorer(b)
    c10 = c11 = c12 = c13 = 0
    for player, colour in ((a, colour_a), (b, colour_a.opposite)):
        pref = player.preference
        if topscorers:
            step = 1 if colour is Colour.WHITE else -1
            c10 += abs(pref.difference + step) > 2  # [C10]
            c11 += pref.repeated is colour  # [C11] the same colour three times in a row
        if pref.colour is not None and pref.colour is not colour:
            c12 += 1  # [C12]
            c13 += pref.strength is PreferenceStrength.STRONG  # [C13]
    sd = abs(a.score - b.score)
    floats: list[tuple[int, ...]] = [(), (), (), ()]
    if a.score != b.score:
        # Art. 1.4.2: the higher scored player receives a downfloat, the other an upfloat.
        high, low = (a, b) if a.score > b.score else (b, a)
        for k, back in enumerate((1, 2)):
            if high.float_before(back) is Float.DOWN:
                floats[2 * k] = (sd,)
            if low.float_before(back) is Float.UP:
                floats[2 * k + 1] = (sd,)
    return _PairCost(colour_a is Colour.WHITE, sd, (c10, c11, c12, c13),
                     (floats[0], floats[1], floats[2], floats[3]))


@dataclass
class _Tally:
    """The criteria [C10]-[C21] of the pairs chosen so far (and of known downfloaters)."""

    counts: list[int] = field(default_factory=lambda: [0] * 8)  # [C10]..[C17]
    sds: list[list[int]] = field(default_factory=lambda: [[], [], [], []])  # [C18]..[C21]
    pair_sds: list[int] = field(default_factory=list)  # the SDs of the pairs, for [C7]

    def add(self, cost: _PairCost) -> None:
        for k in range(4):
            self.counts[k] += cost.colours[k]
            self.counts[4 + k] += len(cost.floats[k])
            self.sds[k].extend(cost.floats[k])
        self.pair_sds.append(cost.sd)

    def remove(self, cost: _PairCost) -> None:
        for k in range(4):
            self.counts[k] -= cost.colours[k]
            self.counts[4 + k] -= len(cost.floats[k])
            del self.sds[k][len(self.sds[k]) - len(cost.floats[k]):]
        self.pair_sds.pop()

    def add_downfloater(self, floats: tuple[tuple[int, ...], ...]) -> None:
        for k in range(4):
            self.counts[4 + k] += len(floats[k])
            self.sds[k].extend(floats[k])

    def remove_downfloater(self, floats: tuple[tuple[int, ...], ...]) -> None:
        for k in range(4):
            self.counts[4 + k] -= len(floats[k])
            del self.sds[k][len(self.sds[k]) - len(floats[k]):]

    def quality(self, extra_c12: int = 0) -> Criteria:
        """[C10]..[C21] as far as known; `extra_c12` more players who cannot get their colour."""
        counts = list(self.counts)
        counts[2] += extra_c12
        return (*counts, *(tuple(sorted(sds, reverse=True)) for sds in self.sds))


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _mask(indices: Sequence[int]) -> int:
    mask = 0
    for i in indices:
        mask |= 1 << i
    return mask


# -- the round -------------------------------------------------------------------------------------

class _LiteralRound:
    """The round-pairing (art. 1.9). Players are indices in the order of art. 1.2."""

    def __init__(self, request: PairingRequest, max_bracket: int) -> None:
        self.request = request
        self.max_bracket = max_bracket
        self.players = sorted(request.players, key=lambda p: (-p.score, p.pairing_no))
        self.n = len(self.players)
        self.score = [p.score for p in self.players]
        self.adjacent = [0] * self.n  # [C1][C3]: who may meet whom
        for i in range(self.n):
            for j in range(i + 1, self.n):
                if self._may_meet(self.players[i], self.players[j]):
                    self.adjacent[i] |= 1 << j
                    self.adjacent[j] |= 1 << i
        # [C2] the players eligible for the bye, [C5] the lowest score first.
        self.bye_order = sorted((i for i, p in enumerate(self.players) if p.bye_eligible),
                                key=lambda i: self.score[i])
        self._perfect_memo: dict[int, bool] = {}
        self._completion_memo: dict[int, tuple[int, ...] | None] = {}
        self._costs: dict[tuple[int, int], _PairCost] = {}
        self.bye_best: tuple[int, ...] = ()

    def _may_meet(self, a: PairingPlayer, b: PairingPlayer) -> bool:
        if b.id in a.forbidden or a.id in b.forbidden:  # [C1] (and prohibited pairings)
            return False
        pa, pb = a.preference, b.preference
        # [C3] non-topscorers with the same absolute colour preference shall not meet.
        return not (pa.is_absolute and pb.is_absolute and pa.colour is pb.colour
                    and not self.request.is_topscorer(a) and not self.request.is_topscorer(b))

    def cost(self, a: int, b: int) -> _PairCost:
        key = (a, b) if a < b else (b, a)
        cost = self._costs.get(key)
        if cost is None:
            cost = _pair_cost(self.request, self.players[key[0]], self.players[key[1]])
            self._costs[key] = cost
        return cost

    def may_meet(self, a: int, b: int) -> bool:
        return bool(self.adjacent[a] >> b & 1)

    # [C4]: can these players be paired completely (the players in `barred` not among
    # themselves)?
    def perfect(self, mask: int, barred: int = 0) -> bool:
        barred &= mask
        key = barred << self.n | mask
        known = self._perfect_memo.get(key)
        if known is not None:
            return known
        count = mask.bit_count()
        if count > _SEARCH_LIMIT:
            result = self._perfect_by_blossom(mask, barred)
        else:
            result = count == 0 or self._perfect_by_search(mask, barred)
        self._perfect_memo[key] = result
        return result

    def _perfect_by_search(self, mask: int, barred: int) -> bool:
        first = mask & -mask
        rest = mask ^ first
        options = self.adjacent[first.bit_length() - 1] & rest
        if first & barred:
            options &= ~barred
        while options:
            other = options & -options
            options ^= other
            if self.perfect(rest ^ other, barred):
                return True
        return False

    def _perfect_by_blossom(self, mask: int, barred: int) -> bool:
        graph: nx.Graph[int] = nx.Graph()
        members = _bits(mask)
        graph.add_nodes_from(members)
        for v in members:
            for u in _bits(self.adjacent[v] & mask):
                if u > v and not (barred >> u & 1 and barred >> v & 1):
                    graph.add_edge(v, u)
        return 2 * len(nx.max_weight_matching(graph, maxcardinality=True)) == len(members)

    def completion(self, mask: int) -> tuple[int, ...] | None:
        """[C4] with [C2]: None when these players cannot complete the round-pairing; else ()
        when they are even, or ([C5],) the lowest score of a player the completion can leave
        over for the pairing-allocated bye."""
        if mask in self._completion_memo:
            return self._completion_memo[mask]
        result: tuple[int, ...] | None = None
        if mask.bit_count() % 2 == 0:
            result = () if self.perfect(mask) else None
        else:
            for i in self.bye_order:
                if mask >> i & 1 and self.perfect(mask ^ 1 << i):
                    result = (self.score[i],)
                    break
        self._completion_memo[mask] = result
        return result

    def acceptable(self, leftover: int) -> bool:
        """[C4] the players still to pair complete the round-pairing, and [C5] the bye can
        still go to a player of the lowest possible score (a candidate that cannot is worse
        than one that can, and such a candidate always exists)."""
        found = self.completion(leftover)
        return found is not None and found == self.bye_best

    def pair(self) -> PairingResult:
        if self.n == 0:
            raise PairingError(_("There is no player to pair in this round."))
        everyone = (1 << self.n) - 1
        best = self.completion(everyone)
        if best is None:
            raise PairingError(_(
                "No pairing of this round satisfies the absolute criteria [C1]-[C3] with at "
                "most one player, eligible for the pairing-allocated bye, left over "
                "(art. 1.9.3)."))
        self.bye_best = best
        pairs: list[tuple[int, int]] = []
        mdps: list[int] = []
        groups = self._scoregroups()
        for k, residents in enumerate(groups):  # 1.9.2 from the top scoregroup down
            following = groups[k + 1] if k + 1 < len(groups) else []
            lower = [i for group in groups[k + 1:] for i in group]
            bracket_pairs, mdps = _Bracket(self, mdps, residents, following, lower).pair()
            pairs += bracket_pairs
        # At most the bye is left: [C4] lets the lowest bracket leave only players who could
        # meet each other, and two such players would have met in the first bracket that held
        # them both (the same completion, one pair more: [C6]).
        assert len(mdps) <= 1
        return PairingResult(pairs=[self._with_colours(a, b) for a, b in pairs],
                             bye=self.players[mdps[0]].id if mdps else None)

    def _scoregroups(self) -> list[list[int]]:
        groups: list[list[int]] = []
        for i, score in enumerate(self.score):
            if groups and self.score[groups[-1][0]] == score:
                groups[-1].append(i)
            else:
                groups.append([i])
        return groups

    def _with_colours(self, a: int, b: int) -> tuple[int, int]:
        high, low = (a, b) if a < b else (b, a)
        white_high = self.cost(high, low).a_is_white
        ids = (self.players[high].id, self.players[low].id)
        return ids if white_high else (ids[1], ids[0])


# -- one bracket -----------------------------------------------------------------------------------

class _Bracket:
    """One pairing bracket (art. 1.3.2): its MDPs and residents, paired as article 2 says."""

    def __init__(self, rnd: _LiteralRound, mdps: list[int], residents: list[int],
                 following: list[int], lower: list[int]) -> None:
        self.r = rnd
        self.mdps = mdps
        self.residents = residents
        self.members = mdps + residents
        if len(self.members) > rnd.max_bracket:
            score = rnd.score[residents[0]] / 10
            raise PairingError(_(
                "The rule-literal mode of the Dutch system is limited to brackets of {most}"
                " players; the bracket of scoregroup {score} has {count} ({mdps} MDPs and"
                " {residents} residents).").format(
                    most=rnd.max_bracket, score=f"{score:g}", count=len(self.members),
                    mdps=len(mdps), residents=len(residents)))
        # 4.1.1: in-bracket sequence numbers.
        self.bsn = {p: k for k, p in enumerate(self.members, start=1)}
        self.mdp_mask = _mask(mdps)
        self.bracket_mask = _mask(self.members)
        self.following_mask = _mask(following)
        self.lower_mask = _mask(lower)
        # 1.8.4: the lowest score of the bracket (its lowest ranked player's).
        self.low = rnd.score[self.members[-1]]
        self.floats = {p: self._downfloat(p) for p in self.members}
        self._value_memo: dict[int, tuple[NextBracket, int] | None] = {}
        self._remainder_memo: dict[tuple[int, int], int | None] = {}
        self.best_key: Criteria | None = None
        self._chosen: list[tuple[int, int]] = []
        self._done = False

    def _downfloat(self, p: int) -> tuple[tuple[int, ...], ...]:
        """[C14]..[C21] for p as a downfloater: its SD is that of art. 1.8.4."""
        return _repeated_downfloats(self.r.players[p], self.r.score[p] - (self.low - ONE_POINT))

    # -- the values that depend on the downfloaters only ----------------------------------------

    def _psd(self, floaters: int, bracket: int, mdps: int, low: int) -> tuple[int, ...]:
        """Art. 1.8 [C7]: the PSD of a pairing of `bracket` whose downfloaters are `floaters`,
        every paired MDP facing a resident of score `low`, the residents paired together."""
        score = self.r.score
        paired_mdps = _bits(mdps & ~floaters)
        pairs = (bracket.bit_count() - floaters.bit_count()) // 2
        sds = [score[m] - low for m in paired_mdps] + [0] * (pairs - len(paired_mdps))
        sds += [score[f] - (low - ONE_POINT) for f in _bits(floaters)]
        return tuple(sorted(sds, reverse=True))

    def _floater_sets(self, bracket: int, barred: int, fixed: int,
                      lower: int) -> tuple[int, list[int]] | None:
        """The fewest downfloaters a pairing of `bracket` can leave ([C6]) while the round can
        still be completed ([C4], [C5]); with every such set of downfloaters. `fixed` players
        float in any case (the Limbo); the `barred` players may not meet each other."""
        members = _bits(bracket)
        for size in range(len(members) % 2, len(members) + 1, 2):
            found = []
            for floaters in itertools.combinations(members, size):
                d = _mask(floaters)
                if self.r.perfect(bracket & ~d, barred) and self.r.acceptable(d | fixed | lower):
                    found.append(d)
            if found:
                return size, found
        return None

    def _next_bracket(self, floaters: int) -> NextBracket:
        """[C8]: the fewest downfloaters and the lowest PSD the following bracket (these
        downfloaters as its MDPs, with the next scoregroup) can reach under [C1]-[C5]."""
        if not self.following_mask:
            return ()
        bracket = floaters | self.following_mask
        lower = self.lower_mask & ~self.following_mask
        found = self._floater_sets(bracket, floaters, 0, lower)
        assert found is not None  # at worst all float: the candidate's own completion
        size, sets = found
        low = self.r.score[_bits(self.following_mask)[0]]
        return size, min(self._psd(d, bracket, floaters, low) for d in sets)

    def _value(self, floaters: int) -> tuple[NextBracket, int] | None:
        """([C8], [C9]) of a candidate with these downfloaters; None if it fails [C4] or
        cannot reach the best [C5]."""
        if floaters in self._value_memo:
            return self._value_memo[floaters]
        value: tuple[NextBracket, int] | None = None
        if self.r.acceptable(floaters | self.lower_mask):
            value = (self._next_bracket(floaters), self._bye_unplayed(floaters))
        self._value_memo[floaters] = value
        return value

    def _bye_unplayed(self, floaters: int) -> int:
        """[C9] the unplayed games of the assignee of the bye, when the candidate fixes it: its
        single downfloater has the bye's score ([C5]), so the lower players pair among
        themselves and it is left over. Other candidates do not fix the assignee."""
        if floaters.bit_count() != 1 or self.r.bye_best != (self.r.score[_bits(floaters)[0]],):
            return 0
        return self.r.players[_bits(floaters)[0]].unplayed_rounds

    # -- article 2 ---------------------------------------------------------------------------------

    def pair(self) -> tuple[list[tuple[int, int]], list[int]]:
        """The pairs of the chosen candidate and its downfloaters (the next bracket's MDPs)."""
        found = self._floater_sets(self.bracket_mask, self.mdp_mask, 0, self.lower_mask)
        # At worst the whole bracket floats: the bracket above (or the round) ensured that.
        assert found is not None
        size, sets = found
        self.fewest_floaters = size  # [C6]; MaxPairs (2.1.2) is half the others
        # [C7] then [C8], [C9]: the best outline a candidate can reach, a lower bound for all.
        outline = min((self._psd(d, self.bracket_mask, self.mdp_mask, self.low),
                       -(self.mdp_mask & ~d).bit_count(), d) for d in sets)
        psd, fewest_unpaired_mdps, _ = outline
        self.m1 = -fewest_unpaired_mdps  # 2.1.3: the MDPs a PSD-optimal pairing pairs
        values = [v for d in sets
                  if self._psd(d, self.bracket_mask, self.mdp_mask, self.low) == psd
                  and (v := self._value(d)) is not None]
        self.best_outline = (size, psd, *min(values))
        self.ideal = self.best_outline + self._ideal_quality()
        if self.mdps:
            self._heterogeneous()
        else:
            self._remainder(self.residents, 0, _Tally())
        chosen = set(itertools.chain.from_iterable(self._chosen))
        return self._chosen, [p for p in self.members if p not in chosen]

    def _ideal_quality(self) -> Criteria:
        """[C10]..[C21] at their best: every MDP receives a downfloat (again), so those who
        had one count for [C14]/[C16] in any candidate, with at least the SD of a pair."""
        tally = _Tally()
        for m in self.mdps:
            tally.add_downfloater(_repeated_downfloats(self.r.players[m],
                                                       self.r.score[m] - self.low))
        return tally.quality()

    def _promising(self, outline: Outline, tally: _Tally, extra_c12: int = 0) -> bool:
        """Can a candidate with this outline ([C6]..[C9] at least) and these pairs still beat
        the best one so far? Equal is not enough: the earlier candidate is chosen (2.8.1)."""
        if self._done:
            return False
        if self.best_key is None:
            return True
        head = self.best_key[:len(outline)]
        if outline != head:
            return outline < head
        return outline + tally.quality(extra_c12) < self.best_key

    def _outline_bound(self, limbo: int, size: int) -> Outline:
        """[C6]..[C9] at best for the candidates with this Limbo and `size` downfloaters."""
        floating_residents = size - limbo.bit_count()
        # The residents share one score: any of them stands in for those who float.
        stand_in = _mask(self.residents[len(self.residents) - floating_residents:])
        psd = self._psd(limbo | stand_in, self.bracket_mask, self.mdp_mask, self.low)
        if (size, psd) == self.best_outline[:2]:
            return self.best_outline
        return (size, psd, (), 0)  # [C8] and [C9] can be no better than none at all

    # Art. 2.7: heterogeneous bracket.
    def _heterogeneous(self) -> None:
        mdp_bsn = [(self.bsn[m], self.r.score[m]) for m in self.mdps]
        by_bsn = {self.bsn[m]: m for m in self.mdps}
        for s1_bsns in mdp_exchanges(mdp_bsn, self.m1):  # 4.4 / 2.7.3
            s1 = [by_bsn[b] for b in s1_bsns]
            limbo = [m for m in self.mdps if m not in s1]  # 2.2.3
            tally = _Tally()
            for m in limbo:
                tally.add_downfloater(self.floats[m])
            limbo_mask = _mask(limbo)
            if self._promising(self._outline_bound(limbo_mask, self.fewest_floaters), tally):
                self._mdp_pairings(s1, 0, 0, limbo_mask, tally, [])
            if self._done:
                return

    def _mdp_pairings(self, s1: list[int], k: int, used: int, limbo: int, tally: _Tally,
                      pairs: list[tuple[int, int]]) -> None:
        """Art. 2.3.3 / 4.2: S1's MDPs against S2 (all the residents), in the order of the
        transpositions of S2's first M1 BSNs; each MDP-Pairing then goes to its remainder."""
        if k == len(s1):
            remainder = [p for p in self.residents if not used >> p & 1]
            self._remainder(remainder, limbo, tally, pairs)
            return
        mdp = s1[k]
        for resident in self.residents:
            if used >> resident & 1 or not self.r.may_meet(mdp, resident):
                continue
            cost = self.r.cost(mdp, resident)
            tally.add(cost)
            if self._promising(self._outline_bound(limbo, self.fewest_floaters), tally):
                pairs.append((mdp, resident))
                self._mdp_pairings(s1, k + 1, used | 1 << resident, limbo, tally, pairs)
                pairs.pop()
            tally.remove(cost)
            if self._done:
                return

    def _remainder_pairs(self, remainder: int, limbo: int) -> int | None:
        """2.1.2 for the remainder (or a homogeneous bracket): its MaxPairs."""
        key = (remainder, limbo)
        if key not in self._remainder_memo:
            found = self._floater_sets(remainder, 0, limbo, self.lower_mask)
            self._remainder_memo[key] = (None if found is None
                                         else (remainder.bit_count() - found[0]) // 2)
        return self._remainder_memo[key]

    # Art. 2.6: a homogeneous bracket or a remainder.
    def _remainder(self, remainder: list[int], limbo: int, tally: _Tally,
                   mdp_pairing: list[tuple[int, int]] | None = None) -> None:
        pairs = list(mdp_pairing or [])
        n1 = self._remainder_pairs(_mask(remainder), limbo)
        if n1 is None:
            return  # no candidate of this MDP-Pairing satisfies [C4] and [C5]
        size = limbo.bit_count() + len(remainder) - 2 * n1
        outline = self._outline_bound(limbo, size)
        if not self._promising(outline, tally, _conflicts_within(self.r, remainder, n1)):
            return
        # 2.2 / 2.7.1: the original S1R and S2R; 4.3: the exchanges between them.
        s1r, s2r = remainder[:n1], remainder[n1:]
        by_bsn = {self.bsn[p]: p for p in remainder}
        exchanges = resident_exchanges([self.bsn[p] for p in s1r], [self.bsn[p] for p in s2r])
        for out_bsns, into_bsns in exchanges:
            out = {by_bsn[b] for b in out_bsns}
            into = {by_bsn[b] for b in into_bsns}
            s1 = sorted((set(s1r) - out) | into)  # reordered by art. 1.2
            s2 = sorted((set(s2r) - into) | out)
            if self._promising(outline, tally, _conflicts_between(self.r, s1, s2)):
                self._transpositions(s1, s2, 0, 0, limbo, outline, tally, pairs)
            if self._done:
                return

    def _transpositions(self, s1: list[int], s2: list[int], k: int, used: int, limbo: int,
                        outline: Outline, tally: _Tally, pairs: list[tuple[int, int]]) -> None:
        """Art. 2.3.1 / 4.2: S1[k] against the players of S2 in the lexicographic order of the
        transpositions; at the end a candidate (2.3.2), evaluated by article 3."""
        if k == len(s1):
            self._candidate(s2, used, limbo, tally, pairs)
            return
        player = s1[k]
        for opponent in s2:
            if used >> opponent & 1 or not self.r.may_meet(player, opponent):
                continue  # [C1] [C3]: no candidate with this pair complies
            cost = self.r.cost(player, opponent)
            tally.add(cost)
            free = [p for p in s2 if not (used | 1 << opponent) >> p & 1]
            if self._promising(outline, tally, _conflicts_between(self.r, s1[k + 1:], free)):
                pairs.append((player, opponent))
                self._transpositions(s1, s2, k + 1, used | 1 << opponent, limbo, outline,
                                     tally, pairs)
                pairs.pop()
            tally.remove(cost)
            if self._done:
                return

    def _candidate(self, s2: list[int], used: int, limbo: int, tally: _Tally,
                   pairs: list[tuple[int, int]]) -> None:
        """Art. 2.4 / 2.8: evaluate a candidate; keep it if it is better than all before it."""
        floaters = limbo | _mask([p for p in s2 if not used >> p & 1])
        value = self._value(floaters)
        if value is None:
            return  # [C4] or [C5]
        residents_floating = [p for p in s2 if not used >> p & 1]
        for p in residents_floating:
            tally.add_downfloater(self.floats[p])
        psd = tuple(sorted(tally.pair_sds + [self.r.score[f] - (self.low - ONE_POINT)
                                             for f in _bits(floaters)], reverse=True))
        key = (floaters.bit_count(), psd, *value, *tally.quality())
        for p in residents_floating:
            tally.remove_downfloater(self.floats[p])
        if self.best_key is None or key < self.best_key:
            self.best_key = key
            self._chosen = list(pairs)
            self._done = key == self.ideal  # 2.4.1: a perfect candidate is accepted at once


def _repeated_downfloats(player: PairingPlayer, sd: int) -> tuple[tuple[int, ...], ...]:
    """[C14]..[C21] of a player who receives a downfloat with this SD."""
    return ((sd,) if player.float_before(1) is Float.DOWN else (), (),
            (sd,) if player.float_before(2) is Float.DOWN else (), ())


# [C12]: two players who want the same colour cannot both get it. These lower bounds let the
# search skip candidates that cannot beat the best one found.

def _conflicts_within(rnd: _LiteralRound, players: Sequence[int], pairs: int) -> int:
    """At least this many players miss their colour when `pairs` pairs are formed among
    `players` (the others float)."""
    white, black, none = _preference_counts(rnd, players)
    floaters = len(players) - 2 * pairs
    return max(0, abs(white - black) - none - floaters) // 2


def _conflicts_between(rnd: _LiteralRound, s1: Sequence[int], s2: Sequence[int]) -> int:
    """At least this many players miss their colour when every player of `s1` is paired with
    a different player of `s2`."""
    w1, b1, _ = _preference_counts(rnd, s1)
    w2, b2, n2 = _preference_counts(rnd, s2)
    return max(0, w1 - b2 - n2, b1 - w2 - n2)


def _preference_counts(rnd: _LiteralRound, players: Sequence[int]) -> tuple[int, int, int]:
    white = black = 0
    for p in players:
        colour = rnd.players[p].preference.colour
        white += colour is Colour.WHITE
        black += colour is Colour.BLACK
    return white, black, len(players) - white - black


def pair_round_literal(request: PairingRequest, max_bracket: int = 12) -> PairingResult:
    """Pair one round with the FIDE Dutch system following the text of C.04.3 literally.

    Slow by design (it generates the candidates one by one): brackets of more than
    `max_bracket` players raise PairingError."""
    return _LiteralRound(request, max_bracket).pair()
