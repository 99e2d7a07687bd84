"""arbiter-pairing --leong: pair a round (-p, -l) and check a tournament (-c)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arbiter_gui.cli.pairing import main
from arbiter_gui.core.trf import read_trf, save_trf
from tests.dutch_helpers import tournament


def _write(tmp_path: Path, t) -> Path:
    path = tmp_path / "in.trf"
    save_trf(t, path)
    return path


def test_help_names_the_system_as_a_proposal(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "--leong pair with: Leong (a proposal, never adopted)" in help_text


def test_the_fide_mode_of_the_command_line_refuses_leong_without_no_fide_mode(tmp_path, capsys):
    out = tmp_path / "out.txt"
    assert main(["--leong", str(_write(tmp_path, tournament(5))), "-p", str(out)]) == 3
    err = capsys.readouterr().err
    assert "leong is not a FIDE system" in err and "--no-fide-mode" in err
    assert not out.exists()


def test_leong_pairs_round_1_with_the_bye_to_the_lowest_numbered_player(tmp_path):
    out, checklist = tmp_path / "out.txt", tmp_path / "checklist.txt"
    t = tournament(5)
    assert main(["--leong", "--no-fide-mode", str(_write(tmp_path, t)), "-p", str(out), "-l",
                 str(checklist)]) == 0
    # 14.1: the Bye to #5; 14.2: 1 v 3 and 4 v 2 (#1 drew white).
    assert out.read_text() == "3\n1 3\n4 2\n5 0\n"
    assert "Leong system (a proposal, never adopted)" in checklist.read_text()


def test_leong_round_with_no_legal_pairing_exits_1(tmp_path, capsys):
    t = tournament(2, ["1-2:1"])
    assert main(["--leong", "--no-fide-mode", str(_write(tmp_path, t)), "-p",
                 str(tmp_path / "o.txt")]) == 1
    assert "cannot be paired" in capsys.readouterr().err


def test_a_generated_leong_tournament_passes_the_leong_check(tmp_path, capsys):
    out = tmp_path / "gen.trf"
    assert main(["--leong", "--no-fide-mode", "-g", "-o", str(out), "--players", "17",
                 "--rounds", "6", "--seed", "3"]) == 0
    t = read_trf(out)
    assert t.pairing_system == "leong" and len(t.rounds) == 6
    assert not any(line.startswith("192") for line in out.read_text().splitlines())
    assert main(["--leong", "--no-fide-mode", str(out), "-c"]) == 0
    assert "6 rounds checked, 0 differ" in capsys.readouterr().out


def test_the_leong_check_reports_a_round_paired_otherwise(tmp_path, capsys):
    # Round 1 of four players is 1-3, 4-2 under 9.4 and 14.2; here it was 1-2, 3-4.
    t = tournament(4, ["1-2:1 3-4:1"])
    assert main(["--leong", "--no-fide-mode", str(_write(tmp_path, t)), "-c"]) == 1
    assert "round 1 differs" in capsys.readouterr().out
