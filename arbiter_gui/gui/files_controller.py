"""The File menu: a new tournament, opening one (the recent ones too), importing and exporting
TRF, and the copies (`file_actions.FileActions`); and the lock beside the file open.

The lock says that this copy of the program has the file open: another copy offers to open it
read-only at once (SQLite cannot tell that another connection is open: only the first change
would fail). The file shown is the session's; this controller only finds and opens it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu

from arbiter_gui.core.model import Tournament
from arbiter_gui.core.store import StoreError, TournamentFile
from arbiter_gui.core.tiebreak import RECOMMENDED_SWISS_TIEBREAKS
from arbiter_gui.core.trf import TrfError, read_trf, read_trf_report, save_trf
from arbiter_gui.gui import recent
from arbiter_gui.gui.dialogs import NewTournamentDialog
from arbiter_gui.gui.file_actions import FileActions, FileContext
from arbiter_gui.gui.session import Context
from arbiter_gui.gui.trf_import import TrfImportPreview
from arbiter_gui.pairing.engine import announced_round_as_requests

FILE_SUFFIX = ".arbiter"
translate = QCoreApplication.translate


def file_filter() -> str:
    return translate("FilesController", "arbiter-gui tournament (*{suffix})").format(
        suffix=FILE_SUFFIX)


def trf_filter() -> str:
    return translate("FilesController", "TRF (*.trf *.txt);;All files (*)")


def holds_lock(path: Path) -> QLockFile | None:
    """The lock beside the tournament file at `path`, held; None when another copy of the
    program holds it."""
    lock = QLockFile(f"{path}.lock")
    lock.setStaleLockTime(0)  # a lock is stale only when its process is gone (kill -9)
    return lock if lock.tryLock(0) else None


class FilesController:
    """The File menu (`menu`, without Quit, which is the window's). `log_problems` are what the
    verification of the log shown found; `show_settings` shows a new tournament's settings."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`text` in the window's language (this class is no QObject: its own context)."""
        return translate("FilesController", text, disambiguation, n)

    def __init__(self, context: Context, log_problems: Callable[[], list[str]],
                 show_settings: Callable[[], None]) -> None:
        self.context = context
        self.session = context.session
        self._log_problems = log_problems
        self._show_settings = show_settings
        self.menu = QMenu(self.tr("&File"), context.parent)
        keys = QKeySequence.StandardKey
        opening = [self._action(self.tr("&New tournament…"), self.ask_new_tournament, keys.New),
                   self._action(self.tr("&Open…"), self.ask_open, keys.Open)]
        trf = [self._action(self.tr("&Import TRF…"), self.ask_import_trf),
               self._action(self.tr("&Export TRF…"), self.ask_export_trf)]
        self.menu.addActions(opening)
        self.recent_menu = self.menu.addMenu(self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.copies = FileActions(FileContext(
            context.parent, lambda: self.session.file, self.open_file, context.show_error,
            context.show_message, FILE_SUFFIX, file_filter))
        self.menu.addActions(self.copies.actions)
        self.menu.addActions(trf)
        # Every action with a shortcut, the backup folder's too (in the Preferences menu).
        self.actions = [*opening, *trf, *self.copies.actions, self.copies.folder_action]

    def _action(self, text: str, slot: Callable[[], object],
                shortcut: QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(text, self.context.parent)
        action.triggered.connect(lambda: slot())
        if shortcut is not None:
            action.setShortcut(shortcut)
        return action

    # -- opening ----------------------------------------------------------------------------------

    def _holder(self, path: Path) -> str:
        info = QLockFile(f"{path}.lock").getLockInfo()  # (pid, host, application) when known
        return (self.tr(" (process {process} on {host})").format(process=info[0], host=info[1])
                if isinstance(info, tuple) else "")

    def _show(self, file: TournamentFile) -> bool:
        """Show `file`; if another copy of the program has it open, say so at once and offer
        to open it read-only (False, and the file closed, when the arbiter declines)."""
        # A file opened read-only (a read-only place) takes no lock: nothing is written there.
        # The file this window holds already keeps its lock: ours is not another copy's.
        session = self.session
        own = (session.file_lock if session.file is not None and session.file_lock is not None
               and session.file.path.resolve() == file.path.resolve() else None)
        lock = None if file.read_only else own or holds_lock(file.path)
        held_elsewhere = lock is None and not file.read_only
        if held_elsewhere and not self.context.ask_yes_no(
                self.tr("{file} is open in another copy of arbiter-gui{holder}. Changes made in"
                        " both would be lost or refused.\n\nOpen it read-only?").format(
                            file=file.path.name, holder=self._holder(file.path))):
            file.close()
            return False
        recent.remember(file.path)
        session.show(file, lock, held_elsewhere)
        return True

    def create_tournament(self, path: str | Path, name: str, rounds: int) -> bool:
        try:
            file = TournamentFile.create(path, Tournament(
                name=name, rounds_planned=rounds, tiebreaks=list(RECOMMENDED_SWISS_TIEBREAKS)))
        except StoreError as e:
            self.context.show_error(str(e))
            return False
        self._show(file)
        self._show_settings()  # a new event starts with its settings
        return True

    def open_file(self, path: str | Path) -> bool:
        try:
            file = TournamentFile.open(path)
        except StoreError as e:
            self.context.show_error(str(e))
            return False
        if not self._show(file):
            return False
        problems = self._log_problems()
        if problems:
            self.context.show_error(self.tr("{file}: the tournament log was changed outside the"
                                            " program (its check failed):").format(
                                                file=file.path.name)
                                    + "\n" + "\n".join(problems))
        return True

    def open_recent(self, path: Path) -> bool:
        if not path.is_file():
            recent.forget(path)
            self.context.show_error(self.tr("{path}: no such file (moved or deleted); removed"
                                            " from the list").format(path=path))
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

    # -- TRF --------------------------------------------------------------------------------------

    def import_trf(self, trf_path: str | Path, read: Tournament | None = None) -> bool:
        """Create a tournament file of the same name beside a TRF, from `read` (the preview's
        reading) or from reading the file tolerantly."""
        try:
            # A TRF may end with the next round's announced absences only: byes, not a round.
            # C.04.3: the edition of the Dutch rules in force on round 1 if the file names none.
            t = announced_round_as_requests(read or read_trf(trf_path, edition_by_date=True))
        except TrfError as e:
            self.context.show_error(str(e))
            return False
        target: Path | None = Path(trf_path).with_suffix(FILE_SUFFIX)
        if target is not None and target.exists():  # imported before: open it, or another name
            target = self.copies.ask_existing_import(target)
        if target is None:
            return False
        try:
            file = TournamentFile.create(target, t, imported_from=Path(trf_path).name)
        except StoreError as e:
            self.context.show_error(str(e))
            return False
        self._show(file)
        return True

    def export_trf(self, path: str | Path) -> bool:
        file = self.session.file
        if file is None:
            self.context.show_error(self.tr("Open or create a tournament first"))
            return False
        try:
            # The export anchors the journal too: its last lines are its anchor and full hash.
            check = file.check_log()
            save_trf(file.tournament, path, comments=[check.summary(), check.head_line()])
        except (TrfError, StoreError) as e:
            self.context.show_error(str(e))
            return False
        return True

    # -- what the arbiter is asked ----------------------------------------------------------------

    def ask_new_tournament(self) -> None:
        parent = self.context.parent
        path, _ = QFileDialog.getSaveFileName(parent, self.tr("New tournament"), "",
                                              file_filter())
        if not path:
            return
        dialog = NewTournamentDialog(parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            target = Path(path)
            if target.suffix != FILE_SUFFIX:
                target = target.with_name(target.name + FILE_SUFFIX)
            self.create_tournament(target, dialog.name.text().strip(), dialog.rounds.value())

    def ask_open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.context.parent, self.tr("Open tournament"),
                                              "", file_filter())
        if path:
            self.open_file(path)

    def ask_import_trf(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.context.parent, self.tr("Import TRF"), "",
                                              trf_filter())
        if not path:
            return
        try:
            reading = read_trf_report(path, edition_by_date=True)
        except TrfError as e:
            self.context.show_error(str(e))
            return
        # Nothing imported before Import.
        preview = TrfImportPreview(path, reading, self.context.parent)
        if preview.exec() == QDialog.DialogCode.Accepted:
            self.import_trf(path, reading.tournament)

    def ask_export_trf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.context.parent, self.tr("Export TRF"), "",
                                              trf_filter())
        if path:
            target = Path(path)
            if target.suffix.lower() not in (".trf", ".txt"):  # what TRF readers open
                target = target.with_name(target.name + ".trf")
            self.export_trf(target)
