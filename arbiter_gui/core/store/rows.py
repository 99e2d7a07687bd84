"""The model in the file's rows: the rows of each table holding a tournament (`model_rows`,
what an action writes) and the tournament read back from them (`read`), every row checked."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterable
from dataclasses import astuple, fields
from enum import Enum
from pathlib import Path
from typing import Any

from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.journal import Change, State
from arbiter_gui.core.model import (
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
from arbiter_gui.core.store.errors import StoreError
from arbiter_gui.core.validate import tournament_problems

# -- model <-> rows -------------------------------------------------------------------------------

# The columns of the one-row settings table: the settings of a simple kind (model.py declares
# them; schema.py adds the columns of those declared `since` a format); players' columns.
_COLUMN_SETTINGS = tuple(spec for spec in SETTINGS if spec.kind.has_column)
SETTINGS_COLUMNS = tuple(spec.name for spec in _COLUMN_SETTINGS)
SCORING_COLUMNS = tuple(f.name for f in fields(Scoring))
OVERRIDE_COLUMNS = tuple(f.name for f in fields(Override))
CATEGORY_COLUMNS = tuple(f.name for f in fields(Category))
_JSON_COLUMNS = ("federations", "players")  # a category's lists
CORRECTION_COLUMNS = tuple(f.name for f in fields(ResultCorrection))
PLAYER_COLUMNS = ("id", "surname", "given_name", "sex", "title", "fide_id", "federation",
                  "birth_date", "rating", "national_rating", "club", "pairing_no",
                  "withdrawn_from", "k_factor")

# Children before parents, so that deleting in this order respects the foreign keys.
_DATA_TABLES = ("result_corrections", "categories", "prizes", "overrides",
                "prohibited_pairing_players", "prohibited_pairings", "accelerations",
                "requested_byes", "byes", "games", "rounds", "players", "no_half_bye_rounds",
                "round_dates", "round_times", "tiebreaks", "deputy_arbiters", "extra_records",
                "scoring",
                "settings")


def _value(v: object) -> object:
    return v.value if isinstance(v, Enum) else v


def _rows_of(columns: tuple[str, ...],
             rows: Iterable[tuple[object, ...]]) -> list[dict[str, object]]:
    return [dict(zip(columns, row, strict=True)) for row in rows]


def game_row(round_no: int, position: int, g: Game) -> dict[str, object]:
    return {"round": round_no, "position": position, "board": g.board, "white": g.white,
            "black": g.black, "white_result": _value(g.white_result),
            "black_result": _value(g.black_result), "adjourned": int(g.adjourned),
            "paired_as_draw_through": g.paired_as_draw_through}


def player_row(position: int, p: Player) -> dict[str, object]:
    return {"position": position} | {c: getattr(p, c) for c in PLAYER_COLUMNS}


def requested_bye_row(player_id: int, round_no: int, kind: ByeKind) -> dict[str, object]:
    return {"player": player_id, "round": round_no, "kind": kind.value}


def correction_row(position: int, c: ResultCorrection) -> dict[str, object]:
    return {"position": position} | dict(zip(CORRECTION_COLUMNS, astuple(c), strict=True))


def _override_row(i: int, o: Override) -> dict[str, object]:
    return {"position": i} | {c: json.dumps(o.players) if c == "players" else getattr(o, c)
                              for c in OVERRIDE_COLUMNS}


def _category_row(i: int, c: Category) -> dict[str, object]:
    return {"position": i} | {
        name: json.dumps(getattr(c, name)) if name in _JSON_COLUMNS else getattr(c, name)
        for name in CATEGORY_COLUMNS}


# Every table's rows holding the model `t` (column -> value), each made when asked for: an
# action asks for the tables of the fields it changes (`model_rows`).
_TABLE_ROWS: dict[str, Callable[[Tournament], list[dict[str, object]]]] = {
    "settings": lambda t: [{"id": 1} | {spec.name: spec.kind.to_column(getattr(t, spec.name))
                                        for spec in _COLUMN_SETTINGS}],
    "scoring": lambda t: [{"id": 1} | {c: getattr(t.scoring, c) for c in SCORING_COLUMNS}],
    "deputy_arbiters": lambda t: _rows_of(("position", "name"), enumerate(t.deputy_arbiters)),
    "tiebreaks": lambda t: _rows_of(("position", "code"), enumerate(t.tiebreaks)),
    "extra_records": lambda t: _rows_of(("position", "line"), enumerate(t.extra_records)),
    "round_dates": lambda t: _rows_of(("round", "date"), t.round_dates.items()),
    "round_times": lambda t: _rows_of(("round", "time"), t.round_times.items()),
    "no_half_bye_rounds": lambda t: [{"round": r} for r in t.no_half_bye_rounds],
    "players": lambda t: [player_row(i, p) for i, p in enumerate(t.players)],
    "rounds": lambda t: [{"number": r.number, "date": r.date,
                          "paired_locally": int(r.paired_locally)} for r in t.rounds],
    "games": lambda t: [game_row(r.number, i, g) for r in t.rounds
                        for i, g in enumerate(r.games)],
    "byes": lambda t: [{"round": r.number, "player": p, "kind": kind.value}
                       for r in t.rounds for p, kind in r.byes.items()],
    "requested_byes": lambda t: [requested_bye_row(p, r, kind)
                                 for (p, r), kind in t.requested_byes.items()],
    "prohibited_pairings": lambda t: [{"position": i, "first_round": pp.first_round,
                                       "last_round": pp.last_round}
                                      for i, pp in enumerate(t.prohibited_pairings)],
    "prohibited_pairing_players": lambda t: [{"pairing": i, "position": j, "player": p}
                                             for i, pp in enumerate(t.prohibited_pairings)
                                             for j, p in enumerate(pp.players)],
    "accelerations": lambda t: [{"position": i, "points": a.points,
                                 "first_round": a.first_round, "last_round": a.last_round,
                                 "first_player": a.first_player, "last_player": a.last_player}
                                for i, a in enumerate(t.accelerations)],
    "categories": lambda t: [_category_row(i, c) for i, c in enumerate(t.categories)],
    "prizes": lambda t: [{"position": i, "category": p.category, "place": p.place,
                          "amount": p.amount} for i, p in enumerate(t.prizes)],
    "overrides": lambda t: [_override_row(i, o) for i, o in enumerate(t.overrides)],
    "result_corrections": lambda t: [correction_row(i, c) for i, c in enumerate(t.corrections)],
}

# The tables that hold each field of the model that has tables (the settings' single values
# share the settings row).
FIELD_TABLES: dict[str, tuple[str, ...]] = {
    **dict.fromkeys(SETTINGS_COLUMNS, ("settings",)),
    "scoring": ("scoring",), "deputy_arbiters": ("deputy_arbiters",),
    "tiebreaks": ("tiebreaks",), "extra_records": ("extra_records",),
    "round_dates": ("round_dates",), "round_times": ("round_times",),
    "no_half_bye_rounds": ("no_half_bye_rounds",),
    "players": ("players",), "rounds": ("rounds", "games", "byes"),
    "requested_byes": ("requested_byes",),
    "prohibited_pairings": ("prohibited_pairings", "prohibited_pairing_players"),
    "accelerations": ("accelerations",), "categories": ("categories",), "prizes": ("prizes",),
    "overrides": ("overrides",), "corrections": ("result_corrections",),
}


def model_rows(t: Tournament, names: Iterable[str]) -> dict[str, list[dict[str, object]]]:
    """The rows of the tables that hold the model's fields `names` (FIELD_TABLES), parents
    first."""
    tables = {table for name in names for table in FIELD_TABLES[name]}
    return {table: _TABLE_ROWS[table](t) for table in reversed(_DATA_TABLES) if table in tables}


def _model_rows(t: Tournament) -> dict[str, list[dict[str, object]]]:
    """Every table's rows holding the model `t` (column -> value)."""
    return {table: rows(t) for table, rows in _TABLE_ROWS.items()}


def write(conn: sqlite3.Connection, t: Tournament) -> None:
    """Write the whole model into the empty tables of a new file (the caller holds the
    transaction)."""
    for table, rows in _model_rows(t).items():
        for row in rows:
            conn.execute(f"INSERT INTO {table} ({', '.join(row)}) VALUES"
                         f" ({', '.join('?' * len(row))})", tuple(map(_value, row.values())))


def changed_rows(state: State, t: Tournament) -> list[Change]:
    """The rows that differ between the file (`state`) and the model `t`, parents first."""
    rows = _model_rows(t)
    return [c for table in reversed(_DATA_TABLES) for c in state.diff_table(table, rows[table])]


# The table that holds what a broken invariant is about (validate.Problem.field).
_TABLE_OF_FIELD = {
    **dict.fromkeys(PLAYER_COLUMNS, "players"), "games": "games", "byes": "byes",
    "rounds": "rounds", "scoring": "scoring", "requested_byes": "requested_byes",
    "prohibited_pairings": "prohibited_pairings", "accelerations": "accelerations",
    "overrides": "overrides", "categories": "categories", "prizes": "prizes",
    "corrections": "result_corrections", "round_dates": "round_dates",
    "round_times": "round_times",
    "no_half_bye_rounds": "no_half_bye_rounds", "tiebreaks": "tiebreaks",
}


def _invariants_problem(t: Tournament) -> str | None:
    """The first invariant of the model `t` breaks (core/validate.py: the same check for every
    way in), naming the table that holds it, or None."""
    problems = tournament_problems(t)
    if not problems:
        return None
    first = problems[0]
    table = _TABLE_OF_FIELD.get(first.field, "settings")
    if len(problems) == 1:
        return _("table {table}: {problem}").format(table=table, problem=first.message)
    return ngettext("table {table}: {problem} (and {count} more problems)",
                    "table {table}: {problem} (and {count} more problems)",
                    len(problems) - 1).format(table=table, problem=first.message,
                                              count=len(problems) - 1)


def check_valid(t: Tournament) -> None:
    """Refuse to save a tournament that breaks an invariant of the model."""
    problem = _invariants_problem(t)
    if problem is not None:
        raise StoreError(_("Cannot save: {problem}").format(problem=problem))


def check_foreign_keys(path: Path, conn: sqlite3.Connection) -> None:
    broken = conn.execute("PRAGMA foreign_key_check").fetchone()
    if broken is not None:
        raise StoreError(_("{path} is damaged: a row {row} of table {table} refers to a missing"
                           " row of table {other}").format(path=path, row=broken[1],
                                                           table=broken[0], other=broken[2]))


def query(conn: sqlite3.Connection, sql: str) -> list[sqlite3.Row]:
    return conn.execute(sql).fetchall()


def _single_row(conn: sqlite3.Connection, table: str) -> sqlite3.Row:
    rows = query(conn, f"SELECT * FROM {table}")
    if len(rows) != 1:
        raise StoreError(_("The file is damaged: table {table} has {count} rows instead of 1")
                         .format(table=table, count=len(rows)))
    return rows[0]


def read(conn: sqlite3.Connection) -> Tournament:
    """The model stored in the file; raises StoreError naming the table of a bad value."""
    table = "settings"
    try:
        s = _single_row(conn, table)
        t = Tournament(**{spec.name: spec.kind.from_column(s[spec.name])
                          for spec in _COLUMN_SETTINGS})
        table = "scoring"
        scoring = _single_row(conn, table)
        t.scoring = Scoring(**{c: scoring[c] for c in SCORING_COLUMNS})
        table = "deputy_arbiters"
        t.deputy_arbiters = [r["name"] for r in
                             query(conn, "SELECT name FROM deputy_arbiters ORDER BY position")]
        table = "tiebreaks"
        t.tiebreaks = [r["code"] for r in
                       query(conn, "SELECT code FROM tiebreaks ORDER BY position")]
        table = "extra_records"
        t.extra_records = [r["line"] for r in
                           query(conn, "SELECT line FROM extra_records ORDER BY position")]
        table = "round_dates"
        t.round_dates = {r["round"]: r["date"] for r in
                         query(conn, "SELECT * FROM round_dates ORDER BY round")}
        table = "round_times"
        t.round_times = {r["round"]: r["time"] for r in
                         query(conn, "SELECT * FROM round_times ORDER BY round")}
        table = "no_half_bye_rounds"
        t.no_half_bye_rounds = frozenset(r["round"] for r in
                                         query(conn, "SELECT round FROM no_half_bye_rounds"))
        table = "players"
        t.players = [Player(**{c: r[c] for c in PLAYER_COLUMNS})
                     for r in query(conn, "SELECT * FROM players ORDER BY position")]
        table = "rounds"
        t.rounds = _read_rounds(conn)
        table = "requested_byes"
        t.requested_byes = {(r["player"], r["round"]): ByeKind(r["kind"]) for r in
                            query(conn, "SELECT * FROM requested_byes ORDER BY player, round")}
        table = "prohibited_pairings"
        t.prohibited_pairings = _read_prohibited(conn)
        table = "accelerations"
        t.accelerations = [
            Acceleration(r["points"], r["first_round"], r["last_round"], r["first_player"],
                         r["last_player"])
            for r in query(conn, "SELECT * FROM accelerations ORDER BY position")]
        table = "overrides"
        t.overrides = read_overrides(conn)
        table = "categories"
        t.categories = [
            Category(**_values(r, CATEGORY_COLUMNS, _JSON_COLUMNS))
            for r in query(conn, "SELECT * FROM categories ORDER BY position")]
        table = "prizes"
        t.prizes = [Prize(r["category"], r["place"], r["amount"])
                    for r in query(conn, "SELECT * FROM prizes ORDER BY position")]
        table = "result_corrections"
        t.corrections = [
            ResultCorrection(**{c: r[c] for c in CORRECTION_COLUMNS})
            for r in query(conn, "SELECT * FROM result_corrections ORDER BY position")]
    except (ValueError, TypeError) as e:  # json.JSONDecodeError is a ValueError
        raise StoreError(_("The file is damaged: table {table}: {problem}").format(
            table=table, problem=e)) from e
    problem = _invariants_problem(t)  # what each row allows, the rows together may not
    if problem is not None:
        raise StoreError(_("The file is damaged: {problem}").format(problem=problem))
    return t


def read_overrides(conn: sqlite3.Connection) -> list[Override]:
    return [Override(**_values(r, OVERRIDE_COLUMNS, ("players",)))
            for r in query(conn, "SELECT * FROM overrides ORDER BY position")]


def _values(row: sqlite3.Row, columns: tuple[str, ...],
            json_columns: tuple[str, ...]) -> dict[str, Any]:
    """The row's `columns`, those of `json_columns` read as tuples (lists in JSON)."""
    return {c: tuple(json.loads(row[c])) if c in json_columns else row[c] for c in columns}


def _code(value: str | None) -> ResultCode | None:
    return None if value is None else ResultCode(value)


def _read_rounds(conn: sqlite3.Connection) -> list[Round]:
    rounds = [Round(r["number"], date=r["date"], paired_locally=bool(r["paired_locally"]))
              for r in query(conn, "SELECT * FROM rounds ORDER BY number")]
    if [r.number for r in rounds] != list(range(1, len(rounds) + 1)):
        raise ValueError(_("rounds {numbers} are not numbered 1 to {count}").format(
            numbers=[r.number for r in rounds], count=len(rounds)))
    games = query(conn, "SELECT * FROM games ORDER BY round, position")
    byes = query(conn, "SELECT * FROM byes ORDER BY round, player")
    check_games(games, byes)
    for r in games:
        rounds[r["round"] - 1].games.append(
            Game(r["white"], r["black"], r["board"], _code(r["white_result"]),
                 _code(r["black_result"]), bool(r["adjourned"]),
                 r["paired_as_draw_through"]))
    for r in byes:
        rounds[r["round"] - 1].byes[r["player"]] = ByeKind(r["kind"])
    return rounds


def check_games(games: list[sqlite3.Row], byes: list[sqlite3.Row]) -> None:
    """Refuse rows no program writes: a game against oneself, a board taken twice, a player
    with two games (or a game and a bye) in one round; the message names table and row."""
    boards: dict[tuple[int, int], int] = {}
    seats: dict[tuple[int, int], str] = {}
    for r in games:
        row = _("table games, row (round {round}, position {position})").format(
            round=r["round"], position=r["position"])
        if r["white"] == r["black"]:
            raise StoreError(_("The file is damaged: {row}: player id {id} plays against"
                               " himself").format(row=row, id=r["white"]))
        taken = boards.setdefault((r["round"], r["board"]), r["position"])
        if taken != r["position"]:
            raise StoreError(_("The file is damaged: {row}: board {board} is also the board of"
                               " the game at position {position}").format(
                                   row=row, board=r["board"], position=taken))
        game = _("the game at position {position}").format(position=r["position"])
        for player in (r["white"], r["black"]):
            seat = seats.setdefault((r["round"], player), game)
            if seat != game:
                raise StoreError(_("The file is damaged: {row}: player id {id} is also in {seat}"
                                   " of round {round}").format(row=row, id=player, seat=seat,
                                                               round=r["round"]))
    for r in byes:
        seated = seats.get((r["round"], r["player"]))
        if seated is not None:
            raise StoreError(_("The file is damaged: table byes, row (round {round}, player"
                               " {id}): the player is also in {seat} of that round").format(
                                   round=r["round"], id=r["player"], seat=seated))


def _read_prohibited(conn: sqlite3.Connection) -> list[ProhibitedPairing]:
    players: dict[int, list[int]] = {}
    for r in query(conn, "SELECT * FROM prohibited_pairing_players ORDER BY pairing, position"):
        players.setdefault(r["pairing"], []).append(r["player"])
    return [ProhibitedPairing(r["first_round"], r["last_round"],
                              tuple(players.get(r["position"], ())))
            for r in query(conn, "SELECT * FROM prohibited_pairings ORDER BY position")]


def restore(target: Tournament, snapshot: Tournament) -> None:
    """Put `snapshot`'s content into `target`, keeping the object the caller holds."""
    for f in fields(Tournament):
        setattr(target, f.name, getattr(snapshot, f.name))

