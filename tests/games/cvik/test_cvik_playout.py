"""Cvik's quick playout plays the tricks out as the search's step loop would: the same returns, the same draws."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from ai.games.cvik.manifest import AI_HOOKS
from ai.games.cvik.playout import playout
from games import MatchContext
from games import rng as rngs
from games.cvik.rules import GAME, CvikState
from games.trick_pot.trick_play import DECLARE, PLAY
from tests.playouts import compare as compare_playouts
from tests.playouts import loop_playout

VARIANTS: list[dict[str, Any]] = [{}, *GAME.option_variants()]




def in_play(options: dict[str, Any], players: int, seed: int) -> CvikState | None:
    """A deal in its tricks after random declarations and some random cards, at times a world a seat samples;
    None where the declarations ended the deal."""
    rng = random.Random(seed)
    context = MatchContext(players, 0, rng.randrange(players), (0.0,) * players, {"bank": rng.choice([0, 3, 7, 12])})
    state = GAME.new_deal(GAME.config(options), players, context, seed)
    assert isinstance(state, CvikState)
    while not state.is_over and state.phase != PLAY:
        legal = state.legal_actions()
        state.apply(legal[rngs.below(rng, len(legal))])
    for _ in range(rng.randrange(0, 3 * len(state.in_play) if not state.is_over else 1)):
        if state.is_over:
            break
        legal = state.legal_actions()
        state.apply(legal[rngs.below(rng, len(legal))])
    if state.is_over:
        return None
    if rng.random() < 0.5:
        world = state.sample_world(rng.randrange(players), rng)
        assert isinstance(world, CvikState)
        return world
    return state


def compare(state: CvikState, seed: int) -> list[str]:
    return compare_playouts(state, seed, playout)  # type: ignore[arg-type]


@pytest.mark.parametrize("options", VARIANTS, ids=[",".join(f"{k}={v}" for k, v in o.items()) or "default"
                                                   for o in VARIANTS])
def test_the_quick_playout_plays_as_the_step_loop(options: dict[str, Any]) -> None:
    seen: Counter[str] = Counter()
    cases = defended = 0
    for players in range(2, 7):
        states = (in_play(options, players, seed * 11 + players) for seed in range(400))
        for index, state in enumerate(s for s in states if s is not None):
            if index == 12:
                break
            defended += state.defender is not None
            for rng_seed in range(3):
                seen.update(compare(state, rng_seed * 1000 + index))
                cases += 1
    assert cases == 5 * 12 * 3
    assert seen["trick"] and seen["share"] and seen["looed"]
    if options.get("lone_player") != "takes_bank":
        assert defended  # the dealer defending a lone player's bank: no share, no fine for the defender


def test_a_world_before_the_tricks_is_played_by_the_step_loop() -> None:
    for seed in range(20):
        state = GAME.new_deal(GAME.config({}), 4, MatchContext(4, 0, 0, (0.0,) * 4, {"bank": 6}), seed)
        assert isinstance(state, CvikState) and state.phase == DECLARE
        twin = state.clone()
        quick_rng, slow_rng = random.Random(seed), random.Random(seed)
        assert playout(state, quick_rng) == loop_playout(twin, slow_rng)
        assert quick_rng.getstate() == slow_rng.getstate()
        assert state.is_over  # played by the step loop, on the world itself


def test_the_search_uses_it() -> None:
    assert AI_HOOKS.search.playout is playout
