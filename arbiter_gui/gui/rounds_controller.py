"""The Rounds page: a round's boards, their results typed on the keyboard (the result slip's
symbols), corrections after a later round was paired, and the last round unpaired.

The page's pair button, Why? button and Change pairing menu are the pairing controller's and
the overrides' (given as callables and a menu); each result is one of the arbiter's actions
(core/actions.py) done by the session, which decides whether a change is a correction
(`actions.rounds_resting_on`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMenu,
    QProgressBar,
    QPushButton,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.core import actions, texts
from arbiter_gui.core.actions import Done
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import GameResult, ModelError, Tournament
from arbiter_gui.gui.byes import announced_text
from arbiter_gui.gui.models import GamesModel, result_words
from arbiter_gui.gui.result_entry import compact_rows, select_a_board
from arbiter_gui.gui.round_start import RoundStartDialog, round_start_text
from arbiter_gui.gui.session import Context

translate = QCoreApplication.translate

# The keys an arbiter types on a board's row (the result slip's symbols).
RESULT_KEYS: dict[str, GameResult] = {
    "1": GameResult.WHITE_WINS,
    "0": GameResult.BLACK_WINS,
    "=": GameResult.DRAW,
    "5": GameResult.DRAW,
    "+": GameResult.WHITE_WINS_BY_FORFEIT,
    "-": GameResult.BLACK_WINS_BY_FORFEIT,
    "x": GameResult.DOUBLE_FORFEIT,
    # Beyond the common ones: uneven scores the arbiter awards, and games of less than one
    # move (not rated), typed with the TRF letters W D L from white's side.
    "h": GameResult.WHITE_HALF_BLACK_ZERO,
    "j": GameResult.WHITE_ZERO_BLACK_HALF,
    "b": GameResult.BOTH_LOSE,
    "w": GameResult.WHITE_WINS_UNPLAYED,
    "d": GameResult.DRAW_UNPLAYED,
    "l": GameResult.BLACK_WINS_UNPLAYED,
}
CLEAR_KEYS = (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)
# A game without result marked adjourned (VCL.15, C.04.2 D.1), or no longer.
ADJOURN_KEY = "a"


def result_keys_help() -> str:
    """The tooltip of the round's table: each key and the result it enters."""
    keys = "\n".join(f"{key}   {result.label}   {result_words(result)}"
                     for key, result in RESULT_KEYS.items())
    return "\n".join((translate("RoundsController", "Result keys on a board's row:"), keys,
                      translate("RoundsController", "Delete   clear the result"),
                      translate("RoundsController", "{key}   adjourned, or no longer: a draw for"
                                " pairing purposes only until its result is entered").format(
                                    key=ADJOURN_KEY)))


class GamesView(QTableView):
    """A round's games; a result key on a row emits `result_typed(row, result or None)`, the
    adjourn key `adjourn_typed(row)`."""

    result_typed = Signal(int, object)
    adjourn_typed = Signal(int)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        row = self.currentIndex().row()
        text = event.text().lower()
        if row >= 0 and text in RESULT_KEYS:
            self.result_typed.emit(row, RESULT_KEYS[text])
        elif row >= 0 and text == ADJOURN_KEY:
            self.adjourn_typed.emit(row)
        elif row >= 0 and event.key() in CLEAR_KEYS:
            self.result_typed.emit(row, None)
        else:
            super().keyPressEvent(event)


class RoundsController:
    """The Rounds page over `model` (kept by the window): `pair` and `explain` are the pair and
    Why? buttons' actions, `overrides` the Change pairing menu."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`text` in the window's language (this class is no QObject: its own context)."""
        return translate("RoundsController", text, disambiguation, n)

    def __init__(self, context: Context, model: GamesModel, overrides: QMenu,
                 pair: Callable[[], None], explain: Callable[[], None]) -> None:
        self.context = context
        self.session = context.session
        self.model = model
        self.round_selector = QComboBox()
        self.round_selector.currentIndexChanged.connect(self._show_selected_round)
        self.pair_button = QPushButton(self.tr("Pair next round (F9)"))
        self.pair_button.clicked.connect(lambda: pair())
        self.unpair_button = QPushButton(self.tr("Unpair round"))
        self.unpair_button.clicked.connect(self.ask_unpair_last_round)
        self.pairing_status = QLabel()
        # How the round shown was paired, when the arbiter must know it (pairing server).
        self.round_note = QLabel()
        # When the round shown starts (the printouts' header says it), and where to set it.
        self.round_start = QLabel()
        self.round_start_button = QPushButton(self.tr("Start…"))
        self.round_start_button.setToolTip(self.tr("The date and start time of a round"))
        self.round_start_button.clicked.connect(self.ask_round_start)
        self.games_view = self._games_view(overrides)
        self.results_counter = QLabel()
        self.override_button = QToolButton()
        self.override_button.setText(self.tr("Change pairing"))
        self.override_button.setMenu(overrides)
        self.override_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.why_button = QPushButton(self.tr("Why?"))
        self.why_button.setToolTip(self.tr("The engine's explanation of the selected pair or"
                                           " player"))
        self.why_button.clicked.connect(lambda: explain())
        # The engine works in a worker thread; this moves while it does.
        self.pairing_progress = QProgressBar()
        self.pairing_progress.setRange(0, 0)
        self.pairing_progress.setMaximumWidth(120)
        self.pairing_progress.setVisible(False)
        self.announced = QLabel()
        self.announced.setWordWrap(True)
        self.page = self._page()

    def _games_view(self, overrides: QMenu) -> GamesView:
        view = GamesView()
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        view.verticalHeader().hide()
        view.horizontalHeader().setStretchLastSection(True)
        view.setModel(self.model)
        compact_rows(view)
        # Columns fitted to the contents when the rows are replaced, not at each change of one
        # row (which measures every row again: a keystroke must not cost the size of the round).
        self.model.modelReset.connect(view.resizeColumnsToContents)
        view.result_typed.connect(self._result_typed)
        view.adjourn_typed.connect(self._adjourn_typed)
        view.setToolTip(result_keys_help())
        view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)

        def context_menu(pos: QPoint) -> None:
            overrides.exec(view.viewport().mapToGlobal(pos))

        view.customContextMenuRequested.connect(context_menu)
        return view

    def _page(self) -> QWidget:
        buttons = QHBoxLayout()
        buttons.addWidget(QLabel(_(texts.ROUND)))
        for widget in (self.round_selector, self.round_note, self.round_start,
                       self.round_start_button, self.pair_button,
                       self.unpair_button, self.override_button, self.why_button,
                       self.pairing_status, self.pairing_progress):
            buttons.addWidget(widget)
        buttons.addStretch()
        buttons.addWidget(self.results_counter)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(buttons)
        layout.addWidget(self.games_view)
        layout.addWidget(self.announced)
        return page

    # -- showing ----------------------------------------------------------------------------------

    def show_tournament(self, t: Tournament | None, busy: bool) -> None:
        """Show the rounds of `t`, the round shown kept; the buttons are enabled unless the
        engine is pairing (`busy`)."""
        self.model.set_tournament(t)
        self._refresh_rounds()
        self.announced.setText(announced_text(t))
        self.pair_button.setEnabled(t is not None and not busy)
        self.round_start_button.setEnabled(t is not None and not busy)
        self.unpair_button.setEnabled(bool(t and t.rounds) and not busy)
        self.override_button.setEnabled(bool(t and t.rounds) and not busy)
        self.pairing_status.setText(self.tr("Pairing…") if busy else "")
        self.pairing_progress.setVisible(busy)

    def show_changed(self, done: Done) -> None:
        """Show the boards' rows an action changed and the results counter; the byes announced
        when the players changed."""
        t = self.session.tournament
        for key in done.rows.get("games", {}):
            round_no, position = cast(tuple[int, int], key)  # a game's key: (round, position)
            if t is not None and round_no == self.model.round_no:
                self.model.game_changed(t.round(round_no).games[position])
            elif round_no < self.model.round_no:  # the scores before the round shown
                self.model.refresh()
        if "players" in done.rows:  # a withdrawal, a return, a bye requested
            self.announced.setText(announced_text(t))
        self._count_results()

    def edit_controls(self) -> list[QWidget | QAction]:
        """The controls that change the tournament (disabled on a read-only file)."""
        return [self.pair_button, self.round_start_button, self.unpair_button,
                self.override_button]

    def _refresh_rounds(self) -> None:
        t = self.session.tournament
        count = len(t.rounds) if t else 0
        shown = self.model.round_no
        self.round_selector.blockSignals(True)
        self.round_selector.clear()
        self.round_selector.addItems([str(n) for n in range(1, count + 1)])
        self.round_selector.setCurrentIndex(min(shown, count) - 1 if shown else count - 1)
        self.round_selector.blockSignals(False)
        self._show_selected_round(self.round_selector.currentIndex())

    def _show_round_note(self) -> None:
        """Mark the round shown when the arbiter paired it locally because the tournament's
        pairing server could not be reached (as the log and the pairing sheet do)."""
        t, round_no = self.session.tournament, self.model.round_no
        local = (t is not None and 1 <= round_no <= len(t.rounds)
                 and t.round(round_no).paired_locally)
        self.round_note.setText(self.tr("Paired locally") if local else "")
        self.round_start.setText(round_start_text(t, round_no))
        self.round_note.setToolTip(self.tr(
            "The tournament's pairing server could not be reached: the arbiter confirmed"
            " pairing this round with the program's own engine. The next request to the server"
            " says so.") if local else "")

    def _count_results(self) -> None:
        entered, total = self.model.results_entered()
        self.results_counter.setText(
            self.tr("{entered} of %n result(s)", "", total).format(entered=entered) if total
            else "")

    def select_round(self, round_no: int) -> None:
        self.round_selector.setCurrentIndex(round_no - 1)

    def shown_round(self) -> int | None:
        """The round the round view shows (None before round 1 is paired)."""
        return self.round_selector.currentIndex() + 1 if self.round_selector.count() else None

    def selected_row(self) -> int:
        """The row selected in the round view (-1: none)."""
        return self.games_view.currentIndex().row()

    def _show_selected_round(self, index: int) -> None:
        self.model.show_round(index + 1)
        select_a_board(self.games_view, self.model)
        self._count_results()
        self._show_round_note()

    # -- results ----------------------------------------------------------------------------------

    def set_board_result(self, round_no: int, board: int, result: GameResult | None,
                         reason: str | None = None) -> bool:
        """Enter, change or clear a result; a change after a later round was paired asks for
        the reason (`reason` given: not asked) and is recorded as a correction."""
        t = self.session.tournament
        if t is None:
            return self.session.writable_file() is not None
        try:
            later = actions.rounds_resting_on(t, round_no, board, result)
        except ModelError as e:
            self.context.show_error(str(e))
            return False
        if later:
            return self._correct_result(round_no, board, result, reason, later)
        return self.session.perform(
            actions.SetResult.of(round_no, board, result, self.session.last_arbiter()))

    def _correct_result(self, round_no: int, board: int, result: GameResult | None,
                        reason: str | None, later: list[int]) -> bool:
        """`later`: the rounds paired on the old result (the core's `rounds_resting_on`)."""
        rounds = texts.rounds_span(later[0], later[-1])
        after = (self.tr("round {round} was paired") if len(later) == 1
                 else self.tr("rounds {first}-{last} were paired")).format(
            round=later[0], first=later[0], last=later[-1])
        new = result.label if result else self.tr("no result")
        if reason is None:
            reason = self.ask_correction_reason(
                self.tr("Round {round}, board {board}: the result is changed to {result} after"
                        " {after}. The pairings of {rounds} rest on the old result; they"
                        " stay as they are, and the checker will show them as affected.\n\n"
                        "Why is the result corrected? (logged)").format(
                    round=round_no, board=board, result=new, after=after, rounds=rounds))
            if reason is None:
                return False
        return self.session.perform(
            actions.CorrectResult(round_no, board, result, reason, self.session.last_arbiter()))

    def ask_correction_reason(self, question: str) -> str | None:
        """The reason typed for a late correction; None when cancelled."""
        text, ok = QInputDialog.getMultiLineText(self.context.parent,
                                                 self.tr("Correct a result"), question)
        return text if ok else None

    def _result_typed(self, row: int, result: GameResult | None) -> None:
        game = self.model.game_at(row)
        t = self.session.tournament
        if game is None or t is None:
            return  # a bye has no result
        round_no = self.model.round_no
        # A correction after a later round was paired asks for a reason instead.
        later_paired = bool(actions.rounds_resting_on(t, round_no, game.board, result))
        if (result is not None and game.has_result and game.result is not result
                and not later_paired):
            # A key typed on a board already scored (the last board, or a slip) must not
            # silently replace its result.
            shown = game.result.label if game.result else f"{game.white_result}:{game.black_result}"
            if not self.context.ask_yes_no(self.tr(
                    "Round {round}, board {board} already has the result {result}. Replace it"
                    " with {new}?").format(round=round_no, board=game.board, result=shown,
                                          new=result.label)):
                return
        # Delete clears and stays on the board, so that the next key scores the same board.
        if self.set_board_result(round_no, game.board, result) and result is not None:
            # The next board still without a result, after this one (then from board 1).
            row = self.model.next_row_without_result(
                row, min(row + 1, len(self.model.games) - 1))
        self.games_view.setCurrentIndex(self.model.index(row, GamesModel.RESULT_COLUMN))

    def _adjourn_typed(self, row: int) -> None:
        """Mark the board adjourned, or no longer (the core refuses a game with a result, and
        a change once the next round is paired on it)."""
        game = self.model.game_at(row)
        if game is None:
            return  # a bye is no game
        self.session.perform(actions.AdjournGame(self.model.round_no, game.board,
                                                 not game.adjourned, self.session.last_arbiter()))

    # -- the round's start ------------------------------------------------------------------------

    def ask_round_start(self) -> bool:
        """Ask the date and start time of a round (the round shown, else the first)."""
        t = self.session.tournament
        if t is None:
            return False
        dialog = RoundStartDialog(t, max(1, self.model.round_no), self.context.parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        return self.set_round_start(dialog.round.value(), dialog.date.text(),
                                    dialog.time.text())

    def set_round_start(self, round_no: int, date: str, time: str) -> bool:
        """Set when round `round_no` starts (core/schedule.py checks the date and time)."""
        return self.session.perform(actions.SetRoundStart(round_no, date, time,
                                                          self.session.last_arbiter()))

    # -- unpairing --------------------------------------------------------------------------------

    def ask_unpair_last_round(self) -> bool:
        """The Unpair button: asks first, as the round's pairing, perhaps
        already printed and announced, goes."""
        t = self.session.tournament
        last = len(t.rounds) if t else 0
        if not last or not self.context.ask_yes_no(self.tr(
                "Unpair round {round}? Its pairing is removed (Undo puts it back); the requested"
                " byes, late entries and withdrawals stay recorded.").format(round=last)):
            return False
        return self.unpair_last_round()

    def unpair_last_round(self) -> bool:
        t = self.session.tournament
        last = len(t.rounds) if t else 0
        return self.session.perform(actions.UnpairRound(last, self.session.last_arbiter()))
