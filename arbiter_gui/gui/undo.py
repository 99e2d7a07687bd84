"""Undo and redo of the arbiter's edits.

An action of core/actions.py (a result) carries the action that undoes it: undoing and redoing
are actions too, appended to the journal (`ActionCommand`). Other edits are a pair of snapshots
of the tournament: undoing puts the tournament back as it was before the edit, redoing as it was
after, through the tournament file's `apply` (`SnapshotCommand`). Each is one transaction, saved
at once, so the file always holds what the window shows.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import fields

from PySide6.QtGui import QUndoCommand

from arbiter_gui.core.actions import Action, Done
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


class ActionCommand(QUndoCommand):
    """An action already done: undo does the action that undoes it, redo the action that
    undoes the undo (each recorded in the journal as "undo" or "redo"), through `performer`
    (None when refused)."""

    def __init__(self, description: str, done: Done,
                 performer: Callable[[Action], Done | None]) -> None:
        super().__init__(description)
        self._done = done
        self._undone: Done | None = None
        self._performer = performer
        self._skip_redo = True  # QUndoStack.push calls redo(); the action is already done

    def redo(self) -> None:
        if self._skip_redo:
            self._skip_redo = False
            return
        if self._undone is not None:
            self._done = self._performer(self._undone.undo) or self._done

    def undo(self) -> None:
        self._undone = self._performer(self._done.undo)
