"""The language the program speaks: one choice for the window, the messages and the printouts.

The Qt-free core, the printouts and the command lines take their texts from one gettext
catalogue per language, `resources/translations/<code>/LC_MESSAGES/arbiter_gui.mo` (compiled
from the `.po` beside it); the window takes its own texts from Qt's `.qm` files in
`resources/translations/`, and the window's language switch sets this module's language too,
so that screen and paper speak the same language unless a tournament prints in another.

A tournament that prints in another language (its `print_language`) is rendered inside
`speaking(language)`: a context manager that overrides the language for the code it wraps
through a `contextvars.ContextVar`, not by changing the window's language. The override is
seen only by the thread (or asyncio task) that set it, so a printout made off the main thread
neither changes the window's texts nor sees another printout's language, and every `_()` the
printout reaches, the core's too (tie-break names, results), speaks the printing language.
Dates and numbers on paper follow the same language through `babel_locale()`.

Texts defined before the language is known (module constants) are marked with `N_()` for
the extraction and translated with `_()` where they are used.
"""

from __future__ import annotations

import argparse
import gettext
import locale
import os
import sys
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import datetime
from functools import cache
from typing import TYPE_CHECKING

from arbiter_gui.resources import resource_path

if TYPE_CHECKING:
    from babel import Locale

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
# The language a printout is being made in, for the thread or task making it ("": none).
_speaking: ContextVar[str] = ContextVar("arbiter_gui_speaking", default="")


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
    """The language spoken now: the one `speaking` set in this thread or task, else the
    program's."""
    return _speaking.get() or _current


@contextmanager
def speaking(wanted: str | None) -> Iterator[str]:
    """Speak `wanted` ("" or None: the program's language) in the code this wraps, in this
    thread or task only; yields the language spoken. A language not shipped is refused."""
    if wanted and wanted not in LANGUAGES:
        raise ValueError(f"{wanted!r} is not one of the languages shipped"
                         f" ({', '.join(sorted(LANGUAGES))})")
    token = _speaking.set(wanted or "")
    try:
        yield language()
    finally:
        _speaking.reset(token)


def babel_locale() -> Locale:
    """Babel's locale of the language spoken now, for dates and numbers."""
    # Imported here: a command line that words no date or number starts without babel.
    from babel import Locale

    return Locale.parse(language())


def _(message: str) -> str:
    """`message` in the language spoken now."""
    return translations(language()).gettext(message)


def N_(message: str) -> str:  # noqa: N802 (gettext's name for a marker)
    """Mark `message` for the catalogue where it is defined; `_()` translates it where used."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for `n`, in the language spoken now (Russian has three)."""
    return translations(language()).ngettext(singular, plural, n)


class Message(str):
    """A text in the language spoken when it was made, which keeps its English original (marked
    with `N_` where it is written) and its values, so that a record can hold it for whoever
    reads it later, in their language: `data()` is what the record keeps, `render(data)` the
    text in the language spoken then. A value may be a message too (a reason inside a
    sentence). Being a `str`, it is compared, joined and shown as its text."""

    original: str
    values: dict[str, object]

    def __new__(cls, original: str, **values: object) -> Message:
        message = super().__new__(cls, _(original).format(**values))
        message.original, message.values = original, values
        return message

    def __reduce__(self) -> tuple[object, ...]:  # copies keep the text as made
        return _message, (str(self), self.original, self.values)

    def data(self) -> dict[str, object]:
        return {"text": self.original, "values": {
            key: value.data() if isinstance(value, Message) else value
            for key, value in self.values.items()}}

    @staticmethod
    def render(data: object) -> str:
        """The text of a message's `data()` in the language spoken now; a text kept as a
        plain string (a record written before its messages were kept whole) as it is."""
        if not isinstance(data, dict):
            return str(data)
        return _(data["text"]).format(**{key: Message.render(value) if isinstance(value, dict)
                                         else value for key, value in data["values"].items()})


def _message(text: str, original: str, values: dict[str, object]) -> Message:
    message = str.__new__(Message, text)
    message.original, message.values = original, values
    return message


# -- the command lines ----------------------------------------------------------------------------

class _TranslatedHelp(argparse.HelpFormatter):
    """argparse's help with its "usage:" in the language spoken."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        # argparse makes a formatter for every option it is given, and without a width
        # imports shutil (with its archive and compression modules) to ask the terminal's:
        # 1% of arbiter-pairing pairing a round, which other programs start once a round.
        super().__init__(prog, indent_increment, max_help_position,
                         _terminal_columns() - 2 if width is None else width)

    def add_usage(self, usage: str | None, actions: Iterable[argparse.Action],
                  groups: Iterable[argparse._MutuallyExclusiveGroup],
                  prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


def _terminal_columns() -> int:
    """The terminal's width as shutil.get_terminal_size gives it: COLUMNS, else the width of
    the terminal of the standard output, else 80."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0 and sys.__stdout__ is not None:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


def argument_parser(prog: str, description: str) -> argparse.ArgumentParser:
    """A command line's parser whose own words speak the language spoken when it is built:
    argparse takes "usage:", the titles of the argument groups and the help of -h from
    Python's gettext domain, for which no language is shipped, so `--help` would come out
    half English. Its error messages stay argparse's."""
    parser = argparse.ArgumentParser(prog=prog, description=description, add_help=False,
                                     formatter_class=_TranslatedHelp)
    # argparse has no public way to name its two default groups.
    parser._positionals.title = _("positional arguments")
    parser._optionals.title = _("options")
    parser.add_argument("-h", "--help", action="help",
                        help=_("show this help message and exit"))
    return parser


def language_option(argv: Sequence[str]) -> str:
    """The language a command line speaks: its `--language` when it names a shipped language
    (the parser refuses any other), else the system's. Read before the parser is built, whose
    texts are translated when it is built."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--language", nargs="?")  # without a value: the parser says so
    wanted = early.parse_known_args(argv)[0].language
    return wanted if wanted in LANGUAGES else system_language()


def local_time(iso_time: str, seconds: bool = False) -> str:
    """An ISO 8601 time as the arbiter reads it: in this computer's time zone (the venue's),
    to the minute (or to the second), with the zone's name; a time that does not parse is
    shown as it is."""
    try:
        moment = datetime.fromisoformat(iso_time)
    except ValueError:
        return iso_time
    layout = "%Y-%m-%d %H:%M:%S" if seconds else "%Y-%m-%d %H:%M"
    if moment.tzinfo is None:
        return moment.strftime(layout)
    return moment.astimezone().strftime(f"{layout} %Z")
