"""Small hand-built tournaments for the pairing tests."""

from __future__ import annotations

from arbiter_gui.core.model import (
    ByeKind,
    Colour,
    Game,
    GameResult,
    Player,
    Round,
    Scoring,
    Tournament,
)
from arbiter_gui.pairing.engine import pair_next_round, result_pairs

RESULTS = {"1": GameResult.WHITE_WINS, "=": GameResult.DRAW, "0": GameResult.BLACK_WINS,
           "+": GameResult.WHITE_WINS_BY_FORFEIT, "-": GameResult.BLACK_WINS_BY_FORFEIT}


def tournament(n_players: int, rounds: list[str] | None = None, *, planned: int = 9,
               initial: Colour = Colour.WHITE, scoring: Scoring | None = None) -> Tournament:
    """Players 1..n (pairing number = id, ratings descending). Each round is a string of
    games 'W-B:R' (R from white's side: 1 = 0 + -) and byes 'P:U' (PAB), 'P:H', 'P:Z',
    separated by spaces, e.g. "1-5:1 6-2:= 7:U"."""
    t = Tournament(rounds_planned=planned, initial_colour=initial, scoring=scoring or Scoring(),
                   players=[Player(k, f"Player{k:02d}", rating=2600 - 10 * k, pairing_no=k)
                            for k in range(1, n_players + 1)])
    for number, text in enumerate(rounds or [], start=1):
        rnd = Round(number)
        for item in text.split():
            who, code = item.split(":")
            if "-" in who:
                white, black = (int(x) for x in who.split("-"))
                game = Game(white, black, board=len(rnd.games) + 1)
                game.set_result(RESULTS[code])
                rnd.games.append(game)
            else:
                rnd.byes[int(who)] = ByeKind(code)
        t.rounds.append(rnd)
    return t


def pairs(t: Tournament) -> set[tuple[int, int]]:
    """The engine's pairing of the next round: {(white, black)} and (bye, 0)."""
    return result_pairs(pair_next_round(t, "dutch"))
