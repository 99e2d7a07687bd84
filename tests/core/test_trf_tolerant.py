"""Tolerant and strict reading of TRF (issue 14, items 1-2): each quirk that other programs
write is read in tolerant mode with a warning saying the line, the field, what was there and
how it was understood; strict mode refuses it with the line and the field."""

from __future__ import annotations

import pytest

from arbiter_gui.core.model import ByeKind, Colour
from arbiter_gui.core.trf import (
    TrfError,
    TrfWarning,
    parse_trf,
    parse_trf_report,
    read_trf_report,
    write_trf,
)
from tests.core.test_trf import block, every_kind_tournament, rec, trf


def tolerant(*lines: str):
    return parse_trf_report(trf(*lines))


def refused(*lines: str) -> TrfError:
    with pytest.raises(TrfError) as caught:
        parse_trf_report(trf(*lines), strict=True)
    return caught.value


def kinds(warnings: list[TrfWarning]) -> list[str]:
    return [w.kind for w in warnings]


def four_players(round_1: tuple[str, str, str, str], *before: str) -> list[str]:
    return [*before, "152 W",
            *(rec(n, f"P{n}", rounds=(b,)) for n, b in enumerate(round_1, start=1))]


# -- byes written as a result without opponent --------------------------------------------------

@pytest.mark.parametrize(("written", "kind"), [
    ("0000 - =", ByeKind.HALF), ("0000 - -", ByeKind.ZERO), ("     - =", ByeKind.HALF),
    ("       =", ByeKind.HALF), ("       -", ByeKind.ZERO)])
def test_bye_written_as_a_draw_or_loss_without_opponent_is_a_half_or_zero_bye(written, kind):
    lines = four_players((block(2, "w", "1"), block(1, "b", "0"), written, block("0000", "-", "U")))
    t, warnings = tolerant(*lines)
    assert t.rounds[0].byes[3] is kind
    assert kinds(warnings) == ["bye as a result"]
    assert warnings[0].line_no == 4 and warnings[0].field == "round 1"
    assert str(warnings[0]).startswith("line 4, player record 001, field 'round 1' (columns")
    error = refused(*lines)
    assert (error.line_no, error.field) == (4, "round 1")


@pytest.mark.parametrize("written", ["0000 - +", "       +", "     - +"])
def test_single_plus_without_opponent_is_the_pab(written):
    lines = four_players((block(2, "w", "1"), block(1, "b", "0"), written, block("0000", "-", "H")))
    t, warnings = tolerant(*lines)
    assert t.rounds[0].byes == {3: ByeKind.PAB, 4: ByeKind.HALF}
    assert "the pairing-allocated bye" in str(warnings[-1])
    error = refused(*lines)
    assert (error.line_no, error.field) == (4, "round 1")


def test_several_plus_in_a_round_one_pab_the_lowest_score_and_rank_the_others_full_byes():
    lines = ["152 W",
             rec(1, "A", rounds=(block(2, "w", "1"), block(2, "b", "1"))),
             rec(2, "B", rounds=(block(1, "b", "0"), block(1, "w", "0"))),
             rec(3, "C", rounds=(block(4, "w", "1"), block("0000", "-", "+"))),
             rec(4, "D", rounds=(block(3, "b", "0"), block("0000", "-", "+"))),
             rec(5, "E", rounds=(block("0000", "-", "U"), block("0000", "-", "+")))]
    t, warnings = tolerant(*lines)
    # C.04.1 art. 3: one PAB a round; C.04.3 [C5]: it goes to the lowest score, then rank,
    # among those who may receive it (player 5 had it in round 1: C.04.1 art. 4).
    assert t.rounds[1].byes == {3: ByeKind.FULL, 4: ByeKind.PAB, 5: ByeKind.FULL}
    assert "of the 2 players with '+' in round 2" in str(warnings[-2])
    assert "player 5 had the pairing-allocated bye in round 1" in str(warnings[-1])
    error = refused(*lines)
    assert (error.line_no, error.field) == (4, "round 2")


def test_plus_without_opponent_beside_an_explicit_u_is_a_full_point_bye():
    lines = four_players((block(2, "w", "1"), block(1, "b", "0"), "0000 - +", "0000 - U"))
    t, warnings = tolerant(*lines)
    assert t.rounds[0].byes == {3: ByeKind.FULL, 4: ByeKind.PAB}
    assert str(warnings[0]) == ("line 4, player record 001, field 'round 1' (columns 92-99):"
                                " '0000 - +' read as a full-point bye (F): round 1 has its"
                                " pairing-allocated bye (U)")
    error = refused(*lines)
    assert (error.line_no, error.field) == (4, "round 1")


def test_a_win_without_opponent_is_refused_in_both_modes():
    lines = four_players((block(2, "w", "1"), block(1, "b", "0"), "0000 - 1", "0000 - U"))
    for strict in (False, True):
        with pytest.raises(TrfError, match="result '1' but no opponent") as caught:
            parse_trf_report(trf(*lines), strict=strict)
        assert caught.value.field == "round 1"


# -- dates ----------------------------------------------------------------------------------------

@pytest.mark.parametrize(("written", "understood"), [
    ("1969.12.06", "1969/12/06"), ("1993-12-20", "1993/12/20"), ("1980/  /", "1980"),
    ("/  /", ""), (".  .", ""), ("120242", "1942/02/12"), ("120212", "2012/02/12")])
def test_birth_dates_as_other_programs_write_them(written, understood):
    lines = ["042 2020/05/01", "152 W", rec(1, "A", birth=written)]
    t, warnings = tolerant(*lines)
    assert t.players[0].birth_date == understood
    assert kinds(warnings) == ["birth date"] and warnings[0].found == written.strip()
    error = refused(*lines)
    assert (error.line_no, error.field) == (3, "birth date")


def round_dates(*dates: str) -> str:
    return ("132".ljust(91) + "".join(d.ljust(10) for d in dates)).rstrip()


@pytest.mark.parametrize(("start", "written", "understood"), [
    ("2002/11/20", "11.25.02", "2002/11/25"),  # month first: 25 is no month
    ("25.02.2011", "11.25.02", "2011/02/25"),  # year, day, month (ICU's Bunratty 2011)
    ("2013/09/08", "10.09.13", "2013/09/10"),  # day first, as the tournament's dates say
    ("2010/09/10", "10.09.13", "2010/09/13"),  # year first
    ("2013/10/01", "10.09.13", "2013/10/09")])  # month first
def test_round_dates_in_other_orders_take_the_reading_within_the_tournament(start, written,
                                                                            understood):
    lines = [f"042 {start}", round_dates(written), "152 W", rec(1, "A")]
    t, warnings = tolerant(*lines)
    assert t.round_dates[1] == understood
    assert kinds(warnings) == ["round date"] and warnings[0].field == "round 1 date"
    error = refused(*lines)
    assert (error.line_no, error.field) == (2, "round 1 date")


def test_a_column_ruler_of_digits_is_no_tournament_name():
    # The ICU's Krause exports write `0123456789...` under the `DDD SSSS` ruler: it starts
    # like a 012 record (LCU Armstrong Cup 2010-11, tests/data/real).
    lines = ["012 Armstrong Cup", "0123456789" * 20, "152 W", rec(1, "A")]
    t, warnings = tolerant(*lines)
    assert t.name == "Armstrong Cup" and kinds(warnings) == ["column ruler"]
    assert warnings[0].line_no == 2
    error = refused(*lines)
    assert (error.line_no, error.field) == (2, "tournament name")


def test_a_round_date_that_is_no_date_is_left_out_with_a_warning():
    t, warnings = tolerant(round_dates("soon"), "152 W", rec(1, "A"))
    assert t.round_dates == {} and "no date" in str(warnings[0])
    error = refused(round_dates("soon"), "152 W", rec(1, "A"))
    assert (error.line_no, error.field) == (1, "round 1 date")


# -- player fields that pairing does not use ------------------------------------------------------

@pytest.mark.parametrize(("sex", "understood"), [("f", "w"), ("F", "w"), ("x", "")])
def test_sex_f_is_female(sex, understood):
    t, warnings = tolerant("152 W", rec(1, "A", sex=sex))
    assert t.players[0].sex == understood and kinds(warnings) == ["sex"]
    error = refused("152 W", rec(1, "A", sex=sex))
    assert (error.line_no, error.field) == (2, "sex")


def test_unknown_title_is_dropped_and_lower_case_titles_are_read():
    t, warnings = tolerant("152 W", rec(1, "A", title="agm"), rec(2, "B", title="wgm"))
    assert [p.title for p in t.players] == ["", "WGM"]
    assert kinds(warnings) == ["title"]
    error = refused("152 W", rec(1, "A", title="agm"))
    assert (error.line_no, error.field) == (2, "title")


@pytest.mark.parametrize("fide", ["N0001", "12345-6", "?"])
def test_fide_id_placeholders_are_no_fide_id(fide):
    t, warnings = tolerant("152 W", rec(1, "A", fide=fide))
    assert t.players[0].fide_id is None and kinds(warnings) == ["FIDE id"]
    error = refused("152 W", rec(1, "A", fide=fide))
    assert (error.line_no, error.field) == (2, "FIDE id")


def test_a_fide_id_given_twice_stays_with_the_first_player():
    t, warnings = tolerant("152 W", rec(1, "A", fide=123), rec(2, "B", fide=123))
    assert [p.fide_id for p in t.players] == [123, None]
    assert warnings[0].line_no == 3
    error = refused("152 W", rec(1, "A", fide=123), rec(2, "B", fide=123))
    assert (error.line_no, error.field) == (3, "FIDE id")


@pytest.mark.parametrize(("rating", "warned"), [("", False), ("0", False), ("12a", True),
                                                ("9999", True)])
def test_blank_zero_or_unreadable_ratings_are_no_rating(rating, warned):
    t, warnings = tolerant("152 W", rec(1, "A", rating=rating))
    assert t.players[0].rating == 0 and kinds(warnings) == (["rating"] if warned else [])
    if warned:
        error = refused("152 W", rec(1, "A", rating=rating))
        assert (error.line_no, error.field) == (2, "rating")


# -- the text: blanks, tabs, line ends, encodings -------------------------------------------------

def test_trailing_blanks_and_crlf_are_read_without_warning():
    text = trf("012 Open   ", "152 W  ", rec(1, "A", rounds=(block(2, "w", "1"),)) + "    ",
               rec(2, "B", rounds=(block(1, "b", "0"),)) + " ").replace("\n", "\r\n")
    t, warnings = parse_trf_report(text, strict=True)
    assert t.name == "Open" and len(t.rounds[0].games) == 1 and warnings == []


def test_a_tab_is_read_as_one_blank():
    t, warnings = tolerant("012 Club\tOpen", "152 W", rec(1, "A"))
    assert t.name == "Club Open"
    assert kinds(warnings) == ["tab"] and (warnings[0].line_no, warnings[0].columns) == (1, (9, 9))
    error = refused("012 Club\tOpen", "152 W", rec(1, "A"))
    assert (error.line_no, error.field) == (1, "tab")


def test_byte_order_mark_is_skipped_with_a_warning():
    t, warnings = tolerant("\ufeff012 Open", "152 W", rec(1, "A"))
    assert t.name == "Open" and kinds(warnings) == ["byte-order mark"]
    error = refused("\ufeff012 Open", "152 W", rec(1, "A"))
    assert (error.line_no, error.field) == (1, "byte-order mark")


@pytest.mark.parametrize("encoding", ["latin-1", "cp1252"])
def test_latin1_and_windows_1252_text_is_decoded_with_a_warning(tmp_path, encoding):
    path = tmp_path / "old.trf"
    name = "Müller, Jürgen" if encoding == "latin-1" else "Œztürk, Zoë"
    path.write_bytes(trf("012 Open", "152 W", rec(1, name)).encode(encoding))
    t, warnings = read_trf_report(path)
    assert f"{t.players[0].surname}, {t.players[0].given_name}" == name
    assert kinds(warnings) == ["encoding"] and warnings[0].line_no == 3
    with pytest.raises(TrfError) as caught:
        read_trf_report(path, strict=True)
    assert (caught.value.line_no, caught.value.field) == (3, "text encoding")


# -- the initial colour ---------------------------------------------------------------------------

def test_no_152_infers_the_initial_colour_from_the_top_player_of_the_first_round():
    # Player 1 had black in round 1: the top-ranked odd pairing number had black.
    lines = [rec(1, "A", rounds=(block(3, "b", "1"),)), rec(2, "B", rounds=(block(4, "w", "0"),)),
             rec(3, "C", rounds=(block(1, "w", "0"),)), rec(4, "D", rounds=(block(2, "b", "1"),))]
    t, warnings = tolerant(*lines)
    assert t.initial_colour is Colour.BLACK
    assert kinds(warnings) == ["initial colour"] and "black" in warnings[0].understood
    assert parse_trf(trf(*lines)).initial_colour is Colour.BLACK  # an inference, not a departure


def test_initial_colour_turned_over_when_the_first_coloured_player_has_an_even_rank():
    # Player 1 had the PAB; player 2 (rank 2 of those paired) had white, so rank 1 would have
    # had black.
    lines = [rec(1, "A", rounds=(block("0000", "-", "U"),)),
             rec(2, "B", rounds=(block(3, "w", "1"),)), rec(3, "C", rounds=(block(2, "b", "0"),)),
             rec(4, "D", rounds=(block("0000", "-", "H"),))]
    t, warnings = tolerant(*lines)
    assert t.initial_colour is Colour.BLACK and "rank 2" in warnings[0].understood


def test_no_152_and_no_round_played_is_white_with_a_warning():
    t, warnings = tolerant(rec(1, "A"), rec(2, "B"))
    assert t.initial_colour is Colour.WHITE and "no round played" in warnings[0].understood


def test_152_given_means_no_inference_and_no_warning():
    t, warnings = tolerant("152 B", rec(1, "A", rounds=(block(2, "w", "1"),)),
                           rec(2, "B", rounds=(block(1, "b", "0"),)))
    assert t.initial_colour is Colour.BLACK and warnings == []


# -- team tournaments -----------------------------------------------------------------------------

@pytest.mark.parametrize("record", ["310    1 Team A", "320    1    1    2",
                                    "250    1  1.0   1   1    1    2"])
def test_team_files_are_refused_as_team_tournaments_in_both_modes(record):
    for strict in (False, True):
        with pytest.raises(TrfError, match="team tournaments are not supported") as caught:
            parse_trf_report(trf("152 W", record, rec(1, "A"), rec(2, "B")), strict=strict)
        assert caught.value.line_no == 2 and caught.value.field == ""


def test_trf16_team_record_is_kept_with_a_warning_and_the_players_read():
    t, warnings = tolerant("152 W", "013 Team A                                1    2",
                           rec(1, "A"), rec(2, "B"))
    assert len(t.players) == 2 and t.extra_records == [
        "013 Team A                                1    2"]
    assert kinds(warnings) == ["team record"] and warnings[0].line_no == 2


# -- what pairing depends on is never guessed -----------------------------------------------------

def test_opponents_that_disagree_are_refused_in_tolerant_mode_too():
    lines = ["152 W", rec(1, "A", rounds=(block(2, "w", "1"),)),
             rec(2, "B", rounds=(block(3, "b", "0"),)), rec(3, "C", rounds=(block(2, "w", "1"),))]
    with pytest.raises(TrfError) as caught:
        tolerant(*lines)
    assert caught.value.field == "round 1"


def test_a_tolerant_reading_is_written_back_clean_and_reread_strictly_equal():
    lines = ["042 2020/05/01", round_dates("20.05.01"),
             rec(1, "A", sex="f", birth="1969.12.06", fide="N0001",
                 rounds=(block(2, "b", "1"), "0000 - =")),
             rec(2, "B", rounds=(block(1, "w", "0"), "0000 - +")),
             rec(3, "C\tD", rounds=("0000 - +", block(4, "w", "1"))),
             rec(4, "E", rounds=("       -", block(3, "b", "0")))]
    t, warnings = tolerant(*lines)
    assert len(warnings) >= 8
    clean = write_trf(t)
    again, none = parse_trf_report(clean, strict=True)
    assert again == t and none == []


def test_plus_byes_told_apart_by_the_points_column_when_pab_and_full_bye_score_differently():
    # 162 P 0.5: the PAB scores half a point, a full-point bye one; player 3's points column
    # (1.5) adds up only if his '+' was a full-point bye, player 4's (0.5) only if the PAB.
    lines = ["152 W", "162  P 0.5",
             rec(1, "A", points="1.0", rounds=(block(2, "w", "1"),)),
             rec(2, "B", points="0.0", rounds=(block(1, "b", "0"),)),
             rec(3, "C", points="1.0", rounds=("0000 - +",)),
             rec(4, "D", points="0.5", rounds=("0000 - +",))]
    assert tolerant(*lines)[0].rounds[0].byes == {3: ByeKind.FULL, 4: ByeKind.PAB}
    # The other way round: the points column overrules "the lowest ranked has the PAB".
    lines[4], lines[5] = (rec(3, "C", points="0.5", rounds=("0000 - +",)),
                          rec(4, "D", points="1.0", rounds=("0000 - +",)))
    t, warnings = tolerant(*lines)
    assert t.rounds[0].byes == {3: ByeKind.PAB, 4: ByeKind.FULL}
    assert kinds(warnings) == ["bye as a result", "bye as a result"]
    assert "only so does 3's points column (0.5) add up" in str(warnings[0])


# -- "Where a file allows two readings, take the one under which the file's own points column
# adds up, and say so in a warning; where none does, refuse with the line and the field." ------
# SwissPerfect writes half- and full-point byes as a round without opponent and with a blank
# result, which the text reads as no point; the file's points column says which it was.

BLANK = "0000 -    "


def blank_rounds(c_points: str, d_points: str, *, c_rounds=None, d_rounds=(BLANK, BLANK),
                 before: tuple[str, ...] = ()) -> str:
    """Players 1 and 2 play both rounds; 3 and 4 have the rounds given (3: a win and a blank)."""
    return trf(*before,
               rec(1, "A", points="1.0", rounds=(block(3, "w", "0"), block(2, "w", "1"))),
               rec(2, "B", points="1.0", rounds=(block("0000", "-", "U"), block(1, "b", "0"))),
               rec(3, "C", points=c_points, rounds=c_rounds or (block(1, "b", "1"), BLANK)),
               rec(4, "D", points=d_points, rounds=d_rounds))


def blank_warnings(warnings: list[TrfWarning]) -> list[TrfWarning]:
    return [w for w in warnings if w.kind == "blank result"]


def test_points_column_rule_the_one_reading_that_adds_up_is_taken_with_a_warning():
    # Player 3 won round 1 and his column says 1.5: round 2 was a half-point bye. Player 4's
    # column says 2 over two blank rounds: only two full-point byes add up.
    t, warnings = parse_trf_report(blank_rounds("1.5", "2.0"))
    assert t.round(2).byes[3] is ByeKind.HALF
    assert (t.round(1).byes[4], t.round(2).byes[4]) == (ByeKind.FULL, ByeKind.FULL)
    c, d = blank_warnings(warnings)
    assert (c.line_no, c.field, c.columns) == (3, "round 2", (102, 109))
    assert "round 2: a half-point bye: only so does the points column (1.5) add up" in str(c)
    assert (d.line_no, d.field, d.columns) == (4, "rounds 1, 2", (92, 109))
    assert ("round 1: a full-point bye; round 2: a full-point bye: only so does the points"
            " column (2) add up") in str(d)


def test_points_column_rule_the_texts_reading_is_kept_silently_where_it_adds_up():
    t, warnings = parse_trf_report(blank_rounds("1.0", "0.0"))
    assert t.round(2).byes[3] is ByeKind.ZERO and t.round(1).byes[4] is ByeKind.ZERO
    assert not blank_warnings(warnings)


@pytest.mark.parametrize(("points", "kinds_taken", "readings"), [
    ("1.0", (ByeKind.HALF, ByeKind.HALF), 3),  # ½+½, 1+0, 0+1: no full-point bye
    ("1.5", (ByeKind.HALF, ByeKind.FULL), 2),  # ½+1, 1+½: the half-point bye first
    ("0.5", (ByeKind.HALF, ByeKind.ZERO), 2),  # ½+0, 0+½: the point in the earliest round
])
def test_points_column_rule_where_several_readings_add_up_the_rule_picks_one_and_says_so(
        points, kinds_taken, readings):
    # docs/trf-readers.md: the fewest full-point byes (the text gives no point; a requested
    # half-point bye is the common case), then the points in the earliest rounds (a player
    # absent from the last rounds has withdrawn).
    t, warnings = parse_trf_report(blank_rounds("1.0", points))
    assert (t.round(1).byes[4], t.round(2).byes[4]) == kinds_taken
    (d,) = blank_warnings(warnings)
    assert (d.line_no, d.field) == (4, "rounds 1, 2")
    assert (f"the points column ({float(points):g}) adds up under {readings} readings; taken the"
            " one with the fewest full-point byes, then the points in the earliest rounds") in (
        d.understood)


@pytest.mark.parametrize(("points", "why"), [
    ("2.5", "round 2 can add 0 to 1 more"),  # more than a full-point bye could give
    ("0.5", "the other results give 1"),  # less than the results without the blank round
])
def test_points_column_rule_where_no_reading_adds_up_the_file_is_refused_at_the_points(
        points, why):
    with pytest.raises(TrfError) as caught:
        parse_trf_report(blank_rounds(points, "0.0"))
    error = caught.value
    assert (error.line_no, error.field) == (3, "points")
    assert str(error).startswith("line 3, player record 001, field 'points' (columns 81-84)")
    assert f"the points column ({float(points):g}) does not add up under any reading" in str(
        error)
    assert why in str(error)


def test_points_column_rule_a_column_that_disagrees_with_plain_results_is_said_not_followed():
    # No round allows two readings (player 3's round 2 is a written zero-point bye), so the
    # results stand; the column's 2.0 (Swiss-Manager's team exports count a board won by
    # forfeit written `0000 - -`) is said in a warning, not followed and not refused.
    text = blank_rounds("2.0", "0.0", c_rounds=(block(1, "b", "1"), "0000 - -"))
    t, warnings = parse_trf_report(text)
    assert t.round(2).byes[3] is ByeKind.ZERO
    (column,) = [w for w in warnings if w.kind == "points column"]
    assert (column.line_no, column.field, column.columns) == (3, "points", (81, 84))
    assert column.understood == ("the score of the results, 1: the column counts +1, and pairing"
                                 " uses the results")


def test_points_column_rule_our_own_exports_never_disagree_with_their_notes_read():
    # Our `###` notes change scores (corrections, scoring): the column is compared once they
    # are read, so a file we wrote reads back without a warning.
    t = every_kind_tournament()
    again, warnings = parse_trf_report(write_trf(t))
    assert again == t and warnings == []


def test_points_column_rule_counts_what_bbppairings_lets_the_column_hold_beside_the_results():
    # bbpPairings' reader accepts a points column that counts the acceleration of the round to
    # be paired: player 3's 2.5 is his win and 1.0 of acceleration, so the text's reading of
    # his blank round adds up and is kept. Player 4's 3.0 is more than two blank rounds can
    # give; beside his acceleration, only two full-point byes add up. (As bbpPairings does,
    # the column without the acceleration is tried first.)
    accelerated = ("XXA    3  1.0  1.0  1.0", "XXA    4  1.0  1.0  1.0")
    t, warnings = parse_trf_report(blank_rounds("2.0", "3.0", before=accelerated))
    assert t.round(2).byes[3] is ByeKind.ZERO
    assert (t.round(1).byes[4], t.round(2).byes[4]) == (ByeKind.FULL, ByeKind.FULL)
    (d,) = blank_warnings(warnings)
    assert "(the column counts the acceleration of round 3 too, as bbpPairings reads it)" in (
        d.understood)


def test_points_column_rule_is_the_tolerant_reading_strict_keeps_the_texts_meaning():
    text = blank_rounds("1.5", "2.5")
    strict, notes = parse_trf_report(text, strict=True)
    assert strict.round(2).byes[3] is ByeKind.ZERO and strict.round(1).byes[4] is ByeKind.ZERO
    assert not blank_warnings(notes)


@pytest.mark.parametrize("note, field", [
    ('### arbiter-gui tournament name "A\\ud800B"', "name"),
    ('### arbiter-gui player 2 club "x\\udc00"', "club"),
    ('### arbiter-gui tournament deputy_arbiters ["Ann", "B\\ud83d"]', "deputy_arbiters"),
])
def test_item_17_note_with_an_invalid_escape_is_refused_or_left_out(note, field):
    """JSON lets a `###` note hold half a UTF-16 pair (`\\ud800`), which is no character: no
    file, page or printout can hold it (arbiter-report html failed with UnicodeEncodeError).
    Strict reading refuses the note naming its line and field; tolerant reading leaves it out
    with a warning saying so. A whole pair (an emoji) is a character and is read."""
    t = every_kind_tournament()
    text = write_trf(t) + note + "\n"
    line_no = text.count("\n")
    with pytest.raises(TrfError) as caught:
        parse_trf_report(text, strict=True)
    assert (caught.value.line_no, caught.value.field) == (line_no, field)
    assert "half of a UTF-16 pair" in str(caught.value)
    read, warnings = parse_trf_report(text)
    assert read == t  # the note is left out: the rest reads as written
    assert [(w.kind, w.line_no, w.field) for w in warnings] == [("invalid text", line_no, field)]
    assert "left out" in str(warnings[0])
    emoji = parse_trf(write_trf(t) + '### arbiter-gui tournament name "A\\ud83d\\ude00B"\n')
    assert emoji.name == "A\U0001f600B"
