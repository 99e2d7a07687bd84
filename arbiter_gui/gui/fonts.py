"""The fonts the program ships (the printouts' set, reports/scripts.py) serve the screen too:
each is registered with Qt and put after the system's font in the application font's list of
families, so that a name the system's fonts cannot draw (Chinese, Japanese, Korean, Arabic on
a machine without such fonts) is drawn as on paper, not as boxes."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from arbiter_gui.reports.scripts import FONT_SET
from arbiter_gui.resources import resource_path

_families: list[str] | None = None


def ensure_installed() -> list[str]:
    """Register the shipped fonts (once) and make them the application font's fallbacks; the
    families added."""
    global _families
    if _families is None:
        _families = []
        for regular, _bold in FONT_SET:
            font_id = QFontDatabase.addApplicationFont(str(resource_path(f"fonts/{regular}")))
            for family in QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []:
                if family not in _families:
                    _families.append(family)
    font = QApplication.font()
    # The system's font first (the desktop's look), then the shipped ones for what it lacks.
    wanted = [*font.families()[:1], *(f for f in _families if f not in font.families()[:1])]
    if font.families() != wanted:
        font.setFamilies(wanted)
        QApplication.setFont(font)
    return _families
