"""The venue, second pass (issue 28): what an arbiter coming from Swiss-Manager still tripped
on in the window, each numbered item with the test that proves it fixed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from arbiter_gui.core.model import Player
from arbiter_gui.core.rating_list import ListedPlayer
from arbiter_gui.gui.import_dialogs import RefreshDialog
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import on_modal, shown_window
from tests.rating_list_helpers import write_rating_list


@pytest.fixture
def data_dir(monkeypatch, tmp_path) -> Path:
    """A user data folder of this test's own (its rating list, its backups)."""
    folder = tmp_path / "user-data"
    monkeypatch.setenv("ARBITER_GUI_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path, data_dir) -> MainWindow:
    win = shown_window(qtbot, monkeypatch)
    assert win.create_tournament(tmp_path / "open.arbiter", "Open", 5)
    return win


def _import_list(qtbot, win: MainWindow, source: Path) -> None:
    assert win.player_imports.import_rating_list(source) is not None
    qtbot.waitUntil(lambda: win.player_imports.job is None, timeout=30_000)
    assert win.errors == []


# -- 1 ------------------------------------------------------------------------------------------

def test_item_01_rating_list_update_ticks_per_change_and_per_kind(qtbot, window, tmp_path):
    for surname, given, fide_id, federation, rating in [
            ("Østergaard", "Jens", 101, "DEN", 2400), ("Smith", "Anna", 102, "ENG", 2000),
            ("Brown", "Bob", 103, "ENG", 1800)]:
        assert window.register_player(Player(0, surname, given, rating=rating,
                                             fide_id=fide_id, federation=federation))
    _import_list(qtbot, window, write_rating_list(tmp_path / "list.txt", [
        ListedPlayer(101, "Ostergaard, Jens", "DEN", title="IM", rating=2410),
        ListedPlayer(102, "Smyth, Anne", "SCO", rating=2010),
        ListedPlayer(103, "Brown, Bob", "ENG", title="FM", rating=1850)]))
    undo_before = window.undo_stack.count()
    seen = {}

    def ticks(dialog: RefreshDialog) -> list[tuple[str, str, bool]]:
        table = dialog.table
        return [(table.item(row, 1).text().split(",")[0], table.item(row, 2).text(),
                 table.item(row, 0).checkState() == Qt.CheckState.Checked)
                for row in range(table.rowCount())]

    def choose(dialog: RefreshDialog) -> None:
        seen["offered"] = ticks(dialog)
        seen["kinds"] = {kind: box.checkState() for kind, box in dialog.kind_boxes.items()}
        qtbot.keyClick(dialog.kind_boxes["title"], Qt.Key.Key_Space)  # every title
        dialog.table.setFocus()
        for _ in range(7):  # down to Brown's rating, and leave it
            qtbot.keyClick(dialog.table, Qt.Key.Key_Down)
        qtbot.keyClick(dialog.table, Qt.Key.Key_Space)
        seen["chosen"] = ticks(dialog)
        seen["ratings"] = dialog.kind_boxes["rating"].checkState()
        qtbot.keyClick(dialog.table, Qt.Key.Key_Return)

    on_modal(RefreshDialog, choose)
    window.player_imports.ask_refresh()
    # Østergaard -> Ostergaard is the same name without its letter: not offered. Ratings are
    # taken unless unticked; titles, federations and names only when ticked.
    assert seen["offered"] == [
        ("Østergaard", "Title", False), ("Østergaard", "Rating", True),
        ("Smith", "Surname", False), ("Smith", "Given name", False),
        ("Smith", "Federation", False), ("Smith", "Rating", True),
        ("Brown", "Title", False), ("Brown", "Rating", True)]
    assert seen["kinds"] == {"rating": Qt.CheckState.Checked,
                             "title": Qt.CheckState.Unchecked,
                             "federation": Qt.CheckState.Unchecked,
                             "name": Qt.CheckState.Unchecked}
    assert [tick for *_, tick in seen["chosen"]] == [True, True, False, False, False, True,
                                                     True, False]
    assert seen["ratings"] == Qt.CheckState.PartiallyChecked
    players = {p.fide_id: (p.name, p.federation, p.title, p.rating)
               for p in window.tournament.players}
    assert players == {101: ("Østergaard, Jens", "DEN", "IM", 2410),
                       102: ("Smith, Anna", "ENG", "", 2010),
                       103: ("Brown, Bob", "ENG", "FM", 1800)}
    # One action: one undo step, one log entry.
    assert window.undo_stack.count() == undo_before + 1
    assert window.undo_action.text() == "&Undo Update 3 players from list.txt"
