"""Qt table models over the tournament; they only read it (changes go through the window)."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import ByeKind, Game, GameResult, Player, Tournament
from arbiter_gui.core.overrides import unpaired_players
from arbiter_gui.core.texts import (
    BLACK,
    RESULT,
    WHITE,
    bye_name,
    result_label,
    score_with_adjourned,
)
from arbiter_gui.gui.language import QT_TRANSLATE_NOOP

AnyIndex = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()  # the invalid index: the parent of a table's rows
translate = QCoreApplication.translate

# Words beside the symbols, so that a slip of the finger is seen at once (marked for the
# translation here, translated when shown: result_words).
RESULT_WORDS = {
    GameResult.WHITE_WINS: QT_TRANSLATE_NOOP("Results", "white wins"),
    GameResult.DRAW: QT_TRANSLATE_NOOP("Results", "draw"),
    GameResult.BLACK_WINS: QT_TRANSLATE_NOOP("Results", "black wins"),
    GameResult.WHITE_WINS_BY_FORFEIT: QT_TRANSLATE_NOOP("Results", "white wins by forfeit"),
    GameResult.BLACK_WINS_BY_FORFEIT: QT_TRANSLATE_NOOP("Results", "black wins by forfeit"),
    GameResult.DOUBLE_FORFEIT: QT_TRANSLATE_NOOP("Results", "double forfeit"),
    GameResult.WHITE_WINS_UNPLAYED: QT_TRANSLATE_NOOP("Results", "white wins, not played"),
    GameResult.DRAW_UNPLAYED: QT_TRANSLATE_NOOP("Results", "draw, not played"),
    GameResult.BLACK_WINS_UNPLAYED: QT_TRANSLATE_NOOP("Results", "black wins, not played"),
    GameResult.WHITE_HALF_BLACK_ZERO: QT_TRANSLATE_NOOP("Results", "white ½, black 0"),
    GameResult.WHITE_ZERO_BLACK_HALF: QT_TRANSLATE_NOOP("Results", "white 0, black ½"),
    GameResult.BOTH_LOSE: QT_TRANSLATE_NOOP("Results", "both lose"),
}


def result_words(result: GameResult) -> str:
    """The words of a result in the window's language ("white wins")."""
    return translate("Results", RESULT_WORDS[result])


def bye_words(kind: ByeKind) -> str:
    """The name of a kind of bye in the window's language ("pairing-allocated bye"): the core's
    word (core.texts), as the messages and the printouts say it."""
    return bye_name(kind)


def number_text(value: float) -> str:
    """A number as the window's language writes it (2.25 is "2,25" in French): QLocale's
    shortest form, never more decimals than the value has."""
    return QLocale().toString(float(value), "g", 12)


def points_text(points: float) -> str:
    """1.5 -> '1½', 0.5 -> '½', 2.0 -> '2' (other values as decimals, in the window's locale)."""
    whole, rest = divmod(points, 1)
    if rest == 0.5:
        return f"{QLocale().toString(int(whole))}½" if whole else "½"
    return QLocale().toString(int(points)) if rest == 0 else number_text(points)


def result_text(game: Game) -> str:
    if not game.has_result:
        return result_label(game) if game.is_adjourned else ""  # "adjourned", as on paper
    result = game.result
    if result is None:
        return result_label(game)  # the codes as the pairing sheet writes them ("W/-")
    return f"{result.label}   {result_words(result)}"


class TournamentModel(QAbstractTableModel):
    # Marked with QT_TRANSLATE_NOOP under the model's class name, translated when shown; those
    # in CORE_HEADINGS are the core's words (core.texts, N_()), translated by gettext.
    HEADERS: tuple[str, ...] = ()
    CORE_HEADINGS: frozenset[str] = frozenset()

    def __init__(self) -> None:
        super().__init__()
        self.tournament: Tournament | None = None

    def set_tournament(self, t: Tournament | None) -> None:
        self.beginResetModel()
        self.tournament = t
        self._rebuild()
        self.endResetModel()

    def refresh(self) -> None:
        self.set_tournament(self.tournament)

    @property
    def shown(self) -> Tournament:
        """The tournament shown, asked for by the rows' data: without a tournament a model
        has no rows."""
        assert self.tournament is not None
        return self.tournament

    def _rebuild(self) -> None:
        """Recompute the rows from `self.tournament` (inside a model reset)."""

    def columnCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self.heading(self.HEADERS[section])
        return None

    def heading(self, text: str) -> str:
        """A column's heading `text` in the window's language."""
        return _(text) if text in self.CORE_HEADINGS else translate(type(self).__name__, text)


class GamesModel(TournamentModel):
    """The games of one round in board order, then its byes, then the players an override left
    unpaired. Pairs the arbiter changed by hand are marked (note, background, and the
    justification as tooltip)."""

    HEADERS = (QT_TRANSLATE_NOOP("GamesModel", "Board"), WHITE, RESULT, BLACK,
               QT_TRANSLATE_NOOP("GamesModel", "Note"))
    CORE_HEADINGS = frozenset({WHITE, RESULT, BLACK})
    RESULT_COLUMN = 2
    NOTE_COLUMN = 4
    CHANGED_NOTE = QT_TRANSLATE_NOOP("GamesModel", "changed by the arbiter")
    UNPAIRED_TEXT = QT_TRANSLATE_NOOP("GamesModel", "not paired: make a pair or give the bye")
    CHANGED_BACKGROUND = QColor(255, 236, 179)  # amber: seen at a glance, text stays readable

    def __init__(self) -> None:
        super().__init__()
        self.round_no = 0
        self.games: list[Game] = []
        self.byes: list[tuple[int, ByeKind]] = []
        self.unpaired: list[Player] = []
        # Each player's name and score before the round, as shown (the views ask for them often,
        # a result of the round shown changes none of them).
        self._player_texts: dict[int, str] = {}
        # Before the round, computed when asked: the scores, and the games still adjourned.
        self._scores: tuple[dict[int, float], dict[int, int]] | None = None

    def show_round(self, round_no: int) -> None:
        self.round_no = round_no
        self.refresh()

    def _rebuild(self) -> None:
        t = self.tournament
        self._player_texts, self._scores = {}, None
        if t is None or not 1 <= self.round_no <= len(t.rounds):
            self.games, self.byes, self.unpaired = [], [], []
            return
        rnd = t.round(self.round_no)
        self.games = sorted(rnd.games, key=lambda g: g.board)
        self.byes = sorted(rnd.byes.items(), key=lambda item: t.player(item[0]).pairing_no)
        self.unpaired = unpaired_players(t, self.round_no)

    def game_changed(self, game: Game) -> None:
        """Show the new result of `game` (the same object the model holds) in its row."""
        row = next((i for i, g in enumerate(self.games) if g is game), None)
        if row is not None:
            self.dataChanged.emit(self.index(row, 0), self.index(row, len(self.HEADERS) - 1))

    def results_entered(self) -> tuple[int, int]:
        """How many of the round's games have a result, and how many games it has."""
        return sum(g.has_result for g in self.games), len(self.games)

    def next_row_without_result(self, after: int, otherwise: int) -> int:
        """The first row after `after` whose game has no result, searching on from the top;
        `otherwise` when every game has one."""
        count = len(self.games)
        rows = [(after + k) % count for k in range(1, count + 1)] if count else []
        return next((row for row in rows if not self.games[row].has_result), otherwise)

    def game_at(self, row: int) -> Game | None:
        return self.games[row] if 0 <= row < len(self.games) else None

    def bye_at(self, row: int) -> tuple[int, ByeKind] | None:
        index = row - len(self.games)
        return self.byes[index] if 0 <= index < len(self.byes) else None

    def players_at(self, row: int) -> tuple[int, ...]:
        """Ids of the players on this row (white and black of a game, or the one player)."""
        game, bye = self.game_at(row), self.bye_at(row)
        if game is not None:
            return game.white, game.black
        if bye is not None:
            return (bye[0],)
        index = row - len(self.games) - len(self.byes)
        return (self.unpaired[index].id,) if 0 <= index < len(self.unpaired) else ()

    def rowCount(self, parent: AnyIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.games) + len(self.byes) + len(self.unpaired)

    def _player_text(self, player_id: int) -> str:
        text = self._player_texts.get(player_id)
        if text is None:
            t = self.shown
            player = t.player(player_id)
            if self._scores is None:
                self._scores = t.scores(self.round_no - 1), t.adjourned_games(self.round_no - 1)
            scores, adjourned = self._scores
            # As on the pairing sheet: the standings' score, a game still adjourned marked.
            before = score_with_adjourned(points_text(scores.get(player_id, 0.0)),
                                          adjourned.get(player_id, 0))
            text = self._player_texts[player_id] = f"{player.pairing_no}  {player.name}  ({before})"
        return text

    def justifications(self, row: int) -> list[str]:
        """Why the arbiter changed this row's pairing (empty if the engine's pairing stands)."""
        players = set(self.players_at(row))
        return [o.justification for o in self.shown.overrides
                if o.round == self.round_no and players & set(o.players)]

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == self.RESULT_COLUMN:
            return Qt.AlignmentFlag.AlignCenter
        if role in (Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ToolTipRole):
            reasons = self.justifications(index.row())
            if not reasons:
                return None
            if role == Qt.ItemDataRole.BackgroundRole:
                return self.CHANGED_BACKGROUND
            changed = translate("GamesModel", self.CHANGED_NOTE)
            return "\n".join(f"{changed}: {why}" for why in reasons)
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        note = (translate("GamesModel", self.CHANGED_NOTE) if self.justifications(index.row())
                else "")
        game, bye = self.game_at(index.row()), self.bye_at(index.row())
        if game is not None:
            return (game.board, self._player_text(game.white), result_text(game),
                    self._player_text(game.black), note)[index.column()]
        if bye is not None:
            player_id, kind = bye
            points = points_text(self.shown.scoring.for_bye(kind))
            return ("", self._player_text(player_id), f"{bye_words(kind)} ({points})", "",
                    note)[index.column()]
        player_id = self.players_at(index.row())[0]
        return ("", self._player_text(player_id), translate("GamesModel", self.UNPAIRED_TEXT), "",
                note)[index.column()]
