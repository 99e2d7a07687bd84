"""The tournament log: every record of the journal (time to the second in the venue's time zone,
round, kind, text, author), its kind and text in the language spoken (core/log.py,
core/actions.py), and what the file's verification found when
it was opened (`TournamentFile.journal_check`): nothing is verified again per action, and an
action's record is added to the view, not the whole log read again.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.core.actions import describe
from arbiter_gui.core.i18n import _, local_time
from arbiter_gui.core.store import LogCheck, LogEntry, StoreError, TournamentFile
from arbiter_gui.core.texts import AUTHOR, KIND, ROUND, TIME
from arbiter_gui.gui.language import QT_TRANSLATE_NOOP

AnyIndex = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
class LogModel(QAbstractTableModel):
    # The core's words (core.texts), as the printout of the log heads them, but for the text.
    HEADERS = (TIME, ROUND, KIND, QT_TRANSLATE_NOOP("LogModel", "Text"), AUTHOR)
    TEXT_COLUMN = 3

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[LogEntry] = []

    def set_entries(self, entries: list[LogEntry]) -> None:
        self.beginResetModel()
        self.entries = entries
        self.endResetModel()

    def add_entries(self, entries: list[LogEntry]) -> None:
        if entries:
            first = len(self.entries)
            self.beginInsertRows(_ROOT, first, first + len(entries) - 1)
            self.entries += entries
            self.endInsertRows()

    def rowCount(self, parent: AnyIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: AnyIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            heading = self.HEADERS[section]
            return self.tr(heading) if section == self.TEXT_COLUMN else _(heading)
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole,
                                               Qt.ItemDataRole.ToolTipRole):
            return None
        e = self.entries[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return describe(e) if index.column() == self.TEXT_COLUMN else None
        column = index.column()
        return (local_time(e.time, seconds=True), "" if e.round is None else e.round,
                e.kind_name, describe(e) if column == self.TEXT_COLUMN else "", e.author)[column]


class LogView(QWidget):
    """The log of the open tournament file, newest entry last, under a line on the chain."""

    INTACT_STYLE = "color: #1b5e20;"
    ROWS_FITTED = 50
    BROKEN_STYLE = "color: #b71c1c; font-weight: bold;"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = LogModel()
        self.file: TournamentFile | None = None  # the file whose records are shown
        self.problems: list[str] = []
        self.check: LogCheck | None = None  # the last verification, None while none is open
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(LogModel.TEXT_COLUMN, QHeaderView.ResizeMode.Stretch)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.table)
        self.show_file(None)

    def show_file(self, file: TournamentFile | None) -> None:
        """Show the file's records (those appended since, if it is the file shown) and what its
        verification found."""
        if file is None:
            self.file, self.problems, self.check = None, [], None
            self.model.set_entries([])
            self.status.setText(self.tr("No tournament open"))
            self.status.setStyleSheet("")
            return
        try:
            if file is self.file:
                shown = self.model.entries
                new = file.read_log_after(shown[-1].seq if shown else 0)
                self.model.add_entries(new)
                for row in range(len(shown) - len(new), len(shown)):
                    self.table.resizeRowToContents(row)
            else:
                self.model.set_entries(file.read_log())
                # The rows shown at first (the newest) fitted to their text; measuring every
                # row of a journal of thousands of records would take seconds.
                count = len(self.model.entries)
                for row in range(max(0, count - self.ROWS_FITTED), count):
                    self.table.resizeRowToContents(row)
            self.file, self.check = file, file.journal_check
        except StoreError as e:
            self.model.set_entries([])
            self.file, self.check = None, LogCheck(0, "", (str(e),))
        self.problems = list(self.check.problems)
        self.table.scrollToBottom()
        if self.problems:
            self.status.setText(self.tr("The log's hash chain is BROKEN: it was changed outside"
                                        " the program.") + "\n" + "\n".join(self.problems))
            self.status.setStyleSheet(self.BROKEN_STYLE)
        else:
            self.status.setText(self.tr("The log's hash chain is intact: %n entry(s), none"
                                        " changed or removed since written.", "",
                                        len(self.model.entries)))
            self.status.setStyleSheet(self.INTACT_STYLE)
