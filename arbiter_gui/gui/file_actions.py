"""The File menu's copies: Save As (a complete copy, opened from then on), Back up (a copy into
a folder the arbiter chooses, e.g. a USB stick), Ctrl+S (a backup into the backup folder, since
every change is saved as it is made), and a backup after each round paired into the backup
folder chosen in the preferences.

The copies are the core's (`core.backup`, `TournamentFile.copy_to`); this controller asks where
and says what was written. It sees the window through `FileContext` only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from arbiter_gui.core.backup import back_up
from arbiter_gui.core.store import StoreError, TournamentFile
from arbiter_gui.gui import language, recent

BACKUP_FOLDER_KEY = "backup_folder"


@dataclass(frozen=True)
class FileContext:
    """What the file actions need of the window."""

    parent: QWidget  # of the file dialogs
    file: Callable[[], TournamentFile | None]  # the file open, if any
    open_file: Callable[[Path], bool]
    show_error: Callable[[str], None]
    show_message: Callable[[str], None]  # in the status bar
    suffix: str  # of tournament files
    file_filter: Callable[[], str]


def _preferences() -> QSettings:
    return QSettings(str(recent.config_dir() / language.PREFERENCES_FILE),
                     QSettings.Format.IniFormat)


def backup_folder() -> Path:
    """Where Ctrl+S and the backup after each round write: the folder chosen in the
    preferences, else a folder of the program's own in the user's data folder."""
    chosen = _preferences().value(BACKUP_FOLDER_KEY)
    return Path(chosen) if isinstance(chosen, str) and chosen else recent.data_dir() / "backups"


def save_backup_folder(folder: Path) -> None:
    settings = _preferences()
    settings.setValue(BACKUP_FOLDER_KEY, str(folder))
    settings.sync()


class FileActions:
    def __init__(self, context: FileContext) -> None:
        self.context = context
        keys = QKeySequence.StandardKey
        self.save_action = self._action(self.tr("&Save (a backup)"), self.save, keys.Save)
        self.save_as_action = self._action(self.tr("Save &As…"), self.ask_save_as, keys.SaveAs)
        self.back_up_action = self._action(self.tr("&Back up to a folder…"), self.ask_back_up)
        self.actions = [self.save_action, self.save_as_action, self.back_up_action]
        self.folder_action = self._action(self.tr("&Backup folder…"), self.ask_backup_folder)

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`text` in the window's language (this class is no QObject: its own context)."""
        return QCoreApplication.translate("FileActions", text, disambiguation, n)

    def _action(self, text: str, slot: Callable[[], object],
                shortcut: QKeySequence.StandardKey | None = None) -> QAction:
        action = QAction(text, self.context.parent)
        action.triggered.connect(lambda: slot())
        if shortcut is not None:
            action.setShortcut(shortcut)
        return action

    def _open_file(self) -> TournamentFile | None:
        file = self.context.file()
        if file is None:
            self.context.show_error(self.tr("Open or create a tournament first"))
        return file

    def back_up(self, folder: Path) -> Path | None:
        """Write a backup into `folder`; its path, None (the reason shown) when not written."""
        file = self._open_file()
        if file is None:
            return None
        try:
            return back_up(file, folder)
        except StoreError as e:
            self.context.show_error(str(e))
            return None

    def save(self) -> Path | None:
        """Ctrl+S: every change is saved already; write a backup and say where."""
        written = self.back_up(backup_folder())
        if written is not None:
            self.context.show_message(self.tr(
                "Saved (every change is saved as it is made); backup written to {path}").format(
                    path=written))
        return written

    def ask_back_up(self) -> Path | None:
        folder = QFileDialog.getExistingDirectory(
            self.context.parent, self.tr("Back up to a folder (e.g. a USB stick)"),
            str(backup_folder()))
        written = self.back_up(Path(folder)) if folder else None
        if written is not None:
            self.context.show_message(self.tr("Backup written to {path}").format(path=written))
        return written

    def round_paired(self, round_no: int) -> Path | None:
        """The backup after each round paired, into the backup folder."""
        written = self.back_up(backup_folder())
        if written is not None:
            self.context.show_message(self.tr(
                "Round {round} paired; backup written to {path}").format(round=round_no,
                                                                        path=written))
        return written

    def save_as(self, path: Path) -> bool:
        """Copy the tournament to `path` and go on in the copy."""
        file = self._open_file()
        if file is None:
            return False
        if path.suffix != self.context.suffix:
            path = path.with_name(path.name + self.context.suffix)
        try:
            file.copy_to(path)
        except StoreError as e:
            self.context.show_error(str(e))
            return False
        if not self.context.open_file(path):
            return False
        self.context.show_message(self.tr("Saved as {path}; changes now go into it").format(
            path=path))
        return True

    def ask_save_as(self) -> bool:
        file = self._open_file()
        if file is None:
            return False
        # The copy is never written over another file (the store refuses): no question first.
        path, _ = QFileDialog.getSaveFileName(
            self.context.parent, self.tr("Save As"), str(file.path.parent),
            self.context.file_filter(), options=QFileDialog.Option.DontConfirmOverwrite)
        return self.save_as(Path(path)) if path else False

    def ask_existing_import(self, target: Path) -> Path | None:
        """A TRF imported before: its tournament file `target` exists. The arbiter opens it
        (None, the file open), imports again under another name (that name), or cancels
        (None)."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Import TRF"), self.tr(
            "{file} exists already: this TRF was imported before. Open it, with the changes"
            " made since, or import the TRF again under another name?").format(
                file=target.name), QMessageBox.StandardButton.Cancel, self.context.parent)
        open_it = box.addButton(self.tr("&Open it"), QMessageBox.ButtonRole.AcceptRole)
        rename = box.addButton(self.tr("Import under another &name…"),
                               QMessageBox.ButtonRole.ActionRole)
        box.setDefaultButton(open_it)
        box.exec()
        if box.clickedButton() is open_it:
            current = self.context.file()
            if current is None or current.path.resolve() != target.resolve():
                self.context.open_file(target)
            return None
        if box.clickedButton() is not rename:
            return None
        path, _ = QFileDialog.getSaveFileName(
            self.context.parent, self.tr("Import TRF as"),
            str(_free_name(target)), self.context.file_filter(),
            options=QFileDialog.Option.DontConfirmOverwrite)
        if not path:
            return None
        chosen = Path(path)
        return (chosen if chosen.suffix == self.context.suffix
                else chosen.with_name(chosen.name + self.context.suffix))

    def ask_backup_folder(self) -> Path | None:
        folder = QFileDialog.getExistingDirectory(
            self.context.parent, self.tr("Folder of the backups written after each round and"
                                         " by Ctrl+S"), str(backup_folder()))
        if not folder:
            return None
        save_backup_folder(Path(folder))
        self.context.show_message(self.tr("Backups go to {folder}").format(folder=folder))
        return Path(folder)


def _free_name(path: Path) -> Path:
    """`path` with the first number that makes it a new file: "open-2.arbiter"."""
    number = 2
    while (candidate := path.with_name(f"{path.stem}-{number}{path.suffix}")).exists():
        number += 1
    return candidate
