"""FIDE's rating list: both published layouts (and zipped) indexed as a stream, looked up by
FIDE id and by name, replaced atomically, and a start list refreshed from a newer list."""

from __future__ import annotations

import sqlite3
import zipfile
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arbiter_gui.core import handling
from arbiter_gui.core.model import ModelError, Player, Tournament
from arbiter_gui.core.rating_list import (
    KIND_OF,
    ImportCancelled,
    ListedPlayer,
    PlayerChange,
    RatingList,
    RatingListError,
    apply_changes,
    import_rating_list,
    name_key,
    refresh_changes,
)
from tests.paths import DATA as TEST_DATA
from tests.rating_list_helpers import write_rating_list

DATA = TEST_DATA / "fide"
TXT = DATA / "players_list_foa.txt"
XML = DATA / "players_list_xml_foa.xml"
CARLSEN = ListedPlayer(1503014, "Carlsen, Magnus", "NOR", "m", "GM", 2833, 1990, False,
                       k_factor=10)


def _zipped(source: Path, folder: Path) -> Path:
    archive = folder / f"{source.stem}.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
        out.write(source, source.name)
    return archive


def _index(tmp_path: Path, source: Path = TXT) -> RatingList:
    index = tmp_path / "data" / "fide.sqlite"
    import_rating_list(source, index)
    return RatingList(index)


@pytest.fixture(params=["txt", "xml", "txt.zip", "xml.zip"])
def listed(request, tmp_path) -> RatingList:
    source = XML if request.param.startswith("xml") else TXT
    if request.param.endswith("zip"):
        source = _zipped(source, tmp_path)
    with _index(tmp_path, source) as rating_list:
        yield rating_list


def test_both_layouts_zipped_or_not_give_every_detail(listed):
    assert len(listed) == 6
    assert listed.by_id(1503014) == CARLSEN
    # Hou: the open title before the woman's; flag "wi": an inactive woman.
    assert listed.by_id(8602980) == ListedPlayer(8602980, "Hou, Yifan", "CHN", "w", "GM", 2633,
                                                 1994, True, k_factor=10)
    # The standard list's K (SK, <k>: B.02 7.1.2), not the rapid or blitz one.
    assert listed.by_id(24601710) == ListedPlayer(
        24601710, "M\u00fcller-\u0160ari\u0107, Zo\u00eb", "GER", "w", "WFM", 1987, 2001,
        k_factor=20)
    # Unrated in standard, a FIDE arbiter's title only (not a C.04.2 title), no birth year.
    assert listed.by_id(34567890) == ListedPlayer(34567890, "Petrov, Ivan", "BUL", "m", "", 0,
                                                  None, True)
    assert listed.by_id(46616543).details() == {
        "surname": "Gukesh D", "given_name": "", "federation": "IND", "sex": "m",
        "title": "GM", "rating": 2777, "fide_id": 46616543, "birth_date": "2006",
        "k_factor": 10}


def test_look_up_by_fide_id_or_by_the_start_of_a_name(listed):
    assert listed.search("1503014") == [CARLSEN]
    assert listed.search(" 150301 ") == []
    assert listed.search("9" * 40) == []  # never an OverflowError
    assert listed.by_id(10 ** 30) is None
    assert [p.surname for p in listed.search("car")] == ["Carlsen", "Caruana"]
    assert [p.surname for p in listed.search("Carlsen, M")] == ["Carlsen"]
    assert [p.surname for p in listed.search("MULLER sar")] == ["M\u00fcller-\u0160ari\u0107"]
    assert [p.surname for p in listed.search("car", limit=1)] == ["Carlsen"]
    assert listed.search("zz") == [] and listed.search(",") == []


@pytest.mark.parametrize(("title", "women_title", "expected"), [
    ("GM", "WGM", "GM"), ("FM", "WGM", "WGM"), ("", "WFM", "WFM"), ("IM", "", "IM"),
    ("", "", ""), ("HM", "", ""), ("cm", "wcm", "CM")])
def test_c04_2_b2_the_higher_of_the_open_and_the_womens_title(tmp_path, title, women_title,
                                                               expected):
    source = tmp_path / "list.xml"
    source.write_text(f"<playerslist><player><fideid>5</fideid><name>A, B</name><title>{title}"
                      f"</title><w_title>{women_title}</w_title></player></playerslist>",
                      encoding="utf-8")
    with _index(tmp_path, source) as rating_list:
        assert rating_list.by_id(5).title == expected


def test_name_key_drops_accents_case_and_punctuation():
    assert name_key("M\u00fcller-\u0160ari\u0107,  Zo\u00eb") == "muller saric zoe"
    assert name_key("Stra\u00dfe") == "strasse"


def test_a_single_list_names_its_rating_column_by_the_month(tmp_path):
    # standard_sep26frl.txt: one rating column, named by the month of the list.
    header = ("ID Number      Name                                                         Fed"
              " Sex Tit  WTit OTit           FOA SEP26 Gms K  B-day Flag")
    line = (f"{'1503014':<15}{'Carlsen, Magnus':<61}{'NOR':<4}{'M':<4}{'GM':<5}{'':<5}{'':<15}"
            f"{'':<4}{'2833':<6}{'0':<4}{'10':<3}{'1990':<6}")
    source = tmp_path / "standard_sep26frl.txt"
    source.write_text(f"{header}\n{line}\n", encoding="utf-8")
    with _index(tmp_path, source) as rating_list:
        assert rating_list.by_id(1503014) == CARLSEN


def test_progress_is_reported_up_to_the_whole_file(tmp_path):
    seen: list[tuple[int, int]] = []
    import_rating_list(XML, tmp_path / "fide.sqlite", lambda done, total: seen.append(
        (done, total)))
    assert seen[-1] == (XML.stat().st_size, XML.stat().st_size)
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)


def test_a_second_import_replaces_the_first_and_a_failed_one_keeps_it(tmp_path):
    index = tmp_path / "fide.sqlite"
    import_rating_list(TXT, index)
    newer = tmp_path / "newer.txt"
    lines = TXT.read_text(encoding="utf-8").splitlines()
    newer.write_text("\n".join([lines[0], lines[1].replace("2833", "2840")]) + "\n",
                     encoding="utf-8")
    summary = import_rating_list(newer, index)
    assert (summary.players, summary.skipped) == (1, 0)
    with RatingList(index) as rating_list:
        assert len(rating_list) == 1 and rating_list.by_id(1503014).rating == 2840
        assert rating_list.source == "newer.txt"
    broken = tmp_path / "broken.xml"
    broken.write_text(XML.read_text(encoding="utf-8")[:700], encoding="utf-8")
    with pytest.raises(RatingListError, match=r"broken.xml: Line \d+, column \d+: not"
                                              " well-formed XML"):
        import_rating_list(broken, index)
    with pytest.raises(ImportCancelled):
        import_rating_list(TXT, index, lambda done, total: False)
    with RatingList(index) as rating_list:
        assert len(rating_list) == 1 and rating_list.by_id(1503014).rating == 2840
    assert sorted(p.name for p in tmp_path.iterdir()) == ["broken.xml", "fide.sqlite",
                                                          "newer.txt"]


def test_records_that_are_no_players_are_skipped_with_their_line(tmp_path):
    source = tmp_path / "list.txt"
    lines = TXT.read_bytes().split(b"\r\n")
    bad_id = b"12x4   " + lines[1][7:]
    bad_rating = lines[2].replace(b"2795", b"9795")
    latin_1 = lines[3].replace(b"Hou, Yifan", "H\u00f6u, Yifan".encode("latin-1") + b" ")
    source.write_bytes(b"\r\n".join([lines[0], bad_id, bad_rating, latin_1]))
    summary = import_rating_list(source, tmp_path / "fide.sqlite")
    assert (summary.players, summary.skipped) == (1, 2)
    assert summary.problems == [
        "Line 2: FIDE id '12x4': expected a number of at most 11 digits",
        "Line 3: rating '9795': expected a number from 0 to 3500"]
    with RatingList(tmp_path / "fide.sqlite") as rating_list:
        assert rating_list.by_id(8602980).name == "H\u00f6u, Yifan"


@pytest.mark.parametrize(("content", "message"), [
    (b"surname,rating\nCarlsen,2830\n", "Line 1: not FIDE's rating list"),
    (b"", "Line 1: not FIDE's rating list"),
    (b"<playerslist></playerslist>", "no player found"),
    (b"<playerslist><player><fideid>x</fideid></player></playerslist>",
     "no player found.*Player 1 .*FIDE id 'x'"),
])
def test_a_file_that_is_no_rating_list_is_refused(tmp_path, content, message):
    source = tmp_path / "list.txt"
    source.write_bytes(content)
    with pytest.raises(RatingListError, match=message):
        import_rating_list(source, tmp_path / "fide.sqlite")
    assert not (tmp_path / "fide.sqlite").exists()
    with pytest.raises(RatingListError, match="No FIDE rating list is imported yet"):
        RatingList(tmp_path / "fide.sqlite")


def test_an_archive_without_a_list_or_a_missing_file_is_refused(tmp_path):
    archive = tmp_path / "list.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("readme.pdf", b"%PDF")
    with pytest.raises(RatingListError, match="list.zip: the archive holds no .xml or .txt"):
        import_rating_list(archive, tmp_path / "fide.sqlite")
    with pytest.raises(RatingListError, match="missing.txt: No such file"):
        import_rating_list(tmp_path / "missing.txt", tmp_path / "fide.sqlite")
    other = tmp_path / "other.sqlite"
    other.write_bytes(b"not a database at all" * 100)
    with pytest.raises(RatingListError, match="not a rating list index"):
        RatingList(other)


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from([TXT.read_bytes(), XML.read_bytes()]), st.integers(0, 10_000),
       st.binary(max_size=40))
def test_issue_19_a_damaged_list_raises_only_rating_list_error(tmp_path, good, at, noise):
    source = tmp_path / "list.txt"
    at %= len(good)
    source.write_bytes(good[:at] + noise + good[at + len(noise):])
    try:
        import_rating_list(source, tmp_path / "fide.sqlite")
    except RatingListError:
        return
    with RatingList(tmp_path / "fide.sqlite") as rating_list:
        for listed in rating_list.search("a") + rating_list.search("c"):
            assert 0 < listed.fide_id < 10**11 and 0 <= listed.rating <= 3500


def test_an_archive_that_cannot_be_unpacked_is_refused(tmp_path):
    archive = tmp_path / "list.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("players_list_foa.txt", TXT.read_bytes())
    data = bytearray(archive.read_bytes())
    central = data.index(b"PK\x01\x02")  # the central directory names the member's method
    data[central + 10:central + 12] = (99).to_bytes(2, "little")  # AES: it needs a password
    archive.write_bytes(bytes(data))
    with pytest.raises(RatingListError, match="list.zip: cannot unpack players_list_foa.txt"):
        import_rating_list(archive, tmp_path / "fide.sqlite")


def _start_list() -> Tournament:
    t = Tournament(name="Open", rounds_planned=5)
    handling.add_player(t, Player(1, "CARLSEN", "Magnus", rating=2830, fide_id=1503014,
                                  federation="NOR"))
    handling.add_player(t, Player(2, "Caruana", "Fabiano", title="GM", rating=2795,
                                  federation="USA", fide_id=2020009))
    handling.add_player(t, Player(3, "Local", "Player", rating=1500, fide_id=999))
    handling.add_player(t, Player(4, "Club", "Member", rating=1400))
    return t


def test_a_start_list_refreshed_from_a_newer_list_shows_and_applies_what_changed(tmp_path):
    t = _start_list()
    with _index(tmp_path) as rating_list:
        changes = refresh_changes(t.players, rating_list)
    # "CARLSEN" -> "Carlsen" is the same name in other letters: not a change.
    # The list's K (B.02 8.3.3) comes with the rating.
    assert changes == [PlayerChange(1, "CARLSEN, Magnus", {
        "title": ("", "GM"), "rating": (2830, 2833), "k_factor": (None, 10)}),
        PlayerChange(2, "Caruana, Fabiano", {"k_factor": (None, 10)})]
    assert KIND_OF["k_factor"] == "rating"
    apply_changes(t, changes)
    carlsen = t.player(1)
    assert (carlsen.surname, carlsen.title, carlsen.rating) == ("CARLSEN", "GM", 2833)
    assert carlsen.k_factor == 10
    assert carlsen.pairing_no == 1 and t.player(3).rating == 1500


def test_item_01_a_name_change_is_offered_only_beyond_accents_and_transliteration(tmp_path):
    """Issue 28, item 1: FIDE's list writes names in plain Latin letters; a name that differs
    only so (UCA primary strength, or transliterated) keeps its own spelling."""
    t = Tournament(name="Open", rounds_planned=5)
    registered = [("Østergaard", "Jens"), ("Łukasiewicz", "Łukasz"), ("Müller", "Jürgen"),
                  ("Иванов", "Иван"), ("Smith", "Anna")]
    for number, (surname, given_name) in enumerate(registered, start=1):
        handling.add_player(t, Player(number, surname, given_name, rating=2000,
                                      fide_id=100 + number))
    listed = ["Ostergaard, Jens", "Lukasiewicz, Lukasz", "Mueller, Juergen", "Ivanov, Ivan",
              "Smyth, Anne"]
    source = write_rating_list(tmp_path / "list.txt", [
        ListedPlayer(100 + number, name, rating=2000 + number)
        for number, name in enumerate(listed, start=1)])
    with _index(tmp_path, source) as rating_list:
        changes = refresh_changes(t.players, rating_list)
    assert [(c.player_id, c.changes) for c in changes] == [
        (1, {"rating": (2000, 2001)}), (2, {"rating": (2000, 2002)}),
        (3, {"rating": (2000, 2003)}), (4, {"rating": (2000, 2004)}),
        (5, {"surname": ("Smith", "Smyth"), "given_name": ("Anna", "Anne"),
             "rating": (2000, 2005)})]
    assert [KIND_OF[name] for name in changes[-1].changes] == ["name", "name", "rating"]
    assert changes[-1].only({"rating"}) == PlayerChange(5, "Smith, Anna",
                                                        {"rating": (2000, 2005)})
    assert changes[0].only({"title"}) is None


def test_a_change_the_tournament_refuses_is_a_model_error():
    t = _start_list()
    with pytest.raises(ModelError, match="FIDE id 2020009 is already registered"):
        apply_changes(t, [PlayerChange(1, "Carlsen", {"fide_id": (1503014, 2020009)})])


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(max_size=30))
def test_any_text_typed_is_searched_without_error(tmp_path, text):
    index = tmp_path / "fide.sqlite"
    if not index.exists():
        import_rating_list(TXT, index)
    with RatingList(index) as rating_list:
        found = rating_list.search(text)
    assert all(name_key(p.name).startswith(name_key(text)) or str(p.fide_id) == text.strip()
               for p in found)


def test_item_11_the_look_up_folds_names_as_the_player_filter_does(tmp_path):
    """The FIDE look-up found nothing for "Øster" while the player filter found "ostergaard":
    the look-up folded with Unicode decomposition, which leaves ø and ł as they are. It now
    folds by the UCA's primary strength, as the filter does (core.collation)."""
    from arbiter_gui.core.collation import matches

    names = ["Ostergaard, Anna", "\u00d8stergaard, Bo", "Lukasiewicz, Lukasz",
             "\u0141ukasiewicz, \u0141ukasz", "Mueller, Juergen", "M\u00fcller, J\u00fcrgen",
             "Strau\u00df, Eva", "\u00c6belø, Ida", "Nielsen, Anna"]
    source = tmp_path / "list.xml"
    source.write_text("<playerslist>" + "".join(
        f"<player><fideid>{k}</fideid><name>{name}</name></player>"
        for k, name in enumerate(names, start=1)) + "</playerslist>", encoding="utf-8")
    with _index(tmp_path, source) as rating_list:
        for query, expected in [
                ("\u00d8ster", ["Ostergaard, Anna", "\u00d8stergaard, Bo"]),
                ("ostergaard b", ["\u00d8stergaard, Bo"]),
                ("\u0142ukasz", []),  # a surname's start, not a given name's
                ("\u0141ukasiewicz, \u0141", ["Lukasiewicz, Lukasz",
                                              "\u0141ukasiewicz, \u0141ukasz"]),
                ("muller", ["M\u00fcller, J\u00fcrgen"]), ("strauss", ["Strau\u00df, Eva"]),
                ("aebel", ["\u00c6belø, Ida"])]:
            found = sorted(p.name for p in rating_list.search(query))
            assert found == sorted(expected), query
            # What the look-up finds by a surname's start, the player filter finds too (the
            # filter compares punctuation too: "ostergaard b" is no part of "Østergaard, Bo").
            word = query.split(",")[0].split()[0]
            assert all(matches(word, name) for name in found), query


def test_an_index_made_before_the_k_factor_was_read_gives_none(tmp_path):
    with _index(tmp_path) as rating_list:
        path = rating_list.path
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE players DROP COLUMN k_factor")
    conn.commit()
    conn.close()
    with RatingList(path) as rating_list:
        assert rating_list.by_id(1503014) == replace(CARLSEN, k_factor=None)


def test_a_list_without_a_k_keeps_the_k_the_arbiter_set(tmp_path):
    t = Tournament(name="Open")
    handling.add_player(t, Player(1, "Carlsen", "Magnus", title="GM", rating=2833,
                                  fide_id=1503014, federation="NOR", k_factor=10))
    handling.add_player(t, Player(2, "Petrov", "Ivan", fide_id=34567890, federation="BUL",
                                  k_factor=40))
    with _index(tmp_path) as rating_list:
        # Carlsen's K is the list's already; Petrov, unrated in standard, has no K in it.
        assert refresh_changes(t.players, rating_list) == []
