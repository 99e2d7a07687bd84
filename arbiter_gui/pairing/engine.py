"""The pairing systems behind one interface: pair the next round, check a tournament."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field

from arbiter_gui.core.model import ByeKind, Override, Tournament
from arbiter_gui.pairing import dubov, dutch, leong
from arbiter_gui.pairing.swiss import (
    PairingError,
    PairingRequest,
    PairingResult,
    build_request,
)


@dataclass(frozen=True)
class PairingSystem:
    """A pairing system the program offers: its engine and the name shown to the arbiter."""

    pair_round: Callable[[PairingRequest], PairingResult]
    label: str


# Keyed by the name used on the command line (--dutch) and in Tournament.pairing_system.
SYSTEMS: dict[str, PairingSystem] = {
    "dutch": PairingSystem(dutch.pair_round, "FIDE Dutch system (C.04.3)"),
    "dubov": PairingSystem(dubov.pair_round, "FIDE Dubov system (C.04.4.1)"),
    "leong": PairingSystem(leong.pair_round, "Leong (proposal, not a FIDE system)"),
}


def announced_round_as_requests(t: Tournament) -> Tournament:
    """A TRF may carry the round to be paired with only its absentees' byes in it (no game,
    no PAB): those are byes announced before pairing (C.04.2 D.4), not a paired round."""
    if not t.rounds:
        return t
    last = t.rounds[-1]
    if last.games or last.pab_player is not None:
        return t
    t = copy.copy(t)
    t.rounds = t.rounds[:-1]
    t.requested_byes = dict(t.requested_byes)
    for player_id, kind in last.byes.items():
        t.requested_byes[(player_id, last.number)] = kind
    return t


def dutch_edition(system: str, rules: str | None) -> dutch.DutchEdition:
    """The edition of the Dutch rules named `rules` (None: the current one)."""
    if rules is None:
        return dutch.EDITION_2025
    if system != "dutch":
        raise PairingError(f"the rules edition {rules!r} applies to the Dutch system only")
    if rules not in dutch.EDITIONS:
        raise PairingError(f"the Dutch rules edition {rules!r} is not one this program pairs "
                           f"(it pairs: {', '.join(dutch.EDITIONS)})")
    return dutch.EDITIONS[rules]


def pair_next_round(t: Tournament, system: str, rules: str | None = None) -> PairingResult:
    """The engine's pairing of the next round of `t` (absentees are not paired); `rules`
    names an edition of the Dutch rules (None: the current one)."""
    if system not in SYSTEMS:
        raise PairingError(f"the pairing system {system!r} is not one this program pairs "
                           f"(it pairs: {', '.join(SYSTEMS)})")
    edition = dutch_edition(system, rules)
    request = build_request(t, t.next_round_number, edition.unplayed)
    if len(request.players) < 2:
        # C.04.1: a round pairs players against each other; one player alone (or nobody)
        # is no round, and a bye to the only player present would be a pairing of nothing.
        present = "Nobody is" if not request.players else "Only one player is"
        raise PairingError(f"{present} to be paired in round {request.round_no} (the others"
                           " are absent or withdrawn): a round needs at least two players.")
    if rules is not None:
        return dutch.pair_round(request, edition)
    return SYSTEMS[system].pair_round(request)


def played_pairs(t: Tournament, round_no: int) -> set[tuple[int, int]]:
    """The pairs of a paired round by pairing number, (white, black), the PAB as (id, 0)."""
    rnd = t.round(round_no)
    number = {p.id: p.pairing_no for p in t.players}
    pairs = {(number[g.white], number[g.black]) for g in rnd.games}
    if rnd.pab_player is not None:
        pairs.add((number[rnd.pab_player], 0))
    return pairs


def result_pairs(result: PairingResult) -> set[tuple[int, int]]:
    pairs = set(result.pairs)
    if result.bye is not None:
        pairs.add((result.bye, 0))
    return pairs


def tournament_before_round(t: Tournament, round_no: int) -> Tournament:
    """`t` as it stood when round `round_no` was paired: the earlier rounds, and the
    players who were not paired in it (byes other than the PAB) as announced byes."""
    before = copy.copy(t)
    before.rounds = t.rounds[: round_no - 1]
    before.requested_byes = dict(t.requested_byes)
    for player_id, kind in t.round(round_no).byes.items():
        if kind is not ByeKind.PAB:
            before.requested_byes[(player_id, round_no)] = kind
    return before


@dataclass
class RoundDifference:
    round_no: int
    missing: set[tuple[int, int]]  # played, but not what the engine pairs
    extra: set[tuple[int, int]]  # the engine's pairs that were not played
    error: str = ""
    # The arbiter's recorded changes of this round's pairing, with their justifications.
    overrides: list[Override] = field(default_factory=list)
    # Pairing numbers of the players in differing pairs whom no recorded override changed.
    unexplained: set[int] = field(default_factory=set)

    @property
    def by_override(self) -> bool:
        """The round differs from the engine only in pairs an arbiter's override changed."""
        return bool(self.overrides) and not self.unexplained and not self.error


def check_tournament(t: Tournament, system: str,
                     rules: str | None = None) -> list[RoundDifference]:
    """Re-pair every round from the tournament's own data (with the Dutch edition `rules`);
    the rounds that differ, each with the overrides recorded for it and the players whose
    different pairing none explains."""
    differences = []
    number = {p.id: p.pairing_no for p in t.players}
    for round_no in range(1, len(t.rounds) + 1):
        played = played_pairs(t, round_no)
        recorded = [o for o in t.overrides if o.round == round_no]
        try:
            ours = result_pairs(pair_next_round(tournament_before_round(t, round_no), system,
                                                rules))
        except PairingError as e:
            differences.append(RoundDifference(round_no, played, set(), str(e), recorded))
            continue
        if ours != played:
            differing = {n for pair in played ^ ours for n in pair if n != 0}
            overridden = {number[p] for p in t.overridden_players(round_no) if p in number}
            differences.append(RoundDifference(round_no, played - ours, ours - played,
                                               overrides=recorded,
                                               unexplained=differing - overridden))
    return differences
