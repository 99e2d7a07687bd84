"""The printouts as PDF files (reportlab, no Qt): pairing sheet, alphabetical pairing list,
standings, cross table, override log, the wall sheet (pairings beside the standings),
starting list, category standings, prize list and result slips.

    write_report("pairings", tournament, "round3.pdf", round_no=3, paper="letter")

Every page has a header (tournament, report and round with its date, chief arbiter) and a
"page x of y" footer; tables repeat their header row on every page. A report speaks the
tournament's `print_language` (by default the program's language), in its words, dates and
numbers (core.i18n.speaking: safe when printing off the main thread). The caller that printed
from a tournament file passes its journal's check: the head's anchor goes in every footer, and
what the check found wrong heads the first page.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from arbiter_gui.core.files import write_atomically
from arbiter_gui.core.i18n import _, speaking
from arbiter_gui.core.model import Tournament
from arbiter_gui.reports.document import (
    LOG_WARNING,
    PAPERS,
    Report,
    ReportError,
    register_fonts,
    render,
    style,
    text,
)
from arbiter_gui.reports.overrides import log_report
from arbiter_gui.reports.pairings import alphabetical_report, pairings_report
from arbiter_gui.reports.prizes import categories_report, prizes_report
from arbiter_gui.reports.slips import slips_report
from arbiter_gui.reports.standings import crosstable_report, standings_report
from arbiter_gui.reports.startlist import alphabetical_startlist_report, startlist_report
from arbiter_gui.reports.wall import wall_report

__all__ = ["PAPERS", "REPORTS", "ReportError", "write_report"]

_BUILDERS: dict[str, Callable[[Tournament, int | None, str], Report]] = {
    "pairings": pairings_report,
    "alphabetical": alphabetical_report,
    "standings": standings_report,
    "crosstable": crosstable_report,
    "log": log_report,
    "startlist": startlist_report,
    "startlist-alphabetical": alphabetical_startlist_report,
    "categories": categories_report,
    "prizes": prizes_report,
    "slips": slips_report,
    "wall": wall_report,
}
REPORTS = tuple(_BUILDERS)


_WARNING = style(9, bold=True, space_before=2)


def write_report(kind: str, t: Tournament, path: str | os.PathLike[str], *,
                 round_no: int | None = None, paper: str = "a4", footnote: str = "",
                 warnings: Sequence[str] = ()) -> None:
    """Print report `kind` (one of REPORTS) of round `round_no` (by default the last paired
    round; for "log", all rounds) on `paper` ("a4" or "letter") into the PDF file `path`,
    with `footnote` in every page's footer and `warnings` (the log's problems) on top.

    Raises ReportError for an unknown kind or paper or a round not paired, and OSError when
    the file cannot be written; in both cases `path` is left as it was.
    """
    builder = _BUILDERS.get(kind)
    if builder is None:
        raise ReportError(_("unknown report {kind}; expected one of {kinds}").format(
            kind=repr(kind), kinds=", ".join(REPORTS)))
    if paper not in PAPERS:
        raise ReportError(_("unknown paper {paper}; expected one of {papers}").format(
            paper=repr(paper), papers=", ".join(PAPERS)))
    register_fonts()  # before the builder: its paragraphs look the fonts up
    with speaking(t.print_language):
        report = builder(t, round_no, paper)
        if warnings:  # a forged override must not print as if it were true
            report.story[:0] = [text(_(LOG_WARNING), _WARNING),
                                *(text(w, _WARNING) for w in warnings)]
        data = render(t, report, paper, footnote)
    write_atomically(path, data)
