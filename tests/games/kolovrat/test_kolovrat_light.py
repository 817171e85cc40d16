"""Kolovrat's light worlds (ai/games/kolovrat/light.py): the same legal moves, the same moves made and the same
returns as the state itself, worlds drawn from the same draws as the view's sampler, and a search that grows the
same tree on them."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest

from ai.games.kolovrat.light import LightWorld, fits, light_world, light_worlds
from ai.ismcts import ISMCTS
from ai.manifest import search_hooks
from ai.view import PlayerView
from bench.points import decision_points
from games.kolovrat.rules import KolovratState
from games.match import Match
from games.registry import get_game

#: the options a light world plays (the rule book's captures and sums), with every value of the others
FITTING: list[dict[str, Any]] = [{}, {"trail_when_capture": True}, {"leftovers": "last_player"},
                                 {"leftovers": "last_capturer"}, {"leftovers": "nobody"}]
#: the options it does not: the search walks the states there
OTHERS: list[dict[str, Any]] = [{"captures": "one"}, {"pile_sums": True}, {"sums": False}]


def picture(world: KolovratState | LightWorld) -> tuple[Any, ...]:
    """Everything the rules and the playout read of a world: each zone's cards in order, whose turn, the capture
    under way, who played and captured last."""
    n = world.num_players
    zones = ["table", "talon", *(f"hand:{s}" for s in range(n)), *(f"pile:{s}" for s in range(n))]
    return (tuple(tuple(c.code for c in world.zones[z]) for z in zones), world.turn,
            None if world.playing is None else world.playing.code, world.partial_sum, world.groups_taken,
            world.last_player, world.last_capturer)


def new_deal(options: dict[str, Any], players: int, seed: int) -> KolovratState:
    match = Match(get_game("kolovrat"), players, options, seed=seed)
    state = match.state
    assert isinstance(state, KolovratState)
    return state


def leftovers_values() -> list[str]:
    return [str(v) for v in get_game("kolovrat").rulebook.options["leftovers"].values]


def test_the_fitting_options_name_every_leftovers_rule() -> None:
    assert {o["leftovers"] for o in FITTING if "leftovers" in o} | {"last_player"} >= set(leftovers_values())


@pytest.mark.parametrize("options", FITTING, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()) or "book")
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_light_world_plays_the_deal_as_the_state_does(options: dict[str, Any], players: int) -> None:
    """From the deal to its end, by random moves: the same legal moves (the very Action objects, in order) at
    every step, the same zones and fields after every move, the same returns at the end and on the way."""
    moves = 0
    for seed in range(1, 7):
        state = new_deal(options, players, seed)
        light = light_world(state)
        rng = random.Random(seed)
        while not state.is_over:
            legal = state.legal_actions()
            offered = light.legal_actions()
            assert len(offered) == len(legal) and all(a is b for a, b in zip(offered, legal, strict=True)), \
                f"{[a.code for a in offered]} != {[a.code for a in legal]}"
            action = legal[int(rng.random() * len(legal))]
            state.apply(action)
            assert light._apply(action) == []
            assert picture(light) == picture(state)
            assert light.is_over == state.is_over and light.current_player == state.current_player
            moves += 1
            if moves % 17 == 0:
                assert light.returns() == state.returns()
        assert light.legal_actions() == []
        assert light.returns() == state.returns()
    assert moves > 300  # six whole deals


@pytest.mark.parametrize("options", OTHERS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_other_options_are_walked_on_the_states(options: dict[str, Any]) -> None:
    state = new_deal(options, 4, 1)
    assert not fits(state)
    assert light_worlds(PlayerView(state, state.turn or 0, random.Random(1))) is None


def test_light_worlds_are_the_sampler_s_worlds_from_the_same_draws() -> None:
    for state, seat in decision_points(get_game("kolovrat"), 6, seed=4):
        view = PlayerView(state, seat, random.Random(2))
        draw = light_worlds(view)
        assert draw is not None
        plain, light = random.Random(9), random.Random(9)
        for _ in range(20):
            world = view.sample_world(plain)
            assert isinstance(world, KolovratState)
            assert picture(draw(light)) == picture(world)
            assert light.getstate() == plain.getstate()


def test_the_search_grows_the_same_tree_on_light_worlds_and_uses_them() -> None:
    hooks = search_hooks("kolovrat")
    assert hooks.light_worlds is light_worlds
    drawn = [0]

    def counted(view: PlayerView) -> Any:
        draw = light_worlds(view)
        assert draw is not None

        def draw_counted(rng: random.Random) -> LightWorld:
            drawn[0] += 1
            return draw(rng)
        return draw_counted

    without = replace(hooks, light_worlds=None)
    counting = replace(hooks, light_worlds=counted)
    for state, seat in decision_points(get_game("kolovrat"), 4, seed=6):
        results = []
        for h in (without, counting):
            bot = ISMCTS(iterations=200, seconds=None, seed=3, infer=True, hooks=h)
            result = bot.search(PlayerView(state, seat, random.Random(1)))
            results.append((result.action, result.stats))
        assert results[0] == results[1]
    assert drawn[0] == 4 * 199  # every iteration but the first (the decision's first world) on a light world
