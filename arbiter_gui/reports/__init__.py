"""The printouts as PDF files (reportlab, no Qt): pairing sheet, alphabetical pairing list,
standings, cross table, override log, the wall sheet (pairings beside the standings),
starting list, category standings, prize list and result slips; and the arbiter's report (every
record of a tournament file's journal, reports/arbiter.py).

    write_report("pairings", tournament, "round3.pdf", round_no=3, paper="letter")

Every page has a header (tournament, report and round with its date, chief arbiter) and a
"page x of y" footer; tables repeat their header row on every page. A report speaks the
tournament's `print_language` (by default the program's language), in its words, dates and
numbers (core.i18n.speaking: safe when printing off the main thread). The caller that printed
from a tournament file passes its journal's check: the head's anchor goes in every footer, and
what the check found wrong heads the first page. The arbiter's report is printed from the
journal itself (`journal`: its records and their check), which a TRF does not hold.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence

from arbiter_gui.core.files import write_atomically
from arbiter_gui.core.i18n import _, speaking
from arbiter_gui.core.model import PRINT_SIZES, Tournament
from arbiter_gui.core.texts import player_label
from arbiter_gui.reports.arbiter import Journal, arbiter_report
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
from arbiter_gui.reports.scripts import FontError, uncovered
from arbiter_gui.reports.slips import slips_report
from arbiter_gui.reports.standings import (
    crosstable_by_rank_report,
    crosstable_report,
    standings_report,
)
from arbiter_gui.reports.startlist import alphabetical_startlist_report, startlist_report
from arbiter_gui.reports.wall import wall_report

__all__ = ["ARBITER", "PAPERS", "PRINT_SIZES", "RANKED", "REPORTS", "Journal", "ReportError",
           "unprintable", "write_report"]

_BUILDERS: dict[str, Callable[[Tournament, int | None, str, str], Report]] = {
    "pairings": pairings_report,
    "alphabetical": alphabetical_report,
    "standings": standings_report,
    "crosstable": crosstable_report,
    "crosstable-rank": crosstable_by_rank_report,
    "log": log_report,
    "startlist": startlist_report,
    "startlist-alphabetical": alphabetical_startlist_report,
    "categories": categories_report,
    "prizes": prizes_report,
    "slips": slips_report,
    "wall": wall_report,
}
ARBITER = "arbiter"  # the arbiter's report: built from the journal, not the tournament alone
REPORTS = (*_BUILDERS, ARBITER)
# The reports that rank the players: by default after the last complete round (ranked_round).
RANKED = ("standings", "crosstable", "crosstable-rank", "categories", "prizes")


_WARNING = style(9, bold=True, space_before=2)


def unprintable(t: Tournament) -> list[str]:
    """A warning for each player whose name or club holds characters that no font of the
    printouts has (reports/scripts.py: they print as empty boxes), naming the player and the
    characters, so that the arbiter can correct the spelling before the sheet goes up."""
    warnings = []
    for player in sorted(t.players, key=lambda p: p.pairing_no):
        missing = uncovered(player.name + player.club)
        if missing:
            warnings.append(_("{player}: no font of the printouts has {characters} ({codes});"
                              " they print as empty boxes").format(
                                  player=player_label(player), characters=missing,
                                  codes=" ".join(f"U+{ord(c):04X}" for c in missing)))
    return warnings


def _journal_builder(journal: Journal) -> Callable[[Tournament, int | None, str, str],
                                                   Report]:
    def build(t: Tournament, _round_no: int | None, paper: str, size: str) -> Report:
        return arbiter_report(t, journal, paper, size)
    return build


def write_report(kind: str, t: Tournament, path: str | os.PathLike[str], *,
                 round_no: int | None = None, paper: str = "a4", size: str | None = None,
                 footnote: str = "", warnings: Sequence[str] = (),
                 journal: Journal | None = None) -> None:
    """Print report `kind` (one of REPORTS) of round `round_no` (by default the last paired
    round; for the standings, cross table, categories and prizes the last complete round; for
    "log", all rounds; the arbiter's report, ARBITER, prints every record of `journal`) on
    `paper` ("a4" or "letter") at the printing `size` (one of PRINT_SIZES, by default the
    tournament's) into the PDF file `path`, with `footnote` in every page's footer and
    `warnings` (the log's problems) on top.

    Raises ReportError for an unknown kind, paper or size, a round not paired or the arbiter's
    report without a journal, and OSError when the file cannot be written; in both cases `path`
    is left as it was.
    """
    builder = _BUILDERS.get(kind)
    if kind == ARBITER:
        if journal is None:
            raise ReportError(_("the arbiter's report prints a tournament file's journal; a TRF"
                                " holds none: open the tournament file"))
        builder = _journal_builder(journal)
    if builder is None:
        raise ReportError(_("unknown report {kind}; expected one of {kinds}").format(
            kind=repr(kind), kinds=", ".join(REPORTS)))
    if paper not in PAPERS:
        raise ReportError(_("unknown paper {paper}; expected one of {papers}").format(
            paper=repr(paper), papers=", ".join(PAPERS)))
    size = t.print_size if size is None else size
    if size not in PRINT_SIZES:
        raise ReportError(_("unknown size {size}; expected one of {sizes}").format(
            size=repr(size), sizes=", ".join(PRINT_SIZES)))
    register_fonts()  # before the builder: its paragraphs look the fonts up
    with speaking(t.print_language):
        try:
            report = builder(t, round_no, paper, size)
        except FontError as e:  # a fallback font, loaded when a name was measured
            raise ReportError(str(e)) from e
        if warnings:  # a forged override must not print as if it were true
            report.story[:0] = [text(_(LOG_WARNING), _WARNING),
                                *(text(w, _WARNING) for w in warnings)]
        data = render(t, report, paper, footnote)
    write_atomically(path, data)
