""""Why?": the engine's explanation of a round, cut down to the players asked about."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QDialog, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from arbiter_gui.pairing.explain import explanation_for


class WhyDialog(QDialog):
    def __init__(self, round_no: int, player_ids: tuple[int, ...], players: str,
                 parent: QWidget | None = None, bye: str = "") -> None:
        super().__init__(parent)
        self.round_no = round_no
        self.player_ids = player_ids
        self.setWindowTitle(self.tr("Why? Round {round}: {players}").format(round=round_no,
                                                                          players=players))
        self.note = QLabel()
        self.note.setWordWrap(True)
        # Why the player has a bye (pairing.explain.bye_explanation), above the checklist.
        self.bye = QLabel(bye)
        self.bye.setWordWrap(True)
        self.bye.setVisible(bool(bye))
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.text.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        layout = QVBoxLayout(self)
        layout.addWidget(self.bye)
        layout.addWidget(self.note)
        layout.addWidget(self.text)
        self.resize(760, 460)
        self.note.setText(self.tr("Asking the engine…"))

    def show_explanation(self, checklist: str, numbers: list[int], note: str) -> None:
        """The checklist's lines about the players with these pairing numbers."""
        self.note.setText(note)
        self.text.setPlainText(explanation_for(checklist, numbers))

    def show_failure(self, message: str) -> None:
        self.note.setText(self.tr("No explanation: {reason}").format(reason=message))
