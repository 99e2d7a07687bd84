"""The Print menu: the printouts of arbiter_gui.reports as PDF files, written beside the
tournament file (or where the arbiter says) and opened in the system's PDF viewer, or printed
directly on a printer chosen in Qt's print dialog.

Printing directly prints the very same PDF: its pages are rendered by PDFium (pypdfium2, a few
megabytes; Qt's own PDF renderer QtPdf is only in the much larger PySide6-Addons) and painted
on the printer's pages."""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

import pypdfium2 as pdfium
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QUrl
from PySide6.QtGui import (
    QAction,
    QDesktopServices,
    QImage,
    QKeySequence,
    QPageLayout,
    QPageSize,
    QPainter,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu

from arbiter_gui.core.store import StoreError, TournamentFile
from arbiter_gui.gui.read_only import writable_folder
from arbiter_gui.gui.session import Context
from arbiter_gui.reports import ARBITER, Journal, ReportError, unprintable, write_report
from arbiter_gui.reports.html import INDEX, write_html

# Menu text, report kind, shortcut; the pairing sheet is the one printed every round.
# (Marked for the translation here, translated when the menu is built.)
ENTRIES = ((QT_TRANSLATE_NOOP("Printing", "&Pairings of the round shown"), "pairings",
            QKeySequence.StandardKey.Print),
           (QT_TRANSLATE_NOOP("Printing", "&Alphabetical pairing list"), "alphabetical", None),
           (QT_TRANSLATE_NOOP("Printing", "&Standings"), "standings", None),
           (QT_TRANSLATE_NOOP("Printing", "&Cross table"), "crosstable", None),
           (QT_TRANSLATE_NOOP("Printing", "Cross table &by rank"), "crosstable-rank", None),
           (QT_TRANSLATE_NOOP("Printing", "Override &log"), "log", None),
           (QT_TRANSLATE_NOOP("Printing", "Arbiter's rep&ort: the whole journal"), ARBITER,
            None),
           (QT_TRANSLATE_NOOP("Printing", "Starting lis&t"), "startlist", None),
           (QT_TRANSLATE_NOOP("Printing", "Starting list by &name"), "startlist-alphabetical",
            None),
           (QT_TRANSLATE_NOOP("Printing", "Cate&gory standings"), "categories", None),
           (QT_TRANSLATE_NOOP("Printing", "Pri&zes"), "prizes", None),
           (QT_TRANSLATE_NOOP("Printing", "Result sl&ips of the round shown"), "slips", None),
           (QT_TRANSLATE_NOOP("Printing", "&Wall sheet: pairings of the round shown, standings"
                                          " before it"), "wall", None))
# Reports of the round shown; the standings and the cross table are after the round chosen on
# their page; the others cover the tournament as it stands.
ROUND_REPORTS = {"pairings", "alphabetical", "slips", "wall"}
RANKED_REPORTS = {"standings", "crosstable", "crosstable-rank"}
# Pages are rendered for the printer at its resolution, at most this many dots an inch: sharp
# on paper, and an A4 page stays a few tens of megabytes in memory.
MAX_PRINT_DPI = 300
_PAGE_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}


class Printing:
    """The Print menu. `rounds_of` says which round a report is of: "round" gives the round
    shown (ROUND_REPORTS), "standings" and "crosstable" the round the standings and the cross
    table pages rank after (RANKED_REPORTS; both cross tables follow the cross-table page);
    None: the last paired."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`text` in the window's language (this class is no QObject: its own context)."""
        return QCoreApplication.translate("Printing", text, disambiguation, n)

    def __init__(self, context: Context,
                 rounds_of: dict[str, Callable[[], int | None]]) -> None:
        self.context = context
        self.session = context.session
        self.rounds_of = rounds_of
        self.menu = QMenu(self.tr("&Print"), context.parent)
        self.actions: dict[str, QAction] = {}
        for text, kind, shortcut in ENTRIES:
            action = self.menu.addAction(self.tr(str(text)))
            action.triggered.connect(lambda _=False, kind=kind: self.ask_print(kind))
            if shortcut is not None:
                action.setShortcut(shortcut)
            self.actions[kind] = action
        self.printer_menu = self.menu.addMenu(self.tr("Print to printe&r…"))
        self.printer_actions: dict[str, QAction] = {}
        for text, kind, _shortcut in ENTRIES:
            action = self.printer_menu.addAction(self.tr(str(text)) + "…")
            action.triggered.connect(lambda _=False, kind=kind: self.ask_print_to_printer(kind))
            self.printer_actions[kind] = action
        self.web_pages = self.menu.addAction(self.tr("W&eb pages…"))
        self.web_pages.triggered.connect(self.ask_web_pages)
        self.menu.addSeparator()
        self.letter = self.menu.addAction(self.tr("&US Letter paper (A4 otherwise)"))
        self.letter.setCheckable(True)

    @property
    def paper(self) -> str:
        return "letter" if self.letter.isChecked() else "a4"

    def round_of(self, kind: str) -> int | None:
        """The round the report is of: the round shown, or the one chosen on the standings or
        cross-table page ("after round 4" prints after round 4); None: the last paired."""
        if kind in ROUND_REPORTS:
            return self.rounds_of["round"]()
        if kind in RANKED_REPORTS:
            return self.rounds_of["standings" if kind == "standings" else "crosstable"]()
        return None

    def _open_file(self) -> TournamentFile | None:
        """The file open; None, and the arbiter told, when none is."""
        if self.session.file is None:
            self.context.show_error(self.tr("Open or create a tournament first"))
        return self.session.file

    def default_path(self, kind: str) -> Path:
        file = self.session.file
        assert file is not None
        round_no = self.round_of(kind)
        suffix = f"-round-{round_no}" if round_no is not None else ""
        # A file on a read-only stick prints into a folder that can be written.
        return writable_folder(file.path.parent) / f"{file.path.stem}{suffix}-{kind}.pdf"

    def print_report(self, kind: str, path: str | Path) -> bool:
        """Write the report to `path`; on refusal say why and write nothing."""
        file = self._open_file()
        if file is None:
            return False
        t = file.tournament
        round_no = self.round_of(kind)
        try:
            check = file.check_log()  # verified anew: the sheet carries its head
            journal = Journal(check, file.read_log()) if kind == ARBITER else None
            write_report(kind, t, path, round_no=round_no, paper=self.paper,
                         footnote=check.summary(), warnings=check.problems, journal=journal)
        except OSError as e:  # named by the file asked for, not the temporary one written
            self.context.show_error(self.tr(
                "The {kind} printout was not made: {file} cannot be written ({error}); choose"
                " another folder").format(kind=kind, file=path, error=e.strerror or e))
            return False
        except (ReportError, StoreError) as e:
            self.context.show_error(self.tr("The {kind} printout was not made: {error}").format(
                kind=kind, error=e))
            return False
        if warnings := unprintable(t):
            self.context.show_error(self.tr("The {kind} printout was made, but some characters"
                                           " print as empty boxes:\n{warnings}").format(
                                               kind=kind, warnings="\n".join(warnings)))
        return True

    def ask_print(self, kind: str) -> None:
        if self._open_file() is None:
            return
        path, _ = QFileDialog.getSaveFileName(self.context.parent, self.tr("Print to PDF"),
                                              str(self.default_path(kind)), self.tr("PDF (*.pdf)"))
        if path and self.print_report(kind, path):
            QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    def write_web_pages(self, folder: str | Path) -> bool:
        """Write the HTML pages into `folder`; on refusal say why and write nothing."""
        file = self._open_file()
        if file is None:
            return False
        try:
            check = file.check_log()  # the pages carry its head, as the PDFs
            write_html(file.tournament, folder, warnings=check.problems, footnote=check.summary())
        except (ReportError, StoreError, OSError) as e:
            self.context.show_error(self.tr("The web pages were not made: {error}").format(
                error=e))
            return False
        return True

    def ask_web_pages(self) -> None:
        file = self._open_file()
        if file is None:
            return
        folder = QFileDialog.getExistingDirectory(
            self.context.parent, self.tr("Web pages into the folder"),
            str(writable_folder(file.path.parent) / f"{file.path.stem}-web"))
        if folder and self.write_web_pages(folder):
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(Path(folder) / INDEX)))

    def print_to_printer(self, kind: str, printer: QPrinter) -> bool:
        """Print the report on `printer`: the PDF the Print menu writes, page by page, each
        page scaled to fit the paper. On refusal say why and print nothing."""
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / f"{kind}.pdf"
            if not self.print_report(kind, path):
                return False
            document = pdfium.PdfDocument(path)
            try:
                return self._paint_pages(document, printer)
            finally:
                document.close()

    def _paint_pages(self, document: pdfium.PdfDocument, printer: QPrinter) -> bool:
        printer.setFullPage(True)  # the PDF has its own margins
        painter = QPainter()
        _turn_like(printer, document[0])
        if not painter.begin(printer):
            self.context.show_error(self.tr("The printer {printer} cannot print now; nothing was"
                                           " printed").format(printer=printer.printerName()))
            return False
        try:
            dpi = min(printer.resolution(), MAX_PRINT_DPI)
            for number in range(len(document)):
                page = document[number]
                if number:
                    _turn_like(printer, page)  # a wide cross table prints landscape
                    printer.newPage()
                bitmap = page.render(scale=dpi / 72, rev_byteorder=True, prefer_bgrx=True)
                image = QImage(bitmap.buffer, bitmap.width, bitmap.height, bitmap.stride,
                               QImage.Format.Format_RGBX8888)
                target = QRectF(printer.pageLayout().fullRectPixels(printer.resolution()))
                painter.drawImage(_fitted(target, image.width(), image.height()), image)
        finally:
            painter.end()
        return True

    def ask_print_to_printer(self, kind: str) -> None:
        if self._open_file() is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(QPageSize(_PAGE_SIZES[self.paper]))
        printer.setDocName(self.default_path(kind).stem)
        dialog = QPrintDialog(printer, self.context.parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.print_to_printer(kind, printer)


def _turn_like(printer: QPrinter, page: pdfium.PdfPage) -> None:
    """Portrait or landscape paper, as the PDF page is."""
    width, height = page.get_size()
    printer.setPageOrientation(QPageLayout.Orientation.Landscape if width > height
                               else QPageLayout.Orientation.Portrait)


def _fitted(area: QRectF, width: int, height: int) -> QRectF:
    """The largest rectangle of the proportions width:height centred in `area`."""
    scale = min(area.width() / width, area.height() / height)
    fitted = QRectF(0, 0, width * scale, height * scale)
    fitted.moveCenter(area.center())
    return fitted
