"""The tournament file: one SQLite database per tournament.

The model is kept in normalised tables and saved in one transaction per action
(`TournamentFile.apply`), so the file always holds the state after the last completed action:
the WAL journal with `synchronous=FULL` makes a committed action survive a crash or a power
cut, and an action interrupted half-way leaves no trace. Nothing in the file refers to where it
lies, so a copied file opens anywhere.

The file format has a version (`PRAGMA user_version`); `MIGRATIONS[i]` turns a file of
version i into version i + 1, and version 1 is the first. Files are marked with an
application id so that another SQLite database is refused, not misread.

The `log` table is append-only (triggers refuse UPDATE and DELETE) and hash-chained: each
entry's hash is sha256(previous entry's hash + canonical JSON of the entry), so that
`verify_log` detects an entry edited or deleted with an outside tool.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import json
import os
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import astuple, dataclass, fields, replace
from datetime import UTC, datetime
from enum import Enum
from pathlib import Path
from typing import TypeVar

from arbiter_gui.core.model import (
    Acceleration,
    ByeKind,
    Colour,
    Game,
    Override,
    Player,
    ProhibitedPairing,
    ResultCode,
    ResultCorrection,
    Round,
    Scoring,
    Tournament,
)

T = TypeVar("T")

APPLICATION_ID = 0x41524249  # "ARBI": this SQLite file is an arbiter-gui tournament


class StoreError(Exception):
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
    """CREATE TRIGGER log_no_update BEFORE UPDATE ON log
        BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
    """CREATE TRIGGER log_no_delete BEFORE DELETE ON log
        BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
)


def _create_v1(conn: sqlite3.Connection) -> None:
    for statement in _SCHEMA_V1:
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


def _add_result_corrections_v4(conn: sqlite3.Connection) -> None:
    """Version 4: results changed after a later round was paired, with their reasons."""
    conn.execute("""CREATE TABLE result_corrections (
        position INTEGER PRIMARY KEY, round INTEGER NOT NULL, board INTEGER NOT NULL,
        old_result TEXT NOT NULL, new_result TEXT NOT NULL, paired_through INTEGER NOT NULL,
        reason TEXT NOT NULL, arbiter TEXT NOT NULL, time TEXT NOT NULL)""")


Migration = Callable[[sqlite3.Connection], None]
# MIGRATIONS[i] turns a file of version i into version i + 1; the newest version is
# len(MIGRATIONS). To change the format, append a function (and adapt _write/_read).
MIGRATIONS: list[Migration] = [_create_v1, _add_overrides_v2, _add_tiebreak_unrated_rating_v3,
                               _add_result_corrections_v4]


def _user_version(conn: sqlite3.Connection) -> int:
    return conn.execute("PRAGMA user_version").fetchone()[0]


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
                    "tiebreak_unrated_rating")
SCORING_COLUMNS = tuple(f.name for f in fields(Scoring))
OVERRIDE_COLUMNS = tuple(f.name for f in fields(Override))
CORRECTION_COLUMNS = tuple(f.name for f in fields(ResultCorrection))
PLAYER_COLUMNS = ("id", "surname", "given_name", "sex", "title", "fide_id", "federation",
                  "birth_date", "rating", "national_rating", "club", "pairing_no",
                  "withdrawn_from")

# Children before parents, so that deleting in this order respects the foreign keys.
_DATA_TABLES = ("result_corrections",
                "overrides", "prohibited_pairing_players", "prohibited_pairings", "accelerations",
                "requested_byes", "byes", "games", "rounds", "players", "no_half_bye_rounds",
                "round_dates", "tiebreaks", "deputy_arbiters", "extra_records", "scoring",
                "settings")


def _insert(conn: sqlite3.Connection, table: str, columns: tuple[str, ...],
            rows: list[tuple]) -> None:
    marks = ", ".join("?" * len(columns))
    conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)


def _value(v: object) -> object:
    return v.value if isinstance(v, Enum) else v


def _write(conn: sqlite3.Connection, t: Tournament) -> None:
    """Replace the whole model in the file; the caller holds the transaction."""
    for table in _DATA_TABLES:
        conn.execute(f"DELETE FROM {table}")
    _insert(conn, "settings", ("id", *SETTINGS_COLUMNS),
            [(1, *(_value(getattr(t, c)) for c in SETTINGS_COLUMNS))])
    _insert(conn, "scoring", ("id", *SCORING_COLUMNS),
            [(1, *(getattr(t.scoring, c) for c in SCORING_COLUMNS))])
    _insert(conn, "deputy_arbiters", ("position", "name"), list(enumerate(t.deputy_arbiters)))
    _insert(conn, "tiebreaks", ("position", "code"), list(enumerate(t.tiebreaks)))
    _insert(conn, "extra_records", ("position", "line"), list(enumerate(t.extra_records)))
    _insert(conn, "round_dates", ("round", "date"), list(t.round_dates.items()))
    _insert(conn, "no_half_bye_rounds", ("round",), [(r,) for r in t.no_half_bye_rounds])
    _insert(conn, "players", ("position", *PLAYER_COLUMNS),
            [(i, *(getattr(p, c) for c in PLAYER_COLUMNS)) for i, p in enumerate(t.players)])
    _insert(conn, "rounds", ("number", "date"), [(r.number, r.date) for r in t.rounds])
    _insert(conn, "games", ("round", "position", "board", "white", "black", "white_result",
                            "black_result"),
            [(r.number, i, g.board, g.white, g.black, _value(g.white_result),
              _value(g.black_result)) for r in t.rounds for i, g in enumerate(r.games)])
    _insert(conn, "byes", ("round", "player", "kind"),
            [(r.number, p, kind.value) for r in t.rounds for p, kind in r.byes.items()])
    _insert(conn, "requested_byes", ("player", "round", "kind"),
            [(p, r, kind.value) for (p, r), kind in t.requested_byes.items()])
    _insert(conn, "prohibited_pairings", ("position", "first_round", "last_round"),
            [(i, pp.first_round, pp.last_round) for i, pp in enumerate(t.prohibited_pairings)])
    _insert(conn, "prohibited_pairing_players", ("pairing", "position", "player"),
            [(i, j, p) for i, pp in enumerate(t.prohibited_pairings)
             for j, p in enumerate(pp.players)])
    _insert(conn, "accelerations", ("position", "points", "first_round", "last_round",
                                    "first_player", "last_player"),
            [(i, a.points, a.first_round, a.last_round, a.first_player, a.last_player)
             for i, a in enumerate(t.accelerations)])
    _insert(conn, "overrides", ("position", *OVERRIDE_COLUMNS),
            [(i, *(json.dumps(o.players) if c == "players" else getattr(o, c)
                   for c in OVERRIDE_COLUMNS)) for i, o in enumerate(t.overrides)])
    _insert(conn, "result_corrections", ("position", *CORRECTION_COLUMNS),
            [(i, *astuple(c)) for i, c in enumerate(t.corrections)])


def _check_references(t: Tournament) -> None:
    """The checks the foreign keys would make, with messages that say where."""
    known: set[int] = set()
    for player in t.players:
        if player.id in known:
            raise StoreError(f"Cannot save: two players have the id {player.id}")
        known.add(player.id)
    where_ids = [(f"Round {r.number}, board {g.board}", (g.white, g.black))
                 for r in t.rounds for g in r.games]
    where_ids += [(f"Round {r.number}, byes", tuple(r.byes)) for r in t.rounds]
    where_ids += [("Requested byes", tuple(p for p, _ in t.requested_byes))]
    where_ids += [(f"Prohibited pairing {i + 1}", pp.players)
                  for i, pp in enumerate(t.prohibited_pairings)]
    for where, player_ids in where_ids:
        unknown = next((p for p in player_ids if p not in known), None)
        if unknown is not None:
            raise StoreError(f"Cannot save: {where} refers to player id {unknown}, who is not"
                             " registered")


def _rows(conn: sqlite3.Connection, sql: str) -> list[sqlite3.Row]:
    return conn.execute(sql).fetchall()


def _single_row(conn: sqlite3.Connection, table: str) -> sqlite3.Row:
    rows = _rows(conn, f"SELECT * FROM {table}")
    if len(rows) != 1:
        raise StoreError(f"The file is damaged: table {table} has {len(rows)} rows instead of 1")
    return rows[0]


def _read(conn: sqlite3.Connection) -> Tournament:
    """The model stored in the file; raises StoreError naming the table of a bad value."""
    table = "settings"
    try:
        s = _single_row(conn, table)
        t = Tournament(**{c: s[c] for c in SETTINGS_COLUMNS})
        t.initial_colour = Colour(s["initial_colour"])
        t.late_entry_bye = ByeKind(s["late_entry_bye"])
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
        t.overrides = [
            Override(**{c: tuple(json.loads(r[c])) if c == "players" else r[c]
                        for c in OVERRIDE_COLUMNS})
            for r in _rows(conn, "SELECT * FROM overrides ORDER BY position")]
        table = "result_corrections"
        t.corrections = [
            ResultCorrection(**{c: r[c] for c in CORRECTION_COLUMNS})
            for r in _rows(conn, "SELECT * FROM result_corrections ORDER BY position")]
    except (ValueError, TypeError) as e:  # json.JSONDecodeError is a ValueError
        raise StoreError(f"The file is damaged: table {table}: {e}") from e
    return t


def _code(value: str | None) -> ResultCode | None:
    return None if value is None else ResultCode(value)


def _read_rounds(conn: sqlite3.Connection) -> list[Round]:
    rounds = [Round(r["number"], date=r["date"])
              for r in _rows(conn, "SELECT * FROM rounds ORDER BY number")]
    if [r.number for r in rounds] != list(range(1, len(rounds) + 1)):
        raise ValueError(f"rounds {[r.number for r in rounds]} are not numbered 1 to"
                         f" {len(rounds)}")
    for r in _rows(conn, "SELECT * FROM games ORDER BY round, position"):
        rounds[r["round"] - 1].games.append(
            Game(r["white"], r["black"], r["board"], _code(r["white_result"]),
                 _code(r["black_result"])))
    for r in _rows(conn, "SELECT * FROM byes ORDER BY round, player"):
        rounds[r["round"] - 1].byes[r["player"]] = ByeKind(r["kind"])
    return rounds


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


# -- the log --------------------------------------------------------------------------------------

@dataclass(frozen=True)
class LogEntry:
    seq: int
    time: str  # ISO 8601, UTC
    round: int | None
    kind: str
    text: str
    author: str
    hash: str

    def chained_hash(self, previous_hash: str) -> str:
        """sha256(previous hash + canonical JSON of the entry without its hash)."""
        content = {"seq": self.seq, "time": self.time, "round": self.round, "kind": self.kind,
                   "text": self.text, "author": self.author}
        canonical = json.dumps(content, sort_keys=True, separators=(",", ":"),
                               ensure_ascii=False)
        return hashlib.sha256((previous_hash + canonical).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class LogDraft:
    """A log entry to append: the store numbers, times (when not given) and chains it."""

    kind: str
    text: str
    round_no: int | None = None
    author: str = ""
    time: str | None = None


def _append_log_row(conn: sqlite3.Connection, draft: LogDraft) -> LogEntry:
    """Append the entry; the caller holds the transaction."""
    when = draft.time or datetime.now(UTC).isoformat(timespec="seconds")
    last = conn.execute("SELECT hash FROM log ORDER BY seq DESC LIMIT 1").fetchone()
    unchained = LogEntry(_last_log_seq_assigned(conn) + 1, when, draft.round_no, draft.kind,
                         draft.text, draft.author, "")
    entry = replace(unchained, hash=unchained.chained_hash(last[0] if last else ""))
    _insert(conn, "log", tuple(f.name for f in fields(LogEntry)), [astuple(entry)])
    return entry


def _log_entries(conn: sqlite3.Connection) -> list[LogEntry]:
    return [LogEntry(**dict(r)) for r in _rows(conn, "SELECT * FROM log ORDER BY seq")]


def _last_log_seq_assigned(conn: sqlite3.Connection) -> int:
    row = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'log'").fetchone()
    return row[0] if row else 0


# -- the file -------------------------------------------------------------------------------------

def _connect(path: Path, must_exist: bool) -> sqlite3.Connection:
    # isolation_level=None: transactions are opened and closed explicitly below.
    if must_exist:
        conn = sqlite3.connect(path.resolve().as_uri() + "?mode=rw", uri=True,
                               isolation_level=None, timeout=5.0)
    else:
        conn = sqlite3.connect(path, isolation_level=None, timeout=5.0)
    conn.row_factory = sqlite3.Row
    return conn


def _configure(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = FULL")
    conn.execute("PRAGMA foreign_keys = ON")


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


class TournamentFile:
    """An open tournament file and the tournament in memory, kept equal by `apply`.

    Change the tournament only through `apply`; use as a context manager or call `close`.
    """

    def __init__(self, path: Path, conn: sqlite3.Connection, tournament: Tournament) -> None:
        self._path = path
        self._conn: sqlite3.Connection | None = conn
        self._tournament = tournament
        # Changes by another connection (a second program on the same file) alter this value.
        self._data_version = self._pragma("data_version")

    # -- opening ----------------------------------------------------------------------------------

    @classmethod
    def create(cls, path: str | os.PathLike[str], tournament: Tournament) -> TournamentFile:
        """Write `tournament` into a new file at `path` and open it; the file's `tournament` is
        read back from the file, a copy of the one given.

        The file is built under a temporary name and renamed when complete, so a crash never
        leaves a half-created tournament file.
        """
        path = Path(path)
        if path.exists():
            raise StoreError(f"{path}: a file of that name already exists")
        _check_references(tournament)
        try:
            fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".new",
                                            dir=path.parent)
        except OSError as e:
            raise StoreError(f"{path}: cannot create the tournament file ({e})") from e
        os.close(fd)
        tmp = Path(tmp_name)
        try:
            conn = _connect(tmp, must_exist=True)
            try:
                _configure(conn)
                with _transaction(conn):
                    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
                    _migrate(conn)
                    _write(conn, tournament)
            finally:
                conn.close()  # the last connection checkpoints and removes the WAL
            os.replace(tmp, path)
        except (sqlite3.Error, OSError) as e:
            raise StoreError(f"{path}: cannot create the tournament file ({e})") from e
        finally:
            for leftover in (tmp, Path(f"{tmp}-wal"), Path(f"{tmp}-shm")):
                leftover.unlink(missing_ok=True)
        _fsync_directory(path.parent)
        return cls.open(path)

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> TournamentFile:
        """Open an existing tournament file, bringing an older format up to date."""
        path = Path(path)
        if not path.is_file():
            raise StoreError(f"{path}: no such file")
        try:
            conn = _connect(path, must_exist=True)
        except sqlite3.Error as e:
            raise StoreError(f"{path}: cannot open the file ({e})") from e
        try:
            tournament = cls._open_connection(path, conn)
        except BaseException:
            conn.close()
            raise
        return cls(path, conn, tournament)

    @staticmethod
    def _open_connection(path: Path, conn: sqlite3.Connection) -> Tournament:
        try:
            if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                raise StoreError(f"{path} is not an arbiter-gui tournament file")
            version = _user_version(conn)
            if version > len(MIGRATIONS):
                raise StoreError(
                    f"{path} was saved by a newer arbiter-gui (file format {version}; this"
                    f" version reads formats up to {len(MIGRATIONS)}); please update the program")
            _configure(conn)
            if version < len(MIGRATIONS):
                with _transaction(conn):
                    _migrate(conn)
            broken = conn.execute("PRAGMA foreign_key_check").fetchone()
            if broken is not None:
                raise StoreError(f"{path} is damaged: a row {broken[1]} of table {broken[0]}"
                                 f" refers to a missing row of table {broken[2]}")
            return _read(conn)
        except sqlite3.DatabaseError as e:
            raise StoreError(f"{path} is not a tournament file or is damaged ({e})") from e

    # -- use --------------------------------------------------------------------------------------

    @property
    def path(self) -> Path:
        return self._path

    @property
    def tournament(self) -> Tournament:
        """The tournament in memory; change it only through `apply`."""
        return self._tournament

    def load(self) -> Tournament:
        """Read the tournament from the file again (into the same object) and return it."""
        stored = self._guarded(_read)
        _restore(self._tournament, stored)
        return self._tournament

    def apply(self, action: Callable[[Tournament], T],
              log: Callable[[T], LogDraft] | None = None) -> T:
        """Run `action` on the tournament and save the result in one transaction, with the
        log entry `log` makes of the action's result when given (an override and its log
        entry are saved together or not at all).

        If the action raises, or the save fails, the tournament in memory is restored and the
        file is unchanged; the exception propagates (StoreError for a failed save).
        """
        conn = self._connection()
        snapshot = copy.deepcopy(self._tournament)
        try:
            result = action(self._tournament)
            _check_references(self._tournament)
            self._save(conn, log(result) if log is not None else None)
        except BaseException:
            _restore(self._tournament, snapshot)
            raise
        return result

    def _save(self, conn: sqlite3.Connection, draft: LogDraft | None = None) -> None:
        try:
            with _transaction(conn):
                if self._pragma("data_version") != self._data_version:
                    raise StoreError(f"{self._path.name} was changed by another program since"
                                     " it was opened; close it and open it again")
                _write(conn, self._tournament)
                if draft is not None:
                    _append_log_row(conn, draft)
        except sqlite3.Error as e:
            raise StoreError(f"{self._path.name}: the change could not be saved ({e});"
                             " nothing was changed") from e

    # -- log --------------------------------------------------------------------------------------

    def append_log(self, kind: str, text: str, *, round_no: int | None = None,
                   author: str = "", time: str | None = None) -> LogEntry:
        """Append an entry to the tournament log (its own transaction) and return it."""
        conn = self._connection()
        try:
            with _transaction(conn):
                entry = _append_log_row(conn, LogDraft(kind, text, round_no, author, time))
        except sqlite3.Error as e:
            raise StoreError(f"{self._path.name}: the log entry could not be saved ({e})") from e
        return entry

    def read_log(self) -> list[LogEntry]:
        return self._guarded(_log_entries)

    def verify_log(self) -> list[str]:
        """What is wrong with the log's hash chain: edited entries, missing entries."""
        entries = self.read_log()
        problems: list[str] = []
        previous_hash, expected_seq = "", 1
        for entry in entries:
            if entry.seq != expected_seq:
                problems.append(f"Log entries {expected_seq} to {entry.seq - 1} are missing"
                                " (deleted)")
            elif entry.chained_hash(previous_hash) != entry.hash:
                problems.append(f"Log entry {entry.seq} ({entry.time}, {entry.kind}) does not"
                                " match its hash: it was changed")
            previous_hash, expected_seq = entry.hash, entry.seq + 1
        last_assigned = self._guarded(_last_log_seq_assigned)
        if last_assigned >= expected_seq:
            problems.append(f"Log entries {expected_seq} to {last_assigned} are missing"
                            " (deleted at the end)")
        return problems

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
            raise StoreError(f"{self._path.name} is closed")
        return self._conn

    def _pragma(self, name: str) -> int:
        return self._connection().execute(f"PRAGMA {name}").fetchone()[0]

    def _guarded(self, read: Callable[[sqlite3.Connection], T]) -> T:
        try:
            return read(self._connection())
        except sqlite3.Error as e:
            raise StoreError(f"{self._path.name}: cannot read the file ({e})") from e
