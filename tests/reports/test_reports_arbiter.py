"""The arbiter's report (issue 28, item 5): every record of the journal printed with its time
to the second (the venue's), its author and its reason, under the journal's anchor; records
from before the journal apart. The PDFs are read back."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest

from arbiter_gui.cli.report import main
from arbiter_gui.core import handling, overrides
from arbiter_gui.core.actions import CorrectResult, RequestBye, Withdraw, describe
from arbiter_gui.core.i18n import local_time
from arbiter_gui.core.log import LogDraft, LogEntry
from arbiter_gui.core.model import ByeKind, GameResult, Player
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.core.trf import save_trf
from arbiter_gui.reports import Journal, ReportError, write_report
from tests.core.test_store import _downgrade_from_the_journal
from tests.report_helpers import lines, played

ROUND_1 = "1-5:1 6-2:= 3-7:0 4-8:+ 9:U"
ROUND_2 = "7-1:1 2-3:= 9-6:0 5:U 4:H 8:Z"
CORRECTION_REASON = "the slip was misread: both players signed 1-0"
JUSTIFICATION = "Player07 and Player01 asked for the colours of the slip"


def _file(tmp_path: Path) -> Path:
    """Round 2 paired (its results not in), then: round 1 board 2 corrected (C.04.2 D.8: round 2
    rests on the old result), an override of round 2, a withdrawal from round 3 (D.3), a
    requested half-point bye in round 3 (D.4) and a late entry from round 3 (C.2)."""
    t = played(9, [ROUND_1, ROUND_2])
    for game in t.round(2).games:
        game.set_result(None)
    path = tmp_path / "t.arbiter"
    with TournamentFile.create(path, t) as f:
        f.perform(CorrectResult(1, 2, GameResult.WHITE_WINS, CORRECTION_REASON, "IA Smirnov"))
        f.apply(lambda t: overrides.swap_colours(t, 2, 1, justification=JUSTIFICATION,
                                                 arbiter="FA Nowak"),
                lambda o: LogDraft("override", overrides.log_text(o), o.round, o.arbiter,
                                   o.time))
        f.perform(Withdraw(6, 3, "IA Smirnov"))
        f.perform(RequestBye(4, 3, ByeKind.HALF, "FA Nowak"))
        late = Player(10, "Latecomer", "Anna", rating=1800)
        f.apply(lambda t: handling.add_late_entry(t, late, 3),
                lambda _: LogDraft("registration", "Late entry: Latecomer, Anna from round 3", 3,
                                   "IA Smirnov"))
    return path


def _printed(path: Path, tmp_path: Path) -> list[str]:
    out = tmp_path / "arbiter.pdf"
    assert main(["arbiter", str(path), "-o", str(out)]) == 0
    return lines(out)


def _row(found: list[str], entry: LogEntry) -> str:
    """The printed row of `entry`: from its number and time to the next row's number, as one
    line (a long cell wraps over several)."""
    start = next(k for k in range(len(found) - 1)
                 if found[k:k + 2] == [str(entry.seq), local_time(entry.time, seconds=True)])
    end = next((k for k in range(start + 2, len(found) - 1)
                if found[k] == str(entry.seq + 1) and re.match(r"\d{4}-\d\d-\d\d ", found[k + 1])),
               len(found))
    return " ".join(found[start:end])


@pytest.fixture
def at_the_venue(monkeypatch):
    """The computer at a venue in Tokyo (its records are stored in UTC)."""
    monkeypatch.setenv("TZ", "Asia/Tokyo")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_issue28_5_every_record_with_its_time_to_the_second_author_and_reason(tmp_path,
                                                                              at_the_venue):
    path = _file(tmp_path)
    found = _printed(path, tmp_path)
    with TournamentFile.open(path) as f:
        entries, check = f.read_log(), f.check_log()
    assert check.verified and "Arbiter's report" in found
    assert f"Anchor of the journal's last record: {check.anchor}" in found
    assert f"Its full hash: {check.head_hash}" in found
    kinds = [e.kind for e in entries]
    assert kinds == ["journal", "correction", "override", "withdrawal", "bye", "registration"]
    rows = {e.kind: _row(found, e) for e in entries}
    for e in entries:
        # The venue's time to the second, the round, the kind, then what it records.
        assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d JST",
                            local_time(e.time, seconds=True))
        assert rows[e.kind].startswith(f"{e.seq} {local_time(e.time, seconds=True)} ")
    assert "IA Smirnov" in rows["correction"] and CORRECTION_REASON in rows["correction"]
    assert "result corrected from ½-½ to 1-0" in rows["correction"]
    assert rows["override"].endswith(f"FA Nowak {JUSTIFICATION}")  # author, then reason
    assert "Round 2: swap colours" in rows["override"]
    assert rows["withdrawal"].endswith("Withdraw Player06 from round 3 IA Smirnov")
    assert rows["bye"].endswith(f"{describe(entries[4])} FA Nowak")
    assert "Half-point bye for Player04 in round 3" in rows["bye"]
    assert "Late entry: Latecomer, Anna from round 3 IA Smirnov" in rows["registration"]
    assert "Recorded before the journal" not in " ".join(found)


def test_issue28_5_records_from_before_the_journal_are_printed_apart_as_such(tmp_path):
    path = _file(tmp_path)
    _downgrade_from_the_journal(path)  # the records written by a version before the journal
    with TournamentFile.open(path) as f:  # converted: the journal goes on from here
        f.perform(Withdraw(7, 3, "IA Smirnov"))
        entries, check = f.read_log(), f.check_log()
    assert check.before_journal == 5
    found = _printed(path, tmp_path)
    text = " ".join(found)
    older = text.index("Recorded before the journal (a file of an older format): their chain"
                       " is checked, not the tournament they describe")
    journal = found.index("The journal")
    assert older < text.index(_row(found, entries[0])) and _row(found, entries[0]).startswith(
        "1 ")
    assert found.index(local_time(entries[4].time, seconds=True)) < journal  # the late entry
    assert journal < len(found) - found[::-1].index("Withdraw Player07 from round 3") - 1
    assert CORRECTION_REASON in _row(found, entries[0])


def test_issue28_5_the_arbiters_report_from_the_window_and_a_trf_refused(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        t, check = f.tournament, f.check_log()
        with pytest.raises(ReportError, match="journal"):
            write_report("arbiter", t, tmp_path / "none.pdf")
        write_report("arbiter", t, tmp_path / "a.pdf", journal=Journal(check, f.read_log()))
    assert not (tmp_path / "none.pdf").exists()
    assert JUSTIFICATION in " ".join(lines(tmp_path / "a.pdf"))
    trf = tmp_path / "t.trf"
    save_trf(t, trf)
    assert main(["arbiter", str(trf), "-o", str(tmp_path / "trf.pdf")]) == 3
    assert not (tmp_path / "trf.pdf").exists()


def test_a_record_longer_than_a_page_goes_on_over_the_next(tmp_path):
    path = _file(tmp_path)
    pairs = " ".join(f"{k}-{k + 1}" for k in range(1, 4000, 2))
    with TournamentFile.open(path) as f:
        f.append_log("pairing", f"Round 3 paired: {pairs}", round_no=3, author="IA Smirnov")
    found = _printed(path, tmp_path)
    assert "3999-4000" in " ".join(found)
