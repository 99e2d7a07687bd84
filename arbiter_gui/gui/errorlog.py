"""Unexpected errors go to a rotating log file in the user's log folder (never beside the
program, which may be read-only), so that an arbiter can send it after a failure at the venue.

`ARBITER_GUI_LOG_DIR` replaces the platform's log folder (tests set it to a temporary folder).
"""

from __future__ import annotations

import logging
import os
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

import platformdirs

from arbiter_gui import __version__

APP_NAME = "arbiter-gui"
LOG_FILE = "arbiter-gui.log"
# A few old files of a megabyte each: enough for a tournament's errors, bounded on disk.
MAX_BYTES = 1_000_000
BACKUP_COUNT = 3

logger = logging.getLogger("arbiter_gui")


def log_dir() -> Path:
    override = os.environ.get("ARBITER_GUI_LOG_DIR")
    return Path(override) if override else Path(platformdirs.user_log_dir(APP_NAME))


def log_unexpected_errors() -> Path | None:
    """Write every uncaught exception to the log file as well as where it went before (PySide6
    hands exceptions raised in Qt slots to `sys.excepthook` too). The log file's path, or None
    when the folder cannot be written: the program then runs on without a log."""
    path = log_dir() / LOG_FILE
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUP_COUNT,
                                      encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.info("arbiter-gui %s started", __version__)
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException,
             traceback: TracebackType | None) -> None:
        if not issubclass(kind, KeyboardInterrupt):
            logger.critical("Unexpected error", exc_info=(kind, error, traceback))
        previous(kind, error, traceback)

    sys.excepthook = hook
    return path
