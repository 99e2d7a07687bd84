"""What the handling modules share: the words of their messages and the round schedule."""

from __future__ import annotations

from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.model import ByeKind, ModelError, Tournament

# The pairing-allocated bye is given by the pairing (C.04.1 c), never requested.
REQUESTABLE_BYES = (ByeKind.HALF, ByeKind.ZERO, ByeKind.FULL)


def check_round_in_schedule(t: Tournament, round_no: int, where: str) -> None:
    if round_no < 1:
        raise ModelError(at(where, _("there is no round {round}; rounds are numbered from 1")
                            .format(round=round_no)))
    if t.rounds_planned and round_no > t.rounds_planned:
        raise ModelError(at(where, ngettext(
            "there is no round {round}; the tournament has {planned} rounds",
            "there is no round {round}; the tournament has {planned} rounds",
            t.rounds_planned).format(round=round_no, planned=t.rounds_planned)))



def at(where: str, problem: str) -> str:
    """`problem` said with what it is about ("Round 3: bye for X: ...")."""
    return _("{where}: {problem}").format(where=where, problem=problem)



def player_name(t: Tournament, player_id: int) -> str:
    player = next((p for p in t.players if p.id == player_id), None)
    return player.name if player else _("player id {id}").format(id=player_id)
