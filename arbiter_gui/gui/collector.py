"""Python's cyclic garbage collector, run on the GUI thread only.

The interpreter runs its cyclic collector in whichever thread allocates past the threshold.
While a worker pairs a round, reads a rating list or waits for the pairing server (worker.py,
import_dialogs.py), that is mostly the worker, and what the collector frees can hold the
window's Qt objects: a closed dialog lives in a reference cycle through its slots (closures
and bound methods of itself). Deleting Qt objects outside the GUI thread can crash the
program, and a crash in a test run was seen once while a worker paired. So the automatic
collection is switched off and the GUI thread collects on a timer, by the interpreter's own
thresholds; reference counting still frees everything else at once, in any thread.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 250


class GuiThreadGarbageCollector(QObject):
    """Collects cyclic garbage from the GUI thread's event loop while it runs."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        self._was_enabled = True  # the interpreter's state when start() was called

    def start(self) -> None:
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        if self._was_enabled:
            gc.enable()

    def collect_due(self) -> int | None:
        """Collects the generation the interpreter would have collected by now, if any (the
        oldest whose count is past its threshold, once the youngest's is); returns it."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        if counts[0] <= thresholds[0]:
            return None
        generation = max(g for g in (0, 1, 2) if g == 0 or counts[g] > thresholds[g])
        gc.collect(generation)
        return generation


@contextmanager
def garbage_collected_on_gui_thread(parent: QObject) -> Iterator[GuiThreadGarbageCollector]:
    """Within the block (the application's event loop), cyclic garbage is collected on the GUI
    thread only; after it, the collector is as it was before."""
    collector = GuiThreadGarbageCollector(parent)
    collector.start()
    try:
        yield collector
    finally:
        collector.stop()
        collector.setParent(None)
