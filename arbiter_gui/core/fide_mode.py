"""The FIDE mode: what FIDE's endorsement of pairing programs asks of the program, as rules.

Handbook C.04.A (A.2) asks an endorsed program for a FIDE mode, the mode it is endorsed in; the
Verification Check List makes it the default (VCL.01-03) and has it inhibit what FIDE prohibits
(VCL.05); the 2026 procedure (Handbook C.02) adds that leaving it takes a double warning, cannot
be undone and is noted in the TRF, and that what the regulations fixed before play is locked once
play has started. A tournament is in the FIDE mode from its creation (`Tournament.fide_mode_left`
is ""); in it:

- only the FIDE systems this program pairs can be chosen (the Leong system is a proposal, not a
  FIDE system: `docs/leong.md`);
- no full-point bye can be requested, nor given for a late entrant's missed rounds (the
  Verification Check List, VCL.17: FIDE warns against full-point byes);
- pairing numbers are frozen once round 4 is paired (VCL.09, C.04.2 B.3): a later entrant is
  numbered after the others (`pairing_numbers_frozen`, core/handling/players.py);
- the settings the regulations fix before play cannot change once round 1 is paired
  (`fide_mode_locks`, core/settings.py).

Warnings cannot be switched off in any mode: the program has no setting that silences them.
`docs/fide-endorsement.md` lists every requirement with where it is met and its test.
"""

from __future__ import annotations

from datetime import UTC, datetime

from arbiter_gui.core.i18n import _, local_time
from arbiter_gui.core.model import ModelError, Tournament

# The systems this program pairs that FIDE approved: the Dutch system (C.04.3) and the Dubov
# system (C.04.4.1). Only these are offered in the FIDE mode, and only these bear the word FIDE
# (VCL.06; pairing/engine.py names them).
FIDE_SYSTEMS = ("dutch", "dubov")
# The systems this program pairs that are not FIDE's: never in the FIDE mode (core/validate.py).
NOT_FIDE_SYSTEMS = ("leong",)
# VCL.09, C.04.2 B.3: pairing numbers cannot change after the fourth round has been paired.
FROZEN_AFTER_ROUND = 4
# fide_mode_left of a tournament of a non-FIDE system that was never in the FIDE mode: written
# before the FIDE mode existed, or generated at random (arbiter-pairing -g).
LEFT_BEFORE_FIDE_MODE = "unknown"
GENERATED_OUTSIDE_FIDE_MODE = "generated"


def in_fide_mode(t: Tournament) -> bool:
    return not t.fide_mode_left


def system_refusal(t: Tournament, system: str) -> str | None:
    """Why the tournament may not be paired with `system` now, or None."""
    if in_fide_mode(t) and system not in FIDE_SYSTEMS:
        return _("Pairing system: {system} is not a FIDE system; the FIDE mode offers only the"
                 " FIDE systems (leave the FIDE mode to use it)").format(system=system)
    return None


def full_point_bye_refusal(t: Tournament) -> str | None:
    """Why no full-point bye may be requested or given for missed rounds, or None."""
    if in_fide_mode(t):
        return _("the FIDE mode gives no full-point byes on request (the Verification Check"
                 " List, VCL.17); leave the FIDE mode if the regulations give them")
    return None


def pairing_numbers_frozen(t: Tournament) -> bool:
    """Whether the pairing numbers may no longer change: in the FIDE mode once round 4 is paired
    (VCL.09, C.04.2 B.3); a late entrant then gets the next number after the others."""
    return in_fide_mode(t) and len(t.rounds) >= FROZEN_AFTER_ROUND


def leave_fide_mode(t: Tournament, time: str | None = None) -> str:
    """Take the tournament out of the FIDE mode, for good (C.02, 2026: irreversible); the
    time it was left (UTC), which the TRF export writes. The caller asked twice first."""
    if not in_fide_mode(t):
        raise ModelError(_("The tournament left the FIDE mode already ({time}); it cannot"
                           " return to it").format(time=local_time(t.fide_mode_left, seconds=True)))
    t.fide_mode_left = time or datetime.now(UTC).isoformat(timespec="seconds")
    return t.fide_mode_left


def trf_comment(t: Tournament) -> list[str]:
    """The plain `###` comment of a TRF export that says the tournament left the FIDE mode (in
    English, as the records: other programs and FIDE read it); none while it is in it."""
    if in_fide_mode(t):
        return []
    return [f"### FIDE mode left: {t.fide_mode_left} (arbiter-gui)"]


def fide_mode_text(t: Tournament) -> str:
    """The tournament's mode as the settings page says it (the time it was left in the venue's
    time zone; the TRF comment writes it as stored, `trf_comment`)."""
    if in_fide_mode(t):
        return _("FIDE mode")
    if t.fide_mode_left in (LEFT_BEFORE_FIDE_MODE, GENERATED_OUTSIDE_FIDE_MODE):
        return _("not in the FIDE mode (a non-FIDE system)")
    return _("left the FIDE mode on {time}").format(
        time=local_time(t.fide_mode_left, seconds=True))
