"""Small dialogs: a new tournament's name and rounds, a player's registration."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from arbiter_gui.core.model import TITLES, Player


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                           | QDialogButtonBox.StandardButton.Cancel)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


class NewTournamentDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New tournament")
        self.name = QLineEdit()
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 99)
        self.rounds.setValue(9)
        form = QFormLayout(self)
        form.addRow("Name", self.name)
        form.addRow("Rounds", self.rounds)
        form.addRow(_buttons(self))


class PlayerDialog(QDialog):
    """A new player's details; `first_round` is asked only once round 1 is paired (late entry)."""

    def __init__(self, next_round: int, rounds_planned: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Add player" if next_round == 1 else "Late entry")
        self.surname = QLineEdit()
        self.given_name = QLineEdit()
        self.title = QComboBox()
        self.title.addItems(("", *TITLES))
        self.rating = QSpinBox()
        self.rating.setRange(0, 3500)
        self.federation = QLineEdit()
        self.federation.setMaxLength(3)
        self.fide_id = QLineEdit()
        self.first_round = QSpinBox()
        self.first_round.setRange(next_round, max(next_round, rounds_planned))
        form = QFormLayout(self)
        form.addRow("Surname", self.surname)
        form.addRow("Given name", self.given_name)
        form.addRow("Title", self.title)
        form.addRow("FIDE rating", self.rating)
        form.addRow("Federation", self.federation)
        form.addRow("FIDE ID", self.fide_id)
        if next_round > 1:
            form.addRow("Plays from round", self.first_round)
        form.addRow(_buttons(self))

    def player(self) -> Player:
        """The player as entered, with id 0 (the window gives the id); ValueError for a FIDE
        ID that is not a number."""
        fide_text = self.fide_id.text().strip()
        if fide_text and not fide_text.isdigit():
            raise ValueError(f"FIDE ID {fide_text!r}: expected digits only")
        return Player(id=0, surname=self.surname.text().strip(),
                      given_name=self.given_name.text().strip(),
                      title=self.title.currentText(), rating=self.rating.value(),
                      federation=self.federation.text().strip().upper(),
                      fide_id=int(fide_text) if fide_text else None)
