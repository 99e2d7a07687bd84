"""Random tournaments paired round by round by our own engine (the Random Tournament
Generator FIDE asks of endorsed programs), for checking and benchmarking.

What it draws covers what bbpPairings' generator draws (benchmarks/crosstest.py plays
one against the other): draws, forfeits (either side or both), withdrawals, requested
half-point byes, announced absences (zero-point byes, its "retired" players) and another
scoring (its PointsForWin, PointsForDraw, PointsForLoss, PointsForPAB); each is a rate or
a value of GeneratorSettings, and an option of `arbiter-pairing -g`. Beyond it, what its
checker reads from the TRF: the Baku acceleration (C.04.5.1, 250 records), prohibited
pairings (260) and the initial colour (152)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from arbiter_gui.core import handling
from arbiter_gui.core.fide_mode import (
    GENERATED_OUTSIDE_FIDE_MODE,
    leave_fide_mode,
    system_refusal,
)
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import (
    ByeKind,
    Colour,
    Game,
    GameResult,
    ModelError,
    Player,
    ProhibitedPairing,
    Scoring,
    Tournament,
)
from arbiter_gui.core.settings import baku_settings, change_settings, settings_of
from arbiter_gui.core.validate import MAX_PAIRING_NUMBER
from arbiter_gui.pairing.engine import SYSTEMS, pair_next_round, record_pairing
from arbiter_gui.pairing.swiss import PairingError, PairingResult


@dataclass
class GeneratorSettings:
    players: int = 30
    rounds: int = 7
    draw_rate: float = 0.3
    forfeit_rate: float = 0.02
    bye_rate: float = 0.02  # a player asks for a half-point bye in a round
    withdraw_rate: float = 0.01  # a player withdraws after a round
    zero_bye_rate: float = 0.0  # a player announces an absence from a round (zero-point bye)
    # The points of a win (also a forfeit win, a full-point bye), a draw (also a half-point
    # bye), a played loss and the pairing-allocated bye (None: a win's); FIDE's 1, ½, 0 by
    # default. Forfeit losses and zero-point byes score 0, as the TRF's readers need (162 A).
    win_points: float = 1.0
    draw_points: float = 0.5
    loss_points: float = 0.0
    pab_points: float | None = None
    seed: int = 1
    system: str = "dutch"
    rules: str | None = None  # the Dutch edition (None: the current one)
    # The Baku acceleration (C.04.5.1) for the players and rounds, set as the arbiter sets it
    # before round 1 (so refused, with ModelError, for other points than 1 and ½).
    baku: bool = False
    # Prohibited pairings, set before round 1 as the FIDE mode requires: this many groups of
    # two or three players drawn at random (a family, club mates), each barred from meeting
    # from round 1 to a random round.
    prohibited_groups: int = 0
    # The colour of the first player in round 1 (drawn by lot before it).
    initial_colour: Colour = Colour.WHITE


def new_tournament(settings: GeneratorSettings) -> tuple[Tournament, random.Random]:
    """Players with random ratings and their pairing numbers; the random source to go on.
    ModelError for settings out of their ranges."""
    check_generator_settings(settings)
    rng = random.Random(settings.seed)
    t = Tournament(name=f"Random tournament (seed {settings.seed})",
                   pairing_system=settings.system)
    if settings.rules is not None:  # the file written names the edition it was paired with
        t.dutch_edition = settings.rules
    if system_refusal(t, settings.system):  # a non-FIDE system is never in the FIDE mode
        leave_fide_mode(t, GENERATED_OUTSIDE_FIDE_MODE)
    for k in range(1, settings.players + 1):
        t.players.append(Player(id=k, surname=f"Player{k:04d}", given_name="Random",
                                rating=rng.randint(1400, 2700)))
    handling.assign_pairing_numbers(t)
    _set_before_round_1(t, settings, rng)
    return t, rng


def check_generator_settings(settings: GeneratorSettings) -> None:
    """ModelError naming what the generator cannot draw; the tournament's own settings (the
    rounds, the points, the system) are checked as the arbiter's are, by `change_settings`."""
    if not 2 <= settings.players <= MAX_PAIRING_NUMBER:
        raise ModelError(_("a random tournament has 2 to {most} players, not {players}").format(
            most=MAX_PAIRING_NUMBER, players=settings.players))
    rates = {_("the draw rate"): settings.draw_rate, _("the forfeit rate"): settings.forfeit_rate,
             _("the half-point bye rate"): settings.bye_rate,
             _("the withdrawal rate"): settings.withdraw_rate,
             _("the zero-point bye rate"): settings.zero_bye_rate}
    for name, rate in rates.items():
        if not 0 <= rate <= 1:  # a NaN too
            raise ModelError(_("{rate} is a share between 0 and 1, not {value}").format(
                rate=name, value=rate))
    if settings.prohibited_groups < 0:
        raise ModelError(_("the number of prohibited groups cannot be negative ({count})")
                         .format(count=settings.prohibited_groups))


def _set_before_round_1(t: Tournament, settings: GeneratorSettings, rng: random.Random) -> None:
    """The settings' rounds, points, acceleration, prohibited pairings and initial colour, given
    as the arbiter gives them (`change_settings`, with its checks: ModelError for rounds or
    points out of range, or a Baku acceleration with other points than 1 and ½)."""
    new = replace(settings_of(t), rounds_planned=settings.rounds, scoring=scoring(settings),
                  initial_colour=settings.initial_colour)
    change_settings(t, baku_settings(t, new, on=settings.baku), tuple(SYSTEMS))
    if settings.prohibited_groups:  # drawn for the rounds now set
        change_settings(t, replace(settings_of(t), prohibited_pairings=_prohibited_groups(
            t, settings, rng)), tuple(SYSTEMS))


def _prohibited_groups(t: Tournament, settings: GeneratorSettings,
                       rng: random.Random) -> list[ProhibitedPairing]:
    ids = [p.id for p in t.players]
    return [ProhibitedPairing(1, rng.randint(1, settings.rounds),
                              tuple(rng.sample(ids, min(len(ids), rng.choice((2, 2, 3))))))
            for _group in range(settings.prohibited_groups)]


def scoring(settings: GeneratorSettings) -> Scoring:
    """The points of each result kind the settings name."""
    win, draw = settings.win_points, settings.draw_points
    return Scoring(win=win, draw=draw, loss=settings.loss_points, forfeit_win=win,
                   pab=win if settings.pab_points is None else settings.pab_points,
                   half_bye=draw, full_bye=win)


def generate_tournament(settings: GeneratorSettings) -> Tournament:
    """A random tournament of `settings.rounds` rounds (fewer when the players run out);
    PairingError when a round has no legal pairing."""
    t, impasse = generate_until_impasse(settings)
    if impasse is not None:
        raise impasse
    return t


def generate_until_impasse(settings: GeneratorSettings
                           ) -> tuple[Tournament, PairingError | None]:
    """The random tournament with the rounds paired before the first round that has no
    legal pairing (a small field over many rounds), and why that round has none (None
    when every round was paired)."""
    t, rng = new_tournament(settings)
    for round_no in range(1, settings.rounds + 1):
        announce_absences(t, round_no, settings, rng)
        if len(t.players_to_pair(round_no)) < 2:
            break
        try:
            pairing = pair_next_round(t, settings.system, settings.rules)
        except PairingError as e:
            return t, e
        play_round(t, round_no, pairing, settings, rng)
    return t, None


def announce_absences(t: Tournament, round_no: int, settings: GeneratorSettings,
                      rng: random.Random) -> None:
    """Random withdrawals, requested half-point byes and announced absences (zero-point
    byes) before a round is paired."""
    for p in t.players_to_pair(round_no):
        if round_no > 1 and rng.random() < settings.withdraw_rate:
            handling.withdraw(t, p.id, round_no)
        elif rng.random() < settings.bye_rate:
            handling.request_bye(t, p.id, round_no, ByeKind.HALF)
        # Drawn only when asked for, so that the tournaments of earlier settings stay the same.
        elif settings.zero_bye_rate and rng.random() < settings.zero_bye_rate:
            handling.request_bye(t, p.id, round_no, ByeKind.ZERO)


def play_round(t: Tournament, round_no: int, pairing: PairingResult,
               settings: GeneratorSettings, rng: random.Random) -> None:
    """Store the engine's pairing of the round and give every game a random result."""
    record_pairing(t, round_no, pairing)
    for game in t.round(round_no).games:
        handling.set_result(t, round_no, game, _random_result(t, game, settings, rng))


def _random_result(t: Tournament, game: Game, settings: GeneratorSettings,
                   rng: random.Random) -> GameResult:
    if rng.random() < settings.forfeit_rate:
        return rng.choice([GameResult.WHITE_WINS_BY_FORFEIT, GameResult.BLACK_WINS_BY_FORFEIT,
                           GameResult.DOUBLE_FORFEIT])
    if rng.random() < settings.draw_rate:
        return GameResult.DRAW
    white, black = t.player(game.white).rating, t.player(game.black).rating
    expected_white = 1 / (1 + 10 ** ((black - white) / 400))  # the Elo expectation
    return GameResult.WHITE_WINS if rng.random() < expected_white else GameResult.BLACK_WINS
