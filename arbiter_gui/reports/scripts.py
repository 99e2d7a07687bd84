"""Text in any script on paper: a font set with fallback, right-to-left order and shaping.

reportlab draws a string in one font, left to right, one glyph per character: Chinese in DejaVu
Sans prints as empty boxes, Arabic unjoined and backwards. So a line of tournament text (a name,
a club, a justification) is laid out here before it is drawn:

1. python-bidi (the Unicode Bidirectional Algorithm, UAX #9) puts the characters in the order
   they are seen from left to right; a Latin name inside an Arabic one keeps its own order.
   Its Python implementation, because it mirrors brackets (rule L4), which the Rust one does
   not; it predates the bracket pairs of UAX #9 6.3 (rule N0), so a bracketed Latin word in an
   Arabic line may stand as in older browsers (see `_visual` for what else it does not know).
2. The right-to-left stretches (Hebrew, Arabic letters and their marks) are turned back into
   reading order and shaped by HarfBuzz (uharfbuzz, through reportlab's `shapeStr`): Arabic
   letters take their joined forms and come out right to left.
3. Each stretch is cut into runs of one font of FONT_SET: a word takes the first font that has
   all its glyphs (so a word never changes font in the middle); a space, digit or symbol stays
   in the font before it if that font has it, else takes the first font that has it.

Fonts other than the first are loaded only when a text needs them, and reportlab embeds only
the fonts a document uses, each as a subset of the glyphs it prints: a printout with Latin
names only carries no CJK font.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import groupby
from pathlib import Path

from bidi.algorithm import get_display
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFError, TTFont, shapeStr
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from arbiter_gui.core.errors import ArbiterError
from arbiter_gui.core.i18n import _
from arbiter_gui.resources import resource_path

# The font set, in the order a glyph is looked for: (regular, bold) files in resources/fonts,
# each registered under its file name without the extension. A font without a bold face serves
# bold text with its regular one.
FONT_SET: tuple[tuple[str, str], ...] = (
    # Latin, Greek, Cyrillic, Hebrew, Arabic, many symbols and some emoji.
    ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    # The rest of the Arabic script (Persian, Urdu, ...).
    ("NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf"),
    # Hindi, Marathi, Nepali, ... and Thai: scripts whose letters change order and form, so
    # HarfBuzz shapes their runs (_SHAPED).
    ("NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"),
    ("NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf"),
    # Chinese, Japanese (kana and kanji) and Korean (Hangul).
    ("wqy-microhei.ttc", "wqy-microhei.ttc"),
    # Emoji, pictographs and other symbols (chess pieces of Unicode 12 too); then the emoji
    # up to Unicode 9 it lacks: with DejaVu Sans, 94% of the emoji of Unicode 14.
    ("NotoSansSymbols2-Regular.ttf", "NotoSansSymbols2-Regular.ttf"),
    ("Symbola.ttf", "Symbola.ttf"),
)
FONT, BOLD = (Path(file).stem for file in FONT_SET[0])
# The fonts whose runs HarfBuzz shapes even from left to right: a Devanagari vowel sign drawn
# before its consonant (कि), conjuncts (क्ष), Thai marks stacked above and below their letter.
_SHAPED = frozenset(Path(file).stem for pair in FONT_SET for file in pair
                    if "Devanagari" in file or "Thai" in file)

# Bidi classes (UAX #9) that reportlab alone would print in the wrong order.
_NOT_LEFT_TO_RIGHT = frozenset({"R", "AL", "AN", "LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI",
                                "FSI", "PDI"})
_RIGHT_TO_LEFT = frozenset({"R", "AL"})
_ISOLATES = frozenset({"LRI", "RLI", "FSI", "PDI"})
_PRIVATE_USE = range(0xE000, 0xF900)  # bidi class L


class FontError(ArbiterError, ValueError):
    """A font file of the set cannot be loaded; the message names it."""


@cache
def font(index: int, bold: bool = False) -> TTFont:
    """Font `index` of FONT_SET (its bold face if `bold`), registered with reportlab."""
    file = FONT_SET[index][bold]
    name = Path(file).stem
    if name in pdfmetrics.getRegisteredFontNames():
        registered = pdfmetrics.getFont(name)
        if isinstance(registered, TTFont):
            return registered
    path = resource_path(f"fonts/{file}")
    try:
        loaded = TTFont(name, str(path))
        pdfmetrics.registerFont(loaded)
    except (OSError, TTFError) as e:
        raise FontError(_("cannot load the font {path}: {problem}").format(
            path=path, problem=e)) from e
    return loaded


def _has(index: int, bold: bool, chars: str) -> bool:
    glyphs = font(index, bold).face.charToGlyph
    return all(ord(c) in glyphs for c in chars)


def is_plain(value: str, bold: bool = False) -> bool:
    """True when reportlab alone prints `value` right: every glyph in the first font of the set,
    nothing that reads right to left."""
    return _has(0, bold, value) and not any(unicodedata.bidirectional(c) in _NOT_LEFT_TO_RIGHT
                                            for c in value)


# -- layout of one line ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Run:
    """A piece of a line in one font, as drawn from left to right."""

    font: str  # the registered font name
    text: str  # what the canvas draws: a shaped string (reportlab's ShapedStr) if shaped
    width: float  # at font size 1


def _visual(line: str) -> str:
    """`line` in the order it is seen from left to right, brackets mirrored where they read
    right to left. The Python implementation of python-bidi (UAX #9 before isolates) stops at
    what it does not know: the isolate controls, which are invisible, are dropped; a character
    unassigned in this Python's Unicode data is bidi class L (the default of UAX #9) and goes
    through as a private-use character the line does not hold."""
    known = "".join(c for c in line if unicodedata.bidirectional(c) not in _ISOLATES)
    unknown = sorted({c for c in known if not unicodedata.bidirectional(c)})
    if not unknown:
        return get_display(known)
    free = (chr(c) for c in _PRIVATE_USE if chr(c) not in known)
    originals = "".join(unknown)
    stand_ins = "".join(next(free) for _c in unknown)
    visual = get_display(known.translate(str.maketrans(originals, stand_ins)))
    return visual.translate(str.maketrans(stand_ins, originals))


def _stretches(visual: str) -> list[tuple[str, bool]]:
    """`visual` (bidi-ordered) cut into stretches, each with True if it reads right to left.
    A mark (NSM) goes with the letter it belongs to: in a right-to-left stretch the letter
    follows it on its right; otherwise it is the letter on its left."""
    kinds: list[bool] = []
    right_to_left_next = False  # whether the next letter on the right reads right to left
    for c in reversed(visual):
        bidi_class = unicodedata.bidirectional(c)
        if bidi_class != "NSM":
            right_to_left_next = bidi_class in _RIGHT_TO_LEFT
        kinds.append(right_to_left_next)
    kinds.reverse()
    stretches = []
    start = 0
    for rtl, group in groupby(kinds):
        length = len(list(group))
        stretches.append((visual[start:start + length], rtl))
        start += length
    return stretches


def _in_word(c: str) -> bool:
    return unicodedata.category(c)[0] in "LM"


def _ignorable(c: str) -> bool:
    """Format characters and variation selectors: invisible, so dropped when no font has them."""
    return unicodedata.category(c) == "Cf" or unicodedata.name(c, "").startswith("VARIATION")


def _first_having(piece: str, bold: bool) -> int | None:
    return next((k for k in range(len(FONT_SET)) if _has(k, bold, piece)), None)


def uncovered(value: str) -> str:
    """The characters of `value` that no font of the set has (each once, in order of first
    appearance), invisible ones left out: they print as empty boxes."""
    missing = dict.fromkeys(c for c in value if not c.isspace() and not _ignorable(c)
                            and _first_having(c, False) is None)
    return "".join(missing)


def _font_for(piece: str, word: bool, current: int, bold: bool) -> int | None:
    """The font for `piece`: for a word the first font having all its glyphs; for a space,
    digit or symbol the current font if it has it, else the first that has. When no font has
    it: the first font (which prints a box), or None for an invisible character."""
    if not word and _has(current, bold, piece):
        return current
    found = _first_having(piece, bold)
    if found is None and not all(_ignorable(c) for c in piece):
        return 0
    return found


def _font_runs(text: str, bold: bool) -> list[tuple[int, str]]:
    """`text` (in reading order) cut into (font index, text) runs."""
    runs: list[tuple[int, str]] = []
    current = 0
    for word, group in groupby(text, key=_in_word):
        chars = "".join(group)
        # A word no single font has is looked up letter by letter.
        whole = word and _first_having(chars, bold) is not None
        for piece in [chars] if whole else list(chars):
            chosen = _font_for(piece, whole, current, bold)
            if chosen is None:
                continue
            current = chosen
            if runs and runs[-1][0] == current:
                runs[-1] = (current, runs[-1][1] + piece)
            else:
                runs.append((current, piece))
    return runs


def _run(index: int, bold: bool, text: str, rtl: bool) -> Run:
    name = font(index, bold).fontName
    if rtl or name in _SHAPED:
        # HarfBuzz reads the stretch's script (Arabic, Hebrew, Devanagari, Thai) from its
        # letters, so it shapes in its direction and gives the glyphs in the order they are
        # drawn.
        shaped = shapeStr(text, name, 1)
        advances = getattr(shaped, "__shapeData__", None)
        if advances is not None:
            return Run(name, shaped, sum(a.x_advance for a in advances) / 1000)
        text = shaped  # nothing changed (a single letter)
    return Run(name, text, pdfmetrics.stringWidth(text, name, 1))


@lru_cache(maxsize=4096)
def runs(line: str, bold: bool = False) -> tuple[Run, ...]:
    """`line` (one line of text, in reading order) as runs drawn from left to right."""
    if is_plain(line, bold):
        name = font(0, bold).fontName
        return (Run(name, line, pdfmetrics.stringWidth(line, name, 1)),)
    result: list[Run] = []
    for stretch, rtl in _stretches(_visual(line)):
        text = stretch[::-1] if rtl else stretch  # back in reading order
        pieces = _font_runs(text, bold)
        if rtl:
            pieces.reverse()
        result += [_run(index, bold, piece, rtl) for index, piece in pieces]
    return tuple(result)


def line_width(line: str, bold: bool, size: float) -> float:
    return sum(run.width for run in runs(line, bold)) * size


def draw_line(canvas: Canvas, x: float, y: float, line: str, bold: bool, size: float) -> None:
    """Draw `line` with its left end at `x` and its baseline at `y` (changes the canvas font)."""
    for run in runs(line, bold):
        canvas.setFont(run.font, size)
        canvas.drawString(x, y, run.text)
        x += run.width * size


# -- paragraphs -----------------------------------------------------------------------------------

def longest_fitting_prefix(word: str, bold: bool, size: float, width: float) -> int:
    """How many characters of `word` fit `width` (at least one; a mark stays with its letter).
    A binary search: a name or a justification can be a long line without spaces (Chinese)."""
    fits, too_long = 1, len(word)
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if line_width(word[:middle], bold, size) <= width:
            fits = middle
        else:
            too_long = middle
    while fits > 1 and unicodedata.category(word[fits])[0] == "M":
        fits -= 1
    return fits


def wrapped(value: str, bold: bool, size: float, width: float) -> list[str]:
    """`value` broken into lines that fit `width`: at spaces, and inside a word that is longer
    than a whole line (as reportlab's paragraphs do)."""
    lines: list[str] = []
    line = ""
    for word in value.split():
        candidate = f"{line} {word}" if line else word
        if line_width(candidate, bold, size) <= width:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = word
        while len(line) > 1 and line_width(line, bold, size) > width:
            cut = longest_fitting_prefix(line, bold, size, width)
            lines.append(line[:cut])
            line = line[cut:]
    return [*lines, line] if line else lines


class ScriptText(Flowable):
    """Plain text in any script (see the module's docstring), wrapped at the width it is given,
    drawn with the font size, leading and spacing of a paragraph style."""

    def __init__(self, value: str, style: ParagraphStyle) -> None:
        super().__init__()
        self.value, self.style = value, style
        self.whole = ""  # a name shortened to fit its column: the whole name (columns._cell)
        self.bold = style.fontName == BOLD
        self.lines: list[str] = []

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        self.lines = wrapped(self.value, self.bold, self.style.fontSize, available_width)
        self.width, self.height = available_width, len(self.lines) * self.style.leading
        return self.width, self.height

    def draw(self) -> None:
        baseline = self.height - self.style.fontSize  # where a Paragraph puts its first line
        for line in self.lines:
            draw_line(self.canv, 0, baseline, line, self.bold, self.style.fontSize)
            baseline -= self.style.leading

    def getSpaceBefore(self) -> float:  # noqa: N802 (reportlab's name)
        return self.style.spaceBefore

    def getSpaceAfter(self) -> float:  # noqa: N802 (reportlab's name)
        return self.style.spaceAfter
