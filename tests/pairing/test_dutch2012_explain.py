"""The 2012 Dutch engine's explanation of a round (its checklist): what the procedure C.1-C.14
decided for each score bracket, the bye (B.1.b) and the colour article of E for each pair; on
the command line (-l) and in the window's "Why?" dialog."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from arbiter_gui.cli.pairing import main
from arbiter_gui.core.model import GameResult, Player
from arbiter_gui.core.trf import save_trf
from arbiter_gui.gui.window import MainWindow
from arbiter_gui.pairing import dutch2012
from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.pairing.explain import explanation_for
from arbiter_gui.pairing.generator import (
    GeneratorSettings,
    announce_absences,
    new_tournament,
    play_round,
)
from arbiter_gui.pairing.swiss import Float, PairingError, PairingPlayer, PairingRequest
from tests.dutch_helpers import tournament
from tests.gui.test_gui_why import RATINGS, _ask_why, _card_numbers
from tests.pairing.test_dutch2012 import W, player
from tests.qt_helpers import main_window


def _checklist(players: list[PairingPlayer], round_no: int) -> str:
    by_id = {p.id: p for p in players}
    for p in players:  # B.1.a: who met whom is symmetric
        for other in p.forbidden:
            by_id[other].forbidden.add(p.id)
    request = PairingRequest(round_no, 9, W, 10, 0, players)
    return dutch2012.pair_round(request).checklist


def _round_with_lowered_x_and_a_bye() -> str:
    # Round 2. 1, 2 (1 point) prefer black and 3, 4 white, but 1 met 3 and 4: only 1-2, 3-4
    # remains, failing two preferences: X goes from X1 = 0 to 2 (C.10.e), reached through
    # the exchange of 2 and 3 (D.2). In the lowest bracket 7 may not receive the bye (B.1.b):
    # 5 is exchanged into S2 and left over.
    return _checklist([player(1, 10, "W", met=(3, 4)), player(2, 10, "W"), player(3, 10, "B"),
                       player(4, 10, "B"), player(5, 0, "B"), player(6, 0, "W"),
                       player(7, 0, "B", bye_eligible=False)], 2)


def test_c10e_the_checklist_names_the_brackets_the_lowered_requirement_pairs_and_bye():
    text = _round_with_lowered_x_and_a_bye()
    assert text.startswith("Round 2 of 9, FIDE (Dutch) System, the 2012 edition\n")
    assert _card_numbers(text) == set(range(1, 8))
    top = _section(text, "Score bracket 1.0: residents 1 2 3 4; moved down into it none;"
                         " moved down from it none")
    assert top == ["homogeneous (A.3)",
                   "P0 = 2, P1 = 2, X1 = 0, Z1 = 0 (C.2, A.6, A.8)",
                   "S1 (C.4, C.5): 1 3; S2: 2 4",
                   "exchange (D.2): 2 from S1 with 3 from S2",
                   "requirements lowered: X increased to X = 2 (C.10.e);"
                   " Z increased to Z = 2 (C.10.e)",
                   "pairs: 1-2 3-4"]
    lowest = _section(text, "Lowest score bracket 0.0: residents 5 6 7; moved down into it"
                            " none; left over 5")
    assert "requirements as set by C.3, none lowered" in lowest and "pairs: 6-7" in lowest
    assert _section(text, "The bye (A.5)")[0].startswith("5  left over in the lowest score")
    assert "(B.1.b)" in _section(text, "The bye (A.5)")[0]
    colours = _section(text, "Colour allocation (E)")
    assert "2  1 (white)    E.4: the colour preference of the higher ranked player granted" \
        in colours
    assert "7  6 (white)    E.1: both colour preferences granted" in colours


def _section(text: str, head: str) -> list[str]:
    """The indented lines under the top-level line `head`, stripped."""
    lines = text.splitlines()
    start = lines.index(head) + 1
    end = next((k for k in range(start, len(lines)) if not lines[k][:1].isspace()), len(lines))
    return [line.strip() for line in lines[start:end]]


def test_explanation_for_the_bye_keeps_its_card_bracket_bye_and_colours_only():
    text = explanation_for(_round_with_lowered_x_and_a_bye(), [5])
    assert _card_numbers(text) == {5}
    assert "Lowest score bracket 0.0" in text and "Score bracket 1.0" not in text
    assert "The bye (A.5)\n   5  left over" in text
    assert "Colour allocation (E)" not in text  # 5 has no colour


def test_a_value_given_to_a_symbol_is_not_a_player():
    # The lowest bracket says "P0 = 1, P1 = 1": not player 1, who is in the top bracket.
    text = explanation_for(_round_with_lowered_x_and_a_bye(), [1])
    assert "Score bracket 1.0" in text and "Lowest score bracket" not in text


def test_c12_c14b_heterogeneous_bracket_with_backtracking_and_the_moved_down_player():
    # The top bracket 1, 2, 3 would move 3 down, but 3 met 4, 5 and 6 (C.1): C.12 pairs it
    # again moving 2 down instead; the bracket below is heterogeneous with 2 in S1.
    text = _checklist([player(1, 20), player(2, 20), player(3, 20, met=(4, 5, 6)),
                       player(4, 10), player(5, 10), player(6, 10), player(7)], 4)
    top = _section(text, "Score bracket 2.0: residents 1 2 3; moved down into it none;"
                         " moved down from it 2")
    assert top[-2:] == ["pairs: 1-3", "paired again by backtracking from the bracket below, so"
                        " that the players moved down have an opponent there (C.12)"]
    below = _section(text, "Score bracket 1.0: residents 4 5 6; moved down into it 2; moved"
                           " down from it none")
    assert below[:4] == ["heterogeneous (A.3)",
                         "P0 = 2, P1 = 2, M0 = 1, M1 = 1, X1 = 0, Z1 = 0 (C.2, A.6, A.8)",
                         "S1, moved-down players (C.4, D.3): 2; S2: 4 5 6",
                         "remainder (C.6, P = P1 - M1): S1 5; S2 6"]
    assert "pairs: 2-4 5-6" in below
    assert "E.5: no colour preferences" in text


def test_c13_c14a_the_penultimate_bracket_moved_down_entirely():
    # 3 and 4 (0 points) met: the lowest bracket cannot be paired, so the penultimate one
    # (1, 2) is paired again (C.13) down to P1 = 0 (C.14.a); at least half of the lowest
    # bracket then was moved down: treated as homogeneous (A.3).
    text = _checklist([player(1, 10), player(2, 10), player(3, met=(4,)),
                       player(4, met=(3,))], 2)
    assert _section(text, "Score bracket 1.0: residents 1 2; moved down into it none; moved"
                          " down from it 1 2") == [
        "homogeneous (A.3)",
        "P1 decreased to P1 = 0: the entire bracket moved down (C.14.a)",
        "paired again so that the lowest score bracket can be paired (C.13)"]
    lowest = _section(text, "Lowest score bracket 0.0: residents 3 4; moved down into it 1 2;"
                            " left over none")
    assert lowest[0] == ("treated as homogeneous: at least half of its players were moved"
                         " down (A.3)")
    assert "No bye: the number of players to pair is even (A.5)." in text


def test_b5_dropped_for_upfloaters_is_named_with_its_article():
    # 3 moves down to 4, 5 (round 3); both floated up last round: B.5 for upfloaters must
    # be dropped (C.10.b) for 3 to have an opponent.
    text = _checklist([player(1, 20), player(2, 20), player(3, 20),
                       player(4, 10, floats=(None, Float.UP)),
                       player(5, 10, floats=(None, Float.UP))], 3)
    assert "B.5 for upfloaters dropped (C.10.b)" in text


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(4, 13), rounds=st.integers(2, 6), seed=st.integers(0, 10**6))
def test_the_checklist_is_of_the_pairing_given(players, rounds, seed):
    # Recorded where the procedure decides: its brackets' pairs are the round's pairs, its
    # bye the round's bye, each player named in its brackets exactly once, the colours those
    # of the pairs; and the Why dialog's cut says something of each player.
    gen = GeneratorSettings(players=players, rounds=rounds, seed=seed, forfeit_rate=0.05,
                            bye_rate=0.05, rules="2012")
    t, rng = new_tournament(gen)
    for round_no in range(1, rounds + 1):
        announce_absences(t, round_no, gen, rng)
        if len(t.players_to_pair(round_no)) < 2:
            return
        try:
            result = pair_next_round(t, "dutch", "2012")
        except PairingError:
            return
        text = result.checklist
        listed = [line.split(": ", 1)[1] for line in text.splitlines()
                  if line.startswith("    pairs: ")]
        pairs = [frozenset(map(int, word.split("-"))) for line in listed
                 for word in line.split() if "-" in word]
        assert sorted(pairs, key=sorted) == sorted(map(frozenset, result.pairs), key=sorted)
        heads = [line.split(": ", 1)[1].split("; ") for line in text.splitlines()
                 if line.startswith(("Score bracket ", "Lowest score bracket "))]
        residents = [int(n) for head in heads for n in head[0].split()[1:] if n != "none"]
        moved_in = {int(n) for head in heads for n in head[1].split()[4:] if n != "none"}
        to_pair = {p.pairing_no for p in t.players_to_pair(round_no)}
        assert len(residents) == len(set(residents)) and set(residents) | moved_in == to_pair
        colours = _section(text, "Colour allocation (E)")
        for white, black in result.pairs:
            assert any(line.startswith(f"{white}  {black} (white)") for line in colours)
            assert any(line.startswith(f"{black}  {white} (black)") for line in colours)
        if result.bye is not None:
            assert _section(text, "The bye (A.5)")[0].startswith(f"{result.bye}  left over")
        general = explanation_for(text, [])
        for number in {n for pair in result.pairs for n in pair}:
            assert explanation_for(text, [number]) != general
        play_round(t, round_no, result, gen, rng)


def test_cli_l_writes_the_2012_checklist(tmp_path):
    path, target, checklist = tmp_path / "in.trf", tmp_path / "pairs.txt", tmp_path / "l.txt"
    save_trf(tournament(6, ["1-4:1 5-2:= 3-6:0"], planned=5), path)
    assert main(["--dutch", "--rules", "2012", str(path), "-p", str(target),
                 "-l", str(checklist)]) == 0
    text = checklist.read_text()
    assert text.startswith("Round 2 of 5, FIDE (Dutch) System, the 2012 edition\n")
    assert "Score bracket 1.0: residents" in text and "Colour allocation (E)" in text
    pairs = target.read_text().split()[1:]
    for white, black in zip(pairs[::2], pairs[1::2], strict=True):
        assert f"{int(white):4d}  {int(black)} (white)" in text  # each pair's colour article


def test_the_engine_explains_a_tournament_of_the_2012_edition():
    t = tournament(6, ["1-4:1 5-2:= 3-6:0"], planned=5)
    t.dutch_edition = "2012"
    assert "the 2012 edition" in pair_next_round(t, "dutch").checklist.splitlines()[0]


def test_why_dialog_explains_a_round_paired_with_f9_by_the_2012_edition(qtbot, monkeypatch,
                                                                        tmp_path):
    win: MainWindow = main_window(qtbot, monkeypatch)
    assert win.files.create_tournament(tmp_path / "why2012.arbiter", "Open 2012", 5)
    view = win.settings_view  # before round 1 the edition is chosen without a question
    view.edition.setCurrentIndex(view.edition.findData("2012"))
    view.edition.activated.emit(view.edition.currentIndex())
    assert win.tournament.dutch_edition == "2012" and not win.errors
    for k, rating in enumerate(RATINGS, start=1):
        assert win.players.register_player(Player(id=0, surname=f"Player{k}", rating=rating))
    assert win.pair_action.shortcut() == QKeySequence(Qt.Key.Key_F9)
    for round_no in (1, 2):
        win.pair_action.trigger()  # F9 (offscreen, no window has the key focus)
        qtbot.waitUntil(lambda n=round_no: len(win.tournament.rounds) == n
                        and win.pairing.job is None, timeout=10_000)
        for board in range(1, 4):
            assert win.rounds.set_board_result(round_no, board, GameResult.WHITE_WINS)
    assert not win.errors
    game = win.tournament.round(2).games[0]
    numbers = {win.tournament.player(i).pairing_no for i in (game.white, game.black)}
    text = _ask_why(qtbot, win, 0)
    assert text.startswith("Round 2 of 5, FIDE (Dutch) System, the 2012 edition\n")
    assert _card_numbers(text) == numbers
    assert "Score bracket" in text and "requirements" in text
    assert "Colour allocation (E)" in text and " E." in text.split("Colour allocation")[1]
    pab = win.tournament.player(win.tournament.round(2).pab_player).pairing_no
    bye_text = _ask_why(qtbot, win, 3)  # three games, then the pairing-allocated bye
    assert _card_numbers(bye_text) == {pab}
    assert f"The bye (A.5)\n{pab:4d}  left over in the lowest score bracket" in bye_text
    above = win.pairing.why_dialog.bye.text()  # bye_explanation, by the edition's own articles
    assert "(B.1.b)" in above and "[C5]" not in above
