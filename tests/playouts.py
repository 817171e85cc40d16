"""What the tests of the games' quick playouts (the search hook `playout`) share: the search's own step loop as
the reference, and one comparison of a quick playout with it from twin states and twin generators."""

from __future__ import annotations

import random
from collections.abc import Callable

from ai.manifest import search_hooks
from ai.tree import MAX_ROLLOUT_STEPS
from games.state import State


def loop_playout(state: State, rng: random.Random) -> list[float]:
    """The search's own playout (ai/ismcts.py `_iterate` without a `playout` hook): the game's `rollout_action`,
    one move at a time through the engine."""
    policy = search_hooks(state.game.id).rollout_action
    assert policy is not None
    steps = 0
    while not state.is_over and steps < MAX_ROLLOUT_STEPS:
        state.history.extend(state._apply(policy(state, rng)))
        steps += 1
    return state.returns()


def compare(state: State, seed: int, playout: Callable[[State, random.Random], list[float]],
            world_rng: bool = False) -> list[str]:
    """Both playouts from twins of `state` with twin generators: the same returns and the same search generator
    state (with `world_rng`, the world's own generator too, where the rules draw from it). The kinds of the step
    loop's events, to show which rules the case went through."""
    quick, slow = state.clone(), state.clone()
    quick_rng, slow_rng = random.Random(seed), random.Random(seed)
    expected = loop_playout(slow, slow_rng)
    assert playout(quick, quick_rng) == expected
    assert quick_rng.getstate() == slow_rng.getstate()
    if world_rng:
        assert quick.rng.getstate() == slow.rng.getstate()
    return [e.kind for e in slow.history[len(state.history):]]
