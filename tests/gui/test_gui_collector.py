"""Cyclic garbage is collected on the GUI thread only while the application runs
(gui/collector.py): a worker thread that allocates must never be the one that frees the
window's Qt objects."""

from __future__ import annotations

import gc
import threading

import pytest

from arbiter_gui.gui.collector import GuiThreadGarbageCollector, garbage_collected_on_gui_thread


class _Cycle:
    """Garbage only the cyclic collector frees; it records the thread that freed it."""

    freed_in: list[str] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        _Cycle.freed_in.append(threading.current_thread().name)


def _allocate_as_a_pairing_does() -> None:
    # Cyclic garbage of its own, enough to pass the youngest generation's threshold many times
    # (the interpreter counts the objects allocated and not yet freed).
    for _ in range(50 * gc.get_threshold()[0]):
        node: list = []
        node.append(node)


def _garbage_then_a_worker_allocating() -> None:
    _Cycle.freed_in.clear()
    _Cycle()
    worker = threading.Thread(target=_allocate_as_a_pairing_does, name="worker")
    worker.start()
    worker.join()  # no event processed meanwhile: the GUI thread's timer cannot run


@pytest.fixture
def automatic_collection_on():
    was = gc.isenabled()
    gc.enable()
    gc.collect()
    yield
    gc.enable() if was else gc.disable()


def test_without_it_a_worker_that_allocates_frees_the_gui_threads_garbage(automatic_collection_on):
    """Why the collector exists: the interpreter collects in the allocating thread."""
    _garbage_then_a_worker_allocating()
    assert _Cycle.freed_in == ["worker"]


def test_with_it_the_garbage_is_freed_on_the_gui_thread(qapp, qtbot, automatic_collection_on):
    with garbage_collected_on_gui_thread(qapp):
        _garbage_then_a_worker_allocating()
        assert _Cycle.freed_in == []
        qtbot.waitUntil(lambda: bool(_Cycle.freed_in), timeout=5_000)
    assert _Cycle.freed_in == [threading.main_thread().name]


def test_automatic_collection_is_off_within_and_as_before_after(qapp, automatic_collection_on):
    with garbage_collected_on_gui_thread(qapp):
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    with garbage_collected_on_gui_thread(qapp):
        assert not gc.isenabled()
    assert not gc.isenabled()


def test_it_collects_the_generation_the_interpreter_would(qapp, automatic_collection_on):
    thresholds = gc.get_threshold()
    collector = GuiThreadGarbageCollector(qapp)
    gc.disable()  # the collector's decisions alone
    try:
        gc.set_threshold(10**6, 10**6, 10**6)
        gc.collect()
        assert collector.collect_due() is None  # below every threshold
        gc.set_threshold(1, 10**6, 10**6)
        _Cycle()
        assert collector.collect_due() == 0
        gc.set_threshold(1, 0, 10**6)
        _Cycle()
        assert collector.collect_due() == 1  # the middle generation is past its threshold too
    finally:
        gc.set_threshold(*thresholds)
        collector.setParent(None)
