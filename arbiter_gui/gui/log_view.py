"""The tournament log: every entry (time, round, kind, text, author), and whether its hash chain
is intact, i.e. no entry was changed or removed outside the program (`TournamentFile.verify_log`).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
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

from arbiter_gui.core.i18n import local_time
from arbiter_gui.core.store import LogCheck, LogEntry, StoreError, TournamentFile

AnyIndex = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
# The kinds of entry the window writes, as the Kind column names them (the file keeps the key;
# a kind written by another version is shown as it is).
KIND_WORDS = {
    "bye": QT_TRANSLATE_NOOP("LogModel", "bye"),
    "change": QT_TRANSLATE_NOOP("LogModel", "change"),
    "correction": QT_TRANSLATE_NOOP("LogModel", "correction"),
    "override": QT_TRANSLATE_NOOP("LogModel", "override"),
    "pairing": QT_TRANSLATE_NOOP("LogModel", "pairing"),
    "player": QT_TRANSLATE_NOOP("LogModel", "player"),
    "redo": QT_TRANSLATE_NOOP("LogModel", "redo"),
    "registration": QT_TRANSLATE_NOOP("LogModel", "registration"),
    "result": QT_TRANSLATE_NOOP("LogModel", "result"),
    "settings": QT_TRANSLATE_NOOP("LogModel", "settings"),
    "undo": QT_TRANSLATE_NOOP("LogModel", "undo"),
    "withdrawal": QT_TRANSLATE_NOOP("LogModel", "withdrawal"),
}


class LogModel(QAbstractTableModel):
    HEADERS = (QT_TRANSLATE_NOOP("LogModel", "Time"), QT_TRANSLATE_NOOP("LogModel", "Round"),
               QT_TRANSLATE_NOOP("LogModel", "Kind"), QT_TRANSLATE_NOOP("LogModel", "Text"),
               QT_TRANSLATE_NOOP("LogModel", "Author"))
    TEXT_COLUMN = 3

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[LogEntry] = []

    def set_entries(self, entries: list[LogEntry]) -> None:
        self.beginResetModel()
        self.entries = entries
        self.endResetModel()

    def rowCount(self, parent: AnyIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.entries)

    def columnCount(self, parent: AnyIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.tr(self.HEADERS[section])
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole,
                                               Qt.ItemDataRole.ToolTipRole):
            return None
        e = self.entries[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole:
            return e.text if index.column() == self.TEXT_COLUMN else None
        kind = self.tr(KIND_WORDS[e.kind]) if e.kind in KIND_WORDS else e.kind
        return (local_time(e.time), "" if e.round is None else e.round, kind, e.text,
                e.author)[index.column()]


class LogView(QWidget):
    """The log of the open tournament file, newest entry last, under a line on the chain."""

    INTACT_STYLE = "color: #1b5e20;"
    BROKEN_STYLE = "color: #b71c1c; font-weight: bold;"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = LogModel()
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
        """Read the file's log and check its chain again (a file changed outside is seen)."""
        if file is None:
            self.problems, self.check = [], None
            self.model.set_entries([])
            self.status.setText(self.tr("No tournament open"))
            self.status.setStyleSheet("")
            return
        try:
            entries = file.read_log()
            self.check = file.check_log()
        except StoreError as e:
            entries, self.check = [], LogCheck(0, "", (str(e),))
        self.problems = list(self.check.problems)
        self.model.set_entries(entries)
        self.table.resizeRowsToContents()
        self.table.scrollToBottom()
        if self.problems:
            self.status.setText(self.tr("The log's hash chain is BROKEN: it was changed outside"
                                        " the program.") + "\n" + "\n".join(self.problems))
            self.status.setStyleSheet(self.BROKEN_STYLE)
        else:
            self.status.setText(self.tr("The log's hash chain is intact: %n entry(s), none"
                                        " changed or removed since written.", "", len(entries)))
            self.status.setStyleSheet(self.INTACT_STYLE)
