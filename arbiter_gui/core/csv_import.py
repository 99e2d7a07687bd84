"""Players from a CSV file (a spreadsheet's export), one player a line.

What a spreadsheet writes by default is read: UTF-8 with or without a byte-order mark, UTF-16
("Unicode text"), and otherwise Windows-1252 (Excel's "CSV" on Windows); the comma, the
semicolon (Excel where the decimal mark is a comma) or the tab as separator, whichever the
header line uses; CRLF or LF line ends.

The first line names the columns. Each column is mapped to a player's detail by its name
(surname, given name, title, FIDE id, federation, rating, birth date, sex, club, national
rating, K-factor, and a few usual other names such as "last name", "Elo", "fed", "K"), or to
`name`, one column holding "Surname, Given name"; a column with another name is ignored. The
arbiter may change the mapping before importing (`guess_mapping`, then
`read_players(table, mapping)`).
Birth dates may be written as the sheet shows them (30.11.1990, 11/30/1990) and the sex as a
word (female).

A row that is not a player is refused with its line, its column and why; the other rows are
imported. Only `CsvImportError` is raised, never another error kind.
"""

from __future__ import annotations

import codecs
import csv
import dataclasses
import io
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from arbiter_gui.core import handling
from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.model import ModelError, Player, Tournament
from arbiter_gui.core.texts import detail_label, field_name


class CsvImportError(ModelError):
    """A CSV file that cannot be imported; the message says which line and why."""


NAME = "name"  # one column "Surname, Given name"
# The details a column can be mapped to, in the order a preview offers them.
FIELDS: tuple[str, ...] = ("surname", "given_name", NAME, "title", "fide_id", "federation",
                           "rating", "birth_date", "sex", "club", "national_rating", "k_factor")


def field_label(field: str) -> str:
    """The label of the player detail `field` ("Given name"), in the language spoken now."""
    return _("Name (Surname, Given)") if field == NAME else detail_label(field)

# Header name (lower case, single spaces) -> field.
COLUMNS: dict[str, str] = {
    "surname": "surname", "last name": "surname", "family name": "surname",
    "given name": "given_name", "first name": "given_name", "forename": "given_name",
    "name": NAME, "player": NAME, "player name": NAME, "full name": NAME,
    "title": "title",
    "fide id": "fide_id", "fideid": "fide_id", "fide": "fide_id", "id fide": "fide_id",
    "federation": "federation", "fed": "federation", "country": "federation",
    "rating": "rating", "fide rating": "rating", "elo": "rating",
    "birth date": "birth_date", "date of birth": "birth_date", "born": "birth_date",
    "birthday": "birth_date",
    "sex": "sex", "gender": "sex",
    "club": "club",
    "national rating": "national_rating",
    # FIDE Rating Regulations B.02 8.3.3: the player's development coefficient; FIDE's rating
    # lists head it "K".
    # (Hyphens and underscores read as spaces: "K-factor" is "k factor".)
    "k factor": "k_factor", "kfactor": "k_factor", "k": "k_factor",
}
_NUMBERS = ("fide_id", "rating", "national_rating", "k_factor")
_EMPTY_IS_NONE = ("fide_id", "k_factor")  # no FIDE id; K derived from the rating and the age
# TRF player record, columns 58-68: a FIDE id has at most 11 digits (FIDE issues 9 today).
MAX_FIDE_ID_DIGITS = 11
_SEPARATORS = ",;\t"
_BOMS = ((codecs.BOM_UTF8, "utf-8-sig", "UTF-8"), (codecs.BOM_UTF16_LE, "utf-16", "UTF-16"),
         (codecs.BOM_UTF16_BE, "utf-16", "UTF-16"))


@dataclass
class CsvTable:
    """The cells of a CSV file as they are, before they are read as players."""

    header: list[str]
    rows: list[tuple[int, list[str]]]  # (line number, cells), blank lines left out
    separator: str = ","
    encoding: str = "UTF-8"


@dataclass(frozen=True)
class Refusal:
    """A row that was not imported: where (line, and column when one cell is the cause) and
    why."""

    line: int
    column: int | None
    message: str

    def __str__(self) -> str:
        where = (_("Line {line}, column {column}") if self.column else _("Line {line}")).format(
            line=self.line, column=self.column)
        return _("{where}: {problem}").format(where=where, problem=self.message)


@dataclass
class CsvImport:
    """What an import did: the players registered and the rows refused, and what became of
    the players when round 1 was already paired (late entries: "" before)."""

    added: list[Player]
    refused: list[Refusal]
    late_entries: str = ""


class _RowRefused(ArbiterError):
    def __init__(self, column: int | None, message: str) -> None:
        super().__init__(message)
        self.column, self.message = column, message


# -- reading the file ----------------------------------------------------------------------------

def decode(data: bytes, name: str | None = None) -> tuple[str, str]:
    """The text of a CSV file's bytes and the name of the encoding it was written in; `name`
    (default: "The file") says which file in a message."""
    name = _("The file") if name is None else name
    for bom, codec, label in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(codec), label
            except UnicodeDecodeError as e:
                raise _not_text(data, e, name, label) from e
    try:
        return data.decode("utf-8"), "UTF-8"
    except UnicodeDecodeError:
        pass  # not UTF-8: what Excel writes on Windows by default
    try:
        return data.decode("cp1252"), "Windows-1252"
    except UnicodeDecodeError as e:
        raise _not_text(data, e, name, _("UTF-8 or Windows-1252")) from e


def _not_text(data: bytes, e: UnicodeDecodeError, name: str, expected: str) -> CsvImportError:
    line = data[:e.start].count(b"\n") + 1
    return CsvImportError(_("{file}, line {line}: not {encoding} text; save the sheet as"
                            " \"CSV UTF-8\"").format(file=name, line=line, encoding=expected))


def read_table(text: str) -> CsvTable:
    """The header and the rows of a CSV text; CsvImportError when it has no header or its
    quoting is broken."""
    first_line = text.lstrip("\ufeff").splitlines()[0] if text.strip() else ""
    counts = {s: first_line.count(s) for s in _SEPARATORS}
    # A header without separator is one column: its cells may hold commas ("Surname, Given").
    separator = max(_SEPARATORS, key=counts.__getitem__) if any(counts.values()) else "\t"
    reader = csv.reader(io.StringIO(text.lstrip("\ufeff"), newline=""), delimiter=separator,
                        strict=True)
    rows: list[tuple[int, list[str]]] = []
    try:
        header = next(reader, None)
        if header is None or not any(h.strip() for h in header):
            raise CsvImportError(_("Line 1: the file is empty; expected a line naming the"
                                   " columns"))
        while True:
            line = reader.line_num + 1
            row = next(reader, None)
            if row is None:
                break
            if any(cell.strip() for cell in row):
                rows.append((line, row))
    except csv.Error as e:
        raise CsvImportError(_("Line {line}: {problem}").format(line=reader.line_num,
                                                                problem=e)) from e
    return CsvTable(header, rows, separator)


def read_csv_file(path: str | os.PathLike[str]) -> CsvTable:
    """The table of a CSV file, whatever a spreadsheet wrote it in (see the module's text)."""
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise CsvImportError(_("{path}: cannot read the file ({error})").format(
            path=path, error=e.strerror)) from e
    text, encoding = decode(data, Path(path).name)
    return dataclasses.replace(read_table(text), encoding=encoding)


# -- the mapping of columns to details ---------------------------------------------------------

def _header_key(name: str) -> str:
    return " ".join(name.replace("_", " ").replace("-", " ").lower().split())


def guess_mapping(header: Sequence[str]) -> list[str | None]:
    """The field of each column found by its name (None: the column is ignored); a field named
    twice is taken from its first column."""
    mapping: list[str | None] = []
    for name in header:
        field = COLUMNS.get(_header_key(name))
        mapping.append(field if field not in mapping else None)
    return mapping


def check_mapping(mapping: Sequence[str | None]) -> None:
    """CsvImportError when the columns cannot make players: no name, a field twice, or a
    single name column beside a surname or given-name column."""
    for position, field in enumerate(mapping, start=1):
        if field is not None and field not in FIELDS:
            raise CsvImportError(_("Column {position}: {field} is not a player's detail").format(
                position=position, field=repr(field)))
        if field is not None and field in mapping[:position - 1]:
            raise CsvImportError(_("Column {position}: {field} is already column {other}").format(
                position=position, field=field_label(field), other=mapping.index(field) + 1))
    if "surname" not in mapping and NAME not in mapping:
        raise CsvImportError(_("No column holds the surname: map one column to Surname, or to"
                               " Name (Surname, Given)"))
    if NAME in mapping and ("surname" in mapping or "given_name" in mapping):
        raise CsvImportError(_("A Name (Surname, Given) column already gives the surname and the"
                               " given name; map the other name columns to nothing"))


# -- rows to players --------------------------------------------------------------------------

def read_players(table: CsvTable, mapping: Sequence[str | None] | None = None
                 ) -> tuple[list[tuple[int, Player]], list[Refusal]]:
    """The players of the table's rows (with their lines; ids 0, not registered) and the rows
    refused. `mapping` (default: `guess_mapping`) gives each column's field."""
    mapping = guess_mapping(table.header) if mapping is None else list(mapping)
    check_mapping(mapping)
    players, refused = [], []
    for line, row in table.rows:
        try:
            players.append((line, _player(mapping, row)))
        except _RowRefused as e:
            refused.append(Refusal(line, e.column, e.message))
    return players, refused


def _player(mapping: Sequence[str | None], row: list[str]) -> Player:
    if len(row) > len(mapping) and any(cell.strip() for cell in row[len(mapping):]):
        raise _RowRefused(None, ngettext("{count} values, but the first line names {columns}"
                                         " columns",
                                         "{count} values, but the first line names {columns}"
                                         " columns", len(mapping)).format(
                                             count=len(row), columns=len(mapping)))
    player = Player(id=0, surname="")  # check_mapping: a column gives the surname
    for position, field in enumerate(mapping, start=1):
        if field is None:
            continue
        cell = row[position - 1] if position <= len(row) else ""  # a short row: blank cells
        try:
            values = _cell_values(field, cell)
        except ModelError as e:
            raise _RowRefused(position, str(e)) from e
        for name, value in values.items():
            setattr(player, name, value)  # a field of Player by name, typed as it holds it
    return player


def _cell_values(field: str, cell: str) -> dict[str, object]:
    if field == NAME:
        surname, _, given_name = cell.partition(",")
        return {"surname": surname.strip(), "given_name": given_name.strip()}
    if field in _NUMBERS:
        return {field: _number(field, cell.strip())}
    if field == "birth_date":
        return {field: _birth_date(cell.strip())}
    if field == "sex":
        cell = _SEX_WORDS.get(cell.strip().lower(), cell)
    return {field: handling.player_field_value(field, cell)}


_SEX_WORDS = {"male": "m", "female": "w", "woman": "w", "man": "m"}
# A date cell as a spreadsheet shows it in the sheet's language: day first with dots
# (30.11.1990), or with slashes in either order (30/11/1990, 11/30/1990).
_LOCAL_DATE = re.compile(r"(\d{1,2})([./])(\d{1,2})\2(\d{4})")


def _birth_date(text: str) -> str:
    match = _LOCAL_DATE.fullmatch(text)
    if match is None:
        return str(handling.player_field_value("birth_date", text))
    first, separator, second, year = int(match[1]), match[2], int(match[3]), match[4]
    if separator == "/" and first <= 12 and second <= 12 and first != second:
        raise ModelError(_("birth date {date}: day and month cannot be told apart; write it as"
                           " YYYY/MM/DD").format(date=repr(text)))
    day, month = (second, first) if separator == "/" and second > 12 else (first, second)
    return f"{year}/{month:02}/{day:02}"


def _number(field: str, text: str) -> int | None:
    what = {"fide_id": _("fide id"), "rating": _("rating"),
            "national_rating": field_name("national_rating"),
            "k_factor": field_name("k_factor")}[field]
    if not text:
        return None if field in _EMPTY_IS_NONE else 0
    # isdigit() accepts "²" and other digits int() refuses: ASCII 0-9 only.
    if not (text.isascii() and text.isdecimal()):
        raise ModelError(_("{what}: expected a whole number (digits 0-9), got {text}").format(
            what=what, text=repr(text)))
    if field == "fide_id" and len(text.lstrip("0")) > MAX_FIDE_ID_DIGITS:
        raise ModelError(_("FIDE id {id}: a FIDE id has at most {digits} digits").format(
            id=repr(text), digits=MAX_FIDE_ID_DIGITS))
    value = int(text)
    # A K-factor's range is checked when the player is registered (handling), as typed in.
    if field in ("rating", "national_rating") and value > handling.MAX_RATING:
        raise ModelError(_("{what} {value} is out of range (0 for unrated, up to {high})").format(
            what=what, value=value, high=handling.MAX_RATING))
    return value


# -- registration -----------------------------------------------------------------------------

def import_players(t: Tournament, table: CsvTable,
                   mapping: Sequence[str | None] | None = None,
                   renumber: bool = False) -> CsvImport:
    """Register the players of the table: before round 1 is paired as players, afterwards as
    late entries from the next round (C.04.2 C.2), numbered after the last unless `renumber`
    (the arbiter's choice, `handling.add_players`; `handling.late_entries_notice` says it
    before). A row that is not a player, or that the tournament refuses (a FIDE id already
    registered, ...), is refused alone and changes nothing; CsvImportError only when the
    mapping cannot make players."""
    players, refused = read_players(table, mapping)
    added = []
    outcomes = handling.add_players(t, [player for _line, player in players], renumber)
    for (line, _player), outcome in zip(players, outcomes, strict=True):
        if isinstance(outcome, ModelError):
            refused.append(Refusal(line, None, str(outcome)))
        else:
            added.append(outcome)
    refused.sort(key=lambda r: r.line)
    return CsvImport(added, refused, handling.late_entries_done(t, len(added)))


def summary(result: CsvImport) -> str:
    """What the arbiter is told after an import: the count, what became of the players (late
    entries), and each refused row and why."""
    text = ngettext("{count} player imported.", "{count} players imported.",
                    len(result.added)).format(count=len(result.added))
    if result.late_entries:
        text += " " + result.late_entries
    if result.refused:
        text += " " + ngettext("{count} row refused:", "{count} rows refused:",
                               len(result.refused)).format(count=len(result.refused))
        text += "\n" + "\n".join(map(str, result.refused))
    return text
