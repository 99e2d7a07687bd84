"""The arbiter's manual changes of a pairing in the round view (menu, context menu, button):
each asks in a dialog which players or board, a written justification and the arbiter's name
(OK stays disabled until both are given); a change that would break an absolute criterion is
confirmed a second time with the criterion named; then the change is an action of
core/actions.py (ChangePairing) done by the session's `perform`: one transaction with its record,
worded by the core, and one undo step.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from datetime import UTC, datetime

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QWidget,
)

from arbiter_gui.core import overrides
from arbiter_gui.core.actions import ChangePairing
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import ByeKind, ModelError, Round, Tournament
from arbiter_gui.core.texts import ARBITER, BLACK, JUSTIFICATION, WHITE, bye_name
from arbiter_gui.gui.models import GamesModel
from arbiter_gui.gui.session import Context

# A choice in a dialog: its label, the items (text shown, player id or board), the preselected.
Choice = tuple[str, list[tuple[str, int]], int | None]
translate = QCoreApplication.translate


class OverrideDialog(QDialog):
    """Which players or board, why, and who decides."""

    def __init__(self, title: str, explanation: str, choices: list[Choice], arbiter: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        form = QFormLayout(self)
        text = QLabel(explanation)
        text.setWordWrap(True)
        form.addRow(text)
        self.combos: list[QComboBox] = []
        for label, items, selected in choices:
            combo = QComboBox()
            for item_text, value in items:
                combo.addItem(item_text, value)
            if selected is not None and combo.findData(selected) >= 0:
                combo.setCurrentIndex(combo.findData(selected))
            form.addRow(label, combo)
            self.combos.append(combo)
        self.justification = QPlainTextEdit()
        self.justification.setPlaceholderText(self.tr("Why the pairing is changed (required; it"
                                                      " is logged and printed)"))
        self.arbiter = QLineEdit(arbiter)
        self.arbiter.setPlaceholderText(self.tr("The arbiter who decides (required)"))
        form.addRow(_(JUSTIFICATION), self.justification)
        form.addRow(_(ARBITER), self.arbiter)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.justification.textChanged.connect(self._update)
        self.arbiter.textChanged.connect(self._update)
        self._update()

    def _update(self) -> None:
        self.ok_button.setEnabled(bool(self.justification.toPlainText().strip())
                                  and bool(self.arbiter.text().strip()))

    def values(self) -> list[int]:
        return [combo.currentData() for combo in self.combos]

    def reasons(self) -> tuple[str, str]:
        return self.justification.toPlainText().strip(), self.arbiter.text().strip()


def confirm_violations(parent: QWidget, violations: Sequence[str]) -> bool:
    """The second confirmation: the absolute criteria the change breaks, for whom."""
    box = QMessageBox(
        QMessageBox.Icon.Warning, translate("PairingOverrides", "Absolute criterion broken"),
        translate("PairingOverrides", "This change breaks an absolute criterion of the pairing"
                  " rules:") + "\n\n" + "\n".join(violations) + "\n\n"
        + translate("PairingOverrides", "Apply it all the same?"),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent)
    box.button(QMessageBox.StandardButton.Yes).setText(
        translate("PairingOverrides", "Apply all the same"))
    box.button(QMessageBox.StandardButton.No).setText(translate("PairingOverrides", "Cancel"))
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes


class PairingOverrides:
    """The six override actions of the round view (over `model`, the round shown, and
    `selected_row`, the row selected in it), and their flow."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`text` in the window's language (this class is no QObject: its own context)."""
        return translate("PairingOverrides", text, disambiguation, n)

    def __init__(self, context: Context, model: GamesModel,
                 selected_row: Callable[[], int]) -> None:
        self.context = context
        self.session = context.session
        self.model = model
        self._selected_row = selected_row
        self.menu = QMenu(self.tr("&Change pairing"), context.parent)
        entries: list[tuple[str, Callable[[], bool]]] = [
            (self.tr("E&xchange opponents…"), self.ask_exchange_opponents),
            (self.tr("&Swap colours…"), self.ask_swap_colours),
            (self.tr("&Make pair…"), self.ask_make_pair),
            (self.tr("&Break pair…"), self.ask_break_pair),
            (self.tr("&Give bye…"), self.ask_give_bye),
            (self.tr("&Take bye…"), self.ask_take_bye),
        ]
        self.actions: list[QAction] = []
        for text, slot in entries:
            action = self.menu.addAction(text)
            action.triggered.connect(lambda _=False, ask=slot: ask())
            self.actions.append(action)

    def set_enabled(self, enabled: bool) -> None:
        self.menu.setEnabled(enabled)
        for action in self.actions:
            action.setEnabled(enabled)

    # -- what the shown round holds ---------------------------------------------------------------

    def _shown_round(self) -> Round | None:
        t, round_no = self.session.tournament, self.model.round_no
        if t is None or not 1 <= round_no <= len(t.rounds):
            self.context.show_error(self.tr("No round is shown; pair a round first"))
            return None
        return t.round(round_no)

    def _tournament(self) -> Tournament:
        """The tournament open (a round is shown: `_shown_round` found one)."""
        t = self.session.tournament
        assert t is not None
        return t

    def _selected_players(self) -> tuple[int, ...]:
        return self.model.players_at(self._selected_row())

    def _player_item(self, rnd: Round, player_id: int) -> tuple[str, int]:
        t = self._tournament()
        player = t.player(player_id)
        game = rnd.game_of(player_id)
        if game is not None:
            where = (self.tr("board {board}, white") if game.white == player_id
                     else self.tr("board {board}, black")).format(board=game.board)
        elif rnd.byes.get(player_id) is ByeKind.PAB:
            where = bye_name(ByeKind.PAB)  # the core's word (core.texts)
        else:
            where = self.tr("not paired")
        return f"{player.pairing_no}  {player.name}  — {where}", player_id

    def _board_items(self, rnd: Round) -> list[tuple[str, int]]:
        t = self._tournament()
        return [(f"{g.board}:  {t.player(g.white).name} - {t.player(g.black).name}", g.board)
                for g in sorted(rnd.games, key=lambda g: g.board)
                if g.white_result is None and g.black_result is None]

    def _selected_board(self, rnd: Round) -> int | None:
        game = self.model.game_at(self._selected_row())
        return game.board if game is not None else None

    # -- the actions ------------------------------------------------------------------------------

    def ask_exchange_opponents(self) -> bool:
        rnd = self._shown_round()
        if rnd is None:
            return False
        t = self._tournament()
        ids = [g.white for g in rnd.games] + [g.black for g in rnd.games]
        ids += [p for p, kind in rnd.byes.items() if kind is ByeKind.PAB]
        items = [self._player_item(rnd, p) for p in sorted(ids, key=lambda p:
                                                            t.player(p).pairing_no)]
        selected = self._selected_players()
        return self._run(
            self.tr("Exchange opponents"),
            self.tr("The two players keep their colours; their opponents change places. The"
                    " pairing-allocated bye counts as an opponent.") + " "
            + overrides.board_order_note(rnd),
            [(self.tr("First player"), items, selected[0] if selected else None),
             (self.tr("Second player"), items, None)], rnd.number,
            overrides.EXCHANGE_OPPONENTS)

    def ask_swap_colours(self) -> bool:
        return self._ask_board(self.tr("Swap colours"),
                               self.tr("White and black of the board change places."),
                               overrides.SWAP_COLOURS)

    def ask_break_pair(self) -> bool:
        return self._ask_board(self.tr("Break pair"),
                               self.tr("The board's two players go on the list of players to"
                                       " pair (make pair or give bye)."),
                               overrides.BREAK_PAIR)

    def _ask_board(self, title: str, explanation: str, change: str) -> bool:
        rnd = self._shown_round()
        if rnd is None:
            return False
        items = self._board_items(rnd)
        if not items:
            self.context.show_error(self.tr("Round {round}: every board has a result; clear the"
                                           " result of the board to change first").format(
                round=rnd.number))
            return False
        return self._run(title, explanation,
                         [(self.tr("Board"), items, self._selected_board(rnd))], rnd.number,
                         change)

    def _unpaired_items(self, rnd: Round, needed: int) -> list[tuple[str, int]] | None:
        players = overrides.unpaired_players(self._tournament(), rnd.number)
        if len(players) < needed:
            self.context.show_error(
                (self.tr("Round {round}: no player is left unpaired; break a pair or take the"
                         " bye first") if not players
                 else self.tr("Round {round}: one player is left unpaired; break a pair or take"
                              " the bye first")).format(round=rnd.number))
            return None
        return [self._player_item(rnd, p.id) for p in players]

    def ask_make_pair(self) -> bool:
        rnd = self._shown_round()
        items = self._unpaired_items(rnd, 2) if rnd else None
        if rnd is None or items is None:
            return False
        return self._run(self.tr("Make pair"), self.tr("Pair two of the players left unpaired."),
                         [(_(WHITE), items, items[0][1]),
                          (_(BLACK), items, items[1][1])],
                         rnd.number,
                         overrides.MAKE_PAIR)

    def ask_give_bye(self) -> bool:
        rnd = self._shown_round()
        items = self._unpaired_items(rnd, 1) if rnd else None
        if rnd is None or items is None:
            return False
        return self._run(self.tr("Give bye"),
                         self.tr("Give the pairing-allocated bye to a player left unpaired."),
                         [(self.tr("Player"), items, None)], rnd.number,
                         overrides.GIVE_BYE)

    def ask_take_bye(self) -> bool:
        rnd = self._shown_round()
        if rnd is None:
            return False
        try:
            holder = overrides.bye_to_take(rnd)
        except ModelError as e:
            self.context.show_error(str(e))
            return False
        name = self._tournament().player(holder).name
        return self._run(self.tr("Take bye"),
                         self.tr("{player} loses the pairing-allocated bye and goes on the list"
                                 " of players to pair.").format(player=name), [], rnd.number,
                         overrides.TAKE_BYE)

    # -- the flow ---------------------------------------------------------------------------------

    def _run(self, title: str, explanation: str, choices: list[Choice], round_no: int,
             change: str) -> bool:
        """Ask which players or board, why and who; then make the `change` (one of overrides'
        EXCHANGE_OPPONENTS ... TAKE_BYE) with the values chosen, in the order asked."""
        dialog = OverrideDialog(self.tr("{action} — round {round}").format(action=title,
                                                                           round=round_no),
                                explanation, choices,
                                self.session.last_arbiter(), self.context.parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        justification, arbiter = dialog.reasons()
        # One time for the trial and the change, so the record and the override agree.
        action = ChangePairing(round_no, change, tuple(dialog.values()), justification,
                               arbiter, datetime.now(UTC).isoformat(timespec="seconds"))
        return self.apply(action)

    def apply(self, action: ChangePairing) -> bool:
        """Try the change on a copy; confirm the absolute criteria it breaks; do it as one
        action with its record. Refused or cancelled: nothing changes."""
        try:
            violations = action.violations_introduced(self._tournament())
        except ModelError as e:
            self.context.show_error(str(e))
            return False
        if violations and not self.confirm(violations):
            return False
        return self.session.perform(
            dataclasses.replace(action, violations=tuple(violations)))

    def confirm(self, violations: Sequence[str]) -> bool:
        return confirm_violations(self.context.parent, violations)
