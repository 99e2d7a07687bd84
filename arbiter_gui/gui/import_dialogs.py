"""Importing players: the preview of a CSV file with its column mapping, FIDE's rating list
read in a worker thread with a progress dialog, and a start list refreshed from the list.

The rules (what a column holds, what changed in the list) are the core's (`csv_import`,
`rating_list`); these dialogs show them and let the arbiter choose.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.core.csv_import import (
    FIELD_LABELS,
    FIELDS,
    CsvImportError,
    CsvTable,
    check_mapping,
    guess_mapping,
    read_players,
)
from arbiter_gui.core.model import Player

PREVIEW_ROWS = 50
_IGNORED = "(not imported)"
_SHOWN = ("surname", "given_name", "title", "rating", "fide_id", "federation", "birth_date",
          "sex", "club")


class CsvPreviewDialog(QDialog):
    """A CSV file's columns, each with the player's detail it is imported as (the arbiter may
    change it), and its first rows read as players or refused, as the import will."""

    def __init__(self, table: CsvTable, file_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.setWindowTitle(f"Import players from {file_name}")
        self.resize(800, 560)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(
            f"{len(table.rows)} rows, {table.encoding}, separated by"
            f" {_SEPARATOR_NAMES.get(table.separator, repr(table.separator))}."
            " Choose what each column holds:"))
        form = QFormLayout()
        self.column_boxes: list[QComboBox] = []
        for position, (name, field) in enumerate(
                zip(table.header, guess_mapping(table.header), strict=True), start=1):
            box = QComboBox()
            box.addItem(_IGNORED, None)
            for choice in FIELDS:
                box.addItem(FIELD_LABELS[choice], choice)
            box.setCurrentIndex(box.findData(field) if field else 0)
            box.currentIndexChanged.connect(self._show_preview)
            self.column_boxes.append(box)
            form.addRow(f"{position}. {name.strip() or '(no name)'}{_example(table, position)}",
                        box)
        layout.addLayout(form)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.preview = QTableWidget(0, len(_SHOWN) + 2)
        self.preview.setHorizontalHeaderLabels(
            ["Line", *(FIELD_LABELS[f] for f in _SHOWN), "Refused because"])
        self.preview.verticalHeader().hide()
        layout.addWidget(self.preview)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Import")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._show_preview()

    def mapping(self) -> list[str | None]:
        """The detail each column is imported as (None: not imported)."""
        return [box.currentData() for box in self.column_boxes]

    def _show_preview(self) -> None:
        mapping = self.mapping()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.preview.setRowCount(0)
        try:
            check_mapping(mapping)
        except CsvImportError as e:
            self.status.setText(str(e))
            ok.setEnabled(False)
            return
        shown = CsvTable(self.table.header, self.table.rows[:PREVIEW_ROWS])
        players, refused = read_players(shown, mapping)
        _, all_refused = read_players(self.table, mapping)
        self.status.setText(
            f"{len(self.table.rows) - len(all_refused)} player(s) to import,"
            f" {len(all_refused)} row(s) refused (a FIDE id already registered is refused when"
            " importing).")
        ok.setEnabled(True)
        rows: list[tuple[int, Player | None, str]] = [(line, p, "") for line, p in players]
        rows += [(r.line, None, str(r)) for r in refused]
        for line, player, why in sorted(rows, key=lambda row: row[0]):
            cells = [str(line)]
            cells += [_text(getattr(player, f)) if player else "" for f in _SHOWN]
            self._add_row([*cells, why])

    def _add_row(self, cells: list[str]) -> None:
        row = self.preview.rowCount()
        self.preview.insertRow(row)
        for column, text in enumerate(cells):
            self.preview.setItem(row, column, QTableWidgetItem(text))


_SEPARATOR_NAMES = {",": "commas", ";": "semicolons", "\t": "tabs"}


def _example(table: CsvTable, position: int) -> str:
    """The first non-blank value of a column, as a hint of what it holds."""
    for _, row in table.rows:
        if position <= len(row) and row[position - 1].strip():
            return f"  (e.g. {row[position - 1].strip()[:30]!r})"
    return ""


def _text(value: object) -> str:
    return "" if value in (None, 0, "") else str(value)
