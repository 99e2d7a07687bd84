"""The FIDE mode in the core (issue 31; core/fide_mode.py): leaving it is for good, said in the
TRF, and outside it what FIDE prohibits is allowed again."""

from __future__ import annotations

import copy

import pytest

from arbiter_gui.core import handling
from arbiter_gui.core.fide_mode import (
    in_fide_mode,
    leave_fide_mode,
    pairing_numbers_frozen,
)
from arbiter_gui.core.model import ByeKind, Game, ModelError, Player, Tournament
from arbiter_gui.core.trf import parse_trf, write_trf
from arbiter_gui.core.validate import tournament_problems

LEFT = "2026-11-27T14:00:00+00:00"


def _tournament() -> Tournament:
    t = Tournament(name="Open", rounds_planned=9)
    for k in range(1, 7):
        handling.add_player(t, Player(k, f"P{k}", rating=2400 - 10 * k))
    return t


def test_leaving_the_fide_mode_records_when_and_cannot_happen_twice():
    t = _tournament()
    assert leave_fide_mode(t, LEFT) == LEFT and not in_fide_mode(t)
    with pytest.raises(ModelError, match="cannot return to it"):
        leave_fide_mode(t)
    assert t.fide_mode_left == LEFT


def test_the_trf_export_says_the_fide_mode_was_left_and_is_read_back():
    t = _tournament()
    assert "FIDE mode" not in write_trf(t)
    leave_fide_mode(t, LEFT)
    text = write_trf(t)
    assert f"### FIDE mode left: {LEFT} (arbiter-gui)" in text.splitlines()
    assert parse_trf(text).fide_mode_left == LEFT


def test_a_leong_trf_written_before_the_fide_mode_reads_as_never_in_it():
    t = _tournament()
    leave_fide_mode(t, LEFT)
    t.pairing_system = "leong"
    old = "\n".join(line for line in write_trf(t).splitlines() if "fide_mode" not in line
                    and "FIDE mode" not in line)
    assert parse_trf(old).fide_mode_left == "unknown"


def test_every_way_in_refuses_the_leong_system_in_the_fide_mode():
    t = _tournament()
    t.pairing_system = "leong"
    assert [p.field for p in tournament_problems(t)] == ["fide_mode_left"]
    leave_fide_mode(t, LEFT)
    assert tournament_problems(t) == []


def test_outside_the_fide_mode_full_point_byes_and_late_renumbering_are_allowed():
    t = _tournament()
    leave_fide_mode(t, LEFT)
    handling.request_bye(t, 6, 5, ByeKind.FULL)
    for round_no in range(1, 5):
        handling.set_round_pairing(t, round_no, [Game(1, 4), Game(5, 2), Game(3, 6)]
                                   if round_no % 2 else [Game(4, 1), Game(2, 5), Game(6, 3)])
    assert not pairing_numbers_frozen(t)
    handling.add_late_entry(t, Player(7, "Strong", rating=2800), first_round=5)
    assert t.player(7).pairing_no == 1  # renumbered in the initial order (C.04.2 C.3)


def test_in_the_fide_mode_a_late_entrant_gets_no_full_point_byes():
    t = _tournament()
    before = copy.deepcopy(t)
    handling.set_round_pairing(t, 1, [Game(1, 4), Game(5, 2), Game(3, 6)])
    t.late_entry_bye = ByeKind.FULL  # as a file of another program may say
    with pytest.raises(ModelError, match="no full-point byes"):
        handling.add_late_entry(t, Player(7, "Late"), first_round=3)
    assert [p.id for p in t.players] == [p.id for p in before.players]
