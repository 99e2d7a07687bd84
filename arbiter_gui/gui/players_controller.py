"""The Players page and menu: registering players (by hand or from a CSV file), correcting
their details, withdrawals and returns, requested byes and absences, and the imports of FIDE's
rating list (`import_dialogs.PlayerImports`).

Each change is one of the arbiter's actions (core/actions.py) done by the session; this
controller asks what the arbiter wants and describes the action for the undo history.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QMessageBox, QWidget

from arbiter_gui.core import actions
from arbiter_gui.core.csv_import import CsvImport, CsvTable, read_csv_file, summary
from arbiter_gui.core.model import ByeKind, ModelError, Player, Tournament
from arbiter_gui.core.texts import player_label
from arbiter_gui.gui.byes import ByeRequestDialog
from arbiter_gui.gui.dialogs import PlayerDialog
from arbiter_gui.gui.import_dialogs import CsvPreviewDialog, PlayerImports
from arbiter_gui.gui.players_view import PlayersModel, PlayersPage
from arbiter_gui.gui.session import Context

translate = QCoreApplication.translate


def csv_filter() -> str:
    return translate("PlayersController", "CSV (*.csv *.txt);;All files (*)")


class PlayersController:
    """The players page (over `model`, kept by the window) and the Players menu."""

    @staticmethod
    def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """`text` in the window's language (this class is no QObject: its own context)."""
        return translate("PlayersController", text, disambiguation, n)

    def __init__(self, context: Context, model: PlayersModel) -> None:
        self.context = context
        self.session = context.session
        self.model = model
        self.page = page = PlayersPage(model)
        page.add_button.clicked.connect(self.ask_add_player)
        page.withdraw_button.clicked.connect(self.ask_withdraw)
        page.import_button.clicked.connect(self.ask_import_csv)
        page.bye_button.clicked.connect(self.ask_bye)
        page.delete_button.clicked.connect(self.ask_delete_player)
        page.return_button.clicked.connect(self.ask_return)
        self.imports = PlayerImports(context, self.ask_import_csv)
        self.buttons = [page.add_button, page.withdraw_button, page.import_button,
                        page.bye_button, page.delete_button, page.return_button]

    # -- showing ----------------------------------------------------------------------------------

    def show_tournament(self, t: Tournament | None, busy: bool) -> None:
        """Show the players of `t`; the buttons are enabled unless the engine is pairing."""
        self.model.set_tournament(t)
        for button in self.buttons:
            button.setEnabled(t is not None and not busy)
        self.page.show_tournament(t)

    def show_changed(self) -> None:
        """The players' rows changed (a withdrawal, a return, a bye requested)."""
        self.model.refresh()
        self.page.show_tournament(self.session.tournament)

    def edit_controls(self) -> tuple[list[QWidget | QAction], list[QWidget | QAction]]:
        """The controls that change the tournament: those enabled as `show_tournament` sees
        fit, and those enabled whenever the file can be written (read_only.show_read_only)."""
        return list(self.buttons), list(self.imports.edit_actions)

    # -- the actions ------------------------------------------------------------------------------

    def register_player(self, player: Player, first_round: int | None = None) -> bool:
        """Add a player before round 1 is paired, a late entry (C.04.2 C.2) after; the player's
        id is given here, `player.id` is ignored."""
        return self.session.perform(
            actions.Register(player, first_round, self.session.last_arbiter()))

    def withdraw_player(self, player_id: int, from_round: int) -> bool:
        return self.session.perform(
            actions.Withdraw(player_id, from_round, self.session.last_arbiter()))

    def delete_player(self, player_id: int) -> bool:
        """Remove a player registered by mistake (before round 1 is paired only)."""
        return self.session.perform(
            actions.DeletePlayer(player_id, self.session.last_arbiter()))

    def return_from_withdrawal(self, player_id: int, return_round: int) -> bool:
        """Undo a withdrawal: the player is paired again from `return_round`."""
        return self.session.perform(
            actions.Return(player_id, return_round, self.session.last_arbiter()))

    def edit_player(self, player_id: int, field: str, text: str) -> bool:
        """Correct one detail of a player, typed as text in the players table."""
        return self.session.perform(
            actions.EditPlayer(player_id, field, text, self.session.last_arbiter()))

    def request_bye(self, player_id: int, round_no: int, kind: ByeKind | None) -> bool:
        """Record an absence or a requested bye for a round not paired yet (C.04.2 D.4);
        `kind` None cancels the request."""
        return self.session.perform(
            actions.RequestBye(player_id, round_no, kind, self.session.last_arbiter()))

    def import_players_csv(self, path: str | Path,
                           mapping: list[str | None] | None = None) -> bool:
        """Register the players of a CSV file, its columns mapped by `mapping` (default: by
        the names in its first line); the refused rows are listed with their line and why."""
        table = self._read_csv(path)
        return table is not None and self._import_csv_table(table, mapping, Path(path).name)

    def _read_csv(self, path: str | Path) -> CsvTable | None:
        try:
            return read_csv_file(path)
        except ModelError as e:
            self.context.show_error(str(e))
            return None

    def _import_csv_table(self, table: CsvTable, mapping: list[str | None] | None,
                          name: str, renumber: bool = False) -> bool:
        done = self.session.done_by(actions.ImportPlayers(
            table, name, None if mapping is None else tuple(mapping), renumber,
            self.session.last_arbiter()))
        if done is None:
            return False
        result = done.result
        assert isinstance(result, CsvImport)
        if result.refused:
            self.context.show_error(f"{name}: {summary(result)}")
        else:
            self.context.show_message(f"{name}: {summary(result)}")
        return bool(result.added)

    # -- what the arbiter is asked ----------------------------------------------------------------

    def selected_player(self) -> Player | None:
        return self.page.selected_player()

    def ask_add_player(self) -> None:
        t = self.session.tournament
        if t is None:
            return
        dialog = PlayerDialog(t.next_round_number, t.rounds_planned, self.context.parent,
                              tournament=t)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            player = dialog.player()
        except ValueError as e:
            self.context.show_error(str(e))
            return
        self.register_player(player, dialog.first_round.value())

    def ask_withdraw(self) -> None:
        chosen = self._ask_player_and_round(self.tr("Select the player to withdraw"),
                                            self.tr("Withdraw"),
                                            self.tr("{player} is not paired from round:"))
        if chosen is not None:
            self.withdraw_player(*chosen)

    def ask_delete_player(self) -> None:
        player = self.selected_player()
        if self.session.tournament is None or player is None:
            self.context.show_error(self.tr("Select the player to delete"))
            return
        answer = QMessageBox.question(
            self.context.parent, self.tr("Delete player"),
            self.tr("Delete {player} from the tournament? (Edit > Undo brings the player"
                    " back.)").format(player=player_label(player)))
        if answer == QMessageBox.StandardButton.Yes:
            self.delete_player(player.id)

    def ask_return(self) -> None:
        chosen = self._ask_player_and_round(self.tr("Select the withdrawn player who plays again"),
                                            self.tr("Undo withdrawal"),
                                            self.tr("{player} is paired again from round:"))
        if chosen is not None:
            self.return_from_withdrawal(*chosen)

    def ask_bye(self) -> None:
        t, player = self.session.tournament, self.selected_player()
        if t is None or player is None:
            self.context.show_error(self.tr("Select the player who will be absent"))
            return
        dialog = ByeRequestDialog(t, player, self.context.parent)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.request_bye(player.id, dialog.round.value(), dialog.kind())

    def ask_import_csv(self) -> None:
        if self.session.file is None:
            self.context.show_error(self.tr("Open or create a tournament first"))
            return
        path, _ = QFileDialog.getOpenFileName(self.context.parent, self.tr("Import players"),
                                              "", csv_filter())
        table = self._read_csv(path) if path else None
        if table is None:
            return
        preview = CsvPreviewDialog(table, Path(path).name, self.context.parent,
                                   self.session.tournament)
        if preview.exec() == QDialog.DialogCode.Accepted:
            self._import_csv_table(table, preview.mapping(), Path(path).name, preview.renumber())

    def _ask_player_and_round(self, missing: str, title: str,
                              question: str) -> tuple[int, int] | None:
        """The selected player's id and the round the arbiter types (from the next round to
        be paired), or None when no player is selected or the question is cancelled."""
        t, player = self.session.tournament, self.selected_player()
        if t is None or player is None:
            self.context.show_error(missing)
            return None
        last = max(t.rounds_planned, t.next_round_number)
        round_no, ok = QInputDialog.getInt(self.context.parent, title,
                                           question.format(player=player.name),
                                           t.next_round_number, 1, last)
        return (player.id, round_no) if ok else None
