"""The standings (C.07 tie-breaks) and the cross table after a round."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from reportlab.platypus import Flowable, Spacer, TableStyle

from arbiter_gui.core.i18n import N_, _, ngettext
from arbiter_gui.core.model import NORMAL_SIZE, Round, Tournament
from arbiter_gui.core.rating import RatingResult, rating_results
from arbiter_gui.core.texts import (
    CROSS_TABLE,
    CROSS_TABLE_BY_RANK_LEGEND,
    CROSS_TABLE_LEGEND,
    FEDERATION,
    K_FACTOR,
    NAME,
    PAIRING_NUMBER,
    PERFORMANCE,
    RATING_CHANGE,
    STANDINGS,
    cross_table_cell,
)
from arbiter_gui.core.tiebreak import (
    StandingRow,
    TieBreakError,
    display_column,
    dropped_tiebreaks,
    parse_tiebreak,
    ranked_standings,
)
from arbiter_gui.reports.columns import Name, sized_table
from arbiter_gui.reports.document import (
    GRID_COLOUR,
    Report,
    ReportError,
    dated,
    decimal,
    keep_with_notes,
    points,
    ranked_round,
    round_date,
    style,
    text,
    translated,
)


def report_standings(t: Tournament, rnd: Round) -> list[StandingRow]:
    try:
        return ranked_standings(t, rnd.number)
    except TieBreakError as e:
        raise ReportError(_("the tournament's tie-breaks: {problem}").format(problem=e)) from e


def title_after_round(t: Tournament, what: str, rnd: Round) -> str:
    """E.g. "Standings after round 5 (2025-05-05)"; `what` is translated already."""
    return dated(_("{what} after round {number}").format(what=what, number=rnd.number),
                 round_date(t, rnd))


_WARNING = style(9, bold=True, space_before=2)


def incomplete_round_note(rnd: Round) -> str | None:
    """What standings after a round with games still without a result must say (on paper and
    on screen); None when every game has its result."""
    missing = sum(not g.has_result for g in rnd.games)
    if not missing:
        return None
    return ngettext(
        "Round {number} is not complete: {missing} game without a result counts as not"
        " played yet.",
        "Round {number} is not complete: {missing} games without a result count as not"
        " played yet.", missing).format(number=rnd.number, missing=missing)


def incomplete(rnd: Round) -> list[Flowable]:
    """On top of a ranking after a round still waiting for results: that it is not final."""
    note = incomplete_round_note(rnd)
    return [text(note, _WARNING), Spacer(0, 4)] if note else []


def _notes(t: Tournament) -> list[Flowable]:
    """What the reader must know: the tie-breaks C.07 art. 10 drops."""
    notes = [_("{name} ({code}) is not used: {reason}.").format(
        name=parse_tiebreak(code).name, code=code, reason=reason)
        for code, reason in dropped_tiebreaks(t).items()]
    return [Spacer(0, 6), *(text(note) for note in notes)] if notes else []


# -- standings ------------------------------------------------------------------------------------

_STANDINGS_HEADER = (N_("Rk"), PAIRING_NUMBER, N_("Ti"), NAME, FEDERATION, N_("Rtg"), N_("Pts"))
# A player who withdrew plays no more rounds: the standings mark him (C.04.2 D.3: he "will no
# longer be paired"), so that a reader does not wait for him.
WITHDRAWN_MARK = "†"
WITHDRAWN_NOTE = N_("† withdrawn from the tournament: not paired any more")
_NAME_MIN_WIDTH = 120.0  # below this, the page turns to landscape (then the font shrinks)


def _legend(codes: Sequence[str]) -> list[Flowable]:
    """The tie-breaks' names under their codes, which head the columns."""
    if not codes:
        return []
    names = _("; ").join(_("{code} {name}").format(code=code, name=parse_tiebreak(code).name)
                         for code in codes)
    return [Spacer(0, 6), text(_("Tie-breaks (C.07): {names}.").format(names=names))]


# -- rating change and performance (FIDE Rating Regulations B.02, core/rating.py) ---------------

RATING_HEADER = (PERFORMANCE, K_FACTOR, RATING_CHANGE)
RATING_LEGEND = N_(
    "Rp performance rating (C.07 10.2) against the rated opponents; K development coefficient"
    " (FIDE Rating Regulations B.02 8.3.3); Rtg+/- rating change: K times the sum of score minus"
    " expected score over the games played against rated opponents (B.02 8.3; forfeits and"
    " byes do not count).")


def signed(value: Fraction) -> str:
    """A rating change with its sign and one decimal ("+12.4", "-3.0", in the language's
    decimal sign), halves away from zero as B.02 8.3.4 rounds."""
    rounded = Decimal(value.numerator) / Decimal(value.denominator)
    shown = decimal(str(abs(rounded).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)))
    return shown if shown.strip("0.,") == "" else ("-" if value < 0 else "+") + shown


def rating_cells(result: RatingResult) -> list[str]:
    """A player's performance, K and rating change, as the standings print them ("" where
    there is none: an unrated player's change, a performance without a rated opponent)."""
    change = result.change
    return [str(result.performance or ""), str(result.k or ""),
            "" if change is None or not result.games else signed(change)]


def shows_rating(t: Tournament) -> bool:
    """The rating columns are printed when a player has a FIDE rating."""
    return any(p.rating > 0 for p in t.players)


def standings_report(t: Tournament, round_no: int | None, paper: str,
                     size: str = NORMAL_SIZE) -> Report:
    """Rank, pairing number, name, title, federation, rating, score and the tournament's
    tie-breaks (C.07) after round `round_no` (by default the last complete round), in the
    order of `ranked_standings`; when players are rated, each one's performance, K and
    rating change (B.02 8.3) in the rounds so far.

    Any number of tie-breaks fits: each column is as wide as its content, the page turns to
    landscape and then the font shrinks when the name column would get too narrow."""
    rnd = ranked_round(t, round_no)
    codes = list(t.tiebreaks)
    standings = report_standings(t, rnd)
    columns = [list(map(decimal, display_column(code, [row.values[k] for row in standings])))
               for k, code in enumerate(codes)]
    withdrawn = {p.id for p in t.players if t.is_withdrawn(p, rnd.number + 1)}
    rated = rating_results(t, rnd.number) if shows_rating(t) else {}
    rows = [[str(row.rank), str(row.player.pairing_no), row.player.title,
             Name.of(row.player, WITHDRAWN_MARK if row.player.id in withdrawn else ""),
             row.player.federation, str(row.player.rating or ""),
             points(row.score), *(column[k] for column in columns),
             *(rating_cells(rated[row.player.id]) if rated else ())]
            for k, row in enumerate(standings)]
    header = [*translated(_STANDINGS_HEADER), *codes,
              *(translated(RATING_HEADER) if rated else ())]
    right = (0, 1, 5, 6, *range(len(_STANDINGS_HEADER), len(header)))
    sized = sized_table(header, rows, (3,), paper, size, least=_NAME_MIN_WIDTH,
                        right_aligned=right)
    marks = [text(_(WITHDRAWN_NOTE))] if withdrawn else []
    rating_legend = [text(_(RATING_LEGEND))] if rated else []
    return Report(title_after_round(t, _(STANDINGS), rnd),
                  [*incomplete(rnd), *keep_with_notes(sized.table, [*_legend(codes), *marks,
                                                                    *rating_legend,
                                                                    *_notes(t)])],
                  wide=sized.wide)


# -- cross table ----------------------------------------------------------------------------------

# Below the width of the longest word of a name (at least this), the page turns to landscape,
# then the font shrinks.
_CROSS_NAME_MIN = 90.0
_ROUND_LINE = 0.5


def crosstable_columns(t: Tournament, rnd: Round,
                       by_rank: bool = False) -> tuple[list[str], list[list[object]], int]:
    """The cross table after `rnd`: the header, a row per player in the order of the
    standings (plain text, the name a `Name`), and the index of the name column. Title and
    federation columns are there when a player has one, the tie-break columns when the
    tournament has tie-breaks (as the final cross tables of Swiss-Manager and Vega carry
    them). Opponents by pairing number, or `by_rank` by their line in the table."""
    standings = report_standings(t, rnd)
    # As on screen (core.texts): opponents by pairing number, shared ranks shared; by rank,
    # by line (a shared rank would not tell two opponents apart).
    number = ({row.player.id: line for line, row in enumerate(standings, start=1)} if by_rank
              else {p.id: p.pairing_no for p in t.players})
    rounds = t.rounds[:rnd.number]
    titles = any(row.player.title for row in standings)
    federations = any(row.player.federation for row in standings)
    codes = list(t.tiebreaks)
    values = [list(map(decimal, display_column(code, [row.values[k] for row in standings])))
              for k, code in enumerate(codes)]
    header = [_("Rk"), _(PAIRING_NUMBER), *([_("Ti")] if titles else []), _(NAME),
              *([_(FEDERATION)] if federations else []), _("Rtg"), *(str(r.number) for r in rounds),
              _("Pts"), *codes]
    rows = [[str(row.rank), str(row.player.pairing_no),
             *([row.player.title] if titles else []), Name.of(row.player),
             *([row.player.federation] if federations else []), str(row.player.rating or ""),
             *(cross_table_cell(r, row.player.id, number) for r in rounds), points(row.score),
             *(column[k] for column in values)]
            for k, row in enumerate(standings)]
    return header, rows, 3 if titles else 2


def crosstable_report(t: Tournament, round_no: int | None, paper: str,
                      size: str = NORMAL_SIZE, by_rank: bool = False) -> Report:
    """The cross table after round `round_no` (by default the last complete round): players
    in the standings order, for each round the opponent's pairing number, colour and result
    (byes by kind), the score and the tie-breaks; the same cells as on screen
    (core.texts.cross_table_cell).

    Every column but the name is as wide as its content (three-digit places never run
    together), lines separate the rounds; the page turns to landscape and then the font
    shrinks when the name column would get too narrow. `by_rank`: opponents by their line in
    the table (the final ranking) instead of their pairing number."""
    rnd = ranked_round(t, round_no)
    header, rows, name = crosstable_columns(t, rnd, by_rank)
    points_column = len(header) - len(t.tiebreaks) - 1
    first_round = points_column - rnd.number
    texts = range(2, first_round - 1)  # title, name and federation: between No. and Rtg
    right = [c for c in range(len(header)) if c not in range(first_round, points_column)
             and c not in texts]
    sized = sized_table(header, rows, (name,), paper, size, least=_CROSS_NAME_MIN,
                        right_aligned=right, centred=range(first_round, points_column))
    sized.table.setStyle(TableStyle([("LINEBEFORE", (c, 0), (c, -1), _ROUND_LINE, GRID_COLOUR)
                                     for c in range(first_round, points_column + 1)]))
    legend = [Spacer(0, 6), text(_(CROSS_TABLE_BY_RANK_LEGEND if by_rank
                                   else CROSS_TABLE_LEGEND)), *_legend(list(t.tiebreaks))]
    return Report(title_after_round(t, _("Cross table by rank") if by_rank else _(CROSS_TABLE),
                               rnd),
                  [*incomplete(rnd), *keep_with_notes(sized.table, [*legend, *_notes(t)])],
                  wide=sized.wide)


def crosstable_by_rank_report(t: Tournament, round_no: int | None, paper: str,
                              size: str = NORMAL_SIZE) -> Report:
    """The cross table with each opponent given by his line in the table (the final ranking):
    who met whom among the leaders is read at once."""
    return crosstable_report(t, round_no, paper, size, by_rank=True)
