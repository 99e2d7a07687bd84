"""The tournament's state as rows, and the journal's record of how each action changed them.

The file is a journal of actions (core/log.py chains its records). Each record carries the
rows its action changed (`changed`: the table, the row's key, the new row or None for a row
removed); the first record of the journal (and the one written when a file is converted to a
newer format) carries every row (`snapshot`). Opening a file replays the records from the last
snapshot and compares the result with the tables row by row (`State.differences`), so a row
edited with another tool is named with its table, key and column, and nothing the journal did
not write can pass as the tournament.

`State` holds the rows as the file stores them (read once when the file is opened, then kept
equal to it), so that an action writes only the rows that differ and the record lists them.
Qt-free.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, SupportsFloat, SupportsInt

from arbiter_gui.core.i18n import _, ngettext

# A row's values as SQLite holds them, in the order of the table's columns; a key is the
# values of the primary key's columns.
Key = tuple[object, ...]
Row = tuple[object, ...]
Change = tuple[str, Key, Row | None]  # (table, key, new row or None: removed)

# A JSON object as json.loads reads it back (typeshed types its values Any): a journal's or a
# protocol's record, whose readers take the fields its writer wrote.
JsonObject = dict[str, Any]

# Tables that are not the tournament's state: the journal itself and its head.
JOURNAL_TABLES = frozenset({"log", "log_head"})
MAX_DIFFERENCES_NAMED = 12  # a hand-edited file can differ in thousands of rows: name a few
# Columns the journal records by their SHA-256 only: its records are shown in the log view and
# printed, and the pairing server's secret must never be.
SECRETS = {("settings", "pairing_server_secret")}


def canonical_json(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@dataclass
class Table:
    """One state table: its columns (in the file's order), their declared types, the columns of
    its primary key, and its rows by key."""

    name: str
    columns: tuple[str, ...]
    types: tuple[str, ...]
    key_columns: tuple[int, ...]
    rows: dict[Key, Row] = field(default_factory=dict)

    @property
    def secret_columns(self) -> tuple[int, ...]:
        return tuple(i for i, c in enumerate(self.columns) if (self.name, c) in SECRETS)

    def recorded(self, row: Row) -> Row:
        """The row as the journal records it: a secret by its SHA-256."""
        secrets = self.secret_columns
        if not secrets:
            return row
        return tuple(_digest(v) if i in secrets else v for i, v in enumerate(row))

    def key(self, row: Row) -> Key:
        return tuple(row[i] for i in self.key_columns) if self.key_columns else row

    def normalise(self, values: dict[str, object]) -> Row:
        """A row of the model (column -> value) as the file stores and reads it back: a REAL
        column holds floats, an INTEGER column ints (booleans as 0/1), enums as their value. A
        column the model does not know (added by a newer format's migration for a setting
        this code does not hold) keeps what the file holds."""
        if all(c in values for c in self.columns):
            return tuple(_stored(values[c], kind)
                         for c, kind in zip(self.columns, self.types, strict=True))
        known = self.normalise(dict.fromkeys(self.columns) | values)
        kept = self.rows.get(self.key(known))
        return tuple(_stored(values[c], kind) if c in values else (kept[i] if kept else None)
                     for i, (c, kind) in enumerate(zip(self.columns, self.types, strict=True)))

    def describe_key(self, key: Key) -> str:
        names = ([self.columns[i] for i in self.key_columns] if self.key_columns
                 else list(self.columns))
        return ", ".join(f"{name} {value!r}" for name, value in zip(names, key, strict=True))


def _digest(value: object) -> object:
    if not isinstance(value, str) or not value:
        return value
    return "sha256:" + hashlib.sha256(value.encode("utf-8")).hexdigest()


def _stored(value: object, kind: str) -> object:
    value = getattr(value, "value", value)  # an enum's value
    if value is None:
        return None
    if kind == "REAL" and isinstance(value, (SupportsFloat, str)):
        return float(value)
    if kind == "INTEGER" and isinstance(value, (SupportsInt, str)):
        return int(value)
    return value


class State:
    """The rows of every state table of a file."""

    def __init__(self, tables: dict[str, Table]) -> None:
        self.tables = tables

    @classmethod
    def read(cls, conn: sqlite3.Connection) -> State:
        tables = {}
        names = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            " ORDER BY name")]
        for name in names:
            if name in JOURNAL_TABLES:
                continue
            info = conn.execute(f"PRAGMA table_info({name})").fetchall()
            pk = sorted((c[5], c[0]) for c in info if c[5])
            table = Table(name, tuple(c[1] for c in info), tuple(c[2].upper() for c in info),
                          tuple(i for _, i in pk))
            for row in conn.execute(f"SELECT * FROM {name}"):
                row = tuple(row)
                table.rows[table.key(row)] = row
            tables[name] = table
        return cls(tables)

    def copy(self) -> State:
        return State({name: Table(t.name, t.columns, t.types, t.key_columns, dict(t.rows))
                      for name, t in self.tables.items()})

    # -- changes ----------------------------------------------------------------------------------

    def diff_table(self, name: str, rows: Iterable[dict[str, object]]) -> list[Change]:
        """The changes that make table `name` hold exactly `rows` (the model's)."""
        table = self.tables[name]
        new = {}
        for values in rows:
            row = table.normalise(values)
            new[table.key(row)] = row
        changes: list[Change] = [(name, key, None) for key in table.rows if key not in new]
        changes += [(name, key, row) for key, row in new.items() if table.rows.get(key) != row]
        return changes

    def diff_rows(self, name: str, rows: dict[Key, dict[str, object] | None]) -> list[Change]:
        """The changes of the rows given by key (None: the row is gone), the others kept."""
        table = self.tables[name]
        changes: list[Change] = []
        for key, values in rows.items():
            row = None if values is None else table.normalise(values)
            if table.rows.get(key) != row:
                changes.append((name, key, row))
        return changes

    def apply(self, changes: Iterable[Change]) -> None:
        for name, key, row in changes:
            rows = self.tables[name].rows
            if row is None:
                rows.pop(key, None)
            else:
                rows[key] = row

    def write(self, conn: sqlite3.Connection, changes: list[Change]) -> None:
        """Write `changes` into the file (the caller holds the transaction): every changed row
        is removed, then the new rows inserted, the foreign keys checked at the commit (a
        player's row and his games' may change in one action)."""
        conn.execute("PRAGMA defer_foreign_keys = ON")
        for name, key, _row in changes:
            table = self.tables[name]
            columns = ([table.columns[i] for i in table.key_columns] if table.key_columns
                       else table.columns)
            where = " AND ".join(f"{c} IS ?" for c in columns)
            conn.execute(f"DELETE FROM {name} WHERE {where}", key)
        for name, _key, row in changes:
            if row is not None:
                table = self.tables[name]
                conn.execute(f"INSERT INTO {name} ({', '.join(table.columns)}) VALUES"
                             f" ({', '.join('?' * len(row))})", row)

    # -- the journal's records --------------------------------------------------------------------

    def snapshot_record(self) -> str:
        """Every row, as the journal's first record (or a conversion's) carries them."""
        return canonical_json({"snapshot": {
            name: {"columns": list(t.columns),
                   "rows": [list(t.recorded(r)) for r in t.rows.values()]}
            for name, t in sorted(self.tables.items())}})

    def changes_record(self, changes: list[Change]) -> str:
        return canonical_json({"changed": [
            [name, list(key), None if row is None else list(self.tables[name].recorded(row))]
            for name, key, row in changes]})

    def differences(self, expected: State) -> list[str]:
        """What the tables hold that the journal did not write, naming table, row and column
        (self: the file's tables; expected: the journal replayed)."""
        found: list[str] = []
        for name in sorted(self.tables.keys() | expected.tables.keys()):
            table, wanted = self.tables.get(name), expected.tables.get(name)
            if table is None or wanted is None:
                found.append(_("table {table} is not the journal's (added or removed outside"
                               " the program)").format(table=name))
                continue
            for key in sorted(table.rows.keys() | wanted.rows.keys(), key=repr):
                row, should = table.rows.get(key), wanted.rows.get(key)
                row = None if row is None else table.recorded(row)
                if row == should:
                    continue
                where = table.describe_key(key)
                if should is None:
                    found.append(_("table {table}, row ({key}): added outside the program")
                                 .format(table=name, key=where))
                elif row is None:
                    found.append(_("table {table}, row ({key}): removed outside the program")
                                 .format(table=name, key=where))
                else:
                    found += [_("table {table}, row ({key}): {column} is {value}, the journal"
                                " says {expected}").format(table=name, key=where, column=column,
                                                           value=repr(a), expected=repr(b))
                              for column, a, b in zip(table.columns, row, should, strict=True)
                              if a != b]
        if len(found) > MAX_DIFFERENCES_NAMED:
            rest = len(found) - MAX_DIFFERENCES_NAMED
            found = [*found[:MAX_DIFFERENCES_NAMED],
                     ngettext("and {count} more difference", "and {count} more differences",
                              rest).format(count=rest)]
        return found


def is_snapshot(record: str | None) -> bool:
    """Whether a record's changes are a snapshot (every row), as `snapshot_record` writes."""
    return record is not None and record.startswith('{"snapshot":')


def replay(records: Iterable[str | None], template: State) -> State | None:
    """The state the journal's records produce, from its last snapshot on (None: no snapshot,
    the file was never converted). `template` gives the tables' columns and keys."""
    parsed = [json.loads(r) for r in records if r is not None]
    start = next((i for i in range(len(parsed) - 1, -1, -1) if "snapshot" in parsed[i]), None)
    if start is None:
        return None
    state = State({})
    for name, content in parsed[start]["snapshot"].items():
        known = template.tables.get(name)
        columns = tuple(content["columns"])
        table = Table(name, columns, known.types if known else ("",) * len(columns),
                      known.key_columns if known else ())
        for row in content["rows"]:
            table.rows[table.key(tuple(row))] = tuple(row)
        state.tables[name] = table
    for record in parsed[start + 1:]:
        for name, key, row in record.get("changed", ()):
            if name in state.tables:
                state.apply([(name, tuple(key), None if row is None else tuple(row))])
    return state
