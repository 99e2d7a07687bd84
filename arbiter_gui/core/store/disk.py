"""The tournament file on disk: connecting, read-only copies, building a new file in memory,
transactions, and the journal's first record of a file created or converted."""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path

from arbiter_gui.core import journal, log
from arbiter_gui.core.i18n import _
from arbiter_gui.core.journal import State
from arbiter_gui.core.log import LogCheck, LogDraft
from arbiter_gui.core.model import Tournament
from arbiter_gui.core.store import schema
from arbiter_gui.core.store.errors import APPLICATION_ID, StoreError
from arbiter_gui.core.store.rows import read_overrides, write
from arbiter_gui.core.store.schema import JOURNAL_VERSION, migrate, object_problems

# -- the file -------------------------------------------------------------------------------------

CREATING = ".creating-"  # in the name of a file being built: `.NAME.creating-XXXX`


def connect(path: Path) -> sqlite3.Connection:
    # isolation_level=None: transactions are opened and closed explicitly below.
    conn = sqlite3.connect(path.resolve().as_uri() + "?mode=rw", uri=True,
                           isolation_level=None, timeout=5.0)
    conn.row_factory = sqlite3.Row
    return conn


def can_write(path: Path) -> bool:
    """Whether the file and its folder are writable (SQLite writes its journal beside)."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


def read_only_copy(path: Path) -> sqlite3.Connection:
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


def remove_stale_creations(path: Path) -> None:
    """Remove what a program killed while creating `path` left behind (`.NAME.creating-*`)."""
    prefix = f".{path.name}{CREATING}"
    with contextlib.suppress(OSError):
        for leftover in path.parent.iterdir():
            if leftover.name.startswith(prefix):
                leftover.unlink(missing_ok=True)


def build(tournament: Tournament, imported_from: str | None = None) -> bytes:
    """The bytes of a new tournament file holding `tournament`, built in memory; its first
    record says where the tournament was imported from (a TRF's name), if it was."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.row_factory = sqlite3.Row
    try:
        with transaction(conn):
            conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            migrate(conn)
            write(conn, tournament)
            data: dict[str, object] = {"action": "create", "format": len(schema.MIGRATIONS)}
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
def transaction(conn: sqlite3.Connection) -> Iterator[None]:
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def fsync_directory(directory: Path) -> None:
    # Makes the rename of a new file durable; not possible (nor needed) on Windows.
    if os.name == "posix":
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def verify_file(conn: sqlite3.Connection, state: State, version: int) -> LogCheck:
    """The whole check of a file of format `version` (journal.py, log.verify); a format before
    the journal is checked as far as it can be (its chain and overrides), nothing at all
    before the log had its head record (format 4)."""
    if version < 4:
        return LogCheck(0, "")
    try:
        overrides = read_overrides(conn)
    except (ValueError, TypeError) as e:
        raise StoreError(_("The file is damaged: table {table}: {problem}").format(
            table="overrides", problem=e)) from e
    return log.verify(conn, overrides, state if version >= JOURNAL_VERSION else None,
                      object_problems(conn, version))


def convert(conn: sqlite3.Connection, version: int, found: LogCheck) -> State:
    """After the migrations of a file of format `version`: the record that starts the journal
    anew with every row as it is now, holding what was wrong with the file before (it stays
    reported: the conversion cannot vouch for what it found). The caller holds the
    transaction."""
    state = State.read(conn)
    log.append(conn, LogDraft(
        log.CONVERSION, _("The file is converted from format {old} to format {new}: the"
                          " journal goes on from the tournament as it was found").format(
                              old=version, new=len(schema.MIGRATIONS)),
        data=journal.canonical_json({"action": "convert", "from": version,
                                     "to": len(schema.MIGRATIONS), "found": list(found.problems)}),
        changes=state.snapshot_record()))
    return state

