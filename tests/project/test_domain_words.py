"""Each word of the domain is defined once, in the core (core/texts.py), and the window, the
printouts, the messages and the TRF reader take it from there: the names of the byes
(C.04.1 art. 3: the pairing-allocated bye; C.04.2 D.4: the byes of an announced absence) and how
a result is written."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from arbiter_gui.core import texts
from arbiter_gui.core.i18n import speaking
from arbiter_gui.core.model import ByeKind, Game, ResultCode
from tests.paths import ROOT

PACKAGE = ROOT / "arbiter_gui"
BYE_TEXTS = {*texts.BYE_NAMES.values(), *texts.A_BYE.values()}
# The calls that mark a text for a catalogue: gettext's and Qt's.
MARKS = {"_", "N_", "ngettext", "tr", "translate", "QT_TRANSLATE_NOOP"}


def _marked_texts(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
        if name in MARKS:
            found |= {arg.value for arg in node.args
                      if isinstance(arg, ast.Constant) and isinstance(arg.value, str)}
    return found


def test_the_names_of_the_byes_are_marked_for_translation_in_core_texts_only():
    elsewhere = {str(path.relative_to(PACKAGE)): sorted(_marked_texts(path) & BYE_TEXTS)
                 for path in PACKAGE.rglob("*.py") if path != PACKAGE / "core" / "texts.py"}
    assert {path: words for path, words in elsewhere.items() if words} == {}


def test_the_four_byes_have_a_name_and_a_form_for_a_sentence():
    assert set(texts.BYE_NAMES) == set(texts.A_BYE) == set(ByeKind)
    assert texts.bye_name(ByeKind.HALF) == "half-point bye"
    assert texts.a_bye(ByeKind.PAB) == "a pairing-allocated bye"


def test_an_unusual_pair_of_codes_is_written_alike_on_screen_and_on_paper():
    # A pair of codes that makes no result, as other programs' files may hold it.
    pytest.importorskip("PySide6")
    from arbiter_gui.gui.models import result_text
    from arbiter_gui.reports.pairings import _result

    game = Game(1, 2, 1, white_result=ResultCode.UNPLAYED_WIN,
                black_result=ResultCode.FORFEIT_LOSS)
    assert texts.result_label(game) == "W/-"
    assert result_text(game) == _result(game) == "W/-"


def test_a_code_missing_is_shown_as_a_question_mark():
    assert texts.result_label(Game(1, 2, 1, white_result=ResultCode.WIN)) == "1/?"
    assert texts.result_label(Game(1, 2, 1)) == ""


def test_the_window_names_the_byes_in_the_core_s_words_and_language():
    pytest.importorskip("PySide6")
    from arbiter_gui.gui.models import bye_words

    with speaking("fr"):
        french = texts.bye_name(ByeKind.HALF)
        assert bye_words(ByeKind.HALF) == french
    assert french != "half-point bye"
