"""The ordered list of tie-break codes, edited with add, remove, up and down; every change is
emitted as the whole new list (the core validates it). New codes are chosen among those of
C.07 (`tiebreak.OFFERED_TIEBREAKS`) or typed with other modifiers ("SB/C1/P")."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QListWidget,
    QPushButton,
    QWidget,
)

from arbiter_gui.core.tiebreak import OFFERED_TIEBREAKS, TieBreakError, parse_tiebreak


class TiebreakEditor(QWidget):
    changed = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.codes = QListWidget()
        self.new_code = QComboBox()
        self.new_code.setEditable(True)
        self.new_code.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for code in OFFERED_TIEBREAKS:
            self.new_code.addItem(f"{code}  {parse_tiebreak(code).name}", code)
        self.new_code.setCurrentIndex(-1)
        line_edit = self.new_code.lineEdit()
        assert line_edit is not None  # an editable combo box has one
        line_edit.setPlaceholderText(self.tr("choose or type a code, e.g. BH/C1"))
        line_edit.returnPressed.connect(self.add)
        self.new_code.activated.connect(lambda _index: self.add())
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(self.add)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(self.remove)
        self.up_button = QPushButton(self.tr("Up"))
        self.up_button.clicked.connect(lambda: self.move_code(-1))
        self.down_button = QPushButton(self.tr("Down"))
        self.down_button.clicked.connect(lambda: self.move_code(1))
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.codes, 0, 0, 4, 1)
        for row, button in enumerate((self.remove_button, self.up_button, self.down_button)):
            grid.addWidget(button, row, 1)
        grid.addWidget(self.new_code, 4, 0)
        grid.addWidget(self.add_button, 4, 1)
        self.codes.setMaximumHeight(110)

    def set_codes(self, codes: list[str]) -> None:
        """Show `codes` (without emitting `changed`)."""
        row = self.codes.currentRow()
        self.codes.clear()
        for code in codes:
            self.codes.addItem(code)
            self.codes.item(self.codes.count() - 1).setToolTip(_tiebreak_name(code))
        self.codes.setCurrentRow(min(row, len(codes) - 1))

    def current_codes(self) -> list[str]:
        return [self.codes.item(i).text() for i in range(self.codes.count())]

    def add(self) -> None:
        text = self.new_code.currentText().strip()
        chosen = self.new_code.findText(text)
        # A listed entry reads "CODE  Name"; a typed one is the code itself.
        code = self.new_code.itemData(chosen) if chosen >= 0 else text.upper()
        self.new_code.setCurrentIndex(-1)
        self.new_code.clearEditText()
        if code:
            self.changed.emit([*self.current_codes(), code])

    def remove(self) -> None:
        row = self.codes.currentRow()
        if row >= 0:
            codes = self.current_codes()
            del codes[row]
            self.changed.emit(codes)

    def move_code(self, step: int) -> None:
        """The selected code `step` places up (negative) or down the order (QWidget.move
        places the widget: not overridden)."""
        row = self.codes.currentRow()
        codes = self.current_codes()
        if row >= 0 and 0 <= row + step < len(codes):
            codes[row], codes[row + step] = codes[row + step], codes[row]
            self.codes.setCurrentRow(row + step)
            self.changed.emit(codes)


def _tiebreak_name(code: str) -> str:
    """The name of the tie-break `code` in the language spoken now; none for a code that names
    no tie-break (the window refuses it when the settings are applied)."""
    try:
        return parse_tiebreak(code).name
    except TieBreakError:
        return ""
