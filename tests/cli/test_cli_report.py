"""arbiter-report: both kinds of input file, the options and the exit statuses."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest
from pypdf import PdfReader

from arbiter_gui.cli.report import main
from arbiter_gui.core import log
from arbiter_gui.core.i18n import local_time
from arbiter_gui.core.log import anchor
from arbiter_gui.core.model import Category, Prize
from arbiter_gui.core.store import LogDraft, TournamentFile
from arbiter_gui.core.store.schema import LOG_TRIGGERS
from arbiter_gui.core.trf import save_trf
from tests.report_helpers import NAME, lines, played


def _venue(iso_time: str) -> str:
    """A record's time as the messages say it: the venue's, to the second."""
    return local_time(iso_time, seconds=True)


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


def _sizes_of(path: Path, value: str) -> set[float]:
    sizes: set[float] = set()
    PdfReader(path).pages[0].extract_text(
        visitor_text=lambda text, cm, tm, font, size: sizes.add(size)
        if text.strip() == value else None)
    return sizes


def test_size_prints_the_tables_larger_and_the_tournaments_size_is_the_default(tmp_path):
    out = tmp_path / "out.pdf"
    assert main(["alphabetical", str(_trf(tmp_path)), "--size", "wall", "-o", str(out)]) == 0
    assert _sizes_of(out, "Иванов, Пётр") == {14.0}
    source = tmp_path / "large.trf"
    t = played(5, ROUNDS, p1="Иванов, Пётр")
    t.print_size = "large"
    save_trf(t, source)
    assert main(["alphabetical", str(source), "-o", str(out)]) == 0
    assert _sizes_of(out, "Иванов, Пётр") == {11.0}


def test_an_unknown_size_is_refused_by_the_command_line(tmp_path, capsys):
    with pytest.raises(SystemExit) as exit_status:
        main(["pairings", str(_trf(tmp_path)), "--size", "huge", "-o", str(tmp_path / "o.pdf")])
    assert exit_status.value.code == 2 and "--size" in capsys.readouterr().err


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


# -- verify: a printed anchor against the file (issue 19 items 3 and 4, issue 25 item 4) ------

def _arbiter_with_log(tmp_path: Path) -> Path:
    path = _arbiter(tmp_path)
    with TournamentFile.open(path) as f:
        f.append_log("note", "Round 1 published", round_no=1, author="IA Smith",
                     time="2025-05-01T10:00:00+00:00")
        f.append_log("note", "Round 2 published", round_no=2, author="IA Smith",
                     time="2025-05-02T10:00:00+00:00")
    return path


def _printed_head(tmp_path: Path, path: Path) -> str:
    """The anchor in the footer of a sheet printed from `path` now."""
    out = tmp_path / "sheet.pdf"
    assert main(["pairings", str(path), "-o", str(out)]) == 0
    footer = next(line for line in lines(out) if line.startswith("journal "))
    assert footer.endswith("(3 records, verified)")
    anchor = footer.split()[1]
    assert re.fullmatch(r"[0-9A-Z]{4}(-[0-9A-Z]{4}){3}", anchor)  # 80 bits, read aloud
    return anchor


def test_verify_accepts_the_anchor_printed_on_a_sheet_and_names_the_record(tmp_path, capsys):
    path = _arbiter_with_log(tmp_path)
    printed = _printed_head(tmp_path, path)
    assert main(["verify", str(path), printed]) == 0
    out = capsys.readouterr().out
    assert (f"verified: the anchor {printed} is record 3 ({_venue('2025-05-02T10:00:00+00:00')},"
            " note),"
            " the journal's head (80 bits compared); the journal and the tournament's state are"
            " intact") in out


def test_verify_accepts_an_older_sheet_and_says_what_was_recorded_since(tmp_path, capsys):
    path = _arbiter_with_log(tmp_path)
    printed = _printed_head(tmp_path, path)
    with TournamentFile.open(path) as f:
        head = anchor(f.append_log("note", "Round 3 published").hash)
    # As a person may type it: lower case, without dashes, O for 0 and l for 1.
    typed = printed.lower().replace("-", "").replace("0", "o").replace("1", "l")
    assert main(["verify", str(path), typed]) == 0
    assert (f"is record 3 ({_venue('2025-05-02T10:00:00+00:00')}, note); records were appended"
            " after it,"
            f" the head is now {head}") in capsys.readouterr().out


def test_verify_accepts_the_full_hash_of_a_trf_export(tmp_path, capsys):
    path = _arbiter_with_log(tmp_path)
    with TournamentFile.open(path) as f:
        full = f.read_log()[-1].hash
    assert main(["verify", str(path), full]) == 0
    assert "(256 bits compared)" in capsys.readouterr().out


def test_verify_compares_every_printed_bit(tmp_path, capsys):
    path = _arbiter_with_log(tmp_path)
    printed = _printed_head(tmp_path, path)
    last = printed[-1]
    other = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[("0123456789ABCDEFGHJKMNPQRSTVWXYZ".index(last)
                                                ^ 1)]
    assert main(["verify", str(path), printed[:-1] + other]) == 1  # the last bit differs
    assert "NOT VERIFIED: no record of the journal has the anchor" in capsys.readouterr().err


def test_verify_refuses_a_journal_rewritten_after_the_anchor_was_printed(tmp_path, capsys):
    path = _arbiter_with_log(tmp_path)
    printed = _printed_head(tmp_path, path)
    conn = sqlite3.connect(path)  # the forger rebuilds the whole chain with other content
    first = log.entries(conn)[0]  # the journal's first record (the tournament as created)
    conn.execute("DROP TRIGGER log_no_delete")
    conn.execute("DELETE FROM log")
    conn.execute("DELETE FROM sqlite_sequence")
    conn.execute("UPDATE log_head SET last_seq = 0, hash = ''")
    conn.execute(LOG_TRIGGERS[1])
    for draft in (LogDraft(first.kind, first.text, time=first.time, data=first.data,
                           changes=first.changes),
                  LogDraft("note", "Round 1 published", 1, "IA Smith",
                           "2025-05-01T10:00:00+00:00", changes=log.NO_CHANGES),
                  LogDraft("note", "Round 2 published later", 2, "IA Smith",
                           "2025-05-02T10:00:00+00:00", changes=log.NO_CHANGES)):
        log.append(conn, draft)
    conn.commit()
    conn.close()
    with TournamentFile.open(path) as f:
        assert f.verify_log() == []  # the file alone cannot tell: the sheet can
    assert main(["verify", str(path), printed]) == 1
    err = capsys.readouterr().err
    assert (f"NOT VERIFIED: no record of the journal has the anchor {printed}: the journal was"
            " rewritten") in err


def test_verify_fails_when_the_anchor_matches_but_the_journal_was_tampered_with(tmp_path,
                                                                                 capsys):
    path = _arbiter_with_log(tmp_path)
    printed = _printed_head(tmp_path, path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER log_no_update")
    conn.execute("UPDATE log SET text = 'Round 1 never published' WHERE seq = 2")
    conn.execute(LOG_TRIGGERS[0])
    conn.commit()
    conn.close()
    assert main(["verify", str(path), printed]) == 1
    err = capsys.readouterr().err
    assert "is record 3" in err and "but the file failed its check" in err
    assert f"Log entry 2 ({_venue('2025-05-01T10:00:00+00:00')}, note) does not match its" \
        " hash" in err


@pytest.mark.parametrize("bad", ["3f2a9c1e", "3F2A-9C1E", "not-a-hash", "", "3F2A-9C1E-K7QD-0M4U"])
def test_verify_refuses_a_malformed_or_too_short_anchor_with_exit_3(tmp_path, capsys, bad):
    assert main(["verify", str(_arbiter_with_log(tmp_path)), bad]) == 3
    assert "is not a printed anchor" in capsys.readouterr().err


def test_verify_of_a_file_that_is_not_a_tournament_file_exits_3(tmp_path, capsys):
    assert main(["verify", str(_trf(tmp_path)), "3F2A-9C1E-K7QD-0M4Z"]) == 3
    assert "in.trf" in capsys.readouterr().err


def test_a_tolerated_departure_is_a_warning_and_strict_refuses_it(tmp_path, capsys):
    path = _trf(tmp_path)
    path.write_text(path.read_text().replace("001    2  ", "001    2 F", 1))
    assert main(["pairings", str(path), "-o", str(tmp_path / "out.pdf")]) == 0
    assert "warning: line" in capsys.readouterr().err
    assert main(["pairings", str(path), "--strict", "-o", str(tmp_path / "o2.pdf")]) == 3
    assert "field 'sex'" in capsys.readouterr().err


@pytest.mark.parametrize(("kind", "expected"), [
    ("startlist", "Starting list (5 players)"),
    ("startlist-alphabetical", "Starting list by name (5 players)"),
    ("slips", "Result slips, round 2 (2025-05-02)"),
])
def test_the_printouts_arbiters_hand_out(tmp_path, kind, expected):
    out = tmp_path / "out.pdf"
    assert main([kind, str(_arbiter(tmp_path)), "-o", str(out)]) == 0
    assert lines(out)[1] == expected


def test_categories_and_prizes_from_a_tournament_file(tmp_path):
    source = tmp_path / "in.arbiter"
    t = played(5, ROUNDS, p1="Иванов, Пётр")
    t.categories = [Category("Women", sex="w")]
    t.player(3).sex = "w"
    t.prizes = [Prize("", 1, 200), Prize("Women", 1, 50)]
    TournamentFile.create(source, t).close()
    out = tmp_path / "out.pdf"
    assert main(["categories", str(source), "-o", str(out)]) == 0
    assert "Women (1 player)" in lines(out) and "Player03" in lines(out)
    assert main(["prizes", str(source), "-o", str(out)]) == 0
    assert "200.00" in lines(out) and "50.00" in lines(out)


def test_prizes_without_a_prize_table_exits_3(tmp_path, capsys):
    out = tmp_path / "out.pdf"
    assert main(["prizes", str(_trf(tmp_path)), "-o", str(out)]) == 3
    assert "no prize table" in capsys.readouterr().err and not out.exists()


def test_html_writes_the_pages_into_a_folder(tmp_path):
    folder = tmp_path / "web"
    assert main(["html", str(_trf(tmp_path)), "-o", str(folder)]) == 0
    assert sorted(p.name for p in folder.iterdir()) == sorted([
        "alphabetical.html", "crosstable.html", "index.html", "pairings.html", "standings.html",
        "startlist.html", "round-1.html", "round-2.html",
        *(f"player-{n}.html" for n in range(1, 6))])
    assert "Иванов, Пётр" in (folder / "startlist.html").read_text(encoding="utf-8")


def test_html_of_a_tournament_file_names_the_log_head_in_every_footer(tmp_path):
    folder = tmp_path / "web"
    source = _arbiter(tmp_path)
    assert main(["html", str(source), "-o", str(folder)]) == 0
    with TournamentFile.open(source) as f:
        head = f.check_log().summary()
    assert head  # "log empty (chain verified)" for a file just made
    assert all(head in page.read_text(encoding="utf-8") for page in folder.iterdir())


def test_html_into_a_folder_that_cannot_be_made_exits_5(tmp_path, capsys):
    (tmp_path / "file").write_text("x")
    assert main(["html", str(_trf(tmp_path)), "-o", str(tmp_path / "file" / "web")]) == 5
    assert "cannot write" in capsys.readouterr().err


def test_html_of_a_file_whose_log_fails_its_check_says_so_on_every_page(tmp_path):
    path = _arbiter_with_log(tmp_path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER log_no_update")
    conn.execute("UPDATE log SET text = 'Round 1 never published' WHERE seq = 2")
    conn.commit()
    conn.close()
    folder = tmp_path / "web"
    assert main(["html", str(path), "-o", str(folder)]) == 0
    for page in folder.iterdir():
        text = page.read_text(encoding="utf-8")
        assert "WARNING: the tournament log failed its check" in text, page.name
        assert f"Log entry 2 ({_venue('2025-05-01T10:00:00+00:00')}, note) does not match" \
            " its hash" in text


# -- --language (issue 26) ------------------------------------------------------------------------

def test_language_option_prints_in_that_language_and_leaves_the_file_as_it_was(tmp_path):
    source = _arbiter(tmp_path)
    out = tmp_path / "out.pdf"
    assert main(["standings", str(source), "--language", "de", "-o", str(out)]) == 0
    assert lines(out)[1] == "Rangliste nach Runde 2 (02.05.2025)"
    with TournamentFile.open(source) as f:
        assert f.tournament.print_language == ""  # this printout only


def test_language_option_sets_the_messages_language(tmp_path, capsys):
    missing = tmp_path / "missing.trf"
    assert main(["standings", str(missing), "--language", "fr", "-o",
                 str(tmp_path / "out.pdf")]) == 5
    assert capsys.readouterr().err.strip() == (
        f"arbiter-report: impossible de lire {missing} : fichier introuvable")


def test_language_option_refuses_a_language_not_shipped(tmp_path, capsys):
    with pytest.raises(SystemExit) as caught:
        main(["standings", str(_trf(tmp_path)), "--language", "xx", "-o", "out.pdf"])
    assert caught.value.code == 2
    assert "argument --language: invalid choice: 'xx'" in capsys.readouterr().err


def test_help_in_french_is_french_with_the_language_option(capsys):
    with pytest.raises(SystemExit):
        main(["--language", "fr", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert shown.startswith("utilisation : arbiter-report")
    assert "imprimer les appariements, le classement" in shown
    assert "afficher cette aide et quitter" in shown
    for english in ("usage:", "positional arguments", "show this help message"):
        assert english not in shown


def test_a_character_no_font_prints_is_a_warning_naming_the_player(tmp_path, capsys):
    source = tmp_path / "in.trf"
    save_trf(played(5, ROUNDS, p2="ᚱᚢᚾ, Ólafr"), source)
    assert main(["pairings", str(source), "-o", str(tmp_path / "out.pdf")]) == 0
    err = capsys.readouterr().err
    assert (f"arbiter-report: {source}: warning: Player 2 (ᚱᚢᚾ, Ólafr): no font of the"
            " printouts has ᚱᚢᚾ (U+16B1 U+16A2 U+16BE); they print as empty boxes") in err
    assert main(["pairings", str(_trf(tmp_path)), "-o", str(tmp_path / "out.pdf")]) == 0
    assert "warning" not in capsys.readouterr().err  # Cyrillic prints


@pytest.mark.parametrize("record", ["142", "XXR"])
@pytest.mark.parametrize("kind", ["standings", "html"])
def test_item_16_huge_number_field_exit_3(tmp_path, capsys, record, kind):
    """A number of rounds of thousands of digits is refused naming the line and the field
    (exit 3), not a ValueError traceback."""
    path = _trf(tmp_path)
    lines = [line for line in path.read_text().split("\n") if not line.startswith("142")]
    path.write_text("\n".join([f"{record} {'9' * 5000}", *lines]))
    out = tmp_path / "out"
    assert main([kind, str(path), "-o", str(out)]) == 3
    err = capsys.readouterr().err
    assert f"line 1, number of rounds record {record}, field 'rounds'" in err
    assert "5,000 digits" in err and not out.exists()


def test_item_17_note_with_an_invalid_escape_html_writes_the_pages_or_strict_refuses(
        tmp_path, capsys):
    """A `###` note holding half a UTF-16 pair ("A\\ud800B") made arbiter-report html fail with
    a UnicodeEncodeError traceback: --strict refuses it (exit 3) naming the line and the
    field; the tolerant reading leaves it out with a warning, and the pages are written."""
    path = _trf(tmp_path)
    path.write_text(path.read_text() + '### arbiter-gui tournament name "A\\ud800B"\n')
    line_no = path.read_text().count("\n")
    out = tmp_path / "site"
    assert main(["html", str(path), "--strict", "-o", str(out)]) == 3
    err = capsys.readouterr().err
    assert f"line {line_no}, arbiter-gui comment ###, field 'name'" in err
    assert "\\ud800" in err and not out.exists()
    assert main(["html", str(path), "-o", str(out)]) == 0
    err = capsys.readouterr().err
    assert f"line {line_no}" in err and "left out" in err and "Traceback" not in err
    assert (out / "index.html").read_text(encoding="utf-8")


def test_item_19_a_trf_that_cannot_be_read_exits_5_naming_it(tmp_path, capsys, monkeypatch):
    """5 when a file cannot be read (README); the TRF reader's refusal to read gave 3."""
    path = _trf(tmp_path)

    def refused(self):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "read_bytes", refused)
    assert main(["standings", str(path), "-o", str(tmp_path / "out.pdf")]) == 5
    assert f"cannot read the file {path}: Permission denied" in capsys.readouterr().err
