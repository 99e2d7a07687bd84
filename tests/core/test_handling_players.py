"""Player details: entered, checked and corrected (C.04.2 B, D.8)."""

from __future__ import annotations

import copy

import pytest

from arbiter_gui.core import handling
from arbiter_gui.core.model import Game, ModelError, Player, Tournament


def _tournament() -> Tournament:
    t = Tournament(name="Open", rounds_planned=5)
    for i, (name, rating) in enumerate((("Smith", 2200), ("Jones", 2100), ("Brown", 2000),
                                        ("Green", 1900)), start=1):
        handling.add_player(t, Player(i, name, rating=rating, fide_id=100 + i))
    return t


def _numbers(t: Tournament) -> dict[str, int]:
    return {p.surname: p.pairing_no for p in t.players}


def test_c04_2_b3_a_corrected_rating_before_round_1_renumbers_the_players():
    t = _tournament()
    handling.update_player(t, 4, {"rating": 2300, "given_name": "Gwen"})
    assert _numbers(t) == {"Green": 1, "Smith": 2, "Jones": 3, "Brown": 4}
    assert t.player(4).name == "Green, Gwen"


def test_c04_2_d8_a_corrected_rating_after_round_1_keeps_the_pairing_numbers():
    t = _tournament()
    handling.set_round_pairing(t, 1, [Game(1, 3), Game(4, 2)])
    handling.update_player(t, 4, {"rating": 2300})
    assert t.player(4).rating == 2300
    assert _numbers(t) == {"Smith": 1, "Jones": 2, "Brown": 3, "Green": 4}


@pytest.mark.parametrize(("changes", "message"), [
    ({"fide_id": 101}, r"Player 4 \(Green\): FIDE id 101 is already registered for Smith"),
    ({"fide_id": 0}, "the FIDE id must be a positive number"),
    ({"rating": 3501}, "the rating 3501 is out of range"),
    ({"national_rating": -5}, "the national rating cannot be negative"),
    ({"birth_date": "1990/13/01"}, "birth date '1990/13/01': expected YYYY/MM/DD or YYYY"),
    ({"birth_date": "90/01/01"}, "birth date '90/01/01'"),
    ({"birth_date": "1990/02/29"}, "birth date '1990/02/29'"),
    ({"sex": "x"}, "sex 'x'"),
    ({"federation": "Fr"}, "federation 'Fr': expected three capital letters"),
    ({"title": "XM"}, "unknown title 'XM'"),
    ({"surname": " "}, "the surname is empty"),
    ({"pairing_no": 1}, "'pairing_no' is not a detail the arbiter enters"),
])
def test_a_bad_correction_is_refused_and_changes_nothing(changes, message):
    t = _tournament()
    before = copy.deepcopy(t)
    with pytest.raises(ModelError, match=message):
        handling.update_player(t, 4, changes)
    assert t == before


@pytest.mark.parametrize("birth_date", ["1990", "1990/01/31", "1990/00/00", "1990/05/00",
                                        "2000/02/29"])
def test_birth_dates_fide_files_use_are_accepted(birth_date):
    t = _tournament()
    handling.update_player(t, 1, {"birth_date": birth_date})
    assert t.player(1).birth_date == birth_date


def test_a_new_player_with_a_rating_out_of_range_is_refused():
    t = _tournament()
    with pytest.raises(ModelError, match="New player 'Big': the rating 9000 is out of range"):
        handling.add_player(t, Player(9, "Big", rating=9000))


@pytest.mark.parametrize(("name", "text", "value"), [
    ("rating", " 2100 ", 2100), ("rating", "", 0), ("fide_id", "", None),
    ("fide_id", "1503014", 1503014), ("title", "gm", "GM"), ("federation", "nor", "NOR"),
    ("sex", "F", "w"), ("birth_date", "1990-11-30", "1990/11/30"), ("club", " Club ", "Club"),
])
def test_typed_text_becomes_the_value_the_model_holds(name, text, value):
    assert handling.player_field_value(name, text) == value


def test_typed_text_that_is_not_a_number_is_refused():
    with pytest.raises(ModelError, match="FIDE id: expected a whole number, got '15-03'"):
        handling.player_field_value("fide_id", "15-03")
