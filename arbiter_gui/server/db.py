"""The pairing server's database: every state of every tournament, nothing in a process.

SQLite (one file, the default) or PostgreSQL (a URL), through SQLAlchemy Core. Several server
processes may share one database: each request's changes are one transaction, and two requests
for one tournament are ordered by the database, not by the processes: PostgreSQL locks the
tournament's row (SELECT ... FOR UPDATE), SQLite takes its write lock at the transaction's
start (BEGIN IMMEDIATE); the primary keys (one answer per round, one protocol entry per
sequence number) refuse what would slip past, and such a transaction is retried.

Identical requests sent to several processes at once are paired once: on PostgreSQL the first
holds an advisory lock named by the request (`claim`) while it pairs and stores, and the
others wait for it, then find its answer stored.
"""

from __future__ import annotations

import hashlib
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TypeVar

from sqlalchemy import (
    JSON,
    BigInteger,
    Column,
    Connection,
    Engine,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    event,
    func,
    inspect,
    select,
    text,
)
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.pool import NullPool

from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.journal import canonical_json

metadata = MetaData()

tournaments = Table(
    "tournaments", metadata,
    Column("id", String(32), primary_key=True),
    Column("name", Text, nullable=False),
    Column("event_code", Text, nullable=False),
    Column("system", String(16), nullable=False),
    Column("edition", String(16)),
    Column("rounds", Integer, nullable=False),
    Column("chief_arbiter", Text, nullable=False),
    # 1: paired in the FIDE mode (the default): only the FIDE systems, none of what the FIDE
    # mode refuses in a TRFp (service.fide_mode_refusal).
    Column("fide_mode", Integer, nullable=False, server_default="1"),
    Column("secret_salt", String(64), nullable=False),
    Column("secret_hash", String(128), nullable=False),
    Column("created", String(40), nullable=False),
)

# Everything below `protocol` is a copy of what the chain says, kept for answering quickly
# (a retry's answer, the previous file's rounds, queries across tournaments); each row is
# checked against the chain (`service.integrity_problems`), so none can be edited unseen.

# One row per answered request (a round's, or the final file: round = the rounds answered + 1):
# the text sent, the answer returned (without its protocol field), the rounds the file reported.
# The chain holds their sha256.
submissions = Table(
    "submissions", metadata,
    Column("tournament_id", String(32), ForeignKey("tournaments.id"), primary_key=True),
    Column("round_no", Integer, primary_key=True),
    Column("request_hash", String(64), nullable=False),  # trfp.content_key
    Column("request", Text, nullable=False),
    Column("answer", Text, nullable=False),
    Column("played", JSON, nullable=False),
    Column("time", String(40), nullable=False),
)

# Every deviation, as the answer entry that first showed it records it.
deviations = Table(
    "deviations", metadata,
    Column("tournament_id", String(32), ForeignKey("tournaments.id"), primary_key=True),
    Column("fingerprint", String(64), primary_key=True),
    Column("round_no", Integer, nullable=False),
    Column("found_in_round", Integer, nullable=False),
    Column("kind", String(32), nullable=False),
    Column("players", JSON, nullable=False),
    Column("detail", Text, nullable=False),
    Column("data", JSON, nullable=False),
)

# Every reason given for a deviation, as the answer entry that took it records it.
reasons = Table(
    "reasons", metadata,
    Column("tournament_id", String(32), ForeignKey("tournaments.id"), primary_key=True),
    Column("fingerprint", String(64), primary_key=True),
    Column("reason", Text, primary_key=True),
    Column("given_in_round", Integer, nullable=False),
)

# The register of each tournament's players (trfp.Registry), by FIDE id for the auditor's
# query across tournaments.
players = Table(
    "players", metadata,
    Column("tournament_id", String(32), ForeignKey("tournaments.id"), primary_key=True),
    Column("key", String(16), primary_key=True),
    Column("rank", Integer, nullable=False),
    Column("fide_id", BigInteger, index=True),
    Column("name", Text, nullable=False),
)

# The protocol: every request and answer, hash-chained (core/log.py's chain, per tournament).
protocol = Table(
    "protocol", metadata,
    Column("tournament_id", String(32), ForeignKey("tournaments.id"), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("time", String(40), nullable=False),
    Column("kind", String(16), nullable=False),
    Column("round_no", Integer),
    Column("request_hash", String(64)),
    Column("data", Text, nullable=False),  # canonical JSON
    Column("hash", String(64), nullable=False),
)

T = TypeVar("T")


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def database_url(db: str) -> str:
    """`--db`: a SQLAlchemy URL (postgresql://...), or the path of a SQLite file."""
    if "://" in db:
        if db.startswith("postgresql://") or db.startswith("postgres://"):
            return "postgresql+psycopg://" + db.split("://", 1)[1]
        return db
    return f"sqlite:///{Path(db).resolve()}"


def open_database(db: str) -> Engine:
    """The engine for `db`, with the tables created (once, whichever process comes first)."""
    url = database_url(db)
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"timeout": 60, "isolation_level": None})
        event.listen(engine, "connect", _sqlite_connect)
        event.listen(engine, "begin", _sqlite_begin)
    else:
        engine = create_engine(url, pool_size=5, max_overflow=5, pool_pre_ping=True)
    run_transaction(engine, _create_tables, write=True)
    return engine


class OldDatabase(ArbiterError):
    """A database of this server's first version, whose tables this one does not read."""


def _create_tables(conn: Connection) -> None:
    if conn.dialect.name == "postgresql":
        # Servers starting together on a new database: one creates the tables, the others
        # wait for it (SQLite's BEGIN IMMEDIATE already orders them).
        conn.execute(text("SELECT pg_advisory_xact_lock(18)"))
    metadata.create_all(conn)
    if "fide_mode" not in {c["name"] for c in inspect(conn).get_columns("tournaments")}:
        # A database from before the server's FIDE mode: its tournaments are in it, but for
        # those of the Leong system, never a FIDE system (as the desktop reads its old files).
        conn.execute(text("ALTER TABLE tournaments ADD COLUMN fide_mode INTEGER NOT NULL"
                          " DEFAULT 1"))
        conn.execute(text("UPDATE tournaments SET fide_mode = 0 WHERE system = 'leong'"))
    columns = {c["name"] for c in inspect(conn).get_columns("submissions")}
    if "sent" in columns:  # the first version's table kept the pairing sent outside the chain
        raise OldDatabase("the database was made by an earlier pairing server, whose"
                          " protocol did not chain what was sent: start this one on a new"
                          " database (the old one stays readable by the earlier version)")


def _sqlite_connect(dbapi_connection: DBAPIConnection, _record: object) -> None:
    cursor = dbapi_connection.cursor()
    # WAL: readers never wait for the writer; FULL: a committed answer survives a crash.
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _sqlite_begin(conn: Connection) -> None:
    # The write lock at the start: a deferred transaction that reads, then writes, fails at
    # once when another process wrote in between, instead of waiting its turn.
    immediate = conn.get_execution_options().get("write", False)
    conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")


def _retryable(error: DBAPIError) -> bool:
    if isinstance(error, IntegrityError):
        return True  # a concurrent request took the key first: re-read and decide again
    text = str(error.orig).lower()
    return isinstance(error, OperationalError) and any(
        word in text for word in ("locked", "busy", "deadlock", "could not serialize"))


def run_transaction(engine: Engine, work: Callable[[Connection], T], *, write: bool = False,
                    attempts: int = 8) -> T:
    """`work` in one transaction, retried when the database reports a conflict."""
    for attempt in range(attempts):
        try:
            with engine.connect().execution_options(write=write) as conn, conn.begin():
                return work(conn)
        except DBAPIError as error:
            if attempt == attempts - 1 or not _retryable(error):
                raise
            time.sleep(0.01 * 2 ** attempt)
    raise AssertionError("unreachable")


def lock_tournament(conn: Connection, tournament_id: str) -> dict[str, object] | None:
    """The tournament's row, locked for this transaction (PostgreSQL; SQLite's whole database
    is already locked by BEGIN IMMEDIATE)."""
    query = select(tournaments).where(tournaments.c.id == tournament_id)
    if conn.dialect.name != "sqlite":
        query = query.with_for_update()
    row = conn.execute(query).mappings().first()
    return dict(row) if row else None


def append_protocol(conn: Connection, tournament_id: str, kind: str, data: dict[str, object],
                    *, round_no: int | None = None, request_hash: str | None = None,
                    time_text: str | None = None) -> dict[str, object]:
    """Append one entry to the tournament's chain: hash = sha256(previous hash + canonical JSON
    of the entry), as core/log.py chains the tournament file's log."""
    last = conn.execute(select(protocol.c.seq, protocol.c.hash)
                        .where(protocol.c.tournament_id == tournament_id)
                        .order_by(protocol.c.seq.desc()).limit(1)).first()
    head = (last.seq, last.hash) if last else (0, "")
    return append_entries(conn, tournament_id, head, [
        NewEntry(kind, data, round_no, request_hash, time_text or now())])[-1]


@dataclass(frozen=True)
class NewEntry:
    """An entry to append to a tournament's chain."""

    kind: str
    data: dict[str, object]
    round_no: int | None
    request_hash: str | None
    time_text: str


def append_entries(conn: Connection, tournament_id: str, head: tuple[int, str],
                   new: list[NewEntry]) -> list[dict[str, object]]:
    """Append `new` to the chain whose last entry is `head` (its sequence number and hash,
    read under the tournament's lock), in one statement; the entries as chained."""
    seq, previous = head
    entries: list[dict[str, object]] = []
    for item in new:
        seq += 1
        entry: dict[str, object] = {"seq": seq, "time": item.time_text, "kind": item.kind,
                                    "round": item.round_no, "data": canonical_json(item.data)}
        entry["hash"] = previous = chain_hash(previous, entry)
        entries.append(entry)
    conn.execute(protocol.insert(), [
        {"tournament_id": tournament_id, "seq": e["seq"], "time": e["time"], "kind": e["kind"],
         "round_no": e["round"], "request_hash": item.request_hash, "data": e["data"],
         "hash": e["hash"]} for e, item in zip(entries, new, strict=True)])
    return entries


def locked_state(conn: Connection, tournament_id: str) -> tuple[int, tuple[int, str]]:
    """In one statement, under the tournament's lock (as `lock_tournament`): its answered
    requests (rows of `submissions`) and its chain's head (the last entry's sequence number
    and hash; (0, "") for none)."""
    answered = select(func.count()).where(submissions.c.tournament_id == tournament_id)
    last = (select(protocol.c.seq, protocol.c.hash)
            .where(protocol.c.tournament_id == tournament_id)
            .order_by(protocol.c.seq.desc()).limit(1))
    query = select(answered.scalar_subquery(), last.with_only_columns(
        protocol.c.seq).scalar_subquery(), last.with_only_columns(
        protocol.c.hash).scalar_subquery()).where(tournaments.c.id == tournament_id)
    if conn.dialect.name != "sqlite":
        query = query.with_for_update(of=tournaments)
    row = conn.execute(query).one()
    return int(row[0]), (int(row[1] or 0), str(row[2] or ""))


def chain_hash(previous: str, entry: dict[str, object]) -> str:
    content = {k: entry[k] for k in ("seq", "time", "kind", "round", "data")}
    return hashlib.sha256((previous + canonical_json(content)).encode("utf-8")).hexdigest()


def chain_problems(entries: list[dict[str, object]]) -> list[str]:
    """Where the chain of `entries` (in sequence order) does not hold."""
    problems, previous = [], ""
    for expected_seq, entry in enumerate(entries, 1):
        if entry["seq"] != expected_seq:
            problems.append(f"entry {entry['seq']}: expected sequence number {expected_seq}")
        if chain_hash(previous, entry) != entry["hash"]:
            problems.append(f"entry {entry['seq']}: the hash does not match its content")
        previous = str(entry["hash"])
    return problems


class _Claims:
    """The advisory locks a process holds on one PostgreSQL database, on one connection of
    their own (a lock is the session's, so they are not taken on the pool's connections; a
    connection per waiting request would exhaust the server's connections). Taken without
    waiting (pg_try_advisory_lock); a request that finds its lock held waits on a connection
    opened for it, which only identical requests in flight together need."""

    def __init__(self, engine: Engine) -> None:
        self.engine = create_engine(engine.url, poolclass=NullPool)
        self.guard = threading.Lock()  # one statement at a time on the shared connection
        self.conn: Connection | None = None

    def _on_shared(self, statement: str, key: int) -> object:
        with self.guard:
            try:
                if self.conn is None:
                    self.conn = self.engine.connect().execution_options(
                        isolation_level="AUTOCOMMIT")
                return self.conn.execute(text(statement), {"key": key}).scalar()
            except DBAPIError:
                # Its locks went with the connection; the next claim opens another.
                self.conn, broken = None, self.conn
                if broken is not None:
                    broken.invalidate()
                raise

    @contextmanager
    def hold(self, key: int) -> Iterator[None]:
        while not self._on_shared("SELECT pg_try_advisory_lock(:key)", key):
            with self.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
                c.execute(text("SELECT pg_advisory_lock(:key)"), {"key": key})
                c.execute(text("SELECT pg_advisory_unlock(:key)"), {"key": key})
        try:
            yield
        finally:
            with suppress(DBAPIError):  # else the connection is gone, and its locks with it
                self._on_shared("SELECT pg_advisory_unlock(:key)", key)


_claims: weakref.WeakKeyDictionary[Engine, _Claims] = weakref.WeakKeyDictionary()
_claims_guard = threading.Lock()


@contextmanager
def claim(engine: Engine, name: str) -> Iterator[None]:
    """Hold the lock named `name` across the server processes sharing the database: others
    claiming the same name wait until it is released. A SQLite database is served by one
    process, whose requests the service already orders (service._single_flight)."""
    if engine.dialect.name != "postgresql":
        yield
        return
    with _claims_guard:
        claims = _claims.get(engine)
        if claims is None:
            claims = _claims[engine] = _Claims(engine)
    # The lock's key: 64 bits of the name's hash (a collision only makes a request wait).
    key = int.from_bytes(hashlib.sha256(name.encode("utf-8")).digest()[:8], "big",
                         signed=True)
    with claims.hold(key):
        yield


@contextmanager
def reading(engine: Engine) -> Iterator[Connection]:
    """A connection to read with: in a transaction on SQLite (one snapshot for every
    statement); on PostgreSQL without one, which saves the BEGIN and COMMIT round trips and
    changes nothing: at READ COMMITTED each statement sees what was committed before it
    started, in a transaction or not."""
    if engine.dialect.name == "postgresql":
        with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
            yield conn
        return
    with engine.connect() as conn, conn.begin():
        yield conn
