"""The standings (C.07 tie-breaks) and the cross table after a round."""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.platypus import Flowable, Spacer, TableStyle

from arbiter_gui.core.i18n import N_, _, ngettext
from arbiter_gui.core.model import Round, Tournament
from arbiter_gui.core.texts import CROSS_TABLE_LEGEND, cross_table_cell
from arbiter_gui.core.tiebreak import (
    StandingRow,
    TieBreakError,
    display_column,
    dropped_tiebreaks,
    parse_tiebreak,
    ranked_standings,
)
from arbiter_gui.reports.document import (
    COLUMN_GAP,
    FONT_SIZE,
    GRID_COLOUR,
    Report,
    ReportError,
    column_width,
    dated,
    decimal,
    frame_width,
    grid,
    paired_round,
    points,
    round_date,
    style,
    text,
    translated,
)
from arbiter_gui.reports.scripts import line_width


def report_standings(t: Tournament, rnd: Round) -> list[StandingRow]:
    try:
        return ranked_standings(t, rnd.number)
    except TieBreakError as e:
        raise ReportError(_("the tournament's tie-breaks: {problem}").format(problem=e)) from e


def title_after_round(t: Tournament, what: str, rnd: Round) -> str:
    """E.g. "Standings after round 5 (2025-05-05)"; `what` is translated already."""
    return dated(_("{what} after round {number}").format(what=what, number=rnd.number),
                 round_date(t, rnd))


def _notes(t: Tournament, rnd: Round) -> list[Flowable]:
    """What the reader must know: results still missing, tie-breaks C.07 art. 10 drops."""
    notes = []
    missing = sum(not g.has_result for g in rnd.games)
    if missing:
        notes.append(ngettext(
            "Round {number} is not complete: {missing} game without a result counts as not"
            " played yet.",
            "Round {number} is not complete: {missing} games without a result count as not"
            " played yet.", missing).format(number=rnd.number, missing=missing))
    notes += [_("{name} ({code}) is not used: {reason}.").format(
        name=parse_tiebreak(code).name, code=code, reason=reason)
        for code, reason in dropped_tiebreaks(t).items()]
    return [Spacer(0, 6), *(text(note) for note in notes)] if notes else []


# -- standings ------------------------------------------------------------------------------------

_STANDINGS_HEADER = (N_("Rk"), N_("No."), N_("Ti"), N_("Name"), N_("Fed"), N_("Rtg"), N_("Pts"))
_STANDINGS_FIXED = (24, 26, 22, None, 28, 30, 28)
_NAME_MIN_WIDTH = 120.0  # below this, the page turns to landscape (then the font shrinks)
_MIN_FONT = 4.5


def _tiebreak_widths(codes: Sequence[str], columns: Sequence[Sequence[str]]) -> list[float]:
    """Each tie-break column as wide as its code in the header or its widest value."""
    return [column_width(code, column) for code, column in zip(codes, columns, strict=True)]


def _standings_layout(paper: str, tiebreak_widths: Sequence[float],
                      name_min: float) -> tuple[bool, float]:
    """Portrait if the name keeps `name_min` there, else landscape; a smaller font (and every
    column narrower) when even landscape is too narrow. (wide, scale)"""
    needed = sum(w for w in _STANDINGS_FIXED if w is not None) + sum(tiebreak_widths) + name_min
    if needed <= frame_width(paper):
        return False, 1.0
    return True, min(1.0, frame_width(paper, wide=True) / needed)


def _standings_widths(paper: str, wide: bool, scale: float,
                      tiebreak_widths: Sequence[float]) -> list[float]:
    fixed = [w * scale if w is not None else None for w in _STANDINGS_FIXED]
    others = sum(w for w in fixed if w is not None) + sum(tiebreak_widths) * scale
    name = frame_width(paper, wide) - others
    return [name if w is None else w for w in fixed] + [w * scale for w in tiebreak_widths]


def _legend(codes: Sequence[str]) -> list[Flowable]:
    """The tie-breaks' names under their codes, which head the columns."""
    if not codes:
        return []
    names = _("; ").join(_("{code} {name}").format(code=code, name=parse_tiebreak(code).name)
                         for code in codes)
    return [Spacer(0, 6), text(_("Tie-breaks (C.07): {names}.").format(names=names))]


def standings_report(t: Tournament, round_no: int | None, paper: str) -> Report:
    """Rank, pairing number, name, title, federation, rating, score and the tournament's
    tie-breaks (C.07) after round `round_no`, in the order of `ranked_standings`.

    Any number of tie-breaks fits: each column is as wide as its content, the page turns to
    landscape and then the font shrinks when the name column would get too narrow."""
    rnd = paired_round(t, round_no)
    codes = list(t.tiebreaks)
    standings = report_standings(t, rnd)
    columns = [list(map(decimal, display_column(code, [row.values[k] for row in standings])))
               for k, code in enumerate(codes)]
    widths = _tiebreak_widths(codes, columns)
    longest_word = max((line_width(word, False, FONT_SIZE) for row in standings
                        for word in row.player.name.split()), default=0.0)
    wide, scale = _standings_layout(paper, widths,
                                    max(_NAME_MIN_WIDTH, longest_word + COLUMN_GAP))
    font_size = max(_MIN_FONT, FONT_SIZE * scale)
    rows = [[str(row.rank), str(row.player.pairing_no), row.player.title,
             text(row.player.name, style(font_size)), row.player.federation,
             str(row.player.rating or ""), points(row.score), *(column[k] for column in columns)]
            for k, row in enumerate(standings)]
    header = [*translated(_STANDINGS_HEADER), *codes]
    right = (0, 1, 5, 6, *range(len(_STANDINGS_HEADER), len(header)))
    table = grid(header, rows, _standings_widths(paper, wide, scale, widths),
                 right_aligned=right, font_size=font_size)
    return Report(title_after_round(t, _("Standings"), rnd),
                  [table, *_legend(codes), *_notes(t, rnd)],
                  wide=wide)


# -- cross table ----------------------------------------------------------------------------------

# Below the width of the longest word of a name (at least MIN, at most MAX: a longer word, a
# name in CJK script, wraps), the page turns to landscape, then the font shrinks.
_CROSS_NAME_MIN, _CROSS_NAME_MAX = 90.0, 150.0
_ROUND_LINE = 0.5
def crosstable_columns(t: Tournament, rnd: Round) -> tuple[list[str], list[list[str]], int]:
    """The cross table after `rnd` as plain text: the header, a row per player in the order of
    the standings, and the index of the name column. Title and federation columns are there
    when a player has one, the tie-break columns when the tournament has tie-breaks (as the
    final cross tables of Swiss-Manager and Vega carry them)."""
    standings = report_standings(t, rnd)
    # As on screen (core.texts): opponents by pairing number, shared ranks shared.
    number = {p.id: p.pairing_no for p in t.players}
    rounds = t.rounds[:rnd.number]
    titles = any(row.player.title for row in standings)
    federations = any(row.player.federation for row in standings)
    codes = list(t.tiebreaks)
    values = [list(map(decimal, display_column(code, [row.values[k] for row in standings])))
              for k, code in enumerate(codes)]
    header = [_("Rk"), _("No."), *([_("Ti")] if titles else []), _("Name"),
              *([_("Fed")] if federations else []), _("Rtg"), *(str(r.number) for r in rounds),
              _("Pts"), *codes]
    rows = [[str(row.rank), str(row.player.pairing_no),
             *([row.player.title] if titles else []), row.player.name,
             *([row.player.federation] if federations else []), str(row.player.rating or ""),
             *(cross_table_cell(r, row.player.id, number) for r in rounds), points(row.score),
             *(column[k] for column in values)]
            for k, row in enumerate(standings)]
    return header, rows, 3 if titles else 2


def crosstable_report(t: Tournament, round_no: int | None, paper: str) -> Report:
    """The cross table after round `round_no`: players in the standings order, for each round
    the opponent's pairing number, colour and result (byes by kind), the score and the
    tie-breaks; the same cells as on screen (core.texts.cross_table_cell).

    Every column but the name is as wide as its content (three-digit places never run
    together), lines separate the rounds; the page turns to landscape and then the font
    shrinks when the name column would get too narrow."""
    rnd = paired_round(t, round_no)
    header, rows, name = crosstable_columns(t, rnd)
    widths = [0.0 if c == name else column_width(header[c], (row[c] for row in rows))
              for c in range(len(header))]
    longest_word = max((line_width(word, False, FONT_SIZE) for row in rows
                        for word in row[name].split()), default=0.0)
    needed = sum(widths) + min(max(_CROSS_NAME_MIN, longest_word + COLUMN_GAP),
                               _CROSS_NAME_MAX)
    wide = needed > frame_width(paper)
    scale = min(1.0, frame_width(paper, wide) / needed)
    font_size = max(_MIN_FONT, FONT_SIZE * scale)
    widths = [w * scale for w in widths]
    widths[name] = frame_width(paper, wide) - sum(widths)
    cells = [[text(cell, style(font_size)) if c == name else cell for c, cell in enumerate(row)]
             for row in rows]
    points_column = len(header) - len(t.tiebreaks) - 1
    first_round = points_column - rnd.number
    texts = range(2, first_round - 1)  # title, name and federation: between No. and Rtg
    right = [c for c in range(len(header)) if c not in range(first_round, points_column)
             and c not in texts]
    table = grid(header, cells, widths, right_aligned=right,
                 centred=range(first_round, points_column), font_size=font_size)
    table.setStyle(TableStyle([("LINEBEFORE", (c, 0), (c, -1), _ROUND_LINE, GRID_COLOUR)
                               for c in range(first_round, points_column + 1)]))
    legend = [Spacer(0, 6), text(_(CROSS_TABLE_LEGEND)), *_legend(list(t.tiebreaks))]
    return Report(title_after_round(t, _("Cross table"), rnd), [table, *legend, *_notes(t, rnd)],
                  wide=wide)
