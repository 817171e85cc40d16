"""Boston's quick playout plays the deal out as the search's step loop would: the same returns, the same draws."""

from __future__ import annotations

import dataclasses
import os
import random
from collections import Counter
from typing import Any

import pytest

from ai import parallel
from ai.games.boston import quick_playout as quick
from ai.games.boston.belief import AuctionBelief
from ai.games.boston.players import BostonPlayer
from ai.games.boston.quick_playout import playout
from ai.games.boston.search import SEARCH
from ai.games.boston.worlds import BeliefView
from ai.ismcts import ISMCTS
from ai.manifest import search_hooks
from ai.view import PlayerView
from games import MatchContext
from games import rng as rngs
from games.boston.game import GAME
from games.boston.rules import ASIDE, AUCTION, PARTNER, PLAY, BostonState
from games.boston.tables import games as game_table
from tests.games.boston.test_boston_parallel import after_auction
from tests.playouts import compare as compare_playouts

GAME_TABLE = game_table(GAME.rulebook)
VARIANTS: list[dict[str, Any]] = [{}, *GAME.option_variants(), {"partner_minimum": False},
                                  {"grand_sovereignty_row": "proportional", "suit_order": "colour_then_fixed"}]


def mid_deal(options: dict[str, Any], seed: int) -> BostonState | None:
    """A deal after a random auction (a pass more often than a bid, a bid one of the lowest dozen or a misère, so
    that games of every kind and the passed-out deal come up), random partner calls and discards and some random
    cards, at times a world a seat samples; at times still in its auction (the playout calls for everyone
    there). None where it is over."""
    rng = random.Random(seed)
    context = MatchContext(4, 0, rng.randrange(4), (0.0,) * 4, {"bank": rng.choice([0, 4, 9, 16])})
    state = GAME.new_deal(GAME.config(options), 4, context, seed)
    assert isinstance(state, BostonState)
    if rng.random() < 0.1:
        return state
    while not state.is_over and state.phase != PLAY:
        if state.phase != AUCTION and rng.random() < 0.2:
            return _seen(state, rng)  # at the partner question or a misère's discard
        legal = state.legal_actions()
        if state.phase == AUCTION:
            misere = [a for a in legal if a.kind == "bid" and state.games_table[a.number or 0].misere]
            bids = misere if misere and rng.random() < 0.3 else legal[1:13]
            state.apply(legal[0] if rng.random() < 0.6 or not bids else bids[rngs.below(rng, len(bids))])
        else:
            state.apply(legal[rngs.below(rng, len(legal))])
    for _ in range(rng.randrange(0, 40)):
        if state.is_over:
            return None
        legal = state.legal_actions()
        state.apply(legal[rngs.below(rng, len(legal))])
    return None if state.is_over else _seen(state, rng)


def _seen(state: BostonState, rng: random.Random) -> BostonState:
    """The deal itself, or half the time a world one of its seats samples."""
    if rng.random() < 0.5:
        world = state.sample_world(rng.randrange(4), rng)
        assert isinstance(world, BostonState)
        return world
    return state


def compare(state: BostonState, seed: int) -> list[str]:
    return compare_playouts(state, seed, playout)  # type: ignore[arg-type]


@pytest.mark.parametrize("options", VARIANTS, ids=[",".join(f"{k}={v}" for k, v in o.items()) or "default"
                                                   for o in VARIANTS])
def test_the_quick_playout_plays_as_the_step_loop(options: dict[str, Any]) -> None:
    seen: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    cases = 0
    states = (mid_deal(options, seed) for seed in range(1000))
    for index, state in enumerate(s for s in states if s is not None):
        if index == 60:
            break
        kinds["auction" if state.phase == AUCTION else "partout" if state.partout
              else state.game_row.kind if state.game_row is not None else "?"] += 1
        kinds["partnered"] += state.partner is not None
        kinds["before"] += state.phase in (PARTNER, ASIDE)
        for rng_seed in range(4):
            seen.update(compare(state, rng_seed * 1000 + index))
            cases += 1
    assert cases == 60 * 4
    # the cases went through the card play and both results, from the auction, in misères and games of tricks
    assert seen["trick"] and seen["made"] and seen["failed"]
    assert kinds["auction"] and kinds["before"] and kinds["misere"] >= 5 and kinds["tricks"]
    if options.get("partners", True):
        assert kinds["partnered"]
    if options.get("all_pass") == "misere_partout":
        assert seen["partout_pays"]
    if options.get("overtricks", "paid") == "paid":
        assert seen["overtricks"]
    if options.get("undertricks", "paid") == "paid":
        assert seen["undertricks"]


@pytest.mark.parametrize("game", [g.id for g in GAME_TABLE if g.misere])
def test_misere_defence_plays_as_the_step_loop(game: str) -> None:
    """Every misère, many times over: the defenders' choices (lead under him, keep him on top, shed high)
    depend on where the declarer's cards and the trick stand, which the random deals above reach seldom."""
    index = next(g.index for g in GAME_TABLE if g.id == game)
    seen: Counter[str] = Counter()
    for seed in range(40):
        rng = random.Random(seed)
        state = GAME.new_deal(GAME.config({}), 4, MatchContext(4, 0, seed % 4, (0.0,) * 4, {"bank": 8}), seed)
        assert isinstance(state, BostonState)
        declarer = state.current_player
        state.apply(next(a for a in state.legal_actions() if a.kind == "bid" and a.number == index))
        while state.phase == AUCTION:
            state.apply(state.legal_actions()[0])  # the others pass
        assert state.declarer == declarer
        for _ in range(rng.randrange(0, 16)):
            if state.is_over:
                break
            legal = state.legal_actions()
            state.apply(legal[rngs.below(rng, len(legal))])
        if state.is_over:
            continue
        for rng_seed in range(4):
            seen.update(compare(_seen(state, rng), rng_seed * 100 + seed))
    assert seen["trick"] >= 100 and seen["failed"]


def test_a_world_it_cannot_read_is_played_by_the_step_loop() -> None:
    class Other(BostonState):
        pass

    state = next(s for s in map(lambda seed: mid_deal({}, seed), range(100)) if s is not None and s.phase == PLAY)
    other = Other.from_dict(GAME, state.to_dict())
    assert type(other) is Other
    assert "trick" in compare(other, 5)
    before = len(other.history)
    playout(other, random.Random(5))
    # the step loop's own trace on the world (the quick playout records no events)
    assert "trick" in [e.kind for e in other.history[before:]]


def test_the_search_uses_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """In hard's card play (worlds by the calls), in the plain search, and in a search worker's share (run here:
    the worker runs the same function on the same hooks, tests/games/boston/test_boston_parallel.py holds them to one
    result)."""
    assert SEARCH.playout is playout
    assert search_hooks("boston").playout is playout
    played = Counter[str]()
    real = quick._play

    def counted(*args: Any) -> list[float]:
        played["cards"] += 1
        return real(*args)

    monkeypatch.setattr(quick, "_play", counted)
    state = after_auction()
    seat = state.current_player
    assert seat is not None and state.phase == PLAY
    bot = BostonPlayer("hard", 1)
    bot.search.seconds, bot.search.iterations, bot.search.workers = None, 40, 1
    bot.choose(PlayerView(state, seat, random.Random(1)))
    assert played["cards"] >= 30  # nearly every iteration plays out (a few reach the deal's end in the tree)
    played.clear()
    ISMCTS(iterations=40, seconds=None, workers=1).search(PlayerView(state, seat, random.Random(1)))
    assert played["cards"] >= 30
    played.clear()
    view = BeliefView(PlayerView(state, seat, random.Random(3)), AuctionBelief())
    name, settings = view.sampler()
    parallel.run_share(parallel.ShareTask("boston", seat, view.template_data(), {"infer": False}, seed=5,
                                          iterations=40, deadline=None, sampler=name, sampler_settings=settings))
    assert played["cards"] >= 30


def test_a_search_worker_plays_out_by_it() -> None:
    """A worker process of the pool (root-parallel card play, ai/parallel.py) finds the same hook."""
    saved = parallel.snapshot()
    try:
        parallel.set_workers(2)
        parallel.warm("boston")
        pool = parallel._pool.executor
        assert pool is not None
        hooks = pool.submit(search_hooks, "boston").result()
        assert pool.submit(os.getpid).result() != os.getpid()  # the answer came from another process
        assert hooks.playout is playout  # a function comes back by name: the one the worker holds
    finally:
        parallel.restore(saved)
        parallel.shutdown()


def test_a_pack_with_two_cards_of_one_suit_and_rank_is_not_numbered() -> None:
    """`_play` ranks the cards of a suit by their strength alone, so such a pack is left to the step loop."""
    state = next(s for s in map(lambda seed: mid_deal({}, seed), range(100)) if s is not None)
    pack = state.pack
    twin = dataclasses.replace(pack.cards[1], code="X" + pack.cards[1].code)
    odd = dataclasses.replace(pack, cards=(twin, *pack.cards[1:]))
    assert quick.tables(pack) is not None
    assert quick.tables(odd) is None
