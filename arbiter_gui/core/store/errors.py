"""The store's own error and the mark of its files."""

from __future__ import annotations

from arbiter_gui.core.errors import ArbiterError

APPLICATION_ID = 0x41524249  # "ARBI": this SQLite file is an arbiter-gui tournament


class StoreError(ArbiterError):
    """The tournament file cannot be opened, read or written; the message says which and why."""

