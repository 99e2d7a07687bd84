"""Printing from the window: Ctrl+P prints the pairing sheet of the round shown, the other
printouts come from the Print menu; the PDFs are read back."""

from __future__ import annotations

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from arbiter_gui.core.model import GameResult, Player
from arbiter_gui.gui import printing
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import main_window

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
