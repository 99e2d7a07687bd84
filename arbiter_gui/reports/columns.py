"""Tables sized to their content, at the printing size chosen (normal, large, wall).

Every column is as wide as its widest value or its header, except the flexible columns (names,
clubs), which share what is left of the line: each gets what its widest value needs when the
line has room for all of them, else the narrower ones keep what they need and the wider ones
share the rest equally. A name that does not fit its column loses its given names to initials
("Carlsen, M.") before it wraps: a name never wraps while another column has room. When even
the initials do not fit, the page turns to landscape; when landscape is too narrow as well,
the font shrinks.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from arbiter_gui.core.model import NORMAL_SIZE, PRINT_SIZES, Player
from arbiter_gui.reports.document import (
    COLUMN_GAP,
    FONT_SIZE,
    Grid,
    frame_width,
    grid,
    plain,
    style,
    text,
)
from arbiter_gui.reports.scripts import line_width, wrapped

# The table font of each printing size, in points: "wall" is read from two metres.
TABLE_SIZES = dict(zip(PRINT_SIZES, (FONT_SIZE, 11.0, 14.0), strict=True))
_LONGEST_WORD = 150.0
# The narrow gap between columns, tried before leaving columns out or turning the page: the
# cells' padding left and right (grid's is 3 points), nothing more.
MIN_GAP = 5.0
_PADDING = 3.0
# A table's cell wraps over _MOST_LINES lines at most: only a text of hundreds of characters
# is cut. _NARROWEST: the narrowest a character of the fonts is, in ems (a mark excepted).
_MOST_LINES, _NARROWEST = 6, 0.25
MIN_FONT = 4.5  # the smallest a table shrinks to when not even a landscape page is wide enough


@dataclass(frozen=True)
class Name:
    """A player's name in a table: printed whole when it fits its column, else with the given
    names as initials."""

    surname: str
    given_name: str
    mark: str = ""  # after the name, e.g. WITHDRAWN_MARK

    @classmethod
    def of(cls, player: Player, mark: str = "") -> Name:
        return cls(player.surname, player.given_name, mark)

    @property
    def value(self) -> str:
        return self._marked(f"{self.surname}, {self.given_name}" if self.given_name
                            else self.surname)

    def _marked(self, name: str) -> str:
        return f"{name} {self.mark}" if self.mark else name

    @property
    def short(self) -> str:
        """The name with its given names as initials: "Dubov, Daniil Dmitrievich" -> "Dubov,
        D. D.", "Vachier-Lagrave, Jean-Pierre" -> "Vachier-Lagrave, J.-P."; given names in a
        script without capital letters (Chinese, Arabic, ...) stay whole."""
        if not self.given_name or not _has_capitals(self.given_name):
            return self.value
        initials = " ".join("-".join(_initial(part) for part in word.split("-"))
                            for word in self.given_name.split())
        return self._marked(f"{self.surname}, {initials}")

    def __str__(self) -> str:
        return self.value


def _has_capitals(value: str) -> bool:
    return any(c.isupper() for c in value)


def _initial(part: str) -> str:
    return f"{part[0]}." if part and not part.endswith(".") else part


def _width(value: object, size: float, bold: bool = False) -> float:
    return line_width(str(value) if isinstance(value, Name) else plain(value), bold, size)


def _longest_word(value: object, size: float) -> float:
    words = (value.short if isinstance(value, Name) else plain(value)).split()
    return max((line_width(word, False, size) for word in words), default=0.0)


def _shares(least: Sequence[float], needs: Sequence[float], room: float,
            names: Sequence[bool]) -> list[float]:
    """Widths for the flexible columns in `room`: each at least its `least`, then the columns
    of names toward their need (a name wraps or loses its given names only when no other
    column has room), then the others; among them, those furthest from their need are served
    first (the level rises until the room is used). What is left when every need is met is
    shared equally."""
    widths = list(least)
    extra = room - sum(least)
    for served_first in (True, False):
        group = [k for k in range(len(widths)) if names[k] == served_first]
        extra -= _fill(widths, needs, group, extra)
    if extra > 0:
        widths = [width + extra / len(widths) for width in widths]
    return widths


def _fill(widths: list[float], needs: Sequence[float], group: Sequence[int],
          extra: float) -> float:
    """Widen the columns of `group` toward their needs with at most `extra` points, the
    narrowest first, to a common level; the points used."""
    missing = {k: max(0.0, needs[k] - widths[k]) for k in group}
    if sum(missing.values()) <= extra:
        for k, more in missing.items():
            widths[k] += more
        return sum(missing.values())
    served: set[int] = set()
    level = 0.0
    while len(served) < len(missing):
        level = max(0.0, (extra - sum(missing[k] for k in served)) / (len(missing) - len(served)))
        newly = {k for k, more in missing.items() if k not in served and more <= level}
        if not newly:
            break
        served |= newly
    for k, more in missing.items():
        widths[k] += more if k in served else level
    return max(0.0, extra)


@dataclass
class Sized:
    """A table laid out for a page: the table, whether it needs a landscape page, its font."""

    table: Grid
    wide: bool
    font_size: float


@dataclass(frozen=True)
class _Layout:
    """One way to lay a table out: the page's orientation, the gap between columns and the
    optional columns left out."""

    wide: bool
    gap: float
    dropped: tuple[int, ...] = ()


def _layouts(wide: bool | None, optional: Sequence[int]) -> list[_Layout]:
    """The layouts to try, best first: portrait before landscape (more rows a page), the
    full gap before the narrow one, every column before leaving the optional ones out."""
    orientations = (False, True) if wide is None else (wide,)
    leave_out = ((), tuple(optional)) if optional else ((),)
    return [_Layout(w, gap, dropped) for w in orientations for dropped in leave_out
            for gap in (COLUMN_GAP, MIN_GAP) if not (dropped and gap == COLUMN_GAP)]


class _Measures:
    """The widths a table's columns need at a font size, without the gap."""

    def __init__(self, header: Sequence[str], rows: Sequence[Sequence[object]],
                 flexible: Sequence[int], font_size: float, least: float) -> None:
        self.flexible = flexible
        heads = [_width(value, font_size, bold=True) for value in header]
        self.whole = [max(heads[c], max((_width(row[c], font_size) for row in rows),
                                        default=0.0)) for c in range(len(header))]
        # A flexible column on one line: every name at least with initials, at least `least`
        # (at the normal size) when its content needs that much; other texts may wrap.
        least = least * font_size / FONT_SIZE
        self.one_line = {c: max(heads[c], min(self.whole[c], least),
                                max((_one_line(row[c], font_size) for row in rows),
                                    default=0.0)) for c in flexible}
        # When not even that fits: the longest word (a longer one than _LONGEST_WORD, a name
        # in Chinese, wraps anyway), at least `least`.
        self.word = {c: max(heads[c], min(self.whole[c], least),
                            min(max((_longest_word(row[c], font_size) for row in rows),
                                    default=0.0), _LONGEST_WORD * font_size / FONT_SIZE))
                     for c in flexible}

    def needed(self, layout: _Layout, flexible: dict[int, float]) -> float:
        """The line's width with the flexible columns `flexible` wide (without their gap)."""
        return sum(self.whole[c] + layout.gap for c in range(len(self.whole))
                   if c not in self.flexible and c not in layout.dropped) + sum(
            width + layout.gap for width in flexible.values())


def _one_line(value: object, size: float) -> float:
    """The width `value` needs on one line: a name with initials, other text its longest word
    (it may wrap)."""
    if isinstance(value, Name):
        return line_width(value.short, False, size)
    return _longest_word(value, size)


def sized_table(header: Sequence[str], rows: Sequence[Sequence[object]],
                flexible: Sequence[int], paper: str, size: str = NORMAL_SIZE, *,
                wide: bool | None = None, least: float = 0.0, optional: Sequence[int] = (),
                right_aligned: Iterable[int] = (), centred: Iterable[int] = ()) -> Sized:
    """`rows` (cells: strings, `text()` paragraphs, `Name`s) under `header` as a `grid` at the
    printing `size`, each column but the `flexible` ones as wide as its content.

    The first layout of `_layouts` in which every name fits one line (with initials if it
    must) and the flexible columns keep `least` points (at the normal size) is taken: the
    `optional` columns (federations) are left out before the page turns to landscape (`wide`
    forces one or the other). When none fits, names wrap between their words: landscape if
    portrait cannot keep their longest word, then a smaller font."""
    font_size = TABLE_SIZES[size]
    measures = _Measures(header, rows, flexible, font_size, least)
    layouts = _layouts(wide, optional)
    layout = next((candidate for candidate in layouts
                   if measures.needed(candidate, measures.one_line)
                   <= frame_width(paper, candidate.wide)), None)
    scale, least_widths = 1.0, measures.one_line
    if layout is None:  # names wrap
        least_widths = measures.word
        layout = next((candidate for candidate in layouts
                       if measures.needed(candidate, measures.word)
                       <= frame_width(paper, candidate.wide)), layouts[-1])
        scale = max(MIN_FONT / font_size,
                    min(1.0, frame_width(paper, layout.wide) / measures.needed(layout,
                                                                                measures.word)))
    kept = [c for c in range(len(header)) if c not in layout.dropped]
    room = frame_width(paper, layout.wide) - scale * measures.needed(
        layout, dict.fromkeys(flexible, 0.0))
    names = [any(isinstance(row[c], Name) for row in rows) for c in flexible]
    shares = dict(zip(flexible, _shares(
        [least_widths[c] * scale for c in flexible],
        [measures.whole[c] * scale for c in flexible], room, names), strict=True))
    gap = layout.gap * scale
    widths = [shares[c] + gap if c in shares else (measures.whole[c] + layout.gap) * scale
              for c in kept]
    cell_style = style(font_size * scale)
    cells = [[_cell(row[c], c in shares, widths[k] - gap, cell_style)
              for k, c in enumerate(kept)] for row in rows]
    where = {c: k for k, c in enumerate(kept)}
    table = grid([header[c] for c in kept], cells, widths,
                 right_aligned=[where[c] for c in right_aligned if c in where],
                 centred=[where[c] for c in centred if c in where],
                 font_size=font_size * scale, padding=min(layout.gap * scale / 2, _PADDING))
    return Sized(table, layout.wide, font_size * scale)


def _cell(cell: object, flexible: bool, room: float, cell_style) -> object:
    """A name as it fits `room` (whole, else with initials, else wrapped); the text of a
    flexible column as a paragraph that wraps; other cells as they are. A text of more than
    _MOST_LINES lines is cut."""
    size = cell_style.fontSize
    if isinstance(cell, Name):
        fits = line_width(cell.value, False, size) <= room
        paragraph = text(clipped(cell.value if fits else cell.short, size, room), cell_style)
        paragraph.whole = cell.value  # the web pages show the whole name
        return paragraph
    if flexible and isinstance(cell, str):
        paragraph = text(clipped(cell, size, room), cell_style)
        paragraph.whole = cell
        return paragraph
    if not isinstance(cell, str) and hasattr(cell, "value"):
        return text(cell.value, cell_style)  # a paragraph made at the normal size
    return cell


def clipped(value: str, size: float, room: float, most_lines: int = _MOST_LINES) -> str:
    """`value` if it wraps into `most_lines` lines of `room` points or fewer, else the longest
    beginning of it that does, with an ellipsis (a row taller than a page cannot print). Only
    as much of `value` as the lines can hold is measured."""
    held = int(most_lines * room / (_NARROWEST * size)) + 1
    if len(value) <= held and len(wrapped(value, False, size, room)) <= most_lines:
        return value
    fits, too_long = 0, min(len(value), held)
    while too_long - fits > 1:
        middle = (fits + too_long) // 2
        if len(wrapped(value[:middle] + "…", False, size, room)) <= most_lines:
            fits = middle
        else:
            too_long = middle
    return value[:fits] + "…"
