"""Undo and redo of the arbiter's edits.

Every edit is an action of core/actions.py that carries the action that undoes it: undoing and
redoing are actions too, appended to the journal (`ActionCommand`), each one transaction saved
at once, so the file always holds what the window shows.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from arbiter_gui.core.actions import Action, Done


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
