"""Each player's FIDE rating change and performance in the tournament, as the final standings
and the players' cards print them: the FIDE Rating Regulations (Handbook B.02), the text in force
from 1 March 2024 with the amendment of 8.3.1 in force from 1 October 2025.

- 5.1: games not played (forfeits, and games where a player did not make a move: the W, D, L
  codes) are not rated; byes are no games.
- 8.3.1: a rated player's change counts the games played against rated opponents only; the
  rating difference D is counted as 400 when it is larger, for players rated below 2650 (from
  2650 up, the true difference).
- 8.3.2: per game, score (1, ½, 0) minus the expected score PD of table 8.1.2; the change is
  K times their sum.
- 8.3.3: K (`k_factor`).

The tables 8.1.1 and 8.1.2 are those of the tie-breaks (core/tiebreak/ratings.py: C.07 art. 10
uses them), and so is the performance, C.07 10.2.

Reading: the tournament's change is printed as K × ΣΔR with its decimal; 8.3.4 rounds the
change of a whole rating period, which may hold other tournaments. Reading: the performance
counts the same games, against the rated opponents; the rating the tournament gives unrated
players for its tie-breaks (C.07 art. 10) is no FIDE rating and is not used here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from arbiter_gui.core.model import Game, Player, ResultCode, Tournament

# B.02 8.3.3: the development coefficients.
K_NEW_PLAYER = 40  # new to the list, until 30 games; also the junior rule below
K_BELOW_2400 = 20
K_FROM_2400 = 10
RATING_FOR_K_FROM_2400 = 2400
JUNIOR_AGE = 18  # K 40 until the end of the year of the 18th birthday ...
JUNIOR_BELOW = 2300  # ... while the rating is under 2300
MAX_K_TIMES_GAMES = 700  # 8.3.3: K × n shall not exceed 700
# 8.3.1: the 400-point rule, for players rated below 2650.
MAX_DIFFERENCE = 400
NO_MAX_DIFFERENCE_FROM = 2650
# The K-factors the arbiter may set: up to the largest of 8.3.3.
MIN_K_FACTOR, MAX_K_FACTOR = 1, K_NEW_PLAYER

# 5.1: the results of games played, as the rating counts them (the W, D, L codes are games of
# less than one move: not rated).
_RATED_SCORES = {ResultCode.WIN: Fraction(1), ResultCode.DRAW: Fraction(1, 2),
                 ResultCode.LOSS: Fraction(0)}
_YEAR = re.compile(r"(\d{4})")


@dataclass(frozen=True)
class RatedGame:
    """One game that counts: the opponent, the score and, for a rated player, the expected
    score PD (8.3.2 a)."""

    round: int
    opponent: int  # player id
    opponent_rating: int
    score: Fraction
    expected: Fraction | None  # None for an unrated player


@dataclass(frozen=True)
class RatingResult:
    """A player's games that count and what they make: the change (None for an unrated player,
    whose first rating FIDE computes from several events, 8.2), with the K used, and the
    performance (None without a game against a rated opponent)."""

    games: tuple[RatedGame, ...]
    k: int | None
    performance: int | None

    @property
    def change(self) -> Fraction | None:
        """8.3.2 c), d): K × ΣΔR."""
        if self.k is None:
            return None
        return sum((change for g in self.games if (change := self.game_change(g)) is not None),
                   Fraction(0))

    def game_change(self, game: RatedGame) -> Fraction | None:
        """K × ΔR of one game (8.3.2 b: ΔR = score - PD), as the player's card prints it."""
        if self.k is None or game.expected is None:
            return None
        return self.k * (game.score - game.expected)


def _year(text: str) -> int | None:
    match = _YEAR.match(text.strip())
    return int(match[1]) if match and int(match[1]) else None


def event_year(t: Tournament) -> int | None:
    """The year the tournament is played in: of its start date, else of round 1's date."""
    for text in (t.start_date, t.round_dates.get(1, ""),
                 t.rounds[0].date if t.rounds else "", t.end_date):
        year = _year(text)
        if year is not None:
            return year
    return None


def base_k_factor(player: Player, year: int | None) -> int:
    """B.02 8.3.3 before the cap: the K the arbiter (or the rating list) set, else the one
    the rating and the age give. The rule for a player new to the list (40 until 30 games) and
    "once a published rating has reached 2400" need the player's history, which the
    tournament does not hold: the arbiter sets those K, or the rating list gives them."""
    if player.k_factor is not None:
        return player.k_factor
    born = _year(player.birth_date)
    if (born is not None and year is not None and year <= born + JUNIOR_AGE
            and player.rating < JUNIOR_BELOW):
        return K_NEW_PLAYER
    return K_FROM_2400 if player.rating >= RATING_FOR_K_FROM_2400 else K_BELOW_2400


def capped_k_factor(k: int, games: int) -> int:
    """B.02 8.3.3: when K × n exceeds 700, the largest whole K with K × n not above 700.
    Reading: n counts this tournament's rated games; other events of the same rating period
    can only lower K further, and the tournament does not know them."""
    return min(k, MAX_K_TIMES_GAMES // games) if games else k


def rating_difference(rating: int, opponent_rating: int) -> int:
    """B.02 8.3.1: D, counted as 400 when larger for a player rated below 2650."""
    difference = rating - opponent_rating
    if rating >= NO_MAX_DIFFERENCE_FROM:
        return difference
    return max(-MAX_DIFFERENCE, min(MAX_DIFFERENCE, difference))


def _seats(t: Tournament, last: int) -> list[dict[int, Game]]:
    """Each round's (1..last) game of each player in it: a table of 1,000 players looks every
    game up once, not once a player."""
    return [{pid: game for game in rnd.games for pid in (game.white, game.black)}
            for rnd in t.rounds[:last]]


def rated_games(t: Tournament, player: Player, after_round: int,
                seats: list[dict[int, Game]] | None = None,
                ratings: dict[int, int] | None = None) -> list[RatedGame]:
    """The player's games of rounds 1..after_round that count: played (5.1), with a result,
    against a rated opponent (8.3.1). `seats` and `ratings` (player id -> rating): computed
    once for all the players by `rating_results`."""
    # The tie-breaks are imported by what rates: reading a TRF checks its K-factors only.
    from arbiter_gui.core.tiebreak import expected_score

    seats = _seats(t, after_round) if seats is None else seats
    ratings = {p.id: p.rating for p in t.players} if ratings is None else ratings
    games = []
    for number, seated in enumerate(seats, start=1):
        game = seated.get(player.id)
        if game is None:
            continue
        own, opponent = game.code_of(player.id), game.opponent_of(player.id)
        theirs = game.code_of(opponent)
        if own not in _RATED_SCORES or theirs not in _RATED_SCORES:
            continue
        score = _RATED_SCORES[own]
        if ratings[opponent] <= 0:
            continue
        expected = expected_score(rating_difference(player.rating, ratings[opponent])) \
            if player.rating > 0 else None
        games.append(RatedGame(number, opponent, ratings[opponent], score, expected))
    return games


def rating_results(t: Tournament, after_round: int | None = None) -> dict[int, RatingResult]:
    """Every player's (id ->) games that count, rating change and performance after round
    `after_round` (all paired rounds by default)."""
    from arbiter_gui.core.tiebreak import performance_rating

    last = len(t.rounds) if after_round is None else after_round
    year = event_year(t)
    seats = _seats(t, last)
    ratings = {p.id: p.rating for p in t.players}
    results = {}
    for player in t.players:
        games = tuple(rated_games(t, player, last, seats, ratings))
        k = capped_k_factor(base_k_factor(player, year), len(games)) \
            if player.rating > 0 else None
        performance = performance_rating([g.opponent_rating for g in games],
                                         sum((g.score for g in games), Fraction(0))) \
            if games else None
        results[player.id] = RatingResult(games, k, performance)
    return results
