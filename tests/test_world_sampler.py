"""A prepared world sampler (`State.world_sampler`, `Zones.redealer`) draws the very worlds that re-dealing
a fresh copy each time draws: the same cards in the same places, the same knowledge, dicts in the same order,
the same generator state after, for every game whose worlds the generic `sample_world` draws."""

from __future__ import annotations

import random

import pytest

from games import Match
from games import rng as rngs
from games.registry import all_games
from games.state import State
from games.zones import Zones


def _generic_games() -> list[str]:
    """The games whose worlds the generic sample_world draws (the prepared path); the others keep their own."""
    ids = []
    for game in all_games():
        state = Match(game, None, {}, 1).state
        if type(state).sample_world is State.sample_world:
            ids.append(game.id)
    return ids


def reference_world(state: State, seat: int, rng: random.Random) -> State:
    """`State.sample_world` as it was written before it was prepared once: a copy re-dealt per draw."""
    seen = state.seen_history(seat)
    world = state
    for _ in range(state.max_world_tries):
        world = state._copy_without_chance()
        world.zones.redeal_unknown(seat, rng)
        world.history = seen.copy()
        world.rng = rngs.seeded(rngs.child_seed(rng))
        if world.world_is_consistent(seat):
            return world
    return world


def positions(game_id: str, seed: int, count: int) -> list[tuple[State, int]]:
    """States of a match along random play, each with a seat to sample for (every seat in turn)."""
    game = next(g for g in all_games() if g.id == game_id)
    match = Match(game, None, {}, seed)
    rng = random.Random(seed)
    found: list[tuple[State, int]] = []
    while not match.is_over and len(found) < count:
        found.append((match.state.clone(), len(found) % match.num_players))
        legal = match.legal_actions()
        match.apply(legal[rngs.below(rng, len(legal))])
    return found


def same_zones(a: Zones, b: Zones) -> bool:
    return (list(a._cards.items()) == list(b._cards.items()) and list(a._where.items()) == list(b._where.items())
            and list(a._known.items()) == list(b._known.items()))


@pytest.mark.parametrize("game_id", _generic_games())
def test_prepared_worlds_are_the_worlds_drawn_one_by_one(game_id: str) -> None:
    for state, seat in positions(game_id, 3, 40):
        draw = state.world_sampler(seat)
        ours, theirs = random.Random(seat), random.Random(seat)
        for _ in range(3):  # one prepared sampler, several worlds in a row
            world, expected = draw(ours), reference_world(state, seat, theirs)
            assert world == expected and same_zones(world.zones, expected.zones)
            assert list(vars(world)) == list(vars(expected))
            assert world.rng.getstate() == expected.rng.getstate() and ours.getstate() == theirs.getstate()
            world.zones.move(next(iter(world.zones.cards())), next(iter(world.zones.names())))  # shares nothing
            world.history.clear()
        assert draw(ours) == reference_world(state, seat, theirs)


def test_a_redealer_is_clone_then_redeal_unknown() -> None:
    checked = 0
    for game_id in ("cvik", "stortok", "alager", "hundert", "kolovrat", "komando"):
        for state, seat in positions(game_id, 5, 30):
            redeal = state.zones.redealer(seat)
            for k in range(3):
                expected = state.zones.clone()
                expected.redeal_unknown(seat, random.Random(k))
                assert same_zones(redeal(random.Random(k)), expected)
                checked += 1
    assert checked > 300


def test_a_game_with_its_own_sampler_keeps_it() -> None:
    state = Match(next(g for g in all_games() if g.id == "cvik"), None, {}, 1).state
    twin = object.__new__(type("Drawn", (type(state),), {"sample_world": lambda self, seat, rng: "own"}))
    twin.__dict__ = dict(vars(state))
    assert twin.world_sampler(0)(random.Random(1)) == "own"
