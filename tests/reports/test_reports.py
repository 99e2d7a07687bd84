"""The printouts, read back from the PDF: content, order, page frame, paper, refusals."""

from __future__ import annotations

from datetime import datetime

import pytest
from pypdf import PdfReader
from reportlab.pdfbase import pdfmetrics

from arbiter_gui import __version__
from arbiter_gui.core.model import ByeKind, GameResult, Override, ResultCorrection, Tournament
from arbiter_gui.reports import REPORTS, ReportError, write_report
from arbiter_gui.reports.document import FONT, register_fonts, render
from arbiter_gui.reports.pairings import pairings_report
from tests.report_helpers import (
    ARBITER,
    NAME,
    big_round_one,
    lines,
    pages,
    played,
    printed,
    with_results,
)

# Printouts of the tournament as a whole, made before any round is paired too.
WHOLE_TOURNAMENT = {"log", "startlist", "startlist-alphabetical", "arbiter"}
ROUND_1 = "1-5:1 6-2:= 3-7:0 4-8:+ 9:U"
ROUND_2 = "7-1:1 2-3:= 9-6:0 5:U 4:H 8:Z"


def _two_rounds(**names: str) -> Tournament:
    """9 players; in round 2 player 4 has a half-point bye, 8 has withdrawn, 5 the PAB, and the
    boards are numbered 2-3, 9-6, 7-1 (not the order the games are stored in)."""
    t = played(9, [ROUND_1, ROUND_2], **names)
    t.player(8).withdrawn_from = 2
    seven_one, two_three, nine_six = t.round(2).games
    seven_one.board, two_three.board, nine_six.board = 3, 1, 2
    nine_six.set_result(None)
    return t


def _row_index(found: list[str], row: list[str]) -> int:
    """Where the cells of `row` follow one another in the printed lines (-1: nowhere)."""
    return next((k for k in range(len(found)) if found[k:k + len(row)] == row), -1)


def _has_row(found: list[str], row: list[str]) -> bool:
    return _row_index(found, row) >= 0


def _order(found: list[str], names: list[str]) -> list[int]:
    return [found.index(name) for name in names]


# -- pairing sheet --------------------------------------------------------------------------------

def test_c04_2_d9_pairing_sheet_prints_games_by_their_board_number(tmp_path):
    found = printed("pairings", _two_rounds(), tmp_path, round_no=2)
    order = _order(found, ["Player02", "Player03", "Player09", "Player06", "Player07",
                           "Player01"])
    assert order == sorted(order)


def test_pairing_sheet_row_has_numbers_ratings_scores_before_the_round_and_result(tmp_path):
    found = printed("pairings", _two_rounds(), tmp_path, round_no=2)
    # Board 1: 2 (½ after round 1) - 3 (0), drawn.
    assert _has_row(found, ["1", "2", "Player02", "2580", "½", "½-½", "0", "Player03", "2570",
                            "3"])
    # Board 2 has no result yet: nothing between the two scores.
    assert _has_row(found, ["2", "9", "Player09", "2510", "1", "½", "Player06", "2540", "6"])


def test_vcl_15_pairing_sheet_prints_an_adjourned_game_as_adjourned(tmp_path):
    t = _two_rounds()
    board_1 = next(g for g in t.round(2).games if g.board == 1)
    board_1.set_result(None)
    board_1.adjourned = True
    found = printed("pairings", t, tmp_path, round_no=2)
    assert _has_row(found, ["1", "2", "Player02", "2580", "½", "adjourned", "0", "Player03",
                            "2570", "3"])


def test_c04_2_d1_pairing_sheet_marks_a_score_with_a_game_still_adjourned(tmp_path):
    # Round 1's 6-2 adjourned: the pairing counted it as a draw (C.04.2 D.1), the standings do
    # not count it yet. The sheet prints the standings' score with the game marked, "0 (1)",
    # as bulletins write it, and says what the mark means; so does the list by name.
    t = _two_rounds()
    six_two = t.round(1).games[1]
    six_two.set_result(None)
    six_two.adjourned = True
    found = printed("pairings", t, tmp_path, round_no=2)
    assert _has_row(found, ["1", "2", "Player02", "2580", "0 (1)", "½-½", "0", "Player03",
                            "2570", "3"])
    assert _has_row(found, ["2", "9", "Player09", "2510", "1", "0 (1)", "Player06", "2540",
                            "6"])
    assert any(line.startswith("2 (1): 2 points and 1 game adjourned") for line in found)
    by_name = printed("alphabetical", t, tmp_path, round_no=2)
    assert _has_row(by_name, ["Player02", "2", "0 (1)"])
    assert any(line.startswith("2 (1): 2 points and 1 game adjourned") for line in by_name)
    assert not any("game adjourned" in line for line in printed(
        "pairings", _two_rounds(), tmp_path, round_no=2))


def _right_edges(path, values: set[str]) -> dict[str, list[float]]:
    """Where each printed string of `values` ends on page 1 (x of its right edge, in points)."""
    edges: dict[str, list[float]] = {}
    page = PdfReader(path).pages[0]

    def visit(text, cm, tm, font, size):
        if text.strip() in values:
            width = pdfmetrics.stringWidth(text.strip(), FONT, size)
            edges.setdefault(text.strip(), []).append(round(tm[4] * cm[0] + cm[4] + width, 1))

    page.extract_text(visitor_text=visit)
    return edges


def test_issue16_4_pairing_sheet_has_federations_titles_apart_and_points_right_aligned(
        tmp_path):
    t = _two_rounds()
    t.player(2).title, t.player(2).federation = "WGM", "GEO"
    t.player(3).title, t.player(3).federation = "WFM", "IND"
    path = tmp_path / "p.pdf"
    write_report("pairings", t, path, round_no=2)
    found = lines(path)
    assert found[3:17] == ["Bo.", "No.", "Ti", "White", "Fed", "Rtg", "Pts", "Result", "Pts",
                           "Ti", "Black", "Fed", "Rtg", "No."]
    # The titles are cells of their own, not run into the names.
    assert _has_row(found, ["1", "2", "WGM", "Player02", "GEO", "2580", "½", "½-½", "0", "WFM",
                            "Player03", "IND", "2570", "3"])
    # Black's points end where the column ends, as White's do: "1" and "0" and "½" one above
    # the other at their right edge (they were left-aligned).
    edges = _right_edges(path, {"Pts"})  # White's, Black's, then the not-paired table's
    black_pts = _right_edges(path, {"0", "½", "1"})
    black_side = [x for xs in black_pts.values() for x in xs
                  if abs(x - edges["Pts"][1]) < 5]  # (the header is bold, a little wider)
    assert len(black_side) >= 2 and len(set(black_side)) == 1


def test_pairing_sheet_lists_pab_then_byes_then_absent_players_below_the_games(tmp_path):
    found = printed("pairings", _two_rounds(), tmp_path, round_no=2)
    assert _has_row(found, ["5", "Player05", "2550", "0", "pairing-allocated bye (1)"])
    assert _has_row(found, ["4", "Player04", "2560", "1", "half-point bye (½)"])
    assert _has_row(found, ["8", "Player08", "2520", "0", "withdrawn from round 2"])
    order = _order(found, ["Player01", "Player05", "Player04", "Player08"])
    assert order == sorted(order)


def test_issue28_13_c04_1_c_the_pab_is_listed_apart_from_the_players_not_paired(tmp_path):
    """C.04.1 c: the pairing-allocated bye goes to the one player the pairing leaves unpaired;
    the players not paired are the absent (C.04.2 D.3, D.4): the PAB has a table of its own,
    under its own heading, not among the players "Not paired"."""
    found = printed("pairings", _two_rounds(), tmp_path, round_no=2)
    order = _order(found, ["Player01", "Pairing-allocated bye", "Player05", "Not paired",
                           "Player04", "Player08"])
    assert order == sorted(order)
    # Round 1's only bye is the PAB: no table of players not paired.
    found = printed("pairings", _two_rounds(), tmp_path, round_no=1)
    assert "Pairing-allocated bye" in found and "Not paired" not in found


def test_pairing_sheet_marks_the_pairs_an_arbiter_changed_with_a_footnote(tmp_path):
    t = _two_rounds()
    found = printed("pairings", t, tmp_path, round_no=2)
    assert "* changed by the arbiter, see the override log" not in found
    t.overrides.append(Override(2, "exchange opponents", (7, 1), "7-3 2-1", "7-1 2-3",
                                "relatives", "IA Smirnov", "2025-05-02T09:00:00+00:00"))
    found = printed("pairings", t, tmp_path, round_no=2)
    assert _has_row(found, ["3*", "7", "Player07"])
    assert _has_row(found, ["1", "2", "Player02"])  # the other pairs are not marked
    # Below the tables, above the footer (when printed, page x of y).
    assert found[-3] == "* changed by the arbiter, see the override log"


def test_issue16_5_header_gives_place_and_dates_and_footer_when_and_by_what_printed(
        tmp_path):
    t = _two_rounds()
    t.city, t.federation, t.start_date, t.end_date = "Novi Sad", "SRB", "2025-05-01", "2025-05-09"
    path = tmp_path / "p.pdf"
    register_fonts()
    report = pairings_report(t, 2, "a4")
    path.write_bytes(render(t, report, "a4", printed=datetime(2025, 5, 2, 18, 5)))
    for page in pages(path):
        assert page[:2] == ["Spring Open", "Novi Sad (SRB), 2025-05-01 to 2025-05-09"]
        assert page[-2:] == [f"printed 2025-05-02 18:05 by arbiter-gui {__version__}",
                             "page 1 of 1"]


def test_pairing_sheet_of_the_last_paired_round_by_default(tmp_path):
    found = printed("pairings", _two_rounds(), tmp_path)
    assert "Pairings, round 2 (2025-05-02)" in found


def test_pairing_sheet_of_an_earlier_round_shows_its_scores_and_results(tmp_path):
    found = printed("pairings", _two_rounds(), tmp_path, round_no=1)
    assert "Pairings, round 1 (2025-05-01)" in found
    assert _has_row(found, ["4", "4", "Player04", "2560", "0", "+/-", "0", "Player08"])
    assert _has_row(found, ["9", "Player09", "2510", "0", "pairing-allocated bye (1)"])


# -- alphabetical list ----------------------------------------------------------------------------

def test_alphabetical_list_sorts_by_name_ignoring_accents_with_board_colour_opponent(tmp_path):
    t = _two_rounds(p1="Östberg, Anna", p2="Nagy, Béla", p3="Pérez, Juan", p5="Adams, Zoe",
                    p6="Иванов, Пётр")
    found = printed("alphabetical", t, tmp_path, round_no=2)
    # Each row starts with the name, the pairing number and the score before the round.
    starts = [["Adams, Zoe", "5", "0"], ["Nagy, Béla", "2", "½"], ["Östberg, Anna", "1", "1"],
              ["Pérez, Juan", "3", "0"], ["Player04", "4", "1"], ["Player07", "7", "1"],
              ["Player08", "8", "0"], ["Player09", "9", "1"], ["Иванов, Пётр", "6", "½"]]
    order = [_row_index(found, start) for start in starts]
    assert -1 not in order and order == sorted(order)
    # Name, number, score before the round, board, colour, opponent and number.
    assert _has_row(found, ["Östberg, Anna", "1", "1", "3", "black", "Player07", "7"])
    assert _has_row(found, ["Player07", "7", "1", "3", "white", "Östberg, Anna", "1"])
    assert _has_row(found, ["Adams, Zoe", "5", "0", "pairing-allocated bye (1)"])
    assert _has_row(found, ["Player04", "4", "1", "half-point bye (½)"])
    assert _has_row(found, ["Player08", "8", "0", "withdrawn from round 2"])


# -- override log ---------------------------------------------------------------------------------

def _with_overrides(t: Tournament) -> Tournament:
    t.overrides += [
        Override(1, "swap colours", (3,), "3-7 1-5", "7-3 1-5", "colour history <i>&</i> age",
                 "IA Smirnov", "2025-05-01T08:30:00+00:00"),
        Override(2, "exchange opponents", (7, 1, 3), "7-3 2-1 9-6", "7-1 2-3 9-6",
                 "brothers must not meet", "FA Nowak", "2025-05-02T09:05:00+00:00"),
    ]
    return t


def test_override_log_prints_one_block_per_override_in_the_order_made(tmp_path):
    found = printed("log", _with_overrides(_two_rounds()), tmp_path)
    assert "Override log, all rounds" in found
    first, second = found.index("1. Round 1: swap colours"), \
        found.index("2. Round 2: exchange opponents")
    assert first < second
    assert found[first + 1:first + 13] == [
        "Players", "Player03 (No. 3)", "Engine's pairs replaced", "3-7", "New pairs", "7-3",
        "Justification", "colour history <i>&</i> age", "Arbiter", "IA Smirnov",
        "Time", "2025-05-01 08:30 UTC"]
    assert found[second + 1:second + 7] == [
        "Players", "Player07 (No. 7); Player01 (No. 1); Player03 (No. 3)",
        "Engine's pairs replaced", "7-3 2-1", "New pairs", "7-1 2-3"]


def test_override_log_of_one_round(tmp_path):
    found = printed("log", _with_overrides(_two_rounds()), tmp_path, round_no=2)
    assert "Override log, round 2 (2025-05-02)" in found
    assert "1. Round 2: exchange opponents" in found
    assert not any("swap colours" in line for line in found)


def test_override_log_without_overrides_says_so(tmp_path):
    found = printed("log", _two_rounds(), tmp_path)
    assert "No pairing was changed and no result corrected by the arbiter." in found


def _with_late_correction(t: Tournament) -> Tournament:
    """Round 1 board 4 corrected after round 2 was paired on its old result (between the two
    overrides in time)."""
    t.corrections.append(ResultCorrection(1, 4, "+/-", "-/+", 2, "the forfeit went the other way",
                                          "IA Smirnov", "2025-05-01T19:40:00+00:00"))
    return t


def test_issue28_5_c04_2_d8_override_log_prints_the_late_result_correction(tmp_path):
    """A result corrected after a later round was paired on it (C.04.2 D.8) changed what that
    round's pairing rests on: the override log prints it, in the order made, with its reason."""
    t = _with_late_correction(_with_overrides(_two_rounds()))
    found = printed("log", t, tmp_path)
    first = found.index("1. Round 1: swap colours")
    correction = found.index("2. Round 1, board 4: result corrected")
    second = found.index("3. Round 2: exchange opponents")
    assert first < correction < second
    assert found[correction + 1:correction + 13] == [
        "Old result", "+/-", "New result", "-/+", "Paired on the old result", "round 2",
        "Reason", "the forfeit went the other way", "Arbiter", "IA Smirnov",
        "Time", "2025-05-01 19:40 UTC"]
    # Round 2's log: the correction its pairing rests on, and its own override.
    found = printed("log", t, tmp_path, round_no=2)
    assert "1. Round 1, board 4: result corrected" in found
    assert "2. Round 2: exchange opponents" in found
    # Only a correction: the log is not empty.
    found = printed("log", _with_late_correction(_two_rounds()), tmp_path)
    assert "1. Round 1, board 4: result corrected" in found
    assert "No pairing was changed and no result corrected by the arbiter." not in found


# -- every page -----------------------------------------------------------------------------------

def test_every_page_has_the_header_the_table_header_and_page_x_of_y(tmp_path):
    path = tmp_path / "big.pdf"
    write_report("pairings", big_round_one(500), path)
    printed_pages = pages(path)
    assert len(printed_pages) > 3
    total = len(printed_pages)
    for number, page in enumerate(printed_pages, start=1):
        assert page[:3] == [NAME, "Pairings, round 1 (2025-05-01)", f"Chief arbiter: {ARBITER}"]
        assert page[3:6] == ["Bo.", "No.", "Ti"]
        assert page[-1] == f"page {number} of {total}"
    # All 250 boards, in board order, over the pages.
    found = lines(path)
    order = _order(found, [f"Player{k:04d}, Big" for k in range(1, 251)])
    assert order == sorted(order)


def test_names_in_any_script_and_with_markup_characters_print_literally(tmp_path):
    t = _with_overrides(_two_rounds(p1="Иванов, Пётр", p2='<b>B & "Jo" O\'Neil'))
    t.name = "Open <b>& \"Cup\""
    for kind in ("pairings", "alphabetical", "log"):
        found = printed(kind, t, tmp_path)
        assert found[0] == "Open <b>& \"Cup\""
        if kind != "log":
            assert "Иванов, Пётр" in found
            assert '<b>B & "Jo" O\'Neil' in found
    assert "colour history <i>&</i> age" in printed("log", t, tmp_path)


def test_the_fonts_are_embedded_truetype(tmp_path):
    path = tmp_path / "p.pdf"
    write_report("pairings", _two_rounds(p1="Иванов, Пётр"), path)
    fonts = [f.get_object() for f in PdfReader(path).pages[0]["/Resources"]["/Font"].values()]
    assert fonts
    for font in fonts:
        assert "DejaVuSans" in font["/BaseFont"] and font["/Subtype"] == "/TrueType"
        assert "/FontFile2" in font["/FontDescriptor"]  # the font program is in the file


@pytest.mark.parametrize(("paper", "size"), [("a4", (595.28, 841.89)), ("letter", (612, 792))])
def test_paper_size(tmp_path, paper, size):
    path = tmp_path / "p.pdf"
    write_report("pairings", _two_rounds(), path, paper=paper)
    box = PdfReader(path).pages[0].mediabox
    assert (round(float(box.width), 2), round(float(box.height), 2)) == size


# -- refusals -------------------------------------------------------------------------------------

@pytest.mark.parametrize(("kind", "options", "message"), [
    ("pairings", {"round_no": 3}, "round 3 is not paired (rounds 1-2 are)"),
    ("alphabetical", {"round_no": 0}, "round 0 is not paired (rounds 1-2 are)"),
    ("log", {"round_no": 5}, "round 5 is not paired (rounds 1-2 are)"),
    ("pairings", {"round_no": "2"}, "the round must be a whole number, not '2'"),
    ("wallchart", {}, "unknown report 'wallchart'; expected one of "),
    ("pairings", {"paper": "a3"}, "unknown paper 'a3'; expected one of a4, letter"),
])
def test_refused_report_raises_report_error_and_leaves_the_file_as_it_was(
        tmp_path, kind, options, message):
    path = tmp_path / "old.pdf"
    path.write_bytes(b"the previous printout")
    with pytest.raises(ReportError, match=message.replace("(", r"\(").replace(")", r"\)")):
        write_report(kind, _two_rounds(), path, **options)
    assert path.read_bytes() == b"the previous printout"
    assert [p.name for p in tmp_path.iterdir()] == ["old.pdf"]


@pytest.mark.parametrize("kind", [k for k in REPORTS if k not in WHOLE_TOURNAMENT])
def test_report_of_a_tournament_not_paired_yet_is_refused(tmp_path, kind):
    path = tmp_path / "none.pdf"
    with pytest.raises(ReportError, match="no round of the tournament is paired yet"):
        write_report(kind, played(4, []), path)
    assert not path.exists()


def test_unwritable_path_raises_os_error_and_writes_nothing(tmp_path):
    path = tmp_path / "missing" / "p.pdf"
    with pytest.raises(OSError):
        write_report("pairings", _two_rounds(), path)
    assert list(tmp_path.iterdir()) == []


def test_results_entered_later_appear_on_a_new_printout(tmp_path):
    t = big_round_one(10)
    assert "1-0" not in printed("pairings", t, tmp_path)
    assert printed("pairings", with_results(t, 1, GameResult.WHITE_WINS), tmp_path).count(
        "1-0") == 5


def test_requested_zero_point_bye_is_listed_with_its_points(tmp_path):
    t = played(5, ["1-2:1 3-4:= 5:Z"])
    assert t.round(1).byes == {5: ByeKind.ZERO}
    assert _has_row(printed("pairings", t, tmp_path), ["5", "Player05", "2550", "0",
                                                        "zero-point bye (0)"])
