"""Where the program's resources (fonts, icons, translations) are, installed or frozen."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_path(relative: str) -> Path:
    """The path of `resources/<relative>`: beside the package in a source or editable install,
    inside the bundle when frozen by PyInstaller (which unpacks into sys._MEIPASS)."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    root = Path(frozen_root) if frozen_root else Path(__file__).resolve().parents[1]
    return root / "resources" / relative
