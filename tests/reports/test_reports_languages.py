"""The printouts in the arbiter's language (issue 20): a tournament prints in its own language
(`print_language`) whatever the window speaks, safely off the main thread, with dates and
numbers as the language writes them."""

from __future__ import annotations

import copy
import threading
from datetime import datetime

import pytest

from arbiter_gui.core import i18n
from arbiter_gui.core.model import ModelError
from arbiter_gui.core.settings import change_settings, settings_of
from arbiter_gui.core.store import TournamentFile
from arbiter_gui.core.trf import TrfError, parse_trf, write_trf
from arbiter_gui.pairing.engine import SYSTEMS
from arbiter_gui.reports.document import day, decimal, moment, money, points
from arbiter_gui.reports.html import html_pages
from tests.core.test_trf import trf, two_rounds
from tests.qt_helpers import shown_window
from tests.report_helpers import played, printed

NOTE_LINE = len(two_rounds()) + 1  # the note comes after the records


def _four_players(print_language: str = ""):
    t = played(4, ["1-2:1 3-4:=", "1-3:0 2-4:1"])
    t.print_language = print_language
    return t


# -- the setting: notes, settings, validation ------------------------------------------------------

def test_print_language_travels_in_the_trf_notes():
    t = parse_trf(trf(*two_rounds(), '### arbiter-gui tournament print_language "ru"'))
    assert t.print_language == "ru"
    assert parse_trf(write_trf(t)).print_language == "ru"


@pytest.mark.parametrize(("value", "expected"), [
    ('"xx"', "language of the printouts: expected one of en, fr, de, es, ru"),
    ('"FR"', "language of the printouts"), ("7", "expected text")])
def test_a_note_with_a_language_not_shipped_is_refused_with_its_line_and_field(value, expected):
    with pytest.raises(TrfError) as error:
        parse_trf(trf(*two_rounds(), f"### arbiter-gui tournament print_language {value}"))
    assert (error.value.line_no, error.value.field) == (NOTE_LINE, "print_language")
    assert expected in str(error.value)


def test_settings_change_the_print_language_and_refuse_one_not_shipped():
    t = _four_players()
    t.rounds.clear()
    t.round_dates.clear()
    new = settings_of(t)
    new.print_language = "de"
    change_settings(t, new, SYSTEMS)
    assert t.print_language == "de"
    new.print_language = "klingon"
    before = copy.deepcopy(t)
    with pytest.raises(ModelError, match="language of the printouts"):
        change_settings(t, new, SYSTEMS)
    assert t == before


# -- rendering in the tournament's language ------------------------------------------------------

def _page_language(page: str) -> str:
    return page.split('<html lang="', 1)[1].split('"', 1)[0]


def test_the_pages_speak_the_tournaments_language_and_leave_the_programs_alone():
    assert i18n.language() == "en"
    assert _page_language(html_pages(_four_players("fr"))["standings.html"]) == "fr"
    assert i18n.language() == "en"  # the window's language did not change
    assert _page_language(html_pages(_four_players())["standings.html"]) == "en"


def test_printouts_made_at_once_in_threads_each_speak_their_own_language():
    """The language of a printout is the thread's (contextvars), not a global switched back
    and forth: two printouts made at the same time never mix their languages."""
    found: dict[str, list[str]] = {"fr": [], "ru": []}

    def make(language: str) -> None:
        t = _four_players(language)
        for _round in range(5):
            found[language] += [_page_language(page) for page in html_pages(t).values()]

    threads = [threading.Thread(target=make, args=(language,)) for language in found]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert found["fr"] and set(found["fr"]) == {"fr"}
    assert found["ru"] and set(found["ru"]) == {"ru"}
    assert i18n.language() == "en"


def test_speaking_refuses_a_language_not_shipped_and_restores_the_one_before():
    with i18n.speaking("de"):
        with (pytest.raises(ValueError, match="not one of the languages shipped"),
              i18n.speaking("xx")):
            pass
        assert i18n.language() == "de"
        with i18n.speaking(""):  # the program's language
            assert i18n.language() == "en"
    assert i18n.language() == "en"


def test_the_settings_page_sets_the_language_of_the_printouts(qtbot, monkeypatch, tmp_path):
    window = shown_window(qtbot, monkeypatch)
    assert window.files.create_tournament(tmp_path / "t.arbiter", "Open", 7)
    choice = window.settings_view.print_language
    assert choice.currentData() == ""  # the program's language, until the arbiter chooses
    choice.setCurrentIndex(choice.findText("Français"))
    choice.activated.emit(choice.currentIndex())
    assert not window.errors
    with TournamentFile.open(window.file.path) as f:
        assert f.tournament.print_language == "fr"
    window.settings_view.set_tournament(window.file.tournament)
    assert choice.currentData() == "fr"


# -- dates and numbers: Babel, as each language writes them ------------------------------------

@pytest.mark.parametrize(("language", "date", "score", "tiebreak", "amount"), [
    ("en", "2025-05-04", "2½", "12.50", "1,234.50"),
    ("fr", "4 mai 2025", "2,5", "12,50", "1\u202f234,50"),
    ("de", "04.05.2025", "2,5", "12,50", "1.234,50"),
    ("es", "4 may 2025", "2,5", "12,50", "1.234,50"),
    ("ru", "4 мая 2025\u202fг.", "2,5", "12,50", "1\xa0234,50"),
])
def test_dates_and_decimals_follow_the_printing_language(language, date, score, tiebreak,
                                                         amount):
    with i18n.speaking(language):
        assert day("2025/05/04") == day("2025-05-04") == date
        assert points(2.5) == score and points(3) == "3"
        assert decimal("12.50") == tiebreak and decimal("2415") == "2415"
        assert money(1234.5) == amount
        assert day("sometime in May") == "sometime in May"  # not a date: as it was typed


def test_the_time_a_printout_was_made_is_written_as_the_language_writes_it():
    when = datetime(2025, 5, 4, 18, 5)
    with i18n.speaking("en"):
        assert moment(when) == "2025-05-04 18:05"
    with i18n.speaking("de"):
        assert moment(when) == "04.05.2025 18:05"
    with i18n.speaking("ru"):
        assert moment(when) == "4 мая 2025\u202fг. 18:05"


# -- the PDFs read back: French and Russian (Cyrillic) -------------------------------------------

def _two_rounds_with_byes(print_language: str):
    """5 players: round 1 with a PAB, round 2 with a half-point bye; draws for decimals."""
    t = played(5, ["1-4:1 2-5:= 3:U", "4-2:1 3-1:= 5:H"])
    t.tiebreaks = ["BH/C1", "SB"]
    t.city, t.federation, t.start_date, t.end_date = "Lyon", "FRA", "2025/05/01", "2025/05/09"
    t.print_language = print_language
    return t


def _has_run(found: list[str], cells: list[str]) -> bool:
    """`cells` one after the other among the lines read back (a table row, a header)."""
    return any(found[k:k + len(cells)] == cells for k in range(len(found)))


@pytest.mark.parametrize(("language", "expected"), [
    ("fr", {"where": "Lyon (FRA), du 1 mai 2025 au 9 mai 2025",
            "title": "Appariements, ronde 2 (2 mai 2025)",
            "header": ["Éch.", "N°", "Tit.", "Blancs", "Féd.", "Elo", "Pts", "Résultat", "Pts",
                       "Tit.", "Noirs", "Féd.", "Elo", "N°"],
            "bye": "bye d'un demi-point (0,5)", "pab": "exempt (1)",
            "footer": ("imprimé le ", "page 1 sur 1")}),
    ("ru", {"where": "Lyon (FRA), 1 мая 2025\u202fг. – 9 мая 2025\u202fг.",
            "title": "Жеребьёвка, 2-й тур (2 мая 2025\u202fг.)",
            "header": ["Доска", "№", "Зв.", "Белые", "Фед.", "Рейт.", "Очки", "Результат",
                       "Очки", "Зв.", "Чёрные", "Фед.", "Рейт.", "№"],
            "bye": "пропуск тура с половиной очка (0,5)", "pab": "пропуск тура по жеребьёвке (1)",
            "footer": ("напечатано ", "страница 1 из 1")}),
])
def test_pairing_sheet_in_french_and_russian(tmp_path, language, expected):
    t = _two_rounds_with_byes(language)
    found = printed("pairings", t, tmp_path)
    assert found[1:3] == [expected["where"], expected["title"]]
    assert _has_run(found, expected["header"])
    # Board 1: 4 (0 points) - 2 (½ after round 1, with a comma), won by White.
    assert _has_run(found, ["1", "4", "Player04", "2560", "0", "1-0", "0,5", "Player02", "2580"])
    assert expected["bye"] in found
    assert found[-2].startswith(expected["footer"][0]) and found[-1] == expected["footer"][1]
    assert expected["pab"] in printed("pairings", t, tmp_path, round_no=1)


@pytest.mark.parametrize(("language", "title", "header", "legend"), [
    ("fr", "Classement après la ronde 2 (2 mai 2025)",
     ["Pl.", "N°", "Tit.", "Nom", "Féd.", "Elo", "Pts", "BH/C1", "SB"],
     "Départages (C.07) : BH/C1 Buchholz tronqué 1 ; SB Sonneborn-Berger."),
    ("ru", "Турнирное положение после 2-го тура (2 мая 2025\u202fг.)",
     ["М", "№", "Зв.", "Участник", "Фед.", "Рейт.", "Очки", "BH/C1", "SB"],
     "Дополнительные показатели (C.07): BH/C1 Бухгольц усечённый 1; SB Зоннеборн-Бергер."),
])
def test_standings_in_french_and_russian(tmp_path, language, title, header, legend):
    found = printed("standings", _two_rounds_with_byes(language), tmp_path)
    assert found[2] == title
    assert _has_run(found, header)  # the codes keep their official form
    # Rank, number, name, rating, score 1½ and the tie-breaks with a decimal comma.
    assert _has_run(found, ["1", "1", "Player01", "2590", "1,5", "1,5", "1,75"])
    assert _has_run(found, ["5", "2", "Player02", "2580", "0,5", "1,0", "0,50"])
    assert legend in found
    assert not any("." in cell and cell.replace(".", "").isdigit() for cell in found)


def test_the_web_pages_in_french(tmp_path):
    pages = html_pages(_two_rounds_with_byes("fr"))
    assert "<h2 dir=\"auto\">Classement après la ronde 2 (2 mai 2025)</h2>" in pages[
        "standings.html"]
    assert '<td dir="auto" class="n">1,75</td>' in pages["standings.html"]
    assert '<a href="crosstable.html">Grille américaine</a>' in pages["index.html"]
    assert "Arbitre principal : IA Smirnov, Aleksei" in pages["pairings.html"]
