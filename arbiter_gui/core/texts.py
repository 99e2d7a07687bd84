"""How the program words what it shows, the same on screen, in messages and on paper: players
("Player 17 (Brunet, Paul)"), the byes ("half-point bye"), results ("1-0", "+/-", an unusual pair
of codes as "W/-"), counts ("1 entry") and the cross table's cells ("12w1"). The window takes
these words from here (the gettext catalogue), not from a copy in its own."""

from __future__ import annotations

from arbiter_gui.core.i18n import N_, _
from arbiter_gui.core.model import ByeKind, Colour, Game, GameResult, Player, ResultCode, Round


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


# The byes by name ("half-point bye") and as a message says one ("a half-point bye"): two texts,
# since the article agrees with the name in other languages (une, ein, eine, ...).
BYE_NAMES = {
    ByeKind.PAB: N_("pairing-allocated bye"),
    ByeKind.HALF: N_("half-point bye"),
    ByeKind.FULL: N_("full-point bye"),
    ByeKind.ZERO: N_("zero-point bye"),
}
A_BYE = {
    ByeKind.PAB: N_("a pairing-allocated bye"),
    ByeKind.HALF: N_("a half-point bye"),
    ByeKind.FULL: N_("a full-point bye"),
    ByeKind.ZERO: N_("a zero-point bye"),
}


def bye_name(kind: ByeKind) -> str:
    """The name of a bye of `kind` ("half-point bye"), in the language spoken now."""
    return _(BYE_NAMES[kind])


def a_bye(kind: ByeKind) -> str:
    """A bye of `kind` as a sentence says it ("a half-point bye"), in the language spoken now."""
    return _(A_BYE[kind])


# The results that are written with a word; the others are the same in every language ("1-0",
# "+/-").
_RESULT_WORDS = {
    GameResult.WHITE_WINS_UNPLAYED: N_("1-0 (unplayed)"),
    GameResult.DRAW_UNPLAYED: N_("½-½ (unplayed)"),
    GameResult.BLACK_WINS_UNPLAYED: N_("0-1 (unplayed)"),
}


def result_label(game: Game) -> str:
    """The result of `game` as the pairing sheet, the window and the messages write it: "1-0",
    "+/-", "1-0 (unplayed)" in the language spoken; a pair of codes that makes no result (read
    from another program's file) as "W/-" ("?" for a code missing); "" before any result."""
    if game.white_result is None and game.black_result is None:
        return ""
    result = game.result
    if result is None:
        return codes_text(game)
    return _(_RESULT_WORDS[result]) if result in _RESULT_WORDS else result.label


def codes_text(game: Game) -> str:
    """The two result codes of `game` as "W/-" ("?" for a code missing), the same in every
    language: how a pair that makes no `GameResult` is shown and recorded."""
    return f"{game.white_result or '?'}/{game.black_result or '?'}"


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
        bye = rnd.byes.get(player_id)
        return "" if bye is None else CROSS_TABLE_BYES.get(bye, "")
    colour = "w" if game.colour_of(player_id) is Colour.WHITE else "b"
    code = game.code_of(player_id)
    opponent = pairing_no[game.opponent_of(player_id)]
    result = "" if code is None else CROSS_TABLE_RESULTS.get(code, "")
    return f"{opponent}{colour}{result}"
