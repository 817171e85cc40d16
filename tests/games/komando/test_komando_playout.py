"""Komando's quick playout plays a deal out as the search's step loop would, from any phase: the same
returns, the same draws."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from ai.games.komando.manifest import AI_HOOKS, rollout_action
from ai.games.komando.playout import playout
from games import MatchContext
from games import rng as rngs
from games.komando.rules import GAME, KomandoState
from games.trick_pot.trick_play import AUCTION, BUY, JOIN, PLAY
from tests.playouts import compare as compare_playouts
from tests.playouts import loop_playout

VARIANTS: list[dict[str, Any]] = [{}, *GAME.option_variants(), {"seven_rule": False, "max_buy": 0},
                                  {"blind_bonus": False, "max_buy": 1, "nobody_joins": "carry"}]




def mid_deal(options: dict[str, Any], players: int, seed: int) -> KomandoState | None:
    """A deal after some random moves (in any phase), at times a world a seat samples; None where it ended."""
    rng = random.Random(seed)
    context = MatchContext(players, 0, rng.randrange(players), (0.0,) * players, {"bank": rng.choice([0, 4, 12])})
    state = GAME.new_deal(GAME.config(options), players, context, seed)
    assert isinstance(state, KomandoState)
    for _ in range(rng.randrange(0, 6 * players)):
        if state.is_over:
            return None
        legal = state.legal_actions()
        state.apply(legal[rngs.below(rng, len(legal))])
    if state.is_over:
        return None
    if rng.random() < 0.5:
        world = state.sample_world(rng.randrange(players), rng)
        assert isinstance(world, KomandoState)
        return world
    return state


def compare(state: KomandoState, seed: int) -> list[str]:
    return compare_playouts(state, seed, playout)  # type: ignore[arg-type]


@pytest.mark.parametrize("options", VARIANTS, ids=[",".join(f"{k}={v}" for k, v in o.items()) or "default"
                                                   for o in VARIANTS])
def test_the_quick_playout_plays_as_the_step_loop(options: dict[str, Any]) -> None:
    seen: Counter[str] = Counter()
    phases: Counter[str] = Counter()
    cases = 0
    for players in range(2, 7):
        states = (mid_deal(options, players, seed * 11 + players) for seed in range(400))
        for index, state in enumerate(s for s in states if s is not None):
            if index == 16:
                break
            phases[state.phase] += 1
            for rng_seed in range(3):
                seen.update(compare(state, rng_seed * 1000 + index))
                cases += 1
    assert cases == 5 * 16 * 3
    assert all(phases[p] for p in (AUCTION, JOIN, BUY, PLAY))
    assert seen["komando"] and seen["jdu"] and seen["pas"] and seen["discard"] and seen["buy"]
    assert seen["trick"] and seen["share"] and seen["looed"]


def test_a_hand_without_weak_cards_sheds_a_random_card() -> None:
    """The blind komandant holds five cards; with none worth buying away the policy draws which to shed."""
    drawn = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = GAME.new_deal(GAME.config({}), 3, MatchContext(3, 0, 0, (0.0,) * 3, {}), seed)
        assert isinstance(state, KomandoState)
        while not state.is_over and (state.phase != BUY or state.turn != state.komandant):
            state.apply(rollout_action(state, rng))
        if state.is_over or len(state.hand(state.turn or 0)) <= 4:
            continue  # not the blind komandant
        weak = [c for c in state.hand(state.turn or 0) if c.suit != state.trump
                and state.tables.power[c.code] != state.tables.top]
        strong = [c for c in state.zones["talon"] if c.suit == state.trump
                  or state.tables.power[c.code] == state.tables.top]
        if len(strong) < len(weak) or len(state.zones["talon"]) - len(weak) < 1:
            continue
        for old, new in zip(weak, strong, strict=False):  # every weak card swapped for a trump or an ace
            state.zones.move(new, f"hand:{state.turn}")
            state.zones.move(old, "talon")
        drawn += 1
        for rng_seed in range(3):
            compare(state, rng_seed)
    assert drawn


def test_a_world_of_a_subclass_is_played_by_the_step_loop() -> None:
    class Odd(KomandoState):
        pass

    state = GAME.new_deal(GAME.config({}), 4, MatchContext(4, 0, 0, (0.0,) * 4, {}), 3)
    assert isinstance(state, KomandoState)
    state.__class__ = Odd
    twin = state.clone()
    quick_rng, slow_rng = random.Random(5), random.Random(5)
    assert playout(state, quick_rng) == loop_playout(twin, slow_rng)
    assert quick_rng.getstate() == slow_rng.getstate()
    assert state.is_over  # played by the step loop, on the world itself


def test_the_search_uses_it() -> None:
    assert AI_HOOKS.search.playout is playout
