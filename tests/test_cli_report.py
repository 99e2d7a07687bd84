"""arbiter-report: both kinds of input file, the options and the exit statuses."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter_gui.cli.report import main
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.core.trf import save_trf
from tests.report_helpers import NAME, lines, played

ROUNDS = ["1-3:1 4-2:= 5:U", "2-1:0 3-5:1 4:H"]


def _trf(tmp_path: Path) -> Path:
    path = tmp_path / "in.trf"
    save_trf(played(5, ROUNDS, p1="Иванов, Пётр"), path)
    return path


def _arbiter(tmp_path: Path) -> Path:
    path = tmp_path / "in.arbiter"
    TournamentFile.create(path, played(5, ROUNDS, p1="Иванов, Пётр")).close()
    return path


@pytest.mark.parametrize("make_input", [_trf, _arbiter], ids=["trf", "arbiter"])
def test_pairings_of_either_kind_of_file(tmp_path, make_input):
    out = tmp_path / "out.pdf"
    assert main(["pairings", str(make_input(tmp_path)), "--round", "1", "-o", str(out)]) == 0
    found = lines(out)
    assert found[:2] == [NAME, "Pairings, round 1 (2025-05-01)"]
    assert "Иванов, Пётр" in found and "pairing-allocated bye (1)" in found


def test_tournament_file_is_closed_after_printing(tmp_path):
    source = _arbiter(tmp_path)
    assert main(["log", str(source), "-o", str(tmp_path / "log.pdf")]) == 0
    # A closed file leaves no write-ahead log behind and opens again.
    assert not Path(f"{source}-wal").exists()
    TournamentFile.open(source).close()


def test_default_round_is_the_last_paired_and_paper_letter(tmp_path):
    out = tmp_path / "out.pdf"
    assert main(["alphabetical", str(_trf(tmp_path)), "--paper", "letter", "-o", str(out)]) == 0
    assert lines(out)[1] == "Pairings by name, round 2 (2025-05-02)"
    box = PdfReader(out).pages[0].mediabox
    assert (float(box.width), float(box.height)) == (612, 792)


def test_round_not_paired_exits_3_and_writes_nothing(tmp_path, capsys):
    out = tmp_path / "out.pdf"
    assert main(["pairings", str(_trf(tmp_path)), "--round", "4", "-o", str(out)]) == 3
    assert "in.trf: pairings: round 4 is not paired (rounds 1-2 are)" in capsys.readouterr().err
    assert not out.exists()


def test_invalid_trf_exits_3_naming_the_line(tmp_path, capsys):
    bad = _trf(tmp_path)
    text = bad.read_text().split("\n")
    row = next(k for k, line in enumerate(text) if line.startswith("001"))
    # the starting rank, columns 5-8 (a rating is read tolerantly, with a warning)
    text[row] = text[row][:4] + "ab12" + text[row][8:]
    bad.write_text("\n".join(text))
    assert main(["pairings", str(bad), "-o", str(tmp_path / "out.pdf")]) == 3
    assert f"in.trf: line {row + 1}" in capsys.readouterr().err


def test_sqlite_file_of_another_program_exits_3(tmp_path, capsys):
    other = tmp_path / "other.arbiter"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE t (x)")
    conn.close()
    assert main(["pairings", str(other), "-o", str(tmp_path / "out.pdf")]) == 3
    assert "other.arbiter is not an arbiter-gui tournament file" in capsys.readouterr().err


def test_missing_input_exits_5_naming_it(tmp_path, capsys):
    assert main(["pairings", str(tmp_path / "missing.trf"), "-o", str(tmp_path / "o.pdf")]) == 5
    assert "cannot read" in (err := capsys.readouterr().err) and "missing.trf" in err


def test_unwritable_output_exits_5_naming_it(tmp_path, capsys):
    out = tmp_path / "no" / "dir" / "out.pdf"
    assert main(["pairings", str(_trf(tmp_path)), "-o", str(out)]) == 5
    assert f"cannot write {out}" in capsys.readouterr().err


@pytest.mark.parametrize("make_input", [_trf, _arbiter], ids=["trf", "arbiter"])
def test_standings_and_crosstable_of_either_kind_of_file(tmp_path, make_input):
    source = make_input(tmp_path)
    for kind, title in (("standings", "Standings"), ("crosstable", "Cross table")):
        out = tmp_path / f"{kind}.pdf"
        assert main([kind, str(source), "--round", "1", "-o", str(out)]) == 0
        assert lines(out)[1] == f"{title} after round 1 (2025-05-01)"


def test_a_tolerated_departure_is_a_warning_and_strict_refuses_it(tmp_path, capsys):
    path = _trf(tmp_path)
    path.write_text(path.read_text().replace("001    2  ", "001    2 F", 1))
    assert main(["pairings", str(path), "-o", str(tmp_path / "out.pdf")]) == 0
    assert "warning: line" in capsys.readouterr().err
    assert main(["pairings", str(path), "--strict", "-o", str(tmp_path / "o2.pdf")]) == 3
    assert "field 'sex'" in capsys.readouterr().err
