"""The pairing server's reading of TRFp and its deviations, without the server (issue 18)."""

from __future__ import annotations

import pytest

from arbiter_gui.core.trf import write_trf
from arbiter_gui.pairing import dutch
from arbiter_gui.server.trfp import (
    MAX_BODY_BYTES,
    MAX_LINE_LENGTH,
    MAX_PLAYER_RECORDS,
    TrfpError,
    changed_results,
    pair_round,
    read_trfp,
    round_deviations,
)
from tests.server_helpers import starting_tournament


def test_long_note_lines_are_read_records_are_bounded() -> None:
    text = write_trf(starting_tournament(150, 5))
    assert max(len(line) for line in text.splitlines()) > MAX_LINE_LENGTH  # a ### note
    assert len(read_trfp(text.encode()).players) == 150
    record = "001" + " " * MAX_LINE_LENGTH
    with pytest.raises(TrfpError) as refused:
        read_trfp((text + record + "\n").encode())
    assert (refused.value.status, refused.value.field) == (422, "line length")


def test_body_and_encoding_limits() -> None:
    with pytest.raises(TrfpError) as refused:
        read_trfp(b" " * (MAX_BODY_BYTES + 1))
    assert refused.value.status == 413
    with pytest.raises(TrfpError) as refused:
        read_trfp("012 Caf\u00e9\n".encode("latin-1"))
    assert (refused.value.status, refused.value.line) == (422, 1)


def test_size_limits_of_the_reading_and_of_the_engine() -> None:
    with pytest.raises(TrfpError) as refused:
        read_trfp(write_trf(starting_tournament(MAX_PLAYER_RECORDS + 1, 5)).encode())
    assert (refused.value.status, refused.value.error) == (422, "too_large")
    big = read_trfp(write_trf(starting_tournament(dutch.MAX_PLAYERS + 1, 5)).encode())
    with pytest.raises(TrfpError) as refused:  # engine.check_size, before any pairing work
        pair_round(big, 1, "dutch", None, 5)
    assert (refused.value.status, refused.value.error) == (422, "too_large")
    assert "at most 1,000 players" in refused.value.message


SENT = {"pairs": [["A", "B"], ["C", "D"], ["E", "F"]], "bye": "G"}


def _played(games: list[tuple[str, str]], byes: dict[str, str]) -> dict:
    played = {}
    for white, black in games:
        played[white] = [black, "w", "1"]
        played[black] = [white, "b", "0"]
    for key, code in byes.items():
        played[key] = [None, "", code]
    return played


def test_as_sent_no_deviation() -> None:
    assert round_deviations(1, SENT, _played([("A", "B"), ("C", "D"), ("E", "F")],
                                             {"G": "U"})) == []


def test_exchange_of_opponents_is_one_pair_deviation() -> None:
    found = round_deviations(2, SENT, _played([("A", "D"), ("C", "B"), ("E", "F")],
                                              {"G": "U"}))
    assert [(d.round_no, d.kind, d.players) for d in found] == [(2, "pair", list("ABCD"))]
    assert found[0].data["sent"] == [["A", "B"], ["C", "D"]]
    assert found[0].data["played"] == [["A", "D"], ["C", "B"]]


def test_reversed_colours_and_moved_pab() -> None:
    found = round_deviations(3, SENT, _played([("B", "A"), ("C", "D"), ("E", "G")],
                                              {"F": "U"}))
    assert [(d.kind, d.players) for d in found] == [("colour", ["A", "B"]),
                                                    ("bye", ["E", "F", "G"])]


def test_a_paired_player_absent_is_a_pair_deviation() -> None:
    found = round_deviations(1, SENT, _played([("A", "B"), ("E", "F")],
                                              {"G": "U", "C": "Z", "D": "F"}))
    assert [(d.kind, d.players) for d in found] == [("pair", ["C", "D"])]
    assert found[0].data["others"] == {"C": [None, "", "Z"], "D": [None, "", "F"]}


def test_changed_result_names_the_player_and_both_entries() -> None:
    before = {"1": _played([("A", "B")], {})}
    after = {"1": {"A": ["B", "w", "="], "B": ["A", "b", "0"]}}
    found = changed_results(before, after)
    assert [(d.round_no, d.kind, d.players, d.data) for d in found] == [
        (1, "changed_result", ["A"], {"before": ["B", "w", "1"], "after": ["B", "w", "="]})]
