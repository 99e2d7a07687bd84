"""Standings and cross table printouts, read back from the PDF."""

from __future__ import annotations

import pytest
from pypdf import PdfReader

from arbiter_gui.core.model import Tournament
from arbiter_gui.core.texts import CROSS_TABLE_LEGEND
from arbiter_gui.core.tiebreak import display_value, ranked_standings
from arbiter_gui.reports import ReportError, write_report
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
            ["3", "4", "Player04", "2560", "1", "1.5", "0.0"],
            ["4", "2", "Player02", "2580", "0", "2.5", "0.0"]]
    starts = [found.index(row[2]) - 2 for row in rows]
    assert starts == sorted(starts)
    for start, row in zip(starts, rows, strict=True):
        assert found[start:start + len(row)] == row


def test_standings_header_names_each_tiebreak(tmp_path):
    found = printed("standings", _four(["BH/C1", "SB"]), tmp_path)
    header = found[found.index("Rk"):found.index("Player03")]
    assert header[:7] == ["Rk", "No.", "Ti", "Name", "Fed", "Rtg", "Pts"]
    assert "BH/C1" in header and "SB" in header
    names = " ".join(header).replace("- ", "-")  # a name may wrap after a hyphen
    assert "Buchholz Cut-1" in names and "Sonneborn-Berger" in names


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


def test_standings_say_when_the_round_is_not_complete(tmp_path):
    t = _four(["BH"])
    assert not any("not complete" in line for line in printed("standings", t, tmp_path))
    t.round(2).games[0].set_result(None)
    found = printed("standings", t, tmp_path)
    assert ("Round 2 is not complete: 1 game(s) without a result count as not played yet."
            in found)


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
    for row in ranked_standings(t):
        values = [display_value(code, v) for code, v in zip(t.tiebreaks, row.values,
                                                            strict=True)]
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
    found = printed("crosstable", t, tmp_path)
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
