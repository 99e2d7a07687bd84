"""The engines' pairings are checked before they are given (pairing/engine.py, issue 19 item 2):
an illegal pairing is an engine bug, refused with exit status 2, never printed."""

from __future__ import annotations

import pytest

from arbiter_gui.cli.pairing import main
from arbiter_gui.cli.status import EXIT_ILLEGAL_PAIRING
from arbiter_gui.core.trf import save_trf
from arbiter_gui.pairing.engine import (
    SYSTEMS,
    IllegalPairingError,
    pair_next_round,
    pairing_violations,
)
from arbiter_gui.pairing.swiss import PairingResult, build_request
from tests.dutch_helpers import tournament


def _broken_engine(monkeypatch, system: str, result: PairingResult) -> None:
    monkeypatch.setattr(SYSTEMS[system].module, "pair_round", lambda request, *_: result)


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_engines_assert_the_legality_of_their_output_and_the_cli_refuses_to_print_it(
        tmp_path, capsys, monkeypatch, system):
    source, out = tmp_path / "in.trf", tmp_path / "out.txt"
    save_trf(tournament(4), source)
    _broken_engine(monkeypatch, system, PairingResult([(1, 3), (4, 1)], None))
    assert main([f"--{system}", "--no-fide-mode", str(source), "-p", str(out)]) \
        == EXIT_ILLEGAL_PAIRING  # --no-fide-mode: Leong is not a FIDE system
    error = capsys.readouterr().err
    assert "player 1 is paired 2 times" in error and "player 2 is not paired" in error
    assert "bug" in error
    assert not out.exists()


def _violations(t, result, system="dutch"):
    return pairing_violations(build_request(t, t.next_round_number), result, system)


def test_every_engine_pairing_of_a_round_passes_the_check():
    t = tournament(7, ["1-5:1 6-2:= 3-7:0 4:U"])
    for system in SYSTEMS:
        assert _violations(t, pair_next_round(t, system), system) == []


def test_c1_a_repeat_pairing_and_a_pab_given_twice_are_violations():
    t = tournament(5, ["1-4:1 5-2:= 3:U"])
    assert _violations(t, PairingResult([(4, 1), (2, 5)], 3)) == [
        "4-1: [C1] the players have met, or may not meet",
        "2-5: [C1] the players have met, or may not meet",
        "3 may not receive the pairing-allocated bye ([C2])"]


def test_a_player_not_to_be_paired_and_a_bye_with_an_even_number_are_violations():
    t = tournament(4)
    assert _violations(t, PairingResult([(1, 2), (3, 9)], 4)) == [
        "player 9 is not to be paired in round 1"]
    assert _violations(t, PairingResult([(1, 2)], 3)) == ["player 4 is not paired"]


def test_c3_same_absolute_colour_preference_by_system():
    # 1 and 2 had white twice: both have an absolute preference for black (C.04.3 1.6.2.1).
    t = tournament(4, ["1-3:= 2-4:=", "1-4:= 2-3:="], planned=5)
    result = PairingResult([(1, 2), (3, 4)], None)
    c3 = "1-2: [C3] two non-topscorers with the same absolute colour preference meet"
    assert c3 in _violations(t, result, "dutch")
    assert "1-2: [C3] two players with the same absolute colour preference meet" in \
        _violations(t, result, "dubov")
    assert "1 receives a colour rule 9.1 forbids" in " ".join(_violations(t, result, "leong"))
    t.rounds_planned = 3  # the final round: Leong 13 lifts 9.1; Dutch C3 spares topscorers
    assert not any("colour" in v for v in _violations(t, result, "leong"))


def test_pair_next_round_raises_rather_than_return_an_illegal_pairing(monkeypatch):
    _broken_engine(monkeypatch, "dubov", PairingResult([(1, 1)], None))
    with pytest.raises(IllegalPairingError, match="player 1 is paired 2 times"):
        pair_next_round(tournament(2), "dubov")


def test_check_mode_exits_2_when_the_engine_pairs_a_past_round_illegally(tmp_path, capsys,
                                                                         monkeypatch):
    source = tmp_path / "in.trf"
    save_trf(tournament(4, ["1-3:1 4-2:="]), source)
    _broken_engine(monkeypatch, "dutch", PairingResult([(1, 3), (4, 4)], None))
    assert main(["--dutch", str(source), "-c"]) == EXIT_ILLEGAL_PAIRING
    assert "player 4 is paired 2 times" in capsys.readouterr().err
