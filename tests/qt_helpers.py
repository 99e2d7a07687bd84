"""Driving modal dialogs from tests: a dialog's exec() blocks the test until it closes, so
the test arranges beforehand what to do once the dialog is up."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget


def on_modal(kind: type[QWidget], handler: Callable[[QWidget], None],
             timeout: float = 30) -> None:
    """Once a modal dialog of `kind` is shown, call `handler` on it. It waits for the dialog
    however busy the machine is (a fixed delay can fire before the dialog is up, and the
    test then waits forever), and a failing handler closes the dialog so that the test
    never waits on it."""
    deadline = time.monotonic() + timeout

    def poll() -> None:
        widget = QApplication.activeModalWidget()
        if not isinstance(widget, kind) or not widget.isVisible():
            if time.monotonic() < deadline:
                QTimer.singleShot(10, poll)
            return
        try:
            handler(widget)
        except BaseException:
            widget.reject()
            raise

    QTimer.singleShot(0, poll)
