"""The arbiter's actions as values: what the window, the command lines and the server ask the
tournament file to do (`TournamentFile.perform`). Qt-free.

An action is a small frozen value holding its parameters. `apply` checks what it changes (not
the whole tournament), changes the tournament in memory and returns what it did (`Done`): the
rows of the file it changed (by table and key; the store writes only those), the journal's
record of it (what happened, as data; the text is rendered from the data in the reader's
language by `describe`), and the action that undoes it. Undo and redo are actions too,
appended to the journal like any other: nothing is ever taken out of it.

Results, corrections and absences name the rows they change. The actions that change many
(a round paired or unpaired, a player registered, corrected or deleted, settings, an override,
an import) keep a copy of the parts of the tournament they change (`Restore` puts them back)
and give the tables that hold those parts whole; the store writes the rows that differ.

Whether a result is an ordinary entry or a late correction (C.04.2 D.8: later rounds were
paired on the result it changes) is decided here once (`rounds_resting_on`); the window only
asks the reason when this says so.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Protocol

from arbiter_gui.core import handling, overrides, schedule
from arbiter_gui.core.csv_import import CsvTable, import_players
from arbiter_gui.core.fide_mode import leave_fide_mode
from arbiter_gui.core.i18n import _, local_time, ngettext
from arbiter_gui.core.journal import JsonObject, Key, canonical_json
from arbiter_gui.core.log import LogDraft, LogEntry, override_record
from arbiter_gui.core.model import (
    SETTINGS,
    ByeKind,
    Colour,
    Game,
    GameResult,
    ModelError,
    Override,
    Player,
    ResultCode,
    ResultCorrection,
    Tournament,
)
from arbiter_gui.core.rating_list import PlayerChange, apply_changes
from arbiter_gui.core.settings import (
    SETTING_NAMES,
    Settings,
    change_settings,
    draw_initial_colour,
    settings_of,
)
from arbiter_gui.core.store import (  # the model's rows in the file
    correction_row,
    game_row,
    model_rows,
    player_row,
    requested_bye_row,
)
from arbiter_gui.core.texts import bye_name, colour_name, field_name

Codes = tuple[ResultCode | None, ResultCode | None]
# The data of a journal record: the JSON object an action writes and `describe` renders back
# (each describer reads the fields its action wrote, which the journal's chain of hashes keeps
# as written).
RecordData = JsonObject
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


# -- results --------------------------------------------------------------------------------------

def rounds_resting_on(t: Tournament, round_no: int, board: int,
                      result: GameResult | None) -> list[int]:
    """The rounds paired on the result of this board that entering `result` would change
    (C.04.1 b): empty for an ordinary entry; otherwise a late correction (C.04.2 D.8), which
    needs its reason (`handling.correct_result`). Raises ModelError for a board that is not
    there."""
    if handling.is_late_correction(t, round_no, board, result):
        return handling.rounds_paired_after(t, round_no)
    return []


@dataclass(frozen=True)
class SetResult:
    """Enter, change or clear (both codes None) the result of a board, as an ordinary entry:
    refused when later rounds rest on the result it changes (that is a correction).

    `kind` is how the journal records it: "result", or "undo"/"redo" of one."""

    round_no: int
    board: int
    white: ResultCode | None
    black: ResultCode | None
    author: str = ""
    kind: str = "result"

    @classmethod
    def of(cls, round_no: int, board: int, result: GameResult | None,
           author: str = "") -> SetResult:
        white, black = result.value if result is not None else (None, None)
        return cls(round_no, board, white, black, author)

    def apply(self, t: Tournament) -> Done:
        position, was = handling.set_result_codes(t, self.round_no, self.board,
                                                  (self.white, self.black))
        game = t.round(self.round_no).games[position]
        data = {"action": "result", "round": self.round_no, "board": self.board,
                "result": _codes_data((self.white, self.black)), "was": _codes_data(was)}
        draft = LogDraft(self.kind, describe_data(self.kind, data) or "", self.round_no,
                         self.author, data=canonical_json(data))
        undo = replace(self, white=was[0], black=was[1],
                       kind="redo" if self.kind == "undo" else "undo")
        return Done(self, draft, {"games": {(self.round_no, position):
                                            game_row(self.round_no, position, game)}}, undo)


@dataclass(frozen=True)
class CorrectResult:
    """Change a result after later rounds were paired on it (C.04.2 D.8), with the reason: the
    later rounds stay as paired, and the correction is recorded (`handling.correct_result`)."""

    round_no: int
    board: int
    result: GameResult | None
    reason: str
    author: str = ""
    time: str | None = None
    kind: str = "correction"

    def apply(self, t: Tournament) -> Done:
        position, was = handling.board_position(t, self.round_no, self.board)
        correction = handling.correct_result(t, self.round_no, self.board, self.result,
                                             self.reason, self.author, self.time)
        index = len(t.corrections) - 1
        game = t.round(self.round_no).games[position]
        data = {"action": "correction", "round": self.round_no, "board": self.board,
                "old": correction.old_result, "new": correction.new_result,
                "paired_through": correction.paired_through, "reason": correction.reason}
        draft = LogDraft(self.kind, describe_data(self.kind, data) or "", self.round_no,
                         self.author, correction.time, canonical_json(data))
        undo = RevokeCorrection(self.round_no, self.board, was, index, correction,
                                "redo" if self.kind == "undo" else "undo")
        return Done(self, draft, {
            "games": {(self.round_no, position): game_row(self.round_no, position, game)},
            "result_corrections": {(index,): correction_row(index, correction)}}, undo)


@dataclass(frozen=True)
class RevokeCorrection:
    """Take back the last correction of a result (its undo): the result it changed and the
    record of the correction, as they were before it."""

    round_no: int
    board: int
    codes: Codes
    index: int
    correction: ResultCorrection
    kind: str = "undo"

    def apply(self, t: Tournament) -> Done:
        if len(t.corrections) != self.index + 1 or t.corrections[-1] != self.correction:
            raise ModelError(_("Round {round}, board {board}: the correction is no longer the"
                               " last one; it cannot be taken back").format(
                                   round=self.round_no, board=self.board))
        position, was = handling.board_position(t, self.round_no, self.board)
        game = t.round(self.round_no).games[position]
        game.white_result, game.black_result = self.codes
        t.corrections.pop()
        c = self.correction
        data = {"action": "correction", "round": c.round, "board": c.board, "old": c.old_result,
                "new": c.new_result, "paired_through": c.paired_through, "reason": c.reason}
        draft = LogDraft(self.kind, describe_data(self.kind, data) or "", self.round_no,
                         c.arbiter, data=canonical_json(data))
        white, black = was
        result = (GameResult.from_codes(white, black)
                  if white is not None and black is not None else None)
        redo = CorrectResult(self.round_no, self.board, result, c.reason, c.arbiter, c.time,
                             "redo" if self.kind == "undo" else "undo")
        return Done(self, draft, {
            "games": {(self.round_no, position): game_row(self.round_no, position, game)},
            "result_corrections": {(self.index,): None}}, redo)


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


# -- actions on parts of the tournament: pairing, players -----------------------------------------

Parts = tuple[tuple[str, object], ...]  # (field of the tournament, a copy of its value)

# What registering, correcting or deleting a player may change besides his row: his byes in
# the rounds paired and requested (a late entry's missed rounds), the accelerated groups'
# bounds, the prohibited pairings and categories that name him.
PLAYER_PARTS = ("players", "rounds", "requested_byes", "accelerations", "prohibited_pairings",
                "categories")


def _parts(t: Tournament, names: tuple[str, ...]) -> Parts:
    return tuple((name, copy.deepcopy(getattr(t, name))) for name in names)


def _parts_done(action: Action, t: Tournament, before: Parts, data: RecordData, kind: str,
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
        before = _parts(t, tuple(name for name, _value in self.parts))
        for name, value in self.parts:
            setattr(t, name, copy.deepcopy(value))
        return _parts_done(self, t, before, self.data, self.kind, self.round_no, self.author)


@dataclass(frozen=True)
class PairRound:
    """Store the pairing of the next round (`handling.set_round_pairing`), as an engine or a
    pairing server made it: pairs and the pairing-allocated bye by pairing number. `how` says
    who paired it: "engine", "server" (at `url`) or "local" (the engine, because the server at
    `url` could not be reached; the round is marked paired locally)."""

    round_no: int
    pairs: tuple[tuple[int, int], ...]
    bye: int | None
    how: str
    system: str
    url: str = ""
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = _parts(t, ("rounds",))
        games = [Game(_by_number(t, white).id, _by_number(t, black).id)
                 for white, black in self.pairs]
        byes = {} if self.bye is None else {_by_number(t, self.bye).id: ByeKind.PAB}
        handling.set_round_pairing(t, self.round_no, games, byes).paired_locally = (
            self.how == "local")
        data = {"action": "pair", "round": self.round_no, "how": self.how,
                "system": self.system, "url": self.url,
                "pairs": overrides.pairing_text(t, self.round_no)}
        return _parts_done(self, t, before, data, "pairing", self.round_no, self.author)


def _by_number(t: Tournament, pairing_no: int) -> Player:
    player = t.by_pairing_no(pairing_no)
    if player is None:
        raise ModelError(_("No player has pairing number {number}").format(number=pairing_no))
    return player


@dataclass(frozen=True)
class UnpairRound:
    """Remove the last paired round, none of its results entered, with its overrides
    (`handling.unpair_last_round`)."""

    round_no: int
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        if self.round_no != len(t.rounds):
            raise ModelError(_("Round {round} is not the last paired round; only the last one"
                               " can be unpaired").format(round=self.round_no))
        before = _parts(t, ("rounds", "overrides"))
        withdrawn = [o for o in t.overrides if o.round == self.round_no]
        handling.unpair_last_round(t)
        data = {"action": "unpair", "round": self.round_no,
                "overrides": [{"action": o.action, "time": o.time, "arbiter": o.arbiter}
                              for o in withdrawn]}
        return _parts_done(self, t, before, data, "pairing", self.round_no, self.author)


@dataclass(frozen=True)
class Register:
    """Register a player before round 1 is paired, a late entrant (C.04.2 C.2) who plays from
    `first_round` (default: the next round) after; his id is given here (`player.id` is
    ignored)."""

    player: Player
    first_round: int | None = None
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = _parts(t, PLAYER_PARTS)
        new = replace(self.player, id=t.next_player_id())
        first = self.first_round or t.next_round_number
        if t.rounds:
            handling.add_late_entry(t, new, first)
        else:
            handling.add_player(t, new)
        late = len(t.rounds) > 0
        data = {"action": "register", "player": new.name, "round": first if late else None}
        return _parts_done(self, t, before, data, "registration", first if late else None,
                           self.author)


@dataclass(frozen=True)
class EditPlayer:
    """Correct one detail of a player (one of handling.PLAYER_FIELDS), typed as text."""

    player_id: int
    detail: str
    text: str
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = _parts(t, ("players",))
        name = t.player(self.player_id).name
        handling.edit_player_field(t, self.player_id, self.detail, self.text)
        data = {"action": "edit_player", "player": name, "detail": self.detail,
                "value": self.text.strip()}
        return _parts_done(self, t, before, data, "player", None, self.author)


@dataclass(frozen=True)
class DeletePlayer:
    """Remove a player registered by mistake, before round 1 is paired
    (`handling.delete_player`)."""

    player_id: int
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = _parts(t, PLAYER_PARTS)
        player = handling.delete_player(t, self.player_id)
        data = {"action": "delete_player", "player": player.name}
        return _parts_done(self, t, before, data, "registration", None, self.author)


# -- settings --------------------------------------------------------------------------------------

# The settings as the journal's records name them; never their values (the pairing server's
# secret above all), except the edition of the Dutch rules, from which to which.
SETTING_WORDS = {spec.name: spec.word for spec in SETTINGS}  # declared in model.py
_SERVER_SETTINGS = ("pairing_server_url", "pairing_server_tournament", "pairing_server_secret")


@dataclass(frozen=True)
class ChangeSettings:
    """Give the tournament the settings `new` (`settings.change_settings`: checked against the
    pairing systems `systems`, the locks of the FIDE mode and the rounds played; the dates of
    the paired rounds follow). `registered`: the change records the tournament's registration
    with the pairing server `new` names."""

    new: Settings
    systems: tuple[str, ...]
    author: str = ""
    registered: bool = False

    def apply(self, t: Tournament) -> Done:
        old = settings_of(t)
        changed = [name for name in SETTING_NAMES if getattr(self.new, name) != getattr(old,
                                                                                        name)]
        before = _parts(t, SETTING_NAMES + (("rounds",) if "round_dates" in changed else ()))
        change_settings(t, self.new, self.systems)
        # What changed, the core's own adjustments included (a Baku acceleration following the
        # rounds, tie-break codes written the canonical way): the undo puts back only that.
        before = tuple((name, value) for name, value in before if getattr(t, name) != value)
        data: RecordData = {"action": "settings", "changed": changed}
        if "dutch_edition" in changed:
            data["edition"] = [old.dutch_edition, t.dutch_edition]
        if self.registered:
            data["registered"] = [t.pairing_server_url, t.pairing_server_tournament]
        return _parts_done(self, t, before, data, "settings", None, self.author)


@dataclass(frozen=True)
class SetRoundStart:
    """Set the date and start time of round `round_no`, as typed ("" removes each;
    `schedule.set_round_start`: a paired round's own date follows)."""

    round_no: int
    date: str
    time: str
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = _parts(t, ("round_dates", "round_times", "rounds"))
        schedule.set_round_start(t, self.round_no, self.date, self.time)
        before = tuple((name, value) for name, value in before if getattr(t, name) != value)
        data = {"action": "round_start", "round": self.round_no,
                "date": t.round_dates.get(self.round_no, ""),
                "time": t.round_times.get(self.round_no, "")}
        return _parts_done(self, t, before, data, "settings", self.round_no, self.author)


@dataclass(frozen=True)
class LeaveFideMode:
    """Take the tournament out of the FIDE mode, for good (C.02, 2026): the arbiter cannot
    undo it (`Done.undoable` False)."""

    author: str = ""
    time: str | None = None

    def apply(self, t: Tournament) -> Done:
        before = _parts(t, ("fide_mode_left",))
        left = leave_fide_mode(t, self.time)
        done = _parts_done(self, t, before, {"action": "leave_fide_mode", "time": left},
                           "settings", None, self.author)
        return replace(done, undoable=False)


@dataclass(frozen=True)
class DrawInitialColour:
    """Draw the initial colour by lot (C.04.3 art. 5.1), before round 1 is paired; `colour`
    given: the lot's outcome (a test's)."""

    author: str = ""
    colour: Colour | None = None

    def apply(self, t: Tournament) -> Done:
        before = _parts(t, ("initial_colour",))
        drawn = self.colour
        if drawn is None:
            colour = draw_initial_colour(t)
        else:
            colour = draw_initial_colour(t, lambda _colours: drawn)
        return _parts_done(self, t, before, {"action": "draw_colour", "colour": colour.value},
                           "settings", None, self.author)


def _describe_settings(data: RecordData) -> str:
    action = data["action"]
    if action == "leave_fide_mode":
        return _("Left the FIDE mode (it cannot be undone)")
    if action == "draw_colour":
        colour = colour_name(Colour.WHITE if data["colour"] == Colour.WHITE.value
                             else Colour.BLACK)
        return _("Initial colour drawn by lot: {colour} for pairing number 1").format(
            colour=colour)
    parts = []
    changed = list(data["changed"])
    if "registered" in data:
        url, tournament = data["registered"]
        parts.append(_("Registered with the pairing server {url} as tournament {id}").format(
            url=url, id=tournament))
        changed = [name for name in changed if name not in _SERVER_SETTINGS]
    words = [_(SETTING_WORDS[name]) if name in SETTING_WORDS else name for name in changed]
    if "edition" in data:
        old, new = data["edition"]
        words[changed.index("dutch_edition")] = _(
            "Dutch rules edition {old} to {new}").format(old=old, new=new)
    if words or not parts:
        parts.append(_("Settings: {changed}").format(changed=", ".join(words)))
    return "; ".join(parts)


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
        before = _parts(t, PLAYER_PARTS)
        imported = import_players(t, self.table, self.mapping, self.renumber)
        data = {"action": "import_players", "file": self.file, "added": len(imported.added),
                "refused": len(imported.refused)}
        done = _parts_done(self, t, before, data, "registration", None, self.author)
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
        before = _parts(t, ("players",))
        try:
            apply_changes(t, self.changes)
        except ModelError:
            Restore(before, {}, None).apply(t)  # the players corrected before the refusal
            raise
        data = {"action": "update_players", "source": self.source,
                "players": [c.name for c in self.changes],
                "details": [name for name in handling.PLAYER_FIELDS
                            if any(name in c.changes for c in self.changes)]}
        return _parts_done(self, t, before, data, "player", None, self.author)


def _describe_import(data: RecordData) -> str:
    if data["action"] == "import_players":
        text = _("Import players from {file}").format(file=data["file"])
        added = ngettext("{count} player imported.", "{count} players imported.",
                         data["added"]).format(count=data["added"])
        if data["refused"]:
            added += " " + ngettext("{count} row refused", "{count} rows refused",
                                    data["refused"]).format(count=data["refused"])
        return f"{text}: {added}"
    details = ", ".join(field_name(name)
                        for name in data["details"])
    return ngettext("Update {count} player from {list}: {players} ({details})",
                    "Update {count} players from {list}: {players} ({details})",
                    len(data["players"])).format(count=len(data["players"]),
                                                 list=data["source"],
                                                 players="; ".join(data["players"]),
                                                 details=details)


# -- overrides of a round's pairing ----------------------------------------------------------------

# The arbiter's changes of the last round's pairing (core/overrides.py), by the name each
# override records, and what each takes after the round: players' ids or a board.
_OVERRIDES: dict[str, Callable[..., Override]] = {
    overrides.EXCHANGE_OPPONENTS: overrides.exchange_opponents,
    overrides.SWAP_COLOURS: overrides.swap_colours, overrides.MAKE_PAIR: overrides.make_pair,
    overrides.BREAK_PAIR: overrides.break_pair, overrides.GIVE_BYE: overrides.give_bye,
    overrides.TAKE_BYE: overrides.take_bye,
}


@dataclass(frozen=True)
class ChangePairing:
    """An override of the last paired round's pairing: `change` one of overrides'
    EXCHANGE_OPPONENTS ... TAKE_BYE, `values` its players' ids (exchange, make pair, give bye)
    or board (swap colours, break pair), the arbiter's written justification and name.
    `violations`: the absolute criteria it breaks (`violations`), which the arbiter confirmed;
    the record holds them with the override's full content."""

    round_no: int
    change: str
    values: tuple[int, ...]
    justification: str
    arbiter: str
    time: str | None = None
    violations: tuple[str, ...] = ()

    def _make(self, t: Tournament) -> Override:
        if self.change not in _OVERRIDES:
            raise ModelError(_("Unknown change of a pairing: {change}").format(
                change=self.change))
        return _OVERRIDES[self.change](t, self.round_no, *self.values,
                                       justification=self.justification, arbiter=self.arbiter,
                                       time=self.time)

    def violations_introduced(self, t: Tournament) -> list[str]:
        """The absolute criteria the change would break that the round does not break yet,
        tried on a copy; ModelError if the change is refused."""
        return overrides.violations_introduced(t, self.round_no, self._make)

    def apply(self, t: Tournament) -> Done:
        before = _parts(t, ("rounds", "overrides"))
        override = self._make(t)
        data = (json.loads(override_record(override))
                | {"action": "override", "violations": list(self.violations)})
        return _parts_done(self, t, before, data, "override", self.round_no, self.arbiter)


def _describe_override(kind: str, data: RecordData) -> str:
    o = Override(**(data["override"] | {"players": tuple(data["override"]["players"])}))
    if kind in ("undo", "redo"):
        text = (_("Undo: Round {round}: {action} of {time} by {arbiter} withdrawn")
                if kind == "undo" else
                _("Redo: Round {round}: {action} of {time} by {arbiter} in force again"))
        return text.format(round=o.round, action=overrides.action_name(o.action),
                           time=local_time(o.time, seconds=True), arbiter=o.arbiter)
    return overrides.log_text(o, data["violations"])


def _codes_data(codes: Codes) -> list[str | None]:
    return [None if c is None else c.value for c in codes]


def _result_text(codes: list[str | None]) -> str:
    if codes[0] is None or codes[1] is None:
        return ""
    result = GameResult.from_codes(ResultCode(codes[0]), ResultCode(codes[1]))
    return result.label if result is not None else f"{codes[0]}:{codes[1]}"


# -- the journal's records in the reader's language -----------------------------------------------

def describe(entry: LogEntry) -> str:
    """The entry's text in the language now spoken, rendered from what it records; the text
    stored with it (as written then) when it records no action this program renders."""
    if entry.data is None:
        return entry.text
    try:
        data = json.loads(entry.data)
    except ValueError:
        return entry.text
    return (describe_data(entry.kind, data) if isinstance(data, dict) else None) or entry.text


def describe_data(kind: str, data: RecordData) -> str | None:
    if data.get("action") == "override":
        return _describe_override(kind, data)
    text = _describe_action(data)
    if text is None:
        return None
    if kind == "undo":
        return _("Undo: {edit}").format(edit=text)
    if kind == "redo":
        return _("Redo: {edit}").format(edit=text)
    return text


def _describe_action(data: RecordData) -> str | None:
    action = data.get("action")
    if action == "result":
        result, was = _result_text(data["result"]), _result_text(data["was"])
        was_text = _(" (was {result})").format(result=was) if was else ""
        return (_("Result board {board}: {result}{was} (round {round})") if result
                else _("Clear result board {board}{was} (round {round})")).format(
                    board=data["board"], result=result, was=was_text, round=data["round"])
    if action == "correction":
        first, last = data["round"] + 1, data["paired_through"]
        rounds = (_("round {round}").format(round=first) if first == last
                  else _("rounds {first}-{last}").format(first=first, last=last))
        return _("Round {round}, board {board}: result corrected from {old} to {new} after round"
                 " {paired} was paired; the pairings of {rounds} rest on the old result."
                 " Reason: {reason}").format(round=data["round"], board=data["board"],
                                             old=data["old"], new=data["new"],
                                             paired=data["paired_through"], rounds=rounds,
                                             reason=data["reason"])
    if action == "withdraw":
        return _("Withdraw {player} from round {round}").format(player=data["player"],
                                                                round=data["round"])
    if action == "return":
        return _("{player} plays again from round {round}").format(player=data["player"],
                                                                   round=data["round"])
    if action == "bye":
        if data["bye"] is None:
            return _("Cancel the bye of {player} in round {round}").format(
                player=data["player"], round=data["round"])
        return _("{bye} for {player} in round {round}").format(
            bye=bye_name(ByeKind(data["bye"])).capitalize(), player=data["player"],
            round=data["round"])
    if action in ("pair", "unpair", "register", "edit_player", "delete_player"):
        return _describe_pairing_or_player(data)
    if action == "round_start":
        return _describe_round_start(data)
    if action in ("settings", "leave_fide_mode", "draw_colour"):
        return _describe_settings(data)
    if action in ("import_players", "update_players"):
        return _describe_import(data)
    if action == "create":
        if "imported" in data:
            return _("The journal begins: the tournament as imported from {file}").format(
                file=data["imported"])
        return _("The journal begins: the tournament as created")
    if action == "convert":
        return _("The file is converted from format {old} to format {new}: the journal goes on"
                 " from the tournament as it was found").format(old=data["from"],
                                                                new=data["to"])
    return None


def _describe_round_start(data: RecordData) -> str:
    when = " ".join(value for value in (data["date"], data["time"]) if value)
    if not when:
        return _("Round {round}: no date nor start time").format(round=data["round"])
    return _("Round {round} starts {when}").format(round=data["round"], when=when)


def _describe_pairing_or_player(data: RecordData) -> str:
    action = data["action"]
    if action == "pair":
        how = {"engine": _("by the engine ({system})"),
               "server": _("by the pairing server {url}"),
               "local": _("locally by the engine ({system}): the pairing server {url} could not"
                          " be reached, the arbiter confirmed")}[data["how"]].format(
                              system=data["system"], url=data["url"])
        return _("Round {round} paired {how}: {pairs}").format(round=data["round"], how=how,
                                                                pairs=data["pairs"])
    if action == "unpair":
        text = _("Unpair round {round}").format(round=data["round"])
        for o in data["overrides"]:
            text += "\n" + _("Round {round}: {action} of {time} by {arbiter} withdrawn (round"
                             " {round} unpaired)").format(
                                 round=data["round"], action=overrides.action_name(o["action"]),
                                 time=local_time(o["time"], seconds=True),
                                 arbiter=o["arbiter"] or "-")
        return text
    if action == "register":
        if data["round"] is None:
            return _("Add player {player}").format(player=data["player"])
        return _("Late entry {player} from round {round}").format(player=data["player"],
                                                                  round=data["round"])
    if action == "edit_player":
        detail = data["detail"]
        return _("Edit {player}: {detail} {value}").format(
            player=data["player"],
            detail=field_name(detail),
            value=data["value"])
    return _("Delete player {player}").format(player=data["player"])
