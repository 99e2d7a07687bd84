"""The arbiter's day at the venue (issue 15): each numbered defect found when a tournament was
run through the real window, with the test that proves it fixed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from arbiter_gui.core.model import ByeKind, GameResult, Player
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import main_window, on_modal, pair_round, type_on_board

PLAYERS = [("Carlsen", "Magnus", 2830), ("Caruana", "Fabiano", 2800),
           ("Nakamura", "Hikaru", 2790), ("Firouzja", "Alireza", 2760),
           ("Gukesh", "D", 2750), ("So", "Wesley", 2740), ("Giri", "Anish", 2730),
           ("Rapport", "Richard", 2720), ("Østergaard", "Jens", 2500)]


@pytest.fixture
def window(qtbot, monkeypatch) -> MainWindow:
    return main_window(qtbot, monkeypatch)


def _tournament(win: MainWindow, path: Path, players=PLAYERS) -> None:
    assert win.files.create_tournament(path, "Venue Open", 5)
    for surname, given, rating in players:
        assert win.players.register_player(Player(id=0, surname=surname, given_name=given,
                                          rating=rating, federation="FID"))


def _all_results(win: MainWindow, round_no: int) -> None:
    for game in win.tournament.round(round_no).games:
        assert win.rounds.set_board_result(round_no, game.board, GameResult.WHITE_WINS)


# -- 1 ------------------------------------------------------------------------------------------

def test_f9_refuses_while_results_are_missing_naming_the_boards(qtbot, window, tmp_path):
    _tournament(window, tmp_path / "t.arbiter")
    pair_round(qtbot, window, 1)
    window.rounds.games_view.setFocus()
    for board in (1, 2):
        type_on_board(qtbot, window, board, "1")
    window.pair_action.trigger()  # F9
    assert window.pairing.job is None and len(window.tournament.rounds) == 1
    assert window.errors == ["Round 1: no result on boards 3, 4; enter the results before"
                             " pairing round 2"]
    _all_results(window, 1)
    pair_round(qtbot, window, 2)


def test_f9_after_the_last_declared_round_says_the_tournament_is_complete(qtbot, window,
                                                                          tmp_path):
    # Issue 14, item 4: no round beyond the declared number, in the window as on the command
    # line ("The tournament has N rounds and all are paired", not "no legal pairing").
    assert window.files.create_tournament(tmp_path / "t.arbiter", "Short Open", 1)
    for surname, given, rating in PLAYERS[:4]:
        assert window.players.register_player(Player(id=0, surname=surname, given_name=given,
                                             rating=rating))
    pair_round(qtbot, window, 1)
    _all_results(window, 1)
    window.pair_action.trigger()  # F9
    assert window.pairing.job is None and len(window.tournament.rounds) == 1
    assert window.errors == ["The tournament has 1 round and it is paired"]


# -- 4 ------------------------------------------------------------------------------------------

def test_delete_clears_the_result_and_stays_on_that_board(qtbot, window, tmp_path):
    _tournament(window, tmp_path / "t.arbiter")
    pair_round(qtbot, window, 1)
    window.rounds.games_view.setFocus()
    type_on_board(qtbot, window, 2, "1")
    type_on_board(qtbot, window, 2, Qt.Key.Key_Delete)
    qtbot.keyClick(window.rounds.games_view, "0")  # "Delete, then 0": board 2 is 0-1
    games = {g.board: g for g in window.tournament.round(1).games}
    assert games[2].result is GameResult.BLACK_WINS
    assert games[3].result is None


def test_a_key_on_a_board_with_a_result_asks_before_replacing_it(qtbot, window, tmp_path,
                                                                   monkeypatch):
    _tournament(window, tmp_path / "t.arbiter")
    pair_round(qtbot, window, 1)
    questions: list[str] = []
    answers = [False, True]
    monkeypatch.setattr(window, "ask_yes_no", lambda q: questions.append(q) or answers.pop(0))
    window.rounds.games_view.setFocus()
    boards = len(window.tournament.round(1).games)
    type_on_board(qtbot, window, 1, "1")
    for _ in range(boards - 1):  # each key scores the board selected next, still without one
        qtbot.keyClick(window.rounds.games_view, "1")
    assert window.tournament.round(1).is_complete and questions == []
    # Every board has its result: a further key must not silently overwrite one.
    shown = window.games_model.games[window.rounds.games_view.currentIndex().row()].board
    qtbot.keyClick(window.rounds.games_view, "0")  # asked, answered no
    game = next(g for g in window.tournament.round(1).games if g.board == shown)
    assert game.result is GameResult.WHITE_WINS
    assert questions == [f"Round 1, board {shown} already has the result 1-0. Replace it with"
                         " 0-1?"]
    qtbot.keyClick(window.rounds.games_view, "0")  # answered yes
    game = next(g for g in window.tournament.round(1).games if g.board == shown)
    assert game.result is GameResult.BLACK_WINS


# -- 5 ------------------------------------------------------------------------------------------

def _mnemonic(text: str) -> str:
    return text[text.index("&") + 1].lower()


def test_menu_mnemonics_are_unique_on_the_menu_bar_and_in_each_menu(window):
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    titles = [m.title() for m in menus]
    assert all("&" in t for t in titles), titles
    assert len({_mnemonic(t) for t in titles}) == len(titles), titles
    for menu in menus:
        texts = [a.text() for a in menu.actions() if "&" in a.text()]
        assert len({_mnemonic(t) for t in texts}) == len(texts), (menu.title(), texts)


# -- 9 ------------------------------------------------------------------------------------------

def test_exchange_dialog_says_what_happens_to_the_boards(qtbot, window, tmp_path, monkeypatch):
    from arbiter_gui.gui.override_dialogs import OverrideDialog

    _tournament(window, tmp_path / "t.arbiter", PLAYERS[:8])
    pair_round(qtbot, window, 1)
    shown: list[str] = []
    monkeypatch.setattr(OverrideDialog, "exec",
                        lambda dialog: shown.append(dialog.findChild(QLabel).text()) or 0)
    window.override_actions.ask_exchange_opponents()
    assert "keep their boards" not in shown[0] and "C.04.2 D.9" in shown[0]
    assert window.rounds.set_board_result(1, 1, GameResult.DRAW)
    window.override_actions.ask_exchange_opponents()
    assert "keep their numbers" in shown[1]


# -- 6 ------------------------------------------------------------------------------------------

def _log(win: MainWindow) -> list[tuple[str, int | None, str]]:
    # After the journal's first record (the tournament as created).
    return [(e.kind, e.round, e.text) for e in win.file.read_log()[1:]]


def test_every_change_goes_into_the_log_with_its_round(qtbot, window, tmp_path):
    _tournament(window, tmp_path / "t.arbiter", PLAYERS[:8])
    window.settings_view.texts["name"].setText("Venue Open 2026")
    window.settings_view.texts["name"].editingFinished.emit()
    first = window.tournament.players[0]
    assert window.players.edit_player(first.id, "club", "Valenciennes")
    assert window.players.request_bye(first.id, 2, ByeKind.HALF)
    pair_round(qtbot, window, 1)
    assert window.rounds.set_board_result(1, 1, GameResult.DRAW)
    assert window.rounds.set_board_result(1, 1, GameResult.WHITE_WINS)
    assert window.rounds.set_board_result(1, 2, None) is True  # nothing to clear: not logged
    last = window.tournament.players[-1]
    assert window.players.withdraw_player(last.id, 3)
    window.session.undo_stack.undo()
    window.session.undo_stack.redo()
    log = _log(window)
    kinds = [kind for kind, _, _ in log]
    assert kinds == ["registration"] * 8 + ["settings", "player", "bye", "pairing", "result",
                                            "result", "withdrawal", "undo", "redo"]
    assert log[8][2] == "Settings: name"
    assert log[11][:2] == ("pairing", 1) and log[11][2].startswith("Round 1 paired by the engine")
    assert log[12] == ("result", 1, "Result board 1: ½-½ (round 1)")
    assert log[13] == ("result", 1, "Result board 1: 1-0 (was ½-½) (round 1)")
    assert log[15][2] == f"Undo: Withdraw {last.name} from round 3"
    assert window.file.verify_log() == []


def test_a_result_corrected_after_a_later_round_asks_why_and_the_checker_shows_it(
        qtbot, window, tmp_path, monkeypatch, capsys):
    from arbiter_gui.cli import pairing as cli
    from arbiter_gui.core.trf import save_trf
    from arbiter_gui.pairing.engine import correction_notes

    _tournament(window, tmp_path / "t.arbiter", PLAYERS[:8])
    for round_no in (1, 2, 3):
        pair_round(qtbot, window, round_no)
        _all_results(window, round_no)
    asked: list[str] = []
    answers: list[str | None] = [None, "Slip signed 0-1 by both players"]
    monkeypatch.setattr(window.rounds, "ask_correction_reason",
                        lambda question: asked.append(question) or answers.pop(0))
    window.show_round(1)
    window.rounds.games_view.setFocus()
    type_on_board(qtbot, window, 2, "0")  # cancelled: nothing changes
    board_2 = next(g for g in window.tournament.round(1).games if g.board == 2)
    assert board_2.result is GameResult.WHITE_WINS and window.tournament.corrections == []
    assert "after rounds 2-3 were paired" in asked[0]
    assert "The pairings of rounds 2-3 rest on the old result" in asked[0]
    type_on_board(qtbot, window, 2, "0")
    board_2 = next(g for g in window.tournament.round(1).games if g.board == 2)
    assert board_2.result is GameResult.BLACK_WINS
    kind, round_no, text = _log(window)[-1]
    assert (kind, round_no) == ("correction", 1)
    assert text.startswith("Round 1, board 2: result corrected from 1-0 to 0-1 after round 3")
    assert text.endswith("Reason: Slip signed 0-1 by both players")
    notes = correction_notes(window.tournament)
    assert [n.split(" (")[0] for n in notes] == [
        "round 2 was paired before the result of round 1 board 2 was corrected",
        "round 3 was paired before the result of round 1 board 2 was corrected"]
    # arbiter-pairing -c says it too (the TRF carries the corrections in its ### note).
    trf = tmp_path / "t.trf"
    save_trf(window.tournament, trf)
    cli.main(["--dutch", str(trf), "-c"])
    out = capsys.readouterr().out
    assert notes[0] in out and notes[1] in out
    # The window's "Why?" for round 3 says it as well.
    window.show_round(3)
    window.rounds.games_view.setCurrentIndex(window.games_model.index(0, 0))
    window.pairing.explain_selected()
    qtbot.waitUntil(lambda: "paired before" in window.pairing.why_dialog.note.text(),
                    timeout=10_000)
    assert notes[1] in window.pairing.why_dialog.note.text()


# -- 7 ------------------------------------------------------------------------------------------

NORDIC = [("Zhou", "Wei", 2400), ("Østergaard", "Jens", 2300), ("Łukasiewicz", "Łukasz", 2200),
          ("Olsen", "Anna", 2100), ("Müller", "Jörg", 2000)]


def test_sorting_and_search_follow_the_unicode_collation_algorithm(qtbot, window, tmp_path):
    from pypdf import PdfReader

    _tournament(window, tmp_path / "t.arbiter", NORDIC)
    page = window.players.page
    page.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # Surname
    shown = [page.proxy.data(page.proxy.index(r, 1)) for r in range(page.proxy.rowCount())]
    assert shown == ["Łukasiewicz", "Müller", "Olsen", "Østergaard", "Zhou"]
    for query, found in (("lukasz", ["Łukasiewicz"]), ("ostergaard", ["Østergaard"]),
                         ("MULLER", ["Müller"]), ("jorg", ["Müller"]), ("", shown)):
        page.filter.setText(query)
        names = sorted(page.proxy.data(page.proxy.index(r, 1))
                       for r in range(page.proxy.rowCount()))
        assert names == sorted(found), query
    pair_round(qtbot, window, 1)
    pdf = tmp_path / "alpha.pdf"
    assert window.printing.print_report("alphabetical", pdf)
    lines = "".join(p.extract_text() for p in PdfReader(pdf).pages).splitlines()
    # A row: name, number, points, ...; an opponent's name is followed by his number only.
    rows = [line.split(",")[0] for i, line in enumerate(lines[:-2])
            if line.split(",")[0] in shown and lines[i + 2] == "0"]
    assert rows == shown


# -- 12 -----------------------------------------------------------------------------------------

def test_messages_name_the_player_one_way_and_the_log_reads_in_local_time(qtbot, window,
                                                                          tmp_path):
    import os
    import time

    zone = os.environ.get("TZ")
    os.environ["TZ"] = "Europe/Paris"
    time.tzset()
    try:
        assert window.files.create_tournament(tmp_path / "t.arbiter", "Venue Open", 5)
        assert "intact: 1 entry," in window.log_view.status.text()  # the journal's first
        assert window.players.register_player(Player(id=0, surname="Brunet", given_name="Paul"))
        assert "intact: 2 entries" in window.log_view.status.text()
        window.file.append_log("note", "winter time", time="2026-11-23T16:05:00+00:00")
        window.log_view.show_file(window.file)
        model = window.log_view.model
        assert model.data(model.index(2, 0)) == "2026-11-23 17:05:00 CET"
    finally:
        if zone is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = zone
        time.tzset()
    player = window.tournament.players[0]
    assert not window.players.edit_player(player.id, "fide_id", "7O12345")
    assert window.errors[-1] == ("Player 1 (Brunet, Paul): FIDE id: expected a whole number,"
                                 " got '7O12345'")


# -- 3 ------------------------------------------------------------------------------------------

def test_add_player_dialog_keeps_the_work_on_a_bad_fide_id_and_refuses_a_rating_of_4000(
        qtbot, window, tmp_path):
    from PySide6.QtWidgets import QDialogButtonBox

    from arbiter_gui.gui.dialogs import PlayerDialog

    _tournament(window, tmp_path / "t.arbiter", PLAYERS[:2])
    seen: list[tuple[str, str, bool]] = []

    def fill(dialog: PlayerDialog) -> None:
        ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
        qtbot.keyClicks(dialog.surname, "Brunet")
        qtbot.keyClicks(dialog.given_name, "Paul")
        qtbot.keyClicks(dialog.fide_id, "7O12345")
        qtbot.keyClicks(dialog.rating, "4000")
        for fix in (lambda: (dialog.fide_id.clear(), qtbot.keyClicks(dialog.fide_id, "7012345")),
                    lambda: (dialog.rating.clear(), qtbot.keyClicks(dialog.rating, "2400")),
                    lambda: None):
            qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
            if not dialog.isVisible():
                return
            marked = [name for name in ("fide_id", "rating")
                      if getattr(dialog, name).styleSheet() == PlayerDialog.INVALID_STYLE]
            kept = dialog.surname.text() == "Brunet"
            seen.append((dialog.problem.text(), ",".join(marked), kept))
            fix()

    on_modal(PlayerDialog, fill)
    qtbot.mouseClick(window.players.page.add_button, Qt.MouseButton.LeftButton)
    assert seen == [("FIDE id: expected a whole number, got '7O12345'", "fide_id", True),
                    ("New player: the rating 4000 is out of range (0 for unrated, up to 3500)",
                     "rating", True)]
    brunet = next(p for p in window.tournament.players if p.surname == "Brunet")
    assert (brunet.fide_id, brunet.rating) == (7012345, 2400)
    assert window.errors == []


# -- 10 -----------------------------------------------------------------------------------------

def test_defaults_open_on_the_round_remember_the_window_and_start_with_fide_tiebreaks(
        qtbot, monkeypatch, tmp_path):
    from arbiter_gui.core.tiebreak import RECOMMENDED_SWISS_TIEBREAKS
    from arbiter_gui.gui import recent, window_state

    (recent.config_dir() / window_state.STATE_FILE).unlink(missing_ok=True)
    first = main_window(qtbot, monkeypatch)
    assert first.size() == window_state.first_size(first)
    path = tmp_path / "t.arbiter"
    _tournament(first, path, PLAYERS[:4])
    assert first.tournament.tiebreaks == list(RECOMMENDED_SWISS_TIEBREAKS)
    assert first.tabs.currentWidget() is first.settings_view  # a new tournament
    pair_round(qtbot, first, 1)
    first.resize(700, 500)
    first.players.page.table.horizontalHeader().resizeSection(1, 231)
    first.close()

    again = main_window(qtbot, monkeypatch)
    assert (again.width(), again.height()) == (700, 500)
    assert again.players.page.table.horizontalHeader().sectionSize(1) == 231
    assert again.files.open_file(path)
    assert again.tabs.currentWidget() is again.rounds.page
    assert again.rounds.round_selector.currentText() == "1"
    (recent.config_dir() / window_state.STATE_FILE).unlink()  # the next tests start afresh


# -- 14 -----------------------------------------------------------------------------------------

def test_a_file_open_in_another_copy_warns_at_once_and_offers_read_only(qtbot, monkeypatch,
                                                                        tmp_path):
    first = main_window(qtbot, monkeypatch)
    path = tmp_path / "t.arbiter"
    _tournament(first, path, PLAYERS[:4])
    second = main_window(qtbot, monkeypatch)
    asked: list[str] = []
    answers = [False, True]
    monkeypatch.setattr(second, "ask_yes_no", lambda q: asked.append(q) or answers.pop(0))
    assert not second.files.open_file(path) and second.file is None
    assert asked[0].startswith("t.arbiter is open in another copy of arbiter-gui (process")
    assert asked[0].endswith("Open it read-only?")
    assert second.files.open_file(path) and second.session.read_only
    assert "READ-ONLY" in second.windowTitle()
    before = len(second.file.read_log())
    assert not second.players.register_player(Player(id=0, surname="Late"))
    assert "open read-only" in second.errors[-1] and len(second.file.read_log()) == before
    second.close()
    first.close()  # the lock goes with the program
    third = main_window(qtbot, monkeypatch)
    assert third.files.open_file(path) and not third.session.read_only
    assert third.players.register_player(Player(id=0, surname="Late"))


def test_reopening_the_file_the_window_has_open_is_no_other_copy(qtbot, monkeypatch, tmp_path):
    """The window's own lock is not another copy of the program: File > Open (or Open recent)
    of the file shown opens it again, writable, with no question; the lock stays held."""
    from PySide6.QtCore import QLockFile

    window = main_window(qtbot, monkeypatch)
    path = tmp_path / "t.arbiter"
    _tournament(window, path, PLAYERS[:4])
    asked: list[str] = []
    monkeypatch.setattr(window, "ask_yes_no", lambda q: asked.append(q) or False)
    assert window.files.open_file(path) and asked == [] and not window.session.read_only
    assert window.players.register_player(Player(id=0, surname="Late"))
    other = QLockFile(f"{path}.lock")  # another copy still finds the file held
    assert not other.tryLock(0)
    window.close()
    assert other.tryLock(0)
    other.unlock()


# -- 13 -----------------------------------------------------------------------------------------

def test_why_explains_the_pairing_allocated_bye(qtbot, window, tmp_path):
    _tournament(window, tmp_path / "t.arbiter", PLAYERS[:5])
    pair_round(qtbot, window, 1)
    t = window.tournament
    pab = t.round(1).pab_player
    for game in t.round(1).games:  # the players with the bye's pairing numbers below lose
        assert window.rounds.set_board_result(1, game.board, GameResult.WHITE_WINS)
    pair_round(qtbot, window, 2)
    row = len(window.games_model.games)  # the PAB's row, after the games
    window.rounds.games_view.setCurrentIndex(window.games_model.index(row, 1))
    window.pairing.explain_selected()
    text = window.pairing.why_dialog.bye.text()
    holder = t.player(t.round(2).pab_player)
    assert text.startswith(f"Player {holder.pairing_no} ({holder.name}) received the"
                           " pairing-allocated bye in round 2, with 0 points")
    assert "[C5]" in text and "[C2]" in text
    # Round 1's PAB holder has 1 point: not a candidate; the other players on 0 are named,
    # each with why not.
    on_zero = [p for p in t.players if t.score(p.id, 1) == 0 and p.id != holder.id
               and p.pairing_no > holder.pairing_no]
    assert on_zero  # Caruana (#2) has the bye, Nakamura (#3) on 0 too: why not him
    for other in on_zero:
        assert f"Player {other.pairing_no} ({other.name}), 0 points:" in text
    assert f"({t.player(pab).name}), 1 points" not in text


# -- 2 and 8 ------------------------------------------------------------------------------------

def _pdf_text(path: Path) -> str:
    from pypdf import PdfReader

    return "\n".join(page.extract_text() for page in PdfReader(path).pages)


def test_printed_standings_follow_the_round_chosen_and_the_wall_sheet_prints(qtbot, window,
                                                                              tmp_path):
    _tournament(window, tmp_path / "t.arbiter", PLAYERS[:5])
    for round_no in (1, 2):
        pair_round(qtbot, window, round_no)
        _all_results(window, round_no)
    pair_round(qtbot, window, 3)
    page = window.ranked.standings_page
    page.after_round.setCurrentIndex(1)
    page.after_round.activated.emit(1)
    assert window.standings_model.after_round == 1
    pdf = tmp_path / "standings.pdf"
    assert window.printing.print_report("standings", pdf)
    text = _pdf_text(pdf)
    assert "Standings after round 1" in text and "after round 3" not in text
    # Round 3's PAB (a point) is not counted after round 1: the scores are round 1's.
    pab = window.tournament.round(3).pab_player
    assert window.tournament.score(pab, 1) < window.tournament.score(pab)

    window.show_round(3)
    wall = tmp_path / "wall.pdf"
    assert window.printing.actions["wall"].text().startswith("&Wall sheet")
    assert window.printing.print_report("wall", wall)
    text = _pdf_text(wall)
    assert "Pairings of round 3 and standings after round 2" in text
    assert "Standings after round 2" in text and "Pairings" in text


def test_screen_and_paper_cross_tables_name_opponents_and_share_ranks_alike(qtbot, window,
                                                                            tmp_path):
    _tournament(window, tmp_path / "t.arbiter", PLAYERS[:4])
    window.settings_view.commit(tiebreaks=[])  # no tie-break: equal scores share the rank
    pair_round(qtbot, window, 1)
    _all_results(window, 1)
    window.tabs.setCurrentWidget(window.ranked.cross_table_page)  # computed when shown
    model = window.cross_table_model
    screen = [[str(model.data(model.index(r, c))) for c in range(5)]
              for r in range(model.rowCount())]
    assert [row[0] for row in screen] == ["1", "1", "3", "3"]  # shared ranks
    pdf = tmp_path / "cross.pdf"
    assert window.printing.print_report("crosstable", pdf)
    lines = _pdf_text(pdf).splitlines()
    for rank, number, name, _, cell in screen:
        # The PDF row: rank, pairing number, name, federation, rating, the round's cell, the
        # points.
        at = lines.index(name)
        assert lines[at - 2:at] == [rank, number] and cell in lines[at + 1:at + 4], lines
