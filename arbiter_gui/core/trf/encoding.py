"""The text of a TRF file: UTF-8 as the format says; what other programs write instead (UTF-16
from Windows' editors, Windows-1252) is read with a warning, or refused when strict."""

from __future__ import annotations

import codecs

from arbiter_gui.core.i18n import _
from arbiter_gui.core.trf.records import Line, Quirks, TrfError, TrfWarning

# What Windows' editors write as "Unicode" text: the byte-order mark says which; without one,
# the zero bytes of Latin letters do (every other byte).
_UTF16_BOMS = ((codecs.BOM_UTF16_LE, "utf-16-le", "UTF-16 LE"),
               (codecs.BOM_UTF16_BE, "utf-16-be", "UTF-16 BE"))


def _utf16(data: bytes) -> tuple[bytes, str, str] | None:
    """(the text's bytes, codec, name) of a UTF-16 file, or None."""
    for bom, codec, name in _UTF16_BOMS:
        if data.startswith(bom):
            return data[len(bom):], codec, name
    head = data[:200]
    if len(head) >= 8 and head.count(0) * 2 >= len(head) - 1:  # half zeros: no 8-bit text
        even_zeros = head[0::2].count(0) > head[1::2].count(0)
        return (data, "utf-16-be", "UTF-16 BE") if even_zeros else (data, "utf-16-le", "UTF-16 LE")
    return None


def _decode_utf16(data: bytes, strict: bool) -> tuple[str, list[TrfWarning]] | None:
    """The text of a UTF-16 file, with a warning (strict: refused naming the encoding), or
    None when `data` is no UTF-16 text."""
    found = _utf16(data)
    if found is None:
        return None
    body, codec, name = found
    try:
        text = body.decode(codec)
    except UnicodeDecodeError as error:
        raise TrfError(_("the file is {encoding} text (2 bytes a character), but its bytes"
                         " {start}-{end} are not: save it as UTF-8").format(
                             encoding=name, start=error.start, end=error.end),
                       field="text encoding") from error
    quirks = Quirks(strict)
    quirks.tolerate(None, "encoding", name, _("{encoding} text").format(encoding=name),
                    _("the file is {encoding} text, not UTF-8: save it as UTF-8").format(
                        encoding=name), "text encoding")
    return text, quirks.warnings


def decode_trf(data: bytes, *, strict: bool = False) -> tuple[str, list[TrfWarning]]:
    """The text of a TRF file: UTF-8; UTF-16 (with a warning; strict: refused naming it);
    else Windows-1252 (which has Latin-1's printable letters), with a warning (strict:
    TrfError at the first line that is not UTF-8)."""
    utf16 = _decode_utf16(data, strict)
    if utf16 is not None:
        return utf16
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError as error:
        line_no = data.count(b"\n", 0, error.start) + 1
    quirks = Quirks(strict)
    quirks.tolerate(Line(line_no, ""), "encoding", _("text that is not UTF-8"),
                    _("Windows-1252 (Latin-1) text"),
                    _("the text is not UTF-8 (a Latin-1 or Windows-1252 file?)"), "text encoding")
    text = data.decode("cp1252", errors="replace") if _CP1252_HOLES.isdisjoint(data) \
        else data.decode("latin-1")
    return text, quirks.warnings


# The bytes Windows-1252 leaves undefined (Latin-1 reads them as control characters).
_CP1252_HOLES = frozenset(b"\x81\x8d\x8f\x90\x9d")
