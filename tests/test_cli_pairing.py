"""arbiter-pairing: the JaVaFo/bbpPairings command-line contract (shared/spec/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui.cli.pairing import main
from arbiter_gui.core.model import ByeKind
from arbiter_gui.core.trf import read_trf, save_trf
from tests.dutch_helpers import tournament


def _write(tmp_path: Path, t) -> Path:
    path = tmp_path / "in.trf"
    save_trf(t, path)
    return path


def test_pairing_output_lists_the_pairs_then_the_bye(tmp_path):
    out = tmp_path / "out.txt"
    assert main(["--dutch", str(_write(tmp_path, tournament(5))), "-p", str(out)]) == 0
    # Round 1 of 5: the PAB to the lowest ranked (C5), then 1-3 and 4-2 (art. 2.3.1, 5.2.5).
    assert out.read_text() == "3\n1 3\n4 2\n5 0\n"


def test_no_legal_pairing_exits_1_with_a_reason(tmp_path, capsys):
    out = tmp_path / "out.txt"
    t = tournament(2, ["1-2:1"])
    assert main(["--dutch", str(_write(tmp_path, t)), "-p", str(out)]) == 1
    assert "absolute criteria" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("players, absent, says", [
    (1, set(), "Only one player is to be paired"),
    (3, {1, 2, 3}, "Nobody is to be paired"),
    (3, {2, 3}, "Only one player is to be paired"),
])
def test_too_few_players_exits_1_saying_why(tmp_path, capsys, players, absent, says):
    t = tournament(players)
    t.requested_byes = {(pid, 1): ByeKind.ZERO for pid in absent}
    out = tmp_path / "out.txt"
    for system in ("--dutch", "--dubov", "--leong"):
        assert main([system, str(_write(tmp_path, t)), "-p", str(out)]) == 1
        err = capsys.readouterr().err
        assert says in err and "Traceback" not in err
        assert not out.exists()


def test_invalid_input_exits_3_naming_the_line(tmp_path, capsys):
    bad = _write(tmp_path, tournament(4))
    lines = bad.read_text().split("\n")
    row = next(k for k, line in enumerate(lines) if line.startswith("001"))
    # the starting rank, columns 5-8 (a rating is read tolerantly, with a warning)
    lines[row] = lines[row][:4] + "ab12" + lines[row][8:]
    bad.write_text("\n".join(lines))
    assert main(["--dutch", str(bad), "-p", str(tmp_path / "out.txt")]) == 3
    assert f"line {row + 1}" in capsys.readouterr().err


def test_unreadable_file_exits_5(tmp_path, capsys):
    assert main(["--dutch", str(tmp_path / "missing.trf"), "-p", str(tmp_path / "o")]) == 5
    assert "missing.trf" in capsys.readouterr().err


def test_unwritable_output_exits_5(tmp_path):
    out = tmp_path / "no" / "such" / "dir" / "out.txt"
    assert main(["--dutch", str(_write(tmp_path, tournament(4))), "-p", str(out)]) == 5


def test_generator_writes_a_tournament_the_checker_accepts(tmp_path, capsys):
    out = tmp_path / "gen.trf"
    assert main(["--dutch", "-g", "-o", str(out), "--players", "15", "--rounds", "5",
                 "--seed", "7"]) == 0
    t = read_trf(out)
    assert len(t.players) == 15 and len(t.rounds) == 5
    assert main(["--dutch", str(out), "-c"]) == 0
    assert "5 rounds checked, 0 differ" in capsys.readouterr().out


def test_generator_draws_absences_and_another_scoring_as_bbppairings_does(tmp_path, capsys):
    # Issue 31: what bbpPairings' generator draws (its RetiredRate zero-point byes, its
    # PointsForWin/Draw/Loss/PAB), as options; the file says the scoring (162) and the
    # checker re-pairs it identically.
    out = tmp_path / "gen.trf"
    assert main(["--dutch", "-g", "-o", str(out), "--players", "20", "--rounds", "6",
                 "--seed", "5", "--zero-bye-rate", "0.1", "--forfeit-rate", "0.1",
                 "--win-points", "3", "--draw-points", "1", "--loss-points", "0",
                 "--pab-points", "2"]) == 0
    assert "162  W 3.0    D 1.0    P 2.0" in out.read_text().splitlines()
    t = read_trf(out)
    assert (t.scoring.win, t.scoring.draw, t.scoring.pab, t.scoring.half_bye) == (3, 1, 2, 1)
    byes = [kind for r in t.rounds for kind in r.byes.values()]
    assert byes.count(ByeKind.ZERO) >= 5
    pab_points = {t.points_in_round(r.pab_player, r) for r in t.rounds if r.pab_player}
    assert pab_points == {2.0}
    assert main(["--dutch", str(out), "-c"]) == 0
    assert "6 rounds checked, 0 differ" in capsys.readouterr().out


def test_checker_reports_a_round_that_differs(tmp_path, capsys):
    # Round 1 of 4 players should be 1-3, 4-2; here it was 1-2, 3-4.
    t = tournament(4, ["1-2:1 3-4:1"])
    assert main(["--dutch", str(_write(tmp_path, t)), "-c"]) == 1
    assert "round 1 differs" in capsys.readouterr().out


def test_checklist_explains_cards_brackets_and_unmet_criteria(tmp_path):
    # Round 2: 1-3 and 4-2 were draws; 1 and 4 had white. One scoregroup of four: the
    # pairing 2-1, 3-4 grants every preference, so every criterion is met; the card of each
    # player shows his colours, preference and opponent.
    out, checklist = tmp_path / "out.txt", tmp_path / "checklist.txt"
    t = tournament(4, ["1-3:= 4-2:="])
    assert main(["--dutch", str(_write(tmp_path, t)), "-p", str(out), "-l", str(checklist)]) == 0
    text = checklist.read_text()
    card = next(line for line in text.splitlines() if line.strip().startswith("1 "))
    assert "W" in card and "strong black" in card and "(black)" in card
    assert "Scoregroup 0.5: residents 1 2 3 4; MDPs none; downfloaters none" in text
    assert "every quality criterion met" in text


def test_checklist_names_the_player_denied_his_colour(tmp_path):
    # 1 and 2 won with white, 3 and 4 lost with black. 1-2 both have a strong preference for
    # black: 5.2.4 grants the higher ranked, so 2 is denied ([C12], [C13]); likewise 4 in 3-4.
    out, checklist = tmp_path / "out.txt", tmp_path / "checklist.txt"
    t = tournament(4, ["1-3:1 2-4:1"])
    assert main(["--dutch", str(_write(tmp_path, t)), "-p", str(out), "-l", str(checklist)]) == 0
    assert out.read_text() == "2\n2 1\n3 4\n"
    text = checklist.read_text()
    top, bottom = text.split("Scoregroup 1.0")[1].split("Scoregroup 0.0")
    assert "[C12] colour preference not granted: 2\n" in top
    assert "[C13] strong or absolute colour preference not granted: 2\n" in top
    assert "[C12] colour preference not granted: 4\n" in bottom


@pytest.mark.parametrize("system", ["--dutch", "--dubov", "--leong"])
def test_pairing_beyond_the_declared_rounds_exits_1_saying_all_are_paired(tmp_path, capsys,
                                                                         system):
    # Issue 14, item 4: as the reference engine does, no round beyond 142/XXR.
    t = tournament(4, ["1-3:1 4-2:="])
    t.rounds_planned = 1
    out = tmp_path / "out.txt"
    assert main([system, str(_write(tmp_path, t)), "-p", str(out)]) == 1
    assert "the tournament has 1 rounds and all are paired" in capsys.readouterr().err
    assert not out.exists()
    t.rounds_planned = 2
    assert main([system, str(_write(tmp_path, t)), "-p", str(out)]) == 0


def test_tolerated_departures_are_warnings_on_stderr_and_strict_refuses_them(tmp_path, capsys):
    path = _write(tmp_path, tournament(4, ["1-3:1 4-2:="]))
    text = path.read_text().replace("152 W\n", "")
    path.write_text(text.replace("001    2  ", "001    2 f", 1))
    out = tmp_path / "out.txt"
    assert main(["--dutch", str(path), "-c"]) == 0
    err = capsys.readouterr().err
    assert "warning: line" in err and "field 'sex' (column 10): 'f' read as w (female)" in err
    assert "warning: field 'initial colour'" in err
    assert main(["--dutch", str(path), "-p", str(out), "--strict"]) == 3
    err = capsys.readouterr().err
    assert "field 'sex' (column 10): expected m, w or blank, got 'f'" in err
