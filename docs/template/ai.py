"""The template game's AI (`ai/games/<id>/manifest.py` of docs/adding-a-game.md, step 3): a playout policy for
the search.

Optional: without this module (and `ai=` in the game's registry line) random and the generic search play every
level. `AI_HOOKS` is all the AI layer reads (ai/manifest.py `AiHooks`).
"""

from __future__ import annotations

import random

from ai.manifest import AiHooks
from ai.search_hooks import SearchHooks
from games import rng as rngs
from games.actions import Action
from games.state import State


def rollout_action(state: State, rng: random.Random) -> Action:
    """The search's playout: a card at random among the legal ones, drawn from `rng` only."""
    legal = state.legal_actions()
    return legal[rngs.below(rng, len(legal))]


AI_HOOKS = AiHooks(search=SearchHooks(rollout_action=rollout_action))
