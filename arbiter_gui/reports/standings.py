"""The standings (C.07 tie-breaks) and the cross table after a round."""

from __future__ import annotations

from collections.abc import Sequence
from xml.sax.saxutils import escape

from reportlab.platypus import Flowable, Paragraph, Spacer

from arbiter_gui.core.model import Round, Tournament
from arbiter_gui.core.texts import CROSS_TABLE_LEGEND, cross_table_cell
from arbiter_gui.core.tiebreak import (
    StandingRow,
    TieBreakError,
    display_value,
    dropped_tiebreaks,
    parse_tiebreak,
    ranked_standings,
)
from arbiter_gui.reports.document import (
    FONT_SIZE,
    Report,
    ReportError,
    frame_width,
    grid,
    paired_round,
    points,
    round_date,
    style,
    text,
)

_TIEBREAK_HEAD = style(6.5)


def _standings(t: Tournament, rnd: Round) -> list[StandingRow]:
    try:
        return ranked_standings(t, rnd.number)
    except TieBreakError as e:
        raise ReportError(f"the tournament's tie-breaks: {e}") from e


def _after_title(t: Tournament, what: str, rnd: Round) -> str:
    """E.g. "Standings after round 5 (2025-05-05)"."""
    date = round_date(t, rnd)
    return f"{what} after round {rnd.number}" + (f" ({date})" if date else "")


def _notes(t: Tournament, rnd: Round) -> list[Flowable]:
    """What the reader must know: results still missing, tie-breaks C.07 art. 10 drops."""
    notes = []
    missing = sum(not g.has_result for g in rnd.games)
    if missing:
        notes.append(f"Round {rnd.number} is not complete: {missing} game(s) without a result"
                     " count as not played yet.")
    notes += [f"{parse_tiebreak(code).name} ({code}) is not used: {reason}."
              for code, reason in dropped_tiebreaks(t).items()]
    return [Spacer(0, 6), *(text(note) for note in notes)] if notes else []


# -- standings ------------------------------------------------------------------------------------

_STANDINGS_HEADER = ("Rk", "No.", "Ti", "Name", "Fed", "Rtg", "Pts")
_STANDINGS_FIXED = (24, 26, 22, None, 28, 30, 28)
_TIEBREAK_WIDTH = 48.0
_NAME_MIN_WIDTH = 120.0  # below this, the page turns to landscape


def _tiebreak_header(code: str) -> Paragraph:
    """The code in bold and the tie-break's name under it."""
    return Paragraph(f"<b>{escape(code)}</b><br/>{escape(parse_tiebreak(code).name)}",
                     _TIEBREAK_HEAD)


def _standings_widths(paper: str, wide: bool, tiebreaks: int) -> list[float]:
    fixed = sum(w for w in _STANDINGS_FIXED if w is not None) + tiebreaks * _TIEBREAK_WIDTH
    name = frame_width(paper, wide) - fixed
    return [name if w is None else w for w in _STANDINGS_FIXED] + [_TIEBREAK_WIDTH] * tiebreaks


def standings_report(t: Tournament, round_no: int | None, paper: str) -> Report:
    """Rank, pairing number, name, title, federation, rating, score and the tournament's
    tie-breaks (C.07) after round `round_no`, in the order of `ranked_standings`."""
    rnd = paired_round(t, round_no)
    codes = list(t.tiebreaks)
    standings = _standings(t, rnd)
    wide = (frame_width(paper) - sum(w for w in _STANDINGS_FIXED if w is not None)
            - len(codes) * _TIEBREAK_WIDTH) < _NAME_MIN_WIDTH
    rows = [[str(row.rank), str(row.player.pairing_no), row.player.title, text(row.player.name),
             row.player.federation, str(row.player.rating or ""), points(row.score),
             *(display_value(code, value) for code, value in zip(codes, row.values,
                                                                 strict=True))]
            for row in standings]
    header = [*_STANDINGS_HEADER, *(_tiebreak_header(code) for code in codes)]
    right = (0, 1, 5, 6, *range(len(_STANDINGS_HEADER), len(header)))
    table = grid(header, rows, _standings_widths(paper, wide, len(codes)), right_aligned=right)
    return Report(_after_title(t, "Standings", rnd), [table, *_notes(t, rnd)], wide=wide)


# -- cross table ----------------------------------------------------------------------------------

_CROSS_HEADER = ("Rk", "No.", "Name", "Rtg")
_CROSS_FIXED = (24, 26, 130, 30)
_ROUND_WIDTH = 28.0
_TOTAL_WIDTH = 28.0
_MIN_FONT = 4.5

def _cross_layout(paper: str, rounds: int) -> tuple[bool, float]:
    """Landscape when portrait is too narrow; a smaller font when even landscape is."""
    needed = sum(_CROSS_FIXED) + rounds * _ROUND_WIDTH + _TOTAL_WIDTH
    if needed <= frame_width(paper):
        return False, 1.0
    return True, min(1.0, frame_width(paper, wide=True) / needed)


def _scaled(widths: Sequence[float], scale: float) -> list[float]:
    return [w * scale for w in widths]


def crosstable_report(t: Tournament, round_no: int | None, paper: str) -> Report:
    """The cross table after round `round_no`: players in the standings order, for each round
    the opponent's place, colour and result (byes by kind), and the score."""
    rnd = paired_round(t, round_no)
    standings = _standings(t, rnd)
    # As on screen (core.texts): opponents by pairing number, shared ranks shared.
    number = {p.id: p.pairing_no for p in t.players}
    rounds = t.rounds[:rnd.number]
    wide, scale = _cross_layout(paper, len(rounds))
    font_size = max(_MIN_FONT, FONT_SIZE * scale)
    name_style = style(font_size)
    rows = [[str(row.rank), str(row.player.pairing_no),
             text(row.player.name, name_style), str(row.player.rating or ""),
             *(cross_table_cell(r, row.player.id, number) for r in rounds), points(row.score)]
            for row in standings]
    header = [*_CROSS_HEADER, *(str(r.number) for r in rounds), "Pts"]
    widths = _scaled([*_CROSS_FIXED, *[_ROUND_WIDTH] * len(rounds), _TOTAL_WIDTH], scale)
    table = grid(header, rows, widths, right_aligned=(0, 1, 3, len(header) - 1),
                 centred=range(len(_CROSS_HEADER), len(header) - 1), font_size=font_size)
    legend = [Spacer(0, 6), text(CROSS_TABLE_LEGEND)]
    return Report(_after_title(t, "Cross table", rnd), [table, *legend, *_notes(t, rnd)],
                  wide=wide)
