"""Standings and cross table printouts, read back from the PDF."""

from __future__ import annotations

import re
from itertools import pairwise

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from pypdf import PdfReader

from arbiter_gui.core.model import Category, GameResult, Prize, Tournament
from arbiter_gui.core.texts import CROSS_TABLE_LEGEND
from arbiter_gui.core.tiebreak import OFFERED_TIEBREAKS, display_column, ranked_standings
from arbiter_gui.reports import ReportError, write_report
from arbiter_gui.reports.scripts import line_width
from tests.report_helpers import ARBITER, NAME, lines, pages, played, printed, random_pairs

# Players 1 and 3 end on 1½, 3 ahead on Buchholz; hand-computed C.07 values:
#   3: beat 4 (1), drew 1 (1½): BH 2½, SB 1 + ¾ = 1.75
#   1: beat 2 (0), drew 3 (1½): BH 1½, SB 0 + ¾ = 0.75
#   4: lost to 3, beat 2:       BH 1½, SB 0
#   2: lost to 1 and 4:         BH 2½, SB 0
FOUR = ["1-2:1 3-4:1", "1-3:= 4-2:1"]


def _four(tiebreaks: list[str], **names: str) -> Tournament:
    t = played(4, FOUR, **names)
    t.tiebreaks = tiebreaks
    return t


def _has_row(found: list[str], row: list[str]) -> bool:
    return any(found[k:k + len(row)] == row for k in range(len(found)))


# -- standings ------------------------------------------------------------------------------------

def test_c07_standings_rank_equal_scores_by_the_tiebreaks_with_their_values(tmp_path):
    found = printed("standings", _four(["BH", "SB"]), tmp_path)
    assert found[1] == "Standings after round 2 (2025-05-02)"
    rows = [["1", "3", "Player03", "2570", "1½", "2.5", "1.75"],
            ["2", "1", "Player01", "2590", "1½", "1.5", "0.75"],
            ["3", "4", "Player04", "2560", "1", "1.5", "0.00"],
            ["4", "2", "Player02", "2580", "0", "2.5", "0.00"]]
    starts = [found.index(row[2]) - 2 for row in rows]
    assert starts == sorted(starts)
    for start, row in zip(starts, rows, strict=True):
        assert found[start:start + len(row)] == row


def test_standings_header_gives_each_tiebreak_code_and_the_legend_its_name(tmp_path):
    found = printed("standings", _four(["BH/C1", "SB"]), tmp_path)
    header = found[found.index("Rk"):found.index("Player03") - 2]
    assert header == ["Rk", "No.", "Ti", "Name", "Fed", "Rtg", "Pts", "BH/C1", "SB", "Rp", "K",
                      "Rtg+/-"]
    legend = " ".join(found[found.index("Player02"):]).replace("- ", "-")
    assert "Tie-breaks (C.07): BH/C1 Buchholz Cut-1; SB Sonneborn-Berger." in legend


def test_issue16_2_a_column_of_values_prints_its_decimal_points_one_above_the_other(tmp_path):
    # "40.5", "39.75", "35.0" did not line up: every value of a column has its decimals.
    found = printed("standings", _four(["SB"]), tmp_path)
    for row in (["1", "3", "Player03", "2570", "1½", "1.75"],
                ["2", "1", "Player01", "2590", "1½", "0.75"],
                ["3", "4", "Player04", "2560", "1", "0.00"]):
        assert _has_row(found, row)


def test_issue16_2_direct_encounter_is_blank_where_it_separates_nobody(tmp_path):
    # DE printed "0" on every row. 3 and 1 (1½ each) drew their game: DE separates nobody.
    found = printed("standings", _four(["DE", "BH"]), tmp_path)
    assert _has_row(found, ["1", "3", "Player03", "2570", "1½", "2.5"])
    assert _has_row(found, ["2", "1", "Player01", "2590", "1½", "1.5"])
    # 3 and 4 (1 point each) met and 3 won: DE prints their places; 1, alone, is blank.
    t = played(4, ["1-2:1 3-4:1", "1-3:1 4-2:1"])
    t.tiebreaks = ["DE"]
    found = printed("standings", t, tmp_path)
    # (then Rp 2575 + 800, K 10 and 10 × (0.49 + 0.47), B.02 8.3)
    assert _has_row(found, ["1", "1", "Player01", "2590", "2", "3375", "10", "+9.6", "2", "3",
                            "Player03"])
    assert _has_row(found, ["2", "3", "Player03", "2570", "1", "1"])
    assert _has_row(found, ["3", "4", "Player04", "2560", "1", "2"])


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_issue16_1_every_tiebreak_offered_at_once_prints_and_no_name_is_split(tmp_path, paper):
    # 13 or more tie-breaks crashed with a reportlab traceback; 11-12 split names mid-word.
    t = played(6, ["1-2:1 3-4:= 5-6:0", "2-3:1 4-5:1 6-1:="],
               p1="Łukasiewicz-Wójcik, Jan-Krzysztof", p2="Abdusattorov, Nodirbek")
    t.tiebreaks = list(OFFERED_TIEBREAKS)
    path = tmp_path / "all.pdf"
    write_report("standings", t, path, paper=paper)
    found = lines(path)
    header = found[found.index("Rk"):found.index("Rk") + 7 + len(OFFERED_TIEBREAKS)]
    assert header[7:] == list(OFFERED_TIEBREAKS)
    text = " ".join(found)
    # Every word whole: a surname never split, given names whole or as initials (issue 26).
    for words in (("Łukasiewicz-Wójcik,",), ("Jan-Krzysztof", "J.-K."), ("Abdusattorov,",),
                  ("Nodirbek", "N.")):
        assert any(word in text.split() or word.rstrip(",") in text.split() for word in words)
    box = PdfReader(path).pages[0].mediabox
    assert float(box.width) > float(box.height)  # landscape


def test_few_tiebreaks_print_on_portrait_pages(tmp_path):
    path = tmp_path / "s.pdf"
    write_report("standings", _four(["BH/C1", "BH", "SB", "WIN"]), path)
    box = PdfReader(path).pages[0].mediabox
    assert float(box.width) < float(box.height)


def test_players_equal_in_score_and_every_tiebreak_share_the_rank(tmp_path):
    found = printed("standings", _four([]), tmp_path)
    for row in (["1", "1", "Player01", "2590", "1½"], ["1", "3", "Player03", "2570", "1½"],
                ["3", "4", "Player04", "2560", "1"], ["4", "2", "Player02", "2580", "0"]):
        assert _has_row(found, row)


def test_standings_after_an_earlier_round(tmp_path):
    found = printed("standings", _four(["BH"]), tmp_path, round_no=1)
    assert found[1] == "Standings after round 1 (2025-05-01)"
    assert _has_row(found, ["1", "1", "Player01", "2590", "1", "0.0"])
    assert _has_row(found, ["3", "2", "Player02", "2580", "0", "1.0"])


def test_standings_title_fed_and_any_script(tmp_path):
    t = _four(["BH"], p3="Иванов, Пётр", p1='<b>B & "Jo" O\'Neil')
    t.player(3).title, t.player(3).federation = "IM", "SRB"
    found = printed("standings", t, tmp_path)
    assert _has_row(found, ["1", "3", "IM", "Иванов, Пётр", "SRB", "2570", "1½", "2.5"])
    assert _has_row(found, ["2", "1", '<b>B & "Jo" O\'Neil', "2590", "1½", "1.5"])


def played_without_results(t: Tournament, round_no: int) -> Tournament:
    for game in t.round(round_no).games:
        game.set_result(None)
    return t


@pytest.mark.parametrize(("kind", "row"), [
    ("standings", ["1", "5", "Player05", "2550", "2"]),
    ("crosstable", ["1", "5", "Player05", "2550", "PAB", "1w1", "2"])])
def test_a_round_waiting_for_results_is_not_counted_by_default(tmp_path, kind, row):
    t = played_without_results(played(5, ["1-2:1 3-4:= 5:U", "5-1:1 2-3:0 4:U",
                                          "1-3:1 2-4:1 5:U"]), 3)
    found = printed(kind, t, tmp_path)
    assert found[1].endswith("after round 2 (2025-05-02)")
    assert not any("not complete" in line for line in found)
    # Player 5's PAB of round 3 does not count: 2 points (PAB, beat 1), not 3.
    assert _has_row(found, row)


@pytest.mark.parametrize("kind", ["standings", "crosstable", "categories", "prizes"])
def test_asked_for_a_round_waiting_for_results_they_say_so_at_the_top(tmp_path, kind):
    t = played_without_results(played(5, ["1-2:1 3-4:= 5:U", "5-1:1 2-3:0 4:U",
                                          "1-3:1 2-4:1 5:U"]), 3)
    t.round(3).games[1].set_result(GameResult.DRAW)
    t.categories, t.prizes = [Category("All")], [Prize("", 1, 100)]
    found = printed(kind, t, tmp_path, round_no=3)
    assert found[1].endswith("after round 3 (2025-05-03)")
    # Under the page's header (tournament, title, chief arbiter), before anything else.
    assert found[3] == ("Round 3 is not complete: 1 game without a result counts as not played"
                        " yet.")  # one game: the singular (ngettext)


def test_c07_10_rating_tiebreak_dropped_with_unrated_players_is_noted(tmp_path):
    t = _four(["BH", "ARO"])
    t.player(4).rating = 0
    found = " ".join(printed("standings", t, tmp_path))
    assert "Average rating of opponents (ARO) is not used: C.07 art. 10" in found


def test_unknown_tiebreak_code_is_refused_and_nothing_written(tmp_path):
    path = tmp_path / "s.pdf"
    with pytest.raises(ReportError, match="the tournament's tie-breaks: Unknown tie-break code"):
        write_report("standings", _four(["XYZ"]), path)
    assert not path.exists()


def test_500_player_standings_in_rank_order_over_pages_with_repeated_headers(tmp_path):
    t = random_pairs(500, 3)
    t.tiebreaks = ["BH/C1", "SB"]
    path = tmp_path / "big.pdf"
    write_report("standings", t, path)
    printed_pages = pages(path)
    total = len(printed_pages)
    assert total >= 8
    for number, page in enumerate(printed_pages, start=1):
        assert page[:3] == [NAME, "Standings after round 3 (2025-05-03)",
                            f"Chief arbiter: {ARBITER}"]
        assert page[3:10] == ["Rk", "No.", "Ti", "Name", "Fed", "Rtg", "Pts"]
        assert page[-1] == f"page {number} of {total}"
    found = lines(path)
    where = {line: k for k, line in enumerate(found)}
    starts = []
    standings = ranked_standings(t)
    columns = [display_column(code, [row.values[k] for row in standings])
               for k, code in enumerate(t.tiebreaks)]
    for n, row in enumerate(standings):
        values = [column[n] for column in columns]
        start = where[row.player.name] - 2
        assert found[start:start + 7] == [
            str(row.rank), str(row.player.pairing_no), row.player.name,
            str(row.player.rating), _points(row.score), *values]
        starts.append(start)
    assert starts == sorted(starts)


def _points(score: float) -> str:
    whole = int(score)
    return str(whole) if score == whole else f"{whole or ''}½"


# -- cross table ----------------------------------------------------------------------------------

def _five() -> Tournament:
    """Final order 5 (2), 1 (1½), 3 (1½), 4 (½), 2 (0): no tie-breaks, so pairing order."""
    return played(5, ["1-2:1 3-4:+ 5:U", "4-1:= 2-5:0 3:H"])


def test_crosstable_cells_give_opponents_number_colour_and_result_ranks_shared(tmp_path):
    found = printed("crosstable", _five(), tmp_path)
    assert found[1] == "Cross table after round 2 (2025-05-02)"
    assert found[3:9] == ["Rk", "No.", "Name", "Rtg", "1", "2"]
    # As on screen: opponents by pairing number, equal players share their rank.
    rows = [["1", "5", "Player05", "2550", "PAB", "2b1", "2"],
            ["2", "1", "Player01", "2590", "2w1", "4b½", "1½"],
            ["2", "3", "Player03", "2570", "4w+", "H", "1½"],
            ["4", "4", "Player04", "2560", "3b-", "1w½", "½"],
            ["5", "2", "Player02", "2580", "1b0", "5w0", "0"]]
    starts = [found.index(row[2]) - 2 for row in rows]
    assert starts == sorted(starts)
    for start, row in zip(starts, rows, strict=True):
        assert found[start:start + len(row)] == row
    assert CROSS_TABLE_LEGEND.split()[0] in " ".join(found)


def test_crosstable_cell_of_a_game_without_result_has_no_result(tmp_path):
    t = _five()
    t.round(2).games[0].set_result(None)  # 4-1: the order becomes 5, 3, 1, 2, 4
    found = printed("crosstable", t, tmp_path, round_no=2)
    assert _has_row(found, ["3", "1", "Player01", "2590", "2w1", "4b", "1"])
    assert _has_row(found, ["4", "4", "Player04", "2560", "3b-", "1w", "0"])


def test_crosstable_of_an_earlier_round_has_its_rounds_only(tmp_path):
    found = printed("crosstable", _five(), tmp_path, round_no=1)
    assert found[3:8] == ["Rk", "No.", "Name", "Rtg", "1"] and found[8] == "Pts"


@pytest.mark.parametrize(("rounds", "landscape"), [(9, False), (15, True), (30, True)])
def test_wide_crosstable_prints_on_landscape_pages(tmp_path, rounds, landscape):
    path = tmp_path / "x.pdf"
    write_report("crosstable", random_pairs(20, rounds), path, paper="letter")
    box = PdfReader(path).pages[0].mediabox
    assert (float(box.width) > float(box.height)) is landscape
    assert sorted((float(box.width), float(box.height))) == [612, 792]
    assert str(rounds) in lines(path)  # the last round's column is there


def test_standings_and_crosstable_refuse_a_round_not_paired(tmp_path):
    for kind in ("standings", "crosstable"):
        path = tmp_path / f"{kind}.pdf"
        with pytest.raises(ReportError, match=r"round 3 is not paired \(rounds 1-2 are\)"):
            write_report(kind, _five(), path, round_no=3)
        assert not path.exists()


def _drawn_strings(path, page: int = 0) -> list[tuple[str, float, float, float]]:
    """(text, x, y, font size) of each string drawn on the page."""
    found: list[tuple[str, float, float, float]] = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            found.append((text.strip(), tm[4], tm[5], size * tm[0]))

    PdfReader(path).pages[page].extract_text(visitor_text=visit)
    return found


def test_issue16_3_three_digit_places_in_the_crosstable_never_run_together(tmp_path):
    path = tmp_path / "x.pdf"
    write_report("crosstable", random_pairs(120, 9), path)
    cells = [(x, y, line_width(text, False, size))
             for text, x, y, size in _drawn_strings(path)
             if re.fullmatch(r"\d{1,3}[wb][½10+=-]?", text)]
    assert any(width > 0 for _, _, width in cells)
    rows: dict[float, list[tuple[float, float]]] = {}
    for x, y, width in cells:
        rows.setdefault(round(y), []).append((x, width))
    assert len(rows) > 20
    for row in rows.values():
        row.sort()
        assert len(row) == 9
        for (x, width), (next_x, _) in pairwise(row):
            assert x + width + 2 <= next_x  # a gap between one round's cell and the next


def test_issue16_3_crosstable_has_lines_between_rounds(tmp_path):
    path = tmp_path / "x.pdf"
    write_report("crosstable", random_pairs(20, 7), path)
    page = pdfium.PdfDocument(path)[0]
    vertical = {round(left) for obj in page.get_objects()
                if obj.type == pdfium_c.FPDF_PAGEOBJ_PATH
                for left, bottom, right, top in [obj.get_bounds()]
                if right - left < 2 and top - bottom > 100}
    assert len(vertical) >= 7 + 1  # before each round and before the points


def test_issue16_3_crosstable_has_title_federation_and_tiebreak_columns(tmp_path):
    t = _five()
    t.player(5).title, t.player(1).federation = "GM", "NOR"
    t.tiebreaks = ["BH", "SB"]
    found = printed("crosstable", t, tmp_path)
    assert found[3:14] == ["Rk", "No.", "Ti", "Name", "Fed", "Rtg", "1", "2", "Pts", "BH", "SB"]
    # Opponents by pairing number, as on screen (issue 15, defect 8).
    assert _has_row(found, ["1", "5", "GM", "Player05", "2550", "PAB", "2b1", "2"])
    assert _has_row(found, ["3", "1", "Player01", "NOR", "2590", "2w1", "4b½", "1½", "0.5"])
    assert any(line.startswith("Tie-breaks (C.07): BH") for line in found)


def test_c04_2_d3_a_player_who_withdrew_is_marked_in_the_standings(tmp_path):
    t = _four(["BH"])
    t.player(2).withdrawn_from = 3  # after round 2: plays no more
    found = printed("standings", t, tmp_path)
    assert _has_row(found, ["4", "2", "Player02 †", "2580", "0"])
    assert "† withdrawn from the tournament: not paired any more" in found
    t.player(2).withdrawn_from = 4  # still paired in round 3
    assert "Player02 †" not in printed("standings", t, tmp_path)


def test_the_cross_table_by_rank_gives_each_opponent_by_his_line_in_the_table(tmp_path):
    # Final order 3, 1, 4, 2 (lines 1-4): player 3 beat 4 (line 3) with white, drew 1 (line 2)
    # with black.
    found = printed("crosstable-rank", _four(["BH", "SB"]), tmp_path)
    assert found[1] == "Cross table by rank after round 2 (2025-05-02)"
    assert _has_row(found, ["1", "3", "Player03", "2570", "3w1", "2b½", "1½"])
    assert _has_row(found, ["4", "2", "Player02", "2580", "2b0", "3b0", "0"])
    assert "12w1: against the player on line 12" in " ".join(found)


# -- rating change and performance (FIDE Rating Regulations B.02, core/rating.py) ----------------

def _rated_example() -> Tournament:
    """tests/core/test_rating.py's worked example: player 1 (2250) beats 2350, draws with 2150 and
    loses to 1750: by hand, Rp 2083, K 20, change 20 × -0.42 = -8.4."""
    t = played(4, ["1-2:1 3-4:=", "3-1:= 2-4:1", "1-4:0 2-3:="])
    for player, rating in zip(t.players, (2250, 2350, 2150, 1750), strict=True):
        player.rating = rating
    return t


def test_b02_8_3_final_standings_print_performance_k_and_rating_change(tmp_path):
    found = printed("standings", _rated_example(), tmp_path)
    header = found[found.index("Rk"):found.index("Pts") + 4]
    assert header == ["Rk", "No.", "Ti", "Name", "Fed", "Rtg", "Pts", "Rp", "K", "Rtg+/-"]
    start = found.index("Player01")
    assert found[start:start + 6] == ["Player01", "2250", "1½", "2083", "20", "-8.4"]
    legend = " ".join(found[next(k for k, line in enumerate(found)
                                 if line.startswith("Rp performance")):])
    assert "K development coefficient (FIDE Rating Regulations B.02 8.3.3)" in legend
    assert "Rtg+/- rating change: K times the sum of score minus expected score" in legend


def test_b02_8_3_the_rating_change_in_the_printing_language(tmp_path):
    t = _rated_example()
    t.print_language = "de"
    found = printed("standings", t, tmp_path)
    start = found.index("Player01")
    assert found[start:start + 6] == ["Player01", "2250", "1,5", "2083", "20", "-8,4"]


def test_without_a_rated_player_the_standings_have_no_rating_columns(tmp_path):
    t = _rated_example()
    for player in t.players:
        player.rating = 0
    found = printed("standings", t, tmp_path)
    assert "Rp" not in found and "Rtg+/-" not in found
