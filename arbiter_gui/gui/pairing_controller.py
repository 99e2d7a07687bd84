"""Pairing the next round: the engine (or the tournament's pairing server) in a worker thread,
the round stored when it arrives, and the engine's explanations of the pairings (the Why?
dialog).

The pairing is the engine's and the server's; the round is stored as an action of
core/actions.py (PairRound) by the session. This controller holds what lives while the window
does: the job under way and the explanations of the rounds paired in this session.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool, Signal

from arbiter_gui.client.pairing_server import ServerAnswer, final_file_due, is_paired_by_server
from arbiter_gui.core import actions, overrides
from arbiter_gui.core.model import ModelError, Tournament
from arbiter_gui.gui.models import GamesModel
from arbiter_gui.gui.session import Context
from arbiter_gui.gui.why_dialog import WhyDialog
from arbiter_gui.gui.worker import ExplainJob, FinalFileJob, PairingJob, ServerPairingJob
from arbiter_gui.pairing.engine import correction_notes
from arbiter_gui.pairing.explain import bye_explanation
from arbiter_gui.pairing.swiss import PairingResult

Job = PairingJob | ServerPairingJob | FinalFileJob


class PairingController(QObject):
    """The engine's runs and explanations, over the round view's `model` (kept by the window);
    `selected_row` is the row selected in the round view, `show_round` shows a round just
    paired, `round_paired` writes the backup after each round. A QObject, so that the worker's
    signals are delivered in the window's thread."""

    # The engine started or finished: the controls that change the tournament wait for it.
    busy_changed = Signal()

    def __init__(self, context: Context, model: GamesModel, selected_row: Callable[[], int],
                 show_round: Callable[[int], None],
                 round_paired: Callable[[int], object]) -> None:
        super().__init__(context.parent)
        self.context = context
        self.session = context.session
        self.model = model
        self._selected_row = selected_row
        self._show_round = show_round
        self._round_paired = round_paired
        self.job: Job | None = None
        # The engine's checklist of each round paired in this session, with the pairing
        # numbers it used (player id -> number) and where it comes from; other rounds' are
        # re-derived (ExplainJob).
        self.explanations: dict[int, tuple[str, dict[int, int], str]] = {}
        self.why_dialog: WhyDialog | None = None

    def forget_explanations(self, after_round: int = 0) -> None:
        """Forget the explanations of the rounds after `after_round` (unpaired or undone: a new
        pairing brings its own; 0: another file, or another language)."""
        for round_no in [r for r in self.explanations if r > after_round]:
            del self.explanations[round_no]

    def close_why_dialog(self) -> None:
        if self.why_dialog is not None:
            self.why_dialog.close()
            self.why_dialog = None

    # -- pairing ----------------------------------------------------------------------------------

    def pair_next_round(self) -> None:
        """Start the engine (or, for a tournament paired by a pairing server, the request to
        the server) on the next round in a worker thread; the result is stored when it
        arrives, unless the tournament changed meanwhile. After the last round, a tournament
        paired by a server sends it the final file instead."""
        t = self.session.tournament
        if t is None or self.job is not None:
            return
        final = is_paired_by_server(t) and final_file_due(t)
        try:
            if not final:
                overrides.check_rounds_left(t)
            if t.rounds:
                overrides.check_round_complete(t, len(t.rounds))
        except ModelError as e:
            self.context.show_error(str(e))
            return
        job: Job
        if final:
            job = FinalFileJob(t)
            job.signals.sent.connect(self._final_file_sent)
        elif is_paired_by_server(t):
            job = ServerPairingJob(t)
            job.signals.paired.connect(self._paired_by_server)
            job.signals.unreachable.connect(self._server_unreachable)
        else:
            job = PairingJob(t, t.pairing_system)
            job.signals.paired.connect(self._paired)
        self._start(job)

    def _start(self, job: Job) -> None:
        job.signals.failed.connect(self._pairing_failed)
        self.job = job
        self.busy_changed.emit()
        QThreadPool.globalInstance().start(job)

    def _finished(self) -> None:
        self.job = None
        self.busy_changed.emit()

    def _server_unreachable(self, message: str) -> None:
        """No answer from the pairing server; the arbiter may pair locally, and the
        round is then marked so in the log, the printouts and the next request."""
        self._finished()
        t = self.session.tournament
        if t is None:
            return
        question = self.tr(
            "{message}.\n\nPair round {round} locally, with this program's engine? The round"
            " is then marked \"paired locally\" in the log, on the pairing sheet and in the"
            " next request to the server.").format(message=message, round=t.next_round_number)
        if not self.context.ask_yes_no(question):
            return
        job = PairingJob(t, t.pairing_system)
        job.signals.paired.connect(self._paired_locally)
        self._start(job)

    def _final_file_sent(self, sent: Tournament, deviations: int) -> None:
        self._finished()
        self.context.show_message(self.tr(
            "Final file sent to the pairing server {url}: %n new deviation(s) recorded", "",
            deviations).format(url=sent.pairing_server_url))

    def _paired_by_server(self, sent: Tournament, answer: ServerAnswer) -> None:
        self._store_pairing(sent, answer.result, "server")

    def _paired_locally(self, paired: Tournament, result: PairingResult) -> None:
        self._store_pairing(paired, result, "local")

    def _paired(self, paired: Tournament, result: PairingResult) -> None:
        self._store_pairing(paired, result, "engine")

    def _store_pairing(self, paired: Tournament, result: PairingResult, how: str) -> None:
        """Store the round `result` pairs (by pairing number), paired `how` (actions.PairRound),
        with its record in one transaction."""
        self.job = None
        if paired != self.session.tournament:
            self.busy_changed.emit()
            self.context.show_error(self.tr("The tournament changed while the engine was"
                                            " pairing; pair again"))
            return
        round_no = paired.next_round_number
        self.model.round_no = round_no
        action = actions.PairRound(round_no, tuple(result.pairs), result.bye, how,
                                   paired.pairing_system, paired.pairing_server_url,
                                   self.session.last_arbiter())
        if self.session.perform(action):
            self._round_paired(round_no)
            if result.checklist:  # the server sends no explanation: the Why dialog derives it
                self.explanations[round_no] = (
                    result.checklist, {p.id: p.pairing_no for p in paired.players},
                    self.tr("The engine's explanation when it paired round {round}.").format(
                        round=round_no))
            self._show_round(round_no)

    def _pairing_failed(self, message: str) -> None:
        self._finished()
        self.context.show_error(message)

    # -- explanations -----------------------------------------------------------------------------

    def explain_selected(self) -> None:
        """Show the engine's explanation of the selected pair's (or player's) pairing."""
        t, round_no = self.session.tournament, self.model.round_no
        row = self._selected_row()
        ids = self.model.players_at(row) if row >= 0 else ()
        if t is None or not ids or not 1 <= round_no <= len(t.rounds):
            self.context.show_error(self.tr("Select a pair or a player of a paired round"))
            return
        names = " – ".join(f"{t.player(i).pairing_no} {t.player(i).name}" for i in ids)
        self.why_dialog = dialog = WhyDialog(
            round_no, ids, names, self.context.parent,
            bye_explanation(t, round_no, ids[0]) if len(ids) == 1 else "")
        dialog.show()
        kept = self.explanations.get(round_no)
        if kept is not None:
            checklist, numbers, note = kept
            dialog.show_explanation(checklist, [numbers[i] for i in ids],
                                    note + self._correction_note(t, round_no))
            return
        job = ExplainJob(t, round_no)
        # Bound methods of QObjects, so that the worker's signals are delivered in this thread.
        job.signals.explained.connect(self._explained)
        job.signals.failed.connect(dialog.show_failure)
        QThreadPool.globalInstance().start(job)

    def _explained(self, round_no: int, checklist: str, numbers: dict[int, int],
                   same: bool) -> None:
        note = self.tr("The engine run again on the tournament as it stood before round"
                       " {round}.").format(round=round_no)
        if not same:
            note += self.tr(" It pairs the round differently from how it was paired (changed by"
                            " hand, or paired by another program): this explains the engine's"
                            " pairing.")
        self.explanations[round_no] = (checklist, numbers, note)
        dialog, t = self.why_dialog, self.session.tournament
        if dialog is not None and dialog.round_no == round_no and t is not None:
            dialog.show_explanation(checklist, [numbers[i] for i in dialog.player_ids],
                                    note + self._correction_note(t, round_no))

    def _correction_note(self, t: Tournament, round_no: int) -> str:
        """The checker's word on a round paired before a result it rests on was corrected."""
        notes = correction_notes(t, round_no)
        return "".join("\n" + self.tr("Affected: {note}.").format(note=n) for n in notes)
