"""The tournament's settings (everything but its players and rounds) and the rules for changing
them: what the regulations fix before play may not change once round 1 is paired.

`change_settings` checks everything first and changes nothing when it refuses (ModelError).
"""

from __future__ import annotations

import copy
import dataclasses
import random
import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import fields
from datetime import date

from arbiter_gui.core.fide_mode import full_point_bye_refusal, in_fide_mode, system_refusal
from arbiter_gui.core.handling import baku_accelerations, is_baku
from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.model import (
    SETTINGS,
    ByeKind,
    Colour,
    ModelError,
    ProhibitedPairing,
    Scoring,
    Tournament,
    TournamentSettings,
)
from arbiter_gui.core.prizes import PrizeError, check_prizes
from arbiter_gui.core.tiebreak import TieBreakError, parse_tiebreak
from arbiter_gui.core.validate import event_code_problem, validate_tournament

# The byes a late entrant may receive for the rounds missed (C.04.2 C.2): zero by default.
LATE_ENTRY_BYES = (ByeKind.ZERO, ByeKind.HALF, ByeKind.FULL)
_DATE = re.compile(r"(\d{4})/(\d{2})/(\d{2})")
_FEDERATION = re.compile(r"[A-Z]{3}")


# A copy of the tournament's settings, to be edited and given to `change_settings`: the
# settings as model.py declares them. Those declared not `editable` (the FIDE mode left, the
# rating of unrated players) are shown but not changed by `change_settings`.
Settings = TournamentSettings
SETTING_NAMES = tuple(spec.name for spec in SETTINGS if spec.editable)


def _fixed_once_paired() -> dict[str, str]:
    """The settings the rules fix once round 1 is paired, each with why, in the language spoken
    now (declared in model.py: the pairing system, the initial colour, the points, the
    accelerated groups)."""
    return {spec.name: _(spec.fixed_once_paired) for spec in SETTINGS if spec.fixed_once_paired}


def fide_mode_locks() -> dict[str, str]:
    """The settings the FIDE mode also locks once round 1 is paired (the 2026 procedure, C.02:
    the rounds, the scoring, the bye's value and the tie-breaks locked once play has started;
    prohibited pairings set before round 1 only), each with why, in the language spoken now."""
    return {spec.name: _(spec.fide_mode_lock) for spec in SETTINGS if spec.fide_mode_lock}


def _points_for(result: str) -> str:
    """The points of the Scoring field `result` as the settings' messages name them."""
    return {
        "win": _("Points for win"), "draw": _("Points for draw"), "loss": _("Points for loss"),
        "forfeit_win": _("Points for forfeit win"), "forfeit_loss": _("Points for forfeit loss"),
        "pab": _("Points for pab"), "half_bye": _("Points for half bye"),
        "full_bye": _("Points for full bye"), "zero_bye": _("Points for zero bye"),
    }[result]
_PROHIBITED_LINE = re.compile(r"\s*(\d+)\s*(?:-\s*(\d+))?\s*:(.*)")


def settings_of(t: Tournament) -> Settings:
    return Settings(**{spec.name: copy.deepcopy(getattr(t, spec.name)) for spec in SETTINGS})


def _check_date(text: str, what: str) -> None:
    match = _DATE.fullmatch(text)
    try:
        if match is None:
            raise ValueError
        date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        raise ModelError(_("{what}: expected a date YYYY/MM/DD, got {text}").format(
            what=what, text=repr(text))) from None


def _check_texts(new: Settings) -> None:
    if new.federation and not _FEDERATION.fullmatch(new.federation):
        raise ModelError(_("Federation: expected three capital letters (e.g. FRA), got"
                           " {federation}").format(federation=repr(new.federation)))
    problem = event_code_problem(new.event_code)
    if problem:
        raise ModelError(problem[0].upper() + problem[1:])
    for what, value in ((_("Start date"), new.start_date), (_("End date"), new.end_date)):
        if value:
            _check_date(value, what)
    if new.start_date and new.end_date and new.end_date < new.start_date:
        raise ModelError(_("End date {end} is before the start date {start}").format(
            end=new.end_date, start=new.start_date))
    for round_no, value in sorted(new.round_dates.items()):
        if not 1 <= round_no <= new.rounds_planned:
            raise ModelError(ngettext("Round {round} date: the tournament has {count} rounds",
                                      "Round {round} date: the tournament has {count} rounds",
                                      new.rounds_planned).format(round=round_no,
                                                                 count=new.rounds_planned))
        _check_date(value, _("Round {round} date").format(round=round_no))
    seen: set[str] = set()
    for position, code in enumerate(new.tiebreaks, start=1):
        try:
            canonical = parse_tiebreak(code).code
        except TieBreakError as e:
            raise ModelError(_("Tie-break {position}: {problem}").format(position=position,
                                                                         problem=e)) from e
        if canonical in seen:
            raise ModelError(_("Tie-break {position}: {code} is already in the list").format(
                position=position, code=canonical))
        seen.add(canonical)


def _check_scoring(s: Scoring) -> None:
    values = {f.name: getattr(s, f.name) for f in fields(Scoring)}
    negative = next((name for name, v in values.items() if v < 0), None)
    if negative is not None:
        raise ModelError(_("{what}: cannot be negative ({points})").format(
            what=_points_for(negative), points=f"{values[negative]:g}"))
    if not s.loss <= s.draw <= s.win or s.loss == s.win:
        raise ModelError(_("Points: a win ({win}) must score more than a loss ({loss}), a draw"
                           " ({draw}) from the one to the other").format(
                               win=f"{s.win:g}", loss=f"{s.loss:g}", draw=f"{s.draw:g}"))


def _check_rounds(t: Tournament, new: Settings) -> None:
    if new.rounds_planned < 1:
        raise ModelError(_("Rounds: at least 1, not {count}").format(count=new.rounds_planned))
    if new.rounds_planned < len(t.rounds):
        raise ModelError(ngettext(
            "Rounds: {paired} rounds are already paired; the tournament cannot have only {count}",
            "Rounds: {paired} rounds are already paired; the tournament cannot have only {count}",
            len(t.rounds)).format(paired=len(t.rounds), count=new.rounds_planned))
    later = sorted((r, p) for (p, r) in t.requested_byes if r > new.rounds_planned)
    if later:
        round_no, player_id = later[0]
        raise ModelError(ngettext(
            "Rounds: {player} has a bye requested for round {round}; cancel it before reducing"
            " the tournament to {count} rounds",
            "Rounds: {player} has a bye requested for round {round}; cancel it before reducing"
            " the tournament to {count} rounds", new.rounds_planned).format(
                player=t.player(player_id).name, round=round_no, count=new.rounds_planned))


def _half_byes(t: Tournament) -> dict[int, set[int]]:
    """Player id -> rounds of the half-point byes given or requested."""
    rounds: dict[int, set[int]] = {}
    for rnd in t.rounds:
        for player_id, kind in rnd.byes.items():
            if kind is ByeKind.HALF:
                rounds.setdefault(player_id, set()).add(rnd.number)
    for (player_id, round_no), kind in t.requested_byes.items():
        if kind is ByeKind.HALF:
            rounds.setdefault(player_id, set()).add(round_no)
    return rounds


def _check_byes(t: Tournament, new: Settings) -> None:
    if new.late_entry_bye not in LATE_ENTRY_BYES:
        raise ModelError(_("Bye for a late entrant's missed rounds: a zero-, half- or"
                           " full-point bye (C.04.2 C.2), not the pairing-allocated bye"))
    refusal = full_point_bye_refusal(t) if new.late_entry_bye is ByeKind.FULL else None
    if refusal and new.late_entry_bye != t.late_entry_bye:
        raise ModelError(_("Bye for a late entrant's missed rounds: {problem}").format(
            problem=refusal))
    if new.max_half_byes is not None and new.max_half_byes < 0:
        raise ModelError(_("Half-point byes per player: cannot be negative ({count})").format(
            count=new.max_half_byes))
    outside = sorted(r for r in new.no_half_bye_rounds if not 1 <= r <= new.rounds_planned)
    if outside:
        raise ModelError(_("Rounds without half-point byes: there is no round {round}").format(
            round=outside[0]))
    for player_id, rounds in sorted(_half_byes(t).items()):
        name = t.player(player_id).name
        if new.max_half_byes is not None and len(rounds) > new.max_half_byes:
            raise ModelError(_("Half-point byes per player: {player} already has {count}"
                               " (rounds {rounds})").format(
                                   player=name, count=len(rounds),
                                   rounds=", ".join(map(str, sorted(rounds)))))
        forbidden = sorted(rounds & new.no_half_bye_rounds)
        if forbidden:
            raise ModelError(_("Rounds without half-point byes: {player} has a half-point bye in"
                               " round {round}").format(player=name, round=forbidden[0]))


def _check_prohibited(t: Tournament, new: Settings) -> None:
    ids = {p.id for p in t.players}
    for position, rule in enumerate(new.prohibited_pairings, start=1):
        where = _("Prohibited pairing {position}").format(position=position)
        if not 1 <= rule.first_round <= rule.last_round <= new.rounds_planned:
            raise ModelError(_at(where, _not_rounds(rule.first_round, rule.last_round,
                                                    new.rounds_planned)))
        if len(set(rule.players)) != len(rule.players) or len(rule.players) < 2:
            raise ModelError(_at(where, _("at least two different players, not {players}")
                                 .format(players=rule.players)))
        unknown = [p for p in rule.players if p not in ids]
        if unknown:
            raise ModelError(_at(where, _("there is no player with id {id}").format(
                id=unknown[0])))


def _check_accelerations(t: Tournament, new: Settings) -> None:
    standard = (new.scoring.win, new.scoring.draw, new.scoring.loss) == (1.0, 0.5, 0.0)
    if new.accelerations and not standard and new.accelerations == baku_accelerations(
            len(t.players), new.rounds_planned):
        raise ModelError(_("Baku acceleration: it is for the standard points, 1 for a win and ½"
                           " for a draw (C.04.5.1), not {win} and {draw}").format(
                               win=f"{new.scoring.win:g}", draw=f"{new.scoring.draw:g}"))
    for position, a in enumerate(new.accelerations, start=1):
        where = _("Acceleration {position}").format(position=position)
        if a.points < 0:
            raise ModelError(_at(where, _("virtual points cannot be negative ({points})").format(
                points=f"{a.points:g}")))
        if not 1 <= a.first_round <= a.last_round <= new.rounds_planned:
            raise ModelError(_at(where, _not_rounds(a.first_round, a.last_round,
                                                    new.rounds_planned)))
        if not 1 <= a.first_player <= a.last_player <= max(1, len(t.players)):
            raise ModelError(_at(where, _("pairing numbers {first}-{last} are not numbers of the"
                                          " players (1-{count}), first to last").format(
                                              first=a.first_player, last=a.last_player,
                                              count=len(t.players))))


def _not_rounds(first: int, last: int, rounds: int) -> str:
    return _("rounds {first}-{last} are not rounds of the tournament (1-{rounds}), first to"
             " last").format(first=first, last=last, rounds=rounds)


def _at(where: str, problem: str) -> str:
    return _("{where}: {problem}").format(where=where, problem=problem)


def _check_prizes(new: Settings) -> None:
    if new.age_reference_date:
        _check_date(new.age_reference_date, _("Age reference date"))
    try:
        check_prizes(Tournament(categories=new.categories, prizes=new.prizes))
    except PrizeError as e:
        raise ModelError(_("Prizes: {problem}").format(problem=e)) from e


def check_settings(t: Tournament, new: Settings, pairing_systems: Collection[str]) -> None:
    """Raise ModelError saying what is wrong with `new` for the tournament as it stands."""
    if new.pairing_system not in pairing_systems:
        raise ModelError(_("Pairing system: {system} is not one this program pairs ({systems})")
                         .format(system=repr(new.pairing_system),
                                 systems=", ".join(pairing_systems)))
    refusal = (system_refusal(t, new.pairing_system)
                if new.pairing_system != t.pairing_system else None)
    if refusal:
        raise ModelError(refusal)
    _check_rounds(t, new)
    _check_texts(new)
    _check_scoring(new.scoring)
    _check_byes(t, new)
    _check_prohibited(t, new)
    _check_accelerations(t, new)
    _check_prizes(new)
    for name, reason in fixed_settings(t).items():
        if getattr(new, name) != getattr(t, name):
            raise ModelError(_("{reason}; it cannot change now").format(reason=reason))
    # The model's invariants (finite points within sane bounds, ...), as every way in checks.
    changed = copy.copy(t)
    for name in SETTING_NAMES:
        setattr(changed, name, getattr(new, name))
    validate_tournament(changed)


def fixed_settings(t: Tournament) -> dict[str, str]:
    """The settings that may no longer change, each with the reason: those the rules fix once
    round 1 is paired, and in the FIDE mode those it locks then too."""
    if not t.rounds:
        return {}
    return {**_fixed_once_paired(), **(fide_mode_locks() if in_fide_mode(t) else {})}


def change_settings(t: Tournament, new: Settings, pairing_systems: Collection[str]) -> None:
    """Give the tournament the settings `new`; the dates of paired rounds follow, tie-break
    codes are written the canonical way ('bh-c1' as 'BH/C1'). Before round 1 a Baku acceleration
    follows a change of the number of rounds (C.04.5.1: its rounds are the first half)."""
    if not t.rounds and is_baku(t) and new.accelerations == t.accelerations:
        new = baku_settings(t, new, on=True)
    check_settings(t, new, pairing_systems)
    for name in SETTING_NAMES:
        setattr(t, name, copy.deepcopy(getattr(new, name)))
    t.tiebreaks = [parse_tiebreak(code).code for code in t.tiebreaks]
    for rnd in t.rounds:
        rnd.date = t.round_dates.get(rnd.number, "")


def draw_initial_colour(t: Tournament,
                        choose: Callable[[Sequence[Colour]], Colour] = random.choice) -> Colour:
    """Draw the initial colour by lot (C.04.3 art. 5.1), before round 1 is paired."""
    reason = fixed_settings(t).get("initial_colour")
    if reason:
        raise ModelError(reason)
    t.initial_colour = choose((Colour.WHITE, Colour.BLACK))
    return t.initial_colour


# -- prohibited pairings and acceleration ---------------------------------------------------------

def prohibited_pairings_text(t: Tournament, rules: Sequence[ProhibitedPairing]) -> str:
    """The rules one a line, as the arbiter types them: "1-9: 3 12 5" (rounds: pairing
    numbers)."""
    lines = []
    for rule in rules:
        numbers = " ".join(str(t.player(p).pairing_no) for p in rule.players)
        lines.append(f"{rule.first_round}-{rule.last_round}: {numbers}")
    return "\n".join(lines)


def parse_prohibited_pairings(t: Tournament, text: str) -> list[ProhibitedPairing]:
    """Read the lines of `prohibited_pairings_text` ("ROUND[-ROUND]: NO NO ...", pairing numbers)
    into rules naming the players by id (their pairing numbers change before round 1);
    ModelError naming the line."""
    rules = []
    for line_no, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        where = _("Prohibited pairings, line {line}").format(line=line_no)
        match = _PROHIBITED_LINE.fullmatch(line)
        if match is None:
            raise ModelError(_at(where, _("expected 'first-last round: pairing numbers' (e.g."
                                          " '1-9: 3 12'), got {text}").format(
                                              text=repr(line.strip()))))
        first = int(match[1])
        last = int(match[2]) if match[2] else first
        players = []
        for word in match[3].replace(",", " ").split():
            player = t.by_pairing_no(int(word)) if word.isdigit() else None
            if player is None:
                raise ModelError(_at(where, _("{word} is not the pairing number of a player")
                                     .format(word=repr(word))))
            players.append(player.id)
        rules.append(ProhibitedPairing(first, last, tuple(players)))
    return rules


def same_club_prohibitions(t: Tournament, last_round: int) -> list[ProhibitedPairing]:
    """One rule a club with two or more players: they do not meet in rounds 1..last_round (the
    regulations' "no pairing of players of the same club in the first rounds"). Clubs are
    compared ignoring case and surrounding spaces."""
    clubs: dict[str, list[int]] = {}
    for player in sorted(t.players, key=lambda p: p.pairing_no):
        if player.club.strip():
            clubs.setdefault(player.club.strip().casefold(), []).append(player.id)
    return [ProhibitedPairing(1, last_round, tuple(ids)) for ids in clubs.values()
            if len(ids) > 1]


def baku_settings(t: Tournament, new: Settings, on: bool) -> Settings:
    """`new` with the Baku acceleration (C.04.5.1) for the tournament's players and
    `new.rounds_planned` rounds, or with no acceleration."""
    accelerations = baku_accelerations(len(t.players), new.rounds_planned) if on else []
    return dataclasses.replace(new, accelerations=accelerations)
