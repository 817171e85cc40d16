"""What the generic search knows of bridge: its playout (the `search` of the game's AI_HOOKS,
ai/games/bridz/manifest.py). The search plays as `ismcts:<level>`, and for the bridge player without endplay."""

from __future__ import annotations

import random

from ai.search_hooks import SearchHooks
from games import rng as rngs
from games.actions import Action
from games.bridz.auction import PASS
from games.bridz.calls import call_action
from games.bridz.rules import AUCTION, CLAIM, BridzState


def rollout_action(state: BridzState, rng: random.Random) -> Action:
    """The playout: the cheapest card that wins the trick so far, else the cheapest card; a lead at random."""
    seat = state.turn
    if state.phase == AUCTION or seat is None:
        return call_action(PASS)
    deck = state._deck
    trick = state._trick
    held = state._held[seat]
    if trick:
        led = deck.suit[trick[0]]
        same = held & deck.suit_mask[led]
        mask = same or held
        if mask & (mask - 1):  # more than one card to choose from
            return deck.plays[deck.cheapest_winner(held, trick, deck.suit_of.get(state.trump, -1))]
    else:
        mask = held
    cards = deck.hand(mask)
    return cards[rngs.below(rng, len(cards))]


def tree_actions(state: BridzState, actions: list[Action]) -> list[Action]:
    """The moves the search's tree tries: all but the claim. A claim that stands ends the deal as playing on
    would, so the tree learns nothing from it, and the engine checks each one double dummy: a solve (and, the
    first time in a process, loading the solver) inside one iteration, seconds where an iteration takes
    milliseconds."""
    return [a for a in actions if a is not CLAIM and a.kind != "claim"]


#: what the generic search knows of bridge (ai/search_hooks.py)
SEARCH = SearchHooks(rollout_action=rollout_action, tree_actions=tree_actions)
