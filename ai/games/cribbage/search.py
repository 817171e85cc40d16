"""What the generic search knows of cribbage: a playout that pegs greedily, played out on plain data by
playout.py (the `search` of the game's AI_HOOKS, ai/games/cribbage/manifest.py, which reads it without
importing its players)."""

from __future__ import annotations

import random

from ai.games.cribbage.playout import playout
from ai.search_hooks import SearchHooks
from games import rng as rngs
from games.actions import Action
from games.cribbage.deal_rules import claim_action
from games.cribbage.rules import PLAY, SHOW, CribbageState


def rollout_action(state: CribbageState, rng: random.Random) -> Action:
    """Playouts lay the card that pegs most now (ties at random): far closer to real play than uniform."""
    phase = state.phase
    if phase == SHOW:  # announce the true count
        return claim_action(min(state._count_step()[0], state.rules.max_claim))
    legal = state.legal_actions()
    if phase != PLAY or len(legal) == 1:
        return legal[rngs.below(rng, len(legal))]
    sc = state.sc
    rank, value = state.rules.rank, state.rules.value
    ranks = [rank[c.code] for c in state.pile]
    ranks.append(0)
    best, best_points = [], -1
    for action in legal:
        code = action.card.code  # type: ignore[union-attr]  # a legal play names its card
        ranks[-1] = rank[code]
        points = sc.peg_ranks(ranks, state.count + value[code])
        if points > best_points:
            best, best_points = [action], points
        elif points == best_points:
            best.append(action)
    return best[rngs.below(rng, len(best))]


def tree_actions(state: CribbageState, actions: list[Action]) -> list[Action]:
    """At a muggins show the tree tries only the true count: the seat counts its own hand, and any other
    announcement scores it less (an overclaim nothing, an underclaim gives the rest away). Among thirty
    untried claims a short search announced a count at random (3 for a hand of 8, 26 for one of 10)."""
    if state.phase != SHOW:
        return actions
    true = claim_action(min(state._count_step()[0], state.rules.max_claim))
    return [true] if true in actions else actions


#: what the generic search knows of cribbage (ai/search_hooks.py)
SEARCH = SearchHooks(rollout_action=rollout_action, playout=playout, tree_actions=tree_actions)
