"""`arbiter-gui --self-test` passes on a working program, fails with the reason on a broken one,
and leaves the user's own folders alone."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import arbiter_gui.reports
from arbiter_gui.gui.selftest import run_self_test


def _run(monkeypatch) -> tuple[int, str]:
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")  # the self-test sets it; undo after
    out = io.StringIO()
    return run_self_test(out), out.getvalue()


def test_self_test_pairs_two_rounds_prints_a_pdf_and_passes(qapp, monkeypatch):
    status, out = _run(monkeypatch)
    assert status == 0, out
    for seen in ("platform offscreen", "10 players registered", "round 1 paired: 5 boards",
                 "round 1 results typed on every board", "round 2 paired: 5 boards",
                 "round 2 pairings printed: round-2-pairings.pdf",
                 "tournament file reopened"):
        assert seen in out
    assert out.rstrip().endswith("self-test passed: 10 checks")


def test_self_test_fails_with_the_reason_when_the_pdf_is_empty(qapp, monkeypatch):
    monkeypatch.setattr(arbiter_gui.reports, "write_report",
                        lambda kind, t, path, **options: Path(path).write_bytes(b""))
    status, out = _run(monkeypatch)
    assert status == 1
    assert "self-test FAILED:" in out and "round-2-pairings.pdf is missing or empty" in out
    assert "self-test passed" not in out


def test_self_test_leaves_the_users_folders_untouched(qapp, monkeypatch, tmp_path):
    for name in ("ARBITER_GUI_CONFIG_DIR", "ARBITER_GUI_DATA_DIR", "ARBITER_GUI_LOG_DIR"):
        monkeypatch.setenv(name, str(tmp_path / name))
    status, out = _run(monkeypatch)
    assert status == 0, out
    assert list(tmp_path.iterdir()) == []  # recent files went to the temporary folder
    assert os.environ["ARBITER_GUI_CONFIG_DIR"] == str(tmp_path / "ARBITER_GUI_CONFIG_DIR")


def test_command_line_flag_runs_the_self_test_in_a_fresh_process(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}  # it needs none
    env["ARBITER_GUI_CONFIG_DIR"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-m", "arbiter_gui.gui.app", "--self-test"],
                          capture_output=True, text=True, timeout=120, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test passed" in done.stdout
