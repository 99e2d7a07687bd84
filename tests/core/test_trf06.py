"""TRF06, the FIDE data-exchange format of 2006 (C.04.A A.3.1: "the old one", which the
endorsement's check list recommends importing, VCL.11), read as TRF16's layout with the
conventions of its time (docs/trf-readers.md, "TRF06"): byes written as a result without
opponent (`0000 - +` the full-point or odd-number bye, `0000 - =` a half-point bye, `0000 - -`
or a blank block a round the player was not paired in), no engine records (no `XXR`/`142`,
no `XXC`/`152`), the points column in FIDE's 1/½/0. Each departure from TRF16's codes is read
with a warning naming the line and the field, and refused by strict reading."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from arbiter_gui.core.model import ByeKind
from arbiter_gui.core.trf import TrfError, parse_trf_report, read_trf_report, write_trf
from arbiter_gui.pairing.engine import check_tournament
from arbiter_gui.pairing.generator import GeneratorSettings, generate_tournament
from tests.core.test_trf import block, rec
from tests.paths import DATA

REAL = DATA / "real"

# TRF06's records: the tournament's 012-132 and the players' 001 (no engine records, no notes).
_TRF06_RECORD = re.compile(r"0[0-9][0-9] ")
# TRF16's bye codes as TRF06's files write them: a result without opponent.
_AS_TRF06 = {"U": "+", "H": "=", "Z": "-"}


def as_trf06(text: str) -> str:
    """`text` (our TRF-2026) as a TRF06 file of the same tournament: TRF06's records only, and
    each bye written as TRF06's writers wrote it. A requested full-point bye (F) has no TRF06
    form of its own (`0000 - +` is also the odd-number bye), so the tournaments used here have
    none."""
    lines = [line for line in text.splitlines() if _TRF06_RECORD.match(line)]
    return "\n".join(re.sub(r"0000 - ([UHZ])", lambda m: "0000 - " + _AS_TRF06[m[1]], line)
                     if line.startswith("001") else line for line in lines) + "\n"


TOURNAMENTS = [  # Dutch tournaments with every kind of round TRF06 writes
    GeneratorSettings(players=15, rounds=5, bye_rate=0.1, zero_bye_rate=0.05, forfeit_rate=0.05,
                      seed=3),
    GeneratorSettings(players=21, rounds=7, bye_rate=0.05, zero_bye_rate=0.05,
                      withdraw_rate=0.03, forfeit_rate=0.05, seed=11),
    GeneratorSettings(players=30, rounds=9, bye_rate=0.05, zero_bye_rate=0.03, seed=29),
]


def games(t) -> list[set[tuple]]:
    """Each round's games by pairing numbers (a file's ids), whatever their boards."""
    number = {p.id: p.pairing_no for p in t.players}
    return [{(number[g.white], number[g.black], g.white_result, g.black_result)
             for g in r.games} for r in t.rounds]


def byes(t) -> list[dict[int, ByeKind]]:
    number = {p.id: p.pairing_no for p in t.players}
    return [{number[p]: kind for p, kind in r.byes.items()} for r in t.rounds]


@pytest.mark.parametrize("settings", TOURNAMENTS, ids=lambda s: f"seed{s.seed}")
def test_vcl_11_a_trf06_file_reads_as_the_tournament_it_reports(settings):
    """VCL.11: a tournament written as a TRF06 file reads back as the same tournament: every
    game, the PAB from `0000 - +` (one a round), half-point byes from `0000 - =`, rounds not
    paired from `0000 - -`; the rounds are those the file holds (TRF06 has no number of
    rounds) and the initial colour is inferred (TRF06 has no 152), each said in a warning."""
    t = generate_tournament(settings)
    text = as_trf06(write_trf(t))
    assert not re.search(r"^(142|152|162|192|XX|###)", text, re.M)
    assert "0000 - +" in text and "0000 - =" in text and "0000 - -" in text
    again, warnings = parse_trf_report(text)
    assert games(again) == games(t)
    assert byes(again) == byes(t)
    assert (again.rounds_planned, len(again.rounds)) == (0, settings.rounds)
    assert again.initial_colour == t.initial_colour
    written = sum(len(r.byes) for r in t.rounds)
    assert Counter(w.kind for w in warnings) == {"bye as a result": written, "initial colour": 1}
    for w in warnings[:-1]:  # each bye names its line and its round's columns
        assert w.line_no is not None and re.fullmatch(r"round \d+", w.field) and w.columns


@pytest.mark.parametrize("settings", TOURNAMENTS, ids=lambda s: f"seed{s.seed}")
def test_vcl_11_a_trf06_file_of_a_dutch_tournament_is_checked_without_difference(settings):
    """VCL.11 with VCL.07: the checker re-pairs every round of the TRF06 file as it re-pairs
    the same tournament's TRF-2026 file: no round differs (the last round the file holds is the
    final one, as the tournament planned)."""
    t = generate_tournament(settings)
    again, _warnings = parse_trf_report(as_trf06(write_trf(t)))
    assert check_tournament(again, "dutch") == []


def test_vcl_11_strict_reading_refuses_trf06_byes_with_the_line_and_the_field():
    text = as_trf06(write_trf(generate_tournament(TOURNAMENTS[0])))
    with pytest.raises(TrfError) as caught:
        parse_trf_report(text, strict=True)
    first = next(n for n, line in enumerate(text.splitlines(), start=1)
                 if re.search(r"0000 - [+=-]", line))
    assert caught.value.line_no == first and re.fullmatch(r"round \d+", caught.value.field)


def test_vcl_11_a_real_trf06_file_is_imported():
    """The 9. Karl-Mala-Gedenkturnier 2005 as Swiss-Manager exported it in TRF06 (the file
    sharly-chess keeps as its TRF06 example, tests/data/real/README.md): the round-5 PAB
    written `0000 - +`, the "spielfrei" record (the bye itself) left out, forfeits without
    colours (`153 - -`) games not played, no number of rounds nor initial colour."""
    t, warnings = read_trf_report(REAL / "sm-karl-mala-2005.trf")
    assert (len(t.players), len(t.rounds), t.rounds_planned) == (283, 7, 0)
    assert t.rounds[4].pab_player == 282 and 284 not in t.rounds[4].byes
    assert [(w.line_no, w.field, w.found) for w in warnings if w.kind == "bye as a result"] == [
        (295, "round 5", "0000 - +")]
    forfeit = next(g for g in t.rounds[0].games if 13 in (g.white, g.black))
    assert (forfeit.white, forfeit.black, forfeit.was_played) == (13, 153, False)


def plus_again(round_1_of_5: str) -> str:
    """Five players; player 5 has `0000 - +` in both rounds, the only one of each round, and
    `round_1_of_5` is his round 1 (no 152: TRF06)."""
    return "\n".join([
        "012 TRF06 byes",
        rec(1, "A", points="2.0", rounds=(block(2, "w", "1"), block(4, "w", "1"))),
        rec(2, "B", points="1.0", rounds=(block(1, "b", "0"), block(3, "b", "1"))),
        rec(3, "C", points="0.5", rounds=(block(4, "w", "="), block(2, "w", "0"))),
        rec(4, "D", points="0.5", rounds=(block(3, "b", "="), block(1, "b", "0"))),
        rec(5, "E", points="2.0", rounds=(round_1_of_5, "0000 - +")),
    ]) + "\n"


def test_vcl_11_a_second_plus_of_the_pab_holder_is_a_full_point_bye():
    """C.04.1 (art. 4; C.04.1.d of 2017): a player who had the PAB does not receive it again.
    TRF06 writes the odd-number bye and a requested full-point bye alike (`0000 - +`), so
    player 5's `+` of round 2 (four players paired, none left over) is the full-point bye he
    asked for, not a second PAB, and the warning says why."""
    t, warnings = parse_trf_report(plus_again("0000 - +"))
    assert [r.byes for r in t.rounds] == [{5: ByeKind.PAB}, {5: ByeKind.FULL}]
    second = [w for w in warnings if w.field == "round 2"]
    assert [(w.line_no, w.understood) for w in second] == [(6, (
        "a full-point bye (F): player 5 had the pairing-allocated bye in round 1, so may not"
        " receive the pairing-allocated bye (C.04.1)"))]


def test_vcl_11_a_plus_of_a_player_who_won_by_forfeit_is_a_full_point_bye():
    """A forfeit win bars the PAB too (C.04.1 art. 4 of 2025; C.04.1.d of 2017)."""
    lines = plus_again("   3 - +").splitlines()
    lines[3] = rec(3, "C", points="0.0", rounds=(block(5, "-", "-"), block(2, "w", "0")))
    lines[4] = rec(4, "D", points="0.0", rounds=("0000 - -", block(1, "b", "0")))
    t, warnings = parse_trf_report("\n".join(lines) + "\n")
    assert t.rounds[1].byes == {5: ByeKind.FULL}
    assert [w.understood for w in warnings if w.field == "round 2"] == [
        "a full-point bye (F): player 5 won round 1 by forfeit, so may not receive the"
        " pairing-allocated bye (C.04.1)"]
