"""FIDE Dubov System, C.04.4.1 (2018 text, as revised by FIDE for 1 February 2026).

The round-pairing (A.8): the pairing-allocated bye first (B.0), then every
scoregroup from the top, each paired completely with the help of upfloaters
from below (B.1-B.6; there are no downfloaters), the colours last (E).

Two engines share the definitions of this module and differ in method:

* `pair_round` (fast).  [C4] -- can the players still to pair all be paired?
  -- is a greedy pairing from the bottom, or a maximum matching when that
  fails.  The bye is the first player in the B.0 order who passes it.  The
  upfloaters are a maximum-weight matching of the residents and the pool in
  which every absolute criterion is an edge that exists or not and the quality
  criteria are fields of the edge weight, most important first:

      residents paired | [C5] pairs of residents | [C6] upfloater scores |
      [C7] colours granted | [C8] | [C9] | [C10] | D.1 set order

  Whole scoregroups of the pool are offered from the top until C5 cannot get
  better (C6 rules out anybody lower); if the players left below the chosen set
  fail [C4], one matching of all players still to pair, with a pair worth more
  than all these fields, decides instead.  The shifts of B.4 are one more
  matching on the bracket (the most pairs across the subgroups, then the D.2
  order of the players shifted), and the transposition of B.6 is fixed one S1
  player at a time, with an alternating-path test that a legal pairing of the
  others remains.

* `pair_round_literal` (slow, for small brackets).  Every decision enumerates
  the candidates in the order of the text -- sets of upfloaters, sets of
  shifters, transpositions -- and evaluates the criteria one by one on
  exhaustive searches of the bracket's pairings.  The test suite cross-checks
  the two on random tournaments.

FIDE's 2026 revision of C.04.4.1 governs: [C2] also bars from the
bye a player who scored a win's points without playing; the sets of upfloaters
are ordered by C5, C6 and then by the smallest differing sequence number (no
2018 "containers"); the completion criterion [C4] holds at every step.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from itertools import combinations

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import ByeKind, Colour
from arbiter_gui.core.texts import bye_name
from arbiter_gui.pairing.matching import MatchingComputer
from arbiter_gui.pairing.swiss import (
    Float,
    PairingError,
    PairingPlayer,
    PairingRequest,
    PairingResult,
    PreferenceStrength,
    paired_with,
    preference_text,
    yes_no,
)

# The most players a round may have: a round this large is paired within 30 s and 1 GB
# (benchmarks/size_limits.py); engine.check_size refuses a larger one up front.
MAX_PLAYERS = 2000

# [C6], [C8], [C9], [C10] of a set of upfloaters (C.04.4.1 C), compared in this order, smaller is
# better: the negated scores of the upfloaters lowest first, then the three counts.
UpfloaterQuality = tuple[tuple[int, ...], int, int, int]


def max_upfloats(total_rounds: int) -> int:
    """A.7: MaxT = 2 + [Rnds/5], with the declared number of rounds."""
    return 2 + total_rounds // 5


def middle_out(ordered: Sequence[int]) -> list[int]:
    """D.2.b: the players of a sorted list in the order of their sequence numbers: #1 to
    the player in the (remaining) middle, the higher one when two share the middle."""
    remaining = list(ordered)
    numbered = []
    while remaining:
        numbered.append(remaining.pop((len(remaining) - 1) // 2))
    return numbered


@dataclass(frozen=True)
class DubovPlayer:
    """A player as the Dubov rules see him in this round."""

    p: PairingPlayer
    rank: int  # position in the round's order: score, then initial ranking
    colour: Colour  # A.5: the colour preference (due colour); every player has one
    strength: PreferenceStrength
    max_upfloater: bool  # A.7

    @property
    def is_absolute(self) -> bool:
        return self.strength is PreferenceStrength.ABSOLUTE

    @property
    def upfloated_last_round(self) -> bool:  # C10
        return self.p.float_before(1) is Float.UP

    @property
    def has_played(self) -> bool:
        return self.p.games_played > 0


def dubov_player(p: PairingPlayer, rank: int, max_t: int) -> DubovPlayer:
    pref = p.preference
    if pref.colour is None:  # A.5.d: no game played yet, a mild preference for black
        colour, strength = Colour.BLACK, PreferenceStrength.MILD
    else:  # A.5.a-c, the same definitions as C.04.3 art. 1.6.2
        colour, strength = pref.colour, pref.strength
    return DubovPlayer(p, rank, colour, strength, p.upfloats >= max_t)


def legal_pair(a: DubovPlayer, b: DubovPlayer) -> bool:
    """The absolute criteria of one pair: [C1] no second meeting (nor a prohibited
    pairing); [C3] no two players with the same absolute colour preference."""
    if b.p.id in a.p.forbidden or a.p.id in b.p.forbidden:
        return False
    return not (a.is_absolute and b.is_absolute and a.colour is b.colour)


def colour_of_higher(high: DubovPlayer, low: DubovPlayer, initial_colour: Colour) -> Colour:
    """E.0-E.4: the colour of `high`, the higher ranked player of the pair (more points,
    or the same points and a higher position in the initial ranking)."""
    if not high.has_played and not low.has_played:
        # E.0: the initial colour to the higher ranked player when his pairing number is
        # odd -- his own number, even when players ranked above him are absent this round.
        return initial_colour if high.p.id % 2 == 1 else initial_colour.opposite
    if high.colour is not low.colour:  # E.1: grant both colour preferences
        return high.colour
    if high.strength is not low.strength:  # E.2: grant the stronger colour preference
        stronger_is_high = high.strength.value > low.strength.value
        return high.colour if stronger_is_high else low.colour.opposite
    # E.3: alternate to the most recent round in which one had white and the other black;
    # unplayed rounds do not count (C.04.2 D.5: they go to the front of the history).
    for mine, theirs in zip(reversed(high.p.played_colours), reversed(low.p.played_colours),
                            strict=False):
        if mine is not theirs:
            return theirs
    return high.colour  # E.4: grant the preference of the higher ranked player


def grants_both(a: DubovPlayer, b: DubovPlayer) -> bool:
    """C7: a pair grants both colour preferences exactly when they differ (E.1); otherwise
    one of the two players does not get his."""
    return a.colour is not b.colour


@dataclass
class BracketRecord:
    """What was decided for one bracket, for the checklist (indices into the round)."""

    score: int
    residents: list[int]
    upfloaters: list[int] = field(default_factory=list)
    g1: list[int] = field(default_factory=list)
    g2: list[int] = field(default_factory=list)
    all_unplayed: bool = False  # B.3: G1 is the first half by initial ranking
    to_g1: list[int] = field(default_factory=list)  # B.4 shifters, from G2 into G1
    to_g2: list[int] = field(default_factory=list)  # B.4 shifters, from G1 into G2
    s1: list[int] = field(default_factory=list)
    t2: list[int] = field(default_factory=list)


class _DubovRound(ABC):
    """The pairing of one round (A.8); the two engines differ in how B.0, B.1-B.2, B.4 and
    B.6 search their candidates."""

    def __init__(self, request: PairingRequest) -> None:
        self.request = request
        self.max_t = max_upfloats(request.total_rounds)
        ordered = sorted(request.players, key=lambda p: (-p.score, p.pairing_no))
        self.players = [dubov_player(p, k, self.max_t) for k, p in enumerate(ordered)]
        self.n = len(self.players)
        self.legal = [[a is not b and legal_pair(a, b) for b in self.players]
                      for a in self.players]
        # C8-C10 apply "unless it is the last round".
        self.float_criteria = not request.is_final_round
        self.brackets: list[BracketRecord] = []
        self.bye: int | None = None

    # -- definitions shared by both engines ------------------------------------------------

    def score(self, i: int) -> int:
        return self.players[i].p.score

    def by_initial_ranking(self, group: Sequence[int]) -> list[int]:
        return sorted(group, key=lambda i: self.players[i].p.pairing_no)

    def s1_order(self, group: Sequence[int]) -> list[int]:
        """B.5: ascending ARO, ties by the initial ranking (highest first)."""
        return sorted(group, key=lambda i: (self.players[i].p.aro, self.players[i].p.pairing_no))

    def shifter_numbers(self, pool: Sequence[int]) -> list[int]:
        """D.2: the possible shifters in the order of their sequence numbers.  White seekers
        are sorted by ascending ARO then initial ranking, black seekers by initial ranking;
        the numbers are then given from the middle out."""
        def key(i: int) -> tuple[int, int]:
            q = self.players[i]
            return (q.p.aro if q.colour is Colour.WHITE else 0, q.p.pairing_no)
        return middle_out(sorted(pool, key=key))

    def bye_order(self) -> list[int]:
        """B.0: the players eligible for the pairing-allocated bye ([C2]), the first to get
        it first: lowest score, most games played, lowest in the initial ranking."""
        eligible = [q for q in self.players if q.p.bye_eligible]
        eligible.sort(key=lambda q: (q.p.score, -q.p.games_played, -q.p.pairing_no))
        return [q.rank for q in eligible]

    def subgroups(self, members: Sequence[int]) -> tuple[list[int], list[int], bool]:
        """B.3: G1 the white seekers, G2 the others; when nobody in the bracket has played
        yet, G1 is the first half of the bracket by initial ranking."""
        if not any(self.players[i].has_played for i in members):
            ranked = self.by_initial_ranking(members)
            half = len(ranked) // 2
            return sorted(ranked[:half]), sorted(ranked[half:]), True
        g1 = [i for i in members if self.players[i].colour is Colour.WHITE]
        g2 = [i for i in members if self.players[i].colour is not Colour.WHITE]
        return g1, g2, False

    def upfloater_quality(self, upfloaters: Sequence[int]) -> UpfloaterQuality:
        """C6, C8, C9, C10 of a set of upfloaters, smaller is better (C7 needs the pairing)."""
        scores = sorted(self.score(i) for i in upfloaters)
        c6 = tuple(-s for s in scores)  # maximise the lowest score, then the next ...
        if not self.float_criteria:
            return c6, 0, 0, 0
        maxed = [self.players[i] for i in upfloaters if self.players[i].max_upfloater]
        c8 = len(maxed)
        c9 = sum(q.p.upfloats for q in maxed)
        c10 = sum(1 for i in upfloaters if self.players[i].upfloated_last_round)
        return c6, c8, c9, c10

    # -- the round ------------------------------------------------------------------------------

    def pair(self) -> PairingResult:
        if self.n == 0:
            raise PairingError(_("There is no player to pair in this round."))
        unpaired = list(range(self.n))
        if self.n % 2:
            self.bye = self.assign_bye()
            unpaired.remove(self.bye)
        pairs: list[tuple[int, int]] = []
        for score in sorted({self.score(i) for i in unpaired}, reverse=True):  # A.8
            residents = [i for i in unpaired if self.score(i) == score]
            if not residents:
                continue
            pool = [i for i in unpaired if self.score(i) < score]
            record = self.pair_bracket(score, residents, pool)
            self.brackets.append(record)
            pairs += zip(record.s1, record.t2, strict=True)
            done = set(record.s1) | set(record.t2)
            unpaired = [i for i in unpaired if i not in done]
        colours = [self.colours(a, b) for a, b in pairs]
        bye_id = None if self.bye is None else self.players[self.bye].p.id
        return PairingResult(pairs=colours, bye=bye_id,
                             checklist=explain(self, colours) if self.request.explained else "")

    def colours(self, a: int, b: int) -> tuple[int, int]:
        high, low = (a, b) if a < b else (b, a)
        hp, lp = self.players[high], self.players[low]
        if colour_of_higher(hp, lp, self.request.initial_colour) is Colour.WHITE:
            return hp.p.id, lp.p.id
        return lp.p.id, hp.p.id

    def pair_bracket(self, score: int, residents: list[int], pool: list[int]) -> BracketRecord:
        record = BracketRecord(score, residents)
        record.upfloaters = self.choose_upfloaters(residents, pool)  # B.1, B.2
        members = sorted(residents + record.upfloaters)
        g1, g2, record.all_unplayed = self.subgroups(members)  # B.3
        record.g1, record.g2 = g1, g2
        # B.4: shift from the smaller subgroup (G1 when both are as large) the players it
        # must pair among themselves, then equalise the sizes from the larger one.
        g1_smaller = len(g1) <= len(g2)
        smaller, larger = (g1, g2) if g1_smaller else (g2, g1)
        out_of_smaller, out_of_larger = self.shift(members, smaller, larger)
        if g1_smaller:
            record.to_g2, record.to_g1 = out_of_smaller, out_of_larger
        else:
            record.to_g1, record.to_g2 = out_of_smaller, out_of_larger
        new_g1 = [i for i in g1 if i not in record.to_g2] + record.to_g1
        new_g2 = [i for i in g2 if i not in record.to_g1] + record.to_g2
        record.s1 = self.s1_order(new_g1)  # B.5
        record.t2 = self.transposition(record.s1, self.by_initial_ranking(new_g2))  # B.6, D.3
        return record

    # -- the searches, one implementation per engine --------------------------------------------

    @abstractmethod
    def assign_bye(self) -> int:
        """B.0: the player who gets the pairing-allocated bye."""

    @abstractmethod
    def choose_upfloaters(self, residents: list[int], pool: list[int]) -> list[int]:
        """B.1-B.2: the upfloaters (from `pool`, in D.1 order) that join the residents."""

    @abstractmethod
    def shift(self, members: list[int], smaller: list[int],
              larger: list[int]) -> tuple[list[int], list[int]]:
        """B.4: the players shifted out of the smaller subgroup, then out of the larger."""

    @abstractmethod
    def transposition(self, s1: list[int], g2: list[int]) -> list[int]:
        """B.6: T2, the first transposition of `g2` (in D.3 order) pairing legally with S1."""


def _no_complete_pairing() -> PairingError:
    return PairingError(_(
        "No pairing of this round satisfies the absolute criteria (C.04.4.1 A.8): too many "
        "players have already met or cannot take the colour they must have; the arbiter "
        "decides what to do."))


# -- the fast engine ------------------------------------------------------------------------------

class _FastRound(_DubovRound):
    """Weighted matchings (see the module docstring)."""

    def __init__(self, request: PairingRequest) -> None:
        super().__init__(request)
        n = self.n
        self.count_bits = (n + 1).bit_length()
        levels = sorted({q.p.score for q in self.players}, reverse=True)
        # C6: one sub-field per score, the lowest score in the highest sub-field.
        self.c6_unit = {s: 1 << (self.count_bits * k) for k, s in enumerate(levels)}
        self.c6_bits = self.count_bits * (len(levels) + 1)
        self.c6_top = 1 << (self.count_bits * len(levels))
        self.c9_cap = max((q.p.upfloats for q in self.players), default=0) + 1
        self.c9_bits = (self.c9_cap * (n + 1)).bit_length()
        # The fields of the bracket's criteria: C5, C6, C7, C8, C9, C10 and the D.1 order,
        # each wide enough for its sum over a whole pairing.
        self.criteria_bits = 4 * self.count_bits + self.c6_bits + self.c9_bits + n
        self.bracket_mate: dict[int, int] = {}  # the pairing B.4 found, for B.6

    def _solve(self, vertices: Sequence[int], weight: Callable[[int, int], int]) -> dict[int, int]:
        """A maximum-weight matching of `vertices` (weight 0: no edge); mate of each matched."""
        matcher = MatchingComputer(len(vertices))
        for x, a in enumerate(vertices):
            row = self.legal[a]
            for y in range(x + 1, len(vertices)):
                if row[vertices[y]]:
                    w = weight(a, vertices[y])
                    if w:
                        matcher.set_weight(x, y, w)
        mates = matcher.solve()
        return {a: vertices[mates[x]] for x, a in enumerate(vertices) if mates[x] != x}

    def _completes(self, players: list[int]) -> bool:
        """[C4]: can all these players be paired legally?  Pairing each player from the
        bottom with the nearest one he may meet usually proves it at once; a matching
        decides when it does not."""
        left = list(players)
        while left:
            a = left.pop()
            row = self.legal[a]
            k = next((k for k in range(len(left) - 1, -1, -1) if row[left[k]]), None)
            if k is None:
                return len(self._solve(players, lambda a, b: 1)) == len(players)
            del left[k]
        return True

    def assign_bye(self) -> int:
        """B.0: the first player in the bye order whose absence leaves a complete pairing."""
        everyone = range(self.n)
        for candidate in self.bye_order():
            if self._completes([i for i in everyone if i != candidate]):
                return candidate
        raise _no_complete_pairing()

    def _criteria(self, r: int, j: int, resident: bool) -> int:
        """The bracket's criteria for pairing resident r with j, a resident or an upfloater."""
        q = self.players[j]
        cb = self.count_bits
        w = int(resident)  # C5: fewest upfloaters = most pairs of residents
        w = (w << self.c6_bits) | (0 if resident else self.c6_top - self.c6_unit[q.p.score])
        w = (w << cb) | int(grants_both(self.players[r], q))  # C7
        maxed = self.float_criteria and q.max_upfloater
        w = (w << cb) | int(not resident and not maxed)  # C8
        w = (w << self.c9_bits) | (0 if resident else self.c9_cap - (q.p.upfloats if maxed else 0))
        late = self.float_criteria and q.upfloated_last_round
        w = (w << cb) | int(not resident and not late)  # C10
        # D.1 / 2026: among equal sets, the smallest differing sequence number first.
        return (w << self.n) | (0 if resident else 1 << (self.n - 1 - j))

    def choose_upfloaters(self, residents: list[int], pool: list[int]) -> list[int]:
        """B.1-B.2.  No upfloater when the residents pair among themselves (C5).  Otherwise
        the best set without [C4] is searched among the highest scores first; when the
        players left below it can all be paired, it is the best set.  If not, one matching
        of everybody still to pair decides, [C4] first."""
        if len(residents) % 2 == 0 and self._completes(residents) and self._completes(pool):
            return []
        upfloaters = self._best_set_among_highest(residents, pool)
        if upfloaters is not None and self._completes([i for i in pool if i not in upfloaters]):
            return upfloaters
        return self._best_set_completing(residents, pool)

    def _best_set_among_highest(self, residents: list[int], pool: list[int]) -> list[int] | None:
        """The best set of upfloaters if [C4] did not count (None: there is none).  Whole
        scoregroups of the pool are added from the top until the residents need no more
        upfloaters than when they could take anybody: a set reaching further down would
        have a lower score (C6) in it."""
        fewest = len(residents) % 2  # a first guess at the C5 bound, refined when missed
        refined = False
        resident_set = set(residents)
        top = 1 << self.criteria_bits

        def weight(a: int, b: int) -> int:  # every resident paired first, then the criteria
            if a not in resident_set:
                a, b = b, a
            both = b in resident_set
            return (1 + both) * top + self._criteria(a, b, both) if a in resident_set else 0

        group_ends = [k + 1 for k in range(len(pool))
                      if k + 1 == len(pool) or self.score(pool[k + 1]) != self.score(pool[k])]
        for end in group_ends or [0]:
            if end < fewest and end < len(pool):
                continue
            mate = self._solve(residents + pool[:end], weight)
            if any(r not in mate for r in residents):
                continue
            upfloaters = sorted(mate[r] for r in residents if mate[r] not in resident_set)
            if len(upfloaters) > fewest and not refined:
                # C5 when every resident may float: those the residents cannot pair.
                fewest = len(residents) - len(self._solve(residents, lambda a, b: 1))
                refined = True
            if len(upfloaters) == fewest or end == len(pool):
                return upfloaters
        return None

    def _best_set_completing(self, residents: list[int], pool: list[int]) -> list[int]:
        """The bracket's criteria under [C4]: a pair counts more than anything else."""
        resident_set = set(residents)
        completion = 1 << self.criteria_bits

        def weight(a: int, b: int) -> int:
            if a in resident_set:
                return completion | self._criteria(a, b, b in resident_set)
            if b in resident_set:
                return completion | self._criteria(b, a, False)
            return completion

        mate = self._solve(residents + pool, weight)
        if len(mate) != len(residents) + len(pool):
            raise _no_complete_pairing()
        return sorted(mate[r] for r in residents if mate[r] not in resident_set)

    def shift(self, members: list[int], smaller: list[int],
              larger: list[int]) -> tuple[list[int], list[int]]:
        """B.4.  Nobody to shift when the subgroups are as large and pair with each other
        (a bipartite matching shows it); otherwise one matching of the bracket whose fields
        are: every player paired (C1, C3); the most pairs across the subgroups (C7: each pair
        inside a subgroup costs a colour); the D.2 order of the players shifted out of the
        smaller subgroup (one end of each pair inside it); then of those shifted out of the
        larger one (one end of each pair inside that)."""
        if len(smaller) == len(larger):
            mate = self._bipartite_pairing(smaller, larger)
            if mate is not None:
                self.bracket_mate = mate | {b: a for a, b in mate.items()}
                return [], []
        seq_small = {i: k for k, i in enumerate(self.shifter_numbers(smaller))}
        seq_large = {i: k for k, i in enumerate(self.shifter_numbers(larger))}
        cross_bits = self.count_bits

        def weight(a: int, b: int) -> int:
            w = (1 << cross_bits) | int((a in seq_small) != (b in seq_small))
            w <<= len(smaller)
            if a in seq_small and b in seq_small:
                w |= 1 << (len(smaller) - 1 - min(seq_small[a], seq_small[b]))
            w <<= len(larger)
            if a in seq_large and b in seq_large:
                w |= 1 << (len(larger) - 1 - min(seq_large[a], seq_large[b]))
            return w

        mate = self._solve(members, weight)
        if len(mate) != len(members):
            raise _no_complete_pairing()
        self.bracket_mate = mate

        def shifted(seq: dict[int, int]) -> list[int]:
            return sorted(a for a in seq if mate[a] in seq and seq[a] < seq[mate[a]])

        return shifted(seq_small), shifted(seq_large)

    def _bipartite_pairing(self, left: list[int], right: list[int]) -> dict[int, int] | None:
        """A legal pairing of every `left` player with a `right` player, or None."""
        mate: dict[int, int] = {}
        owner: dict[int, int] = {}
        for a in left:
            for b in right:
                if b not in owner and self.legal[a][b]:
                    mate[a], owner[b] = b, a
                    break
        for a in left:
            if a not in mate and not self._alternating_path(
                    a, right, mate, owner, lambda t: True, lambda t: t not in owner):
                return None
        return mate

    def transposition(self, s1: list[int], g2: list[int]) -> list[int]:
        """B.6: the first transposition of G2 (D.3 order) giving a legal pairing, fixed one
        S1 player at a time: his first G2 player for whom the others still have a legal
        pairing (an alternating path in the bipartite graph)."""
        mate = {a: self.bracket_mate[a] for a in s1}  # a legal pairing across G1 and G2
        owner = {b: a for a, b in mate.items()}
        fixed: set[int] = set()
        for a in s1:
            for b in g2:
                if owner[b] in fixed or not self.legal[a][b]:
                    continue
                if mate[a] == b:
                    break
                # b's partner must reach a's partner, avoiding b and the fixed players.
                old, goal = owner[b], mate[a]

                def usable(t: int, b: int = b) -> bool:
                    return t != b and owner[t] not in fixed

                def is_goal(t: int, goal: int = goal) -> bool:
                    return t == goal

                if self._alternating_path(old, g2, mate, owner, usable, is_goal):
                    mate[a], owner[b] = b, a
                    break
            fixed.add(a)
        return [mate[a] for a in s1]

    def _alternating_path(self, start: int, right: list[int], mate: dict[int, int],
                          owner: dict[int, int], usable: Callable[[int], bool],
                          is_goal: Callable[[int], bool]) -> bool:
        """Breadth-first search from the left player `start` for a usable right player that
        is a goal, alternating between legal pairs and the current pairs; when found, the
        path is flipped (start takes its first right player, and so on)."""
        parent: dict[int, tuple[int, int]] = {}  # right player -> (left player, right before)
        frontier = [(start, -1)]
        seen = {start}
        while frontier:
            nxt = []
            for s, came in frontier:
                row = self.legal[s]
                for t in right:
                    if t in parent or not row[t] or not usable(t):
                        continue
                    parent[t] = (s, came)
                    if is_goal(t):
                        while t != -1:
                            s, came = parent[t]
                            mate[s], owner[t] = t, s
                            t = came
                        return True
                    if owner[t] not in seen:
                        seen.add(owner[t])
                        nxt.append((owner[t], t))
            frontier = nxt
        return False


def pair_round(request: PairingRequest) -> PairingResult:
    """Pair one round with the FIDE Dubov system."""
    return _FastRound(request).pair()


# -- the rule-literal engine ----------------------------------------------------------------------

class _LiteralRound(_DubovRound):
    """Each article's candidates in the order of the text, each criterion in turn."""

    def _min_cost(self, members: Sequence[int],
                  cost: Callable[[int, int], int] | None = None) -> int | None:
        """The least total cost of a legal pairing of all `members` (None: there is none),
        by exhaustive search; without `cost`, 0 whenever a legal pairing exists."""
        people = sorted(members)
        full = (1 << len(people)) - 1

        @cache
        def best(mask: int) -> int | None:
            if mask == 0:
                return 0
            first = (mask & -mask).bit_length() - 1
            rest = mask & ~(1 << first)
            found = None
            for k in range(first + 1, len(people)):
                if rest >> k & 1 and self.legal[people[first]][people[k]]:
                    sub = best(rest & ~(1 << k))
                    if sub is None:
                        continue
                    total = sub + (cost(people[first], people[k]) if cost else 0)
                    if found is None or total < found:
                        found = total
                        if cost is None:
                            break
            return found

        return best(full)

    def _completes(self, members: Sequence[int]) -> bool:
        return self._min_cost(members) is not None

    def assign_bye(self) -> int:
        everyone = range(self.n)
        for candidate in self.bye_order():  # B.0.1, B.0.3-5
            if self._completes([i for i in everyone if i != candidate]):  # B.0.2 / [C4]
                return candidate
        raise _no_complete_pairing()

    def _violations(self, members: Sequence[int]) -> int | None:
        """C7: the fewest players not getting their colour preference in a legal pairing."""
        return self._min_cost(members, lambda a, b: int(not grants_both(self.players[a],
                                                                         self.players[b])))

    def choose_upfloaters(self, residents: list[int], pool: list[int]) -> list[int]:
        legal_sets: list[tuple[int, ...]] = []
        for k in range(len(pool) + 1):  # B.1: the minimum number of upfloaters (C5)
            if (len(residents) + k) % 2:
                continue
            # D.1: pool in sequence order, so combinations come in lexicographic order.
            legal_sets = [u for u in combinations(pool, k)
                          if self._completes(residents + list(u))  # C1, C3
                          and self._completes([i for i in pool if i not in u])]  # C4
            if legal_sets:
                break
        if not legal_sets:
            raise _no_complete_pairing()

        def quality(u: tuple[int, ...]) -> tuple[tuple[int, ...], int | None, int, int, int]:
            c6, c8, c9, c10 = self.upfloater_quality(u)
            return c6, self._violations(residents + list(u)), c8, c9, c10

        best = min(legal_sets, key=quality)  # B.2; min keeps the first of equals
        return list(best)

    def shift(self, members: list[int], smaller: list[int],
              larger: list[int]) -> tuple[list[int], list[int]]:
        small = set(smaller)
        # B.4: how many pairs of the smaller subgroup are unavoidable.
        inside = self._min_cost(members, lambda a, b: int(a in small and b in small))
        if inside is None:  # no legal pairing of the members at all
            raise _no_complete_pairing()
        best_c7 = self._violations(members)
        numbered_small = self.shifter_numbers(smaller)
        numbered_large = self.shifter_numbers(larger)
        equalise = (len(larger) - len(smaller)) // 2 + inside

        def yields(out_small: Sequence[int], out_large: Sequence[int]) -> bool:
            side_a = [i for i in smaller if i not in out_small] + list(out_large)
            side_b = [i for i in larger if i not in out_large] + list(out_small)
            return self._first_transposition(side_a, sorted(side_b), best_c7) is not None

        for out_small in combinations(numbered_small, inside):  # D.0.c: lexicographic
            if any(yields(out_small, out_large)
                   for out_large in combinations(numbered_large, equalise)):
                break
        else:
            raise _no_complete_pairing()
        for out_large in combinations(numbered_large, equalise):
            if yields(out_small, out_large):
                return sorted(out_small), sorted(out_large)
        raise _no_complete_pairing()

    def _first_transposition(self, s1: Sequence[int], g2: Sequence[int],
                             at_most: int | None = None) -> list[int] | None:
        """The first arrangement of g2 (in the order given) that pairs every s1[k] with its
        k-th player legally, with at most `at_most` colour preferences not granted."""
        def extend(prefix: list[int], left: list[int], cost: int) -> list[int] | None:
            if not left:
                return prefix
            a = self.players[s1[len(prefix)]]
            for k, b in enumerate(left):
                if not self.legal[a.rank][b]:
                    continue
                more = cost + int(not grants_both(a, self.players[b]))
                if at_most is not None and more > at_most:
                    continue
                found = extend(prefix + [b], left[:k] + left[k + 1:], more)
                if found is not None:
                    return found
            return None

        return extend([], list(g2), 0)

    def transposition(self, s1: list[int], g2: list[int]) -> list[int]:
        found = self._first_transposition(s1, g2)
        if found is None:
            raise _no_complete_pairing()
        return found


def pair_round_literal(request: PairingRequest) -> PairingResult:
    """Pair one round with the FIDE Dubov system by enumerating every article's candidates
    in the order of the text.  Exponential: for brackets of a dozen or so players."""
    return _LiteralRound(request).pair()


# -- the explanation ("checklist") ------------------------------------------------------------

def _ids(rnd: _DubovRound, indices: Sequence[int]) -> str:
    return " ".join(str(rnd.players[i].p.id) for i in indices) or _("none")


def _points(score: int) -> str:
    return f"{score / 10:.1f}"


def _bracket_lines(rnd: _DubovRound, b: BracketRecord, colour_of: dict[int, Colour]) -> list[str]:
    players = rnd.players
    lines = [_("Scoregroup {score}: residents {residents}").format(
        score=_points(b.score), residents=_ids(rnd, b.residents))]
    ups = ", ".join(f"{players[i].p.id} ({_points(players[i].p.score)})" for i in b.upfloaters)
    lines.append("    " + (_("B.1/C5 upfloaters needed: {count}; B.2 chosen: {chosen}")
                           if b.upfloaters else _("B.1/C5 upfloaters needed: {count}")).format(
                               count=len(b.upfloaters), chosen=ups))
    if b.upfloaters:
        _quality, c8, c9, c10 = rnd.upfloater_quality(b.upfloaters)
        if rnd.float_criteria:
            lines.append("    " + _("C8 maximum upfloaters: {c8}; C9 their upfloats: {c9}; C10"
                                     " upfloated in the previous round: {c10}").format(
                                         c8=c8, c9=c9, c10=c10))
    g1_rule = _("first half by initial ranking") if b.all_unplayed else _("white seekers")
    lines.append("    " + _("B.3 G1 ({rule}): {g1}; G2: {g2}").format(
        rule=g1_rule, g1=_ids(rnd, b.g1), g2=_ids(rnd, b.g2)))
    if b.to_g1 or b.to_g2:
        lines.append("    " + _("B.4 shifted into G1: {g1}; into G2: {g2}").format(
            g1=_ids(rnd, b.to_g1), g2=_ids(rnd, b.to_g2)))
    lines.append("    " + _("B.5 S1 (ascending ARO): {s1}").format(s1=_ids(rnd, b.s1)))
    lines.append("    " + _("B.6 T2 (first legal transposition): {t2}").format(
        t2=_ids(rnd, b.t2)))
    missed = [players[i].p.id for i in b.s1 + b.t2
              if colour_of[players[i].p.id] is not players[i].colour]
    lines.append("    " + (_("C7 colour preferences not granted: {count} ({players})") if missed
                           else _("C7 colour preferences not granted: {count}")).format(
                               count=len(missed), players=" ".join(map(str, sorted(missed)))))
    return lines


def explain(rnd: _DubovRound, pairs: list[tuple[int, int]]) -> str:
    """The checklist: each player's ARO, colour preference and upfloats, the bye, and per
    bracket its upfloaters, subgroups, shifts, S1 and T2."""
    request = rnd.request
    colour_of = {w: Colour.WHITE for w, _ in pairs} | {b: Colour.BLACK for _, b in pairs}
    opponent = {w: b for w, b in pairs} | {b: w for w, b in pairs}
    max_t = (_("MaxT = 2 + [{rounds}/5] = {max_t} (A.7)") if rnd.float_criteria else
             _("MaxT = 2 + [{rounds}/5] = {max_t} (A.7); last round: C8-C10 do not apply"))
    lines = [_("Round {round} of {rounds}, FIDE Dubov System C.04.4.1").format(
                 round=request.round_no, rounds=request.total_rounds),
             max_t.format(rounds=request.total_rounds, max_t=rnd.max_t), "",
             _("Players (ARO A.6, colour preference A.5, upfloats A.7)"),
             _("  No   Pts   ARO  Preference        Upfloats  Max  Paired with")]
    for q in rnd.players:
        p = q.p
        paired = (bye_name(ByeKind.PAB) if rnd.bye == q.rank
                  else paired_with(opponent[p.id], colour_of[p.id]))
        preference = preference_text(q.strength, q.colour)
        lines.append(f"{p.id:4d} {_points(p.score):>5s} {p.aro:5d}  {preference:16s}  "
                     f"{p.upfloats:8d}  {yes_no(q.max_upfloater):3s}  {paired}")
    lines.append("")
    if rnd.bye is None:
        lines.append(_("Pairing-allocated bye (B.0): none"))
    else:
        lines.append(_("Pairing-allocated bye (B.0): {player}").format(
            player=rnd.players[rnd.bye].p.id))
    lines += ["", _("Brackets")]
    for b in rnd.brackets:
        lines += _bracket_lines(rnd, b, colour_of)
    return "\n".join(lines) + "\n"
