"""Players imported from a CSV file: columns by header name, line-numbered errors, all or none."""

from __future__ import annotations

import copy

import pytest

from arbiter_gui.core import handling
from arbiter_gui.core.csv_import import (
    CsvImportError,
    import_players,
    read_csv_file,
    read_players,
)
from arbiter_gui.core.model import ByeKind, Game, Player, Tournament

GOOD = """Surname,Given name,Title,FIDE id,Federation,Rating,Birth date,Sex,Club
Carlsen,Magnus,GM,1503014,NOR,2830,1990/11/30,m,Offerspill
Hou,Yifan,gm,8602980,CHN,2650,1994-02-27,f,
"Van Foreest","Jorden",GM,1039784,NED,2690,1999,m,"Schaakclub, Groningen"
"""


def _tournament() -> Tournament:
    t = Tournament(name="Open", rounds_planned=7)
    handling.add_player(t, Player(1, "Already", rating=2000, fide_id=1))
    return t


def test_columns_are_found_by_their_names_in_any_order():
    rows = read_players("elo;Last name;first_name;FED\n2100;Durand;Anne;fra\n")
    assert rows == [(2, Player(0, "Durand", "Anne", rating=2100, federation="FRA"))]


def test_a_good_file_registers_everyone_in_the_initial_order():
    t = _tournament()
    added = import_players(t, GOOD)
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


def test_c04_2_c2_after_round_1_the_imported_players_are_late_entries():
    t = _tournament()
    handling.add_player(t, Player(2, "Second", rating=1900))
    handling.set_round_pairing(t, 1, [Game(1, 2)])
    added = import_players(t, "surname,rating\nLate,2500\n")
    assert t.round(1).byes == {added[0].id: ByeKind.ZERO}
    assert t.player(added[0].id).pairing_no == 1  # C.04.2 C.3: provisional numbers


@pytest.mark.parametrize(("text", "message"), [
    ("", "Line 1: the file is empty"),
    ("surname,ratng\nA,1\n", "Line 1, column 2: unknown column 'ratng'"),
    ("given name,rating\nA,1\n", "Line 1: no surname column"),
    ("surname,last name\nA,B\n", "Line 1, column 2: 'last name' repeats column 1"),
    ("surname,rating\n", "lists no player"),
    ("surname,rating\nA,2000\nB,20x0\n", "Line 3, column 2: rating: expected a whole number"),
    ("surname,rating\nA,2000\n\nB,9000\n", "Line 4: .*rating 9000 is out of range"),
    ("surname,rating\nA,2000,extra\n", "Line 2: 3 values, but the first line names 2"),
    ("surname,fide id\nA,1\n", "Line 2: .*FIDE id 1 is already registered for Already"),
    ("surname,fide id\nA,7\nB,7\n", "Line 3: .*FIDE id 7 is already registered for A"),
    ("surname,birth date\nA,1990/02/30\n", "Line 2: .*birth date '1990/02/30'"),
    ("surname,sex\nA,x\n", "Line 2: .*sex 'x': expected m, w"),
    ("surname,title\nA,XM\n", "Line 2: .*unknown title 'XM'"),
    ("surname,rating\n,2000\n", "Line 2: .*the surname is empty"),
    ('surname,club\nA,"unclosed\n', "Line 2: unexpected end of data"),
])
def test_a_bad_file_names_the_line_and_registers_nobody(text, message):
    t = _tournament()
    before = copy.deepcopy(t)
    with pytest.raises(CsvImportError, match=message):
        import_players(t, text)
    assert t == before


def test_a_file_not_in_utf8_names_its_line(tmp_path):
    path = tmp_path / "players.csv"
    path.write_bytes("surname\nDurand\nM\u00fcller\n".encode("latin-1"))
    with pytest.raises(CsvImportError, match="players.csv, line 3: not UTF-8 text"):
        read_csv_file(path)
    path.write_bytes("\ufeffsurname\nM\u00fcller\n".encode())
    assert read_players(read_csv_file(path))[0][1].surname == "M\u00fcller"
    with pytest.raises(CsvImportError, match="cannot read the file"):
        read_csv_file(tmp_path / "missing.csv")
