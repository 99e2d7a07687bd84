"""The printouts as a small set of static HTML pages for the organiser's website, made to be read
on a phone: the pairings and results of every round, the pairings of the last round by name,
the standings and the cross table after the last complete round (the reports' default), the
starting list (and, when the tournament has them, the category standings and the prizes), a
card per player (games, opponents, colours, results, and for a rated player the rating change
of each game and in all, with the performance: core/rating.py), with an index.html linking
them.

The tables are made from the very reports the PDFs print (same builders, same cells), so paper
and web agree; a player's name in a table links to the player's card. No server and no script
are needed: one UTF-8 file per page with inline CSS. Every text from the tournament is escaped,
every cell has dir="auto" so that a name in Arabic or Hebrew reads right to left, and each table
scrolls sideways inside its own box, so that a cross table of 30 columns does not widen the page
a phone shows. The footer names the log's head hash when the caller printed from a tournament
file, as the PDFs' footers do. A text that is no valid Unicode (a lone surrogate, from a file
read with errors) is written as U+FFFD rather than stopping the pages.
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from fractions import Fraction
from html import escape
from pathlib import Path

from arbiter_gui import __version__
from arbiter_gui.core.collation import alphabetical_key
from arbiter_gui.core.files import write_atomically
from arbiter_gui.core.i18n import N_, _, language, speaking
from arbiter_gui.core.model import Colour, Player, Round, Tournament
from arbiter_gui.core.rating import RatingResult, rating_results
from arbiter_gui.core.texts import (
    BLACK,
    CROSS_TABLE,
    CROSS_TABLE_RESULTS,
    PAIRING_NUMBER,
    PLAYERS,
    RATING_CHANGE,
    RESULT,
    STANDINGS,
    WHITE,
    bye_name,
)
from arbiter_gui.reports.document import (
    LOG_WARNING,
    Grid,
    PlainParagraph,
    Report,
    chief_arbiter_line,
    dated,
    moment,
    place_and_dates,
    plain,
    points,
    register_fonts,
    round_start,
    tournament_name,
)
from arbiter_gui.reports.pairings import alphabetical_report, pairings_report
from arbiter_gui.reports.prizes import categories_report, prizes_report
from arbiter_gui.reports.scripts import BOLD, ScriptText
from arbiter_gui.reports.standings import (
    crosstable_report,
    shows_rating,
    signed,
    standings_report,
)
from arbiter_gui.reports.startlist import startlist_report

INDEX = "index.html"
# File name, link text (translated where shown), builder of the report shown (the tournament,
# the round or None: the last, the paper).
Page = tuple[str, str, Callable[[Tournament, int | None, str], Report]]
# The pages of a tournament with a paired round (the last round's, except the starting list).
ROUND_PAGES: tuple[Page, ...] = (("pairings.html", N_("Pairings"), pairings_report),
               ("alphabetical.html", N_("Pairings by name"), alphabetical_report),
               ("standings.html", STANDINGS, standings_report),
               ("crosstable.html", CROSS_TABLE, crosstable_report))
STARTLIST_PAGE: Page = ("startlist.html", N_("Starting list"), startlist_report)
CATEGORIES_PAGE: Page = ("categories.html", N_("Categories"), categories_report)
PRIZES_PAGE: Page = ("prizes.html", N_("Prizes"), prizes_report)

_CSS = """
body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 14px; margin: 1em;
       max-width: 100%; }
h1 { font-size: 1.5em; margin-bottom: 0.2em; }
nav a { margin-right: 1em; display: inline-block; }
.scroll { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: 0.8em 0; }
th, td { border: 1px solid #999; padding: 2px 6px; white-space: nowrap; }
th { background: #ddd; }
tr:nth-child(even) td { background: #f2f2f2; }
td.n { text-align: right; }
footer { margin-top: 2em; color: #666; font-size: 0.85em; }
""".strip()
_NUMBER = frozenset("0123456789.,½+-=")
_SURROGATES = re.compile("[\ud800-\udfff]")
# The player's card: one row a round, what a phone shows first on the left.
_CARD_HEADER = (N_("Rd."), N_("Bo."), N_("Colour"), N_("Opponent"), RESULT, N_("Pts"),
                N_("Rtg"), PAIRING_NUMBER)
_CARD_RATING_HEADER = RATING_CHANGE  # the game's rating change, as the standings head it


def round_page(number: int) -> str:
    """The file of round `number`'s pairings and results."""
    return f"round-{number}.html"


def _round_name(t: Tournament, rnd: Round) -> str:
    return dated(_("Round {number}").format(number=rnd.number), round_start(t, rnd))


def card_page(player: Player) -> str:
    """The file of a player's card (by pairing number, as the tables name players)."""
    return f"player-{player.pairing_no}.html"


def _cards(t: Tournament) -> dict[str, str]:
    """A player's name -> the file of the card, for the names that only one player has (a
    cell cannot tell two namesakes apart)."""
    count = Counter(p.name for p in t.players)
    return {p.name: card_page(p) for p in t.players if count[p.name] == 1}


def _cell(tag: str, value: str, cards: dict[str, str]) -> str:
    numeric = ' class="n"' if value and set(value) <= _NUMBER else ""
    shown = escape(value)
    if tag == "td" and value in cards:
        shown = f'<a href="{escape(cards[value])}">{shown}</a>'
    return f'<{tag} dir="auto"{numeric}>{shown}</{tag}>'


def _grid(header: Sequence[str], rows: Iterable[Sequence[str]], cards: dict[str, str]) -> str:
    """A table in its scroll box: a wide one scrolls inside it, the page keeps its width."""
    lines = ['<div class="scroll">', "<table>",
             "<tr>" + "".join(_cell("th", c, cards) for c in header) + "</tr>"]
    lines += ["<tr>" + "".join(_cell("td", c, cards) for c in row) + "</tr>" for row in rows]
    return "\n".join([*lines, "</table>", "</div>"])


def _table(table: Grid, cards: dict[str, str]) -> str:
    header, *rows = table._cellvalues
    return _grid([plain(c) for c in header], ([plain(c) for c in row] for row in rows), cards)


def _story(story: Iterable[object], cards: dict[str, str]) -> list[str]:
    """Tables as tables, texts as paragraphs (bold ones as headings); spaces are left out."""
    parts = []
    for flowable in story:
        if isinstance(flowable, Grid):  # every table of the pages is one (document.grid)
            parts.append(_table(flowable, cards))
        elif isinstance(flowable, PlainParagraph | ScriptText) and flowable.value:
            tag = "h3" if flowable.style.fontName == BOLD else "p"
            parts.append(f'<{tag} dir="auto">{escape(flowable.value)}</{tag}>')
    return parts


def _rating_lines(result: RatingResult) -> list[str]:
    """What the card says of the player's rating: the change and its K, the performance."""
    lines = []
    change = result.change
    if change is not None and result.games:
        lines.append(_("Rating change (FIDE Rating Regulations B.02 8.3): {change}, with the"
                       " coefficient K = {k}").format(change=signed(change), k=result.k))
    if result.performance is not None:
        lines.append(_("Performance rating (C.07 10.2): {rating}").format(
            rating=result.performance))
    return lines


def _card(t: Tournament, player: Player, cards: dict[str, str],
          rated: RatingResult | None) -> tuple[str, list[str]]:
    """The title and body of a player's card: who, then each round's game or bye (with the
    game's rating change when the tournament has rated players: `rated`)."""
    details = [_("No. {number}").format(number=player.pairing_no), player.title,
               player.federation, str(player.rating) if player.rating else "", player.club]
    changes = {} if rated is None else {g.round: rated.game_change(g) for g in rated.games}
    rows = []
    for rnd in t.rounds:
        game = rnd.game_of(player.id)
        if game is None:
            kind = rnd.byes.get(player.id)
            if kind is None:
                continue
            rows.append([str(rnd.number), "", "", bye_name(kind),
                         points(t.scoring.for_bye(kind)), points(t.score(player.id, rnd.number)),
                         "", "", *([""] if rated else [])])
            continue
        opponent = t.player(game.opponent_of(player.id))
        colour = _(WHITE) if game.colour_of(player.id) is Colour.WHITE else _(BLACK)
        code = game.code_of(player.id)
        result = "" if code is None else CROSS_TABLE_RESULTS.get(code, "")
        rows.append([str(rnd.number), str(game.board), colour, opponent.name,
                     result, points(t.score(player.id, rnd.number)),
                     str(opponent.rating) if opponent.rating else "", str(opponent.pairing_no),
                     *([_game_change(changes.get(rnd.number))] if rated else [])])
    total = _("Points: {points}").format(points=points(t.score(player.id)))
    header = [_(h) for h in _CARD_HEADER] + ([_(_CARD_RATING_HEADER)] if rated else [])
    body = [f'<p dir="auto">{escape(" · ".join(d for d in details if d))}</p>',
            f'<p dir="auto">{escape(total)}</p>',
            *(f'<p dir="auto">{escape(line)}</p>'
              for line in (_rating_lines(rated) if rated else ())),
            _grid(header, rows, cards)]
    return player.name, body


def _game_change(change: Fraction | None) -> str:
    return "" if change is None else signed(change)


def _page(t: Tournament, title: str, body: list[str], links: list[tuple[str, str]],
          footer: Sequence[str]) -> str:
    name = tournament_name(t)
    nav = " ".join(f'<a href="{escape(file)}">{escape(text)}</a>' for file, text in links)
    where = place_and_dates(t)
    arbiter = chief_arbiter_line(t)
    rounds = " ".join(f'<a href="{round_page(r.number)}">{r.number}</a>' for r in t.rounds)
    rounds_label = escape(_("Rounds:"))  # (not inside an f-string: Babel would not see it)
    return "\n".join([
        "<!DOCTYPE html>", f'<html lang="{language()}">', "<head>", '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(name)} - {escape(title)}</title>", f"<style>\n{_CSS}\n</style>",
        "</head>", "<body>", "<header>", f'<h1 dir="auto">{escape(name)}</h1>',
        *(f'<p dir="auto">{escape(line)}</p>' for line in (where, arbiter) if line),
        f"<nav>{nav}</nav>",
        *([f"<nav>{rounds_label} {rounds}</nav>"] if rounds else []),
        "</header>", f'<h2 dir="auto">{escape(title)}</h2>', *body,
        "<footer>" + "<br>".join(escape(line) for line in footer if line) + "</footer>",
        "</body>", "</html>", ""])


def pages_of(t: Tournament) -> list[Page]:
    """The pages of the index and the menu: the round's pages once a round is paired."""
    pages = [*ROUND_PAGES, STARTLIST_PAGE] if t.rounds else [STARTLIST_PAGE]
    if t.rounds and t.categories:
        pages.append(CATEGORIES_PAGE)
    if t.rounds and t.prizes:
        pages.append(PRIZES_PAGE)
    return pages


def html_pages(t: Tournament, printed: datetime | None = None,
               warnings: Sequence[str] = (), footnote: str = "") -> dict[str, str]:
    """File name -> page text, of every page and index.html, `warnings` (the log's problems)
    on top of each and `footnote` (the log's head) in each footer as on the PDFs, in the
    tournament's printing language. Raises ReportError as the PDFs do."""
    with speaking(t.print_language):
        pages = _pages(t, printed, warnings, footnote)
    return {file: _SURROGATES.sub("\ufffd", page) for file, page in pages.items()}


def _pages(t: Tournament, printed: datetime | None, warnings: Sequence[str],
           footnote: str) -> dict[str, str]:
    when = moment(printed or datetime.now())
    footer = [_("made {when} by arbiter-gui {version}").format(when=when, version=__version__),
              footnote]
    register_fonts()  # the builders' paragraphs look the fonts up
    pages = pages_of(t)
    links = [(INDEX, _("Index")), *((file, _(link)) for file, link, _builder in pages)]
    warning = [f'<p dir="auto"><strong>{escape(line)}</strong></p>'
               for line in ([_(LOG_WARNING), *warnings] if warnings else [])]
    cards = _cards(t) if t.rounds else {}  # a card tells the games: none before round 1
    result = {}
    for file, _link, builder in pages:
        report = builder(t, None, "a4")
        result[file] = _page(t, report.title, [*warning, *_story(report.story, cards)], links,
                             footer)
    for rnd in t.rounds:
        report = pairings_report(t, rnd.number, "a4")
        result[round_page(rnd.number)] = _page(
            t, report.title, [*warning, *_story(report.story, cards)], links, footer)
    players = sorted(t.players, key=alphabetical_key) if t.rounds else []
    rated = rating_results(t) if shows_rating(t) else {}
    for player in players:
        title, body = _card(t, player, cards, rated.get(player.id))
        result[card_page(player)] = _page(t, title, [*warning, *body], links, footer)
    index = ["<ul>", *(f'<li><a href="{file}">{escape(link)}</a></li>'
                       for file, link in links[1:]), "</ul>"]
    if t.rounds:
        heading = escape(_("Pairings and results"))
        index += [f'<h3 dir="auto">{heading}</h3>', "<ul>",
                  *(f'<li><a href="{round_page(r.number)}">{escape(_round_name(t, r))}</a></li>'
                    for r in t.rounds), "</ul>"]
    if players:
        heading = escape(_(PLAYERS))
        index += [f'<h3 dir="auto">{heading}</h3>', "<ul>",
                  *(f'<li dir="auto"><a href="{card_page(p)}">{escape(p.name)}</a></li>'
                    for p in players), "</ul>"]
    result[INDEX] = _page(t, _("Index"), [*warning, *index], links, footer)
    return result


def write_html(t: Tournament, folder: str | os.PathLike[str], warnings: Sequence[str] = (),
               footnote: str = "") -> list[Path]:
    """Write the pages into `folder` (made if missing), with `warnings` on top and `footnote`
    (the log's head) in the footers; the paths written. Nothing is written when a page cannot
    be made (ReportError); OSError when the folder cannot be written."""
    pages = html_pages(t, warnings=warnings, footnote=footnote)  # all made before writing
    target = Path(folder)
    target.mkdir(parents=True, exist_ok=True)
    for file, page in pages.items():
        write_atomically(target / file, page.encode("utf-8"))
    return [target / file for file in pages]
