"""When a round starts: the small dialog of the rounds page that sets a round's date and start
time (the core checks them: core/schedule.py), and the words that show it beside the round."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFormLayout, QLineEdit, QSpinBox, QWidget

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import Tournament
from arbiter_gui.core.texts import ROUND
from arbiter_gui.gui.dialogs import ok_cancel_buttons

translate = QCoreApplication.translate


def round_start_text(t: Tournament | None, round_no: int) -> str:
    """"starts 2026/04/05 15:00" for the rounds page; "" when neither is set."""
    if t is None or round_no < 1:
        return ""
    when = " ".join(value for value in (t.round_dates.get(round_no, ""),
                                        t.round_times.get(round_no, "")) if value)
    return translate("RoundStartDialog", "starts {when}").format(when=when) if when else ""


class RoundStartDialog(QDialog):
    """A round's date and start time, as typed; empty fields remove them."""

    def __init__(self, t: Tournament, round_no: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tournament = t
        self.setWindowTitle(self.tr("Start of a round"))
        self.round = QSpinBox()
        self.round.setRange(1, max(1, t.rounds_planned, len(t.rounds)))
        self.date = QLineEdit()
        self.date.setPlaceholderText(self.tr("YYYY/MM/DD"))
        self.time = QLineEdit()
        self.time.setPlaceholderText(self.tr("HH:MM"))
        self.time.setToolTip(self.tr("The time the round starts, on the 24-hour clock; the"
                                     " pairing sheet, the result slips and the wall sheet print"
                                     " it in their header"))
        form = QFormLayout(self)
        form.addRow(_(ROUND), self.round)
        form.addRow(self.tr("Date"), self.date)
        form.addRow(self.tr("Start time"), self.time)
        form.addRow(ok_cancel_buttons(self))
        self.round.valueChanged.connect(self._show_round)
        self.round.setValue(round_no)
        self._show_round(self.round.value())
        self.time.setFocus()

    def _show_round(self, round_no: int) -> None:
        self.date.setText(self.tournament.round_dates.get(round_no, ""))
        self.time.setText(self.tournament.round_times.get(round_no, ""))
