"""The window's translations (issue 20): every text of arbiter_gui/gui goes through Qt's
mechanism, each shipped .ts is complete and compiled, and switching the language changes the
menus, the dialogs and the messages at once.

The scanner reads the sources' syntax trees: a string literal that reads like a text (words,
not a key, a path or a format) must be inside tr(), translate() or QT_TRANSLATE_NOOP(), or be
on the allow-list below, which says why each entry is no text for the arbiter.
"""

from __future__ import annotations

import ast
import re
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QMessageBox

from arbiter_gui.core import i18n
from arbiter_gui.gui import language, recent
from arbiter_gui.gui.models import points_text
from arbiter_gui.gui.window import MainWindow
from arbiter_gui.resources import resource_path
from tests.paths import ROOT
from tests.qt_helpers import on_modal, shown_window

GUI = ROOT / "arbiter_gui" / "gui"
TRANSLATIONS = resource_path("translations")
LRELEASE = Path(__import__("sys").executable).parent / "pyside6-lrelease"
SHIPPED = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]

# Calls whose string arguments are marked for the translation; `_` is core.i18n's gettext,
# for the command line's help (app.py), printed before Qt is started.
MARKERS = {"tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP", "_"}
# Calls whose string arguments are no text for the arbiter.
ALLOWED_CALLS = {
    "QKeySequence",  # key names ("Ctrl+Z"), translated by Qt itself
    "setStyleSheet",  # Qt style sheets
    "info", "critical",  # the error log file, read by the developers
    "QApplication",  # the application's name
    "TypeVar",  # a type variable's name
}
# Literals assigned to these names are no text: styles, file names, keys.
ALLOWED_TARGETS = re.compile(r"(_STYLE|_FILE|_KEY|_PREFIX|APP_NAME|_SUFFIX)$")
# Single literals that are no text, by file: data of the self-test's tournament.
ALLOWED_LITERALS = {
    ("selftest.py", "Self-test Open"),  # the name of the self-test's tournament (data)
    ("selftest.py", "  ok  "),  # the self-test's mark of a check passed, as test runners print
    ("language.py", "Qt"),  # a folder's name: PySide6/Qt/translations
    ("app.py", "arbiter-gui "),  # --version: the program's name before its version number
    ("window.py", " — arbiter-gui"),  # the program's name at the end of the window's title
    ("errorlog.py", "%(asctime)s %(levelname)s %(message)s"),  # the error log's line format
}
# What reads like a text: two letters together, unless the whole literal is a key, a name, a
# path or a format (lower case, digits and _ . / - : % * { } without spaces), or a constant's
# or an environment variable's name (ARBITER_GUI_LOG_DIR).
_WORDS = re.compile(r"[A-Za-z]{2}")
_NO_TEXT = re.compile(r"[a-z0-9_./\-:%*{}#!=<>]*|[A-Z0-9_]+")


def _looks_like_text(value: str) -> bool:
    return bool(_WORDS.search(value)) and not _NO_TEXT.fullmatch(value)


def _call_name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def _excused(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """Inside a marker or an allowed call, a docstring or comment-like statement, or assigned
    to an allowed name."""
    child, parent = node, parents.get(node)
    while parent is not None:
        if isinstance(parent, ast.Expr) and child is parent.value is node:
            return True  # a docstring (a string alone as a statement; not a call's argument)
        if isinstance(parent, ast.Call) and child is not parent.func:
            name = _call_name(parent)
            if name in MARKERS or name in ALLOWED_CALLS:
                return True
        if isinstance(parent, ast.Assign | ast.AnnAssign):
            targets = parent.targets if isinstance(parent, ast.Assign) else [parent.target]
            names = [t.attr if isinstance(t, ast.Attribute) else getattr(t, "id", "")
                     for t in targets]
            if any(ALLOWED_TARGETS.search(n) for n in names):
                return True
        child, parent = parent, parents.get(parent)
    return False


def unmarked_texts(source: str, file_name: str) -> list[tuple[int, str]]:
    """(line, literal) of each text in `source` that is not marked for the translation."""
    tree = ast.parse(source)
    parents = _parents(tree)
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                and _looks_like_text(node.value)
                and (file_name, node.value) not in ALLOWED_LITERALS
                and not _excused(node, parents)):
            found.append((node.lineno, node.value))
    return found


def test_every_text_of_the_window_is_marked_for_the_translation():
    found = [f"{path.name}:{line}: {text!r}" for path in sorted(GUI.glob("*.py"))
             for line, text in unmarked_texts(path.read_text(encoding="utf-8"), path.name)]
    assert found == []


def test_the_scanner_finds_a_new_unmarked_text_and_passes_a_marked_one():
    planted = '''
class Page(QWidget):
    def build(self) -> None:
        """A docstring is no text shown."""
        self.button = QPushButton("Pair the round")
        self.label = QLabel(f"Round {n} of {m}")
        self.marked = QPushButton(self.tr("Pair the round"))
        self.other = translate("Page", "Unpair round {n}").format(n=self.key("round_no"))
        self.setObjectName("pairing_page")
        self.setStyleSheet("color: #b71c1c;")
        ap.add_argument("--demo", action="store_true", help="open a demo tournament")
        ap.add_argument("--version", action="store_true", help=_("print the version"))
'''
    assert unmarked_texts(planted, "page.py") == [(5, "Pair the round"), (6, "Round "),
                                                  (6, " of "), (11, "open a demo tournament")]


# -- the .ts and .qm files -------------------------------------------------------------------------

_PLACEHOLDERS = re.compile(r"\{[a-z_]*(?:![rs])?\}|%n")


def _messages(ts: Path) -> list[tuple[str, str, list[str]]]:
    """(context, source, translations: one, or the plural forms) of each message."""
    root = ElementTree.parse(ts).getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation.get("type") not in ("unfinished", "vanished", "obsolete"), (
                ts.name, name, message.findtext("source"))
            forms = [f.text or "" for f in translation.iter("numerusform")]
            found.append((name, message.findtext("source"), forms or [translation.text or ""]))
    return found


def _sources(ts: Path) -> set[tuple[str, str]]:
    """(context, source) of each message of a .ts, translated or not."""
    return {(context.findtext("name"), message.findtext("source"))
            for context in ElementTree.parse(ts).getroot().iter("context")
            for message in context.iter("message")}


@pytest.mark.parametrize("code", SHIPPED)
def test_each_language_translates_every_text_of_the_window_keeping_its_placeholders(code):
    messages = _messages(TRANSLATIONS / f"arbiter_gui_{code}.ts")
    # Not emptied by a failed lupdate (the domain's words are the core's, in the .po files).
    assert len(messages) > 350
    for context, source, forms in messages:
        for form in forms:
            assert form.strip(), (context, source)
            # %n may be left out of a form that names the number (Russian "одна запись")
            expected = set(_PLACEHOLDERS.findall(source)) - {"%n"}
            assert set(_PLACEHOLDERS.findall(form)) - {"%n"} == expected, (context, source, form)
            assert form.count("&") <= 1, (context, source, form)  # one mnemonic at most
    if code == "ru":  # three plural forms: 1, 2-4, 5 and more
        assert all(len(forms) == 3 for _, source, forms in messages if "%n" in source)


def test_english_has_every_plural_form_and_nothing_else():
    messages = _messages(TRANSLATIONS / "arbiter_gui_en.ts")
    assert messages and all("%n" in source and len(forms) == 2 for _, source, forms in messages)


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_each_qm_is_compiled_from_its_ts(code, tmp_path):
    """The .qm committed is what lrelease makes of the .ts committed (`make translations`)."""
    ts, qm = TRANSLATIONS / f"arbiter_gui_{code}.ts", TRANSLATIONS / f"arbiter_gui_{code}.qm"
    fresh = tmp_path / qm.name
    done = subprocess.run([str(LRELEASE), "-silent", str(ts), "-qm", str(fresh)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert fresh.read_bytes() == qm.read_bytes(), f"run `make translations` ({qm.name} is old)"


LUPDATE = LRELEASE.with_name("pyside6-lupdate")


@pytest.mark.parametrize("code", SHIPPED)
def test_each_ts_holds_every_text_of_the_window_as_the_sources_have_it(code, tmp_path):
    """A text added or changed in the sources since the last `make translations` would be shown
    in English: lupdate over a copy of the .ts must find nothing to add or remove."""
    ts = TRANSLATIONS / f"arbiter_gui_{code}.ts"
    fresh = tmp_path / ts.name
    fresh.write_bytes(ts.read_bytes())
    done = subprocess.run([str(LUPDATE), "-silent", "-no-obsolete", "-locations", "none",
                           "-source-language", "en", *sorted(map(str, GUI.glob("*.py"))),
                           "-ts", str(fresh)], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    committed, extracted = _sources(ts), _sources(fresh)
    assert extracted == committed, (f"run `make translations` and translate: new"
                                    f" {sorted(extracted - committed)}, gone"
                                    f" {sorted(committed - extracted)}")


# -- switching the language in the window ----------------------------------------------------------

@pytest.fixture
def english_afterwards():
    """The language goes back to English after the test, whatever it switched to, and the
    choice saved in the preferences is forgotten."""
    yield
    language.install("en")
    (recent.config_dir() / language.PREFERENCES_FILE).unlink(missing_ok=True)


def _menu_titles(window: MainWindow) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def test_language_switch_translates_menus_dialogs_and_messages_then_back(
        qtbot, tmp_path, english_afterwards, monkeypatch):
    window = shown_window(qtbot, monkeypatch)
    assert window.files.create_tournament(tmp_path / "open.arbiter", "Open", 7)
    window.tabs.setCurrentWidget(window.ranked.standings_page)
    assert _menu_titles(window)[:3] == ["&File", "&Edit", "&Round"]

    window.language_actions["fr"].trigger()
    assert language.installed() == "fr" and i18n.language() == "fr"
    assert language.saved_language() == "fr"  # the next start speaks French too
    assert _menu_titles(window)[:3] == ["&Fichier", "É&dition", "&Ronde"]
    assert window.tabs.tabText(window.tabs.currentIndex()) == "Classement"  # the same tab
    assert window.rounds.pair_button.text() == "Apparier la ronde suivante (F9)"
    assert window.language_actions["fr"].isChecked()
    assert window.tournament is not None and window.tournament.name == "Open"  # nothing lost
    assert window.players_model.headerData(1, Qt.Orientation.Horizontal) == "Nom"
    window.pairing.explain_selected()  # nothing selected: the window's own message
    assert window.errors[-1] == "Sélectionnez une paire ou un joueur d'une ronde appariée"
    assert QLocale().toString(1.5) == "1,5" and points_text(2.25) == "2,25"

    window.change_language("ru")
    assert _menu_titles(window)[:3] == ["&Файл", "&Правка", "&Тур"]
    assert window.rounds.pair_button.text() == "Жеребьёвка следующего тура (F9)"
    # A message in its message box, as the arbiter sees it.
    seen: list[str] = []
    on_modal(QMessageBox, lambda box: (seen.append(box.text()), box.accept()))
    monkeypatch.delattr(window, "show_error")  # the window's own, not the test's list
    window.players.ask_delete_player()
    assert seen == ["Выберите игрока для удаления"]

    window.change_language("en")
    assert _menu_titles(window)[:3] == ["&File", "&Edit", "&Round"]
    assert window.rounds.pair_button.text() == "Pair next round (F9)"
    assert points_text(2.25) == "2.25"


def test_a_dialog_speaks_the_language_chosen(qtbot, tmp_path, english_afterwards):
    from arbiter_gui.gui.dialogs import NewTournamentDialog, PlayerDialog

    language.install("de")
    dialog = NewTournamentDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Neues Turnier"
    player = PlayerDialog(1, 7)
    qtbot.addWidget(player)
    assert player.windowTitle() == "Spieler hinzufügen"
    assert player.rating.placeholderText() == "0 oder leer: ohne Elo"


def test_a_message_box_has_qt_buttons_in_the_language_chosen(qtbot, english_afterwards):
    """Qt's own translations (qtbase) name the standard buttons."""
    language.install("fr")
    box = QMessageBox(QMessageBox.Icon.Question, "arbiter-gui", "?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    qtbot.addWidget(box)
    assert box.button(QMessageBox.StandardButton.Yes).text().replace("&", "") == "Oui"


def test_an_unknown_language_is_refused_and_changes_nothing(english_afterwards):
    with pytest.raises(ValueError, match="not one of the languages shipped"):
        language.install("xx")
    assert language.installed() == "en" and i18n.language() == "en"


# -- the self-test ---------------------------------------------------------------------------------

def test_self_test_prints_in_french(qapp, monkeypatch, english_afterwards):
    import io

    from arbiter_gui.gui.selftest import run_self_test

    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    out = io.StringIO()
    assert run_self_test(out, language="fr") == 0, out.getvalue()
    text = out.getvalue()
    assert "langue : Français" in text
    assert "10 joueurs inscrits" in text
    assert text.rstrip().endswith("auto-test réussi : 10 vérifications")


def test_standings_write_decimals_as_the_language_does_and_keep_the_fide_codes(
        qtbot, monkeypatch, tmp_path, english_afterwards):
    from arbiter_gui.core.model import GameResult, Player
    from tests.qt_helpers import main_window

    window = main_window(qtbot, monkeypatch)
    assert window.files.create_tournament(tmp_path / "decimals.arbiter", "Open", 3)
    for k, rating in enumerate((2400, 2300, 2200, 2100), start=1):
        assert window.players.register_player(Player(id=0, surname=f"P{k}", rating=rating))
    window.settings_view.commit(tiebreaks=["BH", "SB"])
    window.pairing.pair_next_round()
    qtbot.waitUntil(lambda: bool(window.tournament.rounds) and window.pairing.job is None,
                    timeout=10_000)
    assert window.rounds.set_board_result(1, 1, GameResult.DRAW)
    assert window.rounds.set_board_result(1, 2, GameResult.WHITE_WINS)
    window.tabs.setCurrentWidget(window.ranked.standings_page)  # computed when shown
    model = window.standings_model

    def cells() -> list[list[str]]:
        return [[str(model.data(model.index(r, c))) for c in range(5, 8)]
                for r in range(model.rowCount())]

    english = cells()
    assert any("." in value for row in english for value in row)  # SB of a draw: 0.25
    window.change_language("fr")
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(8)]
    assert headers == ["Rang", "N°", "Nom", "Elo", "Féd.", "Points", "BH", "SB"]  # core.texts
    assert cells() == [[value.replace(".", ",") for value in row] for row in english]
    log = window.log_view.model
    kinds = {log.data(log.index(r, 2)) for r in range(log.rowCount())}
    assert {"appariement", "résultat", "paramètres"} <= kinds  # the Kind column too


@pytest.mark.parametrize("code", SHIPPED)
def test_menu_mnemonics_stay_unique_in_each_language(code, qtbot, monkeypatch,
                                                      english_afterwards):
    """As in English (test_gui_venue): one Alt+letter, one menu or action."""
    from tests.gui.test_gui_venue import _mnemonic
    from tests.qt_helpers import main_window

    language.install(code)
    window = main_window(qtbot, monkeypatch)
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    titles = [m.title() for m in menus]
    assert all("&" in t for t in titles), titles
    assert len({_mnemonic(t) for t in titles}) == len(titles), titles
    for menu in menus:
        texts = [a.text() for a in menu.actions() if "&" in a.text()]
        assert len({_mnemonic(t) for t in texts}) == len(texts), (menu.title(), texts)
