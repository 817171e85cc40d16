"""Bots off the caller's thread: the UI starts a decision, polls it each frame, may cancel it.

    runner = BotRunner(player, time_cap=1.0)
    handle = runner.start(view)        # returns at once; the bot thinks in a worker thread
    ...each frame: if handle.done(): action = handle.result()
    ...the human pressed undo: handle.cancel()

A player that has `choose_until(view, deadline, stop)` (the ISMCTS bot) is told the deadline
and the cancel flag and stops on its own with its best move so far. Every other player is
simply called; if it overruns the cap by more than `grace`, the handle gives up on it and
answers with the first legal action (`handle.timed_out` says so), so the table never hangs.
The view belongs to the worker while it runs; the handle only reads its legal actions.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from ai.players import Player
from ai.view import PlayerView
from games.actions import Action


class Cancelled(Exception):
    """`result()` of a handle that was cancelled before the bot answered."""


class BotHandle:
    def __init__(self, player: Player, view: PlayerView, time_cap: float | None, grace: float,
                 clock: Callable[[], float]) -> None:
        self.view = view
        self.clock = clock
        self.started = clock()
        self.deadline = None if time_cap is None else self.started + time_cap
        self.grace = grace
        self.timed_out = False
        self._cancelled = False
        self._stop = threading.Event()
        self._finished = threading.Event()
        self._action: Action | None = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._work, args=(player,), name=f"bot-{player.name}", daemon=True)
        self._thread.start()

    def _work(self, player: Player) -> None:
        try:
            until = getattr(player, "choose_until", None)
            if until is not None:
                self._action = until(self.view, self.deadline, self._stop)
            else:
                self._action = player.choose(self.view)
        except BaseException as exc:  # handed to the caller by result(); a worker must not die silently
            self._error = exc
        finally:
            self._finished.set()

    # -- polling ----------------------------------------------------------------------------------
    def done(self) -> bool:
        """True once `result()` will answer without waiting."""
        return self._finished.is_set() or self._cancelled or self._overdue()

    def _overdue(self) -> bool:
        return self.deadline is not None and self.clock() > self.deadline + self.grace

    @property
    def elapsed(self) -> float:
        return self.clock() - self.started

    def cancel(self) -> None:
        """Ask the bot to stop; its answer, if any, is thrown away."""
        self._cancelled = True
        self._stop.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def result(self, timeout: float | None = None) -> Action:
        """The bot's action; waits at most until the cap plus grace (or `timeout`, if given)."""
        if self._cancelled:
            raise Cancelled("the bot's decision was cancelled")
        if self.timed_out:
            return self.view.legal_actions[0]
        wait = timeout
        if wait is None and self.deadline is not None:
            wait = max(0.0, self.deadline + self.grace - self.clock())
        self._finished.wait(wait)
        if not self._finished.is_set():
            if timeout is not None and not self._overdue():
                raise TimeoutError("the bot is still thinking")
            self.timed_out = True
            self._stop.set()  # let a cooperative bot wind down; its late answer is ignored
            return self.view.legal_actions[0]
        if self._error is not None:
            raise self._error
        assert self._action is not None
        return self._action


class BotRunner:
    """Starts decisions of one player with a time cap; one handle per decision."""

    def __init__(self, player: Player, time_cap: float | None = 1.0, grace: float = 0.5,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.player = player
        self.time_cap = time_cap
        self.grace = grace
        self.clock = clock

    def start(self, view: PlayerView) -> BotHandle:
        if not view.legal_actions:
            raise ValueError(f"seat {view.seat} has no decision to make now")
        return BotHandle(self.player, view, self.time_cap, self.grace, self.clock)
