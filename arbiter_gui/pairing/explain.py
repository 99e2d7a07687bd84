"""The part of an engine's explanation of a round (`PairingResult.checklist`) that concerns
some players: their pairing cards and the brackets they were in.

Every engine writes its checklist as top-level lines, each followed by indented lines: a
table (the pairing cards: a column header, then one row a player starting with the pairing
number) or a bracket (a line naming its players, then its decisions). Top-level lines with
nothing under them (the title, the round's general facts, section titles) are kept as they
are.
"""

from __future__ import annotations

import re
from collections.abc import Collection

_Group = tuple[str, list[str]]


def _groups(checklist: str) -> list[tuple[bool, _Group]]:
    """The top-level lines with their indented lines, each with whether a blank line came
    before it."""
    groups: list[tuple[bool, _Group]] = []
    blank = False
    for line in checklist.splitlines():
        if not line.strip():
            blank = True
        elif line[0].isspace() and groups:
            groups[-1][1][1].append(line)
        else:
            groups.append((blank, (line, [])))
            blank = False
    return groups


def _mentions(line: str, numbers: Collection[int]) -> bool:
    # A pairing number as a word of its own: "7", "1-7", "7 (white)"; not "2.0" nor "C7".
    return any(re.search(rf"(?<![\w.]){n}(?![\w.])", line) for n in numbers)


def _first_number(line: str) -> int | None:
    word = line.split(maxsplit=1)[0] if line.strip() else ""
    return int(word) if word.isdigit() else None


def _kept(group: _Group, numbers: Collection[int]) -> list[str]:
    head, lines = group
    if not lines:
        return [head]
    rows = [line for line in lines if _first_number(line) in numbers]
    if rows and not _mentions(head, numbers):
        # A table: its column header and the players' rows.
        header = [line for line in lines[:1] if _first_number(line) is None]
        return [head, *header, *rows]
    if _mentions(head, numbers) or any(_mentions(line, numbers) for line in lines):
        return [head, *lines]
    return []


def explanation_for(checklist: str, numbers: Collection[int]) -> str:
    """The checklist's lines about the players with these pairing numbers."""
    kept: list[str] = []
    for blank_before, group in _groups(checklist):
        lines = _kept(group, numbers)
        if lines and blank_before and kept:
            kept.append("")
        kept.extend(lines)
    return "\n".join(kept) + "\n"
