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


def test_an_adjourned_game_is_written_alike_on_screen_and_on_paper():
    # VCL.15: a game adjourned and without its result yet (C.04.2 D.1), in the core's word.
    pytest.importorskip("PySide6")
    from arbiter_gui.gui.models import result_text
    from arbiter_gui.reports.pairings import _result

    game = Game(1, 2, 1, adjourned=True)
    assert texts.result_label(game) == result_text(game) == _result(game) == "adjourned"
    with speaking("fr"):
        french = texts.result_label(game)
        assert result_text(game) == _result(game) == french != "adjourned"


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


# The words core/texts.py defines for the window, the printouts and the messages alike.
SHARED_WORDS = {
    texts.PAIRING_NUMBER, texts.NAME, texts.FEDERATION, texts.POINTS, texts.WHITE, texts.BLACK,
    texts.RESULT, texts.ROUND, texts.PERFORMANCE, texts.K_FACTOR, texts.RATING_CHANGE,
    texts.TIME, texts.KIND, texts.AUTHOR, texts.ARBITER, texts.JUSTIFICATION, texts.PLAYERS,
    texts.STANDINGS, texts.CROSS_TABLE, texts.ADJOURNED,
    *texts.DETAIL_LABELS.values(),
    "white", "black", "Round {round}", "withdrawn from round {round}", "round {round}: {bye}",
}
# The same English marked elsewhere for another thing, each with what it names there.
SAME_WORD_OTHER_THING = {
    ("core/model.py", "Federation"),  # the tournament's federation, a setting (C.02 TRF 042)
    ("core/model.py", "Points"),  # the setting of the points per result, and its page
    ("core/tiebreak/codes.py", "Rating"),  # the tie-break RTNG (C.07 10.6)
    ("reports/arbiter.py", "No."),  # the number of a log entry, not a pairing number
}


def test_the_words_the_window_shares_with_the_printouts_are_marked_in_core_texts_only():
    elsewhere = {(str(path.relative_to(PACKAGE)), word)
                 for path in PACKAGE.rglob("*.py") if path != PACKAGE / "core" / "texts.py"
                 for word in _marked_texts(path) & SHARED_WORDS}
    assert elsewhere == SAME_WORD_OTHER_THING


def test_the_window_heads_its_tables_in_the_core_s_words_and_language():
    pytest.importorskip("PySide6")
    from PySide6.QtCore import Qt

    from arbiter_gui.gui.log_view import LogModel
    from arbiter_gui.gui.models import GamesModel
    from arbiter_gui.gui.players_view import PlayersModel
    from arbiter_gui.gui.standings_view import StandingsModel

    def headings(model) -> list[str]:
        return [model.headerData(c, Qt.Orientation.Horizontal) for c in range(len(model.HEADERS))]

    with speaking("fr"):
        players, games, log = headings(PlayersModel()), headings(GamesModel()), headings(LogModel())
        ranked = StandingsModel()
        ranked.set_tournament(None)  # its first columns
        standings = headings(ranked)
        assert players[:2] == [_fr(texts.PAIRING_NUMBER), texts.detail_label("surname")]
        assert "ID FIDE" in players  # the paper's word; the window said "Identifiant FIDE"
        assert games[1:4] == [_fr(texts.WHITE), _fr(texts.RESULT), _fr(texts.BLACK)]
        assert log[0] == _fr(texts.TIME) and standings[1:3] == [_fr(texts.PAIRING_NUMBER),
                                                                  _fr(texts.NAME)]
    assert games[1] == "Blancs" and players[1] == "Nom"


def _fr(text: str) -> str:
    from arbiter_gui.core.i18n import _

    with speaking("fr"):
        return _(text)
