"""Issue 19 in the window: a read-only tournament file (item 4) and the log's verification
shown on opening, in the title bar, on every printed page and in the TRF export (item 3)."""

from __future__ import annotations

import sqlite3

from pypdf import PdfReader

from arbiter_gui.core.model import Player
from arbiter_gui.core.trf import read_trf
from tests.core.test_store_untrusted import (  # noqa: F401 (fixtures)
    READ_ONLY_MESSAGE,
    _file_with_history,
    _tournament_file_with_override,
    honour_mode_bits,
    read_only,
)
from tests.qt_helpers import main_window


def _text(path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_read_only_file_shows_in_the_title_prints_and_refuses_changes(qtbot, monkeypatch,
                                                                      tmp_path, read_only):  # noqa: F811
    folder = tmp_path / "usb"
    folder.mkdir()
    path = _file_with_history(folder)
    read_only(folder)
    win = main_window(qtbot, monkeypatch)
    assert win.files.open_file(path) and not win.errors
    assert "READ-ONLY" in win.windowTitle()
    assert not win.players.register_player(Player(id=0, surname="Late", rating=1500))
    assert "t.arbiter " + READ_ONLY_MESSAGE.replace("\\", "") == win.errors[-1]
    assert win.printing.print_report("standings", tmp_path / "standings.pdf"), win.errors
    assert win.files.export_trf(tmp_path / "out.trf"), win.errors
    assert sorted(p.name for p in folder.iterdir()) == ["t.arbiter"]


def test_title_footer_and_trf_export_carry_the_verified_journal_anchor(qtbot, monkeypatch,
                                                                         tmp_path):
    path = _tournament_file_with_override(tmp_path)
    win = main_window(qtbot, monkeypatch)
    assert win.files.open_file(path) and not win.errors
    check = win.file.check_log()
    assert f"journal {check.anchor} (3 records, verified)" in win.windowTitle()
    assert "READ-ONLY" not in win.windowTitle()
    assert win.printing.print_report("log", tmp_path / "log.pdf"), win.errors
    assert f"journal {check.anchor} (3 records, verified)" in _text(tmp_path / "log.pdf")
    assert win.files.export_trf(tmp_path / "out.trf"), win.errors
    exported = (tmp_path / "out.trf").read_text(encoding="utf-8").splitlines()
    assert exported[-2:] == [f"### journal {check.anchor} (3 records, verified)",
                             f"### journal head {check.head_hash}"]  # the full hash
    assert read_trf(tmp_path / "out.trf").overrides == win.tournament.overrides  # still reads


def test_a_forged_override_is_shown_on_opening_in_the_title_and_on_the_printout(
        qtbot, monkeypatch, tmp_path):
    path = _tournament_file_with_override(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE overrides SET justification = 'Requested by both players'")
    conn.commit()
    conn.close()
    win = main_window(qtbot, monkeypatch)
    assert win.files.open_file(path)
    assert "the tournament log was changed outside the program" in win.errors[-1]
    assert "overrides table was changed outside the program" in win.errors[-1]
    assert "CHECK FAILED" in win.windowTitle()
    assert win.printing.print_report("log", tmp_path / "log.pdf"), win.errors
    printed = _text(tmp_path / "log.pdf")
    # The rich tournament prints in French (print_language): the warning too.
    assert "ATTENTION : le journal du tournoi n'a pas passé sa vérification" in printed
    assert "CHECK FAILED" in printed
