"""The Leong system: a Swiss system proposed by Ignatius Leong about 1987, which FIDE
never adopted (his "Swiss rules - 'Leong' system"). Rule numbers in the comments are that
text's; docs/leong.md lists every reading this module makes where the text is silent
or ambiguous.

Words of the text: pairing number 1 is the "highest numbered" player (7), so "the
lowest numbered player" is the one with the largest pairing number.

How the rules become an algorithm
---------------------------------
The Bye is decided first (8). The score-groups are then paired in the order of 9.2:
from the top down to just above the median score, each paired downward; from the
bottom up to just below it, each paired upward; the median score-group last, paired
downward, with the floaters of both halves (it exists even when nobody has the median
score: then it holds only floaters).

A score-group's members are put in the order of scrutiny: floaters in first (10.6,
10.7), then the residents from the highest numbered player down (downward) or from the
lowest numbered up (upward, 11.1.2). Then:

1. Who floats out (9.3, 10.2, 11.4). Going down that order, a player stays in the
   group if he and every player kept before him can all be paired at once within the
   group (compatibility, 9.1); otherwise he floats. This gives the floaters of 9.3.1 to
   9.3.3 (no compatible opponent), the last player of an odd group (9.3.4, 10.2) and
   those of 11.4 (#2 floats when #1 could not keep an opponent, together with the
   lowest numbered player remaining, or instead of the parity floater #7). The kept
   players are those of a maximum matching (a matroid base, chosen greedily).
2. Floater selection (10.3 to 10.5): each floater, the highest first, must have a
   compatible opponent in the next score-group that the floaters before him did not
   take; if he has none, he changes place with the lowest numbered resident kept who
   has one and whose leaving keeps the group pairable; if there is none, he floats on.
3. The pairs (9.4, 9.5, 10.8, 11, 12.2). Among the pairings of the kept players, those
   with the smallest sum of squared score differences (3), then the fewest players
   given a forbidden colour (only possible in the last round, 13), the fewest denied
   the equalising colour (12.5, 12.6), the fewest denied the alternating colour (12.1);
   and of these the first the exchange rules reach: in the order of scrutiny each
   player takes the first opponent of his exchange sequence that leaves such a pairing
   of the others (11.2 to 11.4; floaters take the first available in 10.8's order).
   Every step is one maximum-weight matching: the criteria are fields of the weight,
   the exchange sequence a bonus in the lowest bits.
4. A median score-group that cannot be paired is extended by cracking pairs of the
   neighbouring score-groups, one at a time (9.6), and paired again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import cache
from itertools import compress
from operator import eq

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import ByeKind, Colour
from arbiter_gui.pairing.matching import MatchingComputer
from arbiter_gui.pairing.swiss import PairingError, PairingPlayer, PairingRequest, PairingResult

# The most players a round may have: a round this large is paired within 30 s and 1 GB
# (benchmarks/size_limits.py); engine.check_size refuses a larger one up front.
MAX_PLAYERS = 2000

# Residents whose pairs one matching settles (_settle_residents). Each adds a field of
# about 11 bits to the weights at 2,000 players, and the larger weights slow every solve:
# 4 was the fastest on a round 2 of 2,000 players (8: 20% slower, 16: 60%, 1: 2.5 times).
_RESIDENTS_AT_ONCE = 4


class Direction(Enum):
    DOWN = "downward"
    UP = "upward"


# -- colours (9.1, 12) ----------------------------------------------------------------------

@dataclass(frozen=True)
class ColourCard:
    """The colours a player had in the games he played, oldest first. A Bye (8.3), an
    absence or a forfeit gives no colour, so it is skipped."""

    colours: tuple[Colour, ...]

    @property
    def difference(self) -> int:
        """Whites minus blacks."""
        return sum(1 if c is Colour.WHITE else -1 for c in self.colours)

    def permits(self, colour: Colour) -> bool:
        """9.1, 12.1: never the same colour in three successive rounds, never three more
        of one colour than the other."""
        after = self.difference + (1 if colour is Colour.WHITE else -1)
        return abs(after) < 3 and self.colours[-2:] != (colour, colour)

    @property
    def equalising(self) -> bool:
        """12.6: an unequal number of whites and blacks, so the due colour equalises
        (equalisation, principle 4, comes before alternation, principle 5)."""
        return self.difference != 0

    @property
    def due(self) -> Colour | None:
        """The colour 12.1 asks for: the equalising colour (12.5, 12.6), else the colour
        other than the previous one (12.1); none before the first game."""
        if not self.colours:
            return None
        if self.equalising:
            return Colour.BLACK if self.difference > 0 else Colour.WHITE
        return self.colours[-1].opposite

    def denial(self, colour: Colour) -> tuple[int, int, int]:
        """What receiving `colour` costs this player: (a colour 9.1 forbids, the
        equalising colour denied, the alternating colour denied)."""
        forbidden = int(not self.permits(colour))
        if self.due is None or colour is self.due:
            return forbidden, 0, 0
        return forbidden, int(self.equalising), int(not self.equalising)


def card_of(player: PairingPlayer) -> ColourCard:
    return ColourCard(tuple(player.played_colours))


def _pair_denial(a: ColourCard, b: ColourCard, colour_of_a: Colour) -> tuple[int, int, int]:
    da, db = a.denial(colour_of_a), b.denial(colour_of_a.opposite)
    return da[0] + db[0], da[1] + db[1], da[2] + db[2]


def colour_of_higher(a: PairingPlayer, b: PairingPlayer, at_or_above_median: bool,
                     initial_colour: Colour) -> Colour:
    """The colour of `a`, the higher ranked player of the pair (higher score, then the
    higher pairing number): rule 12, and 14.2 for two players without a colour."""
    ca, cb = card_of(a), card_of(b)
    with_white = _pair_denial(ca, cb, Colour.WHITE)
    with_black = _pair_denial(ca, cb, Colour.BLACK)
    if with_white != with_black:
        # 12.3, 12.1 first (the forbidden colours), then 12.6/12.5, then alternation.
        return Colour.WHITE if with_white < with_black else Colour.BLACK
    # 12.4, 12.6: going back in sequence, alternate from the latest round in which one
    # had white and the other black.
    for x, y in zip(reversed(ca.colours), reversed(cb.colours), strict=False):
        if x is not y:
            return x.opposite
    due = ca.due if ca.due is not None else cb.due
    if due is None:
        # 14.2 (neither has a colour yet): the colour drawn for #1 to the odd-numbered
        # players of the upper half.
        return initial_colour if a.pairing_no % 2 == 1 else initial_colour.opposite
    # 12.4.1: identical histories, median score-group or above: the higher ranked gets
    # the alternating (or equalising) colour; 12.4.2: below the median, the lower ranked.
    return due if at_or_above_median else due.opposite


# -- the Bye (8) ----------------------------------------------------------------------------

def bye_eligible(player: PairingPlayer, points_loss: int) -> bool:
    """8.2: the Bye only once, and never to a player who has won a point by default
    (a game his opponent forfeited). A requested bye is neither (docs/leong.md)."""
    return not any(r.bye is ByeKind.PAB
                   or (r.opponent is not None and not r.played and r.points > points_loss)
                   for r in player.history)


# -- matchings ---------------------------------------------------------------------------------

class _Cover:
    """Whether a set of vertices ("required") can all be paired at once, by a matching of
    the compatibility graph. A vertex is worth `big` when required, more than all the
    others of a matching together, so a maximum-weight matching covers every required
    vertex whenever some matching does; the others are worth more the earlier they come,
    so that the matching leaves the latest vertices unpaired, those that the callers
    (which require vertices in order) ask about last.

    The weights change only when a solve is needed: nearly always the last matching
    still covers the required set. The first matching pairs as many vertices as can be
    paired (every vertex weighted as required)."""

    def __init__(self, compatible: list[list[bool]]) -> None:
        n = self.n = len(compatible)
        self.compatible = compatible
        self.big = 2 * n * n + 1
        self.required = [False] * n
        self.matcher = MatchingComputer(n)
        self.weighted_as_required = [True] * n  # what the matcher's weights say
        worth = [self._worth(i) for i in range(n)]
        for i in range(n):
            later = list(compress(range(i + 1, n), compatible[i][i + 1:]))
            self.matcher.set_weights(i, later, [worth[i] + worth[j] for j in later])
        self.mates = self.matcher.solve()  # the last matching found

    def _worth(self, i: int) -> int:
        return self.big if self.weighted_as_required[i] else self.n - i

    def set_required(self, i: int, required: bool) -> None:
        self.required[i] = required

    def covers(self) -> bool:
        if not self._covered():  # else the last matching shows it without a new solve
            self._update_weights()
            self.mates = self.matcher.solve()
        return self._covered()

    def _update_weights(self) -> None:
        stale = [i for i in range(self.n) if self.required[i] != self.weighted_as_required[i]]
        for i in stale:
            self.weighted_as_required[i] = self.required[i]
        for i in stale:
            others = [j for j in compress(range(self.n), self.compatible[i]) if j != i]
            worth = self._worth(i)
            self.matcher.set_weights(i, others, [worth + self._worth(j) for j in others])

    def _covered(self) -> bool:
        unmatched = map(eq, self.mates, range(self.n))
        return not any(compress(unmatched, self.required))


class _Fields:
    """A weight made of fields, the most important in the highest bits; each field wide
    enough for its sum over the pairs of a matching."""

    def __init__(self, pairs: int) -> None:
        self.pairs = max(pairs, 1)
        self.value = 0

    def add(self, largest: int, value: int) -> None:
        width = (largest * self.pairs).bit_length() + 1
        self.value = (self.value << width) | value


# -- a score-group ------------------------------------------------------------------------------

@dataclass
class _GroupRecord:
    """What one pairing of a score-group did, for the explanation and for 9.6."""

    title: str
    floaters_in: list[PairingPlayer]
    residents: list[PairingPlayer]
    pairs: list[tuple[PairingPlayer, PairingPlayer]] = field(default_factory=list)  # W, B
    floaters_out: list[PairingPlayer] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


class _ScoreGroup:
    def __init__(self, rnd: _LeongRound, score: float, residents: list[PairingPlayer],
                 floaters: list[PairingPlayer], direction: Direction,
                 next_residents: list[PairingPlayer]) -> None:
        self.r = rnd
        self.score = score
        self.direction = direction
        self.next_residents = self._in_direction(next_residents)
        self.n_floaters = len(floaters)
        floaters = self._floater_order(floaters)
        residents = self._in_direction(residents)
        self.members = floaters + residents
        self.compatible = rnd.compatibility(self.members)
        title = {(True, Direction.DOWN): _("Median score-group {score}, paired downward"),
                 (True, Direction.UP): _("Median score-group {score}, paired upward"),
                 (False, Direction.DOWN): _("Score-group {score}, paired downward"),
                 (False, Direction.UP): _("Score-group {score}, paired upward")}[
                     rnd.is_median(score), direction]
        self.record = _GroupRecord(title.format(score=f"{score / 10:.1f}"), floaters, residents)

    def _in_direction(self, players: list[PairingPlayer]) -> list[PairingPlayer]:
        """11.1: downward from the highest numbered player, upward from the lowest."""
        return sorted(players, key=lambda p: p.pairing_no,
                      reverse=self.direction is Direction.UP)

    def _floater_order(self, floaters: list[PairingPlayer]) -> list[PairingPlayer]:
        down = sorted((p for p in floaters if p.score > self.score),
                      key=lambda p: (-p.score, p.pairing_no))  # 10.6, 10.6.1, 10.6.2
        up = sorted((p for p in floaters if p.score < self.score),
                    key=lambda p: (p.score, -p.pairing_no))  # 10.7, 10.7.1, 10.7.2
        # 10.6.3: downward (upper half, median) the downfloaters first; 10.7.3: upward
        # the upfloaters first.
        return down + up if self.direction is Direction.DOWN else up + down

    def pair(self) -> list[PairingPlayer]:
        """Pair the group into the round; returns the floaters out, in order."""
        cover = _Cover(self.compatible)
        for i in range(len(self.members)):
            cover.set_required(i, True)
            if not cover.covers():  # 9.3, 10.2, 11.4: he cannot be paired here
                cover.set_required(i, False)
        if self.next_residents:
            self._select_floaters(cover)
        kept = [i for i in range(len(self.members)) if cover.required[i]]
        self._make_pairs(kept)
        self.record.floaters_out = [self.members[i] for i in range(len(self.members))
                                    if not cover.required[i]]
        return self.record.floaters_out

    # 10.3 to 10.5: a floater needs a compatible opponent in the next score-group.
    def _select_floaters(self, cover: _Cover) -> None:
        taken: set[int] = set()
        for f in [i for i in range(len(self.members)) if not cover.required[i]]:
            opponent = self._opponent_there(f, taken)
            if opponent is None and f >= self.n_floaters:
                opponent = self._exchange(f, cover, taken)
            if opponent is not None:
                taken.add(opponent.id)

    def _opponent_there(self, i: int, taken: set[int]) -> PairingPlayer | None:
        """10.8: the first compatible player of the next group the floater would meet."""
        p = self.members[i]
        return next((q for q in self.next_residents
                     if q.id not in taken and self.r.compatible(p, q)), None)

    def _exchange(self, f: int, cover: _Cover, taken: set[int]) -> PairingPlayer | None:
        """10.5: exchange the floater f for another player of his score-group, tried from
        the lowest numbered (10.3, 10.4), if the group stays pairable; else he floats on.
        Returns the opponent the player floating instead finds in the next group."""
        for q in range(len(self.members) - 1, self.n_floaters - 1, -1):
            if not cover.required[q]:
                continue
            opponent = self._opponent_there(q, taken)
            if opponent is None:
                continue
            cover.set_required(q, False)
            cover.set_required(f, True)
            if cover.covers():
                self.record.notes.append(_(
                    "{player} has no compatible opponent in the next score-group: {other}"
                    " floats instead (10.5)").format(player=self.members[f].id,
                                                    other=self.members[q].id))
                return opponent
            cover.set_required(f, False)
            cover.set_required(q, True)
        return None

    # 9.4, 10.8, 11, 12.2: the pairs of the kept players.
    def _make_pairs(self, kept: list[int]) -> None:
        """One matching per player in the order of scrutiny: his opponents get bonuses in
        the order of his exchange sequence, in the lowest field, so that the optimum pairs
        him with the first opponent that keeps the pairing best on every criterion. The
        proposed pairing of 9.4 is a hint below the bonuses: where it is best, the first
        matching already shows it and the other steps need no new solve. Residents are
        settled several at a time (_settle_residents)."""
        m = len(kept)
        matcher = MatchingComputer(m)
        step = m // 2 + 1  # one rank of a sequence outweighs all the hints
        base = self._base_weights(kept, step * (m + 1) ** _RESIDENTS_AT_ONCE)
        for a in range(m - 1):
            matcher.set_weights(a, range(a + 1, m), base[a][a + 1:])
        mates = matcher.solve()
        remaining = list(range(m))
        while remaining:
            x = remaining[0]
            sequence = [y for y in self._sequence(x, remaining, kept) if base[x][y]]
            if mates[x] == sequence[0]:
                settled = [(x, mates[x])]
            elif kept[x] < self.n_floaters:
                ranked = sequence[::-1]
                matcher.set_weights(x, ranked, [base[x][y] + rank * step
                                                for rank, y in enumerate(ranked, start=1)])
                mates = matcher.solve()
                settled = [(x, mates[x])]
            else:
                mates, settled = self._settle_residents(matcher, base, remaining, step)
            for x, y in settled:
                matcher.isolate_pair(x, y)
                matcher.set_weight(x, y, base[x][y])
                remaining.remove(x)
                remaining.remove(y)
                self._add_pair(self.members[kept[x]], self.members[kept[y]])

    @staticmethod
    def _settle_residents(matcher: MatchingComputer, base: list[list[int]],
                          remaining: list[int],
                          step: int) -> tuple[list[int], list[tuple[int, int]]]:
        """11.2 for the next residents of the order of scrutiny in one matching. While each
        takes his opponent in the lower half (S2), the sequence of the next is his own
        without the players paired: the residents' bonuses go into fields of their own,
        the first resident's highest, so that the optimum is the one choosing for each in
        turn. Returns the matching and the pairs it settles: up to and including the
        first resident whose opponent is not in S2 (the sequences after him change)."""
        half = len(remaining) // 2
        lower = remaining[half:]
        batch = remaining[:max(1, min(_RESIDENTS_AT_ONCE, half))]
        radix = len(base) + 1  # above every rank
        sequences = []
        for k, x in enumerate(batch):
            # 9.4, 11.2: x against S2 in order, then up the top half from its lowest.
            sequence = [y for y in lower + remaining[half - 1:k:-1] if base[x][y]]
            ranked = sequence[::-1]
            unit = step * radix ** (len(batch) - 1 - k)
            matcher.set_weights(x, ranked, [base[x][y] + rank * unit
                                            for rank, y in enumerate(ranked, start=1)])
            sequences.append(sequence)
        mates = matcher.solve()
        in_lower = set(lower)
        settled = []
        for x in batch:
            settled.append((x, mates[x]))
            if mates[x] not in in_lower:
                break
        # The others' bonuses go, before the settled pairs are isolated (which removes
        # their edges to them).
        for x, sequence in zip(batch[len(settled):], sequences[len(settled):], strict=True):
            matcher.set_weights(x, sequence, [base[x][y] for y in sequence])
        return mates, settled

    def _base_weights(self, kept: list[int], order_max: int) -> list[list[int]]:
        """base[a][b]: the weight of pairing kept[a] with kept[b] (0: incompatible), with
        the hint of 9.4's proposed pairing. A pair's weight depends only on the two
        players' scores and colour denials: it is worked out once per two such kinds."""
        m = len(kept)
        scores = [self.members[k].score for k in kept]
        sq_max = (max(scores) - min(scores)) ** 2 if scores else 0  # the largest _sq
        kinds: dict[tuple[object, ...], int] = {}
        kind = [kinds.setdefault((self.members[k].score, *self.r.denials[self.members[k].id]
                                  .items()), len(kinds)) for k in kept]
        first_of_kind: dict[int, int] = {}
        for k, kd in zip(kept, kind, strict=True):
            first_of_kind.setdefault(kd, k)
        weight = cache(lambda ka, kb: self._weight(first_of_kind[ka], first_of_kind[kb], m,
                                                   sq_max, order_max))
        by_kind = [[weight(ka, kb) for kb in kind] for ka in range(len(kinds))]
        base = []
        for a in range(m):
            compatible = self.compatible[kept[a]]
            weights = by_kind[kind[a]]
            base.append([weights[b] if compatible[k] else 0 for b, k in enumerate(kept)])
        residents = [k for k in range(m) if kept[k] >= self.n_floaters]
        half = len(residents) // 2
        for a, b in zip(residents[:half], residents[half:2 * half], strict=True):
            if base[a][b]:  # 9.4: the proposed pairing
                base[a][b] += 1
                base[b][a] += 1
        return base

    def _sq(self, i: int, j: int) -> int:
        return (self.members[i].score - self.members[j].score) ** 2

    def _weight(self, i: int, j: int, m: int, sq_max: int, order_max: int) -> int:
        """Every pair counts; then rule 3; then 13/9.1, 12.5/12.6, 12.1; then room for the
        order of the exchange rules."""
        a, b = self.members[i], self.members[j]
        da, db = self.r.denials[a.id], self.r.denials[b.id]
        denied = min(tuple(x + y for x, y in zip(da[c], db[c.opposite], strict=True))
                     for c in Colour)
        w = _Fields(m // 2)
        w.add(1, 1)
        w.add(sq_max, sq_max - self._sq(i, j))
        for cost in denied:
            w.add(2, 2 - cost)
        w.add(order_max, 0)
        return w.value

    def _sequence(self, x: int, remaining: list[int], kept: list[int]) -> list[int]:
        """The order in which x's opponents are tried."""
        others = remaining[1:]
        if kept[x] < self.n_floaters:
            # 10.8: the floater meets the highest (downward) / lowest (upward) numbered
            # player available.
            return sorted(others, key=lambda k: (self.members[kept[k]].pairing_no
                                                 * (-1 if self.direction is Direction.UP
                                                    else 1)))
        # 9.4: x (the first of the n remaining) against n/2 + 1; 11.2: then down the
        # bottom half, then up the top half from its lowest numbered player.
        half = len(remaining) // 2
        return remaining[half:] + remaining[half - 1:0:-1]

    def _add_pair(self, p: PairingPlayer, q: PairingPlayer) -> None:
        high, low = sorted((p, q), key=lambda x: (-x.score, x.pairing_no))
        colour = colour_of_higher(high, low, 2 * self.score >= self.r.median_twice,
                                  self.r.request.initial_colour)
        white, black = (high, low) if colour is Colour.WHITE else (low, high)
        self.record.pairs.append((white, black))


# -- the round -----------------------------------------------------------------------------------

class _LeongRound:
    def __init__(self, request: PairingRequest) -> None:
        self.request = request
        self.players = sorted(request.players, key=lambda p: (-p.score, p.pairing_no))
        # 9.2: the median score is half the number of rounds played (times a win's points).
        self.median_twice = request.rounds_played * request.points_win
        # 13: in the last round rule 3 comes before the colours: colours never forbid a
        # pair there, they only choose among pairings.
        self.colours_forbid = not request.is_final_round
        cards = {p.id: card_of(p) for p in self.players}
        self.permitted = {pid: {c for c in Colour if card.permits(c)}
                          for pid, card in cards.items()}
        self.denials = {pid: {c: card.denial(c) for c in Colour} for pid, card in cards.items()}
        self.records: list[_GroupRecord] = []
        self.bye: PairingPlayer | None = None

    def is_median(self, score: float) -> bool:
        return 2 * score == self.median_twice

    def compatible(self, a: PairingPlayer, b: PairingPlayer) -> bool:
        """9.1: not met before (rule 2), and a colour for each that keeps 12.1."""
        if a is b or b.id in a.forbidden or a.id in b.forbidden:
            return False
        if not self.colours_forbid:
            return True
        pa, pb = self.permitted[a.id], self.permitted[b.id]
        return any(c in pa and c.opposite in pb for c in Colour)

    def compatibility(self, players: list[PairingPlayer]) -> list[list[bool]]:
        """compatible(a, b) for every two of `players`, built row by row from the few
        kinds of colour history: a round may have thousands of players."""
        if self.colours_forbid:
            kinds = [frozenset(self.permitted[p.id]) for p in players]
            pattern = {kind: [any(c in kind and c.opposite in other for c in Colour)
                              for other in kinds] for kind in set(kinds)}
            rows = [pattern[kind][:] for kind in kinds]
        else:
            rows = [[True] * len(players) for _ in players]
        index = {p.id: k for k, p in enumerate(players)}
        for k, p in enumerate(players):
            rows[k][k] = False
            for other in p.forbidden:
                if other in index:  # either player's list forbids the pair
                    rows[k][index[other]] = rows[index[other]][k] = False
        return rows

    def pair(self) -> PairingResult:
        if not self.players:
            raise PairingError(_("There is no player to pair in this round."))
        players = self.players
        if len(players) % 2:
            self.bye = self._choose_bye()
            players = [p for p in players if p is not self.bye]
        by_score: dict[int, list[PairingPlayer]] = {}
        for p in players:
            by_score.setdefault(p.score, []).append(p)
        above = sorted((s for s in by_score if 2 * s > self.median_twice), reverse=True)
        below = sorted(s for s in by_score if 2 * s < self.median_twice)
        median_residents = [p for p in players if self.is_median(p.score)]
        upper = self._pair_half(above, by_score, Direction.DOWN, median_residents)
        lower = self._pair_half(below, by_score, Direction.UP, median_residents)
        self._pair_median(median_residents, upper, lower)
        return self._result()

    def _pair_half(self, scores: list[int], by_score: dict[int, list[PairingPlayer]],
                   direction: Direction,
                   median_residents: list[PairingPlayer]) -> list[_GroupRecord]:
        """9.2: the groups of one half in order, each passing its floaters to the next."""
        floaters: list[PairingPlayer] = []
        records = []
        for k, score in enumerate(scores):
            following = by_score[scores[k + 1]] if k + 1 < len(scores) else median_residents
            group = _ScoreGroup(self, score, by_score[score], floaters, direction, following)
            floaters = group.pair()
            records.append(group.record)
            self.records.append(group.record)
        return records

    def _pair_median(self, residents: list[PairingPlayer], upper: list[_GroupRecord],
                     lower: list[_GroupRecord]) -> None:
        """9.2: the median score-group last, paired downward; 9.6 when it is blocked."""
        down = list(upper[-1].floaters_out) if upper else []
        up = list(lower[-1].floaters_out) if lower else []
        notes: list[str] = []
        while True:
            group = _ScoreGroup(self, self.median_twice / 2, residents, down + up,
                                Direction.DOWN, [])
            blocked = group.pair()
            if not blocked:
                group.record.notes[:0] = notes
                self.records.append(group.record)
                return
            notes.append(_("blocked: {players} cannot be paired").format(
                players=" ".join(str(p.id) for p in blocked)))
            # 9.6.1: more floaters from above than from below: crack the next pairing of
            # the lower score-groups; 9.6.2: otherwise of the higher ones.
            sides = [(lower, up, "9.6.1"), (upper, down, "9.6.2")]
            if len(down) <= len(up):
                sides.reverse()
            for records, floaters, rule in sides:
                cracked = self._crack(records)
                if cracked is not None:
                    floaters.extend(cracked)
                    notes.append(_("pair {white}-{black} cracked, its players join the median"
                                   " score-group as floaters ({rule})").format(
                                       white=cracked[0].id, black=cracked[1].id, rule=rule))
                    break
            else:
                raise PairingError(_(
                    "No pairing of this round lets every player meet a new opponent with a"
                    " colour rule 9.1 allows: {players} cannot be paired.").format(
                        players=" ".join(str(p.id) for p in blocked)))

    @staticmethod
    def _crack(records: list[_GroupRecord]) -> tuple[PairingPlayer, PairingPlayer] | None:
        """9.6: the next pairing of the score-groups next to the median: the nearest
        group first, its last pair made first (the pair of the players who would have
        floated next)."""
        for record in reversed(records):
            if record.pairs:
                return record.pairs.pop()
        return None

    def _choose_bye(self) -> PairingPlayer:
        """8.1, 14.1: the lowest numbered player of the lowest score-group who may have it
        (8.2) and whose absence leaves a round that can be paired."""
        candidates = sorted((p for p in self.players
                             if bye_eligible(p, self.request.points_loss)),
                            key=lambda p: (p.score, -p.pairing_no))
        if not candidates:
            raise PairingError(_("The number of players is odd and nobody may receive the"
                                 " Bye (8.2: once only, never after a point won by default)."))
        index = {p.id: k for k, p in enumerate(self.players)}
        cover = _Cover(self.compatibility(self.players))
        for p in self.players:
            cover.set_required(index[p.id], True)
        for p in candidates:
            cover.set_required(index[p.id], False)
            if cover.covers():
                return p
            cover.set_required(index[p.id], True)
        raise PairingError(_("Whoever receives the Bye, the other players cannot all meet new"
                             " opponents with a colour rule 9.1 allows."))

    def _result(self) -> PairingResult:
        pairs = [pair for record in self.records for pair in record.pairs]
        pairs.sort(key=lambda wb: (-max(wb[0].score, wb[1].score),
                                   min(wb[0].pairing_no, wb[1].pairing_no)))
        return PairingResult(pairs=[(w.id, b.id) for w, b in pairs],
                             bye=self.bye.id if self.bye else None,
                             checklist=self._explain() if self.request.explained else "")

    def _explain(self) -> str:
        r = self.request
        lines = [_("Round {round} of {rounds}, Leong system (a proposal, never adopted)")
                 .format(round=r.round_no, rounds=r.total_rounds),
                 _("Median score {score}").format(score=f"{self.median_twice / 20:.1f}")]
        if self.bye is not None:
            lines.append(_("Bye: {player} (8.1)").format(player=self.bye.id))
        if r.is_final_round:
            lines.append(_("Last round: colours do not forbid a pairing (13)"))

        def ids(players: list[PairingPlayer]) -> str:
            return " ".join(str(p.id) for p in players) or _("none")

        for record in self.records:
            lines.append(_("{group}: floaters in {floaters}; residents {residents}").format(
                group=record.title, floaters=ids(record.floaters_in),
                residents=ids(record.residents)))
            pairs = " ".join(f"{w.id}-{b.id}" for w, b in record.pairs) or _("none")
            lines.append("    " + _("pairs {pairs}; floaters out {floaters}").format(
                pairs=pairs, floaters=ids(record.floaters_out)))
            lines += [f"    {note}" for note in record.notes]
        return "\n".join(lines) + "\n"


def pair_round(request: PairingRequest) -> PairingResult:
    """Pair one round with the Leong system."""
    return _LeongRound(request).pair()
