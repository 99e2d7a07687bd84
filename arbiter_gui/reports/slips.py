"""Result slips: one per board of a round, filled in and signed by both players and handed to the
arbiter; four to a page (A4 or Letter), with dashed lines to cut along."""

from __future__ import annotations

from reportlab.platypus import Flowable, PageBreak, Spacer, Table, TableStyle
from reportlab.platypus.flowables import HRFlowable

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import NORMAL_SIZE, Game, Player, Round, Tournament
from arbiter_gui.core.texts import BLACK, WHITE
from arbiter_gui.reports.columns import Name, clipped
from arbiter_gui.reports.document import (
    FONT,
    Report,
    ReportError,
    frame_width,
    paired_round,
    round_start,
    round_title,
    style,
    text,
)
from arbiter_gui.reports.scripts import BOLD, line_width

SLIPS_PER_PAGE = 4
RESULTS = ("1-0", "½-½", "0-1")
# Board and round, White, Black, the result boxes, the signatures: 4 slips and 3 cut lines fit
# the frame of a Letter page, the shorter of the two. The last row keeps the lines to sign on
# off the slip's border.
_ROW_HEIGHTS = (20, 22, 22, 26, 32, 8)
_CUT_SPACE = 10.0
# A name and the event's name keep one line: in a smaller font down to these sizes if they
# must (a name first loses its given names to initials).
_NAME_SIZE, _LEAST_SIZE = 10.0, 7.0
_EVENT_SIZE, _LEAST_EVENT_SIZE = 8.0, 5.0
_TITLE = style(11, bold=True)


def _one_line(value: str, short: str, size: float, least: float, room: float) -> Flowable:
    """`value` on one line of `room` points: whole, else `short` (a name with initials), in a
    smaller font down to `least` points if it must; cut only past that."""
    for shown in (value, short):
        if line_width(shown, False, size) <= room:
            return text(shown, style(size))
    smaller = max(least, size * room / line_width(short, False, size))
    return text(clipped(short, smaller, room, most_lines=1), style(smaller))


def _player_row(colour: str, player: Player, room: float) -> list[object]:
    rating = _("Rtg {rating}").format(rating=player.rating) if player.rating else ""
    name = Name.of(player)
    return [colour, _("No. {number}").format(number=player.pairing_no),
            _one_line(name.value, name.short, _NAME_SIZE, _LEAST_SIZE, room), "", "", rating,
            ""]


# Seven columns: label, number, three result boxes (the name spans them), rating, and a margin
# that keeps the line to sign on off the slip's right border.
_WIDTHS = (0.17, 0.13, 0.17, 0.17, 0.17, 0.15, 0.04)
_PADDING = 12  # a cell's padding left and right (reportlab's 6 points each)


def _slip(t: Tournament, rnd: Round, game: Game, width: float) -> Table:
    """A slip is cut from its page: it names the tournament, the round and its date too."""
    when = _("Round {number}").format(number=rnd.number)
    if date := round_start(t, rnd):
        when = _("{round}, {date}").format(round=when, date=date)
    name_room = width * sum(_WIDTHS[2:5]) - _PADDING
    event_room = width * sum(_WIDTHS[3:]) - _PADDING
    rows: list[list[object]] = [
            [text(_("Board {number}").format(number=game.board), _TITLE), when, "",
             _one_line(t.name, t.name, _EVENT_SIZE, _LEAST_EVENT_SIZE, event_room), "", "",
             ""],
            _player_row(_(WHITE), t.player(game.white), name_room),
            _player_row(_(BLACK), t.player(game.black), name_room),
            [_("Result:"), "", *RESULTS, "", ""],
            [_("White's signature"), "", "", _("Black's signature"), "", "", ""], [""] * 7]
    table = Table(rows, colWidths=[width * w for w in _WIDTHS], rowHeights=_ROW_HEIGHTS)
    table.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), FONT, 10),
        ("FONT", (1, 0), (1, 0), BOLD, 10),
        ("FONT", (2, 3), (4, 3), BOLD, 12),
        ("FONT", (0, 4), (-1, 4), FONT, 9),
        ("TOPPADDING", (0, 5), (-1, 5), 0), ("BOTTOMPADDING", (0, 5), (-1, 5), 0),
        ("SPAN", (1, 0), (2, 0)), ("SPAN", (3, 0), (6, 0)),
        ("SPAN", (2, 1), (4, 1)), ("SPAN", (2, 2), (4, 2)),
        ("SPAN", (1, 4), (2, 4)), ("SPAN", (4, 4), (5, 4)),
        ("BOX", (0, 0), (-1, -1), 0.8, "black"),
        ("LINEBELOW", (0, 0), (-1, 0), 0.5, "grey"),
        *(("BOX", (c, 3), (c, 3), 0.8, "black") for c in (2, 3, 4)),  # a box to tick each
        ("ALIGN", (2, 3), (4, 3), "CENTRE"),
        ("ALIGN", (5, 0), (5, 2), "RIGHT"),
        ("LINEBELOW", (1, 4), (2, 4), 0.5, "black"),  # the lines to sign on
        ("LINEBELOW", (4, 4), (5, 4), 0.5, "black"),
        ("VALIGN", (0, 0), (-1, 3), "MIDDLE"),
        ("VALIGN", (0, 4), (-1, 4), "BOTTOM"),
    ]))
    return table


def _cut_line() -> list[Flowable]:
    return [Spacer(0, _CUT_SPACE), HRFlowable(width="100%", thickness=0.5, color="grey",
                                              dash=(4, 3)), Spacer(0, _CUT_SPACE)]


def slips_report(t: Tournament, round_no: int | None, paper: str,
                 size: str = NORMAL_SIZE) -> Report:
    """One slip per game of round `round_no`, in board order (C.04.2 D.9), four to a page
    (filled in by hand: the same at every printing `size`)."""
    rnd = paired_round(t, round_no)
    if not rnd.games:
        raise ReportError(_("round {number} has no games (only byes)").format(
            number=rnd.number))
    width = frame_width(paper)
    story: list[Flowable] = []
    for k, game in enumerate(sorted(rnd.games, key=lambda g: g.board)):
        if k:
            story += [PageBreak()] if k % SLIPS_PER_PAGE == 0 else _cut_line()
        story.append(_slip(t, rnd, game, width))
    return Report(round_title(t, _("Result slips"), rnd), story)
