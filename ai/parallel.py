"""Root-parallel search: a warm pool of worker processes, each growing its own ISMCTS tree.

Root parallelisation (Chaslot, Winands & van den Herik, "Parallel Monte-Carlo Tree Search", 2008;
for information sets, Cowling et al. 2012): with N workers a decision is split into N *shares*, each
with its own generator, its own sampled worlds and its own tree; the root statistics of the shares are
summed and the move is picked from the sum. Share 0 runs in the calling process, shares 1..N-1 in the
pool, so one worker means no process at all (the search as it always was) and two use both cores of a
two-core machine.

The pool starts lazily, on the first decision that wants it (or `warm`), and stays up for the rest of
the run: a decision pays a message, never a process start. It uses the `spawn` start method (a fork of
a process that runs pygame and threads is unsafe) and is shut down at exit (`atexit`) or by `shutdown`
when the window closes.

What a worker receives is `ShareTask`: plain data, the view's *sampled* world (`PlayerView.template_data`,
a re-deal of every card the seat cannot see), the seat and the search's settings; never the live state,
and no object of the caller's at all. A view that draws its worlds its own way (by a belief) is sent as the
name of that way, which the game registers (`SearchHooks.samplers`), and its settings. Determinism: the
shares' seeds come from the decision's generator and the iteration budget is split in a fixed way, so under
a seed and a worker count the same moves come out (with an iteration budget; a time cap cuts each share
where the clock says).

How many workers: `set_workers` (the settings' "threads", `--threads`), else 1. The app's default is
`default_workers()`: every core but one, at least one.

The window searches *off* its own process (`set_offload`): there share 0 goes to the pool too, whose size is then
the worker count itself, so one worker is one process and the table keeps the core the default leaves it. In
the window's process the search would be a thread, sharing one interpreter lock with the frames it draws: the
frames would wait for the search, and the search's capped seconds would lose the frames' time.
"""

from __future__ import annotations

import atexit
import importlib
import os
import signal
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from multiprocessing import get_context
from multiprocessing.util import Finalize
from typing import Generic, Protocol, TypedDict, TypeVar, cast

from ai.lifeline import watch_parent
from games.jsontypes import JsonObject

# the machine's bounds live beside the help that names them (sessions/machine.py); callers read them here too
from sessions.machine import MAX_WORKERS as MAX_WORKERS
from sessions.machine import default_workers as default_workers
from sessions.machine import max_workers as max_workers

#: seconds of silence from the workers (no share looked at the stop flag) after which a search with no time cap
#: gives up the shares not yet answered: a worker stopped (SIGSTOP) would otherwise hang the match for ever
STALL_SECONDS = 10.0
#: seconds `warm` waits for the workers to start and load a game before it takes the pool for broken
WARM_SECONDS = 60.0


def parse_workers(text: str) -> int:
    """A worker count as a player types it: a whole number 1..max_workers(), or "auto" for the default."""
    from games.errors import InvalidInput

    limit = max_workers()
    if text.strip().lower() in ("auto", "0", ""):
        return default_workers()
    try:
        n = int(text)
    except ValueError:
        n = None
    if n is None or not 1 <= n <= limit:
        raise InvalidInput(f"--threads takes a whole number from 1 to {limit} (one a core of this machine) or "
                           f"'auto', not {text.strip()!r}")
    return n


_workers = 1
_cap = MAX_WORKERS  # --threads: no setting goes above it
_offload = False  # every share in the pool, none in the caller (the window: `set_offload`)


def set_offload(on: bool) -> None:
    """Whether every share of a decision goes to the pool, the caller only waiting for them (the window, whose
    process draws the table): the pool is then one process a worker, not one fewer."""
    global _offload
    if bool(on) != _offload:
        _offload = bool(on)
        shutdown()  # a pool of the other size; the next decision that wants one starts it


def offloading() -> bool:
    """Whether decisions search in the pool only (`set_offload`)."""
    return _offload


def pool_size() -> int:
    """How many worker processes the pool has at the present settings (0: no pool is wanted)."""
    return _workers if _offload else _workers - 1


def set_cap(n: int) -> None:
    """The command line's --threads: the most workers any setting may ask for from now on (and the count)."""
    global _cap
    _cap = max(1, min(max_workers(), int(n)))
    set_workers(_cap)


def set_workers(n: int | None) -> None:
    """How many workers searches use from now on (None or 0: `default_workers()`), at most the --threads cap;
    a pool of another size is shut down, and the next decision that wants one starts it with the new size."""
    global _workers
    n = min(_cap, default_workers() if not n else max(1, min(max_workers(), int(n))))
    if n != _workers:
        _workers = n
        if _pool.size is not None and _pool.size != pool_size():
            shutdown()


def snapshot() -> tuple[int, int]:
    """The worker count and the --threads cap now, for `restore`."""
    return _workers, _cap


def restore(saved: tuple[int, int]) -> None:
    """Put back a `snapshot`: a command run in-process leaves the count as it found it, and its pool stopped."""
    global _cap
    _cap = saved[1]
    set_workers(saved[0])
    if saved[0] <= 1:
        shutdown()


def workers() -> int:
    """The worker count searches use now (the calling process counts as one)."""
    return _workers


class SearchSettings(TypedDict, total=False):
    """The ISMCTS keyword arguments a share is grown with, plain values (ai/ismcts.py `ISMCTS`)."""

    exploration: float
    infer: bool
    search_pure_chance: bool
    name: str


T = TypeVar("T")
R = TypeVar("R")


@dataclass(frozen=True)
class ShareTask:
    """One share of a decision, as a worker process receives it: plain data only."""

    game_id: str
    seat: int
    world: JsonObject  # the view's sampled world, State.to_dict()
    settings: SearchSettings
    seed: int
    iterations: int | None
    #: the decision's deadline on `time.monotonic()`, one clock for every process of the machine (a worker that
    #: counted the seconds left from when it got the task would overrun by the time the task took to come)
    deadline: float | None
    #: how the view draws its worlds where it is not a plain PlayerView: a name in the game's
    #: `SearchHooks.samplers` and its settings, plain values (empty: the plain view's re-deals)
    sampler: str = ""
    sampler_settings: Mapping[str, object] = field(default_factory=dict)


@dataclass
class ShareResult:
    """A share's root statistics: action code -> (visits, total reward in [0, 1] units)."""

    root: dict[str, tuple[int, float]]
    iterations: int
    capped: bool
    cancelled: bool
    cpu: float = 0.0  # the worker's CPU seconds on this share (the benchmarks add it to the caller's)
    pid: int = field(default_factory=os.getpid)


#: the module of the search's worker side, by name (see `_call`)
SHARE = "ai.share"


# -- the worker's side ----------------------------------------------------------------------------------
class Flag(Protocol):
    """The pool's stop flag (a multiprocessing Event, shared with the workers)."""

    def is_set(self) -> bool: ...
    def set(self) -> None: ...
    def clear(self) -> None: ...


class Heartbeat(Protocol):
    """The workers' heartbeat (one double in shared memory, a RawArray): the last time one looked at the stop flag."""

    def __getitem__(self, index: int) -> float: ...
    def __setitem__(self, index: int, value: float) -> None: ...


class _BeatingFlag:
    """The pool's stop flag as a worker's shares read it: every look (once an iteration of a share) also writes the
    time into the pool's heartbeat, so the caller can tell a share at work from a stopped worker (SIGSTOP)."""

    def __init__(self, flag: Flag, beat: Heartbeat) -> None:
        self.flag, self.beat = flag, beat

    def is_set(self) -> bool:
        self.beat[0] = time.monotonic()
        return bool(self.flag.is_set())


_stop_flag: _BeatingFlag | None = None  # the pool's shared stop flag, as the worker received it


def _init_worker(flag: Flag, beat: Heartbeat, parent: int) -> None:
    global _stop_flag
    # Ctrl+C reaches the whole process group: it is the parent's to answer (it stops and shuts the pool
    # down); a worker that took it too would print its own traceback on the player's terminal
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _stop_flag = _BeatingFlag(flag, beat)
    watch_parent(parent)
    importlib.import_module(SHARE)  # the search and the registry, once per worker, before the first decision
    beat[0] = time.monotonic()  # up: a slow start is not taken for a stopped worker


def stop_flag() -> _BeatingFlag | None:
    """The pool's shared stop flag in this worker (None in the calling process); reading it is a sign of life."""
    return _stop_flag


def _call(name: str, *args: object) -> object:
    """Run `name` of the search's worker side (ai/share.py) in this worker. Found by name, as the registry finds
    a game's modules: the search imports this pool, so the pool must not import the search."""
    found: object = getattr(importlib.import_module(SHARE), name)(*args)
    return found


def run_share(task: ShareTask) -> ShareResult:
    """Grow one share's tree (ai/share.py), here or in a worker."""
    return cast("ShareResult", _call("run_share", task))


@dataclass(frozen=True)
class Job:
    """A share of other work than a search that a player splits over the pool (a game's own player playing
    deals out over worlds): its function, found by module and name in the worker as the search's side is
    (`_call`), and its arguments, plain data only. The function may end early when `stop_flag()` is set."""

    module: str
    function: str
    args: Mapping[str, object]


def run_job(job: Job) -> object:
    """Run one `Job`, here or in a worker: what its function returns (its caller knows what that is)."""
    found: object = getattr(importlib.import_module(job.module), job.function)(job.args)
    return found


def load_game(game_id: str) -> int:
    """Load a game and its search in this process (ai/share.py): a worker's warm-up, a benchmark's."""
    return cast("int", _call("load_game", game_id))


# -- the caller's side ---------------------------------------------------------------------------------
class _Pool:
    """The one pool of the process, started lazily, kept warm, shut down at exit."""

    def __init__(self) -> None:
        self.executor: ProcessPoolExecutor | None = None
        self.size: int | None = None
        self.flag: Flag | None = None
        self.beat: Heartbeat | None = None  # the workers' heartbeat: the last time one of them looked at the stop flag
        self.lock = threading.Lock()  # one parallel decision at a time: they share the stop flag
        self.started = 0  # how many times a pool was started (the tests check it stays one)
        self.warmed: set[str] = set()  # the games every worker of this pool has loaded
        self.finalized_in = 0  # the process that registered the pool's shutdown with multiprocessing's exit

    def get(self, size: int) -> ProcessPoolExecutor:
        if self.executor is None or self.size != size:
            self.close()
            context = get_context("spawn")
            self.flag = context.Event()
            self.beat = context.RawArray("d", 1)  # no lock: one double, written whole, read for "how long ago"
            self.executor = ProcessPoolExecutor(max_workers=size, mp_context=context, initializer=_init_worker,
                                                initargs=(self.flag, self.beat, os.getpid()))
            self.size = size
            self.started += 1
            if self.finalized_in != os.getpid():
                # A process forked by another pool (a `simulate --jobs` worker) ends by multiprocessing's exit
                # function, not atexit: it would join these workers, which wait for work, for ever. Its
                # finalizers run first, so the pool is shut down there too, ahead of the pool's own queues
                # (theirs have priority 10: a queue closed first would never carry the workers' last message).
                Finalize(None, shutdown, exitpriority=100)
                self.finalized_in = os.getpid()
        return self.executor

    def close(self, kill: bool = False) -> None:
        """Stop the workers: let them finish their share (they stop at their next iteration), or with `kill`
        (one died or hangs) end them at once, so that the next decision starts a sound pool."""
        executor, self.executor, self.size = self.executor, None, None
        self.warmed = set()
        if executor is None:
            return
        if self.flag is not None:
            self.flag.set()  # a share still running stops at its next iteration
        if kill:
            for process in list(getattr(executor, "_processes", {}).values()):
                process.kill()
        executor.shutdown(wait=not kill, cancel_futures=True)


_pool = _Pool()


def shutdown() -> None:
    """Stop the worker processes (at exit, when the window closes, when the worker count changes)."""
    with _pool.lock:
        _pool.close()


atexit.register(shutdown)


def pool_starts() -> int:
    """How many pools this process has started: a warm pool is started once."""
    return _pool.started


def worker_pids() -> list[int]:
    """The process ids of the pool's workers now (empty: no pool)."""
    executor = _pool.executor
    processes = getattr(executor, "_processes", None) or {}  # ProcessPoolExecutor keeps them by pid
    return sorted(int(pid) for pid in processes)


def warm(game_id: str | None = None) -> list[int]:
    """Start the pool now (and load `game_id` in every worker) rather than at the first decision; returns
    the workers' process ids (empty with no pool: one worker, not offloaded)."""
    extra = pool_size()
    if extra < 1:
        return []
    with _pool.lock:
        executor = _pool.get(extra)
        futures = [executor.submit(load_game, game_id) if game_id else executor.submit(os.getpid)
                   for _ in range(extra)]
        _, late = wait(futures, WARM_SECONDS)
        if late or any(f.exception() for f in futures):  # a stopped or dead worker: it must not hold the lock
            _pool.close(kill=True)                         # (and so the window's exit) for ever
            return []
        pids = [f.result() for f in futures]
        if game_id:
            _pool.warmed.add(game_id)
        return pids


def warm_soon(game_id: str) -> None:
    """`warm` in the background (a table opening with bots at it): the first decision then finds the pool up.
    A decision that comes while it runs searches in-process (`Decision` does not wait for the pool)."""
    if pool_size() > 0 and game_id not in _pool.warmed:
        threading.Thread(target=warm, args=(game_id,), name="search-pool-warm", daemon=True).start()


class Decision(Generic[T, R]):
    """The pool's side of one parallel decision: send the shares, collect them, cancel them. A share is a
    `ShareTask` of the search (`run_share`), or whatever `run` takes (`run_job`: a `Job`)."""

    def __init__(self, tasks: Sequence[T], run: Callable[[T], R]) -> None:
        self.futures: list[Future[R]] = []
        self.held = _pool.lock.acquire(blocking=False)
        if not self.held:
            return  # another decision has the pool (a hint while a bot thinks): the caller searches alone
        try:
            executor = _pool.get(max(1, pool_size()))  # the pool's size is the setting's, whatever this decision sends
            assert _pool.flag is not None and _pool.beat is not None  # get() made them with the pool
            _pool.flag.clear()
            _pool.beat[0] = time.monotonic()  # the shares' silence is counted from now
            self.futures = [executor.submit(run, task) for task in tasks]
        except Exception:  # no process could start (a locked-down system): the caller searches alone
            for future in self.futures:
                future.cancel()
            self.futures = []
            self._release(broken=True)

    @property
    def sent(self) -> bool:
        return self.held

    def stop(self) -> None:
        """The caller was cancelled: the workers' shares end at their next iteration."""
        if self.held and _pool.flag is not None:
            _pool.flag.set()

    def results(self, timeout: float | None = None) -> list[R]:
        """The shares that answered within `timeout` seconds, in the order they were sent; a worker that failed
        (a killed process) or hangs is left out, and the pool is restarted at the next decision. With no timeout
        (a search with no time cap) a share is waited for as long as the workers show signs of life, and given up
        after `STALL_SECONDS` of silence (a stopped worker)."""
        out: list[R] = []
        broken = False
        try:
            done, late = wait(self.futures, timeout) if timeout is not None else self._while_alive()
            if late:
                self.stop()
                broken = True
            for future in self.futures:
                if future not in done:
                    continue
                try:
                    out.append(future.result())
                except Exception:
                    broken = True
        finally:
            self._release(broken)
        return out

    def _while_alive(self) -> tuple[set[Future[R]], set[Future[R]]]:
        while True:
            done, late = wait(self.futures, STALL_SECONDS / 10)
            if not late:
                return done, late
            beat = _pool.beat
            assert beat is not None  # the pool running the late futures made it
            if time.monotonic() - beat[0] > STALL_SECONDS:
                return done, late

    def _release(self, broken: bool) -> None:
        if not self.held:
            return
        self.held = False
        if broken:
            _pool.close(kill=True)
        _pool.lock.release()
