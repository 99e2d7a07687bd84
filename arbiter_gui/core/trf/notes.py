"""The `### arbiter-gui` comment lines: what the model holds that the TRF records cannot say.

The writer finds them by reading its own records back and writing one line for each field that
came back different (`notes_for`); the reader applies them on top of the records (`Notes`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import astuple, dataclass, replace
from typing import TYPE_CHECKING, Any, NoReturn, TypeGuard

from arbiter_gui.core.fide_mode import LEFT_BEFORE_FIDE_MODE, NOT_FIDE_SYSTEMS
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import (
    MAX_ROUNDS,
    SETTINGS,
    Acceleration,
    ByeKind,
    Category,
    Game,
    Override,
    Player,
    Prize,
    ProhibitedPairing,
    ResultCode,
    ResultCorrection,
    Round,
    Scoring,
    Tournament,
)
from arbiter_gui.core.setting_spec import (
    FLAG,
    OPTIONAL_WHOLE,
    STRUCTURED,
    TEXT,
    WHOLE,
    Choice,
    Kind,
)
from arbiter_gui.core.trf.records import GAME_CODES, Line, TrfError
from arbiter_gui.core.validate import (
    MAX_ID,
    Problem,
    tournament_problems,
    whole_problem,
)

if TYPE_CHECKING:
    from arbiter_gui.core.trf.reader import Reader


NOTE_PREFIX = "### arbiter-gui "
_NOTE = re.compile(r"### arbiter-gui (?:(tournament)|(player|round) (\d{1,9})) (\w+) (.*)")


def declares_no_players(notes: list[Line]) -> bool:
    return any(line.text.rstrip() == f"{NOTE_PREFIX}tournament players []" for line in notes)


def _fail_value(what: str) -> NoReturn:
    raise ValueError(_("expected {what}").format(what=what))


def _lone_surrogate(value: Any) -> str | None:
    """The first escape of half a UTF-16 pair (`\\ud800`) that JSON decoded into `value`'s
    text, or None: JSON lets a text hold one, no encoding can write it."""
    if isinstance(value, str):
        half = next((c for c in value if "\ud800" <= c <= "\udfff"), None)
        return None if half is None else f"\\u{ord(half):04x}"
    items = [*value, *value.values()] if isinstance(value, dict) else value \
        if isinstance(value, list) else ()
    for item in items:
        found = _lone_surrogate(item)
        if found is not None:
            return found
    return None


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _dec_int(value: Any) -> int:
    return int(value) if _is_int(value) else _fail_value(_("a whole number"))


def _dec_optional_int(value: Any) -> int | None:
    return None if value is None else _dec_int(value)


def _dec_float(value: Any) -> float:
    if _is_int(value) or isinstance(value, float):
        return float(value) if isinstance(value, float) else int(value)
    _fail_value(_("a number"))


def _dec_str(value: Any) -> str:
    return value if isinstance(value, str) else _fail_value(_("text"))


def _dec_list(value: Any, length: int | None = None) -> list[Any]:
    if not isinstance(value, list) or (length is not None and len(value) != length):
        _fail_value(_("a list") if length is None else
                    _("a list of {count} items").format(count=length))
    return value


def _dec_strings(value: Any) -> list[str]:
    return [_dec_str(item) for item in _dec_list(value)]


def _dec_bye(value: Any) -> ByeKind:
    if not isinstance(value, str) or value not in {kind.value for kind in ByeKind}:
        _fail_value(_("a bye code U H F or Z"))
    return ByeKind(value)


def _dec_code(value: Any) -> ResultCode | None:
    if value is not None and (not isinstance(value, str) or value not in GAME_CODES):
        _fail_value(_("a result code 1 = 0 + - W D L or null"))
    return None if value is None else ResultCode(value)


def _dec_scoring(value: Any) -> Scoring:
    if not isinstance(value, dict):
        _fail_value(_("an object of points"))
    known = vars(Scoring())
    return Scoring(**{k: _dec_float(v) for k, v in value.items() if k in known})


def _dec_requested(value: Any) -> dict[tuple[int, int], ByeKind]:
    items = (_dec_list(item, 3) for item in _dec_list(value))
    return {(_dec_int(p), _dec_int(r)): _dec_bye(kind) for p, r, kind in items}


def _dec_prohibited(value: Any) -> list[ProhibitedPairing]:
    items = (_dec_list(item, 3) for item in _dec_list(value))
    return [ProhibitedPairing(_dec_int(first), _dec_int(last),
                              tuple(_dec_int(p) for p in _dec_list(players)))
            for first, last, players in items]


def _dec_accelerations(value: Any) -> list[Acceleration]:
    items = (_dec_list(item, 5) for item in _dec_list(value))
    return [Acceleration(_dec_float(points), *(_dec_int(n) for n in numbers))
            for points, *numbers in items]


def _dec_overrides(value: Any) -> list[Override]:
    items = (_dec_list(item, 8) for item in _dec_list(value))
    return [Override(_dec_int(rnd), _dec_str(action),
                     tuple(_dec_int(p) for p in _dec_list(players)),
                     *(_dec_str(text) for text in texts))
            for rnd, action, players, *texts in items]


def _dec_bool(value: Any) -> bool:
    return value if isinstance(value, bool) else _fail_value(_("true or false"))


def _dec_category(value: Any) -> Category:
    name, sex, min_age, max_age, min_rating, max_rating, federations, players = _dec_list(
        value, 8)
    return Category(_dec_str(name), _dec_str(sex), _dec_optional_int(min_age),
                    _dec_optional_int(max_age), _dec_optional_int(min_rating),
                    _dec_optional_int(max_rating), tuple(_dec_strings(federations)),
                    tuple(_dec_int(p) for p in _dec_list(players)))


def _dec_categories(value: Any) -> list[Category]:
    return [_dec_category(item) for item in _dec_list(value)]


def _dec_prizes(value: Any) -> list[Prize]:
    items = (_dec_list(item, 3) for item in _dec_list(value))
    return [Prize(_dec_str(name), _dec_int(place), _dec_float(amount))
            for name, place, amount in items]


def _dec_corrections(value: Any) -> list[ResultCorrection]:
    items = (_dec_list(item, 8) for item in _dec_list(value))
    return [ResultCorrection(_dec_int(rnd), _dec_int(board), _dec_str(old), _dec_str(new),
                             _dec_int(through), *(_dec_str(text) for text in texts))
            for rnd, board, old, new, through, *texts in items]


def _dec_round_texts(value: Any) -> dict[int, str]:
    """A text per round ([[round, text], ...]): the rounds' dates, their start times."""
    return {_dec_int(r): _dec_str(d) for r, d in (_dec_list(i, 2) for i in _dec_list(value))}


def _dec_games(value: Any) -> list[Game]:
    games = []
    for item in _dec_list(value):
        # [white, black, board, white's code, black's code], then whether the game is
        # adjourned (VCL.15) and the last round paired on its draw when its result came after
        # (C.04.2 D.1): those items only for such games, so other games' notes read as before.
        fields = _dec_list(item)
        w, b, board, wr, br, *adjournment = _dec_list(
            fields, len(fields) if len(fields) in (6, 7) else 5)
        adjourned = bool(adjournment) and _dec_bool(adjournment[0])
        through = _dec_int(adjournment[1]) if len(adjournment) == 2 else 0
        if len(adjournment) == 2 and not 1 <= through <= MAX_ROUNDS:
            _fail_value(_("a round number"))  # the column's CHECK would refuse it unsaid
        games.append(Game(_dec_int(w), _dec_int(b), _dec_int(board), _dec_code(wr),
                          _dec_code(br), adjourned, through))
    return games


def _dec_byes(value: Any) -> dict[int, ByeKind]:
    return {_dec_int(p): _dec_bye(k) for p, k in (_dec_list(i, 2) for i in _dec_list(value))}


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class _Codec:
    encode: Callable[[Any], Any]
    decode: Callable[[Any], Any]
    players: Callable[[Any], Iterable[int]] = lambda value: ()  # starting ranks it refers to


_STR = _Codec(_same, _dec_str)
_INT = _Codec(_same, _dec_int)
_OPTIONAL_INT = _Codec(_same, _dec_optional_int)
_STRINGS = _Codec(list, _dec_strings)
_ROUND_TEXTS = _Codec(lambda texts: [[r, text] for r, text in texts.items()], _dec_round_texts)


def _dec_choice(kind: Choice) -> Callable[[Any], Any]:
    def decode(value: Any) -> Any:
        if kind.enum is None:  # a text the model's checks bound (validate.py)
            return _dec_str(value)
        try:
            return kind.from_column(value)
        except ValueError:
            _fail_value(_("one of {values}").format(values=", ".join(
                str(member.value) for member in kind.enum)))
    return decode


def _kind_codec(kind: Kind) -> _Codec:
    """The note of a setting of a simple kind (setting_spec.py), as its declaration says."""
    if isinstance(kind, Choice):
        return _Codec(lambda value: kind.to_column(value), _dec_choice(kind))
    return {TEXT: _STR, WHOLE: _INT, OPTIONAL_WHOLE: _OPTIONAL_INT,
            FLAG: _Codec(_same, _dec_bool)}[kind]


# The notes of the settings whose values are structures, each written by hand.
_STRUCTURED_CODECS: dict[str, _Codec] = {
    "deputy_arbiters": _STRINGS, "tiebreaks": _STRINGS,
    "scoring": _Codec(lambda s: dict(vars(s)), _dec_scoring),
    "prohibited_pairings": _Codec(
        lambda pairings: [[x.first_round, x.last_round, list(x.players)] for x in pairings],
        _dec_prohibited, lambda pairings: (p for x in pairings for p in x.players)),
    "accelerations": _Codec(
        lambda accelerations: [[a.points, a.first_round, a.last_round, a.first_player,
                                a.last_player] for a in accelerations], _dec_accelerations),
    "round_dates": _ROUND_TEXTS,
    "no_half_bye_rounds": _Codec(
        sorted, lambda value: frozenset(_dec_int(r) for r in _dec_list(value))),
    # Categories and prizes (core/prizes.py).
    "categories": _Codec(
        lambda categories: [[c.name, c.sex, c.min_age, c.max_age, c.min_rating, c.max_rating,
                             list(c.federations), list(c.players)] for c in categories],
        _dec_categories, lambda categories: (p for c in categories for p in c.players)),
    "prizes": _Codec(lambda prizes: [[p.category, p.place, p.amount] for p in prizes],
                     _dec_prizes),
}
# Every setting declared `in_trf` (model.py), then what else the tournament holds.
TOURNAMENT_CODECS: dict[str, _Codec] = {
    **{spec.name: (_STRUCTURED_CODECS[spec.name] if spec.kind == STRUCTURED
                   else _kind_codec(spec.kind)) for spec in SETTINGS if spec.in_trf},
    "extra_records": _STRINGS,
    # The rounds' start times: the 132 record holds the dates only.
    "round_times": _ROUND_TEXTS,
    "requested_byes": _Codec(
        lambda byes: [[p, r, kind.value] for (p, r), kind in byes.items()], _dec_requested,
        lambda byes: (p for p, _ in byes)),
    # The arbiter's manual changes of the engine's pairings travel with the file.
    "overrides": _Codec(
        lambda overrides: [[o.round, o.action, list(o.players), o.engine_pairing, o.new_pairing,
                            o.justification, o.arbiter, o.time] for o in overrides],
        _dec_overrides, lambda overrides: (p for o in overrides for p in o.players)),
    # Results corrected after a later round was paired: -c names the rounds they affect.
    "corrections": _Codec(lambda corrections: [list(astuple(c)) for c in corrections],
                          _dec_corrections),
}
PLAYER_CODECS: dict[str, _Codec] = {
    **dict.fromkeys(("surname", "given_name", "sex", "title", "federation", "birth_date", "club"),
                    _STR),
    **dict.fromkeys(("id", "rating", "national_rating", "pairing_no"), _INT),
    **dict.fromkeys(("fide_id", "withdrawn_from", "k_factor"), _OPTIONAL_INT),
}


def _adjournment(g: Game) -> list[bool | int]:
    """The note's items on an adjourned game (`_dec_games`): none for other games."""
    if g.paired_as_draw_through:
        return [g.adjourned, g.paired_as_draw_through]
    return [True] if g.adjourned else []


ROUND_CODECS: dict[str, _Codec] = {
    "number": _INT, "date": _STR,
    "games": _Codec(
        lambda games: [[g.white, g.black, g.board, g.white_result and g.white_result.value,
                        g.black_result and g.black_result.value, *_adjournment(g)]
                       for g in games], _dec_games,
        lambda games: (p for g in games for p in (g.white, g.black))),
    "byes": _Codec(lambda byes: [[p, kind.value] for p, kind in byes.items()], _dec_byes,
                   lambda byes: byes),
    # The note tells the pairing server, in the next TRFp, which round the program
    # paired without it (docs/pairing-server.md, "The desktop client").
    "paired_locally": _Codec(_same, _dec_bool),
}
# The settings kept in the tournament file only, never written to a TRF (the pairing server's
# URL, id there and secret: a TRF is exported and sent to the server itself).
NOT_IN_TRF = tuple(spec.name for spec in SETTINGS if not spec.in_trf)


def _note(scope: str, number: int | None, field: str, value: Any) -> str:
    where = scope if number is None else f"{scope} {number}"
    return f"{NOTE_PREFIX}{where} {field} {json.dumps(value, ensure_ascii=True)}"


class Notes:
    """Applies the `### arbiter-gui` lines to what the records said, then the internal ids."""

    def __init__(self, reader: Reader) -> None:
        self.reader = reader
        self.t = reader.t
        self.ids: dict[int, int] = {}  # starting rank -> internal id
        self.order: list[int] | None = None  # starting ranks in the model's list order

    def apply(self) -> None:
        for line in self.reader.notes:
            self._apply(line)
        if self.t.pairing_system in NOT_FIDE_SYSTEMS and not self.t.fide_mode_left:
            # Written before the FIDE mode existed: a non-FIDE system was never in it.
            self.t.fide_mode_left = LEFT_BEFORE_FIDE_MODE
        if self.order is not None:
            position = {rank: n for n, rank in enumerate(self.order)}
            self.t.players.sort(key=lambda p: position[p.id])
        self._use_ids()

    def validate(self) -> None:
        """TrfError for a tournament that breaks an invariant of the model (core/validate.py),
        naming the note that broke it, found by applying the notes again one by one: a valid
        file costs one check, a broken one is read again."""
        final = tournament_problems(self.t)
        if not final:
            return
        lines = self.reader.lines
        again = type(self.reader)("\n".join(line.text for line in lines), apply_notes=False)
        again.read()
        _refuse_records(tournament_problems(again.t), lines)
        notes = Notes(again)
        for line in self.reader.notes:
            notes._apply(line)
            problems = tournament_problems(again.t)
            note = _NOTE.fullmatch(line.text.rstrip())
            if problems and note:  # named by the note's own field: what the arbiter finds there
                line.fail(problems[0].message, note[4])
        raise TrfError(final[0].message, field=final[0].field)  # the notes' ids, together

    def _apply(self, line: Line) -> None:
        match = _NOTE.fullmatch(line.text.rstrip())
        if not match:
            line.fail(_("expected '### arbiter-gui tournament FIELD VALUE', '... player N FIELD"
                        " VALUE' or '... round N FIELD VALUE'"), "arbiter-gui comment")
        scope, number, field = match[1] or match[2], match[3], match[4]
        codecs = {"tournament": TOURNAMENT_CODECS, "player": PLAYER_CODECS,
                  "round": ROUND_CODECS}[scope]
        if scope == "tournament" and field == "players":
            if self.reader.entries:
                line.fail(_("says the tournament has no players, but there are 001 records"),
                          field)
            return
        if scope == "tournament" and field == PLAYER_ORDER:
            self.order = _dec_order(line, match[5], set(self.reader.by_number))
            return
        if field not in codecs:
            return  # written by a later version of this program: nothing this one can keep
        try:
            raw = json.loads(match[5])
            value = codecs[field].decode(raw)
        except (ValueError, RecursionError) as error:  # RecursionError: absurdly nested JSON
            line.fail(_("cannot read '{text}': {error}").format(text=match[5][:60], error=error),
                      field)
        surrogate = _lone_surrogate(raw)
        if surrogate is not None:
            self.reader.quirks.tolerate(
                line, "invalid text", surrogate, _("nothing (the comment is left out)"),
                _("the text holds {escape}, half of a UTF-16 pair: no character, and no file,"
                  " page or printout can hold it").format(escape=surrogate), field)
            return
        for player in codecs[field].players(value):
            if player not in self.reader.by_number:
                line.fail(_("refers to player {number}, who has no 001 record").format(
                    number=player), field)
        if scope == "tournament":
            setattr(self.t, field, value)
        elif scope == "player":
            self._player(line, int(number), field, value)
        else:
            self._round(line, int(number), field, value)

    def _player(self, line: Line, number: int, field: str, value: Any) -> None:
        entry = self.reader.by_number.get(number)
        if entry is None:
            line.fail(_("there is no player with starting rank {number}").format(number=number),
                      field)
        if field == "id":
            problem = whole_problem(value, 1, MAX_ID, _("id"))
            if problem:
                line.fail(problem, field)
            self.ids[number] = value  # after all notes: the others name players by rank
        else:
            setattr(entry.player, field, value)

    def _round(self, line: Line, number: int, field: str, value: Any) -> None:
        if not 1 <= number <= max(MAX_ROUNDS, len(self.t.rounds)):
            line.fail(_("there is no round {round}").format(round=number), field)
        while len(self.t.rounds) < number:
            self.t.rounds.append(Round(len(self.t.rounds) + 1))
        setattr(self.t.rounds[number - 1], field, value)

    def _use_ids(self) -> None:
        if not self.ids:
            return
        ids = {p.id: self.ids.get(p.id, p.id) for p in self.t.players}
        if len(set(ids.values())) < len(ids):
            raise TrfError(_("the arbiter-gui comments give two players the same internal id"),
                           field="id")
        renumber_players(self.t, ids)


# The records that set a field the records' own checks cannot bound (XXS W=1e400 is digits only).
_RECORDS_OF_FIELD = {
    "scoring": {"162", "XXS", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU"},
    "rounds_planned": {"142", "XXR"}, "accelerations": {"250", "XXA"},
}


def _refuse_records(problems: list[Problem], lines: list[Line]) -> None:
    """Refuse what the records alone make, naming the last record that sets the field."""
    if problems:
        codes = _RECORDS_OF_FIELD.get(problems[0].field, set())
        line = next((line for line in reversed(lines) if line.code in codes), None)
        raise TrfError(problems[0].message, line_no=line.no if line else None,
                       record=line.code if line else "", field=problems[0].field)


def renumber_players(t: Tournament, ids: dict[int, int]) -> None:
    """Change every player id `old` to `ids[old]`, wherever the tournament refers to players."""
    for player in t.players:
        player.id = ids[player.id]
    for rnd in t.rounds:
        for game in rnd.games:
            game.white, game.black = ids[game.white], ids[game.black]
        rnd.byes = {ids[p]: kind for p, kind in rnd.byes.items()}
    t.requested_byes = {(ids[p], r): kind for (p, r), kind in t.requested_byes.items()}
    for pairing in t.prohibited_pairings:
        pairing.players = tuple(ids[p] for p in pairing.players)
    t.overrides = [replace(o, players=tuple(ids[p] for p in o.players))
                   for o in t.overrides]
    for category in t.categories:  # a player deleted since is no longer listed
        category.players = tuple(ids[p] for p in category.players if p in ids)


# The writer writes the player records by starting rank; this note keeps the model's own order.
PLAYER_ORDER = "player_order"


def player_order_note(ranks: list[int]) -> str:
    return _note("tournament", None, PLAYER_ORDER, ranks)


def own_player_note(player: Player) -> str:
    """A note that says again what a player's record says (his surname): a file with notes
    is this program's, whose records of players the reader never takes for Swiss-Manager's
    record of the bye (reader.py `_bye_records`)."""
    return _note("player", player.id, "surname", player.surname)


def _dec_order(line: Line, text: str, ranks: set[int]) -> list[int]:
    try:
        order = [_dec_int(rank) for rank in _dec_list(json.loads(text))]
    except (ValueError, RecursionError) as error:
        line.fail(_("cannot read '{text}': {error}").format(text=text[:60], error=error),
                  PLAYER_ORDER)
    if sorted(order) != sorted(ranks) or len(set(order)) < len(order):
        line.fail(_("the player order must name every starting rank once"), PLAYER_ORDER)
    return order


def notes_for(t: Tournament, plain: Tournament, ids: list[int]) -> list[str]:
    """The comment lines that turn `plain` (what the records say) into `t`."""
    notes = [] if t.players else [_note("tournament", None, "players", [])]
    for field, codec in TOURNAMENT_CODECS.items():
        if getattr(t, field) != getattr(plain, field):
            notes.append(_note("tournament", None, field, codec.encode(getattr(t, field))))
    for internal_id, want, got in zip(ids, t.players, plain.players, strict=True):
        for field, codec in PLAYER_CODECS.items():
            value = internal_id if field == "id" else getattr(want, field)
            if value != getattr(got, field):
                notes.append(_note("player", want.id, field, codec.encode(value)))
    for number, round_wanted in enumerate(t.rounds, start=1):
        round_got = plain.rounds[number - 1] if number <= len(plain.rounds) else None
        for field, codec in ROUND_CODECS.items():
            value = getattr(round_wanted, field)
            if round_got is None or value != getattr(round_got, field):
                notes.append(_note("round", number, field, codec.encode(value)))
    return notes
