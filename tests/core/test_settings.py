"""Tournament settings: what may change, and what the rules fix once round 1 is paired."""

from __future__ import annotations

import dataclasses

import pytest

from arbiter_gui.core import handling
from arbiter_gui.core.fide_mode import leave_fide_mode
from arbiter_gui.core.model import ByeKind, Colour, Game, ModelError, Player, Scoring, Tournament
from arbiter_gui.core.settings import (
    change_settings,
    draw_initial_colour,
    fixed_settings,
    settings_of,
)

SYSTEMS = ("dutch", "dubov")


def _tournament(paired: bool = False) -> Tournament:
    t = Tournament(name="Open", rounds_planned=7)
    for i in range(1, 5):
        handling.add_player(t, Player(i, f"P{i}", rating=2000 - i))
    if paired:
        handling.set_round_pairing(t, 1, [Game(1, 3), Game(4, 2)])
    return t


def _change(t: Tournament, **fields) -> None:
    change_settings(t, dataclasses.replace(settings_of(t), **fields), SYSTEMS)


def test_every_setting_changes_before_play():
    t = _tournament()
    new = dataclasses.replace(
        settings_of(t), name="Spring Open", city="Lyon", federation="FRA",
        start_date="2026/04/01", end_date="2026/04/05", chief_arbiter="A. Rbiter",
        deputy_arbiters=["D. One", "D. Two"], time_control="90'+30\"", rounds_planned=9,
        pairing_system="dubov", initial_colour=Colour.BLACK, tiebreaks=["BH/C1", "BH", "SB"],
        scoring=Scoring.three_one_zero(), round_dates={1: "2026/04/01", 9: "2026/04/05"},
        late_entry_bye=ByeKind.HALF, max_half_byes=2, no_half_bye_rounds=frozenset({8, 9}),
        event_code="123456")
    change_settings(t, new, SYSTEMS)
    assert settings_of(t) == new


def test_rounds_below_those_paired_are_refused():
    t = _tournament(paired=True)
    leave_fide_mode(t)  # in it the number of rounds is locked once play has started
    handling.set_round_pairing(t, 2, [Game(3, 1), Game(2, 4)])
    before = settings_of(t)
    with pytest.raises(ModelError, match="2 rounds are already paired"):
        _change(t, rounds_planned=1)
    assert settings_of(t) == before
    _change(t, rounds_planned=2)
    assert t.rounds_planned == 2


def test_rounds_below_a_requested_bye_are_refused():
    t = _tournament()
    handling.request_bye(t, 2, 6, ByeKind.ZERO)
    with pytest.raises(ModelError, match="P2 has a bye requested for round 6"):
        _change(t, rounds_planned=5)


@pytest.mark.parametrize(("name", "value", "message"), [
    ("pairing_system", "dubov", "C.04.2 A.1"),
    ("initial_colour", Colour.BLACK, "C.04.3 art. 5.1"),
    ("scoring", Scoring.three_one_zero(), "points"),
])
def test_settings_fixed_once_round_1_is_paired(name, value, message):
    t = _tournament(paired=True)
    assert name in fixed_settings(t)
    with pytest.raises(ModelError, match=message):
        _change(t, **{name: value})
    assert getattr(t, name) != value


def test_tiebreak_codes_are_saved_the_canonical_way():
    t = _tournament()
    _change(t, tiebreaks=["bh-c1", "SB:C1", "de"])
    assert t.tiebreaks == ["BH/C1", "SB/C1", "DE"]


def test_names_and_dates_may_still_change_during_play():
    t = _tournament(paired=True)
    _change(t, name="Renamed", time_control="G/60", round_dates={1: "2026/05/02"})
    assert t.name == "Renamed" and t.round(1).date == "2026/05/02"


def test_outside_the_fide_mode_the_tiebreaks_may_still_change_during_play():
    t = _tournament(paired=True)
    leave_fide_mode(t)
    _change(t, tiebreaks=["BH"])
    assert t.tiebreaks == ["BH"]


@pytest.mark.parametrize(("fields", "message"), [
    ({"start_date": "2026/02/30"}, "Start date: expected a date YYYY/MM/DD"),
    ({"end_date": "5 May"}, "End date: expected a date"),
    ({"start_date": "2026/05/05", "end_date": "2026/05/01"}, "before the start date"),
    ({"round_dates": {8: "2026/05/05"}}, "Round 8 date: the tournament has 7 rounds"),
    ({"federation": "fr"}, "three capital letters"),
    # As the pairing server checks it (server/app.py): digits only, 3 to 10 of them.
    ({"event_code": "FIDE-12"}, "FIDE tournament code: 3 to 10 digits"),
    ({"event_code": "12"}, "FIDE tournament code: 3 to 10 digits"),
    ({"event_code": "12345678901"}, "FIDE tournament code: 3 to 10 digits"),
    ({"tiebreaks": ["BH/C1", "bh-c1"]}, "Tie-break 2: BH/C1 is already in the list"),
    ({"tiebreaks": ["BH", "XX"]}, "Tie-break 2: Unknown tie-break code 'XX'"),
    ({"tiebreaks": ["SB/C1/F"]}, "Tie-break 1: .*'F' is not a modifier of SB"),
    ({"pairing_system": "swiss-manager"}, "not one this program pairs"),
    ({"scoring": Scoring(draw=2.0)}, "a draw"),
    ({"scoring": Scoring(loss=-1.0)}, "cannot be negative"),
    ({"rounds_planned": 0}, "at least 1"),
    ({"late_entry_bye": ByeKind.PAB}, "C.04.2 C.2"),
    ({"no_half_bye_rounds": frozenset({8})}, "there is no round 8"),
])
def test_bad_settings_are_refused_with_where_and_what(fields, message):
    t = _tournament()
    before = settings_of(t)
    with pytest.raises(ModelError, match=message):
        _change(t, **fields)
    assert settings_of(t) == before


def test_half_bye_limits_below_the_byes_already_granted_are_refused():
    t = _tournament()
    handling.request_bye(t, 3, 4, ByeKind.HALF)
    handling.request_bye(t, 3, 5, ByeKind.HALF)
    with pytest.raises(ModelError, match="P3 already has 2"):
        _change(t, max_half_byes=1)
    with pytest.raises(ModelError, match="P3 has a half-point bye in round 5"):
        _change(t, no_half_bye_rounds=frozenset({5, 6}))
    _change(t, max_half_byes=2, no_half_bye_rounds=frozenset({6, 7}))
    assert t.max_half_byes == 2


def test_c04_3_5_1_initial_colour_drawn_by_lot_before_round_1_only():
    t = _tournament()
    assert draw_initial_colour(t, lambda colours: colours[1]) is Colour.BLACK
    assert t.initial_colour is Colour.BLACK
    handling.set_round_pairing(t, 1, [Game(1, 3), Game(4, 2)])
    with pytest.raises(ModelError, match="C.04.3 art. 5.1"):
        draw_initial_colour(t)
    assert t.initial_colour is Colour.BLACK
