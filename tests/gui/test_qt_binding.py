"""The Qt binding keeps Python's None alive. PySide6 6.12.0 on Python 3.11 drops a reference to
None on every call of a Qt method that returns nothing (processEvents, setEnabled, show, ...),
so a long session at the venue ends in "Fatal Python error: none_dealloc"; pyproject.toml keeps
that release out. (From Python 3.12 on None is immortal and its count never moves.)"""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QPushButton

CALLS = 1000


def test_qt_methods_returning_nothing_keep_none_alive(qapp):
    button = QPushButton()
    before = sys.getrefcount(None)
    for _ in range(CALLS):
        qapp.processEvents()
        button.setEnabled(True)
    # The broken release loses one reference a call: 2 × CALLS. Other objects may come and go.
    assert sys.getrefcount(None) - before > -CALLS // 10
