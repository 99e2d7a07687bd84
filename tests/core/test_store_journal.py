"""The tournament file as a journal of actions (issue 25): each action one record holding the
rows it changed, the tables proven to be the state the journal produces, every tampering named
on opening (and in the title bar), on every printout and by `arbiter-report verify`."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from arbiter_gui.cli.report import main
from arbiter_gui.core import store
from arbiter_gui.core.actions import (
    CorrectResult,
    RequestBye,
    Return,
    SetResult,
    Withdraw,
    describe,
    rounds_resting_on,
)
from arbiter_gui.core.i18n import set_language
from arbiter_gui.core.log import anchor
from arbiter_gui.core.model import ByeKind, GameResult, ModelError, Tournament
from arbiter_gui.core.store import TournamentFile, schema
from tests.core.test_store import _downgrade_from_the_journal, _rich_tournament
from tests.qt_helpers import main_window
from tests.report_helpers import lines


def _file(folder: Path) -> Path:
    """The rich tournament (its last round, byes only, left out: round 2 is the one whose
    results are entered), with a note after the journal's first record and the override's."""
    path = folder / "t.arbiter"
    t = _rich_tournament()
    t.print_language = ""  # the printouts in English, as the problems are worded here
    t.rounds.pop()
    with TournamentFile.create(path, t) as f:
        f.append_log("note", "Round 2 published", round_no=2, author="IA Smith")
    return path


def _edit(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


def _past_the_triggers(*statements: str) -> tuple[str, ...]:
    """A forger's edit of the journal: the append-only triggers dropped, then put back."""
    return ("DROP TRIGGER log_no_update", "DROP TRIGGER log_no_delete", *statements,
            *schema.LOG_TRIGGERS)


# (what is tampered with, the statements, what the report names)
TAMPERINGS = {
    "result": (("UPDATE games SET white_result = '0', black_result = '1'"
                " WHERE round = 1 AND position = 1",),
               "table games, row (round 1, position 1): white_result is '0', the journal says"
               " 'D'"),
    "pairing": (("UPDATE games SET black = CASE position WHEN 0 THEN 5 ELSE 3 END"
                 " WHERE round = 1",),
                "table games, row (round 1, position 0): black is 5, the journal says 3"),
    "rating": (("UPDATE players SET rating = 2300 WHERE id = 3",),
               "table players, row (id 3): rating is 2300, the journal says 2200"),
    "name": (("UPDATE players SET surname = 'Forged' WHERE id = 12",),
             "table players, row (id 12): surname is 'Forged', the journal says 'Zhu'"),
    "scoring": (("UPDATE scoring SET win = 5",),
                "table scoring, row (id 1): win is 5.0, the journal says 3.0"),
    "record edited": (_past_the_triggers("UPDATE log SET text = 'forged' WHERE seq = 2"),
                      "Log entry 2 ("),
    "record deleted": (_past_the_triggers("DELETE FROM log WHERE seq = 2"),
                       "Log entries 2 to 2 are missing (deleted)"),
    "trigger added": (("CREATE TRIGGER forged AFTER INSERT ON games BEGIN UPDATE games SET"
                       " white_result = '1', black_result = '0' WHERE rowid = NEW.rowid; END",),
                      "The file has the trigger forged on table games, which the program did not"
                      " create"),
    "view added": (("CREATE VIEW forged AS SELECT * FROM players",),
                   "The file has the view forged on table forged, which the program did not"
                   " create"),
    "index added": (("CREATE INDEX forged ON players (surname)",),
                    "The file has the index forged on table players, which the program did"
                    " not create"),
    "append-only dropped": (("DROP TRIGGER log_no_update",),
                            "The trigger log_no_update on table log is missing: it was removed"
                            " outside the program (the journal's append-only protection)"),
    "sqlite_sequence edited": (("DELETE FROM sqlite_sequence WHERE name = 'log'",),
                               "sqlite_sequence says the last record is number 0, but the"
                               " journal holds record 3: sqlite_sequence was edited outside"
                               " the program"),
}


def _tampered(folder: Path, kind: str) -> tuple[Path, str]:
    path = _file(folder)
    statements, named = TAMPERINGS[kind]
    _edit(path, *statements)
    return path, named


def _old_file_with_its_override_edited(folder: Path) -> tuple[Path, str]:
    """A file of the format before the journal whose override was edited before it was ever
    opened by this version."""
    path = _file(folder)
    _downgrade_from_the_journal(path)
    _edit(path, "UPDATE overrides SET justification = 'Requested by both players'")
    return path, "overrides table was changed outside the program"


def _case(folder: Path, kind: str) -> tuple[Path, str]:
    if kind == "old file's override edited":
        return _old_file_with_its_override_edited(folder)
    return _tampered(folder, kind)


CASES = [*TAMPERINGS, "old file's override edited"]


@pytest.mark.parametrize("kind", CASES)
def test_a_tampering_is_named_on_opening_and_in_the_title_bar(qtbot, monkeypatch, tmp_path,
                                                              kind):
    path, named = _case(tmp_path, kind)
    win = main_window(qtbot, monkeypatch)
    assert win.files.open_file(path)
    assert "the tournament log was changed outside the program" in win.errors[-1]
    assert named in win.errors[-1]
    assert "CHECK FAILED" in win.windowTitle()


@pytest.mark.parametrize("kind", CASES)
def test_a_tampering_is_named_on_every_printout(tmp_path, kind):
    path, named = _case(tmp_path, kind)
    out = tmp_path / "pairings.pdf"
    assert main(["pairings", str(path), "--round", "1", "-o", str(out)]) == 0
    printed = " ".join(lines(out))
    assert "WARNING: the tournament log failed its check" in printed
    assert " ".join(named.split()) in printed
    assert "CHECK FAILED" in printed


@pytest.mark.parametrize("kind", CASES)
def test_verify_names_a_tampering_and_refuses_the_file(tmp_path, capsys, kind):
    path, named = _case(tmp_path, kind)
    with TournamentFile.open(path) as f:
        head = anchor(f.read_log()[-1].hash)
    assert main(["verify", str(path), head]) == 1
    err = capsys.readouterr().err
    assert "NOT VERIFIED" in err and named in err


def test_a_file_whose_sqlite_sequence_was_edited_still_saves(tmp_path):
    path, _named = _tampered(tmp_path, "sqlite_sequence edited")
    with TournamentFile.open(path) as f:
        f.perform(SetResult.of(2, 2, GameResult.DRAW))
        assert f.read_log()[-1].seq == 4
    with TournamentFile.open(path) as f:
        assert f.tournament.round(2).games[1].result is GameResult.DRAW


def test_a_planted_trigger_that_rewrites_results_is_seen_at_the_next_opening(tmp_path):
    path, _named = _tampered(tmp_path, "trigger added")
    with TournamentFile.open(path) as f:
        f.perform(SetResult.of(2, 2, GameResult.BLACK_WINS))  # the trigger stores 1-0
    with TournamentFile.open(path) as f:
        assert ("table games, row (round 2, position 1): white_result is '1', the journal says"
                " '0'") in f.journal_check.problems


# -- the journal ----------------------------------------------------------------------------------

def test_each_action_is_one_record_holding_only_the_rows_it_changed(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        before = len(f.read_log())
        done = f.perform(SetResult.of(2, 2, GameResult.DRAW, author="IA Smith"))
        [record] = f.read_log()[before:]
        assert record.kind == "result" and record.author == "IA Smith"
        assert record.changes == f._state.changes_record(
            [("games", (2, 1), (2, 1, 2, 5, 7, "=", "=", 0, 0))])
        assert record.text == "Result board 2: ½-½ (round 2)"
        assert done.undo == SetResult(2, 2, None, None, "IA Smith", "undo")
        assert f.check_log().verified


def test_undo_and_redo_are_records_appended_not_deletions(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        done = f.perform(SetResult.of(2, 2, GameResult.WHITE_WINS))
        undone = f.perform(done.undo)
        f.perform(undone.undo)  # redo
        kinds = [e.kind for e in f.read_log()[-3:]]
        assert kinds == ["result", "undo", "redo"]
        assert f.tournament.round(2).games[1].result is GameResult.WHITE_WINS
        assert f.read_log()[-2].text == "Undo: Clear result board 2 (was 1-0) (round 2)"
        assert f.check_log().verified


def test_a_record_is_shown_in_the_language_of_its_reader(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        f.perform(SetResult.of(2, 2, GameResult.DRAW))
        record = f.read_log()[-1]
    try:
        set_language("fr")
        assert describe(record) != record.text  # rendered from what it records, in French
        assert "2" in describe(record) and "½-½" in describe(record)
    finally:
        set_language("en")
    assert describe(record) == record.text


def test_a_refused_action_changes_neither_memory_nor_file(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        records = len(f.read_log())
        # C.04.2 D.8: round 2 rests on the results of round 1: a change there is a correction.
        assert rounds_resting_on(f.tournament, 1, 1, GameResult.DRAW) == [2]
        with pytest.raises(ModelError, match="a correction needs its reason"):
            f.perform(SetResult.of(1, 1, GameResult.DRAW))
        with pytest.raises(ModelError, match="has no board 9"):
            f.perform(SetResult.of(2, 9, GameResult.DRAW))
        assert len(f.read_log()) == records
        tournament = f.tournament
    with TournamentFile.open(path) as f:
        assert f.tournament == tournament and f.journal_check.verified


def test_a_failed_save_leaves_the_action_undone_in_memory(tmp_path, monkeypatch):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        before = f.tournament.round(2).games[1].result

        def failing(state, conn, changes):
            raise sqlite3.OperationalError("disk I/O error")

        monkeypatch.setattr(store.State, "write", failing)
        with pytest.raises(store.StoreError, match="disk I/O error"):
            f.perform(SetResult.of(2, 2, GameResult.DRAW))
        assert f.tournament.round(2).games[1].result is before


def test_an_older_file_is_converted_once_by_one_record(tmp_path):
    path = _file(tmp_path)
    _downgrade_from_the_journal(path)
    with TournamentFile.open(path) as f:
        log = f.read_log()
        assert [e.kind for e in log] == ["override", "note", "journal"]
        before = store.MIGRATIONS.index(schema._add_journal_changes)
        assert log[-1].text.startswith(f"The file is converted from format {before} to format"
                                       f" {len(store.MIGRATIONS)}")
        check = f.journal_check
        assert check.verified and check.before_journal == 2
        assert "2 entries recorded before the journal, not verified" in check.summary()
    with TournamentFile.open(path) as f:  # converted once
        assert [e.kind for e in f.read_log()] == ["override", "note", "journal"]


def test_the_pairing_servers_secret_is_recorded_by_its_hash_only(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        secret = f.tournament.pairing_server_secret
        f.apply(lambda t: setattr(t, "pairing_server_secret", "n3w-s3cret"))
        assert not [e for e in f.read_log() if secret in (e.changes or "")
                    or "n3w-s3cret" in (e.changes or "")]
    _edit(path, "UPDATE settings SET pairing_server_secret = 'stolen'")
    with TournamentFile.open(path) as f:
        [problem] = f.journal_check.problems
        assert problem.startswith("table settings, row (id 1): pairing_server_secret is 'sha256:")


def test_a_new_file_begins_its_journal_with_every_row(tmp_path):
    with TournamentFile.create(tmp_path / "t.arbiter", Tournament(name="Open")) as f:
        [first] = f.read_log()
        assert first.kind == "journal" and first.changes.startswith('{"snapshot":')
        assert f.journal_check.verified and f.journal_check.before_journal == 0


def test_a_late_correction_is_an_action_with_its_reason_and_its_undo(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        t = f.tournament
        corrections = len(t.corrections)
        # C.04.2 D.8: round 2 was paired on round 1's results; the change needs a reason.
        done = f.perform(CorrectResult(1, 2, GameResult.WHITE_WINS, "slip misread", "IA Smith",
                                       "2025-07-02T20:00:00+00:00"))
        record = f.read_log()[-1]
        assert record.kind == "correction" and record.author == "IA Smith"
        assert record.text == (
            "Round 1, board 2: result corrected from ½-½ (unplayed) to 1-0 after round 2 was"
            " paired; the pairings of round 2 rest on the old result. Reason: slip misread")
        assert len(t.corrections) == corrections + 1
        undone = f.perform(done.undo)
        assert len(t.corrections) == corrections
        assert t.round(1).games[1].result is GameResult.DRAW_UNPLAYED
        f.perform(undone.undo)  # redo
        assert t.round(1).games[1].result is GameResult.WHITE_WINS
        assert t.corrections[-1].reason == "slip misread"
        assert [e.kind for e in f.read_log()[-3:]] == ["correction", "undo", "redo"]
        assert f.check_log().verified
    with TournamentFile.open(path) as f:
        assert f.tournament == t and f.journal_check.verified


def test_a_row_edited_before_a_later_format_converts_the_file_stays_reported(tmp_path,
                                                                             monkeypatch):
    """A newer format converts the file with a record of the state it finds: what was wrong
    then is kept in that record, so the conversion does not launder it."""
    path, named = _tampered(tmp_path, "rating")

    def add_notes_column(conn):
        conn.execute("ALTER TABLE settings ADD COLUMN notes TEXT NOT NULL DEFAULT ''")

    monkeypatch.setattr(schema, "MIGRATIONS", [*schema.MIGRATIONS, add_notes_column])
    for _opening in range(2):
        with TournamentFile.open(path) as f:
            [problem] = f.journal_check.problems
            assert problem.startswith("Found when the file was converted on ")
            assert problem.endswith(named)


def test_a_withdrawal_and_a_bye_request_are_actions_undone_and_redone_as_records(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        t = f.tournament
        # C.04.2 D.4: an announced absence for a round not paired yet; D.3: a withdrawal
        # removes the byes requested for the rounds it covers.
        f.perform(RequestBye(3, 5, ByeKind.ZERO, "IA Smith"))
        done = f.perform(Withdraw(3, 4, "IA Smith"))
        assert t.player(3).withdrawn_from == 4 and (3, 5) not in t.requested_byes
        assert f.read_log()[-1].text == "Withdraw Ng from round 4"
        undone = f.perform(done.undo)
        assert t.player(3).withdrawn_from is None
        assert t.requested_byes[(3, 5)] is ByeKind.ZERO
        f.perform(undone.undo)  # redo
        assert t.player(3).withdrawn_from == 4
        assert [(e.kind, e.text) for e in f.read_log()[-3:]] == [
            ("withdrawal", "Withdraw Ng from round 4"),
            ("undo", "Undo: Withdraw Ng from round 4"),
            ("redo", "Redo: Withdraw Ng from round 4")]
        f.perform(Return(3, 4))
        assert f.read_log()[-1].text == "Ng plays again from round 4"
        assert f.check_log().verified
    with TournamentFile.open(path) as f:
        assert f.tournament == t and f.journal_check.verified
