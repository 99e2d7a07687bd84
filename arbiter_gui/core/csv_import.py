"""Players from a CSV file (a spreadsheet's export), one player a line.

The first line names the columns, in any order: surname (required), given name, title,
FIDE id, federation, rating, birth date, sex, club, national rating; a few usual other names
are understood too ("last name", "first name", "Elo", "fed", ...). The separator is the comma,
the semicolon or the tab, whichever the header line uses most. Every error names its line, and
an import that fails adds nobody.
"""

from __future__ import annotations

import copy
import csv
import dataclasses
import io
import os
from pathlib import Path

from arbiter_gui.core import handling
from arbiter_gui.core.model import ModelError, Player, Tournament


class CsvImportError(ModelError):
    """A CSV file that cannot be imported; the message says which line and why."""


# Header name (lower case, single spaces) -> Player field.
COLUMNS: dict[str, str] = {
    "surname": "surname", "last name": "surname", "family name": "surname",
    "given name": "given_name", "first name": "given_name", "forename": "given_name",
    "title": "title",
    "fide id": "fide_id", "fideid": "fide_id", "fide": "fide_id", "id fide": "fide_id",
    "federation": "federation", "fed": "federation", "country": "federation",
    "rating": "rating", "fide rating": "rating", "elo": "rating",
    "birth date": "birth_date", "date of birth": "birth_date", "born": "birth_date",
    "birthday": "birth_date",
    "sex": "sex", "gender": "sex",
    "club": "club",
    "national rating": "national_rating",
}
_SEPARATORS = ",;\t"


def _header_key(name: str) -> str:
    return " ".join(name.replace("_", " ").replace("-", " ").lower().split())


def _fields_of_header(header: list[str]) -> list[str]:
    fields: list[str] = []
    for position, name in enumerate(header, start=1):
        field = COLUMNS.get(_header_key(name))
        if field is None:
            expected = "surname, given name, title, FIDE id, federation, rating, birth date," \
                       " sex, club, national rating"
            raise CsvImportError(f"Line 1, column {position}: unknown column {name.strip()!r};"
                                 f" expected some of: {expected}")
        if field in fields:
            raise CsvImportError(f"Line 1, column {position}: {name.strip()!r} repeats column"
                                 f" {fields.index(field) + 1}")
        fields.append(field)
    if "surname" not in fields:
        raise CsvImportError("Line 1: no surname column; the first line must name the columns,"
                             " one of them 'surname'")
    return fields


def read_players(text: str) -> list[tuple[int, Player]]:
    """The players of a CSV text with the line each was on; their ids are 0 (not registered)."""
    first_line = text.split("\n", 1)[0]
    separator = max(_SEPARATORS, key=first_line.count)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=separator, strict=True)
    try:
        header = next(reader, None)
        if header is None or not any(h.strip() for h in header):
            raise CsvImportError("Line 1: the file is empty; expected a line naming the columns")
        fields = _fields_of_header(header)
        players = []
        for row in reader:
            if not any(cell.strip() for cell in row):
                continue
            line = reader.line_num
            if len(row) != len(fields):
                raise CsvImportError(f"Line {line}: {len(row)} values, but the first line names"
                                     f" {len(fields)} columns")
            players.append((line, _player(line, fields, row)))
    except csv.Error as e:
        raise CsvImportError(f"Line {reader.line_num}: {e}") from e
    if not players:
        raise CsvImportError("The file names its columns but lists no player")
    return players


def _player(line: int, fields: list[str], row: list[str]) -> Player:
    values = {}
    for position, (field, cell) in enumerate(zip(fields, row, strict=True), start=1):
        try:
            values[field] = handling.player_field_value(field, cell)
        except ModelError as e:
            raise CsvImportError(f"Line {line}, column {position}: {e}") from e
    return Player(id=0, **values)


def import_players(t: Tournament, text: str) -> list[Player]:
    """Register the players of a CSV text: before round 1 is paired as players, afterwards as
    late entries from the next round (C.04.2 C.2). All or none: the first refusal raises
    CsvImportError naming the line, and the tournament is unchanged."""
    rows = read_players(text)
    _register(copy.deepcopy(t), rows)  # a trial run on a copy finds every refusal first
    return _register(t, rows)


def _register(t: Tournament, rows: list[tuple[int, Player]]) -> list[Player]:
    added = []
    for line, player in rows:
        new = dataclasses.replace(player, id=t.next_player_id())
        try:
            if t.rounds:
                handling.add_late_entry(t, new, t.next_round_number)
            else:
                handling.add_player(t, new)
        except ModelError as e:
            raise CsvImportError(f"Line {line}: {e}") from e
        added.append(new)
    return added


def read_csv_file(path: str | os.PathLike[str]) -> str:
    """The text of a CSV file in UTF-8 (a spreadsheet's "CSV UTF-8"), without its BOM."""
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        raise CsvImportError(f"{path}: cannot read the file ({e.strerror})") from e
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = data[:e.start].count(b"\n") + 1
        raise CsvImportError(f"{Path(path).name}, line {line}: not UTF-8 text; save the sheet"
                             " as \"CSV UTF-8\"") from e
