"""The actions on the tournament's settings: a change of settings, the initial colour drawn by
lot, and leaving the FIDE mode (for good)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from arbiter_gui.core.actions.base import Done, copy_parts, parts_done
from arbiter_gui.core.actions.wording import RecordData
from arbiter_gui.core.fide_mode import leave_fide_mode
from arbiter_gui.core.model import Colour, Tournament
from arbiter_gui.core.settings import (
    SETTING_NAMES,
    Settings,
    change_settings,
    draw_initial_colour,
    settings_of,
)


@dataclass(frozen=True)
class ChangeSettings:
    """Give the tournament the settings `new` (`settings.change_settings`: checked against the
    pairing systems `systems`, the locks of the FIDE mode and the rounds played; the dates of
    the paired rounds follow). `registered`: the change records the tournament's registration
    with the pairing server `new` names."""

    new: Settings
    systems: tuple[str, ...]
    author: str = ""
    registered: bool = False

    def apply(self, t: Tournament) -> Done:
        old = settings_of(t)
        changed = [name for name in SETTING_NAMES if getattr(self.new, name) != getattr(old,
                                                                                        name)]
        before = copy_parts(t, SETTING_NAMES + (("rounds",) if "round_dates" in changed else ()))
        change_settings(t, self.new, self.systems)
        # What changed, the core's own adjustments included (a Baku acceleration following the
        # rounds, tie-break codes written the canonical way): the undo puts back only that.
        before = tuple((name, value) for name, value in before if getattr(t, name) != value)
        data: RecordData = {"action": "settings", "changed": changed}
        if "dutch_edition" in changed:
            data["edition"] = [old.dutch_edition, t.dutch_edition]
        if self.registered:
            data["registered"] = [t.pairing_server_url, t.pairing_server_tournament]
        return parts_done(self, t, before, data, "settings", None, self.author)


@dataclass(frozen=True)
class LeaveFideMode:
    """Take the tournament out of the FIDE mode, for good (C.02, 2026): the arbiter cannot
    undo it (`Done.undoable` False)."""

    author: str = ""
    time: str | None = None

    def apply(self, t: Tournament) -> Done:
        before = copy_parts(t, ("fide_mode_left",))
        left = leave_fide_mode(t, self.time)
        done = parts_done(self, t, before, {"action": "leave_fide_mode", "time": left},
                          "settings", None, self.author)
        return replace(done, undoable=False)


@dataclass(frozen=True)
class DrawInitialColour:
    """Draw the initial colour by lot (C.04.3 art. 5.1), before round 1 is paired; `colour`
    given: the lot's outcome (a test's)."""

    author: str = ""
    colour: Colour | None = None

    def apply(self, t: Tournament) -> Done:
        before = copy_parts(t, ("initial_colour",))
        drawn = self.colour
        if drawn is None:
            colour = draw_initial_colour(t)
        else:
            colour = draw_initial_colour(t, lambda _colours: drawn)
        return parts_done(self, t, before, {"action": "draw_colour", "colour": colour.value},
                          "settings", None, self.author)
