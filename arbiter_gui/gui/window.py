"""The main window: the frame (menus, pages, title, messages) and the wiring of its parts.

Each page or menu has its controller, given a narrow `session.Context` (the session, the parent
of its dialogs, the ways to speak to the arbiter), never the window: the File menu and the lock
(`files_controller`), the players (`players_controller`), the rounds and their results
(`rounds_controller`), the engine's runs and explanations (`pairing_controller`), the changes of
a pairing (`override_dialogs`), the printouts (`printing`), the standings and cross table
(`standings_view.RankedPages`), the settings and the log (their views).

Every change is one of the arbiter's actions, a value of core/actions.py done by the session
(`session.Session`) as one transaction with its journal record (worded by the core, never by the
window), which writes only the rows it changes; the window then has each part show what changed
(a result: the board's row, the results counter, the log's new record; standings and cross
table are computed when shown). A refused action shows the core's message and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, Qt
from PySide6.QtWidgets import QHeaderView, QMainWindow, QMessageBox, QTabWidget, QWidget

from arbiter_gui.core import i18n, texts
from arbiter_gui.core.actions import Done
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import Tournament
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.gui import fonts, language, window_state
from arbiter_gui.gui.files_controller import FilesController
from arbiter_gui.gui.log_view import LogView
from arbiter_gui.gui.models import GamesModel
from arbiter_gui.gui.override_dialogs import PairingOverrides
from arbiter_gui.gui.pairing_controller import PairingController
from arbiter_gui.gui.players_controller import PlayersController
from arbiter_gui.gui.players_view import PlayersModel
from arbiter_gui.gui.printing import Printing
from arbiter_gui.gui.read_only import show_read_only
from arbiter_gui.gui.rounds_controller import RoundsController
from arbiter_gui.gui.session import Context, Session
from arbiter_gui.gui.settings_view import SettingsView
from arbiter_gui.gui.standings_view import CrossTableModel, RankedPages, StandingsModel


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
        self.players_model = PlayersModel()
        self.games_model = GamesModel()
        self.standings_model = StandingsModel()
        self.cross_table_model = CrossTableModel()
        # Queued: the table is reset by the edit, which must not happen inside its own setData.
        self.players_model.edit_requested.connect(self._edit_requested,
                                                  Qt.ConnectionType.QueuedConnection)
        self.context = Context(self.session, self, lambda message: self.show_error(message),
                               lambda question: self.ask_yes_no(question),
                               self.statusBar().showMessage)
        # Lives as long as the window (the pages are built again in another language).
        self.pairing = PairingController(self.context, self.games_model,
                                         lambda: self.rounds.selected_row(), self.show_round,
                                         lambda round_no: self.files.copies.round_paired(round_no))
        self.pairing.busy_changed.connect(self._refresh)
        self._build()
        window_state.restore(self, self._headers())
        # Not a remembered sort.
        self.players.page.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)

    # -- building ---------------------------------------------------------------------------------

    def _build(self) -> None:
        """The pages and menus in the language installed, over the models (which hold the
        tournament shown: building again loses nothing)."""
        self.override_actions = PairingOverrides(self.context, self.games_model,
                                                 lambda: self.rounds.selected_row())
        self.log_view = LogView()
        self.tabs = QTabWidget()
        # A settings page's action is the last arbiter's, as the others.
        self.settings_view = SettingsView(self.session.perform_as_last_arbiter,
                                          self.context.show_error)
        self.tabs.addTab(self.settings_view, self.tr("Settings"))
        self.players = PlayersController(self.context, self.players_model)
        self.tabs.addTab(self.players.page, _(texts.PLAYERS))
        self.rounds = RoundsController(self.context, self.games_model, self.override_actions.menu,
                                       self.pairing.pair_next_round,
                                       self.pairing.explain_selected)
        self.tabs.addTab(self.rounds.page, self.tr("Rounds"))
        self.ranked = RankedPages(self.standings_model, self.cross_table_model)
        self.tabs.addTab(self.ranked.standings_page, _(texts.STANDINGS))
        self.tabs.addTab(self.ranked.cross_table_page, _(texts.CROSS_TABLE))
        self.tabs.addTab(self.log_view, self.tr("Log"))
        # Standings and cross table are computed when shown (a result marks them out of date).
        self.tabs.currentChanged.connect(
            lambda _index: self.ranked.show_page(self.tabs.currentWidget(), self.tournament))
        self.setCentralWidget(self.tabs)
        self.menuBar().clear()
        self._menu()
        self._refresh()

    def change_language(self, code: str) -> bool:
        """Speak `code` at once (window, messages, printouts) and from the next start: the
        pages and menus are built again over the same models, the tab shown, the column widths
        and the undo history kept. Refused while the engine or a rating list import runs."""
        if self.pairing.job is not None or self.players.imports.job is not None:
            self.show_error(self.tr("The language changes once the pairing engine or the rating"
                                    " list import has finished"))
            return False
        language.install(code)
        language.save_language(code)
        tab = self.tabs.currentIndex()
        columns = {name: header.saveState() for name, header in self._headers().items()}
        letter = self.printing.letter.isChecked()
        self.pairing.close_why_dialog()
        self.pairing.forget_explanations()  # in the old language: derived again when asked for
        # The old menus and actions go, so that no shortcut is left twice.
        replaced = [*(a.menu() for a in self.menuBar().actions() if a.menu() is not None),
                    *self.files.actions, self.pair_action, self.undo_action, self.redo_action,
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
        self.files = FilesController(self.context, lambda: self.log_view.problems,
                                     lambda: self.tabs.setCurrentWidget(self.settings_view))
        self.menuBar().addMenu(self.files.menu)
        self.files.menu.addSeparator()
        self.files.menu.addAction(self._action(self.tr("&Quit"), self.close,
                                               QKeySequence.StandardKey.Quit))
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self.session.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence("Ctrl+Z"))
        self.redo_action = self.session.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addActions([self.undo_action, self.redo_action])
        rounds = self.menuBar().addMenu(self.tr("&Round"))
        # From any tab: the daily path is F9, the results on the keyboard, Ctrl+P.
        self.pair_action = self._action(self.tr("&Pair next round"), self.pairing.pair_next_round,
                                        QKeySequence(Qt.Key.Key_F9))
        rounds.addAction(self.pair_action)
        self.menuBar().addMenu(self.override_actions.menu)
        self.printing = Printing(self.context, {
            "round": lambda: self.rounds.shown_round(),
            "standings": lambda: self.standings_model.after_round,
            "crosstable": lambda: self.cross_table_model.after_round})
        self.menuBar().addMenu(self.printing.menu)
        self.menuBar().addMenu(self.players.imports.menu)
        self._preferences_menu()

    def _preferences_menu(self) -> None:
        """The languages, each named in itself (an arbiter lost in a foreign language finds
        his own)."""
        preferences = self.menuBar().addMenu(self.tr("Prefere&nces"))
        preferences.addAction(self.files.copies.folder_action)
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
        self.ranked.show_changed(self.tabs.currentWidget(), t)
        self.settings_view.set_tournament(t)
        if t is not None:
            # An unpaired (or undone) round loses its explanation; a new pairing brings its own.
            self.pairing.forget_explanations(len(t.rounds))
        busy = self.pairing.job is not None
        self.rounds.show_tournament(t, busy)
        self.players.show_tournament(t, busy)
        self.pair_action.setEnabled(t is not None and not busy)
        self.override_actions.set_enabled(bool(t and t.rounds) and not busy)
        self.log_view.show_file(self.file)
        self._show_title()

    def _show_title(self) -> None:
        t, file = self.tournament, self.file
        if t is None or file is None:
            self.setWindowTitle("arbiter-gui")
        else:
            played = (self.tr("round {played} of {planned}") if t.rounds_planned
                      else self.tr("round {played}")).format(played=len(t.rounds),
                                                             planned=t.rounds_planned)
            # Read-only: the file's place cannot be written, or another copy holds the file.
            read_only = self.tr(" — READ-ONLY") if self.session.shown_read_only else ""
            log_state = f" — {file.journal_check.summary()}"
            self.setWindowTitle(f"{t.name or file.path.stem} — {played}"
                                f"{read_only}{log_state} — arbiter-gui")
        show_read_only(self.session.shown_read_only,
                       *self._edit_controls(), [self.players.page.table])

    def _edit_controls(self) -> tuple[list[QWidget | QAction], list[QWidget | QAction]]:
        """The controls that change the tournament, all disabled on a read-only file: those
        `_refresh` enables, and those enabled whenever the file can be written."""
        players, players_writable = self.players.edit_controls()
        settings = self.settings_view.widget()  # its fields, not its scroll bars
        return ([*players, *self.rounds.edit_controls(), self.pair_action,
                 *self.override_actions.menu.actions()],
                [*players_writable, *([settings] if settings is not None else [])])

    def show_round(self, round_no: int) -> None:
        """Show a round just paired, ready for its results."""
        self.rounds.select_round(round_no)
        self.tabs.setCurrentWidget(self.rounds.page)
        self.rounds.games_view.setFocus()

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
        self.rounds.show_changed(done)
        if "players" in done.rows:  # a withdrawal, a return, a bye requested
            self.players.show_changed()
        self.log_view.show_file(self.file)
        self.ranked.show_changed(self.tabs.currentWidget(), self.tournament)
        self._show_title()

    # -- file -------------------------------------------------------------------------------------

    def _opened(self) -> None:
        """Another file is shown: from its last round, with no explanation kept. An event in
        progress opens on its round, ready for the first result typed; one without rounds on
        its players."""
        t = self.tournament
        self.pairing.forget_explanations()
        self.games_model.round_no = len(t.rounds) if t else 0
        self._refresh()
        self.tabs.setCurrentWidget(self.rounds.page if t and t.rounds else self.players.page)
        if t and t.rounds:
            self.rounds.games_view.setFocus()  # the first key typed scores a board

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.pairing.job is not None:
            self.show_error(self.tr("The pairing engine is still running; wait for it to"
                                    " finish"))
            event.ignore()
            return
        self.session.close()
        window_state.save(self, self._headers())
        event.accept()

