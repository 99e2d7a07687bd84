"""The TRF import preview: what a file holds (players, rounds) and every
departure from the TRF text that the tolerant reading read, shown before anything is imported.
"Check this file" reads it strictly, as for a rating report. The reading is the core's."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.core.i18n import _
from arbiter_gui.core.texts import DETAIL_LABELS, FEDERATION, NAME, POINTS
from arbiter_gui.core.trf import TrfError, TrfReading, read_trf_report
from arbiter_gui.gui.language import QT_TRANSLATE_NOOP
from arbiter_gui.gui.models import number_text

# The first is the dialog's own heading; the others are the core's words (core.texts).
PLAYER_COLUMNS = (QT_TRANSLATE_NOOP("TrfImportPreview", "Start no."), NAME,
                  DETAIL_LABELS["rating"], FEDERATION, DETAIL_LABELS["fide_id"], POINTS)
CLEAN = QT_TRANSLATE_NOOP("TrfImportPreview",
                          "The file follows the TRF text: strict reading finds nothing to refuse.")


class TrfImportPreview(QDialog):
    """Players, rounds and warnings of a TRF read tolerantly; Import accepts, Cancel imports
    nothing."""

    def __init__(self, path: str | Path, reading: TrfReading,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        t, warnings = reading
        self.setWindowTitle(self.tr("Import TRF: {file}").format(file=self.path.name))
        played = (self.tr("%n round(s) paired of {planned}", "", len(t.rounds)) if t.rounds_planned
                  else self.tr("%n round(s) paired", "", len(t.rounds))).format(
            planned=t.rounds_planned)
        self.summary = QLabel(", ".join((
            f"{t.name or self.path.name}: " + self.tr("%n player(s)", "", len(t.players)),
            played, self.tr("%n warning(s)", "", len(warnings)))))
        self.players = QTableWidget(len(t.players), len(PLAYER_COLUMNS))
        self.players.setHorizontalHeaderLabels([self.tr(PLAYER_COLUMNS[0]),
                                                *(_(c) for c in PLAYER_COLUMNS[1:])])
        self.players.verticalHeader().hide()
        for row, p in enumerate(sorted(t.players, key=lambda p: p.pairing_no)):
            cells = (p.pairing_no, p.name, p.rating or "", p.federation, p.fide_id or "",
                     number_text(t.score(p.id)))
            for column, value in enumerate(cells):
                self.players.setItem(row, column, QTableWidgetItem(str(value)))
        self.players.resizeColumnsToContents()
        self.warnings = QListWidget()
        self.warnings.addItems([str(w) for w in warnings] or [self.tr("No warnings.")])
        self.check_result = QLabel()
        self.check_result.setWordWrap(True)
        self.check_button = QPushButton(self.tr("&Check this file"))
        self.check_button.setToolTip(self.tr("Read the file strictly, refusing every departure"
                                             " from the TRF text (as for a rating report)"))
        self.check_button.clicked.connect(self.check_strictly)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = buttons.addButton(self.tr("&Import"),
                                               QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.players, 3)
        layout.addWidget(QLabel(self.tr("Warnings: what the file says otherwise than the TRF"
                                        " text, and how it was read")))
        layout.addWidget(self.warnings, 2)
        layout.addWidget(self.check_button)
        layout.addWidget(self.check_result)
        layout.addWidget(buttons)
        self.resize(760, 560)

    def check_strictly(self) -> None:
        try:
            read_trf_report(self.path, strict=True)
        except TrfError as error:
            self.check_result.setText(self.tr("Not a clean TRF file: {error}").format(error=error))
            return
        self.check_result.setText(self.tr(CLEAN))
