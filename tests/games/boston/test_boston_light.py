"""Boston's light worlds (ai/games/boston/light.py): the same legal moves, the same cards played and the same
returns as the state itself, read the same by the search's hooks and the quick playout; worlds drawn from the same
draws as the BeliefView's own; and hard's search growing the same tree on them."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from ai.games.boston.belief import AuctionBelief
from ai.games.boston.light import LightWorld, light_world, light_worlds
from ai.games.boston.players import BostonPlayer
from ai.games.boston.quick_playout import playout
from ai.games.boston.search import SEARCH, order_actions, rollout_action
from ai.games.boston.worlds import BeliefView
from ai.manifest import search_hooks
from ai.view import PlayerView
from games.boston.rules import AUCTION, PLAY, BostonState
from tests.games.boston.test_boston_parallel import after_auction
from tests.games.boston.test_boston_quick_playout import VARIANTS, mid_deal


def picture(world: BostonState | LightWorld) -> tuple[Any, ...]:
    """Everything the rules, the hooks and the playout read of a deal in its card play and at its end."""
    n = world.num_players
    return (tuple(tuple(c.code for c in world.hand(s)) for s in range(n)), tuple(c.code for c in world.zones["trick"]),
            tuple(world.trick_seats), tuple(world.tricks), world.player, world.leader, str(world.phase),
            world.outcome, tuple(world.chips), world.bank, world.paid, world.current_player, world.is_over)


def card_play(options: dict[str, Any], count: int) -> Iterator[BostonState]:
    """Deals in their card play (the deal itself or a seat's sampled world) after random auctions."""
    found = 0
    for seed in range(2000):
        state = mid_deal(options, seed)
        if state is not None and state.phase == PLAY:
            yield state
            found += 1
            if found == count:
                return


@pytest.mark.parametrize("options", VARIANTS, ids=[",".join(f"{k}={v}" for k, v in o.items()) or "default"
                                                   for o in VARIANTS])
def test_a_light_world_plays_the_deal_as_the_state_does(options: dict[str, Any]) -> None:
    """To the deal's end by random cards: the same legal moves (the very Action objects, in order), the same deal
    after every card, the same returns; on the way, the hooks' choices and the quick playout's result the same."""
    ends: Counter[str] = Counter()
    cards = 0
    for index, state in enumerate(card_play(options, 25)):
        light = light_world(state)
        assert picture(light) == picture(state)
        rng = random.Random(index)
        while not state.is_over:
            legal = state.legal_actions()
            offered = light.legal_actions()
            assert len(offered) == len(legal) and all(a is b for a, b in zip(offered, legal, strict=True))
            if cards % 5 == 0:
                assert order_actions(light, offered) == order_actions(state, legal)  # type: ignore[arg-type]
                twin, other = random.Random(cards), random.Random(cards)
                assert rollout_action(light, twin) is rollout_action(state, other)  # type: ignore[arg-type]
                assert twin.getstate() == other.getstate()
            if cards % 7 == 0:  # played out from here, each on a copy: the same returns and draws
                twin, other = random.Random(cards), random.Random(cards)
                assert playout(light_world(state), twin) == playout(state.clone(), other)
                assert twin.getstate() == other.getstate()
            action = legal[int(rng.random() * len(legal))]
            state.apply(action)
            assert light._apply(action) == []
            assert picture(light) == picture(state)
            assert light.returns() == state.returns()
            cards += 1
        assert light.legal_actions() == []
        ends[state.outcome] += 1
    assert cards > 300
    assert ends["made"] and ends["failed"]
    if options.get("all_pass") == "misere_partout":
        assert ends["partout"]


def belief_views(state: BostonState, seed: int) -> tuple[BeliefView, BeliefView]:
    """Two BeliefViews of one view with their chains started alike (a world drawn from twin generators)."""
    seat = state.current_player
    assert seat is not None
    views = (BeliefView(PlayerView(state, seat, random.Random(seed)), AuctionBelief()),
             BeliefView(PlayerView(state, seat, random.Random(seed)), AuctionBelief()))
    for view in views:
        view.sample_world(random.Random(seed))
    return views


def test_light_worlds_are_the_belief_view_s_worlds_from_the_same_draws() -> None:
    settled = looked_up = 0
    points = [after_auction(), *card_play({}, 8)]
    for index, state in enumerate(points):
        plain, light = belief_views(state, index)
        draw = light_worlds(light)
        assert draw is not None
        plain_rng, light_rng = random.Random(9), random.Random(9)
        for k in range(30):
            world = plain.sample_world(plain_rng)
            assert isinstance(world, BostonState)
            light_world = draw(light_rng)
            assert picture(light_world) == picture(world)
            assert light_rng.getstate() == plain_rng.getstate()
            # played out, the worlds of one draw sharing the ends settled before (`LightWorld.settled`)
            twin, other = random.Random(k), random.Random(k)
            before = len(light_world._deal.ends)
            assert playout(light_world, twin) == playout(world, other)
            assert picture(light_world) == picture(world)
            assert twin.getstate() == other.getstate()
            settled += len(light_world._deal.ends) - before
            looked_up += len(light_world._deal.ends) == before
    assert settled and looked_up > 100


def test_other_views_and_phases_walk_the_states() -> None:
    state = after_auction()
    seat = state.current_player
    assert seat is not None
    assert light_worlds(PlayerView(state, seat, random.Random(1))) is None  # normal's uniform worlds
    assert light_worlds(BeliefView(PlayerView(state, seat, random.Random(1)), AuctionBelief())) is None  # no chain yet
    auction = next(s for s in map(lambda seed: mid_deal({}, seed), range(100)) if s is not None and s.phase == AUCTION)
    bidder = auction.current_player
    assert bidder is not None
    view = BeliefView(PlayerView(auction, bidder, random.Random(1)), AuctionBelief())
    view.sample_world(random.Random(1))
    assert light_worlds(view) is None


def test_hard_s_search_grows_the_same_tree_on_light_worlds_and_uses_them() -> None:
    hooks = search_hooks("boston")
    assert hooks.light_worlds is light_worlds and SEARCH.light_worlds is light_worlds
    drawn = [0]

    def counted(view: Any) -> Any:
        draw = light_worlds(view)
        assert draw is not None

        def draw_counted(rng: random.Random) -> LightWorld:
            drawn[0] += 1
            return draw(rng)
        return draw_counted

    points = [after_auction(1), *card_play({}, 3)]
    for state in points:
        seat = state.current_player
        assert seat is not None
        results = []
        for h in (replace(hooks, light_worlds=None), replace(hooks, light_worlds=counted)):
            bot = BostonPlayer("hard", 3)
            bot.search.seconds, bot.search.iterations, bot.search.workers, bot.search.hooks = None, 150, 1, h
            bot.choose(PlayerView(state, seat, random.Random(1)))
            result = bot.search.last
            assert result is not None
            results.append((result.action, result.stats))
        assert results[0] == results[1]
    assert drawn[0] == len(points) * 149  # every iteration but the decision's first world on a light world
