"""The static HTML pages (issue 16): parsed back with the stdlib's html.parser, their tables
compared with the PDFs' content, and what a page without a server must be."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from arbiter_gui.core.model import Category, Prize
from arbiter_gui.core.rating import rating_results
from arbiter_gui.reports import ReportError, write_report
from arbiter_gui.reports.html import INDEX, html_pages, write_html
from arbiter_gui.reports.standings import signed
from tests.report_helpers import lines, played, random_pairs


class _Page(HTMLParser):
    """The tables (rows of cell texts), the links, the tags and their attributes of a page."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tables: list[list[list[str]]] = []
        self.links: list[str] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self._cell = []
        elif tag == "a":
            self.links.append(dict(attrs)["href"])

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th"):
            self.tables[-1][-1].append("".join(self._cell))
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def _parsed(path) -> _Page:
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    page.close()
    return page


def _is_subsequence(cells: list[str], printed: list[str]) -> bool:
    """Do the cells appear in `printed` in this order, each on one line or wrapped over a few
    lines that follow one another?"""
    def squeezed(value: str) -> str:
        return "".join(value.split())

    at = 0
    for cell in map(squeezed, cells):
        found = next(((k, n) for k in range(at, len(printed)) for n in (1, 2, 3)
                      if squeezed("".join(printed[k:k + n])) == cell), None)
        if found is None:
            return False
        at = found[0] + found[1]
    return True


def _tournament():
    t = random_pairs(20, 4)
    t.tiebreaks = ["BH", "SB"]
    t.players[0].surname, t.players[0].given_name = "<b>Smith & Co</b>", "\"Al\""
    t.players[1].surname, t.players[1].given_name = "محمد", "علي"
    t.categories = [Category("Seniors", min_rating=0, max_rating=2400)]
    t.prizes = [Prize("", 1, 100), Prize("", 2, 50), Prize("Seniors", 1, 30)]
    return t


@pytest.mark.parametrize("kind", ["pairings", "standings", "crosstable", "startlist",
                                  "categories", "prizes"])
def test_html_tables_have_the_cells_of_the_pdf_in_the_same_order(tmp_path, kind):
    t = _tournament()
    write_html(t, tmp_path / "web")
    page = _parsed(tmp_path / "web" / f"{kind}.html")
    write_report(kind, t, tmp_path / f"{kind}.pdf")
    printed = lines(tmp_path / f"{kind}.pdf")
    assert page.tables
    for table in page.tables:
        assert len(table) > 1
        header, *rows = table
        # Every cell the PDF prints (it leaves blanks out, wraps long names; an Arabic name
        # prints in visual order), in the same order, row after row.
        cells = [c for row in rows for c in row if c and "محمد" not in c]
        assert _is_subsequence([c for c in header if c], printed)
        assert _is_subsequence(cells, printed), kind


def test_index_links_every_page_and_the_pages_need_no_script_nor_server(tmp_path):
    written = write_html(_tournament(), tmp_path / "web")
    names = sorted(p.name for p in written)
    assert names == sorted([INDEX, "pairings.html", "alphabetical.html", "standings.html",
                            "crosstable.html", "startlist.html", "categories.html",
                            "prizes.html", *(f"round-{r}.html" for r in range(1, 5)),
                            *(f"player-{n}.html" for n in range(1, 21))])
    index = _parsed(tmp_path / "web" / INDEX)
    assert set(index.links) == set(names)
    for path in written:
        page = _parsed(path)
        tags = {tag for tag, _ in page.tags}
        assert "script" not in tags and "link" not in tags  # CSS inline, nothing fetched
        assert ("meta", {"charset": "utf-8"}) in page.tags
        assert all(href in names for href in page.links)


def test_names_are_escaped_and_read_in_their_own_direction(tmp_path):
    write_html(_tournament(), tmp_path / "web")
    text = (tmp_path / "web" / "startlist.html").read_text(encoding="utf-8")
    assert "&lt;b&gt;Smith &amp; Co&lt;/b&gt;, &quot;Al&quot;" in text and "<b>" not in text
    page = _parsed(tmp_path / "web" / "startlist.html")
    rows = page.tables[0]
    assert [c for row in rows for c in row if "Smith" in c] == ["<b>Smith & Co</b>, \"Al\""]
    assert "محمد, علي" in [c for row in rows for c in row]
    cells = [attrs for tag, attrs in page.tags if tag in ("td", "th")]
    assert cells and all(attrs.get("dir") == "auto" for attrs in cells)


def test_before_the_first_round_only_the_starting_list_and_the_index(tmp_path):
    written = write_html(played(4, []), tmp_path / "web")
    assert sorted(p.name for p in written) == [INDEX, "startlist.html"]


def test_a_page_that_cannot_be_made_writes_nothing(tmp_path):
    t = _tournament()
    t.prizes.append(Prize("Juniors", 1, 10))  # no such category
    with pytest.raises(ReportError, match="Juniors"):
        write_html(t, tmp_path / "web")
    assert not (tmp_path / "web").exists()


# -- every round, the list by name, a card per player, a phone's screen (issue 26) ----------------

class _Structure(HTMLParser):
    """The open elements above each table, and the footer's text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, dict[str, str | None]]] = []
        self.tables_in: list[list[tuple[str, dict[str, str | None]]]] = []
        self.footer: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "table":
            self.tables_in.append(list(self.open))
        if tag not in ("br", "meta"):
            self.open.append((tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        while self.open and self.open.pop()[0] != tag:
            pass

    def handle_data(self, data: str) -> None:
        if any(tag == "footer" for tag, _attrs in self.open):
            self.footer.append(data)


def _structure(path) -> _Structure:
    page = _Structure()
    page.feed(path.read_text(encoding="utf-8"))
    page.close()
    return page


@pytest.mark.parametrize("round_no", [1, 2, 3, 4])
def test_every_round_has_its_page_with_the_pairings_and_results_of_the_pdf(tmp_path, round_no):
    t = _tournament()
    write_html(t, tmp_path / "web")
    page = _parsed(tmp_path / "web" / f"round-{round_no}.html")
    write_report("pairings", t, tmp_path / "round.pdf", round_no=round_no)
    printed = lines(tmp_path / "round.pdf")
    header, *rows = page.tables[0]
    assert len(rows) == 10  # 20 players, 10 boards
    cells = [c for row in rows for c in row if c and "محمد" not in c]
    assert _is_subsequence(cells, printed)
    results = [row[header.index("Result")] for row in rows]
    assert all(results)  # the round's results, as entered


def test_the_last_rounds_pairings_by_name_link_each_player_to_the_card(tmp_path):
    t = _tournament()
    write_html(t, tmp_path / "web")
    page = _parsed(tmp_path / "web" / "alphabetical.html")
    header, *rows = page.tables[0]
    assert header[0] == "Name" and len(rows) == 20
    assert f"player-{t.players[3].pairing_no}.html" in page.links


def test_a_players_card_has_each_round_with_opponent_colour_and_result(tmp_path):
    t = _tournament()
    write_html(t, tmp_path / "web")
    player = t.players[5]
    page = _parsed(tmp_path / "web" / f"player-{player.pairing_no}.html")
    header, *rows = page.tables[0]
    assert header == ["Rd.", "Bo.", "Colour", "Opponent", "Result", "Pts", "Rtg", "No.",
                      "Rtg+/-"]
    rating = rating_results(t)[player.id]
    changes = {g.round: signed(rating.game_change(g)) for g in rating.games}
    assert [row[0] for row in rows] == ["1", "2", "3", "4"]
    score = 0.0
    for rnd, row in zip(t.rounds, rows, strict=True):
        game = rnd.game_of(player.id)
        opponent = t.player(game.opponent_of(player.id))
        white = game.white == player.id
        code = game.code_of(player.id)
        score += t.scoring.for_result(code)
        assert row[1:5] == [str(game.board), "White" if white else "Black", opponent.name,
                            {"1": "1", "=": "½", "0": "0", "+": "+", "-": "-"}[code]]
        assert row[5] == f"{score:g}".replace(".5", "½").replace("0½", "½")
        assert row[6:] == [str(opponent.rating), str(opponent.pairing_no),
                           changes.get(rnd.number, "")]
        assert f"player-{opponent.pairing_no}.html" in page.links


def test_a_card_shows_a_bye_as_a_bye_and_the_card_of_a_name_is_escaped(tmp_path):
    t = played(4, ["1-2:1 3:U 4:H"], p1="<b>Smith & Co</b>")
    write_html(t, tmp_path / "web")
    page = _parsed(tmp_path / "web" / "player-3.html")
    assert page.tables[0][1][3:5] == ["pairing-allocated bye", "1"]
    text = (tmp_path / "web" / "player-1.html").read_text(encoding="utf-8")
    assert "&lt;b&gt;Smith &amp; Co&lt;/b&gt;" in text and "<b>" not in text


def test_every_table_scrolls_in_its_own_box_and_the_footer_names_the_log_head(tmp_path):
    written = write_html(_tournament(), tmp_path / "web", footnote="log head 0123abcd (12"
                         " entries, chain verified)")
    for path in written:
        page = _structure(path)
        assert all(("div", {"class": "scroll"}) in above for above in page.tables_in), path.name
        assert "log head 0123abcd (12 entries, chain verified)" in page.footer, path.name
    css = (tmp_path / "web" / INDEX).read_text(encoding="utf-8")
    assert re.search(r"\.scroll \{ overflow-x: auto;", css)
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in css


def test_an_invalid_surrogate_in_a_name_never_stops_the_pages(tmp_path):
    t = _tournament()
    t.players[2].surname = "Bad\udc80name"  # a lone surrogate, as a file read with errors has
    t.name = "Open\ud800"
    written = write_html(t, tmp_path / "web")
    text = (tmp_path / "web" / f"player-{t.players[2].pairing_no}.html").read_text(
        encoding="utf-8")
    assert "Bad\ufffdname" in text and "Open\ufffd" in text
    assert all(path.read_bytes().decode("utf-8") for path in written)


def test_the_pages_rank_after_the_last_complete_round_and_pair_the_last_paired(tmp_path):
    t = played(4, ["1-2:1 3-4:=", "1-3:1 2-4:0"])
    t.round(2).games[1].set_result(None)
    pages = html_pages(t)
    assert "Standings after round 1" in pages["standings.html"]
    assert "Cross table after round 1" in pages["crosstable.html"]
    assert "Pairings, round 2" in pages["pairings.html"]


def test_b02_8_3_a_rated_players_card_gives_each_games_change_the_total_and_performance(
        tmp_path):
    # tests/core/test_rating.py's worked example, by hand: +12.8, -2.8, -18.4 with K 20, in all
    # -8.4; Rp (C.07 10.2) 2083.
    t = played(4, ["1-2:1 3-4:=", "3-1:= 2-4:1", "1-4:0 2-3:="])
    for player, rating in zip(t.players, (2250, 2350, 2150, 1750), strict=True):
        player.rating = rating
    write_html(t, tmp_path / "web")
    page = _parsed(tmp_path / "web" / "player-1.html")
    header, *rows = page.tables[0]
    assert header[-1] == "Rtg+/-"
    assert [row[-1] for row in rows] == ["+12.8", "-2.8", "-18.4"]
    text = (tmp_path / "web" / "player-1.html").read_text(encoding="utf-8")
    assert ("Rating change (FIDE Rating Regulations B.02 8.3): -8.4, with the coefficient K ="
            " 20") in text
    assert "Performance rating (C.07 10.2): 2083" in text


def test_a_card_without_rated_players_has_no_rating_column(tmp_path):
    t = played(4, ["1-2:1 3-4:="])
    for player in t.players:
        player.rating = 0
    write_html(t, tmp_path / "web")
    header = _parsed(tmp_path / "web" / "player-1.html").tables[0][0]
    assert header == ["Rd.", "Bo.", "Colour", "Opponent", "Result", "Pts", "Rtg", "No."]
