"""The ratings in the tie-breaks (C.07 art. 10): the FIDE Rating Regulations' tables (B.02
8.1a, 8.1b), the averages rounded (10.1), the tournament performance (10.2) and the perfect
one (10.3). The rating change (core/rating.py) uses the tables and the performance too."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from fractions import Fraction
from math import floor

# -- FIDE Rating Regulations tables (8.1a, 8.1b), used by TPR and PTP ------------------------------

# 8.1a: the rating difference dp for a fractional score p = .50, .51, ..., 1.00 (negative below).
_DP = (0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
       158, 166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336,
       351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800)
# 8.1b: the highest rating difference D at which the higher rated player's PD is .50, .51, ...,
# .99; beyond 735 it is 1.00.
_PD_LIMITS = (3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137,
              145, 153, 162, 170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290,
              302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619, 735)


def _dp(p_hundredths: int) -> int:
    return _DP[p_hundredths - 50] if p_hundredths >= 50 else -_DP[50 - p_hundredths]


def _pd_from_table(difference: int) -> int:
    """8.1b: the expected score, in hundredths, of a player rated `difference` above the other."""
    higher = 50 + bisect_left(_PD_LIMITS, abs(difference))
    return higher if difference >= 0 else 100 - higher


# 8.1b for every difference up to the table's last limit (beyond it 1.00, or 0 below): the
# perfect performance (10.3) searches it for every player, a dozen times each opponent.
_PD_BEYOND = _PD_LIMITS[-1] + 1
_PD_BY_DIFFERENCE = [_pd_from_table(d) for d in range(-_PD_BEYOND, _PD_BEYOND + 1)]


def _pd_hundredths(difference: int) -> int:
    """`_pd_from_table`, looked up."""
    if difference > _PD_BEYOND:
        return 100
    if difference < -_PD_BEYOND:
        return 0
    return _PD_BY_DIFFERENCE[difference + _PD_BEYOND]


def half_up(x: Fraction) -> int:
    # C.07 10.1: averages are rounded to the nearest integer, 0.5 upwards.
    return floor(x + Fraction(1, 2))


def rounded_mean(values: Sequence[int | Fraction]) -> int:
    """The average of `values` rounded as 10.1 rounds it (0 for none): `half_up(mean(values))`
    without a fraction made, (2 sum + n) // 2n."""
    return (2 * sum(values) + len(values)) // (2 * len(values)) if values else 0


def mean(values: Sequence[Fraction | int]) -> Fraction:
    """The average of `values` (0 for none), exact."""
    return Fraction(sum(values), len(values)) if values else Fraction(0)


def expected_score(difference: int) -> Fraction:
    """B.02 8.1.2 (8.1b): the scoring probability PD of a player rated `difference` points
    above (below, if negative) the opponent; the rating change (core/rating.py) uses it too."""
    return Fraction(_pd_hundredths(difference), 100)


def performance_rating(ratings: Sequence[int], score: Fraction) -> int:
    """C.07 10.2: the average of the opponents' `ratings` plus dp (B.02 8.1.1, 8.1a) of the
    fractional score `score` / games; the rating printouts (core/rating.py) use it too."""
    p_hundredths = half_up(100 * score / len(ratings))
    return half_up(mean(ratings)) + _dp(p_hundredths)


def perfect_performance(ratings: list[int], score: Fraction) -> int:
    """C.07 10.3: the lowest rating whose expected score (8.1b) against the opponents'
    `ratings` reaches `score`; with no points, 800 below the lowest rated opponent."""
    if not ratings:
        return 0
    if score <= 0:
        return min(ratings) - 800

    def expected(rating: int) -> int:
        return sum(_pd_hundredths(rating - r) for r in ratings)

    # expected(low) is 0 < score; expected(high) is every game, at least the score.
    low, high = min(ratings) - 800, max(ratings) + 800
    while high - low > 1:
        middle = (low + high) // 2
        if expected(middle) >= 100 * score:
            high = middle
        else:
            low = middle
    return high
