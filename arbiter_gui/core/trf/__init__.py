"""FIDE Tournament Report File: read TRF16 and TRF-2026 into a `Tournament`, write TRF-2026.

The column layout is FIDE's: TRF16, and TRF-2026 (approved 12/05/2025) for its records.

Reading builds a fresh `Tournament` and raises `TrfError` at the first defect, so a bad file is
never half-imported. Two modes, one grammar: strict refuses every departure from the text;
tolerant (the default of `read_trf` and of `*_report`) reads the departures other programs write
and returns a `TrfWarning` for each (line, field, what was there, how it was understood).
Players get `id` = `pairing_no` = their starting rank in the file. TRF has
no board numbers: the games of a round are put in the board order of C.04.2 D.9 (the order
`handling` gives a round it pairs) and numbered 1..n. The points column of the 001 records is
checked for form only: scores are derived from the results, and files of other programs may
count differently.

Writing gives the standard TRF-2026 records. What the model holds that those records cannot
say (internal ids, withdrawals, clubs, national ratings, a scoring 162 cannot express, a board
order other than D.9, the Leong system, text longer than its columns, ...) is written as
comment lines that other programs skip and this reader applies on top of the records:

    ### arbiter-gui tournament FIELD JSON
    ### arbiter-gui player STARTING-RANK FIELD JSON
    ### arbiter-gui round NUMBER FIELD JSON

The writer finds them by reading its own records back and writing one line for each field that
came back different, so `parse_trf(write_trf(t)) == t`.

The package: `records` (the column layout and what reading and writing share), `reader` (the
records into a tournament), with `encoding` (the bytes into text), `fields` (a line's fields
read tolerantly) and `rounds` (the rounds assembled from the players' round blocks), `notes`
(the comment lines) and `writer`.
"""

from typing import TYPE_CHECKING, Any

from arbiter_gui.core.trf.reader import (
    TrfReading,
    parse_trf,
    parse_trf_report,
    read_trf,
    read_trf_report,
)
from arbiter_gui.core.trf.records import MAX_RATING, TrfError, TrfFileError, TrfWarning

if TYPE_CHECKING:
    from arbiter_gui.core.trf.writer import save_trf, write_trf

# The writer (and the standings it writes, core/tiebreak) is imported when first asked for:
# arbiter-pairing, started by other programs once a round, only reads.
_WRITER_NAMES = ("save_trf", "write_trf")


def __getattr__(name: str) -> Any:
    if name in _WRITER_NAMES:
        from arbiter_gui.core.trf import writer

        return getattr(writer, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = ["MAX_RATING", "TrfError", "TrfFileError", "TrfReading", "TrfWarning", "parse_trf",
           "parse_trf_report",
           "read_trf", "read_trf_report", "save_trf", "write_trf"]
