"""The bot battery, run over every registered game and the toy trick game of the tests.

For each game the generic search (at a small budget, searching even pure-chance games):
- always returns a legal action and plays the first deal to its end, the same way twice under a seed;
- never holds the true state and never sees a hidden card: its decision and every statistic of its
  search are unchanged when two cards it cannot see change places in the true deal, or when the
  caller samples the view with another generator; the true state is unreachable from the bot and
  the view; and every world it searches shows exactly the seat's observation and no private event
  of another seat;
- keeps its time cap when run off-thread by ai.runner (tested with a clock that is not wall time).
"""

from __future__ import annotations

import gc
import random
import types
from collections.abc import Iterator
from typing import Any

import pytest

from ai import PlayerView
from ai.ismcts import ISMCTS
from ai.runner import BotRunner
from games import Match, State, toygame
from games import rng as rngs
from games.game import Game
from games.registry import all_games

GAMES: list[Game] = [*all_games(), toygame.GAME]
MAX_BOT_DECISIONS = 10  # per test: enough to cross phases of a deal, small enough to keep the battery quick


def bot(seed: int, iterations: int = 8) -> ISMCTS:
    return ISMCTS(iterations=iterations, seed=seed, search_pure_chance=True)


def positions(game: Game, seed: int, limit: int) -> Iterator[State]:
    """States of a random first deal where the seat to act has a real choice (any decision in a game
    that offers none, such as Souboje, where the bot must still answer correctly)."""
    match = Match(game, None, {}, seed)
    rng = random.Random(seed)
    found: list[State] = []
    forced: list[State] = []
    steps = 0
    while not match.is_over and match.context.deal_index == 0 and len(found) < limit and steps < 2000:
        legal = match.legal_actions()
        (found if len(legal) > 1 else forced).append(match.state.clone())
        match.apply(legal[rngs.below(rng, len(legal))])
        steps += 1
    yield from (found or forced[:limit])


def play_first_deal(game: Game, seed: int) -> list[str]:
    """The bot in seat 0, random players elsewhere, until the first deal ends or the bot has decided enough."""
    match = Match(game, None, {}, seed)
    seat_bot = bot(seed)
    other = random.Random(seed + 1)
    view_rng = random.Random(seed + 2)
    decisions = 0
    while not match.is_over and match.context.deal_index == 0 and decisions < MAX_BOT_DECISIONS:
        seat = match.current_player
        assert seat is not None
        if seat == 0:
            view = PlayerView(match.state, seat, view_rng)
            action = seat_bot.choose(view)
            assert action in view.legal_actions, f"{action.code} is not legal"
            decisions += 1
        else:
            legal = match.legal_actions()
            action = legal[rngs.below(other, len(legal))]
        match.apply(action)
    return match.actions


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_bot_plays_legally_and_reproducibly(game: Game) -> None:
    first = play_first_deal(game, 3)
    assert first == play_first_deal(game, 3)


def unknown_pair(state: State, seat: int) -> tuple[Any, Any] | None:
    """Two cards `seat` cannot see, in different places, whose swap changes the deal."""
    unknown = [c for c in state.zones.cards() if not state.zones.knows(seat, c)]
    for a in unknown:
        for b in unknown:
            if a.code < b.code and state.zones.where(a) != state.zones.where(b):
                return a, b
    return (unknown[0], unknown[-1]) if len(unknown) > 1 else None


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_bot_never_sees_hidden_cards(game: Game) -> None:
    checked = 0
    for state in positions(game, 5, 3):
        seat = state.current_player
        assert seat is not None
        pair = unknown_pair(state, seat)
        if pair is None:
            continue
        twin = state.clone()
        twin.zones.swap(*pair)
        a = bot(9, 24).search(PlayerView(state, seat, random.Random(1)))
        b = bot(9, 24).search(PlayerView(twin, seat, random.Random(1)))
        c = bot(9, 24).search(PlayerView(state, seat, random.Random(2)))
        assert (a.action, a.stats) == (b.action, b.stats), f"seat {seat} searched differently after {pair} swapped"
        assert (a.action, a.stats) == (c.action, c.stats), "the search depends on how the caller sampled the view"
        checked += 1
    assert checked, f"{game.id}: no position with hidden cards was found"


def reachable(*roots: object) -> Iterator[object]:
    """Every object reachable from `roots` through instances and containers (not through classes or modules)."""
    seen: set[int] = set()
    stack = list(roots)
    skip = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.CodeType)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, skip):
            continue
        seen.add(id(obj))
        yield obj
        stack.extend(gc.get_referents(obj))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_bot_holds_no_reference_to_the_true_state(game: Game) -> None:
    state = next(positions(game, 7, 1))
    seat = state.current_player
    assert seat is not None
    view = PlayerView(state, seat, random.Random(1))
    player = bot(4, 16)
    player.choose(view)
    forbidden = {id(state), id(state.zones), id(state.history), id(state.rng)}
    leaks = [type(o).__name__ for o in reachable(player, view) if id(o) in forbidden]
    assert not leaks, f"the bot or its view can reach the true deal: {leaks}"


class CheckedView(PlayerView):
    """A view that checks every world handed to the search."""

    worlds = 0

    def sample_world(self, rng: random.Random) -> State:
        world = super().sample_world(rng)
        assert world.observation(self.seat) == self.observation, "a searched world shows something else"
        for event in world.history:
            assert event.audience is None or self.seat in event.audience, f"a private event leaked: {event.kind}"
        CheckedView.worlds += 1
        return world


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_searched_worlds_match_the_observation(game: Game) -> None:
    CheckedView.worlds = 0
    for state in positions(game, 11, 3):
        seat = state.current_player
        assert seat is not None
        if len(state.legal_actions()) > 1:
            bot(2, 6).search(CheckedView(state, seat, random.Random(3)))
        else:  # nothing to search: check worlds directly
            view = CheckedView(state, seat, random.Random(3))
            for i in range(6):
                view.sample_world(random.Random(i))
    assert CheckedView.worlds >= 6


class StepClock:
    """A clock that moves 10 ms per reading, shared by the runner and the bot."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 0.01
        return self.now


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_bot_keeps_its_time_cap_off_thread(game: Game) -> None:
    state = next(positions(game, 13, 1))
    seat = state.current_player
    assert seat is not None
    clock = StepClock()
    player = ISMCTS(iterations=None, seconds=100.0, seed=1, search_pure_chance=True, clock=clock)
    handle = BotRunner(player, time_cap=0.3, grace=1000.0, clock=clock).start(PlayerView(state, seat,
                                                                                          random.Random(1)))
    action = handle.result(timeout=60)
    assert action in state.legal_actions()
    assert player.last is not None
    assert player.last.capped or not player.last.searched  # one legal move: answered without searching
    assert player.last.iterations <= 30  # 0.3 s of a clock that moves 10 ms per reading, at least one per iteration


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_sampled_worlds_play_to_the_end(game: Game) -> None:
    """A world the search may draw is a deal the rules can finish: never stuck without a legal move."""
    rng = random.Random(17)
    for state in positions(game, 17, 3):
        seat = state.current_player
        assert seat is not None
        view = PlayerView(state, seat, random.Random(5))
        for _ in range(15):
            world = view.sample_world(rng)
            steps = 0
            while not world.is_over:
                legal = world.legal_actions()
                assert legal, f"a world sampled for seat {seat} is stuck: seat {world.current_player} cannot move"
                world.apply(legal[rngs.below(rng, len(legal))])
                steps += 1
                assert steps < 20_000, "a sampled world does not end"
            low, high = min(world.returns()), max(world.returns())
            assert -1.0 <= low <= high <= 1.0
