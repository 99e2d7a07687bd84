"""One registry of the editions of the Dutch rules (C.04.3; core/editions.py: their keys and the
days each was in force), resolved in one place into the engine that pairs each
(pairing/engine.rules_for): the command lines, the window, the explanation, the pairing server
and its client all take an edition from there."""

from __future__ import annotations

import pytest

from arbiter_gui.core.editions import DUTCH_EDITIONS
from arbiter_gui.pairing import dutch, dutch2012
from arbiter_gui.pairing.engine import edition_key, rules_for
from arbiter_gui.pairing.swiss import CURRENT_UNPLAYED_ROUNDS, PairingError
from tests.dutch_helpers import tournament


@pytest.mark.parametrize("key", sorted(DUTCH_EDITIONS))
def test_every_edition_of_the_registry_has_an_engine(key):
    t = tournament(6, planned=5)
    t.dutch_edition = key
    assert rules_for(t, "dutch").edition == key
    assert rules_for(tournament(6, planned=5), "dutch", key).edition == key


def test_the_2012_edition_has_its_own_engine_and_unplayed_rounds():
    # C.04.3 (2012) B.5/B.6 and A.5 count unplayed rounds otherwise than 2017 and 2025.
    t = tournament(6, planned=5)
    t.dutch_edition = "2012"
    rules = rules_for(t, "dutch")
    assert rules.unplayed is dutch2012.UNPLAYED_2012
    assert rules.pair_round is dutch2012.pair_round


def test_the_2017_edition_pairs_with_its_rules():
    t = tournament(6, planned=5)
    t.dutch_edition = "2017"
    assert rules_for(t, "dutch").unplayed == dutch.EDITION_2017.unplayed


def test_another_system_has_no_edition_and_refuses_one():
    t = tournament(6, planned=5)
    t.dutch_edition = "2012"
    assert edition_key(t, "dubov") is None
    assert rules_for(t, "dubov").unplayed == CURRENT_UNPLAYED_ROUNDS
    with pytest.raises(PairingError, match="applies to the Dutch system only"):
        rules_for(t, "dubov", "2017")


def test_an_unknown_edition_is_refused_naming_those_paired():
    t = tournament(6, planned=5)
    t.dutch_edition = "1998"
    with pytest.raises(PairingError, match="'1998' is not one this program pairs"
                                           r" \(it pairs: 2012, 2017, 2025\)"):
        edition_key(t, "dutch")


def test_the_pairing_server_accepts_every_edition_the_desktop_pairs():
    # It took its list from the Dutch engine, which lacks the 2012 edition (dutch2012.py): a
    # 2012 tournament the window pairs was refused by the server.
    app = pytest.importorskip("arbiter_gui.server.app")
    for key in DUTCH_EDITIONS:
        registered = app.TournamentIn(name="Open", rounds=5, chief_arbiter="A", system="dutch",
                                      edition=key)
        assert registered.edition == key
