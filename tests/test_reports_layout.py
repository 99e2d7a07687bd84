"""The printouts laid out for the wall (issue 26): no printout fails at a page break, the
footer's texts never overlap, the boards of a big round fit a page one line each; read back
from the PDF, in every language the printouts speak."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import pytest
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics

from arbiter_gui import reports
from arbiter_gui.core.i18n import LANGUAGES, speaking
from arbiter_gui.core.log import LogCheck
from arbiter_gui.reports import PAPERS, write_report
from arbiter_gui.reports.document import _FOOTER_SIZE, COLUMN_GAP, MARGIN
from arbiter_gui.reports.standings import crosstable_report
from tests.report_helpers import legend_at_page_break, pages, played

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


def _texts(path, page: int = 0) -> list[Printed]:
    found: list[Printed] = []

    def visit(value: str, cm: list[float], tm: list[float], font: dict | None,
              size: float) -> None:
        value = value.strip()
        if value and font is not None:  # reportlab draws unscaled: the size is in points
            width = pdfmetrics.stringWidth(value, str(font["/BaseFont"]).split("+")[-1], size)
            left = cm[4] + tm[4]
            found.append(Printed(value, left, left + width, cm[5] + tm[5]))

    PdfReader(path).pages[page].extract_text(visitor_text=visit)
    return found


def _footer(path, page: int = 0) -> list[Printed]:
    return [p for p in _texts(path, page) if p.baseline < MARGIN]


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
    assert len(footer) == 3, footer
    for one, other in itertools.combinations(footer, 2):
        gap = COLUMN_GAP - 0.01  # pypdf reads positions to 4 decimals
        beside = one.right + gap <= other.left or other.right + gap <= one.left
        assert beside or abs(one.baseline - other.baseline) >= _FOOTER_SIZE, (one, other)
    assert all(p.left >= MARGIN - 0.01 and p.right <= PAPERS[paper][0] - MARGIN + 0.01
               for p in footer)
