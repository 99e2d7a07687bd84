"""How the program words what it shows, the same on screen, in messages and on paper: players
("Player 17 (Brunet, Paul)"), counts ("1 entry") and
the cross table's cells ("12w1")."""

from __future__ import annotations

from arbiter_gui.core.i18n import N_, _
from arbiter_gui.core.model import ByeKind, Colour, Player, ResultCode, Round


def field_name(name: str) -> str:
    """A player's detail as messages name it ("FIDE id", not "fide id"), in the language
    spoken now; `name` itself when it is no detail of a player."""
    return {"surname": _("surname"), "given_name": _("given name"), "sex": _("sex"),
            "title": _("title"), "fide_id": _("FIDE id"), "federation": _("federation"),
            "birth_date": _("birth date"), "rating": _("rating"),
            "national_rating": _("national rating"), "club": _("club"),
            "k_factor": _("K-factor")}.get(name, name)


def player_label(player: Player) -> str:
    """"Player 17 (Brunet, Paul)": the pairing number first, as on the pairing sheets."""
    return _("Player {number} ({name})").format(number=player.pairing_no, name=player.name)


# A player's result in a cross-table cell: + - = mark games not played over the board.
CROSS_TABLE_RESULTS = {
    ResultCode.WIN: "1", ResultCode.DRAW: "½", ResultCode.LOSS: "0",
    ResultCode.FORFEIT_WIN: "+", ResultCode.FORFEIT_LOSS: "-",
    ResultCode.UNPLAYED_WIN: "+", ResultCode.UNPLAYED_DRAW: "=", ResultCode.UNPLAYED_LOSS: "-",
}
CROSS_TABLE_BYES = {ByeKind.PAB: "PAB", ByeKind.HALF: "H", ByeKind.FULL: "F", ByeKind.ZERO: "Z"}
CROSS_TABLE_LEGEND = N_(  # translated where it is printed
    "12w1: against pairing number 12, with white, won (½ drawn, 0 lost); + and - forfeit or"
    " unplayed game won or lost, = unplayed draw; PAB pairing-allocated bye; H, F, Z half-,"
    " full-, zero-point bye. Players equal in score and every tie-break share their rank.")


CROSS_TABLE_BY_RANK_LEGEND = N_(  # translated where it is printed
    "12w1: against the player on line 12 (the final ranking), with white, won (½ drawn, 0"
    " lost); + and - forfeit or unplayed game won or lost, = unplayed draw; PAB"
    " pairing-allocated bye; H, F, Z half-, full-, zero-point bye. Players equal in score and"
    " every tie-break share their rank.")


def cross_table_cell(rnd: Round, player_id: int, pairing_no: dict[int, int]) -> str:
    """E.g. "12w1": the opponent's pairing number (it stays as ranks change and two players
    may share a rank), the colour, the result (none until entered); a bye by its kind."""
    game = rnd.game_of(player_id)
    if game is None:
        return CROSS_TABLE_BYES.get(rnd.byes.get(player_id), "")
    colour = "w" if game.colour_of(player_id) is Colour.WHITE else "b"
    code = game.code_of(player_id)
    opponent = pairing_no[game.opponent_of(player_id)]
    return f"{opponent}{colour}{CROSS_TABLE_RESULTS.get(code, '')}"
