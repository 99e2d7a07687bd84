"""The tournament file the window shows and the arbiter's actions done on it.

`Session` holds the file open (with the lock beside it, or read-only), and does each of the
arbiter's actions (core/actions.py) through `TournamentFile.perform`: one transaction with its
journal record (worded by the core), put on the undo stack. It says what happened by its
signals; the window's parts show it. `Context` is what a part of the window is given: the
session, the parent of its dialogs and the ways to speak to the arbiter, never the window.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import QLockFile, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QWidget

from arbiter_gui.core.actions import Action, Done, undo_title
from arbiter_gui.core.model import ModelError, Tournament
from arbiter_gui.core.store import StoreError, TournamentFile
from arbiter_gui.gui.undo import ActionCommand


class Session(QObject):
    """The file open, if any, and the actions done on it."""

    # Another file is shown (or none): everything is shown again from it.
    opened = Signal()
    # An action was refused (`show_error` said why): everything is shown again, so that an edit
    # typed in a table shows the value kept.
    refused = Signal()
    # An action changed the tournament (its `Done`, which says what changed).
    changed = Signal(object)

    def __init__(self, show_error: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.file: TournamentFile | None = None
        # The lock beside the open file (None: none open, or opened read-only).
        self.file_lock: QLockFile | None = None
        # Another copy of the program holds the file: nothing is changed from here.
        self.read_only = False
        self.undo_stack = QUndoStack(self)
        self._show_error = show_error

    @property
    def tournament(self) -> Tournament | None:
        return self.file.tournament if self.file else None

    @property
    def shown_read_only(self) -> bool:
        """Whether the file open cannot be changed: another copy holds it, or its place cannot
        be written."""
        return self.file is not None and (self.read_only or self.file.read_only)

    def show(self, file: TournamentFile, lock: QLockFile | None, read_only: bool) -> None:
        """Go on with `file` (holding `lock`; `read_only`: another copy holds it): the file
        shown before is closed, the undo history cleared."""
        if self.file is not None:
            self.file.close()
        if self.file_lock is not None and self.file_lock is not lock:
            self.file_lock.unlock()
        self.file, self.file_lock, self.read_only = file, lock, read_only
        self.undo_stack.clear()
        self.opened.emit()

    def close(self) -> None:
        """Close the file and let go of its lock (the window closes)."""
        if self.file is not None:
            self.file.close()
            self.file = None
        if self.file_lock is not None:
            self.file_lock.unlock()
            self.file_lock = None

    def last_arbiter(self) -> str:
        """The name given with the latest override in this file's log, else the chief
        arbiter's: the author of the actions done."""
        try:
            name = self.file.last_author("override") if self.file else ""
        except StoreError:
            name = ""
        t = self.tournament
        return name or (t.chief_arbiter if t else "")

    def perform(self, action: Action) -> bool:
        """Do one of the arbiter's actions (core/actions.py) as one transaction with its journal
        record; on refusal say why, change nothing. It is put on the undo stack under the title
        the core gives it (`undo_title`), unless it cannot be undone."""
        return self.done_by(action) is not None

    def perform_as_last_arbiter(self, action: Action) -> bool:
        """`perform` an action (a dataclass with an `author`) in the name of `last_arbiter`,
        as the settings page's are."""
        authored: Action = dataclasses.replace(cast(Any, action), author=self.last_arbiter())
        return self.perform(authored)

    def done_by(self, action: Action) -> Done | None:
        """`perform`, returning what the action did (None: refused, and said why)."""
        file = self.writable_file()
        if file is None:
            return None
        try:
            done = file.perform(action)
        except (ModelError, StoreError) as e:
            self._show_error(str(e))
            self.refused.emit()
            return None
        if done.changed:  # an action that changed nothing is neither recorded nor undone
            if done.undoable:
                self.undo_stack.push(ActionCommand(undo_title(done.draft), done,
                                                   self._perform_again))
            self.changed.emit(done)
        return done

    def _perform_again(self, action: Action) -> Done | None:
        """Undo or redo of an action: itself an action, appended to the journal."""
        try:
            if self.file is None:
                raise StoreError(self.tr("The tournament file is closed"))
            done = self.file.perform(action)
        except (ModelError, StoreError) as e:
            self._show_error(self.tr("{error}; the undo history is cleared").format(error=e))
            # The stack is in the middle of undo()/redo(): clear it once that has returned.
            QTimer.singleShot(0, self.undo_stack.clear)
            return None
        self.changed.emit(done)
        return done

    def writable_file(self) -> TournamentFile | None:
        """The file open, when it may be changed; else None, and the arbiter told why."""
        if self.file is None:
            self._show_error(self.tr("Open or create a tournament first"))
            return None
        if self.read_only:
            self._show_error(self.tr("{file} is open read-only (another copy of arbiter-gui has"
                                     " it open); nothing was changed").format(
                                         file=self.file.path.name))
            return None
        return self.file


@dataclass(frozen=True)
class Context:
    """What a part of the window is given: the session (the file open, the actions done on
    it), the parent of its dialogs, and the ways to speak to the arbiter."""

    session: Session
    parent: QWidget  # of the dialogs and menus
    show_error: Callable[[str], None]
    ask_yes_no: Callable[[str], bool]
    show_message: Callable[[str], None]  # in the status bar
