"""The tie-breaks' codes (C.07 art. 5), their names and how their values are printed.

A tie-break is named by a code in the style of the TRF-2026 rank order descriptors: an acronym
of C.07 art. 5, then its modifiers after slashes (`BH/C1`, `SB/C1/P`, `ARO/M1`, `TPN/R`);
`BH-C1` and `BH:C1` are read as `BH/C1`. Modifiers: /Cn cuts the n least significant values
(14.1, 14.2), /Mn the n least then the n most significant ones (14.3, 14.4), /Ln sets the Koya
limit to n% of the maximum possible score (14.5; 50% without it), /P counts forfeits as games
against the scheduled opponent, /F uses Fore Buchholz (8.3), /R reverses the order (7.8, 10.6).
Letter modifiers may be written together (`BH/PF` is `BH/P/F`), as the FIDE technical
commission's own implementation reads them; a point system after a colon (`BH:MP`, team
tournaments) is refused.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import N_, _


class TieBreakError(ArbiterError, ValueError):
    """An unknown tie-break code or an impossible request; the message says which."""


@dataclass(frozen=True)
class _Base:
    name: str
    article: str
    modifiers: str  # the modifier letters allowed: C (cut), M (median), P, F, R
    lower_first: bool = False  # the lower value ranks first (TPN, DE)
    rating: bool = False  # C.07 art. 10: a rating-based tie-break
    whole: bool = False  # printed without decimals (counts, ranks, ratings)


_BASES: dict[str, _Base] = {
    "DE": _Base(N_("Direct encounter"), "6", "P", lower_first=True, whole=True),
    "WIN": _Base(N_("Number of wins"), "7.1", "", whole=True),
    "WON": _Base(N_("Number of games won"), "7.2", "", whole=True),
    "BPG": _Base(N_("Number of games played with Black"), "7.3", "", whole=True),
    "BWG": _Base(N_("Number of games won with Black"), "7.4", "", whole=True),
    "PS": _Base(N_("Progressive scores"), "7.5", "C"),
    "REP": _Base(N_("Rounds one elected to play"), "7.6", "", whole=True),
    "STD": _Base(N_("Standard points"), "7.7", ""),
    "TPN": _Base(N_("Tournament pairing number"), "7.8", "R", lower_first=True, whole=True),
    "BH": _Base(N_("Buchholz"), "8.1", "CMPF"),
    "AOB": _Base(N_("Average of opponents' Buchholz"), "8.2", "F"),
    "FB": _Base(N_("Fore Buchholz"), "8.3", "CMP"),
    "SB": _Base(N_("Sonneborn-Berger"), "9.1", "CP"),
    "KS": _Base(N_("Koya system"), "9.2", "L"),
    "ARO": _Base(N_("Average rating of opponents"), "10.1", "CM", rating=True, whole=True),
    "TPR": _Base(N_("Tournament performance rating"), "10.2", "", rating=True, whole=True),
    "PTP": _Base(N_("Perfect tournament performance"), "10.3", "", rating=True, whole=True),
    "APRO": _Base(N_("Average performance rating of opponents"), "10.4", "", rating=True,
                  whole=True),
    "APPO": _Base(N_("Average perfect performance of opponents"), "10.5", "", rating=True,
                  whole=True),
    "RTNG": _Base(N_("Rating"), "10.6", "R", rating=True, whole=True),
}


def _base_name(base: str) -> str:
    """The C.07 name of the tie-break `base`, in the language spoken now."""
    return {
        "DE": _("Direct encounter"), "WIN": _("Number of wins"),
        "WON": _("Number of games won"), "BPG": _("Number of games played with Black"),
        "BWG": _("Number of games won with Black"), "PS": _("Progressive scores"),
        "REP": _("Rounds one elected to play"), "STD": _("Standard points"),
        "TPN": _("Tournament pairing number"), "BH": _("Buchholz"),
        "AOB": _("Average of opponents' Buchholz"), "FB": _("Fore Buchholz"),
        "SB": _("Sonneborn-Berger"), "KS": _("Koya system"),
        "ARO": _("Average rating of opponents"), "TPR": _("Tournament performance rating"),
        "PTP": _("Perfect tournament performance"),
        "APRO": _("Average performance rating of opponents"),
        "APPO": _("Average perfect performance of opponents"), "RTNG": _("Rating"),
    }[base]


_MODIFIER_FORMS = {"C": "/Cn", "M": "/Mn", "L": "/Ln", "P": "/P", "F": "/F", "R": "/R"}
_COUNTED_MODIFIERS = "CML"  # the modifiers that take a number


@dataclass(frozen=True)
class TieBreakSpec:
    """A tie-break code read by `parse_tiebreak`."""

    base: str  # the C.07 art. 5 acronym
    cut: int = 0  # /Cn: the n least significant values are cut (14.1, 14.2)
    median: int = 0  # /Mn: the n least, then the n most significant values are cut (14.3, 14.4)
    forfeits_as_games: bool = False  # /P: forfeits are games against the scheduled opponent
    fore: bool = False  # /F: Fore Buchholz (8.3) instead of Buchholz
    reverse: bool = False  # /R: the reverse order (7.8, 10.6)
    koya_limit: int = 0  # /Ln: the Koya limit in % of the maximum possible score (14.5); 0 = 50%

    @property
    def code(self) -> str:
        """The canonical code, e.g. 'BH/C1'."""
        parts = [self.base]
        parts += [f"C{self.cut}"] if self.cut else []
        parts += [f"M{self.median}"] if self.median else []
        parts += [f"L{self.koya_limit}"] if self.koya_limit else []
        parts += [letter for letter, on in (("P", self.forfeits_as_games), ("F", self.fore),
                                            ("R", self.reverse)) if on]
        return "/".join(parts)

    @property
    def name(self) -> str:
        """The display name, e.g. 'Buchholz Cut-1', in the language spoken now."""
        name = _base_name(self.base)
        if self.cut:
            name = _("{name} Cut-{count}").format(name=name, count=self.cut)
        if self.median:
            name = _("{name} Median-{count}").format(name=name, count=self.median)
        if self.koya_limit:
            name = _("{name} Limit-{percent}%").format(name=name, percent=self.koya_limit)
        extras = [text for text, on in ((_("Fore Buchholz"), self.fore),
                                        (_("forfeits as games"), self.forfeits_as_games),
                                        (_("reversed"), self.reverse)) if on]
        if not extras:
            return name
        return _("{name} ({extras})").format(name=name, extras=_(", ").join(extras))

    @property
    def lower_first(self) -> bool:
        """Whether the lower value ranks first."""
        return _BASES[self.base].lower_first != self.reverse

    @property
    def rating_based(self) -> bool:
        """Whether it is a rating-based tie-break (C.07 art. 10)."""
        return _BASES[self.base].rating


_SEPARATOR = re.compile(r"[/-]")
_COUNTED = re.compile(r"([CML])([1-9][0-9]?|100)")
_FLAGS = re.compile(r"[A-Z]+")


# The tie-breaks a new individual Swiss tournament starts with, which the arbiter may change:
# Buchholz Cut-1, Buchholz, Sonneborn-Berger, the list FIDE's tie-break rules before C.07
# recommended for an individual Swiss (C.02 art. 13); C.07 art. 4.1 leaves the list to the
# Chief Organiser, and 2.1 lets equal players share a place when there is none.
RECOMMENDED_SWISS_TIEBREAKS = ("BH/C1", "BH", "SB")


def _allowed(base: str) -> str:
    forms = [_MODIFIER_FORMS[letter] for letter in _BASES[base].modifiers]
    if forms:
        return _("allowed: {forms}").format(forms=", ".join(forms))
    return _("{code} takes no modifier").format(code=base)


def _modifier_letters(code: str, base: str, modifier: str) -> list[tuple[str, int | bool]]:
    """The modifiers one part of a code names: `C1` (a counted one) or `PF` (letters)."""
    counted = _COUNTED.fullmatch(modifier)
    if counted:
        letters: list[tuple[str, int | bool]] = [(counted[1], int(counted[2]))]
    elif _FLAGS.fullmatch(modifier):
        letters = [(letter, True) for letter in modifier]
    else:
        letters = [(modifier, True)]
    for letter, value in letters:
        if letter not in _BASES[base].modifiers or (letter in _COUNTED_MODIFIERS) != (
                value is not True):
            raise _not_a_modifier(code, base, modifier)
    return letters


def _not_a_modifier(code: str, base: str, modifier: str) -> TieBreakError:
    return TieBreakError(_("Tie-break {code}: {modifier} is not a modifier of {base} here"
                           " ({allowed}, each at most once)").format(
                               code=repr(code), modifier=repr(modifier), base=base,
                               allowed=_allowed(base)))


def parse_tiebreak(code: str) -> TieBreakSpec:
    """The tie-break a code names; `TieBreakError` names the code if it is not one."""
    if not isinstance(code, str):
        raise TieBreakError(_("Tie-break {code}: expected a code such as 'BH/C1'").format(
            code=repr(code)))
    name, *modifiers = _SEPARATOR.split(code.strip().upper())
    base, colon, point_system = name.partition(":")
    if colon and _COUNTED.fullmatch(point_system):  # BH:C1, an older way of writing BH/C1
        modifiers.insert(0, point_system)
    elif colon:
        raise TieBreakError(_("Tie-break {code}: ':{system}' names a point system of team"
                              " tournaments (match or game points), which are not supported")
                            .format(code=repr(code), system=point_system))
    if base not in _BASES:
        raise TieBreakError(_("Unknown tie-break code {code}: {base} is none of {codes}").format(
            code=repr(code), base=repr(base), codes=", ".join(_BASES)))
    found: dict[str, int | bool] = {}
    for modifier in modifiers:
        for letter, value in _modifier_letters(code, base, modifier):
            if letter in found:
                raise _not_a_modifier(code, base, modifier)
            found[letter] = value
    if "C" in found and "M" in found:
        raise TieBreakError(_("Tie-break {code}: a cut (/Cn) or a median (/Mn), not both")
                            .format(code=repr(code)))
    return TieBreakSpec(base, cut=int(found.get("C", 0)), median=int(found.get("M", 0)),
                        forfeits_as_games="P" in found, fore="F" in found, reverse="R" in found,
                        koya_limit=int(found.get("L", 0)))


# The tie-breaks offered for choice, by code; each one's name is `parse_tiebreak(code).name`,
# asked when shown so that it is in the language spoken then.
OFFERED_TIEBREAKS = ("DE", "WIN", "WON", "BPG", "BWG", "PS", "PS/C1", "REP", "STD", "TPN", "BH",
                     "BH/C1", "BH/C2", "BH/M1", "BH/M2", "AOB", "FB", "FB/C1", "SB", "SB/C1",
                     "KS", "ARO", "ARO/C1", "TPR", "PTP", "APRO", "APPO", "RTNG")


def display_value(code: str, value: float, decimals: int | None = None) -> str:
    """A tie-break value as printed: '23.5', '12.25', '2415' (ratings, counts and ranks);
    with `decimals`, that many (so that a column's decimal points line up); DE's 0 (the direct
    encounter separates nobody of the player's group) is left blank."""
    spec = parse_tiebreak(code)
    if spec.base == "DE" and value == 0:
        return ""
    if _BASES[spec.base].whole:
        return f"{value:.0f}"
    if decimals is not None:
        return f"{value:.{decimals}f}"
    text = f"{value:.2f}".rstrip("0")
    return text + "0" if text.endswith(".") else text


def display_column(code: str, values: Sequence[float]) -> list[str]:
    """A column of tie-break values with as many decimals each as the column needs (at least
    one, at most two: C.07 values are multiples of a quarter point or whole)."""
    texts = [display_value(code, value) for value in values]
    decimals = max((len(t.partition(".")[2]) for t in texts if "." in t), default=0)
    return texts if decimals == 0 else [display_value(code, v, decimals) for v in values]
