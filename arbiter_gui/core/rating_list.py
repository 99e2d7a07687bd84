"""FIDE's rating list: imported once into an index on disk, then looked up by FIDE id or name.

FIDE publishes the list of all players (over a million) as XML (`players_list_xml_foa.xml`,
one `<player>` element each, children `fideid`, `name`, `country`, `sex`, `title`, `w_title`,
`o_title`, `foa_title`, `rating`, `games`, `k`, `rapid_*`, `blitz_*`, `birthday`, `flag`) and
as fixed-width text (`players_list_foa.txt`, whose first line names the columns: `ID Number`,
`Name`, `Fed`, `Sex`, `Tit`, `WTit`, `OTit`, `FOA`, `SRtng` (or the month of a single list,
`SEP26`), ..., `B-day`, `Flag`; each value starts under its column's name), each also shipped
zipped. Both are read as a stream, never whole in memory, into a SQLite index built in a
temporary file that replaces the previous index in one step (`os.replace`): an import that
fails or is cancelled leaves the previous index as it was.

Qt-free; the GUI runs the import in a worker thread and shows its progress.
"""

from __future__ import annotations

import io
import os
import re
import sqlite3
import tempfile
import zipfile
import zlib
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, TYPE_CHECKING, BinaryIO
from xml.parsers import expat

from arbiter_gui.core import handling, rating
from arbiter_gui.core.collation import fold, same_name
from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import _, ngettext
from arbiter_gui.core.model import TITLES, Player, Tournament

if TYPE_CHECKING:
    from _typeshed import WriteableBuffer

INDEX_FILE = "fide-rating-list.sqlite"
# SQLite's application id of our index ("FIDE" in ASCII), so that no other file is taken for one.
APPLICATION_ID = 0x46494445
# TRF player record, columns 58-68: a FIDE id has at most 11 digits (FIDE issues 9 today).
MAX_FIDE_ID_DIGITS = 11
_BATCH = 10_000
_PROBLEMS_KEPT = 10

# (bytes read, bytes in all); returning False cancels the import.
Progress = Callable[[int, int], bool | None]


class RatingListError(ArbiterError):
    """A rating list that cannot be imported, or an index that cannot be read; the message says
    what and where."""


class ImportCancelled(RatingListError):
    """The arbiter cancelled the import; the previous index is kept."""


@dataclass(frozen=True)
class ListedPlayer:
    """A player as FIDE's rating list gives them."""

    fide_id: int
    name: str  # "Surname, Given name", as FIDE writes it
    federation: str = ""
    sex: str = ""  # "m", "w" or ""
    title: str = ""  # one of TITLES or ""
    rating: int = 0  # standard rating, 0 = unrated
    birth_year: int | None = None
    inactive: bool = False
    # The standard list's K (B.02 7.1.2: "the current value of K for the player"); None when
    # the list gives none (unrated) or the index was made before lists were read for it.
    k_factor: int | None = None

    @property
    def surname(self) -> str:
        return self.name.partition(",")[0].strip()

    @property
    def given_name(self) -> str:
        return self.name.partition(",")[2].strip()

    def details(self) -> dict[str, object]:
        """The player's details as `Player` fields."""
        return {"surname": self.surname, "given_name": self.given_name,
                "federation": self.federation, "sex": self.sex, "title": self.title,
                "rating": self.rating, "fide_id": self.fide_id,
                "birth_date": str(self.birth_year) if self.birth_year else "",
                "k_factor": self.k_factor}


@dataclass
class ImportSummary:
    """What an import read: the players indexed, and the records skipped with the first few
    reasons (where and why)."""

    players: int
    skipped: int = 0
    problems: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        text = ngettext("{count} players in the rating list.",
                        "{count} players in the rating list.", self.players).format(
                            count=self.players)
        if self.skipped:
            text += " " + ngettext("{count} record skipped:", "{count} records skipped:",
                                   self.skipped).format(count=self.skipped)
            text += "\n" + "\n".join(self.problems)
        return text


def name_key(name: str) -> str:
    """The form names are searched in: words of letters and digits folded as the player filter
    compares them (the UCA's primary strength, core.collation: "Øster" finds "Ostergaard" and
    "Østergaard", "muller" finds "Müller")."""
    return " ".join(re.sub(r"[\W_]+", " ", fold(name)).split())


# -- values of a record -----------------------------------------------------------------------

def _fide_id(text: str) -> int:
    text = text.strip()
    if not (text.isascii() and text.isdecimal()) or len(text.lstrip("0")) > MAX_FIDE_ID_DIGITS:
        raise ValueError(_("FIDE id {id}: expected a number of at most {digits} digits").format(
            id=repr(text), digits=MAX_FIDE_ID_DIGITS))
    value = int(text)
    if not value:
        raise ValueError(_("FIDE id 0"))
    return value


def _rating(text: str) -> int:
    text = text.strip()
    if not text:
        return 0
    if not (text.isascii() and text.isdecimal()) or int(text) > handling.MAX_RATING:
        raise ValueError(_("rating {rating}: expected a number from 0 to {high}").format(
            rating=repr(text), high=handling.MAX_RATING))
    return int(text)


def _k_factor(text: str) -> int | None:
    """The list's K (B.02 8.3.3); nothing or 0 for none."""
    text = text.strip()
    if not text or text.strip("0") == "":
        return None
    if not (text.isascii() and text.isdecimal()) or not (
            rating.MIN_K_FACTOR <= int(text) <= rating.MAX_K_FACTOR):
        raise ValueError(_("K-factor {k}: expected a number from {low} to {high}").format(
            k=repr(text), low=rating.MIN_K_FACTOR, high=rating.MAX_K_FACTOR))
    return int(text)


def _birth_year(text: str) -> int | None:
    text = text.strip()[:4]  # FIDE writes the year only; "0000" or nothing when unknown
    if len(text) == 4 and text.isascii() and text.isdecimal() and int(text):
        return int(text)
    return None


_RANK = {title: rank for rank, title in enumerate(TITLES)}
_FEDERATION = re.compile(r"[A-Z]{3}")


def _title(title: str, women_title: str) -> str:
    """The higher of the player's open and women's titles in C.04.2 B.2's order (a WGM who
    is an FM is a WGM there); titles C.04.2 does not rank (arbiters', trainers') are none."""
    known = [t for t in (title.strip().upper(), women_title.strip().upper()) if t in _RANK]
    return min(known, key=_RANK.__getitem__, default="")


def _listed(values: dict[str, str]) -> ListedPlayer:
    """A player from a record's texts (keys as in the XML); ValueError for a bad value."""
    federation = values.get("country", "").strip().upper()
    return ListedPlayer(
        fide_id=_fide_id(values.get("fideid", "")),
        name=" ".join(values.get("name", "").split()),
        federation=federation if _FEDERATION.fullmatch(federation) else "",
        sex={"M": "m", "F": "w"}.get(values.get("sex", "").strip().upper(), ""),
        title=_title(values.get("title", ""), values.get("w_title", "")),
        rating=_rating(values.get("rating", "")),
        birth_year=_birth_year(values.get("birthday", "")),
        inactive="i" in values.get("flag", "").lower(),
        k_factor=_k_factor(values.get("k", "")))


# -- reading the two layouts ------------------------------------------------------------------

class _CountingReader(io.RawIOBase):
    """A binary stream that reports how many bytes were read through it."""

    def __init__(self, raw: IO[bytes], total: int, progress: Progress | None) -> None:
        super().__init__()
        self.raw, self.total, self.progress, self.done = raw, total, progress, 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: WriteableBuffer) -> int:
        view = memoryview(buffer).cast("B")
        data = self.raw.read(len(view))
        view[:len(data)] = data
        self.done += len(data)
        if self.progress is not None and self.progress(self.done, self.total) is False:
            raise ImportCancelled(_("Import cancelled; the previous rating list is kept"))
        return len(data)


# TXT header word -> XML element name; a single list names its rating column by its month
# and its K column "K" (the combined list's standard K is "SK").
_TXT_COLUMNS = {"ID Number": "fideid", "Name": "name", "Fed": "country", "Sex": "sex",
                "Tit": "title", "WTit": "w_title", "SRtng": "rating", "SK": "k", "K": "k",
                "B-day": "birthday", "Flag": "flag"}
_MONTH_RATING = re.compile(r"[A-Z]{3}\d{2}")


def _txt_columns(header: str) -> dict[str, tuple[int, int | None]]:
    """Each known column's slice, from where the header's words start."""
    words = [(m[0], m.start()) for m in re.finditer(r"ID Number|\S+", header)]
    if not words or words[0][0] != "ID Number":
        raise RatingListError(_("Line 1: not FIDE's rating list; its first line must name the"
                                " columns, starting with 'ID Number'"))
    columns = {}
    for k, (word, start) in enumerate(words):
        end = words[k + 1][1] if k + 1 < len(words) else None
        key = _TXT_COLUMNS.get(word) or ("rating" if _MONTH_RATING.fullmatch(word) else None)
        if key and key not in columns:
            columns[key] = (start, end)
    if "name" not in columns:
        raise RatingListError(_("Line 1: FIDE's rating list names a 'Name' column; this one"
                                " does not"))
    return columns


def _line_text(line: bytes) -> str:
    try:
        return line.decode("utf-8")
    except UnicodeDecodeError:
        return line.decode("latin-1")  # older lists are written in Latin-1


def _read_txt(stream: BinaryIO, problems: list[str]) -> Iterator[ListedPlayer]:
    lines = iter(stream)
    columns = _txt_columns(_line_text(next(lines, b"")).lstrip("\ufeff").rstrip("\r\n"))
    for number, raw in enumerate(lines, start=2):
        text = _line_text(raw).rstrip("\r\n")
        if not text.strip():
            continue
        try:
            yield _listed({key: text[start:end] for key, (start, end) in columns.items()})
        except ValueError as e:
            problems.append(_("Line {line}: {problem}").format(line=number, problem=e))


def _read_xml(stream: BinaryIO, problems: list[str]) -> Iterator[ListedPlayer]:
    # expat with the least Python work per element (twice as fast as iterparse over 30 million
    # elements); the players of each chunk are read, then dropped: memory stays flat.
    parser = expat.ParserCreate()
    parser.buffer_text = True
    records: list[dict[str, str]] = []
    record: dict[str, str] = {}
    text: list[str] = []  # what came since the last end tag; values are stripped of blanks

    def end(tag: str) -> None:
        nonlocal record
        if tag == "player":
            records.append(record)
            record = {}
        else:
            record[tag] = "".join(text)
        text.clear()

    parser.EndElementHandler = end
    parser.CharacterDataHandler = text.append
    number = 0
    try:
        while chunk := stream.read(1 << 20):
            parser.Parse(chunk, False)
            for values in records:
                number += 1
                try:
                    yield _listed(values)
                except ValueError as e:
                    problems.append(_("Player {number} (<player> element {number}): {problem}")
                                    .format(number=number, problem=e))
            records.clear()
        parser.Parse(b"", True)
    except expat.ExpatError as e:
        raise RatingListError(_("Line {line}, column {column}: not well-formed XML ({error})")
                              .format(line=e.lineno, column=e.offset + 1,
                                      error=expat.ErrorString(e.code))) from e


@contextmanager
def _open_list(source: Path) -> Iterator[tuple[IO[bytes], int, str]]:
    """The list's bytes as a stream, their size and the name of the file read (a .zip as FIDE
    ships it is read without unpacking it to disk)."""
    if not zipfile.is_zipfile(source):
        with source.open("rb") as stream:
            yield stream, source.stat().st_size, source.name
        return
    with zipfile.ZipFile(source) as archive:
        members = [m for m in archive.infolist()
                   if m.filename.lower().endswith((".xml", ".txt")) and not m.is_dir()]
        if not members:
            raise RatingListError(_("{file}: the archive holds no .xml or .txt file").format(
                file=source.name))
        try:
            member = archive.open(members[0])
        except (NotImplementedError, RuntimeError) as e:  # an unknown method, a password
            raise RatingListError(_("{file}: cannot unpack {member} ({error})").format(
                file=source.name, member=members[0].filename, error=e)) from e
        with member:
            yield member, members[0].file_size, members[0].filename


def read_rating_list(stream: io.BufferedReader[io.RawIOBase],
                     problems: list[str]) -> Iterator[ListedPlayer]:
    """The players of a list in either layout (told apart by its first byte that is not blank);
    records that are not players are skipped, with where and why added to `problems`."""
    start = stream.peek(64).lstrip(b"\xef\xbb\xbf \t\r\n")
    reader = _read_xml if start.startswith(b"<") else _read_txt
    return reader(stream, problems)


# -- the index ------------------------------------------------------------------------------

_SCHEMA = """
CREATE TABLE players (
    fide_id INTEGER PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL,
    federation TEXT NOT NULL, sex TEXT NOT NULL, title TEXT NOT NULL, rating INTEGER NOT NULL,
    birth_year INTEGER, inactive INTEGER NOT NULL, k_factor INTEGER
) STRICT;
CREATE TABLE about (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
"""
_COLUMNS = "fide_id, name, federation, sex, title, rating, birth_year, inactive, k_factor"


def import_rating_list(source: str | os.PathLike[str], index: str | os.PathLike[str],
                       progress: Progress | None = None) -> ImportSummary:
    """Index the rating list file `source` (XML, TXT, or either zipped) into `index`, which it
    replaces in one step once complete; `progress` is told the bytes read. RatingListError
    (ImportCancelled when `progress` returned False) leaves `index` as it was."""
    source, index = Path(source), Path(index)
    try:
        index.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=f".{index.name}.", suffix=".tmp",
                                             dir=index.parent)
        os.close(handle)
    except OSError as e:
        raise RatingListError(_("{folder}: cannot write the rating list there ({error})").format(
            folder=index.parent, error=e.strerror)) from e
    try:
        summary = _build(source, Path(temporary), progress)
        os.replace(temporary, index)
    except OSError as e:
        raise RatingListError(_("{file}: {problem}").format(file=source.name,
                                                            problem=e.strerror or e)) from e
    except (sqlite3.Error, zipfile.BadZipFile, zlib.error, EOFError) as e:
        raise RatingListError(_("{file}: {problem}").format(file=source.name, problem=e)) from e
    finally:
        Path(temporary).unlink(missing_ok=True)
    return summary


def _build(source: Path, database: Path, progress: Progress | None) -> ImportSummary:
    problems: list[str] = []
    read = 0
    connection = sqlite3.connect(database)
    try:
        # A temporary file, renamed only once complete: no journal is needed.
        connection.executescript("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;"
                                 + _SCHEMA)
        with _open_list(source) as (raw, total, name):
            counting: io.BufferedReader[io.RawIOBase] = io.BufferedReader(
                _CountingReader(raw, total, progress), 1 << 20)
            try:
                for batch in _batches(read_rating_list(counting, problems), _BATCH):
                    read += len(batch)
                    connection.executemany(
                        "INSERT OR IGNORE INTO players (fide_id, name, name_key, federation,"
                        " sex, title, rating, birth_year, inactive, k_factor)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        [(p.fide_id, p.name, name_key(p.name), p.federation, p.sex, p.title,
                          p.rating, p.birth_year, int(p.inactive), p.k_factor)
                         for p in batch])
            except ImportCancelled:
                raise
            except RatingListError as e:
                raise RatingListError(_("{file}: {problem}").format(file=name, problem=e)) from e
        count = connection.execute("SELECT count(*) FROM players").fetchone()[0]
        if not count:
            found = _("{file}: no player found; expected FIDE's rating list"
                      " (players_list_xml_foa.xml or players_list_foa.txt)").format(file=name)
            raise RatingListError(_("{problem}; {first}").format(problem=found, first=problems[0])
                                  if problems else found)
        connection.execute("CREATE INDEX players_by_name ON players (name_key)")
        connection.executemany("INSERT INTO about VALUES (?, ?)", [
            ("source", name), ("imported", datetime.now(UTC).isoformat(timespec="seconds"))])
        connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
        connection.commit()
    finally:
        connection.close()
    duplicates = read - count
    notes = problems[:_PROBLEMS_KEPT]
    if duplicates:
        notes.append(ngettext(
            "{count} player listed again under a FIDE id listed before: the first record is"
            " kept",
            "{count} players listed again under a FIDE id listed before: the first record of"
            " each is kept", duplicates).format(count=duplicates))
    return ImportSummary(count, len(problems) + duplicates, notes)


def _batches(players: Iterable[ListedPlayer], size: int) -> Iterator[list[ListedPlayer]]:
    batch: list[ListedPlayer] = []
    for player in players:
        batch.append(player)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


class RatingList:
    """An index made by `import_rating_list`, opened read-only for look-ups."""

    def __init__(self, index: str | os.PathLike[str]) -> None:
        self.path = Path(index)
        if not self.path.is_file():
            raise RatingListError(_("No FIDE rating list is imported yet"))
        try:
            self._db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True)
            application_id = self._db.execute("PRAGMA application_id").fetchone()[0]
            about = dict(self._db.execute("SELECT key, value FROM about"))
        except sqlite3.Error as e:
            raise RatingListError(_("{path}: not a rating list index ({error})").format(
                path=self.path, error=e)) from e
        if application_id != APPLICATION_ID:
            self._db.close()
            raise RatingListError(_("{path}: not a rating list index").format(path=self.path))
        self.source, self.imported = about.get("source", ""), about.get("imported", "")
        # An index made before the K was read has no column for it: its players have none.
        known = {row[1] for row in self._db.execute("PRAGMA table_info(players)")}
        self._columns = _COLUMNS if "k_factor" in known else _COLUMNS.replace(
            "k_factor", "NULL")

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> RatingList:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __len__(self) -> int:
        count: int = self._db.execute("SELECT count(*) FROM players").fetchone()[0]
        return count

    def _players(self, where: str, parameters: tuple[object, ...]) -> list[ListedPlayer]:
        rows = self._db.execute(f"SELECT {self._columns} FROM players WHERE {where}",
                                parameters)
        return [ListedPlayer(fide_id, name, federation, sex, title, rating, birth_year,
                             bool(inactive), k_factor)
                for fide_id, name, federation, sex, title, rating, birth_year, inactive, k_factor
                in rows]

    def by_id(self, fide_id: int) -> ListedPlayer | None:
        if not 0 < fide_id < 10 ** MAX_FIDE_ID_DIGITS:
            return None
        found = self._players("fide_id = ?", (fide_id,))
        return found[0] if found else None

    def search(self, text: str, limit: int = 20) -> list[ListedPlayer]:
        """The player whose FIDE id `text` is, or the players whose name starts with `text`
        (accents, case and punctuation aside: "muller j" finds "Müller, Jürgen"), by name."""
        text = text.strip()
        if text.isascii() and text.isdecimal():
            found = self.by_id(int(text)) if len(text) <= MAX_FIDE_ID_DIGITS else None
            return [found] if found else []
        key = name_key(text)
        if not key:
            return []
        # The keys that start with `key` lie between it and its last character's successor.
        after = key[:-1] + chr(ord(key[-1]) + 1)
        return self._players("name_key >= ? AND name_key < ? ORDER BY name_key, rating DESC"
                             " LIMIT ?", (key, after, limit))


# -- refreshing a start list ----------------------------------------------------------------

# The details a newer list may change, in the order they are shown, and the kind of change each
# is (the arbiter takes or leaves each kind at once).
REFRESHED = ("surname", "given_name", "federation", "title", "rating", "k_factor")
KINDS = ("rating", "title", "federation", "name")
KIND_OF = {"surname": "name", "given_name": "name", "federation": "federation",
           "title": "title", "rating": "rating", "k_factor": "rating"}
# A new rating is what a list is imported for (C.04.2 D.8); the other kinds are the arbiter's
# choice, one by one.
TAKEN_BY_DEFAULT = frozenset({"rating"})


@dataclass(frozen=True)
class PlayerChange:
    """What a newer rating list changes in one registered player: field -> (old, new)."""

    player_id: int
    name: str
    changes: dict[str, tuple[object, object]]

    def only(self, fields: Iterable[str]) -> PlayerChange | None:
        """This change restricted to `fields`; None when it changes none of them."""
        kept = {name: change for name, change in self.changes.items() if name in fields}
        return PlayerChange(self.player_id, self.name, kept) if kept else None


def _offered(name: str, old: object, new: object, listed: ListedPlayer) -> bool:
    """Whether the list's value is a change worth offering. A name the list leaves empty is
    kept, and so is a name it writes only otherwise: FIDE's list writes names in plain Latin
    letters, so "Østergaard" -> "Ostergaard" or "Müller" -> "Mueller" would lose the name's own
    spelling on every printout (collation.same_name)."""
    if old == new:
        return False
    if name == "k_factor":
        return new is not None  # a list without the K leaves the arbiter's
    if KIND_OF[name] != "name":
        return True
    return bool(listed.surname) and not same_name(str(old), str(new))


def refresh_changes(players: Iterable[Player], rating_list: RatingList) -> list[PlayerChange]:
    """The changes the list brings to the players that have a FIDE id found in it: ratings,
    titles and federations that differ, names that differ by more than their spelling."""
    result = []
    for player in players:
        listed = rating_list.by_id(player.fide_id) if player.fide_id else None
        if listed is None:
            continue
        new = listed.details()
        changes = {name: (getattr(player, name), new[name]) for name in REFRESHED
                   if _offered(name, getattr(player, name), new[name], listed)}
        if changes:
            result.append(PlayerChange(player.id, player.name, changes))
    return result


def apply_changes(t: Tournament, changes: Iterable[PlayerChange]) -> None:
    """Correct the players as the list says (C.04.2 D.8: a rating corrected after round 1 is
    used from the next pairing on); ModelError when the tournament refuses one."""
    for change in changes:
        handling.update_player(t, change.player_id,
                               {name: new for name, (_, new) in change.changes.items()})
