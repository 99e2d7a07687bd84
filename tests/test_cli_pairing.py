"""arbiter-pairing: the JaVaFo/bbpPairings command-line contract (shared/spec/README.md)."""

from __future__ import annotations

from pathlib import Path

from arbiter_gui.cli.pairing import main
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


def test_invalid_input_exits_3_naming_the_line(tmp_path, capsys):
    bad = _write(tmp_path, tournament(4))
    lines = bad.read_text().split("\n")
    row = next(k for k, line in enumerate(lines) if line.startswith("001"))
    lines[row] = lines[row][:48] + "ab12" + lines[row][52:]  # the rating, columns 49-52
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


def test_checker_reports_a_round_that_differs(tmp_path, capsys):
    # Round 1 of 4 players should be 1-3, 4-2; here it was 1-2, 3-4.
    t = tournament(4, ["1-2:1 3-4:1"])
    assert main(["--dutch", str(_write(tmp_path, t)), "-c"]) == 1
    assert "round 1 differs" in capsys.readouterr().out
