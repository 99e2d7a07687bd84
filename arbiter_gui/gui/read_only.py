"""A tournament file open read-only (its place cannot be written, or another copy of the
program has it open): every control that would change it is disabled, so that the arbiter sees
at once what cannot be done instead of learning it from a refusal; viewing, printing, exporting
and copying (File > Save As, which opens a writable copy) stay."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QWidget

_TRIGGERS_KEY = "editTriggersWhenWritable"  # a property of the table: its own edit triggers


def show_read_only(read_only: bool, controls: Iterable[QWidget | QAction],
                   writable_only: Iterable[QWidget | QAction],
                   tables: Iterable[QAbstractItemView]) -> None:
    """Disable `controls` when `read_only` (the window enables them otherwise, as it sees fit),
    enable `writable_only` exactly when the file can be written, and make the cells of `tables`
    editable only then."""
    for control in controls:
        if read_only:
            control.setEnabled(False)
    for control in writable_only:
        control.setEnabled(not read_only)
    for table in tables:
        writable = table.property(_TRIGGERS_KEY)
        if writable is None:
            writable = table.editTriggers().value
            table.setProperty(_TRIGGERS_KEY, writable)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers if read_only
                              else QAbstractItemView.EditTrigger(writable))


def can_write(folder: Path) -> bool:
    return folder.is_dir() and os.access(folder, os.W_OK)


def writable_folder(preferred: Path) -> Path:
    """`preferred` when files can be written there, else the user's documents folder (else the
    home folder): where a printout of a file on a read-only stick is proposed."""
    if can_write(preferred):
        return preferred
    documents = QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(documents) if documents and can_write(Path(documents)) else Path.home()
