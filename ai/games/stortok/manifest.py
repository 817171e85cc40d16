"""What the generic search knows of Stortok: play cheaply, and try the cheapest cards first (the search
plays every level; games/registry.py names this module as the game's AI). Its playouts run on plain numbers
(ai/games/stortok/playout.py), making the moves `rollout_action` makes."""

from __future__ import annotations

import random

from ai.games.stortok.playout import playout
from ai.manifest import AiHooks
from ai.search_hooks import SearchHooks
from games.actions import Action
from games.stortok.rules import TAKE, StortokState, card_table


def rollout_action(state: StortokState, rng: random.Random) -> Action:
    """Playouts: beat as cheaply as possible (plain suits before trumps), lead the weakest card."""
    seat = state.turn
    assert seat is not None
    hand = state.hand(seat)
    pile = state.zones["pile"]
    cards = state._beaters(hand, pile[-1]) if pile else hand
    if not cards:
        return TAKE
    order = state.game.rank_order
    main, minor = state.main, state.minor
    best, best_key = cards[0], (4, 0, 0.0)
    for card in cards:  # min() by this key, one draw per card in order, as the search has always drawn
        suit = card.suit
        key = (2 if suit == main else 1 if minor is not None and suit == minor else 0, order[card.rank],
               rng.random())
        if key < best_key:
            best, best_key = card, key
    table = card_table(state.pack, state.num_players)
    return table.beat[best.code] if pile else table.lead[best.code]


def order_actions(state: StortokState, actions: list[Action]) -> list[Action]:
    """The search tries the cheapest cards first (plain suits before trumps, low before high), taking last."""
    order = state.game.rank_order  # the rule book's rank order, as `state.strength()` reads it, read once
    main, minor = state.main, state.minor

    def cost(a: Action) -> tuple[int, int]:
        card = a.card
        if card is None:
            return (3, 0)
        suit = card.suit
        return (2 if suit == main else 1 if minor is not None and suit == minor else 0, order[card.rank])

    return sorted(actions, key=cost)


#: what the AI layer knows of Stortok (ai/manifest.py), its search hooks (ai/search_hooks.py)
AI_HOOKS = AiHooks(search=SearchHooks(rollout_action=rollout_action, order_actions=order_actions, playout=playout))
