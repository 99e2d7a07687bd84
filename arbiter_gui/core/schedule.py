"""When each round starts: its date (the TRF's 132 record holds the dates) and its start time
(kept in the tournament file and, in a TRF, in our `### arbiter-gui` note), as the arbiter
sets them; the printouts of a round say it in their header (reports/document.py).

Qt-free. Dates are "YYYY/MM/DD" as the other dates of the tournament, times "HH:MM" on the
24-hour clock, the venue's local time.
"""

from __future__ import annotations

import re
from datetime import date

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import ModelError, Tournament

_DATE = re.compile(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})")
_TIME = re.compile(r"(\d{1,2})[:.hH](\d{2})")


def time_problem(value: object) -> str | None:
    """Why `value` is no start time "HH:MM", or None."""
    if isinstance(value, str) and re.fullmatch(r"\d{2}:\d{2}", value):
        hours, minutes = int(value[:2]), int(value[3:])
        if hours < 24 and minutes < 60:
            return None
    return _("start time {time}: expected HH:MM on the 24-hour clock (e.g. 15:00)").format(
        time=repr(value))


def start_time(text: str) -> str:
    """A start time typed as "15:00", "9:30", "15.00" or "15h00", as the tournament keeps it
    ("HH:MM"); "" for none. ModelError when it is no time of day."""
    text = text.strip()
    if not text:
        return ""
    match = _TIME.fullmatch(text)
    value = f"{int(match[1]):02d}:{match[2]}" if match else text
    problem = time_problem(value)
    if problem:
        raise ModelError(problem)
    return value


def round_date(text: str) -> str:
    """A round's date typed as "2026/04/05" or "2026-04-05", as the tournament keeps it
    ("YYYY/MM/DD"); "" for none. ModelError when it is no date."""
    text = text.strip()
    if not text:
        return ""
    match = _DATE.fullmatch(text)
    try:
        day = date(int(match[1]), int(match[2]), int(match[3])) if match else None
    except ValueError:
        day = None
    if day is None:
        raise ModelError(_("date {date}: expected YYYY/MM/DD (e.g. 2026/04/05)").format(
            date=repr(text)))
    return f"{day.year:04d}/{day.month:02d}/{day.day:02d}"


def set_round_start(t: Tournament, round_no: int, day: str, time: str) -> None:
    """Set when round `round_no` starts: its date and start time as typed ("" removes each).
    A paired round's own date follows, so that the TRF's 132 record and the printouts agree.
    ModelError (nothing changed) for a round outside the schedule or a bad date or time."""
    last = max(t.rounds_planned, len(t.rounds))
    if round_no < 1 or (last and round_no > last):
        raise ModelError(_("there is no round {round}; the tournament has rounds 1 to {last}")
                         .format(round=round_no, last=last))
    new_date, new_time = round_date(day), start_time(time)
    for values, value in ((t.round_dates, new_date), (t.round_times, new_time)):
        if value:
            values[round_no] = value
        else:
            values.pop(round_no, None)
    if round_no <= len(t.rounds):
        t.round(round_no).date = new_date
