"""What the generic search knows of Kolovrat: a playout that captures (the search plays every level;
its manifest, manifest.py, names it as the game's search hooks)."""

from __future__ import annotations

import random

from ai.games.kolovrat.light import light_worlds
from ai.games.kolovrat.playout import playout
from ai.search_hooks import SearchHooks
from games import rng as rngs
from games.actions import Action
from games.kolovrat.rules import DONE, KolovratState, card_table


def rollout_action(state: KolovratState, rng: random.Random) -> Action:
    """Playouts capture when they can, taking the biggest haul: random trailing throws cards away."""
    seat = state.turn
    assert seat is not None
    if state.playing is None:
        # a capture four times in five when one is possible, else any legal move, drawn as from
        # legal_actions but without building the list when only captures or only trails are in play
        flags = state._capturing(seat)
        if any(flags):
            if rngs.below(rng, 5):
                capturing = [c for c, f in zip(state.hand(seat), flags, strict=True) if f]
                card = capturing[rngs.below(rng, len(capturing))]
                return card_table(state.pack, state.num_players).capture[card.code]
            legal = state._hand_actions(seat, flags)
            return legal[rngs.below(rng, len(legal))]
        hand = state.hand(seat)
        return card_table(state.pack, state.num_players).trail[hand[rngs.below(rng, len(hand))].code]
    takes = state.capture_options(seat, state.playing)
    if not takes:
        return DONE
    return max(takes, key=lambda a: (_haul(state, a), a.code))


def _haul(state: KolovratState, action: Action) -> int:
    """The cards a capture takes, as the playout weighs it: a whole pile, or one card."""
    if action.kind == "take_pile":
        assert action.number is not None
        return len(state.zones[state.game.pile_zones[action.number]])
    return 1


#: what the generic search knows of Kolovrat (ai/search_hooks.py; the game's AI_HOOKS, manifest.py, holds it):
#: `playout` makes rollout_action's moves, on the `light_worlds` as on states
SEARCH = SearchHooks(rollout_action=rollout_action, playout=playout, light_worlds=light_worlds)
