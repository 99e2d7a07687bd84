"""The players (C.04.2 B, C): the initial order and the pairing numbers, registering and
correcting players, late entries, and the groups of the Baku acceleration (C.04.5.1) that
follow the list of players."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any

from arbiter_gui.core.collation import primary_key
from arbiter_gui.core.fide_mode import full_point_bye_refusal, pairing_numbers_frozen
from arbiter_gui.core.handling.common import (
    REQUESTABLE_BYES,
    at,
    check_round_in_schedule,
)
from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.model import (
    TITLES,
    Acceleration,
    ByeKind,
    ModelError,
    Player,
    Tournament,
)
from arbiter_gui.core.rating import MAX_K_FACTOR, MIN_K_FACTOR
from arbiter_gui.core.texts import a_bye, field_name, player_label

# -- initial order (C.04.2 B) ---------------------------------------------------------------------

def _title_rank(title: str) -> int:
    title = title.strip().upper()
    return TITLES.index(title) if title in TITLES else len(TITLES)


def initial_order_key(player: Player) -> tuple[object, ...]:
    """Sort key of the initial order (C.04.2 B.2); sorting ascending puts pairing number 1 first.

    [a] rating, highest first (0, unrated, last);
    [b] FIDE title in the order GM IM WGM FM WIM CM WFM WCM, untitled players (and titles
        outside that list) last;
    [c] alphabetically by surname, then given name, in the Unicode Collation Algorithm's
        order ignoring case and accents (core.collation's primary strength).
    Players equal in all three are ordered by this program's rule, so that the order is
    reproducible: FIDE id ascending, players without a FIDE id after those with one, then the
    internal id (the order of registration).
    """
    return (-player.rating, _title_rank(player.title), primary_key(player.surname),
            primary_key(player.given_name), player.fide_id is None, player.fide_id or 0, player.id)


def _renumber(t: Tournament) -> None:
    # C.04.2 B.3: the highest in the initial order gets #1. Games and byes refer to ids, so
    # nothing else has to change.
    for number, player in enumerate(sorted(t.players, key=initial_order_key), start=1):
        player.pairing_no = number


def assign_pairing_numbers(t: Tournament) -> None:
    """Number the players 1..n in the initial order (C.04.2 B.3).

    Only before round 1 is paired; afterwards the numbers change only when a late entry is
    admitted (`add_late_entry`, C.04.2 C.3).
    """
    if t.rounds:
        raise ModelError(ngettext(
            "Pairing numbers are fixed once round 1 is paired ({count} round paired); they are"
            " re-assigned only when a late entry is admitted (C.04.2 C.3)",
            "Pairing numbers are fixed once round 1 is paired ({count} rounds paired); they are"
            " re-assigned only when a late entry is admitted (C.04.2 C.3)",
            len(t.rounds)).format(count=len(t.rounds)))
    _renumber(t)


# -- registration ---------------------------------------------------------------------------------

MAX_RATING = 3500  # above any rating ever published; a larger number is a typing error
# The player's details the arbiter enters and may correct (C.04.2 D.8); the id, the pairing
# number and the withdrawal are kept by the rules of this module.
PLAYER_FIELDS = ("surname", "given_name", "sex", "title", "fide_id", "federation", "birth_date",
                 "rating", "national_rating", "club", "k_factor")
_FEDERATION = re.compile(r"[A-Z]{3}")
# YYYY/MM/DD or YYYY; 00 for an unknown month or day, as other programs write it.
_BIRTH_DATE = re.compile(r"(\d{4})(?:/(\d{2})/(\d{2}))?")


def _is_birth_date(text: str) -> bool:
    match = _BIRTH_DATE.fullmatch(text)
    if match is None or match[2] is None:
        return match is not None
    year, month, day = int(match[1]), int(match[2]), int(match[3])
    if not day:
        return month <= 12  # YYYY/00/00 or YYYY/MM/00: day (and month) unknown
    try:
        return bool(month) and bool(date(year, month, day))
    except ValueError:
        return False


class _Registered:
    """The registered players by id and by FIDE id: checking many new players against them
    costs one look-up each, not a pass over the list (a CSV of 20,000 rows)."""

    def __init__(self, t: Tournament) -> None:
        self.by_id = {p.id: p for p in t.players}
        self.by_fide_id = {p.fide_id: p for p in t.players if p.fide_id is not None}

    def add(self, player: Player) -> None:
        self.by_id[player.id] = player
        if player.fide_id is not None:
            self.by_fide_id.setdefault(player.fide_id, player)

    def same_fide_id(self, player: Player) -> Player | None:
        if player.fide_id is None:
            return None
        other = self.by_fide_id.get(player.fide_id)
        return other if other is not None and other.id != player.id else None


def _check_fields(t: Tournament, player: Player, names: Sequence[str], where: str,
                  registered: _Registered | None = None) -> None:
    """The values of the fields `names` of `player`, whose other fields are already checked."""
    if "surname" in names and not player.surname.strip():
        raise ModelError(at(where, _("the surname is empty")))
    if "fide_id" in names and player.fide_id is not None:
        if player.fide_id <= 0:
            raise ModelError(at(where, _("the FIDE id must be a positive number, not {id}")
                                .format(id=player.fide_id)))
        same_fide = (registered or _Registered(t)).same_fide_id(player)
        if same_fide is not None:
            raise ModelError(at(where, _("FIDE id {id} is already registered for {name}")
                                .format(id=player.fide_id, name=same_fide.name)))
    for name in ("rating", "national_rating"):
        value = getattr(player, name)
        if name in names and value < 0:
            raise ModelError(at(where, (_("the rating cannot be negative ({value})")
                                        if name == "rating" else
                                        _("the national rating cannot be negative ({value})"))
                                .format(value=value)))
        if name in names and value > MAX_RATING:
            raise ModelError(at(where, (
                _("the rating {value} is out of range (0 for unrated, up to {high})")
                if name == "rating" else
                _("the national rating {value} is out of range (0 for unrated, up to {high})"))
                .format(value=value, high=MAX_RATING)))
    if "k_factor" in names and player.k_factor is not None and not (
            MIN_K_FACTOR <= player.k_factor <= MAX_K_FACTOR):
        raise ModelError(at(where, _("the K-factor {value} is out of range ({low} to {high},"
                                      " or empty to derive it from the rating and the age)")
                             .format(value=player.k_factor, low=MIN_K_FACTOR,
                                     high=MAX_K_FACTOR)))
    if "title" in names and player.title and player.title.strip().upper() not in TITLES:
        raise ModelError(at(where, _("unknown title {title}; expected one of {titles} or none")
                            .format(title=repr(player.title), titles=" ".join(TITLES))))
    if "sex" in names and player.sex not in ("", "m", "w"):
        raise ModelError(at(where, _("sex {sex}: expected m, w or nothing").format(
            sex=repr(player.sex))))
    if "federation" in names and player.federation and not _FEDERATION.fullmatch(
            player.federation):
        raise ModelError(at(where, _("federation {federation}: expected three capital letters"
                                     " (e.g. FRA)").format(federation=repr(player.federation))))
    if "birth_date" in names and player.birth_date and not _is_birth_date(player.birth_date):
        raise ModelError(at(where, _("birth date {date}: expected YYYY/MM/DD or YYYY").format(
            date=repr(player.birth_date))))


def field_problem(t: Tournament, player: Player, name: str) -> str | None:
    """What is wrong with the detail `name` of a player about to be registered, or None."""
    try:
        _check_fields(t, player, [name], _("New player"))
    except ModelError as e:
        return str(e)
    return None


def _check_new_player(t: Tournament, player: Player, registered: _Registered) -> None:
    where = _("New player {name}").format(name=repr(player.name))
    if not player.surname.strip():
        raise ModelError(at(_("New player"), _("the surname is empty")))
    if player.id <= 0:
        raise ModelError(at(where, _("the id must be a positive number, not {id}").format(
            id=player.id)))
    same_id = registered.by_id.get(player.id)
    if same_id is not None:
        raise ModelError(at(where, _("id {id} is already used by {name}").format(
            id=player.id, name=same_id.name)))
    _check_fields(t, player, PLAYER_FIELDS, where, registered)
    if player.withdrawn_from is not None:
        raise ModelError(at(where, _("a new player cannot be withdrawn already")))


def player_field_value(name: str, text: str) -> object:
    """The value of the detail `name` (one of PLAYER_FIELDS) typed as `text`, as the model
    holds it; ModelError when the text is not such a value. Its consistency with the other
    players is checked when the player is registered or corrected."""
    text = text.strip()
    what = field_name(name)
    if name in ("rating", "national_rating", "fide_id", "k_factor"):
        if not text:
            return None if name in ("fide_id", "k_factor") else 0
        if not text.isdigit():
            raise ModelError(at(what, _("expected a whole number, got {text}").format(
                text=repr(text))))
        return int(text)
    if name in ("title", "federation"):
        return text.upper()
    if name == "sex":
        # "f" is the usual letter outside FIDE's files, which write "w".
        return {"f": "w"}.get(text.lower(), text.lower())
    if name == "birth_date":
        return text.replace("-", "/")  # ISO dates (1990-05-01) as FIDE writes them
    if name not in PLAYER_FIELDS:
        raise ModelError(_("{name} is not a detail the arbiter enters").format(name=repr(name)))
    return text


def edit_player_field(t: Tournament, player_id: int, name: str, text: str) -> Player:
    """Correct one detail of a player typed as text; a message names the player and the
    detail ("Player 17 (Brunet, Paul): FIDE id: expected a whole number, got '7O1'")."""
    player = t.player(player_id)
    try:
        value = player_field_value(name, text)
    except ModelError as e:
        raise ModelError(at(player_label(player), str(e))) from e
    return update_player(t, player_id, {name: value})


def update_player(t: Tournament, player_id: int, changes: Mapping[str, Any]) -> Player:
    """Correct a player's details (`changes`: field name -> new value, among PLAYER_FIELDS).

    Before round 1 is paired the pairing numbers follow the initial order again (C.04.2 B.3);
    afterwards they are fixed (they change only when a late entry is admitted, C.04.2 C.3), and
    a corrected rating is used from the next pairing on (C.04.2 D.8).
    """
    player = t.player(player_id)
    where = player_label(player)
    unknown = [name for name in changes if name not in PLAYER_FIELDS]
    if unknown:
        raise ModelError(at(where, _("{name} is not a detail the arbiter enters").format(
            name=repr(unknown[0]))))
    corrected = dataclasses.replace(player, **changes)
    _check_fields(t, corrected, list(changes), where)
    for name, value in changes.items():
        setattr(player, name, value)
    if not t.rounds:
        _renumber(t)
    return player



def add_player(t: Tournament, player: Player) -> None:
    """Register `player` before round 1 is paired; all pairing numbers follow the initial order."""
    if t.rounds:
        raise ModelError(at(_("New player {name}").format(name=repr(player.name)), _(
            "round 1 is already paired; admit the player as a late entry (C.04.2 C) instead")))
    _check_new_player(t, player, _Registered(t))
    baku = is_baku(t)
    t.players.append(player)
    _renumber(t)
    _refit_baku(t, baku)


def add_players(t: Tournament, players: Sequence[Player],
                renumber: bool = False) -> list[Player | ModelError]:
    """Register many players (their ids are given here, in order after the last), each as
    `add_player` would before round 1 is paired, or `add_late_entry` from the next round
    afterwards: a player refused is refused alone, and changes nothing. The pairing numbers are
    assigned once, after the last player, so that a list of thousands is registered in a time
    that grows with its length, not its square: before round 1 all in the initial order
    (C.04.2 B.3); afterwards the late entrants get the numbers after the last, in the initial
    order among themselves, and the others keep theirs, unless the arbiter asks (`renumber`)
    to re-assign them all in the initial order (C.04.2 C.3: numbers are provisional until the
    list of participants is closed; changing them mid-event surprises the players) and they
    are not yet frozen (`pairing_numbers_frozen`: VCL.09, C.04.2 B.3). For each
    player, in order, the player registered or why he was refused."""
    registered = _Registered(t)
    first_round = t.next_round_number
    baku, bounds = is_baku(t), _accelerated_bounds(t)
    next_id = t.next_player_id()
    outcomes: list[Player | ModelError] = []
    for player in players:
        new = dataclasses.replace(player, id=next_id)
        try:
            if t.rounds:
                _check_late_entry(t, new, first_round, registered)
            else:
                _check_new_player(t, new, registered)
        except ModelError as e:
            outcomes.append(e)
            continue
        t.players.append(new)
        if t.rounds:
            _enter_late_byes(t, new, first_round)
        registered.add(new)
        outcomes.append(new)
        next_id += 1
    added = [o for o in outcomes if isinstance(o, Player)]
    if added:  # else the numbers stay as they are
        if t.rounds and (not renumber or pairing_numbers_frozen(t)):
            _number_after_the_last(t, added)
        else:
            _renumber(t)
        if t.rounds:
            _keep_accelerated_players(t, bounds)
        else:
            _refit_baku(t, baku)
    return outcomes


def _number_after_the_last(t: Tournament, entrants: Sequence[Player]) -> None:
    """Late entrants numbered after the players registered before them, in the initial order
    among themselves; the others keep their numbers."""
    new = {p.id for p in entrants}
    last = max((p.pairing_no for p in t.players if p.id not in new), default=0)
    for number, player in enumerate(sorted(entrants, key=initial_order_key), start=last + 1):
        player.pairing_no = number


def late_entries_notice(t: Tournament, count: int) -> str:
    """What registering `count` players now does, said before it is done: "" before round 1
    is paired; afterwards they are late entries (C.04.2 C.2) with a bye for each round paired,
    numbered after the last unless all numbers are re-assigned (C.04.2 C.3)."""
    if not t.rounds or not count:
        return ""
    paired = len(t.rounds)
    last = max((p.pairing_no for p in t.players), default=0)
    rounds = (_("round 1") if paired == 1 else
              _("rounds 1-{last}").format(last=paired))
    return ngettext(
        "The tournament is paired up to round {paired}, so the player imported will be a late"
        " entry (C.04.2 C.2): paired from round {next} on, with {bye} in {rounds}. The player"
        " gets pairing number {numbers}, after the last; the other players keep theirs, unless"
        " you choose to re-assign every number in the initial order (C.04.2 C.3).",
        "The tournament is paired up to round {paired}, so the players imported will be late"
        " entries (C.04.2 C.2): paired from round {next} on, each with {bye} in {rounds}. They"
        " get pairing numbers {numbers}, after the last; the other players keep theirs, unless"
        " you choose to re-assign every number in the initial order (C.04.2 C.3).",
        count).format(paired=paired, next=paired + 1, bye=a_bye(t.late_entry_bye),
                      rounds=rounds, numbers=f"{last + 1}" if count == 1
                      else f"{last + 1}-{last + count}")


def late_entries_done(t: Tournament, count: int) -> str:
    """What became of `count` players just registered as late entries: "" before round 1."""
    if not t.rounds or not count:
        return ""
    paired = len(t.rounds)
    rounds = (_("round 1") if paired == 1 else
              _("rounds 1-{last}").format(last=paired))
    return ngettext(
        "The player is a late entry (C.04.2 C.2): paired from round {next} on, with {bye} in"
        " {rounds}.",
        "They are late entries (C.04.2 C.2): paired from round {next} on, each with {bye} in"
        " {rounds}.", count).format(next=paired + 1, bye=a_bye(t.late_entry_bye),
                                     rounds=rounds)


def delete_player(t: Tournament, player_id: int) -> Player:
    """Remove a registered player before round 1 is paired: the pairing numbers follow the
    initial order again (C.04.2 B.3), the player leaves the prohibited pairings and his byes
    requested. Once round 1 is paired the pairing numbers are fixed and the player's rounds are
    part of the tournament: he is withdrawn instead (C.04.2 D.3)."""
    player = t.player(player_id)
    if t.rounds:
        raise ModelError(at(player_label(player), _(
            "round 1 is already paired, so the player can no longer be deleted; withdraw the"
            " player instead (C.04.2 D.3)")))
    baku = is_baku(t)
    t.players.remove(player)
    for key in [k for k in t.requested_byes if k[0] == player_id]:
        del t.requested_byes[key]
    for rule in t.prohibited_pairings:
        rule.players = tuple(p for p in rule.players if p != player_id)
    t.prohibited_pairings = [rule for rule in t.prohibited_pairings if len(rule.players) > 1]
    for category in t.categories:  # and the categories that list him
        category.players = tuple(p for p in category.players if p != player_id)
    _renumber(t)
    _refit_baku(t, baku)
    return player


# -- accelerated pairing: the Baku method (C.04.5.1) ----------------------------------------------

def baku_accelerations(player_count: int, rounds: int) -> list[Acceleration]:
    """The virtual points of the Baku Acceleration Method (C.04.5.1), as TRF 250 entries.

    Initial groups division: group GA holds the first half of the players rounded up to the
    nearest even number (2 * Q, Q = players / 4 rounded up); it is also the pairing number of
    the last GA player. Virtual points: the accelerated rounds are the first half (rounded up)
    of the tournament; GA players have 1 virtual point in the first half (rounded up) of the
    accelerated rounds and 0.5 in the others; GB players never have any.
    """
    if player_count < 1 or rounds < 1:
        return []
    last_ga = min(2 * -(-player_count // 4), player_count)
    accelerated = -(-rounds // 2)
    full = -(-accelerated // 2)
    entries = [Acceleration(1.0, 1, full, 1, last_ga)]
    if accelerated > full:
        entries.append(Acceleration(0.5, full + 1, accelerated, 1, last_ga))
    return entries


def is_baku(t: Tournament) -> bool:
    """Whether the tournament's accelerations are the Baku method's for its players (before
    round 1; afterwards late entries may move the last GA player's number, C.04.5.1)."""
    return bool(t.accelerations) and t.accelerations == baku_accelerations(
        len(t.players), t.rounds_planned)


def _refit_baku(t: Tournament, was_baku: bool) -> None:
    # C.04.5.1: the groups are made from the list of players as it stands before round 1.
    if was_baku and not t.rounds:
        t.accelerations = baku_accelerations(len(t.players), t.rounds_planned)


def _accelerated_bounds(t: Tournament) -> list[tuple[int | None, int | None]]:
    """The ids of each acceleration's first and last player (None: no such player, or the
    first player is number 1, which stays the top of the list)."""
    def player_id(number: int) -> int | None:
        player = t.by_pairing_no(number)
        return player.id if player is not None else None
    return [(None if a.first_player == 1 else player_id(a.first_player), player_id(a.last_player))
            for a in t.accelerations]


def _keep_accelerated_players(t: Tournament, bounds: list[tuple[int | None, int | None]]) -> None:
    """C.04.5.1, late entries: the last GA player stays the same player, whatever his new
    pairing number, and so does the first player of a group that does not start at 1 (the
    entrant joins the group he is placed in by C.04.2 C.3)."""
    for acceleration, (first, last) in zip(t.accelerations, bounds, strict=True):
        if first is not None:
            acceleration.first_player = t.player(first).pairing_no
        if last is not None:
            acceleration.last_player = t.player(last).pairing_no


def add_late_entry(t: Tournament, player: Player, first_round: int) -> None:
    """Admit a late entrant who plays from `first_round` on (C.04.2 C.2).

    The player is not paired in rounds 1..first_round-1 and receives a bye of the kind
    `t.late_entry_bye` for each (zero points unless the regulations say otherwise). The byes
    are entered in the rounds already paired and recorded as requested byes for all missed
    rounds, so that unpairing and re-pairing a round keeps them. The pairing numbers are
    provisional (C.04.2 C.3): all are re-assigned in the initial order, until they are frozen
    (in the FIDE mode once round 4 is paired: the entrant is then numbered after the others).
    """
    _check_late_entry(t, player, first_round, _Registered(t))
    t.players.append(player)
    _enter_late_byes(t, player, first_round)
    if pairing_numbers_frozen(t):
        # VCL.09, C.04.2 B.3: round 4 is paired, the numbers are definitive: the entrant is
        # numbered after the others, whatever his rating (the accelerated groups keep theirs).
        _number_after_the_last(t, [player])
        return
    bounds = _accelerated_bounds(t)
    _renumber(t)
    _keep_accelerated_players(t, bounds)


def _check_late_entry(t: Tournament, player: Player, first_round: int,
                      registered: _Registered) -> None:
    where = _("Late entry {name}").format(name=repr(player.name))
    _check_new_player(t, player, registered)
    check_round_in_schedule(t, first_round, where)
    if first_round < t.next_round_number:
        raise ModelError(at(where, _("round {round} is already paired; the player can start in"
                                     " round {next} at the earliest").format(
                                         round=first_round, next=t.next_round_number)))
    if t.late_entry_bye not in REQUESTABLE_BYES:
        raise ModelError(at(where, _("the bye for missed rounds is set to the pairing-allocated"
                                     " bye; it must be a zero-, half- or full-point bye")))
    refusal = full_point_bye_refusal(t) if t.late_entry_bye is ByeKind.FULL else None
    if refusal and first_round > 1:
        raise ModelError(at(where, refusal))


def _enter_late_byes(t: Tournament, player: Player, first_round: int) -> None:
    """C.04.2 C.2: the late entrant's byes of the rounds he misses."""
    for round_no in range(1, first_round):
        t.requested_byes[(player.id, round_no)] = t.late_entry_bye
        if round_no <= len(t.rounds):
            t.rounds[round_no - 1].byes[player.id] = t.late_entry_bye
