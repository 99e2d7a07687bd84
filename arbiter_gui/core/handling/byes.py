"""Withdrawals and requested byes (C.04.2 D.2-D.4), and who may receive the
pairing-allocated bye (C.04.1)."""

from __future__ import annotations

from arbiter_gui.core.fide_mode import full_point_bye_refusal
from arbiter_gui.core.handling.common import REQUESTABLE_BYES, at, check_round_in_schedule
from arbiter_gui.core.i18n import N_, Message, _, ngettext
from arbiter_gui.core.model import (
    ByeKind,
    ModelError,
    Player,
    Tournament,
)
from arbiter_gui.core.texts import BYE_NAMES, a_bye, result_label

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
                    round=rnd.number, board=game.board, player=player.name,
                    result=result_label(game), later=later)
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
                                                            bye=a_bye(kind), later=later)
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
        raise ModelError(at(where, _("already withdrawn from round {round}; cancel that"
                                     " withdrawal first to change the round").format(
                                         round=player.withdrawn_from)))
    check_round_in_schedule(t, from_round, where)
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
    check_round_in_schedule(t, return_round, where)
    if return_round < first and player.withdrawn_from < first:
        missed = (_("round {round} is already paired without the player, who keeps the"
                    " zero-point byes there (C.04.2 D.10); the player can return from round"
                    " {first} at the earliest").format(round=first - 1, first=first)
                  if player.withdrawn_from == first - 1 else
                  _("rounds {withdrawn}-{last} are already paired without the player, who keeps"
                    " the zero-point byes there (C.04.2 D.10); the player can return from round"
                    " {first} at the earliest").format(withdrawn=player.withdrawn_from,
                                                        last=first - 1, first=first))
        raise ModelError(at(where, missed))
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
    if kind not in REQUESTABLE_BYES:
        raise ModelError(at(where, _("the pairing-allocated bye is given by the pairing and"
                                     " cannot be requested (C.04.1)")))
    refusal = full_point_bye_refusal(t) if kind is ByeKind.FULL else None
    if refusal:
        raise ModelError(at(where, refusal))
    check_round_in_schedule(t, round_no, where)
    if round_no < t.next_round_number:
        raise ModelError(at(where, _already_paired(round_no)))
    if t.is_withdrawn(player, round_no):
        raise ModelError(at(where, _("{player} is withdrawn from round {round}").format(
            player=player.name, round=player.withdrawn_from)))
    if kind is ByeKind.HALF:
        _check_half_bye_limits(t, player, round_no)
    t.requested_byes[(player_id, round_no)] = kind


def cancel_bye_request(t: Tournament, player_id: int, round_no: int) -> None:
    """Withdraw a bye requested for a round not paired yet."""
    player = t.player(player_id)
    where = _bye_for(round_no, player)
    if (player_id, round_no) not in t.requested_byes:
        raise ModelError(at(where, _("no bye was requested")))
    if round_no < t.next_round_number:
        raise ModelError(at(where, _already_paired(round_no)))
    del t.requested_byes[(player_id, round_no)]


def _bye_for(round_no: int, player: Player) -> str:
    return _("Round {round}: bye for {player}").format(round=round_no, player=player.name)


def _already_paired(round_no: int) -> str:
    return _("round {round} is already paired; unpair it first").format(round=round_no)



# -- pairing-allocated bye (C.04.1) ---------------------------------------------------------------

def pab_refusal(t: Tournament, player_id: int, round_no: int) -> Message | None:
    """Why the player may not receive the pairing-allocated bye in `round_no`, or None.

    C.04.1: not a player who already received the PAB, nor one who scored in a single round,
    without playing, as many points as a win (full-point bye, forfeit win, ...).
    """
    player = t.player(player_id)
    check_round_in_schedule(t, round_no, _("Pairing-allocated bye for {player}").format(
       player=player.name))
    win = t.scoring.win
    for rnd in t.rounds[:round_no - 1]:
        kind = rnd.byes.get(player_id)
        if kind is ByeKind.PAB:
            return Message(N_("received the pairing-allocated bye in round {round}"),
                           round=rnd.number)
        if kind is not None and t.scoring.for_bye(kind) >= win:
            return Message(N_("scored a win without playing in round {round} ({bye})"),
                           round=rnd.number, bye=Message(BYE_NAMES[kind]))
        game = rnd.game_of(player_id)
        if (game is not None and game.has_result and not game.was_played
                and t.points_in_round(player_id, rnd) >= win):
            return Message(N_("scored a win without playing in round {round} (forfeit)"),
                           round=rnd.number)
    return None


def may_receive_pab(t: Tournament, player_id: int, round_no: int) -> bool:
    """Whether C.04.1 lets the player receive the pairing-allocated bye in `round_no`."""
    return pab_refusal(t, player_id, round_no) is None
