"""A prepared world sampler (`State.world_sampler`, `Zones.redealer`) draws the very worlds that re-dealing
a fresh copy each time draws: the same cards in the same places, the same knowledge, dicts in the same order,
the same generator state after, for every game whose worlds the generic `sample_world` draws."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from ai.believer import MAX_BELIEF_TRIES
from ai.believer import believer as _believer
from ai.manifest import search_hooks
from ai.view import PlayerView
from games import Match
from games import rng as rngs
from games.registry import all_games
from games.state import State
from games.world_sampler import WorldSampler
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
    twin: Any = object.__new__(type("Drawn", (type(state),), {"sample_world": lambda self, seat, rng: "own"}))
    twin.__dict__ = dict(vars(state))
    assert twin.world_sampler(0)(random.Random(1)) == "own"


def test_a_world_drawn_unkept_is_the_world_once_kept_and_cannot_be_played_before() -> None:
    for state, seat in positions("cvik", 4, 12):
        draw = state.world_sampler(seat)
        assert isinstance(draw, WorldSampler)
        ours, theirs = random.Random(seat), random.Random(seat)
        world, seed = draw.draw(ours)
        with pytest.raises(RuntimeError):
            world.rng.random()
        expected = reference_world(state, seat, theirs)
        assert ours.getstate() == theirs.getstate()  # the seed is drawn, the generator not yet made
        kept = WorldSampler.keep(world, seed)
        assert kept == expected and kept.rng.getstate() == expected.rng.getstate()


def reference_believer(view: PlayerView, belief: Callable[[State, int], float]) -> Callable[[random.Random], State]:
    """ai/believer.py `believer` as it was before its worlds were kept unseeded: whole worlds throughout."""
    top = [0.0]

    def sample(rng: random.Random) -> State:
        best, best_weight = None, -1.0
        for _ in range(MAX_BELIEF_TRIES):
            world = view.sample_world(rng)
            weight = belief(world, view.seat)
            top[0] = max(top[0], weight)
            if rng.random() * top[0] < weight:
                return world
            if weight > best_weight:
                best, best_weight = world, weight
        assert best is not None
        return best

    return sample


class OwnWorlds(PlayerView):
    """A view that draws its worlds its own way (as Boston's hard level does): kept whole by the believer."""

    def sample_world(self, rng: random.Random) -> State:
        return super().sample_world(rng)


class DuckWorlds:
    """A view that is a PlayerView by duck typing alone (as Boston's BeliefView is): whole worlds throughout."""

    def __init__(self, state: State, seat: int, rng: random.Random) -> None:
        self.seat, self._view = seat, PlayerView(state, seat, rng)

    def sample_world(self, rng: random.Random) -> State:
        return self._view.sample_world(rng)


@pytest.mark.parametrize(("game_id", "view_type"), [("cvik", PlayerView), ("komando", PlayerView),
                                                    ("hundert", PlayerView), ("cvik", OwnWorlds),
                                                    ("cvik", DuckWorlds)])
def test_the_hard_level_keeps_the_worlds_it_kept_before(game_id: str, view_type: Any) -> None:
    belief = search_hooks(game_id).plausibility
    assert belief is not None
    kept = 0
    for state, seat in positions(game_id, 6, 24):
        view = view_type(state, seat, random.Random(seat))
        ours, theirs = random.Random(1), random.Random(1)
        mine, before = _believer(view, belief), reference_believer(view_type(state, seat, random.Random(seat)), belief)
        for _ in range(4):
            world, expected = mine(ours), before(theirs)
            assert world == expected and world.rng.getstate() == expected.rng.getstate()
            assert ours.getstate() == theirs.getstate()
            kept += 1
    assert kept > 50
