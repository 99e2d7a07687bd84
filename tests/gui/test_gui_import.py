"""Importing players as an arbiter does: a spreadsheet's CSV previewed with its columns mapped
(and re-mapped), imported with the count and the refused rows shown; FIDE's rating list
imported with a progress dialog, used in the player dialog, and a start list refreshed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QPushButton

from arbiter_gui.core.csv_import import NAME
from arbiter_gui.core.model import Player
from arbiter_gui.core.rating_list import RatingList
from arbiter_gui.gui.dialogs import PlayerDialog
from arbiter_gui.gui.import_dialogs import CsvPreviewDialog, RatingListJob, RefreshDialog
from arbiter_gui.gui.window import MainWindow
from tests.paths import DATA as TEST_DATA
from tests.qt_helpers import on_modal, shown_window

DATA = TEST_DATA / "fide"
TXT, XML = DATA / "players_list_foa.txt", DATA / "players_list_xml_foa.xml"

# Excel's default on a German Windows: Windows-1252, semicolons, CRLF, headers it does not know.
SHEET = ("Spieler;Elo;Verein\r\nM\u00fcller, J\u00fcrgen;2210;SK Berlin\r\n"
         "Schmidt, Anna;22x0;SK Berlin\r\nWeber, Tom;1950;\r\n").encode("cp1252")


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = shown_window(qtbot, monkeypatch)
    assert win.files.create_tournament(tmp_path / "open.arbiter", "Open", 5)
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
    window.players.ask_import_csv()
    assert seen["before"] == ([None, "rating", None], False,
                              "No column holds the surname: map one column to Surname, or to"
                              " Name (Surname, Given)")
    mapping, enabled, status = seen["after"]
    assert mapping == [NAME, "rating", None] and enabled
    assert status.startswith("2 players to import, 1 row refused")
    assert seen["refused"] == ["", "Line 3, column 2: rating: expected a whole number (digits"
                               " 0-9), got '22x0'", ""]
    assert sorted((p.surname, p.given_name, p.rating, p.club)
                  for p in window.tournament.players) == [
        ("M\u00fcller", "J\u00fcrgen", 2210, ""), ("Weber", "Tom", 1950, "")]
    assert window.errors == ["club.csv: 2 players imported. 1 row refused:\nLine 3,"
                             " column 2: rating: expected a whole number (digits 0-9), got"
                             " '22x0'"]
    assert window.undo_action.text() == (  # the undo menu says what the log says
        "&Undo Import players from club.csv: 2 players imported. 1 row refused")


@pytest.mark.parametrize("renumber", [False, True])
def test_item_4_the_preview_after_round_1_says_the_players_will_be_late_entries(
        qtbot, window, monkeypatch, tmp_path, renumber):
    """With a round paired, the preview says (in the core's words) that the players imported
    will be late entries, with their byes and numbers, and offers to re-assign every number;
    unticked, the players registered keep their numbers."""
    for surname, rating in (("Anand", 2750), ("Ding", 2780), ("Giri", 2760), ("So", 2770)):
        assert window.players.register_player(Player(0, surname, rating=rating))
    window.pairing.pair_next_round()
    qtbot.waitUntil(lambda: len(window.tournament.rounds) == 1 and window.pairing.job is None,
                    timeout=10_000)
    numbers = {p.surname: p.pairing_no for p in window.tournament.players}
    sheet = tmp_path / "late.csv"
    sheet.write_text("Surname;Rating\nCarlsen;2830\n", encoding="utf-8")
    _choose_file(monkeypatch, sheet)
    seen: dict[str, object] = {}

    def read_and_import(dialog: CsvPreviewDialog) -> None:
        seen["notice"] = dialog.late_entries.text() if dialog.late_entries.isVisible() else ""
        seen["box"] = dialog.renumber_box.isVisible() and not dialog.renumber_box.isChecked()
        if renumber:
            dialog.renumber_box.setFocus()
            qtbot.keyClick(dialog.renumber_box, Qt.Key.Key_Space)
        qtbot.keyClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                       Qt.Key.Key_Space)

    on_modal(CsvPreviewDialog, read_and_import)
    window.players.ask_import_csv()
    assert seen["notice"] == (
        "The tournament is paired up to round 1, so the player imported will be a late entry"
        " (C.04.2 C.2): paired from round 2 on, with a zero-point bye in round 1. The player"
        " gets pairing number 5, after the last; the other players keep theirs, unless you"
        " choose to re-assign every number in the initial order (C.04.2 C.3).")
    assert seen["box"]
    after = {p.surname: p.pairing_no for p in window.tournament.players}
    if renumber:  # C.04.2 C.3: all in the initial order
        assert after == {"Carlsen": 1, "Ding": 2, "So": 3, "Giri": 4, "Anand": 5}
    else:
        assert after == {**numbers, "Carlsen": 5}


def test_a_cancelled_csv_preview_imports_nobody(qtbot, window, monkeypatch, tmp_path):
    sheet = tmp_path / "club.csv"
    sheet.write_text("Surname;Rating\nDurand;2000\n", encoding="utf-8")
    _choose_file(monkeypatch, sheet)
    on_modal(CsvPreviewDialog, lambda dialog: dialog.reject())
    window.players.ask_import_csv()
    assert window.tournament.players == [] and window.errors == []


@pytest.fixture
def data_dir(monkeypatch, tmp_path):
    """A user data folder of this test's own, so that no other test sees its rating list."""
    folder = tmp_path / "user-data"
    monkeypatch.setenv("ARBITER_GUI_DATA_DIR", str(folder))
    return folder


def _import_list(qtbot, window: MainWindow, source=TXT):
    job = window.players.imports.import_rating_list(source)
    assert job is not None
    qtbot.waitUntil(lambda: window.players.imports.job is None, timeout=30_000)
    return job


def test_the_rating_list_is_imported_off_the_gui_thread_with_its_progress_shown(
        qtbot, window, data_dir):
    window.players.imports.import_rating_list(XML)
    progress = window.players.imports.progress
    assert progress.isVisible() and progress.maximum() == 1000
    qtbot.waitUntil(lambda: window.players.imports.job is None, timeout=30_000)
    assert not progress.isVisible()
    assert window.statusBar().currentMessage() == "6 players in the rating list."
    assert window.errors == []
    assert (data_dir / "fide-rating-list.sqlite").is_file()


def test_the_rating_list_job_reports_its_progress_in_steps_up_to_the_whole(qtbot, data_dir):
    job = RatingListJob(XML, data_dir / "fide-rating-list.sqlite")
    steps: list[int] = []
    job.signals.progress.connect(steps.append)
    with qtbot.waitSignal(job.signals.imported):
        job.run()  # here, not in a worker: every report is seen
    assert steps[-1] == 1000 and steps == sorted(steps)


def test_a_cancelled_or_failed_rating_list_import_keeps_the_previous_list(
        qtbot, window, data_dir, tmp_path):
    _import_list(qtbot, window)
    broken = tmp_path / "players_list_xml_foa.xml"
    broken.write_text("<playerslist><player><fideid>1</fideid>", encoding="utf-8")
    _import_list(qtbot, window, broken)
    assert window.errors == ["players_list_xml_foa.xml: Line 1, column 40: not well-formed XML"
                             " (no element found); the previous rating list is kept"]
    # The arbiter's Cancel reaches the worker, which stops at its next read.
    job = window.players.imports.import_rating_list(TXT)
    cancel = window.players.imports.progress.findChild(QPushButton)
    qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
    assert job._cancelled
    qtbot.waitUntil(lambda: window.players.imports.job is None, timeout=30_000)
    cancelled = RatingListJob(TXT, data_dir / "fide-rating-list.sqlite")
    cancelled.cancel()
    with qtbot.waitSignal(cancelled.signals.cancelled):
        cancelled.run()
    with RatingList(data_dir / "fide-rating-list.sqlite") as rating_list:
        assert len(rating_list) == 6


def test_the_player_dialog_fills_a_player_from_the_rating_list_by_name_or_id(
        qtbot, window, data_dir):
    _import_list(qtbot, window)
    seen: dict[str, object] = {}

    def by_name(dialog: PlayerDialog) -> None:
        field = dialog.lookup.field
        assert dialog.focusWidget() is field  # the look-up is where typing starts
        qtbot.keyClicks(field, "car")
        seen["found"] = [dialog.lookup.results.item(k).text()
                         for k in range(dialog.lookup.results.count())]
        qtbot.keyClick(field, Qt.Key.Key_Down)
        qtbot.keyClick(dialog.lookup.results, Qt.Key.Key_Down)
        qtbot.keyClick(dialog.lookup.results, Qt.Key.Key_Return)  # Caruana
        seen["filled"] = (dialog.surname.text(), dialog.given_name.text(),
                          dialog.title.currentText(), dialog.rating.text(),
                          dialog.federation.text(), dialog.fide_id.text(),
                          dialog.sex.currentText(), dialog.birth_date.text())
        dialog.accept()

    on_modal(PlayerDialog, by_name)
    window.players.ask_add_player()
    assert seen["found"] == [
        "Carlsen, Magnus  (NOR, GM, 2833, 1990, FIDE id 1503014)",
        "Caruana, Fabiano  (USA, GM, 2795, 1992, FIDE id 2020009)"]
    assert seen["filled"] == ("Caruana", "Fabiano", "GM", "2795", "USA", "2020009", "m", "1992")
    caruana = window.tournament.players[0]
    assert (caruana.surname, caruana.fide_id, caruana.rating) == ("Caruana", 2020009, 2795)
    assert caruana.k_factor == 10  # the list's K (B.02 8.3.3)

    def by_id(dialog: PlayerDialog) -> None:
        qtbot.keyClicks(dialog.lookup.field, "8602980")
        qtbot.keyClick(dialog.lookup.field, Qt.Key.Key_Return)  # fills, does not close
        seen["open"] = dialog.isVisible()
        seen["hou"] = (dialog.surname.text(), dialog.sex.currentText(), dialog.title.currentText())
        dialog.reject()

    on_modal(PlayerDialog, by_id)
    window.players.ask_add_player()
    assert seen["open"] and seen["hou"] == ("Hou", "w", "GM")


def test_without_a_rating_list_the_player_dialog_has_no_look_up(qtbot, data_dir):
    assert not hasattr(PlayerDialog(1, 5), "lookup")


def test_players_are_updated_from_the_rating_list_after_seeing_what_changes(
        qtbot, window, data_dir):
    assert window.players.register_player(Player(0, "CARLSEN", "Magnus", rating=2830,
                                                 fide_id=1503014, federation="NOR"))
    assert window.players.register_player(Player(0, "Local", "Hero", rating=1500))
    window.players.imports.ask_refresh()
    assert window.errors == ["No FIDE rating list is imported yet: Players > Import the FIDE"
                             " rating list"]
    _import_list(qtbot, window)
    seen = {}

    def confirm(dialog: RefreshDialog) -> None:
        table = dialog.table
        seen["rows"] = [[table.item(row, col).text() for col in range(1, 5)]
                        for row in range(table.rowCount())]
        qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                         Qt.MouseButton.LeftButton)

    on_modal(RefreshDialog, confirm)
    window.players.imports.ask_refresh()
    # The name in capitals is the same name: not offered; the title is offered, not ticked.
    # The list's K (B.02 8.3.3) comes with the rating.
    assert seen["rows"] == [["CARLSEN, Magnus", "Title", "", "GM"],
                            ["CARLSEN, Magnus", "Rating", "2830", "2833"],
                            ["CARLSEN, Magnus", "K-factor", "", "10"]]
    carlsen = window.tournament.players[0]
    assert (carlsen.surname, carlsen.title, carlsen.rating) == ("CARLSEN", "", 2833)
    assert carlsen.k_factor == 10
    assert window.undo_action.text() == "&Undo Update 1 player from players_list_foa.txt"

    def take_the_title(dialog: RefreshDialog) -> None:
        dialog.kind_boxes["title"].click()
        dialog.accept()

    on_modal(RefreshDialog, take_the_title)
    window.players.imports.ask_refresh()
    assert window.tournament.players[0].title == "GM"
    window.players.imports.ask_refresh()
    assert window.statusBar().currentMessage() == "Every player is as in players_list_foa.txt"
