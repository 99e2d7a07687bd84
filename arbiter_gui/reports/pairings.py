"""The pairing sheet of a round (board order) and the alphabetical pairing list for the wall."""

from __future__ import annotations

from reportlab.platypus import Flowable, Spacer

from arbiter_gui.core.collation import alphabetical_key
from arbiter_gui.core.i18n import N_, _
from arbiter_gui.core.model import NORMAL_SIZE, ByeKind, Game, Player, Round, Tournament
from arbiter_gui.core.texts import (
    ADJOURNED_NOTE,
    BLACK,
    FEDERATION,
    NAME,
    PAIRING_NUMBER,
    RESULT,
    WHITE,
    bye_name,
    colour_name,
    result_label,
    score_with_adjourned,
    withdrawn_from,
)
from arbiter_gui.reports.columns import Name, sized_table
from arbiter_gui.reports.document import (
    Report,
    paired_round,
    points,
    round_title,
    text,
    translated,
)

OVERRIDE_MARK = "*"
OVERRIDE_NOTE = N_("* changed by the arbiter, see the override log")

_BYE_ORDER = (ByeKind.PAB, ByeKind.HALF, ByeKind.FULL, ByeKind.ZERO)


def _rating(player: Player) -> str:
    return str(player.rating) if player.rating else ""


def _result(game: Game) -> str:
    """The result if entered (blank otherwise, "adjourned" for a game adjourned), an unusual
    pair of codes as "W/-"."""
    return result_label(game) if game.has_result or game.is_adjourned else ""


def _scores_before(t: Tournament, rnd: Round) -> dict[int, str]:
    """Each player's score before the round, written: the standings' score, which does not
    count a game still adjourned, with such games marked as bulletins mark them, "2 (1)"
    (C.04.2 D.1: the pairing counted them as draws; the board order of D.9 too)."""
    scores = t.scores(rnd.number - 1)
    adjourned = t.adjourned_games(rnd.number - 1)
    return {p.id: score_with_adjourned(points(scores[p.id]), adjourned.get(p.id, 0))
            for p in t.players}


def _adjourned_note(t: Tournament, rnd: Round) -> list[Flowable]:
    """The note that explains the mark, when a score before the round carries it."""
    return [Spacer(0, 6), text(_(ADJOURNED_NOTE))] if t.adjourned_games(rnd.number - 1) else []


def _bye_text(t: Tournament, player: Player, kind: ByeKind, round_no: int) -> str:
    if kind is ByeKind.ZERO and player.withdrawn_from is not None and t.is_withdrawn(
            player, round_no):
        return withdrawn_from(player.withdrawn_from)
    return _("{bye} ({points})").format(bye=bye_name(kind),
                                        points=points(t.scoring.for_bye(kind)))


def _byes_in_order(t: Tournament, rnd: Round) -> list[tuple[Player, ByeKind]]:
    """The PAB first, then half-, full- and zero-point byes, each by pairing number."""
    byes = [(t.player(pid), kind) for pid, kind in rnd.byes.items()]
    return sorted(byes, key=lambda b: (_BYE_ORDER.index(b[1]), b[0].pairing_no))


# -- pairing sheet --------------------------------------------------------------------------------

_SHEET_HEADER = (N_("Bo."), PAIRING_NUMBER, N_("Ti"), WHITE, FEDERATION, N_("Rtg"), N_("Pts"),
                 RESULT, N_("Pts"), N_("Ti"), BLACK, FEDERATION, N_("Rtg"), PAIRING_NUMBER)
_SHEET_NAMES = (3, 10)  # the two name columns share what the others leave of the line
_SHEET_CENTRED = (7,)
_SHEET_FEDERATIONS = (4, 11)  # left out before a name would wrap or the page turn
_SHEET_RIGHT = (0, 1, 5, 6, 8, 12, 13)  # numbers: the units line up on both sides


def _player_cells(player: Player, score: str) -> tuple[object, ...]:
    return (str(player.pairing_no), player.title, Name.of(player), player.federation,
            _rating(player), score)


def _game_row(t: Tournament, game: Game, before: dict[int, str], marked: set[int]) -> list:
    white, black = t.player(game.white), t.player(game.black)
    mark = OVERRIDE_MARK if marked & {game.white, game.black} else ""
    w_no, w_title, w_name, w_fed, w_rating, w_pts = _player_cells(white, before[white.id])
    b_no, b_title, b_name, b_fed, b_rating, b_pts = _player_cells(black, before[black.id])
    return [f"{game.board}{mark}", w_no, w_title, w_name, w_fed, w_rating, w_pts, _result(game),
            b_pts, b_title, b_name, b_fed, b_rating, b_no]


# C.04.1 c: the pairing-allocated bye is the pairing's, given to the one player it leaves
# unpaired; the players not paired are those absent from the round (requested byes, C.04.2
# D.4; withdrawn, D.3): two tables, each under its own heading.
_PAB_HEADER = (PAIRING_NUMBER, N_("Ti"), N_("Pairing-allocated bye"), FEDERATION, N_("Rtg"),
               N_("Pts"), "")
_NOT_PAIRED_HEADER = (PAIRING_NUMBER, N_("Ti"), N_("Not paired"), FEDERATION, N_("Rtg"),
                      N_("Pts"), "")


def _bye_table(t: Tournament, rnd: Round, byes: list[tuple[Player, ByeKind]],
               header: tuple[str, ...], before: dict[int, str], marked: set[int],
               paper: str, size: str, wide: bool) -> Flowable:
    rows = []
    for player, kind in byes:
        mark = OVERRIDE_MARK if player.id in marked else ""
        rows.append([f"{player.pairing_no}{mark}", player.title, Name.of(player),
                     player.federation, _rating(player), before[player.id],
                     _bye_text(t, player, kind, rnd.number)])
    return sized_table(translated(header), rows, (2, 6), paper, size, wide=wide,
                       optional=(3,), right_aligned=(0, 4, 5)).table


def _bye_tables(t: Tournament, rnd: Round, before: dict[int, str], marked: set[int],
                paper: str, size: str, wide: bool) -> list[Flowable]:
    """The PAB's table, then the table of the players not paired, each when it has a row."""
    byes = _byes_in_order(t, rnd)
    pab: list[tuple[Player, ByeKind]] = [(p, kind) for p, kind in byes if kind is ByeKind.PAB]
    absent: list[tuple[Player, ByeKind]] = [(p, kind) for p, kind in byes
                                            if kind is not ByeKind.PAB]
    story: list[Flowable] = []
    for rows, header in ((pab, _PAB_HEADER), (absent, _NOT_PAIRED_HEADER)):
        if rows:
            story += [Spacer(0, 10),
                      _bye_table(t, rnd, rows, header, before, marked, paper, size, wide)]
    return story


def pairings_report(t: Tournament, round_no: int | None, paper: str,
                    size: str = NORMAL_SIZE) -> Report:
    """Round `round_no`'s games in board order (C.04.2 D.9 numbered them when the round was
    paired), then the pairing-allocated bye, then the players not paired: the requested byes
    and the absent."""
    rnd = paired_round(t, round_no)
    before = _scores_before(t, rnd)
    marked = t.overridden_players(rnd.number)
    games = sorted(rnd.games, key=lambda g: g.board)
    rows = [_game_row(t, g, before, marked) for g in games]
    story: list[Flowable] = []
    if rnd.paired_locally:  # the pairing server could not be reached, the arbiter confirmed
        story += [text(_("Paired locally: the tournament's pairing server could not be"
                         " reached, and the arbiter confirmed pairing this round with the"
                         " program's own engine.")), Spacer(0, 6)]
    sheet = sized_table(translated(_SHEET_HEADER), rows, _SHEET_NAMES, paper, size,
                        optional=_SHEET_FEDERATIONS, right_aligned=_SHEET_RIGHT,
                        centred=_SHEET_CENTRED)
    story.append(sheet.table)
    story += _bye_tables(t, rnd, before, marked, paper, size, sheet.wide)
    if marked:
        story += [Spacer(0, 6), text(_(OVERRIDE_NOTE))]
    story += _adjourned_note(t, rnd)
    return Report(round_title(t, _("Pairings"), rnd), story, wide=sheet.wide)


# -- alphabetical list ----------------------------------------------------------------------------

_ALPHA_HEADER = (NAME, PAIRING_NUMBER, N_("Pts"), N_("Bo."), N_("Colour"), N_("Opponent"),
                 PAIRING_NUMBER)
_ALPHA_NAMES = (0, 5)


def _alphabetical_row(t: Tournament, player: Player, rnd: Round,
                      before: dict[int, str]) -> list | None:
    cells = [Name.of(player), str(player.pairing_no), before[player.id]]
    game = rnd.game_of(player.id)
    if game is not None:
        opponent = t.player(game.opponent_of(player.id))
        colour = colour_name(game.colour_of(player.id))
        return cells + [str(game.board), colour, Name.of(opponent), str(opponent.pairing_no)]
    kind = rnd.byes.get(player.id)
    if kind is None:
        return None  # not in this round at all (e.g. a round imported without the player)
    return cells + ["", "", _bye_text(t, player, kind, rnd.number), ""]


def alphabetical_report(t: Tournament, round_no: int | None, paper: str,
                        size: str = NORMAL_SIZE) -> Report:
    """Every player of the round by name, with board, colour and opponent (byes too)."""
    rnd = paired_round(t, round_no)
    before = _scores_before(t, rnd)
    rows = [row for p in sorted(t.players, key=alphabetical_key)
            if (row := _alphabetical_row(t, p, rnd, before)) is not None]
    sized = sized_table(translated(_ALPHA_HEADER), rows, _ALPHA_NAMES, paper, size,
                        right_aligned=(1, 2, 3, 6))
    return Report(round_title(t, _("Pairings by name"), rnd),
                  [sized.table, *_adjourned_note(t, rnd)], wide=sized.wide)
