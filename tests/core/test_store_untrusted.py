"""Issue 19: the tournament file in untrusted hands. Read-only places (item 4), a file that
defends itself against hand edits (item 2), tampering with the log and the overrides seen
(item 3)."""

from __future__ import annotations

import os
import re
import shutil
import sqlite3
import stat
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_gui.core import store
from arbiter_gui.core.i18n import local_time
from arbiter_gui.core.log import anchor, override_record
from arbiter_gui.core.model import Tournament
from arbiter_gui.core.overrides import log_text
from arbiter_gui.core.store import LogDraft, LogEntry, StoreError, TournamentFile, schema
from arbiter_gui.reports import write_report
from tests.core.test_store import _downgrade_to_version_3, _rich_tournament, _rich_tournament_v4
from tests.report_helpers import lines

READ_ONLY_MESSAGE = re.escape("is read-only (folder or file not writable): open a copy to make"
                              " changes")


@pytest.fixture
def honour_mode_bits(monkeypatch):
    """Root may write everywhere: make the store see the mode bits as any user would, so the
    read-only path is taken (and anything it wrongly writes still shows up in the folder)."""
    if os.name == "posix" and os.geteuid() == 0:
        def can_write(path: Path) -> bool:
            return all(os.stat(p).st_mode & stat.S_IWUSR for p in (path, path.parent))
        monkeypatch.setattr(store, "can_write", can_write)


def _listing(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def _file_with_history(folder: Path) -> Path:
    path = folder / "t.arbiter"
    with TournamentFile.create(path, _rich_tournament()) as f:
        f.append_log("note", "Round 3 paired", round_no=3, author="IA Smith")
    return path


@pytest.fixture
def read_only(honour_mode_bits):
    """Make paths read-only for the test, writable again afterwards (tmp_path cleanup)."""
    changed: list[Path] = []

    def make(path: Path) -> None:
        path.chmod(0o555 if path.is_dir() else 0o444)
        changed.append(path)

    yield make
    for path in changed:
        path.chmod(0o755 if path.is_dir() else 0o644)


# -- item 4: read-only places ---------------------------------------------------------------------

def test_read_only_folder_opens_for_printing_and_leaves_nothing_behind(tmp_path, read_only):
    folder = tmp_path / "usb"
    folder.mkdir()
    path = _file_with_history(folder)
    before = _listing(folder)
    read_only(folder)
    with TournamentFile.open(path) as f:
        assert f.read_only
        assert f.tournament == _rich_tournament()
        assert f.check_log().verified and f.check_log().entries == 3
        write_report("pairings", f.tournament, tmp_path / "round.pdf", round_no=2)
        with pytest.raises(StoreError, match=READ_ONLY_MESSAGE):
            f.apply(lambda t: setattr(t, "city", "Laval"))
        assert f.tournament.city == "Montréal"
        with pytest.raises(StoreError, match=READ_ONLY_MESSAGE):
            f.append_log("note", "refused")
    assert _listing(folder) == before
    assert (tmp_path / "round.pdf").stat().st_size > 0


def test_read_only_file_in_a_writable_folder_leaves_no_wal_or_shm_behind(tmp_path, read_only):
    path = _file_with_history(tmp_path)
    before = _listing(tmp_path)
    read_only(path)
    with TournamentFile.open(path) as f:
        assert f.read_only and f.tournament == _rich_tournament()
    assert _listing(tmp_path) == before


def test_read_only_copy_whose_wal_still_holds_committed_changes_shows_them(tmp_path, read_only):
    path = _file_with_history(tmp_path)
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("PRAGMA wal_autocheckpoint = 0")  # the change stays in the -wal file
    writer.execute("UPDATE settings SET city = 'Laval'")
    folder = tmp_path / "copy"
    folder.mkdir()
    for suffix in ("", "-wal", "-shm"):  # copied as a program killed mid-tournament left it
        shutil.copy(f"{path}{suffix}", folder / f"t.arbiter{suffix}")
    writer.close()
    assert (folder / "t.arbiter-wal").stat().st_size > 0
    before = _listing(folder)
    read_only(folder)
    with TournamentFile.open(folder / "t.arbiter") as f:
        assert f.read_only and f.tournament.city == "Laval"
    assert _listing(folder) == before


def test_older_file_in_a_read_only_folder_is_upgraded_in_memory_only(tmp_path, read_only):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    _downgrade_to_version_3(path)
    before = _listing(tmp_path)
    read_only(tmp_path)
    with TournamentFile.open(path) as f:
        assert f.read_only and f.tournament == _rich_tournament_v4()
        assert f.check_log().verified
    assert _listing(tmp_path) == before


def test_foreign_file_with_our_application_id_is_refused_without_changing_a_byte(tmp_path):
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {store.APPLICATION_ID}")
    conn.execute("PRAGMA user_version = 3")
    conn.execute("CREATE TABLE players (id INTEGER, name TEXT)")
    conn.execute("INSERT INTO players VALUES (1, 'not ours')")
    conn.commit()
    conn.close()
    before = _listing(tmp_path)
    with pytest.raises(StoreError, match="is not an arbiter-gui tournament file of format 3"):
        TournamentFile.open(path)
    assert _listing(tmp_path) == before  # still a rollback-journal file, no -wal, same bytes


def test_file_with_our_id_but_no_format_version_is_refused_unchanged(tmp_path):
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA application_id = {store.APPLICATION_ID}")
    conn.execute("CREATE TABLE t (x)")
    conn.commit()
    conn.close()
    before = _listing(tmp_path)
    with pytest.raises(StoreError, match="not an arbiter-gui tournament file"):
        TournamentFile.open(path)
    assert _listing(tmp_path) == before


def test_what_a_killed_creation_left_is_removed_when_the_file_is_created_or_opened(tmp_path):
    for name in (".t.arbiter.creating-x1y2", ".t.arbiter.creating-x1y2-wal",
                 ".u.arbiter.creating-abcd"):
        (tmp_path / name).write_bytes(b"half a tournament")
    (tmp_path / ".other-hidden-file").write_bytes(b"not ours")
    TournamentFile.create(tmp_path / "t.arbiter", Tournament()).close()
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".other-hidden-file", ".u.arbiter.creating-abcd", "t.arbiter"]
    (tmp_path / "u.arbiter").write_bytes((tmp_path / "t.arbiter").read_bytes())
    TournamentFile.open(tmp_path / "u.arbiter").close()
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".other-hidden-file", "t.arbiter", "u.arbiter"]


# -- item 2: the file defends itself --------------------------------------------------------------

def _edit(path: Path, *statements: str) -> None:
    """Change the file as an outside SQLite tool would."""
    conn = sqlite3.connect(path)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


@pytest.mark.parametrize("statement", [
    "UPDATE players SET rating = 'two thousand' WHERE id = 3",
    "UPDATE scoring SET win = 'one'",
    "UPDATE games SET board = x'01' WHERE round = 1 AND position = 0",
])
def test_typed_tables_refuse_a_hand_edit_of_the_wrong_type(tmp_path, statement):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    with pytest.raises(sqlite3.IntegrityError, match="cannot store"):
        _edit(path, statement)
    with TournamentFile.open(path) as f:
        assert f.tournament == _rich_tournament()


@pytest.mark.parametrize(("statement", "message"), [
    ("UPDATE players SET rating = 'two thousand' WHERE id = 3",
     r"table players, row \(id 3\): column rating holds 'two thousand', which is not a whole"
     " number"),
    ("UPDATE scoring SET win = 'one'",
     r"table scoring, row \(id 1\): column win holds 'one', which is not a number"),
])
def test_file_edited_before_the_tables_were_typed_is_refused_naming_table_and_row(
        tmp_path, statement, message):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    _downgrade_to_version_3(path)
    _edit(path, statement)
    before = path.read_bytes()
    with pytest.raises(StoreError, match=message):
        TournamentFile.open(path)
    assert path.read_bytes() == before


@pytest.mark.parametrize(("statement", "message"), [
    ("INSERT INTO games SELECT round, position + 10, board, white, black, white_result,"
     " black_result, adjourned, paired_as_draw_through FROM games"
     " WHERE round = 1 AND position = 0",
     r"table games, row \(round 1, position 10\): board 1 is also the board of the game at"
     " position 0"),
    ("UPDATE games SET board = 1 WHERE round = 1 AND position = 1",
     r"table games, row \(round 1, position 1\): board 1 is also the board of the game at"
     " position 0"),
    ("UPDATE games SET black = 7 WHERE round = 1 AND position = 1",
     r"table games, row \(round 1, position 1\): player id 7 is also in the game at position 0"
     " of round 1"),
    ("UPDATE games SET black = 12 WHERE round = 1 AND position = 1",
     r"table games, row \(round 1, position 1\): player id 12 plays against himself"),
    ("INSERT INTO byes VALUES (1, 7, 'H')",
     r"table byes, row \(round 1, player 7\): the player is also in the game at position 0"),
])
def test_rows_no_program_writes_are_refused_naming_table_and_row(tmp_path, statement, message):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    _edit(path, statement)
    with pytest.raises(StoreError, match=message):
        TournamentFile.open(path)


def test_a_version_3_file_upgrades_to_typed_tables_keeping_data_and_log(tmp_path):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    _downgrade_to_version_3(path)
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO log (time, round, kind, text, author, hash) VALUES"
                 " ('2025-07-01T09:00:00+00:00', 1, 'note', 'old entry', 'IA Smith', 'x')")
    conn.commit()
    conn.close()
    with TournamentFile.open(path) as f:
        assert f.tournament == _rich_tournament_v4()
        entries = f.read_log()
        # The old entry (its hash made up here, so reported) keeps its number; the override
        # in force is recorded by the upgrade; then the journal begins with the state found.
        assert [(e.seq, e.kind) for e in entries] == [(1, "note"), (2, "override"),
                                                      (3, "journal")]
        assert f.verify_log() == [
            f"Log entry 1 ({local_time('2025-07-01T09:00:00+00:00', seconds=True)}, note)"
            " does not match its hash: it was changed"]
    with pytest.raises(sqlite3.IntegrityError, match="cannot store"):
        _edit(path, "UPDATE players SET rating = 'x'")
    strict = sqlite3.connect(path).execute("SELECT count(*) FROM pragma_table_list"
                                           " WHERE schema = 'main' AND strict = 0"
                                           " AND name NOT LIKE 'sqlite_%'").fetchone()[0]
    assert strict == 0



# -- item 3: tampering seen -----------------------------------------------------------------------

def _tournament_file_with_override(folder: Path) -> Path:
    """A file whose override was made through apply with its "override" log entry, as the GUI
    makes it, plus a note after it."""
    path = folder / "t.arbiter"
    t = _rich_tournament()
    override = t.overrides.pop()
    with TournamentFile.create(path, t) as f:
        f.apply(lambda t: t.overrides.append(override) or override,
                log=lambda o: LogDraft("override", log_text(o), o.round, o.arbiter, o.time))
        f.append_log("note", "Round 3 published", round_no=3, author="IA Smith")
    return path


def _tamper(path: Path, *statements: str) -> None:
    """Change the file past the append-only triggers, as a forger with an SQLite tool would
    (and put them back)."""
    _edit(path, "DROP TRIGGER IF EXISTS log_no_update", "DROP TRIGGER IF EXISTS log_no_delete",
          *statements, *schema.LOG_TRIGGERS)


def test_an_override_is_logged_with_its_full_content_and_verifies(tmp_path):
    path = _tournament_file_with_override(tmp_path)
    with TournamentFile.open(path) as f:
        entries = f.read_log()
        assert [e.kind for e in entries] == ["journal", "override", "note"]
        assert entries[1].data == override_record(f.tournament.overrides[0])
        check = f.check_log()
        assert check.verified and check.entries == 3 and check.head_hash == entries[-1].hash
        assert check.summary() == f"journal {anchor(entries[-1].hash)} (3 records, verified)"


def test_overrides_read_from_a_trf_are_logged_when_the_file_is_created(tmp_path):
    with TournamentFile.create(tmp_path / "t.arbiter", _rich_tournament()) as f:
        [journal, entry] = f.read_log()
        assert journal.kind == "journal"
        assert entry.kind == "override" and "Brothers «Ng» & <Zhu>" in entry.text
        assert f.check_log().verified


def test_an_override_edited_in_the_table_is_seen_on_open_and_printed(tmp_path):
    path = _tournament_file_with_override(tmp_path)
    _edit(path, "UPDATE overrides SET justification = 'Requested by both players'")
    with TournamentFile.open(path) as f:
        problems = f.verify_log()
        assert problems == [
            "Override 1 (round 2, exchange opponents, by IA Ødegaard, Åse) does not match any"
            " log entry: the overrides table was changed outside the program",
            "table overrides, row (position 0): justification is 'Requested by both players',"
            " the journal says 'Brothers «Ng» & <Zhu> must not meet'"]
        out = tmp_path / "log.pdf"
        check = f.check_log()
        write_report("log", f.tournament, out, footnote=check.summary(),
                     warnings=check.problems)
    printed = " ".join(lines(out))
    # The rich tournament prints in French (print_language): the warning too.
    assert "ATTENTION : le journal du tournoi n'a pas passé sa vérification" in printed
    assert "overrides table was changed outside the program" in printed
    assert "CHECK FAILED" in printed


def test_deleting_the_last_log_entry_and_lowering_the_sequence_is_seen(tmp_path):
    path = _tournament_file_with_override(tmp_path)
    _tamper(path, "DELETE FROM log WHERE seq = 3",
            "UPDATE sqlite_sequence SET seq = 2 WHERE name = 'log'")
    with TournamentFile.open(path) as f:
        head = f.read_log()[-1].hash
        assert f.verify_log() == [
            f"The log's head record says the log ends at entry 3 ({_log_head_hash(tmp_path)}),"
            f" but it holds entry 2: entries were removed or rewritten"]
        assert anchor(head) != _log_head_hash(tmp_path)


def _log_head_hash(folder: Path) -> str:
    conn = sqlite3.connect(folder / "t.arbiter")
    try:
        return anchor(conn.execute("SELECT hash FROM log_head").fetchone()[0])
    finally:
        conn.close()


def _rewrite_log_recomputing_the_chain(path: Path, new_text: str) -> None:
    """The forger's full rewrite: change entry 3, recompute every hash and the head."""
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER log_no_update")
    entries = [LogEntry(*r) for r in conn.execute(
        "SELECT seq, time, round, kind, text, author, hash, data, changes FROM log"
        " ORDER BY seq")]
    previous = ""
    for entry in entries:
        if entry.seq == 3:
            entry = replace(entry, text=new_text)
        entry = replace(entry, hash=entry.chained_hash(previous))
        conn.execute("UPDATE log SET text = ?, hash = ? WHERE seq = ?",
                     (entry.text, entry.hash, entry.seq))
        previous = entry.hash
    conn.execute("UPDATE log_head SET hash = ?", (previous,))
    conn.execute(schema.LOG_TRIGGERS[0])
    conn.commit()
    conn.close()


def test_a_log_rewritten_with_a_recomputed_chain_no_longer_matches_the_printed_hash(tmp_path):
    path = _tournament_file_with_override(tmp_path)
    out = tmp_path / "pairings.pdf"
    with TournamentFile.open(path) as f:
        check = f.check_log()
        write_report("pairings", f.tournament, out, round_no=2, footnote=check.summary())
    printed = check.anchor
    assert f"journal {printed} (3 records, verified)" in " ".join(lines(out))
    _rewrite_log_recomputing_the_chain(path, "Round 3 published late")
    with TournamentFile.open(path) as f:
        assert f.verify_log() == []  # the chain alone cannot tell: the sheet can
        assert f.find_anchor(printed) is None
        assert f.check_log().anchor != printed


@pytest.mark.parametrize("version", [3, 4])
def test_a_refused_file_of_ours_keeps_its_bytes_and_format_version(tmp_path, version):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    if version == 3:
        _downgrade_to_version_3(path)
    _edit(path, "PRAGMA journal_mode = DELETE",
          "UPDATE games SET board = 1 WHERE round = 1 AND position = 1")
    before = _listing(tmp_path)
    with pytest.raises(StoreError, match="board 1 is also the board"):
        TournamentFile.open(path)
    assert _listing(tmp_path) == before
