"""FIDE tie-breaks, C.07 Play-Off and Tie-Break Regulations: the text in force from 1 August
2024 with the amendments in force from 1 March 2026, computed from a `Tournament`.

Where the text leaves room, the reading chosen is stated in a comment starting "Reading:".
Values are computed exactly (whole numbers of the tournament's point unit, fractions where
a division makes one) and handed out as floats.

The package, by topic: `codes` (the codes of art. 5 and their modifiers, their names, the
values as printed), `entries` (every player's rounds as the tie-breaks see them: unplayed
rounds by art. 16, the cuts of art. 14), `ratings` (the rating tables and performances of
art. 10), `calculator` (each tie-break, article by article) and `standings` (the values and
the standings they give). Callers use it through this package: `tiebreak.ranked_standings(t)`.
"""

from arbiter_gui.core.tiebreak.codes import (
    OFFERED_TIEBREAKS,
    RECOMMENDED_SWISS_TIEBREAKS,
    TieBreakError,
    TieBreakSpec,
    display_column,
    display_value,
    parse_tiebreak,
)
from arbiter_gui.core.tiebreak.ratings import expected_score, performance_rating
from arbiter_gui.core.tiebreak.standings import (
    StandingRow,
    dropped_tiebreaks,
    ranked_standings,
    tiebreak_values,
)

__all__ = [
    "OFFERED_TIEBREAKS", "RECOMMENDED_SWISS_TIEBREAKS", "StandingRow", "TieBreakError",
    "TieBreakSpec", "display_column", "display_value", "dropped_tiebreaks", "expected_score",
    "parse_tiebreak", "performance_rating", "ranked_standings", "tiebreak_values",
]
