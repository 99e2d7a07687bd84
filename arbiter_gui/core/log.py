"""The tournament's journal inside the tournament file: append-only, hash-chained, anchored.

Each record (log entry) is one action of the arbiter: what happened (`kind`, `data`), its text,
and the rows of the tournament it changed (`changes`, core/journal.py; the first record holds
them all). Its hash is sha256(previous record's hash + canonical JSON of the record), so a
record edited or deleted with an outside tool breaks the chain, and the tables replayed from
the records must be the tables in the file: a row edited outside the program is named. More
things make the file defend itself against a forger who does more than that:

- the `log_head` row (the last sequence number and hash) is written in the same transaction as
  every entry, so removing entries at the end (and lowering `sqlite_sequence`) is seen unless
  the head is faked as well;
- every override is logged with its full content (`data`) when it is made, and each row of the
  `overrides` table must match such an entry: an override edited in the table is seen;
- the head's anchor (80 bits of its hash, 16 letters and digits in groups of four) is printed
  on every page and the full hash written in the TRF export: a journal rewritten with a
  recomputed chain no longer matches the sheets on the wall (`LogCheck.anchor`,
  `find_anchor`); finding another chain whose head matches 80 printed bits takes about 2^80
  hashes. A forger with the program's source can fake everything in the file; only what was
  printed or exported before is beyond his reach.

Records written before the journal existed (a file converted from an older format) keep their
chain, but the state they describe is not proven: the conversion's record holds the state as
it was found (`LogCheck.journal_start`), with anything wrong found then.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
from dataclasses import asdict, dataclass, field, fields, replace
from datetime import UTC, datetime

from arbiter_gui.core import journal
from arbiter_gui.core.i18n import N_, _, local_time, ngettext
from arbiter_gui.core.journal import State, canonical_json, is_snapshot
from arbiter_gui.core.model import Override
from arbiter_gui.core.overrides import action_name, log_text

CONVERSION = "journal"  # the kind of the record that holds the whole state (a snapshot)
# The kinds of record the program writes, as the log view and the arbiter's report name them
# (the file keeps the key; a kind written by another version is shown as it is).
KIND_NAMES = {
    "bye": N_("bye"),
    "change": N_("change"),
    "correction": N_("correction"),
    CONVERSION: N_("journal"),
    "override": N_("override"),
    "pairing": N_("pairing"),
    "player": N_("player"),
    "redo": N_("redo"),
    "registration": N_("registration"),
    "result": N_("result"),
    "settings": N_("settings"),
    "undo": N_("undo"),
    "withdrawal": N_("withdrawal"),
}
ANCHOR_BITS = 80  # printed on paper: too many to search for a forged chain that matches them
ANCHOR_GROUP = 4
# Crockford's base32: digits and capitals without I, L, O and U, read aloud without doubt.
_ANCHOR_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_ANCHOR_READS = {"O": "0", "I": "1", "L": "1"}  # what a reader may type for a printed 0 or 1


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
    changes: str | None = None  # the rows the action changed (core/journal.py), canonical JSON

    @property
    def kind_name(self) -> str:
        """The record's kind in the language spoken (`KIND_NAMES`)."""
        return _(KIND_NAMES[self.kind]) if self.kind in KIND_NAMES else self.kind

    @property
    def reason(self) -> str:
        """The reason the record gives for the action: a late correction's (C.04.2 D.8), an
        override's justification; "" when it records none."""
        try:
            data = json.loads(self.data) if self.data is not None else None
        except ValueError:
            return ""
        if not isinstance(data, dict):
            return ""
        override = data.get("override")
        said = override.get("justification") if isinstance(override, dict) else data.get(
            "reason")
        return said if isinstance(said, str) else ""

    def chained_hash(self, previous_hash: str) -> str:
        """sha256(previous hash + canonical JSON of the entry without its hash); `data` and
        `changes` count only when present, so the entries written before they existed keep
        their hashes."""
        content = {"seq": self.seq, "time": self.time, "round": self.round, "kind": self.kind,
                   "text": self.text, "author": self.author}
        if self.data is not None:
            content["data"] = self.data
        if self.changes is not None:
            content["changes"] = self.changes
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
    changes: str | None = None


@dataclass(frozen=True)
class LogCheck:
    """The journal's head and what its verification found (`problems` empty: all verified)."""

    entries: int
    head_hash: str  # "" while the log is empty
    problems: tuple[str, ...] = field(default=())
    journal_start: int = 1  # the first record of the journal; those before it are older

    @property
    def verified(self) -> bool:
        return not self.problems

    @property
    def anchor(self) -> str:
        """The head's anchor as printed: 80 bits in groups of four letters and digits."""
        return anchor(self.head_hash)

    @property
    def before_journal(self) -> int:
        """How many entries were recorded before the journal (a converted file's)."""
        return max(0, min(self.journal_start - 1, self.entries))

    def after(self, entry: LogEntry) -> LogCheck:
        """This check with `entry` appended by the program (nothing new to verify)."""
        return replace(self, entries=self.entries + 1, head_hash=entry.hash)

    def head_line(self) -> str:
        """The head's full hash, for a TRF export ("journal head" and 64 hexadecimal digits)."""
        return f"journal head {self.head_hash}"

    def summary(self) -> str:
        """One line for the title bar, the page footer and the TRF export, e.g.
        "journal 3F2A-9C1E-K7QD-0M4Z (42 records, verified)"."""
        if not self.entries:
            return _("journal empty (verified)") if self.verified else _(
                "journal empty (CHECK FAILED)")
        text = (ngettext("journal {anchor} ({count} record, verified)",
                         "journal {anchor} ({count} records, verified)", self.entries)
                if self.verified else
                ngettext("journal {anchor} ({count} record, CHECK FAILED)",
                         "journal {anchor} ({count} records, CHECK FAILED)", self.entries)
                ).format(anchor=self.anchor, count=self.entries)
        if self.before_journal:
            text += ngettext("; {count} entry recorded before the journal, not verified",
                             "; {count} entries recorded before the journal, not verified",
                             self.before_journal).format(count=self.before_journal)
        return text


def anchor(hash_hex: str) -> str:
    """The first ANCHOR_BITS bits of a hash in Crockford's base32, in groups of four."""
    if not hash_hex:
        return ""
    value = int(hash_hex[:ANCHOR_BITS // 4], 16)
    digits = "".join(_ANCHOR_ALPHABET[(value >> shift) & 31]
                     for shift in range(ANCHOR_BITS - 5, -1, -5))
    return "-".join(digits[i:i + ANCHOR_GROUP] for i in range(0, len(digits), ANCHOR_GROUP))


def printed_prefix(printed: str) -> str | None:
    """The hexadecimal prefix of a hash that a printed anchor (groups of letters and digits)
    or a hash written out (hexadecimal, e.g. from the TRF export, at least as many bits)
    gives, every bit of it; None when `printed` is neither."""
    text = "".join(printed.split()).replace("-", "").upper()
    if len(text) >= ANCHOR_BITS // 4 and all(c in "0123456789ABCDEF" for c in text):
        return text.lower()[:64]
    text = "".join(_ANCHOR_READS.get(c, c) for c in text)
    if len(text) != ANCHOR_BITS // 5 or any(c not in _ANCHOR_ALPHABET for c in text):
        return None
    value = 0
    for c in text:
        value = value << 5 | _ANCHOR_ALPHABET.index(c)
    return f"{value:0{ANCHOR_BITS // 4}x}"


def override_record(override: Override) -> str:
    """The canonical JSON of an override's full content, as its log entry records it."""
    return canonical_json({"override": asdict(override) | {"players": list(override.players)}})


def recorded_override(data: str | None) -> str | None:
    """The override a record's data holds in full (`override_record`), if any: a record of
    its own, or the record of the action that made it (core/actions, which holds more)."""
    if data is None or '"override":' not in data:
        return None
    try:
        content = json.loads(data)
    except ValueError:
        return None
    if not isinstance(content, dict) or "override" not in content:
        return None
    return canonical_json({"override": content["override"]})


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
    last = conn.execute("SELECT seq, hash FROM log ORDER BY seq DESC LIMIT 1").fetchone()
    # Numbering goes on after the highest number used, even if sqlite_sequence was edited
    # (which the check reports): a file tampered with that way still saves.
    seq = max(last_seq_assigned(conn), last[0] if last else 0) + 1
    unchained = LogEntry(seq, when, draft.round_no, draft.kind, draft.text, draft.author, "",
                         draft.data, draft.changes)
    entry = replace(unchained, hash=unchained.chained_hash(last[1] if last else ""))
    # A file of a format before the journal's (being migrated) has no `changes` column: its
    # records are written without, as that format's were.
    present = {r[1] for r in conn.execute("PRAGMA table_info(log)")}
    if "changes" not in present:
        entry = replace(unchained, changes=None)
        entry = replace(entry, hash=entry.chained_hash(last[1] if last else ""))
    values = {f.name: getattr(entry, f.name) for f in fields(LogEntry) if f.name in present}
    conn.execute(f"INSERT INTO log ({', '.join(values)}) VALUES"
                 f" ({', '.join('?' * len(values))})", tuple(values.values()))
    conn.execute("UPDATE log_head SET last_seq = ?, hash = ?", (entry.seq, entry.hash))
    return entry


def record_overrides(conn: sqlite3.Connection, overrides: list[Override],
                     draft: LogDraft | None = None) -> list[LogEntry]:
    """Append `draft` (when given) and make sure that every override in force has its full
    content in the log: the draft carries the one new override when it is an "override" entry;
    any other new override (one read from a TRF, or in a file older than the records) gets an
    entry of its own. Returns the entries appended; the caller holds the transaction."""
    recorded = recorded_overrides(conn)
    if draft is not None:
        recorded.add(recorded_override(draft.data))
    new = [o for o in overrides if override_record(o) not in recorded]
    appended = []
    if draft is not None:
        if draft.kind == "override" and draft.data is None and len(new) == 1:
            draft = replace(draft, data=override_record(new.pop()))
        appended.append(append(conn, draft))
    appended += [append(conn, LogDraft("override", log_text(o), o.round, o.arbiter,
                                       data=override_record(o), changes=NO_CHANGES))
                 for o in new]
    return appended


NO_CHANGES = '{"changed":[]}'  # a record that changes no row (a note, an override's record)


def recorded_overrides(conn: sqlite3.Connection) -> set[str | None]:
    return {recorded_override(r[0])
            for r in conn.execute("SELECT data FROM log WHERE data IS NOT NULL")}


# -- reading and verifying ------------------------------------------------------------------------

def entries(conn: sqlite3.Connection, after: int = 0) -> list[LogEntry]:
    """Every entry (after entry number `after`) in order; a column an older format lacks
    reads as None."""
    present = {r[1] for r in conn.execute("PRAGMA table_info(log)")}
    names = ", ".join(f.name if f.name in present else "NULL" for f in fields(LogEntry))
    return [LogEntry(*r) for r in conn.execute(
        f"SELECT {names} FROM log WHERE seq > ? ORDER BY seq", (after,))]


def last_seq_assigned(conn: sqlite3.Connection) -> int:
    row = conn.execute("SELECT seq FROM sqlite_sequence WHERE name = 'log'").fetchone()
    return row[0] if row else 0


def verify(conn: sqlite3.Connection, overrides: list[Override], state: State | None,
           found: list[str] | None = None) -> LogCheck:
    """Check the chain, the head record, every override in force against the log, and the
    tables (`state`, as read from the file; None: a file of a format before the journal, whose
    state no record holds) against the state the journal produces; `found`: what else is wrong
    with the file (its triggers, views and indexes)."""
    log = entries(conn)
    problems = _chain_problems(log, last_seq_assigned(conn))
    problems += _head_problems(conn, log)
    problems += _sequence_problems(conn, log)
    problems += found or []
    problems += _override_problems(log, overrides)
    start = next((e.seq for e in log if is_snapshot(e.changes)), None)
    if state is not None:
        expected = journal.replay((e.changes for e in log), state)
        if expected is None:
            problems.append(_("The journal holds no record of the tournament's state: the file"
                              " was not written by this program, or its records were removed"))
        else:
            problems += state.differences(expected)
    # What a conversion found and the file still shows is said once, as it is now.
    problems += [said for found, said in _found_at_conversion(log) if found not in problems]
    return LogCheck(len(log), log[-1].hash if log else "", tuple(problems),
                    start if start is not None else (log[-1].seq + 1 if log else 1))


def _sequence_problems(conn: sqlite3.Connection, log: list[LogEntry]) -> list[str]:
    said = last_seq_assigned(conn)
    if not log or said >= log[-1].seq:
        return []  # a higher number: entries deleted at the end (_chain_problems says so)
    return [_("sqlite_sequence says the last record is number {said}, but the journal holds"
              " record {last}: sqlite_sequence was edited outside the program").format(
                  said=said, last=log[-1].seq)]


def _found_at_conversion(log: list[LogEntry]) -> list[tuple[str, str]]:
    """What was wrong with the file when a record converted it (kept: the conversion took the
    state as it found it), as found and as said now."""
    problems = []
    for e in log:
        if e.kind == CONVERSION and e.data is not None:
            with contextlib.suppress(ValueError, AttributeError):
                problems += [(p, _("Found when the file was converted on {time}: {problem}")
                              .format(time=local_time(e.time, seconds=True), problem=p))
                             for p in json.loads(e.data).get("found", ())]
    return problems


def _chain_problems(log: list[LogEntry], last_assigned: int) -> list[str]:
    problems: list[str] = []
    previous_hash, expected_seq = "", 1
    for entry in log:
        if entry.seq != expected_seq:
            problems.append(_("Log entries {first} to {last} are missing (deleted)").format(
                first=expected_seq, last=entry.seq - 1))
        elif entry.chained_hash(previous_hash) != entry.hash:
            problems.append(_("Log entry {seq} ({time}, {kind}) does not match its hash: it was"
                              " changed").format(seq=entry.seq,
                                                 time=local_time(entry.time, seconds=True),
                                                 kind=entry.kind_name))
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
    said = anchor(head_hash) or _("empty")
    return [(_("The log's head record says the log ends at entry {seq} ({hash}), but it holds"
               " entry {last}: entries were removed or rewritten") if log else
             _("The log's head record says the log ends at entry {seq} ({hash}), but it holds"
               " no entry: entries were removed or rewritten")).format(
                   seq=last_seq, hash=said, last=log[-1].seq if log else 0)]


def _override_problems(log: list[LogEntry], overrides: list[Override]) -> list[str]:
    recorded = {recorded_override(e.data) for e in log}
    return [_("Override {number} (round {round}, {action}, by {arbiter}) does not match any log"
              " entry: the overrides table was changed outside the program").format(
                  number=number, round=o.round, action=action_name(o.action),
                  arbiter=o.arbiter or "-")
            for number, o in enumerate(overrides, start=1) if override_record(o) not in recorded]


def find_anchor(conn: sqlite3.Connection, prefix: str) -> LogEntry | None:
    """The record whose hash starts with `prefix` (`printed_prefix` of an anchor), if any."""
    return next((e for e in reversed(entries(conn)) if prefix and e.hash.startswith(prefix)),
                None)
