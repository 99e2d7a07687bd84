"""Printing from the window: Ctrl+P prints the pairing sheet of the round shown, the other
printouts come from the Print menu; the PDFs are read back."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QComboBox, QFileDialog, QLineEdit

from arbiter_gui.core.model import GameResult, Player
from arbiter_gui.core.tiebreak import TIEBREAKS
from arbiter_gui.gui import printing
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import main_window, on_modal

PLAYERS = [("Carlsen", 2830), ("Caruana", 2800), ("Nakamura", 2790), ("Firouzja", 2760),
           ("Gukesh", 2750), ("So", 2740)]


@pytest.fixture
def window(qtbot, monkeypatch, tmp_path) -> MainWindow:
    win = main_window(qtbot, monkeypatch)
    opened: list[str] = []
    monkeypatch.setattr(printing.QDesktopServices, "openUrl",
                        lambda url: opened.append(url.toLocalFile()))
    win.opened = opened
    assert win.create_tournament(tmp_path / "club.arbiter", "Club Open", 5)
    for k, (surname, rating) in enumerate(PLAYERS):
        assert win.register_player(Player(id=0, surname=surname, rating=rating, fide_id=k + 1))
    win.show()
    qtbot.waitExposed(win)
    return win


def _pair(qtbot, win: MainWindow, rounds: int) -> None:
    win.pair_next_round()
    qtbot.waitUntil(lambda: len(win.tournament.rounds) == rounds and win.pairing_job is None,
                    timeout=10_000)


def _text(path) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_ctrl_p_prints_the_pairing_sheet_of_the_round_shown_and_opens_it(qtbot, window,
                                                                         monkeypatch):
    _pair(qtbot, window, 1)
    for board in (1, 2, 3):
        assert window.set_board_result(1, board, GameResult.WHITE_WINS)
    _pair(qtbot, window, 2)
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
    assert text.count("1-0") == 3  # round 1's results, not round 2's blank sheet


def test_every_printout_of_the_menu_is_made(qtbot, window, tmp_path):
    _pair(qtbot, window, 1)
    for kind in ("pairings", "alphabetical", "standings", "crosstable", "log"):
        path = tmp_path / f"{kind}.pdf"
        assert window.printing.print_report(kind, path), window.errors
        assert PdfReader(path).pages and "Club Open" in _text(path)
    window.printing.letter.setChecked(True)
    assert window.printing.print_report("standings", tmp_path / "letter.pdf")
    assert round(float(PdfReader(tmp_path / "letter.pdf").pages[0].mediabox.width)) == 612


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
    _pair(qtbot, window, 1)
    pdf, printed = tmp_path / f"{kind}.pdf", tmp_path / f"{kind}-printed.pdf"
    assert window.printing.print_report(kind, pdf)
    assert window.printing.print_to_printer(kind, _pdf_printer(printed))
    assert len(PdfReader(printed).pages) == len(PdfReader(pdf).pages)
    # The pages are pictures of the PDF's pages: something was painted on them.
    assert printed.stat().st_size > 20_000
    assert not window.errors


def test_the_print_menu_opens_the_print_dialog_and_prints_where_it_says(qtbot, window,
                                                                        tmp_path):
    _pair(qtbot, window, 1)
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
    _pair(qtbot, window, 1)
    # Every tie-break offered leaves too little room for the names: the standings turn
    # landscape.
    window.settings_view.commit(tiebreaks=list(TIEBREAKS))
    pdf, printed = tmp_path / "standings.pdf", tmp_path / "standings-printed.pdf"
    assert window.printing.print_report("standings", pdf)
    assert window.printing.print_to_printer("standings", _pdf_printer(printed))
    wide = [page.mediabox.width > page.mediabox.height for page in PdfReader(pdf).pages]
    assert wide[0], "the standings were expected landscape"
    assert [page.mediabox.width > page.mediabox.height
            for page in PdfReader(printed).pages] == wide
    assert not window.errors
