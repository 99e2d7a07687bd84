"""The window's size and place and its tables' column widths, remembered between sessions in
the user's config folder (beside the list of recent tournaments): the arbiter arranges the
window once, not every morning."""

from __future__ import annotations

from PySide6.QtCore import QSettings, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHeaderView, QMainWindow

from arbiter_gui.gui import recent

STATE_FILE = "window.ini"
# The first size when nothing is remembered: the content's own wish, at least this much (the
# settings page's fields are not cut off), at most nine tenths of the screen.
SMALLEST_FIRST_SIZE = QSize(1100, 760)


def _settings() -> QSettings:
    return QSettings(str(recent.config_dir() / STATE_FILE), QSettings.Format.IniFormat)


def first_size(window: QMainWindow) -> QSize:
    wanted = window.sizeHint().expandedTo(SMALLEST_FIRST_SIZE)
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return wanted
    available = screen.availableGeometry().size() * 0.9
    return wanted.boundedTo(available)


def restore(window: QMainWindow, headers: dict[str, QHeaderView]) -> None:
    """Put back the remembered geometry and column widths; the first time, a size that fits."""
    settings = _settings()
    geometry = settings.value("window/geometry")
    if geometry is None or not window.restoreGeometry(geometry):
        window.resize(first_size(window))
    for name, header in headers.items():
        state = settings.value(f"columns/{name}")
        if state is not None:
            header.restoreState(state)


def save(window: QMainWindow, headers: dict[str, QHeaderView]) -> None:
    settings = _settings()
    settings.setValue("window/geometry", window.saveGeometry())
    for name, header in headers.items():
        settings.setValue(f"columns/{name}", header.saveState())
    settings.sync()
