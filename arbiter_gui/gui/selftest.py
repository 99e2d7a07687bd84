"""`arbiter-gui --self-test`: the installed program checks itself as an arbiter would use it,
with no display and nothing left behind.

In a temporary folder it creates a tournament file through the main window, registers generated
players, pairs round 1 with the pair button, types the results on the boards, pairs round 2,
prints the round 2 pairings to a PDF and reopens the file. Each check prints one line; the exit
status is 0 when all pass, 1 (with the reason) at the first failure. It proves that the frozen
program has what it needs at run time: Qt's plugins, the resources, the engine, the store, and
reportlab with its fonts.

The lines are in the language asked for (`--language`, else the one chosen in the preferences,
else the system's), as the window's texts (context SelfTest of the .ts files): the frozen
program proves that it carries its translations too.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from arbiter_gui.core.errors import ArbiterError

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from arbiter_gui.core.model import Tournament
    from arbiter_gui.gui.files_controller import FilesController
    from arbiter_gui.gui.pairing_controller import PairingController
    from arbiter_gui.gui.players_controller import PlayersController
    from arbiter_gui.gui.rounds_controller import RoundsController
    from arbiter_gui.gui.session import Session

PLAYERS = 10
ROUNDS = 5
TIMEOUT_S = 60.0  # the engine pairs ten players in milliseconds; this only ends a hang
# What an arbiter types on boards 1, 2, 3, ... in turn (the result slip's symbols).
TYPED_RESULTS = ("1", "0", "=")
# The user's folders the window writes to (recent files, demo), kept inside the temporary folder
# so that a self-test leaves the arbiter's own lists untouched.
USER_FOLDERS = ("ARBITER_GUI_CONFIG_DIR", "ARBITER_GUI_DATA_DIR", "ARBITER_GUI_LOG_DIR")


class SelfTest:
    """The context of the self-test's lines in the .ts files (`SelfTest.tr`)."""

    @staticmethod
    def tr(text: str) -> str:
        """`text` in the language installed (English before the QApplication exists)."""
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("SelfTest", text)


class SelfTestError(ArbiterError):
    """A check that failed; the message says which and what was seen."""


@dataclass(frozen=True)
class Arbiter:
    """What the self-test drives of the window, as an arbiter does: its menus' and pages'
    controllers, and the messages the window showed (`errors`)."""

    app: QApplication
    session: Session
    files: FilesController
    players: PlayersController
    rounds: RoundsController
    pairing: PairingController
    errors: list[str]

    @property
    def tournament(self) -> Tournament:
        t = self.session.tournament
        assert t is not None  # the first check creates it
        return t


def run_self_test(out: TextIO | None = None, language: str | None = None) -> int:
    """Run every check, printing one line each to `out` (standard output by default) in
    `language` (None: the one chosen, else the system's); 0 when all pass, 1 after printing
    the first failure."""
    out = out or sys.stdout
    # Before the QApplication exists: the checks need no display.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    passed: list[str] = []

    def ok(line: str) -> None:
        passed.append(line)
        print(f"  ok  {line}", file=out)

    try:
        with _scratch_folder() as folder:
            _checks(folder, ok, language)
    except SelfTestError as e:
        print(SelfTest.tr("self-test FAILED: {reason}").format(reason=e), file=out)
        return 1
    except Exception as e:  # a missing module or plugin in a frozen program lands here
        print(SelfTest.tr("self-test FAILED: unexpected {error!r}").format(error=e), file=out)
        traceback.print_exc(file=out)
        return 1
    print(SelfTest.tr("self-test passed: {count} checks").format(count=len(passed)), file=out)
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


def _checks(folder: Path, ok: Callable[[str], None], code: str | None) -> None:
    """The checks in the order an arbiter meets them; `ok` reports each one passed."""
    import PySide6
    from PySide6.QtCore import qVersion
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from arbiter_gui import __version__
    from arbiter_gui.gui import language
    from arbiter_gui.gui.collector import garbage_collected_on_gui_thread
    from arbiter_gui.gui.window import MainWindow
    from arbiter_gui.resources import resource_path

    app = QApplication.instance() or QApplication(["arbiter-gui"])
    assert isinstance(app, QApplication)  # the window needs widgets
    language.install(code or language.chosen_language())
    ok(SelfTest.tr("arbiter-gui {version}, PySide6 {pyside}, Qt {qt}, platform {platform}").format(
        version=__version__, pyside=PySide6.__version__, qt=qVersion(),
        platform=QApplication.platformName()))
    spoken = language.i18n.LANGUAGES[language.ensure_installed()]
    ok(SelfTest.tr("language: {name}").format(name=spoken))
    icon = resource_path("icons/arbiter-gui-256.png")
    _expect(not QImage(str(icon)).isNull(),
            SelfTest.tr("the application icon {icon} cannot be read").format(icon=icon))
    ok(SelfTest.tr("application icon read from {folder}").format(folder=icon.parent))

    window = MainWindow()
    errors: list[str] = []
    # A message box would wait for a click forever: the messages are kept instead.
    setattr(window, "show_error", errors.append)  # noqa: B010 (a method replaced)
    window.show()
    arbiter = Arbiter(app, window.session, window.files, window.players, window.rounds,
                      window.pairing, errors)
    try:
        with garbage_collected_on_gui_thread(app):  # as the application runs
            _tournament(arbiter, folder, ok)
    finally:
        window.close()


def _tournament(arbiter: Arbiter, folder: Path, ok: Callable[[str], None]) -> None:
    from arbiter_gui.core.store import TournamentFile
    from arbiter_gui.pairing.generator import GeneratorSettings, new_tournament
    from arbiter_gui.reports import write_report

    path = folder / "self-test.arbiter"
    _expect(arbiter.files.create_tournament(path, "Self-test Open", ROUNDS) and path.is_file(),
            SelfTest.tr("the tournament file {path} was not created: {errors}").format(
                path=path, errors=arbiter.errors))
    ok(SelfTest.tr("tournament file created in {folder}").format(folder=folder))

    generated, _ = new_tournament(GeneratorSettings(players=PLAYERS, rounds=ROUNDS))
    for player in generated.players:
        _expect(arbiter.players.register_player(player),
                SelfTest.tr("{player} not registered: {errors}").format(
                    player=player.name, errors=arbiter.errors))
    _expect(arbiter.players.model.rowCount() == PLAYERS,
            SelfTest.tr("{shown} players shown, {registered} registered").format(
                shown=arbiter.players.model.rowCount(), registered=PLAYERS))
    ok(SelfTest.tr("{count} players registered").format(count=PLAYERS))

    _pair_with_button(arbiter, 1)
    boards = len(arbiter.tournament.round(1).games)
    ok(SelfTest.tr("round 1 paired: {boards} boards").format(boards=boards))
    _type_results(arbiter, 1)
    ok(SelfTest.tr("round 1 results typed on every board"))
    _pair_with_button(arbiter, 2)
    t = arbiter.tournament
    met = {frozenset((g.white, g.black)) for g in t.round(1).games}
    again = [g.board for g in t.round(2).games if frozenset((g.white, g.black)) in met]
    _expect(not again, SelfTest.tr("round 2 boards {boards} repeat a round 1 game"
                                   " (C.04.1 b)").format(boards=again))
    ok(SelfTest.tr("round 2 paired: {boards} boards, no game repeated").format(
        boards=len(t.round(2).games)))

    pdf = folder / "round-2-pairings.pdf"
    write_report("pairings", t, pdf, round_no=2)
    _expect(pdf.is_file() and pdf.stat().st_size > 0,
            SelfTest.tr("{pdf} is missing or empty").format(pdf=pdf))
    _expect(pdf.read_bytes().startswith(b"%PDF-"),
            SelfTest.tr("{pdf} is not a PDF").format(pdf=pdf))
    ok(SelfTest.tr("round 2 pairings printed: {pdf}, {size} bytes").format(pdf=pdf.name,
                                                                   size=pdf.stat().st_size))

    arbiter.session.close()  # as the window closes it
    reopened = TournamentFile.open(path)
    try:
        _expect(reopened.tournament == t,
                SelfTest.tr("{path} reopened differs from what was shown").format(path=path))
    finally:
        reopened.close()
    ok(SelfTest.tr("tournament file reopened: the same two rounds"))


def _pair_with_button(arbiter: Arbiter, round_no: int) -> None:
    _expect(arbiter.rounds.pair_button.isEnabled(),
            SelfTest.tr("round {round}: the pair button is disabled").format(round=round_no))
    arbiter.rounds.pair_button.click()
    _wait_for(arbiter.app, lambda: arbiter.pairing.job is None,
              SelfTest.tr("round {round} pairing").format(round=round_no))
    _expect(not arbiter.errors, SelfTest.tr("round {round} pairing: {errors}").format(
        round=round_no, errors=arbiter.errors))
    _expect(len(arbiter.tournament.rounds) == round_no,
            SelfTest.tr("round {round} was not stored").format(round=round_no))


def _type_results(arbiter: Arbiter, round_no: int) -> None:
    from PySide6.QtCore import QEvent, Qt
    from PySide6.QtGui import QKeyEvent

    from arbiter_gui.gui.models import GamesModel

    keys = {"1": Qt.Key.Key_1, "0": Qt.Key.Key_0, "=": Qt.Key.Key_Equal}
    view = arbiter.rounds.games_view
    for row in range(len(arbiter.tournament.round(round_no).games)):
        typed = TYPED_RESULTS[row % len(TYPED_RESULTS)]
        view.setCurrentIndex(arbiter.rounds.model.index(row, GamesModel.RESULT_COLUMN))
        event = QKeyEvent(QEvent.Type.KeyPress, keys[typed], Qt.KeyboardModifier.NoModifier,
                          typed)
        arbiter.app.sendEvent(view, event)
    _expect(not arbiter.errors, SelfTest.tr("round {round} results: {errors}").format(
        round=round_no, errors=arbiter.errors))
    missing = [g.board for g in arbiter.tournament.round(round_no).games if g.result is None]
    _expect(not missing, SelfTest.tr("round {round}: boards {boards} have no result after"
                                     " typing").format(round=round_no, boards=missing))


def _wait_for(app: QApplication, done: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + TIMEOUT_S
    while not done():
        if time.monotonic() > deadline:
            raise SelfTestError(SelfTest.tr("{what}: no answer after {seconds} s").format(
                what=what, seconds=round(TIMEOUT_S)))
        app.processEvents()
        time.sleep(0.01)


def _expect(condition: bool, failure: str) -> None:
    if not condition:
        raise SelfTestError(failure)
