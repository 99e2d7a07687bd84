"""The model's invariants, checked the same way whatever built the tournament (a TRF file and its
`### arbiter-gui` notes, the tournament file, a change of settings).

Qt-free. `tournament_problems` lists every broken invariant, each saying what and where in the
model's terms ("player #3", "round 2"); the caller adds where it came from (line and field, table
and row). `validate_tournament` raises `InvalidTournament` with the first.

The sane bounds (chosen here, and what the TRF columns and the store can hold):
- points of a result or a bye, and an acceleration's fictitious points: finite, within
  -MAX_POINTS..MAX_POINTS (1000: no tournament's regulations score more; the pairing counts
  in tenths and sums them over up to 999 rounds, far from any overflow);
- ratings 0..MAX_RATING (3500, above any rating ever published);
- rounds 1..MAX_ROUNDS (999, the 3 columns of TRF 240/250/260), rounds_planned 0..MAX_ROUNDS
  (0: not said yet);
- pairing numbers 1..MAX_PAIRING_NUMBER (9999, the 4 columns of a TRF starting rank), or 0 for
  a player not numbered yet while no round is paired (the initial order, C.04.2 B.3, is made
  when the players are registered and before round 1);
- internal ids 1..MAX_ID (a 32-bit signed integer), FIDE ids 1..MAX_FIDE_ID (the 11 columns
  of the TRF 001 record);
- prize amounts 0..MAX_PRIZE and places 1..MAX_PAIRING_NUMBER; category ages 0..200 and
  ratings 0..MAX_RATING; a result correction names a round and a board that can exist.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, fields
from functools import reduce
from typing import TypeGuard

from arbiter_gui.core.editions import DUTCH_EDITIONS
from arbiter_gui.core.fide_mode import NOT_FIDE_SYSTEMS
from arbiter_gui.core.i18n import LANGUAGES, N_, _
from arbiter_gui.core.model import (
    MAX_RATING,
    MAX_ROUNDS,
    PRINT_SIZES,
    SETTINGS,
    ByeKind,
    Colour,
    Game,
    ModelError,
    Player,
    ResultCode,
    Round,
    Scoring,
    Tournament,
)
from arbiter_gui.core.overrides import action_name
from arbiter_gui.core.schedule import time_problem
from arbiter_gui.core.setting_spec import OPTIONAL_WHOLE, TEXT
from arbiter_gui.core.texts import FIELD_NAMES, field_name, player_label

MAX_POINTS = 1000.0
MAX_PAIRING_NUMBER = 9999
MAX_ID = 2**31 - 1
MAX_FIDE_ID = 10**11 - 1
MAX_PRIZE = 1e9  # money, in the organiser's currency
_TEXT_PLAYER_FIELDS = ("surname", "given_name", "sex", "title", "federation", "birth_date",
                           "club")
# The settings' texts and whole numbers, checked as their declarations say (model.py).
_TEXT_SETTINGS = tuple(s.name for s in SETTINGS if s.kind == TEXT)
_BOUNDED_SETTINGS = tuple((s, s.bounds) for s in SETTINGS if s.bounds is not None)


_LABELS = {
    **FIELD_NAMES,  # a player's details (core.texts)
    "extra_records": N_("extra records"),
    "min_age": N_("min age"), "max_age": N_("max age"), "min_rating": N_("min rating"),
    "max_rating": N_("max rating"),
    **{s.name: s.word for s in SETTINGS},
}


def _label(field: str) -> str:
    """The model's `field` as a message names it, in the language spoken now (only the one
    asked for is translated: every player's every field is checked on each reading)."""
    return _(_LABELS[field])


def _points_for(result: str) -> str:
    """What the points of a Scoring field `result` are called in a message."""
    return {
        "win": _("points for win"), "draw": _("points for draw"), "loss": _("points for loss"),
        "forfeit_win": _("points for forfeit win"), "forfeit_loss": _("points for forfeit loss"),
        "pab": _("points for pab"), "half_bye": _("points for half bye"),
        "full_bye": _("points for full bye"), "zero_bye": _("points for zero bye"),
    }[result]


@dataclass(frozen=True)
class Problem:
    """A broken invariant: `field` is the model's field it is about ("pairing_no", "games",
    "scoring", ...), `message` says what and where in the tournament."""

    field: str
    message: str


class InvalidTournament(ModelError):
    """A tournament that breaks an invariant of the model; `problems` lists them all."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__(problems[0].message)


def validate_tournament(t: Tournament) -> None:
    """Raise InvalidTournament if `t` breaks an invariant of the model."""
    problems = tournament_problems(t)
    if problems:
        raise InvalidTournament(problems)


def tournament_problems(t: Tournament) -> list[Problem]:
    """Every broken invariant of `t`, in the order: settings, players, rounds, the rest."""
    players = _players_problems(t)
    if players:  # the rounds' checks name players by their (then unique) ids and numbers
        return [*_settings_problems(t), *players]
    known = {p.id for p in t.players}
    return [*_settings_problems(t), *_rounds_problems(t, known),
            *_references_problems(t, known)]


# -- values -----------------------------------------------------------------------------------

def is_whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def points_problem(value: object) -> str | None:
    """Why `value` cannot be a number of points, or None."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return _("expected a number of points, got {value}").format(value=_shown(value))
    # abs() first: math.isfinite of an int beyond a float's range raises OverflowError.
    if abs(value) > MAX_POINTS or not math.isfinite(value):
        shown = _shown(value) if is_whole(value) else f"{value:g}"
        return _("{points} points is out of range (-{high} to {high})").format(
            points=shown, high=f"{MAX_POINTS:g}")
    return None


def whole_problem(value: object, low: int, high: int, what: str) -> str | None:
    """Why `value` cannot be `what`, a whole number from `low` to `high`, or None."""
    if not is_whole(value):
        return _("{what}: expected a whole number, got {value}").format(
            what=what, value=_shown(value))
    if not low <= value <= high:
        # str() of an int of over 4300 digits raises ValueError (sys.set_int_max_str_digits)
        return _("{what} {value} is out of range ({low} to {high})").format(
            what=what, value=_shown(value), low=low, high=high)
    return None


def _text_problem(value: object, what: str) -> str | None:
    if isinstance(value, str):
        return None
    return _("{what}: expected text, got {value}").format(what=what, value=_shown(value))


def _shown(value: object) -> str:
    """`value` in a message: its repr, cut short (a hand-edited file may hold anything)."""
    if is_whole(value) and abs(value) >= 10**20:
        return _("a number of more than 20 digits")
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:37]}..."


# -- settings ---------------------------------------------------------------------------------

def _settings_problems(t: Tournament) -> Iterator[Problem]:
    for name in _TEXT_SETTINGS:
        yield from _problem(name, _text_problem(getattr(t, name), _label(name)))
    for name in ("deputy_arbiters", "tiebreaks", "extra_records"):
        for text in getattr(t, name):
            yield from _problem(name, _text_problem(text, _label(name)))
    for spec, (low, high) in _BOUNDED_SETTINGS:
        value = getattr(t, spec.name)
        if value is not None or spec.kind != OPTIONAL_WHOLE:
            yield from _problem(spec.name, whole_problem(value, low, high,
                                                         _(spec.bounds_text or spec.word)))
    for round_no in t.no_half_bye_rounds:
        yield from _problem("no_half_bye_rounds", _round_problem(round_no))
    for round_no in t.round_dates:
        yield from _problem("round_dates", _round_problem(round_no))
    for round_no, time in t.round_times.items():
        yield from _problem("round_times", _round_problem(round_no) or time_problem(time))
    yield from _problem("dutch_edition", _edition_problem(t))
    if isinstance(t.pairing_system, str) and t.pairing_system in NOT_FIDE_SYSTEMS \
            and not t.fide_mode_left:
        # VCL.05: the FIDE mode inhibits what FIDE has not endorsed, whatever the way in.
        yield Problem("fide_mode_left", _("the pairing system {system} is not a FIDE system;"
                                          " a tournament in the FIDE mode cannot use it")
                      .format(system=t.pairing_system))
    if isinstance(t.event_code, str):  # else said by the check of every text
        yield from _problem("event_code", event_code_problem(t.event_code))
    yield from _pairing_server_problems(t)
    if not isinstance(t.initial_colour, Colour):
        yield Problem("initial_colour", _("initial colour: expected w or b, got {value}")
                      .format(value=_shown(t.initial_colour)))
    if not isinstance(t.late_entry_bye, ByeKind) or t.late_entry_bye is ByeKind.PAB:
        yield Problem("late_entry_bye", _(
            "bye of a late entrant's missed rounds: expected a zero-, half- or full-point bye,"
            " got {value}").format(value=_shown(t.late_entry_bye)))
    yield from _scoring_problems(t.scoring)
    yield from _problem("print_language", _language_problem(t.print_language))
    if t.print_size not in PRINT_SIZES:
        yield Problem("print_size", _("size of the printouts: expected one of {sizes}, got"
                                      " {value}").format(sizes=", ".join(PRINT_SIZES),
                                                         value=_shown(t.print_size)))
    for a in t.accelerations:
        what = _("acceleration of players {first}-{last}").format(first=a.first_player,
                                                                  last=a.last_player)
        yield from _problem("accelerations", _prefixed(what, points_problem(a.points)))
        for number in (a.first_player, a.last_player):
            yield from _problem("accelerations", whole_problem(
                number, 1, MAX_PAIRING_NUMBER, _at(what, _("pairing number"))))
        yield from _round_range_problems("accelerations", what, a.first_round, a.last_round)


def _language_problem(value: object) -> str | None:
    """Why `value` cannot be the printouts' language ("" is the program's), or None."""
    if value == "" or (isinstance(value, str) and value in LANGUAGES):
        return None
    return (f"language of the printouts: expected one of {', '.join(LANGUAGES)} (or none),"
            f" got {_shown(value)}")


def _edition_problem(t: Tournament) -> str | None:
    """Only a known edition of the Dutch rules. It is kept whatever the system (so that
    trying another system before round 1 loses nothing) but means something for the Dutch
    system only: the other engines, the window and the import by date ignore it."""
    if not isinstance(t.dutch_edition, str) or t.dutch_edition not in DUTCH_EDITIONS:
        return (f"edition of the Dutch rules: expected one of {', '.join(DUTCH_EDITIONS)},"
                f" got {_shown(t.dutch_edition)}")
    return None


# A pairing server's URL: http or https, a host, an optional port and path (no query, no
# fragment, no user:password, which would travel in the clear); the tournament's id and
# secret as the server gives them. Printable ASCII without spaces: they travel in the
# request's path and Authorization header, where a line break would be a header injection.
_SERVER_URL = re.compile(r"https?://[A-Za-z0-9.\-\[\]:]+(/[A-Za-z0-9._~%!$&'()*+,;=:@/\-]*)?")
_SERVER_TOKEN = re.compile(r"[A-Za-z0-9._~\-]{1,200}")


def server_url_problem(url: str) -> str | None:
    if _SERVER_URL.fullmatch(url) and len(url) <= 500:
        return None
    return _("pairing server: the URL must be http:// or https:// followed by the server's"
             " address (for example https://fps.example.org), got {value}").format(
                 value=_shown(url))


# The FIDE tournament code: the event's number on FIDE's rating server (the pairing server
# refuses any other, server/app.py).
EVENT_CODE = re.compile(r"[0-9]{3,10}")


def event_code_problem(code: object) -> str | None:
    """Why `code` cannot be the FIDE tournament code ("" is none), or None."""
    if code == "" or (isinstance(code, str) and EVENT_CODE.fullmatch(code)):
        return None
    return _("FIDE tournament code: 3 to 10 digits, as on FIDE's rating server, got {value}"
             ).format(value=_shown(code))


def _pairing_server_problems(t: Tournament) -> Iterator[Problem]:
    """Each of the pairing server's URL, the tournament's id there and its secret empty or
    well-formed (a URL without the others: registration pending; the client asks for them)."""
    values = (t.pairing_server_url, t.pairing_server_tournament, t.pairing_server_secret)
    if not all(isinstance(v, str) for v in values):
        return  # said by the check of every text (_TEXT_SETTINGS)
    if t.pairing_server_url:
        yield from _problem("pairing_server_url", server_url_problem(t.pairing_server_url))
    for field, what in (("pairing_server_tournament", _("the tournament's id")),
                        ("pairing_server_secret", _("the secret"))):
        value = getattr(t, field)
        if value and not _SERVER_TOKEN.fullmatch(value):
            yield Problem(field, _(
                "pairing server: {what} must be 1 to 200 letters, digits or the signs"
                " . _ ~ - (as the server gave it), got {value}").format(
                    what=what, value="another text" if field == "pairing_server_secret"
                    else _shown(value)))


def _scoring_problems(s: Scoring) -> Iterator[Problem]:
    for f in fields(Scoring):
        problem = points_problem(getattr(s, f.name))
        yield from _problem("scoring", _prefixed(_points_for(f.name), problem))


def _round_problem(round_no: object) -> str | None:
    return whole_problem(round_no, 1, MAX_ROUNDS, _("round"))


def _round_range_problems(field: str, what: str, first: object, last: object
                          ) -> Iterator[Problem]:
    problems = [_round_problem(first), _round_problem(last)]
    for problem in problems:
        yield from _problem(field, _prefixed(what, problem))
    if is_whole(first) and is_whole(last) and not any(problems) and first > last:
        yield Problem(field, _at(what, _("rounds {first}-{last} end before they start")
                                       .format(first=first, last=last)))


# -- players ----------------------------------------------------------------------------------

def _players_problems(t: Tournament) -> list[Problem]:
    # Each check's words once for every player, and the player's place only for one with a
    # problem: every player is checked on each reading, and a message is worded for few.
    texts = [(name, _label(name)) for name in _TEXT_PLAYER_FIELDS]
    wholes = [("id", 1, MAX_ID, _("id")),
              ("pairing_no", 0, MAX_PAIRING_NUMBER, _("pairing number")),
              ("rating", 0, MAX_RATING, field_name("rating")),
              ("national_rating", 0, MAX_RATING, field_name("national_rating"))]
    optional = [("fide_id", 1, MAX_FIDE_ID, field_name("fide_id")),
                ("withdrawn_from", 1, MAX_ROUNDS, _("withdrawn from round"))]
    problems: list[Problem] = []
    for p in t.players:
        found = [(name, problem) for name, what in texts
                 if (problem := _text_problem(getattr(p, name), what)) is not None]
        found += [(name, problem) for name, low, high, what in wholes
                  if (problem := whole_problem(getattr(p, name), low, high, what)) is not None]
        found += [(name, problem) for name, low, high, what in optional
                  if getattr(p, name) is not None
                  and (problem := whole_problem(getattr(p, name), low, high, what)) is not None]
        if p.k_factor is not None:  # B.02 8.3.3
            # The rating rules (and fractions) are imported by the files that set a K-factor.
            from arbiter_gui.core.rating import MAX_K_FACTOR, MIN_K_FACTOR

            problem = whole_problem(p.k_factor, MIN_K_FACTOR, MAX_K_FACTOR,
                                    field_name("k_factor"))
            found += [("k_factor", problem)] if problem is not None else []
        if found:
            where = (_("player {name}").format(name=_shown(p.surname))
                     if isinstance(p.surname, str) else _("a player"))
            problems += [Problem(name, _at(where, problem)) for name, problem in found]
    if problems:
        return problems
    problems += _duplicates(t.players, "id", _("id"))
    problems += _duplicates([p for p in t.players if p.pairing_no], "pairing_no",
                            _("pairing number"))
    problems += _duplicates([p for p in t.players if p.fide_id is not None], "fide_id",
                            _("FIDE id"))
    unnumbered = [p for p in t.players if not p.pairing_no]
    if unnumbered and t.rounds:
        problems.append(Problem("pairing_no", _(
            "{player} has no pairing number (0), but round 1 is paired").format(
                player=_name(unnumbered[0]))))
    return problems


def _duplicates(players: list[Player], field: str, what: str) -> list[Problem]:
    values = [getattr(p, field) for p in players]
    if len(set(values)) == len(values):  # the usual case, told at C speed
        return []
    problems = []
    for value, count in Counter(values).items():
        if count > 1:
            names = _and([_name(p) for p in players if getattr(p, field) == value])
            problems.append(Problem(field, _("{players} have the same {what} {value}").format(
                players=names, what=what, value=value)))
    return problems


def _and(names: list[str]) -> str:
    """`names` as one list in a sentence ("A and B and C")."""
    return reduce(lambda first, second: _("{first} and {second}").format(
        first=first, second=second), names)


def _name(p: Player) -> str:
    """"Player 17 (Brunet, Paul)" as every message names a player (its name alone while it
    has no pairing number)."""
    return player_label(p) if p.pairing_no else p.name


# -- rounds -----------------------------------------------------------------------------------

def _rounds_problems(t: Tournament, known: set[int]) -> Iterator[Problem]:
    if len(t.rounds) > MAX_ROUNDS:
        yield Problem("rounds", _("{count} rounds paired: at most {most}").format(
            count=len(t.rounds), most=MAX_ROUNDS))
    if is_whole(t.rounds_planned) and 0 < t.rounds_planned < len(t.rounds):
        # As handling.set_round_pairing keeps it: no round after the last one planned.
        yield Problem("rounds", _("{count} rounds are paired, but the tournament has {planned}")
                      .format(count=len(t.rounds), planned=t.rounds_planned))
    names = _Names(t)
    for position, rnd in enumerate(t.rounds, start=1):
        if rnd.number != position:
            yield Problem("number", _("round {round} is numbered {number}").format(
                round=position, number=_shown(rnd.number)))
        if not isinstance(rnd.paired_locally, bool):
            yield Problem("rounds", _("round {round}: 'paired locally' must be true or false,"
                                      " got {value}").format(round=position,
                                                             value=_shown(rnd.paired_locally)))
        if known and not rnd.games and not rnd.byes:
            # Pairing a round gives every player a game or a bye (handling.set_round_pairing).
            yield Problem("rounds", _("round {round} is paired, but nobody has a game or a bye"
                                      " in it").format(round=position))
        yield from _round_problems(rnd, position, known, names)


class _Names(dict[int, str]):
    """Player id -> the player as a message names him (`_name`), worded when a message asks
    for it: the rounds' checks name few players, and pass by every one."""

    def __init__(self, t: Tournament) -> None:
        super().__init__()
        self.players = {p.id: p for p in t.players}

    def __missing__(self, player: int) -> str:
        self[player] = name = _name(self.players[player])
        return name


def _round_problems(rnd: Round, number: int, known: set[int], names: dict[int, str]
                    ) -> Iterator[Problem]:
    where = _("round {round}").format(round=number)
    seen: dict[int, Game] = {}  # player id -> his game in this round
    boards: set[int] = set()

    def label(game: Game) -> str:
        return _("the game {white} - {black}").format(white=names[game.white],
                                                      black=names[game.black])

    for game in rnd.games:
        players = (game.white, game.black)
        unknown = [p for p in players if p not in known]
        if unknown:
            yield Problem("games", _at(where, _(
                "a game names player id {id}, who is not registered").format(
                    id=_shown(unknown[0]))))
            continue
        if game.white == game.black:
            yield Problem("games", _at(where, _("{player} is paired against himself")
                                             .format(player=names[game.white])))
            continue
        for p in players:
            if p in seen:
                yield Problem("games", _at(where, _(
                    "{player} has two games ({game} and {other})").format(
                        player=names[p], game=label(seen[p]), other=label(game))))
            seen[p] = game
        result = _result_problem(game)
        if result:
            yield Problem("games", _at(_in_game(where, label(game)), result))
        if not is_whole(game.board) or not 0 <= game.board <= MAX_PAIRING_NUMBER:  # 0: none
            yield Problem("games", _at(_in_game(where, label(game)), _(
                "board {board} is out of range (0 to {high})").format(
                    board=_shown(game.board), high=MAX_PAIRING_NUMBER)))
        elif game.board and game.board in boards:
            yield Problem("games", _at(where, _("two games on board {board}").format(
                board=game.board)))
        boards.add(game.board)
    pabs = 0
    for player, kind in rnd.byes.items():
        if player not in known:
            yield Problem("byes", _at(where, _(
                "a bye names player id {id}, who is not registered").format(id=_shown(player))))
            continue
        if not isinstance(kind, ByeKind):
            yield Problem("byes", _at(where, _("unknown bye code {code} for {player}")
                                            .format(code=_shown(kind), player=names[player])))
            continue
        if player in seen:
            yield Problem("byes", _at(where, _("{player} has a bye and {game}").format(
                player=names[player], game=label(seen[player]))))
        pabs += kind is ByeKind.PAB
    if pabs > 1:
        yield Problem("byes", _at(where, _(
            "{count} pairing-allocated byes; a round has one at most").format(count=pabs)))


# The two codes of one game (the model's and the TRF's: a `ResultCode` is its TRF code) are
# of one kind, with one winner at most.
_RESULT_KINDS = {"1": "played", "=": "played", "0": "played", "+": "forfeit", "-": "forfeit",
                 "W": "unplayed", "D": "unplayed", "L": "unplayed"}
_WINS = {"1", "+", "W"}


def _result_mix(white_kind: str, black_kind: str) -> str:
    """The message for two results of different kinds (played, forfeit, unplayed)."""
    return {
        ("played", "forfeit"): _("the results '{white}' and '{black}' mix a played game with a"
                                 " forfeit one"),
        ("played", "unplayed"): _("the results '{white}' and '{black}' mix a played game with"
                                  " an unplayed one"),
        ("forfeit", "played"): _("the results '{white}' and '{black}' mix a forfeit game with a"
                                 " played one"),
        ("forfeit", "unplayed"): _("the results '{white}' and '{black}' mix a forfeit game with"
                                   " an unplayed one"),
        ("unplayed", "played"): _("the results '{white}' and '{black}' mix an unplayed game with"
                                  " a played one"),
        ("unplayed", "forfeit"): _("the results '{white}' and '{black}' mix an unplayed game"
                                   " with a forfeit one"),
    }[white_kind, black_kind]


def combination_problem(white: str, black: str) -> str | None:
    """Why two result codes cannot be the two sides of one game, or None (' ' = no result)."""
    if (white == " ") != (black == " "):
        return _("one player's block has a result and the other's has none")
    if white == " ":
        return None
    if _RESULT_KINDS[white] != _RESULT_KINDS[black]:
        return _result_mix(_RESULT_KINDS[white], _RESULT_KINDS[black]).format(
            white=white, black=black)
    if white in _WINS and black in _WINS:
        return _("both players won ('{white}' and '{black}')").format(white=white, black=black)
    return None


def _result_problem(game: Game) -> str | None:
    codes = (game.white_result, game.black_result)
    if codes == (None, None) or game.result is not None:
        return None  # no result yet, or one of the results the arbiter enters
    wrong = next((c for c in codes if c is not None and not isinstance(c, ResultCode)), None)
    if wrong is not None:
        return _("unknown result code {code}").format(code=_shown(wrong))
    return combination_problem(*(" " if code is None else code.value for code in codes))


# -- what refers to players -------------------------------------------------------------------

def _references_problems(t: Tournament, known: set[int]) -> Iterator[Problem]:
    for (player, round_no), kind in t.requested_byes.items():
        where = _("requested bye of player id {id} in round {round}").format(
            id=_shown(player), round=_shown(round_no))
        if player not in known:
            yield Problem("requested_byes", _at(where, _("no such player is registered")))
        yield from _problem("requested_byes", _prefixed(where, _round_problem(round_no)))
        if kind is ByeKind.PAB:
            yield Problem("requested_byes", _at(where, _(
                "the pairing-allocated bye is given by the pairing, never requested (C.04.1)")))
    for x in t.prohibited_pairings:
        where = _("prohibited pairing of player ids {ids}").format(
            ids=" ".join(map(str, x.players)))
        yield from _unknown("prohibited_pairings", where, x.players, known)
        if len(set(x.players)) < 2:
            yield Problem("prohibited_pairings", _at(where, _(
                "needs two different players")))
        yield from _round_range_problems("prohibited_pairings", where, x.first_round,
                                         x.last_round)
    for o in t.overrides:
        where = _("override of round {round} ({action})").format(
            round=_shown(o.round), action=action_name(o.action))
        yield from _unknown("overrides", where, o.players, known)
        yield from _problem("overrides", _prefixed(where, _round_problem(o.round)))
    for c in t.corrections:
        where = _("correction of round {round} board {board}").format(
            round=_shown(c.round), board=_shown(c.board))
        yield from _problem("corrections", _prefixed(where, _round_problem(c.round)))
        yield from _problem("corrections", _prefixed(
            where, whole_problem(c.board, 1, MAX_PAIRING_NUMBER, _("board"))))
    yield from _prize_problems(t, known)


def _prize_problems(t: Tournament, known: set[int]) -> Iterator[Problem]:
    for c in t.categories:
        where = _("category {name}").format(name=repr(c.name))
        yield from _unknown("categories", where, c.players, known)
        for bound, high in (("min_age", 200), ("max_age", 200), ("min_rating", MAX_RATING),
                            ("max_rating", MAX_RATING)):
            value = getattr(c, bound)
            if value is not None:
                yield from _problem("categories", _prefixed(
                    where, whole_problem(value, 0, high, _label(bound))))
    for prize in t.prizes:
        where = (_("prize for place {place} of {category}").format(
            place=_shown(prize.place), category=prize.category) if prize.category else
            _("prize for place {place} of the standings").format(place=_shown(prize.place)))
        yield from _problem("prizes", _prefixed(
            where, whole_problem(prize.place, 1, MAX_PAIRING_NUMBER, _("place"))))
        amount = prize.amount
        if isinstance(amount, bool) or not isinstance(amount, int | float) or not (
                math.isfinite(amount) and 0 <= amount <= MAX_PRIZE):
            yield Problem("prizes", _at(where, _(
                "the amount {amount} is out of range (0 to {high})").format(
                    amount=_shown(amount), high=f"{MAX_PRIZE:g}")))


def _unknown(field: str, where: str, players: Iterable[int], known: set[int]
             ) -> Iterator[Problem]:
    unknown = [p for p in players if p not in known]
    if unknown:
        yield Problem(field, _at(where, _("player id {id} is not registered").format(
            id=_shown(unknown[0]))))


def _prefixed(where: str, problem: str | None) -> str | None:
    return None if problem is None else _at(where, problem)


def _at(where: str, problem: str) -> str:
    """`problem` said with where it is ("round 2: ...")."""
    return _("{where}: {problem}").format(where=where, problem=problem)


def _in_game(where: str, game: str) -> str:
    """`where` narrowed to one of its games ("round 2, the game A - B")."""
    return _("{where}, {game}").format(where=where, game=game)


def _problem(field: str, message: str | None) -> Iterator[Problem]:
    if message is not None:
        yield Problem(field, message)
