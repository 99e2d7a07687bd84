"""The pairing engine off the GUI thread, so the window stays responsive while it runs."""

from __future__ import annotations

import copy
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Signal

from arbiter_gui.client import pairing_server
from arbiter_gui.client.pairing_server import PairingServerError, ServerUnreachable
from arbiter_gui.core.model import Tournament
from arbiter_gui.pairing.engine import (
    forfeits_as_played,
    pair_next_round,
    played_pairs,
    result_pairs,
    tournament_as_paired,
)
from arbiter_gui.pairing.swiss import PairingError


def _round_failed(round_no: int, error: Exception) -> str:
    return QCoreApplication.translate("PairingJob", "Round {round}: {reason}").format(
        round=round_no, reason=error)


def _engine_failed(error: Exception) -> str:
    return QCoreApplication.translate("PairingJob", "The pairing engine failed: {error!r}").format(
        error=error)


def _client_failed(error: Exception) -> str:
    """A defect of the pairing server's client, which must reach the arbiter, not vanish."""
    return QCoreApplication.translate(
        "PairingJob", "The pairing server's client failed: {error!r}").format(error=error)


Signals = TypeVar("Signals", bound=QObject)


class GuiThreadJob(QRunnable, Generic[Signals]):
    """Work for a worker thread that reports through a signals object of the GUI thread.

    Qt frees a finished job in the worker thread, and with the job's Python object whatever it
    owns; a QObject must be deleted in the thread it lives in (QObject::~QObject), and the
    signals object lives in the GUI thread that made it. So the application owns it, not the
    job, and deletes it there (deleteLater) once the job has sent its last signal: the signals
    already sent reach their slots first, in the order they were posted."""

    def __init__(self, signals: Signals) -> None:
        super().__init__()
        signals.setParent(QCoreApplication.instance())
        self.signals = signals

    def run(self) -> None:
        try:
            self.work()
        finally:
            self.signals.deleteLater()

    def work(self) -> None:
        """The job itself, in the worker thread; it reports only through `self.signals`."""
        raise NotImplementedError(type(self).__name__)


class PairingSignals(QObject):
    # The tournament copy that was paired, and the engine's PairingResult.
    paired = Signal(object, object)
    failed = Signal(str)


class PairingJob(GuiThreadJob[PairingSignals]):
    """Pairs the next round of a private copy of the tournament (the GUI keeps the original)."""

    def __init__(self, t: Tournament, system: str) -> None:
        super().__init__(PairingSignals())
        self.tournament = copy.deepcopy(t)
        self.system = system

    def work(self) -> None:
        try:
            result = pair_next_round(self.tournament, self.system)
        except PairingError as e:
            self.signals.failed.emit(_round_failed(self.tournament.next_round_number, e))
        except Exception as e:  # an engine defect must reach the arbiter, not vanish
            self.signals.failed.emit(_engine_failed(e))
        else:
            self.signals.paired.emit(self.tournament, result)


class ServerPairingSignals(QObject):
    # The tournament copy that was sent, and the server's answer (pairing_server.ServerAnswer).
    paired = Signal(object, object)
    failed = Signal(str)
    # No answer from the server: the window asks the arbiter whether to pair locally.
    unreachable = Signal(str)


class ServerPairingJob(GuiThreadJob[ServerPairingSignals]):
    """Sends the next round of a private copy of the tournament to its pairing server (issue
    18) and waits for the answer here, off the GUI thread."""

    def __init__(self, t: Tournament) -> None:
        super().__init__(ServerPairingSignals())
        self.tournament = copy.deepcopy(t)

    def work(self) -> None:
        try:
            answer = pairing_server.pair_round(self.tournament)
        except ServerUnreachable as e:
            self.signals.unreachable.emit(str(e))
        except PairingServerError as e:
            self.signals.failed.emit(str(e))
        except Exception as e:  # a defect must reach the arbiter, not vanish
            self.signals.failed.emit(_client_failed(e))
        else:
            self.signals.paired.emit(self.tournament, answer)


class FinalFileSignals(QObject):
    sent = Signal(object, int)  # the tournament copy sent, the deviations the server recorded
    failed = Signal(str)  # refused, or no answer: F9 sends it again


class FinalFileJob(GuiThreadJob[FinalFileSignals]):
    """Sends the file after the last round of a private copy of the tournament to its pairing
    server's /final (issue 27), off the GUI thread."""

    def __init__(self, t: Tournament) -> None:
        super().__init__(FinalFileSignals())
        self.tournament = copy.deepcopy(t)

    def work(self) -> None:
        try:
            deviations = pairing_server.send_final(self.tournament)
        except PairingServerError as e:
            self.signals.failed.emit(str(e))
        except Exception as e:  # a defect must reach the arbiter, not vanish
            self.signals.failed.emit(_client_failed(e))
        else:
            self.signals.sent.emit(self.tournament, deviations)


class RegistrationSignals(QObject):
    registered = Signal(str, str, str)  # the server's URL, the tournament's id, its secret
    failed = Signal(str)


class RegistrationJob(GuiThreadJob[RegistrationSignals]):
    """Registers the tournament with a pairing server (docs/pairing-server.md), off the GUI
    thread."""

    def __init__(self, url: str, t: Tournament) -> None:
        super().__init__(RegistrationSignals())
        self.url = url
        self.tournament = copy.deepcopy(t)

    def work(self) -> None:
        try:
            tournament_id, secret = pairing_server.register(self.url, self.tournament)
        except PairingServerError as e:
            self.signals.failed.emit(str(e))
        except Exception as e:  # a defect must reach the arbiter, not vanish
            self.signals.failed.emit(_client_failed(e))
        else:
            self.signals.registered.emit(self.url, tournament_id, secret)


class ExplainSignals(QObject):
    # The round, the engine's checklist, the pairing numbers it uses (player id -> number), and
    # whether the engine pairs the round as it was paired.
    explained = Signal(int, str, object, bool)
    failed = Signal(str)


class ExplainJob(GuiThreadJob[ExplainSignals]):
    """Re-derives the engine's explanation of a paired round (when it is not kept from the
    session that paired it): the engine runs again on the tournament as it stood then."""

    def __init__(self, t: Tournament, round_no: int) -> None:
        super().__init__(ExplainSignals())
        self.tournament = copy.deepcopy(t)
        self.round_no = round_no

    def work(self) -> None:
        t = self.tournament
        try:
            result = pair_next_round(tournament_as_paired(t, self.round_no),
                                     t.pairing_system)
        except PairingError as e:
            self.signals.failed.emit(_round_failed(self.round_no, e))
        except Exception as e:  # an engine defect must reach the arbiter, not vanish
            self.signals.failed.emit(_engine_failed(e))
        else:
            numbers = {p.id: p.pairing_no for p in t.players}
            same = (forfeits_as_played(t, self.round_no, result_pairs(result))
                    == played_pairs(t, self.round_no))
            self.signals.explained.emit(self.round_no, result.checklist, numbers, same)
