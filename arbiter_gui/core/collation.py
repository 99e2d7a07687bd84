"""Names in the order of the Unicode Collation Algorithm, and search that ignores accents, case
and letter variants, the same on screen and on paper.

The order is the UCA's with its default table (DUCET), from `pyuca`: "Østergaard" sorts with
the O's and "Łukasiewicz" with the L's, where code-point order puts both after "Zhou". Search
compares the UCA's primary weights only (the base letter: accents, case and strokes are
secondary and tertiary differences), so "lukasz" finds "Łukasz" and "ostergaard" finds
"Østergaard", which Unicode decomposition alone cannot do (ø and ł do not decompose).
"""

from __future__ import annotations

import functools
import unicodedata
from typing import TYPE_CHECKING

from pyuca.collator import Collator_10_0_0 as Collator

if TYPE_CHECKING:
    from arbiter_gui.core.model import Player


@functools.cache
def _collator() -> Collator:
    # The newest table pyuca ships (its default follows the Python version, 9.0.0 here), and
    # the one the standalone program bundles (installer/arbiter-gui.spec).
    return Collator()  # reads the DUCET table once (a fraction of a second)


def sort_key(text: str) -> tuple[int, ...]:
    """The UCA sort key of `text`: sorting by it puts names in alphabetical order."""
    return tuple(_collator().sort_key(text))


def sort_text(text: str) -> str:
    """The sort key as a string that compares the same way (for Qt's sort roles)."""
    return "".join(f"{weight:05x}" for weight in sort_key(text))


def primary_key(text: str) -> tuple[int, ...]:
    """The base letters' weights only: "Müller", "Muller" and "MULLER" are equal."""
    # The level-1 part of the sort key (which is primary weights, 0, secondary weights, 0,
    # tertiary weights), taken from the collation elements without building the rest: the
    # initial order sorts thousands of names by it.
    elements = _collator().collation_elements(unicodedata.normalize("NFD", text))
    return tuple(element[0] for element in elements if element[0])


def search_text(text: str) -> str:
    """`text` in a form where `search_text(query) in search_text(name)` is a search ignoring
    accents, case and letter variants; "" for an empty query (it finds everything)."""
    weights = primary_key(text.strip())
    return "." + "".join(f"{weight:05x}." for weight in weights) if weights else ""


_BASE_LETTERS = "0123456789abcdefghijklmnopqrstuvwxyz"


@functools.cache
def _letter_by_weight() -> dict[int, str]:
    return {primary_key(letter)[0]: letter for letter in _BASE_LETTERS}


@functools.lru_cache(maxsize=8192)
def _folded(character: str) -> str:
    weights = primary_key(character)
    by_weight = _letter_by_weight()
    if all(weight in by_weight for weight in weights):
        # a Latin letter or digit, with or without accent, stroke, case
        return "".join(by_weight[weight] for weight in weights)
    return character.casefold()  # another script: compared as itself, in either case


def fold(text: str) -> str:
    """`text` with each character as the letters a-z and digits its primary weights are ("Ø"
    is "o", "Ł" "l", "ß" "ss", "Æ" "ae", accents none), others in lower case: a plain text in
    which names equal at the UCA's primary strength are equal, as `matches` finds them, and
    which an index can search by prefix (the rating list's names)."""
    if text.isascii():
        return text.lower()
    return "".join(_folded(c) for c in unicodedata.normalize("NFD", text))


def matches(query: str, text: str) -> bool:
    return search_text(query) in search_text(text)


def alphabetical_key(player: Player) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """Players by surname, then given name (UCA order), then pairing number: the order of
    every alphabetical list, on screen and on paper."""
    return sort_key(player.surname), sort_key(player.given_name), player.pairing_no


# How a name is written in Latin letters where its own letters are not at hand: German's
# umlauts (Müller -> Mueller), Scandinavian ø and å (Østergaard -> Oestergaard, Aagaard), and
# Russian, Ukrainian and Belarusian Cyrillic as FIDE's list writes it (Иванов -> Ivanov).
# Letters that are base letters plus accents need no entry: the primary strength ignores the
# accents already (Łukasz = Lukasz, Ostergaard = Østergaard).
_TRANSLITERATION = str.maketrans({
    "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue", "ø": "oe", "Ø": "Oe",
    "å": "aa", "Å": "Aa",
    **{cyrillic: latin for cyrillic, latin in zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюяіїєґў",
        ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p",
         "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya",
         "i", "i", "ie", "g", "u"], strict=True)},
})


def _spellings(name: str) -> set[tuple[int, ...]]:
    """The primary keys of `name` as written and as transliterated."""
    return {primary_key(name), primary_key(name.lower().translate(_TRANSLITERATION))}


def same_name(first: str, second: str) -> bool:
    """Whether two spellings are one name: equal but for accents, case and letter variants
    (the UCA's primary strength: "Łukasz" and "Lukasz"), or as transliterated ("Müller" and
    "Mueller", "Østergaard" and "Oestergaard", "Иванов" and "Ivanov")."""
    return bool(_spellings(first) & _spellings(second))
