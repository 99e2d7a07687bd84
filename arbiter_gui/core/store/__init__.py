"""The tournament file: one SQLite database per tournament.

The model is kept in normalised tables and saved in one transaction per action
(`TournamentFile.perform` for the arbiter's actions of core/actions, `TournamentFile.apply`
for any change), writing only the rows the action changed, with the journal's record of it
(core/log.py, core/journal.py), so the file always holds the state after the last completed action:
the WAL journal with `synchronous=FULL` makes a committed action survive a crash or a power
cut, and an action interrupted half-way leaves no trace. Nothing in the file refers to where it
lies, so a copied file opens anywhere.

The file format has a version (`PRAGMA user_version`); `MIGRATIONS[i]` (store/schema.py) turns a
file of version i into version i + 1, and version 1 is the first. Files are marked with an
application id so that another SQLite database is refused, not misread.

Every table is STRICT (version 4), so a value of the wrong type cannot be stored by hand; a
file edited before that, or rows that break the model (a board taken twice, a player in two
games of a round), are refused on reading with the table and the row.

The `log` table is the journal: append-only (triggers refuse UPDATE and DELETE) and
hash-chained, each record holding the rows its action changed. Opening a file verifies it
whole (`disk.verify_file`): the chain and its head, the overrides, the triggers, views and
indexes, and that the tables are the state the journal produces (replayed from its last
snapshot, compared row by row); what is wrong is reported (`journal_check`), not refused, so
that it can be seen and printed. A file of an earlier format is converted once, by a record
holding its state as found (`disk.convert`). See core/log.py for how the head is anchored.

Nothing is written to a file before it is known to be ours (application id, format version and
schema). A file in a read-only place (folder or file not writable) is read into memory and
opened read-only: nothing is created beside it and every change is refused.

The package: `schema.py` (the tables, the migrations, the checks that a file is ours),
`rows.py` (the model in rows and back), `disk.py` (connecting, building, converting), and here
`TournamentFile`, the open file. The settings' columns follow their declarations (model.py,
docs/adding-a-setting.md).
"""

from __future__ import annotations

import copy
import os
import secrets
import sqlite3
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from arbiter_gui.core import log
from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.journal import Change, State
from arbiter_gui.core.log import LogCheck, LogDraft, LogEntry
from arbiter_gui.core.model import Tournament
from arbiter_gui.core.store import schema
from arbiter_gui.core.store.disk import (
    CREATING,
    build,
    can_write,
    connect,
    convert,
    fsync_directory,
    read_only_copy,
    remove_stale_creations,
    transaction,
    verify_file,
)
from arbiter_gui.core.store.errors import APPLICATION_ID, StoreError
from arbiter_gui.core.store.rows import (
    CATEGORY_COLUMNS,
    CORRECTION_COLUMNS,
    FIELD_TABLES,
    OVERRIDE_COLUMNS,
    PLAYER_COLUMNS,
    SCORING_COLUMNS,
    SETTINGS_COLUMNS,
    changed_rows,
    check_foreign_keys,
    check_games,
    check_valid,
    correction_row,
    game_row,
    model_rows,
    player_row,
    query,
    read,
    requested_bye_row,
    restore,
)
from arbiter_gui.core.store.schema import (
    MIGRATIONS,
    check_schema,
    check_types,
    migrate,
    user_version,
)

if TYPE_CHECKING:
    from arbiter_gui.core.actions import Action, Done

T = TypeVar("T")
__all__ = ["APPLICATION_ID", "CATEGORY_COLUMNS", "CORRECTION_COLUMNS", "FIELD_TABLES",
           "MIGRATIONS", "OVERRIDE_COLUMNS", "PLAYER_COLUMNS", "SCORING_COLUMNS",
           "SETTINGS_COLUMNS", "Change", "LogCheck", "LogDraft", "LogEntry", "State",
           "StoreError", "TournamentFile", "correction_row", "game_row", "model_rows",
           "player_row", "requested_bye_row"]


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
        check_valid(tournament)
        remove_stale_creations(path)
        tmp: Path | None = None
        try:
            content = build(tournament, imported_from)
            # Mode 0666 less the umask, as any new file (mkstemp's 0600 ignored the umask: a
            # club's shared folder could not be read by the other arbiters).
            name = path.with_name(f".{path.name}{CREATING}{secrets.token_hex(4)}")
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
        fsync_directory(path.parent)
        return cls.open(path)

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> TournamentFile:
        """Open an existing tournament file, bringing an older format up to date; in a place
        that cannot be written, read-only (an older format is brought up to date in memory)."""
        path = Path(path)
        if not path.is_file():
            raise StoreError(_("{path}: no such file").format(path=path))
        writable = can_write(path)
        if writable:
            remove_stale_creations(path)
        try:
            conn = connect(path) if writable else read_only_copy(path)
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
            version = user_version(conn)
            if version > len(schema.MIGRATIONS):
                raise StoreError(_(
                    "{path} was saved by a newer arbiter-gui (file format {version}; this version"
                    " reads formats up to {latest}); please update the program").format(
                        path=path, version=version, latest=len(schema.MIGRATIONS)))
            check_schema(path, conn, version)
            check_types(conn)
            check_foreign_keys(path, conn)
            if version == len(schema.MIGRATIONS):
                tournament: Tournament | None = read(conn)  # every row checked
            else:  # read after the migration; what the old format allows is checked now
                check_games(query(conn, "SELECT * FROM games ORDER BY round, position"),
                             query(conn, "SELECT * FROM byes ORDER BY round, player"))
                tournament = None
            state = State.read(conn)
            check = verify_file(conn, state, version)
            if writable:
                conn.execute("PRAGMA journal_mode = WAL")
                conn.execute("PRAGMA synchronous = FULL")
            if tournament is None:
                with transaction(conn):  # foreign keys still off: migrations rebuild tables
                    migrate(conn)
                    state = convert(conn, version, check)
                tournament = read(conn)
                check = verify_file(conn, state, len(schema.MIGRATIONS))
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
        stored = self._guarded(read)
        self._state = self._guarded(State.read)
        restore(self._tournament, stored)
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
            check_valid(self._tournament)
            changes = changed_rows(self._state, self._tournament)
            draft = log(result) if log is not None else None
            if draft is None and changes:
                draft = LogDraft("change", ngettext("{count} row changed", "{count} rows changed",
                                                    len(changes)).format(count=len(changes)))
            self._save(conn, changes, draft, overrides=True)
        except BaseException:
            restore(self._tournament, snapshot)
            raise
        return result

    def perform(self, action: Action) -> Done:
        """Do one of the arbiter's actions (core/actions): it checks and changes only its own
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
            with transaction(conn):
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
            with transaction(conn):
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
            return verify_file(conn, State.read(conn), user_version(conn))
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
        temporary = path.with_name(f".{path.name}{CREATING}{secrets.token_hex(4)}")
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
            fsync_directory(path.parent)
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
        return int(self._connection().execute(f"PRAGMA {name}").fetchone()[0])

    def _guarded(self, read: Callable[[sqlite3.Connection], T]) -> T:
        try:
            return read(self._connection())
        except sqlite3.Error as e:
            raise StoreError(_("{file}: cannot read the file ({error})").format(
                file=self._path.name, error=e)) from e

