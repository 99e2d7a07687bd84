"""The language the program speaks: one choice for the window, the messages and the printouts.

The Qt-free core, the printouts and the command lines take their texts from one gettext
catalogue per language, `resources/translations/<code>/LC_MESSAGES/arbiter_gui.mo` (compiled
from the `.po` beside it); the window takes its own texts from Qt's `.qm` files in
`resources/translations/`, and the window's language switch sets this module's language too,
so that screen and paper speak the same language unless a tournament prints in another.
"""

from __future__ import annotations

import gettext
import locale
import os
from functools import cache

from arbiter_gui.resources import resource_path

# The languages shipped, each named in itself (as the settings offer them).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "fr": "Français",
    "de": "Deutsch",
    "es": "Español",
    "ru": "Русский",
}
SOURCE_LANGUAGE = "en"
DOMAIN = "arbiter_gui"

_current = SOURCE_LANGUAGE


@cache
def translations(language: str) -> gettext.NullTranslations:
    """The catalogue of `language`; English (the texts as written) when there is none."""
    return gettext.translation(DOMAIN, resource_path("translations"), languages=[language],
                               fallback=True)


def system_language() -> str:
    """The shipped language the system asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as
    gettext reads them), English when it asks for none of them."""
    wanted = [os.environ.get(name, "") for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    wanted.append(locale.getlocale()[0] or "")
    for value in wanted:
        for entry in value.split(":"):
            code = entry.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
    return SOURCE_LANGUAGE


def set_language(language: str) -> None:
    """Speak `language` from now on; a language that is not shipped is refused."""
    global _current
    if language not in LANGUAGES:
        raise ValueError(f"{language!r} is not one of the languages shipped"
                         f" ({', '.join(sorted(LANGUAGES))})")
    _current = language


def language() -> str:
    """The language spoken now."""
    return _current


def _(message: str) -> str:
    """`message` in the language spoken now."""
    return translations(_current).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for `n`, in the language spoken now (Russian has three)."""
    return translations(_current).ngettext(singular, plural, n)
