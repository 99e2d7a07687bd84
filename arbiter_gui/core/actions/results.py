"""The actions on results: an ordinary entry, a game adjourned (VCL.15, C.04.2 D.1), and a
late correction (C.04.2 D.8) with the action that takes it back. Whether a result is one or the
other is decided here once (`rounds_resting_on`); the window only asks the reason when this
says so."""

from __future__ import annotations

from dataclasses import dataclass, replace

from arbiter_gui.core import handling
from arbiter_gui.core.actions.base import Done
from arbiter_gui.core.actions.wording import describe_data
from arbiter_gui.core.i18n import _
from arbiter_gui.core.journal import canonical_json
from arbiter_gui.core.log import LogDraft
from arbiter_gui.core.model import GameResult, ModelError, ResultCode, ResultCorrection, Tournament
from arbiter_gui.core.store import correction_row, game_row  # the model's rows in the file

Codes = tuple[ResultCode | None, ResultCode | None]


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
    # Cleared back to no result, the game is adjourned again (the undo of the result that
    # ended its adjournment, VCL.15).
    adjourned: bool = False

    @classmethod
    def of(cls, round_no: int, board: int, result: GameResult | None,
           author: str = "") -> SetResult:
        white, black = result.value if result is not None else (None, None)
        return cls(round_no, board, white, black, author)

    def apply(self, t: Tournament) -> Done:
        was_adjourned = handling.find_game(t, self.round_no, self.board).is_adjourned
        position, was = handling.set_result_codes(t, self.round_no, self.board,
                                                  (self.white, self.black), self.adjourned)
        game = t.round(self.round_no).games[position]
        data = {"action": "result", "round": self.round_no, "board": self.board,
                "result": _codes_data((self.white, self.black)), "was": _codes_data(was)}
        if was_adjourned or game.is_adjourned:
            data.update(was_adjourned=was_adjourned, adjourned=game.is_adjourned)
        draft = LogDraft(self.kind, describe_data(self.kind, data) or "", self.round_no,
                         self.author, data=canonical_json(data))
        undo = replace(self, white=was[0], black=was[1], adjourned=was_adjourned,
                       kind="redo" if self.kind == "undo" else "undo")
        return Done(self, draft, {"games": {(self.round_no, position):
                                            game_row(self.round_no, position, game)}}, undo)


@dataclass(frozen=True)
class AdjournGame:
    """Mark a game without result as adjourned, or no longer (VCL.15): until its result is
    entered it counts as a draw for pairing purposes only (C.04.2 D.1)."""

    round_no: int
    board: int
    adjourned: bool = True
    author: str = ""
    kind: str = "adjourn"

    def apply(self, t: Tournament) -> Done:
        position = handling.adjourn_game(t, self.round_no, self.board, self.adjourned)
        game = t.round(self.round_no).games[position]
        data = {"action": "adjourn", "round": self.round_no, "board": self.board,
                "adjourned": self.adjourned}
        draft = LogDraft(self.kind, describe_data(self.kind, data) or "", self.round_no,
                         self.author, data=canonical_json(data))
        undo = replace(self, adjourned=not self.adjourned,
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


def _codes_data(codes: Codes) -> list[str | None]:
    return [None if c is None else c.value for c in codes]
