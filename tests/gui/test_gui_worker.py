"""The worker jobs (gui/worker.py): their signals reach the GUI thread, and the signals object,
which lives in the GUI thread, is deleted there, never in the worker thread that ends the job
(a QObject must be deleted in its own thread)."""

from __future__ import annotations

import threading

from PySide6.QtCore import Qt, QThreadPool

from arbiter_gui.gui.worker import PairingJob
from tests.dutch_helpers import tournament


def test_a_pairing_job_reports_and_its_signals_are_deleted_on_the_gui_thread(qtbot):
    job = PairingJob(tournament(8), "dutch")
    received_in: list[str] = []
    deleted_in: list[str] = []
    job.signals.paired.connect(lambda *_: received_in.append(threading.current_thread().name))
    job.signals.destroyed.connect(lambda: deleted_in.append(threading.current_thread().name),
                                  Qt.ConnectionType.DirectConnection)
    QThreadPool.globalInstance().start(job)
    del job  # the pool holds the last reference and frees the job in the worker thread
    qtbot.waitUntil(lambda: bool(deleted_in), timeout=10_000)
    gui_thread = threading.main_thread().name
    assert received_in == [gui_thread]
    assert deleted_in == [gui_thread]
