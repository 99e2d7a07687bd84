"""The players page driven as an arbiter would: typed corrections, sorting, filtering, CSV
import, and absences announced ahead for a later round."""

from __future__ import annotations

import copy

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from arbiter_gui.core.model import ByeKind, GameResult, Player
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.gui.byes import ByeRequestDialog
from arbiter_gui.gui.dialogs import PlayerDialog
from arbiter_gui.gui.players_view import COLUMNS
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import on_modal, shown_window

PLAYERS = [("Carlsen", 2830, 1503014), ("Caruana", 2800, 2020009), ("Nakamura", 2790, 2016192),
           ("Firouzja", 2760, 12573981), ("Gukesh", 2750, 46616543), ("So", 2740, 5202213)]
COLUMN = {field: k for k, (_, field) in enumerate(COLUMNS)}


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = shown_window(qtbot, monkeypatch)
    assert win.files.create_tournament(tmp_path / "players.arbiter", "Open", 5)
    for surname, rating, fide_id in PLAYERS:
        assert win.players.register_player(Player(id=0, surname=surname, rating=rating,
                                                  fide_id=fide_id))
    win.tabs.setCurrentWidget(win.players.page)
    return win


def _shown(win: MainWindow, column: str) -> list[str]:
    proxy = win.players.page.proxy
    return [proxy.data(proxy.index(row, COLUMN[column])) for row in range(proxy.rowCount())]


def _type_in_cell(qtbot, win: MainWindow, surname: str, column: str, text: str) -> None:
    table = win.players.page.table
    before, errors_before = copy.copy(_player(win, surname)), len(win.errors)
    row = _shown(win, "surname").index(surname)
    table.setFocus()
    table.setCurrentIndex(win.players.page.proxy.index(row, COLUMN[column]))
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # The correction is applied once the table has closed its editor (queued): wait for it,
    # or for the refusal, however busy the machine is.
    qtbot.waitUntil(lambda: _player(win, surname) != before or len(win.errors) > errors_before)


def _player(win: MainWindow, surname: str) -> Player:
    return next(p for p in win.tournament.players if p.surname == surname)


def test_c04_2_b_a_rating_typed_before_round_1_renumbers_and_is_saved(qtbot, window):
    _type_in_cell(qtbot, window, "So", "rating", "2850")
    assert _player(window, "So").rating == 2850 and _player(window, "So").pairing_no == 1
    assert _shown(window, "surname")[0] == "So"
    assert "follow the initial order" in window.players.page.numbers_note.text()
    with TournamentFile.open(window.file.path) as f:
        assert next(p for p in f.tournament.players if p.surname == "So").rating == 2850
    assert window.undo_action.text() == "&Undo Edit So: rating 2850"
    _type_in_cell(qtbot, window, "So", "birth_date", "1993-10-09")
    assert _player(window, "So").birth_date == "1993/10/09"


def test_c04_2_d8_a_rating_corrected_after_round_1_keeps_the_pairing_numbers(qtbot, window):
    window.pairing.pair_next_round()
    qtbot.waitUntil(lambda: len(window.tournament.rounds) == 1 and window.pairing.job is None)
    _type_in_cell(qtbot, window, "So", "rating", "2850")
    assert _player(window, "So").rating == 2850 and _player(window, "So").pairing_no == 6
    assert "fixed" in window.players.page.numbers_note.text()


@pytest.mark.parametrize(("column", "text", "message"), [
    ("fide_id", "1503014", "FIDE id 1503014 is already registered for Carlsen"),
    ("rating", "4000", "the rating 4000 is out of range"),
    ("birth_date", "1990/31/12", "birth date '1990/31/12': expected YYYY/MM/DD or YYYY"),
    ("fide_id", "12ab", "(So): FIDE id: expected a whole number"),
])
def test_a_bad_correction_shows_the_cores_message_and_changes_nothing(qtbot, window, column,
                                                                      text, message):
    before = _player(window, "So")
    _type_in_cell(qtbot, window, "So", column, text)
    assert message in window.errors[-1]
    assert _player(window, "So") == before


def test_sorting_by_a_header_click_and_filtering_by_name_or_fide_id(qtbot, window):
    header = window.players.page.table.horizontalHeader()
    x = header.sectionViewportPosition(COLUMN["surname"]) + 5
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, 5))
    assert _shown(window, "surname") == sorted(s for s, _, _ in PLAYERS)
    window.players.page.filter.setFocus()
    qtbot.keyClicks(window.players.page.filter, "CÁR")
    assert _shown(window, "surname") == ["Carlsen", "Caruana"]
    window.players.page.filter.clear()
    qtbot.keyClicks(window.players.page.filter, "4661")
    assert _shown(window, "surname") == ["Gukesh"]
    window.players.page.table.setCurrentIndex(window.players.page.proxy.index(0, 0))
    assert window.players.selected_player().surname == "Gukesh"


def test_csv_import_registers_the_players_or_names_the_bad_line(qtbot, window, tmp_path):
    good = tmp_path / "good.csv"
    good.write_text("Surname;Given name;Rating;FIDE id\nAnand;Viswanathan;2750;5000017\n"
                    "Ding;Liren;2780;8603677\n", encoding="utf-8")
    bad = tmp_path / "bad.csv"
    bad.write_text("surname,rating\nKramnik,2750\nTopalov,27x0\n", encoding="utf-8")
    assert window.players.import_players_csv(bad)
    assert window.errors[-1] == ("bad.csv: 1 player imported. 1 row refused:\nLine 3,"
                                 " column 2: rating: expected a whole number (digits 0-9), got"
                                 " '27x0'")
    assert len(window.tournament.players) == len(PLAYERS) + 1
    assert window.players.import_players_csv(good)
    assert window.players_model.rowCount() == len(PLAYERS) + 3
    assert _player(window, "Ding").pairing_no == 4  # C.04.2 B: 2830, 2800, 2790 > 2780
    assert window.undo_action.text() == "&Undo Import players from good.csv: 2 players imported."


def _fill_bye_dialog(qtbot, round_no: int, kind: ByeKind | None) -> None:
    def fill(dialog: ByeRequestDialog) -> None:
        dialog.round.setValue(round_no)
        dialog.kind_box.setCurrentIndex(dialog.kind_box.findData(kind))
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    on_modal(ByeRequestDialog, fill)


def test_a_half_point_bye_requested_ahead_is_shown_and_honoured_when_pairing(qtbot, window):
    caruana = _player(window, "Caruana")
    window.players.page.table.setCurrentIndex(window.players.page.proxy.index(1, 0))
    _fill_bye_dialog(qtbot, 2, ByeKind.HALF)
    qtbot.mouseClick(window.players.page.bye_button, Qt.MouseButton.LeftButton)
    assert window.tournament.requested_byes == {(caruana.id, 2): ByeKind.HALF}
    assert _shown(window, "status")[1] == "playing; round 2: a half-point bye"  # core.texts
    assert window.rounds.announced.text() == ""  # round 1 comes first

    window.pairing.pair_next_round()
    qtbot.waitUntil(lambda: len(window.tournament.rounds) == 1 and window.pairing.job is None)
    assert (window.rounds.announced.text()
            == "Not to be paired in round 2: 2 Caruana: half-point bye")
    for board in range(1, 4):
        assert window.rounds.set_board_result(1, board, GameResult.DRAW)
    window.pairing.pair_next_round()
    qtbot.waitUntil(lambda: len(window.tournament.rounds) == 2 and window.pairing.job is None)
    round_2 = window.tournament.round(2)
    assert round_2.byes[caruana.id] is ByeKind.HALF  # the other is the PAB: 5 to pair
    assert round_2.game_of(caruana.id) is None
    assert any("half-point bye" in str(window.games_model.data(window.games_model.index(r, 2)))
               for r in range(window.games_model.rowCount()))
    assert window.tournament.score(caruana.id) == 1.0


def test_a_bye_request_can_be_cancelled_and_limits_are_the_cores(qtbot, window):
    so = _player(window, "So")
    assert window.players.request_bye(so.id, 3, ByeKind.ZERO)
    window.players.page.table.setCurrentIndex(window.players.page.proxy.index(5, 0))
    _fill_bye_dialog(qtbot, 3, None)
    qtbot.mouseClick(window.players.page.bye_button, Qt.MouseButton.LeftButton)
    assert window.tournament.requested_byes == {}
    window.tournament.no_half_bye_rounds = frozenset({5})  # as the settings page would set it
    assert not window.players.request_bye(so.id, 5, ByeKind.HALF)
    assert "regulations allow none in rounds 5" in window.errors[-1]


def _fill_player_dialog(qtbot, surname: str, birth_date: str, k_factor: str = "") -> list[str]:
    def fill(dialog: PlayerDialog) -> None:
        qtbot.keyClicks(dialog.surname, surname)
        qtbot.keyClicks(dialog.birth_date, birth_date)
        qtbot.keyClicks(dialog.k_factor, k_factor)
        qtbot.keyClicks(dialog.club, "Club 64")
        dialog.sex.setCurrentText("w")
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
        if dialog.isVisible():  # refused: the dialog says why and keeps what was typed
            problems.append(dialog.problem.text())
            dialog.reject()
    problems: list[str] = []
    on_modal(PlayerDialog, fill)
    return problems


def test_the_add_player_dialog_takes_every_detail_and_refuses_a_bad_date(qtbot, window):
    _fill_player_dialog(qtbot, "Polgar", "1976-04-23")
    qtbot.mouseClick(window.players.page.add_button, Qt.MouseButton.LeftButton)
    polgar = _player(window, "Polgar")
    assert (polgar.birth_date, polgar.sex, polgar.club) == ("1976/04/23", "w", "Club 64")
    problems = _fill_player_dialog(qtbot, "Wrong", "1976/04/31")
    qtbot.mouseClick(window.players.page.add_button, Qt.MouseButton.LeftButton)
    assert "birth date '1976/04/31'" in problems[-1]
    assert all(p.surname != "Wrong" for p in window.tournament.players)
    assert polgar.k_factor is None  # empty: from the rating and the age (B.02 8.3.3)


def test_the_add_player_dialog_takes_the_k_factor_b02_8_3_3(qtbot, window):
    _fill_player_dialog(qtbot, "Newcomer", "2001", k_factor="40")  # new to the list
    qtbot.mouseClick(window.players.page.add_button, Qt.MouseButton.LeftButton)
    assert _player(window, "Newcomer").k_factor == 40
    problems = _fill_player_dialog(qtbot, "Wrong", "2001", k_factor="50")
    qtbot.mouseClick(window.players.page.add_button, Qt.MouseButton.LeftButton)
    assert "the K-factor 50 is out of range (1 to 40" in problems[-1]
    assert all(p.surname != "Wrong" for p in window.tournament.players)
