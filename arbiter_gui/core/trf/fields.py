"""The fields of a TRF line read tolerantly: what other programs write beside the text (a
birth date `1969.12.06`, a title `g`, a round date `11.25.02`, a bye written as a result) is read
with a warning that names the line and the field (`Quirks`); what pairing depends on is never
guessed (`Line.fail`)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date
from functools import lru_cache

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import TITLES
from arbiter_gui.core.trf.records import (
    BIRTH,
    BLOCK_WIDTH,
    BYE_BY_CODE,
    FIDE_ID,
    FIRST_ROUND_COLUMN,
    GAME_CODES,
    MAX_RATING,
    NAME,
    NUMBER_PATTERN,
    OLD_TITLES,
    POINTS,
    RATING,
    SEX,
    TITLE,
    Block,
    Cols,
    Entry,
    Line,
    Quirks,
    date_readings,
    int_text,
    is_birth_date,
)


def read_fide_id(line: Line, quirks: Quirks, fide_ids: Mapping[int, Entry]) -> int | None:
    """The FIDE id of a 001 record; none (with a warning) when it is no number or another
    player's."""
    text = FIDE_ID.text(line.text).strip()
    value = int_text(text)
    if text and value is None:
        quirks.tolerate_at(line, FIDE_ID, "FIDE id", text, _("no FIDE id"),
                           _("expected the FIDE id (digits only), got '{text}'").format(
                               text=text))
    if value and value in fide_ids:
        quirks.tolerate_at(line, FIDE_ID, "FIDE id", text,
                           _("no FIDE id (the other player keeps it)"),
                           _("FIDE id {id} is already given to player {number} on line"
                             " {line}").format(id=value,
                                                number=fide_ids[value].number,
                                                line=fide_ids[value].line.no))
        return None
    return value or None


def read_sex(line: Line, quirks: Quirks) -> str:
    text = SEX.text(line.text).strip()
    sex = text.lower()
    if sex not in ("", "m", "w"):
        understood = _("w (female)") if sex == "f" else _("blank (not known)")
        quirks.tolerate_at(line, SEX, "sex", text, understood,
                           _("expected m, w or blank, got '{sex}'").format(sex=sex))
        return "w" if sex == "f" else ""
    return sex


def read_title(line: Line, quirks: Quirks) -> str:
    text = TITLE.text(line.text).strip()
    title = OLD_TITLES.get(text.upper(), text.upper())
    if title and title not in TITLES:
        quirks.tolerate_at(line, TITLE, "title", text, _("no title"),
                           _("unknown title '{title}': expected one of {titles} or"
                             " blank").format(title=text, titles=" ".join(TITLES)))
        return ""
    return title


def read_rating(line: Line, quirks: Quirks) -> int:
    text = RATING.text(line.text).strip()
    if not text:
        return 0
    value = int_text(text)
    if value is None or value > MAX_RATING:
        problem = (_("expected a number, got '{text}'").format(text=text) if value is None
                   else _("rating {rating} is out of range (0 to {high})").format(
                       rating=value, high=MAX_RATING))
        quirks.tolerate_at(line, RATING, "rating", text, _("no rating (0)"), problem)
        return 0
    return value


def read_birth_date(line: Line, quirks: Quirks, start_date: str) -> str:
    text = BIRTH.text(line.text).strip()
    if not text or is_birth_date(text):
        return text
    understood = _other_birth_date(text, start_date)
    quirks.tolerate_at(line, BIRTH, "birth date", text,
                       understood or _("no birth date"),
                       _("expected a date YYYY/MM/DD (or a year YYYY), got '{text}'")
                       .format(text=text))
    return understood


def read_points_column(line: Line, quirks: Quirks) -> float | None:
    text = POINTS.text(line.text).strip()
    if text and not NUMBER_PATTERN.fullmatch(text):
        quirks.tolerate_at(line, POINTS, "points", text, _("no points column"),
                           _("expected the player's points, such as 4.5, got '{text}'")
                           .format(text=text))
    return float(text) if text and NUMBER_PATTERN.fullmatch(text) else None



def read_other_round_date(line: Line, cols: Cols, value: str, quirks: Quirks, start_date: str,
                          end_date: str) -> str:
    """A 132 date written otherwise (`11.25.02`, `10.09.13`): the reading nearest the
    tournament's 042 start date (none when nothing reads as a date)."""
    start = first_reading(start_date)
    readings = date_readings(value, start.year if start else 2000)
    problem = _("expected a date YY/MM/DD, got '{value}'").format(value=value)
    if not readings:
        quirks.tolerate_at(line, cols, "round date", value, _("no date (left out)"),
                           problem)
        return ""
    end = first_reading(end_date)
    chosen = min(readings, key=lambda d: _distance(d, start, end))
    how = f"{chosen:%Y/%m/%d}"
    if len(readings) > 1:
        how = _("{date} (of the readings {dates}, the one nearest the tournament's dates)"
                ).format(date=how, dates=", ".join(f"{d:%Y/%m/%d}" for d in readings))
    quirks.tolerate_at(line, cols, "round date", value, how, problem)
    return f"{chosen:%Y/%m/%d}"


# Byes that older Swiss-Manager and SwissMaster files write as a result without opponent.
_BYE_AS_RESULT = {"+", "=", "-"}


def _bye_as_result(result: str) -> str:
    """What a result without opponent in _BYE_AS_RESULT is read as."""
    return {"+": _("a full-point bye or the pairing-allocated bye (decided by the round)"),
            "=": _("a half-point bye (H)"), "-": _("a zero-point bye (Z)")}[result]




def first_reading(text: str) -> date | None:
    """The date of a 042/052 record as written (`2005/07/28`, `28. 07. 2005`, ...), or None."""
    readings = date_readings(text.replace(" ", "")) if text else []
    return readings[0] if readings else None


def _distance(day: date, start: date | None, end: date | None) -> int:
    """How far `day` lies outside the tournament's days (0 inside; 2000-01-01 if unknown)."""
    start = start or date(2000, 1, 1)
    end = max(end or start, start)
    return 0 if start <= day <= end else min(abs((day - start).days), abs((day - end).days))


def _other_birth_date(text: str, start_date: str) -> str:
    """A birth date as other programs write it, as YYYY/MM/DD or YYYY ("" when none):
    `1969.12.06`, `1993-12-20`, `1980/  /` (year only), `/  /` and `.  .` (none), `120242`
    (DDMMYY, the century that makes it a date before the tournament)."""
    if re.fullmatch(r"[\d]{4}[./-]\d{2}[./-]\d{2}", text):
        readings = date_readings(text)
        return f"{readings[0]:%Y/%m/%d}" if readings else text[:4]
    if re.fullmatch(r"\d{6}", text):
        start = first_reading(start_date)
        before = start.year if start else date.today().year
        day, month, yy = int(text[:2]), int(text[2:4]), int(text[4:])
        year = yy + (before // 100 * 100 if yy <= before % 100 else before // 100 * 100 - 100)
        found = date_readings(f"{year:04d}/{month:02d}/{day:02d}")
        return f"{found[0]:%Y/%m/%d}" if found else ""
    year_only = re.search(r"(?<!\d)(\d{4})(?!\d)", text)
    return year_only[1] if year_only else ""


# The blocks every writer writes, a game against an opponent or a bye against 0000, are read
# at once; any other is read column by column (_block), with its warnings and refusals. The
# most kept: 300 players' blocks of 11 rounds are about 30,000 texts.
PLAIN_BLOCKS_KEPT = 1 << 15
_GAME_TAILS = {f" {colour} {result}  ": (colour, result)
               for colour in "wb" for result in GAME_CODES}
_BYE_BLOCKS = {f"0000 - {result}  ": result for result in "HFUZ"}


def read_blocks(line: Line, quirks: Quirks) -> list[Block]:
    text = line.text.rstrip()
    blocks = []
    for round_no, start in enumerate(range(FIRST_ROUND_COLUMN - 1, len(text), BLOCK_WIDTH), 1):
        chunk = text[start:start + BLOCK_WIDTH].ljust(BLOCK_WIDTH)
        blocks.append(_plain_block(round_no, chunk) or _block(line, round_no, chunk, quirks))
    while blocks and blocks[-1].is_blank:
        blocks.pop()
    return blocks


@lru_cache(maxsize=PLAIN_BLOCKS_KEPT)
def _plain_block(round_no: int, chunk: str) -> Block | None:
    """The block `chunk` as _block reads it when it is one every writer writes, else None.
    Kept once read: a tournament's blocks repeat the same few hundred texts round after round
    and file after file (the pairing server reads two files a request), and a Block is never
    changed (frozen)."""
    tail = _GAME_TAILS.get(chunk[4:])
    if tail is not None:
        opponent = int_text(chunk[:4])
        return Block(round_no, opponent, *tail) if opponent else None
    result = _BYE_BLOCKS.get(chunk)
    return None if result is None else Block(round_no, None, "-", result)


def _block(line: Line, round_no: int, chunk: str, quirks: Quirks) -> Block:
    first = FIRST_ROUND_COLUMN + BLOCK_WIDTH * (round_no - 1)
    field = f"round {round_no}"
    for offset in (4, 6, 8, 9):
        if chunk[offset] != " ":
            line.fail(_("unexpected '{text}' at column {column}: each round takes 10 columns from"
                        " column {first} (opponent in the first 4, colour in the 6th, result in"
                        " the 8th)").format(text=chunk[offset], column=first + offset,
                                            first=FIRST_ROUND_COLUMN), field, (first, first + 9))
    opponent_text = chunk[:4].strip()
    opponent = int_text(opponent_text)
    if opponent_text and opponent is None:
        line.fail(_("expected the opponent's starting rank (or 0000), got '{text}'").format(
            text=opponent_text),
                  f"{field} opponent", (first, first + 3))
    colour, result = chunk[5].lower(), chunk[7].upper()
    if colour not in "wb- ":
        line.fail(_("unknown colour '{colour}': expected w, b, - or blank").format(
            colour=chunk[5]), f"{field} colour", (first + 5, first + 5))
    if result not in GAME_CODES and result not in BYE_BY_CODE:
        line.fail(_("unknown result '{result}': expected 1 = 0 + - W D L (games) or H F U Z"
                    " (byes)").format(result=chunk[7]), f"{field} result", (first + 7, first + 7))
    if not opponent:
        if colour in "wb":
            line.fail(_("colour '{colour}' but no opponent: a player without opponent has colour"
                        " '-' or blank").format(colour=colour), field, (first, first + 7))
        if result == "+" and not quirks.strict:
            # Full-point bye or PAB: the whole round decides, and warns (_pab_among).
            return Block(round_no, None, colour, result)
        if result in _BYE_AS_RESULT:
            quirks.tolerate(line, "bye as a result", chunk[:8].rstrip(), _bye_as_result(result),
                            _("result '{result}' but no opponent: a round without opponent is"
                              " a bye, H F U or Z").format(result=result), field,
                            (first, first + 7))
            return Block(round_no, None, colour, {"=": "H", "-": "Z"}[result])
        if result in GAME_CODES:
            line.fail(_("result '{result}' but no opponent: a round without opponent is a bye,"
                        " H F U or Z").format(result=result), field, (first, first + 7))
        return Block(round_no, None, colour, result)
    if result in ("H", "F", "U", "Z"):
        line.fail(_("bye result '{result}' with opponent {opponent}: a bye has opponent 0000")
                  .format(result=result, opponent=opponent), field, (first, first + 7))
    if colour in "- " and result not in "+-":
        line.fail(_("opponent {opponent} but no colour: only a forfeit may have none").format(
            opponent=opponent), field, (first, first + 7))
    return Block(round_no, opponent, colour, result)


# -- the record of the bye (Swiss-Manager) -------------------------------------------------------

# The names a record standing for the bye is given: "spielfrei" in Swiss-Manager's German files
# (Karl-Mala 2005, tests/data/real/), and the bye's name in the other languages arbiters write
# it in (docs/trf-readers.md, "Swiss-Manager's record of the bye"). A whole name, any case.
BYE_NAMES = frozenset({"spielfrei", "freilos", "bye", "exempt", "libre"})
# A round of such a record: blank, or no opponent with no point (`0000 - -`, `0000 - Z`).
_NO_GAME = re.compile(r"(0{1,4})?\s*-?\s*[-Z]?")


def bye_record_rounds(line: Line) -> set[int] | None:
    """The rounds without opponent of a 001 record that may stand for the bye, not for a
    player: a bye's name, no title, rating, FIDE id or point, and no game in any round; None
    for any other record. Read from the text as written, before any field is read (so that
    its fields leave no warnings of their own)."""
    text = line.text
    if NAME.text(text).strip().casefold() not in BYE_NAMES or TITLE.text(text).strip():
        return None
    if int_text(RATING.text(text).strip() or "0") != 0:
        return None
    if int_text(FIDE_ID.text(text).strip() or "0") != 0:
        return None
    points = POINTS.text(text).strip() or "0"
    if not NUMBER_PATTERN.fullmatch(points) or float(points) != 0:
        return None
    blocks = text[FIRST_ROUND_COLUMN - 1:].rstrip()
    chunks = [blocks[i:i + BLOCK_WIDTH].strip() for i in range(0, len(blocks), BLOCK_WIDTH)]
    if not all(_NO_GAME.fullmatch(chunk) for chunk in chunks):
        return None
    return {round_no for round_no, chunk in enumerate(chunks, 1) if chunk}
