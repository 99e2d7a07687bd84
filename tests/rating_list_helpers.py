"""A FIDE rating list written for a test, in FIDE's fixed-width text layout (the header of the
list shipped in tests/data/fide, each value under its column's name)."""

from __future__ import annotations

import re
from pathlib import Path

from arbiter_gui.core.rating_list import ListedPlayer

HEADER = (Path(__file__).parent / "data" / "fide" / "players_list_foa.txt").read_text(
    encoding="utf-8").splitlines()[0]
_START = {m[0]: m.start() for m in re.finditer(r"ID Number|\S+", HEADER)}


def _record(p: ListedPlayer) -> str:
    values = {"ID Number": str(p.fide_id), "Name": p.name, "Fed": p.federation,
              "Sex": {"m": "M", "w": "F"}.get(p.sex, ""), "Tit": p.title,
              "SRtng": str(p.rating or ""), "B-day": str(p.birth_year or "")}
    line = ""
    for column, value in values.items():
        line = line.ljust(_START[column]) + value
    return line


def write_rating_list(path: Path, players: list[ListedPlayer]) -> Path:
    path.write_text("\n".join([HEADER, *map(_record, players)]) + "\n", encoding="utf-8")
    return path
