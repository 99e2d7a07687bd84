"""Printing from the window: Ctrl+P prints the pairing sheet of the round shown, the other
printouts come from the Print menu; the PDFs are read back."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QComboBox, QFileDialog, QLineEdit

from arbiter_gui import reports
from arbiter_gui.core.i18n import local_time
from arbiter_gui.core.model import Category, GameResult, Player, Prize
from arbiter_gui.core.tiebreak import OFFERED_TIEBREAKS
from arbiter_gui.gui import printing
from arbiter_gui.gui.window import MainWindow
from arbiter_gui.reports.standings import crosstable_report
from tests.qt_helpers import main_window, on_modal, pair_round
from tests.report_helpers import legend_at_page_break

PLAYERS = [("Carlsen", 2830), ("Caruana", 2800), ("Nakamura", 2790), ("Firouzja", 2760),
           ("Gukesh", 2750), ("So", 2740)]


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = main_window(qtbot, monkeypatch)
    opened: list[str] = []
    monkeypatch.setattr(printing.QDesktopServices, "openUrl",
                        lambda url: opened.append(url.toLocalFile()))
    win.opened = opened
    assert win.files.create_tournament(tmp_path / "club.arbiter", "Club Open", 5)
    for k, (surname, rating) in enumerate(PLAYERS):
        assert win.players.register_player(Player(id=0, surname=surname, rating=rating,
                                                  fide_id=k + 1))
    win.show()
    qtbot.waitExposed(win)
    return win


def _text(path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_ctrl_p_prints_the_pairing_sheet_of_the_round_shown_and_opens_it(qtbot, window,
                                                                         monkeypatch):
    pair_round(qtbot, window, 1)
    for board in (1, 2, 3):
        assert window.rounds.set_board_result(1, board, GameResult.WHITE_WINS)
    pair_round(qtbot, window, 2)
    window.show_round(1)
    chosen: list[str] = []

    def save_as(parent, caption, suggested, filter_):
        chosen.append(suggested)
        return suggested, filter_

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert chosen and chosen[0].endswith("club-round-1-pairings.pdf")
    assert window.opened == chosen and not window.errors
    text = _text(chosen[0])
    assert "Pairings, round 1" in text and "Carlsen" in text
    # round 1's results, not round 2's blank sheet (cells, not a run of the journal's code)
    assert text.splitlines().count("1-0") == 3


def test_every_printout_of_the_menu_is_made(qtbot, window, tmp_path):
    pair_round(qtbot, window, 1)
    for kind in ("pairings", "alphabetical", "standings", "crosstable", "crosstable-rank", "log"):
        path = tmp_path / f"{kind}.pdf"
        assert window.printing.print_report(kind, path), window.errors
        assert PdfReader(path).pages and "Club Open" in _text(path)
    window.printing.letter.setChecked(True)
    assert window.printing.print_report("standings", tmp_path / "letter.pdf")
    assert round(float(PdfReader(tmp_path / "letter.pdf").pages[0].mediabox.width)) == 612


def test_issue28_5_the_arbiters_report_prints_the_whole_journal_from_the_menu(
        qtbot, window, tmp_path, monkeypatch):
    pair_round(qtbot, window, 1)
    assert window.rounds.set_board_result(1, 1, GameResult.WHITE_WINS)
    path = tmp_path / "arbiter.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, caption, suggested, filter_: (str(path), filter_))
    action = window.printing.actions["arbiter"]
    assert action.text() == "Arbiter's rep&ort: the whole journal"
    action.trigger()
    assert window.opened == [str(path)] and not window.errors
    text = " ".join(_text(path).split())
    result = window.file.read_log()[-1]
    assert "Arbiter's report" in text and window.file.journal_check.anchor in text
    assert f"{result.seq} {local_time(result.time, seconds=True)} 1 result Result board 1: 1-0" \
        in text


def test_the_cross_table_prints_from_the_menu_when_its_legend_falls_at_a_page_break(
        qtbot, window, tmp_path, monkeypatch):
    monkeypatch.setitem(reports._BUILDERS, "crosstable", legend_at_page_break(crosstable_report))
    pair_round(qtbot, window, 1)
    window.tournament.print_language = "es"
    path = tmp_path / "crosstable.pdf"
    assert window.printing.print_report("crosstable", path), window.errors
    assert len(PdfReader(path).pages) == 2 and not window.errors


def test_printing_before_any_round_says_why_and_writes_nothing(window, tmp_path):
    assert not window.printing.print_report("pairings", tmp_path / "p.pdf")
    assert "pairings printout was not made" in window.errors[-1]
    assert not (tmp_path / "p.pdf").exists()


# -- printing directly on a printer ---------------------------------------------------------------

def _pdf_printer(path) -> QPrinter:
    """A printer that prints into a PDF file: what the tests can read back."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


@pytest.mark.parametrize("kind", ["pairings", "standings", "crosstable"])
def test_printing_on_a_printer_prints_every_page_of_the_pdf(qtbot, window, tmp_path, kind):
    pair_round(qtbot, window, 1)
    pdf, printed = tmp_path / f"{kind}.pdf", tmp_path / f"{kind}-printed.pdf"
    assert window.printing.print_report(kind, pdf)
    assert window.printing.print_to_printer(kind, _pdf_printer(printed))
    assert len(PdfReader(printed).pages) == len(PdfReader(pdf).pages)
    # The pages are pictures of the PDF's pages: something was painted on them.
    assert printed.stat().st_size > 20_000
    assert not window.errors


def test_the_print_menu_opens_the_print_dialog_and_prints_where_it_says(qtbot, window,
                                                                        tmp_path):
    pair_round(qtbot, window, 1)
    printed = tmp_path / "dialog.pdf"

    def choose_a_pdf_file(dialog: QPrintDialog) -> None:
        # Without a printer on the machine the dialog offers "Print to File (PDF)".
        printers = dialog.findChild(QComboBox, "printers")
        printers.setCurrentIndex(printers.findText("Print to File (PDF)"))
        dialog.findChild(QLineEdit, "filename").setText(str(printed))
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    on_modal(QPrintDialog, choose_a_pdf_file)
    window.printing.printer_actions["pairings"].trigger()
    qtbot.waitUntil(printed.exists, timeout=10_000)
    assert len(PdfReader(printed).pages) >= 1
    assert window.printing.printer_menu.title() == "Print to printe&r…"
    assert not window.errors


def test_a_landscape_printout_is_printed_on_landscape_paper(qtbot, window, tmp_path):
    # Every tie-break offered leaves too little room for the names: the standings turn
    # landscape. (Chosen before play: the FIDE mode locks the tie-breaks once it has started.)
    window.settings_view.commit(tiebreaks=list(OFFERED_TIEBREAKS))
    pair_round(qtbot, window, 1)
    pdf, printed = tmp_path / "standings.pdf", tmp_path / "standings-printed.pdf"
    assert window.printing.print_report("standings", pdf)
    assert window.printing.print_to_printer("standings", _pdf_printer(printed))
    wide = [page.mediabox.width > page.mediabox.height for page in PdfReader(pdf).pages]
    assert wide[0], "the standings were expected landscape"
    assert [page.mediabox.width > page.mediabox.height
            for page in PdfReader(printed).pages] == wide
    assert not window.errors


def _mnemonics(menu) -> list[str]:
    return [action.text().split("&")[1][0].lower() for action in menu.actions()
            if "&" in action.text()]


def test_every_entry_of_the_print_menu_has_its_own_mnemonic(window):
    for menu in (window.printing.menu, window.printing.printer_menu):
        letters = _mnemonics(menu)
        assert len(letters) == len(set(letters)), letters
        assert len(letters) == len([a for a in menu.actions() if not a.isSeparator()])


def test_the_printouts_arbiters_hand_out_from_the_menu(qtbot, window, tmp_path):
    pair_round(qtbot, window, 1)
    window.tournament.prizes = [Prize("", 1, 100)]
    window.tournament.categories = [Category("All")]
    for kind, title in (("startlist", "Starting list (6 players)"),
                        ("startlist-alphabetical", "Starting list by name"),
                        ("categories", "Category standings"), ("prizes", "Prizes"),
                        ("slips", "Result slips, round 1")):
        path = tmp_path / f"{kind}.pdf"
        assert window.printing.print_report(kind, path), window.errors
        assert title in _text(path)
    assert window.printing.default_path("slips").name == "club-round-1-slips.pdf"


def test_web_pages_from_the_menu_are_written_into_the_folder_chosen_and_opened(
        qtbot, window, tmp_path, monkeypatch):
    pair_round(qtbot, window, 1)
    folder = tmp_path / "site"
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *args: str(folder))
    window.printing.web_pages.trigger()
    assert (folder / "index.html").exists() and (folder / "crosstable.html").exists()
    assert window.opened == [str(folder / "index.html")] and not window.errors
    assert "Carlsen" in (folder / "standings.html").read_text(encoding="utf-8")
    head = window.file.check_log().summary()
    assert head in (folder / "round-1.html").read_text(encoding="utf-8")  # the log's anchor


def test_printing_a_name_no_font_has_says_which_player_and_character(qtbot, window, tmp_path):
    assert window.players.register_player(Player(id=0, surname="ᚱᚢᚾ", given_name="Ólafr",
                                                 rating=2700, fide_id=99))
    pair_round(qtbot, window, 1)
    assert window.printing.print_report("pairings", tmp_path / "p.pdf")  # printed all the same
    assert (tmp_path / "p.pdf").exists()
    assert "ᚱᚢᚾ, Ólafr" in window.errors[-1] and "U+16B1 U+16A2 U+16BE" in window.errors[-1]
    assert "pairings printout was made" in window.errors[-1]
