"""The players page: an editable, sortable table of the players with a filter by name (accents,
case and letter variants ignored: core.collation) or FIDE id. An edited cell is not written
here: `edit_requested` carries the typed text to the window, which corrects the player through
the core (handling.update_player) in one transaction."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.core.collation import search_text, sort_text
from arbiter_gui.core.fide_mode import pairing_numbers_frozen
from arbiter_gui.core.model import Player, Tournament
from arbiter_gui.core.texts import (
    DETAIL_LABELS,
    FEDERATION,
    PAIRING_NUMBER,
    bye_in_round,
    withdrawn_from,
)
from arbiter_gui.gui.language import QT_TRANSLATE_NOOP
from arbiter_gui.gui.models import ROOT, AnyIndex, TournamentModel

translate = QCoreApplication.translate

# (header, Player field); fields of handling.PLAYER_FIELDS are editable. The headers are the
# core's words (core.texts) but for the status and the national rating, the page's own.
_STATUS = QT_TRANSLATE_NOOP("PlayersModel", "Status")
_NATIONAL_RATING = QT_TRANSLATE_NOOP("PlayersModel", "Nat. rating")
COLUMNS: tuple[tuple[str, str], ...] = (
    (PAIRING_NUMBER, "pairing_no"),
    *((DETAIL_LABELS[field], field) for field in ("surname", "given_name", "title", "rating")),
    (FEDERATION, "federation"),
    (_STATUS, "status"),
    *((DETAIL_LABELS[field], field) for field in ("fide_id", "sex", "birth_date")),
    (_NATIONAL_RATING, "national_rating"),
    *((DETAIL_LABELS[field], field) for field in ("club", "k_factor")))
_READ_ONLY = ("pairing_no", "status")
SORT_ROLE = Qt.ItemDataRole.UserRole
FILTER_ROLE = Qt.ItemDataRole.UserRole + 1  # the name and the FIDE id, for the filter


def status_text(t: Tournament, player: Player) -> str:
    """"playing", or the withdrawal, and the byes announced for rounds not paired yet."""
    status = (translate("PlayersModel", "playing") if player.withdrawn_from is None
              else withdrawn_from(player.withdrawn_from))
    announced = sorted((r, kind) for (p, r), kind in t.requested_byes.items()
                       if p == player.id and r >= t.next_round_number)
    if announced:
        status += "; " + ", ".join(bye_in_round(r, kind) for r, kind in announced)
    return status


class PlayersModel(TournamentModel):
    HEADERS = tuple(header for header, _field in COLUMNS)
    CORE_HEADINGS = frozenset(HEADERS) - {_STATUS, _NATIONAL_RATING}
    # Player id, field name, the text typed.
    edit_requested = Signal(int, str, str)

    def __init__(self) -> None:
        super().__init__()
        self.players: list[Player] = []

    def _rebuild(self) -> None:
        t = self.tournament
        self.players = sorted(t.players, key=lambda p: p.pairing_no) if t else []

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.players)

    def _value(self, player: Player, field: str) -> object:
        if field == "status":
            return status_text(self.shown, player)
        return getattr(player, field)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        field = COLUMNS[index.column()][1]
        value = self._value(self.players[index.row()], field)
        if role == SORT_ROLE:
            if isinstance(value, str):
                return sort_text(value)  # names in the printouts' order (UCA)
            return 0 if value is None else value  # no FIDE id sorts first
        if role == FILTER_ROLE:
            player = self.players[index.row()]
            return search_text(f"{player.name} {player.fide_id or ''}")
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            # 0 is "unrated", None "no FIDE id": both shown empty.
            return "" if value in (None, 0) and field != "pairing_no" else str(value)
        return None

    def flags(self, index: AnyIndex) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.isValid() and COLUMNS[index.column()][1] not in _READ_ONLY:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: AnyIndex, value: object,
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        player, field = self.players[index.row()], COLUMNS[index.column()][1]
        if str(value).strip() == str(self.data(index)).strip():
            return False
        self.edit_requested.emit(player.id, field, str(value))
        return True


class PlayersPage(QWidget):
    def __init__(self, model: PlayersModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.proxy = QSortFilterProxyModel()
        self.proxy.setSourceModel(model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterRole(FILTER_ROLE)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        # Widths the arbiter sets and the window remembers (window_state).
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setDefaultSectionSize(120)
        header.setStretchLastSection(True)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText(self.tr("Find a name or FIDE id"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(
            lambda text: self.proxy.setFilterFixedString(search_text(text)))
        self.add_button = QPushButton(self.tr("Add player…"))
        self.import_button = QPushButton(self.tr("Import CSV…"))
        self.withdraw_button = QPushButton(self.tr("Withdraw…"))
        self.bye_button = QPushButton(self.tr("Absence / bye…"))
        self.delete_button = QPushButton(self.tr("Delete…"))
        self.delete_button.setToolTip(self.tr("Remove a player registered by mistake (before"
                                              " round 1 is paired; then withdraw instead)"))
        self.return_button = QPushButton(self.tr("Undo withdrawal…"))
        self.numbers_note = QLabel()
        buttons = QHBoxLayout()
        for widget in (self.add_button, self.import_button, self.withdraw_button,
                       self.bye_button, self.delete_button, self.return_button):
            buttons.addWidget(widget)
        buttons.addStretch()
        buttons.addWidget(self.filter)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.table)
        layout.addWidget(self.numbers_note)

    def show_tournament(self, t: Tournament | None) -> None:
        if t is None:
            self.numbers_note.clear()
        elif pairing_numbers_frozen(t):
            self.numbers_note.setText(
                self.tr("Pairing numbers are definitive: round 4 is paired. A late entrant is"
                        " numbered after the others (C.04.2 B.3)."))
        elif t.rounds:
            self.numbers_note.setText(
                self.tr("Pairing numbers are fixed: round 1 is paired. Only a late entry"
                        " re-assigns them (C.04.2 C.3)."))
        else:
            self.numbers_note.setText(
                self.tr("Pairing numbers follow the initial order: rating, title, name"
                        " (C.04.2 B)."))

    def selected_player(self) -> Player | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        return self.model.players[self.proxy.mapToSource(index).row()]
