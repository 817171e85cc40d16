"""The window's search off its own process (`parallel.set_offload`): every share of a decision goes to the pool, so
one worker is one process beside the window, the same moves under a seed, and a decision whose worker died is
still answered."""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator

import pytest

from ai import parallel
from ai.ismcts import ISMCTS
from tests.test_ai_parallel import GAME, decision


@pytest.fixture()
def offloaded() -> Iterator[None]:
    before = parallel.snapshot()
    parallel.set_workers(1)
    parallel.set_offload(True)
    try:
        yield
    finally:
        parallel.set_offload(False)
        parallel.restore(before)
        parallel.shutdown()


def test_one_worker_offloaded_is_one_process_that_searches_the_whole_decision(offloaded: None) -> None:
    assert parallel.pool_size() == 1
    pids = parallel.warm(GAME)
    assert len(pids) == 1 and os.getpid() not in pids
    _, view = decision(3)
    result = ISMCTS(iterations=60, seconds=None, seed=3).search(view)
    assert result.iterations == 60 and result.shares == 1
    assert result.worker_cpu > 0  # the worker grew the tree ...
    assert sum(visits for _, visits, _ in result.stats) == 60  # ... and its root statistics are the decision's
    again = ISMCTS(iterations=60, seconds=None, seed=3).search(view)
    assert (again.action, again.stats) == (result.action, result.stats)  # under a seed, the same move


def test_without_offload_one_worker_searches_here() -> None:
    assert not parallel.offloading() and parallel.pool_size() == parallel.workers() - 1
    _, view = decision(3)
    result = ISMCTS(iterations=60, seconds=None, seed=3, workers=1).search(view)
    assert result.worker_cpu == 0 and result.iterations == 60


def test_offloading_changes_the_pools_size(offloaded: None) -> None:
    parallel.set_workers(2)
    assert parallel.pool_size() == 2
    assert len(parallel.warm(GAME)) == 2
    parallel.set_offload(False)
    assert parallel.pool_size() == 1 and parallel.worker_pids() == []  # the pool of the other size is stopped


def test_a_killed_worker_leaves_the_decision_to_this_process(offloaded: None) -> None:
    for pid in parallel.warm(GAME):
        os.kill(pid, signal.SIGKILL)
    _, view = decision(5)
    result = ISMCTS(iterations=40, seconds=2.0, seed=5).search(view)
    assert result.action.code in [a.code for a in view.legal_actions]
    assert result.iterations == 40 and result.worker_cpu == 0  # searched here, after all


def test_bostons_worlds_played_out_go_to_the_pool_too(offloaded: None, monkeypatch: pytest.MonkeyPatch) -> None:
    import random

    from ai.games.boston import shares
    from ai.view import PlayerView
    from tests.games.boston.test_boston_parallel import deal

    def not_here(*args: object) -> None:
        raise AssertionError("a share was played out in the window's process")

    state = deal(2)
    seat = state.current_player
    assert seat is not None
    view = PlayerView(state, seat, random.Random(1))
    monkeypatch.setattr(shares, "tricks_over_worlds", not_here)  # this process's copy; the worker has its own
    tricks, partnered = shares.tricks_shared(view, 12, 0, 4, random.Random(5), 1, None, 12)
    assert all(len(tricks[s]) == 12 and len(partnered[s]) == 12 for s in tricks)
    assert (tricks, partnered) == shares.tricks_shared(view, 12, 0, 4, random.Random(5), 1, None, 12)
