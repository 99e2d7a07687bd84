"""When a round starts: the date and start time the arbiter sets (core/schedule.py), as an
action of the journal, in the tournament file and the TRF, and in the header of the round's
printouts (pairing sheet, result slips, wall sheet)."""

from __future__ import annotations

import pytest

from arbiter_gui.core.actions import SetRoundStart
from arbiter_gui.core.model import Game, ModelError, Player, Round, Tournament
from arbiter_gui.core.schedule import round_date, start_time
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.core.trf import parse_trf, write_trf
from tests.report_helpers import played, printed


@pytest.mark.parametrize(("typed", "kept"), [("15:00", "15:00"), (" 9:30 ", "09:30"),
                                             ("15h00", "15:00"), ("15.00", "15:00"),
                                             ("00:00", "00:00"), ("", "")])
def test_a_start_time_is_kept_as_hh_mm(typed, kept):
    assert start_time(typed) == kept


@pytest.mark.parametrize("typed", ["24:00", "15:60", "3 pm", "1500", "15:0"])
def test_a_start_time_that_is_no_time_of_day_is_refused(typed):
    with pytest.raises(ModelError, match="expected HH:MM on the 24-hour clock"):
        start_time(typed)


def test_a_rounds_date_is_kept_as_the_tournaments_dates_are():
    assert round_date("2026-04-05") == round_date("2026/4/5") == "2026/04/05"
    assert round_date("") == ""
    with pytest.raises(ModelError, match="expected YYYY/MM/DD"):
        round_date("2026/02/30")


def _file(tmp_path) -> TournamentFile:
    t = Tournament(name="Open", rounds_planned=5,
                   players=[Player(k, f"P{k}", rating=2000 - k, pairing_no=k)
                            for k in range(1, 5)])
    t.rounds.append(Round(1, [Game(1, 2, 1), Game(3, 4, 2)], date="2026/04/04"))
    t.round_dates = {1: "2026/04/04"}
    return TournamentFile.create(tmp_path / "t.arbiter", t)


def test_the_start_of_a_round_is_an_action_recorded_and_undone(tmp_path):
    with _file(tmp_path) as f:
        t = f.tournament
        done = f.perform(SetRoundStart(2, "2026-04-05", "15h00", "IA Smith"))
        assert (t.round_dates[2], t.round_times[2]) == ("2026/04/05", "15:00")
        record = f.read_log()[-1]
        assert (record.text, record.round, record.author) == (
            "Round 2 starts 2026/04/05 15:00", 2, "IA Smith")
        f.perform(done.undo)
        assert 2 not in t.round_dates and 2 not in t.round_times
        assert f.check_log().verified
        path = f.path
    with TournamentFile.open(path) as f:
        assert f.tournament.round_times == {}


def test_a_paired_rounds_own_date_follows_so_that_the_trf_132_record_agrees(tmp_path):
    with _file(tmp_path) as f:
        t = f.tournament
        f.perform(SetRoundStart(1, "2026/04/03", "10:00"))
        assert t.round(1).date == t.round_dates[1] == "2026/04/03"
        f.perform(SetRoundStart(1, "", ""))
        assert (t.round(1).date, t.round_dates, t.round_times) == ("", {}, {})
        assert f.read_log()[-1].text == "Round 1: no date nor start time"


def test_a_bad_start_or_a_round_outside_the_schedule_changes_nothing(tmp_path):
    with _file(tmp_path) as f:
        records = len(f.read_log())
        with pytest.raises(ModelError, match="start time '25:00'"):
            f.perform(SetRoundStart(2, "2026/04/05", "25:00"))
        with pytest.raises(ModelError, match="there is no round 6; the tournament has rounds 1"
                                             " to 5"):
            f.perform(SetRoundStart(6, "2026/04/09", "10:00"))
        assert f.tournament.round_times == {} and 2 not in f.tournament.round_dates
        assert len(f.read_log()) == records


def test_the_start_times_travel_in_the_trf_beside_the_132_dates():
    t = played(4, ["1-2:1 3-4:="])
    t.round_times = {1: "10:00", 2: "16:30"}
    text = write_trf(t)
    assert '### arbiter-gui tournament round_times [[1, "10:00"], [2, "16:30"]]' in text
    back = parse_trf(text)
    assert back.round_times == t.round_times and back.round_dates == t.round_dates


def test_a_start_time_that_is_no_time_in_a_trf_note_is_refused_with_its_line():
    t = played(4, ["1-2:1 3-4:="])
    t.round_times = {1: "10:00"}
    text = write_trf(t).replace('[[1, "10:00"]]', '[[1, "ten"]]')
    with pytest.raises(ValueError, match="start time 'ten'"):
        parse_trf(text)


# -- the printouts' header -----------------------------------------------------------------------

def _round_two_paired() -> Tournament:
    t = played(4, ["1-2:1 3-4:="])
    t.rounds.append(Round(2, [Game(2, 3, 1), Game(4, 1, 2)]))
    return t


@pytest.mark.parametrize("kind", ["pairings", "slips", "wall"])
def test_the_round_printouts_header_says_when_the_round_starts(tmp_path, kind):
    t = _round_two_paired()
    t.round_times = {2: "15:00"}
    found = printed(kind, t, tmp_path)
    assert any("round 2 (2025-05-02, 15:00)" in line for line in found)


@pytest.mark.parametrize("kind", ["pairings", "slips", "wall"])
def test_without_a_start_time_the_header_gives_the_date_and_without_a_date_nothing(tmp_path,
                                                                                   kind):
    t = _round_two_paired()
    found = printed(kind, t, tmp_path)
    assert any("round 2 (2025-05-02)" in line for line in found)
    t.round_dates = {}
    found = printed(kind, t, tmp_path)
    header = [line for line in found if "round 2" in line.lower()]
    assert header and not any("(" in line or ", ," in line for line in header[:1])


def test_the_start_in_the_printing_language(tmp_path):
    t = _round_two_paired()
    t.round_times, t.print_language = {2: "15:00"}, "de"
    found = printed("pairings", t, tmp_path)
    assert any("Runde 2 (02.05.2025, 15:00)" in line for line in found), found[:3]
