"""The pairing systems behind one interface: pair the next round, check a tournament."""

from __future__ import annotations

import copy
import importlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType

from arbiter_gui.core.editions import DUTCH_2012, DUTCH_EDITIONS
from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import (
    ByeKind,
    Colour,
    Game,
    GameResult,
    Override,
    ResultCode,
    Round,
    Tournament,
)
from arbiter_gui.pairing.swiss import (
    CURRENT_UNPLAYED_ROUNDS,
    PairingError,
    PairingLimitError,
    PairingPlayer,
    PairingRequest,
    PairingResult,
    UnplayedRounds,
    build_request,
)

# The engines are imported when a round is paired with them, not with this module: another
# program starts arbiter-pairing once a round, and --help or a Dubov round need neither the
# Dutch engine nor the 2012 one (networkx, numpy, scipy).
_ENGINES_PACKAGE = "arbiter_gui.pairing"


class IllegalPairingError(ArbiterError):
    """The engine's own pairing breaks a rule every pairing of its system keeps (a player twice,
    a repeat pairing, ...): a bug of the engine, not "no legal pairing" (PairingError). It is
    never printed as a pairing; arbiter-pairing exits with status 2 (bbpPairings' code for an
    unexpected error)."""


# The absolute colour rule of a system for one pair, given (white, black): why it is broken.
PairRule = Callable[[PairingRequest, PairingPlayer, PairingPlayer], str | None]


def _same_absolute_preference(a: PairingPlayer, b: PairingPlayer) -> bool:
    return (a.preference.is_absolute and b.preference.is_absolute
            and a.preference.colour is b.preference.colour)


def _dutch_c3(request: PairingRequest, white: PairingPlayer, black: PairingPlayer) -> str | None:
    # C.04.3 art. 3.1.3 [C3]: non-topscorers with the same absolute colour preference shall not
    # meet (art. 1.7: topscorers exist in the final round only).
    if _same_absolute_preference(white, black) and not (request.is_topscorer(white)
                                                        or request.is_topscorer(black)):
        return _("[C3] two non-topscorers with the same absolute colour preference meet")
    return None


def _dubov_c3(request: PairingRequest, white: PairingPlayer, black: PairingPlayer) -> str | None:
    # C.04.4.1 [C3]: two players with the same absolute colour preference shall not meet.
    if _same_absolute_preference(white, black):
        return _("[C3] two players with the same absolute colour preference meet")
    return None


def _leong_9_1(request: PairingRequest, white: PairingPlayer, black: PairingPlayer) -> str | None:
    # Leong 9.1, 12.1: never the same colour three times running nor three more of one colour;
    # rule 13 lifts it in the last round.
    from arbiter_gui.pairing import leong

    if request.is_final_round:
        return None
    for player, colour in ((white, Colour.WHITE), (black, Colour.BLACK)):
        if not leong.card_of(player).permits(colour):
            return _("{player} receives a colour rule 9.1 forbids").format(player=player.id)
    return None


def _swiss_bye_eligible(request: PairingRequest, player: PairingPlayer) -> bool:
    return player.bye_eligible  # C.04.1 art. 4: Dutch [C2], Dubov [C2]


def _leong_bye_eligible(request: PairingRequest, player: PairingPlayer) -> bool:
    from arbiter_gui.pairing import leong

    return leong.bye_eligible(player, request.points_loss)  # Leong 8.2


@dataclass(frozen=True)
class PairingSystem:
    """A pairing system the program offers: its engine (a module of arbiter_gui.pairing with
    `pair_round` and `MAX_PLAYERS`, imported when first used), the name shown to the arbiter,
    and the absolute rules its pairings keep (checked on every pairing the engine makes)."""

    module_name: str
    label_text: Callable[[], str]  # the name shown, in the language spoken when asked
    absolute_colour_rule: PairRule
    bye_eligible: Callable[[PairingRequest, PairingPlayer], bool]

    @property
    def module(self) -> ModuleType:
        return importlib.import_module(f"{_ENGINES_PACKAGE}.{self.module_name}")

    @property
    def pair_round(self) -> Callable[[PairingRequest], PairingResult]:
        # An imported module's names are untyped: the engine's contract (above) types it.
        pair_round: Callable[[PairingRequest], PairingResult] = self.module.pair_round
        return pair_round

    @property
    def max_players(self) -> int:
        """The most players it pairs in one round within the stated limits (README, Limits)."""
        max_players: int = self.module.MAX_PLAYERS
        return max_players

    @property
    def label(self) -> str:
        """The name shown to the arbiter ("FIDE Dutch system (C.04.3)"), translated."""
        return self.label_text()


# Keyed by the name used on the command line (--dutch) and in Tournament.pairing_system.
SYSTEMS: dict[str, PairingSystem] = {
    "dutch": PairingSystem("dutch", lambda: _("FIDE Dutch system (C.04.3)"), _dutch_c3,
                           _swiss_bye_eligible),
    "dubov": PairingSystem("dubov", lambda: _("FIDE Dubov system (C.04.4.1)"), _dubov_c3,
                           _swiss_bye_eligible),
    "leong": PairingSystem("leong", lambda: _("Leong (a proposal, never adopted)"),
                           _leong_9_1, _leong_bye_eligible),
}


def pairing_violations(request: PairingRequest, result: PairingResult, system: str
                       ) -> list[str]:
    """What makes `result` no pairing of `request` by `system`: the round-pairing is complete
    (C.04.3 art. 1.9.1: every player to be paired is paired once, the PAB only when their
    number is odd), no two players meet again nor meet against a prohibited pairing ([C1]),
    the PAB goes to a player who may receive it ([C2]), and the system's absolute colour rule."""
    by_id = {p.id: p for p in request.players}
    rules = SYSTEMS[system]
    # Counted at once: a round of 2,000 players is 2,000 numbers to count.
    seen = Counter([*(n for pair in result.pairs for n in pair),
                    *([] if result.bye is None else [result.bye])])
    problems = [_("player {number} is not to be paired in round {round}").format(
        number=n, round=request.round_no) for n in sorted(seen.keys() - by_id.keys())]
    problems += [_("player {number} is paired {count} times").format(number=n, count=count)
                 for n, count in sorted(seen.items()) if count > 1]
    problems += [_("player {number} is not paired").format(number=n)
                 for n in sorted(by_id.keys() - seen.keys())]
    if problems:
        return problems
    for white, black in result.pairs:
        a, b = by_id[white], by_id[black]
        if b.id in a.forbidden or a.id in b.forbidden:
            problems.append(_("{white}-{black}: [C1] the players have met, or may not meet")
                            .format(white=white, black=black))
        colour = rules.absolute_colour_rule(request, a, b)
        if colour:
            problems.append(_("{white}-{black}: {problem}").format(white=white, black=black,
                                                                  problem=colour))
    if result.bye is not None and not rules.bye_eligible(request, by_id[result.bye]):
        problems.append(_("{player} may not receive the pairing-allocated bye ([C2])").format(
            player=result.bye))
    return problems


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


# The editions of the Dutch rules the program pairs (--rules): the core's registry
# (core/editions.py), every one of them; 2012 has its own engine (pairing/dutch2012.py).
RULES_EDITIONS = sorted(DUTCH_EDITIONS)


@dataclass(frozen=True)
class Rules:
    """What pairs a round of a system: for the Dutch system the edition of its rules (C.04.3),
    a key of core.editions.DUTCH_EDITIONS (None for the other systems); which rounds without a
    game count as unplayed for floats and the PAB (the request's shape); and the engine."""

    system: str
    edition: str | None
    unplayed: UnplayedRounds
    pair_round: Callable[[PairingRequest], PairingResult]


def edition_key(t: Tournament, system: str, rules: str | None = None) -> str | None:
    """The edition of the Dutch rules a round of `t` is paired with by `system`: `rules` when
    given (C.04.3: --rules, the check against another edition), else the tournament's own
    (`t.dutch_edition`); None for the other systems. PairingError for an edition this program
    does not pair, or one named for another system."""
    if system != "dutch":
        if rules is not None:
            raise PairingError(_("the rules edition {rules} applies to the Dutch system only")
                               .format(rules=repr(rules)))
        return None
    key = t.dutch_edition if rules is None else rules
    if key not in RULES_EDITIONS:
        raise PairingError(_("the Dutch rules edition {rules} is not one this program pairs"
                             " (it pairs: {editions})").format(
                                 rules=repr(key), editions=", ".join(RULES_EDITIONS)))
    return key


def rules_for(t: Tournament, system: str, rules: str | None = None) -> Rules:
    """The one place where an edition's key becomes the engine that pairs it (`edition_key`
    says which edition); the engines are imported here, when first needed."""
    edition = edition_key(t, system, rules)
    if edition is None:
        return Rules(system, None, CURRENT_UNPLAYED_ROUNDS, SYSTEMS[system].pair_round)
    if edition == DUTCH_2012:
        from arbiter_gui.pairing import dutch2012

        return Rules(system, edition, dutch2012.UNPLAYED_2012, dutch2012.pair_round)
    from arbiter_gui.pairing import dutch

    engine = dutch.EDITIONS[edition]
    return Rules(system, edition, engine.unplayed,
                 lambda request: dutch.pair_round(request, engine))


def pair_next_round(t: Tournament, system: str, rules: str | None = None, *,
                    explain: bool = True) -> PairingResult:
    """The engine's pairing of the next round of `t` (absentees are not paired); `rules`
    names an edition of the Dutch rules (None: the tournament's own, `t.dutch_edition`);
    with `explain` False, no checklist (PairingResult.checklist is "")."""
    if system not in SYSTEMS:
        raise PairingError(_("the pairing system {system} is not one this program pairs"
                             " (it pairs: {systems})").format(system=repr(system),
                                                             systems=", ".join(SYSTEMS)))
    check_size(t, system)
    chosen = rules_for(t, system, rules)
    request = build_request(t, t.next_round_number, chosen.unplayed)
    request.explained = explain
    if len(request.players) < 2:
        # C.04.1: a round pairs players against each other; one player alone (or nobody)
        # is no round, and a bye to the only player present would be a pairing of nothing.
        raise PairingError((_(
            "Nobody is to be paired in round {round} (the others are absent or withdrawn): a"
            " round needs at least two players.") if not request.players else _(
            "Only one player is to be paired in round {round} (the others are absent or"
            " withdrawn): a round needs at least two players.")).format(round=request.round_no))
    result = chosen.pair_round(request)
    problems = pairing_violations(request, result, system)
    if problems:
        raise IllegalPairingError(_(
            "the {system} engine's pairing of round {round} is illegal, so it is not given:"
            " {problems}. This is a bug of the program: please report it with the tournament"
            " file.").format(system=system, round=request.round_no, problems="; ".join(problems)))
    return result


def check_size(t: Tournament, system: str) -> None:
    """Refuse, before any pairing work, a round larger than the engine pairs within the
    stated time and memory (README, Limits)."""
    limit = SYSTEMS[system].max_players
    round_no = t.next_round_number
    to_pair = len(t.players_to_pair(round_no))
    if to_pair > limit:
        raise PairingLimitError(_(
            "the {system} engine pairs at most {limit} players a round (the largest round whose"
            " time and memory are measured: README, Limits); round {round} has {count} players"
            " to pair").format(
                system=system.capitalize(), limit=f"{limit:,}", round=round_no,
                count=f"{to_pair:,}"))


def played_pairs(t: Tournament, round_no: int) -> set[tuple[int, int]]:
    """The pairs of a paired round by pairing number, (white, black), the PAB as (id, 0)."""
    rnd = t.round(round_no)
    number = {p.id: p.pairing_no for p in t.players}
    pairs = {(number[g.white], number[g.black]) for g in rnd.games}
    if rnd.pab_player is not None:
        pairs.add((number[rnd.pab_player], 0))
    return pairs


def forfeits_as_played(t: Tournament, round_no: int,
                       pairs: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """`pairs` (an engine's pairing of round `round_no`) with each pair whose game was
    forfeited written with the colours the file gives it: a game not played gave nobody a
    colour (C.04.2 D.5: only played games count for colours; files of other programs write
    such games without colours, `251 - -` against `214 - +`), so only its pair is compared."""
    number = {p.id: p.pairing_no for p in t.players}
    forfeited = {frozenset((number[g.white], number[g.black])): (number[g.white], number[g.black])
                 for g in t.round(round_no).games if g.has_result and not g.was_played}
    return {forfeited.get(frozenset(pair), pair) for pair in pairs}


def result_pairs(result: PairingResult) -> set[tuple[int, int]]:
    pairs = set(result.pairs)
    if result.bye is not None:
        pairs.add((result.bye, 0))
    return pairs


def record_pairing(t: Tournament, round_no: int, result: PairingResult) -> Round:
    """Store the round `result` pairs (by pairing number) as the round's games and its PAB."""
    by_number = {p.pairing_no: p.id for p in t.players}
    games = [Game(by_number[w], by_number[b]) for w, b in result.pairs]
    byes = {by_number[result.bye]: ByeKind.PAB} if result.bye is not None else {}
    from arbiter_gui.core import handling  # here: pairing a round, or --help, stores none

    return handling.set_round_pairing(t, round_no, games, byes)


def tournament_before_round(t: Tournament, round_no: int) -> Tournament:
    """`t` as it stood when round `round_no` was paired: the earlier rounds, and the
    players who were not paired in it (byes other than the PAB) as announced byes.
    A tournament that declares no number of rounds (a TRF without `142`/`XXR`) has the
    rounds it holds, as bbpPairings' checker reads such a file (docs/trf-readers.md): its
    last round is the final one ([C3] and the topscorers of C.04.3 art. 1.7), not each
    round re-paired."""
    before = copy.copy(t)
    before.rounds_planned = t.rounds_planned or len(t.rounds)
    before.rounds = t.rounds[: round_no - 1]
    before.requested_byes = dict(t.requested_byes)
    for player_id, kind in t.round(round_no).byes.items():
        if kind is not ByeKind.PAB:
            before.requested_byes[(player_id, round_no)] = kind
    return before


def _codes(label: str) -> tuple[ResultCode | None, ResultCode | None] | None:
    """The result codes a correction's label stands for ("1-0", "=/0", "no result")."""
    if label == "no result":
        return None, None
    by_label = {result.label: result.value for result in GameResult}
    if label in by_label:
        return by_label[label]
    white, _slash, black = label.partition("/")
    try:
        return ResultCode(white), ResultCode(black)
    except ValueError:
        return None


def tournament_as_paired(t: Tournament, round_no: int) -> Tournament:
    """`t` as the engine paired round `round_no` from: `tournament_before_round`, with each
    result corrected after that round was paired put back as it was then (C.04.2 D.8: the
    later rounds stay paired on the old result), so that re-running the engine explains the
    pairing that was made, not one the correction would have led to."""
    before = tournament_before_round(t, round_no)
    corrections = t.corrections_after_pairing(round_no)
    if not corrections:
        return before
    before.rounds = copy.deepcopy(before.rounds)
    for correction in reversed(corrections):  # the newest first: the oldest value stays
        codes = _codes(correction.old_result)
        game = next((g for g in before.rounds[correction.round - 1].games
                     if g.board == correction.board), None)
        if codes is not None and game is not None:
            game.white_result, game.black_result = codes
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
    """Re-pair every round from the tournament's own data (with the Dutch edition `rules`,
    by default the tournament's own);
    the rounds that differ, each with the overrides recorded for it and the players whose
    different pairing none explains."""
    differences = []
    number = {p.id: p.pairing_no for p in t.players}
    for round_no in range(1, len(t.rounds) + 1):
        played = played_pairs(t, round_no)
        recorded = [o for o in t.overrides if o.round == round_no]
        try:
            ours = forfeits_as_played(t, round_no, result_pairs(pair_next_round(
                tournament_before_round(t, round_no), system, rules, explain=False)))
        except PairingLimitError:
            raise  # not a difference of this round: the check as a whole is refused
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


def correction_notes(t: Tournament, round_no: int | None = None) -> list[str]:
    """For each round (or only `round_no`) paired before a result it rests on was corrected,
    one sentence per correction: "round 4 was paired before the result of round 2 board 3 was
    corrected (...)". The engine re-pairs such a round on the corrected result, so it may
    differ for that."""
    rounds = range(1, len(t.rounds) + 1) if round_no is None else [round_no]
    return [_("round {round} was paired before {correction}").format(round=paired,
                                                                      correction=c.text())
            for paired in rounds
            for c in t.corrections_after_pairing(paired)]
