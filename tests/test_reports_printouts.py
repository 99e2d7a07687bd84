"""The printouts arbiters hand out (issue 16): starting list, categories and prizes, result
slips, read back from the PDF."""

from __future__ import annotations

from arbiter_gui.core.model import Tournament
from arbiter_gui.reports.pairings import alphabetical_report
from arbiter_gui.reports.startlist import by_name
from tests.report_helpers import played, printed
from tests.test_reports import ROUND_1, _has_row, _order, _row_index


def _field() -> Tournament:
    """8 players with titles, federations, both ratings, birth dates and clubs; accented and
    Cyrillic names to sort."""
    t = played(8, [ROUND_1], p1="Östberg, Anna", p2="Nagy, Béla", p3="Pérez, Juan",
               p5="Adams, Zoe", p6="Иванов, Пётр")
    p1 = t.player(1)
    p1.title, p1.federation, p1.fide_id, p1.rating = "WGM", "SWE", 1700123, 2391
    p1.national_rating, p1.birth_date, p1.club = 2405, "1990/03/04", "SK Rockaden"
    t.player(2).birth_date, t.player(2).club = "2009", "Budapesti Honvéd"
    t.player(6).federation, t.player(6).club = "RUS", "ЦШК"
    return t


# -- starting list --------------------------------------------------------------------------------

def test_starting_list_by_pairing_number_with_title_federation_ratings_birth_year_club(
        tmp_path):
    found = printed("startlist", _field(), tmp_path)
    assert "Starting list (8 players)" in found
    assert _has_row(found, ["1", "WGM", "Östberg, Anna", "SWE", "1700123", "2391", "2405",
                            "1990", "SK Rockaden"])
    assert _has_row(found, ["2", "Nagy, Béla", "2580", "2009", "Budapesti Honvéd"])
    assert _has_row(found, ["6", "Иванов, Пётр", "RUS", "2540", "ЦШК"])
    names = ["Östberg, Anna", "Nagy, Béla", "Pérez, Juan", "Player04", "Adams, Zoe",
             "Иванов, Пётр", "Player07", "Player08"]
    order = _order(found, names)
    assert order == sorted(order)


def test_alphabetical_starting_list_sorts_as_the_alphabetical_pairing_list(tmp_path):
    t = _field()
    found = printed("startlist-alphabetical", t, tmp_path)
    expected = ["Adams, Zoe", "Nagy, Béla", "Östberg, Anna", "Pérez, Juan", "Player04",
                "Player07", "Player08", "Иванов, Пётр"]
    order = _order(found, expected)
    assert order == sorted(order)
    assert [p.name for p in by_name(t)] == expected
    # The very order of the alphabetical pairing list: the same key, not a second one.
    pairing_list = alphabetical_report(t, 1, "a4").story[0]._cellvalues[1:]
    assert [row[1] for row in pairing_list] == [str(p.pairing_no) for p in by_name(t)]


def test_starting_list_needs_no_paired_round(tmp_path):
    found = printed("startlist", played(4, []), tmp_path)
    assert _row_index(found, ["1", "Player01"]) >= 0 and "Player04" in found
