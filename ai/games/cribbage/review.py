"""Cribbage in the review (ai/review): the discard exact, as the hint counts it; the pegging by the search.

A card laid away is worth the best throw it is part of (advice.py `throws`): the kept cards' mean show over
every starter the seat has not seen, plus the crib the thrown cards start (the table of crib_ev.json), for
the seat's own crib and against the other's. It reads the seat's observation only. The pegging is rated by
the search over the seat's own view; its returns are points above the table's mean over RETURN_SCALE, so
times RETURN_SCALE they are points again (until a side reaches the game's end, when they are the win itself).
"""

from __future__ import annotations

from ai.games.cribbage.advice import throws
from ai.review.hooks import Exact, MoveValue, ReviewHooks
from games.cribbage.rules import GAME, RETURN_SCALE
from games.state import State

#: more throws than any hand has (15 of six cards)
ALL = 99


def exact(state: State, seat: int, chosen: str) -> Exact | None:
    obs = state.observation(seat)
    every = throws(obs, GAME.scoring(), limit=ALL)
    if not every:
        return None
    values = []
    for action in state.legal_actions():
        worth = [t.value for t in every if action.card in t.cards]
        if worth:
            values.append(MoveValue.of(action, max(worth)))
    return Exact(tuple(values), "bod", "exact")


REVIEW = ReviewHooks(unit="bod", scale=RETURN_SCALE, thresholds=(0.5, 1.5, 3.0), exact=exact, counted="bod")
