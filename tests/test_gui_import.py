"""Importing players as an arbiter does: a spreadsheet's CSV previewed with its columns mapped
(and re-mapped), imported with the count and the refused rows shown; FIDE's rating list
imported with a progress dialog, used in the player dialog, and a start list refreshed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from arbiter_gui.core.csv_import import NAME
from arbiter_gui.gui.import_dialogs import CsvPreviewDialog
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import main_window, on_modal

# Excel's default on a German Windows: Windows-1252, semicolons, CRLF, headers it does not know.
SHEET = ("Spieler;Elo;Verein\r\nM\u00fcller, J\u00fcrgen;2210;SK Berlin\r\n"
         "Schmidt, Anna;22x0;SK Berlin\r\nWeber, Tom;1950;\r\n").encode("cp1252")


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = main_window(qtbot, monkeypatch)
    win.show()
    qtbot.waitExposed(win)
    assert win.create_tournament(tmp_path / "open.arbiter", "Open", 5)
    return win


def _choose_file(monkeypatch, path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(path), ""))


def test_csv_preview_maps_columns_then_imports_and_names_the_refused_rows(
        qtbot, window, monkeypatch, tmp_path):
    sheet = tmp_path / "club.csv"
    sheet.write_bytes(SHEET)
    _choose_file(monkeypatch, sheet)
    seen: dict[str, object] = {}

    def map_and_import(dialog: CsvPreviewDialog) -> None:
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        seen["before"] = (dialog.mapping(), ok.isEnabled(), dialog.status.text())
        name_box = dialog.column_boxes[0]
        name_box.setFocus()
        name_box.setCurrentIndex(name_box.findData(NAME))  # as chosen from the list
        seen["after"] = (dialog.mapping(), ok.isEnabled(), dialog.status.text())
        seen["refused"] = [dialog.preview.item(row, dialog.preview.columnCount() - 1).text()
                           for row in range(dialog.preview.rowCount())]
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)

    on_modal(CsvPreviewDialog, map_and_import)
    window.ask_import_csv()
    assert seen["before"] == ([None, "rating", None], False,
                              "No column holds the surname: map one column to Surname, or to"
                              " Name (Surname, Given)")
    mapping, enabled, status = seen["after"]
    assert mapping == [NAME, "rating", None] and enabled
    assert status.startswith("2 player(s) to import, 1 row(s) refused")
    assert seen["refused"] == ["", "Line 3, column 2: rating: expected a whole number (digits"
                               " 0-9), got '22x0'", ""]
    assert sorted((p.surname, p.given_name, p.rating, p.club)
                  for p in window.tournament.players) == [
        ("M\u00fcller", "J\u00fcrgen", 2210, ""), ("Weber", "Tom", 1950, "")]
    assert window.errors == ["club.csv: 2 player(s) imported. 1 row(s) refused:\nLine 3,"
                             " column 2: rating: expected a whole number (digits 0-9), got"
                             " '22x0'"]
    assert window.undo_action.text() == "&Undo Import players from club.csv"


def test_a_cancelled_csv_preview_imports_nobody(qtbot, window, monkeypatch, tmp_path):
    sheet = tmp_path / "club.csv"
    sheet.write_text("Surname;Rating\nDurand;2000\n", encoding="utf-8")
    _choose_file(monkeypatch, sheet)
    on_modal(CsvPreviewDialog, lambda dialog: dialog.reject())
    window.ask_import_csv()
    assert window.tournament.players == [] and window.errors == []
