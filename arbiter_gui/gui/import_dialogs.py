"""Importing players: the preview of a CSV file with its column mapping, FIDE's rating list
read in a worker thread with a progress dialog, and a start list refreshed from the list.

The rules (what a column holds, what changed in the list) are the core's (`csv_import`,
`rating_list`); these dialogs show them and let the arbiter choose.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QObject,
    Qt,
    QThreadPool,
    Signal,
)
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QProgressDialog,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.core.actions import UpdatePlayers
from arbiter_gui.core.csv_import import (
    FIELDS,
    CsvImportError,
    CsvTable,
    check_mapping,
    field_label,
    guess_mapping,
    read_players,
)
from arbiter_gui.core.handling import late_entries_notice
from arbiter_gui.core.model import Player, Tournament
from arbiter_gui.core.rating_list import (
    INDEX_FILE,
    KIND_OF,
    KINDS,
    TAKEN_BY_DEFAULT,
    ImportCancelled,
    ImportSummary,
    ListedPlayer,
    PlayerChange,
    RatingList,
    RatingListError,
    import_rating_list,
    refresh_changes,
)
from arbiter_gui.core.texts import detail_label
from arbiter_gui.gui import recent
from arbiter_gui.gui.session import Context
from arbiter_gui.gui.worker import GuiThreadJob

translate = QCoreApplication.translate
PREVIEW_ROWS = 50
_IGNORED = QT_TRANSLATE_NOOP("CsvPreviewDialog", "(not imported)")
_SHOWN = ("surname", "given_name", "title", "rating", "fide_id", "federation", "birth_date",
          "sex", "club")


class CsvPreviewDialog(QDialog):
    """A CSV file's columns, each with the player's detail it is imported as (the arbiter may
    change it), and its first rows read as players or refused, as the import will. Once round
    1 of `tournament` is paired, it says that the players will be late entries and with which
    byes and numbers (the core's words), and asks whether to re-assign every number."""

    def __init__(self, table: CsvTable, file_name: str, parent: QWidget | None = None,
                 tournament: Tournament | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.tournament = tournament
        self.setWindowTitle(self.tr("Import players from {file}").format(file=file_name))
        self.resize(800, 560)
        layout = QVBoxLayout(self)
        separator = _SEPARATOR_NAMES.get(table.separator)
        layout.addWidget(QLabel(
            self.tr("%n row(s), {encoding}, separated by {separator}. Choose what each column"
                    " holds:", "", len(table.rows)).format(
                encoding=table.encoding,
                separator=self.tr(str(separator)) if separator else repr(table.separator))))
        form = QFormLayout()
        self.column_boxes: list[QComboBox] = []
        for position, (name, field) in enumerate(
                zip(table.header, guess_mapping(table.header), strict=True), start=1):
            box = QComboBox()
            box.addItem(self.tr(str(_IGNORED)), None)
            for choice in FIELDS:
                box.addItem(field_label(choice), choice)
            box.setCurrentIndex(box.findData(field) if field else 0)
            box.currentIndexChanged.connect(self._show_preview)
            self.column_boxes.append(box)
            form.addRow(f"{position}. {name.strip() or self.tr('(no name)')}"
                        f"{_example(table, position)}",
                        box)
        layout.addLayout(form)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.late_entries = QLabel()
        self.late_entries.setWordWrap(True)
        layout.addWidget(self.late_entries)
        self.renumber_box = QCheckBox(self.tr("Re-assign every pairing number in the initial"
                                              " order (C.04.2 C.3)"))
        layout.addWidget(self.renumber_box)
        self.preview = QTableWidget(0, len(_SHOWN) + 2)
        self.preview.setHorizontalHeaderLabels(
            [self.tr("Line"), *(field_label(f) for f in _SHOWN), self.tr("Refused because")])
        self.preview.verticalHeader().hide()
        layout.addWidget(self.preview)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Import"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._show_preview()

    def mapping(self) -> list[str | None]:
        """The detail each column is imported as (None: not imported)."""
        return [box.currentData() for box in self.column_boxes]

    def renumber(self) -> bool:
        """Whether the arbiter asks that every pairing number be re-assigned (late entries)."""
        return self.renumber_box.isVisibleTo(self) and self.renumber_box.isChecked()

    def _show_preview(self) -> None:
        mapping = self.mapping()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.preview.setRowCount(0)
        try:
            check_mapping(mapping)
        except CsvImportError as e:
            self.status.setText(str(e))
            ok.setEnabled(False)
            return
        players, refused = read_players(self.table, mapping)
        self.status.setText(
            self.tr("%n player(s) to import", "", len(players)) + ", "
            + self.tr("%n row(s) refused (a FIDE id already registered is refused when"
                      " importing).", "", len(refused)))
        notice = (late_entries_notice(self.tournament, len(players))
                  if self.tournament is not None else "")
        self.late_entries.setText(notice)
        self.late_entries.setVisible(bool(notice))
        self.renumber_box.setVisible(bool(notice))
        ok.setEnabled(True)
        rows: list[tuple[int, Player | None, str]] = [(line, p, "") for line, p in players]
        rows += [(r.line, None, str(r)) for r in refused]
        for line, player, why in sorted(rows, key=lambda row: row[0])[:PREVIEW_ROWS]:
            cells = [str(line)]
            cells += [_text(getattr(player, f)) if player else "" for f in _SHOWN]
            self._add_row([*cells, why])

    def _add_row(self, cells: list[str]) -> None:
        row = self.preview.rowCount()
        self.preview.insertRow(row)
        for column, text in enumerate(cells):
            self.preview.setItem(row, column, QTableWidgetItem(text))


_SEPARATOR_NAMES = {",": QT_TRANSLATE_NOOP("CsvPreviewDialog", "commas"),
                    ";": QT_TRANSLATE_NOOP("CsvPreviewDialog", "semicolons"),
                    "\t": QT_TRANSLATE_NOOP("CsvPreviewDialog", "tabs")}


def _example(table: CsvTable, position: int) -> str:
    """The first non-blank value of a column, as a hint of what it holds."""
    for _, row in table.rows:
        if position <= len(row) and row[position - 1].strip():
            return translate("CsvPreviewDialog", "  (e.g. {value!r})").format(
                value=row[position - 1].strip()[:30])
    return ""


def _text(value: object) -> str:
    return "" if value in (None, 0, "") else str(value)


# -- FIDE's rating list -----------------------------------------------------------------------

RATING_LIST_FILTER = QT_TRANSLATE_NOOP("PlayerImports",
                                       "FIDE rating list (*.zip *.xml *.txt);;All files (*)")
_PROGRESS_STEPS = 1000
_KIND_LABELS = {"rating": QT_TRANSLATE_NOOP("RefreshDialog", "Ratings"),
                "title": QT_TRANSLATE_NOOP("RefreshDialog", "Titles"),
                "federation": QT_TRANSLATE_NOOP("RefreshDialog", "Federations"),
                "name": QT_TRANSLATE_NOOP("RefreshDialog", "Names")}


def rating_list_path() -> Path:
    """Where the imported rating list is kept: the user's data folder."""
    return recent.data_dir() / INDEX_FILE


def open_rating_list() -> RatingList | None:
    """The imported rating list, or None when none is imported (or it cannot be read)."""
    try:
        return RatingList(rating_list_path())
    except RatingListError:
        return None


class RatingListSignals(QObject):
    progress = Signal(int)  # steps of _PROGRESS_STEPS
    imported = Signal(object)  # ImportSummary
    failed = Signal(str)
    cancelled = Signal(str)  # the core's message


class RatingListJob(GuiThreadJob[RatingListSignals]):
    """Imports a rating list file off the GUI thread; `cancel()` stops it between two reads
    (the previous list is kept)."""

    def __init__(self, source: Path, index: Path) -> None:
        super().__init__(RatingListSignals())
        self.source, self.index = source, index
        self._cancelled = False

    def cancel(self) -> None:
        self._cancelled = True

    def _progress(self, done: int, total: int) -> bool:
        self.signals.progress.emit(done * _PROGRESS_STEPS // max(total, 1))
        return not self._cancelled

    def work(self) -> None:
        try:
            summary = import_rating_list(self.source, self.index, self._progress)
        except ImportCancelled as e:
            self.signals.cancelled.emit(str(e))
        except RatingListError as e:
            self.signals.failed.emit(str(e))
        except Exception as e:  # a defect must reach the arbiter, not vanish with the thread
            self.signals.failed.emit(translate("PlayerImports", "The rating list import failed:"
                                               " {error!r}").format(error=e))
        else:
            self.signals.imported.emit(summary)


class PlayerImports:
    """The Players menu: players from a CSV file, FIDE's rating list imported, the players
    updated from it."""

    def __init__(self, context: Context, ask_import_csv: Callable[[], None]) -> None:
        self.context = context
        self.job: RatingListJob | None = None
        self.progress: QProgressDialog | None = None
        self.menu = QMenu(self.tr("P&layers"), context.parent)
        csv = self.menu.addAction(self.tr("Import players from &CSV…"))
        csv.triggered.connect(lambda: ask_import_csv())
        self.menu.addSeparator()
        self.menu.addAction(self.tr("Import the FIDE &rating list…")).triggered.connect(
            lambda: self.ask_import_rating_list())
        refresh = self.menu.addAction(self.tr("&Update players from the FIDE rating list…"))
        refresh.triggered.connect(lambda: self.ask_refresh())
        # The actions that change the tournament (importing the list itself does not).
        self.edit_actions = [csv, refresh]

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`text` in the window's language (this class is no QObject: its own context)."""
        return translate("PlayerImports", text, disambiguation, n)

    def ask_import_rating_list(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.context.parent, self.tr("Import FIDE's rating list (players_list_xml_foa or"
                                         " players_list_foa)"), "",
            self.tr(str(RATING_LIST_FILTER)))
        if path:
            self.import_rating_list(Path(path))

    def import_rating_list(self, source: Path) -> RatingListJob | None:
        """Start importing `source` in a worker thread, its progress shown; the job (None when
        one is already running)."""
        if self.job is not None:
            self.context.show_error(self.tr("A rating list is being imported already"))
            return None
        self.job = job = RatingListJob(source, rating_list_path())
        self.progress = QProgressDialog(self.tr("Importing {file}…").format(file=source.name),
                                        self.tr("Cancel"), 0, _PROGRESS_STEPS,
                                        self.context.parent)
        self.progress.setWindowTitle(self.tr("FIDE rating list"))
        self.progress.setWindowModality(Qt.WindowModality.WindowModal)
        self.progress.setMinimumDuration(0)
        self.progress.setAutoReset(False)
        self.progress.canceled.connect(job.cancel)
        self.progress.show()
        job.signals.progress.connect(self.progress.setValue)
        job.signals.imported.connect(self._imported)
        job.signals.failed.connect(self._failed)
        job.signals.cancelled.connect(self._finished)
        QThreadPool.globalInstance().start(job)
        return job

    def _finished(self, message: str) -> None:
        if self.progress is not None:
            self.progress.close()
        self.job = self.progress = None
        self.context.show_message(message)

    def _imported(self, summary: ImportSummary) -> None:
        self._finished(str(summary).split("\n")[0])
        if summary.skipped:
            self.context.show_error(str(summary))

    def _failed(self, message: str) -> None:
        self._finished(self.tr("The rating list was not imported"))
        self.context.show_error(self.tr("{reason}; the previous rating list is kept").format(
            reason=message))

    def ask_refresh(self) -> None:
        """Show what the rating list changes in the registered players; apply it as one
        action when the arbiter confirms."""
        t = self.context.session.tournament
        if t is None:
            self.context.show_error(self.tr("Open or create a tournament first"))
            return
        rating_list = open_rating_list()
        if rating_list is None:
            self.context.show_error(self.tr("No FIDE rating list is imported yet: Players > Import"
                                       " the FIDE rating list"))
            return
        with rating_list:
            changes = refresh_changes(t.players, rating_list)
            source = rating_list.source
        if not changes:
            self.context.show_message(self.tr("Every player is as in {list}").format(
                list=source))
            return
        dialog = RefreshDialog(changes, source, self.context.parent)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        chosen = dialog.chosen()
        if not chosen:
            self.context.show_message(self.tr("No change ticked: nothing was updated"))
            return
        self.context.session.perform(
            UpdatePlayers(tuple(chosen), source, self.context.session.last_arbiter()))


class _TickTable(QTableWidget):
    """A table whose rows carry a tick in their first cell; Space ticks or unticks the current
    row whichever cell is current."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        tick = self.item(self.currentRow(), 0) if self.currentRow() >= 0 else None
        if event.key() == Qt.Key.Key_Space and tick is not None:
            tick.setCheckState(Qt.CheckState.Unchecked if tick.checkState()
                               == Qt.CheckState.Checked else Qt.CheckState.Checked)
        else:
            super().keyPressEvent(event)


class _KindBox(QCheckBox):
    """A kind's tick: shown partly ticked when some of its rows are; a click (or Space) ticks
    all of them, or unticks all when all were ticked."""

    def nextCheckState(self) -> None:
        self.setCheckState(Qt.CheckState.Unchecked if self.checkState() == Qt.CheckState.Checked
                           else Qt.CheckState.Checked)


class RefreshDialog(QDialog):
    """What a newer rating list changes, one row per detail with a tick, and a tick per kind of
    change (ratings, titles, federations, names) that takes or leaves all of that kind; the
    core says what a change is and which kinds are taken unless the arbiter unticks them."""

    def __init__(self, changes: list[PlayerChange], source: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.changes = changes
        self.setWindowTitle(self.tr("Update players from the FIDE rating list"))
        self.resize(760, 480)
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr(
            "{list} changes %n player(s). Names that differ only by accents or transliteration"
            " are kept as they are; tick the changes to take (Space ticks the row"
            " selected):", "", len(changes)).format(list=source))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = _TickTable(0, 5)
        self.table.setHorizontalHeaderLabels([self.tr("Take"), self.tr("Player"),
                                              self.tr("Detail"), self.tr("Now"),
                                              self.tr("In the list")])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # (change, field) of each row
        self.rows: list[tuple[PlayerChange, str]] = []
        for change in changes:
            for name, (old, new) in change.changes.items():
                self._add_row(change, name, old, new)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        kinds = QHBoxLayout()
        kinds.addWidget(QLabel(self.tr("Take all:")))
        self.kind_boxes: dict[str, QCheckBox] = {}
        present = {KIND_OF[name] for _, name in self.rows}
        for kind in (k for k in KINDS if k in present):
            box = _KindBox(self.tr(str(_KIND_LABELS[kind])))
            box.clicked.connect(lambda checked, kind=kind: self._tick_kind(kind, checked))
            kinds.addWidget(box)
            self.kind_boxes[kind] = box
        kinds.addStretch()
        layout.addLayout(kinds)
        layout.addWidget(self.table)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Apply"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.table.itemChanged.connect(self._show_kinds)
        self._show_kinds()
        self.table.setFocus()
        self.table.setCurrentCell(0, 0)

    def _add_row(self, change: PlayerChange, name: str, old: object, new: object) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        tick = QTableWidgetItem()
        tick.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
                      | Qt.ItemFlag.ItemIsUserCheckable)
        tick.setCheckState(Qt.CheckState.Checked if KIND_OF[name] in TAKEN_BY_DEFAULT
                           else Qt.CheckState.Unchecked)
        self.table.setItem(row, 0, tick)
        shown = ("" if value is None else str(value) for value in (old, new))  # no K: empty
        for column, text in enumerate((change.name, detail_label(name), *shown),
                                      start=1):
            self.table.setItem(row, column, QTableWidgetItem(text))
        self.rows.append((change, name))

    def _tick(self, row: int) -> QTableWidgetItem:
        item = self.table.item(row, 0)
        assert item is not None  # every row has its tick (_add_row)
        return item

    def _ticked(self, row: int) -> bool:
        return self._tick(row).checkState() == Qt.CheckState.Checked

    def _tick_kind(self, kind: str, checked: bool) -> None:
        state = Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked
        for row, (_, name) in enumerate(self.rows):
            if KIND_OF[name] == kind:
                self._tick(row).setCheckState(state)

    def _show_kinds(self) -> None:
        """Each kind's tick: ticked when all its rows are, partly when some are."""
        for kind, box in self.kind_boxes.items():
            ticks = [self._ticked(row) for row, (_, name) in enumerate(self.rows)
                     if KIND_OF[name] == kind]
            box.setCheckState(Qt.CheckState.Checked if all(ticks) else
                              Qt.CheckState.PartiallyChecked if any(ticks)
                              else Qt.CheckState.Unchecked)

    def chosen(self) -> list[PlayerChange]:
        """The changes ticked, player by player."""
        fields: dict[int, set[str]] = {}
        for row, (change, name) in enumerate(self.rows):
            if self._ticked(row):
                fields.setdefault(change.player_id, set()).add(name)
        kept = (change.only(fields.get(change.player_id, ())) for change in self.changes)
        return [change for change in kept if change is not None]


class _SearchField(QLineEdit):
    """Enter takes the first player found (not the dialog's OK); Down goes to the list."""

    enter = Signal()
    down = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.enter.emit()
        elif event.key() == Qt.Key.Key_Down:
            self.down.emit()
        else:
            super().keyPressEvent(event)


class RatingListLookup(QWidget):
    """A FIDE id or the start of a name typed, the players found listed; Enter (or a double
    click) on one emits `chosen(ListedPlayer)`."""

    chosen = Signal(object)
    LIMIT = 20

    def __init__(self, rating_list: RatingList, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rating_list = rating_list
        self.field = _SearchField()
        self.field.setPlaceholderText(self.tr("FIDE id or name (Surname, Given) in the FIDE"
                                              " list"))
        self.results = QListWidget()
        self.results.setVisible(False)
        self.results.itemActivated.connect(self._choose)
        self.field.textEdited.connect(self._search)
        self.field.enter.connect(lambda: self._choose(self.results.item(0)))
        self.field.down.connect(self._to_results)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.field)
        layout.addWidget(self.results)

    def _search(self, text: str) -> None:
        self.results.clear()
        for listed in self.rating_list.search(text, self.LIMIT) if text.strip() else []:
            item = QListWidgetItem(_listed_text(listed))
            item.setData(Qt.ItemDataRole.UserRole, listed)
            self.results.addItem(item)
        # Each line whole: two players of one name differ by their details at its end.
        self.results.setMinimumWidth(self.results.sizeHintForColumn(0)
                                     + 2 * self.results.frameWidth()
                                     + self.results.verticalScrollBar().sizeHint().width())
        self.results.setVisible(self.results.count() > 0)

    def _to_results(self) -> None:
        if self.results.count():
            self.results.setFocus()
            self.results.setCurrentRow(0)

    def _choose(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))
            self.results.setVisible(False)


def _listed_text(p: ListedPlayer) -> str:
    details = [p.federation, p.title,
               str(p.rating) if p.rating else translate("RatingListLookup", "unrated"),
               str(p.birth_year or ""),
               translate("RatingListLookup", "FIDE id {id}").format(id=p.fide_id),
               translate("RatingListLookup", "inactive") if p.inactive else ""]
    return f"{p.name}  ({', '.join(d for d in details if d)})"

