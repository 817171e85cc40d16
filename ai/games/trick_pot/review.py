"""Cvik and Komando in the review (ai/review): rated by the search, the costs in chips.

Their returns are `tanh(chips / bank played for)` (games/trick_pot/trick_play.py `returns`), monotone in the
chips, so a move's mean return is turned back into chips by the inverse at the position's own bank: the sure
chips the search would value as much as the move. It ranks the moves exactly as the search does, so the best
move shown is the one the search finds best. (It is not the mean of the chips the playouts ended with: for a
risky move tanh flattens the large swings, and so does its inverse of their mean.)
"""

from __future__ import annotations

from collections.abc import Callable

from ai.review.hooks import ReviewHooks, untanh
from games.state import State


def chips(state: State, seat: int) -> Callable[[float], float]:
    """A return at this position back to chips: the bank played for is the scale the returns were squashed by."""
    bank = int(getattr(state, "bank_start", 0) or 0)
    return untanh(bank if bank > 0 else 1)


def review(thresholds: tuple[float, float, float]) -> ReviewHooks:
    """The game's review parts, its marks at `thresholds` chips."""
    return ReviewHooks(unit="zeton", thresholds=thresholds, in_units=chips, counted="zeton")
