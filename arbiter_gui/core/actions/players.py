"""The actions on players: withdrawals, returns and requested byes (which name the rows they
change), registering, correcting and deleting a player, late entries, CSV imports and
rating-list updates (which keep a copy of the parts of the tournament they change)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from arbiter_gui.core import handling
from arbiter_gui.core.actions.base import Action, Done, Restore, copy_parts, parts_done
from arbiter_gui.core.actions.wording import RecordData, describe_data
from arbiter_gui.core.csv_import import CsvTable, import_players
from arbiter_gui.core.journal import Key, canonical_json
from arbiter_gui.core.log import LogDraft
from arbiter_gui.core.model import ByeKind, ModelError, Player, Tournament
from arbiter_gui.core.rating_list import PlayerChange, apply_changes
from arbiter_gui.core.store import player_row, requested_bye_row  # the model's rows in the file

# -- absences: withdrawals and requested byes (C.04.2 D.3, D.4) ----------------------------------

Absences = tuple[int | None, tuple[tuple[int, ByeKind], ...]]  # withdrawn from, requested byes


def _absences(t: Tournament, player_id: int) -> Absences:
    return (t.player(player_id).withdrawn_from,
            tuple(sorted((r, kind) for (p, r), kind in t.requested_byes.items()
                         if p == player_id)))


def _absences_done(action: Action, t: Tournament, player_id: int, before: Absences,
                   data: RecordData, kind: str, round_no: int | None, author: str) -> Done:
    """What an action on a player's absences did: his row and his requested byes' rows, and
    the action that puts them back (an undo recorded with the data of what it undoes)."""
    position = next(i for i, p in enumerate(t.players) if p.id == player_id)
    after = _absences(t, player_id)
    byes: dict[Key, dict[str, object] | None] = {(player_id, r): None for r, _kind in before[1]}
    byes |= {(player_id, r): requested_bye_row(player_id, r, k) for r, k in after[1]}
    draft = LogDraft(kind, describe_data(kind, data) or "", round_no, author,
                     data=canonical_json(data))
    undo = RestoreAbsences(player_id, before, data, round_no, author,
                           "redo" if kind == "undo" else "undo")
    return Done(action, draft, {"players": {(player_id,): player_row(position,
                                                                        t.player(player_id))},
                                "requested_byes": byes}, undo)


@dataclass(frozen=True)
class Withdraw:
    """The player is no longer paired from `from_round` on (C.04.2 D.3)."""

    player_id: int
    from_round: int
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = _absences(t, self.player_id)
        handling.withdraw(t, self.player_id, self.from_round)
        data = {"action": "withdraw", "player": t.player(self.player_id).name,
                "round": self.from_round}
        return _absences_done(self, t, self.player_id, before, data, "withdrawal",
                              self.from_round, self.author)


@dataclass(frozen=True)
class Return:
    """A withdrawn player is paired again from `round_no` (`handling.cancel_withdrawal`)."""

    player_id: int
    round_no: int
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = _absences(t, self.player_id)
        handling.cancel_withdrawal(t, self.player_id, self.round_no)
        data = {"action": "return", "player": t.player(self.player_id).name,
                "round": self.round_no}
        return _absences_done(self, t, self.player_id, before, data, "withdrawal",
                              self.round_no, self.author)


@dataclass(frozen=True)
class RequestBye:
    """An announced absence or a requested bye for a round not paired yet (C.04.2 D.4);
    `kind` None cancels the request."""

    player_id: int
    round_no: int
    kind: ByeKind | None
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = _absences(t, self.player_id)
        if self.kind is None:
            handling.cancel_bye_request(t, self.player_id, self.round_no)
        else:
            handling.request_bye(t, self.player_id, self.round_no, self.kind)
        data = {"action": "bye", "player": t.player(self.player_id).name,
                "round": self.round_no, "bye": None if self.kind is None else self.kind.value}
        return _absences_done(self, t, self.player_id, before, data, "bye", self.round_no,
                              self.author)


@dataclass(frozen=True)
class RestoreAbsences:
    """Put a player's withdrawal and requested byes back as they were: the undo (or redo) of
    an action on them, recorded with the data of that action."""

    player_id: int
    absences: Absences
    data: RecordData
    round_no: int | None
    author: str = ""
    kind: str = "undo"

    def apply(self, t: Tournament) -> Done:
        before = _absences(t, self.player_id)
        player = t.player(self.player_id)
        player.withdrawn_from = self.absences[0]
        for key in [k for k in t.requested_byes if k[0] == self.player_id]:
            del t.requested_byes[key]
        for round_no, kind in self.absences[1]:
            t.requested_byes[(self.player_id, round_no)] = kind
        return _absences_done(self, t, self.player_id, before, self.data, self.kind,
                              self.round_no, self.author)


# -- registering, correcting and deleting players --------------------------------------------------

# What registering, correcting or deleting a player may change besides his row: his byes in
# the rounds paired and requested (a late entry's missed rounds), the accelerated groups'
# bounds, the prohibited pairings and categories that name him.
PLAYER_PARTS = ("players", "rounds", "requested_byes", "accelerations", "prohibited_pairings",
                "categories")


@dataclass(frozen=True)
class Register:
    """Register a player before round 1 is paired, a late entrant (C.04.2 C.2) who plays from
    `first_round` (default: the next round) after; his id is given here (`player.id` is
    ignored)."""

    player: Player
    first_round: int | None = None
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = copy_parts(t, PLAYER_PARTS)
        new = replace(self.player, id=t.next_player_id())
        first = self.first_round or t.next_round_number
        if t.rounds:
            handling.add_late_entry(t, new, first)
        else:
            handling.add_player(t, new)
        late = len(t.rounds) > 0
        data = {"action": "register", "player": new.name, "round": first if late else None}
        return parts_done(self, t, before, data, "registration", first if late else None,
                          self.author)


@dataclass(frozen=True)
class EditPlayer:
    """Correct one detail of a player (one of handling.PLAYER_FIELDS), typed as text."""

    player_id: int
    detail: str
    text: str
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = copy_parts(t, ("players",))
        name = t.player(self.player_id).name
        handling.edit_player_field(t, self.player_id, self.detail, self.text)
        data = {"action": "edit_player", "player": name, "detail": self.detail,
                "value": self.text.strip()}
        return parts_done(self, t, before, data, "player", None, self.author)


@dataclass(frozen=True)
class DeletePlayer:
    """Remove a player registered by mistake, before round 1 is paired
    (`handling.delete_player`)."""

    player_id: int
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = copy_parts(t, PLAYER_PARTS)
        player = handling.delete_player(t, self.player_id)
        data = {"action": "delete_player", "player": player.name}
        return parts_done(self, t, before, data, "registration", None, self.author)


# -- imports ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ImportPlayers:
    """Register the players of a CSV file (`csv_import.import_players`: before round 1 as
    players, afterwards as late entrants from the next round, numbered after the last unless
    `renumber`), its columns mapped by `mapping` (default: by the names in its first line);
    `file`: its name. A row refused is refused alone; `Done.result` is the CsvImport (what was
    added and refused, and why)."""

    table: CsvTable
    file: str
    mapping: tuple[str | None, ...] | None = None
    renumber: bool = False
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = copy_parts(t, PLAYER_PARTS)
        imported = import_players(t, self.table, self.mapping, self.renumber)
        data = {"action": "import_players", "file": self.file, "added": len(imported.added),
                "refused": len(imported.refused)}
        done = parts_done(self, t, before, data, "registration", None, self.author)
        return replace(done, result=imported)


@dataclass(frozen=True)
class UpdatePlayers:
    """Correct the players as a newer rating list says (`rating_list.apply_changes`, the
    changes the arbiter ticked; C.04.2 D.8: a rating corrected after round 1 is used from the
    next pairing on); `source`: the list's name. A change refused refuses them all."""

    changes: tuple[PlayerChange, ...]
    source: str
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = copy_parts(t, ("players",))
        try:
            apply_changes(t, self.changes)
        except ModelError:
            Restore(before, {}, None).apply(t)  # the players corrected before the refusal
            raise
        data = {"action": "update_players", "source": self.source,
                "players": [c.name for c in self.changes],
                "details": [name for name in handling.PLAYER_FIELDS
                            if any(name in c.changes for c in self.changes)]}
        return parts_done(self, t, before, data, "player", None, self.author)
