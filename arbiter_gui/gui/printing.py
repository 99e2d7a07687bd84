"""The Print menu: the printouts of arbiter_gui.reports as PDF files, written beside the
tournament file (or where the arbiter says) and opened in the system's PDF viewer."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu

from arbiter_gui.reports import ReportError, write_report

if TYPE_CHECKING:
    from arbiter_gui.gui.window import MainWindow

# Menu text, report kind, shortcut; the pairing sheet is the one printed every round.
ENTRIES = (("&Pairings of the round shown", "pairings", QKeySequence.StandardKey.Print),
           ("&Alphabetical pairing list", "alphabetical", None),
           ("&Standings", "standings", None),
           ("&Cross table", "crosstable", None),
           ("Override &log", "log", None),
           ("&Wall sheet: pairings of the round shown, standings before it", "wall", None))
# Reports of the round shown; the standings and the cross table are after the round chosen on
# their page; the log covers the tournament as it stands.
ROUND_REPORTS = {"pairings", "alphabetical", "wall"}
RANKED_REPORTS = {"standings", "crosstable"}


class Printing:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.menu = QMenu("&Print", window)
        self.actions: dict[str, QAction] = {}
        for text, kind, shortcut in ENTRIES:
            action = self.menu.addAction(text)
            action.triggered.connect(lambda _=False, kind=kind: self.ask_print(kind))
            if shortcut is not None:
                action.setShortcut(shortcut)
            self.actions[kind] = action
        self.menu.addSeparator()
        self.letter = self.menu.addAction("&US Letter paper (A4 otherwise)")
        self.letter.setCheckable(True)

    @property
    def paper(self) -> str:
        return "letter" if self.letter.isChecked() else "a4"

    def round_of(self, kind: str) -> int | None:
        """The round the report is of: the round shown, or the one chosen on the standings or
        cross-table page ("after round 4" prints after round 4); None: the last paired."""
        if kind in ROUND_REPORTS:
            return self.window.shown_round()
        if kind in RANKED_REPORTS:
            page = (self.window.standings_page if kind == "standings"
                    else self.window.cross_table_page)
            return page.model.after_round
        return None

    def default_path(self, kind: str) -> Path:
        file = self.window.file
        assert file is not None
        round_no = self.round_of(kind)
        suffix = f"-round-{round_no}" if round_no is not None else ""
        return file.path.with_name(f"{file.path.stem}{suffix}-{kind}.pdf")

    def print_report(self, kind: str, path: str | Path) -> bool:
        """Write the report to `path`; on refusal say why and write nothing."""
        t = self.window.tournament
        if t is None:
            self.window.show_error("Open or create a tournament first")
            return False
        round_no = self.round_of(kind)
        try:
            write_report(kind, t, path, round_no=round_no, paper=self.paper)
        except (ReportError, OSError) as e:
            self.window.show_error(f"The {kind} printout was not made: {e}")
            return False
        return True

    def ask_print(self, kind: str) -> None:
        if self.window.file is None:
            self.window.show_error("Open or create a tournament first")
            return
        path, _ = QFileDialog.getSaveFileName(self.window, "Print to PDF",
                                              str(self.default_path(kind)), "PDF (*.pdf)")
        if path and self.print_report(kind, path):
            QDesktopServices.openUrl(QUrl.fromLocalFile(path))
