"""The part of an engine's explanation of a round (`PairingResult.checklist`) that concerns
some players: their pairing cards and the brackets they were in; and why a player has a bye.

Every engine writes its checklist as top-level lines, each followed by indented lines: a
table (the pairing cards: a column header, then one row a player starting with the pairing
number) or a bracket (a line naming its players, then its decisions). Top-level lines with
nothing under them (the title, the round's general facts, section titles) are kept as they
are.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from arbiter_gui.core import handling
from arbiter_gui.core.editions import DUTCH_2012
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import ByeKind, Tournament
from arbiter_gui.core.texts import player_label
from arbiter_gui.pairing.engine import edition_key

_Group = tuple[str, list[str]]


def _groups(checklist: str) -> list[tuple[bool, _Group]]:
    """The top-level lines with their indented lines, each with whether a blank line came
    before it."""
    groups: list[tuple[bool, _Group]] = []
    blank = False
    for line in checklist.splitlines():
        if not line.strip():
            blank = True
        elif line[0].isspace() and groups:
            groups[-1][1][1].append(line)
        else:
            groups.append((blank, (line, [])))
            blank = False
    return groups


def _mentions(line: str, numbers: Collection[int]) -> bool:
    # A pairing number as a word of its own: "7", "1-7", "7 (white)"; not "2.0" nor "C7", nor
    # a value given to a symbol ("X1 = 2").
    return any(re.search(rf"(?<![\w.])(?<!= ){n}(?![\w.])", line) for n in numbers)


def _first_number(line: str) -> int | None:
    word = line.split(maxsplit=1)[0] if line.strip() else ""
    return int(word) if word.isdigit() else None


def _kept(group: _Group, numbers: Collection[int]) -> list[str]:
    head, lines = group
    if not lines:
        return [head]
    rows = [line for line in lines if _first_number(line) in numbers]
    if rows and not _mentions(head, numbers):
        # A table: its column header and the players' rows.
        header = [line for line in lines[:1] if _first_number(line) is None]
        return [head, *header, *rows]
    if _mentions(head, numbers) or any(_mentions(line, numbers) for line in lines):
        return [head, *lines]
    return []


def explanation_for(checklist: str, numbers: Collection[int]) -> str:
    """The checklist's lines about the players with these pairing numbers."""
    kept: list[str] = []
    for blank_before, group in _groups(checklist):
        lines = _kept(group, numbers)
        if lines and blank_before and kept:
            kept.append("")
        kept.extend(lines)
    return "\n".join(kept) + "\n"


def bye_explanation(t: Tournament, round_no: int, player_id: int) -> str:
    """Why this player has a bye in the round: for the pairing-allocated bye, the rules that
    choose its receiver (C.04.1 art. 4, [C2]: not to one who already had it or scored a win
    without playing; Dutch [C5]: the lowest score possible) and, for each player who might
    have had it instead (a lower score, or the same score and lower in the ranking order),
    why not."""
    rnd = t.round(round_no)
    player, kind = t.player(player_id), rnd.byes.get(player_id)
    if kind is None:
        return ""
    if kind is not ByeKind.PAB:
        return _("{player} was not paired in round {round}: a bye given before the pairing"
                 " (requested, absent or withdrawn; C.04.2 D.4), not chosen by it.").format(
                     player=player_label(player), round=round_no)
    # The scores the round was paired on, as the checklist below gives them: an adjourned
    # game as a draw (C.04.2 D.1), not the standings' 0.
    scores = t.scores(round_no - 1, for_pairing=True)
    score = scores[player_id]
    if edition_key(t, t.pairing_system) == DUTCH_2012:
        return _("{player} received the bye in round {round}, with {score} points before the"
                 " round: by the 2012 edition of the Dutch system the bye goes to the player"
                 " left over in the lowest score bracket (A.5), who must not have received a"
                 " point or half point without playing (B.1.b); the procedure of C chose who"
                 " is left over (see the brackets below).").format(
                     player=player_label(player), round=round_no, score=f"{score:g}")
    lines = [_("{player} received the pairing-allocated bye in round {round}, with {score}"
               " points before the round.").format(player=player_label(player), round=round_no,
                                                   score=f"{score:g}"),
             _("The PAB goes to a player who has not received it nor scored a win without"
               " playing (C.04.1 art. 4, [C2]); among them to one with the lowest score possible"
               " ([C5] of the Dutch system), and the quality criteria ([C6]-[C21]) choose among"
               " those."),
             _("{player} may receive it: {why}").format(
                 player=player_label(player),
                 why=handling.pab_refusal(t, player_id, round_no)
                 or _("no earlier PAB, no win without playing."))]
    others = [p for p in t.players if p.id != player_id and rnd.game_of(p.id) is not None
              and (scores[p.id], -p.pairing_no) < (score, -player.pairing_no)]
    for other in sorted(others, key=lambda p: (scores[p.id], -p.pairing_no)):
        refusal = handling.pab_refusal(t, other.id, round_no)
        why = (_("may not receive it: {refusal} ([C2])").format(refusal=refusal) if refusal else
               _("could have received it by C.04.1, but the pairing with this player's PAB broke"
                 " more of the quality criteria (see the brackets below)"))
        lines.append(_("{player}, {score} points: {why}.").format(
            player=player_label(other), score=f"{scores[other.id]:g}", why=why))
    return "\n".join(lines)
