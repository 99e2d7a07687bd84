"""The actions on rounds: a round paired (by an engine or a pairing server) and unpaired, an
override of its pairing by the arbiter, a round's date and start time."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from arbiter_gui.core import handling, overrides, schedule
from arbiter_gui.core.actions.base import Done, copy_parts, parts_done
from arbiter_gui.core.i18n import Message, _
from arbiter_gui.core.log import override_record
from arbiter_gui.core.model import ByeKind, Game, ModelError, Override, Player, Tournament


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
        before = copy_parts(t, ("rounds",))
        games = [Game(_by_number(t, white).id, _by_number(t, black).id)
                 for white, black in self.pairs]
        byes = {} if self.bye is None else {_by_number(t, self.bye).id: ByeKind.PAB}
        handling.set_round_pairing(t, self.round_no, games, byes).paired_locally = (
            self.how == "local")
        data = {"action": "pair", "round": self.round_no, "how": self.how,
                "system": self.system, "url": self.url,
                "pairs": overrides.pairing_text(t, self.round_no)}
        return parts_done(self, t, before, data, "pairing", self.round_no, self.author)


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
        before = copy_parts(t, ("rounds", "overrides"))
        withdrawn = [o for o in t.overrides if o.round == self.round_no]
        handling.unpair_last_round(t)
        data = {"action": "unpair", "round": self.round_no,
                "overrides": [{"action": o.action, "time": o.time, "arbiter": o.arbiter}
                              for o in withdrawn]}
        return parts_done(self, t, before, data, "pairing", self.round_no, self.author)


@dataclass(frozen=True)
class SetRoundStart:
    """Set the date and start time of round `round_no`, as typed ("" removes each;
    `schedule.set_round_start`: a paired round's own date follows)."""

    round_no: int
    date: str
    time: str
    author: str = ""

    def apply(self, t: Tournament) -> Done:
        before = copy_parts(t, ("round_dates", "round_times", "rounds"))
        schedule.set_round_start(t, self.round_no, self.date, self.time)
        before = tuple((name, value) for name, value in before if getattr(t, name) != value)
        data = {"action": "round_start", "round": self.round_no,
                "date": t.round_dates.get(self.round_no, ""),
                "time": t.round_times.get(self.round_no, "")}
        return parts_done(self, t, before, data, "settings", self.round_no, self.author)


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
    `violations`: the absolute criteria it breaks (`violations_introduced`), which the arbiter
    confirmed; the record holds them with the override's full content, as messages that read
    in the reader's language."""

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

    def violations_introduced(self, t: Tournament) -> list[Message]:
        """The absolute criteria the change would break that the round does not break yet,
        tried on a copy; ModelError if the change is refused."""
        return overrides.violations_introduced(t, self.round_no, self._make)

    def apply(self, t: Tournament) -> Done:
        before = copy_parts(t, ("rounds", "overrides"))
        override = self._make(t)
        data = (json.loads(override_record(override))
                | {"action": "override", "violations": [
                    v.data() if isinstance(v, Message) else v for v in self.violations]})
        return parts_done(self, t, before, data, "override", self.round_no, self.arbiter)
