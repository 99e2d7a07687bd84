"""The user's own folders (never beside the program) and the list of recent tournaments.

`ARBITER_GUI_CONFIG_DIR` and `ARBITER_GUI_DATA_DIR` replace the platform's folders (tests set
them to a temporary folder, a portable install to one of its own).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs

from arbiter_gui.core.files import write_atomically

APP_NAME = "arbiter-gui"
RECENT_FILE = "recent.json"
RECENT_COUNT = 10


def config_dir() -> Path:
    """Where the program's preferences live (created when first written)."""
    override = os.environ.get("ARBITER_GUI_CONFIG_DIR")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME))


def data_dir() -> Path:
    """Where the program keeps files of its own, such as the demo tournament."""
    override = os.environ.get("ARBITER_GUI_DATA_DIR")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))


def recent_tournaments() -> list[Path]:
    """The tournament files opened last, most recent first; an unreadable list is empty (it is
    a convenience, never a reason to stop the program)."""
    try:
        entries = json.loads((config_dir() / RECENT_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(entries, list):
        return []
    return [Path(e) for e in entries if isinstance(e, str)][:RECENT_COUNT]


def _save(paths: list[Path]) -> None:
    folder = config_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        text = json.dumps([str(p) for p in paths], ensure_ascii=False, indent=1)
        write_atomically(folder / RECENT_FILE, text.encode("utf-8"))
    except OSError:
        # A read-only or full home folder loses the list, not the arbiter's work.
        return


def remember(path: Path) -> list[Path]:
    """Put `path` first in the list of recent tournaments; the new list."""
    path = path.resolve()
    paths = [path, *(p for p in recent_tournaments() if p != path)][:RECENT_COUNT]
    _save(paths)
    return paths


def forget(path: Path) -> list[Path]:
    """Remove `path` (moved or deleted) from the list; the new list."""
    paths = [p for p in recent_tournaments() if p != path]
    _save(paths)
    return paths
