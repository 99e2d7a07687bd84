"""The core's messages and the command lines in the arbiter's language (issue 20): validation
problems, TRF reader errors and warnings with their line and field, handling refusals, store and
log messages, pairing errors and the command lines, translated with their values in place;
English stays the default. The command lines follow the system's language (LANGUAGE, LC_ALL,
LC_MESSAGES, LANG) for what the arbiter reads, while the pairing output file stays the
JaVaFo/bbpPairings contract's, the same in every language."""

from __future__ import annotations

import ast
import os
import subprocess
import sys

import pytest
from babel.messages.extract import extract_from_file

from arbiter_gui.core import handling, i18n
from arbiter_gui.core.i18n import language, set_language, translations
from arbiter_gui.core.log import LogCheck
from arbiter_gui.core.model import ByeKind, Game, ModelError, Player, Tournament
from arbiter_gui.core.trf import TrfError, parse_trf_report
from arbiter_gui.core.validate import tournament_problems
from arbiter_gui.gui import app
from arbiter_gui.pairing.engine import pair_next_round
from arbiter_gui.pairing.explain import explanation_for
from arbiter_gui.pairing.swiss import PairingError
from tests.core.test_trf import block, rec, trf
from tests.paths import ROOT
from tests.project.test_translations import KEYWORDS


@pytest.fixture
def speak():
    """Switch the core's language for one test; English again afterwards, whatever happens."""
    yield set_language
    set_language("en")


def _tournament(players: int = 4) -> Tournament:
    t = Tournament(name="Open", rounds_planned=5)
    for i in range(1, players + 1):
        handling.add_player(t, Player(i, f"Player{i}", "A", rating=2000 - i))
    return t


def _problem(t: Tournament) -> str:
    return tournament_problems(t)[0].message


def test_english_stays_the_default():
    assert language() == "en"
    t = _tournament()
    t.rounds_planned = 1000
    assert _problem(t) == "the number of rounds 1000 is out of range (0 to 999)"


def test_validation_problem_in_french_and_russian_keeps_its_values(speak):
    t = _tournament()
    t.rounds_planned = 1000
    speak("fr")
    assert _problem(t) == "le nombre de rondes : 1000 est hors limites (0 à 999)"
    speak("ru")
    assert _problem(t) == "число туров 1000 вне допустимого диапазона (от 0 до 999)"


def test_validation_problem_with_its_place_in_french(speak):
    t = _tournament()
    t.players[1].rating = -5
    speak("fr")
    assert _problem(t) == "joueur 'Player2' : Elo : -5 est hors limites (0 à 3500)"


def test_trf_warning_names_line_and_field_in_russian(speak):
    text = trf("012 Open", "152 W", rec(1, "Alpha, A", sex="x"), rec(2, "Beta, B"))
    speak("ru")
    _t, warnings = parse_trf_report(text)
    assert [str(w) for w in warnings] == [
        "строка 3, запись игрока 001, поле «пол» (позиция 10): 'x' прочитано как:"
        " пусто (неизвестно)"]


def test_trf_error_names_line_field_and_columns_in_french(speak):
    text = trf("012 Open", rec(1, "Alpha, A", rounds=(block(9, "w", "1"),)), rec(2, "Beta, B"))
    speak("fr")
    with pytest.raises(TrfError) as caught:
        parse_trf_report(text, strict=True)
    assert str(caught.value) == (
        "ligne 2, enregistrement de joueur 001, champ « ronde 1 » (colonnes 92-99) :"
        " l'adversaire 9 n'est pas un joueur de ce tournoi (pas d'enregistrement 001 avec ce"
        " numéro de départ)")
    assert caught.value.field == "round 1"  # the identifier stays English


def test_handling_refusal_in_french_and_russian(speak):
    t = _tournament()
    handling.set_round_pairing(t, 1, [Game(1, 2), Game(3, 4)])
    speak("fr")
    with pytest.raises(ModelError) as caught:
        handling.request_bye(t, 3, 1, ByeKind.HALF)
    assert str(caught.value) == ("Ronde 1 : bye pour Player3, A : la ronde 1 est déjà appariée ;"
                                 " annulez d'abord son appariement")
    speak("ru")
    with pytest.raises(ModelError) as caught:
        handling.request_bye(t, 3, 1, ByeKind.PAB)
    assert str(caught.value) == (
        "Тур 1: пропуск тура для игрока Player3, A: пропуск тура по жеребьёвке даёт"
        " жеребьёвка, его нельзя запросить (C.04.1)")


@pytest.mark.parametrize(("count", "entries"), [(1, "1 запись"), (3, "3 записи"),
                                                (5, "5 записей"), (21, "21 запись")])
def test_russian_plural_forms_of_the_log_summary(speak, count, entries):
    speak("ru")
    check = LogCheck(count, "0123456789abcdef0123" + "0" * 44, ())
    assert check.summary() == f"журнал 04HM-ASW9-NF6Y-Y093 ({entries}, проверен)"


def test_no_legal_pairing_in_german(speak):
    t = _tournament(1)
    speak("de")
    with pytest.raises(PairingError) as caught:
        pair_next_round(t, "dutch")
    assert str(caught.value) == (
        "Nur ein Spieler ist in Runde 1 zu paaren (die anderen fehlen oder haben sich"
        " zurückgezogen): eine Runde braucht mindestens zwei Spieler.")


def test_checklist_in_french_keeps_its_rows_for_the_why_dialog(speak):
    t = _tournament()
    speak("fr")
    checklist = pair_next_round(t, "dutch").checklist
    assert checklist.startswith("Ronde 1 sur 5, système FIDE (hollandais) C.04.3\n")
    assert "Groupe de score 0.0 : résidents 1 2 3 4 ; MDP néant ; descendants néant" in checklist
    why = explanation_for(checklist, [3])
    assert "   3   0.0  -             néant             ..      oui     1 (noirs)" in why


# -- the command line follows the system's language --------------------------------------------

def _pairing_cli(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return _run_module("arbiter_gui.cli.pairing", *args, **env)


def _run_module(module: str, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items()
                   if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    environment.update(env, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", module, *args],
                          capture_output=True, text=True, env=environment, cwd=ROOT, check=False)


@pytest.mark.parametrize(("env", "message"), [
    ({"LANGUAGE": "fr"}, "arbiter-pairing: impossible de lire {path} : fichier introuvable"),
    ({"LANG": "ru_RU.UTF-8"}, "arbiter-pairing: не удаётся прочитать {path}: нет такого файла"),
    ({"LANG": "C.UTF-8"}, "arbiter-pairing: cannot read {path}: no such file"),
])
def test_cli_error_follows_the_system_language(tmp_path, env, message):
    missing = tmp_path / "missing.trf"
    run = _pairing_cli("--dutch", str(missing), "-p", str(tmp_path / "out.txt"), **env)
    assert run.returncode == 5
    assert run.stderr.strip() == message.format(path=missing)


def test_cli_warnings_are_translated_but_the_pairing_file_is_the_contract(tmp_path):
    source = tmp_path / "in.trf"
    source.write_text(trf("012 Open", "142 3", "152 W", rec(1, "Alpha, A", sex="x", rating=2100),
                          rec(2, "Beta, B", rating=2000), rec(3, "Gamma, C", rating=1900),
                          rec(4, "Delta, D", rating=1800)))
    outputs = {}
    for lang in ("en", "ru"):
        output = tmp_path / f"{lang}.txt"
        run = _pairing_cli("--dutch", str(source), "-p", str(output), LANGUAGE=lang)
        assert run.returncode == 0, run.stderr
        outputs[lang] = output.read_text()
        warning = {"en": "warning: line 4, player record 001, field 'sex'",
                   "ru": "предупреждение: строка 4, запись игрока 001, поле «пол»"}[lang]
        assert warning in run.stderr
    assert outputs["ru"] == outputs["en"] == "2\n1 3\n4 2\n"


# -- arbiter-gui --help speaks as arbiter-pairing does -------------------------------------------

APP = ROOT / "arbiter_gui" / "gui" / "app.py"


def _one_line(text: str) -> str:
    """`text` with its whitespace as one space each (argparse wraps the help to the terminal)."""
    return " ".join(text.split())


def _help_texts() -> set[str]:
    """The description (argument_parser's second argument) and the options' help written in
    gui/app.py (marked or not)."""
    tree = ast.parse(APP.read_text(encoding="utf-8"))
    values = [keyword.value for keyword in ast.walk(tree)
              if isinstance(keyword, ast.keyword) and keyword.arg in ("help", "description")]
    values += [call.args[1] for call in ast.walk(tree) if isinstance(call, ast.Call)
               and getattr(call.func, "id", "") == "argument_parser"]
    return {node.value for value in values for node in ast.walk(value)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def test_gui_help_in_french_has_every_help_text_as_the_catalogue_translates_it():
    """Every text of `arbiter-gui --help` is a message of the catalogue (marked with _(), so
    `make translations` extracts it) and is shown as the French catalogue has it."""
    marked = {message for _line, message, _comments, _context
              in extract_from_file("python", APP, keywords=KEYWORDS)}
    assert marked and marked == _help_texts()
    run = _run_module("arbiter_gui.gui.app", "--help", LANGUAGE="fr",
                      QT_QPA_PLATFORM="offscreen")
    assert run.returncode == 0, run.stderr
    shown = _one_line(run.stdout)
    for message in marked:
        assert _one_line(translations("fr").gettext(message)) in shown, message


@pytest.fixture
def kept_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """The core's language as it was before the test (app.main sets it)."""
    monkeypatch.setattr(i18n, "_current", i18n._current)


class _Tagged:
    """A catalogue that says which language it is: its texts are "<language> message"."""

    def __init__(self, language: str) -> None:
        self.language = language

    def gettext(self, message: str) -> str:
        return f"<{self.language}> {message}"


@pytest.mark.parametrize(("argv", "spoken"), [
    (["--help"], "fr"),  # the system's
    (["--language", "de", "--help"], "de"),  # --language before --help
    (["--help", "--language=ru", "tournament.arbiter"], "ru"),  # or after it
])
def test_gui_help_follows_the_language_option_else_the_system(monkeypatch, kept_language,
                                                               capsys, argv, spoken):
    monkeypatch.setattr(i18n, "translations", _Tagged)
    # The system's language as core.i18n reads it (from LANGUAGE in the subprocess above; the
    # environment is not changed here: the C library would keep speaking French to the tests
    # after this one, in its OS error messages).
    monkeypatch.setattr(i18n, "system_language", lambda: "fr")
    with pytest.raises(SystemExit):
        app.main(argv)
    shown = _one_line(capsys.readouterr().out)
    assert f"<{spoken}> The chess arbiter's program for Swiss tournaments." in shown
    assert f"<{spoken}> print the version and exit" in shown
    assert f"<{spoken}> a tournament file to open" in shown


@pytest.mark.parametrize(("argv", "error"), [
    (["--language", "xx"], "argument --language: invalid choice: 'xx'"),
    (["--language"], "argument --language: expected one argument"),
])
def test_gui_language_option_not_shipped_or_missing_is_refused_by_the_parser(kept_language,
                                                                             capsys, argv,
                                                                             error):
    """The language is looked for before the parser exists; what it cannot use is left to
    the parser, which refuses it as usual (exit 2, its usage)."""
    with pytest.raises(SystemExit) as stopped:
        app.main(argv)
    assert stopped.value.code == 2
    printed = capsys.readouterr().err
    assert printed.startswith("usage: arbiter-gui") and error in printed


@pytest.mark.parametrize("module", ["arbiter_gui.cli.report", "arbiter_gui.cli.pairing",
                                    "arbiter_gui.gui.app"])
def test_help_of_each_command_line_in_french_has_no_english_word_of_argparse(module):
    """argparse's own words ("usage:", the groups' titles, -h's help) are ours to translate
    (core.i18n.argument_parser): Python ships no French for them (issue 26)."""
    run = _run_module(module, "--help", LANGUAGE="fr", QT_QPA_PLATFORM="offscreen")
    assert run.returncode == 0, run.stderr
    shown = _one_line(run.stdout)
    assert shown.startswith("utilisation : ") and "afficher cette aide et quitter" in shown
    assert "arguments positionnels" in shown
    for english in ("usage:", "positional arguments", "show this help message"):
        assert english not in shown


@pytest.mark.parametrize(("language", "name"), [
    ("fr", "inverser les couleurs"), ("de", "Farben tauschen"), ("es", "invertir colores"),
    ("ru", "поменять цвета")])
def test_an_override_action_is_named_in_the_language_spoken(speak, tmp_path, language, name):
    """The action's code ("swap colours", kept in the file) is shown translated: in the log
    entry's text, the override log printout and the checker's report (issue 26)."""
    from arbiter_gui.core.overrides import log_text
    from tests.cli.test_cli_pairing_overrides import _overridden
    from tests.report_helpers import printed

    t = _overridden()
    speak(language)
    assert name in log_text(t.overrides[0])
    assert any(line.endswith(name) for line in printed("log", t, tmp_path))
    assert t.overrides[0].action == "swap colours"
