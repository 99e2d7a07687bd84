"""Standings with the tournament's tie-breaks, and the cross table in rank order.

Both show the ranking the core computes (`tiebreak.ranked_standings`: score, then each
tie-break of C.07 in the order the settings give, shared ranks when all are equal), after a
chosen round. The standings of a tournament with rated players end, as on paper, with each
player's performance, K and rating change (core/rating.py, FIDE B.02 8.3).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import Player, Tournament
from arbiter_gui.core.rating import rating_results
from arbiter_gui.core.texts import (
    DETAIL_LABELS,
    FEDERATION,
    K_FACTOR,
    NAME,
    PAIRING_NUMBER,
    PERFORMANCE,
    RATING_CHANGE,
    cross_table_cell,
)
from arbiter_gui.core.tiebreak import (
    StandingRow,
    TieBreakError,
    display_column,
    dropped_tiebreaks,
    parse_tiebreak,
    ranked_standings,
)
from arbiter_gui.gui.language import QT_TRANSLATE_NOOP
from arbiter_gui.gui.models import (
    ROOT,
    AnyIndex,
    TournamentModel,
    bye_words,
    points_text,
    result_words,
)
from arbiter_gui.reports.standings import incomplete_round_note, rating_cells, shows_rating

translate = QCoreApplication.translate


def decimal_text(text: str) -> str:
    """A tie-break value as the printout formats it ("12.50", decimals aligned) in the window's
    locale ("12,50" in French), with as many decimals; a text that is no number as it is."""
    try:
        value = float(text)
    except ValueError:
        return text
    decimals = len(text.partition(".")[2])
    return QLocale().toString(value, "f", decimals)


class _RankedModel(TournamentModel):
    """A table of the players in rank order after `after_round` (None: every paired round)."""

    FIRST_COLUMNS: tuple[str, ...] = ()
    CORE_HEADINGS = frozenset({PAIRING_NUMBER, NAME, DETAIL_LABELS["rating"], FEDERATION,
                               PERFORMANCE, K_FACTOR, RATING_CHANGE})

    def __init__(self) -> None:
        super().__init__()
        self.after_round: int | None = None
        self._ranked: list[StandingRow] = []
        # The tournament changed since the rows were computed: they are computed again when
        # read (the window computes them when the page is shown, `mark_stale` otherwise).
        self._stale = False
        self.codes: list[str] = []
        self.tiebreak_texts: dict[int, list[str]] = {}  # player id -> as printed
        self.problems: list[str] = []

    def show_after_round(self, after_round: int | None) -> None:
        self.after_round = after_round
        self.refresh()

    def _rebuild(self) -> None:
        t = self.tournament
        self._stale = False
        self._ranked, self.codes, self.problems = [], [], []
        self.tiebreak_texts = {}
        if t is None:
            self.HEADERS = self.FIRST_COLUMNS
            return
        for code in t.tiebreaks:
            try:
                self.codes.append(parse_tiebreak(code).code)
            except TieBreakError as e:  # a code read from another program's file
                self.problems.append(translate("RankedPage", "{problem}; left out").format(
                    problem=e))
        self.problems += [f"{code}: {reason}" for code, reason in
                          dropped_tiebreaks(t, self.codes).items()]
        last = len(t.rounds) if self.after_round is None else min(self.after_round,
                                                                   len(t.rounds))
        self._ranked = ranked_standings(t, last, self.codes)
        incomplete = incomplete_round_note(t.round(last)) if last else None
        self.problems[:0] = [incomplete] if incomplete else []  # first: it matters most
        # Column by column, as the printout formats them (decimal points line up).
        columns = [display_column(code, [row.values[k] for row in self._ranked])
                   for k, code in enumerate(self.codes)]
        self.tiebreak_texts = {row.player.id: [column[n] for column in columns]
                               for n, row in enumerate(self._ranked)}
        self.HEADERS = self._headers(t, last)

    def _headers(self, t: Tournament, last: int) -> tuple[str, ...]:
        return (*self.FIRST_COLUMNS, *self.codes)

    def _after_tiebreaks(self) -> int:
        """How many columns follow the tie-breaks' (none but in the standings)."""
        return 0

    def _tiebreak_of_column(self, column: int) -> int:
        """The tie-break a column shows (its index in `codes`), or -1."""
        tie_break = column - (len(self.HEADERS) - len(self.codes) - self._after_tiebreaks())
        return tie_break if tie_break < len(self.codes) else -1

    def mark_stale(self, t: Tournament | None) -> None:
        """`t` changed (or is another tournament): computed when next shown or read."""
        self.tournament = t
        self._stale = True

    @property
    def ranked(self) -> list[StandingRow]:
        """The rows in rank order, computed again first if the tournament changed."""
        if self._stale:
            self.refresh()
        return self._ranked

    @property
    def rows(self) -> list[tuple[Player, float]]:
        """(player, score) in rank order, as shown."""
        return [(row.player, row.score) for row in self.ranked]

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self._ranked)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        tie_break = self._tiebreak_of_column(section)
        horizontal = orientation == Qt.Orientation.Horizontal
        if role == Qt.ItemDataRole.ToolTipRole and horizontal and tie_break >= 0:
            return parse_tiebreak(self.codes[tie_break]).name
        if role == Qt.ItemDataRole.DisplayRole and horizontal and tie_break >= 0:
            return self.codes[tie_break]  # the official abbreviation, in every language
        if role == Qt.ItemDataRole.DisplayRole and horizontal:
            # The first columns, the rounds ("R3") and the score, in the window's language.
            heading = self.HEADERS[section]
            return _(heading) if heading in self.CORE_HEADINGS else translate("RankedModel",
                                                                              heading)
        return super().headerData(section, orientation, role)

    def _tiebreak_text(self, row: StandingRow, column: int) -> str | None:
        tie_break = self._tiebreak_of_column(column)
        if tie_break < 0:
            return None
        return decimal_text(self.tiebreak_texts[row.player.id][tie_break])


class StandingsModel(_RankedModel):
    FIRST_COLUMNS = (QT_TRANSLATE_NOOP("RankedModel", "Rank"), PAIRING_NUMBER, NAME,
                     DETAIL_LABELS["rating"], FEDERATION, QT_TRANSLATE_NOOP("RankedModel", "Score"))
    # After the tie-breaks, when players are rated: performance (C.07 10.2), the coefficient K
    # and the rating change (B.02 8.3), as the printed standings head them.
    RATING_COLUMNS = (PERFORMANCE, K_FACTOR, RATING_CHANGE)
    RATING_TIPS = (QT_TRANSLATE_NOOP("RankedModel", "Performance rating (C.07 10.2) against the"
                                                    " rated opponents"),
                   QT_TRANSLATE_NOOP("RankedModel", "K-factor (FIDE Rating Regulations B.02"
                                                    " 8.3.3)"),
                   QT_TRANSLATE_NOOP("RankedModel", "Rating change (FIDE Rating Regulations"
                                                    " B.02 8.3)"))

    def __init__(self) -> None:
        super().__init__()
        self.rating_texts: dict[int, list[str]] = {}  # player id -> Rp, K, change

    def _rebuild(self) -> None:
        super()._rebuild()
        t = self.tournament
        self.rating_texts = {}
        if t is not None and shows_rating(t):
            last = len(t.rounds) if self.after_round is None else min(self.after_round,
                                                                       len(t.rounds))
            self.rating_texts = {pid: rating_cells(result)
                                 for pid, result in rating_results(t, last).items()}

    def _headers(self, t: Tournament, last: int) -> tuple[str, ...]:
        return (*super()._headers(t, last), *(self.RATING_COLUMNS if shows_rating(t) else ()))

    def _after_tiebreaks(self) -> int:
        return len(self.RATING_COLUMNS) if self.rating_texts else 0

    def _rating_column(self, column: int) -> int:
        """Which of RATING_COLUMNS a column shows, or -1."""
        rating = column - (len(self.HEADERS) - self._after_tiebreaks())
        return rating if self._after_tiebreaks() and rating >= 0 else -1

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        rating = self._rating_column(section)
        if (role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal
                and rating >= 0):
            return translate("RankedModel", self.RATING_TIPS[rating])
        return super().headerData(section, orientation, role)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        row = self._ranked[index.row()]
        rating = self._rating_column(index.column())
        if rating >= 0:
            return self.rating_texts[row.player.id][rating]
        value = self._tiebreak_text(row, index.column())
        if value is not None:
            return value
        p = row.player
        return (row.rank, p.pairing_no, p.name, p.rating or "", p.federation,
                points_text(row.score))[index.column()]


class CrossTableModel(_RankedModel):
    """Per round: the opponent's pairing number, the colour and the result ("12w1"), or the
    bye and its points."""

    FIRST_COLUMNS = StandingsModel.FIRST_COLUMNS[:4]  # rank, no., name, rating

    def _headers(self, t: Tournament, last: int) -> tuple[str, ...]:
        rounds = tuple(translate("RankedModel", "R{round}").format(round=n)
                       for n in range(1, last + 1))
        return (*self.FIRST_COLUMNS, *rounds, QT_TRANSLATE_NOOP("RankedModel", "Score"),
                *self.codes)

    def _round_of_column(self, column: int) -> int | None:
        round_no = column - len(self.FIRST_COLUMNS) + 1
        rounds = len(self.HEADERS) - len(self.FIRST_COLUMNS) - 1 - len(self.codes)
        return round_no if 1 <= round_no <= rounds else None

    def round_cell(self, player: Player, round_no: int) -> tuple[str, str]:
        """The cell's text and its tooltip."""
        t = self.shown
        rnd = t.round(round_no)
        game = rnd.game_of(player.id)
        # The text as the printed cross table has it (core.texts), the details as tooltip.
        cell = cross_table_cell(rnd, player.id, {p.id: p.pairing_no for p in t.players})
        if game is None:
            kind = rnd.byes.get(player.id)
            if kind is None:
                return "", translate("RankedModel", "not paired")
            points = points_text(t.scoring.for_bye(kind))
            return cell, translate("RankedModel", "round {round}: {bye} ({points})").format(
                round=round_no, bye=bye_words(kind), points=points)
        opponent = t.player(game.opponent_of(player.id))
        colour = game.colour_of(player.id).value
        result = (result_words(game.result) if game.result
                  else translate("RankedModel", "no result yet"))
        where = (translate("RankedModel", "round {round}, board {board}: {opponent} (white for"
                           " {player}); {result}") if colour == "w"
                 else translate("RankedModel", "round {round}, board {board}: {opponent} (black"
                                " for {player}); {result}"))
        return cell, where.format(round=round_no, board=game.board, opponent=opponent.name,
                                  player=player.name, result=result)

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole,
                                               Qt.ItemDataRole.ToolTipRole):
            return None
        row, column = self._ranked[index.row()], index.column()
        round_no = self._round_of_column(column)
        if round_no is not None:
            text, tooltip = self.round_cell(row.player, round_no)
            return text if role == Qt.ItemDataRole.DisplayRole else tooltip
        if role == Qt.ItemDataRole.ToolTipRole:
            return None
        value = self._tiebreak_text(row, column)
        if value is not None:
            return value
        if column < len(self.FIRST_COLUMNS):
            p = row.player
            return (row.rank, p.pairing_no, p.name, p.rating or "")[column]
        return points_text(row.score)


class RankedPage(QWidget):
    """A ranked table with the round after which it is shown and the tie-break problems."""

    def __init__(self, model: _RankedModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.table = QTableView()
        self.table.setModel(model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.after_round = QComboBox()
        self.after_round.activated.connect(self._round_chosen)
        self.note = QLabel()
        self.note.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("After round")))
        top.addWidget(self.after_round)
        top.addStretch()
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table)
        layout.addWidget(self.note)

    def show_tournament(self, t: Tournament | None) -> None:
        """Show `t` after the round chosen (the last paired one unless another is chosen)."""
        paired = len(t.rounds) if t else 0
        chosen = self.model.after_round
        self.after_round.clear()
        self.after_round.addItems([str(n) for n in range(paired + 1)])
        self.after_round.setCurrentIndex(paired if chosen is None else min(chosen, paired))
        self.model.set_tournament(t)
        self.note.setText("\n".join(self.model.problems))

    def _round_chosen(self, index: int) -> None:
        last = index == self.after_round.count() - 1
        # The last round stays "the last round" as new rounds are paired.
        self.model.show_after_round(None if last else index)
        self.note.setText("\n".join(self.model.problems))


class RankedPages:
    """The standings and the cross-table pages, over their models (kept by the window). They
    are computed when shown: a change marks them out of date, and the page shown is computed
    again at once, the other when it is shown (a result must not cost a ranking)."""

    def __init__(self, standings: StandingsModel, cross_table: CrossTableModel) -> None:
        self.standings_page = RankedPage(standings)
        self.cross_table_page = RankedPage(cross_table)
        self._stale: set[RankedPage] = set()  # the pages to compute when shown

    def show_changed(self, shown: QWidget | None, t: Tournament | None) -> None:
        """The tournament changed: `shown` (the page shown) is computed again if it is one of
        these, the other marked out of date."""
        self._stale = {self.standings_page, self.cross_table_page}
        self.show_page(shown, t)

    def show_page(self, shown: QWidget | None, t: Tournament | None) -> None:
        """`shown` is the page shown now: compute it if it is one of these, out of date."""
        if isinstance(shown, RankedPage) and shown in self._stale:
            self._stale.discard(shown)
            shown.show_tournament(t)
        for stale in self._stale:
            stale.model.mark_stale(t)
