"""Absences and requested byes announced for rounds not paired yet (C.04.2 D.4): the dialog
that records one, and the line of the rounds page that lists those of the next round."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QSpinBox, QWidget

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import ByeKind, Player, Tournament
from arbiter_gui.core.texts import ROUND
from arbiter_gui.gui.dialogs import ok_cancel_buttons
from arbiter_gui.gui.language import QT_TRANSLATE_NOOP
from arbiter_gui.gui.models import bye_words

# A zero-point bye is the FIDE default for an announced absence (C.04.2 D.4); the others are
# regulation choices the core checks against the tournament's limits.
REQUESTABLE = (ByeKind.ZERO, ByeKind.HALF, ByeKind.FULL)
NO_BYE = QT_TRANSLATE_NOOP("ByeRequestDialog", "no bye: cancel the request")


class ByeRequestDialog(QDialog):
    """The round and the kind of bye for one player; `kind()` None cancels a request."""

    def __init__(self, t: Tournament, player: Player, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Absence or bye: {player}").format(player=player.name))
        self._requests = {r: kind for (p, r), kind in t.requested_byes.items()
                          if p == player.id}
        self.round = QSpinBox()
        self.round.setRange(t.next_round_number, max(t.next_round_number, t.rounds_planned))
        self.kind_box = QComboBox()
        for kind in REQUESTABLE:
            self.kind_box.addItem(bye_words(kind), kind)
        self.kind_box.addItem(self.tr(NO_BYE), None)
        self.current = QLabel()
        self.round.valueChanged.connect(self._show_request)
        form = QFormLayout(self)
        form.addRow(_(ROUND), self.round)
        form.addRow(self.tr("Already recorded"), self.current)
        form.addRow(self.tr("Bye"), self.kind_box)
        form.addRow(ok_cancel_buttons(self))
        self._show_request(self.round.value())

    def _show_request(self, round_no: int) -> None:
        kind = self._requests.get(round_no)
        self.current.setText(bye_words(kind) if kind else self.tr("nothing"))

    def kind(self) -> ByeKind | None:
        data = self.kind_box.currentData()
        return None if data is None else ByeKind(data)


def announced_text(t: Tournament | None) -> str:
    """The players not to be paired in the next round and why, or "" when there are none."""
    if t is None or (t.rounds_planned and t.next_round_number > t.rounds_planned):
        return ""
    round_no = t.next_round_number
    absent = [(p, kind) for p in sorted(t.players, key=lambda p: p.pairing_no)
              if (kind := t.planned_absence(p, round_no)) is not None]
    if not absent:
        return ""
    listed = "; ".join(
        f"{p.pairing_no} {p.name}: "
        + (QCoreApplication.translate("ByeRequestDialog", "withdrawn")
           if t.is_withdrawn(p, round_no) else bye_words(kind))
        for p, kind in absent)
    return QCoreApplication.translate("ByeRequestDialog", "Not to be paired in round {round}:"
                                      " {players}").format(round=round_no, players=listed)
