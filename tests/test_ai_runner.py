"""ai.runner: a decision runs off the caller's thread, can be polled and cancelled, and never hangs the table."""

from __future__ import annotations

import itertools
import random
import threading

import pytest

from ai import PlayerView
from ai.ismcts import ISMCTS
from ai.runner import BotRunner, Cancelled
from games.actions import Action
from games.toygame import random_position


def a_view() -> PlayerView:
    state = random_position(2, -1, 0)
    assert state.current_player is not None
    return PlayerView(state, state.current_player, random.Random(1))


class Gate:
    """A player that answers only when the test opens the gate (or never, if it is not opened)."""

    name = "gate"

    def __init__(self) -> None:
        self.open = threading.Event()
        self.thread: str | None = None

    def choose(self, view: PlayerView) -> Action:
        self.thread = threading.current_thread().name
        self.open.wait(5.0)
        return view.legal_actions[-1]


def test_decision_runs_off_the_callers_thread_and_is_polled() -> None:
    gate = Gate()
    handle = BotRunner(gate, time_cap=None).start(a_view())
    assert not handle.done()  # start() returned while the player is still waiting
    gate.open.set()
    action = handle.result(timeout=5)
    assert handle.done() and action == a_view().legal_actions[-1]
    assert gate.thread is not None and gate.thread != threading.current_thread().name


def test_result_while_thinking_raises_timeout_error() -> None:
    gate = Gate()
    handle = BotRunner(gate, time_cap=None).start(a_view())
    with pytest.raises(TimeoutError):
        handle.result(timeout=0.01)
    gate.open.set()
    assert handle.result(timeout=5) in a_view().legal_actions


def test_cancel_throws_the_answer_away() -> None:
    gate = Gate()
    handle = BotRunner(gate, time_cap=None).start(a_view())
    handle.cancel()
    assert handle.done() and handle.cancelled
    with pytest.raises(Cancelled):
        handle.result()
    gate.open.set()


def test_cancel_stops_a_searching_bot() -> None:
    bot = ISMCTS(iterations=None, seconds=60.0, seed=1)
    handle = BotRunner(bot, time_cap=None).start(a_view())
    handle.cancel()
    handle._thread.join(10)  # the search sees the flag between iterations and winds down
    assert not handle._thread.is_alive()
    assert bot.last is not None and bot.last.cancelled


def test_a_player_that_overruns_the_cap_gets_the_fallback_move() -> None:
    gate = Gate()  # never opened in time: the cap is 0.05 s, grace 0.05 s
    handle = BotRunner(gate, time_cap=0.05, grace=0.05).start(a_view())
    action = handle.result()
    assert handle.timed_out and action == a_view().legal_actions[0]
    assert handle.result() == action  # a late answer does not change what was already played
    gate.open.set()


class TickingClock:
    """A clock that moves one millisecond each time it is read, so a search's time runs by its own work and
    not by how busy the machine is."""

    def __init__(self) -> None:
        self.reads = itertools.count()

    def __call__(self) -> float:
        return next(self.reads) / 1000


def test_search_stops_itself_at_the_cap() -> None:
    clock = TickingClock()
    bot = ISMCTS(iterations=None, seconds=30.0, seed=1, clock=clock, workers=1)
    handle = BotRunner(bot, time_cap=0.1, grace=30.0, clock=clock).start(a_view())
    action = handle.result()
    assert action in a_view().legal_actions and not handle.timed_out
    assert bot.last is not None and bot.last.capped and bot.last.iterations > 0
    # the runner's cap of 0.1 s (100 reads) stopped it, far before the bot's own 30 s (30,000 reads)
    assert bot.last.seconds < 1.0 and bot.last.iterations <= 100


def test_errors_in_the_player_reach_the_caller() -> None:
    class Broken:
        name = "broken"

        def choose(self, view: PlayerView) -> Action:
            raise RuntimeError("boom")

    handle = BotRunner(Broken(), time_cap=None).start(a_view())
    with pytest.raises(RuntimeError, match="boom"):
        handle.result(timeout=5)


def test_no_decision_to_make_is_refused() -> None:
    state = random_position(2, -1, 0)
    assert state.current_player is not None
    waiting = PlayerView(state, 1 - state.current_player, random.Random(1))
    with pytest.raises(ValueError):
        BotRunner(Gate()).start(waiting)
