"""The tie-breaks' values, the standings they give and the tie-breaks that cannot be used."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from arbiter_gui.core.i18n import _
from arbiter_gui.core.model import Player, Tournament
from arbiter_gui.core.tiebreak.calculator import Calculator, Column, Number
from arbiter_gui.core.tiebreak.codes import TieBreakError, parse_tiebreak


def _last_round(t: Tournament, after_round: int | None) -> int:
    if after_round is None:
        return len(t.rounds)
    if not isinstance(after_round, int) or not 0 <= after_round <= len(t.rounds):
        raise TieBreakError((_("Standings after round {round}: rounds 1-{last} are paired")
                             if t.rounds else
                             _("Standings after round {round}: no round is paired")).format(
                                 round=repr(after_round), last=len(t.rounds)))
    return after_round


def tiebreak_values(t: Tournament, codes: Sequence[str],
                    after_round: int | None = None) -> dict[int, list[float]]:
    """Each player's (id ->) tie-break values in the order of `codes`, after `after_round`
    (all paired rounds by default). Games without a result count in none of them."""
    specs = [parse_tiebreak(code) for code in codes]
    columns = Calculator(t, _last_round(t, after_round)).values(specs)
    return {p.id: [_float(c, p.id) for c in columns] for p in t.players}


def _float(column: Column, pid: int) -> float:
    # The exact value, rounded once: int / int (and a fraction's float) rounds correctly.
    return float(column.values[pid] / column.scale)


@dataclass
class StandingRow:
    rank: int
    player: Player
    score: float
    values: list[float]


def ranked_standings(t: Tournament, after_round: int | None = None,
                     codes: Sequence[str] | None = None) -> list[StandingRow]:
    """The standings: by score, then by each tie-break in turn (`t.tiebreaks` by default).

    Players share a rank (the best of their group) only when the score and every tie-break are
    equal; they are then listed in pairing-number order."""
    specs = [parse_tiebreak(code) for code in (t.tiebreaks if codes is None else codes)]
    calculator = Calculator(t, _last_round(t, after_round))
    columns = calculator.values(specs)
    score = calculator.score()

    # Each player's score and tie-breaks as the order compares them, made once: whole numbers
    # of each column's unit, which compare as the values do (and fast, where fractions do not).
    signed = [(c.values, spec.lower_first) for spec, c in zip(specs, columns, strict=True)]
    ties: dict[int, tuple[Number, ...]] = {
        p.id: (-score.values[p.id], *(values[p.id] if lower_first else -values[p.id]
                                      for values, lower_first in signed))
        for p in t.players}

    rows: list[StandingRow] = []
    previous: tuple[Number, ...] | None = None
    for index, player in enumerate(sorted(t.players,
                                          key=lambda p: (ties[p.id], p.pairing_no, p.id))):
        rank = rows[-1].rank if ties[player.id] == previous else index + 1
        previous = ties[player.id]
        rows.append(StandingRow(rank, player, _float(score, player.id),
                                [_float(c, player.id) for c in columns]))
    return rows


def dropped_tiebreaks(t: Tournament, codes: Sequence[str] | None = None) -> dict[str, str]:
    """The tie-breaks (of `codes`, or `t.tiebreaks`) that cannot be used, with the reason;
    their values are 0 for everyone, so they separate nobody."""
    calculator = Calculator(t, len(t.rounds))
    unrated = calculator.unrated()
    if not unrated:
        return {}
    names = ", ".join(p.name for p in unrated[:3]) + (", ..." if len(unrated) > 3 else "")
    reason = _("C.07 art. 10: not used while unrated players take part ({players}) and the"
               " tournament gives unrated players no rating for the tie-breaks").format(
                   players=names)
    return {code: reason for code in (t.tiebreaks if codes is None else codes)
            if parse_tiebreak(code).rating_based}
