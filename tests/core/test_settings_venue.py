"""Prohibited pairings and the Baku acceleration (C.04.5.1) as tournament settings."""

from __future__ import annotations

import dataclasses

import pytest

from arbiter_gui.core import handling
from arbiter_gui.core.model import Acceleration, ModelError, ProhibitedPairing, Scoring
from arbiter_gui.core.settings import (
    baku_settings,
    change_settings,
    parse_prohibited_pairings,
    prohibited_pairings_text,
    same_club_prohibitions,
    settings_of,
)
from arbiter_gui.core.trf import read_trf, save_trf
from arbiter_gui.pairing.engine import pair_next_round
from tests.core.test_settings import SYSTEMS, _change, _tournament


def test_prohibited_pairings_are_typed_by_pairing_number_and_kept_by_player():
    t = _tournament()
    rules = parse_prohibited_pairings(t, "1-3: 1 2\n\n5: 3, 4\n")
    assert rules == [ProhibitedPairing(1, 3, (1, 2)), ProhibitedPairing(5, 5, (3, 4))]
    _change(t, prohibited_pairings=rules)
    assert t.prohibited_pairings == rules
    assert prohibited_pairings_text(t, rules) == "1-3: 1 2\n5-5: 3 4"


@pytest.mark.parametrize(("text", "message"), [
    ("1-3 1 2", "line 1: expected 'first-last round: pairing numbers'"),
    ("1-3: 1\n2: 1 9", "line 2: '9' is not the pairing number of a player"),
    ("2: 1 x", "line 1: 'x' is not the pairing number"),
])
def test_prohibited_pairings_typed_wrong_name_the_line(text, message):
    with pytest.raises(ModelError, match=message):
        parse_prohibited_pairings(_tournament(), text)


@pytest.mark.parametrize(("rule", "message"), [
    (ProhibitedPairing(3, 2, (1, 2)), "rounds 3-2 are not rounds of the tournament"),
    (ProhibitedPairing(1, 8, (1, 2)), r"rounds 1-8 are not rounds of the tournament \(1-7\)"),
    (ProhibitedPairing(1, 2, (1,)), "at least two different players"),
    (ProhibitedPairing(1, 2, (1, 1)), "at least two different players"),
    (ProhibitedPairing(1, 2, (1, 9)), "there is no player with id 9"),
])
def test_a_wrong_prohibited_pairing_is_refused_and_changes_nothing(rule, message):
    t = _tournament()
    with pytest.raises(ModelError, match=f"Prohibited pairing 1: {message}"):
        _change(t, prohibited_pairings=[rule])
    assert t.prohibited_pairings == []


def test_same_club_players_do_not_meet_in_the_first_rounds():
    t = _tournament()
    for player_id, club in ((1, "Echiquier Lyon"), (3, " echiquier lyon"), (2, "Nice"),
                            (4, "")):
        handling.update_player(t, player_id, {"club": club})
    assert same_club_prohibitions(t, 3) == [ProhibitedPairing(1, 3, (1, 3))]


def test_a_prohibited_pairing_is_obeyed_by_the_engine():
    t = _tournament()
    # Without the rule the Dutch system pairs 1-3 and 2-4 (S1 against S2).
    _change(t, prohibited_pairings=[ProhibitedPairing(1, 1, (1, 3))])
    pairs = {frozenset(pair) for pair in pair_next_round(t, "dutch").pairs}
    assert frozenset((1, 3)) not in pairs


def test_c04_5_1_baku_setting_gives_the_accelerations_and_follows_the_rounds():
    t = _tournament()
    change_settings(t, baku_settings(t, settings_of(t), on=True), SYSTEMS)
    assert t.accelerations == [Acceleration(1.0, 1, 2, 1, 2), Acceleration(0.5, 3, 4, 1, 2)]
    _change(t, rounds_planned=9)
    assert t.accelerations == handling.baku_accelerations(4, 9)
    change_settings(t, baku_settings(t, settings_of(t), on=False), SYSTEMS)
    assert t.accelerations == []


def test_c04_5_1_acceleration_is_fixed_once_round_1_is_paired():
    t = _tournament(paired=True)
    with pytest.raises(ModelError, match=r"accelerated groups were made before round 1"):
        change_settings(t, baku_settings(t, settings_of(t), on=True), SYSTEMS)


def test_a_wrong_acceleration_is_refused():
    t = _tournament()
    with pytest.raises(ModelError, match="Acceleration 1: pairing numbers 1-5 are not"):
        _change(t, accelerations=[Acceleration(1.0, 1, 2, 1, 5)])


def test_c04_5_1_baku_and_prohibited_pairings_reach_the_trf(tmp_path):
    t = _tournament()
    new = dataclasses.replace(baku_settings(t, settings_of(t), on=True),
                              prohibited_pairings=[ProhibitedPairing(1, 7, (2, 4))])
    change_settings(t, new, SYSTEMS)
    save_trf(t, tmp_path / "t.trf")
    back = read_trf(tmp_path / "t.trf")
    assert back.accelerations == t.accelerations
    assert back.prohibited_pairings == t.prohibited_pairings


def test_c04_5_1_baku_is_refused_with_other_points():
    t = _tournament()
    _change(t, scoring=Scoring.three_one_zero())
    with pytest.raises(ModelError, match=r"Baku acceleration: .*standard points.*not 3 and 1"):
        change_settings(t, baku_settings(t, settings_of(t), on=True), SYSTEMS)
