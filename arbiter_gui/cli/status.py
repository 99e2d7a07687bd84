"""The command lines' exit status, decided in one place from the program's errors
(`ArbiterError`, core/errors.py).

The codes are those of the JaVaFo/bbpPairings contract that arbiter-pairing keeps, and
arbiter-report follows them (README, "The pairing engine on the command line" and
"Printouts"): 0 success, 1 no legal pairing, every declared round
paired or a round that differs (arbiter-report verify: not verified), 2 the engine's own
pairing broke an absolute rule (a bug: nothing is written), 3 invalid input (a file that is not
a tournament, a round beyond an engine's limits, a printout that cannot be made of it), 5 a
file that cannot be read or written.
"""

from __future__ import annotations

from arbiter_gui.core.errors import ArbiterError, UnusableFileError
from arbiter_gui.pairing.engine import IllegalPairingError
from arbiter_gui.pairing.swiss import PairingError, PairingLimitError

EXIT_OK = 0
EXIT_NO_PAIRING = 1
EXIT_NOT_VERIFIED = 1
EXIT_ILLEGAL_PAIRING = 2
EXIT_INVALID_INPUT = 3
EXIT_FILE_ERROR = 5

# The errors with a status of their own, the more specific first (a round beyond an engine's
# limits is an input refused, not a pairing fact); any other of the program's errors is about
# its input.
_STATUS_BY_ERROR: tuple[tuple[type[ArbiterError], int], ...] = (
    (UnusableFileError, EXIT_FILE_ERROR),
    (PairingLimitError, EXIT_INVALID_INPUT),
    (PairingError, EXIT_NO_PAIRING),
    (IllegalPairingError, EXIT_ILLEGAL_PAIRING),
)


def exit_status(error: ArbiterError | OSError) -> int:
    """The exit status of a command line that stops on `error`."""
    if isinstance(error, OSError):
        return EXIT_FILE_ERROR
    return next((status for kind, status in _STATUS_BY_ERROR if isinstance(error, kind)),
                EXIT_INVALID_INPUT)
