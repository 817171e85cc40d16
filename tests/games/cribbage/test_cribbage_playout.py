"""Cribbage's quick playout (ai/games/cribbage/playout.py) plays the moves of the step loop: from any
mid-deal state (the discard, the play, a muggins show), under every option variant and player count, with
match totals far from and near the target, it returns what `rollout_action` + `_apply` return and leaves
the search's generator and the world's own where they leave them."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from ai.games.cribbage.playout import playout
from ai.games.cribbage.search import SEARCH, rollout_action
from ai.view import PlayerView
from games import rng as rngs
from games.cribbage.rules import GAME, CribbageState
from games.state import MatchContext

#: the default rules and every option variant the game lists
OPTIONS: list[dict[str, Any]] = [{}, *GAME.option_variants()]


def deal(options: dict[str, Any], n: int, seed: int) -> CribbageState:
    """A fresh deal, each side's match total anywhere from nothing to a few points short of the target
    (near it, a peg-out ends the deal in the discard's heels, the play or the show)."""
    rng = random.Random(seed)
    config = GAME.config(options)
    target = config["target"]
    sides = [float(rngs.below(rng, target)) for _ in range(n)]
    totals = tuple(sides[s] / 2 if n == 4 else sides[s] for s in range(n))  # a side of four sums two seats
    state = GAME.new_deal(config, n, MatchContext(n, 1, seed % n, totals), seed)
    assert isinstance(state, CribbageState)
    return state


def mid_deal(state: CribbageState, rng: random.Random) -> CribbageState | None:
    """The deal after some uniformly random legal moves (under-claims, and so muggins, too), or None if it
    ended."""
    for _ in range(rngs.below(rng, 22)):
        legal = state.legal_actions()
        state.apply(legal[rngs.below(rng, len(legal))])
        if state.is_over:
            return None
    return state


def step_loop(state: CribbageState, rng: random.Random) -> list[float]:
    """What the search does without the hook (ai/ismcts.py `_iterate`)."""
    while not state.is_over:
        state.history.extend(state._apply(rollout_action(state, rng)))
    return state.returns()


def check(state: CribbageState, seed: int) -> None:
    slow_rng, quick_rng = random.Random(seed), random.Random(seed)
    slow, quick = state.clone(), state.clone()
    expected = step_loop(slow, slow_rng)
    assert playout(quick, quick_rng) == expected
    assert quick_rng.getstate() == slow_rng.getstate()
    assert quick.rng.getstate() == slow.rng.getstate()  # the starter cut with the world's generator


def test_the_hook_is_the_quick_playout() -> None:
    assert SEARCH.playout is playout and SEARCH.rollout_action is rollout_action


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()) or "default")
def test_the_quick_playout_returns_what_the_step_loop_returns(options: dict[str, Any], n: int) -> None:
    seen: Counter[str] = Counter()
    rng = random.Random(n)
    for seed in range(150):
        state = mid_deal(deal(options, n, seed), rng)
        if state is None:
            continue
        seen[f"from the {state.phase}"] += 1
        for k in range(4):
            check(state, 1000 * seed + k)
        end = state.clone()
        step_loop(end, random.Random(seed))
        seen["to a peg-out" if end.winner is not None else "to the end of the show"] += 1
    assert seen["from the discard"] and seen["from the play"]
    assert seen["to a peg-out"] and seen["to the end of the show"]
    if options.get("muggins"):
        assert seen["from the show"]  # the claims, one at a time


@pytest.mark.parametrize("n", [2, 3, 4])
def test_sampled_worlds_are_played_out_as_the_step_loop_plays_them(n: int) -> None:
    """The search plays out worlds re-dealt from a seat's view (the crib, the stock and the others' hands)."""
    rng = random.Random(7 + n)
    for seed in range(60):
        options = OPTIONS[seed % len(OPTIONS)]
        state = mid_deal(deal(options, n, seed), rng)
        if state is None or state.current_player is None:
            continue
        view = PlayerView(state, state.current_player, random.Random(seed))
        for k in range(3):
            world = view.sample_world(random.Random(k))
            assert isinstance(world, CribbageState)
            check(world, seed + k)


class _Level(CribbageState):
    """A variant with rules of its own (every deal a draw): the quick playout cannot know them."""

    def returns(self) -> list[float]:
        return [0.0] * self.num_players


def test_a_state_of_another_class_is_played_out_step_by_step() -> None:
    state = deal({}, 2, 3)
    state.__class__ = _Level
    rng, twin = random.Random(5), random.Random(5)
    assert playout(state.clone(), rng) == [0.0, 0.0]
    step_loop(state.clone(), twin)
    assert rng.getstate() == twin.getstate()
