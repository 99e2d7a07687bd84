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
    for system in ("--dutch", "--dubov", "--leong"):  # Leong: outside the FIDE mode
        assert main([system, "--no-fide-mode", str(_write(tmp_path, t)), "-p", str(out)]) == 1
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


def test_vcl_10_generator_pairs_with_the_baku_acceleration_and_writes_it(tmp_path, capsys):
    # C.04.5.1: with 20 players group A is the first 2 * ceil(20 / 4) = 10, who have a
    # virtual point in round 1; so 1 meets 6 (the top half of GA against its bottom half),
    # not 11 as without it. The 250 records carry it (bbpPairings' checker reads them), and
    # the checker re-pairs every round with it.
    out = tmp_path / "gen.trf"
    assert main(["--dutch", "-g", "-o", str(out), "--players", "20", "--rounds", "7",
                 "--seed", "3", "--baku"]) == 0
    assert [line for line in out.read_text().splitlines() if line.startswith("250")] == [
        "250       1.0   1   2    1   10", "250       0.5   3   4    1   10"]
    assert frozenset((1, 6)) in _round_1_pairs(out)
    assert main(["--dutch", str(out), "-c"]) == 0
    assert "7 rounds checked, 0 differ" in capsys.readouterr().out
    plain = tmp_path / "plain.trf"
    assert main(["--dutch", "-g", "-o", str(plain), "--players", "20", "--rounds", "7",
                 "--seed", "3"]) == 0
    assert frozenset((1, 11)) in _round_1_pairs(plain)


def _round_1_pairs(path):
    """Round 1's pairs of the file, by pairing numbers."""
    t = read_trf(path)
    number = {p.id: p.pairing_no for p in t.players}
    return {frozenset((number[g.white], number[g.black])) for g in t.rounds[0].games}


def test_generator_sets_prohibited_pairings_and_the_initial_colour_before_round_1(tmp_path,
                                                                                  capsys):
    # Set as the arbiter sets them before round 1 (the FIDE mode allows no later change):
    # the file carries them (260, 152: bbpPairings' checker reads both), no prohibited pair
    # meets in its rounds, the first player has black in round 1, and the checker agrees.
    out = tmp_path / "gen.trf"
    assert main(["--dutch", "-g", "-o", str(out), "--players", "16", "--rounds", "6",
                 "--seed", "4", "--prohibited-groups", "4", "--initial-colour", "black"]) == 0
    lines = out.read_text().splitlines()
    assert "152 B" in lines and sum(line.startswith("260") for line in lines) == 4
    t = read_trf(out)
    assert len(t.prohibited_pairings) == 4
    for rule in t.prohibited_pairings:
        for rnd in t.rounds[rule.first_round - 1:rule.last_round]:
            assert not any({g.white, g.black} <= set(rule.players) for g in rnd.games)
    first = next(p.id for p in t.players if p.pairing_no == 1)
    assert any(g.black == first for g in t.rounds[0].games)
    assert main(["--dutch", str(out), "-c"]) == 0
    assert "6 rounds checked, 0 differ" in capsys.readouterr().out


@pytest.mark.parametrize(("options", "said"), [
    (["--baku", "--win-points", "3", "--draw-points", "1"], "Baku acceleration"),
    (["--players", "1"], "2 to 9999 players, not 1"),
    (["--players", "-3"], "2 to 9999 players, not -3"),
    (["--rounds", "0"], "Rounds: at least 1, not 0"),
    (["--draw-rate", "7"], "the draw rate is a share between 0 and 1, not 7.0"),
    (["--forfeit-rate", "nan"], "the forfeit rate is a share between 0 and 1, not nan"),
    (["--prohibited-groups", "-2"], "prohibited groups cannot be negative (-2)"),
    (["--win-points", "nan"], "a win (nan) must score more than a loss"),
])
def test_generator_refuses_settings_it_cannot_draw_and_writes_nothing(tmp_path, capsys,
                                                                     options, said):
    out = tmp_path / "gen.trf"
    assert main(["--dutch", "-g", "-o", str(out), *options]) == 3
    assert said in capsys.readouterr().err
    assert not out.exists()


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
    # Leong is not a FIDE system: outside the FIDE mode.
    assert main([system, "--no-fide-mode", str(_write(tmp_path, t)), "-p", str(out)]) == 1
    assert "The tournament has 1 round and it is paired" in capsys.readouterr().err
    assert not out.exists()
    t.rounds_planned = 2
    assert main([system, "--no-fide-mode", str(_write(tmp_path, t)), "-p", str(out)]) == 0


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


def _with_rounds_record(tmp_path: Path, record: str) -> Path:
    """A 4-player TRF whose number of rounds (142, or TRF16's XXR) is 5,000 nines."""
    path = _write(tmp_path, tournament(4))
    lines = [line for line in path.read_text().split("\n") if not line.startswith("142")]
    path.write_text("\n".join([f"{record} {'9' * 5000}", *lines]))
    return path


@pytest.mark.parametrize("record", ["142", "XXR"])
@pytest.mark.parametrize("action", [["-p", "out.txt"], ["-c"]])
def test_item_16_huge_number_field_exit_3(tmp_path, capsys, record, action):
    """A number of rounds of thousands of digits is invalid input (exit 3) naming the line and
    the field, not a ValueError traceback (Python converts at most 4,300 digits)."""
    path = _with_rounds_record(tmp_path, record)
    action = [str(tmp_path / a) if a.endswith(".txt") else a for a in action]
    assert main(["--dutch", str(path), *action]) == 3
    err = capsys.readouterr().err
    assert f"line 1, number of rounds record {record}, field 'rounds'" in err
    assert "5,000 digits" in err and "9999" not in err and "Traceback" not in err
    assert not (tmp_path / "out.txt").exists()


def test_item_19_a_trf_that_cannot_be_read_exits_5_naming_it(tmp_path, capsys, monkeypatch):
    """The contract (shared/spec/README.md): 5 when a file cannot be read or written; a TRF
    the system refused to read gave 3, as if its text were invalid."""
    path = _write(tmp_path, tournament(4))

    def refused(self):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "read_bytes", refused)
    assert main(["--dutch", str(path), "-p", str(tmp_path / "out.txt")]) == 5
    err = capsys.readouterr().err
    assert f"cannot read the file {path}: Permission denied" in err and "field" not in err


def test_item_19_generating_into_a_folder_that_cannot_be_written_exits_5(tmp_path, capsys):
    """-g -o into a missing folder said "None: field 'file': ..." with exit 3."""
    out = tmp_path / "no such folder" / "out.trf"
    assert main(["--dutch", "-g", "-o", str(out), "--players", "6", "--rounds", "2"]) == 5
    err = capsys.readouterr().err
    assert err == f"arbiter-pairing: cannot write the file {out}: No such file or directory\n"


@pytest.mark.parametrize("option", ["-p", "-l"])
def test_item_19_a_failed_write_names_the_file(tmp_path, capsys, option):
    """A failed write of the pairing (or of the checklist) said "[Errno 27] File too large"
    without saying which file."""
    path = _write(tmp_path, tournament(4))
    bad = tmp_path / "no such folder" / "out.txt"
    files = ["-p", str(bad)] if option == "-p" else ["-p", str(tmp_path / "p.txt"), "-l", str(bad)]
    assert main(["--dutch", str(path), *files]) == 5
    assert capsys.readouterr().err == (
        f"arbiter-pairing: cannot write {bad}: No such file or directory\n")


def test_item_19_a_refusal_quotes_a_bounded_excerpt_of_a_huge_field(tmp_path, capsys):
    """A refusal quoted a 2 MB field back in full; it quotes its start and its length."""
    path = _write(tmp_path, tournament(4))
    lines = path.read_text().split("\n")
    path.write_text("\n".join("152 " + "x" * 2_000_000 if line.startswith("152") else line
                              for line in lines))
    assert main(["--dutch", str(path), "-p", str(tmp_path / "out.txt")]) == 3
    err = capsys.readouterr().err
    assert len(err) < 400 and "field 'initial colour'" in err
    assert "' " + "x" * 39 + "... (2,000,001 characters)'" in err


@pytest.mark.parametrize("bom", [True, False], ids=["with BOM", "without BOM"])
@pytest.mark.parametrize("codec, name", [("utf-16-le", "UTF-16 LE"), ("utf-16-be", "UTF-16 BE")])
def test_item_19_a_utf16_trf_is_read_naming_its_encoding(tmp_path, capsys, bom, codec, name):
    """A UTF-16 TRF (Windows' "Unicode" text) was refused as "no player records". It is read,
    with a warning naming the encoding; --strict refuses it naming the encoding."""
    t = tournament(4)
    text = _write(tmp_path, t).read_text()
    path = tmp_path / "unicode.trf"
    path.write_bytes(("\ufeff" if bom else "").encode(codec) + text.encode(codec))
    out = tmp_path / "out.txt"
    assert main(["--dutch", str(path), "-p", str(out)]) == 0
    assert f"'{name}' read as {name} text" in capsys.readouterr().err
    assert out.read_text() == "2\n1 3\n4 2\n"
    assert main(["--dutch", str(path), "-p", str(out), "--strict"]) == 3
    err = capsys.readouterr().err
    assert f"field 'text encoding': the file is {name} text, not UTF-8" in err


def test_item_13_messages_one_way_real_plurals_capitals_and_local_time(tmp_path, capsys):
    """A player is named as everywhere else ("Player 4 (Taylor, John)", not "Player #4 Taylor,
    John:"), counts take their plural form ("1 round", not "1 rounds" or "round(s)"), a
    sentence starts with a capital, and a correction's time is the venue's, to the second,
    not an ISO UTC stamp."""
    from arbiter_gui.core import handling
    from arbiter_gui.core.i18n import local_time
    from arbiter_gui.core.model import ModelError, ResultCorrection
    from arbiter_gui.core.rating_list import ImportSummary

    t = tournament(4, ["1-3:1 4-2:="])
    with pytest.raises(ModelError) as refused:
        handling.delete_player(t, 4)
    assert str(refused.value).startswith("Player 4 (Player04): round 1 is already paired")
    t.rounds_planned = 1
    assert main(["--dutch", str(_write(tmp_path, t)), "-p", str(tmp_path / "out.txt")]) == 1
    assert capsys.readouterr().err.endswith(": The tournament has 1 round and it is paired\n")
    assert main(["--dutch", str(_write(tmp_path, t)), "-c"]) == 0
    assert capsys.readouterr().out.endswith("1 round checked, 0 differ\n")
    assert str(ImportSummary(5, 1, ["line 2: no FIDE id"])) == (
        "5 players in the rating list. 1 record skipped:\nline 2: no FIDE id")
    correction = ResultCorrection(1, 2, "1-0", "0-1", 3, "slip", "Ann", "2026-11-27T05:09:05+00:00")
    assert f"on {local_time(correction.time, seconds=True)} by Ann" in correction.text()
    assert local_time(correction.time, seconds=True).count(":") == 2
    assert "T05:09:05" not in correction.text()
