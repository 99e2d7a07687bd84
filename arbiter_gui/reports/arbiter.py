"""The arbiter's report: every record of a tournament file's journal, in the order written.

Each record with its number, its time (the venue's, to the second), its round, its kind, what
it records (in the language of the printout, `actions.describe`), its author and the
reason given (a late correction's, an override's justification), under the journal's anchor
and its last record's full hash, so that the sheet can be checked against the file later
(`arbiter-report verify`). Records written before the journal existed (a file converted from
an older format) print apart, marked as such: their chain is checked, not the tournament they
describe (core/log.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.platypus import Flowable, Spacer

from arbiter_gui.core.actions import describe
from arbiter_gui.core.i18n import N_, _, local_time
from arbiter_gui.core.log import LogCheck, LogEntry
from arbiter_gui.core.model import NORMAL_SIZE, Tournament
from arbiter_gui.core.texts import AUTHOR, KIND, ROUND, TIME
from arbiter_gui.reports.document import (
    COLUMN_GAP,
    FONT_SIZE,
    Report,
    frame_width,
    grid,
    plain,
    style,
    text,
    translated,
)
from arbiter_gui.reports.scripts import line_width


@dataclass(frozen=True)
class Journal:
    """A tournament file's journal as read for the report: its records and their check."""

    check: LogCheck
    entries: Sequence[LogEntry]


_HEADER = (N_("No."), TIME, ROUND, KIND, N_("Record"), AUTHOR, N_("Reason"))
_MEASURED = (0, 1, 2, 3)  # as wide as their widest value; the others share the rest
_RECORD, _AUTHOR, _REASON = 4, 5, 6
_AUTHOR_MOST = 0.15  # of the line: a long name wraps
_REASON_MOST = 0.3
_HEADING = style(9.5, bold=True, space_before=6)
_FRAME_PADDING = 6  # reportlab's page frame's, left and right


# A long text (a big round's pairs, a long reason) goes on over rows of at most this many
# characters, each of which fits a page: a table breaks between rows, and a row split inside
# its cells (reportlab's splitInRow) lays out a long text in any script far too slowly.
_CHUNK = 500


def _chunks(value: str) -> list[str]:
    """`value` in pieces of at most _CHUNK characters, cut between words where it can be."""
    pieces = []
    while len(value) > _CHUNK:
        cut = max(value.rfind(" ", 0, _CHUNK), value.rfind("\n", 0, _CHUNK))
        cut = cut if cut > 0 else _CHUNK
        pieces.append(value[:cut])
        value = value[cut:].lstrip()
    return [*pieces, value]


def _rows(entry: LogEntry) -> list[list[object]]:
    """The entry's row, and the rows its long texts go on over."""
    record, author, reason = _chunks(describe(entry)), _chunks(entry.author), _chunks(
        entry.reason)
    rows: list[list[object]] = [[str(entry.seq), local_time(entry.time, seconds=True),
                                 "" if entry.round is None else str(entry.round),
                                 entry.kind_name]]
    rows += [["", "", "", ""] for _more in range(max(map(len, (record, author, reason))) - 1)]
    for texts in (record, author, reason):
        for row, value in zip(rows, [*texts, *[""] * (len(rows) - len(texts))], strict=True):
            row.append(_lines(value))
    return rows


def _lines(value: str) -> list[Flowable]:
    """A cell of a text of several lines (an override's record: its action, the pairings,
    the justification), each line a paragraph."""
    return [text(line) for line in value.split("\n")]


def _cell_width(value: object, bold: bool = False) -> float:
    """The width of a cell's widest line: a string, or a list of `text()` paragraphs."""
    shown = [plain(line) for line in (value if isinstance(value, list) else [value])]
    return max(line_width(line, bold, FONT_SIZE) for line in shown) + COLUMN_GAP


def _widths(rows: list[list[object]], width: float) -> list[float]:
    header = translated(_HEADER)
    widest = [max([_cell_width(header[c], bold=True)]
                  + [_cell_width(row[c]) for row in rows]) for c in range(len(header))]
    widths = [widest[c] for c in _MEASURED]
    author = min(widest[_AUTHOR], width * _AUTHOR_MOST)
    reason = min(widest[_REASON], width * _REASON_MOST)
    return [*widths, width - sum(widths) - author - reason, author, reason]


def _table(entries: Sequence[LogEntry], width: float) -> Flowable:
    rows = [row for e in entries for row in _rows(e)]
    return grid(translated(_HEADER), rows, _widths(rows, width), right_aligned=(0, 2))


def _head_lines(check: LogCheck) -> list[Flowable]:
    if not check.entries:
        return [text(check.summary())]
    return [text(_("Anchor of the journal's last record: {anchor}").format(
                anchor=check.anchor), _HEADING),
            text(_("Its full hash: {hash}").format(hash=check.head_hash)),
            text(check.summary())]


def arbiter_report(t: Tournament, journal: Journal, paper: str,
                   size: str = NORMAL_SIZE) -> Report:
    """Every record of `journal`, in landscape. A record for the file, not the wall: the same
    at every printing `size`."""
    width = frame_width(paper, wide=True) - 2 * _FRAME_PADDING
    before = [e for e in journal.entries if e.seq < journal.check.journal_start]
    since = [e for e in journal.entries if e.seq >= journal.check.journal_start]
    story: list[Flowable] = [*_head_lines(journal.check), Spacer(0, 8)]
    if before:
        story += [text(_("Recorded before the journal (a file of an older format): their chain"
                         " is checked, not the tournament they describe"), _HEADING),
                  _table(before, width), Spacer(0, 8),
                  text(_("The journal"), _HEADING)]
    if since:
        story.append(_table(since, width))
    elif not before:
        story.append(text(_("The journal holds no record.")))
    return Report(_("Arbiter's report"), story, wide=True)
