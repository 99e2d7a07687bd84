"""The settings page, edited with the keyboard and the mouse: each edit is saved at once."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMessageBox

from arbiter_gui.core.actions import LeaveFideMode
from arbiter_gui.core.model import ByeKind, Colour, GameResult, Player, Prize, PrizeRule
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.gui.tiebreak_editor import TiebreakEditor
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import on_modal, shown_window


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = shown_window(qtbot, monkeypatch)
    assert win.files.create_tournament(tmp_path / "settings.arbiter", "Open", 7)
    win.settings_view.commit(tiebreaks=[])  # these tests build the list from nothing
    win.tabs.setCurrentWidget(win.settings_view)
    return win


def _reopened(win: MainWindow):
    with TournamentFile.open(win.file.path) as f:
        return f.tournament


def _type(qtbot, widget, text: str) -> None:
    widget.setFocus()
    widget.selectAll()
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def test_typed_settings_are_saved_at_once_and_found_on_reopening(qtbot, window):
    view = window.settings_view
    _type(qtbot, view.texts["name"], "Spring Open")
    _type(qtbot, view.texts["city"], "Lyon")
    _type(qtbot, view.texts["start_date"], "2026/04/01")
    _type(qtbot, view.texts["time_control"], "90 min + 30 s")
    _type(qtbot, view.texts["event_code"], "123456")
    _type(qtbot, view.rounds, "9")
    _type(qtbot, view.max_half_byes, "2")
    _type(qtbot, view.no_half_bye_rounds, "8, 9")
    view.late_bye.setCurrentIndex(view.late_bye.findData(ByeKind.HALF))
    view.late_bye.activated.emit(view.late_bye.currentIndex())
    _type(qtbot, view.tiebreaks.new_code.lineEdit(), "bh-c1")
    _type(qtbot, view.tiebreaks.new_code.lineEdit(), "SB")
    view.tiebreaks.codes.setCurrentRow(1)
    qtbot.mouseClick(view.tiebreaks.up_button, Qt.MouseButton.LeftButton)
    view.round_dates.item(1, 0).setText("2026/04/02")
    assert not window.errors

    t = _reopened(window)
    assert (t.name, t.city, t.start_date, t.time_control) == (
        "Spring Open", "Lyon", "2026/04/01", "90 min + 30 s")
    assert t.event_code == "123456"
    assert t.rounds_planned == 9 and view.round_dates.rowCount() == 9
    assert t.max_half_byes == 2 and t.no_half_bye_rounds == {8, 9}
    assert t.late_entry_bye is ByeKind.HALF
    assert t.tiebreaks == ["SB", "BH/C1"] and t.round_dates == {2: "2026/04/02"}
    assert "Spring Open" in window.windowTitle()
    assert window.undo_action.text() == "&Undo Settings: round dates"


def test_the_tiebreak_editor_is_placed_as_any_widget(qtbot):
    """QWidget.move places the editor; moving a code up or down the list is move_code (its
    `move(step)` overrode QWidget.move: placing the editor left it where it was)."""
    editor = TiebreakEditor()
    qtbot.addWidget(editor)
    editor.move(QPoint(5, 7))
    assert editor.pos() == QPoint(5, 7)


def test_a_refused_setting_shows_why_and_the_page_shows_the_saved_value(qtbot, window):
    for k in range(4):
        assert window.players.register_player(Player(id=0, surname=f"P{k}", rating=2000 - k))
    for round_no in (1, 2):
        window.pairing.pair_next_round()
        qtbot.waitUntil(lambda n=round_no: len(window.tournament.rounds) == n
                        and window.pairing.job is None)
        for board in (1, 2):
            assert window.rounds.set_board_result(round_no, board, GameResult.DRAW)
    view = window.settings_view
    _type(qtbot, view.rounds, "1")
    assert "2 rounds are already paired" in window.errors[-1]
    assert view.rounds.value() == 7 and _reopened(window).rounds_planned == 7
    _type(qtbot, view.texts["start_date"], "2026/13/01")
    assert "Start date: expected a date YYYY/MM/DD" in window.errors[-1]
    assert view.texts["start_date"].text() == ""
    _type(qtbot, view.no_half_bye_rounds, "8, nine")
    assert "'nine' is not a round number" in window.errors[-1]
    assert view.no_half_bye_rounds.text() == ""
    _type(qtbot, view.texts["event_code"], "FIDE-12")
    assert "FIDE tournament code: 3 to 10 digits" in window.errors[-1]
    assert view.texts["event_code"].text() == "" and _reopened(window).event_code == ""


def test_pairing_system_colour_and_points_are_locked_once_round_1_is_paired(qtbot, window):
    view = window.settings_view
    assert view.system.isEnabled() and view.draw_button.isEnabled()
    for k in range(4):
        assert window.players.register_player(Player(id=0, surname=f"P{k}", rating=2000 - k))
    window.pairing.pair_next_round()
    qtbot.waitUntil(lambda: len(window.tournament.rounds) == 1 and window.pairing.job is None)
    assert not view.system.isEnabled() and not view.colour.isEnabled()
    assert not view.draw_button.isEnabled() and not view.scoring_box.isEnabled()
    assert "C.04.3 art. 5.1" in view.colour.toolTip()


def test_draw_lots_shows_the_colour_drawn_and_saves_it(qtbot, window):
    view = window.settings_view
    drawn = set()
    for _ in range(40):
        qtbot.mouseClick(view.draw_button, Qt.MouseButton.LeftButton)
        colour = _reopened(window).initial_colour
        assert view.drawn.text() == f"drawn by lot: {colour.name.lower()} for pairing number 1"
        assert view.colour.currentData() == colour
        drawn.add(colour)
    assert drawn == {Colour.WHITE, Colour.BLACK}  # a fair lot gives both in 40 draws


def test_scoring_preset_and_a_point_value(qtbot, window):
    view = window.settings_view
    buttons = [b for b in view.scoring_box.findChildren(type(view.draw_button))]
    qtbot.mouseClick(next(b for b in buttons if b.text() == "3 / 1 / 0"),
                     Qt.MouseButton.LeftButton)
    assert _reopened(window).scoring.win == 3.0 and view.points["draw"].value() == 1.0
    _type(qtbot, view.points["pab"], "1")
    assert _reopened(window).scoring.pab == 1.0


def test_a_tiebreak_is_chosen_from_the_list_of_c07(qtbot, window):
    combo = window.settings_view.tiebreaks.new_code
    combo.setCurrentIndex(combo.findData("ARO/C1"))
    combo.activated.emit(combo.currentIndex())
    assert _reopened(window).tiebreaks == ["ARO/C1"]
    assert window.settings_view.tiebreaks.codes.item(0).toolTip() == "Average rating of" \
        " opponents Cut-1"
    _type(qtbot, combo.lineEdit(), "XYZ")
    assert "Unknown tie-break code 'XYZ'" in window.errors[-1]
    assert _reopened(window).tiebreaks == ["ARO/C1"]


def test_categories_and_prizes_are_typed_saved_and_found_on_reopening(qtbot, window):
    for k, surname in enumerate(("Ng", "Abe", "Zhu"), start=1):
        assert window.players.register_player(Player(id=0, surname=surname, rating=2000 - k,
                                             sex="w" if k == 2 else "m"))
    view = window.settings_view
    view.categories.setPlainText("U16: age -15\nWomen: sex w\nClub: players 1 3")
    view.prizes.setPlainText("Overall: 300 200 100\nWomen: 50")
    qtbot.mouseClick(view.prizes_save, Qt.MouseButton.LeftButton)
    _type(qtbot, view.age_reference_date, "2026/01/01")
    view.prize_rule.setCurrentIndex(view.prize_rule.findData(PrizeRule.SHARED))
    view.prize_rule.activated.emit(view.prize_rule.currentIndex())
    box = view.one_prize  # clicked on its tick box, at the left
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))
    assert not window.errors
    t = _reopened(window)
    assert [c.name for c in t.categories] == ["U16", "Women", "Club"]
    assert t.categories[0].max_age == 15 and t.categories[1].sex == "w"
    assert t.categories[2].players == (t.by_pairing_no(1).id, t.by_pairing_no(3).id)
    assert t.prizes == [Prize("", 1, 300), Prize("", 2, 200), Prize("", 3, 100),
                        Prize("Women", 1, 50)]
    assert t.age_reference_date == "2026/01/01" and t.prize_rule is PrizeRule.SHARED
    assert t.one_prize_per_player is False


@pytest.mark.parametrize(("categories", "prizes", "message"), [
    ("U16 age -15", "", "Categories, line 1: expected 'name: conditions'"),
    ("U16: sex x", "", "Categories, line 1: sex is m or w, not 'x'"),
    ("U16: age -15", "Juniors: 100", "Prizes, line 1: expected 'Overall: amounts'"),
    ("", "Overall: 100 lots", "Prizes, line 1: could not convert"),
])
def test_a_bad_category_or_prize_line_is_refused_naming_the_line(qtbot, window, categories,
                                                                 prizes, message):
    view = window.settings_view
    view.categories.setPlainText(categories)
    view.prizes.setPlainText(prizes)
    qtbot.mouseClick(view.prizes_save, Qt.MouseButton.LeftButton)
    assert window.errors and message in window.errors[-1]
    assert window.tournament.categories == [] and window.tournament.prizes == []
    assert view.categories.toPlainText() == ""  # the page shows the tournament as it is


# -- the edition of the Dutch rules (issue 17, item 3) ----------------------------------------

def _choose_edition(view, edition: str) -> None:
    view.edition.setCurrentIndex(view.edition.findData(edition))
    view.edition.activated.emit(view.edition.currentIndex())


def _answer(button: QMessageBox.StandardButton, asked: list[str]) -> None:
    def handler(box: QMessageBox) -> None:
        asked.append(box.text())
        box.button(button).click()
    on_modal(QMessageBox, handler)


def test_the_edition_is_offered_with_its_period_for_the_dutch_system_only(qtbot, window):
    view = window.settings_view
    assert [view.edition.itemText(i) for i in range(view.edition.count())] == [
        "2012 (until June 30, 2017)", "2017 (July 1, 2017 - January 31, 2026)",
        "2025 (from February 1, 2026)"]
    assert view.edition.currentData() == "2025" and view.edition.isVisible()
    _choose_edition(view, "2017")  # before round 1: no question
    assert _reopened(window).dutch_edition == "2017" and not window.errors
    assert window.undo_action.text() == "&Undo Settings: Dutch rules edition 2025 to 2017"
    view.system.setCurrentIndex(view.system.findData("dubov"))
    view.system.activated.emit(view.system.currentIndex())
    assert not view.edition.isVisible() and not view.edition_label.isVisible()
    assert _reopened(window).dutch_edition == "2017"  # kept, should Dutch come back
    view.system.setCurrentIndex(view.system.findData("dutch"))
    view.system.activated.emit(view.system.currentIndex())
    assert view.edition.isVisible() and view.edition.currentData() == "2017"


def test_changing_the_edition_after_pairing_asks_first_and_is_logged(qtbot, window):
    # The FIDE mode locks the edition once play has started: this tournament left it.
    assert window.session.perform(LeaveFideMode())
    for k in range(4):
        assert window.players.register_player(Player(id=0, surname=f"P{k}", rating=2000 - k))
    window.pairing.pair_next_round()
    qtbot.waitUntil(lambda: len(window.tournament.rounds) == 1 and window.pairing.job is None)
    view, asked = window.settings_view, []
    _answer(QMessageBox.StandardButton.No, asked)
    _choose_edition(view, "2017")
    qtbot.waitUntil(lambda: len(asked) == 1)
    assert "paired with the 2025 edition" in asked[0] and "with the 2017 edition" in asked[0]
    assert _reopened(window).dutch_edition == "2025"
    assert view.edition.currentData() == "2025"  # the page shows the tournament again
    _answer(QMessageBox.StandardButton.Yes, asked)
    _choose_edition(view, "2017")
    qtbot.waitUntil(lambda: len(asked) == 2)
    assert _reopened(window).dutch_edition == "2017" and not window.errors
    entry = window.file.read_log()[-1]
    assert (entry.kind, entry.text) == ("settings", "Settings: Dutch rules edition 2025 to 2017")


def test_the_print_size_chosen_with_the_keyboard_is_saved_and_prints(qtbot, window, tmp_path):
    view = window.settings_view
    view.print_size.setFocus()
    qtbot.keyClick(view.print_size, Qt.Key.Key_End)  # the last size: wall
    assert not window.errors
    assert window.tournament.print_size == "wall" and _reopened(window).print_size == "wall"
    assert window.players.register_player(Player(id=0, surname="Ng", rating=2000))
    path = tmp_path / "startlist.pdf"
    assert window.printing.print_report("startlist", path), window.errors
    sizes = set()
    PdfReader(path).pages[0].extract_text(
        visitor_text=lambda value, cm, tm, font, size: sizes.add(size)
        if value.strip() == "Ng" else None)
    assert sizes == {14.0}


def test_the_currency_typed_is_saved(qtbot, window):
    _type(qtbot, window.settings_view.currency, "EUR")
    assert not window.errors and _reopened(window).currency == "EUR"
