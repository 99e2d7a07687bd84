"""The tournament file's format: its tables, the migrations that bring an older file up to date
(`MIGRATIONS[i]` turns a file of version i into version i + 1), and the checks that a file is
ours before a byte of it is written (schema, types, triggers)."""

from __future__ import annotations

import functools
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from arbiter_gui.core import log
from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import SETTINGS, PrizeRule
from arbiter_gui.core.store.errors import StoreError
from arbiter_gui.core.store.rows import read_overrides

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
LOG_TRIGGERS = (
    """CREATE TRIGGER log_no_update BEFORE UPDATE ON log
        BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
    """CREATE TRIGGER log_no_delete BEFORE DELETE ON log
        BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
)


def _create_v1(conn: sqlite3.Connection) -> None:
    for statement in (*_SCHEMA_V1, *LOG_TRIGGERS):
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
    value's type first (`check_types`) and keeps the foreign keys off (tables are rebuilt)."""
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
    for statement in LOG_TRIGGERS:  # dropped with the old log table
        conn.execute(statement)
    conn.execute("DELETE FROM sqlite_sequence WHERE name IN ('log', 'log__strict')")
    if last_seq:  # numbering goes on where it was, even after deleted entries
        conn.execute("INSERT INTO sqlite_sequence (name, seq) VALUES ('log', ?)", (last_seq,))
    conn.execute("ALTER TABLE log ADD COLUMN data TEXT")
    log.create_head_table(conn)
    log.record_overrides(conn, read_overrides(conn))


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


def _add_journal_changes(conn: sqlite3.Connection) -> None:
    """The file is a journal of actions; each record holds the rows its action
    changed (core/journal.py). The record that converts a file holds all of them; it is written
    when the file is opened (`convert`), after every migration."""
    conn.execute("ALTER TABLE log ADD COLUMN changes TEXT")


def _add_k_factor(conn: sqlite3.Connection) -> None:
    """A player's FIDE K-factor (B.02 8.3.3) as the rating list or the arbiter gives it (NULL:
    derived from the rating and the age). Not bound by a CHECK: validate.py checks it."""
    conn.execute("ALTER TABLE players ADD COLUMN k_factor INTEGER")


def _add_round_times(conn: sqlite3.Connection) -> None:
    """When each round starts ("HH:MM", core/schedule.py); its date is in round_dates."""
    conn.execute("CREATE TABLE round_times (round INTEGER PRIMARY KEY, time TEXT NOT NULL)"
                 " STRICT")


def _add_adjourned_games(conn: sqlite3.Connection) -> None:
    """A game adjourned and still without its result (VCL.15; C.04.2 D.1: a draw for pairing
    purposes only)."""
    conn.execute("ALTER TABLE games ADD COLUMN adjourned INTEGER NOT NULL DEFAULT 0"
                 " CHECK (adjourned IN (0, 1))")


def _add_paired_as_draw_through(conn: sqlite3.Connection) -> None:
    """The last round paired on an adjourned game's draw when its result came after (0:
    none): those rounds stay paired on the draw (C.04.2 D.1, `Game.paired_as_draw_through`)."""
    conn.execute("ALTER TABLE games ADD COLUMN paired_as_draw_through INTEGER NOT NULL"
                 " DEFAULT 0 CHECK (paired_as_draw_through >= 0)")


Migration = Callable[[sqlite3.Connection], None]


@dataclass(frozen=True)
class _AddDeclaredColumns:
    """The generic step of a new setting: the columns of the settings declared `since` this
    format version (model.py), after the version's own migration if it has one. Equal for
    equal columns, so the schema a version expects is built once (`_expected_schema`)."""

    migration: Migration | None
    columns: tuple[str, ...]  # the columns' definitions (setting_spec.Kind.column_definition)

    def __call__(self, conn: sqlite3.Connection) -> None:
        if self.migration is not None:
            self.migration(conn)
        for column in self.columns:
            conn.execute(f"ALTER TABLE settings ADD COLUMN {column}")


def _with_declared_columns(migrations: list[Migration]) -> list[Migration]:
    """`migrations`, each followed by the columns of the settings declared since its version,
    and as many generic steps after them as the newest `since` needs."""
    since: dict[int, list[str]] = {}
    for spec in SETTINGS:
        if spec.since is not None:
            since.setdefault(spec.since, []).append(
                spec.kind.column_definition(spec.name, spec.default))
    newest = max([len(migrations), *since])
    steps: list[Migration] = []
    for version in range(1, newest + 1):
        written = migrations[version - 1] if version <= len(migrations) else None
        columns = tuple(since.get(version, ()))
        steps.append(written if written is not None and not columns
                     else _AddDeclaredColumns(written, columns))
    return steps


# The migrations written by hand: MIGRATION_STEPS[i] turns a file of version i into version
# i + 1 (version 1 is the first). To change the format otherwise than by a new setting, append
# a function (and adapt rows.py); a new setting's column needs none (its `since`).
MIGRATION_STEPS: list[Migration] = [
    _create_v1, _add_overrides_v2, _add_tiebreak_unrated_rating_v3,
    _strict_tables_and_anchored_log_v4, _add_categories_and_prizes_v5, _add_result_corrections_v6,
    _add_dutch_edition, _add_print_language, _add_pairing_server, _add_fide_mode,
    _add_print_size_and_currency, _add_event_code, _add_journal_changes, _add_k_factor,
    _add_round_times, _add_adjourned_games, _add_paired_as_draw_through]
# Every step, the settings' columns included; the newest version is len(MIGRATIONS).
MIGRATIONS: list[Migration] = _with_declared_columns(MIGRATION_STEPS)


JOURNAL_VERSION = MIGRATION_STEPS.index(_add_journal_changes) + 1  # the first journal format


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


Schema = dict[str, tuple[tuple[object, ...], ...]]


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


def check_schema(path: Path, conn: sqlite3.Connection, version: int) -> None:
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


def object_problems(conn: sqlite3.Connection, version: int) -> list[str]:
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


def check_types(conn: sqlite3.Connection) -> None:
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


def migrate(conn: sqlite3.Connection) -> None:
    """Bring the file to the newest version; the caller holds the transaction."""
    for version in range(user_version(conn), len(MIGRATIONS)):
        MIGRATIONS[version](conn)
    # PRAGMA takes no parameters; the value is an int we computed.
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")

