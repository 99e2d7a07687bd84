"""`arbiter-gui --self-test`: the installed program checks itself as an arbiter would use it,
with no display and nothing left behind.

In a temporary folder it creates a tournament file through the main window, registers generated
players, pairs round 1 with the pair button, types the results on the boards, pairs round 2,
prints the round 2 pairings to a PDF and reopens the file. Each check prints one line; the exit
status is 0 when all pass, 1 (with the reason) at the first failure. It proves that the frozen
program has what it needs at run time: Qt's plugins, the resources, the engine, the store, and
reportlab with its fonts.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from arbiter_gui.gui.window import MainWindow

PLAYERS = 10
ROUNDS = 5
TIMEOUT_S = 60.0  # the engine pairs ten players in milliseconds; this only ends a hang
# What an arbiter types on boards 1, 2, 3, ... in turn (the result slip's symbols).
TYPED_RESULTS = ("1", "0", "=")
# The user's folders the window writes to (recent files, demo), kept inside the temporary folder
# so that a self-test leaves the arbiter's own lists untouched.
USER_FOLDERS = ("ARBITER_GUI_CONFIG_DIR", "ARBITER_GUI_DATA_DIR", "ARBITER_GUI_LOG_DIR")


class SelfTestError(Exception):
    """A check that failed; the message says which and what was seen."""


def run_self_test(out: TextIO | None = None) -> int:
    """Run every check, printing one line each to `out` (standard output by default); 0 when
    all pass, 1 after printing the first failure."""
    out = out or sys.stdout
    # Before the QApplication exists: the checks need no display.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    passed: list[str] = []

    def ok(line: str) -> None:
        passed.append(line)
        print(f"  ok  {line}", file=out)

    try:
        with _scratch_folder() as folder:
            _checks(folder, ok)
    except SelfTestError as e:
        print(f"self-test FAILED: {e}", file=out)
        return 1
    except Exception as e:  # a missing module or plugin in a frozen program lands here
        print(f"self-test FAILED: unexpected {e!r}", file=out)
        traceback.print_exc(file=out)
        return 1
    print(f"self-test passed: {len(passed)} checks", file=out)
    return 0


@contextmanager
def _scratch_folder() -> Iterator[Path]:
    """A temporary folder, removed afterwards, that also holds the user's folders meanwhile."""
    saved = {name: os.environ.get(name) for name in USER_FOLDERS}
    try:
        with tempfile.TemporaryDirectory(prefix="arbiter-gui-self-test-",
                                         ignore_cleanup_errors=True) as name:
            folder = Path(name)
            for variable in USER_FOLDERS:
                os.environ[variable] = str(folder / variable.lower())
            yield folder
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def _checks(folder: Path, ok: Callable[[str], None]) -> None:
    """The checks in the order an arbiter meets them; `ok` reports each one passed."""
    import PySide6
    from PySide6.QtCore import qVersion
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from arbiter_gui import __version__
    from arbiter_gui.gui.window import MainWindow
    from arbiter_gui.resources import resource_path

    app = QApplication.instance() or QApplication(["arbiter-gui"])
    ok(f"arbiter-gui {__version__}, PySide6 {PySide6.__version__}, Qt {qVersion()}, "
       f"platform {QApplication.platformName()}")
    icon = resource_path("icons/arbiter-gui-256.png")
    _expect(not QImage(str(icon)).isNull(), f"the application icon {icon} cannot be read")
    ok(f"application icon read from {icon.parent}")

    window = MainWindow()
    errors: list[str] = []
    window.show_error = errors.append  # a message box would wait for a click forever
    window.show()
    try:
        _tournament(app, window, folder, errors, ok)
    finally:
        window.close()


def _tournament(app: QApplication, window: MainWindow, folder: Path, errors: list[str],
                ok: Callable[[str], None]) -> None:
    from arbiter_gui.core.store import TournamentFile
    from arbiter_gui.pairing.generator import GeneratorSettings, new_tournament
    from arbiter_gui.reports import write_report

    path = folder / "self-test.arbiter"
    _expect(window.create_tournament(path, "Self-test Open", ROUNDS) and path.is_file(),
            f"the tournament file {path} was not created: {errors}")
    ok(f"tournament file created in {folder}")

    generated, _ = new_tournament(GeneratorSettings(players=PLAYERS, rounds=ROUNDS))
    for player in generated.players:
        _expect(window.register_player(player), f"{player.name} not registered: {errors}")
    _expect(window.players_model.rowCount() == PLAYERS,
            f"{window.players_model.rowCount()} players shown, {PLAYERS} registered")
    ok(f"{PLAYERS} players registered")

    _pair_with_button(app, window, 1, errors)
    ok(f"round 1 paired: {len(window.tournament.round(1).games)} boards")
    _type_results(app, window, 1, errors)
    ok("round 1 results typed on every board")
    _pair_with_button(app, window, 2, errors)
    t = window.tournament
    met = {frozenset((g.white, g.black)) for g in t.round(1).games}
    again = [g.board for g in t.round(2).games if frozenset((g.white, g.black)) in met]
    _expect(not again, f"round 2 boards {again} repeat a round 1 game (C.04.1 b)")
    ok(f"round 2 paired: {len(t.round(2).games)} boards, no game repeated")

    pdf = folder / "round-2-pairings.pdf"
    write_report("pairings", t, pdf, round_no=2)
    _expect(pdf.is_file() and pdf.stat().st_size > 0, f"{pdf} is missing or empty")
    _expect(pdf.read_bytes().startswith(b"%PDF-"), f"{pdf} is not a PDF")
    ok(f"round 2 pairings printed: {pdf.name}, {pdf.stat().st_size} bytes")

    window.close()
    reopened = TournamentFile.open(path)
    try:
        _expect(reopened.tournament == t, f"{path} reopened differs from what was shown")
    finally:
        reopened.close()
    ok("tournament file reopened: the same two rounds")


def _pair_with_button(app: QApplication, window: MainWindow, round_no: int,
                      errors: list[str]) -> None:
    _expect(window.pair_button.isEnabled(), f"round {round_no}: the pair button is disabled")
    window.pair_button.click()
    _wait_for(app, lambda: window.pairing_job is None, f"round {round_no} pairing")
    _expect(not errors, f"round {round_no} pairing: {errors}")
    _expect(len(window.tournament.rounds) == round_no, f"round {round_no} was not stored")


def _type_results(app: QApplication, window: MainWindow, round_no: int,
                  errors: list[str]) -> None:
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent

    from arbiter_gui.gui.models import GamesModel

    keys = {"1": Qt.Key.Key_1, "0": Qt.Key.Key_0, "=": Qt.Key.Key_Equal}
    view = window.games_view
    for row in range(len(window.tournament.round(round_no).games)):
        typed = TYPED_RESULTS[row % len(TYPED_RESULTS)]
        view.setCurrentIndex(window.games_model.index(row, GamesModel.RESULT_COLUMN))
        event = QKeyEvent(QEvent.Type.KeyPress, keys[typed], Qt.KeyboardModifier.NoModifier,
                          typed)
        app.sendEvent(view, event)
    _expect(not errors, f"round {round_no} results: {errors}")
    missing = [g.board for g in window.tournament.round(round_no).games if g.result is None]
    _expect(not missing, f"round {round_no}: boards {missing} have no result after typing")


def _wait_for(app: QApplication, done: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + TIMEOUT_S
    while not done():
        if time.monotonic() > deadline:
            raise SelfTestError(f"{what}: no answer after {TIMEOUT_S:.0f} s")
        app.processEvents()
        time.sleep(0.01)


def _expect(condition: bool, failure: str) -> None:
    if not condition:
        raise SelfTestError(failure)
