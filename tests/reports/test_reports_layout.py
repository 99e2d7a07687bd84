"""The printouts laid out for the wall (issue 26): no printout fails at a page break, the
footer's texts never overlap, the boards of a big round fit a page one line each; read back
from the PDF, in every language the printouts speak."""

from __future__ import annotations

import copy
import itertools
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Spacer, Table

from arbiter_gui import reports
from arbiter_gui.core.i18n import LANGUAGES, speaking
from arbiter_gui.core.log import LogCheck
from arbiter_gui.core.model import Category, ModelError, Prize, PrizeRule, Tournament
from arbiter_gui.core.settings import change_settings, settings_of
from arbiter_gui.core.trf import TrfError, parse_trf, write_trf
from arbiter_gui.pairing.engine import SYSTEMS
from arbiter_gui.reports import PAPERS, REPORTS, write_report
from arbiter_gui.reports.document import (
    _FOOTER_SIZE,
    COLUMN_GAP,
    HEADER_HEIGHT,
    MARGIN,
    Report,
    frame_width,
    render,
)
from arbiter_gui.reports.standings import crosstable_report
from tests.core.test_trf import trf, two_rounds
from tests.report_helpers import (
    Room,
    big_open,
    legend_at_page_break,
    pages,
    played,
    printed,
    sample_journal,
    twelve_scripts,
)

SEVEN = ["1-2:1 3-4:= 5-6:0 7-8:1", "1-3:1 2-5:= 4-7:0 6-8:1"]


@pytest.mark.parametrize("language", sorted(set(LANGUAGES) - {"en"}))  # three lines or more
def test_the_cross_table_prints_when_its_legend_falls_at_a_page_break(tmp_path, monkeypatch,
                                                                     language):
    monkeypatch.setitem(reports._BUILDERS, "crosstable", legend_at_page_break(crosstable_report))
    t = played(8, SEVEN)
    t.print_language = language
    path = tmp_path / "crosstable.pdf"
    write_report("crosstable", t, path)
    printed = pages(path)
    assert len(printed) == 2
    assert "12w1" in " ".join(printed[0])  # the legend begins on the first page ...
    assert "12w1" not in " ".join(printed[1]) and printed[1]  # ... and ends on the second


# -- the footer -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Printed:
    """A text drawn on a page as pypdf reads it back: where it starts and ends, its baseline."""

    text: str
    left: float
    right: float
    baseline: float


def _texts(path, page: int = 0, below: float | None = None) -> list[Printed]:
    """The texts of a page (those whose baseline is `below` a height, when given: the names
    of the body may be in fallback fonts that are not measured here)."""
    found: list[Printed] = []

    def visit(value: str, cm: list[float], tm: list[float], font: dict | None,
              size: float) -> None:
        value = value.strip()
        if below is not None and cm[5] + tm[5] >= below:
            return
        if value and font is not None:  # reportlab draws unscaled: the size is in points
            width = pdfmetrics.stringWidth(value, str(font["/BaseFont"]).split("+")[-1], size)
            left = cm[4] + tm[4]
            found.append(Printed(value, left, left + width, cm[5] + tm[5]))

    PdfReader(path).pages[page].extract_text(visitor_text=visit)
    return found


def _footer(path, page: int = 0) -> list[Printed]:
    return _texts(path, page, below=MARGIN)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_no_two_texts_of_the_footer_overlap(tmp_path, language, paper):
    t = played(8, SEVEN)
    t.print_language = language
    with speaking(language):  # the log's anchor, as arbiter-report and the window word it
        anchor = LogCheck(1234, "3f2a9c1e" * 8, ("a problem",)).summary()
    path = tmp_path / "pairings.pdf"
    write_report("pairings", t, path, paper=paper, footnote=anchor)
    footer = _footer(path)
    assert [p.text for p in footer if p.text == anchor], footer
    _assert_apart(footer, PAPERS[paper][0])


def _assert_apart(footer: list[Printed], page_width: float) -> None:
    """The footer's three texts (when printed, the log's anchor, the page) apart, inside the
    margins."""
    assert len(footer) == 3, footer
    for one, other in itertools.combinations(footer, 2):
        gap = COLUMN_GAP - 0.01  # pypdf reads positions to 4 decimals
        beside = one.right + gap <= other.left or other.right + gap <= one.left
        assert beside or abs(one.baseline - other.baseline) >= _FOOTER_SIZE, (one, other)
    assert all(p.left >= MARGIN - 0.01 and p.right <= page_width - MARGIN + 0.01
               for p in footer)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_no_two_texts_of_any_printouts_footer_overlap_on_any_page(tmp_path, language):
    """Every printout kind (portrait and landscape pages), and the twelve pages of a wall-size
    standings ("page 12 of 12"), on Letter, the narrower paper."""
    t = _with_prizes(twelve_scripts())
    t.print_language = language
    with speaking(language):
        anchor = LogCheck(1234, "3f2a9c1e" * 8, ("a problem",)).summary()
    journal = sample_journal(t)
    printouts = [(kind, t, "normal") for kind in REPORTS]
    big = _with_prizes(big_open())
    big.print_language = language
    printouts.append(("standings", big, "wall"))
    for kind, tournament, size in printouts:
        path = tmp_path / f"{kind}-{size}.pdf"
        write_report(kind, tournament, path, paper="letter", size=size, footnote=anchor,
                     journal=journal)
        for page, drawn in enumerate(PdfReader(path).pages):
            _assert_apart(_footer(path, page), float(drawn.mediabox.width))


# -- the printing size: a setting of the tournament -----------------------------------------------

def test_the_print_size_travels_in_the_trf_notes():
    t = parse_trf(trf(*two_rounds(), '### arbiter-gui tournament print_size "wall"'))
    assert t.print_size == "wall"
    assert parse_trf(write_trf(t)).print_size == "wall"
    assert parse_trf(trf(*two_rounds())).print_size == "normal"


def test_a_note_with_a_size_not_known_is_refused_with_its_line_and_field():
    with pytest.raises(TrfError) as error:
        parse_trf(trf(*two_rounds(), '### arbiter-gui tournament print_size "huge"'))
    assert (error.value.line_no, error.value.field) == (len(two_rounds()) + 1, "print_size")
    assert "size of the printouts: expected one of normal, large, wall" in str(error.value)


def test_settings_change_the_print_size_and_refuse_one_not_known():
    t = played(4, ["1-2:1 3-4:="])
    t.round_dates.clear()  # played() writes them as the printouts do, not as the settings
    new = settings_of(t)
    new.print_size = "large"
    change_settings(t, new, SYSTEMS)  # a paired round does not fix it
    assert t.print_size == "large"
    new.print_size = "enormous"
    before = copy.deepcopy(t)
    with pytest.raises(ModelError, match="size of the printouts"):
        change_settings(t, new, SYSTEMS)
    assert t == before


# -- every printout of a big event and of names in twelve scripts ---------------------------------

def _with_prizes(t: Tournament) -> Tournament:
    t.start_date = "2025/05/01"  # the age categories' reference
    t.tiebreaks = ["BH/C1", "BH", "SB"]
    t.categories = [Category("U18 girls", "w", None, 17, None, None, (), ()), Category("All")]
    t.prizes = [Prize("", 1, 1000.0), Prize("", 2, 500.0), Prize("", 3, 250.0),
                Prize("All", 1, 100.0)]
    return t


EVENTS = {"248 players": lambda: _with_prizes(big_open()),
          "twelve scripts": lambda: _with_prizes(twelve_scripts())}


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize("event", sorted(EVENTS))
def test_every_printout_prints_in_every_language_with_the_legend_at_a_page_break(
        tmp_path, monkeypatch, event, language, paper):
    monkeypatch.setitem(reports._BUILDERS, "crosstable", legend_at_page_break(crosstable_report))
    t = EVENTS[event]()
    t.print_language = language
    journal = sample_journal(t)  # the arbiter's report's
    for kind in REPORTS:
        path = tmp_path / f"{kind}.pdf"
        write_report(kind, t, path, paper=paper, journal=journal)
        assert PdfReader(path).pages, kind


def _board_rows(path, page: int) -> tuple[int, int]:
    """(boards, lines) of a pairing sheet's page: the board numbers in the first column, and
    the lines of text between the table's header row and the footer."""
    texts = _texts(path, page)
    head = max((p for p in texts if p.text in ("Bo.", "Доска", "Éch.", "Br.", "Tab.")),
               key=lambda p: p.baseline)
    header_row = head.baseline
    boards = [p for p in texts if p.text.isdigit() and abs(p.right - head.right) < 0.5
              and MARGIN < p.baseline < header_row]  # right-aligned under the header
    lines = {round(p.baseline, 1) for p in texts if MARGIN < p.baseline < header_row}
    return len(boards), len(lines)


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_a_248_player_pairing_sheet_has_45_boards_or_more_an_a4_page_one_line_each(
        tmp_path, language):
    t = big_open()
    t.print_language = language
    path = tmp_path / "pairings.pdf"
    write_report("pairings", t, path)
    rows = [_board_rows(path, page) for page in range(len(PdfReader(path).pages))]
    assert sum(boards for boards, _lines in rows) == 124
    assert all(boards == lines for boards, lines in rows), rows  # no name on two lines
    assert all(boards >= 45 for boards, _lines in rows[:-1]), rows


def test_at_wall_size_the_alphabetical_list_prints_in_14_points_or_more(tmp_path):
    t = big_open()
    path = tmp_path / "alphabetical.pdf"
    write_report("alphabetical", t, path, size="wall")
    sizes = set()
    page = PdfReader(path).pages[0]
    table_top = float(page.mediabox.height) - MARGIN - HEADER_HEIGHT

    def visit(value: str, cm: list[float], tm: list[float], font: dict | None,
              size: float) -> None:
        if value.strip() and MARGIN < cm[5] + tm[5] < table_top:  # the table, not the header
            sizes.add(size)

    page.extract_text(visitor_text=visit)
    assert sizes and min(sizes) >= 14


# -- item 7's smaller defects ---------------------------------------------------------------------

def _paths(path, page: int) -> list[tuple[float, float, float, float]]:
    """The bounds (left, bottom, right, top) of the lines and boxes drawn on a page."""
    drawn = pdfium.PdfDocument(path)[page]
    return [obj.get_bounds() for obj in drawn.get_objects()
            if obj.type == pdfium_c.FPDF_PAGEOBJ_PATH]


def _rules(path, page: int) -> list[float]:
    """The heights of the horizontal rules as wide as a table drawn on a page."""
    return [bottom for left, bottom, right, top in _paths(path, page)
            if top - bottom < 2 and right - left > 400]


def test_a_table_keeps_its_bottom_rule_on_every_page_it_runs_over(tmp_path):
    path = tmp_path / "startlist.pdf"
    write_report("startlist", big_open(), path)
    for page in range(len(PdfReader(path).pages)):
        table = [p.baseline for p in _texts(path, page) if p.baseline > MARGIN + 8]
        assert min(_rules(path, page)) < min(table), page  # below the last row


@pytest.mark.parametrize("kind", REPORTS)
def test_a_name_of_1500_characters_prints_cut_in_every_printout(tmp_path, kind):
    t = _with_prizes(played(8, SEVEN))
    t.player(1).surname = "Verylongsurname " * 94
    t.player(2).surname = "Х" * 1500  # one word
    t.player(3).club = "Club " * 300
    path = tmp_path / f"{kind}.pdf"
    # The arbiter's report: the names in its records, a reason as long.
    journal = sample_journal(t, reason="Reason " * 300)
    write_report(kind, t, path, journal=journal)  # reportlab's LayoutError: a row too tall
    assert PdfReader(path).pages


def test_the_lines_to_sign_on_stop_before_the_slips_border(tmp_path):
    path = tmp_path / "slips.pdf"
    write_report("slips", played(8, SEVEN), path)
    border = MARGIN + frame_width("a4")
    lines_to_sign = [(left, right) for left, bottom, right, top in _paths(path, 0)
                     if top - bottom < 2 and 100 < right - left < 300]
    assert len(lines_to_sign) == 2 * 4  # two on each of the four slips
    assert all(right <= border - 10 for _left, right in lines_to_sign)


def test_a_name_too_long_for_the_slip_keeps_one_line_with_initials(tmp_path):
    t = played(8, SEVEN, p3="Kowalczyk-Zielińska-Wiśniewska, Anna Maria Katarzyna Józefina")
    found = printed("slips", t, tmp_path)
    assert "Kowalczyk-Zielińska-Wiśniewska, A. M. K. J." in found


@pytest.mark.parametrize("name", [
    "Open Championship of Somewhere 2026 - A Group",  # cut before "A Group" on A4
    "International Open Championship of the Autonomous Community of Somewhere, sponsored by"
    " the Chamber of Commerce - A Group"])  # two lines
def test_the_events_name_is_never_cut_it_shrinks_or_wraps(tmp_path, name):
    t = played(8, SEVEN)
    t.name, t.city, t.federation = name, "San Sebastián de los Reyes", "ESP"
    t.start_date, t.end_date = "2025/05/01", "2025/05/09"
    path = tmp_path / "pairings.pdf"
    write_report("pairings", t, path)
    header = " ".join(pages(path)[0][:3])
    assert name in header and "…" not in header


def _table_ending_the_page(t: Tournament, round_no: int | None, paper: str,
                           size: str) -> Report:
    """The cross table pushed down so that its last row ends the first page."""
    measured = crosstable_report(t, round_no, paper, size)
    room = Room()
    render(t, Report(measured.title, [room], measured.wide), paper)
    report = crosstable_report(t, round_no, paper, size)
    table = report.story[0]
    _width, height = Table.wrap(table, frame_width(paper, report.wide), room.room)
    return Report(report.title, [Spacer(0, room.room - height - 1), *report.story],
                  report.wide)


def test_a_legend_never_starts_a_page_alone_the_last_rows_go_with_it(tmp_path, monkeypatch):
    monkeypatch.setitem(reports._BUILDERS, "crosstable", _table_ending_the_page)
    path = tmp_path / "crosstable.pdf"
    write_report("crosstable", played(8, SEVEN), path)
    first, second = pages(path)
    names = [[line for line in page if line.startswith("Player")] for page in (first, second)]
    assert [len(on_page) for on_page in names] == [5, 3]  # the last three rows went over
    assert "12w1:" in " ".join(second)


def test_the_prize_list_adds_up_to_its_total_in_the_tournaments_currency(tmp_path):
    t = played(6, ["1-4:1 2-5:1 3-6:1"])  # players 1, 2 and 3 share the first prize
    t.prizes, t.prize_rule, t.currency = [Prize("", 1, 100)], PrizeRule.SHARED, "EUR"
    t.print_language = "fr"
    found = printed("prizes", t, tmp_path)  # pypdf reads Babel's no-break space as a space
    assert [line for line in found if line.endswith("€")] == [
        "33,34 €", "33,33 €", "33,33 €", "Total : 100,00 €"]
    t.currency, t.prize_rule = "Kč", PrizeRule.HORT
    found = printed("prizes", t, tmp_path)
    assert [line for line in found if line.endswith("Kč")] == [
        "66,67 Kč", "16,67 Kč", "16,66 Kč", "Total : 100,00 Kč"]


def test_the_currency_travels_in_the_trf_notes_and_the_settings():
    t = parse_trf(trf(*two_rounds(), '### arbiter-gui tournament currency "Kč"'))
    assert t.currency == "Kč" and parse_trf(write_trf(t)).currency == "Kč"
    with pytest.raises(TrfError) as error:
        parse_trf(trf(*two_rounds(), "### arbiter-gui tournament currency 100"))
    assert error.value.field == "currency" and "expected text" in str(error.value)


@pytest.mark.parametrize("kind", ["standings", "crosstable", "pairings", "startlist"])
def test_the_title_column_leaves_a_gap_before_the_name(tmp_path, kind):
    t = played(8, SEVEN, p1="Kosteniuk, Alexandra")
    t.player(1).title = "WGM"
    path = tmp_path / f"{kind}.pdf"
    write_report(kind, t, path)
    texts = _texts(path)
    title = next(p for p in texts if p.text == "WGM")
    name = next(p for p in texts if p.text.startswith("Kosteniuk"))
    assert title.right + 4 <= name.left


def test_the_starting_list_keeps_names_on_one_line_while_the_club_has_room(tmp_path):
    long_name = "Kowalczyk-Zielińska-Wiśniewska, Anna Maria Katarzyna"
    t = played(8, SEVEN, p1=long_name)
    t.player(2).club = "SK Rockaden Stockholm"
    assert long_name in printed("startlist", t, tmp_path)  # one line, whole
