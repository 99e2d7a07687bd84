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

The package, by topic: `base` (the `Action` and the `Done` it returns, the copy of the parts of
the tournament an action changes and the `Restore` that puts them back: undo and redo),
`results` (entries, adjourned games and corrections), `players` (absences, registering,
correcting, deleting, imports), `rounds` (pairing and unpairing a round, overrides, a round's
start), `settings` (settings, the initial colour, leaving the FIDE mode) and `wording` (the
records' texts: `describe`; `undo_title` for the window's undo history). Callers use the
actions through this package: `actions.SetResult(...)`.
"""

from arbiter_gui.core.actions.base import Action, Done, Parts, Restore, Rows
from arbiter_gui.core.actions.players import (
    PLAYER_PARTS,
    Absences,
    DeletePlayer,
    EditPlayer,
    ImportPlayers,
    Register,
    RequestBye,
    RestoreAbsences,
    Return,
    UpdatePlayers,
    Withdraw,
)
from arbiter_gui.core.actions.results import (
    AdjournGame,
    Codes,
    CorrectResult,
    RevokeCorrection,
    SetResult,
    rounds_resting_on,
)
from arbiter_gui.core.actions.rounds import ChangePairing, PairRound, SetRoundStart, UnpairRound
from arbiter_gui.core.actions.settings import ChangeSettings, DrawInitialColour, LeaveFideMode
from arbiter_gui.core.actions.wording import (
    SETTING_WORDS,
    RecordData,
    describe,
    describe_data,
    undo_title,
)

__all__ = [
    "PLAYER_PARTS", "SETTING_WORDS", "Absences", "Action", "AdjournGame", "ChangePairing",
    "ChangeSettings", "Codes", "CorrectResult", "DeletePlayer", "Done", "DrawInitialColour",
    "EditPlayer", "ImportPlayers", "LeaveFideMode", "PairRound", "Parts", "RecordData", "Register",
    "RequestBye", "Restore", "RestoreAbsences", "Return", "RevokeCorrection", "Rows",
    "SetResult", "SetRoundStart", "UnpairRound", "UpdatePlayers", "Withdraw", "describe",
    "describe_data", "rounds_resting_on", "undo_title",
]
