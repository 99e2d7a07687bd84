"""The page frame every printout shares: embedded fonts, the header, the "page x of y" footer,
tables whose header row repeats on every page, and the round a report is about.

Text from the tournament (names, clubs, justifications) is never read as markup: table cells
hold plain strings or `text()` paragraphs, which escape it. Text in any script prints through
the font set of `scripts` (fallback fonts, right to left, shaped).

Words, dates and numbers speak the language spoken now (core.i18n: the tournament's printing
language while a report is made): dates and decimals through Babel, as the language's locale
writes them ("4 mai 2025", "12,5"). English printouts keep the forms they always had: dates
as ISO 8601 (2025-05-04, unambiguous at an international event) and half points as "½".
"""

from __future__ import annotations

import functools
import io
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from functools import cache
from typing import IO, Any
from xml.sax.saxutils import escape

from babel.dates import format_date, format_time
from babel.numbers import format_currency, format_decimal, list_currencies
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Table, TableStyle
from reportlab.platypus.paraparser import ParaFrag

from arbiter_gui import __version__
from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import N_, SOURCE_LANGUAGE, _, babel_locale, language
from arbiter_gui.core.model import Round, Tournament
from arbiter_gui.reports.scripts import (
    BOLD,
    FONT,
    FontError,
    ScriptText,
    draw_line,
    font,
    is_plain,
    line_width,
    longest_fitting_prefix,
    wrapped,
)


class ReportError(ArbiterError, ValueError):
    """A printout that cannot be made (unknown kind or paper, a round not paired, ...); the
    message says what, and no file was written."""


PAPERS = {"a4": A4, "letter": LETTER}
LOG_WARNING = N_("WARNING: the tournament log failed its check; this printout may show data"
                 " changed outside the program.")
MARGIN = 36.0  # half an inch: fits the printable area of office printers on A4 and letter
HEADER_HEIGHT = 40.0  # the space the header takes above the frame
FOOTER_BASELINE = 24.0  # "page x of y", below the frame
_FOOTER_SIZE = 8.0
_FOOTER_LINE = 10.0  # a second line of the footer, above the first, still below the frame
FONT_SIZE = 8.0
COLUMN_GAP = 10.0  # grid()'s 3 points of padding left and right, and a gap between values

GRID_COLOUR = colors.Color(0.6, 0.6, 0.6)
_HEAD_FILL = colors.Color(0.85, 0.85, 0.85)
_STRIPE = colors.Color(0.95, 0.95, 0.95)


@cache
def register_fonts() -> None:
    """Register DejaVu Sans, the first font of the set (the fallback fonts are registered when a
    text needs them)."""
    try:
        for bold in (False, True):
            font(0, bold)
    except FontError as e:
        raise ReportError(str(e)) from e
    pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)


def style(size: float = FONT_SIZE, *, bold: bool = False,
          space_before: float = 0) -> ParagraphStyle:
    return ParagraphStyle("arbiter", fontName=BOLD if bold else FONT, fontSize=size,
                          leading=size * 1.2, spaceBefore=space_before, spaceAfter=size * 0.3)


_CELL = style()


class PlainParagraph(Paragraph):
    """A paragraph of plain text that keeps the text (`value`, as ScriptText does), for the
    HTML pages that show the same content."""

    def __init__(self, value: str | None, paragraph_style: ParagraphStyle,
                 bulletText: str | None = None,  # noqa: N803 (reportlab's name)
                 frags: list[ParaFrag] | None = None) -> None:
        # At a page break reportlab splits a paragraph by calling its class with no text and
        # each piece's fragments (bulletText=, frags=): the pieces print what they are given.
        super().__init__("" if value is None else escape(value), paragraph_style,
                         bulletText=bulletText, frags=frags)
        self.value = value or ""
        self.whole = ""  # a name shortened to fit its column: the whole name (columns._cell)


def text(value: str, paragraph_style: ParagraphStyle = _CELL) -> PlainParagraph | ScriptText:
    """A paragraph that prints `value` literally (wrapping at the cell's width); in any script:
    text that DejaVu Sans cannot print alone, left to right, is laid out by `scripts`."""
    if not is_plain(value, bold=paragraph_style.fontName == BOLD):
        return ScriptText(value, paragraph_style)
    return PlainParagraph(value, paragraph_style)


def translated(texts: Iterable[str]) -> list[str]:
    """Texts marked with N_() (a table's header), in the language spoken now; "" stays ""."""
    return [_(value) if value else "" for value in texts]


def plain(cell: object) -> str:
    """What a table cell or a `text()` paragraph prints, as plain text; a name shortened to
    fit its column (reports.columns), whole."""
    if isinstance(cell, str):
        return cell
    return getattr(cell, "whole", "") or getattr(cell, "value", "")


# -- dates and numbers in the language spoken ------------------------------------------------------

# How English printouts write a date and a time (Babel's patterns); the other languages use
# their locale's own forms (Babel's "medium" date, "short" time).
_ENGLISH_DATE, _ENGLISH_TIME = "yyyy-MM-dd", "HH:mm"
_CURRENCIES = frozenset(list_currencies())  # the ISO 4217 codes Babel knows


def _english() -> bool:
    return language() == SOURCE_LANGUAGE


def day(value: str) -> str:
    """A date of the tournament ("YYYY/MM/DD" or "YYYY-MM-DD") as the language writes it: "4
    mai 2025", "04.05.2025"; text that is not such a date is printed as it is."""
    try:
        when = date.fromisoformat(value.replace("/", "-"))
    except ValueError:
        return value
    return format_date(when, _ENGLISH_DATE if _english() else "medium", locale=babel_locale())


def moment(when: datetime) -> str:
    """A date and time to the minute, as the language writes them: "4 mai 2025 18:05"."""
    locale = babel_locale()
    if _english():
        return (f"{format_date(when, _ENGLISH_DATE, locale=locale)}"
                f" {format_time(when, _ENGLISH_TIME, locale=locale)}")
    return (f"{format_date(when, 'medium', locale=locale)}"
            f" {format_time(when, 'short', locale=locale)}")


def local_moment(iso_time: str) -> str:
    """An ISO 8601 time (the log's) in this computer's time zone, the venue's, as `moment`
    writes it, with the zone's name; a time that does not parse is printed as it is."""
    try:
        when = datetime.fromisoformat(iso_time)
    except ValueError:
        return iso_time
    if when.tzinfo is None:
        return moment(when)
    when = when.astimezone()
    return f"{moment(when)} {when.strftime('%Z')}"


def decimal(value: str) -> str:
    """A number the core wrote with a decimal point ("12.50", a tie-break's value) with the
    language's decimal sign and as many decimals ("12,50"); whole numbers are left as they
    are."""
    fraction = value.partition(".")[2]
    if not fraction:
        return value
    return format_decimal(Decimal(value), "0." + "0" * len(fraction), locale=babel_locale())


def points(value: float) -> str:
    """A score: in English as chess prints it, 2, 2½, ½ (other fractions as decimals); in the
    other languages with the locale's decimal sign, 2, 2,5, 0,5."""
    whole, fraction = divmod(value, 1)
    if fraction == 0:
        return str(int(whole))
    if not _english():
        return format_decimal(value, "0.##", locale=babel_locale())
    if fraction == 0.5:
        return f"{int(whole) or ''}½"
    return f"{value:g}"


def money(amount: float, currency: str = "") -> str:
    """An amount of money with two decimals, grouped as the language groups thousands; in
    `currency`: an ISO 4217 code as the language writes it ("1 000,00 €", "€1,000.00"), any
    other text after the amount ("1 000,00 Kč")."""
    if currency in _CURRENCIES:
        return format_currency(amount, currency, locale=babel_locale())
    value = format_decimal(amount, "#,##0.00", locale=babel_locale())
    return f"{value} {currency}" if currency else value


_ROWS_WITH_NOTES = 3  # the rows a table's notes take along to a new page


class Grid(Table):
    """A table that keeps its frame at a page break (reportlab draws the box of a table split
    over pages round its last part only: each part but the last gets its bottom rule), and
    whose `notes` (a legend) never start a page alone: when they do not fit under the table's
    last rows, _ROWS_WITH_NOTES rows go over to the next page with them."""

    notes: Sequence[Flowable] = ()
    # reportlab's Table sets them (its stubs leave its private attributes out): the rows'
    # heights once wrapped, and the cells as given.
    _rowHeights: list[float]  # noqa: N815 (reportlab's name)
    _cellvalues: list[list[object]]

    def _notes_height(self, width: float) -> float:
        return sum(note.wrap(width, 1e9)[1] + note.getSpaceBefore() + note.getSpaceAfter()
                   for note in self.notes)

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        width, height = super().wrap(available_width, available_height)
        if self.notes and height <= available_height < height + self._notes_height(width):
            return width, height + self._notes_height(width)  # too tall here: split()
        return width, height

    def split(self, available_width: float, available_height: float) -> list[Flowable]:
        parts = super().split(available_width, available_height)
        fits = sum(self._rowHeights) <= available_height
        # The table fits here but not its notes, or fewer than _ROWS_WITH_NOTES rows would go
        # over with them (every part repeats the header row): that many rows go over.
        if self.notes and (fits or len(parts) == 2) and (
                len(parts) != 2 or not isinstance(parts[1], Grid)
                or len(parts[1]._rowHeights) - 1 < _ROWS_WITH_NOTES):
            if len(self._rowHeights) <= 1 + _ROWS_WITH_NOTES:
                return []  # all of it to the next page
            parts = super().split(available_width, min(
                available_height, sum(self._rowHeights[:-_ROWS_WITH_NOTES])))
        if len(parts) == 2:  # reportlab makes the parts of this class: a part splits again
            first, second = parts
            if isinstance(first, Grid) and isinstance(second, Grid):
                first.setStyle(TableStyle([("LINEBELOW", (0, -1), (-1, -1), 0.5, GRID_COLOUR)]))
                second.notes = self.notes
        return parts


def keep_with_notes(table: Grid, notes: Sequence[Flowable]) -> list[Flowable]:
    """`table` and the `notes` printed under it (a legend): never a page of notes alone."""
    table.notes = list(notes)
    return [table, *notes]


def grid(header: Sequence[object], rows: Sequence[Sequence[object]], widths: Sequence[float],
         right_aligned: Sequence[int] = (), centred: Sequence[int] = (),
         font_size: float = FONT_SIZE, padding: float = 3) -> Grid:
    """A table whose header row is repeated on every page it runs over, `padding` points
    left and right in each cell."""
    table = Grid([list(header), *map(list, rows)], colWidths=list(widths), repeatRows=1)
    commands: list[tuple] = [
        ("FONT", (0, 0), (-1, -1), FONT, font_size),
        ("FONT", (0, 0), (-1, 0), BOLD, font_size),
        ("BACKGROUND", (0, 0), (-1, 0), _HEAD_FILL),
        ("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, _STRIPE]),
        ("LINEBELOW", (0, 0), (-1, 0), 0.5, GRID_COLOUR),
        ("BOX", (0, 0), (-1, -1), 0.5, GRID_COLOUR),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("TOPPADDING", (0, 0), (-1, -1), 1.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
        ("LEFTPADDING", (0, 0), (-1, -1), padding),
        ("RIGHTPADDING", (0, 0), (-1, -1), padding),
    ]
    commands += [("ALIGN", (c, 0), (c, -1), "RIGHT") for c in right_aligned]
    commands += [("ALIGN", (c, 0), (c, -1), "CENTRE") for c in centred]
    table.setStyle(TableStyle(commands))
    return table


# -- the round a report is about ------------------------------------------------------------------

def paired_round(t: Tournament, round_no: int | None) -> Round:
    """Round `round_no`, by default the last paired one; ReportError if it is not paired."""
    if round_no is not None and (isinstance(round_no, bool) or not isinstance(round_no, int)):
        raise ReportError(_("the round must be a whole number, not {value}").format(
            value=repr(round_no)))
    if not t.rounds:
        raise ReportError(_("no round of the tournament is paired yet"))
    number = len(t.rounds) if round_no is None else round_no
    if not 1 <= number <= len(t.rounds):
        if len(t.rounds) == 1:
            message = _("round {number} is not paired (round 1 is)")
        else:
            message = _("round {number} is not paired (rounds 1-{last} are)")
        raise ReportError(message.format(number=number, last=len(t.rounds)))
    return t.rounds[number - 1]


def ranked_round(t: Tournament, round_no: int | None) -> Round:
    """The round the standings are after: `round_no`, by default the last complete round (the
    first while none is); ReportError if it is not paired."""
    if round_no is None and t.rounds:
        round_no = max(t.last_complete_round, 1)
    return paired_round(t, round_no)


def round_date(t: Tournament, rnd: Round) -> str:
    """The round's date as the language writes it ("" when there is none)."""
    return day(rnd.date or t.round_dates.get(rnd.number, ""))


def round_start(t: Tournament, rnd: Round) -> str:
    """When the round starts, as the language writes it ("2026-04-05, 15:00"; the date or the
    time alone when only one is set; "" when neither is: the header then says nothing)."""
    date, time = round_date(t, rnd), t.round_times.get(rnd.number, "")
    if date and time:
        return _("{date}, {time}").format(date=date, time=time)
    return date or time


def dated(title: str, date: str) -> str:
    """`title` with `date` in brackets after it, when there is a date."""
    return _("{title} ({date})").format(title=title, date=date) if date else title


def round_title(t: Tournament, what: str, rnd: Round) -> str:
    """E.g. "Pairings, round 3 (2025-05-04, 15:00)": the round's start, when it is set;
    `what` is translated already."""
    return dated(_("{what}, round {number}").format(what=what, number=rnd.number),
                 round_start(t, rnd))


# -- pages ----------------------------------------------------------------------------------------

@dataclass
class Report:
    """What a report prints: the header's title line and the page content."""

    title: str
    story: list[Flowable] = field(default_factory=list)
    wide: bool = False  # landscape pages


def page_size(paper: str, wide: bool = False) -> tuple[float, float]:
    size = PAPERS[paper]
    return landscape(size) if wide else size


def frame_width(paper: str, wide: bool = False) -> float:
    return page_size(paper, wide)[0] - 2 * MARGIN


def _fitted(value: str, bold: bool, size: float, width: float) -> str:
    """`value` shortened with an ellipsis so that it fits `width` (a header's line); the
    longest prefix that fits is searched for, so a long text takes few measures."""
    if line_width(value, bold, size) <= width:
        return value
    room = width - line_width("…", bold, size)
    if room <= 0 or line_width(value[:1], bold, size) > room:
        return "…"
    return value[:longest_fitting_prefix(value, bold, size, room)] + "…"


# The event's name heads every page: in 12 points, smaller down to 9 when it is long, then
# wrapped over up to three lines (only a name longer than three lines, hundreds of characters,
# is cut). _NARROWEST is the narrowest a character of the fonts is (in ems, a mark excepted):
# no more of a name than three lines can hold is ever measured.
_NAME_SIZE, _NAME_MIN_SIZE, _NAME_LINES, _NARROWEST = 12.0, 9.0, 3, 0.25


def name_lines(value: str, first_room: float, room: float) -> tuple[list[str], float]:
    """The event's name as the header prints it, `first_room` points on its first line (the
    place and dates are at its right) and `room` on the others: its lines and their size."""
    value = " ".join(value.split())  # a line break or a double space typed in the settings
    held = int(_NAME_LINES * room / (_NARROWEST * _NAME_MIN_SIZE))
    width = line_width(value[:held], True, _NAME_SIZE)
    if width * _NAME_MIN_SIZE / _NAME_SIZE <= first_room:
        return [value], _NAME_SIZE * min(1.0, first_room / max(width, 1.0))
    first = wrapped(value[:held], True, _NAME_MIN_SIZE, first_room)[0]
    rest = value[len(first):held].lstrip()
    lines = [first, *wrapped(rest, True, _NAME_MIN_SIZE, room)]
    if len(lines) > _NAME_LINES or len(value) > held:
        lines = lines[:_NAME_LINES]
        lines[-1] = _fitted(lines[-1] + "…", True, _NAME_MIN_SIZE, room)
    return lines, _NAME_MIN_SIZE


def place_and_dates(t: Tournament) -> str:
    """E.g. "Novi Sad (SRB), 2025-05-01 to 2025-05-09", from the 022, 032, 042 and 052 data."""
    place = (_("{city} ({federation})").format(city=t.city, federation=t.federation)
             if t.city and t.federation else t.city or t.federation)
    if t.start_date and t.end_date:
        dates = _("{start} to {end}").format(start=day(t.start_date), end=day(t.end_date))
    else:
        dates = day(t.start_date or t.end_date)
    return ", ".join(part for part in (place, dates) if part)


def chief_arbiter_line(t: Tournament) -> str:
    return _("Chief arbiter: {name}").format(name=t.chief_arbiter) if t.chief_arbiter else ""


def tournament_name(t: Tournament) -> str:
    return t.name or _("Tournament")


@dataclass(frozen=True)
class _Header:
    """The header of every page of a report: the event's name (on one line or more), where
    and when at the right; the report's title, the chief arbiter at the right; a rule."""

    name: list[str]
    name_size: float
    where: str
    title: str
    arbiter: str

    @classmethod
    def of(cls, t: Tournament, title: str, width: float) -> _Header:
        where = place_and_dates(t)
        lines, size = name_lines(tournament_name(t), width - line_width(where, False, 9) - 12,
                                 width)
        return cls(lines, size, where, title, chief_arbiter_line(t))

    @property
    def extra_height(self) -> float:
        """What the name's lines after the first add to HEADER_HEIGHT."""
        return (len(self.name) - 1) * self.name_size * 1.2

    def paint(self, canvas: Canvas, doc: SimpleDocTemplate) -> None:
        width, height = doc.pagesize
        left, right = MARGIN, width - MARGIN
        top = height - MARGIN
        canvas.saveState()
        baseline = top - 12
        for line in self.name:
            draw_line(canvas, left, baseline, line, True, self.name_size)
            baseline -= self.name_size * 1.2
        draw_line(canvas, right - line_width(self.where, False, 9), top - 12, self.where,
                  False, 9)
        baseline = top - 26 - self.extra_height
        arbiter_width = line_width(self.arbiter, False, 9)
        draw_line(canvas, left, baseline,
                  _fitted(self.title, False, 9, right - left - arbiter_width - 12), False, 9)
        draw_line(canvas, right - arbiter_width, baseline, self.arbiter, False, 9)
        canvas.setStrokeColor(GRID_COLOUR)
        canvas.setLineWidth(0.5)
        canvas.line(left, baseline - 6, right, baseline - 6)
        canvas.restoreState()


class _NumberedCanvas(Canvas):
    """Keeps every page until the document is complete, so that each footer can say how many
    pages there are ("page x of y")."""

    # reportlab's Canvas has them (its stubs leave its private attributes out).
    _pagesize: tuple[float, float]
    _startPage: Callable[[], None]  # noqa: N815 (reportlab's name)

    def __init__(self, filename: str | IO[bytes], /, *, footnote: str = "", printed: str = "",
                 **canvas_options: Any) -> None:
        # The options SimpleDocTemplate.build passes to its canvas maker, untyped in
        # reportlab's stubs.
        super().__init__(filename, **canvas_options)
        self._pages: list[dict[str, object]] = []
        self._footnote = footnote
        self._printed = printed

    def showPage(self) -> None:  # noqa: N802 (reportlab's name)
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._pages)
        for number, state in enumerate(self._pages, start=1):
            self.__dict__.update(state)
            self._footer(number, total)
            super().showPage()
        super().save()

    def _footer(self, number: int, total: int) -> None:
        """"page x of y" in the middle; when it was printed at the left, in a smaller font if
        it must ("printed ... by" is longer in French and Russian than in English); the
        footnote at the right, or on a line of its own above when it does not fit beside the
        page number (the log's anchor in Spanish and Russian)."""
        width = self._pagesize[0]
        page = _("page {number} of {total}").format(number=number, total=total)
        side = width / 2 - line_width(page, False, _FOOTER_SIZE) / 2 - COLUMN_GAP - MARGIN
        self.setFont(FONT, _fitted_size(self._printed, side))
        self.drawString(MARGIN, FOOTER_BASELINE, self._printed)
        self.setFont(FONT, _FOOTER_SIZE)
        self.drawCentredString(width / 2, FOOTER_BASELINE, page)
        if not self._footnote:
            return
        if line_width(self._footnote, False, _FOOTER_SIZE) <= side:
            baseline = FOOTER_BASELINE
        else:
            baseline, side = FOOTER_BASELINE + _FOOTER_LINE, width - 2 * MARGIN
        self.setFont(FONT, _fitted_size(self._footnote, side))
        self.drawRightString(width - MARGIN, baseline, self._footnote)


def _fitted_size(value: str, room: float) -> float:
    """The footer's font size, smaller if it must be for `value` to fit `room`."""
    return _FOOTER_SIZE * min(1.0, room / max(line_width(value, False, _FOOTER_SIZE), 1.0))


def render(t: Tournament, report: Report, paper: str, footnote: str = "",
           printed: datetime | None = None) -> bytes:
    """The PDF of `report`: every page with the header and the footer (fonts registered),
    `footnote` at the footer's right, and at its left when it was printed (`printed`, local
    time, by default now) and by which version of the program."""
    when = moment(printed or datetime.now())
    printed_by = _("printed {when} by arbiter-gui {version}").format(when=when,
                                                                      version=__version__)
    buffer = io.BytesIO()
    header = _Header.of(t, report.title, frame_width(paper, report.wide))
    doc = SimpleDocTemplate(
        buffer, pagesize=page_size(paper, report.wide),
        leftMargin=MARGIN, rightMargin=MARGIN,
        topMargin=MARGIN + HEADER_HEIGHT + header.extra_height, bottomMargin=MARGIN + 8,
        title=f"{t.name} - {report.title}" if t.name else report.title,
        author=t.chief_arbiter, creator="arbiter-gui",
        initialFontName=FONT)  # not reportlab's Helvetica: every font is the embedded one
    try:
        doc.build(report.story, onFirstPage=header.paint, onLaterPages=header.paint,
                  canvasmaker=functools.partial(_NumberedCanvas, footnote=footnote,
                                                printed=printed_by))
    except FontError as e:  # a fallback font, loaded when a text first needed it
        raise ReportError(str(e)) from e
    return buffer.getvalue()
