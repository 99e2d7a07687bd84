"""The arbiter's actions of core/actions beyond results and absences (issue 25): pairing and
unpairing a round, registering, correcting, deleting a player and a late entry. Each is one
record of the journal holding what happened (not a sentence), worded in the reader's language,
writing only the rows it changed; undo and redo are records appended."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from arbiter_gui.core import overrides
from arbiter_gui.core.actions import (
    ChangePairing,
    ChangeSettings,
    DeletePlayer,
    DrawInitialColour,
    EditPlayer,
    ImportPlayers,
    LeaveFideMode,
    PairRound,
    Register,
    SetResult,
    UnpairRound,
    UpdatePlayers,
    describe,
    describe_data,
    undo_title,
)
from arbiter_gui.core.csv_import import read_table
from arbiter_gui.core.i18n import set_language
from arbiter_gui.core.model import (
    ByeKind,
    Colour,
    GameResult,
    ModelError,
    Override,
    Player,
    Tournament,
)
from arbiter_gui.core.rating_list import PlayerChange
from arbiter_gui.core.settings import settings_of
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.pairing.engine import SYSTEMS


def _players() -> list[Player]:
    return [Player(i, name, rating=rating) for i, (name, rating) in enumerate(
        [("Adams", 2400), ("Brown", 2300), ("Clark", 2200), ("Dunn", 2100)], start=1)]


def _file(folder: Path) -> Path:
    path = folder / "t.arbiter"
    t = Tournament(name="Open", rounds_planned=5, pairing_system="dutch")
    for player in _players():
        t.players.append(player)
    for number, player in enumerate(t.players, start=1):
        player.pairing_no = number
    with TournamentFile.create(path, t):
        pass
    return path


def _changed_tables(record) -> set[str]:
    return {name for name, _key, _row in json.loads(record.changes)["changed"]}


def _reopened(path: Path, t: Tournament) -> None:
    with TournamentFile.open(path) as f:
        assert f.tournament == t and f.journal_check.verified


# -- pairing and unpairing (C.04.2 D.8, D.9) ------------------------------------------------------

def test_pairing_a_round_is_one_record_of_its_rows_worded_by_the_core(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        done = f.perform(PairRound(1, ((1, 3), (4, 2)), None, "engine", "dutch",
                                   author="IA Smith"))
        record = f.read_log()[-1]
        assert (record.kind, record.round, record.author) == ("pairing", 1, "IA Smith")
        assert record.text == "Round 1 paired by the engine (dutch): 1-3 4-2"
        assert json.loads(record.data) == {"action": "pair", "round": 1, "how": "engine",
                                           "system": "dutch", "url": "", "pairs": "1-3 4-2"}
        assert _changed_tables(record) == {"rounds", "games"}  # no other row written
        t = f.tournament
        assert [(g.white, g.black) for g in t.round(1).games] == [(1, 3), (4, 2)]
        f.perform(done.undo)
        assert not t.rounds
        assert f.read_log()[-1].text == "Undo: Round 1 paired by the engine (dutch): 1-3 4-2"
        assert _changed_tables(f.read_log()[-1]) == {"rounds", "games"}
        assert f.check_log().verified
    _reopened(path, t)


def test_a_round_paired_locally_is_marked_and_said_so(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        f.perform(PairRound(1, ((1, 3), (4, 2)), None, "local", "dutch",
                            "https://fps.example.org/"))
        assert f.tournament.round(1).paired_locally
        assert f.read_log()[-1].text == (
            "Round 1 paired locally by the engine (dutch): the pairing server"
            " https://fps.example.org/ could not be reached, the arbiter confirmed: 1-3 4-2")


def test_a_pairing_that_leaves_out_a_player_changes_nothing(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        records = len(f.read_log())
        with pytest.raises(ModelError, match="not in the pairing"):
            f.perform(PairRound(1, ((1, 3),), None, "engine", "dutch"))
        with pytest.raises(ModelError, match="pairing number 9"):
            f.perform(PairRound(1, ((1, 9), (2, 3)), 4, "engine", "dutch"))
        assert not f.tournament.rounds and len(f.read_log()) == records


def test_unpairing_takes_the_rounds_overrides_and_undo_puts_them_back(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        f.perform(PairRound(1, ((1, 3), (4, 2)), None, "engine", "dutch"))
        override = Override(1, "swap colours", (4, 2), "1-3 4-2", "1-3 2-4", "wrong colours",
                            "IA Smith", "2026-01-10T10:00:00+00:00")
        f.apply(lambda t: t.overrides.append(override))
        t = f.tournament
        with pytest.raises(ModelError, match="only the last one"):
            f.perform(UnpairRound(2))
        done = f.perform(UnpairRound(1, "IA Smith"))
        assert not t.rounds and not t.overrides
        record = f.read_log()[-1]
        assert record.kind == "pairing" and record.text.startswith("Unpair round 1\nRound 1: ")
        assert "by IA Smith withdrawn (round 1 unpaired)" in record.text
        f.perform(done.undo)
        assert len(t.rounds) == 1 and t.overrides == [override]
        assert f.check_log().verified  # the override put back matches its record
    _reopened(path, t)


def test_a_round_with_a_result_is_not_unpaired(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        f.perform(PairRound(1, ((1, 3), (4, 2)), None, "engine", "dutch"))
        f.tournament.round(1).games[0].set_result(GameResult.DRAW)
        with pytest.raises(ModelError, match="already has a result"):
            f.perform(UnpairRound(1))
        assert len(f.tournament.rounds) == 1


# -- players (C.04.2 B.3, C.2, C.3) ---------------------------------------------------------------

def test_registering_correcting_and_deleting_a_player_are_records(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        t = f.tournament
        f.perform(Register(Player(0, "Evans", "Eve", rating=2350), author="IA Smith"))
        evans = t.players[-1]
        assert evans.id == 5 and evans.pairing_no == 2  # B.3: numbered in the initial order
        assert f.read_log()[-1].text == "Add player Evans, Eve"
        assert f.read_log()[-1].kind == "registration"
        done = f.perform(EditPlayer(evans.id, "rating", " 2050 "))
        assert evans.rating == 2050 and evans.pairing_no == 5
        assert f.read_log()[-1].text == "Edit Evans, Eve: rating 2050"
        assert _changed_tables(f.read_log()[-1]) == {"players"}
        f.perform(done.undo)
        assert t.player(5).rating == 2350
        assert f.read_log()[-1].text == "Undo: Edit Evans, Eve: rating 2050"
        f.perform(DeletePlayer(5))
        assert [p.id for p in t.players] == [1, 2, 3, 4]
        assert f.read_log()[-1].text == "Delete player Evans, Eve"
        assert f.check_log().verified
    _reopened(path, t)


def test_the_k_factor_b02_8_3_3_is_set_and_cleared_as_a_player_detail(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        t = f.tournament
        # A player new to the rating list: K 40 until 30 games, which the file cannot know.
        done = f.perform(EditPlayer(1, "k_factor", " 40 "))
        assert t.player(1).k_factor == 40
        assert f.read_log()[-1].text == "Edit Adams: K-factor 40"
        with pytest.raises(ModelError, match=r"Player 1 .Adams.: the K-factor 41 is out of"
                                             r" range \(1 to 40"):
            f.perform(EditPlayer(1, "k_factor", "41"))
        f.perform(EditPlayer(1, "k_factor", ""))  # derived again from rating and age
        assert t.player(1).k_factor is None
        f.perform(done.undo)
        assert t.player(1).k_factor is None  # the undo of the first edit: as before it
        assert f.check_log().verified
    _reopened(path, t)


def test_a_refused_correction_changes_nothing(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        records = len(f.read_log())
        with pytest.raises(ModelError, match="Player 1 .Adams.: FIDE id"):
            f.perform(EditPlayer(1, "fide_id", "7O1"))
        assert f.tournament.player(1).fide_id is None and len(f.read_log()) == records


def test_a_late_entry_is_a_record_with_its_byes_and_undone_whole(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        t = f.tournament
        f.perform(PairRound(1, ((1, 3), (4, 2)), None, "engine", "dutch"))
        done = f.perform(Register(Player(0, "Late", rating=2000), 2, "IA Smith"))
        # C.04.2 C.2: a bye (zero points by default) for the round he missed.
        assert t.round(1).byes[5] is ByeKind.ZERO and t.requested_byes[(5, 1)] is ByeKind.ZERO
        record = f.read_log()[-1]
        assert (record.kind, record.round, record.text) == (
            "registration", 2, "Late entry Late from round 2")
        f.perform(done.undo)
        assert len(t.players) == 4 and 5 not in t.round(1).byes and not t.requested_byes
        with pytest.raises(ModelError, match="no longer be deleted"):
            f.perform(DeletePlayer(1))
        assert f.check_log().verified
    _reopened(path, t)


def test_the_records_are_worded_in_the_readers_language(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        f.perform(EditPlayer(1, "club", "Caïssa"))
        f.perform(PairRound(1, ((1, 3), (4, 2)), None, "engine", "dutch"))
        edited, paired = f.read_log()[-2:]
    try:
        set_language("fr")
        for record in (edited, paired):
            assert describe(record) != record.text
        assert "Caïssa" in describe(edited) and "1-3 4-2" in describe(paired)
    finally:
        set_language("en")
    assert [describe(edited), describe(paired)] == [edited.text, paired.text]


def test_the_undo_history_names_long_records_by_a_short_title_in_the_readers_language(
        tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        paired = f.perform(PairRound(1, ((1, 3), (4, 2)), None, "engine", "dutch")).draft
        result = f.perform(SetResult.of(1, 1, GameResult.DRAW)).draft
        override = f.perform(ChangePairing(1, overrides.SWAP_COLOURS, (2,), "a slip",
                                           "IA Smith")).draft
    # The pairs and the justification stay in the record, not in the menu.
    assert [undo_title(paired), undo_title(override)] == [
        "Pair round 1", "Swap colours (round 1)"]
    assert "1-3 4-2" in paired.text and "a slip" in override.text
    assert undo_title(result) == result.text == "Result board 1: ½-½ (round 1)"
    try:
        set_language("fr")
        assert [undo_title(paired), undo_title(override)] == [
            "Appariement de la ronde 1", "Inverser les couleurs (ronde 1)"]
    finally:
        set_language("en")


# -- settings (C.04.1 a, C.04.3 art. 5.1, C.02) ---------------------------------------------------

def test_a_settings_change_records_what_changed_never_the_secret(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        t = f.tournament
        new = replace(settings_of(t), city="Montréal", round_dates={1: "2026/01/10"},
                      dutch_edition="2017")
        done = f.perform(ChangeSettings(new, tuple(SYSTEMS), "IA Smith"))
        record = f.read_log()[-1]
        assert (record.kind, record.author) == ("settings", "IA Smith")
        assert record.text == "Settings: city, round dates, Dutch rules edition 2025 to 2017"
        assert _changed_tables(record) == {"settings", "round_dates"}
        registered = replace(settings_of(t), pairing_server_url="https://fps.example.org/",
                             pairing_server_tournament="c1f8",
                             pairing_server_secret="pM0k2-secret", federation="FRA")
        f.perform(ChangeSettings(registered, tuple(SYSTEMS), registered=True))
        record = f.read_log()[-1]
        assert record.text == ("Registered with the pairing server https://fps.example.org/ as"
                               " tournament c1f8; Settings: federation")
        assert "pM0k2-secret" not in record.data + record.changes
        f.perform(done.undo)  # what the first change changed, nothing else
        assert (t.city, t.round_dates, t.dutch_edition) == ("", {}, "2025")
        assert (t.federation, t.pairing_server_tournament) == ("FRA", "c1f8")
        assert f.read_log()[-1].text.startswith("Undo: Settings: city")
        assert f.check_log().verified
    _reopened(path, t)


def test_a_refused_setting_changes_nothing(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        records = len(f.read_log())
        # C.04.A: the Leong system is not offered in the FIDE mode.
        with pytest.raises(ModelError, match="FIDE mode"):
            f.perform(ChangeSettings(replace(settings_of(f.tournament), pairing_system="leong"),
                                     tuple(SYSTEMS)))
        assert f.tournament.pairing_system == "dutch" and len(f.read_log()) == records


def test_leaving_the_fide_mode_cannot_be_undone_not_even_by_an_earlier_undo(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        t = f.tournament
        earlier = f.perform(ChangeSettings(replace(settings_of(t), city="Paris"),
                                           tuple(SYSTEMS)))
        left = f.perform(LeaveFideMode("IA Smith", "2026-01-10T10:00:00+00:00"))
        assert not left.undoable and t.fide_mode_left == "2026-01-10T10:00:00+00:00"
        assert f.read_log()[-1].text == "Left the FIDE mode (it cannot be undone)"
        f.perform(earlier.undo)  # C.02: the settings go back, the FIDE mode does not
        assert t.city == "" and t.fide_mode_left == "2026-01-10T10:00:00+00:00"
        with pytest.raises(ModelError, match="left the FIDE mode already"):
            f.perform(LeaveFideMode())
    _reopened(path, t)


def test_the_initial_colour_drawn_by_lot_is_a_record(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        f.perform(DrawInitialColour("IA Smith", Colour.BLACK))
        assert f.tournament.initial_colour is Colour.BLACK
        assert f.read_log()[-1].text == (
            "Initial colour drawn by lot: black for pairing number 1")
        assert _changed_tables(f.read_log()[-1]) == {"settings"}


# -- overrides of a pairing -----------------------------------------------------------------------

def test_an_override_is_one_record_of_its_full_content_and_its_confirmed_violations(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        t = f.tournament
        f.perform(PairRound(1, ((1, 3), (4, 2)), None, "engine", "dutch"))
        f.perform(SetResult.of(1, 1, GameResult.DRAW))
        f.perform(SetResult.of(1, 2, GameResult.DRAW))
        f.perform(PairRound(2, ((2, 1), (3, 4)), None, "engine", "dutch"))
        action = ChangePairing(2, overrides.EXCHANGE_OPPONENTS, (1, 4), "a family", "IA Smith",
                               "2026-01-11T10:00:00+00:00")
        # C.04.1 b: 1-3 and 4-2 met in round 1; the exchange pairs them again.
        violations = action.violations_introduced(t)
        assert len(violations) == 2 and not t.overrides  # tried on a copy
        assert all("[C1] repeat pairing" in v for v in violations)
        records = len(f.read_log())
        done = f.perform(replace(action, violations=tuple(violations)))
        [record] = f.read_log()[records:]  # one record: the override is in it
        assert (record.kind, record.round, record.author) == ("override", 2, "IA Smith")
        assert record.text == overrides.log_text(t.overrides[0], violations)
        assert record.text.endswith(f"confirmed despite {violations[1]}")
        assert f.check_log().verified  # the override's row matches its record
        f.perform(done.undo)
        assert not t.overrides and [(g.white, g.black) for g in t.round(2).games] == [
            (2, 1), (3, 4)]
        assert f.read_log()[-1].text.startswith("Undo: Round 2: exchange opponents of ")
        assert f.read_log()[-1].text.endswith(" by IA Smith withdrawn")
        with pytest.raises(ModelError, match="justification"):
            f.perform(ChangePairing(2, overrides.SWAP_COLOURS, (1,), " ", "IA Smith"))
    _reopened(path, t)
    # The violations confirmed are kept as messages: the record reads in the reader's language
    # whole, the criteria broken too, not in the language of the arbiter who confirmed them.
    try:
        set_language("fr")
        french = describe(record)
    finally:
        set_language("en")
    assert "confirmé malgré [C1] appariement répété : " in french
    assert "already met" not in french and " et " in french
    # A record written before the violations were kept as messages holds them as sentences.
    data = json.loads(record.data) | {"violations": ["[C1] as written then"]}
    assert describe_data("override", data).endswith("confirmed despite [C1] as written then")


# -- imports --------------------------------------------------------------------------------------

def test_a_csv_import_is_one_record_of_the_players_it_registered(tmp_path):
    path = _file(tmp_path)
    table = read_table("surname,given name,rating,fide id\nEvans,Eve,2350,\nFox,,abc,\n"
                       "Gray,Gus,1900,\n")
    with TournamentFile.open(path) as f:
        t = f.tournament
        done = f.perform(ImportPlayers(table, "late.csv", author="IA Smith"))
        assert [p.surname for p in done.result.added] == ["Evans", "Gray"]
        assert [r.line for r in done.result.refused] == [3]  # the rating is not a number
        record = f.read_log()[-1]
        assert (record.kind, record.author) == ("registration", "IA Smith")
        assert record.text == "Import players from late.csv: 2 players imported. 1 row refused"
        assert _changed_tables(record) == {"players"}
        f.perform(done.undo)
        assert len(t.players) == 4
        assert f.check_log().verified
    _reopened(path, t)


def test_a_rating_list_update_is_one_record_and_all_or_nothing(tmp_path):
    path = _file(tmp_path)
    with TournamentFile.open(path) as f:
        t = f.tournament
        changes = (PlayerChange(1, "Adams", {"rating": (2400, 2410), "title": ("", "GM")}),
                   PlayerChange(2, "Brown", {"rating": (2300, 2290)}))
        done = f.perform(UpdatePlayers(changes, "players_list_foa.txt (2026-01)"))
        assert (t.player(1).rating, t.player(1).title, t.player(2).rating) == (2410, "GM", 2290)
        assert f.read_log()[-1].text == ("Update 2 players from players_list_foa.txt (2026-01):"
                                         " Adams; Brown (title, rating)")
        f.perform(done.undo)
        assert (t.player(1).rating, t.player(2).rating) == (2400, 2300)
        records = len(f.read_log())
        refused = (PlayerChange(1, "Adams", {"rating": (2400, 2410)}),
                   PlayerChange(2, "Brown", {"federation": ("", "France")}))
        with pytest.raises(ModelError, match="federation"):
            f.perform(UpdatePlayers(refused, "players_list_foa.txt"))
        assert t.player(1).rating == 2400 and len(f.read_log()) == records  # nothing changed
    _reopened(path, t)


def test_a_tournament_imported_from_a_trf_names_it_in_its_first_record(tmp_path):
    t = Tournament(name="Open", players=_players())
    with TournamentFile.create(tmp_path / "open.arbiter", t, imported_from="open.trf") as f:
        [first] = f.read_log()
        assert first.text == "The journal begins: the tournament as imported from open.trf"
        assert describe(first) == first.text and f.journal_check.verified
