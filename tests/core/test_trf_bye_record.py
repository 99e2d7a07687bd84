"""Swiss-Manager's record of the bye: a 001 record named for the bye ("spielfrei" in its German
files), with no title, rating, FIDE id or point and no game, written `0000 - -` in the round
someone else had the bye (Karl-Mala 2005, line 297). It stands for no player: tolerant reading
leaves it out with a warning naming the line and the field, so it is never paired; strict
reading refuses it; where other players follow it no reading holds without a guess about
pairing numbers (C.04.3 art. 5.2.5), so it is refused (docs/trf-readers.md)."""

from __future__ import annotations

import pytest

from arbiter_gui.core.model import ByeKind
from arbiter_gui.core.trf import TrfError, parse_trf_report, read_trf_report, write_trf
from tests.core.test_trf import block, rec, trf
from tests.paths import DATA

KARL_MALA = DATA / "real" / "sm-karl-mala-2005.trf"


def three_players_and(bye_record: str) -> str:
    """Three players, two rounds, one PAB a round (`0000 - +`), and `bye_record` as player 4."""
    return trf(
        "012 Swiss-Manager's bye",
        "152 W",
        rec(1, "A", points="2.0", rounds=(block(2, "w", "1"), "0000 - U")),
        rec(2, "B", points="0.0", rounds=(block(1, "b", "0"), block(3, "w", "0"))),
        rec(3, "C", points="2.0", rounds=("0000 - U", block(2, "b", "1"))),
        bye_record,
    )


def bye(name: str = "spielfrei", **fields: str) -> str:
    return rec(4, name, **{"points": "0.0", "rounds": ("0000 - Z", "0000 - Z"), **fields})


def test_the_real_spielfrei_record_is_left_out_and_never_paired():
    t, warnings = read_trf_report(KARL_MALA)
    assert len(t.players) == 283 and 284 not in {p.id for p in t.players}
    [warning] = [w for w in warnings if w.kind == "bye record"]
    assert (warning.line_no, warning.field, warning.columns, warning.found) == (
        297, "name", (15, 47), "spielfrei")
    assert 284 not in {p.id for p in t.players_to_pair(8)}
    assert t.rounds[4].pab_player == 282  # the round-5 bye it stood for stays the PAB


def test_the_real_file_written_back_reads_strictly_without_the_record():
    t, _warnings = read_trf_report(KARL_MALA)
    text = write_trf(t)
    assert "spielfrei" not in text
    numbers = [int(line[4:8]) for line in text.splitlines() if line.startswith("001")]
    assert numbers == list(range(1, 284))  # no pairing number missing (bbpPairings)
    again, notes = parse_trf_report(text, strict=True)
    assert again == t and not notes


@pytest.mark.parametrize("name", ["spielfrei", "SPIELFREI", "Freilos", "bye", "BYE", "exempt",
                                  "libre"])
def test_a_bye_name_without_rating_id_points_or_game_is_left_out(name):
    t, warnings = parse_trf_report(three_players_and(bye(name)))
    assert [p.id for p in t.players] == [1, 2, 3]
    assert all(4 not in r.byes for r in t.rounds)
    assert [(w.kind, w.line_no, w.found) for w in warnings] == [("bye record", 6, name)]


def test_blank_rounds_and_the_trf06_zero_are_no_game_either():
    t, warnings = parse_trf_report(three_players_and(bye(rounds=("", "0000 - -"))))
    assert [p.id for p in t.players] == [1, 2, 3]
    assert [w.kind for w in warnings] == ["bye record"]


@pytest.mark.parametrize("fields", [
    {"rating": "1500"}, {"fide": "4692578"}, {"title": "f"}, {"points": "1.0", "rounds": (
        "0000 - F", "0000 - Z")}, {"rounds": ("0000 - H", "0000 - Z"), "points": "0.5"},
], ids=["rating", "FIDE id", "title", "full-point bye", "half-point bye"])
def test_a_player_named_bye_with_a_rating_an_id_a_title_or_a_point_is_a_player(fields):
    t, warnings = parse_trf_report(three_players_and(bye("Bye", **fields)))
    assert [p.id for p in t.players] == [1, 2, 3, 4]
    assert "bye record" not in {w.kind for w in warnings}


def test_another_name_is_a_player():
    t, _warnings = parse_trf_report(three_players_and(bye("Spielfrei, Hans")))
    assert [p.id for p in t.players] == [1, 2, 3, 4]


def test_strict_reading_refuses_the_record_with_its_line_and_field():
    with pytest.raises(TrfError) as error:
        parse_trf_report(three_players_and(bye()), strict=True)
    assert (error.value.line_no, error.value.field) == (6, "name")
    assert "record of the bye" in str(error.value)


def test_a_record_of_the_bye_among_the_players_is_refused_without_a_guess():
    """Left out, the players after it would get other pairing numbers, whose parity gives
    colours (C.04.3 art. 5.2.5); kept, it would be paired: no reading holds."""
    text = trf(
        "012 Swiss-Manager's bye", "152 W",
        rec(1, "A", points="1.0", rounds=(block(3, "w", "1"),)),
        rec(2, "spielfrei", points="0.0", rounds=("0000 - Z",)),
        rec(3, "C", points="0.0", rounds=(block(1, "b", "0"),)),
        rec(4, "D", points="1.0", rounds=("0000 - U",)),
    )
    with pytest.raises(TrfError) as error:
        parse_trf_report(text)
    assert (error.value.line_no, error.value.field) == (4, "name")
    assert "5.2.5" in str(error.value)


def test_a_game_against_the_record_is_refused_at_the_record_it_names():
    """A game written against its number, its own line having no game: the two lines disagree,
    as for any player, and the record is read as the player it is written as to say so."""
    text = three_players_and(bye()).replace(
        "0000 - U", f"{4:>4} w +", 1)
    with pytest.raises(TrfError) as error:
        parse_trf_report(text)
    assert "line 6" in str(error.value)


def test_the_bye_it_stood_for_stays_the_pab():
    t, _warnings = parse_trf_report(three_players_and(bye()))
    assert [r.byes for r in t.rounds] == [{3: ByeKind.PAB}, {1: ByeKind.PAB}]
    again, _notes = parse_trf_report(write_trf(t), strict=True)
    assert again == t


@pytest.mark.parametrize("rounds", [("", ""), ("", "0000 - Z")], ids=["blank", "no PAB then"])
def test_a_bye_name_without_opponent_where_no_one_had_the_bye_is_a_player_with_a_note(rounds):
    """Swiss-Manager's record of the bye is without opponent exactly where another player had
    the bye (Karl-Mala's round 5); a record blank throughout, or without opponent in a round
    with no PAB, may be a player who has not played yet: read as one, with a note."""
    text = three_players_and(bye(rounds=rounds)).replace("0000 - U", "    ", 1)
    t, warnings = parse_trf_report(text.replace("2.0", "1.0", 1))
    assert [p.id for p in t.players] == [1, 2, 3, 4]
    [note] = [w for w in warnings if w.kind == "bye name"]
    assert (note.line_no, note.field, note.found) == (6, "name", "spielfrei")


def test_a_player_named_bye_in_a_file_of_this_program_stays_a_player():
    """A file with this program's notes holds no record of the bye: an unrated player named
    "Bye" who had a zero-point bye in the round of a PAB is read, and written back, as a
    player; the writer adds a note to its file when his record reads like the bye's."""
    ours = three_players_and(bye("Bye")) + '### arbiter-gui player 4 surname "Bye"\n'
    t, warnings = parse_trf_report(ours)
    assert [p.id for p in t.players] == [1, 2, 3, 4] and not warnings
    again, notes = parse_trf_report(write_trf(t))
    assert again == t and not notes


def test_a_bye_name_read_as_a_player_keeps_its_place_in_the_list():
    text = trf(
        "012 Swiss-Manager's bye", "152 W",
        rec(1, "A", points="1.0", rounds=(block(3, "w", "1"),)),
        rec(2, "Bye", points="0.0"),
        rec(3, "C", points="0.0", rounds=(block(1, "b", "0"),)),
    )
    t, warnings = parse_trf_report(text)
    assert [p.id for p in t.players] == [1, 2, 3]
    assert [w.kind for w in warnings] == ["bye name"]
