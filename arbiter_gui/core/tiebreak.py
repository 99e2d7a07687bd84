"""FIDE tie-breaks, C.07 Play-Off and Tie-Break Regulations: the text in force from 1 August
2024 with the amendments in force from 1 March 2026, computed from a `Tournament`.

A tie-break is named by a code in the style of the TRF-2026 rank order descriptors: an acronym
of C.07 art. 5, then its modifiers after slashes (`BH/C1`, `SB/C1/P`, `ARO/M1`, `TPN/R`);
`BH-C1` and `BH:C1` are read as `BH/C1`. Modifiers: /Cn cuts the n least significant values
(14.1, 14.2), /Mn the n least then the n most significant ones (14.3, 14.4), /Ln sets the Koya
limit to n% of the maximum possible score (14.5; 50% without it), /P counts forfeits as games
against the scheduled opponent, /F uses Fore Buchholz (8.3), /R reverses the order (7.8, 10.6).
Letter modifiers may be written together (`BH/PF` is `BH/P/F`), as the FIDE technical
commission's own implementation reads them; a point system after a colon (`BH:MP`, team
tournaments) is refused.

Unplayed rounds follow C.07 art. 16 (Swiss tournaments):
- 16.1: a requested bye is a half- or zero-point bye (every round after a withdrawal is a
  zero-point bye); a voluntary unplayed round (VUR) is a requested bye or a forfeit loss.
- 16.2: 16.2.1 pairing-allocated or full-point bye, 16.2.2 forfeit win, 16.2.3 requested bye
  followed by at least one round that is not a VUR, 16.2.4 forfeit loss, 16.2.5 requested bye
  followed only by VURs, or in the last round.
- 16.3: for the participant's opponents, rounds of 16.2.5 count as draws and the others as the
  points awarded (the "adjusted score").
- 16.4: in the participant's own tie-breaks each unplayed round is a game against a dummy whose
  score is the participant's own score, but not more than (16.4.1) the scheduled opponent's
  adjusted score for a forfeit, (16.4.2) the points for a draw times the number of rounds for
  the other unplayed rounds (the caps are the 2026 amendment).
- 16.5.1: a modifier cutting the least significant value of a participant with VURs cuts the
  lowest contribution of a VUR instead, as long as it is not lower than the least significant
  value; 16.5.2: again at each further cut.

Where the text leaves room, the reading chosen is stated in a comment starting "Reading:".
Values are computed exactly (fractions) and handed out as floats.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from math import floor

from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import N_, _
from arbiter_gui.core.model import ByeKind, Colour, Game, Player, ResultCode, Round, Tournament


class TieBreakError(ArbiterError, ValueError):
    """An unknown tie-break code or an impossible request; the message says which."""


# -- codes ----------------------------------------------------------------------------------------

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


# -- FIDE Rating Regulations tables (8.1a, 8.1b), used by TPR and PTP ------------------------------

# 8.1a: the rating difference dp for a fractional score p = .50, .51, ..., 1.00 (negative below).
_DP = (0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
       158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336,
       351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800)
# 8.1b: the highest rating difference D at which the higher rated player's PD is .50, .51, ...,
# .99; beyond 735 it is 1.00.
_PD_LIMITS = (3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137,
              145, 153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290,
              302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735)


def _dp(p_hundredths: int) -> int:
    return _DP[p_hundredths - 50] if p_hundredths >= 50 else -_DP[50 - p_hundredths]


def _pd_hundredths(difference: int) -> int:
    """8.1b: the expected score, in hundredths, of a player rated `difference` above the other."""
    higher = 50 + bisect_left(_PD_LIMITS, abs(difference))
    return higher if difference >= 0 else 100 - higher


def _half_up(x: Fraction) -> int:
    # C.07 10.1: averages are rounded to the nearest integer, 0.5 upwards.
    return floor(x + Fraction(1, 2))


def expected_score(difference: int) -> Fraction:
    """B.02 8.1.2 (8.1b): the scoring probability PD of a player rated `difference` points
    above (below, if negative) the opponent; the rating change (core/rating.py) uses it too."""
    return Fraction(_pd_hundredths(difference), 100)


def performance_rating(ratings: Sequence[int], score: Fraction) -> int:
    """C.07 10.2: the average of the opponents' `ratings` plus dp (B.02 8.1.1, 8.1a) of the
    fractional score `score` / games; the rating printouts (core/rating.py) use it too."""
    p_hundredths = _half_up(100 * score / len(ratings))
    return _half_up(_mean([Fraction(r) for r in ratings])) + _dp(p_hundredths)


# -- every player's rounds, as the tie-breaks see them --------------------------------------------

class _Kind(Enum):
    PLAYED = "played"
    PENDING = "pending"  # paired, no result yet: it counts in no tie-break
    FORFEIT_WIN = "forfeit win"  # 16.2.2
    FORFEIT_LOSS = "forfeit loss"  # 16.2.4, also both sides of a double forfeit
    PAB = "pairing-allocated bye"  # 16.2.1
    FULL_BYE = "full-point bye"  # 16.2.1
    HALF_BYE = "half-point bye"  # a requested bye (16.1.1)
    ZERO_BYE = "zero-point bye"  # a requested bye: absence, withdrawal, round before entry


_VUR = {_Kind.HALF_BYE, _Kind.ZERO_BYE, _Kind.FORFEIT_LOSS}  # 16.1.2
_REQUESTED = {_Kind.HALF_BYE, _Kind.ZERO_BYE}  # 16.1.1
_FORFEITS = {_Kind.FORFEIT_WIN, _Kind.FORFEIT_LOSS}
_BYES = {ByeKind.PAB: _Kind.PAB, ByeKind.FULL: _Kind.FULL_BYE, ByeKind.HALF: _Kind.HALF_BYE,
         ByeKind.ZERO: _Kind.ZERO_BYE}
_HALF = Fraction(1, 2)
# The result of a game as the rating sees it (10.2, 10.3), whatever the tournament's points.
_RESULTS = {ResultCode.WIN: Fraction(1), ResultCode.DRAW: _HALF, ResultCode.LOSS: Fraction(0),
            ResultCode.UNPLAYED_WIN: Fraction(1), ResultCode.UNPLAYED_DRAW: _HALF,
            ResultCode.UNPLAYED_LOSS: Fraction(0), ResultCode.FORFEIT_WIN: Fraction(1),
            ResultCode.FORFEIT_LOSS: Fraction(0)}


@dataclass(frozen=True)
class _Entry:
    """One player's round."""

    kind: _Kind
    points: Fraction  # the tournament's points for the round
    opponent: int | None = None  # the scheduled opponent of a game
    colour: Colour | None = None
    result: Fraction | None = None  # 1, 1/2 or 0 of a game with a result

    @property
    def vur(self) -> bool:
        return self.kind in _VUR


@dataclass(frozen=True)
class _Played(_Entry):
    """A round played over the board (or counted as such): it has an opponent, a colour and
    a result."""

    opponent: int
    colour: Colour
    result: Fraction


@dataclass(frozen=True)
class _Element:
    """One round's value in a Buchholz-like sum, with what the cuts look at."""

    opponent_score: Fraction  # the (adjusted or dummy) score of the opponent
    value: Fraction
    vur: bool


class _Results:
    """Every player's rounds 1..last: the scores, the adjusted scores (16.3), the dummies
    (16.4) and the Buchholz-like elements.

    `forfeits_as_games` (/P) makes forfeits games against the scheduled opponent; `fore` (8.3)
    makes every game of the tournament's final round a draw, if the standings include it."""

    def __init__(self, t: Tournament, last: int, *, forfeits_as_games: bool = False,
                 fore: bool = False) -> None:
        self.last = last
        self.draw = Fraction(t.scoring.draw)
        # Reading: the final round is the last one planned (the last paired one if the number
        # of rounds is not set); Fore Buchholz is Buchholz until the standings include it.
        final = t.rounds_planned or len(t.rounds)
        self.fore_round = final if fore and final <= last else None
        self.forfeits_as_games = forfeits_as_games
        self._result_points = {code: Fraction(t.scoring.for_result(code)) for code in ResultCode}
        self._bye_points = {kind: Fraction(t.scoring.for_bye(kind)) for kind in ByeKind}
        self.entries: dict[int, list[_Entry]] = {p.id: [] for p in t.players}
        for rnd in t.rounds[:last]:
            self._add_round(rnd)
        self.score = {pid: sum((e.points for e in entries), Fraction(0))
                      for pid, entries in self.entries.items()}
        self.adjusted = {pid: self._adjusted(entries) for pid, entries in self.entries.items()}

    def _add_round(self, rnd: Round) -> None:
        placed: set[int] = set()
        for game in rnd.games:
            for pid in (game.white, game.black):
                if pid in self.entries and pid not in placed:
                    self.entries[pid].append(self._game_entry(rnd.number, game, pid))
                    placed.add(pid)
        for pid, entries in self.entries.items():
            if pid not in placed:
                # Reading: a round without a game or a bye is a zero-point bye, as in the score.
                kind = rnd.byes.get(pid, ByeKind.ZERO)
                entries.append(_Entry(_BYES[kind], self._bye_points[kind]))

    def _game_entry(self, number: int, game: Game, pid: int) -> _Entry:
        code = game.code_of(pid)
        opponent, colour = game.opponent_of(pid), game.colour_of(pid)
        if number == self.fore_round:
            return _Played(_Kind.PLAYED, self.draw, opponent, colour, _HALF)
        points = self._result_points[code] if code else Fraction(0)
        if code is None or not game.has_result:
            return _Entry(_Kind.PENDING, points, opponent, colour)
        if game.was_played or self.forfeits_as_games:
            return _Played(_Kind.PLAYED, points, opponent, colour, _RESULTS[code])
        kind = _Kind.FORFEIT_WIN if code is ResultCode.FORFEIT_WIN else _Kind.FORFEIT_LOSS
        return _Entry(kind, points, opponent, colour, _RESULTS[code])

    def _adjusted(self, entries: list[_Entry]) -> Fraction:
        """16.3: the score as the opponents' tie-breaks see it."""
        total = Fraction(0)
        only_vurs_after = True
        for entry in reversed(entries):
            # 16.2.5: a requested bye followed only by VURs, or in the last round, is a draw.
            total += self.draw if entry.kind in _REQUESTED and only_vurs_after else entry.points
            only_vurs_after = only_vurs_after and entry.vur
        return total

    def dummy(self, pid: int, entry: _Entry) -> Fraction:
        """16.4: the score of the dummy the player meets in an unplayed round."""
        own = self.score[pid]
        if entry.kind in _FORFEITS and entry.opponent is not None:  # a forfeit has one
            return min(own, self.adjusted[entry.opponent])  # 16.4.1
        # 16.4.2. Reading: in standings after round r, the tournament has r rounds.
        return min(own, self.draw * self.last)

    def elements(self, pid: int, sonneborn: bool) -> list[_Element]:
        """The Buchholz (8.1) or Sonneborn-Berger (9.1) elements of a player's rounds."""
        elements = []
        for entry in self.entries[pid]:
            if entry.kind is _Kind.PENDING:
                continue
            if isinstance(entry, _Played):
                score = self.adjusted[entry.opponent]  # 16.3
            else:
                score = self.dummy(pid, entry)  # 16.4
            value = score * entry.points if sonneborn else score
            elements.append(_Element(score, value, entry.vur))
        return elements

    def played(self, pid: int) -> list[_Played]:
        """The player's games played over the board."""
        return [e for e in self.entries[pid] if isinstance(e, _Played)]


def _least_significant(elements: list[_Element]) -> _Element:
    # 14.1.1: the least significant value is the contribution of the lowest-scored opponent
    # (for Buchholz the lowest value; for Sonneborn-Berger, among equal opponents, the lowest).
    least = min(elements, key=lambda e: (e.opponent_score, e.value))
    vurs = [e for e in elements if e.vur]
    if vurs:
        # 16.5.1: the lowest contribution of a VUR, as long as it is not lower.
        lowest_vur = min(vurs, key=lambda e: (e.value, e.opponent_score))
        if lowest_vur.value >= least.value:
            return lowest_vur
    return least


def _cut(elements: list[_Element], low: int, high: int) -> list[_Element]:
    """What remains after `low` cuts of the least significant value (16.5.2: the VUR rule at
    each), then `high` cuts of the most significant one (14.3, 14.4: in that order)."""
    kept = list(elements)
    for _cut_no in range(low):
        if kept:
            kept.remove(_least_significant(kept))
    for _cut_no in range(high):
        if kept:
            kept.remove(max(kept, key=lambda e: (e.opponent_score, e.value)))
    return kept


def _mean(values: Sequence[Fraction]) -> Fraction:
    return sum(values, Fraction(0)) / len(values) if values else Fraction(0)


# -- the tie-breaks -------------------------------------------------------------------------------

_Column = dict[int, Fraction]


class _Calculator:
    """The tie-breaks of one tournament after one round, each computed once."""

    def __init__(self, t: Tournament, last: int) -> None:
        self.t = t
        self.last = last
        self._views: dict[tuple[bool, bool], _Results] = {}
        self._columns: dict[TieBreakSpec, _Column] = {}
        self.win = Fraction(t.scoring.win)
        substitute = t.tiebreak_unrated_rating
        # Reading: the rating is the player's one rating for the tournament (10: the first).
        # Players without one (and no substitute for them) are left out.
        self.ratings: dict[int, int] = {
            p.id: rating for p in t.players
            if (rating := p.rating if p.rating > 0 else substitute) > 0}

    def view(self, forfeits_as_games: bool = False, fore: bool = False) -> _Results:
        key = (forfeits_as_games, fore)
        if key not in self._views:
            self._views[key] = _Results(self.t, self.last, forfeits_as_games=forfeits_as_games,
                                        fore=fore)
        return self._views[key]

    def values(self, specs: Sequence[TieBreakSpec]) -> dict[int, list[Fraction]]:
        score = self.view().score
        values: dict[int, list[Fraction]] = {p.id: [] for p in self.t.players}
        for spec in specs:
            if spec.base == "DE":
                # Art. 6 and 4.2: the encounters among the participants still tied.
                groups: dict[tuple[Fraction, ...], list[int]] = {}
                for pid, so_far in values.items():
                    groups.setdefault((score[pid], *so_far), []).append(pid)
                column = self._direct_encounter(spec, list(groups.values()))
            else:
                column = self.column(spec)
            for pid, so_far in values.items():
                so_far.append(column[pid])
        return values

    def column(self, spec: TieBreakSpec) -> _Column:
        if spec not in self._columns:
            base = _BASES[spec.base]
            if base.rating and self.unrated():
                # C.07 art. 10: not used while unrated players take part and the tournament
                # gives them no rating: nobody is separated by it.
                self._columns[spec] = dict.fromkeys(self.view().entries, Fraction(0))
            else:
                self._columns[spec] = getattr(self, f"_{spec.base.lower()}")(spec)
        return self._columns[spec]

    def unrated(self) -> list[Player]:
        """The players without a rating for the rating-based tie-breaks (C.07 art. 10)."""
        return [p for p in self.t.players if p.id not in self.ratings]

    # Art. 7: the participant's own results.

    def _count(self, test: Callable[[_Entry], bool]) -> _Column:
        return {pid: Fraction(sum(1 for e in entries if test(e)))
                for pid, entries in self.view().entries.items()}

    def _win(self, spec: TieBreakSpec) -> _Column:
        # 7.1: rounds with the points of a win, with or without playing.
        return self._count(lambda e: e.kind is not _Kind.PENDING and e.points >= self.win)

    def _won(self, spec: TieBreakSpec) -> _Column:
        return self._count(lambda e: e.kind is _Kind.PLAYED and e.result == 1)  # 7.2

    def _bpg(self, spec: TieBreakSpec) -> _Column:
        return self._count(lambda e: e.kind is _Kind.PLAYED and e.colour is Colour.BLACK)  # 7.3

    def _bwg(self, spec: TieBreakSpec) -> _Column:
        return self._count(lambda e: e.kind is _Kind.PLAYED and e.colour is Colour.BLACK
                           and e.result == 1)  # 7.4

    def _rep(self, spec: TieBreakSpec) -> _Column:
        # 7.6: the rounds less the half- and zero-point byes and the forfeit losses.
        return self._count(lambda e: not e.vur)

    def _ps(self, spec: TieBreakSpec) -> _Column:
        # 7.5: the sum of the scores after each round; 14.1.1.c: the cut drops the first ones.
        column = {}
        for pid, entries in self.view().entries.items():
            running, totals = Fraction(0), []
            for entry in entries:
                running += entry.points
                totals.append(running)
            column[pid] = sum(totals[spec.cut:], Fraction(0))
        return column

    def _std(self, spec: TieBreakSpec) -> _Column:
        # 7.7: 1 for a round won, 1/2 for a round drawn, on the 1-1/2-0 scale whatever the
        # points; a round without playing against the points for a draw. Reading: forfeits
        # are rounds without playing, so a double forfeit is 0.
        draw = self.view().draw
        column = {}
        for pid, entries in self.view().entries.items():
            total = Fraction(0)
            for entry in entries:
                if isinstance(entry, _Played):
                    total += entry.result
                elif entry.kind is not _Kind.PENDING:
                    total += 1 if entry.points > draw else _HALF if entry.points == draw else 0
            column[pid] = total
        return column

    def _tpn(self, spec: TieBreakSpec) -> _Column:
        return {p.id: Fraction(p.pairing_no) for p in self.t.players}  # 7.8

    # Art. 8 and 9: the opponents' results.

    def _bh(self, spec: TieBreakSpec) -> _Column:
        view = self.view(spec.forfeits_as_games, fore=spec.fore or spec.base == "FB")
        low, high = spec.cut + spec.median, spec.median
        return {pid: sum((e.value for e in _cut(view.elements(pid, False), low, high)),
                         Fraction(0)) for pid in view.entries}

    _fb = _bh  # 8.3: Buchholz with the games of the final round drawn

    def _sb(self, spec: TieBreakSpec) -> _Column:
        view = self.view(spec.forfeits_as_games)
        return {pid: sum((e.value for e in _cut(view.elements(pid, True), spec.cut, 0)),
                         Fraction(0)) for pid in view.entries}

    def _aob(self, spec: TieBreakSpec) -> _Column:
        # 8.2: the average of the (Fore) Buchholz of the opponents played over the board.
        buchholz = self.column(TieBreakSpec("FB" if spec.fore else "BH"))
        view = self.view()
        return {pid: _mean([buchholz[e.opponent] for e in view.played(pid)])
                for pid in view.entries}

    def _ks(self, spec: TieBreakSpec) -> _Column:
        # 9.2: the points scored against the opponents with 50% or more of the maximum possible
        # score; 14.5: /Ln moves that limit to n%. Reading: Koya is a round-robin tie-break,
        # where forfeits are games (15.2) and scores are not adjusted; the maximum is a win in
        # every round of the standings.
        view = self.view()
        limit = Fraction(spec.koya_limit, 100) if spec.koya_limit else _HALF
        threshold = limit * self.win * self.last
        return {pid: sum((e.points for e in entries if e.opponent is not None
                          and e.kind is not _Kind.PENDING
                          and view.score[e.opponent] >= threshold), Fraction(0))
                for pid, entries in view.entries.items()}

    # Art. 10: ratings.

    def _opponent_ratings(self, pid: int) -> list[int]:
        return [self.ratings[e.opponent] for e in self.view().played(pid)]

    def _aro(self, spec: TieBreakSpec) -> _Column:
        # 10.1: the average rating of the opponents played over the board; 14.1.1.b: the cut
        # drops the lowest ratings.
        column = {}
        for pid in self.view().entries:
            kept = _cut([_Element(Fraction(r), Fraction(r), False)
                         for r in self._opponent_ratings(pid)],
                        spec.cut + spec.median, spec.median)
            column[pid] = Fraction(_half_up(_mean([e.value for e in kept])))
        return column

    def _tpr(self, spec: TieBreakSpec) -> _Column:
        # 10.2: the average rating of the opponents plus dp (8.1a) of the fractional score.
        column = {}
        for pid in self.view().entries:
            games = self.view().played(pid)
            if not games:
                column[pid] = Fraction(0)
                continue
            column[pid] = Fraction(performance_rating(self._opponent_ratings(pid),
                                                      sum((e.result for e in games), Fraction(0))))
        return column

    def _ptp(self, spec: TieBreakSpec) -> _Column:
        # 10.3: the lowest rating whose expected score (8.1b) against the opponents reaches the
        # score; with no points, 800 below the lowest rated opponent.
        column = {}
        for pid in self.view().entries:
            ratings = self._opponent_ratings(pid)
            score = sum((e.result for e in self.view().played(pid)), Fraction(0))
            column[pid] = Fraction(_perfect_performance(ratings, score))
        return column

    def _apro(self, spec: TieBreakSpec) -> _Column:
        return self._opponents_average(self.column(TieBreakSpec("TPR")))  # 10.4

    def _appo(self, spec: TieBreakSpec) -> _Column:
        return self._opponents_average(self.column(TieBreakSpec("PTP")))  # 10.5

    def _opponents_average(self, performance: _Column) -> _Column:
        view = self.view()
        return {pid: Fraction(_half_up(_mean([performance[e.opponent]
                                              for e in view.played(pid)])))
                for pid in view.entries}

    def _rtng(self, spec: TieBreakSpec) -> _Column:
        return {p.id: Fraction(self.ratings.get(p.id, 0)) for p in self.t.players}  # 10.6

    # Art. 6: direct encounter.

    def _direct_encounter(self, spec: TieBreakSpec, groups: list[list[int]]) -> _Column:
        """Each player's place among the players tied with them (1 = first, equal places for
        those it does not separate), 0 where it separates nobody of the group."""
        view = self.view(spec.forfeits_as_games)
        column: _Column = {}
        for group in groups:
            classes = self._encounter_classes(view, group)
            place = 1
            for members in classes:
                for pid in members:
                    column[pid] = Fraction(place if len(classes) > 1 else 0)
                place += len(members)
        return column

    def _mini_standings(self, view: _Results,
                        group: list[int]) -> tuple[dict[int, Fraction], dict[int, int]]:
        """The points each scored against the others of the group, and how many they met."""
        points, met = {}, {}
        for pid in group:
            against: dict[int, list[Fraction]] = {}
            # 6.1.1: games not played do not count (unless /P).
            for entry in view.played(pid):
                if entry.opponent in group:
                    against.setdefault(entry.opponent, []).append(entry.points)
            # 6.1.2: players who met more than once count the average of their games.
            points[pid] = sum((_mean(scores) for scores in against.values()), Fraction(0))
            met[pid] = len(against)
        return points, met

    def _encounter_classes(self, view: _Results, group: list[int]) -> list[list[int]]:
        """The group in the order the direct encounter gives, as classes of players it
        cannot separate."""
        if len(group) < 2:
            return [group]
        points, met = self._mini_standings(view, group)
        if all(met[pid] == len(group) - 1 for pid in group):
            # 6.2: all have met: the mini-standings rank them, reapplied to those still tied.
            levels = sorted({points[pid] for pid in group}, reverse=True)
            if len(levels) == 1:
                return [group]
            return [members for level in levels
                    for members in self._encounter_classes(
                        view, [pid for pid in group if points[pid] == level])]
        # 6.3: not all have met: a player is ranked first only if no result of the games not
        # played could bring another to their points; then again for the next places, and the
        # encounter is reapplied to the players still tied.
        best = {pid: points[pid] + (len(group) - 1 - met[pid]) * self.win for pid in group}
        order = sorted(group, key=lambda pid: (-points[pid], -best[pid]))
        ranked = []
        while len(order) > 1 and points[order[0]] > max(best[pid] for pid in order[1:]):
            ranked.append([order.pop(0)])
        if not ranked:
            return [group]
        return ranked + self._encounter_classes(view, order)


def _perfect_performance(ratings: list[int], score: Fraction) -> int:
    if not ratings:
        return 0
    if score <= 0:
        return min(ratings) - 800

    def expected(rating: int) -> int:
        return sum(_pd_hundredths(rating - r) for r in ratings)

    # expected(low) is 0 < score; expected(high) is every game, at least the score.
    low, high = min(ratings) - 800, max(ratings) + 800
    while high - low > 1:
        middle = (low + high) // 2
        if expected(middle) >= 100 * score:
            high = middle
        else:
            low = middle
    return high


# -- the public functions -------------------------------------------------------------------------

def _last_round(t: Tournament, after_round: int | None) -> int:
    if after_round is None:
        return len(t.rounds)
    if not isinstance(after_round, int) or not 0 <= after_round <= len(t.rounds):
        raise TieBreakError((_("Standings after round {round}: rounds 1-{last} are paired")
                             if t.rounds else
                             _("Standings after round {round}: no round is paired")).format(
                                 round=repr(after_round), last=len(t.rounds)))
    return after_round


def tiebreak_values(t: Tournament, codes: Sequence[str],
                    after_round: int | None = None) -> dict[int, list[float]]:
    """Each player's (id ->) tie-break values in the order of `codes`, after `after_round`
    (all paired rounds by default). Games without a result count in none of them."""
    specs = [parse_tiebreak(code) for code in codes]
    exact = _Calculator(t, _last_round(t, after_round)).values(specs)
    return {pid: [float(v) for v in values] for pid, values in exact.items()}


@dataclass
class StandingRow:
    rank: int
    player: Player
    score: float
    values: list[float]


def ranked_standings(t: Tournament, after_round: int | None = None,
                     codes: Sequence[str] | None = None) -> list[StandingRow]:
    """The standings: by score, then by each tie-break in turn (`t.tiebreaks` by default).

    Players share a rank (the best of their group) only when the score and every tie-break are
    equal; they are then listed in pairing-number order."""
    specs = [parse_tiebreak(code) for code in (t.tiebreaks if codes is None else codes)]
    calculator = _Calculator(t, _last_round(t, after_round))
    exact = calculator.values(specs)
    score = calculator.view().score

    def ties(player: Player) -> tuple[Fraction, ...]:
        return (-score[player.id], *(v if spec.lower_first else -v
                                     for spec, v in zip(specs, exact[player.id], strict=True)))

    rows: list[StandingRow] = []
    previous: tuple[Fraction, ...] | None = None
    for index, player in enumerate(sorted(t.players,
                                          key=lambda p: (ties(p), p.pairing_no, p.id))):
        rank = rows[-1].rank if ties(player) == previous else index + 1
        previous = ties(player)
        rows.append(StandingRow(rank, player, float(score[player.id]),
                                [float(v) for v in exact[player.id]]))
    return rows


def dropped_tiebreaks(t: Tournament, codes: Sequence[str] | None = None) -> dict[str, str]:
    """The tie-breaks (of `codes`, or `t.tiebreaks`) that cannot be used, with the reason;
    their values are 0 for everyone, so they separate nobody."""
    calculator = _Calculator(t, len(t.rounds))
    unrated = calculator.unrated()
    if not unrated:
        return {}
    names = ", ".join(p.name for p in unrated[:3]) + (", ..." if len(unrated) > 3 else "")
    reason = _("C.07 art. 10: not used while unrated players take part ({players}) and the"
               " tournament gives unrated players no rating for the tie-breaks").format(
                   players=names)
    return {code: reason for code in (t.tiebreaks if codes is None else codes)
            if _BASES[parse_tiebreak(code).base].rating}
