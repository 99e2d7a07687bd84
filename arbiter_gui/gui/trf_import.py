"""The TRF import preview (issue 14, item 1): what a file holds (players, rounds) and every
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

from arbiter_gui.core.trf import TrfError, TrfReading, read_trf_report

PLAYER_COLUMNS = ("Start no.", "Name", "Rating", "Fed", "FIDE id", "Points")
CLEAN = "The file follows the TRF text: strict reading finds nothing to refuse."


class TrfImportPreview(QDialog):
    """Players, rounds and warnings of a TRF read tolerantly; Import accepts, Cancel imports
    nothing."""

    def __init__(self, path: str | Path, reading: TrfReading,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        t, warnings = reading
        self.setWindowTitle(f"Import TRF: {self.path.name}")
        played = f"{len(t.rounds)} rounds paired" + (
            f" of {t.rounds_planned}" if t.rounds_planned else "")
        self.summary = QLabel(f"{t.name or self.path.name}: {len(t.players)} players, {played},"
                              f" {len(warnings)} warning{'' if len(warnings) == 1 else 's'}")
        self.players = QTableWidget(len(t.players), len(PLAYER_COLUMNS))
        self.players.setHorizontalHeaderLabels(PLAYER_COLUMNS)
        self.players.verticalHeader().hide()
        for row, p in enumerate(sorted(t.players, key=lambda p: p.pairing_no)):
            cells = (p.pairing_no, p.name, p.rating or "", p.federation, p.fide_id or "",
                     f"{t.score(p.id):g}")
            for column, value in enumerate(cells):
                self.players.setItem(row, column, QTableWidgetItem(str(value)))
        self.players.resizeColumnsToContents()
        self.warnings = QListWidget()
        self.warnings.addItems([str(w) for w in warnings] or ["No warnings."])
        self.check_result = QLabel()
        self.check_result.setWordWrap(True)
        self.check_button = QPushButton("&Check this file")
        self.check_button.setToolTip("Read the file strictly, refusing every departure from the"
                                     " TRF text (as for a rating report)")
        self.check_button.clicked.connect(self.check_strictly)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.import_button = buttons.addButton("&Import", QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.players, 3)
        layout.addWidget(QLabel("Warnings: what the file says otherwise than the TRF text, and"
                                " how it was read"))
        layout.addWidget(self.warnings, 2)
        layout.addWidget(self.check_button)
        layout.addWidget(self.check_result)
        layout.addWidget(buttons)
        self.resize(760, 560)

    def check_strictly(self) -> None:
        try:
            read_trf_report(self.path, strict=True)
        except TrfError as error:
            self.check_result.setText(f"Not a clean TRF file: {error}")
            return
        self.check_result.setText(CLEAN)
