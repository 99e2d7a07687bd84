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

from arbiter_gui.core.editions import DUTCH_EDITIONS
from arbiter_gui.core.handling import MAX_RATING
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import (
    ByeKind,
    Colour,
    Game,
    GameResult,
    ModelError,
    Player,
    ResultCode,
    Round,
    Scoring,
    Tournament,
)

MAX_POINTS = 1000.0
MAX_ROUNDS = 999  # as core/trf/records.py, which cannot be imported here (it imports us)
MAX_PAIRING_NUMBER = 9999
MAX_ID = 2**31 - 1
MAX_FIDE_ID = 10**11 - 1
MAX_PRIZE = 1e9  # money, in the organiser's currency
_TEXT_PLAYER_FIELDS = ("surname", "given_name", "sex", "title", "federation", "birth_date",
                           "club")
_TEXT_TOURNAMENT_FIELDS = ("name", "city", "federation", "start_date", "end_date",
                               "tournament_type", "chief_arbiter", "time_control",
                               "pairing_system")


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

def is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def points_problem(value: object) -> str | None:
    """Why `value` cannot be a number of points, or None."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return f"expected a number of points, got {_shown(value)}"
    # abs() first: math.isfinite of an int beyond a float's range raises OverflowError.
    if abs(value) > MAX_POINTS or not math.isfinite(value):
        shown = _shown(value) if is_whole(value) else f"{value:g}"
        return f"{shown} points is out of range (-{MAX_POINTS:g} to {MAX_POINTS:g})"
    return None


def whole_problem(value: object, low: int, high: int, what: str) -> str | None:
    """Why `value` cannot be `what`, a whole number from `low` to `high`, or None."""
    if not is_whole(value):
        return f"{what}: expected a whole number, got {_shown(value)}"
    if not low <= value <= high:
        # str() of an int of over 4300 digits raises ValueError (sys.set_int_max_str_digits)
        return f"{what} {_shown(value)} is out of range ({low} to {high})"
    return None


def _text_problem(value: object, what: str) -> str | None:
    return None if isinstance(value, str) else f"{what}: expected text, got {_shown(value)}"


def _shown(value: object) -> str:
    """`value` in a message: its repr, cut short (a hand-edited file may hold anything)."""
    if is_whole(value) and abs(value) >= 10**20:
        return "a number of more than 20 digits"
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:37]}..."


# -- settings ---------------------------------------------------------------------------------

def _settings_problems(t: Tournament) -> Iterator[Problem]:
    for name in _TEXT_TOURNAMENT_FIELDS:
        yield from _problem(name, _text_problem(getattr(t, name), name.replace("_", " ")))
    for name in ("deputy_arbiters", "tiebreaks", "extra_records"):
        for text in getattr(t, name):
            yield from _problem(name, _text_problem(text, name.replace("_", " ")))
    yield from _problem("rounds_planned", whole_problem(t.rounds_planned, 0, MAX_ROUNDS,
                                                        "the number of rounds"))
    yield from _problem("tiebreak_unrated_rating", whole_problem(
        t.tiebreak_unrated_rating, 0, MAX_RATING, "the rating of unrated players"))
    if t.max_half_byes is not None:
        yield from _problem("max_half_byes", whole_problem(
            t.max_half_byes, 0, MAX_ROUNDS, "the half-point byes allowed"))
    for round_no in t.no_half_bye_rounds:
        yield from _problem("no_half_bye_rounds", _round_problem(round_no))
    for round_no in t.round_dates:
        yield from _problem("round_dates", _round_problem(round_no))
    yield from _problem("dutch_edition", _edition_problem(t))
    yield from _pairing_server_problems(t)
    if not isinstance(t.initial_colour, Colour):
        yield Problem("initial_colour", f"initial colour: expected w or b, got"
                                        f" {_shown(t.initial_colour)}")
    if not isinstance(t.late_entry_bye, ByeKind) or t.late_entry_bye is ByeKind.PAB:
        yield Problem("late_entry_bye", f"bye of a late entrant's missed rounds: expected a"
                                        f" zero-, half- or full-point bye, got"
                                        f" {_shown(t.late_entry_bye)}")
    yield from _scoring_problems(t.scoring)
    for a in t.accelerations:
        what = f"acceleration of players {a.first_player}-{a.last_player}"
        yield from _problem("accelerations", _prefixed(what, points_problem(a.points)))
        for number in (a.first_player, a.last_player):
            yield from _problem("accelerations", whole_problem(
                number, 1, MAX_PAIRING_NUMBER, f"{what}: pairing number"))
        yield from _round_range_problems("accelerations", what, a.first_round, a.last_round)


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


def _pairing_server_problems(t: Tournament) -> Iterator[Problem]:
    """Issue 18: each of the server's URL, the tournament's id there and its secret empty or
    well-formed (a URL without the others: registration pending; the client asks for them)."""
    values = (t.pairing_server_url, t.pairing_server_tournament, t.pairing_server_secret)
    if not all(isinstance(v, str) for v in values):
        yield Problem("pairing_server_url", _("pairing server: expected text"))
        return
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
        yield from _problem("scoring", _prefixed(f"points for {f.name.replace('_', ' ')}",
                                                 problem))


def _round_problem(round_no: object) -> str | None:
    return whole_problem(round_no, 1, MAX_ROUNDS, "round")


def _round_range_problems(field: str, what: str, first: object, last: object
                          ) -> Iterator[Problem]:
    problems = [_round_problem(first), _round_problem(last)]
    for problem in problems:
        yield from _problem(field, _prefixed(what, problem))
    if not any(problems) and first > last:
        yield Problem(field, f"{what}: rounds {first}-{last} end before they start")


# -- players ----------------------------------------------------------------------------------

def _players_problems(t: Tournament) -> list[Problem]:
    problems: list[Problem] = []
    for p in t.players:
        where = f"player {_shown(p.surname)}" if isinstance(p.surname, str) else "a player"
        for name in _TEXT_PLAYER_FIELDS:
            problems += _problem(name, _prefixed(where, _text_problem(getattr(p, name),
                                                                      name.replace("_", " "))))
        checks = [("id", whole_problem(p.id, 1, MAX_ID, "id")),
                  ("pairing_no", whole_problem(p.pairing_no, 0, MAX_PAIRING_NUMBER,
                                               "pairing number")),
                  ("rating", whole_problem(p.rating, 0, MAX_RATING, "rating")),
                  ("national_rating", whole_problem(p.national_rating, 0, MAX_RATING,
                                                    "national rating"))]
        if p.fide_id is not None:
            checks.append(("fide_id", whole_problem(p.fide_id, 1, MAX_FIDE_ID, "FIDE id")))
        if p.withdrawn_from is not None:
            checks.append(("withdrawn_from", whole_problem(p.withdrawn_from, 1, MAX_ROUNDS,
                                                           "withdrawn from round")))
        for name, problem in checks:
            problems += _problem(name, _prefixed(where, problem))
    if problems:
        return problems
    problems += _duplicates(t.players, "id", "id")
    problems += _duplicates([p for p in t.players if p.pairing_no], "pairing_no",
                            "pairing number")
    problems += _duplicates([p for p in t.players if p.fide_id is not None], "fide_id",
                            "FIDE id")
    unnumbered = [p for p in t.players if not p.pairing_no]
    if unnumbered and t.rounds:
        problems.append(Problem("pairing_no", f"{_name(unnumbered[0])} has no pairing number"
                                              " (0), but round 1 is paired"))
    return problems


def _duplicates(players: list[Player], field: str, what: str) -> list[Problem]:
    counts = Counter(getattr(p, field) for p in players)
    problems = []
    for value, count in counts.items():
        if count > 1:
            names = " and ".join(_name(p) for p in players if getattr(p, field) == value)
            problems.append(Problem(field, f"{names} have the same {what} {value}"))
    return problems


def _name(p: Player) -> str:
    return f"{p.name} (#{p.pairing_no})" if p.pairing_no else p.name


# -- rounds -----------------------------------------------------------------------------------

def _rounds_problems(t: Tournament, known: set[int]) -> Iterator[Problem]:
    if len(t.rounds) > MAX_ROUNDS:
        yield Problem("rounds", f"{len(t.rounds)} rounds paired: at most {MAX_ROUNDS}")
    if is_whole(t.rounds_planned) and 0 < t.rounds_planned < len(t.rounds):
        # As handling.set_round_pairing keeps it: no round after the last one planned.
        yield Problem("rounds", f"{len(t.rounds)} rounds are paired, but the tournament has"
                                f" {t.rounds_planned}")
    names = {p.id: _name(p) for p in t.players}
    for position, rnd in enumerate(t.rounds, start=1):
        if rnd.number != position:
            yield Problem("number", f"round {position} is numbered {_shown(rnd.number)}")
        if not isinstance(rnd.paired_locally, bool):
            yield Problem("rounds", f"round {position}: 'paired locally' must be true or"
                                    f" false, got {_shown(rnd.paired_locally)}")
        if known and not rnd.games and not rnd.byes:
            # Pairing a round gives every player a game or a bye (handling.set_round_pairing).
            yield Problem("rounds", f"round {position} is paired, but nobody has a game or a"
                                    " bye in it")
        yield from _round_problems(rnd, position, known, names)


def _round_problems(rnd: Round, number: int, known: set[int], names: dict[int, str]
                    ) -> Iterator[Problem]:
    where = f"round {number}"
    seen: dict[int, Game] = {}  # player id -> his game in this round
    boards: set[int] = set()

    def label(game: Game) -> str:
        return f"the game {names[game.white]} - {names[game.black]}"

    for game in rnd.games:
        players = (game.white, game.black)
        unknown = [p for p in players if p not in known]
        if unknown:
            yield Problem("games", f"{where}: a game names player id {_shown(unknown[0])}, who is"
                                   " not registered")
            continue
        if game.white == game.black:
            yield Problem("games", f"{where}: {names[game.white]} is paired against himself")
            continue
        for p in players:
            if p in seen:
                yield Problem("games", f"{where}: {names[p]} has two games ({label(seen[p])} and"
                                       f" {label(game)})")
            seen[p] = game
        result = _result_problem(game)
        if result:
            yield Problem("games", f"{where}, {label(game)}: {result}")
        if not is_whole(game.board) or not 0 <= game.board <= MAX_PAIRING_NUMBER:  # 0: none
            yield Problem("games", f"{where}, {label(game)}: board {_shown(game.board)} is out"
                                   f" of range (0 to {MAX_PAIRING_NUMBER})")
        elif game.board and game.board in boards:
            yield Problem("games", f"{where}: two games on board {game.board}")
        boards.add(game.board)
    pabs = 0
    for player, kind in rnd.byes.items():
        if player not in known:
            yield Problem("byes", f"{where}: a bye names player id {_shown(player)}, who is not"
                                  " registered")
            continue
        if not isinstance(kind, ByeKind):
            yield Problem("byes", f"{where}: unknown bye code {_shown(kind)} for {names[player]}")
            continue
        if player in seen:
            yield Problem("byes", f"{where}: {names[player]} has a bye and"
                                  f" {label(seen[player])}")
        pabs += kind is ByeKind.PAB
    if pabs > 1:
        yield Problem("byes", f"{where}: {pabs} pairing-allocated byes; a round has one at most")


def _result_problem(game: Game) -> str | None:
    codes = (game.white_result, game.black_result)
    if codes == (None, None) or GameResult.from_codes(*codes) is not None:
        return None  # no result yet, or one of the results the arbiter enters
    # The TRF reader's rule for the two codes of a game (of one kind, one winner at most);
    # imported here because the TRF package imports this module.
    from arbiter_gui.core.trf.records import combination_problem

    wrong = next((c for c in codes if c is not None and not isinstance(c, ResultCode)), None)
    if wrong is not None:
        return f"unknown result code {_shown(wrong)}"
    return combination_problem(*(" " if code is None else code.value for code in codes))


# -- what refers to players -------------------------------------------------------------------

def _references_problems(t: Tournament, known: set[int]) -> Iterator[Problem]:
    for (player, round_no), kind in t.requested_byes.items():
        where = f"requested bye of player id {_shown(player)} in round {_shown(round_no)}"
        if player not in known:
            yield Problem("requested_byes", f"{where}: no such player is registered")
        yield from _problem("requested_byes", _prefixed(where, _round_problem(round_no)))
        if kind is ByeKind.PAB:
            yield Problem("requested_byes", f"{where}: the pairing-allocated bye is given by"
                                            " the pairing, never requested (C.04.1)")
    for x in t.prohibited_pairings:
        where = f"prohibited pairing of player ids {' '.join(map(str, x.players))}"
        yield from _unknown("prohibited_pairings", where, x.players, known)
        if len(set(x.players)) < 2:
            yield Problem("prohibited_pairings", f"{where}: needs two different players")
        yield from _round_range_problems("prohibited_pairings", where, x.first_round,
                                         x.last_round)
    for o in t.overrides:
        where = f"override of round {_shown(o.round)} ({o.action})"
        yield from _unknown("overrides", where, o.players, known)
        yield from _problem("overrides", _prefixed(where, _round_problem(o.round)))
    for c in t.corrections:
        where = f"correction of round {_shown(c.round)} board {_shown(c.board)}"
        yield from _problem("corrections", _prefixed(where, _round_problem(c.round)))
        yield from _problem("corrections", _prefixed(
            where, whole_problem(c.board, 1, MAX_PAIRING_NUMBER, "board")))
    yield from _prize_problems(t, known)


def _prize_problems(t: Tournament, known: set[int]) -> Iterator[Problem]:
    for c in t.categories:
        where = f"category {c.name!r}"
        yield from _unknown("categories", where, c.players, known)
        for bound, high in (("min_age", 200), ("max_age", 200), ("min_rating", MAX_RATING),
                            ("max_rating", MAX_RATING)):
            value = getattr(c, bound)
            if value is not None:
                yield from _problem("categories", _prefixed(
                    where, whole_problem(value, 0, high, bound.replace("_", " "))))
    for prize in t.prizes:
        where = f"prize for place {_shown(prize.place)} of {prize.category or 'the standings'}"
        yield from _problem("prizes", _prefixed(
            where, whole_problem(prize.place, 1, MAX_PAIRING_NUMBER, "place")))
        amount = prize.amount
        if isinstance(amount, bool) or not isinstance(amount, int | float) or not (
                math.isfinite(amount) and 0 <= amount <= MAX_PRIZE):
            yield Problem("prizes", f"{where}: the amount {_shown(amount)} is out of range"
                                    f" (0 to {MAX_PRIZE:g})")


def _unknown(field: str, where: str, players: Iterable[int], known: set[int]
             ) -> Iterator[Problem]:
    unknown = [p for p in players if p not in known]
    if unknown:
        yield Problem(field, f"{where}: player id {_shown(unknown[0])} is not registered")


def _prefixed(where: str, problem: str | None) -> str | None:
    return None if problem is None else f"{where}: {problem}"


def _problem(field: str, message: str | None) -> Iterator[Problem]:
    if message is not None:
        yield Problem(field, message)
