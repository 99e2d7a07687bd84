"""One catalogue per text: a text the window shows is translated either by Qt (the `.ts` files:
the window's own wordings, its menus, buttons and dialogs) or by gettext (the `.po` files: the
core's words, which the printouts and the messages share), never by both. Two catalogues holding
the same English text drift apart (the French window said "Identifiant FIDE" where the paper said
"ID FIDE") and the translators translate it twice. A word of the domain (a column heading, a
result, a bye, a setting) is defined once in the core (core/texts.py, core/model.py, N_()) and
the window shows it through gettext (docs/translations.md, "The window (Qt)")."""

from __future__ import annotations

import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable

from babel.messages.pofile import read_po

from arbiter_gui.core.i18n import DOMAIN, LANGUAGES, SOURCE_LANGUAGE
from tests.paths import ROOT

CATALOGUES = ROOT / "resources" / "translations"
SHIPPED = sorted(set(LANGUAGES) - {SOURCE_LANGUAGE})

# (Qt context, English text) of the window's texts that may also be in the gettext catalogue,
# each with why: the same English, but not the same text to translate.
ALLOWED = {
    # The CSV import's preview asks whether to import ("Import players from x.csv", a dialog's
    # title, before anything is done); the log's record of the import (core/actions.py) says
    # it was done. The same words in English, a question and a record in the other languages.
    ("CsvPreviewDialog", "Import players from {file}"),
}

# The texts of gui/window.py also in the gettext catalogue, left while the window is split into
# controllers (issue 29); each goes as the window takes the core's word for it, and the test
# below fails on an entry no longer needed, so that this list only shrinks.
# The window's "Rounds" page and the settings' number of "Rounds" (core/model.py): one English
# word for two things, which a language may word apart.
WINDOW_PENDING = {("MainWindow", "Rounds")}


def window_texts(languages: Iterable[str] = SHIPPED) -> set[tuple[str, str]]:
    """(context, English text) of every message of the window's .ts catalogues."""
    found = set()
    for language in languages:
        tree = ElementTree.parse(CATALOGUES / f"{DOMAIN}_{language}.ts")
        for context in tree.iter("context"):
            name = context.findtext("name") or ""
            found |= {(name, message.findtext("source") or "")
                      for message in context.iter("message")}
    return found


def gettext_texts() -> set[str]:
    """The English texts of the gettext template (each form of a plural message)."""
    with (CATALOGUES / f"{DOMAIN}.pot").open("rb") as file:
        return {form for message in read_po(file) if message.id
                for form in ((message.id,) if isinstance(message.id, str) else message.id)}


def in_both(window: set[tuple[str, str]], paper: set[str]) -> set[tuple[str, str]]:
    """The window's (context, text) whose text the gettext catalogue holds too."""
    return {(context, text) for context, text in window if text in paper}


def test_no_text_is_in_both_the_window_s_and_the_core_s_catalogue():
    duplicated = in_both(window_texts(), gettext_texts()) - ALLOWED - WINDOW_PENDING
    assert not duplicated, (
        "a word of the domain goes in the core (core/texts.py, N_()) and the window shows it"
        " with _(); a text the window alone shows stays tr(); run `make translations`")


def test_every_allowed_text_is_still_in_both_catalogues():
    """An entry that is no longer duplicated goes from the lists (they only shrink)."""
    stale = (ALLOWED | WINDOW_PENDING) - in_both(window_texts(), gettext_texts())
    assert not stale


def test_the_check_finds_a_text_planted_in_both_catalogues():
    window = {("PlayersModel", "Surname"), ("PlayersModel", "Status"), ("GamesModel", "Note")}
    assert in_both(window, {"Surname", "Note on paper"}) == {("PlayersModel", "Surname")}
