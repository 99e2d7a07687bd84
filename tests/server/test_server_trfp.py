"""The pairing server's reading of TRFp and its deviations, without the server (issue 18)."""

from __future__ import annotations

import random

import pytest

from arbiter_gui.core import handling
from arbiter_gui.core.model import ByeKind, Player, Tournament
from arbiter_gui.core.tiebreak import ranked_standings
from arbiter_gui.core.trf import notes, write_trf, writer
from arbiter_gui.core.trf.records import running_scores
from arbiter_gui.core.validate import Problem, tournament_problems
from arbiter_gui.pairing import dubov, dutch
from arbiter_gui.pairing.generator import GeneratorSettings, generate_tournament
from arbiter_gui.server.trfp import (
    MAX_BODY_BYTES,
    MAX_LINE_LENGTH,
    MAX_PLAYER_RECORDS,
    Pairing,
    TrfpError,
    absences,
    changed_results,
    identify,
    key_order,
    pair_round,
    read_trfp,
    round_deviations,
    rounds_played,
)
from tests.server_helpers import play_answer, starting_tournament


def test_long_note_lines_are_read_records_are_bounded() -> None:
    text = write_trf(starting_tournament(150, 5))
    assert max(len(line) for line in text.splitlines()) > MAX_LINE_LENGTH  # a ### note
    assert len(read_trfp(text.encode()).tournament.players) == 150
    record = "001" + " " * MAX_LINE_LENGTH
    with pytest.raises(TrfpError) as refused:
        read_trfp((text + record + "\n").encode())
    assert (refused.value.status, refused.value.field) == (422, "line length")


def test_body_and_encoding_limits() -> None:
    with pytest.raises(TrfpError) as refused:
        read_trfp(b" " * (MAX_BODY_BYTES + 1))
    assert refused.value.status == 413
    t = starting_tournament(6, 5)
    t.name = "Caf\u00e9"
    latin = write_trf(t).encode("latin-1")  # read as arbiter-pairing reads it
    reading = read_trfp(latin)
    assert reading.tournament.name == "Caf\u00e9"
    assert [(w.kind, w.line_no) for w in reading.warnings] == [("encoding", 1)]
    assert read_trfp(latin, "iso-8859-1").warnings == []  # the declared charset
    with pytest.raises(TrfpError) as refused:
        read_trfp(write_trf(t).encode("utf-8"), "ascii")
    assert (refused.value.status, refused.value.line) == (422, 1)


def test_size_limits_of_the_reading_and_of_the_engine() -> None:
    with pytest.raises(TrfpError) as refused:
        read_trfp(write_trf(starting_tournament(MAX_PLAYER_RECORDS + 1, 5)).encode())
    assert (refused.value.status, refused.value.error) == (422, "too_large")
    # The Dutch limit is the records' (the largest): a system of a smaller one refuses a
    # round the reading accepts.
    assert MAX_PLAYER_RECORDS == dutch.MAX_PLAYERS > dubov.MAX_PLAYERS
    big = write_trf(starting_tournament(dubov.MAX_PLAYERS + 1, 5))
    with pytest.raises(TrfpError) as refused:  # engine.check_size, before any pairing work
        _pair(big, 1, "dubov")
    assert (refused.value.status, refused.value.error) == (422, "too_large")
    assert "at most 2,000 players" in refused.value.message


def _pair(text: str, round_no: int, system: str = "dutch") -> tuple[Pairing, dict[str, str]]:
    """Round `round_no` of a TRFp text as the server pairs it, and its absences."""
    t = rounds_played(read_trfp(text.encode()).tournament, round_no - 1)
    keys = identify({}, t).keys
    absent = absences(t, round_no, keys, 5)  # before pairing, which enters them in the round
    return pair_round(t, round_no, system, None, 5, keys), absent


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


def _answer_played_with_an_absence(absence: str) -> tuple[str, int]:
    """The vendor's round trip the docs describe: the server's answer to round 1 (a player had
    a half-point bye, so the answer's TRF carries our note of requested byes), the results
    entered in its column, and a player's absence from round 2 added: a `240 Z` record or a
    blank block in round 2's column. Returns the text and the absent player's rank."""
    t = starting_tournament(10, 5)
    handling.request_bye(t, t.players[3].id, 1, ByeKind.HALF)
    answer, _ = _pair(write_trf(t), 1)
    played = play_answer({"trf": answer.trf, "round": 1}, random.Random(1))
    absent = next(g.white for g in played.round(1).games)
    rank = played.player(absent).pairing_no
    lines = write_trf(played).splitlines()
    if absent_by_240 := absence == "240":
        lines.insert(next(i for i, line in enumerate(lines) if line.startswith("001")),
                     f"240 Z   2 {rank:>4}")
    else:
        row = next(i for i, line in enumerate(lines) if line.startswith(f"001 {rank:>4}"))
        lines[row] = lines[row].ljust(101) + "0000 - Z"
    assert absent_by_240 or len(lines[row]) == 109
    return "\n".join(lines) + "\n", rank


@pytest.mark.parametrize("absence", ["240", "blank block"])
def test_the_answers_note_does_not_override_the_next_rounds_absences(absence: str) -> None:
    """C.04.2 D.4 (absences known before pairing are not paired): the `### arbiter-gui` note of
    requested byes in the answer's TRF must not hide the absence the client added."""
    text, rank = _answer_played_with_an_absence(absence)
    pairing, absent = _pair(text, 2)
    assert rank not in {n for pair in pairing.pairs for n in pair} | {pairing.bye}
    assert absent == {f"#{rank}": "Z"}
    assert "requested_byes" not in pairing.trf  # the answer needs no such note any more


def test_a_player_is_his_first_starting_rank_whatever_is_added_later() -> None:
    """Issue 27 item 5: a FIDE id given later, a name corrected, or a late entry renumbering
    the players (C.04.2 C.3) changes no one's key; the late entrant is new."""
    t = starting_tournament(6, 5)
    t.players[0].fide_id = None
    first = identify({}, t)
    assert sorted(first.keys.values(), key=key_order) == [f"#{n}" for n in range(1, 7)]
    registry = first.changes
    t.players[0].fide_id = 7_000_001
    t.players[1].surname = "Corrected"
    handling.add_late_entry(t, Player(id=50, surname="Late", given_name="A", rating=3500), 2)
    assert t.player(50).pairing_no == 1  # the highest rating: every other number moved
    again = identify(registry, t)
    assert {i: k for i, k in again.keys.items() if i != 50} == first.keys
    assert again.new == [again.keys[50]] == ["#7"]
    assert again.linked == {first.keys[t.players[0].id]: 7_000_001}


def test_the_answer_ranks_by_the_tiebreaks_of_a_tournament_validated_once(monkeypatch) -> None:
    """Issue 27: the answer's TRF states the ranks the declared tie-breaks give (001 columns
    86-89, C.07), and the tournament is validated once, as its file is read: not again as the
    answer is written (the engine's pairing is checked; validating costs 1.5 ms a request)."""
    t = generate_tournament(GeneratorSettings(players=20, rounds=2, seed=4))
    t.rounds_planned, t.tiebreaks = 5, ["BH/C1", "BH", "SB", "DE"]
    text = write_trf(t).encode()
    validations = []

    def counted(tournament: Tournament) -> list[Problem]:
        validations.append(tournament)
        return tournament_problems(tournament)

    monkeypatch.setattr(notes, "tournament_problems", counted)
    monkeypatch.setattr(writer, "tournament_problems", counted)
    played = rounds_played(read_trfp(text).tournament, 2)
    pairing = pair_round(played, 3, "dutch", None, 5, identify({}, played).keys)
    assert len(validations) == 1
    ranks = {int(line[4:8]): int(line[85:89]) for line in pairing.trf.splitlines()
             if line.startswith("001")}
    # `played` was renumbered in place to the file's starting ranks (write_trf's `discard`).
    assert ranks == {row.player.id: row.rank for row in ranked_standings(played)}
    scores = running_scores(played)[-1]  # the order without tie-breaks differs
    by_points = sorted(played.players, key=lambda p: (-scores[p.id], p.id))
    assert ranks != {p.id: n for n, p in enumerate(by_points, start=1)}
