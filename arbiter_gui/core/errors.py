"""The root of the program's own errors.

Every exception class of arbiter_gui derives from `ArbiterError` (tests/core/test_errors.py holds
it): a caller that only reports what went wrong catches the root, one that acts on a kind
catches its class. Each error says what is wrong and where, in the arbiter's language; the
command lines map it to their exit status in one place (cli/status.py). Those that were
`ValueError`s stay `ValueError`s too, so that callers written for either still catch them.
"""

from __future__ import annotations


class ArbiterError(Exception):
    """An error the program raises itself: bad input refused, a rule that cannot be kept, a
    file that cannot be used, or a defect it caught in its own work (an engine's illegal
    pairing). Python's own errors (and OSError, the system's) are not among them."""


class UnusableFileError(ArbiterError):
    """A file that cannot be read or written at all, for the system's reason (not a defect of
    its content): the command lines exit with status 5, as for an OSError."""
