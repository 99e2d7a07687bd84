"""The editions of the FIDE (Dutch) System a tournament may be paired with, and when each was
in force (docs/dutch-editions.md, "Choosing the edition").

Qt-free and free of the engines: the model, the TRF files and the window name an edition by
its key; `pairing/engine.py` pairs it (or refuses the editions it does not pair yet).

The periods, from FIDE's texts:
- 2012: "Version as agreed by the 83rd FIDE Congress in Istanbul 2012" (the 2012 text's
  heading), replaced "when the new wording comes into force in 2017" (the Swiss Pairings
  Commission's agenda for 2015, item 5): on 1 July 2017;
- 2017: the text approved at the 87th Congress (Baku 2016), applied from 1 July 2017; its
  handbook chapter is "FIDE (Dutch) System (effective till 31 January 2026)";
- 2025: approved by the Council on 13/04/2024 (C.04.3, its heading). The text says "Applied
  from 1st July, 2025", but FIDE re-approved it on 28/10/2025 and applies it from 1 February
  2026 (as the Dubov system's 2026 revision), which is also the day after the 2017 chapter's
  end.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from arbiter_gui.core.i18n import _, language


@dataclass(frozen=True)
class DutchRulesEdition:
    """An edition of C.04.3 and the days it was in force (None: open-ended)."""

    key: str  # "2012", "2017", "2025": the model's value and --rules
    first_day: date | None
    last_day: date | None

    def in_force_on(self, day: date) -> bool:
        return ((self.first_day is None or self.first_day <= day)
                and (self.last_day is None or day <= self.last_day))

    def period(self) -> str:
        """When it was in force, as the arbiter reads it (in English: "July 1, 2017 -
        January 31, 2026")."""
        first, last = (_day_text(d) for d in (self.first_day, self.last_day))
        if self.first_day is None:
            return _("until {last}").format(last=last)
        if self.last_day is None:
            return _("from {first}").format(first=first)
        return _("{first} - {last}").format(first=first, last=last)

    def label(self) -> str:
        """The key and its period, as the window offers it: "2017 (July 1, 2017 -
        January 31, 2026)"."""
        return _("{edition} ({period})").format(edition=self.key, period=self.period())


# The editions' keys, named once: every other module takes them from here.
DUTCH_2012, DUTCH_2017, DUTCH_2025 = "2012", "2017", "2025"
DUTCH_EDITIONS: dict[str, DutchRulesEdition] = {
    edition.key: edition for edition in (
        DutchRulesEdition(DUTCH_2012, None, date(2017, 6, 30)),
        DutchRulesEdition(DUTCH_2017, date(2017, 7, 1), date(2026, 1, 31)),
        DutchRulesEdition(DUTCH_2025, date(2026, 2, 1), None),
    )}
# The edition in force now: a new tournament's, and a TRF's that names none (the JaVaFo
# command-line contract: such a file pairs with the current rules).
CURRENT_DUTCH_EDITION = DUTCH_2025


def edition_in_force(day: date) -> str:
    """The key of the edition in force on `day`."""
    return next(key for key, edition in DUTCH_EDITIONS.items() if edition.in_force_on(day))


def _day_text(day: date | None) -> str:
    """`day` written out in the language spoken (Babel), e.g. "July 1, 2017"."""
    from babel.dates import format_date  # here: a command line starts without babel

    return "" if day is None else format_date(day, format="long", locale=language())
