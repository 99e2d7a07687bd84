"""FIDE (Dutch) System, C.04.3 (approved 13/04/2024, re-approved 28/10/2025; applied from
1 February 2026, the date core/editions.py gives it).

How the rules become an algorithm
---------------------------------
A round-pairing is a matching on the players to be paired. Every criterion
of article 3 becomes one field of an edge weight, the fields ordered as the
criteria are (the most important in the highest bits), so that a maximum
weight matching is a pairing that satisfies the criteria lexicographically:

    [C4] completion / [C2][C5] bye | [C6] pairs | [C7] paired MDP scores |
    [C8] the next bracket's pairs and scores | [C9] | [C10]..[C13] colours |
    [C14]..[C17] repeated floats | [C18]..[C21] their scores | article 4 order

Brackets are paired from the top (art. 1.9.2). For the current bracket, the
edges inside it carry all the fields; the edges from it to the next
scoregroup carry the [C8] look-ahead; every other edge carries only the
completion field, which keeps [C4] true for all the players still unpaired.
Among the pairings that are optimal for all criteria, the one generated
first by the sequence of article 4 is then fixed step by step: which MDPs
leave the Limbo (4.4), their opponents (4.2), the exchanges of the
remainder (4.3) and its transposition (4.2) -- each step re-optimises the
matching with a small preference added in the lowest field. While a bracket is
paired, the players below its look-ahead count only for completion; where that
gives the same pairing, the bracket and the next scoregroup are solved alone, the next
scoregroup cut down to the players it needs (pairing.lower_field).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import compress

from arbiter_gui.core.editions import DUTCH_2017, DUTCH_2025
from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.model import Colour
from arbiter_gui.pairing.cards import pairing_cards
from arbiter_gui.pairing.lower_field import BracketView, CompletionCheck
from arbiter_gui.pairing.matching import MatchingComputer
from arbiter_gui.pairing.swiss import (
    Float,
    PairingError,
    PairingPlayer,
    PairingRequest,
    PairingResult,
    PreferenceStrength,
    UnplayedRounds,
)

# The most players a round may have: a round this large is paired within issue 30's 90 s and
# 2 GB (benchmarks/size_limits.py); engine.check_size refuses a larger one up front. With each
# bracket's group solved without the lower field and its next scoregroup cut down
# (pairing.lower_field), the rounds of the seed-1 snapshots take, in CPU on the loaded
# machine: 1,000 players 1.4-2.8 s, 2,000 players 6.1-11.6 s, 3,000 players 15.1-54.9 s at
# most 911 MiB (issue 30 asks 5 s, 30 s and 1 GB, 90 s and 2 GB; README, Limits).
MAX_PLAYERS = 3000


@dataclass(frozen=True)
class DutchEdition:
    """An edition of the FIDE Dutch rules: each field is one rule that changed between
    the editions (docs/dutch-editions.md, article by article); the engine is shared."""

    name: str
    # Floats and PAB eligibility after unplayed rounds: 2017 A.4.b and C.04.1.d against
    # 2025 art. 1.4.3 and C.04.1 art. 4 (they shape the request, see build_request).
    unplayed: UnplayedRounds
    # 2025 [C5] minimise the score of the PAB assignee, above the quality criteria of every
    # bracket; 2017 has no such criterion: the PAB is part of the pairing of the last
    # bracket (A.9), which C.5/C.6 of each bracket from the top leave over.
    pab_score_criterion: bool
    # 2025 [C9] minimise the unplayed games of the PAB assignee; 2017 has no such
    # criterion (C.5-C.19 know nothing of the assignee beyond C.2).
    pab_unplayed_games_criterion: bool
    # 2017 A.9 / C.4 / C.7: brackets are paired without regard to completion until one
    # (the PPB) would leave the round incomplete; it is paired again under C.4 without C.7,
    # and all the players below form one collapsed last bracket (CLB), paired for the least
    # PSD (A.8). 2025 [C4] keeps every bracket completable and the scoregroups apart.
    collapsed_last_bracket: bool


EDITION_2025 = DutchEdition(DUTCH_2025, UnplayedRounds(), pab_score_criterion=True,
                            pab_unplayed_games_criterion=True, collapsed_last_bracket=False)
EDITION_2017 = DutchEdition(
    DUTCH_2017, UnplayedRounds(any_unplayed_round_floats=True, pab_barred_by_forfeit_win_only=True),
    pab_score_criterion=False, pab_unplayed_games_criterion=False, collapsed_last_bracket=True)
# Keyed by the name used on the command line (--rules).
EDITIONS = {edition.name: edition for edition in (EDITION_2025, EDITION_2017)}


@dataclass
class _Layout:
    """Bit widths of the weight fields for one round."""

    count_bits: int  # a field that counts pairs or players
    score_bits: int  # a field with one sub-field per scoregroup
    score_shift: dict[int, int]  # score -> offset of its sub-field
    rounds_played: int

    def score_bit(self, score: int) -> int:
        return 1 << self.score_shift[score]


@dataclass
class _Offsets:
    """Where each field of a weight starts (its lowest bit), for one round. From the most
    significant: [C4] completion (with [C2][C5]), [C6], [C7], [C8] pairs, [C8] scores,
    [C9], [C10]-[C13], [C14][C15], [C16][C17], [C18][C19], [C20][C21], article 4 order."""

    completion: int
    c6: int
    c7: int
    c8_pairs: int
    c8_scores: int
    c9: int
    colours: int
    floats_1: int  # [C14][C15]
    floats_2: int  # [C16][C17]
    float_scores_1: int  # [C18][C19]
    float_scores_2: int  # [C20][C21]


def _offsets(lay: _Layout, order_bits: int, c7_bits: int, float_score_bits: int) -> _Offsets:
    cb, sb, played = lay.count_bits, float_score_bits, lay.rounds_played
    # From the least significant; the float fields exist once there are rounds before.
    widths = [("float_scores_2", 2 * sb * (played >= 2)),
              ("float_scores_1", 2 * sb * (played >= 1)),
              ("floats_2", 2 * cb * (played >= 2)), ("floats_1", 2 * cb * (played >= 1)),
              ("colours", 4 * cb), ("c9", 2 * cb), ("c8_scores", sb), ("c8_pairs", cb),
              ("c7", c7_bits), ("c6", cb), ("completion", 0)]
    at = order_bits
    offsets = {}
    for name, width in widths:
        offsets[name] = at
        at += width
    return _Offsets(**offsets)


def _make_layout(players: list[PairingPlayer], rounds_played: int) -> _Layout:
    n = len(players)
    sizes: dict[int, int] = {}
    for p in players:
        sizes[p.score] = sizes.get(p.score, 0) + 1
    shift: dict[int, int] = {}
    offset = 0
    for score in sorted(sizes):  # the lowest scoregroup in the lowest bits
        shift[score] = offset
        offset += sizes[score].bit_length() + 1
    return _Layout(count_bits=(2 * n + 2).bit_length(), score_bits=offset, score_shift=shift,
                   rounds_played=rounds_played)


class _DutchRound:
    """The pairing of one round (C.04.3 art. 1.9)."""

    def __init__(self, request: PairingRequest, edition: DutchEdition,
                 completion: bool = True, bye_in_last: bool = False) -> None:
        self.request = request
        self.edition = edition
        # 2017 A.9 / C.4: a bracket above the PPB is paired without regard to completion;
        # its pairing is then a round of its own over the bracket and the next scoregroup
        # (see _pair_alone). With `bye_in_last`, that scoregroup is the last one, whose
        # pairing assigns the PAB (A.9 note), and C.7 counts its pairs with C.2.
        self.completion = completion
        self.bye_in_last = bye_in_last
        # Art. 1.2: by score, then pairing number.
        self.players = sorted(request.players, key=lambda p: (-p.score, p.pairing_no))
        self.n = len(self.players)
        self.layout = _make_layout(self.players, request.rounds_played)
        # Room for the exchange rules (3 count fields) and for the transposition bonuses
        # of a batch of S1 players (see _choose_transpositions).
        self.order_bits = _ORDER_FIELDS * self.layout.count_bits + 1
        # 2017 A.8: the PSD of a collapsed last bracket, one sub-field per score difference.
        self.psd_rank = _psd_ranks(self.players) if edition.collapsed_last_bracket else {}
        self.psd_bits = self.layout.count_bits
        self.clb_floor: int | None = None  # the CLB's artificial value (A.8), once collapsed
        c7_bits = max(self.layout.score_bits, self.psd_bits * (len(self.psd_rank) + 1))
        # 2017 C.16-C.19 in the CLB are score differences too, as wide as its PSD.
        self.float_score_bits = c7_bits if edition.collapsed_last_bracket \
            else self.layout.score_bits
        self.at = _offsets(self.layout, self.order_bits, c7_bits, self.float_score_bits)
        self.score_bit = [self.layout.score_bit(p.score) for p in self.players]
        self.c8_parts = [1 << self.at.c8_pairs | bit << self.at.c8_scores for bit in self.score_bit]
        self._player_kinds()
        # With an odd number of players, one more vertex stands for the pairing-allocated
        # bye: matched to every player at the same weight, it changes no comparison, but
        # the matching stays perfect, which keeps its blossoms small and re-solves fast.
        self.bye_vertex = self.n if self.n % 2 else None
        # Each bracket's base weights change every edge among its players and the next
        # scoregroup's, whose vertex cover is most of them: a repair of those vertices
        # alone costs less than a fresh start of the whole round, which would solve the
        # players below them again (rounds of 100-250 players: 5-15% of the engine's time,
        # its worst rounds a third; 600 and 1,000 players: the same; issues 27, 30, 31).
        self.round_matcher = MatchingComputer(self.n + (self.bye_vertex is not None),
                                              afresh_cover=1.0)
        self.matcher: MatchingComputer | BracketView = self.round_matcher
        # The shares in the weight of every edge outside the brackets, while they are the
        # same for all of a player's edges (see pairing.lower_field); None when not.
        self.outside_shares: list[int] | None = None
        self.completion_check: CompletionCheck | None = None
        self.bye_share = 0  # the least outside share, which completion_check gives the bye
        self.completion_checked = not completion
        self.compatible = self._compatibility()
        self.bye_score: int | None = None
        self.c9_active = False
        self.unplayed_rank: dict[int, int] = {}
        self.final_pairs: list[tuple[int, int]] = []
        self.brackets: list[_Bracket] = []

    def solve(self) -> list[int]:
        """The optimal pairing: mates[i], or i for a player left unpaired."""
        mates = self.matcher.solve()[:self.n]
        if self.bye_vertex is not None:
            mates = [i if m == self.bye_vertex else m for i, m in enumerate(mates)]
        if not self.completion_checked:
            # [C4]: completion is the first field of every weight, so the first optimum
            # pairs as many players as can be paired at all.
            self.completion_checked = True
            if sum(1 for i, m in enumerate(mates) if m == i) > self.n % 2:
                raise _no_complete_pairing()
        return mates

    def _set_bye_vertex_weights(self, weight: int) -> None:
        if self.bye_vertex is not None:
            for i in range(self.n):
                self.matcher.set_weight(i, self.bye_vertex, weight)

    # -- absolute criteria ----------------------------------------------------

    def _compatibility(self) -> list[list[bool]]:
        """compatible[i][j]: players i and j may meet ([C1], [C3])."""
        players, request, n = self.players, self.request, self.n
        index = {p.id: i for i, p in enumerate(players)}
        # [C3] non-topscorers with the same absolute colour preference shall not meet.
        absolute = [p.preference.colour if p.preference.is_absolute
                    and not request.is_topscorer(p) else None for p in players]
        # Each player's row starts all True: only its few exceptions are visited (a
        # comprehension over every pair cost 2% of a round of 250 players, issue 30).
        rows = []
        for i, colour in enumerate(absolute):
            rows.append([True] * n if colour is None else
                        [other is not colour for other in absolute])
            rows[i][i] = False
        for i, p in enumerate(players):
            # [C1] applies when either player's list holds the other (players absent
            # from the round are not in it).
            for other in p.forbidden:
                j = index.get(other)
                if j is not None:
                    rows[i][j] = rows[j][i] = False
        return rows

    # -- weights ----------------------------------------------------------------

    def _bye_candidate(self, p: PairingPlayer) -> bool:
        """[C2] eligible, and [C5] no higher score than the lowest possible assignee."""
        return p.bye_eligible and (self.bye_score is None or p.score <= self.bye_score)

    def shares(self) -> list[int]:
        """Each player's share, as things stand, in the weight of every edge at it: [C2][C5]
        pairing a non-candidate for the bye counts one pair more, so that the player left
        over is a candidate for the bye; [C9] pairing a player with more unplayed games
        is worth more.

        With an even number of players there is no PAB and every optimum pairs everybody
        ([C4] dominates), so the shares add the same to every optimum: they are left out.
        They would make the edges at the few players not eligible for the PAB every
        player's heaviest, and the matching's warm start, which pairs along the edges that
        are heaviest at both ends, would leave most players to its search."""
        if self.bye_vertex is None:
            return [0] * self.n
        at = self.at
        return [(not self._bye_candidate(p)) << at.completion | self._c9(p) << at.c9
                for p in self.players]

    def weights_to(self, li: int, his: Sequence[int], in_bracket: bool, in_next: bool,
                   shares: list[int]) -> list[int]:
        """The weights of pairing each of the players `his` with player li, ranked below
        them all (indices in the ranking of art. 1.2): inside the bracket, or between the
        bracket and the next scoregroup (its look-ahead), or elsewhere, where only [C4]
        (every pair counts) with the players' shares counts."""
        compatible = self.compatible[li]
        if not self.completion:
            return self._weights_without_completion(li, his, in_bracket, compatible)
        base = (1 << self.at.completion) + shares[li]
        if in_next:  # [C8] a pair of the next bracket, and the score paired there
            c8 = self.c8_parts
            return [base + shares[hi] + c8[hi] if compatible[hi] else 0 for hi in his]
        if not in_bracket:
            return [base + shares[hi] if compatible[hi] else 0 for hi in his]
        in_bracket_part, kind, low = self.in_bracket_part, self.kind, self.kind[li]
        return [base + shares[hi] + in_bracket_part(kind[hi], low) if compatible[hi] else 0
                for hi in his]

    def _weights_without_completion(self, li: int, his: Sequence[int], in_bracket: bool,
                                    compatible: list[bool]) -> list[int]:
        """2017: the weights of a bracket paired alone (no C.4), with C.7's look-ahead into
        the next scoregroup; when that is the last, C.7 maximises its pairs as the last
        bracket must pair them, the player left over eligible for the PAB (C.2, A.9 note)."""
        if in_bracket:
            in_bracket_part, kind, low = self.in_bracket_part, self.kind, self.kind[li]
            weights = [in_bracket_part(kind[hi], low) if compatible[hi] else 0 for hi in his]
        else:
            c8 = self.c8_parts
            weights = [c8[hi] if compatible[hi] else 0 for hi in his]
        if not self.bye_in_last:
            return weights
        # Pairing a player not eligible for the PAB counts one pair more (as [C2] in the
        # completion field of the round).
        at, players = self.at.c8_pairs, self.players
        ineligible = not players[li].bye_eligible
        return [w + ((ineligible + (not players[hi].bye_eligible)) << at) if w else 0
                for hi, w in zip(his, weights, strict=True)]

    def _in_bracket_part(self, high_kind: int, low_kind: int) -> int:
        """[C6]-[C21] of a pair inside the bracket, between a player of `high_kind` and a
        lower ranked one of `low_kind` (see _player_kinds)."""
        high, low = self.kind_player[high_kind], self.kind_player[low_kind]
        at = self.at
        c7 = self.layout.score_bit(high.score) if self.clb_floor is None \
            else self._psd_saved(high.score, low.score, self.clb_floor)
        w = (1 << at.c6  # [C6] a pair in the bracket
             | c7 << at.c7  # [C7] the higher score paired (2017 CLB: the PSD saved)
             | self._colour_fields(high, low) << at.colours)  # [C10]-[C13]
        played = self.layout.rounds_played
        if played >= 1:
            w |= (self._float_counts(high, low, 1) << at.floats_1  # [C14][C15]
                  | self._float_scores(high, low, 1) << at.float_scores_1)  # [C18][C19]
        if played >= 2:
            w |= (self._float_counts(high, low, 2) << at.floats_2  # [C16][C17]
                  | self._float_scores(high, low, 2) << at.float_scores_2)  # [C20][C21]
        return w

    def _psd_saved(self, high: int, low: int, floor: int) -> int:
        """2017 A.8 / C.6 in the CLB, whose residents have different scores: pairing two
        players replaces their two downfloater entries of the PSD (score minus the
        artificial value) by one entry (their score difference). Each distinct entry has
        its own sub-field, the larger entries higher, so that the sum over a pairing is
        highest for the lexicographically least PSD."""
        def entry(value: int) -> int:
            return 1 << (self.psd_rank[value] * self.psd_bits)

        return entry(high - floor) + entry(low - floor) - entry(high - low)

    def _player_kinds(self) -> None:
        """Criteria [C6]-[C21] see of a player only its colour preference, score and
        floats of the last two rounds: players alike in these are of one kind, and the
        in-bracket part of a pair's weight is worked out once per pair of kinds."""
        kinds: dict[tuple[object, ...], int] = {}
        self.kind = [kinds.setdefault((p.preference, p.score, p.float_before(1),
                                       p.float_before(2)), len(kinds)) for p in self.players]
        first_of_kind: dict[int, PairingPlayer] = {}
        for p, k in zip(self.players, self.kind, strict=True):
            first_of_kind.setdefault(k, p)
        self.kind_player = [first_of_kind[k] for k in range(len(kinds))]
        self.in_bracket_part = cache(self._in_bracket_part)

    def _c9(self, p: PairingPlayer) -> int:
        """[C9] the player left over should have the fewest unplayed games: pairing a
        player with more unplayed games is worth more."""
        if not self.c9_active or p.score != self.bye_score:
            return 0
        return self.unplayed_rank[p.unplayed_rounds]

    def _colour_fields(self, high: PairingPlayer, low: PairingPlayer) -> int:
        """[C10]-[C13], one bit each, set when the pair does NOT violate the criterion."""
        ph, pl = high.preference, low.preference
        same = ph.colour is not None and ph.colour is pl.colour
        both_absolute = ph.is_absolute and pl.is_absolute
        # [C10] a topscorer (or opponent) gets a colour difference beyond ±2.
        c10 = not (same and ph.absolute_imbalance and pl.absolute_imbalance)
        # [C11] a topscorer (or opponent) gets the same colour three times in a row:
        # art. 5.2.2 grants the wider colour difference, the other player loses.
        if same and both_absolute:
            if abs(ph.difference) == abs(pl.difference):
                c11 = ph.repeated is None or ph.repeated is not pl.repeated
            else:
                loser = low.preference if abs(ph.difference) > abs(pl.difference) else ph
                assert ph.colour is not None  # `same`: both prefer this colour
                c11 = loser.repeated is not ph.colour.opposite
        else:
            c11 = True
        c12 = not same  # [C12] both get their colour preference
        strong_h = ph.strength.value >= PreferenceStrength.STRONG.value
        strong_l = pl.strength.value >= PreferenceStrength.STRONG.value
        c13 = not (same and strong_h and strong_l and not both_absolute)  # [C13]
        cb = self.layout.count_bits
        return (((int(c10) << cb | int(c11)) << cb | int(c12)) << cb) | int(c13)

    def _float_counts(self, high: PairingPlayer, low: PairingPlayer, back: int) -> int:
        """[C14]/[C16] residents with the same downfloat paired here (so they do not float
        down again); [C15]/[C17] no resident with the same upfloat paired with an MDP."""
        down = int(low.float_before(back) is Float.DOWN)
        down += int(high.score <= low.score and high.float_before(back) is Float.DOWN)
        up = int(not (high.score > low.score and low.float_before(back) is Float.UP))
        return (down << self.layout.count_bits) | up

    def _float_scores(self, high: PairingPlayer, low: PairingPlayer, back: int) -> int:
        """[C18]/[C20] the scores of repeated downfloaters kept in the bracket;
        [C19]/[C21] the scores of the opponents of repeated upfloaters avoided."""
        if self.clb_floor is not None:
            return self._float_differences(high, low, back, self.clb_floor)
        lay = self.layout
        down = 0
        if low.float_before(back) is Float.DOWN:
            down += lay.score_bit(low.score)
        if high.float_before(back) is Float.DOWN:
            down += lay.score_bit(high.score)
        up = 0 if (high.score > low.score and low.float_before(back) is Float.UP) \
            else lay.score_bit(high.score)
        return (down << self.float_score_bits) | up

    def _float_differences(self, high: PairingPlayer, low: PairingPlayer, back: int,
                           floor: int) -> int:
        """2017 C.16-C.19 in the CLB, whose residents have different scores: the score
        differences (A.8 entries, as in _psd_saved) of the players who receive the same
        float again. A repeated downfloater paired with a lower player has the pair's
        difference instead of its downfloater entry, one paired with an equal none; a
        repeated upfloater has the pair's difference (taken from a constant above every
        entry, so that the field stays positive)."""
        rank, bits = self.psd_rank, self.psd_bits

        def entry(value: int) -> int:
            return 1 << (rank[value] * bits)

        down = 0
        if low.float_before(back) is Float.DOWN:
            down += entry(low.score - floor)
        if high.float_before(back) is Float.DOWN:
            down += entry(high.score - floor)
            if high.score > low.score:
                down -= entry(high.score - low.score)
        up = 1 << (len(rank) * bits)
        if high.score > low.score and low.float_before(back) is Float.UP:
            up -= entry(high.score - low.score)
        return (down << self.float_score_bits) | up

    # -- the round ---------------------------------------------------------------

    def pair(self) -> PairingResult:
        if self.n == 0:
            raise PairingError(_("There is no player to pair in this round."))
        self._find_bye_score()
        brackets = self._scoregroups()
        mdps: list[int] = []
        for k, residents in enumerate(brackets):
            nxt = brackets[k + 1] if k + 1 < len(brackets) else []
            if nxt and self.edition.collapsed_last_bracket:
                alone = self._pair_alone(mdps, residents, nxt, last=k + 2 == len(brackets))
                if alone is None:
                    # 2017 A.9: the PPB, paired under C.4 without C.7; then the CLB.
                    mdps = _Bracket(self, mdps, residents, []).pair()
                    mdps = self._pair_collapsed(mdps, [i for b in brackets[k + 1:] for i in b])
                    break
                mdps = alone
                continue
            mdps = self._pair_bracket(mdps, residents, nxt)
            after_next = brackets[k + 2] if k + 2 < len(brackets) else []
            self._update_c9_after_bracket(mdps + nxt, nxt, after_next)
        if len(mdps) > 1:
            # Players moved down from the last scoregroup: pair them among themselves.
            mdps = _Bracket(self, [], mdps, []).pair()
        if len(mdps) > self.n % 2:
            raise PairingError(_("The round-pairing cannot be completed (art. 1.9.3)."))
        pairs = [self._colours(a, b) for a, b in self.final_pairs]
        bye = self.players[mdps[0]].id if mdps else None
        return PairingResult(pairs=pairs, bye=bye,
                             checklist=explain(self.request, self.brackets, pairs, bye,
                                               self.edition) if self.request.explained else "")

    # -- 2017 A.9: the Penultimate Pairing Bracket and the Collapsed Last Bracket ----------

    def _pair_alone(self, mdps: list[int], residents: list[int], nxt: list[int],
                    last: bool) -> list[int] | None:
        """2017 A.9: pair the bracket without regard to completion (C.5-C.19, C.7 looking
        into the next scoregroup, the `last` one or not), the candidate generated first
        among the best (B.8). When its downfloaters, with all the players below, allow
        the completion of the round-pairing, its pairs are final and its downfloaters
        are returned; otherwise (None) the bracket is the PPB."""
        members = mdps + residents
        group = members + nxt  # in the order of A.2, as the round's players
        request = dataclasses.replace(self.request, players=[self.players[i] for i in group])
        alone = _DutchRound(request, self.edition, completion=False, bye_in_last=last)
        at = {i: k for k, i in enumerate(group)}
        bracket = _Bracket(alone, [at[i] for i in mdps], [at[i] for i in residents],
                           [at[i] for i in nxt])
        downfloaters = [group[k] for k in bracket.pair()]
        if not self._completable(downfloaters + list(range(members[-1] + 1, self.n))):
            return None
        final = _Bracket(self, mdps, residents, [])
        for a, b in bracket.pairs:
            final._finalize(group[a], group[b])
        return downfloaters

    def _completable(self, players: list[int]) -> bool:
        """Whether `players` can all be paired, but for one eligible for the PAB (C.1-C.3)."""
        odd = len(players) % 2
        matcher = MatchingComputer(len(players) + odd)
        for b in range(1, len(players)):
            matcher.set_weights(b, list(range(b)), [int(self.compatible[players[a]][players[b]])
                                                    for a in range(b)])
        if odd:
            matcher.set_weights(len(players), list(range(len(players))),
                                [int(self.players[i].bye_eligible) for i in players])
        mates = matcher.solve()
        return all(m != v for v, m in enumerate(mates))

    def _pair_collapsed(self, mdps: list[int], collapsed: list[int]) -> list[int]:
        """2017 A.9: the PPB's downfloaters and every player below it form the CLB, one
        bracket whose residents have different scores: C.6 is the PSD of A.8, whose
        artificial value is one point below the lowest score in it."""
        self.clb_floor = min(self.players[i].score for i in mdps + collapsed) - _ONE_POINT
        self.in_bracket_part = cache(self._in_bracket_part)
        return _Bracket(self, mdps, collapsed, []).pair()

    def _scoregroups(self) -> list[list[int]]:
        groups: list[list[int]] = []
        for i, p in enumerate(self.players):
            if groups and self.players[groups[-1][0]].score == p.score:
                groups[-1].append(i)
            else:
                groups.append([i])
        return groups

    def _find_bye_score(self) -> None:
        """[C5] with an odd number of players, find the lowest score a player eligible for
        the bye ([C2]) can have; then give every edge its weight outside any bracket."""
        # The bye vertex: worth one pair in the completion field, nothing below it.
        self._set_bye_vertex_weights(1 << self.at.completion)
        if self.n % 2 == 0:
            self._set_outside_weights()
        elif not self.edition.pab_score_criterion:
            self._any_eligible_player_takes_the_bye()
        elif not self._lowest_eligible_score_takes_the_bye():
            self.bye_score = None
            self._find_lowest_bye_score()
            self._set_outside_weights()
            self._set_bye_vertex_weights(1 << self.at.completion)

    def _pair_bracket(self, mdps: list[int], residents: list[int], nxt: list[int]) -> list[int]:
        """Pair a bracket (with its look-ahead into `nxt`), its group solved without the
        lower field where that gives the same pairing (pairing.lower_field)."""
        view = self._bracket_view(mdps, mdps + residents + nxt, len(nxt))
        if view is None:
            return _Bracket(self, mdps, residents, nxt).pair()
        self.matcher = view
        try:
            return _Bracket(self, mdps, residents, nxt).pair()
        finally:
            self.matcher = self.round_matcher

    def _bracket_view(self, mdps: list[int], group: list[int],
                      next_size: int) -> BracketView | None:
        if not self.completion:
            return None
        partners = {a: b for pair in self.final_pairs for a, b in (pair, pair[::-1])}
        in_group = set(group)
        lower = [i for i in range(self.n) if i not in partners and i not in in_group]
        matcher = self.round_matcher
        if not lower and not partners:
            # The group is the whole round (round 1's one scoregroup): the round's matching,
            # solved with the outside weights already, is its own (round 1 of 3,000 players:
            # 13 s, alone 16-18 s).
            return None
        if not lower and self.bye_vertex is not None:
            # The group and the bye vertex are all that is left to pair: their matching,
            # with the round's weights, is the round's but for the pairs already made.
            return BracketView(matcher, None, [*group, self.bye_vertex], [],
                               [0] * (self.n + 1), 0, partners)
        shares = self.outside_shares
        if shares is None:
            return None
        if not mdps and not self.final_pairs and len(group) > len(lower):
            # The first bracket of round 2 (no MDPs, half the field and its next
            # scoregroup): the group is most of the matching, whose state lets rematch settle
            # the transpositions; in the group's own, the bracket's players lie in one blossom
            # (its odd set leaves a player over) and each batch re-solves (round 2 of 1,000
            # players: 0.8 s, alone 2.2 s). A last bracket of few players above fewer still
            # (pairs made) is solved alone: the round's matching would start afresh for it,
            # over the whole round.
            return None
        least = min((shares[i] for i in lower), default=0)
        if least > min(shares[i] for i in group):
            return None  # a player of the group would take the bye: not a reduction
        if self.completion_check is None or least != self.bye_share:
            self.bye_share = least
            takers = [s == least for s in shares] + [False]  # the bye vertex: no bye
            size = self.n + (self.bye_vertex is not None)
            self.completion_check = CompletionCheck(matcher, size, self.bye_vertex, takers)
        return BracketView(matcher, self.completion_check, group, lower, shares,
                           1 << self.at.completion, partners, len(group) - next_size,
                           1 << self.at.c6)

    def _set_outside_weights(self, top_size: int = 0) -> None:
        """Every edge's weight outside any bracket; with `top_size`, the pairs inside the
        top scoregroup (its first players) also count for [C6] of the first bracket."""
        shares = self.shares()
        self.outside_shares = shares
        if self.bye_vertex is None and not top_size and self.completion:
            # Without a PAB every share is 0: each edge weighs the completion field alone.
            self.round_matcher.set_edges(self.compatible, 1 << self.at.completion)
            return
        c6 = 1 << self.at.c6
        for li in range(1, self.n):
            his = range(li)
            weights = self.weights_to(li, his, False, False, shares)
            if li < top_size:
                weights = [w + c6 if w else 0 for w in weights]
            self.matcher.set_weights(li, his, weights)

    def _any_eligible_player_takes_the_bye(self) -> None:
        """2017 C.2 and A.9 (no [C5]): the player left over may be any player eligible for
        the PAB, whatever the score; the brackets from the top decide who it is."""
        self._set_outside_weights()
        mates = self.solve()
        unpaired = [i for i in range(self.n) if mates[i] == i]
        if not self.players[unpaired[0]].bye_eligible:
            raise _no_complete_pairing()

    def _lowest_eligible_score_takes_the_bye(self) -> bool:
        """Nearly always the bye can go to the lowest score of an eligible player: with
        that score for [C5], when the optimum leaves such a player over, it is the lowest
        possible. Otherwise _find_lowest_bye_score searches."""
        eligible = [p.score for p in self.players if p.bye_eligible]
        if not eligible:
            return False
        self.bye_score = min(eligible)
        top_size = sum(1 for p in self.players if p.score == self.players[0].score)
        self._set_outside_weights(top_size)
        mates = self.matcher.solve()[:self.n]
        unpaired = [i for i, m in enumerate(mates) if m in (i, self.bye_vertex)]
        if len(unpaired) != 1 or not self._bye_candidate(self.players[unpaired[0]]):
            return False
        self.completion_checked = True  # everybody else is paired
        self._settle_c9([i if m == self.bye_vertex else m for i, m in enumerate(mates)])
        if self.c9_active:
            # [C9] counts outside the first bracket too (its own edges get their weights
            # with the bracket).
            shares, top = self.shares(), range(top_size)
            self.outside_shares = None  # a player's edges to the top scoregroup differ
            for li in range(top_size, self.n):
                self.matcher.set_weights(li, top, self.weights_to(li, top, False, False, shares))
        return True

    def _find_lowest_bye_score(self) -> None:
        n = self.n
        group_rank = {s: r for r, s in enumerate(sorted({p.score for p in self.players}))}
        rank_bits = (2 * n * (len(group_rank) + 1)).bit_length()
        # Wide enough for the count of pairs inside the top scoregroup: summed over the
        # matching, a narrower field would carry into the score ranks and let a higher
        # bye score tie with the lowest ([C5]).
        top_bits = (n + 1).bit_length()
        for hi in range(n):
            for li in range(hi + 1, n):
                if not self.compatible[hi][li]:
                    continue
                high, low = self.players[hi], self.players[li]
                w = 1 + (not high.bye_eligible) + (not low.bye_eligible)
                w = (w << rank_bits) | (group_rank[high.score] + group_rank[low.score])
                w = (w << top_bits) | (low.score >= self.players[0].score)
                self.matcher.set_weight(hi, li, w)
        self._set_bye_vertex_weights(1 << (rank_bits + top_bits))
        mates = self.solve()
        unmatched = [i for i in range(n) if mates[i] == i]
        if not self.players[unmatched[0]].bye_eligible:
            raise _no_complete_pairing()
        self.bye_score = self.players[unmatched[0]].score
        self._settle_c9(mates)

    def _settle_c9(self, mates: list[int]) -> None:
        """Whether [C9] matters from the first bracket on: the bye goes to the top
        scoregroup, which pairs among itself (in `mates`, an optimum that maximises
        the pairs inside it)."""
        top = self.players[0].score
        # 2025 [C9]; 2017 C.5-C.19 have no criterion on the PAB assignee's unplayed games.
        self.c9_active = self.edition.pab_unplayed_games_criterion and (
            self.bye_score is not None and self.bye_score >= top
            and all(self.players[mates[i]].score >= top
                    for i in range(self.n) if self.players[i].score >= top))
        self._rank_unplayed()

    def _rank_unplayed(self) -> None:
        counts = sorted({p.unplayed_rounds for p in self.players if p.score == self.bye_score})
        self.unplayed_rank = {c: r for r, c in enumerate(counts)}

    def _update_c9_after_bracket(self, unpaired: list[int], nxt: list[int],
                                 after_next: list[int]) -> None:
        """[C9] matters in the bracket whose leftover player becomes the bye assignee: the
        last bracket, or a bracket at or below the assignee's score in which every player
        (resident or moved down) is to be paired inside it but the one left over: its
        choice of that player is the choice of the assignee, who floats down to the bye
        (an assignee of a higher score than the bracket is one of its MDPs)."""
        if self.bye_score is None or not nxt or not self.edition.pab_unplayed_games_criterion:
            self.c9_active = False  # 2025 [C9] only (2017 has no such criterion)
            return
        if not after_next:
            self.c9_active = True
            return
        score = self.players[nxt[0]].score
        if self.bye_score < score:
            self.c9_active = False  # (no solve: the matching may stand for a fresh start)
            return
        mates = self.solve()
        self.c9_active = all(self.players[mates[i]].score >= score for i in unpaired)

    def _colours(self, ai: int, bi: int) -> tuple[int, int]:
        """(white id, black id) for players ai < bi (ai is the higher ranked)."""
        a, b = self.players[ai], self.players[bi]
        white = colour_of_higher(a, b, self.request.initial_colour) is Colour.WHITE
        return (a.id, b.id) if white else (b.id, a.id)


def _no_complete_pairing() -> PairingError:
    return PairingError(_(
        "No pairing of this round satisfies the absolute criteria [C1]-[C3]: too many players"
        " have already met or cannot take the colour they must have."))

_ONE_POINT = 10  # tenths (2017 A.8: "one point less than the score of the lowest")


def _psd_ranks(players: list[PairingPlayer]) -> dict[int, int]:
    """2017 A.8: every entry a PSD of a collapsed bracket can hold (a score difference, or
    a score minus one point below a lower score), ranked from the smallest."""
    scores = {p.score for p in players}
    differences = {a - b for a in scores for b in scores if a >= b}
    entries = differences | {d + _ONE_POINT for d in differences}
    return {value: rank for rank, value in enumerate(sorted(entries))}


# The width of the article-4 order field, in count fields: at least the 3 of the exchange
# rules; more lets one re-optimisation settle more transpositions (see
# _choose_transpositions), but makes every weight longer.
_ORDER_FIELDS = 6


def colour_of_higher(a: PairingPlayer, b: PairingPlayer, initial_colour: Colour) -> Colour:
    """C.04.3 art. 5.2: the colour of `a`, the higher ranked player of the pair (art. 1.2)."""
    pa, pb = a.preference, b.preference
    if pa.colour is None and pb.colour is None:
        # 5.2.5: the higher ranked player with an odd pairing number gets the initial colour.
        return initial_colour if a.pairing_no % 2 == 1 else initial_colour.opposite
    if pa.colour is not pb.colour:  # 5.2.1: grant both preferences (or the only one)
        if pa.colour is not None:
            return pa.colour
        assert pb.colour is not None  # not both none
        return pb.colour.opposite
    colour = pa.colour  # both prefer it (not both none)
    assert colour is not None
    # 5.2.2: grant the stronger preference; both absolute: the wider colour difference.
    if pa.is_absolute or pb.is_absolute:
        if pa.is_absolute and (not pb.is_absolute or abs(pa.difference) > abs(pb.difference)):
            return colour
        if pb.is_absolute and (not pa.is_absolute or abs(pb.difference) > abs(pa.difference)):
            return colour.opposite
    elif pa.strength is not pb.strength:
        return colour if pa.strength is PreferenceStrength.STRONG else colour.opposite
    # 5.2.3: alternate to the most recent time one had white and the other black
    # (played games only, C.04.2 D.5).
    for ca, cb in zip(reversed(a.played_colours), reversed(b.played_colours), strict=False):
        if ca is not cb:
            return cb
    return colour  # 5.2.4: grant the higher ranked player's preference


class _Bracket:
    """One pairing bracket: MDPs (from the brackets above) and residents (art. 1.3)."""

    def __init__(self, rnd: _DutchRound, mdps: list[int], residents: list[int],
                 nxt: list[int]) -> None:
        self.r = rnd
        self.mdps = mdps
        self.residents = residents
        self.members = mdps + residents
        self.nxt = nxt
        self.in_bracket = set(self.members)
        self.paired: set[int] = set()
        self.pairs: list[tuple[int, int]] = []
        self.bsn_sums = True  # whether the exchange weights include rule 2
        self.guessed_s1_size = -1  # the S1 size rule 1 is set for ahead, if any
        rnd.brackets.append(self)

    def pair(self) -> list[int]:
        """Pairs the bracket into the round's final pairs; returns its downfloaters."""
        self._set_base_weights()
        if not self.mdps:
            self._expect_remainder()
        selected = self._select_mdps()
        for mdp in selected:
            self._choose_opponent(mdp, self.residents, len(self.members) + len(self.nxt))
        if self.mdps:  # the remainder is known once the MDPs have their opponents
            self._expect_remainder()
        self._pair_remainder()
        return self.downfloaters

    @property
    def downfloaters(self) -> list[int]:
        return [i for i in self.members if i not in self.paired]

    # Weights of the edges of this bracket and of its look-ahead into the next one.
    def _set_base_weights(self) -> None:
        r = self.r
        # The group is in the order of art. 1.2 (MDPs first, then the residents, then the
        # next scoregroup): base_rows[k] holds the weights of the edges from its k-th
        # player to the players before it (none for an MDP: the MDPs are not paired with
        # each other here). A row costs a pointer an edge (the weights are the matching's
        # input); a dict keyed by pairs took about 100 bytes an edge (round 2 of 2,000
        # players: 579 MiB at its peak, 431 MiB with the rows).
        group = self.members + self.nxt
        self.rank = {i: k for k, i in enumerate(group)}
        self.base_rows: list[list[int]] = []
        mdp_set = set(self.mdps)
        shares = r.shares()
        for j, li in enumerate(group):
            if li in mdp_set:
                self.base_rows.append([])
                continue
            his = group[:j]
            in_bracket = li in self.in_bracket
            weights = r.weights_to(li, his, in_bracket, not in_bracket, shares)
            self.base_rows.append(weights)
            r.matcher.set_weights(li, his, weights)

    def _base(self, a: int, b: int) -> int:
        rank = self.rank
        if a not in rank or b not in rank:
            return 0
        ka, kb = rank[a], rank[b]
        if ka > kb:
            ka, kb = kb, ka
        row = self.base_rows[kb]
        return row[ka] if ka < len(row) else 0

    def _drop_base(self, a: int, b: int) -> None:
        """Edge {a, b} is no longer a pair of this bracket (its base weight is 0)."""
        ka, kb = sorted((self.rank[a], self.rank[b]))
        row = self.base_rows[kb]
        if ka < len(row):
            row[ka] = 0

    # Art. 4.4 / 2.7.3: the MDPs paired here: highest scores first, then the lowest BSNs.
    def _select_mdps(self) -> list[int]:
        r = self.r
        residents = set(self.residents)
        mates = r.solve()
        selected: list[int] = []
        by_score: dict[int, list[int]] = {}
        for i in self.mdps:
            by_score.setdefault(r.players[i].score, []).append(i)
        for score in sorted(by_score, reverse=True):
            group = by_score[score]
            still_to_pair = sum(1 for i in group if mates[i] in residents)
            for pos, i in enumerate(group):
                if still_to_pair == 0:
                    break
                if len(group) - pos > still_to_pair and mates[i] not in residents:
                    self._boost(i, 1)
                    mates = r.solve()
                if mates[i] in residents:
                    selected.append(i)
                    still_to_pair -= 1
                    self._boost(i, len(self.residents) + 1)
        return selected

    def _boost(self, i: int, amount: int) -> None:
        weights = [w + amount if (w := self._base(i, j)) else 0 for j in self.residents]
        self.r.matcher.set_weights(i, self.residents, weights)

    # Art. 4.2: the first opponent in S2 order that keeps the pairing optimal.
    def _choose_opponent(self, i: int, candidates: list[int], bonus_floor: int) -> None:
        """Pair i with the highest-ranked candidate an optimal pairing allows. Each candidate
        gets a bonus on top of its base weight, the highest-ranked the largest; the bonuses
        are at least `bonus_floor`, which must exceed any boost i's edges carry now."""
        r = self.r
        free = [j for j in candidates if j not in self.paired]
        # Set at once, not after a solve that shows whether they are needed: nearly always
        # they are, and one re-optimisation after i's boost and bonuses costs as much as
        # one after the boost alone.
        weights = [w + bonus if (w := self._base(i, j)) else 0
                   for bonus, j in enumerate(reversed(free), start=bonus_floor)]
        r.matcher.set_weights(i, free[::-1], weights)
        self._finalize(i, r.solve()[i])

    def _finalize(self, a: int, b: int) -> None:
        r = self.r
        r.matcher.isolate_pair(a, b)  # the pair's own weight stays: it is in the matching
        self.paired.update((a, b))
        self.pairs.append((min(a, b), max(a, b)))
        r.final_pairs.append((min(a, b), max(a, b)))

    # Art. 2.6 / 4.3: the remainder, its exchanges and its transpositions.
    def _first_candidate_looks_ideal(self, remainder: list[int]) -> bool:
        """Whether every pair of the remainder's first candidate (S1 against S2 in order)
        weighs as much as the bracket's best pair: then it is most likely the pairing, and
        _first_candidate_is_optimal will show it without any exchange weights."""
        half = len(remainder) // 2
        best = max((max(row, default=0) for row in self.base_rows), default=0)
        if not best:
            return half == 0
        return all(self._base(a, b) == best for a, b in
                   zip(remainder[:half], remainder[half:2 * half], strict=True))

    def _expect_remainder(self) -> None:
        """Nearly always S1 is the first half of the remainder (without MDPs, the whole
        bracket; with them, the residents they left). Unless its first candidate looks
        ideal, rule 1 of 4.3.3 (fewest exchanges) on its edges from the start lets the
        first optimum show whether an optimal pairing needs no exchange at all; when it
        does not, the re-optimisation for the exchange rules is saved: with rule 2 (the
        BSN sums) every edge of the remainder has a weight of its own, and the matching
        re-solves for them from scratch (round 2 of 2,000 players: 29 s for its last
        bracket, which has an MDP)."""
        remainder = [i for i in self.residents if i not in self.paired]
        if self._first_candidate_looks_ideal(remainder):
            return
        self.remainder = remainder
        self.pos = {i: k for k, i in enumerate(remainder)}
        self.s1_size = self.guessed_s1_size = len(remainder) // 2
        self.bsn_sums = False
        self._set_exchange_weights()

    def _pair_remainder(self) -> None:
        r = self.r
        mates = r.solve()
        remainder = [i for i in self.residents if i not in self.paired]
        pos = {i: k for k, i in enumerate(remainder)}
        n_pairs = sum(1 for i in remainder if mates[i] in pos and mates[i] < i)
        rule_1_set = n_pairs == self.guessed_s1_size
        if n_pairs == 0 or self._first_candidate_is_optimal(remainder, mates, n_pairs):
            if self.guessed_s1_size >= 0:  # the floaters' edges go back to their base weights
                self._restore_base_weights([i for i in remainder if i not in self.paired])
            return
        self.remainder, self.pos, self.s1_size = remainder, pos, n_pairs
        # With rule 1 set ahead for this S1 and no exchange in the optimum, S1 stays as it
        # is, and its BSN sum (rule 2) is the least possible: nothing to re-optimise.
        no_exchange = all(pos[i] < n_pairs for i in remainder if self._is_s1(mates, i))
        if not (rule_1_set and no_exchange):
            self.bsn_sums = True
            self._set_exchange_weights()
            mates = r.solve()
        self._fix_exchanges(mates)
        self._choose_transpositions([i for i in remainder if i in self.s1])

    def _first_candidate_is_optimal(self, remainder: list[int], mates: list[int],
                                    n_pairs: int) -> bool:
        """Art. 4.2: the first candidate of the sequence pairs S1 (the first n_pairs of the
        remainder) with S2 in order, no exchange, no transposition; the players after
        them float. When it scores as well on every criterion as the optimum found, with
        the same players floating or the floaters unpaired (the PAB), it is the pairing:
        pair it at once."""
        paired = remainder[:2 * n_pairs]
        members = set(remainder)
        floating = {i for i in remainder if mates[i] == i or mates[i] not in members}
        if floating != set(remainder[2 * n_pairs:]) and any(mates[i] != i for i in floating):
            return False
        first = list(zip(paired[:n_pairs], paired[n_pairs:], strict=True))
        weights = [self._base(a, b) for a, b in first]
        if not all(weights):
            return False
        optimum = sum(self._base(i, mates[i]) for i in remainder
                      if mates[i] > i and mates[i] in members)
        if sum(weights) != optimum:
            return False
        for a, b in first:
            self._finalize(a, b)
        return True

    def _choose_transpositions(self, s1: list[int]) -> None:
        """Art. 4.2: the S1 players, in order, each take the first S2 opponent, in the
        order of the transpositions, that an optimal pairing allows. Mostly that is the
        first opponent with a tight edge, and the optimum found can be changed into one
        that pairs them without a re-solve (see _takes_first_tight_opponent). Otherwise
        the player and the next ones form a batch: their bonuses are lexicographic (the
        first player's choice is worth more than every later one's together), so one
        re-optimisation settles the whole batch exactly as choosing one player after the
        other would."""
        r = self.r
        # Each S1 player of a batch has a field for its bonus (below the remainder's
        # size): as many players as the order bits hold. Every S1 player is paired in
        # each optimal pairing, so its field holds one bonus and never carries.
        field = len(self.remainder).bit_length()
        batch_size = max(1, (r.order_bits - 1) // field)
        k = 0
        after_batch = False
        while k < len(s1):
            if self._takes_first_tight_opponent(s1[k], after_batch):
                k += 1
                after_batch = False
                continue
            batch = s1[k:k + batch_size]
            for position, i in enumerate(batch):
                shift = (len(batch) - 1 - position) * field
                free = [j for j in self._later(i) if j not in self.paired]
                weights = [w + (bonus << shift) if (w := self._exchange_weight(i, j)) else 0
                           for bonus, j in enumerate(reversed(free), start=1)]
                r.matcher.set_weights(i, free[::-1], weights)
            mates = r.solve()
            for i in batch:
                self._finalize(i, mates[i])
            k += len(batch)
            after_batch = True

    def _takes_first_tight_opponent(self, i: int, after_batch: bool) -> bool:
        """Pair S1 player i with its first opponent, in the order of the transpositions,
        whose edge to i is tight in the optimum of the last solve, when an optimal pairing
        holds that pair: the optimum itself, or another one found from it by
        MatchingComputer.rematch. The opponents before it are in no optimal pairing (only
        tight edges are, see MatchingComputer.tight_edges), so it is i's choice. False
        (nothing changed) when no such pairing was found.

        Right `after_batch`, when fixing the batch's pairs broke the certificate (they
        took edges of a blossom), it is False at once: the next batch's re-optimisation
        repairs the certificate on the way, and a re-solve for it alone would cost about
        as much (round 9 of 2,000 players, whose middle brackets lie in blossoms that
        never let a player take its opponent so)."""
        r = self.r
        if not r.matcher.certified:
            if after_batch:
                return False
            r.solve()  # the certificate of the current weights (after the last pairs fixed)
        free = [j for j in self._later(i) if j not in self.paired]
        first = next(compress(free, r.matcher.tight_edges(i, free)), None)
        if first is None or not r.matcher.rematch(i, first):
            return False
        self._finalize(i, first)
        return True

    def _exchange_weight(self, hi: int, li: int) -> int:
        """Base weight plus article 4.3.3 rules 1-2: fewest exchanges, then (while S1 may
        still change, see bsn_sums) the smallest difference of the BSN sums moved between
        S1 and S2."""
        w = self._base(hi, li)
        if not w:
            return 0
        cb = self.r.layout.count_bits
        k = self.pos[hi]
        return w + ((((k < self.s1_size) << (2 * cb)) - k * self.bsn_sums) << 1)

    def _set_exchange_weights(self) -> None:
        for hi in self.remainder:
            later = self._later(hi)
            self.r.matcher.set_weights(hi, later, [self._exchange_weight(hi, li) for li in later])

    def _restore_base_weights(self, players: list[int]) -> None:
        """The edges among `players` without their exchange weights."""
        for a, hi in enumerate(players):
            later = players[a + 1:]
            self.r.matcher.set_weights(hi, later, [self._base(hi, li) for li in later])

    def _is_s1(self, mates: list[int], i: int) -> bool:
        """In the candidate, i is the higher player of a pair inside the remainder."""
        return mates[i] in self.pos and mates[i] > i

    def _fix_exchanges(self, mates: list[int]) -> None:
        """Article 4.3.3 rules 3-4: move the highest BSNs out of S1, then the lowest BSNs
        of S2 into it."""
        r = self.r
        rem = self.remainder
        s1_orig = rem[: self.s1_size]
        exchanges = sum(1 for i in s1_orig if not self._is_s1(mates, i))
        s1: set[int] = set()
        not_s1: set[int] = set()
        if exchanges:
            remaining = exchanges
            for i in reversed(s1_orig):
                if remaining == 0:
                    break
                if self._is_s1(mates, i):
                    self._adjust_later(i, -1)
                    mates = r.solve()
                moved = not self._is_s1(mates, i)
                if moved:
                    remaining -= 1
                    not_s1.add(i)
                    self._forbid_as_higher(i)
                else:
                    self._adjust_later(i, 0)
            remaining = exchanges
            for i in rem[self.s1_size:]:
                if remaining <= 1:
                    break
                already = self._is_s1(mates, i)
                if not already:
                    self._adjust_later(i, +1)
                    mates = r.solve()
                if self._is_s1(mates, i):
                    remaining -= 1
                    s1.add(i)
                    self._force_as_higher(i)
                elif not already:
                    self._adjust_later(i, 0)
        self.s1 = {i for i in rem if self._is_s1(mates, i)}
        # From here on, only edges from the new S1 to the new S2 remain. Those keep their
        # exchange weight: it adds the same amount to every edge of an S1 player, and every
        # S1 player is paired in every optimal pairing left, so it decides nothing more.
        for hi in rem:
            later = self._later(hi)
            if hi in self.s1:
                weights = [0 if li in self.s1 else self._exchange_weight(hi, li) for li in later]
            else:
                weights = [0] * len(later)
            for li, w in zip(later, weights, strict=True):
                if not w:
                    self._drop_base(hi, li)
            r.matcher.set_weights(hi, later, weights)

    def _later(self, i: int) -> list[int]:
        return self.remainder[self.pos[i] + 1:]

    def _adjust_later(self, i: int, delta: int) -> None:
        later = self._later(i)
        weights = [w + delta if (w := self._exchange_weight(i, j)) else 0 for j in later]
        self.r.matcher.set_weights(i, later, weights)

    def _forbid_as_higher(self, i: int) -> None:
        later = self._later(i)
        for j in later:
            self._drop_base(i, j)
        self.r.matcher.set_weights(i, later, [0] * len(later))

    def _force_as_higher(self, i: int) -> None:
        r = self.r
        for j in self.remainder[: self.pos[i]]:
            self._drop_base(j, i)
            r.matcher.set_weight(j, i, 0)
        for j in self.nxt:
            self._drop_base(i, j)
            r.matcher.set_weight(i, j, 0)
        for j in self._later(i):
            r.matcher.set_weight(i, j, self._exchange_weight(i, j))


def pair_round(request: PairingRequest, edition: DutchEdition = EDITION_2025) -> PairingResult:
    """Pair one round with the FIDE Dutch system (by default its current edition); the
    request must be built with the edition's `unplayed` rules."""
    return _DutchRound(request, edition).pair()


# -- the explanation ("checklist") ---------------------------------------------------------

def _ids(players: list[PairingPlayer], indices: list[int]) -> str:
    return " ".join(str(players[i].id) for i in indices) or _("none")


def _unmet_criteria(request: PairingRequest, bracket: _Bracket,
                    colour_of: dict[int, Colour]) -> list[str]:
    """The criteria of article 3 the bracket's pairing could not fully meet, and for whom."""
    players = bracket.r.players
    unmet: dict[str, list[int]] = {}

    def note(criterion: str, p: PairingPlayer) -> None:
        unmet.setdefault(criterion, []).append(p.id)

    for a, b in bracket.pairs:
        for me, other in ((players[a], players[b]), (players[b], players[a])):
            pref, got = me.preference, colour_of[me.id]
            if pref.colour is not None and got is not pref.colour:
                note(_("[C12] colour preference not granted"), me)
                if pref.strength.value >= PreferenceStrength.STRONG.value:
                    note(_("[C13] strong or absolute colour preference not granted"), me)
            if me.score < other.score:  # an upfloat this round
                for back, criterion in ((1, "[C15]"), (2, "[C17]")):
                    if me.float_before(back) is Float.UP:
                        note(ngettext("{criterion} upfloat as {back} round before",
                                      "{criterion} upfloat as {back} rounds before", back
                                      ).format(criterion=criterion, back=back), me)
    for i in bracket.downfloaters:
        p = players[i]
        for back, criterion in ((1, "[C14]"), (2, "[C16]")):
            if p.float_before(back) is Float.DOWN:
                note(ngettext("{criterion} downfloat as {back} round before",
                              "{criterion} downfloat as {back} rounds before", back
                              ).format(criterion=criterion, back=back), p)
    return [_("{criterion}: {players}").format(criterion=criterion,
                                               players=" ".join(map(str, sorted(ids))))
            for criterion, ids in sorted(unmet.items())]


def explain(request: PairingRequest, brackets: list[_Bracket], pairs: list[tuple[int, int]],
            bye: int | None, edition: DutchEdition = EDITION_2025) -> str:
    """What an arbiter needs to explain the pairing: the pairing card of every player,
    then every bracket with its residents, MDPs, downfloaters and unmet criteria."""
    colour_of = {w: Colour.WHITE for w, _ in pairs} | {b: Colour.BLACK for _, b in pairs}
    title = (_("Round {round} of {rounds}, FIDE (Dutch) System C.04.3")
             if edition is EDITION_2025 else
             _("Round {round} of {rounds}, FIDE (Dutch) System C.04.3, the {edition} edition"))
    lines = [title.format(round=request.round_no, rounds=request.total_rounds,
                          edition=edition.name),
             "", *pairing_cards(request, pairs, bye)]
    lines += ["", _("Brackets")]
    for bracket in brackets:
        players = bracket.r.players
        score = players[bracket.residents[0]].score / 10 if bracket.residents else 0
        lines.append(_("Scoregroup {score}: residents {residents}; MDPs {mdps}; downfloaters"
                       " {downfloaters}").format(
                           score=f"{score:.1f}", residents=_ids(players, bracket.residents),
                           mdps=_ids(players, bracket.mdps),
                           downfloaters=_ids(players, bracket.downfloaters)))
        unmet = _unmet_criteria(request, bracket, colour_of)
        lines += [f"    {line}" for line in unmet] or ["    " + _("every quality criterion met")]
    return "\n".join(lines) + "\n"
