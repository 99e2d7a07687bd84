"""The printouts arbiters hand out (issue 16): starting list, categories and prizes, result
slips, read back from the PDF."""

from __future__ import annotations

import pytest

from arbiter_gui.core.model import Category, Prize, PrizeRule, Tournament
from arbiter_gui.core.prizes import category_standings, prize_awards
from arbiter_gui.core.tiebreak import ranked_standings
from arbiter_gui.reports import ReportError, write_report
from arbiter_gui.reports.document import points
from arbiter_gui.reports.pairings import alphabetical_report
from arbiter_gui.reports.prizes import money
from arbiter_gui.reports.startlist import by_name
from tests.report_helpers import big_round_one, pages, played, printed, random_pairs
from tests.reports.test_reports import ROUND_1, _has_row, _order, _row_index


def _field() -> Tournament:
    """8 players with titles, federations, both ratings, birth dates and clubs; accented and
    Cyrillic names to sort."""
    t = played(8, [ROUND_1], p1="Östberg, Anna", p2="Nagy, Béla", p3="Pérez, Juan",
               p5="Adams, Zoe", p6="Иванов, Пётр")
    p1 = t.player(1)
    p1.title, p1.federation, p1.fide_id, p1.rating = "WGM", "SWE", 1700123, 2391
    p1.national_rating, p1.birth_date, p1.club = 2405, "1990/03/04", "SK Rockaden"
    t.player(2).birth_date, t.player(2).club = "2009", "Budapesti Honvéd"
    t.player(6).federation, t.player(6).club = "RUS", "ЦШК"
    return t


# -- starting list --------------------------------------------------------------------------------

def test_starting_list_by_pairing_number_with_title_federation_ratings_birth_year_club(
        tmp_path):
    found = printed("startlist", _field(), tmp_path)
    assert "Starting list (8 players)" in found
    assert _has_row(found, ["1", "WGM", "Östberg, Anna", "SWE", "1700123", "2391", "2405",
                            "1990", "SK Rockaden"])
    assert _has_row(found, ["2", "Nagy, Béla", "2580", "2009", "Budapesti Honvéd"])
    assert _has_row(found, ["6", "Иванов, Пётр", "RUS", "2540", "ЦШК"])
    names = ["Östberg, Anna", "Nagy, Béla", "Pérez, Juan", "Player04", "Adams, Zoe",
             "Иванов, Пётр", "Player07", "Player08"]
    order = _order(found, names)
    assert order == sorted(order)


def test_alphabetical_starting_list_sorts_as_the_alphabetical_pairing_list(tmp_path):
    t = _field()
    found = printed("startlist-alphabetical", t, tmp_path)
    expected = ["Adams, Zoe", "Nagy, Béla", "Östberg, Anna", "Pérez, Juan", "Player04",
                "Player07", "Player08", "Иванов, Пётр"]
    order = _order(found, expected)
    assert order == sorted(order)
    assert [p.name for p in by_name(t)] == expected
    # The very order of the alphabetical pairing list: the same key, not a second one.
    pairing_list = alphabetical_report(t, 1, "a4").story[0]._cellvalues[1:]
    assert [row[1] for row in pairing_list] == [str(p.pairing_no) for p in by_name(t)]


def test_starting_list_needs_no_paired_round(tmp_path):
    found = printed("startlist", played(4, []), tmp_path)
    assert _row_index(found, ["1", "Player01"]) >= 0 and "Player04" in found


# -- categories and prizes ------------------------------------------------------------------------

def _with_categories(rule: PrizeRule) -> Tournament:
    t = random_pairs(20, 5)
    t.start_date = "2025/05/01"
    for player in t.players:
        player.birth_date = "2012/02/03" if player.pairing_no % 3 == 0 else "1980/01/01"
    t.categories = [Category("Under 14", max_age=13), Category("Women", sex="w")]
    t.prizes = [Prize("", 1, 500), Prize("", 2, 300), Prize("", 3, 200), Prize("", 4, 100),
                Prize("Under 14", 1, 150), Prize("Under 14", 2, 75)]
    t.prize_rule = rule
    return t


def test_category_standings_print_the_category_rank_beside_the_overall_rank(tmp_path):
    t = _with_categories(PrizeRule.PLACE)
    found = printed("categories", t, tmp_path)
    standings = ranked_standings(t)
    juniors = category_standings(t, t.categories[0], standings)
    assert "Under 14 (6 players)" in found
    for row in juniors:
        assert _has_row(found, [str(row.rank), str(row.overall.rank),
                                str(row.overall.player.pairing_no)]), row
    order = _order(found, [row.overall.player.name for row in juniors])
    assert order == sorted(order)


@pytest.mark.parametrize("rule", list(PrizeRule))
def test_prize_list_prints_the_awards_of_the_core_in_place_order(tmp_path, rule):
    t = _with_categories(rule)
    found = printed("prizes", t, tmp_path)
    awards = prize_awards(t, ranked_standings(t))
    assert {a.category for a in awards} == {"", "Under 14"}
    for award in awards:
        assert _has_row(found, [award.places, str(award.player.pairing_no), award.player.name,
                                points(award.score), money(award.amount)]), award
    assert f"Total: {money(sum(a.amount for a in awards))}" in found
    assert found.index("Overall") < found.index("Under 14")


def test_prize_list_without_a_prize_table_is_refused(tmp_path):
    with pytest.raises(ReportError, match="no prize table"):
        write_report("prizes", played(4, [ROUND_1[:11]]), tmp_path / "p.pdf")


# -- result slips ---------------------------------------------------------------------------------

@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_one_result_slip_per_board_four_to_a_page_in_board_order(tmp_path, paper):
    t = big_round_one(18)  # 9 boards: pages of 4, 4 and 1 slips
    path = tmp_path / "slips.pdf"
    write_report("slips", t, path, paper=paper)
    printed_pages = pages(path)
    assert len(printed_pages) == 3
    for number, page in enumerate(printed_pages):
        boards = [line for line in page if line.startswith("Board ")]
        assert boards == [f"Board {b}" for b in range(4 * number + 1, min(4 * number + 5, 10))]
    found = [line for page in printed_pages for line in page]
    slip = found.index("Board 2")
    assert found[slip:slip + 17] == [
        "Board 2", "Round 1, 2025-05-01", "Spring Open", "White", "No. 2", "Player0002, Big",
        "Rtg 2798", "Black", "No. 11", "Player0011, Big", "Rtg 2789", "Result:", "1-0", "½-½",
        "0-1", "White's signature", "Black's signature"]


def test_slips_of_a_round_of_byes_only_are_refused(tmp_path):
    t = played(1, ["1:U"])
    with pytest.raises(ReportError, match="round 1 has no games"):
        write_report("slips", t, tmp_path / "s.pdf")
