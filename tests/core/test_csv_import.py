"""Players imported from a CSV file: what spreadsheets write (encodings, separators, a single
name column), columns by header name or by the arbiter's mapping, refused rows named by line
and column, and only CsvImportError ever raised."""

from __future__ import annotations

import copy
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arbiter_gui.core import handling
from arbiter_gui.core.csv_import import (
    NAME,
    CsvImportError,
    check_mapping,
    decode,
    guess_mapping,
    import_players,
    read_csv_file,
    read_players,
    read_table,
    summary,
)
from arbiter_gui.core.model import ByeKind, Game, Player, Tournament
from arbiter_gui.core.rating import MAX_K_FACTOR, MIN_K_FACTOR

GOOD = """Surname,Given name,Title,FIDE id,Federation,Rating,Birth date,Sex,Club
Carlsen,Magnus,GM,1503014,NOR,2830,1990/11/30,m,Offerspill
Hou,Yifan,gm,8602980,CHN,2650,1994-02-27,f,
"Van Foreest","Jorden",GM,1039784,NED,2690,1999,m,"Schaakclub, Groningen"
"""


def _tournament() -> Tournament:
    t = Tournament(name="Open", rounds_planned=7)
    handling.add_player(t, Player(1, "Already", rating=2000, fide_id=1))
    return t


def _players(text: str, mapping=None) -> list[tuple[int, Player]]:
    players, refused = read_players(read_table(text), mapping)
    assert refused == []
    return players


def _refusals(text: str) -> list[str]:
    return [str(r) for r in import_players(_tournament(), read_table(text)).refused]


def test_columns_are_found_by_their_names_in_any_order():
    assert _players("elo;Last name;first_name;FED\n2100;Durand;Anne;fra\n") == [
        (2, Player(0, "Durand", "Anne", rating=2100, federation="FRA"))]


@pytest.mark.parametrize("header", ["K-factor", "K factor", "k_factor", "K", "KFactor"])
def test_b_02_8_3_3_a_k_factor_column_gives_the_players_k(header):
    """FIDE Rating Regulations B.02 8.3.3: the K-factor the arbiter knows (40 for a player new to
    the list, 10 once 2400 was reached) comes in with the player; empty derives it."""
    assert _players(f"surname;{header}\nA;40\nB;\n") == [
        (2, Player(0, "A", k_factor=40)), (3, Player(0, "B", k_factor=None))]
    t = _tournament()
    import_players(t, read_table(f"surname,rating,{header}\nA,2450,10\n"))
    assert t.players[-1].k_factor == 10


def test_a_good_file_registers_everyone_in_the_initial_order():
    t = _tournament()
    result = import_players(t, read_table(GOOD))
    assert result.refused == []
    added = result.added
    assert [p.surname for p in added] == ["Carlsen", "Hou", "Van Foreest"]
    carlsen = t.player(added[0].id)
    assert (carlsen.given_name, carlsen.title, carlsen.fide_id, carlsen.birth_date,
            carlsen.sex, carlsen.club) == ("Magnus", "GM", 1503014, "1990/11/30", "m",
                                           "Offerspill")
    hou = t.player(added[1].id)
    assert (hou.title, hou.birth_date, hou.sex) == ("GM", "1994/02/27", "w")
    assert t.player(added[2].id).club == "Schaakclub, Groningen"
    # C.04.2 B: pairing numbers follow the rating order.
    assert [p.surname for p in sorted(t.players, key=lambda p: p.pairing_no)] == [
        "Carlsen", "Van Foreest", "Hou", "Already"]
    assert summary(result) == "3 players imported."


def _after_round(rounds: int) -> Tournament:
    """Already (2000) and Second (1900), then Third and Fourth, paired `rounds` rounds."""
    t = _tournament()
    for pid, rating in ((2, 1900), (3, 1800), (4, 1700)):
        handling.add_player(t, Player(pid, ("Second", "Third", "Fourth")[pid - 2], rating=rating))
    for round_no in range(1, rounds + 1):
        handling.set_round_pairing(t, round_no, [Game(1, 2), Game(3, 4)])
    return t


def test_item_4_a_csv_imported_after_round_1_says_it_makes_late_entries_and_keeps_the_numbers():
    """Importing a CSV with round 4 paired made late entries silently and changed 30 of 32
    pairing numbers. The import says before (`late_entries_notice`, shown in the preview) and
    after (`summary`) that the players are late entries, from which round, with which byes
    (C.04.2 C.2); the players registered keep their numbers and the entrants get those after
    the last, unless the arbiter asks that all be re-assigned in the initial order (C.04.2
    C.3)."""
    t = _after_round(4)
    sheet = read_table("surname,rating\nLate,2500\nLater,1000\n")
    assert handling.late_entries_notice(t, 2) == (
        "The tournament is paired up to round 4, so the players imported will be late entries"
        " (C.04.2 C.2): paired from round 5 on, each with a zero-point bye in rounds 1-4. They"
        " get pairing numbers 5-6, after the last; the other players keep theirs, unless you"
        " choose to re-assign every number in the initial order (C.04.2 C.3).")
    numbers = {p.id: p.pairing_no for p in t.players}
    result = import_players(t, sheet)
    late, later = result.added
    assert {p.id: p.pairing_no for p in t.players if p.id in numbers} == numbers
    assert (t.player(late.id).pairing_no, t.player(later.id).pairing_no) == (5, 6)
    for round_no in range(1, 5):
        assert t.round(round_no).byes == {late.id: ByeKind.ZERO, later.id: ByeKind.ZERO}
    assert summary(result) == ("2 players imported. They are late entries (C.04.2 C.2): paired"
                               " from round 5 on, each with a zero-point bye in rounds 1-4.")
    renumbered = _after_round(1)
    added = import_players(renumbered, sheet, renumber=True).added
    assert [renumbered.player(p.id).pairing_no for p in added] == [1, 6]
    assert [p.pairing_no for p in renumbered.players[:4]] == [2, 3, 4, 5]
    assert summary(import_players(_after_round(1), read_table("surname\nOne\n"))) == (
        "1 player imported. The player is a late entry (C.04.2 C.2): paired from round 2 on,"
        " with a zero-point bye in round 1.")
    assert handling.late_entries_notice(_tournament(), 2) == ""  # before round 1: players


def test_what_excel_writes_by_default_windows_1252_semicolons_crlf(tmp_path):
    path = tmp_path / "excel.csv"
    path.write_bytes("Name;Elo;Fed\r\n\"M\u00fcller, J\u00fcrgen\";2210;GER\r\n"
                     "\u0160ar\u0161\u00fcn, \u0152dile;1800;FRA\r\n".encode("cp1252"))
    table = read_csv_file(path)
    assert (table.separator, table.encoding) == (";", "Windows-1252")
    assert [(line, p.surname, p.given_name, p.rating) for line, p in read_players(table)[0]] == [
        (2, "M\u00fcller", "J\u00fcrgen", 2210), (3, "\u0160ar\u0161\u00fcn", "\u0152dile", 1800)]


@pytest.mark.parametrize(("data", "encoding"), [
    ("\ufeffsurname,club\nM\u00fcller,\u00c9chiquier\n".encode(), "UTF-8"),
    ("surname,club\nM\u00fcller,\u00c9chiquier\n".encode(), "UTF-8"),
    ("surname\tclub\nM\u00fcller\t\u00c9chiquier\n".encode("utf-16"), "UTF-16"),
    ("surname,club\rM\u00fcller,\u00c9chiquier\r".encode("cp1252"), "Windows-1252"),
])
def test_every_encoding_a_spreadsheet_writes_is_read(tmp_path, data, encoding):
    path = tmp_path / "players.csv"
    path.write_bytes(data)
    table = read_csv_file(path)
    assert table.encoding == encoding
    assert read_players(table)[0][0][1] == Player(0, "M\u00fcller", club="\u00c9chiquier")


def test_a_file_in_no_known_encoding_names_its_line(tmp_path):
    path = tmp_path / "players.csv"
    path.write_bytes(b"surname\nDurand\nM\x81ller\n")  # 0x81: not UTF-8, not Windows-1252
    with pytest.raises(CsvImportError, match="players.csv, line 3: not UTF-8 or Windows-1252"):
        read_csv_file(path)
    with pytest.raises(CsvImportError, match="cannot read the file"):
        read_csv_file(tmp_path / "missing.csv")


@pytest.mark.parametrize(("cell", "birth_date"), [
    ("30.11.1990", "1990/11/30"), ("1.2.1990", "1990/02/01"), ("30/11/1990", "1990/11/30"),
    ("11/30/1990", "1990/11/30"), ("05/05/1990", "1990/05/05"), ("1990-11-30", "1990/11/30"),
    ("1990", "1990")])
def test_a_date_as_a_spreadsheet_shows_it_is_a_birth_date(cell, birth_date):
    assert _players(f"surname,born\nA,{cell}\n")[0][1].birth_date == birth_date


def test_a_date_whose_day_and_month_cannot_be_told_apart_is_refused():
    assert _refusals("surname,born\nA,03/04/1990\n") == [
        "Line 2, column 2: birth date '03/04/1990': day and month cannot be told apart; write"
        " it as YYYY/MM/DD"]


def test_sex_written_as_a_word():
    assert [p.sex for _, p in _players("surname,gender\nA,Female\nB,male\nC,F\nD,\n")] == [
        "w", "m", "w", ""]


def test_a_single_name_column_is_surname_comma_given_name():
    assert [p for _, p in _players('Name\n"Carlsen, Magnus"\nCarlsen, Magnus\nHou\n')] == [
        Player(0, "Carlsen", "Magnus"), Player(0, "Carlsen", "Magnus"), Player(0, "Hou")]
    assert [p for _, p in _players("Player,Elo\n\"So, Wesley\",2740\n")] == [
        Player(0, "So", "Wesley", rating=2740)]


def test_the_arbiter_maps_columns_the_header_does_not_name():
    table = read_table("Spieler;Punkte;Verein\nMeier, Hans;2050;SK Berlin\n")
    assert guess_mapping(table.header) == [None, None, None]
    with pytest.raises(CsvImportError, match="No column holds the surname"):
        read_players(table)
    players, _ = read_players(table, [NAME, "rating", "club"])
    assert players == [(2, Player(0, "Meier", "Hans", rating=2050, club="SK Berlin"))]


@pytest.mark.parametrize(("mapping", "message"), [
    (["surname", "surname"], "Column 2: Surname is already column 1"),
    ([NAME, "given_name"], "A Name .* column already gives"),
    (["rating", None], "No column holds the surname"),
    (["surname", "pairing_no"], "Column 2: 'pairing_no' is not a player's detail"),
])
def test_a_mapping_that_cannot_make_players_is_refused(mapping, message):
    with pytest.raises(CsvImportError, match=message):
        check_mapping(mapping)


def test_a_repeated_header_name_maps_its_first_column_only():
    assert guess_mapping(["Surname", "Last name", "Elo", "Unknown"]) == [
        "surname", None, "rating", None]


@pytest.mark.parametrize(("text", "message"), [
    ("surname,rating\nA,2000\nB,20x0\n", "Line 3, column 2: rating: expected a whole number"),
    ("surname,rating\nA,2000\n\nB,9000\n", "Line 4, column 2: rating 9000 is out of range"),
    ("surname,rating\nA,2000,extra\n", "Line 2: 3 values, but the first line names 2"),
    ("surname,fide id\nA,1\n", "Line 2: .*FIDE id 1 is already registered for Already"),
    ("surname,fide id\nA,7\nB,7\n", "Line 3: .*FIDE id 7 is already registered for A"),
    ("surname,fide id\nA,0\n", "Line 2: .*FIDE id must be a positive number"),
    ("surname,birth date\nA,1990/02/30\n", "Line 2: .*birth date '1990/02/30'"),
    ("surname,sex\nA,x\n", "Line 2: .*sex 'x': expected m, w"),
    ("surname,title\nA,XM\n", "Line 2: .*unknown title 'XM'"),
    ("surname,rating\n,2000\n", "Line 2: .*the surname is empty"),
    # Issue 19: characters that str.isdigit() accepts and int() refuses or overflows the store.
    ("surname,rating\nA,2\u00b200\n", "Line 2, column 2: rating: expected a whole number"
                                      r" \(digits 0-9\), got '2²00'"),
    ("surname,fide id\nA,\u0661\u0662\n", "Line 2, column 2: fide id: expected a whole number"),
    ("surname,fide id\nA," + "9" * 40 + "\n", "Line 2, column 2: FIDE id '9{40}': a FIDE id"
                                              " has at most 11 digits"),
    ("surname,rating\nA,-5\n", "Line 2, column 2: rating: expected a whole number"),
    ("surname,K-factor\nA,4O\n", "Line 2, column 2: K-factor: expected a whole number"),
    ("surname,K-factor\nA,\u00b2\n", "Line 2, column 2: K-factor: expected a whole number"),
    ("surname,K-factor\nA,50\n", "Line 2: .*the K-factor 50 is out of range"),
    ("surname,K-factor\nA,0\n", "Line 2: .*the K-factor 0 is out of range"),
])
def test_a_bad_row_is_refused_with_line_and_column_and_the_others_are_imported(text, message):
    refusals = _refusals(text)
    assert len(refusals) == 1
    assert re.match(message, refusals[0]), refusals[0]


def test_refused_rows_change_nothing_and_the_others_are_registered():
    t = _tournament()
    before = copy.deepcopy(t)
    assert import_players(t, read_table("surname,rating\nB,20x0\n")).added == []
    assert t == before
    result = import_players(t, read_table("surname,rating\nA,2000\nB,20x0\nC,1500\n"))
    assert [p.surname for p in result.added] == ["A", "C"]
    assert [p.surname for p in t.players] == ["Already", "A", "C"]
    assert summary(result) == ("2 players imported. 1 row refused:\n"
                               "Line 3, column 2: rating: expected a whole number (digits 0-9),"
                               " got '20x0'")


@pytest.mark.parametrize(("text", "message"), [
    ("", "Line 1: the file is empty"),
    ("\n\n", "Line 1: the file is empty"),
    ('surname,club\nA,"unclosed\n', "Line 2: unexpected end of data"),
])
def test_a_file_that_is_no_table_is_refused(text, message):
    with pytest.raises(CsvImportError, match=message):
        read_table(text)


def test_a_40_digit_fide_id_never_reaches_the_model():
    t = _tournament()
    result = import_players(t, read_table("surname,fide id\nA," + "1234567890" * 4 + "\n"))
    assert result.added == [] and len(t.players) == 1


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_issue_19_any_bytes_raise_only_csv_import_error(data):
    t = _tournament()
    try:
        text, _ = decode(data)
        import_players(t, read_table(text))
    except CsvImportError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.lists(st.lists(st.text(max_size=12), min_size=1, max_size=4), min_size=1, max_size=6),
       st.lists(st.sampled_from([None, NAME, "surname", "given_name", "fide_id", "rating",
                                 "national_rating", "title", "sex", "birth_date", "federation",
                                 "k_factor"]),
                min_size=1, max_size=4))
def test_issue_19_any_cells_under_any_mapping_raise_only_csv_import_error(rows, mapping):
    t = _tournament()
    table = read_table("h\n")
    table.header = [f"c{k}" for k in range(len(mapping))]
    table.rows = [(line, row) for line, row in enumerate(rows, start=2)]
    try:
        result = import_players(t, table, mapping)
    except CsvImportError:
        return
    for player in result.added:
        assert player.fide_id is None or 0 < player.fide_id < 10**11
        assert 0 <= player.rating <= handling.MAX_RATING
        assert player.k_factor is None or MIN_K_FACTOR <= player.k_factor <= MAX_K_FACTOR


def _sheet(rows: int) -> str:
    """`rows` players, one in ten with a FIDE id already given in an earlier row."""
    lines = ["surname,given name,fide id,rating"]
    lines += [f"Player{k:05},Given{k % 7},{1000 + k - (3 if k % 10 == 9 else 0)},{1000 + k % 1500}"
              for k in range(rows)]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("paired", [False, True], ids=["before round 1", "late entries"])
def test_item_18_csv_import_sorts_the_initial_order_once_not_once_a_row(monkeypatch, paired):
    """A CSV of 20,000 rows took minutes: each row re-sorted the whole list (C.04.2 B.3, C.3)
    and scanned it for the row's id and FIDE id. Now the initial order's key is computed once a
    player, and the import registers the same players with the same numbers as rows imported
    one at a time (benchmarks/csv_import_speed.py times it)."""
    table = read_table(_sheet(300))
    alone = _tournament()
    if paired:
        handling.add_player(alone, Player(2, "Second", rating=1900))
        handling.set_round_pairing(alone, 1, [Game(1, 2)])
    together = copy.deepcopy(alone)
    for line in _sheet(300).splitlines()[1:]:
        import_players(alone, read_table("surname,given name,fide id,rating\n" + line),
                       renumber=True)
    keys = 0
    order_key = handling.initial_order_key

    def counted(player):
        nonlocal keys
        keys += 1
        return order_key(player)

    monkeypatch.setattr(handling, "initial_order_key", counted)
    result = import_players(together, table, renumber=True)  # as one at a time renumbers
    assert (len(result.added), len(result.refused)) == (270, 30)
    assert keys <= len(together.players)
    assert together == alone
