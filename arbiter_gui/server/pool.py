"""Pairing in worker processes: the engine is CPU work in Python, so within one server process
a 1,000-player round would hold every other request's pairing back (one interpreter lock).

Two pools of processes: the large rounds' and the others', so a large round never delays a
small one (a 1,000-player round must not delay other clients' 100-player rounds by
more than 0.5 s). Started with `spawn` (the server's threads are not copied into them).
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor, wait

from arbiter_gui.core.model import Tournament
from arbiter_gui.server.trfp import Pairing, pair_round

# Rounds with more players than this are paired in the large rounds' pool.
LARGE_ROUND = 300
ENV_PROCESSES = "ARBITER_SERVER_PAIRING_PROCESSES"


class PairingPool:
    """`pair` runs trfp.pair_round in a process of the pool for the round's size."""

    def __init__(self, processes: int) -> None:
        context = multiprocessing.get_context("spawn")
        self.small = ProcessPoolExecutor(processes, mp_context=context,
                                         initializer=_follow_parent, initargs=(os.getpid(),))
        self.large = ProcessPoolExecutor(1, mp_context=context, initializer=_follow_parent,
                                         initargs=(os.getpid(),))
        # Started now, with the engine imported, not by the first round (a spawn takes a
        # second): the server answers its first requests at its usual speed.
        wait([pool.submit(_ready) for pool in (self.large, *[self.small] * processes)])

    def pair(self, t: Tournament, round_no: int, system: str, edition: str | None,
             rounds: int, keys: dict[int, str]) -> Pairing:
        pool = self.large if len(t.players) > LARGE_ROUND else self.small
        return pool.submit(pair_round, t, round_no, system, edition, rounds, keys).result()

    def close(self) -> None:
        self.small.shutdown(cancel_futures=True)
        self.large.shutdown(cancel_futures=True)


def processes_from_environment() -> int:
    """The small rounds' processes: $ARBITER_SERVER_PAIRING_PROCESSES, else one per core
    (0: pair in the request's thread, as the tests of the service do)."""
    value = os.environ.get(ENV_PROCESSES, "")
    return int(value) if value.isdigit() else (os.cpu_count() or 1)


def share_cores(server_processes: int) -> None:
    """Unless $ARBITER_SERVER_PAIRING_PROCESSES says otherwise, give each of the server's
    `server_processes` (sharing one machine) its share of the cores as pairing processes, at
    least one: as many pairing at once as there are cores, not a pool of one per core in each
    (pairing is CPU work: more processes than cores only take turns, each holding its
    memory). The large rounds' process of each stays apart; it is idle but for them."""
    if not os.environ.get(ENV_PROCESSES, "").isdigit():
        os.environ[ENV_PROCESSES] = str(max(1, (os.cpu_count() or 1) // server_processes))


# The collector's first threshold: container objects allocated, less those freed, before a
# collection of the youngest generation (Python's default, 700, is passed many times by
# every request).
YOUNG_THRESHOLD = 10_000


def settle_collector() -> None:
    """Once a process is started: the objects its imports and start made (modules, classes,
    the application) live as long as it does, and leave the cyclic garbage collector's view
    (`gc.freeze`), and the youngest generation is collected after 10,000 allocations instead
    of 700. Reading, pairing and answering a round of 100 players allocate tens of thousands
    of objects: with Python's defaults they set off about 8 young collections a request and
    a full one every dozen requests, which walked every object of the process (a process
    serving requests holds 150,000 or more): 5 to 9 ms a request in all, a tenth of its CPU.
    A request's objects are freed by their reference counts when it ends, as before; cyclic
    garbage is still collected, less often."""
    gc.collect()
    gc.freeze()
    _young, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, middle, old)


def _ready() -> None:
    """Nothing: the process is started and has imported the engine (this module)."""


def _follow_parent(parent: int) -> None:
    """End this process when the server process that started it is gone (killed with -9, it
    could not end its pool); its objects so far out of the collector's view."""
    settle_collector()

    def watch() -> None:
        while os.getppid() == parent:
            threading.Event().wait(1.0)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()
