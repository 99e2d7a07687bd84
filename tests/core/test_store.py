import copy
import random
import re
import shutil
import sqlite3
from dataclasses import fields, replace
from itertools import pairwise

import pytest

from arbiter_gui.core import handling, log, store
from arbiter_gui.core.i18n import local_time
from arbiter_gui.core.model import (
    Acceleration,
    ByeKind,
    Category,
    Colour,
    Game,
    GameResult,
    ModelError,
    Override,
    Player,
    Prize,
    PrizeRule,
    ProhibitedPairing,
    ResultCode,
    ResultCorrection,
    Round,
    Scoring,
    Tournament,
)
from arbiter_gui.core.store import LogDraft, StoreError, TournamentFile, disk, rows, schema


def _rich_tournament() -> Tournament:
    """A tournament in which every field of the model differs from its default."""
    t = Tournament(
        name="Open de Montréal", city="Montréal", federation="CAN", start_date="2025/07/01",
        end_date="2025/07/09", tournament_type="Swiss", chief_arbiter="IA Ødegaard, Åse",
        deputy_arbiters=["FA Smith, Ann", "NA Müller, Jörg"], time_control="90'+30\"",
        rounds_planned=9, pairing_system="dubov", dutch_edition="2017",
        initial_colour=Colour.BLACK,
        tiebreaks=["BH:C1", "BH", "SB"], tiebreak_unrated_rating=1400,
        scoring=Scoring(win=3, draw=1, loss=0.25, forfeit_win=2.5, forfeit_loss=-1, pab=2,
                        half_bye=1.5, full_bye=2.75, zero_bye=0.125),
        round_dates={1: "2025/07/01", 2: "2025/07/02"}, round_times={2: "09:30"},
        late_entry_bye=ByeKind.HALF,
        max_half_byes=2, no_half_bye_rounds=frozenset({8, 9}),
        extra_records=["299 abnormal points", "XXZ 1 2", "###   comment  kept verbatim  "],
        pairing_server_url="https://fps.example.org:8443/", pairing_server_tournament="c1f8",
        pairing_server_secret="pM0k2-secret_x", fide_mode_left="2025-07-04T10:00:00+00:00",
        event_code="123456")
    t.players = [
        Player(7, "Ødegaard", "Magnus", "m", "GM", 1503014, "NOR", "1990/11/30", 2830, 2800,
               "Club d'échecs", pairing_no=1, withdrawn_from=4),
        Player(3, "Ng", sex="w", title="WIM", rating=2200, pairing_no=2),
        Player(12, "Zhu", "Li", rating=2100, fide_id=8600000, pairing_no=3, k_factor=40),
        Player(5, "Abe", birth_date="2001", pairing_no=4),
        Player(9, "Late", "Entry", rating=1500, pairing_no=5),
    ]
    played = [Game(7, 3, 1), Game(12, 5, 2)]
    played[0].set_result(GameResult.BLACK_WINS_BY_FORFEIT)
    played[1].set_result(GameResult.DRAW_UNPLAYED)
    # An unusual but valid code pair: both lost by forfeit (the model refuses impossible ones).
    odd = Game(3, 12, 1, ResultCode.FORFEIT_LOSS, ResultCode.FORFEIT_LOSS)
    t.rounds = [
        Round(1, games=played, byes={9: ByeKind.HALF}, date="2025/07/01"),
        Round(2, games=[odd, Game(5, 7, 2)], byes={9: ByeKind.PAB}, paired_locally=True),
        Round(3, byes={7: ByeKind.FULL, 3: ByeKind.ZERO, 12: ByeKind.HALF, 5: ByeKind.PAB,
                       9: ByeKind.ZERO}),
    ]
    t.requested_byes = {(3, 5): ByeKind.HALF, (12, 6): ByeKind.FULL, (9, 1): ByeKind.HALF}
    t.prohibited_pairings = [ProhibitedPairing(1, 9, (3, 12, 5)), ProhibitedPairing(2, 3, (7, 9))]
    t.accelerations = [Acceleration(1.0, 1, 2, 1, 3), Acceleration(0.5, 3, 3, 1, 2)]
    t.overrides = [Override(2, "exchange opponents", (3, 12), "3-12 5-7 9-PAB", "3-5 12-7 9-PAB",
                            "Brothers «Ng» & <Zhu> must not meet", "IA Ødegaard, Åse",
                            "2025-07-02T09:15:00+00:00")]
    t.categories = [Category("U18 girls", "w", None, 17, None, None, (), ()),
                    Category("Club «Ng»", "", 10, None, 1000, 2200, ("CAN", "NOR"), (3, 12))]
    t.prizes = [Prize("", 1, 1000.0), Prize("U18 girls", 1, 150.5)]
    t.age_reference_date, t.prize_rule, t.one_prize_per_player = "2025/01/01", PrizeRule.HORT, False
    t.corrections = [ResultCorrection(1, 2, "½-½", "1-0", 3, "Slip «signed» by both players",
                                      "IA Ødegaard, Åse", "2025-07-03T18:00:00+00:00")]
    t.print_language = "fr"
    t.print_size, t.currency = "wall", "EUR"
    return t


def _without_print_size(t: Tournament) -> Tournament:
    """`t` as a file from before the printing size and the currency holds it."""
    _without_event_code(t)
    t.print_size, t.currency = "normal", ""
    return t


def _without_event_code(t: Tournament) -> Tournament:
    """`t` as a file from before the FIDE tournament code holds it."""
    _without_k_factor(t)
    t.event_code = ""
    return t


def _without_round_times(t: Tournament) -> Tournament:
    """`t` as a file from before the rounds' start times holds it."""
    t.round_times = {}
    return t


def _without_k_factor(t: Tournament) -> Tournament:
    """`t` as a file from before the players' K-factor holds it."""
    _without_round_times(t)
    for player in t.players:
        player.k_factor = None
    return t


def _without_fide_mode(t: Tournament) -> Tournament:
    """`t` as a file from before the FIDE mode (issue 31) holds it: in the FIDE mode, unless it
    is paired with the Leong system."""
    _without_print_size(t)
    t.fide_mode_left = "unknown" if t.pairing_system == "leong" else ""
    return t


def _without_pairing_server(t: Tournament) -> Tournament:
    """`t` as a file from before the pairing server (issue 18) holds it."""
    _without_fide_mode(t)
    t.pairing_server_url = t.pairing_server_tournament = t.pairing_server_secret = ""
    for rnd in t.rounds:
        rnd.paired_locally = False
    return t


def _rich_tournament_v4() -> Tournament:
    """The rich tournament as a file of format 4 holds it: no categories, prizes nor result
    corrections, and the 2025 edition of the Dutch rules."""
    t = _without_pairing_server(_rich_tournament())
    default = Tournament()
    for name in ("categories", "prizes", "age_reference_date", "prize_rule",
                 "one_prize_per_player", "corrections", "dutch_edition", "print_language"):
        setattr(t, name, getattr(default, name))
    return t


# The field names the store knows how to save. A new field in the model fails this test until
# the store saves it and _rich_tournament sets it.
KNOWN_FIELDS = {
    Tournament: {*store.SETTINGS_COLUMNS, "deputy_arbiters", "tiebreaks", "scoring", "players",
                 "rounds", "requested_byes", "prohibited_pairings", "accelerations",
                 "round_dates", "round_times", "no_half_bye_rounds", "extra_records", "overrides",
                 "categories", "prizes", "corrections"},
    Player: set(store.PLAYER_COLUMNS),
    Scoring: set(store.SCORING_COLUMNS),
    Round: {"number", "games", "byes", "date", "paired_locally"},
    Game: {"white", "black", "board", "white_result", "black_result", "adjourned",
           "paired_as_draw_through"},
    ProhibitedPairing: {"first_round", "last_round", "players"},
    Acceleration: {"points", "first_round", "last_round", "first_player", "last_player"},
    Override: set(store.OVERRIDE_COLUMNS),
    Category: set(store.CATEGORY_COLUMNS),
    Prize: {"category", "place", "amount"},
    ResultCorrection: set(store.CORRECTION_COLUMNS),
}


@pytest.mark.parametrize("cls", list(KNOWN_FIELDS), ids=lambda c: c.__name__)
def test_store_saves_every_field_of_the_model(cls):
    assert {f.name for f in fields(cls)} == KNOWN_FIELDS[cls]


def test_rich_tournament_sets_every_field():
    rich, default = _rich_tournament(), Tournament()
    assert [f.name for f in fields(Tournament)
            if getattr(rich, f.name) == getattr(default, f.name)] == []
    for f in fields(Player):
        if f.name != "id":
            assert any(getattr(p, f.name) != getattr(Player(0, ""), f.name)
                       for p in rich.players), f.name


def test_round_trip_of_a_rich_tournament(tmp_path):
    original = _rich_tournament()
    with TournamentFile.create(tmp_path / "t.arbiter", copy.deepcopy(original)) as f:
        assert f.tournament == original
    with TournamentFile.open(tmp_path / "t.arbiter") as f:
        assert f.tournament == original
        assert [p.id for p in f.tournament.players] == [7, 3, 12, 5, 9]


def test_file_is_wal_with_application_id_and_schema_version(tmp_path):
    TournamentFile.create(tmp_path / "t.arbiter", Tournament()).close()
    conn = sqlite3.connect(tmp_path / "t.arbiter")
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA application_id").fetchone()[0] == store.APPLICATION_ID
    assert conn.execute("PRAGMA user_version").fetchone()[0] == len(store.MIGRATIONS)
    conn.close()


def test_copied_file_opens_elsewhere(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    with TournamentFile.create(tmp_path / "a" / "t.arbiter", _rich_tournament()) as f:
        # Round 3 is paired: a round-2 result is changed as a correction, with its reason.
        f.apply(lambda t: handling.correct_result(t, 2, 2, GameResult.WHITE_WINS, "slip"))
        expected = copy.deepcopy(f.tournament)
    assert sorted(p.name for p in (tmp_path / "a").iterdir()) == ["t.arbiter"]
    shutil.copy(tmp_path / "a" / "t.arbiter", tmp_path / "b" / "copy.arbiter")
    shutil.rmtree(tmp_path / "a")
    with TournamentFile.open(tmp_path / "b" / "copy.arbiter") as f:
        assert f.tournament == expected


def test_item_02_a_copy_of_the_open_file_is_complete_consistent_and_stands_alone(tmp_path):
    """Issue 28, item 2 (Save As, Back up): the backup API copies the file as the last action
    left it, with its log, while it stays open; nothing but the copy is left in its folder."""
    with TournamentFile.create(tmp_path / "t.arbiter", _rich_tournament()) as f:
        f.apply(lambda t: handling.correct_result(t, 2, 2, GameResult.WHITE_WINS, "slip"),
                lambda _: LogDraft("correction", "board 2 corrected", 2))
        (tmp_path / "stick").mkdir()
        f.copy_to(tmp_path / "stick" / "copy.arbiter")
        expected, log = copy.deepcopy(f.tournament), f.read_log()
        f.apply(lambda t: handling.correct_result(t, 2, 2, GameResult.DRAW, "slip again"))
        with pytest.raises(StoreError, match="copy.arbiter: a file of that name already exists"):
            f.copy_to(tmp_path / "stick" / "copy.arbiter")
        with pytest.raises(StoreError, match="missing.*cannot write the copy"):
            f.copy_to(tmp_path / "missing" / "copy.arbiter")
    assert [p.name for p in (tmp_path / "stick").iterdir()] == ["copy.arbiter"]
    with TournamentFile.open(tmp_path / "stick" / "copy.arbiter") as copied:
        assert copied.tournament == expected
        assert copied.read_log() == log and copied.verify_log() == []


def test_create_refuses_an_existing_file(tmp_path):
    (tmp_path / "t.arbiter").write_text("keep me")
    with pytest.raises(StoreError, match="already exists"):
        TournamentFile.create(tmp_path / "t.arbiter", Tournament())
    assert (tmp_path / "t.arbiter").read_text() == "keep me"


def test_create_in_a_missing_folder_raises_store_error(tmp_path):
    with pytest.raises(StoreError, match="cannot create the tournament file"):
        TournamentFile.create(tmp_path / "no such folder" / "t.arbiter", Tournament())


def test_create_refuses_a_tournament_with_a_dangling_reference(tmp_path):
    t = Tournament(players=[Player(1, "A")], requested_byes={(2, 1): ByeKind.HALF})
    with pytest.raises(StoreError, match="requested bye of player id 2 in round 1: no such"
                                         " player is registered"):
        TournamentFile.create(tmp_path / "t.arbiter", t)
    assert list(tmp_path.iterdir()) == []


# -- apply -------------------------------------------------------------------------------------

def test_apply_saves_each_action_in_one_transaction(tmp_path):
    with TournamentFile.create(tmp_path / "t.arbiter", Tournament(rounds_planned=5)) as f:
        statements: list[str] = []
        f._conn.set_trace_callback(statements.append)
        f.apply(lambda t: handling.add_player(t, Player(1, "Alpha", rating=1800)))
        f.apply(lambda t: handling.add_player(t, Player(2, "Beta", rating=1900)))
        transactions = [s for s in statements if s.startswith(("BEGIN", "COMMIT", "ROLLBACK"))]
        assert transactions == ["BEGIN IMMEDIATE", "COMMIT"] * 2
        # Another connection sees both players, renumbered by the second action.
        other = sqlite3.connect(tmp_path / "t.arbiter")
        assert other.execute("SELECT surname, pairing_no FROM players ORDER BY pairing_no"
                             ).fetchall() == [("Beta", 1), ("Alpha", 2)]
        other.close()


def test_apply_returns_the_action_result(tmp_path):
    with TournamentFile.create(tmp_path / "t.arbiter", _rich_tournament()) as f:
        assert f.apply(lambda t: handling.may_receive_pab(t, 9, 3)) is False


def test_failing_action_changes_nothing_in_memory_or_file(tmp_path):
    path = tmp_path / "t.arbiter"
    with TournamentFile.create(path, _rich_tournament()) as f:
        held = f.tournament
        before = copy.deepcopy(held)

        def half_done(t: Tournament) -> None:
            t.players.pop()
            t.name = "changed"
            handling.withdraw(t, 12, 1)  # refused: Zhu has a bye that scores in round 3

        with pytest.raises(ModelError, match="Round 3: Zhu, Li has a half-point bye; withdraw"):
            f.apply(half_done)
        assert f.tournament is held
        assert held == before
        assert f.load() == before


def test_failed_write_restores_memory_and_rolls_back_the_file(tmp_path, monkeypatch):
    path = tmp_path / "t.arbiter"
    with TournamentFile.create(path, _rich_tournament()) as f:
        before = copy.deepcopy(f.tournament)
        write = store.State.write

        def failing_write(state, conn, changes):
            write(state, conn, changes)  # the rows are written, then the disk fails
            raise sqlite3.OperationalError("disk I/O error")

        monkeypatch.setattr(store.State, "write", failing_write)
        with pytest.raises(StoreError, match="could not be saved.*disk I/O error"):
            f.apply(lambda t: t.rounds.clear())
        monkeypatch.setattr(store.State, "write", write)
        assert f.tournament == before
        assert f.load() == before
        # The file is usable afterwards: the failed transaction was rolled back, not left open.
        f.apply(lambda t: setattr(t, "city", "Laval"))
        before.city = "Laval"
    with TournamentFile.open(path) as f:
        assert f.tournament == before


def test_action_leaving_a_dangling_reference_is_not_saved(tmp_path):
    with TournamentFile.create(tmp_path / "t.arbiter", _rich_tournament()) as f:
        before = copy.deepcopy(f.tournament)
        with pytest.raises(StoreError, match="table games: round 1: a game names player id 7,"
                                             " who is not registered"):
            f.apply(lambda t: t.players.pop(0))
        assert f.tournament == before


def test_second_program_on_the_same_file_is_detected(tmp_path):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    with TournamentFile.open(path) as first, TournamentFile.open(path) as second:
        second.apply(lambda t: setattr(t, "city", "Québec"))
        with pytest.raises(StoreError, match="changed by another program"):
            first.apply(lambda t: setattr(t, "name", "lost update"))
        assert first.tournament.name == "Open de Montréal"
    with TournamentFile.open(path) as f:
        assert (f.tournament.name, f.tournament.city) == ("Open de Montréal", "Québec")


def test_closed_file_refuses_use(tmp_path):
    f = TournamentFile.create(tmp_path / "t.arbiter", Tournament())
    f.close()
    with pytest.raises(StoreError, match="is closed"):
        f.apply(lambda t: None)


def _big_tournament(players: int, rounds: int) -> Tournament:
    rng = random.Random(1)
    t = Tournament(name="Big", rounds_planned=rounds)
    t.players = [Player(i, f"Player {i}", rating=rng.randint(1000, 2800), fide_id=100 + i)
                 for i in range(1, players + 1)]
    handling.assign_pairing_numbers(t)
    for number in range(1, rounds + 1):
        ids = [p.id for p in t.players]
        rng.shuffle(ids)
        handling.set_round_pairing(t, number, [Game(*ids[i:i + 2]) for i in range(0, players, 2)])
        for game in t.rounds[-1].games:
            game.set_result(rng.choice(list(GameResult)))
    return t


def test_a_300_player_11_round_tournament_survives_result_entry_and_reopening(tmp_path):
    # Its speed is measured by benchmarks/store_speed.py, not asserted here.
    path = tmp_path / "t.arbiter"
    with TournamentFile.create(path, _big_tournament(300, 11)) as f:
        for board in range(1, 11):
            f.apply(lambda t, b=board: handling.set_result(t, 11, b, GameResult.DRAW))
        expected = copy.deepcopy(f.tournament)
    with TournamentFile.open(path) as f:
        assert f.load() == expected
        assert all(g.result is GameResult.DRAW for g in f.tournament.round(11).games[:10])


# -- opening, versions, migrations ---------------------------------------------------------

@pytest.mark.parametrize(("content", "match"), [
    (b"Name;Rating\nSmith;2000\n", "not a tournament file or is damaged"),
    (b"", "not an arbiter-gui tournament file"),
])
def test_open_refuses_a_file_that_is_not_a_database(tmp_path, content, match):
    (tmp_path / "x.arbiter").write_bytes(content)
    with pytest.raises(StoreError, match=match):
        TournamentFile.open(tmp_path / "x.arbiter")


def test_open_refuses_another_programs_sqlite_database(tmp_path):
    conn = sqlite3.connect(tmp_path / "other.db")
    conn.execute("CREATE TABLE players (id INTEGER)")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="is not an arbiter-gui tournament file"):
        TournamentFile.open(tmp_path / "other.db")


def test_open_refuses_a_missing_file(tmp_path):
    with pytest.raises(StoreError, match="no such file"):
        TournamentFile.open(tmp_path / "missing.arbiter")
    assert list(tmp_path.iterdir()) == []


def test_open_refuses_a_newer_file_format(tmp_path):
    TournamentFile.create(tmp_path / "t.arbiter", Tournament()).close()
    conn = sqlite3.connect(tmp_path / "t.arbiter")
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    with pytest.raises(StoreError, match=r"newer arbiter-gui \(file format 99; this version"
                                         rf" reads formats up to {len(store.MIGRATIONS)}\)"):
        TournamentFile.open(tmp_path / "t.arbiter")


def test_open_reports_a_damaged_value_with_its_table(tmp_path):
    TournamentFile.create(tmp_path / "t.arbiter", _rich_tournament()).close()
    conn = sqlite3.connect(tmp_path / "t.arbiter")
    conn.execute("PRAGMA ignore_check_constraints = ON")
    conn.execute("UPDATE byes SET kind = 'Q' WHERE round = 3 AND player = 7")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="damaged: table rounds: 'Q' is not a valid ByeKind"):
        TournamentFile.open(tmp_path / "t.arbiter")


def _add_notes_column(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE settings ADD COLUMN notes TEXT NOT NULL DEFAULT ''")


def _failing_migration(conn: sqlite3.Connection) -> None:
    _add_notes_column(conn)
    raise sqlite3.OperationalError("disk full")


def _columns(path, table: str) -> list[str]:
    conn = sqlite3.connect(path)
    names = [r[1] for r in conn.execute(f"PRAGMA table_info({table})")]
    conn.close()
    return names


def _version(path) -> int:
    conn = sqlite3.connect(path)
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    conn.close()
    return version


def _downgrade_from_the_journal(path) -> None:
    """Make a newest file what the version before the journal's is: the log without the rows
    each record changed, and without the journal's first record (the others chained anew)."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    # The formats after the journal's: their columns go; the log is rewritten below.
    conn.execute("ALTER TABLE players DROP COLUMN k_factor")
    conn.execute("DROP TABLE round_times")
    conn.execute("ALTER TABLE games DROP COLUMN adjourned")
    conn.execute("ALTER TABLE games DROP COLUMN paired_as_draw_through")
    entries = log.entries(conn)
    assert entries[0].kind == log.CONVERSION
    conn.execute("DROP TRIGGER log_no_delete")
    conn.execute("DELETE FROM log")
    conn.execute("DELETE FROM sqlite_sequence")
    conn.execute("UPDATE log_head SET last_seq = 0, hash = ''")
    conn.execute("ALTER TABLE log DROP COLUMN changes")
    conn.execute(schema.LOG_TRIGGERS[1])
    for e in entries[1:]:
        log.append(conn, LogDraft(e.kind, e.text, e.round, e.author, e.time, e.data))
    conn.execute(f"PRAGMA user_version = {store.MIGRATIONS.index(schema._add_journal_changes)}")
    conn.execute("COMMIT")
    conn.close()


def _downgrade_from_the_event_code(path) -> None:
    """Make a newest file what the version before the FIDE tournament code's is."""
    _downgrade_from_the_journal(path)
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE settings DROP COLUMN event_code")
    conn.execute(f"PRAGMA user_version = {store.MIGRATIONS.index(schema._add_event_code)}")
    conn.commit()
    conn.close()


def _downgrade_without_print_size(path) -> None:
    """Make a newest file what the version before the printing size's and currency's is."""
    _downgrade_from_the_event_code(path)
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE settings DROP COLUMN print_size")
    conn.execute("ALTER TABLE settings DROP COLUMN currency")
    conn.execute("PRAGMA user_version ="
                 f" {store.MIGRATIONS.index(schema._add_print_size_and_currency)}")
    conn.commit()
    conn.close()


def _downgrade_from_the_fide_mode(path) -> None:
    """Make a newest file what the version before the FIDE mode's is."""
    _downgrade_without_print_size(path)
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE settings DROP COLUMN fide_mode_left")
    conn.execute(f"PRAGMA user_version = {store.MIGRATIONS.index(schema._add_fide_mode)}")
    conn.commit()
    conn.close()


def test_file_before_the_print_size_prints_at_the_normal_size_without_currency(tmp_path):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    _downgrade_without_print_size(path)
    with TournamentFile.open(path) as f:
        assert f.tournament == _without_print_size(_rich_tournament())
        f.apply(lambda t: setattr(t, "print_size", "large"))
        f.apply(lambda t: setattr(t, "currency", "Kč"))
    assert _version(path) == len(store.MIGRATIONS)
    with TournamentFile.open(path) as f:
        assert (f.tournament.print_size, f.tournament.currency) == ("large", "Kč")


def _downgrade_from_the_pairing_server(path) -> None:
    """Make a newest file what the version before the pairing server's is."""
    _downgrade_from_the_fide_mode(path)
    conn = sqlite3.connect(path)
    for column in ("pairing_server_url", "pairing_server_tournament", "pairing_server_secret"):
        conn.execute(f"ALTER TABLE settings DROP COLUMN {column}")
    conn.execute("ALTER TABLE rounds DROP COLUMN paired_locally")
    conn.execute(f"PRAGMA user_version = {store.MIGRATIONS.index(schema._add_pairing_server)}")
    conn.commit()
    conn.close()


def _downgrade_without_print_language(path) -> None:
    """Make a newest file what a file before the printing language's migration is."""
    _downgrade_from_the_pairing_server(path)
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE settings DROP COLUMN print_language")
    conn.execute(f"PRAGMA user_version = {store.MIGRATIONS.index(schema._add_print_language)}")
    conn.commit()
    conn.close()


def test_file_before_the_event_code_opens_without_one_and_keeps_it_once_given(tmp_path):
    path = tmp_path / "t.arbiter"
    rich = _rich_tournament()
    TournamentFile.create(path, copy.deepcopy(rich)).close()
    with TournamentFile.open(path) as f:
        assert f.tournament.event_code == "123456"
    _downgrade_from_the_event_code(path)
    with TournamentFile.open(path) as f:
        assert f.tournament == _without_event_code(rich)
    assert _version(path) == len(store.MIGRATIONS)


def test_file_before_the_fide_mode_is_in_it_unless_paired_with_leong(tmp_path):
    for system, left in (("dubov", ""), ("leong", "unknown")):
        path = tmp_path / f"{system}.arbiter"
        rich = _rich_tournament()
        rich.pairing_system = system
        TournamentFile.create(path, copy.deepcopy(rich)).close()
        _downgrade_from_the_fide_mode(path)
        with TournamentFile.open(path) as f:
            assert f.tournament.fide_mode_left == left
            assert f.tournament == _without_fide_mode(rich)
        assert _version(path) == len(store.MIGRATIONS)


def test_file_before_the_pairing_server_gains_none_and_keeps_its_data(tmp_path):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    _downgrade_from_the_pairing_server(path)
    with TournamentFile.open(path) as f:
        assert f.tournament == _without_pairing_server(_rich_tournament())
        f.apply(lambda t: setattr(t, "pairing_server_secret", "s"))
    assert _version(path) == len(store.MIGRATIONS)
    with TournamentFile.open(path) as f:
        assert f.tournament.pairing_server_secret == "s"


def _downgrade_to_version_6(path) -> None:
    """Make a newest file what a version 6 file is: without the edition of the Dutch rules."""
    _downgrade_without_print_language(path)
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE settings DROP COLUMN dutch_edition")
    conn.execute("PRAGMA user_version = 6")
    conn.commit()
    conn.close()


def test_file_without_the_print_language_gains_it_and_keeps_its_data(tmp_path):
    path = tmp_path / "t.arbiter"
    before = _without_pairing_server(_rich_tournament())
    before.print_language = ""
    TournamentFile.create(path, copy.deepcopy(_rich_tournament())).close()
    _downgrade_without_print_language(path)
    with TournamentFile.open(path) as f:
        assert f.tournament == before  # the printouts speak the program's language
        f.apply(lambda t: setattr(t, "print_language", "ru"))
    assert _version(path) == len(store.MIGRATIONS)
    with TournamentFile.open(path) as f:
        assert f.tournament.print_language == "ru"


def test_version_6_file_gains_the_dutch_edition_2025_and_keeps_its_data(tmp_path):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    _downgrade_to_version_6(path)
    with TournamentFile.open(path) as f:
        # Every round of an older file was paired with the 2025 edition, the only one then.
        assert f.tournament == replace(_without_pairing_server(_rich_tournament()),
                                       dutch_edition="2025", print_language="")
        f.apply(lambda t: setattr(t, "dutch_edition", "2012"))
    assert _version(path) == len(store.MIGRATIONS)
    with TournamentFile.open(path) as f:
        assert f.tournament.dutch_edition == "2012"


def test_the_store_refuses_an_unknown_edition_written_by_hand(tmp_path):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, Tournament()).close()
    conn = sqlite3.connect(path)
    with pytest.raises(sqlite3.IntegrityError, match="CHECK"):
        conn.execute("UPDATE settings SET dutch_edition = '2019'")
    conn.close()


def _downgrade_to_version_5(path) -> None:
    """Make a newest file what a version 5 file is: without the result corrections."""
    _downgrade_to_version_6(path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE result_corrections")
    conn.execute("PRAGMA user_version = 5")
    conn.commit()
    conn.close()


def _downgrade_to_version_4(path) -> None:
    """Make a newest file what a version 4 file is: without categories and prizes."""
    _downgrade_to_version_5(path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE categories")
    conn.execute("DROP TABLE prizes")
    for column in ("age_reference_date", "prize_rule", "one_prize_per_player"):
        conn.execute(f"ALTER TABLE settings DROP COLUMN {column}")
    conn.execute("PRAGMA user_version = 4")
    conn.commit()
    conn.close()


def test_version_4_file_gains_categories_and_prizes_and_keeps_its_data(tmp_path):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    _downgrade_to_version_4(path)
    with TournamentFile.open(path) as f:
        assert f.tournament == _rich_tournament_v4()
        f.apply(lambda t: setattr(t, "prizes", _rich_tournament().prizes))
    assert _version(path) == len(store.MIGRATIONS)
    with TournamentFile.open(path) as f:
        assert f.tournament.prizes == _rich_tournament().prizes


def _downgrade_to_version_3(path) -> None:
    """Make a newest file what a version 3 file is: no categories nor prizes, tables not
    STRICT, the log without its records and head (and, to keep its chain whole, empty)."""
    _downgrade_to_version_4(path)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    conn.execute("DROP TABLE log_head")
    conn.execute("DROP TRIGGER log_no_delete")
    conn.execute("DELETE FROM log")
    conn.execute("DELETE FROM sqlite_sequence")
    conn.execute("ALTER TABLE log DROP COLUMN data")
    for name, sql in conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'"
                                  " AND name NOT LIKE 'sqlite_%'").fetchall():
        conn.execute(re.sub(rf'^CREATE TABLE "?{name}"?', f"CREATE TABLE {name}__loose", sql)
                     .removesuffix(" STRICT"))
        conn.execute(f"INSERT INTO {name}__loose SELECT * FROM {name}")
        conn.execute(f"DROP TABLE {name}")
        conn.execute(f"ALTER TABLE {name}__loose RENAME TO {name}")
    for statement in schema.LOG_TRIGGERS:
        conn.execute(statement)
    conn.execute("PRAGMA user_version = 3")
    conn.execute("COMMIT")
    conn.close()


def test_open_migrates_an_older_file_to_the_newest_version(tmp_path, monkeypatch):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    monkeypatch.setattr(schema, "MIGRATIONS", [*schema.MIGRATIONS, _add_notes_column])
    with TournamentFile.open(path) as f:
        assert f.tournament == _rich_tournament()
        f.apply(lambda t: setattr(t, "city", "Laval"))
    assert _version(path) == len(schema.MIGRATIONS)  # the patched list, one longer
    assert "notes" in _columns(path, "settings")
    with TournamentFile.open(path) as f:
        assert f.tournament.city == "Laval"


def test_version_1_file_gains_the_overrides_table_and_keeps_its_data(tmp_path):
    path = tmp_path / "t.arbiter"
    v1_content = _rich_tournament_v4()
    v1_content.overrides = []
    v1_content.tiebreak_unrated_rating = 0
    TournamentFile.create(path, copy.deepcopy(v1_content)).close()
    _downgrade_to_version_3(path)
    conn = sqlite3.connect(path)  # what a version 1 file is: without the later additions
    conn.execute("DROP TABLE overrides")
    conn.execute("ALTER TABLE settings DROP COLUMN tiebreak_unrated_rating")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    assert _columns(path, "overrides") == []
    with TournamentFile.open(path) as f:
        assert f.tournament == v1_content
    assert _version(path) == len(store.MIGRATIONS)
    assert _columns(path, "overrides")[:3] == ["position", "round", "action"]


def test_version_2_file_gains_the_unrated_rating_for_tiebreaks_and_keeps_its_data(tmp_path):
    path = tmp_path / "t.arbiter"
    v2_content = _rich_tournament_v4()
    v2_content.tiebreak_unrated_rating = 0
    TournamentFile.create(path, copy.deepcopy(v2_content)).close()
    _downgrade_to_version_3(path)
    conn = sqlite3.connect(path)  # what a version 2 file is: settings without the column
    conn.execute("ALTER TABLE settings DROP COLUMN tiebreak_unrated_rating")
    conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    assert "tiebreak_unrated_rating" not in _columns(path, "settings")
    with TournamentFile.open(path) as f:
        assert f.tournament == v2_content
        f.apply(lambda t: setattr(t, "tiebreak_unrated_rating", 1000))
    assert _version(path) == len(store.MIGRATIONS)
    with TournamentFile.open(path) as f:
        assert f.tournament.tiebreak_unrated_rating == 1000


def test_failed_migration_leaves_the_file_at_its_version(tmp_path, monkeypatch):
    path = tmp_path / "t.arbiter"
    TournamentFile.create(path, _rich_tournament()).close()
    monkeypatch.setattr(schema, "MIGRATIONS", [*schema.MIGRATIONS, _failing_migration])
    with pytest.raises(StoreError, match="disk full"):
        TournamentFile.open(path)
    assert _version(path) == len(schema.MIGRATIONS) - 1  # the patched list, one longer
    assert "notes" not in _columns(path, "settings")


def test_version_5_file_gains_the_result_corrections_table_and_keeps_its_data(tmp_path):
    path = tmp_path / "t.arbiter"
    v5_content = _without_pairing_server(_rich_tournament())
    v5_content.corrections = []
    v5_content.dutch_edition = Tournament().dutch_edition
    v5_content.print_language = ""
    TournamentFile.create(path, copy.deepcopy(v5_content)).close()
    _downgrade_to_version_5(path)
    with TournamentFile.open(path) as f:
        assert f.tournament == v5_content
        f.apply(lambda t: t.corrections.extend(_rich_tournament().corrections))
    assert _version(path) == len(store.MIGRATIONS)
    with TournamentFile.open(path) as f:
        assert f.tournament.corrections == _rich_tournament().corrections


# -- log -----------------------------------------------------------------------------------------

def _file_with_log(tmp_path) -> TournamentFile:
    f = TournamentFile.create(tmp_path / "t.arbiter", Tournament())
    f.append_log("pairing", "Round 1 paired", round_no=1, author="IA Smith",
                 time="2025-07-01T09:00:00+00:00")
    f.append_log("result", "Board 3: 1-0", round_no=1, author="IA Smith")
    f.append_log("note", "Spectator complaint ½ noted", author="FA Müller")
    f.append_log("result", "Board 4: 0-1", round_no=1, author="IA Smith")
    return f


def _tamper(tmp_path, *statements: str) -> None:
    """Change the log as an outside SQLite tool would, past the append-only triggers (put back
    afterwards, as a careful forger would)."""
    conn = sqlite3.connect(tmp_path / "t.arbiter")
    conn.execute("DROP TRIGGER IF EXISTS log_no_update")
    conn.execute("DROP TRIGGER IF EXISTS log_no_delete")
    for statement in statements:
        conn.execute(statement)
    for statement in schema.LOG_TRIGGERS:
        conn.execute(statement)
    conn.commit()
    conn.close()


def test_log_entries_are_hash_chained_and_verify(tmp_path):
    with _file_with_log(tmp_path) as f:
        log = f.read_log()
        # The journal's first record holds the tournament as created.
        assert [(e.seq, e.kind, e.round, e.author) for e in log] == [
            (1, "journal", None, ""), (2, "pairing", 1, "IA Smith"), (3, "result", 1, "IA Smith"),
            (4, "note", None, "FA Müller"), (5, "result", 1, "IA Smith")]
        assert log[1].time == "2025-07-01T09:00:00+00:00"
        assert log[0].hash == log[0].chained_hash("")
        assert all(e.hash == e.chained_hash(prev.hash) for prev, e in pairwise(log))
        assert f.verify_log() == []


def test_log_is_append_only(tmp_path):
    _file_with_log(tmp_path).close()
    conn = sqlite3.connect(tmp_path / "t.arbiter")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("UPDATE log SET text = 'x' WHERE seq = 1")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        conn.execute("DELETE FROM log WHERE seq = 1")
    conn.close()


def test_log_verification_detects_an_edited_entry(tmp_path):
    _file_with_log(tmp_path).close()
    _tamper(tmp_path, "UPDATE log SET text = 'Board 3: 0-1' WHERE seq = 3")
    with TournamentFile.open(tmp_path / "t.arbiter") as f:
        assert f.verify_log() == [
            "Log entry 3 (" + local_time(f.read_log()[2].time, seconds=True)
            + ", result) does not match its hash: it"
            " was changed"]


def test_log_verification_detects_deleted_entries(tmp_path):
    with _file_with_log(tmp_path) as f:
        head = f.read_log()[-1].hash
    _tamper(tmp_path, "DELETE FROM log WHERE seq = 3")
    with TournamentFile.open(tmp_path / "t.arbiter") as f:
        assert f.verify_log() == ["Log entries 3 to 3 are missing (deleted)"]
    _tamper(tmp_path, "DELETE FROM log WHERE seq = 5")
    with TournamentFile.open(tmp_path / "t.arbiter") as f:
        assert f.verify_log() == [
            "Log entries 3 to 3 are missing (deleted)",
            "Log entries 5 to 5 are missing (deleted at the end)",
            f"The log's head record says the log ends at entry 5 ({log.anchor(head)}), but it"
            " holds entry 4: entries were removed or rewritten"]
        # Appending after a deletion continues the numbering; the gap stays visible.
        assert f.append_log("note", "after").seq == 6
        assert f.verify_log() == ["Log entries 3 to 3 are missing (deleted)",
                                  "Log entries 5 to 5 are missing (deleted)"]


def test_apply_saves_the_change_and_its_log_entry_in_one_transaction(tmp_path):
    path = tmp_path / "t.arbiter"
    with TournamentFile.create(path, Tournament()) as f:
        f.apply(lambda t: setattr(t, "city", "Laval") or "Laval",
                log=lambda city: LogDraft("note", f"City set to {city}", None, "IA Smith"))
    with TournamentFile.open(path) as f:
        assert f.tournament.city == "Laval"
        assert [(e.kind, e.text, e.author) for e in f.read_log()[1:]] == [
            ("note", "City set to Laval", "IA Smith")]
        assert f.verify_log() == []


def test_a_log_entry_that_cannot_be_made_saves_neither_it_nor_the_change(tmp_path):
    path = tmp_path / "t.arbiter"

    def no_entry(_result):
        raise StoreError("no log entry")

    with TournamentFile.create(path, Tournament()) as f:
        with pytest.raises(StoreError, match="no log entry"):
            f.apply(lambda t: setattr(t, "city", "Laval"), log=no_entry)
        assert f.tournament.city == ""
    with TournamentFile.open(path) as f:
        assert f.tournament.city == ""
        assert [e.kind for e in f.read_log()] == ["journal"]  # the journal's first record


def _create_before(path, t: Tournament, migration: schema.Migration) -> None:
    """A file of the format before `migration` (one after the journal's), as the program of
    that format wrote it: its journal records hold only the tables and columns it had."""
    before = schema.MIGRATIONS.index(migration)
    k_factor, round_times = (schema.MIGRATIONS.index(schema._add_k_factor),
                             schema.MIGRATIONS.index(schema._add_round_times))
    # The games' columns added after the file's format.
    later = {column for column, migration in (
        ("adjourned", schema._add_adjourned_games),
        ("paired_as_draw_through", schema._add_paired_as_draw_through))
        if before <= schema.MIGRATIONS.index(migration)}
    game_row = rows.game_row
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(schema, "MIGRATIONS", schema.MIGRATIONS[:before])
        patch.setattr(rows, "game_row", lambda *game: {
            column: value for column, value in game_row(*game).items() if column not in later})
        if before <= k_factor:
            patch.setattr(rows, "PLAYER_COLUMNS",
                          tuple(c for c in rows.PLAYER_COLUMNS if c != "k_factor"))
        if before <= round_times:
            patch.setattr(rows, "_TABLE_ROWS", {table: made for table, made
                                                in rows._TABLE_ROWS.items()
                                                if table != "round_times"})
        path.write_bytes(disk.build(t))  # as `create` builds it, not read back
    assert _version(path) == before


def test_file_before_the_adjourned_games_gains_none_and_keeps_them_once_set(tmp_path):
    # VCL.15: round 2's board 2 has no result; marked adjourned, round 3 rests on it as a
    # draw (C.04.2 D.1).
    path = tmp_path / "t.arbiter"
    _create_before(path, _rich_tournament(), schema._add_adjourned_games)
    with TournamentFile.open(path) as f:
        assert f.tournament == _rich_tournament()
        assert f.journal_check.verified, f.journal_check.problems
        f.apply(lambda t: setattr(t.round(2).games[1], "adjourned", True))
    assert _version(path) == len(store.MIGRATIONS)
    with TournamentFile.open(path) as f:
        assert f.tournament.round(2).games[1].is_adjourned and f.journal_check.verified
        f.tournament.round(2).games[1].adjourned = False
        assert f.tournament == _rich_tournament()


def test_file_before_the_draws_rounds_were_paired_on_gains_none_and_keeps_them_once_set(
        tmp_path):
    # C.04.2 D.1: round 1's board 1 was adjourned when round 2 was paired, and its result
    # came after; round 2 stays paired on the draw.
    path = tmp_path / "t.arbiter"
    _create_before(path, _rich_tournament(), schema._add_paired_as_draw_through)
    with TournamentFile.open(path) as f:
        assert f.tournament == _rich_tournament()
        assert f.journal_check.verified, f.journal_check.problems
        f.apply(lambda t: setattr(t.round(1).games[0], "paired_as_draw_through", 2))
    assert _version(path) == len(store.MIGRATIONS)
    with TournamentFile.open(path) as f:
        assert f.tournament.round(1).games[0].paired_as_draw_through == 2
        assert f.journal_check.verified
        f.tournament.round(1).games[0].paired_as_draw_through = 0
        assert f.tournament == _rich_tournament()


def test_file_before_the_round_times_gains_none_and_keeps_them_once_set(tmp_path):
    path = tmp_path / "t.arbiter"
    _create_before(path, _without_round_times(_rich_tournament()), schema._add_round_times)
    with TournamentFile.open(path) as f:
        assert f.tournament == _without_round_times(_rich_tournament())
        assert f.journal_check.verified, f.journal_check.problems
        f.apply(lambda t: setattr(t, "round_times", {2: "09:30"}))
    assert _version(path) == len(store.MIGRATIONS)
    with TournamentFile.open(path) as f:
        assert f.tournament == _rich_tournament() and f.journal_check.verified


def test_file_before_the_k_factor_gains_the_column_empty_and_keeps_it_once_set(tmp_path):
    path = tmp_path / "t.arbiter"
    _create_before(path, _without_k_factor(_rich_tournament()), schema._add_k_factor)
    with TournamentFile.open(path) as f:
        assert f.tournament == _without_k_factor(_rich_tournament())
        assert f.journal_check.verified, f.journal_check.problems
        f.apply(lambda t: setattr(t.player(12), "k_factor", 40))
        f.apply(lambda t: setattr(t, "round_times", {2: "09:30"}))
    assert _version(path) == len(store.MIGRATIONS)
    with TournamentFile.open(path) as f:
        assert f.tournament == _rich_tournament() and f.journal_check.verified
