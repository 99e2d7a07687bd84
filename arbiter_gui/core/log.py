"""The tournament log inside the tournament file: append-only, hash-chained, anchored.

Each entry's hash is sha256(previous entry's hash + canonical JSON of the entry), so an entry
edited or deleted with an outside tool breaks the chain. Three more things make the file
defend itself against a forger who does more than that:

- the `log_head` row (the last sequence number and hash) is written in the same transaction as
  every entry, so removing entries at the end (and lowering `sqlite_sequence`) is seen unless
  the head is faked as well;
- every override is logged with its full content (`data`) when it is made, and each row of the
  `overrides` table must match such an entry: an override edited in the table is seen;
- the head's short hash is printed on every page and in the TRF export: a log rewritten with a
  recomputed chain no longer matches the sheets on the wall (`LogCheck.short_hash`,
  `find_printed_hash`). A forger with the program's source can fake everything in the file;
  only what was printed or exported before is beyond his reach.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import asdict, astuple, dataclass, field, fields, replace
from datetime import UTC, datetime

from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.model import Override
from arbiter_gui.core.overrides import action_name, log_text

SHORT_HASH_LENGTH = 8  # hex digits printed on paper: enough to tell one chain from another


@dataclass(frozen=True)
class LogEntry:
    seq: int
    time: str  # ISO 8601, UTC
    round: int | None
    kind: str
    text: str
    author: str
    hash: str
    data: str | None = None  # canonical JSON the entry records (an override's full content)

    def chained_hash(self, previous_hash: str) -> str:
        """sha256(previous hash + canonical JSON of the entry without its hash); `data` counts
        only when present, so the entries written before it existed keep their hashes."""
        content = {"seq": self.seq, "time": self.time, "round": self.round, "kind": self.kind,
                   "text": self.text, "author": self.author}
        if self.data is not None:
            content["data"] = self.data
        return hashlib.sha256((previous_hash + canonical_json(content)).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class LogDraft:
    """A log entry to append: the store numbers, times (when not given) and chains it."""

    kind: str
    text: str
    round_no: int | None = None
    author: str = ""
    time: str | None = None
    data: str | None = None


@dataclass(frozen=True)
class LogCheck:
    """The log's head and what its verification found (`problems` empty: all verified)."""

    entries: int
    head_hash: str  # "" while the log is empty
    problems: tuple[str, ...] = field(default=())

    @property
    def verified(self) -> bool:
        return not self.problems

    @property
    def short_hash(self) -> str:
        return self.head_hash[:SHORT_HASH_LENGTH]

    def summary(self) -> str:
        """One line for the title bar, the page footer and the TRF export, e.g.
        "log head 3f2a9c1e (42 entries, chain verified)"."""
        if not self.entries:
            return _("log empty (chain verified)") if self.verified else _(
                "log empty (LOG CHECK FAILED)")
        return (ngettext("log head {hash} ({count} entry, chain verified)",
                         "log head {hash} ({count} entries, chain verified)", self.entries)
                if self.verified else
                ngettext("log head {hash} ({count} entry, LOG CHECK FAILED)",
                         "log head {hash} ({count} entries, LOG CHECK FAILED)", self.entries)
                ).format(hash=self.short_hash, count=self.entries)


def canonical_json(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def override_record(override: Override) -> str:
    """The canonical JSON of an override's full content, as its log entry records it."""
    return canonical_json({"override": asdict(override) | {"players": list(override.players)}})


# -- writing --------------------------------------------------------------------------------------

def create_head_table(conn: sqlite3.Connection) -> None:
    conn.execute("""CREATE TABLE log_head (
        id INTEGER PRIMARY KEY CHECK (id = 1), last_seq INTEGER NOT NULL,
        hash TEXT NOT NULL) STRICT""")
    last = conn.execute("SELECT hash FROM log ORDER BY seq DESC LIMIT 1").fetchone()
    conn.execute("INSERT INTO log_head VALUES (1, ?, ?)",
                 (last_seq_assigned(conn), last[0] if last else ""))


def append(conn: sqlite3.Connection, draft: LogDraft) -> LogEntry:
    """Append the entry and move the head to it; the caller holds the transaction."""
    when = draft.time or datetime.now(UTC).isoformat(timespec="seconds")
    last = conn.execute("SELECT hash FROM log ORDER BY seq DESC LIMIT 1").fetchone()
    unchained = LogEntry(last_seq_assigned(conn) + 1, when, draft.round_no, draft.kind,
                         draft.text, draft.author, "", draft.data)
    entry = replace(unchained, hash=unchained.chained_hash(last[0] if last else ""))
    names = tuple(f.name for f in fields(LogEntry))
    conn.execute(f"INSERT INTO log ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
                 astuple(entry))
    conn.execute("UPDATE log_head SET last_seq = ?, hash = ?", (entry.seq, entry.hash))
    return entry


def record_overrides(conn: sqlite3.Connection, overrides: list[Override],
                     draft: LogDraft | None = None) -> None:
    """Append `draft` (when given) and make sure that every override in force has its full
    content in the log: the draft carries the one new override when it is an "override" entry;
    any other new override (one read from a TRF, or in a file older than the records) gets an
    entry of its own. The caller holds the transaction."""
    recorded = recorded_overrides(conn)
    new = [o for o in overrides if override_record(o) not in recorded]
    if draft is not None:
        if draft.kind == "override" and draft.data is None and len(new) == 1:
            draft = replace(draft, data=override_record(new.pop()))
        append(conn, draft)
    for o in new:
        append(conn, LogDraft("override", log_text(o), o.round, o.arbiter,
                              data=override_record(o)))


def recorded_overrides(conn: sqlite3.Connection) -> set[str]:
    return {r[0] for r in conn.execute("SELECT data FROM log WHERE data IS NOT NULL")}


# -- reading and verifying ------------------------------------------------------------------------

def entries(conn: sqlite3.Connection) -> list[LogEntry]:
    names = ", ".join(f.name for f in fields(LogEntry))
    return [LogEntry(*r) for r in conn.execute(f"SELECT {names} FROM log ORDER BY seq")]


def last_seq_assigned(conn: sqlite3.Connection) -> int:
    row = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'log'").fetchone()
    return row[0] if row else 0


def verify(conn: sqlite3.Connection, overrides: list[Override]) -> LogCheck:
    """Check the chain, the head record and every override in force against the log."""
    log = entries(conn)
    problems = _chain_problems(log, last_seq_assigned(conn))
    problems += _head_problems(conn, log)
    problems += _override_problems(log, overrides)
    return LogCheck(len(log), log[-1].hash if log else "", tuple(problems))


def _chain_problems(log: list[LogEntry], last_assigned: int) -> list[str]:
    problems: list[str] = []
    previous_hash, expected_seq = "", 1
    for entry in log:
        if entry.seq != expected_seq:
            problems.append(_("Log entries {first} to {last} are missing (deleted)").format(
                first=expected_seq, last=entry.seq - 1))
        elif entry.chained_hash(previous_hash) != entry.hash:
            problems.append(_("Log entry {seq} ({time}, {kind}) does not match its hash: it was"
                              " changed").format(seq=entry.seq, time=entry.time,
                                                 kind=entry.kind))
        previous_hash, expected_seq = entry.hash, entry.seq + 1
    if last_assigned >= expected_seq:
        problems.append(_("Log entries {first} to {last} are missing (deleted at the end)")
                        .format(first=expected_seq, last=last_assigned))
    return problems


def _head_problems(conn: sqlite3.Connection, log: list[LogEntry]) -> list[str]:
    head = conn.execute("SELECT last_seq, hash FROM log_head").fetchall()
    if len(head) != 1:
        return [_("The log's head record is missing or doubled ({count} rows)").format(
            count=len(head))]
    last_seq, head_hash = head[0]
    if (last_seq, head_hash) == ((log[-1].seq, log[-1].hash) if log else (0, "")):
        return []
    said = head_hash[:SHORT_HASH_LENGTH] or _("empty")
    return [(_("The log's head record says the log ends at entry {seq} ({hash}), but it holds"
               " entry {last}: entries were removed or rewritten") if log else
             _("The log's head record says the log ends at entry {seq} ({hash}), but it holds"
               " no entry: entries were removed or rewritten")).format(
                   seq=last_seq, hash=said, last=log[-1].seq if log else 0)]


def _override_problems(log: list[LogEntry], overrides: list[Override]) -> list[str]:
    recorded = {e.data for e in log if e.data is not None}
    return [_("Override {number} (round {round}, {action}, by {arbiter}) does not match any log"
              " entry: the overrides table was changed outside the program").format(
                  number=number, round=o.round, action=action_name(o.action),
                  arbiter=o.arbiter or "-")
            for number, o in enumerate(overrides, start=1) if override_record(o) not in recorded]


def find_printed_hash(conn: sqlite3.Connection, printed: str) -> LogEntry | None:
    """The log entry whose hash starts with `printed` (a hash from a printout), if any."""
    prefix = printed.strip().lower()
    return next((e for e in reversed(entries(conn)) if prefix and e.hash.startswith(prefix)),
                None)
