"""The arbiter's actions as values: what the window, the command lines and the server ask the
tournament file to do (`TournamentFile.perform`). Qt-free.

An action is a small frozen value holding its parameters. `apply` checks what it changes (not
the whole tournament), changes the tournament in memory and returns what it did (`Done`): the
rows of the file it changed (by table and key; the store writes only those), the journal's
record of it (what happened, as data; the text is rendered from the data in the reader's
language by `describe`), and the action that undoes it. Undo and redo are actions too,
appended to the journal like any other: nothing is ever taken out of it.

Whether a result is an ordinary entry or a late correction (C.04.2 D.8: later rounds were
paired on the result it changes) is decided here once (`rounds_resting_on`); the window only
asks the reason when this says so.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Protocol

from arbiter_gui.core import handling
from arbiter_gui.core.i18n import _
from arbiter_gui.core.journal import Key, canonical_json
from arbiter_gui.core.log import LogDraft, LogEntry
from arbiter_gui.core.model import (
    ByeKind,
    GameResult,
    ModelError,
    ResultCode,
    ResultCorrection,
    Tournament,
)
from arbiter_gui.core.store import (  # the model's rows in the file
    correction_row,
    game_row,
    player_row,
    requested_bye_row,
)

Codes = tuple[ResultCode | None, ResultCode | None]
Rows = dict[str, dict[Key, dict[str, object] | None]]


class Action(Protocol):
    def apply(self, t: Tournament) -> Done: ...


@dataclass(frozen=True)
class Done:
    """What an action did: its record, the rows it changed (table -> key -> row as the model
    now has it, None for a row removed), and the action that puts the tournament back."""

    action: Action
    draft: LogDraft
    rows: Rows
    undo: Action


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
        result = GameResult.from_codes(*was) if None not in was else None
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
                   data: dict, kind: str, round_no: int | None, author: str) -> Done:
    """What an action on a player's absences did: his row and his requested byes' rows, and
    the action that puts them back (an undo recorded with the data of what it undoes)."""
    position = next(i for i, p in enumerate(t.players) if p.id == player_id)
    after = _absences(t, player_id)
    byes = {(player_id, r): None for r, _kind in before[1]}
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
    data: dict
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


def describe_data(kind: str, data: dict) -> str | None:
    text = _describe_action(data)
    if text is None:
        return None
    if kind == "undo":
        return _("Undo: {edit}").format(edit=text)
    if kind == "redo":
        return _("Redo: {edit}").format(edit=text)
    return text


def _describe_action(data: dict) -> str | None:
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
            bye=handling.bye_name(ByeKind(data["bye"])).capitalize(), player=data["player"],
            round=data["round"])
    if action == "create":
        return _("The journal begins: the tournament as created")
    if action == "convert":
        return _("The file is converted from format {old} to format {new}: the journal goes on"
                 " from the tournament as it was found").format(old=data["from"],
                                                                new=data["to"])
    return None
