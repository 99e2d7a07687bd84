"""The pairing engine off the GUI thread, so the window stays responsive while it runs."""

from __future__ import annotations

import copy

from PySide6.QtCore import QObject, QRunnable, Signal

from arbiter_gui.core.model import Tournament
from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.pairing.swiss import PairingError


class PairingSignals(QObject):
    # The tournament copy that was paired, and the engine's PairingResult.
    paired = Signal(object, object)
    failed = Signal(str)


class PairingJob(QRunnable):
    """Pairs the next round of a private copy of the tournament (the GUI keeps the original)."""

    def __init__(self, t: Tournament, system: str) -> None:
        super().__init__()
        self.tournament = copy.deepcopy(t)
        self.system = system
        self.signals = PairingSignals()

    def run(self) -> None:
        try:
            result = pair_next_round(self.tournament, self.system)
        except PairingError as e:
            self.signals.failed.emit(f"Round {self.tournament.next_round_number}: {e}")
        except Exception as e:  # an engine defect must reach the arbiter, not vanish
            self.signals.failed.emit(f"The pairing engine failed: {e!r}")
        else:
            self.signals.paired.emit(self.tournament, result)
