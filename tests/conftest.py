"""Shared test set-up: Qt runs headless (as `make test` also arranges), the program's user
folders (recent tournaments, demo file) are temporary, never the real user's, and the program
speaks English."""

import gc
import os

import pytest

from tests.paths import SHARED

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")



def pytest_sessionstart(session: pytest.Session) -> None:
    """Under CI the conformance corpora and the FIDE texts must be beside the repository: their
    tests skip on a developer's machine without them, but a CI run that skipped them would pass
    having checked nothing."""
    if os.environ.get("CI") == "true" and not (SHARED / "conformance").is_dir():
        pytest.exit(f"CI=true but {SHARED / 'conformance'} is missing: the conformance tests"
                    " would be skipped", returncode=1)


@pytest.fixture(autouse=True, scope="session")
def _temporary_user_folders(tmp_path_factory):
    home = tmp_path_factory.mktemp("user")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ARBITER_GUI_CONFIG_DIR", str(home / "config"))
        patch.setenv("ARBITER_GUI_DATA_DIR", str(home / "data"))
        # The window speaks English whatever the machine's language (core.i18n.system_language
        # reads LANGUAGE first); a test of another language switches and switches back.
        # The command lines follow the system's language: the tests read them in English.
        patch.setenv("LANGUAGE", "en")
        yield


@pytest.fixture(autouse=True)
def _no_dialog_handler_outlives_its_test():
    yield
    from tests.qt_helpers import forget_pending_handlers

    forget_pending_handlers()


@pytest.fixture(autouse=True)
def _qt_garbage_collected_between_tests(request):
    """A GUI test's windows live in reference cycles (slots that are closures or bound methods),
    so the cyclic collector frees them whenever it next runs: during a later test, maybe in the
    middle of its event loop while a worker thread pairs, where deleting Qt objects has crashed
    the process once in several whole runs. The application collects on the GUI thread only
    (gui/collector.py, tested in test_gui_collector.py); the tests build their windows without
    it, so collect here, when the test's workers are done and no event is being processed."""
    yield
    if "qtbot" not in request.fixturenames and "qapp" not in request.fixturenames:
        return
    from PySide6.QtCore import QThreadPool

    QThreadPool.globalInstance().waitForDone(60_000)
    gc.collect()
