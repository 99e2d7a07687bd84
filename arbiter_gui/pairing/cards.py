"""The pairing cards: the table every engine's checklist (`PairingResult.checklist`) gives of the
players of a round, read back by pairing/explain.py to show the lines about some players.

Only the engines' own layer (pairing/swiss.py) below it: an engine writing its checklist needs
nothing of what explains a round afterwards.
"""

from __future__ import annotations

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import ByeKind, Colour
from arbiter_gui.core.texts import bye_name
from arbiter_gui.pairing.swiss import PairingPlayer, PairingRequest, paired_with, yes_no


def _float_text(p: PairingPlayer) -> str:
    """The floats of the two rounds before ("D." down two rounds before, ".U" up in the
    previous one)."""
    return "".join(f.value if (f := p.float_before(k)) else "." for k in (2, 1))


def pairing_cards(request: PairingRequest, pairs: list[tuple[int, int]],
                  bye: int | None) -> list[str]:
    """The checklist's table of the pairing cards (players by id, (white, black) pairs): its
    title, column header and a row per player, highest score first."""
    colour_of = {w: Colour.WHITE for w, _b in pairs} | {b: Colour.BLACK for _w, b in pairs}
    opponent = {w: b for w, b in pairs} | {b: w for w, b in pairs}
    lines = [_("Pairing cards (floats: two rounds before, previous round; D down, U up)"),
             _("  No   Pts  Colours       Preference        Floats  PAB ok  Paired with")]
    for p in sorted(request.players, key=lambda p: (-p.score, p.pairing_no)):
        colours = "".join(c.value.upper() for c in p.played_colours) or "-"
        paired = (bye_name(ByeKind.PAB) if p.id == bye
                  else paired_with(opponent[p.id], colour_of[p.id]))
        lines.append(f"{p.id:4d} {p.score / 10:5.1f}  {colours:12s}  {p.preference.describe():16s}"
                     f"  {_float_text(p):6s}  {yes_no(p.bye_eligible):6s}  {paired}")
    return lines
