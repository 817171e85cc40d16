"""Stortok's quick playout plays the deal out as the search's step loop would: the same returns, the same draws."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from ai.games.stortok.manifest import AI_HOOKS
from ai.games.stortok.playout import playout
from ai.manifest import step_by_step
from games import MatchContext
from games import rng as rngs
from games.stortok.rules import GAME, StortokState
from tests.playouts import compare as compare_playouts
from tests.playouts import loop_playout

#: the rule book's default, its variants, and mixes of them that meet in one deal (a reshuffled talon in a
#: deal that runs until one player is left, a penalty when the lead passes on)
VARIANTS: list[dict[str, Any]] = [{}, *GAME.option_variants(),
                                  {"goal": "last_loses", "empty_talon": "reshuffle", "round_leader": "next_player"},
                                  {"draw_after_lead": False, "card_penalty": 2, "empty_talon": "reshuffle"},
                                  {"goal": "last_loses", "draw_after_lead": False, "card_penalty": 3}]




def mid_deal(options: dict[str, Any], players: int, seed: int) -> StortokState:
    """A deal some way in: random legal moves, at times near the turn limit, at times a world a seat samples."""
    rng = random.Random(seed)
    bank = rng.choice([0, 0, 1, 5])  # a bank carried from the deal before: shares that do not divide
    state = GAME.new_deal(GAME.config(options), players, MatchContext(players, 0, 0, (0.0,) * players,
                                                                      {"bank": bank}), seed)
    assert isinstance(state, StortokState)
    for _ in range(rng.randrange(0, 40)):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rngs.below(rng, len(legal))])
    if not state.is_over and rng.random() < 0.2:
        state.turns = GAME.turn_limit - rng.randrange(1, 25)  # the safeguard decides the deal
    if not state.is_over and rng.random() < 0.5:
        world = state.sample_world(rng.randrange(players), rng)
        assert isinstance(world, StortokState)
        return world
    return state


def compare(state: StortokState, seed: int) -> list[str]:
    return compare_playouts(state, seed, playout, world_rng=True)  # type: ignore[arg-type]


@pytest.mark.parametrize("options", VARIANTS, ids=[",".join(f"{k}={v}" for k, v in o.items()) or "default"
                                                   for o in VARIANTS])
def test_the_quick_playout_plays_as_the_step_loop(options: dict[str, Any]) -> None:
    seen: Counter[str] = Counter()
    cases = 0
    for players in range(2, 6):
        states = (mid_deal(options, players, seed * 7 + players) for seed in range(100))
        for index, state in enumerate(s for s in states if not s.is_over):
            if index == 10:
                break
            for rng_seed in range(3):
                seen.update(compare(state, rng_seed * 1000 + index))
                cases += 1
    assert cases == 4 * 10 * 3
    assert seen["take"] and seen["pile_out"] and seen["turn_limit"]
    if options.get("goal") == "last_loses":
        assert seen["out"] and seen["stortok"]
    if options.get("empty_talon") == "reshuffle":
        assert seen["reshuffle"]


def test_a_world_it_cannot_read_is_played_by_the_step_loop() -> None:
    class Odd(StortokState):
        """A subclass may change any rule: the numbers would not know."""

    state = mid_deal({}, 3, 4)
    odd = Odd.__new__(Odd)
    odd.__dict__ = state.clone().__dict__
    twin = state.clone()
    rng, twin_rng = random.Random(9), random.Random(9)
    assert playout(odd, rng) == loop_playout(twin, twin_rng)
    assert odd.is_over  # played by the step loop, on the world itself
    assert rng.getstate() == twin_rng.getstate()
    assert step_by_step(state.clone(), random.Random(3)) == loop_playout(state.clone(), random.Random(3))
    past = state.clone()
    past.turns = GAME.turn_limit + 3  # no deal gets here (the limit ends it), but the loop would play a move
    twin, rng, twin_rng = past.clone(), random.Random(2), random.Random(2)
    assert playout(past, rng) == loop_playout(twin, twin_rng)
    assert rng.getstate() == twin_rng.getstate()


def test_the_search_uses_it() -> None:
    assert AI_HOOKS.search.playout is playout
