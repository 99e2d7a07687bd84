"""Undo and redo of the arbiter's edits: each edit is a pair of snapshots of the tournament.

Undoing puts the tournament back as it was before the edit, redoing as it was after, each
through the tournament file's `apply` (one transaction, saved at once), so the file always
holds what the window shows.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import fields

from PySide6.QtGui import QUndoCommand

from arbiter_gui.core.fide_mode import fide_mode_left_after_restore
from arbiter_gui.core.model import Tournament

# Puts a snapshot into the open tournament and saves it, logged as ("undo" or "redo", the
# edit's description); False when that was refused.
Restorer = Callable[[Tournament, str, str], bool]


def restore(target: Tournament, snapshot: Tournament) -> None:
    """Make `target` equal to `snapshot` (a private copy, so the snapshot can be used again),
    except that a tournament that left the FIDE mode stays out of it."""
    left = fide_mode_left_after_restore(target, snapshot)
    for f in fields(Tournament):
        setattr(target, f.name, copy.deepcopy(getattr(snapshot, f.name)))
    target.fide_mode_left = left


class SnapshotCommand(QUndoCommand):
    """An edit already applied: `before` and `after` are deep copies of the tournament."""

    def __init__(self, description: str, before: Tournament, after: Tournament,
                 restorer: Restorer) -> None:
        super().__init__(description)
        self.before = before
        self.after = after
        self._restorer = restorer
        # QUndoStack.push calls redo(); the edit is already applied and saved by then.
        self._skip_redo = True

    def redo(self) -> None:
        if self._skip_redo:
            self._skip_redo = False
            return
        self._restorer(self.after, "redo", self.text())

    def undo(self) -> None:
        self._restorer(self.before, "undo", self.text())
