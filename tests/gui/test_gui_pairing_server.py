"""The window as a client of the pairing server (issue 18 item 4), driven as an arbiter would:
the settings' server box, F9 through the server, a server that cannot be reached (the arbiter
confirms pairing locally: marked in the log and on the pairing sheet), and a whole 7-round
tournament against the real server (uvicorn over SQLite) with one manual override, which the
server's protocol lists as the one deviation."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from arbiter_gui.client import pairing_server
from arbiter_gui.core.model import Player
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.gui.window import MainWindow
from tests.gui.test_gui_end_to_end import _type_results
from tests.qt_helpers import on_modal, shown_window, swap_colours_of_board_1
from tests.server_helpers import AUDITOR_TOKEN, Server, call, free_port, running_server

ROUNDS = 7


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("gui-client")
    with running_server(str(folder / "tournaments.db"), folder / "server.log") as s:
        yield s


@pytest.fixture(autouse=True)
def _quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pairing_server, "RETRY_PAUSE_SECONDS", 0.05)


def _window(qtbot, monkeypatch, path, players: int) -> MainWindow:
    win = shown_window(qtbot, monkeypatch)
    assert win.files.create_tournament(path, "Server Open", ROUNDS)
    _type_into(qtbot, win.settings_view.texts["chief_arbiter"], "IA Chief Arbiter")
    rng = random.Random(players)
    for k in range(1, players + 1):
        assert win.players.register_player(Player(id=0, surname=f"Player{k:02d}", given_name="A",
                                          fide_id=2_000_000 + k,
                                          rating=rng.randint(1400, 2500)))
    return win


def _type_into(qtbot, edit, text: str) -> None:
    edit.clear()
    qtbot.keyClicks(edit, text)
    qtbot.keyClick(edit, Qt.Key.Key_Return)  # editingFinished: the settings are saved


def _press_f9(qtbot, win: MainWindow, rounds: int) -> None:
    qtbot.mouseClick(win.rounds.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(win.tournament.rounds) == rounds and win.pairing.job is None,
                    timeout=30_000)


def _log_texts(win: MainWindow) -> list[str]:
    return [entry.text for entry in win.file.read_log()]


def _pdf_text(path) -> str:
    return " ".join(" ".join(page.extract_text().split()) for page in PdfReader(path).pages)


def _server_down(qtbot, win: MainWindow) -> str:
    url = f"http://127.0.0.1:{free_port()}"  # nothing listens there
    view = win.settings_view
    _type_into(qtbot, view.server_url, url)
    _type_into(qtbot, view.server_tournament, "c1f8380d5a25d01bfaf09db63cf6a91c")
    _type_into(qtbot, view.server_secret, "pM0k2-secret")
    assert (win.tournament.pairing_server_url, win.tournament.pairing_server_secret) == (
        url, "pM0k2-secret")
    return url


def test_server_down_the_arbiter_pairs_locally_and_the_round_says_so(qtbot, monkeypatch,
                                                                      tmp_path):
    win = _window(qtbot, monkeypatch, tmp_path / "t.arbiter", 10)
    url = _server_down(qtbot, win)
    asked: list[str] = []

    def pair_locally(box: QMessageBox) -> None:
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.Yes).click()

    on_modal(QMessageBox, pair_locally)
    _press_f9(qtbot, win, 1)
    assert "did not answer" in asked[0] and "Pair round 1 locally" in asked[0]
    assert win.tournament.round(1).paired_locally and not win.errors
    # The round view says so where the arbiter looks at the round, beside its number.
    assert (win.rounds.shown_round(), win.rounds.round_note.text()) == (1, "Paired locally")
    assert win.rounds.round_note.isVisibleTo(win.rounds.page)
    assert "could not be reached" in win.rounds.round_note.toolTip()
    [entry] = [text for text in _log_texts(win) if text.startswith("Round 1 paired")]
    assert entry.startswith(f"Round 1 paired locally by the engine (dutch): the pairing server"
                            f" {url} could not be reached, the arbiter confirmed:")
    assert win.printing.print_report("pairings", tmp_path / "pairings.pdf")
    printed = _pdf_text(tmp_path / "pairings.pdf")
    assert "Paired locally: the tournament's pairing server could not be reached" in printed
    win.close()
    with TournamentFile.open(tmp_path / "t.arbiter") as file:  # kept in the file
        assert file.tournament.round(1).paired_locally
    again = shown_window(qtbot, monkeypatch)
    assert again.files.open_file(tmp_path / "t.arbiter")
    assert (again.rounds.shown_round(), again.rounds.round_note.text()) == (1, "Paired locally")
    again.rounds.unpair_last_round()  # the mark goes with the round
    assert again.rounds.round_note.text() == ""


def test_server_down_the_arbiter_declines_and_nothing_is_paired(qtbot, monkeypatch, tmp_path):
    win = _window(qtbot, monkeypatch, tmp_path / "t.arbiter", 10)
    _server_down(qtbot, win)
    log_before = len(win.file.read_log())
    asked: list[str] = []

    def decline(box: QMessageBox) -> None:
        asked.append(box.text())
        box.button(QMessageBox.StandardButton.No).click()

    on_modal(QMessageBox, decline)
    qtbot.mouseClick(win.rounds.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(asked), timeout=10_000)
    qtbot.wait(100)
    assert win.pairing.job is None and not win.errors
    assert win.tournament.rounds == [] and len(win.file.read_log()) == log_before


def test_a_refusal_of_the_server_is_shown_as_the_server_says_it(qtbot, monkeypatch, tmp_path,
                                                                 server):
    win = _window(qtbot, monkeypatch, tmp_path / "t.arbiter", 10)
    view = win.settings_view
    _type_into(qtbot, view.server_url, server.url)
    qtbot.mouseClick(view.register_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(win.tournament.pairing_server_secret), timeout=10_000)
    _type_into(qtbot, view.server_secret, "another-secret")
    qtbot.mouseClick(win.rounds.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(win.errors), timeout=10_000)
    assert "The pairing server refused round 1 (HTTP 403)" in win.errors[0]
    assert win.tournament.rounds == []


def test_registering_is_logged_naming_the_server_and_the_id_never_the_secret(
        qtbot, monkeypatch, tmp_path, server):
    win = _window(qtbot, monkeypatch, tmp_path / "t.arbiter", 4)
    view = win.settings_view
    _type_into(qtbot, view.server_url, server.url)
    view.texts["city"].setText("Leiden")  # an edit not saved yet goes with the registration
    qtbot.mouseClick(view.register_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(win.tournament.pairing_server_secret), timeout=10_000)
    t = win.tournament
    assert t.city == "Leiden" and not win.errors
    entries = win.file.read_log()
    assert (entries[-1].kind, entries[-1].text) == (
        "settings", f"Registered with the pairing server {server.url} as tournament"
                    f" {t.pairing_server_tournament}; Settings: city")
    assert not [e for e in entries if t.pairing_server_secret in repr(e)]
    assert win.session.undo_stack.undoText() == entries[-1].text


def test_seven_rounds_paired_by_the_server_with_one_override_on_record(qtbot, monkeypatch,
                                                                       tmp_path, server):
    win = _window(qtbot, monkeypatch, tmp_path / "t.arbiter", 13)
    view = win.settings_view
    _type_into(qtbot, view.server_url, server.url)
    qtbot.mouseClick(view.register_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(win.tournament.pairing_server_secret), timeout=10_000)
    t = win.tournament
    tid, secret = t.pairing_server_tournament, t.pairing_server_secret
    assert view.server_tournament.text() == tid
    rng = random.Random(18)
    for round_no in range(1, ROUNDS + 1):
        _press_f9(qtbot, win, round_no)
        assert not win.errors, win.errors
        assert _log_texts(win)[-1].startswith(
            f"Round {round_no} paired by the pairing server {server.url}:")
        if round_no == 3:
            white, black = swap_colours_of_board_1(qtbot, win)
            swapped = (win.tournament.player(white).pairing_no,
                       win.tournament.player(black).pairing_no)
        assert win.rounds.round_note.text() == ""  # paired by the server: nothing to mark
        _type_results(qtbot, win, [rng.choice("10=") for _ in win.games_model.games])
        assert win.tournament.round(round_no).is_complete
    # Issue 27: F9 after the last round's results sends the final file.
    qtbot.mouseClick(win.rounds.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: win.pairing.job is None, timeout=30_000)
    assert not win.errors, win.errors
    assert win.statusBar().currentMessage() == (
        f"Final file sent to the pairing server {server.url}: 0 new deviations recorded")
    assert len(win.tournament.rounds) == ROUNDS
    status, protocol = call(server.url, "GET", f"/tournaments/{tid}/protocol", token=secret)
    assert status == 200, protocol
    assert protocol["tournament"]["rounds_answered"] == ROUNDS
    assert protocol["tournament"]["final"]
    assert protocol["chain"]["verified"]
    deviations = protocol["deviations"]
    assert deviations["count"] == 1, deviations
    [(round_key, [deviation])] = deviations["by_round"].items()
    assert (round_key, deviation["round"], deviation["kind"]) == ("3", 3, "colour")
    assert sorted(deviation["players"]) == sorted(f"#{number}" for number in swapped)
    assert sorted(deviations["by_player"]) == sorted(f"#{number}" for number in swapped)
    # The Qualification Commission's view is the same.
    status, audited = call(server.url, "GET", f"/tournaments/{tid}/protocol",
                           token=AUDITOR_TOKEN)
    assert status == 200 and audited["deviations"] == deviations
