"""Names in every script on paper (issue 19 item 5): Chinese, Japanese and Korean in a font that
has their glyphs, Arabic joined and right to left, Hebrew right to left, Greek, Cyrillic and
symbols; the fonts embedded as subsets. Read back from the PDF with pypdf: each piece of text
with the font that prints it and where it starts on the line."""

from __future__ import annotations

import io
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader
from reportlab.pdfbase.ttfonts import TTFontFile
from reportlab.pdfgen.canvas import Canvas

from arbiter_gui.reports import ReportError, scripts, unprintable, write_report
from arbiter_gui.reports.document import style, text
from arbiter_gui.reports.scripts import line_width, runs, uncovered
from arbiter_gui.resources import resource_path
from tests.report_helpers import SCRIPT_NAMES, played

ROUND_1 = "1-5:1 6-2:= 3-7:0 4-8:+"
# The first eight of the twelve scripts (the symbol of p8 is one DejaVu Sans does not have).
NAMES = {player: SCRIPT_NAMES[player] for player in (f"p{n}" for n in range(1, 9))}
CJK = ("王, 小明", "山田, はなこ", "김, 민준")


@dataclass(frozen=True)
class Piece:
    """A piece of text as pypdf reads it back: its text, the font's name without the subset
    prefix, and where it starts (x in its table cell or on the page, and the line's y)."""

    text: str
    font: str
    x: float
    y: float


def _pieces(path: Path, page: int = 0) -> list[Piece]:
    found: list[Piece] = []

    def visit(value: str, cm: list[float], tm: list[float], font: dict | None,
              size: float) -> None:
        if value.strip() and font is not None:
            found.append(Piece(value.strip("\n"), str(font["/BaseFont"]).split("+")[-1],
                               cm[4] + tm[4], cm[5] + tm[5]))

    PdfReader(path).pages[page].extract_text(visitor_text=visit)
    return found


def _fonts(path: Path) -> list[dict]:
    return [f.get_object() for f in PdfReader(path).pages[0]["/Resources"]["/Font"].values()]


@cache
def _glyphs_of_font(face_name: str) -> frozenset[int]:
    """The characters the font file in resources/fonts whose face is `face_name` has glyphs for
    (a font collection's faces are numbered, as reportlab names them: "Name-0")."""
    for path in sorted(Path(resource_path("fonts")).glob("*.tt[fc]")):
        for index in range(4 if path.suffix == ".ttc" else 1):
            try:
                face = TTFontFile(str(path), validate=0, subfontIndex=index)
            except Exception:  # no face with this number in the collection
                break
            if face_name in (face.name.decode(), f"{face.name.decode()}-{index}"):
                return frozenset(face.charToGlyph)
    raise AssertionError(f"no font file in resources/fonts has the face {face_name}")


def _pairing_sheet(tmp_path: Path, **names: str) -> Path:
    path = tmp_path / "pairings.pdf"
    write_report("pairings", played(8, [ROUND_1], **names), path)
    return path


def _piece(pieces: list[Piece], letters: str) -> Piece:
    """The piece that reads `letters` (Arabic presentation forms compared by their letters)."""
    return next(p for p in pieces if unicodedata.normalize("NFKC", p.text) == letters)


# -- no empty boxes -------------------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["pairings", "standings", "alphabetical", "crosstable"])
def test_every_printed_character_has_a_glyph_in_the_font_that_prints_it(tmp_path, kind):
    path = tmp_path / f"{kind}.pdf"
    write_report(kind, played(8, [ROUND_1], **NAMES), path)
    pieces = _pieces(path)
    printed = "".join(p.text for p in pieces)
    for name in NAMES.values():
        letters = unicodedata.normalize("NFKC", name).replace(", ", "").replace(" ", "")
        assert set(letters) <= set(unicodedata.normalize("NFKC", printed)), name
    for piece in pieces:
        missing = [c for c in piece.text if not c.isspace()
                   and ord(c) not in _glyphs_of_font(piece.font)]
        assert not missing, f"{piece.text!r} in {piece.font}: no glyph for {missing}"


def test_cjk_names_print_exactly_in_the_cjk_font(tmp_path):
    pieces = _pieces(_pairing_sheet(tmp_path, **NAMES))
    for name in CJK:
        assert Piece(name, "WenQuanYiMicroHei-0", 0, 0) in [
            Piece(p.text, p.font, 0, 0) for p in pieces], name


def test_greek_and_cyrillic_names_print_exactly_in_dejavu(tmp_path):
    pieces = _pieces(_pairing_sheet(tmp_path, **NAMES))
    for name in ("Παπαδόπουλος, Γιώργος", "Иванов, Пётр"):
        assert [p.font for p in pieces if p.text == name] == ["DejaVuSans"]


def test_a_symbol_dejavu_lacks_prints_from_noto_sans_symbols_2(tmp_path):
    pieces = _pieces(_pairing_sheet(tmp_path, **NAMES))
    assert Piece("⚽", "NotoSansSymbols2-Regular", 0, 0) in [
        Piece(p.text, p.font, 0, 0) for p in pieces]
    smith = next(p for p in pieces if p.text.startswith("Smith, John"))
    assert smith.font == "DejaVuSans"


def test_an_emoji_prints_from_symbola_and_is_embedded(tmp_path):
    assert [(run.font, str(run.text)) for run in runs("Smith 👨")] == [
        ("DejaVuSans", "Smith "), ("Symbola", "👨")]
    fonts = _fonts(_pairing_sheet(tmp_path, p8="Smith, John 👨"))
    # (pypdf cannot read it back: reportlab writes characters beyond U+FFFF in the ToUnicode
    # map as five hex digits, not as UTF-16.)
    assert "Symbola" in {str(f["/BaseFont"]).split("+")[-1] for f in fonts}


def test_an_arabic_word_with_a_letter_dejavu_lacks_prints_whole_in_noto_sans_arabic():
    # Urdu's yeh barree (U+06D2) is not in DejaVu Sans: the whole word changes font, so that
    # its letters still join (the beh takes its initial form, U+FE91).
    (word,) = runs("بے")
    assert word.font == "NotoSansArabic-Regular"
    assert str(word.text).endswith("\ufe91")  # drawn left to right: the beh is on the right


# -- right to left --------------------------------------------------------------------------------

def test_arabic_name_prints_joined_and_right_to_left(tmp_path):
    pieces = _pieces(_pairing_sheet(tmp_path, **NAMES))
    surname, given = _piece(pieces, "محمد"), _piece(pieces, "علي")
    # Joined: initial meem, medial hah, medial meem, final dal (Arabic Presentation Forms-B),
    # not the four letters' isolated forms.
    assert surname.text == "\ufee3\ufea4\ufee4\ufeaa"
    assert given.text == "\ufecb\ufee0\ufef2"  # initial ain, medial lam, final yeh
    # Right to left: the surname, read first, is printed right of the given name.
    assert surname.y == pytest.approx(given.y)
    assert surname.x > given.x


def test_hebrew_name_prints_right_to_left(tmp_path):
    pieces = _pieces(_pairing_sheet(tmp_path, **NAMES))
    surname, given = _piece(pieces, "כהן"), _piece(pieces, "שלום")
    assert surname.y == pytest.approx(given.y)
    assert surname.x > given.x


def _seen(line: str) -> list[str]:
    """The runs of `line` from left to right, Arabic read back in its letters' reading order."""
    shown = []
    for run in runs(line):
        letters = unicodedata.normalize("NFKC", str(run.text))
        rtl = any(unicodedata.bidirectional(c) in ("R", "AL") for c in letters)
        shown.append(letters[::-1] if rtl else letters)
    return [s for s in shown if s.strip()]


def test_uax9_a_line_reads_in_the_direction_of_its_first_letter():
    # Left to right: the comma follows "Ali"; the Arabic word stands right of it.
    assert _seen("Ali, علي") == ["Ali, ", "علي"]
    # Right to left: the first word is the rightmost, the comma follows it (on its left), and
    # the Latin word keeps its own order.
    assert _seen("علي, Ali") == ["Ali ,", "علي"]
    assert _seen("علي حسن") == ["حسن", "علي"]


def test_uax9_digits_read_left_to_right_and_brackets_are_mirrored_in_arabic():
    assert _seen("علي (12)") == ["(12) ", "علي"]


# -- embedded as subsets, and only when used ------------------------------------------------------

def test_fonts_are_embedded_as_subsets_and_the_printout_stays_small(tmp_path):
    path = _pairing_sheet(tmp_path, **NAMES)
    fonts = _fonts(path)
    names = {str(f["/BaseFont"]).split("+")[-1] for f in fonts}
    assert {"DejaVuSans", "WenQuanYiMicroHei-0", "NotoSansSymbols2-Regular"} <= names
    for font in fonts:
        assert re.fullmatch(r"/[A-Z]{6}\+.+", str(font["/BaseFont"])), font["/BaseFont"]
        assert "/FontFile2" in font["/FontDescriptor"]
    # The CJK font file alone is 5 MB; its subset holds the dozen glyphs printed.
    assert path.stat().st_size < 150_000


def test_a_printout_of_latin_names_embeds_no_fallback_font(tmp_path):
    path = _pairing_sheet(tmp_path, p1="Müller, Jörg", p2="O'Neil, Seán")
    assert {str(f["/BaseFont"]).split("+")[-1] for f in _fonts(path)} == {
        "DejaVuSans", "DejaVuSans-Bold"}
    assert path.stat().st_size < 60_000


# -- fitting the columns and the header -----------------------------------------------------------

def test_a_long_cjk_name_wraps_within_its_column_and_loses_no_character():
    name = "欧阳" * 12 + ", " + "김민준" * 4
    paragraph = text(name, style(8))
    width, height = paragraph.wrap(100, 1000)
    assert width == 100 and len(paragraph.lines) > 1
    assert height == pytest.approx(len(paragraph.lines) * 8 * 1.2)
    assert all(line_width(line, False, 8) <= 100 for line in paragraph.lines)
    assert "".join(paragraph.lines).replace(" ", "") == name.replace(" ", "")


# Any text: letters of the scripts of the font set, marks, digits, symbols, bidi controls,
# unassigned and private-use characters.
_ANY_TEXT = st.text(st.characters(exclude_categories=("Cs", "Cc")), max_size=40)


@settings(max_examples=300, deadline=None)
@given(value=_ANY_TEXT, width=st.floats(20, 300))
def test_any_text_lays_out_within_the_width_keeps_its_characters_and_prints(value, width):
    paragraph = text(value, style(8))
    paragraph.wrap(width, 1000)
    lines = getattr(paragraph, "lines", None)
    if lines is None:  # plain text: a reportlab paragraph
        return
    for line in lines:
        assert len(line) == 1 or line_width(line, False, 8) <= width
    assert "".join("".join(lines).split()) == "".join(value.split())
    canvas = Canvas(io.BytesIO())
    paragraph.drawOn(canvas, 0, 0)
    canvas.save()


def test_a_cjk_name_in_the_narrow_cross_table_column_stays_inside_it(tmp_path):
    name = "欧阳" * 60  # wider than the name column can be on a page, even a landscape one
    path = tmp_path / "crosstable.pdf"
    write_report("crosstable", played(8, [ROUND_1], p1=name), path)
    pieces = [p for p in _pieces(path) if p.font == "WenQuanYiMicroHei-0"]
    assert "".join(p.text for p in pieces) == name
    assert len({round(p.y) for p in pieces}) > 1  # wrapped over lines, not over the column


def test_a_tournament_name_in_chinese_prints_in_the_header(tmp_path):
    t = played(8, [ROUND_1])
    t.name = "春季公开赛 2025"
    path = tmp_path / "pairings.pdf"
    write_report("pairings", t, path)
    first = _pieces(path)[0]
    # The digits stay in the font of the word before them.
    assert (first.text, first.font) == ("春季公开赛 2025", "WenQuanYiMicroHei-0")


# -- a font file missing ---------------------------------------------------------------------------

@pytest.fixture
def cjk_font_missing(monkeypatch):
    """The CJK font of the set is a file that does not exist (layouts cached before forgotten)."""
    missing = ("missing-cjk.ttf", "missing-cjk.ttf")
    monkeypatch.setattr(scripts, "FONT_SET", (*scripts.FONT_SET[:2], missing,
                                              *scripts.FONT_SET[3:]))
    for cached in (scripts.font, scripts.runs):
        cached.cache_clear()
    yield
    for cached in (scripts.font, scripts.runs):
        cached.cache_clear()


def test_a_missing_fallback_font_is_a_report_error_and_the_file_is_left_as_it_was(
        tmp_path, cjk_font_missing):
    path = tmp_path / "old.pdf"
    path.write_bytes(b"the previous printout")
    with pytest.raises(ReportError, match=r"cannot load the font .*missing-cjk\.ttf"):
        write_report("pairings", played(8, [ROUND_1], p1="王, 小明"), path)
    assert path.read_bytes() == b"the previous printout"
    # Latin names need no fallback font.
    write_report("pairings", played(8, [ROUND_1]), path)


# -- Devanagari and Thai, and a warning for what no font has (issue 26) ---------------------------

INDIC_AND_THAI = {"p1": "शर्मा, किशोर", "p2": "ใจดี, สมชาย"}


def test_devanagari_and_thai_names_print_in_their_noto_font_embedded_as_subsets(tmp_path):
    path = _pairing_sheet(tmp_path, **INDIC_AND_THAI)
    embedded = {str(f["/BaseFont"]).lstrip("/") for f in _fonts(path)}
    # A subset: six capital letters and "+" before the font's name.
    assert {re.sub(r"^[A-Z]{6}\+", "", name) for name in embedded if "+" in name} >= {
        "NotoSansDevanagari-Regular", "NotoSansThai-Regular"}
    pieces = _pieces(path)
    thai = [p for p in pieces if p.font == "NotoSansThai-Regular"]
    assert [p.text for p in thai] == ["ใจดี", "สมชาย"]  # read back letter for letter
    assert [p.font for p in pieces if "शम" in p.text] == ["NotoSansDevanagari-Regular"]


def test_devanagari_is_shaped_the_vowel_sign_i_drawn_before_its_consonant():
    (run,) = runs("कि")  # ka + vowel sign i: the sign is written first, to the left of ka
    assert run.font == "NotoSansDevanagari-Regular"
    assert str(run.text)[-1] == "क" and str(run.text)[0] != "क"
    (conjunct,) = runs("क्ष")  # ka + virama + ssa: one conjunct glyph, not three
    assert len(str(conjunct.text)) == 1


def test_no_warning_for_names_every_font_prints():
    t = played(8, [ROUND_1], **{**NAMES, **INDIC_AND_THAI})
    assert unprintable(t) == []


def test_a_character_no_font_has_is_a_warning_naming_the_player():
    t = played(8, [ROUND_1], p3="ᚱᚢᚾ, Ólafr")  # Runic: no font of the set has it
    t.players[4].club = "𓀀 club"  # an Egyptian hieroglyph in a club's name
    assert uncovered("ᚱᚢᚾ, Ólafr ᚱ") == "ᚱᚢᚾ"
    assert unprintable(t) == [
        "Player 3 (ᚱᚢᚾ, Ólafr): no font of the printouts has ᚱᚢᚾ (U+16B1 U+16A2 U+16BE);"
        " they print as empty boxes",
        f"Player {t.players[4].pairing_no} ({t.players[4].name}): no font of the printouts"
        " has 𓀀 (U+13000); they print as empty boxes"]
