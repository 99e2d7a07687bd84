"""What every action shares: the `Action` it is, the `Done` it returns (its record, the rows it
changed and the action that undoes it), and for the actions that change whole parts of the
tournament, the copy they keep of those parts and the `Restore` that puts them back (their undo
and redo)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Protocol

from arbiter_gui.core.actions.wording import RecordData, describe_data
from arbiter_gui.core.journal import Key, canonical_json
from arbiter_gui.core.log import LogDraft
from arbiter_gui.core.model import Tournament
from arbiter_gui.core.store import model_rows  # the model's rows in the file

Rows = dict[str, dict[Key, dict[str, object] | None]]


class Action(Protocol):
    def apply(self, t: Tournament) -> Done: ...


@dataclass(frozen=True)
class Done:
    """What an action did: its record, the rows it changed (table -> key -> row as the model
    now has it, None for a row removed), and the action that puts the tournament back.
    `tables`: the tables an action that changes many rows (a round paired, a player
    registered) gives whole, as the model now has them; the store writes the rows that
    differ."""

    action: Action
    draft: LogDraft
    rows: Rows
    undo: Action
    tables: dict[str, list[dict[str, object]]] = field(default_factory=dict)
    # False: the arbiter cannot undo it (leaving the FIDE mode); `undo` then only puts the
    # tournament in memory back when the file could not be written.
    undoable: bool = True
    result: object = None  # what the action tells its caller (an import's refused rows)

    @property
    def changed(self) -> bool:
        return bool(self.rows or self.tables)


# -- the actions on whole parts of the tournament: pairing, players, settings ---------------------

Parts = tuple[tuple[str, object], ...]  # (field of the tournament, a copy of its value)


def copy_parts(t: Tournament, names: tuple[str, ...]) -> Parts:
    return tuple((name, copy.deepcopy(getattr(t, name))) for name in names)


def parts_done(action: Action, t: Tournament, before: Parts, data: RecordData, kind: str,
               round_no: int | None, author: str) -> Done:
    """What an action on whole parts of the tournament did: the tables that hold them, and
    the action that puts them back (an undo recorded with the data of what it undoes)."""
    draft = LogDraft(kind, describe_data(kind, data) or "", round_no, author,
                     data=canonical_json(data))
    undo = Restore(before, data, round_no, author, "redo" if kind == "undo" else "undo")
    return Done(action, draft, {}, undo, model_rows(t, [name for name, _value in before]))


@dataclass(frozen=True)
class Restore:
    """Put parts of the tournament back as they were: the undo (or redo) of an action on
    them, recorded with the data of that action. (No action restores `fide_mode_left`:
    leaving the FIDE mode cannot be undone, C.02.)"""

    parts: Parts
    data: RecordData
    round_no: int | None
    author: str = ""
    kind: str = "undo"

    def apply(self, t: Tournament) -> Done:
        before = copy_parts(t, tuple(name for name, _value in self.parts))
        for name, value in self.parts:
            setattr(t, name, copy.deepcopy(value))
        return parts_done(self, t, before, self.data, self.kind, self.round_no, self.author)
