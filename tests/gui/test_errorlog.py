"""Unexpected errors reach the user's log file, and a log folder that cannot be written does not
stop the program."""

from __future__ import annotations

import logging
import sys

import pytest

from arbiter_gui.gui import errorlog


@pytest.fixture
def fresh_logger(monkeypatch):
    """The module's logger without handlers, restored afterwards; sys.excepthook restored too."""
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    before = list(errorlog.logger.handlers)
    yield errorlog.logger
    for handler in errorlog.logger.handlers[len(before):]:
        handler.close()
        errorlog.logger.removeHandler(handler)


def test_uncaught_exception_is_logged_with_traceback_and_still_reported(
        fresh_logger, monkeypatch, tmp_path):
    monkeypatch.setenv("ARBITER_GUI_LOG_DIR", str(tmp_path / "logs"))
    seen: list[type[BaseException]] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, tb: seen.append(kind))
    path = errorlog.log_unexpected_errors()
    assert path == tmp_path / "logs" / errorlog.LOG_FILE
    try:
        raise RuntimeError("engine exploded on board 7")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    for handler in fresh_logger.handlers:
        handler.flush()
    text = path.read_text(encoding="utf-8")
    assert "started" in text
    assert "Unexpected error" in text and "engine exploded on board 7" in text
    assert "Traceback" in text and "test_errorlog.py" in text
    assert seen == [RuntimeError]  # the previous hook (stderr) still gets it


def test_log_file_rotates_at_its_size_limit(fresh_logger, monkeypatch, tmp_path):
    monkeypatch.setenv("ARBITER_GUI_LOG_DIR", str(tmp_path))
    path = errorlog.log_unexpected_errors()
    for _ in range(3 * errorlog.MAX_BYTES // 1000):
        fresh_logger.error("x" * 1000)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == [errorlog.LOG_FILE] + [f"{errorlog.LOG_FILE}.{n}" for n in (1, 2, 3)]
    assert path.stat().st_size <= errorlog.MAX_BYTES


def test_unwritable_log_folder_gives_no_log_and_no_error(fresh_logger, monkeypatch, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("ARBITER_GUI_LOG_DIR", str(blocker / "logs"))
    hook = sys.excepthook
    assert errorlog.log_unexpected_errors() is None
    assert sys.excepthook is hook
    assert not any(isinstance(h, logging.FileHandler) for h in fresh_logger.handlers)
