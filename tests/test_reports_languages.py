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
from tests.qt_helpers import shown_window
from tests.report_helpers import played
from tests.test_trf import trf, two_rounds

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
    assert window.create_tournament(tmp_path / "t.arbiter", "Open", 7)
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
