"""The main window: tournament file menu, players, rounds with result entry, standings.

Every change is one of the arbiter's actions, a value of core/actions.py done by
`TournamentFile.perform` as one transaction with its journal record (worded by the core, never
by the window), which writes only the rows it changes; the window then shows what changed (a
result: the board's row, the results counter, the log's new record; standings and cross table
are computed when shown). A refused action shows the core's message and changes nothing.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QThreadPool, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeyEvent,
    QKeySequence,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.client.pairing_server import ServerAnswer, final_file_due, is_paired_by_server
from arbiter_gui.core import actions, i18n, overrides
from arbiter_gui.core.actions import Done
from arbiter_gui.core.model import (
    GameResult,
    ModelError,
    Tournament,
)
from arbiter_gui.core.store import StoreError, TournamentFile
from arbiter_gui.core.tiebreak import RECOMMENDED_SWISS_TIEBREAKS
from arbiter_gui.core.trf import TrfError, read_trf, read_trf_report, save_trf
from arbiter_gui.gui import fonts, language, recent, window_state
from arbiter_gui.gui.byes import announced_text
from arbiter_gui.gui.dialogs import NewTournamentDialog
from arbiter_gui.gui.file_actions import FileActions, FileContext
from arbiter_gui.gui.log_view import LogView
from arbiter_gui.gui.models import GamesModel, result_words
from arbiter_gui.gui.override_dialogs import PairingOverrides
from arbiter_gui.gui.players_controller import PlayersController
from arbiter_gui.gui.players_view import PlayersModel
from arbiter_gui.gui.printing import Printing
from arbiter_gui.gui.read_only import show_read_only
from arbiter_gui.gui.result_entry import compact_rows, select_a_board
from arbiter_gui.gui.session import Context, Session
from arbiter_gui.gui.settings_view import SettingsView
from arbiter_gui.gui.standings_view import CrossTableModel, RankedPage, StandingsModel
from arbiter_gui.gui.trf_import import TrfImportPreview
from arbiter_gui.gui.why_dialog import WhyDialog
from arbiter_gui.gui.worker import ExplainJob, FinalFileJob, PairingJob, ServerPairingJob
from arbiter_gui.pairing.engine import announced_round_as_requests, correction_notes
from arbiter_gui.pairing.explain import bye_explanation
from arbiter_gui.pairing.swiss import PairingResult

FILE_SUFFIX = ".arbiter"
translate = QCoreApplication.translate


def file_filter() -> str:
    return translate("MainWindow", "arbiter-gui tournament (*{suffix})").format(
        suffix=FILE_SUFFIX)


def trf_filter() -> str:
    return translate("MainWindow", "TRF (*.trf *.txt);;All files (*)")


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


def result_keys_help() -> str:
    """The tooltip of the round's table: each key and the result it enters."""
    keys = "\n".join(f"{key}   {result.label}   {result_words(result)}"
                     for key, result in RESULT_KEYS.items())
    return "\n".join((translate("MainWindow", "Result keys on a board's row:"), keys,
                      translate("MainWindow", "Delete   clear the result")))

CLEAR_KEYS = (Qt.Key.Key_Delete, Qt.Key.Key_Backspace)


class GamesView(QTableView):
    """A round's games; a result key on a row emits `result_typed(row, result or None)`."""

    result_typed = Signal(int, object)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        row = self.currentIndex().row()
        text = event.text().lower()
        if row >= 0 and text in RESULT_KEYS:
            self.result_typed.emit(row, RESULT_KEYS[text])
        elif row >= 0 and event.key() in CLEAR_KEYS:
            self.result_typed.emit(row, None)
        else:
            super().keyPressEvent(event)


def _table(view: QTableView) -> QTableView:
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().hide()
    view.horizontalHeader().setStretchLastSection(True)
    return view


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        # The language chosen (or the system's) unless the application installed one already.
        language.ensure_installed()
        fonts.ensure_installed()  # names in any script, as on paper
        # Through lambdas: show_error is looked up at each call (tests replace it).
        self.session = Session(lambda message: self.show_error(message), self)
        self.session.opened.connect(self._opened)
        self.session.refused.connect(self._refresh)
        self.session.changed.connect(self._show_done)
        self.pairing_job: PairingJob | ServerPairingJob | FinalFileJob | None = None
        # The engine's checklist of each round paired in this session, with the pairing
        # numbers it used (player id -> number) and where it comes from; other rounds' are
        # re-derived (ExplainJob).
        self.explanations: dict[int, tuple[str, dict[int, int], str]] = {}
        self.why_dialog: WhyDialog | None = None
        self.players_model = PlayersModel()
        self.games_model = GamesModel()
        self.standings_model = StandingsModel()
        self.cross_table_model = CrossTableModel()
        self._stale_pages: set[RankedPage] = set()  # ranked pages to compute when shown
        # Queued: the table is reset by the edit, which must not happen inside its own setData.
        self.players_model.edit_requested.connect(self._edit_requested,
                                                  Qt.ConnectionType.QueuedConnection)
        self._build()
        window_state.restore(self, self._headers())
        # Not a remembered sort.
        self.players.page.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)

    # -- building ---------------------------------------------------------------------------------

    def _build(self) -> None:
        """The pages and menus in the language installed, over the models (which hold the
        tournament shown: building again loses nothing)."""
        self.context = Context(self.session, self, lambda message: self.show_error(message),
                               lambda question: self.ask_yes_no(question),
                               self.statusBar().showMessage)
        self.override_actions = PairingOverrides(self)
        self.log_view = LogView()
        self.tabs = QTabWidget()
        # Through a lambda: show_error is looked up at each call (tests replace it).
        # A settings page's action is the last arbiter's, as the others.
        self.settings_view = SettingsView(
            lambda action: self.session.perform(dataclasses.replace(
                action, author=self.session.last_arbiter())),
            lambda message: self.show_error(message))
        self.tabs.addTab(self.settings_view, self.tr("Settings"))
        self.players = PlayersController(self.context, self.players_model)
        self.tabs.addTab(self.players.page, self.tr("Players"))
        self.rounds_page = self._rounds_tab()
        self.tabs.addTab(self.rounds_page, self.tr("Rounds"))
        self.standings_page = RankedPage(self.standings_model)
        self.tabs.addTab(self.standings_page, self.tr("Standings"))
        self.cross_table_page = RankedPage(self.cross_table_model)
        self.tabs.addTab(self.cross_table_page, self.tr("Cross table"))
        self.tabs.addTab(self.log_view, self.tr("Log"))
        # Standings and cross table are computed when shown (a result marks them out of date).
        self.tabs.currentChanged.connect(lambda _index: self._show_ranked_page())
        self.setCentralWidget(self.tabs)
        self.menuBar().clear()
        self._menu()
        self._refresh()

    def change_language(self, code: str) -> bool:
        """Speak `code` at once (window, messages, printouts) and from the next start: the
        pages and menus are built again over the same models, the tab shown, the column widths
        and the undo history kept. Refused while the engine or a rating list import runs."""
        if self.pairing_job is not None or self.players.imports.job is not None:
            self.show_error(self.tr("The language changes once the pairing engine or the rating"
                                    " list import has finished"))
            return False
        language.install(code)
        language.save_language(code)
        tab = self.tabs.currentIndex()
        columns = {name: header.saveState() for name, header in self._headers().items()}
        letter = self.printing.letter.isChecked()
        if self.why_dialog is not None:
            self.why_dialog.close()
            self.why_dialog = None
        self.explanations.clear()  # in the old language: derived again when asked for
        # The old menus and actions go, so that no shortcut is left twice.
        replaced = [*(a.menu() for a in self.menuBar().actions() if a.menu() is not None),
                    *self.file_actions, self.pair_action, self.undo_action, self.redo_action,
                    self.language_group]
        self._build()
        for old in replaced:
            old.deleteLater()
        for name, header in self._headers().items():
            header.restoreState(columns[name])
        self.printing.letter.setChecked(letter)
        self.tabs.setCurrentIndex(tab)
        return True

    def _headers(self) -> dict[str, QHeaderView]:
        """The tables whose column widths are remembered (window_state)."""
        return {"players": self.players.page.table.horizontalHeader(),
                "log": self.log_view.table.horizontalHeader()}

    def _action(self, text: str, slot: Callable[[], object],
                shortcut: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(text, self)
        action.triggered.connect(lambda: slot())
        if shortcut is not None:
            action.setShortcut(shortcut)
        return action

    def _menu(self) -> None:
        menu = self.menuBar().addMenu(self.tr("&File"))
        keys = QKeySequence.StandardKey
        self.file_actions = [
            self._action(self.tr("&New tournament…"), self.ask_new_tournament, keys.New),
            self._action(self.tr("&Open…"), self.ask_open, keys.Open),
            self._action(self.tr("&Import TRF…"), self.ask_import_trf),
            self._action(self.tr("&Export TRF…"), self.ask_export_trf),
        ]
        menu.addActions(self.file_actions[:2])
        self.recent_menu = menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.file_copies = FileActions(FileContext(
            self, lambda: self.file, self.open_file, lambda message: self.show_error(message),
            self.statusBar().showMessage, FILE_SUFFIX, file_filter))
        menu.addActions(self.file_copies.actions)
        menu.addActions(self.file_actions[2:])
        self.file_actions += [*self.file_copies.actions, self.file_copies.folder_action]
        menu.addSeparator()
        menu.addAction(self._action(self.tr("&Quit"), self.close, keys.Quit))
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self.session.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.redo_action = self.session.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addActions([self.undo_action, self.redo_action])
        rounds = self.menuBar().addMenu(self.tr("&Round"))
        # From any tab: the daily path is F9, the results on the keyboard, Ctrl+P.
        self.pair_action = self._action(self.tr("&Pair next round"), self.pair_next_round,
                                        QKeySequence(Qt.Key.Key_F9))
        rounds.addAction(self.pair_action)
        self.menuBar().addMenu(self.override_actions.menu)
        self.printing = Printing(self)
        self.menuBar().addMenu(self.printing.menu)
        self.menuBar().addMenu(self.players.imports.menu)
        self._preferences_menu()

    def _preferences_menu(self) -> None:
        """The languages, each named in itself (an arbiter lost in a foreign language finds
        his own)."""
        preferences = self.menuBar().addMenu(self.tr("Prefere&nces"))
        preferences.addAction(self.file_copies.folder_action)
        languages = preferences.addMenu(self.tr("&Language"))
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, name in i18n.LANGUAGES.items():
            action = languages.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == language.installed())
            action.triggered.connect(lambda _=False, code=code: self.change_language(code))
            self.language_group.addAction(action)
            self.language_actions[code] = action

    def _edit_requested(self, player_id: int, field: str, text: str) -> None:
        self.players.edit_player(player_id, field, text)

    def _rounds_tab(self) -> QWidget:
        self.round_selector = QComboBox()
        self.round_selector.currentIndexChanged.connect(self._show_selected_round)
        self.pair_button = QPushButton(self.tr("Pair next round (F9)"))
        self.pair_button.clicked.connect(self.pair_next_round)
        self.unpair_button = QPushButton(self.tr("Unpair round"))
        self.unpair_button.clicked.connect(self.ask_unpair_last_round)
        self.pairing_status = QLabel()
        # How the round shown was paired, when the arbiter must know it (pairing server).
        self.round_note = QLabel()
        self.games_view = _table(GamesView())
        self.games_view.setModel(self.games_model)
        compact_rows(self.games_view)
        # Columns fitted to the contents when the rows are replaced, not at each change of one
        # row (which measures every row again: a keystroke must not cost the size of the round).
        self.games_model.modelReset.connect(self.games_view.resizeColumnsToContents)
        self.games_view.result_typed.connect(self._result_typed)
        self.games_view.setToolTip(result_keys_help())
        self.results_counter = QLabel()
        self.games_view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.games_view.customContextMenuRequested.connect(
            lambda pos: self.override_actions.menu.exec(
                self.games_view.viewport().mapToGlobal(pos)))
        self.override_button = QToolButton()
        self.override_button.setText(self.tr("Change pairing"))
        self.override_button.setMenu(self.override_actions.menu)
        self.override_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        buttons = QHBoxLayout()
        buttons.addWidget(QLabel(self.tr("Round")))
        buttons.addWidget(self.round_selector)
        buttons.addWidget(self.round_note)
        buttons.addWidget(self.pair_button)
        buttons.addWidget(self.unpair_button)
        buttons.addWidget(self.override_button)
        self.why_button = QPushButton(self.tr("Why?"))
        self.why_button.setToolTip(self.tr("The engine's explanation of the selected pair or"
                                           " player"))
        self.why_button.clicked.connect(self.explain_selected)
        buttons.addWidget(self.why_button)
        buttons.addWidget(self.pairing_status)
        # The engine works in a worker thread; this moves while it does.
        self.pairing_progress = QProgressBar()
        self.pairing_progress.setRange(0, 0)
        self.pairing_progress.setMaximumWidth(120)
        self.pairing_progress.setVisible(False)
        buttons.addWidget(self.pairing_progress)
        buttons.addStretch()
        buttons.addWidget(self.results_counter)
        page = self._page(buttons, self.games_view)
        self.announced = QLabel()
        self.announced.setWordWrap(True)
        page.layout().addWidget(self.announced)
        return page

    @staticmethod
    def _page(buttons: QHBoxLayout, view: QTableView) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(buttons)
        layout.addWidget(view)
        return page

    # -- state ------------------------------------------------------------------------------------

    @property
    def file(self) -> TournamentFile | None:
        return self.session.file

    @property
    def tournament(self) -> Tournament | None:
        return self.session.tournament

    def _refresh(self) -> None:
        """Show the tournament as it now is: title, tables, round list, enabled actions."""
        t = self.tournament
        self._stale_pages = {self.standings_page, self.cross_table_page}
        self._show_ranked_page()
        self.games_model.set_tournament(t)
        self.settings_view.set_tournament(t)
        if t is not None:
            # An unpaired (or undone) round loses its explanation; a new pairing brings its own.
            for round_no in [r for r in self.explanations if r > len(t.rounds)]:
                del self.explanations[round_no]
        self._refresh_rounds()
        pairing = self.pairing_job is not None
        self.players.show_tournament(t, pairing)
        self.announced.setText(announced_text(t))
        self.pair_button.setEnabled(t is not None and not pairing)
        self.pair_action.setEnabled(t is not None and not pairing)
        self.unpair_button.setEnabled(bool(t and t.rounds) and not pairing)
        self.override_actions.set_enabled(bool(t and t.rounds) and not pairing)
        self.override_button.setEnabled(bool(t and t.rounds) and not pairing)
        self.log_view.show_file(self.file)
        self.pairing_status.setText(self.tr("Pairing…") if pairing else "")
        self.pairing_progress.setVisible(pairing)
        self._show_title()

    def _show_ranked_page(self) -> None:
        """Compute the standings or the cross table if it is the page shown and out of date;
        the other waits until it is shown."""
        page = self.tabs.currentWidget()
        if page in self._stale_pages:
            self._stale_pages.discard(page)
            page.show_tournament(self.tournament)
        for stale in self._stale_pages:
            stale.model.mark_stale(self.tournament)

    def _show_title(self) -> None:
        t = self.tournament
        if t is None:
            self.setWindowTitle("arbiter-gui")
        else:
            played = (self.tr("round {played} of {planned}") if t.rounds_planned
                      else self.tr("round {played}")).format(played=len(t.rounds),
                                                             planned=t.rounds_planned)
            # Read-only: the file's place cannot be written, or another copy holds the file.
            read_only = self.tr(" — READ-ONLY") if self.session.shown_read_only else ""
            log_state = f" — {self.file.journal_check.summary()}"
            self.setWindowTitle(f"{t.name or self.file.path.stem} — {played}"
                                f"{read_only}{log_state} — arbiter-gui")
        show_read_only(self.session.shown_read_only,
                       *self._edit_controls(), [self.players.page.table])

    def _edit_controls(self) -> tuple[list[QWidget | QAction], list[QWidget | QAction]]:
        """The controls that change the tournament, all disabled on a read-only file: those
        `_refresh` enables, and those enabled whenever the file can be written."""
        players, players_writable = self.players.edit_controls()
        return ([*players, self.pair_button, self.pair_action,
                 self.unpair_button, self.override_button, *self.override_actions.menu.actions()],
                [*players_writable, self.settings_view.widget()])

    def _refresh_rounds(self) -> None:
        t = self.tournament
        count = len(t.rounds) if t else 0
        shown = self.games_model.round_no
        self.round_selector.blockSignals(True)
        self.round_selector.clear()
        self.round_selector.addItems([str(n) for n in range(1, count + 1)])
        self.round_selector.setCurrentIndex(min(shown, count) - 1 if shown else count - 1)
        self.round_selector.blockSignals(False)
        self._show_selected_round(self.round_selector.currentIndex())

    def _show_round_note(self) -> None:
        """Mark the round shown when the arbiter paired it locally because the tournament's
        pairing server could not be reached (as the log and the pairing sheet do)."""
        t, round_no = self.tournament, self.games_model.round_no
        local = (t is not None and 1 <= round_no <= len(t.rounds)
                 and t.round(round_no).paired_locally)
        self.round_note.setText(self.tr("Paired locally") if local else "")
        self.round_note.setToolTip(self.tr(
            "The tournament's pairing server could not be reached: the arbiter confirmed"
            " pairing this round with the program's own engine. The next request to the server"
            " says so.") if local else "")

    def _count_results(self) -> None:
        entered, total = self.games_model.results_entered()
        self.results_counter.setText(
            self.tr("{entered} of %n result(s)", "", total).format(entered=entered) if total
            else "")

    def show_round(self, round_no: int) -> None:
        """Show a round just paired, ready for its results."""
        self.round_selector.setCurrentIndex(round_no - 1)
        self.tabs.setCurrentWidget(self.rounds_page)
        self.games_view.setFocus()

    def shown_round(self) -> int | None:
        """The round the round view shows (None before round 1 is paired)."""
        return self.round_selector.currentIndex() + 1 if self.round_selector.count() else None

    def _show_selected_round(self, index: int) -> None:
        self.games_model.show_round(index + 1)
        select_a_board(self.games_view, self.games_model)
        self._count_results()
        self._show_round_note()

    def show_error(self, message: str) -> None:
        QMessageBox.warning(self, "arbiter-gui", message)

    def ask_yes_no(self, question: str) -> bool:
        answer = QMessageBox.question(self, "arbiter-gui", question)
        return answer == QMessageBox.StandardButton.Yes

    def _show_done(self, done: Done) -> None:
        """Show what an action changed: its boards' rows, the results counter, the log's new
        record and the title; the standings and cross table when they are shown. An action
        that gave whole tables (a round paired, a player registered) shows all again."""
        if done.tables:
            self._refresh()
            return
        for round_no, position in done.rows.get("games", {}):
            if round_no == self.games_model.round_no:
                self.games_model.game_changed(self.tournament.round(round_no).games[position])
            elif round_no < self.games_model.round_no:  # the scores before the round shown
                self.games_model.refresh()
        if "players" in done.rows:  # a withdrawal, a return, a bye requested
            self.players.show_changed()
            self.announced.setText(announced_text(self.tournament))
        self._count_results()
        self.log_view.show_file(self.file)
        self._stale_pages = {self.standings_page, self.cross_table_page}
        self._show_ranked_page()
        self._show_title()

    # -- file -------------------------------------------------------------------------------------

    def _lock(self, path: Path) -> QLockFile | None:
        """Hold the lock beside the tournament file, or None when another copy of the program
        holds it (SQLite cannot tell that another connection is open: only the first change
        would fail)."""
        lock = QLockFile(f"{path}.lock")
        lock.setStaleLockTime(0)  # a lock is stale only when its process is gone (kill -9)
        return lock if lock.tryLock(0) else None

    def _holder(self, path: Path) -> str:
        info = QLockFile(f"{path}.lock").getLockInfo()  # (pid, host, application) when known
        return (self.tr(" (process {process} on {host})").format(process=info[0], host=info[1])
                if isinstance(info, tuple) else "")

    def _set_file(self, file: TournamentFile) -> bool:
        """Show `file`; if another copy of the program has it open, say so at once and offer
        to open it read-only (False, and the file closed, when the arbiter declines)."""
        # A file opened read-only (a read-only place) takes no lock: nothing is written there.
        # The file this window holds already keeps its lock: ours is not another copy's.
        session = self.session
        own = (session.file_lock if session.file is not None and session.file_lock is not None
               and session.file.path.resolve() == file.path.resolve() else None)
        lock = None if file.read_only else own or self._lock(file.path)
        held_elsewhere = lock is None and not file.read_only
        if held_elsewhere and not self.ask_yes_no(
                self.tr("{file} is open in another copy of arbiter-gui{holder}. Changes made in"
                        " both would be lost or refused.\n\nOpen it read-only?").format(
                            file=file.path.name, holder=self._holder(file.path))):
            file.close()
            return False
        recent.remember(file.path)
        session.show(file, lock, held_elsewhere)
        # An event in progress opens on its round; one without rounds on its players.
        self.tabs.setCurrentIndex(self.tabs.indexOf(
            self.rounds_page if file.tournament.rounds else self.players.page))
        if file.tournament.rounds:
            self.games_view.setFocus()  # the first key typed scores a board (select_a_board)
        return True

    def _opened(self) -> None:
        """Another file is shown: from its last round, with no explanation kept."""
        t = self.tournament
        self.explanations.clear()
        self.games_model.round_no = len(t.rounds) if t else 0
        self._refresh()

    def create_tournament(self, path: str | Path, name: str, rounds: int) -> bool:
        try:
            file = TournamentFile.create(path, Tournament(
                name=name, rounds_planned=rounds, tiebreaks=list(RECOMMENDED_SWISS_TIEBREAKS)))
        except StoreError as e:
            self.show_error(str(e))
            return False
        self._set_file(file)
        self.tabs.setCurrentWidget(self.settings_view)  # a new event starts with its settings
        return True

    def open_file(self, path: str | Path) -> bool:
        try:
            file = TournamentFile.open(path)
        except StoreError as e:
            self.show_error(str(e))
            return False
        if not self._set_file(file):
            return False
        problems = self.log_view.problems
        if problems:
            self.show_error(self.tr("{file}: the tournament log was changed outside the program"
                                    " (its check failed):").format(file=file.path.name)
                            + "\n" + "\n".join(problems))
        return True

    def open_recent(self, path: Path) -> bool:
        if not path.is_file():
            recent.forget(path)
            self.show_error(self.tr("{path}: no such file (moved or deleted); removed from the"
                                    " list").format(path=path))
            return False
        return self.open_file(path)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        paths = recent.recent_tournaments()
        for number, path in enumerate(paths, start=1):
            action = self.recent_menu.addAction(f"&{number % 10}  {path.name}   ({path.parent})")
            action.triggered.connect(lambda _=False, p=path: self.open_recent(p))
        if not paths:
            self.recent_menu.addAction(self.tr("(none yet)")).setEnabled(False)

    def import_trf(self, trf_path: str | Path, read: Tournament | None = None) -> bool:
        """Create a tournament file of the same name beside a TRF, from `read` (the preview's
        reading) or from reading the file tolerantly."""
        try:
            # A TRF may end with the next round's announced absences only: byes, not a round.
            # C.04.3: the edition of the Dutch rules in force on round 1 if the file names none.
            t = announced_round_as_requests(read or read_trf(trf_path, edition_by_date=True))
        except TrfError as e:
            self.show_error(str(e))
            return False
        target = Path(trf_path).with_suffix(FILE_SUFFIX)
        if target.exists():  # imported before: open that file, or choose another name
            target = self.file_copies.ask_existing_import(target)
            if target is None:
                return False
        try:
            file = TournamentFile.create(target, t, imported_from=Path(trf_path).name)
        except StoreError as e:
            self.show_error(str(e))
            return False
        self._set_file(file)
        return True

    def export_trf(self, path: str | Path) -> bool:
        if self.tournament is None:
            self.show_error(self.tr("Open or create a tournament first"))
            return False
        try:
            # The export anchors the journal too: its last lines are its anchor and full hash.
            check = self.file.check_log()
            save_trf(self.tournament, path, comments=[check.summary(), check.head_line()])
        except (TrfError, StoreError) as e:
            self.show_error(str(e))
            return False
        return True

    def ask_new_tournament(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("New tournament"), "", file_filter())
        if not path:
            return
        dialog = NewTournamentDialog(self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            target = Path(path)
            if target.suffix != FILE_SUFFIX:
                target = target.with_name(target.name + FILE_SUFFIX)
            self.create_tournament(target, dialog.name.text().strip(), dialog.rounds.value())

    def ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open tournament"), "", file_filter())
        if path:
            self.open_file(path)

    def ask_import_trf(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import TRF"), "", trf_filter())
        if not path:
            return
        try:
            reading = read_trf_report(path, edition_by_date=True)
        except TrfError as e:
            self.show_error(str(e))
            return
        preview = TrfImportPreview(path, reading, self)  # nothing imported before Import
        if preview.exec() == QDialog.DialogCode.Accepted:
            self.import_trf(path, reading.tournament)

    def ask_export_trf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export TRF"), "", trf_filter())
        if path:
            target = Path(path)
            if target.suffix.lower() not in (".trf", ".txt"):  # what TRF readers open
                target = target.with_name(target.name + ".trf")
            self.export_trf(target)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.pairing_job is not None:
            self.show_error(self.tr("The pairing engine is still running; wait for it to"
                                    " finish"))
            event.ignore()
            return
        self.session.close()
        window_state.save(self, self._headers())
        event.accept()

    # -- rounds -----------------------------------------------------------------------------------

    def pair_next_round(self) -> None:
        """Start the engine (or, for a tournament paired by a pairing server, the request to
        the server) on the next round in a worker thread; the result is stored when it
        arrives, unless the tournament changed meanwhile. After the last round, a tournament
        paired by a server sends it the final file instead."""
        t = self.tournament
        if t is None or self.pairing_job is not None:
            return
        final = is_paired_by_server(t) and final_file_due(t)
        try:
            if not final:
                overrides.check_rounds_left(t)
            if t.rounds:
                overrides.check_round_complete(t, len(t.rounds))
        except ModelError as e:
            self.show_error(str(e))
            return
        if final:
            job: PairingJob | ServerPairingJob | FinalFileJob = FinalFileJob(t)
            job.signals.sent.connect(self._final_file_sent)
        elif is_paired_by_server(t):
            job = ServerPairingJob(t)
            job.signals.paired.connect(self._paired_by_server)
            job.signals.unreachable.connect(self._server_unreachable)
        else:
            job = PairingJob(t, t.pairing_system)
            job.signals.paired.connect(self._paired)
        job.signals.failed.connect(self._pairing_failed)
        self.pairing_job = job
        self._refresh()
        QThreadPool.globalInstance().start(job)

    def _server_unreachable(self, message: str) -> None:
        """No answer from the pairing server; the arbiter may pair locally, and the
        round is then marked so in the log, the printouts and the next request."""
        self.pairing_job = None
        self._refresh()
        t = self.tournament
        if t is None:
            return
        question = self.tr(
            "{message}.\n\nPair round {round} locally, with this program's engine? The round"
            " is then marked \"paired locally\" in the log, on the pairing sheet and in the"
            " next request to the server.").format(message=message, round=t.next_round_number)
        if not self.ask_yes_no(question):
            return
        job = PairingJob(t, t.pairing_system)
        job.signals.paired.connect(self._paired_locally)
        job.signals.failed.connect(self._pairing_failed)
        self.pairing_job = job
        self._refresh()
        QThreadPool.globalInstance().start(job)

    def _final_file_sent(self, sent: Tournament, deviations: int) -> None:
        self.pairing_job = None
        self._refresh()
        self.statusBar().showMessage(self.tr(
            "Final file sent to the pairing server {url}: %n new deviation(s) recorded", "",
            deviations).format(url=sent.pairing_server_url))

    def _paired_by_server(self, sent: Tournament, answer: ServerAnswer) -> None:
        self._store_pairing(sent, answer.result, "server")

    def _paired_locally(self, paired: Tournament, result: PairingResult) -> None:
        self._store_pairing(paired, result, "local")

    def _paired(self, paired: Tournament, result: PairingResult) -> None:
        self._store_pairing(paired, result, "engine")

    def _store_pairing(self, paired: Tournament, result: PairingResult, how: str) -> None:
        """Store the round `result` pairs (by pairing number), paired `how` (actions.PairRound),
        with its record in one transaction."""
        self.pairing_job = None
        if paired != self.tournament:
            self._refresh()
            self.show_error(self.tr("The tournament changed while the engine was pairing; pair"
                                    " again"))
            return
        round_no = paired.next_round_number
        self.games_model.round_no = round_no
        action = actions.PairRound(round_no, tuple(result.pairs), result.bye, how,
                                   paired.pairing_system, paired.pairing_server_url,
                                   self.session.last_arbiter())
        if self.session.perform(action, self.tr("Pair round {round}").format(round=round_no)):
            self.file_copies.round_paired(round_no)
            if result.checklist:  # the server sends no explanation: the Why dialog derives it
                self.explanations[round_no] = (
                    result.checklist, {p.id: p.pairing_no for p in paired.players},
                    self.tr("The engine's explanation when it paired round {round}.").format(
                        round=round_no))
            self.show_round(round_no)

    def explain_selected(self) -> None:
        """Show the engine's explanation of the selected pair's (or player's) pairing."""
        t, round_no = self.tournament, self.games_model.round_no
        row = self.games_view.currentIndex().row()
        ids = self.games_model.players_at(row) if row >= 0 else ()
        if t is None or not ids or not 1 <= round_no <= len(t.rounds):
            self.show_error(self.tr("Select a pair or a player of a paired round"))
            return
        names = " – ".join(f"{t.player(i).pairing_no} {t.player(i).name}" for i in ids)
        self.why_dialog = WhyDialog(round_no, ids, names, self,
                                    bye_explanation(t, round_no, ids[0]) if len(ids) == 1 else "")
        self.why_dialog.show()
        kept = self.explanations.get(round_no)
        if kept is not None:
            checklist, numbers, note = kept
            self.why_dialog.show_explanation(checklist, [numbers[i] for i in ids],
                                             note + self._correction_note(round_no))
            return
        job = ExplainJob(t, round_no)
        # Bound methods of QObjects, so that the worker's signals are delivered in this thread.
        job.signals.explained.connect(self._explained)
        job.signals.failed.connect(self.why_dialog.show_failure)
        QThreadPool.globalInstance().start(job)

    def _explained(self, round_no: int, checklist: str, numbers: dict[int, int],
                   same: bool) -> None:
        note = self.tr("The engine run again on the tournament as it stood before round"
                       " {round}.").format(round=round_no)
        if not same:
            note += self.tr(" It pairs the round differently from how it was paired (changed by"
                            " hand, or paired by another program): this explains the engine's"
                            " pairing.")
        self.explanations[round_no] = (checklist, numbers, note)
        dialog = self.why_dialog
        if dialog is not None and dialog.round_no == round_no:
            dialog.show_explanation(checklist, [numbers[i] for i in dialog.player_ids],
                                    note + self._correction_note(round_no))

    def _correction_note(self, round_no: int) -> str:
        """The checker's word on a round paired before a result it rests on was corrected."""
        notes = correction_notes(self.tournament, round_no)
        return "".join("\n" + self.tr("Affected: {note}.").format(note=n) for n in notes)

    def _pairing_failed(self, message: str) -> None:
        self.pairing_job = None
        self._refresh()
        self.show_error(message)

    def ask_unpair_last_round(self) -> bool:
        """The Unpair button: asks first, as the round's pairing, perhaps
        already printed and announced, goes."""
        last = len(self.tournament.rounds) if self.tournament else 0
        if not last or not self.ask_yes_no(self.tr(
                "Unpair round {round}? Its pairing is removed (Undo puts it back); the requested"
                " byes, late entries and withdrawals stay recorded.").format(round=last)):
            return False
        return self.unpair_last_round()

    def unpair_last_round(self) -> bool:
        t = self.tournament
        last = len(t.rounds) if t else 0
        return self.session.perform(actions.UnpairRound(last, self.session.last_arbiter()),
                            self.tr("Unpair round {round}").format(round=last))

    def set_board_result(self, round_no: int, board: int, result: GameResult | None,
                         reason: str | None = None) -> bool:
        """Enter, change or clear a result; a change after a later round was paired asks for
        the reason (`reason` given: not asked) and is recorded as a correction."""
        t = self.tournament
        if t is None:
            return self.session.writable_file() is not None
        try:
            later = actions.rounds_resting_on(t, round_no, board, result)
        except ModelError as e:
            self.show_error(str(e))
            return False
        if later:
            return self._correct_result(round_no, board, result, reason, later)
        game = next(g for g in t.round(round_no).games if g.board == board)
        was = (self.tr(" (was {result})").format(result=game.result.label)
               if game.result else "")
        description = (self.tr("Result board {board}: {result}{was} (round {round})") if result
                       else self.tr("Clear result board {board}{was} (round {round})")).format(
            board=board, result=result.label if result else "", was=was, round=round_no)
        return self.session.perform(actions.SetResult.of(round_no, board, result,
                                                 self.session.last_arbiter()),
                            description)

    def _correct_result(self, round_no: int, board: int, result: GameResult | None,
                        reason: str | None, later: list[int]) -> bool:
        """`later`: the rounds paired on the old result (the core's `rounds_resting_on`)."""
        rounds = (self.tr("round {round}").format(round=later[0]) if len(later) == 1
                  else self.tr("rounds {first}-{last}").format(first=later[0], last=later[-1]))
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
            actions.CorrectResult(round_no, board, result, reason,
                                  self.session.last_arbiter()),
            self.tr("Correct result board {board}: {result} (round {round})").format(
                board=board, result=new, round=round_no))

    def ask_correction_reason(self, question: str) -> str | None:
        """The reason typed for a late correction; None when cancelled."""
        text, ok = QInputDialog.getMultiLineText(self, self.tr("Correct a result"), question)
        return text if ok else None

    def _result_typed(self, row: int, result: GameResult | None) -> None:
        game = self.games_model.game_at(row)
        if game is None:
            return  # a bye has no result
        round_no = self.games_model.round_no
        # A correction after a later round was paired asks for a reason instead.
        later_paired = bool(actions.rounds_resting_on(self.tournament, round_no, game.board,
                                                      result))
        if (result is not None and game.has_result and game.result is not result
                and not later_paired):
            # A key typed on a board already scored (the last board, or a slip) must not
            # silently replace its result.
            shown = game.result.label if game.result else f"{game.white_result}:{game.black_result}"
            if not self.ask_yes_no(self.tr("Round {round}, board {board} already has the result"
                                           " {result}. Replace it with {new}?").format(
                    round=round_no, board=game.board, result=shown, new=result.label)):
                return
        # Delete clears and stays on the board, so that the next key scores the same board.
        if self.set_board_result(round_no, game.board, result) and result is not None:
            # The next board still without a result, after this one (then from board 1).
            row = self.games_model.next_row_without_result(
                row, min(row + 1, len(self.games_model.games) - 1))
        self.games_view.setCurrentIndex(self.games_model.index(row, GamesModel.RESULT_COLUMN))
