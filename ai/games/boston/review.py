"""Boston in the review (ai/review): rated by the search, the costs in chips.

Its returns are `tanh(chips / UTILITY_SCALE)` (games/boston/rules.py), so a move's mean return is turned back
into chips by the inverse: the sure chips the search would value as much as the move (not the mean of the
chips the playouts ended with; see ai/games/trick_pot/review.py). The marks at 1, 3.5 and 7 chips: the search's
scale's 0.05, 0.15 and 0.3 times the 24 chips of its scale, rounded (a dealer's stake is 4).
"""

from __future__ import annotations

from collections.abc import Callable

from ai.review.hooks import ReviewHooks, untanh
from games.boston.rules import UTILITY_SCALE
from games.state import State


def chips(state: State, seat: int) -> Callable[[float], float]:
    return untanh(UTILITY_SCALE)


REVIEW = ReviewHooks(unit="zeton", thresholds=(1.0, 3.5, 7.0), in_units=chips, counted="zeton")
