"""boston:hard searched on every core: its card play draws worlds by the auction (a BeliefView), which a
search worker rebuilds by name from plain data; the same moves under a seed and a worker count, and with one
worker the moves it always made."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from ai import parallel
from ai.games.boston import players as bai
from ai.games.boston.belief import AuctionBelief, Reading
from ai.games.boston.playout import tricks_over_worlds
from ai.games.boston.shares import chips_shared, tricks_shared
from ai.games.boston.worlds import SAMPLER, BeliefView
from ai.ismcts import ISMCTS
from ai.share import rebuild_view
from ai.view import PlayerView
from games import rng as rngs
from games.boston.game import GAME
from games.boston.rules import BostonState
from games.state import MatchContext
from tests.test_ai_parallel import plain


def deal(seed: int) -> BostonState:
    state = GAME.new_deal(GAME.config(), 4, MatchContext(4, 0, 3, (0.0,) * 4, {"bank": 0}), seed)
    assert isinstance(state, BostonState)
    return state


def hard(seed: int, workers: int | None = None) -> bai.BostonPlayer:
    """boston:hard with iteration and world budgets and no clock: the same moves on any machine."""
    bot = bai.BostonPlayer("hard", seed)
    bot.search.seconds, bot.search.iterations, bot.search.workers = None, 120, workers
    bot.seconds = None
    bot.style = replace(bot.style, worlds=16)
    return bot


def play(seed: int, workers: int | None = None, cards: int = 4) -> tuple[list[str], list[int]]:
    """Four hard players through the auction, the partner calls and `cards` cards of a deal: (moves, the shares
    of each card-play search)."""
    state = deal(seed)
    bots = [hard(seed * 10 + s, workers) for s in range(4)]
    moves: list[str] = []
    shares: list[int] = []
    while not state.is_over and sum(m.startswith("play") for m in moves) < cards:
        seat = state.current_player
        assert seat is not None
        bot = bots[seat]
        bot.search.last = None
        action = bot.choose(PlayerView(state, seat, random.Random(len(moves))))
        if bot.search.last is not None and bot.search.last.searched:
            shares.append(bot.search.last.shares)
        moves.append(action.code)
        state.apply(action)
    return moves, shares


@pytest.fixture(scope="module")
def two_workers() -> Iterator[None]:
    saved = parallel.snapshot()
    parallel.set_workers(2)
    parallel.warm("boston")
    yield
    parallel.restore(saved)
    parallel.shutdown()


def test_one_worker_plays_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    """Recorded before hard's card play could be sent to worker processes (commit 50ae4e6): bids, partner
    calls and the first cards of two deals."""
    monkeypatch.setattr(bai, "PARTNER_WORLDS", 30)
    assert play(1, workers=1)[0] == ["bid:0:D", "bid:2:D", "bid:4:C", "bid:4:D", "bid:5:C", "bid:5:D", "pass", "pass",
                                     "pass", "ask", "decline", "accept", "play:JD", "play:10D", "play:9D", "play:6D"]
    assert play(2, workers=1)[0] == ["bid:0:S", "bid:0:C", "bid:2:S", "bid:4:S", "bid:5:S", "bid:5:C", "pass", "pass",
                                     "pass", "ask", "accept", "play:2H", "play:KH", "play:8H", "play:6H"]


def after_auction(seed: int = 1) -> BostonState:
    state = deal(seed)
    for code in ("bid:0:D", "bid:2:D", "bid:4:C", "bid:4:D", "bid:5:C", "bid:5:D", "pass", "pass", "pass", "ask",
                 "decline", "accept"):
        state.apply(next(a for a in state.legal_actions() if a.code == code))
    return state


def test_hard_card_play_is_split_over_the_workers_the_same_way_every_time(two_workers: None) -> None:
    state = after_auction()
    runs = []
    for _ in range(2):
        moves = []
        for k in range(3):  # three cards of the play, each a search of the seat to act
            bot = hard(7 + k, workers=2)
            seat = state.current_player
            assert seat is not None
            result = bot.search.search(BeliefView(PlayerView(state, seat, random.Random(k)),  # type: ignore[arg-type]
                                                  AuctionBelief()))
            assert result.shares == 2 and result.iterations == 120  # the budget split, both shares summed
            assert sum(visits for _, visits, _ in result.stats) == 120
            moves.append((result.action.code, result.stats))
        runs.append(moves)
    assert runs[0] == runs[1]


def test_a_worker_draws_worlds_by_the_calls_as_the_caller_does(two_workers: None) -> None:
    """The share a worker grows from the plain task is the share grown here from the same task: the worker
    rebuilt the BeliefView (its chain, its reading of the calls) by name, not a uniform re-deal."""
    state = after_auction()
    seat = state.current_player
    assert seat is not None
    view = BeliefView(PlayerView(state, seat, random.Random(3)), AuctionBelief(Reading(bid_slope=2.0)), burn_in=50)
    name, settings = view.sampler()
    assert name == SAMPLER and settings["reading"]["bid_slope"] == 2.0 and settings["burn_in"] == 50
    task = parallel.ShareTask("boston", seat, view.template_data(), {"infer": False}, seed=5, iterations=40,
                              deadline=None, sampler=name, sampler_settings=settings)
    assert all(plain(getattr(task, field)) for field in task.__dataclass_fields__)
    here = parallel.run_share(task)
    parallel.warm("boston")
    there = parallel._pool.executor.submit(parallel.run_share, task).result()  # type: ignore[union-attr]
    assert there.pid != here.pid
    assert (there.root, there.iterations) == (here.root, here.iterations)
    uniform = parallel.run_share(replace(task, sampler="", sampler_settings={}))
    assert uniform.root != here.root


def test_a_worker_resumes_the_callers_chain_rather_than_burning_one_in() -> None:
    state = after_auction()
    seat = state.current_player
    assert seat is not None
    view = BeliefView(PlayerView(state, seat, random.Random(3)), AuctionBelief())
    assert view.sampler()[1]["burn_in"] == 300  # nothing to resume yet: a chain of its own
    view.sample_world(random.Random(1))
    name, settings = view.sampler()
    assert settings["resume"] and settings["burn_in"] == 0
    data = view.template_data()
    copy = rebuild_view("boston", PlayerView.of_world(GAME.state_class.from_dict(GAME, data), seat), name, settings)
    assert isinstance(copy, BeliefView)  # the search sends the sampler's name; the game rebuilds its own view
    tried = copy.swaps_tried
    world = copy.sample_world(random.Random(2))
    assert copy.swaps_tried == tried  # no burn-in
    assert world.to_dict()["zones"] == data["zones"]  # its first world is the caller's chain's deal
    assert view.sample_world(random.Random(2)).to_dict()["zones"] != data["zones"]  # the caller's chain goes on


def test_a_view_whose_sampler_the_game_does_not_know_is_searched_here(two_workers: None,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    state = after_auction()
    seat = state.current_player
    assert seat is not None
    view = BeliefView(PlayerView(state, seat, random.Random(3)), AuctionBelief())
    monkeypatch.setattr(BeliefView, "sampler", lambda self: ("no-such-way", {}))
    result = ISMCTS(iterations=40, seconds=None, seed=1, workers=2).search(view)  # type: ignore[arg-type]
    assert result.shares == 1 and result.iterations == 40


# -- the bids and partner calls played out over worlds (ai/games/boston/shares.py) -----------------------------------
def test_a_hard_deal_is_played_the_same_way_every_time_on_two_workers(two_workers: None,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bai, "PARTNER_WORLDS", 30)
    sent: list[parallel.Job] = []
    real = parallel.Decision.__init__

    def record(self: parallel.Decision, tasks: list[Any], run: Any = parallel.run_share) -> None:
        sent.extend(t for t in tasks if isinstance(t, parallel.Job))
        real(self, tasks, run)

    monkeypatch.setattr(parallel.Decision, "__init__", record)
    starts = parallel.pool_starts()
    first = play(1, workers=2, cards=2)
    assert {job.function for job in sent} == {"tricks_job", "chips_job"}  # the bids and the partner calls
    assert all(plain(job.args) for job in sent)
    assert first == play(1, workers=2, cards=2)
    assert first[1] == [2, 2]  # each card-play search grew two trees
    assert parallel.pool_starts() == starts  # every decision found the warm pool


def partner_phase() -> BostonState:
    state = deal(1)
    for code in ("bid:0:D", "bid:2:D", "bid:4:C", "bid:4:D", "bid:5:C", "bid:5:D", "pass", "pass", "pass"):
        state.apply(next(a for a in state.legal_actions() if a.code == code))
    assert {a.code for a in state.legal_actions()} == {"ask", "alone"}
    return state


def test_played_out_worlds_split_over_the_workers_add_up(two_workers: None) -> None:
    state = deal(2)
    seat = state.current_player
    assert seat is not None
    view = PlayerView(state, seat, random.Random(1))
    tricks, partnered = tricks_shared(view, 16, 0, 4, random.Random(5), 2, None, 40)
    assert all(len(tricks[s]) == 16 and len(partnered[s]) == 16 for s in tricks)  # every world, both shares
    assert (tricks, partnered) == tricks_shared(view, 16, 0, 4, random.Random(5), 2, None, 40)
    # the first share is the one a single process plays from the same seed
    here, _ = tricks_over_worlds(view, 8, 0, 4, random.Random(rngs.child_seed(random.Random(5))))
    assert all(tricks[s][:8] == here[s] for s in tricks)


def test_a_worker_plays_the_partner_call_out_over_worlds_drawn_by_the_calls(two_workers: None) -> None:
    state = partner_phase()
    seat = state.current_player
    assert seat is not None
    view = BeliefView(PlayerView(state, seat, random.Random(3)), AuctionBelief())
    legal = list(view.legal_actions)
    value = chips_shared(view, legal, 20, random.Random(4), 2, None, 40)
    assert value == chips_shared(BeliefView(PlayerView(state, seat, random.Random(3)), AuctionBelief()), legal, 20,
                                 random.Random(4), 2, None, 40)
    job = parallel.Job("ai.games.boston.shares", "chips_job",
                       {"choices": ["ask", "alone"], "world": view.template_data(), "seat": seat, "deadline": None,
                        "belief": view.sampler()[1], "seed": 9, "worlds": 10, "least": 0})
    here = parallel.run_job(job)
    there = parallel._pool.executor.submit(parallel.run_job, job).result()  # type: ignore[union-attr]
    assert isinstance(here, tuple) and here == there and here[1] == 10
    assert parallel.run_job(replace(job, args={**job.args, "belief": None})) != here  # not a uniform re-deal
