"""The printouts as PDF files (reportlab, no Qt): pairing sheet, alphabetical pairing list,
standings, cross table, override log, and the wall sheet (pairings beside the standings).

    write_report("pairings", tournament, "round3.pdf", round_no=3, paper="letter")

Every page has a header (tournament, report and round with its date, chief arbiter) and a
"page x of y" footer; tables repeat their header row on every page.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from arbiter_gui.core.model import Tournament
from arbiter_gui.reports.document import PAPERS, Report, ReportError, register_fonts, render
from arbiter_gui.reports.overrides import log_report
from arbiter_gui.reports.pairings import alphabetical_report, pairings_report
from arbiter_gui.reports.standings import crosstable_report, standings_report
from arbiter_gui.reports.wall import wall_report

__all__ = ["PAPERS", "REPORTS", "ReportError", "write_report"]

_BUILDERS: dict[str, Callable[[Tournament, int | None, str], Report]] = {
    "pairings": pairings_report,
    "alphabetical": alphabetical_report,
    "standings": standings_report,
    "crosstable": crosstable_report,
    "log": log_report,
    "wall": wall_report,
}
REPORTS = tuple(_BUILDERS)


def _write_whole(path: Path, data: bytes) -> None:
    """Write under a temporary name and rename, so that `path` never holds half a PDF."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_report(kind: str, t: Tournament, path: str | os.PathLike[str], *,
                 round_no: int | None = None, paper: str = "a4") -> None:
    """Print report `kind` (one of REPORTS) of round `round_no` (by default the last paired
    round; for "log", all rounds) on `paper` ("a4" or "letter") into the PDF file `path`.

    Raises ReportError for an unknown kind or paper or a round not paired, and OSError when
    the file cannot be written; in both cases `path` is left as it was.
    """
    builder = _BUILDERS.get(kind)
    if builder is None:
        raise ReportError(f"unknown report {kind!r}; expected one of {', '.join(REPORTS)}")
    if paper not in PAPERS:
        raise ReportError(f"unknown paper {paper!r}; expected one of {', '.join(PAPERS)}")
    register_fonts()  # before the builder: its paragraphs look the fonts up
    data = render(t, builder(t, round_no, paper), paper)
    _write_whole(Path(path), data)
