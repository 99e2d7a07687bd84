"""The printouts laid out for the wall (issue 26): no printout fails at a page break, the
footer's texts never overlap, the boards of a big round fit a page one line each; read back
from the PDF, in every language the printouts speak."""

from __future__ import annotations

import pytest

from arbiter_gui import reports
from arbiter_gui.core.i18n import LANGUAGES
from arbiter_gui.reports import write_report
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
