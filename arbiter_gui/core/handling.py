"""The FIDE handling rules (C.04.1, C.04.2) as operations on a `Tournament`.

Every operation validates everything first and only then changes the tournament, so when it
refuses (raising `ModelError` with a message saying what and where) nothing has changed.

Players are referred to by their stable internal id; pairing numbers are provisional until the
list of participants is closed (C.04.2 C.3) and are re-assigned when a late entry is admitted.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from datetime import UTC, date, datetime

from arbiter_gui.core.collation import primary_key
from arbiter_gui.core.fide_mode import full_point_bye_refusal, pairing_numbers_frozen
from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.model import (
    MAX_RATING,
    TITLES,
    Acceleration,
    ByeKind,
    Game,
    GameResult,
    ModelError,
    Player,
    ResultCode,
    ResultCorrection,
    Round,
    Tournament,
)
from arbiter_gui.core.texts import field_name, player_label


def _a_bye(kind: ByeKind) -> str:
    """A bye of `kind` as the messages say it ("a half-point bye")."""
    return {
        ByeKind.PAB: _("a pairing-allocated bye"),
        ByeKind.HALF: _("a half-point bye"),
        ByeKind.FULL: _("a full-point bye"),
        ByeKind.ZERO: _("a zero-point bye"),
    }[kind]


def bye_name(kind: ByeKind) -> str:
    """The name of a bye of `kind` ("half-point bye")."""
    return {
        ByeKind.PAB: _("pairing-allocated bye"),
        ByeKind.HALF: _("half-point bye"),
        ByeKind.FULL: _("full-point bye"),
        ByeKind.ZERO: _("zero-point bye"),
    }[kind]
# The pairing-allocated bye is given by the pairing (C.04.1 c), never requested.
_REQUESTABLE_BYES = (ByeKind.HALF, ByeKind.ZERO, ByeKind.FULL)


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

# The player's details the arbiter enters and may correct (C.04.2 D.8); the id, the pairing
# number and the withdrawal are kept by the rules of this module.
PLAYER_FIELDS = ("surname", "given_name", "sex", "title", "fide_id", "federation", "birth_date",
                 "rating", "national_rating", "club")
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
        other = self.by_fide_id.get(player.fide_id)
        return other if other is not None and other.id != player.id else None


def _check_fields(t: Tournament, player: Player, names: Sequence[str], where: str,
                  registered: _Registered | None = None) -> None:
    """The values of the fields `names` of `player`, whose other fields are already checked."""
    if "surname" in names and not player.surname.strip():
        raise ModelError(_at(where, _("the surname is empty")))
    if "fide_id" in names and player.fide_id is not None:
        if player.fide_id <= 0:
            raise ModelError(_at(where, _("the FIDE id must be a positive number, not {id}")
                                 .format(id=player.fide_id)))
        same_fide = (registered or _Registered(t)).same_fide_id(player)
        if same_fide is not None:
            raise ModelError(_at(where, _("FIDE id {id} is already registered for {name}")
                                 .format(id=player.fide_id, name=same_fide.name)))
    for name in ("rating", "national_rating"):
        value = getattr(player, name)
        if name in names and value < 0:
            raise ModelError(_at(where, (_("the rating cannot be negative ({value})")
                                         if name == "rating" else
                                         _("the national rating cannot be negative ({value})"))
                                 .format(value=value)))
        if name in names and value > MAX_RATING:
            raise ModelError(_at(where, (
                _("the rating {value} is out of range (0 for unrated, up to {high})")
                if name == "rating" else
                _("the national rating {value} is out of range (0 for unrated, up to {high})"))
                .format(value=value, high=MAX_RATING)))
    if "title" in names and player.title and player.title.strip().upper() not in TITLES:
        raise ModelError(_at(where, _("unknown title {title}; expected one of {titles} or none")
                             .format(title=repr(player.title), titles=" ".join(TITLES))))
    if "sex" in names and player.sex not in ("", "m", "w"):
        raise ModelError(_at(where, _("sex {sex}: expected m, w or nothing").format(
            sex=repr(player.sex))))
    if "federation" in names and player.federation and not _FEDERATION.fullmatch(
            player.federation):
        raise ModelError(_at(where, _("federation {federation}: expected three capital letters"
                                      " (e.g. FRA)").format(federation=repr(player.federation))))
    if "birth_date" in names and player.birth_date and not _is_birth_date(player.birth_date):
        raise ModelError(_at(where, _("birth date {date}: expected YYYY/MM/DD or YYYY").format(
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
        raise ModelError(_at(_("New player"), _("the surname is empty")))
    if player.id <= 0:
        raise ModelError(_at(where, _("the id must be a positive number, not {id}").format(
            id=player.id)))
    same_id = registered.by_id.get(player.id)
    if same_id is not None:
        raise ModelError(_at(where, _("id {id} is already used by {name}").format(
            id=player.id, name=same_id.name)))
    _check_fields(t, player, PLAYER_FIELDS, where, registered)
    if player.withdrawn_from is not None:
        raise ModelError(_at(where, _("a new player cannot be withdrawn already")))


def player_field_value(name: str, text: str) -> object:
    """The value of the detail `name` (one of PLAYER_FIELDS) typed as `text`, as the model
    holds it; ModelError when the text is not such a value. Its consistency with the other
    players is checked when the player is registered or corrected."""
    text = text.strip()
    what = field_name(name)
    if name in ("rating", "national_rating", "fide_id"):
        if not text:
            return None if name == "fide_id" else 0
        if not text.isdigit():
            raise ModelError(_at(what, _("expected a whole number, got {text}").format(
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
        raise ModelError(_at(player_label(player), str(e))) from e
    return update_player(t, player_id, {name: value})


def update_player(t: Tournament, player_id: int, changes: Mapping[str, object]) -> Player:
    """Correct a player's details (`changes`: field name -> new value, among PLAYER_FIELDS).

    Before round 1 is paired the pairing numbers follow the initial order again (C.04.2 B.3);
    afterwards they are fixed (they change only when a late entry is admitted, C.04.2 C.3), and
    a corrected rating is used from the next pairing on (C.04.2 D.8).
    """
    player = t.player(player_id)
    where = player_label(player)
    unknown = [name for name in changes if name not in PLAYER_FIELDS]
    if unknown:
        raise ModelError(_at(where, _("{name} is not a detail the arbiter enters").format(
            name=repr(unknown[0]))))
    corrected = dataclasses.replace(player, **changes)
    _check_fields(t, corrected, list(changes), where)
    for name, value in changes.items():
        setattr(player, name, value)
    if not t.rounds:
        _renumber(t)
    return player


def _check_round_in_schedule(t: Tournament, round_no: int, where: str) -> None:
    if round_no < 1:
        raise ModelError(_at(where, _("there is no round {round}; rounds are numbered from 1")
                             .format(round=round_no)))
    if t.rounds_planned and round_no > t.rounds_planned:
        raise ModelError(_at(where, ngettext(
            "there is no round {round}; the tournament has {planned} rounds",
            "there is no round {round}; the tournament has {planned} rounds",
            t.rounds_planned).format(round=round_no, planned=t.rounds_planned)))


def add_player(t: Tournament, player: Player) -> None:
    """Register `player` before round 1 is paired; all pairing numbers follow the initial order."""
    if t.rounds:
        raise ModelError(_at(_("New player {name}").format(name=repr(player.name)), _(
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
        count).format(paired=paired, next=paired + 1, bye=_a_bye(t.late_entry_bye),
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
        " {rounds}.", count).format(next=paired + 1, bye=_a_bye(t.late_entry_bye),
                                     rounds=rounds)


def delete_player(t: Tournament, player_id: int) -> Player:
    """Remove a registered player before round 1 is paired: the pairing numbers follow the
    initial order again (C.04.2 B.3), the player leaves the prohibited pairings and his byes
    requested. Once round 1 is paired the pairing numbers are fixed and the player's rounds are
    part of the tournament: he is withdrawn instead (C.04.2 D.3)."""
    player = t.player(player_id)
    if t.rounds:
        raise ModelError(_at(player_label(player), _(
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
    _check_round_in_schedule(t, first_round, where)
    if first_round < t.next_round_number:
        raise ModelError(_at(where, _("round {round} is already paired; the player can start in"
                                      " round {next} at the earliest").format(
                                          round=first_round, next=t.next_round_number)))
    if t.late_entry_bye not in _REQUESTABLE_BYES:
        raise ModelError(_at(where, _("the bye for missed rounds is set to the pairing-allocated"
                                      " bye; it must be a zero-, half- or full-point bye")))
    refusal = full_point_bye_refusal(t) if t.late_entry_bye is ByeKind.FULL else None
    if refusal and first_round > 1:
        raise ModelError(_at(where, refusal))


def _enter_late_byes(t: Tournament, player: Player, first_round: int) -> None:
    """C.04.2 C.2: the late entrant's byes of the rounds he misses."""
    for round_no in range(1, first_round):
        t.requested_byes[(player.id, round_no)] = t.late_entry_bye
        if round_no <= len(t.rounds):
            t.rounds[round_no - 1].byes[player.id] = t.late_entry_bye


# -- withdrawals and requested byes (C.04.2 D.2-D.4) ----------------------------------------------

def _last_round_taken_part(t: Tournament, player: Player) -> tuple[int, str] | None:
    """The last paired round in which the player has a game or a bye that scores, and a message
    saying so."""
    for rnd in reversed(t.rounds):
        later = rnd.number + 1
        game = rnd.game_of(player.id)
        if game is not None and game.has_result:
            return rnd.number, _(
                "Round {round}, board {board}: {player} already has a result ({result}); withdraw"
                " from round {later} at the earliest").format(
                    round=rnd.number, board=game.board, player=player.name, result=_label(game),
                    later=later)
        if game is not None:
            return rnd.number, _(
                "Round {round}, board {board}: {player} is paired and the game has no result;"
                " enter its result (a forfeit if it is not played) and withdraw from round"
                " {later}, or unpair round {round}").format(
                    round=rnd.number, board=game.board, player=player.name, later=later)
        kind = rnd.byes.get(player.id)
        if kind is not None and kind is not ByeKind.ZERO:
            return rnd.number, _("Round {round}: {player} has {bye}; withdraw from round {later}"
                                 " at the earliest").format(round=rnd.number, player=player.name,
                                                            bye=_a_bye(kind), later=later)
    return None


def withdraw(t: Tournament, player_id: int, from_round: int) -> None:
    """The player is no longer paired from `from_round` on (C.04.2 D.3).

    `from_round` must come after every paired round in which the player has a game (with or
    without a result: a published pairing is not changed, C.04.2 D.10) or a bye that scores;
    byes requested for rounds from `from_round` on are removed.
    """
    player = t.player(player_id)
    where = _("Withdrawal of {player}").format(player=player.name)
    if player.withdrawn_from is not None:
        raise ModelError(_at(where, _("already withdrawn from round {round}; cancel that"
                                      " withdrawal first to change the round").format(
                                          round=player.withdrawn_from)))
    _check_round_in_schedule(t, from_round, where)
    taken_part = _last_round_taken_part(t, player)
    if taken_part is not None and taken_part[0] >= from_round:
        raise ModelError(taken_part[1])
    player.withdrawn_from = from_round
    for key in [k for k in t.requested_byes if k[0] == player_id and k[1] >= from_round]:
        del t.requested_byes[key]


def cancel_withdrawal(t: Tournament, player_id: int, return_round: int | None = None) -> None:
    """Undo a withdrawal: the player is paired again from `return_round` (the next round to pair
    by default). Rounds already paired without him keep his zero-point byes (a published
    pairing is not changed, C.04.2 D.10), so he cannot return in one of them; rounds between the
    next one and `return_round` are announced absences with a zero-point bye (C.04.2 D.4).
    """
    player = t.player(player_id)
    if player.withdrawn_from is None:
        raise ModelError(_("{player} is not withdrawn").format(player=player.name))
    first = t.next_round_number
    return_round = first if return_round is None else return_round
    where = _("Return of {player} in round {round}").format(player=player.name,
                                                           round=return_round)
    _check_round_in_schedule(t, return_round, where)
    if return_round < first and player.withdrawn_from < first:
        missed = (_("round {round} is already paired without the player, who keeps the"
                    " zero-point byes there (C.04.2 D.10); the player can return from round"
                    " {first} at the earliest").format(round=first - 1, first=first)
                  if player.withdrawn_from == first - 1 else
                  _("rounds {withdrawn}-{last} are already paired without the player, who keeps"
                    " the zero-point byes there (C.04.2 D.10); the player can return from round"
                    " {first} at the earliest").format(withdrawn=player.withdrawn_from,
                                                        last=first - 1, first=first))
        raise ModelError(_at(where, missed))
    absent = range(max(first, player.withdrawn_from), return_round)
    player.withdrawn_from = None
    for round_no in absent:
        t.requested_byes[(player_id, round_no)] = ByeKind.ZERO


def _half_byes_used(t: Tournament, player_id: int, besides_round: int) -> list[int]:
    paired = [r.number for r in t.rounds if r.byes.get(player_id) is ByeKind.HALF]
    requested = [r for (p, r), kind in t.requested_byes.items()
                 if p == player_id and kind is ByeKind.HALF and r != besides_round]
    return sorted(set(paired + requested))


def _check_half_bye_limits(t: Tournament, player: Player, round_no: int) -> None:
    if round_no in t.no_half_bye_rounds:
        rounds = ", ".join(str(r) for r in sorted(t.no_half_bye_rounds))
        raise ModelError(_("Round {round}: {player} cannot have a half-point bye; the"
                           " regulations allow none in rounds {rounds}").format(
                               round=round_no, player=player.name, rounds=rounds))
    used = _half_byes_used(t, player.id, round_no)
    if t.max_half_byes is not None and len(used) >= t.max_half_byes:
        rounds = ", ".join(str(r) for r in used) or _("none")
        raise ModelError(ngettext(
            "Round {round}: {player} already has {count} half-point bye (rounds {rounds}); the"
            " regulations allow {most}",
            "Round {round}: {player} already has {count} half-point byes (rounds {rounds}); the"
            " regulations allow {most}", len(used)).format(
                round=round_no, player=player.name, count=len(used), rounds=rounds,
                most=t.max_half_byes))


def request_bye(t: Tournament, player_id: int, round_no: int, kind: ByeKind) -> None:
    """Record that the player will not play round `round_no` (C.04.2 D.4), replacing an earlier
    request for that round. A zero-point bye is the FIDE default for an announced absence; half-
    and full-point byes are regulation choices (full-point byes outside the FIDE mode only),
    limited by `t.max_half_byes` and `t.no_half_bye_rounds`.
    """
    player = t.player(player_id)
    where = _bye_for(round_no, player)
    if kind not in _REQUESTABLE_BYES:
        raise ModelError(_at(where, _("the pairing-allocated bye is given by the pairing and"
                                      " cannot be requested (C.04.1)")))
    refusal = full_point_bye_refusal(t) if kind is ByeKind.FULL else None
    if refusal:
        raise ModelError(_at(where, refusal))
    _check_round_in_schedule(t, round_no, where)
    if round_no < t.next_round_number:
        raise ModelError(_at(where, _already_paired(round_no)))
    if t.is_withdrawn(player, round_no):
        raise ModelError(_at(where, _("{player} is withdrawn from round {round}").format(
            player=player.name, round=player.withdrawn_from)))
    if kind is ByeKind.HALF:
        _check_half_bye_limits(t, player, round_no)
    t.requested_byes[(player_id, round_no)] = kind


def cancel_bye_request(t: Tournament, player_id: int, round_no: int) -> None:
    """Withdraw a bye requested for a round not paired yet."""
    player = t.player(player_id)
    where = _bye_for(round_no, player)
    if (player_id, round_no) not in t.requested_byes:
        raise ModelError(_at(where, _("no bye was requested")))
    if round_no < t.next_round_number:
        raise ModelError(_at(where, _already_paired(round_no)))
    del t.requested_byes[(player_id, round_no)]


def _bye_for(round_no: int, player: Player) -> str:
    return _("Round {round}: bye for {player}").format(round=round_no, player=player.name)


def _already_paired(round_no: int) -> str:
    return _("round {round} is already paired; unpair it first").format(round=round_no)


def _at(where: str, problem: str) -> str:
    """`problem` said with what it is about ("Round 3: bye for X: ...")."""
    return _("{where}: {problem}").format(where=where, problem=problem)


# -- results --------------------------------------------------------------------------------------

def _label(game: Game) -> str:
    result = game.result
    return result.label if result else f"{game.white_result}/{game.black_result}"


def _name(t: Tournament, player_id: int) -> str:
    player = next((p for p in t.players if p.id == player_id), None)
    return player.name if player else _("player id {id}").format(id=player_id)


def _paired_round(t: Tournament, round_no: int) -> Round:
    if not 1 <= round_no <= len(t.rounds):
        raise ModelError(_("Round {round} has not been paired (rounds 1-{last} are paired)")
                         .format(round=round_no, last=len(t.rounds)) if t.rounds else
                         _("Round {round} has not been paired (no round is paired)").format(
                             round=round_no))
    return t.rounds[round_no - 1]


def _find_game(t: Tournament, rnd: Round, board_or_game: int | Game) -> Game:
    if isinstance(board_or_game, int):
        game = next((g for g in rnd.games if g.board == board_or_game), None)
        if game is None:
            raise ModelError(_("Round {round} has no board {board} (boards 1-{last})").format(
                round=rnd.number, board=board_or_game, last=len(rnd.games)) if rnd.games else
                _("Round {round} has no board {board} (no games)").format(
                    round=rnd.number, board=board_or_game))
        return game
    # Match by players, not identity: the caller may hold a copy of the game.
    pair = (board_or_game.white, board_or_game.black)
    game = next((g for g in rnd.games if (g.white, g.black) == pair), None)
    if game is not None:
        return game
    for player_id in pair:
        kind = rnd.byes.get(player_id)
        if kind is not None:
            raise ModelError(_("Round {round}: {player} has {bye}; a bye has no result to"
                               " enter").format(round=rnd.number, player=_name(t, player_id),
                                                bye=_a_bye(kind)))
    raise ModelError(_("Round {round}: {white} - {black} is not a game of this round").format(
        round=rnd.number, white=_name(t, pair[0]), black=_name(t, pair[1])))


def set_result(t: Tournament, round_no: int, board_or_game: int | Game,
               result: GameResult | None) -> None:
    """Enter (or with None clear) the result of a game, given by board number or by its players.

    Byes have no result. A result that later rounds were paired on is changed only by
    `correct_result`, which records why (C.04.2 D.8): never silently.
    """
    game = _find_game(t, _paired_round(t, round_no), board_or_game)
    _check_result(game, round_no, result)
    if is_late_correction(t, round_no, game.board, result):
        raise ModelError(_("Round {round}, board {board}: round {last} is paired on this"
                           " result; a correction needs its reason").format(
                               round=round_no, board=game.board, last=len(t.rounds)))
    _set_game_result(game, round_no, result)


def board_position(t: Tournament, round_no: int, board: int) -> tuple[int, tuple]:
    """The position in its round of the game on `board`, and its result codes."""
    rnd = _paired_round(t, round_no)
    game = _find_game(t, rnd, board)
    return (next(i for i, g in enumerate(rnd.games) if g is game),
            (game.white_result, game.black_result))


def set_result_codes(t: Tournament, round_no: int, board: int,
                     codes: tuple[ResultCode | None, ResultCode | None]) -> tuple[int, tuple]:
    """Set the two players' result codes of a board (an entry, or the undo of one: codes read
    from another program's file may make no `GameResult`), by the rule of `set_result`.
    Returns the game's position in the round and its codes before."""
    rnd = _paired_round(t, round_no)
    game = _find_game(t, rnd, board)
    if (codes[0] is None) != (codes[1] is None) or not all(
            c is None or isinstance(c, ResultCode) for c in codes):
        raise ModelError(_("Round {round}, board {board}: {result} is not a result").format(
            round=round_no, board=board, result=repr(codes)))
    old = (game.white_result, game.black_result)
    if old != codes and rounds_paired_after(t, round_no):
        raise ModelError(_("Round {round}, board {board}: round {last} is paired on this"
                           " result; a correction needs its reason").format(
                               round=round_no, board=board, last=len(t.rounds)))
    game.white_result, game.black_result = codes
    return next(i for i, g in enumerate(rnd.games) if g is game), old


def _check_result(game: Game, round_no: int, result: object) -> None:
    if result is not None and not isinstance(result, GameResult):
        raise ModelError(_("Round {round}, board {board}: {result} is not a result").format(
            round=round_no, board=game.board, result=repr(result)))


def _set_game_result(game: Game, round_no: int, result: GameResult | None) -> None:
    _check_result(game, round_no, result)
    game.set_result(result)


def rounds_paired_after(t: Tournament, round_no: int) -> list[int]:
    """The rounds paired after `round_no`: their pairings rest on its results (C.04.1 b)."""
    return list(range(round_no + 1, len(t.rounds) + 1))


def is_late_correction(t: Tournament, round_no: int, board: int,
                       result: GameResult | None) -> bool:
    """Whether setting this result changes a result that later rounds were paired on."""
    game = _find_game(t, _paired_round(t, round_no), board)
    changes = (game.white_result, game.black_result) != (result.value if result else (None, None))
    return changes and bool(rounds_paired_after(t, round_no))


def correct_result(t: Tournament, round_no: int, board: int, result: GameResult | None,
                   reason: str, arbiter: str = "", time: str | None = None) -> ResultCorrection:
    """Change a result after a later round was paired (C.04.2 D.8), with the reason; the later
    rounds are not re-paired, and the correction is recorded so that the checker can say which
    pairings rest on the old result."""
    if not rounds_paired_after(t, round_no):
        raise ModelError(_("Round {round}, board {board}: no later round is paired; enter the"
                           " result as usual").format(round=round_no, board=board))
    if not reason.strip():
        raise ModelError(_("Round {round}, board {board}: a result changed after round {last}"
                           " was paired needs a reason").format(round=round_no, board=board,
                                                                 last=len(t.rounds)))
    game = _find_game(t, _paired_round(t, round_no), board)
    old = _label(game) if game.has_result else "no result"
    _set_game_result(game, round_no, result)
    correction = ResultCorrection(
        round_no, game.board, old, _label(game) if game.has_result else "no result",
        len(t.rounds), reason.strip(), arbiter,
        time or datetime.now(UTC).isoformat(timespec="seconds"))
    t.corrections.append(correction)
    return correction


# -- storing pairings -----------------------------------------------------------------------------

def _absence_reason(t: Tournament, player: Player, round_no: int) -> str:
    if t.is_withdrawn(player, round_no):
        return _("withdrawn from round {round}").format(round=player.withdrawn_from)
    return _("has {bye} for round {round}").format(
        bye=_a_bye(t.requested_byes[(player.id, round_no)]), round=round_no)


class _Placement:
    """Checks that each player appears at most once in a new pairing and may be paired."""

    def __init__(self, t: Tournament, round_no: int) -> None:
        self.t = t
        self.round_no = round_no
        self.where_seen: dict[int, str] = {}

    def place(self, player_id: int, where: str) -> None:
        player = next((p for p in self.t.players if p.id == player_id), None)
        if player is None:
            raise ModelError(_at(where, _("there is no player with id {id}").format(
                id=player_id)))
        if player_id in self.where_seen:
            raise ModelError(_at(where, _("{player} already appears in {place}").format(
                player=player.name, place=self.where_seen[player_id])))
        # C.04.2 D.3/D.4: withdrawn and announced absent players are not paired.
        if self.t.planned_absence(player, self.round_no) is not None:
            raise ModelError(_at(where, _("{player} is not to be paired in round {round}"
                                          " ({reason})").format(
                player=player.name, round=self.round_no,
                reason=_absence_reason(self.t, player, self.round_no))))
        self.where_seen[player_id] = where


def _check_new_games(t: Tournament, round_no: int, games: Sequence[Game],
                     placement: _Placement) -> None:
    for index, game in enumerate(games, start=1):
        where = _("Round {round}, board {board}").format(round=round_no,
                                                         board=game.board or index)
        if game.white_result is not None or game.black_result is not None:
            raise ModelError(_at(where, _("a new pairing cannot carry a result")))
        placement.place(game.white, where)
        placement.place(game.black, where)
    boards = sorted(g.board for g in games)
    if any(boards) and boards != list(range(1, len(games) + 1)):
        raise ModelError(_("Round {round}: boards must be numbered 1 to {count} once each, or"
                           " all left 0 to be ordered by C.04.2 D.9 (got {boards})").format(
                               round=round_no, count=len(games), boards=boards))


def _check_new_byes(t: Tournament, round_no: int, byes: Mapping[int, ByeKind],
                    planned: Mapping[int, ByeKind], placement: _Placement) -> None:
    pabs = [p for p, kind in byes.items() if kind is ByeKind.PAB]
    if len(pabs) > 1:
        names = ", ".join(_name(t, p) for p in pabs)
        raise ModelError(_("Round {round}: only one pairing-allocated bye a round (C.04.1 c),"
                           " given to {players}").format(round=round_no, players=names))
    for player_id, kind in byes.items():
        if kind is ByeKind.PAB:
            placement.place(player_id, _("Round {round}, pairing-allocated bye").format(
                round=round_no))
        elif planned.get(player_id) is not kind:
            # Other byes come from requests and withdrawals, made before the pairing.
            planned_kind = planned.get(player_id)
            raise ModelError((_(
                "Round {round}: the pairing gives {player} {bye}, but the player has {planned};"
                " request byes before pairing") if planned_kind else _(
                "Round {round}: the pairing gives {player} {bye}, but the player is to be paired;"
                " request byes before pairing")).format(
                    round=round_no, player=_name(t, player_id), bye=_a_bye(kind),
                    planned=_a_bye(planned_kind) if planned_kind else ""))


def set_round_pairing(t: Tournament, round_no: int, games: Sequence[Game],
                      byes: Mapping[int, ByeKind] | None = None) -> Round:
    """Store the pairing of the next round, as made by a pairing engine or the arbiter.

    Each player to be paired appears exactly once, in a game or as the (single) pairing-allocated
    bye; withdrawn and absent players receive their planned zero-, half- or full-point byes
    automatically (`byes` may repeat them). If every board number is 0 the games are ordered by
    C.04.2 D.9, otherwise the boards must be numbered 1..n.
    """
    if round_no != t.next_round_number:
        raise ModelError(_("Round {round} cannot be stored: the next round to pair is round"
                           " {next}").format(round=round_no, next=t.next_round_number))
    _check_round_in_schedule(t, round_no, _("Round {round}").format(round=round_no))
    planned = {p.id: kind for p in t.players
               if (kind := t.planned_absence(p, round_no)) is not None}
    placement = _Placement(t, round_no)
    byes = dict(byes or {})
    _check_new_games(t, round_no, games, placement)
    _check_new_byes(t, round_no, byes, planned, placement)
    missing = [p for p in t.players_to_pair(round_no) if p.id not in placement.where_seen]
    if missing:
        names = ", ".join(player_label(p) for p in missing)
        raise ModelError(_("Round {round}: not in the pairing although to be paired: {players}")
                         .format(round=round_no, players=names))
    pab = {p: kind for p, kind in byes.items() if kind is ByeKind.PAB}
    rnd = Round(round_no, games=[Game(g.white, g.black, g.board) for g in games],
                byes={**planned, **pab}, date=t.round_dates.get(round_no, ""))
    t.rounds.append(rnd)
    if not any(g.board for g in games):
        _sort_boards(t, rnd)
    return rnd


def unpair_last_round(t: Tournament) -> Round:
    """Remove the last paired round, as long as none of its results is entered. Requested byes,
    late entries' byes and withdrawals stay recorded, so a new pairing gives them again; the
    round's overrides go with its pairing: they changed pairs that no longer exist (the log
    keeps them)."""
    if not t.rounds:
        raise ModelError(_("No round has been paired"))
    rnd = t.rounds[-1]
    entered = next((g for g in rnd.games
                    if g.white_result is not None or g.black_result is not None), None)
    if entered is not None:
        raise ModelError(_("Round {round}, board {board}: {white} - {black} already has a result"
                           " ({result}); clear the results of round {round} before unpairing it")
                         .format(round=rnd.number, board=entered.board,
                                 white=_name(t, entered.white), black=_name(t, entered.black),
                                 result=_label(entered)))
    t.overrides = [o for o in t.overrides if o.round != rnd.number]
    return t.rounds.pop()


# -- board order (C.04.2 D.9) ---------------------------------------------------------------------

def _sort_boards(t: Tournament, rnd: Round) -> None:
    before = rnd.number - 1
    ranks = {p.id: (-t.score(p.id, before), p.pairing_no) for p in t.players}

    def key(game: Game) -> tuple[float, float, int]:
        higher = min(ranks[game.white], ranks[game.black])
        score_sum = ranks[game.white][0] + ranks[game.black][0]
        return (higher[0], score_sum, higher[1])

    rnd.games.sort(key=key)
    for board, game in enumerate(rnd.games, start=1):
        game.board = board


def board_order(t: Tournament, round_no: int) -> list[Game]:
    """Sort the pairs of a round for publication and number the boards 1..n (C.04.2 D.9).

    With descending priority: the score of the higher player of the pair, the sum of both
    players' scores, then the rank in the initial order of the higher player (lower pairing
    number first). Scores are those before the round; of two players the higher is the one with
    the better score or, with equal scores, the lower pairing number. Refused once a result of
    the round is entered, because its boards have then been published.
    """
    rnd = _paired_round(t, round_no)
    entered = next((g for g in rnd.games
                    if g.white_result is not None or g.black_result is not None), None)
    if entered is not None:
        raise ModelError(_("Round {round}, board {board}: a result is entered; the boards of"
                           " this round are published and keep their numbers").format(
                               round=round_no, board=entered.board))
    _sort_boards(t, rnd)
    return rnd.games


# -- pairing-allocated bye (C.04.1) ---------------------------------------------------------------

def pab_refusal(t: Tournament, player_id: int, round_no: int) -> str | None:
    """Why the player may not receive the pairing-allocated bye in `round_no`, or None.

    C.04.1: not a player who already received the PAB, nor one who scored in a single round,
    without playing, as many points as a win (full-point bye, forfeit win, ...).
    """
    player = t.player(player_id)
    _check_round_in_schedule(t, round_no, _("Pairing-allocated bye for {player}").format(
        player=player.name))
    win = t.scoring.win
    for rnd in t.rounds[:round_no - 1]:
        kind = rnd.byes.get(player_id)
        if kind is ByeKind.PAB:
            return _("received the pairing-allocated bye in round {round}").format(
                round=rnd.number)
        if kind is not None and t.scoring.for_bye(kind) >= win:
            return _("scored a win without playing in round {round} ({bye})").format(
                round=rnd.number, bye=bye_name(kind))
        game = rnd.game_of(player_id)
        if (game is not None and game.has_result and not game.was_played
                and t.points_in_round(player_id, rnd) >= win):
            return _("scored a win without playing in round {round} (forfeit)").format(
                round=rnd.number)
    return None


def may_receive_pab(t: Tournament, player_id: int, round_no: int) -> bool:
    """Whether C.04.1 lets the player receive the pairing-allocated bye in `round_no`."""
    return pab_refusal(t, player_id, round_no) is None


def standings(t: Tournament) -> list[tuple[Player, float]]:
    """Players with their scores, best first; equal scores in pairing-number order until the
    tournament's tie-breaks (C.07) decide them."""
    scored = [(p, t.score(p.id)) for p in t.players]
    return sorted(scored, key=lambda row: (-row[1], row[0].pairing_no))
