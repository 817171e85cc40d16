"""Root-parallel search (ai/parallel.py): the same moves under a seed and a worker count, one warm pool that
serves every decision, and workers that are sent plain data (a sampled world), never the live state."""

from __future__ import annotations

import contextlib
import random
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from ai import parallel
from ai.ismcts import ISMCTS
from ai.view import PlayerView
from games.errors import InvalidInput
from games.match import Match
from games.registry import get_game
from games.state import State

GAME = "hundert"  # a quick game: a share of 40 iterations takes milliseconds


def decision(seed: int) -> tuple[State, PlayerView]:
    """A live deal at its first real choice, and the view of the seat to act."""
    match = Match(get_game(GAME), None, seed=seed)
    rng = random.Random(seed)
    while len(match.legal_actions()) < 2:
        legal = match.legal_actions()
        match.apply(legal[int(rng.random() * len(legal))])
    seat = match.current_player
    assert seat is not None
    return match.state, PlayerView(match.state, seat, random.Random(seed))


@pytest.fixture(scope="module")
def two_workers() -> Iterator[None]:
    before = parallel.workers()
    parallel.set_workers(2)
    parallel.warm(GAME)
    yield
    parallel.set_workers(before)
    parallel.shutdown()


def search(view: PlayerView, seed: int, workers: int, iterations: int = 40) -> tuple[str, list[Any], int]:
    result = ISMCTS(iterations=iterations, seconds=None, seed=seed, workers=workers).search(view)
    return result.action.code, result.stats, result.iterations


def test_same_seed_and_workers_same_moves(two_workers: None) -> None:
    for seed in (1, 2):
        _, view = decision(seed)
        first = search(view, seed, 2)
        assert search(view, seed, 2) == first
        assert first[2] == 40  # both shares' iterations counted
        assert sum(visits for _, visits, _ in first[1]) == 40  # the root statistics are the two shares' sum
    # another worker count is another split of the budget: a different tree, on the same seed
    assert search(view, 2, 1)[1] != first[1]


def test_a_share_is_the_same_in_a_worker_and_here(two_workers: None) -> None:
    _, view = decision(4)
    task = parallel.ShareTask(GAME, view.seat, view.template_data(), {"infer": True}, seed=99, iterations=30,
                              deadline=None)
    here = parallel.run_share(task)
    parallel.warm(GAME)
    there = parallel._pool.executor.submit(parallel.run_share, task).result()  # type: ignore[union-attr]
    assert there.pid != here.pid
    assert (there.root, there.iterations) == (here.root, here.iterations)


def test_the_pool_is_started_once_and_reused(two_workers: None) -> None:
    pids = parallel.warm(GAME)
    starts = parallel.pool_starts()
    for seed in (5, 6, 7):
        _, view = decision(seed)
        search(view, seed, 2)
    assert parallel.pool_starts() == starts
    assert parallel.worker_pids() == sorted(pids)


def test_one_worker_uses_no_process(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: parallel.Decision, tasks: list[parallel.ShareTask]) -> None:
        raise AssertionError("one worker sent a share to the pool")

    monkeypatch.setattr(parallel.Decision, "__init__", refuse)
    starts = parallel.pool_starts()
    _, view = decision(8)
    assert search(view, 8, 1)[2] == 40
    assert parallel.pool_starts() == starts


def plain(value: Any) -> bool:
    """Only JSON-like data: no object of the engine's (a State, a Game, a Card) at any depth."""
    if isinstance(value, dict):
        return all(isinstance(k, str) and plain(v) for k, v in value.items())
    if isinstance(value, list | tuple):
        return all(plain(v) for v in value)
    return value is None or type(value) in (str, int, float, bool)


def test_a_worker_is_sent_a_sampled_world_never_the_live_state(two_workers: None,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[parallel.ShareTask] = []
    real = parallel.Decision.__init__

    def record(self: parallel.Decision[parallel.ShareTask, parallel.ShareResult], tasks: list[parallel.ShareTask],
               run: Callable[[parallel.ShareTask], parallel.ShareResult]) -> None:
        sent.extend(tasks)
        real(self, tasks, run)

    monkeypatch.setattr(parallel.Decision, "__init__", record)
    live, view = decision(9)
    search(view, 9, 2)
    assert sent
    for task in sent:
        assert all(plain(getattr(task, name)) for name in task.__dataclass_fields__)
        assert task.world == view.template_data()  # the view's own re-deal ...
        assert task.world["zones"] != live.to_dict()["zones"]  # ... which is not the deal on the table


def test_cancel_reaches_the_workers(two_workers: None) -> None:
    _, view = decision(10)
    stop = threading.Event()
    stop.set()
    result = ISMCTS(iterations=100_000, seconds=None, seed=1, workers=2).search(view, stop=stop)
    assert result.cancelled and result.iterations < 1000


def test_the_workers_stop_at_the_decisions_deadline(two_workers: None) -> None:
    _, view = decision(12)
    result = ISMCTS(iterations=None, seconds=0.2, seed=1, workers=2).search(view)  # no budget: only the clock ends it
    assert result.capped and result.shares == 2  # the worker answered by the deadline (not left out after 2 s more)


def test_a_killed_worker_costs_one_share_and_the_pool_is_dropped(two_workers: None) -> None:
    import os
    import signal

    pids = parallel.warm(GAME)
    starts = parallel.pool_starts()
    for pid in pids:
        os.kill(pid, signal.SIGKILL)
    _, view = decision(11)
    code, _, done = search(view, 11, 2)  # the share of the dead worker is lost, the decision is not
    assert code in [a.code for a in view.legal_actions] and done >= 20
    # the broken pool is gone (its workers ended); the next decision that wants one starts a new pool
    assert parallel.worker_pids() == [] and parallel.pool_starts() == starts


def test_a_worker_count_as_typed() -> None:
    limit = parallel.max_workers()
    assert parallel.parse_workers("2") == 2 and parallel.parse_workers(str(limit)) == limit
    assert parallel.parse_workers("auto") == parallel.default_workers() >= 1
    for bad in ("0.5", "-1", "999", "many", str(limit + 1)):  # more than the cores: refused, not played slowly
        with pytest.raises(InvalidInput):
            parallel.parse_workers(bad)


def test_threads_option(capsys: pytest.CaptureFixture[str]) -> None:
    from cli.main import apply_threads, build_parser

    before = parallel.workers()
    try:
        words = ["simulate", "hundert", "--players", "random,random", "--threads", "2"]
        apply_threads(build_parser().parse_args(words))
        assert parallel.workers() == 2
        parallel.set_workers(5)  # a setting above the --threads cap is held to it
        assert parallel.workers() == 2
        with pytest.raises(SystemExit) as stop:
            build_parser().parse_args(["play", "hundert", "--threads", "lots"])
        assert stop.value.code == 2
        assert "--threads takes a whole number" in capsys.readouterr().err
    finally:
        parallel.set_cap(parallel.MAX_WORKERS)
        parallel.set_workers(before)


def test_the_settings_choice_sets_the_workers(ui_display: Any, tmp_path: Any) -> None:
    import json

    from ui.scenes.common import Settings
    from ui.scenes.settings import SettingsScene

    before = parallel.workers()
    try:
        scene = SettingsScene(Settings(), size=(1280, 800))
        assert "threads" in scene.drops
        scene.set("threads", 2)
        assert parallel.workers() == 2 and Settings.load().threads == 2
        scene.set("threads", 0)  # automatic: every core but one
        assert parallel.workers() == parallel.default_workers()
    finally:
        parallel.set_workers(before)
    (tmp_path / "settings.json").write_text(json.dumps({"threads": -3}))
    loaded = Settings.load()
    assert loaded.threads == 0 and loaded.problem is not None


def test_a_budget_player_may_name_its_workers() -> None:
    from ai import make_player

    bot = make_player("ismcts:300+infer+w2", GAME, 1)
    assert isinstance(bot, ISMCTS) and bot.workers == 2 and bot.infer and bot.iterations == 300
    plain_budget = make_player("ismcts:300", GAME, 1)
    assert isinstance(plain_budget, ISMCTS) and plain_budget.workers is None  # the --threads count
    with pytest.raises(InvalidInput):
        make_player("ismcts:300+w0", GAME, 1)


def test_a_worker_whose_parent_died_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from ai import lifeline

    ended: list[int] = []
    monkeypatch.setattr(os, "_exit", ended.append)
    lifeline._watch(os.getppid() + 1, None, 0)  # a parent that is not ours any more: the watch ends the process
    assert ended == [0]


def test_a_worker_that_starts_after_its_parent_died_ends(monkeypatch: pytest.MonkeyPatch) -> None:
    """A worker still starting when its parent died (an early Ctrl+C) is init's: the parent's id it is handed,
    not the one it reads, tells it so. It once watched init and lived on, holding the terminal's stderr."""
    import os
    import signal

    ended: list[int] = []
    monkeypatch.setattr(os, "_exit", ended.append)
    monkeypatch.setattr(threading.Thread, "start", lambda self: None)
    monkeypatch.setattr(parallel, "_stop_flag", None)
    # a worker ignores Ctrl+C; this test process must not, or every program started after it here inherits that
    monkeypatch.setattr(signal, "signal", lambda signum, handler: None)
    parallel._init_worker(threading.Event(), [0.0], os.getppid() + 1)
    assert ended == [0]


def stopping_load(game_id: str) -> int:
    """A worker's warm-up that stops its own process (SIGSTOP), as a worker stopped from outside would be."""
    import os
    import signal

    os.kill(os.getpid(), signal.SIGSTOP)
    return os.getpid()


def test_a_stopped_worker_does_not_hang_the_warm_up(monkeypatch: pytest.MonkeyPatch) -> None:
    before = parallel.workers()
    monkeypatch.setattr(parallel, "WARM_SECONDS", 0.5)
    monkeypatch.setattr(parallel, "load_game", stopping_load)
    parallel.set_workers(2)
    found: list[list[int]] = []
    warming = threading.Thread(target=lambda: found.append(parallel.warm(GAME)), daemon=True)
    try:
        warming.start()
        warming.join(30)  # before: it waited for ever, holding the pool's lock (the window's exit waits for it)
        assert found == [[]], "the warm-up waited for a stopped worker"
        assert parallel.worker_pids() == []  # the stopped worker was ended with its pool
    finally:
        for process in list(getattr(parallel._pool.executor, "_processes", {}).values()):
            process.kill()  # a warm-up still waiting then fails, and lets the pool's lock go
        warming.join(30)
        parallel.set_workers(before)
        parallel.shutdown()


def test_a_stopped_worker_does_not_hang_a_search_with_no_time_cap(two_workers: None,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    import os
    import signal

    monkeypatch.setattr(parallel, "STALL_SECONDS", 0.5)
    pids = parallel.warm(GAME)
    _, view = decision(13)
    found: list[Any] = []
    searching = threading.Thread(target=lambda: found.append(
        ISMCTS(iterations=40, seconds=None, seed=1, workers=2).search(view)), daemon=True)
    os.kill(pids[0], signal.SIGSTOP)
    try:
        searching.start()
        searching.join(30)  # unbounded before: the decision waited for the stopped worker for ever
        assert found, "the search waited for a stopped worker"
    finally:
        for pid in pids:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        searching.join(30)
    result = found[0]
    assert result.shares == 1 and result.iterations == 20  # the stopped worker's share is left out
    assert parallel.worker_pids() == []  # and the pool that held it is dropped


def test_a_command_run_in_process_leaves_the_count_as_it_was(capsys: pytest.CaptureFixture[str]) -> None:
    from cli.main import main

    before = parallel.snapshot()
    assert main(["--threads", "2", "rules", GAME]) == 0
    assert parallel.snapshot() == before
    capsys.readouterr()
