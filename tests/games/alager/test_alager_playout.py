"""Alager's quick playout plays a deal out as the search's step loop would: the same returns, the same draws
from the search's generator and from the world's own (a restock's shuffle)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from ai.games.alager.manifest import AI_HOOKS
from ai.games.alager.playout import playout
from games import MatchContext
from games import rng as rngs
from games.alager.rules import GAME, AlagerState
from tests.playouts import compare as compare_playouts
from tests.playouts import loop_playout

VARIANTS: list[dict[str, Any]] = [{}, *GAME.option_variants(), {"pack": "french-32", "round_limit": 40}]




def mid_deal(options: dict[str, Any], players: int, seed: int) -> AlagerState | None:
    """A deal after some random moves (at times many, to empty the stock), at times a world a seat samples;
    None where it ended."""
    rng = random.Random(seed)
    context = MatchContext(players, 0, rng.randrange(players), (0.0,) * players)
    state = GAME.new_deal(GAME.config(options), players, context, seed)
    assert isinstance(state, AlagerState)
    for _ in range(rng.choice([0, 3, 10, 60])):
        if state.is_over:
            return None
        legal = [a for a in state.legal_actions() if a.kind != "knock"]  # a knock would end it soon
        state.apply(legal[rngs.below(rng, len(legal))])
    if state.is_over:
        return None
    if rng.random() < 0.5:
        world = state.sample_world(rng.randrange(players), rng)
        assert isinstance(world, AlagerState)
        return world
    return state


def compare(state: AlagerState, seed: int) -> list[str]:
    return compare_playouts(state, seed, playout, world_rng=True)  # type: ignore[arg-type]


@pytest.mark.parametrize("options", VARIANTS, ids=[",".join(f"{k}={v}" for k, v in o.items()) or "default"
                                                   for o in VARIANTS])
def test_the_quick_playout_plays_as_the_step_loop(options: dict[str, Any]) -> None:
    seen: Counter[str] = Counter()
    cases = 0
    taken = 0
    for players in range(2, 7):
        states = (mid_deal(options, players, seed * 11 + players) for seed in range(400))
        for index, state in enumerate(s for s in states if s is not None):
            if index == 16:
                break
            taken += state.taken is not None
            for rng_seed in range(4):
                seen.update(compare(state, rng_seed * 1000 + index))
                cases += 1
    assert cases == 5 * 16 * 4
    assert taken  # a world between a take and its give
    for kind in ("take", "give", "discard", "swap_all", "pass", "knock", "new_table", "showdown", "penalty"):
        assert seen[kind], kind


def test_restocks() -> None:
    """A stock run (nearly) dry: the discard pile shuffled back under it by the world's generator, after a
    discard (its top card kept) or when everyone passed."""
    seen: Counter[str] = Counter()
    for seed in range(120):
        state = mid_deal({} if seed % 2 else {"pack": "german-32"}, 2 + seed % 4, seed)
        if state is None:
            continue
        talon = state.zones["talon"]
        for card in talon[seed % 3:]:  # all but the bottom few thrown away
            state.zones.move(card, "discard")
        for rng_seed in range(3):
            seen.update(compare(state, rng_seed))
    assert seen["restock"] and seen["new_table"]


def test_the_ends_of_a_deal() -> None:
    """An Alager, three aces and the round limit end deals as the step loop ends them."""
    seen: Counter[str] = Counter()
    for options in ({"round_limit": 3}, {"pack": "german-32", "round_limit": 3}):
        for seed in range(150):
            state = mid_deal(options, 2 + seed % 3, seed)
            if state is not None:
                seen.update(compare(state, seed))
    assert seen["alager"] and seen["hori"] and seen["limit"]


def test_a_world_of_a_subclass_is_played_by_the_step_loop() -> None:
    class Odd(AlagerState):
        pass

    state = GAME.new_deal(GAME.config({}), 3, MatchContext(3, 0, 0, (0.0,) * 3), 4)
    assert isinstance(state, AlagerState) and not state.is_over
    state.__class__ = Odd
    twin = state.clone()
    quick_rng, slow_rng = random.Random(5), random.Random(5)
    assert playout(state, quick_rng) == loop_playout(twin, slow_rng)
    assert quick_rng.getstate() == slow_rng.getstate()
    assert state.is_over  # played by the step loop, on the world itself


def test_the_search_uses_it() -> None:
    assert AI_HOOKS.search.playout is playout
