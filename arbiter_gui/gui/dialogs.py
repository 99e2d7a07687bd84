"""Small dialogs: a new tournament's name and rounds, a player's registration."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from arbiter_gui.core.handling import field_problem, player_field_value
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import SETTINGS, TITLES, ModelError, Player, Tournament
from arbiter_gui.core.rating_list import ListedPlayer
from arbiter_gui.core.texts import detail_label
from arbiter_gui.gui.import_dialogs import RatingListLookup, open_rating_list


def ok_cancel_buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                           | QDialogButtonBox.StandardButton.Cancel)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


def setting_label(name: str) -> str:
    """The label of the setting `name` as declared in the core (model.py), in the language
    spoken now: the one the settings page shows."""
    return _(next(spec.label for spec in SETTINGS if spec.name == name))


class NewTournamentDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New tournament"))
        self.name = QLineEdit()
        self.rounds = QSpinBox()
        self.rounds.setRange(1, 99)
        self.rounds.setValue(9)
        form = QFormLayout(self)
        form.addRow(setting_label("name"), self.name)
        form.addRow(setting_label("rounds_planned"), self.rounds)
        form.addRow(ok_cancel_buttons(self))


class PlayerDialog(QDialog):
    """A new player's details; `first_round` is asked only once round 1 is paired (late entry)."""

    INVALID_STYLE = "border: 2px solid #b71c1c;"
    # Wide enough for the core's messages on two lines and a look-up line.
    WIDTH_IN_CHARACTERS = 72

    def __init__(self, next_round: int, rounds_planned: int,
                 parent: QWidget | None = None, tournament: Tournament | None = None) -> None:
        super().__init__(parent)
        # The details are checked against it on OK (a duplicate FIDE id, a rating out of range).
        self.tournament = tournament
        self.setWindowTitle(self.tr("Add player") if next_round == 1 else self.tr("Late entry"))
        self.surname = QLineEdit()
        self.given_name = QLineEdit()
        self.title = QComboBox()
        self.title.addItems(("", *TITLES))
        # Text, not a spin box: a spin box turns a mistyped 4000 into 400 without a word.
        self.rating = QLineEdit()
        self.rating.setPlaceholderText(self.tr("0 or empty: unrated"))
        self.federation = QLineEdit()
        self.federation.setMaxLength(3)
        self.fide_id = QLineEdit()
        self.sex = QComboBox()
        self.sex.addItems(("", "m", "w"))
        self.birth_date = QLineEdit()
        self.birth_date.setPlaceholderText(self.tr("YYYY/MM/DD"))
        self.club = QLineEdit()
        # FIDE's K (B.02 8.3.3): empty derives it from the rating and the age; the arbiter
        # sets 40 for a player new to the rating list, 10 for one who once reached 2400.
        self.k_factor = QLineEdit()
        self.k_factor.setPlaceholderText(self.tr("empty: from the rating and the age"))
        self.first_round = QSpinBox()
        self.first_round.setRange(next_round, max(next_round, rounds_planned))
        form = QFormLayout(self)
        form.addRow(detail_label("surname"), self.surname)
        form.addRow(detail_label("given_name"), self.given_name)
        form.addRow(detail_label("title"), self.title)
        form.addRow(self.tr("FIDE rating"), self.rating)
        form.addRow(detail_label("federation"), self.federation)
        form.addRow(detail_label("fide_id"), self.fide_id)
        form.addRow(detail_label("sex"), self.sex)
        form.addRow(detail_label("birth_date"), self.birth_date)
        form.addRow(detail_label("club"), self.club)
        form.addRow(detail_label("k_factor"), self.k_factor)
        if next_round > 1:
            form.addRow(self.tr("Plays from round"), self.first_round)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b71c1c;")
        form.addRow(self.problem)
        form.addRow(ok_cancel_buttons(self))
        self._add_rating_list_lookup(form)
        # A width, not a minimum: the layout's minimum still grows with the look-up's lines.
        self.resize(self.fontMetrics().averageCharWidth() * self.WIDTH_IN_CHARACTERS,
                    self.sizeHint().height())

    def _add_rating_list_lookup(self, form: QFormLayout) -> None:
        """A search in FIDE's rating list, when one is imported, that fills the details."""
        rating_list = open_rating_list()
        if rating_list is None:
            return
        self.lookup = RatingListLookup(rating_list)
        self.lookup.chosen.connect(self.fill_from_list)
        self.finished.connect(rating_list.close)
        form.insertRow(0, self.tr("Find in FIDE list"), self.lookup)
        self.lookup.field.setFocus()

    def fill_from_list(self, listed: ListedPlayer) -> None:
        details = listed.details()
        for name in ("surname", "given_name", "federation", "fide_id", "birth_date"):
            getattr(self, name).setText(str(details[name]))
        self.title.setCurrentText(listed.title)
        self.sex.setCurrentText(listed.sex)
        self.rating.setText(str(listed.rating) if listed.rating else "")
        self.k_factor.setText(str(listed.k_factor) if listed.k_factor else "")

    def _texts(self) -> dict[str, str]:
        return {"surname": self.surname.text(), "given_name": self.given_name.text(),
                "title": self.title.currentText(), "rating": self.rating.text(),
                "federation": self.federation.text(), "fide_id": self.fide_id.text(),
                "sex": self.sex.currentText(), "birth_date": self.birth_date.text(),
                "club": self.club.text(), "k_factor": self.k_factor.text()}

    def _problem(self) -> tuple[str, str] | None:
        """The first detail that is wrong and what is wrong with it, by the core's rules."""
        values: dict[str, object] = {}
        for name, text in self._texts().items():
            try:
                values[name] = player_field_value(name, text)
            except ModelError as e:
                return name, str(e)
        if self.tournament is not None:
            player = _player(values)
            for name in values:
                problem = field_problem(self.tournament, player, name)
                if problem is not None:
                    return name, problem
        return None

    def accept(self) -> None:
        """Close only when every detail is right; otherwise mark the field, say what is wrong,
        and keep everything typed."""
        for name in self._texts():
            getattr(self, name).setStyleSheet("")
        found = self._problem()
        if found is None:
            self.problem.clear()
            super().accept()
            return
        name, message = found
        field = getattr(self, name)
        field.setStyleSheet(self.INVALID_STYLE)
        field.setFocus()
        self.problem.setText(message)
        # A message longer than the dialog is wide wraps: the dialog grows to show it whole.
        self.resize(self.width(), max(self.height(), self.heightForWidth(self.width())))

    def player(self) -> Player:
        """The player as entered, with id 0 (the window gives the id); ModelError (a ValueError)
        for a detail that is not a value, such as a FIDE ID that is not a number."""
        return _player({name: player_field_value(name, text)
                        for name, text in self._texts().items()})


def _player(details: dict[str, object]) -> Player:
    """A player (id 0) with these details, by the names of Player's fields (PLAYER_FIELDS),
    each typed as the model holds it (handling.player_field_value)."""
    player = Player(id=0, surname="")
    for name, value in details.items():
        setattr(player, name, value)
    return player
