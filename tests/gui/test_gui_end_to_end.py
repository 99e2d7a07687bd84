"""A whole tournament driven through the window as an arbiter would: 25 players (24 imported
from a CSV file, one late entry after round 2), a withdrawal, a requested half-point bye, seven
rounds paired with the button and their results typed on the keyboard, a pairing changed by
hand with its justification, an earlier result corrected, the standings checked, the TRF
export re-imported equal, and everything found again after reopening the file."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from arbiter_gui.core.model import ByeKind, Player, ResultCode
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.core.tiebreak import ranked_standings
from arbiter_gui.gui.models import GamesModel
from arbiter_gui.gui.rounds_controller import RESULT_KEYS
from arbiter_gui.gui.window import MainWindow
from tests.qt_helpers import shown_window, swap_colours_of_board_1

ROUNDS = 7
# The keys an arbiter types, most games decided, some drawn, a few forfeited.
KEYS = ["1", "1", "0", "0", "=", "=", "5", "+", "-"]
POINTS = {ResultCode.WIN: 1.0, ResultCode.DRAW: 0.5, ResultCode.LOSS: 0.0,
          ResultCode.FORFEIT_WIN: 1.0, ResultCode.FORFEIT_LOSS: 0.0}
BYE_POINTS = {ByeKind.PAB: 1.0, ByeKind.HALF: 0.5, ByeKind.ZERO: 0.0}


def _players_csv(path) -> None:
    rng = random.Random(25)
    lines = ["Surname;Given name;Title;FIDE id;Federation;Rating;Birth date;Sex"]
    for k in range(1, 25):
        rating = rng.randint(1500, 2600)
        title = "GM" if rating > 2500 else "IM" if rating > 2400 else ""
        lines.append(f"Player{k:02d};Given{k};{title};{100000 + k};FRA;{rating};"
                     f"{1960 + k}/0{1 + k % 9}/1{k % 10};{'mw'[k % 2]}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _window(qtbot, monkeypatch) -> MainWindow:
    win = shown_window(qtbot, monkeypatch)
    return win


def _pair_with_the_button(qtbot, win: MainWindow, round_no: int) -> None:
    qtbot.mouseClick(win.rounds.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(win.tournament.rounds) == round_no and win.pairing.job is None,
                    timeout=20_000)
    assert win.rounds.round_selector.currentText() == str(round_no)


def _type_results(qtbot, win: MainWindow, keys: list[str]) -> None:
    """From board 1 down, one key a board: the selection moves on by itself."""
    view = win.rounds.games_view
    view.setFocus()
    view.setCurrentIndex(win.games_model.index(0, GamesModel.RESULT_COLUMN))
    for key in keys:
        qtbot.keyClick(view, key)


def _swap_colours_of_board_1(qtbot, win: MainWindow) -> None:
    """The arbiter swaps the colours of board 1 of round 6 and says why."""
    white, black = swap_colours_of_board_1(qtbot, win)
    [override] = win.tournament.overrides
    assert (override.round, override.arbiter) == (6, "IA Chief Arbiter")
    swapped = win.tournament.round(6).game_of(white)
    assert (swapped.white, swapped.black) == (black, white)


def _expected_scores(win: MainWindow, typed: dict[tuple[int, int], str]) -> dict[int, float]:
    """Scores from the keys typed and the byes shown, without the core's arithmetic."""
    t = win.tournament
    scores = {p.id: 0.0 for p in t.players}
    for rnd in t.rounds:
        for game in rnd.games:
            white, black = RESULT_KEYS[typed[(rnd.number, game.board)]].value
            scores[game.white] += POINTS[white]
            scores[game.black] += POINTS[black]
        for player_id, kind in rnd.byes.items():
            scores[player_id] += BYE_POINTS[kind]
    return scores


def test_seven_rounds_25_players_typed_corrected_and_reopened(qtbot, monkeypatch, tmp_path):
    win = _window(qtbot, monkeypatch)
    path = tmp_path / "open.arbiter"
    assert win.files.create_tournament(path, "Club Open", ROUNDS)
    win.settings_view.commit(tiebreaks=["BH/C1", "BH", "SB"])
    csv = tmp_path / "players.csv"
    _players_csv(csv)
    assert win.players.import_players_csv(csv)
    assert win.players_model.rowCount() == 24

    rng = random.Random(7)
    typed: dict[tuple[int, int], str] = {}
    late = withdrawn = bye_player = None
    for round_no in range(1, ROUNDS + 1):
        t = win.tournament
        if round_no == 2:
            # Announced ahead: a half-point bye in round 4.
            bye_player = t.by_pairing_no(10).id
            assert win.players.request_bye(bye_player, 4, ByeKind.HALF)
        if round_no == 3:
            # C.04.2 C.2: admitted after round 2, plays from round 3.
            assert win.players.register_player(Player(id=0, surname="Latecomer", rating=2300,
                                              fide_id=999999, federation="FRA"), 3)
            late = next(p.id for p in win.tournament.players if p.surname == "Latecomer")
        if round_no == 5:
            withdrawn = win.tournament.by_pairing_no(20).id
            assert win.players.withdraw_player(withdrawn, 5)
        _pair_with_the_button(qtbot, win, round_no)
        if round_no == 6:
            _swap_colours_of_board_1(qtbot, win)
        games = win.games_model.games
        keys = [rng.choice(KEYS) for _ in games]
        _type_results(qtbot, win, keys)
        typed.update({(round_no, game.board): key for game, key in zip(games, keys,
                                                                       strict=True)})
        assert all(g.has_result for g in win.tournament.round(round_no).games)
        assert not win.errors, win.errors

    t = win.tournament
    assert len(t.players) == 25
    assert t.round(1).byes[late] is ByeKind.ZERO and t.round(2).byes[late] is ByeKind.ZERO
    assert t.round(3).game_of(late) is not None or t.round(3).byes.get(late) is ByeKind.PAB
    assert t.round(4).byes[bye_player] is ByeKind.HALF
    assert all(t.round(r).byes[withdrawn] is ByeKind.ZERO for r in range(5, ROUNDS + 1))
    # Everyone is in every round: in a game or with a bye.
    assert all(2 * len(rnd.games) + len(rnd.byes) == 25 for rnd in t.rounds)

    # C.04.2 D.8: a result written down wrongly in round 2 is corrected.
    win.show_round(2)
    game = win.games_model.games[2]
    new_key = "0" if typed[(2, game.board)] != "0" else "1"
    win.rounds.games_view.setFocus()
    win.rounds.games_view.setCurrentIndex(win.games_model.index(2, GamesModel.RESULT_COLUMN))
    monkeypatch.setattr(win.rounds, "ask_correction_reason", lambda question: "slip misread")
    qtbot.keyClick(win.rounds.games_view, new_key)
    typed[(2, game.board)] = new_key
    assert win.tournament.round(2).games[2].result is RESULT_KEYS[new_key]
    assert win.undo_action.text() == (f"&Undo Correct result board {game.board}:"
                                      f" {RESULT_KEYS[new_key].label} (round 2)")

    expected = _expected_scores(win, typed)
    rows = win.standings_model.ranked
    assert {row.player.id: row.score for row in rows} == expected
    assert [row.score for row in rows] == sorted(expected.values(), reverse=True)
    assert [r.player.id for r in rows] == [r.player.id for r in ranked_standings(t)]
    shown = [win.standings_model.data(win.standings_model.index(k, 2)) for k in range(25)]
    assert shown == [row.player.name for row in rows]
    final = TournamentFile.open(path)
    saved = final.tournament
    kinds = [e.kind for e in final.read_log()]
    assert kinds.count("override") == 1 and kinds[-1] == "correction"
    assert kinds.count("pairing") == ROUNDS and final.verify_log() == []
    final.close()
    assert saved == win.tournament
    trf = tmp_path / "exported" / "open.trf"
    trf.parent.mkdir()
    assert win.files.export_trf(trf)
    win.close()

    imported = _window(qtbot, monkeypatch)
    assert imported.files.import_trf(trf)
    assert imported.tournament == saved  # the TRF export re-imports equal, override included
    imported.close()

    again = _window(qtbot, monkeypatch)
    assert again.files.open_file(path)
    assert again.tournament == saved
    assert f"Club Open — round {ROUNDS} of {ROUNDS}" in again.windowTitle()
    assert [row.player.id for row in again.standings_model.ranked] == [r.player.id for r in rows]
    again.show_round(2)
    corrected = str(again.games_model.data(again.games_model.index(2, GamesModel.RESULT_COLUMN)))
    assert corrected.startswith(RESULT_KEYS[new_key].label)
    assert again.tournament.player(withdrawn).withdrawn_from == 5
    assert again.tournament.requested_byes[(bye_player, 4)] is ByeKind.HALF
    assert not again.errors
