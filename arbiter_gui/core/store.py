"""The tournament file: one SQLite database per tournament.

The model is kept in normalised tables and saved in one transaction per action
(`TournamentFile.perform` for the arbiter's actions of core/actions.py, `TournamentFile.apply`
for any change), writing only the rows the action changed, with the journal's record of it
(core/log.py, core/journal.py), so the file always holds the state after the last completed action:
the WAL journal with `synchronous=FULL` makes a committed action survive a crash or a power
cut, and an action interrupted half-way leaves no trace. Nothing in the file refers to where it
lies, so a copied file opens anywhere.

The file format has a version (`PRAGMA user_version`); `MIGRATIONS[i]` turns a file of
version i into version i + 1, and version 1 is the first. Files are marked with an
application id so that another SQLite database is refused, not misread.

Every table is STRICT (version 4), so a value of the wrong type cannot be stored by hand; a
file edited before that, or rows that break the model (a board taken twice, a player in two
games of a round), are refused on reading with the table and the row.

The `log` table is the journal: append-only (triggers refuse UPDATE and DELETE) and
hash-chained, each record holding the rows its action changed. Opening a file verifies it whole
(`_verify`): the chain and its head, the overrides, the triggers, views and indexes, and that the
tables are the state the journal produces (replayed from its last snapshot, compared row by
row); what is wrong is reported (`journal_check`), not refused, so that it can be seen and
printed. A file of an earlier format is converted once, by a record holding its state as found
(`_convert`). See core/log.py for how the head is anchored.

Nothing is written to a file before it is known to be ours (application id, format version and
schema). A file in a read-only place (folder or file not writable) is read into memory and
opened read-only: nothing is created beside it and every change is refused.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import json
import os
import re
import secrets
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import astuple, fields, replace
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from arbiter_gui.core import journal, log
from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.journal import Change, State
from arbiter_gui.core.log import LogCheck, LogDraft, LogEntry
from arbiter_gui.core.model import (
    Acceleration,
    ByeKind,
    Category,
    Colour,
    Game,
    Override,
    Player,
    Prize,
    PrizeRule,
    ProhibitedPairing,
    ResultCode,
    ResultCorrection,
    Round,
    Scoring,
    Tournament,
)
from arbiter_gui.core.validate import tournament_problems

if TYPE_CHECKING:
    from arbiter_gui.core.actions import Action, Done

T = TypeVar("T")
__all__ = ["LogCheck", "LogDraft", "LogEntry", "StoreError", "TournamentFile"]

APPLICATION_ID = 0x41524249  # "ARBI": this SQLite file is an arbiter-gui tournament


class StoreError(ArbiterError):
    """The tournament file cannot be opened, read or written; the message says which and why."""


# -- schema and migrations ------------------------------------------------------------------------

_BYE_CODES = "('U', 'H', 'F', 'Z')"
_RESULT_CODES = "('1', '=', '0', '+', '-', 'W', 'D', 'L')"

_SCHEMA_V1 = (
    """CREATE TABLE settings (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        name TEXT NOT NULL, city TEXT NOT NULL, federation TEXT NOT NULL,
        start_date TEXT NOT NULL, end_date TEXT NOT NULL, tournament_type TEXT NOT NULL,
        chief_arbiter TEXT NOT NULL, time_control TEXT NOT NULL,
        rounds_planned INTEGER NOT NULL, pairing_system TEXT NOT NULL,
        initial_colour TEXT NOT NULL CHECK (initial_colour IN ('w', 'b')),
        late_entry_bye TEXT NOT NULL CHECK (late_entry_bye IN """ + _BYE_CODES + """),
        max_half_byes INTEGER)""",
    """CREATE TABLE scoring (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        win REAL NOT NULL, draw REAL NOT NULL, loss REAL NOT NULL,
        forfeit_win REAL NOT NULL, forfeit_loss REAL NOT NULL, pab REAL NOT NULL,
        half_bye REAL NOT NULL, full_bye REAL NOT NULL, zero_bye REAL NOT NULL)""",
    "CREATE TABLE deputy_arbiters (position INTEGER PRIMARY KEY, name TEXT NOT NULL)",
    "CREATE TABLE tiebreaks (position INTEGER PRIMARY KEY, code TEXT NOT NULL)",
    "CREATE TABLE round_dates (round INTEGER PRIMARY KEY, date TEXT NOT NULL)",
    "CREATE TABLE no_half_bye_rounds (round INTEGER PRIMARY KEY)",
    "CREATE TABLE extra_records (position INTEGER PRIMARY KEY, line TEXT NOT NULL)",
    """CREATE TABLE players (
        id INTEGER PRIMARY KEY, position INTEGER NOT NULL UNIQUE,
        surname TEXT NOT NULL, given_name TEXT NOT NULL, sex TEXT NOT NULL, title TEXT NOT NULL,
        fide_id INTEGER, federation TEXT NOT NULL, birth_date TEXT NOT NULL,
        rating INTEGER NOT NULL, national_rating INTEGER NOT NULL, club TEXT NOT NULL,
        pairing_no INTEGER NOT NULL, withdrawn_from INTEGER)""",
    "CREATE TABLE rounds (number INTEGER PRIMARY KEY, date TEXT NOT NULL)",
    """CREATE TABLE games (
        round INTEGER NOT NULL REFERENCES rounds(number), position INTEGER NOT NULL,
        board INTEGER NOT NULL,
        white INTEGER NOT NULL REFERENCES players(id),
        black INTEGER NOT NULL REFERENCES players(id),
        white_result TEXT CHECK (white_result IN """ + _RESULT_CODES + """),
        black_result TEXT CHECK (black_result IN """ + _RESULT_CODES + """),
        PRIMARY KEY (round, position))""",
    """CREATE TABLE byes (
        round INTEGER NOT NULL REFERENCES rounds(number),
        player INTEGER NOT NULL REFERENCES players(id),
        kind TEXT NOT NULL CHECK (kind IN """ + _BYE_CODES + """),
        PRIMARY KEY (round, player))""",
    """CREATE TABLE requested_byes (
        player INTEGER NOT NULL REFERENCES players(id), round INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN """ + _BYE_CODES + """),
        PRIMARY KEY (player, round))""",
    """CREATE TABLE prohibited_pairings (
        position INTEGER PRIMARY KEY,
        first_round INTEGER NOT NULL, last_round INTEGER NOT NULL)""",
    """CREATE TABLE prohibited_pairing_players (
        pairing INTEGER NOT NULL REFERENCES prohibited_pairings(position),
        position INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players(id),
        PRIMARY KEY (pairing, position))""",
    """CREATE TABLE accelerations (
        position INTEGER PRIMARY KEY, points REAL NOT NULL,
        first_round INTEGER NOT NULL, last_round INTEGER NOT NULL,
        first_player INTEGER NOT NULL, last_player INTEGER NOT NULL)""",
    """CREATE TABLE log (
        seq INTEGER PRIMARY KEY AUTOINCREMENT, time TEXT NOT NULL, round INTEGER,
        kind TEXT NOT NULL, text TEXT NOT NULL, author TEXT NOT NULL, hash TEXT NOT NULL)""",
)
_LOG_TRIGGERS = (
    """CREATE TRIGGER log_no_update BEFORE UPDATE ON log
        BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
    """CREATE TRIGGER log_no_delete BEFORE DELETE ON log
        BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
)


def _create_v1(conn: sqlite3.Connection) -> None:
    for statement in (*_SCHEMA_V1, *_LOG_TRIGGERS):
        conn.execute(statement)


def _add_overrides_v2(conn: sqlite3.Connection) -> None:
    """Version 2: the arbiter's manual changes of the engine's pairings."""
    conn.execute("""CREATE TABLE overrides (
        position INTEGER PRIMARY KEY, round INTEGER NOT NULL, action TEXT NOT NULL,
        players TEXT NOT NULL, engine_pairing TEXT NOT NULL, new_pairing TEXT NOT NULL,
        justification TEXT NOT NULL, arbiter TEXT NOT NULL, time TEXT NOT NULL)""")


def _add_tiebreak_unrated_rating_v3(conn: sqlite3.Connection) -> None:
    """Version 3: the rating unrated players count with in the rating-based tie-breaks."""
    conn.execute("ALTER TABLE settings ADD COLUMN tiebreak_unrated_rating INTEGER NOT NULL"
                 " DEFAULT 0")


def _strict_tables_and_anchored_log_v4(conn: sqlite3.Connection) -> None:
    """Version 4: every table STRICT, so that a hand edit cannot store a value of the wrong
    type; the log records the full content of each override (`data`) and keeps its head in
    `log_head`; the overrides already in the file are recorded now. The caller checked every
    value's type first (`_check_types`) and keeps the foreign keys off (tables are rebuilt)."""
    last_seq = log.last_seq_assigned(conn)
    tables = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table'"
                          " AND name NOT LIKE 'sqlite_%'").fetchall()
    for name, sql in tables:
        # A table cannot be made STRICT in place: rebuild it (the SQLite way: new, copy, drop,
        # rename), from its own definition, so the columns keep their order and defaults.
        strict = re.sub(rf'^CREATE TABLE "?{name}"?(?=\W)', f"CREATE TABLE {name}__strict", sql)
        conn.execute(strict + " STRICT")
        conn.execute(f"INSERT INTO {name}__strict SELECT * FROM {name}")
        conn.execute(f"DROP TABLE {name}")
        conn.execute(f"ALTER TABLE {name}__strict RENAME TO {name}")
    for statement in _LOG_TRIGGERS:  # dropped with the old log table
        conn.execute(statement)
    conn.execute("DELETE FROM sqlite_sequence WHERE name IN ('log', 'log__strict')")
    if last_seq:  # numbering goes on where it was, even after deleted entries
        conn.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('log', ?)", (last_seq,))
    conn.execute("ALTER TABLE log ADD COLUMN data TEXT")
    log.create_head_table(conn)
    log.record_overrides(conn, _read_overrides(conn))


def _add_categories_and_prizes_v5(conn: sqlite3.Connection) -> None:
    """Version 5: categories, the prize table and the rules that apply them (core/prizes.py).
    A category's federations and players are JSON lists, as an override's players are."""
    conn.execute("""CREATE TABLE categories (
        position INTEGER PRIMARY KEY, name TEXT NOT NULL, sex TEXT NOT NULL,
        min_age INTEGER, max_age INTEGER, min_rating INTEGER, max_rating INTEGER,
        federations TEXT NOT NULL, players TEXT NOT NULL) STRICT""")
    conn.execute("""CREATE TABLE prizes (
        position INTEGER PRIMARY KEY, category TEXT NOT NULL, place INTEGER NOT NULL,
        amount REAL NOT NULL) STRICT""")
    rules = ", ".join(f"'{rule.value}'" for rule in PrizeRule)
    for column in ("age_reference_date TEXT NOT NULL DEFAULT ''",
                   f"prize_rule TEXT NOT NULL DEFAULT 'place' CHECK (prize_rule IN ({rules}))",
                   "one_prize_per_player INTEGER NOT NULL DEFAULT 1"
                   " CHECK (one_prize_per_player IN (0, 1))"):
        conn.execute(f"ALTER TABLE settings ADD COLUMN {column}")


def _add_result_corrections_v6(conn: sqlite3.Connection) -> None:
    """Version 6: results changed after a later round was paired, with their reasons."""
    conn.execute("""CREATE TABLE result_corrections (
        position INTEGER PRIMARY KEY, round INTEGER NOT NULL, board INTEGER NOT NULL,
        old_result TEXT NOT NULL, new_result TEXT NOT NULL, paired_through INTEGER NOT NULL,
        reason TEXT NOT NULL, arbiter TEXT NOT NULL, time TEXT NOT NULL) STRICT""")


def _add_dutch_edition(conn: sqlite3.Connection) -> None:
    """The edition of the Dutch rules the tournament is paired with (core/editions.py). A file
    of an older format gets 2025: every round in it was paired by this program with the 2025
    edition, the only one it had (docs/dutch-editions.md, "Choosing the edition"). The values
    are written out: a migration is what the format was, whatever the code becomes."""
    conn.execute("ALTER TABLE settings ADD COLUMN dutch_edition TEXT NOT NULL DEFAULT '2025'"
                 " CHECK (dutch_edition IN ('2012', '2017', '2025'))")


def _add_print_language(conn: sqlite3.Connection) -> None:
    """The language the tournament's printouts speak ('': the program's). Not bound by a
    CHECK: a language added later needs no new version (validate.py checks it on reading)."""
    conn.execute("ALTER TABLE settings ADD COLUMN print_language TEXT NOT NULL DEFAULT ''")


def _add_pairing_server(conn: sqlite3.Connection) -> None:
    """The pairing server that pairs the tournament (its URL, the tournament's id
    there and its secret; '' = none), and the rounds the program paired itself because the
    server could not be reached."""
    for column in ("pairing_server_url", "pairing_server_tournament", "pairing_server_secret"):
        conn.execute(f"ALTER TABLE settings ADD COLUMN {column} TEXT NOT NULL DEFAULT ''")
    conn.execute("ALTER TABLE rounds ADD COLUMN paired_locally INTEGER NOT NULL DEFAULT 0"
                 " CHECK (paired_locally IN (0, 1))")


def _add_fide_mode(conn: sqlite3.Connection) -> None:
    """The FIDE mode (C.04.A) ('' = in it, the default; else when it was left). A file of an
    older format paired with the Leong system, which the FIDE mode does not offer, was not in
    it: 'unknown' (core/fide_mode.py, LEFT_BEFORE_FIDE_MODE), written out as migrations are."""
    conn.execute("ALTER TABLE settings ADD COLUMN fide_mode_left TEXT NOT NULL DEFAULT ''")
    conn.execute("UPDATE settings SET fide_mode_left = 'unknown' WHERE pairing_system = 'leong'")


def _add_print_size_and_currency(conn: sqlite3.Connection) -> None:
    """How large the printouts' tables are (model.PRINT_SIZES; older files print at
    the normal size) and the prizes' currency ('' none). Not bound by a CHECK, as the printing
    language: validate.py checks them on reading."""
    conn.execute("ALTER TABLE settings ADD COLUMN print_size TEXT NOT NULL DEFAULT 'normal'")
    conn.execute("ALTER TABLE settings ADD COLUMN currency TEXT NOT NULL DEFAULT ''")


def _add_event_code(conn: sqlite3.Connection) -> None:
    """The FIDE tournament code ('' = none), sent to the pairing server."""
    conn.execute("ALTER TABLE settings ADD COLUMN event_code TEXT NOT NULL DEFAULT ''")


def _add_k_factor(conn: sqlite3.Connection) -> None:
    """A player's FIDE K-factor (B.02 8.3.3) as the rating list or the arbiter gives it (NULL:
    derived from the rating and the age). Not bound by a CHECK: validate.py checks it."""
    conn.execute("ALTER TABLE players ADD COLUMN k_factor INTEGER")


def _add_round_times(conn: sqlite3.Connection) -> None:
    """When each round starts ("HH:MM", core/schedule.py); its date is in round_dates."""
    conn.execute("CREATE TABLE round_times (round INTEGER PRIMARY KEY, time TEXT NOT NULL)"
                 " STRICT")


def _add_journal_changes(conn: sqlite3.Connection) -> None:
    """The file is a journal of actions; each record holds the rows its action
    changed (core/journal.py). The record that converts a file holds all of them; it is written
    when the file is opened (`_convert`), after every migration."""
    conn.execute("ALTER TABLE log ADD COLUMN changes TEXT")


Migration = Callable[[sqlite3.Connection], None]
# MIGRATIONS[i] turns a file of version i into version i + 1; the newest version is
# len(MIGRATIONS). To change the format, append a function (and adapt _write/_read).
MIGRATIONS: list[Migration] = [_create_v1, _add_overrides_v2, _add_tiebreak_unrated_rating_v3,
                               _strict_tables_and_anchored_log_v4, _add_categories_and_prizes_v5,
                               _add_result_corrections_v6, _add_dutch_edition,
                               _add_print_language, _add_pairing_server, _add_fide_mode,
                               _add_print_size_and_currency, _add_event_code,
                               _add_journal_changes, _add_k_factor, _add_round_times]


_JOURNAL_VERSION = MIGRATIONS.index(_add_journal_changes) + 1  # the first format a journal


def _user_version(conn: sqlite3.Connection) -> int:
    return conn.execute("PRAGMA user_version").fetchone()[0]


Schema = dict[str, tuple[tuple, ...]]


def _schema(conn: sqlite3.Connection) -> Schema:
    """Each table's columns: name, declared type, not null, default, primary key."""
    names = [r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'"
                                        " AND name NOT LIKE 'sqlite_%' ORDER BY name")]
    return {name: tuple(tuple(c)[1:] for c in conn.execute(f"PRAGMA table_info({name})"))
            for name in names}


@functools.cache
def _expected_schema(migrations: tuple[Migration, ...]) -> Schema:
    """The schema a file has after `migrations`, built in memory."""
    conn = sqlite3.connect(":memory:")
    try:
        for migration in migrations:
            migration(conn)
        return _schema(conn)
    finally:
        conn.close()


def _check_schema(path: Path, conn: sqlite3.Connection, version: int) -> None:
    """Refuse a file whose tables are not those of its format version (read only)."""
    if version < 1:
        raise StoreError(_("{path} is not an arbiter-gui tournament file (no format version)")
                         .format(path=path))
    found, expected = _schema(conn), _expected_schema(tuple(MIGRATIONS[:version]))
    if found == expected:
        return
    differing = sorted(name for name in found.keys() | expected.keys()
                       if found.get(name) != expected.get(name))
    raise StoreError(_("{path} is not an arbiter-gui tournament file of format {version} or is"
                       " damaged: its tables differ ({tables})").format(
                           path=path, version=version, tables=", ".join(differing)))


Objects = dict[tuple[str, str], tuple[str, str]]


def _objects(conn: sqlite3.Connection) -> Objects:
    """The triggers, views and indexes of the file: (type, name) -> (table, definition)."""
    return {(kind, name): (table, " ".join(sql.split())) for kind, name, table, sql in
            conn.execute("SELECT type, name, tbl_name, sql FROM sqlite_master"
                         " WHERE type IN ('trigger', 'view', 'index') AND sql IS NOT NULL")}


@functools.cache
def _expected_objects(migrations: tuple[Migration, ...]) -> Objects:
    conn = sqlite3.connect(":memory:")
    try:
        for migration in migrations:
            migration(conn)
        return _objects(conn)
    finally:
        conn.close()


def _object_problems(conn: sqlite3.Connection, version: int) -> list[str]:
    """The triggers, views and indexes the program did not create, or that are missing (the
    journal's append-only protection is a pair of triggers): a trigger can rewrite what is
    saved, so each is named."""
    found, expected = _objects(conn), _expected_objects(tuple(MIGRATIONS[:version]))
    kinds = {"trigger": _("trigger"), "view": _("view"), "index": _("index")}
    problems = [_("The file has the {kind} {name} on table {table}, which the program did not"
                  " create: {definition}").format(kind=kinds[kind], name=name, table=table,
                                                  definition=sql)
                for (kind, name), (table, sql) in sorted(found.items())
                if expected.get((kind, name)) != (table, sql)]
    problems += [_("The {kind} {name} on table {table} is missing: it was removed outside the"
                   " program{protection}").format(
                       kind=kinds[kind], name=name, table=table,
                       protection=_(" (the journal's append-only protection)")
                       if table == "log" else "")
                 for (kind, name), (table, _sql) in sorted(expected.items())
                 if (kind, name) not in found]
    return problems


# The storage classes (SQLite typeof) a column of each declared type may hold.
_ALLOWED_TYPES = {"INTEGER": ("integer",), "REAL": ("real", "integer"), "TEXT": ("text",)}


def _type_name(kind: str) -> str:
    """What a column of the declared type `kind` holds, as the messages say it."""
    return {"INTEGER": _("a whole number"), "REAL": _("a number"), "TEXT": _("text")}[kind]


def _check_types(conn: sqlite3.Connection) -> None:
    """Refuse a value of the wrong type (text in players.rating), naming table, row and column:
    a file edited before the tables were STRICT, which the migration could not copy."""
    for table, columns in _schema(conn).items():
        typed = [(c[0], c[1]) for c in columns if c[1] in _ALLOWED_TYPES]
        if not typed:
            continue
        wrong = " OR ".join(
            f"typeof({name}) NOT IN ('null', {', '.join(map(repr, _ALLOWED_TYPES[kind]))})"
            for name, kind in typed)
        row = conn.execute(f"SELECT * FROM {table} WHERE {wrong} LIMIT 1").fetchone()
        if row is None:
            continue
        name, kind = next((n, k) for n, k in typed
                          if type(row[n]).__name__ not in _PYTHON_TYPES[k])
        key = ", ".join(f"{c[0]} {row[c[0]]!r}" for c in columns if c[4]) or _("no key")
        raise StoreError(_("The file is damaged: table {table}, row ({key}): column {column}"
                           " holds {value}, which is not {kind}").format(
                               table=table, key=key, column=name, value=repr(row[name]),
                               kind=_type_name(kind)))


_PYTHON_TYPES = {"INTEGER": ("int", "NoneType"), "REAL": ("float", "int", "NoneType"),
                 "TEXT": ("str", "NoneType")}


def _migrate(conn: sqlite3.Connection) -> None:
    """Bring the file to the newest version; the caller holds the transaction."""
    for version in range(_user_version(conn), len(MIGRATIONS)):
        MIGRATIONS[version](conn)
    # PRAGMA takes no parameters; the value is an int we computed.
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")


# -- model <-> rows -------------------------------------------------------------------------------

# The columns of the one-row settings table and of players (the other fields have tables).
SETTINGS_COLUMNS = ("name", "city", "federation", "start_date", "end_date", "tournament_type",
                    "chief_arbiter", "time_control", "rounds_planned", "pairing_system",
                    "initial_colour", "late_entry_bye", "max_half_byes",
                    "tiebreak_unrated_rating", "age_reference_date", "prize_rule",
                    "one_prize_per_player", "dutch_edition", "print_language",
                    "pairing_server_url", "pairing_server_tournament", "pairing_server_secret",
                    "fide_mode_left", "print_size", "currency", "event_code")
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
                "scoring", "settings")


def _value(v: object) -> object:
    return v.value if isinstance(v, Enum) else v


def _rows_of(columns: tuple[str, ...], rows: Iterable[tuple]) -> list[dict[str, object]]:
    return [dict(zip(columns, row, strict=True)) for row in rows]


def game_row(round_no: int, position: int, g: Game) -> dict[str, object]:
    return {"round": round_no, "position": position, "board": g.board, "white": g.white,
            "black": g.black, "white_result": _value(g.white_result),
            "black_result": _value(g.black_result)}


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
    "settings": lambda t: [{"id": 1} | {c: _value(getattr(t, c)) for c in SETTINGS_COLUMNS}],
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


def _write(conn: sqlite3.Connection, t: Tournament) -> None:
    """Write the whole model into the empty tables of a new file (the caller holds the
    transaction)."""
    for table, rows in _model_rows(t).items():
        for row in rows:
            conn.execute(f"INSERT INTO {table} ({', '.join(row)}) VALUES"
                         f" ({', '.join('?' * len(row))})", tuple(map(_value, row.values())))


def _changes(state: State, t: Tournament) -> list[Change]:
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


def _check_valid(t: Tournament) -> None:
    """Refuse to save a tournament that breaks an invariant of the model."""
    problem = _invariants_problem(t)
    if problem is not None:
        raise StoreError(_("Cannot save: {problem}").format(problem=problem))


def _check_foreign_keys(path: Path, conn: sqlite3.Connection) -> None:
    broken = conn.execute("PRAGMA foreign_key_check").fetchone()
    if broken is not None:
        raise StoreError(_("{path} is damaged: a row {row} of table {table} refers to a missing"
                           " row of table {other}").format(path=path, row=broken[1],
                                                           table=broken[0], other=broken[2]))


def _rows(conn: sqlite3.Connection, sql: str) -> list[sqlite3.Row]:
    return conn.execute(sql).fetchall()


def _single_row(conn: sqlite3.Connection, table: str) -> sqlite3.Row:
    rows = _rows(conn, f"SELECT * FROM {table}")
    if len(rows) != 1:
        raise StoreError(_("The file is damaged: table {table} has {count} rows instead of 1")
                         .format(table=table, count=len(rows)))
    return rows[0]


def _read(conn: sqlite3.Connection) -> Tournament:
    """The model stored in the file; raises StoreError naming the table of a bad value."""
    table = "settings"
    try:
        s = _single_row(conn, table)
        t = Tournament(**{c: s[c] for c in SETTINGS_COLUMNS})
        t.initial_colour = Colour(s["initial_colour"])
        t.late_entry_bye = ByeKind(s["late_entry_bye"])
        t.prize_rule = PrizeRule(s["prize_rule"])
        t.one_prize_per_player = bool(s["one_prize_per_player"])
        table = "scoring"
        scoring = _single_row(conn, table)
        t.scoring = Scoring(**{c: scoring[c] for c in SCORING_COLUMNS})
        table = "deputy_arbiters"
        t.deputy_arbiters = [r["name"] for r in
                             _rows(conn, "SELECT name FROM deputy_arbiters ORDER BY position")]
        table = "tiebreaks"
        t.tiebreaks = [r["code"] for r in
                       _rows(conn, "SELECT code FROM tiebreaks ORDER BY position")]
        table = "extra_records"
        t.extra_records = [r["line"] for r in
                           _rows(conn, "SELECT line FROM extra_records ORDER BY position")]
        table = "round_dates"
        t.round_dates = {r["round"]: r["date"] for r in
                         _rows(conn, "SELECT * FROM round_dates ORDER BY round")}
        table = "round_times"
        t.round_times = {r["round"]: r["time"] for r in
                         _rows(conn, "SELECT * FROM round_times ORDER BY round")}
        table = "no_half_bye_rounds"
        t.no_half_bye_rounds = frozenset(r["round"] for r in
                                         _rows(conn, "SELECT round FROM no_half_bye_rounds"))
        table = "players"
        t.players = [Player(**{c: r[c] for c in PLAYER_COLUMNS})
                     for r in _rows(conn, "SELECT * FROM players ORDER BY position")]
        table = "rounds"
        t.rounds = _read_rounds(conn)
        table = "requested_byes"
        t.requested_byes = {(r["player"], r["round"]): ByeKind(r["kind"]) for r in
                            _rows(conn, "SELECT * FROM requested_byes ORDER BY player, round")}
        table = "prohibited_pairings"
        t.prohibited_pairings = _read_prohibited(conn)
        table = "accelerations"
        t.accelerations = [
            Acceleration(r["points"], r["first_round"], r["last_round"], r["first_player"],
                         r["last_player"])
            for r in _rows(conn, "SELECT * FROM accelerations ORDER BY position")]
        table = "overrides"
        t.overrides = _read_overrides(conn)
        table = "categories"
        t.categories = [
            Category(**{c: tuple(json.loads(r[c])) if c in _JSON_COLUMNS else r[c]
                        for c in CATEGORY_COLUMNS})
            for r in _rows(conn, "SELECT * FROM categories ORDER BY position")]
        table = "prizes"
        t.prizes = [Prize(r["category"], r["place"], r["amount"])
                    for r in _rows(conn, "SELECT * FROM prizes ORDER BY position")]
        table = "result_corrections"
        t.corrections = [
            ResultCorrection(**{c: r[c] for c in CORRECTION_COLUMNS})
            for r in _rows(conn, "SELECT * FROM result_corrections ORDER BY position")]
    except (ValueError, TypeError) as e:  # json.JSONDecodeError is a ValueError
        raise StoreError(_("The file is damaged: table {table}: {problem}").format(
            table=table, problem=e)) from e
    problem = _invariants_problem(t)  # what each row allows, the rows together may not
    if problem is not None:
        raise StoreError(_("The file is damaged: {problem}").format(problem=problem))
    return t


def _read_overrides(conn: sqlite3.Connection) -> list[Override]:
    return [Override(**{c: tuple(json.loads(r[c])) if c == "players" else r[c]
                        for c in OVERRIDE_COLUMNS})
            for r in _rows(conn, "SELECT * FROM overrides ORDER BY position")]


def _code(value: str | None) -> ResultCode | None:
    return None if value is None else ResultCode(value)


def _read_rounds(conn: sqlite3.Connection) -> list[Round]:
    rounds = [Round(r["number"], date=r["date"], paired_locally=bool(r["paired_locally"]))
              for r in _rows(conn, "SELECT * FROM rounds ORDER BY number")]
    if [r.number for r in rounds] != list(range(1, len(rounds) + 1)):
        raise ValueError(_("rounds {numbers} are not numbered 1 to {count}").format(
            numbers=[r.number for r in rounds], count=len(rounds)))
    games = _rows(conn, "SELECT * FROM games ORDER BY round, position")
    byes = _rows(conn, "SELECT * FROM byes ORDER BY round, player")
    _check_games(games, byes)
    for r in games:
        rounds[r["round"] - 1].games.append(
            Game(r["white"], r["black"], r["board"], _code(r["white_result"]),
                 _code(r["black_result"])))
    for r in byes:
        rounds[r["round"] - 1].byes[r["player"]] = ByeKind(r["kind"])
    return rounds


def _check_games(games: list[sqlite3.Row], byes: list[sqlite3.Row]) -> None:
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
        seat = seats.get((r["round"], r["player"]))
        if seat is not None:
            raise StoreError(_("The file is damaged: table byes, row (round {round}, player"
                               " {id}): the player is also in {seat} of that round").format(
                                   round=r["round"], id=r["player"], seat=seat))


def _read_prohibited(conn: sqlite3.Connection) -> list[ProhibitedPairing]:
    players: dict[int, list[int]] = {}
    for r in _rows(conn, "SELECT * FROM prohibited_pairing_players ORDER BY pairing, position"):
        players.setdefault(r["pairing"], []).append(r["player"])
    return [ProhibitedPairing(r["first_round"], r["last_round"],
                              tuple(players.get(r["position"], ())))
            for r in _rows(conn, "SELECT * FROM prohibited_pairings ORDER BY position")]


def _restore(target: Tournament, snapshot: Tournament) -> None:
    """Put `snapshot`'s content into `target`, keeping the object the caller holds."""
    for f in fields(Tournament):
        setattr(target, f.name, getattr(snapshot, f.name))


# -- the file -------------------------------------------------------------------------------------

_CREATING = ".creating-"  # in the name of a file being built: `.NAME.creating-XXXX`


def _connect(path: Path) -> sqlite3.Connection:
    # isolation_level=None: transactions are opened and closed explicitly below.
    conn = sqlite3.connect(path.resolve().as_uri() + "?mode=rw", uri=True,
                           isolation_level=None, timeout=5.0)
    conn.row_factory = sqlite3.Row
    return conn


def _can_write(path: Path) -> bool:
    """Whether the file and its folder are writable (SQLite writes its journal beside)."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def _read_only_copy(path: Path) -> sqlite3.Connection:
    """The file read into memory without writing a byte beside it.

    A file without a WAL journal is opened `immutable` (no lock, no -shm created). Committed
    changes may still wait in a -wal file left beside it (a program killed, the file copied
    with it): `immutable` would not see them, and reading through the journal in place writes
    its -shm index (or fails where that cannot be created), so the file and its journal are
    then copied to a private folder and read there."""
    wal = Path(f"{path}-wal")
    if not (wal.is_file() and wal.stat().st_size > 0):
        return _into_memory(path.resolve().as_uri() + "?immutable=1")
    with tempfile.TemporaryDirectory(prefix="arbiter-gui-") as folder:
        copy_path = Path(folder, "copy.arbiter")
        shutil.copyfile(path, copy_path)
        shutil.copyfile(wal, f"{copy_path}-wal")
        return _into_memory(copy_path.as_uri() + "?mode=ro")


def _into_memory(uri: str) -> sqlite3.Connection:
    source = sqlite3.connect(uri, uri=True)
    try:
        memory = sqlite3.connect(":memory:", isolation_level=None)
        source.backup(memory)
    finally:
        source.close()
    memory.row_factory = sqlite3.Row
    return memory


def _remove_stale_creations(path: Path) -> None:
    """Remove what a program killed while creating `path` left behind (`.NAME.creating-*`)."""
    prefix = f".{path.name}{_CREATING}"
    with contextlib.suppress(OSError):
        for leftover in path.parent.iterdir():
            if leftover.name.startswith(prefix):
                leftover.unlink(missing_ok=True)


def _build(tournament: Tournament, imported_from: str | None = None) -> bytes:
    """The bytes of a new tournament file holding `tournament`, built in memory; its first
    record says where the tournament was imported from (a TRF's name), if it was."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.row_factory = sqlite3.Row
    try:
        with _transaction(conn):
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            _migrate(conn)
            _write(conn, tournament)
            data: dict[str, object] = {"action": "create", "format": len(MIGRATIONS)}
            text = _("The journal begins: the tournament as created")
            if imported_from is not None:
                data["imported"] = imported_from
                text = _("The journal begins: the tournament as imported from {file}").format(
                    file=imported_from)
            log.append(conn, LogDraft(log.CONVERSION, text, data=journal.canonical_json(data),
                                      changes=State.read(conn).snapshot_record()))
            log.record_overrides(conn, tournament.overrides)
        return conn.serialize()
    finally:
        conn.close()


@contextlib.contextmanager
def _transaction(conn: sqlite3.Connection) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _fsync_directory(directory: Path) -> None:
    # Makes the rename of a new file durable; not possible (nor needed) on Windows.
    if os.name == "posix":
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _verify(conn: sqlite3.Connection, state: State, version: int) -> LogCheck:
    """The whole check of a file of format `version` (journal.py, log.verify); a format before
    the journal is checked as far as it can be (its chain and overrides), nothing at all
    before the log had its head record (format 4)."""
    if version < 4:
        return LogCheck(0, "")
    try:
        overrides = _read_overrides(conn)
    except (ValueError, TypeError) as e:
        raise StoreError(_("The file is damaged: table {table}: {problem}").format(
            table="overrides", problem=e)) from e
    return log.verify(conn, overrides, state if version >= _JOURNAL_VERSION else None,
                      _object_problems(conn, version))


def _convert(conn: sqlite3.Connection, version: int, found: LogCheck) -> State:
    """After the migrations of a file of format `version`: the record that starts the journal
    anew with every row as it is now, holding what was wrong with the file before (it stays
    reported: the conversion cannot vouch for what it found). The caller holds the
    transaction."""
    state = State.read(conn)
    log.append(conn, LogDraft(
        log.CONVERSION, _("The file is converted from format {old} to format {new}: the"
                          " journal goes on from the tournament as it was found").format(
                              old=version, new=len(MIGRATIONS)),
        data=journal.canonical_json({"action": "convert", "from": version,
                                     "to": len(MIGRATIONS), "found": list(found.problems)}),
        changes=state.snapshot_record()))
    return state


class TournamentFile:
    """An open tournament file and the tournament in memory, kept equal by `apply`.

    Change the tournament only through `apply`; use as a context manager or call `close`.
    A file opened `read_only` refuses every change.
    """

    def __init__(self, path: Path, conn: sqlite3.Connection, tournament: Tournament,
                 read_only: bool = False, *, state: State, check: LogCheck) -> None:
        self._path = path
        self._conn: sqlite3.Connection | None = conn
        self._tournament = tournament
        self._read_only = read_only
        # The rows of the file (kept equal to it: an action writes only those that differ) and
        # the verification made on opening, moved on with each record the program appends.
        self._state = state
        self._check = check
        # Changes by another connection (a second program on the same file) alter this value.
        self._data_version = self._pragma("data_version")

    # -- opening ----------------------------------------------------------------------------------

    @classmethod
    def create(cls, path: str | os.PathLike[str], tournament: Tournament,
               imported_from: str | None = None) -> TournamentFile:
        """Write `tournament` into a new file at `path` and open it; the file's `tournament` is
        read back from the file, a copy of the one given. `imported_from`: the name of the file
        (a TRF) the tournament was read from, which the journal's first record names.

        The file is built in memory, written under a temporary name (`.NAME.creating-XXXX`)
        and renamed when complete, so a crash never leaves a half-created tournament file; what
        a crash leaves under the temporary name is removed when `path` is created or opened.
        """
        path = Path(path)
        if path.exists():
            raise StoreError(_("{path}: a file of that name already exists").format(path=path))
        _check_valid(tournament)
        _remove_stale_creations(path)
        tmp: Path | None = None
        try:
            content = _build(tournament, imported_from)
            # Mode 0666 less the umask, as any new file (mkstemp's 0600 ignored the umask: a
            # club's shared folder could not be read by the other arbiters).
            name = path.with_name(f".{path.name}{_CREATING}{secrets.token_hex(4)}")
            fd = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
            tmp = name
            with os.fdopen(fd, "wb") as f:
                f.write(content)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, path)
        except (sqlite3.Error, OSError) as e:
            raise StoreError(_("{path}: cannot create the tournament file ({error})").format(
                path=path, error=e)) from e
        finally:
            if tmp is not None:
                tmp.unlink(missing_ok=True)
        _fsync_directory(path.parent)
        return cls.open(path)

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> TournamentFile:
        """Open an existing tournament file, bringing an older format up to date; in a place
        that cannot be written, read-only (an older format is brought up to date in memory)."""
        path = Path(path)
        if not path.is_file():
            raise StoreError(_("{path}: no such file").format(path=path))
        writable = _can_write(path)
        if writable:
            _remove_stale_creations(path)
        try:
            conn = _connect(path) if writable else _read_only_copy(path)
        except (sqlite3.Error, OSError) as e:
            raise StoreError(_("{path} is not a tournament file, is damaged or cannot be read"
                               " ({error})").format(path=path, error=e)) from e
        try:
            tournament, state, check = cls._open_connection(path, conn, writable)
            return cls(path, conn, tournament, read_only=not writable, state=state, check=check)
        except BaseException:
            conn.close()
            raise

    @staticmethod
    def _open_connection(path: Path, conn: sqlite3.Connection,
                         writable: bool) -> tuple[Tournament, State, LogCheck]:
        try:
            # Everything is checked before the first statement that writes (journal mode,
            # migration): a file we refuse keeps its bytes.
            if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                raise StoreError(_("{path} is not an arbiter-gui tournament file").format(
                    path=path))
            version = _user_version(conn)
            if version > len(MIGRATIONS):
                raise StoreError(_(
                    "{path} was saved by a newer arbiter-gui (file format {version}; this version"
                    " reads formats up to {latest}); please update the program").format(
                        path=path, version=version, latest=len(MIGRATIONS)))
            _check_schema(path, conn, version)
            _check_types(conn)
            _check_foreign_keys(path, conn)
            if version == len(MIGRATIONS):
                tournament: Tournament | None = _read(conn)  # every row checked
            else:  # read after the migration; what the old format allows is checked now
                _check_games(_rows(conn, "SELECT * FROM games ORDER BY round, position"),
                             _rows(conn, "SELECT * FROM byes ORDER BY round, player"))
                tournament = None
            state = State.read(conn)
            check = _verify(conn, state, version)
            if writable:
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = FULL")
            if tournament is None:
                with _transaction(conn):  # foreign keys still off: migrations rebuild tables
                    _migrate(conn)
                    state = _convert(conn, version, check)
                tournament = _read(conn)
                check = _verify(conn, state, len(MIGRATIONS))
            conn.execute("PRAGMA foreign_keys = ON")
            return tournament, state, check
        except sqlite3.DatabaseError as e:
            raise StoreError(_("{path} is not a tournament file or is damaged ({error})").format(
                path=path, error=e)) from e

    # -- use --------------------------------------------------------------------------------------

    @property
    def path(self) -> Path:
        return self._path

    @property
    def read_only(self) -> bool:
        """Opened from a place that cannot be written: view, print and export only."""
        return self._read_only

    @property
    def tournament(self) -> Tournament:
        """The tournament in memory; change it only through `apply`."""
        return self._tournament

    def load(self) -> Tournament:
        """Read the tournament from the file again (into the same object) and return it."""
        stored = self._guarded(_read)
        self._state = self._guarded(State.read)
        _restore(self._tournament, stored)
        return self._tournament

    def apply(self, action: Callable[[Tournament], T],
              log: Callable[[T], LogDraft] | None = None) -> T:
        """Run `action` on the tournament and save the result in one transaction, with the
        log entry `log` makes of the action's result when given (an override and its log
        entry are saved together or not at all; a new override's full content is logged).

        The rows that differ from the file are written, and the journal's record lists them
        (a change without a log entry gets a record that says how many rows it changed).
        This is the way for any change of the tournament; the arbiter's everyday actions go
        through `perform`, which touches only their own rows.

        If the action raises, or the save fails, the tournament in memory is restored and the
        file is unchanged; the exception propagates (StoreError for a failed save).
        """
        conn = self._writable_connection()
        snapshot = copy.deepcopy(self._tournament)
        try:
            result = action(self._tournament)
            _check_valid(self._tournament)
            changes = _changes(self._state, self._tournament)
            draft = log(result) if log is not None else None
            if draft is None and changes:
                draft = LogDraft("change", ngettext("{count} row changed", "{count} rows changed",
                                                    len(changes)).format(count=len(changes)))
            self._save(conn, changes, draft, overrides=True)
        except BaseException:
            _restore(self._tournament, snapshot)
            raise
        return result

    def perform(self, action: Action) -> Done:
        """Do one of the arbiter's actions (core/actions.py): it checks and changes only its own
        part of the tournament, and only the rows it changed (of the tables it gives whole, the
        rows that differ) are written, in one transaction with its journal record (none when
        it changed nothing: the `Done` returned then lists no rows). If it is refused
        (ModelError) or the save fails (StoreError), the tournament in memory and the file are
        unchanged."""
        conn = self._writable_connection()
        done = action.apply(self._tournament)
        try:
            changes = [c for table, rows in done.rows.items()
                       for c in self._state.diff_rows(table, rows)]
            changes += [c for table, rows in done.tables.items()
                        for c in self._state.diff_table(table, rows)]
            if not changes:  # nothing to record (a result entered again, a clear of none)
                return replace(done, rows={}, tables={})
            # An action that changes the overrides records any new one's full content.
            self._save(conn, changes, done.draft, overrides="overrides" in done.tables)
        except BaseException:
            done.undo.apply(self._tournament)
            raise
        return done

    def _save(self, conn: sqlite3.Connection, changes: list[Change], draft: LogDraft | None,
              *, overrides: bool) -> None:
        """Write `changes` and append `draft` with them (and, with `overrides`, a record of
        every override in force that the journal does not hold yet) in one transaction."""
        if draft is not None:
            draft = replace(draft, changes=self._state.changes_record(changes))
        try:
            with _transaction(conn):
                if self._pragma("data_version") != self._data_version:
                    raise StoreError(_("{file} was changed by another program since it was"
                                       " opened; close it and open it again").format(
                                           file=self._path.name))
                self._state.write(conn, changes)
                if overrides:
                    appended = log.record_overrides(conn, self._tournament.overrides, draft)
                else:
                    appended = [log.append(conn, draft)] if draft is not None else []
        except sqlite3.Error as e:
            raise StoreError(_("{file}: the change could not be saved ({error}); nothing was"
                               " changed").format(file=self._path.name, error=e)) from e
        self._state.apply(changes)
        for entry in appended:
            self._check = self._check.after(entry)

    # -- log --------------------------------------------------------------------------------------

    def append_log(self, kind: str, text: str, *, round_no: int | None = None,
                   author: str = "", time: str | None = None) -> LogEntry:
        """Append an entry to the tournament log (its own transaction) and return it."""
        conn = self._writable_connection()
        try:
            with _transaction(conn):
                entry = log.append(conn, LogDraft(kind, text, round_no, author, time,
                                                  changes=log.NO_CHANGES))
        except sqlite3.Error as e:
            raise StoreError(_("{file}: the log entry could not be saved ({error})").format(
                file=self._path.name, error=e)) from e
        self._check = self._check.after(entry)
        return entry

    def read_log(self) -> list[LogEntry]:
        return self._guarded(log.entries)

    def last_author(self, kind: str) -> str:
        """The author of the latest record of `kind` that names one ("" if none)."""
        row = self._guarded(lambda conn: conn.execute(
            "SELECT author FROM log WHERE kind = ? AND author != '' ORDER BY seq DESC LIMIT 1",
            (kind,)).fetchone())
        return row[0] if row else ""

    def read_log_after(self, seq: int) -> list[LogEntry]:
        """The entries appended after entry `seq` (the log view adds them)."""
        return self._guarded(lambda conn: log.entries(conn, after=seq))

    @property
    def journal_check(self) -> LogCheck:
        """The verification made when the file was opened, moved on with each record the
        program appended since (nothing is verified again: `check_log` does that)."""
        return self._check

    def check_log(self) -> LogCheck:
        """Verify the whole file again: the journal's chain and head, the overrides, the
        triggers, views and indexes, and that the tables are the state the journal produces
        (every row compared)."""
        def verify(conn: sqlite3.Connection) -> LogCheck:
            return _verify(conn, State.read(conn), _user_version(conn))
        self._check = self._guarded(verify)
        return self._check

    def verify_log(self) -> list[str]:
        """What is wrong with the file (`check_log`'s problems); empty when all is verified."""
        return list(self.check_log().problems)

    def find_anchor(self, printed: str) -> LogEntry | None:
        """The record whose hash begins with every bit of `printed` (an anchor from a
        printout, or a hash from a TRF export); None if none does or `printed` is neither."""
        prefix = log.printed_prefix(printed)
        if prefix is None:
            return None
        return self._guarded(lambda conn: log.find_anchor(conn, prefix))

    def copy_to(self, path: str | os.PathLike[str]) -> None:
        """Write a copy of the file, its log included, to `path` (a new file): SQLite's backup
        API copies the database as the last completed action left it, never half of one, even
        while it is open; the copy is complete under a temporary name before it is renamed, so
        a stick pulled out half-way leaves no half-copied tournament. StoreError names the
        path when it cannot be written."""
        path = Path(path)
        if path.exists():
            raise StoreError(_("{path}: a file of that name already exists").format(path=path))
        temporary = path.with_name(f".{path.name}{_CREATING}{secrets.token_hex(4)}")
        try:
            # Mode 0666 less the umask, as the user's other new files.
            os.close(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
            copy_conn = sqlite3.connect(temporary)
            try:
                self._connection().backup(copy_conn)
                # A copy stands alone: no journal beside it that it would need.
                copy_conn.execute("PRAGMA journal_mode = DELETE")
            finally:
                copy_conn.close()
            with temporary.open("rb+") as written:
                os.fsync(written.fileno())
            os.replace(temporary, path)
            _fsync_directory(path.parent)
        except (sqlite3.Error, OSError) as e:
            raise StoreError(_("{path}: cannot write the copy ({error})").format(
                path=path, error=e.strerror if isinstance(e, OSError) else e)) from e
        finally:
            temporary.unlink(missing_ok=True)

    # -- closing ----------------------------------------------------------------------------------

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
            self._conn = None

    def __enter__(self) -> TournamentFile:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- helpers ----------------------------------------------------------------------------------

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise StoreError(_("{file} is closed").format(file=self._path.name))
        return self._conn

    def _writable_connection(self) -> sqlite3.Connection:
        conn = self._connection()
        if self._read_only:
            raise StoreError(_("{file} is read-only (folder or file not writable): open a copy to"
                               " make changes").format(file=self._path.name))
        return conn

    def _pragma(self, name: str) -> int:
        return self._connection().execute(f"PRAGMA {name}").fetchone()[0]

    def _guarded(self, read: Callable[[sqlite3.Connection], T]) -> T:
        try:
            return read(self._connection())
        except sqlite3.Error as e:
            raise StoreError(_("{file}: cannot read the file ({error})").format(
                file=self._path.name, error=e)) from e
