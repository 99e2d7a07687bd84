"""A 001 record's round blocks: the ones every writer writes are read at once (a game against
an opponent, a bye against 0000), and read exactly as the column-by-column reading of any
block reads them (core/trf/fields.py), which alone warns and refuses."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arbiter_gui.core.trf.fields import _block, _plain_block, read_blocks
from arbiter_gui.core.trf.records import Block, Line, Quirks, TrfError

_LINE = Line(7, "001    1      Player, One                       2000")


def _column_by_column(chunk: str, strict: bool) -> Block | TrfError:
    quirks = Quirks(strict)
    try:
        block = _block(_LINE, 3, chunk, quirks)
    except TrfError as error:
        return error
    assert not quirks.warnings, "a block read at once never warns"
    return block


# Blocks near the ones writers write: each column from what it holds, or any character.
_SOME = st.sampled_from(" 0123456789wbWB-=+10DLHFUZhfuzx")
_CHUNKS = st.tuples(
    st.one_of(st.from_regex(r"\A[ 0-9]{4}\Z"), st.text(_SOME, min_size=4, max_size=4)),
    st.one_of(st.just(" "), _SOME), st.one_of(st.sampled_from("wb- "), _SOME),
    st.one_of(st.just(" "), _SOME), st.one_of(st.sampled_from("10=+-WDLHFUZ "), _SOME),
    st.one_of(st.just("  "), st.text(_SOME, min_size=2, max_size=2)),
).map("".join)


@given(_CHUNKS, st.booleans())
def test_a_block_read_at_once_is_the_block_read_column_by_column(chunk: str, strict: bool):
    plain = _plain_block(3, chunk)
    if plain is not None:
        assert plain == _column_by_column(chunk, strict)


@pytest.mark.parametrize(("chunk", "block"), [
    ("  90 w =  ", Block(3, 90, "w", "=")),
    ("0012 b 1  ", Block(3, 12, "b", "1")),
    ("   4 b -  ", Block(3, 4, "b", "-")),
    ("0000 - H  ", Block(3, None, "-", "H")),
    ("0000 - U  ", Block(3, None, "-", "U")),
])
def test_the_blocks_writers_write_are_read_at_once(chunk: str, block: Block):
    assert _plain_block(3, chunk) == block == _column_by_column(chunk, strict=True)


@pytest.mark.parametrize("chunk", [
    "0000 w 1  ",  # a colour without opponent: refused
    "  90 W =  ",  # an upper-case colour: read column by column
    "     - +  ",  # '+' without opponent: the round decides (full-point bye or PAB)
    "  90 w =x ",  # a character beyond the result: refused
])
def test_other_blocks_are_read_column_by_column(chunk: str):
    assert _plain_block(3, chunk) is None


def test_a_record_reads_its_blocks_through_both_readings():
    line = Line(7, _LINE.text.ljust(91) + "   2 w 1  " + "0000 - H  " + "   3 B =  ")
    assert read_blocks(line, Quirks(strict=False)) == [
        Block(1, 2, "w", "1"), Block(2, None, "-", "H"), Block(3, 3, "b", "=")]
