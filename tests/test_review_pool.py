"""The review's search on the worker pool (ai/review/sampled.py): the same figures with one worker or two, what a
worker is sent, and a stop that ends the workers' trees."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from ai import parallel
from ai.review import core, sampled
from ai.review.games import hooks_for
from ai.view import PlayerView
from games import Match, get_game
from tests.test_ai_parallel import plain

GAME = "cvik"


@pytest.fixture(scope="module")
def two_workers() -> Iterator[None]:
    before = parallel.workers()
    parallel.set_workers(2)
    parallel.warm(GAME)
    yield
    parallel.set_workers(before)
    parallel.shutdown()


def _position(seed: int) -> core.Position:
    match = Match(get_game(GAME), None, seed=seed)
    rng = random.Random(seed)
    while len(match.legal_actions()) < 3:
        legal = match.legal_actions()
        match.apply(legal[rng.randrange(len(legal))])
    seat = match.current_player
    assert seat is not None
    return core.Position(0, match.state.clone(), seat, match.legal_actions()[0].code)


def _figures(position: core.Position, workers: int) -> list[tuple[str, float, float]]:
    decision = core.rate(position, hooks_for(GAME), budget=600, seed=5, workers=workers)
    assert decision is not None
    return [(v.code, v.value, v.spread) for v in decision.values]


@pytest.mark.parametrize("seed", [2, 9])
def test_the_same_figures_with_one_worker_or_two(two_workers: None, seed: int,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[Any] = []
    real = parallel.Decision

    def watched(tasks: Any, run: Any = parallel.run_share) -> Any:
        sent.extend(tasks)
        return real(tasks, run)

    monkeypatch.setattr(parallel, "Decision", watched)
    position = _position(seed)
    alone = _figures(position, 1)
    assert not sent  # one worker: every tree grown here
    shared = _figures(position, 2)
    assert len(sent) == len(alone) and all(isinstance(job, parallel.Job) and plain(job.args) for job in sent)
    assert shared == alone


def test_a_stop_ends_the_workers_trees(two_workers: None) -> None:
    position = _position(2)
    view = PlayerView(position.state, position.seat, random.Random(0))
    asked = [0]

    def stop() -> bool:
        asked[0] += 1
        return asked[0] > 1  # stopped while the workers grow the trees

    assert sampled.rate(view, sampled.searcher(10**7, 0, 2), stop) is None
    # the pool is free again: the next decision is sent to it, not searched here alone
    assert _figures(position, 2) == _figures(position, 1)
