"""How the program words what it shows, the same on screen, in messages and on paper: players
("Player 17 (Brunet, Paul)"), their details ("Given name"), the byes ("half-point bye"), results
("1-0", "+/-", an unusual pair of codes as "W/-"), the colours, the headings the window's tables
share with the printouts ("No.", "Rtg+/-"), counts ("1 entry") and the cross table's cells
("12w1"). The window takes these words from here (the gettext catalogue), not from a copy in its
own Qt catalogue (tests/project/test_one_catalogue.py)."""

from __future__ import annotations

from arbiter_gui.core.i18n import N_, _
from arbiter_gui.core.model import ByeKind, Colour, Game, GameResult, Player, ResultCode, Round

# A player's details as messages and the journal's records name them inside a sentence.
FIELD_NAMES = {
    "surname": N_("surname"), "given_name": N_("given name"), "sex": N_("sex"),
    "title": N_("title"), "fide_id": N_("FIDE id"), "federation": N_("federation"),
    "birth_date": N_("birth date"), "rating": N_("rating"),
    "national_rating": N_("national rating"), "club": N_("club"), "k_factor": N_("K-factor"),
}


def field_name(name: str) -> str:
    """A player's detail as messages name it ("FIDE id", not "fide id"), in the language
    spoken now; `name` itself when it is no detail of a player."""
    return _(FIELD_NAMES[name]) if name in FIELD_NAMES else name


# A player's details as a form or a column heads them ("Given name"): the window's player table
# and dialog, the rating list's refresh and the CSV import's preview.
DETAIL_LABELS = {
    "surname": N_("Surname"), "given_name": N_("Given name"), "title": N_("Title"),
    "fide_id": N_("FIDE ID"), "federation": N_("Federation"), "rating": N_("Rating"),
    "birth_date": N_("Birth date"), "sex": N_("Sex"), "club": N_("Club"),
    "national_rating": N_("National rating"), "k_factor": N_("K-factor"),
}


def detail_label(field: str) -> str:
    """The heading of a player's detail `field` ("Given name"), in the language spoken now."""
    return _(DETAIL_LABELS[field])


# The headings the window's tables and the printouts share, translated where shown. Short: a
# printout fits many columns on a line.
PAIRING_NUMBER = N_("No.")
NAME = N_("Name")
FEDERATION = N_("Fed")
POINTS = N_("Points")
WHITE = N_("White")
BLACK = N_("Black")
RESULT = N_("Result")
ROUND = N_("Round")
PERFORMANCE = N_("Rp")  # the rating performance (B.02 8.2)
K_FACTOR = N_("K")  # the K-factor of the rating change (B.02 8.3.3)
RATING_CHANGE = N_("Rtg+/-")  # B.02 8.3
# The tables the window's pages show and the printouts print, titled alike.
PLAYERS = N_("Players")
STANDINGS = N_("Standings")
CROSS_TABLE = N_("Cross table")
# The log's columns (the window's log page, the arbiter's printout of the log).
TIME = N_("Time")
KIND = N_("Kind")
AUTHOR = N_("Author")
# Who changed a pairing by hand, and why (the override dialog, the printout of the overrides).
ARBITER = N_("Arbiter")
JUSTIFICATION = N_("Justification")


def colour_name(colour: Colour) -> str:
    """"white" or "black", in the language spoken now."""
    return _("white") if colour is Colour.WHITE else _("black")


def round_name(number: int) -> str:
    """"Round 3", in the language spoken now."""
    return _("Round {round}").format(round=number)


def rounds_span(first: int, last: int) -> str:
    """"round 4" or "rounds 4-6" (the rounds a corrected result was paired on), in the
    language spoken now."""
    return (_("round {round}").format(round=first) if first == last
            else _("rounds {first}-{last}").format(first=first, last=last))


def withdrawn_from(number: int) -> str:
    """A player's state once withdrawn: "withdrawn from round 5"."""
    return _("withdrawn from round {round}").format(round=number)


def bye_in_round(number: int, kind: ByeKind) -> str:
    """A bye of `kind` in round `number`: "round 5: a half-point bye"."""
    return _("round {round}: {bye}").format(round=number, bye=a_bye(kind))


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


# A game adjourned and still without its result (VCL.15), where its result is written.
ADJOURNED = N_("adjourned")


def score_with_adjourned(score: str, adjourned: int) -> str:
    """A score as the standings give it (`score`, written), followed by the number of the
    player's games still adjourned in brackets, as tournament bulletins write it: "2½ (1)".
    They are not in the score (C.04.2 D.1: a draw for pairing purposes only)."""
    return f"{score} ({adjourned})" if adjourned else score


# The note under a table whose scores may carry that mark.
ADJOURNED_NOTE = N_("2 (1): 2 points and 1 game adjourned, not counted yet (a draw for the"
                    " pairing, C.04.2 D.1)")


def result_label(game: Game) -> str:
    """The result of `game` as the pairing sheet, the window and the messages write it: "1-0",
    "+/-", "1-0 (unplayed)" in the language spoken; a pair of codes that makes no result (read
    from another program's file) as "W/-" ("?" for a code missing); "adjourned" for a game
    adjourned (VCL.15); "" before any result."""
    if game.is_adjourned:
        return _(ADJOURNED)
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
