"""What the generic search knows of Alager: a playout that exchanges sensibly (the search plays every level;
games/registry.py names this module as the game's AI). Its playouts run on plain numbers
(ai/games/alager/playout.py), making the moves `rollout_action` makes."""

from __future__ import annotations

import random

from ai.games.alager.playout import playout
from ai.manifest import AiHooks
from ai.search_hooks import SearchHooks
from games import rng as rngs
from games.actions import Action
from games.alager.rules import KNOCK, PASS, AlagerState, best_suit_total, card_actions


def rollout_action(state: AlagerState, rng: random.Random) -> Action:
    """Playouts that exchange sensibly make the search see what a hand is really worth: three times in
    four a seat takes the table card that raises its best suit most; with none that does, it knocks on
    25 or more (if nobody has yet), else passes. The fourth time, and after a take, any legal move."""
    seat = state.turn
    assert seat is not None
    if state.taken is not None or rngs.below(rng, 4) == 0:
        legal = state.legal_actions()
        return legal[rngs.below(rng, len(legal))]
    values = state.game.rank_values
    hand = state.hand(seat)
    pairs = [(c.suit, values[c.rank or ""]) for c in hand]
    best, best_value = PASS, best_suit_total(pairs)
    take = card_actions(state.pack).take
    for card in state.zones["table"]:
        taken = (card.suit, values[card.rank or ""])
        for k in range(len(pairs)):  # the hand with its k-th card given for the table card
            value = best_suit_total([*pairs[:k], *pairs[k + 1:], taken])
            if value > best_value:
                best, best_value = take[card.code], value
    if best is PASS and best_value >= 25 and state.knocker is None:
        return KNOCK
    return best


#: what the AI layer knows of Alager (ai/manifest.py), its search hooks (ai/search_hooks.py)
AI_HOOKS = AiHooks(search=SearchHooks(rollout_action=rollout_action, playout=playout))
