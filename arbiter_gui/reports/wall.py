"""The wall sheet: the pairings of a round with the standings after the round before, the sheet
pinned up at the venue between two rounds."""

from __future__ import annotations

from reportlab.platypus import PageBreak

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import NORMAL_SIZE, Tournament
from arbiter_gui.reports.document import (
    Report,
    dated,
    paired_round,
    round_start,
    style,
    text,
)
from arbiter_gui.reports.pairings import pairings_report
from arbiter_gui.reports.standings import standings_report

_PART_TITLE = style(11, bold=True, space_before=2)


def wall_report(t: Tournament, round_no: int | None, paper: str,
                size: str = NORMAL_SIZE) -> Report:
    """Round `round_no`'s pairings, then (from round 2) the standings after the round before."""
    rnd = paired_round(t, round_no)
    pairings = pairings_report(t, rnd.number, paper, size)
    story = [text(pairings.title, _PART_TITLE), *pairings.story]
    title = _("Pairings of round {number}").format(number=rnd.number)
    wide = pairings.wide
    if rnd.number > 1:
        standings = standings_report(t, rnd.number - 1, paper, size)
        story += [PageBreak(), text(standings.title, _PART_TITLE), *standings.story]
        title = _("Pairings of round {number} and standings after round {previous}").format(
            number=rnd.number, previous=rnd.number - 1)
        wide = wide or standings.wide
    return Report(dated(title, round_start(t, rnd)), story, wide=wide)
