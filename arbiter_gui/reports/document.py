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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from decimal import Decimal
from functools import cache
from xml.sax.saxutils import escape

from babel.dates import format_date, format_time
from babel.numbers import format_decimal
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Table, TableStyle

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

    def __init__(self, value: str, paragraph_style: ParagraphStyle) -> None:
        super().__init__(escape(value), paragraph_style)
        self.value = value


def text(value: str, paragraph_style: ParagraphStyle = _CELL) -> Flowable:
    """A paragraph that prints `value` literally (wrapping at the cell's width); in any script:
    text that DejaVu Sans cannot print alone, left to right, is laid out by `scripts`."""
    if not is_plain(value, bold=paragraph_style.fontName == BOLD):
        return ScriptText(value, paragraph_style)
    return PlainParagraph(value, paragraph_style)


def translated(texts: Iterable[str]) -> list[str]:
    """Texts marked with N_() (a table's header), in the language spoken now; "" stays ""."""
    return [_(value) if value else "" for value in texts]


def plain(cell: object) -> str:
    """What a table cell or a `text()` paragraph prints, as plain text."""
    return cell if isinstance(cell, str) else getattr(cell, "value", "")


# -- dates and numbers in the language spoken ------------------------------------------------------

# How English printouts write a date and a time (Babel's patterns); the other languages use
# their locale's own forms (Babel's "medium" date, "short" time).
_ENGLISH_DATE, _ENGLISH_TIME = "yyyy-MM-dd", "HH:mm"


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


def money(amount: float) -> str:
    """An amount of money with two decimals, grouped as the language groups thousands."""
    return format_decimal(amount, "#,##0.00", locale=babel_locale())


def grid(header: Sequence[object], rows: Sequence[Sequence[object]], widths: Sequence[float],
         right_aligned: Sequence[int] = (), centred: Sequence[int] = (),
         font_size: float = FONT_SIZE) -> Table:
    """A table whose header row is repeated on every page it runs over."""
    table = Table([list(header), *map(list, rows)], colWidths=list(widths), repeatRows=1)
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
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
    ]
    commands += [("ALIGN", (c, 0), (c, -1), "RIGHT") for c in right_aligned]
    commands += [("ALIGN", (c, 0), (c, -1), "CENTRE") for c in centred]
    table.setStyle(TableStyle(commands))
    return table


def column_width(header: str, values: Iterable[str], font_size: float = FONT_SIZE) -> float:
    """The width a `grid` column needs for its header (bold) and its widest value, with the
    cell padding and a gap between neighbouring values."""
    widest = max((line_width(value, False, font_size) for value in values), default=0.0)
    return max(line_width(header, True, font_size), widest) + COLUMN_GAP


def content_widths(header: Sequence[str], rows: Sequence[Sequence[object]],
                   names: Sequence[int], paper: str, wide: bool = False) -> list[float]:
    """Every column but the `names` columns as wide as its content; the names share the rest
    of the line."""
    widths = [0.0 if c in names else column_width(header[c], (str(row[c]) for row in rows))
              for c in range(len(header))]
    name = (frame_width(paper, wide) - sum(widths)) / len(names)
    return [name if c in names else w for c, w in enumerate(widths)]


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


def round_date(t: Tournament, rnd: Round) -> str:
    """The round's date as the language writes it ("" when there is none)."""
    return day(rnd.date or t.round_dates.get(rnd.number, ""))


def dated(title: str, date: str) -> str:
    """`title` with `date` in brackets after it, when there is a date."""
    return _("{title} ({date})").format(title=title, date=date) if date else title


def round_title(t: Tournament, what: str, rnd: Round) -> str:
    """E.g. "Pairings, round 3 (2025-05-04)"; `what` is translated already."""
    return dated(_("{what}, round {number}").format(what=what, number=rnd.number),
                 round_date(t, rnd))


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
    """`value` shortened with an ellipsis so that it fits `width` (headers have one line)."""
    if line_width(value, bold, size) <= width:
        return value
    while value and line_width(value + "…", bold, size) > width:
        value = value[:-1]
    return value + "…"


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


def _header_painter(t: Tournament, title: str):
    def paint(canvas: Canvas, doc: SimpleDocTemplate) -> None:
        width, height = doc.pagesize
        left, right = MARGIN, width - MARGIN
        top = height - MARGIN
        canvas.saveState()
        where = place_and_dates(t)
        where_width = line_width(where, False, 9)
        arbiter = chief_arbiter_line(t)
        arbiter_width = line_width(arbiter, False, 9)
        draw_line(canvas, left, top - 12, _fitted(tournament_name(t), True, 12,
                                                  right - left - where_width - 12), True, 12)
        draw_line(canvas, right - where_width, top - 12, where, False, 9)
        draw_line(canvas, left, top - 26,
                  _fitted(title, False, 9, right - left - arbiter_width - 12), False, 9)
        draw_line(canvas, right - arbiter_width, top - 26, arbiter, False, 9)
        canvas.setStrokeColor(GRID_COLOUR)
        canvas.setLineWidth(0.5)
        canvas.line(left, top - 32, right, top - 32)
        canvas.restoreState()
    return paint


class _NumberedCanvas(Canvas):
    """Keeps every page until the document is complete, so that each footer can say how many
    pages there are ("page x of y")."""

    def __init__(self, *args: object, footnote: str = "", printed: str = "",
                 **kwargs: object) -> None:
        super().__init__(*args, **kwargs)
        self._pages: list[dict] = []
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
        width = self._pagesize[0]
        page = _("page {number} of {total}").format(number=number, total=total)
        # The left text ends before the page number, in a smaller font if it must: "printed
        # ... by" is longer in some languages (French, Russian) than in English.
        room = width / 2 - line_width(page, False, _FOOTER_SIZE) / 2 - COLUMN_GAP - MARGIN
        size = _FOOTER_SIZE * min(1.0, room / line_width(self._printed, False, _FOOTER_SIZE))
        self.setFont(FONT, size)
        self.drawString(MARGIN, FOOTER_BASELINE, self._printed)
        self.setFont(FONT, _FOOTER_SIZE)
        self.drawCentredString(width / 2, FOOTER_BASELINE, page)
        if self._footnote:  # e.g. the log's head: the sheet anchors the file's hash chain
            self.drawRightString(width - MARGIN, FOOTER_BASELINE, self._footnote)


def render(t: Tournament, report: Report, paper: str, footnote: str = "",
           printed: datetime | None = None) -> bytes:
    """The PDF of `report`: every page with the header and the footer (fonts registered),
    `footnote` at the footer's right, and at its left when it was printed (`printed`, local
    time, by default now) and by which version of the program."""
    when = moment(printed or datetime.now())
    printed_by = _("printed {when} by arbiter-gui {version}").format(when=when,
                                                                      version=__version__)
    buffer = io.BytesIO()
    doc = SimpleDocTemplate(
        buffer, pagesize=page_size(paper, report.wide),
        leftMargin=MARGIN, rightMargin=MARGIN,
        topMargin=MARGIN + HEADER_HEIGHT, bottomMargin=MARGIN + 8,
        title=f"{t.name} - {report.title}" if t.name else report.title,
        author=t.chief_arbiter, creator="arbiter-gui",
        initialFontName=FONT)  # not reportlab's Helvetica: every font is the embedded one
    paint = _header_painter(t, report.title)
    try:
        doc.build(report.story, onFirstPage=paint, onLaterPages=paint,
                  canvasmaker=functools.partial(_NumberedCanvas, footnote=footnote,
                                                printed=printed_by))
    except FontError as e:  # a fallback font, loaded when a text first needed it
        raise ReportError(str(e)) from e
    return buffer.getvalue()
