"""The window's language: Qt's translators of our texts and of Qt's own (standard buttons,
dialogs), the locale of numbers on screen, and the core's language (core.i18n) set together, so
that screen, messages and printouts agree.

The language is the one chosen in the Preferences menu, remembered in the user's config folder
(beside the list of recent tournaments), else the system's (core.i18n.system_language: LANGUAGE,
LC_ALL, LC_MESSAGES, LANG). Our texts are in resources/translations/arbiter_gui_<code>.qm
(`make translations`); English has one too, for its plural forms ("1 entry", "2 entries").
"""

from __future__ import annotations

from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from arbiter_gui.core import i18n
from arbiter_gui.gui import recent
from arbiter_gui.resources import resource_path

PREFERENCES_FILE = "preferences.ini"
LANGUAGE_KEY = "language"
QM_PREFIX = "arbiter_gui_"

_translators: list[QTranslator] = []
_installed: str | None = None


def _preferences() -> QSettings:
    return QSettings(str(recent.config_dir() / PREFERENCES_FILE), QSettings.Format.IniFormat)


def saved_language() -> str | None:
    """The language chosen in the preferences, None when none (or one no longer shipped) is."""
    code = _preferences().value(LANGUAGE_KEY)
    return code if code in i18n.LANGUAGES else None


def save_language(code: str) -> None:
    settings = _preferences()
    settings.setValue(LANGUAGE_KEY, code)
    settings.sync()


def chosen_language() -> str:
    """The language to start in: the one chosen in the preferences, else the system's."""
    return saved_language() or i18n.system_language()


def qt_translations_folders() -> list[Path]:
    """Where Qt's own translations (qtbase_<code>.qm) are: Qt's folder, or PySide6's in a wheel
    or in the frozen program (installer/arbiter-gui.spec keeps the shipped languages')."""
    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
               Path(PySide6.__file__).parent / "Qt" / "translations"]
    return [f for f in folders if f.is_dir()]


def _load(path: Path) -> QTranslator | None:
    translator = QTranslator()
    return translator if path.is_file() and translator.load(str(path)) else None


def install(code: str) -> None:
    """Speak `code` from now on: our texts, Qt's, numbers (QLocale) and the core's messages
    and printouts (core.i18n). Windows already built keep their texts until rebuilt
    (MainWindow.change_language). ValueError for a language that is not shipped."""
    global _installed
    i18n.set_language(code)  # refuses a language that is not shipped, before anything changes
    for translator in _translators:
        QCoreApplication.removeTranslator(translator)
    _translators.clear()
    qt_own = (_load(folder / f"qtbase_{code}.qm") for folder in qt_translations_folders())
    found = (_load(resource_path(f"translations/{QM_PREFIX}{code}.qm")),
             next((t for t in qt_own if t is not None), None))
    for translator in (t for t in found if t is not None):
        QCoreApplication.installTranslator(translator)
        _translators.append(translator)
    locale = QLocale(code)
    # Scores and tie-breaks never need thousands; a rating or a year must not read "2,450".
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    QLocale.setDefault(locale)
    _installed = code


def installed() -> str | None:
    """The language installed, None before the first `install`."""
    return _installed


def ensure_installed() -> str:
    """Install the chosen language unless one is installed already; the language spoken."""
    code = _installed
    if code is None:
        code = chosen_language()
        install(code)
    return code


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate reads)
    """Marks `text` for translation under `context` (pyside6-lupdate reads the calls by this
    name) and returns it as it is, to be translated when shown. Qt's own has the same effect,
    typed as returning object."""
    return text
