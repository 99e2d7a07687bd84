"""The printouts as a small set of static HTML pages for the organiser's website: the pairings of
the last round, the standings and the cross table after the last complete round (the reports'
default), the starting list (and, when the tournament has
them, the category standings and the prizes), with an index.html linking them.

The pages are made from the very reports the PDFs print (same builders, same cells), so paper
and web agree. No server and no script are needed: one UTF-8 file per page with inline CSS;
every text from the tournament is escaped, and every cell has dir="auto" so that a name in
Arabic or Hebrew reads right to left.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from datetime import datetime
from html import escape
from pathlib import Path

from reportlab.platypus import Table

from arbiter_gui import __version__
from arbiter_gui.core.files import write_atomically
from arbiter_gui.core.i18n import N_, _, language, speaking
from arbiter_gui.core.model import Tournament
from arbiter_gui.reports.document import (
    LOG_WARNING,
    _place_and_dates,
    chief_arbiter_line,
    moment,
    plain,
    register_fonts,
    tournament_name,
)
from arbiter_gui.reports.pairings import pairings_report
from arbiter_gui.reports.prizes import categories_report, prizes_report
from arbiter_gui.reports.scripts import BOLD
from arbiter_gui.reports.standings import crosstable_report, standings_report
from arbiter_gui.reports.startlist import startlist_report

INDEX = "index.html"
# File name, link text (translated where shown), builder: the pages of a tournament with a
# paired round.
ROUND_PAGES = (("pairings.html", N_("Pairings"), pairings_report),
               ("standings.html", N_("Standings"), standings_report),
               ("crosstable.html", N_("Cross table"), crosstable_report))
STARTLIST_PAGE = ("startlist.html", N_("Starting list"), startlist_report)
CATEGORIES_PAGE = ("categories.html", N_("Categories"), categories_report)
PRIZES_PAGE = ("prizes.html", N_("Prizes"), prizes_report)

_CSS = """
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 14px; margin: 1.5em; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
nav a { margin-right: 1em; }
table { border-collapse: collapse; margin: 0.8em 0; }
th, td { border: 1px solid #999; padding: 2px 6px; }
th { background: #ddd; }
tr:nth-child(even) td { background: #f2f2f2; }
td.n { text-align: right; }
footer { margin-top: 2em; color: #666; font-size: 0.85em; }
""".strip()
_NUMBER = frozenset("0123456789.,½+-=")


def _cell(tag: str, value: str) -> str:
    numeric = ' class="n"' if value and set(value) <= _NUMBER else ""
    return f'<{tag} dir="auto"{numeric}>{escape(value)}</{tag}>'


def _table(table: Table) -> str:
    header, *rows = table._cellvalues
    lines = ["<table>", "<tr>" + "".join(_cell("th", plain(c)) for c in header) + "</tr>"]
    lines += ["<tr>" + "".join(_cell("td", plain(c)) for c in row) + "</tr>" for row in rows]
    return "\n".join([*lines, "</table>"])


def _story(story: Iterable[object]) -> list[str]:
    """Tables as tables, texts as paragraphs (bold ones as headings); spaces are left out."""
    parts = []
    for flowable in story:
        if isinstance(flowable, Table):
            parts.append(_table(flowable))
        elif getattr(flowable, "value", ""):
            bold = getattr(getattr(flowable, "style", None), "fontName", "") == BOLD
            tag = "h3" if bold else "p"
            parts.append(f'<{tag} dir="auto">{escape(flowable.value)}</{tag}>')
    return parts


def _page(t: Tournament, title: str, body: list[str], links: list[tuple[str, str]],
          printed: str) -> str:
    name = tournament_name(t)
    nav = " ".join(f'<a href="{file}">{escape(text)}</a>' for file, text in links)
    where = _place_and_dates(t)
    arbiter = chief_arbiter_line(t)
    return "\n".join([
        "<!DOCTYPE html>", f'<html lang="{language()}">', "<head>", '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(name)} - {escape(title)}</title>", f"<style>\n{_CSS}\n</style>",
        "</head>", "<body>", "<header>", f'<h1 dir="auto">{escape(name)}</h1>',
        *(f'<p dir="auto">{escape(line)}</p>' for line in (where, arbiter) if line),
        f"<nav>{nav}</nav>", "</header>", f'<h2 dir="auto">{escape(title)}</h2>', *body,
        f"<footer>{escape(printed)}</footer>", "</body>", "</html>", ""])


def pages_of(t: Tournament) -> list[tuple[str, str, object]]:
    """The pages a tournament has: the round's pages once a round is paired."""
    pages = [*ROUND_PAGES, STARTLIST_PAGE] if t.rounds else [STARTLIST_PAGE]
    if t.rounds and t.categories:
        pages.append(CATEGORIES_PAGE)
    if t.rounds and t.prizes:
        pages.append(PRIZES_PAGE)
    return pages


def html_pages(t: Tournament, printed: datetime | None = None,
               warnings: Sequence[str] = ()) -> dict[str, str]:
    """File name -> page text, of every page and index.html (the reports of the last round),
    `warnings` (the log's problems) on top of each as on the PDFs, in the tournament's
    printing language. Raises ReportError as the PDFs do."""
    with speaking(t.print_language):
        return _pages(t, printed, warnings)


def _pages(t: Tournament, printed: datetime | None, warnings: Sequence[str]) -> dict[str, str]:
    when = moment(printed or datetime.now())
    footer = _("made {when} by arbiter-gui {version}").format(when=when, version=__version__)
    register_fonts()  # the builders' paragraphs look the fonts up
    pages = pages_of(t)
    links = [(INDEX, _("Index")), *((file, _(link)) for file, link, _builder in pages)]
    warning = [f'<p dir="auto"><strong>{escape(line)}</strong></p>'
               for line in ([_(LOG_WARNING), *warnings] if warnings else [])]
    result = {}
    for file, _link, builder in pages:
        report = builder(t, None, "a4")
        result[file] = _page(t, report.title, [*warning, *_story(report.story)], links, footer)
    index = ["<ul>", *(f'<li><a href="{file}">{escape(link)}</a></li>'
                       for file, link in links[1:]), "</ul>"]
    result[INDEX] = _page(t, _("Index"), [*warning, *index], links, footer)
    return result


def write_html(t: Tournament, folder: str | os.PathLike[str],
               warnings: Sequence[str] = ()) -> list[Path]:
    """Write the pages into `folder` (made if missing), with `warnings` on top; the paths
    written. Nothing is written when a page cannot be made (ReportError); OSError when the
    folder cannot be written."""
    pages = html_pages(t, warnings=warnings)  # all made before the first file is written
    target = Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    for file, page in pages.items():
        write_atomically(target / file, page.encode("utf-8"))
    return [target / file for file in pages]
